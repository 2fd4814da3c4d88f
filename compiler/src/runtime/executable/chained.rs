//! Running on buffers already on the device, results handed back without waiting for them: the
//! call path of `strict` mode, where one op's results feed the next op's executable without a
//! trip to the host, and the host waits only where it reads a value.

use super::LoadedExecutable;
use crate::runtime::buffer::Scratch;
use crate::runtime::device_buffer::OwnedBuffer;
use crate::runtime::resident::ResidentBuffer;
use crate::runtime::spec::ArgSpec;
use crate::{Error, Result};

/// One argument of [`LoadedExecutable::execute_async`]: a result of an earlier execution (which
/// may still be computing: PJRT orders the two runs), or a buffer made over host memory.
#[derive(Debug, Clone, Copy)]
pub enum ArgBuffer<'a> {
    Result(&'a OwnedBuffer),
    Host(&'a ResidentBuffer),
}

impl ArgBuffer<'_> {
    fn matches(&self, spec: &ArgSpec) -> bool {
        match self {
            ArgBuffer::Result(b) => b.dtype() == spec.dtype && b.dims() == spec.dims.as_slice(),
            ArgBuffer::Host(r) => r.spec() == spec,
        }
    }

    fn describe(&self) -> String {
        match self {
            ArgBuffer::Result(b) => format!("{}{:?}", b.dtype(), b.dims()),
            ArgBuffer::Host(r) => format!("{}{:?}", r.spec().dtype, r.spec().dims),
        }
    }
}

impl LoadedExecutable {
    /// Enqueues a run on `args` and returns its results at once, before they are computed: each
    /// is awaited where it is read ([`OwnedBuffer::await_ready`], which also reports a failed run).
    /// An argument may itself be a result still being computed.
    ///
    /// Programs that alias a parameter with a result (donation) do not run here: the caller's
    /// buffers would be consumed.
    ///
    /// A [`ResidentBuffer`] argument over host memory is read in place on the CPU plugin until the
    /// run finishes: its memory must stay unchanged until then (dropping the buffer waits for it).
    pub fn execute_async(&self, params: &[ArgSpec], args: &[ArgBuffer<'_>], results: &[ArgSpec]) -> Result<Vec<OwnedBuffer>> {
        self.execute_async_keeping(params, args, results, &[])
    }

    /// [`execute_async`](Self::execute_async), with the parameters at `keep` passed as not
    /// donatable: where the program aliases one with a result, XLA writes the result into a
    /// copy, never into that argument's memory (a view of the caller's tensor). Programs with
    /// donations run here only when every aliased parameter is in `keep`.
    pub fn execute_async_keeping(
        &self,
        params: &[ArgSpec],
        args: &[ArgBuffer<'_>],
        results: &[ArgSpec],
        keep: &[i64],
    ) -> Result<Vec<OwnedBuffer>> {
        self.check_call(params.len(), args.len(), results.len())?;
        for (i, (a, p)) in args.iter().zip(params).enumerate() {
            if !a.matches(p) {
                return Err(Error::RuntimeArg(format!("input {i}: expected {}{:?}, got {}", p.dtype, p.dims, a.describe())));
            }
        }
        let raw: Vec<_> = args
            .iter()
            .map(|a| match a {
                ArgBuffer::Result(b) => b.raw(),
                ArgBuffer::Host(r) => r.raw(),
            })
            .collect();
        let plugin = &self.client.plugin;
        let (r, out_buffers, complete) = self.launch_keeping(&raw, keep);
        // Not waited for: each result's own ready event says when it is computed, and whether the
        // run failed.
        plugin.destroy_event(complete);
        let (outputs, missing) = self.own_outputs(&out_buffers, results);
        r?;
        if let Some(i) = missing {
            return Err(Error::Pjrt { call: "PJRT_LoadedExecutable_Execute", message: format!("output {i} was not produced") });
        }
        self.check_output_types(&Scratch::new(plugin), outputs.iter().map(Some))?;
        Ok(outputs)
    }
}
