"""An inference convolution with its batch norm and activation as one oneDNN call.

In an inference graph of a convolutional network, each convolution's result goes through a
batch norm in eval mode (a per-channel scale and shift) and usually an activation (ReLU, SiLU,
hardswish, ReLU6) before anything else reads it. torchtpu runs the convolution in torch's kernel
(oneDNN, `TORCHTPU_ATEN_CONV`) and XLA then reads and writes the whole activation again for the
batch norm and activation: a pass over every convolution's result, memory bound, which on a
2-core machine took about a third of RegNetX-200MF's inference step outside the convolutions.

oneDNN applies a bias and an activation to a convolution's result while it is still in cache
(its post-ops; `mkldnn._convolution_pointwise`, the op Inductor's freezing passes emit). This pass
rewrites, in a forward or inference graph AOTAutograd hands torchtpu,

    y = convolution(x, w, b)            -> mkldnn._convolution_pointwise(x, w * s, b', attr)
    z = _native_batch_norm_legit_no_training(y, gamma, beta, mean, var, _, eps)[0]
    a = act(z)

with `s = gamma / sqrt(var + eps)` and `b' = beta + (b - mean) * s`, computed in the graph (XLA
fuses them; a few values per output channel, and one pass over the weight), and `attr` the
activation (`relu`, `swish`, `hardswish`, `hardtanh`, or `none` when the batch norm's result
goes elsewhere). A convolution with a bias and an activation but no batch norm is fused too.

It applies only where every value it removes has one reader (so never to a training forward,
whose batch norm saves the convolution's result), to float32 2-d convolutions, not transposed,
of static sizes, and only where the convolution's result is at least [`MIN_RATIO`] times its
weight: the fold reads and writes the weight once per call, which must cost less than the pass
it saves. The compiler runs the op as one custom call of torch's kernel
(compiler/src/lower/conv.rs, `convolution_pointwise`).

Results are the same function computed in another order: the scale is applied to the weight
before the products instead of to their sums after them, and oneDNN's activations round as
oneDNN does, so they differ from eager's by rounding (about 1e-6 relative in float32), as
Inductor's freezing does. `TORCHTPU_CONV_EPILOGUE=0` turns the rewrite off.
"""

from __future__ import annotations

import operator

import torch
import torch.fx as fx

aten = torch.ops.aten
POINTWISE = torch.ops.mkldnn._convolution_pointwise.default
CONV = aten.convolution.default
BN = aten._native_batch_norm_legit_no_training.default

# The result of a fused convolution must be at least this many times its weight: the fold costs
# a read and a write of the weight per call, the pass it saves a read and a write of the result.
MIN_RATIO = 1


def _val(n):
    v = n.meta.get("val") if isinstance(n, fx.Node) else None
    return v if isinstance(v, torch.Tensor) else None


def _f32_static(n, rank: int | None = None) -> bool:
    v = _val(n)
    return (v is not None and v.dtype == torch.float32 and v.device.type == "cpu"
            and all(isinstance(d, int) for d in v.shape) and (rank is None or v.dim() == rank))


def _only_user(n: fx.Node) -> fx.Node | None:
    return next(iter(n.users)) if len(n.users) == 1 else None


def _is(n, target) -> bool:
    return isinstance(n, fx.Node) and n.op == "call_function" and n.target == target


def _number(a, value: float) -> bool:
    return isinstance(a, (int, float)) and not isinstance(a, bool) and float(a) == value


def _clamp(u: fx.Node, z: fx.Node):
    """The scalars of `clamp(z, lo, hi)` / `hardtanh(z, lo, hi)` with constant `lo <= hi` (oneDNN's
    clip and torch's clamp differ where `lo > hi`), or None."""
    if len(u.args) < 3 or u.args[0] is not z or u.kwargs:
        return None
    lo, hi = u.args[1:3]
    numbers = all(isinstance(a, (int, float)) and not isinstance(a, bool) for a in (lo, hi))
    return [float(lo), float(hi)] if numbers and lo <= hi else None


