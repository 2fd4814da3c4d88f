//! Convolutions in the CPU kernels (emit/gemm.rs's BLAS products, runtime/cpu_kernels/conv.rs),
//! in torch's channels-first layout, with no transpose of the input or the result.
//!
//! XLA's CPU convolutions run at 0.2-0.6x eager's speed on one core (a 1x1 convolution
//! 256 -> 64 channels over 8x56x56: 26 ms against 5.9 ms; ResNet's 7x7 stem: 75 ms against 15 ms).
//!
//! - [`Route::Pointwise`], a 1x1 kernel (any stride, groups): every image's output `[Cout, O]`
//!   (`O` the output positions) is the weight `[Cout, C]` times the input read at those positions
//!   `[C, O]` (one strided slice, none at stride 1): one batched product whose weight is shared
//!   by every image (and by each image's group). The weight's gradient is each image's output
//!   gradient times its input transposed, summed over the images.
//! - [`Route::Shifted`], larger 2-d kernels: runtime/cpu_kernels/conv.rs reads each tap's window
//!   in place from the input's stride phases, or copies patches from them. Patches built by XLA
//!   (a concatenation of the taps' slices) cost 5x the product itself. Only with one torch
//!   thread (`EmitOptions::blas_conv`) or for grouped convolutions ([`grouped`]).
//!
//! Only where the target has the kernels (`Builder::has_blas_gemm`); the result is the same sum
//! of products as `stablehlo.convolution`, in another order.

use super::call::Call;
use super::channels_last;
use crate::emit::Tv;
use crate::ir::{DType, TensorType};
use crate::runtime::cpu_kernels::conv as kernels;
use crate::Result;

/// The fewest multiply-adds for which a convolution goes to the kernel (emit/gemm.rs's bound).
pub(super) const MIN_MACS: i64 = 1 << 15;

/// The slice of the padded input `xp: [N, C, s...]` that kernel tap `pos` multiplies, for an output
/// of spatial sizes `o`: `[N, C, o...]`.
pub(super) fn tap_slice<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, pos: &[i64], o: &[i64], stride: &[i64], rhs_dilation: &[i64]) -> Result<Tv<'c, 'a>> {
    let d = xp.dims();
    let (mut start, mut limit, mut steps) = (vec![0, 0], vec![d[0], d[1]], vec![1, 1]);
    for i in 0..pos.len() {
        let s = pos[i] * rhs_dilation[i];
        start.push(s);
        limit.push(s + (o[i] - 1) * stride[i] + 1);
        steps.push(stride[i]);
    }
    c.b.slice(xp, &start, &limit, &steps)
}

/// What a 1x1 convolution reads of `xp` (`[N, C, s...]`, already padded and spread) for output
/// positions `o`: `[N, C, O]`, one strided slice (none at stride 1: XLA drops a slice of it all).
fn pointwise_input<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, o: &[i64], stride: &[i64]) -> Result<Tv<'c, 'a>> {
    let d = xp.dims();
    let taken = tap_slice(c, xp, &vec![0; o.len()], o, stride, &vec![1; o.len()])?;
    c.b.reshape(&taken, &[d[0], d[1], o.iter().product()])
}

/// How the logical weight `[Cout, C, k...]` (rank `rank`) reads a parameter weight the
/// `input_layout` pass stored `[k..., C, Cout]`: logical dim `i` is stored dim `perm[i]`, as
/// `Builder::transpose_source` reports it.
fn stored_weight(rank: usize) -> Vec<i64> {
    let r = rank as i64;
    let mut perm = vec![r - 1, r - 2];
    perm.extend(0..r - 2);
    perm
}

/// Whether a convolution of an input with `padded[1]` channels by a weight `wd` has groups,
/// depthwise ones included. XLA's CPU plugin runs a grouped convolution's weight gradient
/// (`batch_group_count`) in a generic loop: RegNetX-200MF's training step took 4.8 s against
/// eager's 0.23 s at default settings; a depthwise one (`depthwise_conv`'s fusion of shifted
/// slices, lower/conv.rs) ran 1.1-4x slower than eager, its weight gradient 3x. So grouped
/// convolutions take the conv kernel at any thread count (depthwise: its own loops, no product).
fn grouped(padded: &[i64], wd: &[i64]) -> bool {
    wd[1] > 0 && padded[1] / wd[1] > 1
}

