"""torchtpu's decompositions of forward ops that torch keeps whole and the compiler has no rule
for (capture/decompositions.py): `tril_indices` and `triu_indices` (DLRM's pairwise
interactions), for every offset and shape, empty ones included, and `embedding_renorm`
(`nn.Embedding(max_norm=...)`). Runs with TORCHTPU_FALLBACK=error
(conftest.py)."""

import itertools

import pytest
import torch

import torchtpu
from torchtpu.execution.failures import FallbackError, causes

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


@pytest.mark.parametrize("norm_type", [2.0, 1.0, 3.5])
def test_embedding_max_norm_renormalizes_as_eager(norm_type):
    """`nn.Embedding(max_norm=...)` rescales the rows it reads in place (`embedding_renorm_`),
    once per row however often it is named; the rows, the weight after the call and a training
    step's gradient match eager's exactly."""
    torch.manual_seed(0)
    want_m = torch.nn.Embedding(10, 4, max_norm=1.0, norm_type=norm_type)
    got_m = torch.nn.Embedding(10, 4, max_norm=1.0, norm_type=norm_type)
    got_m.load_state_dict(want_m.state_dict())
    idx = torch.tensor([[1, 3, 3], [7, 1, 0]])
    want = want_m(idx)
    want.square().sum().backward()
    got = torch.compile(got_m, backend="torchtpu")(idx)
    got.square().sum().backward()
    torch.testing.assert_close(got, want, rtol=0, atol=0)
    torch.testing.assert_close(got_m.weight, want_m.weight, rtol=0, atol=0)
    torch.testing.assert_close(got_m.weight.grad, want_m.weight.grad)
    assert torchtpu.stats()["fallbacks"] == 0


def test_bernoulli_with_a_tensor_of_probabilities():
    """`x.bernoulli_(p)` with a tensor `p` (broadcast to `x`): zeros and ones in `x`'s dtype, at
    the rates `p` gives (another stream than eager's, as every decomposed random op)."""
    p = torch.tensor([0.0, 0.25, 0.75, 1.0]).repeat(5000, 1)
    out = torch.compile(lambda x, p: x.bernoulli_(p) * 1, backend="torchtpu")(torch.empty(5000, 4, dtype=torch.float64), p)
    assert out.dtype == torch.float64 and set(out.unique().tolist()) <= {0.0, 1.0}
    rates = out.mean(0)
    assert rates[0] == 0 and rates[3] == 1
    assert abs(rates[1] - 0.25) < 0.03 and abs(rates[2] - 0.75) < 0.03, rates
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.parametrize("m,k,n", [(32, 64, 32), (17, 8, 24), (64, 4096, 8)])
def test_int8_products_are_exact(m, k, n):
    """`torch._int_mm` (int8 by int8, int32 sums), the product of int8 quantized layers: equal to
    eager's, including sums over 4096 terms of the extreme values."""
    torch.manual_seed(0)
    a = torch.randint(-128, 128, (m, k), dtype=torch.int8)
    b = torch.randint(-128, 128, (k, n), dtype=torch.int8)
    a[0] = -128
    b[:, 0] = -128
    got = torch.compile(lambda a, b: torch._int_mm(a, b), backend="torchtpu")(a, b)
    want = torch._int_mm(a, b)
    assert got.dtype == torch.int32 and torch.equal(got, want)
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.parametrize("right", [False, True])
def test_bucketize_of_a_zero_dim_input_compiles(right):
    """`torch.bucketize` is decomposed as `searchsorted`: torch's own decomposition reads a 0-d
    input's value, which sent the graph to eager (Dynamo turned the backend's failure into a
    graph break)."""
    boundaries = torch.tensor([-1.0, 0.0, 0.0, 1.0])
    for a in (torch.tensor(0.0), torch.tensor(0.5), torch.randn(3, 4)):
        torch._dynamo.reset()
        torchtpu.reset_stats()
        f = lambda a, b: torch.bucketize(a, b, right=right)  # noqa: E731
        got = torch.compile(f, backend="torchtpu")(a, boundaries)
        assert torch.equal(got, f(a, boundaries)) and got.dtype == torch.int64
        assert torchtpu.stats()["graphs"] == 1 and torchtpu.stats()["fallbacks"] == 0


def _value_reading_sinc(monkeypatch):
    """A decomposition that reads a tensor's value while AOTAutograd traces (as torch's
    bucketize did for a 0-d input)."""
    from torchtpu.capture import decompositions as d

    monkeypatch.setitem(d._TORCHTPU_DECOMPOSITIONS, torch.ops.aten.sinc.default, lambda x: x * float(x.sum()))


def test_a_decomposition_reading_a_value_is_torchtpus_fallback_error(monkeypatch):
    """Dynamo turns such a failure into a graph break with only a note in its log; torchtpu
    treats it as its own fallback: under TORCHTPU_FALLBACK=error it raises, naming the op."""
    _value_reading_sinc(monkeypatch)
    with pytest.raises(Exception, match=r"the decomposition of aten.sinc.default needs a tensor.s value") as info:
        torch.compile(lambda x: torch.sinc(x) + 1, backend="torchtpu")(torch.randn(4))
    assert any(isinstance(x, FallbackError) for x in causes(info.value))


