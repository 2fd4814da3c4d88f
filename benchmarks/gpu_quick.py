"""A short GPU benchmark (docs/gpu.md, `scripts/gpu_check.sh`): per-call cost and two working-size
rows, eager and torchtpu (and Inductor where asked) interleaved in one process on CUDA tensors.
Prints one line per row with milliseconds per call and torchtpu's speed-up over eager (higher is
faster), and the largest difference from eager. Not a test.

    python3 benchmarks/gpu_quick.py [--inductor] [--repeats 20]

Rows: `x + 1` on 1024 floats and a 3-layer 64-wide MLP at batch 64 (per-call cost); ResNet-50
inference at batch 32, 224x224, float32; a 4-layer 4096-wide MLP training step (forward,
backward, AdamW) at batch 256, float32. float32 products are full precision on both sides
(TF32 off), as torch's default for matrix products.
"""

from __future__ import annotations

import argparse
import copy
import json
import time

import torch


def timed(fn, repeats: int) -> float:
    """Median milliseconds per call of `fn` (synchronized), after two warm-up calls."""
    for _ in range(2):
        fn()
    torch.cuda.synchronize()
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        samples.append((time.perf_counter() - t0) * 1e3)
    samples.sort()
    return samples[len(samples) // 2]


def rows(inductor: bool):
    """(name, make(backend) -> callable returning a tensor) per row."""
    def add_one(backend):
        torch.manual_seed(0)
        x = torch.randn(1024, device="cuda")
        f = (lambda t: t + 1) if backend is None else torch.compile(lambda t: t + 1, backend=backend)
        return lambda: f(x)

    def small_mlp(backend):
        torch.manual_seed(0)
        m = torch.nn.Sequential(torch.nn.Linear(64, 64), torch.nn.ReLU(), torch.nn.Linear(64, 64), torch.nn.ReLU(),
                                torch.nn.Linear(64, 64)).cuda()
        x = torch.randn(64, 64, device="cuda")
        f = m if backend is None else torch.compile(m, backend=backend)
        return lambda: f(x)

    def resnet50(backend):
        import torchvision

        torch.manual_seed(0)
        m = torchvision.models.resnet50().eval().cuda()
        x = torch.randn(32, 3, 224, 224, device="cuda")
        f = m if backend is None else torch.compile(m, backend=backend)

        def run():
            with torch.no_grad():
                return f(x)
        return run

    def mlp_train(backend):
        torch.manual_seed(0)
        layers = []
        for _ in range(4):
            layers += [torch.nn.Linear(4096, 4096), torch.nn.GELU()]
        m = torch.nn.Sequential(*layers[:-1]).cuda()
        opt = torch.optim.AdamW(m.parameters(), lr=1e-4)
        x = torch.randn(256, 4096, device="cuda")
        f = m if backend is None else torch.compile(m, backend=backend)

        def step():
            opt.zero_grad(set_to_none=True)
            loss = f(x).square().mean()
            loss.backward()
            opt.step()
            return loss.detach()
        return step

    return [("x + 1", add_one), ("mlp 3x64, b64", small_mlp), ("resnet50 b32 inference", resnet50),
            ("mlp 4x4096 b256 train (AdamW)", mlp_train)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--inductor", action="store_true", help="also Inductor (default mode)")
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--only", help="comma-separated row names (substrings)")
    a = ap.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    import torchtpu

    backends = [None, "torchtpu"] + (["inductor"] if a.inductor else [])
    print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}")
    print(f"{'row':32} " + " ".join(f"{b or 'eager':>10}" for b in backends) + "   speed-up   max diff  compile s")
    for name, make in rows(a.inductor):
        if a.only and not any(o in name for o in a.only.split(",")):
            continue
        ms, outs, compile_s = [], [], 0.0
        for b in backends:
            fn = make(b)
            t0 = time.perf_counter()
            out = fn()
            torch.cuda.synchronize()
            if b == "torchtpu":
                compile_s = time.perf_counter() - t0
            outs.append(out.float())
            ms.append(timed(fn, a.repeats))
        diff = max((o - outs[0]).abs().max().item() for o in outs[1:])
        s = torchtpu.stats()
        print(f"{name:32} " + " ".join(f"{m:10.3f}" for m in ms) + f"   {ms[0] / ms[1]:7.2f}x  {diff:9.2e}  {compile_s:8.1f}"
              + (f"  fallbacks {s['fallbacks']}" if s["fallbacks"] else ""), flush=True)
    s = torchtpu.stats()
    print(json.dumps({k: s[k] for k in ("fallbacks", "input_copies", "output_copies", "zero_copy_inputs",
                                        "zero_copy_outputs")}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
