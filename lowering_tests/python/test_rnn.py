"""LSTM, GRU and RNN (tanh, relu) with torch._dynamo.config.allow_rnn = True compile as one
graph per direction of autograd, forward and backward, each with one `stablehlo.while` per layer
and direction (torchtpu/capture/rnn.py, rnn_scan.py; compiler/src/lower/rnn.rs), and match eager,
under TORCHTPU_FALLBACK=error (conftest.py)."""

import copy
import json
import re

import pytest
import torch
import torch.nn as nn

import torchtpu


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


def assert_outputs_close(out, ref, rtol=1e-4, atol=1e-5):
    for a, b in zip(torch.utils._pytree.tree_leaves(out), torch.utils._pytree.tree_leaves(ref)):
        torch.testing.assert_close(a, b, rtol=rtol, atol=atol)


def loss_of(out):
    """A loss that reads every output: the sequence and the last state(s)."""
    return sum(t.square().mean() for t in torch.utils._pytree.tree_leaves(out))


def assert_compiled(graphs):
    s = torchtpu.stats()
    assert s["graphs"] == graphs and s["compiles"] + s["cache_hits"] == graphs and s["fallbacks"] == 0, s
    assert s["partial_graphs"] == 0, s


def train_once(model, x, rtol=1e-4, atol=1e-5, grad_atol=1e-6):
    """One forward and backward, compiled and eager, from the same weights: outputs, the loss and
    every parameter's gradient agree."""
    compiled_model = copy.deepcopy(model)
    out = torch.compile(compiled_model, backend="torchtpu")(x)
    ref = model(x)
    assert_outputs_close(out, ref, rtol, atol)
    loss, ref_loss = loss_of(out), loss_of(ref)
    torch.testing.assert_close(loss, ref_loss, rtol=rtol, atol=atol)
    loss.backward()
    ref_loss.backward()
    for (name, p), q in zip(compiled_model.named_parameters(), model.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=rtol, atol=grad_atol, msg=name)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("config", [
    {"num_layers": 2, "batch_first": True},
    {"num_layers": 1, "batch_first": False, "bidirectional": True},
])
def test_forward_backward(kind, config):
    train_once(make(kind, **config), inputs(config["batch_first"]))
    # One forward and one backward graph, each one executable.
    assert_compiled(2)


# Lengths 1, 5, 64 and 200; one and two layers; one and two directions. Long sequences of relu
# RNNs grow without bound, so their comparison is relative.
LENGTHS = [1, 5, 64, 200]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("steps", LENGTHS)
@pytest.mark.parametrize("layers,bidirectional", [(1, False), (2, True)])
def test_training_over_lengths(kind, steps, layers, bidirectional):
    model = make(kind, num_layers=layers, bidirectional=bidirectional)
    x = inputs(False, steps=steps, batch=2)
    tol = 1e-4 if steps <= 64 else 3e-4
    train_once(model, x, rtol=tol, atol=tol, grad_atol=tol)
    assert_compiled(2)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("steps", LENGTHS)
def test_inference_over_lengths(kind, steps):
    """eval() under no_grad: one graph, any length (torch's own LSTM decomposition would pick
    mkldnn_rnn_layer, which has no rule)."""
    model = make(kind, num_layers=2, bidirectional=True, batch_first=True).eval()
    x = inputs(True, steps=steps, batch=2)
    with torch.no_grad():
        out = torch.compile(model, backend="torchtpu")(x)
        ref = model(x)
    tol = 1e-4 if steps <= 64 else 3e-4
    assert_outputs_close(out, ref, tol, tol)
    assert_compiled(1)


@pytest.mark.parametrize("kind", KINDS)
def test_inference_with_initial_state(kind):
    model = make(kind, num_layers=2, batch_first=True).eval()
    x = inputs(True)
    h0 = torch.randn(2, 3, 8)
    state = (h0, torch.randn(2, 3, 8)) if kind == "lstm" else h0
    with torch.no_grad():
        out = torch.compile(model, backend="torchtpu")(x, state)
        ref = model(x, state)
    assert_outputs_close(out, ref)
    assert_compiled(1)


