//! `OwnedBuffer`: one result of an execution, kept on the device (for the CPU plugin: in host
//! memory) until it is read, copied, or handed to torch through DLPack.

use std::sync::Arc;

use super::buffer::{destroy_buffer, Scratch};
use super::client_inner::ClientInner;
use super::element_type::ElementType;
use super::ffi::{self, PjrtArgs};
use crate::{Error, Result};

/// A PJRT buffer owned by Rust: destroyed on drop (and kept alive as long as a torch tensor made from
/// it through [`into_dlpack`](super::dlpack::into_dlpack) lives).
pub struct OwnedBuffer {
    client: Arc<ClientInner>,
    raw: *mut ffi::PJRT_Buffer,
    dtype: ElementType,
    dims: Vec<i64>,
    len_bytes: usize,
    /// Where its elements lie in host memory, dense row-major, when they can be read in place: set
    /// only on a plugin whose device memory is host memory, with the external reference count raised
    /// (so PJRT does not move the memory while it is shared).
    host_ptr: Option<*mut u8>,
}

// SAFETY: a PJRT buffer may be used and destroyed from any thread; the struct is only mutated through
// `&mut self` and its raw pointers are owned by it.
unsafe impl Send for OwnedBuffer {}
// SAFETY: see `Send`; `&self` methods only read.
unsafe impl Sync for OwnedBuffer {}

impl OwnedBuffer {
    /// Takes ownership of `raw` (already counted as created).
    pub(crate) fn new(client: Arc<ClientInner>, raw: *mut ffi::PJRT_Buffer, dtype: ElementType, dims: Vec<i64>) -> Self {
        let len_bytes = dims.iter().map(|&d| d.max(0) as usize).product::<usize>() * dtype.byte_size();
        OwnedBuffer { client, raw, dtype, dims, len_bytes, host_ptr: None }
    }

    pub(crate) fn plugin(&self) -> &super::plugin::Plugin {
        &self.client.plugin
    }

    pub(crate) fn raw(&self) -> *mut ffi::PJRT_Buffer {
        self.raw
    }

    pub fn dtype(&self) -> ElementType {
        self.dtype
    }

    pub fn dims(&self) -> &[i64] {
        &self.dims
    }

    pub fn len_bytes(&self) -> usize {
        self.len_bytes
    }

    /// The host address of the elements when they can be read in place (see the field).
    pub fn host_ptr(&self) -> Option<*mut u8> {
        self.host_ptr
    }

    /// Pins the buffer's memory (external reference) and records its host address. Call only when
    /// the plugin's device memory is host memory and the buffer is dense row-major and ready.
    pub(crate) fn expose_host_memory(&mut self) -> Result<()> {
        let plugin = &self.client.plugin;
        let mut inc = ffi::PJRT_Buffer_IncreaseExternalReferenceCount_Args::new();
        inc.buffer = self.raw;
        // SAFETY: `raw` is live and owned by `self`; `inc` outlives the call.
        unsafe { pjrt_call!(plugin, PJRT_Buffer_IncreaseExternalReferenceCount, &mut inc) }?;
        match super::buffer::unsafe_pointer(plugin, self.raw) {
            Ok(p) if p != 0 || self.len_bytes == 0 => {
                self.host_ptr = Some(p as *mut u8);
                Ok(())
            }
            other => {
                self.release_external_reference();
                other.and(Err(Error::Pjrt { call: "PJRT_Buffer_UnsafePointer", message: "returned NULL".into() }))
            }
        }
    }

    /// Drops the host view (the memory may then be read only through [`copy_to_host`](Self::copy_to_host)).
    pub(crate) fn hide_host_memory(&mut self) {
        if self.host_ptr.take().is_some() {
            self.release_external_reference();
        }
    }

    fn release_external_reference(&self) {
        let mut dec = ffi::PJRT_Buffer_DecreaseExternalReferenceCount_Args::new();
        dec.buffer = self.raw;
        // SAFETY: `raw` is live; the count was raised by `expose_host_memory`.
        let _ = unsafe { pjrt_call!(&self.client.plugin, PJRT_Buffer_DecreaseExternalReferenceCount, &mut dec) };
    }

