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


@pytest.mark.parametrize("shape", [(6, 3), (3, 6), (2, 5, 4)])
@pytest.mark.parametrize("rank", [1, 2])
def test_float64_pseudo_inverse_of_a_rank_deficient_matrix_is_eagers(shape, rank):
    # Singular values from the Gram matrix's eigenvalues carry an error of eps times the largest
    # squared one: a float64 matrix of rank 1 had "singular values" of 1e-8 where eager's SVD gives
    # 1e-16, past pinv's cut-off (3 * eps), and the pseudo-inverse inverted them (O(1) wrong, the
    # float64 OpInfo sweep's `linalg.pinv.singular`). One-sided Jacobi rotations of the matrix
    # itself keep them at rounding.
    torch.manual_seed(rank)
    *batch, m, n = shape
    a = torch.linalg.qr(torch.rand(*batch, m, rank, dtype=torch.float64)).Q
    b = torch.linalg.qr(torch.rand(*batch, n, rank, dtype=torch.float64)).Q
    x = a @ b.mT
    got = torch.compile(torch.linalg.pinv, backend="torchtpu")(x)
    torch.testing.assert_close(got, torch.linalg.pinv(x), atol=1e-12, rtol=1e-10)
    s = torch.compile(torch.linalg.svdvals, backend="torchtpu")(x)
    torch.testing.assert_close(s[..., :rank], torch.linalg.svdvals(x)[..., :rank], atol=1e-13, rtol=1e-12)
    assert (s[..., rank:].abs() < 1e-14).all()


def test_float64_small_singular_values_are_eagers_to_rounding():
    # Singular values from 1 down to 1e-12: each within a few eps of the largest of eager's (the
    # matrix itself is rounded to that), where the Gram matrix's eigenvalues put the small ones
    # 1e-9 off.
    torch.manual_seed(0)
    u = torch.linalg.qr(torch.randn(7, 5, dtype=torch.float64)).Q
    v = torch.linalg.qr(torch.randn(5, 5, dtype=torch.float64)).Q
    x = u @ torch.diag(torch.logspace(0, -12, 5, dtype=torch.float64)) @ v.mT
    got = torch.compile(torch.linalg.svdvals, backend="torchtpu")(x)
    torch.testing.assert_close(got, torch.linalg.svdvals(x), rtol=0, atol=1e-14)
    assert torchtpu.stats()["fallbacks"] == 0
