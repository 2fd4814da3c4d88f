"""Where eager raises, torchtpu must not return a result: ops whose eager kernel has no
implementation for their dtypes run in eager (graph/eager_dtypes.py), as do the argument
values eager refuses that the rules now check (bitwise ops on floats, `complex` of two dtypes,
`uniform` with from > to, a zero pooling divisor). `lowering_tests/python/opinfo_sweep.py
--errors` runs the same rule over torch's OpInfo database (docs/op-errors.md)."""

import pytest
import torch
import torch.nn.functional as F

import torchtpu
from torchtpu import FallbackError
from torchtpu.execution.failures import causes


def eager_error(fn, *args):
    with pytest.raises(Exception) as info:
        fn(*args)
    return info.value


def compiles_as_eager(fn, make):
    """`fn` compiled on fresh inputs from `make()` gives eager's outputs with no fallback;
    returns the compiled call's inputs (for what it wrote into them)."""
    want, given = fn(*make()), make()
    got = torch.compile(fn, backend="torchtpu")(*given)
    for g, w in zip(got, want, strict=True):
        torch.testing.assert_close(g, w)
    assert torchtpu.stats()["fallbacks"] == 0
    return given


CASES = {
    # A node the compiler has a rule for (refused in the graph, executable.py).
    "argmax_bool": (lambda m: torch.argmax(m), lambda: [torch.tensor([True, False, True])]),
    # An op AOTAutograd decomposes with the table (decompositions.py).
    "hardswish_bool": (lambda m: F.hardswish(m), lambda: [torch.ones(4, 4, dtype=torch.bool)]),
    # An op torch decomposes with a Python kernel while AOTAutograd traces.
    "hardshrink_int64": (lambda m: F.hardshrink(m, 0.5), lambda: [torch.ones(5, 5, dtype=torch.int64)]),
    "interpolate_bool": (lambda m: F.interpolate(m, size=(3,), mode="nearest"), lambda: [torch.ones(2, 3, 4, dtype=torch.bool)]),
    # Rules that check what eager refuses.
    "bitwise_and_float": (lambda a: torch.bitwise_and(a, a), lambda: [torch.randn(4)]),
    "complex_two_dtypes": (lambda a, b: torch.complex(a, b), lambda: [torch.randn(3), torch.randn(3, dtype=torch.float64)]),
    "avg_pool3d_zero_divisor": (lambda a: F.avg_pool3d(a, 2, divisor_override=0), lambda: [torch.randn(1, 1, 4, 4, 4)]),
    # Operands of two float dtypes where eager's kernel wants one (graph nodes).
    "addmm_two_dtypes": (lambda a, b: torch.addmm(a, b, b), lambda: [torch.randn(2, 2), torch.randn(2, 2, dtype=torch.float64)]),
    "conv2d_two_dtypes": (lambda a, w: F.conv2d(a, w), lambda: [torch.randn(1, 1, 4, 4), torch.randn(1, 1, 2, 2, dtype=torch.float64)]),
    "layer_norm_two_dtypes": (lambda a, w: F.layer_norm(a, (3,), w), lambda: [torch.randn(2, 3), torch.ones(3, dtype=torch.float64)]),
    "index_put_two_dtypes": (lambda a, i, v: a.index_put((i,), v), lambda: [torch.zeros(3, 2), torch.tensor([0, 2]), torch.ones(2, 2, dtype=torch.float64)]),
    # Decompositions that leave out their kernel's checks (the table's).
    "index_add_wrong_shape": (lambda a, i, v: a.index_add(0, i, v), lambda: [torch.zeros(3, 2), torch.tensor([0, 1]), torch.ones(2)]),
    "index_copy_two_dtypes": (lambda a, i, v: a.index_copy(0, i, v), lambda: [torch.zeros(3, 2), torch.tensor([0, 1]), torch.ones(2, 2, dtype=torch.float64)]),
    # An `out=` tensor of another dtype than the one eager's function writes (the Dynamo graph's
    # call is asked; AOTAutograd would make it a copy, which converts).
    "aminmax_out_two_dtypes": (lambda x, a, b: torch.aminmax(x, dim=0, out=(a, b)),
                               lambda: [torch.randn(4, 3), torch.empty(3), torch.empty(3, dtype=torch.float64)]),
    "multinomial_out_float": (lambda p, o: torch.multinomial(p, 2, out=o),
                              lambda: [torch.rand(1, 4), torch.empty(1, 2)]),
    # In-place calls whose result eager will not cast into the written tensor.
    "div_inplace_int64": (lambda a: a.div_(2), lambda: [torch.arange(6)]),
    "mul_inplace_bool_by_float": (lambda a, b: a.mul_(b), lambda: [torch.ones(3, dtype=torch.bool), torch.randn(3)]),
    "pow_int_negative_exponent": (lambda a: a ** -1, lambda: [torch.arange(1, 4)]),
    # A C++ composite whose eager CPU path is another kernel than the traced one.
    "max_pool1d_uint8": (lambda a: F.max_pool1d(a, 3, 2), lambda: [torch.zeros(1, 2, 7, dtype=torch.uint8)]),
    # The rules' own checks: float indices, integer segments, a pooling gradient of integers
    # (called directly: autograd never makes one).
    "max_pool2d_backward_uint8": (
        lambda g, x, i: torch.ops.aten.max_pool2d_with_indices_backward(g, x, [2, 2], [2, 2], [0, 0], [1, 1], False, i),
        lambda: [torch.ones(1, 1, 2, 2, dtype=torch.uint8), torch.ones(1, 1, 4, 4, dtype=torch.uint8),
                 torch.zeros(1, 1, 2, 2, dtype=torch.int64)]),
    "embedding_float_indices": (lambda w, i: F.embedding(i, w), lambda: [torch.randn(4, 2), torch.zeros(3)]),
    "segment_reduce_int64": (lambda x, n: torch.segment_reduce(x, "max", lengths=n),
                             lambda: [torch.ones(5, dtype=torch.int64), torch.tensor([1, 2, 2])]),
    # Values that do not broadcast to the indexed elements (index_put's meta kernel does not check;
    # the rule refuses them, where it raised an internal error before).
    "index_put_values_wrong_shape": (lambda a, i, v: a.index_put((i,), v, accumulate=True),
                                     lambda: [torch.zeros(5, 3), torch.tensor([0, 1, 1, 4]), torch.ones(4)]),
    "index_put_mask_values_wrong_shape": (lambda a, m, v: a.index_put((m,), v),
                                          lambda: [torch.zeros(5, 3), torch.tensor([True, False, True, False, False]),
                                                   torch.ones(4)]),
}


