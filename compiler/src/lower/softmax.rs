//! softmax and log_softmax with their backward ops, in the numerically stable form
//! (subtract the max before exponentiating); large float ones in torch's own kernels where the
//! target has them (aten_ops.rs).

use super::aten_ops;
use super::call::Call;
use crate::emit::{Builder, Tv};
use crate::ir::DType;
use crate::Result;
use super::traits::{OpRule, op, Pad};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten._log_softmax.default", |c| softmax(c, true)).pad(Pad::Softmax),
    op("aten._log_softmax_backward_data.default", |c| softmax_backward(c, true)).pad(Pad::SoftmaxBackward { output_too: false }),
    op("aten._softmax.default", |c| softmax(c, false)).pad(Pad::Softmax),
    op("aten._softmax_backward_data.default", |c| softmax_backward(c, false)).pad(Pad::SoftmaxBackward { output_too: true }),
];

fn compute_dtype(d: DType) -> DType {
    if matches!(d, DType::F16 | DType::BF16) {
        DType::F32
    } else {
        d
    }
}

/// Reduces `x` over `dim` with `op` and broadcasts the result back to `x`'s shape.
fn reduce_keep<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, dim: usize, op: &str, init: f64) -> Result<Tv<'c, 'a>> {
    let i = b.scalar(x.dtype(), init)?;
    let r = b.reduce(x, &i, &[dim as i64], op)?;
    let kept: Vec<i64> = (0..x.rank() as i64).filter(|&d| d != dim as i64).collect();
    b.broadcast_in_dim(&r, &x.dims(), &kept)
}

fn softmax<'c, 'a>(c: &Call<'_, 'c, 'a>, log: bool) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x0 = c.tensor(0)?;
    if x0.rank() == 0 {
        let v = if log { 0.0 } else { 1.0 };
        return Ok(vec![c.b.splat(out.dtype, v, &[])?]);
    }
    let dim = c.norm_dim(c.int(1, "dim")?, x0.rank())?;
    if out.dtype == x0.dtype() && aten_ops::takes(c, &x0) {
        return Ok(vec![aten_ops::softmax(c, &x0, dim, log)?]);
    }
    let x = c.b.convert(&x0, compute_dtype(out.dtype))?;
    let m = reduce_keep(c.b, &x, dim, "stablehlo.maximum", f64::NEG_INFINITY)?;
    // A row of all -inf has max -inf; subtracting it would make NaN where torch also gives NaN.
    let shifted = c.b.sub(&x, &m)?;
    let e = c.b.unary("stablehlo.exponential", &shifted)?;
    let s = reduce_keep(c.b, &e, dim, "stablehlo.add", 0.0)?;
    let r = if log { c.b.sub(&shifted, &c.b.unary("stablehlo.log", &s)?)? } else { c.b.div(&e, &s)? };
    Ok(vec![c.b.convert(&r, out.dtype)?])
}

/// softmax: `y * (g - sum(g * y))`; log_softmax: `g - exp(y) * sum(g)`.
fn softmax_backward<'c, 'a>(c: &Call<'_, 'c, 'a>, log: bool) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let cd = compute_dtype(out.dtype);
    let (g0, y0) = (c.tensor(0)?, c.tensor(1)?);
    if g0.rank() == 0 {
        return Ok(vec![c.b.splat(out.dtype, 0.0, &[])?]);
    }
    let dim = c.norm_dim(c.int(2, "dim")?, g0.rank())?;
    if out.dtype == g0.dtype() && y0.ty == g0.ty && aten_ops::takes(c, &g0) {
        return Ok(vec![aten_ops::softmax_backward(c, &g0, &y0, dim, log)?]);
    }
    let g = c.b.convert(&g0, cd)?;
    let y = c.b.convert(&y0, cd)?;
    let r = if log {
        let s = reduce_keep(c.b, &g, dim, "stablehlo.add", 0.0)?;
        c.b.sub(&g, &c.b.mul(&c.b.unary("stablehlo.exponential", &y)?, &s)?)?
    } else {
        let gy = c.b.mul(&g, &y)?;
        let s = reduce_keep(c.b, &gy, dim, "stablehlo.add", 0.0)?;
        c.b.mul(&y, &c.b.sub(&g, &s)?)?
    };
    Ok(vec![c.b.convert(&r, out.dtype)?])
}
