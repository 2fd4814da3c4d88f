"""A training batch norm and the activation after it as one kernel.

In a training forward of a convolutional network, each batch norm computes its batch statistics
and normalizes, and an activation (ReLU, ReLU6, hardswish) follows. torchtpu ran the batch norm
in torch's kernel (channels-last: a pass for the mean, one for the variance, one for the result)
and then the activation in XLA's code, which reads and writes the whole activation again on one
thread. Inductor does it in two generated loops. This pass rewrites, in a forward or inference
graph AOTAutograd hands torchtpu,

    t = _native_batch_norm_legit_functional(x, w, b, rm, rv, True, momentum, eps)
    z = t[0]                                   -> u = torchtpu::batch_norm_act(x, w, b, rm, rv,
    a = act(z)                                         momentum, eps, act, lo, hi)
                                                  a = u[0]; z = u[1]; t[i] = u[i + 1]

where `act` is ReLU, a clamp with constant bounds (ReLU6, hardtanh), hardswish as AOTAutograd
decomposes it, or none (a batch norm before a residual add: the kernel's two passes still beat
torch's three). The normalized value `z` stays a result where something else reads it (the
backward of hardswish does); the compiler writes it only then. The compiler runs the op as one
custom call of torchtpu's own loop (python_plugin/csrc/norm_act.cpp, compiler/src/lower/norm.rs):
one pass for the statistics, one that writes the activation (and `z`).

It applies to float32 and float64 batch norms of static sizes on CPU tensors, of at least the
size torch's kernels take (`ATEN_OPS_MIN_ELEMENTS`), where `executable.aten_ops_active()`.
Results differ from eager's by rounding: the statistics are summed in another order (in float64
per block, see norm_act.cpp). `TORCHTPU_NORM_EPILOGUE=0` turns the rewrite off.
"""

from __future__ import annotations

import operator
from typing import Optional

import torch
import torch.fx as fx
from torch import Tensor

from .. import _native
from .conv_epilogue import _clamp, _is, _number, _only_user, _val

aten = torch.ops.aten
BN = aten._native_batch_norm_legit_functional.default
ACTS = ("none", "relu", "clamp", "hardswish")


def _activate(z: Tensor, act: str, lo: float, hi: float) -> Tensor:
    if act == "relu":
        return torch.relu(z)
    if act == "clamp":
        return torch.clamp(z, lo, hi)
    if act == "hardswish":
        # As AOTAutograd's decomposition computes it, the graph this op replaces.
        return z * torch.clamp(torch.clamp(z + 3, min=0), max=6) / 6
    if act == "none":
        return z.clone()
    raise ValueError(f"torchtpu::batch_norm_act: activation `{act}`: one of {', '.join(ACTS)}")


@torch.library.custom_op("torchtpu::batch_norm_act", mutates_args=())
def batch_norm_act(x: Tensor, weight: Optional[Tensor], bias: Optional[Tensor], running_mean: Tensor,
                   running_var: Tensor, momentum: float, eps: float, act: str, lo: float,
                   hi: float) -> tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    """-> (activation, normalized value, batch mean, batch invstd, new running mean, new running
    var): eager's batch norm, then the activation (what the compiled op computes, up to rounding)."""
    z, mean, invstd, new_rm, new_rv = aten._native_batch_norm_legit_functional(
        x, weight, bias, running_mean, running_var, True, momentum, eps)
    return _activate(z, act, lo, hi), z, mean, invstd, new_rm, new_rv


@batch_norm_act.register_fake
def _(x, weight, bias, running_mean, running_var, momentum, eps, act, lo, hi):
    def stat():
        return running_mean.new_empty(running_mean.shape)
    return torch.empty_like(x), torch.empty_like(x), stat(), stat(), stat(), stat()


OP = torch.ops.torchtpu.batch_norm_act.default