@pytest.mark.fallback
@pytest.mark.parametrize("case", sorted(CASES))
def test_eager_error_reaches_the_user(case):
    """Under the default fallback the op runs in eager, which raises its own error, with a warning
    naming the op."""
    fn, make = CASES[case]
    want = eager_error(fn, *make())
    with pytest.warns(RuntimeWarning, match="torchtpu"):
        got = eager_error(torch.compile(fn, backend="torchtpu"), *make())
    assert type(got) is type(want) or isinstance(got, type(want)), (got, want)
    assert str(want).splitlines()[0][:40] in str(got)


@pytest.mark.parametrize("case", sorted(CASES))
def test_fallback_error_names_the_refusal(case):
    """With TORCHTPU_FALLBACK=error the refusal raises, and says why."""
    fn, make = CASES[case]
    with pytest.raises(Exception) as info:
        torch.compile(fn, backend="torchtpu")(*make())
    chain = causes(info.value)
    assert any(isinstance(x, FallbackError) for x in chain), chain
    assert "eager" in str(info.value)


@pytest.mark.fallback
def test_node_runs_in_eager_between_compiled_regions():
    """Only the refused node runs in eager: the float work around it is compiled, and eager's
    error is raised from the node."""

    def fn(x, mask):
        y = (x * 2).sum()
        return y, torch.argmax(mask)

    x, mask = torch.randn(8), torch.tensor([True, False])
    with pytest.warns(RuntimeWarning, match="argmax"):
        with pytest.raises(RuntimeError, match="does not support bool"):
            torch.compile(fn, backend="torchtpu")(x, mask)
    assert torchtpu.stats()["partial_graphs"] == 1


