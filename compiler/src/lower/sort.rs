//! Sorting and selection: sort, topk, kthvalue, median and nanmedian. All of them sort with
//! `stablehlo.sort` (stable, values and their indices together); NaN sorts as the largest value,
//! as in torch.

use super::call::Call;
use crate::emit::{i64_attr, Builder, GatherDims, Tv};
use crate::ir::{DType, TensorType};
use crate::Result;
use super::traits::{OpRule, op};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten.kthvalue.default", kthvalue),
    op("aten.median.default", |c| median_all(c, false)),
    op("aten.median.dim", |c| median_dim(c, false)),
    op("aten.mode.default", mode),
    op("aten.nanmedian.default", |c| median_all(c, true)),
    op("aten.nanmedian.dim", |c| median_dim(c, true)),
    op("aten.sort.default", sort),
    op("aten.sort.stable", sort),
    op("aten.topk.default", topk),
];

/// Sorts `x` along `dim`, stably, with its indices: `(values, indices)`. NaN is the largest value.
pub fn sort_with_indices<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, dim: usize, descending: bool) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let keys = if x.dtype() == DType::Bool { b.convert(x, DType::U8)? } else { x.clone() };
    let idx = b.iota(DType::I64, &keys.dims(), dim)?;
    let kt = TensorType::new(keys.dtype(), &[]);
    let it = TensorType::new(DType::I64, &[]);
    let is_float = keys.dtype().is_float();
    let region = b.region(&[kt.clone(), kt, it.clone(), it], move |b, a| {
        let (p, q) = (&a[0], &a[1]);
        let mut r = b.compare(p, q, if descending { "GT" } else { "LT" })?;
        if is_float {
            let p_nan = b.compare(p, p, "NE")?;
            let q_nan = b.compare(q, q, "NE")?;
            let nan_first = if descending {
                b.binary("stablehlo.and", &p_nan, &b.unary("stablehlo.not", &q_nan)?)?
            } else {
                b.binary("stablehlo.and", &b.unary("stablehlo.not", &p_nan)?, &q_nan)?
            };
            r = b.binary("stablehlo.or", &r, &nan_first)?;
        }
        Ok(vec![r])
    })?;
    let mut outs = b.op(
        "stablehlo.sort",
        &[&keys, &idx],
        &[keys.ty.clone(), idx.ty.clone()],
        &[("dimension", i64_attr(dim as i64)), ("is_stable", "true".to_string())],
        vec![region],
    )?;
    let indices = outs.remove(1);
    let values = b.convert(&outs.remove(0), x.dtype())?;
    Ok((values, indices))
}

/// `sort(x, dim=-1, descending=False)` and `sort.stable(x, *, stable, dim, descending)`.
fn sort<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let (dim, descending) = if c.target == "aten.sort.stable" {
        (c.int_or(usize::MAX, "dim", -1)?, c.bool_or(usize::MAX, "descending", false)?)
    } else {
        (c.int_or(1, "dim", -1)?, c.bool_or(2, "descending", false)?)
    };
    if x.rank() == 0 || x.numel() == 0 {
        return Ok(vec![x.clone(), c.b.splat(DType::I64, 0.0, &x.dims())?]);
    }
    let dim = c.norm_dim(dim, x.rank())?;
    let (v, i) = sort_with_indices(c.b, &x, dim, descending)?;
    Ok(vec![v, i])
}

/// Positions `[start, start + len)` of `dim`.
fn take_range<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, dim: usize, start: i64, len: i64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let mut s = vec![0; d.len()];
    let mut l = d.clone();
    s[dim] = start;
    l[dim] = start + len;
    b.slice(x, &s, &l, &vec![1; d.len()])
}

/// `topk(x, k, dim=-1, largest=True, sorted=True)` → `(values, indices)`.
fn topk<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let k = c.int(1, "k")?;
    let largest = c.bool_or(3, "largest", true)?;
    if x.rank() == 0 || c.out_dims(0)?.iter().product::<i64>() == 0 {
        let out = c.out_dims(0)?;
        if x.rank() == 0 && k == 1 {
            return Ok(vec![x, c.b.splat(DType::I64, 0.0, &[])?]);
        }
        return Ok(vec![c.b.splat(x.dtype(), 0.0, &out)?, c.b.splat(DType::I64, 0.0, &out)?]);
    }
    let dim = c.norm_dim(c.int_or(2, "dim", -1)?, x.rank())?;
    let (v, i) = sort_with_indices(c.b, &x, dim, largest)?;
    Ok(vec![take_range(c.b, &v, dim, 0, k)?, take_range(c.b, &i, dim, 0, k)?])
}

