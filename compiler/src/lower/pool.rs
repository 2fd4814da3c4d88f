//! Pooling: max pooling with indices and its backward, average pooling, adaptive average pooling
//! and its backward.

use super::call::{Call, Rule};
use super::reduction::pick_extreme;
use crate::emit::{GatherDims, ScatterDims, Tv};
use crate::ir::DType;
use crate::Result;

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[(&str, Rule)] = &[
    ("aten._adaptive_avg_pool2d.default", adaptive_avg_pool),
    ("aten._adaptive_avg_pool2d_backward.default", adaptive_avg_pool_backward),
    ("aten.avg_pool2d.default", avg_pool),
    ("aten.avg_pool2d_backward.default", avg_pool_backward),
    ("aten.max_pool2d_with_indices.default", max_pool_with_indices),
    ("aten.max_pool2d_with_indices_backward.default", max_pool_backward),
];

struct Window {
    /// Full-rank window, strides, dilations and padding (leading batch/channel dims are 1/0).
    window: Vec<i64>,
    strides: Vec<i64>,
    dilations: Vec<i64>,
    padding: Vec<(i64, i64)>,
}

fn spatial(c: &Call<'_, '_, '_>, i: usize, name: &str, default: &[i64]) -> Result<Vec<i64>> {
    let v = c.opt_ints(i, name)?.unwrap_or_default();
    Ok(match v.len() {
        0 => default.to_vec(),
        1 => vec![v[0]; 2],
        _ => v,
    })
}

/// The window of a 2-d pool over `x` whose result has `out_dims`; extra high padding realizes
/// `ceil_mode`.
fn window(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>, out_dims: &[i64], k: &[i64], s: &[i64], p: &[i64], d: &[i64]) -> Window {
    let lead = x.rank() - 2;
    let xd = x.dims();
    let _ = c;
    let mut w = Window { window: vec![1; lead], strides: vec![1; lead], dilations: vec![1; lead], padding: vec![(0, 0); lead] };
    for i in 0..2 {
        let eff = d[i] * (k[i] - 1) + 1;
        let needed = (out_dims[lead + i] - 1) * s[i] + eff;
        let hi = (needed - xd[lead + i] - p[i]).max(p[i]);
        w.window.push(k[i]);
        w.strides.push(s[i]);
        w.dilations.push(d[i]);
        w.padding.push((p[i], hi));
    }
    w
}

/// Row-major flat index over the last two dims, broadcast over the leading ones.
fn spatial_index<'c, 'a>(c: &Call<'_, 'c, 'a>, dims: &[i64]) -> Result<Tv<'c, 'a>> {
    let r = dims.len();
    let h = c.b.iota(DType::I64, dims, r - 2)?;
    let w = c.b.iota(DType::I64, dims, r - 1)?;
    let width = c.b.splat(DType::I64, dims[r - 1] as f64, dims)?;
    c.b.add(&c.b.mul(&h, &width)?, &w)
}

/// `max_pool2d_with_indices(x, kernel, stride, padding, dilation, ceil_mode)` → `(values, indices)`.
fn max_pool_with_indices<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let k = spatial(c, 1, "kernel_size", &[1, 1])?;
    let s = spatial(c, 2, "stride", &k)?;
    let p = spatial(c, 3, "padding", &[0, 0])?;
    let d = spatial(c, 4, "dilation", &[1, 1])?;
    let out_dims = c.out_dims(0)?;
    let w = window(c, &x, &out_dims, &k, &s, &p, &d);
    let idx = spatial_index(c, &x.dims())?;
    let init_v = c.b.scalar(x.dtype(), super::reduction::extreme_identity(x.dtype(), true))?;
    let init_i = c.b.scalar_int(DType::I64, i64::MAX)?;
    let is_float = x.dtype().is_float();
    let mut r = c.b.reduce_window_multi(&[&x, &idx], &[&init_v, &init_i], &w.window, &w.strides, &w.dilations, &w.padding, move |b, a| {
        pick_extreme(b, &a, true, is_float, true)
    })?;
    let indices = r.remove(1);
    Ok(vec![r.remove(0), indices])
}

