//! Linear algebra beyond matmul: Cholesky factorization (`stablehlo.cholesky`), LU factorization
//! with partial pivoting (unrolled over the columns; matrix sizes are static), and the solves,
//! inverses and determinants built on them with `stablehlo.triangular_solve`. Batch dims
//! broadcast as in torch; empty matrices give empty results without reaching XLA.

use super::call::{broadcast_to, Call};
use crate::emit::{Builder, Tv};
use crate::ir::DType;
use crate::Result;
use super::traits::{OpRule, op};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

/// `rule`, except that when any result is empty every result is zeros of its type: an empty matrix
/// has nothing to factor, and XLA's decompositions reject zero-size operands.
macro_rules! nonempty {
    ($rule:ident) => {
        |c| if any_empty(c)? { empty_results(c) } else { $rule(c) }
    };
}

pub const RULES: &[OpRule] = &[
    op("aten._cdist_forward.default", nonempty!(cdist)),
    op("aten._linalg_det.default", linalg_det),
    op("aten._linalg_eigh.default", linalg_eigh),
    op("aten._linalg_slogdet.default", linalg_slogdet),
    op("aten._linalg_solve_ex.default", nonempty!(linalg_solve_ex)),
    op("aten._linalg_svd.default", linalg_svd),
    op("aten._pdist_forward.default", nonempty!(pdist)),
    op("aten.cholesky.default", nonempty!(cholesky)),
    op("aten.cholesky_inverse.default", nonempty!(cholesky_inverse)),
    op("aten.cholesky_solve.default", nonempty!(cholesky_solve)),
    op("aten.geqrf.default", nonempty!(geqrf)),
    op("aten.linalg_cholesky_ex.default", linalg_cholesky_ex),
    op("aten.linalg_householder_product.default", nonempty!(householder_product)),
    op("aten.linalg_inv_ex.default", nonempty!(linalg_inv_ex)),
    op("aten.linalg_lu.default", linalg_lu),
    op("aten.linalg_lu_factor_ex.default", linalg_lu_factor_ex),
    op("aten.linalg_lu_solve.default", nonempty!(linalg_lu_solve)),
    op("aten.linalg_matrix_exp.default", nonempty!(matrix_exp)),
    op("aten.linalg_pinv.atol_rtol_tensor", linalg_pinv),
    op("aten.linalg_qr.default", linalg_qr),
    op("aten.linalg_solve_triangular.default", nonempty!(linalg_solve_triangular)),
    op("aten.lu_unpack.default", nonempty!(lu_unpack)),
    op("aten.ormqr.default", nonempty!(ormqr)),
    op("aten.triangular_solve.default", nonempty!(triangular_solve)),
];

/// Swaps the last two dims.
fn mt<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let r = x.rank() as i64;
    let mut perm: Vec<i64> = (0..r).collect();
    perm.swap((r - 2) as usize, (r - 1) as usize);
    b.transpose(x, &perm)
}

/// Keeps the lower (or upper) triangle of the last two dims, zeroing the rest.
fn triangle<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, lower: bool) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let r = d.len();
    let row = b.iota(DType::I64, &d, r - 2)?;
    let col = b.iota(DType::I64, &d, r - 1)?;
    let keep = b.compare(&row, &col, if lower { "GE" } else { "LE" })?;
    b.select(&keep, x, &b.splat(x.dtype(), 0.0, &d)?)
}

/// The lower Cholesky factor `L` of `a` (`a = L L^T`), other triangle zero.
fn chol_lower<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let l = b.op1("stablehlo.cholesky", &[a], a.ty.clone(), &[("lower", "true".to_string())])?;
    triangle(b, &l, true)
}

/// Solves `op(a) x = rhs` (`left`) or `x op(a) = rhs` for triangular `a`.
fn tri_solve<'c, 'a>(
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
fn batched<'c, 'a>(c: &Call<'_, 'c, 'a>, i: usize, name: &str, batch: &[i64], dtype: DType) -> Result<Tv<'c, 'a>> {
    let t = c.b.convert(&c.tensor_named(i, name)?, dtype)?;
    let d = t.dims();
    let mut want = batch.to_vec();
    want.extend_from_slice(&d[d.len() - 2..]);
    broadcast_to(c.b, &t, &want)
}

/// Operands `(i, name)` and `(j, name2)` as matrices broadcast to result 0's batch dims, in its dtype.
fn batched_pair<'c, 'a>(c: &Call<'_, 'c, 'a>, (i, name): (usize, &str), (j, name2): (usize, &str)) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    let batch = &od[..od.len() - 2];
    Ok((batched(c, i, name, batch, out.dtype)?, batched(c, j, name2, batch, out.dtype)?))
}

fn empty_results<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    (0..c.node.outputs.len()).map(|i| { let t = c.out_ty(i)?; c.b.splat(t.dtype, 0.0, &c.out_dims(i)?) }).collect()
}

fn any_empty(c: &Call<'_, '_, '_>) -> Result<bool> {
    for i in 0..c.node.outputs.len() {
        if c.out_dims(i)?.iter().product::<i64>() == 0 {
            return Ok(true);
        }
    }
    Ok(false)
}

/// `cholesky(a, upper=False)`.
fn cholesky<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let a = c.tensor(0)?;
    let l = chol_lower(c.b, &a)?;
    Ok(vec![if c.bool_or(1, "upper", false)? { mt(c.b, &l)? } else { l }])
}

/// `linalg_cholesky_ex(a, *, upper=False, check_errors=False)` → `(L, info)`; `info` is 0 where the
/// factor is finite and 1 where it is not (torch gives the order of the failing minor there).
fn linalg_cholesky_ex<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    if c.out_dims(0)?.iter().product::<i64>() == 0 {
        return empty_results(c);
    }
    let a = c.tensor(0)?;
    let l = chol_lower(c.b, &a)?;
    let r = l.rank() as i64;
    let finite = c.b.op1("stablehlo.is_finite", &[&l], crate::ir::TensorType::new(DType::Bool, &l.dims()), &[])?;
    let t = c.b.scalar(DType::Bool, 1.0)?;
    let all = c.b.reduce(&finite, &t, &[r - 2, r - 1], "stablehlo.and")?;
    let info = c.b.convert(&c.b.unary("stablehlo.not", &all)?, DType::I32)?;
    let info = c.b.convert(&info, c.out_ty(1)?.dtype)?;
    let l = if c.bool_or(1, "upper", false)? { mt(c.b, &l)? } else { l };
    Ok(vec![l, c.b.reshape(&info, &c.out_dims(1)?)?])
}

/// `cholesky_solve(b, L, upper=False)`: solves `A x = b` with `A = L L^T` (or `U^T U`).
fn cholesky_solve<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (rhs, f) = batched_pair(c, (0, "self"), (1, "input2"))?;
    Ok(vec![cholesky_factor_solve(c.b, &f, &rhs, c.bool_or(2, "upper", false)?)?])
}

/// Solves `A x = rhs` given A's Cholesky factor `f`: with L, `L y = rhs` then `L^T x = y`; with U
/// (`upper`), `U^T y = rhs` then `U x = y`.
fn cholesky_factor_solve<'c, 'a>(b: &Builder<'c, 'a>, f: &Tv<'c, 'a>, rhs: &Tv<'c, 'a>, upper: bool) -> Result<Tv<'c, 'a>> {
    let y = tri_solve(b, f, rhs, true, !upper, false, upper)?;
    tri_solve(b, f, &y, true, !upper, false, !upper)
}

/// `cholesky_inverse(L, upper=False)`: the inverse of `L L^T` (or `U^T U`).
fn cholesky_inverse<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let f = c.tensor(0)?;
    let d = f.dims();
    let r = d.len();
    let eye = c.b.convert(&c.b.compare(&c.b.iota(DType::I64, &d, r - 2)?, &c.b.iota(DType::I64, &d, r - 1)?, "EQ")?, f.dtype())?;
    Ok(vec![cholesky_factor_solve(c.b, &f, &eye, c.bool_or(1, "upper", false)?)?])
}

/// `triangular_solve(b, A, upper=True, transpose=False, unitriangular=False)` → `(x, A)`.
fn triangular_solve<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (rhs, a) = batched_pair(c, (0, "self"), (1, "A"))?;
    let upper = c.bool_or(2, "upper", true)?;
    let transpose = c.bool_or(3, "transpose", false)?;
    let unit = c.bool_or(4, "unitriangular", false)?;
    let x = tri_solve(c.b, &a, &rhs, true, !upper, unit, transpose)?;
    let a_out = c.b.reshape(&a, &c.out_dims(1)?)?;
    Ok(vec![x, a_out])
}

