"""Convolutions in torch's own CPU kernels (oneDNN through ATen; runtime/cpu_kernels/aten.rs,
lower/conv_aten.rs, python_plugin/csrc/aten_kernels.cpp): forward, input and weight gradients
become `torchtpu_aten_conv*` custom calls whose results are eager's; 1x1 convolutions keep the
BLAS product, 3x3 depthwise ones XLA's fusion, and `TORCHTPU_ATEN_CONV=0` switches it all off."""

import os

import pytest
import torch

import conv_checks
import torchtpu
from torchtpu import device

F = torch.nn.functional


def _compiled(fn, *args):
    torch._dynamo.reset()
    out = torch.compile(fn, backend="torchtpu")(*args)
    assert torchtpu.stats()["fallbacks"] == 0
    return out


def test_runtime_reports_the_aten_kernels():
    _compiled(lambda a: a + 1, torch.ones(2))
    path = device.runtime_info()["aten_kernels"]
    assert path is not None and path.endswith("_aten_kernels.so") and os.path.exists(path)


# (name, conv module kwargs, input shape): every spatial rank, stride, padding, dilation and group
# layout ATen takes.
CONVS = [
    ("2d 3x3 pad 1", dict(in_channels=16, out_channels=24, kernel_size=3, padding=1), (2, 16, 18, 18)),
    ("2d 7x7 stride 2 (a ResNet stem)", dict(in_channels=3, out_channels=16, kernel_size=7, stride=2, padding=3), (2, 3, 33, 30)),
    ("2d 3x5 dilated, stride (2, 3)", dict(in_channels=8, out_channels=16, kernel_size=(3, 5), stride=(2, 3), dilation=(2, 1), padding=2), (2, 8, 21, 23)),
    ("2d groups 4", dict(in_channels=16, out_channels=32, kernel_size=3, padding=1, groups=4), (2, 16, 14, 14)),
    ("2d 7x7 depthwise (ConvNeXt)", dict(in_channels=16, out_channels=16, kernel_size=7, padding=3, groups=16), (2, 16, 20, 20)),
    ("2d 5x5 depthwise stride 2", dict(in_channels=24, out_channels=24, kernel_size=5, stride=2, padding=2, groups=24), (2, 24, 19, 17)),
    ("2d reflect pad", dict(in_channels=8, out_channels=16, kernel_size=3, padding=1, padding_mode="reflect"), (2, 8, 16, 16)),
    ("1d 5 taps stride 2", dict(in_channels=32, out_channels=48, kernel_size=5, stride=2, padding=2), (3, 32, 61)),
    ("3d 3x3x3", dict(in_channels=8, out_channels=12, kernel_size=3, padding=1), (2, 8, 6, 9, 9)),
]


def _conv(kw):
    n = {2: torch.nn.Conv1d, 3: torch.nn.Conv2d, 4: torch.nn.Conv3d}
    return lambda shape: n[len(shape) - 1](**kw)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("name,kw,shape", CONVS, ids=[c[0] for c in CONVS])
def test_convolutions_take_aten_and_match_eager(name, kw, shape, dtype, tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    with torch.no_grad():
        assert "torchtpu_aten_conv" in torchtpu.inspect(_conv(kw)(shape).to(dtype), torch.randn(shape, dtype=dtype))[0], f"{name}: no ATen call"
    # The convolution is eager's own; only the bias add is XLA's (eager adds it inside oneDNN).
    tol = dict(rtol=1e-5, atol=1e-5) if dtype == torch.float32 else dict(rtol=1e-12, atol=1e-12)
    dumped = conv_checks.check_against_eager(lambda: _conv(kw)(shape), shape, dtype, tmp_path, tol)
    assert "torchtpu_aten_conv_input_grad" in dumped, f"{name}: the input gradient did not take ATen"
    depthwise = kw.get("groups", 1) == kw["in_channels"] == kw["out_channels"]
    # A depthwise weight gradient keeps torchtpu's own loops, faster than eager's.
    wgrad = "torchtpu_conv2d_wgrad" if depthwise else "torchtpu_aten_conv_weight_grad"
    assert wgrad in dumped, f"{name}: the weight gradient did not take {wgrad}"


def test_the_input_gradient_alone_and_the_weight_gradient_alone():
    torch.manual_seed(0)
    x, w = torch.randn(2, 8, 12, 12), torch.randn(16, 8, 3, 3)
    for need_x, need_w in ((True, False), (False, True)):
        xa, wa = x.clone().requires_grad_(need_x), w.clone().requires_grad_(need_w)
        xb, wb = x.clone().requires_grad_(need_x), w.clone().requires_grad_(need_w)
        out = _compiled(lambda x, w: F.conv2d(x, w, padding=1).square().sum(), xa, wa)
        out.backward()
        F.conv2d(xb, wb, padding=1).square().sum().backward()
        assert torchtpu.stats()["fallbacks"] == 0  # the backward graph too
        got, want = (xa.grad, xb.grad) if need_x else (wa.grad, wb.grad)
        torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-4)


