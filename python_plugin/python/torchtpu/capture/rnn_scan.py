"""The recurrent part of LSTM, GRU and RNN layers as torch custom ops that loop over time.

Each op takes one layer's, one direction's input projection for every step (`gates_in`, [T, B, G],
computed before as one matmul) and runs the cell over the T steps. The compiler lowers each to one
`stablehlo.while` whose body is one step (compiler/src/lower/rnn.rs), so the program and its
compile time do not grow with T. The ops:

    lstm_scan(gates_in, h0, c0, w_hh, b_hh?, w_hr?, reverse) -> (ys, h_T, c_T, cs, acts)
    gru_scan(gates_in, h0, w_hh, b_hh?, reverse)             -> (ys, h_T, acts)
    rnn_scan(gates_in, h0, w_hh, b_hh?, nonlinearity, reverse) -> (ys, h_T)

`ys` [T, B, H_out] is every step's h, `cs` every step's cell state, `acts` what the backward reads:
the LSTM gates after their activations (i, f, g, o), and for GRU r, z, n and `W_hn h + b_hn`.
`reverse` walks the steps from T-1 down to 0 (a bidirectional layer's second direction); `ys[t]` is
always step t's output. Each op's gradient is a second op that runs the loop backwards
(`*_scan_backward`), returning the gradients of the per-step gate pre-activations and of the
initial state; the weight gradients are one matmul over all steps each, in plain torch ops
(`_*_backward` below), so AOTAutograd traces them into the backward graph.

Gate formulas are eager's (aten/src/ATen/native/RNN.cpp): gate order i, f, g, o for LSTM and r, z,
n for GRU with `n = tanh(W_in x + b_in + r * (W_hn h + b_hn))`, the LSTM projection applied to h
after each step. The CPU implementations below (used when a graph falls back to eager, and as the
reference in the golden cases) are plain loops with those formulas.
"""

from __future__ import annotations

from typing import Optional

import torch
from torch import Tensor

# ---- cells (CPU implementations; the compiler's rules in rnn.rs compute the same) ------------------


def _order(steps: int, reverse: bool) -> range:
    return range(steps - 1, -1, -1) if reverse else range(steps)


def _prev(t: int, steps: int, reverse: bool) -> int | None:
    """The step run before step t, or None for the first one."""
    p = t + 1 if reverse else t - 1
    return p if 0 <= p < steps else None


def _affine(x: Tensor, w: Tensor, b: Optional[Tensor]) -> Tensor:
    y = x @ w.t()
    return y + b if b is not None else y


# ---- LSTM -------------------------------------------------------------------------------------------


@torch.library.custom_op("torchtpu::lstm_scan", mutates_args=())
def lstm_scan(gates_in: Tensor, h0: Tensor, c0: Tensor, w_hh: Tensor, b_hh: Optional[Tensor], w_hr: Optional[Tensor],
              reverse: bool) -> tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    steps = gates_in.shape[0]
    ys = gates_in.new_empty(steps, *h0.shape)
    cs = gates_in.new_empty(steps, *c0.shape)
    acts = torch.empty_like(gates_in)
    h, c = h0, c0
    for t in _order(steps, reverse):
        i, f, g, o = (gates_in[t] + _affine(h, w_hh, b_hh)).chunk(4, dim=-1)
        i, f, g, o = i.sigmoid(), f.sigmoid(), g.tanh(), o.sigmoid()
        c = f * c + i * g
        h = o * c.tanh()
        if w_hr is not None:
            h = h @ w_hr.t()
        ys[t], cs[t], acts[t] = h, c, torch.cat([i, f, g, o], -1)
    return ys, h.clone(), c.clone(), cs, acts


@lstm_scan.register_fake
def _(gates_in, h0, c0, w_hh, b_hh, w_hr, reverse):
    steps = gates_in.shape[0]
    return (gates_in.new_empty(steps, *h0.shape), torch.empty_like(h0), torch.empty_like(c0),
            gates_in.new_empty(steps, *c0.shape), torch.empty_like(gates_in))


@torch.library.custom_op("torchtpu::lstm_scan_backward", mutates_args=())
def lstm_scan_backward(grad_ys: Tensor, grad_hT: Tensor, grad_cT: Tensor, c0: Tensor, w_hh: Tensor,
                       w_hr: Optional[Tensor], cs: Tensor, acts: Tensor,
                       reverse: bool) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    """-> (grad of the gate pre-activations [T, B, 4H], grad h0, grad c0, grad of each step's h
    [T, B, H_out] (with what flows back from later steps; the projection's gradient reads it))."""
    steps = grad_ys.shape[0]
    d_gates = torch.empty_like(acts)
    d_hs = torch.empty_like(grad_ys)
    dh, dc = grad_hT, grad_cT
    for t in reversed(_order(steps, reverse)):
        p = _prev(t, steps, reverse)
        c_prev = c0 if p is None else cs[p]
        i, f, g, o = acts[t].chunk(4, dim=-1)
        tc = cs[t].tanh()
        dh = grad_ys[t] + dh
        d_hs[t] = dh
        dhp = dh @ w_hr if w_hr is not None else dh
        dc = dc + dhp * o * (1 - tc * tc)
        d_gates[t] = torch.cat([dc * g * i * (1 - i), dc * c_prev * f * (1 - f), dc * i * (1 - g * g),
                                dhp * tc * o * (1 - o)], -1)
        dc = dc * f
        dh = d_gates[t] @ w_hh
    return d_gates, dh.clone(), dc.clone(), d_hs


