"""The minifier (docs/debugging.md): a graph that fails to compile is dumped even though it
failed; `torchtpu-compiler minify --until error` shrinks it to the smallest graph that still fails
the same way and writes a reproducer with a note; bad input gets a clear message; it is bounded."""

import json
import os
import subprocess
import sys
import warnings

import pytest
import torch

from test_backend import mystery


def cli(*args, env=None):
    code = "import sys; from torchtpu.tools.cli import main; main()"
    full = None if env is None else {**os.environ, **env}
    return subprocess.run([sys.executable, "-c", code, *map(str, args)], capture_output=True, text=True, timeout=300, env=full)


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
    assert r.returncode == 1 and "does not reproduce a mismatch" in r.stderr and "nothing to minify" in r.stderr, r.stderr
    r = cli("minify", path)
    assert r.returncode == 2 and "--until error|mismatch|crash" in r.stderr


# ---- --until mismatch: a graph that computes wrongly ---------------------------------------------

PERTURB = {"TORCHTPU_TEST_PERTURB": "aten.mul.Tensor"}


@pytest.fixture
def dumped_graph(monkeypatch, tmp_path):
    """An 11-node graph with one `aten.mul.Tensor`, dumped by a real compile (which matches eager)."""

    def f(x, w, b):
        h = (x @ w + b).relu().sin()
        h = h * torch.cos(h)
        return (h.exp() - 2).tanh().softmax(-1).sum(0)

    dump = tmp_path / "dump"
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(dump))
    torch.compile(f, backend="torchtpu")(torch.randn(4, 8), torch.randn(8, 6), torch.randn(6))
    monkeypatch.delenv("TORCHTPU_DUMP_DIR")
    [path] = list(dump.glob("*.graph.json"))
    return path


def replay(*args, env=None):
    full = {**os.environ, **(env or {})}
    return subprocess.run([sys.executable, "-m", "torchtpu.tools.replay", *map(str, args)], capture_output=True, text=True, timeout=300, env=full)


def test_replay_oracle_tells_match_mismatch_and_cannot_run(dumped_graph, tmp_path):
    r = replay(dumped_graph)
    assert r.returncode == 0 and r.stdout.startswith("match"), r.stdout + r.stderr
    r = replay(dumped_graph, env=PERTURB)
    assert r.returncode == 10 and "mismatch: output 0" in r.stdout, r.stdout + r.stderr
    g = json.load(open(dumped_graph))
    g["nodes"][0]["target"] = "aten.no_such_op.default"
    bad = tmp_path / "bad.graph.json"
    bad.write_text(json.dumps(g))
    r = replay(bad)
    assert r.returncode == 11 and "could not run" in r.stderr and "aten.no_such_op" in r.stderr, r.stderr


def test_replay_retype_recomputes_result_shapes(dumped_graph, tmp_path):
    out = tmp_path / "small.graph.json"
    g0 = json.load(open(dumped_graph))
    x = g0["inputs"][0]["name"]
    r = replay(dumped_graph, "--retype", json.dumps({x: [2, 8]}), "-o", out)
    assert r.returncode == 0, r.stderr
    g = json.load(open(out))
    assert g["inputs"][0]["meta"]["shape"] == [2, 8]
    assert {n["name"]: n["outputs"][0]["shape"] for n in g["nodes"]}["mm"] == [2, 6]
    # A shape the graph cannot take is refused, naming the node.
    r = replay(dumped_graph, "--retype", json.dumps({x: [2, 3]}))
    assert r.returncode == 11 and "node `mm`" in r.stderr, r.stderr


