//! Softmax, log_softmax, GELU, layer norm, training batch norm and flash attention (attention.rs),
//! and their gradients, sums and means (reduction.rs), and Fourier transforms (fft.rs), in torch's
//! own CPU kernels
//! (runtime/cpu_kernels/aten_ops.rs): one custom call each, on the operands as torch lays them out.
//!
//! XLA's CPU code for these runs on one thread at 2-5x the time of torch's vectorized, parallel
//! kernels (docs/performance.md, "torch's own softmax, GELU and layer norm"). Where the target has
//! the ATen kernels (`EmitOptions::aten_ops`), each float32/float64 op of at least
//! [`MIN_ELEMENTS`] elements goes to them; smaller ones stay XLA's, fused with their neighbours.
//! The gradients torch's decompositions would split into many ops (`_softmax_backward_data`,
//! `gelu_backward`, `native_layer_norm_backward`, `native_batch_norm_backward`, ...) reach the compiler whole only when Python
//! keeps them whole for these kernels (capture/decompositions.py, `ATEN_KEPT`).
//!
//! Results are eager's: the same kernels, on the same values.

use super::call::Call;
use super::channels_last;
use crate::emit::Tv;
use crate::ir::{DType, TensorType};
use crate::runtime::cpu_kernels::aten_ops::{FftKind, Op};
use crate::Result;

/// The fewest elements an op takes torch's kernel for (Python's `ATEN_OPS_MIN_ELEMENTS` reads it).
pub const MIN_ELEMENTS: i64 = 16 * 1024;

/// Whether the ATen kernels can take an op on `x` at all: the target has them, float32 or
/// float64, rank 1 or more, no empty dim.
pub(super) fn available(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>) -> bool {
    c.b.opts.aten_ops && matches!(x.dtype(), DType::F32 | DType::F64) && x.rank() >= 1 && x.dims().iter().all(|&d| d > 0)
}

/// Whether an op on `x` goes to the ATen kernels: [`available`], and at least [`MIN_ELEMENTS`].
pub(super) fn takes(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>) -> bool {
    available(c, x) && x.numel() >= MIN_ELEMENTS
}

/// The params operand: s64[2 + n] (threads, eps as f64 bits, ints).
fn params<'c, 'a>(c: &Call<'_, 'c, 'a>, eps: f64, ints: &[i64]) -> Result<Tv<'c, 'a>> {
    let mut v = vec![i64::from(c.b.opts.cpu_threads), eps.to_bits() as i64];
    v.extend(ints);
    let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    c.b.constant_bytes(DType::I64, &[v.len() as i64], &bytes)
}

fn call<'c, 'a>(c: &Call<'_, 'c, 'a>, op: Op, operands: &[&Tv<'c, 'a>], eps: f64, ints: &[i64], results: &[TensorType]) -> Result<Vec<Tv<'c, 'a>>> {
    let p = params(c, eps, ints)?;
    let mut all: Vec<&Tv<'c, 'a>> = operands.to_vec();
    all.push(&p);
    c.b.cpu_kernel_n(op.target(), &all, results)
}

/// `x`, then the weight and the bias a norm has (the kernels' operand order).
fn with_affine<'t, 'c, 'a>(x: &'t Tv<'c, 'a>, weight: Option<&'t Tv<'c, 'a>>, bias: Option<&'t Tv<'c, 'a>>) -> Vec<&'t Tv<'c, 'a>> {
    let mut operands = vec![x];
    operands.extend(weight);
    operands.extend(bias);
    operands
}

/// softmax (or log_softmax) of `x` over `dim`.
pub(super) fn softmax<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, dim: usize, log: bool) -> Result<Tv<'c, 'a>> {
    let op = if log { Op::LogSoftmax } else { Op::Softmax };
    Ok(call(c, op, &[x], 0.0, &[dim as i64], &[x.ty.clone()])?.remove(0))
}

