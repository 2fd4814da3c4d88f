//! Recurrent layers as loops over time: torchtpu's own ops `torchtpu.{lstm,gru,rnn}_scan` and their
//! backward ops (python_plugin/python/torchtpu/capture/rnn_scan.py defines them, with their CPU
//! implementations and the formulas). Each lowers to one `stablehlo.while` whose body is one cell
//! step, so the program is the same size for any sequence length: step `t`'s gate inputs are read
//! with `dynamic_slice`, its outputs written with `dynamic_update_slice`. The input projection of
//! every step, and the recurrent weights' gradients, are ordinary matmuls outside the loop (in
//! the graph around these ops).
//!
//! A forward loop runs steps 0..T-1 (T-1..0 when `reverse`); a backward loop runs them in the
//! other order, carrying the gradient of the state, and reads the state a step started from out
//! of the saved outputs (the initial state for the first step).

use super::call::Call;
use super::traits::{op, OpRule};
use crate::emit::{i64_array, Builder, Tv};
use crate::ir::{DType, TensorType};
use crate::Result;

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("torchtpu.gru_scan.default", gru_scan),
    op("torchtpu.gru_scan_backward.default", gru_scan_backward),
    op("torchtpu.lstm_scan.default", lstm_scan),
    op("torchtpu.lstm_scan_backward.default", lstm_scan_backward),
    op("torchtpu.rnn_scan.default", rnn_scan),
    op("torchtpu.rnn_scan_backward.default", rnn_scan_backward),
];

// ---- shapes ----------------------------------------------------------------------------------------

/// Checks that every operand is a float tensor of `dtype` with the dims given (`None`: any).
fn expect(c: &Call, what: &[(&str, &Tv, &[i64])], dtype: DType) -> Result<()> {
    if !dtype.is_float() {
        return Err(c.unsupported(format!("only floating-point sequences are lowered, not {}", dtype.name())));
    }
    for (name, t, dims) in what {
        if t.dtype() != dtype {
            return Err(c.unsupported(format!("`{name}` is {}, the gate inputs {}", t.dtype().name(), dtype.name())));
        }
        if t.dims() != *dims {
            return Err(c.invalid(format!("`{name}` is {}, expected dims {dims:?}", t.ty)));
        }
    }
    Ok(())
}

/// `[T, B, X]` of a per-step tensor.
fn seq_dims(c: &Call, name: &str, t: &Tv) -> Result<[i64; 3]> {
    match t.dims()[..] {
        [steps, batch, x] if t.rank() == 3 => Ok([steps, batch, x]),
        _ => Err(c.invalid(format!("`{name}` must be [steps, batch, features], got {}", t.ty))),
    }
}

/// Dim 1 of a `[B, X]` state.
fn width(c: &Call, name: &str, t: &Tv) -> Result<i64> {
    match t.dims()[..] {
        [_, x] => Ok(x),
        _ => Err(c.invalid(format!("`{name}` must be [batch, features], got {}", t.ty))),
    }
}

// ---- loop pieces (usable in any block) ---------------------------------------------------------------

/// `i < steps`, the loop condition (the counter is carried value 0).
fn counting<'c, 'b>(b: &Builder<'c, 'b>, i: &Tv<'c, 'b>, steps: i64) -> Result<Tv<'c, 'b>> {
    b.compare(i, &b.scalar_int(DType::I64, steps)?, "LT")
}

fn next<'c, 'b>(b: &Builder<'c, 'b>, i: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    b.add(i, &b.scalar_int(DType::I64, 1)?)
}

/// The step the `i`-th iteration runs: `i` walking up, `steps - 1 - i` walking down.
fn step_of<'c, 'b>(b: &Builder<'c, 'b>, i: &Tv<'c, 'b>, steps: i64, up: bool) -> Result<Tv<'c, 'b>> {
    if up {
        Ok(i.clone())
    } else {
        b.sub(&b.scalar_int(DType::I64, steps - 1)?, i)
    }
}

