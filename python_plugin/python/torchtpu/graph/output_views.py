"""Graph outputs with eager's aliasing and strides.

AOTAutograd leaves an inference graph's output aliasing to the backend: eager returns `y[:2]` as a
view of `y` and `z.t()` as a view of `z`, sharing memory and with the base's strides, and so does
Inductor. torchtpu's executables write every result densely, so an output that is a chain of view
ops (`VIEW_TARGETS`) over a tensor the graph computes is made on the host instead, by replaying
those ops on the base's result (serialize.py, `output_alias`, for fused mode; modes.py for strict
and debug). An output that is no view but that eager lays out densely in another order (a
channels-last feature map, `x.t() * 2`) gets that order too: written so by the executable in fused
mode (`saved_layout`), copied into it in strict and debug modes (`eager_layout`).
"""

from __future__ import annotations

import operator
from typing import Any

import torch
import torch.fx

from .aot_metadata import SAVED_FROM, STRIDE_ORDER_INPUTS

# View ops an output may be made with on the host: each returns a view of its first operand, from
# the operand's strides, as eager's kernel does.
VIEW_TARGETS = frozenset({
    "aten.alias.default", "aten.as_strided.default", "aten.diagonal.default", "aten.expand.default",
    "aten.narrow.default", "aten.permute.default", "aten.select.int", "aten.slice.Tensor",
    "aten.squeeze.default", "aten.squeeze.dim", "aten.squeeze.dims", "aten.t.default",
    "aten.transpose.int", "aten.unfold.default", "aten.unsqueeze.default", "aten.view.default",
})

# Ops that return several views of their operand (reached through `getitem`).
MULTI_VIEW_TARGETS = frozenset({
    "aten.split.Tensor", "aten.split_with_sizes.default", "aten.unbind.int", "aten.chunk.default",
})
# `view_chain`'s name for the pick of one of a multi-view op's results.
GETITEM = "getitem"


def _plain(a: Any) -> bool:
    """Whether `a` (a view op's arguments besides its operand) holds only plain numbers, bools,
    None, strings and containers of them: no nodes and no symbolic sizes."""
    if isinstance(a, (list, tuple)):
        return all(_plain(x) for x in a)
    if isinstance(a, dict):
        return all(_plain(x) for x in a.values())
    return a is None or isinstance(a, (bool, int, float, str)) and not isinstance(a, torch.SymInt)


def view_chain(n: Any, name_of: Any) -> tuple[torch.fx.Node, tuple] | None:
    """`(base, ops)` when node `n` is a chain of one or more view ops with plain arguments over
    node `base` (`ops`: (target name, args, kwargs) each, the one applied to `base` first; a
    `getitem` of a multi-view op, `x.chunk(2)[1]`, is the op and then `(GETITEM, (1,), {})`);
    None otherwise. `name_of` names a node's target (serialize.py's `target_name`)."""
    chain = []
    while isinstance(n, torch.fx.Node) and n.op == "call_function":
        if n.target is operator.getitem:
            # One of several views (`chunk`, `split`, `unbind`): the op, then the pick.
            src, index = n.args[0], n.args[1]
            if (not isinstance(src, torch.fx.Node) or src.op != "call_function" or not isinstance(index, int)
                    or name_of(src.target) not in MULTI_VIEW_TARGETS):
                return None
            chain.append((GETITEM, (index,), {}))
            n = src
        elif name_of(n.target) not in VIEW_TARGETS:
            break
        if not n.args or not isinstance(n.args[0], torch.fx.Node) or not _plain((n.args[1:], n.kwargs)):
            return None
        chain.append((name_of(n.target), tuple(n.args[1:]), dict(n.kwargs)))
        n = n.args[0]
    if not chain or not isinstance(n, torch.fx.Node):
        return None
    return n, tuple(reversed(chain))


def resolve(chain: tuple) -> tuple:
    """`view_chain`'s ops (target name, args, kwargs) as (callable, args, kwargs)."""
    ops = []
    for name, args, kwargs in chain:
        if name == GETITEM:
            ops.append((operator.getitem, tuple(args), {}))
            continue
        ns, op, overload = name.split(".")
        ops.append((getattr(getattr(getattr(torch.ops, ns), op), overload), tuple(args), dict(kwargs)))
    return tuple(ops)


def replay(t: torch.Tensor, ops: tuple) -> torch.Tensor:
    """`resolve`d view ops applied to `t`: the views eager makes."""
    for fn, args, kwargs in ops:
        t = fn(t, *args, **kwargs)
    return t


