//! torch's own CPU kernels for softmax, log_softmax, GELU, layer norm and training batch norm,
//! with their gradients, inside compiled programs: the `torchtpu_aten_<op>` custom calls.
//!
//! XLA's CPU code for these runs on one thread, at 2-5x the time of torch's vectorized, parallel
//! kernels even on one core (a softmax over 24x197x197: 1.2 ms against 0.28 ms on two cores;
//! docs/performance.md). The C++ library that has the ATen convolutions (aten.rs,
//! `python_plugin/csrc/aten_kernels.cpp`) has one entry, `torchtpu_aten_op`, for these: it wraps
//! XLA's buffers as tensors, each with its own dims, and calls the op's ATen function, writing
//! into the result buffers (ATen's out= forms where it has them).
//!
//! Every call: the tensor operands, then params s64[2 + n]: threads (torch's intra-op count at
//! compile; 0 leaves the thread's own), eps as the bits of an f64 (layer norm; else 0), then the
//! op's ints (see [`Op`]). All tensors float32 or float64, one dtype, no empty dim.

use std::ffi::{c_char, c_int, c_void, CStr};

use super::gemm::{buffer, serve_frame, Running};
use super::xla_ffi::{self as x, CallFrame};

/// An op, by its code in `torchtpu_aten_op`. Operands → results; ints after threads and eps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `(x) → y`; ints: dim.
    Softmax = 0,
    /// `(g, y) → gx`; ints: dim.
    SoftmaxBackward = 1,
    /// `(x) → y`; ints: dim.
    LogSoftmax = 2,
    /// `(g, y) → gx`; ints: dim.
    LogSoftmaxBackward = 3,
    /// `(x) → y`; ints: tanh (0 or 1).
    Gelu = 4,
    /// `(g, x) → gx`; ints: tanh.
    GeluBackward = 5,
    /// `(x, [w], [b]) → (y, mean, rstd)`; ints: normalized dims k, has_w, has_b.
    LayerNorm = 6,
    /// `(g, x, mean, rstd, [w], [b]) → ([gx], [gw], [gb])`; ints: k, has_w, has_b, and which
    /// gradients are wanted (three flags).
    LayerNormBackward = 7,
    /// Training: `(x, [w], [b], running_mean, running_var) → (y, mean, invstd, new running_mean,
    /// new running_var)`; ints: has_w, has_b, momentum (the bits of an f64).
    BatchNorm = 8,
    /// Training: `(g, x, [w], mean, invstd) → ([gx], [gw], [gb])`; ints: has_w, and which
    /// gradients are wanted (three flags).
    BatchNormBackward = 9,
}

impl Op {
    pub const ALL: [Op; 10] = [
        Op::Softmax,
        Op::SoftmaxBackward,
        Op::LogSoftmax,
        Op::LogSoftmaxBackward,
        Op::Gelu,
        Op::GeluBackward,
        Op::LayerNorm,
        Op::LayerNormBackward,
        Op::BatchNorm,
        Op::BatchNormBackward,
    ];

    /// The custom call target.
    pub fn target(self) -> &'static str {
        match self {
            Op::Softmax => "torchtpu_aten_softmax",
            Op::SoftmaxBackward => "torchtpu_aten_softmax_backward",
            Op::LogSoftmax => "torchtpu_aten_log_softmax",
            Op::LogSoftmaxBackward => "torchtpu_aten_log_softmax_backward",
            Op::Gelu => "torchtpu_aten_gelu",
            Op::GeluBackward => "torchtpu_aten_gelu_backward",
            Op::LayerNorm => "torchtpu_aten_layer_norm",
            Op::LayerNormBackward => "torchtpu_aten_layer_norm_backward",
            Op::BatchNorm => "torchtpu_aten_batch_norm",
            Op::BatchNormBackward => "torchtpu_aten_batch_norm_backward",
        }
    }
}

