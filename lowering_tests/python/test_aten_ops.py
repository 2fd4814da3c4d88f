"""softmax, log_softmax, GELU, layer norm, training batch norm, sums and means, and their
gradients, in torch's own CPU kernels
(runtime/cpu_kernels/aten_ops.rs, lower/aten_ops.rs, python_plugin/csrc/aten_kernels.cpp): large
float32/float64 ones become `torchtpu_aten_<op>` custom calls with eager's exact results, their
gradients stay whole for those kernels (capture/decompositions.py, `ATEN_KEPT`), small ones and
other dtypes keep XLA's code, and `TORCHTPU_ATEN_OPS=0` switches it all off."""

from __future__ import annotations

import re

import pytest
import torch

import torchtpu
from torchtpu import _native
from torchtpu.capture.decompositions import ATEN_KEPT, decompositions

F = torch.nn.functional


def _targets(text: str) -> set[str]:
    return set(re.findall(r'call_target_name = "([^"]+)"', text))


def _run(fn, xs, dump_dir, monkeypatch):
    """`fn` compiled and in eager on copies of `xs`, with one random output gradient: outputs and
    every input gradient, each pair; and the custom call targets of every graph dumped."""
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(dump_dir))
    a = [x.detach().clone().requires_grad_() for x in xs]
    b = [x.detach().clone().requires_grad_() for x in xs]
    torch._dynamo.reset()
    torchtpu.reset_stats()
    got, want = torch.compile(fn, backend="torchtpu")(*a), fn(*b)
    g = torch.randn_like(want)
    got.backward(g)
    want.backward(g)
    assert torchtpu.stats()["fallbacks"] == 0
    pairs = [(got, want)] + [(x.grad, y.grad) for x, y in zip(a, b)]
    text = "".join(p.read_text(errors="replace") for p in dump_dir.rglob("*.mlir"))
    return pairs, _targets(text)


LN = dict(normalized_shape=(192,))
# (name, fn, input shapes, the forward and backward targets)
OPS = [
    ("softmax", lambda x: torch.softmax(x * 2, -1), [(24, 37, 41)], {"torchtpu_aten_softmax", "torchtpu_aten_softmax_backward"}),
    ("softmax dim 1", lambda x: torch.softmax(x, 1), [(8, 64, 40)], {"torchtpu_aten_softmax", "torchtpu_aten_softmax_backward"}),
    ("log_softmax", lambda x: F.log_softmax(x, -1), [(64, 1000)], {"torchtpu_aten_log_softmax", "torchtpu_aten_log_softmax_backward"}),
    ("gelu", lambda x: F.gelu(x), [(8, 37, 96)], {"torchtpu_aten_gelu", "torchtpu_aten_gelu_backward"}),
    ("gelu tanh", lambda x: F.gelu(x, approximate="tanh"), [(8, 37, 96)], {"torchtpu_aten_gelu", "torchtpu_aten_gelu_backward"}),
    ("layer_norm", lambda x, w, b: F.layer_norm(x, (192,), w, b), [(8, 33, 192), (192,), (192,)],
     {"torchtpu_aten_layer_norm", "torchtpu_aten_layer_norm_backward"}),
    ("layer_norm over 2 dims, no affine", lambda x: F.layer_norm(x, (33, 64)), [(8, 33, 64)],
     {"torchtpu_aten_layer_norm", "torchtpu_aten_layer_norm_backward"}),
    ("layer_norm weight only", lambda x, w: F.layer_norm(x, (192,), w), [(8, 33, 192), (192,)],
     {"torchtpu_aten_layer_norm", "torchtpu_aten_layer_norm_backward"}),
]


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("name,fn,shapes,targets", OPS, ids=[o[0] for o in OPS])
def test_ops_take_aten_and_equal_eager(name, fn, shapes, targets, dtype, tmp_path, monkeypatch):
    torch.manual_seed(0)
    xs = [torch.randn(s, dtype=dtype) for s in shapes]
    pairs, seen = _run(fn, xs, tmp_path, monkeypatch)
    # The same kernels on the same values: bit for bit.
    for got, want in pairs:
        torch.testing.assert_close(got, want, rtol=0, atol=0)
    assert targets <= seen, f"{name}: {sorted(targets - seen)} not called (saw {sorted(seen)})"


