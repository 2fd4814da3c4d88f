//! Loading a PJRT plugin (a shared library exporting `GetPjrtApi`), version checks, errors and events.

use std::collections::HashMap;
use std::ffi::c_char;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

/// How long [`Plugin::await_event`] polls an event before it blocks.
const POLL_WAIT: std::time::Duration = std::time::Duration::from_micros(200);

/// How long [`Plugin::await_event`] polls an event before it parks, when it serves kernel bodies
/// (shorter than [`POLL_WAIT`]: meanwhile the caller's OpenMP workers may still be spinning on
/// cores XLA's workers need).
const SERVE_POLL: std::time::Duration = std::time::Duration::from_micros(30);

use super::ffi::{self, PjrtArgs};
use crate::{Error, Result};

/// Env var naming the PJRT plugin to use at run time; wins over the build-time default.
pub const PLUGIN_ENV: &str = "TORCHTPU_PJRT_PLUGIN";

/// The plugin found next to the PJRT header at build time (`xla_cpu_pjrt.so` from the `xla-cpu-pjrt`
/// wheel in the workspace's `.venv`), if there was one.
#[cfg(feature = "dev-plugin-path")]
pub const BUILD_TIME_DEFAULT_PLUGIN: Option<&str> = option_env!("TORCHTPU_DEFAULT_PJRT_PLUGIN");
/// Without `dev-plugin-path` (the wheel): none, whatever the build environment held.
#[cfg(not(feature = "dev-plugin-path"))]
pub const BUILD_TIME_DEFAULT_PLUGIN: Option<&str> = None;

/// The PJRT C API version of the header these bindings were generated from.
pub const HEADER_API_VERSION: (i32, i32) = (ffi::PJRT_API_MAJOR as i32, ffi::PJRT_API_MINOR as i32);

/// A loaded, initialized PJRT plugin. Shared (`Arc`) by every client made from it; never unloaded
/// (see [`Plugin::load`]).
pub struct Plugin {
    path: PathBuf,
    /// The plugin's function table. Valid for as long as `_library` is loaded.
    api: *const ffi::PJRT_Api,
    /// `api->struct_size`: how much of `PJRT_Api` this plugin provides.
    api_struct_size: usize,
    api_version: (i32, i32),
    /// Whether torchtpu's CPU kernels (cpu_kernels/) are registered with this plugin: set once,
    /// by the first CPU client ([`Plugin::cpu_kernels`]); the error says why not.
    cpu_kernels: std::sync::OnceLock<std::result::Result<(), String>>,
    /// The same for torchtpu's CUDA kernels (cuda_kernels/), by the first CUDA client.
    cuda_kernels: std::sync::OnceLock<std::result::Result<(), String>>,
    /// Keeps the shared library mapped. Declared last so it is dropped after everything else.
    _library: libloading::Library,
}

// SAFETY: the PJRT C API is thread-safe: the function table is immutable after `GetPjrtApi` and
// `PJRT_Plugin_Initialize`, and every entry point may be called from any thread. `Plugin` holds no
// interior mutability of its own.
unsafe impl Send for Plugin {}
// SAFETY: see `Send`; all methods take `&self` and only read the immutable table.
unsafe impl Sync for Plugin {}

impl std::fmt::Debug for Plugin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Plugin")
            .field("path", &self.path)
            .field("api_version", &self.api_version)
            .field("api_struct_size", &self.api_struct_size)
            .finish()
    }
}

/// Plugins loaded so far, by canonical path. Entries are never removed: unloading an XLA plugin
/// (dlclose) while its threads or static objects live is unsafe, and loading it is expensive.
static LOADED: LazyLock<Mutex<HashMap<PathBuf, Arc<Plugin>>>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// A value of a plugin attribute (`PJRT_Plugin_Attributes`).
#[derive(Debug, Clone, PartialEq)]
pub enum AttributeValue {
    String(String),
    Int64(i64),
    Int64List(Vec<i64>),
    Float(f32),
    Bool(bool),
}

impl std::fmt::Display for AttributeValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AttributeValue::String(s) => write!(f, "{s}"),
            AttributeValue::Int64(v) => write!(f, "{v}"),
            AttributeValue::Int64List(v) => write!(f, "{v:?}"),
            AttributeValue::Float(v) => write!(f, "{v}"),
            AttributeValue::Bool(v) => write!(f, "{v}"),
        }
    }
}

