"""Where a GPU row's step time goes, per backend (issue 30: profile every losing row): the device
kernels of the steady state from `torch.profiler`, side by side, and XLA's optimized HLO for
torchtpu.

    python3 benchmarks/gpu_profile.py --model resnet50 --mode inference --precision fp32
    python3 benchmarks/gpu_profile.py --model gpt2 --mode training --precision bf16 --xla-dump /tmp/xla
    .venv/bin/python benchmarks/gpu_profile.py --tiny --device cpu --model mlp   # the CPU check: CPU ops, toy sizes

The row is one of the GPU suite's (benchmarks/gpu_models.py; `--precision fp32` keeps torch's
TF32 settings as they are, `bf16` runs under bfloat16 autocast). Each backend runs in a process
of its own (XLA reads its flags when its plugin starts): it builds the row, compiles it and runs
`--warmup` steps as benchmarks/gpu_suite.py does, then records `--steps` steps with
`torch.profiler` (CPU and CUDA activities) and reports per step:

- the host time (wall time of the synchronized steps) and the device's busy time (the sum of its
  kernels, memory copies and sets);
- the `--top` kernels by device time, with their launches per step;
- device time by kind of kernel (matrix products, convolutions, attention, fused and elementwise
  code, normalizations and reductions, copies and transposes, other), the backends side by side,
  so that a slower backend's extra time shows where it is.

`--xla-dump DIR` gives torchtpu's process `XLA_FLAGS=--xla_dump_to=DIR --xla_dump_hlo_as_text`
(XLA's `*after_optimizations.txt` is the program it ran); the kernel names in the table are those
of its fusions. For a kernel's own counters, run Nsight Compute around one backend:
`ncu --target-processes all -k regex:NAME -c 5 python3 benchmarks/gpu_profile.py --backends
torchtpu ...`. On a CPU (`--device cpu`) the table lists CPU operators instead. Not a test.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# (kind, pattern on the kernel's name); the first match wins.
KINDS: list[tuple[str, re.Pattern]] = [
    ("attention", re.compile(r"flash|fmha|attention|sdpa", re.I)),
    ("convolution", re.compile(r"conv|fprop|dgrad|wgrad|implicit_gemm|cudnn", re.I)),
    ("matrix product", re.compile(r"gemm|cublas|cutlass|matmul|nvjet|sm\d+_xmma|\bmm\b|addmm|\bbmm\b|dot", re.I)),
    ("copy / transpose", re.compile(r"copy|transpose|memcpy|memset|convert|contiguous|cat\b|permute", re.I)),
    ("norm / reduction", re.compile(r"norm|reduce|reduction|softmax|sum|mean|welford", re.I)),
    ("fused / elementwise", re.compile(r"fusion|triton|elementwise|vectorized|loop|unrolled|input_|add|mul|gelu|relu", re.I)),
]
OTHER = "other"


def kind_of(name: str) -> str:
    for kind, pattern in KINDS:
        if pattern.search(name):
            return kind
    return OTHER


def worker(a) -> dict:
    """One backend: build, compile, warm up, profile; the totals per step."""
    import warnings

    import torch

    warnings.filterwarnings("ignore")
    from benchmarks.gpu_models import build
    from benchmarks.models import loss_of

    cuda = a.device.startswith("cuda")
    base, args, _ = build(a.model, a.tiny, a.device, a.precision == "bf16-weights")
    training = a.mode == "training"
    base.train(training)
    m = copy.deepcopy(base)
    f = m if a.backend == "eager" else torch.compile(m, backend=a.backend)
    opt = torch.optim.AdamW(m.parameters(), lr=1e-4) if training else None

    def amp():
        return torch.autocast("cuda" if cuda else "cpu", torch.bfloat16) if a.precision == "bf16" else contextlib.nullcontext()

    def step():
        if training:
            opt.zero_grad(set_to_none=True)
            with amp():
                loss = loss_of(f(*args))
            loss.backward()
            opt.step()
            return
        with torch.no_grad(), amp():
            f(*args)

    def sync():
        if cuda:
            torch.cuda.synchronize()

    for _ in range(1 + a.warmup):
        step()
    sync()
    activities = [torch.profiler.ProfilerActivity.CPU] + ([torch.profiler.ProfilerActivity.CUDA] if cuda else [])
    with torch.profiler.profile(activities=activities) as prof:
        t0 = time.perf_counter()
        for _ in range(a.steps):
            step()
        sync()
        wall = time.perf_counter() - t0
    kernels: dict[str, dict] = {}
    for e in prof.key_averages():
        if cuda:
            us = getattr(e, "self_device_time_total", None)
            if us is None:
                us = getattr(e, "self_cuda_time_total", 0)
            on_device = getattr(e, "device_type", None) == torch.autograd.DeviceType.CUDA
            if not on_device or us <= 0:
                continue
        else:
            us = e.self_cpu_time_total
            if us <= 0 or e.key.startswith("ProfilerStep"):
                continue
        k = kernels.setdefault(e.key, {"us": 0.0, "count": 0})
        k["us"] += us / a.steps
        k["count"] += e.count / a.steps
    fallbacks = None
    if a.backend == "torchtpu":
        import torchtpu

        fallbacks = torchtpu.stats()["fallbacks"]
    return {"backend": a.backend, "host_ms": wall / a.steps * 1e3, "kernels": kernels, "device": a.device,
            "fallbacks": fallbacks}


def run_backend(a, backend: str) -> dict:
    """`backend` in a process of its own; its result, or the error it ended with."""
    env = dict(os.environ)
    if backend == "torchtpu" and a.xla_dump:
        flags = f"--xla_dump_to={a.xla_dump} --xla_dump_hlo_as_text"
        env["XLA_FLAGS"] = (env.get("XLA_FLAGS", "") + " " + flags).strip()
    env.setdefault("TORCHTPU_FALLBACK", "eager")
    with tempfile.NamedTemporaryFile("r", suffix=".json") as out:
        cmd = [sys.executable, __file__, "--worker", "--backend", backend, "--out", out.name] + a.forwarded
        r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=a.timeout)
        text = out.read()
    if r.returncode != 0 or not text:
        tail = " | ".join(ln for ln in r.stderr.strip().splitlines()[-3:])
        return {"backend": backend, "error": f"exit {r.returncode}: {tail[:400]}"}
    return json.loads(text)


def report(results: list[dict], top: int) -> None:
    ok = [r for r in results if "error" not in r]
    for r in results:
        if "error" in r:
            print(f"{r['backend']}: {r['error']}")
    if not ok:
        return
    unit = "device" if ok[0]["device"].startswith("cuda") else "CPU"
    print(f"\nper step: host ms, {unit} busy ms")
    for r in ok:
        busy = sum(k["us"] for k in r["kernels"].values()) / 1e3
        extra = f"  (fallbacks {r['fallbacks']})" if r.get("fallbacks") else ""
        print(f"  {r['backend']:>10}  host {r['host_ms']:9.2f}  busy {busy:9.2f}{extra}")
    print(f"\n{unit} ms per step by kind")
    print(f"  {'kind':22}" + "".join(f"{r['backend']:>12}" for r in ok))
    kinds = [k for k, _ in KINDS] + [OTHER]
    for kind in kinds:
        vals = [sum(k["us"] for n, k in r["kernels"].items() if kind_of(n) == kind) / 1e3 for r in ok]
        if any(v > 0 for v in vals):
            print(f"  {kind:22}" + "".join(f"{v:12.3f}" for v in vals))
    for r in ok:
        print(f"\n{r['backend']}: top {top} by {unit} time per step (ms, launches, kind)")
        for name, k in sorted(r["kernels"].items(), key=lambda kv: -kv[1]["us"])[:top]:
            print(f"  {k['us'] / 1e3:9.3f} {k['count']:7.1f}  {kind_of(name):20}  {name[:110]}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--model", default="mlp", help="a row of benchmarks/gpu_models.py")
    p.add_argument("--mode", choices=("inference", "training"), default="training")
    p.add_argument("--precision", choices=("fp32", "bf16", "bf16-weights"), default="fp32")
    p.add_argument("--backends", default="eager,inductor,torchtpu")
    p.add_argument("--device", default="cuda")
    p.add_argument("--tiny", action="store_true", help="toy dimensions (the CPU check)")
    p.add_argument("--steps", type=int, default=5)
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--top", type=int, default=15)
    p.add_argument("--xla-dump", help="XLA's HLO dumps of torchtpu's programs go here")
    p.add_argument("--timeout", type=float, default=300, help="seconds per backend")
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--backend", help=argparse.SUPPRESS)
    p.add_argument("--out", help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.worker:
        Path(a.out).write_text(json.dumps(worker(a)))
        return 0
    a.forwarded = ["--model", a.model, "--mode", a.mode, "--precision", a.precision, "--device", a.device, "--steps",
                   str(a.steps), "--warmup", str(a.warmup)] + (["--tiny"] if a.tiny else [])
    print(f"{a.model} {a.mode} {a.precision} on {a.device}{' (tiny)' if a.tiny else ''}: {a.steps} steps profiled "
          f"after {a.warmup} warm-up steps, each backend in its own process", flush=True)
    results = [run_backend(a, b) for b in a.backends.split(",")]
    report(results, a.top)
    if a.xla_dump:
        dumps = sorted(Path(a.xla_dump).glob("*after_optimizations.txt"))
        print(f"\nXLA's optimized programs ({len(dumps)}) in {a.xla_dump}: " + ", ".join(d.name for d in dumps[:6]))
    return 0 if all("error" not in r for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
