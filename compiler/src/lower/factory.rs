//! Tensor factories: full, full_like, zeros/ones(_like), empty (zeros here), scalar_tensor, arange.
//! The fills take complex result types too (a real fill value, or a 0-d tensor converted). The
//! window functions `stft` takes: `hann_window`, `hamming_window`, `blackman_window`.

use super::call::Call;
use crate::emit::Tv;
use crate::ir::{DType, Operand};
use crate::Result;
use super::traits::{OpRule, op, Pad, Sym};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten.arange.default", arange).pad(Pad::Keep).sym(Sym::Size),
    op("aten.arange.start", arange).pad(Pad::Keep).sym(Sym::SizeAtElseBad(1, "end")),
    op("aten.arange.start_step", arange).pad(Pad::Keep).sym(Sym::SizeAtElseBad(1, "end")),
    op("aten.blackman_window.default", |c| window(c, &[0.42, -0.5, 0.08])),
    op("aten.blackman_window.periodic", |c| window(c, &[0.42, -0.5, 0.08])),
    op("aten.empty.memory_format", |c| fill_const(c, 0.0)).pad(Pad::Keep).sym(Sym::Size).uninit().complex(),
    op("aten.empty_like.default", |c| fill_const(c, 0.0)).pad(Pad::Keep).uninit().complex(),
    op("aten.empty_permuted.default", |c| fill_const(c, 0.0)).uninit().complex(),
    op("aten.empty_strided.default", |c| fill_const(c, 0.0)).pad(Pad::Keep).sym(Sym::Size).uninit().complex(),
    op("aten.full.default", |c| fill_arg(c, 1)).pad(Pad::Keep).sym(Sym::ValueAtElseSize(1, "fill_value")).complex(),
    op("aten.full_like.default", |c| fill_arg(c, 1)).pad(Pad::Keep).sym(Sym::ValueAtElseBad(1, "fill_value")).complex(),
    op("aten.hamming_window.default", |c| window(c, &[0.54, -0.46])),
    op("aten.hamming_window.periodic", |c| window(c, &[0.54, -0.46])),
    op("aten.hamming_window.periodic_alpha", hamming_alpha),
    op("aten.hamming_window.periodic_alpha_beta", hamming_alpha),
    op("aten.hann_window.default", |c| window(c, &[0.5, -0.5])),
    op("aten.hann_window.periodic", |c| window(c, &[0.5, -0.5])),
    op("aten.new_empty.default", |c| fill_const(c, 0.0)).pad(Pad::Keep).sym(Sym::Size).uninit().complex(),
    op("aten.new_empty_strided.default", |c| fill_const(c, 0.0)).pad(Pad::Keep).sym(Sym::Size).uninit().complex(),
    op("aten.new_full.default", |c| fill_arg(c, 2)).pad(Pad::Keep).sym(Sym::ValueAtElseSize(2, "fill_value")).complex(),
    op("aten.new_ones.default", |c| fill_const(c, 1.0)).pad(Pad::Keep).sym(Sym::Size).complex(),
    op("aten.new_zeros.default", |c| fill_const(c, 0.0)).pad(Pad::Keep).sym(Sym::Size).complex(),
    op("aten.ones.default", |c| fill_const(c, 1.0)).pad(Pad::Keep).sym(Sym::Size).complex(),
    op("aten.ones_like.default", |c| fill_const(c, 1.0)).pad(Pad::Keep).complex(),
    op("aten.scalar_tensor.default", |c| fill_arg(c, 0)).pad(Pad::Keep).sym(Sym::Value).complex(),
    op("aten.zeros.default", |c| fill_const(c, 0.0)).pad(Pad::Keep).sym(Sym::Size).complex(),
    op("aten.zeros_like.default", |c| fill_const(c, 0.0)).pad(Pad::Keep).complex(),
];

/// A tensor of torch's result type filled with `value`. (`empty` has unspecified contents; zeros are
/// a valid choice and deterministic.)
fn fill_const<'c, 'a>(c: &Call<'_, 'c, 'a>, value: f64) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    Ok(vec![c.b.splat(out.dtype, value, &c.out_dims(0)?)?])
}

