"""torchtpu's decompositions of forward ops that torch keeps whole and the compiler has no rule
for (capture/decompositions.py): `tril_indices` and `triu_indices` (DLRM's pairwise
interactions), for every offset and shape, empty ones included. Runs with TORCHTPU_FALLBACK=error
(conftest.py)."""

import itertools

import pytest
import torch

import torchtpu

SHAPES = list(itertools.product((0, 1, 3, 6), (0, 1, 4, 5), (-7, -2, -1, 0, 1, 3, 9)))


@pytest.mark.parametrize("name", ["tril_indices", "triu_indices"])
def test_triangle_indices_match_eager(name):
    # Every shape in one graph (one compile).
    fn = lambda x: [getattr(torch, name)(r, c, o) + x for r, c, o in SHAPES]  # noqa: E731
    x = torch.zeros((), dtype=torch.int64)
    for shape, got, want in zip(SHAPES, torch.compile(fn, backend="torchtpu")(x), fn(x), strict=True):
        assert torch.equal(got, want), shape
    assert torchtpu.stats()["fallbacks"] == 0


def test_pairwise_interactions_through_tril_indices():
    x = torch.randn(4, 5, 8)
    fn = lambda v: (v @ v.transpose(1, 2))[:, torch.tril_indices(5, 5, -1)[0], torch.tril_indices(5, 5, -1)[1]]  # noqa: E731
    torch.testing.assert_close(torch.compile(fn, backend="torchtpu")(x), fn(x))
