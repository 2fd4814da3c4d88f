//! Discrete Fourier transforms: the three ATen ops every `torch.fft` function and `stft` reach
//! (`_fft_r2c`, `_fft_c2r`, `_fft_c2c`), lowered to `stablehlo.fft`.
//!
//! `stablehlo.fft` transforms the innermost one to three dims of its operand; ATen names any dims,
//! in any order. Each rule moves the named dims innermost (in the order given: the last of them is
//! the one a real transform halves), transforms at most three at a time, and moves them back; XLA
//! folds the transposes into the FFT's copies. Dims beyond three are transformed separately (the
//! DFT is separable), complex to complex.
//!
//! Scaling: ATen's `normalization` is 0 (none), 1 (`1/sqrt(n)`) or 2 (`1/n`), with `n` the product
//! of the signal sizes (the input's for `r2c` and forward `c2c`, the output's for `c2r`). StableHLO's
//! `IFFT` and `IRFFT` already divide by the transformed lengths, so an inverse is multiplied by
//! `n * scale` afterwards and a forward one by `scale`.
//!
//! On the CPU plugin with torch's kernels (`EmitOptions::aten_ops`), a transform of at least 16K
//! elements is one call of torch's own (aten_ops.rs, `fft`): XLA's CPU FFT runs on one thread at
//! 2-3 times its time.
//!
//! XLA's FFT takes float32/float64 (complex64/complex128): half precision is left to eager (which
//! raises on the CPU). A signal dim of size 0 is refused (eager raises "Invalid number of data
//! points"); an empty batch gives an empty result without reaching XLA.

use super::aten_ops;
use super::call::Call;
use super::complex::complex_of;
use super::traits::{op, OpRule};
use crate::emit::{i64_array, Builder, Tv};
use crate::ir::{inverse_permutation, DType, TensorType};
use crate::runtime::cpu_kernels::aten_ops::FftKind;
use crate::Result;

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten._fft_c2c.default", fft_c2c).complex(),
    op("aten._fft_c2r.default", fft_c2r).complex(),
    op("aten._fft_r2c.default", fft_r2c).complex(),
];

/// StableHLO transforms at most this many innermost dims at once.
const MAX_FFT_RANK: usize = 3;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Fft,
    Ifft,
    Rfft,
    Irfft,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Fft => "FFT",
            Kind::Ifft => "IFFT",
            Kind::Rfft => "RFFT",
            Kind::Irfft => "IRFFT",
        }
    }
}

/// The transform's dims, each wrapped into `[0, rank)`; refused when one repeats.
fn signal_dims(c: &Call<'_, '_, '_>, rank: usize) -> Result<Vec<usize>> {
    let dims = c.ints(1, "dim")?;
    let mut out: Vec<usize> = Vec::with_capacity(dims.len());
    for d in dims {
        let d = c.norm_dim(d, rank)?;
        if out.contains(&d) {
            return Err(c.invalid(format!("dim {d} is named twice in the transform's dims")));
        }
        out.push(d);
    }
    if out.is_empty() {
        return Err(c.invalid("a transform over no dims"));
    }
    Ok(out)
}

/// ATen's `normalization` mode (argument 2): 0 none, 1 by sqrt(n), 2 by n.
fn normalization(c: &Call<'_, '_, '_>) -> Result<i64> {
    match c.int(2, "normalization")? {
        m @ 0..=2 => Ok(m),
        m => Err(c.invalid(format!("normalization mode {m} (expected 0, 1 or 2)"))),
    }
}

/// The factor a transform of `n` points is multiplied by under `mode`.
fn norm_scale(mode: i64, n: f64) -> f64 {
    match mode {
        1 => 1.0 / n.sqrt(),
        2 => 1.0 / n,
        _ => 1.0,
    }
}

/// The floating type of the transform: float32/float64 (or their complex types); anything else
/// runs in eager.
fn check_dtype(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>, complex: bool) -> Result<()> {
    let ok = if complex { x.dtype().is_complex() } else { matches!(x.dtype(), DType::F32 | DType::F64) };
    if !ok {
        let want = if complex { "complex64/complex128" } else { "float32/float64" };
        return Err(c.unsupported(format!("a Fourier transform of {} (XLA's FFT takes {want})", x.ty)));
    }
    Ok(())
}

