//! Elementwise ops: arithmetic, comparisons, logic, unary math, activations, casts and copies.
//!
//! Arithmetic computes in torch's result dtype (from the node's metadata); float16 and bfloat16
//! compute in float32 and round once at the end, as torch's CPU kernels do.

mod activation;
mod float;

use activation::*;
use float::*;

use super::call::{broadcast_to, Call};
use crate::emit::{Builder, Tv};
use crate::ir::{inverse_permutation, DType, TensorType};
use crate::Result;
use super::traits::{OpRule, Pad, pointwise};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    pointwise("aten.__lshift__.Scalar", |c| shift(c, true)),
    pointwise("aten.__lshift__.Tensor", |c| shift(c, true)),
    pointwise("aten.__rshift__.Scalar", |c| shift(c, false)),
    pointwise("aten.__rshift__.Tensor", |c| shift(c, false)),
    pointwise("aten.abs.default", abs).complex(),
    pointwise("aten.acos.default", |c| unary_float(c, "chlo.acos")).complex(),
    pointwise("aten.acosh.default", |c| unary_float(c, "chlo.acosh")).complex(),
    pointwise("aten.add.Scalar", |c| arith(c, "stablehlo.add")).complex(),
    pointwise("aten.add.Tensor", |c| arith(c, "stablehlo.add")).complex(),
    pointwise("aten.angle.default", angle).complex(),
    pointwise("aten.asin.default", |c| unary_float(c, "chlo.asin")).complex(),
    pointwise("aten.asinh.default", |c| unary_float(c, "chlo.asinh")).complex(),
    pointwise("aten.atan.default", |c| unary_float(c, "chlo.atan")).complex(),
    pointwise("aten.atan2.default", |c| arith(c, "stablehlo.atan2")),
    pointwise("aten.atanh.default", |c| unary_float(c, "chlo.atanh")).complex(),
    pointwise("aten.bitwise_and.Scalar", |c| bitwise(c, "stablehlo.and")),
    pointwise("aten.bitwise_and.Tensor", |c| bitwise(c, "stablehlo.and")),
    pointwise("aten.bitwise_left_shift.Scalar_Tensor", |c| shift(c, true)),
    pointwise("aten.bitwise_left_shift.Tensor", |c| shift(c, true)),
    pointwise("aten.bitwise_left_shift.Tensor_Scalar", |c| shift(c, true)),
    pointwise("aten.bitwise_not.default", |c| bitwise(c, "stablehlo.not")),
    pointwise("aten.bitwise_or.Scalar", |c| bitwise(c, "stablehlo.or")),
    pointwise("aten.bitwise_or.Tensor", |c| bitwise(c, "stablehlo.or")),
    pointwise("aten.bitwise_right_shift.Scalar_Tensor", |c| shift(c, false)),
    pointwise("aten.bitwise_right_shift.Tensor", |c| shift(c, false)),
    pointwise("aten.bitwise_right_shift.Tensor_Scalar", |c| shift(c, false)),
    pointwise("aten.bitwise_xor.Scalar", |c| bitwise(c, "stablehlo.xor")),
    pointwise("aten.bitwise_xor.Tensor", |c| bitwise(c, "stablehlo.xor")),
    pointwise("aten.ceil.default", |c| unary_round(c, "stablehlo.ceil")),
    pointwise("aten.clamp.Tensor", clamp),
    pointwise("aten.clamp.default", clamp),
    pointwise("aten.copysign.Scalar", copysign),
    pointwise("aten.copysign.Tensor", copysign),
    pointwise("aten.cos.default", |c| unary_float(c, "stablehlo.cosine")).complex(),
    pointwise("aten.cosh.default", |c| unary_float(c, "chlo.cosh")).complex(),
    pointwise("aten.div.Scalar", |c| arith(c, "stablehlo.divide")).complex(),
    pointwise("aten.div.Scalar_mode", div_mode),
    pointwise("aten.div.Tensor", |c| arith(c, "stablehlo.divide")).complex(),
    pointwise("aten.div.Tensor_mode", div_mode).pad(Pad::Divide),
    pointwise("aten.eq.Scalar", |c| compare(c, "EQ")).complex(),
    pointwise("aten.eq.Tensor", |c| compare(c, "EQ")).complex(),
    pointwise("aten.erf.default", |c| unary_float(c, "chlo.erf")),
    pointwise("aten.exp.default", |c| unary_float(c, "stablehlo.exponential")).complex(),
    pointwise("aten.exp2.default", exp2).complex(),
    pointwise("aten.expm1.default", |c| unary_float(c, "stablehlo.exponential_minus_one")).complex(),
    pointwise("aten.floor.default", |c| unary_round(c, "stablehlo.floor")),
    pointwise("aten.fmax.default", |c| fmax_fmin(c, "stablehlo.maximum")),
    pointwise("aten.fmin.default", |c| fmax_fmin(c, "stablehlo.minimum")),
    pointwise("aten.fmod.Scalar", |c| arith(c, "stablehlo.remainder")),
    pointwise("aten.fmod.Tensor", |c| arith(c, "stablehlo.remainder")).pad(Pad::Divide),
    pointwise("aten.frexp.Tensor", frexp),
    pointwise("aten.gcd.default", |c| gcd_lcm(c, false)),
    pointwise("aten.ge.Scalar", |c| compare(c, "GE")),
    pointwise("aten.ge.Tensor", |c| compare(c, "GE")),
    pointwise("aten.gelu.default", gelu),
    pointwise("aten.gelu_backward.default", gelu_backward),
    pointwise("aten.gt.Scalar", |c| compare(c, "GT")),
    pointwise("aten.gt.Tensor", |c| compare(c, "GT")),
    pointwise("aten.hardtanh.default", hardtanh),
    pointwise("aten.hypot.default", hypot),
    pointwise("aten.isinf.default", isinf).complex(),
    pointwise("aten.isnan.default", isnan).complex(),
    pointwise("aten.lcm.default", |c| gcd_lcm(c, true)),
    pointwise("aten.le.Scalar", |c| compare(c, "LE")),
    pointwise("aten.le.Tensor", |c| compare(c, "LE")),
    pointwise("aten.leaky_relu.default", leaky_relu),
    pointwise("aten.log.default", |c| unary_float(c, "stablehlo.log")).complex(),
    pointwise("aten.log10.default", |c| log_base(c, std::f64::consts::LN_10)).complex(),
    pointwise("aten.log1p.default", |c| unary_float(c, "stablehlo.log_plus_one")).complex(),
    pointwise("aten.log2.default", |c| log_base(c, std::f64::consts::LN_2)).complex(),
    pointwise("aten.logical_and.default", |c| logical(c, "stablehlo.and")).complex(),
    pointwise("aten.logical_not.default", logical_not).complex(),
    pointwise("aten.logical_or.default", |c| logical(c, "stablehlo.or")).complex(),
    pointwise("aten.logical_xor.default", |c| logical(c, "stablehlo.xor")).complex(),
    pointwise("aten.lt.Scalar", |c| compare(c, "LT")),
    pointwise("aten.lt.Tensor", |c| compare(c, "LT")),
    pointwise("aten.maximum.default", |c| max_min(c, "stablehlo.maximum")),
    pointwise("aten.minimum.default", |c| max_min(c, "stablehlo.minimum")),
    pointwise("aten.mul.Scalar", |c| arith(c, "stablehlo.multiply")).complex(),
    pointwise("aten.mul.Tensor", |c| arith(c, "stablehlo.multiply")).complex(),
    pointwise("aten.ne.Scalar", |c| compare(c, "NE")).complex(),
    pointwise("aten.ne.Tensor", |c| compare(c, "NE")).complex(),
    pointwise("aten.neg.default", |c| unary_same(c, "stablehlo.negate")).complex(),
    pointwise("aten.nextafter.default", nextafter),
    pointwise("aten.pow.Scalar", |c| arith(c, "stablehlo.power")).complex(),
    pointwise("aten.pow.Tensor_Scalar", pow_tensor_scalar).complex(),
    pointwise("aten.pow.Tensor_Tensor", |c| arith(c, "stablehlo.power")).complex(),
    pointwise("aten.reciprocal.default", reciprocal).complex(),
    pointwise("aten.relu.default", relu),
    pointwise("aten.remainder.Scalar", remainder),
    pointwise("aten.remainder.Tensor", remainder).pad(Pad::Divide),
    pointwise("aten.round.decimals", round_decimals),
    pointwise("aten.round.default", |c| unary_round(c, "stablehlo.round_nearest_even")),
    pointwise("aten.rrelu_with_noise_backward.default", rrelu_with_noise_backward),
    pointwise("aten.rsqrt.default", |c| unary_float(c, "stablehlo.rsqrt")).complex(),
    pointwise("aten.sigmoid.default", |c| unary_float(c, "stablehlo.logistic")).complex(),
    pointwise("aten.sign.default", sign),
    pointwise("aten.signbit.default", signbit),
    pointwise("aten.silu.default", silu),
    pointwise("aten.sin.default", |c| unary_float(c, "stablehlo.sine")).complex(),
    pointwise("aten.sinh.default", |c| unary_float(c, "chlo.sinh")).complex(),
    pointwise("aten.sqrt.default", |c| unary_float(c, "stablehlo.sqrt")).complex(),
    pointwise("aten.sub.Scalar", |c| arith(c, "stablehlo.subtract")).complex(),
    pointwise("aten.sub.Tensor", |c| arith(c, "stablehlo.subtract")).complex(),
    pointwise("aten.tan.default", |c| unary_float(c, "stablehlo.tan")).complex(),
    pointwise("aten.tanh.default", |c| unary_float(c, "stablehlo.tanh")).complex(),
    pointwise("aten.threshold_backward.default", threshold_backward),
    pointwise("aten.trunc.default", trunc),
    pointwise("aten.where.self", where_self).complex(),
];

