"""A short GPU benchmark (docs/gpu.md, `scripts/gpu_check.sh`): per-call cost and two working-size
rows, eager and torchtpu (and Inductor where asked) interleaved in one process on CUDA tensors.
Prints one line per row with milliseconds per call and torchtpu's speed-up over eager (higher is
faster), and the largest difference from eager. Not a test.

    python3 benchmarks/gpu_quick.py [--inductor] [--reduce-overhead] [--dynamo] [--profile] [--repeats 20]

Rows: `x + 1` on 1024 floats and a 3-layer 64-wide MLP at batch 64 (per-call cost); ResNet-50
inference at batch 32, 224x224, float32; a 4-layer 4096-wide MLP training step (forward,
backward, AdamW) at batch 256, float32; a GPT-2-sized causal attention block's training step at
8 x 1024 tokens under bfloat16 autocast. float32 products are full precision on both sides
(TF32 off), as torch's default for matrix products.

After each row, torchtpu's host time inside `Compiled.call` per row call, by phase (preparing
the inputs, ordering the streams, making the views, launching, handing results to torch), and
its input views and copies per row call: where the host time of a model's calls goes (issue 30).
"""

from __future__ import annotations

import argparse
import copy
import json
import time

import torch


def timed(fn, repeats: int) -> float:
    """Median milliseconds per call of `fn`, after two warm-up calls. Each sample is a run of calls
    taking about a millisecond or more (one call for the large rows, up to 100 back to back for
    the per-call rows), then one synchronize, divided by the number of calls."""
    for _ in range(2):
        fn()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    fn()
    torch.cuda.synchronize()
    inner = max(1, min(100, int(1e-3 / max(time.perf_counter() - t0, 1e-6))))
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        torch.cuda.synchronize()
        samples.append((time.perf_counter() - t0) * 1e3 / inner)
    samples.sort()
    return samples[len(samples) // 2]


def rows():
    """(name, make(backend) -> callable returning a tensor) per row."""
    def add_one(backend):
        torch.manual_seed(0)
        x = torch.randn(1024, device="cuda")
        f = (lambda t: t + 1) if backend is None else compile_with(backend)(lambda t: t + 1)
        return lambda: f(x)

    def small_mlp(backend):
        torch.manual_seed(0)
        m = torch.nn.Sequential(torch.nn.Linear(64, 64), torch.nn.ReLU(), torch.nn.Linear(64, 64), torch.nn.ReLU(),
                                torch.nn.Linear(64, 64)).cuda()
        x = torch.randn(64, 64, device="cuda")
        f = m if backend is None else compile_with(backend)(m)
        return lambda: f(x)

    def resnet50(backend):
        import torchvision

        torch.manual_seed(0)
        m = torchvision.models.resnet50().eval().cuda()
        x = torch.randn(32, 3, 224, 224, device="cuda")
        f = m if backend is None else compile_with(backend)(m)

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
        f = m if backend is None else compile_with(backend)(m)

        def step():
            opt.zero_grad(set_to_none=True)
            loss = f(x).square().mean()
            loss.backward()
            opt.step()
            return loss.detach()
        return step

    def attention_train(backend):
        # A GPT-2-sized attention block (12 heads of 64, causal F.scaled_dot_product_attention,
        # 8 x 1024 tokens) trained under bfloat16 autocast: torch's CUDA flash kernel in eager, in
        # Inductor, and inside torchtpu's executables (docs/gpu.md, "Attention in torch's CUDA
        # kernels"; TORCHTPU_FUSE_ATTENTION=0 gives XLA's spelled-out form).
        torch.manual_seed(0)

        class Block(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.ln, self.qkv, self.o = torch.nn.LayerNorm(768), torch.nn.Linear(768, 3 * 768), torch.nn.Linear(768, 768)

            def forward(self, x):
                b, n, _ = x.shape
                q, k, v = self.qkv(self.ln(x)).view(b, n, 3, 12, 64).unbind(2)
                a = torch.nn.functional.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2),
                                                                     v.transpose(1, 2), is_causal=True)
                return x + self.o(a.transpose(1, 2).reshape(b, n, 768))

        m = Block().cuda()
        opt = torch.optim.AdamW(m.parameters(), lr=1e-4)
        x = torch.randn(8, 1024, 768, device="cuda")
        f = m if backend is None else compile_with(backend)(m)

        def step():
            opt.zero_grad(set_to_none=True)
            with torch.autocast("cuda", torch.bfloat16):
                loss = f(x).float().square().mean()
            loss.backward()
            opt.step()
            return loss.detach()
        return step

    return [("x + 1", add_one), ("mlp 3x64, b64", small_mlp), ("resnet50 b32 inference", resnet50),
            ("mlp 4x4096 b256 train (AdamW)", mlp_train), ("attention 8x1024 bf16 train", attention_train)]