/// Scatter-adds the gradient into the input positions the forward pass recorded.
fn max_pool_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let g = c.tensor(0)?;
    let x = c.tensor(1)?;
    let idx = c.tensor(7)?;
    let xd = x.dims();
    let r = xd.len();
    let rows: i64 = xd[..r - 2].iter().product();
    let plane = xd[r - 2] * xd[r - 1];
    let per_row = g.numel() / rows.max(1);
    let total = rows * per_row;
    let row = c.b.reshape(&c.b.iota(DType::I64, &[rows, per_row], 0)?, &[total, 1])?;
    let col = c.b.reshape(&c.b.convert(&idx, DType::I64)?, &[total, 1])?;
    let indices = c.b.concatenate(&[&row, &col], 1)?;
    let updates = c.b.reshape(&g, &[total])?;
    let zeros = c.b.splat(g.dtype(), 0.0, &[rows, plane])?;
    let dims = ScatterDims {
        update_window_dims: vec![],
        inserted_window_dims: vec![0, 1],
        scatter_dims_to_operand_dims: vec![0, 1],
        index_vector_dim: 1,
    };
    let s = c.b.scatter(&zeros, &indices, &updates, &dims, Some("stablehlo.add"))?;
    Ok(vec![c.b.reshape(&s, &xd)?])
}

/// `avg_pool2d(x, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override)`.
fn avg_pool<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    let k = spatial(c, 1, "kernel_size", &[1, 1])?;
    let s = spatial(c, 2, "stride", &k)?;
    let p = spatial(c, 3, "padding", &[0, 0])?;
    let include_pad = c.bool_or(5, "count_include_pad", true)?;
    let out_dims = c.out_dims(0)?;
    let w = window(c, &x, &out_dims, &k, &s, &p, &[1, 1]);
    let cd = if x.dtype().is_float() && x.dtype() != DType::F64 { DType::F32 } else { x.dtype() };
    let xc = c.b.convert(&x, cd)?;
    let zero = c.b.scalar(cd, 0.0)?;
    let sums = c.b.reduce_window_multi(&[&xc], &[&zero], &w.window, &w.strides, &w.dilations, &w.padding, |b, a| {
        Ok(vec![b.add(&a[0], &a[1])?])
    })?;
    let divisor = avg_divisor(c, &x, cd, &w, &p, include_pad, 6, &out_dims)?;
    let avg = c.b.div(&sums[0], &divisor)?;
    Ok(vec![c.b.convert(&avg, out.dtype)?])
}

/// Per output window, what its sum is divided by: `divisor_override` (argument `override_arg`) when
/// given, else the number of input cells it covers, plus explicit padding when that counts.
#[allow(clippy::too_many_arguments)]
fn avg_divisor<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x: &Tv<'c, 'a>,
    cd: DType,
    w: &Window,
    p: &[i64],
    include_pad: bool,
    override_arg: usize,
    out_dims: &[i64],
) -> Result<Tv<'c, 'a>> {
    if c.has(override_arg, "divisor_override") {
        return c.b.splat(cd, c.float(override_arg, "divisor_override")?, out_dims);
    }
    let zero = c.b.scalar(cd, 0.0)?;
    let ones = c.b.splat(cd, 1.0, &x.dims())?;
    let lead = x.rank() - 2;
    let mut low = vec![0; x.rank()];
    let mut high = vec![0; x.rank()];
    for i in 0..2 {
        low[lead + i] = p[i];
        high[lead + i] = p[i];
    }
    let fill = c.b.scalar(cd, if include_pad { 1.0 } else { 0.0 })?;
    let cells = c.b.pad(&ones, &fill, &low, &high, &vec![0; x.rank()])?;
    let extra: Vec<(i64, i64)> = w.padding.iter().map(|&(lo, hi)| (0, hi - lo)).collect();
    Ok(c.b
        .reduce_window_multi(&[&cells], &[&zero], &w.window, &w.strides, &w.dilations, &extra, |b, a| {
            Ok(vec![b.add(&a[0], &a[1])?])
        })?
        .remove(0))
}

