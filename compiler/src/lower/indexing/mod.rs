//! Indexing: embedding, index_select, advanced indexing (`index.Tensor`) and `index_put`, gather
//! and scatter(_add). Negative indices wrap as in torch.

mod histogram;
mod reduce;
mod segments;

use histogram::*;
use reduce::*;
use segments::*;

use crate::lower::call::{broadcast_shapes, broadcast_to, Call};
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
    op("aten.embedding.default", embedding).pad(Pad::Take { source: 0, dim_at: None, index: 1 }),
    op("aten.gather.default", gather).pad(Pad::Take { source: 0, dim_at: Some(1), index: 2 }).complex(),
    op("aten.histc.default", histc),
    op("aten.histogram.bin_ct", histogram_bin_ct),
    op("aten.histogram.bins_tensor", histogram_bins_tensor),
    op("aten.index.Tensor", index_tensor).pad(Pad::Index).complex(),
    op("aten.index_put.default", index_put).pad(Pad::IndexPut).complex(),
    op("aten.index_reduce.default", index_reduce),
    op("aten.index_select.default", index_select).pad(Pad::Take { source: 0, dim_at: Some(1), index: 2 }).complex(),
    op("aten.masked_scatter.default", masked_scatter).complex(),
    op("aten.nonzero_static.default", nonzero_static),
    op("aten.put.default", put).complex(),
    op("aten.scatter.reduce", scatter_reduce_legacy),
    op("aten.scatter.src", |c| scatter(c, None)).complex(),
    op("aten.scatter.value", |c| scatter(c, None)).complex(),
    op("aten.scatter.value_reduce", scatter_reduce_legacy),
    op("aten.scatter_add.default", |c| scatter(c, Some("stablehlo.add"))).complex(),
    op("aten.scatter_reduce.two", scatter_reduce_two),
    op("aten.searchsorted.Tensor", searchsorted),
    op("aten.segment_reduce.default", segment_reduce),
];

/// Indices into dimension `dim` (of size `size`) as i64 with negative values wrapped by `size`.
/// Checked at run time (checks.rs) to lie in `[-size, size)` when `negative_ok`, else in
/// `[0, size)`, as eager torch checks them. In a graph padded to a shape bucket, `size` is the
/// dim's true extent at run time when the dim is padded (`Call::true_extent`).
fn wrap<'c, 'a>(c: &Call<'_, 'c, 'a>, idx: &Tv<'c, 'a>, dim: usize, size: i64, negative_ok: bool) -> Result<Tv<'c, 'a>> {
    c.check_index(idx, dim, size, negative_ok)?;
    let i = c.b.convert(idx, DType::I64)?;
    let d = i.dims();
    let zero = c.b.splat(DType::I64, 0.0, &d)?;
    let neg = c.b.compare(&i, &zero, "LT")?;
    let n = match c.true_extent(dim)? {
        Some(n) => c.b.broadcast_in_dim(&n, &d, &[])?,
        None => c.b.splat(DType::I64, size as f64, &d)?,
    };
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
        c.check_index(&idx, 0, 1, false)?;
        return Ok(vec![c.b.reshape(&x, &c.out_dims(0)?)?]);
    }
    take(c, &x, dim, &idx)
}

