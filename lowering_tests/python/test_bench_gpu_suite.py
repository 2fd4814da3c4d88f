"""The GPU working-size suite (`benchmarks/run.py --size gpu`, benchmarks/gpu_suite.py) at toy
dimensions on the CPU (`--tiny`), eager and torchtpu: every row runs, its times are finite, it
matches eager, no graph falls back, and the warm process compiles nothing. What a GPU session
would run, minus the sizes and Inductor (whose CPU compiles take minutes here). About 50 s on an
idle 2-core machine, 80 s or more when it is shared (Dynamo's and AOTAutograd's tracing and XLA's
compiles of 22 rows, cold and warm). Times are recorded, never asserted."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

pytest.importorskip("torchvision")
pytest.importorskip("transformers")

from benchmarks import gpu_models, gpu_suite  # noqa: E402

# Largest difference from eager, relative to the largest value of eager's output.
TOLERANCE = {"fp32": 1e-4, "bf16": 0.1, "bf16-weights": 0.1}


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("gpu-suite") / "tiny.json"
    # A graph that cannot compile raises (no fallback); XLA's backend optimizations off, which
    # halves the CPU compiles (the numbers are XLA's either way).
    env = dict(os.environ, TORCHTPU_FALLBACK="error", XLA_FLAGS="--xla_backend_optimization_level=0")
    r = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "run.py"), "--size", "gpu", "--tiny", "--backends",
                        "eager,torchtpu", "--steps", "3", "--warmup", "1", "--json", str(out)],
                       capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stderr[-4000:]
    return json.loads(out.read_text()), r.stdout


def test_every_row_runs_once_and_the_parts_split_the_models():
    assert sorted(m for part in gpu_models.PARTS.values() for m in part) == sorted(gpu_models.MODELS)
    rows = gpu_models.rows(list(gpu_models.MODELS), ["inference", "training"], ["fp32", "bf16"])
    # Five models in float32 and under autocast, the Llama row in bfloat16 weights only.
    assert len(rows) == 5 * 2 * 2 + 2
    assert {r["precision"] for r in rows if r["model"] == "llama_1b"} == {"bf16-weights"}


def test_tiny_suite_matches_eager_with_no_fallback_and_warm_starts_from_the_cache(tiny_run):
    res, stdout = tiny_run
    expected = {(r["model"], r["mode"], r["precision"])
                for r in gpu_models.rows(list(gpu_models.MODELS), ["inference", "training"], ["fp32", "bf16"])}
    assert res["not_run"] == [] and not res["warm_not_run"]
    got = {(r["cold"]["model"], r["cold"]["mode"], r["cold"]["precision"]) for r in res["results"]}
    assert got == expected
    for r in res["results"]:
        cold, warm = r["cold"], r["warm"]
        name = f"{cold['model']}/{cold['mode']}/{cold['precision']}"
        for b in ("eager", "torchtpu"):
            c = cold["backends"][b]
            assert "error" not in c, (name, b, c)
            assert math.isfinite(c["step_ms"]) and c["step_ms"] > 0, (name, b)
            assert math.isfinite(c["first_call_s"]) and c["first_call_s"] > 0, (name, b)
        t = cold["backends"]["torchtpu"]
        assert t["fallbacks"] == 0 and t["partial_graphs"] == 0, (name, t)
        assert t["graphs"] == (2 if cold["mode"] == "training" else 1), (name, t)  # forward (+ backward)
        assert t["rel_diff"] <= TOLERANCE[cold["precision"]], (name, t["max_abs_diff"], t["rel_diff"])
        w = warm["backends"]["torchtpu"]
        assert w["compiles"] == 0 and w["disk_hits"] == t["graphs"], (name, w)
    assert res["header"]["matmul_precision"] == "highest"  # torch's setting, untouched and reported
    assert "| model | mode | precision | backend |" in stdout
    assert "geometric mean vs eager, torchtpu:" in stdout and "over 22 rows" in stdout


def test_memory_column_adds_xlas_peak_and_marks_a_bound():
    gib = 1 << 30
    c = {"peak_torch_bytes": gib, "xla_memory": {"before": {"bytes_in_use": 0, "peak_bytes_in_use": gib},
                                                 "after": {"bytes_in_use": 0, "peak_bytes_in_use": 3 * gib}}}
    assert gpu_suite.memory(c) == (4 * gib, "4.00 GiB (torch 1.00 + XLA 3.00)")
    # A row under an earlier row's peak: XLA's counter cannot be reset, so only a bound.
    c["xla_memory"]["before"]["peak_bytes_in_use"] = 3 * gib
    assert gpu_suite.memory(c)[1].startswith("≤4.00 GiB")
    # No statistics from the plugin (the CPU plugin): torch's number, said to be torch's only.
    c["xla_memory"] = {"before": {}, "after": {}}
    assert gpu_suite.memory(c) == (gib, "1.00 GiB (torch only; XLA's not counted)")


def test_xla_memory_stats_are_empty_where_the_plugin_keeps_none():
    import torch

    import torchtpu
    from torchtpu import _native

    torch.compile(lambda x: x + 1, backend="torchtpu")(torch.ones(4))
    try:
        stats = dict(_native.device_memory_stats())
    except torchtpu.BackendError as e:  # xla-cpu-pjrt: "GetAllocatorStats is not supported"
        assert "PJRT_Device_MemoryStats" in str(e)
        assert torchtpu.device.memory_stats() == {}
    else:  # a plugin that keeps them (the CUDA plugin's BFC allocator)
        assert stats["bytes_in_use"] >= 0 and set(torchtpu.device.memory_stats()) == set(stats)
