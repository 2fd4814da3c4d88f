//! Resizing: nearest upsampling and its backward; antialiased bilinear and bicubic resampling
//! (`interpolate(..., antialias=True)`) and their backward ops. The resamplings are separable and
//! linear: two products with `[out, in]` weight matrices computed here, one per spatial dim, and
//! the backward is the same products transposed.

use super::call::Call;
use super::pool::check_pool_shapes;
use super::traits::{op, OpRule, Pad};
use crate::emit::{GatherDims, Tv};
use crate::ir::{host_len, DType};
use crate::Result;

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten._upsample_bicubic2d_aa.default", upsample_bicubic2d_aa),
    op("aten._upsample_bicubic2d_aa_backward.default", upsample_bicubic2d_aa_backward),
    op("aten._upsample_bilinear2d_aa.default", upsample_bilinear2d_aa),
    op("aten._upsample_bilinear2d_aa_backward.default", upsample_bilinear2d_aa_backward),
    op("aten.upsample_nearest2d.default", upsample_nearest2d).pad(Pad::Batch),
    op("aten.upsample_nearest2d_backward.default", upsample_nearest2d_backward).pad(Pad::Batch),
];

/// One resized dim's weights, `[out, inp]` row-major: output cell o's weight on input cell i.
struct Weights {
    out: i64,
    inp: i64,
    values: Vec<f64>,
}

/// `x`'s last two dims through the matrices `mh` and `mw`: from their `inp` sizes to their `out`
/// sizes, or, `transposed` (a backward), from `out` to `inp`; W first, then H. Computed in float32
/// (float64 for float64 `x`), the result `od` in `dtype`.
fn separable<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, mh: &Weights, mw: &Weights, transposed: bool, od: &[i64], dtype: DType) -> Result<Tv<'c, 'a>> {
    let b = c.b;
    let xd = x.dims();
    let r = xd.len();
    let cd = if x.dtype() == DType::F64 { DType::F64 } else { DType::F32 };
    let matrix = |m: &Weights| -> Result<Tv<'c, 'a>> {
        let bytes: Vec<u8> = if cd == DType::F64 {
            m.values.iter().flat_map(|v| v.to_le_bytes()).collect()
        } else {
            m.values.iter().flat_map(|v| (*v as f32).to_le_bytes()).collect()
        };
        b.constant_bytes(cd, &[m.out, m.inp], &bytes)
    };
    // The matrix dim contracted with the operand's: `inp` going forward, `out` going back.
    let k: i64 = if transposed { 0 } else { 1 };
    let nb: i64 = xd[..r - 2].iter().product();
    let x3 = b.reshape(&b.convert(x, cd)?, &[nb, xd[r - 2], xd[r - 1]])?;
    // [nb, h, w] x mw -> [nb, h, w']
    let t = b.dot_general(&x3, &matrix(mw)?, (&[], &[]), (&[2], &[k]), cd)?;
    // mh x [nb, h, w'] -> [h', nb, w']
    let y = b.dot_general(&matrix(mh)?, &t, (&[], &[]), (&[k], &[1]), cd)?;
    let y = b.transpose(&y, &[1, 0, 2])?;
    b.convert(&b.reshape(&y, od)?, dtype)
}

fn optional_float(c: &Call<'_, '_, '_>, i: usize, name: &str) -> Result<Option<f64>> {
    if c.has(i, name) { Ok(Some(c.float(i, name)?)) } else { Ok(None) }
}

// ---- antialiased resampling (`interpolate(..., antialias=True)`)

/// The float type torch's CPU kernel computes the weights in: the input's (`float` for float32
/// and the half types, `double` for float64).
trait Real: Copy + PartialOrd + std::ops::Add<Output = Self> + std::ops::Sub<Output = Self> + std::ops::Mul<Output = Self> + std::ops::Div<Output = Self> {
    fn of(v: f64) -> Self;
    fn get(self) -> f64;
}

