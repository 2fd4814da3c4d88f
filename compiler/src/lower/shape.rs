//! Views and data movement: reshape, permute, expand, squeeze, slicing, cat, split, pad.
//! Strided views are values here: each lowers to the copy it denotes.

use super::call::{broadcast_to, Call};
use crate::emit::{GatherDims, ScatterDims, Tv};
use crate::ir::DType;
use crate::Result;
use super::traits::{OpRule, op, Pad, Sym};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten._unsafe_view.default", reshape_to_out).pad(Pad::Reshape).sym(Sym::Size).complex(),
    op("aten.cat.default", cat).pad(Pad::Cat).complex(),
    op("aten.constant_pad_nd.default", constant_pad_nd).complex(),
    op("aten.diagonal.default", diagonal).complex(),
    op("aten.diagonal_scatter.default", diagonal_scatter).complex(),
    op("aten.expand.default", expand).pad(Pad::Keep).sym(Sym::Size).complex(),
    op("aten.flip.default", flip).complex(),
    op("aten.permute.default", permute).pad(Pad::Keep).complex(),
    op("aten.reflection_pad1d.default", |c| pad_edges(c, 1, true)),
    op("aten.reflection_pad2d.default", |c| pad_edges(c, 2, true)),
    op("aten.reflection_pad3d.default", |c| pad_edges(c, 3, true)),
    op("aten.replication_pad1d.default", |c| pad_edges(c, 1, false)),
    op("aten.replication_pad1d_backward.default", |c| replication_pad_backward(c, 1)),
    op("aten.replication_pad2d.default", |c| pad_edges(c, 2, false)),
    op("aten.replication_pad2d_backward.default", |c| replication_pad_backward(c, 2)),
    op("aten.replication_pad3d.default", |c| pad_edges(c, 3, false)),
    op("aten.replication_pad3d_backward.default", |c| replication_pad_backward(c, 3)),
    op("aten.reshape.default", reshape_to_out).pad(Pad::Reshape).sym(Sym::Size).complex(),
    op("aten.select.int", select_int).pad(Pad::Select).complex(),
    op("aten.select_scatter.default", select_scatter).pad(Pad::SelectScatter),
    op("aten.slice.Tensor", slice).pad(Pad::Slice).sym(Sym::SizeAtElseBad(3, "end")).complex(),
    op("aten.slice_scatter.default", slice_scatter).pad(Pad::SliceScatter).sym(Sym::SizeAtElseBad(4, "end")).complex(),
    op("aten.split.Tensor", split).pad(Pad::Split).complex(),
    op("aten.split_with_sizes.default", split).pad(Pad::Split).complex(),
    op("aten.squeeze.default", reshape_to_out).pad(Pad::Keep).complex(),
    op("aten.squeeze.dim", reshape_to_out).pad(Pad::Keep).complex(),
    op("aten.squeeze.dims", reshape_to_out).pad(Pad::Keep).complex(),
    op("aten.t.default", transpose_t).pad(Pad::Keep).complex(),
    op("aten.transpose.int", transpose_int).pad(Pad::Keep).complex(),
    op("aten.unfold.default", unfold).complex(),
    op("aten.unsqueeze.default", reshape_to_out).pad(Pad::Keep).complex(),
    op("aten.view.default", reshape_to_out).pad(Pad::Reshape).sym(Sym::Size).complex(),
];

/// Every op here whose result is its input in a new shape: torch's metadata gives the shape.
fn reshape_to_out<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dims = c.out_dims(0)?;
    if x.numel() != dims.iter().product::<i64>() {
        return Err(c.invalid(format!("cannot view {} as {dims:?}", x.ty)));
    }
    Ok(vec![c.b.reshape(&x, &dims)?])
}

fn permute<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let perm = c.ints(1, "dims")?.iter().map(|&d| Ok(c.norm_dim(d, x.rank())? as i64)).collect::<Result<Vec<_>>>()?;
    Ok(vec![c.b.transpose(&x, &perm)?])
}