# Sums and means over middle, last and all dims; the squeeze-and-excitation gate's mean over a
# channels-last image seen channels-first (read as it lies), whose gradient sums over rows and
# columns as well. (name, fn, input shape)
REDUCTIONS = [
    ("sum over middle dims", lambda x: x.sum((1, 2)), (8, 20, 20, 16)),
    ("mean over the last dim", lambda x: x.mean(-1), (4, 96, 300)),
    ("sum of all", lambda x: (x * 3).sum(), (64, 700)),
    ("excitation gate", lambda x: (lambda v: v * torch.sigmoid(v.mean((2, 3), keepdim=True)))(x.permute(0, 3, 1, 2)), (4, 14, 14, 96)),
]


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("name,fn,shape", REDUCTIONS, ids=[r[0] for r in REDUCTIONS])
def test_sums_and_means_take_aten_and_equal_eager(name, fn, shape, dtype, tmp_path, monkeypatch):
    torch.manual_seed(0)
    pairs, seen = _run(fn, [torch.randn(shape, dtype=dtype)], tmp_path, monkeypatch)
    assert "torchtpu_aten_reduce" in seen, seen
    # A sum or mean alone is ATen's kernel on the same values: bit for bit. The gate's sigmoid and
    # product, and the gradients (broadcasts and divisions by the count), are XLA's code, which
    # rounds differently from eager's.
    exact = name != "excitation gate"
    tol = dict(rtol=1e-5, atol=1e-6) if dtype == torch.float32 else dict(rtol=1e-13, atol=1e-14)
    torch.testing.assert_close(pairs[0][0], pairs[0][1], **(dict(rtol=0, atol=0) if exact else tol))
    for got, want in pairs[1:]:
        torch.testing.assert_close(got, want, **tol)


def test_a_transformer_block_trains_with_the_kernels_and_matches_eager(tmp_path, monkeypatch):
    # Attention softmax, GELU MLP and layer norms in one graph, three SGD steps, against eager.
    torch.manual_seed(0)
    make = lambda: torch.nn.TransformerEncoderLayer(64, 4, 256, dropout=0.0, activation="gelu", batch_first=True)
    m, ref = make(), make()
    ref.load_state_dict(m.state_dict())
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    c = torch.compile(m, backend="torchtpu")
    x = torch.randn(4, 80, 64)  # layer norms of 20K elements: over ATEN_OPS_MIN_ELEMENTS
    opts = torch.optim.SGD(m.parameters(), lr=0.1), torch.optim.SGD(ref.parameters(), lr=0.1)
    for _ in range(3):
        for model, opt in zip((c, ref), opts):
            opt.zero_grad()
            model(x).square().mean().backward()
            opt.step()
    assert torchtpu.stats()["fallbacks"] == 0
    for (n, p), q in zip(m.named_parameters(), ref.parameters()):
        torch.testing.assert_close(p, q, rtol=1e-5, atol=1e-6, msg=n)
    seen = _targets("".join(p.read_text(errors="replace") for p in tmp_path.rglob("*.mlir")))
    assert {"torchtpu_aten_softmax_backward", "torchtpu_aten_layer_norm_backward", "torchtpu_aten_gelu_backward"} <= seen


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("affine", [True, False])
def test_training_batch_norm_takes_aten_and_equals_eager(dtype, affine, tmp_path, monkeypatch):
    # Output, every gradient and the running statistics, bit for bit; eval mode stays XLA's
    # (an affine map per channel, fused with what follows).
    torch.manual_seed(0)
    make = lambda: torch.nn.BatchNorm2d(16, affine=affine, momentum=0.3).to(dtype)
    bn, ref = make(), make()
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    # torch's kernel itself; by default a training batch norm takes torchtpu's own two-pass kernel
    # (test_norm_epilogue.py), whose statistics round differently.
    monkeypatch.setenv("TORCHTPU_NORM_EPILOGUE", "0")
    x = torch.randn(4, 16, 20, 20, dtype=dtype)
    xa, xb = x.clone().requires_grad_(), x.clone().requires_grad_()
    torch._dynamo.reset()
    torchtpu.reset_stats()
    c = torch.compile(bn, backend="torchtpu")
    for _ in range(2):
        out, want = c(xa), ref(xb)
        g = torch.randn_like(want)
        out.backward(g)
        want.backward(g)
    assert torchtpu.stats()["fallbacks"] == 0
    pairs = [(out, want), (xa.grad, xb.grad), (bn.running_mean, ref.running_mean), (bn.running_var, ref.running_var)]
    pairs += [(p.grad, q.grad) for p, q in zip(bn.parameters(), ref.parameters())]
    for got, exp in pairs:
        torch.testing.assert_close(got, exp, rtol=0, atol=0)
    seen = _targets("".join(p.read_text(errors="replace") for p in tmp_path.rglob("*.mlir")))
    assert {"torchtpu_aten_batch_norm", "torchtpu_aten_batch_norm_backward"} <= seen, seen
    bn.eval()
    with torch.no_grad():
        assert "torchtpu_aten_batch_norm" not in torchtpu.inspect(bn, x)[0]


