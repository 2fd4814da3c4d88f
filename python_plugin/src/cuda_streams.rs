//! torch's CUDA tensors and XLA's CUDA buffers, in stream order (docs/gpu.md, "Stream order"):
//! the pieces `Compiled.call` (compiled/cuda.rs) and strict mode's `DeviceValue`s share.
//!
//! - [`CudaStreams::xla_after_torch`]: XLA's external-ready stream waits for torch's current
//!   stream (a CUDA event, through torch), so views made on it are read after every kernel torch
//!   queued before.
//! - [`CudaStreams::view`]: a PJRT view of a contiguous CUDA tensor on that stream, owning the
//!   tensor until PJRT's on-delete callback.
//! - [`to_torch`]: a result as a torch CUDA tensor over XLA's buffer, waited for on torch's stream.
//!
//! Only a stream XLA handed out may be passed with a view: the plugin looks it up among its own,
//! and an unknown handle crashed the 0.115 plugin (gpu_check, 2026-11-26).

use std::ffi::c_void;
use std::sync::atomic::Ordering;
use std::sync::OnceLock;

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use torchtpu_compiler::runtime::cuda_runtime::CudaRuntime;
use torchtpu_compiler::runtime::dlpack::{into_dlpack_on, DLDevice, DL_CUDA};
use torchtpu_compiler::runtime::{ArgSpec, Client, OwnedBuffer, ViewOwner, TRANSFER_STATS};

use crate::errors::{guarded, to_py, GraphError, InternalError};

/// The CUDA ordinal of the PJRT device torchtpu runs on (one device per process).
pub(crate) const DEVICE: i64 = 0;

/// What a CUDA call needs from torch and the plugin, looked up once per process (the runtime
/// is one client per process).
pub(crate) struct CudaStreams {
    /// `torch.cuda.current_stream`.
    current_stream: Py<PyAny>,
    /// `torch._C._cuda_getCurrentRawStream`: torch's current stream as a handle, one C call.
    raw_stream: Option<Py<PyAny>>,
    /// The CUDA runtime torch loaded, which orders the streams without Python objects
    /// (runtime/cuda_runtime.rs); `None`, or after a CUDA error, torch's `Stream.wait_stream`.
    runtime: Option<&'static CudaRuntime>,
    runtime_failed: std::sync::atomic::AtomicBool,
    /// XLA's external-ready stream, as a handle for views and as a torch `ExternalStream`.
    xla_stream: isize,
    xla_stream_obj: Py<PyAny>,
    /// `torch.device("cuda", 0)`, where CPU inputs are copied.
    pub(crate) device: Py<PyAny>,
    /// `torch._C._from_dlpack`.
    from_dlpack: Py<PyAny>,
}

static STREAMS: OnceLock<CudaStreams> = OnceLock::new();

