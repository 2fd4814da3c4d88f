"""Views of graph inputs stay views (serialize.py, `host_view`; executable.py, `Executable.views`
and `arrival`): a training forward hands its saved `w.T` back as a view of the parameter instead
of a transposed copy, and the backward takes that view in its memory order (the serialized
input's `layout`), so neither side copies a weight. Results match eager, including when a
tensor arrives in another memory order than at compile time."""

import copy

import pytest
import torch
import torch.nn as nn
from torch.fx.experimental.proxy_tensor import make_fx

import torchtpu
from torchtpu.execution.executable import compile_graph
from torchtpu.graph.serialize import memory_order, serialize_with_views
from torchtpu.state import STATE


def test_memory_order_of_dense_permutations_only():
    x = torch.randn(3, 4, 5)
    assert memory_order(x) is None  # contiguous
    assert memory_order(x.permute(2, 0, 1)) == (1, 2, 0)
    assert x.permute(2, 0, 1).permute(memory_order(x.permute(2, 0, 1))).is_contiguous()
    assert memory_order(torch.randn(4, 6).t()) == (1, 0)
    assert memory_order(torch.randn(4, 6)[:, ::2]) is None  # gaps
    assert memory_order(torch.randn(4, 1).expand(4, 3)) is None  # overlap
    assert memory_order(torch.randn(5)) is None


def test_memory_order_of_views_with_gaps_when_asked():
    # q of `qkv.view(B, T, 3, H, D).permute(2, 0, 3, 1, 4)[0]`: [B, H, T, D] with gaps (the k and
    # v columns), tokens before heads in memory. A dense copy keeps that order.
    qkv = torch.randn(2, 5, 3 * 3 * 4)
    q = qkv.view(2, 5, 3, 3, 4).permute(2, 0, 3, 1, 4)[0]
    assert memory_order(q) is None
    assert memory_order(q, gaps=True) == (0, 2, 1, 3)
    assert memory_order(torch.randn(4, 6)[:, ::2], gaps=True) is None  # gaps, in its own order
    assert memory_order(torch.randn(6, 4)[::2].t(), gaps=True) == (1, 0)
    assert memory_order(torch.randn(4, 1).expand(4, 3), gaps=True) is None  # overlap
    assert memory_order(torch.randn(12).as_strided((3, 4), (1, 2)), gaps=True) is None  # overlap


def test_training_saves_the_weight_transpose_as_a_view_and_copies_nothing():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 32))
    ref = copy.deepcopy(m)
    x = torch.randn(16, 64)
    with STATE.collect() as graphs:
        c = torch.compile(m, backend="torchtpu")
        for _ in range(3):
            m.zero_grad()
            c(x).square().sum().backward()
    ref(x).square().sum().backward()
    for p, q in zip(m.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-5, atol=1e-5)
    fwd = next(g for g in graphs if g.name.startswith("forward"))
    bwd = next(g for g in graphs if g.name.startswith("backward"))
    # The forward's saved `permute(w2)` and its input `x` are views made on the host, not results.
    assert (1, 0) in [perm for _, perm in fwd.static.views.values()], fwd.static.views
    assert None in [perm for _, perm in fwd.static.views.values()], fwd.static.views
    # The backward takes that saved `w2.T` in its memory order: `w2` itself.
    assert list(bwd.static.arrival.values()) == [(1, 0)], bwd.static.arrival
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["input_copies"] == 0, s


def test_a_view_output_is_the_input_memory():
    w = torch.randn(6, 4)
    gm = make_fx(lambda w, x: (torch.ops.aten.permute.default(w, [1, 0]), torch.ops.aten.mm.default(x, w)))(
        w, torch.randn(3, 6))
    exe = compile_graph(gm, "views", host_views=True)
    assert exe.views == {0: (0, (1, 0))}
    x = torch.randn(3, 6)
    t, y = exe([w, x])
    assert t.data_ptr() == w.data_ptr() and torch.equal(t, w.t())
    torch.testing.assert_close(y, x @ w)


def test_an_input_in_another_memory_order_than_compiled_is_still_right():
    base = torch.randn(5, 7)
    gm = make_fx(lambda a, b: torch.ops.aten.mm.default(a, b))(base.t(), torch.randn(5, 3))
    graph, _, _ = serialize_with_views(gm, "order", None, None, frozenset(), frozenset())
    assert graph["inputs"][0]["layout"] == [1, 0] and graph["format_version"] == 5
    exe = compile_graph(gm, "order", host_views=True)
    b = torch.randn(5, 3)
    before = torchtpu.stats()["input_copies"]
    torch.testing.assert_close(exe([base.t(), b])[0], base.t() @ b)  # as compiled: no copy
    assert torchtpu.stats()["input_copies"] == before
    same = base.t().contiguous()  # same values, row-major: passed as a copy, still right
    torch.testing.assert_close(exe([same, b])[0], base.t() @ b)
    assert torchtpu.stats()["input_copies"] == before + 1


