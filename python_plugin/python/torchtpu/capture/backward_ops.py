"""Backward ops that torch leaves whole and has no decomposition for, as ops the compiler lowers:
3-d average and adaptive average pooling (separable: one 0/1 matrix per spatial dim), max
pooling from its indices (3-d, adaptive 1-3-d: a scatter-add), `masked_scatter`'s source
gradient, and `cdist`/`pdist`. Without these, the whole backward graph of a model with a
`MaxPool3d`, `AvgPool3d`, `AdaptiveMaxPool2d`, `LocalResponseNorm`, `masked_scatter` or `cdist`
ran in eager.

Each follows its ATen CPU kernel (aten/src/ATen/native/{AveragePool3d,AdaptiveAveragePooling3d,
Distance}.cpp): the windows and divisors of average pooling, `cdist`'s gradient being zero where
the distance is zero, and for `p = inf` flowing to every coordinate whose difference reaches the
largest."""

from __future__ import annotations

import torch

aten = torch.ops.aten


def _static(*sizes) -> bool:
    return all(isinstance(s, int) for s in sizes)


def _window_matrix(out_size: int, in_size: int, starts: torch.Tensor, ends: torch.Tensor, dtype) -> torch.Tensor:
    """`[out, in]`: 1 where input position i lies in output position o's window [start, end)."""
    i = torch.arange(in_size).unsqueeze(0)
    return ((i >= starts.unsqueeze(1)) & (i < ends.unsqueeze(1))).to(dtype)


def _spread(grad: torch.Tensor, matrices: list[torch.Tensor]) -> torch.Tensor:
    """`grad [..., o1, o2, o3]` through each dim's `[o, i]` matrix: `[..., i1, i2, i3]`."""
    lead = grad.dim() - len(matrices)
    out = grad
    for k, m in enumerate(matrices):
        dim = lead + k
        out = torch.tensordot(out, m, dims=([dim], [0])).movedim(-1, dim)
    return out


