//! Normalization: layer norm, batch norm (training with running-stat updates, and inference),
//! group norm. Statistics are computed in float32 for half inputs; variance is biased for
//! normalizing and unbiased for the running estimate, as torch does. Their backward ops are
//! decomposed by AOTAutograd before they reach us, except layer norm's where the target has
//! torch's own kernels (aten_ops.rs), which take large float layer norms both ways.

use super::aten_ops;
use super::call::Call;
use crate::emit::{Builder, Tv};
use crate::ir::DType;
use crate::Result;
use super::traits::{OpRule, op, Pad};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    op("aten._native_batch_norm_legit.no_stats", batch_norm_no_stats),
    op("aten._native_batch_norm_legit_functional.default", batch_norm_functional),
    op("aten._native_batch_norm_legit_no_training.default", batch_norm_inference).pad(Pad::Batch),
    // Kept whole only for torch's kernel (capture/decompositions.py).
    op("aten.native_batch_norm_backward.default", batch_norm_backward),
    op("aten.native_group_norm.default", group_norm),
    op("aten.native_layer_norm.default", layer_norm).pad(Pad::LayerNorm),
    // Kept whole only for torch's kernel (capture/decompositions.py); its weight and bias
    // gradients sum over the leading dims, so a padded dim is not modelled.
    op("aten.native_layer_norm_backward.default", layer_norm_backward),
    // A training batch norm with the activation after it, and its gradients (capture/norm_epilogue.py).
    op("torchtpu.batch_norm_act.default", batch_norm_act),
    op("torchtpu.batch_norm_act_backward.default", batch_norm_act_backward),
];

fn stat_dtype(d: DType) -> DType {
    if matches!(d, DType::F16 | DType::BF16) {
        DType::F32
    } else {
        d
    }
}

/// Mean and biased variance of `x` over `dims` (results keep only the other dims).
fn moments<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, dims: &[i64]) -> Result<(Tv<'c, 'a>, Tv<'c, 'a>, f64)> {
    let d = x.dims();
    let n: i64 = dims.iter().map(|&i| d[i as usize]).product();
    let zero = b.scalar(x.dtype(), 0.0)?;
    let s = b.reduce(x, &zero, dims, "stablehlo.add")?;
    let nn = b.splat(x.dtype(), n as f64, &s.dims())?;
    let mean = b.div(&s, &nn)?;
    let kept: Vec<i64> = (0..x.rank() as i64).filter(|i| !dims.contains(i)).collect();
    let dev = b.sub(x, &b.broadcast_in_dim(&mean, &d, &kept)?)?;
    let ss = b.reduce(&b.mul(&dev, &dev)?, &zero, dims, "stablehlo.add")?;
    Ok((mean, b.div(&ss, &nn)?, n as f64))
}

fn rsqrt_eps<'c, 'a>(b: &Builder<'c, 'a>, var: &Tv<'c, 'a>, eps: f64) -> Result<Tv<'c, 'a>> {
    let e = b.splat(var.dtype(), eps, &var.dims())?;
    b.unary("stablehlo.rsqrt", &b.add(var, &e)?)
}

