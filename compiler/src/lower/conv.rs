//! Convolution (1-3 spatial dims, stride, padding, dilation, groups, transposed) and
//! `convolution_backward` for the non-transposed case.

use super::call::Call;
use super::conv_aten;
use super::conv_gemm::{self, tap_slice};
use crate::emit::{ConvDims, Tv};
use crate::ir::{DType, Operand};
use crate::Result;
use super::traits::{OpRule, op, Pad};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten.convolution.default", convolution).pad(Pad::Convolution),
    op("aten.convolution_backward.default", convolution_backward).pad(Pad::ConvolutionBackward),
    op("mkldnn._convolution_pointwise.default", convolution_pointwise).pad(Pad::Convolution),
];

/// A per-spatial-dim parameter; torch lets a single value stand for all dims.
/// Each value is at least `default` (1 for strides and dilations, 0 for paddings) and at most
/// [`MAX_PARAM`].
fn per_dim(c: &Call<'_, '_, '_>, i: usize, name: &str, n: usize, default: i64) -> Result<Vec<i64>> {
    let v = c.opt_ints(i, name)?.unwrap_or_default();
    let v = match v.len() {
        0 => vec![default; n],
        1 => vec![v[0]; n],
        k if k == n => v,
        k => return Err(c.invalid(format!("`{name}` has {k} values for {n} spatial dims"))),
    };
    if let Some(bad) = v.iter().find(|&&x| x < default || x > MAX_PARAM) {
        return Err(c.invalid(format!("`{name}` {bad} is out of range ({default} to 2^20)")));
    }
    Ok(v)
}

/// The largest stride, padding or dilation a convolution may have. With dims capped at 2^40
/// (`ir::MAX_ELEMENTS`), the window arithmetic below stays far inside an `i64`.
const MAX_PARAM: i64 = 1 << 20;

/// The most kernel taps `conv_as_dot` writes out as slices; a larger kernel stays one
/// `stablehlo.convolution`.
const MAX_PATCH_TAPS: i64 = 4096;

/// Checks the operands of a convolution (or its backward) before any window arithmetic: `n`
/// spatial dims everywhere, a result of the same rank (`out_dims`, when the rule reads it), and
/// `groups` dividing the channels.
fn check_operands(c: &Call<'_, '_, '_>, n: usize, tensors: &[&Tv<'_, '_>], out_dims: Option<&[i64]>, groups: i64) -> Result<()> {
    let x = tensors[0];
    let w = tensors[1];
    if let Some(od) = out_dims.filter(|od| od.len() != n + 2) {
        return Err(c.invalid(format!("result {od:?} does not have {} dims", n + 2)));
    }
    if tensors.iter().any(|t| t.rank() != n + 2) {
        return Err(c.invalid(format!("operands {} do not all have {} dims", tensors.iter().map(|t| t.ty.to_string()).collect::<Vec<_>>().join(", "), n + 2)));
    }
    let (xd, wd) = (x.dims(), w.dims());
    if groups > xd[1].max(wd[0]).max(1) || xd[1] % groups != 0 || wd[0] % groups != 0 {
        return Err(c.invalid(format!("groups {groups} does not divide the channels of {} and {}", x.ty, w.ty)));
    }
    Ok(())
}

struct Params {
    stride: Vec<i64>,
    padding: Vec<i64>,
    dilation: Vec<i64>,
    groups: i64,
}

fn params(c: &Call<'_, '_, '_>, n: usize, first: usize) -> Result<Params> {
    Ok(Params {
        stride: per_dim(c, first, "stride", n, 1)?,
        padding: per_dim(c, first + 1, "padding", n, 0)?,
        dilation: per_dim(c, first + 2, "dilation", n, 1)?,
        groups: c.int_or(first + 5, "groups", 1)?.clamp(1, MAX_PARAM),
    })
}

/// Weight `[Cin, Cout/g, k...]` of a transposed conv as the `[Cout, Cin/g, k...]` kernel of the
/// equivalent forward conv, spatially flipped. Also the kernel of a conv's input gradient
/// (`[Cout, Cin/g, k]` → `[Cin, Cout/g, k]`, flipped).
fn swap_io_and_flip<'c, 'a>(c: &Call<'_, 'c, 'a>, w: &Tv<'c, 'a>, groups: i64) -> Result<Tv<'c, 'a>> {
    let d = w.dims();
    let (a, b) = (d[0], d[1]);
    let mut grouped = vec![groups, a / groups, b];
    grouped.extend_from_slice(&d[2..]);
    let g = c.b.reshape(w, &grouped)?;
    let mut perm: Vec<i64> = vec![0, 2, 1];
    perm.extend(3..grouped.len() as i64);
    let t = c.b.transpose(&g, &perm)?;
    let mut out = vec![b * groups, a / groups];
    out.extend_from_slice(&d[2..]);
    let r = c.b.reshape(&t, &out)?;
    let spatial: Vec<i64> = (2..out.len() as i64).collect();
    c.b.reverse(&r, &spatial)
}