/// Refuses a signal dim of size 0 (eager raises).
fn check_sizes(c: &Call<'_, '_, '_>, sizes: &[i64]) -> Result<()> {
    if sizes.contains(&0) {
        return Err(c.unsupported(format!("a Fourier transform of 0 points (signal sizes {sizes:?}): torch raises")));
    }
    Ok(())
}

/// `stablehlo.fft` of `kind` over `dims` of `x` (at most [`MAX_FFT_RANK`], the last one the dim a
/// real transform halves or restores): the dims are moved innermost in that order and back.
/// `lengths` are the transform's lengths (the real signal's for `RFFT`/`IRFFT`).
fn fft_over<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, kind: Kind, dims: &[usize], lengths: &[i64]) -> Result<Tv<'c, 'a>> {
    let rank = x.rank();
    let mut perm: Vec<i64> = (0..rank).filter(|d| !dims.contains(d)).map(|d| d as i64).collect();
    perm.extend(dims.iter().map(|&d| d as i64));
    let xt = b.transpose(x, &perm)?;
    let mut out_dims = xt.dims();
    let last = rank - 1;
    let dtype = match kind {
        Kind::Fft | Kind::Ifft => x.dtype(),
        Kind::Rfft => x.dtype().complex_of().unwrap_or(x.dtype()),
        Kind::Irfft => x.dtype().real_part(),
    };
    match kind {
        Kind::Rfft => out_dims[last] = lengths[lengths.len() - 1] / 2 + 1,
        Kind::Irfft => out_dims[last] = lengths[lengths.len() - 1],
        _ => {}
    }
    let y = b.op1(
        "stablehlo.fft",
        &[&xt],
        TensorType::new(dtype, &out_dims),
        &[
            ("fft_type", format!("#stablehlo<fft_type {}>", kind.name())),
            ("fft_length", i64_array(lengths)),
        ],
    )?;
    b.transpose(&y, &inverse_permutation(&perm))
}

/// A complex-to-complex transform over any number of `dims` (groups of at most three), forward or
/// inverse; an inverse divides by the transformed lengths (StableHLO's `IFFT`).
fn c2c_over<'c, 'a>(b: &Builder<'c, 'a>, z: &Tv<'c, 'a>, dims: &[usize], forward: bool) -> Result<Tv<'c, 'a>> {
    let kind = if forward { Kind::Fft } else { Kind::Ifft };
    let mut z = z.clone();
    for group in dims.chunks(MAX_FFT_RANK) {
        let lengths: Vec<i64> = group.iter().map(|&d| z.dims()[d]).collect();
        z = fft_over(b, &z, kind, group, &lengths)?;
    }
    Ok(z)
}

/// `z * factor`, skipped when the factor is 1.
fn scaled<'c, 'a>(b: &Builder<'c, 'a>, z: &Tv<'c, 'a>, factor: f64) -> Result<Tv<'c, 'a>> {
    if factor == 1.0 {
        return Ok(z.clone());
    }
    let f = b.splat(z.dtype(), factor, &z.dims())?;
    b.mul(z, &f)
}

/// A transform's operand and arguments, after the checks every transform shares.
struct Transform<'c, 'a> {
    x: Tv<'c, 'a>,
    dims: Vec<usize>,
    mode: i64,
}

/// Operand 0 (complex or real), its checked dims and normalization mode.
fn transform<'c, 'a>(c: &Call<'_, 'c, 'a>, complex: bool) -> Result<Transform<'c, 'a>> {
    let x = c.tensor(0)?;
    check_dtype(c, &x, complex)?;
    let dims = signal_dims(c, x.rank())?;
    Ok(Transform { x, dims, mode: normalization(c)? })
}

/// What needs no transform of XLA's: a signal of no points is refused (eager raises), an empty
/// batch gives zeros without reaching XLA, and on the CPU plugin torch's own kernel takes a large
/// transform (`flag`: onesided, last_dim_size or forward, as ATen's op has it).
fn shortcut<'c, 'a>(c: &Call<'_, 'c, 'a>, t: &Transform<'c, 'a>, sizes: &[i64], kind: FftKind, flag: i64) -> Result<Option<Tv<'c, 'a>>> {
    check_sizes(c, sizes)?;
    let out = c.out_ty(0)?;
    let dims = out.static_dims().ok_or_else(|| c.unsupported("a Fourier transform with symbolic sizes"))?;
    if dims.contains(&0) {
        return Ok(Some(c.b.splat(out.dtype, 0.0, &dims)?));
    }
    aten_ops::fft(c, &t.x, kind, t.mode, flag, &t.dims, &out)
}