impl Plugin {
    /// The plugin to use by default: `$TORCHTPU_PJRT_PLUGIN` if set (and not empty), else the one found at
    /// build time ([`BUILD_TIME_DEFAULT_PLUGIN`]), else `None`.
    pub fn default_path() -> Option<PathBuf> {
        match std::env::var_os(PLUGIN_ENV) {
            Some(p) if !p.is_empty() => Some(PathBuf::from(p)),
            _ => BUILD_TIME_DEFAULT_PLUGIN.map(PathBuf::from),
        }
    }

    /// Loads the plugin at [`Plugin::default_path`].
    pub fn load_default() -> Result<Arc<Plugin>> {
        let path = Plugin::default_path().ok_or_else(|| Error::PluginLoad {
            path: PathBuf::new(),
            message: format!(
                "no PJRT plugin configured: set {PLUGIN_ENV}=/path/to/plugin.so (or build with the \
                 xla-cpu-pjrt wheel installed by scripts/setup.sh)"
            ),
        })?;
        Plugin::load(&path)
    }

    /// Loads the plugin at `path`: dlopen, `GetPjrtApi`, version checks, `PJRT_Plugin_Initialize`.
    ///
    /// Loading the same file again (by canonical path) returns the same `Arc` without re-initializing.
    /// The library stays loaded for the rest of the process.
    pub fn load(path: &Path) -> Result<Arc<Plugin>> {
        let load_err = |message: String| Error::PluginLoad { path: path.to_path_buf(), message };
        let canonical = path.canonicalize().map_err(|e| {
            let name = path.to_string_lossy().to_ascii_lowercase();
            if matches!(name.as_str(), "cpu" | "cuda" | "gpu") {
                // A plugin named by kind is resolved by the Python package (torchtpu.device); the
                // Rust side takes a file.
                load_err(format!(
                    "{PLUGIN_ENV}={name} names a plugin kind, which `python -m torchtpu.tools.cli` and the \
                     Python package resolve to a file (torchtpu.device.find_plugin); give the path of the .so here"
                ))
            } else {
                load_err(format!("cannot resolve path: {e}"))
            }
        })?;

        // Held across the load so two threads cannot initialize the same plugin twice. A poisoned lock
        // only means another thread panicked while holding it; the map itself is still consistent.
        let mut loaded = LOADED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(plugin) = loaded.get(&canonical) {
            return Ok(Arc::clone(plugin));
        }
        let plugin = Arc::new(Plugin::open(&canonical)?);
        loaded.insert(canonical, Arc::clone(&plugin));
        Ok(plugin)
    }