/// Whether a convolution's groups have fewer than [`kernels::SHIFT_MIN_CHANNELS`] input channels
/// each and a patch of at least [`NARROW_MIN_K`] values (ResNet's 7x7 stem: 3 x 49 = 147): the
/// kernel then copies patches and makes one product with `K = C/G * taps`, which the BLAS runs on
/// every thread. At two threads it ran that stem in 15 ms against XLA's 32 (eager 6), 44 against
/// 66 ms with its weight gradient. A 3x3 stem (K = 27) ran slower than XLA's convolution
/// (MobileNetV1 inference 35 -> 46 ms), and so did wide groups (one product per tap)
/// (docs/performance.md): those take the kernel only with one torch thread.
fn narrow(wd: &[i64]) -> bool {
    let k = wd[1..].iter().try_fold(1i64, |a, &v| a.checked_mul(v));
    wd[1] > 0 && wd[1] < kernels::SHIFT_MIN_CHANNELS && k.is_some_and(|k| k >= NARROW_MIN_K)
}

/// The smallest patch (`C/G * taps`) a narrow convolution takes the kernel for at any thread count.
const NARROW_MIN_K: i64 = 128;

/// How a forward convolution goes to the kernels, if it does.
#[derive(Debug, PartialEq)]
pub(super) enum Route {
    /// A 1x1 kernel (any stride): one strided slice of the input times the weight.
    Pointwise,
    /// A 2-d convolution: shifted products over the input's stride phases (cpu_kernels/conv.rs).
    Shifted,
}

/// The kernel route of a forward convolution of these operands (`padded`: the padded input's
/// dims), with `stride` and `dilation`.
pub(super) fn route(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>, w: &Tv<'_, '_>, out_dims: &[i64], padded: &[i64], stride: &[i64], dilation: &[i64]) -> Option<Route> {
    let wd = w.dims();
    let taps: i64 = wd[2..].iter().product();
    if !worth(c, x, w, out_dims) {
        return None;
    }
    if taps == 1 {
        Some(Route::Pointwise)
    } else if (c.b.opts.blas_conv || grouped(padded, &wd) || narrow(&wd)) && wd.len() == 4 && taps <= kernels::MAX_TAPS && window_gives(&padded[2..], &wd[2..], dilation, stride, &out_dims[2..]) {
        Some(Route::Shifted)
    } else {
        None
    }
}

/// Whether a forward convolution of these operands is large enough for the kernels.
fn worth(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>, w: &Tv<'_, '_>, out_dims: &[i64]) -> bool {
    let wd = w.dims();
    let taps: i64 = wd[2..].iter().product();
    let positions: i64 = out_dims[2..].iter().product();
    let macs = [out_dims[0], out_dims[1], positions, wd[1], taps].iter().try_fold(1i64, |a, &v| a.checked_mul(v));
    c.b.has_blas_gemm(x.dtype()) && w.dtype() == x.dtype() && out_dims.iter().all(|&v| v > 0) && macs.is_some_and(|m| m >= MIN_MACS)
}

