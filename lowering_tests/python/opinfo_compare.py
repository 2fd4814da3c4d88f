"""How the OpInfo sweep (`opinfo_sweep.py`) compares torchtpu's results with eager's: exactly
(within the OpInfo tolerances), by shape and dtype only (ops whose contents torch leaves
unspecified), or by statistics (random ops)."""

from __future__ import annotations

import math
from typing import Any


def _short(text: str, n: int = 160) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: n - 1] + "…"


def _tensor_meta_problem(got: Any, want: Any, where: str) -> str | None:
    """How `got` differs from the tensor `want` in kind, dtype or shape; None when it does not."""
    import torch

    if not isinstance(got, torch.Tensor):
        return f"{where}: got {type(got).__name__}, expected a tensor"
    if got.dtype != want.dtype:
        return f"{where}: dtype {got.dtype}, expected {want.dtype}"
    if tuple(got.shape) != tuple(want.shape):
        return f"{where}: shape {list(got.shape)}, expected {list(want.shape)}"
    return None


def _compare_exact(got: Any, want: Any, where: str) -> str | None:
    """None when equal; else a short description of the difference."""
    import torch

    if isinstance(want, torch.Tensor):
        problem = _tensor_meta_problem(got, want, where)
        if problem is not None:
            return problem
        try:
            torch.testing.assert_close(got, want, equal_nan=True, check_device=False, check_stride=False, check_layout=False)
        except AssertionError as err:
            lines = [l.strip() for l in str(err).splitlines() if l.strip()]
            detail = "; ".join(l for l in lines if l.startswith(("Mismatched elements", "Greatest absolute")))
            return _short(f"{where}: {detail or lines[0]}")
        return None
    if isinstance(want, float) and isinstance(got, float):
        if (math.isnan(want) and math.isnan(got)) or math.isclose(got, want, rel_tol=1.3e-6, abs_tol=1e-5):
            return None
        return f"{where}: {got} != {want}"
    if got != want:
        return _short(f"{where}: {got!r} != {want!r}")
    return None


def _compare_meta(got: Any, want: Any, where: str) -> str | None:
    import torch

    if isinstance(want, torch.Tensor):
        return _tensor_meta_problem(got, want, where)
    return _compare_exact(got, want, where)


def _compare_random(gots: list, wants: list, where: str) -> str | None:
    """Random outputs: `gots` from several compiled calls, `wants` from eager with several seeds
    (each a list of leaves). Shapes and dtypes must match; where eager's values at an element take
    at most two values (dropout, bernoulli), the compiled value must be one of them and the values'
    frequencies must agree; otherwise the mean and spread, or the median and interquartile range,
    must agree."""
    import torch

    for k in range(len(wants[0])):
        w0 = wants[0][k]
        if not isinstance(w0, torch.Tensor):
            continue
        for g in gots:
            bad = _compare_meta(g[k], w0, f"{where}[{k}]")
            if bad:
                return bad
        if w0.numel() == 0:
            continue
        W = torch.stack([w[k].detach().to(torch.float64) for w in wants])  # [R, ...]
        G = torch.stack([g[k].detach().to(torch.float64) for g in gots])  # [K, ...]
        if W.isfinite().all() and not G.isfinite().all():
            return f"{where}[{k}]: non-finite values where eager has none"
        Wf, Gf = W.reshape(W.shape[0], -1), G.reshape(G.shape[0], -1)
        # Discrete per element: compare supports.
        srt = Wf.sort(dim=0).values
        distinct = 1 + (srt[1:] != srt[:-1]).sum(dim=0) if Wf.shape[0] > 1 else torch.ones(Wf.shape[1])
        if bool((distinct <= 2).all()) and Wf.shape[0] >= 8:
            lo, hi = srt[0], srt[-1]
            two = distinct == 2

            def near(a, b):
                return (a - b).abs() <= 1e-5 + 1e-5 * b.abs()

            ok = near(Gf, lo) | near(Gf, hi)
            if not bool(ok[:, two].all()):
                return f"{where}[{k}]: values outside the two values eager takes at an element"
            # Frequencies: the share of the larger value, pooled.
            if int(two.sum()) >= 16:
                pw = (near(Wf[:, two], hi[two])).double().mean().item()
                pg = (near(Gf[:, two], hi[two])).double().mean().item()
                n_w, n_g = Wf[:, two].numel(), Gf[:, two].numel()
                se = math.sqrt(max(pw * (1 - pw), 1e-4) * (1 / n_w + 1 / n_g))
                if abs(pw - pg) > 6 * se + 0.02:
                    return f"{where}[{k}]: value frequencies differ (compiled {pg:.3f}, eager {pw:.3f})"
            continue
        n_w, n_g = Wf.numel(), Gf.numel()
        if n_g < 16:
            continue
        finite_w, finite_g = Wf[Wf.isfinite()], Gf[Gf.isfinite()]
        if finite_w.numel() < 16 or finite_g.numel() < 16:
            continue
        # Moments (mean within sampling error, spread within a factor of two), or, for heavy tails
        # where moments say little (cauchy, log-normal), quantiles: the median within half an
        # interquartile range and the interquartile range within 40%. Either agreeing passes.
        mw, mg = finite_w.mean().item(), finite_g.mean().item()
        sw, sg = finite_w.std().item(), finite_g.std().item()
        se = sw * math.sqrt(1 / finite_w.numel() + 1 / finite_g.numel())
        moments_ok = abs(mw - mg) <= 6 * se + 1e-6 * (abs(mw) + 1) and (sw <= 1e-12 or 0.5 < sg / sw < 2.0)
        qw = torch.quantile(finite_w, torch.tensor([0.25, 0.5, 0.75], dtype=torch.float64))
        qg = torch.quantile(finite_g, torch.tensor([0.25, 0.5, 0.75], dtype=torch.float64))
        iqr_w, iqr_g = (qw[2] - qw[0]).item(), (qg[2] - qg[0]).item()
        median_ok = abs(qg[1].item() - qw[1].item()) <= 0.5 * iqr_w + 1e-6 * (abs(qw[1].item()) + 1)
        quantiles_ok = median_ok and (iqr_w <= 1e-12 or 0.6 < iqr_g / iqr_w < 1.6)
        if not (moments_ok or quantiles_ok):
            return (f"{where}[{k}]: mean {mg:.4g} sd {sg:.3g} median {qg[1].item():.4g} iqr {iqr_g:.3g}; "
                    f"eager mean {mw:.4g} sd {sw:.3g} median {qw[1].item():.4g} iqr {iqr_w:.3g}")
    return None


