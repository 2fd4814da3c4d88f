//! Matrix products on the CPU plugin through a tuned BLAS: the `torchtpu_gemm_{nn,nt,tn,tt}`
//! custom calls.
//!
//! XLA's CPU code for dense products is about 1.6x slower than the MKL kernels eager PyTorch
//! calls, at equal cores (docs/performance.md). The BLAS torch already loaded (its
//! `libtorch_cpu.so` exports MKL's Fortran `sgemm_`/`dgemm_`) is opened by path
//! ([`load_blas`]) and each large `stablehlo.dot_general` becomes a custom call to one of the
//! handlers here (emit/gemm.rs decides which). XLA fuses everything around it as before.
//!
//! The call: operands `a` [Ba, M, K] (or [Ba, K, M] when `a` is transposed, `t?`) and `b`
//! [Bb, K, N] (or [Bb, N, K], `?t`), result [B, M, N] with Ba and Bb dividing B (product `i`
//! reads `a[i % Ba]` and `b[i % Bb]`), all row-major (the custom call's layouts
//! say so), float32 or float64. An optional third operand, s64[3] `[b, m, n]`, bounds the work to
//! the leading `b` products and, in each, the leading `m x n` block of the result: a product in
//! a graph padded to a shape bucket, whose rows or columns past the true extent are padding
//! (passes/bucket_shapes). The rest of the result is left unwritten: the bucketing pass masks
//! padded positions (with `select`) wherever they could reach a true one, so their values never
//! matter, and pages nobody writes cost no page faults.
//!
//! `torchtpu_gemm_{nn,nt,tn,tt}_bias` take a bias between `b` and the bound: a vector of the
//! result's dtype with one element per column (N), added to every row of every product, as
//! torch's `addmm` does (the rows are filled with the bias, then the BLAS adds the product to them
//! with `beta = 1`). A `Linear` layer's bias add is then no separate pass over the result, and a
//! program of nothing but such products and torch's kernels runs inline on its caller
//! (docs/performance.md). `torchtpu_gemm_{nn,nt,tn,tt}_add` and `..._bias_add` take an addend
//! of the result's type after the bias (if any): each row starts from the addend's row (plus the
//! bias) and the BLAS adds the product, `addmm` with a full-size `input`, which
//! passes/product_sums.rs makes of a residual connection or a gradient sum. The handler checks ranks, dims and dtypes and returns an XLA
//! error for anything else, or when no BLAS is loaded in this process (an executable from a disk
//! cache run by a process without torch): never a crash.

use std::ffi::{c_char, c_void};
use std::path::Path;
use std::cell::Cell;
use std::sync::OnceLock;

use super::gemm_choice::{self, Shape};

use crate::runtime::xla_ffi::{self as x, CallFrame};

type SgemmFn = unsafe extern "C" fn(
    *const c_char, *const c_char, *const i32, *const i32, *const i32,
    *const f32, *const f32, *const i32, *const f32, *const i32,
    *const f32, *mut f32, *const i32,
);
type DgemmFn = unsafe extern "C" fn(
    *const c_char, *const c_char, *const i32, *const i32, *const i32,
    *const f64, *const f64, *const i32, *const f64, *const i32,
    *const f64, *mut f64, *const i32,
);

/// The BLAS entry points, and the library that keeps them mapped.
pub(super) struct Blas {
    sgemm: SgemmFn,
    dgemm: DgemmFn,
    /// MKL's per-thread thread count, when the library has it (see [`Blas::threads_here`]).
    set_local_threads: Option<SetLocalThreadsFn>,
    /// MKL's batched products, when the library has them: one call for a whole batch, which
    /// MKL splits between its threads by matrix (a loop of small products cannot use them).
    sgemm_batch: Option<GemmBatchFn<f32>>,
    dgemm_batch: Option<GemmBatchFn<f64>>,
    path: String,
    _library: libloading::Library,
}

/// MKL's `cblas_?gemm_batch` (group API, 32-bit ints): layout, per-group transposes, sizes,
/// alphas, pointer arrays with leading dimensions, betas, group count and sizes.
type GemmBatchFn<T> = unsafe extern "C" fn(
    i32, *const i32, *const i32, *const i32, *const i32, *const i32,
    *const T, *const *const T, *const i32, *const *const T, *const i32,
    *const T, *const *mut T, *const i32, i32, *const i32,
);

/// `mkl_set_num_threads_local`, as torch's library exports it: at the address of the Fortran
/// form, so the count is passed by pointer (a plain int is read as an address).
type SetLocalThreadsFn = unsafe extern "C" fn(*const i32) -> i32;

