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

from typing import Any

import torch
import torch.fx

# View ops an output may be made with on the host: each returns a view of its first operand, from
# the operand's strides, as eager's kernel does.
VIEW_TARGETS = frozenset({
    "aten.alias.default", "aten.as_strided.default", "aten.diagonal.default", "aten.expand.default",
    "aten.narrow.default", "aten.permute.default", "aten.select.int", "aten.slice.Tensor",
    "aten.squeeze.default", "aten.squeeze.dim", "aten.squeeze.dims", "aten.t.default",
    "aten.transpose.int", "aten.unfold.default", "aten.unsqueeze.default", "aten.view.default",
})


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
    node `base` (`ops`: (target name, args, kwargs) each, the one applied to `base` first); None
    otherwise. `name_of` names a node's target (serialize.py's `target_name`)."""
    chain = []
    while isinstance(n, torch.fx.Node) and n.op == "call_function" and name_of(n.target) in VIEW_TARGETS:
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
