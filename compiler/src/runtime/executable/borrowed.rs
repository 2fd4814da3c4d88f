//! Running on borrowed host memory, results left in PJRT buffers: the call path of compiled
//! graphs (zero-copy in and out on the CPU plugin, donation, resident inputs).

use std::sync::atomic::Ordering;
use std::sync::Arc;

use super::LoadedExecutable;
use crate::runtime::buffer::{is_dense_row_major, unsafe_pointer, Scratch, Upload};
use crate::runtime::donation::{donatable, Donation, ResultBuffer};
use crate::runtime::ffi;
use crate::runtime::resident::ResidentBuffer;
use crate::runtime::plugin::Plugin;
use crate::runtime::spec::ArgSpec;
use crate::runtime::transfer_stats::TRANSFER_STATS;
use crate::{Error, Result};

/// What [`LoadedExecutable::execute_borrowed`] returns: the results, still in PJRT buffers, and how
/// the inputs were handed over.
#[derive(Debug)]
pub struct Executed {
    pub outputs: Vec<ResultBuffer>,
    /// Inputs PJRT read in place.
    pub zero_copy_inputs: usize,
    /// Inputs PJRT copied.
    pub input_copies: usize,
    /// Donated inputs that now hold their result ([`ResultBuffer::InPlace`]).
    pub donated_inputs: usize,
}

impl LoadedExecutable {
    /// Runs on inputs borrowed from host memory and returns the results as PJRT buffers.
    ///
    /// On a plugin whose device memory is host memory (the CPU plugin), inputs are handed over with
    /// `kImmutableZeroCopy`: PJRT reads them in place when they are aligned (it copies the others, and
    /// [`Executed`] counts which), and each buffer is destroyed, and its release awaited, before this
    /// returns. Results whose layout is dense row-major get a host view
    /// ([`OwnedBuffer::host_ptr`]) unless their memory overlaps an input's or another result's.
    /// Elsewhere inputs are copied (`kImmutableUntilTransferCompletes`) and results have no host view.
    ///
    /// `donations` are the parameters the program aliases with a result. On the CPU plugin such a
    /// parameter is handed over with `kMutableZeroCopy` when its memory overlaps no other
    /// parameter's: XLA then writes the result into the caller's memory, and the result comes back
    /// as [`ResultBuffer::InPlace`]. An aliased parameter that cannot be donated this call (it
    /// overlaps another) is copied, so XLA can only ever write into memory of its own. Elsewhere
    /// the copied device buffer is donated and the result is an ordinary buffer.
    ///
    /// # Safety
    /// `data[i]` must point to `params[i].len_bytes` readable bytes (NULL when 0) that stay valid and
    /// unmodified until this returns; the memory of a parameter in `donations` must also be
    /// writable, and after the call holds the result it is paired with (when that result is
    /// [`ResultBuffer::InPlace`]) or unspecified contents (when the caller's input was copied, it is
    /// unchanged). `params` and `results` must have passed [`check_plan`](Self::check_plan), and
    /// every donation must name a parameter and a result of the same type and shape.
    ///
    /// `resident` (empty, or one entry per parameter) gives buffers made earlier with
    /// [`make_resident`](Self::make_resident) over `data[i]` for parameters that did not change
    /// since: they are passed as they are instead of a new buffer (and counted by whoever made or
    /// found them: [`make_resident`](Self::make_resident) counts the hand-over, a cache hit
    /// `resident_hits`).
    /// A parameter the program aliases with a result never uses one (the resident buffer would
    /// be donated).
    pub unsafe fn execute_borrowed(
        &self,
        params: &[ArgSpec],
        data: &[*const u8],
        results: &[ArgSpec],
        donations: &[Donation],
        resident: &[Option<&ResidentBuffer>],
    ) -> Result<Executed> {
        // SAFETY: forwarded from the caller.
        unsafe { self.execute_borrowed_during(params, data, results, donations, resident, &mut || {}) }
    }

