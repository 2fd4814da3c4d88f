//! Orthogonal polynomials `p_n(x)` (Chebyshev T/U/V/W and their shifted forms, Hermite H/He,
//! Laguerre, Legendre): torch's recurrences, step for step in the input's precision, in a
//! `stablehlo.while` that runs until every element has reached its own `n`.

use super::*;

#[derive(Clone, Copy, PartialEq)]
pub(super) enum Poly {
    ChebyshevT,
    ChebyshevU,
    ChebyshevV,
    ChebyshevW,
    ShiftedT,
    ShiftedU,
    ShiftedV,
    ShiftedW,
    HermiteH,
    HermiteHe,
    Laguerre,
    Legendre,
}

impl Poly {
    /// The first loop index and its step.
    pub(super) fn start(self) -> (i64, i64) {
        match self {
            Poly::HermiteH => (2, 2),
            Poly::HermiteHe | Poly::Laguerre | Poly::Legendre => (1, 1),
            _ => (2, 1),
        }
    }
}

/// `x` as torch's shifted polynomials use it: `x + x - 1` (rounded as torch rounds it).
pub(super) fn shift<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    b.sub(&b.add(x, x)?, &splat(b, x, 1.0)?)
}

/// `p_1(x)`, the recurrence's second start value (the first is 1).
pub(super) fn poly_q0<'c, 'a>(b: &Builder<'c, 'a>, kind: Poly, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let one = splat(b, x, 1.0)?;
    Ok(match kind {
        Poly::ChebyshevT | Poly::HermiteHe | Poly::Legendre => x.clone(),
        Poly::ChebyshevU | Poly::HermiteH => b.add(x, x)?,
        Poly::ChebyshevV => b.sub(&b.add(x, x)?, &one)?,
        Poly::ChebyshevW => b.add(&b.add(x, x)?, &one)?,
        Poly::ShiftedT => shift(b, x)?,
        Poly::ShiftedU => { let y = shift(b, x)?; b.add(&y, &y)? }
        Poly::ShiftedV => { let y = shift(b, x)?; b.sub(&b.add(&y, &y)?, &one)? }
        Poly::ShiftedW => { let y = shift(b, x)?; b.add(&b.add(&y, &y)?, &one)? }
        Poly::Laguerre => b.sub(&one, x)?,
    })
}

/// One step: `r` from `q = p_k`, `p = p_{k-1}` at loop index `k` (as a float).
pub(super) fn poly_step<'c, 'a>(b: &Builder<'c, 'a>, kind: Poly, x: &Tv<'c, 'a>, k: &Tv<'c, 'a>, p: &Tv<'c, 'a>, q: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let one = splat(b, x, 1.0)?;
    Ok(match kind {
        Poly::ChebyshevT | Poly::ChebyshevU | Poly::ChebyshevV | Poly::ChebyshevW => b.sub(&b.mul(&b.add(x, x)?, q)?, p)?,
        Poly::ShiftedT | Poly::ShiftedU | Poly::ShiftedV | Poly::ShiftedW => {
            let y = shift(b, x)?;
            b.sub(&b.mul(&b.add(&y, &y)?, q)?, p)?
        }
        Poly::HermiteH => b.sub(&b.mul(&b.add(x, x)?, q)?, &b.mul(k, p)?)?,
        Poly::HermiteHe => b.sub(&b.mul(x, q)?, &b.mul(k, p)?)?,
        Poly::Laguerre => {
            let t = b.add(&b.add(k, k)?, &b.sub(&one, x)?)?;
            b.div(&b.sub(&b.mul(&t, q)?, &b.mul(k, p)?)?, &b.add(k, &one)?)?
        }
        Poly::Legendre => {
            let t = b.add(&b.add(k, k)?, &one)?;
            b.div(&b.sub(&b.mul(&b.mul(&t, x)?, q)?, &b.mul(k, p)?)?, &b.add(k, &one)?)?
        }
    })
}

