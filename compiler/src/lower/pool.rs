//! Pooling: max pooling with indices and its backward, average pooling, adaptive average pooling
//! and its backward. (Upsampling is in resize.rs.)

use super::call::Call;
use super::channels_last;
use super::reduction::pick_extreme;
use crate::emit::{GatherDims, ScatterDims, Tv};
use crate::ir::{host_len, DType};
use crate::Result;
use super::traits::{OpRule, op, Pad};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten._adaptive_avg_pool2d.default", adaptive_avg_pool).pad(Pad::Batch),
    op("aten._adaptive_avg_pool2d_backward.default", adaptive_avg_pool_backward).pad(Pad::Batch),
    op("aten._adaptive_avg_pool3d.default", adaptive_avg_pool3d).pad(Pad::Batch),
    op("aten.adaptive_max_pool2d.default", adaptive_max_pool).pad(Pad::Batch),
    op("aten.adaptive_max_pool3d.default", adaptive_max_pool).pad(Pad::Batch),
    op("aten.avg_pool2d.default", avg_pool).pad(Pad::Batch),
    op("aten.avg_pool2d_backward.default", avg_pool_backward).pad(Pad::Batch),
    op("aten.avg_pool3d.default", avg_pool).pad(Pad::Batch),
    op("aten.max_pool2d_with_indices.default", max_pool_with_indices).pad(Pad::Batch),
    op("aten.max_pool2d_with_indices_backward.default", max_pool_backward).pad(Pad::Batch),
    op("aten.max_pool3d_with_indices.default", max_pool_with_indices).pad(Pad::Batch),
];

struct Window {
    /// Full-rank window, strides, dilations and padding (leading batch/channel dims are 1/0).
    window: Vec<i64>,
    strides: Vec<i64>,
    dilations: Vec<i64>,
    padding: Vec<(i64, i64)>,
}

impl Window {
    /// The window for the same tensor laid out with its dims in `order` (dim `i` of that layout
    /// is dim `order[i]` of this one).
    fn in_order(&self, order: &[i64]) -> Window {
        let pick = |v: &[i64]| order.iter().map(|&d| v[d as usize]).collect();
        Window {
            window: pick(&self.window),
            strides: pick(&self.strides),
            dilations: pick(&self.dilations),
            padding: order.iter().map(|&d| self.padding[d as usize]).collect(),
        }
    }
}

/// How many spatial dims the op pools over: 3 for the `3d` ops, else 2.
fn pool_nd(c: &Call<'_, '_, '_>) -> usize {
    if c.target.contains("3d") {
        3
    } else {
        2
    }
}

/// A per-spatial-dim argument (one value for all dims, or one per dim), each at least `min`.
fn spatial(c: &Call<'_, '_, '_>, i: usize, name: &str, default: &[i64]) -> Result<Vec<i64>> {
    let v = c.opt_ints(i, name)?.unwrap_or_default();
    let v = match v.len() {
        0 => default.to_vec(),
        1 => vec![v[0]; default.len()],
        _ => v,
    };
    let min = if name == "padding" { 0 } else { 1 };
    if v.len() != default.len() || v.iter().any(|&x| x < min || x > crate::ir::MAX_ELEMENTS) {
        return Err(c.invalid(format!("`{name}` {v:?}: want {} value(s) of at least {min}", default.len())));
    }
    Ok(v)
}

/// Checks that pooling over the last `nd` dims of `x` into `out_dims` makes sense: `x` has them
/// (and `lead` more), and the result has `x`'s rank.
pub(super) fn check_pool_shapes(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>, nd: usize, out_dims: &[i64]) -> Result<()> {
    if x.rank() < nd || out_dims.len() != x.rank() {
        return Err(c.invalid(format!("pooling {nd} spatial dims of {} into {out_dims:?}", x.ty)));
    }
    Ok(())
}

