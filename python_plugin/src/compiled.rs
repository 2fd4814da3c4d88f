//! `Compiled`: one compiled graph as Python calls it. The call plan (what to read from each
//! argument, how to hand results back) is decided on the first call; each call then converts
//! tensors to PJRT inputs and results to torch tensors, with the GIL released around the run.

use std::sync::atomic::Ordering;
use std::sync::{Arc, OnceLock};

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyTuple};
use pyo3::intern;

use torchtpu_compiler::driver::{CompiledGraph, Session};
use torchtpu_compiler::lower::OutputSpec;
use torchtpu_compiler::runtime::dlpack::into_dlpack;
use torchtpu_compiler::runtime::{resident_cache, ArgBuffer, OwnedBuffer, ResidentBuffer, ResultBuffer, TRANSFER_STATS};
use torchtpu_compiler::Error;

use crate::errors::{guarded, guarded_map, to_py, CheckError, GraphError, InternalError};
use crate::resident;
use crate::values::{DeviceValue, Held};

mod cuda;

/// A compiled graph.
#[pyclass(frozen, module = "torchtpu._native")]
pub(crate) struct Compiled {
    inner: Arc<CompiledGraph>,
    session: Arc<Session>,
    /// The Python objects the call path compares against and calls, made on the first call.
    plan: OnceLock<CallPlan>,
    /// Graph-input positions whose buffers may stay resident between calls (parameters and
    /// buffers), set before the first call by `set_resident_inputs`.
    resident: OnceLock<Vec<usize>>,
}

/// One parameter of the executable: which graph input feeds it and what it must be.
struct InputPlan {
    index: usize,
    dtype: Py<PyAny>,
    shape: Py<PyAny>,
    /// A parameter or buffer: its PJRT buffer is cached while it does not change (resident.rs).
    resident: bool,
    /// The program may write a result into it (donation): never cached, and its cache entries
    /// are dropped.
    donated: bool,
    /// A complex tensor, which may arrive as a conjugate or negative view (a bit on the tensor,
    /// not in its memory): resolved into a copy before its memory is read.
    complex: bool,
}

/// Everything `Compiled.call` needs from Python, looked up once.
struct CallPlan {
    inputs: Vec<InputPlan>,
    /// Per result: (torch dtype, shape tuple), for the copy path.
    results: Vec<(Py<PyAny>, Py<PyAny>)>,
    /// Per result: the `permute` that makes the graph's value of a result written permuted
    /// (`OutputSpec::Tensor::layout`), as a tuple; None for the others.
    views: Vec<Option<Py<PyAny>>>,
    from_dlpack: Py<PyAny>,
    empty: Py<PyAny>,
    weakref: Py<PyAny>,
    platform: String,
}

impl CallPlan {
    fn new(py: Python<'_>, g: &CompiledGraph, platform: String, resident: &[usize]) -> PyResult<CallPlan> {
        let torch = py.import("torch")?;
        let dtype = |t: torchtpu_compiler::ir::DType| torch.getattr(t.torch_name()).map(Bound::unbind);
        let tuple = |dims: &[i64]| PyTuple::new(py, dims).map(|t| t.into_any().unbind());
        let mut inputs = Vec::with_capacity(g.lowered.params.len());
        for (k, (i, t)) in g.lowered.params.iter().enumerate() {
            let donated = g.donations().iter().any(|d| d.param == k);
            inputs.push(InputPlan {
                index: *i,
                dtype: dtype(t.dtype)?,
                shape: tuple(&t.static_dims().unwrap_or_default())?,
                resident: resident.contains(i) && !donated && g.params()[k].len_bytes > 0,
                donated,
                complex: t.dtype.is_complex(),
            });
        }
        let mut results = Vec::with_capacity(g.lowered.results.len());
        for t in &g.lowered.results {
            results.push((dtype(t.dtype)?, tuple(&t.static_dims().unwrap_or_default())?));
        }
        let mut views: Vec<Option<Py<PyAny>>> = (0..g.lowered.results.len()).map(|_| None).collect();
        for o in &g.lowered.outputs {
            if let OutputSpec::Tensor { index, layout: Some(perm), .. } = o {
                if let Some(v) = views.get_mut(*index) {
                    *v = Some(tuple(&torchtpu_compiler::ir::inverse_permutation(perm))?);
                }
            }
        }
        let from_dlpack = torch.getattr("_C")?.getattr("_from_dlpack")?.unbind();
        let empty = torch.getattr("empty")?.unbind();
        let weakref = py.import("weakref")?.getattr("ref")?.unbind();
        Ok(CallPlan { inputs, results, views, from_dlpack, empty, weakref, platform })
    }
}