def test_pointwise_and_small_depthwise_convolutions_keep_their_own_lowering():
    with torch.no_grad():
        pointwise = torchtpu.inspect(torch.nn.Conv2d(64, 32, 1), torch.randn(2, 64, 20, 20))[0]
        depthwise = torchtpu.inspect(torch.nn.Conv2d(32, 32, 3, padding=1, groups=32), torch.randn(2, 32, 20, 20))[0]
    assert "torchtpu_gemm_" in pointwise and "torchtpu_aten_conv" not in pointwise
    assert "torchtpu_aten_conv" not in depthwise


def test_strided_small_depthwise_convolutions_take_aten():
    # XLA's strided slices made a 3x3/2 depthwise convolution slow (EfficientNet's, 96 x 112 x
    # 112: 15.3 against 3.7 ms): strided ones go to torch's kernel, forward and input gradient.
    torch.manual_seed(0)
    m, x = torch.nn.Conv2d(32, 32, 3, stride=2, padding=1, groups=32), torch.randn(2, 32, 20, 20, requires_grad=True)
    with torch.no_grad():
        text = torchtpu.inspect(m, x.detach())[0]
    assert "torchtpu_aten_conv" in text
    got = _compiled(m, x)
    want = m(x)
    torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5)
    g = torch.randn_like(want)
    for a, b in zip(torch.autograd.grad(got, (x, m.weight), g), torch.autograd.grad(want, (x, m.weight), g)):
        torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-5)


def test_small_and_integer_convolutions_stay_xla():
    with torch.no_grad():
        tiny = torchtpu.inspect(torch.nn.Conv2d(2, 2, 3), torch.randn(1, 2, 5, 5))[0]
    assert "torchtpu_aten_conv" not in tiny and "stablehlo.convolution" in tiny


def test_switched_off_convolutions_are_xla_convolutions(monkeypatch):
    monkeypatch.setenv("TORCHTPU_ATEN_CONV", "0")
    with torch.no_grad():
        text = torchtpu.inspect(torch.nn.Conv2d(48, 48, 3, padding=1), torch.randn(2, 48, 12, 12))[0]
    assert "torchtpu_aten_conv" not in text


def test_half_precision_convolutions_compute_in_float32():
    # As the lowering computes bfloat16 convolutions (in float32, rounded once).
    torch.manual_seed(0)
    x, w = torch.randn(2, 8, 12, 12, dtype=torch.bfloat16), torch.randn(16, 8, 3, 3, dtype=torch.bfloat16)
    assert "torchtpu_aten_conv" in torchtpu.inspect(lambda x, w: F.conv2d(x, w, padding=1), x, w)[0]
    out = _compiled(lambda x, w: F.conv2d(x, w, padding=1), x, w)
    torch.testing.assert_close(out, F.conv2d(x.float(), w.float(), padding=1).bfloat16())


