"""10,000 calls of a compiled model leave the process's memory flat and free every PJRT buffer."""

import gc
import os

import torch
import torch.nn as nn

import torchtpu


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def test_ten_thousand_calls_leave_rss_flat_and_buffers_freed():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(32, 64), nn.GELU(), nn.LayerNorm(64), nn.Linear(64, 16))
    f = torch.compile(m, backend="torchtpu")
    x = torch.randn(8, 32)
    t = torch.randn(32, 8).t()  # non-contiguous: the copy path runs too
    with torch.no_grad():
        expected = m(x)
        for _ in range(500):  # warm up allocator pools and Dynamo's caches
            f(x)
            f(t)
        gc.collect()
        live0 = torchtpu.stats()["pjrt_buffers_live"]
        rss0 = rss_bytes()
        torchtpu.reset_stats()
        for i in range(10_000):
            y = f(x if i % 2 else t)
        del y
        gc.collect()
        rss1 = rss_bytes()
        s = torchtpu.stats()
        torch.testing.assert_close(f(x), expected)
    assert s["executions"] == 10_000 and s["fallbacks"] == 0
    assert s["zero_copy_outputs"] == 10_000, "results come back without a copy"
    assert s["input_copies"] == 5_000, "each non-contiguous input is copied once"
    assert s["pjrt_buffers_live"] == live0, f"PJRT buffers leaked: {s['pjrt_buffers_live'] - live0}"
    growth = (rss1 - rss0) / rss0
    assert growth < 0.05, f"RSS grew {growth:.1%} over 10,000 calls ({rss0} -> {rss1} bytes)"
