//! Indexing: embedding, index_select, advanced indexing (`index.Tensor`) and `index_put` with
//! adjacent index tensors, gather and scatter(_add). Negative indices wrap as in torch.

use super::call::{broadcast_shapes, broadcast_to, Call, Rule};
use crate::emit::{GatherDims, ScatterDims, Tv};
use crate::ir::DType;
use crate::Result;

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[(&str, Rule)] = &[
    ("aten.embedding.default", embedding),
    ("aten.gather.default", gather),
    ("aten.index.Tensor", index_tensor),
    ("aten.index_put.default", index_put),
    ("aten.index_select.default", index_select),
    ("aten.scatter.src", |c| scatter(c, None)),
    ("aten.scatter.value", |c| scatter(c, None)),
    ("aten.scatter_add.default", |c| scatter(c, Some("stablehlo.add"))),
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
    take(c, &x, dim, &idx)
}

/// `x` with dim `dim` replaced by the dims of `idx`, picking `x[.., idx[j], ..]`.
fn take<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, dim: usize, idx: &Tv<'c, 'a>) -> R<'c, 'a> {
    take_many(c, x, dim, &[idx.clone()])
}

/// Advanced indexing by `m` index tensors on dims `dim..dim+m` (broadcast together).
fn take_many<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, dim: usize, idx: &[Tv<'c, 'a>]) -> R<'c, 'a> {
    let xd = x.dims();
    let m = idx.len();
    let (indices, bshape) = stacked_indices(c, &xd, dim, idx)?;
    let br = bshape.len() as i64;
    let offset_dims: Vec<i64> =
        (0..dim as i64).chain((dim + m) as i64..xd.len() as i64).map(|d| if d < dim as i64 { d } else { d - m as i64 + br }).collect();
    let mut slice_sizes = xd.clone();
    for s in slice_sizes.iter_mut().skip(dim).take(m) {
        *s = 1;
    }
    let dims = GatherDims {
        offset_dims,
        collapsed_slice_dims: (dim as i64..(dim + m) as i64).collect(),
        start_index_map: (dim as i64..(dim + m) as i64).collect(),
        index_vector_dim: br,
    };
    let mut out: Vec<i64> = xd[..dim].to_vec();
    out.extend(&bshape);
    out.extend(&xd[dim + m..]);
    Ok(vec![c.b.gather(x, &indices, &dims, &slice_sizes, &out)?])
}

/// Broadcasts the index tensors, wraps negatives, and stacks them on a new last dim.
fn stacked_indices<'c, 'a>(c: &Call<'_, 'c, 'a>, xd: &[i64], dim: usize, idx: &[Tv<'c, 'a>]) -> Result<(Tv<'c, 'a>, Vec<i64>)> {
    let shapes: Vec<Vec<i64>> = idx.iter().map(|t| t.dims()).collect();
    let bshape = broadcast_shapes(&shapes).ok_or_else(|| c.invalid("index tensors do not broadcast together"))?;
    let mut cols = Vec::new();
    for (j, t) in idx.iter().enumerate() {
        if t.dtype() == DType::Bool || t.dtype() == DType::U8 {
            return Err(c.unsupported("boolean mask indexing (its result shape depends on the data)"));
        }
        let w = wrap(c, t, xd[dim + j])?;
        let b = broadcast_to(c.b, &w, &bshape)?;
        let mut with_one = bshape.clone();
        with_one.push(1);
        cols.push(c.b.reshape(&b, &with_one)?);
    }
    let refs: Vec<&Tv> = cols.iter().collect();
    Ok((c.b.concatenate(&refs, bshape.len())?, bshape))
}

/// The index tensors of `index`/`index_put`: they must be adjacent (None only before them).
fn adjacent_indices<'c, 'a>(c: &Call<'_, 'c, 'a>, list: Vec<Option<Tv<'c, 'a>>>) -> Result<(usize, Vec<Tv<'c, 'a>>)> {
    let first = list.iter().position(|t| t.is_some()).ok_or_else(|| c.invalid("no index tensor"))?;
    let rest: Vec<Option<Tv>> = list[first..].to_vec();
    let last = rest.iter().rposition(|t| t.is_some()).unwrap_or(0);
    if rest[..=last].iter().any(|t| t.is_none()) {
        return Err(c.unsupported("index tensors separated by slices (torch moves their dims to the front)"));
    }
    Ok((first, rest[..=last].iter().flatten().cloned().collect()))
}

fn index_tensor<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let (dim, idx) = adjacent_indices(c, c.tensor_list(1, "indices")?)?;
    take_many(c, &x, dim, &idx)
}

/// `index_put(x, indices, values, accumulate)`: scatter (adding when `accumulate`).
fn index_put<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let xd = x.dims();
    let (dim, idx) = adjacent_indices(c, c.tensor_list(1, "indices")?)?;
    let m = idx.len();
    let (indices, bshape) = stacked_indices(c, &xd, dim, &idx)?;
    let br = bshape.len();
    let mut upd_dims: Vec<i64> = xd[..dim].to_vec();
    upd_dims.extend(&bshape);
    upd_dims.extend(&xd[dim + m..]);
    let values = c.b.convert(&c.tensor(2)?, x.dtype())?;
    let updates = broadcast_to(c.b, &values, &upd_dims)?;
    let window: Vec<i64> = (0..dim as i64).chain((dim + br) as i64..upd_dims.len() as i64).collect();
    let dims = ScatterDims {
        update_window_dims: window,
        inserted_window_dims: (dim as i64..(dim + m) as i64).collect(),
        scatter_dims_to_operand_dims: (dim as i64..(dim + m) as i64).collect(),
        index_vector_dim: br as i64,
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
        return Ok(vec![x]);
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
