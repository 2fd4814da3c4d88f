"""Run-time checks in every shape and mode (docs/runtime-checks.md): each guarded op raises where
eager raises, and gives eager's numbers otherwise, when its graph is compiled for a shape bucket
(`dynamic=True`, or Dynamo's automatic dynamic shapes after a size changes) and in strict mode
(one executable per op). A bucket pads sizes up (5 runs at 8): an index between the true and the
padded size, and a zero divisor on a true lane, must still raise; padded lanes must never raise.

Tests run with TORCHTPU_FALLBACK=error (conftest.py), so a good call passes only through compiled
code; the empty-reduction tests let the refused node run in eager, which raises as torch does."""

import pytest
import torch
import torch.nn.functional as F

import torchtpu

# (name, fn, inputs(n, bad) -> args): at size n, `bad` puts an out-of-range index (between n and
# its bucket, 8 for n = 5) or a zero divisor in one true lane.


def _index_select(n, bad):
    return torch.arange(n * 2.0).reshape(n, 2), torch.tensor([0, n if bad else n - 1])


def _gather(n, bad):
    return torch.arange(n * 2.0).reshape(2, n), torch.tensor([[n + 1 if bad else n - 1], [0]])


def _embedding(n, bad):
    return torch.arange(n * 3.0).reshape(n, 3), torch.tensor([1, n + 2 if bad else 0])


def _index(n, bad):
    return torch.arange(float(n)), torch.tensor([-n - 1 if bad else -n, 1])


def _divisor(n, bad):
    b = torch.arange(1, n + 1)
    if bad:
        b[n // 2] = 0
    return torch.arange(7, 7 + n), b


CASES = [
    ("index_select", lambda x, i: torch.index_select(x, 0, i), _index_select, IndexError),
    ("gather", lambda x, i: torch.gather(x, 1, i), _gather, RuntimeError),
    ("embedding", lambda w, i: F.embedding(i, w), _embedding, IndexError),
    ("embedding_of_shifted_ids", lambda w, i: F.embedding(i + 1, w) * 2, _embedding, IndexError),
    ("advanced_index_negative", lambda x, i: x[i], _index, IndexError),
    ("floordiv", lambda a, b: a // b, _divisor, RuntimeError),
    ("remainder", lambda a, b: a % b, _divisor, RuntimeError),
    ("div_trunc", lambda a, b: torch.div(a, b, rounding_mode="trunc"), _divisor, RuntimeError),
    ("fmod", lambda a, b: torch.fmod(a, b), _divisor, RuntimeError),
]

MODES = {
    "dynamic": dict(dynamic=True),
    # No flag: the second size makes Dynamo mark the sizes dynamic, and torchtpu buckets them.
    "automatic": {},
    "strict": dict(options={"torchtpu.mode": "strict"}),
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name, fn, inputs, eager_error", CASES, ids=[c[0] for c in CASES])
def test_guarded_op_raises_where_eager_raises_in_every_shape_and_mode(mode, name, fn, inputs, eager_error):
    f = torch.compile(fn, backend="torchtpu", **MODES[mode])
    # Three calls of growing size, good values: eager's numbers (the third runs bucketed at 8).
    for n in (3, 4, 5):
        args = inputs(n, False)
        torch.testing.assert_close(f(*args), fn(*args))
    # Bad values at the bucketed size raise as eager does.
    args = inputs(5, True)
    with pytest.raises(eager_error):
        fn(*args)
    with pytest.raises(torchtpu.CheckError) as info:
        f(*args)
    assert info.value.kind == ("index" if eager_error is IndexError or name == "gather" else "zero_division"), str(info.value)
    # And the executable still serves good values afterwards.
    args = inputs(5, False)
    torch.testing.assert_close(f(*args), fn(*args))
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["op_eager"] == 0, s
    if mode != "strict":
        assert s["bucket_compiles"] >= 1, s


def test_the_index_message_names_the_size_symbol_and_the_bucket():
    f = torch.compile(lambda w, i: F.embedding(i, w), backend="torchtpu", dynamic=True)
    w = torch.randn(6, 2)
    pattern = r"with size s\d+ \(w.size\(0\)\) \(valid indices: \[0, s\d+\); s\d+ is this call's size of a dynamic dim, padded to 8\)"
    with pytest.raises(torchtpu.CheckError, match=pattern):
        f(w, torch.tensor([0, 7]))


def test_padded_lanes_of_a_computed_index_or_divisor_never_raise():
    # `ids - 1` is -1 on the padded lanes (ids are padded with 0), `7 // b` divides by the zero
    # padding: neither is a true lane, so nothing raises, at any size of the bucket.
    def fn(w, ids, b):
        return F.embedding(ids - 1, w).sum(1) + (7 // b)

    f = torch.compile(fn, backend="torchtpu", dynamic=True)
    w = torch.randn(10, 3)
    for n in (3, 5, 6, 7):
        ids = torch.arange(1, n + 1)
        b = torch.arange(1, n + 1)
        torch.testing.assert_close(f(w, ids, b), fn(w, ids, b))
    assert torchtpu.stats()["bucket_compiles"] >= 1


EMPTY = [
    ("max_dim", lambda x: x.max(1), torch.float32),
    ("min_dim_int64", lambda x: x.min(1), torch.int64),
    ("mode_dim", lambda x: x.mode(1), torch.float32),
    ("median_dim", lambda x: x.median(1), torch.float32),
    ("max_all", lambda x: x.max(), torch.float32),
    ("min_all", lambda x: x.min(), torch.float32),
    ("in_an_expression", lambda x: (x.max(1).values * 2 + x.sum(1)).exp(), torch.float32),
]


def _values(r):
    return r[0] if isinstance(r, tuple) else r


@pytest.mark.fallback
@pytest.mark.parametrize("mode", ["fused", "dynamic", "strict"])
@pytest.mark.parametrize("name, fn, dtype", EMPTY, ids=[c[0] for c in EMPTY])
def test_reduction_over_an_empty_dim_raises_as_eager(mode, name, fn, dtype):
    kw = {"fused": {}, "dynamic": dict(dynamic=True), "strict": dict(options={"torchtpu.mode": "strict"})}[mode]
    f = torch.compile(fn, backend="torchtpu", **kw)
    x = torch.zeros(3, 0, dtype=dtype)
    with pytest.raises((IndexError, RuntimeError)) as eager:
        fn(x)
    with pytest.raises(type(eager.value), match=r"Expected reduction dim") as got:
        f(x)
    assert str(got.value) == str(eager.value)
    # Non-empty inputs give eager's numbers, compiled (nothing after the empty call falls back).
    torchtpu.reset_stats()
    for n in (3, 4, 5):
        x = (torch.arange(3 * n) % 4).reshape(3, n).to(dtype)
        torch.testing.assert_close(_values(f(x)), _values(fn(x)))
    assert torchtpu.stats()["fallbacks"] == 0, torchtpu.stats()


def test_whole_empty_tensor_min_raises_as_eager():
    fn = lambda x: torch.empty(0).min() + x  # noqa: E731
    with pytest.raises(RuntimeError, match="numel\\(\\) == 0") as eager:
        fn(torch.ones(2))
    with pytest.raises(Exception) as got:
        torch.compile(fn, backend="torchtpu")(torch.ones(2))
    # With TORCHTPU_FALLBACK=error the refused node is reported, with eager's words.
    assert "Expected reduction dim to be specified for input.numel() == 0" in str(got.value), str(got.value)
    assert "min" in str(eager.value)