/// `linalg_solve_triangular(A, B, *, upper, left=True, unitriangular=False)`.
fn linalg_solve_triangular<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, rhs) = batched_pair(c, (0, "self"), (1, "B"))?;
    let upper = c.bool_or(2, "upper", false)?;
    let left = c.bool_or(3, "left", true)?;
    let unit = c.bool_or(4, "unitriangular", false)?;
    Ok(vec![tri_solve(c.b, &a, &rhs, left, !upper, unit, false)?])
}

// ---- LU factorization with partial pivoting, and what is built on it: solve, inverse, det,
// ---- slogdet, lu_solve, lu_unpack

/// An LU factorization of a batch `[B, m, n]`: the packed factors (unit-lower L below the
/// diagonal, U on and above it), the 0-based pivot row of each step `[B, k]`, the final row
/// permutation `[B, m]` (row i of `P^T A` is row `perm[i]` of `A`), and the step that met a zero
/// pivot (`info`, 1-based; 0 if none) as `[B]` i32.
struct Lu<'c, 'a> {
    lu: Tv<'c, 'a>,
    pivots: Vec<Tv<'c, 'a>>,
    perm: Tv<'c, 'a>,
    info: Tv<'c, 'a>,
}

/// Row `r[b]` of each matrix of `x [B, m, n]` → `[B, n]`.
fn gather_rows<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, r: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let bi = b.iota(DType::I64, &[d[0], 1], 0)?;
    let idx = b.concatenate(&[&bi, &b.reshape(r, &[d[0], 1])?], 1)?;
    let dims = crate::emit::GatherDims { offset_dims: vec![1], collapsed_slice_dims: vec![0, 1], start_index_map: vec![0, 1], index_vector_dim: 1 };
    b.gather(x, &idx, &dims, &[1, 1, d[2]], &[d[0], d[2]])
}

/// Swaps rows `k` and `p[b]` of each matrix of `x [B, m, n]`.
fn swap_rows<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, k: i64, p: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let row_k = b.reshape(&b.slice(x, &[0, k, 0], &[d[0], k + 1, d[2]], &[1, 1, 1])?, &[d[0], d[2]])?;
    let row_p = gather_rows(b, x, p)?;
    let r = b.iota(DType::I64, &d, 1)?;
    let is_k = b.compare(&r, &b.splat(DType::I64, k as f64, &d)?, "EQ")?;
    let is_p = b.compare(&r, &b.broadcast_in_dim(p, &d, &[0])?, "EQ")?;
    let y = b.select(&is_p, &b.broadcast_in_dim(&row_k, &d, &[0, 2])?, x)?;
    b.select(&is_k, &b.broadcast_in_dim(&row_p, &d, &[0, 2])?, &y)
}

/// Right-looking LU with partial pivoting (LAPACK's getrf: the first largest |pivot|, multipliers
/// scaled by the pivot's reciprocal).
fn lu_factor<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<Lu<'c, 'a>> {
    let d = a.dims();
    let (nb, m, n) = (d[0], d[1], d[2]);
    let dt = a.dtype();
    let mut x = a.clone();
    let mut perm = b.iota(DType::I64, &[nb, m], 1)?;
    let mut info = b.splat(DType::I32, 0.0, &[nb])?;
    let mut pivots = Vec::new();
    let rows = b.iota(DType::I64, &d, 1)?;
    let cols = b.iota(DType::I64, &d, 2)?;
    let row_m = b.iota(DType::I64, &[nb, m], 1)?;
    for k in 0..m.min(n) {
        let col = b.reshape(&b.slice(&x, &[0, 0, k], &[nb, m, k + 1], &[1, 1, 1])?, &[nb, m])?;
        let above = b.compare(&row_m, &b.splat(DType::I64, k as f64, &[nb, m])?, "LT")?;
        let mag = b.select(&above, &b.splat(dt, -1.0, &[nb, m])?, &b.unary("stablehlo.abs", &col)?)?;
        let init_v = b.scalar(dt, f64::NEG_INFINITY)?;
        let init_i = b.scalar_int(DType::I64, i64::MAX)?;
        let p = b
            .reduce_multi(&[&mag, &row_m], &[&init_v, &init_i], &[1], |b, a| {
                super::reduction::pick_extreme(b, &a, true, false, false)
            })?
            .remove(1);
        pivots.push(p.clone());
        x = swap_rows(b, &x, k, &p)?;
        // perm: swap entries k and p.
        let pk = b.reshape(&b.slice(&perm, &[0, k], &[nb, k + 1], &[1, 1])?, &[nb])?;
        let pp = b.reshape(&gather_rows(b, &b.reshape(&perm, &[nb, m, 1])?, &p)?, &[nb])?;
        let is_k = b.compare(&row_m, &b.splat(DType::I64, k as f64, &[nb, m])?, "EQ")?;
        let is_p = b.compare(&row_m, &b.broadcast_in_dim(&p, &[nb, m], &[0])?, "EQ")?;
        perm = b.select(&is_p, &b.broadcast_in_dim(&pk, &[nb, m], &[0])?, &perm)?;
        perm = b.select(&is_k, &b.broadcast_in_dim(&pp, &[nb, m], &[0])?, &perm)?;
        // Eliminate below the pivot.
        let piv = b.reshape(&b.slice(&x, &[0, k, k], &[nb, k + 1, k + 1], &[1, 1, 1])?, &[nb])?;
        let zero_piv = b.compare(&piv, &b.splat(dt, 0.0, &[nb])?, "EQ")?;
        let no_info = b.compare(&info, &b.splat(DType::I32, 0.0, &[nb])?, "EQ")?;
        let first = b.binary("stablehlo.and", &zero_piv, &no_info)?;
        info = b.select(&first, &b.splat(DType::I32, (k + 1) as f64, &[nb])?, &info)?;
        let recip = b.div(&b.splat(dt, 1.0, &[nb])?, &piv)?;
        let col = b.reshape(&b.slice(&x, &[0, 0, k], &[nb, m, k + 1], &[1, 1, 1])?, &[nb, m])?;
        // A zero pivot leaves its column unscaled (LAPACK skips the scaling there).
        let scaled = b.select(&b.broadcast_in_dim(&zero_piv, &[nb, m], &[0])?, &col, &b.mul(&col, &b.broadcast_in_dim(&recip, &[nb, m], &[0])?)?)?;
        let urow = b.reshape(&b.slice(&x, &[0, k, 0], &[nb, k + 1, n], &[1, 1, 1])?, &[nb, n])?;
        let below = b.compare(&rows, &b.splat(DType::I64, k as f64, &d)?, "GT")?;
        let right = b.compare(&cols, &b.splat(DType::I64, k as f64, &d)?, "GT")?;
        let at_k = b.compare(&cols, &b.splat(DType::I64, k as f64, &d)?, "EQ")?;
        let l3 = b.broadcast_in_dim(&scaled, &d, &[0, 1])?;
        let u3 = b.broadcast_in_dim(&urow, &d, &[0, 2])?;
        let update = b.sub(&x, &b.mul(&l3, &u3)?)?;
        let in_trail = b.binary("stablehlo.and", &below, &right)?;
        x = b.select(&in_trail, &update, &x)?;
        x = b.select(&b.binary("stablehlo.and", &below, &at_k)?, &l3, &x)?;
    }
    Ok(Lu { lu: x, pivots, perm, info })
}

/// The 1-based pivots `[B, k]` as i32, LAPACK's form.
fn pivots_i32<'c, 'a>(b: &Builder<'c, 'a>, lu: &Lu<'c, 'a>, nb: i64) -> Result<Tv<'c, 'a>> {
    if lu.pivots.is_empty() {
        return b.splat(DType::I32, 0.0, &[nb, 0]);
    }
    let cols: Vec<Tv> = lu.pivots.iter().map(|p| b.reshape(p, &[nb, 1])).collect::<Result<_>>()?;
    let refs: Vec<&Tv> = cols.iter().collect();
    let p = b.concatenate(&refs, 1)?;
    let one = b.splat(DType::I64, 1.0, &p.dims())?;
    b.convert(&b.add(&p, &one)?, DType::I32)
}

/// The compute dtype of a float matrix op (the halves are not supported by torch's CPU linalg).
fn matrix_batch<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>) -> Result<(Tv<'c, 'a>, Vec<i64>)> {
    let d = x.dims();
    let r = d.len();
    let batch = d[..r - 2].to_vec();
    let nb: i64 = batch.iter().product();
    Ok((c.b.reshape(x, &[nb, d[r - 2], d[r - 1]])?, batch))
}

