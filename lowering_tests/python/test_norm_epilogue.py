"""Training batch norms with their activation in one kernel (capture/norm_epilogue.py,
python_plugin/csrc/norm_act.cpp, compiler/src/lower/norm.rs `batch_norm_act`): which graphs the
rewrite takes, that the compiled program calls `torchtpu_aten_batch_norm_act` for them, that the
outputs, gradients and running statistics match eager's, and that what it must leave alone (SiLU,
small activations, `TORCHTPU_NORM_EPILOGUE=0`) is left alone."""

import copy
import re

import pytest
import torch

import torchtpu
from torchtpu.capture import norm_epilogue

nn = torch.nn
TARGET = '"torchtpu_aten_batch_norm_act"'
BACKWARD = '"torchtpu_aten_batch_norm_act_backward"'


def _block(act, c=16):
    """Two convolutions, each with its batch norm and `act`, channels-last as the CNNs run."""
    return nn.Sequential(
        nn.Conv2d(8, c, 3, padding=1, bias=False), nn.BatchNorm2d(c), act(),
        nn.Conv2d(c, c, 1, bias=False), nn.BatchNorm2d(c), act(),
        nn.Conv2d(c, 4, 1),
    )


def _randomize(m):
    g = torch.Generator().manual_seed(1)
    for mod in m.modules():
        if isinstance(mod, nn.BatchNorm2d):
            mod.weight.data.copy_(torch.rand(mod.num_features, generator=g) + 0.5)
            mod.bias.data.copy_(torch.randn(mod.num_features, generator=g))
            mod.running_mean.copy_(torch.randn(mod.num_features, generator=g))
    return m


def _train_step_matches(m, x, tmp_path, monkeypatch, dtype=torch.float32):
    """One forward and backward of `m` compiled and in eager: outputs, every gradient and the
    running statistics match; returns the StableHLO of the compiled graphs."""
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch._dynamo.reset()
    m = _randomize(m).to(dtype).train()
    ref = copy.deepcopy(m)
    x = x.to(dtype)
    xa, xb = x.clone().requires_grad_(), x.clone().requires_grad_()
    before = torchtpu.stats()["fallbacks"]
    got = torch.compile(m, backend="torchtpu")(xa)
    want = ref(xb)
    # Statistics summed in another order: rounding differences only.
    tol = dict(rtol=1e-4, atol=1e-4) if dtype == torch.float32 else dict(rtol=1e-10, atol=1e-10)
    torch.testing.assert_close(got, want, **tol)
    g = torch.randn_like(want)
    got.backward(g)
    want.backward(g)
    torch.testing.assert_close(xa.grad, xb.grad, **tol)
    for (name, p), q in zip(m.named_parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, **tol, msg=lambda s: f"{name}: {s}")
    for (name, b), r in zip(m.named_buffers(), ref.buffers()):
        torch.testing.assert_close(b, r, **tol, msg=lambda s: f"{name}: {s}")
    assert torchtpu.stats()["fallbacks"] == before
    return "".join(p.read_text() for p in tmp_path.glob("*.stablehlo.mlir"))


@pytest.mark.parametrize("act", [nn.ReLU, nn.ReLU6, nn.Hardswish, nn.SiLU, nn.Identity, lambda: nn.Hardtanh(-1.0, 2.0)],
                         ids=["relu", "relu6", "hardswish", "silu", "none", "hardtanh"])
def test_each_training_batch_norm_runs_with_its_activation_as_one_call(act, tmp_path, monkeypatch):
    torch.manual_seed(0)
    m = _block(act).to(memory_format=torch.channels_last)
    x = torch.randn(4, 8, 32, 32).to(memory_format=torch.channels_last)
    hlo = _train_step_matches(m, x, tmp_path, monkeypatch)
    assert hlo.count(TARGET) == 2, hlo.count(TARGET)
    # The activation's gradient goes into the batch norm's: one kernel call each in the backward.
    assert hlo.count(BACKWARD) == 2, hlo.count(BACKWARD)
    assert "torchtpu_aten_batch_norm\"" not in hlo and "torchtpu_aten_batch_norm_backward" not in hlo


