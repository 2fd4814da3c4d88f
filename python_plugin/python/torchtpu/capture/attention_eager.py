"""Attention's math as torch's flash-attention op computes it, for the places that need the op
run outside a kernel: the backward's decomposition where no kernel takes it
(capture/decompositions.py), and the op's eager kernels on CUDA tensors, which torchtpu registers
where the CUDA plugin runs attention in torch's CUDA kernels (capture/attention.py): torch has CPU
kernels only for `_scaled_dot_product_flash_attention_for_cpu`, so a graph with it that runs in
eager (a fallback) would fail on CUDA tensors otherwise. Compiled graphs never call these."""

from __future__ import annotations

import math

import torch


def _attention_probabilities(query, key, value, is_causal, attn_mask, scale):
    """`(q, k, v, p, scores, s)` of attention in float32 (float64 stays): the inputs (grouped-query
    key and value heads repeated for their query heads), the probabilities `p = softmax(scores)`,
    the scores `q @ k^T * s + mask` and the scale `s`."""
    acc = torch.float32 if query.dtype in (torch.float16, torch.bfloat16) else query.dtype
    q, k, v = (t.to(acc) for t in (query, key, value))
    heads, kv_heads = q.shape[1], k.shape[1]
    group = heads // kv_heads
    if group != 1:
        k, v = k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
    s = 1.0 / math.sqrt(q.shape[-1]) if scale is None else scale
    scores = (q @ k.transpose(-2, -1)) * s
    if is_causal:
        L, S = scores.shape[-2], scores.shape[-1]
        keep = torch.ones(L, S, dtype=torch.bool, device=q.device).tril()
        scores = scores.masked_fill(~keep, float("-inf"))
    if attn_mask is not None:
        scores = scores.masked_fill(~attn_mask, float("-inf")) if attn_mask.dtype == torch.bool else scores + attn_mask
    return q, k, v, torch.softmax(scores, dim=-1), scores, s


def flash_attention_for_cpu_eager(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, dropout_p: float = 0.0,
                                  is_causal: bool = False, *, attn_mask: torch.Tensor | None = None,
                                  scale: float | None = None):
    """`_scaled_dot_product_flash_attention_for_cpu` computed as attention's math gives it:
    `(output, logsumexp)`, the log-sum-exp per query `[B, H, L]` in float32 as torch's kernels
    keep it. torchtpu registers it (with the backward below) as the op's CUDA kernel where the
    CUDA plugin runs attention in torch's CUDA kernels (capture/attention.py), so that a graph
    with the op that runs in eager (a fallback) runs on CUDA tensors too; compiled graphs never
    call it."""
    if dropout_p != 0.0:
        raise NotImplementedError("torchtpu's eager attention on CUDA takes no dropout")
    q, k, v, p, scores, _ = _attention_probabilities(query, key, value, is_causal, attn_mask, scale)
    out = p @ v
    return out.to(query.dtype), torch.logsumexp(scores, dim=-1).to(torch.float32)


def flash_attention_for_cpu_backward(grad_out: torch.Tensor, query: torch.Tensor, key: torch.Tensor,
                                     value: torch.Tensor, out: torch.Tensor, logsumexp: torch.Tensor,
                                     dropout_p: float, is_causal: bool, *, attn_mask: torch.Tensor | None = None,
                                     scale: float | None = None):
    """The gradients of `_scaled_dot_product_flash_attention_for_cpu` as attention's math gives
    them. The forward reaches torchtpu decomposed (torch's core table), but a model that selects
    the flash backend inside its own `sdpa_kernel` context (torchtitan's attention wrapper does)
    gets this fused backward op in its backward graph. The attention probabilities are recomputed
    from the inputs (`out` and `logsumexp` are not read, so no convention of the fused kernel's
    saved values is assumed); grouped-query heads are summed back into their key/value head."""
    if dropout_p != 0.0:
        return NotImplemented  # the mask the kernel drew is not an input: stays whole (eager)
    kv_heads = key.shape[1]
    q, k, v, p, _, s = _attention_probabilities(query, key, value, is_causal, attn_mask, scale)
    go = grad_out.to(q.dtype)
    group = q.shape[1] // kv_heads
    grad_v = p.transpose(-2, -1) @ go
    grad_p = go @ v.transpose(-2, -1)
    grad_s = p * (grad_p - (grad_p * p).sum(-1, keepdim=True))
    grad_q = (grad_s @ k) * s
    grad_k = (grad_s.transpose(-2, -1) @ q) * s
    if group != 1:
        b, _, n, e = grad_k.shape
        grad_k = grad_k.view(b, kv_heads, group, n, e).sum(2)
        grad_v = grad_v.view(b, kv_heads, group, n, e).sum(2)
    return grad_q.to(query.dtype), grad_k.to(key.dtype), grad_v.to(value.dtype)


_EAGER_CUDA_ATTENTION: list = []


def register_eager_cuda_attention() -> None:
    """Registers `flash_attention_eager` and `flash_attention_backward_eager` as the CUDA kernels of
    `_scaled_dot_product_flash_attention_for_cpu` and its backward (torch has CPU kernels only),
    once per process: the ops torchtpu puts in CUDA graphs for torch's CUDA attention kernels then
    also run where a graph runs in eager."""
    if _EAGER_CUDA_ATTENTION:
        return
    lib = torch.library.Library("aten", "IMPL")
    lib.impl("_scaled_dot_product_flash_attention_for_cpu", flash_attention_eager, "CUDA")
    lib.impl("_scaled_dot_product_flash_attention_for_cpu_backward", flash_attention_backward_eager, "CUDA")
    _EAGER_CUDA_ATTENTION.append(lib)  # kept: the registrations live as long as the library


def flash_attention_eager(query, key, value, dropout_p=0.0, is_causal=False, *, attn_mask=None, scale=None):
    """`flash_attention_for_cpu_eager` with its results laid out as torch's meta kernel lays them
    out (the output like the query, the log-sum-exp `[B, L, H]` seen as `[B, H, L]`), since a graph
    traced with those strides may view them."""
    out, lse = flash_attention_for_cpu_eager(query, key, value, dropout_p, is_causal, attn_mask=attn_mask, scale=scale)
    b, h, n = lse.shape
    laid_out = torch.empty((b, n, h), dtype=lse.dtype, device=lse.device).transpose(1, 2)
    return torch.empty_like(query).copy_(out), laid_out.copy_(lse)


def flash_attention_backward_eager(*args, **kwargs):
    """`flash_attention_for_cpu_backward` with each gradient laid out as torch's meta kernel lays
    it out (`[B, L, H, E]` seen as `[B, H, L, E]`); an error for dropout, which it does not take."""
    grads = flash_attention_for_cpu_backward(*args, **kwargs)
    if grads is NotImplemented:
        raise NotImplementedError("torchtpu's eager attention on CUDA takes no dropout")
    return tuple(torch.empty_permuted(g.size(), (0, 2, 1, 3), dtype=g.dtype, device=g.device).copy_(g) for g in grads)
