//! Which library runs a float32 matrix product: the BLAS (MKL, from torch's library, as torch's
//! `addmm` calls it) or oneDNN's matmul (through ATen, `torchtpu_aten_sgemm`).
//!
//! MKL dispatches its AVX-512 code only on Intel's CPUs: on a 2-core AMD EPYC with AVX-512 its
//! products run at 150-230 GFLOP/s where oneDNN's reach 400-500 (ResNet-50's 1x1 convolutions,
//! BERT's and GPT-2's layers; docs/performance.md, "Products through oneDNN"). Which is faster
//! depends on the CPU and the shape (oneDNN loses on small products, and on some skinny ones), so
//! in the default mode each product's shape is timed on both, and the faster kept:
//!
//! - products below [`MIN_WORK`] (m * n * k) always run in the BLAS;
//! - the first [`TRIALS`] calls of a shape alternate, oneDNN first (that call, which builds and
//!   compiles oneDNN's kernel, is not counted); then the shape keeps the library whose fastest
//!   counted call was faster, oneDNN only when at least 5% faster;
//! - a shape bucket's product (bounded to its true rows and columns, gemm.rs) is one shape for
//!   every length of the bucket, its trials compared per multiply-add; oneDNN computes it on rows
//!   and columns rounded up to 16, so that the kernels oneDNN makes per shape (1-8 ms each the
//!   first time) are a few per bucket, not one per length;
//! - `TORCHTPU_GEMM=blas` or `onednn` chooses one library for every float32 product (oneDNN only
//!   where it runs: the first use checks it on a small product, and a CPU it refuses keeps the
//!   BLAS).
//!
//! Both compute the same product in float32 with float32 accumulation; their sums differ in
//! order, so results may differ by rounding (as between eager on two CPUs). A shape's choice is
//! fixed after its trials, so later calls of a program are reproducible. Float64 products always
//! run in the BLAS.

use std::collections::HashMap;
use std::ffi::{c_char, CStr};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// Trial times are compared per this many multiply-adds.
const PER_WORK: u128 = 1 << 20;

/// Products of fewer multiply-adds (m * n * k) run in the BLAS: oneDNN's per-call cost is larger
/// (128 x 64 x 128: 177 against 134 GFLOP/s, 128^3 about even, on the AMD EPYC).
pub const MIN_WORK: i64 = 1 << 21;

/// Calls of a shape that try both libraries: oneDNN's first (not counted), then the BLAS and
/// oneDNN in turn.
pub const TRIALS: u8 = 5;

/// Shapes remembered at most; the table starts over past it (shapes that vary without end: a
/// program compiled per exact shape).
const MAX_SHAPES: usize = 4096;

/// Float32 products run by oneDNN, and shapes whose trials ended (`stats()`).
pub static ONEDNN_CALLS: AtomicU64 = AtomicU64::new(0);
pub static SHAPES_CHOSEN: AtomicU64 = AtomicU64::new(0);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lib {
    Blas,
    OneDnn,
}

/// What the environment asks for (`TORCHTPU_GEMM`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Time both per shape (the default).
    Auto,
    Only(Lib),
}

/// `TORCHTPU_GEMM`'s value: `auto` (or unset), `blas` (`mkl`), `onednn`. Anything else is
/// refused when a model is compiled (python: `config.gemm_mode`) and read here as `auto`.
pub fn mode_of(value: Option<&str>) -> Mode {
    match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        Some("blas") | Some("mkl") => Mode::Only(Lib::Blas),
        Some("onednn") | Some("dnnl") => Mode::Only(Lib::OneDnn),
        _ => Mode::Auto,
    }
}

fn mode() -> Mode {
    static MODE: OnceLock<Mode> = OnceLock::new();
    *MODE.get_or_init(|| mode_of(std::env::var("TORCHTPU_GEMM").ok().as_deref()))
}

/// One product's shape, as its key: transposes, batch, sizes, leading dims, whether it adds to the
/// result, whether it runs on one thread, and whether it is bounded (a shape bucket's product,
/// keyed by its buffers' full sizes, whose calls each compute a smaller block).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Shape {
    pub ta: bool,
    pub tb: bool,
    pub batch: i64,
    pub m: i64,
    pub n: i64,
    pub k: i64,
    pub lda: i64,
    pub ldb: i64,
    pub ldc: i64,
    pub accumulate: bool,
    pub one_thread: bool,
    pub bounded: bool,
}