def test_a_channels_first_input_is_moved_channels_last_for_the_kernel_and_back(tmp_path, monkeypatch):
    # No convolution, so the graph stays channels-first: the kernel reads a transposed copy.
    torch.manual_seed(0)
    m = nn.Sequential(nn.BatchNorm2d(16), nn.ReLU(), nn.BatchNorm2d(16), nn.Hardswish())
    hlo = _train_step_matches(m, torch.randn(4, 16, 24, 24), tmp_path, monkeypatch)
    assert hlo.count(TARGET) == 2 and hlo.count(BACKWARD) == 2


def test_float64_and_batch_norm_1d(tmp_path, monkeypatch):
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(32, 512), nn.BatchNorm1d(512), nn.ReLU(), nn.Linear(512, 8))
    hlo = _train_step_matches(m, torch.randn(64, 32), tmp_path, monkeypatch, dtype=torch.float64)
    assert hlo.count(TARGET) == 1 and hlo.count(BACKWARD) == 1


def test_other_activations_small_activations_and_the_switch_are_left_to_the_old_path(tmp_path, monkeypatch):
    torch.manual_seed(0)
    x = torch.randn(4, 8, 32, 32).to(memory_format=torch.channels_last)
    # ELU: not one of the kernel's activations; the batch norm alone still takes the kernel, and
    # the ELU stays XLA's code both ways.
    m = _block(nn.ELU).to(memory_format=torch.channels_last)
    hlo = _train_step_matches(m, x, tmp_path / "elu", monkeypatch)
    assert hlo.count(TARGET) == 2 and hlo.count(BACKWARD) == 2 and "exponential" in hlo
    # Fewer elements than torch's kernels take: XLA's code, fused with its neighbours.
    small = _block(nn.ReLU).to(memory_format=torch.channels_last)
    hlo = _train_step_matches(small, torch.randn(1, 8, 8, 8).to(memory_format=torch.channels_last),
                              tmp_path / "small", monkeypatch)
    assert TARGET not in hlo and BACKWARD not in hlo
    monkeypatch.setenv("TORCHTPU_NORM_EPILOGUE", "0")
    m = _block(nn.ReLU).to(memory_format=torch.channels_last)
    hlo = _train_step_matches(m, x, tmp_path / "off", monkeypatch)
    assert TARGET not in hlo and BACKWARD not in hlo and hlo.count("torchtpu_aten_batch_norm\"") == 2


def test_the_normalized_value_is_written_only_where_the_backward_reads_it(tmp_path, monkeypatch):
    torch.manual_seed(0)
    x = torch.randn(4, 8, 32, 32).to(memory_format=torch.channels_last)
    # hardswish's and SiLU's gradients read their input, ReLU's its output: 6 results against 5.
    for act, results in ((nn.Hardswish, 6), (nn.SiLU, 6), (nn.ReLU, 5)):
        d = tmp_path / act.__name__
        hlo = _train_step_matches(_block(act).to(memory_format=torch.channels_last), x, d, monkeypatch)
        counts = re.findall(r"%\w+:(\d+) = \"stablehlo.custom_call\".*" + TARGET, hlo)
        assert counts and all(int(n) == results for n in counts), (act, counts)


