"""`torch.cond` and `torch.while_loop` compile (capture/control_flow.py,
compiler/src/lower/control_flow.rs): as `stablehlo.if` (only the branch taken runs) and
`stablehlo.while` where the compiler takes their subgraphs whole, otherwise a `cond` as both
branches inlined and each result picked with `where`; results and gradients are eager's on both
sides of the predicate."""

import pytest
import torch
import torch.nn as nn

import torchtpu
from torchtpu.capture.control_flow import inline_conds


def _compiled(fn, *args):
    """`fn` compiled, run on `args`; fails on any fallback."""
    out = torch.compile(fn, backend="torchtpu")(*args)
    assert torchtpu.stats()["fallbacks"] == 0
    return out


def _two_results(x, y):
    return torch.cond(x.sum() > 0, lambda x, y: (x.sin() * y, x.cos()), lambda x, y: (x * 2, y.exp()), (x, y))


@pytest.mark.parametrize("sign", [1.0, -1.0], ids=["true", "false"])
def test_results_and_gradients_on_each_side(sign):
    x0, y = torch.rand(5) * sign + 0.1 * sign, torch.randn(5)
    x_eager, x_tpu = x0.clone().requires_grad_(), x0.clone().requires_grad_()
    want = _two_results(x_eager, y)
    got = torch.compile(_two_results, backend="torchtpu")(x_tpu, y)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w)
    sum(o.sum() for o in want).backward()
    sum(o.sum() for o in got).backward()
    torch.testing.assert_close(x_tpu.grad, x_eager.grad)
    assert torchtpu.stats()["fallbacks"] == 0 and torchtpu.stats()["graphs"] == 2


class _Gated(nn.Module):
    """A block that takes one of two layers by the sign of its input's mean."""

    def __init__(self):
        super().__init__()
        self.a, self.b = nn.Linear(8, 8), nn.Linear(8, 8)

    def forward(self, x):
        return torch.cond(x.mean() > 0, lambda x: self.a(x).relu(), lambda x: self.b(x).tanh(), (x,))


def test_a_module_with_parameters_in_its_branches_trains_as_eager():
    torch.manual_seed(0)
    m, ref = _Gated(), _Gated()
    ref.load_state_dict(m.state_dict())
    compiled = torch.compile(m, backend="torchtpu")
    for x in (torch.randn(4, 8) + 1, torch.randn(4, 8) - 1):
        compiled(x).square().sum().backward()
        ref(x).square().sum().backward()
    for p, q in zip(m.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad)
    assert torchtpu.stats()["fallbacks"] == 0


def test_nested_conds():
    def f(x):
        inner = lambda x: torch.cond(x.mean() > 0.5, lambda x: x + 10, lambda x: x - 10, (x,))  # noqa: E731
        return torch.cond(x.sum() > 0, inner, lambda x: x * 0, (x,))

    compiled = torch.compile(f, backend="torchtpu")
    for x in (torch.ones(4), torch.full((4,), 0.1), -torch.ones(4)):
        torch.testing.assert_close(compiled(x), f(x))
    assert torchtpu.stats()["fallbacks"] == 0


def test_the_branch_not_taken_leaves_no_trace():
    # The true branch makes NaN for negative inputs; where it is not taken the result is the
    # false branch's, as in eager.
    def f(x):
        return torch.cond(x.min() > 0, lambda x: x.log(), lambda x: x.abs() + 1, (x,))

    x = torch.tensor([-1.0, 2.0, -3.0])
    with torch.no_grad():
        torch.testing.assert_close(torch.compile(f, backend="torchtpu")(x), f(x))
    assert torchtpu.stats()["fallbacks"] == 0


def test_inline_conds_leaves_no_cond_or_branch_behind():
    def f(x):
        return torch.cond(x.sum() > 0, lambda x: x.sin(), lambda x: x.cos(), (x,))

    graphs = []

    def backend(gm, example_inputs):
        from torch._dynamo.backends.common import aot_autograd

        def compile_fn(g, _):
            graphs.append((inline_conds(g), g))
            return g.forward

        return aot_autograd(fw_compiler=compile_fn)(gm, example_inputs)

    x = torch.randn(4)
    with torch.no_grad():
        torch.testing.assert_close(torch.compile(f, backend=backend)(x), f(x))
    (n, g), = graphs
    assert n == 1
    assert not any(node.target is torch.ops.higher_order.cond for node in g.graph.nodes)
    assert not any(isinstance(m, torch.fx.GraphModule) for m in g.children())


@pytest.mark.fallback
def test_a_predicate_on_a_symbolic_size_runs_in_eager_and_says_so():
    def f(x):
        return torch.cond(x.shape[0] > 4, lambda x: x.sin(), lambda x: x.cos(), (x,))

    compiled = torch.compile(f, backend="torchtpu", dynamic=True)
    with pytest.warns(RuntimeWarning, match=r"torch.ops.higher_order.cond \(node `cond`\)"):
        for n in (3, 6):
            x = torch.randn(n)
            torch.testing.assert_close(compiled(x), f(x))