impl Blas {
    /// Sets the BLAS's thread count for calls made on this thread: `n`, or 0 for torch's global
    /// setting again. Returns whether the library has the setting.
    fn threads_here(&self, n: i32) -> bool {
        // SAFETY: MKL reads the count through the pointer during the call; the setting affects
        // only the calling thread.
        self.set_local_threads.map(|f| unsafe { f(&n) }).is_some()
    }
}

static BLAS: OnceLock<Blas> = OnceLock::new();

/// Kernel calls running now. XLA may run two independent kernel calls of one program on its
/// two worker threads at once; each would start the BLAS's full thread team (all cores), twice
/// as many threads as cores. A call that starts while another runs uses one BLAS thread.
static ACTIVE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Counts a kernel call in [`ACTIVE`] for as long as it lives.
pub(super) struct Running;

impl Running {
    /// Enters a call; returns the guard and how many other calls were running (at least one
    /// more when the call must use one thread: [`kernel_host::on_one_thread`](crate::runtime::kernel_host)).
    pub(super) fn enter() -> (Running, usize) {
        let others = ACTIVE.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        (Running, others + usize::from(crate::runtime::kernel_host::on_one_thread()))
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        ACTIVE.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Opens the BLAS at `path` (torch's `libtorch_cpu.so`, already mapped in a torch process) for
/// the gemm handlers. Once per process: a later call with another path keeps the first library.
/// Returns the path in use.
pub fn load_blas(path: &Path) -> crate::Result<String> {
    if let Some(b) = BLAS.get() {
        return Ok(b.path.clone());
    }
    let failed = |m: String| crate::Error::PluginLoad { path: path.to_path_buf(), message: m };
    // SAFETY: loading a shared library runs its initializers; torch's library is already loaded
    // in the processes that call this (the call only takes a reference), and is never unloaded.
    let library = unsafe { libloading::Library::new(path) }.map_err(|e| failed(format!("cannot open the BLAS library: {e}")))?;
    // SAFETY: the symbols are the reference BLAS Fortran interface, whose signatures are above.
    let (sgemm, dgemm) = unsafe {
        let s = *library.get::<SgemmFn>(b"sgemm_\0").map_err(|e| failed(format!("no `sgemm_` in it: {e}")))?;
        let d = *library.get::<DgemmFn>(b"dgemm_\0").map_err(|e| failed(format!("no `dgemm_` in it: {e}")))?;
        (s, d)
    };
    // SAFETY: see `SetLocalThreadsFn`.
    let set_local_threads = unsafe { library.get::<SetLocalThreadsFn>(b"mkl_set_num_threads_local_\0").ok().map(|f| *f) };
    // SAFETY: MKL's C batch interface, whose signature is `GemmBatchFn`.
    let (sgemm_batch, dgemm_batch) = unsafe {
        (
            library.get::<GemmBatchFn<f32>>(b"cblas_sgemm_batch\0").ok().map(|f| *f),
            library.get::<GemmBatchFn<f64>>(b"cblas_dgemm_batch\0").ok().map(|f| *f),
        )
    };
    let b = Blas { sgemm, dgemm, set_local_threads, sgemm_batch, dgemm_batch, path: path.display().to_string(), _library: library };
    let b = BLAS.get_or_init(|| b);
    super::super::kernel_host::kernels_loaded(&b._library);
    let path = b.path.clone();
    Ok(path)
}

/// The path of the BLAS in use, if one was loaded.
pub fn blas_path() -> Option<String> {
    BLAS.get().map(|b| b.path.clone())
}

/// The custom-call target for a product whose operands are transposed as given.
pub fn target(trans_a: bool, trans_b: bool) -> &'static str {
    match (trans_a, trans_b) {
        (false, false) => "torchtpu_gemm_nn",
        (false, true) => "torchtpu_gemm_nt",
        (true, false) => "torchtpu_gemm_tn",
        (true, true) => "torchtpu_gemm_tt",
    }
}

/// The custom-call target for a product plus a bias per column (see the module docs).
pub fn target_bias(trans_a: bool, trans_b: bool) -> &'static str {
    match (trans_a, trans_b) {
        (false, false) => "torchtpu_gemm_nn_bias",
        (false, true) => "torchtpu_gemm_nt_bias",
        (true, false) => "torchtpu_gemm_tn_bias",
        (true, true) => "torchtpu_gemm_tt_bias",
    }
}

/// The custom-call target for a product plus an addend of the result's type, and a bias per
/// column when `bias` (see the module docs).
pub fn target_add(trans_a: bool, trans_b: bool, bias: bool) -> &'static str {
    match (trans_a, trans_b, bias) {
        (false, false, false) => "torchtpu_gemm_nn_add",
        (false, true, false) => "torchtpu_gemm_nt_add",
        (true, false, false) => "torchtpu_gemm_tn_add",
        (true, true, false) => "torchtpu_gemm_tt_add",
        (false, false, true) => "torchtpu_gemm_nn_bias_add",
        (false, true, true) => "torchtpu_gemm_nt_bias_add",
        (true, false, true) => "torchtpu_gemm_tn_bias_add",
        (true, true, true) => "torchtpu_gemm_tt_bias_add",
    }
}

