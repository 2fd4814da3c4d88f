//! torch's own CPU kernels for softmax, log_softmax, GELU, layer norm and training batch norm,
//! with their gradients, and for sums and means, inside compiled programs: the
//! `torchtpu_aten_<op>` custom calls.
//!
//! XLA's CPU code for these runs on one thread, at 2-5x the time of torch's vectorized, parallel
//! kernels even on one core (a softmax over 24x197x197: 1.2 ms against 0.28 ms on two cores;
//! docs/performance.md). The C++ library that has the ATen convolutions (aten.rs,
//! `python_plugin/csrc/aten_kernels.cpp`) has one entry, `torchtpu_aten_op`, for these: it wraps
//! XLA's buffers as tensors, each with its own dims, and calls the op's ATen function, writing
//! into the result buffers (ATen's out= forms where it has them).
//!
//! Every call: the tensor operands, then params s64[2 + n]: threads (torch's intra-op count at
//! compile; 0 leaves the thread's own), eps as the bits of an f64 (layer norm; else 0), then the
//! op's ints (see [`Op`]). All tensors float32 or float64, one dtype, no empty dim.

use std::ffi::{c_char, c_int, c_void, CStr};

use super::gemm::{buffer, serve_frame, Running};
use crate::runtime::xla_ffi::{self as x, CallFrame};

/// An op, by its code in `torchtpu_aten_op`. Operands → results; ints after threads and eps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `(x) → y`; ints: dim.
    Softmax = 0,
    /// `(g, y) → gx`; ints: dim.
    SoftmaxBackward = 1,
    /// `(x) → y`; ints: dim.
    LogSoftmax = 2,
    /// `(g, y) → gx`; ints: dim.
    LogSoftmaxBackward = 3,
    /// `(x) → y`; ints: tanh (0 or 1).
    Gelu = 4,
    /// `(g, x) → gx`; ints: tanh.
    GeluBackward = 5,
    /// `(x, [w], [b]) → (y, mean, rstd)`; ints: normalized dims k, has_w, has_b.
    LayerNorm = 6,
    /// `(g, x, mean, rstd, [w], [b]) → ([gx], [gw], [gb])`; ints: k, has_w, has_b, and which
    /// gradients are wanted (three flags).
    LayerNormBackward = 7,
    /// Training: `(x, [w], [b], running_mean, running_var) → (y, mean, invstd, new running_mean,
    /// new running_var)`; ints: has_w, has_b, momentum (the bits of an f64).
    BatchNorm = 8,
    /// Training: `(g, x, [w], mean, invstd) → ([gx], [gw], [gb])`; ints: has_w, and which
    /// gradients are wanted (three flags).
    BatchNormBackward = 9,
    /// Flash attention: `(q, k, v, [mask]) → (out, logsumexp)`; ints: causal, has_mask,
    /// has_scale, scale (the bits of an f64), and optionally tokens_major: 1 when every tensor but
    /// the mask is stored tokens before heads (q, k, v and out as [B, L, H, E], the log-sum-exp as
    /// [B, L, H]), the layout a `Linear` layer writes them in and torch's kernel allocates its
    /// results in, so that neither side moves them.
    Attention = 10,
    /// `(g, q, k, v, out, logsumexp, [mask]) → (gq, gk, gv)`; ints as the forward's.
    AttentionBackward = 11,
    /// Training batch norm and the activation after it, over an input stored channels last
    /// (`[..., C]`; torchtpu's own loops, `python_plugin/csrc/norm_act.cpp`): `(x, [w], [b],
    /// running_mean, running_var) → (a, [z], mean, invstd, new running_mean, new running_var)`,
    /// `z` the normalized value before the activation `a`; ints: has_w, has_b, momentum, the
    /// activation ([`NormAct`]), lo, hi (the clamp's bounds; momentum and bounds as the bits of
    /// f64s), has_z.
    BatchNormAct = 12,
    /// Its gradients: `(g, s, x, [w], mean, invstd) → (gx, gw, gb)`, `g` the activation's
    /// gradient and `s` what the activation's own gradient reads (ReLU: its output; clamp,
    /// hardswish and SiLU: its input; none: not read); ints: has_w, the activation, lo, hi.
    BatchNormActBackward = 13,
    /// `(x) → y`, the sum (or mean) of `x` over some of its dims, the others kept in their order
    /// (ATen's `sum` / `mean` with `keepdim=False`); ints: mean (0 or 1), the reduced dims as a
    /// bit mask. XLA's reduce over the middle dims of a tensor (a squeeze-and-excitation mean
    /// over an image's rows and columns, stored channels last) took 5-10 times eager's time.
    Reduce = 14,
    /// 2-d max pooling: `(x) → (values, [indices])`, the indices int64 (flat over the input's
    /// rows and columns, as torch's); ints: kernel, stride, padding, dilation (2 each), ceil_mode,
    /// channels_last (every tensor stored `[N, H, W, C]`), want_indices. XLA's reduce window took
    /// 6.2 ms where eager took 1.1 (8x64x112x112, channels last; docs/performance.md).
    MaxPool = 15,
    /// `(g, x, indices) → gx`; ints as the forward's. XLA's scatter of the gradient took most of
    /// a pooling's training time (forward and backward 62 ms against eager's 17).
    MaxPoolBackward = 16,
    /// A discrete Fourier transform (ATen's `_fft_r2c` / `_fft_c2r` / `_fft_c2c`): `(x) → y`, one
    /// side complex (the call's dtype is the real part's); ints: kind ([`FftKind`]), normalization
    /// (0 none, 1 by sqrt(n), 2 by n), then onesided (r2c), last_dim_size (c2r) or forward (c2c),
    /// then the transformed dims. XLA's CPU FFT runs on one thread at 2-3 times torch's time (a
    /// 2-d real transform of 256 64x64 images: 1.4 ms against 0.5).
    Fft = 17,
}