/// Whether the loop still runs at index `k` for degree `n` (i64, broadcast).
pub(super) fn poly_active<'c, 'a>(b: &Builder<'c, 'a>, kind: Poly, k: &Tv<'c, 'a>, n: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    match kind {
        Poly::HermiteH => b.compare(k, &b.add(n, n)?, "LT"),
        Poly::HermiteHe | Poly::Laguerre | Poly::Legendre => b.compare(k, n, "LT"),
        _ => b.compare(k, n, "LE"),
    }
}

/// Runs the recurrence: `p_n(x)` for every element with `n >= 2` (or the start value otherwise).
pub(super) fn poly_loop<'c, 'a>(b: &Builder<'c, 'a>, kind: Poly, x: &Tv<'c, 'a>, n: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let (k0, step) = kind.start();
    let k0 = b.scalar_int(DType::I64, k0)?;
    let p0 = splat(b, x, 1.0)?;
    let q0 = poly_q0(b, kind, x)?;
    let types = vec![k0.ty.clone(), x.ty.clone(), n.ty.clone(), p0.ty.clone(), q0.ty.clone()];
    let dims = x.dims();
    let rank = dims.len() as i64;
    let d1 = dims.clone();
    let cond = b.region(&types, move |b, a| {
        let kb = b.broadcast_in_dim(&a[0], &d1, &[])?;
        let active = poly_active(b, kind, &kb, &a[2])?;
        let not_nan = b.compare(&a[4], &a[4], "EQ")?;
        let go = b.binary("stablehlo.and", &active, &not_nan)?;
        let f = b.scalar(DType::Bool, 0.0)?;
        let all: Vec<i64> = (0..rank).collect();
        Ok(vec![b.reduce(&go, &f, &all, "stablehlo.or")?])
    })?;
    let d2 = dims.clone();
    let body = b.region(&types, move |b, a| {
        let (k, x, n, p, q) = (&a[0], &a[1], &a[2], &a[3], &a[4]);
        let kb = b.broadcast_in_dim(k, &d2, &[])?;
        let active = b.binary("stablehlo.and", &poly_active(b, kind, &kb, n)?, &b.compare(q, q, "EQ")?)?;
        let kf = b.convert(&kb, x.dtype())?;
        let r = poly_step(b, kind, x, &kf, p, q)?;
        let p2 = b.select(&active, q, p)?;
        let q2 = b.select(&active, &r, q)?;
        let k2 = b.add(k, &b.scalar_int(DType::I64, step)?)?;
        Ok(vec![k2, x.clone(), n.clone(), p2, q2])
    })?;
    let outs = b.op("stablehlo.while", &[&k0, x, n, &p0, &q0], &types, &[], vec![cond, body])?;
    Ok(outs[4].clone())
}

pub(super) fn poly_kind(target: &str) -> Option<Poly> {
    Some(match target {
        "aten.special_chebyshev_polynomial_t.default" => Poly::ChebyshevT,
        "aten.special_chebyshev_polynomial_u.default" => Poly::ChebyshevU,
        "aten.special_chebyshev_polynomial_v.default" => Poly::ChebyshevV,
        "aten.special_chebyshev_polynomial_w.default" => Poly::ChebyshevW,
        "aten.special_shifted_chebyshev_polynomial_t.default" => Poly::ShiftedT,
        "aten.special_shifted_chebyshev_polynomial_u.default" => Poly::ShiftedU,
        "aten.special_shifted_chebyshev_polynomial_v.default" => Poly::ShiftedV,
        "aten.special_shifted_chebyshev_polynomial_w.default" => Poly::ShiftedW,
        "aten.special_hermite_polynomial_h.default" => Poly::HermiteH,
        "aten.special_hermite_polynomial_he.default" => Poly::HermiteHe,
        "aten.special_laguerre_polynomial_l.default" => Poly::Laguerre,
        "aten.special_legendre_polynomial_p.default" => Poly::Legendre,
        _ => return None,
    })
}