/// Row `t` of `seq` [T, B, X], as [B, X].
fn read<'c, 'b>(b: &Builder<'c, 'b>, seq: &Tv<'c, 'b>, t: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    let d = seq.dims();
    let zero = b.scalar_int(DType::I64, 0)?;
    let row = b.op1(
        "stablehlo.dynamic_slice",
        &[seq, t, &zero, &zero],
        TensorType::new(seq.dtype(), &[1, d[1], d[2]]),
        &[("slice_sizes", i64_array(&[1, d[1], d[2]]))],
    )?;
    b.reshape(&row, &d[1..])
}

/// `seq` with row `t` set to `v` [B, X].
fn write<'c, 'b>(b: &Builder<'c, 'b>, seq: &Tv<'c, 'b>, v: &Tv<'c, 'b>, t: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    let d = seq.dims();
    let zero = b.scalar_int(DType::I64, 0)?;
    let row = b.reshape(v, &[1, d[1], d[2]])?;
    b.op1("stablehlo.dynamic_update_slice", &[seq, &row, t, &zero, &zero], seq.ty.clone(), &[])
}

/// The state step `t` started from: row `t - 1` of `seq` (`t + 1` for a reverse direction), or
/// `initial` for the direction's first step.
fn state_before<'c, 'b>(b: &Builder<'c, 'b>, seq: &Tv<'c, 'b>, initial: &Tv<'c, 'b>, t: &Tv<'c, 'b>, reverse: bool) -> Result<Tv<'c, 'b>> {
    let steps = seq.dims()[0];
    let one = b.scalar_int(DType::I64, 1)?;
    let (p, first) = if reverse { (b.add(t, &one)?, steps - 1) } else { (b.sub(t, &one)?, 0) };
    let p = b.clamp(&b.scalar_int(DType::I64, 0)?, &p, &b.scalar_int(DType::I64, steps - 1)?)?;
    let is_first = b.compare(t, &b.scalar_int(DType::I64, first)?, "EQ")?;
    b.select(&is_first, initial, &read(b, seq, &p)?)
}

/// A weight as torch stores it, [N, K], transposed once before a loop: XLA does not move a
/// transpose that a `dot_general` in the body would imply out of the loop, and doing it every
/// step made an LSTM forward loop (128 steps, batch 8, hidden 256, one core) take 27 ms instead
/// of 6.4 ms (2026-11-26).
fn transposed<'c, 'a>(b: &Builder<'c, 'a>, w: Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    b.transpose(&w, &[1, 0])
}

/// `x [B, N] @ w[N, K]` -> [B, K].
fn times<'c, 'b>(b: &Builder<'c, 'b>, x: &Tv<'c, 'b>, w: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    b.dot_general(x, w, (&[], &[]), (&[1], &[0]), x.dtype())
}

fn plus_bias<'c, 'b>(b: &Builder<'c, 'b>, x: &Tv<'c, 'b>, bias: Option<&Tv<'c, 'b>>) -> Result<Tv<'c, 'b>> {
    match bias {
        Some(bias) => b.add(x, &b.broadcast_in_dim(bias, &x.dims(), &[1])?),
        None => Ok(x.clone()),
    }
}

/// Gate `k` of `x` [B, n * width]: columns `k * width .. (k + 1) * width`.
fn gate<'c, 'b>(b: &Builder<'c, 'b>, x: &Tv<'c, 'b>, k: i64, width: i64) -> Result<Tv<'c, 'b>> {
    let rows = x.dims()[0];
    b.slice(x, &[0, k * width], &[rows, (k + 1) * width], &[1, 1])
}

fn sigmoid<'c, 'b>(b: &Builder<'c, 'b>, x: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    b.unary("stablehlo.logistic", x)
}

fn tanh<'c, 'b>(b: &Builder<'c, 'b>, x: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    b.unary("stablehlo.tanh", x)
}

fn one_minus<'c, 'b>(b: &Builder<'c, 'b>, x: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    b.sub(&b.splat(x.dtype(), 1.0, &x.dims())?, x)
}