    /// The buffer's ready event (owned by the caller), or `None` when the plugin has no
    /// `PJRT_Buffer_ReadyEvent` (its buffers are then ready when the execution returns).
    fn ready_event(&self) -> Result<Option<*mut ffi::PJRT_Event>> {
        let plugin = &self.client.plugin;
        if pjrt_fn!(plugin, PJRT_Buffer_ReadyEvent).is_err() {
            return Ok(None);
        }
        let mut args = ffi::PJRT_Buffer_ReadyEvent_Args::new();
        args.buffer = self.raw;
        // SAFETY: `raw` is live and owned by `self`; `args` outlives the call.
        unsafe { pjrt_call!(plugin, PJRT_Buffer_ReadyEvent, &mut args) }?;
        Ok((!args.event.is_null()).then_some(args.event))
    }

    /// Blocks until the execution that produces this buffer has finished; its error, if it
    /// failed. Results of [`execute_async`](super::LoadedExecutable::execute_async) must be awaited
    /// before their memory is read.
    pub fn await_ready(&self) -> Result<()> {
        match self.ready_event()? {
            Some(event) => self.client.plugin.await_event(event, "PJRT_LoadedExecutable_Execute"),
            None => Ok(()),
        }
    }

    /// Whether the buffer's contents are computed (without waiting).
    pub fn is_ready(&self) -> Result<bool> {
        let Some(event) = self.ready_event()? else { return Ok(true) };
        let plugin = &self.client.plugin;
        let mut args = ffi::PJRT_Event_IsReady_Args::new();
        args.event = event;
        // SAFETY: `event` is live and owned here; destroyed below on every path.
        let r = unsafe { pjrt_call!(plugin, PJRT_Event_IsReady, &mut args) };
        plugin.destroy_event(event);
        r.map(|()| args.is_ready)
    }

    /// Awaits the buffer and, when its memory is host memory laid out dense row-major, gives it
    /// a host view ([`host_ptr`](Self::host_ptr)) so that it can be read in place (DLPack).
    /// Returns whether it has one. `host_memory`: the plugin's device memory is host memory.
    pub fn share_host_memory(&mut self, host_memory: bool) -> Result<bool> {
        self.await_ready()?;
        if self.host_ptr.is_some() {
            return Ok(true);
        }
        if !host_memory || self.len_bytes == 0 || !super::buffer::is_dense_row_major(&self.client.plugin, self.raw, self.dims.len()) {
            return Ok(false);
        }
        Ok(self.expose_host_memory().is_ok())
    }

    /// Copies the elements (dense row-major) into `dst`, which must hold exactly `len_bytes` bytes.
    ///
    /// # Safety
    /// `dst` must point to `len_bytes` writable bytes that nothing else accesses during the call.
    pub unsafe fn copy_to_host(&self, dst: *mut u8, len_bytes: usize) -> Result<()> {
        if len_bytes != self.len_bytes {
            return Err(Error::RuntimeArg(format!(
                "the result {}{:?} needs {} bytes, the destination has {len_bytes}",
                self.dtype, self.dims, self.len_bytes
            )));
        }
        let mut scratch = Scratch::new(&self.client.plugin);
        let what = || format!("result {}{:?}", self.dtype, self.dims);
        // SAFETY: `dst` has `len_bytes` writable bytes (caller's contract); `raw` is live; the copy is
        // awaited below (or when `scratch` drops on the error path).
        unsafe { scratch.download(self.raw, self.dims.len(), dst, len_bytes, &what) }?;
        scratch.await_all()
    }
}

impl Drop for OwnedBuffer {
    fn drop(&mut self) {
        self.hide_host_memory();
        // SAFETY: `raw` is owned by `self` and destroyed exactly once, here; the client (and its
        // plugin) is kept alive by the `Arc` field until after this body.
        unsafe { destroy_buffer(&self.client.plugin, self.raw) };
    }
}

impl std::fmt::Debug for OwnedBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OwnedBuffer")
            .field("dtype", &self.dtype)
            .field("dims", &self.dims)
            .field("host_ptr", &self.host_ptr)
            .finish()
    }
}
