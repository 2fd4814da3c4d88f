"""Run-time checks (docs/runtime-checks.md): the compiled program computes, for each op where eager
PyTorch raises on bad values (an index out of range, an integer division by zero), whether it
would have; `_native.Compiled.call` raises `CheckError` naming the node and op, and this module
adds the user's source line, from the FX node's `stack_trace`."""

from __future__ import annotations

import math
import operator
import re
from typing import Any

import torch

from .._native import CheckError

_FRAME = re.compile(r'File "([^"]+)", line (\d+), in (\S+)\n\s*(.*)')


class LinAlgCheckError(CheckError, torch.linalg.LinAlgError):
    """A failed run-time check of a linear-algebra function on a matrix it cannot factor or
    invert (`_FACTORED`, `_svd`): a `CheckError` that is also the `torch.linalg.LinAlgError` eager raises,
    so that code which catches eager's error (and adds jitter, say) catches this one."""


def source_line(gm: torch.fx.GraphModule | None, node_name: str) -> str | None:
    """`file:line in function: code` of the user's line that made FX node `node_name` (the
    innermost frame of its `stack_trace`), or None when the graph does not record one."""
    if gm is None:
        return None
    for n in gm.graph.nodes:
        if n.name == node_name:
            trace = n.meta.get("stack_trace") or ""
            frames = _FRAME.findall(trace)
            if not frames:
                return None
            file, line, func, code = frames[-1]
            return f"{file}:{line} in {func}: {code.strip()}"
    return None


def with_source(e: CheckError, gm: torch.fx.GraphModule | None) -> CheckError:
    """`e`, re-made with the user's source line in its message and as `e.source`."""
    src = source_line(gm, getattr(e, "node", ""))
    msg = str(e)
    if gm is not None and "size of a dynamic dim" in msg:
        # An index check in a bucketed graph names the size symbol (`s15`): add where it comes
        # from, as the user knows it (`s15 (w.size(0))`).
        from .symbols import symbol_sources

        for sym, where in symbol_sources(gm).items():
            msg = re.sub(rf"\b{sym}\b", f"{sym} ({where})", msg, count=1)
    msg = msg if src is None else f"{msg}\n  at {src}"
    linalg = getattr(e, "detail", None) in _LINALG_ERRORS
    new = (LinAlgCheckError if linalg else CheckError)(msg)
    for attr in ("node", "op", "kind", "detail"):
        setattr(new, attr, getattr(e, attr, None))
    new.source = src
    return new


# Linear-algebra functions whose eager kernel raises for a matrix it cannot factor or invert, a
# check tracing drops (`_linalg_check_errors`): each call becomes its `_ex` variant, which returns
# `info` (0: factored) at `info_at`, and an assertion that every `info` is 0. Eager's messages,
# less the order of the failing minor or pivot and the batch element, which a static message
# cannot give. function -> (`_ex` variant, info_at, message).
_FACTORED = {
    torch.linalg.cholesky: (torch.linalg.cholesky_ex, 1, "linalg.cholesky: The factorization could not be completed "
                                                         "because the input is not positive-definite."),
    torch.linalg.inv: (torch.linalg.inv_ex, 1, "linalg.inv: A diagonal element is zero, the inversion could not be "
                                               "completed because the input matrix is singular."),
    torch.linalg.solve: (torch.linalg.solve_ex, 1, "torch.linalg.solve: The solver failed because the input matrix "
                                                   "is singular."),
    torch.linalg.lu_factor: (torch.linalg.lu_factor_ex, 2, "torch.linalg.lu_factor: A diagonal element of U is zero "
                                                          "and using it on lu_solve would result in a division by zero."),
}
_FACTORED[torch.inverse] = _FACTORED[torch.linalg.inv]
_SVD_MESSAGE = "linalg.svd: The algorithm failed to converge because the input matrix contained non-finite values."
# The messages eager raises as `torch.linalg.LinAlgError` (lu_factor's is a plain RuntimeError).
_LINALG_ERRORS = frozenset((*(m for f, (_, _, m) in _FACTORED.items() if f is not torch.linalg.lu_factor), _SVD_MESSAGE))


def _arg(n: torch.fx.Node, i: int, name: str, default: Any = None) -> Any:
    return n.args[i] if len(n.args) > i else n.kwargs.get(name, default)


def _factored(g: torch.fx.Graph, n: torch.fx.Node, fn: Any) -> None:
    """`n`, a call of `_FACTORED` function `fn`, as its `_ex` variant and an assertion on `info`."""
    ex, info_at, msg = _FACTORED[fn]
    with g.inserting_before(n):
        both = g.call_function(ex, tuple(n.args), dict(n.kwargs))
        result = g.call_function(operator.getitem, (both, 0)) if info_at == 1 else both
        info = g.call_function(operator.getitem, (both, info_at))
        _assert(g, n, g.call_function(torch.eq, (info, 0)), msg)
    both.meta["stack_trace"] = n.meta.get("stack_trace")
    n.replace_all_uses_with(result)
    g.erase_node(n)


