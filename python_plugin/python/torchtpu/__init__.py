"""torchtpu: a `torch.compile` backend that lowers PyTorch graphs to StableHLO and runs them with
XLA through PJRT.

    model = torch.compile(model, backend="torchtpu")

See README.md for the environment variables (TORCHTPU_DUMP_DIR, TORCHTPU_FALLBACK,
TORCHTPU_CACHE_DIR, ...).
"""

from __future__ import annotations

from . import _native
from ._native import BackendError, CheckError, GraphError, InternalError, TorchTpuError, UnsupportedError
from .capture.backend import FallbackError, InternalCompileError, python_stats, reset_python_stats, torchtpu_backend
from .execution.bucketing import RecompileError, precompile
from .execution.collectives import CollectiveError
from .config import ConfigError
from .extensions import spmd
from . import testing
from .tools.hints import explain
from .capture import dynamo_rewrites, graph_breaks
from .tools.inspect import inspect
from .extensions.kernels import KernelError, jax_kernel, stablehlo_kernel
from .execution.modes import DebugError, precompile_ops

__version__ = _native.COMPILER_VERSION

# Graph breaks and skipped code are logged and warned about (graph_breaks.py).
graph_breaks.install()
# Dynamo's rewrite of an integer addcdiv, which returns a number where eager raises, is undone
# for torchtpu's compiles (dynamo_rewrites.py).
dynamo_rewrites.install()


_DISK_COUNTERS = (
    "disk_hits",
    "disk_misses",
    "disk_writes",
    "disk_bad_entries",
    "disk_evictions",
    "disk_lock_waits",
    "disk_load_us",
    "disk_store_us",
)


def stats() -> dict:
    """Counters since start (or the last `reset_stats()`): `compiles` (XLA compiles),
    `cache_hits` (executables found in memory or on disk), `executions`, `fallbacks` (graphs run
    in eager), `graphs` (graphs handed to torchtpu), `frames_without_graph` (frames compiled for
    torchtpu that Dynamo handed no graph, with a graph-break reason: graph_breaks.py),
    `dtype_probes`, `dtype_probe_us` and `dtype_refusals` (eager kernels asked whether they take an
    op's dtypes, the time that took, and the ops refused because they do not: graph/eager_dtypes.py), plus `xla_compile_us` and `frontend_us` (time
    in XLA and in torchtpu's compiler), and the persistent cache's `disk_hits`, `disk_misses`,
    `disk_writes`, `disk_bad_entries` (found, removed, recompiled), `disk_evictions`,
    `disk_lock_waits` (waited for another process compiling the same graph), `disk_load_us` and
    `disk_store_us` (see docs/cache.md); the remote tier's `remote_hits`, `remote_misses`,
    `remote_writes`, `remote_bad_entries`, `remote_load_us`, and the compile service's
    `service_requests`, `service_hits`, `service_fallbacks`, `service_us` (docs/service.md); the
    call path's `zero_copy_inputs`, `input_copies`, `zero_copy_outputs`, `output_copies`,
    `donated_inputs` (inputs the graph updates in place that XLA wrote their new value into),
    `resident_hits` (parameters and buffers served from the PJRT buffer of an earlier call),
    `kernels_on_caller` and `kernels_on_workers` (CPU kernel calls run by the thread waiting for
    the program, or by XLA's worker thread; docs/performance.md), `served_waits` (waits for a
    program that served kernel bodies with the caller's OpenMP team parked: only programs that
    call torchtpu's kernels), `cpu_samples` and `cpu_samples_others_busy` (samples of the
    machine's CPU use taken by those waits, and those that found other processes busy, when they
    spin briefly and sleep instead of yielding; `TORCHTPU_WAIT`), `kernels_one_thread` (kernel
    calls run on XLA's worker with one thread meanwhile, or because they are small; counted in
    `kernels_on_workers` too), `kernels_small` (products of at most 2^15 elements, which take
    less on one thread than a hand-off to the caller, and bias-gradient row sums, torchtpu's own
    one-threaded code), `kernel_body_ns` (nanoseconds
    in kernel bodies, wherever they ran) and `kernel_handoff_ns` (what handing bodies to the
    waiting thread added: each poster's wait less the body's own time) and `kernel_pickup_ns` (of
    that, the time from posting each body to its start on the waiting thread), `kernel_naps`
    (posters that slept through most of a body expected to be long instead of polling;
    `TORCHTPU_NAPS`), `products_onednn` (float32 products run by oneDNN instead of the BLAS) and
    `product_shapes_chosen` (product shapes timed on both whose library is now fixed;
    `TORCHTPU_GEMM`), `host_block_reuses` and
    `host_block_cache_bytes` (the CPU plugin's large host blocks served from the block cache, and
    the bytes it keeps now; `TORCHTPU_BLOCK_CACHE`), `pjrt_buffers_live` and, on CUDA tensors, the nanoseconds of each phase of a call
    (`cuda_prepare_ns`, `cuda_order_ns`, `cuda_views_ns`, `cuda_execute_ns`, `cuda_results_ns`;
    docs/performance.md); for graphs with symbolic sizes (docs/dynamism.md),
    `bucket_compiles` (shape buckets compiled), `bucket_hits` (calls served by a bucket compiled
    before) and `exact_shape_fallbacks` (graphs that run with exact-shape compiles, because
    bucketing is off for them or the compiler could not prove them pad-safe) and
    `exact_shape_compiles` (the executables such graphs compiled, one per input shape); `layout_copies` and
    `layout_reuses` (parameters passed in the layout the compiler asked for: copies made, and
    calls that reused one; docs/performance.md); in `strict` and `debug` mode (docs/modes.md),
    `op_compiles` (op signatures compiled or loaded from a cache tier), `op_cache_hits` (op calls
    served by an executable already made), `op_eager` (op calls run in eager because torchtpu
    cannot compile them; each op signature so refused also counts one `fallback`) and
    `op_eager_by_design` (op calls that run in eager on purpose: in-place updates of inputs,
    collectives, random ops drawing torch's numbers); `internal_errors` (torchtpu bugs run in
    eager under `TORCHTPU_ON_INTERNAL_ERROR=eager`; docs/troubleshooting.md); `collectives`
    (collective nodes in compiled graphs, which run through c10d between compiled regions;
    docs/distributed.md); `kernel_exact_shapes` (custom kernels whose symbolic input sizes were
    specialized, and graphs with kernels compiled per shape instead of per bucket;
    docs/custom-kernels.md); `aot_cache_loads` (graphs restored from PyTorch's AOTAutograd
    cache, without AOTAutograd or torchtpu's compilers running; docs/cache.md). `graphs` counts
    only graphs handed to torchtpu's compilers."""
    out = {"compiles": 0, "cache_hits": 0, "executions": 0, "xla_compile_us": 0, "frontend_us": 0}
    out.update(dict.fromkeys(_DISK_COUNTERS, 0))
    out.update(_native.stats())
    out.update(python_stats())
    return out


