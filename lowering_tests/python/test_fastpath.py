"""The inference fast paths of nn.TransformerEncoderLayer and nn.MultiheadAttention
(`aten._transformer_encoder_layer_fwd`, `aten._native_multi_head_attention`) compile through
torchtpu's decompositions (torchtpu/capture/decompositions.py) and match eager, under
TORCHTPU_FALLBACK=error (conftest.py) with no fallback."""

import copy

import pytest
import torch
import torch.nn as nn

import torchtpu
from torchtpu.capture.backend import torchtpu_backend
from torchtpu.capture.decompositions import native_multi_head_attention, transformer_encoder_layer_fwd

aten = torch.ops.aten
D, H, FF = 16, 4, 32


def captured_ops(model, *args, **kwargs) -> set:
    """The call_function targets of the graphs Dynamo hands torchtpu for `model(*args)`."""
    seen = set()

    def backend(gm, example_inputs):
        seen.update(str(n.target) for n in gm.graph.nodes if n.op == "call_function")
        return torchtpu_backend(gm, example_inputs)

    torch._dynamo.reset()
    torch.compile(model, backend=backend)(*args, **kwargs)
    return seen


def compare(model, *args, **kwargs):
    ref = model(*args, **kwargs)
    out = torch.compile(model, backend="torchtpu")(*args, **kwargs)
    s = torchtpu.stats()
    assert s["compiles"] + s["cache_hits"] > 0 and s["fallbacks"] == 0, s
    return out, ref


def padding_mask(batch=2, seq=6):
    mask = torch.zeros(batch, seq, dtype=torch.bool)
    mask[1, seq - 2:] = True
    return mask


@pytest.mark.parametrize("norm_first", [False, True])
@pytest.mark.parametrize("activation", ["relu", "gelu"])
@pytest.mark.parametrize("masks", ["none", "padding", "causal", "both"])
def test_encoder_layer_fast_path(norm_first, activation, masks):
    layer = nn.TransformerEncoderLayer(D, H, FF, activation=activation, norm_first=norm_first,
                                       batch_first=True).eval()
    x = torch.randn(2, 6, D)
    kwargs = {}
    if masks in ("padding", "both"):
        kwargs["src_key_padding_mask"] = padding_mask()
    if masks in ("causal", "both"):
        kwargs["src_mask"] = nn.Transformer.generate_square_subsequent_mask(6).bool()
    with torch.no_grad():
        out, ref = compare(layer, x, **kwargs)
    torch.testing.assert_close(out, ref, rtol=1e-4, atol=1e-5)


def test_encoder_layer_graph_holds_the_fast_path_op():
    """What the tests above compile is the fast path, not the layer's Python path."""
    layer = nn.TransformerEncoderLayer(D, H, FF, batch_first=True).eval()
    with torch.no_grad():
        ops = captured_ops(layer, torch.randn(2, 6, D), src_key_padding_mask=padding_mask())
    assert any("_transformer_encoder_layer_fwd" in op for op in ops), ops


@pytest.mark.parametrize("batch_first", [True, False])
@pytest.mark.parametrize("norm", [False, True])
def test_encoder_stack(batch_first, norm):
    """nn.TransformerEncoder, batch_first either way (False takes the Python path), with a final norm."""
    layer = nn.TransformerEncoderLayer(D, H, FF, batch_first=batch_first)
    enc = nn.TransformerEncoder(layer, 2, norm=nn.LayerNorm(D) if norm else None,
                                enable_nested_tensor=False).eval()
    x = torch.randn(2, 6, D) if batch_first else torch.randn(6, 2, D)
    with torch.no_grad():
        out, ref = compare(enc, x, src_key_padding_mask=padding_mask())
    torch.testing.assert_close(out, ref, rtol=1e-4, atol=1e-5)


def test_encoder_nested_tensor_default_under_compile():
    """The default nn.TransformerEncoder (enable_nested_tensor=True, mask_check=True): under
    torch.compile torch itself skips the nested-tensor conversion, so padded positions hold the
    layers' values (as eager with enable_nested_tensor=False) where eager's nested path writes
    zeros. Unpadded positions match eager either way (docs/models.md)."""
    layer = nn.TransformerEncoderLayer(D, H, FF, batch_first=True)
    enc = nn.TransformerEncoder(layer, 2).eval()
    plain = nn.TransformerEncoder(copy.deepcopy(layer), 2, enable_nested_tensor=False).eval()
    plain.load_state_dict(enc.state_dict())
    x, pad = torch.randn(2, 6, D), padding_mask()
    with torch.no_grad():
        out, nested_ref = compare(enc, x, src_key_padding_mask=pad)
        torch.testing.assert_close(out, plain(x, src_key_padding_mask=pad), rtol=1e-4, atol=1e-5)
    keep = ~pad
    torch.testing.assert_close(out[keep], nested_ref[keep], rtol=1e-4, atol=1e-5)
    assert (nested_ref[pad] == 0).all()


