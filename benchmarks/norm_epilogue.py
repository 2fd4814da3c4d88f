"""A training batch norm and its activation alone: eager, Inductor, and torchtpu with the fused
kernel (`TORCHTPU_NORM_EPILOGUE`, capture/norm_epilogue.py) on and off, side by side.

    .venv/bin/python benchmarks/norm_epilogue.py
    .venv/bin/python benchmarks/norm_epilogue.py --shapes 8x16x112x112 --acts hardswish,relu --backward

`BatchNorm2d(C)` then the activation, in training mode, on a channels-last input of each shape
(mobilenet_v3_small's sizes at batch 8 by default); the median of `--steps` calls after 5, in
milliseconds, of the forward (or, with `--backward`, forward and backward of the sum), and each
backend's time over eager's. Every result is checked against eager's. The module's output is the
graph's output here, which torchtpu writes through a transpose, so these times include a copy a
real network (whose next convolution reads the activation as it lies) does not make. Not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

nn = torch.nn
ACTS = {"relu": nn.ReLU, "relu6": nn.ReLU6, "hardswish": nn.Hardswish, "silu": nn.SiLU, "none": nn.Identity}


def _time(fn, steps: int) -> float:
    for _ in range(5):
        fn()
    times = []
    for _ in range(steps):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1e3


def cell(backend: str, shape: str, act: str, steps: int, backward: bool) -> float:
    """One backend on one shape and activation, in this process: the median ms, after checking the
    result against eager's."""
    import torchtpu  # noqa: F401  (registers the backend)

    dims = [int(d) for d in shape.split("x")]
    torch.manual_seed(0)
    x = torch.randn(dims).to(memory_format=torch.channels_last)
    m = nn.Sequential(nn.BatchNorm2d(dims[1]), ACTS[act]()).train()
    with torch.no_grad():
        want = m(x)
    f = m if backend == "eager" else torch.compile(m, backend=backend)
    xi = x.clone().requires_grad_(backward)

    def step():
        y = f(xi)
        if backward:
            y.sum().backward()
        return y

    torch.testing.assert_close(step().detach(), want, rtol=1e-4, atol=1e-4)
    return _time(step, steps)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shapes", default="8x16x112x112,8x72x56x56,8x96x28x28,8x576x7x7")
    ap.add_argument("--acts", default="hardswish,relu,none")
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--backward", action="store_true", help="time forward and backward of the sum")
    ap.add_argument("--cell", nargs=3, metavar=("BACKEND", "SHAPE", "ACT"), help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.cell:
        print(cell(*a.cell, a.steps, a.backward))
        return
    # One process per cell: backends alternating in one process slow each other's OpenMP teams
    # (docs/performance.md, "One process per backend reads differently").
    backends = (("eager", "eager", "1"), ("inductor", "inductor", "1"), ("torchtpu", "torchtpu", "1"),
                ("torchtpu off", "torchtpu", "0"))
    print(f"# {'forward and backward' if a.backward else 'forward'}, training mode, channels-last, "
          f"median ms of {a.steps} (x: eager's time over the backend's)")
    print("| shape | activation | " + " | ".join(b[0] for b in backends) + " |")
    print("|---|---|" + "---|" * len(backends))
    for shape in a.shapes.split(","):
        for act in a.acts.split(","):
            cells, base = [], None
            for _, backend, switch in backends:
                env = dict(os.environ, TORCHTPU_NORM_EPILOGUE=switch)
                cmd = [sys.executable, __file__, "--cell", backend, shape, act, "--steps", str(a.steps)]
                cmd += ["--backward"] if a.backward else []
                out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
                ms = float(out.strip().splitlines()[-1])
                base = base or ms
                cells.append(f"{ms:.3f} ({base / ms:.2f}x)")
            print(f"| {shape} | {act} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
