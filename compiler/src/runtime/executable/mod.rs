//! `LoadedExecutable`: a compiled program on one device.
//!
//! - here: loading (from a compile or a serialized executable), what it reports about itself, the
//!   call-plan check, serialization, and the launch shared by both ways of running it;
//! - [`copying`]: `execute`, host tensors in and out, copied by PJRT;
//! - [`borrowed`]: `execute_borrowed`, the caller's memory read in place and results left in PJRT
//!   buffers (the call path of compiled graphs);
//! - [`chained`]: `execute_async`, device buffers in and out, not waited for (`strict` mode,
//!   where one op's results feed the next executable without a trip to the host);
//! - [`sharded`]: `execute_sharded`, one program over several devices of this process (SPMD).

mod borrowed;
mod chained;
mod copying;
mod sharded;

pub use borrowed::Executed;
pub use chained::ArgBuffer;

use std::sync::{Arc, OnceLock};

use super::buffer::Scratch;
use super::client_inner::ClientInner;
use super::device_buffer::OwnedBuffer;
use super::element_type::ElementType;
use super::ffi::{self, PjrtArgs};
use super::spec::{ArgSpec, TensorSpec};
use super::plugin::{slice_from, string_from, Plugin};
use super::proto::{hlo_module_parameter_specs, Fields, WireValue};
use crate::{Error, Result};

