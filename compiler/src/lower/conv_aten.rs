//! Convolutions in torch's own CPU kernels (oneDNN through ATen; runtime/cpu_kernels/aten.rs):
//! the forward convolution, its input gradient and its weight gradient, each one custom call on
//! the unpadded operands in torch's layout, as eager PyTorch runs them.
//!
//! On two cores, XLA's convolutions took 1.5-5x eager's time (ResNet's 3x3 layers, forward and
//! backward: 30-36 ms against 19-20; docs/performance.md) and torchtpu's own conv kernel did no
//! better there. Where the target has the ATen kernels (`EmitOptions::aten_conv`), every float
//! convolution large enough for a kernel goes to them, except:
//! - 1x1 convolutions where the BLAS kernel has them (conv_gemm.rs, `Route::Pointwise`): one
//!   product per image, as fast as eager's, whose weight XLA may read in place;
//! - a depthwise convolution's weight gradient, which torchtpu's own loops compute faster than
//!   eager (conv.rs, `depthwise_weight_grad`);
//! - depthwise convolutions of fewer than [`MIN_DEPTHWISE_TAPS`] taps (3x3), which XLA fuses with
//!   the batch norm and activation around them.
//!
//! The last two only on channels-first activations: on channels-last ones oneDNN's
//! channels-last kernels are the fast ones.
//!
//! Bias stays XLA's add (fused with what follows). The results are eager's, bit for bit.
//!
//! **Channels-last.** An activation that is a transpose of a channels-last tensor (`[N, s..., C]`
//! seen as `[N, C, s...]`, as timm's `LayerNorm2d` and ConvNeXt's blocks leave it) is handed to
//! the kernel as it lies, with a layout bit, and a forward or input gradient on such an input
//! comes back channels-last too, seen through one transpose: oneDNN then runs channels-last, as
//! it does in eager for these tensors, and XLA writes no transpose around the call (the next
//! permute back to `[N, s..., C]` folds into that one). In a convolutional network computed
//! channels-last (channels_last.rs, `preferred`) a channels-first input or output gradient gets a
//! channels-last result too: the kernel moves it first.

use super::call::Call;
use super::channels_last::{self, channels_last_dims, channels_last_source, seen_as_logical};
use super::conv_gemm::MIN_MACS;
use crate::emit::Tv;
use crate::ir::{DType, TensorType};
use crate::runtime::cpu_kernels::aten as kernels;
use crate::Result;

/// The fewest taps of a depthwise convolution that takes the ATen kernels (5x5); smaller ones stay
/// XLA's fusion (conv.rs, `aten_takes`).
pub(super) const MIN_DEPTHWISE_TAPS: i64 = 25;

/// A forward-form convolution's window, torch's way: per spatial dim.
pub(super) struct Window<'v> {
    pub stride: &'v [i64],
    pub padding: &'v [i64],
    pub dilation: &'v [i64],
    pub groups: i64,
}

/// Whether a convolution of `x` by `w` (torch layout, `[N, C, s...]` and `[Cout, C/G, k...]`)
/// into `out_dims` takes the ATen kernels: float32 or float64, 1 to 3 spatial dims, no empty
/// dim, and at least [`MIN_MACS`] multiply-adds.
pub(super) fn takes(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>, w: &Tv<'_, '_>, out_dims: &[i64]) -> bool {
    let (xd, wd) = (x.dims(), w.dims());
    let macs = out_dims.iter().chain(&wd[1..]).try_fold(1i64, |a, &v| a.checked_mul(v));
    c.b.opts.aten_conv
        && matches!(x.dtype(), DType::F32 | DType::F64)
        && w.dtype() == x.dtype()
        && (3..=5).contains(&xd.len())
        && wd.len() == xd.len()
        && out_dims.len() == xd.len()
        && xd.iter().chain(&wd).chain(out_dims).all(|&v| v > 0)
        && macs.is_some_and(|m| m >= MIN_MACS)
}

/// The kernels' params: s64[3 + 3S] (S, groups, threads, strides, paddings, dilations), with the
/// layout bits after them when any is set.
fn params<'c, 'a>(c: &Call<'_, 'c, 'a>, win: &Window<'_>, layout: i64) -> Result<Tv<'c, 'a>> {
    let mut v = window_values(c, win);
    if layout != 0 {
        v.push(layout);
    }
    constant_params(c, &v)
}

