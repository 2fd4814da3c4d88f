//! symmetric eigenvalue problems by cyclic Jacobi rotations (in float64), and what they give:
//! eigh, singular values (one-sided rotations of the matrix itself), pseudo-inverses

use super::*;

/// The largest matrix the Jacobi eigen-decomposition (eigh, SVD, pinv) lowers: each sweep emits
/// n(n-1)/2 rotations with `[n, n]` constants, so the module grows as n^4 (117x117 took minutes).
const MAX_JACOBI: i64 = 32;

/// A `[n, n]` constant with a one at `(i, j)`.
pub(super) fn unit<'c, 'a>(b: &Builder<'c, 'a>, n: i64, i: i64, j: i64) -> Result<Tv<'c, 'a>> {
    let mut bytes = vec![0u8; (n * n) as usize * 8];
    bytes[((i * n + j) * 8) as usize..((i * n + j) * 8 + 8) as usize].copy_from_slice(&1f64.to_le_bytes());
    b.constant_bytes(DType::F64, &[n, n], &bytes)
}

/// Eigen-decomposition of symmetric `a [B, n, n]` (float64): eigenvalues `[B, n]` (unsorted) and
/// eigenvectors `[B, n, n]` (columns), by cyclic Jacobi sweeps until the off-diagonal part vanishes.
pub(super) fn jacobi_eigh<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let d = a.dims();
    let (nb, n) = (d[0], d[1]);
    if n > MAX_JACOBI {
        // Each sweep is unrolled over the n(n-1)/2 planes, each with `[n, n]` constants.
        return Err(crate::Error::UnsupportedArgs {
            target: "<symmetric eigen-decomposition>".into(),
            node: String::new(),
            message: format!("a {n}x{n} matrix (the Jacobi sweeps are unrolled; at most {MAX_JACOBI})"),
        });
    }
    let eye = b.convert(&b.compare(&b.iota(DType::I64, &d, 1)?, &b.iota(DType::I64, &d, 2)?, "EQ")?, DType::F64)?;
    if n <= 1 {
        let diag = b.reshape(a, &[nb, n])?;
        return Ok((diag, eye));
    }
    let sweeps = b.scalar_int(DType::I64, 0)?;
    let types = vec![sweeps.ty.clone(), a.ty.clone(), a.ty.clone()];
    let cond = b.region(&types, move |b, s| Ok(vec![sweeping(b, &s[0], &s[1])?]))?;
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

/// The Jacobi loops' condition: another sweep while the off-diagonal part of symmetric
/// `x [B, n, n]` holds more than 1e-30 of its squared mass (1e-15 in norm) and fewer than 40
/// sweeps (`k`) ran.
fn sweeping<'c, 'b>(b: &Builder<'c, 'b>, k: &Tv<'c, 'b>, x: &Tv<'c, 'b>) -> Result<Tv<'c, 'b>> {
    let dd = x.dims();
    let off_mask = b.compare(&b.iota(DType::I64, &dd, 1)?, &b.iota(DType::I64, &dd, 2)?, "NE")?;
    let sq = b.mul(x, x)?;
    let zero = b.scalar(DType::F64, 0.0)?;
    let off = b.reduce(&b.select(&off_mask, &sq, &b.splat(DType::F64, 0.0, &dd)?)?, &zero, &[0, 1, 2], "stablehlo.add")?;
    let all = b.reduce(&sq, &zero, &[0, 1, 2], "stablehlo.add")?;
    let big = b.compare(&off, &b.mul(&all, &b.scalar(DType::F64, 1e-30)?)?, "GT")?;
    let more = b.compare(k, &b.scalar_int(DType::I64, 40)?, "LT")?;
    b.binary("stablehlo.and", &big, &more)
}

/// One Jacobi rotation in the (p, q) plane that zeroes `x[:, p, q]`: `(J^T x J, v J)`.
pub(super) fn jacobi_rotate<'c, 'b>(b: &Builder<'c, 'b>, x: &Tv<'c, 'b>, v: &Tv<'c, 'b>, p: i64, q: i64) -> Result<(Tv<'c, 'b>, Tv<'c, 'b>)> {
    let dd = x.dims();
    let nb = dd[0];
    let entry = |i: i64, j: i64| -> Result<Tv<'c, 'b>> { b.reshape(&b.slice(x, &[0, i, j], &[nb, i + 1, j + 1], &[1, 1, 1])?, &[nb]) };
    let j = plane_rotation(b, &entry(p, p)?, &entry(q, q)?, &entry(p, q)?, &dd, p, q)?;
    let jt = b.transpose(&j, &[0, 2, 1])?;
    Ok((bmm(b, &jt, &bmm(b, x, &j)?)?, bmm(b, v, &j)?))
}