/// `s * (1 - s)`: the sigmoid's derivative from its output.
fn dsigmoid<'c, 'b>(b: &Builder<'c, 'b>, s: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    b.mul(s, &one_minus(b, s)?)
}

/// `1 - y^2`: tanh's derivative from its output.
fn dtanh<'c, 'b>(b: &Builder<'c, 'b>, y: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    one_minus(b, &b.mul(y, y)?)
}

fn mul3<'c, 'b>(b: &Builder<'c, 'b>, x: &Tv<'c, 'b>, y: &Tv<'c, 'b>, z: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    b.mul(&b.mul(x, y)?, z)
}

/// Carried values: a loop's fixed ones first, then the optional ones that are present; `at`
/// says where each optional one went.
struct Carried<'c, 'a> {
    values: Vec<Tv<'c, 'a>>,
}

impl<'c, 'a> Carried<'c, 'a> {
    fn new(values: Vec<Tv<'c, 'a>>) -> Self {
        Carried { values }
    }

    /// Appends `t` when present; its position.
    fn maybe(&mut self, t: Option<Tv<'c, 'a>>) -> Option<usize> {
        t.map(|t| {
            self.values.push(t);
            self.values.len() - 1
        })
    }

    fn refs(&self) -> Vec<&Tv<'c, 'a>> {
        self.values.iter().collect()
    }
}

// ---- LSTM ------------------------------------------------------------------------------------------

/// `lstm_scan(gates_in, h0, c0, w_hh, b_hh?, w_hr?, reverse) -> (ys, h_T, c_T, cs, acts)`.
fn lstm_scan<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let gi = c.tensor(0)?;
    let (h0, c0, w_hh) = (c.tensor(1)?, c.tensor(2)?, c.tensor(3)?);
    let (b_hh, w_hr) = (c.opt_tensor(4, "b_hh")?, c.opt_tensor(5, "w_hr")?);
    let reverse = c.bool_or(6, "reverse", false)?;
    let [steps, batch, gates] = seq_dims(c, "gates_in", &gi)?;
    let (out, hidden) = (width(c, "h0", &h0)?, width(c, "c0", &c0)?);
    let mut checks: Vec<(&str, &Tv, &[i64])> = vec![];
    let (hd, cd, wd, bd, rd) = ([batch, out], [batch, hidden], [4 * hidden, out], [4 * hidden], [out, hidden]);
    checks.extend([("h0", &h0, &hd[..]), ("c0", &c0, &cd[..]), ("w_hh", &w_hh, &wd[..])]);
    if gates != 4 * hidden {
        return Err(c.invalid(format!("`gates_in` has {gates} gate columns for a hidden size of {hidden}")));
    }
    if let Some(t) = &b_hh {
        checks.push(("b_hh", t, &bd[..]));
    }
    match &w_hr {
        Some(t) => checks.push(("w_hr", t, &rd[..])),
        None if out != hidden => return Err(c.invalid(format!("h0 has {out} features and c0 {hidden}, with no projection"))),
        None => {}
    }
    let dt = gi.dtype();
    expect(c, &checks, dt)?;
    let ys = b.splat(dt, 0.0, &[steps, batch, out])?;
    let cs = b.splat(dt, 0.0, &[steps, batch, hidden])?;
    let acts = b.splat(dt, 0.0, &[steps, batch, gates])?;
    if steps == 0 {
        return Ok(vec![ys, h0, c0, cs, acts]);
    }
    let mut carried = Carried::new(vec![b.scalar_int(DType::I64, 0)?, h0, c0, ys, cs, acts, gi, transposed(b, w_hh)?]);
    let bias_at = carried.maybe(b_hh);
    let proj_at = carried.maybe(w_hr.map(|w| transposed(b, w)).transpose()?);
    let outs = b.while_loop(&carried.refs(), move |b, a| counting(b, &a[0], steps), move |b, a| {
        let t = step_of(b, &a[0], steps, !reverse)?;
        let (h, cell, ys, cs, acts, gi, w_hh) = (&a[1], &a[2], &a[3], &a[4], &a[5], &a[6], &a[7]);
        let pre = plus_bias(b, &b.add(&read(b, gi, &t)?, &times(b, h, w_hh)?)?, bias_at.map(|k| &a[k]))?;
        let i = sigmoid(b, &gate(b, &pre, 0, hidden)?)?;
        let f = sigmoid(b, &gate(b, &pre, 1, hidden)?)?;
        let g = tanh(b, &gate(b, &pre, 2, hidden)?)?;
        let o = sigmoid(b, &gate(b, &pre, 3, hidden)?)?;
        let cell = b.add(&b.mul(&f, cell)?, &b.mul(&i, &g)?)?;
        let mut h = b.mul(&o, &tanh(b, &cell)?)?;
        if let Some(k) = proj_at {
            h = times(b, &h, &a[k])?;
        }
        let act = b.concatenate(&[&i, &f, &g, &o], 1)?;
        let mut next_values = vec![next(b, &a[0])?, h.clone(), cell.clone(), write(b, ys, &h, &t)?, write(b, cs, &cell, &t)?, write(b, acts, &act, &t)?];
        next_values.extend(a[6..].iter().cloned());
        Ok(next_values)
    })?;
    Ok(vec![outs[3].clone(), outs[1].clone(), outs[2].clone(), outs[4].clone(), outs[5].clone()])
}