fn layer_norm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x0 = c.tensor(0)?;
    let k = c.ints(1, "normalized_shape")?.len();
    let (w, bias) = (c.opt_tensor(2, "weight")?, c.opt_tensor(3, "bias")?);
    let same = |t: &Option<Tv<'c, 'a>>| t.as_ref().is_none_or(|t| t.dtype() == x0.dtype());
    if (1..=x0.rank()).contains(&k) && out.dtype == x0.dtype() && c.out_ty(1)?.dtype == x0.dtype() && same(&w) && same(&bias) && aten_ops::takes(c, &x0) {
        return aten_ops::layer_norm(c, &x0, k, w.as_ref(), bias.as_ref(), c.float(4, "eps")?, &c.out_ty(1)?);
    }
    let sd = stat_dtype(out.dtype);
    let x = c.b.convert(&x0, sd)?;
    let d = x.dims();
    let axis = x.rank().checked_sub(k).ok_or_else(|| c.invalid(format!("normalized_shape of {k} dims for {}", x.ty)))?;
    let red: Vec<i64> = (axis as i64..x.rank() as i64).collect();
    let lead: Vec<i64> = (0..axis as i64).collect();
    let (mean, var, _) = moments(c.b, &x, &red)?;
    let rstd = rsqrt_eps(c.b, &var, c.float(4, "eps")?)?;
    let mean_b = c.b.broadcast_in_dim(&mean, &d, &lead)?;
    let rstd_b = c.b.broadcast_in_dim(&rstd, &d, &lead)?;
    let mut y = c.b.mul(&c.b.sub(&x, &mean_b)?, &rstd_b)?;
    let trail: Vec<i64> = (axis as i64..x.rank() as i64).collect();
    if let Some(w) = c.opt_tensor(2, "weight")? {
        y = c.b.mul(&y, &c.b.broadcast_in_dim(&c.b.convert(&w, sd)?, &d, &trail)?)?;
    }
    if let Some(bias) = c.opt_tensor(3, "bias")? {
        y = c.b.add(&y, &c.b.broadcast_in_dim(&c.b.convert(&bias, sd)?, &d, &trail)?)?;
    }
    let stats_ty = c.out_ty(1)?;
    Ok(vec![
        c.b.convert(&y, out.dtype)?,
        c.b.reshape(&c.b.convert(&mean, stats_ty.dtype)?, &c.out_dims(1)?)?,
        c.b.reshape(&c.b.convert(&rstd, stats_ty.dtype)?, &c.out_dims(2)?)?,
    ])
}

/// `(grad_out, input, normalized_shape, mean, rstd, weight, bias, output_mask)` →
/// `(grad_input, grad_weight, grad_bias)`, through torch's kernel only: Python keeps this op whole
/// only when the target has it (otherwise torch's decomposition reaches us instead).
fn layer_norm_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (g, x) = (c.tensor(0)?, c.tensor(1)?);
    let k = c.ints(2, "normalized_shape")?.len();
    let (mean, rstd) = (c.tensor(3)?, c.tensor(4)?);
    let (w, bias) = (c.opt_tensor(5, "weight")?, c.opt_tensor(6, "bias")?);
    let mask = c.opt_ints(7, "output_mask")?.unwrap_or_else(|| vec![1, 1, 1]);
    let same = |t: Option<&Tv<'c, 'a>>| t.is_none_or(|t| t.dtype() == x.dtype());
    if !aten_ops::available(c, &x) || g.ty != x.ty || !same(Some(&mean)) || !same(Some(&rstd)) || !same(w.as_ref()) || !same(bias.as_ref()) || !(1..=x.rank()).contains(&k) {
        return Err(c.unsupported(format!(
            "native_layer_norm_backward on {} reaches the compiler whole only for torch's CPU kernel (TORCHTPU_ATEN_OPS), which does not take it here",
            x.ty
        )));
    }
    let want = wanted_gradients(c, &x, &mask)?;
    let wanted = want.clone();
    let got = aten_ops::layer_norm_backward(c, &g, &x, &mean, &rstd, k, w.as_ref(), bias.as_ref(), want)?;
    place_gradients(c, &x, wanted, got)
}

