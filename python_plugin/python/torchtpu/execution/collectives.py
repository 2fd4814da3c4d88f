"""Collectives in compiled graphs (docs/distributed.md).

torch.distributed's functional collectives (`_c10d_functional.all_reduce`,
`all_gather_into_tensor`, `reduce_scatter_tensor`, `all_to_all_single`, `broadcast`, their
in-place and coalesced forms, and `wait_tensor`) reach the backend from DTensor, FSDP2 and user
code. They are not lowered to StableHLO: each process drives its own PJRT client, and ranks may
run different graphs (MPMD), so XLA cannot schedule a collective across them. Instead:

- the graph is split at every collective (`partition.py`): the compute between them compiles with
  XLA, and the collective runs through c10d on the process group the graph names;
- a collective is issued asynchronously (c10d returns at once) and waited on at its `wait_tensor`,
  which is moved to just before the first op that reads its result, so compute that does not
  depend on it runs meanwhile;
- this is not a fallback: it is counted apart (`collectives` in `torchtpu.stats()`) and allowed
  under `TORCHTPU_FALLBACK=error`;
- a graph whose collective names a process group this process does not have is refused at
  compile time, and a collective that fails at run time raises `CollectiveError`, naming the
  collective and its group either way.
"""

from __future__ import annotations

from typing import Any, Callable

import torch
import torch.fx

# Namespaces of torch's collective ops: the functional ones Dynamo traces, their autograd forms,
# and the c10d ops of the non-functional API.
NAMESPACES = frozenset({"_c10d_functional", "_c10d_functional_autograd", "c10d"})


class CollectiveError(RuntimeError):
    """A collective in a compiled graph cannot run: its process group is not one this process
    has, or c10d failed running it. Names the node, the collective and the group."""


def is_collective(target: Any) -> bool:
    return isinstance(target, torch._ops.OpOverload) and target.namespace in NAMESPACES


def _is_wait(target: Any) -> bool:
    return is_collective(target) and target._opname == "wait_tensor"


def in_flight(target: Any) -> bool:
    """A collective whose result is not there yet when the call returns: its memory is written
    when the collective completes, and only its `wait_tensor`'s result may be read (debug mode
    checks that one, not this)."""
    return is_collective(target) and not _is_wait(target)


def group_name(n: torch.fx.Node) -> str | None:
    """The `group_name` argument of a collective node (None for `wait_tensor`, or a group given
    as an object)."""
    schema = n.target._schema
    for i, a in enumerate(schema.arguments):
        if a.name == "group_name":
            v = n.args[i] if i < len(n.args) else n.kwargs.get("group_name")
            return v if isinstance(v, str) else None
    return None


def collective_nodes(gm: torch.fx.GraphModule) -> list[torch.fx.Node]:
    return [n for n in gm.graph.nodes if n.op == "call_function" and is_collective(n.target)]


def check_groups(gm: torch.fx.GraphModule, name: str) -> None:
    """Raises `CollectiveError` when a collective of the graph names a process group this process
    cannot run it on (not initialized, not registered, or without a CPU backend)."""
    import torch.distributed as dist
    from torch.distributed.distributed_c10d import _resolve_process_group

    for n in collective_nodes(gm):
        group = group_name(n)
        if group is None:
            continue
        where = f"graph `{name}`: node `{n.name}` ({n.target}) on process group `{group}`"
        if not dist.is_available() or not dist.is_initialized():
            raise CollectiveError(f"{where}: torch.distributed is not initialized in this process")
        try:
            pg = _resolve_process_group(group)
        except Exception as e:  # noqa: BLE001 - c10d raises several kinds; all mean "no such group"
            raise CollectiveError(f"{where}: this process has no such group ({e})") from None
        try:
            pg._get_backend(torch.device("cpu"))
        except Exception as e:  # noqa: BLE001
            raise CollectiveError(f"{where}: the group has no backend for CPU tensors ({e})") from None


def sink_waits(gm: torch.fx.GraphModule) -> None:
    """Moves each `wait_tensor` to just before the first node that reads its result, so that the
    compute between a collective and that node runs while the collective is in flight. In place."""
    order = {n: i for i, n in enumerate(gm.graph.nodes)}
    for w in [n for n in gm.graph.nodes if n.op == "call_function" and _is_wait(n.target)]:
        users = sorted(w.users, key=order.__getitem__)
        if users and users[0].op != "output" and order[users[0]] > order[w] + 1:
            users[0].prepend(w)
    gm.graph.lint()
    gm.recompile()


def _describe(n: torch.fx.Node) -> str:
    """`op on group g`, for a collective node; a `wait_tensor` is described by what it waits on."""
    if _is_wait(n.target) and n.args and isinstance(n.args[0], torch.fx.Node) and is_collective(n.args[0].target):
        src = n.args[0]
        return f"wait_tensor of {src.target} on process group `{group_name(src)}`"
    return f"{n.target} on process group `{group_name(n)}`"


def _guarded(op: Callable, what: str, node: str) -> Callable:
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return op(*args, **kwargs)
        except RuntimeError as e:
            raise CollectiveError(f"torchtpu: collective at node `{node}` ({what}) failed: {e}") from e

    run.__name__ = f"collective_{node}"
    return run


def guard_errors(gm: torch.fx.GraphModule) -> int:
    """Makes every collective node of `gm` raise `CollectiveError` naming the collective and its
    group when c10d fails. Returns the number of collective nodes. In place."""
    nodes = collective_nodes(gm)
    described = [(n, _describe(n)) for n in nodes]  # before any target is replaced
    for n, what in described:
        n.target = _guarded(n.target, what, n.name)
    if nodes:
        gm.recompile()
    return len(nodes)