/// A 1x1 convolution of `xp` (`[N, C, s...]`, already padded and spread) by `w` `[Cout, C/G, 1...]`
/// into `out_dims` `[N, Cout, o...]`, `groups` groups: one product per image (and group) sharing
/// the weight.
pub(super) fn pointwise<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, w: &Tv<'c, 'a>, out_dims: &[i64], stride: &[i64], groups: i64) -> Result<Tv<'c, 'a>> {
    let (xd, wd) = (xp.dims(), w.dims());
    let (batch, chans, cout) = (xd[0], xd[1], wd[0]);
    let positions: i64 = out_dims[2..].iter().product();
    // A parameter weight stored `[1..., C, Cout]` (input_layout) is read in place, transposed.
    let source = c.b.transpose_source(w).filter(|(_, perm)| groups == 1 && *perm == stored_weight(wd.len()));
    // A channels-last input `[N, s..., C]` (conv_aten.rs): one product over every position,
    // `[N * s, C] x [C, Cout]`, whose result is channels-last too, as oneDNN computes it in eager.
    // A strided one reads every `stride`-th position of it, a strided slice XLA fuses into the
    // product's operand.
    if let Some(xs) = channels_last::channels_last_source(c, xp).filter(|_| groups == 1) {
        let o = &out_dims[2..];
        let xs = if stride.iter().all(|&s| s == 1) && xd[2..] == *o {
            xs
        } else {
            let mut limits = vec![batch];
            limits.extend(o.iter().zip(stride).map(|(&o, &s)| (o - 1) * s + 1));
            limits.push(chans);
            let mut steps = vec![1];
            steps.extend(stride);
            steps.push(1);
            c.b.slice(&xs, &vec![0; limits.len()], &limits, &steps)?
        };
        let a = c.b.reshape(&xs, &[1, batch * positions, chans])?;
        let (weight, trans_w) = match &source {
            Some((s, _)) => (c.b.reshape(s, &[1, chans, cout])?, false),
            None => (c.b.reshape(w, &[1, cout, chans])?, true),
        };
        let y = c.b.gemm(&a, false, &weight, trans_w)?;
        let mut cl = vec![batch];
        cl.extend(&out_dims[2..]);
        cl.push(cout);
        return channels_last::seen_as_logical(c, &c.b.reshape(&y, &cl)?);
    }
    let (weight, trans_w) = match source {
        Some((s, _)) => (c.b.reshape(&s, &[1, chans, cout])?, true),
        None => (c.b.reshape(w, &[groups, cout / groups, chans / groups])?, false),
    };
    let p = c.b.reshape(&pointwise_input(c, xp, &out_dims[2..], stride)?, &[batch * groups, chans / groups, positions])?;
    let y = c.b.gemm(&weight, trans_w, &p, false)?;
    c.b.reshape(&y, out_dims)
}

/// The weight gradient `[Cout, C/G, 1...]` of a 1x1 convolution whose padded input is `xp` and
/// whose output gradient is `g` `[N, Cout, o...]`: per image, `g` times the input read
/// transposed, summed over the images.
pub(super) fn pointwise_weight_grad<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, g: &Tv<'c, 'a>, wd: &[i64], stride: &[i64], groups: i64) -> Result<Tv<'c, 'a>> {
    let (xd, gd) = (xp.dims(), g.dims());
    let (batch, chans, cout) = (xd[0], xd[1], wd[0]);
    let positions: i64 = gd[2..].iter().product();
    // One product over all positions, `g[N * O, Cout]^T x x[N * O, C]`, when either operand is
    // channels-last already (channels_last.rs; the other is moved there too), or when the images
    // have few positions for their channels (`few_positions`: both transposed).
    let (xs, gs) = (channels_last::channels_last_source(c, xp), channels_last::channels_last_source(c, g));
    let same_positions = stride.iter().all(|&s| s == 1) && xd[2..] == gd[2..];
    let (xs, gs) = if same_positions { (xs, gs) } else { (None, None) };
    if groups == 1 && (xs.is_some() || gs.is_some() || few_positions(positions, chans, cout)) {
        let rows = batch * positions;
        let xs = match xs {
            Some(t) => c.b.reshape(&t, &[1, rows, chans])?,
            None => {
                let taken = c.b.reshape(&pointwise_input(c, xp, &gd[2..], stride)?, &[batch, chans, positions])?;
                c.b.reshape(&c.b.transpose(&taken, &[0, 2, 1])?, &[1, rows, chans])?
            }
        };
        let gs = match gs {
            Some(t) => c.b.reshape(&t, &[1, rows, cout])?,
            None => c.b.reshape(&c.b.transpose(&c.b.reshape(g, &[batch, cout, positions])?, &[0, 2, 1])?, &[1, rows, cout])?,
        };
        let gw = c.b.gemm(&gs, true, &xs, false)?;
        return c.b.reshape(&gw, wd);
    }
    let cg = chans / groups;
    let p = c.b.reshape(&pointwise_input(c, xp, &gd[2..], stride)?, &[batch * groups, cg, positions])?;
    let gy = c.b.reshape(g, &[batch * groups, cout / groups, positions])?;
    let per_image = c.b.reshape(&c.b.gemm(&gy, false, &p, true)?, &[batch, cout * cg])?;
    let zero = c.b.scalar(g.dtype(), 0.0)?;
    let summed = c.b.reduce(&per_image, &zero, &[0], "stablehlo.add")?;
    c.b.reshape(&summed, wd)
}

