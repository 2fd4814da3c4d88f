#!/usr/bin/env bash
# The GPU working-size suite (issue 30; docs/performance.md, "GPU working-size suite"), one part
# per device call. Like scripts/gpu_check.sh it builds nothing: it installs the wheel built on a
# CPU machine and carried in dist/ (`bash scripts/build_wheel.sh`) into a folder of its own, first
# on PYTHONPATH, then runs
#   python3 benchmarks/run.py --size gpu --part PART [EXTRA ARGS...]
# (eager, Inductor and torchtpu interleaved; float32 and bfloat16 autocast; a 420 s budget).
# Writes under $OUT (the device tool brings back at most 8 files): machine.txt, install.txt,
# partPART.txt (the table), partPART.log (progress and warnings), partPART.json (raw results).
#
#   run(command="bash scripts/gpu_bench.sh 1", carry=["dist"], timeout_s=540)
#   run(command="bash scripts/gpu_bench.sh 2", carry=["dist"], timeout_s=540)
set -u
PART="${1:?usage: gpu_bench.sh PART [run.py options...]}"
shift
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
OUT="${OUT:-/tmp/torchtpu-gpu-bench}"
mkdir -p "$OUT"
PY="${PYTHON:-python3}"
export PYTHONUNBUFFERED=1 PYTHONFAULTHANDLER=1 TF_CPP_MIN_LOG_LEVEL=1

{
  echo "torchtpu gpu_bench part $PART $(date -u +%Y-%m-%dT%H:%M:%SZ) at $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader || echo 'no nvidia-smi'
  $PY --version
  $PY -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda, "available", torch.cuda.is_available())'
} > "$OUT/machine.txt" 2>&1

WHEEL=$(ls -t dist/torchtpu-*.whl 2>/dev/null | head -1)
if [ -z "$WHEEL" ]; then
  echo "no wheel in dist/: build one on a CPU machine (bash scripts/build_wheel.sh) and carry dist/" | tee -a "$OUT/machine.txt"
  exit 1
fi
SITE="${TMPDIR:-/tmp}/torchtpu-gpu-bench-site"
rm -rf "$SITE"
timeout 120 $PY -m pip install --no-deps --no-index --target "$SITE" "$WHEEL" > "$OUT/install.txt" 2>&1 || {
  echo "the wheel did not install: see install.txt" | tee -a "$OUT/machine.txt"; exit 1; }
export PYTHONPATH="$SITE${PYTHONPATH:+:$PYTHONPATH}"
# From outside the repository, so that the installed package is imported, not python_plugin/.
cd "$OUT"
# The suite keeps its own 420 s budget; this timeout only guards against a hang after it.
timeout --kill-after=10 500 $PY "$ROOT/benchmarks/run.py" --size gpu --part "$PART" --json "$OUT/part$PART.json" "$@" \
  > "$OUT/part$PART.txt" 2> "$OUT/part$PART.log"
rc=$?
echo "exit $rc" >> "$OUT/part$PART.txt"
exit $rc