/// A torch tensor over `buffer`: without a copy when its memory is readable in place (DLPack),
/// else a new tensor it is copied into; for a result written permuted, the view that is the
/// graph's value.
fn to_torch<'py>(py: Python<'py>, plan: &CallPlan, index: usize, buffer: OwnedBuffer) -> PyResult<Bound<'py, PyAny>> {
    let t = result_tensor(py, plan, index, buffer)?;
    match plan.views.get(index) {
        Some(Some(perm)) => t.call_method1(intern!(py, "permute"), (perm.bind(py),)),
        _ => Ok(t),
    }
}

fn result_tensor<'py>(py: Python<'py>, plan: &CallPlan, index: usize, buffer: OwnedBuffer) -> PyResult<Bound<'py, PyAny>> {
    match into_dlpack(buffer) {
        Ok(managed) => {
            let t = crate::dlpack::to_torch(py, plan.from_dlpack.bind(py), managed)?;
            TRANSFER_STATS.zero_copy_outputs.fetch_add(1, Ordering::Relaxed);
            Ok(t)
        }
        Err(buffer) => {
            let (dtype, shape) = &plan.results[index];
            let kwargs = PyDict::new(py);
            kwargs.set_item(intern!(py, "dtype"), dtype.bind(py))?;
            let t = plan.empty.bind(py).call((shape.bind(py),), Some(&kwargs))?;
            let ptr: usize = t.call_method0(intern!(py, "data_ptr"))?.extract()?;
            let len = buffer.len_bytes();
            // SAFETY: `t` is a new, contiguous tensor of exactly the result's type and shape
            // (`len` bytes at `ptr`), which nothing else sees yet.
            py.detach(|| guarded("copying a result", || unsafe { buffer.copy_to_host(ptr as *mut u8, len) }))?;
            TRANSFER_STATS.output_copies.fetch_add(1, Ordering::Relaxed);
            Ok(t)
        }
    }
}

impl Compiled {
    /// Raises `CheckError` for the first run-time check (lower/checks.rs) that `flags`, the
    /// executable's last result, marks as failed.
    fn check_flags(&self, py: Python<'_>, flags: Option<ResultBuffer>) -> PyResult<()> {
        let Some(ResultBuffer::Owned(b)) = flags else {
            return Err(InternalError::new_err("the run-time checks result is missing"));
        };
        self.check_flag_buffer(py, &b)
    }

    /// [`check_flags`](Self::check_flags) on the flags buffer itself (waits for it).
    pub(crate) fn check_flag_buffer(&self, py: Python<'_>, b: &OwnedBuffer) -> PyResult<()> {
        let checks = &self.inner.lowered.checks;
        let mut bytes = vec![0u8; b.len_bytes()];
        if bytes.len() != checks.len() {
            return Err(InternalError::new_err(format!("{} check flags for {} checks", bytes.len(), checks.len())));
        }
        // SAFETY: `bytes` has exactly the buffer's length, and nothing else sees it.
        py.detach(|| guarded("reading the check flags", || unsafe { b.copy_to_host(bytes.as_mut_ptr(), bytes.len()) }))?;
        let Some(i) = bytes.iter().position(|&f| f != 0) else {
            return Ok(());
        };
        Err(check_error(py, &checks[i]))
    }

    /// The call plan, made on the first call.
    fn plan(&self, py: Python<'_>) -> PyResult<&CallPlan> {
        if let Some(p) = self.plan.get() {
            return Ok(p);
        }
        let platform = self.session.platform().split_whitespace().next().unwrap_or("").to_string();
        let p = CallPlan::new(py, &self.inner, platform, self.resident.get().map(Vec::as_slice).unwrap_or(&[]))?;
        let _ = self.plan.set(p);
        self.plan.get().ok_or_else(|| InternalError::new_err("call plan not set"))
    }

    /// The Python exception for a failed run. When the execution itself failed on a plugin that
    /// writes donated inputs in place, those tensors may hold partial results: that is a
    /// `RuntimeError`, not a `TorchTpuError`, so the backend does not re-run the graph in eager on
    /// them (it would return wrong numbers).
    fn run_error(&self, e: Error) -> PyErr {
        let launched = matches!(&e, Error::Pjrt { call: "PJRT_LoadedExecutable_Execute", .. });
        if launched && self.inner.exe.host_memory() && !self.inner.donations().is_empty() {
            return PyRuntimeError::new_err(format!(
                "torchtpu: graph `{}` failed while running with donated inputs, which may now hold partial \
                 results, so it is not re-run in eager: {e}",
                self.inner.name
            ));
        }
        to_py(e)
    }