@pytest.mark.fallback
@pytest.mark.parametrize("dtype", [torch.int64, torch.uint8, torch.bool])
def test_addcdiv_of_integers_raises_as_in_eager(dtype):
    """Dynamo rewrites `addcdiv(a, b, c, value=v)` as `a + b / c * v`, whose true division
    returned a float result where eager raises "Integer division with addcdiv is no longer
    supported". For torchtpu's compiles the call stays whole (capture/dynamo_rewrites.py) and
    raises as eager does."""

    def fn(a, b, c):
        return torch.addcdiv(a, b, c, value=3)

    args = [torch.ones(4, 4, dtype=dtype) for _ in range(3)]
    with pytest.raises(RuntimeError, match="Integer division with addcdiv"):
        fn(*args)
    with pytest.raises(RuntimeError, match="Integer division with addcdiv"):
        torch.compile(fn, backend="torchtpu")(*args)


def test_addcdiv_of_floats_is_still_rewritten_and_compiled():
    """Floating operands keep Dynamo's rewrite (a tensor `value` does not break the graph), and
    compile."""

    def fn(a, b, c, v):
        return torch.addcdiv(a, b, c, value=3), torch.addcdiv(a, b, c, value=v)

    a, b, c = torch.randn(4, 4), torch.randn(4, 4), torch.rand(4, 4) + 1
    compiles_as_eager(fn, lambda: (a, b, c, torch.tensor(0.5)))


@pytest.mark.fallback
@pytest.mark.parametrize("mode", ["bilinear", "bicubic"])
def test_uint8_images_resample_in_eager(mode):
    """Eager's CPU kernel resamples uint8 images in fixed point, where the decomposition
    interpolates in float and rounds (off by one in a sixth of the pixels, the uint8 OpInfo
    sweep): such a graph runs in eager, with a warning naming the op, and gives eager's pixels."""
    x = torch.randint(0, 256, (2, 3, 27, 27), dtype=torch.uint8)

    def fn(x):
        return F.interpolate(x, size=(13, 13), mode=mode, align_corners=False)

    with pytest.warns(RuntimeWarning, match=f"upsample_{mode}2d.*fixed point"):
        got = torch.compile(fn, backend="torchtpu")(x)
    assert torch.equal(got, fn(x))


def test_uniform_from_above_to_is_refused():
    x = torch.empty(10)
    with pytest.raises(Exception, match="from=3"):
        torch.compile(lambda t: t.uniform_(3, -1), backend="torchtpu")(x)


def test_ordinary_integer_and_bool_graphs_still_compile():
    """The dtypes asked about are compiled as before where eager takes them (conftest asserts no
    fallback): masks, indices, integer arithmetic, argmax of floats, bool reductions."""

    def fn(x, idx, mask):
        a = x.masked_fill(mask, 0.0)
        b = torch.embedding(x, idx)
        c = (idx * 3 + 1) // 2
        return a, b, c, torch.argmax(x, dim=1), mask.any(), (idx & 1).bool()

    x, idx = torch.randn(6, 4), torch.tensor([0, 5, 2])
    compiles_as_eager(fn, lambda: (x, idx, x > 0))


def test_probing_a_random_op_leaves_the_generator_as_it_was():
    """Asking eager's kernel about a random op draws from torch's generator; the probe puts it
    back, so the user's random stream does not move."""
    from torchtpu.graph import eager_dtypes

    torch.manual_seed(0)
    before = torch.get_rng_state()
    why = eager_dtypes.eager_error(torch.ops.aten.bernoulli.default, (torch.ones(7, dtype=torch.bool),), {})
    assert why is not None and "Bool" in why
    assert eager_dtypes.eager_error(torch.ops.aten.rand.default, ([9],), {"dtype": torch.float16}) is None
    assert torch.equal(torch.get_rng_state(), before)


