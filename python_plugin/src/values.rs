//! `DeviceValue`: one value of a `strict`-mode graph run (torchtpu/execution/modes.py), kept on the PJRT
//! device between the ops' executables. A result of one op feeds the next op's executable as it
//! is, still being computed; the host waits only where it reads a value (`to_torch`, `wait`).

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, MutexGuard};

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use torchtpu_compiler::ir::{DType, DTYPE_TABLE};
use torchtpu_compiler::runtime::dlpack::into_dlpack;
use torchtpu_compiler::runtime::{ArgBuffer, ArgSpec, ElementType, LoadedExecutable, OwnedBuffer, ResidentBuffer, TRANSFER_STATS};

use crate::cuda_streams::CudaStreams;
use crate::errors::{guarded, GraphError, InternalError};

/// A value on the device.
#[pyclass(frozen, module = "torchtpu._native")]
pub(crate) struct DeviceValue {
    dtype: DType,
    dims: Vec<i64>,
    /// The plugin's device memory is host memory (the CPU plugin): a result is read in place.
    host_memory: bool,
    /// The value lives on the CUDA device (the CUDA plugin; cuda_streams.rs): it is handed to
    /// torch as a CUDA tensor over XLA's buffer.
    cuda: bool,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    /// A result on the device; `None` once a torch tensor took it over in place.
    buffer: Option<Arc<OwnedBuffer>>,
    /// A device buffer over `tensor` (read in place on the CPU plugin), made on its first use as
    /// an argument. Declared before `tensor` so that it is dropped first: dropping it waits until
    /// no run reads the tensor's memory any more.
    host_buffer: Option<Arc<ResidentBuffer>>,
    /// The value as a contiguous CPU tensor: the one it was made from, or the result read back.
    tensor: Option<Py<PyAny>>,
}

/// An argument of one run, kept alive until the run is enqueued (PJRT keeps what it needs after).
pub(crate) enum Held {
    Result(Arc<OwnedBuffer>),
    Host(Arc<ResidentBuffer>),
}

impl Held {
    pub(crate) fn arg(&self) -> ArgBuffer<'_> {
        match self {
            Held::Result(b) => ArgBuffer::Result(b),
            Held::Host(r) => ArgBuffer::Host(r),
        }
    }
}

impl DeviceValue {
    pub(crate) fn from_result(buffer: OwnedBuffer, dtype: DType, host_memory: bool, cuda: bool) -> DeviceValue {
        let dims = buffer.dims().to_vec();
        let state = State { buffer: Some(Arc::new(buffer)), ..State::default() };
        DeviceValue { dtype, dims, host_memory, cuda, state: Mutex::new(state) }
    }

