"""Custom kernels: a model whose activation block is a JAX kernel, against the same computation
written in torch (docs/custom-kernels.md).

    .venv/bin/python benchmarks/jax_kernels.py [--batch 64] [--width 512] [--calls 20] [--rounds 7]

The model is three `Linear` layers; between them an activation block (a tanh-GELU times a gate,
then an RMS norm). Contenders, timed in rounds (benchmarks/timing.py), medians; the two compiled
models interleaved, the eager ones after them, each on its own (see `main`):

- `torchtpu + jax kernel`: the block is a `@torchtpu.jax_kernel`, compiled with torchtpu: the
  kernel's StableHLO is inlined into the graph's one executable;
- `torchtpu, torch only`: the same block in torch ops, compiled with torchtpu;
- `eager + jax kernel`: no compile; the kernel runs through JAX on each call (DLPack in and out);
- `eager, torch only`: plain torch.

Prints microseconds per forward call and the ratios against `torchtpu, torch only` (how much the
kernel boundary costs once torchtpu fuses it: about 1.0 is the goal) and against eager. Timings on
these shared machines are noise; only the ratios measured side by side mean anything.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402

import torchtpu  # noqa: E402
from benchmarks.timing import interleaved_us  # noqa: E402

import jax.numpy as jnp  # noqa: E402


@torchtpu.jax_kernel
def gated_gelu_rms(h, gate, eps):
    g = 0.5 * h * (1.0 + jnp.tanh(0.7978845608 * (h + 0.044715 * h ** 3))) * jnp.tanh(gate)
    return g / jnp.sqrt(jnp.mean(g * g, axis=-1, keepdims=True) + eps)


def gated_gelu_rms_torch(h, gate, eps):
    g = 0.5 * h * (1.0 + torch.tanh(0.7978845608 * (h + 0.044715 * h ** 3))) * torch.tanh(gate)
    return g / torch.sqrt(torch.mean(g * g, dim=-1, keepdim=True) + eps)


class Model(nn.Module):
    def __init__(self, width: int, use_kernel: bool):
        super().__init__()
        self.up = nn.Linear(width, width)
        self.gate = nn.Linear(width, width)
        self.down = nn.Linear(width, width)
        self.block = gated_gelu_rms if use_kernel else gated_gelu_rms_torch

    def forward(self, x):
        return self.down(self.block(self.up(x), self.gate(x), 1e-6))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--width", type=int, default=512)
    ap.add_argument("--calls", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    torch.manual_seed(0)
    with_kernel = Model(args.width, True).eval()
    torch_only = Model(args.width, False).eval()
    torch_only.load_state_dict(with_kernel.state_dict())
    x = torch.randn(args.batch, args.width)

    with torch.no_grad():
        ref = torch_only(x)
        fns = {
            "torchtpu + jax kernel": torch.compile(with_kernel, backend="torchtpu"),
            "torchtpu, torch only": torch.compile(torch_only, backend="torchtpu"),
            "eager + jax kernel": with_kernel,
            "eager, torch only": torch_only,
        }
        for name, f in fns.items():
            torch.testing.assert_close(f(x), ref, rtol=1e-4, atol=1e-4, msg=lambda m, n=name: f"{n}: {m}")
        s = torchtpu.stats()
        # Three phases, not one interleaved round: JAX's own CPU client runs the eager kernel on
        # its thread pool, whose threads compete with torch's and PJRT's on a small machine and
        # slowed whatever ran next in a shared round (eager torch by 30x, the compiled models
        # by about 1.3x). The two compiled models are interleaved with each other.
        us = interleaved_us({k: (lambda f=fns[k]: f(x)) for k in list(fns)[:2]}, args.calls, args.rounds, warmup=10)
        us.update(interleaved_us({"eager, torch only": lambda: torch_only(x)}, args.calls, args.rounds, warmup=10))
        us.update(interleaved_us({"eager + jax kernel": lambda: with_kernel(x)}, args.calls, args.rounds, warmup=10))

    base, eager = us["torchtpu, torch only"], us["eager, torch only"]
    print(f"batch {args.batch}, width {args.width}: {s['compiles']} XLA compiles, {s['fallbacks']} fallbacks")
    print("per forward call:")
    print(f"{'contender':24} {'us/call':>10} {'vs torchtpu torch-only':>24} {'vs eager':>10}")
    for k, v in us.items():
        print(f"{k:24} {v:10.1f} {v / base:24.2f} {v / eager:10.2f}")
    print(f"the kernel fused by torchtpu vs the same JAX function called eagerly from torch: "
          f"{us['eager + jax kernel'] / us['torchtpu + jax kernel']:.2f}x faster per call")

    # Per model step: forward, backward (the kernel's vjp), SGD update.
    def stepper(model, compiled):
        f = torch.compile(model, backend="torchtpu") if compiled else model
        opt = torch.optim.SGD(model.parameters(), lr=1e-4)

        def step():
            opt.zero_grad()
            f(x).square().mean().backward()
            opt.step()

        return step

    train_kernel, train_torch = Model(args.width, True), Model(args.width, False)
    train_torch.load_state_dict(train_kernel.state_dict())
    eager_kernel = Model(args.width, True)
    eager_kernel.load_state_dict(train_kernel.state_dict())
    steps = {"torchtpu + jax kernel": stepper(train_kernel, True), "torchtpu, torch only": stepper(train_torch, True)}
    st = interleaved_us(steps, max(1, args.calls // 4), args.rounds, warmup=3)
    st.update(interleaved_us({"eager + jax kernel": stepper(eager_kernel, False)}, max(1, args.calls // 4), args.rounds, warmup=3))
    print("per training step (forward, backward, SGD):")
    for k, v in st.items():
        print(f"{k:24} {v:10.1f} us {v / st['torchtpu, torch only']:8.2f}x torchtpu torch-only")
    print(f"the kernel fused by torchtpu vs the same JAX function called eagerly from torch: "
          f"{st['eager + jax kernel'] / st['torchtpu + jax kernel']:.2f}x faster per step")


if __name__ == "__main__":
    main()