/// The rotation `J [B, n, n]` (`dd`) in the (p, q) plane that diagonalizes the symmetric 2x2
/// blocks `[[app, apq], [apq, aqq]]` (each `[B]`): `J^T G J` has a zero at (p, q).
fn plane_rotation<'c, 'b>(b: &Builder<'c, 'b>, app: &Tv<'c, 'b>, aqq: &Tv<'c, 'b>, apq: &Tv<'c, 'b>, dd: &[i64], p: i64, q: i64) -> Result<Tv<'c, 'b>> {
    let (nb, n) = (dd[0], dd[1]);
    let (app, aqq, apq) = (app.clone(), aqq.clone(), apq.clone());
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
    let eye = b.convert(&b.compare(&b.iota(DType::I64, dd, 1)?, &b.iota(DType::I64, dd, 2)?, "EQ")?, DType::F64)?;
    let j = b.add(&eye, &b.mul(&cm1, &b.add(&e(p, p)?, &e(q, q)?)?)?)?;
    b.add(&j, &b.mul(&s3, &b.sub(&e(p, q)?, &e(q, p)?)?)?)
}

/// One-sided (Hestenes) Jacobi of `a [B, m, n]` (float64, m >= n): `(A V, V)` with the columns of
/// `A V` mutually orthogonal and `V [B, n, n]` orthogonal, by cyclic sweeps of column rotations
/// until every pair of columns is orthogonal to rounding. The singular values are the columns'
/// norms, each to float64's relative accuracy; the Gram matrix's eigenvalues (`gram`, `jacobi_eigh`)
/// carry an error of about eps times the largest squared singular value, so there a singular value
/// below sqrt(eps) of the largest (1.5e-8 in float64) is rounding, and a rank-deficient float64
/// matrix's pseudo-inverse inverted it.
pub(super) fn one_sided_jacobi<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let d = a.dims();
    let (nb, m, n) = (d[0], d[1], d[2]);
    if n > MAX_JACOBI {
        return Err(crate::Error::UnsupportedArgs {
            target: "<singular value decomposition>".into(),
            node: String::new(),
            message: format!("a matrix with {n} columns (the Jacobi sweeps are unrolled; at most {MAX_JACOBI})"),
        });
    }
    let vd = vec![nb, n, n];
    let eye = b.convert(&b.compare(&b.iota(DType::I64, &vd, 1)?, &b.iota(DType::I64, &vd, 2)?, "EQ")?, DType::F64)?;
    if n <= 1 {
        return Ok((a.clone(), eye));
    }
    let sweeps = b.scalar_int(DType::I64, 0)?;
    let types = vec![sweeps.ty.clone(), a.ty.clone(), eye.ty.clone()];
    // Sweeping on while the columns' Gram matrix has off-diagonal mass, as `jacobi_eigh`.
    let cond = b.region(&types, move |b, s| Ok(vec![sweeping(b, &s[0], &bmm(b, &mt(b, &s[1])?, &s[1])?)?]))?;
    let rd = vd.clone();
    let body = b.region(&types, move |b, s| {
        let (k, mut x, mut v) = (s[0].clone(), s[1].clone(), s[2].clone());
        for p in 0..n {
            for q in p + 1..n {
                let col = |i: i64| b.slice(&x, &[0, 0, i], &[nb, m, i + 1], &[1, 1, 1]);
                let (cp, cq) = (col(p)?, col(q)?);
                let j = plane_rotation(b, &column_dot(b, &cp, &cp)?, &column_dot(b, &cq, &cq)?, &column_dot(b, &cp, &cq)?, &rd, p, q)?;
                x = bmm(b, &x, &j)?;
                v = bmm(b, &v, &j)?;
            }
        }
        Ok(vec![b.add(&k, &b.scalar_int(DType::I64, 1)?)?, x, v])
    })?;
    let outs = b.op("stablehlo.while", &[&sweeps, a, &eye], &types, &[], vec![cond, body])?;
    Ok((outs[1].clone(), outs[2].clone()))
}

/// The dot products of two columns `[B, m, 1]`: `[B]`.
fn column_dot<'c, 'a>(b: &Builder<'c, 'a>, u: &Tv<'c, 'a>, w: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let nb = u.dims()[0];
    b.reshape(&b.reduce(&b.mul(u, w)?, &b.scalar(DType::F64, 0.0)?, &[1], "stablehlo.add")?, &[nb])
}

/// The squared column norms of `x [B, m, k]`: `[B, k]`.
fn column_norms_squared<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    b.reduce(&b.mul(x, x)?, &b.scalar(DType::F64, 0.0)?, &[1], "stablehlo.add")
}