fn add_bias<'c, 'a>(c: &Call<'_, 'c, 'a>, y: Tv<'c, 'a>, bias: Option<Tv<'c, 'a>>) -> Result<Tv<'c, 'a>> {
    match bias {
        None => Ok(y),
        Some(b) => {
            let b = c.b.convert(&b, y.dtype())?;
            // A channels-last result (channels_last.rs) gets its bias as it lies, along its last dim.
            if let Some(src) = super::channels_last::channels_last_source(c, &y) {
                let bb = c.b.broadcast_in_dim(&b, &src.dims(), &[src.rank() as i64 - 1])?;
                return super::channels_last::seen_as_logical(c, &c.b.add(&src, &bb)?);
            }
            let bb = c.b.broadcast_in_dim(&b, &y.dims(), &[1])?;
            c.b.add(&y, &bb)
        }
    }
}

/// Whether a convolution with these spatial sizes is better written as patches times weights
/// (`conv_as_dot`). XLA swaps the operands of a convolution whose kernel window is larger than its
/// input (a 3x3 kernel over a 2x2 feature map, as at the end of a ResNet on small images); on the
/// CPU plugin the swapped form runs in a generic loop, 10-15x slower than the dot it amounts to.
fn prefers_patches(input_spatial: &[i64], kernel_spatial: &[i64], groups: i64) -> bool {
    let taps = kernel_spatial.iter().product::<i64>();
    groups == 1 && input_spatial.iter().product::<i64>() < taps && taps <= MAX_PATCH_TAPS
}

/// A groups=1 convolution in torch layout (`x: [N, C, s...]`, `w: [O, C, k...]`) written as one
/// slice per kernel tap of the padded (and `lhs_dilation`-spread) input, stacked into patches
/// `[N * o..., K * C]` and multiplied by the weight as `[K * C, O]`: the `[k..., C, O]` layout the
/// `input_layout` pass gives a parameter weight, so the weight is read in place, and a contraction
/// over the weight's major dim, the fast form on XLA's CPU backend. Exact: the same products and
/// sums as the convolution, in a form every backend runs as one plain matrix product.
fn conv_as_dot<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, w: &Tv<'c, 'a>, out_dims: &[i64], win: &ConvWindow<'_>) -> Result<Tv<'c, 'a>> {
    let ConvWindow { stride, rhs_dilation, .. } = *win;
    let n = x.rank() - 2;
    let (xd, wd) = (x.dims(), w.dims());
    let (batch, chans) = (xd[0], xd[1]);
    // Channels last, so that each tap is a [N, o..., C] block; the taps stack before the channels.
    let mut to_last: Vec<i64> = vec![0];
    to_last.extend(2..2 + n as i64);
    to_last.push(1);
    let xp = c.b.transpose(&padded_input(c, x, win)?, &to_last)?;
    let k = &wd[2..];
    let o = &out_dims[2..];
    let taps: i64 = k.iter().product();
    let mut tap_shape = vec![batch];
    tap_shape.extend_from_slice(o);
    tap_shape.extend([1, chans]);
    let mut parts = Vec::with_capacity(taps as usize);
    // Row-major tap positions in the kernel window, matching the weight's layout.
    for pos in tap_positions(k) {
        let (mut start, mut limit, mut steps) = (vec![0], vec![batch], vec![1]);
        for i in 0..n {
            let s = pos[i] * rhs_dilation[i];
            start.push(s);
            limit.push(s + (o[i] - 1) * stride[i] + 1);
            steps.push(stride[i]);
        }
        start.push(0);
        limit.push(chans);
        steps.push(1);
        let tap = c.b.slice(&xp, &start, &limit, &steps)?;
        parts.push(c.b.reshape(&tap, &tap_shape)?);
    }
    let refs: Vec<&Tv<'c, 'a>> = parts.iter().collect();
    let rows: i64 = batch * o.iter().product::<i64>();
    let patches = c.b.reshape(&c.b.concatenate(&refs, n + 1)?, &[rows, taps * chans])?;
    let mut hwio: Vec<i64> = (2..2 + n as i64).collect();
    hwio.extend([1, 0]);
    let wk = c.b.reshape(&c.b.transpose(w, &hwio)?, &[taps * chans, wd[0]])?;
    let y = c.b.dot_general(&patches, &wk, (&[], &[]), (&[1], &[0]), x.dtype())?;
    let mut y_shape = vec![batch];
    y_shape.extend_from_slice(o);
    y_shape.push(wd[0]);
    // [N, o..., O] -> [N, O, o...]
    let mut perm = vec![0, n as i64 + 1];
    perm.extend(1..=n as i64);
    c.b.transpose(&c.b.reshape(&y, &y_shape)?, &perm)
}

/// `x: [N, C, s...]` padded by the window's `pads` and spread by its `lhs_dilation` (zeros
/// between the elements), so that every kernel tap reads a plain strided slice of it.
fn padded_input<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, win: &ConvWindow<'_>) -> Result<Tv<'c, 'a>> {
    let zero = c.b.scalar(x.dtype(), 0.0)?;
    let (mut low, mut high, mut interior) = (vec![0, 0], vec![0, 0], vec![0, 0]);
    for i in 0..x.rank() - 2 {
        low.push(win.pads[i].0);
        high.push(win.pads[i].1);
        interior.push(win.lhs_dilation[i] - 1);
    }
    c.b.pad(x, &zero, &low, &high, &interior)
}