    /// The cached buffer for parameter `k` (tensor `t`, memory at `ptr`), made and cached on a
    /// miss when the previous call saw the tensor at the same version; `None` when it was not
    /// (the tensor is new or changed), or when the tensor cannot be cached (no version counter, as for inference-mode
    /// tensors; no weak reference; or PJRT refused the buffer): it is then passed as usual.
    fn resident_entry<'py>(
        &self,
        py: Python<'py>,
        t: &Bound<'py, PyAny>,
        k: usize,
        ptr: usize,
        plan: &CallPlan,
    ) -> Option<Arc<resident_cache::Entry>> {
        let version: i64 = t.getattr(intern!(py, "_version")).and_then(|v| v.extract()).ok()?;
        let spec = self.inner.params().get(k)?;
        if let Some(e) = resident_cache::lookup(ptr, spec, version) {
            return Some(e);
        }
        if !resident_cache::seen_unchanged(ptr, spec, version) {
            return None;
        }
        let storage = t.call_method0(intern!(py, "untyped_storage")).ok()?;
        let forget = Bound::new(py, resident::ForgetResident { ptr }).ok()?;
        let weak = plan.weakref.bind(py).call1((t, forget)).ok()?;
        // SAFETY: `ptr` is the data of a contiguous tensor of `spec`'s type and shape; the entry
        // keeps its storage (so this memory) alive as long as the buffer, and is looked up only
        // at the same version (unchanged contents; on the CPU plugin the buffer reads the memory
        // in place anyway).
        let buffer = unsafe { self.inner.exe.make_resident(spec, ptr as *const u8) }.ok()?;
        Some(resident_cache::insert(ptr, buffer, version, Box::new((storage.unbind(), weak.unbind()))))
    }
}

#[pymethods]
impl Compiled {
    /// Marks graph inputs (positions) as parameters or buffers, whose PJRT buffers are kept
    /// between calls while they do not change. Only before the first call; later calls are
    /// ignored.
    fn set_resident_inputs(&self, indices: Vec<usize>) {
        if self.plan.get().is_none() {
            let _ = self.resident.set(indices);
        }
    }