def test_repeated_calls_give_the_same_bits(tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch.manual_seed(0)
    m = _randomize(_block(nn.ReLU)).to(memory_format=torch.channels_last).train()
    x = torch.randn(4, 8, 32, 32).to(memory_format=torch.channels_last)
    torch._dynamo.reset()
    f = torch.compile(m, backend="torchtpu")
    a, b = f(x), f(x)
    assert torch.equal(a, b)
    assert TARGET in "".join(p.read_text() for p in tmp_path.glob("*.stablehlo.mlir"))


@pytest.mark.parametrize("act,lo,hi", [("relu", 0.0, 0.0), ("clamp", -0.5, 1.5), ("hardswish", 0.0, 0.0),
                                       ("silu", 0.0, 0.0), ("none", 0.0, 0.0)])
def test_the_op_in_eager_is_the_batch_norm_then_the_activation(act, lo, hi):
    torch.manual_seed(0)
    x, w, b = torch.randn(2, 4, 5, 5), torch.rand(4) + 0.5, torch.randn(4)
    rm, rv = torch.randn(4), torch.rand(4) + 0.5
    a, z, mean, invstd, nrm, nrv = norm_epilogue.batch_norm_act(x, w, b, rm, rv, 0.1, 1e-5, act, lo, hi)
    ref_rm, ref_rv = rm.clone(), rv.clone()
    want_z = torch.nn.functional.batch_norm(x, ref_rm, ref_rv, w, b, True, 0.1, 1e-5)
    torch.testing.assert_close(z, want_z)
    torch.testing.assert_close(nrm, ref_rm)
    torch.testing.assert_close(nrv, ref_rv)
    want = {"relu": torch.relu, "clamp": lambda t: t.clamp(lo, hi), "hardswish": torch.nn.functional.hardswish,
            "silu": torch.nn.functional.silu, "none": lambda t: t}[act](want_z)
    torch.testing.assert_close(a, want)
    torch.testing.assert_close(mean, x.mean((0, 2, 3)))
    torch.testing.assert_close(invstd, (x.var((0, 2, 3), unbiased=False) + 1e-5).rsqrt())
    with pytest.raises(ValueError, match="activation `gelu`"):
        norm_epilogue.batch_norm_act(x, w, b, rm, rv, 0.1, 1e-5, "gelu", 0.0, 0.0)


@pytest.mark.parametrize("act,lo,hi", [("relu", 0.0, 0.0), ("clamp", -0.5, 1.5), ("hardswish", 0.0, 0.0),
                                       ("silu", 0.0, 0.0), ("none", 0.0, 0.0)])
def test_the_backward_op_in_eager_is_autograds_gradient(act, lo, hi):
    torch.manual_seed(0)
    x = torch.randn(2, 4, 5, 5, dtype=torch.float64, requires_grad=True)
    w = (torch.rand(4, dtype=torch.float64) + 0.5).requires_grad_()
    b = torch.randn(4, dtype=torch.float64, requires_grad=True)
    z = torch.nn.functional.batch_norm(x, None, None, w, b, True)
    a = {"relu": torch.relu, "clamp": lambda t: t.clamp(lo, hi), "hardswish": torch.nn.functional.hardswish,
         "silu": torch.nn.functional.silu, "none": lambda t: t}[act](z)
    g = torch.randn_like(a)
    want = torch.autograd.grad(a, (x, w, b), g)
    mean = x.detach().mean((0, 2, 3))
    invstd = (x.detach().var((0, 2, 3), unbiased=False) + 1e-5).rsqrt()
    # ReLU's gradient reads its output, the others their input.
    s = a.detach() if act == "relu" else z.detach()
    got = norm_epilogue.batch_norm_act_backward(g, s, x.detach(), w.detach(), mean, invstd, act, lo, hi)
    for gv, wv in zip(got, want):
        torch.testing.assert_close(gv, wv)


def test_silu_extremes_and_nan_follow_eager(tmp_path, monkeypatch):
    # The kernel's own exp: large and small normalized values (sigmoid saturating to 0 and 1), and
    # a NaN, which eager's batch norm spreads to its whole channel.
    torch.manual_seed(0)
    m = nn.Sequential(nn.BatchNorm2d(16), nn.SiLU())
    with torch.no_grad():
        m[0].weight.copy_(torch.linspace(0.01, 60.0, 16))
    x = torch.randn(4, 16, 24, 24)
    x[0, 3, 0, 0] = float("nan")
    hlo = _train_step_matches_nan(m, x, tmp_path, monkeypatch)
    assert hlo.count(TARGET) == 1


def _train_step_matches_nan(m, x, tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch._dynamo.reset()
    m = m.train()
    ref = copy.deepcopy(m)
    got, want = torch.compile(m, backend="torchtpu")(x), ref(x)
    torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5, equal_nan=True)
    assert torch.isnan(got[:, 3]).all() and not torch.isnan(got[:, 2]).any()
    return "".join(p.read_text() for p in tmp_path.glob("*.stablehlo.mlir"))