/// `avg_pool2d_backward(grad_output, self, kernel, stride, padding, ceil_mode, count_include_pad,
/// divisor_override)`: each window's gradient, divided as in the forward pass, spread over the
/// cells it covered (a stride-dilated, padded window sum).
fn avg_pool_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let g = c.tensor(0)?;
    let x = c.tensor(1)?;
    let k = spatial(c, 2, "kernel_size", &[1, 1])?;
    let s = spatial(c, 3, "stride", &k)?;
    let p = spatial(c, 4, "padding", &[0, 0])?;
    let include_pad = c.bool_or(6, "count_include_pad", true)?;
    let gd = g.dims();
    let xd = x.dims();
    let w = window(c, &x, &gd, &k, &s, &p, &[1, 1]);
    let cd = if x.dtype().is_float() && x.dtype() != DType::F64 { DType::F32 } else { x.dtype() };
    let divisor = avg_divisor(c, &x, cd, &w, &p, include_pad, 7, &gd)?;
    let share = c.b.div(&c.b.convert(&g, cd)?, &divisor)?;
    let r = x.rank();
    let lead = r - 2;
    let (mut low, mut high, mut interior) = (vec![0; r], vec![0; r], vec![0; r]);
    let mut win = vec![1; r];
    for i in 0..2 {
        let dilated = (gd[lead + i] - 1).max(0) * s[i] + 1;
        low[lead + i] = k[i] - 1 - p[i];
        high[lead + i] = xd[lead + i] + k[i] - 1 - dilated - low[lead + i];
        interior[lead + i] = s[i] - 1;
        win[lead + i] = k[i];
    }
    let zero = c.b.scalar(cd, 0.0)?;
    let spread = c.b.pad(&share, &zero, &low, &high, &interior)?;
    let summed = c.b
        .reduce_window_multi(&[&spread], &[&zero], &win, &vec![1; r], &vec![1; r], &vec![(0, 0); r], |b, a| {
            Ok(vec![b.add(&a[0], &a[1])?])
        })?
        .remove(0);
    Ok(vec![c.b.convert(&summed, out.dtype)?])
}

/// The block sizes when every spatial size is a whole multiple of the output size (the simple case).
fn adaptive_factors(in_dims: &[i64], out_dims: &[i64]) -> Option<Vec<i64>> {
    let r = in_dims.len();
    (r - 2..r)
        .map(|i| (out_dims[i] > 0 && in_dims[i] % out_dims[i] == 0).then(|| in_dims[i] / out_dims[i]))
        .collect()
}

/// torch's adaptive windows from `n` cells to `m`: window `i` is `[floor(i*n/m), ceil((i+1)*n/m))`.
/// Returns, padded to the widest window `k`, the indices `[m, k, 1]` (padding repeats the last
/// cell), the mask `[m, k]` of real cells, and each window's size.
fn adaptive_windows<'c, 'a>(c: &Call<'_, 'c, 'a>, n: i64, m: i64) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>, Vec<i64>)> {
    let bounds: Vec<(i64, i64)> = (0..m).map(|i| (i * n / m, ((i + 1) * n + m - 1) / m)).collect();
    let k = bounds.iter().map(|(s, e)| e - s).max().unwrap_or(1).max(1);
    let mut idx = Vec::new();
    let mut mask = Vec::new();
    for &(s, e) in &bounds {
        for j in 0..k {
            idx.extend_from_slice(&(s + j).min(e - 1).to_le_bytes());
            mask.push((s + j < e) as u8);
        }
    }
    let idx = c.b.constant_bytes(DType::I64, &[m, k, 1], &idx)?;
    let mask = c.b.constant_bytes(DType::Bool, &[m, k], &mask)?;
    Ok((idx, mask, bounds.iter().map(|(s, e)| e - s).collect()))
}

