//! torch's own CPU convolutions (oneDNN, through ATen) inside compiled programs: the
//! `torchtpu_aten_conv*` custom calls.
//!
//! XLA's CPU convolutions run at 0.2-0.6x the speed of the oneDNN kernels eager PyTorch calls
//! (docs/performance.md). torch's library does not export oneDNN's C API; it does export ATen's
//! operators, so a small C++ library built against the installed torch
//! (`python_plugin/csrc/aten_kernels.cpp`, `torchtpu/_aten_kernels.so`) wraps XLA's buffers as
//! tensors and calls `at::convolution` / `at::convolution_backward`. Python opens it when torchtpu
//! starts ([`load_aten`]), after checking that it was built for the torch in the process.
//!
//! The calls (all row-major, float32 or float64, `S` = 1 to 3 spatial dims):
//! - [`FORWARD`]: `x` [N, C, s...], `w` [Cout, C/G, k...], params → `y` [N, Cout, o...];
//! - [`INPUT_GRAD`]: `g` [N, Cout, o...], `w`, params → the input gradient [N, C, s...];
//! - [`WEIGHT_GRAD`]: `g`, `x`, params → the weight gradient [Cout, C/G, k...];
//!
//! params is s64[3 + 3S] or s64[4 + 3S]: `S`, groups, threads (torch's intra-op count at compile;
//! 0 leaves the thread's own), then strides, paddings and dilations, then optionally the layout:
//! bits saying which activation buffers hold their tensor channels-last (`[N, s..., C]` for the
//! tensor `[N, C, s...]`; [`FIRST_CHANNELS_LAST`], [`INPUT_CHANNELS_LAST`],
//! [`RESULT_CHANNELS_LAST`]; the weight's [`WEIGHT_CHANNELS_LAST`]), as oneDNN then computes in
//! eager for channels-last tensors. The result is exactly eager's
//! (the same oneDNN call; bias stays XLA's add). A process without the library gets an XLA error
//! naming it, never a crash (an executable from a disk cache run without torch).

use std::ffi::{c_char, c_int, c_void, CStr};
use std::path::Path;
use std::sync::OnceLock;

use super::gemm::{buffer, serve_frame, Running};
use crate::runtime::xla_ffi::{self as x, CallFrame};

/// The forward convolution.
pub const FORWARD: &str = "torchtpu_aten_conv";
/// The input gradient.
pub const INPUT_GRAD: &str = "torchtpu_aten_conv_input_grad";
/// The weight gradient.
pub const WEIGHT_GRAD: &str = "torchtpu_aten_conv_weight_grad";
/// The forward convolution with a bias and an activation fused (oneDNN's post-op), float32.
pub const POINTWISE: &str = "torchtpu_aten_conv_pointwise";

/// The activations [`POINTWISE`] applies after the bias (its params' `unary` code).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Unary {
    None,
    Relu,
    /// SiLU, `x * sigmoid(x)`.
    Swish,
    /// `x * relu6(x + 3) / 6`.
    Hardswish,
    /// `clamp(x, min, max)` (ReLU6: 0, 6).
    Hardtanh(f64, f64),
}

impl Unary {
    /// The params' code and scalars of this activation.
    pub fn encode(self) -> (i64, [f64; 2]) {
        match self {
            Unary::None => (0, [0.0; 2]),
            Unary::Relu => (1, [0.0; 2]),
            Unary::Swish => (2, [0.0; 2]),
            Unary::Hardswish => (3, [0.0; 2]),
            Unary::Hardtanh(lo, hi) => (4, [lo, hi]),
        }
    }
}