/// `(grad_out, input, weight, running_mean, running_var, save_mean, save_invstd, train, eps,
/// output_mask)` → `(grad_input, grad_weight, grad_bias)`, training only, through torch's kernel
/// only: Python keeps this op whole only when the target has it.
fn batch_norm_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (g, x) = (c.tensor(0)?, c.tensor(1)?);
    let w = c.opt_tensor(2, "weight")?;
    let (mean, invstd) = (c.opt_tensor(5, "save_mean")?, c.opt_tensor(6, "save_invstd")?);
    let train = c.bool_or(7, "train", false)?;
    let eps = c.float(8, "eps")?;
    let mask = c.opt_ints(9, "output_mask")?.unwrap_or_else(|| vec![1, 1, 1]);
    let ch = x.dims().get(1).copied().unwrap_or(0);
    let fits = |t: Option<&Tv<'c, 'a>>| t.is_some_and(|t| t.dtype() == x.dtype() && t.dims() == [ch]);
    let (Some(mean), Some(invstd)) = (mean, invstd) else {
        return Err(c.unsupported("native_batch_norm_backward without the saved statistics"));
    };
    if !train || !aten_ops::available(c, &x) || x.rank() < 2 || g.ty != x.ty || !fits(Some(&mean)) || !fits(Some(&invstd)) || (w.is_some() && !fits(w.as_ref())) {
        return Err(c.unsupported(format!(
            "native_batch_norm_backward on {} reaches the compiler whole only for torch's CPU kernel (TORCHTPU_ATEN_OPS), which does not take it here",
            x.ty
        )));
    }
    let want = wanted_gradients(c, &x, &mask)?;
    let wanted = want.clone();
    let got = aten_ops::batch_norm_backward(c, &g, &x, w.as_ref(), &mean, &invstd, eps, want)?;
    place_gradients(c, &x, wanted, got)
}

/// The types of the gradients a norm's backward node wants (its `output_mask`), each of `x`'s dtype.
fn wanted_gradients(c: &Call<'_, '_, '_>, x: &Tv<'_, '_>, mask: &[i64]) -> Result<[Option<crate::ir::TensorType>; 3]> {
    let mut want: [Option<crate::ir::TensorType>; 3] = [None, None, None];
    for (i, slot) in want.iter_mut().enumerate() {
        if mask.get(i).copied().unwrap_or(1) != 0 {
            let t = c.out_ty(i)?;
            if t.dtype != x.dtype() {
                return Err(c.invalid(format!("result {i} of type {t} for an input of {}", x.ty)));
            }
            *slot = Some(t);
        }
    }
    Ok(want)
}

/// The three gradient results of a norm's backward node: the kernel's results where `wanted`, a
/// placeholder elsewhere.
fn place_gradients<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, wanted: [Option<crate::ir::TensorType>; 3], got: Vec<Tv<'c, 'a>>) -> R<'c, 'a> {
    let mut got = got.into_iter();
    let mut outs = Vec::with_capacity(3);
    for slot in wanted {
        match slot {
            Some(_) => outs.push(got.next().ok_or_else(|| crate::Error::Internal("a norm gradient is missing".into()))?),
            None => outs.push(c.b.scalar(x.dtype(), 0.0)?),
        }
    }
    Ok(outs)
}

/// `y = (x - mean) * rstd * weight + bias`, with per-channel (dim 1) statistics.
fn normalize_channels<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x: &Tv<'c, 'a>,
    mean: &Tv<'c, 'a>,
    rstd: &Tv<'c, 'a>,
    weight: Option<Tv<'c, 'a>>,
    bias: Option<Tv<'c, 'a>>,
) -> Result<Tv<'c, 'a>> {
    // A channels-last activation (channels_last.rs) is normalized as it lies, along its last dim.
    if let Some(src) = super::channels_last::channels_last_source(c, x) {
        let y = per_channel_affine(c, &src, &[src.rank() as i64 - 1], mean, rstd, weight, bias)?;
        return super::channels_last::seen_as_logical(c, &y);
    }
    per_channel_affine(c, x, &[1], mean, rstd, weight, bias)
}

/// `(x - mean) * rstd * weight + bias`, the per-channel vectors along dim `ch` of `x`.
fn per_channel_affine<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x: &Tv<'c, 'a>,
    ch: &[i64],
    mean: &Tv<'c, 'a>,
    rstd: &Tv<'c, 'a>,
    weight: Option<Tv<'c, 'a>>,
    bias: Option<Tv<'c, 'a>>,
) -> Result<Tv<'c, 'a>> {
    let d = x.dims();
    let mut y = c.b.mul(&c.b.sub(x, &c.b.broadcast_in_dim(mean, &d, ch)?)?, &c.b.broadcast_in_dim(rstd, &d, ch)?)?;
    if let Some(w) = weight {
        y = c.b.mul(&y, &c.b.broadcast_in_dim(&c.b.convert(&w, x.dtype())?, &d, ch)?)?;
    }
    if let Some(bias) = bias {
        y = c.b.add(&y, &c.b.broadcast_in_dim(&c.b.convert(&bias, x.dtype())?, &d, ch)?)?;
    }
    Ok(y)
}