fn transpose_int<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let (d0, d1) = (c.norm_dim(c.int(1, "dim0")?, x.rank())?, c.norm_dim(c.int(2, "dim1")?, x.rank())?);
    if x.rank() == 0 {
        // torch lets dims 0 and -1 name a scalar's (absent) dim: nothing to swap.
        return Ok(vec![x]);
    }
    if x.rank() < 2 {
        return Ok(vec![x]);
    }
    let mut perm: Vec<i64> = (0..x.rank() as i64).collect();
    perm.swap(d0, d1);
    Ok(vec![c.b.transpose(&x, &perm)?])
}

fn transpose_t<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    if x.rank() < 2 {
        return Ok(vec![x]);
    }
    Ok(vec![c.b.transpose(&x, &[1, 0])?])
}

fn expand<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    Ok(vec![broadcast_to(c.b, &x, &c.out_dims(0)?)?])
}

/// torch's clamping of slice bounds.
fn clamp_bounds(start: i64, end: i64, size: i64) -> (i64, i64) {
    let norm = |v: i64| if v < 0 { (v + size).max(0) } else { v.min(size) };
    let s = norm(start);
    let e = norm(end).max(s);
    (s, e)
}

fn slice<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let d = x.dims();
    let dim = c.axis(c.int_or(1, "dim", 0)?, x.rank())?;
    let start = c.int_or(2, "start", 0)?;
    let end = c.int_or(3, "end", i64::MAX)?;
    let step = c.int_or(4, "step", 1)?;
    if step <= 0 {
        return Err(c.invalid(format!("slice step must be positive, got {step}")));
    }
    let (s, e) = clamp_bounds(start, end, d[dim]);
    let mut starts = vec![0; d.len()];
    let mut limits = d.clone();
    let mut strides = vec![1; d.len()];
    starts[dim] = s;
    limits[dim] = e;
    strides[dim] = step;
    Ok(vec![c.b.slice(&x, &starts, &limits, &strides)?])
}

fn select_int<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let d = x.dims();
    let dim = c.axis(c.int(1, "dim")?, x.rank())?;
    let mut idx = c.int(2, "index")?;
    if idx < -d[dim] || idx >= d[dim] {
        return Err(c.invalid(format!("index {idx} is out of range for dim {dim} of size {}", d[dim])));
    }
    if idx < 0 {
        idx += d[dim];
    }
    let mut starts = vec![0; d.len()];
    let mut limits = d.clone();
    starts[dim] = idx;
    limits[dim] = idx + 1;
    let s = c.b.slice(&x, &starts, &limits, &vec![1; d.len()])?;
    Ok(vec![c.b.reshape(&s, &c.out_dims(0)?)?])
}

fn cat<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let parts = c.tensor_list(0, "tensors")?;
    // torch skips legacy empty 1-d tensors of shape [0] in cat.
    let parts: Vec<Tv> = parts
        .into_iter()
        .flatten()
        .filter(|t| !(t.rank() == 1 && t.dims()[0] == 0 && out.rank() != 1))
        .map(|t| c.b.convert(&t, out.dtype))
        .collect::<Result<_>>()?;
    if parts.is_empty() {
        return Ok(vec![c.b.splat(out.dtype, 0.0, &c.out_dims(0)?)?]);
    }
    let dim = c.norm_dim(c.int_or(1, "dim", 0)?, out.rank())?;
    let refs: Vec<&Tv> = parts.iter().collect();
    Ok(vec![c.b.concatenate(&refs, dim)?])
}

/// `split.Tensor(x, split_size, dim)` and `split_with_sizes(x, sizes, dim)`: torch's metadata
/// gives each piece's size along `dim`.
fn split<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let d = x.dims();
    let dim = c.axis(c.int_or(2, "dim", 0)?, x.rank())?;
    let mut start = 0;
    let mut outs = Vec::new();
    for i in 0..c.node.outputs.len() {
        let size = *c.out_dims(i)?.get(dim).ok_or_else(|| c.invalid(format!("result {i} has no dim {dim}")))?;
        let mut starts = vec![0; d.len()];
        let mut limits = d.clone();
        starts[dim] = start;
        limits[dim] = start + size;
        outs.push(c.b.slice(&x, &starts, &limits, &vec![1; d.len()])?);
        start += size;
    }
    Ok(outs)
}

