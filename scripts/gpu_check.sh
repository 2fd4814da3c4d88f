#!/usr/bin/env bash
# The GPU checks of issue 26, as one script for a GPU machine (docs/gpu.md). It builds nothing:
# that machine has python3 3.12, torch 2.11.0+cu130, jax 0.11.2 and jax-cuda13-pjrt 0.11.2, no
# Rust and no internet. It installs the wheel built on a CPU machine and carried in dist/
# (`bash scripts/build_wheel.sh`), then:
#   1. the machine: GPU, glibc, python, torch, jax and the CUDA plugin;
#   2. pip install --no-deps --target dist/torchtpu-*.whl into a folder of its own, first on
#      PYTHONPATH (the Python's own packages are left as they are, so a dry run on a CPU machine
#      does not replace a development install);
#   3. the plugin report: API version, extensions, and which PJRT structs it takes (client create
#      with each option set, compile, execute, a view of a CUDA tensor, DLPack out);
#   4. lowering_tests/python/test_gpu.py (pytest if installed, else unittest);
#   5. as the budget allows: scripts/model_zoo.py on CUDA tensors under bfloat16 autocast and in
#      float32, the working-size rows of benchmarks/gpu_quick.py (attention among them), its
#      per-call rows beside Inductor, scripts/gpu_bf16_diag.py (bfloat16 autocast against eager,
#      stage by stage).
# Each step has its own timeout; the whole stays under 8 minutes. Everything goes to $OUT, which
# the device tool brings back (at most 8 files): summary.txt, and each step's output in
# steps/NAME.txt, packed into steps.tgz at the end (`tar xzf steps.tgz` to read them).
#
#   run(command="bash scripts/gpu_check.sh", carry=["dist"], timeout_s=540)
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
OUT="${OUT:-/tmp/torchtpu-gpu-check}"
STEPS="$OUT/steps"
mkdir -p "$STEPS"
SUMMARY="$OUT/summary.txt"
: > "$SUMMARY"
PY="${PYTHON:-python3}"
START=$(date +%s)
# The whole script's budget in seconds (the model check gets what the steps before leave).
BUDGET="${GPU_CHECK_BUDGET:-450}"
# Output as it happens, and a Python traceback on a crash (a segfault in the plugin).
export PYTHONUNBUFFERED=1 PYTHONFAULTHANDLER=1
# XLA's INFO lines (one per client and compile) bury the results; warnings and errors stay.
export TF_CPP_MIN_LOG_LEVEL=1

say() { echo "$*" | tee -a "$SUMMARY"; }

# step NAME TIMEOUT COMMAND...: runs it, its output to $STEPS/NAME.txt, one line in the summary.
step() {
  local name="$1" limit="$2"; shift 2
  local t0=$(date +%s)
  timeout --kill-after=10 "$limit" "$@" > "$STEPS/$name.txt" 2>&1
  local rc=$?
  local dt=$(( $(date +%s) - t0 ))
  local what="ok"
  [ $rc -eq 124 ] && what="TIMEOUT after ${limit}s"
  [ $rc -ne 0 ] && [ $rc -ne 124 ] && what="FAILED (exit $rc)"
  say "[$name] $what in ${dt}s -> $name.txt"
  tail -n 4 "$STEPS/$name.txt" | sed 's/^/    /' | tee -a "$SUMMARY" > /dev/null
  return $rc
}

say "torchtpu gpu_check $(date -u +%Y-%m-%dT%H:%M:%SZ) at $(git rev-parse --short HEAD 2>/dev/null || echo '?')"

step machine 60 bash -c "
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader || echo 'no nvidia-smi'
  ldd --version | head -1
  $PY --version
  $PY -c 'import torch; print(\"torch\", torch.__version__, \"cuda\", torch.version.cuda, \"available\", torch.cuda.is_available())'
  $PY -c 'import jax, jaxlib; print(\"jax\", jax.__version__, \"jaxlib\", jaxlib.__version__)' || true
  $PY -m pip list 2>/dev/null | grep -i -E 'jax|pjrt|torch|pytest|transformers|torchvision' || true
  $PY -c 'import pytest' 2>/dev/null && echo 'pytest: installed' || echo 'pytest: absent (unittest runs test_gpu.py)'
"

WHEEL=$(ls -t dist/torchtpu-*.whl 2>/dev/null | head -1)
if [ -z "$WHEEL" ]; then
  say "no wheel in dist/: build one on a CPU machine (docs/gpu.md) and carry dist/"
  exit 1
fi
SITE="${TMPDIR:-/tmp}/torchtpu-gpu-check-site"
rm -rf "$SITE"
step install 120 $PY -m pip install --no-deps --no-index --target "$SITE" "$WHEEL" || {
  say "the wheel did not install: see install.txt (a manylinux tag newer than this glibc? docs/gpu.md)"; exit 1; }
export PYTHONPATH="$SITE${PYTHONPATH:+:$PYTHONPATH}"
# Run from outside the repository, so that the installed package is imported, not python_plugin/.
cd "$STEPS"

step probe 150 $PY - <<'EOF'
import json, torch
from torchtpu import _native, device
path = device.find_plugin("cuda")
print("CUDA plugin:", path)
if path is None:
    raise SystemExit(device.INSTALL_CUDA)
