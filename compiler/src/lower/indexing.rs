//! Indexing: embedding, index_select, advanced indexing (`index.Tensor`) and `index_put`, gather
//! and scatter(_add). Negative indices wrap as in torch.

use super::call::{broadcast_shapes, broadcast_to, Call};
use crate::emit::{Builder, GatherDims, ScatterDims, Tv};
use crate::ir::DType;
use crate::Result;
use super::traits::{OpRule, op, Pad};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten._embedding_bag_forward_only.default", embedding_bag),
    op("aten._histogramdd_bin_edges.default", histogramdd_bin_edges),
    op("aten._histogramdd_from_bin_cts.default", histogramdd_from_bin_cts),
    op("aten._histogramdd_from_bin_tensors.default", histogramdd_from_bin_tensors),
    op("aten.embedding.default", embedding).pad(Pad::Keep),
    op("aten.gather.default", gather).pad(Pad::Keep),
    op("aten.histc.default", histc),
    op("aten.histogram.bin_ct", histogram_bin_ct),
    op("aten.histogram.bins_tensor", histogram_bins_tensor),
    op("aten.index.Tensor", index_tensor).pad(Pad::Index),
    op("aten.index_put.default", index_put),
    op("aten.index_reduce.default", index_reduce),
    op("aten.index_select.default", index_select).pad(Pad::Keep),
    op("aten.masked_scatter.default", masked_scatter),
    op("aten.nonzero_static.default", nonzero_static),
    op("aten.put.default", put),
    op("aten.scatter.reduce", scatter_reduce_legacy),
    op("aten.scatter.src", |c| scatter(c, None)),
    op("aten.scatter.value", |c| scatter(c, None)),
    op("aten.scatter.value_reduce", scatter_reduce_legacy),
    op("aten.scatter_add.default", |c| scatter(c, Some("stablehlo.add"))),
    op("aten.scatter_reduce.two", scatter_reduce_two),
    op("aten.searchsorted.Tensor", searchsorted),
    op("aten.segment_reduce.default", segment_reduce),
];

/// Indices as i64 with negative values wrapped by `size`.
fn wrap<'c, 'a>(c: &Call<'_, 'c, 'a>, idx: &Tv<'c, 'a>, size: i64) -> Result<Tv<'c, 'a>> {
    let i = c.b.convert(idx, DType::I64)?;
    let d = i.dims();
    let zero = c.b.splat(DType::I64, 0.0, &d)?;
    let neg = c.b.compare(&i, &zero, "LT")?;
    let n = c.b.splat(DType::I64, size as f64, &d)?;
    c.b.select(&neg, &c.b.add(&i, &n)?, &i)
}

/// `embedding(weight [V, D], indices)` → `[..indices, D]`.
fn embedding<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let w = c.tensor(0)?;
    let idx = c.tensor(1)?;
    take(c, &w, 0, &idx)
}

fn index_select<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let idx = c.tensor(2)?;
    if x.rank() == 0 {
        // A 0-d source acts as a 1-element vector; the one valid index picks it.
        return Ok(vec![c.b.reshape(&x, &c.out_dims(0)?)?]);
    }
    take(c, &x, dim, &idx)
}

/// `x` with dim `dim` replaced by the dims of `idx`, picking `x[.., idx[j], ..]`.
fn take<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, dim: usize, idx: &Tv<'c, 'a>) -> R<'c, 'a> {
    take_many(c, x, &[dim], std::slice::from_ref(idx))
}

/// The layout of advanced indexing's result: the broadcast index dims (`bshape`) replace the
/// indexed dims when those are adjacent, and go in front otherwise (as in torch); the other dims of
/// `x` keep their order. Returns the positions of those other dims in the result (gather's offset
/// dims, scatter's update window dims) and the result's shape.
fn index_layout(xd: &[i64], positions: &[usize], bshape: &[i64]) -> (Vec<i64>, Vec<i64>) {
    let adjacent = positions.windows(2).all(|w| w[1] == w[0] + 1);
    let br = bshape.len();
    let rest: Vec<usize> = (0..xd.len()).filter(|d| !positions.contains(d)).collect();
    // The other dims before the indexed ones keep their place when the indexed dims are adjacent.
    let lead = if adjacent { rest.iter().filter(|&&d| d < positions[0]).count() } else { 0 };
    let window = (0..rest.len()).map(|k| (if k < lead { k } else { k + br }) as i64).collect();
    let mut out: Vec<i64> = rest[..lead].iter().map(|&d| xd[d]).collect();
    out.extend(bshape);
    out.extend(rest[lead..].iter().map(|&d| xd[d]));
    (window, out)
}

/// Advanced indexing by index tensors (broadcast together) on dims `positions`.
fn take_many<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, positions: &[usize], idx: &[Tv<'c, 'a>]) -> R<'c, 'a> {
    let xd = x.dims();
    let (indices, bshape) = stacked_indices(c, &xd, positions, idx)?;
    let (offset_dims, out) = index_layout(&xd, positions, &bshape);
    let mut slice_sizes = xd.clone();
    for &p in positions {
        slice_sizes[p] = 1;
    }
    let pos: Vec<i64> = positions.iter().map(|&p| p as i64).collect();
    let dims = GatherDims {
        offset_dims,
        collapsed_slice_dims: pos.clone(),
        start_index_map: pos,
        index_vector_dim: bshape.len() as i64,
    };
    Ok(vec![c.b.gather(x, &indices, &dims, &slice_sizes, &out)?])
}

/// Broadcasts the index tensors, wraps negatives, and stacks them on a new last dim.
fn stacked_indices<'c, 'a>(c: &Call<'_, 'c, 'a>, xd: &[i64], positions: &[usize], idx: &[Tv<'c, 'a>]) -> Result<(Tv<'c, 'a>, Vec<i64>)> {
    let shapes: Vec<Vec<i64>> = idx.iter().map(|t| t.dims()).collect();
    let bshape = broadcast_shapes(&shapes).ok_or_else(|| c.invalid("index tensors do not broadcast together"))?;
    let mut cols = Vec::new();
    for (j, t) in idx.iter().enumerate() {
        if t.dtype() == DType::Bool || t.dtype() == DType::U8 {
            return Err(c.unsupported("boolean mask indexing (its result shape depends on the data)"));
        }
        let w = wrap(c, t, xd[positions[j]])?;
        let b = broadcast_to(c.b, &w, &bshape)?;
        let mut with_one = bshape.clone();
        with_one.push(1);
        cols.push(c.b.reshape(&b, &with_one)?);
    }
    let refs: Vec<&Tv> = cols.iter().collect();
    Ok((c.b.concatenate(&refs, bshape.len())?, bshape))
}

/// The index tensors of `index`/`index_put` and the dims they index (`None` entries are slices).
fn index_positions<'c, 'a>(c: &Call<'_, 'c, 'a>, list: Vec<Option<Tv<'c, 'a>>>) -> Result<(Vec<usize>, Vec<Tv<'c, 'a>>)> {
    let (positions, idx): (Vec<usize>, Vec<Tv>) = list.into_iter().enumerate().filter_map(|(i, t)| t.map(|t| (i, t))).unzip();
    if idx.is_empty() {
        return Err(c.invalid("no index tensor"));
    }
    Ok((positions, idx))
}