/// The window of a 2-d (or 3-d: `k.len()` spatial dims) pool over `x` whose result has
/// `out_dims`; extra high padding realizes `ceil_mode`.
fn window(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>, out_dims: &[i64], k: &[i64], s: &[i64], p: &[i64], d: &[i64]) -> Result<Window> {
    let nd = k.len();
    check_pool_shapes(c, x, nd, out_dims)?;
    let lead = x.rank() - nd;
    let xd = x.dims();
    let mut w = Window { window: vec![1; lead], strides: vec![1; lead], dilations: vec![1; lead], padding: vec![(0, 0); lead] };
    for i in 0..nd {
        let hi = (|| {
            let eff = d[i].checked_mul(k[i] - 1)?.checked_add(1)?;
            let needed = (out_dims[lead + i] - 1).checked_mul(s[i])?.checked_add(eff)?;
            Some(needed.checked_sub(xd[lead + i])?.checked_sub(p[i])?.max(p[i]))
        })()
        .ok_or_else(|| c.invalid(format!("window {k:?}, stride {s:?}, padding {p:?}, dilation {d:?} over {}: too large", x.ty)))?;
        w.window.push(k[i]);
        w.strides.push(s[i]);
        w.dilations.push(d[i]);
        w.padding.push((p[i], hi));
    }
    Ok(w)
}

/// Row-major flat index over the last `nd` dims, broadcast over the leading ones.
fn spatial_index<'c, 'a>(c: &Call<'_, 'c, 'a>, dims: &[i64], nd: usize) -> Result<Tv<'c, 'a>> {
    let r = dims.len();
    index_over(c, dims, &(r - nd..r).collect::<Vec<_>>())
}

/// Row-major flat index over dims `over` of a tensor of `dims`, broadcast over the others.
fn index_over<'c, 'a>(c: &Call<'_, 'c, 'a>, dims: &[i64], over: &[usize]) -> Result<Tv<'c, 'a>> {
    let iotas = over.iter().map(|&i| c.b.iota(DType::I64, dims, i)).collect::<Result<Vec<_>>>()?;
    let mut idx = iotas[0].clone();
    for (j, &i) in over.iter().enumerate().skip(1) {
        let size = c.b.splat(DType::I64, dims[i] as f64, dims)?;
        idx = c.b.add(&c.b.mul(&idx, &size)?, &iotas[j])?;
    }
    Ok(idx)
}

/// `max_pool2d_with_indices(x, kernel, stride, padding, dilation, ceil_mode)` → `(values, indices)`.
fn max_pool_with_indices<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let nd = pool_nd(c);
    let k = spatial(c, 1, "kernel_size", &vec![1; nd])?;
    let s = spatial(c, 2, "stride", &k)?;
    let p = spatial(c, 3, "padding", &vec![0; nd])?;
    let d = spatial(c, 4, "dilation", &vec![1; nd])?;
    let out_dims = c.out_dims(0)?;
    let w = window(c, &x, &out_dims, &k, &s, &p, &d)?;
    if let Some(pool) = pool2d(c, nd, &k, &s, &p, &d, 5)? {
        // torch's kernel (runtime/cpu_kernels/aten_ops.rs), where the target has it.
        let want = c.result_used(1);
        if let Some(mut r) = super::aten_ops::max_pool(c, &x, &pool, &out_dims, want)? {
            if !want {
                r.push(c.b.splat(DType::I64, 0.0, &c.out_dims(1)?)?);
            }
            return Ok(r);
        }
    }
    if !c.result_used(1) {
        let init_v = c.b.scalar(x.dtype(), super::reduction::extreme_identity(x.dtype(), true))?;
        // Inference: nothing reads the indices, so the window reduces the values alone (the
        // indices would cost an i64 iota and a two-operand reduction per window).
        // A NaN wins, as in torch's pooling (XLA's CPU `maximum` inside a window does not keep it).
        // A channels-last input (channels_last.rs) is pooled as it lies, its result channels-last.
        let source = channels_last::channels_last_source(c, &x);
        let (operand, w) = match &source {
            Some(src) => (src, w.in_order(&channels_last::channels_last_dims(&(0..x.rank() as i64).collect::<Vec<_>>()))),
            None => (&x, w),
        };
        let mut r = c.b.reduce_window_multi(&[operand], &[&init_v], &w.window, &w.strides, &w.dilations, &w.padding, |b, a| {
            Ok(vec![super::elementwise::max_min_nan(b, "stablehlo.maximum", &a[0], &a[1])?])
        })?;
        let values = r.remove(0);
        let values = if source.is_some() { channels_last::seen_as_logical(c, &values)? } else { values };
        let unused = c.b.splat(DType::I64, 0.0, &c.out_dims(1)?)?;
        return Ok(vec![values, unused]);
    }
    // A channels-last input (channels_last.rs): values and indices computed as it lies
    // ([N, s..., C]; the index still counts positions row-major over the spatial dims).
    let source = channels_last::channels_last_source(c, &x);
    let (operand, idx, w) = match &source {
        Some(src) => {
            let order = channels_last::channels_last_dims(&(0..x.rank() as i64).collect::<Vec<_>>());
            (src, index_over(c, &src.dims(), &(1..=nd).collect::<Vec<_>>())?, w.in_order(&order))
        }
        None => (&x, spatial_index(c, &x.dims(), nd)?, w),
    };
    let init_v = c.b.scalar(x.dtype(), super::reduction::extreme_identity(x.dtype(), true))?;
    let init_i = c.b.scalar_int(DType::I64, i64::MAX)?;
    let is_float = x.dtype().is_float();
    let mut r = c.b.reduce_window_multi(&[operand, &idx], &[&init_v, &init_i], &w.window, &w.strides, &w.dilations, &w.padding, move |b, a| {
        pick_extreme(b, &a, true, is_float, true)
    })?;
    if source.is_some() {
        r = r.iter().map(|t| channels_last::seen_as_logical(c, t)).collect::<Result<_>>()?;
    }
    let indices = r.remove(1);
    Ok(vec![r.remove(0), indices])
}