    #[getter]
    fn name(&self) -> String {
        self.inner.name.clone()
    }
    #[getter]
    fn key(&self) -> String {
        self.inner.key.hex()
    }
    /// The cache key's components (`stablehlo`, `xla_flags`, `plugin_fingerprint`, ...), each as
    /// text; empty when unknown.
    #[getter]
    fn key_components(&self) -> std::collections::BTreeMap<&'static str, String> {
        self.inner.components.as_ref().map(|c| c.fields().into_iter().collect()).unwrap_or_default()
    }
    #[getter]
    fn mlir(&self) -> String {
        self.inner.lowered.mlir.clone()
    }
    /// Whether no XLA compile was needed: `source` is not `"compiled"`.
    #[getter]
    fn cache_hit(&self) -> bool {
        self.inner.source.is_hit()
    }
    /// Where the executable came from: `"memory"`, `"service"`, `"disk"`, `"remote"` or
    /// `"compiled"` (by XLA, in this process).
    #[getter]
    fn source(&self) -> &'static str {
        self.inner.source.name()
    }
    /// Graph-input positions the executable takes, in order, each with (dtype name, dims).
    #[getter]
    fn params(&self) -> Vec<(usize, String, Vec<i64>)> {
        self.inner
            .lowered
            .params
            .iter()
            .map(|(i, t)| (*i, t.dtype.name().to_string(), t.static_dims().unwrap_or_default()))
            .collect()
    }
    /// Graph inputs the executable takes permuted: position → `perm` (the caller passes
    /// `x.permute(perm)`, contiguous; the compiler's `input_layout` pass).
    #[getter]
    fn input_layouts(&self) -> std::collections::BTreeMap<usize, Vec<i64>> {
        self.inner.lowered.input_layouts.clone()
    }
    /// The run-time checks (lower/checks.rs): (node, op, kind, message) per check.
    #[getter]
    fn checks(&self) -> Vec<(String, String, String, String)> {
        self.inner.lowered.checks.iter().map(|c| (c.node.clone(), c.op.clone(), c.kind.as_str().to_string(), c.message.clone())).collect()
    }
    /// One entry per graph output: `None`, or (executable result index, dtype name, dims).
    #[getter]
    fn outputs(&self) -> Vec<Option<(usize, String, Vec<i64>)>> {
        self.inner
            .lowered
            .outputs
            .iter()
            .map(|o| match o {
                OutputSpec::Tensor { index, ty, .. } => Some((*index, ty.dtype.name().to_string(), ty.static_dims().unwrap_or_default())),
                OutputSpec::None => None,
            })
            .collect()
    }

    /// Runs on the graph inputs `args` (a list of tensors, indexed by graph-input position) and
    /// returns the executable's results as CPU tensors, one per result (zero-copy where possible).
    ///
    /// `verify`: `(tensor, fingerprint)` pairs, the sources of prepared layout copies that `args`
    /// reuses (torchtpu/graph/layouts.py). Each source's storage is fingerprinted while the execution
    /// runs (before it, for a graph that writes its inputs in place); when one no longer matches,
    /// the results are dropped and this returns `None`, for the caller to remake the copies and
    /// call again.
    #[pyo3(signature = (args, verify=None))]
    fn call<'py>(&self, py: Python<'py>, args: &Bound<'py, PyAny>, verify: Option<&Bound<'py, PyList>>) -> PyResult<Option<Bound<'py, PyList>>> {
        let plan = self.plan(py)?;
        // (storage address, byte size, expected fingerprint) of each source to verify; the
        // storages are held until the call returns.
        let mut sources: Vec<(usize, usize, u64)> = Vec::new();
        let mut storages: Vec<Bound<'py, PyAny>> = Vec::new();
        if let Some(v) = verify {
            for item in v.iter() {
                let (t, expected): (Bound<'py, PyAny>, u64) = item.extract()?;
                if !t.getattr(intern!(py, "is_cpu"))?.is_truthy()? {
                    // Not readable here: treated as changed (the copies are remade).
                    return Ok(None);
                }
                let storage = t.call_method0(intern!(py, "untyped_storage"))?;
                let ptr: usize = storage.call_method0(intern!(py, "data_ptr"))?.extract()?;
                let len: usize = storage.call_method0(intern!(py, "nbytes"))?.extract()?;
                sources.push((ptr, len, expected));
                storages.push(storage);
            }
        }
        let list = args.cast::<PyList>().ok();
        let mut ptrs: Vec<*const u8> = Vec::with_capacity(plan.inputs.len());
        // The tensor whose memory each parameter reads (the input itself, or a contiguous copy
        // made here), kept alive until after the run; a donated parameter's tensor is returned
        // as its result when XLA wrote the result into it.
        let mut passed: Vec<Bound<'py, PyAny>> = Vec::with_capacity(plan.inputs.len());
        // Cached buffers of unchanged parameters, per input (resident.rs).
        let mut entries: Vec<Option<Arc<resident_cache::Entry>>> = Vec::new();
        for (k, p) in plan.inputs.iter().enumerate() {
            let i = p.index;
            let t = match list {
                Some(l) => l.get_item(i)?,
                None => args.get_item(i)?,
            };
            if !t.getattr(intern!(py, "is_cpu")).and_then(|c| c.is_truthy()).unwrap_or(true) {
                if plan.platform.eq_ignore_ascii_case("cuda") && t.getattr(intern!(py, "is_cuda"))?.is_truthy()? {
                    // CUDA tensors on the CUDA plugin: read in place (cuda.rs).
                    return self.call_cuda(py, plan, args).map(Some);
                }
                // The CPU plugin reads host memory: a device pointer must never reach it.
                return Err(GraphError::new_err(format!(
                    "input {i} is on {}; the {} PJRT plugin takes CPU tensors",
                    t.getattr(intern!(py, "device"))?.str()?,
                    plan.platform
                )));
            }
            check_input(py, p, &t)?;
            // A conjugate or negative view's memory holds the values before the conjugation.
            let lazy = p.complex && lazy_view(py, &t)?;
            let contiguous = !lazy && t.call_method0(intern!(py, "is_contiguous"))?.is_truthy()?;
            let t = if contiguous {
                t
            } else if lazy {
                TRANSFER_STATS.input_copies.fetch_add(1, Ordering::Relaxed);
                t.call_method0(intern!(py, "resolve_conj"))?.call_method0(intern!(py, "resolve_neg"))?.call_method0(intern!(py, "contiguous"))?
            } else {
                TRANSFER_STATS.input_copies.fetch_add(1, Ordering::Relaxed);
                t.call_method0(intern!(py, "contiguous"))?
            };
            let ptr: usize = t.call_method0(intern!(py, "data_ptr"))?.extract()?;
            if p.donated {
                // XLA may write this memory: no cached buffer over it may survive.
                resident_cache::forget(ptr);
            } else if p.resident && contiguous {
                if let Some(e) = self.resident_entry(py, &t, k, ptr, plan) {
                    entries.resize(plan.inputs.len(), None);
                    entries[k] = Some(e);
                }
            }
            ptrs.push(ptr as *const u8);
            passed.push(t);
        }
        let (g, s) = (self.inner.clone(), self.session.clone());
        let addrs: Vec<usize> = ptrs.iter().map(|&p| p as usize).collect();
        // SAFETY: every pointer is the data of a contiguous CPU tensor of the plan's dtype and shape
        // (checked above, so `len_bytes` matches), kept alive by `passed` until after the run. The
        // tensors are only read, except the donated ones (the graph's mutated inputs, whose new
        // value AOTAutograd copies into them right after this call anyway, or contiguous copies
        // made here), which the run may overwrite with their new value; `execute_borrowed` never
        // donates one whose memory another parameter reads.
        let in_place = !self.inner.donations().is_empty();
        let executed = py.detach(|| {
            let ptrs: Vec<*const u8> = addrs.iter().map(|&a| a as *const u8).collect();
            let resident: Vec<Option<&ResidentBuffer>> = entries.iter().map(|e| e.as_ref().map(|e| &*e.buffer)).collect();
            // SAFETY: each source is a live CPU storage of `len` bytes, held by `storages`; the
            // execution reads only the prepared copies, never these storages' memory.
            // Between storages, the kernel bodies XLA's workers posted meanwhile run here
            // (runtime/kernel_host.rs): they would otherwise wait for the whole check.
            let changed = || {
                sources.iter().any(|&(p, n, fp)| {
                    torchtpu_compiler::runtime::kernel_host::run_pending();
                    (unsafe { storage_fingerprint_at(p, n) }) != fp
                })
            };
            // A run that writes its inputs must not run at all on stale copies: checked first.
            // Otherwise the check overlaps the run.
            if in_place && !sources.is_empty() && changed() {
                return PyResult::Ok(None);
            }
            let overlap = !in_place && !sources.is_empty();
            let mut stale = false;
            // SAFETY: as above; each resident buffer was made over the same memory (same data
            // pointer, type and shape), whose storage its entry keeps alive, at the tensor's
            // current version.
            let executed = guarded_map(
                "run",
                || unsafe { s.run_borrowed_during(&g, &ptrs, &resident, &mut || stale = overlap && changed()) },
                |e| self.run_error(e),
            )?;
            Ok(if stale { None } else { Some(executed) })
        })?;
        drop(entries);
        drop(storages);
        let Some(executed) = executed else {
            return Ok(None);
        };
        let mut outputs = executed.outputs;
        if !self.inner.lowered.checks.is_empty() {
            let flags = outputs.pop();
            self.check_flags(py, flags)?;
        }
        let out = PyList::empty(py);
        for (i, r) in outputs.into_iter().enumerate() {
            match r {
                ResultBuffer::Owned(b) => out.append(to_torch(py, plan, i, b)?)?,
                // The input's own tensor: AOTAutograd's `input.copy_(result)` is then a self-copy,
                // which torch skips.
                ResultBuffer::InPlace { param } => {
                    let t = passed.get(param).ok_or_else(|| InternalError::new_err(format!("result {i}: no input {param}")))?;
                    out.append(t)?;
                }
            }
        }
        drop(passed);
        Ok(Some(out))
    }

    /// Runs on device values (`DeviceValue`s indexed by graph-input position) without waiting:
    /// returns `(results, flags)`, the executable's results as `DeviceValue`s that are computed
    /// in the background, and its run-time check flags (a `DeviceValue`, or `None` when the graph
    /// has no checks) for `check_values`. The call path of `strict` mode (torchtpu/execution/modes.py).
    fn call_values<'py>(&self, py: Python<'py>, args: &Bound<'py, PyAny>) -> PyResult<(Bound<'py, PyList>, Option<Py<DeviceValue>>)> {
        let plan = self.plan(py)?;
        if plan.views.iter().any(Option::is_some) {
            return Err(InternalError::new_err("an executable with permuted outputs (`output_layouts`) was called with device values"));
        }
        let specs = self.inner.params();
        let mut held = Vec::with_capacity(plan.inputs.len());
        for (k, p) in plan.inputs.iter().enumerate() {
            let arg = args.get_item(p.index)?;
            let v = arg.cast::<DeviceValue>().map_err(|_| {
                GraphError::new_err(format!("input {}: expected a DeviceValue, got {}", p.index, arg.get_type().name().map(|n| n.to_string()).unwrap_or_default()))
            })?;
            held.push(v.get().as_argument(py, &self.inner.exe, &specs[k], p.index)?);
        }
        let (g, s) = (self.inner.clone(), self.session.clone());
        let mut results = py.detach(|| {
            let args: Vec<ArgBuffer<'_>> = held.iter().map(Held::arg).collect();
            guarded_map("run", || s.run_async(&g, &args), |e| self.run_error(e))
        })?;
        drop(held);
        let host_memory = self.inner.exe.host_memory();
        let cuda = !host_memory && self.session.client().platform_name().eq_ignore_ascii_case("cuda");
        let flags = if self.inner.lowered.checks.is_empty() {
            None
        } else {
            let b = results.pop().ok_or_else(|| InternalError::new_err("the run-time checks result is missing"))?;
            Some(Py::new(py, DeviceValue::from_result(b, torchtpu_compiler::ir::DType::Bool, host_memory, cuda))?)
        };
        let out = PyList::empty(py);
        for (b, t) in results.into_iter().zip(&self.inner.lowered.results) {
            out.append(Py::new(py, DeviceValue::from_result(b, t.dtype, host_memory, cuda))?)?;
        }
        Ok((out, flags))
    }

    /// Raises `CheckError` when the run-time check flags `call_values` returned mark a failed
    /// check (waits for the run that computes them).
    fn check_values(&self, py: Python<'_>, flags: &Bound<'_, DeviceValue>) -> PyResult<()> {
        match flags.get().result_buffer() {
            Some(b) => self.check_flag_buffer(py, &b),
            None => Err(InternalError::new_err("the check flags were already read")),
        }
    }

    /// Times `calls` executions of this executable from Rust alone (no Python, no torch): zeroed,
    /// 64-byte-aligned inputs handed over as in `call`, results dropped. Returns seconds per call
    /// (the median of `repeats` batches). For benchmarks (`benchmarks/overhead.py`).
    #[pyo3(signature = (calls, repeats=5))]
    fn bench_execute(&self, py: Python<'_>, calls: usize, repeats: usize) -> PyResult<f64> {
        let g = self.inner.clone();
        py.detach(move || {
            guarded("bench_execute", || {
                /// 64 zeroed bytes at a 64-byte boundary, as torch allocates.
                #[repr(align(64))]
                #[derive(Clone, Copy)]
                struct Line(#[allow(dead_code)] [u8; 64]);
                let mut bufs: Vec<Vec<Line>> =
                    g.params().iter().map(|p| vec![Line([0; 64]); p.len_bytes.div_ceil(64).max(1)]).collect();
                // Mutable: a donated parameter may be written.
                let ptrs: Vec<*const u8> = bufs.iter_mut().map(|b| b.as_mut_ptr().cast::<u8>().cast_const()).collect();
                let mut samples = Vec::with_capacity(repeats.max(1));
                for _ in 0..repeats.max(1) {
                    let t0 = std::time::Instant::now();
                    for _ in 0..calls.max(1) {
                        // SAFETY: each pointer has at least `len_bytes` readable (and writable)
                        // bytes, alive for the whole loop and touched by nothing else.
                        drop(unsafe { g.run_borrowed(&ptrs) }?);
                    }
                    samples.push(t0.elapsed().as_secs_f64() / calls.max(1) as f64);
                }
                samples.sort_by(f64::total_cmp);
                Ok(samples[samples.len() / 2])
            })
        })
    }

    /// Runs on torch tensors, or on bytes: `inputs`, one per executable parameter (`params`):
    /// each a contiguous CPU tensor of the plan's dtype and shape, or a `bytes` object of exactly
    /// the plan's byte size (read as the plan's dtype); `outputs`, one per executable result
    /// (`outputs` without the `None`s), contiguous CPU tensors of the plan's dtype and shape that
    /// share no memory with any other argument, which the results are written into; or, when
    /// `outputs` is None, the results are returned as `bytes`, one per result. The run-time
    /// checks' flags, when the graph has checks, are read here and raise `CheckError`. Every
    /// argument is checked first: a `GraphError` names the first that does not fit. For hosts
    /// that allocate their own results; `__call__` is the backend's path.
    #[pyo3(signature = (inputs, outputs=None))]
    fn run<'py>(&self, py: Python<'py>, inputs: Vec<Bound<'py, PyAny>>, outputs: Option<Vec<Bound<'py, PyAny>>>) -> PyResult<Option<Vec<Bound<'py, PyBytes>>>> {
        let plan = self.plan(py)?;
        let g = &self.inner;
        let n_results = g.results().len() - usize::from(!g.lowered.checks.is_empty());
        let n_outputs = outputs.as_ref().map_or(n_results, Vec::len);
        if inputs.len() != g.params().len() || n_outputs != n_results {
            return Err(GraphError::new_err(format!(
                "graph `{}` takes {} inputs and {} outputs, got {} and {}",
                g.name,
                g.params().len(),
                n_results,
                inputs.len(),
                n_outputs
            )));
        }
        let check = |what: String, t: &Bound<'py, PyAny>, dtype: &Py<PyAny>, shape: &Py<PyAny>, len: usize, input: bool| -> PyResult<(usize, usize)> {
            if input {
                if let Ok(b) = t.cast::<PyBytes>() {
                    let data = b.as_bytes();
                    if data.len() != len {
                        return Err(GraphError::new_err(format!("{what}: expected {len} bytes, got {}", data.len())));
                    }
                    return Ok((data.as_ptr() as usize, len));
                }
            }
            let tensor_type = py.import("torch")?.getattr("Tensor")?;
            let exact = t.get_type().is(&tensor_type);
            let (true, Ok(got), Ok(ptr)) = (exact, t.getattr(intern!(py, "dtype")), t.getattr(intern!(py, "data_ptr"))) else {
                return Err(GraphError::new_err(format!(
                    "{what}: expected a tensor{}, got {}",
                    if input { " or bytes" } else { "" },
                    t.get_type().name()?
                )));
            };
            if !t.getattr(intern!(py, "is_cpu"))?.is_truthy()? {
                return Err(GraphError::new_err(format!("{what} is on {}; `run` takes CPU tensors", t.getattr(intern!(py, "device"))?.str()?)));
            }
            let got_shape = t.getattr(intern!(py, "shape"))?;
            if !got.is(dtype.bind(py)) || !got_shape.eq(shape.bind(py))? {
                return Err(GraphError::new_err(format!(
                    "{what}: expected {} {:?}, got {} {:?}",
                    dtype.bind(py).str()?,
                    shape.bind(py).extract::<Vec<i64>>()?,
                    got.str()?,
                    got_shape.extract::<Vec<i64>>()?
                )));
            }
            if !t.call_method0(intern!(py, "is_contiguous"))?.is_truthy()? {
                return Err(GraphError::new_err(format!("{what} is not contiguous")));
            }
            if lazy_view(py, t)? {
                return Err(GraphError::new_err(format!("{what} is a conjugate or negative view (resolve_conj() first)")));
            }
            let ptr: usize = ptr.call0()?.extract()?;
            if ptr == 0 && len != 0 {
                return Err(GraphError::new_err(format!("{what} has no memory")));
            }
            Ok((ptr, len))
        };
        let mut ins = Vec::with_capacity(inputs.len());
        for (k, (t, p)) in inputs.iter().zip(&plan.inputs).enumerate() {
            ins.push(check(format!("input {k}"), t, &p.dtype, &p.shape, g.params()[k].len_bytes, true)?);
        }
        let returned = outputs.is_none();
        // Results returned as bytes: written into memory of our own first.
        let mut owned: Vec<Vec<u8>> = match outputs {
            Some(_) => Vec::new(),
            None => (0..n_results).map(|r| vec![0u8; g.results()[r].len_bytes]).collect(),
        };
        let mut outs: Vec<(usize, usize)> = Vec::with_capacity(n_results + 1);
        match &outputs {
            Some(outputs) => {
                for (r, t) in outputs.iter().enumerate() {
                    let (dtype, shape) = &plan.results[r];
                    let region = check(format!("output {r}"), t, dtype, shape, g.results()[r].len_bytes, false)?;
                    let overlaps = |&(p, n): &(usize, usize)| n > 0 && region.1 > 0 && p < region.0 + region.1 && region.0 < p + n;
                    if let Some(i) = ins.iter().chain(&outs).position(overlaps) {
                        let other = if i < ins.len() { format!("input {i}") } else { format!("output {}", i - ins.len()) };
                        return Err(GraphError::new_err(format!("output {r} shares memory with {other}")));
                    }
                    outs.push(region);
                }
            }
            None => outs.extend(owned.iter_mut().map(|v| (v.as_mut_ptr() as usize, v.len()))),
        }
        let checks = &self.inner.lowered.checks;
        let mut flags = vec![0u8; checks.len()];
        if !checks.is_empty() {
            outs.push((flags.as_mut_ptr() as usize, flags.len()));
        }
        let (g, s) = (self.inner.clone(), self.session.clone());
        // SAFETY: each input region is the memory of a contiguous CPU tensor of exactly the plan's
        // dtype and shape (checked above, so its length is the plan's byte size), or of an
        // (immutable) `bytes` object of exactly that size, kept alive by `inputs` until this
        // returns. Each output region is such a tensor's memory (kept alive by `outputs`) that
        // overlaps no other region (checked above), or a vector of ours (`owned`, `flags`). The
        // GIL is released, so another thread may write a tensor meanwhile: the results are then
        // unspecified, as with any racing write in torch, but no memory outside these regions is
        // touched.
        py.detach(|| guarded("run", || unsafe { s.run(&g, &ins, &outs) }))?;
        drop((inputs, outputs));
        if let Some(i) = flags.iter().position(|&f| f != 0) {
            return Err(check_error(py, &checks[i]));
        }
        Ok(returned.then(|| owned.iter().map(|v| PyBytes::new(py, v)).collect()))
    }
}