fn index_tensor<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let (positions, idx) = index_positions(c, c.tensor_list(1, "indices")?)?;
    take_many(c, &x, &positions, &idx)
}

/// `index_put(x, indices, values, accumulate)`: scatter (adding when `accumulate`).
fn index_put<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let xd = x.dims();
    let (positions, idx) = index_positions(c, c.tensor_list(1, "indices")?)?;
    if idx.len() == 1 && matches!(idx[0].dtype(), DType::Bool | DType::U8) {
        return index_put_mask(c, &x, positions[0], &idx[0]);
    }
    let (indices, bshape) = stacked_indices(c, &xd, &positions, &idx)?;
    let (window, upd_dims) = index_layout(&xd, &positions, &bshape);
    let values = c.b.convert(&c.tensor(2)?, x.dtype())?;
    let updates = broadcast_to(c.b, &values, &upd_dims)?;
    let pos: Vec<i64> = positions.iter().map(|&p| p as i64).collect();
    let dims = ScatterDims {
        update_window_dims: window,
        inserted_window_dims: pos.clone(),
        scatter_dims_to_operand_dims: pos,
        index_vector_dim: bshape.len() as i64,
    };
    let accumulate = c.bool_or(3, "accumulate", false)?;
    let combine = if accumulate {
        Some(if x.dtype() == DType::Bool { "stablehlo.or" } else { "stablehlo.add" })
    } else {
        None
    };
    Ok(vec![c.b.scatter(&x, &indices, &updates, &dims, combine)?])
}

/// Full coordinates for torch.gather/scatter along `dim`: `index` replaces the coordinate of `dim`.
fn coordinates<'c, 'a>(c: &Call<'_, 'c, 'a>, index: &Tv<'c, 'a>, dim: usize, size: i64) -> Result<Tv<'c, 'a>> {
    let id = index.dims();
    let r = id.len();
    let mut with_one = id.clone();
    with_one.push(1);
    let mut cols = Vec::new();
    for d in 0..r {
        let col = if d == dim { wrap(c, index, size)? } else { c.b.iota(DType::I64, &id, d)? };
        cols.push(c.b.reshape(&col, &with_one)?);
    }
    let refs: Vec<&Tv> = cols.iter().collect();
    c.b.concatenate(&refs, r)
}

fn gather<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let index = c.tensor(2)?;
    if x.rank() == 0 {
        // Every index must be 0: each picks the only element.
        return Ok(vec![c.b.broadcast_in_dim(&x, &index.dims(), &[])?]);
    }
    if index.numel() == 0 {
        return Ok(vec![c.b.splat(x.dtype(), 0.0, &index.dims())?]);
    }
    let coords = coordinates(c, &index, dim, x.dims()[dim])?;
    let r = x.rank() as i64;
    let dims = GatherDims {
        offset_dims: vec![],
        collapsed_slice_dims: (0..r).collect(),
        start_index_map: (0..r).collect(),
        index_vector_dim: r,
    };
    Ok(vec![c.b.gather(&x, &coords, &dims, &vec![1; r as usize], &index.dims())?])
}

/// `scatter(x, dim, index, src | value)` and `scatter_add`.
fn scatter<'c, 'a>(c: &Call<'_, 'c, 'a>, combine: Option<&str>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let index = c.tensor(2)?;
    let id = index.dims();
    let src = match c.arg(3, "src") {
        Some(crate::ir::Operand::Value(_)) => {
            let s = c.b.convert(&c.tensor(3)?, x.dtype())?;
            // Only the leading index-shaped block of src is used.
            let sd = s.dims();
            if sd != id {
                c.b.slice(&s, &vec![0; sd.len()], &id, &vec![1; sd.len()])?
            } else {
                s
            }
        }
        _ => c.b.splat(x.dtype(), c.float(3, "value")?, &id)?,
    };
    if index.numel() == 0 {
        return Ok(vec![x]);
    }
    if x.rank() == 0 {
        // The index (its one valid value is 0) picks the only element.
        let src = c.b.reshape(&src, &[])?;
        return Ok(vec![match combine {
            Some(op) => c.b.binary(op, &x, &src)?,
            None => src,
        }]);
    }
    let coords = coordinates(c, &index, dim, x.dims()[dim])?;
    let r = x.rank() as i64;
    let dims = ScatterDims {
        update_window_dims: vec![],
        inserted_window_dims: (0..r).collect(),
        scatter_dims_to_operand_dims: (0..r).collect(),
        index_vector_dim: r,
    };
    Ok(vec![c.b.scatter(&x, &coords, &src, &dims, combine)?])
}

// ---- added with the OpInfo sweep: scatter_reduce, scatter(reduce=...), index_reduce

/// `self` with `src` reduced into the positions `index` names along `dim` (torch's
/// `scatter_reduce`): `reduce` is sum, prod, mean, amax or amin; without `include_self` the
/// positions that receive anything start from the reduction's identity instead of `self`.
fn reduce_into<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x: &Tv<'c, 'a>,
    dim: usize,
    index: &Tv<'c, 'a>,
    src: &Tv<'c, 'a>,
    reduce: &str,
    include_self: bool,
) -> Result<Tv<'c, 'a>> {
    let dt = x.dtype();
    let xd = x.dims();
    let src = c.b.convert(src, dt)?;
    if index.numel() == 0 {
        return Ok(x.clone());
    }
    let (x1, src1, index1) = if x.rank() == 0 {
        (c.b.reshape(x, &[1])?, c.b.reshape(&src, &[1])?, c.b.reshape(index, &[1])?)
    } else {
        (x.clone(), src, index.clone())
    };
    let id = index1.dims();
    let src1 = if src1.dims() != id { c.b.slice(&src1, &vec![0; id.len()], &id, &vec![1; id.len()])? } else { src1 };
    let coords = coordinates(c, &index1, dim, x1.dims()[dim])?;
    let r = x1.rank() as i64;
    let dims = || ScatterDims {
        update_window_dims: vec![],
        inserted_window_dims: (0..r).collect(),
        scatter_dims_to_operand_dims: (0..r).collect(),
        index_vector_dim: r,
    };
    let xd1 = x1.dims();
    // How many updates each position receives.
    let ones = c.b.splat(DType::I64, 1.0, &id)?;
    let count = c.b.scatter(&c.b.splat(DType::I64, 0.0, &xd1)?, &coords, &ones, &dims(), Some("stablehlo.add"))?;
    let hit = c.b.compare(&count, &c.b.splat(DType::I64, 0.0, &xd1)?, "GT")?;
    let (op, identity) = match reduce {
        "sum" | "mean" | "add" => ("stablehlo.add", c.b.splat(dt, 0.0, &xd1)?),
        "prod" | "multiply" => ("stablehlo.multiply", c.b.splat(dt, 1.0, &xd1)?),
        "amax" => ("stablehlo.maximum", c.b.splat(dt, super::reduction::extreme_identity(dt, true), &xd1)?),
        "amin" => ("stablehlo.minimum", c.b.splat(dt, super::reduction::extreme_identity(dt, false), &xd1)?),
        other => return Err(c.unsupported(format!("reduce=`{other}`"))),
    };
    let base = if include_self { x1.clone() } else { c.b.select(&hit, &identity, &x1)? };
    let mut y = c.b.scatter(&base, &coords, &src1, &dims(), Some(op))?;
    if reduce == "mean" {
        let n = if include_self { c.b.add(&count, &c.b.splat(DType::I64, 1.0, &xd1)?)? } else { count.clone() };
        let n = c.b.max(&n, &c.b.splat(DType::I64, 1.0, &xd1)?)?;
        let nf = c.b.convert(&n, dt)?;
        let q = if dt.is_float() {
            c.b.div(&y, &nf)?
        } else {
            // Integer means round toward negative infinity, as torch's floor division.
            let q = c.b.div(&y, &nf)?;
            let rem = c.b.binary("stablehlo.remainder", &y, &nf)?;
            let zero = c.b.splat(dt, 0.0, &xd1)?;
            let fix = c.b.binary("stablehlo.and", &c.b.compare(&rem, &zero, "NE")?, &c.b.compare(&y, &zero, "LT")?)?;
            c.b.select(&fix, &c.b.sub(&q, &c.b.splat(dt, 1.0, &xd1)?)?, &q)?
        };
        y = c.b.select(&hit, &q, &y)?;
    }
    if dt.is_float() && (reduce == "amax" || reduce == "amin") {
        // A NaN among the values reduced into a position gives NaN there, as in torch.
        let nan_src = c.b.convert(&c.b.compare(&src1, &src1, "NE")?, DType::I64)?;
        let nans = c.b.scatter(&c.b.splat(DType::I64, 0.0, &xd1)?, &coords, &nan_src, &dims(), Some("stablehlo.add"))?;
        let any_nan = c.b.compare(&nans, &c.b.splat(DType::I64, 0.0, &xd1)?, "GT")?;
        y = c.b.select(&any_nan, &c.b.splat(dt, f64::NAN, &xd1)?, &y)?;
        if include_self {
            y = c.b.select(&c.b.compare(&x1, &x1, "NE")?, &x1, &y)?;
        }
    }
    c.b.reshape(&y, &xd)
}

