//! The resident-buffer cache: parameters and buffers of a model keep their PJRT input buffer from
//! one call to the next while they do not change (docs/performance.md, "Resident weights"). The
//! pyo3 layer finds a tensor's data pointer and version and hands over what must stay alive with
//! the buffer (the tensor's storage, and a weak reference whose callback calls [`forget`]).
//!
//! An entry is found by the tensor's data pointer, type, shape and version counter
//! (`tensor._version`, which every in-place op bumps, an optimizer step included), so an updated
//! weight gets a new buffer. It holds the tensor's storage (so its memory cannot be freed, and no
//! other tensor can be allocated at that address, while the buffer exists) and a weak reference to
//! the tensor whose callback drops the entry when the tensor dies. At most [`MAX_ENTRIES`] entries
//! are kept (the oldest go first). Inputs a graph donates are never served from the cache, and
//! their entries are dropped (XLA writes their memory).
//!
//! A buffer is cached the second time a call sees the tensor at the same version (`seen`), not the
//! first: in training every weight changes between two forwards (the optimizer step), and caching
//! it would only add work to every call.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use std::any::Any;
use std::sync::atomic::Ordering;

use super::resident::ResidentBuffer;
use super::spec::ArgSpec;
use super::transfer_stats::TRANSFER_STATS;

/// The most entries kept; beyond it the oldest are dropped.
pub const MAX_ENTRIES: usize = 4096;

/// One cached buffer. Fields drop in order: the buffer (destroyed, PJRT lets go of the memory)
/// before what keeps the memory alive.
pub struct Entry {
    pub buffer: Arc<ResidentBuffer>,
    version: i64,
    serial: u64,
    _keep_alive: Box<dyn Any + Send + Sync>,
}

#[derive(Default)]
struct Cache {
    /// The last (type and shape, version) seen at each data pointer, cached or not.
    seen: HashMap<usize, (ArgSpec, i64)>,
    by_ptr: HashMap<usize, Vec<Arc<Entry>>>,
    /// (data pointer, serial) in insertion order, for dropping the oldest.
    order: VecDeque<(usize, u64)>,
    serial: u64,
    len: usize,
}

static CACHE: Mutex<Option<Cache>> = Mutex::new(None);

fn with_cache<T>(f: impl FnOnce(&mut Cache) -> T) -> T {
    let mut guard = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    f(guard.get_or_insert_with(Cache::default))
}

/// The entry for memory at `ptr` of `spec` at `version`, if cached.
/// A hit counts in `resident_hits`.
pub fn lookup(ptr: usize, spec: &ArgSpec, version: i64) -> Option<Arc<Entry>> {
    let hit = with_cache(|c| c.by_ptr.get(&ptr)?.iter().find(|e| e.version == version && e.buffer.spec() == spec).cloned());
    if hit.is_some() {
        TRANSFER_STATS.resident_hits.fetch_add(1, Ordering::Relaxed);
    }
    hit
}

/// Records that a call saw memory at `ptr` of `spec` at `version`; true when the previous call
/// that saw it saw the same (so the tensor did not change in between, and is worth caching).
pub fn seen_unchanged(ptr: usize, spec: &ArgSpec, version: i64) -> bool {
    with_cache(|c| {
        if let Some((s, v)) = c.seen.get(&ptr) {
            if s == spec && *v == version {
                return true;
            }
        }
        if c.seen.len() >= 4 * MAX_ENTRIES {
            c.seen.clear();
        }
        c.seen.insert(ptr, (spec.clone(), version));
        false
    })
}

/// Caches `buffer` for the memory at `ptr` at `version`, with `keep_alive` (what owns the memory:
/// dropped after the buffer), replacing entries of the same memory and type at other versions.
pub fn insert(ptr: usize, buffer: Arc<ResidentBuffer>, version: i64, keep_alive: Box<dyn Any + Send + Sync>) -> Arc<Entry> {
    let mut dropped: Vec<Arc<Entry>> = Vec::new();
    let entry = with_cache(|c| {
        c.serial += 1;
        let e = Arc::new(Entry { buffer, version, serial: c.serial, _keep_alive: keep_alive });
        let list = c.by_ptr.entry(ptr).or_default();
        let before = list.len();
        let spec = e.buffer.spec().clone();
        list.retain(|old| {
            let keep = old.buffer.spec() != &spec;
            if !keep {
                dropped.push(old.clone());
            }
            keep
        });
        c.len -= before - list.len();
        list.push(e.clone());
        c.len += 1;
        c.order.push_back((ptr, e.serial));
        while c.len > MAX_ENTRIES {
            let Some((p, serial)) = c.order.pop_front() else { break };
            if let Some(list) = c.by_ptr.get_mut(&p) {
                if let Some(i) = list.iter().position(|x| x.serial == serial) {
                    dropped.push(list.remove(i));
                    c.len -= 1;
                }
                if list.is_empty() {
                    c.by_ptr.remove(&p);
                }
            }
        }
        // `order` also holds serials of entries already replaced or forgotten: compact it when it
        // grows well past the live entries.
        if c.order.len() > 2 * MAX_ENTRIES {
            let live: std::collections::HashSet<u64> = c.by_ptr.values().flatten().map(|e| e.serial).collect();
            c.order.retain(|(_, s)| live.contains(s));
        }
        e
    });
    // Dropped outside the lock: releasing what keeps memory alive may run other code (Python).
    drop(dropped);
    entry
}

/// Drops every entry over memory at `ptr` (a donated input, or a tensor that died).
pub fn forget(ptr: usize) {
    let dropped = with_cache(|c| {
        c.seen.remove(&ptr);
        let list = c.by_ptr.remove(&ptr).unwrap_or_default();
        c.len -= list.len();
        list
    });
    drop(dropped);
}

/// Drops every entry.
pub fn clear() {
    let dropped = with_cache(|c| {
        c.len = 0;
        c.order.clear();
        c.seen.clear();
        std::mem::take(&mut c.by_ptr)
    });
    drop(dropped);
}

pub fn len() -> usize {
    with_cache(|c| c.len)
}

