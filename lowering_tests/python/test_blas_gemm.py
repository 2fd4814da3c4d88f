"""The CPU plugin's BLAS gemm kernel (runtime/cpu_kernels/gemm.rs, emit/gemm.rs): large float
products become `torchtpu_gemm_*` custom calls that run in the BLAS torch loaded, with every
layout of operands giving eager's numbers, and `TORCHTPU_BLAS=0` giving XLA's dot."""

import pytest
import torch

import conv_checks
import torchtpu
from torchtpu import device


@pytest.fixture(autouse=True)
def own_conv_kernels(monkeypatch):
    # These tests pin the BLAS and torchtpu's own conv kernels, which convolutions take when
    # torch's own (the ATen kernels, test_aten_conv.py) are switched off.
    monkeypatch.setenv("TORCHTPU_ATEN_CONV", "0")


def _compiled(fn, *args):
    torch._dynamo.reset()
    out = torch.compile(fn, backend="torchtpu")(*args)
    assert torchtpu.stats()["fallbacks"] == 0
    return out


def test_runtime_reports_the_kernel_and_the_blas():
    _compiled(lambda a: a + 1, torch.ones(2))
    info = device.runtime_info()
    assert info["cpu_kernels"] is True
    assert info["blas"].endswith("libtorch_cpu.so")


# (name, function, operand shapes): every grouping of dims the kernel reads in place, and ones
# that need a transpose first.
PRODUCTS = [
    ("mm", lambda a, b: a @ b, [(64, 96), (96, 80)]),
    ("linear (b read transposed)", lambda x, w: torch.nn.functional.linear(x, w), [(64, 96), (80, 96)]),
    ("a transposed", lambda a, b: a.t() @ b, [(96, 64), (96, 80)]),
    ("both transposed", lambda a, b: a.t() @ b.t(), [(96, 64), (80, 96)]),
    ("addmm", lambda c, a, b: torch.addmm(c, a, b, beta=0.5, alpha=2.0), [(80,), (64, 96), (96, 80)]),
    ("bmm", lambda a, b: torch.bmm(a, b), [(3, 40, 50), (3, 50, 60)]),
    ("batched, 4-d attention scores", lambda q, k: q @ k.transpose(-1, -2), [(2, 4, 64, 32), (2, 4, 64, 32)]),
    ("batch dim not leading", lambda a, b: torch.einsum("ibj,bjk->bik", a, b), [(40, 3, 50), (3, 50, 60)]),
    ("two contracting dims", lambda a, b: torch.tensordot(a, b, dims=([1, 2], [0, 1])), [(48, 8, 12), (8, 12, 70)]),
]


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("name,fn,shapes", PRODUCTS, ids=[p[0] for p in PRODUCTS])
def test_products_match_eager(name, fn, shapes, dtype):
    torch.manual_seed(0)
    args = [torch.randn(s, dtype=dtype) for s in shapes]
    texts = torchtpu.inspect(fn, *args)
    assert any("torchtpu_gemm_" in t for t in texts), f"{name}: no gemm kernel call in the StableHLO"
    out = _compiled(fn, *args)
    tol = dict(rtol=1e-5, atol=1e-4) if dtype == torch.float32 else dict(rtol=1e-12, atol=1e-10)
    torch.testing.assert_close(out, fn(*args), **tol)


def test_small_and_integer_products_stay_xla_dots():
    small = torchtpu.inspect(lambda a, b: a @ b, torch.randn(8, 8), torch.randn(8, 8))
    assert "torchtpu_gemm_" not in small[0] and "stablehlo.dot_general" in small[0]
    ints = torchtpu.inspect(lambda a, b: a @ b, torch.randint(0, 5, (128, 128)), torch.randint(0, 5, (128, 128)))
    assert "torchtpu_gemm_" not in ints[0]


def test_empty_contraction_gives_zeros():
    a, b = torch.randn(64, 0), torch.randn(0, 600)
    out = _compiled(lambda a, b: a @ b + 1, a, b)
    torch.testing.assert_close(out, torch.ones(64, 600))


