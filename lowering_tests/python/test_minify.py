"""The minifier (docs/debugging.md): a graph that fails to compile is dumped even though it
failed; `torchtpu-compiler minify --until error` shrinks it to the smallest graph that still fails
the same way and writes a reproducer with a note; bad input gets a clear message; it is bounded."""

import json
import subprocess
import sys
import warnings

import pytest
import torch

from test_backend import mystery


def cli(*args):
    code = "import sys; from torchtpu.cli import main; main()"
    return subprocess.run([sys.executable, "-c", code, *map(str, args)], capture_output=True, text=True, timeout=300)


@pytest.fixture
def failed_graph(monkeypatch, tmp_path):
    def f(x, w):
        h = (x @ w).relu().sin() * 3
        return (mystery(h) * 2).softmax(-1).sum(0)

    dump = tmp_path / "dump"
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(dump))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = torch.compile(f, backend="torchtpu")(torch.randn(4, 8), torch.randn(8, 5))
    assert out.shape == (5,)
    rows = [json.loads(line) for line in open(dump / "index.jsonl")]
    failed = [r for r in rows if r.get("cache") == "failed"]
    assert len(failed) == 1 and failed[0]["code"] == "NoRule" and "mystery" in failed[0]["error"], rows
    return dump / (failed[0]["files"] + ".graph.json")


@pytest.mark.fallback
def test_minify_until_error_keeps_only_the_failing_op(failed_graph, tmp_path):
    before = len(json.load(open(failed_graph))["nodes"])
    out = tmp_path / "repro.graph.json"
    r = cli("minify", failed_graph, "--until", "error", "-o", out)
    assert r.returncode == 0, r.stderr
    g = json.load(open(out))
    assert [n["target"] for n in g["nodes"]] == ["torchtpu_test.mystery.default"], g["nodes"]
    assert before > 5 and f"{before} nodes -> 1 nodes" in r.stdout
    note = open(tmp_path / "repro.note.md").read()
    assert "NoRule" in note and "torchtpu-compiler lower" in note
    # The reproducer fails exactly as the original did.
    again = cli("lower", out)
    assert again.returncode == 1 and "no lowering rule for torchtpu_test.mystery.default" in again.stderr


@pytest.mark.fallback
def test_minify_is_bounded(failed_graph, tmp_path):
    r = cli("minify", failed_graph, "--until", "error", "-o", tmp_path / "o.json", "--max-steps", "2")
    assert r.returncode == 0 and "stopped at the step or time limit" in r.stdout, r.stdout + r.stderr


def test_minify_refuses_what_does_not_fail(tmp_path):
    g = {"format_version": 1, "name": "ok", "inputs": [{"name": "x", "kind": "tensor", "meta": {"dtype": "f32", "shape": [2]}}],
         "nodes": [{"name": "s", "target": "aten.sin.default", "args": [{"t": "ref", "node": "x"}], "kwargs": {},
                    "outputs": [{"dtype": "f32", "shape": [2]}]}],
         "outputs": [{"t": "ref", "node": "s"}]}
    path = tmp_path / "ok.graph.json"
    path.write_text(json.dumps(g))
    r = cli("minify", path, "--until", "error")
    assert r.returncode == 1 and "lowers without an error; nothing to minify" in r.stderr
    r = cli("minify", path, "--until", "crash")
    assert r.returncode == 1 and "does not crash on this graph" in r.stderr
    r = cli("minify", path, "--until", "mismatch")
    assert r.returncode == 2 and "not supported yet" in r.stderr
    r = cli("minify", path)
    assert r.returncode == 2 and "--until error|crash" in r.stderr