fn flip<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dims = c.ints(1, "dims")?.iter().map(|&d| Ok(c.norm_dim(d, x.rank())? as i64)).collect::<Result<Vec<_>>>()?;
    Ok(vec![c.b.reverse(&x, &dims)?])
}

/// `constant_pad_nd(x, pad, value)`: `pad` lists (low, high) pairs from the last dim backwards;
/// negative padding crops.
fn constant_pad_nd<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let pad = c.ints(1, "pad")?;
    let r = x.rank();
    if pad.len() % 2 != 0 || pad.len() / 2 > r {
        return Err(c.invalid(format!("padding {pad:?} does not fit rank {r}")));
    }
    let mut low = vec![0; r];
    let mut high = vec![0; r];
    for (i, pair) in pad.chunks(2).enumerate() {
        low[r - 1 - i] = pair[0];
        high[r - 1 - i] = pair[1];
    }
    let v = match c.arg(2, "value") {
        Some(crate::ir::Operand::Complex(..)) => c.complex_scalar(2, "value", x.dtype())?,
        _ => c.b.scalar(x.dtype(), c.float_or(2, "value", 0.0)?)?,
    };
    Ok(vec![c.b.pad(&x, &v, &low, &high, &vec![0; r])?])
}

/// `self` with the positions `start, start+step, ...` (fewer than `end`) of `dim` replaced by `src`:
/// `src` is spread to those positions by interior padding and picked by a mask.
fn scatter_strided<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x: &Tv<'c, 'a>,
    src: &Tv<'c, 'a>,
    dim: usize,
    start: i64,
    step: i64,
) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    if src.rank() != x.rank() || dim >= d.len() {
        return Err(c.invalid(format!("source {} does not fit {} at dim {dim}", src.ty, x.ty)));
    }
    let n = src.dims()[dim];
    let src = c.b.convert(src, x.dtype())?;
    if n == 0 {
        return Ok(x.clone());
    }
    let r = d.len();
    let (mut low, mut high, mut interior) = (vec![0; r], vec![0; r], vec![0; r]);
    low[dim] = start;
    interior[dim] = step - 1;
    let end = (n - 1).checked_mul(step).and_then(|v| v.checked_add(start + 1));
    high[dim] = end.map(|e| d[dim] - e).ok_or_else(|| c.invalid(format!("{n} positions from {start} by {step}: too far")))?;
    let zero = c.b.scalar(x.dtype(), 0.0)?;
    let spread = c.b.pad(&src, &zero, &low, &high, &interior)?;
    // Mask along `dim`: i >= start, i < start + n*step, (i - start) % step == 0.
    let i = c.b.iota(crate::ir::DType::I64, &d, dim)?;
    let k = |v: i64| c.b.splat(crate::ir::DType::I64, v as f64, &d);
    let rel = c.b.sub(&i, &k(start)?)?;
    let inside = c.b.binary(
        "stablehlo.and",
        &c.b.compare(&rel, &k(0)?, "GE")?,
        &c.b.compare(&rel, &k(n * step)?, "LT")?,
    )?;
    let on_step = c.b.compare(&c.b.binary("stablehlo.remainder", &rel, &k(step)?)?, &k(0)?, "EQ")?;
    let mask = c.b.binary("stablehlo.and", &inside, &on_step)?;
    c.b.select(&mask, &spread, x)
}

/// `slice_scatter(self, src, dim, start, end, step)`: the inverse of `slice`.
fn slice_scatter<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let src = c.tensor(1)?;
    let d = x.dims();
    let dim = c.axis(c.int_or(2, "dim", 0)?, x.rank())?;
    let step = c.int_or(5, "step", 1)?;
    if step <= 0 {
        return Err(c.invalid(format!("slice step must be positive, got {step}")));
    }
    let (start, _) = clamp_bounds(c.int_or(3, "start", 0)?, c.int_or(4, "end", i64::MAX)?, d[dim]);
    Ok(vec![scatter_strided(c, &x, &src, dim, start, step)?])
}

