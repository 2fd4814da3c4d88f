"""LSTM, GRU and RNN (tanh, relu) with torch._dynamo.config.allow_rnn = True compile as one
graph per direction of autograd (torchtpu/capture/rnn.py unrolls them over time), forward and backward,
and match eager, under TORCHTPU_FALLBACK=error (conftest.py)."""

import copy

import pytest
import torch
import torch.nn as nn

import torchtpu
from torchtpu.capture import rnn


@pytest.fixture(autouse=True)
def allow_rnn():
    with torch._dynamo.config.patch(allow_rnn=True):
        yield


def make(kind, **kwargs):
    if kind == "lstm":
        return nn.LSTM(6, 8, **kwargs)
    if kind == "gru":
        return nn.GRU(6, 8, **kwargs)
    return nn.RNN(6, 8, nonlinearity=kind.split("_")[1], **kwargs)


KINDS = ["lstm", "gru", "rnn_tanh", "rnn_relu"]


def inputs(batch_first, steps=5, batch=3):
    return torch.randn(batch, steps, 6) if batch_first else torch.randn(steps, batch, 6)


def assert_outputs_close(out, ref):
    for a, b in zip(torch.utils._pytree.tree_leaves(out), torch.utils._pytree.tree_leaves(ref)):
        torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("config", [
    {"num_layers": 2, "batch_first": True},
    {"num_layers": 1, "batch_first": False, "bidirectional": True},
])
def test_forward_backward(kind, config):
    model = make(kind, **config)
    compiled_model = copy.deepcopy(model)
    x = inputs(config["batch_first"])
    out = torch.compile(compiled_model, backend="torchtpu")(x)
    ref = model(x)
    assert_outputs_close(out, ref)
    out[0].square().mean().backward()
    ref[0].square().mean().backward()
    for (name, p), q in zip(compiled_model.named_parameters(), model.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-6, msg=name)
    s = torchtpu.stats()
    # One forward and one backward graph, each one executable.
    assert s["graphs"] == 2 and s["compiles"] + s["cache_hits"] == 2 and s["fallbacks"] == 0, s


@pytest.mark.parametrize("kind", KINDS)
def test_inference_with_initial_state(kind):
    """eval() under no_grad, where torch's own LSTM decomposition would pick mkldnn_rnn_layer."""
    model = make(kind, num_layers=2, batch_first=True).eval()
    x = inputs(True)
    h0 = torch.randn(2, 3, 8)
    state = (h0, torch.randn(2, 3, 8)) if kind == "lstm" else h0
    with torch.no_grad():
        out = torch.compile(model, backend="torchtpu")(x, state)
        ref = model(x, state)
    assert_outputs_close(out, ref)
    s = torchtpu.stats()
    assert s["graphs"] == 1 and s["compiles"] + s["cache_hits"] == 1 and s["fallbacks"] == 0, s


def test_lstm_projection_and_unbatched_input():
    model = nn.LSTM(6, 8, num_layers=2, proj_size=4)
    for x in (torch.randn(5, 3, 6), torch.randn(5, 6)):
        torch._dynamo.reset()
        out = torch.compile(model, backend="torchtpu")(x)
        assert_outputs_close(out, model(x))
        assert torchtpu.stats()["graphs"] >= 1


def test_dropout_between_layers_draws_as_eager(monkeypatch):
    """Training with dropout between layers (which torch's own decomposition leaves out), under
    TORCHTPU_RANDOM=torch: the same masks as eager."""
    monkeypatch.setenv("TORCHTPU_RANDOM", "torch")
    model = nn.LSTM(6, 8, num_layers=3, dropout=0.5, batch_first=True)
    x = inputs(True)
    compiled = torch.compile(copy.deepcopy(model), backend="torchtpu")
    torch.manual_seed(3)
    out = compiled(x)
    torch.manual_seed(3)
    ref = model(x)
    assert_outputs_close(out, ref)
    # Without dropout the outputs differ: the masks are in use.
    assert (model.eval()(x)[0] - ref[0]).abs().max() > 1e-2
    assert torchtpu.stats()["graphs"] >= 1


@pytest.mark.fallback
def test_longer_sequences_in_inference_keep_torchs_kernels_with_a_warning(monkeypatch):
    """Past the unroll limit, inference runs torch's LSTM kernel (mkldnn_rnn_layer, in eager in a
    partial graph), and says so."""
    monkeypatch.setattr(rnn, "MAX_UNROLLED_STEPS", 4)
    model = nn.LSTM(6, 8, batch_first=True).eval()
    x = inputs(True, steps=5)
    with torch.no_grad():
        with pytest.warns(RuntimeWarning, match=r"over 5 steps is not unrolled \(at most 4"):
            out = torch.compile(model, backend="torchtpu")(x)
        assert_outputs_close(out, model(x))
    assert torchtpu.stats()["partial_graphs"] == 1


def test_longer_sequences_in_training_unroll_with_a_warning(monkeypatch):
    """torch's kernels fail in training under AOTAutograd, so training unrolls any length."""
    monkeypatch.setattr(rnn, "MAX_UNROLLED_STEPS", 4)
    model = nn.LSTM(6, 8, batch_first=True)
    compiled_model = copy.deepcopy(model)
    x = inputs(True, steps=5)
    with pytest.warns(RuntimeWarning, match=r"over 5 steps is unrolled for training"):
        out = torch.compile(compiled_model, backend="torchtpu")(x)
    ref = model(x)
    assert_outputs_close(out, ref)
    out[0].sum().backward()
    ref[0].sum().backward()
    for p, q in zip(compiled_model.parameters(), model.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-6)
    assert torchtpu.stats()["graphs"] >= 2


def test_training_at_a_second_sequence_length_specializes_it():
    """A second length makes Dynamo's time dim symbolic; training specializes it (one compile
    per length) instead of reaching torch's kernel, which fails under AOTAutograd."""
    model = nn.LSTM(6, 8, batch_first=True)
    compiled_model = copy.deepcopy(model)
    compiled = torch.compile(compiled_model, backend="torchtpu")
    for steps in (3, 5):
        x = inputs(True, steps=steps)
        out, ref = compiled(x), model(x)
        assert_outputs_close(out, ref)
        out[0].sum().backward()
        ref[0].sum().backward()
        for p, q in zip(compiled_model.parameters(), model.parameters()):
            torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-6)
    assert torchtpu.stats()["graphs"] >= 4
