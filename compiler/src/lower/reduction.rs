//! Reductions: sum, mean, prod, amax/amin, any/all, argmax/argmin, max/min over a dim, var.
//! An empty `dim` list reduces every dim, as in torch. `keepdim` follows from torch's result
//! shape, which every rule reshapes to at the end.

use super::aten_ops;
use super::call::Call;
use super::elementwise::max_min_nan;
use crate::emit::{Builder, Tv};
use crate::ir::DType;
use crate::Result;
use super::traits::{OpRule, op, Pad, Fill, ALL_DIMS};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten.all.default", |c| bool_reduce(c, "stablehlo.and", true)).pad(Pad::Reduce { dims_at: ALL_DIMS, fill: Fill::One }).complex(),
    op("aten.all.dim", |c| bool_reduce(c, "stablehlo.and", true)).pad(Pad::Reduce { dims_at: 1, fill: Fill::One }).complex(),
    op("aten.all.dims", |c| bool_reduce(c, "stablehlo.and", true)).pad(Pad::Reduce { dims_at: 1, fill: Fill::One }).complex(),
    op("aten.amax.default", |c| extreme(c, "stablehlo.maximum")).pad(Pad::Reduce { dims_at: 1, fill: Fill::NegInf }),
    op("aten.amin.default", |c| extreme(c, "stablehlo.minimum")).pad(Pad::Reduce { dims_at: 1, fill: Fill::PosInf }),
    op("aten.any.default", |c| bool_reduce(c, "stablehlo.or", false)).pad(Pad::Reduce { dims_at: ALL_DIMS, fill: Fill::Zero }).complex(),
    op("aten.any.dim", |c| bool_reduce(c, "stablehlo.or", false)).pad(Pad::Reduce { dims_at: 1, fill: Fill::Zero }).complex(),
    op("aten.any.dims", |c| bool_reduce(c, "stablehlo.or", false)).pad(Pad::Reduce { dims_at: 1, fill: Fill::Zero }).complex(),
    op("aten.argmax.default", |c| arg_extreme(c, true, false)),
    op("aten.argmin.default", |c| arg_extreme(c, false, false)),
    op("aten.cummax.default", |c| cum_extreme(c, true)).pad(Pad::Keep),
    op("aten.cummin.default", |c| cum_extreme(c, false)).pad(Pad::Keep),
    op("aten.cumprod.default", |c| cumulative(c, "stablehlo.multiply", 1.0)).pad(Pad::Keep).complex(),
    op("aten.cumsum.default", |c| cumulative(c, "stablehlo.add", 0.0)).pad(Pad::Keep).complex(),
    op("aten.logcumsumexp.default", logcumsumexp).pad(Pad::Keep),
    op("aten.max.default", |c| extreme(c, "stablehlo.maximum")).pad(Pad::Reduce { dims_at: ALL_DIMS, fill: Fill::NegInf }),
    op("aten.max.dim", |c| arg_extreme(c, true, true)),
    op("aten.mean.default", mean).pad(Pad::Mean { dims_at: ALL_DIMS }).complex(),
    op("aten.mean.dim", mean).pad(Pad::Mean { dims_at: 1 }).complex(),
    op("aten.min.default", |c| extreme(c, "stablehlo.minimum")).pad(Pad::Reduce { dims_at: ALL_DIMS, fill: Fill::PosInf }),
    op("aten.min.dim", |c| arg_extreme(c, false, true)),
    op("aten.prod.default", prod).pad(Pad::Reduce { dims_at: ALL_DIMS, fill: Fill::One }).complex(),
    op("aten.prod.dim_int", prod).pad(Pad::Reduce { dims_at: 1, fill: Fill::One }).complex(),
    op("aten.sum.default", sum).pad(Pad::Reduce { dims_at: ALL_DIMS, fill: Fill::Zero }).complex(),
    op("aten.sum.dim_IntList", sum).pad(Pad::Reduce { dims_at: 1, fill: Fill::Zero }).complex(),
    op("aten.var.correction", var).pad(Pad::Var { with_mean: false }).complex(),
    op("aten.var_mean.correction", var_mean).pad(Pad::Var { with_mean: true }).complex(),
];

