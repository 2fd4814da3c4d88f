"""The integration suite: third-party training libraries run unchanged with torchtpu, each
compared with the same script in eager (docs/integrations.md).

Every test runs with `TORCHTPU_FALLBACK=error` (a graph torchtpu cannot compile raises, so a
pass means compiled code ran) and `TORCHTPU_RANDOM=torch` (dropout draws eager's numbers, so the
losses can be compared closely), with a private compile cache. Tests marked `slow` are left out of
CI's run (`-m "not slow"`); `bash integrations/run.sh` runs them all."""

import os

import pytest
import torch


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a longer integration (several processes or larger models); not in CI")


@pytest.fixture(autouse=True, scope="session")
def private_compile_cache(tmp_path_factory):
    old = os.environ.get("TORCHTPU_CACHE_DIR")
    os.environ["TORCHTPU_CACHE_DIR"] = str(tmp_path_factory.mktemp("torchtpu-cache"))
    yield
    if old is None:
        os.environ.pop("TORCHTPU_CACHE_DIR", None)
    else:
        os.environ["TORCHTPU_CACHE_DIR"] = old


@pytest.fixture(autouse=True)
def compiled_only(monkeypatch, tmp_path):
    import torchtpu

    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    monkeypatch.setenv("TORCHTPU_RANDOM", "torch")
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(tmp_path / "inductor"))
    monkeypatch.chdir(tmp_path)  # libraries that write logs and checkpoints write them here
    torch._dynamo.reset()
    torchtpu.reset_stats()
    yield
    assert torchtpu.stats()["fallbacks"] == 0
    torch._dynamo.reset()


def close(a: list[float], b: list[float], tol: float = 1e-5) -> None:
    """Two loss curves agree step by step."""
    assert len(a) == len(b) and len(a) > 0, (a, b)
    worst = max(abs(x - y) for x, y in zip(a, b))
    assert worst <= tol * max(1.0, max(abs(x) for x in a)), f"losses differ by {worst}: eager {a}, torchtpu {b}"
