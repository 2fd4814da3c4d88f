//! `ResidentBuffer`: an input kept in a PJRT buffer across executions, for a tensor that does not
//! change between calls (a parameter or buffer of the model). On the CPU plugin it is a zero-copy
//! view of the caller's memory (nothing is transferred anyway, but the buffer is not created and
//! destroyed on every call); on a plugin with device memory it is the one device copy, so an
//! unchanged weight is not transferred again. The cache that decides when one may be reused (by
//! storage, version counter, shape and dtype) is [`resident_cache`](super::resident_cache).

use std::sync::atomic::Ordering;
use std::sync::Arc;

use super::buffer::{unsafe_pointer, Scratch, Upload};
use super::client::ClientInner;
use super::executable::LoadedExecutable;
use super::spec::ArgSpec;
use super::ffi;
use super::transfer_stats::TRANSFER_STATS;
use crate::{Error, Result};

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

impl LoadedExecutable {
    /// A buffer of `spec` over the host memory at `data`, on this executable's device, for use as
    /// a parameter of later executions ([`execute_borrowed`](Self::execute_borrowed)'s `resident`).
    ///
    /// # Safety
    /// `data` must point to `spec.len_bytes` readable bytes that stay valid, and unchanged while
    /// the buffer is used, until the returned buffer is dropped (on the CPU plugin it reads them
    /// in place; elsewhere it holds a copy made before this returns).
    pub unsafe fn make_resident(&self, spec: &ArgSpec, data: *const u8) -> Result<Arc<ResidentBuffer>> {
        if self.device_ptr().is_null() {
            return Err(Error::RuntimeArg("the executable has no single device to keep inputs on".into()));
        }
        let plugin = &self.client_inner().plugin;
        let mode = if self.host_memory() { Upload::ZeroCopy } else { Upload::Copy };
        let mut scratch = Scratch::new(plugin);
        // SAFETY: the caller's contract; a copy is complete once `await_all` returns.
        let buffer = unsafe {
            scratch.upload(self.client_inner().raw, self.device_ptr(), data, spec.len_bytes, &spec.dims, spec.dtype, mode)
        }?;
        scratch.await_all()?;
        let zero_copy = mode == Upload::ZeroCopy && (spec.len_bytes == 0 || unsafe_pointer(plugin, buffer).ok() == Some(data as usize));
        let counter = if zero_copy { &TRANSFER_STATS.zero_copy_inputs } else { &TRANSFER_STATS.input_copies };
        counter.fetch_add(1, Ordering::Relaxed);
        let (buffers, mut releases) = scratch.detach();
        debug_assert_eq!(buffers, vec![buffer]);
        Ok(Arc::new(ResidentBuffer {
            client: self.client_inner().clone(),
            raw: buffer,
            release: releases.pop().unwrap_or(std::ptr::null_mut()),
            spec: spec.clone(),
            zero_copy,
        }))
    }
}