fn channel_reduce_dims(rank: usize) -> Vec<i64> {
    (0..rank as i64).filter(|&i| i != 1).collect()
}

/// Placeholder results that torch returns empty (shape `[0]`) or that the node does not use.
fn as_out<'c, 'a>(c: &Call<'_, 'c, 'a>, i: usize, v: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let ty = c.out_ty(i)?;
    let dims = c.out_dims(i)?;
    if dims.iter().product::<i64>() != v.numel() {
        return c.b.splat(ty.dtype, 0.0, &dims);
    }
    c.b.reshape(&c.b.convert(v, ty.dtype)?, &dims)
}

/// `(input, weight, bias, running_mean, running_var, training, momentum, eps)` →
/// `(out, save_mean, save_rstd, new_running_mean, new_running_var)`.
fn batch_norm_functional<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let training = c.bool_or(5, "training", true)?;
    let momentum = c.float(6, "momentum")?;
    let eps = c.float(7, "eps")?;
    let (w, bias) = (c.opt_tensor(1, "weight")?, c.opt_tensor(2, "bias")?);
    let (x0, rm0, rv0) = (c.tensor(0)?, c.tensor(3)?, c.tensor(4)?);
    if training {
        let ch = x0.dims().get(1).copied().unwrap_or(0);
        let stats = crate::ir::TensorType::new(x0.dtype(), &[ch]);
        let fits = |t: &Tv<'c, 'a>| t.dtype() == x0.dtype() && t.dims() == [ch];
        let outs_fit = (0..5).all(|i| c.out_ty(i).is_ok_and(|t| if i == 0 { t == x0.ty } else { t == stats }));
        if x0.rank() >= 2
            && aten_ops::takes(c, &x0)
            && fits(&rm0)
            && fits(&rv0)
            && w.as_ref().is_none_or(fits)
            && bias.as_ref().is_none_or(fits)
            && outs_fit
        {
            return aten_ops::batch_norm(c, &x0, w.as_ref(), bias.as_ref(), &rm0, &rv0, momentum, eps, &stats);
        }
    }
    let sd = stat_dtype(out.dtype);
    let x = c.b.convert(&x0, sd)?;
    let rm = c.b.convert(&rm0, sd)?;
    let rv = c.b.convert(&rv0, sd)?;
    if !training {
        let rstd = rsqrt_eps(c.b, &rv, eps)?;
        let y = normalize_channels(c, &x, &rm, &rstd, w, bias)?;
        return Ok(vec![
            c.b.convert(&y, out.dtype)?,
            as_out(c, 1, &rm)?,
            as_out(c, 2, &rstd)?,
            as_out(c, 3, &rm)?,
            as_out(c, 4, &rv)?,
        ]);
    }
    let (mean, var, n) = moments(c.b, &x, &channel_reduce_dims(x.rank()))?;
    let rstd = rsqrt_eps(c.b, &var, eps)?;
    let y = normalize_channels(c, &x, &mean, &rstd, w, bias)?;
    let cdim = mean.dims();
    let m = c.b.splat(sd, momentum, &cdim)?;
    let keep = c.b.splat(sd, 1.0 - momentum, &cdim)?;
    let new_rm = c.b.add(&c.b.mul(&keep, &rm)?, &c.b.mul(&m, &mean)?)?;
    let unbias = c.b.splat(sd, if n > 1.0 { n / (n - 1.0) } else { f64::INFINITY }, &cdim)?;
    let new_rv = c.b.add(&c.b.mul(&keep, &rv)?, &c.b.mul(&m, &c.b.mul(&var, &unbias)?)?)?;
    Ok(vec![
        c.b.convert(&y, out.dtype)?,
        as_out(c, 1, &mean)?,
        as_out(c, 2, &rstd)?,
        as_out(c, 3, &new_rm)?,
        as_out(c, 4, &new_rv)?,
    ])
}

