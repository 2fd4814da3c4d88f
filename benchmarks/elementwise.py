"""Elementwise operators alone, eager against torchtpu, on a BERT-sized activation (4x128x3072
float32, 6 MB): where XLA's generated elementwise code stands against torch's vectorized kernels
(docs/performance.md, "Elementwise code"). Prints milliseconds per call (median) and eager time /
torchtpu time (higher is faster). Not a test.

    .venv/bin/python benchmarks/elementwise.py                     # torch's default threads
    taskset -c 0 .venv/bin/python benchmarks/elementwise.py --threads 1
    XLA_FLAGS=--xla_cpu_prefer_vector_width=256 .venv/bin/python benchmarks/elementwise.py exp
"""

from __future__ import annotations

import argparse
import time

import torch

OPS = {
    "gelu_erf": lambda a: torch.nn.functional.gelu(a),
    "gelu_tanh": lambda a: torch.nn.functional.gelu(a, approximate="tanh"),
    "erf": torch.erf,
    "sin": torch.sin,
    "exp": torch.exp,
    "tanh": torch.tanh,
    "sigmoid": torch.sigmoid,
    "silu": torch.nn.functional.silu,
    "softmax": lambda a: torch.softmax(a, -1),
    "layer_norm": lambda a: torch.nn.functional.layer_norm(a, a.shape[-1:]),
}


def median_ms(f, n: int) -> float:
    for _ in range(3):
        f()
    samples = []
    for _ in range(n):
        t0 = time.perf_counter()
        f()
        samples.append(time.perf_counter() - t0)
    samples.sort()
    return samples[len(samples) // 2] * 1e3


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ops", nargs="*", help=f"any of {', '.join(OPS)} (default: all)")
    ap.add_argument("--threads", type=int, help="torch.set_num_threads (default: torch's)")
    ap.add_argument("--calls", type=int, default=30)
    ap.add_argument("--shape", default="4,128,3072", help="input shape, comma-separated (default 4,128,3072)")
    a = ap.parse_args()
    if a.threads:
        torch.set_num_threads(a.threads)
    import torchtpu  # noqa: F401  (registers the backend)

    torch.manual_seed(0)
    x = torch.randn(*(int(d) for d in a.shape.split(",")))
    print(f"torch threads {torch.get_num_threads()}, input {tuple(x.shape)} float32")
    for name in a.ops or list(OPS):
        f = OPS[name]
        c = torch.compile(f, backend="torchtpu")
        eager = median_ms(lambda: f(x), a.calls)
        ours = median_ms(lambda: c(x), a.calls)
        err = (c(x) - f(x)).abs().max().item()
        print(f"{name:10} eager {eager:7.2f} ms  torchtpu {ours:7.2f} ms  {eager / ours:5.2f}x  max diff {err:.1e}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