def dense_order(val: Any) -> bool:
    """Whether traced value `val` is a strided tensor of static shape laid out densely (in any
    order, no gaps or overlaps): the layout an executable's result can be given."""
    if not isinstance(val, torch.Tensor) or val.layout != torch.strided:
        return False
    if any(isinstance(d, torch.SymInt) for d in (*val.shape, *val.stride())):
        return False
    expected = 1
    for stride, size in sorted((st, sz) for sz, st in zip(val.shape, val.stride()) if sz != 1):
        if stride != expected:
            return False
        expected *= size
    return True


def eager_layout(t: Any, val: Any) -> Any:
    """`t` with the strides of its traced value `val` where `val` is dense in another order than
    `t` (a copy); `t` itself otherwise."""
    if not isinstance(t, torch.Tensor) or not dense_order(val) or tuple(t.shape) != tuple(val.shape):
        return t
    if t.numel() <= 1 or t.stride() == val.stride():
        return t
    out = torch.empty_strided(t.shape, val.stride(), dtype=t.dtype, device=t.device)
    out.copy_(t)
    return out


def host_outputs(gm: torch.fx.GraphModule, name_of: Any) -> dict[int, list[torch.fx.Node]]:
    """Output position -> the nodes to run on the host, in graph order, for each output the user
    sees that is views of a graph input or of another output, reached through view ops, `getitem`
    and size arithmetic only (`aten.sym_size.int` of an input, `floordiv` of sizes): run on the
    call's real tensors, they make eager's views, with eager's offsets and strides.

    For graphs with symbolic sizes (`CompiledGraph`): an output that aliases an input is
    regenerated by AOTAutograd from the output's size, strides and storage offset when its view
    ops take symbolic sizes (`gen_alias_from_base`'s `as_strided`), so a contiguous copy there
    took the wrong part of the input (the second half of `x.chunk(2)` read the first)."""
    out = next(n for n in gm.graph.nodes if n.op == "output")
    results = list(out.args[0]) if isinstance(out.args[0], (list, tuple)) else [out.args[0]]
    if gm.meta.get(STRIDE_ORDER_INPUTS):
        return {}  # a backward graph: its outputs are gradients
    limit = gm.meta.get(SAVED_FROM, len(results))
    order = {n: k for k, n in enumerate(gm.graph.nodes)}
    bases = {r for r in results if isinstance(r, torch.fx.Node) and r.op == "call_function"
             and name_of(r.target) not in VIEW_TARGETS}
    plans: dict[int, list[torch.fx.Node]] = {}
    for i, r in enumerate(results[:limit]):
        if not isinstance(r, torch.fx.Node) or not _is_view(r, name_of):
            continue
        needed: set[torch.fx.Node] = set()
        if _host_closure(r, r, bases, name_of, needed):
            plans[i] = sorted(needed, key=order.__getitem__)
    return plans


def _is_view(n: torch.fx.Node, name_of: Any) -> bool:
    if n.op != "call_function":
        return False
    if n.target is operator.getitem:
        src = n.args[0]
        return isinstance(src, torch.fx.Node) and src.op == "call_function" and name_of(src.target) in MULTI_VIEW_TARGETS
    return name_of(n.target) in VIEW_TARGETS


def _host_closure(n: Any, root: torch.fx.Node, bases: set, name_of: Any, needed: set) -> bool:
    """Adds to `needed` the nodes that make `n` on the host; False when one of them computes
    tensor data (then the output is the executable's)."""
    if not isinstance(n, torch.fx.Node) or n in needed or n.op == "placeholder":
        return True
    if n is not root and n in bases:
        return True  # another output's tensor, from the executable
    val = n.meta.get("val")
    size_math = n.op == "call_function" and isinstance(val, (int, float, bool, torch.SymInt, torch.SymFloat, torch.SymBool))
    multi = n.op == "call_function" and name_of(n.target) in MULTI_VIEW_TARGETS
    if not (size_math or multi or _is_view(n, name_of)):
        return False
    needed.add(n)
    for a in (*n.args, *n.kwargs.values()):
        for m in (a if isinstance(a, (list, tuple)) else [a]):
            if not _host_closure(m, root, bases, name_of, needed):
                return False
    return True


def run_host(gm: torch.fx.GraphModule, nodes: list[torch.fx.Node], args: list, results: list) -> Any:
    """`host_outputs`' nodes run on the call's inputs `args` and the executable's `results`:
    the last node's value."""
    out = next(n for n in gm.graph.nodes if n.op == "output")
    outs = list(out.args[0]) if isinstance(out.args[0], (list, tuple)) else [out.args[0]]
    env: dict[torch.fx.Node, Any] = {}
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    env.update(zip(placeholders, args))
    for k, r in enumerate(outs):
        if isinstance(r, torch.fx.Node) and r not in env and k < len(results):
            env[r] = results[k]
    value = None
    for n in nodes:
        a, kw = torch.fx.node.map_arg((n.args, n.kwargs), lambda m: env[m])
        value = env[n] = n.target(*a, **kw)
    return value
