//! 2-d convolutions and their weight gradients as one matrix product per image and group, with
//! patches built from the input's stride phases: the `torchtpu_conv2d`, `torchtpu_conv2d_t` and
//! `torchtpu_conv2d_wgrad` custom calls.
//!
//! Per image, the padded input `[C, Hp, Wp]` is split into its `sh x sw` stride phases, each
//! `[Hq + 1, Wq]` (`Hq = ceil(Hp / sh)`, `Wq = ceil(Wp / sw)`, one extra zero row), in a scratch
//! buffer `[C, sh * sw, Hq + 1, Wq]`. Kernel tap `(i, j)` reads, for every output position on the
//! phase width (`Ho x Wq` positions; the caller drops the last `Wq - Wo` of each row), one
//! contiguous range of one phase of each channel: phase `(i*dh % sh, j*dw % sw)`, starting
//! `(i*dh / sh) * Wq + j*dw / sw` elements in. Two modes (`params[7]`, chosen by the lowering,
//! lower/conv_gemm.rs):
//!
//! - shift (groups of at least [`SHIFT_MIN_CHANNELS`] input channels): per tap, those ranges are
//!   a `[C/G, Ho * Wq]` matrix read in place, and the output is the sum of one product per tap,
//!   weight `[G, taps, Cout/G, C/G]` (`_t`: `[taps, C, Cout]`, read transposed); the weight
//!   gradient comes out `[G, taps, Cout/G, C/G]`;
//! - patch (fewer channels, where a product per tap would be too short): each range is copied
//!   as one row of the patches `[K, Ho * Wq]` (`K = C/G * taps`), then one product, as below.
//!
//! In patch mode:
//! - forward: `y[n, group] [Cout/G, Ho * Wq] = w[group] [Cout/G, K] @ patches`, with rows ordered
//!   channel-major (`c * taps + t`), the `[Cout, C/G, kh, kw]` weight as it is; `_t`: one group,
//!   the weight stored `[K, Cout]` with rows tap-major (`t * C + c`), the `[kh, kw, C, Cout]`
//!   layout of a parameter weight, read transposed;
//! - weight gradient: `gw[group] [Cout/G, K] = sum over images n of gy[n, group] [Cout/G,
//!   Ho * Wq] @ patches^T`, with `gy` zero on the dropped columns: the `[Cout, C/G, kh, kw]`
//!   gradient as it is.
//!
//! Depthwise (one input and one output channel per group, `weight_dims` of patch mode): no
//! product at all; per channel, a scaled sum of the tap ranges (forward) or a dot product per tap
//! (weight gradient), over the channel's phases while they are in cache.
//!
//! One product with the whole `K` runs at the BLAS's speed even for 3-channel inputs (a ResNet
//! stem: 0.18x -> 0.62x eager, where a product per tap has K = 3), but writing the patches costs
//! more than the products save once groups are wide (3x3, 64 channels: 27 ms against 16 ms).
//! Operands: `x` [N, C, Hp, Wp]; the weight or the output gradient `[N, Cout, Ho * Wq]`;
//! `params` (s64[8]: kh, kw, dh, dw, sh, sw, G, shift). The handlers check every size against
//! the buffers before any call.

use super::gemm::{buffer, gemm_rm, serve, Blas, Body};
use crate::runtime::xla_ffi::{self as x, CallFrame};

pub const FORWARD: &str = "torchtpu_conv2d";
pub const FORWARD_T: &str = "torchtpu_conv2d_t";
pub const WEIGHT_GRAD: &str = "torchtpu_conv2d_wgrad";