@pytest.mark.parametrize("need_weights", [False, True])
@pytest.mark.parametrize("average", [True, False])
@pytest.mark.parametrize("masked", [False, True])
def test_multihead_attention_module(need_weights, average, masked):
    """nn.MultiheadAttention in eval under no_grad: eager takes the fast path; under torch.compile
    torch takes the Python path (`_is_make_fx_tracing()` is true while Dynamo traces), and the
    two agree."""
    mha = nn.MultiheadAttention(D, H, batch_first=True).eval()
    x = torch.randn(2, 6, D)
    pad = padding_mask() if masked else None

    def self_attention(x, pad):
        return mha(x, x, x, key_padding_mask=pad, need_weights=need_weights, average_attn_weights=average)

    with torch.no_grad():
        (out, w), (ref, ref_w) = compare(self_attention, x, pad)
    torch.testing.assert_close(out, ref, rtol=1e-4, atol=1e-5)
    if need_weights:
        torch.testing.assert_close(w, ref_w, rtol=1e-4, atol=1e-5)
    else:
        assert w is None and ref_w is None


@pytest.mark.parametrize("need_weights", [False, True])
@pytest.mark.parametrize("mask_type", [None, 1])
def test_native_multi_head_attention_called_directly(need_weights, mask_type):
    """`torch._native_multi_head_attention` in user code reaches torchtpu as the op and compiles."""
    mha = nn.MultiheadAttention(D, H, batch_first=True).eval()
    x = torch.randn(2, 6, D)
    mask = padding_mask() if mask_type == 1 else None

    def attend(x, mask):
        return torch._native_multi_head_attention(x, x, x, D, H, mha.in_proj_weight, mha.in_proj_bias,
                                                  mha.out_proj.weight, mha.out_proj.bias, mask, need_weights,
                                                  True, mask_type)

    with torch.no_grad():
        assert any("_native_multi_head_attention" in op for op in captured_ops(attend, x, mask))
        torchtpu.reset_stats()
        (out, w), (ref, ref_w) = compare(attend, x, mask)
    torch.testing.assert_close(out, ref, rtol=1e-4, atol=1e-5)
    if need_weights:
        torch.testing.assert_close(w, ref_w, rtol=1e-4, atol=1e-5)
    else:
        assert w is None and ref_w is None


def layer_args(layer, use_gelu, norm_first):
    a = layer.self_attn
    return (D, H, a.in_proj_weight, a.in_proj_bias, a.out_proj.weight, a.out_proj.bias, use_gelu, norm_first,
            layer.norm1.eps, layer.norm1.weight, layer.norm1.bias, layer.norm2.weight, layer.norm2.bias,
            layer.linear1.weight, layer.linear1.bias, layer.linear2.weight, layer.linear2.bias)


@pytest.mark.parametrize("mask_type", [None, 0, 1, 2])
def test_decompositions_against_the_aten_kernels(mask_type):
    """The decompositions, run eagerly, against torch's own kernels, for each mask type,
    including a float mask (any nonzero entry masks its position, as the kernel reads it) and a
    fully masked row (NaN in both)."""
    layer = nn.TransformerEncoderLayer(D, H, FF, batch_first=True).eval()
    x = torch.randn(3, 5, D)
    mask = None
    if mask_type == 0:
        mask = torch.triu(torch.ones(5, 5, dtype=torch.bool), 1)
    elif mask_type == 1:
        mask = torch.zeros(3, 5)
        mask[1, 3:] = float("-inf")
        mask[2, 0] = 0.5
    elif mask_type == 2:
        mask = torch.rand(3, H, 5, 5) > 0.7
        mask[0, 1, 2] = True  # a fully masked row
    with torch.no_grad():
        for use_gelu in (False, True):
            for norm_first in (False, True):
                args = (x,) + layer_args(layer, use_gelu, norm_first) + (mask, mask_type)
                torch.testing.assert_close(transformer_encoder_layer_fwd(*args),
                                           aten._transformer_encoder_layer_fwd(*args), rtol=1e-4, atol=1e-5,
                                           equal_nan=True)
        a = layer.self_attn
        for need_weights, average in ((True, True), (True, False), (False, True)):
            args = (x, x, x, D, H, a.in_proj_weight, a.in_proj_bias, a.out_proj.weight, a.out_proj.bias, mask,
                    need_weights, average, mask_type)
            got, want = native_multi_head_attention(*args), aten._native_multi_head_attention(*args)
            torch.testing.assert_close(got[0], want[0], rtol=1e-4, atol=1e-5, equal_nan=True)
            if need_weights:
                torch.testing.assert_close(got[1], want[1], rtol=1e-4, atol=1e-5, equal_nan=True)
