"""`torch.cond` inlined in an FX graph: both branches copied in, each result picked with `where`
(capture/control_flow.py decides which `cond`s compile as control flow instead; the partitioner
inlines the others before it splits a graph, execution/partition.py)."""

from __future__ import annotations

import operator

import torch
import torch.fx

from .serialize import NATIVE_CONTROL_FLOW as NATIVE

aten = torch.ops.aten

CONTROL_FLOW = (torch.ops.higher_order.cond, torch.ops.higher_order.while_loop)


def _is_cond(n: torch.fx.Node) -> bool:
    return n.op == "call_function" and n.target is torch.ops.higher_order.cond


def _inline(gm: torch.fx.GraphModule, sub: torch.fx.GraphModule, operands: list) -> list:
    """Copies `sub`'s nodes into `gm` (at the graph's insertion point) on `operands`; returns
    the nodes of its results. Its own submodules (a nested `cond`'s branches) move into `gm`."""
    env: dict[torch.fx.Node, torch.fx.Node] = {}
    placeholders = iter(operands)
    results: list = []
    for n in sub.graph.nodes:
        if n.op == "placeholder":
            env[n] = next(placeholders)
        elif n.op == "get_attr":
            name = n.target
            while hasattr(gm, name):
                name = f"{name}_inlined"
            gm.add_submodule(name, getattr(sub, n.target))
            env[n] = gm.graph.get_attr(name)
            env[n].meta.update(n.meta)
        elif n.op == "output":
            out = n.args[0]
            results = [torch.fx.node.map_arg(o, lambda a: env[a]) for o in (out if isinstance(out, (list, tuple)) else [out])]
        else:
            env[n] = gm.graph.node_copy(n, lambda a: env[a])
    return results


def inline_conds(gm: torch.fx.GraphModule, keep_native: bool = False) -> int:
    """Replaces every `torch.cond` of `gm` (nested ones too) by both branches and a `where` per
    result (those marked to compile as control flow too, unless `keep_native`); returns how many
    were replaced."""
    done = 0
    while True:
        node = next((n for n in gm.graph.nodes if _is_cond(n) and tensor_predicate(n)
                     and not (keep_native and n.meta.get(NATIVE))), None)
        if node is None:
            break
        pred, true_attr, false_attr, operands = node.args[:4]
        vals = node.meta.get("val")
        with gm.graph.inserting_before(node):
            taken = _inline(gm, getattr(gm, true_attr.target), list(operands))
            other = _inline(gm, getattr(gm, false_attr.target), list(operands))
            chosen = []
            for i, (a, b) in enumerate(zip(taken, other)):
                w = gm.graph.call_function(aten.where.self, (pred, a, b))
                if isinstance(vals, (list, tuple)) and i < len(vals):
                    w.meta["val"] = vals[i]
                chosen.append(w)
        for user in list(node.users):
            if user.op == "call_function" and user.target is operator.getitem:
                user.replace_all_uses_with(chosen[user.args[1]])
                gm.graph.erase_node(user)
        if node.users:
            raise RuntimeError(f"node `{node.name}`: a `cond` result used other than by index")
        gm.graph.erase_node(node)
        for attr in (true_attr, false_attr):
            if not attr.users:
                gm.graph.erase_node(attr)
        done += 1
    if done:
        # Branches no node refers to any more.
        used = {n.target for n in gm.graph.nodes if n.op == "get_attr"}
        for name, _ in list(gm.named_children()):
            if name not in used and isinstance(getattr(gm, name), torch.fx.GraphModule):
                delattr(gm, name)
        gm.graph.lint()
        gm.recompile()
    return done


def tensor_predicate(n: torch.fx.Node) -> bool:
    pred = n.args[0]
    return isinstance(pred, torch.fx.Node) and isinstance(pred.meta.get("val"), torch.Tensor)