/// `select_scatter(self, src, dim, index)`: the inverse of `select`.
fn select_scatter<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let d = x.dims();
    let dim = c.axis(c.int(2, "dim")?, x.rank())?;
    let mut idx = c.int(3, "index")?;
    if idx < -d[dim] || idx >= d[dim] {
        return Err(c.invalid(format!("index {idx} is out of range for dim {dim} of size {}", d[dim])));
    }
    if idx < 0 {
        idx += d[dim];
    }
    let mut with_one = d.clone();
    with_one[dim] = 1;
    let src = c.b.reshape(&c.tensor(1)?, &with_one)?;
    Ok(vec![scatter_strided(c, &x, &src, dim, idx, 1)?])
}

// ---- added with the OpInfo sweep: diagonal, diagonal_scatter, unfold

/// Where `diagonal(x, offset, dim1, dim2)` reads: x transposed so that dim1 and dim2 come last
/// (`perm`), the other dims, the two matrix sizes, and the flat positions `row * n2 + col` of the
/// diagonal's elements in each matrix.
struct DiagLayout {
    perm: Vec<i64>,
    batch: Vec<i64>,
    n1: i64,
    n2: i64,
    flat: Vec<i64>,
}

fn diag_layout(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>, first_arg: usize) -> Result<DiagLayout> {
    let d = x.dims();
    let r = d.len();
    let offset = c.int_or(first_arg, "offset", 0)?;
    let d1 = c.norm_dim(c.int_or(first_arg + 1, "dim1", 0)?, r)?;
    let d2 = c.norm_dim(c.int_or(first_arg + 2, "dim2", 1)?, r)?;
    if d1 == d2 || r < 2 {
        return Err(c.invalid("diagonal dimensions must differ"));
    }
    let mut perm: Vec<i64> = (0..r as i64).filter(|&i| i != d1 as i64 && i != d2 as i64).collect();
    let batch: Vec<i64> = perm.iter().map(|&i| d[i as usize]).collect();
    perm.push(d1 as i64);
    perm.push(d2 as i64);
    let (n1, n2) = (d[d1], d[d2]);
    // |offset| past both sizes: an empty diagonal (and no overflow below).
    let offset = offset.clamp(-n1.max(n2), n1.max(n2));
    let len = if offset >= 0 { n1.min(n2 - offset) } else { (n1 + offset).min(n2) }.max(0);
    crate::ir::host_len(&[len]).map_err(|e| c.invalid(e))?;
    let (r0, c0) = ((-offset).max(0), offset.max(0));
    let flat = (0..len).map(|i| (i + r0) * n2 + i + c0).collect();
    Ok(DiagLayout { perm, batch, n1, n2, flat })
}

fn diag_indices<'c, 'a>(c: &Call<'_, 'c, 'a>, flat: &[i64]) -> Result<Tv<'c, 'a>> {
    let bytes: Vec<u8> = flat.iter().flat_map(|v| v.to_le_bytes()).collect();
    c.b.constant_bytes(DType::I64, &[flat.len() as i64, 1], &bytes)
}

/// `diagonal(x, offset, dim1, dim2)`: the other dims, then the diagonal.
fn diagonal<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let l = diag_layout(c, &x, 1)?;
    let out = c.out_dims(0)?;
    let b: i64 = l.batch.iter().product();
    if l.flat.is_empty() || b == 0 {
        return Ok(vec![c.b.splat(x.dtype(), 0.0, &out)?]);
    }
    let xt = c.b.reshape(&c.b.transpose(&x, &l.perm)?, &[b, l.n1 * l.n2])?;
    let idx = diag_indices(c, &l.flat)?;
    let dims = GatherDims { offset_dims: vec![0], collapsed_slice_dims: vec![1], start_index_map: vec![1], index_vector_dim: 1 };
    let g = c.b.gather(&xt, &idx, &dims, &[b, 1], &[b, l.flat.len() as i64])?;
    Ok(vec![c.b.reshape(&g, &out)?])
}

