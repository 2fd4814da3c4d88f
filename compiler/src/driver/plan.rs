//! A compiled graph's call plan, decided once: every parameter's and result's type, shape and
//! byte size, checked against the executable; and the ways to run it.

use std::sync::Arc;

use crate::cache::{CacheKey, Source};
use crate::lower::Lowered;
use crate::runtime::{ArgBuffer, ArgSpec, Donation, ElementType, Executed, HostInput, HostOutput, LoadedExecutable, OwnedBuffer, ResidentBuffer};
use crate::{Error, Result};

/// A compiled graph, ready to run.
pub struct CompiledGraph {
    pub name: String,
    pub key: CacheKey,
    pub lowered: Lowered,
    pub exe: Arc<LoadedExecutable>,
    /// The cache tier it came from, or `Compiled`.
    pub source: Source,
    /// What went into `key`, by component (set by the session that compiled it), so that a
    /// recompile of the same graph can name what changed (the plugin's `recompile.py`).
    pub components: Option<crate::cache::KeyComponents>,
    /// The call plan, decided once: every parameter's and result's type, shape and byte size
    /// (checked against the executable when it reports them).
    params: Vec<ArgSpec>,
    results: Vec<ArgSpec>,
    /// Parameters the program aliases with a result (see [`Frontend::donations`]).
    donations: Vec<Donation>,
}

impl CompiledGraph {
    /// Builds the call plan from the lowering and checks it against the executable.
    pub fn new(
        name: String,
        key: CacheKey,
        lowered: Lowered,
        donations: Vec<Donation>,
        exe: Arc<LoadedExecutable>,
        source: Source,
    ) -> Result<Self> {
        let params: Vec<ArgSpec> = lowered.params.iter().map(|(_, t)| arg_spec(t)).collect::<Result<_>>()?;
        let results: Vec<ArgSpec> = lowered.results.iter().map(arg_spec).collect::<Result<_>>()?;
        exe.check_plan(&params, &results).map_err(|e| match e {
            Error::RuntimeArg(m) => Error::Internal(format!("graph `{name}`: the executable does not match the lowering: {m}")),
            other => other,
        })?;
        for d in &donations {
            if params.get(d.param) != results.get(d.result) || d.param >= params.len() {
                return Err(Error::Internal(format!(
                    "graph `{name}`: donation of parameter {} to result {} does not match the plan",
                    d.param, d.result
                )));
            }
        }
        Ok(CompiledGraph { name, key, lowered, exe, source, components: None, params, results, donations })
    }

    /// The parameters' plan, in executable order.
    pub fn params(&self) -> &[ArgSpec] {
        &self.params
    }

    /// The results' plan, in executable order.
    pub fn results(&self) -> &[ArgSpec] {
        &self.results
    }

    /// The parameters the program may write a result into (input/output aliases).
    pub fn donations(&self) -> &[Donation] {
        &self.donations
    }

    /// Runs on borrowed host memory, one pointer per parameter (its byte size is the plan's), and
    /// returns the results as PJRT buffers (see [`LoadedExecutable::execute_borrowed`]).
    ///
    /// # Safety
    /// `data[i]` must point to `self.params()[i].len_bytes` readable bytes (NULL when 0) that stay
    /// valid and unmodified until this returns; a parameter in [`donations`](Self::donations) must
    /// be writable and nothing else may read it meanwhile: it may hold its result afterwards (see
    /// [`LoadedExecutable::execute_borrowed`]).
    pub unsafe fn run_borrowed(&self, data: &[*const u8]) -> Result<Executed> {
        // SAFETY: forwarded from the caller.
        unsafe { self.run_borrowed_with(data, &[]) }
    }

