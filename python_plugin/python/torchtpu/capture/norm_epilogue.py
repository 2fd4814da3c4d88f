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
decomposes it, SiLU (`z * sigmoid(z)`; the kernel's exp is its own, within 2 ulp), or none (a batch norm before a residual add: the kernel's two passes still beat
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
ACTS = ("none", "relu", "clamp", "hardswish", "silu")


def _activate(z: Tensor, act: str, lo: float, hi: float) -> Tensor:
    if act == "relu":
        return torch.relu(z)
    if act == "clamp":
        return torch.clamp(z, lo, hi)
    if act == "hardswish":
        # As AOTAutograd's decomposition computes it, the graph this op replaces.
        return z * torch.clamp(torch.clamp(z + 3, min=0), max=6) / 6
    if act == "silu":
        return z * torch.sigmoid(z)
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
BN_BACKWARD = aten.native_batch_norm_backward.default


def _act_grad(g: Tensor, s: Tensor, act: str, lo: float, hi: float) -> Tensor:
    """The activation's gradient as AOTAutograd's graph computes it (the nodes this op replaces)."""
    if act == "relu":
        return torch.where(s <= 0, 0.0, g)
    if act == "clamp":
        return torch.where((s <= lo) | (s >= hi), 0.0, g)
    if act == "hardswish":
        return torch.where(s <= -3, 0.0, torch.where(s < 3, g * (s / 3 + 0.5), g))
    if act == "silu":
        sig = 1 / (torch.exp(-s) + 1)
        return (g * sig) * (s * (1 - sig) + 1)
    if act == "none":
        return g
    raise ValueError(f"torchtpu::batch_norm_act_backward: activation `{act}`: one of {', '.join(ACTS)}")


@torch.library.custom_op("torchtpu::batch_norm_act_backward", mutates_args=())
def batch_norm_act_backward(grad: Tensor, s: Tensor, x: Tensor, weight: Optional[Tensor], save_mean: Tensor,
                            save_invstd: Tensor, act: str, lo: float, hi: float) -> tuple[Tensor, Tensor, Tensor]:
    """-> (input, weight and bias gradients) of a training batch norm followed by `act`, for the
    gradient `grad` of the activation; `s` is what the activation's gradient reads (ReLU: its
    output; clamp, hardswish: its input)."""
    gz = _act_grad(grad, s, act, lo, hi)
    gx, _, _ = aten.native_batch_norm_backward(gz, x, weight, None, None, save_mean, save_invstd, True, 0.0,
                                               [True, False, False])
    dims = [d for d in range(x.dim()) if d != 1]
    shape = [1, -1] + [1] * (x.dim() - 2)
    gb = gz.sum(dims)
    gw = (gz * (x - save_mean.view(shape))).sum(dims) * save_invstd
    return gx, gw, gb


@batch_norm_act_backward.register_fake
def _(grad, s, x, weight, save_mean, save_invstd, act, lo, hi):
    return torch.empty_like(x), save_mean.new_empty(save_mean.shape), save_mean.new_empty(save_mean.shape)


BACKWARD_OP = torch.ops.torchtpu.batch_norm_act_backward.default


def _zero(n) -> bool:
    if _number(n, 0.0):
        return True
    if _is(n, aten.scalar_tensor.default) or _is(n, aten.full.default):
        value = n.args[0] if _is(n, aten.scalar_tensor.default) else (n.args[1] if len(n.args) > 1 else None)
        shape_ok = _is(n, aten.scalar_tensor.default) or list(n.args[0]) == []
        return shape_ok and _number(value, 0.0)
    return False


def _masked(n) -> tuple[fx.Node, fx.Node, fx.Node] | None:
    """`where(mask, 0, g)` -> (mask, g, the node), or None."""
    if _is(n, aten.where.self) and len(n.args) == 3 and not n.kwargs and _zero(n.args[1]):
        return n.args[0], n.args[2], n
    return None


def _silu_grad(gz: fx.Node):
    """SiLU's gradient as AOTAutograd decomposes it: `mul(mul(g, sig), add(mul(s, sub(1, sig)), 1))`
    with `sig = mul(reciprocal(add(exp(neg(s)), 1)), 1)`, or None."""
    if not (_is(gz, aten.mul.Tensor) and len(gz.args) == 2 and all(isinstance(a, fx.Node) for a in gz.args)):
        return None
    gsig, add2 = gz.args
    if not (_is(gsig, aten.mul.Tensor) and _is(add2, aten.add.Tensor) and _number(add2.args[1], 1.0)):
        return None
    mul3 = add2.args[0]
    if not (_is(mul3, aten.mul.Tensor) and len(mul3.args) == 2 and isinstance(mul3.args[0], fx.Node)):
        return None
    s, sub = mul3.args
    if not (_is(sub, aten.sub.Tensor) and _number(sub.args[0], 1.0) and len(sub.args) == 2 and not sub.kwargs):
        return None
    sig = sub.args[1]
    if not (_is(sig, aten.mul.Tensor) and _number(sig.args[1], 1.0)):
        return None
    rec = sig.args[0]
    if not _is(rec, aten.reciprocal.default):
        return None
    add1 = rec.args[0]
    if not (_is(add1, aten.add.Tensor) and _number(add1.args[1], 1.0) and not add1.kwargs):
        return None
    ex = add1.args[0]
    if not (_is(ex, aten.exp.default) and _is(ex.args[0], aten.neg.default) and ex.args[0].args[0] is s):
        return None
    if not (len(gsig.args) == 2 and sig in gsig.args):
        return None
    g = gsig.args[1] if gsig.args[0] is sig else gsig.args[0]
    if not isinstance(g, fx.Node):
        return None
    return "silu", 0.0, 0.0, g, s, [gz, gsig, add2, mul3, sub, sig, rec, add1, ex, ex.args[0]]


def _grad_of_activation(gz: fx.Node) -> tuple[str, float, float, fx.Node, fx.Node, list[fx.Node]] | None:
    """The activation's gradient that computes `gz`, as AOTAutograd decomposes it: (its name, the
    clamp's bounds, the activation's gradient `g`, what it reads `s`, its nodes), or None."""
    silu = _silu_grad(gz)
    if silu is not None:
        return silu
    m = _masked(gz)
    if m is None:
        return None
    mask, g, where = m
    # ReLU: where(s <= 0, 0, g), `s` its output.
    if _is(mask, aten.le.Scalar) and _number(mask.args[1], 0.0) and isinstance(mask.args[0], fx.Node):
        return "relu", 0.0, 0.0, g, mask.args[0], [where, mask]
    # clamp (ReLU6, hardtanh): where((s <= lo) | (s >= hi), 0, g), `s` its input.
    if _is(mask, aten.bitwise_or.Tensor) and all(isinstance(a, fx.Node) for a in mask.args[:2]):
        le, ge = mask.args[:2]
        if (_is(le, aten.le.Scalar) and _is(ge, aten.ge.Scalar) and le.args[0] is ge.args[0]
                and isinstance(le.args[1], (int, float)) and isinstance(ge.args[1], (int, float))
                and float(le.args[1]) <= float(ge.args[1])):
            return "clamp", float(le.args[1]), float(ge.args[1]), g, le.args[0], [where, mask, le, ge]
    # hardswish: where(s <= -3, 0, where(s < 3, g * (s / 3 + 0.5), g)), `s` its input.
    if _is(mask, aten.le.Scalar) and _number(mask.args[1], -3.0) and _is(g, aten.where.self) and len(g.args) == 3:
        s = mask.args[0]
        inner = g
        lt, mul, g0 = inner.args
        if not (_is(lt, aten.lt.Scalar) and lt.args[0] is s and _number(lt.args[1], 3.0)):
            return None
        if not (_is(mul, aten.mul.Tensor) and len(mul.args) == 2 and g0 in mul.args):
            return None
        add = mul.args[1] if mul.args[0] is g0 else mul.args[0]
        if not (_is(add, aten.add.Tensor) and _number(add.args[1], 0.5) and not add.kwargs):
            return None
        div = add.args[0]
        if not (_is(div, aten.div.Tensor) and div.args[0] is s and _number(div.args[1], 3.0) and not div.kwargs):
            return None
        return "hardswish", 0.0, 0.0, g0, s, [where, mask, inner, lt, mul, add, div]
    return None


def _takes_backward(bnb: fx.Node) -> bool:
    if len(bnb.args) != 10 or bnb.kwargs or bnb.args[7] is not True:
        return False
    mask = bnb.args[9]
    if not (isinstance(mask, (list, tuple)) and len(mask) == 3 and mask[0]):
        return False
    x, gz = _val(bnb.args[1]), _val(bnb.args[0])
    if x is None or gz is None or gz.shape != x.shape or gz.dtype != x.dtype:
        return False
    if x.dtype not in (torch.float32, torch.float64) or x.device.type != "cpu" or x.dim() < 2:
        return False
    if not all(isinstance(d, int) for d in x.shape) or x.numel() < _native.ATEN_OPS_MIN_ELEMENTS:
        return False
    ch = x.shape[1]
    w, mean, invstd = bnb.args[2], bnb.args[5], bnb.args[6]
    for a in ([w] if w is not None else []) + [mean, invstd]:
        v = _val(a)
        if v is None or v.dtype != x.dtype or tuple(v.shape) != (ch,):
            return False
    return True


def fuse_norm_backward_epilogues(gm: fx.GraphModule) -> int:
    """Rewrites, in a backward graph, every training batch norm's gradient together with the
    gradient of the activation after it (`native_batch_norm_backward(act_grad(g, s), x, ...)` ->
    `torchtpu::batch_norm_act_backward(g, s, x, ...)`); returns how many."""
    graph = gm.graph
    fused = 0
    for bnb in list(graph.nodes):
        if not _is(bnb, BN_BACKWARD) or not _takes_backward(bnb):
            continue
        if not all(u.target is operator.getitem and isinstance(u.args[1], int) for u in bnb.users):
            continue
        gz, x, w = bnb.args[0], bnb.args[1], bnb.args[2]
        found = _grad_of_activation(gz) if isinstance(gz, fx.Node) and len(gz.users) == 1 else None
        act, lo, hi, g, s, removed = found if found is not None else ("none", 0.0, 0.0, gz, gz, [])
        if _val(s) is None or _val(s).shape != _val(x).shape or _val(g) is None or _val(g).shape != _val(x).shape:
            continue
        with graph.inserting_before(bnb):
            new = graph.call_function(BACKWARD_OP, (g, s, x, w, bnb.args[5], bnb.args[6], act, lo, hi))
            outs = [graph.call_function(operator.getitem, (new, i)) for i in range(3)]
        stat = _val(bnb.args[5])
        new.meta["val"] = (_val(x), stat, stat)
        _move_results(graph, bnb, outs, 0)
        # The activation's gradient, where nothing else reads its nodes (first to last).
        for n in removed:
            if not n.users:
                graph.erase_node(n)
        fused += 1
    return _finish(gm, fused)


def _move_results(graph: fx.Graph, old: fx.Node, outs: list[fx.Node], offset: int) -> None:
    """Every `old[i]` read as `outs[i + offset]` instead (with its metadata); then `old` and the
    `outs` nothing reads are erased."""
    for item in list(old.users):
        new = outs[item.args[1] + offset]
        new.meta = dict(item.meta)
        item.replace_all_uses_with(new)
        graph.erase_node(item)
    graph.erase_node(old)
    for o in outs:
        if not o.users:
            graph.erase_node(o)


def _finish(gm: fx.GraphModule, fused: int) -> int:
    if fused:
        gm.graph.lint()
        gm.recompile()
    return fused


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
        # SiLU: mul(z, sigmoid(z)).
        if _is(u, aten.sigmoid.default) and u.args[0] is z:
            mul = _only_user(u)
            if _is(mul, aten.mul.Tensor) and len(mul.args) == 2 and set(mul.args) == {z, u} and not mul.kwargs:
                return "silu", 0.0, 0.0, mul, [mul, u]
            continue
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
        _move_results(graph, bn, outs, 1)
        fused += 1
    return _finish(gm, fused)


__all__ = ["fuse_norm_epilogues", "fuse_norm_backward_epilogues", "batch_norm_act", "batch_norm_act_backward"]
