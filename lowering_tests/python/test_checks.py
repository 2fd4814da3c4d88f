"""Run-time checks (docs/runtime-checks.md): where eager PyTorch raises on bad values (an index out
of range, an integer division by zero), the compiled program computes the same condition and the
call raises `torchtpu.CheckError`, naming the node, the op and the user's source line, instead of
returning a clamped, dropped or arbitrary value. Good values give eager's numbers; the checks cost
a flag per op, and `TORCHTPU_CHECKS=0` compiles without them."""

import re

import pytest
import torch
import torch.nn.functional as F

import torchtpu


def compiled(fn, **kw):
    return torch.compile(fn, backend="torchtpu", **kw)


def raises_check(fn, *args, op: str, kind: str):
    """Eager raises on `args`; the compiled `fn` raises CheckError for `op` of `kind`."""
    with pytest.raises((RuntimeError, IndexError)):
        fn(*args)
    with pytest.raises(torchtpu.CheckError) as info:
        compiled(fn)(*args)
    e = info.value
    assert e.op == op and e.kind == kind, (e.op, e.kind, str(e))
    assert e.node and e.node in str(e)
    # The user's line: this file, the function's own source.
    assert e.source is not None and "test_checks.py" in e.source, e.source
    assert "test_checks.py:" in str(e)
    return e


X = torch.arange(12.0).reshape(3, 4)


@pytest.mark.parametrize(
    "name, fn, args, op",
    [
        ("gather", lambda x, i: torch.gather(x, 1, i), (X, torch.tensor([[0, 4], [1, 2], [3, 3]])), "aten.gather.default"),
        ("gather_negative", lambda x, i: torch.gather(x, 1, i), (X, torch.tensor([[0, -1], [1, 2], [3, 3]])), "aten.gather.default"),
        ("index_select", lambda x, i: torch.index_select(x, 0, i), (X, torch.tensor([0, 3])), "aten.index_select.default"),
        ("embedding", lambda w, i: F.embedding(i, w), (X, torch.tensor([[0, 1], [2, 3]])), "aten.embedding.default"),
        ("embedding_negative", lambda w, i: F.embedding(i, w), (X, torch.tensor([0, -1])), "aten.embedding.default"),
        ("advanced_index", lambda x, i: x[i], (X, torch.tensor([1, -4])), "aten.index.Tensor"),
        ("advanced_index_2d", lambda x, i, j: x[i, j], (X, torch.tensor([0, 2]), torch.tensor([3, 4])), "aten.index.Tensor"),
        ("scatter", lambda x, i: x.scatter(1, i, 1.0), (X, torch.tensor([[0], [7], [1]])), "aten.scatter.value"),
        ("scatter_add", lambda x, i: x.scatter_add(0, i, torch.ones(1, 4)), (X, torch.tensor([[3, 0, 0, 0]])), "aten.scatter_add.default"),
        ("index_put", lambda x, i: x.index_put((i,), torch.tensor(5.0)), (X, torch.tensor([0, 3])), "aten.index_put.default"),
        ("cross_entropy_target", lambda x, t: F.cross_entropy(x, t), (torch.randn(4, 3), torch.tensor([0, 1, 5, 2])), "aten.gather.default"),
        ("nll_loss_negative_target", lambda x, t: F.nll_loss(x, t), (torch.randn(4, 3), torch.tensor([0, 1, -2, 2])), "aten.gather.default"),
        ("index_select_empty_source", lambda x, i: torch.index_select(x, 0, i), (torch.empty(0, 3), torch.tensor([0])), "aten.index_select.default"),
        ("advanced_index_empty_source", lambda x, i: x[i], (torch.empty(0, 3), torch.tensor([0])), "aten.index.Tensor"),
    ],
)
def test_index_out_of_range_raises_like_eager(name, fn, args, op):
    e = raises_check(fn, *args, op=op, kind="index")
    assert "out of bounds for dimension" in str(e)


@pytest.mark.parametrize("fn", [lambda x, i: torch.index_select(x, 0, i) + 1, lambda x, i: x[i] + 1,
                                lambda x, i: F.embedding(i, x) + 1])
def test_an_empty_index_into_an_empty_dim_gives_an_empty_result(fn):
    # A gather would take a slice of size 1 from the empty dim, which XLA refuses (it was an
    # internal error); the result is empty, as eager's.
    x, i = torch.empty(0, 3), torch.empty(0, dtype=torch.int64)
    got = torch.compile(fn, backend="torchtpu")(x, i)
    assert got.shape == fn(x, i).shape == (0, 3)