/// Every gemm target and its handler, for registration.
pub fn handlers() -> [(&'static str, x::Handler); 16] {
    [
        (target(false, false), handler::<false, false, false, false>),
        (target(false, true), handler::<false, true, false, false>),
        (target(true, false), handler::<true, false, false, false>),
        (target(true, true), handler::<true, true, false, false>),
        (target_bias(false, false), handler::<false, false, true, false>),
        (target_bias(false, true), handler::<false, true, true, false>),
        (target_bias(true, false), handler::<true, false, true, false>),
        (target_bias(true, true), handler::<true, true, true, false>),
        (target_add(false, false, false), handler::<false, false, false, true>),
        (target_add(false, true, false), handler::<false, true, false, true>),
        (target_add(true, false, false), handler::<true, false, false, true>),
        (target_add(true, true, false), handler::<true, true, false, true>),
        (target_add(false, false, true), handler::<false, false, true, true>),
        (target_add(false, true, true), handler::<false, true, true, true>),
        (target_add(true, false, true), handler::<true, false, true, true>),
        (target_add(true, true, true), handler::<true, true, true, true>),
    ]
}

/// The BLAS dims must fit the LP64 interface's 32-bit ints.
pub const MAX_DIM: i64 = i32::MAX as i64;

/// One rank-3 buffer of the call.
struct View {
    dtype: i32,
    data: *mut c_void,
    dims: [i64; 3],
}

/// Operand `i` (or the result, `ret`) of the frame, checked to be rank 3 with dims in the BLAS's
/// 32-bit range.
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn view(frame: &CallFrame, i: usize, ret: bool) -> Result<View, String> {
    let (dtype, data, d) = buffer(frame, i, ret)?;
    let what = if ret { "the result".to_string() } else { format!("operand {i}") };
    if d.len() != 3 {
        return Err(format!("{what}: rank {}, expected 3 ([batch, rows, cols])", d.len()));
    }
    if d.iter().any(|&n| !(0..=MAX_DIM).contains(&n)) {
        return Err(format!("{what}: dims {d:?} outside the BLAS's 32-bit range"));
    }
    Ok(View { dtype, data, dims: [d[0], d[1], d[2]] })
}

/// The shapes of `a`, `b` and `c` agree for `c = op(a) @ op(b)`: returns (batch, m, n, k).
/// An operand's batch may be a divisor of the result's: batch `i` reads its matrix `i % batch`
/// (a convolution's weight, shared by every image, or by every image's group `g`).
fn check_dims(ta: bool, tb: bool, a: [i64; 3], b: [i64; 3], c: [i64; 3]) -> Result<(i64, i64, i64, i64), String> {
    let (m, ka) = if ta { (a[2], a[1]) } else { (a[1], a[2]) };
    let (kb, n) = if tb { (b[2], b[1]) } else { (b[1], b[2]) };
    let divides = |d: i64| d >= 1 && c[0] % d == 0;
    if !divides(a[0]) || !divides(b[0]) || ka != kb || c[1] != m || c[2] != n {
        return Err(format!("operands {a:?} and {b:?} (transposed: {ta}, {tb}) do not give the result {c:?}"));
    }
    Ok((c[0], m, n, ka))
}

/// Runs the product, plus `bias` (one value per column, of the result's dtype) and `addend` (a
/// buffer of the result's dtype and dims) when given.
/// Row-major `c = op(a) @ op(b)` is column-major `c^T = op(b)^T @ op(a)^T`, and
/// a row-major matrix is its transpose in column-major order: so the Fortran call takes `b` first,
/// with the same transpose flags, and leading dimensions equal to each stored row length.
///
/// # Safety
/// The views' data must be valid for their dims (XLA's buffers for this call), and `bias`'s for
/// its dtype and dims.
unsafe fn run<const TA: bool, const TB: bool>(
    blas: &Blas,
    a: &View,
    b: &View,
    c: &View,
    bias: Option<&Bias>,
    addend: Option<&View>,
    bound: Option<[i64; 3]>,
) -> Result<(), String> {
    let (full_batch, full_m, full_n, k) = check_dims(TA, TB, a.dims, b.dims, c.dims)?;
    if a.dtype != b.dtype || a.dtype != c.dtype || !matches!(a.dtype, x::F32 | x::F64) {
        return Err(format!("dtypes {}, {}, {}: float32 or float64 (11, 12) expected, all the same", a.dtype, b.dtype, c.dtype));
    }
    if let Some(v) = bias {
        if v.dtype != c.dtype || v.dims != [full_n] {
            return Err(format!("bias: dtype {} dims {:?}, expected dtype {} dims [{full_n}] (one value per column)", v.dtype, v.dims, c.dtype));
        }
    }
    if let Some(r) = addend {
        if r.dtype != c.dtype || r.dims != c.dims {
            return Err(format!("addend: dtype {} dims {:?}, expected the result's, dtype {} dims {:?}", r.dtype, r.dims, c.dtype, c.dims));
        }
    }
    // Stored sizes give the strides; the bound (clamped to them) the work.
    let (sa, sb, sc) = ((full_m * k) as usize, (k * full_n) as usize, (full_m * full_n) as usize);
    let [batch, m, n] = match bound {
        Some([bb, bm, bn]) => [bb.clamp(0, full_batch), bm.clamp(0, full_m), bn.clamp(0, full_n)],
        None => [full_batch, full_m, full_n],
    };
    let lda = a.dims[2].max(1) as i32;
    let ldb = b.dims[2].max(1) as i32;
    let ldc = full_n.max(1) as i32;
    if batch == 0 || m == 0 || n == 0 {
        return Ok(());
    }
    let e = if a.dtype == x::F32 { 4 } else { 8 };
    // The addend's rows (plus the bias), or the bias alone, in every row of the block computed;
    // the BLAS then adds the product to them.
    match (addend, bias) {
        (Some(r), bias) => {
            let bias = bias.map(|v| v.data as *const u8);
            for i in 0..batch as usize {
                for row in 0..m as usize {
                    let at = (i * sc + row * full_n as usize) * e;
                    let (src, dst) = ((r.data as *const u8).add(at), (c.data as *mut u8).add(at));
                    match (bias, a.dtype) {
                        (None, _) => std::ptr::copy_nonoverlapping(src, dst, n as usize * e),
                        (Some(v), x::F32) => add_rows::<f32>(src, v, dst, n as usize),
                        (Some(v), _) => add_rows::<f64>(src, v, dst, n as usize),
                    }
                }
            }
        }
        (None, Some(v)) => {
            for i in 0..batch as usize {
                for r in 0..m as usize {
                    let row = (c.data as *mut u8).add((i * sc + r * full_n as usize) * e);
                    std::ptr::copy_nonoverlapping(v.data as *const u8, row, n as usize * e);
                }
            }
        }
        (None, None) => {}
    }
    let beta = if bias.is_some() || addend.is_some() { 1.0 } else { 0.0 };
    let (ba, bb) = (a.dims[0] as usize, b.dims[0] as usize);
    if a.dtype == x::F32 && k > 0 {
        // The BLAS or oneDNN, whichever is faster for this shape here (gemm_choice.rs).
        let one_thread = NARROWED.with(Cell::get);
        // A bounded product (a shape bucket's) is one shape whatever its true extent: its trials
        // are shared by every length of the bucket, and oneDNN, which makes its kernel per
        // shape, computes rows and columns rounded up to 16 (within the buffers: the rows past
        // the bound are padding, never read), so a bucket needs a few kernels, not one per length.
        let bounded = bound.is_some();
        let (kb, km, kn) = if bounded { (full_batch, full_m, full_n) } else { (batch, m, n) };
        let shape = Shape { ta: TA, tb: TB, batch: kb, m: km, n: kn, k, lda: lda as i64, ldb: ldb as i64, ldc: ldc as i64, accumulate: beta != 0.0, one_thread, bounded };
        let (dm, dn) = if bounded { (round_up(m, 16).min(full_m), round_up(n, 16).min(full_n)) } else { (m, n) };
        let threads = if one_thread { 1 } else { 0 };
        let work = batch.saturating_mul(m).saturating_mul(n).saturating_mul(k);
        return gemm_choice::run(&shape, work, &mut || blas_products::<TA, TB>(blas, a, b, c, [batch, m, n, k], [lda, ldb, ldc], beta), &mut || {
            for i in 0..batch as usize {
                let (pa, pb, pc) = ((a.data as *const f32).add((i % ba) * sa), (b.data as *const f32).add((i % bb) * sb), (c.data as *mut f32).add(i * sc));
                gemm_choice::onednn(TA, TB, dm, dn, k, pa, lda as i64, pb, ldb as i64, pc, ldc as i64, beta as f32, threads)?;
            }
            Ok(())
        });
    }
    blas_products::<TA, TB>(blas, a, b, c, [batch, m, n, k], [lda, ldb, ldc], beta);
    // With no product, the addend and bias alone, or zeros.
    if k == 0 && bias.is_none() && addend.is_none() {
        for i in 0..batch as usize {
            zero_block((c.data as *mut u8).add(i * sc * e), e, m, n, full_n);
        }
    }
    Ok(())
}

/// The products of [`run`] in the BLAS: one batched call where the library has one, else one
/// call per product (none when `k` is 0).
///
/// # Safety
/// As [`run`]'s, for the views' full dims.
unsafe fn blas_products<const TA: bool, const TB: bool>(blas: &Blas, a: &View, b: &View, c: &View, [batch, m, n, k]: [i64; 4], [lda, ldb, ldc]: [i32; 3], beta: f64) {
    if k == 0 {
        return;
    }
    let e = if a.dtype == x::F32 { 4 } else { 8 };
    let (sa, sb, sc) = ((c.dims[1] * k) as usize, (k * c.dims[2]) as usize, (c.dims[1] * c.dims[2]) as usize);
    let flag = |t: bool| if t { b"T\0".as_ptr() } else { b"N\0".as_ptr() } as *const c_char;
    let (m32, n32, k32) = (m as i32, n as i32, k as i32);
    let (ba, bb) = (a.dims[0] as usize, b.dims[0] as usize);
    if batch > 1 {
        let ptrs = |base: *mut c_void, count: usize, stride: usize, e: usize| -> Vec<usize> {
            (0..batch as usize).map(|i| base as usize + (i % count) * stride * e).collect()
        };
        // Row-major (101), each operand as stored, transposed (112) or not (111).
        let (layout, ta, tb) = (101, if TA { 112 } else { 111 }, if TB { 112 } else { 111 });
        let (pa, pb, pc) = (ptrs(a.data, ba, sa, e), ptrs(b.data, bb, sb, e), ptrs(c.data, batch as usize, sc, e));
        let group = batch as i32;
        if let (x::F32, Some(f)) = (a.dtype, blas.sgemm_batch) {
            let (alpha, beta) = (1.0f32, beta as f32);
            f(layout, &ta, &tb, &m32, &n32, &k32, &alpha, pa.as_ptr() as *const *const f32, &lda, pb.as_ptr() as *const *const f32, &ldb, &beta, pc.as_ptr() as *const *mut f32, &ldc, 1, &group);
            return;
        }
        if let (x::F64, Some(f)) = (a.dtype, blas.dgemm_batch) {
            let (alpha, beta) = (1.0f64, beta);
            f(layout, &ta, &tb, &m32, &n32, &k32, &alpha, pa.as_ptr() as *const *const f64, &lda, pb.as_ptr() as *const *const f64, &ldb, &beta, pc.as_ptr() as *const *mut f64, &ldc, 1, &group);
            return;
        }
    }
    for i in 0..batch as usize {
        let (ia, ib) = (i % ba, i % bb);
        if a.dtype == x::F32 {
            let (alpha, beta) = (1.0f32, beta as f32);
            let (pa, pb, pc) = ((a.data as *const f32).add(ia * sa), (b.data as *const f32).add(ib * sb), (c.data as *mut f32).add(i * sc));
            (blas.sgemm)(flag(TB), flag(TA), &n32, &m32, &k32, &alpha, pb, &ldb, pa, &lda, &beta, pc, &ldc);
        } else {
            let (alpha, beta) = (1.0f64, beta);
            let (pa, pb, pc) = ((a.data as *const f64).add(ia * sa), (b.data as *const f64).add(ib * sb), (c.data as *mut f64).add(i * sc));
            (blas.dgemm)(flag(TB), flag(TA), &n32, &m32, &k32, &alpha, pb, &ldb, pa, &lda, &beta, pc, &ldc);
        }
    }
}

/// `v` rounded up to a multiple of `to`.
fn round_up(v: i64, to: i64) -> i64 {
    v.saturating_add(to - 1) / to * to
}

/// `dst[j] = src[j] + bias[j]` for `n` elements of type `T`, the buffers given as bytes.
///
/// # Safety
/// Each pointer must be valid for `n` elements of `T` (`dst` for writes), suitably aligned (XLA's
/// buffers and their rows are: rows start at multiples of the element size).
unsafe fn add_rows<T: Copy + std::ops::Add<Output = T>>(src: *const u8, bias: *const u8, dst: *mut u8, n: usize) {
    let (src, bias, dst) = (src as *const T, bias as *const T, dst as *mut T);
    for j in 0..n {
        dst.add(j).write(src.add(j).read() + bias.add(j).read());
    }
}

/// Sets the `m x n` block at `p` (rows `ld` elements apart, `e` bytes each) to 0.
///
/// # Safety
/// `p` must be valid for the block.
unsafe fn zero_block(p: *mut u8, e: usize, m: i64, n: i64, ld: i64) {
    for r in 0..m as usize {
        std::ptr::write_bytes(p.add(r * ld as usize * e), 0, n as usize * e);
    }
}

/// One row-major product `c = op(a) @ op(b) + beta * c` of `m x n` with inner size `k`, leading
/// dimensions (stored row lengths) `lda`, `ldb`, `ldc`, in float32 (`dtype` 11) or float64. A
/// float32 product runs in the BLAS or oneDNN (gemm_choice.rs), whose error comes back.
///
/// # Safety
/// The pointers must be valid for the matrices they describe, of `dtype`'s element type.
#[allow(clippy::too_many_arguments)]
pub(super) unsafe fn gemm_rm(
    blas: &Blas, dtype: i32, ta: bool, tb: bool, m: i64, n: i64, k: i64,
    a: *const u8, lda: i64, b: *const u8, ldb: i64, c: *mut u8, ldc: i64, beta: f64,
) -> Result<(), String> {
    let flag = |t: bool| if t { b"T\0".as_ptr() } else { b"N\0".as_ptr() } as *const c_char;
    let (lda, ldb, ldc) = (lda.max(1), ldb.max(1), ldc.max(1));
    let (m32, n32, k32) = (m as i32, n as i32, k as i32);
    if dtype == x::F32 {
        let one_thread = NARROWED.with(Cell::get);
        let shape = Shape { ta, tb, batch: 1, m, n, k, lda, ldb, ldc, accumulate: beta != 0.0, one_thread, bounded: false };
        let (lda, ldb, ldc) = (lda as i32, ldb as i32, ldc as i32);
        let (alpha, beta) = (1.0f32, beta as f32);
        let blas = &mut || (blas.sgemm)(flag(tb), flag(ta), &n32, &m32, &k32, &alpha, b as *const f32, &ldb, a as *const f32, &lda, &beta, c as *mut f32, &ldc);
        let threads = if one_thread { 1 } else { 0 };
        return gemm_choice::run(&shape, m * n * k, blas, &mut || gemm_choice::onednn(ta, tb, m, n, k, a as *const f32, lda as i64, b as *const f32, ldb as i64, c as *mut f32, ldc as i64, beta, threads));
    } else {
        let (lda, ldb, ldc) = (lda as i32, ldb as i32, ldc as i32);
        let (alpha, beta) = (1.0f64, beta);
        (blas.dgemm)(flag(tb), flag(ta), &n32, &m32, &k32, &alpha, b as *const f64, &ldb, a as *const f64, &lda, &beta, c as *mut f64, &ldc);
        Ok(())
    }
}

thread_local! {
    /// Whether the product handler running on this thread must use one thread ([`serve`]).
    static NARROWED: Cell<bool> = const { Cell::new(false) };
}

/// A handler's body: the call frame's buffers in, an error code and message out.
pub(super) type Body = dyn Fn(&CallFrame, &Blas) -> Result<(), (i32, String)>;

/// Serves one call to a handler: answers XLA's metadata request, skips stages other than
/// execute, finds the BLAS, runs `body`, and turns its error (or a panic) into an XLA error.
///
/// # Safety
/// `frame` must be XLA's live call frame.
pub(super) unsafe fn serve(frame: *mut CallFrame, kernel: &'static str, body: &Body) -> *mut x::Error {
    serve_frame(frame, kernel, Split::Rows, &|frame| {
        let blas = BLAS.get().ok_or_else(|| {
            (x::ERROR_INTERNAL, "no BLAS is loaded in this process (torchtpu loads torch's when it starts); this executable needs one".to_string())
        })?;
        let (_running, others) = Running::enter();
        let narrowed = others > 0 && blas.threads_here(1);
        // oneDNN's products (gemm_choice.rs) take one thread too.
        let was = NARROWED.with(|c| c.replace(others > 0));
        let result = body(frame, blas);
        NARROWED.with(|c| c.set(was));
        if narrowed {
            blas.threads_here(0);
        }
        result
    })
}

/// How a kernel's library splits a call between threads, which decides whether a small call may
/// run on one thread where XLA reached it ([`kernel_host::run`](crate::runtime::kernel_host)).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Split {
    /// Each result element is computed by one thread whatever the count (MKL's products split
    /// rows and columns): the same bits on one thread or many.
    Rows,
    /// The body is torchtpu's own one-threaded code (`sum_rows`): handing it to the waiting
    /// thread would buy no threads and cost two wake-ups, so it always runs where XLA reached it.
    OneThread,
    /// Threads may share a reduction (oneDNN's convolution weight gradients, ATen's norm
    /// backward): another thread count rounds differently, as eager's own does (a 7x7
    /// convolution's weight gradient moved by 5e-5 between eager at one and two threads). Such
    /// calls always run with the thread count the caller's ops use.
    Reductions,
}