    fn open(path: &Path) -> Result<Plugin> {
        let load_err = |message: String| Error::PluginLoad { path: path.to_path_buf(), message };

        let library = open_library(path).map_err(|e| load_err(format!("dlopen failed: {e}")))?;

        // SAFETY: `GetPjrtApi` is the entry point every PJRT plugin exports, with exactly this signature
        // (`const PJRT_Api* GetPjrtApi(void)`); the symbol is only used while `library` is alive.
        let get_api: ffi::GetPjrtApiFn = unsafe {
            *library
                .get::<ffi::GetPjrtApiFn>(b"GetPjrtApi\0")
                .map_err(|e| load_err(format!("not a PJRT plugin (no GetPjrtApi symbol): {e}")))?
        };
        // SAFETY: calling the plugin's documented entry point; it takes no arguments.
        let api = unsafe { get_api() };
        if api.is_null() {
            return Err(load_err("GetPjrtApi returned NULL".into()));
        }

        // SAFETY: every PJRT_Api, of any version, starts with `size_t struct_size`; `api` is non-null and
        // points into the loaded library.
        let api_struct_size = unsafe { std::ptr::addr_of!((*api).struct_size).read() };
        let version_end =
            std::mem::offset_of!(ffi::PJRT_Api, pjrt_api_version) + std::mem::size_of::<ffi::PJRT_Api_Version>();
        if api_struct_size < version_end {
            return Err(load_err(format!(
                "PJRT_Api struct_size {api_struct_size} is too small to hold a version (need {version_end})"
            )));
        }
        // SAFETY: the field lies within `api_struct_size` bytes of the table (checked above).
        let version = unsafe { std::ptr::addr_of!((*api).pjrt_api_version).read() };
        let api_version = (version.major_version, version.minor_version);
        if api_version.0 != HEADER_API_VERSION.0 {
            return Err(load_err(format!(
                "PJRT C API major version mismatch: plugin has {}.{}, torchtpu was built against {}.{}",
                api_version.0, api_version.1, HEADER_API_VERSION.0, HEADER_API_VERSION.1
            )));
        }

        let plugin = Plugin { path: path.to_path_buf(), api, api_struct_size, api_version, cpu_kernels: Default::default(), cuda_kernels: Default::default(), _library: library };

        let missing = plugin.missing_required_functions();
        if !missing.is_empty() {
            return Err(load_err(format!(
                "plugin (PJRT C API {}.{}) lacks required functions: {}",
                api_version.0,
                api_version.1,
                missing.join(", ")
            )));
        }

        // `PJRT_Plugin_Initialize` arrived in a later minor version; call it when the plugin has it.
        if let Ok(initialize) = pjrt_fn!(&plugin, PJRT_Plugin_Initialize) {
            let mut args = ffi::PJRT_Plugin_Initialize_Args::new();
            // SAFETY: `args` is a zeroed, correctly sized argument struct that lives across the call.
            let err = unsafe { initialize(&mut args) };
            plugin
                .check(err, "PJRT_Plugin_Initialize")
                .map_err(|e| load_err(format!("PJRT_Plugin_Initialize failed: {e}")))?;
        }
        Ok(plugin)
    }

    /// The path this plugin was loaded from (canonical).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The PJRT C API version the plugin reports, `(major, minor)`.
    pub fn api_version(&self) -> (i32, i32) {
        self.api_version
    }

    /// The plugin's attributes (`xla_version`, `stablehlo_current_version`, ...), for cache keys and
    /// diagnostics. Empty if the plugin does not implement `PJRT_Plugin_Attributes`.
    pub fn attributes(&self) -> Result<Vec<(String, AttributeValue)>> {
        let Ok(f) = pjrt_fn!(self, PJRT_Plugin_Attributes) else {
            return Ok(Vec::new());
        };
        let mut args = ffi::PJRT_Plugin_Attributes_Args::new();
        // SAFETY: `args` is a correctly sized argument struct that lives across the call.
        let err = unsafe { f(&mut args) };
        self.check(err, "PJRT_Plugin_Attributes")?;
        if args.attributes.is_null() || args.num_attributes == 0 {
            return Ok(Vec::new());
        }
        // SAFETY: the plugin returned `num_attributes` values that live for the whole process.
        let values = unsafe { std::slice::from_raw_parts(args.attributes, args.num_attributes) };
        let mut out = Vec::with_capacity(values.len());
        for v in values {
            // SAFETY: `name`/`name_size` describe a string owned by the plugin (process lifetime).
            let name = unsafe { string_from(v.name, v.name_size) };
            // SAFETY: `type_` says which union member is set; array/string members have `value_size`
            // elements and live for the whole process.
            let value = unsafe {
                let u = &v.__bindgen_anon_1;
                match v.type_ {
                    ffi::PJRT_NamedValue_kString => AttributeValue::String(string_from(u.string_value, v.value_size)),
                    ffi::PJRT_NamedValue_kInt64 => AttributeValue::Int64(u.int64_value),
                    ffi::PJRT_NamedValue_kInt64List => {
                        AttributeValue::Int64List(slice_from(u.int64_array_value, v.value_size).to_vec())
                    }
                    ffi::PJRT_NamedValue_kFloat => AttributeValue::Float(u.float_value),
                    ffi::PJRT_NamedValue_kBool => AttributeValue::Bool(u.bool_value),
                    other => AttributeValue::String(format!("<unknown attribute type {other}>")),
                }
            };
            out.push((name, value));
        }
        Ok(out)
    }

    // ----- crate-internal helpers used by the other runtime modules -----