/// `diagonal_scatter(self, src, offset, dim1, dim2)`: the inverse of `diagonal`.
fn diagonal_scatter<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let src = c.b.convert(&c.tensor(1)?, x.dtype())?;
    let l = diag_layout(c, &x, 2)?;
    let b: i64 = l.batch.iter().product();
    if l.flat.is_empty() || b == 0 {
        return Ok(vec![x]);
    }
    let xt = c.b.transpose(&x, &l.perm)?;
    let td = xt.dims();
    let flat = c.b.reshape(&xt, &[b, l.n1 * l.n2])?;
    let upd = c.b.reshape(&src, &[b, l.flat.len() as i64])?;
    let idx = diag_indices(c, &l.flat)?;
    let dims = ScatterDims {
        update_window_dims: vec![0],
        inserted_window_dims: vec![1],
        scatter_dims_to_operand_dims: vec![1],
        index_vector_dim: 1,
    };
    let y = c.b.scatter(&flat, &idx, &upd, &dims, None)?;
    let y = c.b.reshape(&y, &td)?;
    let mut inv = vec![0i64; l.perm.len()];
    for (i, &p) in l.perm.iter().enumerate() {
        inv[p as usize] = i as i64;
    }
    Ok(vec![c.b.transpose(&y, &inv)?])
}

/// `unfold` with `step > 1` (the frames of `stft`: 400 samples every 160): `dim` moved last, cut
/// into rows of `step` ([.., n + k - 1, step], padded or cropped to that length), and window `i`
/// is rows `i .. i + k` side by side, cropped to `size` (k = ceil(size / step)): `k` slices of the
/// buffer instead of one strided slice per element of the window. The padding is never read:
/// window `i` ends at `i * step + size <= x.size(dim)`.
fn unfold_by_blocks<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, dim: usize, size: i64, step: i64, n: i64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let r = d.len();
    let k = (size + step - 1) / step;
    let mut perm: Vec<i64> = (0..r as i64).filter(|&i| i != dim as i64).collect();
    perm.push(dim as i64);
    let xt = c.b.transpose(x, &perm)?;
    let lead: Vec<i64> = perm[..r - 1].iter().map(|&p| d[p as usize]).collect();
    let len = (n + k - 1).checked_mul(step).ok_or_else(|| c.invalid("unfold window past the tensor"))?;
    let have = d[dim];
    let xt = if len > have {
        let zero = c.b.scalar(x.dtype(), 0.0)?;
        let mut high = vec![0; r];
        high[r - 1] = len - have;
        c.b.pad(&xt, &zero, &vec![0; r], &high, &vec![0; r])?
    } else if len < have {
        let mut limit = xt.dims();
        limit[r - 1] = len;
        c.b.slice(&xt, &vec![0; r], &limit, &vec![1; r])?
    } else {
        xt
    };
    let mut rows_dims = lead.clone();
    rows_dims.extend([n + k - 1, step]);
    let rows = c.b.reshape(&xt, &rows_dims)?;
    let parts = (0..k)
        .map(|q| {
            let mut start = vec![0; r + 1];
            let mut limit = rows_dims.clone();
            start[r - 1] = q;
            limit[r - 1] = q + n;
            c.b.slice(&rows, &start, &limit, &vec![1; r + 1])
        })
        .collect::<Result<Vec<_>>>()?;
    let refs: Vec<&Tv> = parts.iter().collect();
    let joined = if k == 1 { parts[0].clone() } else { c.b.concatenate(&refs, r)? };
    let mut limit = joined.dims();
    limit[r] = size;
    let windows = c.b.slice(&joined, &vec![0; r + 1], &limit, &vec![1; r + 1])?;
    // [lead..., n, size] back to x's order with `n` at `dim` and the window last.
    let mut back: Vec<i64> = Vec::with_capacity(r + 1);
    let mut lead_pos = 0i64;
    for i in 0..r {
        if i == dim {
            back.push(r as i64 - 1);
        } else {
            back.push(lead_pos);
            lead_pos += 1;
        }
    }
    back.push(r as i64);
    c.b.transpose(&windows, &back)
}

/// The most slices an `unfold` writes out: one per element of a window with step 1, one per block
/// of `step` elements otherwise.
const MAX_UNFOLD_WINDOW: i64 = 1 << 12;