def _linear_stack(width_out):
    """A Linear-GELU-Linear stack and an eager copy of it with the same weights."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(256, 512), torch.nn.GELU(), torch.nn.Linear(512, width_out))
    ref = torch.nn.Sequential(torch.nn.Linear(256, 512), torch.nn.GELU(), torch.nn.Linear(512, width_out))
    ref.load_state_dict(model.state_dict())
    return model, ref


def _train_and_compare(model, ref, x, steps=1):
    compiled = torch.compile(model, backend="torchtpu")
    for _ in range(steps):
        compiled(x).square().mean().backward()
        ref(x).square().mean().backward()
    assert torchtpu.stats()["fallbacks"] == 0
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-5)


def test_training_step_matches_eager():
    model, ref = _linear_stack(128)
    _train_and_compare(model, ref, torch.randn(32, 256))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_a_linear_layers_bias_is_added_by_the_kernel(dtype):
    # addmm with beta = alpha = 1 and a bias per column: the kernel fills each row with the bias
    # and adds the product to it, as torch's addmm does; no separate add is left to XLA.
    torch.manual_seed(0)
    x, w, b = torch.randn(64, 96, dtype=dtype), torch.randn(80, 96, dtype=dtype), torch.randn(80, dtype=dtype)
    fn = torch.nn.functional.linear
    text = torchtpu.inspect(fn, x, w, b)[0]
    assert "torchtpu_gemm_nt_bias" in text and "stablehlo.add" not in text, text
    tol = dict(rtol=1e-5, atol=1e-4) if dtype == torch.float32 else dict(rtol=1e-12, atol=1e-10)
    torch.testing.assert_close(_compiled(fn, x, w, b), fn(x, w, b), **tol)
    # Anything but the plain sum keeps the product and a separate add.
    scaled = torchtpu.inspect(lambda c, a, m: torch.addmm(c, a, m, beta=0.5), b, x, w.t())[0]
    assert "_bias" not in scaled and "torchtpu_gemm_" in scaled, scaled


class _Residual(torch.nn.Module):
    """A transformer's two residual sums: `x + proj(x)` and `h + fc2(gelu(fc1(h)))`, on 3-d
    activations, as a `Linear` layer writes them (`addmm` seen through a view)."""

    def __init__(self, d=96, hidden=192):
        super().__init__()
        self.proj, self.fc1, self.fc2 = torch.nn.Linear(d, d), torch.nn.Linear(d, hidden), torch.nn.Linear(hidden, d)

    def forward(self, x):
        h = x + self.proj(x)
        return h + self.fc2(torch.nn.functional.gelu(self.fc1(h)))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_a_residual_sum_is_added_by_the_products_kernel(dtype):
    # passes/product_sums.rs: `x + linear(x)` is one kernel call that starts each row from the
    # residual's row plus the bias; XLA adds nothing.
    torch.manual_seed(0)
    model = _Residual().to(dtype).eval()
    x = torch.randn(4, 32, 96, dtype=dtype)
    text = torchtpu.inspect(model, x)[0]
    assert text.count("torchtpu_gemm_nt_bias_add") == 2 and "stablehlo.add" not in text, text
    tol = dict(rtol=1e-5, atol=1e-5) if dtype == torch.float32 else dict(rtol=1e-12, atol=1e-12)
    with torch.no_grad():
        torch.testing.assert_close(_compiled(model, x), model(x), **tol)


def test_residual_and_gradient_sums_train_as_in_eager(monkeypatch):
    # The backward's sums of gradients (x feeds both `proj` and the residual) become products'
    # addends too; the gradients match eager's, and with the pass off the sums are XLA adds.
    import copy

    torch.manual_seed(0)
    model = _Residual()
    ref = copy.deepcopy(model)
    x = torch.randn(4, 32, 96, requires_grad=True)
    xr = x.detach().clone().requires_grad_(True)
    torch._dynamo.reset()
    torchtpu.reset_stats()
    out = torch.compile(model, backend="torchtpu")(x)
    out.square().mean().backward()
    ref(xr).square().mean().backward()
    assert torchtpu.stats()["fallbacks"] == 0
    torch.testing.assert_close(out, ref(xr), rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(x.grad, xr.grad, rtol=1e-5, atol=1e-6)
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-5, atol=1e-6)
    backward = lambda g, w, r: r + g @ w  # noqa: E731  (a gradient sum, 2-d)
    args = (torch.randn(128, 192), torch.randn(192, 96), torch.randn(128, 96))
    assert "torchtpu_gemm_nn_add" in torchtpu.inspect(backward, *args)[0]
    monkeypatch.setenv("TORCHTPU_DISABLE_PASSES", "product_sums")
    text = torchtpu.inspect(backward, *args)[0]
    assert "_add\"" not in text and "stablehlo.add" in text, text


def test_bucketed_residual_rows_match_eager():
    # Rows padded to a bucket: the kernel starts only the true rows from the residual.
    torch.manual_seed(0)
    lin = torch.nn.Linear(96, 96)
    fn = lambda t: t + lin(t)  # noqa: E731
    torch._dynamo.reset()
    compiled = torch.compile(fn, backend="torchtpu", dynamic=True)
    with torch.no_grad():
        for rows in (65, 100, 130):
            t = torch.randn(rows, 96)
            torch.testing.assert_close(compiled(t), fn(t), rtol=1e-5, atol=1e-5)
    assert torchtpu.stats()["fallbacks"] == 0


def test_leading_dim_sums_run_in_the_row_sum_kernel_in_float64():
    # A bias gradient (a sum over the rows): accumulated in float64 and rounded once, so at least
    # as close to the exact sum as eager's.
    torch.manual_seed(0)
    x = torch.randn(4096, 64) + 3.0
    fn = lambda t: t.sum(0)  # noqa: E731
    text = torchtpu.inspect(fn, x)[0]
    assert "torchtpu_sum_rows" in text and "stablehlo.reduce" not in text, text
    exact = x.double().sum(0)
    got = _compiled(fn, x)
    assert (got.double() - exact).abs().max() <= (fn(x).double() - exact).abs().max() + 1e-6
    torch.testing.assert_close(got, fn(x), rtol=1e-5, atol=1e-4)
    # Over leading dims with keepdim, and in float64.
    y = torch.randn(4, 128, 96, dtype=torch.float64)
    keep = lambda t: t.sum([0, 1], keepdim=True)  # noqa: E731
    assert "torchtpu_sum_rows" in torchtpu.inspect(keep, y)[0]
    torch.testing.assert_close(_compiled(keep, y), keep(y), rtol=1e-12, atol=1e-10)
    # Small sums, other dims and very large ones stay XLA reduces (which fuse, and use every core).
    for f, t in [(fn, torch.randn(8, 8)), (lambda t: t.sum(1), x), (fn, torch.randn(1 << 12, 1 << 9))]:
        assert "torchtpu_sum_rows" not in torchtpu.inspect(f, t)[0]


def test_a_linear_stacks_backward_is_kernel_calls_and_matches_eager():
    # With the bias in the product and its gradient a row sum, both programs of a training step
    # of a stack of Linear layers are kernel calls only (XLA runs them inline on the caller).
    model, ref = _linear_stack(384)
    torch._dynamo.reset()
    torchtpu.reset_stats()
    _train_and_compare(model, ref, torch.randn(128, 256), steps=2)
    s = torchtpu.stats()
    assert s["kernels_on_caller"] > 0 and s["kernels_on_workers"] == 0, s


def test_bucketed_linear_rows_and_their_sums_match_eager():
    # Rows padded to a bucket: the kernel adds the bias to the true rows only (the bound), and the
    # row sum reads the padding as the zeros the bucketing pass masks it to.
    torch.manual_seed(0)
    lin = torch.nn.Linear(256, 300)
    fn = lambda t: (lin(t), lin(t).sum(0))  # noqa: E731
    torch._dynamo.reset()
    compiled = torch.compile(fn, backend="torchtpu", dynamic=True)
    with torch.no_grad():
        for rows in (65, 100, 130):
            t = torch.randn(rows, 256)
            for got, want in zip(compiled(t), fn(t)):
                torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)
    assert torchtpu.stats()["fallbacks"] == 0


def test_switched_off_products_are_xla_dots(monkeypatch):
    monkeypatch.setenv("TORCHTPU_BLAS", "0")
    texts = torchtpu.inspect(lambda a, b: a @ b, torch.randn(64, 96), torch.randn(96, 80))
    assert "torchtpu_gemm_" not in texts[0] and "stablehlo.dot_general" in texts[0]


def test_bfloat16_products_run_in_float32_and_round_once():
    # matmul.rs computes half-precision products in float32 (as torch's CPU gemm does), so they
    # reach the kernel as float32 products.
    torch.manual_seed(0)
    a, b = torch.randn(128, 96, dtype=torch.bfloat16), torch.randn(96, 64, dtype=torch.bfloat16)
    text = torchtpu.inspect(lambda a, b: a @ b, a, b)[0]
    assert "torchtpu_gemm_nn" in text
    torch.testing.assert_close(_compiled(lambda a, b: a @ b, a, b), a @ b)


# Convolutions through the kernels (lower/conv_gemm.rs, runtime/cpu_kernels/conv.rs): 1x1 as one
# product per image, stride-1 2-d as shifted products; forward, input and weight gradients.
CONVS = [
    ("1x1", dict(in_channels=64, out_channels=32, kernel_size=1), (2, 64, 20, 20), "torchtpu_gemm_"),
    ("1x1 stride 2", dict(in_channels=64, out_channels=32, kernel_size=1, stride=2), (2, 64, 20, 20), "torchtpu_gemm_"),
    # Fewer positions per image than the weight has values over their channels: the weight
    # gradient is one product over every image, between transposes (`few_positions`).
    ("1x1 at 4x4", dict(in_channels=64, out_channels=64, kernel_size=1, bias=False), (3, 64, 4, 4), "torchtpu_gemm_"),
    ("1x1 stride 2 at 7x7", dict(in_channels=96, out_channels=80, kernel_size=1, stride=2), (2, 96, 7, 7), "torchtpu_gemm_"),
    ("3x3 pad 1", dict(in_channels=16, out_channels=24, kernel_size=3, padding=1), (2, 16, 18, 18), "torchtpu_conv2d"),
    ("3x5 dilated, no pad", dict(in_channels=8, out_channels=16, kernel_size=(3, 5), dilation=(2, 1)), (2, 8, 21, 17), "torchtpu_conv2d"),
    ("5x5 pad 2 no bias", dict(in_channels=8, out_channels=8, kernel_size=5, padding=2, bias=False), (3, 8, 16, 16), "torchtpu_conv2d"),
    ("3x3 reflect pad", dict(in_channels=8, out_channels=16, kernel_size=3, padding=1, padding_mode="reflect"), (2, 8, 16, 16), "torchtpu_conv2d"),
    ("7x7 stride 2 (a ResNet stem)", dict(in_channels=3, out_channels=16, kernel_size=7, stride=2, padding=3), (2, 3, 33, 30), "torchtpu_conv2d"),
    ("3x3 stride 2", dict(in_channels=16, out_channels=32, kernel_size=3, stride=2, padding=1), (2, 16, 17, 16), "torchtpu_conv2d"),
    ("4x4 stride 4 (a ConvNeXt stem)", dict(in_channels=3, out_channels=24, kernel_size=4, stride=4), (2, 3, 32, 32), "torchtpu_conv2d"),
    ("3x3 stride (2, 3) dilated", dict(in_channels=8, out_channels=16, kernel_size=3, stride=(2, 3), dilation=2, padding=2), (2, 8, 19, 23), "torchtpu_conv2d"),
    ("3x3 groups 4", dict(in_channels=16, out_channels=32, kernel_size=3, padding=1, groups=4), (2, 16, 14, 14), "torchtpu_conv2d"),
    ("3x3 groups 2 stride 2", dict(in_channels=16, out_channels=16, kernel_size=3, stride=2, padding=1, groups=2), (2, 16, 15, 15), "torchtpu_conv2d"),
    ("1x1 groups 4", dict(in_channels=32, out_channels=32, kernel_size=1, groups=4), (2, 32, 16, 16), "torchtpu_gemm_"),
    # 32 or more channels per group: one product per tap (the kernel's shift mode).
    ("3x3 48 channels", dict(in_channels=48, out_channels=40, kernel_size=3, padding=1), (2, 48, 12, 13), "torchtpu_conv2d"),
    ("3x3 stride 2, 64 channels", dict(in_channels=64, out_channels=32, kernel_size=3, stride=2, padding=1), (2, 64, 13, 12), "torchtpu_conv2d"),
    ("3x3 groups 2 of 32", dict(in_channels=64, out_channels=64, kernel_size=3, padding=1, groups=2), (2, 64, 10, 10), "torchtpu_conv2d"),
]


@pytest.fixture
def one_thread():
    # Convolutions with larger kernels go to the conv kernel only with one torch thread
    # (EmitOptions::blas_conv); 1x1 convolutions at any count.
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


def test_with_more_threads_wide_and_small_patch_convolutions_stay_xla_convolutions():
    # Wide groups (one product per tap) and narrow ones with a small patch (a 3x3 stem, K = 27)
    # ran slower in the kernel than XLA's convolution at two threads.
    if torch.get_num_threads() < 2:
        pytest.skip("needs a machine where torch runs two threads")
    for conv, x in ((torch.nn.Conv2d(48, 48, 3, padding=1), torch.randn(2, 48, 12, 12)),
                    (torch.nn.Conv2d(3, 32, 3, stride=2, padding=1), torch.randn(2, 3, 64, 64))):
        with torch.no_grad():
            text = torchtpu.inspect(conv, x)[0]
        assert "torchtpu_conv2d" not in text and "stablehlo.convolution" in text, conv


def test_a_stem_takes_the_kernel_at_any_thread_count():
    # Few channels and a patch of at least 128 values (ResNet's 7x7 stem, 3 x 49): one product per
    # image over copied patches, which the BLAS runs on every thread (2x XLA's speed at 2 threads).
    _takes_the_kernel_and_matches_eager(lambda: torch.nn.Conv2d(3, 16, 7, stride=2, padding=3), torch.randn(2, 3, 40, 40))


def _takes_the_kernel_and_matches_eager(make, x):
    """`make()` builds a convolution; at this thread count it takes the conv kernel, and its
    output and weight gradient match eager's, with no fallback."""
    torch.manual_seed(0)
    conv, ref = make(), make()
    ref.load_state_dict(conv.state_dict())
    with torch.no_grad():
        assert "torchtpu_conv2d" in torchtpu.inspect(conv, x)[0]
    out = _compiled(conv, x)
    out.square().sum().backward()
    ref(x).square().sum().backward()
    assert torchtpu.stats()["fallbacks"] == 0
    torch.testing.assert_close(out, ref(x), rtol=1e-4, atol=1e-4)
    torch.testing.assert_close(conv.weight.grad, ref.weight.grad, rtol=1e-4, atol=1e-4)


