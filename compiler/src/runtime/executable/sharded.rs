//! One program over several devices of this process: an SPMD program (compiled with
//! `num_partitions` > 1 and sharding annotations) or a replicated one, each device running it on
//! its own arguments. On the CPU plugin the devices come from the client's `cpu_device_count`
//! option ([`Client::with_options`](crate::runtime::Client::with_options)), and the collectives
//! XLA inserts between them run inside the plugin. A building block for XLA-visible collectives
//! (docs/distributed.md); the backend does not use it yet.

use super::LoadedExecutable;
use crate::runtime::buffer::{Scratch, Upload};
use crate::runtime::element_type::ElementType;
use crate::runtime::ffi::{self, PjrtArgs};
use crate::runtime::host::{check_host_buffer, HostInput, HostTensor};
use crate::runtime::plugin::Plugin;
use crate::{Error, Result};

impl LoadedExecutable {
    /// The devices one execution runs on.
    pub fn device_count(&self) -> usize {
        self.devices.len()
    }

    /// Runs on every device at once: `inputs[d]` are device `d`'s arguments (its shards of the
    /// program's parameters), copied to it; returns each device's results, copied back.
    /// Returns after every copy has finished; no buffer or event outlives the call.
    pub fn execute_sharded(&self, inputs: &[Vec<HostInput<'_>>]) -> Result<Vec<Vec<HostTensor>>> {
        let plugin: &Plugin = &self.client.plugin;
        let n = self.devices.len();
        if n == 0 || inputs.len() != n {
            return Err(Error::RuntimeArg(format!("the executable runs on {n} devices, got arguments for {}", inputs.len())));
        }
        let per = inputs[0].len();
        if inputs.iter().any(|i| i.len() != per) {
            return Err(Error::RuntimeArg("every device needs the same number of arguments".into()));
        }
        let mut scratch = Scratch::for_program(plugin, self.serves_kernels());
        let mut arg_lists: Vec<Vec<*mut ffi::PJRT_Buffer>> = Vec::with_capacity(n);
        for (d, (device, args)) in self.devices.iter().zip(inputs).enumerate() {
            let mut list = Vec::with_capacity(per);
            for (i, input) in args.iter().enumerate() {
                let what = || format!("device {d}, input {i}");
                check_host_buffer(&what, input.data_ptr().is_null(), input.len_bytes(), input.dims(), input.dtype())?;
                // SAFETY: `HostInput` guarantees `len_bytes` readable bytes for this call; `scratch`
                // awaits the copies before returning.
                let b = unsafe {
                    scratch.upload(self.client.raw, *device, input.data_ptr(), input.len_bytes(), input.dims(), input.dtype(), Upload::Copy)
                }?;
                list.push(b);
            }
            arg_lists.push(list);
        }
        let arg_ptrs: Vec<*const *mut ffi::PJRT_Buffer> = arg_lists.iter().map(|l| l.as_ptr()).collect();
        let mut out_lists: Vec<Vec<*mut ffi::PJRT_Buffer>> = vec![vec![std::ptr::null_mut(); self.num_outputs]; n];
        let out_ptrs: Vec<*mut *mut ffi::PJRT_Buffer> = out_lists.iter_mut().map(|l| l.as_mut_ptr()).collect();
        let mut complete: Vec<*mut ffi::PJRT_Event> = vec![std::ptr::null_mut(); n];
        let mut options = ffi::PJRT_ExecuteOptions::new();
        let mut args = ffi::PJRT_LoadedExecutable_Execute_Args::new();
        args.executable = self.raw;
        args.options = &mut options;
        args.argument_lists = arg_ptrs.as_ptr();
        args.num_devices = n;
        args.num_args = per;
        args.output_lists = out_ptrs.as_ptr();
        args.device_complete_events = complete.as_mut_ptr();
        args.execute_device = std::ptr::null_mut();
        // Kernel bodies run on this thread while it waits (runtime/kernel_host.rs).
        let serving = crate::runtime::kernel_host::Serving::start_if(self.serves_kernels(), self.runs_inline());
        // SAFETY: the executable and every argument buffer are live; the argument and output lists
        // are [n][per] and [n][num_outputs] arrays that outlive the call.
        let r = unsafe { pjrt_call!(plugin, PJRT_LoadedExecutable_Execute, &mut args) };
        if let Some(s) = &serving {
            s.launched();
        }
        for list in &out_lists {
            for &b in list {
                scratch.own_buffer(b);
            }
        }
        for e in complete {
            scratch.own_event(e, "PJRT_LoadedExecutable_Execute");
        }
        r?;
        scratch.await_all()?;
        let mut results = Vec::with_capacity(n);
        for (d, list) in out_lists.iter().enumerate() {
            let mut outs = Vec::with_capacity(list.len());
            for (i, &buffer) in list.iter().enumerate() {
                if buffer.is_null() {
                    return Err(Error::Pjrt { call: "PJRT_LoadedExecutable_Execute", message: format!("device {d}: output {i} was not produced") });
                }
                let dims = scratch.dims(buffer)?;
                let raw_type = scratch.element_type(buffer)?;
                let dtype = ElementType::from_pjrt(raw_type)
                    .ok_or_else(|| Error::RuntimeArg(format!("device {d}, output {i}: element type {raw_type} is not supported")))?;
                let bytes = dims.iter().map(|&x| x.max(0) as usize).product::<usize>() * dtype.byte_size();
                outs.push(HostTensor { dtype, dims: dims.clone(), data: vec![0u8; bytes] });
            }
            results.push(outs);
        }
        for (d, list) in out_lists.iter().enumerate() {
            for (i, &buffer) in list.iter().enumerate() {
                let t = &mut results[d][i];
                let what = || format!("device {d}, output {i}");
                // SAFETY: `t.data` has exactly the buffer's byte size and is touched by nothing else
                // until the copy is awaited below.
                unsafe { scratch.download(buffer, t.dims.len(), t.data.as_mut_ptr(), t.data.len(), &what) }?;
            }
        }
        scratch.await_all()?;
        Ok(results)
    }
}