/// The fingerprint of `len` bytes at `ptr`, as `storage_fingerprint` computes it (0 for no memory).
///
/// # Safety
/// When `ptr` is not 0, it must point to `len` readable bytes.
unsafe fn storage_fingerprint_at(ptr: usize, len: usize) -> u64 {
    if ptr == 0 || len == 0 {
        return 0;
    }
    // SAFETY: the caller's contract. Between chunks, the kernel bodies posted meanwhile run here
    // (runtime/kernel_host.rs), so that none waits for the whole of a large weight.
    unsafe { torchtpu_compiler::runtime::fingerprint::fingerprint_between(ptr as *const u8, len, &torchtpu_compiler::runtime::kernel_host::run_pending) }
}

/// The `CheckError` for failed check `c`, with its fields as attributes.
pub(crate) fn check_error(py: Python<'_>, c: &torchtpu_compiler::lower::CheckInfo) -> PyErr {
    let err = CheckError::new_err(format!("torchtpu: run-time check failed at node `{}` ({}): {}", c.node, c.op, c.message));
    let v = err.value(py);
    let _ = v.setattr(intern!(py, "node"), &c.node);
    let _ = v.setattr(intern!(py, "op"), &c.op);
    let _ = v.setattr(intern!(py, "kind"), c.kind.as_str());
    let _ = v.setattr(intern!(py, "detail"), &c.message);
    err
}