def test_grouped_convolutions_take_the_kernel_at_any_thread_count():
    # XLA's grouped weight gradient is a generic loop (RegNetX training 20x eager's time).
    _takes_the_kernel_and_matches_eager(lambda: torch.nn.Conv2d(16, 32, 3, padding=1, groups=4), torch.randn(2, 16, 10, 10))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("name,kw,shape,target", CONVS, ids=[c[0] for c in CONVS])
def test_convolutions_match_eager_forward_and_backward(name, kw, shape, target, dtype, one_thread):
    torch.manual_seed(0)
    conv = torch.nn.Conv2d(**kw).to(dtype)
    ref = torch.nn.Conv2d(**kw).to(dtype)
    ref.load_state_dict(conv.state_dict())
    x = torch.randn(shape, dtype=dtype)
    with torch.no_grad():
        assert any(target in t for t in torchtpu.inspect(conv, x)), f"{name}: no {target} call"
    xa, xb = x.clone().requires_grad_(), x.clone().requires_grad_()
    out = _compiled(conv, xa)
    expected = ref(xb)
    tol = dict(rtol=1e-4, atol=1e-4) if dtype == torch.float32 else dict(rtol=1e-10, atol=1e-10)
    torch.testing.assert_close(out, expected, **tol)
    grad = torch.randn_like(out)
    out.backward(grad)
    expected.backward(grad)
    assert torchtpu.stats()["fallbacks"] == 0
    torch.testing.assert_close(xa.grad, xb.grad, **tol)
    torch.testing.assert_close(conv.weight.grad, ref.weight.grad, **tol)


