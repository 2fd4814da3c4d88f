//! torchtpu's own kernels for the CPU plugin, reached from compiled programs as typed FFI custom
//! calls registered through the plugin's FFI extension (`PJRT_FFI_Extension::register_handler`).
//!
//! - [`gemm`]: large matrix products through the BLAS torch loaded (MKL), see docs/performance.md.
//! - [`conv`]: 2-d convolutions and their weight gradients as shifted products (depthwise weight
//!   gradients, grouped and narrow convolutions).
//! - [`aten`]: torch's own convolutions (oneDNN through ATen), through a small C++ library built
//!   against the installed torch;
//! - [`aten_ops`]: torch's own softmax, log_softmax, GELU and layer norm kernels and their
//!   gradients, through the same library.
//! - [`sum_rows`]: sums over a matrix's rows (bias gradients), accumulated in float64.
//!
//! Every handler's body runs through [`kernel_host`](super::kernel_host): on the thread waiting
//! for the program, so that XLA's workers start no OpenMP teams of their own.
//!
//! Registration happens once per plugin, when a CPU client is made ([`register`]); it does not
//! need a BLAS (a compile service registers the handlers to compile programs it never runs). A
//! plugin without the extension, or one that refuses the handlers, keeps working: programs are
//! then lowered without the custom calls ([`Client::has_cpu_kernels`](super::Client)).

pub mod aten;
pub mod aten_ops;
pub mod conv;
pub mod gemm;
pub mod gemm_choice;
pub mod profile;
pub mod sum_rows;

use super::plugin::Plugin;
use super::xla_ffi;
use crate::Result;

/// The platform name the handlers are registered for (XLA canonicalizes it to `host`).
const PLATFORM: &str = "Host";

/// Registers every kernel with `plugin`'s FFI extension. Registering the same handler twice is
/// allowed by XLA (and a no-op).
pub(super) fn register(plugin: &Plugin) -> Result<()> {
    let handlers = gemm::handlers()
        .into_iter()
        .chain(conv::handlers())
        .chain(aten::handlers())
        .chain(aten_ops::handlers())
        .chain(sum_rows::handlers())
        .chain([(crate::emit::KEEP_OFF_INLINE, keep_off_inline as xla_ffi::Handler)]);
    xla_ffi::register_handlers(plugin, PLATFORM, handlers)
}

/// The no-op kernel of `emit::KEEP_OFF_INLINE`: its operand is there for XLA's cost analysis
/// only (the program then runs on XLA's workers and its caller serves every kernel body).
unsafe extern "C" fn keep_off_inline(frame: *mut xla_ffi::CallFrame) -> *mut xla_ffi::Error {
    if !frame.is_null() {
        // SAFETY: XLA passes a live call frame.
        let _ = unsafe { gemm::answer_metadata(&*frame) };
    }
    std::ptr::null_mut()
}
