//! Convolutions as patches times weights in the BLAS gemm kernel (emit/gemm.rs), in torch's
//! channels-first layout, with no transpose of the input or the result.
//!
//! XLA's CPU convolutions run at 0.2-0.6x eager's speed on one core (a 1x1 convolution
//! 256 -> 64 channels over 8x56x56: 26 ms against 5.9 ms; ResNet's 7x7 stem: 75 ms against 15 ms).
//! Here each kernel tap is a strided slice of the padded input `[N, C, o...]`; the taps are
//! stacked into patches `[N, C * taps, O]` (`O` the output positions), and every image's output
//! `[Cout, O]` is the weight `[Cout, C * taps]` times its patches: one batched kernel call whose
//! weight operand is shared by every image (and by each image's group `g`, for grouped
//! convolutions). A 1x1 convolution with stride 1 has no patches to build: the input is read as
//! it is. The weight's gradient is each image's output gradient times its patches transposed,
//! summed over the images.
//!
//! Only where the target has the kernel (`Builder::has_blas_gemm`); the result is the same sum of
//! products as `stablehlo.convolution`, in another order.

use super::call::Call;
use crate::emit::Tv;
use crate::ir::{DType, TensorType};
use crate::runtime::cpu_kernels::conv as kernels;
use crate::Result;

/// The fewest multiply-adds for which a convolution goes to the kernel (emit/gemm.rs's bound).
const MIN_MACS: i64 = 1 << 15;

/// Kernel-tap positions of a window of sizes `k`, row-major (the weight's layout).
fn taps(k: &[i64]) -> Vec<Vec<i64>> {
    let mut out = vec![vec![]];
    for &size in k {
        out = out.into_iter().flat_map(|p: Vec<i64>| (0..size).map(move |i| [p.clone(), vec![i]].concat())).collect();
    }
    out
}

/// Patches of `xp` (`[N, C, p...]`, already padded and spread): `[N, C * taps, O]`, ordered
/// channel-major (`c * taps + tap`, the weight's `[Cout, C, k...]` order) or, with `taps_major`,
/// tap-major (`tap * C + c`, the `[k..., C, Cout]` order the `input_layout` pass gives a
/// parameter weight).
fn patches<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, k: &[i64], o: &[i64], stride: &[i64], dilation: &[i64], taps_major: bool) -> Result<Tv<'c, 'a>> {
    let d = xp.dims();
    let (batch, chans) = (d[0], d[1]);
    let positions: i64 = o.iter().product();
    let tap_list = taps(k);
    let ntaps = tap_list.len() as i64;
    // Each tap keeps its spatial dims (a reshape that only inserts the unit dim is free; one that
    // flattened a strided slice would cost XLA index arithmetic per element, 6x slower).
    let mut piece = if taps_major { vec![batch, 1, chans] } else { vec![batch, chans, 1] };
    piece.extend_from_slice(o);
    let mut parts = Vec::with_capacity(tap_list.len());
    for pos in &tap_list {
        let (mut start, mut limit, mut steps) = (vec![0, 0], vec![batch, chans], vec![1, 1]);
        for i in 0..k.len() {
            let s = pos[i] * dilation[i];
            start.push(s);
            limit.push(s + (o[i] - 1) * stride[i] + 1);
            steps.push(stride[i]);
        }
        let tap = if start.iter().all(|&v| v == 0) && limit == d && steps.iter().all(|&v| v == 1) {
            xp.clone()
        } else {
            c.b.slice(xp, &start, &limit, &steps)?
        };
        parts.push(c.b.reshape(&tap, &piece)?);
    }
    let stacked = if parts.len() == 1 {
        parts.remove(0)
    } else {
        let refs: Vec<&Tv<'c, 'a>> = parts.iter().collect();
        c.b.concatenate(&refs, if taps_major { 1 } else { 2 })?
    };
    c.b.reshape(&stacked, &[batch, chans * ntaps, positions])
}

/// How a forward convolution goes to the kernels, if it does.
#[derive(Debug, PartialEq)]
pub(super) enum Route {
    /// A 1x1 kernel (any stride): one strided slice of the input times the weight.
    Pointwise,
    /// A stride-1 2-d convolution without groups: shifted products (cpu_kernels/conv.rs).
    Shifted,
}