/// `scatter_reduce.two(self, dim, index, src, reduce, *, include_self=True)`.
fn scatter_reduce_two<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let index = c.tensor(2)?;
    let src = c.tensor(3)?;
    let reduce = c.str_or(4, "reduce", "sum")?;
    let include_self = c.bool_or(5, "include_self", true)?;
    Ok(vec![reduce_into(c, &x, dim, &index, &src, &reduce, include_self)?])
}

/// `scatter.reduce(self, dim, index, src, *, reduce)` / `scatter.value_reduce(..., value, ...)`:
/// reduce is `add` or `multiply`, and `self` takes part.
fn scatter_reduce_legacy<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let index = c.tensor(2)?;
    let src = match c.arg(3, "src") {
        Some(crate::ir::Operand::Value(_)) => c.tensor(3)?,
        _ => c.b.splat(x.dtype(), c.float(3, "value")?, &index.dims())?,
    };
    let reduce = c.str_or(4, "reduce", "add")?;
    Ok(vec![reduce_into(c, &x, dim, &index, &src, &reduce, true)?])
}

/// `index_reduce(self, dim, index, source, reduce, *, include_self=True)`: `index` is 1-d and
/// names, for each slice of `source` along `dim`, the slice of `self` it reduces into.
fn index_reduce<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let index = c.tensor(2)?;
    let src = c.tensor(3)?;
    let reduce = c.str_or(4, "reduce", "prod")?;
    let include_self = c.bool_or(5, "include_self", true)?;
    let sd = src.dims();
    let full = if src.rank() == 0 { c.b.reshape(&index, &[])? } else { c.b.broadcast_in_dim(&c.b.reshape(&index, &[index.numel()])?, &sd, &[dim as i64])? };
    Ok(vec![reduce_into(c, &x, dim, &full, &src, &reduce, include_self)?])
}

/// `index_put` with one boolean mask (`x[mask] = values`, after `p` leading full slices), when
/// `values` broadcasts over the selected elements whatever their count: then it is a `select`.
fn index_put_mask<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, p: usize, mask: &Tv<'c, 'a>) -> R<'c, 'a> {
    let xd = x.dims();
    let md = mask.dims();
    let (lead, rest) = (&xd[..p], &xd[p + md.len()..]);
    let values = c.b.convert(&c.tensor(2)?, x.dtype())?;
    let vd = values.dims();
    // x[mask] has shape lead + [count] + rest; values must have size 1 (or nothing) at count.
    let count_axis = lead.len() as i64 - (lead.len() + 1 + rest.len()) as i64 + vd.len() as i64;
    if vd.len() > lead.len() + 1 + rest.len() || (count_axis >= 0 && vd[count_axis as usize] != 1) {
        return Err(c.unsupported("boolean mask indexing (its result shape depends on the data)"));
    }
    let mut one_count: Vec<i64> = lead.to_vec();
    one_count.push(1);
    one_count.extend_from_slice(rest);
    let v = broadcast_to(c.b, &values, &one_count)?;
    let mut spread: Vec<i64> = lead.to_vec();
    spread.extend(std::iter::repeat(1).take(md.len()));
    spread.extend_from_slice(rest);
    let v = broadcast_to(c.b, &c.b.reshape(&v, &spread)?, &xd)?;
    let mut mshape = vec![1; p];
    mshape.extend_from_slice(&md);
    mshape.extend(std::iter::repeat(1).take(rest.len()));
    let m = c.b.convert(mask, DType::Bool)?;
    let m = broadcast_to(c.b, &c.b.reshape(&m, &mshape)?, &xd)?;
    let accumulate = c.bool_or(3, "accumulate", false)?;
    let r = if accumulate {
        let sum = if x.dtype() == DType::Bool { c.b.binary("stablehlo.or", x, &v)? } else { c.b.add(x, &v)? };
        c.b.select(&m, &sum, x)?
    } else {
        c.b.select(&m, &v, x)?
    };
    Ok(vec![r])
}

// ---- added with the OpInfo sweep: masked_scatter, put, searchsorted, histc

/// Inclusive running sum of a 1-d i64 tensor.
fn running_sum<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let n = x.dims()[0];
    let init = c.b.scalar_int(DType::I64, 0)?;
    Ok(c.b
        .reduce_window_multi(&[x], &[&init], &[n], &[1], &[1], &[(n - 1, 0)], |b, a| Ok(vec![b.add(&a[0], &a[1])?]))?
        .remove(0))
}

