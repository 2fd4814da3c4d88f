//! Cholesky factorization (`stablehlo.cholesky`) and the triangular solves built on it.

use super::*;

/// `cholesky(a, upper=False)`.
pub(super) fn cholesky<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let a = c.tensor(0)?;
    let l = chol_lower(c.b, &a)?;
    Ok(vec![if c.bool_or(1, "upper", false)? { mt(c.b, &l)? } else { l }])
}

/// `linalg_cholesky_ex(a, *, upper=False, check_errors=False)` → `(L, info)`; `info` is 0 where the
/// factor is finite and 1 where it is not (torch gives the order of the failing minor there).
pub(super) fn linalg_cholesky_ex<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
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
pub(super) fn cholesky_solve<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (rhs, f) = batched_pair(c, (0, "self"), (1, "input2"))?;
    Ok(vec![cholesky_factor_solve(c.b, &f, &rhs, c.bool_or(2, "upper", false)?)?])
}

/// Solves `A x = rhs` given A's Cholesky factor `f`: with L, `L y = rhs` then `L^T x = y`; with U
/// (`upper`), `U^T y = rhs` then `U x = y`.
pub(super) fn cholesky_factor_solve<'c, 'a>(b: &Builder<'c, 'a>, f: &Tv<'c, 'a>, rhs: &Tv<'c, 'a>, upper: bool) -> Result<Tv<'c, 'a>> {
    let y = tri_solve(b, f, rhs, true, !upper, false, upper)?;
    tri_solve(b, f, &y, true, !upper, false, !upper)
}

/// `cholesky_inverse(L, upper=False)`: the inverse of `L L^T` (or `U^T U`).
pub(super) fn cholesky_inverse<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let f = c.tensor(0)?;
    let d = f.dims();
    let r = d.len();
    let eye = c.b.convert(&c.b.compare(&c.b.iota(DType::I64, &d, r - 2)?, &c.b.iota(DType::I64, &d, r - 1)?, "EQ")?, f.dtype())?;
    Ok(vec![cholesky_factor_solve(c.b, &f, &eye, c.bool_or(1, "upper", false)?)?])
}

/// `triangular_solve(b, A, upper=True, transpose=False, unitriangular=False)` → `(x, A)`.
pub(super) fn triangular_solve<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (rhs, a) = batched_pair(c, (0, "self"), (1, "A"))?;
    let upper = c.bool_or(2, "upper", true)?;
    let transpose = c.bool_or(3, "transpose", false)?;
    let unit = c.bool_or(4, "unitriangular", false)?;
    let x = tri_solve(c.b, &a, &rhs, true, !upper, unit, transpose)?;
    let a_out = c.b.reshape(&a, &c.out_dims(1)?)?;
    Ok(vec![x, a_out])
}

/// `linalg_solve_triangular(A, B, *, upper, left=True, unitriangular=False)`.
pub(super) fn linalg_solve_triangular<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, rhs) = batched_pair(c, (0, "self"), (1, "B"))?;
    let upper = c.bool_or(2, "upper", false)?;
    let left = c.bool_or(3, "left", true)?;
    let unit = c.bool_or(4, "unitriangular", false)?;
    Ok(vec![tri_solve(c.b, &a, &rhs, left, !upper, unit, false)?])
}
