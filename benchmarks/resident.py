"""Resident weights: per-call time of compiled inference with the parameters' PJRT buffers kept
between calls (`TORCHTPU_RESIDENT=1`, the default) against new buffers on every call (`0`).

    .venv/bin/python benchmarks/resident.py                  # MLPs of 64 and 256 tiny layers, run.py's MLP and ResNet-18 (small)
    .venv/bin/python benchmarks/resident.py --calls 100 --rounds 7

For each model two copies are compiled in one process, one with each setting (the setting is
read when a graph is compiled), and called under `torch.no_grad()` in interleaved rounds
(`benchmarks/timing.py`); the median per call and the ratio resident / not resident are printed,
with the number of graph inputs served from resident buffers per call (the third call: a buffer
is made the second time a call sees a tensor unchanged). A last row times training
steps of the 64-layer MLP with an eager SGD step, where every weight changes between calls (the
cache cannot help, and caches nothing: it only records the version it saw). On the CPU plugin no
input is ever transferred (PJRT reads the tensors in place either way): what is saved is creating
and destroying one PJRT buffer per parameter per call. On a plugin with device memory the same
cache saves the host-to-device copy of every unchanged parameter.
"""

from __future__ import annotations

import argparse
import copy
import os
import sys
import warnings
from pathlib import Path

import torch
import torch.nn as nn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.timing import interleaved_us  # noqa: E402


def tiny_layers(n: int = 64):
    layers = []
    for _ in range(n):
        layers += [nn.Linear(8, 8), nn.ReLU()]
    return nn.Sequential(*layers), (torch.randn(1, 8),)


def cases():
    """(name, model, inputs, calls per round as a share of --calls)."""
    from benchmarks.models import build

    m, args = tiny_layers(64)
    yield "mlp, 64 layers of 8x8", m, args, 1.0
    m, args = tiny_layers(256)
    yield "mlp, 256 layers of 8x8", m, args, 1.0
    m, args, _ = build("mlp", "small")
    yield "mlp (small)", m, args, 1.0
    m, args, _ = build("resnet18", "small")
    yield "resnet18 (small)", m, args, 0.1


def compiled(model, args, resident: bool):
    """`model` compiled with the setting (by a first call, as the setting is read when a graph is
    compiled), behind a wrapper whose `forward` is a code object of its own, so that Dynamo does
    not serve one setting's graph to the other."""
    os.environ["TORCHTPU_RESIDENT"] = "1" if resident else "0"
    ns: dict = {}
    exec("def forward(self, *a):\n    return self.m(*a)\n", ns)  # a new code object each time
    wrapper = type(f"Resident{int(resident)}", (nn.Module,), {"forward": ns["forward"]})()
    wrapper.m = copy.deepcopy(model).eval()
    f = torch.compile(wrapper, backend="torchtpu")
    with torch.no_grad():
        f(*args)
    return f


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--calls", type=int, default=50)
    p.add_argument("--rounds", type=int, default=5)
    a = p.parse_args()
    warnings.filterwarnings("ignore")
    torch.set_num_threads(1)
    import torchtpu

    print(f"{'model':24}{'inputs':>7}{'resident hits':>14}{'new buffers (us)':>18}{'resident (us)':>15}{'ratio':>7}")
    for name, model, args, share in cases():
        # Otherwise Dynamo's automatic dynamic shapes may compile this model's graph with symbolic
        # sizes (another model's inputs went through the same `Sequential.forward`).
        torch._dynamo.reset()
        off, on = compiled(model, args, False), compiled(model, args, True)
        with torch.no_grad():
            torch.testing.assert_close(on(*args), model.eval()(*args), rtol=1e-4, atol=1e-4)
            torch.testing.assert_close(off(*args), model.eval()(*args), rtol=1e-4, atol=1e-4)
            torchtpu.reset_stats()
            on(*args)
            s = torchtpu.stats()
            per_call_hits = s["resident_hits"]
            n_inputs = s["resident_hits"] + s["zero_copy_inputs"] + s["input_copies"]
            calls = max(1, int(a.calls * share))
            t = interleaved_us({"off": lambda: off(*args), "on": lambda: on(*args)}, calls, a.rounds, warmup=calls)
        print(f"{name:24}{n_inputs:>7}{per_call_hits:>14}{t['off']:>18.1f}{t['on']:>15.1f}{t['on'] / t['off']:>7.2f}")
    # Training with an eager optimizer step: every weight changes between forwards, so nothing is
    # cached; this is the cost of the cache's bookkeeping when it cannot help.
    torch._dynamo.reset()
    model, args = tiny_layers(64)
    x = args[0]
    steps = {}
    for resident in (False, True):
        os.environ["TORCHTPU_RESIDENT"] = "1" if resident else "0"
        m = copy.deepcopy(model)
        ns: dict = {}
        exec("def forward(self, *a):\n    return self.m(*a)\n", ns)
        wrapper = type(f"Train{int(resident)}", (nn.Module,), {"forward": ns["forward"]})()
        wrapper.m = m
        f = torch.compile(wrapper, backend="torchtpu")
        opt = torch.optim.SGD(m.parameters(), lr=1e-3)

        def step(f=f, opt=opt):
            opt.zero_grad()
            f(x).sum().backward()
            opt.step()

        step()
        steps["on" if resident else "off"] = step
    torchtpu.reset_stats()
    steps["on"]()
    s = torchtpu.stats()
    calls = max(1, a.calls // 4)
    t = interleaved_us(steps, calls, a.rounds, warmup=calls)
    print(f"{'train, 64 layers, eager SGD':24}{'':>7}{s['resident_hits']:>14}{t['off']:>18.1f}{t['on']:>15.1f}{t['on'] / t['off']:>7.2f}")


if __name__ == "__main__":
    main()