/// Layout bit: operand 0 (`x` of the forward, `g` of the gradients) is channels-last.
pub const FIRST_CHANNELS_LAST: i64 = 1;
/// Layout bit: operand 1 of the weight gradient (`x`) is channels-last.
pub const INPUT_CHANNELS_LAST: i64 = 2;
/// Layout bit: the result (`y` of the forward, the input gradient) is channels-last.
pub const RESULT_CHANNELS_LAST: i64 = 4;
/// Layout bit: the weight (operand 1 of the forward, the fused forward and the input gradient)
/// is channels-last, `[Cout, k..., C/G]` for the tensor `[Cout, C/G, k...]`: the layout oneDNN
/// reads beside channels-last activations, which it otherwise copies the weight into on every
/// call (ResNet's 512-channel 3x3 layers at 8x7x7: 6.5 against 5.5 ms a call;
/// docs/performance.md). Not for the weight gradient.
pub const WEIGHT_CHANNELS_LAST: i64 = 8;

type ForwardFn = unsafe extern "C" fn(
    c_int, c_int, *mut c_void, *const i64, *mut c_void, *const i64, *mut c_void, *const i64,
    *const i64, *const i64, *const i64, i64, c_int, c_int, *mut c_char, usize,
) -> c_int;
type BackwardFn = unsafe extern "C" fn(
    c_int, c_int, *mut c_void, *const i64, *mut c_void, *const i64, *mut c_void, *const i64,
    *mut c_void, *mut c_void, *const i64, *const i64, *const i64, i64, c_int, c_int, *mut c_char, usize,
) -> c_int;
/// `torchtpu_aten_conv_pointwise`: spatial, x, xdims, w, wdims, b, y, ydims, strides, paddings,
/// dilations, groups, layout, unary, scalars, threads, error buffer.
type PointwiseFn = unsafe extern "C" fn(
    c_int, *mut c_void, *const i64, *mut c_void, *const i64, *mut c_void, *mut c_void, *const i64,
    *const i64, *const i64, *const i64, i64, c_int, c_int, *const f64, c_int, *mut c_char, usize,
) -> c_int;
type VersionFn = unsafe extern "C" fn() -> *const c_char;
/// `torchtpu_aten_sgemm` (gemm_choice.rs): ta, tb, m, n, k, a, lda, b, ldb, c, ldc, beta, threads,
/// error buffer.
pub(super) type SgemmFn = unsafe extern "C" fn(
    c_int, c_int, i64, i64, i64, *const f32, i64, *const f32, i64, *mut f32, i64, f32, c_int, *mut c_char, usize,
) -> c_int;
/// `torchtpu_aten_op` (aten_ops.rs): op, dtype, operands (count, pointers, ranks, dims), results
/// (likewise), ints (pointer, count), eps, threads, error buffer.
pub(super) type OpFn = unsafe extern "C" fn(
    c_int, c_int, c_int, *const *mut c_void, *const c_int, *const *const i64, c_int, *const *mut c_void, *const c_int,
    *const *const i64, *const i64, c_int, f64, c_int, *mut c_char, usize,
) -> c_int;

/// `torchtpu_cuda_attention` (csrc/cuda_attention.cpp; cuda_kernels/attention.rs): stream, device,
/// dtype, dims (q, k, v, mask: 4 each), q, k, v, mask (or null), mask dtype, out, lse, causal,
/// has_scale, scale, tokens_major, error buffer.
pub type CudaAttentionFn = unsafe extern "C" fn(
    *mut c_void, c_int, c_int, *const i64, *mut c_void, *mut c_void, *mut c_void, *mut c_void, c_int, *mut c_void, *mut c_void,
    c_int, c_int, f64, c_int, *mut c_char, usize,
) -> c_int;
/// `torchtpu_cuda_attention_backward`: stream, device, dtype, dims, g, q, k, v, out, lse, mask (or
/// null), mask dtype, dq, dk, dv, causal, has_scale, scale, tokens_major, error buffer.
pub type CudaAttentionBackwardFn = unsafe extern "C" fn(
    *mut c_void, c_int, c_int, *const i64, *mut c_void, *mut c_void, *mut c_void, *mut c_void, *mut c_void, *mut c_void,
    *mut c_void, c_int, *mut c_void, *mut c_void, *mut c_void, c_int, c_int, f64, c_int, *mut c_char, usize,
) -> c_int;