/// Sums `x [p, n, q]` over the adaptive windows of its middle dim: `[p, m, q]`.
fn adaptive_sum_middle<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, m: i64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let (idx, mask, _) = adaptive_windows(c, d[1], m)?;
    let k = mask.dims()[1];
    let dims = GatherDims { offset_dims: vec![0, 3], collapsed_slice_dims: vec![1], start_index_map: vec![1], index_vector_dim: 2 };
    let cells = c.b.gather(x, &idx, &dims, &[d[0], 1, d[2]], &[d[0], m, k, d[2]])?;
    // Select, not multiply: an inf outside a window must not turn it into NaN.
    let mask = c.b.broadcast_in_dim(&mask, &cells.dims(), &[1, 2])?;
    let cells = c.b.select(&mask, &cells, &c.b.splat(x.dtype(), 0.0, &cells.dims())?)?;
    c.b.reduce(&cells, &c.b.scalar(x.dtype(), 0.0)?, &[2], "stablehlo.add")
}

/// The transpose of [`adaptive_sum_middle`]: adds each `g [p, m, q]` cell into every cell of its
/// window, giving `[p, n, q]`.
fn adaptive_spread_middle<'c, 'a>(c: &Call<'_, 'c, 'a>, g: &Tv<'c, 'a>, n: i64) -> Result<Tv<'c, 'a>> {
    let d = g.dims();
    let (idx, mask, _) = adaptive_windows(c, n, d[1])?;
    let k = mask.dims()[1];
    let upd_dims = [d[0], d[1], k, d[2]];
    let upd = c.b.broadcast_in_dim(g, &upd_dims, &[0, 1, 3])?;
    let mask = c.b.broadcast_in_dim(&mask, &upd_dims, &[1, 2])?;
    let upd = c.b.select(&mask, &upd, &c.b.splat(g.dtype(), 0.0, &upd_dims)?)?;
    let dims = ScatterDims {
        update_window_dims: vec![0, 3],
        inserted_window_dims: vec![1],
        scatter_dims_to_operand_dims: vec![1],
        index_vector_dim: 2,
    };
    let zeros = c.b.splat(g.dtype(), 0.0, &[d[0], n, d[2]])?;
    c.b.scatter(&zeros, &idx, &upd, &dims, Some("stablehlo.add"))
}

/// The window sizes `[oh, ow]` of adaptive pooling from `in_dims` to `out_dims` (last two dims).
fn adaptive_counts<'c, 'a>(c: &Call<'_, 'c, 'a>, in_dims: &[i64], out_dims: &[i64], dtype: DType) -> Result<Tv<'c, 'a>> {
    let r = in_dims.len();
    let (_, _, sh) = adaptive_windows(c, in_dims[r - 2], out_dims[r - 2])?;
    let (_, _, sw) = adaptive_windows(c, in_dims[r - 1], out_dims[r - 1])?;
    let mut bytes = Vec::new();
    for h in &sh {
        for w in &sw {
            bytes.extend_from_slice(&((h * w) as f64).to_le_bytes());
        }
    }
    let counts = c.b.constant_bytes(DType::F64, &[out_dims[r - 2], out_dims[r - 1]], &bytes)?;
    c.b.convert(&counts, dtype)
}