impl Compiled {
    pub(crate) fn new(inner: Arc<CompiledGraph>, session: Arc<Session>) -> Compiled {
        Compiled { inner, session, plan: OnceLock::new(), resident: OnceLock::new() }
    }
}

/// Checks that graph input `t` is a tensor of the parameter's dtype and shape (`GraphError`
/// naming the input otherwise).
fn check_input(py: Python<'_>, p: &InputPlan, t: &Bound<'_, PyAny>) -> PyResult<()> {
    let i = p.index;
    let Ok(dtype) = t.getattr(intern!(py, "dtype")) else {
        return Err(GraphError::new_err(format!("input {i}: expected a tensor, got {}", t.get_type().name()?)));
    };
    let shape = t.getattr(intern!(py, "shape"))?;
    if !dtype.is(p.dtype.bind(py)) || !shape.eq(p.shape.bind(py))? {
        return Err(GraphError::new_err(format!(
            "input {i}: expected {} {:?}, got {} {:?}",
            p.dtype.bind(py).str()?,
            p.shape.bind(py).extract::<Vec<i64>>()?,
            dtype.str()?,
            shape.extract::<Vec<i64>>()?,
        )));
    }
    Ok(())
}

/// Whether `t` is a conjugate or negative view: torch keeps those as a bit on the tensor, so its
/// memory holds the values before the view was taken.
fn lazy_view(py: Python<'_>, t: &Bound<'_, PyAny>) -> PyResult<bool> {
    Ok(t.call_method0(intern!(py, "is_conj"))?.is_truthy()? || t.call_method0(intern!(py, "is_neg"))?.is_truthy()?)
}
