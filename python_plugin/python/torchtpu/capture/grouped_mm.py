"""Grouped matrix products, as mixture-of-experts layers run them: `aten._grouped_mm` and the
custom op transformers uses instead under `torch.compile` for float32 weights
(`transformers.grouped_mm_fallback` and its backward op).

The rows of the left operand come sorted by group (expert), and `offs` holds each group's end
(cumulative counts): `out[offs[e-1]:offs[e]] = a[offs[e-1]:offs[e]] @ w[e]`. The group sizes are
data, but the program's shapes are static, so the rows are laid out again in tiles of `tile`
rows, each group padded to whole tiles (at most `ceil(rows / tile) + groups` tiles for any
sizes); every tile belongs to one group, the tiles run as one batched product against their
groups' weights, and each row reads its result back from its tile. Work is the rows' own plus at
most `tile - 1` padding rows a group, instead of every row against every group's weight; each
tile reads a gathered copy of its group's weight.

Eager leaves rows past the last offset unwritten (`torch.empty`); here they are zero, as
transformers' own fallback makes them. Offsets are clamped to `[0, rows]`; eager does not check
them, and offsets that decrease (which no router's cumulative count makes) give undefined rows in
eager's kernel, as here.
"""

from __future__ import annotations

import torch

aten = torch.ops.aten

TILE = 256


def _tile_rows(rows, groups: int) -> int:
    """The tile: the groups' average row count rounded up to a power of two, at most TILE. Larger
    tiles pad more rows (up to `tile - 1` a group) but gather fewer weight copies (one per tile):
    Mixtral's training step at 4x128 tokens, 8 experts, took 1958 ms with tiles of at most 64
    rows, 1350 ms with 128 (eager 1235-1389)."""
    if not isinstance(rows, int):
        return TILE
    per_group = max(1, -(-rows // max(groups, 1)))
    return min(TILE, 1 << (per_group - 1).bit_length())


class _Layout:
    """Where each row of the sorted operand goes in the tiled one, from the offsets."""

    def __init__(self, offs: torch.Tensor, rows, groups: int):
        device = offs.device
        self.tile = tile = _tile_rows(rows, groups)
        self.tiles = tiles = (rows + tile - 1) // tile + groups
        ends = offs.to(torch.int64).clamp(0, rows)
        starts = torch.cat([ends.new_zeros(1), ends[:-1]])
        sizes = (ends - starts).clamp(min=0)
        padded = (sizes + tile - 1) // tile * tile
        padded_starts = torch.cumsum(padded, 0) - padded
        # Each tiled position's group (groups = past the last group), and the row it holds.
        q = torch.arange(tiles * tile, device=device)
        group = (q.unsqueeze(1) >= (padded_starts + padded).unsqueeze(0)).sum(1)
        clamped = group.clamp(max=groups - 1)
        within = q - padded_starts[clamped]
        self.valid = (group < groups) & (within < sizes[clamped])
        self.source = torch.where(self.valid, starts[clamped] + within, 0).clamp(0, max(rows - 1, 0))
        self.tile_group = clamped.view(tiles, tile)[:, 0]
        # Each row's group and its position in the tiled layout.
        r = torch.arange(rows, device=device)
        row_group = (r.unsqueeze(1) >= ends.unsqueeze(0)).sum(1)
        row_clamped = row_group.clamp(max=groups - 1)
        self.row_valid = (row_group < groups) & (r >= starts[row_clamped])
        self.target = torch.where(self.row_valid, padded_starts[row_clamped] + r - starts[row_clamped], 0)

    def gather(self, x: torch.Tensor) -> torch.Tensor:
        """`x`'s rows in the tiled layout `[tiles, tile, cols]`, zero on padding."""
        picked = x.index_select(0, self.source)
        picked = torch.where(self.valid.unsqueeze(1), picked, torch.zeros((), dtype=x.dtype, device=x.device))
        return picked.view(self.tiles, self.tile, x.shape[1])

    def scatter_back(self, y: torch.Tensor) -> torch.Tensor:
        """The tiled result `[tiles, tile, cols]` read back in row order (zero past the last group)."""
        flat = y.reshape(self.tiles * self.tile, y.shape[-1]).index_select(0, self.target)
        return torch.where(self.row_valid.unsqueeze(1), flat, torch.zeros((), dtype=y.dtype, device=y.device))


def rows_by_group(a: torch.Tensor, w: torch.Tensor, offs: torch.Tensor) -> torch.Tensor:
    """`a [S, K]` (rows sorted by group) times `w [G, K, N]`: `[S, N]`."""
    layout = _Layout(offs, a.shape[0], w.shape[0])
    tiles = layout.gather(a)
    return layout.scatter_back(torch.bmm(tiles, w.index_select(0, layout.tile_group)))


def sums_by_group(a_t: torch.Tensor, b: torch.Tensor, offs: torch.Tensor) -> torch.Tensor:
    """`a_t [K, S]` times `b [S, N]` summed within each group of the S dim: `[G, K, N]`."""
    groups = offs.shape[0]
    layout = _Layout(offs, b.shape[0], groups)
    a_tiles, b_tiles = layout.gather(a_t.t()), layout.gather(b)
    per_tile = torch.bmm(a_tiles.transpose(1, 2), b_tiles)  # [tiles, K, N]
    one_hot = (layout.tile_group.unsqueeze(0) == torch.arange(groups, device=b.device).unsqueeze(1))
    summed = torch.mm(one_hot.to(per_tile.dtype), per_tile.reshape(layout.tiles, -1))
    return summed.view(groups, a_t.shape[0], b.shape[1])


def grouped_mm(a: torch.Tensor, b: torch.Tensor, offs: torch.Tensor | None = None, bias: torch.Tensor | None = None,
               out_dtype: torch.dtype | None = None):
    """`aten._grouped_mm` with offsets, for the two forms a mixture-of-experts layer and its
    gradient use: 2-d by 3-d (groups of rows) and 2-d by 2-d (groups of the shared dim). Other
    forms (batched 3-d operands, a bias) stay whole and run in eager, named."""
    if offs is None or bias is not None or a.dim() != 2:
        return NotImplemented
    dtype = out_dtype or a.dtype
    a, b = a.to(dtype), b.to(dtype)
    if b.dim() == 3:
        return rows_by_group(a, b, offs)
    if b.dim() == 2:
        return sums_by_group(a, b, offs)
    return NotImplemented


def grouped_mm_fallback(input: torch.Tensor, weight: torch.Tensor, offs: torch.Tensor) -> torch.Tensor:
    """transformers' `grouped_mm_fallback` (transformers/integrations/moe.py): 2-d by 3-d."""
    return rows_by_group(input, weight, offs)


def grouped_mm_fallback_backward(input: torch.Tensor, weight: torch.Tensor, offs: torch.Tensor,
                                 grad_output: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Its backward op: the input's gradient by group, and each group's weight gradient (zero for
    a group with no rows, as transformers' loop leaves it)."""
    grad_input = rows_by_group(grad_output, weight.transpose(1, 2), offs)
    return grad_input, sums_by_group(input.t(), grad_output, offs)


def table() -> dict:
    """The decompositions, by op: transformers' ops only when transformers registered them."""
    ops = {aten._grouped_mm.default: grouped_mm}
    namespace = getattr(torch.ops, "transformers", None)
    for name, fn in (("grouped_mm_fallback", grouped_mm_fallback),
                     ("grouped_mm_fallback_backward", grouped_mm_fallback_backward)):
        try:
            ops[getattr(namespace, name).default] = fn
        except (AttributeError, RuntimeError):
            pass
    return ops
