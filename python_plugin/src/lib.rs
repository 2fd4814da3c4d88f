//! `torchtpu._native`: the Python face of torchtpu-compiler. Thin on purpose: it converts
//! arguments, releases the GIL around compiles and runs, and maps compiler errors to exception
//! classes. A Rust panic never crosses into Python as an abort: it becomes `InternalError`.

mod compiled;
mod cuda_streams;
mod cuda_views;
mod device;
mod dlpack;
mod errors;
mod fingerprint;
mod tables;

mod resident;
mod spmd;
mod values;

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use pyo3::prelude::*;
use pyo3::types::PyDict;

use torchtpu_compiler::driver::{lower_configured, CompileConfig, Session};
use torchtpu_compiler::runtime::{resident_cache, TRANSFER_STATS};

use compiled::Compiled;
use errors::{guarded, refusals_of, BackendError, CheckError, GraphError, InternalError, Refusal, TorchTpuError, UnsupportedError};

static SESSION: Mutex<Option<Arc<Session>>> = Mutex::new(None);

fn session() -> PyResult<Arc<Session>> {
    SESSION
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone()
        .ok_or_else(|| BackendError::new_err("torchtpu runtime is not initialized: call torchtpu._native.init(plugin_path)"))
}

/// Loads the PJRT plugin and creates the process's client (idempotent) with `client_options`
/// (JSON, `torchtpu.config.client_options()`; the plugin gets those of its platform). Returns the
/// platform; `runtime_info()` says the rest (API version, device kind, options).
#[pyfunction]
#[pyo3(signature = (plugin_path=None, client_options=None))]
fn init(py: Python<'_>, plugin_path: Option<String>, client_options: Option<String>) -> PyResult<String> {
    if let Some(s) = SESSION.lock().unwrap_or_else(|e| e.into_inner()).as_ref() {
        return Ok(s.platform());
    }
    let path = plugin_path.map(PathBuf::from);
    let s = py.detach(|| {
        guarded("init", || {
            let options = match &client_options {
                Some(json) => torchtpu_compiler::runtime::ClientOptions::from_json(json)?,
                None => Default::default(),
            };
            Session::with_client_options(path.as_deref(), &torchtpu_compiler::driver::SessionConfig::from_env(), &options)
        })
    })?;
    let platform = s.platform();
    *SESSION.lock().unwrap_or_else(|e| e.into_inner()) = Some(Arc::new(s));
    Ok(platform)
}

/// Loads the PJRT plugin and compiles a one-op program, then returns the platform. Run in a
/// throwaway process (`runtime.check_xla_flags`): a plugin that aborts on bad `XLA_FLAGS` takes
/// that process down instead of the user's.
#[pyfunction]
#[pyo3(signature = (plugin_path=None))]
fn probe(py: Python<'_>, plugin_path: Option<String>) -> PyResult<String> {
    use torchtpu_compiler::runtime::{default_compile_options, Client, Plugin};
    const ONE_OP: &str = "func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = \"stablehlo.add\"(%arg0, %arg0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n";
    py.detach(|| {
        guarded("probe", || {
            let client = match plugin_path {
                Some(p) => Client::new(Plugin::load(std::path::Path::new(&p))?)?,
                None => Client::new_default()?,
            };
            client.compile(ONE_OP, &default_compile_options())?;
            Ok(format!("{} {}", client.platform_name(), client.platform_version()))
        })
    })
}

#[pyfunction]
fn is_initialized() -> bool {
    SESSION.lock().unwrap_or_else(|e| e.into_inner()).is_some()
}

/// The compile config Python sends (`torchtpu.config.CompileConfig.to_json`).
pub(crate) fn compile_config(config_json: &str) -> PyResult<CompileConfig> {
    guarded("reading the compile config", || CompileConfig::from_json(config_json))
}

/// What `compile` gives back: the executable and where it came from, or every node the compiler
/// refused (then `compiled` and `source` are None).
#[pyclass(frozen, get_all, module = "torchtpu._native")]
struct CompileOutcome {
    compiled: Option<Py<Compiled>>,
    /// `"memory"`, `"service"`, `"disk"`, `"remote"` or `"compiled"`; None when refused.
    source: Option<&'static str>,
    /// Every refused node, in graph order (empty when it compiled).
    refusals: Vec<Py<Refusal>>,
}

#[pymethods]
impl CompileOutcome {
    fn __repr__(&self) -> String {
        format!("CompileOutcome(source={:?}, refusals={})", self.source, self.refusals.len())
    }
}

