//! Linear algebra beyond matmul, one file per decomposition: Cholesky ([`cholesky`]), LU with
//! partial pivoting ([`lu`]: unrolled over the columns; matrix sizes are static) and the solves,
//! inverses and determinants built on them with `stablehlo.triangular_solve`, symmetric eigen
//! problems and SVD by Jacobi rotations ([`eigen`]), QR by Householder reflections ([`qr`]); the
//! matrix exponential and the shared helpers are here. Batch dims broadcast as in torch; empty
//! matrices give empty results without reaching XLA.

/// Every rule of this family: operand 0 must be a matrix (or a batch of them) before the rule
/// indexes its last two dims, and no bigger than [`MAX_MATRIX`] (the factorizations unroll over
/// rows and columns).
macro_rules! matrices {
    ($rule:expr) => {
        |c| {
            check_matrix_operand(c)?;
            ($rule)(c)
        }
    };
}

mod cholesky;
mod eigen;
mod lu;
mod qr;

use super::call::{broadcast_to, Call};
use cholesky::*;
use eigen::*;
use lu::*;
use qr::*;
use crate::emit::{Builder, Tv};
use crate::ir::DType;
use crate::Result;
use super::traits::{OpRule, op};

pub(in crate::lower) type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten._linalg_det.default", matrices!(linalg_det)),
    op("aten._linalg_eigh.default", matrices!(linalg_eigh)),
    op("aten._linalg_slogdet.default", matrices!(linalg_slogdet)),
    op("aten._linalg_solve_ex.default", matrices!(nonempty!(linalg_solve_ex))),
    op("aten._linalg_svd.default", matrices!(linalg_svd)),
    op("aten.cholesky.default", matrices!(nonempty!(cholesky))),
    op("aten.cholesky_inverse.default", matrices!(nonempty!(cholesky_inverse))),
    op("aten.cholesky_solve.default", matrices!(nonempty!(cholesky_solve))),
    op("aten.geqrf.default", matrices!(nonempty!(geqrf))),
    op("aten.linalg_cholesky_ex.default", matrices!(linalg_cholesky_ex)),
    op("aten.linalg_householder_product.default", matrices!(nonempty!(householder_product))),
    op("aten.linalg_inv_ex.default", matrices!(nonempty!(linalg_inv_ex))),
    op("aten.linalg_lu.default", matrices!(linalg_lu)),
    op("aten.linalg_lu_factor_ex.default", matrices!(linalg_lu_factor_ex)),
    op("aten.linalg_lu_solve.default", matrices!(nonempty!(linalg_lu_solve))),
    op("aten.linalg_matrix_exp.default", matrices!(nonempty!(matrix_exp))),
    op("aten.linalg_pinv.atol_rtol_tensor", matrices!(linalg_pinv)),
    op("aten.linalg_qr.default", matrices!(linalg_qr)),
    op("aten.linalg_solve_triangular.default", matrices!(nonempty!(linalg_solve_triangular))),
    op("aten.lu_unpack.default", matrices!(nonempty!(lu_unpack))),
    op("aten.ormqr.default", matrices!(nonempty!(ormqr))),
    op("aten.triangular_solve.default", matrices!(nonempty!(triangular_solve))),
];

/// The largest matrix dim the family lowers: LU, QR and the Jacobi sweeps are unrolled over the
/// rows and columns, so the emitted program grows with it.
const MAX_MATRIX: i64 = 1 << 12;

fn check_matrix_operand(c: &Call<'_, '_, '_>) -> Result<()> {
    let a = c.tensor(0)?;
    let d = a.dims();
    if d.len() < 2 {
        return Err(c.invalid(format!("operand 0 ({}) is not a matrix or a batch of matrices", a.ty)));
    }
    if d[d.len() - 2].max(d[d.len() - 1]) > MAX_MATRIX {
        return Err(c.unsupported(format!("a {} matrix (at most {MAX_MATRIX} rows and columns)", a.ty)));
    }
    // The other tensor operands (right-hand sides, pivots, tau) have at least one dim; pinv's
    // tolerances may be 0-d.
    let others = if c.target == "aten.linalg_pinv.atol_rtol_tensor" { &[][..] } else { c.args.get(1..).unwrap_or(&[]) };
    for o in others.iter().chain(c.kwargs.values().filter(|_| !others.is_empty())) {
        if let crate::ir::Operand::Value(v) = o {
            let t = c.value(*v)?;
            if t.rank() == 0 {
                return Err(c.invalid(format!("a 0-d operand ({})", t.ty)));
            }
        }
    }
    // Each declared result has at least the rank the op gives it relative to operand 0 (more
    // where batch dims broadcast), or is the `[0]` placeholder of a result not computed: the
    // rules slice result shapes by that rank.
    let r = d.len() as i64;
    for (i, &least) in min_result_ranks(c.target).iter().enumerate() {
        if let Some(crate::ir::ValueType::Tensor(t)) = c.node.outputs.get(i) {
            let placeholder = t.static_dims().as_deref() == Some(&[0][..]);
            if !placeholder && (t.rank() as i64) < r + least {
                return Err(c.invalid(format!("result {i} ({t}) does not fit operand 0 ({})", a.ty)));
            }
        }
    }
    Ok(())
}

