"""Attention in torch's CPU flash kernel (capture/attention.py, compiler/src/lower/attention.rs):
spelled-out attention and `F.scaled_dot_product_attention` become one custom call forward and
one backward, with eager's results (to rounding) and gradients; what the kernel does not take is
left as written, and still matches eager."""

import math

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import torchtpu
from torchtpu.capture.attention import MIN_SCORES

B, H, L, E = 2, 4, 128, 32  # 131072 scores, past MIN_SCORES


class Spelled(nn.Module):
    """`softmax(q @ k^T * scale + mask) @ v` in the spellings transformers' eager attention uses."""

    def __init__(self, scale="mul", masks=(), convert=False, p=0.0):
        super().__init__()
        self.proj = nn.Linear(E, E)
        self.scale, self.masks, self.convert, self.p = scale, masks, convert, p

    def forward(self, q, k, v, *masks):
        q = self.proj(q)
        w = torch.matmul(q, k.transpose(2, 3))
        if self.scale == "mul":
            w = w * (1 / math.sqrt(E))
        elif self.scale == "div":
            w = w / math.sqrt(E)
        elif self.scale == "left":
            w = 0.2 * w
        for m in masks:
            w = w + m
        p = F.softmax(w, dim=-1)
        if self.convert:
            p = p.type(v.dtype)
        p = F.dropout(p, p=self.p, training=self.training)
        return torch.matmul(p, v)


