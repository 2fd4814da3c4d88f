"""Timing helpers shared by the benchmarks: interleaved rounds, so that every contender sees the same
machine load (these are shared 2-core VMs), and medians."""

from __future__ import annotations

import contextlib
import statistics
import subprocess
import sys
import time
from typing import Callable, Iterator

# A process that keeps one core busy (for an hour at most), as a DataLoader worker or another job
# does on a machine that is not the model's alone.
_NEIGHBOUR = "import time\nend = time.monotonic() + 3600\nwhile time.monotonic() < end:\n    pass\n"


@contextlib.contextmanager
def busy_neighbour(on: bool = True) -> Iterator[None]:
    """Runs the body beside a process that keeps one core busy (nothing when not `on`)."""
    p = subprocess.Popen([sys.executable, "-c", _NEIGHBOUR]) if on else None
    try:
        yield
    finally:
        if p is not None:
            p.kill()
            p.wait()


def interleaved_us(fns: dict[str, Callable[[], object]], calls: int, rounds: int, warmup: int = 200) -> dict[str, float]:
    """Microseconds per call of each function: `rounds` rounds, each timing `calls` calls of every
    function in turn; the median over rounds."""
    for f in fns.values():
        for _ in range(warmup):
            f()
    samples: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(rounds):
        for k, f in fns.items():
            t0 = time.perf_counter()
            for _ in range(calls):
                f()
            samples[k].append((time.perf_counter() - t0) / calls * 1e6)
    return {k: statistics.median(v) for k, v in samples.items()}


def median_step_ms(step: Callable[[], object], steps: int, warmup: int) -> float:
    for _ in range(warmup):
        step()
    times = []
    for _ in range(steps):
        t0 = time.perf_counter()
        step()
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def start_table(backends_arg: str, first: str, cell: str = "{}") -> list[str]:
    """The backends of a `--backends` argument, which must start with eager (the reference), after
    printing the run's torch version, threads and cores and a markdown table's header: `first`,
    one column per backend (named by `cell`), then each backend's speed-up over eager."""
    import os

    import torch

    backends = backends_arg.split(",")
    if backends[0] != "eager":
        raise SystemExit("--backends must start with eager (the reference)")
    print(f"# torch {torch.__version__}, {torch.get_num_threads()} torch threads, {os.cpu_count()} cores")
    print(f"| {first} | " + " | ".join(cell.format(b) for b in backends) + " | "
          + " | ".join(f"{b} vs eager" for b in backends[1:]) + " |")
    print("|---|" + "---|" * (2 * len(backends) - 1))
    return backends


def table_row(label: str, med_ms: dict[str, float], backends: list[str], digits: int) -> None:
    """One row of `start_table`'s table: each backend's median in ms, then its speed-up over eager."""
    print(f"| {label} | " + " | ".join(f"{med_ms[b]:.{digits}f} ms" for b in backends) + " | "
          + " | ".join(f"{med_ms['eager'] / med_ms[b]:.2f}x" for b in backends[1:]) + " |", flush=True)
