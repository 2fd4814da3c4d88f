//! `Client`: one PJRT client of a plugin, which compiles programs into executables.

use std::sync::Arc;

use super::client_inner::ClientInner;
use super::client_options::{to_pjrt, ClientOptions, NamedOption, OptionValue, PlatformKind};
use super::executable::LoadedExecutable;
use super::ffi::{self, PjrtArgs};
use super::options::validate_compile_options;
use super::plugin::{slice_from, string_from, Plugin};
use crate::{Error, Result};

/// A PJRT client (for the CPU plugin: the host's CPUs, exposed as several devices).
///
/// Cheap to clone: clones share one underlying `PJRT_Client`, destroyed when the last clone and the
/// last executable compiled by it are dropped.
#[derive(Clone)]
pub struct Client {
    inner: Arc<ClientInner>,
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("platform_name", &self.inner.platform_name)
            .field("platform_version", &self.inner.platform_version)
            .field("devices", &self.inner.devices.len())
            .field("plugin", &self.inner.plugin.path())
            .finish()
    }
}

impl Client {
    /// Creates a client with torchtpu's default creation options for the plugin's platform
    /// ([`ClientOptions::named_values`]: on the CPU, one device unless `TORCHTPU_CPU_DEVICES` says
    /// otherwise, so that every process agrees on the count the cache key holds).
    pub fn new(plugin: Arc<Plugin>) -> Result<Client> {
        let named = ClientOptions::default().named_values(PlatformKind::guess(&plugin.path().to_string_lossy()))?;
        Client::with_named_options(plugin, &named)
    }

    /// Creates a client with integer creation options, such as the CPU plugin's
    /// `("cpu_device_count", 4)` (several CPU devices in one process, for SPMD programs).
    pub fn with_options(plugin: Arc<Plugin>, options: &[(&str, i64)]) -> Result<Client> {
        let named: Vec<NamedOption> =
            options.iter().map(|(name, value)| NamedOption::new(*name, OptionValue::Int64(*value))).collect();
        Client::with_named_options(plugin, &named)
    }

