"""`torch.cond` and `torch.while_loop` in a compiled graph.

AOTAutograd hands over `torch.ops.higher_order.cond(pred, true_graph, false_graph, operands)`
and `torch.ops.higher_order.while_loop(cond_graph, body_graph, carried, additional)` with their
subgraphs as submodules (a training graph's backward has a `cond` of the two branches'
gradients).

Compiled as control flow (`prepare_control_flow`): a node whose subgraphs the compiler can take
whole (`native_ok`: every node an op with a lowering rule, no random op or custom kernel, static
shapes, tensors in and out, in a graph without symbolic sizes) stays a node; the serializer
writes its subgraphs into the graph's `subgraphs` table (graph format version 8) and the compiler
makes a `cond` a `stablehlo.if`, which runs only the branch the predicate picks, and a
`while_loop` a `stablehlo.while` (compiler/src/lower/control_flow.rs). `TORCHTPU_CONTROL_FLOW=0`
turns this off.

Otherwise a `cond` on a tensor predicate is inlined (`inline_conds`, graph/control_flow.py): both branches copied into
the graph on the operands, result `i` `aten.where(pred, true_i, false_i)`. The values are eager's
(`cond`'s branches are functional and return tensors of the same shapes and dtypes, and `where`
takes each element from the branch `pred` picks, whatever the other computed, NaN included); the
cost is both branches on every call. A `cond` on a symbolic-size predicate and a `while_loop`
that cannot be compiled run in eager, named.
"""

from __future__ import annotations

import operator

import torch
import torch.fx

from .. import config
from ..graph import ops
from ..graph.kernel_nodes import KERNEL_TARGET
from ..graph.control_flow import CONTROL_FLOW, NATIVE, tensor_predicate, inline_conds
from ..graph.serialize import graph_is_dynamic, target_name

__all__ = ["inline_conds", "prepare_control_flow"]


def _static_tensor(v) -> bool:
    return isinstance(v, torch.Tensor) and not any(isinstance(d, torch.SymInt) for d in v.shape)


def _subgraph_ok(sub: torch.fx.GraphModule) -> bool:
    """Whether the compiler can take subgraph `sub` whole: tensors of static shape in and out,
    every node an op with a lowering rule (nested control flow included), no random op or kernel."""
    registered = ops.registered()
    for n in sub.graph.nodes:
        if n.op == "placeholder":
            if not _static_tensor(n.meta.get("val")):
                return False
        elif n.op == "get_attr":
            if not isinstance(getattr(sub, n.target, None), (torch.Tensor, torch.fx.GraphModule)):
                return False
        elif n.op == "call_function":
            if n.target is operator.getitem:
                continue
            if n.target in CONTROL_FLOW:
                if not _native_ok(sub, n):
                    return False
                continue
            name = target_name(n.target)
            if name not in registered or name == KERNEL_TARGET or ops.is_random(n.target):
                return False
            vals = n.meta.get("val")
            vals = vals if isinstance(vals, (list, tuple)) else [vals]
            if not all(_static_tensor(v) for v in vals):
                return False
        elif n.op == "output":
            outs = n.args[0] if isinstance(n.args[0], (list, tuple)) else [n.args[0]]
            if not all(isinstance(o, torch.fx.Node) and _static_tensor(o.meta.get("val")) for o in outs):
                return False
        else:
            return False
    return True


def _native_ok(gm: torch.fx.GraphModule, n: torch.fx.Node) -> bool:
    """Whether control-flow node `n` of `gm` compiles as control flow: see the module's docstring."""
    if n.target is torch.ops.higher_order.cond:
        if len(n.args) < 4 or not tensor_predicate(n) or not _static_tensor(n.args[0].meta.get("val")):
            return False
        subs, operands = n.args[1:3], n.args[3]
    elif n.target is torch.ops.higher_order.while_loop:
        if len(n.args) < 4:
            return False
        subs, operands = n.args[0:2], [*n.args[2], *n.args[3]]
    else:
        return False
    if not all(isinstance(o, torch.fx.Node) and _static_tensor(o.meta.get("val")) for o in operands):
        return False
    for s in subs:
        sub = getattr(gm, s.target, None) if isinstance(s, torch.fx.Node) and s.op == "get_attr" else None
        if not isinstance(sub, torch.fx.GraphModule):
            return False
        placeholders = [p for p in sub.graph.nodes if p.op == "placeholder"]
        if len(placeholders) != len(operands):
            return False
        for p, o in zip(placeholders, operands):
            # A subgraph torch traced once and reused for another call may come without its
            # inputs' metadata: they are the operands'.
            if p.meta.get("val") is None:
                p.meta["val"] = o.meta["val"]
        if not _subgraph_ok(sub):
            return False
    return True