/// The library's entry points, and the library that keeps them mapped.
struct Aten {
    forward: ForwardFn,
    backward: BackwardFn,
    pointwise: PointwiseFn,
    op: OpFn,
    /// oneDNN's float32 product, when the library has it.
    sgemm: Option<SgemmFn>,
    /// Attention in torch's CUDA kernels, when the library has them (cuda_kernels/).
    cuda_attention: Option<(CudaAttentionFn, CudaAttentionBackwardFn)>,
    path: String,
    _library: libloading::Library,
}

static ATEN: OnceLock<Aten> = OnceLock::new();

/// Opens torchtpu's ATen kernels at `path`, built for torch `torch_version` (the version before
/// any `+` local tag must equal the running torch's, which the caller passes). Once per process;
/// returns the path in use.
pub fn load_aten(path: &Path, torch_version: &str) -> crate::Result<String> {
    if let Some(a) = ATEN.get() {
        return Ok(a.path.clone());
    }
    let failed = |m: String| crate::Error::PluginLoad { path: path.to_path_buf(), message: m };
    // SAFETY: the library's initializers are C++ static constructors of torch's headers; it
    // links against the torch libraries this process already loaded. It is never unloaded.
    let library = unsafe { libloading::Library::new(path) }.map_err(|e| failed(format!("cannot open torchtpu's ATen kernels: {e}")))?;
    // SAFETY: the symbols are the C functions of csrc/aten_kernels.cpp, with the signatures above.
    let missing = |name: &str, e: libloading::Error| failed(format!("no `{name}` in it: {e}"));
    let (forward, backward, pointwise, op, version) = unsafe {
        let f = *library.get::<ForwardFn>(b"torchtpu_aten_conv_forward\0").map_err(|e| missing("torchtpu_aten_conv_forward", e))?;
        let b = *library.get::<BackwardFn>(b"torchtpu_aten_conv_backward\0").map_err(|e| missing("torchtpu_aten_conv_backward", e))?;
        let p = *library.get::<PointwiseFn>(b"torchtpu_aten_conv_pointwise\0").map_err(|e| missing("torchtpu_aten_conv_pointwise", e))?;
        let o = *library.get::<OpFn>(b"torchtpu_aten_op\0").map_err(|e| missing("torchtpu_aten_op", e))?;
        let v = *library.get::<VersionFn>(b"torchtpu_aten_torch_version\0").map_err(|e| missing("torchtpu_aten_torch_version", e))?;
        (f, b, p, o, v)
    };
    // SAFETY: returns a static NUL-terminated string.
    let built = unsafe { CStr::from_ptr(version()) }.to_string_lossy().into_owned();
    let base = |v: &str| v.split('+').next().unwrap_or("").to_string();
    if base(&built) != base(torch_version) {
        return Err(failed(format!("built for torch {built}, but this process runs torch {torch_version}; rebuild torchtpu for it")));
    }
    // SAFETY: the C function of csrc/aten_kernels.cpp with the signature `SgemmFn`.
    let sgemm = unsafe { library.get::<SgemmFn>(b"torchtpu_aten_sgemm\0").ok().map(|f| *f) };
    // SAFETY: the C functions of csrc/cuda_attention.cpp with the signatures above.
    let cuda_attention = unsafe {
        let f = library.get::<CudaAttentionFn>(b"torchtpu_cuda_attention\0").ok().map(|f| *f);
        let b = library.get::<CudaAttentionBackwardFn>(b"torchtpu_cuda_attention_backward\0").ok().map(|f| *f);
        f.zip(b)
    };
    let a = Aten { forward, backward, pointwise, op, sgemm, cuda_attention, path: path.display().to_string(), _library: library };
    let a = ATEN.get_or_init(|| a);
    super::super::kernel_host::kernels_loaded(&a._library);
    let path = a.path.clone();
    Ok(path)
}

/// The path of the ATen kernels in use, if they were loaded.
pub fn aten_path() -> Option<String> {
    ATEN.get().map(|a| a.path.clone())
}