@pytest.mark.fallback
def test_a_decomposition_reading_a_value_runs_in_eager_with_a_warning(monkeypatch):
    _value_reading_sinc(monkeypatch)
    x = torch.randn(4)
    with pytest.warns(RuntimeWarning, match=r"running graph `model` in eager mode: the decomposition of aten.sinc.default"):
        got = torch.compile(lambda x: torch.sinc(x) + 1, backend="torchtpu")(x)
    torch.testing.assert_close(got, torch.sinc(x) + 1)
    assert torchtpu.stats()["fallbacks"] == 1


@pytest.mark.parametrize("mode", ["nearest", "bilinear"])
def test_a_fractional_resize_with_symbolic_sizes_compiles(mode):
    """AOTAutograd turns the symbolic float arithmetic of `scale_factor=1.7` into tensor ops after
    the decomposition table ran, `true_divide` among them (renamed to `div`, `rename_same_ops`)."""
    f = lambda x: torch.nn.functional.interpolate(x, scale_factor=1.7, mode=mode)  # noqa: E731
    compiled = torch.compile(f, backend="torchtpu", dynamic=True)
    for n in (5, 9):
        x = torch.randn(1, 2, n, n)
        torch.testing.assert_close(compiled(x), f(x))
    assert torchtpu.stats()["fallbacks"] == 0


def test_vector_norm_over_size_one_dims_with_a_negative_dim_keeps_eagers_shape():
    """torch's decomposition of `linalg_vector_norm` kept every dim when all reduced dims have
    size 1 and a dim is negative (`d not in dim` never matched -1): `x.norm(dim=-1)` of a
    `[32, 1]` tensor came back `[32, 1]`, and a `maximum` with `x` broadcast to `[32, 1]` where
    eager's is `[32, 32]` (program_fuzz.py seed 337). The dims are made non-negative first."""

    def fn(x):
        return torch.maximum(x.norm(dim=-1), x), torch.linalg.vector_norm(x.unsqueeze(1), dim=(-1, 1))

    x = torch.randn(32, 1)
    got, want = torch.compile(fn, backend="torchtpu")(x), fn(x)
    for g, w in zip(got, want):
        assert g.shape == w.shape
        torch.testing.assert_close(g, w)


@pytest.mark.parametrize("spelling", ["method", "torch.norm", "vector_norm", "linalg.norm"])
def test_a_training_graph_returning_a_norm_over_size_one_dims_compiles(spelling):
    """torch's own shape function of `linalg_vector_norm` has the same bug, and AOTAutograd runs it
    before any decomposition: a training graph returning `x.norm(dim=-3)` of a `[6, 1, 5, 7]`
    tensor got a tangent of the wrong shape and the compile raised (program_fuzz.py --train seed
    564). The norm calls of Dynamo's graph get non-negative dims (`nonnegative_norm_dims`)."""
    norm = {
        "method": lambda x: x.norm(dim=-3),
        "torch.norm": lambda x: torch.norm(x, 2, -3),
        "vector_norm": lambda x: torch.linalg.vector_norm(x, 2, (-3,)),
        "linalg.norm": lambda x: torch.linalg.norm(x, dim=-3),
    }[spelling]

    def fn(x):
        v = norm(x)
        return v.reshape(6, 5, 7) * 2, v

    x_eager = torch.randn(6, 1, 5, 7, requires_grad=True)
    x_tpu = x_eager.detach().clone().requires_grad_(True)
    got, want = torch.compile(fn, backend="torchtpu")(x_tpu), fn(x_eager)
    for g, w in zip(got, want):
        assert g.shape == w.shape
        torch.testing.assert_close(g, w)
    sum(o.sum() for o in got).backward()
    sum(o.sum() for o in want).backward()
    torch.testing.assert_close(x_tpu.grad, x_eager.grad)
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.parametrize("weight", ["scalar", "tensor"])
def test_lerp_of_operands_laid_out_otherwise_compiles_with_eagers_strides(weight, monkeypatch):
    """torch's decomposition of `lerp` lays its result out as eager's kernel would with
    `prims.copy_strided` where its operands' layouts differ, which had no rule: the graph fell
    back (program_fuzz.py seed 123)."""
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")

    def fn(x, y, w):
        return torch.lerp(x, y.permute(1, 2, 0), 0.3 if weight == "scalar" else w)

    x, y, w = torch.randn(3, 3, 16), torch.randn(16, 3, 3), torch.rand(3, 3, 16).mT.contiguous().mT
    got, want = torch.compile(fn, backend="torchtpu")(x, y, w), fn(x, y, w)
    assert got.stride() == want.stride()
    torch.testing.assert_close(got, want)
