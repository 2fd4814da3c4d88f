"""torchtpu's log follows PyTorch's conventions (docs/debugging.md): `TORCH_LOGS="torchtpu"` shows
graphs captured, where each executable came from, fallbacks and shape buckets; `+torchtpu` adds
debug detail; `TORCH_LOGS="torchtpu.stablehlo"` shows only the StableHLO (and only it shows it); plain `logging`
configuration works too; nothing goes to stdout."""

import logging
import os
import subprocess
import sys

import pytest
import torch

SCRIPT = """
import pytest
import torch
f = torch.compile(lambda x: (x.sin() * 2).sum(1), backend="torchtpu", dynamic=True)
for n in (5, 9, 7):
    f(torch.randn(3, n))
"""


def run(tmp_path, torch_logs: str, cache: str = "off") -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "TORCH_LOGS"}
    env.update(TORCHTPU_CACHE_DIR=cache, TORCHTPU_FALLBACK="error")
    if torch_logs:  # (an empty TORCH_LOGS breaks `import torch` itself)
        env["TORCH_LOGS"] = torch_logs
    r = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-3000:]
    assert r.stdout == "", "library code printed to stdout"
    return r


def test_torch_logs_torchtpu_shows_compiles_buckets_and_the_cache_tier(tmp_path):
    cache = str(tmp_path / "cache")
    cold = run(tmp_path, "torchtpu", cache).stderr
    assert "graph `inference_0` captured" in cold
    assert "executable compiled by XLA" in cold
    assert "new shape bucket" in cold and "(x.size(1))" in cold
    # The StableHLO text is on its own logger only (next tests).
    assert "StableHLO of graph" not in cold and "func.func" not in cold
    # A second process finds the executables on disk, and says so.
    warm = run(tmp_path, "torchtpu", cache).stderr
    assert "executable from the disk cache" in warm and "compiled by XLA" not in warm


def test_plus_torchtpu_adds_debug_detail(tmp_path):
    err = run(tmp_path, "+torchtpu").stderr
    assert "bytes of serialized graph" in err and "aten.sin.default" in err


def test_torch_logs_stablehlo_alone(tmp_path):
    err = run(tmp_path, "torchtpu.stablehlo").stderr
    assert "func.func @main" in err and "stablehlo.sine" in err
    assert "captured" not in err and "compiled by XLA" not in err


def test_stablehlo_beside_the_rest(tmp_path):
    err = run(tmp_path, "torchtpu,torchtpu.stablehlo").stderr
    assert "func.func @main" in err and "captured" in err


def test_plus_torchtpu_leaves_the_stablehlo_out(tmp_path):
    assert "func.func" not in run(tmp_path, "+torchtpu").stderr


def test_without_torch_logs_nothing_is_logged(tmp_path):
    err = run(tmp_path, "").stderr
    assert "torchtpu/" not in err, err[-2000:]


def test_plain_logging_configuration_works():
    records: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record)

    log, hlo = logging.getLogger("torchtpu"), logging.getLogger("torchtpu.stablehlo")
    handler, old, old_hlo = Keep(), log.level, hlo.level
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    try:
        x = torch.randn(4)
        torch.testing.assert_close(torch.compile(lambda x: x.cos() + 1, backend="torchtpu")(x), x.cos() + 1)
        names = {r.name for r in records}
        # The StableHLO only when its own logger is switched on.
        assert {"torchtpu.capture.backend", "torchtpu.execution.executable"} <= names and "torchtpu.stablehlo" not in names, names
        hlo.setLevel(logging.INFO)
        torch._dynamo.reset()
        torch.compile(lambda x: x.sin() + 1, backend="torchtpu")(x)
        assert "torchtpu.stablehlo" in {r.name for r in records}
    finally:
        log.removeHandler(handler)
        log.setLevel(old)
        hlo.setLevel(old_hlo)


def test_torch_trace_has_torchtpu_artifacts_and_tlparse_shows_them(tmp_path):
    import glob
    import json
    import shutil

    trace = tmp_path / "trace"
    env = {k: v for k, v in os.environ.items() if k != "TORCH_LOGS"}
    env.update(TORCH_TRACE=str(trace), TORCHTPU_CACHE_DIR="off", TORCHTPU_FALLBACK="error")
    r = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-3000:]
    (log,) = glob.glob(str(trace / "*.log"))
    text = open(log).read()
    for kind in ("graph", "ir", "stablehlo", "compile"):
        assert f'"name": "torchtpu_{kind}_inference_0_' in text, kind
    tlparse = shutil.which("tlparse") or os.path.join(os.path.dirname(sys.executable), "tlparse")
    if not os.path.exists(tlparse):
        import pytest

        pytest.skip("tlparse is not installed (scripts/setup.sh installs it)")
    out = tmp_path / "tl"
    p = subprocess.run([tlparse, log, "-o", str(out), "--no-browser"], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    hlo = glob.glob(str(out / "*" / "torchtpu_stablehlo_inference_0_*.txt"))
    assert len(hlo) == 2, "one per shape bucket"  # buckets 8 and 16 for sizes 5, 9, 7
    assert all("func.func @main" in open(f).read() for f in hlo)
    outcomes = [json.load(open(f)) for f in glob.glob(str(out / "*" / "torchtpu_compile_inference_0_*.json"))]
    assert sorted(o["executable"] for o in outcomes) == ["compiled by XLA", "compiled by XLA"], outcomes
    index = open(out / "index.html").read()
    assert "torchtpu_stablehlo_inference_0_" in index or any("torchtpu_stablehlo" in open(f).read() for f in glob.glob(str(out / "*" / "*.html")))


def test_exact_shape_recompiles_say_what_changed(monkeypatch, tmp_path):
    # A graph that cannot be bucketed compiles per shape; each recompile names the input whose
    # shape changed, in the log and in the dump index the report reads.
    import json

    records: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record)

    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    log = logging.getLogger("torchtpu.execution.runtime")
    handler, old = Keep(), log.level
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    f = torch.compile(lambda x: torch.nn.functional.layer_norm(x, x.shape[-1:]), backend="torchtpu", dynamic=True)
    try:
        with pytest.warns(RuntimeWarning, match="cannot be bucketed"):
            for n in (5, 7):
                f(torch.randn(3, n))
    finally:
        log.removeHandler(handler)
        log.setLevel(old)
    msgs = [r.getMessage() for r in records]
    assert any("float32[3, 5] -> float32[3, 7]" in m for m in msgs), msgs
    events = [json.loads(line) for line in open(tmp_path / "index.jsonl") if '"recompile"' in line]
    assert len(events) == 1 and "float32[3, 5] -> float32[3, 7]" in events[0]["reason"], events
