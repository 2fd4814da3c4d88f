//! Random ops: rand/randn(_like), uniform, normal (floats or tensors), randint(_like), bernoulli,
//! dropout, rrelu, multinomial.
//!
//! A graph with random ops takes one extra input, [`RNG_SEED_INPUT`] (`i64[2]`), which the
//! Python runtime fills from torch's default generator on every call, so `torch.manual_seed`
//! makes runs reproducible and two calls draw different numbers. Each random node draws from its
//! own Threefry stream: the seed mixed with a hash of the node's name. The numbers differ from
//! eager torch's (a different generator), so tests check them by statistics.
//!
//! Draws element by element (dropout, `*_like`, `bernoulli`, `normal` of tensors) are kept under
//! shape buckets: each true position gets its own draw, as at the exact shape (the numbers differ
//! from an exact-shape executable's, as they differ from eager's).

use super::call::Call;
use crate::emit::{Builder, Tv};
use crate::ir::{DType, Op, TensorType, ValueRef};
use crate::Result;
use super::traits::{random, OpRule, Pad, Sym};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

/// The graph input that carries the per-call seed (see docs/graph-format.md).
pub const RNG_SEED_INPUT: &str = "torchtpu_rng_seed";

pub const RULES: &[OpRule] = &[
    random("aten.bernoulli.p", bernoulli_p).pad(Pad::Keep),
    random("aten.multinomial.default", multinomial),
    random("aten.native_dropout.default", native_dropout).pad(Pad::Keep),
    random("aten.normal.Tensor_Tensor", normal_tensors).pad(Pad::Keep),
    random("aten.normal.Tensor_float", normal_tensors).pad(Pad::Keep),
    random("aten.normal.float_Tensor", normal_tensors).pad(Pad::Keep),
    random("aten.normal.float_float", normal_floats),
    random("aten.normal_functional.default", normal_functional).pad(Pad::Keep),
    random("aten.rand.default", |c| uniform_out(c, 0.0, 1.0)).pad(Pad::Keep).sym(Sym::Size),
    random("aten.rand_like.default", |c| uniform_out(c, 0.0, 1.0)).pad(Pad::Keep),
    random("aten.randint.default", |c| randint(c, None)),
    random("aten.randint.low", |c| randint(c, Some(0))),
    random("aten.randint_like.default", |c| randint_like(c, None)).pad(Pad::Keep),
    random("aten.randint_like.low_dtype", |c| randint_like(c, Some(1))).pad(Pad::Keep),
    random("aten.randn.default", normal_out).pad(Pad::Keep).sym(Sym::Size),
    random("aten.randn_like.default", normal_out).pad(Pad::Keep),
    random("aten.rrelu_with_noise_functional.default", rrelu_with_noise).pad(Pad::Keep),
    random("aten.uniform.default", uniform_self).pad(Pad::Keep),
];

/// The seed input's value, or an error saying the graph lacks it.
fn seed<'c, 'a>(c: &Call<'_, 'c, 'a>) -> Result<Tv<'c, 'a>> {
    let node = c
        .graph
        .inputs
        .iter()
        .copied()
        .find(|&n| c.graph.node(n).name == RNG_SEED_INPUT && matches!(c.graph.node(n).op, Op::Input { .. }))
        .ok_or_else(|| c.invalid(format!("random op in a graph without the `{RNG_SEED_INPUT}` input")))?;
    let s = c.value(ValueRef { node, out: 0 })?;
    if s.dtype() != DType::I64 || s.dims() != [2] {
        return Err(c.invalid(format!("`{RNG_SEED_INPUT}` must be i64[2], got {}", s.ty)));
    }
    Ok(s)
}

/// FNV-1a of the node name: a stable, distinct stream id per random node.
fn stream_id(name: &str) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h as i64
}

/// `n` raw random words of `dims` (u32 when `wide` is false, u64 otherwise).
fn random_bits<'c, 'a>(c: &Call<'_, 'c, 'a>, dims: &[i64], wide: bool) -> Result<Tv<'c, 'a>> {
    let b = c.b;
    let s = seed(c)?;
    let id = b.constant_bytes(DType::I64, &[2], &[0i64.to_le_bytes(), stream_id(&c.node.name).to_le_bytes()].concat())?;
    let mixed = b.binary("stablehlo.xor", &s, &id)?;
    let state_ty = TensorType::new(DType::U64, &[2]);
    let state = b.op1("stablehlo.bitcast_convert", &[&mixed], state_ty.clone(), &[])?;
    let bits_ty = TensorType::new(if wide { DType::U64 } else { DType::U32 }, dims);
    let mut r = b.op(
        "stablehlo.rng_bit_generator",
        &[&state],
        &[state_ty, bits_ty],
        &[("rng_algorithm", "#stablehlo<rng_algorithm THREE_FRY>".to_string())],
        vec![],
    )?;
    Ok(r.remove(1))
}

