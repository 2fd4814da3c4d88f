"""Nothing compiled is never silent: code Dynamo skips or breaks on, for torchtpu, is logged and
warned about with Dynamo's reason, counted in stats(), and listed by torchtpu.explain
(torchtpu/capture/graph_breaks.py, docs/troubleshooting.md)."""

import logging
import warnings

import pytest
import torch

import torchtpu


class _Records(logging.Handler):
    """The records of one logger while a test runs (the suite runs without pytest's logging
    plugin, so without `caplog`)."""

    def __init__(self, name: str):
        super().__init__(logging.INFO)
        self.logger, self.records = logging.getLogger(name), []

    def emit(self, record):
        self.records.append(record)

    def __enter__(self):
        self.level = self.logger.level
        self.logger.setLevel(logging.INFO)
        self.logger.addHandler(self)
        return self

    def __exit__(self, *exc):
        self.logger.removeHandler(self)
        self.logger.setLevel(self.level)


def test_skipped_lstm_warns_with_dynamos_reason():
    model = torch.nn.LSTM(4, 8)
    x = torch.randn(3, 2, 4)
    with _Records("torchtpu") as log, pytest.warns(RuntimeWarning, match=r"no graph .*allow_rnn=True"):
        out, _ = torch.compile(model, backend="torchtpu")(x)
    torch.testing.assert_close(out, model(x)[0])
    s = torchtpu.stats()
    assert s["graphs"] == 0 and s["frames_without_graph"] == 1, s
    assert any("Dynamo graph break" in r.getMessage() and "RNN, GRU, or LSTM" in r.getMessage()
               for r in log.records if r.name == "torchtpu")


def test_an_explicit_break_before_anything_loses_nothing_and_is_not_warned_about():
    def f(x):
        torch._dynamo.graph_break()
        return x.sin() + 1

    with _Records("torchtpu") as log, warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        torch.compile(f, backend="torchtpu")(torch.randn(3))
    assert not [str(w.message) for w in caught if "torchtpu" in str(w.message)]
    s = torchtpu.stats()
    # The code after the break is the resumed frame's graph, compiled; the frame itself had
    # nothing to hand over (counted, logged, not warned about).
    assert s["graphs"] == 1 and s["frames_without_graph"] == 1, s
    assert any("Dynamo graph break in f " in r.getMessage() for r in log.records)


def test_a_compiled_optimizer_step_compiles_without_a_warning():
    # `Optimizer.step` calls `torch._dynamo.graph_break()` around the update on purpose: its
    # wrapper frames hand over no graph, the update itself compiles.
    torch.manual_seed(0)
    model, ref = torch.nn.Linear(8, 8), torch.nn.Linear(8, 8)
    ref.load_state_dict(model.state_dict())
    opt, ref_opt = torch.optim.AdamW(model.parameters(), lr=0.1), torch.optim.AdamW(ref.parameters(), lr=0.1)
    step = torch.compile(opt.step, backend="torchtpu")
    x = torch.randn(4, 8)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(2):
            model(x).square().sum().backward()
            ref(x).square().sum().backward()
            step()
            ref_opt.step()
            opt.zero_grad()
            ref_opt.zero_grad()
    assert not [str(w.message) for w in caught if "torchtpu" in str(w.message)]
    torch.testing.assert_close(model.weight, ref.weight)
    s = torchtpu.stats()
    assert s["graphs"] >= 1 and s["fallbacks"] == 0, s


def test_explain_lists_the_reason_and_that_no_graph_came():
    hints = torchtpu.explain(torch.nn.GRU(4, 8), torch.randn(3, 2, 4))
    kinds = {h.kind: str(h) for h in hints}
    assert "allow_rnn=True" in kinds["graph_break"]
    assert "no graph" in kinds["no_graph"] and "allow_rnn=True" in kinds["no_graph"]


def test_silent_when_everything_is_captured_or_another_backend_compiles():
    def f(x):
        return x.cos() * 2

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        torch.compile(f, backend="torchtpu")(torch.randn(3))
        torch._dynamo.reset()

        def g(x):
            torch._dynamo.graph_break()
            return x + 1

        torch.compile(g, backend="eager")(torch.randn(3))  # not torchtpu's to report
    assert torchtpu.stats()["frames_without_graph"] == 0
    assert not [h for h in torchtpu.explain(f, torch.randn(3)) if h.kind in ("graph_break", "no_graph")]
