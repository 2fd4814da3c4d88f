"""Per-step costs of small models (issue 28): training steps where the fixed cost of each call
(Dynamo's guards, AOTAutograd's wrappers, launching a program and handing its kernel calls
between threads) weighs as much as the arithmetic.

    .venv/bin/python benchmarks/small_models.py                       # both models, eager, Inductor, torchtpu
    .venv/bin/python benchmarks/small_models.py --backends eager,torchtpu --models gated

Models (random weights, seeded):
- `gated`: a pre-norm gated MLP block (LayerNorm, SiLU-gated 256 -> 512 -> 256, residual), batch 32;
- `tinylm`: a 2-layer transformer encoder LM (vocabulary 1,000, 64 wide, 4 heads), 4x32 tokens;
- `mlp64`: three 64-wide Linear layers with ReLU, batch 64 (inference and training).

Each model is compiled once per backend; then rounds of `--calls` training steps (zero_grad,
forward, a squared-mean loss, backward, SGD) run each backend in turn, so every backend sees the
same machine load, and the table prints each backend's median step and its speed-up over eager
(higher is faster). Torch keeps its default thread count. Every backend's parameters after the
timed steps are checked against eager's, which took the same steps. Not a test.
"""

from __future__ import annotations

import argparse
import copy
import os
import sys
import time
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from benchmarks.timing import start_table, table_row  # noqa: E402


class GatedBlock(nn.Module):
    def __init__(self, d: int = 256, h: int = 512):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.gate = nn.Linear(d, h)
        self.up = nn.Linear(d, h)
        self.down = nn.Linear(h, d)

    def forward(self, x):
        y = self.norm(x)
        return x + self.down(F.silu(self.gate(y)) * self.up(y))


class TinyLM(nn.Module):
    def __init__(self, vocab: int = 1000, d: int = 64, layers: int = 2):
        super().__init__()
        self.embed = nn.Embedding(vocab, d)
        layer = nn.TransformerEncoderLayer(d, 4, 4 * d, dropout=0.0, batch_first=True)
        self.blocks = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.head = nn.Linear(d, vocab)

    def forward(self, ids):
        return self.head(self.blocks(self.embed(ids)))


def mlp64() -> nn.Module:
    return nn.Sequential(nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 64))


def build(name: str) -> tuple[nn.Module, tuple]:
    torch.manual_seed(0)
    if name == "gated":
        return GatedBlock(), (torch.randn(32, 256),)
    if name == "tinylm":
        return TinyLM(), (torch.randint(0, 1000, (4, 32)),)
    if name == "mlp64":
        return mlp64(), (torch.randn(64, 64),)
    raise SystemExit(f"unknown model {name!r}: expected gated, tinylm or mlp64")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default="gated,tinylm,mlp64")
    ap.add_argument("--backends", default="eager,inductor,torchtpu")
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--calls", type=int, default=5, help="steps per backend per round")
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    import torchtpu

    backends = start_table(args.backends, "model", "{} step")
    for name in args.models.split(","):
        base, inputs = build(name)
        steps, models = {}, {}
        for b in backends:
            m = copy.deepcopy(base).train()
            f = m if b == "eager" else torch.compile(m, backend=b)
            opt = torch.optim.SGD(m.parameters(), lr=1e-3)

            def step(f=f, opt=opt) -> None:
                opt.zero_grad(set_to_none=True)
                f(*inputs).float().pow(2).mean().backward()
                opt.step()

            for _ in range(3):
                step()
            steps[b], models[b] = step, m
        torchtpu.reset_stats()
        times: dict[str, list[float]] = {b: [] for b in backends}
        for _ in range(args.rounds):
            for b, step in steps.items():
                for _ in range(args.calls):
                    t0 = time.perf_counter()
                    step()
                    times[b].append(time.perf_counter() - t0)
        fallbacks = torchtpu.stats()["fallbacks"]
        for b in backends[1:]:
            for p, q in zip(models[b].parameters(), models["eager"].parameters()):
                torch.testing.assert_close(p, q, rtol=1e-3, atol=1e-4)
        med = {b: sorted(v)[len(v) // 2] * 1e3 for b, v in times.items()}
        note = f" (torchtpu fallbacks: {fallbacks})" if fallbacks else ""
        table_row(f"{name}{note}", med, backends, 3)


if __name__ == "__main__":
    main()