/// A compiled executable, loaded on its device. Keeps its client alive.
pub struct LoadedExecutable {
    client: Arc<ClientInner>,
    raw: *mut ffi::PJRT_LoadedExecutable,
    /// The one device it runs on (owned by the client); NULL when it spans several.
    device: *mut ffi::PJRT_Device,
    /// Every addressable device it runs on, in execution order (one for ordinary programs; one per
    /// partition or replica for SPMD programs, see [`sharded`]).
    devices: Vec<*mut ffi::PJRT_Device>,
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
    /// Whether the plugin runs this program on the calling thread inside
    /// `PJRT_LoadedExecutable_Execute` (see [`runs_inline`](Self::runs_inline)).
    runs_inline: bool,
    /// Whether the program may call torchtpu's CPU kernels (see [`serves_kernels`](Self::serves_kernels)).
    calls_kernels: bool,
    /// See [`leaves_kernels_to_workers`](Self::leaves_kernels_to_workers).
    leaves_kernels_to_workers: bool,
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

/// XLA's CPU client runs a program inline when its cost analysis counts fewer floating-point
/// operations than this (`cheap_computation_`, xla/pjrt/cpu/cpu_client.cc).
const CHEAP_FLOPS: f64 = 1000.0;

/// Whether a serialized optimized program names a torchtpu kernel: every handler of
/// runtime/cpu_kernels/ is registered under a `torchtpu_` target, and custom-call targets are
/// plain strings in the HLO proto. A false positive only costs the serving a program without
/// kernels would not need.
fn names_a_kernel(code: &[u8]) -> bool {
    const PREFIX: &[u8] = b"torchtpu_";
    code.windows(PREFIX.len()).any(|w| w == PREFIX)
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
    /// The optimized program (PJRT_Executable_OptimizedProgram): its format (`"hlo"`,
    /// `"hlo_with_config"`) and bytes, or `None` when the plugin cannot provide it.
    fn optimized_program(&self) -> Option<(String, Vec<u8>)> {
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
        code.truncate(written);
        // SAFETY: the format string is owned by the plugin and outlives this call.
        let format = unsafe { string_from(program.format, program.format_size) };
        Some((format, code))
    }

    /// The program's floating-point operation count by XLA's own cost analysis
    /// (`PJRT_Executable_GetCostAnalysis`, property `flops`), or `None` when the plugin does not
    /// report it.
    fn flops(&self) -> Option<f64> {
        pjrt_fn!(self.plugin, PJRT_Executable_GetCostAnalysis).ok()?;
        let mut args = ffi::PJRT_Executable_GetCostAnalysis_Args::new();
        args.executable = self.raw;
        // SAFETY: `raw` is live for the lifetime of `self`; `args` outlives the call.
        unsafe { pjrt_call!(self.plugin, PJRT_Executable_GetCostAnalysis, &mut args) }.ok()?;
        // SAFETY: the plugin returned `num_properties` values owned by the executable, alive
        // while `self` is; each value's `type_` says which union member is set.
        let props = unsafe { slice_from(args.properties, args.num_properties) };
        props.iter().find_map(|v| {
            // SAFETY: as above: the name is `name_size` bytes owned by the executable.
            let name = unsafe { string_from(v.name, v.name_size) };
            (name == "flops").then_some(())?;
            // SAFETY: `type_` says which member of the union is set.
            unsafe {
                match v.type_ {
                    ffi::PJRT_NamedValue_kFloat => Some(v.__bindgen_anon_1.float_value as f64),
                    ffi::PJRT_NamedValue_kInt64 => Some(v.__bindgen_anon_1.int64_value as f64),
                    _ => None,
                }
            }
        })
    }

    /// Parameter types and shapes from the optimized HLO module, or `None` when the plugin cannot
    /// provide them or the module is not understood.
    fn parameter_specs(program: Option<&(String, Vec<u8>)>) -> Option<Vec<TensorSpec>> {
        let (format, code) = program?;
        let code = &code[..];
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
            devices: Vec::new(),
            num_outputs: 0,
            num_replicas: 1,
            num_partitions: 1,
            input_specs: None,
            output_specs: None,
            host_memory: false,
            dense_results: OnceLock::new(),
            runs_inline: false,
            calls_kernels: true,
            leaves_kernels_to_workers: false,
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
        exe.devices = devices.to_vec();

        let program = ExecutableRef::of(plugin, raw)?;
        let num_outputs = program.num_outputs()?;
        let (num_replicas, num_partitions) = program.replicas_and_partitions()?;
        let output_specs = program.output_specs(num_outputs);
        let optimized = program.optimized_program();
        let input_specs = ExecutableRef::parameter_specs(optimized.as_ref());
        // Only the CPU plugin runs programs inline; the cost query is for it alone.
        let runs_inline = exe.host_memory && (exe.client.synchronous() || program.flops().is_none_or(|f| f < CHEAP_FLOPS));
        let calls_kernels = optimized.as_ref().is_none_or(|(_, code)| names_a_kernel(code));
        let has_fusions = optimized.as_ref().is_some_and(|(_, code)| code.windows(6).any(|w| w == b"fusion"));
        let leaves_kernels_to_workers = runs_inline
            && !exe.client.synchronous()
            && program.flops().is_some()
            && calls_kernels
            && has_fusions
            && exe.client.plugin.serves_kernels();
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
        exe.runs_inline = runs_inline;
        exe.calls_kernels = calls_kernels;
        exe.leaves_kernels_to_workers = leaves_kernels_to_workers;
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

    /// One `PJRT_LoadedExecutable_Execute` on `arg_buffers`: its status, the result buffers (one per
    /// output; NULL where PJRT gave none) and the completion event. The caller owns and frees them,
    /// whatever the status.
    pub(super) fn launch(&self, arg_buffers: &[*mut ffi::PJRT_Buffer]) -> (Result<()>, Vec<*mut ffi::PJRT_Buffer>, *mut ffi::PJRT_Event) {
        self.launch_keeping(arg_buffers, &[])
    }

    /// [`launch`](Self::launch), with the parameters at `keep` not donated: XLA copies them
    /// where the program aliases them with a result, rather than writing into their memory.
    pub(super) fn launch_keeping(
        &self,
        arg_buffers: &[*mut ffi::PJRT_Buffer],
        keep: &[i64],
    ) -> (Result<()>, Vec<*mut ffi::PJRT_Buffer>, *mut ffi::PJRT_Event) {
        let mut options = ffi::PJRT_ExecuteOptions::new();
        if !keep.is_empty() {
            options.non_donatable_input_indices = keep.as_ptr();
            options.num_non_donatable_input_indices = keep.len();
        }
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
        // SAFETY: the executable and the argument buffers are live; `keep` outlives the call; the
        // argument and output lists are [1][num_args] and [1][num_outputs] arrays that outlive the call; the output list has room for
        // exactly `num_outputs` buffers, the count the executable reported.
        let r = unsafe { pjrt_call!(&self.client.plugin, PJRT_LoadedExecutable_Execute, &mut args) };
        (r, out_buffers, complete[0])
    }

    /// Refuses a call whose argument count or result plan does not fit the executable, or an
    /// executable without a single device to run on.
    pub(super) fn check_call(&self, params: usize, args: usize, results: usize) -> Result<()> {
        if args != params || results != self.num_outputs || self.device.is_null() {
            return Err(Error::RuntimeArg(format!(
                "the executable takes {params} inputs and has {} outputs, got {args} inputs and a plan for {results} outputs",
                self.num_outputs
            )));
        }
        Ok(())
    }

    /// Takes ownership of a launch's result buffers (typed by `results`), and the index of the
    /// first one the plugin did not produce.
    pub(super) fn own_outputs(&self, out_buffers: &[*mut ffi::PJRT_Buffer], results: &[ArgSpec]) -> (Vec<OwnedBuffer>, Option<usize>) {
        let mut outputs = Vec::with_capacity(out_buffers.len());
        let mut missing = None;
        for (i, (&b, spec)) in out_buffers.iter().zip(results).enumerate() {
            if b.is_null() {
                missing.get_or_insert(i);
            } else {
                super::transfer_stats::TRANSFER_STATS.buffer_created();
                outputs.push(OwnedBuffer::new(self.client.clone(), b, spec.dtype, spec.dims.clone()));
            }
        }
        (outputs, missing)
    }

    /// When the plugin did not report the results' types at load time, checks each result's
    /// type and dims against the plan's (`None`: a result not to check).
    pub(super) fn check_output_types<'b>(
        &self,
        scratch: &Scratch<'_>,
        outputs: impl Iterator<Item = Option<&'b OwnedBuffer>>,
    ) -> Result<()> {
        if self.output_specs.is_some() {
            return Ok(());
        }
        for (i, out) in outputs.enumerate() {
            let Some(out) = out else { continue };
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
        Ok(())
    }

    /// True when the device's memory is host memory (the CPU plugin).
    pub fn host_memory(&self) -> bool {
        self.host_memory
    }

    /// Whether the CPU plugin runs this program inline: on the thread that calls
    /// `PJRT_LoadedExecutable_Execute`, which returns only when the program is done. XLA's CPU
    /// client does that for a program its cost analysis puts under [`CHEAP_FLOPS`]
    /// (`cheap_computation_` in its `cpu_client.cc`; each custom call, torchtpu's kernels, counts as -1), and for
    /// every program of a synchronous client (`asynchronous` = false). Such a program can still
    /// go on on XLA's workers after a parallel fusion, while the caller is blocked inside the
    /// execute: that caller must not be counted as a thread serving kernel bodies
    /// (runtime/kernel_host.rs), or a kernel posted to it would wait for ever. Unknown counts
    /// (a plugin without the cost query) are taken as inline.
    pub(crate) fn runs_inline(&self) -> bool {
        self.runs_inline
    }

    /// Whether the thread that runs this program serves kernel bodies while it waits for it:
    /// the plugin serves them, and the optimized program names one of torchtpu's CPU kernels (a
    /// custom call whose target starts with `torchtpu_`; true when the plugin cannot show the
    /// program). Serving parks the caller's OpenMP team for the wait, which a program of XLA's
    /// code alone pays for and gains nothing from (`x * 2` over 1 MB: 190-230 µs per call served,
    /// 124-146 µs not; docs/performance.md).
    pub(crate) fn serves_kernels(&self) -> bool {
        self.calls_kernels && self.client.plugin.serves_kernels()
    }

    /// Whether the plugin runs this program inline only because XLA's cost analysis counts it
    /// under [`CHEAP_FLOPS`] (each kernel call counts -1), while it calls torchtpu's kernels and
    /// has fusions that XLA may run on its workers and go on from there: the kernels it reaches
    /// there then start OpenMP teams of their own (runtime/kernel_host.rs). The session compiles
    /// such a program again with `keep_off_inline` (emit::KEEP_OFF_INLINE).
    pub fn leaves_kernels_to_workers(&self) -> bool {
        self.leaves_kernels_to_workers
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

    /// The optimized program XLA compiled, as the plugin reports it: its format (`"hlo"`,
    /// `"hlo_with_config"`: a serialized `HloModuleProto`) and bytes; `None` when not provided.
    pub fn optimized_program(&self) -> Result<Option<(String, Vec<u8>)>> {
        let plugin: &Plugin = &self.client.plugin;
        Ok(ExecutableRef::of(plugin, self.raw)?.optimized_program())
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

