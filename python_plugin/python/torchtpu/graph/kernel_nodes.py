"""How a custom kernel (extensions/kernels.py) appears in a graph: the one op its calls trace to,
and the error a kernel defined or called wrongly raises. Here, below the execution layer, so that
the runtime can recognize kernel graphs without importing the extension that defines them."""

from __future__ import annotations

import torch

KERNEL_TARGET = "torchtpu.kernel.default"


class KernelError(ValueError):
    """A custom kernel is defined or called wrongly: a malformed StableHLO text (names the line),
    an argument of the wrong dtype, a static argument that is not a literal, a backward whose
    gradient has the wrong type."""


def graph_has_kernels(gm: torch.fx.GraphModule) -> bool:
    return any(n.op == "call_function" and str(n.target) == KERNEL_TARGET for n in gm.graph.nodes)
