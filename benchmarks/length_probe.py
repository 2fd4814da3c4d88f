"""The length sweep's GPT-2 config at a few fixed lengths: where torchtpu's call is behind Inductor's.

    .venv/bin/python benchmarks/length_probe.py --lengths 64,128,160,192,256        # whole model
    .venv/bin/python benchmarks/length_probe.py --part layers --lengths 128           # transformer only
    .venv/bin/python benchmarks/length_probe.py --part head --lengths 128             # LM head only
    OMP_NUM_THREADS=1 taskset -c 1 .venv/bin/python benchmarks/length_probe.py --part layers --static

The model is `benchmarks/dynamic_buckets.py`'s (transformers' GPT2LMHeadModel, 2 layers, 256 wide,
vocabulary 50257, batch 1), compiled with `dynamic=True` (`--static`: exact shapes) by Inductor
and torchtpu. `--part layers` compiles its `transformer` alone (the hidden states), `--part head`
the tied LM head alone (`h @ wte.T`). After a first call at a few lengths per backend, each length
runs `--calls` rounds of one call per backend in turn, so every backend sees the same machine
load, and prints each backend's median call, with torchtpu's kernel bodies per call and what the
hand-offs to the waiting thread added (`kernel_body_ns`, `kernel_handoff_ns`). Results are checked
against eager; a graph torchtpu cannot compile raises (`TORCHTPU_FALLBACK=error` unless set). Not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("TORCHTPU_CACHE_DIR", "off")
# A graph that silently ran in eager would time eager as torchtpu: make it raise.
os.environ.setdefault("TORCHTPU_FALLBACK", "error")

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402

import torchtpu  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from benchmarks.bench_dynamic import make_model  # noqa: E402


class _Layers(nn.Module):
    def __init__(self, logits: nn.Module):
        super().__init__()
        self.t = logits.m.transformer

    def forward(self, ids):
        return self.t(input_ids=ids, use_cache=False).last_hidden_state


class _Head(nn.Module):
    def __init__(self, logits: nn.Module):
        super().__init__()
        self.w = logits.m.lm_head.weight

    def forward(self, h):
        return h @ self.w.t()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lengths", default="64,128,160,192,256")
    ap.add_argument("--part", default="model", choices=("model", "layers", "head"))
    ap.add_argument("--static", action="store_true", help="exact shapes instead of dynamic=True")
    ap.add_argument("--calls", type=int, default=30)
    a = ap.parse_args()
    logits, _ = make_model(argparse.Namespace(torch_model=False, d_model=256, heads=4, vocab=50257))
    if not hasattr(logits, "m"):
        raise SystemExit("length_probe.py needs transformers (the GPT-2 config)")
    model = {"model": logits, "layers": _Layers(logits), "head": _Head(logits)}[a.part].eval()
    lengths = [int(n) for n in a.lengths.split(",")]
    torch._dynamo.config.recompile_limit = 64
    dynamic = not a.static
    fns = {"eager": model,
           "inductor": torch.compile(model, backend="inductor", dynamic=dynamic),
           "torchtpu": torch.compile(model, backend="torchtpu", dynamic=dynamic)}
    g = torch.Generator().manual_seed(1)

    def example(n: int) -> torch.Tensor:
        if a.part == "head":
            return torch.randn(1, n, 256, generator=g)
        return torch.randint(0, 50257, (1, n), generator=g)

    inputs = {n: example(n) for n in lengths}
    warm = [example(n) for n in (7, 33, 77)] if dynamic else []
    print(f"GPT-2 config, part `{a.part}`, {'exact shapes' if a.static else 'dynamic=True'}, "
          f"{torch.get_num_threads()} torch thread(s); median call in ms")
    with torch.no_grad():
        for f in fns.values():
            for x in warm + list(inputs.values()):
                f(x)
        for n in lengths:
            x = inputs[n]
            ref = model(x)
            for name in ("inductor", "torchtpu"):
                torch.testing.assert_close(fns[name](x), ref, rtol=1e-4, atol=1e-4)
            times: dict = {k: [] for k in fns}
            s0 = torchtpu.stats()
            for _ in range(a.calls):
                for k, f in fns.items():
                    t = time.perf_counter()
                    f(x)
                    times[k].append(time.perf_counter() - t)
            s = torchtpu.stats()
            body = (s["kernel_body_ns"] - s0["kernel_body_ns"]) / a.calls / 1e6
            handoff = (s["kernel_handoff_ns"] - s0["kernel_handoff_ns"]) / a.calls / 1e6
            cells = "  ".join(f"{k} {statistics.median(v) * 1e3:.2f}" for k, v in times.items())
            print(f"length {n}: {cells}  (torchtpu's kernel bodies {body:.2f}, hand-offs {handoff:.2f})", flush=True)
    print(f"fallbacks: {torchtpu.stats()['fallbacks']}")


if __name__ == "__main__":
    main()
