//! Views of a model's parameters and buffers kept from one call to the next on the CUDA plugin
//! (`TORCHTPU_CUDA_VIEW_CACHE`, docs/gpu.md "CUDA tensors in and out").
//!
//! A call on CUDA tensors makes a PJRT view of each input's memory (`cuda_streams::view`). For a
//! parameter that is the same memory at every call, so its view is kept: the next call passes the
//! kept PJRT buffer instead of making another (a PJRT call, a definition event, and a stream wait
//! per input at launch). A view reads the memory as it is when XLA runs, so an optimizer step
//! that updates the weight in place needs no new view.
//!
//! Stream order stays as for fresh views: every call makes at least one view afresh on XLA's
//! stream after that stream waited for torch's (`compiled/cuda.rs`), and XLA's execution waits for
//! its definition event, so for everything torch queued before the call, writes to kept
//! parameters included.
//!
//! An entry is found by the memory's address and the input's type and shape, and only for
//! contiguous tensors the graph marks resident and does not donate. It keeps the tensor's storage
//! (so the memory cannot be freed or reused while the view exists, nor while an execution reads
//! it) and a weak reference to the tensor whose callback drops the entry when that tensor dies.
//! A tensor seen at another address than its entry's (`param.data = ...`, `model.to(...)`) drops
//! that entry, so the old memory is let go at the next call. A view is kept the second time a call
//! sees the memory, not the first (activations are new memory at each call). At most
//! [`MAX_VIEWS`] are kept; past that the cache starts again empty.

use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use pyo3::prelude::*;

use torchtpu_compiler::runtime::{ArgSpec, OwnedBuffer, TRANSFER_STATS};

/// The most views kept.
pub(crate) const MAX_VIEWS: usize = 4096;

struct Kept {
    spec: ArgSpec,
    /// The tensor whose death drops the entry (its address, for the weak reference's callback).
    object: usize,
    view: Arc<OwnedBuffer>,
    /// The weak reference (with its callback); dropped with the entry.
    _weak: Py<PyAny>,
}

#[derive(Default)]
struct Views {
    kept: HashMap<usize, Kept>,
    /// The address each tensor's entry is kept at, by the tensor's address.
    by_object: HashMap<usize, usize>,
    /// Addresses seen once (with the type and shape), not yet kept.
    seen: HashMap<usize, ArgSpec>,
}

static VIEWS: Mutex<Option<Views>> = Mutex::new(None);

fn with_views<T>(f: impl FnOnce(&mut Views) -> T) -> T {
    let mut guard = VIEWS.lock().unwrap_or_else(|e| e.into_inner());
    f(guard.get_or_insert_with(Views::default))
}

/// The kept view of memory at `ptr` of `spec`, if any (a hit counts in `resident_hits`), for
/// tensor `object` (its address): an entry the tensor made at another address is dropped.
pub(crate) fn lookup(ptr: usize, spec: &ArgSpec, object: usize) -> Option<Arc<OwnedBuffer>> {
    let (hit, stale) = with_views(|v| {
        let stale = match v.by_object.get(&object) {
            Some(&old) if old != ptr => {
                v.by_object.remove(&object);
                v.seen.remove(&old);
                v.kept.remove(&old)
            }
            _ => None,
        };
        (v.kept.get(&ptr).filter(|k| &k.spec == spec).map(|k| k.view.clone()), stale)
    });
    // Dropped outside the lock: releasing a view may run other code (Python, through PJRT).
    drop(stale);
    if hit.is_some() {
        TRANSFER_STATS.resident_hits.fetch_add(1, Ordering::Relaxed);
    }
    hit
}

/// Records that a call saw memory at `ptr` of `spec`; true when a call saw it before (so it is
/// worth keeping a view of).
pub(crate) fn seen_before(ptr: usize, spec: &ArgSpec) -> bool {
    with_views(|v| {
        if v.seen.get(&ptr) == Some(spec) {
            return true;
        }
        if v.seen.len() >= 4 * MAX_VIEWS {
            v.seen.clear();
        }
        v.seen.insert(ptr, spec.clone());
        false
    })
}

/// Keeps `view` of tensor `t` (memory at `ptr`, of `spec`), replacing what was kept there.
/// `weakref` is Python's `weakref.ref`.
pub(crate) fn keep(py: Python<'_>, weakref: &Bound<'_, PyAny>, t: &Bound<'_, PyAny>, ptr: usize, spec: &ArgSpec, view: Arc<OwnedBuffer>) -> PyResult<()> {
    let object = t.as_ptr() as usize;
    let forget = Bound::new(py, ForgetView { ptr, object })?;
    let weak = weakref.call1((t, forget))?.unbind();
    let dropped = with_views(|v| {
        let mut dropped: Vec<Kept> = Vec::new();
        if v.kept.len() >= MAX_VIEWS {
            dropped.extend(v.kept.drain().map(|(_, k)| k));
            v.by_object.clear();
        }
        if let Some(old) = v.kept.insert(ptr, Kept { spec: spec.clone(), object, view, _weak: weak }) {
            if old.object != object {
                v.by_object.remove(&old.object);
            }
            dropped.push(old);
        }
        if let Some(before) = v.by_object.insert(object, ptr).filter(|&before| before != ptr) {
            dropped.extend(v.kept.remove(&before));
        }
        dropped
    });
    // Dropped outside the lock: releasing a view may run other code (Python, through PJRT).
    drop(dropped);
    Ok(())
}

/// Drops the entry at `ptr` if tensor `object` made it (its weak reference's callback).
fn forget(ptr: usize, object: usize) {
    let dropped = with_views(|v| {
        v.seen.remove(&ptr);
        if v.by_object.get(&object) == Some(&ptr) {
            v.by_object.remove(&object);
        }
        match v.kept.get(&ptr) {
            Some(k) if k.object == object => v.kept.remove(&ptr),
            _ => None,
        }
    });
    drop(dropped);
}

/// Drops every kept view (`torchtpu.reset()`, and the tests).
pub(crate) fn clear() {
    let dropped = with_views(|v| {
        v.seen.clear();
        v.by_object.clear();
        std::mem::take(&mut v.kept)
    });
    drop(dropped);
}

/// How many views are kept.
pub(crate) fn len() -> usize {
    with_views(|v| v.kept.len())
}

/// The weak-reference callback of a tensor whose view is kept: drops the entry when it dies.
#[pyclass(frozen, module = "torchtpu._native")]
pub(crate) struct ForgetView {
    ptr: usize,
    object: usize,
}

#[pymethods]
impl ForgetView {
    fn __call__(&self, _dead: &Bound<'_, PyAny>) {
        forget(self.ptr, self.object);
    }
}