/// `lstm_scan_backward(grad_ys, grad_hT, grad_cT, c0, w_hh, w_hr?, cs, acts, reverse)
/// -> (grad of the gate pre-activations, grad h0, grad c0, grad of each step's h)`.
fn lstm_scan_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let gy = c.tensor(0)?;
    let (grad_h_last, grad_c_last, c0, w_hh) = (c.tensor(1)?, c.tensor(2)?, c.tensor(3)?, c.tensor(4)?);
    let w_hr = c.opt_tensor(5, "w_hr")?;
    let (cs, acts) = (c.tensor(6)?, c.tensor(7)?);
    let reverse = c.bool_or(8, "reverse", false)?;
    let [steps, batch, out] = seq_dims(c, "grad_ys", &gy)?;
    let hidden = width(c, "c0", &c0)?;
    let (hd, cd, wd, rd) = ([batch, out], [batch, hidden], [4 * hidden, out], [out, hidden]);
    let (csd, ad) = ([steps, batch, hidden], [steps, batch, 4 * hidden]);
    let mut checks: Vec<(&str, &Tv, &[i64])> =
        vec![("grad_hT", &grad_h_last, &hd[..]), ("grad_cT", &grad_c_last, &cd[..]), ("w_hh", &w_hh, &wd[..]), ("cs", &cs, &csd[..]), ("acts", &acts, &ad[..])];
    match &w_hr {
        Some(t) => checks.push(("w_hr", t, &rd[..])),
        None if out != hidden => return Err(c.invalid(format!("h has {out} features and c {hidden}, with no projection"))),
        None => {}
    }
    let dt = gy.dtype();
    expect(c, &checks, dt)?;
    let d_gates = b.splat(dt, 0.0, &ad)?;
    let d_hs = b.splat(dt, 0.0, &[steps, batch, out])?;
    if steps == 0 {
        return Ok(vec![d_gates, grad_h_last, grad_c_last, d_hs]);
    }
    let mut carried = Carried::new(vec![b.scalar_int(DType::I64, 0)?, grad_h_last, grad_c_last, d_gates, d_hs, gy, c0, w_hh, cs, acts]);
    let proj_at = carried.maybe(w_hr);
    let outs = b.while_loop(&carried.refs(), move |b, a| counting(b, &a[0], steps), move |b, a| {
        let t = step_of(b, &a[0], steps, reverse)?;
        let (dh, dc, d_gates, d_hs, gy, c0, w_hh, cs, acts) = (&a[1], &a[2], &a[3], &a[4], &a[5], &a[6], &a[7], &a[8], &a[9]);
        let dh = b.add(&read(b, gy, &t)?, dh)?;
        let dhp = match proj_at {
            Some(k) => times(b, &dh, &a[k])?,
            None => dh.clone(),
        };
        let act = read(b, acts, &t)?;
        let (i, f) = (gate(b, &act, 0, hidden)?, gate(b, &act, 1, hidden)?);
        let (g, o) = (gate(b, &act, 2, hidden)?, gate(b, &act, 3, hidden)?);
        let tc = tanh(b, &read(b, cs, &t)?)?;
        let c_prev = state_before(b, cs, c0, &t, reverse)?;
        let dc = b.add(dc, &mul3(b, &dhp, &o, &dtanh(b, &tc)?)?)?;
        let di = mul3(b, &dc, &g, &dsigmoid(b, &i)?)?;
        let df = mul3(b, &dc, &c_prev, &dsigmoid(b, &f)?)?;
        let dg = mul3(b, &dc, &i, &dtanh(b, &g)?)?;
        let d_o = mul3(b, &dhp, &tc, &dsigmoid(b, &o)?)?;
        let d_pre = b.concatenate(&[&di, &df, &dg, &d_o], 1)?;
        let mut next_values = vec![
            next(b, &a[0])?,
            times(b, &d_pre, w_hh)?,
            b.mul(&dc, &f)?,
            write(b, d_gates, &d_pre, &t)?,
            write(b, d_hs, &dh, &t)?,
        ];
        next_values.extend(a[5..].iter().cloned());
        Ok(next_values)
    })?;
    Ok(vec![outs[3].clone(), outs[1].clone(), outs[2].clone(), outs[4].clone()])
}

