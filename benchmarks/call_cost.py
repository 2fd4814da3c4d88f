"""What one execution of a small program costs: XLA's inline path against its worker pool.

    .venv/bin/python benchmarks/call_cost.py                 # both parts
    .venv/bin/python benchmarks/call_cost.py --part inline   # 3 Linear layers with and without ReLUs
    .venv/bin/python benchmarks/call_cost.py --part phases   # the 64-wide MLP's training step

`--part inline`: three `Linear(64, 64)` at batch 64, inference, compiled by Inductor and torchtpu,
once with ReLUs between the layers and once without, `--calls` calls interleaved per backend, the
median call of each. Without the ReLUs torchtpu's program is three kernel calls and nothing else,
under the 1,000 flops below which XLA's CPU client runs a program inline on the calling thread;
with them it runs on XLA's worker pool (docs/performance.md, "Where the two-core and per-call time
goes"). torchtpu's kernel calls on the caller and on XLA's workers are printed beside.

`--part phases`: the same layers with ReLUs, trained (zero_grad, forward, squared-mean loss,
backward, SGD), one backend per round in turn: the median forward, backward and optimizer step
per backend, the median time of torchtpu's executions inside the Rust call (`Compiled.call`), and
the context switches per step of the whole process (`getrusage`, voluntary and involuntary),
which in a torchtpu process are mostly XLA's pool waking and sleeping. Every backend's parameters
after the steps are checked against eager's; a graph torchtpu cannot compile raises
(`TORCHTPU_FALLBACK=error` unless set). Not a test.
"""

from __future__ import annotations

import argparse
import copy
import os
import resource
import statistics
import sys
import time
import warnings

# A graph that silently ran in eager would time eager as torchtpu: make it raise.
os.environ.setdefault("TORCHTPU_FALLBACK", "error")

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402

import torchtpu  # noqa: E402
from torchtpu.execution import executable as _executable  # noqa: E402


def _mlp(relu: bool) -> nn.Module:
    torch.manual_seed(0)
    layers: list[nn.Module] = []
    for i in range(3):
        layers.append(nn.Linear(64, 64))
        if relu and i < 2:
            layers.append(nn.ReLU())
    return nn.Sequential(*layers)


def inline(calls: int) -> None:
    x = torch.randn(64, 64)
    print("| layers | Inductor call | torchtpu call | torchtpu kernels on the caller / on XLA's workers |")
    print("|---|---|---|---|")
    for relu in (False, True):
        m = _mlp(relu).eval()
        fns = {"inductor": torch.compile(copy.deepcopy(m), backend="inductor"), "torchtpu": torch.compile(m, backend="torchtpu")}
        times: dict = {k: [] for k in fns}
        with torch.no_grad():
            ref = m(x)
            for f in fns.values():
                torch.testing.assert_close(f(x), ref)
                for _ in range(20):
                    f(x)
            s0 = torchtpu.stats()
            for _ in range(calls):
                for k, f in fns.items():
                    t = time.perf_counter()
                    f(x)
                    times[k].append(time.perf_counter() - t)
            s = torchtpu.stats()
        on_caller = (s["kernels_on_caller"] - s0["kernels_on_caller"]) / calls
        on_workers = (s["kernels_on_workers"] - s0["kernels_on_workers"]) / calls
        med = {k: statistics.median(v) * 1e6 for k, v in times.items()}
        print(f"| 3 x Linear(64, 64){' with ReLUs' if relu else ''} | {med['inductor']:.0f} us | {med['torchtpu']:.0f} us | "
              f"{on_caller:.1f} / {on_workers:.1f} |")


def phases(steps: int) -> None:
    x = torch.randn(64, 64)
    base = _mlp(True)
    rust: list[float] = []
    original = _executable.Executable.__call__

    def timed_call(self, args):  # times the Rust call of every torchtpu execution
        inner = self._call
        if not getattr(inner, "_timed", False):
            def call(*a, inner=inner):
                t = time.perf_counter()
                r = inner(*a)
                rust.append(time.perf_counter() - t)
                return r
            call._timed = True
            self._call = call
        return original(self, args)

    _executable.Executable.__call__ = timed_call
    runs = {}
    for backend in ("eager", "inductor", "torchtpu"):
        m = copy.deepcopy(base)
        f = m if backend == "eager" else torch.compile(m, backend=backend)
        runs[backend] = (f, torch.optim.SGD(m.parameters(), lr=1e-3), {"forward": [], "backward": [], "step": []}, [])
    for i in range(20 + steps):
        for backend, (f, opt, ph, switches) in runs.items():
            r0 = resource.getrusage(resource.RUSAGE_SELF)
            opt.zero_grad(set_to_none=True)
            t0 = time.perf_counter()
            loss = f(x).square().mean()
            t1 = time.perf_counter()
            loss.backward()
            t2 = time.perf_counter()
            opt.step()
            t3 = time.perf_counter()
            r1 = resource.getrusage(resource.RUSAGE_SELF)
            if i >= 20:
                for k, v in zip(ph, (t1 - t0, t2 - t1, t3 - t2)):
                    ph[k].append(v)
                switches.append((r1.ru_nvcsw + r1.ru_nivcsw) - (r0.ru_nvcsw + r0.ru_nivcsw))
        if i == 19:
            rust.clear()
    _executable.Executable.__call__ = original
    print("| backend | forward | backward | SGD step | context switches per step |")
    print("|---|---|---|---|---|")
    for backend, (_, _, ph, switches) in runs.items():
        med = {k: statistics.median(v) * 1e6 for k, v in ph.items()}
        print(f"| {backend} | {med['forward']:.0f} us | {med['backward']:.0f} us | {med['step']:.0f} us | {statistics.mean(switches):.1f} |")
    if rust:
        print(f"\ntorchtpu: median {statistics.median(rust) * 1e6:.0f} us inside the Rust call per execution ({len(rust)} executions)")
    for name in ("inductor", "torchtpu"):
        torch.testing.assert_close(list(runs[name][0].parameters()), list(runs["eager"][0].parameters()), rtol=1e-4, atol=1e-5)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--part", default="both", choices=("both", "inline", "phases"))
    ap.add_argument("--calls", type=int, default=500)
    ap.add_argument("--steps", type=int, default=300)
    a = ap.parse_args()
    warnings.filterwarnings("ignore")
    print(f"# torch {torch.__version__}, {torch.get_num_threads()} torch threads")
    if a.part in ("both", "inline"):
        inline(a.calls)
    if a.part in ("both", "phases"):
        phases(a.steps)
    print(f"\nfallbacks: {torchtpu.stats()['fallbacks']}")


if __name__ == "__main__":
    sys.exit(main())
