//! LU factorization with partial pivoting, and what is built on it: solve, inverse, det,
//! slogdet, lu_solve, lu_unpack

use super::*;

/// An LU factorization of a batch `[B, m, n]`: the packed factors (unit-lower L below the
/// diagonal, U on and above it), the 0-based pivot row of each step `[B, k]`, the final row
/// permutation `[B, m]` (row i of `P^T A` is row `perm[i]` of `A`), and the step that met a zero
/// pivot (`info`, 1-based; 0 if none) as `[B]` i32.
pub(super) struct Lu<'c, 'a> {
    lu: Tv<'c, 'a>,
    pivots: Vec<Tv<'c, 'a>>,
    perm: Tv<'c, 'a>,
    info: Tv<'c, 'a>,
}

/// Row `r[b]` of each matrix of `x [B, m, n]` → `[B, n]`.
pub(super) fn gather_rows<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, r: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let bi = b.iota(DType::I64, &[d[0], 1], 0)?;
    let idx = b.concatenate(&[&bi, &b.reshape(r, &[d[0], 1])?], 1)?;
    let dims = crate::emit::GatherDims { offset_dims: vec![1], collapsed_slice_dims: vec![0, 1], start_index_map: vec![0, 1], index_vector_dim: 1 };
    b.gather(x, &idx, &dims, &[1, 1, d[2]], &[d[0], d[2]])
}

/// Swaps rows `k` and `p[b]` of each matrix of `x [B, m, n]`.
pub(super) fn swap_rows<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, k: i64, p: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
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
pub(super) fn lu_factor<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<Lu<'c, 'a>> {
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
                crate::lower::reduction::pick_extreme(b, &a, true, false, false)
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
pub(super) fn pivots_i32<'c, 'a>(b: &Builder<'c, 'a>, lu: &Lu<'c, 'a>, nb: i64) -> Result<Tv<'c, 'a>> {
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
pub(super) fn matrix_batch<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>) -> Result<(Tv<'c, 'a>, Vec<i64>)> {
    let d = x.dims();
    let r = d.len();
    let batch = super::matrix_batch_dims(c, &d)?;
    let nb: i64 = batch.iter().product();
    Ok((c.b.reshape(x, &[nb, d[r - 2], d[r - 1]])?, batch))
}

/// Solves `A X = B` from A's LU (`[nb, n, n]`) for `rhs [nb, n, k]`.
pub(super) fn lu_solve_with<'c, 'a>(b: &Builder<'c, 'a>, lu: &Tv<'c, 'a>, perm: &Tv<'c, 'a>, rhs: &Tv<'c, 'a>, adjoint: bool) -> Result<Tv<'c, 'a>> {
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
pub(super) fn inverse_perm<'c, 'a>(b: &Builder<'c, 'a>, perm: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = perm.dims();
    let (nb, n) = (d[0], d[1]);
    let bi = b.broadcast_in_dim(&b.iota(DType::I64, &[nb], 0)?, &[nb, n, 1], &[0])?;
    let idx = b.concatenate(&[&bi, &b.reshape(perm, &[nb, n, 1])?], 2)?;
    let dims = crate::emit::ScatterDims { update_window_dims: vec![], inserted_window_dims: vec![0, 1], scatter_dims_to_operand_dims: vec![0, 1], index_vector_dim: 2 };
    b.scatter(&b.splat(DType::I64, 0.0, &d)?, &idx, &b.iota(DType::I64, &d, 1)?, &dims, None)
}

/// Operand 0 and its LU factors with partial pivoting (`pivot` argument 1 must be true), or
/// `None` when a result is empty.
pub(super) fn pivoted_lu<'c, 'a>(c: &Call<'_, 'c, 'a>) -> Result<Option<(Tv<'c, 'a>, Lu<'c, 'a>)>> {
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
pub(super) fn linalg_lu_factor_ex<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let Some((_, f)) = pivoted_lu(c)? else { return empty_results(c) };
    let nb = f.lu.dims()[0];
    Ok(vec![
        c.b.reshape(&f.lu, &c.out_dims(0)?)?,
        c.b.reshape(&pivots_i32(c.b, &f, nb)?, &c.out_dims(1)?)?,
        c.b.reshape(&f.info, &c.out_dims(2)?)?,
    ])
}

/// The permutation matrices `[nb, m, m]` with `P[perm[i], i] = 1` (`A = P L U`).
pub(super) fn perm_matrix<'c, 'a>(b: &Builder<'c, 'a>, perm: &Tv<'c, 'a>, dt: DType) -> Result<Tv<'c, 'a>> {
    let d = perm.dims();
    let (nb, m) = (d[0], d[1]);
    let rows = b.iota(DType::I64, &[nb, m, m], 1)?;
    let p = b.broadcast_in_dim(perm, &[nb, m, m], &[0, 2])?;
    b.convert(&b.compare(&rows, &p, "EQ")?, dt)
}

/// Unit-lower L `[nb, m, k]` and upper U `[nb, k, n]` from packed factors.
pub(super) fn unpack_lu<'c, 'a>(b: &Builder<'c, 'a>, lu: &Tv<'c, 'a>) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
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
pub(super) fn linalg_lu<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let Some((a, f)) = pivoted_lu(c)? else { return empty_results(c) };
    let (l, u) = unpack_lu(c.b, &f.lu)?;
    let p = perm_matrix(c.b, &f.perm, a.dtype())?;
    Ok(vec![c.b.reshape(&p, &c.out_dims(0)?)?, c.b.reshape(&l, &c.out_dims(1)?)?, c.b.reshape(&u, &c.out_dims(2)?)?])
}

/// The row permutation that LAPACK's 1-based `pivots [nb, k]` describe, as `[nb, m]`.
pub(super) fn perm_from_pivots<'c, 'a>(b: &Builder<'c, 'a>, pivots: &Tv<'c, 'a>, m: i64) -> Result<Tv<'c, 'a>> {
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
pub(super) fn lu_unpack<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
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
pub(super) fn linalg_lu_solve<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    let batch = super::matrix_batch_dims(c, &od)?;
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
pub(super) fn linalg_solve_ex<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
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
pub(super) fn linalg_inv_ex<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let a = c.tensor(0)?;
    let (a3, _) = matrix_batch(c, &a)?;
    let d = a3.dims();
    let f = lu_factor(c.b, &a3)?;
    let eye = c.b.convert(&c.b.compare(&c.b.iota(DType::I64, &d, 1)?, &c.b.iota(DType::I64, &d, 2)?, "EQ")?, a.dtype())?;
    let x = lu_solve_with(c.b, &f.lu, &f.perm, &eye, false)?;
    Ok(vec![c.b.reshape(&x, &c.out_dims(0)?)?, c.b.reshape(&f.info, &c.out_dims(1)?)?])
}

/// The diagonal of U `[nb, n]` and the permutation's sign `[nb]` (+1/-1 in `dt`).
pub(super) fn diag_and_sign<'c, 'a>(b: &Builder<'c, 'a>, f: &Lu<'c, 'a>, dt: DType) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
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
pub(super) fn linalg_det<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
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
pub(super) fn linalg_slogdet<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
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
