"""`torch.cond` and `torch.while_loop` at working sizes, beside eager and Inductor: the step time
of each backend and its speed-up over eager (higher is faster).

    .venv/bin/python benchmarks/control_flow.py
    .venv/bin/python benchmarks/control_flow.py --rows cond_light --backends eager,torchtpu,torchtpu-inline

Backends: `eager`, `inductor` (default mode), `torchtpu` (control flow compiled as
`stablehlo.if` / `stablehlo.while`) and `torchtpu-inline` (`TORCHTPU_CONTROL_FLOW=0`: a `cond`
runs both branches and picks each result with `where`, a `while_loop` runs in eager: what torchtpu
did before graph format version 8).

Rows (random weights and inputs, seeded; inference):
- `cond_light` / `cond_heavy`: a block that, by the sign of its input's mean, either runs a
  4-layer MLP 1024 wide (the heavy branch) or scales its input (the light one), batch 64; the
  predicate picks the light branch in `cond_light` and the heavy one in `cond_heavy`;
- `while`: 16 steps of a recurrent update `h = tanh(h @ W + x)`, 1024 wide, batch 64, the step
  count read from a tensor at run time.

Each row compiles each backend in turn (Dynamo keeps one backend's code per model at a time),
checks its result against eager's, and times it right away: the median over `--rounds` rounds of
`--calls` calls (`benchmarks/timing.py`). Torch keeps its default thread count (every backend
uses all cores). Not a test.
"""

from __future__ import annotations

import argparse
import os
import sys
import warnings

import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from benchmarks.timing import interleaved_us, start_table, table_row  # noqa: E402

WIDTH, BATCH, STEPS = 1024, 64, 16


class Gated(nn.Module):
    """A 4-layer MLP on one side of a `cond`, a scale on the other."""

    def __init__(self):
        super().__init__()
        self.mlp = nn.Sequential(*[m for _ in range(4) for m in (nn.Linear(WIDTH, WIDTH), nn.GELU())])

    def forward(self, x):
        return torch.cond(x.mean() > 0, lambda x: self.mlp(x), lambda x: x * 0.5, (x,))


class Recurrent(nn.Module):
    """`h = tanh(h @ W + x)` for `n` steps, `n` a tensor read at run time."""

    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(WIDTH, WIDTH) / WIDTH**0.5)

    def forward(self, x, n):
        def cond(i, h):
            return i < n

        def body(i, h):
            return i + 1, torch.tanh(h @ self.w + x)

        return torch.while_loop(cond, body, (torch.zeros((), dtype=torch.int64), torch.zeros_like(x)))[1]


def rows() -> dict:
    torch.manual_seed(0)
    gated, rec = Gated().eval(), Recurrent().eval()
    x = torch.randn(BATCH, WIDTH)
    return {
        "cond_light": (gated, (-x.abs(),)),
        "cond_heavy": (gated, (x.abs(),)),
        "while": (rec, (x, torch.tensor(STEPS))),
    }


def compiled(backend: str, model: nn.Module):
    torch._dynamo.reset()
    if backend == "eager":
        return model
    if backend == "inductor":
        return torch.compile(model, backend="inductor")
    os.environ["TORCHTPU_CONTROL_FLOW"] = "0" if backend == "torchtpu-inline" else "1"
    import torchtpu  # noqa: F401

    return torch.compile(model, backend="torchtpu")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", default="cond_light,cond_heavy,while")
    ap.add_argument("--backends", default="eager,inductor,torchtpu,torchtpu-inline")
    ap.add_argument("--calls", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    warnings.simplefilter("ignore")
    backends = start_table(args.backends, "row")
    table = rows()
    for name in args.rows.split(","):
        model, inputs = table[name]
        with torch.no_grad():
            want = model(*inputs)
            steps = {}
            for b in backends:
                # Compiled (and run once, which compiles) right before its own timing: Dynamo's
                # cache holds one backend's code per model at a time.
                fn = compiled(b, model)
                got = fn(*inputs)
                err = (got - want).abs().max().item()
                if err > 1e-3:
                    print(f"# {name} {b}: largest difference from eager {err:.2e}")
                steps[b] = interleaved_us({b: lambda fn=fn: fn(*inputs)}, args.calls, args.rounds, warmup=2)[b] / 1e3
        table_row(name, steps, backends, 2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
