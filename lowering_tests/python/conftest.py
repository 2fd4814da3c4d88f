import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))

# The suite's own processes (distributed ranks, compile services, subprocess checks) keep cores
# busy now and then, and with `TORCHTPU_WAIT=auto` a test after them could see its kernels run on
# XLA's workers, one-threaded, as they should beside busy processes (runtime/waiting.rs), where it
# asserts the hand-off to the caller. So the test process waits as on a machine to itself; the
# tests of `auto` (test_kernel_host.py) run it in subprocesses of their own.
os.environ.setdefault("TORCHTPU_WAIT", "yield")


@pytest.fixture(autouse=True, scope="session")
def private_compile_cache(tmp_path_factory):
    """The whole session (and the subprocesses it starts) uses a fresh persistent compile cache,
    never the user's (~/.cache/torchtpu). Tests of the cache itself set TORCHTPU_CACHE_DIR to
    their own directories."""
    old = os.environ.get("TORCHTPU_CACHE_DIR")
    os.environ["TORCHTPU_CACHE_DIR"] = str(tmp_path_factory.mktemp("torchtpu-cache"))
    yield
    if old is None:
        os.environ.pop("TORCHTPU_CACHE_DIR", None)
    else:
        os.environ["TORCHTPU_CACHE_DIR"] = old


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "fallback: the test lets graphs fall back to eager (TORCHTPU_FALLBACK=eager, the user default)"
    )


@pytest.fixture(autouse=True)
def fresh_dynamo(monkeypatch, request, tmp_path_factory):
    """Each test starts with Dynamo's caches empty, counters at zero, and default options, except
    that a graph torchtpu cannot compile raises (`TORCHTPU_FALLBACK=error`): a test passes only
    through compiled code unless it is marked `@pytest.mark.fallback`. Subprocesses a test starts
    inherit the setting."""
    import torchtpu

    mode = "eager" if request.node.get_closest_marker("fallback") else "error"
    monkeypatch.setenv("TORCHTPU_FALLBACK", mode)
    # PyTorch's caches (Inductor's, and the AOTAutograd cache torchtpu stores graphs in,
    # docs/cache.md) in a directory of the test's own: no test is served by another's entries.
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(tmp_path_factory.mktemp("inductor-cache")))
    monkeypatch.delenv("TORCHTPU_DUMP_DIR", raising=False)
    torch._dynamo.reset()
    torchtpu.reset_stats()
    torchtpu.state.STATE.forget_warnings()  # each test sees torchtpu's once-per-process warnings afresh
    torch.manual_seed(0)
    yield
    if mode == "error":
        # Nothing fell back in this process: the test passed through compiled code.
        assert torchtpu.stats()["fallbacks"] == 0, "a graph fell back to eager in a test not marked fallback"
    torch._dynamo.reset()
