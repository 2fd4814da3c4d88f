"""Options read from the environment (documented in docs/options.md). This module is the only
reader of environment variables in the package: every other module asks a function here."""

from __future__ import annotations

import os


def fallback_mode() -> str:
    """`TORCHTPU_FALLBACK`: `eager` (default: warn and run the graph in eager) or `error` (raise)."""
    mode = os.environ.get("TORCHTPU_FALLBACK", "eager").strip().lower() or "eager"
    if mode not in ("eager", "error"):
        raise ValueError(f"TORCHTPU_FALLBACK must be 'eager' or 'error', not {mode!r}")
    return mode


def plugin_path() -> str | None:
    """`TORCHTPU_PJRT_PLUGIN`, else the CPU plugin from the `xla-cpu-pjrt` wheel."""
    env = plugin_env()
    if env:
        return env
    try:
        import xla_plugins.xla_cpu_pjrt as p  # type: ignore

        path = os.path.join(os.path.dirname(p.__file__), "xla_cpu_pjrt.so")
        return path if os.path.exists(path) else None
    except Exception:
        return None


def input_layouts() -> bool:
    """`TORCHTPU_INPUT_LAYOUTS`: `1` (default) lets the compiler take module parameters in the
    layout its kernels read (docs/performance.md, "Parameter layouts"); `0` keeps every input as is."""
    v = os.environ.get("TORCHTPU_INPUT_LAYOUTS", "1").strip().lower()
    return v not in ("0", "false", "off", "no")


def donation_enabled() -> bool:
    """`TORCHTPU_DONATE`: `1` (default) donates graph inputs that the graph updates in place;
    `0` (or `off`) never does (for comparisons: benchmarks/donation.py)."""
    return os.environ.get("TORCHTPU_DONATE", "1").strip().lower() not in ("0", "off", "false", "no")


def resident_enabled() -> bool:
    """`TORCHTPU_RESIDENT`: `1` (default) keeps the PJRT buffers of unchanged parameters and
    buffers between calls; `0` (or `off`) makes new ones on every call."""
    return os.environ.get("TORCHTPU_RESIDENT", "1").strip().lower() not in ("0", "off", "false", "no")


def fail_on_recompile() -> bool:
    """`TORCHTPU_FAIL_ON_RECOMPILE=1`: after `torchtpu.precompile(...)`, a new compile raises
    `RecompileError` (docs/dynamism.md)."""
    return os.environ.get("TORCHTPU_FAIL_ON_RECOMPILE", "").strip() not in ("", "0")


def dump_dir() -> str | None:
    """`TORCHTPU_DUMP_DIR`: where compiled graphs and the dump index go (docs/inspecting.md);
    read at each use, so it can be set after import."""
    return os.environ.get("TORCHTPU_DUMP_DIR") or None


def buckets() -> str | None:
    """`TORCHTPU_BUCKETS`: the shape-bucket spec of graphs with symbolic sizes (docs/dynamism.md),
    when `torch.compile(..., options={"torchtpu.buckets": ...})` gives none."""
    return os.environ.get("TORCHTPU_BUCKETS")


def xla_flags() -> str:
    """`XLA_FLAGS`, XLA's own flags: checked in a throwaway process before the plugin loads."""
    return os.environ.get("XLA_FLAGS", "").strip()


def plugin_env() -> str | None:
    """`TORCHTPU_PJRT_PLUGIN` as set (the CLI fills it in for the Rust side when unset)."""
    return os.environ.get("TORCHTPU_PJRT_PLUGIN") or None
