"""Random ops, checked by statistics (torchtpu's generator is not torch's, so values differ from
eager): distribution moments, ranges, dropout's keep rate and scale, fresh draws per call, and
reproducibility under torch.manual_seed."""

import math

import pytest
import torch
import torch.nn.functional as F

import torchtpu


@pytest.fixture(autouse=True)
def error_mode(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")


def compiled(fn):
    return torch.compile(fn, backend="torchtpu")


N = 200_000


def within(value, expected, n, sd):
    """`value` is within 6 standard errors of `expected`."""
    return abs(value - expected) < 6 * sd / math.sqrt(n)


def test_dropout_keep_rate_scale_fresh_draws_and_seed():
    f = compiled(lambda x: F.dropout(x, 0.3, True))
    x = torch.ones(N)
    torch.manual_seed(1)
    y1 = f(x)
    kept = y1 != 0
    assert within(kept.float().mean().item(), 0.7, N, math.sqrt(0.21))
    torch.testing.assert_close(y1[kept], torch.full_like(y1[kept], 1 / 0.7))
    y2 = f(x)
    assert not torch.equal(y1, y2), "two calls draw two masks"
    torch.manual_seed(1)
    assert torch.equal(f(x), y1), "torch.manual_seed makes runs reproducible"


def test_dropout_gradient_uses_the_same_mask():
    x = torch.randn(4096, requires_grad=True)
    y = compiled(lambda x: F.dropout(x, 0.5, True))(x)
    y.sum().backward()
    torch.testing.assert_close(x.grad, (y != 0).float() * 2.0)


def test_uniform_normal_randint_bernoulli_statistics():
    def f(x):
        return (
            torch.rand(N),
            torch.randn(N, dtype=torch.float64),
            torch.randint(-3, 5, (N,)),
            torch.bernoulli(torch.full((N,), 0.2)),
            torch.empty(N).uniform_(-2.0, 6.0),
            torch.empty(N).normal_(3.0, 0.5),
            torch.randn_like(x, dtype=torch.bfloat16),
        )

    r, n, ri, b, u, nm, nb = compiled(f)(torch.zeros(N))
    assert r.dtype == torch.float32 and 0 <= r.min() and r.max() < 1
    assert within(r.mean().item(), 0.5, N, math.sqrt(1 / 12))
    assert n.dtype == torch.float64 and within(n.mean().item(), 0, N, 1) and abs(n.std().item() - 1) < 0.02
    assert ri.dtype == torch.int64 and ri.min() == -3 and ri.max() == 4
    counts = torch.bincount(ri + 3).float() / N
    assert (counts - 1 / 8).abs().max() < 0.01
    assert within(b.mean().item(), 0.2, N, 0.4)
    assert -2 <= u.min() and u.max() < 6 and within(u.mean().item(), 2.0, N, 8 / math.sqrt(12))
    assert within(nm.mean().item(), 3.0, N, 0.5) and abs(nm.std().item() - 0.5) < 0.01
    assert nb.dtype == torch.bfloat16 and abs(nb.float().std().item() - 1) < 0.03


def test_two_random_ops_in_one_graph_are_independent():
    a, b = compiled(lambda: (torch.rand(N), torch.rand(N)))()
    assert not torch.equal(a, b)
    corr = torch.corrcoef(torch.stack([a, b]))[0, 1].item()
    assert abs(corr) < 0.02


def test_eval_mode_dropout_is_identity():
    m = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.Dropout(0.5)).eval()
    x = torch.randn(3, 8)
    with torch.no_grad():
        torch.testing.assert_close(compiled(m)(x), m(x))
    assert torchtpu.stats()["fallbacks"] == 0


