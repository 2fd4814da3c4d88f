"""Conformance with eager on cases an external suite found (issue 27): float-to-int casts of NaN,
infinities and out-of-range values, `clamp` with a NaN bound,
nearest upsampling with explicit scales, `threshold_backward`'s result dtype, and `exponential_`
drawing eager's numbers under TORCHTPU_RANDOM=torch. Everything runs with TORCHTPU_FALLBACK=error
(conftest.py): these pass through compiled code."""

import pytest
import torch
import torch.nn.functional as F

import torchtpu

nan, inf = float("nan"), float("inf")
SPECIAL = [nan, inf, -inf, 3e9, -3e9, 1e20, -1e20, 300.7, -1.5, 2.5, 2147483520.0, -2147483648.0]


@pytest.mark.parametrize("src", [torch.float32, torch.float64, torch.float16])
@pytest.mark.parametrize("dst", [torch.int64, torch.int32, torch.int16, torch.int8, torch.uint8])
def test_float_to_int_casts_match_eager_for_nan_inf_and_out_of_range(src, dst):
    # Eager on x86: the CPU's "integer indefinite" (the type's minimum) for NaN, infinities and
    # values out of int32 (int64) range; narrower types take the int32's low bits. Also on a
    # tensor long enough for eager's vectorized path.
    x = torch.tensor(SPECIAL, dtype=torch.float64).to(src)
    fn = lambda x: x.to(dst)  # noqa: E731
    for v in (x, x.repeat(50)):
        assert torch.equal(torch.compile(fn, backend="torchtpu")(v), fn(v))


_NAN_CLAMPS = {
    # Eager leaves x as it is (an integer x converted to floats):
    "method_min": lambda x: x.clamp(min=nan),
    "method_max": lambda x: x.clamp(max=nan) * 2,
    "function_positional": lambda x: torch.clamp(x, nan),
    "clip": lambda x: x.clip(None, nan),
    "in_place": lambda x: x.mul(1).clamp_(min=nan) + 1,
    "integer": lambda x: (x * 3).long().clamp(min=nan),
    # Eager gives NaN:
    "clamp_min": lambda x: torch.clamp_min(x, nan),
    "two_bounds": lambda x: x.clamp(0.0, nan),
    "tensor_bound": lambda x: x.clamp(min=torch.tensor(nan)),
}


@pytest.mark.parametrize("case", sorted(_NAN_CLAMPS))
def test_clamp_with_a_nan_bound_matches_eager(case):
    # Eager's `clamp` with one NaN number as its only bound leaves x as it is, while `clamp_min`,
    # `clamp_max`, two bounds or a tensor bound give NaN. After decomposition `x.clamp(min=nan)`
    # and `torch.clamp_min(x, nan)` are one ATen node; the first is rewritten in Dynamo's graph
    # (capture/eager_semantics.py). Before, compiled `x.clamp(min=nan)` was all NaN.
    fn = _NAN_CLAMPS[case]
    x = torch.tensor([1.0, nan, -2.0, 5.0])
    got, want = torch.compile(fn, backend="torchtpu")(x.clone()), fn(x.clone())
    assert got.dtype == want.dtype
    torch.testing.assert_close(got, want, equal_nan=True)


@pytest.mark.parametrize(
    "fn",
    [
        lambda x: torch.ops.aten.upsample_nearest2d.default(x, [6, 10], 2.3, 4.7),
        lambda x: F.interpolate(x, scale_factor=(2.3, 4.7), mode="nearest"),
        lambda x: F.interpolate(x, scale_factor=2, mode="nearest"),
        lambda x: F.interpolate(x, size=(5, 7), mode="nearest"),
        lambda x: F.interpolate(x, size=(1, 3), mode="nearest"),
    ],
    ids=["explicit_scales", "interpolate_scales", "interpolate_double", "interpolate_size", "interpolate_down"],
)
def test_upsample_nearest2d_matches_eager_forward_and_backward(fn):
    # torch's decomposition indexed past the input (CheckError) or used the scale where eager's
    # kernel doubles the size exactly; the op is now lowered whole (pool.rs) with eager's rows.
    x = torch.randn(2, 3, 2, 2, requires_grad=True)
    f = torch.compile(fn, backend="torchtpu")
    y = f(x)
    assert torch.equal(y, fn(x))
    gy = torch.randn_like(y)
    (got,) = torch.autograd.grad(y, x, gy)
    (want,) = torch.autograd.grad(fn(x), x, gy)
    torch.testing.assert_close(got, want)


@pytest.mark.parametrize("grad,self_", [(torch.float32, torch.int64), (torch.int64, torch.float32),
                                         (torch.bfloat16, torch.float32), (torch.int64, torch.int64)])
def test_threshold_backward_has_eagers_promoted_dtype(grad, self_):
    # torch's decomposition kept grad_output's dtype: an int64 gradient with a float32 `self`
    # came out int64 where eager gives float32 (decompositions.threshold_backward).
    fn = lambda g, s: torch.ops.aten.threshold_backward(g, s, 0)  # noqa: E731
    g = torch.tensor([3, -1, 4, 1, -5]).to(grad)
    s = torch.tensor([-2, -1, 0, 1, 2]).to(self_)
    want = fn(g, s)
    for mode in ("fused", "strict"):
        torch._dynamo.reset()
        got = torch.compile(fn, backend="torchtpu", options={"torchtpu.mode": mode})(g, s)
        assert got.dtype == want.dtype and torch.equal(got, want), mode


def test_exponential_draws_eagers_numbers_under_torch_random(monkeypatch):
    # `exponential` was among the extra decompositions, added after the random ops were taken out
    # of the table, so it was decomposed (and drew differently) even when random ops run in eager.
    monkeypatch.setenv("TORCHTPU_RANDOM", "torch")
    fn = lambda t: t.clone().exponential_(2.0) * 3  # noqa: E731
    torch.manual_seed(0)
    want = fn(torch.empty(8))
    after_eager = torch.get_rng_state()
    torch.manual_seed(0)
    got = torch.compile(fn, backend="torchtpu")(torch.empty(8))
    assert torch.equal(got, want)
    assert torch.equal(torch.get_rng_state(), after_eager)
    assert torchtpu.stats()["fallbacks"] == 0