/// The input gradient of softmax (or log_softmax) for output gradient `g` and output `y`.
pub(super) fn softmax_backward<'c, 'a>(c: &Call<'_, 'c, 'a>, g: &Tv<'c, 'a>, y: &Tv<'c, 'a>, dim: usize, log: bool) -> Result<Tv<'c, 'a>> {
    let op = if log { Op::LogSoftmaxBackward } else { Op::SoftmaxBackward };
    Ok(call(c, op, &[g, y], 0.0, &[dim as i64], &[g.ty.clone()])?.remove(0))
}

/// GELU of `x` (exact, or the tanh approximation). A transpose of a rank-4 or 5 tensor (a
/// channels-last activation: channels_last.rs) is read as it lies, and the result seen through
/// the same transpose: elementwise, so the same values.
pub(super) fn gelu<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, tanh: bool) -> Result<Tv<'c, 'a>> {
    if let Some((src, perm)) = c.b.transpose_source(x).filter(|_| (4..=5).contains(&x.rank())) {
        let y = call(c, Op::Gelu, &[&src], 0.0, &[i64::from(tanh)], &[src.ty.clone()])?.remove(0);
        return c.b.transpose(&y, &perm);
    }
    Ok(call(c, Op::Gelu, &[x], 0.0, &[i64::from(tanh)], &[x.ty.clone()])?.remove(0))
}

/// The input gradient of GELU for output gradient `g` at `x`.
pub(super) fn gelu_backward<'c, 'a>(c: &Call<'_, 'c, 'a>, g: &Tv<'c, 'a>, x: &Tv<'c, 'a>, tanh: bool) -> Result<Tv<'c, 'a>> {
    let sources = (c.b.transpose_source(g), c.b.transpose_source(x));
    if let (Some((gs, pg)), Some((xs, px))) = sources {
        if pg == px && gs.ty == xs.ty && (4..=5).contains(&g.rank()) {
            let gx = call(c, Op::GeluBackward, &[&gs, &xs], 0.0, &[i64::from(tanh)], &[gs.ty.clone()])?.remove(0);
            return c.b.transpose(&gx, &pg);
        }
    }
    Ok(call(c, Op::GeluBackward, &[g, x], 0.0, &[i64::from(tanh)], &[g.ty.clone()])?.remove(0))
}

/// Layer norm of `x` over its last `k` dims: `(y, mean, rstd)`, mean and rstd of `stats` type
/// (torch's: `x`'s leading dims, then `k` ones).
pub(super) fn layer_norm<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x: &Tv<'c, 'a>,
    k: usize,
    weight: Option<&Tv<'c, 'a>>,
    bias: Option<&Tv<'c, 'a>>,
    eps: f64,
    stats: &TensorType,
) -> Result<Vec<Tv<'c, 'a>>> {
    let operands = with_affine(x, weight, bias);
    let ints = [k as i64, i64::from(weight.is_some()), i64::from(bias.is_some())];
    call(c, Op::LayerNorm, &operands, eps, &ints, &[x.ty.clone(), stats.clone(), stats.clone()])
}

/// The gradients of layer norm over `x`'s last `k` dims for output gradient `g`: one result per
/// `want` (input, weight, bias) that is set, of the type given there.
#[allow(clippy::too_many_arguments)]
pub(super) fn layer_norm_backward<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    g: &Tv<'c, 'a>,
    x: &Tv<'c, 'a>,
    mean: &Tv<'c, 'a>,
    rstd: &Tv<'c, 'a>,
    k: usize,
    weight: Option<&Tv<'c, 'a>>,
    bias: Option<&Tv<'c, 'a>>,
    want: [Option<TensorType>; 3],
) -> Result<Vec<Tv<'c, 'a>>> {
    let mut operands = vec![g, x, mean, rstd];
    operands.extend(weight);
    operands.extend(bias);
    let mut ints = vec![k as i64, i64::from(weight.is_some()), i64::from(bias.is_some())];
    ints.extend(want.iter().map(|w| i64::from(w.is_some())));
    let results: Vec<TensorType> = want.into_iter().flatten().collect();
    call(c, Op::LayerNormBackward, &operands, 0.0, &ints, &results)
}

