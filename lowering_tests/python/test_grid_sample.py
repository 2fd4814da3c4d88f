"""`F.grid_sample` in 2-d and 3-d, forward and backward, against eager (capture/grid_sample.py):
every interpolation and padding mode with both `align_corners`, grid points inside and outside
the input, half precision, and a spatial transformer's training step. Runs with
TORCHTPU_FALLBACK=error (conftest.py): these pass through compiled code."""

import itertools

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import torchtpu
from grad_check import check_gradients

CASES = list(itertools.product((2, 3), ("bilinear", "nearest"), ("zeros", "border", "reflection"), (False, True)))


def operands(dims, dtype=torch.float32, seed=0):
    g = torch.Generator().manual_seed(seed)
    if dims == 2:
        x, grid = torch.randn(2, 3, 7, 9, generator=g), torch.rand(2, 5, 4, 2, generator=g)
    else:
        x, grid = torch.randn(2, 3, 5, 6, 7, generator=g), torch.rand(2, 4, 3, 5, 3, generator=g)
    # Points from -1.5 to 1.5: outside the input on every side, and reflected more than once.
    return x.to(dtype).requires_grad_(), (grid * 3 - 1.5).to(dtype).requires_grad_()


def forward_and_grads(fn, x, grid, upstream_dtype=None):
    out = fn(x, grid)
    upstream = torch.randn(out.shape, generator=torch.Generator().manual_seed(1))
    upstream = upstream.to(upstream_dtype or out.dtype).to(out.dtype)
    return (out, *torch.autograd.grad(out, (x, grid), upstream))


@pytest.mark.parametrize("dims,mode,padding,align", CASES,
                         ids=[f"{d}d-{m}-{p}-{'align' if a else 'noalign'}" for d, m, p, a in CASES])
def test_grid_sample_matches_eager_forward_and_backward(dims, mode, padding, align):
    x, grid = operands(dims)
    fn = lambda x, g: F.grid_sample(x, g, mode=mode, padding_mode=padding, align_corners=align)  # noqa: E731
    want = forward_and_grads(fn, x, grid)
    got = forward_and_grads(torch.compile(fn, backend="torchtpu"), x, grid)
    for name, g, w in zip(("output", "input grad", "grid grad"), got, want):
        # The grid's gradient sums value differences over channels, scaled by half the size.
        torch.testing.assert_close(g, w, rtol=1e-5, atol=1e-5 if name != "grid grad" else 5e-5, msg=name)
    if mode == "nearest":
        assert not got[2].any()  # no gradient flows to the grid, as in eager
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.parametrize("dims", [2, 3])
def test_grid_sample_in_bfloat16_is_computed_in_float32(dims):
    # Compared with the float64 result: torchtpu computes in float32 and rounds once, eager's CPU
    # kernel rounds to bfloat16 on the way, so torchtpu's error must be no larger than eager's.
    x, grid = operands(dims, torch.bfloat16)
    fn = lambda x, g: F.grid_sample(x, g, mode="bilinear", padding_mode="border", align_corners=False)  # noqa: E731
    want = forward_and_grads(fn, x, grid)
    got = forward_and_grads(torch.compile(fn, backend="torchtpu"), x, grid)
    wide = [t.detach().double().requires_grad_() for t in (x, grid)]
    ref = forward_and_grads(fn, *wide, upstream_dtype=torch.bfloat16)
    for name, g, w, r in zip(("output", "input grad", "grid grad"), got, want, ref):
        assert g.dtype == w.dtype == torch.bfloat16, name
        ours, eagers = ((t.double() - r).abs().max().item() for t in (g, w))
        assert ours <= eagers + 1e-3 * r.abs().max().item(), (name, ours, eagers)


def test_only_the_grid_needs_a_gradient():
    # The backward op's output mask leaves the input's gradient out.
    x, grid = operands(3)
    x = x.detach()
    fn = lambda x, g: F.grid_sample(x, g, align_corners=True).square().sum()  # noqa: E731
    (want,) = torch.autograd.grad(fn(x, grid), grid)
    (got,) = torch.autograd.grad(torch.compile(fn, backend="torchtpu")(x, grid), grid)
    torch.testing.assert_close(got, want, rtol=1e-5, atol=5e-5)


class SpatialTransformer(nn.Module):
    """A localization network predicts an affine map; the image is resampled through it."""

    def __init__(self):
        super().__init__()
        self.loc = nn.Sequential(nn.Conv2d(1, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(2), nn.Flatten(), nn.Linear(32, 6))
        self.head = nn.Linear(16 * 16, 10)

    def forward(self, x):
        theta = self.loc(x).view(-1, 2, 3)
        grid = F.affine_grid(theta, x.shape, align_corners=False)
        return self.head(F.grid_sample(x, grid, align_corners=False).flatten(1))


def test_a_spatial_transformer_trains_as_eager():
    torch.manual_seed(0)
    model = SpatialTransformer()
    check_gradients(model, (4, 1, 16, 16), params=list(model.parameters()), rtol=1e-4)


@pytest.mark.fallback
def test_bicubic_gradients_run_in_eager_named():
    x, grid = operands(2)
    fn = torch.compile(lambda x, g: F.grid_sample(x, g, mode="bicubic", align_corners=False), backend="torchtpu")
    with pytest.warns(RuntimeWarning, match="grid_sampler_2d_backward"):
        got = forward_and_grads(fn, x, grid)
    want = forward_and_grads(lambda x, g: F.grid_sample(x, g, mode="bicubic", align_corners=False), x, grid)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=1e-5, atol=5e-5)
