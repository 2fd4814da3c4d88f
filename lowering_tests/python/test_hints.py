"""Hardware hints (`torchtpu.explain`, docs/debugging.md): shapes that fit the target's matrix
unit badly, sizes the default buckets would pad heavily, and ops that run in eager, each with its
node and source line. Advice only."""

import pytest
import torch
import torch.nn as nn

import torchtpu


class Attention(nn.Module):
    def __init__(self, width=256, heads=4):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(width, 3 * width)
        self.out = nn.Linear(width, width)

    def forward(self, x):
        b, t, w = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, self.heads, w // self.heads).unbind(2)
        q, k, v = (z.transpose(1, 2) for z in (q, k, v))
        scores = q @ k.transpose(-1, -2)  # the head dimension is contracted here
        a = (scores / 8).softmax(-1) @ v
        return self.out(a.transpose(1, 2).reshape(b, t, w))


@pytest.mark.parametrize("fused", ["1", "0"])
def test_head_dimension_64_is_named_with_its_source_line(fused, monkeypatch):
    # Attention runs torch's flash kernel by default on the CPU plugin (capture/attention.py);
    # spelled out (TORCHTPU_FUSE_ATTENTION=0) its products are batched matmuls.
    monkeypatch.setenv("TORCHTPU_FUSE_ATTENTION", fused)
    with torch.no_grad():
        hints = torchtpu.explain(Attention().eval(), torch.randn(2, 128, 256))
    mm = [h for h in hints if h.kind == "matmul"]
    assert mm, [str(h) for h in hints]
    first = mm[0]
    op = "aten._scaled_dot_product_flash_attention_for_cpu.default" if fused == "1" else "aten.bmm.default"
    assert first.op == op and "K=64 not a multiple of 128" in first.detail, str(first)
    assert "assuming a 128-wide matrix unit" in first.detail  # the CPU plugin has none
    assert first.source and "q @ k.transpose(-1, -2)" in first.source, first.source
    # With 128-wide heads nothing is flagged.
    with torch.no_grad():
        assert not [h for h in torchtpu.explain(Attention(256, 2).eval(), torch.randn(2, 128, 256)) if h.kind == "matmul"]


def test_a_given_tile_is_used_and_not_called_an_assumption():
    with torch.no_grad():
        hints = torchtpu.explain(nn.Linear(96, 64).eval(), torch.randn(256, 96), tile=32)
    assert hints == []
    with torch.no_grad():
        hints = torchtpu.explain(nn.Linear(96, 64).eval(), torch.randn(256, 96), tile=256)
    assert hints and all("assuming" not in h.detail for h in hints if h.kind == "matmul")


def test_heavy_bucket_padding_is_named():
    with torch.no_grad():
        hints = torchtpu.explain(nn.Linear(128, 128).eval(), torch.randn(33, 128))
    pad = [h for h in hints if h.kind == "padding"]
    assert len(pad) == 1 and "leading size 33" in pad[0].detail and "to 64" in pad[0].detail


@pytest.mark.fallback
def test_ops_that_run_in_eager_are_named():
    from test_backend import mystery

    def f(x):
        return mystery(x.sin()) * 2

    with pytest.warns(RuntimeWarning):
        hints = torchtpu.explain(f, torch.randn(8))
    eager = [h for h in hints if h.kind == "eager"]
    assert len(eager) == 1 and eager[0].op == "torchtpu_test.mystery.default" and "mystery(x.sin())" in eager[0].source