/// `torchtpu_aten_sgemm`, when the kernels are loaded (gemm_choice.rs).
pub(super) fn sgemm_fn() -> Option<SgemmFn> {
    ATEN.get().and_then(|a| a.sgemm)
}

/// The CUDA attention entry points, when the kernels are loaded and have them (cuda_kernels/).
pub fn cuda_attention_fns() -> Option<(CudaAttentionFn, CudaAttentionBackwardFn)> {
    ATEN.get().and_then(|a| a.cuda_attention)
}

/// `torchtpu_aten_op`, when the kernels are loaded (aten_ops.rs).
pub(super) fn op_fn() -> Option<OpFn> {
    ATEN.get().map(|a| a.op)
}

/// Every ATen convolution target and its handler, for registration (the other ops' are
/// aten_ops.rs's).
pub fn handlers() -> [(&'static str, x::Handler); 4] {
    [(FORWARD, forward), (INPUT_GRAD, input_grad), (WEIGHT_GRAD, weight_grad), (POINTWISE, pointwise)]
}

/// The error a kernel call gives in a process without the library.
pub(super) fn not_loaded() -> (i32, String) {
    (x::ERROR_INTERNAL, "torchtpu's ATen kernels are not loaded in this process (torchtpu loads them when it starts, in a process with torch); this executable needs them".to_string())
}

/// What one call computes.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Forward,
    InputGrad,
    WeightGrad,
}

/// A call's window: spatial dims, groups, threads, strides, paddings, dilations, layout bits.
struct Params {
    spatial: usize,
    groups: i64,
    threads: i32,
    stride: Vec<i64>,
    padding: Vec<i64>,
    dilation: Vec<i64>,
    layout: i64,
}

type Fail = (i32, String);

fn bad(m: String) -> Fail {
    (x::ERROR_INVALID_ARGUMENT, m)
}

/// Reads `params` (operand 2) and checks it.
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn params(frame: &CallFrame) -> Result<Params, Fail> {
    let (pt, pp, pd) = buffer(frame, 2, false).map_err(bad)?;
    if pt != x::S64 || pd.len() != 1 || !(6..=13).contains(&pd[0]) {
        return Err(bad(format!("params: s64[3 + 3 * spatial] or s64[4 + 3 * spatial] expected, got dtype {pt} dims {pd:?}")));
    }
    let v = std::slice::from_raw_parts(pp as *const i64, pd[0] as usize);
    let sized = (1..=3).contains(&v[0]) && (pd[0] == 3 + 3 * v[0] || pd[0] == 4 + 3 * v[0]);
    if !sized {
        return Err(bad(format!("params {v:?} out of range")));
    }
    window(v)
}

/// The window of a params vector: `S`, groups, threads, strides, paddings, dilations, then the
/// layout bits if present (anything after them is the caller's).
fn window(v: &[i64]) -> Result<Params, Fail> {
    let spatial = v[0];
    let limit = 1 << 24;
    if !(1..=3).contains(&spatial) || v.len() < 3 + 3 * spatial as usize || !(1..limit).contains(&v[1]) || !(0..=1024).contains(&v[2]) {
        return Err(bad(format!("params {v:?} out of range")));
    }
    let s = spatial as usize;
    let (stride, padding, dilation) = (v[3..3 + s].to_vec(), v[3 + s..3 + 2 * s].to_vec(), v[3 + 2 * s..3 + 3 * s].to_vec());
    if stride.iter().chain(&dilation).any(|&d| !(1..limit).contains(&d)) || padding.iter().any(|&d| !(0..limit).contains(&d)) {
        return Err(bad(format!("params {v:?} out of range")));
    }
    let layout = v.get(3 + 3 * s).copied().unwrap_or(0);
    if !(0..16).contains(&layout) {
        return Err(bad(format!("params {v:?}: layout bits {layout} out of range")));
    }
    Ok(Params { spatial: s, groups: v[1], threads: v[2] as i32, stride, padding, dilation, layout })
}

