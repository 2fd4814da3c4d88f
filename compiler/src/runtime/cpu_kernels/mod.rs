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
mod xla_ffi;

use std::ffi::c_char;

use super::ffi;
use super::plugin::Plugin;
use crate::{Error, Result};

/// The platform name the handlers are registered for (XLA canonicalizes it to `host`).
const PLATFORM: &str = "Host";

/// Registers every kernel with `plugin`'s FFI extension. Registering the same handler twice is
/// allowed by XLA (and a no-op).
pub(super) fn register(plugin: &Plugin) -> Result<()> {
    let ext = find_ffi_extension(plugin).ok_or_else(|| Error::Pjrt {
        call: "PJRT_FFI_Register_Handler",
        message: "the plugin has no FFI extension with `register_handler`".into(),
    })?;
    for (name, handler) in gemm::handlers().into_iter().chain(conv::handlers()).chain(aten::handlers()).chain(aten_ops::handlers()).chain(sum_rows::handlers()).chain([(crate::emit::KEEP_OFF_INLINE, keep_off_inline as xla_ffi::Handler)]) {
        let mut args = xla_ffi::RegisterHandlerArgs {
            struct_size: xla_ffi::REGISTER_HANDLER_ARGS_SIZE,
            target_name: name.as_ptr() as *const c_char,
            target_name_size: name.len(),
            handler: handler as *mut std::ffi::c_void,
            platform_name: PLATFORM.as_ptr() as *const c_char,
            platform_name_size: PLATFORM.len(),
            traits: 0,
        };
        // SAFETY: `ext` is the plugin's live FFI extension with `register_handler` inside its
        // size; `args` (and the static strings it points to) outlive the call.
        // XLA asks the handler for its metadata here (gemm::answer_metadata); any C++ exception
        // becomes an error.
        let register = ext.register_handler.expect("checked in find_ffi_extension");
        let err = crate::cxx_guard::guard("PJRT_FFI_Register_Handler", || Ok(unsafe { register(&mut args) }))?;
        plugin.check(err, "PJRT_FFI_Register_Handler").map_err(|e| match e {
            Error::Pjrt { call, message } => Error::Pjrt { call, message: format!("{message} (registering `{name}`)") },
            other => other,
        })?;
    }
    Ok(())
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

/// The plugin's FFI extension, when it is new enough to register handlers.
fn find_ffi_extension(plugin: &Plugin) -> Option<&xla_ffi::PjrtFfiExtension> {
    let mut ext = plugin.extension_start();
    let mut seen = 0;
    while !ext.is_null() && seen < 64 {
        // SAFETY: each entry of the chain starts with a `PJRT_Extension_Base` and lives as long
        // as the library, which the plugin keeps loaded.
        let base = unsafe { &*ext };
        if base.type_ == ffi::PJRT_Extension_Type_FFI {
            if base.struct_size < xla_ffi::PJRT_FFI_EXTENSION_SIZE {
                return None;
            }
            // SAFETY: an FFI extension of at least this size has every field of the struct.
            let e = unsafe { &*(ext as *const xla_ffi::PjrtFfiExtension) };
            return e.register_handler.is_some().then_some(e);
        }
        ext = base.next;
        seen += 1;
    }
    None
}