/// `a [B, m, n]` with its longer side first: itself when m >= n, else its transpose.
fn tall<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let d = a.dims();
    if d[1] >= d[2] { Ok(a.clone()) } else { mt(b, a) }
}

/// Sorts eigenvalues `[B, n]` (ascending, or descending) and reorders the eigenvector columns.
pub(super) fn sort_eig<'c, 'a>(b: &Builder<'c, 'a>, w: &Tv<'c, 'a>, v: &Tv<'c, 'a>, descending: bool) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let (ws, idx) = crate::lower::sort::sort_with_indices(b, w, 1, descending)?;
    let d = v.dims();
    let (nb, n) = (d[0], d[1]);
    // v[:, :, idx]: gather columns.
    let bi = b.broadcast_in_dim(&b.iota(DType::I64, &[nb], 0)?, &[nb, n, 1], &[0])?;
    let ci = b.reshape(&idx, &[nb, n, 1])?;
    let gidx = b.concatenate(&[&bi, &ci], 2)?;
    let dims = crate::emit::GatherDims { offset_dims: vec![1], collapsed_slice_dims: vec![0, 2], start_index_map: vec![0, 2], index_vector_dim: 2 };
    // The offset dim (the rows) is result dim 1, the index's batch dims [B, k] dims 0 and 2:
    // `vs[b, r, k] = v[b, r, idx[b, k]]`, rows first already.
    let vs = b.gather(v, &gidx, &dims, &[1, n, 1], &[nb, n, n])?;
    Ok((ws, vs))
}

/// The symmetric matrix that one triangle of `a` describes (`lower`: the lower one).
pub(super) fn symmetrize<'c, 'a>(b: &Builder<'c, 'a>, a: &Tv<'c, 'a>, lower: bool) -> Result<Tv<'c, 'a>> {
    let t = triangle(b, a, lower)?;
    let d = a.dims();
    let strict = b.select(&b.compare(&b.iota(DType::I64, &d, 1)?, &b.iota(DType::I64, &d, 2)?, "EQ")?, &b.splat(a.dtype(), 0.0, &d)?, &t)?;
    b.add(&t, &mt(b, &strict)?)
}

/// `_linalg_eigh(A, UPLO='L', compute_v=True)` → `(eigenvalues, eigenvectors)`, eigenvalues
/// ascending. (Each eigenvector's sign is whatever the rotations give, which need not be LAPACK's.)
pub(super) fn linalg_eigh<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
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

/// `_linalg_svd(A, full_matrices=False, compute_uv=True, driver=None)` → `(U, S, Vh)`, in float64:
/// the singular values (descending) are the column norms of `one_sided_jacobi`; V and U are the eigenvectors of `A^T A` and `A A^T`, each left singular vector's sign
/// chosen so that `u^T A v >= 0`. Singular vectors are unique only up to sign (torch documents
/// this), so they may differ from LAPACK's by a sign per pair.
pub(super) fn linalg_svd<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
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
    // The singular values from the one-sided rotations (accurate when small; the vectors below
    // come from the Gram matrices, where only the large ones' matter to a product).
    let (av, _) = one_sided_jacobi(b, &tall(b, &a64)?)?;
    let w = column_norms_squared(b, &av)?;
    let (w, _) = crate::lower::sort::sort_with_indices(b, &w, 1, true)?;
    let s = b.unary("stablehlo.sqrt", &w)?;
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
pub(super) fn linalg_pinv<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
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
    // Hermitian: the eigen-decomposition A = V diag(w) V^T, singular values |w|. Otherwise the
    // one-sided rotations of A (or A^T, whichever is tall): T V = U diag(s) with T = that matrix,
    // w = s^2 the columns' squared norms.
    let k = if hermitian { n } else { m.min(n) };
    let (w, v, tv) = if hermitian {
        let (w, v) = jacobi_eigh(b, &symmetrize(b, &a64, true)?)?;
        (w, v, None)
    } else {
        let (tv, v) = one_sided_jacobi(b, &tall(b, &a64)?)?;
        (column_norms_squared(b, &tv)?, v, Some(tv))
    };
    let sv = if hermitian { b.unary("stablehlo.abs", &w)? } else { b.unary("stablehlo.sqrt", &w)? };
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
    let p = match tv {
        None => bmm(b, &scaled, &mt(b, &v)?)?, // V diag(1/w) V^T
        Some(tv) => {
            // T^+ = V diag(1/s) U^T = V diag(1/s^2) (T V)^T; A^+ = T^+, or its transpose.
            let tp = bmm(b, &scaled, &mt(b, &tv)?)?;
            if m >= n { tp } else { mt(b, &tp)? }
        }
    };
    Ok(vec![b.reshape(&b.convert(&p, out.dtype)?, &od)?])
}