/// A fill whose value is argument `i` (a number, or a 0-d tensor for `full_like`'s traced fills).
fn fill_arg<'c, 'a>(c: &Call<'_, 'c, 'a>, i: usize) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    match c.arg(i, "fill_value") {
        Some(Operand::Int(v)) if out.dtype.is_integer() => {
            let s = c.b.scalar_int(out.dtype, *v)?;
            Ok(vec![c.b.broadcast_in_dim(&s, &dims, &[])?])
        }
        Some(Operand::Value(_)) => Ok(vec![c.operand_as(i, "fill_value", out.dtype, &dims)?]),
        Some(Operand::Complex(..)) => Ok(vec![c.b.broadcast_in_dim(&c.complex_scalar(i, "fill_value", out.dtype)?, &dims, &[])?]),
        _ => Ok(vec![c.b.splat(out.dtype, c.float(i, "fill_value")?, &dims)?]),
    }
}

/// `arange`: `start + i * step` computed in 64 bits and converted, as torch's kernel does.
fn arange<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let (start, step) = match c.target {
        "aten.arange.default" => (Operand::Int(0), Operand::Int(1)),
        "aten.arange.start" => (c.arg(0, "start").cloned().unwrap_or(Operand::Int(0)), Operand::Int(1)),
        _ => (
            c.arg(0, "start").cloned().unwrap_or(Operand::Int(0)),
            c.arg(2, "step").cloned().unwrap_or(Operand::Int(1)),
        ),
    };
    let wide = if out.dtype.is_float() { DType::F64 } else { DType::I64 };
    let idx = c.b.iota(wide, &dims, 0)?;
    let as_scalar = |o: &Operand| -> Result<Tv<'c, 'a>> {
        match (o, wide) {
            (Operand::Int(v), DType::I64) => c.b.scalar_int(wide, *v),
            (Operand::Int(v), _) => c.b.scalar(wide, *v as f64),
            (Operand::Bool(v), _) => c.b.scalar(wide, *v as i64 as f64),
            (Operand::Float(v), _) => c.b.scalar(wide, *v),
            _ => Err(c.unsupported("arange bounds must be numbers")),
        }
    };
    let s = c.b.broadcast_in_dim(&as_scalar(&start)?, &dims, &[])?;
    let k = c.b.broadcast_in_dim(&as_scalar(&step)?, &dims, &[])?;
    let v = c.b.add(&s, &c.b.mul(&idx, &k)?)?;
    Ok(vec![c.b.convert(&v, out.dtype)?])
}

/// A cosine-sum window of `window_length` points: `sum_k a[k] * cos(2 pi k n / m)`, with
/// `m = window_length` for a periodic window (argument 1, default true) and `window_length - 1`
/// for a symmetric one; one point is `[1]`, as in torch. Computed in float64 and rounded once.
fn window<'c, 'a>(c: &Call<'_, 'c, 'a>, a: &[f64]) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let n = c.int(0, "window_length")?;
    if !out.dtype.is_float() {
        return Err(c.unsupported(format!("a window of {} values (torch takes floating types)", out.dtype)));
    }
    if n <= 1 {
        return Ok(vec![c.b.splat(out.dtype, 1.0, &[n.max(0)])?]);
    }
    let periodic = c.bool_or(1, "periodic", true)?;
    let m = if periodic { n } else { n - 1 } as f64;
    let idx = c.b.iota(DType::F64, &[n], 0)?;
    let mut w = c.b.splat(DType::F64, a[0], &[n])?;
    for (k, &ak) in a.iter().enumerate().skip(1) {
        let angle = c.b.mul(&idx, &c.b.splat(DType::F64, 2.0 * std::f64::consts::PI * k as f64 / m, &[n])?)?;
        let term = c.b.mul(&c.b.unary("stablehlo.cosine", &angle)?, &c.b.splat(DType::F64, ak, &[n])?)?;
        w = c.b.add(&w, &term)?;
    }
    Ok(vec![c.b.convert(&w, out.dtype)?])
}

/// `hamming_window(window_length, periodic, alpha, beta=0.46)`: `alpha - beta * cos(...)`.
fn hamming_alpha<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let alpha = c.float(2, "alpha")?;
    let beta = c.float_or(3, "beta", 0.46)?;
    window(c, &[alpha, -beta])
}
