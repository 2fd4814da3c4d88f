"""Whole models through backend="torchtpu" with TORCHTPU_FALLBACK=error: outputs and gradients
against eager within 1e-4 (float32)."""

import copy

import pytest
import torch
import torch.nn as nn

import models
import torchtpu


def check(model, x, monkeypatch, tmp_path, train=True, mode="fused"):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    monkeypatch.setenv("TORCHTPU_MODE", mode)
    # Op executables are shared for the process: start empty so this model's ops are dumped.
    torchtpu.execution.modes.OP_EXECUTABLES.clear()
    ref = copy.deepcopy(model)
    tpu = copy.deepcopy(model)
    compiled = torch.compile(tpu, backend="torchtpu")
    out = compiled(x)
    expected = ref(x)
    torch.testing.assert_close(out, expected, rtol=1e-4, atol=1e-4)
    if train:
        out.float().pow(2).mean().backward()
        expected.float().pow(2).mean().backward()
        for (name, p), q in zip(tpu.named_parameters(), ref.parameters()):
            torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-4, msg=name)
        for b1, b2 in zip(tpu.buffers(), ref.buffers()):
            torch.testing.assert_close(b1, b2, msg="buffers (running stats) must match eager")
    s = torchtpu.stats()
    assert s["compiles"] + s["cache_hits"] > 0 and s["fallbacks"] == 0
    if mode != "fused":
        assert s["op_compiles"] + s["op_cache_hits"] > 0, s
    assert any("stablehlo.dot_general" in p.read_text() for p in tmp_path.glob("*.stablehlo.mlir"))


MODES = ["fused", "strict", "debug"]


@pytest.mark.parametrize("mode", MODES)
def test_transformer_forward_backward(monkeypatch, tmp_path, mode):
    check(models.TinyTransformer(layers=1), models.transformer_inputs(seq=8), monkeypatch, tmp_path, mode=mode)


@pytest.mark.parametrize("mode", MODES)
def test_cnn_forward_backward_and_running_stats(monkeypatch, tmp_path, mode):
    check(models.TinyCNN(), models.cnn_inputs(batch=2), monkeypatch, tmp_path, mode=mode)


def test_cnn_eval(monkeypatch, tmp_path):
    m = models.TinyCNN().eval()
    with torch.no_grad():
        check(m, models.cnn_inputs(batch=2), monkeypatch, tmp_path, train=False)


@pytest.mark.parametrize("mode", MODES)
def test_torch_nn_transformer_encoder_layer(monkeypatch, tmp_path, mode):
    layer = nn.TransformerEncoderLayer(32, 4, 64, dropout=0.0, batch_first=True)
    check(layer, torch.randn(2, 5, 32), monkeypatch, tmp_path, mode=mode)


def test_mlp_with_gelu_layernorm_and_sgd_steps(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(8, 32), nn.LayerNorm(32), nn.GELU(), nn.Linear(32, 4))
    ref = copy.deepcopy(model)
    compiled = torch.compile(model, backend="torchtpu")
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    ref_opt = torch.optim.SGD(ref.parameters(), lr=0.1, momentum=0.9)
    x, y = torch.randn(16, 8), torch.randn(16, 4)
    for _ in range(5):
        for m, o in ((compiled, opt), (ref, ref_opt)):
            o.zero_grad()
            nn.functional.mse_loss(m(x), y).backward()
            o.step()
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p, q, rtol=1e-4, atol=1e-5)
