//! Stride-1 2-d convolutions as sums of shifted matrix products, with no patches: the
//! `torchtpu_conv2d`, `torchtpu_conv2d_t` and `torchtpu_conv2d_wgrad` custom calls.
//!
//! With the padded input of one image stored `[C, Hp + 1, Wp]` row-major, the input window of
//! kernel tap `(i, j)` for every output position, computed on the padded width (`Ho x Wp`
//! positions, of which the last `Wp - Wo` of each row are discarded by the caller), is the
//! contiguous range that starts `i * dh * Wp + j * dw` elements into each channel's row: a
//! `[C, Ho * Wp]` matrix with leading dimension `(Hp + 1) * Wp`, read in place. So
//!
//! - forward: `y[n] [Cout, Ho * Wp] = sum over taps t of w_t [Cout, C] @ x[n] shifted by t`, one
//!   BLAS call per tap accumulating into `y[n]` (`_t`: the weight stored `[taps, C, Cout]`, the
//!   `[kh, kw, C, Cout]` layout of a parameter weight, read transposed);
//! - weight gradient: `gw_t [Cout, C] = sum over images n of gy[n] [Cout, Ho * Wp] @ (x[n]
//!   shifted by t)^T`, where `gy` is zero on the discarded columns.
//!
//! The extra padded row keeps the last tap's range inside the buffer. Operands: `x` [N, C, L]
//! with `L = (Hp + 1) * Wp`; the weight or the output gradient; `params` (s64[6]: kh, kw, dh,
//! dw, Wp, Ho). The handlers check every size against the buffers before any call.

use super::gemm::{buffer, gemm_rm, serve, Blas, Body};
use super::xla_ffi::{self as x, CallFrame};

pub const FORWARD: &str = "torchtpu_conv2d";
pub const FORWARD_T: &str = "torchtpu_conv2d_t";
pub const WEIGHT_GRAD: &str = "torchtpu_conv2d_wgrad";

/// Every conv target and its handler, for registration.
pub fn handlers() -> [(&'static str, x::Handler); 3] {
    [(FORWARD, forward::<false>), (FORWARD_T, forward::<true>), (WEIGHT_GRAD, weight_grad)]
}

/// The window: kernel sizes, dilations, padded width, output rows.
struct Window {
    kh: i64,
    kw: i64,
    dh: i64,
    dw: i64,
    wp: i64,
    ho: i64,
}

impl Window {
    fn taps(&self) -> i64 {
        self.kh * self.kw
    }
    /// The offset of tap `t`'s range in a channel's row.
    fn offset(&self, t: i64) -> i64 {
        (t / self.kw) * self.dh * self.wp + (t % self.kw) * self.dw
    }
    /// Output positions per image, on the padded width.
    fn positions(&self) -> i64 {
        self.ho * self.wp
    }
}

type Fail = (i32, String);

fn bad(m: String) -> Fail {
    (x::ERROR_INVALID_ARGUMENT, m)
}

/// Reads `params` (operand 2) and checks that `x` [N, C, L] holds every tap's range.
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn window(frame: &CallFrame, xd: &[i64]) -> Result<Window, Fail> {
    let (pt, pp, pd) = buffer(frame, 2, false).map_err(bad)?;
    if pt != 5 || pd != [6] {
        return Err(bad(format!("params: s64[6] expected, got dtype {pt} dims {pd:?}")));
    }
    let v = std::slice::from_raw_parts(pp as *const i64, 6);
    let w = Window { kh: v[0], kw: v[1], dh: v[2], dw: v[3], wp: v[4], ho: v[5] };
    let limit = 1 << 24;
    if [w.kh, w.kw, w.dh, w.dw, w.wp, w.ho].iter().any(|&p| !(1..limit).contains(&p)) || xd.len() != 3 {
        return Err(bad(format!("params {v:?} or input {xd:?} out of range")));
    }
    // The last tap's range must end inside each channel's row.
    if w.offset(w.taps() - 1) + w.positions() > xd[2] {
        return Err(bad(format!("input rows of {} cannot hold the window {v:?}", xd[2])));
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
        let (n, c) = (xd[0], xd[1]);
        // w: [taps, Cout, C], or [taps, C, Cout] when T.
        let cout = if T { wd.get(2) } else { wd.get(1) }.copied().unwrap_or(-1);
        let wc = if T { wd.get(1) } else { wd.get(2) }.copied().unwrap_or(-1);
        if wd.len() != 3 || wd[0] != win.taps() || wc != c || yd != [n, cout, win.positions()] {
            return Err(bad(format!("input {xd:?}, weight {wd:?} (stored transposed: {T}) and result {yd:?} do not agree")));
        }
        let e = elem(dt);
        let (pos, l) = (win.positions(), xd[2]);
        for img in 0..n {
            let y = (yp as *mut u8).add((img * cout * pos) as usize * e);
            for t in 0..win.taps() {
                let a = (wp as *const u8).add((t * cout * c) as usize * e);
                let b = (xp as *const u8).add((img * c * l + win.offset(t)) as usize * e);
                let lda = if T { cout } else { c };
                gemm_rm(blas, dt, T, false, cout, pos, c, a, lda, b, l, y, pos, if t == 0 { 0.0 } else { 1.0 });
            }
        }
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
        let (n, c) = (xd[0], xd[1]);
        let cout = gd.get(1).copied().unwrap_or(-1);
        if gd.len() != 3 || gd[0] != n || gd[2] != win.positions() || od != [win.taps(), cout, c] {
            return Err(bad(format!("input {xd:?}, output gradient {gd:?} and result {od:?} do not agree")));
        }
        let e = elem(dt);
        let (pos, l) = (win.positions(), xd[2]);
        for t in 0..win.taps() {
            let out = (op as *mut u8).add((t * cout * c) as usize * e);
            if n == 0 {
                std::ptr::write_bytes(out, 0, (cout * c) as usize * e);
            }
            for img in 0..n {
                let a = (gp as *const u8).add((img * cout * pos) as usize * e);
                let b = (xp as *const u8).add((img * c * l + win.offset(t)) as usize * e);
                gemm_rm(blas, dt, false, true, cout, c, pos, a, pos, b, l, out, c, if img == 0 { 0.0 } else { 1.0 });
            }
        }
        Ok(())
    };
    serve(frame, body)
}

#[cfg(test)]
mod tests {
    use super::Window;

    #[test]
    fn tap_offsets_walk_the_padded_rows() {
        let w = Window { kh: 3, kw: 3, dh: 1, dw: 1, wp: 10, ho: 8 };
        assert_eq!((0..9).map(|t| w.offset(t)).collect::<Vec<_>>(), vec![0, 1, 2, 10, 11, 12, 20, 21, 22]);
        let d = Window { kh: 2, kw: 2, dh: 2, dw: 3, wp: 10, ho: 8 };
        assert_eq!((0..4).map(|t| d.offset(t)).collect::<Vec<_>>(), vec![0, 3, 20, 23]);
        assert_eq!(w.positions(), 80);
    }
}