/// The dims to reduce, from argument 1 (a list, an int, or None/[] for all).
fn reduce_dims(c: &Call<'_, '_, '_>, rank: usize) -> Result<Vec<i64>> {
    let given = if c.target.ends_with(".default") && !c.target.contains("argm") && !c.target.contains("amax") && !c.target.contains("amin") {
        None
    } else {
        c.opt_ints(1, "dim")?
    };
    let mut dims = match given {
        None => (0..rank as i64).collect(),
        Some(v) if v.is_empty() => (0..rank as i64).collect(),
        Some(v) => v.iter().map(|&d| Ok(c.norm_dim(d, rank)? as i64)).collect::<Result<Vec<_>>>()?,
    };
    if rank == 0 {
        dims.clear();
    }
    dims.sort();
    dims.dedup();
    Ok(dims)
}

fn accumulate_dtype(d: DType) -> DType {
    match d {
        DType::F16 | DType::BF16 => DType::F32,
        d => d,
    }
}

fn count(x: &Tv<'_, '_>, dims: &[i64]) -> i64 {
    let d = x.dims();
    dims.iter().map(|&i| d[i as usize]).product()
}

fn sum_in<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, dims: &[i64], acc: DType) -> Result<Tv<'c, 'a>> {
    // A sum over a transpose (a channels-last activation's spatial mean: channels_last.rs) reads
    // the transposed tensor as it lies; what is left is moved back, a small transpose or none.
    if let Some((src, perm)) = b.transpose_source(x).filter(|_| !dims.is_empty()) {
        let mut reduced: Vec<i64> = dims.iter().map(|&d| perm[d as usize]).collect();
        reduced.sort_unstable();
        let kept: Vec<i64> = (0..x.rank() as i64).filter(|d| !dims.contains(d)).map(|d| perm[d as usize]).collect();
        let mut order = kept.clone();
        order.sort_unstable();
        let src = b.convert(&src, acc)?;
        let zero = b.scalar(acc, 0.0)?;
        let s = b.reduce(&src, &zero, &reduced, "stablehlo.add")?;
        let back: Vec<i64> = kept.iter().map(|k| order.iter().position(|o| o == k).expect("a kept dim") as i64).collect();
        return if back.iter().enumerate().all(|(i, &p)| p == i as i64) { Ok(s) } else { b.transpose(&s, &back) };
    }
    let x = b.convert(x, acc)?;
    let zero = b.scalar(acc, 0.0)?;
    b.reduce(&x, &zero, dims, "stablehlo.add")
}

fn sum<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    let dims = reduce_dims(c, x.rank())?;
    if let Some(s) = sum_leading_in_kernel(c, &x, &dims, out.dtype)? {
        return Ok(vec![c.b.reshape(&s, &c.out_dims(0)?)?]);
    }
    if let Some(s) = aten_ops::reduce(c, &x, &dims, out.dtype, false)? {
        return Ok(vec![c.b.reshape(&s, &c.out_dims(0)?)?]);
    }
    let s = sum_in(c.b, &x, &dims, accumulate_dtype(out.dtype))?;
    let s = c.b.convert(&s, out.dtype)?;
    Ok(vec![c.b.reshape(&s, &c.out_dims(0)?)?])
}

/// A sum over the leading dims of `x` (a bias gradient: `sum(grad, [0])` over a `Linear` layer's
/// rows) as the row-sum kernel (emit/gemm.rs, runtime/cpu_kernels/sum_rows.rs), when it takes
/// it: float32 or float64 in and out, at least one dim kept. None otherwise. The kernel
/// accumulates in float64 and rounds once: at least as close to the exact sum as XLA's reduce
/// and torch's.
fn sum_leading_in_kernel<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, dims: &[i64], out: DType) -> Result<Option<Tv<'c, 'a>>> {
    let d = x.dims();
    let leading = !dims.is_empty() && dims.len() < d.len() && dims.iter().enumerate().all(|(i, &k)| k == i as i64);
    if !leading || x.dtype() != out {
        return Ok(None);
    }
    let rows: i64 = d[..dims.len()].iter().product();
    let cols: i64 = d[dims.len()..].iter().product();
    c.b.sum_rows(&c.b.reshape(x, &[rows, cols])?)
}

fn prod<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    let dims = reduce_dims(c, x.rank())?;
    let acc = accumulate_dtype(out.dtype);
    let xc = c.b.convert(&x, acc)?;
    let one = c.b.scalar(acc, 1.0)?;
    let p = c.b.reduce(&xc, &one, &dims, "stablehlo.multiply")?;
    Ok(vec![c.b.reshape(&c.b.convert(&p, out.dtype)?, &c.out_dims(0)?)?])
}