/// The transform of [`Op::Fft`], by its code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FftKind {
    R2c = 0,
    C2r = 1,
    C2c = 2,
}

/// The activation of [`Op::BatchNormAct`], by its code (`torchtpu::NormAct` in norm_act.h).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NormAct {
    None = 0,
    Relu = 1,
    /// `clamp(z, lo, hi)`: ReLU6, hardtanh.
    Clamp = 2,
    /// `z * clamp(z + 3, 0, 6) / 6`.
    Hardswish = 3,
    /// `z * sigmoid(z)`.
    Silu = 4,
}

impl Op {
    pub const ALL: [Op; 18] = [
        Op::Softmax,
        Op::SoftmaxBackward,
        Op::LogSoftmax,
        Op::LogSoftmaxBackward,
        Op::Gelu,
        Op::GeluBackward,
        Op::LayerNorm,
        Op::LayerNormBackward,
        Op::BatchNorm,
        Op::BatchNormBackward,
        Op::Attention,
        Op::AttentionBackward,
        Op::BatchNormAct,
        Op::BatchNormActBackward,
        Op::Reduce,
        Op::MaxPool,
        Op::MaxPoolBackward,
        Op::Fft,
    ];

    /// The custom call target.
    pub fn target(self) -> &'static str {
        match self {
            Op::Softmax => "torchtpu_aten_softmax",
            Op::SoftmaxBackward => "torchtpu_aten_softmax_backward",
            Op::LogSoftmax => "torchtpu_aten_log_softmax",
            Op::LogSoftmaxBackward => "torchtpu_aten_log_softmax_backward",
            Op::Gelu => "torchtpu_aten_gelu",
            Op::GeluBackward => "torchtpu_aten_gelu_backward",
            Op::LayerNorm => "torchtpu_aten_layer_norm",
            Op::LayerNormBackward => "torchtpu_aten_layer_norm_backward",
            Op::BatchNorm => "torchtpu_aten_batch_norm",
            Op::BatchNormBackward => "torchtpu_aten_batch_norm_backward",
            Op::Attention => "torchtpu_aten_attention",
            Op::AttentionBackward => "torchtpu_aten_attention_backward",
            Op::BatchNormAct => "torchtpu_aten_batch_norm_act",
            Op::BatchNormActBackward => "torchtpu_aten_batch_norm_act_backward",
            Op::Reduce => "torchtpu_aten_reduce",
            Op::MaxPool => "torchtpu_aten_max_pool2d",
            Op::MaxPoolBackward => "torchtpu_aten_max_pool2d_backward",
            Op::Fft => "torchtpu_aten_fft",
        }
    }
}