/// Every op's target and handler, for registration.
pub fn handlers() -> [(&'static str, x::Handler); 10] {
    [
        (Op::Softmax.target(), softmax),
        (Op::SoftmaxBackward.target(), softmax_backward),
        (Op::LogSoftmax.target(), log_softmax),
        (Op::LogSoftmaxBackward.target(), log_softmax_backward),
        (Op::Gelu.target(), gelu),
        (Op::GeluBackward.target(), gelu_backward),
        (Op::LayerNorm.target(), layer_norm),
        (Op::LayerNormBackward.target(), layer_norm_backward),
        (Op::BatchNorm.target(), batch_norm),
        (Op::BatchNormBackward.target(), batch_norm_backward),
    ]
}

type Fail = (i32, String);

fn bad(m: String) -> Fail {
    (x::ERROR_INVALID_ARGUMENT, m)
}

/// Serves one call of `op`: checks the buffers' dtypes and dims and the params here; the op's
/// operand counts, dims and ints are checked again by the C++ side and by ATen, whose errors come
/// back as XLA errors. Each tensor is made over one buffer with that buffer's own dims, so nothing
/// is read or written outside XLA's buffers.
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn call(frame: *mut CallFrame, op: Op) -> *mut x::Error {
    serve_frame(frame, &|frame| unsafe {
        let f = super::aten::op_fn().ok_or_else(super::aten::not_loaded)?;
        let (nargs, nres) = (frame.args.size, frame.rets.size);
        if !(2..=7).contains(&nargs) || !(1..=5).contains(&nres) {
            return Err(bad(format!("{nargs} operands and {nres} results: 2 to 7 and 1 to 5 expected")));
        }
        let nargs = nargs as usize - 1;
        let (pt, pp, pd) = buffer(frame, nargs, false).map_err(bad)?;
        if pt != 5 || pd.len() != 1 || !(2..=10).contains(&pd[0]) {
            return Err(bad(format!("params: s64[2 + n] expected, got dtype {pt} dims {pd:?}")));
        }
        let v = std::slice::from_raw_parts(pp as *const i64, pd[0] as usize);
        let eps = f64::from_bits(v[1] as u64);
        if !(0..=1024).contains(&v[0]) || !eps.is_finite() || eps < 0.0 {
            return Err(bad(format!("params {v:?} out of range")));
        }
        let ints = &v[2..];
        let mut bufs = Vec::with_capacity(nargs + nres as usize);
        for i in 0..nargs {
            bufs.push(buffer(frame, i, false).map_err(bad)?);
        }
        for i in 0..nres as usize {
            bufs.push(buffer(frame, i, true).map_err(bad)?);
        }
        let dtype = bufs[0].0;
        if !matches!(dtype, x::F32 | x::F64) || bufs.iter().any(|b| b.0 != dtype) {
            let types: Vec<i32> = bufs.iter().map(|b| b.0).collect();
            return Err(bad(format!("dtypes {types:?}: all float32 or all float64")));
        }
        if bufs.iter().any(|b| b.2.iter().any(|&d| d <= 0)) {
            let dims: Vec<&Vec<i64>> = bufs.iter().map(|b| &b.2).collect();
            return Err(bad(format!("buffers {dims:?}: every dim must be positive")));
        }
        let ptrs: Vec<*mut c_void> = bufs.iter().map(|b| b.1).collect();
        let ranks: Vec<c_int> = bufs.iter().map(|b| b.2.len() as c_int).collect();
        let dims: Vec<*const i64> = bufs.iter().map(|b| b.2.as_ptr()).collect();
        // A call that starts while another kernel runs takes one thread (gemm.rs, `ACTIVE`).
        let (_running, others) = Running::enter();
        let threads = if others > 0 { 1 } else { v[0] as c_int };
        let mut err = vec![0 as c_char; 1024];
        let rc = f(
            op as c_int,
            if dtype == x::F32 { 0 } else { 1 },
            nargs as c_int,
            ptrs.as_ptr(),
            ranks.as_ptr(),
            dims.as_ptr(),
            nres as c_int,
            ptrs[nargs..].as_ptr(),
            ranks[nargs..].as_ptr(),
            dims[nargs..].as_ptr(),
            ints.as_ptr(),
            ints.len() as c_int,
            eps,
            threads,
            err.as_mut_ptr(),
            err.len(),
        );
        if rc != 0 {
            let m = CStr::from_ptr(err.as_ptr()).to_string_lossy().into_owned();
            return Err((x::ERROR_INVALID_ARGUMENT, format!("ATen's {} raised: {m}", op.target().trim_start_matches("torchtpu_aten_"))));
        }
        Ok(())
    })
}

unsafe extern "C" fn softmax(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::Softmax)
}

unsafe extern "C" fn softmax_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::SoftmaxBackward)
}

unsafe extern "C" fn log_softmax(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::LogSoftmax)
}

unsafe extern "C" fn log_softmax_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::LogSoftmaxBackward)
}

unsafe extern "C" fn gelu(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::Gelu)
}

unsafe extern "C" fn gelu_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::GeluBackward)
}

unsafe extern "C" fn layer_norm(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::LayerNorm)
}

unsafe extern "C" fn layer_norm_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::LayerNormBackward)
}

unsafe extern "C" fn batch_norm(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::BatchNorm)
}

unsafe extern "C" fn batch_norm_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::BatchNormBackward)
}

#[cfg(test)]
mod tests {
    #[test]
    fn targets_are_distinct_and_codes_follow_the_order() {
        let mut names: Vec<&str> = super::handlers().iter().map(|h| h.0).collect();
        names.extend(super::super::aten::handlers().iter().map(|h| h.0));
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n);
        for (i, op) in super::Op::ALL.iter().enumerate() {
            assert_eq!(*op as usize, i);
            assert_eq!(super::handlers()[i].0, op.target());
        }
    }
}