def test_bool_matrix_product_is_refused_by_the_rule_too(monkeypatch):
    """Without the probe, the rule itself refuses bool matrix products: XLA's CPU compiler aborts
    the process on a bool `dot_general` (found by the error sweep: `nn.functional.linear` on bool
    crashed its worker), and eager raises for them."""
    from torchtpu.graph import eager_dtypes

    monkeypatch.setattr(eager_dtypes, "refusals", lambda gm: [])
    a = torch.tensor([[True, False], [True, True]])
    with pytest.raises(Exception, match="bool matrix operands"):
        torch.compile(lambda x: torch.mm(x, x), backend="torchtpu")(a)


def test_probe_never_makes_a_huge_result():
    """A result whose size comes from the op's arguments is sized on the meta device first (a
    factory is made there too): a graph asking for `eye(10**5)` of bools (10 GB) is not probed
    for real."""
    import resource

    from torchtpu.graph import eager_dtypes

    huge = torch.empty(10**5, 10**5, dtype=torch.bool, device="meta")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert eager_dtypes.eager_error(torch.ops.aten.eye.default, (10**5,), {"dtype": torch.bool}, huge) is None
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 1 << 20  # KiB: under 1 GiB
    # A small factory is still asked: eager has no bool arange.
    small = torch.empty(5, dtype=torch.bool, device="meta")
    assert "Bool" in eager_dtypes.eager_error(torch.ops.aten.arange.default, (5,), {"dtype": torch.bool}, small)


def test_decompositions_may_mix_dtypes_where_the_program_does_not():
    """Only what the program calls is asked: index_fill's decomposition puts a float64 value into
    a float32 tensor with index_copy and index_put, which eager's kernels would refuse if called
    so; the program's index_fill is valid, and compiles (conftest asserts no fallback)."""

    def fn(x, i):
        return x.index_fill(0, i, torch.tensor(1.5, dtype=torch.float64))

    x, i = torch.randn(3, 2), torch.tensor([0, 2])
    compiles_as_eager(lambda x, i: [fn(x, i)], lambda: (x, i))


def test_mixed_dtypes_eager_takes_still_compile():
    """Type promotion is what eager does for elementwise ops, cat and where: asked, and compiled."""

    def fn(a, b, m):
        return a + b, torch.cat([a, b]), torch.where(m, a, b), a.index_add(0, torch.tensor([1]), a[:1])

    a, b = torch.randn(2, 3), torch.randn(2, 3, dtype=torch.float64)
    compiles_as_eager(fn, lambda: (a, b, a > 0))


def test_out_of_a_dtype_eager_takes_still_compiles():
    """`out=` tensors eager accepts (a wider dtype for add, the result's for sum) compile, and the
    out tensor holds the result (conftest asserts no fallback)."""

    def fn(a, b, o1, o2):
        torch.add(a, b, out=o1)
        torch.sum(a, 0, out=o2)
        return o1 * 2, o2 + 1

    a, b = torch.randn(3, 2), torch.randn(3, 2)
    given = compiles_as_eager(fn, lambda: (a, b, torch.empty(3, 2, dtype=torch.float64), torch.empty(2)))
    torch.testing.assert_close(given[2], (a + b).double())


def test_inplace_integer_ops_eager_takes_still_compile():
    """In-place calls on integer and bool tensors whose results eager casts (an int64 counter,
    a mask and'ed in place, floor division) compile (conftest asserts no fallback)."""

    def fn(idx, mask, other):
        idx.add_(1)
        idx //= 2
        mask.logical_and_(other)
        return idx * 2, mask.sum()

    compiles_as_eager(fn, lambda: (torch.arange(6), torch.tensor([True, False, True]), torch.tensor([True, True, False])))