/// Every conv target and its handler, for registration.
pub fn handlers() -> [(&'static str, x::Handler); 3] {
    [(FORWARD, forward::<false>), (FORWARD_T, forward::<true>), (WEIGHT_GRAD, weight_grad)]
}

/// The most kernel taps the kernels take (a 64x64 window); larger stay XLA convolutions.
pub const MAX_TAPS: i64 = 4096;

/// The fewest input channels per group for the shift mode.
pub const SHIFT_MIN_CHANNELS: i64 = 32;

/// The phase width: output positions per row, on which the kernels compute.
pub fn phase_width(wp: i64, sw: i64) -> i64 {
    (wp + sw - 1) / sw
}

/// The window of one call: kernel sizes, dilations, strides, groups, and the padded input's
/// and phases' sizes.
#[derive(Debug)]
struct Window {
    kh: i64,
    kw: i64,
    dh: i64,
    dw: i64,
    sh: i64,
    sw: i64,
    groups: i64,
    /// One product per tap reading the phases in place (wide groups), or one product over
    /// patches copied from them (narrow groups, where K = C/G per tap is too short).
    shift: bool,
    hp: i64,
    wp: i64,
    hq: i64,
    wq: i64,
}

impl Window {
    fn new(v: &[i64], hp: i64, wp: i64) -> Window {
        let (sh, sw) = (v[4], v[5]);
        Window { kh: v[0], kw: v[1], dh: v[2], dw: v[3], sh, sw, groups: v[6], shift: v[7] == 1, hp, wp, hq: (hp + sh - 1) / sh, wq: phase_width(wp, sw) }
    }
    fn taps(&self) -> i64 {
        self.kh * self.kw
    }
    fn phase_len(&self) -> i64 {
        (self.hq + 1) * self.wq
    }
    /// A channel's stride in the phase buffer.
    fn channel_len(&self) -> i64 {
        self.sh * self.sw * self.phase_len()
    }
    /// Where tap `t`'s range starts in a channel's phases.
    fn offset(&self, t: i64) -> i64 {
        let (r, q) = ((t / self.kw) * self.dh, (t % self.kw) * self.dw);
        let phase = (r % self.sh) * self.sw + q % self.sw;
        phase * self.phase_len() + (r / self.sh) * self.wq + q / self.sw
    }
    /// Output rows, the last one whose window fits.
    fn ho(&self) -> i64 {
        (self.hp - (self.kh - 1) * self.dh - 1) / self.sh + 1
    }
    /// Output positions per image, on the phase width.
    fn positions(&self) -> i64 {
        self.ho() * self.wq
    }
}

type Fail = (i32, String);

fn bad(m: String) -> Fail {
    (x::ERROR_INVALID_ARGUMENT, m)
}

/// Reads `params` (operand 2) for input `x` [N, C, Hp, Wp] and checks the window against it.
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn window(frame: &CallFrame, xd: &[i64]) -> Result<Window, Fail> {
    let (pt, pp, pd) = buffer(frame, 2, false).map_err(bad)?;
    if pt != 5 || pd != [8] {
        return Err(bad(format!("params: s64[8] expected, got dtype {pt} dims {pd:?}")));
    }
    let v = std::slice::from_raw_parts(pp as *const i64, 8);
    let limit = 1 << 24;
    if v[..7].iter().any(|&p| !(1..limit).contains(&p)) || !(0..=1).contains(&v[7]) || xd.len() != 4 || xd.iter().any(|&d| !(1..limit).contains(&d)) {
        return Err(bad(format!("params {v:?} or input {xd:?} out of range")));
    }
    let w = Window::new(v, xd[2], xd[3]);
    // Checked here, not assumed from torchtpu's lowering: a user's own StableHLO kernel can call
    // these targets with any operands. A stride past the input would only size the phase buffer
    // up; the last tap reads the farthest into its phase (row and column), and must end inside it.
    let (r, q) = ((w.kh - 1) * w.dh, (w.kw - 1) * w.dw);
    if r >= w.hp || q >= w.wp || w.sh > w.hp || w.sw > w.wp || w.taps() > MAX_TAPS || xd[1] % w.groups != 0 {
        return Err(bad(format!("the window {v:?} does not fit the input {xd:?}")));
    }
    if (r / w.sh) * w.wq + q / w.sw + w.positions() > w.phase_len() {
        return Err(bad(format!("the window {v:?} reads past the input {xd:?}")));
    }
    Ok(w)
}

fn dtype_ok(ds: &[i32]) -> Result<i32, Fail> {
    let d = ds[0];
    if ds.iter().any(|&e| e != d) || !matches!(d, x::F32 | x::F64) {
        return Err(bad(format!("dtypes {ds:?}: float32 or float64, all the same")));
    }
    Ok(d)
}

/// The stride phases of one image `src` [C, Hp, Wp] into `dst` [C, sh * sw, Hq + 1, Wq],
/// zero where no input lands.
///
/// # Safety
/// `src` must hold `C * Hp * Wp` elements of `T`.
unsafe fn phases<T: Copy + Default>(w: &Window, chans: i64, src: *const T, dst: &mut Vec<T>) {
    dst.clear();
    dst.resize((chans * w.channel_len()) as usize, T::default());
    for c in 0..chans {
        let plane = src.add((c * w.hp * w.wp) as usize);
        for y in 0..w.hp {
            let row = plane.add((y * w.wp) as usize);
            let (a, i) = (y % w.sh, y / w.sh);
            for b in 0..w.sw {
                let base = (c * w.channel_len() + (a * w.sw + b) * w.phase_len() + i * w.wq) as usize;
                let out = &mut dst[base..base + w.wq as usize];
                let mut xcol = b;
                let mut j = 0;
                while xcol < w.wp {
                    out[j] = *row.add(xcol as usize);
                    xcol += w.sw;
                    j += 1;
                }
            }
        }
    }
}

/// The patches of channels `c0..c0 + cg` of one image's phases `ph` (elements of `e` bytes) into
/// `dst` [K, positions] (bytes), rows channel-major (`c * taps + t`) or tap-major (`t * cg + c`).
///
/// # Safety
/// `ph` must hold the image's phases (`C * channel_len` elements).
unsafe fn patches(w: &Window, ph: *const u8, e: usize, c0: i64, cg: i64, tap_major: bool, dst: &mut Vec<u8>) {
    let (taps, pos) = (w.taps(), w.positions() as usize);
    dst.clear();
    dst.resize((cg * taps) as usize * pos * e, 0);
    for c in 0..cg {
        let channel = ((c0 + c) * w.channel_len()) as usize;
        for t in 0..taps {
            let row = if tap_major { t * cg + c } else { c * taps + t } as usize;
            let from = (channel + w.offset(t) as usize) * e;
            std::ptr::copy_nonoverlapping(ph.add(from), dst.as_mut_ptr().add(row * pos * e), pos * e);
        }
    }
}

/// Runs `f(image, phases)` for every image, the phases in the call's element type, as bytes.
///
/// # Safety
/// `dtype` is F32 or F64 and `x` holds `N * C * Hp * Wp` elements of it.
unsafe fn each_image(dtype: i32, w: &Window, xd: &[i64], x: *const u8, mut f: impl FnMut(i64, *const u8)) {
    unsafe fn run<T: Copy + Default>(w: &Window, xd: &[i64], x: *const T, f: &mut dyn FnMut(i64, *const u8)) {
        let image = (xd[1] * w.hp * w.wp) as usize;
        let mut ph: Vec<T> = Vec::new();
        for img in 0..xd[0] {
            phases(w, xd[1], x.add(img as usize * image), &mut ph);
            f(img, ph.as_ptr() as *const u8);
        }
    }
    if dtype == x::F32 {
        run::<f32>(w, xd, x as *const f32, &mut f)
    } else {
        run::<f64>(w, xd, x as *const f64, &mut f)
    }
}

/// The element types the depthwise loops run on.
trait Real: Copy + Default + std::ops::Add<Output = Self> + std::ops::Mul<Output = Self> + std::ops::AddAssign {}
impl Real for f32 {}
impl Real for f64 {}

/// One channel of a depthwise convolution: `y[0..positions] = sum over taps t of w[t] * (the
/// channel's phases from offset(t))`. Each tap is one pass over contiguous memory that the
/// compiler vectorizes; the channel's phases stay in cache across the taps.
///
/// # Safety
/// `ph` must hold one channel's phases (`channel_len` elements), `w` the channel's `taps`
/// weights and `y` `positions` writable elements.
#[inline(always)]
unsafe fn depthwise<T: Real>(win: &Window, ph: *const T, w: *const T, y: *mut T) {
    let pos = win.positions() as usize;
    let y = std::slice::from_raw_parts_mut(y, pos);
    y.fill(T::default());
    for t in 0..win.taps() {
        let wt = *w.add(t as usize);
        let src = std::slice::from_raw_parts(ph.add(win.offset(t) as usize), pos);
        for (o, &v) in y.iter_mut().zip(src) {
            *o += wt * v;
        }
    }
}

/// One channel of a depthwise weight gradient: `out[t] += dot(g, the channel's phases from
/// offset(t))` over the `positions` of one image (`g` zero on the columns the forward dropped).
/// Eight partial sums per tap, so the compiler can vectorize the reduction.
///
/// # Safety
/// As for [`depthwise`]; `g` holds `positions` elements and `out` the channel's `taps`.
#[inline(always)]
unsafe fn depthwise_grad<T: Real>(win: &Window, ph: *const T, g: *const T, out: *mut T) {
    let pos = win.positions() as usize;
    let g = std::slice::from_raw_parts(g, pos);
    for t in 0..win.taps() {
        let src = std::slice::from_raw_parts(ph.add(win.offset(t) as usize), pos);
        let mut acc = [T::default(); 8];
        let (gc, sc) = (g.chunks_exact(8), src.chunks_exact(8));
        let (gr, sr) = (gc.remainder(), sc.remainder());
        for (a, b) in gc.zip(sc) {
            for k in 0..8 {
                acc[k] += a[k] * b[k];
            }
        }
        let mut sum = acc.iter().fold(T::default(), |s, &v| s + v);
        for (&a, &b) in gr.iter().zip(sr) {
            sum += a * b;
        }
        *out.add(t as usize) += sum;
    }
}

/// [`depthwise`] or [`depthwise_grad`] on `dtype`, compiled for AVX2 where the CPU has it (the
/// crate is built for the x86-64 baseline, whose 128-bit vectors would halve the loops' speed).
///
/// # Safety
/// As for [`depthwise`] (`grad`: [`depthwise_grad`], `w` the output gradient, `y` the taps).
unsafe fn depthwise_any(dtype: i32, grad: bool, win: &Window, ph: *const u8, w: *const u8, y: *mut u8) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            return depthwise_avx2(dtype, grad, win, ph, w, y);
        }
    }
    depthwise_plain(dtype, grad, win, ph, w, y)
}

