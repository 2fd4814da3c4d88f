//! `Compiled.call` on CUDA tensors, on the CUDA PJRT plugin (docs/gpu.md): every input is a PJRT
//! view of the tensor's memory and every result a torch CUDA tensor over XLA's buffer, with no
//! host copy and no device-wide synchronization (the stream order is `cuda_streams.rs`'s).
//!
//! Lifetimes: a view keeps its tensor alive until PJRT's on-delete callback, which the plugin calls
//! once the execution no longer reads it. A result's PJRT buffer is destroyed when torch frees the
//! tensor over it; since every later execution on CUDA inputs waits for torch's stream, XLA reuses
//! that memory only after torch's reads of it.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::PyList;

use torchtpu_compiler::runtime::{ArgBuffer, CudaPhase, OwnedBuffer, TRANSFER_STATS};

use super::{lazy_view, CallPlan, Compiled};
use crate::cuda_streams::CudaStreams;
use crate::cuda_views;
use crate::errors::{guarded_map, InternalError};

impl Compiled {
    /// `call` when an input is a CUDA tensor and the runtime is the CUDA plugin.
    pub(super) fn call_cuda<'py>(&self, py: Python<'py>, plan: &CallPlan, args: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyList>> {
        if plan.views.iter().any(Option::is_some) {
            return Err(InternalError::new_err("an executable with permuted outputs (`output_layouts`) was called with CUDA tensors"));
        }
        let mut clock = std::time::Instant::now();
        let cuda = CudaStreams::get(py, self.session.client())?;
        let specs = self.inner.params();
        let list = args.cast::<PyList>().ok();
        // The tensors the views read: the inputs, or copies made here (on torch's stream).
        let mut tensors: Vec<Bound<'py, PyAny>> = Vec::with_capacity(plan.inputs.len());
        // Per input: the address of a parameter whose view may be kept (resident, not donated,
        // read in place), and its kept view if there is one (cuda_views.rs).
        let mut keepable: Vec<Option<usize>> = Vec::with_capacity(plan.inputs.len());
        let mut kept: Vec<Option<Arc<OwnedBuffer>>> = Vec::with_capacity(plan.inputs.len());
        let mut copies = 0u64;
        for (k, p) in plan.inputs.iter().enumerate() {
            let i = p.index;
            let t = match list {
                Some(l) => l.get_item(i)?,
                None => args.get_item(i)?,
            };
            super::check_input(py, p, &t)?;
            let copies_before = copies;
            let t = if t.getattr(intern!(py, "is_cpu"))?.is_truthy()? {
                // A CPU tensor in a CUDA graph (a seed, a scalar): copied to the GPU by torch.
                copies += 1;
                t.call_method1(intern!(py, "to"), (cuda.device.bind(py),))?
            } else {
                CudaStreams::check_device(py, &t, || format!("input {i}"))?;
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
            let ptr = if p.resident && !p.donated && copies == copies_before {
                Some(t.call_method0(intern!(py, "data_ptr"))?.extract::<usize>()?).filter(|&ptr| ptr != 0)
            } else {
                None
            };
            kept.push(ptr.and_then(|ptr| cuda_views::lookup(ptr, &specs[k], t.as_ptr() as usize)));
            keepable.push(ptr);
            tensors.push(t);
        }
        // At least one view is made afresh after XLA's stream waited for torch's: its definition
        // event orders the execution after everything torch queued, writes to kept parameters
        // included (cuda_views.rs).
        if !kept.is_empty() && kept.iter().all(Option::is_some) {
            kept[0] = None;
            keepable[0] = None;
        }
        // Everything torch queued for these inputs, copies included, is on its current stream:
        // XLA's stream waits for it (an event, no host wait).
        TRANSFER_STATS.lap(CudaPhase::Prepare, &mut clock);
        let torch_stream = cuda.xla_after_torch(py)?;
        TRANSFER_STATS.lap(CudaPhase::Order, &mut clock);
        let client = self.session.client();
        let mut views: Vec<Arc<OwnedBuffer>> = Vec::with_capacity(tensors.len());
        for (k, t) in tensors.iter().enumerate() {
            if let Some(v) = kept[k].take() {
                views.push(v);
                continue;
            }
            let what = || format!("input {}", plan.inputs[k].index);
            match keepable[k] {
                Some(ptr) if cuda_views::seen_before(ptr, &specs[k]) => {
                    // Kept for the next calls: owned by the tensor's storage, not the tensor, so
                    // that the tensor's death (its weak reference) can drop the entry.
                    let storage = t.call_method0(intern!(py, "untyped_storage"))?;
                    let v = Arc::new(cuda.view_at(client, ptr, storage.unbind(), &specs[k], what)?);
                    cuda_views::keep(py, plan.weakref.bind(py), t, ptr, &specs[k], v.clone())?;
                    views.push(v);
                }
                // Its address is known already: a view owned by the tensor, as any input's.
                Some(ptr) => views.push(Arc::new(cuda.view_at(client, ptr, t.clone().unbind(), &specs[k], what)?)),
                None => views.push(Arc::new(cuda.view(py, client, t, &specs[k], what)?)),
            }
        }
        TRANSFER_STATS.zero_copy_inputs.fetch_add(views.len() as u64 - copies.min(views.len() as u64), Ordering::Relaxed);
        TRANSFER_STATS.input_copies.fetch_add(copies, Ordering::Relaxed);
        TRANSFER_STATS.lap(CudaPhase::Views, &mut clock);
        let (g, s) = (self.inner.clone(), self.session.clone());
        let mut outputs = py.detach(|| {
            let args: Vec<ArgBuffer<'_>> = views.iter().map(|v| ArgBuffer::Result(v)).collect();
            guarded_map("run", || s.run_on_views(&g, &args), |e| self.run_error(e))
        })?;
        // PJRT keeps each view's memory (and tensor) until the execution is done with it.
        drop(views);
        drop(tensors);
        TRANSFER_STATS.lap(CudaPhase::Execute, &mut clock);
        if !self.inner.lowered.checks.is_empty() {
            let flags = outputs.pop().ok_or_else(|| InternalError::new_err("the run-time checks result is missing"))?;
            self.check_flag_buffer(py, &flags)?;
        }
        let out = PyList::empty(py);
        for (i, b) in outputs.into_iter().enumerate() {
            let (dtype, shape) = &plan.results[i];
            out.append(cuda.to_torch(py, b, torch_stream, dtype.bind(py), shape.bind(py))?)?;
        }
        TRANSFER_STATS.lap(CudaPhase::Results, &mut clock);
        Ok(out)
    }
}