/// The most kernel taps a depthwise convolution is written out for (7x7 is 49, 3x3x3 is 27); a
/// larger kernel stays one `stablehlo.convolution`.
const MAX_DEPTHWISE_TAPS: i64 = 64;

/// Whether a convolution is depthwise (one input channel per group, each group's output channels
/// reading only it, as in MobileNet and EfficientNet) with few enough taps to write out. XLA's CPU
/// backend runs `feature_group_count = C` convolutions in a generic loop, 10-100x slower than
/// eager (docs/performance.md); written as one multiply-add per tap, the whole convolution is one
/// elementwise fusion.
fn is_depthwise(xd: &[i64], wd: &[i64], groups: i64) -> bool {
    groups > 1 && xd.len() >= 3 && wd.len() == xd.len() && xd[1] == groups && wd[1] == 1 && wd[0] % groups == 0 && {
        let taps = wd[2..].iter().try_fold(1i64, |a, &k| a.checked_mul(k));
        matches!(taps, Some(t) if (1..=MAX_DEPTHWISE_TAPS).contains(&t))
    }
}

/// Positions of the taps of a kernel window of sizes `k`, row-major (the weight's layout).
fn tap_positions(k: &[i64]) -> Vec<Vec<i64>> {
    let taps: i64 = k.iter().product();
    (0..taps)
        .map(|t| {
            let mut pos = vec![0; k.len()];
            let mut rest = t;
            for i in (0..k.len()).rev() {
                pos[i] = rest % k[i];
                rest /= k[i];
            }
            pos
        })
        .collect()
}

/// The padded input `xp: [N, C, s...]` of a strided window split into its stride phases:
/// `[N, C, st..., s / st...]`, element `[n, c, r..., y...]` being `xp[n, c, (y * st + r)...]` (the
/// high side padded with zeros up to a multiple of the stride; the taps never read them). Every
/// tap of a strided window then reads one phase with unit stride, a contiguous row that XLA's CPU
/// loop vectorizes, where a strided slice of `xp` is a gather per element.
fn stride_phases<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, stride: &[i64]) -> Result<Tv<'c, 'a>> {
    let d = xp.dims();
    let n = stride.len();
    let mut high = vec![0, 0];
    high.extend((0..n).map(|i| (stride[i] - d[2 + i] % stride[i]) % stride[i]));
    let xp = if high.iter().any(|&h| h > 0) {
        c.b.pad(xp, &c.b.scalar(xp.dtype(), 0.0)?, &vec![0; n + 2], &high, &vec![0; n + 2])?
    } else {
        xp.clone()
    };
    let mut split = vec![d[0], d[1]];
    for i in 0..n {
        split.extend([(d[2 + i] + high[2 + i]) / stride[i], stride[i]]);
    }
    let mut perm = vec![0, 1];
    perm.extend((0..n as i64).map(|i| 3 + 2 * i));
    perm.extend((0..n as i64).map(|i| 2 + 2 * i));
    c.b.transpose(&c.b.reshape(&xp, &split)?, &perm)
}

/// A depthwise convolution ([`is_depthwise`]) in torch layout as a sum over kernel taps of the
/// tap's input slice times the tap's per-channel weight: the same products as the convolution.
/// `w: [C * m, 1, k...]`; output channel `c * m + j` reads input channel `c`. A strided window
/// reads its taps from the input's [`stride_phases`].
fn depthwise_conv<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, w: &Tv<'c, 'a>, out_dims: &[i64], win: &ConvWindow<'_>) -> Result<Tv<'c, 'a>> {
    let ConvWindow { stride, rhs_dilation, .. } = *win;
    let n = x.rank() - 2;
    let (xd, wd) = (x.dims(), w.dims());
    let (batch, chans, outs) = (xd[0], xd[1], wd[0]);
    let m = outs / chans;
    let xp = padded_input(c, x, win)?;
    let o = &out_dims[2..];
    // Only a stride within the padded size: rounding a dim up to a stride of up to 2^20 would
    // otherwise make the phases a million times the input.
    let pd = xp.dims();
    let phased = stride.iter().any(|&s| s > 1) && (0..n).all(|i| stride[i] <= pd[2 + i]);
    let phases = if phased { Some(stride_phases(c, &xp, stride)?) } else { None };
    let mut plane = vec![batch, chans];
    plane.extend_from_slice(o);
    let mut acc: Option<Tv<'c, 'a>> = None;
    for pos in tap_positions(&wd[2..]) {
        let mut tap = match &phases {
            None => tap_slice(c, &xp, &pos, o, stride, rhs_dilation)?,
            Some(ph) => {
                // Input position y * stride + p is phase p % stride, row y + p / stride.
                let (mut start, mut limit) = (vec![0, 0], vec![batch, chans]);
                for i in 0..n {
                    let p = pos[i] * rhs_dilation[i];
                    start.push(p % stride[i]);
                    limit.push(p % stride[i] + 1);
                }
                for i in 0..n {
                    let q = pos[i] * rhs_dilation[i] / stride[i];
                    start.push(q);
                    limit.push(q + o[i]);
                }
                c.b.reshape(&c.b.slice(ph, &start, &limit, &vec![1; 2 * n + 2])?, &plane)?
            }
        };
        if m > 1 {
            let mut spread = vec![batch, chans, m];
            spread.extend_from_slice(o);
            let mut map = vec![0, 1];
            map.extend(3..3 + n as i64);
            tap = c.b.reshape(&c.b.broadcast_in_dim(&tap, &spread, &map)?, out_dims)?;
        }
        let (mut ws, mut wl) = (vec![0, 0], vec![outs, 1]);
        ws.extend_from_slice(&pos);
        wl.extend(pos.iter().map(|p| p + 1));
        let wt = c.b.reshape(&c.b.slice(w, &ws, &wl, &vec![1; n + 2])?, &[outs])?;
        let term = c.b.mul(&tap, &c.b.broadcast_in_dim(&wt, out_dims, &[1])?)?;
        acc = Some(match acc {
            None => term,
            Some(a) => c.b.add(&a, &term)?,
        });
    }
    acc.ok_or_else(|| c.invalid("a depthwise convolution with no kernel taps"))
}