def test_a_cond_is_one_stablehlo_if_that_calls_each_branch_s_function():
    def f(x, w):
        return torch.cond(x.sum() > 0, lambda x, w: (x @ w).relu(), lambda x, w: x * 2, (x, w))

    (text,) = torchtpu.inspect(f, torch.randn(2, 4), torch.randn(4, 4))
    assert text.count('"stablehlo.if"') == 1, text
    # Each branch is a private function, called only inside the `if`.
    assert text.count("func.func private @torchtpu_subgraph_") == 2, text
    main = text.split("func.func private")[0]
    assert "dot_general" not in main and "stablehlo.select" not in main, text


def test_a_check_in_the_branch_not_taken_does_not_fire():
    # Eager never runs the false branch's index_select when the index is out of range; with both
    # branches inlined, its check would have raised a CheckError eager does not raise.
    def pick(x, i):
        return torch.cond(i < x.shape[0], lambda x, i: x.index_select(0, i.reshape(1)) * 1.0,
                          lambda x, i: torch.zeros(1), (x, i))

    x = torch.arange(5.0)
    f = torch.compile(pick, backend="torchtpu")
    for i in (2, 7):
        torch.testing.assert_close(f(x, torch.tensor(i)), pick(x, torch.tensor(i)))
    assert torchtpu.stats()["fallbacks"] == 0


def test_a_check_in_the_branch_taken_raises():
    def pick(x, i):
        return torch.cond(i > 0, lambda x, i: x.index_select(0, i.reshape(1)) * 1.0, lambda x, i: -x[:1], (x, i))

    with pytest.raises(IndexError):
        pick(torch.arange(5.0), torch.tensor(9))
    with pytest.raises(torchtpu.CheckError, match="index_select"):
        torch.compile(pick, backend="torchtpu")(torch.arange(5.0), torch.tensor(9))


def _count_up(x, n):
    def cond(i, acc):
        return i < n

    def body(i, acc):
        return i + 1, acc.sin() + i

    return torch.while_loop(cond, body, (torch.zeros((), dtype=torch.int64), x))


def test_a_while_loop_runs_as_many_steps_as_its_condition_says_at_run_time():
    x = torch.randn(3)
    f = torch.compile(_count_up, backend="torchtpu")
    with torch.no_grad():
        for n in (0, 4, 9):
            got, want = f(x, torch.tensor(n)), _count_up(x, torch.tensor(n))
            torch.testing.assert_close(got, want)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["compiles"] + s["cache_hits"] + s["disk_hits"] >= 1
    (text,) = torchtpu.inspect(_count_up, x, torch.tensor(3))
    assert text.count('"stablehlo.while"') == 1, text


def test_a_loop_with_a_cond_in_its_body_and_an_invariant_input():
    w = torch.randn(4, 4) * 0.5

    def f(x, w):
        def cond(i, h):
            return i < 6

        def body(i, h):
            h = torch.tanh(h @ w)
            return i + 1, torch.cond(h.sum() > 0, lambda h: h * 2, lambda h: h - 1, (h,))

        return torch.while_loop(cond, body, (torch.zeros((), dtype=torch.int64), x))

    x = torch.randn(2, 4)
    with torch.no_grad():
        torch.testing.assert_close(_compiled(f, x, w), f(x, w))


def test_a_check_in_a_loop_body_raises_at_the_step_it_fails():
    def gather_steps(x, idx):
        def cond(i, acc):
            return i < idx.shape[0]

        def body(i, acc):
            j = idx.index_select(0, i.reshape(1))
            return i + 1, acc + x.index_select(0, j).sum()

        return torch.while_loop(cond, body, (torch.zeros((), dtype=torch.int64), torch.zeros(())))

    x = torch.arange(5.0)
    f = torch.compile(gather_steps, backend="torchtpu")
    with torch.no_grad():
        good = torch.tensor([0, 4, 2])
        torch.testing.assert_close(f(x, good), gather_steps(x, good))
        with pytest.raises(IndexError):
            gather_steps(x, torch.tensor([0, 9, 2]))
        with pytest.raises(torchtpu.CheckError, match="index_select"):
            f(x, torch.tensor([0, 9, 2]))
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.fallback
def test_a_loop_the_compiler_cannot_take_whole_runs_in_eager_and_says_so():
    def noisy(x):
        def cond(i, a):
            return i < 3

        def body(i, a):
            return i + 1, a + torch.rand_like(a) * 0

        return torch.while_loop(cond, body, (torch.zeros((), dtype=torch.int64), x))

    x = torch.ones(3)
    with torch.no_grad(), pytest.warns(RuntimeWarning, match=r"runs torch.ops.higher_order.while_loop in eager"):
        torch.testing.assert_close(torch.compile(noisy, backend="torchtpu")(x), noisy(x))


@pytest.mark.fallback
def test_a_cond_in_a_graph_split_around_an_eager_op_is_inlined_and_compiles():
    # A region cannot take a cond's subgraphs along: the split inlines the cond (both branches
    # and a `where`), so it still compiles; only the op without a rule runs in eager.
    def f(x, m):
        y = torch.cond(x.sum() > 0, lambda x: x.sin(), lambda x: x.cos(), (x,))
        return y + torch.linalg.eigvals(m).real.sum()

    x, m = torch.randn(4), torch.randn(3, 3)
    with torch.no_grad(), pytest.warns(RuntimeWarning, match="linalg_eig"):
        got = torch.compile(f, backend="torchtpu")(x, m)
    torch.testing.assert_close(got, f(x, m))
    s = torchtpu.stats()
    assert s["partial_graphs"] == 1 and s["fallbacks"] == 1, s