// ---- GRU -------------------------------------------------------------------------------------------

/// `gru_scan(gates_in, h0, w_hh, b_hh?, reverse) -> (ys, h_T, acts)`; `acts` holds r, z, n and
/// `W_hn h + b_hn` of each step.
fn gru_scan<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let gi = c.tensor(0)?;
    let (h0, w_hh, b_hh) = (c.tensor(1)?, c.tensor(2)?, c.opt_tensor(3, "b_hh")?);
    let reverse = c.bool_or(4, "reverse", false)?;
    let [steps, batch, gates] = seq_dims(c, "gates_in", &gi)?;
    let hidden = width(c, "h0", &h0)?;
    if gates != 3 * hidden {
        return Err(c.invalid(format!("`gates_in` has {gates} gate columns for a hidden size of {hidden}")));
    }
    let (hd, wd, bd) = ([batch, hidden], [3 * hidden, hidden], [3 * hidden]);
    let mut checks: Vec<(&str, &Tv, &[i64])> = vec![("h0", &h0, &hd[..]), ("w_hh", &w_hh, &wd[..])];
    if let Some(t) = &b_hh {
        checks.push(("b_hh", t, &bd[..]));
    }
    let dt = gi.dtype();
    expect(c, &checks, dt)?;
    let ys = b.splat(dt, 0.0, &[steps, batch, hidden])?;
    let acts = b.splat(dt, 0.0, &[steps, batch, 4 * hidden])?;
    if steps == 0 {
        return Ok(vec![ys, h0, acts]);
    }
    let mut carried = Carried::new(vec![b.scalar_int(DType::I64, 0)?, h0, ys, acts, gi, transposed(b, w_hh)?]);
    let bias_at = carried.maybe(b_hh);
    let outs = b.while_loop(&carried.refs(), move |b, a| counting(b, &a[0], steps), move |b, a| {
        let t = step_of(b, &a[0], steps, !reverse)?;
        let (h, ys, acts, gi, w_hh) = (&a[1], &a[2], &a[3], &a[4], &a[5]);
        let x = read(b, gi, &t)?;
        let hh = plus_bias(b, &times(b, h, w_hh)?, bias_at.map(|k| &a[k]))?;
        let r = sigmoid(b, &b.add(&gate(b, &x, 0, hidden)?, &gate(b, &hh, 0, hidden)?)?)?;
        let z = sigmoid(b, &b.add(&gate(b, &x, 1, hidden)?, &gate(b, &hh, 1, hidden)?)?)?;
        let h_n = gate(b, &hh, 2, hidden)?;
        let n = tanh(b, &b.add(&gate(b, &x, 2, hidden)?, &b.mul(&r, &h_n)?)?)?;
        // Eager's form: h' = (h - n) * z + n.
        let h = b.add(&b.mul(&b.sub(h, &n)?, &z)?, &n)?;
        let act = b.concatenate(&[&r, &z, &n, &h_n], 1)?;
        let mut next_values = vec![next(b, &a[0])?, h.clone(), write(b, ys, &h, &t)?, write(b, acts, &act, &t)?];
        next_values.extend(a[4..].iter().cloned());
        Ok(next_values)
    })?;
    Ok(vec![outs[2].clone(), outs[1].clone(), outs[3].clone()])
}