/// Solves `A X = B` from A's LU (`[nb, n, n]`) for `rhs [nb, n, k]`.
fn lu_solve_with<'c, 'a>(b: &Builder<'c, 'a>, lu: &Tv<'c, 'a>, perm: &Tv<'c, 'a>, rhs: &Tv<'c, 'a>, adjoint: bool) -> Result<Tv<'c, 'a>> {
    let d = rhs.dims();
    let (nb, n, k) = (d[0], d[1], d[2]);
    let gather_perm = |x: &Tv<'c, 'a>, p: &Tv<'c, 'a>| -> Result<Tv<'c, 'a>> {
        // rows of x reordered: out[b, i, :] = x[b, p[b, i], :]
        let bi = b.broadcast_in_dim(&b.iota(DType::I64, &[nb], 0)?, &[nb, n, 1], &[0])?;
        let pi = b.reshape(p, &[nb, n, 1])?;
        let idx = b.concatenate(&[&bi, &pi], 2)?;
        let dims = crate::emit::GatherDims { offset_dims: vec![2], collapsed_slice_dims: vec![0, 1], start_index_map: vec![0, 1], index_vector_dim: 2 };
        b.gather(x, &idx, &dims, &[1, 1, k], &[nb, n, k])
    };
    if !adjoint {
        let pb = gather_perm(rhs, perm)?;
        let y = tri_solve(b, lu, &pb, true, true, true, false)?;
        tri_solve(b, lu, &y, true, false, false, false)
    } else {
        // A^T X = B with A = P L U: U^T z = B, L^T w = z, X = P w.
        let z = tri_solve(b, lu, rhs, true, false, false, true)?;
        let w = tri_solve(b, lu, &z, true, true, true, true)?;
        // X[perm[i]] = w[i]: invert the permutation by a scatter of iota.
        let inv = inverse_perm(b, perm)?;
        gather_perm(&w, &inv)
    }
}

/// The inverse of a batch of permutations `[nb, n]`.
fn inverse_perm<'c, 'a>(b: &Builder<'c, 'a>, perm: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = perm.dims();
    let (nb, n) = (d[0], d[1]);
    let bi = b.broadcast_in_dim(&b.iota(DType::I64, &[nb], 0)?, &[nb, n, 1], &[0])?;
    let idx = b.concatenate(&[&bi, &b.reshape(perm, &[nb, n, 1])?], 2)?;
    let dims = crate::emit::ScatterDims { update_window_dims: vec![], inserted_window_dims: vec![0, 1], scatter_dims_to_operand_dims: vec![0, 1], index_vector_dim: 2 };
    b.scatter(&b.splat(DType::I64, 0.0, &d)?, &idx, &b.iota(DType::I64, &d, 1)?, &dims, None)
}

/// Operand 0 and its LU factors with partial pivoting (`pivot` argument 1 must be true), or
/// `None` when a result is empty.
fn pivoted_lu<'c, 'a>(c: &Call<'_, 'c, 'a>) -> Result<Option<(Tv<'c, 'a>, Lu<'c, 'a>)>> {
    if !c.bool_or(1, "pivot", true)? {
        return Err(c.unsupported("LU without pivoting"));
    }
    if any_empty(c)? {
        return Ok(None);
    }
    let a = c.tensor(0)?;
    let (a3, _) = matrix_batch(c, &a)?;
    let f = lu_factor(c.b, &a3)?;
    Ok(Some((a, f)))
}

/// `linalg_lu_factor_ex(A, *, pivot=True, check_errors=False)` → `(LU, pivots, info)`.
fn linalg_lu_factor_ex<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let Some((_, f)) = pivoted_lu(c)? else { return empty_results(c) };
    let nb = f.lu.dims()[0];
    Ok(vec![
        c.b.reshape(&f.lu, &c.out_dims(0)?)?,
        c.b.reshape(&pivots_i32(c.b, &f, nb)?, &c.out_dims(1)?)?,
        c.b.reshape(&f.info, &c.out_dims(2)?)?,
    ])
}

/// The permutation matrices `[nb, m, m]` with `P[perm[i], i] = 1` (`A = P L U`).
fn perm_matrix<'c, 'a>(b: &Builder<'c, 'a>, perm: &Tv<'c, 'a>, dt: DType) -> Result<Tv<'c, 'a>> {
    let d = perm.dims();
    let (nb, m) = (d[0], d[1]);
    let rows = b.iota(DType::I64, &[nb, m, m], 1)?;
    let p = b.broadcast_in_dim(perm, &[nb, m, m], &[0, 2])?;
    b.convert(&b.compare(&rows, &p, "EQ")?, dt)
}

/// Unit-lower L `[nb, m, k]` and upper U `[nb, k, n]` from packed factors.
fn unpack_lu<'c, 'a>(b: &Builder<'c, 'a>, lu: &Tv<'c, 'a>) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let d = lu.dims();
    let (nb, m, n) = (d[0], d[1], d[2]);
    let k = m.min(n);
    let l = b.slice(lu, &[0, 0, 0], &[nb, m, k], &[1, 1, 1])?;
    let ld = l.dims();
    let r = b.iota(DType::I64, &ld, 1)?;
    let cc = b.iota(DType::I64, &ld, 2)?;
    let l = b.select(&b.compare(&r, &cc, "GT")?, &l, &b.splat(l.dtype(), 0.0, &ld)?)?;
    let l = b.select(&b.compare(&r, &cc, "EQ")?, &b.splat(l.dtype(), 1.0, &ld)?, &l)?;
    let u = b.slice(lu, &[0, 0, 0], &[nb, k, n], &[1, 1, 1])?;
    let u = triangle(b, &u, false)?;
    Ok((l, u))
}

/// `linalg_lu(A, *, pivot=True)` → `(P, L, U)`.
fn linalg_lu<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let Some((a, f)) = pivoted_lu(c)? else { return empty_results(c) };
    let (l, u) = unpack_lu(c.b, &f.lu)?;
    let p = perm_matrix(c.b, &f.perm, a.dtype())?;
    Ok(vec![c.b.reshape(&p, &c.out_dims(0)?)?, c.b.reshape(&l, &c.out_dims(1)?)?, c.b.reshape(&u, &c.out_dims(2)?)?])
}

/// The row permutation that LAPACK's 1-based `pivots [nb, k]` describe, as `[nb, m]`.
fn perm_from_pivots<'c, 'a>(b: &Builder<'c, 'a>, pivots: &Tv<'c, 'a>, m: i64) -> Result<Tv<'c, 'a>> {
    let d = pivots.dims();
    let (nb, k) = (d[0], d[1]);
    let piv = b.sub(&b.convert(pivots, DType::I64)?, &b.splat(DType::I64, 1.0, &d)?)?;
    let mut perm = b.iota(DType::I64, &[nb, m], 1)?;
    let row_m = b.iota(DType::I64, &[nb, m], 1)?;
    for j in 0..k.min(m) {
        let p = b.reshape(&b.slice(&piv, &[0, j], &[nb, j + 1], &[1, 1])?, &[nb])?;
        let pj = b.reshape(&b.slice(&perm, &[0, j], &[nb, j + 1], &[1, 1])?, &[nb])?;
        let pp = b.reshape(&gather_rows(b, &b.reshape(&perm, &[nb, m, 1])?, &p)?, &[nb])?;
        let is_j = b.compare(&row_m, &b.splat(DType::I64, j as f64, &[nb, m])?, "EQ")?;
        let is_p = b.compare(&row_m, &b.broadcast_in_dim(&p, &[nb, m], &[0])?, "EQ")?;
        perm = b.select(&is_p, &b.broadcast_in_dim(&pj, &[nb, m], &[0])?, &perm)?;
        perm = b.select(&is_j, &b.broadcast_in_dim(&pp, &[nb, m], &[0])?, &perm)?;
    }
    Ok(perm)
}

/// `lu_unpack(LU, pivots, unpack_data=True, unpack_pivots=True)` → `(P, L, U)`.
fn lu_unpack<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let lu = c.tensor(0)?;
    let (lu3, _) = matrix_batch(c, &lu)?;
    let d = lu3.dims();
    let (l, u) = unpack_lu(c.b, &lu3)?;
    let piv = c.tensor(1)?;
    let k = *piv.dims().last().unwrap_or(&0);
    let piv = c.b.reshape(&piv, &[d[0], k])?;
    let perm = perm_from_pivots(c.b, &piv, d[1])?;
    let p = perm_matrix(c.b, &perm, lu.dtype())?;
    Ok(vec![c.b.reshape(&p, &c.out_dims(0)?)?, c.b.reshape(&l, &c.out_dims(1)?)?, c.b.reshape(&u, &c.out_dims(2)?)?])
}

