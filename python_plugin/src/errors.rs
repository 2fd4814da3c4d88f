//! torchtpu's Python exception classes, and the conversion of the compiler's errors (and of
//! panics: never an abort across FFI) into them.

use std::panic::{catch_unwind, AssertUnwindSafe};

use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyRuntimeError};
use pyo3::intern;
use pyo3::prelude::*;

use torchtpu_compiler::{Error, ErrorKind};

create_exception!(_native, TorchTpuError, PyException, "Base class of torchtpu's errors.");
create_exception!(_native, UnsupportedError, TorchTpuError, "The graph uses an op (or variant) without a lowering rule.");
create_exception!(_native, GraphError, TorchTpuError, "The serialized graph or a runtime argument is malformed.");
create_exception!(_native, BackendError, TorchTpuError, "The PJRT plugin or XLA failed.");
create_exception!(_native, InternalError, TorchTpuError, "A bug in torchtpu.");
create_exception!(
    _native,
    CheckError,
    PyRuntimeError,
    "A run-time check failed where eager PyTorch raises: an index out of range, an integer division by zero \
     (docs/runtime-checks.md). Not a TorchTpuError: the graph compiled and ran; its input was bad."
);

/// The compiler's error as a Python exception of its kind's class, carrying the error's fields as
/// attributes: `code` (`"NoRule"`, `"NotPadSafe"`, ...), `node` and `op` (`None` where the error
/// has none). Python decides on these, never on the message text.
pub(crate) fn to_py(e: Error) -> PyErr {
    let msg = e.to_string();
    let err = match e.kind() {
        ErrorKind::Unsupported => UnsupportedError::new_err(msg),
        ErrorKind::InvalidGraph => GraphError::new_err(msg),
        ErrorKind::Backend | ErrorKind::Io => BackendError::new_err(msg),
        ErrorKind::Internal => InternalError::new_err(msg),
    };
    // Errors are often made with the GIL released (inside `py.detach`): take it for the fields.
    Python::attach(|py| {
        let v = err.value(py);
        let _ = v.setattr(intern!(py, "code"), e.code().as_str());
        let _ = v.setattr(intern!(py, "node"), e.node());
        let _ = v.setattr(intern!(py, "op"), e.op());
        if e.kind() == ErrorKind::Unsupported {
            if let Ok(all) = refusals_of(py, &e) {
                let _ = v.setattr(intern!(py, "refusals"), all);
            }
        }
    });
    err
}

/// One node the compiler refused: `code` (`"NoRule"` or `"UnsupportedArgs"`, ...), `node`, `op`
/// and the `message`. A compile returns all of them at once (`CompileOutcome.refusals`, and an
/// `UnsupportedError`'s `refusals`), so that a partial graph is split in one round.
#[pyclass(frozen, get_all, module = "torchtpu._native")]
pub(crate) struct Refusal {
    code: &'static str,
    node: Option<String>,
    op: Option<String>,
    message: String,
}

#[pymethods]
impl Refusal {
    fn __repr__(&self) -> String {
        format!("Refusal({}, node={:?}, op={:?})", self.code, self.node, self.op)
    }
}

/// The refusals `e` stands for ([`Error::refusals`]), as Python objects.
pub(crate) fn refusals_of(py: Python<'_>, e: &Error) -> PyResult<Vec<Py<Refusal>>> {
    e.refusals()
        .into_iter()
        .map(|r| {
            Py::new(
                py,
                Refusal { code: r.code().as_str(), node: r.node().map(String::from), op: r.op().map(String::from), message: r.to_string() },
            )
        })
        .collect()
}

/// Runs `f`, turning a panic into `InternalError`.
pub(crate) fn guarded<T>(what: &str, f: impl FnOnce() -> Result<T, Error>) -> PyResult<T> {
    guarded_map(what, f, to_py)
}

/// [`guarded`], with `map` turning `f`'s errors into Python exceptions.
pub(crate) fn guarded_map<T>(what: &str, f: impl FnOnce() -> Result<T, Error>, map: impl FnOnce(Error) -> PyErr) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r.map_err(map),
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
