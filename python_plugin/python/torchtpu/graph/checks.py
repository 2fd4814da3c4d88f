"""Run-time checks (docs/runtime-checks.md): the compiled program computes, for each op where eager
PyTorch raises on bad values (an index out of range, an integer division by zero), whether it
would have; `_native.Compiled.call` raises `CheckError` naming the node and op, and this module
adds the user's source line, from the FX node's `stack_trace`."""

from __future__ import annotations

import re

import torch

from .._native import CheckError

_FRAME = re.compile(r'File "([^"]+)", line (\d+), in (\S+)\n\s*(.*)')


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
    new = CheckError(msg)
    for attr in ("node", "op", "kind", "detail"):
        setattr(new, attr, getattr(e, attr, None))
    new.source = src
    return new


# Ops whose eager kernel checks its values but whose decomposition loses the check: each gets a
# `torch._assert_async` inserted before it in Dynamo's graph (lowered as a check, lower/checks.rs).
_ONE_HOT = (torch._C._nn.one_hot, torch.nn.functional.one_hot)


def insert_asserts(gm: torch.fx.GraphModule) -> None:
    """Puts eager's value checks back in front of ops whose decomposition drops them:
    `one_hot(t, n)` asserts `0 <= t < n` (eager: "Class values must be ..."). In place."""
    changed = False
    for n in list(gm.graph.nodes):
        if n.op != "call_function" or n.target not in _ONE_HOT:
            continue
        t = n.args[0] if n.args else n.kwargs.get("tensor", n.kwargs.get("input"))
        classes = n.args[1] if len(n.args) > 1 else n.kwargs.get("num_classes", -1)
        if not isinstance(t, torch.fx.Node) or not isinstance(classes, int) or classes < 0:
            continue  # num_classes=-1 reads the data: Dynamo does not trace it into a graph
        with gm.graph.inserting_before(n):
            for cond, msg in (
                (gm.graph.call_function(torch.ge, (t, 0)), "Class values must be non-negative."),
                (gm.graph.call_function(torch.lt, (t, classes)), "Class values must be smaller than num_classes."),
            ):
                ok = gm.graph.call_function(torch.all, (cond,))
                a = gm.graph.call_function(torch._assert_async, (ok, msg))
                a.meta["stack_trace"] = n.meta.get("stack_trace")
        changed = True
    if changed:
        gm.recompile()
