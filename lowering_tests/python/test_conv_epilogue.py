"""Inference convolutions with their batch norm and activation in one oneDNN call
(capture/conv_epilogue.py, compiler/src/lower/conv.rs `convolution_pointwise`): which graphs the
rewrite takes, that the compiled program calls `torchtpu_aten_conv_pointwise` for them, that
results match eager's, and that what it must leave alone (training, float64, values read
twice, `TORCHTPU_CONV_EPILOGUE=0`) is left alone."""

import copy

import pytest
import torch

import torchtpu
from torchtpu.capture import conv_epilogue

nn = torch.nn
POINTWISE = "torchtpu_aten_conv_pointwise"


def _randomize(m):
    """Batch norms whose statistics and affine parameters are not the identity."""
    g = torch.Generator().manual_seed(1)
    for mod in m.modules():
        if isinstance(mod, nn.BatchNorm2d):
            mod.running_mean.copy_(torch.randn(mod.num_features, generator=g))
            mod.running_var.copy_(torch.rand(mod.num_features, generator=g) + 0.5)
            mod.weight.data.copy_(torch.rand(mod.num_features, generator=g) + 0.5)
            mod.bias.data.copy_(torch.randn(mod.num_features, generator=g))
    return m


def _block(act, c=16, bias=False):
    """A dense 3x3, a 1x1 and a depthwise 3x3 convolution, each with its batch norm and `act`."""
    return nn.Sequential(
        nn.Conv2d(c, c, 3, padding=1, bias=bias), nn.BatchNorm2d(c), act(),
        nn.Conv2d(c, c, 1, bias=bias), nn.BatchNorm2d(c), act(),
        nn.Conv2d(c, c, 3, padding=1, groups=c, bias=bias), nn.BatchNorm2d(c), act(),
    )


def _compile_and_compare(m, x, tmp_path, monkeypatch, tol=None):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch._dynamo.reset()
    with torch.no_grad():
        want = m(x)
        got = torch.compile(m, backend="torchtpu")(x)
    torch.testing.assert_close(got, want, **(tol or dict(rtol=1e-5, atol=1e-5)))
    assert torchtpu.stats()["fallbacks"] == 0
    return "".join(p.read_text() for p in tmp_path.glob("*.stablehlo.mlir"))


@pytest.mark.parametrize("act", [nn.ReLU, nn.SiLU, nn.Hardswish, nn.ReLU6, nn.Identity])
def test_each_convolution_runs_with_its_batch_norm_and_activation_as_one_call(act, tmp_path, monkeypatch):
    torch.manual_seed(0)
    m = _randomize(_block(act)).eval()
    hlo = _compile_and_compare(m, torch.randn(2, 16, 32, 32), tmp_path, monkeypatch)
    # All three convolutions fused: with an activation, and with none (Identity) the batch norm alone.
    assert hlo.count(POINTWISE) == 3, hlo.count(POINTWISE)
    assert "torchtpu_aten_conv\"" not in hlo


def test_a_convolution_with_a_bias_and_an_activation_and_no_batch_norm_is_fused(tmp_path, monkeypatch):
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.Conv2d(16, 16, 3, padding=1), nn.SiLU(),
                      nn.Conv2d(16, 16, 3, padding=1), nn.Hardtanh(-1.0, 2.0)).eval()
    hlo = _compile_and_compare(m, torch.randn(2, 8, 32, 32), tmp_path, monkeypatch)
    assert hlo.count(POINTWISE) == 3


def test_a_resnet_block_fuses_the_convolutions_and_leaves_the_residual_add_to_xla(tmp_path, monkeypatch):
    import torchvision

    torch.manual_seed(0)
    m = _randomize(torchvision.models.resnet18(num_classes=10)).eval()
    x = torch.randn(2, 3, 128, 128)
    # Every convolution has its batch norm (the stem and the downsampling ones too); those whose
    # result is at least MIN_RATIO times their weight are fused.
    sizes = []
    hooks = [c.register_forward_hook(lambda mod, i, o: sizes.append((o.numel(), mod.weight.numel())))
             for c in m.modules() if isinstance(c, nn.Conv2d)]
    with torch.no_grad():
        m(x)
    for h in hooks:
        h.remove()
    expected = sum(out >= conv_epilogue.MIN_RATIO * w for out, w in sizes)
    assert len(sizes) == 20 and 0 < expected < 20, sizes
    hlo = _compile_and_compare(m, x, tmp_path, monkeypatch, tol=dict(rtol=1e-4, atol=1e-4))
    assert hlo.count(POINTWISE) == expected, (hlo.count(POINTWISE), expected)


def test_a_clamp_whose_min_is_above_its_max_is_left_as_written(tmp_path, monkeypatch):
    # torch's clamp gives `max` there; oneDNN's clip is not asked to agree.
    torch.manual_seed(0)
    conv = nn.Conv2d(8, 8, 3, padding=1)
    hlo = _compile_and_compare(lambda x: torch.clamp(conv(x), 1.0, -1.0), torch.randn(2, 8, 32, 32), tmp_path,
                               monkeypatch)
    assert POINTWISE not in hlo