@pytest.mark.parametrize("t, words", [(torch.tensor([0, 3]), "smaller than num_classes"), (torch.tensor([-1, 2]), "non-negative")])
def test_one_hot_class_out_of_range_raises(t, words):
    # one_hot's decomposition (an `eq` against `arange`) drops eager's check; the backend puts it
    # back as a `torch._assert_async` (checks.py), with eager's message.
    fn = lambda t: F.one_hot(t, 3)  # noqa: E731
    with pytest.raises(RuntimeError, match=words):
        fn(t)
    with pytest.raises(torchtpu.CheckError, match=words) as info:
        compiled(fn)(t)
    assert info.value.kind == "assert" and info.value.op == "aten._assert_async.msg"
    assert "test_checks.py" in info.value.source
    good = torch.tensor([0, 2, 1])
    torch.testing.assert_close(compiled(fn)(good), fn(good))


def test_user_assert_async_is_checked():
    def fn(x):
        torch._assert_async((x > 0).all(), "x must be positive")
        return x.log()

    f = compiled(fn)
    torch.testing.assert_close(f(torch.tensor([1.0, 2.0])), fn(torch.tensor([1.0, 2.0])))
    with pytest.raises(torchtpu.CheckError, match="x must be positive"):
        f(torch.tensor([1.0, -2.0]))