/// Every op's target and handler, for registration.
pub fn handlers() -> [(&'static str, x::Handler); 18] {
    [
        (Op::Softmax.target(), softmax),
        (Op::SoftmaxBackward.target(), softmax_backward),
        (Op::LogSoftmax.target(), log_softmax),
        (Op::LogSoftmaxBackward.target(), log_softmax_backward),
        (Op::Gelu.target(), gelu),
        (Op::GeluBackward.target(), gelu_backward),
        (Op::LayerNorm.target(), layer_norm),
        (Op::LayerNormBackward.target(), layer_norm_backward),
        (Op::BatchNorm.target(), batch_norm),
        (Op::BatchNormBackward.target(), batch_norm_backward),
        (Op::Attention.target(), attention),
        (Op::AttentionBackward.target(), attention_backward),
        (Op::BatchNormAct.target(), batch_norm_act),
        (Op::BatchNormActBackward.target(), batch_norm_act_backward),
        (Op::Reduce.target(), reduce),
        (Op::MaxPool.target(), max_pool),
        (Op::MaxPoolBackward.target(), max_pool_backward),
        (Op::Fft.target(), fft),
    ]
}

type Fail = (i32, String);

fn bad(m: String) -> Fail {
    (x::ERROR_INVALID_ARGUMENT, m)
}

/// Checks that the buffers of a call of `op` fit together as the op reads them, before ATen runs:
/// ATen checks some of this itself, but not everything it reads (layer norm's mean and rstd are
/// read as the input's row count, whatever their own size), and a user's StableHLO kernel can call
/// these targets with any buffers.
pub(crate) fn check_shapes(op: Op, ints: &[i64], args: &[&[i64]], res: &[&[i64]]) -> Result<(), String> {
    let flag = |i: usize| -> Result<bool, String> {
        match ints.get(i) {
            Some(0) => Ok(false),
            Some(1) => Ok(true),
            v => Err(format!("int {i} must be 0 or 1, got {v:?}")),
        }
    };
    let count = |na: usize, nr: usize| {
        if args.len() == na && res.len() == nr {
            Ok(())
        } else {
            Err(format!("{} operands and {} results, expected {na} and {nr}", args.len(), res.len()))
        }
    };
    let same = |what: &str, a: &[i64], b: &[i64]| if a == b { Ok(()) } else { Err(format!("{what}: {a:?} against {b:?}")) };
    let numel = |d: &[i64]| d.iter().product::<i64>();
    match op {
        Op::Softmax | Op::LogSoftmax | Op::Gelu | Op::SoftmaxBackward | Op::LogSoftmaxBackward | Op::GeluBackward => {
            let binary = matches!(op, Op::SoftmaxBackward | Op::LogSoftmaxBackward | Op::GeluBackward);
            count(1 + usize::from(binary), 1)?;
            if binary {
                same("the two operands", args[0], args[1])?;
            }
            same("result and operand", res[0], args[0])?;
            if matches!(op, Op::Gelu | Op::GeluBackward) {
                flag(0)?;
            } else if !ints.first().is_some_and(|&d| (0..args[0].len() as i64).contains(&d)) {
                return Err(format!("dim {:?} for rank {}", ints.first(), args[0].len()));
            }
        }
        Op::LayerNorm | Op::LayerNormBackward => {
            let backward = op == Op::LayerNormBackward;
            let k = ints.first().copied().unwrap_or(0);
            let (w, b) = (flag(1)?, flag(2)?);
            let want = if backward { [flag(3)?, flag(4)?, flag(5)?] } else { [true; 3] };
            let lead = 1 + 3 * usize::from(backward);
            count(lead + usize::from(w) + usize::from(b), want.iter().filter(|&&v| v).count())?;
            let x = args[usize::from(backward)];
            if !(1..=x.len() as i64).contains(&k) {
                return Err(format!("{k} normalized dims for rank {}", x.len()));
            }
            let (rows, norm) = x.split_at(x.len() - k as usize);
            for (i, p) in args[lead..].iter().enumerate() {
                same(&format!("affine operand {i} and the normalized dims"), p, norm)?;
            }
            if backward {
                same("gradient and input", args[0], x)?;
                for s in &args[2..4] {
                    if numel(s) != numel(rows) {
                        return Err(format!("statistics {s:?} for {} rows", numel(rows)));
                    }
                }
                let mut r = res.iter();
                for (i, wanted) in want.iter().enumerate() {
                    if *wanted {
                        same("a gradient", r.next().copied().unwrap_or_default(), if i == 0 { x } else { norm })?;
                    }
                }
            } else {
                same("result and input", res[0], x)?;
                for s in &res[1..] {
                    if numel(s) != numel(rows) {
                        return Err(format!("statistics {s:?} for {} rows", numel(rows)));
                    }
                }
            }
        }
        Op::BatchNorm | Op::BatchNormBackward => {
            let backward = op == Op::BatchNormBackward;
            let w = flag(0)?;
            let (b, want) = if backward { (false, [flag(1)?, flag(2)?, flag(3)?]) } else { (flag(1)?, [true; 3]) };
            let nres = if backward { want.iter().filter(|&&v| v).count() } else { 5 };
            count(if backward { 4 + usize::from(w) } else { 3 + usize::from(w) + usize::from(b) }, nres)?;
            let x = args[usize::from(backward)];
            if x.len() < 2 {
                return Err(format!("input {x:?}: rank 2 or more"));
            }
            // Stored channels-last ([N, s..., C]; the int after the others): channels are the last dim.
            let at = if backward { 4 } else { 3 };
            let channels_last = ints.len() > at && flag(at)?;
            if channels_last && !(4..=5).contains(&x.len()) {
                return Err(format!("channels-last input {x:?}: rank 4 or 5"));
            }
            let ch = [if channels_last { x[x.len() - 1] } else { x[1] }];
            let per_channel = if backward { &args[2..] } else { &args[1..] };
            for p in per_channel {
                same("a per-channel operand", p, &ch)?;
            }
            if backward {
                same("gradient and input", args[0], x)?;
                let mut r = res.iter();
                for (i, wanted) in want.iter().enumerate() {
                    if *wanted {
                        same("a gradient", r.next().copied().unwrap_or_default(), if i == 0 { x } else { &ch })?;
                    }
                }
            } else {
                same("result and input", res[0], x)?;
                for s in &res[1..] {
                    same("a per-channel result", s, &ch)?;
                }
            }
        }
        Op::BatchNormAct => {
            let (w, b) = (flag(0)?, flag(1)?);
            let z = flag(6)?;
            if !(0..=4).contains(&ints[3]) {
                return Err(format!("activation code {}", ints[3]));
            }
            let (lo, hi) = (f64::from_bits(ints[4] as u64), f64::from_bits(ints[5] as u64));
            if ints[3] == NormAct::Clamp as i64 && !(lo <= hi) {
                return Err(format!("clamp bounds {lo} and {hi}"));
            }
            count(3 + usize::from(w) + usize::from(b), 5 + usize::from(z))?;
            let x = args[0];
            if x.len() < 2 {
                return Err(format!("input {x:?}: rank 2 or more"));
            }
            let ch = [x[x.len() - 1]];
            for p in &args[1..] {
                same("a per-channel operand", p, &ch)?;
            }
            let nz = 1 + usize::from(z);
            for r in &res[..nz] {
                same("result and input", r, x)?;
            }
            for s in &res[nz..] {
                same("a per-channel result", s, &ch)?;
            }
        }
        Op::BatchNormActBackward => {
            let w = flag(0)?;
            if !ints.get(1).is_some_and(|a| (0..=4).contains(a)) || ints.len() < 4 {
                return Err(format!("ints {ints:?}: has_w, an activation code 0 to 4, lo, hi"));
            }
            let (lo, hi) = (f64::from_bits(ints[2] as u64), f64::from_bits(ints[3] as u64));
            if ints[1] == NormAct::Clamp as i64 && !(lo <= hi) {
                return Err(format!("clamp bounds {lo} and {hi}"));
            }
            count(5 + usize::from(w), 3)?;
            let x = args[2];
            if x.len() < 2 {
                return Err(format!("input {x:?}: rank 2 or more"));
            }
            same("gradient and input", args[0], x)?;
            same("the activation's operand and input", args[1], x)?;
            let ch = [x[x.len() - 1]];
            for p in &args[3..] {
                same("a per-channel operand", p, &ch)?;
            }
            same("input gradient and input", res[0], x)?;
            same("weight gradient", res[1], &ch)?;
            same("bias gradient", res[2], &ch)?;
        }
        Op::Fft => {
            count(1, 1)?;
            let (x, y) = (args[0], res[0]);
            if ints.len() < 4 || !(0..=2).contains(&ints[0]) || !(0..=2).contains(&ints[1]) {
                return Err(format!("ints {ints:?}: kind 0 to 2, normalization 0 to 2, a flag, dims"));
            }
            let dims = &ints[3..];
            if x.len() != y.len() || dims.iter().any(|&d| !(0..x.len() as i64).contains(&d)) {
                return Err(format!("dims {dims:?} for {x:?} -> {y:?}"));
            }
            let last = *dims.last().expect("dims checked non-empty") as usize;
            let mut want = x.to_vec();
            match ints[0] {
                0 if flag(2)? => want[last] = x[last] / 2 + 1,
                0 => {}
                1 => {
                    if x[last] != ints[2] / 2 + 1 {
                        return Err(format!("{} entries along dim {last} for a length of {}", x[last], ints[2]));
                    }
                    want[last] = ints[2];
                }
                _ => {
                    flag(2)?;
                }
            }
            same("result", y, &want)?;
        }
        Op::Reduce => {
            count(1, 1)?;
            flag(0)?;
            let x = args[0];
            let mask = ints.get(1).copied().unwrap_or(0);
            if mask <= 0 || mask >= 1 << x.len() {
                return Err(format!("reduced dims mask {mask} for rank {}", x.len()));
            }
            let kept: Vec<i64> = x.iter().enumerate().filter(|&(i, _)| mask >> i & 1 == 0).map(|(_, &d)| d).collect();
            same("result and the kept dims", res[0], &kept)?;
        }
        Op::MaxPool | Op::MaxPoolBackward => {
            let backward = op == Op::MaxPoolBackward;
            let want_indices = !backward && flag(10)?;
            let channels_last = flag(9)?;
            flag(8)?;
            count(if backward { 3 } else { 1 }, if backward || !want_indices { 1 } else { 2 })?;
            let x = args[usize::from(backward)];
            let pooled = pooled_dims(x, ints, channels_last)?;
            if backward {
                same("gradient and the pooled dims", args[0], &pooled)?;
                same("indices and gradient", args[2], args[0])?;
                same("result and input", res[0], x)?;
            } else {
                for r in res {
                    same("a result and the pooled dims", r, &pooled)?;
                }
            }
        }
        Op::Attention | Op::AttentionBackward => {
            let backward = op == Op::AttentionBackward;
            let (_, m) = (flag(0)?, flag(1)?);
            flag(2)?;
            let lead = if backward { 6 } else { 3 };
            count(lead + usize::from(m), 3 - usize::from(!backward))?;
            // Stored tokens-major: checked in the kernel's own order (heads before tokens).
            let tokens_major = ints.len() > 4 && flag(4)?;
            let heads_first = |d: &[i64]| -> Vec<i64> {
                let mut d = d.to_vec();
                if tokens_major && d.len() >= 3 {
                    d.swap(1, 2);
                }
                d
            };
            // The mask is laid out as the scores ([B, H, L, S]) either way.
            let args: Vec<Vec<i64>> = args.iter().enumerate().map(|(i, d)| if m && i == lead { d.to_vec() } else { heads_first(d) }).collect();
            let res: Vec<Vec<i64>> = res.iter().map(|d| heads_first(d)).collect();
            let args: Vec<&[i64]> = args.iter().map(Vec::as_slice).collect();
            let res: Vec<&[i64]> = res.iter().map(Vec::as_slice).collect();
            let t = &args[usize::from(backward)..];
            let (q, k, v) = (t[0], t[1], t[2]);
            if q.len() != 4 || k.len() != 4 || v != k || k[0] != q[0] || k[1] != q[1] || k[3] != q[3] {
                return Err(format!("query {q:?}, key {k:?}, value {v:?}: rank 4, one batch, head count and head size"));
            }
            let lse = [q[0], q[1], q[2]];
            let full = [q[0], q[1], q[2], k[2]];
            if m {
                let mask = args[lead];
                let fits = match mask.len() {
                    2 => (mask[0] == 1 || mask[0] == q[2]) && (mask[1] == 1 || mask[1] == k[2]),
                    4 => mask.iter().zip(full).all(|(&d, f)| d == 1 || d == f),
                    _ => false,
                };
                if !fits {
                    return Err(format!("mask {mask:?} for scores {full:?}"));
                }
            }
            if backward {
                same("gradient and query", args[0], q)?;
                same("output and query", args[4], q)?;
                same("log-sum-exp", args[5], &lse)?;
                same("query gradient", res[0], q)?;
                same("key gradient", res[1], k)?;
                same("value gradient", res[2], v)?;
            } else {
                same("output and query", res[0], q)?;
                same("log-sum-exp", res[1], &lse)?;
            }
        }
    }
    Ok(())
}

/// The dims of a 2-d max pool's result for input dims `x` (`[N, C, H, W]`, or `[N, H, W, C]` when
/// `channels_last`), by the pool's ints (kernel, stride, padding, dilation, ceil_mode): torch's
/// rule, a window that would start in the right or bottom padding dropped.
pub(crate) fn pooled_dims(x: &[i64], ints: &[i64], channels_last: bool) -> Result<Vec<i64>, String> {
    if x.len() != 4 || ints.len() < 9 {
        return Err(format!("input {x:?} and ints {ints:?}: rank 4 and 9 ints or more"));
    }
    let (k, s, p, d) = (&ints[0..2], &ints[2..4], &ints[4..6], &ints[6..8]);
    if k.iter().chain(s).chain(d).any(|&v| v < 1) || p.iter().zip(k).any(|(&p, &k)| p < 0 || p > k / 2) {
        return Err(format!("kernel {k:?}, stride {s:?}, padding {p:?}, dilation {d:?}: positive, padding at most half the kernel"));
    }
    let ceil = ints[8] != 0;
    let space = if channels_last { [x[1], x[2]] } else { [x[2], x[3]] };
    let mut out = [0i64; 2];
    for i in 0..2 {
        // Checked: the ints may come from a user's StableHLO, with any values.
        let span = d[i].checked_mul(k[i] - 1).and_then(|w| space[i].checked_add(2 * p[i])?.checked_sub(w)?.checked_sub(1));
        let span = match span {
            Some(v) if v >= 0 => v,
            _ => return Err(format!("a window {k:?} (dilation {d:?}) larger than the padded input {x:?}")),
        };
        let mut o = if ceil { span.saturating_add(s[i] - 1) / s[i] + 1 } else { span / s[i] + 1 };
        if ceil && (o - 1) * s[i] >= space[i] + p[i] {
            o -= 1;
        }
        out[i] = o;
    }
    Ok(if channels_last { vec![x[0], out[0], out[1], x[3]] } else { vec![x[0], x[1], out[0], out[1]] })
}

/// Whether buffer `i` (operands first, then results) of a call of `op` holds int64: a max pool's
/// indices.
fn holds_indices(op: Op, nargs: usize, i: usize) -> bool {
    match op {
        Op::MaxPool => i == nargs + 1,
        Op::MaxPoolBackward => i == 2,
        _ => false,
    }
}

/// Serves one call of `op`: checks the buffers' dtypes and dims and the params here; the op's
/// operand counts, dims and ints are checked again by the C++ side and by ATen, whose errors come
/// back as XLA errors. Each tensor is made over one buffer with that buffer's own dims, so nothing
/// is read or written outside XLA's buffers.
///
/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn call(frame: *mut CallFrame, op: Op) -> *mut x::Error {
    serve_frame(frame, op.target(), super::gemm::Split::Reductions, &|frame| unsafe {
        let f = super::aten::op_fn().ok_or_else(super::aten::not_loaded)?;
        let (nargs, nres) = (frame.args.size, frame.rets.size);
        if !(2..=8).contains(&nargs) || !(1..=6).contains(&nres) {
            return Err(bad(format!("{nargs} operands and {nres} results: 2 to 8 and 1 to 6 expected")));
        }
        let nargs = nargs as usize - 1;
        let (pt, pp, pd) = buffer(frame, nargs, false).map_err(bad)?;
        if pt != 5 || pd.len() != 1 || !(2..=16).contains(&pd[0]) {
            return Err(bad(format!("params: s64[2 + n] expected, got dtype {pt} dims {pd:?}")));
        }
        let v = std::slice::from_raw_parts(pp as *const i64, pd[0] as usize);
        let eps = f64::from_bits(v[1] as u64);
        if !(0..=1024).contains(&v[0]) || !eps.is_finite() || eps < 0.0 {
            return Err(bad(format!("params {v:?} out of range")));
        }
        let ints = &v[2..];
        let mut bufs = Vec::with_capacity(nargs + nres as usize);
        for i in 0..nargs {
            bufs.push(buffer(frame, i, false).map_err(bad)?);
        }
        for i in 0..nres as usize {
            bufs.push(buffer(frame, i, true).map_err(bad)?);
        }
        // A transform has one complex side: its call's dtype is the real part's.
        let complex_of = |d: i32| if d == x::F64 { x::C128 } else { x::C64 };
        let kind = if op == Op::Fft { ints.first().copied() } else { None };
        let dtype = match (kind, bufs[0].0) {
            (Some(1 | 2), x::C64) => x::F32,
            (Some(1 | 2), x::C128) => x::F64,
            (_, d) => d,
        };
        let expected = |i: usize| -> i32 {
            match kind {
                Some(0) if i >= nargs => complex_of(dtype),
                Some(1) if i < nargs => complex_of(dtype),
                Some(2) => complex_of(dtype),
                _ if holds_indices(op, nargs, i) => x::S64,
                _ => dtype,
            }
        };
        let wrong = |(i, b): (usize, &(i32, *mut c_void, Vec<i64>))| b.0 != expected(i);
        if !matches!(dtype, x::F32 | x::F64) || bufs.iter().enumerate().any(wrong) {
            let types: Vec<i32> = bufs.iter().map(|b| b.0).collect();
            return Err(bad(format!("dtypes {types:?}: all float32 or all float64 (a max pool's indices int64, a transform's complex side complex64 or complex128)")));
        }
        if bufs.iter().any(|b| b.2.iter().any(|&d| d <= 0)) {
            let dims: Vec<&Vec<i64>> = bufs.iter().map(|b| &b.2).collect();
            return Err(bad(format!("buffers {dims:?}: every dim must be positive")));
        }
        let arg_dims: Vec<&[i64]> = bufs[..nargs].iter().map(|b| b.2.as_slice()).collect();
        let res_dims: Vec<&[i64]> = bufs[nargs..].iter().map(|b| b.2.as_slice()).collect();
        check_shapes(op, ints, &arg_dims, &res_dims).map_err(|m| bad(format!("{}: {m}", op.target())))?;
        if op == Op::MaxPoolBackward {
            // ATen writes the gradient at each index: every one must lie in its image's plane.
            let plane = if ints[9] != 0 { arg_dims[1][1] * arg_dims[1][2] } else { arg_dims[1][2] * arg_dims[1][3] };
            let n = arg_dims[2].iter().product::<i64>() as usize;
            let idx = std::slice::from_raw_parts(bufs[2].1 as *const i64, n);
            if let Some(v) = idx.iter().find(|&&v| !(0..plane).contains(&v)) {
                return Err(bad(format!("{}: index {v} outside the input's {plane} positions", op.target())));
            }
        }
        let ptrs: Vec<*mut c_void> = bufs.iter().map(|b| b.1).collect();
        let ranks: Vec<c_int> = bufs.iter().map(|b| b.2.len() as c_int).collect();
        let dims: Vec<*const i64> = bufs.iter().map(|b| b.2.as_ptr()).collect();
        // A call that starts while another kernel runs takes one thread (gemm.rs, `ACTIVE`).
        let (_running, others) = Running::enter();
        let threads = if others > 0 { 1 } else { v[0] as c_int };
        let mut err = vec![0 as c_char; 1024];
        let rc = f(
            op as c_int,
            if dtype == x::F32 { 0 } else { 1 },
            nargs as c_int,
            ptrs.as_ptr(),
            ranks.as_ptr(),
            dims.as_ptr(),
            nres as c_int,
            ptrs[nargs..].as_ptr(),
            ranks[nargs..].as_ptr(),
            dims[nargs..].as_ptr(),
            ints.as_ptr(),
            ints.len() as c_int,
            eps,
            threads,
            err.as_mut_ptr(),
            err.len(),
        );
        if rc != 0 {
            let m = CStr::from_ptr(err.as_ptr()).to_string_lossy().into_owned();
            return Err((x::ERROR_INVALID_ARGUMENT, format!("ATen's {} raised: {m}", op.target().trim_start_matches("torchtpu_aten_"))));
        }
        Ok(())
    })
}

unsafe extern "C" fn fft(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::Fft)
}

