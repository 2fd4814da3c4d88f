"""What a convolution weight's layout costs oneDNN beside a channels-last input, in eager PyTorch:
the calls torchtpu's convolution kernels make (`aten.convolution` and the fused
`mkldnn._convolution_pointwise`), with the weight `[O, I, kh, kw]` as torch stores it against
`[O, kh, kw, I]` (`weight.contiguous(memory_format=torch.channels_last)`), and what that copy alone
takes. oneDNN copies a channels-first weight into the second layout on every call; torchtpu gives
it the second (compiler/src/lower/conv_aten.rs, `channels_last_weight`; docs/performance.md,
"Convolution weights channels-last").

    .venv/bin/python benchmarks/conv_weight_layout.py
    .venv/bin/python benchmarks/conv_weight_layout.py --malloc torchtpu   # glibc's thresholds as torchtpu sets them

The layers are ResNet's 3x3 ones at 8x3x224x224 and one 1x1 (whose two layouts are the same bytes).
Prints the median of `--calls` calls per layer and layout, and the ratio. Not a test.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.timing import median_step_ms  # noqa: E402

LAYERS = [(8, 64, 56, 64, 3), (8, 128, 28, 128, 3), (8, 256, 14, 256, 3), (8, 512, 7, 512, 3), (8, 1024, 14, 256, 1)]


def median_us(f, calls: int) -> float:
    return median_step_ms(f, calls, warmup=5) * 1e3


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=40)
    ap.add_argument("--malloc", choices=("default", "torchtpu"), default="default",
                    help="torchtpu: rerun with glibc's mmap and trim thresholds as torchtpu's runtime sets them (TORCHTPU_MALLOC)")
    a = ap.parse_args()
    if a.malloc == "torchtpu" and "MALLOC_MMAP_THRESHOLD_" not in os.environ:
        env = dict(os.environ, MALLOC_MMAP_THRESHOLD_="33554432", MALLOC_TRIM_THRESHOLD_="134217728")
        sys.exit(subprocess.call([sys.executable, *sys.argv], env=env))
    import torch

    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, malloc {a.malloc}")
    print("| layer (N, C, H, O, k) | call | weight [O, I, kh, kw] | weight [O, kh, kw, I] | ratio | the copy alone |")
    print("|---|---|---|---|---|---|")
    with torch.no_grad():
        for n, c, h, o, k in LAYERS:
            x = torch.randn(n, c, h, h).contiguous(memory_format=torch.channels_last)
            w = torch.randn(o, c, k, k)
            wl = w.contiguous(memory_format=torch.channels_last)
            b = torch.randn(o)
            pad = [k // 2] * 2
            calls = {
                "convolution": lambda w: torch.convolution(x, w, None, [1, 1], pad, [1, 1], False, [0, 0], 1),
                "pointwise relu": lambda w: torch.ops.mkldnn._convolution_pointwise(x, w, b, pad, [1, 1], [1, 1], 1, "relu", [None], None),
            }
            copy = median_us(lambda: w.contiguous(memory_format=torch.channels_last), a.calls)
            for name, call in calls.items():
                first, last = median_us(lambda: call(w), a.calls), median_us(lambda: call(wl), a.calls)
                print(f"| {(n, c, h, o, k)} | {name} | {first:.0f} us | {last:.0f} us | {first / last:.2f} | {copy:.0f} us |")


if __name__ == "__main__":
    main()