/// Uniform in [0, 1) of `dtype` and `dims`: mantissa bits under a fixed exponent, minus one.
fn uniform01<'c, 'a>(c: &Call<'_, 'c, 'a>, dtype: DType, dims: &[i64]) -> Result<Tv<'c, 'a>> {
    let b = c.b;
    let wide = dtype == DType::F64;
    let bits = random_bits(c, dims, wide)?;
    let (uint, shift, one_bits, fty) =
        if wide { (DType::U64, 12.0, 0x3FF0_0000_0000_0000u64, DType::F64) } else { (DType::U32, 9.0, 0x3F80_0000u64, DType::F32) };
    let shifted = b.binary("stablehlo.shift_right_logical", &bits, &b.splat(uint, shift, dims)?)?;
    let one = if wide { b.broadcast_in_dim(&b.constant_bytes(DType::U64, &[], &one_bits.to_le_bytes())?, dims, &[])? } else { b.splat(uint, one_bits as f64, dims)? };
    let in_one_two = b.binary("stablehlo.or", &shifted, &one)?;
    let f = b.op1("stablehlo.bitcast_convert", &[&in_one_two], TensorType::new(fty, dims), &[])?;
    let u = b.sub(&f, &b.splat(fty, 1.0, dims)?)?;
    if dtype == fty {
        return Ok(u);
    }
    // Rounding to a narrower float could give 1.0; keep the result below 1 as torch does.
    let below_one = match dtype {
        DType::F16 => 1.0 - 2f64.powi(-11),
        DType::BF16 => 1.0 - 2f64.powi(-8),
        _ => 1.0 - 2f64.powi(-24),
    };
    let u = b.min(&u, &b.splat(fty, below_one, dims)?)?;
    b.convert(&u, dtype)
}

/// Standard normal by Box-Muller.
fn standard_normal<'c, 'a>(c: &Call<'_, 'c, 'a>, dtype: DType, dims: &[i64]) -> Result<Tv<'c, 'a>> {
    let b = c.b;
    let work = if dtype == DType::F64 { DType::F64 } else { DType::F32 };
    let n: i64 = dims.iter().product();
    let both = uniform01(c, work, &[2, n])?;
    let u1 = b.reshape(&b.slice(&both, &[0, 0], &[1, n], &[1, 1])?, dims)?;
    let u2 = b.reshape(&b.slice(&both, &[1, 0], &[2, n], &[1, 1])?, dims)?;
    let one = b.splat(work, 1.0, dims)?;
    // 1 - u1 is in (0, 1], so the log is finite.
    let radius = b.unary("stablehlo.sqrt", &b.mul(&b.splat(work, -2.0, dims)?, &b.unary("stablehlo.log", &b.sub(&one, &u1)?)?)?)?;
    let angle = b.mul(&b.splat(work, 2.0 * std::f64::consts::PI, dims)?, &u2)?;
    let z = b.mul(&radius, &b.unary("stablehlo.cosine", &angle)?)?;
    b.convert(&z, dtype)
}

fn float_out(c: &Call<'_, '_, '_>) -> Result<(DType, Vec<i64>)> {
    let out = c.out_ty(0)?;
    if !out.dtype.is_float() {
        return Err(c.unsupported(format!("random floats of dtype {}", out.dtype)));
    }
    Ok((out.dtype, c.out_dims(0)?))
}

fn affine<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, scale: f64, shift: f64) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let work = if x.dtype() == DType::F64 { DType::F64 } else { DType::F32 };
    let xw = b.convert(x, work)?;
    let y = b.add(&b.mul(&xw, &b.splat(work, scale, &d)?)?, &b.splat(work, shift, &d)?)?;
    b.convert(&y, x.dtype())
}

/// `rand(size)`, `rand_like(x)`.
fn uniform_out<'c, 'a>(c: &Call<'_, 'c, 'a>, from: f64, to: f64) -> R<'c, 'a> {
    let (dtype, dims) = float_out(c)?;
    let u = uniform01(c, dtype, &dims)?;
    Ok(vec![if from == 0.0 && to == 1.0 { u } else { affine(c.b, &u, to - from, from)? }])
}