    /// Runs `register` (the registration of torchtpu's CPU kernels, cpu_kernels/) once for this
    /// plugin; later calls return the first outcome.
    pub(crate) fn cpu_kernels_once(&self, register: impl FnOnce() -> Result<()>) -> std::result::Result<(), String> {
        self.cpu_kernels.get_or_init(|| register().map_err(|e| e.to_string())).clone()
    }

    /// Runs `register` (the registration of torchtpu's CUDA kernels, cuda_kernels/) once for
    /// this plugin; the error says why it failed.
    pub(crate) fn cuda_kernels_once(&self, register: impl FnOnce() -> Result<()>) -> std::result::Result<(), String> {
        self.cuda_kernels.get_or_init(|| register().map_err(|e| e.to_string())).clone()
    }

    /// Whether a thread waiting for this plugin's programs runs kernel bodies for them
    /// (runtime/kernel_host.rs): torchtpu's CPU kernels are registered with it, and hosting is on.
    /// A GPU plugin's waits stay plain waits.
    pub(crate) fn serves_kernels(&self) -> bool {
        matches!(self.cpu_kernels.get(), Some(Ok(()))) && super::kernel_host::hosting()
    }

    pub(crate) fn api_ptr(&self) -> *const ffi::PJRT_Api {
        self.api
    }

    /// Whether a function-pointer field at byte `offset` of `PJRT_Api` lies inside this plugin's table.
    pub(crate) fn provides_field(&self, offset: usize) -> bool {
        offset.checked_add(std::mem::size_of::<usize>()).is_some_and(|end| end <= self.api_struct_size)
    }

    pub(crate) fn missing_fn(&self, name: &'static str) -> Error {
        Error::Pjrt {
            call: name,
            message: format!(
                "not provided by this plugin (PJRT C API {}.{}, {} bytes of PJRT_Api)",
                self.api_version.0, self.api_version.1, self.api_struct_size
            ),
        }
    }

