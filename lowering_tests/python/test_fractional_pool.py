"""Fractional max pooling (capture/fractional_pool.py), forward and backward, against eager with
the same random samples: 2-d and 3-d, batched and not, windows that overlap and ties, NaN, and a
module in training (where the samples come from the compiled graph's own random draw). Runs with
TORCHTPU_FALLBACK=error (conftest.py)."""

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import torchtpu
from grad_check import check_gradients

CASES = [
    (2, (2, 3, 9, 11), (3, 2), (4, 5)),
    (2, (3, 7, 7), (2, 2), (3, 3)),
    (2, (1, 2, 6, 6), (2, 3), (1, 2)),
    (3, (2, 2, 5, 6, 7), (2, 2, 3), (3, 2, 4)),
    (3, (2, 5, 5, 5), (2, 2, 2), (2, 2, 2)),
]


@pytest.mark.parametrize("dims,shape,kernel,out", CASES, ids=[f"{d}d-{'x'.join(map(str, s))}" for d, s, _, _ in CASES])
def test_fractional_max_pool_matches_eager(dims, shape, kernel, out):
    g = torch.Generator().manual_seed(0)
    batch = shape[0] if len(shape) == dims + 2 else 1
    samples = torch.rand(batch, shape[-dims - 1], dims, generator=g)
    pool = F.fractional_max_pool2d if dims == 2 else F.fractional_max_pool3d

    def fn(x):
        return pool(x, kernel, output_size=out, _random_samples=samples)

    check_gradients(fn, shape)
    # The indices too, and a tie (equal values: the first in the window wins).
    x = torch.randn(*shape, generator=g)
    x.view(-1)[3:9] = 0.5
    want = pool(x, kernel, output_size=out, return_indices=True, _random_samples=samples)
    got = torch.compile(lambda x: pool(x, kernel, output_size=out, return_indices=True, _random_samples=samples),
                        backend="torchtpu")(x)
    torch.testing.assert_close(got[0], want[0])
    assert torch.equal(got[1], want[1])


def test_nan_is_picked_as_eager_picks_it():
    """ATen takes a window's last NaN (`val > max || isnan(val)`)."""
    x = torch.randn(1, 2, 8, 8)
    x.view(-1)[::5] = float("nan")
    samples = torch.rand(1, 2, 2)
    fn = lambda x: F.fractional_max_pool2d(x, 3, output_size=4, return_indices=True, _random_samples=samples)  # noqa: E731
    want, got = fn(x), torch.compile(fn, backend="torchtpu")(x)
    torch.testing.assert_close(got[0], want[0], equal_nan=True)
    assert torch.equal(got[1], want[1])


def test_fractional_max_pool_module_trains():
    """`nn.FractionalMaxPool2d` draws its samples in the graph: the step compiles, and its output
    is a max of each window of the input (torchtpu's draw is not eager's, docs/modes.md)."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.FractionalMaxPool2d(2, output_ratio=0.6), nn.Flatten(),
                          nn.LazyLinear(5))
    x = torch.randn(2, 3, 10, 10)
    model(x)  # materialize the lazy layer
    compiled = torch.compile(model, backend="torchtpu")
    out = compiled(x)
    out.square().mean().backward()
    assert out.shape == (2, 5) and all(p.grad is not None and torch.isfinite(p.grad).all() for p in model.parameters())
    assert torchtpu.stats()["fallbacks"] == 0
    # The pooled values are elements of the convolution's output.
    pooled = torch.compile(lambda t: F.fractional_max_pool2d(t, 2, output_ratio=(0.6, 0.6)), backend="torchtpu")(x)
    assert torch.isin(pooled, x).all()