def test_minify_until_mismatch_keeps_the_wrong_op_and_shrinks_shapes(dumped_graph, tmp_path):
    before = json.load(open(dumped_graph))
    assert len(before["nodes"]) == 11 and sum(n["target"] == "aten.mul.Tensor" for n in before["nodes"]) == 1
    out = tmp_path / "repro.graph.json"
    env = {**PERTURB, "TORCHTPU_PYTHON": sys.executable}
    r = cli("minify", dumped_graph, "--until", "mismatch", "-o", out, env=env)
    assert r.returncode == 0, r.stderr
    g = json.load(open(out))
    assert [n["target"] for n in g["nodes"]] == ["aten.mul.Tensor"], g["nodes"]
    assert "11 nodes -> 1 nodes" in r.stdout, r.stdout
    # Shapes shrank: every input of the reproducer is smaller than the mul's operands were.
    for i in g["inputs"]:
        assert i["meta"]["shape"] == [1, 1], g["inputs"]
    assert "shapes " in r.stdout and "-> f32[1,1]" in r.stdout, r.stdout
    note = open(tmp_path / "repro.note.md").read()
    assert "mismatch" in note and "TORCHTPU_TEST_PERTURB=aten.mul.Tensor" in note and "python -m torchtpu.tools.replay" in note
    # The reproducer mismatches on its own, and only with the perturbation.
    assert replay(out, env=PERTURB).returncode == 10
    assert replay(out).returncode == 0


def test_minify_until_mismatch_refuses_a_graph_that_matches(dumped_graph, tmp_path):
    r = cli("minify", dumped_graph, "--until", "mismatch", "-o", tmp_path / "o.json", env={"TORCHTPU_PYTHON": sys.executable})
    assert r.returncode == 1 and "does not reproduce a mismatch" in r.stderr, r.stderr


def test_minify_until_mismatch_without_python_says_the_oracle_is_unusable(dumped_graph, tmp_path):
    env = {**PERTURB, "TORCHTPU_PYTHON": str(tmp_path / "no-python")}
    r = cli("minify", dumped_graph, "--until", "mismatch", "-o", tmp_path / "o.json", env=env)
    assert r.returncode == 1 and "cannot start the oracle" in r.stderr and "TORCHTPU_PYTHON" in r.stderr, r.stderr


def test_minify_until_error_shrinks_shapes_or_says_why_not(tmp_path):
    # A graph that fails to lower for a reason that has nothing to do with its shapes: an op
    # torch knows and torchtpu has no rule for, after a chain of ops that do lower.
    g = {"format_version": 1, "name": "err",
         "inputs": [{"name": "x", "kind": "tensor", "meta": {"dtype": "f32", "shape": [6, 10]}}],
         "nodes": [{"name": "a", "target": "aten.sin.default", "args": [{"t": "ref", "node": "x"}], "kwargs": {},
                    "outputs": [{"dtype": "f32", "shape": [6, 10]}]},
                   {"name": "b", "target": "aten.mvlgamma.default", "args": [{"t": "ref", "node": "a"}, {"t": "int", "v": 1}], "kwargs": {},
                    "outputs": [{"dtype": "f32", "shape": [6, 10]}]},
                   {"name": "c", "target": "aten.cos.default", "args": [{"t": "ref", "node": "b"}], "kwargs": {},
                    "outputs": [{"dtype": "f32", "shape": [6, 10]}]}],
         "outputs": [{"t": "ref", "node": "c"}]}
    path = tmp_path / "err.graph.json"
    path.write_text(json.dumps(g))
    if cli("lower", path).returncode == 0:
        pytest.skip("aten.mvlgamma has a lowering rule now; pick another op")
    out = tmp_path / "r.graph.json"
    r = cli("minify", path, "--until", "error", "-o", out, env={"TORCHTPU_PYTHON": sys.executable})
    assert r.returncode == 0, r.stderr
    m = json.load(open(out))
    assert [n["target"] for n in m["nodes"]] == ["aten.mvlgamma.default"]
    assert all(i["meta"]["shape"] == [1, 1] for i in m["inputs"]), m["inputs"]
    # Without Python, the nodes still shrink and the output says the shapes did not.
    r = cli("minify", path, "--until", "error", "-o", out, env={"TORCHTPU_PYTHON": str(tmp_path / "none")})
    assert r.returncode == 0 and "shapes not shrunk: cannot start the oracle" in r.stdout, r.stdout + r.stderr
