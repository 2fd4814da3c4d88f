//! `Compiled.call` on CUDA tensors, on the CUDA PJRT plugin (docs/gpu.md): every input is a PJRT
//! view of the tensor's memory and every result a torch CUDA tensor over XLA's buffer, with no
//! host copy and no device-wide synchronization.
//!
//! Stream order, per call:
//! 1. *XLA after torch.* XLA's external-ready stream (the stream extension's
//!    `PJRT_Get_Stream_For_External_Ready_Events`) waits for torch's current stream (a CUDA event,
//!    through torch); the views are made on that stream, so the execution waits for their
//!    definition, that is for every kernel torch queued before the call.
//! 2. *torch after XLA.* Each result is waited for on torch's current stream
//!    (`PJRT_Wait_Until_Buffer_Ready_On_Stream`) before torch sees it.
//! 3. *Lifetimes.* A view keeps its tensor alive until PJRT's on-delete callback, which the
//!    plugin calls once the execution no longer reads it. A result's PJRT buffer is destroyed when
//!    torch frees the tensor over it; since every later execution waits for torch's stream (1),
//!    XLA reuses that memory only after torch's reads of it.
//!
//! Only the streams XLA hands out may be passed with a view: the plugin looks a view's stream up
//! among its own, and an unknown handle crashed the 0.115 plugin (gpu_check, 2026-11-26).

use std::ffi::c_void;
use std::sync::atomic::Ordering;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use pyo3::intern;

use torchtpu_compiler::runtime::dlpack::{into_dlpack_on, DLDevice, DL_CUDA};
use torchtpu_compiler::runtime::{ArgBuffer, OwnedBuffer, ViewOwner, TRANSFER_STATS};

use super::{lazy_view, CallPlan, Compiled};
use crate::errors::{guarded_map, to_py, GraphError, InternalError};

/// The CUDA ordinal of the PJRT device torchtpu runs on (one device per process).
const DEVICE: i64 = 0;

/// What a CUDA call needs from torch and the plugin, looked up on the first CUDA call.
pub(super) struct CudaPlan {
    /// `torch.cuda.current_stream`.
    current_stream: Py<PyAny>,
    /// XLA's external-ready stream, as a handle for views and as a torch `ExternalStream`.
    xla_stream: isize,
    xla_stream_obj: Py<PyAny>,
    /// `torch.device("cuda", 0)`, where CPU inputs are copied.
    device: Py<PyAny>,
}

impl Compiled {
    fn cuda_plan(&self, py: Python<'_>) -> PyResult<&CudaPlan> {
        if let Some(c) = self.cuda.get() {
            return Ok(c);
        }
        let torch = py.import("torch")?;
        let cuda = torch.getattr("cuda")?;
        let xla_stream = self.session.client().stream_for_external_ready_events(DEVICE as usize).map_err(to_py)?;
        let kwargs = PyDict::new(py);
        kwargs.set_item("device", DEVICE)?;
        let xla_stream_obj = cuda.getattr("ExternalStream")?.call((xla_stream,), Some(&kwargs))?.unbind();
        let device = torch.getattr("device")?.call1(("cuda", DEVICE))?.unbind();
        let c = CudaPlan { current_stream: cuda.getattr("current_stream")?.unbind(), xla_stream, xla_stream_obj, device };
        let _ = self.cuda.set(c);
        self.cuda.get().ok_or_else(|| InternalError::new_err("CUDA call plan not set"))
    }