impl Real for f32 {
    fn of(v: f64) -> f32 {
        v as f32
    }
    fn get(self) -> f64 {
        self as f64
    }
}

impl Real for f64 {
    fn of(v: f64) -> f64 {
        v
    }
    fn get(self) -> f64 {
        self
    }
}

/// The antialiasing filters of ATen's `HelperInterpLinear` and `HelperInterpCubic`.
#[derive(Clone, Copy)]
enum Filter {
    /// Bilinear: a triangle over two cells.
    Triangle,
    /// Bicubic: Keys' cubic with a = -0.5 (PIL's) over four cells.
    Cubic,
}

impl Filter {
    /// The filter's width in cells (ATen's `interp_size`).
    fn width(self) -> f64 {
        match self {
            Filter::Triangle => 2.0,
            Filter::Cubic => 4.0,
        }
    }

    fn at<T: Real>(self, x: T) -> T {
        let x = if x < T::of(0.0) { T::of(0.0) - x } else { x };
        let one = T::of(1.0);
        match self {
            Filter::Triangle => if x < one { one - x } else { T::of(0.0) },
            Filter::Cubic => {
                let a = T::of(-0.5);
                if x < one {
                    ((a + T::of(2.0)) * x - (a + T::of(3.0))) * x * x + one
                } else if x < T::of(2.0) {
                    ((a * x - T::of(5.0) * a) * x + T::of(8.0) * a) * x - T::of(4.0) * a
                } else {
                    T::of(0.0)
                }
            }
        }
    }
}

/// torch's antialiased weights from `input` cells to `output` cells, as ATen's CPU kernel computes
/// them (`_compute_indices_min_size_weights_aa`), in `T` with its promotions to double: the
/// filter widened by the scale when shrinking, output cell i centred at `scale * (i + 0.5)`,
/// its taps in `[trunc(center - support + 0.5), trunc(center + support + 0.5))` clipped to the
/// input and to `ceil(support) * 2 + 1` taps, normalized to sum to one.
fn aa_weights<T: Real>(filter: Filter, input: i64, output: i64, align_corners: bool, scale: Option<f64>) -> Weights {
    // ATen's `area_pixel_compute_scale`.
    let scale: T = if align_corners {
        if output > 1 { T::of((input - 1) as f64) / T::of((output - 1) as f64) } else { T::of(0.0) }
    } else {
        match scale {
            Some(s) if s > 0.0 => T::of(1.0 / s),
            _ => T::of(input as f64) / T::of(output as f64),
        }
    };
    let shrinking = scale.get() >= 1.0;
    let half = filter.width() * 0.5;
    let support = T::of(if shrinking { half * scale.get() } else { half });
    let max_taps = (support.get().ceil() as i64) * 2 + 1;
    let invscale = if shrinking { T::of(1.0 / scale.get()) } else { T::of(1.0) };
    let mut values = vec![0.0; (output * input) as usize];
    for i in 0..output {
        let center = T::of(scale.get() * (i as f64 + 0.5));
        let xmin = (((center - support).get() + 0.5) as i64).max(0);
        let xsize = ((((center + support).get() + 0.5) as i64).min(input) - xmin).clamp(0, max_taps);
        let taps: Vec<T> = (0..xsize)
            .map(|j| filter.at(T::of(((T::of((j + xmin) as f64) - center).get() + 0.5) * invscale.get())))
            .collect();
        let total = taps.iter().fold(T::of(0.0), |s, &v| s + v);
        for (j, &v) in taps.iter().enumerate() {
            let v = if total.get() != 0.0 { v / total } else { v };
            values[(i * input + xmin + j as i64) as usize] = v.get();
        }
    }
    Weights { out: output, inp: input, values }
}