/// Serves one call to any kernel: answers XLA's metadata request, skips stages other than
/// execute, runs `body` (on the thread waiting for the program when there is one, host.rs), and
/// turns its error (or a panic) into an XLA error.
///
/// # Safety
/// `frame` must be XLA's live call frame.
pub(super) unsafe fn serve_frame(frame: *mut CallFrame, kernel: &'static str, split: Split, body: &dyn Fn(&CallFrame) -> Result<(), (i32, String)>) -> *mut x::Error {
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: XLA passes a live call frame.
        let frame = unsafe { &*frame };
        if unsafe { answer_metadata(frame) } || frame.stage != x::STAGE_EXECUTE {
            return Ok(());
        }
        let mut outcome = None;
        let (elements, site) = unsafe { frame_measures(frame, split) };
        let small = match split {
            Split::Rows => elements <= super::super::kernel_host::SMALL_ELEMENTS,
            Split::OneThread => true,
            Split::Reductions => false,
        };
        // The body may run on another thread: its panic is caught there and reported here.
        let profiled = super::profile::enabled();
        super::super::kernel_host::run(site, small, &mut || {
            let t = profiled.then(std::time::Instant::now);
            outcome = Some(std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| body(frame))));
            if let Some(t) = t {
                // SAFETY: the frame is XLA's live call frame until this handler returns.
                unsafe { super::profile::record(kernel, site, frame, t.elapsed().as_nanos() as u64) };
            }
        });
        match outcome {
            Some(Ok(r)) => r,
            Some(Err(p)) => std::panic::resume_unwind(p),
            None => Err((x::ERROR_INTERNAL, "a CPU kernel's body did not run (a torchtpu bug)".to_string())),
        }
    }));
    let frame_ref = &*frame;
    match outcome {
        Ok(Ok(())) => std::ptr::null_mut(),
        Ok(Err((code, m))) => error(frame_ref, code, &m),
        Err(_) => error(frame_ref, x::ERROR_INTERNAL, "a CPU kernel panicked (a torchtpu bug)"),
    }
}

