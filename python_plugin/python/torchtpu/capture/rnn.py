"""LSTM, GRU and RNN (tanh, relu) as core ATen ops, unrolled over time, in one graph.

Dynamo hands recurrent modules to a backend only with `torch._dynamo.config.allow_rnn = True`
(docs/models.md). The graph then holds `aten.lstm.input` (or `gru.input`, `rnn_tanh.input`,
`rnn_relu.input`). torch decomposes these in Python kernels registered on the op itself
(`py_impl`, ahead of any decomposition table), and its LSTM decomposition picks
`mkldnn_rnn_layer` (no lowering rule) for CPU inference, and drops the dropout between layers in
training. While AOTAutograd traces, `unrolled_rnns()` puts the implementations below in their
place: the input projection of every step as one matmul per layer and direction, then a cell per
step, the layers' outputs joined with eager's dropout between layers in training. The forward and
backward graphs are ordinary graphs, so each compiles to one executable.

They follow the eager kernels (aten/src/ATen/native/RNN.cpp): gate order i, f, g, o for LSTM and
r, z, n for GRU, `n = tanh(W_in x + b_in + r * (W_hn h + b_hn))`, the LSTM projection
(`proj_size`) applied to h after each step, reverse directions reading the sequence backwards.
`lowering_tests/python/test_rnn.py` compares them with eager.
"""

from __future__ import annotations

import contextlib
from typing import Callable

import torch
import torch.nn.functional as F
from torch._C import DispatchKey

from ..state import STATE
from ..warn import warn

aten = torch.ops.aten


def _lstm_cell(gates_in, h, c, w_hh, b_hh, w_hr):
    gates = gates_in + F.linear(h, w_hh, b_hh)
    i, f, g, o = gates.chunk(4, dim=-1)
    c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
    h = torch.sigmoid(o) * torch.tanh(c)
    if w_hr is not None:
        h = F.linear(h, w_hr)
    return h, c


def _gru_cell(gates_in, h, c, w_hh, b_hh, w_hr):
    i_r, i_z, i_n = gates_in.chunk(3, dim=-1)
    h_r, h_z, h_n = F.linear(h, w_hh, b_hh).chunk(3, dim=-1)
    r = torch.sigmoid(i_r + h_r)
    z = torch.sigmoid(i_z + h_z)
    n = torch.tanh(i_n + r * h_n)
    return (h - n) * z + n, None


def _simple_cell(activation: Callable) -> Callable:
    def cell(gates_in, h, c, w_hh, b_hh, w_hr):
        return activation(gates_in + F.linear(h, w_hh, b_hh)), None

    return cell


def _one_direction(x, h, c, weights, cell, reverse: bool):
    """One layer, one direction, over x [T, B, I]: the outputs [T, B, H_out] and the last h (and c)."""
    w_ih, w_hh, b_ih, b_hh, w_hr = weights
    steps = F.linear(x, w_ih, b_ih).unbind(0)  # every step's input projection in one matmul
    order = range(len(steps) - 1, -1, -1) if reverse else range(len(steps))
    outs = [None] * len(steps)
    for t in order:
        h, c = cell(steps[t], h, c, w_hh, b_hh, w_hr)
        outs[t] = h
    return torch.stack(outs, 0), h, c


def _rnn(cell, x, h0, c0, params, has_biases: bool, num_layers: int, dropout: float, train: bool,
         bidirectional: bool, batch_first: bool, has_projection: bool = False):
    directions = 2 if bidirectional else 1
    per_group = 2 + (2 if has_biases else 0) + (1 if has_projection else 0)
    if len(params) != per_group * num_layers * directions:
        raise RuntimeError(f"torchtpu rnn: {len(params)} weights for {num_layers} layer(s), "
                           f"{directions} direction(s), {per_group} per group")
    groups = []
    for k in range(num_layers * directions):
        g = list(params[k * per_group:(k + 1) * per_group])
        w_ih, w_hh = g[0], g[1]
        b_ih, b_hh = (g[2], g[3]) if has_biases else (None, None)
        w_hr = g[-1] if has_projection else None
        groups.append((w_ih, w_hh, b_ih, b_hh, w_hr))
    x = x.transpose(0, 1) if batch_first else x
    last_h, last_c = [], []
    for layer in range(num_layers):
        outputs = []
        for d in range(directions):
            k = layer * directions + d
            out, h, c = _one_direction(x, h0[k], None if c0 is None else c0[k], groups[k], cell, reverse=d == 1)
            outputs.append(out)
            last_h.append(h)
            last_c.append(c)
        x = outputs[0] if directions == 1 else torch.cat(outputs, dim=-1)
        if dropout != 0 and train and layer < num_layers - 1:
            x = torch.dropout(x, dropout, True)
    x = x.transpose(0, 1) if batch_first else x
    return x, torch.stack(last_h, 0), (torch.stack(last_c, 0) if c0 is not None else None)