/// Adaptive average pooling with windows of different sizes: window sums along H, then along W,
/// divided by each window's size.
fn adaptive_avg_pool_general<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, od: &[i64], cd: DType) -> Result<Tv<'c, 'a>> {
    let xd = x.dims();
    let r = xd.len();
    let (h, w, oh, ow) = (xd[r - 2], xd[r - 1], od[r - 2], od[r - 1]);
    let b: i64 = xd[..r - 2].iter().product();
    let x3 = c.b.reshape(&c.b.convert(x, cd)?, &[b, h, w])?;
    let s = adaptive_sum_middle(c, &x3, oh)?;
    let s = adaptive_sum_middle(c, &c.b.reshape(&s, &[b * oh, w, 1])?, ow)?;
    let s = c.b.reshape(&s, &[b, oh, ow])?;
    let n = c.b.broadcast_in_dim(&adaptive_counts(c, &xd, od, cd)?, &[b, oh, ow], &[1, 2])?;
    c.b.reshape(&c.b.div(&s, &n)?, od)
}

fn adaptive_avg_pool_backward_general<'c, 'a>(c: &Call<'_, 'c, 'a>, g: &Tv<'c, 'a>, xd: &[i64]) -> Result<Tv<'c, 'a>> {
    let gd = g.dims();
    let r = xd.len();
    let (h, w, oh, ow) = (xd[r - 2], xd[r - 1], gd[r - 2], gd[r - 1]);
    let b: i64 = xd[..r - 2].iter().product();
    let cd = if g.dtype() == DType::F64 { DType::F64 } else { DType::F32 };
    let g3 = c.b.reshape(&c.b.convert(g, cd)?, &[b, oh, ow])?;
    let n = c.b.broadcast_in_dim(&adaptive_counts(c, xd, &gd, cd)?, &[b, oh, ow], &[1, 2])?;
    let g3 = c.b.div(&g3, &n)?;
    let s = adaptive_spread_middle(c, &c.b.reshape(&g3, &[b * oh, ow, 1])?, w)?;
    let s = adaptive_spread_middle(c, &c.b.reshape(&s, &[b, oh, w])?, h)?;
    c.b.convert(&c.b.reshape(&s, xd)?, g.dtype())
}

/// Adaptive average pooling. When each output cell averages a `k`-by-`k` block: a reshape and a mean.
fn adaptive_avg_pool<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    let xd = x.dims();
    let od = c.out_dims(0)?;
    let cd = if x.dtype() == DType::F64 { DType::F64 } else { DType::F32 };
    let Some(f) = adaptive_factors(&xd, &od) else {
        return Ok(vec![c.b.convert(&adaptive_avg_pool_general(c, &x, &od, cd)?, out.dtype)?]);
    };
    let r = xd.len();
    let mut blocked: Vec<i64> = xd[..r - 2].to_vec();
    blocked.extend([od[r - 2], f[0], od[r - 1], f[1]]);
    let xb = c.b.reshape(&c.b.convert(&x, cd)?, &blocked)?;
    let zero = c.b.scalar(cd, 0.0)?;
    let s = c.b.reduce(&xb, &zero, &[(r - 1) as i64, (r + 1) as i64], "stablehlo.add")?;
    let n = c.b.splat(cd, (f[0] * f[1]) as f64, &s.dims())?;
    Ok(vec![c.b.convert(&c.b.div(&s, &n)?, out.dtype)?])
}

fn adaptive_avg_pool_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let g = c.tensor(0)?;
    let x = c.tensor(1)?;
    let xd = x.dims();
    let gd = g.dims();
    let Some(f) = adaptive_factors(&xd, &gd) else {
        return Ok(vec![adaptive_avg_pool_backward_general(c, &g, &xd)?]);
    };
    let r = xd.len();
    let mut blocked: Vec<i64> = xd[..r - 2].to_vec();
    blocked.extend([gd[r - 2], f[0], gd[r - 1], f[1]]);
    let mut map: Vec<i64> = (0..(r - 2) as i64).collect();
    map.extend([(r - 2) as i64, r as i64]);
    let spread = c.b.broadcast_in_dim(&g, &blocked, &map)?;
    let n = c.b.splat(g.dtype(), (f[0] * f[1]) as f64, &blocked)?;
    let v = c.b.div(&spread, &n)?;
    Ok(vec![c.b.reshape(&v, &xd)?])
}