/// `unfold(x, dim, size, step)`: windows of `size` along `dim`, every `step`, as a new last dim.
fn unfold<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let out = c.out_dims(0)?;
    if x.rank() == 0 || out.iter().product::<i64>() == 0 {
        if x.numel() == out.iter().product::<i64>() {
            return Ok(vec![c.b.reshape(&x, &out)?]);
        }
        return Ok(vec![c.b.splat(x.dtype(), 0.0, &out)?]);
    }
    let d = x.dims();
    let r = d.len();
    let dim = c.axis(c.int(1, "dimension")?, r)?;
    let size = c.int(2, "size")?;
    let step = c.int(3, "step")?;
    if !(0..=d[dim]).contains(&size) || step < 1 || out.len() != r + 1 {
        return Err(c.invalid(format!("unfold of dim {dim} of {} by size {size}, step {step} into {out:?}", x.ty)));
    }
    // One slice per window position (step 1) or per block of `step` in a window: a window of 2^39
    // would unroll for ever.
    let pieces = if step > 1 { (size + step - 1) / step } else { size };
    if pieces > MAX_UNFOLD_WINDOW {
        return Err(c.unsupported(format!("unfold windows of {size} elements by {step} (at most {MAX_UNFOLD_WINDOW} slices)")));
    }
    let n = out[dim];
    if step > 1 {
        return Ok(vec![unfold_by_blocks(c, &x, dim, size, step, n)?]);
    }
    let mut with_one = d.clone();
    with_one[dim] = n;
    with_one.push(1);
    let mut parts = Vec::new();
    for k in 0..size {
        let mut start = vec![0; r];
        let mut limit = d.clone();
        let mut strides = vec![1; r];
        start[dim] = k;
        limit[dim] = (n - 1).checked_mul(step).and_then(|v| v.checked_add(k + 1)).ok_or_else(|| c.invalid("unfold window past the tensor"))?;
        strides[dim] = step;
        let s = c.b.slice(&x, &start, &limit, &strides)?;
        parts.push(c.b.reshape(&s, &with_one)?);
    }
    let refs: Vec<&Tv> = parts.iter().collect();
    Ok(vec![c.b.concatenate(&refs, r)?])
}

/// `reflection_pad{1,2,3}d(x, padding)` (`reflect`: the edge row is not repeated) and
/// `replication_pad{1,2,3}d` (the edge row repeated), `padding` as (low, high) pairs from the last
/// dim backwards, over the last `k` dims: slices, reversed for a reflection, on each side (a
/// negative side crops). torch's decomposition gathers every element by a computed index
/// instead. A reflection at least as wide as its dim, and padding that leaves nothing (eager
/// raises for both), are refused.
fn pad_edges<'c, 'a>(c: &Call<'_, 'c, 'a>, k: usize, reflect: bool) -> R<'c, 'a> {
    let mut x = c.tensor(0)?;
    let pad = c.ints(1, "padding")?;
    let r = x.rank();
    if pad.len() != 2 * k || r < k {
        return Err(c.invalid(format!("padding {pad:?} of {} for {k} dims", x.ty)));
    }
    for (i, pair) in pad.chunks(2).enumerate() {
        let dim = r - 1 - i;
        // A negative side crops: padded by the positive sides, then cut (torch's kernels index
        // the same elements).
        let (low, high) = (pair[0].max(0), pair[1].max(0));
        let (crop_low, crop_high) = (-pair[0].min(0), -pair[1].min(0));
        let n = x.dims()[dim];
        if n + pair[0] + pair[1] < 1 {
            return Err(c.unsupported(format!("padding ({}, {}) of a dim of size {n} leaves nothing: torch raises", pair[0], pair[1])));
        }
        if pair[0] == 0 && pair[1] == 0 {
            continue;
        }
        if n == 0 {
            return Err(c.unsupported("padding an empty dim: torch raises"));
        }
        if reflect && (low >= n || high >= n) {
            return Err(c.unsupported(format!("reflection padding ({low}, {high}) of a dim of size {n}: torch raises")));
        }
        let side = |from: i64, to: i64, count: i64| -> Result<Option<Tv<'c, 'a>>> {
            if count == 0 {
                return Ok(None);
            }
            if reflect {
                return Ok(Some(c.b.reverse(&cut_dim(c, &x, dim, from, to)?, &[dim as i64])?));
            }
            let edge = cut_dim(c, &x, dim, from, from + 1)?;
            let mut dims = x.dims();
            dims[dim] = count;
            Ok(Some(c.b.broadcast_in_dim(&edge, &dims, &(0..r as i64).collect::<Vec<_>>())?))
        };
        let (lo, hi) = if reflect {
            (side(1, low + 1, low)?, side(n - 1 - high, n - 1, high)?)
        } else {
            (side(0, 1, low)?, side(n - 1, n, high)?)
        };
        let parts: Vec<&Tv> = lo.iter().chain(std::iter::once(&x)).chain(hi.iter()).collect();
        x = if parts.len() == 1 { x.clone() } else { c.b.concatenate(&parts, dim)? };
        if crop_low > 0 || crop_high > 0 {
            let m = x.dims()[dim];
            x = cut_dim(c, &x, dim, crop_low, m - crop_high)?;
        }
    }
    Ok(vec![x])
}