fn mean<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    let dims = reduce_dims(c, x.rank())?;
    if let Some(m) = aten_ops::reduce(c, &x, &dims, out.dtype, true)? {
        return Ok(vec![c.b.reshape(&m, &c.out_dims(0)?)?]);
    }
    let acc = accumulate_dtype(out.dtype);
    let s = sum_in(c.b, &x, &dims, acc)?;
    let n = c.b.splat(acc, count(&x, &dims) as f64, &s.dims())?;
    let m = c.b.div(&s, &n)?;
    Ok(vec![c.b.reshape(&c.b.convert(&m, out.dtype)?, &c.out_dims(0)?)?])
}

/// `var(x, dim, correction=1, keepdim)`.
fn var<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    Ok(vec![var_and_mean(c, false)?.0])
}

/// `var_mean(x, dim, correction=1, keepdim)` → `(var, mean)`.
fn var_mean<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (v, m) = var_and_mean(c, true)?;
    Ok(vec![v, m.expect("asked for the mean")])
}

fn var_and_mean<'c, 'a>(c: &Call<'_, 'c, 'a>, with_mean: bool) -> Result<(Tv<'c, 'a>, Option<Tv<'c, 'a>>)> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    let dims = reduce_dims(c, x.rank())?;
    let correction = c.float_or(2, "correction", 1.0)?;
    // A complex tensor's variance is real: the mean of |x - mean|^2 (its mean stays complex).
    let complex = x.dtype().is_complex();
    let mean_dtype = if complex { x.dtype() } else { out.dtype };
    let acc = accumulate_dtype(mean_dtype);
    let xc = c.b.convert(&x, acc)?;
    let n = count(&x, &dims) as f64;
    let s = sum_in(c.b, &xc, &dims, acc)?;
    let mean = c.b.div(&s, &c.b.splat(acc, n, &s.dims())?)?;
    let kept: Vec<i64> = (0..x.rank() as i64).filter(|d| !dims.contains(d)).collect();
    let mean_b = c.b.broadcast_in_dim(&mean, &xc.dims(), &kept)?;
    let dev = c.b.sub(&xc, &mean_b)?;
    let sq = if complex {
        let (re, im) = (super::complex::real_of(c.b, &dev)?, super::complex::imag_of(c.b, &dev)?);
        c.b.add(&c.b.mul(&re, &re)?, &c.b.mul(&im, &im)?)?
    } else {
        c.b.mul(&dev, &dev)?
    };
    let ss = sum_in(c.b, &sq, &dims, sq.dtype())?;
    let denom = c.b.splat(sq.dtype(), (n - correction).max(0.0), &ss.dims())?;
    let v = c.b.div(&ss, &denom)?;
    let out_dims = c.out_dims(0)?;
    let v = c.b.reshape(&c.b.convert(&v, out.dtype)?, &out_dims)?;
    let m = if with_mean { Some(c.b.reshape(&c.b.convert(&mean, c.out_ty(1)?.dtype)?, &out_dims)?) } else { None };
    Ok((v, m))
}

/// The identity of max (`lowest`) or min (`highest`) for a dtype.
pub fn extreme_identity(dtype: DType, for_max: bool) -> f64 {
    let sign = if for_max { -1.0 } else { 1.0 };
    match dtype {
        DType::Bool => {
            if for_max {
                0.0
            } else {
                1.0
            }
        }
        d if d.is_float() => sign * f64::INFINITY,
        DType::U8 => {
            if for_max {
                0.0
            } else {
                255.0
            }
        }
        DType::I8 => if for_max { i8::MIN as f64 } else { i8::MAX as f64 },
        DType::I16 => if for_max { i16::MIN as f64 } else { i16::MAX as f64 },
        DType::I32 => if for_max { i32::MIN as f64 } else { i32::MAX as f64 },
        _ => if for_max { i64::MIN as f64 } else { i64::MAX as f64 },
    }
}

fn extreme_scalar<'c, 'a>(b: &Builder<'c, 'a>, dtype: DType, for_max: bool) -> Result<Tv<'c, 'a>> {
    match dtype {
        DType::I64 => b.scalar_int(dtype, if for_max { i64::MIN } else { i64::MAX }),
        d => b.scalar(d, extreme_identity(d, for_max)),
    }
}

