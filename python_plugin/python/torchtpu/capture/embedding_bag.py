"""`nn.EmbeddingBag` / `F.embedding_bag` (recommendation models' sparse features), forward and
backward, as gathers and scatter-adds: decompositions of `aten._embedding_bag`,
`_embedding_bag_forward_only`, `_embedding_bag_backward` and
`_embedding_bag_per_sample_weights_backward`, which torch leaves whole.

They follow ATen's CPU kernels (aten/src/ATen/native/EmbeddingBag.cpp): each index belongs to the
bag whose offset is the last at or before it; `padding_idx` entries add nothing and do not count;
`mean` divides by the count, an empty bag is zero in every mode; `max` keeps the first index that
reaches the largest value, per element. The three extra outputs hold what eager's kernel gives
(the bag of every index; the counts and, for `mean`, the counts again as `max_indices`, for `mean`
and `max`; the rows of the maxima for `max`), so eager's backward could read them. Sparse
gradients (`sparse=True`) run in eager, named.
"""

from __future__ import annotations

import torch

aten = torch.ops.aten

SUM, MEAN, MAX = 0, 1, 2


class _Bags:
    def __init__(self, indices: torch.Tensor, offsets: torch.Tensor, include_last_offset: bool, padding_idx: int):
        self.bags = offsets.shape[0] - (1 if include_last_offset else 0)
        starts = offsets[: self.bags].contiguous()
        j = torch.arange(indices.shape[0], device=indices.device)
        # The last offset at or before each index (a search, not an [indices, bags] comparison:
        # a DLRM batch has 2K bags of 100K indices).
        self.bag = (torch.searchsorted(starts, j, right=True) - 1).clamp(min=0)
        self.keep = indices != padding_idx if padding_idx >= 0 else torch.ones_like(indices, dtype=torch.bool)

    def counts(self) -> torch.Tensor:
        zeros = torch.zeros(self.bags, dtype=torch.int64, device=self.bag.device)
        return zeros.scatter_add(0, self.bag, self.keep.to(torch.int64))

    def spread(self, rows: torch.Tensor) -> torch.Tensor:
        """`rows [N, D]` summed into their bags: `[bags, D]`."""
        index = self.bag.unsqueeze(1).expand(rows.shape)
        return torch.zeros(self.bags, rows.shape[1], dtype=rows.dtype, device=rows.device).scatter_add(0, index, rows)


def embedding_bag(weight, indices, offsets, scale_grad_by_freq=False, mode=SUM, sparse=False,
                  per_sample_weights=None, include_last_offset=False, padding_idx=-1):
    if mode not in (SUM, MEAN, MAX) or indices.dim() != 1:
        return NotImplemented
    indices, offsets = indices.to(torch.int64), offsets.to(torch.int64)
    b = _Bags(indices, offsets, include_last_offset, padding_idx)
    rows = weight.index_select(0, indices)
    zero = torch.zeros((), dtype=weight.dtype, device=weight.device)
    counts = b.counts()
    none = torch.zeros(b.bags, dtype=torch.int64, device=weight.device)
    if mode in (SUM, MEAN):
        if per_sample_weights is not None:
            rows = rows * per_sample_weights.unsqueeze(1).to(rows.dtype)
        out = b.spread(torch.where(b.keep.unsqueeze(1), rows, zero))
        if mode == SUM:
            return out, b.bag, none, none
        out = out / counts.clamp(min=1).unsqueeze(1).to(out.dtype)
        return out, b.bag, counts, counts
    # max: the largest value per element, then the first index that reaches it.
    index = b.bag.unsqueeze(1).expand(rows.shape)
    lowest = torch.full((), float("-inf"), dtype=rows.dtype, device=rows.device)
    masked = torch.where(b.keep.unsqueeze(1), rows, lowest)
    start = torch.full((b.bags, rows.shape[1]), float("-inf"), dtype=rows.dtype, device=rows.device)
    best = start.scatter_reduce(0, index, masked, "amax", include_self=True)
    n = indices.shape[0]
    position = torch.arange(n, device=indices.device).unsqueeze(1).expand(rows.shape)
    hit = b.keep.unsqueeze(1) & (masked == best.gather(0, index))
    first = torch.full((b.bags, rows.shape[1]), n, dtype=torch.int64, device=rows.device).scatter_reduce(
        0, index, torch.where(hit, position, n), "amin", include_self=True)
    empty = (counts == 0).unsqueeze(1)
    max_indices = torch.where(empty, 0, indices.index_select(0, first.clamp(max=max(n - 1, 0)).reshape(-1))
                              .view(first.shape))
    return torch.where(empty, zero, best), b.bag, counts, max_indices


def embedding_bag_forward_only(weight, indices, offsets, scale_grad_by_freq=False, mode=SUM, sparse=False,
                               per_sample_weights=None, include_last_offset=False, padding_idx=-1):
    return embedding_bag(weight, indices, offsets, scale_grad_by_freq, mode, sparse, per_sample_weights,
                         include_last_offset, padding_idx)


def embedding_bag_backward(grad, indices, offsets, offset2bag, bag_size, maximum_indices, num_weights,
                           scale_grad_by_freq, mode, sparse, per_sample_weights, padding_idx=-1):
    if sparse or mode not in (SUM, MEAN, MAX) or indices.dim() != 1:
        return NotImplemented
    indices, offset2bag = indices.to(torch.int64), offset2bag.to(torch.int64)
    dim = grad.shape[1]
    zeros = torch.zeros(num_weights, dim, dtype=grad.dtype, device=grad.device)
    zero = torch.zeros((), dtype=grad.dtype, device=grad.device)
    keep = indices != padding_idx if padding_idx >= 0 else torch.ones_like(indices, dtype=torch.bool)
    if mode == MAX:
        nonempty = (bag_size > 0).unsqueeze(1)
        return zeros.scatter_add(0, maximum_indices.to(torch.int64), torch.where(nonempty, grad, zero))
    rows = grad.index_select(0, offset2bag)
    if mode == MEAN:
        rows = rows / bag_size.index_select(0, offset2bag).clamp(min=1).unsqueeze(1).to(rows.dtype)
    elif per_sample_weights is not None:
        rows = rows * per_sample_weights.unsqueeze(1).to(rows.dtype)
    if scale_grad_by_freq:
        freq = torch.zeros(num_weights, dtype=grad.dtype, device=grad.device).scatter_add(
            0, indices, keep.to(grad.dtype))
        rows = rows / freq.index_select(0, indices).clamp(min=1).unsqueeze(1)
    rows = torch.where(keep.unsqueeze(1), rows, zero)
    return zeros.scatter_add(0, indices.unsqueeze(1).expand(rows.shape), rows)


def embedding_bag_per_sample_weights_backward(grad, weight, indices, offsets, offset2bag, mode, padding_idx=-1):
    if mode != SUM:
        return NotImplemented
    keep = indices != padding_idx if padding_idx >= 0 else torch.ones_like(indices, dtype=torch.bool)
    products = (grad.index_select(0, offset2bag) * weight.index_select(0, indices)).sum(1)
    return torch.where(keep, products, torch.zeros((), dtype=products.dtype, device=products.device))


def table() -> dict:
    return {
        aten._embedding_bag.default: embedding_bag,
        aten._embedding_bag_backward.default: embedding_bag_backward,
        aten._embedding_bag_forward_only.default: embedding_bag_forward_only,
        aten._embedding_bag_per_sample_weights_backward.default: embedding_bag_per_sample_weights_backward,
    }