impl CudaStreams {
    /// The process's, made on first use from `client` (the CUDA plugin's).
    pub(crate) fn get(py: Python<'_>, client: &Client) -> PyResult<&'static CudaStreams> {
        if let Some(s) = STREAMS.get() {
            return Ok(s);
        }
        let torch = py.import("torch")?;
        let cuda = torch.getattr("cuda")?;
        let xla_stream = client.stream_for_external_ready_events(DEVICE as usize).map_err(to_py)?;
        let kwargs = PyDict::new(py);
        kwargs.set_item("device", DEVICE)?;
        let xla_stream_obj = cuda.getattr("ExternalStream")?.call((xla_stream,), Some(&kwargs))?.unbind();
        let raw_stream = torch.getattr("_C")?.getattr("_cuda_getCurrentRawStream").ok().map(Bound::unbind);
        // Without it (or without torch's raw-stream call) the streams are ordered through torch's
        // Python streams; `runtime_info()["cuda_stream_order"]` says which.
        let runtime = CudaRuntime::get().ok().filter(|_| raw_stream.is_some());
        let s = CudaStreams {
            current_stream: cuda.getattr("current_stream")?.unbind(),
            raw_stream,
            runtime,
            runtime_failed: std::sync::atomic::AtomicBool::new(false),
            xla_stream,
            xla_stream_obj,
            device: torch.getattr("device")?.call1(("cuda", DEVICE))?.unbind(),
            from_dlpack: torch.getattr("_C")?.getattr("_from_dlpack")?.unbind(),
        };
        let _ = STREAMS.set(s);
        STREAMS.get().ok_or_else(|| InternalError::new_err("CUDA streams not set"))
    }

    /// Makes XLA's stream wait for everything torch queued on its current stream so far, and
    /// returns torch's current stream handle (for [`to_torch`]). Through the CUDA runtime when
    /// there is one (an event recorded on torch's stream and waited for on XLA's); else, or once
    /// that failed, through torch's Python streams (the same, with a new `Event` each time).
    pub(crate) fn xla_after_torch(&self, py: Python<'_>) -> PyResult<isize> {
        if let (Some(rt), Some(raw)) = (self.runtime, &self.raw_stream) {
            if !self.runtime_failed.load(Ordering::Relaxed) {
                let torch_stream: isize = raw.bind(py).call1((DEVICE,))?.extract()?;
                match rt.order_after(self.xla_stream, torch_stream) {
                    Ok(()) => return Ok(torch_stream),
                    Err(why) => {
                        // Not expected; torch's path does the same through its own calls.
                        torchtpu_compiler::diag::warn(format_args!("torchtpu orders CUDA streams through torch's Python streams from now on: {why}"));
                        self.runtime_failed.store(true, Ordering::Relaxed);
                    }
                }
            }
        }
        let current = self.current_stream.bind(py).call1((DEVICE,))?;
        self.xla_stream_obj.bind(py).call_method1(intern!(py, "wait_stream"), (&current,))?;
        current.getattr(intern!(py, "cuda_stream"))?.extract()
    }

    /// torch's current stream handle, without ordering anything.
    pub(crate) fn torch_stream(&self, py: Python<'_>) -> PyResult<isize> {
        if let Some(raw) = &self.raw_stream {
            return raw.bind(py).call1((DEVICE,))?.extract();
        }
        self.current_stream.bind(py).call1((DEVICE,))?.getattr(intern!(py, "cuda_stream"))?.extract()
    }

    /// How the streams are ordered: the CUDA runtime's soname, or torch's Python streams.
    pub(crate) fn ordering(&self) -> String {
        match self.runtime {
            Some(rt) if !self.runtime_failed.load(Ordering::Relaxed) => format!("CUDA events ({})", rt.library()),
            _ => "torch.cuda.Stream.wait_stream".to_string(),
        }
    }

    /// A PJRT view of `t` (a contiguous CUDA tensor on `cuda:0` of `spec`'s dtype and shape,
    /// checked by the caller) made on XLA's stream, which must have waited for torch's work on
    /// `t` ([`xla_after_torch`](Self::xla_after_torch)). `what` names the value in errors.
    pub(crate) fn view(
        &self,
        py: Python<'_>,
        client: &Client,
        t: &Bound<'_, PyAny>,
        spec: &ArgSpec,
        what: impl Fn() -> String,
    ) -> PyResult<OwnedBuffer> {
        let ptr: usize = t.call_method0(intern!(py, "data_ptr"))?.extract()?;
        self.view_at(client, ptr, t.clone().unbind(), spec, what)
    }

    /// [`view`](Self::view) of the memory at `ptr` (the data of such a tensor), which `owner`
    /// (the tensor, or its storage) keeps alive.
    pub(crate) fn view_at(&self, client: &Client, ptr: usize, owner: Py<PyAny>, spec: &ArgSpec, what: impl Fn() -> String) -> PyResult<OwnedBuffer> {
        if ptr == 0 {
            return Err(GraphError::new_err(format!("{}: an empty CUDA tensor has no memory to view; the graph runs in eager", what())));
        }
        let owner: ViewOwner = Box::new(owner);
        // SAFETY: `ptr` is the memory of a contiguous CUDA tensor on the client's device of
        // exactly `spec`'s dtype and shape (the caller's contract), kept alive by `owner` until
        // PJRT's on-delete callback; `xla_stream` is a stream the plugin handed out.
        unsafe { client.view_of_device_buffer(ptr as *mut c_void, spec.dtype, &spec.dims, DEVICE as usize, Some(self.xla_stream), owner) }
            .map_err(to_py)
    }

    /// Checks that `t` is a CUDA tensor on torchtpu's device (`GraphError` naming `what`).
    pub(crate) fn check_device(py: Python<'_>, t: &Bound<'_, PyAny>, what: impl Fn() -> String) -> PyResult<()> {
        let dev = t.getattr(intern!(py, "device"))?;
        if dev.getattr(intern!(py, "type"))?.extract::<String>()? != "cuda"
            || dev.getattr(intern!(py, "index"))?.extract::<Option<i64>>()?.unwrap_or(0) != DEVICE
        {
            return Err(GraphError::new_err(format!(
                "{} is on {}; torchtpu's CUDA runtime runs on cuda:{DEVICE} (one device per process)",
                what(),
                dev.str()?
            )));
        }
        Ok(())
    }

    /// A torch CUDA tensor over result `buffer`, ordered after XLA's write on `stream` (torch's
    /// current stream). A result XLA did not lay out row-major is copied through the host
    /// (counted in `output_copies`); `dtype` and `shape` are torch's for it.
    pub(crate) fn to_torch<'py>(
        &self,
        py: Python<'py>,
        buffer: OwnedBuffer,
        stream: isize,
        dtype: &Bound<'py, PyAny>,
        shape: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        buffer.wait_ready_on_stream(stream).map_err(to_py)?;
        if buffer.is_dense_row_major() {
            let device = DLDevice { device_type: DL_CUDA, device_id: DEVICE as i32 };
            return match into_dlpack_on(buffer, device) {
                Ok(managed) => {
                    let t = crate::dlpack::to_torch(py, self.from_dlpack.bind(py), managed)?;
                    TRANSFER_STATS.zero_copy_outputs.fetch_add(1, Ordering::Relaxed);
                    Ok(t)
                }
                Err((_, e)) => Err(InternalError::new_err(format!("a CUDA result: {e}"))),
            };
        }
        // Through the host: rare (XLA lays results out row-major unless told otherwise).
        let torch = py.import("torch")?;
        let kwargs = PyDict::new(py);
        kwargs.set_item(intern!(py, "dtype"), dtype)?;
        let host = torch.getattr(intern!(py, "empty"))?.call((shape,), Some(&kwargs))?;
        let ptr: usize = host.call_method0(intern!(py, "data_ptr"))?.extract()?;
        let len = buffer.len_bytes();
        // SAFETY: `host` is a new, contiguous CPU tensor of exactly the result's type and shape.
        py.detach(|| guarded("copying a result", || unsafe { buffer.copy_to_host(ptr as *mut u8, len) }))?;
        TRANSFER_STATS.output_copies.fetch_add(1, Ordering::Relaxed);
        host.call_method1(intern!(py, "to"), (self.device.bind(py),))
    }
}