/// Eager raises when a reduction without an identity (max, min, their arg forms, mode, median)
/// reduces an empty dim to a non-empty result; refused here, so the node runs in eager and raises
/// torch's own error. `dims`: the reduced dims; `all`: no dim was given (a whole-tensor reduction,
/// whose message eager words differently). The op's name in the message is `name`.
pub(crate) fn refuse_empty_reduction(c: &Call<'_, '_, '_>, x_dims: &[i64], dims: &[i64], all: bool, name: &str) -> Result<()> {
    let Some(&d) = dims.iter().find(|&&d| x_dims.get(d as usize) == Some(&0)) else { return Ok(()) };
    let out: i64 = x_dims.iter().enumerate().filter(|(i, _)| !dims.contains(&(*i as i64))).map(|(_, &n)| n).product();
    if out == 0 && !all {
        return Ok(());
    }
    Err(c.unsupported(if all {
        format!("{name}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.")
    } else {
        format!("{name}(): Expected reduction dim {d} to have non-zero size.")
    }))
}

/// The op's name as torch's messages give it: `aten.max.dim` is `max`.
fn torch_name(c: &Call<'_, '_, '_>) -> &'static str {
    match c.target.split('.').nth(1).unwrap_or("") {
        "max" => "max",
        "min" => "min",
        "amax" => "amax",
        "amin" => "amin",
        "argmax" => "argmax",
        "argmin" => "argmin",
        _ => "reduction",
    }
}

fn extreme<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dims = reduce_dims(c, x.rank())?;
    refuse_empty_reduction(c, &x.dims(), &dims, c.target.ends_with(".default") && !c.target.contains("am"), torch_name(c))?;
    let for_max = op.ends_with("maximum");
    let x = if x.dtype() == DType::Bool { c.b.convert(&x, DType::U8)? } else { x };
    let init = extreme_scalar(c.b, x.dtype(), for_max)?;
    // NaN anywhere in the reduced slice gives NaN, as in torch.
    let name = op.to_string();
    let r = c.b.reduce_multi(&[&x], &[&init], &dims, move |b, a| Ok(vec![max_min_nan(b, &name, &a[0], &a[1])?]))?.remove(0);
    let out = c.out_ty(0)?;
    Ok(vec![c.b.reshape(&c.b.convert(&r, out.dtype)?, &c.out_dims(0)?)?])
}

fn bool_reduce<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str, init: bool) -> R<'c, 'a> {
    let x = c.b.convert(&c.tensor(0)?, DType::Bool)?;
    // Unlike sum's, an empty `dim` list in `any.dims`/`all.dims` reduces nothing.
    let dims = match c.target {
        "aten.any.dims" | "aten.all.dims" if matches!(c.opt_ints(1, "dim")?, Some(v) if v.is_empty()) => vec![],
        _ => reduce_dims(c, x.rank())?,
    };
    let i = c.b.scalar(DType::Bool, init as i64 as f64)?;
    let r = c.b.reduce(&x, &i, &dims, op)?;
    let out = c.out_ty(0)?;
    Ok(vec![c.b.reshape(&c.b.convert(&r, out.dtype)?, &c.out_dims(0)?)?])
}

/// argmax/argmin (one result) and max.dim/min.dim (values, indices). Ties go to the first index;
/// NaN counts as the extreme, as in torch.
fn arg_extreme<'c, 'a>(c: &Call<'_, 'c, 'a>, for_max: bool, with_values: bool) -> R<'c, 'a> {
    let x0 = c.tensor(0)?;
    let flat_all = !c.has(1, "dim");
    let (x, dim) = if flat_all {
        (c.b.reshape(&x0, &[x0.numel()])?, 0)
    } else {
        (x0.clone(), c.norm_dim(c.int(1, "dim")?, x0.rank())?)
    };
    if x.rank() > 0 {
        refuse_empty_reduction(c, &x.dims(), &[dim as i64], flat_all, torch_name(c))?;
    }
    if x.rank() == 0 {
        let zero = c.b.scalar_int(DType::I64, 0)?;
        return Ok(if with_values { vec![x, zero] } else { vec![zero] });
    }
    let x = if x.dtype() == DType::Bool { c.b.convert(&x, DType::U8)? } else { x };
    let idx = c.b.iota(DType::I64, &x.dims(), dim)?;
    let init_v = extreme_scalar(c.b, x.dtype(), for_max)?;
    let init_i = c.b.scalar_int(DType::I64, i64::MAX)?;
    let is_float = x.dtype().is_float();
    let mut r = c.b.reduce_multi(&[&x, &idx], &[&init_v, &init_i], &[dim as i64], move |b, a| {
        pick_extreme(b, &a, for_max, is_float, false)
    })?;
    let indices = r.remove(1);
    let values = r.remove(0);
    let idx_out = if with_values { 1 } else { 0 };
    let indices = c.b.reshape(&indices, &c.out_dims(idx_out)?)?;
    if with_values {
        let out = c.out_ty(0)?;
        let values = c.b.reshape(&c.b.convert(&values, out.dtype)?, &c.out_dims(0)?)?;
        Ok(vec![values, indices])
    } else {
        Ok(vec![indices])
    }
}

