//! Matrix products: mm, bmm, addmm, baddbmm, dot, mv. All become `stablehlo.dot_general`.
//! float16 and bfloat16 compute in float32 (products, sums and the `beta * input` term) and round
//! once at the end, as torch's CPU gemm does.

use super::call::{broadcast_to, Call};
use crate::emit::Tv;
use crate::ir::{DType, Operand};
use crate::Result;
use super::traits::{OpRule, op, Pad};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten._trilinear.default", trilinear),
    op("aten.addbmm.default", addbmm).complex(),
    op("aten.addmm.default", addmm).pad(Pad::Contract { a: 1, da: 1, b: 2, db: 0 }).complex(),
    op("aten.baddbmm.default", baddbmm).pad(Pad::Contract { a: 1, da: 2, b: 2, db: 1 }).complex(),
    op("aten.bmm.default", bmm).pad(Pad::Contract { a: 0, da: 2, b: 1, db: 1 }).complex(),
    op("aten.dot.default", dot).pad(Pad::Contract { a: 0, da: 0, b: 1, db: 0 }).complex(),
    op("aten.mm.default", mm).pad(Pad::Contract { a: 0, da: 1, b: 1, db: 0 }).complex(),
    op("aten.mv.default", mv).pad(Pad::Contract { a: 0, da: 1, b: 1, db: 0 }).complex(),
];

/// The dtype products are computed in: float32 for the half types, else the result's.
fn compute_dtype(d: DType) -> DType {
    if matches!(d, DType::F16 | DType::BF16) {
        DType::F32
    } else {
        d
    }
}

/// The two matrix operands at `i` and `j`, in the compute dtype. Operands of different dtypes are
/// refused: torch raises for them ("expected m1 and m2 to have the same dtype") rather than
/// promoting, so the node runs in eager, which raises as torch does, instead of returning a number.
fn operands<'c, 'a>(c: &Call<'_, 'c, 'a>, i: usize, j: usize) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let (a, b) = (c.tensor(i)?, c.tensor(j)?);
    if a.dtype().is_bool() {
        // Eager has no bool matrix products ("addmm_impl_cpu_" not implemented for 'Bool'), and
        // XLA's CPU compiler aborts the process on a bool `dot_general`.
        return Err(c.unsupported("bool matrix operands (eager raises, and XLA's CPU compiler aborts on them)"));
    }
    if a.dtype() != b.dtype() {
        return Err(c.unsupported(format!(
            "matrix operands of different dtypes ({} and {}); torch raises for them",
            a.dtype(),
            b.dtype()
        )));
    }
    let dt = compute_dtype(c.out_ty(0)?.dtype);
    Ok((c.b.convert(&a, dt)?, c.b.convert(&b, dt)?))
}

/// The product of arguments 0 and 1, contracting `contract`, with batch dims `batch`.
fn product<'c, 'a>(c: &Call<'_, 'c, 'a>, batch: &[i64], contract: (&[i64], &[i64])) -> R<'c, 'a> {
    let (a, b) = operands(c, 0, 1)?;
    let p = c.b.dot_general_within(&a, &b, (batch, batch), contract, a.dtype(), &c.result_extents()?)?;
    Ok(vec![c.b.convert(&p, c.out_ty(0)?.dtype)?])
}

fn mm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, b) = operands(c, 0, 1)?;
    let p = matrix_product(c, &a, &b)?;
    Ok(vec![c.b.convert(&p, c.out_ty(0)?.dtype)?])
}

/// Rows of the left operand up to which [`matrix_product`] swaps the operands of `x @ w.T`: 256
/// for a contraction of at least [`SWAP_LONG_K`], else 64.
const SWAP_MAX_ROWS: i64 = 256;
const SWAP_MAX_ROWS_SHORT_K: i64 = 64;
const SWAP_LONG_K: i64 = 512;
/// The right operand's element count from which the swap pays for the extra transpose.
const SWAP_MIN_RHS: i64 = 1 << 16;

