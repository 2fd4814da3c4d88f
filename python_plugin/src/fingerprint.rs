//! `storage_fingerprint(tensor)`: the tensor's storage found through Python, fingerprinted by
//! `torchtpu_compiler::runtime::fingerprint`.

use pyo3::intern;
use pyo3::prelude::*;

use torchtpu_compiler::runtime::fingerprint::fingerprint;

/// The fingerprint of tensor `t`'s whole storage; `None` for a tensor that is not on the CPU
/// (its memory is not readable here).
#[pyfunction]
pub fn storage_fingerprint(py: Python<'_>, t: &Bound<'_, PyAny>) -> PyResult<Option<u64>> {
    if !t.getattr(intern!(py, "is_cpu"))?.is_truthy()? {
        return Ok(None);
    }
    let storage = t.call_method0(intern!(py, "untyped_storage"))?;
    let ptr: usize = storage.call_method0(intern!(py, "data_ptr"))?.extract()?;
    let bytes: usize = storage.call_method0(intern!(py, "nbytes"))?.extract()?;
    if ptr == 0 || bytes == 0 {
        return Ok(Some(0));
    }
    // SAFETY: a live CPU storage (held by `t` for the duration of this call) spans `bytes`
    // readable bytes from `ptr`.
    Ok(Some(unsafe { fingerprint(ptr as *const u8, bytes) }))
}

