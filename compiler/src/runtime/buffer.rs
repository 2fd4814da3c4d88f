//! Device buffers and transfers for one `execute` call, with cleanup on every path.

use std::ptr::NonNull;

use super::element_type::ElementType;
use super::ffi::{self, PjrtArgs};
use super::plugin::{slice_from, Plugin};
use super::transfer_stats::TRANSFER_STATS;
use crate::{Error, Result};

/// The ways [`Scratch::upload`] hands host memory to PJRT.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Upload {
    /// PJRT copies the data; the copy is done when the transfer event fires.
    Copy,
    /// PJRT may alias the data for the buffer's whole life (`kImmutableZeroCopy`): the caller's memory
    /// must stay valid and unchanged until the buffer is destroyed. PJRT still copies when it cannot
    /// alias (misaligned data); [`Scratch::upload`] says which happened.
    ZeroCopy,
    /// PJRT may alias the data for the buffer's whole life and the program may write into it
    /// (`kMutableZeroCopy`): for an input the program aliases with a result (donation), whose
    /// memory then holds that result. The memory must stay valid, and be touched by nobody else,
    /// until the buffer and the result that took it over are destroyed. PJRT still copies when it
    /// cannot alias (misaligned data).
    Donate,
}

/// Destroys a PJRT buffer this crate created (errors dropped: nothing can be done about them).
///
/// # Safety
/// `buffer` must be a live buffer of `plugin`, destroyed exactly once.
pub(crate) unsafe fn destroy_buffer(plugin: &Plugin, buffer: *mut ffi::PJRT_Buffer) {
    let mut args = ffi::PJRT_Buffer_Destroy_Args::new();
    args.buffer = buffer;
    // SAFETY: the caller's contract.
    let _ = unsafe { pjrt_call!(plugin, PJRT_Buffer_Destroy, &mut args) };
    TRANSFER_STATS.buffer_destroyed();
}

/// The address of a buffer's memory (`PJRT_Buffer_UnsafePointer`); on the CPU plugin, a host address.
pub(crate) fn unsafe_pointer(plugin: &Plugin, buffer: *mut ffi::PJRT_Buffer) -> Result<usize> {
    let mut args = ffi::PJRT_Buffer_UnsafePointer_Args::new();
    args.buffer = buffer;
    // SAFETY: `buffer` is live (caller's contract for every buffer it holds); `args` outlives the call.
    unsafe { pjrt_call!(plugin, PJRT_Buffer_UnsafePointer, &mut args) }?;
    Ok(args.buffer_pointer)
}

/// True when `buffer` is laid out dense and row-major (major-to-minor, no tiling), so its memory can
/// be read as a C-order array. False when the plugin cannot say.
pub(crate) fn is_dense_row_major(plugin: &Plugin, buffer: *mut ffi::PJRT_Buffer, rank: usize) -> bool {
    if pjrt_fn!(plugin, PJRT_Buffer_GetMemoryLayout).is_err() {
        return false;
    }
    let mut args = ffi::PJRT_Buffer_GetMemoryLayout_Args::new();
    args.buffer = buffer;
    // SAFETY: `buffer` is live; `args` outlives the call; the layout data it points to is owned by
    // `buffer` and read before this function returns.
    if unsafe { pjrt_call!(plugin, PJRT_Buffer_GetMemoryLayout, &mut args) }.is_err() {
        return false;
    }
    if args.layout.type_ != ffi::PJRT_Buffer_MemoryLayout_Type_Tiled {
        return false;
    }
    // SAFETY: the union member is `tiled` (checked above).
    let tiled = unsafe { args.layout.__bindgen_anon_1.tiled };
    if tiled.num_tiles != 0 || tiled.minor_to_major_size != rank {
        return false;
    }
    // SAFETY: `minor_to_major` has `minor_to_major_size` entries owned by the live buffer.
    let m2m = unsafe { slice_from(tiled.minor_to_major, tiled.minor_to_major_size) };
    m2m.iter().enumerate().all(|(i, &d)| d == (rank - 1 - i) as i64)
}

/// Owns the PJRT buffers and events created during one execution. Dropping it awaits every pending
/// event (so the runtime no longer reads or writes the caller's memory), then destroys the events and
/// the buffers. That makes early returns (`?`) safe at any point of `execute`.
pub(crate) struct Scratch<'p> {
    plugin: &'p Plugin,
    buffers: Vec<*mut ffi::PJRT_Buffer>,
    /// Events still to await, with the call that produced each.
    events: Vec<(*mut ffi::PJRT_Event, &'static str)>,
    /// `done_with_host_buffer` events of zero-copy inputs: they fire only once the buffer is
    /// destroyed, so they are awaited after `buffers` are destroyed (on drop).
    release_events: Vec<*mut ffi::PJRT_Event>,
    /// Whether [`await_all`](Self::await_all) serves kernel bodies while it waits; `None`: when
    /// the plugin serves them ([`Plugin::await_event`]).
    serve: Option<bool>,
}

impl<'p> Scratch<'p> {
    pub(crate) fn new(plugin: &'p Plugin) -> Self {
        Scratch { plugin, buffers: Vec::new(), events: Vec::new(), release_events: Vec::new(), serve: None }
    }

