//! Memory owned by someone else, seen by PJRT without a copy, and PJRT's events as callbacks: the
//! pieces the device path is built from (docs/gpu.md, "Device tensors in and out").
//!
//! - [`Client::view_of_device_buffer`]: `PJRT_Client_CreateViewOfDeviceBuffer`, a PJRT buffer over
//!   a torch tensor's memory (a CUDA pointer on the GPU plugin; a host pointer on the CPU plugin,
//!   where it is tested). The owner (a torch tensor) is kept alive until PJRT calls the view's
//!   on-delete callback.
//! - [`OwnedBuffer::device_pointer`]: where a result lies in device memory, for DLPack export
//!   ([`dlpack::into_dlpack_on`](super::dlpack::into_dlpack_on)).
//! - [`Plugin::on_ready`]: `PJRT_Event_OnReady`, to run code when a result is computed without
//!   blocking a thread on it.
//! - [`Plugin::extensions`]: the extension types a plugin offers (the stream extension is what
//!   orders XLA's work after torch's on the caller's CUDA stream).

use std::any::Any;
use std::ffi::c_void;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use super::client::Client;
use super::device_buffer::OwnedBuffer;
use super::element_type::ElementType;
use super::ffi::{self, PjrtArgs};
use super::plugin::Plugin;
use super::spec::element_count;
use super::transfer_stats::TRANSFER_STATS;
use crate::{Error, Result};

/// What keeps a viewed memory alive: dropped when PJRT is done with the view (its on-delete
/// callback), which may happen on any thread, after the buffer handle itself is destroyed.
pub type ViewOwner = Box<dyn Any + Send>;

unsafe extern "C" fn release_view_owner(_device_ptr: *mut c_void, user_arg: *mut c_void) {
    if user_arg.is_null() {
        return;
    }
    // Never unwind into the plugin's C++.
    let _ = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `user_arg` is the `Box<ViewOwner>` leaked by `view_of_device_buffer`; PJRT calls
        // the on-delete callback exactly once.
        drop(unsafe { Box::from_raw(user_arg.cast::<ViewOwner>()) });
    }));
}

impl Client {
    /// A PJRT buffer on device `device` that views `dims` elements of `dtype` at `ptr`, dense and
    /// row-major, with no copy. `owner` is dropped when PJRT no longer uses the memory (never
    /// before the returned buffer is destroyed). `stream`: the platform's stream handle on which
    /// the memory's producer works (a `cudaStream_t` as an integer on CUDA; PJRT makes the buffer
    /// ready after the work queued there); `None` when the memory is ready now. The CPU plugin
    /// takes no stream.
    ///
    /// # Safety
    /// `ptr` must address `product(dims) * dtype.byte_size()` bytes of memory of that device that
    /// stay valid while `owner` lives, aligned as the plugin requires (the CPU plugin checks and
    /// refuses misaligned memory with an error).
    pub unsafe fn view_of_device_buffer(
        &self,
        ptr: *mut c_void,
        dtype: ElementType,
        dims: &[i64],
        device: usize,
        stream: Option<isize>,
        owner: ViewOwner,
    ) -> Result<OwnedBuffer> {
        let what = || format!("view of {dtype}{dims:?} at {ptr:p}");
        element_count(dims, &what)?;
        if ptr.is_null() {
            return Err(Error::RuntimeArg(format!("{}: NULL pointer", what())));
        }
        let inner = self.inner();
        let device_handle = *inner.devices.get(device).ok_or_else(|| {
            Error::RuntimeArg(format!("{}: device {device} does not exist ({} devices)", what(), inner.devices.len()))
        })?;
        let plugin = &inner.plugin;
        let user_arg = Box::into_raw(Box::new(owner));
        let mut args = ffi::PJRT_Client_CreateViewOfDeviceBuffer_Args::new();
        args.client = inner.raw;
        args.device_buffer_ptr = ptr;
        args.dims = dims.as_ptr();
        args.num_dims = dims.len();
        args.element_type = dtype.to_pjrt();
        args.layout = std::ptr::null_mut();
        args.device = device_handle;
        args.on_delete_callback = Some(release_view_owner);
        args.on_delete_callback_arg = user_arg.cast();
        args.stream = stream.unwrap_or(0);
        // SAFETY: the client and device are live; `dims` outlives the call; `ptr` satisfies the
        // caller's contract; the callback and its argument stay valid until PJRT calls it.
        let r = unsafe { pjrt_call!(plugin, PJRT_Client_CreateViewOfDeviceBuffer, &mut args) };
        if let Err(e) = r {
            // PJRT did not take the view, so it never calls the callback: release the owner here.
            // SAFETY: leaked above and not handed to anyone.
            drop(unsafe { Box::from_raw(user_arg) });
            return Err(e);
        }
        if args.buffer.is_null() {
            // The same: no buffer, no callback.
            // SAFETY: as above.
            drop(unsafe { Box::from_raw(user_arg) });
            return Err(Error::Pjrt { call: "PJRT_Client_CreateViewOfDeviceBuffer", message: "returned no buffer".into() });
        }
        TRANSFER_STATS.buffer_created();
        Ok(OwnedBuffer::new(Arc::clone(inner), args.buffer, dtype, dims.to_vec()))
    }
}

impl OwnedBuffer {
    /// The address of the buffer's memory on its device (`PJRT_Buffer_UnsafePointer`): a host
    /// address on the CPU plugin, a CUDA device address on the GPU plugin. Valid while the buffer
    /// lives and is not donated.
    pub fn device_pointer(&self) -> Result<usize> {
        super::buffer::unsafe_pointer(self.plugin(), self.raw())
    }