    /// The value of a CUDA tensor on the CUDA plugin: a view of its memory (no copy), made on
    /// XLA's stream after torch's work on it.
    fn from_cuda_tensor(py: Python<'_>, tensor: &Bound<'_, PyAny>, dtype: DType) -> PyResult<DeviceValue> {
        let s = crate::session()?;
        if !s.client().platform_name().eq_ignore_ascii_case("cuda") {
            return Err(GraphError::new_err(format!(
                "a tensor on {} cannot be passed to the {} PJRT plugin",
                tensor.getattr(intern!(py, "device"))?.str()?,
                s.client().platform_name()
            )));
        }
        CudaStreams::check_device(py, tensor, || "a strict-mode value".to_string())?;
        let cuda = CudaStreams::get(py, s.client())?;
        let dims: Vec<i64> = tensor.getattr(intern!(py, "shape"))?.extract()?;
        let tensor = tensor.call_method0(intern!(py, "contiguous"))?;
        let spec = ArgSpec::new(ElementType::from(dtype), dims.clone()).map_err(crate::errors::to_py)?;
        cuda.xla_after_torch(py)?;
        let view = cuda.view(py, s.client(), &tensor, &spec, || "a strict-mode value".to_string())?;
        TRANSFER_STATS.zero_copy_inputs.fetch_add(1, Ordering::Relaxed);
        let state = State { buffer: Some(Arc::new(view)), tensor: Some(tensor.unbind()), ..State::default() };
        Ok(DeviceValue { dtype, dims, host_memory: false, cuda: true, state: Mutex::new(state) })
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The result buffer, when the value is one still on the device.
    pub(crate) fn result_buffer(&self) -> Option<Arc<OwnedBuffer>> {
        self.lock().buffer.clone()
    }

    /// This value as parameter `index` of `exe`, which takes `spec` there.
    pub(crate) fn as_argument(&self, py: Python<'_>, exe: &LoadedExecutable, spec: &ArgSpec, index: usize) -> PyResult<Held> {
        if ElementType::from(self.dtype) != spec.dtype || self.dims != spec.dims {
            return Err(GraphError::new_err(format!(
                "input {index}: expected {}{:?}, got {}{:?}",
                spec.dtype,
                spec.dims,
                self.dtype.name(),
                self.dims
            )));
        }
        let mut st = self.lock();
        if let Some(b) = &st.buffer {
            return Ok(Held::Result(b.clone()));
        }
        if let Some(r) = &st.host_buffer {
            return Ok(Held::Host(r.clone()));
        }
        let Some(t) = &st.tensor else { return Err(InternalError::new_err("a DeviceValue without a value")) };
        let ptr: usize = t.bind(py).call_method0(intern!(py, "data_ptr"))?.extract()?;
        // SAFETY: `ptr` is the data of a contiguous CPU tensor of `spec`'s type and shape (checked
        // above and in `from_torch`), which `st.tensor` keeps alive, unchanged while the graph
        // runs (strict mode waits for every run before an eager op may write a tensor), for
        // longer than the buffer (`State`'s field order).
        let r = guarded("making an input buffer", || unsafe { exe.make_resident(spec, ptr as *const u8) })?;
        st.host_buffer = Some(r.clone());
        Ok(Held::Host(r))
    }
}

#[pymethods]
impl DeviceValue {
    /// The value of a CPU tensor (read in place where the plugin can; the tensor must not be
    /// written while runs that read it may be going on), or of a CUDA tensor on the CUDA plugin
    /// (read in place, in stream order).
    #[staticmethod]
    fn from_torch(py: Python<'_>, tensor: &Bound<'_, PyAny>) -> PyResult<DeviceValue> {
        let name = tensor.getattr(intern!(py, "dtype"))?.str()?.to_string();
        let short = name.strip_prefix("torch.").unwrap_or(&name);
        let Some(info) = DTYPE_TABLE.iter().find(|i| i.torch == short && i.torch_io) else {
            return Err(GraphError::new_err(format!("a tensor of dtype {name} cannot be passed to an executable")));
        };
        if tensor.getattr(intern!(py, "is_cuda"))?.is_truthy()? {
            return DeviceValue::from_cuda_tensor(py, tensor, info.dtype);
        }
        if !tensor.getattr(intern!(py, "is_cpu"))?.is_truthy()? {
            return Err(GraphError::new_err(format!("a tensor on {} cannot be passed to the PJRT plugin", tensor.getattr(intern!(py, "device"))?.str()?)));
        }
        let dims: Vec<i64> = tensor.getattr(intern!(py, "shape"))?.extract()?;
        let tensor = tensor.call_method0(intern!(py, "contiguous"))?;
        let state = State { tensor: Some(tensor.unbind()), ..State::default() };
        Ok(DeviceValue { dtype: info.dtype, dims, host_memory: true, cuda: false, state: Mutex::new(state) })
    }

    #[getter]
    fn shape(&self) -> Vec<i64> {
        self.dims.clone()
    }

    #[getter]
    fn dtype<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        py.import("torch")?.getattr(self.dtype.torch_name())
    }

    /// Whether the value is computed (never waits).
    fn is_ready(&self, py: Python<'_>) -> PyResult<bool> {
        match self.result_buffer() {
            Some(b) => py.detach(|| guarded("is_ready", || b.is_ready())),
            None => Ok(true),
        }
    }