/// `linalg_lu_solve(LU, pivots, B, *, left=True, adjoint=False)`.
fn linalg_lu_solve<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    let batch = od[..od.len() - 2].to_vec();
    let lu = batched(c, 0, "LU", &batch, out.dtype)?;
    let n = lu.dims()[lu.rank() - 1];
    let nb: i64 = batch.iter().product();
    let piv = c.tensor_named(1, "pivots")?;
    let mut pshape = batch.clone();
    pshape.push(*piv.dims().last().unwrap_or(&0));
    let piv = c.b.reshape(&broadcast_to(c.b, &piv, &pshape)?, &[nb, pshape[pshape.len() - 1]])?;
    let rhs = batched(c, 2, "B", &batch, out.dtype)?;
    let left = c.bool_or(usize::MAX, "left", true)?;
    let adjoint = c.bool_or(usize::MAX, "adjoint", false)?;
    let lu3 = c.b.reshape(&lu, &[nb, n, n])?;
    let perm = perm_from_pivots(c.b, &piv, n)?;
    let rd = rhs.dims();
    let (r0, r1) = (rd[rd.len() - 2], rd[rd.len() - 1]);
    let x = if left {
        lu_solve_with(c.b, &lu3, &perm, &c.b.reshape(&rhs, &[nb, r0, r1])?, adjoint)?
    } else {
        // X A = B  <=>  A^T X^T = B^T.
        let bt = mt(c.b, &c.b.reshape(&rhs, &[nb, r0, r1])?)?;
        mt(c.b, &lu_solve_with(c.b, &lu3, &perm, &bt, !adjoint)?)?
    };
    Ok(vec![c.b.reshape(&x, &od)?])
}

/// `_linalg_solve_ex(A, B, *, left=True, check_errors=False)` → `(result, LU, pivots, info)`.
fn linalg_solve_ex<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let lu_dims = c.out_dims(1)?;
    let batch = lu_dims[..lu_dims.len() - 2].to_vec();
    let n = lu_dims[lu_dims.len() - 1];
    let nb: i64 = batch.iter().product();
    let a = batched(c, 0, "A", &batch, out.dtype)?;
    let f = lu_factor(c.b, &c.b.reshape(&a, &[nb, n, n])?)?;
    let left = c.bool_or(2, "left", true)?;
    let bt = c.tensor_named(1, "B")?;
    let od = c.out_dims(0)?;
    // B is a batch of vectors when it has one dim fewer than A (torch's rule).
    let ad = c.tensor_named(0, "A")?.dims();
    let vector = bt.rank() == 1 || (bt.rank() + 1 == ad.len() && bt.dims()[..] == ad[..ad.len() - 1]);
    let rhs = if vector {
        let mut want = batch.clone();
        want.push(n);
        let v = broadcast_to(c.b, &c.b.convert(&bt, out.dtype)?, &want)?;
        c.b.reshape(&v, &[nb, n, 1])?
    } else {
        let r = batched(c, 1, "B", &batch, out.dtype)?;
        let rd = r.dims();
        c.b.reshape(&r, &[nb, rd[rd.len() - 2], rd[rd.len() - 1]])?
    };
    let x = if left {
        lu_solve_with(c.b, &f.lu, &f.perm, &rhs, false)?
    } else {
        mt(c.b, &lu_solve_with(c.b, &f.lu, &f.perm, &mt(c.b, &rhs)?, true)?)?
    };
    Ok(vec![
        c.b.reshape(&x, &od)?,
        c.b.reshape(&f.lu, &lu_dims)?,
        c.b.reshape(&pivots_i32(c.b, &f, nb)?, &c.out_dims(2)?)?,
        c.b.reshape(&f.info, &c.out_dims(3)?)?,
    ])
}

/// `linalg_inv_ex(A, *, check_errors=False)` → `(inverse, info)`.
fn linalg_inv_ex<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let a = c.tensor(0)?;
    let (a3, _) = matrix_batch(c, &a)?;
    let d = a3.dims();
    let f = lu_factor(c.b, &a3)?;
    let eye = c.b.convert(&c.b.compare(&c.b.iota(DType::I64, &d, 1)?, &c.b.iota(DType::I64, &d, 2)?, "EQ")?, a.dtype())?;
    let x = lu_solve_with(c.b, &f.lu, &f.perm, &eye, false)?;
    Ok(vec![c.b.reshape(&x, &c.out_dims(0)?)?, c.b.reshape(&f.info, &c.out_dims(1)?)?])
}

/// The diagonal of U `[nb, n]` and the permutation's sign `[nb]` (+1/-1 in `dt`).
fn diag_and_sign<'c, 'a>(b: &Builder<'c, 'a>, f: &Lu<'c, 'a>, dt: DType) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let d = f.lu.dims();
    let (nb, n) = (d[0], d[1]);
    let eye = b.compare(&b.iota(DType::I64, &d, 1)?, &b.iota(DType::I64, &d, 2)?, "EQ")?;
    let diag = b.reduce(&b.select(&eye, &f.lu, &b.splat(dt, 0.0, &d)?)?, &b.scalar(dt, 0.0)?, &[2], "stablehlo.add")?;
    let mut swaps = b.splat(DType::I64, 0.0, &[nb])?;
    for (k, p) in f.pivots.iter().enumerate() {
        let moved = b.compare(p, &b.splat(DType::I64, k as f64, &[nb])?, "NE")?;
        swaps = b.add(&swaps, &b.convert(&moved, DType::I64)?)?;
    }
    let odd = b.compare(&b.binary("stablehlo.remainder", &swaps, &b.splat(DType::I64, 2.0, &[nb])?)?, &b.splat(DType::I64, 1.0, &[nb])?, "EQ")?;
    let sign = b.select(&odd, &b.splat(dt, -1.0, &[nb])?, &b.splat(dt, 1.0, &[nb])?)?;
    let _ = n;
    Ok((diag, sign))
}

/// `_linalg_det(A)` → `(det, LU, pivots)`.
fn linalg_det<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let a = c.tensor(0)?;
    let dt = a.dtype();
    let ad = a.dims();
    let n = ad[ad.len() - 1];
    if n == 0 || a.numel() == 0 {
        let mut outs = vec![c.b.splat(dt, 1.0, &c.out_dims(0)?)?];
        outs.push(c.b.splat(dt, 0.0, &c.out_dims(1)?)?);
        outs.push(c.b.splat(c.out_ty(2)?.dtype, 0.0, &c.out_dims(2)?)?);
        return Ok(outs);
    }
    // As torch for a contiguous A: factor A^T (det(A^T) = det(A)), which LAPACK reads without a copy.
    let (a3, _) = matrix_batch(c, &a)?;
    let a3 = mt(c.b, &a3)?;
    let nb = a3.dims()[0];
    let f = lu_factor(c.b, &a3)?;
    let (diag, sign) = diag_and_sign(c.b, &f, dt)?;
    let mut det = sign;
    for i in 0..n {
        let di = c.b.reshape(&c.b.slice(&diag, &[0, i], &[nb, i + 1], &[1, 1])?, &[nb])?;
        det = c.b.mul(&det, &di)?;
    }
    Ok(vec![
        c.b.reshape(&det, &c.out_dims(0)?)?,
        c.b.reshape(&f.lu, &c.out_dims(1)?)?,
        c.b.reshape(&pivots_i32(c.b, &f, nb)?, &c.out_dims(2)?)?,
    ])
}

/// `_linalg_slogdet(A)` → `(sign, logabsdet, LU, pivots)`.
fn linalg_slogdet<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let a = c.tensor(0)?;
    let dt = a.dtype();
    let ad = a.dims();
    let n = ad[ad.len() - 1];
    if n == 0 || a.numel() == 0 {
        return Ok(vec![
            c.b.splat(dt, 1.0, &c.out_dims(0)?)?,
            c.b.splat(dt, 0.0, &c.out_dims(1)?)?,
            c.b.splat(dt, 0.0, &c.out_dims(2)?)?,
            c.b.splat(c.out_ty(3)?.dtype, 0.0, &c.out_dims(3)?)?,
        ]);
    }
    // As torch for a contiguous A: factor A^T (det(A^T) = det(A)), which LAPACK reads without a copy.
    let (a3, _) = matrix_batch(c, &a)?;
    let a3 = mt(c.b, &a3)?;
    let nb = a3.dims()[0];
    let f = lu_factor(c.b, &a3)?;
    let (diag, sign) = diag_and_sign(c.b, &f, dt)?;
    let signs = c.b.unary("stablehlo.sign", &diag)?;
    let sprod = c.b.reduce(&signs, &c.b.scalar(dt, 1.0)?, &[1], "stablehlo.multiply")?;
    let logs = c.b.unary("stablehlo.log", &c.b.unary("stablehlo.abs", &diag)?)?;
    let logabs = c.b.reduce(&logs, &c.b.scalar(dt, 0.0)?, &[1], "stablehlo.add")?;
    let s = c.b.mul(&sign, &sprod)?;
    Ok(vec![
        c.b.reshape(&s, &c.out_dims(0)?)?,
        c.b.reshape(&logabs, &c.out_dims(1)?)?,
        c.b.reshape(&f.lu, &c.out_dims(2)?)?,
        c.b.reshape(&pivots_i32(c.b, &f, nb)?, &c.out_dims(3)?)?,
    ])
}