/// The window of a 2-d max pool as torch's kernel takes it (`ceil_mode` is argument `ceil_at`),
/// or None for a 3-d one.
fn pool2d(c: &Call<'_, '_, '_>, nd: usize, k: &[i64], s: &[i64], p: &[i64], d: &[i64], ceil_at: usize) -> Result<Option<super::aten_ops::MaxPool2d>> {
    if nd != 2 {
        return Ok(None);
    }
    let two = |v: &[i64]| [v[0], v[1]];
    Ok(Some(super::aten_ops::MaxPool2d { kernel: two(k), stride: two(s), padding: two(p), dilation: two(d), ceil_mode: c.bool_or(ceil_at, "ceil_mode", false)? }))
}

/// Scatter-adds the gradient into the input positions the forward pass recorded (in torch's
/// kernel where the target has it).
fn max_pool_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let g = c.tensor(0)?;
    if !g.dtype().is_float() {
        // Eager's kernels compute gradients of floating types only ("max_pool2d_backward" not
        // implemented for 'Byte'); autograd never makes another, a direct call can.
        return Err(c.unsupported(format!("a {:?} gradient (eager's kernel takes floating types only)", g.dtype())));
    }
    let x = c.tensor(1)?;
    let idx = c.tensor(7)?;
    let nd = pool_nd(c);
    if nd == 2 && x.rank() == 4 {
        let k = spatial(c, 2, "kernel_size", &[1, 1])?;
        let s = spatial(c, 3, "stride", &k)?;
        let p = spatial(c, 4, "padding", &[0, 0])?;
        let d = spatial(c, 5, "dilation", &[1, 1])?;
        if let Some(pool) = pool2d(c, nd, &k, &s, &p, &d, 6)? {
            if let Some(gx) = super::aten_ops::max_pool_backward(c, &g, &x, &idx, &pool)? {
                return Ok(vec![gx]);
            }
        }
    }
    let xd = x.dims();
    let r = xd.len();
    if r < 2 || idx.dims() != g.dims() {
        return Err(c.invalid(format!("gradient {}, input {} and indices {} do not fit together", g.ty, x.ty, idx.ty)));
    }
    // Gradient and indices channels-last (channels_last.rs, 2-d pooling): scattered as they lie,
    // into [N, H * W, C].
    let sources = channels_last::channels_last_source(c, &g).zip(channels_last::channels_last_source(c, &idx));
    if let Some((gs, is)) = sources.filter(|_| r == 4) {
        let (n, ch, plane) = (xd[0], xd[1], xd[2] * xd[3]);
        let sd = gs.dims();
        let total = gs.numel();
        let column = |t: Tv<'c, 'a>| c.b.reshape(&t, &[total, 1]);
        let batch = column(c.b.iota(DType::I64, &sd, 0)?)?;
        let chan = column(c.b.iota(DType::I64, &sd, 3)?)?;
        let at = column(c.b.convert(&is, DType::I64)?)?;
        let indices = c.b.concatenate(&[&batch, &at, &chan], 1)?;
        let updates = c.b.reshape(&gs, &[total])?;
        let zeros = c.b.splat(g.dtype(), 0.0, &[n, plane, ch])?;
        let dims = ScatterDims {
            update_window_dims: vec![],
            inserted_window_dims: vec![0, 1, 2],
            scatter_dims_to_operand_dims: vec![0, 1, 2],
            index_vector_dim: 1,
        };
        let s = c.b.scatter(&zeros, &indices, &updates, &dims, Some("stablehlo.add"))?;
        return Ok(vec![channels_last::seen_as_logical(c, &c.b.reshape(&s, &[n, xd[2], xd[3], ch])?)?]);
    }
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
    let nd = pool_nd(c);
    let k = spatial(c, 1, "kernel_size", &vec![1; nd])?;
    let s = spatial(c, 2, "stride", &k)?;
    let p = spatial(c, 3, "padding", &vec![0; nd])?;
    let include_pad = c.bool_or(5, "count_include_pad", true)?;
    let out_dims = c.out_dims(0)?;
    let w = window(c, &x, &out_dims, &k, &s, &p, &vec![1; nd])?;
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
        let divisor = c.float(override_arg, "divisor_override")?;
        if divisor == 0.0 {
            return Err(c.unsupported("divisor_override=0 (eager raises: divisor must be not zero)"));
        }
        return c.b.splat(cd, divisor, out_dims);
    }
    let zero = c.b.scalar(cd, 0.0)?;
    let ones = c.b.splat(cd, 1.0, &x.dims())?;
    let lead = x.rank() - p.len();
    let mut low = vec![0; x.rank()];
    let mut high = vec![0; x.rank()];
    for i in 0..p.len() {
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
    let nd = pool_nd(c);
    let k = spatial(c, 2, "kernel_size", &vec![1; nd])?;
    let s = spatial(c, 3, "stride", &k)?;
    let p = spatial(c, 4, "padding", &vec![0; nd])?;
    let include_pad = c.bool_or(6, "count_include_pad", true)?;
    let gd = g.dims();
    let xd = x.dims();
    let w = window(c, &x, &gd, &k, &s, &p, &vec![1; nd])?;
    let cd = if x.dtype().is_float() && x.dtype() != DType::F64 { DType::F32 } else { x.dtype() };
    let divisor = avg_divisor(c, &x, cd, &w, &p, include_pad, 7, &gd)?;
    let share = c.b.div(&c.b.convert(&g, cd)?, &divisor)?;
    let r = x.rank();
    let lead = r - nd;
    let (mut low, mut high, mut interior) = (vec![0; r], vec![0; r], vec![0; r]);
    let mut win = vec![1; r];
    for i in 0..nd {
        // `window` checked (gd - 1) * s + k, so these do not overflow.
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
    if r < 2 || out_dims.len() != r {
        return None;
    }
    (r - 2..r)
        .map(|i| (out_dims[i] > 0 && in_dims[i] % out_dims[i] == 0).then(|| in_dims[i] / out_dims[i]))
        .collect()
}

/// The most entries an adaptive-pooling window table may have (`m` windows times the widest).
const MAX_ADAPTIVE_TABLE: i64 = 1 << 20;

/// torch's adaptive windows from `n` cells to `m`: window `i` is `[floor(i*n/m), ceil((i+1)*n/m))`.
/// Returns, padded to the widest window `k`, the indices `[m, k, 1]` (padding repeats the last
/// cell), the mask `[m, k]` of real cells, and each window's size.
fn adaptive_windows<'c, 'a>(c: &Call<'_, 'c, 'a>, n: i64, m: i64) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>, Vec<i64>)> {
    // Built on the host: `m` windows of up to `n / m + 2` cells each. Real models pool to a few
    // cells (7x7, 1x1); a table past 2^20 entries is refused before anything is built, so a
    // hostile declared size cannot spend seconds on the host and in MLIR (eager runs it).
    host_len(&[m, (n / m.max(1)).saturating_add(2)]).map_err(|e| c.invalid(format!("adaptive pooling from {n} to {m} cells: {e}")))?;
    if m.saturating_mul((n / m.max(1)).saturating_add(2)) > MAX_ADAPTIVE_TABLE {
        return Err(c.unsupported(format!("adaptive pooling from {n} to {m} cells needs a window table of more than 2^20 entries")));
    }
    // i128: i * n may pass an i64.
    let (n128, m128) = (n as i128, m as i128);
    let bounds: Vec<(i64, i64)> =
        (0..m as i128).map(|i| ((i * n128 / m128) as i64, (((i + 1) * n128 + m128 - 1) / m128) as i64)).collect();
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
    if r < 2 || out_dims.len() != r {
        return Err(c.invalid(format!("adaptive pooling of {in_dims:?} into {out_dims:?}")));
    }
    // `size(h) * size(w)` as an outer product on the device: the host builds only `oh + ow` entries.
    let (_, _, sh) = adaptive_windows(c, in_dims[r - 2], out_dims[r - 2])?;
    let (_, _, sw) = adaptive_windows(c, in_dims[r - 1], out_dims[r - 1])?;
    let table = |sizes: &[i64]| -> Vec<u8> { sizes.iter().flat_map(|&s| (s as f64).to_le_bytes()).collect() };
    let hd = [out_dims[r - 2], out_dims[r - 1]];
    let ch = c.b.broadcast_in_dim(&c.b.constant_bytes(DType::F64, &[hd[0]], &table(&sh))?, &hd, &[0])?;
    let cw = c.b.broadcast_in_dim(&c.b.constant_bytes(DType::F64, &[hd[1]], &table(&sw))?, &hd, &[1])?;
    let counts = c.b.mul(&ch, &cw)?;
    c.b.convert(&counts, dtype)
}

/// Adaptive average pooling with windows of different sizes: window sums along H, then along W,
/// divided by each window's size.
fn adaptive_avg_pool_general<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, od: &[i64], cd: DType) -> Result<Tv<'c, 'a>> {
    let xd = x.dims();
    let r = xd.len();
    check_pool_shapes(c, x, 2, od)?;
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
    if r < 2 || gd.len() != r {
        return Err(c.invalid(format!("gradient {} for an input of shape {xd:?}", g.ty)));
    }
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
    // A channels-last input (channels_last.rs) is pooled as it lies: [N, oh, fh, ow, fw, C].
    if let Some(src) = channels_last::channels_last_source(c, &x).filter(|_| r == 4) {
        let blocked = [xd[0], od[2], f[0], od[3], f[1], xd[1]];
        let xb = c.b.reshape(&c.b.convert(&src, cd)?, &blocked)?;
        let zero = c.b.scalar(cd, 0.0)?;
        let s = c.b.reduce(&xb, &zero, &[2, 4], "stablehlo.add")?;
        let n = c.b.splat(cd, (f[0] * f[1]) as f64, &s.dims())?;
        let y = channels_last::seen_as_logical(c, &c.b.div(&s, &n)?)?;
        return Ok(vec![c.b.convert(&y, out.dtype)?]);
    }
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

// ---- added with the OpInfo sweep: 3-d average and max pooling, adaptive 3-d average pooling,
// ---- adaptive max pooling

/// Gathers the adaptive windows of dim `axis` of `x`: that dim of size n becomes `[m, k]` (padded
/// windows repeat their last cell).
fn gather_windows<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, axis: usize, m: i64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    if axis >= d.len() {
        return Err(c.invalid(format!("adaptive pooling dim {axis} of {}", x.ty)));
    }
    let p: i64 = d[..axis].iter().product();
    let q: i64 = d[axis + 1..].iter().product();
    let (idx, mask, _) = adaptive_windows(c, d[axis], m)?;
    let k = mask.dims()[1];
    let x3 = c.b.reshape(x, &[p, d[axis], q])?;
    let dims = GatherDims { offset_dims: vec![0, 3], collapsed_slice_dims: vec![1], start_index_map: vec![1], index_vector_dim: 2 };
    let cells = c.b.gather(&x3, &idx, &dims, &[p, 1, q], &[p, m, k, q])?;
    let mut out: Vec<i64> = d[..axis].to_vec();
    out.extend([m, k]);
    out.extend_from_slice(&d[axis + 1..]);
    c.b.reshape(&cells, &out)
}