def test_small_ops_and_half_dtypes_keep_xlas_code(tmp_path, monkeypatch):
    torch.manual_seed(0)
    small = torch.randn(4, 8)
    assert _native.ATEN_OPS_MIN_ELEMENTS > small.numel()
    pairs, seen = _run(lambda x: torch.softmax(x, -1), [small], tmp_path / "small", monkeypatch)
    assert not {t for t in seen if t.startswith("torchtpu_aten_")}, seen
    for got, want in pairs:
        torch.testing.assert_close(got, want)
    big = torch.randn(64, 512, dtype=torch.bfloat16)
    pairs, seen = _run(lambda x: F.gelu(x), [big], tmp_path / "bf16", monkeypatch)
    assert not {t for t in seen if t.startswith("torchtpu_aten_")}, seen
    for got, want in pairs:
        torch.testing.assert_close(got, want, rtol=2e-2, atol=2e-2)


def test_off_switch_keeps_xlas_code_and_decomposes_the_gradients(tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_ATEN_OPS", "0")
    torch.manual_seed(0)
    pairs, seen = _run(lambda x: F.gelu(torch.softmax(x, -1) * 40), [torch.randn(32, 40, 50)], tmp_path, monkeypatch)
    assert not {t for t in seen if t.startswith("torchtpu_aten_")}, seen
    for got, want in pairs:
        torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5)


def test_the_table_keeps_the_gradients_whole_only_where_the_kernels_take_them():
    table = decompositions(aten_ops=True)
    aten = torch.ops.aten
    softmax_bwd = table[aten._softmax_backward_data.default]
    big = torch.randn(64, 512)
    assert softmax_bwd(big, big, -1, torch.float32) is NotImplemented
    # Small, a half dtype, or a half-to-float softmax: torch's decomposition.
    assert softmax_bwd(big[:2, :8], big[:2, :8], -1, torch.float32) is not NotImplemented
    h = big.to(torch.bfloat16)
    assert softmax_bwd(h, h, -1, torch.bfloat16) is not NotImplemented
    assert softmax_bwd(big, big, -1, torch.bfloat16) is not NotImplemented
    # Without the kernels, every one is decomposed as torch does it.
    plain = decompositions()
    for name in ATEN_KEPT:
        op = getattr(aten, name).default
        assert plain[op] is not table[op]
        assert not getattr(plain[op], "__name__", "").endswith("_unless_aten")


def test_a_user_kernel_calling_the_targets_gets_errors_not_crashes():
    # The targets are reachable from a user's own StableHLO kernel. Good params give eager's
    # softmax; a dim the tensor does not have, a NaN eps and a wrong result shape are errors.
    def call(target: str, params: str, n: int, out: str = "4x8") -> str:
        return f"""module {{
  func.func @main(%x: tensor<4x8xf32>) -> tensor<{out}xf32> {{
    %p = "stablehlo.constant"() {{value = dense<[{params}]> : tensor<{n}xi64>}} : () -> tensor<{n}xi64>
    %y = "stablehlo.custom_call"(%x, %p) {{call_target_name = "{target}", api_version = 4 : i32, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]}} : (tensor<4x8xf32>, tensor<{n}xi64>) -> tensor<{out}xf32>
    return %y : tensor<{out}xf32>
  }}
}}"""

    x = torch.randn(4, 8)
    ok = torchtpu.stablehlo_kernel(call("torchtpu_aten_softmax", "0, 0, 1", 3), ((4, 8), torch.float32))
    torch.testing.assert_close(torch.compile(lambda x: ok(x), backend="torchtpu")(x), torch.softmax(x, 1), rtol=0, atol=0)
    bad_dim = torchtpu.stablehlo_kernel(call("torchtpu_aten_softmax", "0, 0, 5", 3), ((4, 8), torch.float32))
    with pytest.raises(torchtpu.InternalCompileError, match="torchtpu_aten_softmax: dim"):
        torch.compile(lambda x: bad_dim(x), backend="torchtpu")(x)
    nan_eps = torchtpu.stablehlo_kernel(call("torchtpu_aten_gelu", f"0, {0x7FF8000000000000}, 0", 3), ((4, 8), torch.float32))
    with pytest.raises(torchtpu.InternalCompileError, match="out of range"):
        torch.compile(lambda x: nan_eps(x), backend="torchtpu")(x)
    # A result buffer of another shape is refused before ATen runs.
    wrong = torchtpu.stablehlo_kernel(call("torchtpu_aten_gelu", "0, 0, 0", 3, out="2x8"), ((2, 8), torch.float32))
    with pytest.raises(torchtpu.InternalCompileError, match="result and operand"):
        torch.compile(lambda x: wrong(x), backend="torchtpu")(x)


