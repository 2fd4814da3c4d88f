"""`F.grid_sample` in 2-d and 3-d, forward and backward, as gathers and scatter-adds: the
decompositions of `aten.grid_sampler_3d`, `aten.grid_sampler_2d_backward` and
`aten.grid_sampler_3d_backward` (torch decomposes only the 2-d forward, so training through a
spatial transformer or a flow warp, and any 3-d sampling, ran in eager).

They follow ATen's CPU kernels (aten/src/ATen/native/GridSampler.cpp and GridSampler.h): grid
coordinates unnormalized by `align_corners`, then clipped (`border`) or reflected and clipped
(`reflection`), each with the derivative ATen gives it (0 where a clip holds a coordinate, -1
where a reflection flips it); bilinear (trilinear) weights over the 2^d corners, corners outside
the input reading and receiving zero; nearest by round-half-to-even, with no gradient for the
grid. Bicubic sampling's gradient stays whole (eager runs it, named). Half-precision inputs are
computed in float32, as ATen's kernels accumulate.
"""

from __future__ import annotations

import itertools

import torch

aten = torch.ops.aten

BILINEAR, NEAREST, BICUBIC = 0, 1, 2
ZEROS, BORDER, REFLECTION = 0, 1, 2


def _clip(coord: torch.Tensor, size: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Clamped to [0, size - 1], with ATen's derivative: 0 outside, 1 inside and on the bounds."""
    inside = (coord >= 0) & (coord <= size - 1)
    return coord.clamp(0, size - 1), inside.to(coord.dtype)


def _reflect(coord: torch.Tensor, twice_low: int, twice_high: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Reflected into [low, high] (bounds given doubled), with the derivative's sign."""
    if twice_low == twice_high:
        return torch.zeros_like(coord), torch.zeros_like(coord)
    low, span = twice_low / 2, (twice_high - twice_low) / 2
    shifted = coord - low
    sign = torch.where(shifted < 0, -1.0, 1.0).to(coord.dtype)
    shifted = shifted.abs()
    extra = torch.fmod(shifted, span)
    flips = (shifted / span).floor()
    even = torch.fmod(flips, 2) == 0
    return torch.where(even, extra + low, span - extra + low), torch.where(even, sign, -sign)


def _source(coord: torch.Tensor, size: int, padding: int, align_corners: bool):
    """The input position a grid coordinate reads, and its derivative by the coordinate."""
    scale = (size - 1) / 2 if align_corners else size / 2
    pos = ((coord + 1) * (size - 1) / 2) if align_corners else (((coord + 1) * size - 1) / 2)
    grad = torch.full_like(coord, scale)
    if padding == BORDER:
        pos, d = _clip(pos, size)
        grad = grad * d
    elif padding == REFLECTION:
        pos, d = _reflect(pos, 0, 2 * (size - 1)) if align_corners else _reflect(pos, -1, 2 * size - 1)
        grad = grad * d
        pos, d = _clip(pos, size)
        grad = grad * d
    return pos, grad


class _Sampling:
    """The grid's reads: for every output point and each corner, the flat input index, whether it
    is inside, and the per-dim factors of its weight."""

    def __init__(self, input: torch.Tensor, grid: torch.Tensor, mode: int, padding: int, align_corners: bool):
        self.n, self.c = input.shape[:2]
        self.sizes = list(input.shape[2:])  # (D,) H, W
        dims = len(self.sizes)
        self.out_shape = list(grid.shape[1:-1])
        self.mode = mode
        flat = grid.reshape(self.n, -1, dims)
        # Grid component k addresses input dim dims-1-k (x is the width).
        self.pos, self.dpos = [], []
        for dim in range(dims):
            p, d = _source(flat[..., dims - 1 - dim], self.sizes[dim], padding, align_corners)
            self.pos.append(p)
            self.dpos.append(d)
        if mode == NEAREST:
            corners = [[p.round() for p in self.pos]]
            self.offsets = [(0,) * dims]
        else:
            base = [p.floor() for p in self.pos]
            self.frac = [p - b for p, b in zip(self.pos, base)]
            self.offsets = list(itertools.product((0, 1), repeat=dims))
            corners = [[b + o for b, o in zip(base, off)] for off in self.offsets]
        self.index, self.inside = [], []
        for corner in corners:
            inside = torch.ones_like(corner[0], dtype=torch.bool)
            index = torch.zeros_like(corner[0], dtype=torch.int64)
            for dim, at in enumerate(corner):
                inside = inside & (at >= 0) & (at <= self.sizes[dim] - 1)
                index = index * self.sizes[dim] + at.clamp(0, self.sizes[dim] - 1).to(torch.int64)
            self.index.append(torch.where(inside, index, 0))
            self.inside.append(inside)

    def factors(self, off) -> list[torch.Tensor]:
        """A corner's weight, one factor per dim (its product is the weight)."""
        return [f if o else 1 - f for f, o in zip(self.frac, off)]

    def weight(self, k: int) -> torch.Tensor:
        if self.mode == NEAREST:
            return self.inside[k].to(self.pos[0].dtype)
        w = self.inside[k].to(self.frac[0].dtype)
        for f in self.factors(self.offsets[k]):
            w = w * f
        return w

    def read(self, input: torch.Tensor, k: int) -> torch.Tensor:
        """The corner's input values, `[N, C, points]` (zero outside)."""
        flat = input.reshape(self.n, self.c, -1)
        index = self.index[k].unsqueeze(1).expand(self.n, self.c, self.index[k].shape[1])
        return torch.gather(flat, 2, index) * self.inside[k].unsqueeze(1).to(input.dtype)


def _wide(t: torch.Tensor) -> torch.Tensor:
    return t.float() if t.dtype in (torch.float16, torch.bfloat16) else t


def sample(input: torch.Tensor, grid: torch.Tensor, mode: int, padding: int, align_corners: bool) -> torch.Tensor:
    """`grid_sampler_{2,3}d`: bilinear or nearest."""
    dtype = input.dtype
    input, grid = _wide(input), _wide(grid)
    s = _Sampling(input, grid, mode, padding, align_corners)
    out = sum(s.read(input, k) * s.weight(k).unsqueeze(1) for k in range(len(s.index)))
    return out.reshape(s.n, s.c, *s.out_shape).to(dtype)


def sample_backward(grad_output: torch.Tensor, input: torch.Tensor, grid: torch.Tensor, mode: int, padding: int,
                    align_corners: bool, output_mask) -> tuple[torch.Tensor | None, torch.Tensor]:
    """`grid_sampler_{2,3}d_backward`: the input's gradient (scatter-added to the corners read) and
    the grid's (the weights' derivatives times the values read, over the channels)."""
    in_dtype, grid_dtype = input.dtype, grid.dtype
    input, grid, grad = _wide(input), _wide(grid), _wide(grad_output)
    s = _Sampling(input, grid, mode, padding, align_corners)
    grad = grad.reshape(s.n, s.c, -1)
    grad_input = None
    if output_mask[0]:
        acc = torch.zeros(s.n, s.c, input[0, 0].numel(), dtype=input.dtype, device=input.device)
        for k in range(len(s.index)):
            index = s.index[k].unsqueeze(1).expand(s.n, s.c, s.index[k].shape[1])
            acc = acc.scatter_add(2, index, grad * s.weight(k).unsqueeze(1))
        grad_input = acc.reshape(input.shape).to(in_dtype)
    dims = len(s.sizes)
    if s.mode == NEAREST:
        grad_grid = torch.zeros(grid.shape, dtype=grid_dtype, device=grid.device)
        return grad_input, grad_grid
    # d(out)/d(pos_dim) = sum over corners of value * (+1 or -1) * the other dims' factors.
    per_dim = [torch.zeros_like(s.pos[0]) for _ in range(dims)]
    for k, off in enumerate(s.offsets):
        along = (s.read(input, k) * grad).sum(1)  # [N, points]: the value read times the gradient
        factors = s.factors(off)
        for dim in range(dims):
            term = along if off[dim] else -along
            for other in range(dims):
                if other != dim:
                    term = term * factors[other]
            per_dim[dim] = per_dim[dim] + term
    # Back to grid components (x first) through each coordinate's derivative.
    components = [per_dim[dims - 1 - k] * s.dpos[dims - 1 - k] for k in range(dims)]
    grad_grid = torch.stack(components, -1).reshape(grid.shape).to(grid_dtype)
    return grad_input, grad_grid


def grid_sampler_3d(input, grid, interpolation_mode: int, padding_mode: int, align_corners: bool):
    if interpolation_mode not in (BILINEAR, NEAREST):
        return NotImplemented
    return sample(input, grid, interpolation_mode, padding_mode, align_corners)


def grid_sampler_backward(grad_output, input, grid, interpolation_mode: int, padding_mode: int, align_corners: bool,
                          output_mask):
    if interpolation_mode not in (BILINEAR, NEAREST):
        return NotImplemented
    return sample_backward(grad_output, input, grid, interpolation_mode, padding_mode, align_corners, output_mask)


def table() -> dict:
    return {
        aten.grid_sampler_2d_backward.default: grid_sampler_backward,
        aten.grid_sampler_3d.default: grid_sampler_3d,
        aten.grid_sampler_3d_backward.default: grid_sampler_backward,
    }