// ---- symmetric eigenvalue problems by cyclic Jacobi rotations (in float64), and what they give:
// ---- eigh, singular values (of the Gram matrix), pseudo-inverses

/// Batched `x @ y` for `[B, n, k] x [B, k, m]`.
fn bmm<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, y: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    b.dot_general(x, y, (&[0], &[0]), (&[2], &[1]), x.dtype())
}

/// A `[n, n]` constant with a one at `(i, j)`.
fn unit<'c, 'a>(b: &Builder<'c, 'a>, n: i64, i: i64, j: i64) -> Result<Tv<'c, 'a>> {
    let mut bytes = vec![0u8; (n * n) as usize * 8];
    bytes[((i * n + j) * 8) as usize..((i * n + j) * 8 + 8) as usize].copy_from_slice(&1f64.to_le_bytes());
    b.constant_bytes(DType::F64, &[n, n], &bytes)
}

/// Eigen-decomposition of symmetric `a [B, n, n]` (float64): eigenvalues `[B, n]` (unsorted) and
/// eigenvectors `[B, n, n]` (columns), by cyclic Jacobi sweeps until the off-diagonal part vanishes.
fn jacobi_eigh<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let d = a.dims();
    let (nb, n) = (d[0], d[1]);
    let eye = b.convert(&b.compare(&b.iota(DType::I64, &d, 1)?, &b.iota(DType::I64, &d, 2)?, "EQ")?, DType::F64)?;
    if n <= 1 {
        let diag = b.reshape(a, &[nb, n])?;
        return Ok((diag, eye));
    }
    let sweeps = b.scalar_int(DType::I64, 0)?;
    let types = vec![sweeps.ty.clone(), a.ty.clone(), a.ty.clone()];
    let dd = d.clone();
    let cond = b.region(&types, move |b, s| {
        let (k, x) = (&s[0], &s[1]);
        let off_mask = b.compare(&b.iota(DType::I64, &dd, 1)?, &b.iota(DType::I64, &dd, 2)?, "NE")?;
        let sq = b.mul(x, x)?;
        let zero = b.scalar(DType::F64, 0.0)?;
        let off = b.reduce(&b.select(&off_mask, &sq, &b.splat(DType::F64, 0.0, &dd)?)?, &zero, &[0, 1, 2], "stablehlo.add")?;
        let all = b.reduce(&sq, &zero, &[0, 1, 2], "stablehlo.add")?;
        let big = b.compare(&off, &b.mul(&all, &b.scalar(DType::F64, 1e-30)?)?, "GT")?;
        let more = b.compare(k, &b.scalar_int(DType::I64, 40)?, "LT")?;
        Ok(vec![b.binary("stablehlo.and", &big, &more)?])
    })?;
    let body = b.region(&types, move |b, s| {
        let (k, mut x, mut v) = (s[0].clone(), s[1].clone(), s[2].clone());
        for p in 0..n {
            for q in p + 1..n {
                let (x2, v2) = jacobi_rotate(b, &x, &v, p, q)?;
                x = x2;
                v = v2;
            }
        }
        Ok(vec![b.add(&k, &b.scalar_int(DType::I64, 1)?)?, x, v])
    })?;
    let outs = b.op("stablehlo.while", &[&sweeps, a, &eye], &types, &[], vec![cond, body])?;
    let (x, v) = (&outs[1], &outs[2]);
    let mask = b.compare(&b.iota(DType::I64, &d, 1)?, &b.iota(DType::I64, &d, 2)?, "EQ")?;
    let diag = b.reduce(&b.select(&mask, x, &b.splat(DType::F64, 0.0, &d)?)?, &b.scalar(DType::F64, 0.0)?, &[2], "stablehlo.add")?;
    Ok((diag, v.clone()))
}

/// One Jacobi rotation in the (p, q) plane that zeroes `x[:, p, q]`: `(J^T x J, v J)`.
fn jacobi_rotate<'c, 'b>(b: &Builder<'c, 'b>, x: &Tv<'c, 'b>, v: &Tv<'c, 'b>, p: i64, q: i64) -> Result<(Tv<'c, 'b>, Tv<'c, 'b>)> {
    let dd = x.dims();
    let (nb, n) = (dd[0], dd[1]);
    let entry = |i: i64, j: i64| -> Result<Tv<'c, 'b>> { b.reshape(&b.slice(x, &[0, i, j], &[nb, i + 1, j + 1], &[1, 1, 1])?, &[nb]) };
    let (app, aqq, apq) = (entry(p, p)?, entry(q, q)?, entry(p, q)?);
    let one = b.splat(DType::F64, 1.0, &[nb])?;
    let zero = b.splat(DType::F64, 0.0, &[nb])?;
    let theta = b.div(&b.sub(&aqq, &app)?, &b.mul(&b.splat(DType::F64, 2.0, &[nb])?, &apq)?)?;
    let sign = b.select(&b.compare(&theta, &zero, "LT")?, &b.neg(&one)?, &one)?;
    let root = b.unary("stablehlo.sqrt", &b.add(&b.mul(&theta, &theta)?, &one)?)?;
    let t = b.div(&sign, &b.add(&b.unary("stablehlo.abs", &theta)?, &root)?)?;
    let t = b.select(&b.compare(&apq, &zero, "EQ")?, &zero, &t)?;
    let c = b.div(&one, &b.unary("stablehlo.sqrt", &b.add(&b.mul(&t, &t)?, &one)?)?)?;
    let sn = b.mul(&t, &c)?;
    // J = I + (c - 1)(E_pp + E_qq) + s E_pq - s E_qp
    let cm1 = b.broadcast_in_dim(&b.sub(&c, &one)?, &dd, &[0])?;
    let s3 = b.broadcast_in_dim(&sn, &dd, &[0])?;
    let e = |i: i64, j: i64| -> Result<Tv<'c, 'b>> { b.broadcast_in_dim(&unit(b, n, i, j)?, &dd, &[1, 2]) };
    let eye = b.convert(&b.compare(&b.iota(DType::I64, &dd, 1)?, &b.iota(DType::I64, &dd, 2)?, "EQ")?, DType::F64)?;
    let mut j = b.add(&eye, &b.mul(&cm1, &b.add(&e(p, p)?, &e(q, q)?)?)?)?;
    j = b.add(&j, &b.mul(&s3, &b.sub(&e(p, q)?, &e(q, p)?)?)?)?;
    let jt = b.transpose(&j, &[0, 2, 1])?;
    Ok((bmm(b, &jt, &bmm(b, x, &j)?)?, bmm(b, v, &j)?))
}

/// Sorts eigenvalues `[B, n]` (ascending, or descending) and reorders the eigenvector columns.
fn sort_eig<'c, 'a>(b: &Builder<'c, 'a>, w: &Tv<'c, 'a>, v: &Tv<'c, 'a>, descending: bool) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let (ws, idx) = super::sort::sort_with_indices(b, w, 1, descending)?;
    let d = v.dims();
    let (nb, n) = (d[0], d[1]);
    // v[:, :, idx]: gather columns.
    let bi = b.broadcast_in_dim(&b.iota(DType::I64, &[nb], 0)?, &[nb, n, 1], &[0])?;
    let ci = b.reshape(&idx, &[nb, n, 1])?;
    let gidx = b.concatenate(&[&bi, &ci], 2)?;
    let dims = crate::emit::GatherDims { offset_dims: vec![1], collapsed_slice_dims: vec![0, 2], start_index_map: vec![0, 2], index_vector_dim: 2 };
    let vs = b.gather(v, &gidx, &dims, &[1, n, 1], &[nb, n, n])?;
    // gather gives [B, n(cols), n(rows)]: put rows first.
    Ok((ws, b.transpose(&vs, &[0, 2, 1])?))
}

/// The symmetric matrix that one triangle of `a` describes (`lower`: the lower one).
fn symmetrize<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>, lower: bool) -> Result<Tv<'c, 'a>> {
    let t = triangle(b, a, lower)?;
    let d = a.dims();
    let strict = b.select(&b.compare(&b.iota(DType::I64, &d, 1)?, &b.iota(DType::I64, &d, 2)?, "EQ")?, &b.splat(a.dtype(), 0.0, &d)?, &t)?;
    b.add(&t, &mt(b, &strict)?)
}

