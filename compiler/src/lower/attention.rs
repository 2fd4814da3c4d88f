//! Attention in torch's CPU flash-attention kernel: `_scaled_dot_product_flash_attention_for_cpu`
//! and its backward, one custom call each (runtime/cpu_kernels/aten_ops.rs, `Op::Attention`). On
//! the CUDA plugin the same two ops call torch's CUDA kernels instead ([`cuda`]: flash or
//! memory-efficient attention as eager picks them, runtime/cuda_kernels/attention.rs).
//!
//! These ops reach the compiler whole only where Python keeps them whole for this kernel
//! (capture/attention.py rewrites spelled-out attention and `scaled_dot_product_attention` into
//! the forward; capture/decompositions.py keeps both whole when the kernel takes them), so a call
//! the kernel cannot take is refused as unsupported, naming why: the graph then runs that op in
//! eager, as for any op with no rule.
//!
//! The kernel never materializes the B x H x L x S scores: it runs blocks of queries against
//! blocks of keys with a running max and sum, and saves the log-sum-exp of each query's row for
//! the backward. Results are eager's (`F.scaled_dot_product_attention` runs the same kernel).
//!
//! Layout: a model's query is almost always a `Linear` layer's output seen as [B, L, H, E] and
//! transposed to [B, H, L, E], and torch's kernel allocates its output (and, in the backward, its
//! gradients) tokens-major too and returns them transposed. When that copies fewer tensors, as
//! for such a query, the call is made tokens-major ([`tokens_major`]): every tensor but the mask goes to the kernel
//! transposed back to [B, L, H, E] (a transpose of a transpose, which XLA folds away) and every
//! result comes back as the kernel wrote it, transposed for the graph (which the graph's own
//! transpose back to [B, L, H * E] cancels). Before, each of q, k, v and the output was copied
//! into the other order on each side of the call, and the output twice more inside the handler.

use super::aten_ops::{self, AttentionCall};
use super::call::Call;
use super::traits::{op, OpRule};
use crate::emit::Tv;
use crate::ir::{DType, TensorType};
use crate::runtime::cpu_kernels::aten_ops::{check_shapes, Op};
use crate::runtime::cuda_kernels::attention as cuda;
use crate::Result;

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[OpRule] = &[
    // Kept whole only for torch's kernel (see the module's docs).
    op("aten._scaled_dot_product_flash_attention_for_cpu.default", flash),
    op("aten._scaled_dot_product_flash_attention_for_cpu_backward.default", flash_backward),
];

/// The arguments both ops share, after their tensors: dropout, causal, mask, scale.
struct Params<'c, 'a> {
    causal: bool,
    mask: Option<Tv<'c, 'a>>,
    scale: Option<f64>,
}

fn params<'c, 'a>(c: &Call<'_, 'c, 'a>, first: usize, q: &Tv<'c, 'a>, k: &Tv<'c, 'a>, v: &Tv<'c, 'a>) -> Result<Params<'c, 'a>> {
    let dropout = c.float_or(first, "dropout_p", 0.0)?;
    let causal = c.bool_or(first + 1, "is_causal", false)?;
    let mask = c.opt_tensor(first + 2, "attn_mask")?;
    let scale = if c.has(first + 3, "scale") { Some(c.float(first + 3, "scale")?) } else { None };
    if c.b.opts.cuda_attention {
        if let Some(why) = cuda_refusal(q, k, v, dropout, causal, mask.as_ref()) {
            return Err(c.unsupported(format!(
                "reaches the compiler whole only for torch's CUDA attention kernels (TORCHTPU_FUSE_ATTENTION), which do not take it here: {why}"
            )));
        }
        return Ok(Params { causal, mask, scale });
    }
    let why = refusal(c, q, k, v, dropout, mask.as_ref());
    if let Some(why) = why {
        return Err(c.unsupported(format!(
            "reaches the compiler whole only for torch's CPU flash-attention kernel (TORCHTPU_ATEN_OPS), which does not take it here: {why}"
        )));
    }
    Ok(Params { causal, mask, scale })
}