/// Copies and casts: the value is the same (or converted); aliasing is the plugin's business.
pub const CAST_RULES: &[OpRule] = &[
    pointwise("aten._to_copy.default", to_copy).complex(),
    pointwise("aten.alias.default", identity).complex(),
    pointwise("aten.clone.default", identity).complex(),
    pointwise("aten.copy.default", copy).complex(),
    pointwise("aten.detach.default", identity).complex(),
    pointwise("aten.lift_fresh_copy.default", identity).complex(),
    // What `_to_copy` decomposes to in graphs with symbolic sizes.
    pointwise("prims.convert_element_type.default", to_copy).complex(),
    // What torch's `lerp` decomposition lays its result out with (values unchanged; an output's
    // strides are the plugin's, from the traced value).
    pointwise("prims.copy_strided.default", identity).complex(),
];

/// The dtype math is done in: float32 for the half types, else `dtype`.
fn compute_dtype(dtype: DType) -> DType {
    match dtype {
        DType::F16 | DType::BF16 => DType::F32,
        d => d,
    }
}

/// Binary (or `alpha`-scaled) arithmetic in torch's result dtype, broadcast to the result shape.
/// `bitwise_{and,or,xor,not}`: integers and bools only, as eager's kernels (which raise "not
/// implemented for 'Float'"); a float operand is refused, so the node runs in eager and raises.
fn bitwise<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str) -> R<'c, 'a> {
    let dtype = c.out_ty(0)?.dtype;
    if !(dtype.is_integer() || dtype.is_bool()) {
        return Err(c.unsupported(format!("{dtype} operands (eager's bitwise kernels take integers and bools only, and raise)")));
    }
    if op == "stablehlo.not" { unary_same(c, op) } else { arith(c, op) }
}

