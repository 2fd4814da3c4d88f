//! 2-d convolutions and their weight gradients as sums of shifted matrix products, with no
//! patches: the `torchtpu_conv2d`, `torchtpu_conv2d_t` and `torchtpu_conv2d_wgrad` custom calls.
//!
//! Per image, the padded input `[C, Hp, Wp]` is split into its `sh x sw` stride phases, each
//! `[Hq + 1, Wq]` (`Hq = ceil(Hp / sh)`, `Wq = ceil(Wp / sw)`, one extra zero row), in a scratch
//! buffer `[C, sh * sw, Hq + 1, Wq]`. Kernel tap `(i, j)` reads, for every output position on the
//! phase width (`Ho x Wq` positions; the caller drops the last `Wq - Wo` of each row), one
//! contiguous range of one phase: phase `(i*dh % sh, j*dw % sw)`, starting `(i*dh / sh) * Wq +
//! j*dw / sw` elements in. With channels as rows (leading dimension `sh * sw * (Hq + 1) * Wq`),
//! that range is a `[C, Ho * Wq]` matrix read in place, so
//!
//! - forward: `y[n, group] [Cout/G, Ho * Wq] = sum over taps t of w[group, t] [Cout/G, C/G] @
//!   (phases of x[n], the group's channels, shifted by t)`, one BLAS call per group and tap,
//!   accumulating (`_t`: one group, the weight stored `[taps, C, Cout]`, the `[kh, kw, C, Cout]`
//!   layout of a parameter weight, read transposed);
//! - weight gradient: `gw[group, t] [Cout/G, C/G] = sum over images n of gy[n, group] [Cout/G,
//!   Ho * Wq] @ (shifted phases)^T`, with `gy` zero on the dropped columns.
//!
//! Stride 1 is one phase (the copy only adds the zero row). Operands: `x` [N, C, Hp, Wp]; the
//! weight (`[G, taps, Cout/G, C/G]`, or `[taps, C, Cout]` for `_t`) or the output gradient
//! `[N, Cout, Ho * Wq]`; `params` (s64[7]: kh, kw, dh, dw, sh, sw, G). The handlers check every
//! size against the buffers before any call.

use super::gemm::{buffer, gemm_rm, serve, Blas, Body};
use super::xla_ffi::{self as x, CallFrame};

pub const FORWARD: &str = "torchtpu_conv2d";
pub const FORWARD_T: &str = "torchtpu_conv2d_t";
pub const WEIGHT_GRAD: &str = "torchtpu_conv2d_wgrad";

/// Every conv target and its handler, for registration.
pub fn handlers() -> [(&'static str, x::Handler); 3] {
    [(FORWARD, forward::<false>), (FORWARD_T, forward::<true>), (WEIGHT_GRAD, weight_grad)]
}

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
    hp: i64,
    wp: i64,
    hq: i64,
    wq: i64,
}