# Depthwise convolutions: the forward stays XLA's fusion of shifted slices, the weight gradient
# goes to the conv kernel (its own per-channel loops for one channel per group; patches for a
# channel multiplier), at any thread count.
DEPTHWISE = [
    ("7x7 pad 3 (ConvNeXt)", dict(in_channels=16, out_channels=16, kernel_size=7, padding=3, groups=16), (2, 16, 20, 20)),
    ("3x3 stride 2", dict(in_channels=24, out_channels=24, kernel_size=3, stride=2, padding=1, groups=24), (2, 24, 33, 31)),
    ("5x5 dilated 2", dict(in_channels=8, out_channels=8, kernel_size=5, dilation=2, padding=4, groups=8), (2, 8, 19, 19)),
    ("3x3 multiplier 2", dict(in_channels=8, out_channels=16, kernel_size=3, padding=1, groups=8), (2, 8, 16, 16)),
]


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("name,kw,shape", DEPTHWISE, ids=[c[0] for c in DEPTHWISE])
def test_depthwise_weight_gradients_take_the_kernel_and_match_eager(name, kw, shape, dtype, tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    tol = dict(rtol=1e-4, atol=1e-4) if dtype == torch.float32 else dict(rtol=1e-10, atol=1e-10)
    dumped = conv_checks.check_against_eager(lambda: torch.nn.Conv2d(**kw), shape, dtype, tmp_path, tol)
    assert "torchtpu_conv2d_wgrad" in dumped, f"{name}: the weight gradient did not take the kernel"


def test_a_small_cnn_trains_as_in_eager(one_thread):
    torch.manual_seed(0)

    def net():
        return torch.nn.Sequential(
            torch.nn.Conv2d(3, 16, 3, padding=1), torch.nn.BatchNorm2d(16), torch.nn.ReLU(),
            torch.nn.Conv2d(16, 32, 3, stride=2, padding=1), torch.nn.ReLU(),
            torch.nn.Conv2d(32, 32, 1), torch.nn.AdaptiveAvgPool2d(1), torch.nn.Flatten(), torch.nn.Linear(32, 10))

    model, ref = net(), net()
    ref.load_state_dict(model.state_dict())
    opt, ref_opt = torch.optim.SGD(model.parameters(), lr=0.1), torch.optim.SGD(ref.parameters(), lr=0.1)
    step = torch.compile(lambda x, y: torch.nn.functional.cross_entropy(model(x), y), backend="torchtpu")
    for i in range(3):
        x, y = torch.randn(4, 3, 24, 24), torch.randint(0, 10, (4,))
        loss, ref_loss = step(x, y), torch.nn.functional.cross_entropy(ref(x), y)
        loss.backward()
        ref_loss.backward()
        opt.step(), ref_opt.step(), opt.zero_grad(), ref_opt.zero_grad()
        torch.testing.assert_close(loss, ref_loss, rtol=1e-4, atol=1e-5)
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.parametrize("chans", [8, 64], ids=["patches", "per tap"])
def test_inference_reads_a_parameter_weight_in_its_prepared_layout(chans, one_thread):
    # In inference graphs a conv weight parameter arrives as [kh, kw, C, Cout] (input_layout);
    # the kernel reads it in place (`torchtpu_conv2d_t`).
    torch.manual_seed(0)
    conv = torch.nn.Conv2d(chans, 24, 3, stride=2, padding=1).eval()
    x = torch.randn(2, chans, 15, 16)
    with torch.no_grad():
        assert any("torchtpu_conv2d_t" in t for t in torchtpu.inspect(conv, x))
        torch.testing.assert_close(_compiled(conv, x), conv(x), rtol=1e-4, atol=1e-4)


def test_a_kernel_call_with_a_window_past_its_input_is_an_error_not_a_crash():
    # torchtpu's CPU kernels are reachable from a user's own StableHLO kernel: the handler checks
    # the window against the buffers (here a stride of 9 over a 4x4 input) and returns an error.
    text = """module {
  func.func @main(%x: tensor<1x1x4x4xf32>, %w: tensor<1x1x4xf32>) -> tensor<1x1x4xf32> {
    %p = "stablehlo.constant"() {value = dense<[2, 2, 1, 1, 9, 9, 1, 0]> : tensor<8xi64>} : () -> tensor<8xi64>
    %y = "stablehlo.custom_call"(%x, %w, %p) {call_target_name = "torchtpu_conv2d", api_version = 4 : i32, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x1x4x4xf32>, tensor<1x1x4xf32>, tensor<8xi64>) -> tensor<1x1x4xf32>
    return %y : tensor<1x1x4xf32>
  }
}"""
    k = torchtpu.stablehlo_kernel(text, ((1, 1, 4), torch.float32))
    f = torch.compile(lambda x, w: k(x, w), backend="torchtpu")
    with pytest.raises(torchtpu.InternalCompileError, match="does not fit the input"):
        f(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 4))