/// The result dtype, dims and both operands in it, of a binary op whose eager kernels take
/// integers only (anything else is refused: eager raises on it).
fn integer_operands<'c, 'a>(c: &Call<'_, 'c, 'a>, kernels: &str) -> Result<(DType, Vec<i64>, Tv<'c, 'a>, Tv<'c, 'a>)> {
    let dtype = c.out_ty(0)?.dtype;
    if !dtype.is_integer() {
        return Err(c.unsupported(format!("{dtype} operands (eager's {kernels} kernels take integers only, and raise)")));
    }
    let dims = c.out_dims(0)?;
    let a = c.operand_as(0, "self", dtype, &dims)?;
    let b = c.operand_as(1, "other", dtype, &dims)?;
    Ok((dtype, dims.to_vec(), a, b))
}

/// `a << b` and `a >> b` of integers, as eager's CPU kernels: a count below 0 or at least the
/// width shifts every bit out (0 to the left; the sign bit, or 0 for unsigned types, to the
/// right), which is what StableHLO's shifts do with such counts (XLA's semantics).
fn shift<'c, 'a>(c: &Call<'_, 'c, 'a>, left: bool) -> R<'c, 'a> {
    let (dtype, _, a, b) = integer_operands(c, "shift")?;
    let op = match (left, dtype.is_unsigned()) {
        (true, _) => "stablehlo.shift_left",
        (false, true) => "stablehlo.shift_right_logical",
        (false, false) => "stablehlo.shift_right_arithmetic",
    };
    Ok(vec![c.b.binary(op, &a, &b)?])
}

