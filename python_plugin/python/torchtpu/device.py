"""Which PJRT plugin runs the graphs, and with which client options (docs/gpu.md).

`TORCHTPU_PJRT_PLUGIN` takes a path, as always, or a name: `cpu` (the `xla-cpu-pjrt` wheel's
plugin) or `cuda` / `gpu` (the CUDA plugin of an installed `jax-cuda13-pjrt`, `jax-cuda12-pjrt`,
`xla-cuda13-pjrt` or `xla-cuda12-pjrt` distribution). Unset, the CPU plugin runs, unless the first
graph torchtpu sees has CUDA tensor inputs: then the installed CUDA plugin runs, or, when none is
installed, a one-line warning says what to install and the CPU plugin runs (CUDA inputs then run
in eager, as `GraphError: ... the cpu PJRT plugin takes CPU tensors` says).

The search is over the installed distributions' file lists, then over package folders on `sys.path`
(`jax_plugins/xla_cuda*/xla_cuda_plugin.so`, `xla_plugins/xla_cuda*/*.so`); both take a list of
folders so that tests can point them at fake ones."""

from __future__ import annotations

import glob
import importlib.metadata
import logging
import os
import sys
import warnings
from typing import Iterable, Sequence

LOG = logging.getLogger(__name__)

# Distributions that ship a CUDA PJRT plugin, most wanted first.
CUDA_DISTRIBUTIONS = ("jax-cuda13-pjrt", "jax-cuda12-pjrt", "xla-cuda13-pjrt", "xla-cuda12-pjrt")
# Package folders (relative to a site-packages folder) where those put their plugin.
CUDA_GLOBS = ("jax_plugins/xla_cuda*/xla_cuda_plugin.so", "xla_plugins/xla_cuda*/*.so")
CPU_PLUGIN = os.path.join("xla_plugins", "xla_cpu_pjrt", "xla_cpu_pjrt.so")

NAMES = {"cpu": "cpu", "cuda": "cuda", "gpu": "cuda"}

INSTALL_CUDA = (
    "no CUDA PJRT plugin is installed: `pip install jax-cuda13-pjrt` (or point TORCHTPU_PJRT_PLUGIN "
    "at its xla_cuda_plugin.so)"
)


class PluginNotFound(ValueError):
    """A plugin named by kind (`cpu`, `cuda`) is not installed; the message says what to install."""


def _paths(paths: Sequence[str] | None) -> list[str]:
    return [p for p in (sys.path if paths is None else paths) if p and os.path.isdir(p)]


def _from_distributions(paths: Sequence[str] | None) -> str | None:
    """The plugin file of the first installed CUDA plugin distribution, from its file list."""
    by_name = {}
    for dist in importlib.metadata.distributions(path=list(_paths(paths))):
        name = (dist.metadata.get("Name") or "").lower().replace("_", "-")
        if name in CUDA_DISTRIBUTIONS and name not in by_name:
            by_name[name] = dist
    for name in CUDA_DISTRIBUTIONS:
        dist = by_name.get(name)
        if dist is None:
            continue
        for f in dist.files or ():
            base = os.path.basename(str(f))
            if base.endswith(".so") and "cuda" in base and ("plugin" in base or "pjrt" in base):
                located = str(dist.locate_file(f))
                if os.path.isfile(located):
                    return located
    return None


def _from_folders(paths: Sequence[str] | None) -> str | None:
    for root in _paths(paths):
        for pattern in CUDA_GLOBS:
            found = sorted(glob.glob(os.path.join(root, pattern)))
            if found:
                return found[0]
    return None