def test_a_training_step_under_autocast_matches_eager():
    # A compiled program may run its kernel calls on the caller's thread, inside the user's
    # autocast: the kernels run with a clean dispatch state, so the float32 convolution the graph
    # asks for is not cast again.
    torch.manual_seed(0)

    def net():
        return torch.nn.Sequential(torch.nn.Conv2d(3, 16, 3, padding=1), torch.nn.BatchNorm2d(16), torch.nn.ReLU(),
                                   torch.nn.Conv2d(16, 16, 5, padding=2, groups=16), torch.nn.Conv2d(16, 8, 3, stride=2),
                                   torch.nn.Flatten(), torch.nn.LazyLinear(10))

    model, ref = net(), net()
    x = torch.randn(4, 3, 16, 16)
    threads = torch.get_num_threads()
    model(x), ref(x)
    ref.load_state_dict(model.state_dict())
    step = torch.compile(lambda x: model(x).float().square().mean(), backend="torchtpu")
    with torch.autocast("cpu", dtype=torch.bfloat16):
        loss = step(x)
        ref_loss = ref(x).float().square().mean()
    loss.backward()
    ref_loss.backward()
    assert torchtpu.stats()["fallbacks"] == 0
    torch.testing.assert_close(loss, ref_loss, rtol=2e-2, atol=1e-3)
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=5e-2, atol=5e-3)
    # A kernel call run on this thread leaves its OpenMP thread count as it found it.
    assert torch.get_num_threads() == threads


def test_a_kernel_call_with_bad_params_is_an_error_not_a_crash():
    # The ATen targets are reachable from a user's own StableHLO kernel: params out of range (a
    # stride of 0) and dims that do not fit the window are refused by the handler, before ATen runs.
    def call(params: str, n: int) -> str:
        return f"""module {{
  func.func @main(%x: tensor<1x1x4x4xf32>, %w: tensor<1x1x3x3xf32>) -> tensor<1x1x2x2xf32> {{
    %p = "stablehlo.constant"() {{value = dense<[{params}]> : tensor<{n}xi64>}} : () -> tensor<{n}xi64>
    %y = "stablehlo.custom_call"(%x, %w, %p) {{call_target_name = "torchtpu_aten_conv", api_version = 4 : i32, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]}} : (tensor<1x1x4x4xf32>, tensor<1x1x3x3xf32>, tensor<{n}xi64>) -> tensor<1x1x2x2xf32>
    return %y : tensor<1x1x2x2xf32>
  }}
}}"""

    x, w = torch.ones(1, 1, 4, 4), torch.ones(1, 1, 3, 3)
    ok = torchtpu.stablehlo_kernel(call("2, 1, 0, 1, 1, 0, 0, 1, 1", 9), ((1, 1, 2, 2), torch.float32))
    torch.testing.assert_close(torch.compile(lambda x, w: ok(x, w), backend="torchtpu")(x, w), torch.full((1, 1, 2, 2), 9.0))
    zero_stride = torchtpu.stablehlo_kernel(call("2, 1, 0, 0, 1, 0, 0, 1, 1", 9), ((1, 1, 2, 2), torch.float32))
    with pytest.raises(torchtpu.InternalCompileError, match="out of range"):
        torch.compile(lambda x, w: zero_stride(x, w), backend="torchtpu")(x, w)
    # Stride 2 gives a 1x1 result, not the 2x2 buffer; a padding of 1000 a 1000x1000 one: refused
    # before ATen makes a tensor larger than XLA's buffer.
    wrong = torchtpu.stablehlo_kernel(call("2, 1, 0, 2, 2, 0, 0, 1, 1", 9), ((1, 1, 2, 2), torch.float32))
    with pytest.raises(torchtpu.InternalCompileError, match="do not agree"):
        torch.compile(lambda x, w: wrong(x, w), backend="torchtpu")(x, w)
    wrong = torchtpu.stablehlo_kernel(call("2, 1, 0, 1, 1, 1000, 1000, 1, 1", 9), ((1, 1, 2, 2), torch.float32))
    with pytest.raises(torchtpu.InternalCompileError, match="do not agree"):
        torch.compile(lambda x, w: wrong(x, w), backend="torchtpu")(x, w)


class _ConvNeXtLikeBlock(torch.nn.Module):
    """timm's ConvNeXt block with `conv_mlp` (LayerNorm2d as permute, layer norm, permute back;
    then 1x1 convolutions), after a LayerNorm2d, as its stages run."""

    def __init__(self, c: int):
        super().__init__()
        self.pre = torch.nn.LayerNorm(c)
        self.dw = torch.nn.Conv2d(c, c, 7, padding=3, groups=c)
        self.norm = torch.nn.LayerNorm(c)
        self.fc1 = torch.nn.Conv2d(c, 4 * c, 1)
        self.fc2 = torch.nn.Conv2d(4 * c, c, 1)
        self.gamma = torch.nn.Parameter(torch.rand(c))

    def ln2d(self, ln, x):
        return ln(x.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)

    def forward(self, x):
        x = self.ln2d(self.pre, x)
        y = self.ln2d(self.norm, self.dw(x))
        y = self.fc2(F.gelu(self.fc1(y)))
        return x + y.mul(self.gamma.reshape(1, -1, 1, 1))


