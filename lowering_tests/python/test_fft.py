"""Fourier transforms end to end through `torch.compile(backend="torchtpu")` (lower/fft.rs).

Every `torch.fft` function and `torch.stft` reach three ATen ops (`_fft_r2c`, `_fft_c2r`,
`_fft_c2c`), lowered to `stablehlo.fft`; their gradients add complex padding, fills, slice
scatters and moduli (lower/shape.rs, factory.rs, elementwise). Forward results and gradients are
checked against eager relative to the result's size (a DFT sums every input into each output, so
float32 rounding grows with the transform), for one to five transformed dims in any order, each
normalization, and two models that use them: a Fourier Neural Operator layer trained for a few
steps and a log-spectrogram front end. Every test but the fallback ones runs under
TORCHTPU_FALLBACK=error (conftest.py), so it passes only through compiled code.
"""

from __future__ import annotations

import pytest
import torch

import torchtpu


def rel_err(got: torch.Tensor, want: torch.Tensor) -> float:
    """Largest difference relative to the largest magnitude of `want`."""
    scale = want.abs().max().item() or 1.0
    return (got - want).abs().max().item() / scale


def check_fn(fn, *inputs: torch.Tensor, tol: float = 2e-6) -> None:
    """`fn` compiled against eager: the result, and the gradient of a real loss of it per input."""
    xs = [x.clone().requires_grad_() for x in inputs]
    xe = [x.clone().requires_grad_() for x in inputs]

    def loss(out: torch.Tensor) -> torch.Tensor:
        return (out.abs() ** 2).sum() if out.is_complex() else (out * out).sum()

    got = torch.compile(fn, backend="torchtpu")(*xs)
    want = fn(*xe)
    assert got.dtype == want.dtype and got.shape == want.shape
    assert rel_err(got.detach(), want.detach()) < tol
    loss(got).backward()
    loss(want).backward()
    for a, b in zip(xs, xe):
        assert rel_err(a.grad, b.grad) < tol * 10


def real(*shape: int, dtype=torch.float32) -> torch.Tensor:
    return torch.randn(*shape, dtype=dtype)


def cplx(*shape: int) -> torch.Tensor:
    return torch.randn(*shape, dtype=torch.complex64)


CASES = [
    ("rfft_last", lambda x: torch.fft.rfft(x), lambda: [real(4, 16)]),
    ("rfft_padded_ortho", lambda x: torch.fft.rfft(x, n=10, dim=1, norm="ortho"), lambda: [real(3, 7, 5)]),
    ("rfft_odd_forward_norm", lambda x: torch.fft.rfft(x, dim=0, norm="forward"), lambda: [real(9, 4)]),
    ("irfft", lambda z: torch.fft.irfft(z, n=16), lambda: [cplx(4, 9)]),
    ("irfft_odd_ortho", lambda z: torch.fft.irfft(z, n=15, dim=0, norm="ortho"), lambda: [cplx(8, 3)]),
    ("rfft2", lambda x: torch.fft.rfft2(x), lambda: [real(2, 8, 6)]),
    ("irfft2", lambda z: torch.fft.irfft2(z, s=(8, 6)), lambda: [cplx(2, 8, 4)]),
    ("fft_complex", lambda z: torch.fft.fft(z), lambda: [cplx(4, 12)]),
    ("fft_of_real", lambda x: torch.fft.fft(x, dim=0), lambda: [real(12, 4)]),
    ("ifft_backward_norm", lambda z: torch.fft.ifft(z, norm="backward"), lambda: [cplx(3, 10)]),
    ("ifftn_cropped", lambda z: torch.fft.ifftn(z, s=(3, 10)), lambda: [cplx(5, 6, 7)]),
    ("fftn_dims_out_of_order", lambda z: torch.fft.fftn(z, dim=(2, 0)), lambda: [cplx(4, 3, 5)]),
    ("fftn_five_dims", lambda z: torch.fft.fftn(z), lambda: [cplx(2, 3, 4, 5, 6)]),
    ("rfftn_four_dims", lambda x: torch.fft.rfftn(x, dim=(0, 1, 2, 3)), lambda: [real(2, 3, 4, 6)]),
    ("irfftn_four_dims", lambda z: torch.fft.irfftn(z, s=(3, 4, 5, 6)), lambda: [cplx(2, 3, 4, 5, 4)]),
    ("hfft", lambda z: torch.fft.hfft(z, n=10), lambda: [cplx(3, 6)]),
    ("ihfft2", lambda x: torch.fft.ihfft2(x), lambda: [real(3, 4, 6)]),
    ("float64", lambda x: torch.fft.rfft(x).abs(), lambda: [real(4, 16, dtype=torch.float64)]),
]


@pytest.mark.parametrize("name,fn,make", CASES, ids=[c[0] for c in CASES])
def test_transform_and_gradient_match_eager(name, fn, make):
    torch.manual_seed(0)
    check_fn(fn, *make(), tol=2e-6)


def test_stft_with_a_hann_window_matches_eager():
    def spec(x):
        w = torch.hann_window(64)
        return torch.stft(x, 64, hop_length=16, window=w, return_complex=True).abs()

    check_fn(spec, real(2, 1024), tol=2e-6)


def test_stft_then_istft_compiles_as_one_graph():
    w = torch.hann_window(64)

    def roundtrip(x):
        s = torch.stft(x, 64, hop_length=16, window=w, return_complex=True)
        return torch.istft(s * 0.5, 64, hop_length=16, window=w, length=x.shape[-1])

    check_fn(roundtrip, real(2, 1024), tol=2e-6)
    assert torchtpu.stats()["graphs"] == 2  # the forward and the backward


