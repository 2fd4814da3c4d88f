"""LSTM, GRU and RNN (tanh, relu) as core ATen ops and loops over time, in one graph.

Dynamo hands recurrent modules to a backend only with `torch._dynamo.config.allow_rnn = True`
(docs/models.md). The graph then holds `aten.lstm.input` (or `gru.input`, `rnn_tanh.input`,
`rnn_relu.input`). torch decomposes these in Python kernels registered on the op itself
(`py_impl`, ahead of any decomposition table), and its LSTM decomposition picks
`mkldnn_rnn_layer` (no lowering rule) for CPU inference, and drops the dropout between layers in
training. While AOTAutograd traces, `scanned_rnns()` puts the implementations below in their
place: per layer and direction, the input projection of every step as one matmul, then the
recurrence as one op of rnn_scan.py (`torchtpu::lstm_scan`, `gru_scan`, `rnn_scan`), which the
compiler lowers to one `stablehlo.while` whose body is one step (compiler/src/lower/rnn.rs); the
layers' outputs are joined with eager's dropout between layers in training. The ops carry their
own backward ops (a reverse loop), so AOTAutograd traces a forward and a backward graph, each one
executable whose size does not depend on the sequence length. Nothing is unrolled.

They follow the eager kernels (aten/src/ATen/native/RNN.cpp): gate order i, f, g, o for LSTM and
r, z, n for GRU, `n = tanh(W_in x + b_in + r * (W_hn h + b_hn))`, the LSTM projection
(`proj_size`) applied to h after each step, reverse directions reading the sequence backwards.
Packed sequences (`aten.lstm.data` and the other `.data` overloads) are not implemented here: torch
decomposes them as before (Dynamo breaks the graph at `pack_padded_sequence` anyway). `lowering_tests/python/test_rnn.py` compares with eager.
"""

from __future__ import annotations

import contextlib
from typing import Callable

import torch
import torch.nn.functional as F
from torch._C import DispatchKey

from . import rnn_scan  # noqa: F401  (registers the torchtpu::*_scan ops)

aten = torch.ops.aten


def _lstm(gates_in, h, c, w_hh, b_hh, w_hr, reverse):
    ys, h, c, _, _ = torch.ops.torchtpu.lstm_scan(gates_in, h, c, w_hh, b_hh, w_hr, reverse)
    return ys, h, c


def _gru(gates_in, h, c, w_hh, b_hh, w_hr, reverse):
    ys, h, _ = torch.ops.torchtpu.gru_scan(gates_in, h, w_hh, b_hh, reverse)
    return ys, h, None


def _simple_scan(nonlinearity: str) -> Callable:
    def scan(gates_in, h, c, w_hh, b_hh, w_hr, reverse):
        ys, h = torch.ops.torchtpu.rnn_scan(gates_in, h, w_hh, b_hh, nonlinearity, reverse)
        return ys, h, None

    return scan


def _one_direction(x, h, c, weights, scan, reverse: bool):
    """One layer, one direction, over x [T, B, I]: the outputs [T, B, H_out] and the last h (and c)."""
    w_ih, w_hh, b_ih, b_hh, w_hr = weights
    gates_in = F.linear(x, w_ih, b_ih)  # every step's input projection in one matmul
    return scan(gates_in, h, c, w_hh, b_hh, w_hr, reverse)


def _rnn(scan, x, h0, c0, params, has_biases: bool, num_layers: int, dropout: float, train: bool,
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
            out, h, c = _one_direction(x, h0[k], None if c0 is None else c0[k], groups[k], scan, reverse=d == 1)
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
    out, h, c = _rnn(_lstm, input, h0, c0, params, has_biases, num_layers, dropout, train, bidirectional,
                     batch_first, has_projection=h0.size(-1) != c0.size(-1))
    return out, h, c


def gru_input(input, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first):
    """`aten.gru.input`: returns (output, h_n)."""
    out, h, _ = _rnn(_gru, input, hx, None, params, has_biases, num_layers, dropout, train, bidirectional,
                     batch_first)
    return out, h


def _simple(nonlinearity: str) -> Callable:
    def rnn_input(input, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first):
        out, h, _ = _rnn(_simple_scan(nonlinearity), input, hx, None, params, has_biases, num_layers, dropout,
                         train, bidirectional, batch_first)
        return out, h

    return rnn_input


# The recurrent ops this module implements, and their implementations (keep alphabetical).
RNN_IMPLEMENTATIONS = {
    aten.gru.input: gru_input,
    aten.lstm.input: lstm_input,
    aten.rnn_relu.input: _simple("relu"),
    aten.rnn_tanh.input: _simple("tanh"),
}


@contextlib.contextmanager
def scanned_rnns():
    """While AOTAutograd traces: the recurrent ops of `RNN_IMPLEMENTATIONS` decompose through
    torchtpu's implementations instead of torch's Python kernels (which are put back after)."""
    saved = []
    try:
        for op, fn in RNN_IMPLEMENTATIONS.items():
            for key in (DispatchKey.Autograd, DispatchKey.CompositeImplicitAutograd):
                saved.append((op, key, op.py_kernels.get(key)))
                op.py_kernels[key] = fn
            op._dispatch_cache.clear()
        yield
    finally:
        for op, key, fn in reversed(saved):
            if fn is None:
                op.py_kernels.pop(key, None)
            else:
                op.py_kernels[key] = fn
            op._dispatch_cache.clear()
