"""A training step split into its phases: `zero_grad(set_to_none=True)`, forward with the loss,
backward, SGD step; the median of each over `--steps` steps, in milliseconds.

    .venv/bin/python benchmarks/train_phases.py torchtpu                  # the 1024-wide MLP
    .venv/bin/python benchmarks/train_phases.py eager --model resnet18
    TORCHTPU_MALLOC=system .venv/bin/python benchmarks/train_phases.py torchtpu
    .venv/bin/python benchmarks/train_phases.py eager,inductor,torchtpu --model bert --threads 0 --neighbour

One backend per process, so that two builds or settings can be compared in alternating processes
(the way docs/performance.md measured "Views of inputs" and "The C allocator"). The eager
process never starts the PJRT plugin, so it keeps glibc's allocator defaults. Several backends,
comma-separated, alternate step by step in one process (a copy of the model each). `--threads`:
torch's thread count (default 1, as these measurements had it; 0: torch's default, all cores,
as the suite's headline runs). `--neighbour`: beside a process that keeps one core busy. Prints
one line per backend; not a test.
"""

from __future__ import annotations

import argparse
import copy
import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.models import BUILDERS  # noqa: E402
from benchmarks.timing import busy_neighbour  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("backend", help="eager, torchtpu, inductor, ... (comma-separated: alternating in one process)")
    p.add_argument("--model", default="mlp", choices=sorted(BUILDERS))
    p.add_argument("--size", default="working", help="benchmarks/models.py size (default working)")
    p.add_argument("--steps", type=int, default=120)
    p.add_argument("--warmup", type=int, default=10)
    p.add_argument("--threads", type=int, default=1, help="torch's thread count (0: torch's default)")
    p.add_argument("--neighbour", action="store_true", help="beside a process that keeps one core busy")
    a = p.parse_args()
    if a.threads:
        torch.set_num_threads(a.threads)
    torch.manual_seed(0)
    model, args, _ = BUILDERS[a.model](a.size)
    model.train()
    runs = []
    for backend in a.backend.split(","):
        m = copy.deepcopy(model)
        opt = torch.optim.SGD(m.parameters(), lr=1e-3)
        runs.append((backend, m if backend == "eager" else torch.compile(m, backend=backend), opt,
                     {"zero_grad": [], "forward": [], "backward": [], "step": []}))
    with busy_neighbour(a.neighbour):
        for i in range(a.warmup + a.steps):
            for _, f, opt, phases in runs:
                t0 = time.perf_counter()
                opt.zero_grad(set_to_none=True)
                t1 = time.perf_counter()
                out = f(*args)
                loss = (out if torch.is_tensor(out) else out[0]).float().square().mean()
                t2 = time.perf_counter()
                loss.backward()
                t3 = time.perf_counter()
                opt.step()
                t4 = time.perf_counter()
                if i >= a.warmup:
                    for k, v in zip(phases, (t1 - t0, t2 - t1, t3 - t2, t4 - t3)):
                        phases[k].append(v)
    for backend, _, _, phases in runs:
        med = {k: statistics.median(v) * 1e3 for k, v in phases.items()}
        parts = "  ".join(f"{k} {v:.2f}" for k, v in med.items())
        print(f"{a.model} {backend}: {parts}  sum {sum(med.values()):.2f} ms")


if __name__ == "__main__":
    main()