def _cl(shape):
    return lambda: torch.randn(shape).to(memory_format=torch.channels_last)


# (name, fn, input maker): 2-d max pools in torch's kernel, channels-last (as a convolutional
# network's activations are) and not, with padding, dilation, ceil_mode, a non-square window, and
# ties (ReLU's zeros: the first maximum in the window is the one torch picks).
POOLS = [
    ("ResNet stem pool, channels last", lambda x: F.max_pool2d(x, 3, 2, 1), _cl((2, 64, 56, 56))),
    ("2x2/2, channels first", lambda x: F.max_pool2d(x * 2, 2), lambda: torch.randn(2, 32, 40, 40)),
    ("ceil_mode, dilation 2", lambda x: F.max_pool2d(x, 3, 2, 1, dilation=2, ceil_mode=True), _cl((2, 48, 33, 33))),
    ("3x2 window, stride 2x1", lambda x: F.max_pool2d(x, (3, 2), (2, 1), (1, 0)), lambda: torch.randn(2, 40, 30, 31)),
    ("ties after ReLU", lambda x: F.max_pool2d(torch.relu(x - 1), 3, 2, 1), _cl((2, 64, 28, 28))),
]


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("name,fn,make", POOLS, ids=[p[0] for p in POOLS])
def test_max_pools_take_aten_and_equal_eager(name, fn, make, dtype, tmp_path, monkeypatch):
    torch.manual_seed(0)
    x = make().to(dtype)
    pairs, seen = _run(fn, [x], tmp_path, monkeypatch)
    assert {"torchtpu_aten_max_pool2d", "torchtpu_aten_max_pool2d_backward"} <= seen, seen
    # The same kernels on the same values: the pooled values and the input gradient bit for bit.
    for got, want in pairs:
        torch.testing.assert_close(got, want, rtol=0, atol=0)


def test_max_pool_indices_are_torchs():
    torch.manual_seed(0)
    x = torch.relu(torch.randn(2, 64, 30, 30)).to(memory_format=torch.channels_last)
    f = lambda x: F.max_pool2d(x, 3, 2, 1, return_indices=True)  # noqa: E731
    torch._dynamo.reset()
    torchtpu.reset_stats()
    (v, i), (ev, ei) = torch.compile(f, backend="torchtpu")(x), f(x)
    assert torchtpu.stats()["fallbacks"] == 0
    torch.testing.assert_close(v, ev, rtol=0, atol=0)
    assert i.dtype == torch.int64 and torch.equal(i, ei)


def test_a_user_kernel_with_indices_outside_the_input_gets_an_error_not_a_write():
    # A max pool's gradient is written at each index: a user's StableHLO kernel that passes
    # indices outside the input is refused before ATen runs.
    ints = "0, 0, 2, 2, 2, 2, 0, 0, 1, 1, 0, 0"
    text = f"""module {{
  func.func @main(%g: tensor<1x1x2x2xf32>, %x: tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32> {{
    %i = "stablehlo.constant"() {{value = dense<[[[[0, 2], [8, 99]]]]> : tensor<1x1x2x2xi64>}} : () -> tensor<1x1x2x2xi64>
    %p = "stablehlo.constant"() {{value = dense<[{ints}]> : tensor<12xi64>}} : () -> tensor<12xi64>
    %y = "stablehlo.custom_call"(%g, %x, %i, %p) {{call_target_name = "torchtpu_aten_max_pool2d_backward", api_version = 4 : i32, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]}} : (tensor<1x1x2x2xf32>, tensor<1x1x4x4xf32>, tensor<1x1x2x2xi64>, tensor<12xi64>) -> tensor<1x1x4x4xf32>
    return %y : tensor<1x1x4x4xf32>
  }}
}}"""
    k = torchtpu.stablehlo_kernel(text, ((1, 1, 4, 4), torch.float32))
    with pytest.raises(torchtpu.InternalCompileError, match="index 99 outside the input's 16 positions"):
        torch.compile(lambda g, x: k(g, x), backend="torchtpu")(torch.randn(1, 1, 2, 2), torch.randn(1, 1, 4, 4))