/// `_linalg_eigh(A, UPLO='L', compute_v=True)` → `(eigenvalues, eigenvectors)`, eigenvalues
/// ascending. (Each eigenvector's sign is whatever the rotations give, which need not be LAPACK's.)
fn linalg_eigh<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    if c.out_dims(0)?.iter().product::<i64>() == 0 {
        return empty_results(c);
    }
    let a = c.tensor(0)?;
    let dt = a.dtype();
    let lower = c.str_or(1, "UPLO", "L")? == "L";
    let (a3, _) = matrix_batch(c, &a)?;
    let s = symmetrize(c.b, &c.b.convert(&a3, DType::F64)?, lower)?;
    let (w, v) = jacobi_eigh(c.b, &s)?;
    let (w, v) = sort_eig(c.b, &w, &v, false)?;
    let vd = c.out_dims(1)?;
    let vout = if vd.iter().product::<i64>() == 0 { c.b.splat(dt, 0.0, &vd)? } else { c.b.reshape(&c.b.convert(&v, dt)?, &vd)? };
    Ok(vec![c.b.reshape(&c.b.convert(&w, dt)?, &c.out_dims(0)?)?, vout])
}

/// The Gram matrix of `a [B, m, n]` on its smaller side, in float64: `A^T A` (`[B, n, n]`) when
/// m >= n, else `A A^T`. Its eigenvalues are the squared singular values.
fn gram<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = a.dims();
    if d[1] >= d[2] {
        bmm(b, &mt(b, a)?, a)
    } else {
        bmm(b, a, &mt(b, a)?)
    }
}

/// `_linalg_svd(A, full_matrices=False, compute_uv=True, driver=None)` → `(U, S, Vh)`, in float64:
/// the singular values (descending) are the square roots of the eigenvalues of the smaller Gram
/// matrix; V and U are the eigenvectors of `A^T A` and `A A^T`, each left singular vector's sign
/// chosen so that `u^T A v >= 0`. Singular vectors are unique only up to sign (torch documents
/// this), so they may differ from LAPACK's by a sign per pair.
fn linalg_svd<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let sd = c.out_dims(1)?;
    let dt = c.out_ty(1)?.dtype;
    let compute_uv = c.bool_or(2, "compute_uv", true)?;
    let a = c.tensor(0)?;
    let ad = a.dims();
    let (m, n) = (ad[ad.len() - 2], ad[ad.len() - 1]);
    if a.numel() == 0 {
        let (ud, vd) = (c.out_dims(0)?, c.out_dims(2)?);
        // An empty A still has identity singular vectors in its non-empty dims.
        let eye = |d: &[i64]| -> Result<Tv<'c, 'a>> {
            if d.iter().product::<i64>() == 0 {
                return b.splat(dt, 0.0, d);
            }
            let r = d.len();
            b.convert(&b.compare(&b.iota(DType::I64, d, r - 2)?, &b.iota(DType::I64, d, r - 1)?, "EQ")?, dt)
        };
        return Ok(vec![eye(&ud)?, b.splat(dt, 0.0, &sd)?, eye(&vd)?]);
    }
    let (a3, _) = matrix_batch(c, &a)?;
    let nb = a3.dims()[0];
    let k = m.min(n);
    let a64 = b.convert(&a3, DType::F64)?;
    let (w, _) = {
        let (w, v) = jacobi_eigh(b, &gram(b, &a64)?)?;
        sort_eig(b, &w, &v, true)?
    };
    let s = b.unary("stablehlo.sqrt", &b.max(&w, &b.splat(DType::F64, 0.0, &[nb, k])?)?)?;
    let s_out = b.reshape(&b.convert(&s, dt)?, &sd)?;
    if !compute_uv {
        return Ok(vec![b.splat(dt, 0.0, &c.out_dims(0)?)?, s_out, b.splat(dt, 0.0, &c.out_dims(2)?)?]);
    }
    let (_, v) = { let (w, v) = jacobi_eigh(b, &bmm(b, &mt(b, &a64)?, &a64)?)?; sort_eig(b, &w, &v, true)? };
    let (_, u) = { let (w, v) = jacobi_eigh(b, &bmm(b, &a64, &mt(b, &a64)?)?)?; sort_eig(b, &w, &v, true)? };
    // d_i = u_i^T A v_i over the first k pairs; flip u_i where negative.
    let av = bmm(b, &a64, &v)?; // [B, m, n]
    let uk = b.slice(&u, &[0, 0, 0], &[nb, m, k], &[1, 1, 1])?;
    let avk = b.slice(&av, &[0, 0, 0], &[nb, m, k], &[1, 1, 1])?;
    let dsum = b.reduce(&b.mul(&uk, &avk)?, &b.scalar(DType::F64, 0.0)?, &[1], "stablehlo.add")?; // [B, k]
    let flip = b.select(&b.compare(&dsum, &b.splat(DType::F64, 0.0, &[nb, k])?, "LT")?, &b.splat(DType::F64, -1.0, &[nb, k])?, &b.splat(DType::F64, 1.0, &[nb, k])?)?;
    let flip_m = if m > k { b.concatenate(&[&flip, &b.splat(DType::F64, 1.0, &[nb, m - k])?], 1)? } else { flip };
    let u = b.mul(&u, &b.broadcast_in_dim(&flip_m, &[nb, m, m], &[0, 2])?)?;
    let full = c.bool_or(1, "full_matrices", false)?;
    let (u, vh) = if full {
        (u, mt(b, &v)?)
    } else {
        (b.slice(&u, &[0, 0, 0], &[nb, m, k], &[1, 1, 1])?, b.slice(&mt(b, &v)?, &[0, 0, 0], &[nb, k, n], &[1, 1, 1])?)
    };
    Ok(vec![b.reshape(&b.convert(&u, dt)?, &c.out_dims(0)?)?, s_out, b.reshape(&b.convert(&vh, dt)?, &c.out_dims(2)?)?])
}

/// `linalg_pinv.atol_rtol_tensor(A, *, atol=None, rtol=None, hermitian=False)`: singular values
/// above `max(atol, rtol * largest)` are inverted, the rest dropped (rtol defaults to
/// `eps * max(m, n)` when atol is not given). Built from the Gram matrix's eigenvectors, in float64.
fn linalg_pinv<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    if od.iter().product::<i64>() == 0 {
        return empty_results(c);
    }
    let b = c.b;
    let a = c.tensor(0)?;
    let ad = a.dims();
    let (m, n) = (ad[ad.len() - 2], ad[ad.len() - 1]);
    let (a3, batch) = matrix_batch(c, &a)?;
    let nb = a3.dims()[0];
    let a64 = b.convert(&a3, DType::F64)?;
    let hermitian = c.bool_or(3, "hermitian", false)?;
    // Eigen-decomposition G = V diag(w) V^T; singular values are |w| (hermitian) or sqrt(w).
    let (g, k) = if hermitian { (symmetrize(b, &a64, true)?, n) } else { (gram(b, &a64)?, m.min(n)) };
    let (w, v) = jacobi_eigh(b, &g)?;
    let sv = if hermitian { b.unary("stablehlo.abs", &w)? } else { b.unary("stablehlo.sqrt", &b.max(&w, &b.splat(DType::F64, 0.0, &[nb, k])?)?)? };
    let smax = b.reduce(&sv, &b.scalar(DType::F64, 0.0)?, &[1], "stablehlo.maximum")?;
    let eps = match out.dtype {
        DType::F64 => f64::EPSILON,
        _ => f32::EPSILON as f64,
    };
    let per_batch = |i: usize, name: &str| -> Result<Option<Tv<'c, 'a>>> {
        match c.opt_tensor(i, name)? {
            None => Ok(None),
            Some(t) => Ok(Some(b.reshape(&broadcast_to(b, &b.convert(&t, DType::F64)?, &batch)?, &[nb])?)),
        }
    };
    let atol = per_batch(1, "atol")?;
    let rtol = per_batch(2, "rtol")?;
    let zero = b.splat(DType::F64, 0.0, &[nb])?;
    let rtol = match (rtol, &atol) {
        (Some(r), _) => r,
        (None, None) => b.splat(DType::F64, eps * m.max(n) as f64, &[nb])?,
        (None, Some(at)) => {
            let default = b.splat(DType::F64, eps * m.max(n) as f64, &[nb])?;
            b.select(&b.compare(at, &zero, "GT")?, &zero, &default)?
        }
    };
    let atol = atol.unwrap_or(zero.clone());
    let tol = b.max(&atol, &b.mul(&rtol, &smax)?)?;
    let keep = b.compare(&sv, &b.broadcast_in_dim(&tol, &[nb, k], &[0])?, "GT")?;
    // The inverted spectrum: 1/w (hermitian) or 1/w = 1/s^2 (Gram), zero where dropped.
    let safe_w = b.select(&keep, &w, &b.splat(DType::F64, 1.0, &[nb, k])?)?;
    let inv = b.select(&keep, &b.div(&b.splat(DType::F64, 1.0, &[nb, k])?, &safe_w)?, &b.splat(DType::F64, 0.0, &[nb, k])?)?;
    let scaled = b.mul(&v, &b.broadcast_in_dim(&inv, &[nb, k, k], &[0, 2])?)?;
    let core = bmm(b, &scaled, &mt(b, &v)?)?; // V diag(inv) V^T
    let p = if hermitian {
        core
    } else if m >= n {
        bmm(b, &core, &mt(b, &a64)?)? // (A^T A)^+ A^T
    } else {
        bmm(b, &mt(b, &a64)?, &core)? // A^T (A A^T)^+
    };
    Ok(vec![b.reshape(&b.convert(&p, out.dtype)?, &od)?])
}