@pytest.mark.parametrize("kind", KINDS)
def test_training_with_initial_state_and_no_bias(kind):
    """Gradients reach the initial state too (h0, and c0 for LSTM), with bias=False."""
    model = make(kind, num_layers=2, bidirectional=True, bias=False)
    compiled_model = copy.deepcopy(model)
    x = inputs(False, steps=7)
    h0 = torch.randn(4, 3, 8, requires_grad=True)
    c0 = torch.randn(4, 3, 8, requires_grad=True)
    state, ref_state = ((h0, c0), (h0, c0)) if kind == "lstm" else (h0, h0)
    out = torch.compile(compiled_model, backend="torchtpu")(x, state)
    grads = torch.autograd.grad(loss_of(out), [h0, c0] if kind == "lstm" else [h0])
    ref_out = model(x, ref_state)
    ref_grads = torch.autograd.grad(loss_of(ref_out), [h0, c0] if kind == "lstm" else [h0])
    assert_outputs_close(out, ref_out)
    for g, r in zip(grads, ref_grads):
        torch.testing.assert_close(g, r, rtol=1e-4, atol=1e-6)


def test_lstm_projection_and_unbatched_input():
    model = nn.LSTM(6, 8, num_layers=2, proj_size=4)
    for x in (torch.randn(5, 3, 6), torch.randn(5, 6)):
        torch._dynamo.reset()
        out = torch.compile(model, backend="torchtpu")(x)
        assert_outputs_close(out, model(x))
        assert torchtpu.stats()["graphs"] >= 1


@pytest.mark.parametrize("steps", [1, 64])
def test_lstm_projection_training_bidirectional(steps):
    train_once(nn.LSTM(6, 8, num_layers=2, proj_size=4, bidirectional=True, batch_first=True),
               inputs(True, steps=steps))
    assert_compiled(2)


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


def test_training_at_a_second_sequence_length():
    """A second length makes Dynamo's time dim symbolic; each length still compiles to loops and
    matches eager."""
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
    assert torchtpu.stats()["fallbacks"] == 0


def _dumped_programs(dump_dir):
    """{graph name: (StableHLO text, compile ms)} of the graphs compiled with TORCHTPU_DUMP_DIR."""
    out = {}
    for line in (dump_dir / "index.jsonl").read_text().splitlines():
        entry = json.loads(line)
        if "files" not in entry:  # an event line (a recompile's reason)
            continue
        text = (dump_dir / f"{entry['files']}.stablehlo.mlir").read_text()
        out[entry["graph"].split("_")[0]] = (text, entry.get("compile_ms"))
    return out


def _op_counts(text):
    ops = re.findall(r'"(stablehlo\.[a-z_]+)"', text)
    return {op: ops.count(op) for op in set(ops)}


@pytest.mark.parametrize("kind", ["lstm", "gru"])
def test_one_loop_per_layer_and_direction_whatever_the_length(kind, tmp_path, monkeypatch):
    """The forward and the backward program each hold one `stablehlo.while` per layer and
    direction, and about as many ops at length 200 as at 5 (the matmuls outside the loops may take
    another form at another size): nothing is unrolled, so the program, and XLA's compile time, do
    not grow with the length. (Unrolled, 200 steps held some 40 times the ops of 5.)"""
    counts = {}
    for steps in (5, 200):
        dump = tmp_path / str(steps)
        monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(dump))
        torch._dynamo.reset()
        train_once(make(kind, num_layers=2, bidirectional=True), inputs(False, steps=steps, batch=2), 3e-4, 3e-4, 3e-4)
        programs = _dumped_programs(dump)
        assert set(programs) == {"forward", "backward"}, programs.keys()
        counts[steps] = {name: _op_counts(text) for name, (text, _) in programs.items()}
        for name, ops in counts[steps].items():
            assert ops.get("stablehlo.while") == 4, (name, ops)
    for name in ("forward", "backward"):
        short, long = sum(counts[5][name].values()), sum(counts[200][name].values())
        assert long <= 1.2 * short, (name, short, long)


