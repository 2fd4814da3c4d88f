"""Partial-graph fallback: compile the supported regions of a graph with XLA and run only the
unsupported nodes in eager torch.

The graph is split with torch's `CapabilityBasedPartitioner`: nodes with a lowering rule are fused
into submodules (`fused_0`, ...), each compiled by torchtpu; nodes without one stay in the parent
graph, which runs as an ordinary FX GraphModule. A rule may still refuse a particular use of its
op (an unsupported argument). The compiler reports every refused node of a graph at once
(`UnsupportedError.refusals`, `CompileOutcome.refusals`), so the caller passes the whole graph's
refusals in and the graph is split once. Only when a region refuses a node for a reason not known
before (a use that only arises inside the region) is it split a second time, with every region's
new refusals; `stats()["partition_resplits"]` counts those extra rounds.
"""

from __future__ import annotations

import operator
from typing import Any, Callable

import torch
import torch.fx
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner
from torch.fx.passes.operator_support import OperatorSupportBase

from .. import _native
from . import collectives
from ..graph.control_flow import CONTROL_FLOW, inline_conds
from ..graph import ops
from ..graph.serialize import target_name
from ..state import STATE

# Rounds at most: the first split, then one per batch of refusals not known before (each round
# runs strictly more nodes in eager, so this only bounds a pathological graph).
MAX_ROUNDS = 4


def node_supported(n: torch.fx.Node, refused: set[str]) -> bool:
    if n.op != "call_function" or n.name in refused:
        return False
    if n.target is operator.getitem:
        return True
    if n.target in CONTROL_FLOW:
        # Its subgraphs are get_attr nodes of this graph, which a region cannot take along: a
        # `cond` left here runs in eager (`split_and_compile` inlines the others first).
        return False
    return target_name(n.target) in ops.registered()


class _Support(OperatorSupportBase):
    def __init__(self, refused: set[str]):
        self.refused = refused

    def is_node_supported(self, submodules, node: torch.fx.Node) -> bool:
        return node_supported(node, self.refused)


class _Region(torch.nn.Module):
    """A fused submodule replaced by its compiled executable."""

    def __init__(self, run: Callable[[list], list], tuple_out: bool):
        super().__init__()
        self.run = run
        self.tuple_out = tuple_out

    def forward(self, *args: Any) -> Any:
        out = self.run(list(args))
        return tuple(out) if self.tuple_out else out[0]


def _fill_placeholder_meta(parent: torch.fx.GraphModule) -> None:
    """Fused submodules' placeholders get the metadata of the parent values they receive."""
    for n in parent.graph.nodes:
        if n.op != "call_module":
            continue
        sub = getattr(parent, n.target)
        placeholders = [p for p in sub.graph.nodes if p.op == "placeholder"]
        for p, a in zip(placeholders, n.args):
            if "val" not in p.meta and isinstance(a, torch.fx.Node) and "val" in a.meta:
                p.meta["val"] = a.meta["val"]


def _has_result(nodes) -> bool:
    """Whether a node of a proposed partition is read outside it (by a node or the output)."""
    return any(u not in nodes for n in nodes for u in n.users)


def _copy(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    g = torch.fx.Graph()
    out = g.graph_copy(gm.graph, {})
    g.output(out)
    return torch.fx.GraphModule(gm, g)


def refused_nodes(e: BaseException) -> set[str]:
    """The nodes an `UnsupportedError` refused (all of them: its `refusals`, else its `node`)."""
    found = {r.node for r in getattr(e, "refusals", ()) or () if r.node}
    node = getattr(e, "node", None)
    if not found and node:
        found.add(node)
    return found


def split_and_compile(
    gm: torch.fx.GraphModule,
    name: str,
    compile_region: Callable[[torch.fx.GraphModule, str], Callable[[list], list]],
    eager: frozenset[str] = frozenset(),
    refused: frozenset[str] = frozenset(),
) -> tuple[Callable[[list], Any], list[str], int]:
    """Returns (callable taking the graph's input list, eager-run op names, compiled regions).
    `eager`: nodes to run in eager though they may have a rule (random ops under
    `TORCHTPU_RANDOM=torch`, collectives: collectives.py). `refused`: the nodes the compiler
    refused when it compiled the whole graph (`UnsupportedError.refusals`): they run in eager from
    the first split. Raises the compile error when no region can be compiled."""
    if any(n.op == "call_function" and n.target is torch.ops.higher_order.cond for n in gm.graph.nodes):
        # A region cannot take a `cond`'s subgraphs along: split a copy with every `cond` on a
        # tensor predicate inlined (both branches and a `where`, control_flow.py).
        gm = _copy(gm)
        inline_conds(gm)
    names = {n.name for n in gm.graph.nodes}
    refused_now: set[str] = set(eager) | set(refused)
    for _ in range(MAX_ROUNDS):
        eager_nodes = [n for n in gm.graph.nodes if n.op == "call_function" and not node_supported(n, refused_now)]
        storage = [n.name for n in eager_nodes if target_name(n.target) in ops.storage_targets()]
        if storage:
            # A compiled region hands eager a fresh contiguous tensor, not the strided view eager
            # would have had; an op that addresses storage would read different elements. Only the
            # whole graph in eager keeps eager's layouts.
            raise _native.UnsupportedError(
                f"graph `{name}`: {', '.join(storage)} address storage and cannot run in eager next to "
                "compiled regions"
            )
        eager_ops = sorted({target_name(n.target) for n in eager_nodes})
        # Fusing rewrites the module in place: work on a copy (node metadata is shared, not copied).
        work = _copy(gm)
        if collectives.collective_nodes(work):
            collectives.sink_waits(work)
        partitioner = CapabilityBasedPartitioner(work, _Support(refused_now), allows_single_node_partition=True)
        # A partition whose values nothing outside it reads (only run-time assertions, say, beside
        # the refused op they guard) has no result to hand back: torch's fuser cannot make a
        # module of it. Its nodes stay in the parent graph and run in eager there.
        parts = [p for p in partitioner.propose_partitions() if _has_result(p.nodes)]
        if not parts:
            raise _native.UnsupportedError(f"graph `{name}`: no op in it has a lowering rule")
        parent = partitioner.fuse_partitions(parts)
        _fill_placeholder_meta(parent)
        regions = 0
        # Every region is compiled, even after one refuses: the next round knows all refusals.
        new: set[str] = set()
        for n in list(parent.graph.nodes):
            if n.op == "call_module" and n.target.startswith("fused_"):
                sub = getattr(parent, n.target)
                out = next(o for o in sub.graph.nodes if o.op == "output").args[0]
                try:
                    run = compile_region(sub, f"{name}.{n.target}")
                except _native.UnsupportedError as e:
                    found = refused_nodes(e)
                    # A refusal that names no node of this graph (or one already in eager) cannot
                    # be split at: the whole graph falls back.
                    if not found or not found <= names or found & refused_now:
                        raise
                    new |= found
                    continue
                setattr(parent, n.target, _Region(run, isinstance(out, (tuple, list))))
                regions += 1
        if new:
            # The fallback round: refused inside a region for a reason the whole graph's compile
            # did not report.
            refused_now |= new
            STATE.count("partition_resplits")
            continue

        collectives.guard_errors(parent)

        def run(args: list) -> Any:
            return parent(*args)

        return run, eager_ops, regions
    raise _native.UnsupportedError(f"graph `{name}`: gave up after {MAX_ROUNDS} splits")