def _same(a: list, b: list) -> bool:
    """Leaves equal exactly (NaN equal to NaN)."""
    return len(a) == len(b) and all(_compare_exact(x, y, "") is None for x, y in zip(a, b))


def _leaves(tree: Any) -> list:
    from torch.utils._pytree import tree_flatten

    return tree_flatten(tree)[0]


# Decompositions whose vectors are unique only up to a sign each (an eigenvector, a pair of
# singular vectors): entry -> (output holding vectors as columns, output whose matching vectors
# take the same signs or None, whether that output holds them as rows). The compiled vectors are
# given eager's signs before comparing; nothing else is relaxed.
VECTORS_UP_TO_SIGN = {
    "linalg.eigh": (1, None, False),
    "linalg.svd": (0, 2, True),
    "svd": (0, 2, False),
    "svd_lowrank": (0, 2, False),
    "pca_lowrank": (0, 2, False),
}

# A float32, bfloat16 or float16 (complex64) result that misses the OpInfo tolerance against
# eager's is measured, with eager's, against the float64 (complex128) result of the same op on the
# same inputs: rounding in another order of the same sums (a matrix exponential, batched products,
# Fourier transforms, an output near zero among large ones) passes if its largest error is within
# twice eager's, or within its dtype's epsilon times the largest float64 value; a wrong number
# does not. The report says
# "as close to float64" for every entry that passed this way.


def align_signs(name: str, got: list, want: list) -> list:
    """`got` (compiled leaves) with each vector of a [`VECTORS_UP_TO_SIGN`] entry given the sign
    of eager's; the columns past the first `min(m, n)` of a complete `U` (a basis of the
    complement, any orthonormal one) are replaced by eager's after checking they are orthonormal
    to the rest, so that only what the decomposition determines is compared."""
    import torch

    spec = VECTORS_UP_TO_SIGN.get(name)
    if spec is None or len(got) != len(want):
        return got
    cols, other, rows = spec
    g, w = got[cols], want[cols]
    if not (isinstance(g, torch.Tensor) and isinstance(w, torch.Tensor)) or g.shape != w.shape or g.numel() == 0:
        return got
    got = list(got)
    k = g.shape[-1]
    if other is not None and isinstance(want[other], torch.Tensor):
        k = min(k, want[other].shape[-2] if rows else want[other].shape[-1])
    s = torch.sign((g[..., :k] * w[..., :k]).sum(dim=-2, keepdim=True))
    s = torch.where(s == 0, torch.ones_like(s), s)
    aligned = g.clone()
    aligned[..., :k] = g[..., :k] * s
    if k < g.shape[-1]:
        gram = g.mT @ g
        eye = torch.eye(g.shape[-1], dtype=g.dtype).expand_as(gram)
        if torch.allclose(gram, eye, atol=1e-4):
            aligned[..., k:] = w[..., k:]
    got[cols] = aligned
    if other is not None and isinstance(got[other], torch.Tensor) and got[other].numel():
        o = got[other].clone()
        if rows:
            o[..., :k, :] = o[..., :k, :] * s.mT
        else:
            o[..., :k] = o[..., :k] * s
        got[other] = o
    return got