/// The body of a (value, index) reduction: keeps the larger (or smaller) value, NaN first, and the
/// lower index on ties. Between two NaNs it keeps the lower index, or the higher one when
/// `last_nan` (torch's max pooling scans its window with `val > max || isnan(val)`).
/// `a` is `[acc_value, acc_index, value, index]`.
pub(crate) fn pick_extreme<'c, 'b>(
    b: &Builder<'c, 'b>,
    a: &[Tv<'c, 'b>],
    for_max: bool,
    is_float: bool,
    last_nan: bool,
) -> Result<Vec<Tv<'c, 'b>>> {
    let (av, ai, bv, bi) = (&a[0], &a[1], &a[2], &a[3]);
    let mut better = b.compare(av, bv, if for_max { "GT" } else { "LT" })?;
    let equal = b.compare(av, bv, "EQ")?;
    let first = b.compare(ai, bi, "LT")?;
    let mut tie_pick_a = b.binary("stablehlo.and", &equal, &first)?;
    if is_float {
        let a_nan = b.compare(av, av, "NE")?;
        let b_nan = b.compare(bv, bv, "NE")?;
        let not_b_nan = b.unary("stablehlo.not", &b_nan)?;
        better = b.binary("stablehlo.or", &better, &b.binary("stablehlo.and", &a_nan, &not_b_nan)?)?;
        let both_nan = b.binary("stablehlo.and", &a_nan, &b_nan)?;
        let nan_order = if last_nan { b.compare(ai, bi, "GT")? } else { first.clone() };
        tie_pick_a = b.binary("stablehlo.or", &tie_pick_a, &b.binary("stablehlo.and", &both_nan, &nan_order)?)?;
    }
    let pick_a = b.binary("stablehlo.or", &better, &tie_pick_a)?;
    Ok(vec![b.select(&pick_a, av, bv)?, b.select(&pick_a, ai, bi)?])
}

/// `cumsum(x, dim, dtype)` / `cumprod`: a window over the whole dim, padded in front with the
/// identity, slid one step at a time. Halves accumulate in float32.
fn cumulative<'c, 'a>(c: &Call<'_, 'c, 'a>, op: &str, identity: f64) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    if x.rank() == 0 {
        return Ok(vec![c.b.convert(&x, out.dtype)?]);
    }
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let d = x.dims();
    let n = d[dim];
    let acc = accumulate_dtype(out.dtype);
    let xc = c.b.convert(&x, acc)?;
    if n == 0 {
        return Ok(vec![c.b.convert(&xc, out.dtype)?]);
    }
    let y = cumulative_along(c.b, &xc, dim, op, identity)?;
    Ok(vec![c.b.convert(&y, out.dtype)?])
}

/// The running `op` (`stablehlo.add`, `stablehlo.multiply`, ...) of `x` along `dim`, in `x`'s
/// type: a window over the whole dim, padded in front with `identity`, slid one step at a time.
pub(crate) fn cumulative_along<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, dim: usize, op: &str, identity: f64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let n = d[dim];
    if n == 0 {
        return Ok(x.clone());
    }
    let r = d.len();
    let mut window = vec![1; r];
    window[dim] = n;
    let mut padding = vec![(0, 0); r];
    padding[dim] = (n - 1, 0);
    let init = b.scalar(x.dtype(), identity)?;
    let name = op.to_string();
    Ok(b.reduce_window_multi(&[x], &[&init], &window, &vec![1; r], &vec![1; r], &padding, move |b, a| {
        Ok(vec![b.binary(&name, &a[0], &a[1])?])
    })?
    .remove(0))
}

// ---- added with the OpInfo sweep: cummax/cummin, logcumsumexp

