//! Complex numbers: the ops that move between complex tensors and their real parts
//! (`view_as_complex`, `view_as_real`, `real`, `imag`, `complex`, `polar`) and conjugation.
//!
//! Complex tensors are `complex<f32>` / `complex<f64>` values of StableHLO. Rotary embeddings
//! (Llama, torchtitan) are the reason: they view `[..., d, 2]` floats as `[..., d]` complex numbers,
//! multiply by a complex table and view the product as floats again; the backward multiplies by
//! the table's conjugate. Arithmetic (`add`, `sub`, `mul`, `div`, `neg`, `sum`) and the shape ops
//! are the families' own rules, marked [`OpRule::complex`]; an op without that mark is refused on
//! complex operands (lower/mod.rs), so the backend runs it in eager.
//!
//! Views are values here: `view_as_real(z)` is a new tensor holding `z`'s parts, as every strided
//! view in this compiler is the copy it denotes.

use super::call::Call;
use super::traits::{op, pointwise, OpRule};
use crate::emit::{Builder, Tv};
use crate::ir::{DType, TensorType};
use crate::Result;

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    pointwise("aten._conj.default", conj).complex(),
    pointwise("aten._conj_physical.default", conj).complex(),
    pointwise("aten.complex.default", complex).complex(),
    pointwise("aten.conj.default", conj).complex(),
    pointwise("aten.conj_physical.default", conj).complex(),
    pointwise("aten.imag.default", imag).complex(),
    pointwise("aten.polar.default", polar).complex(),
    pointwise("aten.real.default", real).complex(),
    pointwise("aten.resolve_conj.default", same).complex(),
    pointwise("aten.resolve_neg.default", same).complex(),
    op("aten.view_as_complex.default", view_as_complex).complex(),
    op("aten.view_as_real.default", view_as_real).complex(),
];

/// The real part of complex `z` (`stablehlo.real`).
pub fn real_of<'c, 'a>(b: &Builder<'c, 'a>, z: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    b.op1("stablehlo.real", &[z], TensorType { dtype: z.dtype().real_part(), shape: z.ty.shape.clone() }, &[])
}

/// The imaginary part of complex `z` (`stablehlo.imag`).
pub fn imag_of<'c, 'a>(b: &Builder<'c, 'a>, z: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    b.op1("stablehlo.imag", &[z], TensorType { dtype: z.dtype().real_part(), shape: z.ty.shape.clone() }, &[])
}

/// `re + i*im` (`stablehlo.complex`); `re` and `im` have the same float type and shape.
pub fn complex_of<'c, 'a>(b: &Builder<'c, 'a>, re: &Tv<'c, 'a>, im: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let dtype = match re.dtype() {
        DType::F32 => DType::C64,
        DType::F64 => DType::C128,
        d => return Err(crate::Error::Internal(format!("stablehlo.complex of {d} parts"))),
    };
    if re.ty != im.ty {
        return Err(crate::Error::Internal(format!("stablehlo.complex: parts differ: {} vs {}", re.ty, im.ty)));
    }
    b.op1("stablehlo.complex", &[re, im], TensorType { dtype, shape: re.ty.shape.clone() }, &[])
}

/// The operand, as it is: resolving a lazy conjugate or negative bit changes no value.
fn same<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    Ok(vec![c.tensor(0)?])
}

/// The complex conjugate; a real tensor is its own.
fn conj<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let z = c.tensor(0)?;
    if !z.dtype().is_complex() {
        return Ok(vec![z]);
    }
    let im = c.b.neg(&imag_of(c.b, &z)?)?;
    Ok(vec![complex_of(c.b, &real_of(c.b, &z)?, &im)?])
}

fn real<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let z = c.tensor(0)?;
    if !z.dtype().is_complex() {
        return Ok(vec![z]);
    }
    Ok(vec![real_of(c.b, &z)?])
}

fn imag<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let z = c.tensor(0)?;
    if !z.dtype().is_complex() {
        // torch: "imag is not implemented for tensors with non-complex dtypes" (eager raises it).
        return Err(c.unsupported(format!("imag of a real tensor ({}) is an error in torch", z.ty)));
    }
    Ok(vec![imag_of(c.b, &z)?])
}

/// The result's part type, checked: a complex64/complex128 result of float32/float64 parts.
fn parts_dtype(c: &Call<'_, '_, '_>) -> Result<(DType, Vec<i64>)> {
    let out = c.out_ty(0)?;
    match out.dtype {
        DType::C64 | DType::C128 => Ok((out.dtype.real_part(), c.out_dims(0)?)),
        d => Err(c.unsupported(format!("a {d} result is not a complex type torchtpu lowers (complex64, complex128)"))),
    }
}

/// `complex(real, imag)`: both float32 (or both float64), broadcast to the result's shape.
fn complex<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (re_dtype, im_dtype) = (c.tensor(0)?.dtype(), c.tensor(1)?.dtype());
    if re_dtype != im_dtype {
        // Eager does not promote here: "Expected object of scalar type Float but got ... Double".
        return Err(c.unsupported(format!("a {re_dtype} real part with a {im_dtype} imaginary part (eager raises)")));
    }
    let (part, dims) = parts_dtype(c)?;
    let re = c.operand_as(0, "real", part, &dims)?;
    let im = c.operand_as(1, "imag", part, &dims)?;
    Ok(vec![complex_of(c.b, &re, &im)?])
}

/// `polar(abs, angle)` = `abs * cos(angle) + i * abs * sin(angle)`, broadcast to the result's shape.
fn polar<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (part, dims) = parts_dtype(c)?;
    let r = c.operand_as(0, "abs", part, &dims)?;
    let t = c.operand_as(1, "angle", part, &dims)?;
    let re = c.b.mul(&r, &c.b.unary("stablehlo.cosine", &t)?)?;
    let im = c.b.mul(&r, &c.b.unary("stablehlo.sine", &t)?)?;
    Ok(vec![complex_of(c.b, &re, &im)?])
}

/// `[..., 2]` floats as `[...]` complex numbers: element `[..., 0]` is the real part.
fn view_as_complex<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let d = x.dims();
    let (part, out_dims) = parts_dtype(c)?;
    if x.dtype() != part || d.last() != Some(&2) || out_dims[..] != d[..d.len() - 1] {
        return Err(c.invalid(format!("view_as_complex of {} cannot give {}", x.ty, c.out_ty(0)?)));
    }
    let last = d.len() - 1;
    let half = |k: i64| -> Result<Tv<'c, 'a>> {
        let mut start = vec![0; d.len()];
        let mut limit = d.clone();
        start[last] = k;
        limit[last] = k + 1;
        let s = c.b.slice(&x, &start, &limit, &vec![1; d.len()])?;
        c.b.reshape(&s, &out_dims)
    };
    Ok(vec![complex_of(c.b, &half(0)?, &half(1)?)?])
}

/// `[...]` complex numbers as `[..., 2]` floats: the real part, then the imaginary part.
fn view_as_real<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let z = c.tensor(0)?;
    if !z.dtype().is_complex() {
        // torch: "view_as_real is only supported for complex tensors" (eager raises it).
        return Err(c.unsupported(format!("view_as_real of a real tensor ({}) is an error in torch", z.ty)));
    }
    let mut d = z.dims();
    d.push(1);
    let re = c.b.reshape(&real_of(c.b, &z)?, &d)?;
    let im = c.b.reshape(&imag_of(c.b, &z)?, &d)?;
    Ok(vec![c.b.concatenate(&[&re, &im], d.len() - 1)?])
}