unsafe extern "C" fn softmax(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::Softmax)
}

unsafe extern "C" fn softmax_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::SoftmaxBackward)
}

unsafe extern "C" fn log_softmax(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::LogSoftmax)
}

unsafe extern "C" fn log_softmax_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::LogSoftmaxBackward)
}

unsafe extern "C" fn gelu(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::Gelu)
}

unsafe extern "C" fn gelu_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::GeluBackward)
}

unsafe extern "C" fn layer_norm(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::LayerNorm)
}

unsafe extern "C" fn layer_norm_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::LayerNormBackward)
}

unsafe extern "C" fn batch_norm(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::BatchNorm)
}

unsafe extern "C" fn batch_norm_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::BatchNormBackward)
}

unsafe extern "C" fn batch_norm_act(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::BatchNormAct)
}

unsafe extern "C" fn batch_norm_act_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::BatchNormActBackward)
}

unsafe extern "C" fn reduce(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::Reduce)
}

unsafe extern "C" fn max_pool(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::MaxPool)
}

unsafe extern "C" fn max_pool_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::MaxPoolBackward)
}

unsafe extern "C" fn attention(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::Attention)
}

unsafe extern "C" fn attention_backward(frame: *mut CallFrame) -> *mut x::Error {
    call(frame, Op::AttentionBackward)
}