/// `gcd(x, y)` and `lcm(x, y)` of integers, as eager's kernels compute them: Euclid's loop on
/// `|x|` and `|y|` (`while a != 0: a, b = b % a, a`; the result is `b`), run for every element
/// at once in one `stablehlo.while` until no element's `a` is left nonzero (at most 92 steps
/// for 64-bit operands); `lcm = g == 0 ? 0 : |x / g * y|`. Wrapping as eager's (the absolute
/// value of the type's minimum is itself; an lcm too large for the type wraps).
fn gcd_lcm<'c, 'a>(c: &Call<'_, 'c, 'a>, lcm: bool) -> R<'c, 'a> {
    let (dtype, dims, x, y) = integer_operands(c, "gcd and lcm")?;
    let b = c.b;
    let abs = |b: &Builder<'c, 'a>, v: &Tv<'c, 'a>| if dtype.is_unsigned() { Ok(v.clone()) } else { b.unary("stablehlo.abs", v) };
    let all: Vec<i64> = (0..dims.len() as i64).collect();
    let out = b.while_loop(
        &[&abs(b, &x)?, &abs(b, &y)?],
        |b, v| {
            let zero = b.splat(dtype, 0.0, &dims)?;
            let live = b.compare(&v[0], &zero, "NE")?;
            b.reduce(&live, &b.scalar(DType::Bool, 0.0)?, &all, "stablehlo.or")
        },
        |b, v| {
            let (a, rest) = (&v[0], &v[1]);
            let zero = b.splat(dtype, 0.0, &dims)?;
            let live = b.compare(a, &zero, "NE")?;
            let divisor = b.select(&live, a, &b.splat(dtype, 1.0, &dims)?)?;
            let next_a = b.select(&live, &b.binary("stablehlo.remainder", rest, &divisor)?, &zero)?;
            let next_b = b.select(&live, a, rest)?;
            Ok(vec![next_a, next_b])
        },
    )?;
    let g = out[1].clone();
    if !lcm {
        return Ok(vec![g]);
    }
    // Eager's kernel computes `|x / g * y|` in C++'s `int` for types narrower than it (the
    // absolute value before the result wraps to the type), in the type itself otherwise.
    let wide = if dtype.byte_size() < 4 { DType::I32 } else { dtype };
    let (x, y, g) = (b.convert(&x, wide)?, b.convert(&y, wide)?, b.convert(&g, wide)?);
    let zero = b.splat(wide, 0.0, &dims)?;
    let nonzero = b.compare(&g, &zero, "NE")?;
    let safe = b.select(&nonzero, &g, &b.splat(wide, 1.0, &dims)?)?;
    let product = b.mul(&b.div(&x, &safe)?, &y)?;
    let l = if wide.is_unsigned() { product } else { b.unary("stablehlo.abs", &product)? };
    Ok(vec![b.convert(&b.select(&nonzero, &l, &zero)?, dtype)?])
}

fn arith<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let cd = if op == "stablehlo.power" || op.ends_with("and") || op.ends_with("or") || op.ends_with("xor") {
        out.dtype
    } else {
        compute_dtype(out.dtype)
    };
    let a = c.operand_as(0, "self", cd, &dims)?;
    let mut b = c.operand_as(1, "other", cd, &dims)?;
    if c.has(2, "alpha") {
        let alpha = c.float(2, "alpha")?;
        if alpha != 1.0 {
            let s = c.b.splat(cd, alpha, &dims)?;
            b = c.b.mul(&b, &s)?;
        }
    }
    if op == "stablehlo.divide" || op == "stablehlo.remainder" {
        check_divisor(c, cd, &dims)?;
    }
    let r = match sunk_operands(c, &a, &b) {
        // op(a^T, b^T) = op(a, b)^T: computed in the operands' own layout (a residual add of two
        // channels-last tensors stays channels-last for the convolution after it: conv_aten.rs).
        Some((sa, sb, perm)) => c.b.transpose(&c.b.binary(op, &sa, &sb)?, &perm)?,
        None => c.b.binary(op, &a, &b)?,
    };
    Ok(vec![c.b.convert(&r, out.dtype)?])
}

