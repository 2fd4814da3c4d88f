"""Ops whose eager kernel has no implementation for their dtypes: eager raises on them
(`"hardswish_cpu" not implemented for 'Bool'`, `argmax(): does not support bool input`), where a
lowering rule or a decomposition, which compute any dtype StableHLO has, would return a result.
torchtpu leaves those to eager, where the user gets eager's error (or, with
`TORCHTPU_FALLBACK=error`, the refusal):

- a node of a graph the compiler gets is refused (`refusals`: one `UnsupportedError` refusal per
  node, executable.py), so it runs in eager between compiled regions;
- an op AOTAutograd would decompose raises `EagerRaises` while it traces (`guard`, wrapped around
  every decomposition, decompositions.py), and the backend runs the graph in eager (backend.py).

Which dtypes a kernel implements is the kernel's own business (its `AT_DISPATCH` list), so the
kernel is asked: the op runs once on zeros of its operands' shapes and dtypes (each a zero-strided
view of one element: no memory but the result's), on the operands' device, with torch's dispatch
modes off. Only the errors that name a dtype (or a shape mismatch) count (`_DTYPE_ERROR`); any
other error (a zero divisor, a singular matrix: the zeros' values) says nothing about the real
operands, and the op is compiled as before. The answer is kept per op, operand dtypes and shapes
and non-tensor arguments for the process.

An op is asked only when an operand or result is not float32 or float64 (bool, the integer types,
the half types, complex: the dtypes kernels leave out), and not for ops that write their operands,
ops outside `aten`, symbolic sizes, or operands of more than `MAX_ELEMENTS` elements. A random
op's probe draws from torch's generators, which are put back as they were (`_rng_kept`): the
user's random stream is not moved."""

from __future__ import annotations

import functools
import re
import threading
import types
from typing import Any

import torch
import torch.fx

from . import ops
from .serialize import target_name

MAX_ELEMENTS = 1 << 26
_COMMON = (torch.float32, torch.float64)
# What eager's dtype refusals say (ATen's `AT_DISPATCH` macros and the explicit checks of ops
# such as argmax, std, relu, topk and the bool-arithmetic guards).
_DTYPE_ERROR = re.compile(
    r"not implemented for '|does not support (bool|complex)|(bool|Boolean) inputs? (is |are )?not supported"
    r"|only supports? (floating|boolean|Half)|with (a|two) bool tensors? is not supported"
    r"|on a bool tensor is not supported|Expected both inputs to be Half, Float or Double"
    r"|is out of bounds for bool|can't be cast to the desired output type"
    r"|Integer division with \w+ is no longer supported"
    # Shapes eager refuses where a decomposition does not check them (index_add's source).
    r"|shape must match|size mismatch",
    re.IGNORECASE,
)
_ANSWERS: dict[tuple, str | None] = {}
# Set while a probe runs: the ops it calls are not asked again.
_PROBING = threading.local()


def _flat(a: Any) -> list:
    if isinstance(a, (list, tuple)):
        return [y for x in a for y in _flat(x)]
    if isinstance(a, dict):
        return [y for x in a.values() for y in _flat(x)]
    return [a]


def _symbolic(v: Any) -> bool:
    if isinstance(v, torch.Tensor):
        return any(not isinstance(s, int) for s in v.shape)
    return isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool))


def _key_of(a: Any) -> Any:
    if isinstance(a, torch.Tensor):
        return ("tensor", a.dtype, a.device.type, tuple(a.shape))
    if isinstance(a, (list, tuple)):
        return tuple(_key_of(x) for x in a)
    return repr(a)


def _zeros(a: Any) -> Any:
    """`a` with each tensor as zeros of its shape, dtype and device (a zero-strided view of one
    element)."""
    if isinstance(a, torch.Tensor):
        return torch.zeros((), dtype=a.dtype, device=a.device).expand(a.shape)
    if isinstance(a, (list, tuple)):
        return type(a)(_zeros(x) for x in a)
    return a