    /// The functions torchtpu cannot work without that this plugin lacks. A plugin missing one is
    /// refused at load time, so the problem shows up as a clear `PluginLoad` error, not halfway through a run.
    fn missing_required_functions(&self) -> Vec<&'static str> {
        let mut missing = Vec::new();
        macro_rules! require {
            ($($f:ident),* $(,)?) => {
                $( if pjrt_fn!(self, $f).is_err() { missing.push(stringify!($f)); } )*
            };
        }
        require!(
            PJRT_Error_Destroy,
            PJRT_Error_Message,
            PJRT_Event_Destroy,
            PJRT_Event_Await,
            PJRT_Client_Create,
            PJRT_Client_Destroy,
            PJRT_Client_PlatformName,
            PJRT_Client_AddressableDevices,
            PJRT_Client_Compile,
            PJRT_Client_BufferFromHostBuffer,
            PJRT_Executable_Destroy,
            PJRT_Executable_NumOutputs,
            PJRT_LoadedExecutable_Destroy,
            PJRT_LoadedExecutable_GetExecutable,
            PJRT_LoadedExecutable_AddressableDevices,
            PJRT_LoadedExecutable_Execute,
            PJRT_Buffer_Destroy,
            PJRT_Buffer_ElementType,
            PJRT_Buffer_Dimensions,
            PJRT_Buffer_ToHostBuffer,
        );
        missing
    }

    /// `Ok(())` for a NULL `PJRT_Error*`; otherwise reads its message, destroys it, and returns
    /// `Error::Pjrt { call, message }`. Takes ownership of `err`.
    pub(crate) fn check(&self, err: *mut ffi::PJRT_Error, call: &'static str) -> Result<()> {
        if err.is_null() {
            return Ok(());
        }
        Err(Error::Pjrt { call, message: self.consume_error(err) })
    }

    /// Reads the message of a non-null `err`, then destroys it.
    fn consume_error(&self, err: *mut ffi::PJRT_Error) -> String {
        let message = match pjrt_fn!(self, PJRT_Error_Message) {
            Ok(f) => {
                let mut args = ffi::PJRT_Error_Message_Args::new();
                args.error = err;
                // SAFETY: `err` is a live error returned by this plugin; `args` outlives the call.
                unsafe { f(&mut args) };
                // SAFETY: the message has the lifetime of `err`, which is destroyed only below.
                unsafe { string_from(args.message, args.message_size) }
            }
            Err(_) => String::from("(plugin has no PJRT_Error_Message)"),
        };
        if let Ok(destroy) = pjrt_fn!(self, PJRT_Error_Destroy) {
            let mut args = ffi::PJRT_Error_Destroy_Args::new();
            args.error = err;
            // SAFETY: `err` is owned by us and destroyed exactly once, here.
            unsafe { destroy(&mut args) };
        }
        if message.is_empty() {
            String::from("(empty error message)")
        } else {
            message
        }
    }

    /// Blocks until `event` is ready, destroys it, and returns its error status as `Error::Pjrt`
    /// attributed to `call` (the operation that produced the event). A NULL event is `Ok(())`.
    /// Takes ownership of `event` on every path.
    pub(crate) fn await_event(&self, event: *mut ffi::PJRT_Event, call: &'static str) -> Result<()> {
        self.await_event_serving(event, call, self.serves_kernels())
    }

    /// [`await_event`](Self::await_event), serving kernel bodies while it waits only when `serve`
    /// (a program without torchtpu's kernels needs no server: runtime/kernel_host.rs).
    pub(crate) fn await_event_serving(&self, event: *mut ffi::PJRT_Event, call: &'static str, serve: bool) -> Result<()> {
        if event.is_null() {
            return Ok(());
        }
        if serve {
            self.serve_until_ready(event);
        } else {
            self.poll_until_ready(event);
        }
        let mut args = ffi::PJRT_Event_Await_Args::new();
        args.event = event;
        // SAFETY: `event` is a live event owned by us; `args` outlives the call.
        let awaited = unsafe { pjrt_call!(self, PJRT_Event_Await, &mut args) };
        let awaited = awaited.map_err(|e| match e {
            Error::Pjrt { message, .. } => Error::Pjrt { call, message },
            other => other,
        });
        self.destroy_event(event);
        awaited
    }

    /// Polls `event` for up to [`POLL_WAIT`] before [`await_event`](Self::await_event) blocks on it.
    /// A short run finishes on one of the plugin's worker threads while the caller polls, so the
    /// caller does not go to sleep on a futex and pay the wake-up (tens of microseconds on these
    /// VMs: most of the per-call cost of a 64-wide MLP). Between polls it yields its core, which
    /// XLA's workers may need; while other processes are busy it spins only briefly instead
    /// (runtime/waiting.rs). Longer runs fall through to the blocking wait.
    fn poll_until_ready(&self, event: *mut ffi::PJRT_Event) {
        if pjrt_fn!(self, PJRT_Event_IsReady).is_err() {
            return;
        }
        super::waiting::poll(POLL_WAIT, &|| self.is_ready(event) != Some(false));
    }

    /// Whether `event` is ready; None when the plugin cannot say.
    fn is_ready(&self, event: *mut ffi::PJRT_Event) -> Option<bool> {
        let mut args = ffi::PJRT_Event_IsReady_Args::new();
        args.event = event;
        // SAFETY: `event` is live and owned by the caller; `args` outlives the call.
        let r = unsafe { pjrt_call!(self, PJRT_Event_IsReady, &mut args) };
        r.ok().map(|()| args.is_ready)
    }

    /// Waits for `event` while running the CPU kernel bodies that XLA's workers post meanwhile
    /// (runtime/kernel_host.rs): polls for [`SERVE_POLL`] (a short program is done by then), then
    /// waits with its OpenMP workers parked until a body is posted or the event's callback says
    /// it is ready. Returns when it is ready, or when the plugin cannot say (the blocking wait
    /// that follows then decides).
    fn serve_until_ready(&self, event: *mut ffi::PJRT_Event) {
        use super::kernel_host::Serving;
        super::TRANSFER_STATS.served_waits.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let serving = Serving::start();
        let busy = super::waiting::others_busy();
        let limit = if busy { SERVE_POLL.min(super::waiting::CONTENDED_SPIN) } else { SERVE_POLL };
        let start = std::time::Instant::now();
        loop {
            if serving.run_one() {
                continue;
            }
            match self.is_ready(event) {
                Some(false) => {}
                _ => return,
            }
            if start.elapsed() >= limit {
                break;
            }
            super::waiting::pause(busy);
        }
        let ready = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let ctx = Box::into_raw(Box::new(ServeReady { plugin: self, ready: std::sync::Arc::clone(&ready) }));
        let mut args = ffi::PJRT_Event_OnReady_Args::new();
        args.event = event;
        args.callback = Some(serve_ready);
        args.user_arg = ctx.cast();
        // SAFETY: `event` is live and owned by the caller; the callback's argument stays valid
        // until the callback runs, and `self` until it has set `ready` (this function waits for
        // that below).
        if unsafe { pjrt_call!(self, PJRT_Event_OnReady, &mut args) }.is_err() {
            // Not registered: the callback will never run.
            // SAFETY: leaked above and not handed to anyone.
            drop(unsafe { Box::from_raw(ctx) });
            return;
        }
        serving.serve_until(&|| ready.load(std::sync::atomic::Ordering::SeqCst));
    }

    /// Destroys `event` (NULL is fine). Errors from the destroy call are dropped: nothing can be done.
    pub(crate) fn destroy_event(&self, event: *mut ffi::PJRT_Event) {
        if event.is_null() {
            return;
        }
        let mut args = ffi::PJRT_Event_Destroy_Args::new();
        args.event = event;
        // SAFETY: `event` is owned by us and destroyed exactly once, here.
        let _ = unsafe { pjrt_call!(self, PJRT_Event_Destroy, &mut args) };
    }
}