def lstm_input(input, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first):
    """`aten.lstm.input`: returns (output, h_n, c_n)."""
    h0, c0 = hx
    out, h, c = _rnn(_lstm_cell, input, h0, c0, params, has_biases, num_layers, dropout, train, bidirectional,
                     batch_first, has_projection=h0.size(-1) != c0.size(-1))
    return out, h, c


def gru_input(input, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first):
    """`aten.gru.input`: returns (output, h_n)."""
    out, h, _ = _rnn(_gru_cell, input, hx, None, params, has_biases, num_layers, dropout, train, bidirectional,
                     batch_first)
    return out, h


def _simple(activation: Callable) -> Callable:
    def rnn_input(input, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first):
        out, h, _ = _rnn(_simple_cell(activation), input, hx, None, params, has_biases, num_layers, dropout,
                         train, bidirectional, batch_first)
        return out, h

    return rnn_input


# The recurrent ops this module implements, and their implementations (keep alphabetical).
RNN_IMPLEMENTATIONS = {
    aten.gru.input: gru_input,
    aten.lstm.input: lstm_input,
    aten.rnn_relu.input: _simple(torch.relu),
    aten.rnn_tanh.input: _simple(torch.tanh),
}


# Unrolling costs XLA compile time that grows faster than the number of steps: measured on the
# 2-core development machine (2 layers, hidden 16, batch 3, under load from other builds), an LSTM
# of 8 steps compiled forward and backward in 5 s, 16 steps in 26 s, 128 steps in 474 s; inference
# of 32 steps in 8 s, 128 steps in 29 s. In inference, longer sequences (and symbolic lengths) keep
# torch's own kernels, with a warning: the RNN then runs in eager inside a partial graph
# (docs/models.md). Training unrolls any length, with a warning.
MAX_UNROLLED_STEPS = 16


def _kernel(op, fn: Callable, torch_kernel: Callable | None) -> Callable:
    def kernel(*args, **kwargs):
        batch_first = args[8] if len(args) > 8 else kwargs.get("batch_first", False)
        steps = args[0].shape[1 if batch_first else 0]
        if isinstance(steps, int) and steps <= MAX_UNROLLED_STEPS:
            return fn(*args, **kwargs)
        # Training: torch's kernels fail under AOTAutograd (`mkldnn_rnn_layer`'s saved tensors),
        # so the op is unrolled whatever the length, and the compile is slow.
        training = torch.is_grad_enabled() and any(
            t.requires_grad for t in torch.utils._pytree.tree_leaves(args) if isinstance(t, torch.Tensor))
        if training and not isinstance(steps, int):
            # A second length made the time dim symbolic: torch's kernel has no path here, so the
            # length is specialized (a guard; each length compiles once, as static shapes do).
            from torch.fx.experimental.symbolic_shapes import guard_int

            steps = guard_int(steps)
        if training:
            if STATE.first_time(f"rnn-steps-training:{op}"):
                warn(f"torchtpu: {op} over {steps} steps is unrolled for training; XLA's compile time grows "
                     f"faster than the number of steps (docs/models.md, \"RNNs\")")
            return fn(*args, **kwargs)
        if STATE.first_time(f"rnn-steps:{op}"):
            warn(f"torchtpu: {op} over {steps} steps is not unrolled (at most {MAX_UNROLLED_STEPS} steps are: "
                 "XLA's compile time grows with each step); it runs as torch decomposes it, in eager where "
                 "an op has no lowering rule (docs/models.md, \"RNNs\")")
        if torch_kernel is None:
            raise NotImplementedError(f"torchtpu: {op} over {steps} steps: no kernel of torch's to run")
        return torch_kernel(*args, **kwargs)

    return kernel


@contextlib.contextmanager
def unrolled_rnns():
    """While AOTAutograd traces: the recurrent ops of `RNN_IMPLEMENTATIONS` decompose through
    torchtpu's implementations instead of torch's Python kernels (which are put back after, and
    still serve sequences longer than `MAX_UNROLLED_STEPS`)."""
    saved = []
    try:
        for op, fn in RNN_IMPLEMENTATIONS.items():
            for key in (DispatchKey.Autograd, DispatchKey.CompositeImplicitAutograd):
                torch_kernel = op.py_kernels.get(key)
                saved.append((op, key, torch_kernel))
                op.py_kernels[key] = _kernel(op, fn, torch_kernel)
            op._dispatch_cache.clear()
        yield
    finally:
        for op, key, fn in reversed(saved):
            if fn is None:
                op.py_kernels.pop(key, None)
            else:
                op.py_kernels[key] = fn
            op._dispatch_cache.clear()
