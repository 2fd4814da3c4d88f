//! PJRT's stream extension (`PJRT_Extension_Type_Stream`, experimental): how work queued by
//! someone else on a device stream (torch's current CUDA stream) and XLA's own streams are
//! ordered without blocking the host (docs/gpu.md, "Stream order").
//!
//! - [`Client::stream_for_external_ready_events`]: the stream XLA wants external producers'
//!   readiness tracked on, for a device.
//! - [`OwnedBuffer::wait_ready_on_stream`]: queues on `stream` a wait until the buffer is defined
//!   (XLA's writes done), so that a consumer on that stream reads it after XLA wrote it.
//!
//! No plugin ships the extension's header, so its three structs are written out here, as
//! `pjrt_c_api_stream_extension.h` (extension version 0) lays them out: every field is
//! pointer-sized, so the sizes are 24, 24 and 40 bytes on every 64-bit target.

use super::client::Client;
use super::device_buffer::OwnedBuffer;
use super::ffi;
use super::plugin::Plugin;
use crate::{Error, Result};

#[repr(C)]
struct GetStreamArgs {
    struct_size: usize,
    device: *mut ffi::PJRT_Device,
    /// Out: the platform's stream handle (a `cudaStream_t` on CUDA).
    stream: isize,
}

#[repr(C)]
struct WaitOnStreamArgs {
    struct_size: usize,
    stream: isize,
    buffer: *mut ffi::PJRT_Buffer,
}

type GetStreamFn = unsafe extern "C" fn(*mut GetStreamArgs) -> *mut ffi::PJRT_Error;
type WaitOnStreamFn = unsafe extern "C" fn(*mut WaitOnStreamArgs) -> *mut ffi::PJRT_Error;

#[repr(C)]
struct StreamExtension {
    base: ffi::PJRT_Extension_Base,
    get_stream: Option<GetStreamFn>,
    wait_stream: Option<WaitOnStreamFn>,
}

const STREAM_EXTENSION_SIZE: usize = std::mem::size_of::<StreamExtension>();

impl Plugin {
    /// The plugin's stream extension with both entries, or `None` (the CPU plugins have none).
    fn stream_extension(&self) -> Option<&StreamExtension> {
        let ext = self.find_extension(ffi::PJRT_Extension_Type_Stream, STREAM_EXTENSION_SIZE)?;
        // SAFETY: a stream extension of at least this size has both function fields, and lives
        // as long as the library, which the plugin keeps loaded.
        let e = unsafe { &*(ext as *const StreamExtension) };
        (e.get_stream.is_some() && e.wait_stream.is_some()).then_some(e)
    }

    /// True when the plugin has the stream extension (the CUDA plugin does).
    pub fn has_stream_extension(&self) -> bool {
        self.stream_extension().is_some()
    }

    fn no_stream_extension(&self) -> Error {
        Error::Pjrt {
            call: "PJRT_Stream_Extension",
            message: format!("the plugin {} has no stream extension", self.path().display()),
        }
    }
}

impl Client {
    /// The stream handle on which XLA tracks when externally produced memory on device `device`
    /// is ready (`PJRT_Get_Stream_For_External_Ready_Events`).
    pub fn stream_for_external_ready_events(&self, device: usize) -> Result<isize> {
        let inner = self.inner();
        let plugin = &inner.plugin;
        let ext = plugin.stream_extension().ok_or_else(|| plugin.no_stream_extension())?;
        let handle = *inner.devices.get(device).ok_or_else(|| {
            Error::RuntimeArg(format!("stream of device {device}: no such device ({} devices)", inner.devices.len()))
        })?;
        let mut args = GetStreamArgs { struct_size: std::mem::size_of::<GetStreamArgs>(), device: handle, stream: 0 };
        let f = ext.get_stream.ok_or_else(|| plugin.no_stream_extension())?;
        // SAFETY: the device is live while the client is; `args` outlives the call.
        let err = unsafe { f(&mut args) };
        plugin.check(err, "PJRT_Get_Stream_For_External_Ready_Events")?;
        Ok(args.stream)
    }
}

impl OwnedBuffer {
    /// Queues on `stream` (a platform stream handle: torch's current `cudaStream_t`) a wait until
    /// this buffer is defined, without blocking the host
    /// (`PJRT_Wait_Until_Buffer_Ready_On_Stream`). Work queued on `stream` afterwards reads the
    /// buffer after XLA wrote it.
    pub fn wait_ready_on_stream(&self, stream: isize) -> Result<()> {
        let plugin = self.plugin();
        let ext = plugin.stream_extension().ok_or_else(|| plugin.no_stream_extension())?;
        let f = ext.wait_stream.ok_or_else(|| plugin.no_stream_extension())?;
        let mut args =
            WaitOnStreamArgs { struct_size: std::mem::size_of::<WaitOnStreamArgs>(), stream, buffer: self.raw() };
        // SAFETY: the buffer is live (held by `self`); `args` outlives the call.
        let err = unsafe { f(&mut args) };
        plugin.check(err, "PJRT_Wait_Until_Buffer_Ready_On_Stream")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn structs_match_the_extension_header_layout() {
        assert_eq!(std::mem::size_of::<GetStreamArgs>(), 24);
        assert_eq!(std::mem::size_of::<WaitOnStreamArgs>(), 24);
        assert_eq!(STREAM_EXTENSION_SIZE, 40);
        assert_eq!(std::mem::offset_of!(StreamExtension, get_stream), 24);
        assert_eq!(std::mem::offset_of!(StreamExtension, wait_stream), 32);
    }
}
