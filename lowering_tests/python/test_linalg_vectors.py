"""Eigenvectors and singular vectors through `torch.compile(backend="torchtpu")`
(lower/linalg/eigen.rs).

The lowering case tests (cases.py) compare eigenvalues and singular values only, since vectors are
unique only up to a sign each. These check the vectors themselves: what defines them (the
residual `A V - V diag(w)`, the reconstruction `U diag(S) Vh`, orthonormal columns), and, with
each vector given eager's sign, that they are eager's. Until 2026-12-06 the lowering returned the
eigenvector matrix transposed (`sort_eig`), which every value-only test passed.
"""

from __future__ import annotations

import pytest
import torch

import torchtpu


def aligned(got: torch.Tensor, want: torch.Tensor) -> torch.Tensor:
    """`got`'s columns with the signs of `want`'s."""
    s = torch.sign((got * want).sum(dim=-2, keepdim=True))
    return got * torch.where(s == 0, torch.ones_like(s), s)


@pytest.mark.parametrize("shape", [(5, 5), (3, 4, 4), (2, 7, 7)])
@pytest.mark.parametrize("uplo", ["L", "U"])
def test_eigh_vectors_solve_the_problem_and_match_eager(shape, uplo):
    torch.manual_seed(0)
    a = torch.randn(*shape, dtype=torch.float64)
    w, v = torch.compile(lambda x: torch.linalg.eigh(x, UPLO=uplo), backend="torchtpu")(a)
    we, ve = torch.linalg.eigh(a, UPLO=uplo)
    # The symmetric matrix the named triangle describes.
    tri = a.triu() if uplo == "U" else a.tril()
    s = tri + tri.mT - torch.diag_embed(a.diagonal(dim1=-2, dim2=-1))
    torch.testing.assert_close(w, we, rtol=1e-9, atol=1e-9)
    torch.testing.assert_close(s @ v, v * w.unsqueeze(-2), rtol=1e-8, atol=1e-8)
    torch.testing.assert_close(v.mT @ v, torch.eye(shape[-1], dtype=v.dtype).expand_as(s), rtol=1e-9, atol=1e-9)
    torch.testing.assert_close(aligned(v, ve), ve, rtol=1e-8, atol=1e-8)
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.parametrize("shape", [(5, 5), (6, 4), (4, 6), (2, 5, 3)])
@pytest.mark.parametrize("full", [False, True])
def test_svd_vectors_reconstruct_and_match_eager(shape, full):
    torch.manual_seed(1)
    a = torch.randn(*shape, dtype=torch.float64)
    u, s, vh = torch.compile(lambda x: torch.linalg.svd(x, full_matrices=full), backend="torchtpu")(a)
    ue, se, vhe = torch.linalg.svd(a, full_matrices=full)
    k = min(shape[-2:])
    assert u.shape == ue.shape and vh.shape == vhe.shape
    torch.testing.assert_close(s, se, rtol=1e-9, atol=1e-9)
    torch.testing.assert_close(u[..., :k] * s.unsqueeze(-2) @ vh[..., :k, :], a, rtol=1e-8, atol=1e-8)
    for q in (u, vh.mT):
        eye = torch.eye(q.shape[-1], dtype=q.dtype).expand(*q.shape[:-2], -1, -1)
        torch.testing.assert_close(q.mT @ q, eye, rtol=1e-8, atol=1e-8)
    # The first k vectors are determined up to a shared sign per pair.
    signs = torch.sign((u[..., :k] * ue[..., :k]).sum(dim=-2, keepdim=True))
    torch.testing.assert_close(u[..., :k] * signs, ue[..., :k], rtol=1e-7, atol=1e-7)
    torch.testing.assert_close(vh[..., :k, :] * signs.mT, vhe[..., :k, :], rtol=1e-7, atol=1e-7)