#[inline(always)]
unsafe fn depthwise_plain(dtype: i32, grad: bool, win: &Window, ph: *const u8, w: *const u8, y: *mut u8) {
    match (dtype == x::F32, grad) {
        (true, false) => depthwise::<f32>(win, ph.cast(), w.cast(), y.cast()),
        (true, true) => depthwise_grad::<f32>(win, ph.cast(), w.cast(), y.cast()),
        (false, false) => depthwise::<f64>(win, ph.cast(), w.cast(), y.cast()),
        (false, true) => depthwise_grad::<f64>(win, ph.cast(), w.cast(), y.cast()),
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn depthwise_avx2(dtype: i32, grad: bool, win: &Window, ph: *const u8, w: *const u8, y: *mut u8) {
    depthwise_plain(dtype, grad, win, ph, w, y)
}

fn elem(dtype: i32) -> usize {
    if dtype == x::F32 {
        4
    } else {
        8
    }
}

/// The weight's (or the weight gradient's) expected dims for a window, groups `g`, `og` output
/// channels per group and `cg` input channels per group: `(dims, og)` read from `wd`.
fn weight_dims(w: &Window, t: bool, g: i64, cg: i64, og: i64) -> Vec<i64> {
    match (w.shift, t) {
        (false, false) => vec![g, og, cg * w.taps()],
        (false, true) => vec![cg * w.taps(), og],
        (true, false) => vec![g, w.taps(), og, cg],
        (true, true) => vec![w.taps(), cg, og],
    }
}

unsafe extern "C" fn forward<const T: bool>(frame: *mut CallFrame) -> *mut x::Error {
    let body: &Body = &|frame: &CallFrame, blas: &Blas| unsafe {
        let (xt, xp, xd) = buffer(frame, 0, false).map_err(bad)?;
        let (wt, wp, wd) = buffer(frame, 1, false).map_err(bad)?;
        let (yt, yp, yd) = buffer(frame, 0, true).map_err(bad)?;
        let dt = dtype_ok(&[xt, wt, yt])?;
        let win = window(frame, &xd)?;
        let (n, c, g) = (xd[0], xd[1], win.groups);
        let (cg, taps, pos) = (c / g, win.taps(), win.positions());
        let og = yd.get(1).copied().unwrap_or(-1) / g;
        if (T && g != 1) || yd.len() != 3 || yd[0] != n || yd[2] != pos || og < 1 || og * g != yd[1] || wd != weight_dims(&win, T, g, cg, og) {
            return Err(bad(format!("input {xd:?}, weight {wd:?} (stored transposed: {T}), groups {g} and result {yd:?} do not agree")));
        }
        let e = elem(dt);
        let cl = win.channel_len();
        let mut p = Vec::new();
        let mut failed = None;
        each_image(dt, &win, &xd, xp as *const u8, |img, ph| {
            for grp in 0..g {
                let y = (yp as *mut u8).add(((img * g + grp) * og * pos) as usize * e);
                if !T && cg == 1 && og == 1 {
                    // Depthwise: a scaled sum of the tap ranges of one channel, no product call.
                    let w = (wp as *const u8).add((grp * taps) as usize * e);
                    depthwise_any(dt, false, &win, ph.add((grp * cl) as usize * e), w, y);
                } else if win.shift {
                    // One product per tap, K = C/G, accumulating: w [G, taps, og, cg] or [taps, C, Cout].
                    for t in 0..taps {
                        let a = (wp as *const u8).add(((grp * taps + t) * og * cg) as usize * e);
                        let b = ph.add((grp * cg * cl + win.offset(t)) as usize * e);
                        let lda = if T { og } else { cg };
                        if let Err(m) = gemm_rm(blas, dt, T, false, og, pos, cg, a, lda, b, cl, y, pos, if t == 0 { 0.0 } else { 1.0 }) {
                            failed.get_or_insert(m);
                        }
                    }
                } else {
                    // One product, K = C/G * taps: w [G, og, K] or [K, Cout].
                    patches(&win, ph, e, grp * cg, cg, T, &mut p);
                    let a = (wp as *const u8).add((grp * og * cg * taps) as usize * e);
                    let lda = if T { og } else { cg * taps };
                    if let Err(m) = gemm_rm(blas, dt, T, false, og, pos, cg * taps, a, lda, p.as_ptr(), pos, y, pos, 0.0) {
                        failed.get_or_insert(m);
                    }
                }
            }
        });
        if let Some(m) = failed {
            return Err((x::ERROR_INTERNAL, m));
        }
        Ok(())
    };
    serve(frame, if T { FORWARD_T } else { FORWARD }, body)
}

unsafe extern "C" fn weight_grad(frame: *mut CallFrame) -> *mut x::Error {
    let body: &Body = &|frame: &CallFrame, blas: &Blas| unsafe {
        let (xt, xp, xd) = buffer(frame, 0, false).map_err(bad)?;
        let (gt, gp, gd) = buffer(frame, 1, false).map_err(bad)?;
        let (ot, op, od) = buffer(frame, 0, true).map_err(bad)?;
        let dt = dtype_ok(&[xt, gt, ot])?;
        let win = window(frame, &xd)?;
        let (n, c, g) = (xd[0], xd[1], win.groups);
        let (cg, taps, pos) = (c / g, win.taps(), win.positions());
        let cout = gd.get(1).copied().unwrap_or(-1);
        let og = cout / g;
        if gd.len() != 3 || gd[0] != n || gd[2] != pos || og < 1 || cout % g != 0 || od != weight_dims(&win, false, g, cg, og) {
            return Err(bad(format!("input {xd:?}, output gradient {gd:?}, groups {g} and result {od:?} do not agree")));
        }
        let e = elem(dt);
        let cl = win.channel_len();
        std::ptr::write_bytes(op as *mut u8, 0, (g * og * cg * taps) as usize * e);
        let mut p = Vec::new();
        let mut failed = None;
        each_image(dt, &win, &xd, xp as *const u8, |img, ph| {
            for grp in 0..g {
                let a = (gp as *const u8).add(((img * g + grp) * og * pos) as usize * e);
                if cg == 1 && og == 1 {
                    // Depthwise: out [G, 1, taps], one dot product per tap.
                    let out = (op as *mut u8).add((grp * taps) as usize * e);
                    depthwise_any(dt, true, &win, ph.add((grp * cl) as usize * e), a, out);
                } else if win.shift {
                    // out [G, taps, og, cg].
                    for t in 0..taps {
                        let out = (op as *mut u8).add(((grp * taps + t) * og * cg) as usize * e);
                        let b = ph.add((grp * cg * cl + win.offset(t)) as usize * e);
                        if let Err(m) = gemm_rm(blas, dt, false, true, og, cg, pos, a, pos, b, cl, out, cg, 1.0) {
                            failed.get_or_insert(m);
                        }
                    }
                } else {
                    // out [G, og, K], rows of K channel-major.
                    patches(&win, ph, e, grp * cg, cg, false, &mut p);
                    let out = (op as *mut u8).add((grp * og * cg * taps) as usize * e);
                    if let Err(m) = gemm_rm(blas, dt, false, true, og, cg * taps, pos, a, pos, p.as_ptr(), pos, out, cg * taps, 1.0) {
                        failed.get_or_insert(m);
                    }
                }
            }
        });
        if let Some(m) = failed {
            return Err((x::ERROR_INTERNAL, m));
        }
        Ok(())
    };
    serve(frame, WEIGHT_GRAD, body)
}

#[cfg(test)]
mod tests {
    use super::Window;

    #[test]
    fn stride_one_taps_walk_the_padded_rows() {
        let w = Window::new(&[3, 3, 1, 1, 1, 1, 1, 1], 10, 10);
        assert_eq!((0..9).map(|t| w.offset(t)).collect::<Vec<_>>(), vec![0, 1, 2, 10, 11, 12, 20, 21, 22]);
        assert_eq!((w.ho(), w.wq, w.positions()), (8, 10, 80));
    }

    #[test]
    fn strided_taps_read_their_phase() {
        // 7x7, stride 2 over 230x230 (ResNet's stem): 112 rows of 115 phase columns.
        let w = Window::new(&[7, 7, 1, 1, 2, 2, 1, 0], 230, 230);
        assert_eq!((w.hq, w.wq, w.ho()), (115, 115, 112));
        let pl = w.phase_len();
        // Tap (0, 1): phase (0, 1), no shift; tap (1, 0): phase (1, 0); tap (2, 2): phase (0, 0), one row and one column in.
        assert_eq!(w.offset(1), pl);
        assert_eq!(w.offset(7), 2 * pl);
        assert_eq!(w.offset(2 * 7 + 2), 115 + 1);
        // Every tap's range stays inside its phase; the last reads the farthest.
        assert_eq!(w.offset(w.taps() - 1) % pl, 3 * 115 + 3);
        for t in 0..w.taps() {
            assert!(w.offset(t) % pl + w.positions() <= pl, "tap {t}");
        }
    }
}