    /// Waits until the value is computed; raises the run's error if it failed.
    fn wait(&self, py: Python<'_>) -> PyResult<()> {
        match self.result_buffer() {
            Some(b) => py.detach(|| guarded("waiting for a result", || b.await_ready())),
            None => Ok(()),
        }
    }

    /// The value as a torch tensor (waits for it): on the CPU plugin a CPU tensor over the PJRT
    /// buffer's memory, on the CUDA plugin a CUDA tensor over it (or the tensor it was made
    /// from), elsewhere a CPU copy. The same tensor on every call.
    fn to_torch<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let buffer = {
            let st = self.lock();
            if let Some(t) = &st.tensor {
                return Ok(t.bind(py).clone());
            }
            st.buffer.clone().ok_or_else(|| InternalError::new_err("a DeviceValue without a value"))?
        };
        py.detach(|| guarded("waiting for a result", || buffer.await_ready()))?;
        drop(buffer);
        let torch = py.import("torch")?;
        let mut st = self.lock();
        if let Some(t) = &st.tensor {
            return Ok(t.bind(py).clone());
        }
        if self.cuda {
            // In place: a CUDA tensor over the buffer, when no run is being enqueued with it.
            match st.buffer.take().map(Arc::try_unwrap) {
                Some(Ok(owned)) => {
                    let s = crate::session()?;
                    let cuda = CudaStreams::get(py, s.client())?;
                    let stream = cuda.torch_stream(py)?;
                    let dtype = torch.getattr(self.dtype.torch_name())?;
                    let shape = pyo3::types::PyTuple::new(py, &self.dims)?;
                    let t = cuda.to_torch(py, owned, stream, &dtype, shape.as_any())?;
                    st.tensor = Some(t.clone().unbind());
                    return Ok(t);
                }
                Some(Err(shared)) => st.buffer = Some(shared),
                None => {}
            }
        }
        if self.host_memory {
            // In place: the tensor takes the buffer over, when no run is being enqueued with it.
            if let Some(Ok(mut owned)) = st.buffer.take().map(Arc::try_unwrap) {
                let shared = guarded("reading a result in place", || owned.share_host_memory(true))?;
                match if shared { into_dlpack(owned) } else { Err(owned) } {
                    Ok(managed) => {
                        let from_dlpack = torch.getattr("_C")?.getattr("_from_dlpack")?;
                        let t = crate::dlpack::to_torch(py, &from_dlpack, managed)?;
                        TRANSFER_STATS.zero_copy_outputs.fetch_add(1, Ordering::Relaxed);
                        st.tensor = Some(t.clone().unbind());
                        return Ok(t);
                    }
                    Err(owned) => st.buffer = Some(Arc::new(owned)),
                }
            }
        }
        let b = st.buffer.clone().ok_or_else(|| InternalError::new_err("the result is in use"))?;
        drop(st);
        let kwargs = PyDict::new(py);
        kwargs.set_item(intern!(py, "dtype"), torch.getattr(self.dtype.torch_name())?)?;
        let t = torch.getattr(intern!(py, "empty"))?.call((self.dims.clone(),), Some(&kwargs))?;
        let ptr: usize = t.call_method0(intern!(py, "data_ptr"))?.extract()?;
        let len = b.len_bytes();
        // SAFETY: `t` is a new, contiguous tensor of exactly the value's type and shape (`len`
        // bytes at `ptr`), which nothing else sees yet.
        py.detach(|| guarded("copying a result", || unsafe { b.copy_to_host(ptr as *mut u8, len) }))?;
        TRANSFER_STATS.output_copies.fetch_add(1, Ordering::Relaxed);
        // A CUDA value still in use by a run being enqueued: copied through the host, back onto
        // the GPU.
        let t = if self.cuda { t.call_method1(intern!(py, "to"), (CudaStreams::get(py, crate::session()?.client())?.device.bind(py),))? } else { t };
        let mut st = self.lock();
        Ok(st.tensor.get_or_insert_with(|| t.unbind()).bind(py).clone())
    }

    fn __repr__(&self) -> String {
        format!("DeviceValue({}{:?})", self.dtype.name(), self.dims)
    }
}