@lstm_scan_backward.register_fake
def _(grad_ys, grad_hT, grad_cT, c0, w_hh, w_hr, cs, acts, reverse):
    return torch.empty_like(acts), torch.empty_like(grad_hT), torch.empty_like(grad_cT), torch.empty_like(grad_ys)


def _shifted(ys: Tensor, h0: Tensor, reverse: bool) -> Tensor:
    """[T, B, H]: the state each step started from."""
    if reverse:
        return torch.cat([ys[1:], h0.unsqueeze(0)], 0)
    return torch.cat([h0.unsqueeze(0), ys[:-1]], 0)


def _weight_grads(d_pre: Tensor, h_prev: Tensor, with_bias: bool) -> tuple[Tensor, Tensor | None]:
    """The recurrent weight's and bias's gradients over every step: one matmul and one sum."""
    d2 = d_pre.reshape(-1, d_pre.shape[-1])
    return d2.t() @ h_prev.reshape(-1, h_prev.shape[-1]), (d2.sum(0) if with_bias else None)


def _lstm_setup(ctx, inputs, output):
    gates_in, h0, c0, w_hh, b_hh, w_hr, reverse = inputs
    ys, _, _, cs, acts = output
    ctx.reverse = reverse
    ctx.has_bias = b_hh is not None
    ctx.save_for_backward(h0, c0, w_hh, w_hr, ys, cs, acts)
    ctx.mark_non_differentiable(cs, acts)


def _lstm_backward(ctx, grad_ys, grad_hT, grad_cT, _grad_cs, _grad_acts):
    h0, c0, w_hh, w_hr, ys, cs, acts = ctx.saved_tensors
    d_gates, dh0, dc0, d_hs = torch.ops.torchtpu.lstm_scan_backward(
        grad_ys, grad_hT, grad_cT, c0, w_hh, w_hr, cs, acts, ctx.reverse)
    d_w_hh, d_b_hh = _weight_grads(d_gates, _shifted(ys, h0, ctx.reverse), ctx.has_bias)
    d_w_hr = None
    if w_hr is not None:
        hidden = cs.shape[-1]
        h_pre = acts[..., 3 * hidden:] * cs.tanh()  # o * tanh(c): h before the projection
        d_w_hr = d_hs.reshape(-1, d_hs.shape[-1]).t() @ h_pre.reshape(-1, hidden)
    return d_gates, dh0, dc0, d_w_hh, d_b_hh, d_w_hr, None


lstm_scan.register_autograd(_lstm_backward, setup_context=_lstm_setup)


# ---- GRU --------------------------------------------------------------------------------------------


@torch.library.custom_op("torchtpu::gru_scan", mutates_args=())
def gru_scan(gates_in: Tensor, h0: Tensor, w_hh: Tensor, b_hh: Optional[Tensor],
             reverse: bool) -> tuple[Tensor, Tensor, Tensor]:
    steps = gates_in.shape[0]
    ys = gates_in.new_empty(steps, *h0.shape)
    acts = gates_in.new_empty(steps, h0.shape[0], 4 * h0.shape[-1])
    h = h0
    for t in _order(steps, reverse):
        i_r, i_z, i_n = gates_in[t].chunk(3, dim=-1)
        h_r, h_z, h_n = _affine(h, w_hh, b_hh).chunk(3, dim=-1)
        r = (i_r + h_r).sigmoid()
        z = (i_z + h_z).sigmoid()
        n = (i_n + r * h_n).tanh()
        h = (h - n) * z + n
        ys[t], acts[t] = h, torch.cat([r, z, n, h_n], -1)
    return ys, h.clone(), acts


@gru_scan.register_fake
def _(gates_in, h0, w_hh, b_hh, reverse):
    steps = gates_in.shape[0]
    return (gates_in.new_empty(steps, *h0.shape), torch.empty_like(h0),
            gates_in.new_empty(steps, h0.shape[0], 4 * h0.shape[-1]))


@torch.library.custom_op("torchtpu::gru_scan_backward", mutates_args=())
def gru_scan_backward(grad_ys: Tensor, grad_hT: Tensor, h0: Tensor, w_hh: Tensor, ys: Tensor, acts: Tensor,
                      reverse: bool) -> tuple[Tensor, Tensor, Tensor]:
    """-> (grad of the input-side pre-activations [T, B, 3H], grad of the hidden-side ones
    (`W_hh h + b_hh`; its n part is the input side's times r), grad h0)."""
    steps = grad_ys.shape[0]
    hidden = h0.shape[-1]
    d_in = grad_ys.new_empty(steps, h0.shape[0], 3 * hidden)
    d_h = torch.empty_like(d_in)
    dh = grad_hT
    for t in reversed(_order(steps, reverse)):
        p = _prev(t, steps, reverse)
        h_prev = h0 if p is None else ys[p]
        r, z, n, h_n = acts[t].chunk(4, dim=-1)
        dh = grad_ys[t] + dh
        dn = dh * (1 - z) * (1 - n * n)
        dz = dh * (h_prev - n) * z * (1 - z)
        dr = dn * h_n * r * (1 - r)
        d_in[t] = torch.cat([dr, dz, dn], -1)
        d_h[t] = torch.cat([dr, dz, dn * r], -1)
        dh = dh * z + d_h[t] @ w_hh
    return d_in, d_h, dh.clone()


