"""The Python side's process-wide mutable state, in one object behind one lock: counters reported
by `torchtpu.stats()`, the once-per-process warnings, the warm-up collector and flag of
`torchtpu.precompile`, and what the runtime learned when it started. Every module reads and
writes it here; `torchtpu.reset_stats()` resets it."""

from __future__ import annotations

import contextlib
import threading
from typing import Any, Iterator

# Counters in the order `torchtpu.stats()` lists them: fallbacks, internal errors and graphs
# (backend.py, failures.py), frames Dynamo handed no graph (graph_breaks.py), shape buckets (bucketing.py), prepared parameter layouts (layouts.py).
COUNTERS = (
    "fallbacks",
    "internal_errors",
    "graphs",
    "frames_without_graph",
    "partial_graphs",
    "partition_resplits",
    "bucket_hits",
    "bucket_compiles",
    "exact_shape_fallbacks",
    "exact_shape_compiles",
    "layout_copies",
    "layout_reuses",
    "op_compiles",
    "op_cache_hits",
    "op_eager",
    "op_eager_by_design",
    "collectives",
    "kernel_exact_shapes",
    "aot_cache_loads",
    "dtype_probes",
    "dtype_probe_us",
    "dtype_refusals",
)


class State:
    def __init__(self) -> None:
        self.lock = threading.RLock()
        self.counters: dict[str, int] = dict.fromkeys(COUNTERS, 0)
        # Keys of the warnings given once per process (an op name, a failure reason).
        self.warned: set[str] = set()
        # `torchtpu.precompile` is done: with TORCHTPU_FAIL_ON_RECOMPILE=1 a new compile raises.
        self.warm = False
        # The `CompiledGraph`s made while `torchtpu.precompile` captures a model, else None.
        self.collecting: list | None = None
        # While `torchtpu.inspect` traces: (graph name, IR, StableHLO, serialized graph, FX graph) per graph the backend
        # would compile, which it lowers but does not compile (executable.py); else None.
        self.inspecting: list | None = None
        # Meanwhile, (graph name, FX graph) of each graph that runs wholly or partly in eager.
        self.inspect_eager: list = []
        # XLA_FLAGS already checked in a throwaway process, and the PJRT platform once started.
        self.flags_checked: str | None = None
        self.platform = "cpu"
        # What `malloc.tune` did when the plugin started (`retain`, or `system` and why).
        self.malloc = "not started"
        # Graphs named so far (`forward_0`, `backward_1`, ...): names stay unique in a process.
        self.graphs_named = 0

    def count(self, key: str, n: int = 1) -> None:
        with self.lock:
            self.counters[key] += n

    def next_graph_id(self) -> int:
        with self.lock:
            n = self.graphs_named
            self.graphs_named += 1
            return n

    def snapshot(self) -> dict[str, int]:
        with self.lock:
            return dict(self.counters)

    def first_time(self, key: str) -> bool:
        """True the first time `key` is seen in this process (for warnings given once)."""
        with self.lock:
            if key in self.warned:
                return False
            self.warned.add(key)
            return True

    def reset(self) -> None:
        """Counters to zero (`torchtpu.reset_stats()`)."""
        with self.lock:
            for k in self.counters:
                self.counters[k] = 0

    def forget_warnings(self) -> None:
        """Once-per-process warnings are given again (tests)."""
        with self.lock:
            self.warned.clear()

    def register(self, graph: Any) -> None:
        """Called for every `CompiledGraph` made; `precompile` collects the ones its call creates."""
        with self.lock:
            if self.collecting is not None:
                self.collecting.append(graph)

    @contextlib.contextmanager
    def collect(self) -> Iterator[list]:
        with self.lock:
            prev, self.collecting = self.collecting, []
            mine = self.collecting
        try:
            yield mine
        finally:
            with self.lock:
                self.collecting = prev


STATE = State()