def test_channels_last_activations_stay_channels_last():
    # After a LayerNorm2d the activation is a transpose of a channels-last tensor: the depthwise
    # convolution reads it as it lies (layout bits 1 | 4 after the window params: s64[10]; 8: its
    # weight channels-last, [C, 7, 7, 1], the same bytes as the parameter, a reshape), the
    # 1x1 convolutions are one product over all positions, and GELU runs on the channels-last
    # buffer. Results match eager's.
    torch.manual_seed(0)
    m, x = _ConvNeXtLikeBlock(16).eval(), torch.randn(2, 16, 12, 12)
    with torch.no_grad():
        torch.testing.assert_close(_compiled(m, x), m(x), rtol=1e-5, atol=1e-5)
        text = torchtpu.inspect(m, x)[0]
    assert "torchtpu_aten_conv" in text and "tensor<10xi64>" in text, text
    assert "1, 1, 13]> : tensor<10xi64>" in text, text
    assert "tensor<16x1x7x7xf32>) -> tensor<16x7x7x1xf32>" in text, text
    assert "tensor<1x288x16xf32>" in text, text  # fc1: [N * H * W, C] in one product
    assert '"torchtpu_aten_gelu", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x12x12x64xf32>' in text, text


def _user_conv(target: str, a: tuple, b: tuple, out: tuple, params: list[int]) -> str:
    t = lambda d: "tensor<" + "x".join(map(str, d)) + "xf32>"  # noqa: E731
    lay = lambda d: "dense<[" + ", ".join(str(i) for i in reversed(range(len(d)))) + "]> : tensor<" + str(len(d)) + "xindex>"  # noqa: E731
    n = len(params)
    return f"""module {{
  func.func @main(%a: {t(a)}, %b: {t(b)}) -> {t(out)} {{
    %p = "stablehlo.constant"() {{value = dense<[{", ".join(map(str, params))}]> : tensor<{n}xi64>}} : () -> tensor<{n}xi64>
    %y = "stablehlo.custom_call"(%a, %b, %p) {{call_target_name = "{target}", api_version = 4 : i32, operand_layouts = [{lay(a)}, {lay(b)}, dense<0> : tensor<1xindex>], result_layouts = [{lay(out)}]}} : ({t(a)}, {t(b)}, tensor<{n}xi64>) -> {t(out)}
    return %y : {t(out)}
  }}
}}"""


def test_the_kernels_read_and_write_channels_last_buffers():
    # The layout bits, through a user's kernel calling the targets: buffers in [N, H, W, C] order
    # give torch's convolution and gradients of the [N, C, H, W] tensors they hold.
    torch.manual_seed(0)
    n, c, h, w, o = 2, 6, 9, 8, 4
    x, wt, g = torch.randn(n, c, h, w), torch.randn(o, c, 3, 3), torch.randn(n, o, h, w)
    cl = lambda t: t.permute(0, 2, 3, 1).contiguous()  # noqa: E731
    window = [2, 1, 0, 1, 1, 1, 1, 1, 1]  # S, groups, threads, strides, paddings, dilations
    cases = [
        ("torchtpu_aten_conv", cl(x), wt, (n, h, w, o), 1 | 4, cl(F.conv2d(x, wt, padding=1))),
        ("torchtpu_aten_conv_input_grad", cl(g), wt, (n, h, w, c), 1 | 4,
         cl(torch.nn.grad.conv2d_input(x.shape, wt, g, padding=1))),
        ("torchtpu_aten_conv_weight_grad", cl(g), cl(x), (o, c, 3, 3), 1 | 2,
         torch.nn.grad.conv2d_weight(x, wt.shape, g, padding=1)),
    ]
    for target, a, b, out, bits, want in cases:
        k = torchtpu.stablehlo_kernel(_user_conv(target, tuple(a.shape), tuple(b.shape), out, window + [bits]), (out, torch.float32))
        got = torch.compile(lambda a, b: k(a, b), backend="torchtpu")(a, b)
        torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4, msg=target)
    # Bits a call has no buffer for are refused before ATen runs.
    k = torchtpu.stablehlo_kernel(_user_conv("torchtpu_aten_conv", (n, h, w, c), (o, c, 3, 3), (n, h, w, o), window + [2]), ((n, h, w, o), torch.float32))
    with pytest.raises(torchtpu.InternalCompileError, match="layout bits"):
        torch.compile(lambda a, b: k(a, b), backend="torchtpu")(cl(x), wt)