def _asked(op: Any, values: list) -> bool:
    """Whether `op` on `values` (its operands and results, flat) is asked at all (module docstring)."""
    if not isinstance(op, torch._ops.OpOverload) or op.namespace != "aten":
        return False
    if op._schema.is_mutable:
        return False
    if any(_symbolic(v) for v in values):
        return False
    tensors = [v for v in values if isinstance(v, torch.Tensor)]
    return bool(tensors) and not all(v.dtype in _COMMON for v in tensors) and all(
        v.numel() <= MAX_ELEMENTS for v in tensors)


def eager_error(op: Any, args: tuple, kwargs: dict, result: Any = None) -> str | None:
    """Eager's dtype error for `op(*args, **kwargs)` (tensors may be fake: only their shapes,
    dtypes and devices are read), or None: also when the op is not asked (`_asked`)."""
    if getattr(_PROBING, "active", False) or not _asked(op, _flat([args, kwargs, result])):
        return None
    key = (op, _key_of(list(args)), _key_of(sorted(kwargs.items())))
    if key in _ANSWERS:
        return _ANSWERS[key]
    from torch.utils._python_dispatch import _disable_current_modes

    answer = None
    _PROBING.active = True
    try:
        # Eager's own kernel: no dispatch modes (fake tensors, tracing) and no Python dispatcher,
        # whose Python kernels (AOTAutograd enables it) would decompose the op instead.
        with _disable_current_modes(), torch._C._DisablePythonDispatcher(), torch.no_grad(), _rng_kept(op, args):
            op(*_zeros(list(args)), **{k: _zeros(v) for k, v in kwargs.items()})
    except Exception as e:  # noqa: BLE001 - only dtype errors count; the rest say nothing
        text = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        if _DTYPE_ERROR.search(text):
            answer = f"{type(e).__name__}: {text}"
    finally:
        _PROBING.active = False
    _ANSWERS[key] = answer
    return answer


def _rng_kept(op: Any, args: Any) -> Any:
    """For a random op: torch's generators (CPU, and the CUDA device of a CUDA operand) as they
    were before the probe drew from them."""
    import contextlib

    if not ops.is_random(op):
        return contextlib.nullcontext()
    cuda = sorted({v.device.index or 0 for v in _flat(args) if isinstance(v, torch.Tensor) and v.device.type == "cuda"})
    return torch.random.fork_rng(devices=cuda)


class EagerRaises(Exception):
    """Raised while AOTAutograd traces, by a decomposition whose op eager's kernel refuses for
    its dtypes (`guard`): the backend runs the graph in eager instead (backend.py)."""

    def __init__(self, op: Any, why: str):
        super().__init__(f"{target_name(op)}: eager's kernel has no implementation for these dtypes and "
                         f"raises ({why})")
        self.op = target_name(op)


def guard(op: Any, decomposition: Any) -> Any:
    """`decomposition` of `op`, first asking eager's kernel (`eager_error`): a decomposition
    computes any dtype, where eager's kernel may raise (hardswish on bool)."""

    @functools.wraps(decomposition)
    def decomposed(*args: Any, **kwargs: Any) -> Any:
        why = eager_error(op, args, kwargs)
        if why is not None:
            raise EagerRaises(op, why)
        return decomposition(*args, **kwargs)

    return decomposed


def _node_values(a: Any) -> Any:
    if isinstance(a, torch.fx.Node):
        return a.meta.get("val")
    if isinstance(a, (list, tuple)):
        return type(a)(_node_values(x) for x in a)
    return a


def refusals(gm: torch.fx.GraphModule) -> list:
    """One refusal (`code`, `node`, `op`, `message`, as the compiler's) per node of `gm` whose
    eager kernel raises for its dtypes."""
    found = []
    for node in gm.graph.nodes:
        if node.op != "call_function" or target_name(node.target) not in ops.registered():
            continue
        args, kwargs = _node_values(tuple(node.args)), {k: _node_values(v) for k, v in node.kwargs.items()}
        why = eager_error(node.target, args, kwargs, node.meta.get("val"))
        if why is not None:
            op = target_name(node.target)
            found.append(types.SimpleNamespace(
                code="Unsupported", node=node.name, op=op,
                message=f"unsupported use of {op} at node `{node.name}`: eager's kernel has no implementation "
                        f"for these dtypes and raises ({why})"))
    return found