    /// A scratch for one execution of a program: its waits serve kernel bodies only when `serve`
    /// (the program calls torchtpu's kernels and the plugin serves them).
    pub(crate) fn for_program(plugin: &'p Plugin, serve: bool) -> Self {
        Scratch { plugin, buffers: Vec::new(), events: Vec::new(), release_events: Vec::new(), serve: Some(serve) }
    }

    /// Takes ownership of `buffer`, a buffer just created by PJRT (NULL is ignored).
    pub(crate) fn own_buffer(&mut self, buffer: *mut ffi::PJRT_Buffer) {
        if !buffer.is_null() {
            TRANSFER_STATS.buffer_created();
            self.buffers.push(buffer);
        }
    }

    /// Takes ownership of `event` (NULL is ignored); it is awaited by [`Scratch::await_all`] or on drop.
    pub(crate) fn own_event(&mut self, event: *mut ffi::PJRT_Event, call: &'static str) {
        if !event.is_null() {
            self.events.push((event, call));
        }
    }

    /// Gives up ownership of the buffers and zero-copy release events (for a buffer that outlives
    /// this scratch: [`ResidentBuffer`](super::resident::ResidentBuffer)). Pending events must have
    /// been awaited.
    pub(crate) fn detach(mut self) -> (Vec<*mut ffi::PJRT_Buffer>, Vec<*mut ffi::PJRT_Event>) {
        (std::mem::take(&mut self.buffers), std::mem::take(&mut self.release_events))
    }

    /// Awaits and destroys every pending event; returns the first error (all are awaited regardless).
    pub(crate) fn await_all(&mut self) -> Result<()> {
        let mut first = Ok(());
        let serve = self.serve.unwrap_or_else(|| self.plugin.serves_kernels());
        for (event, call) in std::mem::take(&mut self.events) {
            let r = self.plugin.await_event_serving(event, call, serve);
            if first.is_ok() {
                first = r;
            }
        }
        first
    }