/// `uniform(self, from=0, to=1)`: a fresh tensor like `self`.
fn uniform_self<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let from = c.float_or(1, "from", 0.0)?;
    let to = c.float_or(2, "to", 1.0)?;
    if from > to {
        return Err(c.unsupported(format!("from={from} > to={to} (eager raises: uniform_ expects a [from, to) range)")));
    }
    let (dtype, dims) = float_out(c)?;
    let u = uniform01(c, if dtype == DType::F64 { DType::F64 } else { DType::F32 }, &dims)?;
    let v = affine(c.b, &u, to - from, from)?;
    Ok(vec![c.b.convert(&v, dtype)?])
}

/// `randn(size)`, `randn_like(x)`.
fn normal_out<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (dtype, dims) = float_out(c)?;
    Ok(vec![standard_normal(c, dtype, &dims)?])
}

/// `normal_functional(self, mean=0, std=1)`.
fn normal_functional<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let mean = c.float_or(1, "mean", 0.0)?;
    let std = c.float_or(2, "std", 1.0)?;
    let (dtype, dims) = float_out(c)?;
    let z = standard_normal(c, if dtype == DType::F64 { DType::F64 } else { DType::F32 }, &dims)?;
    Ok(vec![c.b.convert(&affine(c.b, &z, std, mean)?, dtype)?])
}

/// `normal(mean, std, size)` of floats: `mean + std * z`. A negative `std` is refused (eager
/// raises "normal expects std >= 0.0").
fn normal_floats<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let mean = c.float(0, "mean")?;
    let std = c.float(1, "std")?;
    if !(std >= 0.0) {
        return Err(c.unsupported(format!("normal with std {std}: torch raises (std >= 0.0 expected)")));
    }
    let (dtype, dims) = float_out(c)?;
    let z = standard_normal(c, if dtype == DType::F64 { DType::F64 } else { DType::F32 }, &dims)?;
    Ok(vec![c.b.convert(&affine(c.b, &z, std, mean)?, dtype)?])
}

/// `normal(mean, std)` with a tensor mean or std (or both), broadcast to the result's shape:
/// `mean + std * z`. A negative or NaN element of a tensor `std` fails a run-time check, as
/// eager raises for it ("normal expects all elements of std >= 0.0"); a negative float `std` is
/// refused.
fn normal_tensors<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (dtype, dims) = float_out(c)?;
    let work = if dtype == DType::F64 { DType::F64 } else { DType::F32 };
    let operand = |i: usize, name: &str, default: f64| -> Result<Tv<'c, 'a>> {
        match c.arg(i, name) {
            Some(crate::ir::Operand::Value(_)) => c.operand_as(i, name, work, &dims),
            _ => {
                let v = c.float_or(i, name, default)?;
                if name == "std" && !(v >= 0.0) {
                    return Err(c.unsupported(format!("normal with std {v}: torch raises (std >= 0.0 expected)")));
                }
                c.b.splat(work, v, &dims)
            }
        }
    };
    let mean = operand(0, "mean", 0.0)?;
    let std = operand(1, "std", 1.0)?;
    if matches!(c.arg(1, "std"), Some(crate::ir::Operand::Value(_))) {
        let ok = c.b.compare(&std, &c.b.splat(work, 0.0, &dims)?, "GE")?;
        let bad = c.b.unary("stablehlo.not", &ok)?;
        c.check_value(&bad, "normal expects all elements of std >= 0.0")?;
    }
    let z = standard_normal(c, work, &dims)?;
    let y = c.b.add(&mean, &c.b.mul(&std, &z)?)?;
    Ok(vec![c.b.convert(&y, dtype)?])
}

/// `randint(high, size)` / `randint(low, high, size)`: uniform integers in [low, high).
fn randint<'c, 'a>(c: &Call<'_, 'c, 'a>, low_arg: Option<usize>) -> R<'c, 'a> {
    let (low, high) = match low_arg {
        Some(i) => (c.int(i, "low")?, c.int(i + 1, "high")?),
        None => (0, c.int(0, "high")?),
    };
    uniform_ints(c, low, high)
}

/// `randint_like(self, high)` / `randint_like(self, low, high)`: [`randint`] of `self`'s shape.
fn randint_like<'c, 'a>(c: &Call<'_, 'c, 'a>, low_arg: Option<usize>) -> R<'c, 'a> {
    let (low, high) = match low_arg {
        Some(i) => (c.int(i, "low")?, c.int(i + 1, "high")?),
        None => (0, c.int(1, "high")?),
    };
    uniform_ints(c, low, high)
}