/// `x` with dim `dim` replaced by the dims of `idx`, picking `x[.., idx[j], ..]`.
fn take<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, dim: usize, idx: &Tv<'c, 'a>) -> R<'c, 'a> {
    take_many(c, x, &[dim], std::slice::from_ref(idx), false)
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

/// Advanced indexing by index tensors (broadcast together) on dims `positions`; `negative_ok`:
/// whether negative indices count from the end (advanced indexing) or are out of range
/// (`embedding`, `index_select`).
fn take_many<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, positions: &[usize], idx: &[Tv<'c, 'a>], negative_ok: bool) -> R<'c, 'a> {
    let xd = x.dims();
    let (indices, bshape) = stacked_indices(c, &xd, positions, idx, negative_ok)?;
    let (offset_dims, out) = index_layout(&xd, positions, &bshape);
    if positions.iter().any(|&p| xd[p] == 0) {
        // Nothing to read: the result is empty when the index is, and any index is out of range
        // otherwise (the run-time check `wrap` emitted raises as eager does). A gather would take
        // a slice of size 1 from the empty dim, which XLA refuses.
        return Ok(vec![c.b.splat(x.dtype(), 0.0, &out)?]);
    }
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
fn stacked_indices<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    xd: &[i64],
    positions: &[usize],
    idx: &[Tv<'c, 'a>],
    negative_ok: bool,
) -> Result<(Tv<'c, 'a>, Vec<i64>)> {
    let shapes: Vec<Vec<i64>> = idx.iter().map(|t| t.dims()).collect();
    let bshape = broadcast_shapes(&shapes).ok_or_else(|| c.invalid("index tensors do not broadcast together"))?;
    let mut cols = Vec::new();
    for (j, t) in idx.iter().enumerate() {
        if t.dtype() == DType::Bool || t.dtype() == DType::U8 {
            return Err(c.unsupported("boolean mask indexing (its result shape depends on the data)"));
        }
        if !t.dtype().is_integer() {
            // Eager raises ("Expected tensor for argument #1 'indices' to have one of the
            // following scalar types: Long, Int"); refused, the node runs in eager and raises so.
            return Err(c.unsupported(format!("indices of dtype {:?}: eager takes only integer indices", t.dtype())));
        }
        let size = *xd.get(positions[j]).ok_or_else(|| c.invalid(format!("an index for dim {} of a {}-d tensor", positions[j], xd.len())))?;
        let w = wrap(c, t, positions[j], size, negative_ok)?;
        let b = broadcast_to(c.b, &w, &bshape)?;
        let mut with_one = bshape.clone();
        with_one.push(1);
        cols.push(c.b.reshape(&b, &with_one)?);
    }
    let refs: Vec<&Tv> = cols.iter().collect();
    Ok((c.b.concatenate(&refs, bshape.len())?, bshape))
}

/// The index tensors of `index`/`index_put` and the dims they index (`None` entries are slices).
fn index_positions<'c, 'a>(c: &Call<'_, 'c, 'a>, list: Vec<Option<Tv<'c, 'a>>>, rank: usize) -> Result<(Vec<usize>, Vec<Tv<'c, 'a>>)> {
    let (positions, idx): (Vec<usize>, Vec<Tv>) = list.into_iter().enumerate().filter_map(|(i, t)| t.map(|t| (i, t))).unzip();
    if idx.is_empty() {
        return Err(c.invalid("no index tensor"));
    }
    // A mask indexes as many dims as it has; any other index tensor one.
    let last = positions.last().copied().unwrap_or(0) + idx.last().map_or(1, |t| if matches!(t.dtype(), DType::Bool | DType::U8) { t.rank() } else { 1 });
    if last > rank {
        return Err(c.invalid(format!("indices for {last} dims of a tensor of rank {rank}")));
    }
    Ok((positions, idx))
}

fn index_tensor<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let (positions, idx) = index_positions(c, c.tensor_list(1, "indices")?, x.rank())?;
    take_many(c, &x, &positions, &idx, true)
}

/// `index_put(x, indices, values, accumulate)`: scatter (adding when `accumulate`).
fn index_put<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let xd = x.dims();
    let (positions, idx) = index_positions(c, c.tensor_list(1, "indices")?, x.rank())?;
    if idx.len() == 1 && matches!(idx[0].dtype(), DType::Bool | DType::U8) {
        return index_put_mask(c, &x, positions[0], &idx[0]);
    }
    let (indices, bshape) = stacked_indices(c, &xd, &positions, &idx, true)?;
    let (window, upd_dims) = index_layout(&xd, &positions, &bshape);
    let values = c.b.convert(&c.tensor(2)?, x.dtype())?;
    if broadcast_shapes(&[values.dims(), upd_dims.clone()]).as_deref() != Some(&upd_dims[..]) {
        // Eager raises ("shape mismatch: value tensor of shape ... cannot be broadcast to
        // indexing result of shape ..."); torch's meta kernel does not check. Refused, the node
        // runs in eager and raises so.
        return Err(c.unsupported(format!(
            "values of shape {:?} do not broadcast to the indexing result's shape {upd_dims:?}: eager raises",
            values.dims()
        )));
    }
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
        let col = if d == dim { wrap(c, index, dim, size, false)? } else { c.b.iota(DType::I64, &id, d)? };
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
        c.check_index(&index, 0, 1, false)?;
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
        c.check_index(&index, 0, 1, false)?;
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