# Sorts not asked to be stable: the order of equal elements is the kernel's own (eager's CPU
# kernel orders ties one way below some size and another above it): entry -> the output holding
# the indices. The compiled indices are replaced by eager's only after checking that they are a
# permutation along the dim that picks the same values; nothing else is relaxed.
ORDER_OF_TIES = {"argsort": 0, "sort": 1}


def align_ties(name: str, got: list, want: list, args: tuple, kwargs: dict) -> list:
    """`got` (compiled leaves) with the indices of an [`ORDER_OF_TIES`] entry made eager's where
    they order equal elements otherwise and are otherwise right."""
    import torch

    pos = ORDER_OF_TIES.get(name)
    if pos is None or kwargs.get("stable") or len(got) != len(want) or not args:
        return got
    x, g, w = args[0], got[pos], want[pos]
    if not all(isinstance(t, torch.Tensor) for t in (x, g, w)) or g.shape != w.shape or g.shape != x.shape or x.dim() == 0:
        return got
    dim = kwargs.get("dim", args[1] if len(args) > 1 and type(args[1]) is int else -1)
    n = x.shape[dim]
    if g.dtype != w.dtype or ((g < 0) | (g >= n)).any():
        return got
    arange = torch.arange(n).view([-1 if d == dim % x.dim() else 1 for d in range(x.dim())]).expand_as(g)
    if not torch.equal(g.sort(dim=dim).values, arange):  # not a permutation along dim
        return got
    a, b = x.gather(dim, g), x.gather(dim, w)
    if not bool(((a == b) | (a.isnan() & b.isnan())).all()):
        return got
    got = list(got)
    got[pos] = w
    return got


# Ops that pick elements (values, indices) whose indices torch leaves unspecified among equal
# elements (CPU topk and kthvalue select with a partial sort): entry -> (values, indices) positions.
SELECTION_TIES = {"topk": (0, 1), "kthvalue": (0, 1)}


def align_selection_ties(name: str, got: list, want: list, args: tuple, kwargs: dict) -> list:
    """`got` with a [`SELECTION_TIES`] entry's indices made eager's where they differ only in
    which of several equal elements they name: the values agree, each index is in range, reads
    its value from the input, and (topk) no index repeats along the dim."""
    import torch

    pos = SELECTION_TIES.get(name)
    if pos is None or len(got) != len(want) or not args or not isinstance(args[0], torch.Tensor):
        return got
    x = args[0]
    gv, gi, wv, wi = got[pos[0]], got[pos[1]], want[pos[0]], want[pos[1]]
    if not all(isinstance(t, torch.Tensor) for t in (gv, gi, wv, wi)) or x.dim() == 0:
        return got
    if gi.shape != wi.shape or gi.dtype != wi.dtype or gv.shape != wv.shape or not torch.equal(gv, wv):
        return got
    dim = kwargs.get("dim", args[2] if len(args) > 2 else -1) % x.dim()  # topk(x, k, dim), kthvalue(x, k, dim)
    keep = gi.dim() == x.dim()
    idx = gi if keep else gi.unsqueeze(dim)
    n = x.shape[dim]
    if ((idx < 0) | (idx >= n)).any():
        return got
    read = x.gather(dim, idx)
    if not torch.equal(read, gv if keep else gv.unsqueeze(dim)):
        return got
    if name == "topk" and idx.shape[dim] > 1:
        s = idx.sort(dim=dim).values
        if (s.diff(dim=dim) == 0).any():
            return got
    got = list(got)
    got[pos[1]] = wi
    return got


def _largest_error(x, r) -> float:
    """The largest |x - r|, where equal infinities and NaN against NaN count as no error (not the
    NaN their difference is)."""
    import torch

    same = (x == r) | (x.isnan() & r.isnan())
    return torch.where(same, torch.zeros_like(r.real if r.is_complex() else r), (x - r).abs()).max().item()


def closer_to_float64(got: list, want: list, ref: list) -> bool:
    """Whether every compiled leaf is as close to the float64 result `ref` as the rule above
    asks: within twice eager's largest error, or within the dtype's epsilon times the largest value."""
    import torch

    for g, w, r in zip(got, want, ref):
        if not isinstance(w, torch.Tensor) or not (w.is_floating_point() or w.is_complex()) or w.numel() == 0:
            continue
        r = r.to(torch.complex128 if r.is_complex() else torch.float64)
        err_g, err_w = _largest_error(g.to(r.dtype), r), _largest_error(w.to(r.dtype), r)
        scale = r.abs().max().item() * torch.finfo(w.dtype if w.is_floating_point() else w.real.dtype).eps
        if not (err_g <= 2 * err_w or err_g <= scale):
            return False
    return True