def avg_pool3d_backward(grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad,
                        divisor_override):
    ins, outs = list(self.shape[-3:]), list(grad_output.shape[-3:])
    if not _static(*ins, *outs):
        return NotImplemented
    k = list(kernel_size) * (3 // len(kernel_size))
    s = list(stride or k) * (3 // len(stride or k))
    p = list(padding) * (3 // len(padding))
    dtype = grad_output.dtype
    matrices, divisor = [], torch.ones((), dtype=dtype)
    for d in range(3):
        o = torch.arange(outs[d])
        start = o * s[d] - p[d]
        end = torch.clamp(start + k[d], max=ins[d] + p[d])
        pool = end - start
        start, end = start.clamp(min=0), end.clamp(max=ins[d])
        matrices.append(_window_matrix(outs[d], ins[d], start, end, dtype))
        extent = (pool if count_include_pad else end - start).to(dtype)
        divisor = divisor.unsqueeze(-1) * extent if d else extent
    if divisor_override:
        divisor = torch.full(outs, float(divisor_override), dtype=dtype)
    divisor = torch.where(divisor == 0, torch.ones((), dtype=dtype), divisor)
    return _spread(grad_output / divisor, matrices)


def adaptive_avg_pool3d_backward(grad_output, self):
    ins, outs = list(self.shape[-3:]), list(grad_output.shape[-3:])
    if not _static(*ins, *outs):
        return NotImplemented
    dtype = grad_output.dtype
    matrices = []
    for d in range(3):
        o = torch.arange(outs[d])
        start = torch.div(o * ins[d], outs[d], rounding_mode="floor")
        end = torch.div((o + 1) * ins[d] + outs[d] - 1, outs[d], rounding_mode="floor")
        m = _window_matrix(outs[d], ins[d], start, end, dtype)
        matrices.append(m / (end - start).to(dtype).unsqueeze(1))
    return _spread(grad_output, matrices)


def _from_indices(grad_output, self, indices, spatial: int):
    """Each output's gradient added at its input position (flat within the spatial dims)."""
    lead = list(self.shape[:-spatial])
    plane = 1
    for n in self.shape[-spatial:]:
        plane = plane * n
    grad = grad_output.reshape(lead + [-1])
    zeros = torch.zeros(lead + [plane], dtype=grad_output.dtype, device=grad_output.device)
    return zeros.scatter_add(-1, indices.reshape(lead + [-1]), grad).reshape(self.shape)


def max_pool3d_with_indices_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices):
    return _from_indices(grad_output, self, indices, 3)


def adaptive_max_pool2d_backward(grad_output, self, indices):
    return _from_indices(grad_output, self, indices, 2)


def adaptive_max_pool3d_backward(grad_output, self, indices):
    return _from_indices(grad_output, self, indices, 3)


def masked_scatter_backward(grad_output, mask, sizes):
    """The source's gradient: `grad_output` at the mask's true positions (row-major order), then
    zeros up to the source's size."""
    numel = 1
    for n in sizes:
        numel = numel * n
    flat_mask = mask.expand(grad_output.shape).reshape(-1)
    grad = grad_output.reshape(-1)
    position = torch.cumsum(flat_mask.to(torch.int64), 0) - 1
    # Positions past the source (eager raises before: the source has at least the mask's count)
    # and unmasked elements go to one extra slot, dropped.
    target = torch.where(flat_mask, position.clamp(max=numel), numel)
    out = torch.zeros(numel + 1, dtype=grad.dtype, device=grad.device).scatter_add(0, target, grad)
    return out[:numel].reshape(sizes)


def _distance_grad(grad, x1, x2, p: float, dist):
    """d/dx1 of sum(grad * ||x1_i - x2_j||_p) over j: `[..., P, M]`."""
    zero = torch.zeros((), dtype=x1.dtype, device=x1.device)
    if p == 0:
        return torch.zeros_like(x1)
    if p == 2:
        # (x1_i - x2_j) / d_ij, summed with grad: a product form, no [P, R, M] difference tensor.
        scaled = torch.where(dist == 0, zero, grad / dist)
        return x1 * scaled.sum(-1, keepdim=True) - scaled @ x2
    diff = x1.unsqueeze(-2) - x2.unsqueeze(-3)  # [..., P, R, M]
    g, d = grad.unsqueeze(-1), dist.unsqueeze(-1)
    if p == 1:
        term = g * torch.sign(diff)
    elif p == float("inf"):
        term = g * torch.sign(diff) * (diff.abs() == d).to(x1.dtype)
    else:
        # sign(diff) |diff|^(p-1) / d^(p-1): zero where d is 0 and, for p < 1, where diff is 0.
        term = torch.where(d == 0, zero, g * torch.sign(diff) * diff.abs().pow(p - 1) / d.pow(p - 1))
        if p < 1:
            term = torch.where(diff == 0, zero, term)
    return term.sum(-2)


def cdist_backward(grad, x1, x2, p: float, cdist):
    return _distance_grad(grad, x1, x2, p, cdist)


def pdist_backward(grad, self, p: float, pdist):
    """`pdist`'s pairs (i < j, row-major) spread into a full matrix, then `cdist`'s gradient from
    both sides (d(x_i, x_j) moves x_i and x_j)."""
    n = self.shape[0]
    i, j = torch.arange(n, device=self.device).unsqueeze(1), torch.arange(n, device=self.device).unsqueeze(0)
    pair = (i * n - i * (i + 1) // 2 + j - i - 1).clamp(0, max(grad.shape[0] - 1, 0)).reshape(-1)
    upper = j > i
    zero = torch.zeros((), dtype=grad.dtype, device=grad.device)

    def matrix(v):
        if not v.numel():  # one row: no pairs
            return torch.zeros(n, n, dtype=v.dtype, device=v.device)
        m = torch.where(upper, v.index_select(0, pair).view(n, n), zero)
        return m + m.t()

    full, dist = matrix(grad), matrix(pdist)
    return _distance_grad(full, self, self, p, dist)


def table() -> dict:
    return {
        aten._adaptive_avg_pool3d_backward.default: adaptive_avg_pool3d_backward,
        aten._cdist_backward.default: cdist_backward,
        aten._pdist_backward.default: pdist_backward,
        aten.adaptive_max_pool2d_backward.default: adaptive_max_pool2d_backward,
        aten.adaptive_max_pool3d_backward.default: adaptive_max_pool3d_backward,
        aten.avg_pool3d_backward.default: avg_pool3d_backward,
        aten.masked_scatter_backward.default: masked_scatter_backward,
        aten.max_pool3d_with_indices_backward.default: max_pool3d_with_indices_backward,
    }