/// When `a` and `b` (rank 4 or 5) are both transposes, by one permutation, of tensors of one
/// shape, or one is and the other was broadcast from fewer elements (a per-channel scale, a
/// scalar; XLA folds its transpose into the broadcast): both in the transposed tensor's own
/// layout, and the permutation.
fn sunk_operands<'c, 'a>(c: &Call<'_, 'c, 'a>, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>) -> Option<(Tv<'c, 'a>, Tv<'c, 'a>, Vec<i64>)> {
    if !(4..=5).contains(&a.rank()) {
        return None;
    }
    let numel = |t: &Tv<'_, '_>| t.dims().iter().product::<i64>();
    // Whether call operand `i` holds fewer elements than the result (it was broadcast).
    let broadcast = |i: usize| match c.tensor(i) {
        Ok(t) => numel(&t) < numel(a),
        Err(_) => true, // a Python scalar
    };
    let sources = (c.b.transpose_source(a), c.b.transpose_source(b));
    // A graph output the caller gets in its type's layout is written in that layout anyway:
    // computed in another, XLA would write it twice (an output with `output_layouts` is free).
    if matches!(sources, (None, None)) || c.is_graph_output() {
        return None;
    }
    match sources {
        (Some((sa, pa)), Some((sb, pb))) => (pa == pb && sa.ty == sb.ty).then_some((sa, sb, pa)),
        (Some((sa, p)), None) if broadcast(1) => Some((sa, c.b.transpose(b, &inverse_permutation(&p)).ok()?, p)),
        (None, Some((sb, p))) if broadcast(0) => Some((c.b.transpose(a, &inverse_permutation(&p)).ok()?, sb, p)),
        _ => None,
    }
}

/// `stablehlo.maximum`/`minimum` (by name) with torch's rule that a NaN in either operand gives
/// NaN. XLA's CPU max/min return the first operand when only the second is NaN.
pub(crate) fn max_min_nan<'c, 'b>(b: &Builder<'c, 'b>, op: &str, x: &Tv<'c, 'b>, y: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    let r = b.binary(op, x, y)?;
    if !x.dtype().is_float() {
        return Ok(r);
    }
    let r = b.select(&b.compare(x, x, "NE")?, x, &r)?;
    b.select(&b.compare(y, y, "NE")?, y, &r)
}

fn max_min<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let a = c.operand_as(0, "self", out.dtype, &dims)?;
    let b = c.operand_as(1, "other", out.dtype, &dims)?;
    Ok(vec![max_min_nan(c.b, op, &a, &b)?])
}

/// torch's `sign`: `(x > 0) - (x < 0)`, so NaN and -0.0 give 0; bool is the identity.
/// (`stablehlo.sign` keeps NaN and -0.0, and takes no unsigned or bool operands.)
fn sign<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dt = x.dtype();
    if dt == DType::Bool {
        return Ok(vec![x]);
    }
    let d = x.dims();
    let zero = c.b.splat(dt, 0.0, &d)?;
    let pos = c.b.convert(&c.b.compare(&x, &zero, "GT")?, dt)?;
    if dt.is_unsigned() {
        return Ok(vec![pos]);
    }
    let neg = c.b.convert(&c.b.compare(&x, &zero, "LT")?, dt)?;
    Ok(vec![c.b.sub(&pos, &neg)?])
}

fn compare<'c, 'a>(c: &Call<'_, 'c, 'a>, dir: &str) -> R<'c, 'a> {
    let dims = c.out_dims(0)?;
    let dt = c.result_dtype(&[0, 1])?;
    let a = c.operand_as(0, "self", dt, &dims)?;
    let b = c.operand_as(1, "other", dt, &dims)?;
    Ok(vec![c.b.compare(&a, &b, dir)?])
}

fn logical<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str) -> R<'c, 'a> {
    let dims = c.out_dims(0)?;
    let a = c.operand_as(0, "self", DType::Bool, &dims)?;
    let b = c.operand_as(1, "other", DType::Bool, &dims)?;
    let r = c.b.binary(op, &a, &b)?;
    Ok(vec![c.b.convert(&r, c.out_ty(0)?.dtype)?])
}

fn logical_not<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.b.convert(&c.tensor(0)?, DType::Bool)?;
    let r = c.b.unary("stablehlo.not", &x)?;
    Ok(vec![c.b.convert(&r, c.out_ty(0)?.dtype)?])
}