/// Why the kernel does not take these operands, if it does not.
fn refusal(c: &Call<'_, '_, '_>, q: &Tv<'_, '_>, k: &Tv<'_, '_>, v: &Tv<'_, '_>, dropout: f64, mask: Option<&Tv<'_, '_>>) -> Option<String> {
    // float32 only: torch's meta kernel gives float64 attention a float32 log-sum-exp, which the
    // graph then types, and its CPU kernel a float64 one.
    if !aten_ops::available(c, q) || q.dtype() != DType::F32 {
        return Some(format!("the query is {} (float32 on the CPU plugin, no empty dim)", q.ty));
    }
    if dropout != 0.0 {
        return Some(format!("dropout {dropout} (the kernel's mask is drawn in eager)"));
    }
    if [k, v].into_iter().chain(mask).any(|t| t.dtype() != q.dtype() || t.dims().contains(&0)) {
        return Some(format!("query {}, key {}, value {} and mask of one dtype, no empty dim", q.ty, k.ty, v.ty));
    }
    // The shapes the kernel's handler accepts (runtime/cpu_kernels/aten_ops.rs), checked here the
    // same way, so a graph that lowers is one the handler runs.
    let (qd, kd, vd) = (q.dims(), k.dims(), v.dims());
    let md = mask.map(|m| m.dims());
    let mut args: Vec<&[i64]> = vec![&qd, &kd, &vd];
    args.extend(md.as_deref());
    let lse = [qd.first().copied().unwrap_or(0), qd.get(1).copied().unwrap_or(0), qd.get(2).copied().unwrap_or(0)];
    let res: [&[i64]; 2] = [&qd, &lse];
    if let Err(why) = check_shapes(Op::Attention, &[0, i64::from(mask.is_some()), 0, 0], &args, &res) {
        return Some(why);
    }
    None
}

/// Why torch's CUDA kernels do not take these operands, if they do not: float16, float32 or
/// bfloat16, no dropout, a mask (boolean or additive, broadcast to the scores) or none, shapes the
/// handler takes (runtime/cuda_kernels/attention.rs, `check`, asked here the same way). Which of
/// flash and memory-efficient attention runs is torch's choice at run time (with a mask, the
/// memory-efficient one); Python rewrites only attention one of them takes (capture/attention.py).
fn cuda_refusal(q: &Tv<'_, '_>, k: &Tv<'_, '_>, v: &Tv<'_, '_>, dropout: f64, causal: bool, mask: Option<&Tv<'_, '_>>) -> Option<String> {
    if dropout != 0.0 {
        return Some(format!("dropout {dropout} (the kernels' mask would be drawn apart from torch's generator)"));
    }
    let code = |t: &Tv<'_, '_>| ffi_dtype(t.dtype());
    let (qd, kd, vd) = (q.dims(), k.dims(), v.dims());
    if qd.len() != 4 {
        return Some(format!("query {}: rank 4 expected", q.ty));
    }
    let out = [qd[0], qd[1], qd[2], vd.get(3).copied().unwrap_or(0)];
    let lse = [qd[0], qd[1], qd[2]];
    let how = cuda::How { causal, scale: None, tokens_major: false, has_mask: mask.is_some() };
    let mut args: Vec<(i32, Vec<i64>)> = vec![(code(q), qd), (code(k), kd), (code(v), vd)];
    if let Some(m) = mask {
        match mask_dims(m) {
            Some(md) => args.push((code(m), md)),
            None => return Some(format!("mask {}: rank 2 to 4 expected", m.ty)),
        }
    }
    let args: Vec<(i32, &[i64])> = args.iter().map(|(d, dims)| (*d, dims.as_slice())).collect();
    cuda::check(false, &how, &args, &[(code(q), &out), (crate::runtime::xla_ffi::F32, &lse)]).err()
}

/// A mask's dims as the CUDA kernels take it: rank 4, ones prepended (broadcasting aligns the
/// trailing dims); None beyond rank 4 or below 2.
fn mask_dims(m: &Tv<'_, '_>) -> Option<Vec<i64>> {
    let d = m.dims();
    if !(2..=4).contains(&d.len()) {
        return None;
    }
    Some(std::iter::repeat_n(1, 4 - d.len()).chain(d).collect())
}

/// A dtype in XLA FFI's numbering (the kernels' checks use it).
fn ffi_dtype(d: DType) -> i32 {
    use crate::runtime::xla_ffi as x;
    match d {
        DType::F16 => x::F16,
        DType::F32 => x::F32,
        DType::BF16 => x::BF16,
        DType::F64 => x::F64,
        DType::I64 => x::S64,
        DType::Bool => x::PRED,
        _ => -1,
    }
}