/// The lowered result, checked against the type the graph records for it.
fn checked<'c, 'a>(c: &Call<'_, 'c, 'a>, y: Tv<'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    if y.ty != out {
        return Err(c.invalid(format!("the transform gives {}, the graph records {out}", y.ty)));
    }
    Ok(vec![y])
}

/// `_fft_r2c(self, dim, normalization, onesided)`: the DFT of a real tensor over `dim`; with
/// `onesided`, only the first `n/2 + 1` entries of the last of `dim` (the rest are their
/// conjugates).
fn fft_r2c<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let t = transform(c, false)?;
    let onesided = c.bool_or(3, "onesided", true)?;
    let d = t.x.dims();
    let sizes: Vec<i64> = t.dims.iter().map(|&k| d[k]).collect();
    if let Some(y) = shortcut(c, &t, &sizes, FftKind::R2c, onesided as i64)? {
        return checked(c, y);
    }
    let y = if onesided {
        // RFFT over the last (up to) three dims, the halved one last; the others complex.
        let split = t.dims.len().saturating_sub(MAX_FFT_RANK);
        let (rest, inner) = t.dims.split_at(split);
        let z = fft_over(c.b, &t.x, Kind::Rfft, inner, &sizes[split..])?;
        c2c_over(c.b, &z, rest, true)?
    } else {
        let zero = c.b.splat(t.x.dtype(), 0.0, &d)?;
        c2c_over(c.b, &complex_of(c.b, &t.x, &zero)?, &t.dims, true)?
    };
    let n: f64 = sizes.iter().map(|&s| s as f64).product();
    checked(c, scaled(c.b, &y, norm_scale(t.mode, n))?)
}

/// `_fft_c2r(self, dim, normalization, last_dim_size)`: the inverse DFT over `dim` of a onesided
/// (Hermitian) spectrum, a real tensor whose last transformed dim has `last_dim_size` entries.
/// The input's last transformed dim must hold `last_dim_size / 2 + 1` (as `torch.fft` trims or
/// pads it); the imaginary parts of the entries without a conjugate partner are ignored, as in
/// torch.
fn fft_c2r<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let t = transform(c, true)?;
    let last_size = c.int(3, "last_dim_size")?;
    let d = t.x.dims();
    let last = *t.dims.last().expect("signal_dims is non-empty");
    if last_size < 1 || d[last] != last_size / 2 + 1 {
        return Err(c.unsupported(format!(
            "an inverse real transform to {last_size} points from {} entries along dim {last} (expected {})",
            d[last],
            last_size.max(0) / 2 + 1
        )));
    }
    let mut sizes: Vec<i64> = t.dims.iter().map(|&k| d[k]).collect();
    *sizes.last_mut().expect("non-empty") = last_size;
    if let Some(y) = shortcut(c, &t, &sizes, FftKind::C2r, last_size)? {
        return checked(c, y);
    }
    // The leading dims first, complex to complex; then IRFFT over the last (up to) three.
    let split = t.dims.len().saturating_sub(MAX_FFT_RANK);
    let (rest, inner) = t.dims.split_at(split);
    let z = c2c_over(c.b, &t.x, rest, false)?;
    let y = fft_over(c.b, &z, Kind::Irfft, inner, &sizes[split..])?;
    // IFFT and IRFFT divided by n already.
    let n: f64 = sizes.iter().map(|&s| s as f64).product();
    checked(c, scaled(c.b, &y, n * norm_scale(t.mode, n))?)
}

/// `_fft_c2c(self, dim, normalization, forward)`: the DFT (or, not `forward`, the inverse DFT,
/// unnormalized like the forward one) of a complex tensor over `dim`.
fn fft_c2c<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let t = transform(c, true)?;
    let forward = c.bool_or(3, "forward", true)?;
    let d = t.x.dims();
    let sizes: Vec<i64> = t.dims.iter().map(|&k| d[k]).collect();
    if let Some(y) = shortcut(c, &t, &sizes, FftKind::C2c, forward as i64)? {
        return checked(c, y);
    }
    let y = c2c_over(c.b, &t.x, &t.dims, forward)?;
    // IFFT divided by n already.
    let n: f64 = sizes.iter().map(|&s| s as f64).product();
    let factor = if forward { norm_scale(t.mode, n) } else { n * norm_scale(t.mode, n) };
    checked(c, scaled(c.b, &y, factor)?)
}