/// An op defined for every dtype (`abs`, `neg`, `sign`, `not`): no conversion but the result's.
fn unary_same<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.b.convert(&c.tensor(0)?, out.dtype)?;
    if out.dtype == DType::Bool && op == "stablehlo.abs" {
        return Ok(vec![x]);
    }
    Ok(vec![c.b.unary(op, &x)?])
}

/// `abs`: the modulus of a complex tensor (a real result: `stablehlo.abs` takes complex operands),
/// else the absolute value in the operand's type.
fn abs<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    if x.dtype().is_complex() {
        let out = c.out_ty(0)?;
        return Ok(vec![c.b.op1("stablehlo.abs", &[&x], TensorType { dtype: x.dtype().real_part(), shape: out.shape }, &[])?]);
    }
    if x.dtype().is_unsigned() || x.dtype().is_bool() {
        // StableHLO's `abs` takes signless integers only (uint8 failed in XLA's compile).
        return Ok(vec![x]);
    }
    unary_same(c, "stablehlo.abs")
}

/// A float function: integer inputs become float (torch's result dtype), halves compute in f32.
fn unary_float<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.b.convert(&c.tensor(0)?, compute_dtype(out.dtype))?;
    let r = c.b.unary(op, &x)?;
    Ok(vec![c.b.convert(&r, out.dtype)?])
}

/// Rounding is the identity on integers.
fn unary_round<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    if !x.dtype().is_float() {
        return Ok(vec![x]);
    }
    Ok(vec![c.b.unary(op, &x)?])
}

fn trunc<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    if !x.dtype().is_float() {
        return Ok(vec![x]);
    }
    Ok(vec![round_toward_zero(c.b, &x)?])
}

fn round_toward_zero<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let s = b.unary("stablehlo.sign", x)?;
    let f = b.unary("stablehlo.floor", &b.unary("stablehlo.abs", x)?)?;
    b.mul(&s, &f)
}

fn log_base<'c, 'a>(c: &Call<'_, 'c, 'a>, ln_base: f64) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let cd = compute_dtype(out.dtype);
    let x = c.b.convert(&c.tensor(0)?, cd)?;
    let l = c.b.unary("stablehlo.log", &x)?;
    let k = c.b.splat(cd, ln_base, &x.dims())?;
    Ok(vec![c.b.convert(&c.b.div(&l, &k)?, out.dtype)?])
}

fn reciprocal<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let cd = compute_dtype(out.dtype);
    let x = c.b.convert(&c.tensor(0)?, cd)?;
    let one = c.b.splat(cd, 1.0, &x.dims())?;
    Ok(vec![c.b.convert(&c.b.div(&one, &x)?, out.dtype)?])
}

/// `(f(real part) or f(imag part))` of a complex `z`, for `isnan` and `isinf`.
fn either_part<'c, 'a>(c: &Call<'_, 'c, 'a>, z: &Tv<'c, 'a>, f: fn(&Builder<'c, 'a>, &Tv<'c, 'a>) -> Result<Tv<'c, 'a>>) -> Result<Tv<'c, 'a>> {
    let re = f(c.b, &crate::lower::complex::real_of(c.b, z)?)?;
    let im = f(c.b, &crate::lower::complex::imag_of(c.b, z)?)?;
    c.b.binary("stablehlo.or", &re, &im)
}

fn nan_of<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    b.compare(x, x, "NE")
}

fn inf_of<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let inf = b.splat(x.dtype(), f64::INFINITY, &x.dims())?;
    b.compare(&b.unary("stablehlo.abs", x)?, &inf, "EQ")
}

fn isnan<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    if x.dtype().is_complex() {
        return Ok(vec![either_part(c, &x, nan_of)?]);
    }
    if !x.dtype().is_float() {
        return Ok(vec![c.b.splat(DType::Bool, 0.0, &x.dims())?]);
    }
    Ok(vec![c.b.compare(&x, &x, "NE")?])
}

fn isinf<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    if x.dtype().is_complex() {
        return Ok(vec![either_part(c, &x, inf_of)?]);
    }
    if !x.dtype().is_float() {
        return Ok(vec![c.b.splat(DType::Bool, 0.0, &x.dims())?]);
    }
    let a = c.b.unary("stablehlo.abs", &x)?;
    let inf = c.b.splat(x.dtype(), f64::INFINITY, &x.dims())?;
    Ok(vec![c.b.compare(&a, &inf, "EQ")?])
}