/// dlopen with RTLD_NOW, so unresolved symbols fail here with a message rather than later with a crash.
fn open_library(path: &Path) -> std::result::Result<libloading::Library, libloading::Error> {
    #[cfg(unix)]
    {
        use libloading::os::unix::{Library, RTLD_LOCAL, RTLD_NOW};
        // SAFETY: loading a shared library runs its initializers; a PJRT plugin's are trusted by the
        // user who configured it.
        unsafe { Library::open(Some(path), RTLD_NOW | RTLD_LOCAL) }.map(Into::into)
    }
    #[cfg(not(unix))]
    {
        // SAFETY: as above.
        unsafe { libloading::Library::new(path) }
    }
}

/// Copies a (pointer, length) string returned by the plugin. NULL gives an empty string.
///
/// # Safety
/// If `ptr` is non-null it must point to `len` readable bytes.
pub(crate) unsafe fn string_from(ptr: *const c_char, len: usize) -> String {
    if ptr.is_null() || len == 0 {
        return String::new();
    }
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { std::slice::from_raw_parts(ptr.cast::<u8>(), len) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// Borrows a (pointer, length) array returned by the plugin. NULL gives an empty slice.
///
/// # Safety
/// If `ptr` is non-null it must point to `len` valid values that outlive `'a`.
pub(crate) unsafe fn slice_from<'a, T>(ptr: *const T, len: usize) -> &'a [T] {
    if ptr.is_null() || len == 0 {
        return &[];
    }
    // SAFETY: guaranteed by the caller.
    unsafe { std::slice::from_raw_parts(ptr, len) }
}

/// What an event's callback needs while a thread serves kernel bodies ([`Plugin::serve_until_ready`]).
struct ServeReady {
    plugin: *const Plugin,
    ready: Arc<std::sync::atomic::AtomicBool>,
}

unsafe extern "C" fn serve_ready(error: *mut ffi::PJRT_Error, user_arg: *mut std::ffi::c_void) {
    // Never unwind into the plugin's C++.
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: `user_arg` is the `Box<ServeReady>` leaked by `serve_until_ready`, called once.
        let ctx = unsafe { Box::from_raw(user_arg.cast::<ServeReady>()) };
        // The callback owns `error`: `check` destroys it (the waiting thread reads the status
        // from `PJRT_Event_Await` next). The plugin lives until `ready` is set.
        // SAFETY: see `serve_until_ready`.
        let _ = unsafe { &*ctx.plugin }.check(error, "PJRT_Event_OnReady");
        ctx.ready.store(true, std::sync::atomic::Ordering::SeqCst);
        super::kernel_host::wake_servers();
    }));
}