/// `masked_scatter(self, mask, source)`: the positions where `mask` is true, in order, take
/// `source`'s elements in order.
fn masked_scatter<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let xd = x.dims();
    let n = x.numel();
    let src = c.b.convert(&c.tensor(2)?, x.dtype())?;
    if n == 0 || src.numel() == 0 {
        return Ok(vec![x]);
    }
    let m = broadcast_to(c.b, &c.b.convert(&c.tensor(1)?, DType::Bool)?, &xd)?;
    let mf = c.b.reshape(&m, &[n])?;
    let pos = c.b.sub(&running_sum(c, &c.b.convert(&mf, DType::I64)?)?, &c.b.splat(DType::I64, 1.0, &[n])?)?;
    let hi = c.b.splat(DType::I64, (src.numel() - 1) as f64, &[n])?;
    let pos = c.b.clamp(&c.b.splat(DType::I64, 0.0, &[n])?, &pos, &hi)?;
    let flat_src = c.b.reshape(&src, &[src.numel()])?;
    let dims = GatherDims { offset_dims: vec![], collapsed_slice_dims: vec![0], start_index_map: vec![0], index_vector_dim: 1 };
    let taken = c.b.gather(&flat_src, &c.b.reshape(&pos, &[n, 1])?, &dims, &[1], &[n])?;
    let r = c.b.select(&mf, &taken, &c.b.reshape(&x, &[n])?)?;
    Ok(vec![c.b.reshape(&r, &xd)?])
}

/// `put(self, index, source, accumulate=False)`: `self` as a flat tensor, scattered into.
fn put<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let xd = x.dims();
    let n = x.numel();
    let index = c.tensor(1)?;
    let k = index.numel();
    if k == 0 || n == 0 {
        return Ok(vec![x]);
    }
    let idx = wrap(c, &c.b.reshape(&index, &[k])?, n)?;
    let src = c.b.reshape(&c.b.convert(&c.tensor(2)?, x.dtype())?, &[k])?;
    let dims = ScatterDims { update_window_dims: vec![], inserted_window_dims: vec![0], scatter_dims_to_operand_dims: vec![0], index_vector_dim: 1 };
    let accumulate = c.bool_or(3, "accumulate", false)?;
    let combine = if accumulate { Some(if x.dtype() == DType::Bool { "stablehlo.or" } else { "stablehlo.add" }) } else { None };
    let y = c.b.scatter(&c.b.reshape(&x, &[n])?, &c.b.reshape(&idx, &[k, 1])?, &src, &dims, combine)?;
    Ok(vec![c.b.reshape(&y, &xd)?])
}

/// `searchsorted(sorted_sequence, self, *, out_int32, right, side, sorter)`: torch's binary
/// search, step for step (`!(mid >= v)` moves right, or `!(mid > v)` for `right`), so NaNs and
/// unsorted rows give what torch gives.
fn searchsorted<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let mut seq = c.tensor(0)?;
    let v = c.tensor(1)?;
    let right = match c.kwargs.get("side") {
        Some(crate::ir::Operand::Str(s)) => s == "right",
        _ => c.bool_or(usize::MAX, "right", false)?,
    };
    let sd = seq.dims();
    let n = *sd.last().unwrap_or(&0);
    let vd = v.dims();
    if n == 0 || v.numel() == 0 {
        return Ok(vec![c.b.splat(out.dtype, 0.0, &vd)?]);
    }
    if let Some(crate::ir::Operand::Value(sv)) = c.kwargs.get("sorter") {
        let sorter = c.value(*sv)?;
        let coords = coordinates(c, &sorter, sd.len() - 1, n)?;
        let r = sd.len() as i64;
        let dims = GatherDims { offset_dims: vec![], collapsed_slice_dims: (0..r).collect(), start_index_map: (0..r).collect(), index_vector_dim: r };
        seq = c.b.gather(&seq, &coords, &dims, &vec![1; sd.len()], &sd)?;
    }
    let dt = super::promote::promote_types(seq.dtype(), v.dtype());
    let rows = seq.numel() / n;
    let seq2 = c.b.reshape(&c.b.convert(&seq, dt)?, &[rows, n])?;
    let per_row = v.numel() / rows;
    let v2 = c.b.reshape(&c.b.convert(&v, dt)?, &[rows, per_row])?;
    let shape = [rows, per_row];
    let k = |x: i64| c.b.splat(DType::I64, x as f64, &shape);
    let mut start = k(0)?;
    let mut end = k(n)?;
    let row = c.b.reshape(&c.b.iota(DType::I64, &shape, 0)?, &[rows, per_row, 1])?;
    let steps = 65 - (n as u64).leading_zeros() as i64;
    let dims = GatherDims { offset_dims: vec![], collapsed_slice_dims: vec![0, 1], start_index_map: vec![0, 1], index_vector_dim: 2 };
    for _ in 0..steps {
        let active = c.b.compare(&start, &end, "LT")?;
        let half = c.b.binary("stablehlo.shift_right_arithmetic", &c.b.sub(&end, &start)?, &k(1)?)?;
        let mid = c.b.add(&start, &half)?;
        let at = c.b.min(&mid, &k(n - 1)?)?;
        let idx = c.b.concatenate(&[&row, &c.b.reshape(&at, &[rows, per_row, 1])?], 2)?;
        let mid_val = c.b.gather(&seq2, &idx, &dims, &[1, 1], &shape)?;
        let stop = c.b.compare(&mid_val, &v2, if right { "GT" } else { "GE" })?;
        let go_right = c.b.binary("stablehlo.and", &active, &c.b.unary("stablehlo.not", &stop)?)?;
        let go_left = c.b.binary("stablehlo.and", &active, &stop)?;
        start = c.b.select(&go_right, &c.b.add(&mid, &k(1)?)?, &start)?;
        end = c.b.select(&go_left, &mid, &end)?;
    }
    Ok(vec![c.b.reshape(&c.b.convert(&start, out.dtype)?, &vd)?])
}

/// `histc(self, bins, min, max)`: counts in `bins` equal bins over [min, max] (the data's range
/// when min == max); values outside are dropped, the maximum goes into the last bin.
fn histc<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    let bins = c.int_or(1, "bins", 100)?;
    let (mut lo_v, mut hi_v) = (c.float_or(2, "min", 0.0)?, c.float_or(3, "max", 0.0)?);
    let dt = x.dtype();
    let n = x.numel();
    let flat = c.b.reshape(&x, &[n])?;
    let (lo, hi) = if lo_v == hi_v {
        if n == 0 {
            lo_v -= 1.0;
            hi_v += 1.0;
            (c.b.scalar(dt, lo_v)?, c.b.scalar(dt, hi_v)?)
        } else {
            let mn = c.b.reduce(&flat, &c.b.scalar(dt, f64::INFINITY)?, &[0], "stablehlo.minimum")?;
            let mx = c.b.reduce(&flat, &c.b.scalar(dt, f64::NEG_INFINITY)?, &[0], "stablehlo.maximum")?;
            let same = c.b.compare(&mn, &mx, "EQ")?;
            let one = c.b.scalar(dt, 1.0)?;
            (c.b.select(&same, &c.b.sub(&mn, &one)?, &mn)?, c.b.select(&same, &c.b.add(&mx, &one)?, &mx)?)
        }
    } else {
        (c.b.scalar(dt, lo_v)?, c.b.scalar(dt, hi_v)?)
    };
    if n == 0 {
        return Ok(vec![c.b.splat(out.dtype, 0.0, &[bins])?]);
    }
    let lo_n = c.b.broadcast_in_dim(&lo, &[n], &[])?;
    let hi_n = c.b.broadcast_in_dim(&hi, &[n], &[])?;
    // pos = (x - lo) * bins / (hi - lo), truncated, in the input's precision as torch computes it.
    let scaled = c.b.div(&c.b.mul(&c.b.sub(&flat, &lo_n)?, &c.b.splat(dt, bins as f64, &[n])?)?, &c.b.sub(&hi_n, &lo_n)?)?;
    let pos = c.b.convert(&scaled, DType::I64)?;
    let last = c.b.splat(DType::I64, (bins - 1) as f64, &[n])?;
    let pos = c.b.select(&c.b.compare(&pos, &c.b.splat(DType::I64, bins as f64, &[n])?, "EQ")?, &last, &pos)?;
    let inside = c.b.binary("stablehlo.and", &c.b.compare(&flat, &lo_n, "GE")?, &c.b.compare(&flat, &hi_n, "LE")?)?;
    let pos = c.b.select(&inside, &pos, &c.b.splat(DType::I64, -1.0, &[n])?)?;
    let pos2 = c.b.broadcast_in_dim(&pos, &[n, bins], &[0])?;
    let which = c.b.iota(DType::I64, &[n, bins], 1)?;
    let hits = c.b.convert(&c.b.compare(&pos2, &which, "EQ")?, out.dtype)?;
    let counts = c.b.reduce(&hits, &c.b.scalar(out.dtype, 0.0)?, &[0], "stablehlo.add")?;
    Ok(vec![counts])
}

