"""Complex tensors end to end through `torch.compile(backend="torchtpu")` (lower/complex.rs).

Rotary position embeddings as Llama and torchtitan write them (pairs of features viewed as
complex numbers, times a complex64 table, viewed as floats again), forward and backward, in a
function and in a Llama-style attention block that trains; complex inputs and outputs of a compiled
function; and a complex op without a lowering, which falls back to eager cleanly (the complex
math, reductions and indexing are checked on torch's own samples in test_opinfo_sample.py). Every test but
the fallback one runs under TORCHTPU_FALLBACK=error (conftest.py), so it passes only through
compiled code.
"""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

import torchtpu


def precompute_freqs_cis(dim: int, end: int, theta: float = 10000.0) -> torch.Tensor:
    """The complex64 table `[end, dim // 2]` of unit rotations (torchtitan's llama3)."""
    freqs = 1.0 / (theta ** (torch.arange(0, dim, 2)[: dim // 2].float() / dim))
    t = torch.arange(end, dtype=torch.float32)
    freqs = torch.outer(t, freqs)
    return torch.polar(torch.ones_like(freqs), freqs)


def apply_rotary_emb(xq: torch.Tensor, xk: torch.Tensor, freqs_cis: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Llama's rotary embedding: the table's first `seqlen` rows, broadcast over batch and heads."""
    xq_ = torch.view_as_complex(xq.float().reshape(*xq.shape[:-1], -1, 2))
    xk_ = torch.view_as_complex(xk.float().reshape(*xk.shape[:-1], -1, 2))
    seqlen = xq_.shape[1]
    fc = freqs_cis[0:seqlen].view(1, seqlen, 1, xq_.shape[-1])
    xq_out = torch.view_as_real(xq_ * fc).flatten(3)
    xk_out = torch.view_as_real(xk_ * fc).flatten(3)
    return xq_out.type_as(xq), xk_out.type_as(xk)


def test_rotary_forward_and_backward_match_eager():
    freqs = precompute_freqs_cis(16, 32)
    xq0, xk0 = torch.randn(2, 8, 4, 16), torch.randn(2, 8, 3, 16)
    grads = [torch.randn(2, 8, 4, 16), torch.randn(2, 8, 3, 16)]

    def run(fn):
        xq, xk = xq0.clone().requires_grad_(), xk0.clone().requires_grad_()
        outs = fn(xq, xk, freqs)
        torch.autograd.backward(outs, grads)
        return [o.detach() for o in outs] + [xq.grad, xk.grad]

    got = run(torch.compile(apply_rotary_emb, backend="torchtpu"))
    want = run(apply_rotary_emb)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=1e-5, atol=1e-5)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["compiles"] + s["cache_hits"] >= 2, s  # forward and backward


def test_rotary_in_bfloat16_model_returns_bfloat16():
    """torchtitan runs rotary in float32 for a bf16 model (`xq.float()`, then `type_as`)."""
    freqs = precompute_freqs_cis(8, 16)
    xq, xk = torch.randn(1, 5, 2, 8, dtype=torch.bfloat16), torch.randn(1, 5, 2, 8, dtype=torch.bfloat16)
    got = torch.compile(apply_rotary_emb, backend="torchtpu")(xq, xk, freqs)
    want = apply_rotary_emb(xq, xk, freqs)
    for g, w in zip(got, want):
        assert g.dtype == torch.bfloat16
        torch.testing.assert_close(g, w, rtol=1.6e-2, atol=1e-2)


class Attention(torch.nn.Module):
    """A Llama-style attention block: q/k/v projections, complex rotary on q and k (the table a
    complex64 buffer), causal SDPA with grouped key/value heads, output projection, residual."""

    def __init__(self, dim: int = 32, heads: int = 4, kv_heads: int = 2, max_seq: int = 16):
        super().__init__()
        self.heads, self.kv_heads, self.head_dim = heads, kv_heads, dim // heads
        self.wq = torch.nn.Linear(dim, heads * self.head_dim, bias=False)
        self.wk = torch.nn.Linear(dim, kv_heads * self.head_dim, bias=False)
        self.wv = torch.nn.Linear(dim, kv_heads * self.head_dim, bias=False)
        self.wo = torch.nn.Linear(heads * self.head_dim, dim, bias=False)
        self.norm = torch.nn.RMSNorm(dim)
        self.register_buffer("freqs_cis", precompute_freqs_cis(self.head_dim, max_seq), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, _ = x.shape
        h = self.norm(x)
        q = self.wq(h).view(b, s, self.heads, self.head_dim)
        k = self.wk(h).view(b, s, self.kv_heads, self.head_dim)
        v = self.wv(h).view(b, s, self.kv_heads, self.head_dim)
        q, k = apply_rotary_emb(q, k, self.freqs_cis)
        rep = self.heads // self.kv_heads
        k = k.repeat_interleave(rep, dim=2)
        v = v.repeat_interleave(rep, dim=2)
        o = F.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), is_causal=True)
        return x + self.wo(o.transpose(1, 2).reshape(b, s, -1))


def test_llama_attention_block_with_complex_rotary_trains_as_eager():
    torch.manual_seed(0)
    eager = Attention()
    compiled_model = Attention()
    compiled_model.load_state_dict(eager.state_dict())
    compiled = torch.compile(compiled_model, backend="torchtpu")
    opt_e = torch.optim.SGD(eager.parameters(), lr=0.1)
    opt_c = torch.optim.SGD(compiled_model.parameters(), lr=0.1)
    for step in range(3):
        x = torch.randn(2, 12, 32)
        target = torch.randn(2, 12, 32)
        losses = []
        for model, opt in ((eager, opt_e), (compiled, opt_c)):
            opt.zero_grad()
            loss = F.mse_loss(model(x), target)
            loss.backward()
            opt.step()
            losses.append(loss.detach())
        torch.testing.assert_close(losses[1], losses[0], rtol=1e-4, atol=1e-5, msg=lambda m: f"step {step}: {m}")
    for (name, pe), pc in zip(eager.named_parameters(), compiled_model.parameters()):
        torch.testing.assert_close(pc, pe, rtol=1e-4, atol=1e-5, msg=lambda m: f"{name}: {m}")
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.parametrize("dtype", [torch.complex64, torch.complex128])
def test_complex_inputs_and_outputs(dtype):
    def fn(z, w, r, theta):
        p = torch.polar(r, theta)
        y = z * w.conj() + p - 2.0 * z / (w + 3)
        return y, torch.view_as_real(y), y.sum(dim=0), torch.complex(r, theta), torch.view_as_complex(torch.stack([r, theta], -1))

    part = torch.float64 if dtype == torch.complex128 else torch.float32
    z = torch.randn(4, 6, dtype=dtype)
    w = torch.randn(4, 6, dtype=dtype)
    r, theta = torch.rand(4, 6, dtype=part) + 0.5, torch.randn(4, 6, dtype=part)
    got = torch.compile(fn, backend="torchtpu")(z, w, r, theta)
    want = fn(z, w, r, theta)
    tol = 1e-12 if dtype == torch.complex128 else 1e-5
    for g, w_ in zip(got, want):
        assert g.dtype == w_.dtype and g.shape == w_.shape
        torch.testing.assert_close(g, w_, rtol=tol, atol=tol)


def test_real_imag_and_casts_of_complex():
    def fn(z, x):
        return z.real * 2, z.imag + 1, z.to(torch.complex128), x.to(torch.complex64) * z

    z = torch.randn(3, 5, dtype=torch.complex64)
    x = torch.randn(3, 5)
    got = torch.compile(fn, backend="torchtpu")(z, x)
    for g, w in zip(got, fn(z, x)):
        assert g.dtype == w.dtype
        torch.testing.assert_close(g, w)


@pytest.mark.fallback
def test_complex_op_without_a_rule_runs_in_eager():
    """`linalg.inv` has a rule for real numbers only: on complex operands the node is refused (not
    given to a real-number rule, nor to XLA), runs in eager, and the rest still compiles."""

    def fn(z):
        return torch.linalg.inv(z * 2) + 1

    z = torch.randn(3, 3, dtype=torch.complex64)
    got = torch.compile(fn, backend="torchtpu")(z)
    torch.testing.assert_close(got, fn(z))
    s = torchtpu.stats()
    # Only the refused node ran in eager: the graph was split, not given up.
    assert s["fallbacks"] >= 1 and s["partial_graphs"] == 1, s


def test_complex_op_without_a_rule_names_it_under_fallback_error():
    def fn(z):
        return torch.linalg.inv(z)

    z = torch.randn(3, 3, dtype=torch.complex64)
    with pytest.raises(Exception, match=r"aten\.linalg_inv_ex\.default.*complex"):
        torch.compile(fn, backend="torchtpu")(z)
    torchtpu.reset_stats()  # the refusal counted as a fallback; this test expected it


def test_rotary_table_angles_round_trip():
    """The table's angles survive the trip through complex multiplication: rotating by the
    table and by its conjugate gives the input back."""

    def fn(x, freqs):
        z = torch.view_as_complex(x.reshape(*x.shape[:-1], -1, 2))
        return torch.view_as_real(z * freqs * freqs.conj()).flatten(-2)

    freqs = precompute_freqs_cis(8, 6)
    x = torch.randn(6, 8)
    got = torch.compile(fn, backend="torchtpu")(x, freqs)
    torch.testing.assert_close(got, x, rtol=1e-5, atol=1e-5)
    assert math.isclose(float(freqs.abs().mean()), 1.0, rel_tol=1e-6)


def test_a_conjugate_view_input_is_read_as_its_values():
    """`z.conj()` is a bit on the tensor, not in its memory: the executable reads resolved values."""
    z = torch.randn(4, dtype=torch.complex64)
    f = torch.compile(lambda a: torch.view_as_real(a * 2), backend="torchtpu")
    assert torch.equal(f(z.conj()), torch.view_as_real(z.conj() * 2))
    assert torchtpu.stats()["graphs"] == 1


def test_complex_reductions_products_and_variance_at_kernel_sizes():
    """At the sizes where float32 sums, means and products go to torch's or the BLAS kernels on
    the CPU plugin (16K elements and up), complex operands stay in XLA's code (the kernels take
    float32/float64 only), and the variance of complex numbers is real."""
    torch.manual_seed(0)
    z = torch.randn(256, 300, dtype=torch.complex64)
    w = torch.randn(300, 128, dtype=torch.complex64)

    def fn(z, w):
        return (z.sum(0), z.mean(1), torch.var(z, dim=0), torch.var_mean(z, dim=1), z @ w, torch.cumsum(z, 1),
                z.gather(1, torch.arange(300).repeat(256, 1).flip(1)))

    got = torch.compile(fn, backend="torchtpu")(z, w)
    want = fn(z, w)
    for g, e in zip(torch.utils._pytree.tree_leaves(got), torch.utils._pytree.tree_leaves(want)):
        assert g.dtype == e.dtype and g.shape == e.shape
        torch.testing.assert_close(g, e, rtol=1e-4, atol=1e-4)
    assert torchtpu.stats()["fallbacks"] == 0

