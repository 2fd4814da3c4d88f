//! QR by Householder reflections, LAPACK's convention (geqrf: `beta = -sign(alpha) ||x||`,
//! `tau = (beta - alpha) / beta`, reflectors stored below the diagonal with an implicit 1)

use super::*;

/// Column `j` of `x [B, m, n]` as `[B, m]`.
pub(super) fn column<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, j: i64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    b.reshape(&b.slice(x, &[0, 0, j], &[d[0], d[1], j + 1], &[1, 1, 1])?, &[d[0], d[1]])
}

/// The Householder vector stored in column `j` of packed `x`: 1 at row j, the stored entries below.
pub(super) fn reflector<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, j: i64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let (nb, m) = (d[0], d[1]);
    let col = column(b, x, j)?;
    let rows = b.iota(DType::I64, &[nb, m], 1)?;
    let jj = b.splat(DType::I64, j as f64, &[nb, m])?;
    let v = b.select(&b.compare(&rows, &jj, "GT")?, &col, &b.splat(x.dtype(), 0.0, &[nb, m])?)?;
    b.select(&b.compare(&rows, &jj, "EQ")?, &b.splat(x.dtype(), 1.0, &[nb, m])?, &v)
}

/// Applies `H = I - tau v v^T` to `c [B, m, p]` from the left.
pub(super) fn apply_left<'c, 'a>(b: &Builder<'c, 'a>, v: &Tv<'c, 'a>, tau: &Tv<'c, 'a>, c: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = c.dims();
    let (nb, m) = (d[0], d[1]);
    let v3 = b.reshape(v, &[nb, m, 1])?;
    let w = bmm(b, &mt(b, &v3)?, c)?; // [B, 1, p]
    let tv = b.mul(&v3, &b.broadcast_in_dim(tau, &[nb, m, 1], &[0])?)?;
    b.sub(c, &bmm(b, &tv, &w)?)
}

/// `geqrf` on `a [B, m, n]`: the packed factors and `tau [B, k]`.
pub(super) fn householder_qr<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
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
pub(super) fn form_q<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, tau: &Tv<'c, 'a>, cols: i64) -> Result<Tv<'c, 'a>> {
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

/// Reflector `j` is column `j` of `A`, so `tau` has at most as many entries as `A` has columns
/// (torch checks this too). A bigger `k` would unroll (and list) billions of reflectors.
fn check_reflector_count(c: &Call<'_, '_, '_>, k: i64, cols: i64) -> Result<()> {
    if k > cols {
        return Err(c.invalid(format!("tau has {k} reflectors, but A has only {cols} columns")));
    }
    Ok(())
}

/// `geqrf(A)` → `(a, tau)`.
pub(super) fn geqrf<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let a = c.tensor(0)?;
    let dt = a.dtype();
    let (a3, _) = matrix_batch(c, &a)?;
    let (x, tau) = householder_qr(c.b, &c.b.convert(&a3, DType::F64)?)?;
    Ok(vec![c.b.reshape(&c.b.convert(&x, dt)?, &c.out_dims(0)?)?, c.b.reshape(&c.b.convert(&tau, dt)?, &c.out_dims(1)?)?])
}

/// `linalg_qr(A, mode='reduced')` → `(Q, R)`; `complete` gives a square Q, `r` an empty one.
pub(super) fn linalg_qr<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
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
    let r_rows = *rd.len().checked_sub(2).and_then(|i| rd.get(i)).ok_or_else(|| c.invalid(format!("result R {rd:?} is not a matrix")))?;
    let r = triangle(b, &b.slice(&x, &[0, 0, 0], &[nb, r_rows.min(m), n], &[1, 1, 1])?, false)?;
    let r = if r_rows > m { b.pad(&r, &b.scalar(DType::F64, 0.0)?, &[0, 0, 0], &[0, r_rows - m, 0], &[0, 0, 0])? } else { r };
    let q = if qd.iter().product::<i64>() == 0 { b.splat(dt, 0.0, &qd)? } else { b.reshape(&b.convert(&form_q(b, &x, &tau, qd[qd.len() - 1])?, dt)?, &qd)? };
    Ok(vec![q, b.reshape(&b.convert(&r, dt)?, &rd)?])
}

/// `linalg_householder_product(A, tau)`: the first n columns of `H_0 ... H_{k-1}` (orgqr).
pub(super) fn householder_product<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let a = c.tensor(0)?;
    let dt = a.dtype();
    let (a3, _) = matrix_batch(c, &a)?;
    let d = a3.dims();
    let tau = c.tensor(1)?;
    let k = *tau.dims().last().unwrap_or(&0);
    check_reflector_count(c, k, d[2])?;
    let tau = b.reshape(&b.convert(&tau, DType::F64)?, &[d[0], k])?;
    let q = form_q(b, &b.convert(&a3, DType::F64)?, &tau, d[2])?;
    Ok(vec![b.reshape(&b.convert(&q, dt)?, &c.out_dims(0)?)?])
}

/// `ormqr(A, tau, C, left=True, transpose=False)`: `C` multiplied by `Q` (or `Q^T`) from the left
/// (or right), `Q = H_0 ... H_{k-1}` from the reflectors in `A`.
pub(super) fn ormqr<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    let batch = super::matrix_batch_dims(c, &od)?;
    let nb: i64 = batch.iter().product();
    let a = batched(c, 0, "self", &batch, DType::F64)?;
    let ad = a.dims();
    let a3 = b.reshape(&a, &[nb, ad[ad.len() - 2], ad[ad.len() - 1]])?;
    let tau = c.tensor(1)?;
    let k = *tau.dims().last().unwrap_or(&0);
    check_reflector_count(c, k, ad[ad.len() - 1])?;
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
