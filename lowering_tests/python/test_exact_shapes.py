"""Graphs with symbolic sizes compiled for exact shapes (bucketing off, or not pad-safe): the sizes
come from the call's inputs and Dynamo's symbolic shapes, never from running the graph in eager
first, so in-place updates, random draws (test_random.py) and collectives happen once per call."""

from __future__ import annotations

import os
import warnings

import pytest
import torch

import torchtpu
from torchtpu.execution import runtime


def exact(fn):
    return torch.compile(fn, backend="torchtpu", dynamic=True, options={"torchtpu.buckets": "off"})


def test_in_place_update_of_an_input_happens_once():
    def f(x, acc):
        acc.add_(1)
        return x * 2 + acc

    c = exact(f)
    for n in (4, 6, 6, 9):
        x, acc, acc_ref = torch.randn(n, 3), torch.zeros(n, 3), torch.zeros(n, 3)
        out = c(x, acc)
        want = f(x, acc_ref)
        assert torch.equal(acc, torch.ones(n, 3)), f"the input was updated {acc[0, 0].item():g} times (n={n})"
        torch.testing.assert_close(out, want)
    s = torchtpu.stats()
    assert s["exact_shape_compiles"] == 3 and s["fallbacks"] == 0, s


def test_the_graph_is_not_run_to_learn_its_sizes(monkeypatch):
    # An FX Interpreter run from torchtpu's runtime (where the graph was once run to learn its
    # sizes) is refused; Dynamo and AOTAutograd run their own while tracing.
    import sys

    real = torch.fx.Interpreter.run

    def guarded(self, *a, **k):
        f = sys._getframe(1)
        while f is not None:
            if f.f_globals.get("__name__") == "torchtpu.execution.runtime":
                raise AssertionError("the FX graph was run in eager to learn its sizes")
            f = f.f_back
        return real(self, *a, **k)

    monkeypatch.setattr(torch.fx.Interpreter, "run", guarded)

    def f(x, y):
        return (x @ y).relu().reshape(-1)[: x.shape[0]] + x.shape[1]

    c = exact(f)
    for n, k in ((3, 4), (5, 2)):
        x, y = torch.randn(n, k), torch.randn(k, 6)
        torch.testing.assert_close(c(x, y), f(x, y))
    assert torchtpu.stats()["exact_shape_compiles"] == 2


def test_sizes_of_every_node_come_from_the_inputs():
    # `concrete_values` on a symbolically traced ATen graph: every node's size at the call's
    # shapes, as the graph would compute them, with nothing run (meta tensors).
    from torch.fx.experimental.proxy_tensor import make_fx

    def f(x, y):
        return torch.cat([x, y]).t().sum(0), x.shape[0] * y.shape[0]

    gm = make_fx(f, tracing_mode="symbolic")(torch.randn(3, 4), torch.randn(2, 4))
    x, y = torch.randn(5, 4), torch.randn(7, 4)
    values = runtime.concrete_values(gm, [x, y], "g")
    nodes = [n for n in gm.graph.nodes if n.op == "call_function"]
    shapes = sorted(tuple(values[n].shape) for n in nodes if isinstance(values.get(n), torch.Tensor))
    assert shapes == [(4, 12), (12,), (12, 4)], shapes
    assert all(values[n].device.type == "meta" for n in nodes if isinstance(values.get(n), torch.Tensor))
    assert sorted(v for n, v in values.items() if n.op == "call_function" and isinstance(v, int)) == [5, 7, 35]
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    assert values[placeholders[0]] is x and values[placeholders[1]] is y


@pytest.mark.fallback
def test_a_data_dependent_size_takes_the_fallback_path_naming_the_node(monkeypatch):
    monkeypatch.setattr(torch._dynamo.config, "capture_dynamic_output_shape_ops", True)

    def f(x):
        return torch.nonzero(x > 0).float().sum(1) * 2

    c = exact(f)
    x = torch.randn(16)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        torch.testing.assert_close(c(x), f(x))
        x2 = torch.randn(9)
        torch.testing.assert_close(c(x2), f(x2))
    msgs = [str(m.message) for m in w if "torchtpu" in str(m.message)]
    assert any("data-dependent" in m and "node `" in m for m in msgs), msgs
    assert torchtpu.stats()["fallbacks"] >= 1


def test_a_data_dependent_size_raises_under_fallback_error():
    torch._dynamo.config.capture_dynamic_output_shape_ops = True
    try:
        c = exact(lambda x: torch.nonzero(x > 0).float().sum(1) * 2)
        with pytest.raises(Exception, match=r"data-dependent"):
            c(torch.randn(16))
    finally:
        torch._dynamo.config.capture_dynamic_output_shape_ops = False


def test_a_collective_is_issued_once_per_call_on_two_ranks(tmp_path):
    from test_distributed import launch

    for r in launch("exact_shapes", tmp_path, deadline=180):
        assert r["eager_issued"] == 1, r["eager_issued"]
        assert r["issued"] == [1, 1, 1, 1], f"collectives issued per call: {r['issued']}"
        for got, want in zip(r["out"], r["want"]):
            torch.testing.assert_close(got, want)
        s = r["stats"]
        assert s["fallbacks"] == 0 and s["exact_shape_compiles"] == 3, s