def test_a_mutated_input_is_never_a_view():
    def f(x):
        y = x.t() * 2
        x.add_(1)
        return y, x.t()

    x = torch.randn(3, 4)
    expected = f(x.clone())
    c = torch.compile(f, backend="torchtpu")
    out = c(x)
    for a, b in zip(out, expected):
        torch.testing.assert_close(a, b)
    assert torchtpu.stats()["fallbacks"] == 0


def test_a_written_input_is_never_a_view_even_undonated():
    # Inputs AOTAutograd writes back after the call (`mutated`, donated or not) and inputs an op
    # in the graph writes are never viewed: a view would show the new value where the graph
    # computed with the old one. (AOTAutograd itself refuses a forward that saves an input for
    # the backward and then updates it, so this guards the cases it lets through.)
    def returns_t(a, b):
        return torch.ops.aten.permute.default(a, [1, 0]), torch.ops.aten.add.Tensor(b, 1.0)

    a, b = torch.randn(3, 4), torch.randn(4, 3).t()
    gm = make_fx(returns_t)(a, b)
    _, _, views = serialize_with_views(gm, "free", None, None, frozenset(), frozenset())
    assert views == {0: (0, (1, 0))}
    graph, _, views = serialize_with_views(gm, "mutated", None, None, frozenset(), frozenset({0, 1}))
    assert views == {} and "layout" not in graph["inputs"][1]

    def writes(a, b):
        t = torch.ops.aten.permute.default(a, [1, 0])
        torch.ops.aten.copy_.default(a, torch.ops.aten.mul.Tensor(a, 2.0))
        return t, b

    gm = make_fx(writes)(a, b)
    graph, _, views = serialize_with_views(gm, "writes", None, None, frozenset(), frozenset())
    assert all(i != 0 for i, _ in views.values()), views


def test_an_output_made_from_keyword_arguments_only_is_computed():
    # A graph output whose op has no positional argument is neither a view nor a problem.
    def full(x):
        return torch.ops.aten.full.default(size=[2, 3], fill_value=1.5), torch.ops.aten.t.default(x)

    x = torch.randn(3, 2)
    gm = make_fx(full)(x)
    node = next(n for n in gm.graph.nodes if n.op == "call_function" and n.name == "full")
    node.args, node.kwargs = (), {"size": [2, 3], "fill_value": 1.5}  # make_fx made them positional
    gm.recompile()
    exe = compile_graph(gm, "kwargs_only", host_views=True)
    ones, t = exe([x])
    torch.testing.assert_close(ones, torch.full((2, 3), 1.5))
    assert t.data_ptr() == x.data_ptr() and torch.equal(t, x.t())


def test_an_output_with_a_layout_comes_back_as_the_traced_view():
    # A graph output listed in `output_layouts` (graph format 6) is written permuted by the
    # executable and handed out as the view with those strides; device values are refused for
    # such an executable (strict mode never makes one).
    from torchtpu import _native, config
    from torchtpu.execution.executable import ensure_runtime
    from torchtpu.graph.serialize import to_json

    graph = {
        "format_version": 6, "name": "forward_0",
        "inputs": [{"name": "x", "kind": "tensor", "meta": {"dtype": "f32", "shape": [2, 3, 4, 5]}}],
        "nodes": [{"name": "y", "target": "aten.neg.default", "args": [{"t": "ref", "node": "x"}],
                   "outputs": [{"dtype": "f32", "shape": [2, 3, 4, 5]}]}],
        "outputs": [{"t": "ref", "node": "y"}, {"t": "ref", "node": "y"}],
        "output_layouts": [{"output": 1, "layout": [0, 2, 3, 1]}],
    }
    ensure_runtime()
    exe = _native.compile(to_json(graph), config.compile_config().to_json()).compiled
    x = torch.randn(2, 3, 4, 5)
    plain, laid_out = exe.call([x])
    torch.testing.assert_close(plain, -x, rtol=0, atol=0)
    torch.testing.assert_close(laid_out, -x, rtol=0, atol=0)
    assert plain.is_contiguous()
    assert laid_out.is_contiguous(memory_format=torch.channels_last) and not laid_out.is_contiguous()
    with pytest.raises(_native.InternalError, match="output_layouts"):
        exe.call_values([_native.DeviceValue.from_torch(x)])
