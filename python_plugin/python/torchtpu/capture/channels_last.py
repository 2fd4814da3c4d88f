"""Convolutional networks channels-last: a rewrite of Dynamo's graph before AOTAutograd.

oneDNN's channels-last convolutions are much faster than its channels-first ones on the CPU,
depthwise ones above all: eager's EfficientNet-B0 training step takes 692 ms channels-first and
363 ms after `model.to(memory_format=torch.channels_last)` (batch 8, 224x224, 2 cores). Inductor
makes that choice for the user (its layout optimization); so does torchtpu, where its
convolutions run torch's kernels (`TORCHTPU_ATEN_CONV`, the CPU plugin) and
`TORCHTPU_CHANNELS_LAST` is on.

In a graph with at least `MIN_CONVOLUTIONS` 2-d convolutions, each convolution's input becomes
`x.contiguous(memory_format=torch.channels_last)`. For the network's image that is one copy; for
every later activation it is none, since a convolution on a channels-last input gives a
channels-last result and the batch norms, activations and adds between convolutions keep their
operands' layout, in eager and under AOTAutograd's tracing alike. So the activations AOTAutograd
saves for the backward are traced channels-last, and the forward writes them so
(graph/aot_metadata.py, `mark_saved_outputs`) with no transpose; the compiler computes them
channels-last (compiler/src/lower/channels_last.rs). A graph output that eager returns
contiguous is made contiguous again, so the caller sees eager's strides (a 3-d `x.select(2, 0) * 2`
of a channels-last activation inherits its order, too), and so is the operand of a view (`view`,
`view_as`, `unflatten`) that eager has contiguous, which such a tensor could not give.

The values are eager's: the same ops on the same numbers, in oneDNN's channels-last kernels
(which round like its others: within 1e-6 relative of the channels-first results).
"""

from __future__ import annotations

import operator

import torch
import torch.fx as fx

# The fewest 2-d convolutions for which a graph is rewritten (the compiler's
# `channels_last::MIN_CONVOLUTIONS`).
MIN_CONVOLUTIONS = 3

_CONVOLUTIONS = {torch.conv2d, torch.nn.functional.conv2d, torch.ops.aten.conv2d.default, torch.ops.aten.convolution.default}


def _value(n: object) -> torch.Tensor | None:
    v = n.meta.get("example_value") if isinstance(n, fx.Node) else None
    return v if isinstance(v, torch.Tensor) else None


def _image_convolution(n: fx.Node) -> bool:
    if n.op != "call_function" or n.target not in _CONVOLUTIONS or not n.args:
        return False
    x = _value(n.args[0])
    return x is not None and x.dim() == 4 and x.dtype in (torch.float32, torch.float64)


# Ops whose result must alias their operand's storage with given strides.
_VIEW_METHODS = {"view", "view_as", "unflatten"}
_VIEW_FUNCTIONS = {torch.Tensor.view, torch.Tensor.view_as, torch.Tensor.unflatten, torch.unflatten}


def _is_view(n: fx.Node) -> bool:
    if not n.args or not isinstance(n.args[0], fx.Node):
        return False
    return (n.op == "call_method" and n.target in _VIEW_METHODS) or (n.op == "call_function" and n.target in _VIEW_FUNCTIONS)


# Dynamo's calls that return a view of their first operand (an output made of them keeps the
# strides of the tensor they start from).
_OUTPUT_VIEW_METHODS = {"transpose", "permute", "t", "select", "narrow", "unsqueeze", "squeeze", "expand",
                        "view", "unflatten", "diagonal", "movedim", "swapaxes", "unfold"}
_OUTPUT_VIEW_FUNCTIONS = {getattr, operator.getitem, torch.transpose, torch.permute, torch.select, torch.narrow,
                          torch.unsqueeze, torch.squeeze, torch.diagonal, torch.movedim, torch.swapaxes}


def _output_view(n: fx.Node) -> bool:
    if not n.args or not isinstance(n.args[0], fx.Node):
        return False
    if n.op == "call_method":
        return n.target in _OUTPUT_VIEW_METHODS
    if n.op != "call_function" or n.target not in _OUTPUT_VIEW_FUNCTIONS:
        return False
    if n.target is getattr:
        return n.args[1] in ("mT", "T", "mH", "H", "real", "imag")
    return True


def _view_base(v: fx.Node) -> fx.Node | None:
    """The node a chain of Dynamo view calls ending in `v` starts from; None when `v` is none."""
    n = v
    while isinstance(n, fx.Node) and _output_view(n):
        n = n.args[0]
    return n if n is not v and isinstance(n, fx.Node) else None


def _in_chain(u: fx.Node, v: fx.Node) -> bool:
    """Whether `u` is on the chain of views from its operand down to `v`."""
    n = v
    while isinstance(n, fx.Node) and _output_view(n):
        if n is u:
            return True
        n = n.args[0]
    return False


def to_channels_last(gm: fx.GraphModule) -> int:
    """Rewrites `gm` in place as the module docstring says; returns how many convolutions it
    found (0 when it left the graph alone)."""
    convs = [n for n in gm.graph.nodes if _image_convolution(n)]
    if len(convs) < MIN_CONVOLUTIONS:
        return 0
    g = gm.graph
    for n in convs:
        x = n.args[0]
        with g.inserting_before(n):
            moved = g.call_method("contiguous", (x,), {"memory_format": torch.channels_last})
        n.args = (moved, *n.args[1:])
    # A view needs its operand's strides to allow it (`x.view(x.size(0), -1)` after the last
    # convolution, `(x.select(2, 0) * 2).view(n, -1)`, whose 3-d operand inherits the channels-last
    # order): an operand of 2 or more dims eager has contiguous is made contiguous again first.
    for n in [n for n in g.nodes if _is_view(n)]:
        x = n.args[0]
        t = _value(x)
        if t is not None and t.dim() >= 2 and t.is_contiguous():
            with g.inserting_before(n):
                moved = g.call_method("contiguous", (x,))
            n.args = (moved, *n.args[1:])
    output = next(n for n in reversed(g.nodes) if n.op == "output")

    def eager_strides(v: fx.Node) -> fx.Node:
        t = _value(v)
        if t is None or t.dim() < 2:
            return v
        if not t.is_contiguous():
            # A view (`y.mT`, `y[:, 1:3]`, a permute) of a tensor eager has contiguous takes its
            # strides from that tensor: its base is made contiguous again first.
            base = _view_base(v)
            b = _value(base) if base is not None else None
            if b is not None and b.dim() >= 2 and b.is_contiguous():
                first = next(u for u in base.users if _in_chain(u, v))
                with g.inserting_before(first):
                    moved = g.call_method("contiguous", (base,))
                first.args = (moved, *first.args[1:])
            return v
        with g.inserting_before(output):
            return g.call_method("contiguous", (v,))

    output.args = fx.node.map_arg(output.args, eager_strides)
    g.lint()
    gm.recompile()
    return len(convs)


__all__ = ["MIN_CONVOLUTIONS", "to_channels_last"]