/// `torchtpu::batch_norm_act(input, weight, bias, running_mean, running_var, momentum, eps, act,
/// lo, hi)` → `(a, z, save_mean, save_invstd, new_running_mean, new_running_var)`: training batch
/// norm `z` and its activation `a` (`none`, `relu`, `clamp` to `[lo, hi]`, `hardswish`, `silu`), in
/// torchtpu's loop over the channels-last activation (aten_ops.rs). Python makes the op only where
/// the kernels take it; without them it runs in eager (its eager implementation).
fn batch_norm_act<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (x, rm, rv) = (c.tensor(0)?, c.tensor(3)?, c.tensor(4)?);
    let (w, bias) = (c.opt_tensor(1, "weight")?, c.opt_tensor(2, "bias")?);
    let (momentum, eps) = (c.float(5, "momentum")?, c.float(6, "eps")?);
    let (act, lo, hi) = norm_activation(c, 7)?;
    let ch = x.dims().get(1).copied().unwrap_or(0);
    let fits = |t: &Tv<'c, 'a>| t.dtype() == x.dtype() && t.dims() == [ch];
    if !aten_ops::available(c, &x) || x.rank() < 2 || !fits(&rm) || !fits(&rv) || !w.as_ref().is_none_or(fits) || !bias.as_ref().is_none_or(fits) {
        return Err(c.unsupported(format!("batch_norm_act on {} runs only in torchtpu's CPU kernel (TORCHTPU_ATEN_OPS), which does not take it here", x.ty)));
    }
    let keep_z = c.result_used(1);
    let mut outs = aten_ops::batch_norm_act(c, &x, w.as_ref(), bias.as_ref(), &rm, &rv, momentum, eps, act, [lo, hi], keep_z)?;
    if !keep_z {
        outs.insert(1, c.b.splat(x.dtype(), 0.0, &c.out_dims(1)?)?);
    }
    Ok(outs)
}

/// The activation of a `batch_norm_act` op and its bounds, from arguments `i` (its name), `i + 1`
/// and `i + 2` (lo, hi).
fn norm_activation(c: &Call<'_, '_, '_>, i: usize) -> Result<(crate::runtime::cpu_kernels::aten_ops::NormAct, f64, f64)> {
    use crate::runtime::cpu_kernels::aten_ops::NormAct;
    let act = match c.str_or(i, "act", "none")?.as_str() {
        "none" => NormAct::None,
        "relu" => NormAct::Relu,
        "clamp" => NormAct::Clamp,
        "hardswish" => NormAct::Hardswish,
        "silu" => NormAct::Silu,
        other => return Err(c.invalid(format!("activation `{other}`: none, relu, clamp, hardswish or silu"))),
    };
    let (lo, hi) = (c.float_or(i + 1, "lo", 0.0)?, c.float_or(i + 2, "hi", 0.0)?);
    if act == NormAct::Clamp && !(lo <= hi) {
        return Err(c.invalid(format!("clamp bounds {lo} and {hi}")));
    }
    Ok((act, lo, hi))
}

/// `torchtpu::batch_norm_act_backward(grad, s, input, weight, save_mean, save_invstd, act, lo,
/// hi)` → `(grad_input, grad_weight, grad_bias)`: the gradients of `batch_norm_act` for the
/// gradient of its activation, `s` what the activation's gradient reads (capture/norm_epilogue.py).
fn batch_norm_act_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (g, s, x) = (c.tensor(0)?, c.tensor(1)?, c.tensor(2)?);
    let w = c.opt_tensor(3, "weight")?;
    let (mean, invstd) = (c.tensor(4)?, c.tensor(5)?);
    let (act, lo, hi) = norm_activation(c, 6)?;
    let ch = x.dims().get(1).copied().unwrap_or(0);
    let fits = |t: &Tv<'c, 'a>| t.dtype() == x.dtype() && t.dims() == [ch];
    if !aten_ops::available(c, &x) || x.rank() < 2 || g.ty != x.ty || s.ty != x.ty || !fits(&mean) || !fits(&invstd) || !w.as_ref().is_none_or(fits) {
        return Err(c.unsupported(format!("batch_norm_act_backward on {} runs only in torchtpu's CPU kernel (TORCHTPU_ATEN_OPS), which does not take it here", x.ty)));
    }
    aten_ops::batch_norm_act_backward(c, &g, &s, &x, w.as_ref(), &mean, &invstd, act, [lo, hi])
}