#[cfg(test)]
mod tests {
    use super::{check_shapes, Op};

    #[test]
    fn shapes_that_do_not_fit_are_refused_before_aten_runs() {
        let x: &[i64] = &[4, 8, 16];
        let ok = |op, ints: &[i64], a: &[&[i64]], r: &[&[i64]]| check_shapes(op, ints, a, r);
        assert!(ok(Op::Softmax, &[2], &[x], &[x]).is_ok());
        assert!(ok(Op::Softmax, &[3], &[x], &[x]).is_err(), "dim past the rank");
        assert!(ok(Op::SoftmaxBackward, &[0], &[x, &[4, 8, 15]], &[x]).is_err());
        assert!(ok(Op::Gelu, &[2], &[x], &[x]).is_err(), "approximate flag must be 0 or 1");
        // Layer norm over 16: mean and rstd are read as 32 rows.
        let (n, rows): (&[i64], &[i64]) = (&[16], &[4, 8, 1]);
        assert!(ok(Op::LayerNorm, &[1, 1, 1], &[x, n, n], &[x, rows, rows]).is_ok());
        assert!(ok(Op::LayerNorm, &[1, 1, 1], &[x, n, n], &[x, &[4, 1], rows]).is_err());
        assert!(ok(Op::LayerNormBackward, &[1, 1, 0, 1, 1, 0], &[x, x, rows, &[2], n], &[x, n]).is_err(), "short statistics");
        assert!(ok(Op::LayerNormBackward, &[1, 1, 0, 1, 1, 0], &[x, x, rows, rows, n], &[x, n]).is_ok());
        assert!(ok(Op::LayerNormBackward, &[1, 1, 0, 1, 1, 0], &[x, x, rows, rows, &[8]], &[x, n]).is_err());
        // Batch norm over 8 channels.
        let c: &[i64] = &[8];
        assert!(ok(Op::BatchNorm, &[1, 1, 0], &[x, c, c, c, c], &[x, c, c, c, c]).is_ok());
        assert!(ok(Op::BatchNorm, &[1, 1, 0], &[x, c, c, c, &[7]], &[x, c, c, c, c]).is_err());
        assert!(ok(Op::BatchNormBackward, &[1, 1, 1, 1], &[x, x, c, c, c], &[x, c, c]).is_ok());
        assert!(ok(Op::BatchNormBackward, &[1, 1, 1, 1], &[x, x, c, c, &[4]], &[x, c, c]).is_err());
        assert!(ok(Op::BatchNormBackward, &[1, 1, 1, 1], &[x, x, c, c, c], &[x, c]).is_err(), "a wanted gradient missing");
        // Stored channels-last ([N, H, W, C], the flag after the others): channels are the last dim.
        let (cl, c16): (&[i64], &[i64]) = (&[2, 4, 8, 16], &[16]);
        assert!(ok(Op::BatchNorm, &[1, 1, 0, 1], &[cl, c16, c16, c16, c16], &[cl, c16, c16, c16, c16]).is_ok());
        assert!(ok(Op::BatchNorm, &[1, 1, 0, 0], &[cl, c16, c16, c16, c16], &[cl, c16, c16, c16, c16]).is_err(), "channels-first: 4 channels");
        assert!(ok(Op::BatchNorm, &[1, 1, 0, 1], &[x, c16, c16, c16, c16], &[x, c16, c16, c16, c16]).is_err(), "channels-last needs rank 4 or 5");
        assert!(ok(Op::BatchNormBackward, &[1, 1, 1, 1, 1], &[cl, cl, c16, c16, c16], &[cl, c16, c16]).is_ok());
        assert!(ok(Op::BatchNormBackward, &[1, 1, 1, 1, 2], &[cl, cl, c16, c16, c16], &[cl, c16, c16]).is_err(), "the flag is 0 or 1");
        // Batch norm with its activation, channels last ([N, H, W, C]); ints has_w, has_b,
        // momentum, activation, lo, hi, has_z.
        let (lo, hi) = (0f64.to_bits() as i64, 6f64.to_bits() as i64);
        let bna = |act: i64, z: i64| [1, 1, 0, act, lo, hi, z];
        assert!(ok(Op::BatchNormAct, &bna(2, 1), &[cl, c16, c16, c16, c16], &[cl, cl, c16, c16, c16, c16]).is_ok());
        assert!(ok(Op::BatchNormAct, &bna(1, 0), &[cl, c16, c16, c16, c16], &[cl, c16, c16, c16, c16]).is_ok());
        assert!(ok(Op::BatchNormAct, &bna(1, 1), &[cl, c16, c16, c16, c16], &[cl, c16, c16, c16, c16]).is_err(), "z missing");
        assert!(ok(Op::BatchNormAct, &bna(4, 0), &[cl, c16, c16, c16, c16], &[cl, c16, c16, c16, c16]).is_ok());
        assert!(ok(Op::BatchNormAct, &bna(5, 0), &[cl, c16, c16, c16, c16], &[cl, c16, c16, c16, c16]).is_err(), "no activation 5");
        assert!(ok(Op::BatchNormAct, &bna(1, 0), &[cl, c, c, c, c], &[cl, c, c, c, c]).is_err(), "channels are the last dim");
        assert!(ok(Op::BatchNormActBackward, &[1, 3, lo, hi], &[cl, cl, cl, c16, c16, c16], &[cl, c16, c16]).is_ok());
        assert!(ok(Op::BatchNormActBackward, &[0, 1, lo, hi], &[cl, cl, cl, c16, c16], &[cl, c16, c16]).is_ok());
        assert!(ok(Op::BatchNormActBackward, &[1, 1, lo, hi], &[cl, cl, cl, c16, c16], &[cl, c16, c16]).is_err(), "weight missing");
        assert!(ok(Op::BatchNormActBackward, &[0, 1, lo, hi], &[cl, x, cl, c16, c16], &[cl, c16, c16]).is_err(), "s of another shape");
        assert!(ok(Op::BatchNormActBackward, &[0, 1, lo, hi], &[cl, cl, cl, c16, c16], &[cl, c16]).is_err(), "a gradient missing");
        let reversed = [1, 1, 0, 2, hi, lo, 0];
        assert!(ok(Op::BatchNormAct, &reversed, &[cl, c16, c16, c16, c16], &[cl, c16, c16, c16, c16]).is_err(), "lo above hi");
        // Attention: 2 x 3 heads, 5 queries, 7 keys, head size 4; ints causal, has_mask, has_scale, bits.
        let (q, k, lse): (&[i64], &[i64], &[i64]) = (&[2, 3, 5, 4], &[2, 3, 7, 4], &[2, 3, 5]);
        let scale = 0.5f64.to_bits() as i64;
        assert!(ok(Op::Attention, &[0, 0, 1, scale], &[q, k, k], &[q, lse]).is_ok());
        assert!(ok(Op::Attention, &[1, 1, 0, 0], &[q, k, k, &[2, 1, 1, 7]], &[q, lse]).is_ok());
        assert!(ok(Op::Attention, &[0, 1, 0, 0], &[q, k, k, &[5, 7]], &[q, lse]).is_ok());
        assert!(ok(Op::Attention, &[0, 1, 0, 0], &[q, k, k, &[2, 3, 7]], &[q, lse]).is_err(), "a rank-3 mask");
        assert!(ok(Op::Attention, &[0, 1, 0, 0], &[q, k, k, &[2, 1, 5, 5]], &[q, lse]).is_err(), "a mask of 5 keys");
        assert!(ok(Op::Attention, &[0, 0, 0, 0], &[q, k, &[2, 3, 7, 8]], &[q, lse]).is_err(), "another value head size");
        assert!(ok(Op::Attention, &[0, 0, 0, 0], &[q, k, k], &[q, &[2, 3, 7]]).is_err(), "a log-sum-exp per key");
        assert!(ok(Op::Attention, &[0, 0, 2, 0], &[q, k, k], &[q, lse]).is_err(), "flags are 0 or 1");
        assert!(ok(Op::AttentionBackward, &[0, 0, 0, 0], &[q, q, k, k, q, lse], &[q, k, k]).is_ok());
        assert!(ok(Op::AttentionBackward, &[0, 0, 0, 0], &[q, q, k, k, q, lse], &[q, k]).is_err(), "a gradient missing");
        assert!(ok(Op::AttentionBackward, &[0, 0, 0, 0], &[q, q, k, k, k, lse], &[q, k, k]).is_err(), "an output of the key's shape");
        // Tokens-major storage: [B, L, H, E] and a [B, L, H] log-sum-exp; the mask as the scores.
        let (qt, kt, lset): (&[i64], &[i64], &[i64]) = (&[2, 5, 3, 4], &[2, 7, 3, 4], &[2, 5, 3]);
        assert!(ok(Op::Attention, &[0, 0, 0, 0, 1], &[qt, kt, kt], &[qt, lset]).is_ok());
        assert!(ok(Op::Attention, &[0, 1, 0, 0, 1], &[qt, kt, kt, &[2, 3, 5, 7]], &[qt, lset]).is_ok());
        assert!(ok(Op::Attention, &[0, 0, 0, 0, 1], &[q, k, k], &[q, lse]).is_err(), "heads-first dims under the flag");
        assert!(ok(Op::Attention, &[0, 0, 0, 0, 2], &[qt, kt, kt], &[qt, lset]).is_err(), "the flag is 0 or 1");
        assert!(ok(Op::AttentionBackward, &[0, 0, 0, 0, 1], &[qt, qt, kt, kt, qt, lset], &[qt, kt, kt]).is_ok());
        assert!(ok(Op::AttentionBackward, &[0, 0, 0, 0, 1], &[qt, qt, kt, kt, qt, lse], &[qt, kt, kt]).is_err(), "a heads-first log-sum-exp");
        // A sum or mean over dims 1 and 2 of [2, 4, 8, 16] (mask 0b110) keeps [2, 16].
        assert!(ok(Op::Reduce, &[1, 0b110], &[cl], &[&[2, 16]]).is_ok());
        assert!(ok(Op::Reduce, &[0, 0b1111], &[cl], &[&[]]).is_ok(), "every dim: a scalar");
        assert!(ok(Op::Reduce, &[0, 0b110], &[cl], &[&[16, 2]]).is_err(), "kept dims out of order");
        assert!(ok(Op::Reduce, &[0, 0], &[cl], &[cl]).is_err(), "no dim reduced");
        assert!(ok(Op::Reduce, &[0, 0b10000], &[cl], &[cl]).is_err(), "a dim past the rank");
        assert!(ok(Op::Reduce, &[2, 0b110], &[cl], &[&[2, 16]]).is_err(), "mean is 0 or 1");
        assert!(ok(Op::Reduce, &[0, 0b110], &[cl, cl], &[&[2, 16]]).is_err(), "one operand");
    }