def _qkv(dtype=torch.float32, L=L, S=L, grad=True, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [torch.randn(B, H, n, E, generator=g, dtype=dtype).requires_grad_(grad) for n in (L, S, S)]


def _attention_calls(tmp_path):
    texts = [p.read_text() for p in tmp_path.glob("*.stablehlo.mlir")]
    fwd = sum(t.count('call_target_name = "torchtpu_aten_attention"') for t in texts)
    bwd = sum(t.count('call_target_name = "torchtpu_aten_attention_backward"') for t in texts)
    return fwd, bwd


def _check_training(model, inputs, masks=(), atol=2e-5):
    """Output and every gradient against eager's."""
    torch.manual_seed(0)
    f = torch.compile(model, backend="torchtpu")
    got = f(*inputs, *masks)
    want = model(*inputs, *masks)
    torch.testing.assert_close(got, want, atol=atol, rtol=1e-5)
    go = torch.randn_like(want)
    leaves = [t for t in inputs if t.requires_grad] + list(model.parameters())
    for a, b in zip(torch.autograd.grad(got, leaves, go), torch.autograd.grad(want, leaves, go)):
        torch.testing.assert_close(a, b, atol=atol * 10, rtol=1e-4)
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.fixture
def dumped(tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch._dynamo.reset()
    torchtpu.reset_stats()
    return tmp_path


@pytest.mark.parametrize("scale", ["mul", "div", "left", "none"])
def test_spelled_out_attention_runs_the_flash_kernel_both_ways(dumped, scale):
    model = Spelled(scale, convert=scale == "div")
    _check_training(model, _qkv())
    assert _attention_calls(dumped) == (1, 1)


@pytest.mark.parametrize("shape", [(B, 1, 1, L), (1, H, L, L), (L, L)])
def test_additive_masks_go_to_the_kernel(dumped, shape):
    g = torch.Generator().manual_seed(3)
    mask = torch.randn(shape, generator=g)
    if len(shape) == 4 and shape[1] == 1:
        mask[..., -5:] = torch.finfo(torch.float32).min  # padding, as transformers masks it
    _check_training(Spelled("mul"), _qkv(), (mask,))
    assert _attention_calls(dumped) == (1, 1)


def test_a_row_masked_whole_gives_eager_nan(dumped):
    # softmax over a row of -inf is NaN in eager; the kernel alone would give 0.
    mask = torch.zeros(L, L)
    mask[3] = float("-inf")
    model = Spelled("mul").eval()
    q, k, v = _qkv(grad=False)
    with torch.no_grad():
        got, want = torch.compile(model, backend="torchtpu")(q, k, v, mask), model(q, k, v, mask)
    assert want[:, :, 3].isnan().all() and got[:, :, 3].isnan().all()
    torch.testing.assert_close(got, want, atol=2e-5, rtol=1e-5, equal_nan=True)
    assert _attention_calls(dumped) == (1, 0)


def test_two_masks_are_summed_into_one(dumped):
    g = torch.Generator().manual_seed(4)
    bias, pad = torch.randn(1, H, L, L, generator=g), torch.zeros(B, 1, 1, L)
    _check_training(Spelled("none"), _qkv(), (bias, pad))
    assert _attention_calls(dumped) == (1, 1)


def test_inference(dumped):
    model = Spelled("mul").eval()
    q, k, v = _qkv(grad=False)
    with torch.no_grad():
        got = torch.compile(model, backend="torchtpu")(q, k, v)
        want = model(q, k, v)
    torch.testing.assert_close(got, want, atol=2e-5, rtol=1e-5)
    assert _attention_calls(dumped) == (1, 0)


def test_float64_stays_as_written(dumped):
    # torch's meta kernel types float64 attention's log-sum-exp float32, its CPU kernel float64.
    model = Spelled("mul").double()
    _check_training(model, _qkv(torch.float64), atol=1e-10)
    assert _attention_calls(dumped) == (0, 0)


@pytest.mark.parametrize("causal", [False, True])
def test_scaled_dot_product_attention_runs_the_kernel(dumped, causal):
    q, k, v = _qkv(L=96, S=160)

    def f(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=0.3) * 2

    got = torch.compile(f, backend="torchtpu")(q, k, v)
    want = f(q, k, v)
    torch.testing.assert_close(got, want, atol=2e-5, rtol=1e-5)
    go = torch.randn_like(want)
    for a, b in zip(torch.autograd.grad(got, (q, k, v), go), torch.autograd.grad(want, (q, k, v), go)):
        torch.testing.assert_close(a, b, atol=2e-4, rtol=1e-4)
    assert _attention_calls(dumped) == (1, 1)


@pytest.mark.parametrize("grad", [False, True])
def test_a_query_laid_out_otherwise_gives_eager_strides(dumped, grad):
    # The kernel lays its result out as its query; eager runs the math backend for a query whose
    # last dim is not contiguous, and its result is contiguous: `.view` of it works, and the
    # output's strides are eager's (found by program_fuzz --train seed 441).
    g = torch.Generator().manual_seed(5)
    q = torch.randn(L, E, B, H, generator=g).permute(2, 3, 0, 1).requires_grad_(grad)
    k, v = _qkv(grad=grad, seed=6)[1:]

    def f(q, k, v):
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return out, out.view(B, H, -1).sum(-1)

    got, want = torch.compile(f, backend="torchtpu")(q, k, v), f(q, k, v)
    assert want[0].is_contiguous() and got[0].stride() == want[0].stride()
    torch.testing.assert_close(got, want, atol=2e-5, rtol=1e-5)
    if grad:
        go = torch.randn_like(want[0])
        for a, b in zip(torch.autograd.grad(got[0], (q, k, v), go), torch.autograd.grad(want[0], (q, k, v), go)):
            torch.testing.assert_close(a, b, atol=2e-4, rtol=1e-4)
    assert _attention_calls(dumped) == (1, int(grad))


def test_a_mask_that_needs_a_gradient_stays_as_written(dumped):
    # T5's learned position bias: the kernel gives no mask gradient.
    bias = torch.randn(1, H, L, L, requires_grad=True)
    model = Spelled("mul")
    q, k, v = _qkv()
    got, want = torch.compile(model, backend="torchtpu")(q, k, v, bias), model(q, k, v, bias)
    torch.testing.assert_close(got, want, atol=2e-5, rtol=1e-5)
    torch.testing.assert_close(torch.autograd.grad(got.sum(), bias)[0], torch.autograd.grad(want.sum(), bias)[0],
                               atol=1e-4, rtol=1e-4)
    assert _attention_calls(dumped) == (0, 0)
    assert torchtpu.stats()["fallbacks"] == 0


def test_small_attention_stays_in_xla(dumped):
    assert B * H * 8 * 8 < MIN_SCORES
    _check_training(Spelled("mul"), _qkv(L=8, S=8))
    assert _attention_calls(dumped) == (0, 0)


def test_dropout_that_draws_is_not_rewritten(dumped):
    model = Spelled("mul", p=0.1)
    out = torch.compile(model, backend="torchtpu")(*_qkv())
    out.sum().backward()
    assert out.shape == (B, H, L, E) and torch.isfinite(out).all()
    assert _attention_calls(dumped) == (0, 0)


def test_the_rewrite_can_be_turned_off(dumped, monkeypatch):
    monkeypatch.setenv("TORCHTPU_FUSE_ATTENTION", "0")
    _check_training(Spelled("mul"), _qkv())
    assert _attention_calls(dumped) == (0, 0)


class SelfAttention(nn.Module):
    """A transformer's attention: heads split from a `Linear` layer's output by a view and a
    transpose, and joined back the same way."""

    def __init__(self, d=H * E, causal=False):
        super().__init__()
        self.qkv, self.out, self.causal = nn.Linear(d, 3 * d), nn.Linear(d, d), causal

    def forward(self, x, mask=None):
        b, t, d = x.shape
        q, k, v = (p.view(b, t, H, E).transpose(1, 2) for p in self.qkv(x).split(d, dim=-1))
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=self.causal)
        return self.out(y.transpose(1, 2).reshape(b, t, d))


@pytest.mark.parametrize("causal,masked", [(False, False), (True, False), (False, True)])
def test_heads_split_from_a_linear_layer_reach_the_kernel_tokens_major(dumped, causal, masked):
    # The kernel reads q, k, v and writes its output and gradients as [B, L, H, E], the order
    # the Linear layers around it use: no copy of them into the heads-first order on either side.
    torch.manual_seed(0)
    model = SelfAttention(causal=causal)
    x = torch.randn(B, L, H * E, requires_grad=True)
    masks = (torch.randn(B, 1, L, L),) if masked else ()
    _check_training(model, [x], masks)
    assert _attention_calls(dumped) == (1, 1)
    texts = [p.read_text() for p in dumped.glob("*.stablehlo.mlir")]
    tokens_major = f"tensor<{B}x{L}x{H}x{E}xf32>"
    fwd = next(t for t in texts if 'call_target_name = "torchtpu_aten_attention"' in t)
    assert f"-> ({tokens_major}, tensor<{B}x{L}x{H}xf32>)" in fwd, fwd
    bwd = next(t for t in texts if 'call_target_name = "torchtpu_aten_attention_backward"' in t)
    assert f"-> ({tokens_major}, {tokens_major}, {tokens_major})" in bwd, bwd


class FusedQkv(nn.Module):
    """timm's `Attention`: q, k and v sliced from one `Linear` layer's output through
    `view(B, L, 3, H, E).permute(2, 0, 3, 1, 4).unbind(0)`, views with gaps."""

    def __init__(self, d=H * E):
        super().__init__()
        self.qkv, self.out = nn.Linear(d, 3 * d), nn.Linear(d, d)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, H, E).permute(2, 0, 3, 1, 4).unbind(0)
        y = F.scaled_dot_product_attention(q, k, v)
        return self.out(y.transpose(1, 2).reshape(b, t, d))