impl Window {
    fn new(v: &[i64], hp: i64, wp: i64) -> Window {
        let (sh, sw) = (v[4], v[5]);
        Window { kh: v[0], kw: v[1], dh: v[2], dw: v[3], sh, sw, groups: v[6], hp, wp, hq: (hp + sh - 1) / sh, wq: phase_width(wp, sw) }
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
    if pt != 5 || pd != [7] {
        return Err(bad(format!("params: s64[7] expected, got dtype {pt} dims {pd:?}")));
    }
    let v = std::slice::from_raw_parts(pp as *const i64, 7);
    let limit = 1 << 24;
    if v.iter().any(|&p| !(1..limit).contains(&p)) || xd.len() != 4 || xd.iter().any(|&d| !(1..limit).contains(&d)) {
        return Err(bad(format!("params {v:?} or input {xd:?} out of range")));
    }
    let w = Window::new(v, xd[2], xd[3]);
    if (w.kh - 1) * w.dh >= w.hp || (w.kw - 1) * w.dw >= w.wp || xd[1] % w.groups != 0 {
        return Err(bad(format!("the window {v:?} does not fit the input {xd:?}")));
    }
    // The last tap's range ends inside its phase (see the module doc).
    debug_assert!(w.offset(w.taps() - 1) % w.phase_len() + w.positions() <= w.phase_len());
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

/// Runs `f` with a phase buffer of the call's element type, as raw bytes.
///
/// # Safety
/// `dtype` is F32 or F64 and `x` holds `N * C * Hp * Wp` elements of it.
unsafe fn with_phases(dtype: i32, w: &Window, chans: i64, x: *const u8, image_len: i64, n: i64, mut f: impl FnMut(i64, *const u8)) {
    if dtype == x::F32 {
        let mut buf: Vec<f32> = Vec::new();
        for img in 0..n {
            phases(w, chans, (x as *const f32).add((img * image_len) as usize), &mut buf);
            f(img, buf.as_ptr() as *const u8);
        }
    } else {
        let mut buf: Vec<f64> = Vec::new();
        for img in 0..n {
            phases(w, chans, (x as *const f64).add((img * image_len) as usize), &mut buf);
            f(img, buf.as_ptr() as *const u8);
        }
    }
}

fn elem(dtype: i32) -> usize {
    if dtype == x::F32 {
        4
    } else {
        8
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
        let (cg, pos) = (c / g, win.positions());
        // w: [G, taps, Cout/G, C/G], or [taps, C, Cout] when T (one group).
        let ok = if T { g == 1 && wd.len() == 3 && wd[0] == win.taps() && wd[1] == c } else { wd.len() == 4 && wd[0] == g && wd[1] == win.taps() && wd[3] == cg };
        let og = wd.get(2).copied().unwrap_or(-1);
        if !ok || yd != [n, og * g, pos] {
            return Err(bad(format!("input {xd:?}, weight {wd:?} (stored transposed: {T}), groups {g} and result {yd:?} do not agree")));
        }
        let e = elem(dt);
        let cl = win.channel_len();
        with_phases(dt, &win, c, xp as *const u8, c * win.hp * win.wp, n, |img, ph| {
            for grp in 0..g {
                let y = (yp as *mut u8).add(((img * g + grp) * og * pos) as usize * e);
                for t in 0..win.taps() {
                    let a = (wp as *const u8).add(((grp * win.taps() + t) * og * cg) as usize * e);
                    let b = ph.add((grp * cg * cl + win.offset(t)) as usize * e);
                    let lda = if T { og } else { cg };
                    gemm_rm(blas, dt, T, false, og, pos, cg, a, lda, b, cl, y, pos, if t == 0 { 0.0 } else { 1.0 });
                }
            }
        });
        Ok(())
    };
    serve(frame, body)
}

unsafe extern "C" fn weight_grad(frame: *mut CallFrame) -> *mut x::Error {
    let body: &Body = &|frame: &CallFrame, blas: &Blas| unsafe {
        let (xt, xp, xd) = buffer(frame, 0, false).map_err(bad)?;
        let (gt, gp, gd) = buffer(frame, 1, false).map_err(bad)?;
        let (ot, op, od) = buffer(frame, 0, true).map_err(bad)?;
        let dt = dtype_ok(&[xt, gt, ot])?;
        let win = window(frame, &xd)?;
        let (n, c, g) = (xd[0], xd[1], win.groups);
        let (cg, pos) = (c / g, win.positions());
        let cout = gd.get(1).copied().unwrap_or(-1);
        let og = cout / g;
        if gd.len() != 3 || gd[0] != n || gd[2] != pos || cout % g != 0 || od != [g, win.taps(), og, cg] {
            return Err(bad(format!("input {xd:?}, output gradient {gd:?}, groups {g} and result {od:?} do not agree")));
        }
        let e = elem(dt);
        let cl = win.channel_len();
        std::ptr::write_bytes(op as *mut u8, 0, (g * win.taps() * og * cg) as usize * e);
        with_phases(dt, &win, c, xp as *const u8, c * win.hp * win.wp, n, |img, ph| {
            for grp in 0..g {
                let a = (gp as *const u8).add(((img * g + grp) * og * pos) as usize * e);
                for t in 0..win.taps() {
                    let out = (op as *mut u8).add(((grp * win.taps() + t) * og * cg) as usize * e);
                    let b = ph.add((grp * cg * cl + win.offset(t)) as usize * e);
                    gemm_rm(blas, dt, false, true, og, cg, pos, a, pos, b, cl, out, cg, 1.0);
                }
            }
        });
        Ok(())
    };
    serve(frame, body)
}

#[cfg(test)]
mod tests {
    use super::Window;

    #[test]
    fn stride_one_taps_walk_the_padded_rows() {
        let w = Window::new(&[3, 3, 1, 1, 1, 1, 1], 10, 10);
        assert_eq!((0..9).map(|t| w.offset(t)).collect::<Vec<_>>(), vec![0, 1, 2, 10, 11, 12, 20, 21, 22]);
        assert_eq!((w.ho(), w.wq, w.positions()), (8, 10, 80));
    }

    #[test]
    fn strided_taps_read_their_phase() {
        // 7x7, stride 2 over 230x230 (ResNet's stem): 112 rows of 115 phase columns.
        let w = Window::new(&[7, 7, 1, 1, 2, 2, 1], 230, 230);
        assert_eq!((w.hq, w.wq, w.ho()), (115, 115, 112));
        let pl = w.phase_len();
        // Tap (0, 1): phase (0, 1), no shift; tap (1, 0): phase (1, 0); tap (2, 2): phase (0, 0), one row and one column in.
        assert_eq!(w.offset(1), pl);
        assert_eq!(w.offset(7), 2 * pl);
        assert_eq!(w.offset(2 * 7 + 2), 115 + 1);
        // Every tap's range stays inside its phase.
        for t in 0..w.taps() {
            assert!(w.offset(t) % pl + w.positions() <= pl, "tap {t}");
        }
    }
}
