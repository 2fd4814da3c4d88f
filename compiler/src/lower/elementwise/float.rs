//! Floating-point specifics: angle, the sign bit (signbit, copysign), exp2, fmax/fmin (NaN-ignoring),
//! hypot, nextafter, round with decimals and frexp.

use super::*;

/// `angle` of a real number: 0 for x >= 0, pi for x < 0, NaN for NaN (integers give float).
pub(super) fn angle<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let z = c.tensor(0)?;
    if z.dtype().is_complex() {
        // The argument of a complex number: atan2(imag, real), a real result.
        let re = crate::lower::complex::real_of(c.b, &z)?;
        let im = crate::lower::complex::imag_of(c.b, &z)?;
        return Ok(vec![c.b.convert(&c.b.binary("stablehlo.atan2", &im, &re)?, out.dtype)?]);
    }
    let cd = compute_dtype(out.dtype);
    let x = c.b.convert(&c.tensor(0)?, cd)?;
    let d = x.dims();
    let zero = c.b.splat(cd, 0.0, &d)?;
    let pi = c.b.splat(cd, std::f64::consts::PI, &d)?;
    let r = c.b.select(&c.b.compare(&x, &zero, "LT")?, &pi, &zero)?;
    let r = c.b.select(&c.b.compare(&x, &x, "NE")?, &x, &r)?;
    Ok(vec![c.b.convert(&r, out.dtype)?])
}

/// The sign bit of a float (true for -0.0 and negative NaN), by its bits.
pub(super) fn sign_bit<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    if !x.dtype().is_float() {
        if x.dtype().is_unsigned() || x.dtype() == DType::Bool {
            return b.splat(DType::Bool, 0.0, &d);
        }
        return b.compare(x, &b.splat(x.dtype(), 0.0, &d)?, "LT");
    }
    let int = match x.dtype() {
        DType::F64 => DType::I64,
        DType::F32 => DType::I32,
        _ => DType::I16,
    };
    let bits = b.op1("stablehlo.bitcast_convert", &[x], crate::ir::TensorType::new(int, &d), &[])?;
    b.compare(&bits, &b.splat(int, 0.0, &d)?, "LT")
}

pub(super) fn signbit<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    Ok(vec![sign_bit(c.b, &c.tensor(0)?)?])
}

/// `copysign(a, b)`: |a| with the sign bit of b, in the (float) result dtype.
pub(super) fn copysign<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let a = c.operand_as(0, "self", out.dtype, &dims)?;
    let b = c.operand_as(1, "other", out.dtype, &dims)?;
    let m = c.b.unary("stablehlo.abs", &a)?;
    Ok(vec![c.b.select(&sign_bit(c.b, &b)?, &c.b.neg(&m)?, &m)?])
}

/// `exp2`, computed in float64 and rounded once.
pub(super) fn exp2<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    if out.dtype.is_complex() {
        // 2^z = exp(z ln 2).
        let z = c.b.convert(&c.tensor(0)?, out.dtype)?;
        let ln2 = c.b.splat(out.dtype, std::f64::consts::LN_2, &z.dims())?;
        return Ok(vec![c.b.unary("stablehlo.exponential", &c.b.mul(&z, &ln2)?)?]);
    }
    let x = c.b.convert(&c.tensor(0)?, DType::F64)?;
    let two = c.b.splat(DType::F64, 2.0, &x.dims())?;
    let r = c.b.binary("stablehlo.power", &two, &x)?;
    Ok(vec![c.b.convert(&r, out.dtype)?])
}

/// `fmax`/`fmin`: like maximum/minimum, but a NaN loses to a number.
pub(super) fn fmax_fmin<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let a = c.operand_as(0, "self", out.dtype, &dims)?;
    let b = c.operand_as(1, "other", out.dtype, &dims)?;
    let r = max_min_nan(c.b, op, &a, &b)?;
    if !out.dtype.is_float() {
        return Ok(vec![r]);
    }
    let r = c.b.select(&c.b.compare(&a, &a, "NE")?, &b, &r)?;
    Ok(vec![c.b.select(&c.b.compare(&b, &b, "NE")?, &a, &r)?])
}

/// `hypot(a, b)`, computed in float64 (no overflow in the squares) and rounded once.
pub(super) fn hypot<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let a = c.b.convert(&c.operand_as(0, "self", out.dtype, &dims)?, DType::F64)?;
    let b = c.b.convert(&c.operand_as(1, "other", out.dtype, &dims)?, DType::F64)?;
    let s = c.b.add(&c.b.mul(&a, &a)?, &c.b.mul(&b, &b)?)?;
    let r = c.b.unary("stablehlo.sqrt", &s)?;
    // hypot(inf, NaN) is inf.
    let inf = c.b.splat(DType::F64, f64::INFINITY, &dims)?;
    let any_inf = c.b.binary(
        "stablehlo.or",
        &c.b.compare(&c.b.unary("stablehlo.abs", &a)?, &inf, "EQ")?,
        &c.b.compare(&c.b.unary("stablehlo.abs", &b)?, &inf, "EQ")?,
    )?;
    let r = c.b.select(&any_inf, &inf, &r)?;
    Ok(vec![c.b.convert(&r, out.dtype)?])
}