/// The weight gradient of a depthwise convolution with one output channel per group
/// (`w: [C, 1, k...]`): per tap, the gradient times the tap's input slice, summed over the batch
/// and the output positions. `xp` is the padded input, `g: [N, C, o...]`.
fn depthwise_weight_grad<'c, 'a>(c: &Call<'_, 'c, 'a>, xp: &Tv<'c, 'a>, g: &Tv<'c, 'a>, wd: &[i64], stride: &[i64], dilation: &[i64]) -> Result<Tv<'c, 'a>> {
    let n = g.rank() - 2;
    let gd = g.dims();
    let zero = c.b.scalar(g.dtype(), 0.0)?;
    let mut sum_dims = vec![0];
    sum_dims.extend(2..2 + n as i64);
    let mut per_tap = Vec::new();
    for pos in tap_positions(&wd[2..]) {
        let tap = tap_slice(c, xp, &pos, &gd[2..], stride, dilation)?;
        let r = c.b.reduce(&c.b.mul(&tap, g)?, &zero, &sum_dims, "stablehlo.add")?;
        per_tap.push(c.b.reshape(&r, &[wd[0], 1])?);
    }
    let refs: Vec<&Tv<'c, 'a>> = per_tap.iter().collect();
    c.b.reshape(&c.b.concatenate(&refs, 1)?, wd)
}

/// Whether a convolution is a 1x1 expansion written as [`pointwise_conv`]: one group, more output
/// than input channels, more than one spatial position, unit strides, no padding.
fn is_pointwise_expansion(xd: &[i64], wd: &[i64], groups: i64, win: &ConvWindow<'_>) -> bool {
    groups == 1
        && wd[0] > wd[1]
        && wd[2..].iter().all(|&k| k == 1)
        && xd[2..].iter().product::<i64>() > 1
        && win.stride.iter().all(|&s| s == 1)
        && win.lhs_dilation.iter().all(|&s| s == 1)
        && win.pads.iter().all(|&p| p == (0, 0))
}

/// A 1x1 convolution in torch layout as one matrix product `w[O, C] x x[C, N * s...]`, giving
/// `[O, N, s...]`, then `[N, O, s...]`: both transposes move whole contiguous rows of the spatial
/// positions, where XLA's own form works channels-last and transposes element by element.
fn pointwise_conv<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, w: &Tv<'c, 'a>, out_dims: &[i64]) -> Result<Tv<'c, 'a>> {
    let (xd, wd) = (x.dims(), w.dims());
    let sp: i64 = xd[2..].iter().product();
    let x3 = c.b.reshape(x, &[xd[0], xd[1], sp])?;
    let w2 = c.b.reshape(w, &[wd[0], wd[1]])?;
    let y = c.b.dot_general(&w2, &x3, (&[], &[]), (&[1], &[1]), x.dtype())?;
    let y = c.b.transpose(&y, &[1, 0, 2])?;
    c.b.reshape(&y, out_dims)
}

/// The window of a forward-form convolution: strides, padding and dilations per spatial dim.
#[derive(Clone, Copy)]
struct ConvWindow<'v> {
    stride: &'v [i64],
    pads: &'v [(i64, i64)],
    lhs_dilation: &'v [i64],
    rhs_dilation: &'v [i64],
}

