"""Antialiased resizing (`F.interpolate(..., antialias=True)`: `_upsample_bilinear2d_aa`,
`_upsample_bicubic2d_aa` and their backward ops, capture/resize_aa.py), forward and backward,
against eager: shrinking and growing, each dim by itself, `align_corners`, explicit scale
factors, the dtypes eager computes otherwise (refused), and timm's position-embedding resampling. Runs with
TORCHTPU_FALLBACK=error (conftest.py)."""

import itertools

import pytest
import torch
import torch.nn.functional as F

import torchtpu
from grad_check import check_gradients

SIZES = [((9, 13), (4, 5)), ((8, 8), (19, 11)), ((30, 7), (7, 30)), ((5, 6), (1, 1))]
CASES = list(itertools.product(("bilinear", "bicubic"), SIZES, (False, True)))


@pytest.mark.parametrize("mode,sizes,align", CASES,
                         ids=[f"{m}-{i[0]}x{i[1]}-to-{o[0]}x{o[1]}-{'align' if a else 'noalign'}"
                              for m, (i, o), a in CASES])
def test_antialiased_resize_matches_eager(mode, sizes, align):
    (ih, iw), out = sizes
    check_gradients(lambda x: F.interpolate(x, size=out, mode=mode, antialias=True, align_corners=align),
                    (2, 3, ih, iw))


@pytest.mark.parametrize("mode", ("bilinear", "bicubic"))
def test_antialiased_resize_by_scale_factor(mode):
    """A scale factor that is not the sizes' ratio: ATen places pixels by the factor given."""
    check_gradients(lambda x: F.interpolate(x, scale_factor=(0.3, 1.7), mode=mode, antialias=True,
                                            recompute_scale_factor=False), (1, 2, 20, 9))


@pytest.mark.fallback
@pytest.mark.parametrize("dtype", (torch.bfloat16, torch.float16, torch.uint8))
def test_antialiased_resize_refuses_what_eager_computes_otherwise(dtype):
    """torch's CPU kernel has no half-precision antialiasing (eager raises) and resamples uint8 in
    fixed point: the rule refuses them, so the node runs in eager and the user gets eager's
    result or error, not other numbers."""
    x = (torch.rand(2, 3, 17, 12) * 255).to(dtype)
    fn = lambda x: F.interpolate(x, size=(6, 5), mode="bicubic", antialias=True)  # noqa: E731
    try:
        want = fn(x)
    except RuntimeError as e:
        with pytest.warns(RuntimeWarning, match="_upsample_bicubic2d_aa"):
            with pytest.raises(RuntimeError, match=str(e)[:40]):
                torch.compile(fn, backend="torchtpu")(x)
        return
    with pytest.warns(RuntimeWarning, match="_upsample_bicubic2d_aa"):
        got = torch.compile(fn, backend="torchtpu")(x)
    assert torch.equal(got, want)


def test_position_embedding_resampling_trains():
    """timm's `resample_abs_pos_embed`: a learned grid of position embeddings resized with
    antialiased bicubic interpolation to the input's patch grid, trained through the resize."""
    pos = torch.nn.Parameter(torch.randn(1, 14 * 14, 32) * 0.02)

    def fn(tokens):
        grid = pos.reshape(1, 14, 14, 32).permute(0, 3, 1, 2)
        grid = F.interpolate(grid, size=(8, 8), mode="bicubic", antialias=True, align_corners=False)
        return tokens + grid.permute(0, 2, 3, 1).reshape(1, 64, 32)

    check_gradients(fn, (2, 64, 32), params=[pos])