/// `nextafter(a, b)` in the result dtype (`chlo.next_after`).
pub(super) fn nextafter<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let a = c.operand_as(0, "self", out.dtype, &dims)?;
    let b = c.operand_as(1, "other", out.dtype, &dims)?;
    Ok(vec![c.b.binary("chlo.next_after", &a, &b)?])
}

/// `round(x, decimals)` as torch computes it: `round(x * 10^d) / 10^d` (or `round(x / 10^-d) * 10^-d`
/// for negative `d`), half to even, in the input dtype.
pub(super) fn round_decimals<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let decimals = c.int_or(1, "decimals", 0)?;
    if !x.dtype().is_float() {
        return Ok(vec![x]);
    }
    if decimals == 0 {
        return Ok(vec![c.b.unary("stablehlo.round_nearest_even", &x)?]);
    }
    let cd = compute_dtype(x.dtype());
    let xc = c.b.convert(&x, cd)?;
    let ten = 10f64.powi(decimals.unsigned_abs() as i32);
    let k = c.b.splat(cd, ten, &xc.dims())?;
    let r = if decimals > 0 {
        c.b.div(&c.b.unary("stablehlo.round_nearest_even", &c.b.mul(&xc, &k)?)?, &k)?
    } else {
        c.b.mul(&c.b.unary("stablehlo.round_nearest_even", &c.b.div(&xc, &k)?)?, &k)?
    };
    Ok(vec![c.b.convert(&r, x.dtype())?])
}

/// `frexp(x)` → `(mantissa, exponent)` with `x = mantissa * 2^exponent`, `0.5 <= |mantissa| < 1`;
/// zeros, infinities and NaN give themselves and exponent 0. Computed on the bits of x with
/// integer ops only (XLA's CPU backend flushes subnormal floats to zero in float arithmetic, and
/// torch keeps them): a subnormal's exponent comes from its fraction's leading zeros.
pub(super) fn frexp<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dt = x.dtype();
    let d = x.dims();
    let b = c.b;
    // (integer type, bit width, fraction bits, normal exponent offset)
    let (it, width, frac_bits, offset): (DType, i64, i64, i64) = match dt {
        DType::F64 => (DType::I64, 64, 52, 1022),
        DType::F32 => (DType::I32, 32, 23, 126),
        DType::F16 => (DType::I16, 16, 10, 14),
        DType::BF16 => (DType::I16, 16, 7, 126),
        _ => return Err(c.unsupported(format!("frexp of {}", dt.name()))),
    };
    let ki = |v: i64| -> Result<Tv<'c, 'a>> { b.broadcast_in_dim(&b.scalar_int(it, v)?, &d, &[]) };
    let exp_mask = (1i64 << (width - 1 - frac_bits)) - 1;
    let frac_mask = (1i64 << frac_bits) - 1;
    let sign_mask = if width == 64 { i64::MIN } else { 1i64 << (width - 1) };
    let bits = b.op1("stablehlo.bitcast_convert", &[&x], crate::ir::TensorType::new(it, &d), &[])?;
    let field = b.binary("stablehlo.and", &b.binary("stablehlo.shift_right_logical", &bits, &ki(frac_bits)?)?, &ki(exp_mask)?)?;
    let frac = b.binary("stablehlo.and", &bits, &ki(frac_mask)?)?;
    let sign = b.binary("stablehlo.and", &bits, &ki(sign_mask)?)?;
    let subnormal = b.compare(&field, &ki(0)?, "EQ")?;
    // Subnormal: the highest set fraction bit h; shift it up to the implicit-one position.
    let h = b.sub(&ki(width - 1)?, &b.unary("stablehlo.count_leading_zeros", &frac)?)?;
    let shift = b.sub(&ki(frac_bits)?, &h)?;
    let sub_frac = b.binary("stablehlo.and", &b.binary("stablehlo.shift_left", &frac, &shift)?, &ki(frac_mask)?)?;
    let sub_e = b.sub(&h, &ki(offset + frac_bits - 1)?)?;
    let e = b.select(&subnormal, &sub_e, &b.sub(&field, &ki(offset)?)?)?;
    let f = b.select(&subnormal, &sub_frac, &frac)?;
    let mbits = b.binary("stablehlo.or", &b.binary("stablehlo.or", &sign, &ki(offset << frac_bits)?)?, &f)?;
    let m = b.op1("stablehlo.bitcast_convert", &[&mbits], x.ty.clone(), &[])?;
    let zero = b.binary("stablehlo.and", &subnormal, &b.compare(&frac, &ki(0)?, "EQ")?)?;
    let special = b.binary("stablehlo.or", &zero, &b.compare(&field, &ki(exp_mask)?, "EQ")?)?;
    let m = b.select(&special, &x, &m)?;
    let e = b.select(&special, &ki(0)?, &e)?;
    Ok(vec![m, b.convert(&e, c.out_ty(1)?.dtype)?])
}