def compile_with(backend: str):
    """torch.compile for a backend column: "inductor-ro" is Inductor's mode="reduce-overhead" (CUDA
    graphs); "dynamo" is Dynamo's own per-call cost (backend="eager": the FX graph run by torch)."""
    if backend == "inductor-ro":
        return lambda f: torch.compile(f, backend="inductor", mode="reduce-overhead")
    if backend == "dynamo":
        return lambda f: torch.compile(f, backend="eager")
    return lambda f: torch.compile(f, backend=backend)


def phases_per_call(fn, calls: int = 20) -> str:
    """torchtpu's host time inside `Compiled.call` per call of `fn` (a row's call: one graph or
    several), by phase, and its views and copies per call (stats() counters over `calls` calls)."""
    import torchtpu
    from torchtpu import _native

    fn()
    torch.cuda.synchronize()
    torchtpu.reset_stats()
    for _ in range(calls):
        fn()
    torch.cuda.synchronize()
    s = torchtpu.stats()
    phases = {k.removeprefix("cuda_").removesuffix("_ns"): s.get(k, 0) / calls / 1e3 for k in _native.CUDA_PHASES}
    per = {k: s.get(k, 0) / calls for k in ("zero_copy_inputs", "input_copies", "zero_copy_outputs", "output_copies")}
    return ("torchtpu host us per call: " + ", ".join(f"{k} {v:.1f}" for k, v in phases.items())
            + f" (sum {sum(phases.values()):.1f}); per call: " + ", ".join(f"{k} {v:g}" for k, v in per.items()))


def profile_calls(fn, calls: int = 2000, top: int = 25) -> None:
    """cProfile of `calls` calls of `fn` (host time only: no synchronize between calls)."""
    import cProfile
    import pstats

    import torchtpu
    from torchtpu import _native

    fn()
    torch.cuda.synchronize()
    # First without the profiler: torchtpu's own clock of each phase of a CUDA call.
    torchtpu.reset_stats()
    t0 = time.perf_counter()
    for _ in range(calls):
        fn()
    torch.cuda.synchronize()
    wall = (time.perf_counter() - t0) / calls * 1e6
    s = torchtpu.stats()
    phases = {k.removeprefix("cuda_").removesuffix("_ns"): s.get(k, 0) / calls / 1e3 for k in _native.CUDA_PHASES}
    print(f"{wall:.1f} us per call; inside Compiled.call, us per call: "
          + ", ".join(f"{k} {v:.1f}" for k, v in phases.items()) + f" (sum {sum(phases.values()):.1f})")
    pr = cProfile.Profile()
    pr.enable()
    for _ in range(calls):
        fn()
    pr.disable()
    torch.cuda.synchronize()
    pstats.Stats(pr).sort_stats("tottime").print_stats(top)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--inductor", action="store_true", help="also Inductor (default mode)")
    ap.add_argument("--reduce-overhead", action="store_true", help="also Inductor's mode=\"reduce-overhead\" (CUDA graphs)")
    ap.add_argument("--dynamo", action="store_true", help="also backend=\"eager\": Dynamo's own per-call cost")
    ap.add_argument("--profile", action="store_true", help="cProfile torchtpu's calls of the first row")
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--only", help="comma-separated row names (substrings)")
    a = ap.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    import torchtpu

    backends = [None, "torchtpu"] + (["inductor"] if a.inductor else []) + (["inductor-ro"] if a.reduce_overhead else []) \
        + (["dynamo"] if a.dynamo else [])
    print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}")
    print("milliseconds per call; then each compiled backend's speed-up over eager (higher is faster)")
    print(f"{'row':32} " + " ".join(f"{b or 'eager':>11}" for b in backends) + " "
          + " ".join(f"{b + ' x':>13}" for b in backends[1:]) + "   max diff  compile s")
    profiled = False
    for name, make in rows():
        if a.only and not any(o in name for o in a.only.split(",")):
            continue
        ms, outs, compile_s, tpu_fn = [], [], 0.0, None
        for b in backends:
            fn = make(b)
            if b == "torchtpu":
                tpu_fn = fn
            t0 = time.perf_counter()
            out = fn()
            torch.cuda.synchronize()
            if b == "torchtpu":
                compile_s = time.perf_counter() - t0
            outs.append(out.detach().float().clone())
            ms.append(timed(fn, a.repeats))
            if a.profile and b == "torchtpu" and not profiled:
                profiled = True
                print(f"cProfile of torchtpu's calls of {name!r}:")
                profile_calls(fn)
        if tpu_fn is not None:
            print("   " + phases_per_call(tpu_fn), flush=True)
        diff = max((o - outs[0]).abs().max().item() for o in outs[1:])
        s = torchtpu.stats()
        print(f"{name:32} " + " ".join(f"{m:11.4f}" for m in ms) + " " + " ".join(f"{ms[0] / m:12.2f}x" for m in ms[1:])
              + f"  {diff:9.2e}  {compile_s:8.1f}"
              + (f"  fallbacks {s['fallbacks']}" if s["fallbacks"] else ""), flush=True)
    s = torchtpu.stats()
    print(json.dumps({k: s[k] for k in ("fallbacks", "input_copies", "output_copies", "zero_copy_inputs",
                                        "zero_copy_outputs")}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