/// `special_*_polynomial_*(x, n)`: torch's special cases (negative n, |x| = 1, the trigonometric
/// forms for large n inside (-1, 1)), then the recurrence.
pub(super) fn polynomial<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let out = c.out_ty(0)?;
    let kind = poly_kind(c.target).ok_or_else(|| c.invalid("not a polynomial"))?;
    let dims = c.out_dims(0)?;
    let cd = if out.dtype == DType::F64 { DType::F64 } else { DType::F32 };
    let x = c.operand_as(0, "x", cd, &dims)?;
    let nf = c.operand_as(1, "n", cd, &dims)?;
    if dims.iter().product::<i64>() == 0 {
        return Ok(vec![b.splat(out.dtype, 0.0, &dims)?]);
    }
    // static_cast<int64_t>(n); Hermite maps NaN and inf to -1 first.
    let mut n = b.convert(&nf, DType::I64)?;
    if matches!(kind, Poly::HermiteH | Poly::HermiteHe) {
        let finite = b.op1("stablehlo.is_finite", &[&nf], crate::ir::TensorType::new(DType::Bool, &dims), &[])?;
        n = b.select(&finite, &n, &b.splat(DType::I64, -1.0, &dims)?)?;
    }
    let k = |v: f64| b.splat(cd, v, &dims);
    let ki = |v: i64| b.splat(DType::I64, v as f64, &dims);
    let nfl = b.convert(&n, cd)?; // n as the float torch multiplies with
    let even = b.compare(&b.binary("stablehlo.remainder", &n, &ki(2)?)?, &ki(0)?, "EQ")?;
    let looped = poly_loop(b, kind, &x, &n)?;
    let mut r = looped;
    // n == 1 and n == 0 (the loop leaves the start values there; set them explicitly).
    r = b.select(&b.compare(&n, &ki(1)?, "EQ")?, &poly_q0(b, kind, &x)?, &r)?;
    r = b.select(&b.compare(&n, &ki(0)?, "EQ")?, &k(1.0)?, &r)?;
    let two_n_1 = b.add(&b.add(&nfl, &nfl)?, &k(1.0)?)?;
    let n_1 = b.add(&nfl, &k(1.0)?)?;
    let pos_neg = |v: &Tv<'c, 'a>, cond: &Tv<'c, 'a>| -> Result<Tv<'c, 'a>> { b.select(cond, v, &b.neg(v)?) };
    // The trigonometric forms of the Chebyshev polynomials at `arg` (x, or the shifted 2x - 1):
    // T = cos(n t), U = sin((n+1) t) / sin t, V = cos((n+1/2) t) / cos(t/2),
    // W = sin((n+1/2) t) / sin(t/2) with t = acos(arg), each with its limit where the divisor
    // vanishes (`alt_w` is W's, which differs between the plain and shifted forms).
    let trig_form = |family: Poly, arg: &Tv<'c, 'a>, alt_w: &dyn Fn() -> Result<Tv<'c, 'a>>| -> Result<Tv<'c, 'a>> {
        let ac = b.unary("chlo.acos", arg)?;
        let half = |f: &str| -> Result<Tv<'c, 'a>> { b.unary(f, &b.mul(&b.add(&nfl, &k(0.5)?)?, &ac)?) };
        Ok(match family {
            Poly::ChebyshevT => b.unary("stablehlo.cosine", &b.mul(&nfl, &ac)?)?,
            Poly::ChebyshevU => {
                let s = b.unary("stablehlo.sine", &ac)?;
                let main = b.div(&b.unary("stablehlo.sine", &b.mul(&n_1, &ac)?)?, &s)?;
                let alt = b.div(&b.mul(&n_1, &b.unary("stablehlo.cosine", &b.mul(&n_1, &ac)?)?)?, arg)?;
                b.select(&b.compare(&s, &k(0.0)?, "NE")?, &main, &alt)?
            }
            Poly::ChebyshevV => {
                let h = b.div(&ac, &k(2.0)?)?;
                let main = b.div(&half("stablehlo.cosine")?, &b.unary("stablehlo.cosine", &h)?)?;
                b.select(&b.compare(&b.unary("stablehlo.sine", &h)?, &k(1.0)?, "NE")?, &main, &pos_neg(&two_n_1, &even)?)?
            }
            _ => {
                let h = b.div(&ac, &k(2.0)?)?;
                let main = b.div(&half("stablehlo.sine")?, &b.unary("stablehlo.sine", &h)?)?;
                let alt = alt_w()?;
                b.select(&b.compare(&b.unary("stablehlo.cosine", &h)?, &k(1.0)?, "NE")?, &main, &alt)?
            }
        })
    };
    let ax = b.unary("stablehlo.abs", &x)?;
    match kind {
        Poly::ChebyshevT | Poly::ChebyshevU | Poly::ChebyshevV | Poly::ChebyshevW => {
            let big = if kind == Poly::ChebyshevT { 6 } else { 8 };
            let inside = b.binary("stablehlo.and", &b.compare(&n, &ki(big)?, "GT")?, &b.compare(&ax, &k(1.0)?, "LT")?)?;
            let alt_w = || b.select(&b.compare(&x, &k(0.0)?, "GT")?, &two_n_1, &pos_neg(&k(1.0)?, &even)?);
            let trig = trig_form(kind, &x, &alt_w)?;
            r = b.select(&inside, &trig, &r)?;
            let at_one = b.compare(&ax, &k(1.0)?, "EQ")?;
            let pos = b.compare(&x, &k(0.0)?, "GT")?;
            let edge = match kind {
                Poly::ChebyshevT => pos_neg(&k(1.0)?, &b.binary("stablehlo.or", &pos, &even)?)?,
                Poly::ChebyshevU => pos_neg(&n_1, &b.binary("stablehlo.or", &pos, &even)?)?,
                Poly::ChebyshevV => b.select(&pos, &k(1.0)?, &pos_neg(&two_n_1, &even)?)?,
                _ => b.select(&pos, &two_n_1, &pos_neg(&k(1.0)?, &even)?)?,
            };
            r = b.select(&at_one, &edge, &r)?;
        }
        Poly::ShiftedT | Poly::ShiftedU | Poly::ShiftedV | Poly::ShiftedW => {
            let y = shift(b, &x)?;
            let big = if kind == Poly::ShiftedW { 4 } else { 6 };
            let inside = b.binary("stablehlo.and", &b.compare(&n, &ki(big)?, "GT")?, &b.compare(&b.unary("stablehlo.abs", &y)?, &k(1.0)?, "LT")?)?;
            let family = match kind {
                Poly::ShiftedT => Poly::ChebyshevT,
                Poly::ShiftedU => Poly::ChebyshevU,
                Poly::ShiftedV => Poly::ChebyshevV,
                _ => Poly::ChebyshevW,
            };
            let trig = trig_form(family, &y, &|| pos_neg(&k(1.0)?, &even))?;
            r = b.select(&inside, &trig, &r)?;
            let (at_zero, at_one) = match kind {
                Poly::ShiftedT => (pos_neg(&k(1.0)?, &even)?, k(1.0)?),
                Poly::ShiftedU => (pos_neg(&n_1, &even)?, n_1.clone()),
                Poly::ShiftedV => (pos_neg(&two_n_1, &even)?, k(1.0)?),
                _ => (pos_neg(&k(1.0)?, &even)?, two_n_1.clone()),
            };
            r = b.select(&b.compare(&x, &k(0.0)?, "EQ")?, &at_zero, &r)?;
            r = b.select(&b.compare(&x, &k(1.0)?, "EQ")?, &at_one, &r)?;
        }
        Poly::HermiteH | Poly::HermiteHe => {
            let limit = if cd == DType::F32 { 128 } else { 512 };
            r = b.select(&b.compare(&n, &ki(limit)?, "GT")?, &k(f64::NAN)?, &r)?;
        }
        Poly::Laguerre => {
            r = b.select(&b.compare(&ax, &k(0.0)?, "EQ")?, &k(1.0)?, &r)?;
        }
        Poly::Legendre => {
            let pos = b.compare(&x, &k(0.0)?, "GT")?;
            let edge = pos_neg(&k(1.0)?, &b.binary("stablehlo.or", &pos, &even)?)?;
            r = b.select(&b.compare(&ax, &k(1.0)?, "EQ")?, &edge, &r)?;
        }
    }
    r = b.select(&b.compare(&n, &ki(0)?, "LT")?, &k(0.0)?, &r)?;
    Ok(vec![b.convert(&r, out.dtype)?])
}