// ---- QR by Householder reflections, LAPACK's convention (geqrf: `beta = -sign(alpha) ||x||`,
// ---- `tau = (beta - alpha) / beta`, reflectors stored below the diagonal with an implicit 1)

/// Column `j` of `x [B, m, n]` as `[B, m]`.
fn column<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, j: i64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    b.reshape(&b.slice(x, &[0, 0, j], &[d[0], d[1], j + 1], &[1, 1, 1])?, &[d[0], d[1]])
}

/// The Householder vector stored in column `j` of packed `x`: 1 at row j, the stored entries below.
fn reflector<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, j: i64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let (nb, m) = (d[0], d[1]);
    let col = column(b, x, j)?;
    let rows = b.iota(DType::I64, &[nb, m], 1)?;
    let jj = b.splat(DType::I64, j as f64, &[nb, m])?;
    let v = b.select(&b.compare(&rows, &jj, "GT")?, &col, &b.splat(x.dtype(), 0.0, &[nb, m])?)?;
    b.select(&b.compare(&rows, &jj, "EQ")?, &b.splat(x.dtype(), 1.0, &[nb, m])?, &v)
}

/// Applies `H = I - tau v v^T` to `c [B, m, p]` from the left.
fn apply_left<'c, 'a>(b: &Builder<'c, 'a>, v: &Tv<'c, 'a>, tau: &Tv<'c, 'a>, c: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = c.dims();
    let (nb, m) = (d[0], d[1]);
    let v3 = b.reshape(v, &[nb, m, 1])?;
    let w = bmm(b, &mt(b, &v3)?, c)?; // [B, 1, p]
    let tv = b.mul(&v3, &b.broadcast_in_dim(tau, &[nb, m, 1], &[0])?)?;
    b.sub(c, &bmm(b, &tv, &w)?)
}

/// `geqrf` on `a [B, m, n]`: the packed factors and `tau [B, k]`.
fn householder_qr<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let d = a.dims();
    let (nb, m, n) = (d[0], d[1], d[2]);
    let dt = a.dtype();
    let mut x = a.clone();
    let mut taus = Vec::new();
    let rows = b.iota(DType::I64, &[nb, m], 1)?;
    let rows3 = b.iota(DType::I64, &d, 1)?;
    let cols3 = b.iota(DType::I64, &d, 2)?;
    let zero_m = b.splat(dt, 0.0, &[nb, m])?;
    for j in 0..m.min(n) {
        let jj = b.splat(DType::I64, j as f64, &[nb, m])?;
        let col = column(b, &x, j)?;
        let below = b.select(&b.compare(&rows, &jj, "GT")?, &col, &zero_m)?;
        let alpha = b.reshape(&b.slice(&x, &[0, j, j], &[nb, j + 1, j + 1], &[1, 1, 1])?, &[nb])?;
        let xnorm = b.unary("stablehlo.sqrt", &b.reduce(&b.mul(&below, &below)?, &b.scalar(dt, 0.0)?, &[1], "stablehlo.add")?)?;
        let zero = b.splat(dt, 0.0, &[nb])?;
        let one = b.splat(dt, 1.0, &[nb])?;
        let norm = b.unary("stablehlo.sqrt", &b.add(&b.mul(&alpha, &alpha)?, &b.mul(&xnorm, &xnorm)?)?)?;
        let neg_alpha = b.compare(&alpha, &zero, "LT")?;
        let beta = b.select(&neg_alpha, &norm, &b.neg(&norm)?)?;
        let trivial = b.compare(&xnorm, &zero, "EQ")?;
        let tau = b.select(&trivial, &zero, &b.div(&b.sub(&beta, &alpha)?, &beta)?)?;
        let scale = b.select(&trivial, &one, &b.div(&one, &b.sub(&alpha, &beta)?)?)?;
        let v_below = b.mul(&below, &b.broadcast_in_dim(&scale, &[nb, m], &[0])?)?;
        let v = b.select(&b.compare(&rows, &jj, "EQ")?, &b.splat(dt, 1.0, &[nb, m])?, &v_below)?;
        // Update the columns right of j.
        let updated = apply_left(b, &v, &tau, &x)?;
        let j3 = b.splat(DType::I64, j as f64, &d)?;
        let right = b.compare(&cols3, &j3, "GT")?;
        x = b.select(&right, &updated, &x)?;
        // Column j: beta on the diagonal (alpha when trivial), the reflector below.
        let new_diag = b.select(&trivial, &alpha, &beta)?;
        let colj = b.compare(&cols3, &j3, "EQ")?;
        let diag_mask = b.binary("stablehlo.and", &colj, &b.compare(&rows3, &j3, "EQ")?)?;
        let below_mask = b.binary("stablehlo.and", &colj, &b.compare(&rows3, &j3, "GT")?)?;
        x = b.select(&diag_mask, &b.broadcast_in_dim(&new_diag, &d, &[0])?, &x)?;
        x = b.select(&below_mask, &b.broadcast_in_dim(&v_below, &d, &[0, 1])?, &x)?;
        taus.push(b.reshape(&tau, &[nb, 1])?);
    }
    let tau = if taus.is_empty() {
        b.splat(dt, 0.0, &[nb, 0])?
    } else {
        let refs: Vec<&Tv> = taus.iter().collect();
        b.concatenate(&refs, 1)?
    };
    Ok((x, tau))
}

/// `Q [B, m, cols]` = `H_0 H_1 ... H_{k-1}` applied to the first `cols` columns of the identity
/// (LAPACK's orgqr), from reflectors packed in `x` and `tau [B, k]`.
fn form_q<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, tau: &Tv<'c, 'a>, cols: i64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let (nb, m) = (d[0], d[1]);
    let k = tau.dims()[1];
    let qd = [nb, m, cols];
    let mut q = b.convert(&b.compare(&b.iota(DType::I64, &qd, 1)?, &b.iota(DType::I64, &qd, 2)?, "EQ")?, x.dtype())?;
    for j in (0..k).rev() {
        let v = reflector(b, x, j)?;
        let t = b.reshape(&b.slice(tau, &[0, j], &[nb, j + 1], &[1, 1])?, &[nb])?;
        q = apply_left(b, &v, &t, &q)?;
    }
    Ok(q)
}

/// `geqrf(A)` → `(a, tau)`.
fn geqrf<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let a = c.tensor(0)?;
    let dt = a.dtype();
    let (a3, _) = matrix_batch(c, &a)?;
    let (x, tau) = householder_qr(c.b, &c.b.convert(&a3, DType::F64)?)?;
    Ok(vec![c.b.reshape(&c.b.convert(&x, dt)?, &c.out_dims(0)?)?, c.b.reshape(&c.b.convert(&tau, dt)?, &c.out_dims(1)?)?])
}

/// `linalg_qr(A, mode='reduced')` → `(Q, R)`; `complete` gives a square Q, `r` an empty one.
fn linalg_qr<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let a = c.tensor(0)?;
    let dt = a.dtype();
    let ad = a.dims();
    let (m, n) = (ad[ad.len() - 2], ad[ad.len() - 1]);
    let (qd, rd) = (c.out_dims(0)?, c.out_dims(1)?);
    if a.numel() == 0 {
        let q = if qd.iter().product::<i64>() == 0 {
            b.splat(dt, 0.0, &qd)?
        } else {
            let r = qd.len();
            b.convert(&b.compare(&b.iota(DType::I64, &qd, r - 2)?, &b.iota(DType::I64, &qd, r - 1)?, "EQ")?, dt)?
        };
        return Ok(vec![q, b.splat(dt, 0.0, &rd)?]);
    }
    let (a3, _) = matrix_batch(c, &a)?;
    let nb = a3.dims()[0];
    let (x, tau) = householder_qr(b, &b.convert(&a3, DType::F64)?)?;
    let r_rows = rd[rd.len() - 2];
    let r = triangle(b, &b.slice(&x, &[0, 0, 0], &[nb, r_rows.min(m), n], &[1, 1, 1])?, false)?;
    let r = if r_rows > m { b.pad(&r, &b.scalar(DType::F64, 0.0)?, &[0, 0, 0], &[0, r_rows - m, 0], &[0, 0, 0])? } else { r };
    let q = if qd.iter().product::<i64>() == 0 { b.splat(dt, 0.0, &qd)? } else { b.reshape(&b.convert(&form_q(b, &x, &tau, qd[qd.len() - 1])?, dt)?, &qd)? };
    Ok(vec![q, b.reshape(&b.convert(&r, dt)?, &rd)?])
}