/// The kernel route of a forward convolution of these operands, with `stride` and `groups`.
pub(super) fn route(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>, w: &Tv<'_, '_>, out_dims: &[i64], stride: &[i64], groups: i64) -> Option<Route> {
    let wd = w.dims();
    let taps: i64 = wd[2..].iter().product();
    if !worth(c, x, w, out_dims) {
        return None;
    }
    if taps == 1 {
        Some(Route::Pointwise)
    } else if wd.len() == 4 && groups == 1 && stride.iter().all(|&s| s == 1) {
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

/// `x` `[N, C, s...]` (already padded and spread: `xp`) convolved with `w` `[Cout, C/G, k...]`
/// into `out_dims` `[N, Cout, o...]`, `groups` groups, through the kernel.
pub(super) fn forward<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, w: &Tv<'c, 'a>, out_dims: &[i64], stride: &[i64], dilation: &[i64], groups: i64) -> Result<Tv<'c, 'a>> {
    let (xd, wd) = (xp.dims(), w.dims());
    let (batch, chans, cout) = (xd[0], xd[1], wd[0]);
    let k = &wd[2..];
    let ntaps: i64 = k.iter().product();
    let o = &out_dims[2..];
    let positions: i64 = o.iter().product();
    // A parameter weight stored `[k..., C, Cout]` (input_layout) is read in place, transposed.
    let mut stored: Vec<i64> = (2..wd.len() as i64).collect();
    stored.extend([1, 0]);
    let source = c.b.transpose_source(w).filter(|(_, perm)| groups == 1 && *perm == stored);
    let (weight, trans_w, taps_major) = match source {
        Some((s, _)) => (c.b.reshape(&s, &[1, ntaps * chans, cout])?, true, true),
        None => (c.b.reshape(w, &[groups, cout / groups, chans / groups * ntaps])?, false, false),
    };
    let p = patches(c, xp, k, o, stride, dilation, taps_major)?;
    let p = c.b.reshape(&p, &[batch * groups, chans / groups * ntaps, positions])?;
    let y = c.b.gemm(&weight, trans_w, &p, false)?;
    c.b.reshape(&y, out_dims)
}

/// The weight gradient `[Cout, C/G, k...]` of a convolution whose padded input is `xp` and whose
/// output gradient is `g` `[N, Cout, o...]`: per image, `g` times the patches transposed, summed
/// over the images.
pub(super) fn weight_grad<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, g: &Tv<'c, 'a>, wd: &[i64], stride: &[i64], dilation: &[i64], groups: i64) -> Result<Tv<'c, 'a>> {
    let (xd, gd) = (xp.dims(), g.dims());
    let (batch, chans, cout) = (xd[0], xd[1], wd[0]);
    let k = &wd[2..];
    let ntaps: i64 = k.iter().product();
    let o = &gd[2..];
    let positions: i64 = o.iter().product();
    let kc = chans / groups * ntaps;
    let p = c.b.reshape(&patches(c, xp, k, o, stride, dilation, false)?, &[batch * groups, kc, positions])?;
    let gy = c.b.reshape(g, &[batch * groups, cout / groups, positions])?;
    let per_image = c.b.reshape(&c.b.gemm(&gy, false, &p, true)?, &[batch, cout * kc])?;
    let zero = c.b.scalar(g.dtype(), 0.0)?;
    let summed = c.b.reduce(&per_image, &zero, &[0], "stablehlo.add")?;
    c.b.reshape(&summed, wd)
}

/// `xp` `[N, C, Hp, Wp]` with one more zero row, flattened per channel: `[N, C, (Hp + 1) * Wp]`,
/// the input the shifted kernels read (cpu_kernels/conv.rs).
fn rows<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = xp.dims();
    let zero = c.b.scalar(xp.dtype(), 0.0)?;
    let grown = c.b.pad(xp, &zero, &[0, 0, 0, 0], &[0, 0, 1, 0], &[0, 0, 0, 0])?;
    c.b.reshape(&grown, &[d[0], d[1], (d[2] + 1) * d[3]])
}

/// The kernels' window parameters: s64[6] (kh, kw, dh, dw, Wp, Ho).
fn window_params<'c, 'a>(c: &Call<'_, 'c, 'a>, k: &[i64], dilation: &[i64], wp: i64, ho: i64) -> Result<Tv<'c, 'a>> {
    let v = [k[0], k[1], dilation[0], dilation[1], wp, ho];
    let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    c.b.constant_bytes(DType::I64, &[6], &bytes)
}