/// Whether a 1x1 convolution's weight gradient has so few positions per image (`positions`) for
/// its channels that one product over all images, between transposes of the activations, beats
/// a product per image: those write a `[Cout, C]` result per image, then sum them, which
/// outweighs moving the activations (`positions * (C + Cout)` per image) once the weight is the
/// larger. MobileNetV1's 1024 -> 1024 layer at 4x4, batch 8: a training step of the layer alone
/// 23-32 ms before, 10 ms after (eager 8.7 ms). The forward product stays one per image: with the
/// transposes it was no faster (docs/performance.md).
fn few_positions(positions: i64, chans: i64, cout: i64) -> bool {
    matches!((chans.checked_mul(cout), positions.checked_mul(chans + cout)), (Some(w), Some(a)) if w > a)
}

/// The kernels' window parameters: s64[8] (kh, kw, dh, dw, sh, sw, groups, shift).
fn window_params<'c, 'a>(c: &Call<'_, 'c, 'a>, k: &[i64], dilation: &[i64], stride: &[i64], groups: i64, shift: bool) -> Result<Tv<'c, 'a>> {
    let v = [k[0], k[1], dilation[0], dilation[1], stride[0], stride[1], groups, shift as i64];
    let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    c.b.constant_bytes(DType::I64, &[8], &bytes)
}

/// Whether the kernels' window over a padded input of spatial sizes `p` gives outputs `o`.
fn window_gives(p: &[i64], k: &[i64], dilation: &[i64], stride: &[i64], o: &[i64]) -> bool {
    // A stride past the padded extent would only size the kernel's phase buffer up; XLA's
    // convolution takes such windows.
    (0..2).all(|i| p[i] > (k[i] - 1) * dilation[i] && stride[i] <= p[i] && (p[i] - (k[i] - 1) * dilation[i] - 1) / stride[i] + 1 == o[i])
}

/// A 2-d convolution of the padded input `xp` `[N, C, Hp, Wp]` with `w` `[Cout, C/G, kh, kw]`
/// into `out_dims` `[N, Cout, Ho, Wo]`, through patches of the input's stride phases.
pub(super) fn shifted<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, w: &Tv<'c, 'a>, out_dims: &[i64], stride: &[i64], dilation: &[i64], groups: i64) -> Result<Tv<'c, 'a>> {
    let (xd, wd) = (xp.dims(), w.dims());
    let (batch, chans, cout) = (xd[0], xd[1], wd[0]);
    let (k, taps) = (&wd[2..], wd[2] * wd[3]);
    let (ho, wo, wq) = (out_dims[2], out_dims[3], kernels::phase_width(xd[3], stride[1]));
    // A parameter weight stored [kh, kw, C, Cout] (input_layout) is read in place.
    let stored = c.b.transpose_source(w).filter(|(_, perm)| groups == 1 && *perm == stored_weight(4));
    let (og, cg) = (cout / groups, chans / groups);
    let shift = cg >= kernels::SHIFT_MIN_CHANNELS;
    let (target, weight) = match (stored, shift) {
        // [kh, kw, C, Cout]: tap-major rows, as both modes read a transposed weight.
        (Some((s, _)), true) => (kernels::FORWARD_T, c.b.reshape(&s, &[taps, chans, cout])?),
        (Some((s, _)), false) => (kernels::FORWARD_T, c.b.reshape(&s, &[taps * chans, cout])?),
        // [Cout, C/G, kh, kw]: as it is for patches, taps first for shifted products.
        (None, false) => (kernels::FORWARD, c.b.reshape(w, &[groups, og, cg * taps])?),
        (None, true) => {
            let grouped = c.b.reshape(w, &[groups, og, cg, taps])?;
            (kernels::FORWARD, c.b.transpose(&grouped, &[0, 3, 1, 2])?)
        }
    };
    let params = window_params(c, k, dilation, stride, groups, shift)?;
    let y = c.b.cpu_kernel(target, &[xp, &weight, &params], TensorType::new(xp.dtype(), &[batch, cout, ho * wq]))?;
    let y = c.b.reshape(&y, &[batch, cout, ho, wq])?;
    if wq == wo {
        return Ok(y);
    }
    c.b.slice(&y, &[0, 0, 0, 0], &[batch, cout, ho, wo], &[1, 1, 1, 1])
}

