"""Rewrites Dynamo makes while it traces that change what eager does, undone for torchtpu's
compiles.

Dynamo replaces `torch.addcdiv(a, b, c, value=v)` by `a + (b / c) * v` (its handler in
`torch/_dynamo/variables/torch.py`, so that a tensor `value` does not break the graph). For
floating operands that is the same value; for integer or bool operands eager raises
("Integer division with addcdiv is no longer supported"), where the rewrite's true division
returns a float result. For compiles of torchtpu's whose operands are not all floating, the
handler declines, so the graph keeps `addcdiv` and its dtypes are asked as any op's
(`graph/eager_dtypes.py`): the call runs in eager, which raises its own error. Other backends'
compiles are left as Dynamo makes them.
"""

from __future__ import annotations

import logging
from typing import Any, Callable

import torch

LOG = logging.getLogger(__name__)

_INSTALLED = False


def _for_torchtpu(tx: Any) -> bool:
    """Whether the frame `tx` traces is compiled for torchtpu's backend."""
    compiler = getattr(getattr(tx, "output", None), "compiler_fn", None)
    backend = getattr(compiler, "_torchdynamo_orig_backend", compiler)
    name = getattr(backend, "compiler_name", None) or getattr(backend, "__name__", "")
    return "torchtpu" in str(name)


def _all_floating(values: tuple) -> bool:
    """Whether every tensor among Dynamo's variables is floating or complex (a variable whose
    dtype Dynamo does not know counts as not floating: the call is then kept whole)."""
    from torch._dynamo.variables.tensor import TensorVariable

    for v in values:
        if isinstance(v, TensorVariable):
            dtype = getattr(v, "dtype", None)
            if dtype is None or not (dtype.is_floating_point or dtype.is_complex):
                return False
    return True


def _keep_whole_unless_floating(handler: Callable) -> Callable:
    def handle(self: Any, tx: Any, *args: Any, **kwargs: Any) -> Any:
        if _for_torchtpu(tx) and not _all_floating(args):
            return None  # Dynamo records the call itself
        return handler(self, tx, *args, **kwargs)

    handle.__wrapped__ = handler  # type: ignore[attr-defined]
    return handle


def install() -> None:
    """Wraps Dynamo's `addcdiv` handler, once per process. Where this torch has no such handler
    (a later torch that stopped rewriting), nothing is wrapped."""
    global _INSTALLED
    if _INSTALLED:
        return
    _INSTALLED = True
    try:
        from torch._dynamo.variables.torch import TorchInGraphFunctionVariable

        handlers = TorchInGraphFunctionVariable._get_handlers()
    except (ImportError, AttributeError) as e:
        LOG.debug("torchtpu: Dynamo's torch-function handlers not found (%s); addcdiv left as is", e)
        return
    handler = handlers.get(torch.addcdiv)
    if handler is not None and not hasattr(handler, "__wrapped__"):
        handlers[torch.addcdiv] = _keep_whole_unless_floating(handler)