/// The params of [`POINTWISE`] (operand 3): s64[7 + 3S], the window, the layout bits, the
/// activation's code and its two scalars (f64 bits); see [`Unary::encode`].
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn pointwise_params(frame: &CallFrame) -> Result<(Params, c_int, [f64; 2]), Fail> {
    let (pt, pp, pd) = buffer(frame, 3, false).map_err(bad)?;
    if pt != x::S64 || pd.len() != 1 || !(10..=16).contains(&pd[0]) {
        return Err(bad(format!("params: s64[7 + 3 * spatial] expected, got dtype {pt} dims {pd:?}")));
    }
    pointwise_values(std::slice::from_raw_parts(pp as *const i64, pd[0] as usize))
}

/// [`pointwise_params`]'s reading of the values themselves.
fn pointwise_values(v: &[i64]) -> Result<(Params, c_int, [f64; 2]), Fail> {
    if !(1..=3).contains(&v[0]) || v.len() as i64 != 7 + 3 * v[0] {
        return Err(bad(format!("params {v:?} out of range")));
    }
    let p = window(v)?;
    let n = v.len();
    let unary = v[n - 3];
    if !(0..=4).contains(&unary) || p.layout & INPUT_CHANNELS_LAST != 0 {
        return Err(bad(format!("params {v:?}: activation code {unary} or layout bits {} out of range", p.layout)));
    }
    Ok((p, unary as c_int, [f64::from_bits(v[n - 2] as u64), f64::from_bits(v[n - 1] as u64)]))
}

/// The output dims `[N, Cout, o...]` of a convolution of an input `x` `[N, C, s...]` by a weight
/// `w` `[Cout, C/G, k...]` with `p`, as torch computes them; `None` where they do not fit together.
fn conv_out(x: &[i64], w: &[i64], p: &Params) -> Option<Vec<i64>> {
    if w[0] % p.groups != 0 || w[1].checked_mul(p.groups)? != x[1] {
        return None;
    }
    let mut out = vec![x[0], w[0]];
    for i in 0..p.spatial {
        let window = p.dilation[i].checked_mul(w[2 + i] - 1)? + 1;
        let span = x[2 + i].checked_add(p.padding[i].checked_mul(2)?)?;
        if span < window {
            return None;
        }
        out.push((span - window) / p.stride[i] + 1);
    }
    Some(out)
}