def _scan_cases():
    """(op, args) of each scan op at float64, small: 4 steps, batch 2, hidden 3 (LSTM projection 2)."""
    from torchtpu.capture import rnn_scan  # noqa: F401

    tt = torch.ops.torchtpu
    r = lambda *s: torch.randn(*s, dtype=torch.float64)  # noqa: E731
    lstm = (r(4, 2, 12), r(2, 2), r(2, 3), r(12, 2), r(12), r(2, 3))
    _, _, _, cs, acts = tt.lstm_scan(*lstm, True)
    gru = (r(4, 2, 9), r(2, 3), r(9, 3), r(9))
    gys, _, gacts = tt.gru_scan(*gru, False)
    rnn = (r(4, 2, 3), r(2, 3), r(3, 3), None)
    rys, _ = tt.rnn_scan(*rnn, "relu", True)
    return [
        (tt.lstm_scan.default, (*lstm, True)),
        (tt.lstm_scan.default, (r(4, 2, 12), r(2, 3), r(2, 3), r(12, 3), None, None, False)),
        (tt.lstm_scan_backward.default, (r(4, 2, 2), r(2, 2), r(2, 3), lstm[2], lstm[3], lstm[5], cs, acts, True)),
        (tt.gru_scan.default, (*gru, False)),
        (tt.gru_scan_backward.default, (r(4, 2, 3), r(2, 3), gru[1], gru[2], gys, gacts, False)),
        (tt.rnn_scan.default, (*rnn, "relu", True)),
        (tt.rnn_scan.default, (r(4, 2, 3), r(2, 3), r(3, 3), r(3), "tanh", False)),
        (tt.rnn_scan_backward.default, (r(4, 2, 3), r(2, 3), rnn[2], rys, "relu", True)),
    ]


@pytest.mark.parametrize("index", range(8))
def test_scan_ops_pass_torchs_opcheck(index):
    """Schema, fake kernel, autograd registration and AOTAutograd tracing of each op (torch's own
    checks, on the CPU implementations)."""
    op, args = _scan_cases()[index]
    args = tuple(a.requires_grad_() if isinstance(a, torch.Tensor) and "backward" not in str(op) else a for a in args)
    torch.library.opcheck(op, args)


@pytest.mark.parametrize("index", [0, 1, 3, 5, 6])
def test_scan_op_gradients_pass_gradcheck(index):
    """The backward ops' gradients against finite differences (float64, CPU implementations),
    through every differentiable output (the saved ones are not)."""
    op, args = _scan_cases()[index]
    positions = [i for i, a in enumerate(args) if isinstance(a, torch.Tensor)]

    def f(*tensors):
        full = list(args)
        for i, t in zip(positions, tensors):
            full[i] = t
        outs = op(*full)
        return outs[:3] if "lstm" in str(op) else outs[:2]

    torch.autograd.gradcheck(f, tuple(args[i].detach().requires_grad_() for i in positions))


@pytest.mark.parametrize("kind", ["lstm", "gru"])
def test_inference_at_several_lengths(kind):
    """Lengths that change between calls (Dynamo's time dim becomes symbolic after the second):
    every call compiled, none in eager, each matching eager. The scan ops are not pad-safe, so
    each length compiles once (a warning says so) instead of sharing a shape bucket."""
    model = make(kind, num_layers=2, bidirectional=True, batch_first=True).eval()
    compiled = torch.compile(model, backend="torchtpu")
    with torch.no_grad():
        for steps in (3, 5, 9, 5):
            x = inputs(True, steps=steps)
            assert_outputs_close(compiled(x), model(x))
    s = torchtpu.stats()
    assert s["graphs"] >= 2 and s["fallbacks"] == 0 and s["partial_graphs"] == 0, s


@pytest.mark.parametrize("kind", ["lstm", "gru"])
@pytest.mark.parametrize("dtype,tol", [(torch.float64, 1e-10), (torch.bfloat16, 3e-2)])
def test_training_in_other_float_dtypes(kind, dtype, tol):
    """The loops compute in the sequence's dtype, as eager's kernels do (bfloat16 within its
    precision)."""
    model = make(kind, num_layers=2).to(dtype)
    compiled_model = copy.deepcopy(model)
    x = inputs(False, steps=20).to(dtype)
    out = torch.compile(compiled_model, backend="torchtpu")(x)
    ref = model(x)
    assert_outputs_close(out, ref, tol, tol)
    loss_of(out).float().backward()
    loss_of(ref).float().backward()
    for (name, p), q in zip(compiled_model.named_parameters(), model.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=tol, atol=tol, msg=name)
    assert_compiled(2)