def test_a_convolution_whose_result_is_read_twice_is_left_as_written(tmp_path, monkeypatch):
    class TwoReaders(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv, self.bn = nn.Conv2d(8, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8)

        def forward(self, x):
            y = self.conv(x)
            return torch.relu(self.bn(y)) + y

    torch.manual_seed(0)
    m = _randomize(TwoReaders()).eval()
    hlo = _compile_and_compare(m, torch.randn(2, 8, 32, 32), tmp_path, monkeypatch)
    assert POINTWISE not in hlo


def test_training_float64_and_the_switch_leave_the_graph_as_written(tmp_path, monkeypatch):
    torch.manual_seed(0)
    m = _randomize(_block(nn.ReLU)).eval()
    x = torch.randn(2, 16, 32, 32)
    # Float64: oneDNN's fused form is float32 only.
    hlo = _compile_and_compare(copy.deepcopy(m).double(), x.double(), tmp_path / "f64", monkeypatch,
                               tol=dict(rtol=1e-10, atol=1e-10))
    assert POINTWISE not in hlo
    monkeypatch.setenv("TORCHTPU_CONV_EPILOGUE", "0")
    hlo = _compile_and_compare(m, x, tmp_path / "off", monkeypatch)
    assert POINTWISE not in hlo
    monkeypatch.delenv("TORCHTPU_CONV_EPILOGUE")
    # A training step (batch norm in training mode; and in eval mode with gradients wanted, where
    # the forward saves the convolution's result for the batch norm's weight gradient).
    for train in (True, False):
        d = tmp_path / f"train{train}"
        monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(d))
        torch._dynamo.reset()
        a, b = copy.deepcopy(m).train(train), copy.deepcopy(m).train(train)
        xa, xb = x.clone().requires_grad_(), x.clone().requires_grad_()
        torch.compile(a, backend="torchtpu")(xa).square().mean().backward()
        b(xb).square().mean().backward()
        torch.testing.assert_close(xa.grad, xb.grad, rtol=1e-4, atol=1e-5)
        for pa, pb in zip(a.parameters(), b.parameters()):
            torch.testing.assert_close(pa.grad, pb.grad, rtol=1e-4, atol=1e-4)
        assert POINTWISE not in "".join(p.read_text() for p in d.glob("*.stablehlo.mlir"))


def test_a_small_convolution_is_left_alone_by_the_cost_rule(tmp_path, monkeypatch):
    # The fold reads and writes the weight on every call; a result smaller than MIN_RATIO times
    # the weight is not worth it (the last layers of a ResNet at batch 2).
    torch.manual_seed(0)
    m = _randomize(nn.Sequential(nn.Conv2d(64, 64, 3, padding=1, bias=False), nn.BatchNorm2d(64), nn.ReLU())).eval()
    x = torch.randn(2, 64, 4, 4)
    assert 2 * 64 * 4 * 4 < conv_epilogue.MIN_RATIO * 64 * 64 * 9
    hlo = _compile_and_compare(m, x, tmp_path, monkeypatch)
    assert POINTWISE not in hlo and "torchtpu_aten_conv" in hlo


@pytest.mark.parametrize("attr,scalars", [("none", [None]), ("relu", [None]), ("swish", [None]),
                                          ("hardswish", [None]), ("hardtanh", [-0.5, 0.5])])
def test_the_op_written_by_hand_matches_eager_in_the_kernel_and_in_xlas_code(attr, scalars, monkeypatch):
    # The user's own call of the op: a large one runs in oneDNN's kernel, a tiny one (below the
    # kernels' size) in XLA's code for the convolution, bias and activation.
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    op = torch.ops.mkldnn._convolution_pointwise

    def f(x, w, b):
        return op(x, w, b, [1, 1], [1, 1], [1, 1], 1, attr, scalars, None)

    for shape, wshape in [((2, 8, 32, 32), (16, 8, 3, 3)), ((1, 2, 4, 4), (2, 2, 3, 3))]:
        x, w, b = torch.randn(shape), torch.randn(wshape), torch.randn(wshape[0])
        torch._dynamo.reset()
        got = torch.compile(f, backend="torchtpu")(x, w, b)
        torch.testing.assert_close(got, f(x, w, b), rtol=1e-5, atol=1e-5)
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.fallback
def test_an_activation_torchtpu_does_not_fuse_runs_in_eager_with_a_warning(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "eager")
    op = torch.ops.mkldnn._convolution_pointwise

    def f(x, w, b):
        return op(x, w, b, [1, 1], [1, 1], [1, 1], 1, "gelu", [None], "none") + 1

    x, w, b = torch.randn(2, 8, 32, 32), torch.randn(16, 8, 3, 3), torch.randn(16)
    torch._dynamo.reset()
    with pytest.warns(RuntimeWarning, match="mkldnn._convolution_pointwise.default"):
        got = torch.compile(f, backend="torchtpu")(x, w, b)
    torch.testing.assert_close(got, f(x, w, b))