@gru_scan_backward.register_fake
def _(grad_ys, grad_hT, h0, w_hh, ys, acts, reverse):
    d = grad_ys.new_empty(grad_ys.shape[0], h0.shape[0], 3 * h0.shape[-1])
    return d, torch.empty_like(d), torch.empty_like(grad_hT)


def _gru_setup(ctx, inputs, output):
    gates_in, h0, w_hh, b_hh, reverse = inputs
    ys, _, acts = output
    ctx.reverse = reverse
    ctx.has_bias = b_hh is not None
    ctx.save_for_backward(h0, w_hh, ys, acts)
    ctx.mark_non_differentiable(acts)


def _gru_backward(ctx, grad_ys, grad_hT, _grad_acts):
    h0, w_hh, ys, acts = ctx.saved_tensors
    d_in, d_h, dh0 = torch.ops.torchtpu.gru_scan_backward(grad_ys, grad_hT, h0, w_hh, ys, acts, ctx.reverse)
    d_w_hh, d_b_hh = _weight_grads(d_h, _shifted(ys, h0, ctx.reverse), ctx.has_bias)
    return d_in, dh0, d_w_hh, d_b_hh, None


gru_scan.register_autograd(_gru_backward, setup_context=_gru_setup)


# ---- RNN (tanh, relu) -------------------------------------------------------------------------------


def _activation(nonlinearity: str):
    if nonlinearity == "tanh":
        return torch.tanh
    if nonlinearity == "relu":
        return torch.relu
    raise ValueError(f"torchtpu::rnn_scan: nonlinearity must be 'tanh' or 'relu', not {nonlinearity!r}")


@torch.library.custom_op("torchtpu::rnn_scan", mutates_args=())
def rnn_scan(gates_in: Tensor, h0: Tensor, w_hh: Tensor, b_hh: Optional[Tensor], nonlinearity: str,
             reverse: bool) -> tuple[Tensor, Tensor]:
    act = _activation(nonlinearity)
    ys = torch.empty_like(gates_in)
    h = h0
    for t in _order(gates_in.shape[0], reverse):
        h = act(gates_in[t] + _affine(h, w_hh, b_hh))
        ys[t] = h
    return ys, h.clone()


@rnn_scan.register_fake
def _(gates_in, h0, w_hh, b_hh, nonlinearity, reverse):
    return torch.empty_like(gates_in), torch.empty_like(h0)


@torch.library.custom_op("torchtpu::rnn_scan_backward", mutates_args=())
def rnn_scan_backward(grad_ys: Tensor, grad_hT: Tensor, w_hh: Tensor, ys: Tensor, nonlinearity: str,
                      reverse: bool) -> tuple[Tensor, Tensor]:
    """-> (grad of the pre-activations [T, B, H], grad h0). The activation's derivative is read
    from its output: 1 - y^2 for tanh, y > 0 for relu (as torch's threshold_backward)."""
    _activation(nonlinearity)
    d_pre = torch.empty_like(ys)
    dh = grad_hT
    for t in reversed(_order(ys.shape[0], reverse)):
        dh = grad_ys[t] + dh
        y = ys[t]
        d_pre[t] = dh * (1 - y * y) if nonlinearity == "tanh" else torch.where(y > 0, dh, 0)
        dh = d_pre[t] @ w_hh
    return d_pre, dh.clone()


@rnn_scan_backward.register_fake
def _(grad_ys, grad_hT, w_hh, ys, nonlinearity, reverse):
    return torch.empty_like(ys), torch.empty_like(grad_hT)


def _rnn_setup(ctx, inputs, output):
    gates_in, h0, w_hh, b_hh, nonlinearity, reverse = inputs
    ys, _ = output
    ctx.reverse = reverse
    ctx.nonlinearity = nonlinearity
    ctx.has_bias = b_hh is not None
    ctx.save_for_backward(h0, w_hh, ys)


def _rnn_backward(ctx, grad_ys, grad_hT):
    h0, w_hh, ys = ctx.saved_tensors
    d_pre, dh0 = torch.ops.torchtpu.rnn_scan_backward(grad_ys, grad_hT, w_hh, ys, ctx.nonlinearity, ctx.reverse)
    d_w_hh, d_b_hh = _weight_grads(d_pre, _shifted(ys, h0, ctx.reverse), ctx.has_bias)
    return d_pre, dh0, d_w_hh, d_b_hh, None, None


rnn_scan.register_autograd(_rnn_backward, setup_context=_rnn_setup)