/// A forward-form convolution in torch layout: `conv_as_dot` where XLA would swap the operands,
/// `depthwise_conv` for a depthwise one, patches times weights in the BLAS kernel where the
/// target has it (conv_gemm.rs), else `stablehlo.convolution`.
fn torch_conv<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, w: &Tv<'c, 'a>, out_dims: &[i64], win: ConvWindow<'_>, groups: i64) -> Result<Tv<'c, 'a>> {
    let n = x.rank() - 2;
    let writable = out_dims[2..].iter().all(|&d| d > 0) && win.pads.iter().all(|&(lo, hi)| lo >= 0 && hi >= 0);
    if prefers_patches(&x.dims()[2..], &w.dims()[2..], groups) && out_dims[2..].iter().all(|&d| d > 0) {
        return conv_as_dot(c, x, w, out_dims, &win);
    }
    // A depthwise convolution stays XLA's fusion of shifted slices: the CPU kernel's loops over
    // one channel's taps ran it 1.5-17x slower (short rows at 7x7 to 14x14 maps). Its weight
    // gradient does go to the kernel (`convolution_backward`).
    if is_depthwise(&x.dims(), &w.dims(), groups) && writable {
        return depthwise_conv(c, x, w, out_dims, &win);
    }
    if writable {
        let xd = x.dims();
        let padded: Vec<i64> = (0..xd.len())
            .map(|i| if i < 2 { xd[i] } else { (xd[i] - 1) * win.lhs_dilation[i - 2] + 1 + win.pads[i - 2].0 + win.pads[i - 2].1 })
            .collect();
        match conv_gemm::route(c, x, w, out_dims, &padded, win.stride, win.rhs_dilation) {
            Some(conv_gemm::Route::Pointwise) => {
                let unpadded = win.pads.iter().all(|&p| p == (0, 0)) && win.lhs_dilation.iter().all(|&d| d == 1);
                let xp = if unpadded { x.clone() } else { padded_input(c, x, &win)? };
                return conv_gemm::pointwise(c, &xp, w, out_dims, win.stride, groups);
            }
            Some(conv_gemm::Route::Shifted) => return conv_gemm::shifted(c, &padded_input(c, x, &win)?, w, out_dims, win.stride, win.rhs_dilation, groups),
            None => {}
        }
    }
    if is_pointwise_expansion(&x.dims(), &w.dims(), groups, &win) {
        return pointwise_conv(c, x, w, out_dims);
    }
    let ConvWindow { stride, pads, lhs_dilation, rhs_dilation } = win;
    c.b.convolution(x, w, out_dims, &ConvDims::torch(n), stride, pads, lhs_dilation, rhs_dilation, groups, 1)
}

/// Whether a forward convolution (or its input gradient, `out_dims` then the output gradient's)
/// goes to torch's kernels (conv_aten.rs): not a 1x1 one the BLAS kernel takes as one product per
/// image (conv_gemm.rs), nor one whose window is larger than its input (`conv_as_dot`).
fn aten_takes<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, w: &Tv<'c, 'a>, out_dims: &[i64]) -> bool {
    let (xd, wd) = (x.dims(), w.dims());
    let pointwise = wd.len() > 2 && wd[2..].iter().all(|&k| k == 1) && c.b.has_blas_gemm(x.dtype());
    let larger = xd.len() > 2 && xd[2..].iter().product::<i64>() < wd[2..].iter().product::<i64>();
    // A small depthwise window at stride 1 stays XLA's fusion of shifted slices, which XLA fuses
    // with the batch norm and activation around it (MobileNetV1 training, 3x3: 160 ms that way,
    // 185 ms through ATen); from 5x5 up ATen's is faster (ConvNeXt's 7x7 at 28x28: 0.6 against
    // 2.6 ms), and so is any strided one (XLA's strided slices: EfficientNet's 3x3/2 over 96 x
    // 112 x 112, 15.3 against 3.7 ms).
    let stride_one = out_dims.len() == xd.len() && out_dims[2..] == xd[2..];
    // A channels-last input (channels_last.rs) goes to torch's kernel at any size: oneDNN's
    // channels-last depthwise kernels are the fast ones.
    let small_depthwise = stride_one
        && wd.len() > 2
        && wd[1] == 1
        && xd[1] > 1
        && wd[2..].iter().product::<i64>() < conv_aten::MIN_DEPTHWISE_TAPS
        && super::channels_last::channels_last_source(c, x).is_none();
    !pointwise && !larger && !small_depthwise && conv_aten::takes(c, x, w, out_dims)
}

fn aten_window(p: &Params) -> conv_aten::Window<'_> {
    conv_aten::Window { stride: &p.stride, padding: &p.padding, dilation: &p.dilation, groups: p.groups }
}

fn compute_dtype(d: DType) -> DType {
    if matches!(d, DType::F16 | DType::BF16) {
        DType::F32
    } else {
        d
    }
}