report = {}
x, stream = None, None
if torch.cuda.is_available():
    # The result is waited for on a non-default torch stream (stream extension).
    s = torch.cuda.Stream()
    x = torch.arange(1, 4097, dtype=torch.float32, device="cuda")
    torch.cuda.synchronize()
    stream = s
r = dict(_native.probe_plugin(path, json.dumps({"preallocate": False}), x, torch.from_dlpack, stream))
if stream is not None:
    s.synchronize()
res = r.pop("view_result", None)
if res is not None and x is not None:
    r["view_result_matches"] = bool(torch.equal(res, 2 * x))
    r["view_result_device"] = str(res.device)
report["default"] = r
for opts in ({"allocator": "platform"}, {"allocator": "bfc", "memory_fraction": 0.2},
             {"allocator": "cuda_async"}, {"preallocate": True, "memory_fraction": 0.1}):
    o = dict(_native.probe_plugin(path, json.dumps(opts)))
    report[json.dumps(opts)] = {k: o.get(k) for k in ("create", "compile", "execute", "create_options")}
json.dump(report, open("probe.json", "w"), indent=1, default=str)
d = report["default"]
print("PJRT C API", d.get("pjrt_api_version"), "(header", str(d.get("header_api_version")) + ")",
      "platform", d.get("platform"), d.get("device_kind"), "extensions", d.get("extensions"))
for k in ("load", "create", "compile", "execute", "view", "view_zero_copy", "stream_extension", "xla_stream",
          "wait_on_stream", "dlpack_out", "view_result_matches"):
    print(f"  {k}: {d.get(k)}")
for k, v in report.items():
    if k != "default":
        print(f"  options {k}: {v}")
EOF

# What the budget leaves (the steps before are capped at 330 s together), at most 240 s,
# so that a hung test still leaves the summary inside the device call's limit. The tests run in
# 4 processes when pytest-xdist is there (each CUDA test starts its own child process).
TEST_LIMIT=$(( BUDGET - ($(date +%s) - START) )); [ $TEST_LIMIT -gt 240 ] && TEST_LIMIT=240
if $PY -c 'import pytest' 2>/dev/null; then
  XDIST=""; $PY -c 'import xdist' 2>/dev/null && XDIST="-n 4"
  step test_gpu $TEST_LIMIT $PY -m pytest "$ROOT/lowering_tests/python/test_gpu.py" -v -s -rs -p no:cacheprovider $XDIST
else
  step test_gpu $TEST_LIMIT $PY "$ROOT/lowering_tests/python/test_gpu.py" -v
fi

# optional NAME MIN_SECONDS COMMAND...: a step that runs only when MIN_SECONDS of the budget are
# left, with what is left as its timeout.
optional() {
  local name="$1" need="$2"; shift 2
  local left=$(( BUDGET - ($(date +%s) - START) ))
  if [ $left -lt "$need" ]; then say "[$name] skipped: ${left}s left of the ${BUDGET}s budget"; return 0; fi
  step "$name" "$left" "$@"
}
# As the budget allows, in this order: bfloat16 autocast against eager by torch's accuracy rule
# (ResNet-18, GPT-2; the one check of issue 26 not yet run on a GPU), real models on CUDA tensors
# against eager CUDA, forward and gradients, float32; the working-size rows beside Inductor (with
# attention in torch's CUDA kernels); the per-call rows beside Inductor (default and
# reduce-overhead) and Dynamo alone, with a cProfile of torchtpu's calls; where bfloat16 autocast
# parts from eager stage by stage (known since 2026-11-27, last).
optional model_zoo_bf16 60 env TORCHTPU_PJRT_PLUGIN=cuda $PY "$ROOT/scripts/model_zoo.py" --device cuda --autocast bf16 --modes error --only resnet18,gpt2 --timeout 100
optional model_zoo 60 env TORCHTPU_PJRT_PLUGIN=cuda $PY "$ROOT/scripts/model_zoo.py" --device cuda --modes error --only resnet18,gpt2,bert,mobilenet_v3_small --timeout 100
optional bench 60 $PY "$ROOT/benchmarks/gpu_quick.py" --only "resnet50,mlp 4x4096,attention" --inductor --repeats 10
optional percall 60 $PY "$ROOT/benchmarks/gpu_quick.py" --only "x + 1,mlp 3x64" --inductor --reduce-overhead --dynamo --profile --repeats 20
# The same MLP with parameters' views made afresh at each call (TORCHTPU_RESIDENT=0): what kept
# views (python_plugin/src/cuda_views.rs) save per call.
optional percall_fresh_views 40 env TORCHTPU_RESIDENT=0 $PY "$ROOT/benchmarks/gpu_quick.py" --only "mlp 3x64" --repeats 20
optional bf16_diag 90 timeout 150 env TORCHTPU_PJRT_PLUGIN=cuda $PY "$ROOT/scripts/gpu_bf16_diag.py" --flags
say "total $(( $(date +%s) - START ))s; step files (steps.tgz): $(ls "$STEPS" | tr '\n' ' ')"
tar -czf "$OUT/steps.tgz" -C "$STEPS" . && rm -rf "$STEPS"
