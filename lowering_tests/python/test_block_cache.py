"""The block cache (compiler/src/runtime/block_cache.rs): the large host blocks the CPU plugin
frees are kept for its next requests of the same size, so a step does not fault them in again.
Each case runs in a fresh process, since the cache is installed once per process when the plugin
starts."""

import os
import platform
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="glibc only")

# A graph whose result (9M float32, 36 MB) is above glibc's largest mmap threshold: without the
# cache, every call maps it afresh and faults its 9,000 pages in.
_PROGRAM = r"""
import os, resource, torch, torchtpu
from torchtpu.state import STATE
f = torch.compile(lambda x: x * 2 + 1, backend="torchtpu")
x = torch.randn(int(os.environ.get("N", 9 * 1024 * 1024)))
want = x * 2 + 1
for _ in range(3):
    y = f(x)
    del y
torchtpu.reset_stats()
f0 = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for _ in range(5):
    y = f(x)
    assert torch.equal(y, want)
    del y
faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - f0
s = torchtpu.stats()
print(STATE.malloc)
print(s["fallbacks"], s["host_block_reuses"], s["host_block_cache_bytes"], faults)
"""


def _run(extra: dict) -> tuple[str, list[int]]:
    clean = {k: v for k, v in os.environ.items() if k not in ("TORCHTPU_MALLOC", "TORCHTPU_BLOCK_CACHE", "GLIBC_TUNABLES")
             and not k.startswith("MALLOC_")}
    r = subprocess.run([sys.executable, "-c", _PROGRAM], env={**clean, "TORCHTPU_FALLBACK": "error", **extra},
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    mode, counts = r.stdout.strip().splitlines()[-2:]
    return mode, [int(v) for v in counts.split()]


def test_large_results_reuse_kept_blocks_and_match_eager():
    mode, (fallbacks, reuses, kept, faults) = _run({})
    assert mode == "retain, block cache 1024 MiB"
    assert fallbacks == 0
    # Every call's 36 MB result came from the block the previous call's result left.
    assert reuses >= 5, reuses
    assert kept >= 36 << 20, kept
    # Five fresh 36 MB results would fault in about 45,000 pages.
    assert faults < 5000, faults


def test_blocks_from_one_mebibyte_are_kept():
    # A 4 MB result: below glibc's mmap threshold, but a worker arena's heap that empties is
    # unmapped whatever the thresholds, so it is kept here too.
    mode, (fallbacks, reuses, kept, _) = _run({"N": str(1 << 20)})
    assert mode == "retain, block cache 1024 MiB"
    assert fallbacks == 0
    assert reuses >= 5, reuses
    assert kept >= 4 << 20, kept
    # Below 1 MiB nothing is kept: glibc's heaps serve it.
    _, (fallbacks, reuses, kept, _) = _run({"N": str(200 * 1024)})
    assert (fallbacks, reuses, kept) == (0, 0, 0)


def test_no_cache_when_switched_off_or_the_allocator_is_glibcs():
    mode, (fallbacks, reuses, kept, _) = _run({"TORCHTPU_BLOCK_CACHE": "0"})
    assert mode == "retain (no block cache: TORCHTPU_BLOCK_CACHE=0)"
    assert (fallbacks, reuses, kept) == (0, 0, 0)
    mode, (fallbacks, reuses, kept, _) = _run({"TORCHTPU_MALLOC": "system"})
    assert mode == "system (TORCHTPU_MALLOC=system)"
    assert (fallbacks, reuses, kept) == (0, 0, 0)


def test_a_small_limit_keeps_no_block_larger_than_itself():
    # 32 MiB cannot hold the 36 MB result: nothing is kept, every call allocates afresh.
    mode, (fallbacks, reuses, kept, _) = _run({"TORCHTPU_BLOCK_CACHE": "32M"})
    assert mode == "retain, block cache 32 MiB"
    assert (fallbacks, reuses, kept) == (0, 0, 0)
