"""benchmarks/gpu_profile.py, the GPU rows' profiler (issue 30), at toy sizes on the CPU: both
backends run in their own processes, the report has their host and busy time and a table by kind,
torchtpu ran compiled (no fallback), and XLA's optimized programs were dumped where asked. Not a
timing test: nothing here asserts a time."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_profiler_reports_each_backend_and_dumps_xlas_programs(tmp_path):
    dump = tmp_path / "xla"
    r = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "gpu_profile.py"), "--tiny", "--device", "cpu", "--model", "mlp",
         "--mode", "training", "--backends", "eager,torchtpu", "--steps", "2", "--warmup", "1", "--top", "3",
         "--xla-dump", str(dump)],
        capture_output=True, text=True, timeout=300, env={**__import__("os").environ, "TORCHTPU_FALLBACK": "error"},
    )
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    out = r.stdout
    for backend in ("eager", "torchtpu"):
        assert f"{backend}  host" in out and f"{backend}: top 3" in out, out
    assert "CPU ms per step by kind" in out and "fallbacks" not in out, out
    assert sorted(dump.glob("*after_optimizations.txt")), "no XLA dump was written"