    /// Creates a client with typed creation options (see [`ClientOptions`](super::ClientOptions),
    /// which chooses and validates them per platform). A plugin that refuses an option gives
    /// `Error::Pjrt { call: "PJRT_Client_Create", .. }` naming the options sent.
    pub fn with_named_options(plugin: Arc<Plugin>, options: &[NamedOption]) -> Result<Client> {
        let named = to_pjrt(options);
        let mut args = ffi::PJRT_Client_Create_Args::new();
        if !named.is_empty() {
            args.create_options = named.as_ptr();
            args.num_options = named.len();
        }
        // SAFETY: `args` is a correctly sized struct with no key-value callbacks; the options
        // (and the names and strings they point to, owned by `options`) outlive the call. The 0.81
        // CPU plugin throws a C++ exception on an option of the wrong type (`std::get` of the
        // option's variant): the guard turns it into an error instead of an abort.
        crate::cxx_guard::guard("PJRT_Client_Create", || unsafe { pjrt_call!(&plugin, PJRT_Client_Create, &mut args) }).map_err(|e| match e {
            Error::Pjrt { call, message } if !options.is_empty() => {
                let sent: Vec<String> = options.iter().map(|o| format!("{}={}", o.name, o.value)).collect();
                Error::Pjrt { call, message: format!("{message} (create options sent: {})", sent.join(", ")) }
            }
            other => other,
        })?;
        if args.client.is_null() {
            return Err(Error::Pjrt { call: "PJRT_Client_Create", message: "returned no client".into() });
        }
        // Own the client right away so that any error below destroys it.
        let mut inner = ClientInner {
            plugin,
            raw: args.client,
            devices: Vec::new(),
            platform_name: String::new(),
            platform_version: String::new(),
            create_options: options.to_vec(),
            cpu_kernels: false,
            cuda_kernels: false,
        };

        let mut args = ffi::PJRT_Client_PlatformName_Args::new();
        args.client = inner.raw;
        // SAFETY: `inner.raw` is a live client; `args` outlives the call.
        unsafe { pjrt_call!(&inner.plugin, PJRT_Client_PlatformName, &mut args) }?;
        // SAFETY: the name is owned by the client, which is alive.
        inner.platform_name = unsafe { string_from(args.platform_name, args.platform_name_size) };

        if pjrt_fn!(&inner.plugin, PJRT_Client_PlatformVersion).is_ok() {
            let mut args = ffi::PJRT_Client_PlatformVersion_Args::new();
            args.client = inner.raw;
            // SAFETY: as above.
            unsafe { pjrt_call!(&inner.plugin, PJRT_Client_PlatformVersion, &mut args) }?;
            // SAFETY: the version string is owned by the client, which is alive.
            inner.platform_version = unsafe { string_from(args.platform_version, args.platform_version_size) };
        }

        if inner.platform_name == "cpu" {
            let plugin = inner.plugin.clone();
            match plugin.cpu_kernels_once(|| super::cpu_kernels::register(&plugin)) {
                Ok(()) => inner.cpu_kernels = true,
                Err(e) => crate::diag::warn(&format!("torchtpu's CPU kernels are not available with this plugin, XLA computes every product itself: {e}")),
            }
        } else if inner.platform_name.eq_ignore_ascii_case("cuda") {
            let plugin = inner.plugin.clone();
            match plugin.cuda_kernels_once(|| super::cuda_kernels::register(&plugin)) {
                Ok(()) => inner.cuda_kernels = true,
                Err(e) => crate::diag::warn(&format!("torchtpu's CUDA kernels are not available with this plugin, XLA computes attention as written: {e}")),
            }
        }

        let mut args = ffi::PJRT_Client_AddressableDevices_Args::new();
        args.client = inner.raw;
        // SAFETY: as above.
        unsafe { pjrt_call!(&inner.plugin, PJRT_Client_AddressableDevices, &mut args) }?;
        // SAFETY: the array has `num_addressable_devices` entries, owned by the live client.
        inner.devices = unsafe { slice_from(args.addressable_devices, args.num_addressable_devices) }.to_vec();

        Ok(Client { inner: Arc::new(inner) })
    }

    /// A client of the default plugin ([`Plugin::load_default`]).
    pub fn new_default() -> Result<Client> {
        Client::new(Plugin::load_default()?)
    }