def find_plugin(kind: str, paths: Sequence[str] | None = None) -> str | None:
    """The installed plugin of `kind` (`cpu` or `cuda`), searched in `paths` (default `sys.path`),
    or None."""
    kind = NAMES.get(kind.strip().lower(), kind)
    if kind == "cpu":
        for root in _paths(paths):
            p = os.path.join(root, CPU_PLUGIN)
            if os.path.isfile(p):
                return p
        return None
    if kind == "cuda":
        return _from_distributions(paths) or _from_folders(paths)
    raise ValueError(f"unknown plugin kind {kind!r}: expected one of {', '.join(sorted(NAMES))}")


def resolve(spec: str, paths: Sequence[str] | None = None) -> str:
    """`TORCHTPU_PJRT_PLUGIN`'s value as a file: a name (`cpu`, `cuda`, `gpu`) is searched for
    (`PluginNotFound` saying what to install when absent); anything else is a path, as given."""
    name = spec.strip().lower()
    if name in NAMES:
        found = find_plugin(name, paths)
        if found is None:
            if NAMES[name] == "cuda":
                raise PluginNotFound(f"TORCHTPU_PJRT_PLUGIN={spec}: {INSTALL_CUDA}")
            raise PluginNotFound(f"TORCHTPU_PJRT_PLUGIN={spec}: the CPU plugin is not installed: `pip install xla-cpu-pjrt`")
        return found
    return spec


def kind_of(path: str | None) -> str:
    """`cuda`, `cpu` or `other`, from the plugin's file name (as the Rust side's `PlatformKind::guess`)."""
    base = os.path.basename(path or "").lower()
    if any(k in base for k in ("cuda", "gpu", "rocm")):
        return "cuda"
    return "cpu" if "cpu" in base else "other"


# Whether the first graph torchtpu saw had CUDA tensor inputs (decides the default plugin).
_seen = {"cuda_inputs": None}


def note_inputs(example_inputs: Iterable) -> None:
    """Records, once, whether the first graph's inputs include CUDA tensors (before the runtime
    starts, this picks the default plugin)."""
    if _seen["cuda_inputs"] is not None:
        return
    _seen["cuda_inputs"] = any(getattr(getattr(t, "device", None), "type", None) == "cuda" for t in example_inputs)


def default_plugin(paths: Sequence[str] | None = None, cuda_inputs: bool | None = None) -> str | None:
    """The plugin when `TORCHTPU_PJRT_PLUGIN` is unset: the CUDA plugin when the first graph had
    CUDA inputs and one is installed (else one warning saying what to install), then the CPU plugin."""
    cuda = _seen["cuda_inputs"] if cuda_inputs is None else cuda_inputs
    if cuda:
        found = find_plugin("cuda", paths)
        if found:
            LOG.info("CUDA tensor inputs: using the CUDA PJRT plugin %s", found)
            return found
        warnings.warn(f"torchtpu: CUDA tensor inputs, but {INSTALL_CUDA}; these graphs run in eager", stacklevel=2)
    return find_plugin("cpu", paths)


def runtime_info() -> dict:
    """What the process's runtime runs on (after the first compile): the plugin's path and PJRT C
    API version (and the header's torchtpu was built with), platform, device kind and count, the
    client's create options and the plugin's extensions. Empty before the runtime starts."""
    from . import _native

    return dict(_native.runtime_info()) if _native.is_initialized() else {}


def memory_stats(index: int = 0) -> dict:
    """XLA's own allocator statistics for device `index` (`PJRT_Device_MemoryStats`), in bytes:
    `bytes_in_use` and, where the plugin keeps them, `peak_bytes_in_use`, `pool_bytes`,
    `peak_pool_bytes`, `bytes_limit`, ... Memory XLA holds is outside torch's allocator, so
    `torch.cuda.max_memory_allocated` does not count it. XLA's peaks cannot be reset. Empty before
    the runtime starts, or where the plugin keeps no statistics (the CPU plugin)."""
    from . import _native

    if not _native.is_initialized() or not hasattr(_native, "device_memory_stats"):
        return {}
    try:
        return dict(_native.device_memory_stats(index))
    except _native.TorchTpuError:
        return {}
