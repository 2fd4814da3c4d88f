"""Warm starts that skip AOTAutograd: torchtpu's compiled graphs stored in PyTorch's own
AOTAutograd cache (docs/cache.md, "The AOTAutograd cache").

PyTorch caches AOTAutograd's work (the traced, decomposed, partitioned forward and backward
graphs and the runtime wrappers around them) for backends whose compilers return an `OutputCode`
that pickles: the "bundled" mode of `torch._functorch._aot_autograd.autograd_cache`. torchtpu's
compilers return a `TpuOutputCode`. What it pickles is the serialized graph (the text the Rust
compiler was given) and how to call the executable, never the executable: a new process that
hits the entry lowers that text again and finds the executable in torchtpu's own compile cache
by the usual key (docs/cache.md), or compiles it if it is not there.

The key is PyTorch's (`autograd_cache_key`: the Dynamo graph, the inputs' metadata, torch's
version and configuration, grad and autocast state, ...) with torchtpu's part added through
`torch.compiler.config.cache_key_tag`, which that key includes: `key_tag` hashes torchtpu's
version and Python sources, its settings and options, and the decomposition table. Only a static
graph compiled whole is stored; anything else (symbolic sizes, a partial or eager graph,
`strict`/`debug` mode, custom kernels) makes PyTorch bypass the cache for that model."""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import pickle
from pathlib import Path
from typing import Any, Callable, Iterator

import torch
from torch._functorch._aot_autograd.autograd_cache import BypassAOTAutogradCache
from torch._functorch.aot_autograd import SerializableAOTDispatchCompiler
from torch._inductor.output_code import OutputCode

from .. import _native, config
from ..graph import kernel_nodes
from ..execution.bucketing import check_recompile, dump_event
from ..execution.executable import Executable, load_serialized
from ..state import STATE
from ..warn import warn

LOG = logging.getLogger(__name__)

# The record's format; a change makes old entries unreadable, so it is also in `key_tag`.
RECORD_VERSION = 2


class TpuOutputCode(OutputCode):
    """What torchtpu's forward, backward and inference compilers return: `fn` (a
    `runtime.CompiledGraph`, an `OpByOpGraph`, an eager fallback) called exactly as it would be
    called bare. Pickled (for the AOTAutograd cache) it is only the record of a static graph's
    executable; `post_compile`, in the process that loads it, makes the executable again."""

    def __init__(self, fn: Callable | None, kind: str, record: dict | None = None):
        self.fn = fn
        self.kind = kind
        self.record = record
        # AOTAutograd reads `_boxed_call` to choose how to call; keep the wrapped callable's.
        # In the instance dict, so that wrappers made with functools.wraps keep it too.
        self._boxed_call = bool(getattr(fn, "_boxed_call", False)) if fn is not None else True

    def __call__(self, *args: Any) -> Any:
        return self.fn(*args)

    def __copy__(self) -> "TpuOutputCode":
        # AOTAutograd copies before `prepare_for_serialization`: the copy keeps `fn` to record it.
        new = TpuOutputCode.__new__(TpuOutputCode)
        new.__dict__.update(self.__dict__)
        return new

    def __getstate__(self) -> dict:
        return {"kind": self.kind, "record": self.record}

    def __setstate__(self, state: dict) -> None:
        self.fn, self.kind, self.record = None, state["kind"], state["record"]
        self._boxed_call = True

    def prepare_for_serialization(self) -> None:
        """Called on a copy before AOTAutograd pickles it: records the executable, or says why
        this graph cannot be stored (PyTorch then bypasses the cache for the whole model)."""
        record, why = _record(self.fn)
        if record is None:
            raise BypassAOTAutogradCache(f"torchtpu: {self.kind} graph not stored: {why}")
        self.record = record
        self.fn = None

    def post_compile(self, example_inputs: Any, constants: Any, graph_kwargs: Any) -> None:
        """In the process that loaded the entry: the executable, from the compile cache's tiers
        by its usual key (or compiled). A failure here makes AOTAutograd compile the model anew."""
        if self.fn is not None:
            return
        r = self.record
        if not isinstance(r, dict) or r.get("version") != RECORD_VERSION:
            raise BypassAOTAutogradCache("torchtpu: a cache entry of another format")
        name = r["name"]
        check_recompile(f"graph `{name}` is restored from the AOTAutograd cache")
        exe = load_serialized(r["graph"], name, r["literals"], r["n_inputs"], r["resident"], r["views"])
        from ..execution.failures import make_failure_handler
        from ..execution.runtime import CompiledGraph

        gm_bytes = r["gm"]

        def on_failure(e: BaseException, graph_name: str) -> Callable:
            fn, args = pickle.loads(gm_bytes)
            return make_failure_handler(fn(*args))(e, graph_name)

        self.fn = CompiledGraph.restored(name, exe, on_failure)
        self._boxed_call = True
        STATE.count("aot_cache_loads")
        dump_event({"event": "aot_cache_load", "graph": name})
        LOG.info("graph `%s`: restored from the AOTAutograd cache (AOTAutograd skipped)", name)

    def set_triton_bundle(self, triton_bundle: Any) -> None:
        pass