/// `linalg_householder_product(A, tau)`: the first n columns of `H_0 ... H_{k-1}` (orgqr).
fn householder_product<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let a = c.tensor(0)?;
    let dt = a.dtype();
    let (a3, _) = matrix_batch(c, &a)?;
    let d = a3.dims();
    let tau = c.tensor(1)?;
    let k = *tau.dims().last().unwrap_or(&0);
    let tau = b.reshape(&b.convert(&tau, DType::F64)?, &[d[0], k])?;
    let q = form_q(b, &b.convert(&a3, DType::F64)?, &tau, d[2])?;
    Ok(vec![b.reshape(&b.convert(&q, dt)?, &c.out_dims(0)?)?])
}

/// `ormqr(A, tau, C, left=True, transpose=False)`: `C` multiplied by `Q` (or `Q^T`) from the left
/// (or right), `Q = H_0 ... H_{k-1}` from the reflectors in `A`.
fn ormqr<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    let batch = od[..od.len() - 2].to_vec();
    let nb: i64 = batch.iter().product();
    let a = batched(c, 0, "self", &batch, DType::F64)?;
    let ad = a.dims();
    let a3 = b.reshape(&a, &[nb, ad[ad.len() - 2], ad[ad.len() - 1]])?;
    let tau = c.tensor(1)?;
    let k = *tau.dims().last().unwrap_or(&0);
    let mut tshape = batch.clone();
    tshape.push(k);
    let tau = b.reshape(&broadcast_to(b, &b.convert(&tau, DType::F64)?, &tshape)?, &[nb, k])?;
    let cm = batched(c, 2, "input3", &batch, DType::F64)?;
    let cd = cm.dims();
    let mut x = b.reshape(&cm, &[nb, cd[cd.len() - 2], cd[cd.len() - 1]])?;
    let left = c.bool_or(3, "left", true)?;
    let transpose = c.bool_or(4, "transpose", false)?;
    // Left: Q C applies H_{k-1} first; Q^T C applies H_0 first. Right: C Q = (C^T ... ) by transposing.
    if !left {
        x = mt(b, &x)?;
    }
    let order: Vec<i64> = if left != transpose { (0..k).rev().collect() } else { (0..k).collect() };
    for j in order {
        let v = reflector(b, &a3, j)?;
        let t = b.reshape(&b.slice(&tau, &[0, j], &[nb, j + 1], &[1, 1])?, &[nb])?;
        x = apply_left(b, &v, &t, &x)?;
    }
    if !left {
        x = mt(b, &x)?;
    }
    Ok(vec![b.reshape(&b.convert(&x, out.dtype)?, &od)?])
}

// ---- distances: cdist, pdist

/// `||x - y||_p` over the last dim of `diff` (float64), torch's special cases: p = 0 counts the
/// nonzero differences, p = inf takes the largest.
fn p_norm<'c, 'a>(b: &Builder<'c, 'a>, diff: &Tv<'c, 'a>, p: f64) -> Result<Tv<'c, 'a>> {
    let r = diff.rank() as i64 - 1;
    let a = b.unary("stablehlo.abs", diff)?;
    let zero = b.scalar(diff.dtype(), 0.0)?;
    if p == 0.0 {
        let nz = b.convert(&b.compare(&a, &b.splat(diff.dtype(), 0.0, &a.dims())?, "NE")?, diff.dtype())?;
        return b.reduce(&nz, &zero, &[r], "stablehlo.add");
    }
    if p.is_infinite() {
        return b.reduce(&a, &zero, &[r], "stablehlo.maximum");
    }
    if p == 1.0 {
        return b.reduce(&a, &zero, &[r], "stablehlo.add");
    }
    if p == 2.0 {
        return b.unary("stablehlo.sqrt", &b.reduce(&b.mul(&a, &a)?, &zero, &[r], "stablehlo.add")?);
    }
    let pw = b.binary("stablehlo.power", &a, &b.splat(diff.dtype(), p, &a.dims())?)?;
    let s = b.reduce(&pw, &zero, &[r], "stablehlo.add")?;
    b.binary("stablehlo.power", &s, &b.splat(diff.dtype(), 1.0 / p, &s.dims())?)
}

/// `_cdist_forward(x1 [.., r1, m], x2 [.., r2, m], p, compute_mode)` → `[.., r1, r2]`. For p = 2
/// torch may use the matmul form `|x|^2 + |y|^2 - 2 x.y` (always with mode 1, when a side has more
/// than 25 rows with the default mode), which rounds differently: so does this rule.
fn cdist<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    let r = od.len();
    let batch = od[..r - 2].to_vec();
    let nb: i64 = batch.iter().product();
    let p = c.float(2, "p")?;
    let mode = if c.has(3, "compute_mode") { Some(c.int(3, "compute_mode")?) } else { None };
    let x1 = batched(c, 0, "x1", &batch, out.dtype)?;
    let x2 = batched(c, 1, "x2", &batch, out.dtype)?;
    let (d1, d2) = (x1.dims(), x2.dims());
    let (r1, r2, m) = (d1[d1.len() - 2], d2[d2.len() - 2], d1[d1.len() - 1]);
    let x1 = b.reshape(&x1, &[nb, r1, m])?;
    let x2 = b.reshape(&x2, &[nb, r2, m])?;
    let use_mm = p == 2.0 && match mode { Some(1) => true, Some(2) => false, _ => r1 > 25 || r2 > 25 };
    let res = if use_mm {
        let dt = out.dtype;
        let zero = b.scalar(dt, 0.0)?;
        let n1 = b.reshape(&b.reduce(&b.mul(&x1, &x1)?, &zero, &[2], "stablehlo.add")?, &[nb, r1, 1])?;
        let n2 = b.reshape(&b.reduce(&b.mul(&x2, &x2)?, &zero, &[2], "stablehlo.add")?, &[nb, r2, 1])?;
        let a = b.concatenate(&[&b.mul(&x1, &b.splat(dt, -2.0, &[nb, r1, m])?)?, &n1, &b.splat(dt, 1.0, &[nb, r1, 1])?], 2)?;
        let bb = b.concatenate(&[&x2, &b.splat(dt, 1.0, &[nb, r2, 1])?, &n2], 2)?;
        let prod = bmm(b, &a, &mt(b, &bb)?)?;
        b.unary("stablehlo.sqrt", &b.max(&prod, &b.splat(dt, 0.0, &[nb, r1, r2])?)?)?
    } else {
        let e1 = b.broadcast_in_dim(&x1, &[nb, r1, r2, m], &[0, 1, 3])?;
        let e2 = b.broadcast_in_dim(&x2, &[nb, r1, r2, m], &[0, 2, 3])?;
        p_norm(b, &b.sub(&e1, &e2)?, p)?
    };
    Ok(vec![b.reshape(&res, &od)?])
}

/// `_pdist_forward(x [n, m], p)`: the distances between rows i < j, in row-major order of (i, j).
fn pdist<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let d = x.dims();
    let (n, m) = (d[0], d[1]);
    let p = c.float_or(1, "p", 2.0)?;
    let (mut is, mut js) = (Vec::new(), Vec::new());
    for i in 0..n {
        for j in i + 1..n {
            is.extend_from_slice(&i.to_le_bytes());
            js.extend_from_slice(&j.to_le_bytes());
        }
    }
    let k = (n * (n - 1) / 2).max(0);
    let take = |bytes: &[u8]| -> Result<Tv<'c, 'a>> {
        let idx = b.constant_bytes(DType::I64, &[k, 1], bytes)?;
        let dims = crate::emit::GatherDims { offset_dims: vec![1], collapsed_slice_dims: vec![0], start_index_map: vec![0], index_vector_dim: 1 };
        b.gather(&x, &idx, &dims, &[1, m], &[k, m])
    };
    let diff = b.sub(&take(&is)?, &take(&js)?)?;
    Ok(vec![b.reshape(&p_norm(b, &diff, p)?, &c.out_dims(0)?)?])
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