/// Training batch norm of `x` (`[N, C, ...]`): `(y, mean, invstd, new running_mean, new
/// running_var)`, the last four of `stats` type (`[C]`).
#[allow(clippy::too_many_arguments)]
pub(super) fn batch_norm<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x: &Tv<'c, 'a>,
    weight: Option<&Tv<'c, 'a>>,
    bias: Option<&Tv<'c, 'a>>,
    running_mean: &Tv<'c, 'a>,
    running_var: &Tv<'c, 'a>,
    momentum: f64,
    eps: f64,
    stats: &TensorType,
) -> Result<Vec<Tv<'c, 'a>>> {
    // A channels-last activation (channels_last.rs) is read as it lies, and its result written so.
    let source = channels_last::channels_last_source(c, x);
    let xs = source.as_ref().unwrap_or(x);
    let mut operands = with_affine(xs, weight, bias);
    operands.extend([running_mean, running_var]);
    let ints = [i64::from(weight.is_some()), i64::from(bias.is_some()), momentum.to_bits() as i64, i64::from(source.is_some())];
    let results = [xs.ty.clone(), stats.clone(), stats.clone(), stats.clone(), stats.clone()];
    let mut outs = call(c, Op::BatchNorm, &operands, eps, &ints, &results)?;
    if source.is_some() {
        outs[0] = channels_last::seen_as_logical(c, &outs[0])?;
    }
    Ok(outs)
}

/// Training batch norm of `x` (`[N, C, ...]`) with the activation `act` after it: `(a, [z], mean,
/// invstd, new running_mean, new running_var)`, `z` (the value before the activation) only when
/// `keep_z`. The kernel reads `x` channels last: a channels-last activation as it lies, any other
/// through a transpose (and its results back through one).
#[allow(clippy::too_many_arguments)]
pub(super) fn batch_norm_act<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x: &Tv<'c, 'a>,
    weight: Option<&Tv<'c, 'a>>,
    bias: Option<&Tv<'c, 'a>>,
    running_mean: &Tv<'c, 'a>,
    running_var: &Tv<'c, 'a>,
    momentum: f64,
    eps: f64,
    act: crate::runtime::cpu_kernels::aten_ops::NormAct,
    bounds: [f64; 2],
    keep_z: bool,
) -> Result<Vec<Tv<'c, 'a>>> {
    let r = x.rank();
    let xs = channels_last_view(c, x)?;
    let mut operands = with_affine(&xs, weight, bias);
    operands.extend([running_mean, running_var]);
    let ints = [
        i64::from(weight.is_some()),
        i64::from(bias.is_some()),
        momentum.to_bits() as i64,
        act as i64,
        bounds[0].to_bits() as i64,
        bounds[1].to_bits() as i64,
        i64::from(keep_z),
    ];
    let stats = running_mean.ty.clone();
    let mut results = vec![xs.ty.clone()];
    if keep_z {
        results.push(xs.ty.clone());
    }
    results.extend([stats.clone(), stats.clone(), stats.clone(), stats]);
    let mut outs = call(c, Op::BatchNormAct, &operands, eps, &ints, &results)?;
    if r > 2 {
        for o in outs.iter_mut().take(1 + usize::from(keep_z)) {
            *o = c.b.transpose(o, &channels_last::from_channels_last(r))?;
        }
    }
    Ok(outs)
}

/// `x` stored channels last for the batch norm kernels: a channels-last activation as it lies,
/// any other of rank 3 or more through a transpose (rank 2 is channels last already).
fn channels_last_view<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let r = x.rank() as i64;
    match channels_last::channels_last_source(c, x) {
        Some(s) => Ok(s),
        None if r == 2 => Ok(x.clone()),
        None => c.b.transpose(x, &std::iter::once(0).chain(2..r).chain(std::iter::once(1)).collect::<Vec<_>>()),
    }
}