def kernel_profile(enable: bool | None = None, reset: bool = False) -> list[dict]:
    """torchtpu's CPU kernel calls (products, convolutions, torch's norms and softmax run inside
    compiled programs), one dict per kernel and buffer shapes: `kernel` (its target), `shapes`
    (`f32[8, 56, 56, 64], ... -> ...`, dims in memory order), `calls` and `total_ms` (time in the
    kernel's body, wherever it ran), the most time first. Profiling is off unless
    `TORCHTPU_KERNEL_PROFILE=1` or `enable=True` (from the next call on; `enable=False` stops
    it); `reset=True` empties the profile after reading it. See docs/debugging.md."""
    return [dict(r) for r in _native.kernel_profile(enable, reset)]


def cache_info() -> dict:
    """The persistent compile cache: `dir` (None when off), `writable`, `max_bytes` (0: no
    limit) and `warning` (why it stopped working in this process, or None). See docs/cache.md."""
    return dict(_native.cache_info())


def report(dump_dir: str, out: str | None = None) -> str:
    """Writes the HTML report of a dump directory (`TORCHTPU_DUMP_DIR`) and returns its path:
    `out`, else `report.html` in the directory (docs/debugging.md)."""
    import os

    dest = out or os.path.join(dump_dir, "report.html")
    if _native.cli_main(["report", str(dump_dir), "-o", str(dest)]) != 0:
        raise ValueError(f"torchtpu.report: cannot write a report of {dump_dir} (the error is on stderr)")
    return dest


def reset_stats() -> None:
    _native.reset_stats()
    reset_python_stats()


__all__ = [
    "CollectiveError",
    "BackendError",
    "CheckError",
    "ConfigError",
    "DebugError",
    "FallbackError",
    "InternalCompileError",
    "GraphError",
    "InternalError",
    "KernelError",
    "RecompileError",
    "TorchTpuError",
    "UnsupportedError",
    "cache_info",
    "explain",
    "kernel_profile",
    "inspect",
    "jax_kernel",
    "precompile",
    "precompile_ops",
    "report",
    "reset_stats",
    "spmd",
    "stablehlo_kernel",
    "stats",
    "torchtpu_backend",
]