def _assert(g: torch.fx.Graph, n: torch.fx.Node, cond: Any, msg: str) -> None:
    """`torch._assert_async(all(cond), msg)`, at the graph's insertion point, with `n`'s source."""
    ok = g.call_function(torch.all, (cond,))
    a = g.call_function(torch._assert_async, (ok, msg))
    a.meta["stack_trace"] = n.meta.get("stack_trace")


def _in_unit_interval(g: torch.fx.Graph, x: Any) -> Any:
    """`0 <= x <= 1` (false for NaN, as eager's checks)."""
    return g.call_function(torch.logical_and, (g.call_function(torch.ge, (x, 0)), g.call_function(torch.le, (x, 1))))


def _one_hot(g: torch.fx.Graph, n: torch.fx.Node) -> list:
    t = _arg(n, 0, "tensor", n.kwargs.get("input"))
    classes = _arg(n, 1, "num_classes", -1)
    if not isinstance(t, torch.fx.Node) or not isinstance(classes, int) or classes < 0:
        return []  # num_classes=-1 reads the data: Dynamo does not trace it into a graph
    return [(g.call_function(torch.ge, (t, 0)), "Class values must be non-negative."),
            (g.call_function(torch.lt, (t, classes)), "Class values must be smaller than num_classes.")]


def _bernoulli(g: torch.fx.Graph, n: torch.fx.Node) -> list:
    """`torch.bernoulli(p)`, `x.bernoulli()`: probabilities `p`/`x`; `x.bernoulli(p)`,
    `x.bernoulli_(p=0.5)`, `torch.bernoulli(x, p)`: `p`, a tensor or a float."""
    default = 0.5 if n.target == "bernoulli_" else n.args[0] if n.args else None
    p = _arg(n, 1, "p", default)
    if isinstance(p, torch.fx.Node) and not isinstance(p.meta.get("example_value"), torch.Tensor):
        # A float `p` Dynamo made symbolic (`dynamic=True`; torchvision's stochastic depth):
        # checked as a 0-d tensor, with eager's message for a float.
        as_tensor = g.call_function(torch.scalar_tensor, (p,), {"dtype": torch.float64})
        return [(_in_unit_interval(g, as_tensor), "bernoulli_ expects p to be in [0, 1], but got p out of range")]
    if isinstance(p, torch.fx.Node):
        return [(_in_unit_interval(g, p), "Expected p_in >= 0 && p_in <= 1 to be true, but got false.")]
    if isinstance(p, (int, float)) and not 0 <= p <= 1:
        return [(g.call_function(torch.full, ((), False)), f"bernoulli_ expects p to be in [0, 1], but got p={p}")]
    return []


def _binary_cross_entropy(g: torch.fx.Graph, n: torch.fx.Node) -> list:
    x, t = _arg(n, 0, "input"), _arg(n, 1, "target")
    return [(_in_unit_interval(g, v), f"all elements of {what} should be between 0 and 1")
            for v, what in ((x, "input"), (t, "target")) if isinstance(v, torch.fx.Node)]


def _masked_scatter(g: torch.fx.Graph, n: torch.fx.Node) -> list:
    x, mask, source = _arg(n, 0, "input"), _arg(n, 1, "mask"), _arg(n, 2, "source")
    if not all(isinstance(v, torch.fx.Node) for v in (x, mask, source)):
        return []
    ones = g.call_function(torch.sum, (g.call_method("expand_as", (mask, x)),))
    return [(g.call_function(torch.le, (ones, g.call_method("numel", (source,)))),
             "Number of elements of source < number of ones in mask")]


def _svd(g: torch.fx.Graph, n: torch.fx.Node) -> list:
    """Eager's SVD (LAPACK's) fails to converge on a NaN (not on an infinity, despite its words)."""
    a = _arg(n, 0, "A", n.kwargs.get("input"))
    if not isinstance(a, torch.fx.Node):
        return []
    return [(g.call_function(torch.logical_not, (g.call_function(torch.isnan, (a,)),)), _SVD_MESSAGE)]


def _matrix_power(g: torch.fx.Graph, n: torch.fx.Node) -> list:
    a, k = _arg(n, 0, "A", n.kwargs.get("input")), _arg(n, 1, "n")
    if not isinstance(a, torch.fx.Node) or not isinstance(k, int) or k >= 0:
        return []
    info = g.call_function(operator.getitem, (g.call_function(torch.linalg.inv_ex, (a,)), 1))
    return [(g.call_function(torch.eq, (info, 0)), _FACTORED[torch.linalg.inv][2])]


