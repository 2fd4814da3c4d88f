//! `as_strided` and `as_strided_scatter` over a value's own elements.
//!
//! These address a tensor's storage. torchtpu values have no storage, so the rules treat the
//! operand's elements, row-major, as the storage; that is exact when the operand is contiguous
//! from storage offset 0, which the Python serializer checks (it refuses other layouts, naming the
//! node, and the node then runs in eager). Here every addressed element must lie inside the operand.

use super::call::Call;
use crate::emit::{GatherDims, ScatterDims, Tv};
use crate::ir::DType;
use crate::Result;
use super::traits::{OpRule, op, Pad, Sym};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten.as_strided.default", as_strided).storage().pad(Pad::AsStrided).sym(Sym::SizeAtElseBad(1, "size")),
    op("aten.as_strided_scatter.default", as_strided_scatter).storage(),
];

/// The flat element index of every position of a `size`/`stride`/`offset` view, as `[n, 1]` i64,
/// after checking that all of them lie in `0..numel`.
fn flat_indices<'c, 'a>(c: &Call<'_, 'c, 'a>, numel: i64, size: &[i64], stride: &[i64], offset: i64) -> Result<Tv<'c, 'a>> {
    if size.len() != stride.len() {
        return Err(c.invalid(format!("size {size:?} and stride {stride:?} differ in length")));
    }
    if size.iter().any(|&s| s < 0) || stride.iter().any(|&s| s < 0) || offset < 0 {
        return Err(c.invalid("negative size, stride or offset"));
    }
    crate::ir::check_dims(size).map_err(|m| c.invalid(format!("size {size:?}: {m}")))?;
    let n: i64 = size.iter().product();
    if n > 0 {
        // i128: a stride is any i64; the last position may lie far past the operand.
        let last = offset as i128 + size.iter().zip(stride).map(|(&s, &t)| (s as i128 - 1) * t as i128).sum::<i128>();
        let last = i64::try_from(last).unwrap_or(i64::MAX);
        if last >= numel {
            return Err(c.unsupported(format!(
                "view reaches element {last} of a {numel}-element operand (beyond the operand's own elements)"
            )));
        }
    }
    let mut idx = c.b.splat(DType::I64, offset as f64, size)?;
    for (d, &st) in stride.iter().enumerate() {
        if st != 0 && size[d] > 1 {
            let term = c.b.mul(&c.b.iota(DType::I64, size, d)?, &c.b.splat(DType::I64, st as f64, size)?)?;
            idx = c.b.add(&idx, &term)?;
        }
    }
    c.b.reshape(&idx, &[n, 1])
}

/// `as_strided(x, size, stride, storage_offset)`.
fn as_strided<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let size = c.ints(1, "size")?;
    let stride = c.ints(2, "stride")?;
    let offset = c.int_or(3, "storage_offset", 0)?;
    let numel = x.numel();
    let flat = c.b.reshape(&x, &[numel])?;
    let idx = flat_indices(c, numel, &size, &stride, offset)?;
    let n = size.iter().product::<i64>();
    let dims = GatherDims { offset_dims: vec![], collapsed_slice_dims: vec![0], start_index_map: vec![0], index_vector_dim: 1 };
    let g = c.b.gather(&flat, &idx, &dims, &[1], &[n])?;
    Ok(vec![c.b.reshape(&g, &size)?])
}

/// `as_strided_scatter(self, src, size, stride, storage_offset)`: `self` with the view's elements
/// replaced by `src`.
fn as_strided_scatter<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let src = c.b.convert(&c.tensor(1)?, x.dtype())?;
    let size = c.ints(2, "size")?;
    let stride = c.ints(3, "stride")?;
    let offset = c.int_or(4, "storage_offset", 0)?;
    let numel = x.numel();
    let flat = c.b.reshape(&x, &[numel])?;
    let idx = flat_indices(c, numel, &size, &stride, offset)?;
    let n = size.iter().product::<i64>();
    let updates = c.b.reshape(&src, &[n])?;
    let dims = ScatterDims {
        update_window_dims: vec![],
        inserted_window_dims: vec![0],
        scatter_dims_to_operand_dims: vec![0],
        index_vector_dim: 1,
    };
    let s = c.b.scatter(&flat, &idx, &updates, &dims, None)?;
    Ok(vec![c.b.reshape(&s, &x.dims())?])
}