/// The params of [`kernels::POINTWISE`]: the window, the layout bits (always present) and `tail`.
fn params_with<'c, 'a>(c: &Call<'_, 'c, 'a>, win: &Window<'_>, layout: i64, tail: &[i64]) -> Result<Tv<'c, 'a>> {
    let mut v = window_values(c, win);
    v.push(layout);
    v.extend(tail);
    constant_params(c, &v)
}

/// `S`, groups, threads, strides, paddings, dilations.
fn window_values(c: &Call<'_, '_, '_>, win: &Window<'_>) -> Vec<i64> {
    let s = win.stride.len() as i64;
    let mut v = vec![s, win.groups, i64::from(c.b.opts.cpu_threads)];
    v.extend(win.stride.iter().chain(win.padding).chain(win.dilation));
    v
}

fn constant_params<'c, 'a>(c: &Call<'_, 'c, 'a>, v: &[i64]) -> Result<Tv<'c, 'a>> {
    let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    c.b.constant_bytes(DType::I64, &[v.len() as i64], &bytes)
}

/// The weight as the kernel takes it beside a channels-last activation: `[Cout, k..., C/G]`
/// (2-d convolutions), with [`kernels::WEIGHT_CHANNELS_LAST`], where that costs nothing. oneDNN
/// reads a weight in that layout when its input is channels-last, and copies a
/// `[Cout, C/G, k...]` one into it on every call (ResNet's 512-channel 3x3 layers at 8x7x7: 6.5
/// against 5.5 ms a call; docs/performance.md). Taken so: a weight that is a transpose of that
/// layout (an inference parameter, which the `input_layout` pass prepares so), a 1x1 or depthwise
/// weight (only dims of size 1 move: a reshape), and one the program computes elementwise (an
/// inference batch norm's fold, capture/conv_epilogue.py), whose loop then writes it
/// transposed. Any other weight (a training step's parameter) stays as it is: XLA's transpose of
/// it cost more than oneDNN's copy (ResNet-18's training step 441-451 against 432-440 ms).
fn channels_last_weight<'c, 'a>(c: &Call<'_, 'c, 'a>, w: &Tv<'c, 'a>) -> Result<(Tv<'c, 'a>, i64)> {
    if w.rank() != 4 {
        return Ok((w.clone(), 0));
    }
    if let Some(ws) = channels_last_source(c, w) {
        return Ok((ws, kernels::WEIGHT_CHANNELS_LAST));
    }
    let d = w.dims();
    let moves = |n: &str| matches!(n, "stablehlo.transpose" | "stablehlo.reshape" | "stablehlo.slice" | "stablehlo.broadcast_in_dim");
    let computed = c.b.producer(w).is_some_and(|n| !moves(&n));
    if computed || d[1] == 1 || d[2] * d[3] == 1 {
        return Ok((c.b.transpose(w, &[0, 2, 3, 1])?, kernels::WEIGHT_CHANNELS_LAST));
    }
    Ok((w.clone(), 0))
}

/// `y = conv(x, w)` into `out_dims`.
///
/// A channels-last input is read as it lies when the result is no larger than the input: the
/// result comes back channels-last, and where what follows needs it channels-first, XLA's
/// transpose of the result then costs no more than the input's would have (a channels-last
/// ResNet's stem, 3 -> 64 channels, keeps the transpose on its input: 140 -> 120 ms per
/// inference call).
pub(super) fn forward<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, w: &Tv<'c, 'a>, out_dims: &[i64], win: &Window<'_>) -> Result<Tv<'c, 'a>> {
    let no_larger = out_dims.iter().product::<i64>() <= x.dims().iter().product::<i64>();
    let preferred = x.rank() == 4 && channels_last::preferred(c);
    if let Some(xs) = channels_last_source(c, x).filter(|_| no_larger || preferred) {
        let (ws, wl) = channels_last_weight(c, w)?;
        let p = params(c, win, kernels::FIRST_CHANNELS_LAST | kernels::RESULT_CHANNELS_LAST | wl)?;
        let y = c.b.cpu_kernel(kernels::FORWARD, &[&xs, &ws, &p], TensorType::new(x.dtype(), &channels_last_dims(out_dims)))?;
        return seen_as_logical(c, &y);
    }
    if preferred {
        // A channels-first input (the network's image): the kernel moves it channels-last
        // (aten_kernels.cpp), so oneDNN runs channels-last and the result comes back so.
        let (ws, wl) = channels_last_weight(c, w)?;
        let p = params(c, win, kernels::RESULT_CHANNELS_LAST | wl)?;
        let y = c.b.cpu_kernel(kernels::FORWARD, &[x, &ws, &p], TensorType::new(x.dtype(), &channels_last_dims(out_dims)))?;
        return seen_as_logical(c, &y);
    }
    let p = params(c, win, 0)?;
    c.b.cpu_kernel(kernels::FORWARD, &[x, w, &p], TensorType::new(x.dtype(), out_dims))
}