/// Serves one call of `kind`: the buffers are checked for rank, dtype and dims here (ATen checks
/// them again); every tensor is made over one buffer with that buffer's own dims, so nothing is
/// read or written outside XLA's buffers.
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn call(frame: *mut CallFrame, kind: Kind) -> *mut x::Error {
    let name = match kind {
        Kind::Forward => FORWARD,
        Kind::InputGrad => INPUT_GRAD,
        Kind::WeightGrad => WEIGHT_GRAD,
    };
    serve_frame(frame, name, super::gemm::Split::Reductions, &|frame| unsafe {
        let aten = ATEN.get().ok_or_else(not_loaded)?;
        if frame.args.size != 3 || frame.rets.size != 1 {
            return Err(bad(format!("{} operands and {} results, expected 3 and 1", frame.args.size, frame.rets.size)));
        }
        let p = params(frame)?;
        let (at, ap, ad) = buffer(frame, 0, false).map_err(bad)?;
        let (bt, bp, bd) = buffer(frame, 1, false).map_err(bad)?;
        let (rt, rp, rd) = buffer(frame, 0, true).map_err(bad)?;
        // A channels-last buffer's dims are its tensor's in memory order; ATen is given the
        // tensor's own ([N, C, s...]) with the layout, and every check below reads those.
        let layout_ok = match kind {
            Kind::Forward | Kind::InputGrad => p.layout & INPUT_CHANNELS_LAST == 0,
            Kind::WeightGrad => p.layout & (RESULT_CHANNELS_LAST | WEIGHT_CHANNELS_LAST) == 0,
        };
        if !layout_ok {
            return Err(bad(format!("layout bits {} do not apply to this call", p.layout)));
        }
        // Operand 1 is the weight of the forward and the input gradient, `x` of the weight gradient.
        let (ad, bd, rd) = (
            logical(ad, p.layout & FIRST_CHANNELS_LAST != 0),
            logical(bd, p.layout & (INPUT_CHANNELS_LAST | WEIGHT_CHANNELS_LAST) != 0),
            logical(rd, p.layout & RESULT_CHANNELS_LAST != 0),
        );
        let rank = p.spatial + 2;
        if [at, bt].iter().any(|&t| t != rt) || !matches!(rt, x::F32 | x::F64) || [&ad, &bd, &rd].iter().any(|d| d.len() != rank) {
            return Err(bad(format!("buffers {ad:?}, {bd:?} -> {rd:?} (dtypes {at}, {bt}, {rt}): rank {rank}, float32 or float64, all the same")));
        }
        if [&ad, &bd, &rd].iter().any(|d| d.iter().any(|&v| v <= 0)) {
            return Err(bad(format!("buffers {ad:?}, {bd:?} -> {rd:?}: every dim must be positive")));
        }
        // The convolution's own output dims, checked before ATen runs: it then never makes a tensor
        // larger than XLA's buffers (a user's StableHLO can call these targets with any params).
        let (input, weight, output) = match kind {
            Kind::Forward => (&ad, &bd, &rd),
            Kind::InputGrad => (&rd, &bd, &ad),
            Kind::WeightGrad => (&bd, &rd, &ad),
        };
        if conv_out(input, weight, &p).as_ref() != Some(output) {
            return Err(bad(format!("input {input:?}, weight {weight:?} and output {output:?} do not agree with groups {}, strides {:?}, paddings {:?} and dilations {:?}", p.groups, p.stride, p.padding, p.dilation)));
        }
        let dtype = if rt == x::F32 { 0 } else { 1 };
        // A call that starts while another kernel runs takes one thread (gemm.rs, `ACTIVE`).
        let (_running, others) = Running::enter();
        let threads = if others > 0 { 1 } else { p.threads };
        let mut err = vec![0 as c_char; 1024];
        let (s, st, pa, di, g) = (p.spatial as c_int, p.stride.as_ptr(), p.padding.as_ptr(), p.dilation.as_ptr(), p.groups);
        let l = p.layout as c_int;
        let rc = match kind {
            Kind::Forward => (aten.forward)(dtype, s, ap, ad.as_ptr(), bp, bd.as_ptr(), rp, rd.as_ptr(), st, pa, di, g, l, threads, err.as_mut_ptr(), err.len()),
            // The input's values are not read for its gradient: the result buffer stands in for it
            // (in its layout: the result's bit says how the input is laid out for ATen).
            Kind::InputGrad => {
                let l = (l & !(INPUT_CHANNELS_LAST as c_int)) | if l & RESULT_CHANNELS_LAST as c_int != 0 { INPUT_CHANNELS_LAST as c_int } else { 0 };
                (aten.backward)(dtype, s, ap, ad.as_ptr(), rp, rd.as_ptr(), bp, bd.as_ptr(), rp, std::ptr::null_mut(), st, pa, di, g, l, threads, err.as_mut_ptr(), err.len())
            }
            // Nor the weight's for the weight gradient.
            Kind::WeightGrad => (aten.backward)(dtype, s, ap, ad.as_ptr(), bp, bd.as_ptr(), rp, rd.as_ptr(), std::ptr::null_mut(), rp, st, pa, di, g, l, threads, err.as_mut_ptr(), err.len()),
        };
        if rc != 0 {
            let m = CStr::from_ptr(err.as_ptr()).to_string_lossy().into_owned();
            return Err((x::ERROR_INVALID_ARGUMENT, format!("ATen's convolution raised: {m}")));
        }
        Ok(())
    })
}

