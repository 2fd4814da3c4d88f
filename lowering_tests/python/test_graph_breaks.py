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


def test_break_before_anything():
    def f(x):
        torch._dynamo.graph_break()
        return x.sin() + 1

    with pytest.warns(RuntimeWarning, match=r"no graph for f .*graph_break\(\)"):
        torch.compile(f, backend="torchtpu")(torch.randn(3))
    s = torchtpu.stats()
    # The code after the break is the resumed frame's graph, compiled.
    assert s["graphs"] == 1 and s["frames_without_graph"] == 1, s


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