def _fold_int_operands(gm: torch.fx.GraphModule, n: torch.fx.Node) -> None:
    """Python ints among a `cond`'s operands or a `while_loop`'s additional inputs (sizes torch
    lifted when it traced the subgraphs) become constants of the subgraphs: each subgraph's
    placeholder for one is replaced by the number, and the operand dropped."""
    if n.target is torch.ops.higher_order.cond:
        subs, operands, first, pos = n.args[1:3], list(n.args[3]), 0, 3
    else:
        subs, operands, first, pos = n.args[0:2], list(n.args[3]), len(n.args[2]), 3
    ints = [k for k, o in enumerate(operands) if isinstance(o, int) and not isinstance(o, bool)]
    if not ints or not all(isinstance(s, torch.fx.Node) and s.op == "get_attr" for s in subs):
        return
    for s in subs:
        sub = getattr(gm, s.target)
        placeholders = [p for p in sub.graph.nodes if p.op == "placeholder"]
        if len(placeholders) != first + len(operands):
            return
    for s in subs:
        sub = getattr(gm, s.target)
        placeholders = [p for p in sub.graph.nodes if p.op == "placeholder"]
        for k in ints:
            p = placeholders[first + k]
            p.replace_all_uses_with(operands[k])
            sub.graph.erase_node(p)
        sub.recompile()
    kept = tuple(o for k, o in enumerate(operands) if k not in ints)
    n.args = (*n.args[:pos], kept, *n.args[pos + 1:])


def prepare_control_flow(gm: torch.fx.GraphModule) -> tuple[int, int]:
    """Marks the control-flow nodes of `gm` that compile as control flow, and inlines the other
    `torch.cond`s on a tensor predicate (both branches and a `where`); returns (compiled as
    control flow, inlined)."""
    if not any(n.op == "call_function" and n.target in CONTROL_FLOW for n in gm.graph.nodes):
        return 0, 0
    native = 0
    inline_all = graph_is_dynamic(gm) or not config.control_flow()
    for n in gm.graph.nodes:
        if n.op == "call_function" and n.target in CONTROL_FLOW and not inline_all:
            _fold_all_int_operands(gm, n)
            if _native_ok(gm, n):
                _mark(gm, n)
                native += 1
    return native, inline_conds(gm, keep_native=True)


def _fold_all_int_operands(gm: torch.fx.GraphModule, n: torch.fx.Node) -> None:
    """`_fold_int_operands` of `n` and of the control-flow nodes of its subgraphs."""
    if len(n.args) < 4:
        return
    _fold_int_operands(gm, n)
    for s in n.args[1:3] if n.target is torch.ops.higher_order.cond else n.args[0:2]:
        sub = getattr(gm, s.target, None) if isinstance(s, torch.fx.Node) and s.op == "get_attr" else None
        if isinstance(sub, torch.fx.GraphModule):
            for inner in sub.graph.nodes:
                if inner.op == "call_function" and inner.target in CONTROL_FLOW:
                    _fold_all_int_operands(sub, inner)


def _mark(gm: torch.fx.GraphModule, n: torch.fx.Node) -> None:
    """Marks `n`, and the control-flow nodes of its subgraphs, to compile as control flow."""
    n.meta[NATIVE] = True
    for s in n.args[1:3] if n.target is torch.ops.higher_order.cond else n.args[0:2]:
        sub = getattr(gm, s.target)
        for inner in sub.graph.nodes:
            if inner.op == "call_function" and inner.target in CONTROL_FLOW:
                _mark(sub, inner)