/// A running reduction along `dim` (a window over the whole dim, padded in front), of `inputs`
/// with `inits` as the padding values.
fn running<'c, 'a, F>(c: &Call<'_, 'c, 'a>, inputs: &[&Tv<'c, 'a>], inits: &[&Tv<'c, 'a>], dim: usize, body: F) -> Result<Vec<Tv<'c, 'a>>>
where
    F: for<'b> FnOnce(&Builder<'c, 'b>, Vec<Tv<'c, 'b>>) -> Result<Vec<Tv<'c, 'b>>>,
{
    let d = inputs[0].dims();
    let r = d.len();
    let mut window = vec![1; r];
    window[dim] = d[dim];
    let mut padding = vec![(0, 0); r];
    padding[dim] = (d[dim] - 1, 0);
    c.b.reduce_window_multi(inputs, inits, &window, &vec![1; r], &vec![1; r], &padding, body)
}

/// `cummax`/`cummin(x, dim)` → `(values, indices)`: as torch's loop, a NaN always takes over and
/// a value equal to the running extreme takes over too (ties go to the later index).
fn cum_extreme<'c, 'a>(c: &Call<'_, 'c, 'a>, for_max: bool) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    if x.rank() == 0 || x.numel() == 0 {
        let idx = c.b.splat(DType::I64, 0.0, &x.dims())?;
        return Ok(vec![x, idx]);
    }
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let xv = if x.dtype() == DType::Bool { c.b.convert(&x, DType::U8)? } else { x.clone() };
    let idx = c.b.iota(DType::I64, &xv.dims(), dim)?;
    let init_v = extreme_scalar(c.b, xv.dtype(), for_max)?;
    let init_i = c.b.scalar_int(DType::I64, -1)?;
    let is_float = xv.dtype().is_float();
    let mut r = running(c, &[&xv, &idx], &[&init_v, &init_i], dim, move |b, a| {
        let (av, ai, bv, bi) = (&a[0], &a[1], &a[2], &a[3]);
        let mut better = b.compare(av, bv, if for_max { "GT" } else { "LT" })?;
        let mut same = b.compare(av, bv, "EQ")?;
        if is_float {
            let a_nan = b.compare(av, av, "NE")?;
            let b_nan = b.compare(bv, bv, "NE")?;
            better = b.binary("stablehlo.or", &b.binary("stablehlo.and", &better, &b.unary("stablehlo.not", &b_nan)?)?, &b.binary("stablehlo.and", &a_nan, &b.unary("stablehlo.not", &b_nan)?)?)?;
            same = b.binary("stablehlo.or", &same, &b.binary("stablehlo.and", &a_nan, &b_nan)?)?;
        }
        let later = b.compare(ai, bi, "GT")?;
        let pick_a = b.binary("stablehlo.or", &better, &b.binary("stablehlo.and", &same, &later)?)?;
        Ok(vec![b.select(&pick_a, av, bv)?, b.select(&pick_a, ai, bi)?])
    })?;
    let indices = r.remove(1);
    let values = c.b.convert(&r.remove(0), x.dtype())?;
    Ok(vec![values, indices])
}

/// `logcumsumexp(x, dim)`, accumulated in float64.
fn logcumsumexp<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    if x.rank() == 0 || x.numel() == 0 {
        return Ok(vec![c.b.convert(&x, out.dtype)?]);
    }
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let xc = c.b.convert(&x, DType::F64)?;
    let init = c.b.scalar(DType::F64, f64::NEG_INFINITY)?;
    let y = running(c, &[&xc], &[&init], dim, |b, a| {
        let (p, q) = (&a[0], &a[1]);
        let m = b.max(p, q)?;
        let diff = b.neg(&b.unary("stablehlo.abs", &b.sub(p, q)?)?)?;
        let general = b.add(&m, &b.unary("stablehlo.log_plus_one", &b.unary("stablehlo.exponential", &diff)?)?)?;
        let equal = b.compare(p, q, "EQ")?;
        let ln2 = b.scalar(DType::F64, std::f64::consts::LN_2)?;
        let r = b.select(&equal, &b.add(p, &ln2)?, &general)?;
        let ninf = b.scalar(DType::F64, f64::NEG_INFINITY)?;
        let r = b.select(&b.compare(&m, &ninf, "EQ")?, &ninf, &r)?;
        // NaN in either operand gives NaN.
        let r = b.select(&b.compare(p, p, "NE")?, p, &r)?;
        Ok(vec![b.select(&b.compare(q, q, "NE")?, q, &r)?])
    })?
    .remove(0);
    Ok(vec![c.b.convert(&y, out.dtype)?])
}
