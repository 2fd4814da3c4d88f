"""Explained recompiles in-process (docs/debugging.md, "Why did it compile again?"): when the same
graph is compiled again because something other than a shape bucket changed (TORCHTPU_CHECKS, an
input's dtype, ...), the log, the dump index (hence the report) and the RecompileError of
TORCHTPU_FAIL_ON_RECOMPILE=1 name the component, old -> new."""

import json
import logging
import re

import pytest
import torch

import torchtpu
from torchtpu.execution import bucketing
from torchtpu.capture import recompile


@pytest.fixture(autouse=True)
def fresh(monkeypatch):
    recompile.forget()
    monkeypatch.delenv("TORCHTPU_FAIL_ON_RECOMPILE", raising=False)
    monkeypatch.delenv("TORCHTPU_CHECKS", raising=False)
    bucketing.mark_warm(False)
    yield
    bucketing.mark_warm(False)
    recompile.forget()


class Lines(logging.Handler):
    def __init__(self):
        super().__init__(logging.INFO)
        self.lines = []

    def emit(self, record):
        self.lines.append(record.getMessage())


@pytest.fixture
def log():
    h = Lines()
    logger = logging.getLogger("torchtpu")
    old = logger.level
    logger.setLevel(logging.INFO)
    logger.addHandler(h)
    yield h.lines
    logger.removeHandler(h)
    logger.setLevel(old)


def f(x):
    return (x.sin() * 2 + x[x.shape[0] - 1]).sum(1)


def events(dump):
    return [json.loads(line) for line in open(dump / "index.jsonl") if '"event":"recompile"' in line]


def test_toggling_checks_names_the_switch_in_log_dump_and_report(monkeypatch, tmp_path, log):
    dump = tmp_path / "dump"
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(dump))
    x = torch.randn(4, 6)
    torch.compile(f, backend="torchtpu")(x)
    monkeypatch.setenv("TORCHTPU_CHECKS", "0")
    torch._dynamo.reset()  # the same function, captured again
    out = torch.compile(f, backend="torchtpu")(x)
    torch.testing.assert_close(out, f(x))
    said = [line for line in log if "recompiles graph" in line]
    assert len(said) == 1 and "TORCHTPU_CHECKS: (unset) -> 0" in said[0], log
    [e] = events(dump)
    assert e["graph"].startswith("inference_") and e["recompiles"].startswith("inference_") and e["graph"] != e["recompiles"], e
    assert e["changed"] == ["TORCHTPU_CHECKS: (unset) -> 0"], e
    html = open(torchtpu.report(str(dump), str(tmp_path / "report.html"))).read()
    assert "recompile" in html and "TORCHTPU_CHECKS: (unset) -&gt; 0" in html


def test_a_new_input_dtype_is_named(monkeypatch, tmp_path, log):
    dump = tmp_path / "dump"
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(dump))
    g = torch.compile(f, backend="torchtpu")
    g(torch.randn(4, 6))
    g(torch.randn(4, 6, dtype=torch.float64))  # Dynamo's dtype guard fails: the same graph again
    [e] = events(dump)
    assert "input dtypes: float32 -> float64" in e["reason"], e
    # The executable's key components changed too (the StableHLO is of another type).
    assert any(c.startswith("key component stablehlo:") for c in e["key_components"]), e
    assert any("input dtypes: float32 -> float64" in line for line in log), log


def test_fail_on_recompile_carries_the_reason(monkeypatch):
    g = torch.compile(f, backend="torchtpu")
    g(torch.randn(4, 6))
    bucketing.mark_warm(True)  # as torchtpu.precompile leaves it
    monkeypatch.setenv("TORCHTPU_FAIL_ON_RECOMPILE", "1")
    monkeypatch.setenv("TORCHTPU_CHECKS", "0")
    torch._dynamo.reset()
    with pytest.raises(Exception) as info:
        torch.compile(f, backend="torchtpu")(torch.randn(4, 6))
    # Dynamo wraps what a backend raises at compile time (BackendCompilerFailed).
    err = getattr(info.value, "inner_exception", info.value)
    assert isinstance(err, torchtpu.RecompileError), repr(info.value)
    assert re.search(r"graph `inference_\d+` recompiles graph `inference_\d+`: TORCHTPU_CHECKS: \(unset\) -> 0", str(err)), str(err)


def test_nothing_changed_says_so(monkeypatch, tmp_path):
    dump = tmp_path / "dump"
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(dump))
    torch.compile(f, backend="torchtpu")(torch.randn(4, 6))
    torch._dynamo.reset()
    torch.compile(f, backend="torchtpu")(torch.randn(4, 6))
    [e] = events(dump)
    assert e["changed"] == [] and "nothing torchtpu compiles from changed" in e["reason"] and e["key_components"] == [], e
