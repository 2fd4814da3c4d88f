//! A sum over the rows of a matrix, the `torchtpu_sum_rows` custom call: a `Linear` layer's bias
//! gradient (lower/reduction.rs sends float sums over leading dims here, through emit/gemm.rs,
//! under `TORCHTPU_BLAS` with the products it sits between).

use super::gemm::{buffer, serve_frame};
use crate::runtime::xla_ffi::{self as x, CallFrame};

/// The custom-call target.
pub const SUM_ROWS: &str = "torchtpu_sum_rows";

/// The target and its handler, for registration.
pub fn handlers() -> [(&'static str, x::Handler); 1] {
    [(SUM_ROWS, handler)]
}

/// The FFI handler of `torchtpu_sum_rows`: operand `x` [R, C] (or [1, R, C]), result [C], the sum of the rows
/// of `x` (float32 or float64), accumulated in float64 one row at a time and rounded once: at
/// least as exact as XLA's reduce and torch's (a product with a row of ones in the BLAS was 20-40
/// times less exact over 100,000 rows). A `Linear` layer's bias gradient; with it, the backward
/// of a stack of `Linear` layers is nothing but kernel calls and runs inline on its caller
/// (docs/performance.md). One thread: emit/gemm.rs sends it at most [`SUM_ROWS_MAX`] elements.
unsafe extern "C" fn handler(frame: *mut CallFrame) -> *mut x::Error {
    serve_frame(frame, "torchtpu_sum_rows", super::gemm::Split::OneThread, &|frame| {
        let bad = |m: String| (x::ERROR_INVALID_ARGUMENT, m);
        if frame.args.size != 1 || frame.rets.size != 1 {
            return Err(bad(format!("{} operands and {} results, expected 1 and 1", frame.args.size, frame.rets.size)));
        }
        // SAFETY: `frame` is XLA's live call frame; `buffer` checks each entry's kind.
        let ((dt, xp, xd), (ct, cp, cd)) = unsafe { (buffer(frame, 0, false).map_err(bad)?, buffer(frame, 0, true).map_err(bad)?) };
        // [1, R, C] as well: the operand a matrix product beside it reads (emit/gemm.rs).
        let matrix = xd.len() >= 2 && xd[..xd.len() - 2].iter().all(|&n| n == 1);
        if !matrix || cd != [xd[xd.len() - 1]] || dt != ct || !matches!(dt, x::F32 | x::F64) || xd.iter().any(|&n| n < 0) {
            return Err(bad(format!("operand dtype {dt} dims {xd:?} and result dtype {ct} dims {cd:?}: expected [R, C] or [1, R, C] and [C] of float32 or float64")));
        }
        let (r, c) = (xd[xd.len() - 2] as usize, xd[xd.len() - 1] as usize);
        // SAFETY: XLA's buffers: `x` holds r * c elements and the result c, of dtype `dt`.
        unsafe {
            if dt == x::F32 {
                sum_rows(std::slice::from_raw_parts(xp as *const f32, r * c), c, std::slice::from_raw_parts_mut(cp as *mut f32, c));
            } else {
                sum_rows(std::slice::from_raw_parts(xp as *const f64, r * c), c, std::slice::from_raw_parts_mut(cp as *mut f64, c));
            }
        }
        Ok(())
    })
}

/// The most elements [`handler`] is given: one thread, about 0.2 ms per million (a whole call
/// of `x.sum(0)` over 1024x1024 took 217 µs, XLA's reduce over twice that 353 µs).
pub const SUM_ROWS_MAX: i64 = 1 << 20;

/// `out[j] = sum_i x[i * cols + j]`, accumulated in float64.
fn sum_rows<T: Copy + Into<f64> + FromF64>(x: &[T], cols: usize, out: &mut [T]) {
    let mut acc = vec![0f64; cols];
    if cols > 0 {
        for row in x.chunks_exact(cols) {
            for (a, &v) in acc.iter_mut().zip(row) {
                *a += v.into();
            }
        }
    }
    for (o, a) in out.iter_mut().zip(acc) {
        *o = T::from_f64(a);
    }
}

/// Rounding from float64 (`as`, round to nearest).
trait FromF64 {
    fn from_f64(v: f64) -> Self;
}

impl FromF64 for f32 {
    fn from_f64(v: f64) -> f32 {
        v as f32
    }
}

impl FromF64 for f64 {
    fn from_f64(v: f64) -> f64 {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_sum_in_float64() {
        let x = [1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0];
        let mut out = [0f32; 3];
        sum_rows(&x, 3, &mut out);
        assert_eq!(out, [5.0, 7.0, 9.0]);
        // 1 + 2^-24 added 2^24 times is exact in float64, lost entirely in a float32 running sum.
        let n = 1 << 24;
        let mut x = vec![2f32.powi(-24); n];
        x[0] = 1.0;
        let mut out = [0f32; 1];
        sum_rows(&x, 1, &mut out);
        assert_eq!(out, [2.0 - 2f32.powi(-24)]);
        let mut none = [7f64; 2];
        sum_rows(&[], 2, &mut none);
        assert_eq!(none, [0.0, 0.0]);
    }
}