/// Serves one [`POINTWISE`] call: `x`, `w`, `b` `[Cout]`, params → `y`, float32, checked as
/// [`call`] checks a forward convolution.
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn pointwise_call(frame: *mut CallFrame) -> *mut x::Error {
    serve_frame(frame, POINTWISE, super::gemm::Split::Reductions, &|frame| unsafe {
        let aten = ATEN.get().ok_or_else(not_loaded)?;
        if frame.args.size != 4 || frame.rets.size != 1 {
            return Err(bad(format!("{} operands and {} results, expected 4 and 1", frame.args.size, frame.rets.size)));
        }
        let (p, unary, scalars) = pointwise_params(frame)?;
        let (xt, xp, xd) = buffer(frame, 0, false).map_err(bad)?;
        let (wt, wp, wd) = buffer(frame, 1, false).map_err(bad)?;
        let (bt, bp, bd) = buffer(frame, 2, false).map_err(bad)?;
        let (rt, rp, rd) = buffer(frame, 0, true).map_err(bad)?;
        let (xd, rd) = (logical(xd, p.layout & FIRST_CHANNELS_LAST != 0), logical(rd, p.layout & RESULT_CHANNELS_LAST != 0));
        let wd = logical(wd, p.layout & WEIGHT_CHANNELS_LAST != 0);
        let rank = p.spatial + 2;
        if [xt, wt, bt, rt].iter().any(|&t| t != x::F32) || [&xd, &wd, &rd].iter().any(|d| d.len() != rank) {
            return Err(bad(format!("buffers {xd:?}, {wd:?}, {bd:?} -> {rd:?} (dtypes {xt}, {wt}, {bt}, {rt}): rank {rank}, all float32")));
        }
        if [&xd, &wd, &rd].iter().any(|d| d.iter().any(|&v| v <= 0)) || bd != [wd[0]] {
            return Err(bad(format!("buffers {xd:?}, {wd:?}, {bd:?} -> {rd:?}: every dim must be positive, the bias [Cout]")));
        }
        if conv_out(&xd, &wd, &p).as_ref() != Some(&rd) {
            return Err(bad(format!("input {xd:?}, weight {wd:?} and output {rd:?} do not agree with groups {}, strides {:?}, paddings {:?} and dilations {:?}", p.groups, p.stride, p.padding, p.dilation)));
        }
        let (_running, others) = Running::enter();
        let threads = if others > 0 { 1 } else { p.threads };
        let mut err = vec![0 as c_char; 1024];
        let rc = (aten.pointwise)(p.spatial as c_int, xp, xd.as_ptr(), wp, wd.as_ptr(), bp, rp, rd.as_ptr(), p.stride.as_ptr(), p.padding.as_ptr(), p.dilation.as_ptr(), p.groups, p.layout as c_int, unary, scalars.as_ptr(), threads, err.as_mut_ptr(), err.len());
        if rc != 0 {
            let m = CStr::from_ptr(err.as_ptr()).to_string_lossy().into_owned();
            return Err((x::ERROR_INVALID_ARGUMENT, format!("oneDNN's fused convolution raised: {m}")));
        }
        Ok(())
    })
}

/// The dims `[N, C, s...]` of the tensor a buffer of `dims` holds: the buffer's own, or, for a
/// channels-last buffer (`[N, s..., C]`), its last dim moved to second.
fn logical(mut dims: Vec<i64>, channels_last: bool) -> Vec<i64> {
    if channels_last && dims.len() >= 3 {
        let c = dims.pop().unwrap_or_default();
        dims.insert(1, c);
    }
    dims
}

unsafe extern "C" fn forward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Kind::Forward)
}

unsafe extern "C" fn pointwise(frame: *mut CallFrame) -> *mut x::Error {
    pointwise_call(frame)
}

unsafe extern "C" fn input_grad(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Kind::InputGrad)
}

unsafe extern "C" fn weight_grad(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Kind::WeightGrad)
}