/// `adaptive_max_pool2d/3d(x, output_size)` → `(values, indices)`: indices are flat over the
/// input's spatial dims; ties keep the first cell, a NaN wins (the last NaN), as torch scans.
fn adaptive_max_pool<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let nd = pool_nd(c);
    let xd = x.dims();
    let od = c.out_dims(0)?;
    check_pool_shapes(c, &x, nd, &od)?;
    let r = xd.len();
    let lead = r - nd;
    if x.numel() == 0 || od.contains(&0) {
        return Ok(vec![c.b.splat(x.dtype(), 0.0, &od)?, c.b.splat(DType::I64, 0.0, &od)?]);
    }
    let mut vals = x.clone();
    let mut idx = spatial_index(c, &xd, nd)?;
    for i in 0..nd {
        let axis = lead + 2 * i;
        vals = gather_windows(c, &vals, axis, od[lead + i])?;
        idx = gather_windows(c, &idx, axis, od[lead + i])?;
    }
    // [lead.., m1, k1, m2, k2, ..] -> [lead.., m1, m2, .., k1 * k2 * ..]
    let vd = vals.dims();
    let mut perm: Vec<i64> = (0..lead as i64).collect();
    perm.extend((0..nd).map(|i| (lead + 2 * i) as i64));
    perm.extend((0..nd).map(|i| (lead + 2 * i + 1) as i64));
    let kk: i64 = (0..nd).map(|i| vd[lead + 2 * i + 1]).product();
    let mut flat = od.clone();
    flat.push(kk);
    let vals = c.b.reshape(&c.b.transpose(&vals, &perm)?, &flat)?;
    let idx = c.b.reshape(&c.b.transpose(&idx, &perm)?, &flat)?;
    let init_v = c.b.scalar(x.dtype(), super::reduction::extreme_identity(x.dtype(), true))?;
    let init_i = c.b.scalar_int(DType::I64, i64::MAX)?;
    let is_float = x.dtype().is_float();
    let mut res = c.b.reduce_multi(&[&vals, &idx], &[&init_v, &init_i], &[od.len() as i64], move |b, a| {
        pick_extreme(b, &a, true, is_float, true)
    })?;
    let indices = res.remove(1);
    Ok(vec![res.remove(0), indices])
}

