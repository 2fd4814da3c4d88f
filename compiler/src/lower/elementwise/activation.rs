//! Activations and clamps: clamp, hardtanh, relu, leaky_relu, silu, gelu (exact and tanh) with
//! its gradient, and threshold_backward. Large float GELUs run torch's own kernels where the
//! target has them (lower/aten_ops.rs).

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
    let x0 = c.tensor(0)?;
    if out.dtype == x0.dtype() && out.static_dims() == Some(x0.dims()) && crate::lower::aten_ops::takes(c, &x0) {
        return Ok(vec![crate::lower::aten_ops::gelu(c, &x0, gelu_tanh(c)?)?]);
    }
    let x = c.b.convert(&x0, cd)?;
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

/// Whether a GELU node is the tanh approximation (`approximate` at argument `i`: 1 for `gelu`,
/// 2 for `gelu_backward`).
fn gelu_tanh_at(c: &Call<'_, '_, '_>, i: usize) -> Result<bool> {
    match c.str_or(i, "approximate", "none")?.as_str() {
        "none" => Ok(false),
        "tanh" => Ok(true),
        other => Err(c.unsupported(format!("approximate=`{other}`"))),
    }
}

fn gelu_tanh(c: &Call<'_, '_, '_>) -> Result<bool> {
    gelu_tanh_at(c, 1)
}

/// `gelu_backward(grad_output, self, approximate)`: `g * d gelu(x) / dx`, as torch's CPU kernel
/// computes it: exact, `Phi(x) + x * phi(x)`; tanh, `0.5 * (1 + t) + 0.5 * x * (1 - t^2) * b *
/// (1 + 3 k x^2)` with `t = tanh(b * (x + k x^3))`, `b = sqrt(2 / pi)`, `k = 0.044715`.
pub(super) fn gelu_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let tanh = gelu_tanh_at(c, 2)?;
    let (g0, x0) = (c.tensor(0)?, c.tensor(1)?);
    if out.dtype == x0.dtype() && g0.ty == x0.ty && x0.dims() == dims && crate::lower::aten_ops::takes(c, &x0) {
        return Ok(vec![crate::lower::aten_ops::gelu_backward(c, &g0, &x0, tanh)?]);
    }
    let cd = compute_dtype(out.dtype);
    let g = c.operand_as(0, "grad_output", cd, &dims)?;
    let x = c.operand_as(1, "self", cd, &dims)?;
    let k = |v: f64| c.b.splat(cd, v, &dims);
    let d = if tanh {
        let (beta, kappa) = ((2.0 / std::f64::consts::PI).sqrt(), 0.044715);
        let x2 = c.b.mul(&x, &x)?;
        let inner = c.b.mul(&k(beta)?, &c.b.add(&x, &c.b.mul(&k(kappa)?, &c.b.mul(&x2, &x)?)?)?)?;
        let t = c.b.unary("stablehlo.tanh", &inner)?;
        let left = c.b.mul(&k(0.5)?, &c.b.add(&k(1.0)?, &t)?)?;
        let sech2 = c.b.sub(&k(1.0)?, &c.b.mul(&t, &t)?)?;
        let slope = c.b.mul(&k(beta)?, &c.b.add(&k(1.0)?, &c.b.mul(&k(3.0 * kappa)?, &x2)?)?)?;
        let right = c.b.mul(&c.b.mul(&k(0.5)?, &x)?, &c.b.mul(&sech2, &slope)?)?;
        c.b.add(&left, &right)?
    } else {
        let cdf = c.b.mul(
            &k(0.5)?,
            &c.b.add(&k(1.0)?, &c.b.unary("chlo.erf", &c.b.mul(&x, &k(std::f64::consts::FRAC_1_SQRT_2)?)?)?)?,
        )?;
        let pdf = c.b.mul(
            &k(1.0 / (2.0 * std::f64::consts::PI).sqrt())?,
            &c.b.unary("stablehlo.exponential", &c.b.mul(&k(-0.5)?, &c.b.mul(&x, &x)?)?)?,
        )?;
        c.b.add(&cdf, &c.b.mul(&x, &pdf)?)?
    };
    Ok(vec![c.b.convert(&c.b.mul(&g, &d)?, out.dtype)?])
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

/// `rrelu_with_noise_backward(grad, self, noise, lower, upper, training, self_is_result)`: in
/// training (with `upper > lower`) the gradient times the slopes the forward drew (`noise`);
/// otherwise that of a leaky ReLU of slope `(lower + upper) / 2`, as in torch.
pub(super) fn rrelu_with_noise_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let lower = c.float_or(3, "lower", 0.125)?;
    let upper = c.float_or(4, "upper", 1.0 / 3.0)?;
    let training = c.bool_or(5, "training", false)?;
    let out = c.out_ty(0)?;
    let d = c.out_dims(0)?;
    let work = if out.dtype == DType::F64 { DType::F64 } else { DType::F32 };
    let gw = c.operand_as(0, "grad_output", work, &d)?;
    if training && upper - lower > 1e-6 {
        let r = c.operand_as(2, "noise", work, &d)?;
        return Ok(vec![c.b.convert(&c.b.mul(&gw, &r)?, out.dtype)?]);
    }
    // torch's leaky_relu_backward: the slope where self > 0 is 1 (`self_is_result` does not change
    // the sign test for a positive slope).
    let xw = c.operand_as(1, "self", work, &d)?;
    let pos = c.b.compare(&xw, &c.b.splat(work, 0.0, &d)?, "GT")?;
    let scaled = c.b.mul(&gw, &c.b.splat(work, (lower + upper) / 2.0, &d)?)?;
    Ok(vec![c.b.convert(&c.b.select(&pos, &gw, &scaled)?, out.dtype)?])
}