// ---- added with the OpInfo sweep: nonzero_static, segment_reduce

/// `nonzero_static(x, *, size, fill_value=-1)` → `[size, ndim]`: the coordinates of the first
/// `size` nonzero elements in row-major order, the remaining rows filled with `fill_value`.
fn nonzero_static<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let od = c.out_dims(0)?;
    let (size, nd) = (od[0], od[1]);
    let fill = c.int_or(usize::MAX, "fill_value", -1)?;
    let out = b.broadcast_in_dim(&b.scalar_int(DType::I64, fill)?, &od, &[])?;
    let n = x.numel();
    if n == 0 || size == 0 {
        return Ok(vec![out]);
    }
    let xd = x.dims();
    let m = b.reshape(&b.convert(&x, DType::Bool)?, &[n])?;
    let pos = b.sub(&running_sum(c, &b.convert(&m, DType::I64)?)?, &b.splat(DType::I64, 1.0, &[n])?)?;
    // Elements that are zero (or past `size`) scatter to row `size`, which is dropped.
    let pos = b.select(&m, &pos, &b.splat(DType::I64, size as f64, &[n])?)?;
    let mut coords = Vec::new();
    for i in 0..xd.len() {
        coords.push(b.reshape(&b.iota(DType::I64, &xd, i)?, &[n, 1])?);
    }
    let upd = if nd == 0 {
        b.splat(DType::I64, 0.0, &[n, 0])?
    } else {
        let refs: Vec<&Tv> = coords.iter().collect();
        b.concatenate(&refs, 1)?
    };
    if nd == 0 {
        return Ok(vec![out]);
    }
    let dims = ScatterDims { update_window_dims: vec![1], inserted_window_dims: vec![0], scatter_dims_to_operand_dims: vec![0], index_vector_dim: 1 };
    Ok(vec![b.scatter(&out, &b.reshape(&pos, &[n, 1])?, &upd, &dims, None)?])
}

/// `segment_reduce(data, reduce, *, lengths | offsets, axis=0, unsafe, initial)`: `data`'s
/// `axis` cut into consecutive segments (per leading index), each reduced (max, min, sum, prod,
/// mean) starting from `initial` (or the reduction's identity). An empty segment gives `initial`,
/// or the identity (NaN for mean).
fn segment_reduce<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    let x = c.tensor(0)?;
    let dt = x.dtype();
    let reduce = c.str_or(1, "reduce", "sum")?;
    let axis = c.norm_dim(c.int_or(usize::MAX, "axis", 0)?, x.rank())?;
    let xd = x.dims();
    let p: i64 = xd[..axis].iter().product();
    let n = xd[axis];
    let q: i64 = xd[axis + 1..].iter().product();
    let (starts, ends) = if let Some(crate::ir::Operand::Value(v)) = c.kwargs.get("lengths") {
        let l = c.value(*v)?;
        let s = *l.dims().last().unwrap_or(&0);
        let l2 = b.reshape(&b.convert(&l, DType::I64)?, &[p, s])?;
        let init = b.scalar_int(DType::I64, 0)?;
        let ends = if s == 0 { l2.clone() } else {
            b.reduce_window_multi(&[&l2], &[&init], &[1, s], &[1, 1], &[1, 1], &[(0, 0), (s - 1, 0)], |b, a| Ok(vec![b.add(&a[0], &a[1])?]))?.remove(0)
        };
        (b.sub(&ends, &l2)?, ends)
    } else if let Some(crate::ir::Operand::Value(v)) = c.kwargs.get("offsets") {
        let o = c.value(*v)?;
        let s1 = *o.dims().last().unwrap_or(&1);
        let o2 = b.reshape(&b.convert(&o, DType::I64)?, &[p, s1])?;
        (b.slice(&o2, &[0, 0], &[p, s1 - 1], &[1, 1])?, b.slice(&o2, &[0, 1], &[p, s1], &[1, 1])?)
    } else {
        return Err(c.unsupported("segment_reduce needs lengths or offsets"));
    };
    let s = starts.dims()[1];
    if od.iter().product::<i64>() == 0 {
        return Ok(vec![b.splat(out.dtype, 0.0, &od)?]);
    }
    let shape = [p, s, n, q];
    let idx = b.iota(DType::I64, &shape, 2)?;
    let st = b.broadcast_in_dim(&starts, &shape, &[0, 1])?;
    let en = b.broadcast_in_dim(&ends, &shape, &[0, 1])?;
    let inside = b.binary("stablehlo.and", &b.compare(&idx, &st, "GE")?, &b.compare(&idx, &en, "LT")?)?;
    let vals = b.broadcast_in_dim(&b.reshape(&x, &[p, n, q])?, &shape, &[0, 2, 3])?;
    let (op, identity) = match reduce.as_str() {
        "sum" | "mean" => ("stablehlo.add", 0.0),
        "prod" => ("stablehlo.multiply", 1.0),
        "max" => ("stablehlo.maximum", super::reduction::extreme_identity(dt, true)),
        "min" => ("stablehlo.minimum", super::reduction::extreme_identity(dt, false)),
        other => return Err(c.unsupported(format!("reduce=`{other}`"))),
    };
    let initial = if c.has(usize::MAX, "initial") { Some(c.float(usize::MAX, "initial")?) } else { None };
    let start = initial.unwrap_or(identity);
    let masked = b.select(&inside, &vals, &b.splat(dt, identity, &shape)?)?;
    let name = op.to_string();
    let init = b.scalar(dt, start)?;
    let r = b
        .reduce_multi(&[&masked], &[&init], &[2], move |b, a| {
            Ok(vec![if name.ends_with("imum") { super::elementwise::max_min_nan(b, &name, &a[0], &a[1])? } else { b.binary(&name, &a[0], &a[1])? }])
        })?
        .remove(0); // [p, s, q]
    let len = b.broadcast_in_dim(&b.sub(&ends, &starts)?, &[p, s, q], &[0, 1])?;
    let r = if reduce == "mean" {
        let lf = b.convert(&len, dt)?;
        let empty = b.compare(&len, &b.splat(DType::I64, 0.0, &[p, s, q])?, "EQ")?;
        let avg = b.div(&r, &lf)?;
        let empty_val = b.splat(dt, initial.unwrap_or(f64::NAN), &[p, s, q])?;
        b.select(&empty, &empty_val, &avg)?
    } else {
        r
    };
    Ok(vec![b.reshape(&b.convert(&r, out.dtype)?, &od)?])
}