/// `gru_scan_backward(grad_ys, grad_hT, h0, w_hh, ys, acts, reverse) -> (grad of the input-side
/// pre-activations, grad of the hidden-side ones, grad h0)`.
fn gru_scan_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let gy = c.tensor(0)?;
    let (grad_h_last, h0, w_hh, ys, acts) = (c.tensor(1)?, c.tensor(2)?, c.tensor(3)?, c.tensor(4)?, c.tensor(5)?);
    let reverse = c.bool_or(6, "reverse", false)?;
    let [steps, batch, hidden] = seq_dims(c, "grad_ys", &gy)?;
    let (hd, wd, yd, ad) = ([batch, hidden], [3 * hidden, hidden], [steps, batch, hidden], [steps, batch, 4 * hidden]);
    let dt = gy.dtype();
    expect(c, &[("grad_hT", &grad_h_last, &hd), ("h0", &h0, &hd), ("w_hh", &w_hh, &wd), ("ys", &ys, &yd), ("acts", &acts, &ad)], dt)?;
    let d_in = b.splat(dt, 0.0, &[steps, batch, 3 * hidden])?;
    if steps == 0 {
        return Ok(vec![d_in.clone(), d_in, grad_h_last]);
    }
    let carried = Carried::new(vec![b.scalar_int(DType::I64, 0)?, grad_h_last, d_in.clone(), d_in, gy, h0, w_hh, ys, acts]);
    let outs = b.while_loop(&carried.refs(), move |b, a| counting(b, &a[0], steps), move |b, a| {
        let t = step_of(b, &a[0], steps, reverse)?;
        let (dh, d_in, d_hid, gy, h0, w_hh, ys, acts) = (&a[1], &a[2], &a[3], &a[4], &a[5], &a[6], &a[7], &a[8]);
        let dh = b.add(&read(b, gy, &t)?, dh)?;
        let h_prev = state_before(b, ys, h0, &t, reverse)?;
        let act = read(b, acts, &t)?;
        let (r, z) = (gate(b, &act, 0, hidden)?, gate(b, &act, 1, hidden)?);
        let (n, h_n) = (gate(b, &act, 2, hidden)?, gate(b, &act, 3, hidden)?);
        let dn = mul3(b, &dh, &one_minus(b, &z)?, &dtanh(b, &n)?)?;
        let dz = mul3(b, &dh, &b.sub(&h_prev, &n)?, &dsigmoid(b, &z)?)?;
        let dr = mul3(b, &dn, &h_n, &dsigmoid(b, &r)?)?;
        let di = b.concatenate(&[&dr, &dz, &dn], 1)?;
        let dhh = b.concatenate(&[&dr, &dz, &b.mul(&dn, &r)?], 1)?;
        let dh_prev = b.add(&b.mul(&dh, &z)?, &times(b, &dhh, w_hh)?)?;
        let mut next_values = vec![next(b, &a[0])?, dh_prev, write(b, d_in, &di, &t)?, write(b, d_hid, &dhh, &t)?];
        next_values.extend(a[4..].iter().cloned());
        Ok(next_values)
    })?;
    Ok(vec![outs[2].clone(), outs[3].clone(), outs[1].clone()])
}

