//! Running with host tensors in and out: PJRT copies inputs into buffers and results back.

use super::LoadedExecutable;
use crate::runtime::buffer::{Scratch, Upload};
use crate::runtime::element_type::ElementType;
use crate::runtime::ffi;
use crate::runtime::host::{check_host_buffer, HostInput, HostOutput, HostTensor};
use crate::runtime::plugin::Plugin;
use crate::runtime::spec::element_count;
use crate::{Error, Result};

/// Where `execute_impl` writes output `index`, given its actual element type and shape.
type OutputSink<'s> = dyn FnMut(usize, ElementType, &[i64]) -> Result<(*mut u8, usize)> + 's;

impl LoadedExecutable {
    /// Runs the executable on its device: copies `inputs` to the device, executes, and copies each
    /// result into the matching `outputs` entry. Returns after all copies have finished; no PJRT
    /// buffer or event outlives the call, on any path.
    ///
    /// Every size is checked before anything is written: `Error::RuntimeArg` (naming the input or
    /// output index) when an input's byte length does not match its shape and type, when the number of
    /// outputs differs, or when an output's shape or type differs from what the executable produces.
    /// When the plugin reports the parameters ([`input_specs`](Self::input_specs)), a wrong input count,
    /// element type or shape is `Error::RuntimeArg` too; otherwise XLA's own checks apply (the CPU plugin
    /// checks the count and byte sizes, not shapes or types).
    pub fn execute(&self, inputs: &[HostInput<'_>], outputs: &mut [HostOutput<'_>]) -> Result<()> {
        if outputs.len() != self.num_outputs {
            return Err(Error::RuntimeArg(format!(
                "the executable has {} outputs, {} output buffers were given",
                self.num_outputs,
                outputs.len()
            )));
        }
        for (i, out) in outputs.iter().enumerate() {
            let what = || format!("output {i}");
            check_host_buffer(&what, out.data_ptr().is_null(), out.len_bytes(), out.dims(), out.dtype())?;
            if let Some(spec) = self.output_specs.as_ref().and_then(|s| s.get(i)) {
                check_output_matches(i, spec.dtype, &spec.dims, out)?;
            }
        }
        let mut sink = |i: usize, dtype: ElementType, dims: &[i64]| -> Result<(*mut u8, usize)> {
            let out = outputs.get(i).ok_or_else(|| Error::Internal(format!("output {i} out of range")))?;
            check_output_matches(i, dtype, dims, out)?;
            Ok((out.data_ptr(), out.len_bytes()))
        };
        self.execute_impl(inputs, &mut sink)
    }