/// `kthvalue(x, k, dim=-1, keepdim=False)` → `(values, indices)`: the k-th smallest.
fn kthvalue<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let k = c.int(1, "k")?;
    let out = c.out_dims(0)?;
    if x.rank() == 0 {
        return Ok(vec![x, c.b.splat(DType::I64, 0.0, &[])?]);
    }
    let dim = c.norm_dim(c.int_or(2, "dim", -1)?, x.rank())?;
    let (v, i) = sort_with_indices(c.b, &x, dim, false)?;
    let v = c.b.reshape(&take_range(c.b, &v, dim, k - 1, 1)?, &out)?;
    let i = c.b.reshape(&take_range(c.b, &i, dim, k - 1, 1)?, &out)?;
    Ok(vec![v, i])
}

/// The median position of each row of a sorted `[rows, n]` matrix, as a `[rows]` index: the
/// lower median `(n - 1) / 2`; with a NaN in the row, the first NaN (`median`), or the lower median
/// of the non-NaN values (`nanmedian`, which sorts NaNs last).
fn median_position<'c, 'a>(b: &Builder<'c, 'a>, sorted: &Tv<'c, 'a>, ignore_nan: bool) -> Result<Tv<'c, 'a>> {
    let d = sorted.dims();
    let (rows, n) = (d[0], d[1]);
    let lower = b.splat(DType::I64, ((n - 1) / 2) as f64, &[rows])?;
    if !sorted.dtype().is_float() {
        return Ok(lower);
    }
    let not_nan = b.convert(&b.compare(sorted, sorted, "EQ")?, DType::I64)?;
    let zero = b.scalar_int(DType::I64, 0)?;
    let count = b.reduce(&not_nan, &zero, &[1], "stablehlo.add")?;
    let one = b.splat(DType::I64, 1.0, &[rows])?;
    let two = b.splat(DType::I64, 2.0, &[rows])?;
    if ignore_nan {
        let m = b.div(&b.sub(&count, &one)?, &two)?;
        return b.max(&m, &b.splat(DType::I64, 0.0, &[rows])?);
    }
    let has_nan = b.compare(&count, &b.splat(DType::I64, n as f64, &[rows])?, "LT")?;
    b.select(&has_nan, &count, &lower)
}

/// Picks `m[r, pos[r]]` from a `[rows, n]` matrix.
fn pick<'c, 'a>(b: &Builder<'c, 'a>, m: &Tv<'c, 'a>, pos: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let rows = m.dims()[0];
    let r = b.iota(DType::I64, &[rows, 1], 0)?;
    let p = b.reshape(pos, &[rows, 1])?;
    let idx = b.concatenate(&[&r, &p], 1)?;
    let dims = GatherDims { offset_dims: vec![], collapsed_slice_dims: vec![0, 1], start_index_map: vec![0, 1], index_vector_dim: 1 };
    b.gather(m, &idx, &dims, &[1, 1], &[rows])
}

/// Rows of `x` along `dim`, as a `[rows, n]` matrix (dim moved last).
fn rows_along<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, dim: usize) -> Result<Tv<'c, 'a>> {
    let r = x.rank();
    let mut perm: Vec<i64> = (0..r as i64).filter(|&i| i != dim as i64).collect();
    perm.push(dim as i64);
    let t = b.transpose(x, &perm)?;
    let n = x.dims()[dim];
    b.reshape(&t, &[x.numel() / n.max(1), n])
}

/// `median(x)` / `nanmedian(x)`: over all elements.
fn median_all<'c, 'a>(c: &Call<'_, 'c, 'a>, ignore_nan: bool) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let n = x.numel();
    if n == 0 {
        return Ok(vec![c.b.splat(x.dtype(), f64::NAN, &[])?]);
    }
    let flat = c.b.reshape(&x, &[1, n])?;
    let (v, _) = sort_with_indices(c.b, &flat, 1, false)?;
    let pos = median_position(c.b, &v, ignore_nan)?;
    Ok(vec![c.b.reshape(&pick(c.b, &v, &pos)?, &[])?])
}

