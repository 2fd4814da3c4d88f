//! `LoadedExecutable`: a compiled program on one device, run with host inputs and outputs.

use std::sync::atomic::Ordering;
use std::sync::{Arc, OnceLock};

use super::buffer::{Scratch, Upload};
use super::buffer::{is_dense_row_major, unsafe_pointer};
use super::transfer_stats::TRANSFER_STATS;
use super::client::ClientInner;
use super::device_buffer::OwnedBuffer;
use super::donation::{donatable, Donation, ResultBuffer};
use super::resident::ResidentBuffer;
use super::element_type::ElementType;
use super::ffi::{self, PjrtArgs};
use super::host::{check_host_buffer, element_count, HostInput, HostOutput, HostTensor};
use super::plugin::{slice_from, string_from, Plugin};
use super::proto::{hlo_module_parameter_specs, Fields, WireValue};
use crate::{Error, Result};

/// The element type and shape of one output, as the executable reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TensorSpec {
    pub dtype: ElementType,
    pub dims: Vec<i64>,
}

/// A compiled executable, loaded on its device. Keeps its client alive.
pub struct LoadedExecutable {
    client: Arc<ClientInner>,
    raw: *mut ffi::PJRT_LoadedExecutable,
    /// The one device it runs on (owned by the client).
    device: *mut ffi::PJRT_Device,
    num_outputs: usize,
    num_replicas: usize,
    num_partitions: usize,
    /// Parameter types and shapes, read from the optimized program when the plugin provides it.
    input_specs: Option<Vec<TensorSpec>>,
    /// Output types and shapes, when the plugin reports them and all types are ones torch uses.
    output_specs: Option<Vec<TensorSpec>>,
    /// The device's memory is host memory (the CPU plugin): inputs can be aliased and results read
    /// in place.
    host_memory: bool,
    /// Whether every result comes back dense row-major: learned on the first
    /// [`execute_borrowed`](Self::execute_borrowed) (the layout is fixed at compile time).
    dense_results: OnceLock<bool>,
}

/// The type, shape and byte size of one parameter or result, decided once per compiled graph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgSpec {
    pub dtype: ElementType,
    pub dims: Vec<i64>,
    pub len_bytes: usize,
}

impl ArgSpec {
    pub fn new(dtype: ElementType, dims: Vec<i64>) -> Result<ArgSpec> {
        let what = || format!("{dtype}{dims:?}");
        let len_bytes = element_count(&dims, &what)?
            .checked_mul(dtype.byte_size())
            .ok_or_else(|| Error::RuntimeArg(format!("{}: shape overflows", what())))?;
        Ok(ArgSpec { dtype, dims, len_bytes })
    }
}

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

// SAFETY: PJRT loaded executables are thread-safe (PJRT_LoadedExecutable_Execute may run concurrently
// from several threads); the struct is immutable after construction, and the handles it holds belong to
// the client, which it keeps alive.
unsafe impl Send for LoadedExecutable {}
// SAFETY: see `Send`.
unsafe impl Sync for LoadedExecutable {}

impl Drop for LoadedExecutable {
    fn drop(&mut self) {
        let mut args = ffi::PJRT_LoadedExecutable_Destroy_Args::new();
        args.executable = self.raw;
        // SAFETY: `raw` is owned by `self` and destroyed exactly once, here, before the client (held by
        // the `Arc` field, dropped after this body).
        let _ = unsafe { pjrt_call!(&self.client.plugin, PJRT_LoadedExecutable_Destroy, &mut args) };
    }
}

impl std::fmt::Debug for LoadedExecutable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoadedExecutable")
            .field("num_outputs", &self.num_outputs)
            .field("num_replicas", &self.num_replicas)
            .field("num_partitions", &self.num_partitions)
            .field("input_specs", &self.input_specs)
            .field("output_specs", &self.output_specs)
            .finish()
    }
}

/// A `PJRT_Executable` (the compiled program without its device binding), destroyed on drop.
struct ExecutableRef<'p> {
    plugin: &'p Plugin,
    raw: *mut ffi::PJRT_Executable,
}