/// `_adaptive_avg_pool3d(x, output_size)`: window sums along D, H and W in turn, divided by each
/// window's size.
fn adaptive_avg_pool3d<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    let xd = x.dims();
    let od = c.out_dims(0)?;
    check_pool_shapes(c, &x, 3, &od)?;
    let r = xd.len();
    if x.numel() == 0 || od.contains(&0) {
        return Ok(vec![c.b.splat(out.dtype, 0.0, &od)?]);
    }
    host_len(&od[r - 3..]).map_err(|e| c.invalid(e))?;
    let cd = if x.dtype() == DType::F64 { DType::F64 } else { DType::F32 };
    let (d, h, w) = (xd[r - 3], xd[r - 2], xd[r - 1]);
    let (od_, oh, ow) = (od[r - 3], od[r - 2], od[r - 1]);
    let b: i64 = xd[..r - 3].iter().product();
    let s = adaptive_sum_middle(c, &c.b.reshape(&c.b.convert(&x, cd)?, &[b, d, h * w])?, od_)?;
    let s = adaptive_sum_middle(c, &c.b.reshape(&s, &[b * od_, h, w])?, oh)?;
    let s = adaptive_sum_middle(c, &c.b.reshape(&s, &[b * od_ * oh, w, 1])?, ow)?;
    let s = c.b.reshape(&s, &[b, od_, oh, ow])?;
    let (_, _, sd) = adaptive_windows(c, d, od_)?;
    let (_, _, sh) = adaptive_windows(c, h, oh)?;
    let (_, _, sw) = adaptive_windows(c, w, ow)?;
    let mut bytes = Vec::new();
    for a in &sd {
        for bb in &sh {
            for cc in &sw {
                bytes.extend_from_slice(&((a * bb * cc) as f64).to_le_bytes());
            }
        }
    }
    let counts = c.b.convert(&c.b.constant_bytes(DType::F64, &[od_, oh, ow], &bytes)?, cd)?;
    let n = c.b.broadcast_in_dim(&counts, &[b, od_, oh, ow], &[1, 2, 3])?;
    let avg = c.b.reshape(&c.b.div(&s, &n)?, &od)?;
    Ok(vec![c.b.convert(&avg, out.dtype)?])
}