@pytest.mark.parametrize(
    "make",
    [
        lambda: torch.hann_window(10),
        lambda: torch.hann_window(11, periodic=False),
        lambda: torch.hamming_window(16),
        lambda: torch.hamming_window(9, False, alpha=0.5, beta=0.4),
        lambda: torch.blackman_window(12, dtype=torch.float64),
        lambda: torch.hann_window(1),
    ],
)
def test_window_functions_match_eager(make):
    got = torch.compile(make, backend="torchtpu")()
    want = make()
    assert got.dtype == want.dtype
    torch.testing.assert_close(got, want, rtol=1e-6, atol=1e-6)


def test_the_program_is_one_stablehlo_fft_each_way():
    fn = lambda x: torch.fft.irfft2(torch.fft.rfft2(x) * 0.5, s=x.shape[-2:])  # noqa: E731
    text = "\n".join(torchtpu.inspect(fn, real(2, 8, 8)))
    assert text.count("stablehlo.fft") == 2
    assert "fft_type RFFT" in text and "fft_type IRFFT" in text


class SpectralConv2d(torch.nn.Module):
    """The Fourier layer of a Fourier Neural Operator (Li et al. 2021): the lowest `modes` of the
    2-d spectrum times learned complex weights, back to space."""

    def __init__(self, channels: int, modes: int):
        super().__init__()
        scale = 1.0 / (channels * channels)
        self.modes = modes
        self.w = torch.nn.Parameter(scale * torch.randn(channels, channels, modes, modes, dtype=torch.cfloat))
        self.mix = torch.nn.Conv2d(channels, channels, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        m = self.modes
        xf = torch.fft.rfft2(x)
        out = torch.zeros(x.shape[0], x.shape[1], x.shape[2], x.shape[3] // 2 + 1, dtype=torch.cfloat)
        out[:, :, :m, :m] = torch.einsum("bixy,ioxy->boxy", xf[:, :, :m, :m], self.w)
        return torch.nn.functional.gelu(torch.fft.irfft2(out, s=x.shape[-2:]) + self.mix(x))


def test_fourier_neural_operator_layer_trains_as_eager():
    torch.manual_seed(0)
    ref = torch.nn.Sequential(SpectralConv2d(4, 5), SpectralConv2d(4, 5))
    model = torch.nn.Sequential(SpectralConv2d(4, 5), SpectralConv2d(4, 5))
    model.load_state_dict(ref.state_dict())
    compiled = torch.compile(model, backend="torchtpu")
    opt_ref = torch.optim.Adam(ref.parameters(), lr=1e-2)
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    x, y = torch.randn(3, 4, 16, 16), torch.randn(3, 4, 16, 16)
    for _ in range(3):
        losses = []
        for m, o in ((ref, opt_ref), (compiled, opt)):
            o.zero_grad()
            loss = torch.nn.functional.mse_loss(m(x), y)
            loss.backward()
            o.step()
            losses.append(loss.detach())
        torch.testing.assert_close(losses[1], losses[0], rtol=1e-4, atol=1e-5)
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p, q, rtol=1e-4, atol=1e-5)
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.fallback
def test_half_precision_runs_in_eager_with_the_reason():
    # XLA's FFT takes float32/float64; torch's CPU FFT raises on float16, and so must this.
    fn = torch.compile(lambda x: torch.fft.rfft(x * 2), backend="torchtpu")
    with pytest.raises(RuntimeError, match="Unsupported dtype Half"):
        fn(torch.randn(8, dtype=torch.float16))


@pytest.mark.fallback
def test_a_transform_of_no_points_raises_as_eager():
    fn = torch.compile(lambda x: torch.fft.rfft(x + 1, dim=0), backend="torchtpu")
    with pytest.raises(RuntimeError, match="Invalid number of data points"):
        fn(torch.randn(0, 3))


def test_an_empty_batch_gives_an_empty_result():
    fn = torch.compile(lambda x: torch.fft.rfft(x + 1), backend="torchtpu")
    got = fn(torch.randn(0, 8))
    assert got.shape == (0, 5) and got.dtype == torch.complex64


@pytest.mark.parametrize(
    "name,fn,make",
    [
        ("rfft2", lambda x: torch.fft.rfft2(x, norm="ortho"), lambda: [real(4, 8, 32, 32)]),
        ("irfft2", lambda z: torch.fft.irfft2(z, s=(32, 32)), lambda: [cplx(4, 8, 32, 17)]),
        ("fftn_out_of_order", lambda z: torch.fft.fftn(z, dim=(3, 1)), lambda: [cplx(4, 8, 16, 32)]),
        ("rfft_float64", lambda x: torch.fft.rfft(x, dim=1), lambda: [real(64, 512, dtype=torch.float64)]),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_large_transforms_run_torchs_kernel(name, fn, make):
    # From 16K elements the CPU plugin calls torch's own FFT (aten_ops.rs, `fft`): forward and the
    # transforms of the backward, against eager.
    torch.manual_seed(0)
    inputs = make()
    text = "\n".join(torchtpu.inspect(fn, *inputs))
    assert "torchtpu_aten_fft" in text and "stablehlo.fft" not in text
    check_fn(fn, *inputs, tol=2e-6)