/// Compiles a serialized graph (JSON) with `config_json` (a `CompileConfig`) into an executable,
/// or takes it from a cache tier. Refused nodes (no rule, or arguments a rule does not take) come
/// back in the outcome, all of them; any other failure raises.
#[pyfunction]
fn compile(py: Python<'_>, graph_json: String, config_json: &str) -> PyResult<CompileOutcome> {
    let config = compile_config(config_json)?;
    let s = session()?;
    let s2 = s.clone();
    // Refusals are an answer (`Ok(Err(..))`); any other error raises.
    let result = py.detach(|| {
        guarded("compile", || match s2.compile(&graph_json, &config) {
            Ok(outcome) => Ok(Ok(outcome)),
            Err(e) if e.kind() == torchtpu_compiler::ErrorKind::Unsupported && !e.refusals().is_empty() => Ok(Err(e)),
            Err(e) => Err(e),
        })
    })?;
    match result {
        Ok(outcome) => {
            let source = outcome.source.name();
            let compiled = Py::new(py, Compiled::new(outcome.graph, s))?;
            Ok(CompileOutcome { compiled: Some(compiled), source: Some(source), refusals: Vec::new() })
        }
        Err(e) => Ok(CompileOutcome { compiled: None, source: None, refusals: refusals_of(py, &e)? }),
    }
}

/// Lowers without compiling with `config_json` (a `CompileConfig`): returns (IR text after
/// passes, StableHLO text).
#[pyfunction]
fn lower(py: Python<'_>, graph_json: String, config_json: &str) -> PyResult<(String, String)> {
    let config = compile_config(config_json)?;
    // What this process's session would compile: without one, no custom calls.
    let config = match session() {
        Ok(s) => s.for_target(&config),
        Err(_) => CompileConfig { blas_gemm: false, aten_conv: false, aten_ops: false, ..config },
    };
    py.detach(|| guarded("lower", || lower_configured(&graph_json, &config).map(|f| (f.ir_text, f.lowered.mlir))))
}

/// Opens the BLAS at `path` (torch's `libtorch_cpu.so`) for the CPU plugin's gemm kernel, once
/// per process; returns the path in use. Raises `BackendError` when it has no `sgemm_`/`dgemm_`.
#[pyfunction]
fn load_blas(path: &str) -> PyResult<String> {
    guarded("load_blas", || torchtpu_compiler::runtime::cpu_kernels::gemm::load_blas(std::path::Path::new(path)))
}

/// Opens torchtpu's ATen kernels at `path` (`torchtpu/_aten_kernels.so`) for the CPU plugin's
/// convolutions, once per process, refusing a library built for another torch than
/// `torch_version`; returns the path in use. Raises `BackendError` naming the file otherwise.
#[pyfunction]
fn load_aten_kernels(path: &str, torch_version: &str) -> PyResult<String> {
    guarded("load_aten_kernels", || torchtpu_compiler::runtime::cpu_kernels::aten::load_aten(std::path::Path::new(path), torch_version))
}

/// Checks a custom kernel's StableHLO (a module whose `@main` is the kernel, generic form):
/// its entry point's parameter and result types as MLIR prints them, or a `GraphError` naming the
/// line of a syntax error (docs/custom-kernels.md).
#[pyfunction]
fn kernel_signature(py: Python<'_>, text: String) -> PyResult<(Vec<String>, Vec<String>)> {
    py.detach(|| guarded("kernel_signature", || torchtpu_compiler::emit::kernel_signature(&text)))
}

#[pyfunction]
fn stats(py: Python<'_>) -> PyResult<Py<PyDict>> {
    let d = PyDict::new(py);
    if let Ok(s) = session() {
        for (k, v) in s.stats.snapshot() {
            d.set_item(k, v)?;
        }
    }
    for (k, v) in TRANSFER_STATS.snapshot() {
        d.set_item(k, v)?;
    }
    Ok(d.unbind())
}

/// The CPU kernel profile (`TORCHTPU_KERNEL_PROFILE`): one dict per kernel and shapes, the most
/// time first. `enable` turns profiling on or off from now on; `reset` empties it after reading.
#[pyfunction]
#[pyo3(signature = (enable=None, reset=false))]
fn kernel_profile(py: Python<'_>, enable: Option<bool>, reset: bool) -> PyResult<Vec<Py<PyDict>>> {
    use torchtpu_compiler::runtime::cpu_kernels::profile;
    let rows = profile::snapshot(reset);
    if let Some(on) = enable {
        profile::set_enabled(on);
    }
    rows.into_iter()
        .map(|r| {
            let d = PyDict::new(py);
            d.set_item("kernel", r.kernel)?;
            d.set_item("shapes", r.shapes)?;
            d.set_item("calls", r.calls)?;
            d.set_item("total_ms", r.ns as f64 / 1e6)?;
            Ok(d.unbind())
        })
        .collect()
}

