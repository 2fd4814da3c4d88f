"""Golden StableHLO files for a user's own model (docs/golden-files.md): `torchtpu-compiler golden
add DUMP_DIR --to DIR` records a run's graphs, `golden check DIR` re-lowers them and diffs, and
`torchtpu.testing.assert_golden` does the same from a test."""

import os
import subprocess
import sys

import pytest
import torch
import torch.nn as nn

import torchtpu
from torchtpu.testing import assert_golden


def cli(*args, env=None):
    code = "import sys; from torchtpu.tools.cli import main; sys.argv = ['torchtpu-compiler'] + sys.argv[1:]; main()"
    return subprocess.run([sys.executable, "-c", code, *map(str, args)], capture_output=True, text=True, timeout=300,
                          env=env or {k: v for k, v in os.environ.items() if k != "CI"})


def model():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(6, 12), nn.ReLU(), nn.Linear(12, 2)).eval()


def test_golden_add_then_check_then_a_change_then_bless(monkeypatch, tmp_path):
    dump, gold = tmp_path / "dump", tmp_path / "gold"
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(dump))
    with torch.no_grad():
        torch.compile(model(), backend="torchtpu")(torch.randn(3, 6))
    r = cli("golden", "add", dump, "--to", gold)
    assert r.returncode == 0 and "recorded 1 graph(s)" in r.stdout, r.stderr
    r = cli("golden", "check", gold)
    assert r.returncode == 0 and "1 unchanged" in r.stdout, r.stdout + r.stderr
    # Someone's change moves the StableHLO: check shows a diff and fails.
    (expected,) = gold.glob("*.stablehlo.mlir")
    expected.write_text(expected.read_text().replace("stablehlo.maximum", "stablehlo.minimum"))
    r = cli("golden", "check", gold)
    assert r.returncode == 1 and "StableHLO changed" in r.stderr
    assert "-    " in r.stdout and "stablehlo.minimum" in r.stdout and "(expected)" in r.stdout, r.stdout
    # --bless is refused under CI, and accepts the change otherwise.
    r = cli("golden", "check", gold, "--bless", env=dict(os.environ, CI="true"))
    assert r.returncode == 1 and "refusing to write golden files while CI is set" in r.stderr
    r = cli("golden", "check", gold, "--bless")
    assert r.returncode == 0 and "1 blessed" in r.stdout
    assert cli("golden", "check", gold).returncode == 0


def test_golden_add_names_a_directory_without_graphs(tmp_path):
    r = cli("golden", "add", tmp_path, "--to", tmp_path / "gold")
    assert r.returncode == 1 and "no *.graph.json files; run the model with TORCHTPU_DUMP_DIR" in r.stderr
    r = cli("golden", "check", tmp_path / "nothing-here")
    assert r.returncode == 1 and "no *.graph.json files" in r.stderr


def test_assert_golden_records_then_passes_then_catches_a_change(monkeypatch, tmp_path):
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.delenv("BLESS", raising=False)
    m, x = model(), torch.randn(3, 6)
    with pytest.warns(RuntimeWarning, match="recorded 1 new golden file"):
        assert_golden(m, x, dir=tmp_path)
    assert (tmp_path / "graph_0.graph.json").exists() and (tmp_path / "graph_0.stablehlo.mlir").exists()
    assert_golden(m, x, dir=tmp_path)  # unchanged
    # The same files the CLI checks.
    assert cli("golden", "check", tmp_path).returncode == 0
    # A different model (a wider layer) changes the StableHLO.
    torch.manual_seed(0)
    wider = nn.Sequential(nn.Linear(6, 16), nn.ReLU(), nn.Linear(16, 2)).eval()
    with pytest.raises(AssertionError, match=r"(?s)StableHLO changed.*tensor<16x6xf32>"):
        assert_golden(wider, x, dir=tmp_path)
    monkeypatch.setenv("BLESS", "1")
    assert_golden(wider, x, dir=tmp_path)
    monkeypatch.delenv("BLESS")
    assert_golden(wider, x, dir=tmp_path)
    assert torchtpu.stats()["fallbacks"] == 0


def test_assert_golden_in_ci_never_writes(monkeypatch, tmp_path):
    monkeypatch.setenv("CI", "true")
    with pytest.raises(AssertionError, match="missing"):
        assert_golden(model(), torch.randn(2, 6), dir=tmp_path)
    assert not list(tmp_path.iterdir())
    monkeypatch.setenv("BLESS", "1")
    with pytest.raises(AssertionError, match="refused while CI is set"):
        assert_golden(model(), torch.randn(2, 6), dir=tmp_path)
