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
kernel is asked: the op runs once on zeros of its operands' shapes and dtypes (contiguous zeros,
at most 2^20 elements each), on the operands' device, with torch's dispatch
modes off; first with every dim at most one element long (free, and enough where the kernel picks
its dtypes before it reads sizes), then, when that raises for another reason, at the operands'
sizes. Only the errors that name a dtype count (`_DTYPE_ERROR`); any other error (a zero divisor,
a singular matrix: the zeros' values) says nothing about the real operands, and the op is compiled
as before. The answer is kept per op, operand dtypes and ranks and non-tensor arguments for the
process.

An op is asked only when an operand or result is not float32 or float64 (bool, the integer types,
the half types, complex: the dtypes kernels leave out), or when its floating operands are of more
than one dtype (`addmm`, `index_put`, convolutions and the norms' CPU kernels want one dtype or
parameters of the input's: "expected scalar type Float but found Double", where StableHLO would
convert), and not for ops that write their operands,
ops outside `aten`, symbolic sizes, or the ops of
`_NOT_ASKED` (every dtype implemented) and the ops whose kernels trust their operands to agree
(backward ops, `_unsafe_*`, embedding bags: zeros of other sizes could make them read past their
memory; the one-element probe is only used where all operands have one shape, so they agree).
The probe at the operands' own sizes runs only where no operand or result has more than
`MAX_ELEMENTS` elements (its cost is the op's: a bfloat16 GPT-2's products took 0.7 s). A random
op's probe draws from torch's generators, which are put back as they were (`_rng_kept`): the
user's random stream is not moved.

A few decompositions torch applies (`_SHAPES_ASKED`: index_add, index_copy) leave out the checks
of the kernel they replace (a source of another shape is broadcast where eager raises "source
tensor shape must match self tensor shape"). Those ops are asked at every dtype, and any error
their kernel raises on the zeros counts: zero indices are in range, so an error can only come
from the operands' shapes or dtypes. Their meta kernels check at any size; the real kernel runs
below `MAX_ELEMENTS` only."""

from __future__ import annotations

import functools
import operator
import re
import threading
import time
import types
from typing import Any

import torch
import torch.fx

from . import ops
from .serialize import target_name
from ..state import STATE

MAX_ELEMENTS = 1 << 20
_COMMON = (torch.float32, torch.float64)
# What eager's dtype refusals say (ATen's `AT_DISPATCH` macros and the explicit checks of ops
# such as argmax, std, relu, topk and the bool-arithmetic guards).
_DTYPE_ERROR = re.compile(
    r"not implemented for '|does not support (bool|complex)|(bool|Boolean) inputs? (is |are )?not supported"
    r"|only supports? (floating|boolean|Half)|with (a|two) bool tensors? is not supported"
    r"|on a bool tensor is not supported|Expected both inputs to be Half, Float or Double"
    r"|is out of bounds for bool|can't be cast to the desired output type"
    r"|Integer division with \w+ is no longer supported"
    # Operands of two dtypes where the kernel wants one (addmm, index_put, index_copy, put_,
    # convolutions, the norms' parameters, out= of another dtype).
    r"|same (scalar type|dtype)|dtypes match|expected scalar type \w+ but found|mixed dtype"
    r"|Expected object of scalar type"
    # An `out=` tensor of another dtype than the result (`dynamo_error`).
    r"|Expected out tensor to have dtype|expects \w+ tensor out"
    r"|Integers to negative integer powers are not allowed",
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
        return ("tensor", a.dtype, a.device.type, a.dim())
    if isinstance(a, (list, tuple)):
        return tuple(_key_of(x) for x in a)
    return repr(a)


def _zeros(a: Any, small: bool = False, meta: bool = False) -> Any:
    """`a` with each tensor as zeros of its shape (each dim at most 1 when `small`), dtype and
    device (at most `MAX_ELEMENTS` each: the full-size probe runs only below that), or with
    `meta`, as an empty tensor of that shape on the meta device (nothing allocated)."""
    if isinstance(a, torch.Tensor):
        shape = [min(n, 1) for n in a.shape] if small else list(a.shape)
        if meta:
            return torch.empty(shape, dtype=a.dtype, device="meta")
        # Contiguous zeros, not a zero-strided view: a kernel that reads its operand's memory as
        # contiguous without asking (`_weight_norm_interface`) corrupted the heap on a view.
        return torch.zeros(shape, dtype=a.dtype, device=a.device)
    if isinstance(a, (list, tuple)):
        return type(a)(_zeros(x, small, meta) for x in a)
    return a


# Ops not asked: eager implements them for every dtype (data movement, indexing, factories), so
# asking costs time and says nothing; and ops that trust their operands to agree (backward ops,
# `_unsafe_*` indexing, embedding bags' offsets): their kernels do not check, and zeros of other
# sizes than the graph's could make one read past its memory.
_NOT_ASKED = frozenset((
    "_to_copy", "alias", "as_strided", "cat", "clone", "constant_pad_nd", "copy", "detach",
    "embedding", "empty", "expand", "full", "full_like", "gather", "index", "index_put", "index_select",
    "masked_fill", "ones", "ones_like", "permute", "repeat", "reshape", "scalar_tensor", "scatter",
    "scatter_add", "select", "slice", "slice_scatter", "select_scatter", "split", "split_with_sizes",
    "squeeze", "stack", "t", "transpose", "unsqueeze", "view", "where", "zeros", "zeros_like",
))


# Ops whose decompositions leave out their kernel's shape and dtype checks: asked at every dtype,
# and any error of the kernel counts (module docstring).
_SHAPES_ASKED = frozenset(("index_add", "index_copy"))


def _name(op: Any) -> str:
    return op._schema.name.split("::")[-1]


def _unsafe_to_ask(name: str) -> bool:
    """Ops whose kernels trust their operands to agree (module docstring): never run on zeros."""
    return "backward" in name or name.startswith(("_unsafe", "_embedding_bag"))


def _mixed(tensors: list) -> bool:
    """Whether the floating (and complex) operands are of more than one dtype."""
    return len({v.dtype for v in tensors if v.dtype.is_floating_point or v.dtype.is_complex}) > 1


def _asked(op: Any, operands: list, values: list, direct: bool) -> bool:
    """Whether `op` on `operands` (`values`: its operands and results, flat) is asked at all
    (module docstring). The shape and mixed-dtype rules only where the op is `direct`: called by
    the program, not made by another op's decomposition (index_fill's puts a float64 value into a
    float32 tensor with index_put, which eager's index_put refuses)."""
    if not isinstance(op, torch._ops.OpOverload) or op.namespace != "aten":
        return False
    if op._schema.is_mutable or _unsafe_to_ask(_name(op)):
        return False
    if any(_symbolic(v) for v in values):
        return False
    tensors = [v for v in values if isinstance(v, torch.Tensor)]
    if not tensors or not all(_runs_here(v.device) for v in tensors):
        return False
    if direct and (_name(op) in _SHAPES_ASKED or _mixed([v for v in operands if isinstance(v, torch.Tensor)])):
        return True
    return _name(op) not in _NOT_ASKED and not all(v.dtype in _COMMON for v in tensors)


def _runs_here(device: torch.device) -> bool:
    """Whether this process can run a kernel on `device`: a graph traced for CUDA tensors (fake
    ones) on a machine with no GPU cannot be asked, so it is not."""
    if device.type in ("cpu", "meta"):
        return True
    return device.type == "cuda" and torch.cuda.is_available()


def eager_error(op: Any, args: tuple, kwargs: dict, result: Any = None, direct: bool = True) -> str | None:
    """Eager's dtype error for `op(*args, **kwargs)` (tensors may be fake: only their shapes,
    dtypes and devices are read), or for `_SHAPES_ASKED` ops any error of the kernel; or None:
    also when the op is not asked (`_asked`; `direct`: there)."""
    operands = _flat([args, kwargs])
    if getattr(_PROBING, "active", False) or not _asked(op, operands, operands + _flat([result]), direct):
        return None
    key = (op, _key_of(list(args)), _key_of(sorted(kwargs.items())), direct)
    if key in _ANSWERS:
        return _ANSWERS[key]
    from torch.utils._python_dispatch import _disable_current_modes

    STATE.count("dtype_probes")
    start = time.perf_counter()
    _PROBING.active = True
    try:
        # Each operand one element long in each dim first: a kernel picks its dtypes before it
        # looks at sizes, and this costs nothing. An error that names no dtype there may come from
        # the small sizes themselves (a window larger than the input, a view's size argument):
        # then the operands' own sizes say.
        # Only where the operands are of one shape (shrunk alike, they still agree).
        tensors = [v for v in _flat([args, kwargs, result]) if isinstance(v, torch.Tensor)]
        shapes = {tuple(v.shape) for v in tensors if v.dim()}
        # Above `MAX_ELEMENTS` only the meta kernel runs at the operands' sizes.
        error = _run(op, args, kwargs, small=True) if len(shapes) <= 1 else None
        if error is None and len(shapes) > 1 or error is not None and not _counts(op, error):
            real = all(v.numel() <= MAX_ELEMENTS for v in tensors)
            error = _run(op, args, kwargs, small=False, real=real)
    finally:
        _PROBING.active = False
        STATE.count("dtype_probe_us", int((time.perf_counter() - start) * 1e6))
    answer = None
    if error is not None and _counts(op, error):
        answer = f"{type(error).__name__}: {_first_line(error)}"
        STATE.count("dtype_refusals")
    _ANSWERS[key] = answer
    return answer


def _first_line(e: BaseException) -> str:
    return str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__


def _is_dtype_error(e: BaseException) -> bool:
    return bool(_DTYPE_ERROR.search(_first_line(e)))


def _counts(op: Any, e: BaseException) -> bool:
    """Whether the probe's error `e` means eager raises on the real operands too."""
    return _is_dtype_error(e) or _name(op) in _SHAPES_ASKED


def _run(op: Any, args: tuple, kwargs: dict, small: bool, real: bool = True) -> BaseException | None:
    """Eager's kernel on zeros of the operands' dtypes (of one element per dim when `small`):
    the exception it raised, or None. No dispatch modes (fake tensors, tracing) and no Python
    dispatcher, whose Python kernels (AOTAutograd enables it) would decompose the op instead.
    The op first runs on the meta device, which allocates nothing: a result its size arguments
    make larger than `MAX_ELEMENTS` (an `eye(10**6)`, a resize to a huge size), or an op without
    a meta kernel, is not run for real (None), nor is anything when not `real`; an error the meta
    kernel raises is returned as the real kernel's would be."""
    from torch.utils._python_dispatch import _disable_current_modes

    with _disable_current_modes(), torch._C._DisablePythonDispatcher(), torch.no_grad():
        try:
            meta_kwargs = {k: _zeros(v, small, meta=True) for k, v in kwargs.items()}
            if any(a.name == "device" for a in op._schema.arguments):  # a factory: made on meta too
                meta_kwargs["device"] = torch.device("meta")
            out = op(*_zeros(list(args), small, meta=True), **meta_kwargs)
        except NotImplementedError as e:  # no meta kernel: no size known, not run (unless a dtype error)
            return e if _is_dtype_error(e) else None
        except Exception as e:  # noqa: BLE001 - the meta kernel's own checks: as the real kernel's
            return e
        if not real or sum(v.numel() for v in _flat(out) if isinstance(v, torch.Tensor)) > MAX_ELEMENTS:
            return None
        try:
            operands = (_zeros(list(args), small), {k: _zeros(v, small) for k, v in kwargs.items()})
        except Exception:  # noqa: BLE001 - no operands to ask with: not asked
            return None
        try:
            with _rng_kept(op, args):
                op(*operands[0], **operands[1])
        except Exception as e:  # noqa: BLE001 - the caller reads it
            return e
    return None


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
    its operands (`guard`), or for an `out=` or in-place call eager refuses (`dynamo_error`): the backend runs
    the graph in eager instead (backend.py)."""

    def __init__(self, op: Any, why: str, raises: bool = True):
        what = "eager raises on these operands" if raises else "eager computes these operands otherwise"
        super().__init__(f"{target_name(op)}: {what} ({why})")
        self.op = target_name(op)


# Ops whose eager kernel computes a dtype by another method than their decomposition, with
# other results: torch's CPU kernels resample uint8 images in fixed point (bilinear and bicubic,
# 2-d), where the decomposition interpolates in float and rounds (off by one in up to a sixth of
# the pixels). Such an op runs in eager (`guard`).
_OWN_NUMERICS = {
    "aten.upsample_bilinear2d.vec": torch.uint8, "aten.upsample_bilinear2d.default": torch.uint8,
    "aten.upsample_bicubic2d.vec": torch.uint8, "aten.upsample_bicubic2d.default": torch.uint8,
}


def _own_numerics(op: Any, args: tuple) -> str | None:
    dtype = _OWN_NUMERICS.get(target_name(op))
    x = args[0] if args else None
    if dtype is not None and isinstance(x, torch.Tensor) and x.dtype == dtype:
        return f"torch's CPU kernel resamples {str(dtype).replace('torch.', '')} in fixed point"
    return None


def decomposing(tb: Any) -> str | None:
    """The op whose decomposition (the outermost `guard`ed one) was running where traceback `tb`
    was raised, by name; None when none was."""
    while tb is not None:
        f = tb.tb_frame
        if f.f_code is _DECOMPOSED_CODE and "op" in f.f_locals:
            return target_name(f.f_locals["op"])
        tb = tb.tb_next
    return None


def guard(op: Any, decomposition: Any) -> Any:
    """`decomposition` of `op`, first asking eager's kernel (`eager_error`): a decomposition
    computes any dtype, where eager's kernel may raise (hardswish on bool). Only the outermost
    decomposition asks: the ops another decomposition calls are torch's choice, not the
    program's (index_fill's calls index_copy with a value of another dtype, which eager's
    index_copy refuses)."""

    @functools.wraps(decomposition)
    def decomposed(*args: Any, **kwargs: Any) -> Any:
        depth = getattr(_PROBING, "depth", 0)
        if depth == 0:
            why = eager_error(op, args, kwargs)
            if why is not None:
                raise EagerRaises(op, why)
            own = _own_numerics(op, args)
            if own is not None:
                raise EagerRaises(op, own, raises=False)
        _PROBING.depth = depth + 1
        try:
            return decomposition(*args, **kwargs)
        finally:
            _PROBING.depth = depth

    global _DECOMPOSED_CODE
    _DECOMPOSED_CODE = decomposed.__code__
    return decomposed


# The code object of `guard`'s wrapper (one for every op), for `decomposing`.
_DECOMPOSED_CODE: Any = None


def _node_values(a: Any, key: str = "val") -> Any:
    """`a` with each FX node as its value in `meta[key]` (AOTAutograd's graphs: "val"; Dynamo's:
    "example_value")."""
    if isinstance(a, torch.fx.Node):
        return a.meta.get(key)
    if isinstance(a, (list, tuple)):
        return type(a)(_node_values(x, key) for x in a)
    return a


def refusals(gm: torch.fx.GraphModule) -> list:
    """One refusal (`code`, `node`, `op`, `message`, as the compiler's) per node of `gm` whose
    eager kernel raises for its dtypes."""
    found = []
    for node in gm.graph.nodes:
        if node.op != "call_function" or target_name(node.target) not in ops.registered():
            continue
        args, kwargs = _node_values(tuple(node.args)), {k: _node_values(v) for k, v in node.kwargs.items()}
        # By name: the node's op and its `original_aten` can be two objects for one op.
        original = node.meta.get("original_aten")
        direct = original is not None and target_name(original) == target_name(node.target)
        why = eager_error(node.target, args, kwargs, node.meta.get("val"), direct)
        if why is not None:
            op = target_name(node.target)
            found.append(types.SimpleNamespace(
                code="Unsupported", node=node.name, op=op,
                message=f"unsupported use of {op} at node `{node.name}`: eager's kernel raises on these "
                        f"operands ({why})"))
    return found


# In-place operators as Dynamo's graph may hold them (`a *= b`).
_INPLACE_OPERATORS = frozenset((
    operator.iadd, operator.isub, operator.imul, operator.itruediv, operator.ifloordiv, operator.imod,
    operator.ipow, operator.iand, operator.ior, operator.ixor, operator.ilshift, operator.irshift,
))


def _inplace(node: torch.fx.Node) -> bool:
    if node.op == "call_method":
        return node.target.endswith("_") and not node.target.startswith("_")
    name = getattr(node.target, "__name__", "")
    return node.target in _INPLACE_OPERATORS or (name.endswith("_") and not name.startswith("_")
                                                 and getattr(node.target, "__objclass__", None) is torch.Tensor)


def _dynamo_asked(node: torch.fx.Node, args: tuple, kwargs: dict) -> bool:
    """Whether a call of Dynamo's graph is asked (`dynamo_error`): one with an `out=` tensor, or
    one that writes a tensor (`mul_`, `*=`) of a dtype other than float32/float64, or with a
    complex operand: AOTAutograd makes both the op and a copy into the written tensor, and the
    copy converts where eager's kernel refuses to cast its result ("result type Float can't be
    cast to the desired output type Long")."""
    if node.op not in ("call_function", "call_method"):
        return False
    if "out" in node.kwargs:
        return True
    if not _inplace(node) or not args or not isinstance(args[0], torch.Tensor):
        return False
    tensors = [v for v in _flat([args, kwargs]) if isinstance(v, torch.Tensor)]
    return args[0].dtype not in _COMMON or any(v.dtype.is_complex for v in tensors)


def dynamo_error(gm: torch.fx.GraphModule) -> "EagerRaises | None":
    """For the graph Dynamo captured (torch-level calls, before AOTAutograd makes a call with
    `out=`, or one that writes its tensor, an op and a copy, which converts any dtype): the first
    such call whose eager function raises for its dtypes (`torch.aminmax(x, out=(float32,
    float64))`: "Expected out tensor to have dtype float"; `long_tensor.div_(2)`), as an
    `EagerRaises` for the backend, or None. The call runs on zeros of its operands' shapes and
    dtypes (none above `MAX_ELEMENTS`, no symbolic sizes), torch's generators put back after;
    answers are kept as `eager_error`'s."""
    from torch.utils._python_dispatch import _disable_current_modes

    for node in gm.graph.nodes:
        args = _node_values(tuple(node.args), "example_value")
        kwargs = {k: _node_values(v, "example_value") for k, v in node.kwargs.items()}
        if not _dynamo_asked(node, args, kwargs):
            continue
        values = _flat([args, kwargs])
        tensors = [v for v in values if isinstance(v, torch.Tensor)]
        if (any(_symbolic(v) for v in values) or not all(_runs_here(v.device) for v in tensors)
                or any(v.numel() > MAX_ELEMENTS for v in tensors)):
            continue
        key = (("dynamo", node.op, node.target), _key_of(list(args)), _key_of(sorted(kwargs.items())))
        if key not in _ANSWERS:
            STATE.count("dtype_probes")
            start = time.perf_counter()
            error = None
            with (_disable_current_modes(), torch._C._DisablePythonDispatcher(), torch.no_grad(),
                  torch.random.fork_rng(devices=[])):
                try:
                    zargs, zkwargs = _zeros(list(args)), {k: _zeros(v) for k, v in kwargs.items()}
                    if node.op == "call_method":
                        getattr(zargs[0], node.target)(*zargs[1:], **zkwargs)
                    else:
                        node.target(*zargs, **zkwargs)
                except Exception as e:  # noqa: BLE001 - read below
                    error = e
            STATE.count("dtype_probe_us", int((time.perf_counter() - start) * 1e6))
            _ANSWERS[key] = None
            if error is not None and _is_dtype_error(error):
                STATE.count("dtype_refusals")
                _ANSWERS[key] = f"{type(error).__name__}: {_first_line(error)}"
        if _ANSWERS[key] is not None:
            return EagerRaises(node.target, _ANSWERS[key])
    return None