/// Uniform integers in [low, high) of the result's type and shape.
fn uniform_ints<'c, 'a>(c: &Call<'_, 'c, 'a>, low: i64, high: i64) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    if high <= low {
        return Err(c.invalid(format!("randint: empty range [{low}, {high})")));
    }
    let u = uniform01(c, DType::F64, &dims)?;
    let span = (high - low) as f64;
    let v = c.b.unary("stablehlo.floor", &affine(c.b, &u, span, low as f64)?)?;
    // Guard the top end against rounding: values stay below `high`.
    let v = c.b.min(&v, &c.b.splat(DType::F64, (high - 1) as f64, &dims)?)?;
    Ok(vec![c.b.convert(&v, out.dtype)?])
}

/// `bernoulli(self, p)`: ones with probability `p`, in `self`'s dtype.
fn bernoulli_p<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let dims = c.out_dims(0)?;
    let p = c.float_or(1, "p", 0.5)?;
    let u = uniform01(c, DType::F32, &dims)?;
    let hit = c.b.compare(&u, &c.b.splat(DType::F32, p, &dims)?, "LT")?;
    Ok(vec![c.b.convert(&hit, out.dtype)?])
}

/// `native_dropout(x, p, train)` → `(x * mask / (1 - p), mask)`; off when `train` is false.
fn native_dropout<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let p = c.float(1, "p")?;
    let train = c.bool_or(2, "train", true)?;
    let d = x.dims();
    if !train || p == 0.0 {
        return Ok(vec![x.clone(), c.b.splat(DType::Bool, 1.0, &d)?]);
    }
    if p >= 1.0 {
        return Ok(vec![c.b.splat(x.dtype(), 0.0, &d)?, c.b.splat(DType::Bool, 0.0, &d)?]);
    }
    let u = uniform01(c, DType::F32, &d)?;
    let keep = c.b.compare(&u, &c.b.splat(DType::F32, 1.0 - p, &d)?, "LT")?;
    let work = if x.dtype() == DType::F64 { DType::F64 } else { DType::F32 };
    let xw = c.b.convert(&x, work)?;
    let scaled = c.b.mul(&xw, &c.b.splat(work, 1.0 / (1.0 - p), &d)?)?;
    let y = c.b.select(&keep, &scaled, &c.b.splat(work, 0.0, &d)?)?;
    Ok(vec![c.b.convert(&y, x.dtype())?, keep])
}

/// `rrelu_with_noise_functional(self, noise, lower, upper, training)` → `(out, noise_out)`. In
/// training, each element `x <= 0` is multiplied by a slope drawn from `U(lower, upper)`, which is
/// `noise_out` there (1 elsewhere); in evaluation the slope is `(lower + upper) / 2` for `x < 0`
/// and `noise` is returned as given, as in torch.
fn rrelu_with_noise<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let noise = c.tensor(1)?;
    let lower = c.float_or(2, "lower", 0.125)?;
    let upper = c.float_or(3, "upper", 1.0 / 3.0)?;
    let training = c.bool_or(4, "training", false)?;
    if !x.dtype().is_float() {
        return Err(c.unsupported(format!("rrelu of {} (torch takes floating types)", x.ty)));
    }
    let d = x.dims();
    let work = if x.dtype() == DType::F64 { DType::F64 } else { DType::F32 };
    let xw = c.b.convert(&x, work)?;
    let zero = c.b.splat(work, 0.0, &d)?;
    if !training {
        let slope = c.b.splat(work, (lower + upper) / 2.0, &d)?;
        let neg = c.b.compare(&xw, &zero, "LT")?;
        let y = c.b.select(&neg, &c.b.mul(&xw, &slope)?, &xw)?;
        return Ok(vec![c.b.convert(&y, x.dtype())?, noise]);
    }
    let slope = affine(c.b, &uniform01(c, work, &d)?, upper - lower, lower)?;
    let nonpos = c.b.compare(&xw, &zero, "LE")?;
    let r = c.b.select(&nonpos, &slope, &c.b.splat(work, 1.0, &d)?)?;
    let y = c.b.mul(&xw, &r)?;
    Ok(vec![c.b.convert(&y, x.dtype())?, c.b.convert(&r, noise.dtype())?])
}

/// The most draw-by-category comparisons [`multinomial`] with replacement compiles (2^26: a
/// decoding step's one draw per row from a 50K-word vocabulary, 1,300 rows).
const MULTINOMIAL_MAX_COMPARISONS: i64 = 1 << 26;

