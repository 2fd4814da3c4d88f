//! The Python side of the resident-buffer cache (`torchtpu_compiler::runtime::resident_cache`):
//! the weak-reference callback that forgets a cached tensor's memory when the tensor dies.

use pyo3::prelude::*;

use torchtpu_compiler::runtime::resident_cache;

/// The weak-reference callback of a cached tensor: forgets its memory when the tensor dies.
#[pyclass(frozen, module = "torchtpu._native")]
pub(crate) struct ForgetResident {
    pub(crate) ptr: usize,
}

#[pymethods]
impl ForgetResident {
    fn __call__(&self, _dead: &Bound<'_, PyAny>) {
        resident_cache::forget(self.ptr);
    }
}