/// A stride-1, ungrouped 2-d convolution of the padded input `xp` `[N, C, Hp, Wp]` with `w`
/// `[Cout, C, kh, kw]` into `out_dims` `[N, Cout, Ho, Wo]`, as shifted products.
pub(super) fn shifted<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, w: &Tv<'c, 'a>, out_dims: &[i64], dilation: &[i64]) -> Result<Tv<'c, 'a>> {
    let (xd, wd) = (xp.dims(), w.dims());
    let (batch, chans, cout) = (xd[0], xd[1], wd[0]);
    let (k, taps) = (&wd[2..], wd[2] * wd[3]);
    let (ho, wo, wp) = (out_dims[2], out_dims[3], xd[3]);
    if xd[2] - (k[0] - 1) * dilation[0] != ho || wp - (k[1] - 1) * dilation[1] != wo {
        return Err(crate::Error::Internal(format!("shifted convolution of {} by {}: the window does not give {out_dims:?}", xp.ty, w.ty)));
    }
    // A parameter weight stored [kh, kw, C, Cout] (input_layout) is read in place.
    let (target, weight) = match c.b.transpose_source(w).filter(|(_, perm)| perm == &[2, 3, 1, 0]) {
        Some((s, _)) => (kernels::FORWARD_T, c.b.reshape(&s, &[taps, chans, cout])?),
        None => (kernels::FORWARD, c.b.reshape(&c.b.transpose(w, &[2, 3, 0, 1])?, &[taps, cout, chans])?),
    };
    let params = window_params(c, k, dilation, wp, ho)?;
    let y = c.b.cpu_kernel(target, &[&rows(c, xp)?, &weight, &params], TensorType::new(xp.dtype(), &[batch, cout, ho * wp]))?;
    let y = c.b.reshape(&y, &[batch, cout, ho, wp])?;
    if wp == wo {
        return Ok(y);
    }
    c.b.slice(&y, &[0, 0, 0, 0], &[batch, cout, ho, wo], &[1, 1, 1, 1])
}

/// The weight gradient `[Cout, C, kh, kw]` of a stride-1, ungrouped 2-d convolution whose padded
/// input is `xp` and whose output gradient is `g` `[N, Cout, Ho, Wo]`, as shifted products.
pub(super) fn shifted_weight_grad<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, g: &Tv<'c, 'a>, wd: &[i64], dilation: &[i64]) -> Result<Tv<'c, 'a>> {
    let (xd, gd) = (xp.dims(), g.dims());
    let (batch, chans, cout) = (xd[0], xd[1], wd[0]);
    let (k, taps) = (&wd[2..], wd[2] * wd[3]);
    let (ho, wo, wp) = (gd[2], gd[3], xd[3]);
    if xd[2] - (k[0] - 1) * dilation[0] != ho || wp - (k[1] - 1) * dilation[1] != wo {
        return Err(crate::Error::Internal(format!("shifted weight gradient of {} and {}: the window does not agree", xp.ty, g.ty)));
    }
    // The output gradient on the padded width, zero on the columns the forward pass discarded.
    let zero = c.b.scalar(g.dtype(), 0.0)?;
    let gp = c.b.pad(g, &zero, &[0, 0, 0, 0], &[0, 0, 0, wp - wo], &[0, 0, 0, 0])?;
    let gp = c.b.reshape(&gp, &[batch, cout, ho * wp])?;
    let params = window_params(c, k, dilation, wp, ho)?;
    let gw = c.b.cpu_kernel(kernels::WEIGHT_GRAD, &[&rows(c, xp)?, &gp, &params], TensorType::new(xp.dtype(), &[taps, cout, chans]))?;
    let gw = c.b.reshape(&gw, &[k[0], k[1], cout, chans])?;
    c.b.transpose(&gw, &[2, 3, 0, 1])
}

/// How the weight gradient of this convolution goes to the kernels, if it does: as for the
/// forward convolution ([`route`]).
pub(super) fn grad_route(c: &Call<'_, '_, '_>, g: &Tv<'_, '_>, wd: &[i64], stride: &[i64], groups: i64) -> Option<Route> {
    if !grad_wanted(c, g, wd) {
        None
    } else if wd[2..].iter().all(|&k| k == 1) {
        Some(Route::Pointwise)
    } else if wd.len() == 4 && groups == 1 && stride.iter().all(|&s| s == 1) {
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
    use super::taps;

    #[test]
    fn taps_are_row_major() {
        assert_eq!(taps(&[2, 3]), vec![vec![0, 0], vec![0, 1], vec![0, 2], vec![1, 0], vec![1, 1], vec![1, 2]]);
        assert_eq!(taps(&[1]), vec![vec![0]]);
    }
}