    /// `call` when an input is a CUDA tensor and the runtime is the CUDA plugin.
    pub(super) fn call_cuda<'py>(&self, py: Python<'py>, plan: &CallPlan, args: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyList>> {
        let cuda = self.cuda_plan(py)?;
        let specs = self.inner.params();
        let list = args.cast::<PyList>().ok();
        // The tensors the views read: the inputs, or copies made here (on torch's stream).
        let mut tensors: Vec<Bound<'py, PyAny>> = Vec::with_capacity(plan.inputs.len());
        let mut copies = 0u64;
        for p in &plan.inputs {
            let i = p.index;
            let t = match list {
                Some(l) => l.get_item(i)?,
                None => args.get_item(i)?,
            };
            super::check_input(py, p, &t)?;
            let dev = t.getattr(intern!(py, "device"))?;
            let t = if t.getattr(intern!(py, "is_cpu"))?.is_truthy()? {
                // A CPU tensor in a CUDA graph (a seed, a scalar): copied to the GPU by torch.
                copies += 1;
                t.call_method1(intern!(py, "to"), (cuda.device.bind(py),))?
            } else if dev.getattr(intern!(py, "type"))?.extract::<String>()? != "cuda"
                || dev.getattr(intern!(py, "index"))?.extract::<Option<i64>>()?.unwrap_or(0) != DEVICE
            {
                return Err(GraphError::new_err(format!(
                    "input {i} is on {}; torchtpu's CUDA runtime runs on cuda:{DEVICE} (one device per process)",
                    dev.str()?
                )));
            } else {
                t
            };
            let lazy = p.complex && lazy_view(py, &t)?;
            let t = if lazy {
                copies += 1;
                t.call_method0(intern!(py, "resolve_conj"))?.call_method0(intern!(py, "resolve_neg"))?.call_method0(intern!(py, "contiguous"))?
            } else if !t.call_method0(intern!(py, "is_contiguous"))?.is_truthy()? {
                copies += 1;
                t.call_method0(intern!(py, "contiguous"))?
            } else {
                t
            };
            tensors.push(t);
        }
        // Everything torch queued for these inputs, copies included, is on its current stream:
        // XLA's stream waits for it (an event, no host wait).
        let current = cuda.current_stream.bind(py).call1((DEVICE,))?;
        cuda.xla_stream_obj.bind(py).call_method1(intern!(py, "wait_stream"), (&current,))?;
        let torch_stream: isize = current.getattr(intern!(py, "cuda_stream"))?.extract()?;

        let client = self.session.client();
        let mut views: Vec<OwnedBuffer> = Vec::with_capacity(tensors.len());
        for (k, t) in tensors.iter().enumerate() {
            let spec = &specs[k];
            let ptr: usize = t.call_method0(intern!(py, "data_ptr"))?.extract()?;
            if ptr == 0 {
                return Err(GraphError::new_err(format!(
                    "input {}: an empty CUDA tensor has no memory to view; the graph runs in eager",
                    plan.inputs[k].index
                )));
            }
            let owner: ViewOwner = Box::new(t.clone().unbind());
            // SAFETY: `ptr` is the memory of a contiguous CUDA tensor on the client's device of
            // exactly `spec`'s dtype and shape (checked by `check_input`), kept alive by `owner`
            // until PJRT's on-delete callback; `xla_stream` is a stream the plugin handed out.
            let view = unsafe {
                client.view_of_device_buffer(ptr as *mut c_void, spec.dtype, &spec.dims, DEVICE as usize, Some(cuda.xla_stream), owner)
            }
            .map_err(to_py)?;
            views.push(view);
        }
        TRANSFER_STATS.zero_copy_inputs.fetch_add(views.len() as u64 - copies.min(views.len() as u64), Ordering::Relaxed);
        TRANSFER_STATS.input_copies.fetch_add(copies, Ordering::Relaxed);
        let (g, s) = (self.inner.clone(), self.session.clone());
        let mut outputs = py.detach(|| {
            let args: Vec<ArgBuffer<'_>> = views.iter().map(ArgBuffer::Result).collect();
            guarded_map("run", || s.run_on_views(&g, &args), |e| self.run_error(e))
        })?;
        // PJRT keeps each view's memory (and tensor) until the execution is done with it.
        drop(views);
        drop(tensors);
        if !self.inner.lowered.checks.is_empty() {
            let flags = outputs.pop().ok_or_else(|| InternalError::new_err("the run-time checks result is missing"))?;
            self.check_flag_buffer(py, &flags)?;
        }
        let out = PyList::empty(py);
        for (i, b) in outputs.into_iter().enumerate() {
            out.append(to_torch_cuda(py, plan, i, b, torch_stream)?)?;
        }
        Ok(out)
    }
}

/// A torch CUDA tensor over result `buffer`, ordered after XLA's write on `stream` (torch's
/// current stream). A result XLA did not lay out row-major is copied (counted in
/// `output_copies`).
fn to_torch_cuda<'py>(py: Python<'py>, plan: &CallPlan, index: usize, buffer: OwnedBuffer, stream: isize) -> PyResult<Bound<'py, PyAny>> {
    buffer.wait_ready_on_stream(stream).map_err(to_py)?;
    let device = DLDevice { device_type: DL_CUDA, device_id: DEVICE as i32 };
    if buffer.is_dense_row_major() {
        match into_dlpack_on(buffer, device) {
            Ok(managed) => {
                let t = crate::dlpack::to_torch(py, plan.from_dlpack.bind(py), managed)?;
                TRANSFER_STATS.zero_copy_outputs.fetch_add(1, Ordering::Relaxed);
                return Ok(t);
            }
            Err((_, e)) => return Err(InternalError::new_err(format!("result {index}: {e}"))),
        }
    }
    // Through the host: rare (XLA lays results out row-major unless told otherwise).
    let (dtype, shape) = &plan.results[index];
    let kwargs = PyDict::new(py);
    kwargs.set_item(intern!(py, "dtype"), dtype.bind(py))?;
    let host = plan.empty.bind(py).call((shape.bind(py),), Some(&kwargs))?;
    let ptr: usize = host.call_method0(intern!(py, "data_ptr"))?.extract()?;
    let len = buffer.len_bytes();
    // SAFETY: `host` is a new, contiguous CPU tensor of exactly the result's type and shape.
    py.detach(|| crate::errors::guarded("copying a result", || unsafe { buffer.copy_to_host(ptr as *mut u8, len) }))?;
    TRANSFER_STATS.output_copies.fetch_add(1, Ordering::Relaxed);
    host.call_method1(intern!(py, "to"), (format!("cuda:{DEVICE}"),))
}