/// `(query, key, value, dropout_p, is_causal, *, attn_mask, scale)` → `(output, logsumexp)`.
fn flash<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (q, k, v) = (c.tensor(0)?, c.tensor(1)?, c.tensor(2)?);
    let p = params(c, 3, &q, &k, &v)?;
    if c.b.opts.cuda_attention {
        return cuda_flash(c, &q, &k, &v, &p);
    }
    let d = q.dims();
    let lse = TensorType::new(q.dtype(), &[d[0], d[1], d[2]]);
    for (i, want) in [&q.ty, &lse].into_iter().enumerate() {
        let got = c.out_ty(i)?;
        if &got != want {
            return Err(c.invalid(format!("result {i} of type {got}, expected {want}")));
        }
    }
    let how = AttentionCall { causal: p.causal, scale: p.scale, has_mask: p.mask.is_some(), tokens_major: tokens_major(c, &[&q, &k, &v], &q, 1) };
    if !how.tokens_major {
        let mut operands = vec![&q, &k, &v];
        operands.extend(p.mask.as_ref());
        return aten_ops::attention(c, &operands, &how, &[q.ty.clone(), lse]);
    }
    let (q, k, v) = (swap_tokens(c, &q)?, swap_tokens(c, &k)?, swap_tokens(c, &v)?);
    let mut operands = vec![&q, &k, &v];
    operands.extend(p.mask.as_ref());
    let lse = TensorType::new(q.dtype(), &[d[0], d[2], d[1]]);
    let r = aten_ops::attention(c, &operands, &how, &[q.ty.clone(), lse])?;
    r.iter().map(|t| swap_tokens(c, t)).collect()
}

/// Whether the call is made tokens-major (see the module docs): when that copies fewer tensors
/// than the heads-first call. `operands` are the call's [B, H, L, E] tensors, `first` the one
/// whose layout its results follow (the query in the forward, the output's gradient in the
/// backward). An operand that is a transpose of a tokens-major value is free tokens-major and a
/// copy heads-first; one made by other moves with a transpose among them (a slice of a fused
/// projection's transpose: `qkv.permute(2, 0, 3, 1, 4).unbind(0)`) is a copy either way; any
/// other is free heads-first and a copy tokens-major. When `first` is not heads-first as stored,
/// the results (`results` of them) are counted as copies of a heads-first call: their users most
/// likely want them tokens-major too.
fn tokens_major(c: &Call<'_, '_, '_>, operands: &[&Tv<'_, '_>], first: &Tv<'_, '_>, results: usize) -> bool {
    let swapped = |t: &Tv<'_, '_>| t.rank() == 4 && c.b.transpose_source(t).is_some_and(|(_, perm)| perm == [0, 2, 1, 3]);
    let (mut tm_cost, mut hf_cost) = (0, 0);
    for t in operands {
        if swapped(t) {
            hf_cost += 1;
        } else if !c.b.moved_by_transpose(t) {
            tm_cost += 1;
        }
    }
    if swapped(first) || c.b.moved_by_transpose(first) {
        hf_cost += results;
    }
    tm_cost < hf_cost
}

/// `t` with dims 1 and 2 swapped (an attention tensor between its two storage orders).
fn swap_tokens<'c, 'a>(c: &Call<'_, 'c, 'a>, t: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let perm: Vec<i64> = match t.rank() {
        3 => vec![0, 2, 1],
        _ => vec![0, 2, 1, 3],
    };
    c.b.transpose(t, &perm)
}

/// The forward in torch's CUDA kernels: one call, tokens-major when that copies fewer tensors
/// (as on the CPU); the log-sum-exp is float32 whatever the query's dtype, as torch's fake kernel
/// types it.
fn cuda_flash<'c, 'a>(c: &Call<'_, 'c, 'a>, q: &Tv<'c, 'a>, k: &Tv<'c, 'a>, v: &Tv<'c, 'a>, p: &Params<'c, 'a>) -> R<'c, 'a> {
    let (d, ev) = (q.dims(), v.dims()[3]);
    let out = TensorType::new(q.dtype(), &[d[0], d[1], d[2], ev]);
    let lse = TensorType::new(DType::F32, &[d[0], d[1], d[2]]);
    for (i, want) in [&out, &lse].into_iter().enumerate() {
        let got = c.out_ty(i)?;
        if &got != want {
            return Err(c.invalid(format!("result {i} of type {got}, expected {want}")));
        }
    }
    let tm = tokens_major(c, &[q, k, v], q, 1);
    let how = cuda::How { causal: p.causal, scale: p.scale, tokens_major: tm, has_mask: p.mask.is_some() };
    cuda_call(c, cuda::FORWARD, &[q, k, v], p.mask.as_ref(), &[out, lse], &how)
}

