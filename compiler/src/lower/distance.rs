//! Pairwise distances: `cdist` (two sets of row vectors) and `pdist` (the rows of one matrix,
//! upper triangle), with torch's p-norm special cases.

use super::call::Call;
use super::linalg::{any_empty, batched, bmm, empty_results, mt, R};
use super::traits::{op, OpRule};
use crate::emit::{Builder, Tv};
use crate::ir::DType;
use crate::Result;

pub const RULES: &[OpRule] = &[
    op("aten._cdist_forward.default", nonempty!(cdist)),
    op("aten._pdist_forward.default", nonempty!(pdist)),
];

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
    let od = c.out_dims_min(0, 2)?;
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
    if d.len() != 2 {
        return Err(c.invalid(format!("pdist of {}: a matrix is needed", x.ty)));
    }
    let (n, m) = (d[0], d[1]);
    // The row pairs are listed on the host.
    crate::ir::host_len(&[n, n]).map_err(|e| c.invalid(e))?;
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
