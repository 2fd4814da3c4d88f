"""Inference convolutions with and without their batch norm and activation fused
(`TORCHTPU_CONV_EPILOGUE`, capture/conv_epilogue.py), torchtpu alone in its process, processes
alternating between the two settings:

    .venv/bin/python benchmarks/conv_epilogue.py                       # the block, 4 activations
    .venv/bin/python benchmarks/conv_epilogue.py --models mobilenet_v3_small,efficientnet_b0,resnet50 --rounds 2

`block:ACT` is three convolutions (3x3, 1x1, depthwise 3x3; 64 channels, 8x64x56x56), each with
a randomized batch norm and ACT (relu, silu, hardswish, relu6); other names are
benchmarks/models.py's, at working size. Each process compiles the model, runs `--warmup` calls,
then prints the median of `--steps` calls, the time in kernel bodies per call (`torchtpu.stats()`)
and the largest difference from eager relative to eager's largest value. Prints, per model, every
round's figures and the ratio of the medians (off / on: above 1 the fusion is faster). Not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BLOCKS = ("block:relu", "block:silu", "block:hardswish", "block:relu6")


def _block(act: str):
    import torch

    nn = torch.nn
    make = {"relu": nn.ReLU, "silu": nn.SiLU, "hardswish": nn.Hardswish, "relu6": nn.ReLU6}[act]
    c = 64
    m = nn.Sequential(
        nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c), make(),
        nn.Conv2d(c, c, 1, bias=False), nn.BatchNorm2d(c), make(),
        nn.Conv2d(c, c, 3, padding=1, groups=c, bias=False), nn.BatchNorm2d(c), make(),
    )
    g = torch.Generator().manual_seed(1)
    for mod in m.modules():
        if isinstance(mod, nn.BatchNorm2d):
            mod.running_mean.copy_(torch.randn(c, generator=g))
            mod.running_var.copy_(torch.rand(c, generator=g) + 0.5)
            mod.weight.data.copy_(torch.rand(c, generator=g) + 0.5)
            mod.bias.data.copy_(torch.randn(c, generator=g))
    return m.eval(), (torch.randn(8, c, 56, 56, generator=g),)


def worker(model: str, warmup: int, steps: int) -> dict:
    import torch

    warnings.filterwarnings("ignore")
    import torchtpu

    torch.manual_seed(0)
    if model.startswith("block:"):
        m, args = _block(model.split(":", 1)[1])
    else:
        from benchmarks.models import build

        m, args, _ = build(model, "working")
        m.eval()
    with torch.no_grad():
        want = m(*args)
        f = torch.compile(m, backend="torchtpu")
        got = f(*args)
        for _ in range(warmup):
            f(*args)
        before = dict(torchtpu.stats())
        times = []
        for _ in range(steps):
            t0 = time.perf_counter()
            f(*args)
            times.append((time.perf_counter() - t0) * 1e3)
        after = torchtpu.stats()
    g, w = (got[0], want[0]) if isinstance(got, (tuple, list)) else (got, want)
    return {
        "ms": statistics.median(times),
        "body_ms": (after["kernel_body_ns"] - before["kernel_body_ns"]) / steps / 1e6,
        "rel_diff": float((g - w).abs().max() / w.abs().max().clamp_min(1e-30)),
        "fallbacks": after["fallbacks"],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default=",".join(BLOCKS))
    ap.add_argument("--rounds", type=int, default=2, help="pairs of processes per model (default 2)")
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--steps", type=int, default=15)
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.worker:
        print(json.dumps(worker(a.worker, a.warmup, a.steps)))
        return
    for model in a.models.split(","):
        runs: dict[str, list[dict]] = {"1": [], "0": []}
        for _ in range(a.rounds):
            for setting in ("1", "0"):
                env = dict(os.environ, TORCHTPU_CONV_EPILOGUE=setting, TORCHTPU_FALLBACK="error")
                out = subprocess.run([sys.executable, __file__, "--worker", model, "--warmup", str(a.warmup),
                                      "--steps", str(a.steps)], env=env, capture_output=True, text=True, check=True)
                runs[setting].append(json.loads(out.stdout.strip().splitlines()[-1]))
        line = lambda rs: " / ".join(f"{r['ms']:.2f} ms (bodies {r['body_ms']:.2f}, diff {r['rel_diff']:.1e})" for r in rs)
        on, off = (statistics.median(r["ms"] for r in runs[s]) for s in ("1", "0"))
        print(f"{model}: fused {line(runs['1'])}; off {line(runs['0'])}; off / fused {off / on:.2f}")


if __name__ == "__main__":
    main()