/// Tells the resident cache that `tensor` is new memory: any record of an earlier tensor at its
/// address (one that died) is dropped, so the new one is cached only after two calls see it
/// unchanged. `layouts.py` calls it for every prepared copy it makes.
#[pyfunction]
fn forget_resident(tensor: &Bound<'_, PyAny>) -> PyResult<()> {
    let ptr: usize = tensor.call_method0("data_ptr")?.extract()?;
    resident_cache::forget(ptr);
    Ok(())
}

/// The resident-buffer cache: the number of entries (on the CUDA plugin, of kept views of
/// parameters, cuda_views.rs, too), or (with `clear=True`) drop them all first.
#[pyfunction]
#[pyo3(signature = (clear=false))]
fn resident_buffers(clear: bool) -> usize {
    if clear {
        resident_cache::clear();
        cuda_views::clear();
    }
    resident_cache::len() + cuda_views::len()
}

/// Routes the PJRT plugin's own `malloc`, `posix_memalign`, `aligned_alloc` and `free` through
/// the block cache (`runtime/block_cache.rs`), which keeps up to `limit` bytes of the large blocks
/// it frees for its next requests. Once per process; returns how many of the plugin's allocator
/// entries go there (0 with `limit` 0). Raises `BackendError` before the runtime starts and when
/// the plugin cannot be hooked.
#[pyfunction]
fn cache_plugin_blocks(limit: usize) -> PyResult<usize> {
    let s = session()?;
    let path = s.client().plugin().path().to_path_buf();
    guarded("cache_plugin_blocks", || {
        torchtpu_compiler::runtime::block_cache::install(&path, limit).map_err(|m| torchtpu_compiler::Error::PluginLoad { path: path.clone(), message: m })
    })
}

/// Bytes in a size such as `123`, `500M`, `2G` (the disk cache's rule,
/// `cache::disk::parse_size`); raises `ValueError` naming what is wrong.
#[pyfunction]
fn parse_size(text: &str) -> PyResult<u64> {
    torchtpu_compiler::cache::disk::parse_size(text).map_err(pyo3::exceptions::PyValueError::new_err)
}

#[pyfunction]
fn reset_stats() {
    if let Ok(s) = session() {
        s.stats.reset();
    }
    TRANSFER_STATS.reset();
}

/// The persistent compile cache of this process: `dir` (None when off), `writable` (False after
/// a failed write: read-only or full directory, or a plugin that cannot serialize), `max_bytes`
/// (0: no limit), and `warning` (the one warning given when it stopped working, or None).
#[pyfunction]
fn cache_info(py: Python<'_>) -> PyResult<Py<PyDict>> {
    let d = PyDict::new(py);
    let config = torchtpu_compiler::cache::DiskConfig::from_env();
    let s = session().ok();
    let disk = s.as_ref().and_then(|s| s.disk());
    let dir = match (&s, disk) {
        (Some(_), Some(p)) => Some(p.location()),
        (Some(_), None) => None,
        // Not initialized yet: where it will be.
        (None, _) => config.dir.as_ref().map(|p| p.display().to_string()),
    };
    d.set_item("dir", dir)?;
    d.set_item("writable", disk.is_some_and(|p| p.writable()))?;
    d.set_item("max_bytes", config.max_bytes)?;
    d.set_item("warning", torchtpu_compiler::cache::degraded_reason())?;
    Ok(d.unbind())
}

/// Empties the in-memory executable cache.
#[pyfunction]
fn clear_cache() {
    if let Ok(s) = session() {
        s.clear_cache();
    }
}

/// The `torchtpu-compiler` command line; returns the exit status.
#[pyfunction]
fn cli_main(py: Python<'_>, argv: Vec<String>) -> i32 {
    py.detach(|| {
        // The CLI (`python -m torchtpu.tools.cli serve`, say) prints its warnings as it goes.
        torchtpu_compiler::diag::capture(false);
        let code = torchtpu_compiler::cli::run(&argv, &mut std::io::stdout(), &mut std::io::stderr());
        use std::io::Write;
        let _ = std::io::stdout().flush();
        let _ = std::io::stderr().flush();
        code
    })
}

