"""`torchtpu.inspect(fn, *example_args)`: the StableHLO of each graph torchtpu would compile."""

from __future__ import annotations

from typing import Any, Callable

import torch
from torch._dynamo.backends.common import aot_autograd
from torch.nn.attention import SDPBackend, sdpa_kernel
from functorch.compile import make_boxed_func

from . import _native, config
from .warn import warn
from .backend import FallbackError, decompositions
from .runtime import concrete_values
from .serialize import graph_is_dynamic, serialize_graph, to_json


def inspect(fn: Callable, *example_args: Any, ir: bool = False, **example_kwargs: Any) -> list[str]:
    """Traces `fn` on the example arguments and returns, per graph, its StableHLO text (or the IR
    after passes when `ir=True`). Nothing is compiled by XLA and `fn`'s results are not affected.
    A graph that cannot be lowered is skipped with a warning (raised with `TORCHTPU_FALLBACK=error`).
    """
    texts: list[str] = []
    counter = [0]

    def lower(gm: torch.fx.GraphModule, example_inputs: list) -> Callable:
        name = f"graph_{counter[0]}"
        counter[0] += 1
        try:
            concrete = concrete_values(gm, list(example_inputs)) if graph_is_dynamic(gm) else None
            ir_text, mlir = _native.lower(to_json(serialize_graph(gm, name, concrete)))
            texts.append(ir_text if ir else mlir)
        except Exception as e:  # noqa: BLE001
            if config.fallback_mode() == "error":
                raise FallbackError(f"torchtpu cannot lower graph `{name}`: {e}") from e
            warn(f"torchtpu.inspect: graph `{name}` would run in eager mode: {e}")
        return make_boxed_func(gm.forward)

    aot = aot_autograd(fw_compiler=lower, inference_compiler=lower, decompositions=decompositions())

    def backend(gm: torch.fx.GraphModule, example_inputs: list) -> Callable:
        with sdpa_kernel(SDPBackend.MATH):  # as the real backend traces (see backend.py)
            return aot(gm, example_inputs)

    compiled = torch.compile(fn, backend=backend, dynamic=False)
    compiled(*example_args, **example_kwargs)
    return texts
