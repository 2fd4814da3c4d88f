//! `ResidentBuffer`: an input kept in a PJRT buffer across executions, for a tensor that does not
//! change between calls (a parameter or buffer of the model). On the CPU plugin it is a zero-copy
//! view of the caller's memory (nothing is transferred anyway, but the buffer is not created and
//! destroyed on every call); on a plugin with device memory it is the one device copy, so an
//! unchanged weight is not transferred again. The cache that decides when one may be reused (by
//! storage, version counter, shape and dtype) is [`resident_cache`](super::resident_cache).

use std::sync::Arc;

use super::client_inner::ClientInner;
use super::spec::ArgSpec;
use super::ffi;

/// A PJRT input buffer that outlives executions. Dropping it destroys the buffer and (zero-copy)
/// waits until PJRT has let go of the host memory.
pub struct ResidentBuffer {
    client: Arc<ClientInner>,
    raw: *mut ffi::PJRT_Buffer,
    /// `done_with_host_buffer` of a zero-copy buffer: fires once the buffer is destroyed.
    release: *mut ffi::PJRT_Event,
    spec: ArgSpec,
    /// The buffer reads the caller's memory in place (else it holds a copy).
    zero_copy: bool,
}

// SAFETY: a PJRT buffer may be used and destroyed from any thread; the struct is immutable after
// construction and owns its raw handles.
unsafe impl Send for ResidentBuffer {}
// SAFETY: see `Send`; executions only read the buffer.
unsafe impl Sync for ResidentBuffer {}

impl ResidentBuffer {
    /// Takes ownership of `raw` (and of `release`, the event that fires once PJRT has let go of the
    /// host memory of a zero-copy buffer; NULL for a copy).
    pub(crate) fn new(
        client: Arc<ClientInner>,
        raw: *mut ffi::PJRT_Buffer,
        release: *mut ffi::PJRT_Event,
        spec: ArgSpec,
        zero_copy: bool,
    ) -> ResidentBuffer {
        ResidentBuffer { client, raw, release, spec, zero_copy }
    }

    pub(crate) fn raw(&self) -> *mut ffi::PJRT_Buffer {
        self.raw
    }

    pub fn spec(&self) -> &ArgSpec {
        &self.spec
    }

    /// True when the buffer reads the caller's memory in place (the CPU plugin, aligned data).
    pub fn zero_copy(&self) -> bool {
        self.zero_copy
    }
}

impl Drop for ResidentBuffer {
    fn drop(&mut self) {
        // SAFETY: `raw` is owned by `self` and destroyed exactly once, here; executions using it
        // hold a reference to `self`, so none is running.
        unsafe { super::buffer::destroy_buffer(&self.client.plugin, self.raw) };
        if !self.release.is_null() {
            let _ = self.client.plugin.await_event(self.release, "PJRT_Client_BufferFromHostBuffer (release)");
        }
    }
}

impl std::fmt::Debug for ResidentBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResidentBuffer").field("spec", &self.spec).field("zero_copy", &self.zero_copy).finish()
    }
}