    /// [`execute_borrowed`](Self::execute_borrowed), calling `during` on this thread once the
    /// execution is launched and before it is awaited: work that overlaps the run when the plugin
    /// runs it on its own threads (the CPU plugin does, for all but the cheapest programs), and
    /// simply follows it otherwise.
    ///
    /// # Safety
    /// As for [`execute_borrowed`](Self::execute_borrowed); `during` must not touch the memory the
    /// execution reads or writes.
    pub unsafe fn execute_borrowed_during(
        &self,
        params: &[ArgSpec],
        data: &[*const u8],
        results: &[ArgSpec],
        donations: &[Donation],
        resident: &[Option<&ResidentBuffer>],
        during: &mut dyn FnMut(),
    ) -> Result<Executed> {
        let plugin: &Plugin = &self.client.plugin;
        self.check_call(params.len(), data.len(), results.len())?;
        for d in donations {
            match (params.get(d.param), results.get(d.result)) {
                (Some(p), Some(r)) if p == r => {}
                _ => {
                    return Err(Error::RuntimeArg(format!(
                        "donation of input {} to output {}: no such pair of the same type and shape",
                        d.param, d.result
                    )))
                }
            }
        }
        let ranges: Vec<(usize, usize)> =
            params.iter().zip(data).map(|(p, &ptr)| (ptr as usize, ptr as usize + if ptr.is_null() { 0 } else { p.len_bytes })).collect();
        let donate_to = if self.host_memory { donatable(donations, &ranges) } else { vec![None; params.len()] };
        let aliased_param: Vec<bool> = (0..params.len()).map(|i| donations.iter().any(|d| d.param == i)).collect();
        if !resident.is_empty() && resident.len() != params.len() {
            return Err(Error::RuntimeArg(format!("{} resident buffers for {} inputs", resident.len(), params.len())));
        }
        // Input buffers and events live in `scratch`, released on every path (zero-copy buffers are
        // destroyed before their release events are awaited).
        let mut scratch = Scratch::for_program(plugin, self.serves_kernels());
        let mut arg_buffers: Vec<*mut ffi::PJRT_Buffer> = Vec::with_capacity(params.len());
        let (mut zero_copy_inputs, mut input_copies) = (0, 0);
        let mut aliased: Vec<(usize, usize, Option<usize>)> = Vec::new();
        // (parameter, result, address) of each input handed over for XLA to write in place.
        let mut donated: Vec<(usize, usize, usize)> = Vec::new();
        for (i, (spec, &ptr)) in params.iter().zip(data).enumerate() {
            if let Some(Some(r)) = resident.get(i) {
                if !aliased_param[i] && r.spec() == spec {
                    if r.zero_copy() && spec.len_bytes > 0 {
                        aliased.push((ptr as usize, ptr as usize + spec.len_bytes, None));
                    }
                    arg_buffers.push(r.raw());
                    continue;
                }
            }
            let mode = match (self.host_memory, donate_to[i], aliased_param[i]) {
                (true, Some(_), _) => Upload::Donate,
                // XLA may write into an aliased parameter's buffer: never the caller's memory
                // unless donated above.
                (_, None, true) | (false, _, _) => Upload::Copy,
                (true, None, false) => Upload::ZeroCopy,
            };
            // SAFETY: `ptr` has `len_bytes` readable bytes until this function returns (caller's
            // contract; writable too when donated), and `scratch` destroys the buffer and awaits
            // its release before that.
            let buffer = unsafe {
                scratch.upload(self.client.raw, self.device, ptr, spec.len_bytes, &spec.dims, spec.dtype, mode)
            }?;
            if spec.len_bytes == 0 {
                zero_copy_inputs += 1;
            } else if mode != Upload::Copy && unsafe_pointer(plugin, buffer).ok() == Some(ptr as usize) {
                zero_copy_inputs += 1;
                aliased.push((ptr as usize, ptr as usize + spec.len_bytes, None));
                if let (Upload::Donate, Some(r)) = (mode, donate_to[i]) {
                    donated.push((i, r, ptr as usize));
                }
            } else {
                input_copies += 1;
            }
            arg_buffers.push(buffer);
        }
        TRANSFER_STATS.zero_copy_inputs.fetch_add(zero_copy_inputs as u64, Ordering::Relaxed);
        TRANSFER_STATS.input_copies.fetch_add(input_copies as u64, Ordering::Relaxed);

        // Kernel bodies run on this thread while it waits (runtime/kernel_host.rs).
        let serving = crate::runtime::kernel_host::Serving::start_if(self.serves_kernels(), self.runs_inline());
        let (r, out_buffers, complete) = self.launch(&arg_buffers);
        if let Some(s) = &serving {
            s.launched();
        }
        during();
        // Own every result before looking at the status.
        let (owned, missing) = self.own_outputs(&out_buffers, results);
        let mut outputs: Vec<ResultBuffer> = owned.into_iter().map(ResultBuffer::Owned).collect();
        scratch.own_event(complete, "PJRT_LoadedExecutable_Execute");
        r?;
        scratch.await_all()?;
        if let Some(i) = missing {
            return Err(Error::Pjrt { call: "PJRT_LoadedExecutable_Execute", message: format!("output {i} was not produced") });
        }
        self.check_output_types(&scratch, outputs.iter().map(ResultBuffer::buffer))?;
        // A result XLA wrote into a donated input's memory: the caller's tensor holds it. Its
        // buffer is destroyed now, before `scratch` awaits the input's release (which waits for
        // every buffer over that memory).
        let mut donated_inputs = 0;
        for &(param, result, addr) in &donated {
            let in_place = match &outputs[result] {
                ResultBuffer::Owned(b) => unsafe_pointer(plugin, b.raw()).ok() == Some(addr),
                ResultBuffer::InPlace { .. } => false,
            };
            if in_place {
                outputs[result] = ResultBuffer::InPlace { param };
                donated_inputs += 1;
            }
        }
        TRANSFER_STATS.donated_inputs.fetch_add(donated_inputs as u64, Ordering::Relaxed);
        if self.host_memory {
            let dense = *self.dense_results.get_or_init(|| {
                outputs.iter().filter_map(ResultBuffer::buffer).all(|o| is_dense_row_major(plugin, o.raw(), o.dims().len()))
            });
            if dense {
                for (i, out) in outputs.iter_mut().enumerate() {
                    let ResultBuffer::Owned(out) = out else { continue };
                    if out.len_bytes() > 0 && out.expose_host_memory().is_ok() {
                        if let Some(p) = out.host_ptr() {
                            aliased.push((p as usize, p as usize + out.len_bytes(), Some(i)));
                        }
                    }
                }
                for i in overlapping_outputs(&mut aliased) {
                    if let ResultBuffer::Owned(out) = &mut outputs[i] {
                        out.hide_host_memory();
                    }
                }
            }
        }
        drop(scratch);
        Ok(Executed { outputs, zero_copy_inputs, input_copies, donated_inputs })
    }
}