    #[test]
    fn transforms_are_checked_against_their_kind() {
        let ok = |ints: &[i64], x: &[i64], y: &[i64]| check_shapes(Op::Fft, ints, &[x], &[y]);
        // r2c onesided over dims (0, 2): the last of them halved.
        assert!(ok(&[0, 1, 1, 0, 2], &[6, 3, 8], &[6, 3, 5]).is_ok());
        assert!(ok(&[0, 1, 0, 0, 2], &[6, 3, 8], &[6, 3, 8]).is_ok(), "full spectrum");
        assert!(ok(&[0, 1, 1, 0, 2], &[6, 3, 8], &[6, 3, 8]).is_err());
        // c2r to 8 points from 5 entries; not from 6.
        assert!(ok(&[1, 0, 8, 1], &[4, 5], &[4, 8]).is_ok());
        assert!(ok(&[1, 0, 8, 1], &[4, 6], &[4, 8]).is_err());
        // c2c keeps the shape; a dim out of range, a kind or normalization out of range, no dims.
        assert!(ok(&[2, 2, 0, 1], &[4, 5], &[4, 5]).is_ok());
        assert!(ok(&[2, 2, 0, 2], &[4, 5], &[4, 5]).is_err());
        assert!(ok(&[3, 0, 0, 0], &[4, 5], &[4, 5]).is_err());
        assert!(ok(&[2, 3, 0, 0], &[4, 5], &[4, 5]).is_err());
        assert!(ok(&[2, 0, 0], &[4, 5], &[4, 5]).is_err());
    }