/// `histogram(x, bins, *, range=None, weight=None, density=False)` → `(hist, bin_edges)`: edges
/// as torch's linspace computes them (from the front for the first half, from the back for the
/// second), each element in the last bin whose left edge is not above it (the rightmost edge
/// included), elements outside the edges and NaN dropped.
fn histogram_bin_ct<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let dt = x.dtype();
    let bins = c.int(1, "bins")?;
    let n = x.numel();
    let flat = b.reshape(&x, &[n])?;
    let (lo, hi) = match c.kwargs.get("range") {
        Some(crate::ir::Operand::List(items)) if items.len() == 2 => {
            let num = |o: &crate::ir::Operand| match o {
                crate::ir::Operand::Float(v) => Ok(*v),
                crate::ir::Operand::Int(v) => Ok(*v as f64),
                _ => Err(c.invalid("range must hold numbers")),
            };
            (b.scalar(dt, num(&items[0])?)?, b.scalar(dt, num(&items[1])?)?)
        }
        _ if n == 0 => (b.scalar(dt, 0.0)?, b.scalar(dt, 0.0)?),
        _ => (
            b.reduce(&flat, &b.scalar(dt, f64::INFINITY)?, &[0], "stablehlo.minimum")?,
            b.reduce(&flat, &b.scalar(dt, f64::NEG_INFINITY)?, &[0], "stablehlo.maximum")?,
        ),
    };
    let edges = linspace_edges(b, &lo, &hi, bins, dt)?;
    let hist = histogram_counts(c, &flat, &edges)?;
    Ok(vec![hist, edges])
}

/// `histogram(x, bins: Tensor, *, weight=None, density=False)`: the given edges.
fn histogram_bins_tensor<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let flat = b.reshape(&x, &[x.numel()])?;
    let e = c.tensor(1)?;
    let edges = b.reshape(&b.convert(&e, x.dtype())?, &[e.numel()])?;
    let hist = histogram_counts(c, &flat, &edges)?;
    Ok(vec![hist, edges])
}

/// The (weighted, optionally density-normalized) counts of `flat` in the bins between `edges`.
fn histogram_counts<'c, 'a>(c: &Call<'_, 'c, 'a>, flat: &Tv<'c, 'a>, edges: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let b = c.b;
    let dt = flat.dtype();
    let n = flat.numel();
    let ne = edges.numel();
    let bins = (ne - 1).max(0);
    let out_dt = c.out_ty(0)?.dtype;
    if n == 0 || bins == 0 {
        return b.splat(out_dt, 0.0, &[bins]);
    }
    // pos = #(edges <= x) - 1 (upper_bound), the last edge counting into the last bin.
    let e2 = b.broadcast_in_dim(edges, &[n, ne], &[1])?;
    let x2 = b.broadcast_in_dim(flat, &[n, ne], &[0])?;
    let le = b.convert(&b.compare(&e2, &x2, "LE")?, DType::I64)?;
    let pos = b.sub(&b.reduce(&le, &b.scalar_int(DType::I64, 0)?, &[1], "stablehlo.add")?, &b.splat(DType::I64, 1.0, &[n])?)?;
    let pos = b.min(&pos, &b.splat(DType::I64, (bins - 1) as f64, &[n])?)?;
    let first = b.broadcast_in_dim(&b.reshape(&b.slice(edges, &[0], &[1], &[1])?, &[])?, &[n], &[])?;
    let last = b.broadcast_in_dim(&b.reshape(&b.slice(edges, &[bins], &[bins + 1], &[1])?, &[])?, &[n], &[])?;
    let inside = b.binary("stablehlo.and", &b.compare(flat, &first, "GE")?, &b.compare(flat, &last, "LE")?)?;
    let w = match c.kwargs.get("weight") {
        Some(crate::ir::Operand::Value(v)) => b.reshape(&b.convert(&c.value(*v)?, dt)?, &[n])?,
        _ => b.splat(dt, 1.0, &[n])?,
    };
    let w = b.select(&inside, &w, &b.splat(dt, 0.0, &[n])?)?;
    let hits = b.compare(&b.broadcast_in_dim(&pos, &[n, bins], &[0])?, &b.iota(DType::I64, &[n, bins], 1)?, "EQ")?;
    let contrib = b.select(&hits, &b.broadcast_in_dim(&w, &[n, bins], &[0])?, &b.splat(dt, 0.0, &[n, bins])?)?;
    let mut hist = b.reduce(&contrib, &b.scalar(dt, 0.0)?, &[0], "stablehlo.add")?;
    if c.bool_or(usize::MAX, "density", false)? {
        let total = b.reduce(&hist, &b.scalar(dt, 0.0)?, &[0], "stablehlo.add")?;
        let widths = b.sub(&b.slice(edges, &[1], &[ne], &[1])?, &b.slice(edges, &[0], &[bins], &[1])?)?;
        hist = b.div(&hist, &b.mul(&b.broadcast_in_dim(&total, &[bins], &[])?, &widths)?)?;
    }
    b.convert(&hist, out_dt)
}

