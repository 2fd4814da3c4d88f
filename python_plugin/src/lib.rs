//! `torchtpu._native`: the Python face of torchtpu-compiler. Thin on purpose: it converts
//! arguments, releases the GIL around compiles and runs, and maps compiler errors to exception
//! classes. A Rust panic never crosses into Python as an abort: it becomes `InternalError`.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use torchtpu_compiler::driver::{lower_graph, CompiledGraph, Session};
use torchtpu_compiler::lower::OutputSpec;
use torchtpu_compiler::passes::PassOptions;
use torchtpu_compiler::{Error, ErrorKind};

create_exception!(_native, TorchTpuError, PyException, "Base class of torchtpu's errors.");
create_exception!(_native, UnsupportedError, TorchTpuError, "The graph uses an op (or variant) without a lowering rule.");
create_exception!(_native, GraphError, TorchTpuError, "The serialized graph or a runtime argument is malformed.");
create_exception!(_native, BackendError, TorchTpuError, "The PJRT plugin or XLA failed.");
create_exception!(_native, InternalError, TorchTpuError, "A bug in torchtpu.");

fn to_py(e: Error) -> PyErr {
    let msg = e.to_string();
    match e.kind() {
        ErrorKind::Unsupported => UnsupportedError::new_err(msg),
        ErrorKind::InvalidGraph => GraphError::new_err(msg),
        ErrorKind::Backend | ErrorKind::Io => BackendError::new_err(msg),
        ErrorKind::Internal => InternalError::new_err(msg),
    }
}

/// Runs `f`, turning a panic into `InternalError`.
fn guarded<T>(what: &str, f: impl FnOnce() -> Result<T, Error>) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r.map_err(to_py),
        Err(p) => {
            let detail = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Err(InternalError::new_err(format!("internal error (panic) in {what}: {detail}")))
        }
    }
}

static SESSION: Mutex<Option<Arc<Session>>> = Mutex::new(None);

fn session() -> PyResult<Arc<Session>> {
    SESSION
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone()
        .ok_or_else(|| BackendError::new_err("torchtpu runtime is not initialized: call torchtpu._native.init(plugin_path)"))
}

/// Loads the PJRT plugin and creates the process's client (idempotent). Returns the platform.
#[pyfunction]
#[pyo3(signature = (plugin_path=None))]
fn init(py: Python<'_>, plugin_path: Option<String>) -> PyResult<String> {
    if let Some(s) = SESSION.lock().unwrap_or_else(|e| e.into_inner()).as_ref() {
        return Ok(s.platform());
    }
    let path = plugin_path.map(PathBuf::from);
    let s = py.detach(|| guarded("init", || Session::new(path.as_deref())))?;
    let platform = s.platform();
    *SESSION.lock().unwrap_or_else(|e| e.into_inner()) = Some(Arc::new(s));
    Ok(platform)
}

#[pyfunction]
fn is_initialized() -> bool {
    SESSION.lock().unwrap_or_else(|e| e.into_inner()).is_some()
}

/// A compiled graph.
#[pyclass(frozen, module = "torchtpu._native")]
struct Compiled {
    inner: Arc<CompiledGraph>,
    session: Arc<Session>,
}

#[pymethods]
impl Compiled {
    #[getter]
    fn name(&self) -> String {
        self.inner.name.clone()
    }
    #[getter]
    fn key(&self) -> String {
        self.inner.key.hex()
    }
    #[getter]
    fn mlir(&self) -> String {
        self.inner.lowered.mlir.clone()
    }
    #[getter]
    fn cache_hit(&self) -> bool {
        self.inner.cache_hit
    }
    /// Graph-input positions the executable takes, in order, each with (dtype name, dims).
    #[getter]
    fn params(&self) -> Vec<(usize, String, Vec<i64>)> {
        self.inner
            .lowered
            .params
            .iter()
            .map(|(i, t)| (*i, t.dtype.name().to_string(), t.static_dims().unwrap_or_default()))
            .collect()
    }
    /// One entry per graph output: `None`, or (executable result index, dtype name, dims).
    #[getter]
    fn outputs(&self) -> Vec<Option<(usize, String, Vec<i64>)>> {
        self.inner
            .lowered
            .outputs
            .iter()
            .map(|o| match o {
                OutputSpec::Tensor { index, ty } => Some((*index, ty.dtype.name().to_string(), ty.static_dims().unwrap_or_default())),
                OutputSpec::None => None,
            })
            .collect()
    }