def test_normal_with_tensor_and_float_moments():
    mean = torch.linspace(-2.0, 2.0, 4).repeat_interleave(N // 4)
    std = torch.tensor([0.5, 1.0, 2.0, 3.0]).repeat_interleave(N // 4)
    y = compiled(lambda m, s: torch.normal(m, s))(mean, std)
    for k in range(4):
        part = y[k * (N // 4) : (k + 1) * (N // 4)]
        assert within(part.mean().item(), mean[k * (N // 4)].item(), N // 4, std[k * (N // 4)].item())
        assert abs(part.std().item() / std[k * (N // 4)].item() - 1) < 0.03
    z = compiled(lambda s: torch.normal(3.0, s) + torch.normal(-1.0, 2.0, size=(N,)))(torch.full((N,), 0.5))
    assert within(z.mean().item(), 2.0, N, math.sqrt(0.25 + 4.0))
    assert abs(z.var().item() / 4.25 - 1) < 0.03
    w = compiled(lambda m: torch.normal(m, 2.0))(torch.zeros(N))
    assert within(w.mean().item(), 0.0, N, 2.0)
    assert torchtpu.stats()["fallbacks"] == 0


def test_normal_with_a_negative_std_raises_as_eager():
    f = lambda m, s: torch.normal(m, s) * 2  # noqa: E731
    mean, std = torch.zeros(5), torch.tensor([1.0, 1.0, -0.5, 1.0, 1.0])
    with pytest.raises(RuntimeError, match="std >= 0.0"):
        f(mean, std)
    with pytest.raises(torchtpu.CheckError, match="std >= 0.0") as info:
        compiled(f)(mean, std)
    assert info.value.kind == "value" and info.value.op == "aten.normal.Tensor_Tensor"
    # NaN is refused too, as eager refuses it.
    with pytest.raises(torchtpu.CheckError):
        compiled(f)(mean, torch.full((5,), float("nan")))


def test_randint_like_range():
    y = compiled(lambda x: torch.randint_like(x, 3, 10))(torch.empty(N, dtype=torch.int32))
    assert y.dtype == torch.int32 and y.min().item() == 3 and y.max().item() == 9
    assert within(y.double().mean().item(), 6.0, N, math.sqrt((7**2 - 1) / 12))
    assert torchtpu.stats()["fallbacks"] == 0


def test_rrelu_training_slopes_and_gradient():
    lower, upper = 0.1, 0.3
    x = torch.randn(N, requires_grad=True)
    y = compiled(lambda t: F.rrelu(t, lower, upper, training=True))(x)
    y.sum().backward()
    neg = x.detach() <= 0
    slope = y.detach()[neg] / x.detach()[neg]
    assert slope.min().item() >= lower - 1e-6 and slope.max().item() <= upper + 1e-6
    assert within(slope.mean().item(), (lower + upper) / 2, int(neg.sum()), (upper - lower) / math.sqrt(12))
    torch.testing.assert_close(y.detach()[~neg], x.detach()[~neg])
    # The gradient is the slope drawn in the forward.
    torch.testing.assert_close(x.grad[neg], slope)
    torch.testing.assert_close(x.grad[~neg], torch.ones_like(x.grad[~neg]))
    # In evaluation the slope is the mean of the range.
    xe = torch.randn(64)
    torch.testing.assert_close(compiled(lambda t: F.rrelu(t, lower, upper, training=False))(xe), F.rrelu(xe, lower, upper))
    assert torchtpu.stats()["fallbacks"] == 0


def test_multinomial_with_replacement_draws_in_proportion():
    p = torch.tensor([[0.1, 0.0, 0.6, 0.3], [1.0, 1.0, 0.0, 2.0]])
    y = compiled(lambda w: torch.multinomial(w, 50_000, replacement=True))(p)
    assert y.shape == (2, 50_000) and y.dtype == torch.int64
    for row in range(2):
        freq = torch.bincount(y[row], minlength=4).double() / 50_000
        want = p[row].double() / p[row].sum()
        assert freq[want == 0].sum().item() == 0, "a category of weight 0 is never drawn"
        assert (freq - want).abs().max().item() < 6 * math.sqrt(0.25 / 50_000)
    assert torchtpu.stats()["fallbacks"] == 0


def test_multinomial_without_replacement_first_draw_and_distinct():
    p = torch.tensor([0.5, 0.0, 0.2, 0.3])
    f = compiled(lambda w: torch.multinomial(w.expand(20_000, 4), 3))
    y = f(p)
    assert y.shape == (20_000, 3)
    assert bool((y != 1).all()), "a category of weight 0 is never drawn"
    assert bool((y[:, 0] != y[:, 1]).all() and (y[:, 1] != y[:, 2]).all() and (y[:, 0] != y[:, 2]).all())
    freq = torch.bincount(y[:, 0], minlength=4).double() / 20_000
    assert (freq - p.double()).abs().max().item() < 6 * math.sqrt(0.25 / 20_000)


def test_sampling_the_next_token_from_logits():
    # The decoding loop's step: softmax over the vocabulary, one draw per row.
    logits = torch.randn(4, 1000)
    logits[:, 7] = 12.0
    y = compiled(lambda l: torch.multinomial(torch.softmax(l / 0.7, dim=-1), 1))(logits)
    assert y.shape == (4, 1) and bool((y >= 0).all() and (y < 1000).all())
    assert (y == 7).float().mean().item() > 0.5
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.parametrize(
    "weights, replacement, message",
    [
        ([0.5, -0.1, 0.6], True, "element < 0"),
        ([0.5, float("nan"), 0.6], True, "`nan`"),
        ([0.0, 0.0, 0.0], True, "sum of probabilities <= 0"),
    ],
)
def test_multinomial_raises_where_eager_raises(weights, replacement, message):
    f = lambda w: torch.multinomial(w * 1.0, 2, replacement=replacement)  # noqa: E731
    w = torch.tensor(weights)
    with pytest.raises(RuntimeError):
        f(w)
    with pytest.raises(torchtpu.CheckError, match=message) as info:
        compiled(f)(w)
    assert info.value.kind == "value" and info.value.op == "aten.multinomial.default"


@pytest.mark.fallback
def test_multinomial_past_the_comparison_bound_runs_in_eager(monkeypatch):
    # 2,000 draws with replacement from 40,000 categories: 8e7 comparisons, past the bound
    # (random.rs): eager draws them, named in the warning, rather than a program of that size.
    monkeypatch.setenv("TORCHTPU_FALLBACK", "eager")
    f = compiled(lambda w: torch.multinomial(w * 2, 2_000, replacement=True))
    with pytest.warns(RuntimeWarning, match="multinomial"):
        y = f(torch.rand(40_000))
    assert y.shape == (2_000,) and y.dtype == torch.int64 and int(y.max()) < 40_000
    assert torchtpu.stats()["fallbacks"] >= 1


def test_multinomial_with_fewer_positive_weights_than_samples_draws_the_zeros_after():
    # Eager does not raise here: the positive category first, then weight-0 ones.
    y = compiled(lambda w: torch.multinomial(w * 1.0, 2))(torch.tensor([0.0, 0.5, 0.0]))
    assert y[0].item() == 1 and y[1].item() in (0, 2)


# ---- exact shapes: specialized from the inputs' sizes, never by running the graph first ----------

EXACT_RANDOM = {
    "rand": lambda x: x + torch.rand(x.shape),
    "dropout": lambda x: F.dropout(x, 0.3, True) * 2,
}


@pytest.mark.parametrize("name", sorted(EXACT_RANDOM))
def test_exact_shapes_draw_eagers_numbers_and_leave_the_generator_where_eager_does(monkeypatch, name):
    # Symbolic sizes with bucketing off: each new shape compiles an exact-shape executable. Its
    # sizes come from the inputs, so the random op draws once per call, as in eager.
    monkeypatch.setenv("TORCHTPU_RANDOM", "torch")
    fn = EXACT_RANDOM[name]
    c = torch.compile(fn, backend="torchtpu", dynamic=True, options={"torchtpu.buckets": "off"})
    for n in (5, 7, 7, 9):
        x = torch.randn(n, 3)
        torch.manual_seed(n)
        got = c(x)
        after = torch.get_rng_state()
        torch.manual_seed(n)
        want = fn(x)
        assert torch.equal(got, want), (name, n)
        assert torch.equal(after, torch.get_rng_state()), f"{name}: the generator moved differently from eager's (n={n})"
    s = torchtpu.stats()
    assert s["exact_shape_compiles"] == 3 and s["fallbacks"] == 0, s


def test_randperm_is_a_permutation_fresh_each_call_and_reproducible():
    f = compiled(lambda x: x[torch.randperm(x.shape[0])] * 1)
    x = torch.arange(1000.0)
    torch.manual_seed(0)
    a, b = f(x), f(x)
    assert torch.equal(a.sort().values, x) and torch.equal(b.sort().values, x)
    assert not torch.equal(a, b) and not torch.equal(a, x)
    torch.manual_seed(0)
    assert torch.equal(f(x), a)
    assert torchtpu.stats()["fallbacks"] == 0


def test_randperm_draws_eagers_permutation_under_torch_random(monkeypatch):
    # Kept whole (`_RANDOM_KEPT`): it runs in eager, as eager's kernel draws it.
    monkeypatch.setenv("TORCHTPU_RANDOM", "torch")
    monkeypatch.setenv("TORCHTPU_FALLBACK", "eager")
    fn = lambda x: x[torch.randperm(x.shape[0])] * 2  # noqa: E731
    x = torch.arange(50.0)
    torch.manual_seed(3)
    want = fn(x)
    torch.manual_seed(3)
    assert torch.equal(compiled(fn)(x), want)
