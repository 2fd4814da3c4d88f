"""Fractional max pooling (`nn.FractionalMaxPool2d/3d`, `F.fractional_max_pool2d/3d`), forward
and backward, as ops the compiler lowers: torch keeps `fractional_max_pool{2,3}d` and their
backward ops whole, with no decomposition, so a model with one ran in eager.

Follows ATen's CPU kernels (aten/src/ATen/native/FractionalMaxPool{2,3}d.cpp): each plane's
windows start at `trunc((i + u) * alpha) - trunc(u * alpha)` along a dim, with `u` the plane's
random sample for that dim (samples ordered W, H in 2-d; T, H, W in 3-d), `alpha = (in - pool) /
(out - 1)` in the input's dtype, and the last window at `in - pool`; a window's result is its first
largest element, or its last NaN; the index is that element's position in its plane (row-major).
The backward adds each gradient at its index (backward_ops.py's `_from_indices`)."""

from __future__ import annotations

import torch

from .backward_ops import _from_indices

aten = torch.ops.aten


def _starts(sample: torch.Tensor, in_size: int, out_size: int, pool: int) -> torch.Tensor:
    """`[planes, out_size]` window starts along one dim, from each plane's sample for it."""
    planes = sample.shape[0]
    last = torch.full((planes, 1), in_size - pool, dtype=torch.int64, device=sample.device)
    if out_size <= 1:
        return last[:, :out_size]
    dtype = sample.dtype
    alpha = torch.full((), in_size - pool, dtype=dtype, device=sample.device) / torch.full(
        (), out_size - 1, dtype=dtype, device=sample.device)
    i = torch.arange(out_size - 1, device=sample.device).to(dtype)
    u = sample.unsqueeze(1)
    seq = ((i + u) * alpha).trunc().to(torch.int64) - (u * alpha).trunc().to(torch.int64)
    return torch.cat([seq, last], 1)


def _fractional_max_pool(x, kernel_size, output_size, random_samples, dims: int):
    spatial = list(x.shape[-dims:])
    if not all(isinstance(s, int) for s in [*spatial, *output_size, *kernel_size]) or x.dim() not in (dims + 1, dims + 2):
        return NotImplemented
    batched = x.dim() == dims + 2
    xb = x if batched else x.unsqueeze(0)
    n, c = xb.shape[0], xb.shape[1]
    planes = n * c
    flat = xb.reshape(planes, -1)
    samples = random_samples.reshape(planes, dims)
    # The samples' order per plane: W then H (2-d); T, H, W (3-d).
    order = [1, 0] if dims == 2 else [0, 1, 2]
    starts = [_starts(samples[:, order[d]], spatial[d], output_size[d], kernel_size[d]) for d in range(dims)]
    strides = [1] * dims
    for d in range(dims - 2, -1, -1):
        strides[d] = strides[d + 1] * spatial[d + 1]
    # Flat position of each output cell's window elements: [planes, *out, *kernel].
    index = torch.zeros((planes,) + (1,) * (2 * dims), dtype=torch.int64, device=x.device)
    for d in range(dims):
        shape = [planes] + [1] * (2 * dims)
        shape[1 + d] = output_size[d]
        start = starts[d].reshape(shape)
        kshape = [1] * (1 + 2 * dims)
        kshape[1 + dims + d] = kernel_size[d]
        offset = torch.arange(kernel_size[d], device=x.device).reshape(kshape)
        index = index + (start + offset) * strides[d]
    k = 1
    for s in kernel_size:
        k *= s
    index = index.reshape(planes, -1, k)
    values = torch.gather(flat, 1, index.reshape(planes, -1)).reshape(planes, -1, k)
    # The first largest element, or the last NaN (ATen: `val > max || isnan(val)`).
    nan = torch.isnan(values)
    last_nan = (k - 1) - torch.argmax(nan.flip(-1).to(torch.int32), dim=-1)
    first_max = torch.argmax(torch.where(nan, torch.full_like(values, float("-inf")), values), dim=-1)
    pick = torch.where(nan.any(-1), last_nan, first_max).unsqueeze(-1)
    out = torch.gather(values, 2, pick).squeeze(-1)
    indices = torch.gather(index, 2, pick).squeeze(-1)
    shape = [n, c, *output_size] if batched else [c, *output_size]
    return out.reshape(shape), indices.reshape(shape)


def fractional_max_pool2d(x, kernel_size, output_size, random_samples):
    return _fractional_max_pool(x, list(kernel_size), list(output_size), random_samples, 2)


def fractional_max_pool3d(x, kernel_size, output_size, random_samples):
    return _fractional_max_pool(x, list(kernel_size), list(output_size), random_samples, 3)


def fractional_max_pool2d_backward(grad_output, self, kernel_size, output_size, indices):
    return _from_indices(grad_output, self, indices, 2)


def fractional_max_pool3d_backward(grad_output, self, kernel_size, output_size, indices):
    return _from_indices(grad_output, self, indices, 3)


def table() -> dict:
    return {
        aten.fractional_max_pool2d.default: fractional_max_pool2d,
        aten.fractional_max_pool2d_backward.default: fractional_max_pool2d_backward,
        aten.fractional_max_pool3d.default: fractional_max_pool3d,
        aten.fractional_max_pool3d_backward.default: fractional_max_pool3d_backward,
    }