impl<'p> ExecutableRef<'p> {
    fn of(plugin: &'p Plugin, loaded: *mut ffi::PJRT_LoadedExecutable) -> Result<Self> {
        let mut args = ffi::PJRT_LoadedExecutable_GetExecutable_Args::new();
        args.loaded_executable = loaded;
        // SAFETY: `loaded` is a live loaded executable; `args` outlives the call.
        unsafe { pjrt_call!(plugin, PJRT_LoadedExecutable_GetExecutable, &mut args) }?;
        if args.executable.is_null() {
            return Err(Error::Pjrt { call: "PJRT_LoadedExecutable_GetExecutable", message: "returned NULL".into() });
        }
        Ok(ExecutableRef { plugin, raw: args.executable })
    }

    fn num_outputs(&self) -> Result<usize> {
        let mut args = ffi::PJRT_Executable_NumOutputs_Args::new();
        args.executable = self.raw;
        // SAFETY: `raw` is live for the lifetime of `self`; `args` outlives the call.
        unsafe { pjrt_call!(self.plugin, PJRT_Executable_NumOutputs, &mut args) }?;
        Ok(args.num_outputs)
    }

    /// `(num_replicas, num_partitions)`; `(1, 1)` assumed when the plugin cannot say.
    fn replicas_and_partitions(&self) -> Result<(usize, usize)> {
        let mut replicas = 1;
        let mut partitions = 1;
        if pjrt_fn!(self.plugin, PJRT_Executable_NumReplicas).is_ok() {
            let mut args = ffi::PJRT_Executable_NumReplicas_Args::new();
            args.executable = self.raw;
            // SAFETY: as in `num_outputs`.
            unsafe { pjrt_call!(self.plugin, PJRT_Executable_NumReplicas, &mut args) }?;
            replicas = args.num_replicas;
        }
        if pjrt_fn!(self.plugin, PJRT_Executable_NumPartitions).is_ok() {
            let mut args = ffi::PJRT_Executable_NumPartitions_Args::new();
            args.executable = self.raw;
            // SAFETY: as in `num_outputs`.
            unsafe { pjrt_call!(self.plugin, PJRT_Executable_NumPartitions, &mut args) }?;
            partitions = args.num_partitions;
        }
        Ok((replicas, partitions))
    }

    /// Output types and shapes, or `None` when the plugin does not report them (or uses a type outside
    /// [`ElementType`]). Errors from these optional queries are treated as "unknown".
    fn output_specs(&self, num_outputs: usize) -> Option<Vec<TensorSpec>> {
        pjrt_fn!(self.plugin, PJRT_Executable_OutputElementTypes).ok()?;
        pjrt_fn!(self.plugin, PJRT_Executable_OutputDimensions).ok()?;

        let mut types = ffi::PJRT_Executable_OutputElementTypes_Args::new();
        types.executable = self.raw;
        // SAFETY: as in `num_outputs`.
        unsafe { pjrt_call!(self.plugin, PJRT_Executable_OutputElementTypes, &mut types) }.ok()?;
        // SAFETY: `output_types` has `num_output_types` entries and the lifetime of `self.raw`.
        let types = unsafe { slice_from(types.output_types, types.num_output_types) };

        let mut dims = ffi::PJRT_Executable_OutputDimensions_Args::new();
        dims.executable = self.raw;
        // SAFETY: as in `num_outputs`.
        unsafe { pjrt_call!(self.plugin, PJRT_Executable_OutputDimensions, &mut dims) }.ok()?;
        // SAFETY: `dim_sizes` has `num_outputs` entries, with the lifetime of `self.raw`.
        let dim_sizes = unsafe { slice_from(dims.dim_sizes, dims.num_outputs) };
        let total = dim_sizes.iter().try_fold(0usize, |acc, &n| acc.checked_add(n))?;
        // SAFETY: `dims` holds the concatenation of all shapes: `sum(dim_sizes)` entries.
        let all_dims = unsafe { slice_from(dims.dims, total) };

        if types.len() != num_outputs || dim_sizes.len() != num_outputs || all_dims.len() != total {
            return None;
        }
        let mut specs = Vec::with_capacity(num_outputs);
        let mut offset = 0;
        for (&t, &rank) in types.iter().zip(dim_sizes) {
            let dtype = ElementType::from_pjrt(t)?;
            specs.push(TensorSpec { dtype, dims: all_dims[offset..offset + rank].to_vec() });
            offset += rank;
        }
        Some(specs)
    }
}