    /// Like [`execute`](Self::execute), but allocates the outputs with the shapes and types the
    /// executable produces.
    pub fn execute_to_host(&self, inputs: &[HostInput<'_>]) -> Result<Vec<HostTensor>> {
        let mut results: Vec<HostTensor> = Vec::with_capacity(self.num_outputs);
        let mut sink = |i: usize, dtype: ElementType, dims: &[i64]| -> Result<(*mut u8, usize)> {
            if i != results.len() {
                return Err(Error::Internal(format!("outputs requested out of order ({i})")));
            }
            let what = || format!("output {i}");
            let bytes = element_count(dims, &what)?
                .checked_mul(dtype.byte_size())
                .ok_or_else(|| Error::RuntimeArg(format!("output {i}: shape {dims:?} overflows")))?;
            let mut data = Vec::new();
            data.try_reserve_exact(bytes).map_err(|e| {
                Error::RuntimeArg(format!("output {i}: cannot allocate {bytes} bytes for {dtype}{dims:?}: {e}"))
            })?;
            data.resize(bytes, 0u8);
            results.push(HostTensor { dtype, dims: dims.to_vec(), data });
            let data = match results.last_mut() {
                Some(t) => &mut t.data,
                None => return Err(Error::Internal("output list is empty after a push".into())),
            };
            // The Vec's heap buffer does not move when `results` grows, so the pointer stays valid.
            Ok((data.as_mut_ptr(), data.len()))
        };
        self.execute_impl(inputs, &mut sink)?;
        Ok(results)
    }

    fn execute_impl(&self, inputs: &[HostInput<'_>], sink: &mut OutputSink<'_>) -> Result<()> {
        let plugin: &Plugin = &self.client.plugin;
        if self.device.is_null() {
            return Err(Error::RuntimeArg(format!(
                "the executable spans {} replicas x {} partitions; only single-device executables can run here",
                self.num_replicas, self.num_partitions
            )));
        }
        if let Some(specs) = &self.input_specs {
            if specs.len() != inputs.len() {
                return Err(Error::RuntimeArg(format!(
                    "the executable takes {} inputs, {} were given",
                    specs.len(),
                    inputs.len()
                )));
            }
        }
        for (i, input) in inputs.iter().enumerate() {
            let what = || format!("input {i}");
            check_host_buffer(&what, input.data_ptr().is_null(), input.len_bytes(), input.dims(), input.dtype())?;
            if let Some(spec) = self.input_specs.as_ref().and_then(|s| s.get(i)) {
                if spec.dtype != input.dtype() || spec.dims != input.dims() {
                    return Err(Error::RuntimeArg(format!(
                        "input {i}: the executable takes {}{:?}, got {}{:?}",
                        spec.dtype,
                        spec.dims,
                        input.dtype(),
                        input.dims()
                    )));
                }
            }
        }

        // Everything created from here on is owned by `scratch` and released on every path.
        let mut scratch = Scratch::for_program(plugin, self.serves_kernels());

        let mut arg_buffers: Vec<*mut ffi::PJRT_Buffer> = Vec::with_capacity(inputs.len());
        for input in inputs {
            // SAFETY: `HostInput` guarantees `len_bytes` readable bytes for the duration of this call;
            // `scratch` awaits the transfer events before this function returns (at the latest when
            // dropped), and the size was checked above.
            let buffer = unsafe {
                scratch.upload(
                    self.client.raw,
                    self.device,
                    input.data_ptr(),
                    input.len_bytes(),
                    input.dims(),
                    input.dtype(),
                    Upload::Copy,
                )
            }?;
            arg_buffers.push(buffer);
        }

        // Kernel bodies run on this thread while it waits (runtime/kernel_host.rs).
        let serving = crate::runtime::kernel_host::Serving::start_if(self.serves_kernels(), self.runs_inline());
        let (r, out_buffers, complete) = self.launch(&arg_buffers);
        if let Some(s) = &serving {
            s.launched();
        }
        for &b in &out_buffers {
            scratch.own_buffer(b);
        }
        scratch.own_event(complete, "PJRT_LoadedExecutable_Execute");
        r?;
        scratch.await_all()?;

        for (i, &buffer) in out_buffers.iter().enumerate() {
            if buffer.is_null() {
                return Err(Error::Pjrt {
                    call: "PJRT_LoadedExecutable_Execute",
                    message: format!("output {i} was not produced"),
                });
            }
            let dims = scratch.dims(buffer)?;
            let raw_type = scratch.element_type(buffer)?;
            let dtype = ElementType::from_pjrt(raw_type).ok_or_else(|| {
                Error::RuntimeArg(format!("output {i}: element type {raw_type} (PJRT_Buffer_Type) is not supported"))
            })?;
            let (dst, len_bytes) = sink(i, dtype, &dims)?;
            let what = || format!("output {i}");
            // SAFETY: `dst` has `len_bytes` writable bytes (the HostOutput contract, or a Vec we just
            // allocated), checked to match the buffer's shape and type; `download` also checks the size the
            // runtime will write; `scratch` awaits the copy before this function returns.
            unsafe { scratch.download(buffer, dims.len(), dst, len_bytes, &what) }?;
        }
        scratch.await_all()?;
        Ok(())
    }
}

/// `RuntimeArg` unless `out` expects exactly `dtype` and `dims`.
fn check_output_matches(index: usize, dtype: ElementType, dims: &[i64], out: &HostOutput<'_>) -> Result<()> {
    if out.dtype() != dtype || out.dims() != dims {
        return Err(Error::RuntimeArg(format!(
            "output {index}: the executable produces {dtype}{dims:?}, the output buffer is {}{:?}",
            out.dtype(),
            out.dims()
        )));
    }
    Ok(())
}
