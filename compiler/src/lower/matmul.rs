//! Matrix products: mm, bmm, addmm, baddbmm, dot, mv. All become `stablehlo.dot_general`.

use super::call::{broadcast_to, Call, Rule};
use crate::emit::Tv;
use crate::Result;

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[(&str, Rule)] = &[
    ("aten.addmm.default", addmm),
    ("aten.baddbmm.default", baddbmm),
    ("aten.bmm.default", bmm),
    ("aten.dot.default", dot),
    ("aten.mm.default", mm),
    ("aten.mv.default", mv),
];

fn operands<'c, 'a>(c: &Call<'_, 'c, 'a>, i: usize, j: usize) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>)> {
    let dt = c.out_ty(0)?.dtype;
    Ok((c.b.convert(&c.tensor(i)?, dt)?, c.b.convert(&c.tensor(j)?, dt)?))
}

fn mm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, b) = operands(c, 0, 1)?;
    Ok(vec![c.b.dot_general(&a, &b, (&[], &[]), (&[1], &[0]), a.dtype())?])
}

fn mv<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, b) = operands(c, 0, 1)?;
    Ok(vec![c.b.dot_general(&a, &b, (&[], &[]), (&[1], &[0]), a.dtype())?])
}

fn dot<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, b) = operands(c, 0, 1)?;
    Ok(vec![c.b.dot_general(&a, &b, (&[], &[]), (&[0], &[0]), a.dtype())?])
}

fn bmm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, b) = operands(c, 0, 1)?;
    Ok(vec![c.b.dot_general(&a, &b, (&[0], &[0]), (&[2], &[1]), a.dtype())?])
}

/// `beta * input + alpha * product`, with torch's rule that beta == 0 ignores `input` (even NaN).
fn scaled_sum<'c, 'a>(c: &Call<'_, 'c, 'a>, product: Tv<'c, 'a>) -> R<'c, 'a> {
    let beta = c.float_or(3, "beta", 1.0)?;
    let alpha = c.float_or(4, "alpha", 1.0)?;
    let dims = product.dims();
    let dt = product.dtype();
    let mut p = product;
    if alpha != 1.0 {
        p = c.b.mul(&p, &c.b.splat(dt, alpha, &dims)?)?;
    }
    if beta == 0.0 {
        return Ok(vec![p]);
    }
    let mut bias = broadcast_to(c.b, &c.b.convert(&c.tensor(0)?, dt)?, &dims)?;
    if beta != 1.0 {
        bias = c.b.mul(&bias, &c.b.splat(dt, beta, &dims)?)?;
    }
    Ok(vec![c.b.add(&bias, &p)?])
}

fn addmm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, b) = operands(c, 1, 2)?;
    let p = c.b.dot_general(&a, &b, (&[], &[]), (&[1], &[0]), a.dtype())?;
    scaled_sum(c, p)
}

fn baddbmm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (a, b) = operands(c, 1, 2)?;
    let p = c.b.dot_general(&a, &b, (&[0], &[0]), (&[2], &[1]), a.dtype())?;
    scaled_sum(c, p)
}