impl ExecutableRef<'_> {
    /// Parameter types and shapes from the optimized HLO module (PJRT_Executable_OptimizedProgram),
    /// or `None` when the plugin cannot provide them or the module is not understood.
    fn parameter_specs(&self) -> Option<Vec<TensorSpec>> {
        /// Refuse absurd sizes rather than try to allocate them.
        const MAX_PROGRAM_BYTES: usize = 1 << 30;
        pjrt_fn!(self.plugin, PJRT_Executable_OptimizedProgram).ok()?;
        let mut program = ffi::PJRT_Program::new();
        let mut args = ffi::PJRT_Executable_OptimizedProgram_Args::new();
        args.executable = self.raw;
        args.program = &mut program;
        // SAFETY: `raw` is live; `program` outlives the call; with `program.code` NULL the call only
        // reports the size (and the format, a string owned by the plugin).
        unsafe { pjrt_call!(self.plugin, PJRT_Executable_OptimizedProgram, &mut args) }.ok()?;
        let size = program.code_size;
        if size == 0 || size > MAX_PROGRAM_BYTES {
            return None;
        }
        let mut code = vec![0u8; size];
        program.code = code.as_mut_ptr().cast();
        program.code_size = size;
        // SAFETY: as above; `program.code` now points to `size` writable bytes, the size the plugin asked
        // for, which it fills (it refuses a buffer that is too small).
        unsafe { pjrt_call!(self.plugin, PJRT_Executable_OptimizedProgram, &mut args) }.ok()?;
        let written = program.code_size.min(size);
        // SAFETY: the format string is owned by the plugin and outlives this call.
        let format = unsafe { string_from(program.format, program.format_size) };
        let code = &code[..written];
        match format.as_str() {
            "hlo" => hlo_module_parameter_specs(code),
            // HloModuleProtoWithConfig { hlo_module = 1; config = 2; }
            "hlo_with_config" => {
                let module = Fields::new(code).find_map(|f| match f {
                    Ok((1, WireValue::Bytes(m))) => Some(m),
                    _ => None,
                })?;
                hlo_module_parameter_specs(module)
            }
            _ => None,
        }
    }
}

impl Drop for ExecutableRef<'_> {
    fn drop(&mut self) {
        let mut args = ffi::PJRT_Executable_Destroy_Args::new();
        args.executable = self.raw;
        // SAFETY: `raw` came from PJRT_LoadedExecutable_GetExecutable and is destroyed once, here.
        let _ = unsafe { pjrt_call!(self.plugin, PJRT_Executable_Destroy, &mut args) };
    }
}

/// Where `execute_impl` writes output `index`, given its actual element type and shape.
type OutputSink<'s> = dyn FnMut(usize, ElementType, &[i64]) -> Result<(*mut u8, usize)> + 's;

impl LoadedExecutable {
    /// Takes ownership of `raw` (from PJRT_Client_Compile or PJRT_Executable_DeserializeAndLoad) and
    /// reads its metadata. `call` names the call that produced it, for errors.
    pub(crate) fn from_raw(
        client: Arc<ClientInner>,
        raw: *mut ffi::PJRT_LoadedExecutable,
        call: &'static str,
    ) -> Result<LoadedExecutable> {
        if raw.is_null() {
            return Err(Error::Pjrt { call, message: "returned no executable".into() });
        }
        // Owned from here: an error below destroys it.
        let mut exe = LoadedExecutable {
            client,
            raw,
            device: std::ptr::null_mut(),
            num_outputs: 0,
            num_replicas: 1,
            num_partitions: 1,
            input_specs: None,
            output_specs: None,
            host_memory: false,
            dense_results: OnceLock::new(),
        };
        exe.host_memory = exe.client.platform_name.eq_ignore_ascii_case("cpu");
        let plugin: &Plugin = &exe.client.plugin;

        let mut args = ffi::PJRT_LoadedExecutable_AddressableDevices_Args::new();
        args.executable = raw;
        // SAFETY: `raw` is live; `args` outlives the call.
        unsafe { pjrt_call!(plugin, PJRT_LoadedExecutable_AddressableDevices, &mut args) }?;
        // SAFETY: the array has `num_addressable_devices` entries owned by the client.
        let devices = unsafe { slice_from(args.addressable_devices, args.num_addressable_devices) };
        let device = devices.first().copied().unwrap_or(std::ptr::null_mut());
        let num_devices = devices.len();

        let program = ExecutableRef::of(plugin, raw)?;
        let num_outputs = program.num_outputs()?;
        let (num_replicas, num_partitions) = program.replicas_and_partitions()?;
        let output_specs = program.output_specs(num_outputs);
        let input_specs = program.parameter_specs();
        drop(program);

        if num_devices != 1 || device.is_null() {
            // Still a valid executable (e.g. for serialization), but `execute` will refuse it.
            exe.device = std::ptr::null_mut();
        } else {
            exe.device = device;
        }
        exe.num_outputs = num_outputs;
        exe.num_replicas = num_replicas;
        exe.num_partitions = num_partitions;
        exe.input_specs = input_specs;
        exe.output_specs = output_specs;
        Ok(exe)
    }