// ---- RNN (tanh, relu) ------------------------------------------------------------------------------

fn relu_or_tanh(c: &Call, i: usize) -> Result<bool> {
    match c.str_or(i, "nonlinearity", "tanh")?.as_str() {
        "tanh" => Ok(false),
        "relu" => Ok(true),
        other => Err(c.invalid(format!("nonlinearity must be 'tanh' or 'relu', not {other:?}"))),
    }
}

/// `rnn_scan(gates_in, h0, w_hh, b_hh?, nonlinearity, reverse) -> (ys, h_T)`.
fn rnn_scan<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let gi = c.tensor(0)?;
    let (h0, w_hh, b_hh) = (c.tensor(1)?, c.tensor(2)?, c.opt_tensor(3, "b_hh")?);
    let relu = relu_or_tanh(c, 4)?;
    let reverse = c.bool_or(5, "reverse", false)?;
    let [steps, batch, hidden] = seq_dims(c, "gates_in", &gi)?;
    let (hd, wd, bd) = ([batch, hidden], [hidden, hidden], [hidden]);
    let mut checks: Vec<(&str, &Tv, &[i64])> = vec![("h0", &h0, &hd[..]), ("w_hh", &w_hh, &wd[..])];
    if let Some(t) = &b_hh {
        checks.push(("b_hh", t, &bd[..]));
    }
    let dt = gi.dtype();
    expect(c, &checks, dt)?;
    let ys = b.splat(dt, 0.0, &[steps, batch, hidden])?;
    if steps == 0 {
        return Ok(vec![ys, h0]);
    }
    let mut carried = Carried::new(vec![b.scalar_int(DType::I64, 0)?, h0, ys, gi, transposed(b, w_hh)?]);
    let bias_at = carried.maybe(b_hh);
    let outs = b.while_loop(&carried.refs(), move |b, a| counting(b, &a[0], steps), move |b, a| {
        let t = step_of(b, &a[0], steps, !reverse)?;
        let (h, ys, gi, w_hh) = (&a[1], &a[2], &a[3], &a[4]);
        let pre = plus_bias(b, &b.add(&read(b, gi, &t)?, &times(b, h, w_hh)?)?, bias_at.map(|k| &a[k]))?;
        let h = if relu { b.max(&pre, &b.splat(dt, 0.0, &pre.dims())?)? } else { tanh(b, &pre)? };
        let mut next_values = vec![next(b, &a[0])?, h.clone(), write(b, ys, &h, &t)?];
        next_values.extend(a[3..].iter().cloned());
        Ok(next_values)
    })?;
    Ok(vec![outs[2].clone(), outs[1].clone()])
}

/// `rnn_scan_backward(grad_ys, grad_hT, w_hh, ys, nonlinearity, reverse) -> (grad of the
/// pre-activations, grad h0)`: the activation's derivative from its output (`1 - y^2`; relu's
/// `y > 0`, as torch's `threshold_backward`).
fn rnn_scan_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let gy = c.tensor(0)?;
    let (grad_h_last, w_hh, ys) = (c.tensor(1)?, c.tensor(2)?, c.tensor(3)?);
    let relu = relu_or_tanh(c, 4)?;
    let reverse = c.bool_or(5, "reverse", false)?;
    let [steps, batch, hidden] = seq_dims(c, "grad_ys", &gy)?;
    let (hd, wd, yd) = ([batch, hidden], [hidden, hidden], [steps, batch, hidden]);
    let dt = gy.dtype();
    expect(c, &[("grad_hT", &grad_h_last, &hd), ("w_hh", &w_hh, &wd), ("ys", &ys, &yd)], dt)?;
    let d_pre = b.splat(dt, 0.0, &yd)?;
    if steps == 0 {
        return Ok(vec![d_pre, grad_h_last]);
    }
    let carried = Carried::new(vec![b.scalar_int(DType::I64, 0)?, grad_h_last, d_pre, gy, w_hh, ys]);
    let outs = b.while_loop(&carried.refs(), move |b, a| counting(b, &a[0], steps), move |b, a| {
        let t = step_of(b, &a[0], steps, reverse)?;
        let (dh, d_pre, gy, w_hh, ys) = (&a[1], &a[2], &a[3], &a[4], &a[5]);
        let dh = b.add(&read(b, gy, &t)?, dh)?;
        let y = read(b, ys, &t)?;
        let d = if relu {
            let zero = b.splat(dt, 0.0, &y.dims())?;
            b.select(&b.compare(&y, &zero, "GT")?, &dh, &zero)?
        } else {
            b.mul(&dh, &dtanh(b, &y)?)?
        };
        let mut next_values = vec![next(b, &a[0])?, times(b, &d, w_hh)?, write(b, d_pre, &d, &t)?];
        next_values.extend(a[3..].iter().cloned());
        Ok(next_values)
    })?;
    Ok(vec![outs[2].clone(), outs[1].clone()])
}