/// Two measures of a call, from its buffer operands and results:
/// - the elements of all of them, which decides whether its body is worth a hand-off
///   ([`kernel_host::run`](crate::runtime::kernel_host)); a malformed buffer counts as large
///   (its body then reports it wherever it runs);
/// - its site: a key of what it computes (the split, the operand and result counts, each
///   buffer's dtype and dims; FNV-1a, never 0), by which the kernel host guesses how long its
///   body takes from the last call of the same key. Kernels of the same shapes share a key; that
///   only blurs the guess.
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn frame_measures(frame: &CallFrame, split: Split) -> (i64, u64) {
    let mut total: i64 = 0;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |v: i64| {
        for b in v.to_le_bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    };
    mix(split as i64);
    mix(frame.args.size);
    mix(frame.rets.size);
    for (vals, ret) in [(&frame.args, false), (&frame.rets, true)] {
        for i in 0..vals.size.max(0) as usize {
            if *vals.types.add(i) != x::KIND_BUFFER {
                continue;
            }
            match buffer(frame, i, ret) {
                Ok((dtype, _, dims)) => {
                    total = total.saturating_add(dims.iter().try_fold(1i64, |a, &d| a.checked_mul(d.max(0))).unwrap_or(i64::MAX));
                    mix(i64::from(dtype));
                    mix(dims.len() as i64);
                    dims.iter().for_each(|&d| mix(d));
                }
                Err(_) => total = i64::MAX,
            }
        }
    }
    (total, h.max(1))
}