    /// Runs on host memory: `(data_ptr, nbytes)` per parameter and per result.
    fn run(&self, py: Python<'_>, inputs: Vec<(usize, usize)>, outputs: Vec<(usize, usize)>) -> PyResult<()> {
        let (g, s) = (self.inner.clone(), self.session.clone());
        py.detach(|| guarded("run", || s.run(&g, &inputs, &outputs)))
    }
}

/// Compiles a serialized graph (JSON) into an executable, or takes it from the cache.
#[pyfunction]
fn compile(py: Python<'_>, graph_json: String) -> PyResult<Compiled> {
    let s = session()?;
    let s2 = s.clone();
    let inner = py.detach(|| guarded("compile", || s2.compile(&graph_json, &PassOptions::from_env())))?;
    Ok(Compiled { inner, session: s })
}

/// Lowers without compiling: returns (IR text after passes, StableHLO text).
#[pyfunction]
fn lower(py: Python<'_>, graph_json: String) -> PyResult<(String, String)> {
    py.detach(|| guarded("lower", || lower_graph(&graph_json, &PassOptions::from_env()).map(|f| (f.ir_text, f.lowered.mlir))))
}

/// ATen ops that have a lowering rule.
#[pyfunction]
fn registered_ops() -> Vec<String> {
    torchtpu_compiler::lower::registry().keys().map(|s| s.to_string()).collect()
}

#[pyfunction]
fn stats(py: Python<'_>) -> PyResult<Py<PyDict>> {
    let d = PyDict::new(py);
    if let Ok(s) = session() {
        for (k, v) in s.stats.snapshot() {
            d.set_item(k, v)?;
        }
    }
    Ok(d.unbind())
}

#[pyfunction]
fn reset_stats() {
    if let Ok(s) = session() {
        s.stats.reset();
    }
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
        let code = torchtpu_compiler::cli::run(&argv, &mut std::io::stdout(), &mut std::io::stderr());
        use std::io::Write;
        let _ = std::io::stdout().flush();
        let _ = std::io::stderr().flush();
        code
    })
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("TorchTpuError", py.get_type::<TorchTpuError>())?;
    m.add("UnsupportedError", py.get_type::<UnsupportedError>())?;
    m.add("GraphError", py.get_type::<GraphError>())?;
    m.add("BackendError", py.get_type::<BackendError>())?;
    m.add("InternalError", py.get_type::<InternalError>())?;
    m.add("COMPILER_VERSION", torchtpu_compiler::COMPILER_VERSION)?;
    m.add("GRAPH_FORMAT_VERSION", torchtpu_compiler::graph_format::FORMAT_VERSION)?;
    m.add_class::<Compiled>()?;
    m.add_function(wrap_pyfunction!(init, m)?)?;
    m.add_function(wrap_pyfunction!(is_initialized, m)?)?;
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_function(wrap_pyfunction!(lower, m)?)?;
    m.add_function(wrap_pyfunction!(registered_ops, m)?)?;
    m.add_function(wrap_pyfunction!(stats, m)?)?;
    m.add_function(wrap_pyfunction!(reset_stats, m)?)?;
    m.add_function(wrap_pyfunction!(clear_cache, m)?)?;
    m.add_function(wrap_pyfunction!(cache_info, m)?)?;
    m.add_function(wrap_pyfunction!(cli_main, m)?)?;
    Ok(())
}
