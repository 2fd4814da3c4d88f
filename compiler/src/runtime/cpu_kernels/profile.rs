//! A profile of torchtpu's CPU kernel calls: per kernel and shapes, the calls and the time in
//! their bodies. Off unless `TORCHTPU_KERNEL_PROFILE=1` or [`set_enabled`]
//! (`torchtpu.kernel_profile(enable=True)`); when off, a call costs one relaxed load.
//!
//! It answers "which of the program's kernels takes the time", which `stats()` (one total) does
//! not: docs/performance.md compares its rows with `torch.profiler`'s of eager's step.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Mutex, MutexGuard};

use super::gemm::buffer;
use crate::runtime::xla_ffi::{self as x, CallFrame};

/// 0: not read yet, 1: off, 2: on.
static ENABLED: AtomicU8 = AtomicU8::new(0);

/// One row: the kernel's target, its buffers, calls, nanoseconds in bodies.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub kernel: &'static str,
    pub shapes: String,
    pub calls: u64,
    pub ns: u64,
}

static ROWS: Mutex<Option<HashMap<(&'static str, u64), Row>>> = Mutex::new(None);

fn rows() -> MutexGuard<'static, Option<HashMap<(&'static str, u64), Row>>> {
    ROWS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whether calls are profiled now (the environment is read once, at the first call).
pub fn enabled() -> bool {
    match ENABLED.load(Ordering::Relaxed) {
        0 => {
            let on = std::env::var("TORCHTPU_KERNEL_PROFILE").is_ok_and(|v| matches!(v.trim(), "1" | "true" | "on" | "yes"));
            // Another thread (or `set_enabled`) may have decided first: keep its answer.
            let _ = ENABLED.compare_exchange(0, if on { 2 } else { 1 }, Ordering::Relaxed, Ordering::Relaxed);
            ENABLED.load(Ordering::Relaxed) == 2
        }
        v => v == 2,
    }
}

/// Turns profiling on or off for the rest of the process (rows kept so far stay).
pub fn set_enabled(on: bool) {
    ENABLED.store(if on { 2 } else { 1 }, Ordering::Relaxed);
}

/// Adds one call of `kernel` at `site` (the key `gemm::frame_measures` gives) that took `ns`; its
/// shapes are read from `frame` the first time the pair is seen.
///
/// # Safety
/// `frame` must be XLA's live call frame.
pub(super) unsafe fn record(kernel: &'static str, site: u64, frame: &CallFrame, ns: u64) {
    let mut guard = rows();
    let row = guard.get_or_insert_with(HashMap::new).entry((kernel, site)).or_insert_with(|| Row { kernel, shapes: unsafe { shapes(frame) }, calls: 0, ns: 0 });
    row.calls += 1;
    row.ns = row.ns.saturating_add(ns);
}

/// The rows so far, the most time first; `reset` empties the profile.
pub fn snapshot(reset: bool) -> Vec<Row> {
    let mut guard = rows();
    let mut out: Vec<Row> = guard.as_ref().map(|m| m.values().cloned().collect()).unwrap_or_default();
    if reset {
        *guard = None;
    }
    out.sort_by(|a, b| b.ns.cmp(&a.ns).then_with(|| a.kernel.cmp(b.kernel)).then_with(|| a.shapes.cmp(&b.shapes)));
    out
}

/// The frame's buffers as `f32[8,56,56,64], f32[64] -> f32[...]` (XLA's dims, in memory order).
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn shapes(frame: &CallFrame) -> String {
    let side = |ret: bool| -> Vec<String> {
        let n = if ret { frame.rets.size } else { frame.args.size }.max(0) as usize;
        (0..n)
            .filter_map(|i| match unsafe { buffer(frame, i, ret) } {
                Ok((dtype, _, dims)) => Some(format!("{}{dims:?}", dtype_name(dtype))),
                Err(_) => None,
            })
            .collect()
    };
    format!("{} -> {}", side(false).join(", "), side(true).join(", "))
}

fn dtype_name(dtype: i32) -> String {
    match dtype {
        x::F32 => "f32".to_string(),
        x::F64 => "f64".to_string(),
        other => format!("dtype{other}:"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_enabled_overrides_the_environment_and_snapshots_sort_by_time() {
        set_enabled(true);
        assert!(enabled());
        {
            let mut g = rows();
            let m = g.get_or_insert_with(HashMap::new);
            m.insert(("profile_test_a", 1), Row { kernel: "profile_test_a", shapes: "a".into(), calls: 2, ns: 10 });
            m.insert(("profile_test_b", 2), Row { kernel: "profile_test_b", shapes: "b".into(), calls: 1, ns: 30 });
        }
        let rows: Vec<Row> = snapshot(false).into_iter().filter(|r| r.kernel.starts_with("profile_test")).collect();
        assert_eq!(rows.iter().map(|r| r.kernel).collect::<Vec<_>>(), ["profile_test_b", "profile_test_a"]);
        set_enabled(false);
        assert!(!enabled());
    }
}