fn pow_tensor_scalar<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let e = c.float(1, "exponent")?;
    let x = c.b.convert(&c.tensor(0)?, compute_dtype(out.dtype))?;
    // Small integer powers are exact products in torch; keep them exact here too.
    let r = if e == 1.0 {
        x
    } else if e == 2.0 {
        c.b.mul(&x, &x)?
    } else if e == 3.0 {
        c.b.mul(&c.b.mul(&x, &x)?, &x)?
    } else if e == 0.5 && x.dtype().is_float() {
        c.b.unary("stablehlo.sqrt", &x)?
    } else {
        let k = c.operand_as(1, "exponent", x.dtype(), &x.dims())?;
        c.b.binary("stablehlo.power", &x, &k)?
    };
    Ok(vec![c.b.convert(&r, out.dtype)?])
}

/// The zero-divisor check (checks.rs) on argument 1 in its own shape, as `dtype` (a number is one
/// element). When the result `dims` is not empty, broadcasting uses every element of the divisor,
/// so this is eager's condition, computed at the divisor's size rather than the result's (a
/// scalar divisor, as in a bucketed graph's relayouts, costs one comparison). An empty result
/// divides nothing: eager does not raise there.
fn check_divisor<'c, 'a>(c: &Call<'_, 'c, 'a>, dtype: DType, dims: &[i64]) -> Result<()> {
    if !dtype.is_integer() || dims.iter().product::<i64>() == 0 {
        return Ok(());
    }
    let d = match c.arg(1, "other") {
        Some(crate::ir::Operand::Value(v)) => c.b.convert(&c.value(*v)?, dtype)?,
        _ => c.operand_as(1, "other", dtype, &[])?,
    };
    c.check_nonzero_divisor(&d)
}

/// Python-style remainder: the result has the divisor's sign.
fn remainder<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let cd = compute_dtype(out.dtype);
    let a = c.operand_as(0, "self", cd, &dims)?;
    let b = c.operand_as(1, "other", cd, &dims)?;
    check_divisor(c, cd, &dims)?;
    let r = c.b.binary("stablehlo.remainder", &a, &b)?;
    let zero = c.b.splat(cd, 0.0, &dims)?;
    let r_neg = c.b.compare(&r, &zero, "LT")?;
    let b_neg = c.b.compare(&b, &zero, "LT")?;
    let differ = c.b.binary("stablehlo.xor", &r_neg, &b_neg)?;
    let nonzero = c.b.compare(&r, &zero, "NE")?;
    let fix = c.b.binary("stablehlo.and", &differ, &nonzero)?;
    let r = c.b.select(&fix, &c.b.add(&r, &b)?, &r)?;
    Ok(vec![c.b.convert(&r, out.dtype)?])
}