/// `convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups)`.
fn convolution<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let cd = compute_dtype(out.dtype);
    let x = c.b.convert(&c.tensor(0)?, cd)?;
    let w = c.b.convert(&c.tensor(1)?, cd)?;
    let n = x.rank().checked_sub(2).filter(|n| (1..=3).contains(n)).ok_or_else(|| c.unsupported(format!("input of rank {}", x.rank())))?;
    let p = params(c, n, 3)?;
    let transposed = c.bool_or(6, "transposed", false)?;
    let out_dims = c.out_dims(0)?;
    check_operands(c, n, &[&x, &w], Some(&out_dims), p.groups)?;
    let y = if !transposed {
        let pads: Vec<(i64, i64)> = p.padding.iter().map(|&v| (v, v)).collect();
        let ones = vec![1; n];
        let win = ConvWindow { stride: &p.stride, pads: &pads, lhs_dilation: &ones, rhs_dilation: &p.dilation };
        if aten_takes(c, &x, &w, &out_dims) {
            conv_aten::forward(c, &x, &w, &out_dims, &aten_window(&p))?
        } else {
            torch_conv(c, &x, &w, &out_dims, win, p.groups)?
        }
    } else {
        let output_padding = per_dim(c, 7, "output_padding", n, 0)?;
        let k = &w.dims()[2..];
        let pads: Vec<(i64, i64)> = (0..n)
            .map(|i| {
                let eff = p.dilation[i] * (k[i] - 1);
                (eff - p.padding[i], eff - p.padding[i] + output_padding[i])
            })
            .collect();
        let kernel = swap_io_and_flip(c, &w, p.groups)?;
        let ones = vec![1; n];
        let win = ConvWindow { stride: &ones, pads: &pads, lhs_dilation: &p.stride, rhs_dilation: &p.dilation };
        torch_conv(c, &x, &kernel, &out_dims, win, p.groups)?
    };
    let y = add_bias(c, y, c.opt_tensor(2, "bias")?.map(|b| c.b.convert(&b, cd)).transpose()?)?;
    Ok(vec![c.b.convert(&y, out.dtype)?])
}

/// `mkldnn._convolution_pointwise(X, W, B, padding, stride, dilation, groups, attr, scalars,
/// algorithm)`: `attr(conv(X, W) + B)`, the form capture/conv_epilogue.py gives an inference
/// convolution with its batch norm (folded into `W` and `B`) and activation. Where torch's kernels
/// take the convolution it is one call of oneDNN's convolution with the activation as a post-op
/// (conv_aten.rs, `forward_pointwise`), at any kernel size: the activation is then written
/// while the result is in cache, instead of in a pass of XLA's over it; elsewhere the
/// convolution, bias and activation as [`convolution`] and the activation rules write them.
fn convolution_pointwise<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    use crate::runtime::cpu_kernels::aten::Unary;
    let out = c.out_ty(0)?;
    let cd = compute_dtype(out.dtype);
    let x = c.b.convert(&c.tensor(0)?, cd)?;
    let w = c.b.convert(&c.tensor(1)?, cd)?;
    let n = x.rank().checked_sub(2).filter(|n| (1..=3).contains(n)).ok_or_else(|| c.unsupported(format!("input of rank {}", x.rank())))?;
    let p = Params {
        padding: per_dim(c, 3, "padding", n, 0)?,
        stride: per_dim(c, 4, "stride", n, 1)?,
        dilation: per_dim(c, 5, "dilation", n, 1)?,
        groups: c.int_or(6, "groups", 1)?.clamp(1, MAX_PARAM),
    };
    let scalars: Vec<Option<f64>> = match c.arg(8, "scalars") {
        None | Some(Operand::None) => Vec::new(),
        Some(Operand::List(items)) => items
            .iter()
            .map(|o| match o {
                Operand::None => Ok(None),
                Operand::Float(v) => Ok(Some(*v)),
                Operand::Int(v) => Ok(Some(*v as f64)),
                _ => Err(c.invalid("`scalars` must be numbers or None")),
            })
            .collect::<Result<_>>()?,
        Some(_) => return Err(c.invalid("`scalars` must be a list")),
    };
    let attr = c.str_or(7, "attr", "none")?;
    let unary = match (attr.as_str(), scalars.as_slice()) {
        ("none", _) => Unary::None,
        ("relu", _) => Unary::Relu,
        ("swish", _) => Unary::Swish,
        ("hardswish", _) => Unary::Hardswish,
        ("hardtanh", [Some(lo), Some(hi)]) => Unary::Hardtanh(*lo, *hi),
        ("hardtanh", _) => return Err(c.invalid("`hardtanh` takes two scalars, its min and max")),
        (other, _) => return Err(c.unsupported(format!("the fused activation `{other}`"))),
    };
    if !matches!(c.str_or(9, "algorithm", "")?.as_str(), "" | "none") {
        return Err(c.unsupported("an activation `algorithm`"));
    }
    let out_dims = c.out_dims(0)?;
    check_operands(c, n, &[&x, &w], Some(&out_dims), p.groups)?;
    let bias = c.opt_tensor(2, "B")?.map(|b| c.b.convert(&b, cd)).transpose()?;
    let larger = x.dims()[2..].iter().product::<i64>() < w.dims()[2..].iter().product::<i64>();
    if cd == DType::F32 && !larger && conv_aten::takes(c, &x, &w, &out_dims) {
        let b = match bias {
            Some(b) => b,
            None => c.b.splat(cd, 0.0, &[w.dims()[0]])?,
        };
        let y = conv_aten::forward_pointwise(c, &x, &w, &b, &out_dims, &aten_window(&p), unary)?;
        return Ok(vec![c.b.convert(&y, out.dtype)?]);
    }
    let pads: Vec<(i64, i64)> = p.padding.iter().map(|&v| (v, v)).collect();
    let ones = vec![1; n];
    let win = ConvWindow { stride: &p.stride, pads: &pads, lhs_dilation: &ones, rhs_dilation: &p.dilation };
    let y = if aten_takes(c, &x, &w, &out_dims) { conv_aten::forward(c, &x, &w, &out_dims, &aten_window(&p))? } else { torch_conv(c, &x, &w, &out_dims, win, p.groups)? };
    let y = add_bias(c, y, bias)?;
    let splat = |v: f64| c.b.splat(cd, v, &y.dims());
    let y = match unary {
        Unary::None => y,
        Unary::Relu => c.b.max(&y, &splat(0.0)?)?,
        Unary::Swish => c.b.mul(&y, &c.b.unary("stablehlo.logistic", &y)?)?,
        Unary::Hardswish => {
            let r6 = c.b.clamp(&splat(0.0)?, &c.b.add(&y, &splat(3.0)?)?, &splat(6.0)?)?;
            c.b.div(&c.b.mul(&y, &r6)?, &splat(6.0)?)?
        }
        Unary::Hardtanh(lo, hi) => c.b.min(&c.b.max(&y, &splat(lo)?)?, &splat(hi)?)?,
    };
    Ok(vec![c.b.convert(&y, out.dtype)?])
}