/// Per result, the least its rank can be minus operand 0's.
fn min_result_ranks(target: &str) -> &'static [i64] {
    match target {
        "aten._linalg_det.default" => &[-2, 0, -1],
        "aten._linalg_eigh.default" => &[-1, 0],
        "aten._linalg_slogdet.default" => &[-2, -2, 0, -1],
        // The solution is a batch of vectors when B is.
        "aten._linalg_solve_ex.default" => &[-1, 0, -1, -2],
        "aten._linalg_svd.default" => &[0, -1, 0],
        "aten.geqrf.default" => &[0, -1],
        "aten.linalg_cholesky_ex.default" | "aten.linalg_inv_ex.default" => &[0, -2],
        "aten.linalg_lu.default" | "aten.lu_unpack.default" => &[0, 0, 0],
        "aten.linalg_lu_factor_ex.default" => &[0, -1, -2],
        "aten.linalg_qr.default" | "aten.triangular_solve.default" => &[0, 0],
        _ => &[0],
    }
}

/// The batch dims of a matrix (or batch of matrices) of shape `d`: all but the last two.
pub(super) fn matrix_batch_dims(c: &Call<'_, '_, '_>, d: &[i64]) -> Result<Vec<i64>> {
    if d.len() < 2 {
        return Err(c.invalid(format!("shape {d:?} is not a matrix or a batch of matrices")));
    }
    Ok(d[..d.len() - 2].to_vec())
}

/// Swaps the last two dims.
pub(in crate::lower) fn mt<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let r = x.rank() as i64;
    if r < 2 {
        return Err(crate::Error::invalid("", format!("{} is not a matrix", x.ty)));
    }
    let mut perm: Vec<i64> = (0..r).collect();
    perm.swap((r - 2) as usize, (r - 1) as usize);
    b.transpose(x, &perm)
}

/// Batched `x @ y` for `[B, n, k] x [B, k, m]`.
pub(in crate::lower) fn bmm<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, y: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    b.dot_general(x, y, (&[0], &[0]), (&[2], &[1]), x.dtype())
}

/// Keeps the lower (or upper) triangle of the last two dims, zeroing the rest.
pub(super) fn triangle<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, lower: bool) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let r = d.len();
    if r < 2 {
        return Err(crate::Error::invalid("", format!("{} is not a matrix", x.ty)));
    }
    let row = b.iota(DType::I64, &d, r - 2)?;
    let col = b.iota(DType::I64, &d, r - 1)?;
    let keep = b.compare(&row, &col, if lower { "GE" } else { "LE" })?;
    b.select(&keep, x, &b.splat(x.dtype(), 0.0, &d)?)
}

/// The lower Cholesky factor `L` of `a` (`a = L L^T`), other triangle zero.
pub(super) fn chol_lower<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let l = b.op1("stablehlo.cholesky", &[a], a.ty.clone(), &[("lower", "true".to_string())])?;
    triangle(b, &l, true)
}

/// Solves `op(a) x = rhs` (`left`) or `x op(a) = rhs` for triangular `a`.
pub(super) fn tri_solve<'c, 'a>(
    b: &Builder<'c, 'a>,
    a: &Tv<'c, 'a>,
    rhs: &Tv<'c, 'a>,
    left: bool,
    lower: bool,
    unit: bool,
    transpose: bool,
) -> Result<Tv<'c, 'a>> {
    let t = if transpose { "TRANSPOSE" } else { "NO_TRANSPOSE" };
    b.op1(
        "stablehlo.triangular_solve",
        &[a, rhs],
        rhs.ty.clone(),
        &[
            ("left_side", left.to_string()),
            ("lower", lower.to_string()),
            ("unit_diagonal", unit.to_string()),
            ("transpose_a", format!("#stablehlo<transpose {t}>")),
        ],
    )
}

/// Argument `i` broadcast to the batch dims of `batch` followed by its own last two dims.
pub(in crate::lower) fn batched<'c, 'a>(c: &Call<'_, 'c, 'a>, i: usize, name: &str, batch: &[i64], dtype: DType) -> Result<Tv<'c, 'a>> {
    let t = c.b.convert(&c.tensor_named(i, name)?, dtype)?;
    let d = t.dims();
    if d.len() < 2 {
        return Err(c.invalid(format!("`{name}` ({}) is not a matrix", t.ty)));
    }
    let mut want = batch.to_vec();
    want.extend_from_slice(&d[d.len() - 2..]);
    broadcast_to(c.b, &t, &want)
}

