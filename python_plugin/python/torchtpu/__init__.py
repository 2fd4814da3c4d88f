"""torchtpu: a `torch.compile` backend that lowers PyTorch graphs to StableHLO and runs them with
XLA through PJRT.

    model = torch.compile(model, backend="torchtpu")

See README.md for the environment variables (TORCHTPU_DUMP_DIR, TORCHTPU_FALLBACK, ...).
"""

from __future__ import annotations

from . import _native
from ._native import BackendError, GraphError, InternalError, TorchTpuError, UnsupportedError
from .backend import FallbackError, python_stats, reset_python_stats, torchtpu_backend
from .inspect import inspect

__version__ = _native.COMPILER_VERSION


def stats() -> dict:
    """Counters since start (or the last `reset_stats()`): `compiles` (XLA compiles),
    `cache_hits`, `executions`, `fallbacks` (graphs run in eager), `graphs` (graphs handed to
    torchtpu), plus `xla_compile_us` and `frontend_us` (time in XLA and in torchtpu's compiler)."""
    out = {"compiles": 0, "cache_hits": 0, "executions": 0, "xla_compile_us": 0, "frontend_us": 0}
    out.update(_native.stats())
    out.update(python_stats())
    return out


def reset_stats() -> None:
    _native.reset_stats()
    reset_python_stats()


__all__ = [
    "BackendError",
    "FallbackError",
    "GraphError",
    "InternalError",
    "TorchTpuError",
    "UnsupportedError",
    "inspect",
    "reset_stats",
    "stats",
    "torchtpu_backend",
]
