"""Float32 products in MKL and in oneDNN on this CPU: GFLOP/s per shape, eager beside torchtpu.

    .venv/bin/python benchmarks/gemm_libraries.py
    .venv/bin/python benchmarks/gemm_libraries.py --shapes 1568x256x1024,512x768x3072 --reps 20

For each shape `MxKxN` (and each operand layout: `nn` is `a @ b`, `nt` is a Linear layer's
`x @ w.T`, `tn` a weight gradient's `a.T @ b`) it times eager's `torch.mm` (MKL, what torch's
`addmm` calls) and the same product compiled by torchtpu with `TORCHTPU_GEMM=blas` (MKL through
torchtpu's kernel) and `TORCHTPU_GEMM=onednn` (oneDNN's matmul), each torchtpu mode in its own
process (the variable is read once per process). It prints GFLOP/s and the oneDNN/MKL ratio. On
an Intel CPU the two libraries run AVX-512 code; elsewhere MKL runs its AVX2 code
(runtime/cpu_kernels/gemm_choice.rs, docs/performance.md "Products through oneDNN"). Not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

DEFAULT_SHAPES = "1568x256x1024,25088x256x64,512x768x768,512x768x3072,512x3072x768,64x1024x1024,16x1024x1024,128x128x128"


def _operands(torch, m: int, k: int, n: int, layout: str):
    a = torch.randn(k, m).t() if layout[0] == "t" else torch.randn(m, k)
    b = torch.randn(n, k).t() if layout[1] == "t" else torch.randn(k, n)
    return a, b


def _time(f, reps: int) -> float:
    for _ in range(6):  # past the trials of TORCHTPU_GEMM=auto and oneDNN's first call
        f()
    best = float("inf")
    for _ in range(reps):
        t = time.perf_counter()
        f()
        best = min(best, time.perf_counter() - t)
    return best


def worker(shapes: list[tuple[int, int, int]], layouts: list[str], reps: int, eager: bool) -> None:
    import warnings

    warnings.filterwarnings("ignore")
    import torch

    import torchtpu

    out = {}
    for m, k, n in shapes:
        for layout in layouts:
            a, b = _operands(torch, m, k, n, layout)
            if eager:
                s = _time(lambda: torch.mm(a, b), reps)
            else:
                torch._dynamo.reset()
                f = torch.compile(lambda x, y: x @ y, backend="torchtpu")
                torch.testing.assert_close(f(a, b), a @ b, rtol=1e-4, atol=1e-3)
                s = _time(lambda: f(a, b), reps)
            out[f"{m}x{k}x{n} {layout}"] = 2.0 * m * k * n / s / 1e9
    if not eager:
        out["_onednn_calls"] = torchtpu.stats()["products_onednn"]
    print("RESULT " + json.dumps(out))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shapes", default=DEFAULT_SHAPES, help="MxKxN,... (comma-separated)")
    ap.add_argument("--layouts", default="nn,nt,tn")
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--worker", choices=("eager", "blas", "onednn"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    shapes = [tuple(int(v) for v in s.split("x")) for s in args.shapes.split(",")]
    layouts = args.layouts.split(",")
    if args.worker:
        worker(shapes, layouts, args.reps, args.worker == "eager")
        return
    results = {}
    for mode in ("eager", "blas", "onednn"):
        env = dict(os.environ, TORCHTPU_GEMM="auto" if mode == "eager" else mode, TORCHTPU_FALLBACK="error")
        r = subprocess.run([sys.executable, os.path.abspath(__file__), "--worker", mode, "--shapes", args.shapes, "--layouts", args.layouts, "--reps", str(args.reps)],
                           env=env, capture_output=True, text=True, timeout=1800)
        if r.returncode != 0:
            raise SystemExit(f"{mode} worker failed:\n{r.stderr[-3000:]}")
        results[mode] = json.loads([l for l in r.stdout.splitlines() if l.startswith("RESULT ")][-1][7:])
    import platform

    print(f"# {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs; best of {args.reps} calls; GFLOP/s (2*M*K*N per call)")
    if results["onednn"].get("_onednn_calls", 0) == 0:
        print("# oneDNN's product does not run on this CPU: the onednn column is MKL's")
    print("| M x K x N | layout | eager (MKL) | torchtpu, MKL | torchtpu, oneDNN | oneDNN / MKL |")
    print("|---|---|---|---|---|---|")
    for key, eager in results["eager"].items():
        shape, layout = key.split()
        blas, dnnl = results["blas"][key], results["onednn"][key]
        print(f"| {shape} | {layout} | {eager:.0f} | {blas:.0f} | {dnnl:.0f} | {dnnl / blas:.2f}x |")


if __name__ == "__main__":
    main()