/// `div(a, b, rounding_mode=...)`: `trunc` or `floor` (torch's `floor_divide` algorithm for floats).
fn div_mode<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let mode = c.str_or(2, "rounding_mode", "")?;
    if mode.is_empty() {
        return arith(c, "stablehlo.divide");
    }
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    // torch's CPU kernels for half types: with a one-element divisor (a number, or a tensor that
    // broadcasts from one element) they compute in float32 and round once; with a tensor divisor
    // every step runs in the half type, rounding as it goes (`trunc(a / b)` truncates the rounded
    // quotient).
    let divisor_numel = match c.arg(1, "other") {
        Some(crate::ir::Operand::Value(v)) => c.value(*v)?.numel(),
        _ => 1,
    };
    let cd = if divisor_numel == 1 { compute_dtype(out.dtype) } else { out.dtype };
    let a = c.operand_as(0, "self", cd, &dims)?;
    let b = c.operand_as(1, "other", cd, &dims)?;
    check_divisor(c, cd, &dims)?;
    let q = c.b.div(&a, &b)?;
    let zero = c.b.splat(cd, 0.0, &dims)?;
    let r = match (mode.as_str(), cd.is_float()) {
        ("trunc", true) => round_toward_zero(c.b, &q)?,
        ("trunc", false) => q,
        ("floor", false) => {
            // Integer division truncates; step down when the signs differ and it was inexact.
            let rem = c.b.binary("stablehlo.remainder", &a, &b)?;
            let inexact = c.b.compare(&rem, &zero, "NE")?;
            let differ = c.b.binary("stablehlo.xor", &c.b.compare(&a, &zero, "LT")?, &c.b.compare(&b, &zero, "LT")?)?;
            let fix = c.b.binary("stablehlo.and", &inexact, &differ)?;
            let one = c.b.splat(cd, 1.0, &dims)?;
            c.b.select(&fix, &c.b.sub(&q, &one)?, &q)?
        }
        ("floor", true) => {
            let m = c.b.binary("stablehlo.remainder", &a, &b)?;
            let div = c.b.div(&c.b.sub(&a, &m)?, &b)?;
            let m_nonzero = c.b.compare(&m, &zero, "NE")?;
            let differ = c.b.binary("stablehlo.xor", &c.b.compare(&b, &zero, "LT")?, &c.b.compare(&m, &zero, "LT")?)?;
            let one = c.b.splat(cd, 1.0, &dims)?;
            let adjust = c.b.binary("stablehlo.and", &m_nonzero, &differ)?;
            let div = c.b.select(&adjust, &c.b.sub(&div, &one)?, &div)?;
            let fl = c.b.unary("stablehlo.floor", &div)?;
            let half = c.b.splat(cd, 0.5, &dims)?;
            let up = c.b.compare(&c.b.sub(&div, &fl)?, &half, "GT")?;
            let fl = c.b.select(&up, &c.b.add(&fl, &one)?, &fl)?;
            // b == 0: plain division (inf or nan), as torch gives.
            let b_zero = c.b.compare(&b, &zero, "EQ")?;
            c.b.select(&b_zero, &q, &fl)?
        }
        _ => return Err(c.unsupported(format!("rounding_mode `{mode}`"))),
    };
    Ok(vec![c.b.convert(&r, out.dtype)?])
}

fn where_self<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let cond = c.operand_as(0, "condition", DType::Bool, &dims)?;
    let a = c.operand_as(1, "self", out.dtype, &dims)?;
    let b = c.operand_as(2, "other", out.dtype, &dims)?;
    Ok(vec![c.b.select(&cond, &a, &b)?])
}

fn identity<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    Ok(vec![c.tensor(0)?])
}

fn to_copy<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    if x.dtype().is_float() && matches!(out.dtype, DType::I64 | DType::I32 | DType::I16 | DType::I8 | DType::U8) {
        return Ok(vec![float_to_int_as_eager(c.b, &x, out.dtype)?]);
    }
    Ok(vec![c.b.convert(&x, out.dtype)?])
}

/// A float-to-integer cast as eager computes it on x86 (docs/runtime-checks.md): NaN, infinities
/// and values outside int64 (for int64) or int32 (for every narrower type) become that type's
/// minimum (the CPU's "integer indefinite"), and int16, int8 and uint8 take the low bits of the
/// int32 (300.7 -> 44, -1.5 -> 255 as uint8). XLA would saturate instead (and give 0 for NaN).
fn float_to_int_as_eager<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, to: DType) -> Result<Tv<'c, 'a>> {
    let via = if to == DType::I64 { DType::I64 } else { DType::I32 };
    let x = if x.dtype() == DType::F64 { x.clone() } else { b.convert(x, DType::F32)? };
    let d = x.dims();
    let limit = if via == DType::I64 { 2f64.powi(63) } else { 2f64.powi(31) };
    let nan = b.compare(&x, &x, "NE")?;
    let high = b.compare(&x, &b.splat(x.dtype(), limit, &d)?, "GE")?;
    let low = b.compare(&x, &b.splat(x.dtype(), -limit, &d)?, "LT")?;
    let bad = b.binary("stablehlo.or", &nan, &b.binary("stablehlo.or", &high, &low)?)?;
    let min = b.broadcast_in_dim(&b.scalar_int(via, if via == DType::I64 { i64::MIN } else { i32::MIN as i64 })?, &d, &[])?;
    let r = b.select(&bad, &min, &b.convert(&x, via)?)?;
    if via == to {
        Ok(r)
    } else {
        b.convert(&r, to)
    }
}

/// `copy(self, src)`: `src` converted to `self`'s dtype and broadcast to its shape.
fn copy<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let src = c.b.convert(&c.tensor(1)?, out.dtype)?;
    Ok(vec![broadcast_to(c.b, &src, &c.out_dims(0)?)?])
}