/// The outputs (the `Some` indices) whose `[start, end)` range overlaps any other range: each
/// cluster of overlapping ranges is reported whole.
fn overlapping_outputs(ranges: &mut [(usize, usize, Option<usize>)]) -> Vec<usize> {
    ranges.sort_unstable_by_key(|r| r.0);
    let mut flagged = Vec::new();
    let mut start = 0;
    while start < ranges.len() {
        let mut end = start + 1;
        let mut max_end = ranges[start].1;
        while end < ranges.len() && ranges[end].0 < max_end {
            max_end = max_end.max(ranges[end].1);
            end += 1;
        }
        if end - start > 1 {
            flagged.extend(ranges[start..end].iter().filter_map(|r| r.2));
        }
        start = end;
    }
    flagged
}

#[cfg(test)]
#[cfg(test)]
mod overlap_tests {
    use super::overlapping_outputs;

    #[test]
    fn overlapping_ranges_flag_the_outputs_of_their_cluster() {
        // input [0,10); output 0 inside it; output 1 apart; outputs 2 and 3 overlap each other.
        let mut r = vec![(0, 10, None), (4, 8, Some(0)), (20, 30, Some(1)), (40, 50, Some(2)), (45, 60, Some(3))];
        let mut got = overlapping_outputs(&mut r);
        got.sort_unstable();
        assert_eq!(got, vec![0, 2, 3]);
        let mut apart = vec![(0, 10, None), (10, 20, Some(0))];
        assert!(overlapping_outputs(&mut apart).is_empty(), "touching ranges do not overlap");
    }
}

impl LoadedExecutable {
    /// A buffer of `spec` over the host memory at `data`, on this executable's device, for use as
    /// a parameter of later executions ([`execute_borrowed`](Self::execute_borrowed)'s `resident`).
    ///
    /// # Safety
    /// `data` must point to `spec.len_bytes` readable bytes that stay valid, and unchanged while
    /// the buffer is used, until the returned buffer is dropped (on the CPU plugin it reads them
    /// in place; elsewhere it holds a copy made before this returns).
    pub unsafe fn make_resident(&self, spec: &ArgSpec, data: *const u8) -> Result<Arc<ResidentBuffer>> {
        if self.device_ptr().is_null() {
            return Err(Error::RuntimeArg("the executable has no single device to keep inputs on".into()));
        }
        let plugin = &self.client_inner().plugin;
        let mode = if self.host_memory() { Upload::ZeroCopy } else { Upload::Copy };
        let mut scratch = Scratch::new(plugin);
        // SAFETY: the caller's contract; a copy is complete once `await_all` returns.
        let buffer = unsafe {
            scratch.upload(self.client_inner().raw, self.device_ptr(), data, spec.len_bytes, &spec.dims, spec.dtype, mode)
        }?;
        scratch.await_all()?;
        let zero_copy = mode == Upload::ZeroCopy && (spec.len_bytes == 0 || unsafe_pointer(plugin, buffer).ok() == Some(data as usize));
        let counter = if zero_copy { &TRANSFER_STATS.zero_copy_inputs } else { &TRANSFER_STATS.input_copies };
        counter.fetch_add(1, Ordering::Relaxed);
        let (buffers, mut releases) = scratch.detach();
        debug_assert_eq!(buffers, vec![buffer]);
        let release = releases.pop().unwrap_or(std::ptr::null_mut());
        Ok(Arc::new(ResidentBuffer::new(self.client_inner().clone(), buffer, release, spec.clone(), zero_copy)))
    }
}