/// `x[from..to]` along `dim`.
fn cut_dim<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, dim: usize, from: i64, to: i64) -> Result<Tv<'c, 'a>> {
    let r = x.rank();
    let mut start = vec![0; r];
    let mut limit = x.dims();
    start[dim] = from;
    limit[dim] = to;
    c.b.slice(x, &start, &limit, &vec![1; r])
}

/// `replication_pad{1,2,3}d_backward(grad, self, padding)`: per padded dim, the gradient of the
/// positions that read `self` itself lands there, and the sum of each repeated band lands on its
/// edge element (position 0 or `n - 1`); positions a negative side cropped get zero.
fn replication_pad_backward<'c, 'a>(c: &Call<'_, 'c, 'a>, k: usize) -> R<'c, 'a> {
    let mut g = c.tensor(0)?;
    let x = c.tensor(1)?;
    let pad = c.ints(2, "padding")?;
    let r = x.rank();
    if pad.len() != 2 * k || r < k || g.rank() != r {
        return Err(c.invalid(format!("padding {pad:?} of {} for {k} dims", x.ty)));
    }
    let xd = x.dims();
    for (i, pair) in pad.chunks(2).enumerate() {
        let dim = r - 1 - i;
        let (pl, pr) = (pair[0], pair[1]);
        let n = xd[dim];
        let m = g.dims()[dim];
        if n + pl + pr != m || n == 0 {
            return Err(c.invalid(format!("a gradient of {m} for {n} padded by ({pl}, {pr})")));
        }
        let zero = c.b.scalar(g.dtype(), 0.0)?;
        let (start, end) = (pl.max(0), (pl + n).min(m));
        let middle = cut_dim(c, &g, dim, start, end)?;
        let mut low = vec![0; r];
        let mut high = vec![0; r];
        low[dim] = (-pl).max(0);
        high[dim] = n - (m - pl).min(n);
        let mut gx = c.b.pad(&middle, &zero, &low, &high, &vec![0; r])?;
        // A band of repeated copies of an edge element adds its sum to that element.
        let mut edge = |from: i64, to: i64, at: i64| -> Result<()> {
            if to <= from {
                return Ok(());
            }
            let band = cut_dim(c, &g, dim, from, to)?;
            let sum = c.b.reduce(&band, &c.b.scalar(g.dtype(), 0.0)?, &[dim as i64], "stablehlo.add")?;
            let mut one = gx.dims();
            one[dim] = 1;
            let sum = c.b.reshape(&sum, &one)?;
            let (mut lo, mut hi) = (vec![0; r], vec![0; r]);
            lo[dim] = at;
            hi[dim] = n - 1 - at;
            gx = c.b.add(&gx, &c.b.pad(&sum, &zero, &lo, &hi, &vec![0; r])?)?;
            Ok(())
        };
        edge(0, pl.max(0).min(m), 0)?;
        edge((pl + n).max(0), m, n - 1)?;
        g = gx;
    }
    Ok(vec![g])
}