/// `median(x, dim, keepdim)` / `nanmedian(x, dim, keepdim)` → `(values, indices)`.
fn median_dim<'c, 'a>(c: &Call<'_, 'c, 'a>, ignore_nan: bool) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let out = c.out_dims(0)?;
    if x.rank() == 0 {
        return Ok(vec![x, c.b.splat(DType::I64, 0.0, &[])?]);
    }
    let dim = c.norm_dim(c.int_or(1, "dim", -1)?, x.rank())?;
    super::reduction::refuse_empty_reduction(c, &x.dims(), &[dim as i64], false, "median")?;
    if x.numel() == 0 {
        return Ok(vec![c.b.splat(x.dtype(), f64::NAN, &out)?, c.b.splat(DType::I64, 0.0, &out)?]);
    }
    let m = rows_along(c.b, &x, dim)?;
    let (v, i) = sort_with_indices(c.b, &m, 1, false)?;
    let pos = median_position(c.b, &v, ignore_nan)?;
    let values = c.b.reshape(&pick(c.b, &v, &pos)?, &out)?;
    let indices = c.b.reshape(&pick(c.b, &i, &pos)?, &out)?;
    Ok(vec![values, indices])
}

/// `mode(x, dim=-1, keepdim=False)` → `(values, indices)`: the most frequent value of each row,
/// the smallest one among equally frequent values (torch scans the sorted row and keeps a run
/// only when it is strictly longer), and the index of the last element of its run in the
/// (stably) sorted row.
fn mode<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let out = c.out_dims(0)?;
    if x.rank() == 0 {
        return Ok(vec![x, b.splat(DType::I64, 0.0, &[])?]);
    }
    let dim = c.norm_dim(c.int_or(1, "dim", -1)?, x.rank())?;
    super::reduction::refuse_empty_reduction(c, &x.dims(), &[dim as i64], false, "mode")?;
    if x.numel() == 0 {
        return Ok(vec![b.splat(x.dtype(), 0.0, &out)?, b.splat(DType::I64, 0.0, &out)?]);
    }
    let m = rows_along(b, &x, dim)?;
    let (rows, n) = (m.dims()[0], m.dims()[1]);
    let (v, i) = sort_with_indices(b, &m, 1, false)?;
    // freq[r, j] = #{k : v[r, k] == v[r, j]}
    let a3 = b.broadcast_in_dim(&v, &[rows, n, n], &[0, 1])?;
    let b3 = b.broadcast_in_dim(&v, &[rows, n, n], &[0, 2])?;
    let freq = b.reduce(&b.convert(&b.compare(&a3, &b3, "EQ")?, DType::I64)?, &b.scalar_int(DType::I64, 0)?, &[2], "stablehlo.add")?;
    // Run ends: the last position, or where the next value differs.
    let next = b.concatenate(&[&b.slice(&v, &[0, 1], &[rows, n], &[1, 1])?, &b.slice(&v, &[0, n - 1], &[rows, n], &[1, 1])?], 1)?;
    let last = b.compare(&b.iota(DType::I64, &[rows, n], 1)?, &b.splat(DType::I64, (n - 1) as f64, &[rows, n])?, "EQ")?;
    let end = b.binary("stablehlo.or", &last, &b.compare(&v, &next, "NE")?)?;
    let key = b.select(&end, &freq, &b.splat(DType::I64, -1.0, &[rows, n])?)?;
    let pos_iota = b.iota(DType::I64, &[rows, n], 1)?;
    let mut r = b.reduce_multi(&[&key, &pos_iota], &[&b.scalar_int(DType::I64, -2)?, &b.scalar_int(DType::I64, i64::MAX)?], &[1], |b, a| {
        super::reduction::pick_extreme(b, &a, true, false, false)
    })?;
    let pos = r.remove(1);
    let values = b.reshape(&pick(b, &v, &pos)?, &out)?;
    let indices = b.reshape(&pick(b, &i, &pos)?, &out)?;
    Ok(vec![values, indices])
}