def _activation(z: fx.Node) -> tuple[str, list, fx.Node, list[fx.Node]] | None:
    """The activation that alone reads `z`: (oneDNN's name, its scalars, its last node, the
    nodes it removes, last first)."""
    users = list(z.users)
    if len(users) == 1:
        u = users[0]
        if _is(u, aten.relu.default):
            return "relu", [None], u, [u]
        if _is(u, aten.silu.default):
            return "swish", [None], u, [u]
        if _is(u, aten.hardswish.default):
            return "hardswish", [None], u, [u]
        if _is(u, aten.hardtanh.default) or _is(u, aten.clamp.default):
            scalars = _clamp(u, z)
            return ("hardtanh", scalars, u, [u]) if scalars is not None else None
        return None
    if len(users) != 2:
        return None
    # SiLU: mul(z, sigmoid(z)).
    sig = next((u for u in users if _is(u, aten.sigmoid.default)), None)
    if sig is not None:
        mul = _only_user(sig)
        if _is(mul, aten.mul.Tensor) and mul in users and set(mul.args[:2]) == {z, sig}:
            return "swish", [None], mul, [mul, sig]
        return None
    # hardswish: div(mul(z, clamp(clamp(z + 3, 0), None, 6)), 6).
    add = next((u for u in users if _is(u, aten.add.Tensor)), None)
    if add is None or add.args[0] is not z or not _number(add.args[1], 3.0) or add.kwargs:
        return None
    lo = _only_user(add)
    if not (_is(lo, aten.clamp.default) and lo.args[0] is add and len(lo.args) == 2 and _number(lo.args[1], 0.0)):
        return None
    hi = _only_user(lo)
    if not (_is(hi, aten.clamp.default) and hi.args[0] is lo and len(hi.args) == 3 and hi.args[1] is None
            and _number(hi.args[2], 6.0)):
        return None
    mul = _only_user(hi)
    if not (_is(mul, aten.mul.Tensor) and mul in users and set(mul.args[:2]) == {z, hi}):
        return None
    div = _only_user(mul)
    if not (_is(div, aten.div.Tensor) and div.args[0] is mul and _number(div.args[1], 6.0) and not div.kwargs):
        return None
    return "hardswish", [None], div, [div, mul, hi, lo, add]


def _takes(conv: fx.Node) -> bool:
    args = conv.args
    if len(args) != 9 or conv.kwargs:
        return False
    x, w, b, _stride, _padding, _dilation, transposed, _output_padding, _groups = args
    if transposed or not (_f32_static(x, 4) and _f32_static(w, 4) and _f32_static(conv, 4)):
        return False
    if b is not None and not _f32_static(b, 1):
        return False
    return _val(conv).numel() >= MIN_RATIO * _val(w).numel()


def _make(graph: fx.Graph, fake_mode, target, *args) -> fx.Node:
    node = graph.call_function(target, args)
    vals = [(_val(a) if isinstance(a, fx.Node) else a) for a in args]
    with fake_mode:
        node.meta["val"] = target(*vals)
    return node


def fuse_conv_epilogues(gm: fx.GraphModule) -> int:
    """Rewrites every convolution the pass takes (module docstring); returns how many."""
    from torch._guards import detect_fake_mode

    if not torch.backends.mkldnn.is_available():
        return 0
    graph = gm.graph
    fused = 0
    for conv in list(graph.nodes):
        if not _is(conv, CONV) or not _takes(conv):
            continue
        x, w, b, stride, padding, dilation, _t, _op, groups = conv.args
        removed: list[fx.Node] = []
        bn = _only_user(conv)
        fold = None
        z = conv
        if _is(bn, BN) and bn.args[0] is conv and len(bn.args) == 7 and not bn.kwargs:
            item = _only_user(bn)
            if not (item is not None and item.target is operator.getitem and item.args[1] == 0):
                continue
            gamma, beta, mean, var, _momentum, eps = bn.args[1:]
            if not all(a is None or _f32_static(a, 1) for a in (gamma, beta)) or not all(
                    _f32_static(a, 1) for a in (mean, var)) or not isinstance(eps, (int, float)):
                continue
            fold = (gamma, beta, mean, var, float(eps))
            removed = [item, bn]
            z = item
        act = _activation(z)
        if act is None and fold is None:
            continue
        attr, scalars, last, act_nodes = act if act is not None else ("none", [None], z, [])
        fake_mode = detect_fake_mode([_val(n) for n in (x, w, conv)])
        if fake_mode is None:
            continue
        with graph.inserting_before(last):
            if fold is not None:
                gamma, beta, mean, var, eps = fold
                s = _make(graph, fake_mode, aten.rsqrt.default, _make(graph, fake_mode, aten.add.Tensor, var, eps))
                if gamma is not None:
                    s = _make(graph, fake_mode, aten.mul.Tensor, s, gamma)
                out_channels = _val(w).shape[0]
                w2 = _make(graph, fake_mode, aten.mul.Tensor, w,
                           _make(graph, fake_mode, aten.view.default, s, [out_channels, 1, 1, 1]))
                shifted = mean if b is None else _make(graph, fake_mode, aten.sub.Tensor, mean, b)
                ms = _make(graph, fake_mode, aten.mul.Tensor, shifted, s)
                b2 = (_make(graph, fake_mode, aten.sub.Tensor, beta, ms) if beta is not None
                      else _make(graph, fake_mode, aten.neg.default, ms))
            else:
                w2, b2 = w, b
            new = graph.call_function(POINTWISE, (x, w2, b2, list(padding), list(stride), list(dilation), groups, attr,
                                                  scalars, None))
        new.meta = dict(last.meta)
        last.replace_all_uses_with(new)
        for n in act_nodes + removed + [conv]:
            graph.erase_node(n)
        fused += 1
    if fused:
        graph.lint()
        gm.recompile()
    return fused


__all__ = ["fuse_conv_epilogues", "MIN_RATIO"]