/// One call of a CUDA attention kernel with `operands` and `results` as the graph has them
/// ([B, H, L, E] and so on), then the mask (rank 4, never swapped); tokens-major, each operand
/// and result is seen through a swap of dims 1 and 2 on the way in and out, which XLA folds into
/// the transposes around it.
fn cuda_call<'c, 'a>(c: &Call<'_, 'c, 'a>, target: &str, operands: &[&Tv<'c, 'a>], mask: Option<&Tv<'c, 'a>>, results: &[TensorType], how: &cuda::How) -> R<'c, 'a> {
    let config = how.attributes();
    let mask = match mask {
        Some(m) => {
            let dims = mask_dims(m).ok_or_else(|| c.unsupported(format!("mask {}: rank 2 to 4 expected", m.ty)))?;
            Some(if m.rank() == 4 { m.clone() } else { c.b.reshape(m, &dims)? })
        }
        None => None,
    };
    if !how.tokens_major {
        let mut all: Vec<&Tv> = operands.to_vec();
        all.extend(mask.as_ref());
        return c.b.kernel_call(target, &all, results, &config);
    }
    let swapped = operands.iter().map(|t| swap_tokens(c, t)).collect::<Result<Vec<_>>>()?;
    let mut refs: Vec<&Tv> = swapped.iter().collect();
    refs.extend(mask.as_ref());
    let swap_ty = |t: &TensorType| -> Result<TensorType> {
        let mut d = t.static_dims().ok_or_else(|| c.unsupported(format!("{t}: attention takes static shapes")))?;
        d.swap(1, 2);
        Ok(TensorType::new(t.dtype, &d))
    };
    let stored = results.iter().map(swap_ty).collect::<Result<Vec<_>>>()?;
    let r = c.b.kernel_call(target, &refs, &stored, &config)?;
    r.iter().map(|t| swap_tokens(c, t)).collect()
}

/// `(grad_out, query, key, value, out, logsumexp, dropout_p, is_causal, *, attn_mask, scale)` →
/// `(grad_query, grad_key, grad_value)`.
fn flash_backward<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (g, q, k, v, out, lse) = (c.tensor(0)?, c.tensor(1)?, c.tensor(2)?, c.tensor(3)?, c.tensor(4)?, c.tensor(5)?);
    let p = params(c, 6, &q, &k, &v)?;
    if c.b.opts.cuda_attention {
        let d = q.dims();
        let out_dims = [d[0], d[1], d[2], v.dims()[3]];
        if g.dtype() != q.dtype() || g.dims() != out_dims || out.ty != g.ty || lse.dtype() != DType::F32 || lse.dims() != [d[0], d[1], d[2]] {
            return Err(c.unsupported(format!(
                "gradient {}, output {} and log-sum-exp {} do not fit the query {} and value {}",
                g.ty, out.ty, lse.ty, q.ty, v.ty
            )));
        }
        let tm = tokens_major(c, &[&g, &q, &k, &v, &out], &g, 3);
        let how = cuda::How { causal: p.causal, scale: p.scale, tokens_major: tm, has_mask: p.mask.is_some() };
        let results = [q.ty.clone(), k.ty.clone(), v.ty.clone()];
        return cuda_call(c, cuda::BACKWARD, &[&g, &q, &k, &v, &out, &lse], p.mask.as_ref(), &results, &how);
    }
    let d = q.dims();
    if g.ty != q.ty || out.ty != q.ty || lse.dtype() != q.dtype() || lse.dims() != [d[0], d[1], d[2]] {
        return Err(c.unsupported(format!(
            "gradient {}, output {} and log-sum-exp {} do not fit the query {}",
            g.ty,
            out.ty,
            lse.ty,
            q.ty
        )));
    }
    let tm = tokens_major(c, &[&g, &q, &k, &v, &out], &g, 3);
    let how = AttentionCall { causal: p.causal, scale: p.scale, has_mask: p.mask.is_some(), tokens_major: tm };
    if !how.tokens_major {
        let mut operands = vec![&g, &q, &k, &v, &out, &lse];
        operands.extend(p.mask.as_ref());
        return aten_ops::attention_backward(c, &operands, &how, &[q.ty.clone(), k.ty.clone(), v.ty.clone()]);
    }
    let swapped = [&g, &q, &k, &v, &out, &lse].into_iter().map(|t| swap_tokens(c, t)).collect::<Result<Vec<_>>>()?;
    let mut operands: Vec<&Tv> = swapped.iter().collect();
    operands.extend(p.mask.as_ref());
    let results = [&swapped[1], &swapped[2], &swapped[3]].map(|t| t.ty.clone());
    let r = aten_ops::attention_backward(c, &operands, &how, &results)?;
    r.iter().map(|t| swap_tokens(c, t)).collect()
}