def _record(fn: Any) -> tuple[dict | None, str | None]:
    """A static graph compiled whole, as a record a new process can rebuild it from."""
    from ..execution.runtime import CompiledGraph

    if not isinstance(fn, CompiledGraph):
        return None, "not a whole-graph compile (a strict or debug mode graph, or an eager fallback)"
    if fn.dynamic:
        return None, "it has symbolic sizes"
    exe = fn.static
    if not isinstance(exe, Executable) or exe.source is None:
        return None, "it is not compiled whole (partial, or running in eager)"
    if fn.gm is None:
        return None, "it has no FX graph"
    if kernel_nodes.graph_has_kernels(fn.gm):
        return None, "it calls a custom kernel"
    text, resident = exe.source
    try:
        gm_bytes = pickle.dumps(fn.gm.__reduce__())
        literals = pickle.loads(pickle.dumps(exe.output_literals))
    except Exception as e:  # noqa: BLE001 - anything unpicklable: not stored
        return None, f"cannot pickle it ({type(e).__name__}: {e})"
    return {
        "version": RECORD_VERSION,
        "name": fn.name,
        "graph": text,
        "literals": literals,
        "n_inputs": exe.n_inputs,
        "resident": list(resident),
        "views": dict(exe.views),
        "gm": gm_bytes,
    }, None


def wrap(compile_fn: Callable, kind: str) -> SerializableAOTDispatchCompiler:
    """`compile_fn` (backend.py's forward, backward or inference compiler) as a compiler whose
    results AOTAutograd may cache."""

    def compiler(gm: torch.fx.GraphModule, example_inputs: list) -> TpuOutputCode:
        return TpuOutputCode(compile_fn(gm, example_inputs), kind)

    return SerializableAOTDispatchCompiler(TpuOutputCode, compiler)


_SOURCES_DIGEST: str | None = None


def _sources_digest() -> str:
    """sha256 over torchtpu's Python sources (what turns an FX graph into the stored record: every
    module of the package) and
    the native module's identity (its version, size and modification time)."""
    global _SOURCES_DIGEST
    if _SOURCES_DIGEST is None:
        h = hashlib.sha256()
        # The whole package: serialization (graph/) and the dtype checks (graph/eager_dtypes.py)
        # shape the record as much as capture/ does.
        pkg = Path(__file__).parent.parent
        for p in sorted(pkg.rglob("*.py")):
            h.update(str(p.relative_to(pkg)).encode() + b"\0" + p.read_bytes() + b"\0")
        st = os.stat(_native.__file__)
        h.update(f"{_native.COMPILER_VERSION}\0{st.st_size}\0{st.st_mtime_ns}".encode())
        _SOURCES_DIGEST = h.hexdigest()
    return _SOURCES_DIGEST


def key_tag(options: dict, mode: str, decompositions: dict, keep_random: bool) -> str:
    """torchtpu's part of the AOTAutograd cache key: everything of torchtpu's that can change
    the graphs AOTAutograd hands it or what it stores for them."""
    parts = {
        "record": RECORD_VERSION,
        "sources": _sources_digest(),
        "mode": mode,
        "options": sorted((str(k), repr(v)) for k, v in options.items()),
        "settings": config.compile_settings(),
        "fallback": config.fallback_mode(),
        "plugin": config.plugin_path(),
        # The table is a function of torch's sources (in PyTorch's part of the key), torchtpu's and
        # `keep_random`; its ATen ops are listed too. Other namespaces are left out: imports add
        # to them as a process runs (`quantized_decomposed`, when AOTAutograd first traces), so
        # they would give a process's later models other keys than a warm process gives them.
        "keep_random": keep_random,
        "decompositions": sorted(str(op) for op in decompositions if str(op).startswith("aten.")),
        # Gradients kept whole for torch's CPU kernels (decompositions.py, `ATEN_KEPT`).
        "aten_kept": sorted(str(op) for op, fn in decompositions.items()
                            if getattr(fn, "__name__", "").endswith("_unless_aten")),
    }
    return "torchtpu-" + hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:32]


def _trusted(path: str) -> str | None:
    """Why `path` (a directory AOTAutograd reads pickles from) must not be used, or None: it must
    be this user's and not writable by group or others, as torchtpu's own cache directory."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as e:
        return f"cannot check {path}: {e}"
    if st.st_uid != os.getuid():
        return f"{path} is owned by uid {st.st_uid}, not by this process's uid {os.getuid()}"
    if st.st_mode & 0o022:
        return f"{path} is writable by group or others (mode {st.st_mode & 0o777:o})"
    return None


def enabled(mode: str) -> bool:
    """Whether this model's graphs go through the AOTAutograd cache: `TORCHTPU_AOT_CACHE` on, in
    `fused` mode, not under `torchtpu.inspect` (which must see every graph compiled), and with a
    cache directory this user owns alone."""
    if not config.aot_cache_enabled() or mode != "fused" or STATE.inspecting is not None:
        return False
    from torch._inductor.runtime.cache_dir_utils import cache_dir

    root = cache_dir()
    for path in (root, os.path.join(root, "aotautograd")):
        why = _trusted(path)
        if why is not None:
            if STATE.first_time("aot_cache_refused:" + path):
                warn(f"torchtpu: warning: not using the AOTAutograd cache: {why}; an entry there is code "
                     "this process runs (docs/cache.md#the-aotautograd-cache); compiling without it")
            return False
    return True


@contextlib.contextmanager
def caching(tag: str) -> Iterator[None]:
    """Around the AOTAutograd call of a model: PyTorch's bundled AOTAutograd cache, keyed with
    torchtpu's `tag` added to any tag the user set. The backward is compiled with the forward
    (not lazily at the first backward), so that the entry is stored while these settings hold."""
    user = torch.compiler.config.cache_key_tag
    with torch._functorch.config.patch(bundled_autograd_cache=True, force_non_lazy_backward_lowering=True), \
            torch.compiler.config.patch(cache_key_tag=f"{user}|{tag}" if user else tag):
        yield
