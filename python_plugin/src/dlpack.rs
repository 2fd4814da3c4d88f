//! Handing a `DLManagedTensor` (torchtpu_compiler::runtime::dlpack) to torch as a `"dltensor"`
//! capsule: the tensor then owns the PJRT buffer and reads its memory in place.

use pyo3::ffi as pyffi;
use pyo3::prelude::*;

use torchtpu_compiler::runtime::dlpack::DLManagedTensor;

unsafe extern "C" fn dltensor_capsule_destructor(capsule: *mut pyffi::PyObject) {
    // Consumed capsules are renamed (`used_dltensor`) by torch, which then owns the tensor.
    // SAFETY: `capsule` is a live capsule (Python calls this from its deallocator); the name is static.
    unsafe {
        if pyffi::PyCapsule_IsValid(capsule, c"dltensor".as_ptr()) == 1 {
            let p = pyffi::PyCapsule_GetPointer(capsule, c"dltensor".as_ptr()).cast::<DLManagedTensor>();
            if !p.is_null() {
                if let Some(deleter) = (*p).deleter {
                    deleter(p);
                }
            }
        }
    }
}

/// The torch tensor over `managed` (`from_dlpack` is `torch._C._from_dlpack`). `managed` is
/// consumed on every path: by torch, or freed here when the capsule cannot be made.
pub(crate) fn to_torch<'py>(py: Python<'py>, from_dlpack: &Bound<'py, PyAny>, managed: *mut DLManagedTensor) -> PyResult<Bound<'py, PyAny>> {
    // SAFETY: `managed` is a valid DLManagedTensor; the name is a static C string.
    let capsule = unsafe { pyffi::PyCapsule_New(managed.cast(), c"dltensor".as_ptr(), Some(dltensor_capsule_destructor)) };
    if capsule.is_null() {
        // SAFETY: not handed to anyone: free it here, once.
        unsafe {
            if let Some(d) = (*managed).deleter {
                d(managed)
            }
        }
        return Err(PyErr::fetch(py));
    }
    // SAFETY: `PyCapsule_New` returned a new reference.
    let capsule = unsafe { Bound::from_owned_ptr(py, capsule) };
    from_dlpack.call1((capsule,))
}