/// `y = unary(conv(x, w) + b)` into `out_dims`, float32, one call of oneDNN's convolution with
/// the activation as its post-op ([`kernels::POINTWISE`]); the layouts as [`forward`] picks them.
pub(super) fn forward_pointwise<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, w: &Tv<'c, 'a>, b: &Tv<'c, 'a>, out_dims: &[i64], win: &Window<'_>, unary: kernels::Unary) -> Result<Tv<'c, 'a>> {
    let no_larger = out_dims.iter().product::<i64>() <= x.dims().iter().product::<i64>();
    let preferred = x.rank() == 4 && channels_last::preferred(c);
    let (code, scalars) = unary.encode();
    let tail = [code, scalars[0].to_bits() as i64, scalars[1].to_bits() as i64];
    let call = |x: &Tv<'c, 'a>, layout: i64, dims: &[i64]| -> Result<Tv<'c, 'a>> {
        let (ws, wl) = if layout & kernels::RESULT_CHANNELS_LAST != 0 { channels_last_weight(c, w)? } else { (w.clone(), 0) };
        let p = params_with(c, win, layout | wl, &tail)?;
        c.b.cpu_kernel(kernels::POINTWISE, &[x, &ws, b, &p], TensorType::new(x.dtype(), dims))
    };
    if let Some(xs) = channels_last_source(c, x).filter(|_| no_larger || preferred) {
        let y = call(&xs, kernels::FIRST_CHANNELS_LAST | kernels::RESULT_CHANNELS_LAST, &channels_last_dims(out_dims))?;
        return seen_as_logical(c, &y);
    }
    if preferred {
        let y = call(x, kernels::RESULT_CHANNELS_LAST, &channels_last_dims(out_dims))?;
        return seen_as_logical(c, &y);
    }
    call(x, 0, out_dims)
}

/// The gradient of the input (of dims `x_dims`) for output gradient `g`.
pub(super) fn input_grad<'c, 'a>(c: &Call<'_, 'c, 'a>, g: &Tv<'c, 'a>, w: &Tv<'c, 'a>, x_dims: &[i64], win: &Window<'_>) -> Result<Tv<'c, 'a>> {
    if let Some(gs) = channels_last_source(c, g) {
        let (ws, wl) = channels_last_weight(c, w)?;
        let p = params(c, win, kernels::FIRST_CHANNELS_LAST | kernels::RESULT_CHANNELS_LAST | wl)?;
        let gx = c.b.cpu_kernel(kernels::INPUT_GRAD, &[&gs, &ws, &p], TensorType::new(g.dtype(), &channels_last_dims(x_dims)))?;
        return seen_as_logical(c, &gx);
    }
    if g.rank() == 4 && channels_last::preferred(c) {
        // As in `forward`: the kernel moves a channels-first gradient channels-last.
        let (ws, wl) = channels_last_weight(c, w)?;
        let p = params(c, win, kernels::RESULT_CHANNELS_LAST | wl)?;
        let gx = c.b.cpu_kernel(kernels::INPUT_GRAD, &[g, &ws, &p], TensorType::new(g.dtype(), &channels_last_dims(x_dims)))?;
        return seen_as_logical(c, &gx);
    }
    let p = params(c, win, 0)?;
    c.b.cpu_kernel(kernels::INPUT_GRAD, &[g, w, &p], TensorType::new(g.dtype(), x_dims))
}

/// The gradient of the weight (of dims `w_dims`) for output gradient `g`.
pub(super) fn weight_grad<'c, 'a>(c: &Call<'_, 'c, 'a>, g: &Tv<'c, 'a>, x: &Tv<'c, 'a>, w_dims: &[i64], win: &Window<'_>) -> Result<Tv<'c, 'a>> {
    let (gs, xs) = (channels_last_source(c, g), channels_last_source(c, x));
    let layout = if gs.is_some() { kernels::FIRST_CHANNELS_LAST } else { 0 } | if xs.is_some() { kernels::INPUT_CHANNELS_LAST } else { 0 };
    let p = params(c, win, layout)?;
    let (g, x) = (gs.as_ref().unwrap_or(g), xs.as_ref().unwrap_or(x));
    c.b.cpu_kernel(kernels::WEIGHT_GRAD, &[g, x, &p], TensorType::new(g.dtype(), w_dims))
}
