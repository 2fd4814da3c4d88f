//! `ClientInner`: the owned `PJRT_Client` that clients, executables and buffers share (a leaf of
//! the runtime: everything that holds a client's handles depends on this, not on `Client`).

use std::sync::Arc;

use super::ffi::{self, PjrtArgs};
use super::plugin::Plugin;

/// The owned `PJRT_Client` plus what was read from it once at creation.
pub(crate) struct ClientInner {
    pub(crate) plugin: Arc<Plugin>,
    pub(crate) raw: *mut ffi::PJRT_Client,
    /// Addressable devices, owned by `raw`.
    pub(crate) devices: Vec<*mut ffi::PJRT_Device>,
    pub(crate) platform_name: String,
    pub(crate) platform_version: String,
    /// The creation options the client was made with (for `stats()` and messages).
    pub(crate) create_options: Vec<super::client_options::NamedOption>,
    /// Whether programs for this client may call torchtpu's CPU kernels (a CPU client whose
    /// plugin took their registration; cpu_kernels/).
    pub(crate) cpu_kernels: bool,
    /// Whether torchtpu's CUDA kernels may be called by this client's programs (a CUDA plugin
    /// that took their registration; cuda_kernels/).
    pub(crate) cuda_kernels: bool,
}

// SAFETY: PJRT clients are thread-safe (every C API entry point taking a client may be called
// concurrently); `ClientInner` is immutable after construction, and the device handles it holds are
// owned by the client and live as long as it.
unsafe impl Send for ClientInner {}
// SAFETY: see `Send`.
unsafe impl Sync for ClientInner {}

impl ClientInner {
    /// Whether the client was created with `asynchronous` = false: the CPU plugin then runs every
    /// program on the thread that launches it (API 0.115; the 0.81 plugin ignores the option, and
    /// then this only makes the kernel hand-off more careful than it needs to be).
    pub(crate) fn synchronous(&self) -> bool {
        self.create_options
            .iter()
            .any(|o| o.name == "asynchronous" && matches!(o.value, super::client_options::OptionValue::Bool(false)))
    }
}

impl Drop for ClientInner {
    fn drop(&mut self) {
        let mut args = ffi::PJRT_Client_Destroy_Args::new();
        args.client = self.raw;
        // SAFETY: `raw` was created by PJRT_Client_Create and is destroyed exactly once, here. Every
        // executable holds an `Arc<ClientInner>`, so none outlives the client.
        let _ = unsafe { pjrt_call!(&self.plugin, PJRT_Client_Destroy, &mut args) };
    }
}