    /// Enqueues a run on device buffers and returns the results before they are computed (see
    /// [`LoadedExecutable::execute_async`]). Graphs with donations do not run this way.
    pub fn run_async(&self, args: &[ArgBuffer<'_>]) -> Result<Vec<OwnedBuffer>> {
        if !self.donations.is_empty() {
            return Err(Error::RuntimeArg(format!("graph `{}` writes an input in place: it runs only on host memory", self.name)));
        }
        self.exe.execute_async(&self.params, args, &self.results)
    }

    /// Enqueues a run on buffers that view the caller's memory (a torch CUDA tensor's, through
    /// `Client::view_of_device_buffer`) and returns the results before they are computed. A
    /// parameter the program aliases with a result (donation) is passed as not donatable, so
    /// XLA writes that result into a new buffer and the caller's memory is only read.
    pub fn run_on_views(&self, args: &[ArgBuffer<'_>]) -> Result<Vec<OwnedBuffer>> {
        let keep: Vec<i64> = self.donations.iter().map(|d| d.param as i64).collect();
        self.exe.execute_async_keeping(&self.params, args, &self.results, &keep)
    }

    /// [`run_borrowed`](Self::run_borrowed), with buffers kept from earlier calls for parameters
    /// that did not change (`resident`: empty, or one entry per parameter; see
    /// [`LoadedExecutable::execute_borrowed`]).
    ///
    /// # Safety
    /// As for [`run_borrowed`](Self::run_borrowed); each resident buffer must have been made over
    /// `data[i]`'s memory, unchanged since (or, on the CPU plugin, read in place).
    pub unsafe fn run_borrowed_with(&self, data: &[*const u8], resident: &[Option<&ResidentBuffer>]) -> Result<Executed> {
        // SAFETY: forwarded from the caller.
        unsafe { self.run_borrowed_during(data, resident, &mut || {}) }
    }

    /// [`run_borrowed_with`](Self::run_borrowed_with), calling `during` while the execution runs
    /// (see [`LoadedExecutable::execute_borrowed_during`]).
    ///
    /// # Safety
    /// As for [`run_borrowed_with`](Self::run_borrowed_with); `during` must not touch the memory
    /// the execution reads or writes.
    pub unsafe fn run_borrowed_during(
        &self,
        data: &[*const u8],
        resident: &[Option<&ResidentBuffer>],
        during: &mut dyn FnMut(),
    ) -> Result<Executed> {
        if data.len() != self.params.len() {
            return Err(Error::RuntimeArg(format!(
                "graph `{}` takes {} inputs, got {}",
                self.name,
                self.params.len(),
                data.len()
            )));
        }
        // SAFETY: forwarded from the caller; the plan passed `check_plan` in `new`.
        unsafe { self.exe.execute_borrowed_during(&self.params, data, &self.results, &self.donations, resident, during) }
    }

    /// Runs on raw host memory: one `(pointer, byte length)` per executable parameter and result,
    /// in order. Shapes and dtypes are the compiled ones; byte lengths are checked against them.
    ///
    /// # Safety
    /// Each pointer must be valid for its length (reads for inputs, writes for outputs) for the
    /// duration of the call, and output regions must not overlap any other region.
    pub unsafe fn run_raw(&self, inputs: &[(usize, usize)], outputs: &[(usize, usize)]) -> Result<()> {
        if inputs.len() != self.params.len() || outputs.len() != self.results.len() {
            return Err(Error::RuntimeArg(format!(
                "graph `{}` takes {} inputs and {} outputs, got {} and {}",
                self.name,
                self.params.len(),
                self.results.len(),
                inputs.len(),
                outputs.len()
            )));
        }
        let mut ins = Vec::with_capacity(inputs.len());
        for (i, (&(ptr, len), spec)) in inputs.iter().zip(&self.params).enumerate() {
            let (et, dims) = (&spec.dtype, &spec.dims);
            if ptr == 0 && len != 0 {
                return Err(Error::RuntimeArg(format!("input {i} of graph `{}` has a null data pointer", self.name)));
            }
            // SAFETY: the caller guarantees `ptr` is readable for `len` bytes during this call.
            let data: &[u8] = if len == 0 { &[] } else { unsafe { std::slice::from_raw_parts(ptr as *const u8, len) } };
            ins.push(HostInput::new(data, dims.clone(), *et));
        }
        let mut outs = Vec::with_capacity(outputs.len());
        for (i, (&(ptr, len), spec)) in outputs.iter().zip(&self.results).enumerate() {
            let (et, dims) = (&spec.dtype, &spec.dims);
            if ptr == 0 && len != 0 {
                return Err(Error::RuntimeArg(format!("output {i} of graph `{}` has a null data pointer", self.name)));
            }
            // SAFETY: the caller guarantees `ptr` is writable for `len` bytes and not aliased.
            let data: &mut [u8] =
                if len == 0 { &mut [] } else { unsafe { std::slice::from_raw_parts_mut(ptr as *mut u8, len) } };
            outs.push(HostOutput::new(data, dims.clone(), *et));
        }
        self.exe.execute(&ins, &mut outs)
    }
}

fn arg_spec(t: &crate::ir::TensorType) -> Result<ArgSpec> {
    ArgSpec::new(ElementType::from(t.dtype), t.static_dims().unwrap_or_default())
}

