"""`torchtpu.inspect(fn, *example_args)`: the StableHLO of each graph the backend would compile."""

from __future__ import annotations

from typing import Any, Callable

import torch

from ..state import STATE


def inspect(fn: Callable, *example_args: Any, ir: bool = False, **example_kwargs: Any) -> list[str]:
    """Traces `fn` on the example arguments through the real backend and returns, per graph it
    would compile, the StableHLO text (or the IR after passes when `ir=True`): the same graphs,
    split the same way (a graph with an op torchtpu cannot lower gives one text per compiled
    region), with the same layouts and checks. Nothing is compiled by XLA; each graph runs in
    eager instead, so `fn`'s results are not affected. A graph the backend would run wholly in
    eager is skipped with its warning (raised with `TORCHTPU_FALLBACK=error`). Forward (and
    inference) graphs only: the backward graph is traced when a backward pass runs."""
    return [ir_text if ir else mlir for _, ir_text, mlir, _, _ in capture(fn, *example_args, **example_kwargs)]


def capture(fn: Callable, *example_args: Any, **example_kwargs: Any) -> list[tuple[str, str, str, str, Any]]:
    """(graph name, IR, StableHLO, serialized graph JSON, FX graph module) per graph the backend would compile for
    `fn` on these arguments (see `inspect`)."""
    from ..capture.backend import torchtpu_backend

    def backend(gm: torch.fx.GraphModule, example_inputs: list, **kwargs: Any) -> Callable:
        # A new backend object per call: Dynamo does not reuse a model compiled before.
        return torchtpu_backend(gm, example_inputs, **kwargs)

    found: list = []
    with STATE.lock:
        if STATE.inspecting is not None:
            raise RuntimeError("torchtpu.inspect is already running in this process")
        STATE.inspecting = found
        STATE.inspect_eager = []
    try:
        torch.compile(fn, backend=backend, dynamic=False)(*example_args, **example_kwargs)
    finally:
        STATE.inspecting = None
    return found