/// The gradients of [`batch_norm_act`] for the gradient `g` of its activation: `(gx, gw, gb)`.
/// `s` is what the activation's gradient reads (ReLU: its output; clamp and hardswish: its
/// input; none: not read).
#[allow(clippy::too_many_arguments)]
pub(super) fn batch_norm_act_backward<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    g: &Tv<'c, 'a>,
    s: &Tv<'c, 'a>,
    x: &Tv<'c, 'a>,
    weight: Option<&Tv<'c, 'a>>,
    mean: &Tv<'c, 'a>,
    invstd: &Tv<'c, 'a>,
    act: crate::runtime::cpu_kernels::aten_ops::NormAct,
    bounds: [f64; 2],
) -> Result<Vec<Tv<'c, 'a>>> {
    use crate::runtime::cpu_kernels::aten_ops::NormAct;
    let (gs, xs) = (channels_last_view(c, g)?, channels_last_view(c, x)?);
    let ss = if act == NormAct::None { gs.clone() } else { channels_last_view(c, s)? };
    let mut operands = vec![&gs, &ss, &xs];
    operands.extend(weight);
    operands.extend([mean, invstd]);
    let ints = [i64::from(weight.is_some()), act as i64, bounds[0].to_bits() as i64, bounds[1].to_bits() as i64];
    let stats = mean.ty.clone();
    let mut outs = call(c, Op::BatchNormActBackward, &operands, 0.0, &ints, &[xs.ty.clone(), stats.clone(), stats])?;
    if x.rank() > 2 {
        outs[0] = c.b.transpose(&outs[0], &channels_last::from_channels_last(x.rank()))?;
    }
    Ok(outs)
}

/// The gradients of training batch norm for output gradient `g`, from the forward's saved `mean`
/// and `invstd`: one result per `want` (input, weight, bias) that is set, of the type given there.
#[allow(clippy::too_many_arguments)]
pub(super) fn batch_norm_backward<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    g: &Tv<'c, 'a>,
    x: &Tv<'c, 'a>,
    weight: Option<&Tv<'c, 'a>>,
    mean: &Tv<'c, 'a>,
    invstd: &Tv<'c, 'a>,
    eps: f64,
    want: [Option<TensorType>; 3],
) -> Result<Vec<Tv<'c, 'a>>> {
    // Channels-last gradient and input (channels_last.rs): read as they lie, the input's
    // gradient written channels-last.
    let sources = channels_last::channels_last_source(c, g).zip(channels_last::channels_last_source(c, x));
    let (gs, xs) = match &sources {
        Some((gs, xs)) => (gs, xs),
        None => (g, x),
    };
    let mut operands = vec![gs, xs];
    operands.extend(weight);
    operands.extend([mean, invstd]);
    let mut ints = vec![i64::from(weight.is_some())];
    ints.extend(want.iter().map(|w| i64::from(w.is_some())));
    ints.push(i64::from(sources.is_some()));
    let gx_wanted = want[0].is_some();
    let results: Vec<TensorType> = want
        .into_iter()
        .enumerate()
        .filter_map(|(i, w)| w.map(|t| if i == 0 && sources.is_some() { xs.ty.clone() } else { t }))
        .collect();
    let mut outs = call(c, Op::BatchNormBackward, &operands, eps, &ints, &results)?;
    if sources.is_some() && gx_wanted {
        outs[0] = channels_last::seen_as_logical(c, &outs[0])?;
    }
    Ok(outs)
}

/// How an attention call is made: causal, mask, scale, and whether its tensors are stored
/// tokens-major (runtime/cpu_kernels/aten_ops.rs, `Op::Attention`).
pub(super) struct AttentionCall {
    pub causal: bool,
    pub scale: Option<f64>,
    pub has_mask: bool,
    pub tokens_major: bool,
}

impl AttentionCall {
    /// The call's ints: causal, has_mask, has_scale, the scale's f64 bits, tokens_major.
    fn ints(&self) -> [i64; 5] {
        let s = self.scale;
        [i64::from(self.causal), i64::from(self.has_mask), i64::from(s.is_some()), s.unwrap_or(0.0).to_bits() as i64, i64::from(self.tokens_major)]
    }
}