/// Refuses what torch's CPU kernel computes otherwise or not at all: uint8 it resamples in fixed
/// point (int16 weights, rounded), and it has no float16 or bfloat16 kernel (eager raises).
fn aa_dtype(c: &Call<'_, '_, '_>, dtype: DType) -> Result<()> {
    match dtype {
        DType::F32 | DType::F64 => Ok(()),
        d => Err(c.unsupported(format!("{d} operands (torch's CPU kernel resamples uint8 in fixed point and has no half-precision kernel)"))),
    }
}

fn aa_matrix(c: &Call<'_, '_, '_>, filter: Filter, dtype: DType, input: i64, output: i64, align: bool, scale: Option<f64>) -> Result<Weights> {
    host_len(&[output, input]).map_err(|e| c.invalid(e))?;
    Ok(if dtype == DType::F64 {
        aa_weights::<f64>(filter, input, output, align, scale)
    } else {
        aa_weights::<f32>(filter, input, output, align, scale)
    })
}

/// `_upsample_{bilinear,bicubic}2d_aa(x, output_size, align_corners, scales_h, scales_w)`, and with
/// `backward`, `_upsample_{bilinear,bicubic}2d_aa_backward(grad, output_size, input_size,
/// align_corners, scales_h, scales_w)`: each input cell gathers the gradient of the output cells by
/// its weight in them (the forward's matrices, transposed).
fn resample_aa<'c, 'a>(c: &Call<'_, 'c, 'a>, filter: Filter, backward: bool) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    check_pool_shapes(c, &x, 2, &od)?;
    aa_dtype(c, x.dtype())?;
    let xd = x.dims();
    let r = xd.len();
    if backward && xd[..r - 2] != od[..r - 2] {
        return Err(c.invalid(format!("a gradient {xd:?} for an input {od:?}: their leading dims differ")));
    }
    if xd[r - 2] == 0 || xd[r - 1] == 0 || od[r - 2] == 0 || od[r - 1] == 0 {
        return Err(c.unsupported("an empty spatial input or output (eager raises)"));
    }
    if x.numel() == 0 {
        return Ok(vec![c.b.splat(out.dtype, 0.0, &od)?]);
    }
    // The backward op has one more size argument (input_size) before align_corners.
    let at = if backward { 3 } else { 2 };
    let align = c.bool_or(at, "align_corners", false)?;
    // The forward's sizes, from its input to its output: the backward op's output is the input.
    let (from, to) = if backward { (&od, &xd) } else { (&xd, &od) };
    let mh = aa_matrix(c, filter, x.dtype(), from[r - 2], to[r - 2], align, optional_float(c, at + 1, "scales_h")?)?;
    let mw = aa_matrix(c, filter, x.dtype(), from[r - 1], to[r - 1], align, optional_float(c, at + 2, "scales_w")?)?;
    Ok(vec![separable(c, &x, &mh, &mw, backward, &od, out.dtype)?])
}

fn upsample_bilinear2d_aa<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    resample_aa(c, Filter::Triangle, false)
}

fn upsample_bicubic2d_aa<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    resample_aa(c, Filter::Cubic, false)
}

fn upsample_bilinear2d_aa_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    resample_aa(c, Filter::Triangle, true)
}

fn upsample_bicubic2d_aa_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    resample_aa(c, Filter::Cubic, true)
}

// ---- nearest upsampling

/// The source row of each of `osize` output rows of eager's nearest upsampling (`nearest_idx` in
/// ATen's CPU kernel): the same row when the size is kept, `i >> 1` when it doubles, else
/// `min(floor(i * s), isize - 1)` in float32, with `s = (float)(1.0 / scale)` when a scale is given
/// (and positive), else `(float)isize / osize`. Torch's Python decomposition uses the scale even
/// for a doubled size and does not clamp, so the op is lowered here instead (backend.py keeps it
/// whole).
fn nearest_indices(isize: i64, osize: i64, scale: Option<f64>) -> Vec<i64> {
    if osize == isize {
        return (0..osize).collect();
    }
    if osize == 2 * isize {
        return (0..osize).map(|i| i >> 1).collect();
    }
    let s: f32 = match scale {
        Some(v) if v > 0.0 => (1.0 / v) as f32,
        _ => isize as f32 / osize as f32,
    };
    (0..osize).map(|i| ((i as f32 * s).floor() as i64).min(isize - 1)).collect()
}