#[cfg(test)]
mod tests {
    use crate::driver::{lower_configured, CompileConfig};

    /// A golden case's graph with every tensor in `dtype`, but the log-sum-exp in float32 (as
    /// torch's fake kernel types it for a half-precision query).
    fn graph(name: &str, dtype: &str) -> String {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../golden/softmax/{name}.graph.json"));
        let mut g: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        for input in g["inputs"].as_array_mut().unwrap() {
            let lse = input["name"].as_str().unwrap().starts_with("lse");
            input["meta"]["dtype"] = (if lse { "f32" } else { dtype }).into();
        }
        for node in g["nodes"].as_array_mut().unwrap() {
            let forward = node["target"] == "aten._scaled_dot_product_flash_attention_for_cpu.default";
            for (i, out) in node["outputs"].as_array_mut().unwrap().iter_mut().enumerate() {
                out["dtype"] = (if forward && i == 1 { "f32" } else { dtype }).into();
            }
        }
        g.to_string()
    }

    fn lower(json: &str, cuda_attention: bool) -> crate::Result<String> {
        let config = CompileConfig { cuda_attention, ..CompileConfig::default() };
        Ok(lower_configured(json, &config)?.lowered.mlir)
    }

    #[test]
    fn cuda_attention_calls_torchs_cuda_kernels_with_its_attributes() {
        // Forward, tokens-major (the query is a transpose of [B, L, H, E]), bfloat16.
        let m = lower(&graph("flash_attention_tokens_major_aten", "bf16"), true).unwrap();
        let call = m.lines().find(|l| l.contains("torchtpu_cuda_attention\"")).unwrap_or_else(|| panic!("{m}"));
        assert!(call.contains("tokens_major = 1 : i64") && call.contains("has_scale = 0 : i64"), "{call}");
        assert!(call.contains("-> (tensor<2x32x4x16xbf16>, tensor<2x32x4xf32>)"), "{call}");
        assert!(!m.contains("dot_general"), "attention stays one call: {m}");
        // Backward, heads-first, float32.
        let m = lower(&graph("flash_attention_backward_aten", "f32"), true).unwrap();
        let call = m.lines().find(|l| l.contains("torchtpu_cuda_attention_backward\"")).unwrap_or_else(|| panic!("{m}"));
        assert!(call.contains("tokens_major = 0 : i64"), "{call}");
        // Float16 too; float64 is refused by name (the graph then runs that op in eager).
        assert!(lower(&graph("flash_attention_backward_aten", "f16"), true).is_ok());
        let e = lower(&graph("flash_attention_backward_aten", "f64"), true).unwrap_err().to_string();
        assert!(e.contains("torch's CUDA attention kernels") && e.contains("float16, float32 and bfloat16"), "{e}");
    }

    #[test]
    fn cuda_attention_takes_a_mask_last_and_the_cpu_form_is_unchanged() {
        // An additive float mask [2, 1, 1, 48]: the last operand, not swapped, has_mask set.
        let masked = graph("flash_attention_aten", "f32");
        let m = lower(&masked, true).unwrap();
        let call = m.lines().find(|l| l.contains("torchtpu_cuda_attention\"")).unwrap_or_else(|| panic!("{m}"));
        assert!(call.contains("has_mask = 1 : i64"), "{call}");
        assert!(call.contains("tensor<2x1x1x48xf32>) -> (tensor<2x4x32x16xf32>, tensor<2x4x32xf32>)"), "{call}");
        // A mask of another float dtype than the query's is refused by name.
        let mut g: serde_json::Value = serde_json::from_str(&masked).unwrap();
        for input in g["inputs"].as_array_mut().unwrap() {
            if input["name"] == "m_1" {
                input["meta"]["dtype"] = "f16".into();
            }
        }
        let e = lower(&g.to_string(), true).unwrap_err().to_string();
        assert!(e.contains("mask") && e.contains("torch's CUDA attention kernels"), "{e}");
        // Without the CUDA kernels the op is the CPU kernel's, whose rules are its own (here: no
        // ATen kernels in the config, so it is refused as before).
        let e = lower(&masked, false).unwrap_err().to_string();
        assert!(e.contains("CPU flash-attention kernel"), "{e}");
    }
}