/// Operands `(i, name)` and `(j, name2)` as matrices broadcast to result 0's batch dims, in its dtype.
pub(super) fn batched_pair<'c, 'a>(c: &Call<'_, 'c, 'a>, (i, name): (usize, &str), (j, name2): (usize, &str)) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    let batch = &matrix_batch_dims(c, &od)?;
    Ok((batched(c, i, name, batch, out.dtype)?, batched(c, j, name2, batch, out.dtype)?))
}

pub(in crate::lower) fn empty_results<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    (0..c.node.outputs.len()).map(|i| { let t = c.out_ty(i)?; c.b.splat(t.dtype, 0.0, &c.out_dims(i)?) }).collect()
}

pub(in crate::lower) fn any_empty(c: &Call<'_, '_, '_>) -> Result<bool> {
    for i in 0..c.node.outputs.len() {
        if c.out_dims(i)?.iter().product::<i64>() == 0 {
            return Ok(true);
        }
    }
    Ok(false)
}

/// `linalg_matrix_exp(A)` by scaling and squaring, in float64: `A / 2^s` with its 1-norm at most
/// 1/2, an 18-term Taylor polynomial (Horner), then `s` squarings (a loop; `s` differs per matrix).
fn matrix_exp<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let a = c.tensor(0)?;
    let dt = a.dtype();
    let (a3, _) = matrix_batch(c, &a)?;
    let d = a3.dims();
    let (nb, n) = (d[0], d[1]);
    let x = b.convert(&a3, DType::F64)?;
    let eye = b.convert(&b.compare(&b.iota(DType::I64, &d, 1)?, &b.iota(DType::I64, &d, 2)?, "EQ")?, DType::F64)?;
    // 1-norm: the largest absolute column sum.
    let colsum = b.reduce(&b.unary("stablehlo.abs", &x)?, &b.scalar(DType::F64, 0.0)?, &[1], "stablehlo.add")?;
    let norm = b.reduce(&colsum, &b.scalar(DType::F64, 0.0)?, &[1], "stablehlo.maximum")?; // [B]
    // s = max(0, ceil(log2(norm)) + 1)
    let l = b.unary("stablehlo.ceil", &b.div(&b.unary("stablehlo.log", &b.max(&norm, &b.splat(DType::F64, 1e-300, &[nb])?)?)?, &b.splat(DType::F64, std::f64::consts::LN_2, &[nb])?)?)?;
    let s = b.max(&b.add(&l, &b.splat(DType::F64, 1.0, &[nb])?)?, &b.splat(DType::F64, 0.0, &[nb])?)?;
    let s = b.select(&b.op1("stablehlo.is_finite", &[&s], crate::ir::TensorType::new(DType::Bool, &[nb]), &[])?, &s, &b.splat(DType::F64, 0.0, &[nb])?)?;
    let scale = b.binary("stablehlo.power", &b.splat(DType::F64, 2.0, &[nb])?, &b.neg(&s)?)?;
    let xs = b.mul(&x, &b.broadcast_in_dim(&scale, &d, &[0])?)?;
    // Taylor: I + X(I + X/2(I + X/3(...)))
    let mut p = eye.clone();
    for k in (1..=18).rev() {
        let t = b.mul(&bmm(b, &xs, &p)?, &b.splat(DType::F64, 1.0 / k as f64, &d)?)?;
        p = b.add(&eye, &t)?;
    }
    let si = b.convert(&s, DType::I64)?;
    let smax = b.reduce(&si, &b.scalar_int(DType::I64, 0)?, &[0], "stablehlo.maximum")?;
    let i0 = b.scalar_int(DType::I64, 0)?;
    let types = vec![i0.ty.clone(), smax.ty.clone(), si.ty.clone(), p.ty.clone()];
    let cond = b.region(&types, |b, a| Ok(vec![b.compare(&a[0], &a[1], "LT")?]))?;
    let body = b.region(&types, move |b, a| {
        let (i, smax, si, p) = (&a[0], &a[1], &a[2], &a[3]);
        let active = b.compare(&b.broadcast_in_dim(i, &[nb], &[])?, si, "LT")?;
        let sq = bmm(b, p, p)?;
        let p2 = b.select(&b.broadcast_in_dim(&active, &[nb, n, n], &[0])?, &sq, p)?;
        Ok(vec![b.add(i, &b.scalar_int(DType::I64, 1)?)?, smax.clone(), si.clone(), p2])
    })?;
    let outs = b.op("stablehlo.while", &[&i0, &smax, &si, &p], &types, &[], vec![cond, body])?;
    Ok(vec![b.reshape(&b.convert(&outs[3], dt)?, &c.out_dims(0)?)?])
}
