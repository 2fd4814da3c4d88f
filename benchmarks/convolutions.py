"""One convolution layer at a time: eager, torchtpu with XLA's convolution and torchtpu's own conv
kernel (`TORCHTPU_ATEN_CONV=0`), and torchtpu with torch's own kernels (`TORCHTPU_ATEN_CONV=1`,
the default), forward alone and forward with backward, at the machine's default threads.

    .venv/bin/python benchmarks/convolutions.py            # ResNet, MobileNet and ConvNeXt layers, batch 8
    .venv/bin/python benchmarks/convolutions.py --quick    # three layers, for a smoke run

Prints median milliseconds and the speed-up over eager (eager time / torchtpu time) of each.
Both torchtpu configurations are compiled in this process (the option is read at each compile).
"""

from __future__ import annotations

import argparse
import os
import time

import torch

import torchtpu  # noqa: F401  (registers the backend)

# (label, in channels, out channels, map size, kernel, stride, groups)
LAYERS = [
    ("ResNet stem 7x7/2", 3, 64, 224, 7, 2, 1),
    ("ResNet 3x3, 64", 64, 64, 56, 3, 1, 1),
    ("ResNet 3x3, 128", 128, 128, 28, 3, 1, 1),
    ("ResNet 3x3, 256", 256, 256, 14, 3, 1, 1),
    ("ResNet 3x3/2, 128 -> 256", 128, 256, 28, 3, 2, 1),
    ("MobileNet stem 3x3/2", 3, 32, 224, 3, 2, 1),
    ("depthwise 3x3, 128 x 56", 128, 128, 56, 3, 1, 128),
    ("depthwise 5x5, 240 x 28", 240, 240, 28, 5, 1, 240),
    ("depthwise 7x7, 40 x 56 (ConvNeXt)", 40, 40, 56, 7, 1, 40),
    ("depthwise 7x7, 160 x 14 (ConvNeXt)", 160, 160, 14, 7, 1, 160),
    ("RegNet groups 8, 3x3, 56 x 28", 56, 56, 28, 3, 1, 7),
]
QUICK = ("ResNet 3x3, 128", "depthwise 7x7, 160 x 14 (ConvNeXt)", "MobileNet stem 3x3/2")


def median_ms(fn, steps: int) -> float:
    for _ in range(3):
        fn()
    times = []
    for _ in range(steps):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2] * 1e3


def measure(conv: torch.nn.Conv2d, x: torch.Tensor, steps: int, compile_it: bool) -> tuple[float, float]:
    """(forward ms, forward-and-backward ms) of `conv` on `x`, compiled with torchtpu or eager."""
    run = conv
    if compile_it:
        torch._dynamo.reset()
        run = torch.compile(conv, backend="torchtpu")
    xg = x.clone().requires_grad_(x.shape[1] > 3)

    def forward():
        with torch.no_grad():
            run(x)

    def both():
        run(xg).sum().backward()

    return median_ms(forward, steps), median_ms(both, steps)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--steps", type=int, default=15)
    ap.add_argument("--batch", type=int, default=8)
    args = ap.parse_args()
    os.environ.setdefault("TORCHTPU_FALLBACK", "error")
    print(f"# torch {torch.__version__}, {torch.get_num_threads()} torch threads, batch {args.batch}, median of {args.steps}")
    print("| layer | eager fwd / fwd+bwd (ms) | XLA (`TORCHTPU_ATEN_CONV=0`) | torch's kernels (default) |")
    print("|---|---|---|---|")
    for label, cin, cout, size, k, stride, groups in LAYERS:
        if args.quick and label not in QUICK:
            continue
        torch.manual_seed(0)
        conv = torch.nn.Conv2d(cin, cout, k, stride, k // 2, groups=groups, bias=False)
        x = torch.randn(args.batch, cin, size, size)
        eager = measure(conv, x, args.steps, False)
        cells = []
        for switch in ("0", "1"):
            os.environ["TORCHTPU_ATEN_CONV"] = switch
            f, b = measure(conv, x, args.steps, True)
            cells.append(f"{f:.2f} / {b:.2f} ({eager[0] / f:.2f}x / {eager[1] / b:.2f}x)")
        print(f"| {label} | {eager[0]:.2f} / {eager[1]:.2f} | {cells[0]} | {cells[1]} |", flush=True)
    os.environ.pop("TORCHTPU_ATEN_CONV", None)


if __name__ == "__main__":
    main()