def test_q_k_v_sliced_from_one_projection_are_read_and_saved_as_they_lie(dumped):
    # The kernel's tokens-major operands are slices of the projection (no transpose in the
    # forward); the forward saves them in that order (`output_layouts`: they are views with gaps,
    # written densely in their strides' order), the backward takes them in place and its
    # gradient of the projection's output is one concatenation: no transpose on either side.
    torch.manual_seed(0)
    model = FusedQkv()
    x = torch.randn(B, L, H * E, requires_grad=True)
    _check_training(model, [x])
    assert _attention_calls(dumped) == (1, 1)
    s = torchtpu.stats()
    assert s["input_copies"] == 0, s
    forward = "".join(p.read_text() for p in dumped.glob("forward_*.graph.json"))
    assert '"output_layouts"' in forward
    texts = {kind: "".join(p.read_text() for p in dumped.glob(f"{kind}_*.stablehlo.mlir")) for kind in ("forward", "backward")}
    moved = [ln for ln in texts["forward"].splitlines() if "stablehlo.transpose" in ln and f"x{E}xf32>" in ln]
    assert not moved, "\n".join(moved)
    # The backward moves only the stacked gradients into the projection's order (one fusion with
    # the concatenation in XLA), never a saved input.
    moved = [ln for ln in texts["backward"].splitlines() if "stablehlo.transpose" in ln and f"x{E}xf32>" in ln]
    assert len(moved) == 1 and f"(tensor<3x{B}x{L}x{H}x{E}xf32>)" in moved[0], "\n".join(moved)