    /// Hands a dense row-major host array to `device` (a copy, or with [`Upload::ZeroCopy`] possibly an
    /// alias) and returns the new buffer (owned by `self`). The runtime may read `data` until the
    /// returned transfer event, also owned by `self`, fires (for an alias: until the buffer is destroyed).
    ///
    /// # Safety
    /// `data` must point to `len_bytes` readable bytes that stay valid and unmodified until the events
    /// owned by `self` have been awaited (by `await_all` or by dropping `self`; with [`Upload::ZeroCopy`],
    /// until `self` is dropped), and `len_bytes` must equal `product(dims) * dtype.byte_size()`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) unsafe fn upload(
        &mut self,
        client: *mut ffi::PJRT_Client,
        device: *mut ffi::PJRT_Device,
        data: *const u8,
        len_bytes: usize,
        dims: &[i64],
        dtype: ElementType,
        mode: Upload,
    ) -> Result<*mut ffi::PJRT_Buffer> {
        // A zero-byte tensor may come with a NULL or dangling pointer; give the runtime a valid one.
        let data =
            if len_bytes == 0 || data.is_null() { NonNull::<u64>::dangling().as_ptr().cast::<u8>() } else { data };
        let mut args = ffi::PJRT_Client_BufferFromHostBuffer_Args::new();
        args.client = client;
        args.data = data.cast();
        args.type_ = dtype.to_pjrt();
        args.dims = if dims.is_empty() { std::ptr::null() } else { dims.as_ptr() };
        args.num_dims = dims.len();
        // NULL byte_strides: dense, major-to-minor. NULL device_layout: the device's default layout.
        args.byte_strides = std::ptr::null();
        args.num_byte_strides = 0;
        args.host_buffer_semantics = match mode {
            Upload::Copy => ffi::PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes,
            Upload::ZeroCopy => ffi::PJRT_HostBufferSemantics_kImmutableZeroCopy,
            Upload::Donate => ffi::PJRT_HostBufferSemantics_kMutableZeroCopy,
        };
        args.device = device;
        // SAFETY: `client` and `device` are live handles of the same client; `data` is valid for
        // `len_bytes` bytes until our events are awaited (caller's contract; for `ZeroCopy` that is
        // after the buffer is destroyed, see `Drop`); `dims` outlives the call.
        let r = unsafe { pjrt_call!(self.plugin, PJRT_Client_BufferFromHostBuffer, &mut args) };
        // Own whatever came back before looking at the status, so nothing leaks on error.
        match mode {
            Upload::Copy => self.own_event(args.done_with_host_buffer, "PJRT_Client_BufferFromHostBuffer"),
            Upload::ZeroCopy | Upload::Donate => {
                if !args.done_with_host_buffer.is_null() {
                    self.release_events.push(args.done_with_host_buffer);
                }
            }
        }
        self.own_buffer(args.buffer);
        r?;
        if args.buffer.is_null() {
            return Err(Error::Pjrt { call: "PJRT_Client_BufferFromHostBuffer", message: "returned no buffer".into() });
        }
        Ok(args.buffer)
    }

    /// Copies `buffer` into `dst`, which must hold `len_bytes` bytes, as a dense row-major array.
    /// Refuses (before writing anything) when the buffer needs a different number of bytes.
    /// The copy completes when the event owned by `self` fires.
    ///
    /// # Safety
    /// `dst` must point to `len_bytes` writable bytes that nothing else accesses until the events owned
    /// by `self` have been awaited. `buffer` must be a live buffer of this plugin.
    pub(crate) unsafe fn download(
        &mut self,
        buffer: *mut ffi::PJRT_Buffer,
        rank: usize,
        dst: *mut u8,
        len_bytes: usize,
        what: &dyn Fn() -> String,
    ) -> Result<()> {
        if len_bytes == 0 {
            return Ok(());
        }
        // Ask for a dense major-to-minor host layout explicitly, rather than inheriting the device layout
        // (which can be tiled or permuted on accelerators).
        let minor_to_major: Vec<i64> = (0..rank as i64).rev().collect();
        let mut layout = ffi::PJRT_Buffer_MemoryLayout::new();
        layout.type_ = ffi::PJRT_Buffer_MemoryLayout_Type_Tiled;
        let mut tiled = ffi::PJRT_Buffer_MemoryLayout_Tiled::new();
        tiled.minor_to_major = if minor_to_major.is_empty() { std::ptr::null() } else { minor_to_major.as_ptr() };
        tiled.minor_to_major_size = minor_to_major.len();
        layout.__bindgen_anon_1.tiled = tiled;

        // First ask how many bytes the runtime will write, so we can never overrun `dst`.
        let mut query = ffi::PJRT_Buffer_ToHostBuffer_Args::new();
        query.src = buffer;
        query.host_layout = &mut layout;
        query.dst = std::ptr::null_mut();
        // SAFETY: `buffer` is live; `layout` and `minor_to_major` outlive the call; with a NULL `dst`
        // the call only reports the size.
        let r = unsafe { pjrt_call!(self.plugin, PJRT_Buffer_ToHostBuffer, &mut query) };
        self.own_event(query.event, "PJRT_Buffer_ToHostBuffer");
        r?;
        if query.dst_size != len_bytes {
            return Err(Error::RuntimeArg(format!(
                "{}: the device buffer needs {} bytes on the host, the destination has {len_bytes}",
                what(),
                query.dst_size
            )));
        }

        let mut args = ffi::PJRT_Buffer_ToHostBuffer_Args::new();
        args.src = buffer;
        args.host_layout = &mut layout;
        args.dst = dst.cast();
        args.dst_size = len_bytes;
        // SAFETY: `dst` has `len_bytes` writable bytes reserved for us until our events are awaited
        // (caller's contract), and the runtime said it writes exactly `len_bytes`.
        let r = unsafe { pjrt_call!(self.plugin, PJRT_Buffer_ToHostBuffer, &mut args) };
        self.own_event(args.event, "PJRT_Buffer_ToHostBuffer");
        r
    }

    /// The dimensions of a live buffer.
    pub(crate) fn dims(&self, buffer: *mut ffi::PJRT_Buffer) -> Result<Vec<i64>> {
        let mut args = ffi::PJRT_Buffer_Dimensions_Args::new();
        args.buffer = buffer;
        // SAFETY: `buffer` is a live buffer owned by `self`; `args` outlives the call.
        unsafe { pjrt_call!(self.plugin, PJRT_Buffer_Dimensions, &mut args) }?;
        // SAFETY: `dims` has `num_dims` values and the lifetime of `buffer`, which is still alive.
        Ok(unsafe { slice_from(args.dims, args.num_dims) }.to_vec())
    }

    /// The element type of a live buffer, as the raw `PJRT_Buffer_Type`.
    pub(crate) fn element_type(&self, buffer: *mut ffi::PJRT_Buffer) -> Result<ffi::PJRT_Buffer_Type> {
        let mut args = ffi::PJRT_Buffer_ElementType_Args::new();
        args.buffer = buffer;
        // SAFETY: `buffer` is a live buffer owned by `self`; `args` outlives the call.
        unsafe { pjrt_call!(self.plugin, PJRT_Buffer_ElementType, &mut args) }?;
        Ok(args.type_)
    }
}

impl Drop for Scratch<'_> {
    fn drop(&mut self) {
        // Await first: the runtime may still be reading inputs from, or writing outputs to, the
        // caller's memory, and destroying a buffer does not wait for that.
        let _ = self.await_all();
        for buffer in std::mem::take(&mut self.buffers) {
            // SAFETY: `buffer` is owned by this scratch and destroyed exactly once, here.
            unsafe { destroy_buffer(self.plugin, buffer) };
        }
        // A zero-copy input's memory is the caller's until PJRT says it let go, which it does when
        // the buffer (and every use of it) is gone. Every program that read it was awaited above,
        // so no kernel body can be posted now: a plain wait.
        for event in std::mem::take(&mut self.release_events) {
            let _ = self.plugin.await_event_serving(event, "PJRT_Client_BufferFromHostBuffer (release)", false);
        }
    }
}