#[cfg(test)]
mod tests {
    #[test]
    fn targets_are_distinct_from_the_other_kernels() {
        let mut names: Vec<&str> = super::handlers().iter().map(|h| h.0).collect();
        names.extend(super::super::gemm::handlers().iter().map(|h| h.0));
        names.extend(super::super::conv::handlers().iter().map(|h| h.0));
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n);
    }

    #[test]
    fn output_dims_follow_torch() {
        let p = |groups, stride: i64, padding: i64, dilation: i64| super::Params { spatial: 2, groups, threads: 0, stride: vec![stride; 2], padding: vec![padding; 2], dilation: vec![dilation; 2], layout: 0 };
        // ResNet's stem: 224 -> 112.
        assert_eq!(super::conv_out(&[8, 3, 224, 224], &[64, 3, 7, 7], &p(1, 2, 3, 1)), Some(vec![8, 64, 112, 112]));
        // Depthwise, dilated: 20 + 2 * 4 - (2 * 4 + 1) + 1 = 20.
        assert_eq!(super::conv_out(&[2, 8, 20, 20], &[8, 1, 5, 5], &p(8, 1, 4, 2)), Some(vec![2, 8, 20, 20]));
        // Channels that the groups do not give, and a window past the padded input.
        assert_eq!(super::conv_out(&[2, 8, 20, 20], &[8, 2, 3, 3], &p(8, 1, 1, 1)), None);
        assert_eq!(super::conv_out(&[1, 1, 4, 4], &[1, 1, 7, 7], &p(1, 1, 1, 1)), None);
        // A huge padding is refused by the caller's range check before it gets here; the
        // arithmetic itself does not overflow.
        assert!(super::conv_out(&[1, 1, 4, 4], &[1, 1, 3, 3], &p(1, 1, 1 << 24, 1)).is_some());
    }

    #[test]
    fn fused_params_are_read_and_bad_ones_refused() {
        // S = 2, groups 1, threads 2, strides, paddings, dilations, layout 5, hardtanh(0, 6).
        let mut v = vec![2, 1, 2, 1, 1, 1, 1, 1, 1, 5, 4, 0f64.to_bits() as i64, 6f64.to_bits() as i64];
        let (p, unary, scalars) = super::pointwise_values(&v).expect("valid params");
        assert_eq!((p.spatial, p.layout, unary, scalars), (2, 5, 4, [0.0, 6.0]));
        // A huge or negative spatial count, an unknown activation, the input-layout bit (not a
        // forward's) and a wrong length are refused, never read past the buffer.
        for bad in [i64::MAX, -1, 0, 4] {
            let mut w = v.clone();
            w[0] = bad;
            assert!(super::pointwise_values(&w).is_err(), "{w:?}");
        }
        v[10] = 5;
        assert!(super::pointwise_values(&v).is_err());
        v[10] = 1;
        v[9] = super::INPUT_CHANNELS_LAST;
        assert!(super::pointwise_values(&v).is_err());
        // A channels-last weight is read; a bit past the known ones is refused.
        v[9] = super::WEIGHT_CHANNELS_LAST | 5;
        assert_eq!(super::pointwise_values(&v).expect("valid params").0.layout, 13);
        v[9] = 16;
        assert!(super::pointwise_values(&v).is_err());
        v[9] = 5;
        v.pop();
        assert!(super::pointwise_values(&v).is_err());
    }

    #[test]
    fn channels_last_buffers_are_read_as_their_tensors() {
        // [N, H, W, C] holds the tensor [N, C, H, W]; other buffers keep their dims.
        assert_eq!(super::logical(vec![8, 56, 56, 40], true), vec![8, 40, 56, 56]);
        assert_eq!(super::logical(vec![8, 4, 5, 6, 3], true), vec![8, 3, 4, 5, 6]);
        assert_eq!(super::logical(vec![8, 56, 56, 40], false), vec![8, 56, 56, 40]);
        assert_eq!(super::logical(vec![4, 3], true), vec![4, 3]);
    }

    #[test]
    fn a_library_that_is_not_there_is_an_error_naming_it() {
        let e = super::load_aten(std::path::Path::new("/nonexistent/_aten_kernels.so"), "2.11.0").unwrap_err();
        assert!(e.to_string().contains("/nonexistent/_aten_kernels.so"), "{e}");
    }
}