impl Shape {
    fn work(&self) -> i64 {
        self.batch.saturating_mul(self.m).saturating_mul(self.n).saturating_mul(self.k)
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum State {
    Trying { calls: u8, blas_ns: u64, onednn_ns: u64 },
    Chose(Lib),
}

/// The trials so far of each shape, and the choices made.
#[derive(Default)]
struct Table {
    shapes: HashMap<Shape, State>,
}

impl Table {
    /// The library for the next call of `s`, and whether the call is a counted trial.
    fn next(&mut self, s: &Shape) -> (Lib, bool) {
        if self.shapes.len() >= MAX_SHAPES && !self.shapes.contains_key(s) {
            self.shapes.clear();
        }
        match *self.shapes.entry(*s).or_insert(State::Trying { calls: 0, blas_ns: u64::MAX, onednn_ns: u64::MAX }) {
            State::Chose(lib) => (lib, false),
            State::Trying { calls, .. } => (if calls % 2 == 0 { Lib::OneDnn } else { Lib::Blas }, calls > 0),
        }
    }

    /// Records a call of `s` on `lib` that took `ns` (per [`PER_WORK`] multiply-adds: a bounded
    /// shape's calls differ in size); returns the choice when this call ended the trials.
    fn record(&mut self, s: &Shape, lib: Lib, counted: bool, ns: u64) -> Option<Lib> {
        let state = self.shapes.get_mut(s)?;
        let State::Trying { calls, blas_ns, onednn_ns } = state else { return None };
        if counted {
            let best = if lib == Lib::Blas { &mut *blas_ns } else { &mut *onednn_ns };
            *best = (*best).min(ns);
        }
        *calls += 1;
        if *calls < TRIALS {
            return None;
        }
        // oneDNN only when clearly faster: a tie keeps the library torch's `addmm` calls.
        let lib = if u128::from(*onednn_ns) * 100 < u128::from(*blas_ns) * 95 { Lib::OneDnn } else { Lib::Blas };
        *state = State::Chose(lib);
        Some(lib)
    }
}

static TABLE: Mutex<Option<Table>> = Mutex::new(None);

fn with_table<R>(f: impl FnOnce(&mut Table) -> R) -> R {
    let mut g = TABLE.lock().unwrap_or_else(|e| e.into_inner());
    f(g.get_or_insert_with(Table::default))
}

/// Whether oneDNN's product runs in this process: the kernels are loaded with it, and a 32 x 32
/// x 32 product of ones comes out as 32s (checked once, after the kernels are loaded;
/// `device.runtime_info()["onednn_products"]`).
pub fn onednn_works() -> bool {
    if super::aten::sgemm_fn().is_none() {
        return false;
    }
    static WORKS: OnceLock<bool> = OnceLock::new();
    *WORKS.get_or_init(|| {
        const N: usize = 32;
        let (a, b) = (vec![1.0f32; N * N], vec![1.0f32; N * N]);
        let mut c = vec![0.0f32; N * N];
        // SAFETY: the buffers hold N x N float32 each, rows N apart.
        let ok = unsafe { onednn(false, false, N as i64, N as i64, N as i64, a.as_ptr(), N as i64, b.as_ptr(), N as i64, c.as_mut_ptr(), N as i64, 0.0, 1) };
        ok.is_ok() && c.iter().all(|&v| v == N as f32)
    })
}

/// Runs `c = op(a) @ op(b) + beta * c` through oneDNN (see `torchtpu_aten_sgemm`); `threads` 0
/// leaves the thread's OpenMP count.
///
/// # Safety
/// The pointers must be valid for the matrices they describe.
#[allow(clippy::too_many_arguments)]
pub(super) unsafe fn onednn(
    ta: bool, tb: bool, m: i64, n: i64, k: i64, a: *const f32, lda: i64, b: *const f32, ldb: i64, c: *mut f32, ldc: i64, beta: f32, threads: i32,
) -> Result<(), String> {
    let f = super::aten::sgemm_fn().ok_or_else(|| "torchtpu's ATen kernels with oneDNN's product are not loaded".to_string())?;
    let mut err = vec![0 as c_char; 1024];
    let rc = f(i32::from(ta), i32::from(tb), m, n, k, a, lda, b, ldb, c, ldc, beta, threads, err.as_mut_ptr(), err.len());
    if rc != 0 {
        return Err(format!("oneDNN's matrix product raised: {}", CStr::from_ptr(err.as_ptr()).to_string_lossy()));
    }
    Ok(())
}

/// Runs one float32 product of shape `s`, of `work` multiply-adds (less than the shape's when
/// bounded), on the library chosen for it: `blas()` or `onednn()`, timing the trials (see the
/// module docs).
pub(super) fn run(s: &Shape, work: i64, blas: &mut dyn FnMut(), onednn: &mut dyn FnMut() -> Result<(), String>) -> Result<(), String> {
    let (lib, counted, tuning) = match mode() {
        Mode::Only(Lib::Blas) => (Lib::Blas, false, false),
        Mode::Only(Lib::OneDnn) => (if onednn_works() { Lib::OneDnn } else { Lib::Blas }, false, false),
        Mode::Auto if s.work() < MIN_WORK || !onednn_works() => (Lib::Blas, false, false),
        Mode::Auto => {
            let (lib, counted) = with_table(|t| t.next(s));
            (lib, counted, true)
        }
    };
    let t = Instant::now();
    match lib {
        Lib::Blas => blas(),
        Lib::OneDnn => {
            ONEDNN_CALLS.fetch_add(1, Ordering::Relaxed);
            onednn()?
        }
    }
    if tuning {
        let ns = (t.elapsed().as_nanos() * PER_WORK / (work.max(1) as u128)).min(u128::from(u64::MAX)) as u64;
        if with_table(|t| t.record(s, lib, counted, ns)).is_some() {
            SHAPES_CHOSEN.fetch_add(1, Ordering::Relaxed);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(m: i64) -> Shape {
        Shape { ta: false, tb: true, batch: 1, m, n: 1024, k: 1024, lda: 1024, ldb: 1024, ldc: 1024, accumulate: false, one_thread: false, bounded: false }
    }

    #[test]
    fn trials_alternate_then_keep_the_faster_library() {
        let mut t = Table::default();
        let s = shape(512);
        let mut order = vec![];
        for ns in [9_000, 2_000, 1_000, 2_100, 1_100] {
            let (lib, counted) = t.next(&s);
            order.push((lib, counted));
            t.record(&s, lib, counted, ns);
        }
        use Lib::*;
        assert_eq!(order, [(OneDnn, false), (Blas, true), (OneDnn, true), (Blas, true), (OneDnn, true)]);
        assert_eq!(t.next(&s), (OneDnn, false));
        // Another shape where the BLAS is faster, and one where they tie: both keep the BLAS.
        for (m, times) in [(256, [9_000, 1_000, 2_000, 1_000, 2_000]), (128, [9_000, 1_000, 980, 1_000, 990])] {
            let s = shape(m);
            for ns in times {
                let (lib, counted) = t.next(&s);
                t.record(&s, lib, counted, ns);
            }
            assert_eq!(t.next(&s), (Blas, false), "m = {m}");
        }
    }

    #[test]
    fn the_first_onednn_call_is_not_counted() {
        let mut t = Table::default();
        let s = shape(64);
        // oneDNN's first call is fast by accident, its counted ones slow: the BLAS is kept.
        for ns in [10, 1_000, 5_000, 1_000, 5_000] {
            let (lib, counted) = t.next(&s);
            t.record(&s, lib, counted, ns);
        }
        assert_eq!(t.next(&s), (Lib::Blas, false));
    }

    #[test]
    fn the_environment_names_a_library_or_leaves_the_choice() {
        assert_eq!(mode_of(None), Mode::Auto);
        assert_eq!(mode_of(Some("auto")), Mode::Auto);
        assert_eq!(mode_of(Some(" MKL ")), Mode::Only(Lib::Blas));
        assert_eq!(mode_of(Some("blas")), Mode::Only(Lib::Blas));
        assert_eq!(mode_of(Some("onednn")), Mode::Only(Lib::OneDnn));
    }
}
