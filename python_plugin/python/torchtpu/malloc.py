"""The C allocator's thresholds, set once when the PJRT plugin starts (`TORCHTPU_MALLOC`).

XLA's CPU runtime allocates every result and temporary buffer of an execution with `malloc` and
frees it when torch drops the tensor. With glibc's defaults, a training step's megabytes of fresh
buffers grow the heap and are handed back to the kernel when freed (heap trimming, or a `munmap`
for blocks above the mmap threshold), so the next step faults them in again, page by page: about
2 ms of a 10 ms step for the 1024-wide MLP (docs/performance.md, "The C allocator"), and it comes
and goes between runs of the same program with the heap's layout.

`retain` (the default, on glibc only) raises the mmap threshold to 32 MiB and the trim threshold
to 128 MiB with `mallopt`, so freed blocks up to 32 MiB stay in the heap for the next step, and at
most 128 MiB of free memory at its top is kept rather than returned. This is process-wide (it
also serves torch's own allocations, which glibc makes the same way). `system` leaves glibc as it
is; so does any malloc setting of the user's own (`GLIBC_TUNABLES` with a `glibc.malloc.` entry,
or `MALLOC_TRIM_THRESHOLD_`, `MALLOC_MMAP_THRESHOLD_`, `MALLOC_TOP_PAD_`).

32 MiB is glibc's largest threshold, so blocks above it (a CNN training step's temporaries, a
large vocabulary's logits) are still mapped afresh on every request, and a worker thread's arena
heap (64 MB at most) is unmapped whenever it empties, so a block of a few megabytes alone in one
is faulted in again too. With `retain`, once the CPU plugin has started, `cache_blocks` routes the
plugin's own allocations through the block cache (compiler/src/runtime/block_cache.rs), which
keeps the blocks of 1 MiB and more it frees for its next requests, up to `TORCHTPU_BLOCK_CACHE`
bytes.
"""

from __future__ import annotations

import ctypes
import platform

from . import _native, config

# glibc's mallopt parameters (malloc.h).
_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD = 32 << 20  # glibc's largest allowed value on 64-bit
TRIM_THRESHOLD = 128 << 20

def user_setting() -> str | None:
    """The user's own malloc setting, if any (then torchtpu leaves the allocator alone)."""
    return config.malloc_user_setting()


def tune() -> str:
    """Applies `TORCHTPU_MALLOC`; returns what was done: `retain`, or `system` with the reason."""
    if config.malloc_mode() == "system":
        return "system (TORCHTPU_MALLOC=system)"
    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        return "system (not glibc)"
    user = user_setting()
    if user is not None:
        return f"system ({user} is set)"
    try:
        libc = ctypes.CDLL(None)
        ok = libc.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1 and libc.mallopt(_M_TRIM_THRESHOLD, TRIM_THRESHOLD) == 1
    except (OSError, AttributeError):
        return "system (mallopt not found)"
    return "retain" if ok else "system (mallopt refused)"


def cache_blocks(limit: int) -> str:
    """Routes the CPU plugin's own allocations through the block cache (`retain` mode, after the
    runtime started): the large blocks XLA frees (an execution's temporaries, results torch
    dropped) are kept, up to `limit` bytes, for its next requests of the same size, where glibc
    would unmap them and the next step would fault them in again. Returns the mode as
    `STATE.malloc` reports it: `retain`, with the cache's size, or why there is none."""
    if limit == 0:
        return "retain (no block cache: TORCHTPU_BLOCK_CACHE=0)"
    try:
        hooked = _native.cache_plugin_blocks(limit)
    except Exception as e:  # noqa: BLE001 - the cache is an optimization: say why, and go on
        return f"retain (no block cache: {e})"
    if hooked == 0:
        return "retain (no block cache: the plugin calls none of malloc, posix_memalign, aligned_alloc, free)"
    return f"retain, block cache {limit >> 20} MiB"