/// `a @ b` for matrices `a` [M, K] and `b` [K, N].
///
/// When `b` is a transpose of a stored `w` [N, K] (a `Linear` weight in a training graph, or a
/// saved `w.T` in its backward) XLA folds the transpose into the dot, which then contracts `w`
/// along its minor dim. XLA's CPU backend runs that form (`dot(a, w)` contracting dim 1 with
/// dim 1) through Eigen with a strided packing of all of `w` on every call: at M = 64,
/// K = N = 1024 it takes 3.5-5 ms, against 1.6 ms in eager (`benchmarks/xla_cpu_repro.py`).
/// For few rows and at least as many columns, the product is written as `transpose(w @ a.T)`
/// instead, with an optimization barrier so that XLA keeps that order: the large operand is then
/// read along its rows, and only the small result is transposed (1.9 ms at M = 64, 1.0 ms against
/// 2.7 ms at M = 32, K = 768, N = 3072). The strided packing hurts most for long rows of `w`
/// (K >= 512): the swap pays up to M = 256 there, and up to M = 64 for shorter ones (a
/// 256-wide LM head over a 50257-word vocabulary: 7.3 ms against 13.5 ms at M = 32, but 47 ms
/// against 27 ms at M = 128). With more rows the folded form is kept. Same products, same
/// sums: only the order in which XLA reads memory changes. None of this applies with the BLAS
/// gemm kernel (emit/gemm.rs), which reads `w` transposed in place.
fn matrix_product<'c, 'a>(c: &Call<'_, 'c, 'a>, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let (ad, bd) = (a.dims(), b.dims());
    // Operands of another rank (a malformed graph) go to dot_general, which names the mismatch.
    // The BLAS kernel (emit/gemm.rs) reads `w` transposed in place: no swap for it.
    let swap = !c.b.opts.blas_gemm && ad.len() == 2 && bd.len() == 2 && ad[1] == bd[0] && {
        let (m, k, n) = (ad[0], ad[1], bd[1]);
        let max_rows = if k >= SWAP_LONG_K { SWAP_MAX_ROWS } else { SWAP_MAX_ROWS_SHORT_K };
        m <= max_rows && n >= m
    };
    if let (true, Some((w, perm))) = (swap, c.b.transpose_source(b)) {
        if perm == [1, 0] && w.numel() >= SWAP_MIN_RHS {
            let t = c.b.dot_general(&w, a, (&[], &[]), (&[1], &[1]), a.dtype())?;
            let t = c.b.optimization_barrier(&t)?;
            return c.b.transpose(&t, &[1, 0]);
        }
    }
    // In a bucketed graph, the kernel computes only the true rows and columns.
    c.b.dot_general_within(a, b, (&[], &[]), (&[1], &[0]), a.dtype(), &c.result_extents()?)
}

fn mv<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    product(c, &[], (&[1], &[0]))
}

fn dot<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    product(c, &[], (&[0], &[0]))
}

fn bmm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    product(c, &[0], (&[2], &[1]))
}

/// `beta * input + alpha * product`, with torch's rule that beta == 0 ignores `input` (even NaN).
fn scaled_sum<'c, 'a>(c: &Call<'_, 'c, 'a>, product: Tv<'c, 'a>) -> R<'c, 'a> {
    let dims = product.dims();
    let dt = product.dtype();
    // A factor as a constant of the product's type (a complex one for complex results only);
    // None for the real number 1.
    let factor = |i: usize, name: &str| -> Result<Option<Tv<'c, 'a>>> {
        if let Some(Operand::Complex(..)) = c.arg(i, name) {
            return Ok(Some(c.b.broadcast_in_dim(&c.complex_scalar(i, name, dt)?, &dims, &[])?));
        }
        let v = c.float_or(i, name, 1.0)?;
        Ok(if v == 1.0 { None } else { Some(c.b.splat(dt, v, &dims)?) })
    };
    let beta_zero = match c.arg(3, "beta") {
        Some(Operand::Complex(re, im)) => *re == 0.0 && *im == 0.0,
        _ => c.float_or(3, "beta", 1.0)? == 0.0,
    };
    let alpha = factor(4, "alpha")?;
    let mut p = product;
    if let Some(a) = alpha {
        p = c.b.mul(&p, &a)?;
    }
    let out = c.out_ty(0)?.dtype;
    if beta_zero {
        return Ok(vec![c.b.convert(&p, out)?]);
    }
    let mut bias = broadcast_to(c.b, &c.b.convert(&c.tensor(0)?, dt)?, &dims)?;
    if let Some(k) = factor(3, "beta")? {
        bias = c.b.mul(&bias, &k)?;
    }
    Ok(vec![c.b.convert(&c.b.add(&bias, &p)?, out)?])
}

fn addmm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, b) = operands(c, 1, 2)?;
    if let Some(r) = addmm_in_kernel(c, &a, &b)? {
        return Ok(vec![r]);
    }
    let p = matrix_product(c, &a, &b)?;
    scaled_sum(c, p)
}

/// `input + a @ b` as one BLAS kernel call that adds `input` itself, when the product goes to
/// the kernel (emit/gemm.rs) and the sum is a plain `addmm` (beta and alpha 1, float32 or
/// float64, `input` of the result's dtype) whose `input` is one the kernel takes:
///
/// - a row of the result's width ([N] or [1, N]): a `Linear` layer's bias, which the kernel puts
///   in every row before the BLAS adds the product, as torch's CPU `addmm` does;
/// - the result's shape [M, N] (a residual or a gradient sum that passes/product_sums.rs made the
///   product's `input`): the kernel starts from it;
/// - `add(r, bias)` of those two (product_sums.rs's form for a `Linear` layer's sum): the kernel
///   starts each row from `r`'s row plus the bias, and XLA drops the unused `add`.
///
/// Anything else is a product and a separate add.
fn addmm_in_kernel<'c, 'a>(c: &Call<'_, 'c, 'a>, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>) -> Result<Option<Tv<'c, 'a>>> {
    let (dt, dims) = (c.out_ty(0)?.dtype, c.out_dims(0)?);
    if dt.is_complex() {
        // The BLAS kernel takes real products only (and `beta`/`alpha` may be complex here).
        return Ok(None);
    }
    if c.float_or(3, "beta", 1.0)? != 1.0 || c.float_or(4, "alpha", 1.0)? != 1.0 || a.dtype() != dt || dims.len() != 2 {
        return Ok(None);
    }
    let n = dims[1];
    let row = |t: &Tv<'c, 'a>| t.dtype() == dt && (t.dims() == [n] || t.dims() == [1, n]);
    let full = |t: &Tv<'c, 'a>| t.dtype() == dt && t.dims() == dims;
    let as_row = |t: Tv<'c, 'a>| if t.dims().len() == 2 { c.b.reshape(&t, &[n]) } else { Ok(t) };
    let input = c.tensor(0)?;
    let (bias, addend) = if row(&input) {
        (Some(as_row(input)?), None)
    } else if full(&input) {
        match sum_with_row(c, &full, &row)? {
            Some((r, bias)) => (Some(as_row(bias)?), Some(r)),
            None => (None, Some(input)),
        }
    } else {
        return Ok(None);
    };
    c.b.matmul_sum(a, b, bias.as_ref(), addend.as_ref(), &c.result_extents()?)
}