@pytest.mark.parametrize(
    "fn, op",
    [
        (lambda a, b: a // b, "aten.div.Tensor_mode"),
        (lambda a, b: torch.div(a, b, rounding_mode="trunc"), "aten.div.Tensor_mode"),
        (lambda a, b: a % b, "aten.remainder.Tensor"),
        (lambda a, b: torch.fmod(a, b), "aten.fmod.Tensor"),
    ],
)
def test_integer_division_by_zero_raises_like_eager(fn, op):
    a, b = torch.tensor([7, -7, 3]), torch.tensor([2, 0, 1])
    e = raises_check(fn, a, b, op=op, kind="zero_division")
    assert "ZeroDivisionError" in str(e)


def test_integer_division_by_a_zero_scalar_raises():
    with pytest.raises(torchtpu.CheckError, match="ZeroDivisionError"):
        compiled(lambda a: a // 0)(torch.tensor([4, 5]))


def test_good_values_give_eager_numbers_and_raise_nothing():
    cases = [
        (lambda x, i: torch.gather(x, 1, i), (X, torch.tensor([[0, 3], [1, 2], [3, 3]]))),
        (lambda x, i: x[i], (X, torch.tensor([1, -3, 2]))),  # negatives count from the end here
        (lambda x, i: x.index_put((i,), torch.tensor(5.0)), (X, torch.tensor([0, -1]))),
        (lambda w, i: F.embedding(i, w), (X, torch.tensor([[0, 1], [2, 2]]))),
        (lambda x, t: F.cross_entropy(x, t), (torch.randn(4, 3), torch.tensor([0, 1, 2, 2]))),
        # ignore_index (-100) is not an index: skipped, as in eager.
        (lambda x, t: F.cross_entropy(x, t), (torch.randn(4, 3), torch.tensor([0, -100, 2, 2]))),
        (lambda a, b: (a // b, a % b, torch.fmod(a, b)), (torch.tensor([7, -7, 3]), torch.tensor([2, -3, 1]))),
    ]
    for fn, args in cases:
        torch.testing.assert_close(compiled(fn)(*args), fn(*args))
    assert torchtpu.stats()["fallbacks"] == 0


def test_float_division_by_zero_is_not_an_error():
    a, b = torch.tensor([1.0, -1.0, 0.0]), torch.zeros(3)
    fn = lambda a, b: (a / b, torch.fmod(a, b))  # noqa: E731
    torch.testing.assert_close(compiled(fn)(a, b), fn(a, b), equal_nan=True)


def compile_aten(fn, *args):
    """`fn`'s ATen graph (make_fx), serialized and compiled directly."""
    from functorch import make_fx

    from torchtpu import _native, config
    from torchtpu.execution.executable import ensure_runtime
    from torchtpu.graph.serialize import serialize_with_literals, to_json

    graph, _ = serialize_with_literals(make_fx(fn)(*args), "checks_case", None, None, frozenset())
    ensure_runtime()
    return _native.compile(to_json(graph), config.compile_config().to_json()).compiled


def gather_plus_one(x, i):
    return torch.ops.aten.gather.default(x, 1, i) + 1


def test_the_executable_carries_one_check_per_guarded_op():
    c = compile_aten(gather_plus_one, X, torch.tensor([[0], [1], [2]]))
    assert [(op, kind) for _, op, kind, _ in c.checks] == [("aten.gather.default", "index")]
    assert "tensor<1xi1>" in c.mlir


def test_checks_off_compiles_none(monkeypatch):
    monkeypatch.setenv("TORCHTPU_CHECKS", "0")
    c = compile_aten(gather_plus_one, X, torch.tensor([[0], [1], [2]]))
    assert c.checks == []
    assert "tensor<1xi1>" not in c.mlir
    # Unchecked, an out-of-range index gives whatever XLA's clamping gives: no error.
    c.call([X, torch.tensor([[0], [9], [2]])])


def test_bad_checks_value_is_a_config_error(monkeypatch):
    monkeypatch.setenv("TORCHTPU_CHECKS", "sometimes")
    with pytest.raises(Exception, match=re.escape("TORCHTPU_CHECKS='sometimes'")):
        compiled(lambda x: x + 1)(torch.randn(2))


def test_index_check_in_a_bucketed_graph():
    # dynamic=True: the graph is compiled for a shape bucket (padded); the index check still holds.
    fn = lambda w, i: F.embedding(i, w)  # noqa: E731
    f = compiled(fn, dynamic=True)
    w = torch.randn(10, 4)
    torch.testing.assert_close(f(w, torch.tensor([1, 2, 3])), fn(w, torch.tensor([1, 2, 3])))
    with pytest.raises(torchtpu.CheckError):
        f(w, torch.tensor([1, 2, 30, 4, 5]))


def test_check_error_is_a_runtime_error_not_a_fallback():
    # Not a TorchTpuError: the graph compiled and ran, the input was bad; nothing re-runs in eager.
    assert issubclass(torchtpu.CheckError, RuntimeError)
    assert not issubclass(torchtpu.CheckError, torchtpu.TorchTpuError)
    f = compiled(lambda x, i: x[i])
    with pytest.raises(torchtpu.CheckError):
        f(X, torch.tensor([9]))
    # The graph stays compiled: good inputs afterwards run compiled.
    torch.testing.assert_close(f(X, torch.tensor([2])), X[torch.tensor([2])])
    assert torchtpu.stats()["fallbacks"] == 0


def test_subnormals_flush_as_eager_does_with_flush_denormal():
    # XLA's CPU client runs every program with flush-to-zero and denormals-are-zero
    # (docs/runtime-checks.md). Eager arithmetic under torch.set_flush_denormal(True) does the same
    # (its vectorized log reads subnormal bits directly, so the test flushes through a multiply).
    x = torch.tensor([1e-40, 1e-39, 1e-30, 1.0])
    fn = lambda x: torch.log(x * 1.0)  # noqa: E731
    f = compiled(fn)
    assert torch.set_flush_denormal(True)
    try:
        torch.testing.assert_close(f(x), fn(x))
    finally:
        torch.set_flush_denormal(False)
    assert fn(x)[0] > -100  # eager keeps subnormals by default: the documented difference
    assert f(x)[0] == float("-inf")


def test_nan_to_bool_is_true_as_in_eager():
    x = torch.tensor([float("nan"), 0.0, -0.0, float("inf")])
    fns = [lambda x: x.bool(), lambda x: torch.logical_not(x), lambda x: x.any(), lambda x: x.all(),
           lambda x: torch.where(x.bool(), 1, 2), lambda x: x.half().bool(), lambda x: x.double().bool()]
    for fn in fns:
        assert torch.equal(compiled(fn)(x), fn(x)), fn


def test_the_host_memory_call_path_checks_too():
    # `Compiled.run` (tensors or byte buffers the host allocated) reads the flags itself.
    c = compile_aten(gather_plus_one, X, torch.tensor([[0], [1], [2]]))
    out = torch.empty(3, 1)

    def run(index):
        ins = [X.contiguous(), index]
        c.run(ins, [out])

    run(torch.tensor([[0], [1], [2]]))
    torch.testing.assert_close(out, torch.gather(X, 1, torch.tensor([[0], [1], [2]])) + 1)
    with pytest.raises(torchtpu.CheckError, match="out of bounds for dimension 1 with size 4"):
        run(torch.tensor([[0], [7], [2]]))


LINALG = [
    ("cholesky", lambda a: torch.linalg.cholesky(a), lambda: [-torch.eye(3)], lambda: [torch.eye(3) * 2 + 0.1]),
    ("cholesky_batched", lambda a: torch.linalg.cholesky(a, upper=True),
     lambda: [torch.stack([torch.eye(2), -torch.eye(2)])], lambda: [torch.stack([torch.eye(2), 3 * torch.eye(2)])]),
    ("inv", lambda a: torch.linalg.inv(a) * 2, lambda: [torch.tensor([[1.0, 2.0], [2.0, 4.0]])], lambda: [torch.eye(2) * 4]),
    ("inverse_method", lambda a: a.inverse(), lambda: [torch.zeros(2, 2)], lambda: [torch.eye(2) + 1]),
    ("solve", lambda a, b: torch.linalg.solve(a, b), lambda: [torch.zeros(2, 2), torch.ones(2)],
     lambda: [torch.eye(2) * 2, torch.ones(2)]),
    ("matrix_power_negative", lambda a: torch.linalg.matrix_power(a, -2), lambda: [torch.zeros(2, 2)],
     lambda: [torch.eye(2) * 2]),
    ("tensorinv", lambda a: torch.linalg.tensorinv(a, ind=1), lambda: [torch.zeros(4, 2, 2)],
     lambda: [torch.eye(4).reshape(4, 2, 2) * 3]),
    ("svd_of_nan", lambda a: torch.linalg.svd(a)[1], lambda: [torch.full((2, 2), float("nan"))],
     lambda: [torch.tensor([[3.0, 1.0], [1.0, 2.0]])]),
    ("svdvals_of_a_nan", lambda a: torch.linalg.svdvals(a), lambda: [torch.tensor([[1.0, float("nan")], [0.0, 1.0]])],
     lambda: [torch.tensor([[3.0, 1.0], [1.0, 2.0]])]),
]


@pytest.mark.parametrize("name, fn, bad, good", LINALG, ids=[c[0] for c in LINALG])
def test_linalg_on_a_matrix_it_cannot_factor_raises_linalg_error(name, fn, bad, good):
    """Eager raises `torch.linalg.LinAlgError` on a matrix that is not positive-definite or is
    singular (a check tracing drops); the compiled call raises a `CheckError` that is also a
    `LinAlgError`, and good matrices give eager's numbers."""
    with pytest.raises(torch.linalg.LinAlgError) as want:
        fn(*bad())
    with pytest.raises(torch.linalg.LinAlgError) as got:
        compiled(fn)(*bad())
    assert isinstance(got.value, torchtpu.CheckError) and got.value.kind == "assert"
    assert str(want.value).split(":")[0] in str(got.value)
    torch.testing.assert_close(compiled(fn)(*good()), fn(*good()))


def test_linalg_error_is_caught_where_eager_s_is():
    """The pattern that retries a Cholesky factorization with jitter, around the compiled call
    (inside it, Dynamo's own `eager` backend does not catch the error either; Inductor returns
    a factor of the indefinite matrix): the compiled call raises where eager does, and the retry
    gives eager's result and gradient."""

    def factor(chol, k):
        try:
            return chol(k)
        except torch.linalg.LinAlgError:
            return chol(k + 2 * torch.eye(k.shape[-1]))

    chol = compiled(torch.linalg.cholesky)
    k = torch.tensor([[1.0, 2.0], [2.0, 1.0]], requires_grad=True)
    want = factor(torch.linalg.cholesky, k)
    want.sum().backward()
    want_grad, k.grad = k.grad, None
    got = factor(chol, k)
    got.sum().backward()
    torch.testing.assert_close(got, want)
    torch.testing.assert_close(k.grad, want_grad)


VALUES = [
    ("bernoulli_probabilities", lambda p: torch.bernoulli(p) * 0, lambda: [torch.tensor([0.5, 1.5])],
     lambda: [torch.tensor([0.5, 1.0])]),
    ("bernoulli_inplace_tensor_p", lambda x, p: x.bernoulli_(p) * 0, lambda: [torch.zeros(2), torch.tensor([-0.5, 0.2])],
     lambda: [torch.zeros(2), torch.tensor([0.5, 0.2])]),
    ("bernoulli_float_p", lambda x: x.bernoulli(1.5), lambda: [torch.zeros(2)], None),
    ("bce_input", lambda x, t: F.binary_cross_entropy(x, t), lambda: [torch.tensor([0.5, 1.5]), torch.tensor([0.0, 1.0])],
     lambda: [torch.tensor([0.5, 0.25]), torch.tensor([0.0, 1.0])]),
    ("bce_target", lambda x, t: F.binary_cross_entropy(x, t), lambda: [torch.tensor([0.5, 0.5]), torch.tensor([0.0, 2.0])],
     lambda: [torch.tensor([0.5, 0.25]), torch.tensor([0.0, 0.5])]),
    ("masked_scatter_short_source", lambda x, m, s: x.masked_scatter(m, s),
     lambda: [torch.zeros(2, 3), torch.tensor([True, False, True]), torch.ones(3)],
     lambda: [torch.zeros(2, 3), torch.tensor([True, False, True]), torch.arange(4.0)]),
    ("lu_factor_singular", lambda a: torch.linalg.lu_factor(a)[0], lambda: [torch.zeros(2, 2)],
     lambda: [torch.tensor([[1.0, 2.0], [3.0, 4.0]])]),
    ("segment_lengths_short", lambda d, l: torch.segment_reduce(d, "sum", lengths=l),
     lambda: [torch.arange(5.0), torch.tensor([2, 2])], lambda: [torch.arange(5.0), torch.tensor([2, 3])]),
    ("segment_lengths_negative", lambda d, l: torch.segment_reduce(d, "max", lengths=l),
     lambda: [torch.arange(5.0), torch.tensor([-1, 6])], lambda: [torch.arange(5.0), torch.tensor([0, 5])]),
    ("segment_rows_of_lengths", lambda d, l: torch.segment_reduce(d, "mean", lengths=l, axis=1),
     lambda: [torch.ones(2, 5), torch.tensor([[2, 3], [1, 3]])], lambda: [torch.ones(2, 5), torch.tensor([[2, 3], [1, 4]])]),
    ("segment_offsets_decreasing", lambda d, o: torch.segment_reduce(d, "sum", offsets=o),
     lambda: [torch.arange(5.0), torch.tensor([0, 3, 2, 5])], lambda: [torch.arange(5.0), torch.tensor([0, 2, 2, 5])]),
]


@pytest.mark.parametrize("name, fn, bad, good", VALUES, ids=[c[0] for c in VALUES])
def test_values_eager_refuses_raise(name, fn, bad, good):
    """Probabilities outside [0, 1] (bernoulli, binary cross-entropy), a masked_scatter source
    shorter than the mask's ones, a singular LU factorization, segment lengths that are negative
    or do not add up to the data's size: eager raises, so does the compiled
    call (a `CheckError` naming eager's words), and good values give eager's numbers."""
    with pytest.raises(RuntimeError) as want:
        fn(*bad())
    with pytest.raises(torchtpu.CheckError) as got:
        compiled(fn)(*bad())
    words = str(want.value).split(".")[0].split(",")[0][:30]
    assert words in str(got.value), (str(want.value), str(got.value))
    if good is not None:
        torch.testing.assert_close(compiled(fn)(*good()), fn(*good()))


def test_bernoulli_of_a_symbolic_float_probability_is_checked():
    # Under dynamic=True Dynamo passes a float probability as a symbolic float (torchvision's
    # stochastic depth in ConvNeXt and Swin: `noise.bernoulli_(1 - p)`); the check made a
    # tensor comparison of it, and the backend raised a TypeError of its own.
    def fn(x, p):
        return x.bernoulli_(1.0 - p).sum() * 0 + x.numel()

    f = torch.compile(fn, backend="torchtpu", dynamic=True)
    assert f(torch.zeros(3), 0.25).item() == 3
    assert f(torch.zeros(4), 0.5).item() == 4
    with pytest.raises(RuntimeError, match="expects p to be in"):
        fn(torch.zeros(5), 1.5)
    with pytest.raises(torchtpu.CheckError, match="bernoulli_ expects p to be in"):
        f(torch.zeros(5), 1.5)
    assert torchtpu.stats()["fallbacks"] == 0