/// Flash attention over `(q, k, v, [mask])`: `(out, logsumexp)` of the given types.
pub(super) fn attention<'c, 'a>(c: &Call<'_, 'c, 'a>, operands: &[&Tv<'c, 'a>], how: &AttentionCall, results: &[TensorType]) -> Result<Vec<Tv<'c, 'a>>> {
    call(c, Op::Attention, operands, 0.0, &how.ints(), results)
}

/// The gradients of flash attention over `(g, q, k, v, out, logsumexp, [mask])`: `(gq, gk, gv)`.
pub(super) fn attention_backward<'c, 'a>(c: &Call<'_, 'c, 'a>, operands: &[&Tv<'c, 'a>], how: &AttentionCall, results: &[TensorType]) -> Result<Vec<Tv<'c, 'a>>> {
    call(c, Op::AttentionBackward, operands, 0.0, &how.ints(), results)
}

/// The sum (or mean) of `x` over `dims` (sorted, distinct, at least one) in ATen's kernel, the
/// kept dims in their order (the caller reshapes for `keepdim`), or None where the kernel does not
/// take it ([`takes`], and a result dtype `out` other than `x`'s: `sum(..., dtype=...)`). XLA's reduce over the middle dims of a tensor
/// (a squeeze-and-excitation mean over an image stored channels last, `[N, H, W, C]` over 1 and
/// 2) took 5-10 times eager's time, over its last dim about twice (docs/performance.md); ATen's
/// is vectorized along the kept inner dim and parallel. A transpose (a channels-last activation
/// seen channels-first: channels_last.rs) is read as it lies when the kept dims keep their order
/// there, so no copy is made of it. Results are eager's: the same kernel on the same values, at
/// the caller's thread count (a call made while another kernel runs takes one thread, and a
/// whole-tensor sum, whose threads share the reduction, may then round differently).
pub(super) fn reduce<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, dims: &[i64], out: DType, mean: bool) -> Result<Option<Tv<'c, 'a>>> {
    if x.dtype() != out || !takes(c, x) || dims.is_empty() || x.rank() > 8 {
        return Ok(None);
    }
    let kept_in = |perm: &[i64]| -> Vec<i64> { (0..perm.len() as i64).filter(|d| !dims.contains(d)).map(|d| perm[d as usize]).collect() };
    let (src, perm) = match c.b.transpose_source(x) {
        Some((src, perm)) if kept_in(&perm).windows(2).all(|w| w[0] < w[1]) => (src, perm),
        _ => (x.clone(), (0..x.rank() as i64).collect()),
    };
    let mask = dims.iter().fold(0i64, |m, &d| m | 1 << perm[d as usize]);
    let sd = src.dims();
    let kept: Vec<i64> = (0..sd.len()).filter(|&d| mask >> d & 1 == 0).map(|d| sd[d]).collect();
    let ty = TensorType::new(src.dtype(), &kept);
    Ok(Some(call(c, Op::Reduce, &[&src], 0.0, &[i64::from(mean), mask], &[ty])?.remove(0)))
}

/// A 2-d max pool's window, as its kernel calls take it.
pub(super) struct MaxPool2d {
    pub kernel: [i64; 2],
    pub stride: [i64; 2],
    pub padding: [i64; 2],
    pub dilation: [i64; 2],
    pub ceil_mode: bool,
}

impl MaxPool2d {
    fn ints(&self, channels_last: bool, want_indices: bool) -> Vec<i64> {
        let mut v: Vec<i64> = [self.kernel, self.stride, self.padding, self.dilation].concat();
        v.extend([i64::from(self.ceil_mode), i64::from(channels_last), i64::from(want_indices)]);
        v
    }
}

/// `x` as the kernels read it: a channels-last activation's source `[N, H, W, C]` (no copy), or
/// `x` itself; and whether it is the former.
fn pooled_source<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>) -> (Tv<'c, 'a>, bool) {
    match channels_last::channels_last_source(c, x) {
        Some(src) => (src, true),
        None => (x.clone(), false),
    }
}