/// When `addmm`'s `input` is `add(r, bias)` (either order, no alpha) of a tensor `r` of the
/// result's shape and a bias row: their values.
fn sum_with_row<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    full: &dyn Fn(&Tv<'c, 'a>) -> bool,
    row: &dyn Fn(&Tv<'c, 'a>) -> bool,
) -> Result<Option<(Tv<'c, 'a>, Tv<'c, 'a>)>> {
    use crate::ir::{Op, Operand};
    let Some(Operand::Value(v)) = c.arg(0, "input") else { return Ok(None) };
    let Some(node) = c.graph.g.node_weight(v.node) else { return Ok(None) };
    let Op::Call { target, args, kwargs } = &node.op else { return Ok(None) };
    let alpha_one = match kwargs.get("alpha") {
        None | Some(Operand::Int(1)) => true,
        Some(Operand::Float(x)) => *x == 1.0,
        _ => false,
    };
    let (Some(Operand::Value(x)), Some(Operand::Value(y))) = (args.first(), args.get(1)) else { return Ok(None) };
    if target != "aten.add.Tensor" || args.len() != 2 || !alpha_one {
        return Ok(None);
    }
    let (x, y) = (c.value(*x)?, c.value(*y)?);
    Ok(if full(&x) && row(&y) {
        Some((x, y))
    } else if full(&y) && row(&x) {
        Some((y, x))
    } else {
        None
    })
}

fn baddbmm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, b) = operands(c, 1, 2)?;
    let p = c.b.dot_general_within(&a, &b, (&[0], &[0]), (&[2], &[1]), a.dtype(), &c.result_extents()?)?;
    scaled_sum(c, p)
}

/// `addbmm(input, batch1, batch2, beta, alpha)`: the batch of products summed, contracting the
/// batch dim together with the inner one.
fn addbmm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, b) = operands(c, 1, 2)?;
    // The contraction is long (batch x inner); float32 accumulates in float64 and rounds once.
    let acc = if a.dtype() == DType::F32 { DType::F64 } else { a.dtype() };
    let (a, b) = (c.b.convert(&a, acc)?, c.b.convert(&b, acc)?);
    let p = c.b.dot_general(&a, &b, (&[], &[]), (&[0, 2], &[0, 1]), acc)?;
    scaled_sum(c, p)
}

/// `_trilinear(i1, i2, i3, expand1, expand2, expand3, sumdim, unroll_dim)`: each input with size-1
/// dims inserted at its `expand` positions, the three multiplied (broadcasting) and summed over
/// `sumdim` (accumulated in float64, rounded once).
fn trilinear<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let mut parts = Vec::new();
    for i in 0..3 {
        let t = c.b.convert(&c.tensor(i)?, DType::F64)?;
        let mut expand = c.ints(3 + i, "")?;
        expand.sort();
        let mut dims = t.dims();
        for &e in &expand {
            if !(0..=dims.len() as i64).contains(&e) || dims.len() >= crate::ir::MAX_RANK {
                return Err(c.invalid(format!("expand position {e} for operand {i} ({})", t.ty)));
            }
            dims.insert(e as usize, 1);
        }
        parts.push(c.b.reshape(&t, &dims)?);
    }
    let shapes: Vec<Vec<i64>> = parts.iter().map(|p| p.dims()).collect();
    let full = super::call::broadcast_shapes(&shapes).ok_or_else(|| c.invalid("_trilinear operands do not broadcast"))?;
    let mut prod = broadcast_to(c.b, &parts[0], &full)?;
    for p in &parts[1..] {
        prod = c.b.mul(&prod, &broadcast_to(c.b, p, &full)?)?;
    }
    let mut sumdim = c.ints(6, "sumdim")?;
    sumdim.sort();
    sumdim.dedup();
    let s = c.b.reduce(&prod, &c.b.scalar(DType::F64, 0.0)?, &sumdim, "stablehlo.add")?;
    Ok(vec![c.b.reshape(&c.b.convert(&s, out.dtype)?, &c.out_dims(0)?)?])
}