    pub(crate) fn inner(&self) -> &Arc<ClientInner> {
        &self.inner
    }

    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.inner.plugin
    }

    /// Whether programs compiled by this client may call torchtpu's CPU kernels (the
    /// `torchtpu_gemm_*` custom calls; runtime/cpu_kernels/).
    pub fn has_cpu_kernels(&self) -> bool {
        self.inner.cpu_kernels
    }

    /// Whether programs compiled by this client may call torchtpu's CUDA kernels (the
    /// `torchtpu_cuda_*` custom calls; runtime/cuda_kernels/).
    pub fn has_cuda_kernels(&self) -> bool {
        self.inner.cuda_kernels
    }

    /// `"cpu"`, `"cuda"`, `"tpu"`, ...
    pub fn platform_name(&self) -> &str {
        &self.inner.platform_name
    }

    /// Platform-specific version text (may be empty).
    pub fn platform_version(&self) -> &str {
        &self.inner.platform_version
    }

    /// The PJRT C API version of the plugin, `(major, minor)`.
    pub fn api_version(&self) -> (i32, i32) {
        self.inner.plugin.api_version()
    }

    /// The creation options this client was made with.
    pub fn create_options(&self) -> &[NamedOption] {
        &self.inner.create_options
    }

    /// Number of devices this client can run on.
    pub fn device_count(&self) -> usize {
        self.inner.devices.len()
    }

    /// The kind of device 0 (e.g. `"cpu"`, `"NVIDIA H100 80GB HBM3"`).
    pub fn device_kind(&self) -> Result<String> {
        let plugin = &self.inner.plugin;
        let device = *self.inner.devices.first().ok_or_else(|| Error::Pjrt {
            call: "PJRT_Client_AddressableDevices",
            message: "the client has no addressable devices".into(),
        })?;
        let mut args = ffi::PJRT_Device_GetDescription_Args::new();
        args.device = device;
        // SAFETY: `device` is owned by the live client; `args` outlives the call.
        unsafe { pjrt_call!(plugin, PJRT_Device_GetDescription, &mut args) }?;
        let mut kind = ffi::PJRT_DeviceDescription_Kind_Args::new();
        kind.device_description = args.device_description;
        // SAFETY: the description is owned by the device, which the live client owns.
        unsafe { pjrt_call!(plugin, PJRT_DeviceDescription_Kind, &mut kind) }?;
        // SAFETY: the string has the lifetime of the device.
        Ok(unsafe { string_from(kind.device_kind, kind.device_kind_size) })
    }

    /// Compiles StableHLO (MLIR text or bytecode, program format `"mlir"`) with serialized
    /// `CompileOptionsProto` bytes (see [`default_compile_options`](super::default_compile_options)).
    ///
    /// The options are checked first (`Error::RuntimeArg`): XLA aborts the process on some bad options.
    /// A program XLA rejects gives `Error::Pjrt { call: "PJRT_Client_Compile", .. }`.
    pub fn compile(&self, mlir: &str, compile_options: &[u8]) -> Result<LoadedExecutable> {
        self.compile_bytes(mlir.as_bytes(), compile_options)
    }

    /// [`Client::compile`] for a program given as bytes (MLIR text or MLIR bytecode).
    pub fn compile_bytes(&self, program: &[u8], compile_options: &[u8]) -> Result<LoadedExecutable> {
        validate_compile_options(compile_options)?;
        if program.is_empty() {
            return Err(Error::RuntimeArg("empty program".into()));
        }
        const FORMAT: &str = "mlir";
        let mut prog = ffi::PJRT_Program::new();
        // `code` is declared `char*` but PJRT_Client_Compile only reads it.
        prog.code = program.as_ptr().cast_mut().cast();
        prog.code_size = program.len();
        prog.format = FORMAT.as_ptr().cast();
        prog.format_size = FORMAT.len();

        let mut args = ffi::PJRT_Client_Compile_Args::new();
        args.client = self.inner.raw;
        args.program = &prog;
        args.compile_options = compile_options.as_ptr().cast();
        args.compile_options_size = compile_options.len();
        // SAFETY: the client is live; `prog`, `program`, `FORMAT` and `compile_options` outlive the call
        // and are only read; the options were validated above. A C++ exception XLA raises while
        // compiling is caught at the guard (cxx_guard.rs) instead of aborting the process.
        crate::cxx_guard::guard("PJRT_Client_Compile", || unsafe { pjrt_call!(&self.inner.plugin, PJRT_Client_Compile, &mut args) })?;
        LoadedExecutable::from_raw(Arc::clone(&self.inner), args.executable, "PJRT_Client_Compile")
    }

    /// Loads an executable serialized by [`LoadedExecutable::serialize`] with the same plugin version.
    /// Uses the compile options stored in the serialized executable.
    pub fn deserialize_and_load(&self, serialized: &[u8]) -> Result<LoadedExecutable> {
        if serialized.is_empty() {
            return Err(Error::RuntimeArg("empty serialized executable".into()));
        }
        let mut args = ffi::PJRT_Executable_DeserializeAndLoad_Args::new();
        args.client = self.inner.raw;
        args.serialized_executable = serialized.as_ptr().cast();
        args.serialized_executable_size = serialized.len();
        // NULL overridden options: use the ones stored in the serialized executable.
        args.overridden_serialized_compile_options = std::ptr::null();
        args.overridden_serialized_compile_options_size = 0;
        // SAFETY: the client is live; `serialized` outlives the call and is only read (a C++
        // exception is caught at the guard, as in `compile_bytes`).
        crate::cxx_guard::guard("PJRT_Executable_DeserializeAndLoad", || unsafe {
            pjrt_call!(&self.inner.plugin, PJRT_Executable_DeserializeAndLoad, &mut args)
        })?;
        LoadedExecutable::from_raw(
            Arc::clone(&self.inner),
            args.loaded_executable,
            "PJRT_Executable_DeserializeAndLoad",
        )
    }
}