def _activation_of(z: fx.Node) -> tuple[str, float, float, fx.Node, list[fx.Node]] | None:
    """An activation among `z`'s readers, whose intermediate values nothing else reads: (its name,
    the clamp's bounds, its last node, the nodes it removes, last first), or None."""
    for u in z.users:
        if _is(u, aten.relu.default) and u.args[0] is z:
            return "relu", 0.0, 0.0, u, [u]
        if (_is(u, aten.hardtanh.default) or _is(u, aten.clamp.default)) and len(u.args) >= 3:
            bounds = _clamp(u, z)
            if bounds is not None:
                return "clamp", bounds[0], bounds[1], u, [u]
        # hardswish: div(mul(z, clamp(clamp(z + 3, 0), None, 6)), 6).
        if _is(u, aten.add.Tensor) and u.args[0] is z and _number(u.args[1], 3.0) and not u.kwargs:
            lo = _only_user(u)
            if not (_is(lo, aten.clamp.default) and lo.args[0] is u and len(lo.args) == 2 and _number(lo.args[1], 0.0)):
                continue
            hi = _only_user(lo)
            if not (_is(hi, aten.clamp.default) and hi.args[0] is lo and len(hi.args) == 3 and hi.args[1] is None
                    and _number(hi.args[2], 6.0)):
                continue
            mul = _only_user(hi)
            if not (_is(mul, aten.mul.Tensor) and set(mul.args[:2]) == {z, hi} and len(mul.args) == 2):
                continue
            div = _only_user(mul)
            if not (_is(div, aten.div.Tensor) and div.args[0] is mul and _number(div.args[1], 6.0)
                    and not div.kwargs):
                continue
            return "hardswish", 0.0, 0.0, div, [div, mul, hi, lo, u]
    return None


def _takes(bn: fx.Node) -> bool:
    if len(bn.args) != 8 or bn.kwargs or bn.args[5] is not True:
        return False
    x = _val(bn.args[0])
    if x is None or x.dtype not in (torch.float32, torch.float64) or x.device.type != "cpu" or x.dim() < 2:
        return False
    if not all(isinstance(d, int) for d in x.shape) or x.numel() < _native.ATEN_OPS_MIN_ELEMENTS:
        return False
    ch = x.shape[1]
    for a in bn.args[1:5]:
        if a is None:
            continue
        v = _val(a)
        if v is None or v.dtype != x.dtype or tuple(v.shape) != (ch,):
            return False
    return isinstance(bn.args[6], (int, float)) and isinstance(bn.args[7], (int, float))


def fuse_norm_epilogues(gm: fx.GraphModule) -> int:
    """Rewrites every training batch norm with an activation the pass takes (module docstring);
    returns how many."""
    graph = gm.graph
    fused = 0
    for bn in list(graph.nodes):
        if not _is(bn, BN) or not _takes(bn):
            continue
        items = {}
        if not all(u.target is operator.getitem and isinstance(u.args[1], int) for u in bn.users):
            continue
        for u in bn.users:
            items.setdefault(u.args[1], []).append(u)
        z_items = items.get(0, [])
        if len(z_items) != 1:
            continue
        z = z_items[0]
        # Without an activation the kernel is still two passes to torch's three.
        act, lo, hi, last, removed = _activation_of(z) or ("none", 0.0, 0.0, z, [])
        x, w, b, rm, rv, _training, momentum, eps = bn.args
        # Right after the batch norm: before every reader of its results.
        with graph.inserting_before(bn.next):
            new = graph.call_function(OP, (x, w, b, rm, rv, float(momentum), float(eps), act, lo, hi))
            outs = [graph.call_function(operator.getitem, (new, i)) for i in range(6)]
        va = _val(last)
        vals = [va, _val(z)] + [_val(items[i][0]) if items.get(i) else _val(rm) for i in range(1, 5)]
        new.meta["val"] = tuple(vals)
        outs[0].meta = dict(last.meta)
        last.replace_all_uses_with(outs[0])
        for n in removed:
            graph.erase_node(n)
        for i, item_nodes in items.items():
            for item in item_nodes:
                meta = dict(item.meta)
                item.replace_all_uses_with(outs[i + 1])
                outs[i + 1].meta = meta
                graph.erase_node(item)
        graph.erase_node(bn)
        for o in outs:
            if not o.users:
                graph.erase_node(o)
        fused += 1
    if fused:
        graph.lint()
        gm.recompile()
    return fused


__all__ = ["fuse_norm_epilogues", "batch_norm_act"]