/// `_embedding_bag_forward_only(weight, indices [N], offsets, scale_grad_by_freq, mode, sparse,
/// per_sample_weights, include_last_offset, padding_idx)` → `(output [B, D], offset2bag,
/// bag_size, max_indices)`. Index i belongs to the last bag whose offset is <= i; indices equal to
/// `padding_idx` take no part. mode 0 sums (times `per_sample_weights`), 1 averages, 2 takes the
/// maximum; an empty bag gives zeros.
fn embedding_bag<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let w = c.tensor(0)?;
    let dt = w.dtype();
    let idx = c.tensor(1)?;
    let offs = c.b.convert(&c.tensor(2)?, DType::I64)?;
    let mode = c.int_or(4, "mode", 0)?;
    // With include_last_offset the last offset ends the last bag (it equals the index count).
    let include_last = c.bool_or(7, "include_last_offset", false)?;
    let padding = c.int_or(8, "padding_idx", -1)?;
    let od = c.out_dims(0)?;
    let (nbags, dd) = (od[0], od[1]);
    let n = idx.numel();
    let zeros_like = |i: usize| -> Result<Tv<'c, 'a>> { let t = c.out_ty(i)?; b.splat(t.dtype, 0.0, &c.out_dims(i)?) };
    let fill = |v: &Tv<'c, 'a>, i: usize| -> Result<Tv<'c, 'a>> {
        let want = c.out_dims(i)?;
        if v.dims() == want { b.convert(v, c.out_ty(i)?.dtype) } else { zeros_like(i) }
    };
    if n == 0 || nbags == 0 {
        return Ok(vec![b.splat(dt, 0.0, &od)?, zeros_like(1)?, zeros_like(2)?, zeros_like(3)?]);
    }
    let idx = b.reshape(&b.convert(&idx, DType::I64)?, &[n])?;
    let no = offs.numel();
    let offs = b.reshape(&offs, &[no])?;
    // bag[i] = #(offsets <= i) - 1 over the bag-start offsets.
    let starts = if include_last { b.slice(&offs, &[0], &[no - 1], &[1])? } else { offs.clone() };
    let ns = starts.numel();
    let pos = b.iota(DType::I64, &[n, ns], 0)?;
    let le = b.convert(&b.compare(&b.broadcast_in_dim(&starts, &[n, ns], &[1])?, &pos, "LE")?, DType::I64)?;
    let bag = b.sub(&b.reduce(&le, &b.scalar_int(DType::I64, 0)?, &[1], "stablehlo.add")?, &b.splat(DType::I64, 1.0, &[n])?)?;
    let valid = if padding >= 0 { b.compare(&idx, &b.splat(DType::I64, padding as f64, &[n])?, "NE")? } else { b.splat(DType::Bool, 1.0, &[n])? };
    let member = b.binary(
        "stablehlo.and",
        &b.compare(&b.broadcast_in_dim(&bag, &[nbags, n], &[1])?, &b.iota(DType::I64, &[nbags, n], 0)?, "EQ")?,
        &b.broadcast_in_dim(&valid, &[nbags, n], &[1])?,
    )?;
    let dims = GatherDims { offset_dims: vec![1], collapsed_slice_dims: vec![0], start_index_map: vec![0], index_vector_dim: 1 };
    let rows = b.gather(&w, &b.reshape(&wrap(c, &idx, w.dims()[0])?, &[n, 1])?, &dims, &[1, dd], &[n, dd])?;
    let counts = b.reduce(&b.convert(&member, DType::I64)?, &b.scalar_int(DType::I64, 0)?, &[1], "stablehlo.add")?;
    let (output, max_idx) = if mode == 2 {
        let cells = b.broadcast_in_dim(&rows, &[nbags, n, dd], &[1, 2])?;
        let m3 = b.broadcast_in_dim(&member, &[nbags, n, dd], &[0, 1])?;
        let lowest = super::reduction::extreme_identity(dt, true);
        let masked = b.select(&m3, &cells, &b.splat(dt, lowest, &[nbags, n, dd])?)?;
        let which = b.broadcast_in_dim(&idx, &[nbags, n, dd], &[1])?;
        let is_float = dt.is_float();
        let mut r = b.reduce_multi(&[&masked, &which], &[&b.scalar(dt, lowest)?, &b.scalar_int(DType::I64, -1)?], &[1], move |b, a| {
            super::reduction::pick_extreme(b, &a, true, is_float, false)
        })?;
        let empty = b.broadcast_in_dim(&b.compare(&counts, &b.splat(DType::I64, 0.0, &[nbags])?, "EQ")?, &[nbags, dd], &[0])?;
        let vals = b.select(&empty, &b.splat(dt, 0.0, &[nbags, dd])?, &r[0])?;
        let mi = b.select(&empty, &b.splat(DType::I64, 0.0, &[nbags, dd])?, &r.remove(1))?;
        (vals, Some(mi))
    } else {
        let mut mf = b.convert(&member, DType::F64)?;
        if let Some(psw) = c.opt_tensor(6, "per_sample_weights")? {
            let p = b.broadcast_in_dim(&b.reshape(&b.convert(&psw, DType::F64)?, &[n])?, &[nbags, n], &[1])?;
            mf = b.mul(&mf, &p)?;
        }
        let rows64 = b.convert(&rows, DType::F64)?;
        let mut sum = b.dot_general(&mf, &rows64, (&[], &[]), (&[1], &[0]), DType::F64)?;
        if mode == 1 {
            let cnt = b.convert(&b.max(&counts, &b.splat(DType::I64, 1.0, &[nbags])?)?, DType::F64)?;
            sum = b.div(&sum, &b.broadcast_in_dim(&cnt, &[nbags, dd], &[0])?)?;
        }
        (b.convert(&sum, dt)?, None)
    };
    // As torch's kernel: sum fills only the output; mean also gives the bags and their sizes (the
    // sizes again as max_indices); max gives the bags, sizes and the argmax rows (0 for empty bags).
    let (bags_out, sizes_out, max_out) = match (mode, max_idx) {
        (0, _) => (zeros_like(1)?, zeros_like(2)?, zeros_like(3)?),
        (_, Some(m)) => (fill(&bag, 1)?, fill(&counts, 2)?, fill(&m, 3)?),
        _ => (fill(&bag, 1)?, fill(&counts, 2)?, fill(&counts, 3)?),
    };
    Ok(vec![output, bags_out, sizes_out, max_out])
}

/// torch's `linspace(lo, hi, bins + 1)` for histogram edges (lo == hi widens to lo - 0.5, hi + 0.5):
/// the first half from the front, the second from the back, as torch's kernel computes them.
fn linspace_edges<'c, 'a>(b: &Builder<'c, 'a>, lo: &Tv<'c, 'a>, hi: &Tv<'c, 'a>, bins: i64, dt: DType) -> Result<Tv<'c, 'a>> {
    let same = b.compare(lo, hi, "EQ")?;
    let half = b.scalar(dt, 0.5)?;
    let lo = b.select(&same, &b.sub(lo, &half)?, lo)?;
    let hi = b.select(&same, &b.add(hi, &half)?, hi)?;
    let ne = bins + 1;
    let step = b.div(&b.sub(&hi, &lo)?, &b.scalar(dt, bins as f64)?)?;
    let i = b.convert(&b.iota(DType::I64, &[ne], 0)?, dt)?;
    let lo_n = b.broadcast_in_dim(&lo, &[ne], &[])?;
    let hi_n = b.broadcast_in_dim(&hi, &[ne], &[])?;
    let step_n = b.broadcast_in_dim(&step, &[ne], &[])?;
    let front = b.add(&lo_n, &b.mul(&step_n, &i)?)?;
    let back = b.sub(&hi_n, &b.mul(&step_n, &b.sub(&b.splat(dt, bins as f64, &[ne])?, &i)?)?)?;
    let first_half = b.compare(&b.iota(DType::I64, &[ne], 0)?, &b.splat(DType::I64, (ne / 2) as f64, &[ne])?, "LT")?;
    b.select(&first_half, &front, &back)
}