/// `multinomial(self, num_samples, replacement=False)`: indices drawn from each row of `self`
/// (`[k]` or `[m, k]` non-negative weights). With replacement, inverse transform sampling: the
/// index of the first running sum of the weights above `u * total`, `u ~ U[0, 1)` (a category of
/// weight 0 is never drawn). Without, the exponential race torch's CPU kernel runs: the `n` largest
/// of `p_i / E_i` with `E_i ~ Exp(1)`, which draws without replacement with probabilities
/// proportional to the weights (when a row has fewer positive weights than samples, its
/// categories of weight 0 follow in index order, as in eager, which does not raise for it). Rows
/// eager refuses (a negative, infinite or NaN weight, a zero sum) fail a run-time check with
/// eager's message; a number of samples eager refuses is refused when compiling.
fn multinomial<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let n = c.int(1, "num_samples")?;
    let replacement = c.bool_or(2, "replacement", false)?;
    if !x.dtype().is_float() || !(1..=2).contains(&x.rank()) {
        return Err(c.unsupported(format!("multinomial of {} (torch takes a 1-d or 2-d float tensor)", x.ty)));
    }
    let d = x.dims();
    let (m, k) = if d.len() == 1 { (1, d[0]) } else { (d[0], d[1]) };
    if n <= 0 || k == 0 || (!replacement && n > k) {
        return Err(c.unsupported(format!(
            "multinomial of {n} samples from {k} categories{}: torch raises",
            if replacement { "" } else { " without replacement" }
        )));
    }
    let b = c.b;
    let w = DType::F64;
    let p = b.reshape(&b.convert(&x, w)?, &[m, k])?;
    // Eager's checks, per row.
    let zero = b.splat(w, 0.0, &[m, k])?;
    let finite = b.op1("stablehlo.is_finite", &[&p], TensorType::new(DType::Bool, &[m, k]), &[])?;
    let bad = b.binary("stablehlo.or", &b.unary("stablehlo.not", &b.compare(&p, &zero, "GE")?)?, &b.unary("stablehlo.not", &finite)?)?;
    c.check_value(&bad, "probability tensor contains either `inf`, `nan` or element < 0")?;
    let total = b.reduce(&p, &b.scalar(w, 0.0)?, &[1], "stablehlo.add")?;
    c.check_value(&b.compare(&total, &b.splat(w, 0.0, &[m])?, "LE")?, "invalid multinomial distribution (sum of probabilities <= 0)")?;
    let out = if replacement {
        // Each draw compares its target with every running sum: m * n * k comparisons, which
        // eager's binary search does in m * n * log k. Past this many, eager runs it.
        if m.saturating_mul(n).saturating_mul(k) > MULTINOMIAL_MAX_COMPARISONS {
            return Err(c.unsupported(format!(
                "multinomial of {n} draws from {m} rows of {k} categories with replacement (at most {MULTINOMIAL_MAX_COMPARISONS} comparisons)"
            )));
        }
        let cdf = super::reduction::cumulative_along(b, &p, 1, "stablehlo.add", 0.0)?;
        let u = uniform01(c, w, &[m, n])?;
        let target = b.mul(&u, &b.broadcast_in_dim(&total, &[m, n], &[0])?)?;
        // Categories whose running sum is at most the target come before the drawn one.
        let below = b.compare(&b.broadcast_in_dim(&cdf, &[m, n, k], &[0, 2])?, &b.broadcast_in_dim(&target, &[m, n, k], &[0, 1])?, "LE")?;
        let idx = b.reduce(&b.convert(&below, DType::I64)?, &b.scalar_int(DType::I64, 0)?, &[2], "stablehlo.add")?;
        b.min(&idx, &b.splat(DType::I64, (k - 1) as f64, &[m, n])?)?
    } else {
        let positive = b.compare(&p, &zero, "GT")?;
        let u = uniform01(c, w, &[m, k])?;
        // E = -log(1 - u) > 0 for u in [0, 1).
        let e = b.neg(&b.unary("stablehlo.log", &b.sub(&b.splat(w, 1.0, &[m, k])?, &u)?)?)?;
        // A weight of 0 races as 0 (not as 0 / 0 when u is 0): drawn only once every positive one
        // is, in index order, as torch's top-k of the same keys does.
        let keys = b.select(&positive, &b.div(&p, &e)?, &zero)?;
        let (_, order) = super::sort::sort_with_indices(b, &keys, 1, true)?;
        b.slice(&order, &[0, 0], &[m, n], &[1, 1])?
    };
    let shape = if d.len() == 1 { vec![n] } else { vec![m, n] };
    Ok(vec![b.reshape(&out, &shape)?])
}