/// `(input, weight, bias, running_mean, running_var, momentum, eps)` → `(out, [], [])`.
fn batch_norm_inference<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let sd = stat_dtype(out.dtype);
    let x = c.b.convert(&c.tensor(0)?, sd)?;
    let rm = c.b.convert(&c.tensor(3)?, sd)?;
    let rv = c.b.convert(&c.tensor(4)?, sd)?;
    let rstd = rsqrt_eps(c.b, &rv, c.float(6, "eps")?)?;
    let y = normalize_channels(c, &x, &rm, &rstd, c.opt_tensor(1, "weight")?, c.opt_tensor(2, "bias")?)?;
    Ok(vec![c.b.convert(&y, out.dtype)?, as_out(c, 1, &rm)?, as_out(c, 2, &rstd)?])
}

/// `(input, weight, bias, training, momentum, eps)` → `(out, mean, rstd)`, batch statistics only.
fn batch_norm_no_stats<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let sd = stat_dtype(out.dtype);
    let x = c.b.convert(&c.tensor(0)?, sd)?;
    let (mean, var, _) = moments(c.b, &x, &channel_reduce_dims(x.rank()))?;
    let rstd = rsqrt_eps(c.b, &var, c.float(5, "eps")?)?;
    let y = normalize_channels(c, &x, &mean, &rstd, c.opt_tensor(1, "weight")?, c.opt_tensor(2, "bias")?)?;
    Ok(vec![c.b.convert(&y, out.dtype)?, as_out(c, 1, &mean)?, as_out(c, 2, &rstd)?])
}

/// `(input, weight, bias, N, C, HxW, group, eps)` → `(out, mean [N, G], rstd [N, G])`.
fn group_norm<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let sd = stat_dtype(out.dtype);
    let x = c.b.convert(&c.tensor(0)?, sd)?;
    let d = x.dims();
    let (n, ch, g) = (c.int(3, "N")?, c.int(4, "C")?, c.int(6, "group")?);
    if g <= 0 || ch % g != 0 {
        return Err(c.invalid(format!("{ch} channels do not split into {g} groups")));
    }
    let ng = n.checked_mul(g).filter(|_| n >= 0).ok_or_else(|| c.invalid(format!("N = {n} samples of {g} groups")))?;
    let grouped = c.b.reshape(&x, &[n, g, x.numel() / ng.max(1)])?;
    let (mean, var, _) = moments(c.b, &grouped, &[2])?;
    let rstd = rsqrt_eps(c.b, &var, c.float(7, "eps")?)?;
    let gd = grouped.dims();
    let norm = c.b.mul(
        &c.b.sub(&grouped, &c.b.broadcast_in_dim(&mean, &gd, &[0, 1])?)?,
        &c.b.broadcast_in_dim(&rstd, &gd, &[0, 1])?,
    )?;
    let mut y = c.b.reshape(&norm, &d)?;
    if let Some(w) = c.opt_tensor(1, "weight")? {
        y = c.b.mul(&y, &c.b.broadcast_in_dim(&c.b.convert(&w, sd)?, &d, &[1])?)?;
    }
    if let Some(bias) = c.opt_tensor(2, "bias")? {
        y = c.b.add(&y, &c.b.broadcast_in_dim(&c.b.convert(&bias, sd)?, &d, &[1])?)?;
    }
    Ok(vec![c.b.convert(&y, out.dtype)?, as_out(c, 1, &mean)?, as_out(c, 2, &rstd)?])
}