    /// True when the buffer is laid out dense and row-major (its memory reads as a C-order array,
    /// as DLPack export needs); false when the plugin cannot say.
    pub fn is_dense_row_major(&self) -> bool {
        super::buffer::is_dense_row_major(self.plugin(), self.raw(), self.dims().len())
    }
}

/// Where an event's callback goes: called once, from the plugin's thread, with the event's status.
type ReadyCallback = Box<dyn FnOnce(Result<()>) + Send>;

struct ReadyContext {
    plugin: Arc<Plugin>,
    callback: ReadyCallback,
}

unsafe extern "C" fn ready_trampoline(error: *mut ffi::PJRT_Error, user_arg: *mut c_void) {
    if user_arg.is_null() {
        return;
    }
    // Never unwind into the plugin's C++.
    let _ = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `user_arg` is the `Box<ReadyContext>` leaked by `on_ready`, called exactly once.
        let ctx = unsafe { Box::from_raw(user_arg.cast::<ReadyContext>()) };
        // The callback owns `error` and must destroy it: `check` reads and destroys it.
        let status = ctx.plugin.check(error, "PJRT_Event_OnReady");
        (ctx.callback)(status);
    }));
}

impl Plugin {
    /// Calls `callback` once `event` is ready, with its status, on whatever thread the plugin
    /// chooses (maybe this one, at once). Takes ownership of `event` (destroyed here: PJRT keeps
    /// what it needs for the callback). An error registering it calls nothing and is returned.
    pub fn on_ready(self: &Arc<Self>, event: *mut ffi::PJRT_Event, callback: ReadyCallback) -> Result<()> {
        if event.is_null() {
            callback(Ok(()));
            return Ok(());
        }
        let ctx = Box::into_raw(Box::new(ReadyContext { plugin: Arc::clone(self), callback }));
        let mut args = ffi::PJRT_Event_OnReady_Args::new();
        args.event = event;
        args.callback = Some(ready_trampoline);
        args.user_arg = ctx.cast();
        // SAFETY: `event` is live and owned by the caller; the trampoline and its argument stay
        // valid until the plugin calls it.
        let r = unsafe { pjrt_call!(self, PJRT_Event_OnReady, &mut args) };
        if r.is_err() {
            // Not registered: the trampoline will never run.
            // SAFETY: leaked above and not handed to anyone.
            drop(unsafe { Box::from_raw(ctx) });
        }
        self.destroy_event(event);
        r
    }

    /// The first entry of the plugin's extension chain (`PJRT_Api::extension_start`), or NULL.
    pub(crate) fn extension_start(&self) -> *mut ffi::PJRT_Extension_Base {
        // SAFETY: `extension_start` is the second field of every PJRT_Api (inside any struct_size
        // that holds the version, checked at load).
        unsafe { std::ptr::addr_of!((*self.api_ptr()).extension_start).read() }
    }

    /// The entry of the plugin's extension chain of type `kind`, when it is at least `size` bytes
    /// (so it has every field the caller's struct declares); `None` when there is none, or only a
    /// smaller one. The caller casts it to its own struct for that type.
    pub(crate) fn find_extension(&self, kind: ffi::PJRT_Extension_Type, size: usize) -> Option<*const ffi::PJRT_Extension_Base> {
        let mut ext = self.extension_start();
        // A plugin's chain is a handful of entries; the bound guards against a cycle.
        for _ in 0..64 {
            if ext.is_null() {
                return None;
            }
            // SAFETY: each entry starts with a `PJRT_Extension_Base` and lives as long as the
            // library, which the plugin keeps loaded.
            let base = unsafe { &*ext };
            if base.type_ == kind {
                return (base.struct_size >= size).then_some(ext as *const _);
            }
            ext = base.next;
        }
        None
    }

    /// The extension types in the plugin's `PJRT_Api::extension_start` chain, by the header's
    /// numbering (`PJRT_Extension_Type`), with their names where this header knows them.
    pub fn extensions(&self) -> Vec<(u32, &'static str)> {
        let mut out = Vec::new();
        let mut ext = self.extension_start();
        // A plugin's chain is a handful of entries; the bound guards against a cycle.
        while !ext.is_null() && out.len() < 64 {
            // SAFETY: each entry starts with a `PJRT_Extension_Base` and lives as long as the library.
            let base = unsafe { ext.read() };
            let t = base.type_ as u32;
            out.push((t, extension_name(t)));
            ext = base.next;
        }
        out
    }
}

/// The header's name of extension type `t` (`PJRT_Extension_Type`, PJRT C API 0.81).
pub fn extension_name(t: u32) -> &'static str {
    const NAMES: [&str; 16] = [
        "gpu_custom_call",
        "profiler",
        "custom_partitioner",
        "stream",
        "layouts",
        "ffi",
        "memory_descriptions",
        "triton",
        "raw_buffer",
        "phase_compile",
        "example",
        "unknown",
        "cross_host_transfers",
        "executable_metadata",
        "callback",
        "host_allocator",
    ];
    NAMES.get(t as usize).copied().unwrap_or("newer than the 0.81 header")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extension_names_follow_the_header() {
        assert_eq!(extension_name(ffi::PJRT_Extension_Type_Stream as u32), "stream");
        assert_eq!(extension_name(ffi::PJRT_Extension_Type_FFI as u32), "ffi");
        assert_eq!(extension_name(ffi::PJRT_Extension_Type_HostAllocator as u32), "host_allocator");
        assert_eq!(extension_name(999), "newer than the 0.81 header");
    }
}