/// The `i`th operand (or result, `ret`) of the frame as a buffer of any rank: dtype, data, dims.
///
/// # Safety
/// `frame` must be XLA's live call frame.
pub(super) unsafe fn buffer(frame: &CallFrame, i: usize, ret: bool) -> Result<(i32, *mut c_void, Vec<i64>), String> {
    x::buffer(frame, i, ret)
}

/// Answers XLA's metadata request (made when the handler is registered), if this call is one.
///
/// # Safety
/// `frame` must be XLA's live call frame.
pub(super) unsafe fn answer_metadata(frame: &CallFrame) -> bool {
    x::answer_metadata(frame)
}

/// An XLA error carrying `message`, made through the frame's API (null when it cannot be made:
/// XLA then sees success, so callers only get here with a usable `api`).
///
/// # Safety
/// `frame.api` must be XLA's FFI API table.
pub(super) unsafe fn error(frame: &CallFrame, code: i32, message: &str) -> *mut x::Error {
    x::make_error(frame, code, &format!("torchtpu CPU kernel: {message}"))
}

/// A product's bias operand: dtype, data, dims (checked against the result in [`run`]).
struct Bias {
    dtype: i32,
    data: *mut c_void,
    dims: Vec<i64>,
}

/// The optional last operand (at `i`), s64[3] `[b, m, n]`: how many products, rows and columns of
/// the result to compute.
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn bound(frame: &CallFrame, i: usize) -> Result<[i64; 3], String> {
    let (dt, data, dims) = buffer(frame, i, false)?;
    if dt != x::S64 || dims != [3] {
        return Err(format!("operand {i}: s64[3] ([products, rows, columns]) expected, got dtype {dt} dims {dims:?}"));
    }
    let v = std::slice::from_raw_parts(data as *const i64, 3);
    Ok([v[0], v[1], v[2]])
}

