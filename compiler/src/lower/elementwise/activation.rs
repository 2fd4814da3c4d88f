//! Activations and clamps: clamp, hardtanh, relu, leaky_relu, silu, gelu (exact and tanh) and
//! threshold_backward.

use super::*;

pub(super) fn clamp<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let mut x = c.operand_as(0, "self", out.dtype, &dims)?;
    // A NaN bound gives NaN, as in torch.
    if c.has(1, "min") {
        let lo = c.operand_as(1, "min", out.dtype, &dims)?;
        x = max_min_nan(c.b, "stablehlo.maximum", &x, &lo)?;
    }
    if c.has(2, "max") {
        let hi = c.operand_as(2, "max", out.dtype, &dims)?;
        x = max_min_nan(c.b, "stablehlo.minimum", &x, &hi)?;
    }
    Ok(vec![x])
}

pub(super) fn hardtanh<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let lo = c.b.splat(x.dtype(), c.float_or(1, "min_val", -1.0)?, &x.dims())?;
    let hi = c.b.splat(x.dtype(), c.float_or(2, "max_val", 1.0)?, &x.dims())?;
    Ok(vec![c.b.min(&c.b.max(&x, &lo)?, &hi)?])
}

pub(super) fn relu<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    if x.dtype() == DType::Bool {
        return Ok(vec![x]);
    }
    let zero = c.b.splat(x.dtype(), 0.0, &x.dims())?;
    // relu(NaN) is NaN in torch; max(NaN, 0) propagates NaN too.
    Ok(vec![c.b.max(&x, &zero)?])
}

pub(super) fn leaky_relu<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let slope = c.float_or(1, "negative_slope", 0.01)?;
    let zero = c.b.splat(x.dtype(), 0.0, &x.dims())?;
    let k = c.b.splat(x.dtype(), slope, &x.dims())?;
    let pos = c.b.compare(&x, &zero, "GT")?;
    Ok(vec![c.b.select(&pos, &x, &c.b.mul(&x, &k)?)?])
}

pub(super) fn silu<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.b.convert(&c.tensor(0)?, compute_dtype(out.dtype))?;
    let s = c.b.unary("stablehlo.logistic", &x)?;
    Ok(vec![c.b.convert(&c.b.mul(&x, &s)?, out.dtype)?])
}

/// `gelu(x, approximate='none' | 'tanh')`.
pub(super) fn gelu<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let cd = compute_dtype(out.dtype);
    let x = c.b.convert(&c.tensor(0)?, cd)?;
    let d = x.dims();
    let half = c.b.splat(cd, 0.5, &d)?;
    let one = c.b.splat(cd, 1.0, &d)?;
    let inner = match c.str_or(1, "approximate", "none")?.as_str() {
        "none" => {
            let k = c.b.splat(cd, std::f64::consts::FRAC_1_SQRT_2, &d)?;
            c.b.unary("chlo.erf", &c.b.mul(&x, &k)?)?
        }
        "tanh" => {
            let k = c.b.splat(cd, (2.0 / std::f64::consts::PI).sqrt(), &d)?;
            let k3 = c.b.splat(cd, 0.044715, &d)?;
            let x3 = c.b.mul(&c.b.mul(&x, &x)?, &x)?;
            let t = c.b.mul(&k, &c.b.add(&x, &c.b.mul(&k3, &x3)?)?)?;
            c.b.unary("stablehlo.tanh", &t)?
        }
        other => return Err(c.unsupported(format!("approximate=`{other}`"))),
    };
    let r = c.b.mul(&c.b.mul(&half, &x)?, &c.b.add(&one, &inner)?)?;
    // At the infinities torch gets `inf * (1 + 1)` = inf and `-inf * (1 - 1)` = NaN; XLA's erf
    // (a polynomial) does not reach exactly +-1 there, so both are set as torch computes them.
    let inf = c.b.splat(cd, f64::INFINITY, &d)?;
    let neg_inf = c.b.splat(cd, f64::NEG_INFINITY, &d)?;
    let nan = c.b.splat(cd, f64::NAN, &d)?;
    let r = c.b.select(&c.b.compare(&x, &inf, "EQ")?, &inf, &r)?;
    let r = c.b.select(&c.b.compare(&x, &neg_inf, "EQ")?, &nan, &r)?;
    Ok(vec![c.b.convert(&r, out.dtype)?])
}

pub(super) fn threshold_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let grad = c.operand_as(0, "grad_output", out.dtype, &dims)?;
    let x = c.operand_as(1, "self", out.dtype, &dims)?;
    let t = c.operand_as(2, "threshold", out.dtype, &dims)?;
    let below = c.b.compare(&x, &t, "LE")?;
    let zero = c.b.splat(out.dtype, 0.0, &dims)?;
    Ok(vec![c.b.select(&below, &zero, &grad)?])
}