#[cfg(test)]
mod tests {
    //! Malformed scan nodes are errors that name the node, never panics or MLIR's complaints; a
    //! zero-length sequence needs no loop; the loop is one `stablehlo.while` at any length.

    use crate::lower::tests::{error_of, mlir_of};

    /// An `rnn_scan` (tanh, bias-free) node over `gi` [T, B, H] with `h0` and `w_hh` of the
    /// given dims and dtype; `outs` are the node's declared results.
    fn rnn_graph(gi: &[i64], h0: &[i64], w: &[i64], dtype: &str) -> String {
        let meta = |d: &[i64]| format!(r#"{{"dtype": "{dtype}", "shape": {d:?}}}"#);
        format!(
            r#"{{"format_version": 1, "name": "g",
  "inputs": [{{"name": "gi", "meta": {gm}}}, {{"name": "h0", "meta": {hm}}}, {{"name": "w", "meta": {wm}}}],
  "nodes": [{{"name": "scan", "target": "torchtpu.rnn_scan.default",
    "args": [{{"t": "ref", "node": "gi"}}, {{"t": "ref", "node": "h0"}}, {{"t": "ref", "node": "w"}}, {{"t": "none"}},
             {{"t": "str", "v": "tanh"}}, {{"t": "bool", "v": false}}],
    "outputs": [{gm}, {hm}]}}],
  "outputs": [{{"t": "ref", "node": "scan", "out": 0}}, {{"t": "ref", "node": "scan", "out": 1}}]}}"#,
            gm = meta(gi),
            hm = meta(h0),
            wm = meta(w),
        )
    }

    #[test]
    fn one_loop_whatever_the_length() {
        for steps in [1, 7, 300] {
            let mlir = mlir_of(&rnn_graph(&[steps, 2, 3], &[2, 3], &[3, 3], "f32"));
            assert_eq!(mlir.matches("\"stablehlo.while\"").count(), 1, "{mlir}");
            assert_eq!(mlir.matches("\"stablehlo.tanh\"").count(), 1, "one step in the body: {mlir}");
        }
    }

    #[test]
    fn zero_steps_need_no_loop() {
        let mlir = mlir_of(&rnn_graph(&[0, 2, 3], &[2, 3], &[3, 3], "f32"));
        assert!(!mlir.contains("stablehlo.while"), "{mlir}");
    }

    #[test]
    fn malformed_operands_are_errors_naming_the_node() {
        let e = error_of(&rnn_graph(&[4, 2, 3], &[2, 3], &[3, 5], "f32"));
        assert!(e.contains("scan") && e.contains("`w_hh`"), "{e}");
        let e = error_of(&rnn_graph(&[4, 2], &[2, 3], &[3, 3], "f32"));
        assert!(e.contains("scan") && e.contains("[steps, batch, features]"), "{e}");
        let e = error_of(&rnn_graph(&[4, 2, 3], &[2, 3], &[3, 3], "i32"));
        assert!(e.contains("floating-point"), "{e}");
    }
}