def _tensorinv(g: torch.fx.Graph, n: torch.fx.Node) -> list:
    a, ind = _arg(n, 0, "A", n.kwargs.get("input")), _arg(n, 1, "ind", 2)
    shape = getattr(a, "meta", {}).get("example_value", None)
    if not isinstance(a, torch.fx.Node) or not isinstance(ind, int) or shape is None or not 0 < ind <= shape.dim():
        return []
    rows = math.prod(shape.shape[:ind])
    if not isinstance(rows, int):
        return []
    square = g.call_method("reshape", (a, rows, -1))
    info = g.call_function(operator.getitem, (g.call_function(torch.linalg.inv_ex, (square,)), 1))
    return [(g.call_function(torch.eq, (info, 0)), _FACTORED[torch.linalg.inv][2])]


def _segment_reduce(g: torch.fx.Graph, n: torch.fx.Node) -> list:
    """Eager's segment lengths are non-negative and (unless `unsafe`) each row of `lengths` sums
    to `data`'s size along `axis`; offsets never decrease."""
    data, lengths, offsets = _arg(n, 0, "data"), n.kwargs.get("lengths"), n.kwargs.get("offsets")
    axis, unsafe = n.kwargs.get("axis", 0), n.kwargs.get("unsafe", False)
    shape = getattr(data, "meta", {}).get("example_value")
    if not isinstance(data, torch.fx.Node) or not isinstance(shape, torch.Tensor) or not isinstance(axis, int) \
            or not isinstance(unsafe, bool):
        return []
    negative = "Expected segment_length >= 0 to be true, but got false."
    if isinstance(lengths, torch.fx.Node):
        checks = [(g.call_function(torch.ge, (lengths, 0)), negative if unsafe else "lengths contains negative value!")]
        if not unsafe:
            total = g.call_function(torch.sum, (lengths, -1))
            size = g.call_method("size", (data, axis % max(shape.dim(), 1)))
            checks.append((g.call_function(torch.eq, (total, size)),
                           "segment_reduce(): Expected all rows of lengths along axis to sum to "
                           "data.size(lengths.dim()-1) when !unsafe."))
        return checks
    if isinstance(offsets, torch.fx.Node):
        lengths = g.call_function(torch.diff, (offsets,))
        return [(g.call_function(torch.ge, (lengths, 0)), negative)]
    return []


# Ops whose eager kernel checks its values but whose decomposition (or tracing) loses the check:
# each gets `torch._assert_async`s inserted before it in Dynamo's graph (lowered as checks,
# lower/checks.rs): function or method name -> the conditions and eager's messages.
_VALUE_CHECKS = {
    torch._C._nn.one_hot: _one_hot,
    torch.nn.functional.one_hot: _one_hot,
    torch.bernoulli: _bernoulli,
    "bernoulli": _bernoulli,
    "bernoulli_": _bernoulli,
    torch.nn.functional.binary_cross_entropy: _binary_cross_entropy,
    torch.masked_scatter: _masked_scatter,
    "masked_scatter": _masked_scatter,
    "masked_scatter_": _masked_scatter,
    torch.linalg.svd: _svd,
    torch.svd: _svd,
    torch.linalg.svdvals: _svd,
    torch.linalg.matrix_power: _matrix_power,
    torch.linalg.tensorinv: _tensorinv,
    torch.segment_reduce: _segment_reduce,  # also `torch._segment_reduce` (the same function)
}
_FACTORED_METHODS = {"inverse": torch.inverse}


def insert_asserts(gm: torch.fx.GraphModule) -> None:
    """Puts eager's value checks back where tracing drops them (`_VALUE_CHECKS`: `one_hot(t, n)`
    asserts `0 <= t < n`, eager's "Class values must be ..."; probabilities in [0, 1]; ...), and
    has the `_FACTORED` linear-algebra functions assert that they factored their matrices. In
    place."""
    g = gm.graph
    changed = False
    for n in list(g.nodes):
        if n.op not in ("call_function", "call_method"):
            continue
        fn = _FACTORED_METHODS.get(n.target) if n.op == "call_method" else n.target
        if fn in _FACTORED and "out" not in n.kwargs and (
                _FACTORED[fn][1] == 1 or all(u.target is operator.getitem for u in n.users)):
            _factored(g, n, fn)
            changed = True
            continue
        checks = _VALUE_CHECKS.get(n.target)
        if checks is None:
            continue
        with g.inserting_before(n):
            for cond, msg in checks(g, n):
                _assert(g, n, cond, msg)
                changed = True
    if changed:
        gm.recompile()