/// `convolution_backward(grad_output, input, weight, bias_sizes, stride, padding, dilation,
/// transposed, output_padding, groups, output_mask)` → `(grad_input, grad_weight, grad_bias)`.
fn convolution_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    if c.bool_or(7, "transposed", false)? {
        return Err(c.unsupported("the backward of a transposed convolution"));
    }
    let g = c.tensor(0)?;
    let x = c.tensor(1)?;
    let w = c.tensor(2)?;
    let cd = compute_dtype(x.dtype());
    let (g, x, w) = (c.b.convert(&g, cd)?, c.b.convert(&x, cd)?, c.b.convert(&w, cd)?);
    let n = x.rank().checked_sub(2).filter(|n| (1..=3).contains(n)).ok_or_else(|| c.unsupported(format!("input of rank {}", x.rank())))?;
    let p = params(c, n, 4)?;
    check_operands(c, n, &[&x, &w, &g], None, p.groups)?;
    let mask = c.opt_ints(10, "output_mask")?.unwrap_or_else(|| vec![1, 1, 1]);
    let want = |i: usize| mask.get(i).copied().unwrap_or(1) != 0;
    let (xd, wd, gd) = (x.dims(), w.dims(), g.dims());
    let k = &wd[2..];
    let mut outs = Vec::new();

    // grad_input: a full convolution of the stride-dilated gradient with the flipped kernel.
    // A strided 1x1 one on a channels-last gradient (channels_last.rs) goes to torch's kernel
    // too: spread with zeros for the product, it would leave channels-last.
    let strided_pointwise_cl = k.iter().all(|&t| t == 1)
        && p.stride.iter().any(|&s| s > 1)
        && super::channels_last::channels_last_source(c, &g).is_some()
        && conv_aten::takes(c, &x, &w, &gd);
    if want(0) && (aten_takes(c, &x, &w, &gd) || strided_pointwise_cl) {
        let gi = conv_aten::input_grad(c, &g, &w, &xd, &aten_window(&p))?;
        outs.push(c.b.convert(&gi, c.out_ty(0)?.dtype)?);
    } else if want(0) {
        let kernel = swap_io_and_flip(c, &w, p.groups)?;
        let pads: Vec<(i64, i64)> = (0..n)
            .map(|i| {
                let eff = p.dilation[i] * (k[i] - 1) + 1;
                let lo = eff - 1 - p.padding[i];
                let dilated = (gd[2 + i] - 1) * p.stride[i] + 1;
                (lo, xd[2 + i] - 1 + eff - dilated - lo)
            })
            .collect();
        let ones = vec![1; n];
        let win = ConvWindow { stride: &ones, pads: &pads, lhs_dilation: &p.stride, rhs_dilation: &p.dilation };
        let gi = torch_conv(c, &g, &kernel, &xd, win, p.groups)?;
        outs.push(c.b.convert(&gi, c.out_ty(0)?.dtype)?);
    } else {
        outs.push(c.b.scalar(cd, 0.0)?);
    }

    // grad_weight: input channels act as the batch, the batch is contracted, and the gradient is
    // the kernel; groups split the input channels (batch_group_count).
    if want(1) {
        let mut xs = x.clone();
        let mut pads = Vec::new();
        for i in 0..n {
            let lo = p.padding[i];
            let mut hi = (k[i] - 1) * p.dilation[i] + (gd[2 + i] - 1) * p.stride[i] + 1 - xd[2 + i] - lo;
            if hi < 0 {
                // Trailing input the forward pass never read: drop it instead of padding negatively.
                let mut limits = xs.dims();
                limits[2 + i] += hi;
                xs = c.b.slice(&xs, &vec![0; xs.rank()], &limits, &vec![1; xs.rank()])?;
                hi = 0;
            }
            pads.push((lo, hi));
        }
        let padded: Vec<i64> = xs.dims().iter().enumerate().map(|(i, &d)| if i < 2 { d } else { d + pads[i - 2].0 + pads[i - 2].1 }).collect();
        // Depthwise included: XLA's reductions over the shifted slices ran 2-3x slower than eager
        // (ConvNeXt's 7x7 at 56x56: 80 ms against 24 ms per step); the kernel's dot products per
        // tap over one channel's phases, in cache, are at or above eager's (docs/performance.md).
        let route = conv_gemm::grad_route(c, &g, &wd, &padded, &p.stride, &p.dilation);
        // torchtpu's own loops beat eager's on a depthwise weight gradient (conv_aten.rs).
        // Not on a channels-last input (channels_last.rs): the loops read channels-first, and
        // oneDNN's channels-last kernel needs no transpose.
        let own_depthwise = route.is_some()
            && is_depthwise(&xd, &wd, p.groups)
            && wd[0] == xd[1]
            && super::channels_last::channels_last_source(c, &x).is_none();
        if route != Some(conv_gemm::Route::Pointwise) && !own_depthwise && conv_aten::takes(c, &x, &w, &gd) {
            let gw = conv_aten::weight_grad(c, &g, &x, &wd, &aten_window(&p))?;
            outs.push(c.b.convert(&gw, c.out_ty(1)?.dtype)?);
            return finish_bias(c, &g, cd, want(2), outs);
        }
        if route.is_none() && is_depthwise(&xd, &wd, p.groups) && wd[0] == xd[1] && gd[2..].iter().all(|&d| d > 0) {
            let zero = c.b.scalar(cd, 0.0)?;
            let (mut low, mut high) = (vec![0, 0], vec![0, 0]);
            low.extend(pads.iter().map(|p| p.0));
            high.extend(pads.iter().map(|p| p.1));
            let xp = c.b.pad(&xs, &zero, &low, &high, &vec![0; n + 2])?;
            let gw = depthwise_weight_grad(c, &xp, &g, &wd, &p.stride, &p.dilation)?;
            outs.push(c.b.convert(&gw, c.out_ty(1)?.dtype)?);
            return finish_bias(c, &g, cd, want(2), outs);
        }
        if let Some(route) = route {
            let zero = c.b.scalar(cd, 0.0)?;
            let (mut low, mut high) = (vec![0, 0], vec![0, 0]);
            low.extend(pads.iter().map(|p| p.0));
            high.extend(pads.iter().map(|p| p.1));
            // Unpadded, the input stays what it is (a channels-last transpose, channels_last.rs).
            let xp = if low.iter().chain(&high).all(|&v| v == 0) { xs.clone() } else { c.b.pad(&xs, &zero, &low, &high, &vec![0; n + 2])? };
            let gw = match route {
                conv_gemm::Route::Pointwise => conv_gemm::pointwise_weight_grad(c, &xp, &g, &wd, &p.stride, p.groups)?,
                conv_gemm::Route::Shifted => conv_gemm::shifted_weight_grad(c, &xp, &g, &wd, &p.stride, &p.dilation, p.groups)?,
            };
            outs.push(c.b.convert(&gw, c.out_ty(1)?.dtype)?);
            return finish_bias(c, &g, cd, want(2), outs);
        }
        let sp: Vec<i64> = (2..2 + n as i64).collect();
        let dims = ConvDims {
            input_batch: 1,
            input_feature: 0,
            input_spatial: sp.clone(),
            kernel_input_feature: 0,
            kernel_output_feature: 1,
            kernel_spatial: sp.clone(),
            output_batch: 1,
            output_feature: 0,
            output_spatial: sp,
        };
        let gw = c.b.convolution(&xs, &g, &wd, &dims, &p.dilation, &pads, &vec![1; n], &p.stride, 1, p.groups)?;
        outs.push(c.b.convert(&gw, c.out_ty(1)?.dtype)?);
    } else {
        outs.push(c.b.scalar(cd, 0.0)?);
    }

    finish_bias(c, &g, cd, want(2), outs)
}

/// Appends `convolution_backward`'s third result, the bias gradient (or a placeholder when the
/// mask does not ask for it), to `outs`.
fn finish_bias<'c, 'a>(c: &Call<'_, 'c, 'a>, g: &Tv<'c, 'a>, cd: DType, wanted: bool, mut outs: Vec<Tv<'c, 'a>>) -> R<'c, 'a> {
    if wanted {
        let zero = c.b.scalar(cd, 0.0)?;
        let dims: Vec<i64> = (0..g.rank() as i64).filter(|&d| d != 1).collect();
        let gb = c.b.reduce(g, &zero, &dims, "stablehlo.add")?;
        outs.push(c.b.convert(&gb, c.out_ty(2)?.dtype)?);
    } else {
        outs.push(c.b.scalar(cd, 0.0)?);
    }
    Ok(outs)
}