/// 2-d max pooling of `x` (`[N, C, H, W]`) in torch's kernel: `(values, indices)` as
/// `aten.max_pool2d_with_indices` gives them (the indices int64, flat over each image's rows and
/// columns), the indices left out when `want_indices` is false (the caller then makes its own
/// placeholder). None where the kernel does not take it ([`takes`]) or where its result would not
/// have `out_dims` (the graph's). A channels-last activation is pooled as it lies.
pub(super) fn max_pool<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, pool: &MaxPool2d, out_dims: &[i64], want_indices: bool) -> Result<Option<Vec<Tv<'c, 'a>>>> {
    if x.rank() != 4 || !takes(c, x) {
        return Ok(None);
    }
    let (src, cl) = pooled_source(c, x);
    let ints = pool.ints(cl, want_indices);
    let Ok(pooled) = crate::runtime::cpu_kernels::aten_ops::pooled_dims(&src.dims(), &ints, cl) else { return Ok(None) };
    let logical = if cl { vec![pooled[0], pooled[3], pooled[1], pooled[2]] } else { pooled.clone() };
    if logical != out_dims {
        return Ok(None);
    }
    let mut results = vec![TensorType::new(x.dtype(), &pooled)];
    if want_indices {
        results.push(TensorType::new(DType::I64, &pooled));
    }
    let r = call(c, Op::MaxPool, &[&src], 0.0, &ints, &results)?;
    Ok(Some(if cl { r.iter().map(|t| channels_last::seen_as_logical(c, t)).collect::<Result<_>>()? } else { r }))
}

/// The input gradient of a 2-d max pool over `x` for output gradient `g` and the forward's
/// `indices`, in torch's kernel; None where it does not take it (as [`max_pool`]), or where `g`
/// and `indices` are not laid out as `x` is (all channels-last, or none).
pub(super) fn max_pool_backward<'c, 'a>(c: &Call<'_, 'c, 'a>, g: &Tv<'c, 'a>, x: &Tv<'c, 'a>, indices: &Tv<'c, 'a>, pool: &MaxPool2d) -> Result<Option<Tv<'c, 'a>>> {
    if x.rank() != 4 || !takes(c, x) || indices.dtype() != DType::I64 || g.dtype() != x.dtype() {
        return Ok(None);
    }
    let ((gs, gcl), (xs, xcl), (is, icl)) = (pooled_source(c, g), pooled_source(c, x), pooled_source(c, indices));
    if gcl != xcl || icl != xcl {
        return Ok(None);
    }
    let ints = pool.ints(xcl, false);
    match crate::runtime::cpu_kernels::aten_ops::pooled_dims(&xs.dims(), &ints, xcl) {
        Ok(p) if p == gs.dims() && p == is.dims() => {}
        _ => return Ok(None),
    }
    let gx = call(c, Op::MaxPoolBackward, &[&gs, &xs, &is], 0.0, &ints, &[xs.ty.clone()])?.remove(0);
    Ok(Some(if xcl { channels_last::seen_as_logical(c, &gx)? } else { gx }))
}

/// A Fourier transform of `x` in torch's kernel (fft.rs): `kind`, ATen's `normalization`, its
/// `flag` (onesided, last_dim_size or forward) and the transformed `dims` as ATen takes them;
/// the result of type `out`. None where the kernel does not take it: the target without the ATen
/// kernels, parts other than float32/float64, fewer than [`MIN_ELEMENTS`] elements on either
/// side, or an empty dim.
pub(super) fn fft<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x: &Tv<'c, 'a>,
    kind: FftKind,
    normalization: i64,
    flag: i64,
    dims: &[usize],
    out: &TensorType,
) -> Result<Option<Tv<'c, 'a>>> {
    let part = x.dtype().real_part();
    let big = x.numel().max(out.static_dims().map_or(0, |d| d.iter().product())) >= MIN_ELEMENTS;
    if !c.b.opts.aten_ops || !matches!(part, DType::F32 | DType::F64) || !big || x.rank() == 0 || x.dims().contains(&0) {
        return Ok(None);
    }
    let mut ints = vec![kind as i64, normalization, flag];
    ints.extend(dims.iter().map(|&d| d as i64));
    Ok(Some(call(c, Op::Fft, &[x], 0.0, &ints, std::slice::from_ref(out))?.remove(0)))
}