/// The FFI handler of `torchtpu_gemm_{TA}{TB}` (`_bias` when `BIAS`, `_add` when `ADD`):
/// operands `a`, `b`, then the bias, the addend and the bound, each when there is one.
unsafe extern "C" fn handler<const TA: bool, const TB: bool, const BIAS: bool, const ADD: bool>(frame: *mut CallFrame) -> *mut x::Error {
    serve(frame, "torchtpu_gemm", &|frame, blas| {
        let bad = |m: String| (x::ERROR_INVALID_ARGUMENT, m);
        let fixed = 2 + usize::from(BIAS) + usize::from(ADD);
        if !(fixed..=fixed + 1).contains(&(frame.args.size as usize)) || frame.rets.size != 1 {
            return Err(bad(format!("{} operands and {} results, expected {fixed} or {} and 1", frame.args.size, frame.rets.size, fixed + 1)));
        }
        // SAFETY: `frame` is XLA's live call frame; `buffer` checks each entry's kind.
        unsafe {
            let a = view(frame, 0, false).map_err(bad)?;
            let b = view(frame, 1, false).map_err(bad)?;
            let c = view(frame, 0, true).map_err(bad)?;
            let bias = if BIAS {
                let (dtype, data, dims) = buffer(frame, 2, false).map_err(bad)?;
                Some(Bias { dtype, data, dims })
            } else {
                None
            };
            let addend = if ADD { Some(view(frame, fixed - 1, false).map_err(bad)?) } else { None };
            let bound = if frame.args.size as usize == fixed + 1 { Some(bound(frame, fixed).map_err(bad)?) } else { None };
            run::<TA, TB>(blas, &a, &b, &c, bias.as_ref(), addend.as_ref(), bound).map_err(bad)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dims_must_agree_for_each_transpose() {
        assert_eq!(check_dims(false, false, [2, 3, 4], [2, 4, 5], [2, 3, 5]), Ok((2, 3, 5, 4)));
        assert_eq!(check_dims(true, false, [1, 4, 3], [1, 4, 5], [1, 3, 5]), Ok((1, 3, 5, 4)));
        assert_eq!(check_dims(false, true, [1, 3, 4], [1, 5, 4], [1, 3, 5]), Ok((1, 3, 5, 4)));
        assert_eq!(check_dims(true, true, [1, 4, 3], [1, 5, 4], [1, 3, 5]), Ok((1, 3, 5, 4)));
        assert!(check_dims(false, false, [1, 3, 4], [1, 5, 4], [1, 3, 5]).is_err());
        // A shared operand: its batch divides the result's.
        assert_eq!(check_dims(false, false, [2, 3, 4], [6, 4, 5], [6, 3, 5]), Ok((6, 3, 5, 4)));
        assert!(check_dims(false, false, [4, 3, 4], [6, 4, 5], [6, 3, 5]).is_err());
        assert!(check_dims(false, false, [2, 3, 4], [2, 4, 5], [3, 3, 5]).is_err());
    }

    #[test]
    fn targets_are_distinct() {
        let names: std::collections::BTreeSet<_> = handlers().iter().map(|(n, _)| *n).collect();
        assert_eq!(names.len(), 16);
    }
}
