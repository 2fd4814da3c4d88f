import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))


@pytest.fixture(autouse=True)
def fresh_dynamo(monkeypatch):
    """Each test starts with Dynamo's caches empty, counters at zero, and default options."""
    import torchtpu

    monkeypatch.delenv("TORCHTPU_FALLBACK", raising=False)
    monkeypatch.delenv("TORCHTPU_DUMP_DIR", raising=False)
    torch._dynamo.reset()
    torchtpu.reset_stats()
    torchtpu.backend._warned.clear()  # each test sees torchtpu's once-per-process warnings afresh
    torch.manual_seed(0)
    yield
    torch._dynamo.reset()
