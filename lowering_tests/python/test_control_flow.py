"""`torch.cond` compiles (capture/control_flow.py): both branches inlined, each result picked with
`where`; results and gradients are eager's on both sides of the predicate."""

import pytest
import torch
import torch.nn as nn

import torchtpu
from torchtpu.capture.control_flow import inline_conds


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