/// The edges of every dim of a `histogramdd` of `x [N, D]` (from `range`, or each column's range).
fn histogramdd_edges<'c, 'a>(c: &Call<'_, 'c, 'a>) -> Result<(Tv<'c, 'a>, Vec<Tv<'c, 'a>>)> {
    let b = c.b;
    let x = c.tensor(0)?;
    let dt = x.dtype();
    let xd = x.dims();
    let dims = *xd.last().unwrap_or(&1);
    let n = x.numel() / dims.max(1);
    let x2 = b.reshape(&x, &[n, dims])?;
    let bins = c.ints(1, "bins")?;
    let range: Option<Vec<f64>> = match c.kwargs.get("range").or(c.args.get(2)) {
        Some(crate::ir::Operand::List(items)) => Some(
            items
                .iter()
                .map(|o| match o {
                    crate::ir::Operand::Float(v) => Ok(*v),
                    crate::ir::Operand::Int(v) => Ok(*v as f64),
                    _ => Err(c.invalid("range must hold numbers")),
                })
                .collect::<Result<Vec<f64>>>()?,
        ),
        _ => None,
    };
    let mut edges = Vec::new();
    for d in 0..dims {
        let col = b.reshape(&b.slice(&x2, &[0, d], &[n, d + 1], &[1, 1])?, &[n])?;
        let (lo, hi) = match &range {
            Some(r) => (b.scalar(dt, r[2 * d as usize])?, b.scalar(dt, r[2 * d as usize + 1])?),
            None if n == 0 => (b.scalar(dt, 0.0)?, b.scalar(dt, 0.0)?),
            None => (
                b.reduce(&col, &b.scalar(dt, f64::INFINITY)?, &[0], "stablehlo.minimum")?,
                b.reduce(&col, &b.scalar(dt, f64::NEG_INFINITY)?, &[0], "stablehlo.maximum")?,
            ),
        };
        edges.push(linspace_edges(b, &lo, &hi, bins[d as usize], dt)?);
    }
    Ok((x2, edges))
}

/// `_histogramdd_bin_edges(x, bins, range, weight, density)` → one edge tensor per dim.
fn histogramdd_bin_edges<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    Ok(histogramdd_edges(c)?.1)
}

/// `_histogramdd_from_bin_cts(x, bins, range, weight, density)`: the D-dimensional counts.
fn histogramdd_from_bin_cts<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (x2, edges) = histogramdd_edges(c)?;
    let bins = c.ints(1, "bins")?;
    histogramdd_counts(c, &x2, &edges, &bins, 3, 4)
}

/// `_histogramdd_from_bin_tensors(x, bins: Tensor[], *, weight, density)`: given edges.
fn histogramdd_from_bin_tensors<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let xd = x.dims();
    let dims = *xd.last().unwrap_or(&1);
    let n = x.numel() / dims.max(1);
    let x2 = b.reshape(&x, &[n, dims])?;
    let edges: Vec<Tv<'c, 'a>> = c
        .tensor_list(1, "bins")?
        .into_iter()
        .map(|e| e.ok_or_else(|| c.invalid("bins must be tensors")))
        .map(|e| e.and_then(|e| { let k = e.numel(); b.reshape(&b.convert(&e, x.dtype())?, &[k]) }))
        .collect::<Result<_>>()?;
    let bins: Vec<i64> = edges.iter().map(|e| e.numel() - 1).collect();
    histogramdd_counts(c, &x2, &edges, &bins, 2, 3)
}

/// The D-dimensional (weighted, optionally density-normalized) counts of the rows of `x2 [N, D]`.
fn histogramdd_counts<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x2: &Tv<'c, 'a>,
    edges: &[Tv<'c, 'a>],
    bins: &[i64],
    weight_arg: usize,
    density_arg: usize,
) -> R<'c, 'a> {
    let b = c.b;
    let dt = x2.dtype();
    let n = x2.dims()[0];
    let bins = bins.to_vec();
    let cells: i64 = bins.iter().product();
    let od = c.out_dims(0)?;
    if n == 0 || cells == 0 {
        return Ok(vec![b.splat(c.out_ty(0)?.dtype, 0.0, &od)?]);
    }
    let mut flat_idx = b.splat(DType::I64, 0.0, &[n])?;
    let mut inside = b.splat(DType::Bool, 1.0, &[n])?;
    for (d, e) in edges.iter().enumerate() {
        let nb = bins[d];
        let ne = nb + 1;
        let col = b.reshape(&b.slice(x2, &[0, d as i64], &[n, d as i64 + 1], &[1, 1])?, &[n])?;
        let le = b.convert(&b.compare(&b.broadcast_in_dim(e, &[n, ne], &[1])?, &b.broadcast_in_dim(&col, &[n, ne], &[0])?, "LE")?, DType::I64)?;
        let pos = b.sub(&b.reduce(&le, &b.scalar_int(DType::I64, 0)?, &[1], "stablehlo.add")?, &b.splat(DType::I64, 1.0, &[n])?)?;
        let pos = b.min(&pos, &b.splat(DType::I64, (nb - 1) as f64, &[n])?)?;
        let first = b.broadcast_in_dim(&b.reshape(&b.slice(e, &[0], &[1], &[1])?, &[])?, &[n], &[])?;
        let last = b.broadcast_in_dim(&b.reshape(&b.slice(e, &[nb], &[ne], &[1])?, &[])?, &[n], &[])?;
        let ok = b.binary("stablehlo.and", &b.compare(&col, &first, "GE")?, &b.compare(&col, &last, "LE")?)?;
        inside = b.binary("stablehlo.and", &inside, &ok)?;
        flat_idx = b.add(&b.mul(&flat_idx, &b.splat(DType::I64, nb as f64, &[n])?)?, &pos)?;
    }
    let w = match c.kwargs.get("weight").or(c.args.get(weight_arg)) {
        Some(crate::ir::Operand::Value(v)) => b.reshape(&b.convert(&c.value(*v)?, dt)?, &[n])?,
        _ => b.splat(dt, 1.0, &[n])?,
    };
    let w = b.select(&inside, &w, &b.splat(dt, 0.0, &[n])?)?;
    let hits = b.compare(&b.broadcast_in_dim(&flat_idx, &[n, cells], &[0])?, &b.iota(DType::I64, &[n, cells], 1)?, "EQ")?;
    let contrib = b.select(&hits, &b.broadcast_in_dim(&w, &[n, cells], &[0])?, &b.splat(dt, 0.0, &[n, cells])?)?;
    let mut hist = b.reduce(&contrib, &b.scalar(dt, 0.0)?, &[0], "stablehlo.add")?;
    hist = b.reshape(&hist, &bins)?;
    if c.bool_or(density_arg, "density", false)? {
        let total = b.reduce(&hist, &b.scalar(dt, 0.0)?, &(0..bins.len() as i64).collect::<Vec<_>>(), "stablehlo.add")?;
        let mut denom = b.broadcast_in_dim(&total, &bins, &[])?;
        for (d, e) in edges.iter().enumerate() {
            let nb = bins[d];
            let widths = b.sub(&b.slice(e, &[1], &[nb + 1], &[1])?, &b.slice(e, &[0], &[nb], &[1])?)?;
            denom = b.mul(&denom, &b.broadcast_in_dim(&widths, &bins, &[d as i64])?)?;
        }
        hist = b.div(&hist, &denom)?;
    }
    Ok(vec![b.convert(&hist, c.out_ty(0)?.dtype)?])
}