    #[test]
    fn pooled_dims_follow_torchs_rule() {
        // (size, kernel, stride, padding, dilation, ceil_mode) -> torch's output size.
        for (h, k, s, p, d, ceil, want) in [(56, 3, 2, 1, 1, 0, 28), (33, 3, 2, 1, 2, 1, 16), (5, 2, 2, 0, 1, 1, 3), (6, 3, 3, 1, 1, 1, 3), (7, 2, 2, 1, 1, 1, 4)] {
            let ints = [k, k, s, s, p, p, d, d, ceil, 0, 0];
            assert_eq!(super::pooled_dims(&[2, 8, h, h], &ints, false), Ok(vec![2, 8, want, want]), "size {h}");
            assert_eq!(super::pooled_dims(&[2, h, h, 8], &ints, true), Ok(vec![2, want, want, 8]));
        }
        // Padding past half the window, and a window larger than the padded input, are refused.
        assert!(super::pooled_dims(&[1, 1, 8, 8], &[2, 2, 2, 2, 2, 2, 1, 1, 0], false).is_err());
        assert!(super::pooled_dims(&[1, 1, 2, 2], &[5, 5, 1, 1, 0, 0, 1, 1, 0], false).is_err());
        // Sizes that would overflow are refused, not wrapped.
        assert!(super::pooled_dims(&[1, 1, 8, 8], &[i64::MAX, 2, 1, 1, 0, 0, i64::MAX, 1, 0], false).is_err());
    }

    #[test]
    fn targets_are_distinct_and_codes_follow_the_order() {
        let mut names: Vec<&str> = super::handlers().iter().map(|h| h.0).collect();
        names.extend(super::super::aten::handlers().iter().map(|h| h.0));
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n);
        for (i, op) in super::Op::ALL.iter().enumerate() {
            assert_eq!(*op as usize, i);
            assert_eq!(super::handlers()[i].0, op.target());
        }
    }
}