    /// Number of outputs per execution (results of `main`).
    pub fn num_outputs(&self) -> usize {
        self.num_outputs
    }

    pub fn num_replicas(&self) -> usize {
        self.num_replicas
    }

    pub fn num_partitions(&self) -> usize {
        self.num_partitions
    }

    /// Element types and shapes of the parameters, if the plugin reports them (read from
    /// `PJRT_Executable_OptimizedProgram`; `None` for tuple or dynamic parameters). When known, `execute`
    /// checks every input against them.
    pub fn input_specs(&self) -> Option<&[TensorSpec]> {
        self.input_specs.as_deref()
    }

    /// Element types and shapes of the outputs, if the plugin reports them.
    pub fn output_specs(&self) -> Option<&[TensorSpec]> {
        self.output_specs.as_deref()
    }

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

    /// One `PJRT_LoadedExecutable_Execute` on `arg_buffers`: its status, the result buffers (one per
    /// output; NULL where PJRT gave none) and the completion event. The caller owns and frees them,
    /// whatever the status.
    fn launch(&self, arg_buffers: &[*mut ffi::PJRT_Buffer]) -> (Result<()>, Vec<*mut ffi::PJRT_Buffer>, *mut ffi::PJRT_Event) {
        let mut options = ffi::PJRT_ExecuteOptions::new();
        let argument_lists: [*const *mut ffi::PJRT_Buffer; 1] = [arg_buffers.as_ptr()];
        let mut out_buffers: Vec<*mut ffi::PJRT_Buffer> = vec![std::ptr::null_mut(); self.num_outputs];
        let output_lists: [*mut *mut ffi::PJRT_Buffer; 1] = [out_buffers.as_mut_ptr()];
        let mut complete: [*mut ffi::PJRT_Event; 1] = [std::ptr::null_mut()];
        let mut args = ffi::PJRT_LoadedExecutable_Execute_Args::new();
        args.executable = self.raw;
        args.options = &mut options;
        args.argument_lists = argument_lists.as_ptr();
        args.num_devices = 1;
        args.num_args = arg_buffers.len();
        args.output_lists = output_lists.as_ptr();
        args.device_complete_events = complete.as_mut_ptr();
        // NULL: run on the device chosen at compile time (the executable's only addressable device).
        args.execute_device = std::ptr::null_mut();
        // SAFETY: the executable and the argument buffers are live; the argument and output lists are
        // [1][num_args] and [1][num_outputs] arrays that outlive the call; the output list has room for
        // exactly `num_outputs` buffers, the count the executable reported.
        let r = unsafe { pjrt_call!(&self.client.plugin, PJRT_LoadedExecutable_Execute, &mut args) };
        (r, out_buffers, complete[0])
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
        let mut scratch = Scratch::new(plugin);

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

        let (r, out_buffers, complete) = self.launch(&arg_buffers);
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

    /// True when the device's memory is host memory (the CPU plugin).
    pub fn host_memory(&self) -> bool {
        self.host_memory
    }

    pub(crate) fn device_ptr(&self) -> *mut ffi::PJRT_Device {
        self.device
    }

    pub(crate) fn client_inner(&self) -> &Arc<ClientInner> {
        &self.client
    }

    /// Checks a compiled graph's plan (`params`, `results`) against what the executable reports, once,
    /// so that [`execute_borrowed`](Self::execute_borrowed) need not check per call.
    pub fn check_plan(&self, params: &[ArgSpec], results: &[ArgSpec]) -> Result<()> {
        if self.device.is_null() {
            return Err(Error::RuntimeArg(format!(
                "the executable spans {} replicas x {} partitions; only single-device executables can run here",
                self.num_replicas, self.num_partitions
            )));
        }
        if results.len() != self.num_outputs {
            return Err(Error::RuntimeArg(format!(
                "the executable has {} outputs, the graph {}",
                self.num_outputs,
                results.len()
            )));
        }
        if let Some(specs) = &self.input_specs {
            if specs.len() != params.len() {
                return Err(Error::RuntimeArg(format!(
                    "the executable takes {} inputs, the graph {}",
                    specs.len(),
                    params.len()
                )));
            }
            for (i, (spec, p)) in specs.iter().zip(params).enumerate() {
                if spec.dtype != p.dtype || spec.dims != p.dims {
                    return Err(Error::RuntimeArg(format!(
                        "input {i}: the executable takes {}{:?}, the graph {}{:?}",
                        spec.dtype, spec.dims, p.dtype, p.dims
                    )));
                }
            }
        }
        if let Some(specs) = &self.output_specs {
            for (i, (spec, r)) in specs.iter().zip(results).enumerate() {
                if spec.dtype != r.dtype || spec.dims != r.dims {
                    return Err(Error::RuntimeArg(format!(
                        "output {i}: the executable produces {}{:?}, the graph {}{:?}",
                        spec.dtype, spec.dims, r.dtype, r.dims
                    )));
                }
            }
        }
        Ok(())
    }

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
        let plugin: &Plugin = &self.client.plugin;
        if data.len() != params.len() || results.len() != self.num_outputs || self.device.is_null() {
            return Err(Error::RuntimeArg(format!(
                "the executable takes {} inputs and has {} outputs, got {} inputs and a plan for {} outputs",
                params.len(),
                self.num_outputs,
                data.len(),
                results.len()
            )));
        }
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
        let mut scratch = Scratch::new(plugin);
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

        let (r, out_buffers, complete) = self.launch(&arg_buffers);
        // Own every result before looking at the status.
        let mut outputs: Vec<ResultBuffer> = Vec::with_capacity(self.num_outputs);
        let mut missing = None;
        for (i, (&b, spec)) in out_buffers.iter().zip(results).enumerate() {
            if b.is_null() {
                missing.get_or_insert(i);
            } else {
                TRANSFER_STATS.buffer_created();
                outputs.push(ResultBuffer::Owned(OwnedBuffer::new(self.client.clone(), b, spec.dtype, spec.dims.clone())));
            }
        }
        scratch.own_event(complete, "PJRT_LoadedExecutable_Execute");
        r?;
        scratch.await_all()?;
        if let Some(i) = missing {
            return Err(Error::Pjrt { call: "PJRT_LoadedExecutable_Execute", message: format!("output {i} was not produced") });
        }
        if self.output_specs.is_none() {
            // The plugin did not report the results' types at load time: check each one now.
            for (i, out) in outputs.iter().enumerate() {
                let Some(out) = out.buffer() else { continue };
                let dims = scratch.dims(out.raw())?;
                let raw_type = scratch.element_type(out.raw())?;
                if ElementType::from_pjrt(raw_type) != Some(out.dtype()) || dims != out.dims() {
                    return Err(Error::RuntimeArg(format!(
                        "output {i}: the executable produced type {raw_type} (PJRT_Buffer_Type) {dims:?}, the graph expects {}{:?}",
                        out.dtype(),
                        out.dims()
                    )));
                }
            }
        }
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

    /// Serializes the compiled program (PJRT_Executable_Serialize), for an on-disk cache. Loading it
    /// back needs the same plugin build: see [`Client::deserialize_and_load`](super::Client::deserialize_and_load).
    pub fn serialize(&self) -> Result<Vec<u8>> {
        let plugin: &Plugin = &self.client.plugin;
        let program = ExecutableRef::of(plugin, self.raw)?;
        let mut args = ffi::PJRT_Executable_Serialize_Args::new();
        args.executable = program.raw;
        // SAFETY: `program.raw` is live; `args` outlives the call.
        unsafe { pjrt_call!(plugin, PJRT_Executable_Serialize, &mut args) }?;
        // SAFETY: `serialized_bytes` has `serialized_bytes_size` bytes, backed by `serialized_executable`
        // until its deleter runs (below).
        let bytes = unsafe { slice_from(args.serialized_bytes.cast::<u8>(), args.serialized_bytes_size) }.to_vec();
        if let Some(deleter) = args.serialized_executable_deleter {
            if !args.serialized_executable.is_null() {
                // SAFETY: the deleter frees the backing object once, as the API requires; the bytes were
                // copied out above.
                unsafe { deleter(args.serialized_executable) };
            }
        }
        if bytes.is_empty() {
            return Err(Error::Pjrt { call: "PJRT_Executable_Serialize", message: "returned no bytes".into() });
        }
        Ok(bytes)
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
