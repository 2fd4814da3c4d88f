"""Timing helpers shared by the benchmarks: interleaved rounds, so that every contender sees the same
machine load (these are shared 2-core VMs), and medians."""

from __future__ import annotations

import statistics
import time
from typing import Callable


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