/// `upsample_nearest2d(x, output_size, scales_h=None, scales_w=None)`: one gather per resized dim,
/// with the source rows computed now ([`nearest_indices`]). (`upsample_nearest2d.vec`, what
/// `F.interpolate` calls, reaches the graph as this op: backend.py's `keep_whole` sets its Python
/// decomposition aside, and its C++ one calls this overload with the scales.)
fn upsample_nearest2d<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let od = c.out_dims(0)?;
    let xd = x.dims();
    if xd.len() != 4 || od.len() != 4 || xd[..2] != od[..2] {
        return Err(c.invalid(format!("expects a 4-d input and result with equal leading dims, got {xd:?} -> {od:?}")));
    }
    let scales = [optional_float(c, 2, "scales_h")?, optional_float(c, 3, "scales_w")?];
    if x.numel() == 0 || od.contains(&0) {
        if xd[2] == 0 || xd[3] == 0 {
            return Err(c.unsupported("an empty spatial input (eager raises)"));
        }
        return Ok(vec![b.splat(x.dtype(), 0.0, &od)?]);
    }
    let mut y = x;
    for (k, d) in [2usize, 3].into_iter().enumerate() {
        let (isize, osize) = (xd[d], od[d]);
        // Before the indices are made: their count is the output's size, which the graph names.
        host_len(&[osize]).map_err(|e| c.invalid(e))?;
        let idx = nearest_indices(isize, osize, scales[k]);
        if idx.iter().copied().eq(0..isize) {
            continue;
        }
        let bytes: Vec<u8> = idx.iter().flat_map(|v| v.to_le_bytes()).collect();
        let indices = b.constant_bytes(DType::I64, &[osize, 1], &bytes)?;
        let mut slice = y.dims();
        slice[d] = 1;
        let mut out = y.dims();
        out[d] = osize;
        let dims = GatherDims {
            offset_dims: (0..4).filter(|&i| i != d as i64).collect(),
            collapsed_slice_dims: vec![d as i64],
            start_index_map: vec![d as i64],
            index_vector_dim: 1,
        };
        y = b.gather(&y, &indices, &dims, &slice, &out)?;
    }
    Ok(vec![y])
}


/// `upsample_nearest2d_backward(grad, output_size, input_size, scales_h=None, scales_w=None)`:
/// each input cell sums the gradient of the output cells that read it, through the 0/1 matrices
/// `M[o, i] = (src(o) == i)` of [`nearest_indices`].
fn upsample_nearest2d_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let g = c.tensor(0)?;
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    let gd = g.dims();
    if gd.len() != 4 || od.len() != 4 || gd[..2] != od[..2] {
        return Err(c.invalid(format!("expects a 4-d gradient and result with equal leading dims, got {gd:?} -> {od:?}")));
    }
    let (sh, sw) = (optional_float(c, 3, "scales_h")?, optional_float(c, 4, "scales_w")?);
    if g.numel() == 0 || od.contains(&0) {
        return Ok(vec![c.b.splat(out.dtype, 0.0, &od)?]);
    }
    let matrix = |input: i64, output: i64, s: Option<f64>| -> Result<Weights> {
        host_len(&[output, input]).map_err(|e| c.invalid(e))?;
        let src = nearest_indices(input, output, s);
        let values = src.iter().flat_map(|&k| (0..input).map(move |i| if i == k { 1.0 } else { 0.0 })).collect();
        Ok(Weights { out: output, inp: input, values })
    };
    let mh = matrix(od[2], gd[2], sh)?;
    let mw = matrix(od[3], gd[3], sw)?;
    Ok(vec![separable(c, &g, &mh, &mw, true, &od, out.dtype)?])
}