/// The weight gradient `[Cout, C/G, kh, kw]` of a 2-d convolution whose padded input is `xp`
/// and whose output gradient is `g` `[N, Cout, Ho, Wo]`, through patches of the input's phases.
pub(super) fn shifted_weight_grad<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, g: &Tv<'c, 'a>, wd: &[i64], stride: &[i64], dilation: &[i64], groups: i64) -> Result<Tv<'c, 'a>> {
    let (xd, gd) = (xp.dims(), g.dims());
    let (batch, chans, cout) = (xd[0], xd[1], wd[0]);
    let k = &wd[2..];
    let (ho, wo, wq) = (gd[2], gd[3], kernels::phase_width(xd[3], stride[1]));
    // The output gradient on the phase width, zero on the columns the forward pass dropped.
    let zero = c.b.scalar(g.dtype(), 0.0)?;
    let gp = c.b.pad(g, &zero, &[0, 0, 0, 0], &[0, 0, 0, wq - wo], &[0, 0, 0, 0])?;
    let gp = c.b.reshape(&gp, &[batch, cout, ho * wq])?;
    let (og, cg, taps) = (cout / groups, chans / groups, k[0] * k[1]);
    let shift = cg >= kernels::SHIFT_MIN_CHANNELS;
    let params = window_params(c, k, dilation, stride, groups, shift)?;
    if !shift {
        let gw = c.b.cpu_kernel(kernels::WEIGHT_GRAD, &[xp, &gp, &params], TensorType::new(xp.dtype(), &[groups, og, cg * taps]))?;
        return c.b.reshape(&gw, wd);
    }
    let gw = c.b.cpu_kernel(kernels::WEIGHT_GRAD, &[xp, &gp, &params], TensorType::new(xp.dtype(), &[groups, taps, og, cg]))?;
    c.b.reshape(&c.b.transpose(&gw, &[0, 2, 3, 1])?, wd)
}

/// How the weight gradient of this convolution goes to the kernels, if it does: as for the
/// forward convolution ([`route`]).
pub(super) fn grad_route(c: &Call<'_, '_, '_>, g: &Tv<'_, '_>, wd: &[i64], padded: &[i64], stride: &[i64], dilation: &[i64]) -> Option<Route> {
    if !grad_wanted(c, g, wd) {
        None
    } else if wd[2..].iter().all(|&k| k == 1) {
        Some(Route::Pointwise)
    } else if (c.b.opts.blas_conv || grouped(padded, wd) || narrow(wd)) && wd.len() == 4 && wd[2..].iter().product::<i64>() <= kernels::MAX_TAPS && window_gives(&padded[2..], &wd[2..], dilation, stride, &g.dims()[2..]) {
        Some(Route::Shifted)
    } else {
        None
    }
}

/// Whether the weight gradient of this convolution is large enough for the kernels.
fn grad_wanted(c: &Call<'_, '_, '_>, g: &Tv<'_, '_>, wd: &[i64]) -> bool {
    let gd = g.dims();
    let positions: i64 = gd[2..].iter().product();
    let macs = [gd[0], wd[0], wd[1], positions].iter().chain(&wd[2..]).try_fold(1i64, |a, &v| a.checked_mul(v));
    c.b.has_blas_gemm(g.dtype()) && gd.iter().all(|&v| v > 0) && macs.is_some_and(|m| m >= MIN_MACS)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_stored_weight_is_read_through_the_inverse_permutation() {
        // input_layout stores [kh, kw, C, Cout] = transpose(w, [2, 3, 1, 0]); the logical weight is
        // that transposed back by the inverse, [3, 2, 0, 1].
        assert_eq!(super::stored_weight(4), vec![3, 2, 0, 1]);
        assert_eq!(super::stored_weight(3), vec![2, 1, 0]);
    }
}
