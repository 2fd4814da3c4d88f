import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))


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


@pytest.fixture(autouse=True)
def fresh_dynamo(monkeypatch):
    """Each test starts with Dynamo's caches empty, counters at zero, and default options."""
    import torchtpu

    monkeypatch.delenv("TORCHTPU_FALLBACK", raising=False)
    monkeypatch.delenv("TORCHTPU_DUMP_DIR", raising=False)
    torch._dynamo.reset()
    torchtpu.reset_stats()
    torchtpu.state.STATE.forget_warnings()  # each test sees torchtpu's once-per-process warnings afresh
    torch.manual_seed(0)
    yield
    torch._dynamo.reset()