def test_saved_channels_last_activations_reach_the_backward_without_copies(tmp_path, monkeypatch):
    # A training step of the block: the forward writes its saved activations in the strides
    # torch's trace gave them (channels-last; `output_layouts`), so the backward, traced with
    # those strides, takes every input in place, and the 1x1 convolutions' weight gradients are
    # one product over all positions each. Gradients match eager's.
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    torch.manual_seed(0)
    m = _ConvNeXtLikeBlock(16).train()
    x = torch.randn(2, 16, 12, 12)
    ref, xr, s = conv_checks.train_beside_eager(m, x)
    assert s["fallbacks"] == 0 and s.get("input_copies", 0) == 0, s
    torch.testing.assert_close(x.grad, xr.grad, rtol=1e-4, atol=1e-5)
    for (name, p), q in zip(m.named_parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-5, msg=name)
    forward = "".join(f.read_text() for f in tmp_path.glob("forward_*.graph.json"))
    backward = "".join(f.read_text() for f in tmp_path.glob("backward_*.stablehlo.mlir"))
    assert '"output_layouts"' in forward
    assert "(tensor<1x288x16xf32>, tensor<1x288x64xf32>) -> tensor<1x16x64xf32>" in backward, backward


_LENT_RUN = r"""
import sys, torch
import torchtpu
F = torch.nn.functional
torch.manual_seed(0)
c = 32
class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pre, self.norm = torch.nn.LayerNorm(c), torch.nn.LayerNorm(c)
        self.dw = torch.nn.Conv2d(c, c, 7, padding=3, groups=c)
        self.conv = torch.nn.Conv2d(c, c, 3, padding=1)
    def forward(self, x):
        x = self.pre(x.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)
        y = self.norm(self.dw(x).permute(0, 2, 3, 1)).permute(0, 3, 1, 2)
        return F.gelu(self.conv(y)) + x
m, x = Block(), torch.randn(2, c, 28, 28)
f = torch.compile(m, backend="torchtpu")
out = f(x)
out.square().mean().backward()
grads = [p.grad.clone() for p in m.parameters()]
with torch.no_grad():
    inf = f(x)
m.zero_grad()
want = m(x)
want.square().mean().backward()
# eager after the compiled calls: torch's allocator works as before
big = torch.ones(1 << 22) * 2
assert float(big.sum()) == float(1 << 23)
assert torchtpu.stats()["fallbacks"] == 0
torch.save({"out": out.detach(), "inf": inf, "grads": grads, "want": want.detach(),
            "want_grads": [p.grad for p in m.parameters()]}, sys.argv[1])
"""


def test_lent_result_buffers_give_the_same_numbers(tmp_path):
    # ATen's kernels without an out= form write into XLA's result buffers, lent to torch's CPU
    # allocator for the call (aten_kernels.cpp, `Lent`): the same numbers, bit for bit, as with
    # lending off (TORCHTPU_LEND_BUFFERS=0, read once per process), and eager's.
    import subprocess
    import sys

    runs = {}
    for lend in ("1", "0"):
        path = tmp_path / f"lend{lend}.pt"
        env = {**os.environ, "TORCHTPU_LEND_BUFFERS": lend, "TORCHTPU_FALLBACK": "error"}
        r = subprocess.run([sys.executable, "-c", _LENT_RUN, str(path)], capture_output=True, text=True, timeout=300, env=env)
        assert r.returncode == 0, r.stderr[-3000:]
        runs[lend] = torch.load(path)
    on, off = runs["1"], runs["0"]
    for key in ("out", "inf"):
        assert torch.equal(on[key], off[key]), key
        torch.testing.assert_close(on[key], on["want"], rtol=1e-5, atol=1e-5)
    for a, b, w in zip(on["grads"], off["grads"], on["want_grads"]):
        assert torch.equal(a, b)
        torch.testing.assert_close(a, w, rtol=1e-4, atol=1e-5)
