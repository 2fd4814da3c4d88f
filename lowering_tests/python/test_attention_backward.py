"""The backward of CPU flash attention (`aten._scaled_dot_product_flash_attention_for_cpu_backward`),
which a model gets when it selects the flash backend itself (torchtitan's attention wrapper does):
torchtpu's decomposition against the ATen kernel, and a compiled training step against eager."""

import pytest
import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

import torchtpu
from torchtpu.capture.decompositions import flash_attention_for_cpu_backward

aten = torch.ops.aten


def _inputs(dtype=torch.float32, heads=4, kv_heads=4, L=8, S=8):
    g = torch.Generator().manual_seed(0)
    q = torch.randn(2, heads, L, 16, generator=g).to(dtype)
    k = torch.randn(2, kv_heads, S, 16, generator=g).to(dtype)
    v = torch.randn(2, kv_heads, S, 16, generator=g).to(dtype)
    return q, k, v


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("mask", [None, "additive_inf", "float"])
@pytest.mark.parametrize("scale", [None, 0.3])
def test_decomposition_matches_the_kernel(causal, mask, scale):
    q, k, v = _inputs()
    m = None
    if mask == "additive_inf":  # the kernel takes masks of the query's dtype only: -inf masks out
        keep = torch.rand(8, 8, generator=torch.Generator().manual_seed(1)) > 0.3
        keep[:, 0] = True  # every row keeps a key
        m = torch.zeros(8, 8).masked_fill(~keep, float("-inf"))
    elif mask == "float":
        m = torch.randn(8, 8, generator=torch.Generator().manual_seed(1))
    out, lse = aten._scaled_dot_product_flash_attention_for_cpu(q, k, v, 0.0, causal, attn_mask=m, scale=scale)
    go = torch.randn_like(out)
    want = aten._scaled_dot_product_flash_attention_for_cpu_backward(go, q, k, v, out, lse, 0.0, causal,
                                                                      attn_mask=m, scale=scale)
    got = flash_attention_for_cpu_backward(go, q, k, v, out, lse, 0.0, causal, attn_mask=m, scale=scale)
    for w, g in zip(want, got):
        torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-5)


def test_dropout_keeps_the_kernel():
    q, k, v = _inputs()
    assert flash_attention_for_cpu_backward(q, q, k, v, q, q, 0.1, False) is NotImplemented


def _attend(q, k, v):
    with sdpa_kernel([SDPBackend.FLASH_ATTENTION, SDPBackend.MATH], set_priority=True):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=k.shape[1] != q.shape[1])


@pytest.mark.parametrize("kv_heads,dtype", [(4, torch.float32), (2, torch.float32), (4, torch.bfloat16)],
                         ids=["mha", "gqa", "bf16"])
def test_model_selecting_flash_trains_compiled(kv_heads, dtype):
    base = _inputs(dtype, kv_heads=kv_heads)
    grads = []
    for fn in (_attend, torch.compile(_attend, backend="torchtpu")):
        ins = [t.clone().requires_grad_() for t in base]
        fn(*ins).float().square().sum().backward()
        grads.append([t.grad for t in ins])
    tol = dict(rtol=2e-2, atol=2e-2) if dtype == torch.bfloat16 else dict(rtol=1e-4, atol=1e-5)
    for w, g in zip(*grads):
        torch.testing.assert_close(g, w, **tol)
    assert torchtpu.stats()["graphs"] >= 2