/// The compiler's queued warnings and cache log lines (`torchtpu_compiler::diag`), oldest first,
/// as (level, message): level `"warning"` or `"cache"`. The Python side hands them to `warnings`
/// and `logging` (torchtpu/diag.py).
#[pyfunction]
fn take_diagnostics() -> Vec<(&'static str, String)> {
    torchtpu_compiler::diag::take().into_iter().map(|(l, m)| (l.as_str(), m)).collect()
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    // Warnings queue for Python (diag.rs) instead of going to stderr behind its back.
    torchtpu_compiler::diag::capture(true);
    let base = py.get_type::<TorchTpuError>();
    // Every torchtpu error has the structured fields; raised from Python they default to None.
    for field in ["code", "node", "op"] {
        base.setattr(field, py.None())?;
    }
    // Every refused node an `UnsupportedError` stands for (`Refusal`s); empty elsewhere.
    base.setattr("refusals", pyo3::types::PyTuple::empty(py))?;
    m.add("TorchTpuError", base)?;
    m.add("UnsupportedError", py.get_type::<UnsupportedError>())?;
    m.add("GraphError", py.get_type::<GraphError>())?;
    m.add("BackendError", py.get_type::<BackendError>())?;
    m.add("InternalError", py.get_type::<InternalError>())?;
    m.add("CheckError", py.get_type::<CheckError>())?;
    m.add("COMPILER_VERSION", torchtpu_compiler::COMPILER_VERSION)?;
    m.add("GRAPH_FORMAT_VERSION", torchtpu_compiler::graph_format::FORMAT_VERSION)?;
    m.add("CUDA_PHASES", torchtpu_compiler::runtime::CUDA_PHASES.to_vec())?;
    m.add("ATEN_OPS_MIN_ELEMENTS", torchtpu_compiler::lower::ATEN_OPS_MIN_ELEMENTS)?;
    m.add_class::<Compiled>()?;
    m.add_class::<CompileOutcome>()?;
    m.add_class::<Refusal>()?;
    m.add_class::<values::DeviceValue>()?;
    m.add_class::<spmd::SpmdProgram>()?;
    m.add_function(wrap_pyfunction!(spmd::compile_spmd, m)?)?;
    m.add_function(wrap_pyfunction!(init, m)?)?;
    m.add_function(wrap_pyfunction!(cache_plugin_blocks, m)?)?;
    m.add_function(wrap_pyfunction!(parse_size, m)?)?;
    m.add_function(wrap_pyfunction!(take_diagnostics, m)?)?;
    m.add_function(wrap_pyfunction!(is_initialized, m)?)?;
    m.add_function(wrap_pyfunction!(probe, m)?)?;
    m.add_function(wrap_pyfunction!(device::runtime_info, m)?)?;
    m.add_function(wrap_pyfunction!(device::cuda_attention_ready, m)?)?;
    m.add_function(wrap_pyfunction!(device::cuda_runtime_status, m)?)?;
    m.add_function(wrap_pyfunction!(device::probe_plugin, m)?)?;
    m.add_function(wrap_pyfunction!(device::device_memory_stats, m)?)?;
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_function(wrap_pyfunction!(kernel_signature, m)?)?;
    m.add_function(wrap_pyfunction!(lower, m)?)?;
    m.add_function(wrap_pyfunction!(load_blas, m)?)?;
    m.add_function(wrap_pyfunction!(load_aten_kernels, m)?)?;
    m.add_function(wrap_pyfunction!(tables::registered_ops, m)?)?;
    m.add_function(wrap_pyfunction!(tables::op_traits, m)?)?;
    m.add_function(wrap_pyfunction!(tables::dtypes, m)?)?;
    m.add_function(wrap_pyfunction!(tables::pass_names, m)?)?;
    m.add_function(wrap_pyfunction!(stats, m)?)?;
    m.add_function(wrap_pyfunction!(reset_stats, m)?)?;
    m.add_function(wrap_pyfunction!(kernel_profile, m)?)?;
    m.add_function(wrap_pyfunction!(resident_buffers, m)?)?;
    m.add_function(wrap_pyfunction!(forget_resident, m)?)?;
    m.add_function(wrap_pyfunction!(fingerprint::storage_fingerprint, m)?)?;
    m.add_class::<resident::ForgetResident>()?;
    m.add_class::<cuda_views::ForgetView>()?;
    m.add_function(wrap_pyfunction!(clear_cache, m)?)?;
    m.add_function(wrap_pyfunction!(cache_info, m)?)?;
    m.add_function(wrap_pyfunction!(cli_main, m)?)?;
    Ok(())
}
