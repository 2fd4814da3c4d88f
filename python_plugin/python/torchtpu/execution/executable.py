"""Compiling a serialized graph and calling its executable: torch tensors in, torch tensors out,
through `torchtpu._native`. Below both `runtime.py` (whole graphs) and `bucketing.py` (shape
buckets, which get `compile_serialized` handed to them)."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import threading
import time
from typing import Any

import torch

from .. import _native, config, malloc, trace
from ..graph import eager_dtypes
from ..graph.checks import with_source
from ..diag import deliver
from ..stablehlo import log_stablehlo
from ..graph.layouts import PreparedInputs
from ..graph.output_views import replay, resolve
from ..graph.serialize import DTYPES, serialize_with_literals, serialize_with_views, to_json
from ..state import STATE
from ..warn import warn

LOG = logging.getLogger(__name__)

# Where an executable came from (`CompileOutcome.source`), as the log says it.
_SOURCES = {"compiled": "compiled by XLA", "service": "from the compile service", "remote": "from the remote cache",
            "disk": "from the disk cache", "memory": "from the memory cache"}


def refused_error(name: str, refusals: list) -> _native.UnsupportedError:
    """The `UnsupportedError` for a compile's refused nodes (`CompileOutcome.refusals`, never
    empty): the first one's code, node and op, and all of them as `refusals`."""
    first = refusals[0]
    text = first.message if len(refusals) == 1 else (
        f"graph `{name}`: {len(refusals)} nodes refused: " + "; ".join(r.message for r in refusals))
    e = _native.UnsupportedError(text)
    e.code, e.node, e.op, e.refusals = first.code, first.node, first.op, tuple(refusals)
    return e


def _compile_json(text: str, name: str) -> Any:
    """`_native.compile` with this compile's `CompileConfig`, with the compiler's warnings
    delivered and the outcome logged (`torchtpu.execution.executable`: INFO, where the executable came from
    and how long it took; the StableHLO on `torchtpu.stablehlo`). Refused nodes raise one
    `UnsupportedError` carrying all of them (`refusals`)."""
    load_kernels()
    cfg = config.compile_config().to_json()
    t0 = time.perf_counter()
    try:
        outcome = _native.compile(text, cfg)
    finally:
        deliver()
    if outcome.refusals:
        raise refused_error(name, list(outcome.refusals))
    compiled = outcome.compiled
    if LOG.isEnabledFor(logging.INFO) or trace.enabled():
        # Where this compile's executable came from, as the compiler says (no counters compared).
        source = _SOURCES.get(outcome.source, outcome.source)
        ms = (time.perf_counter() - t0) * 1e3
        LOG.info("graph `%s`: executable %s in %.1f ms (key %s)", name, source, ms, compiled.key[:12])
        trace.compiled_graph(name, text, compiled, source, ms)
        LOG.debug("graph `%s`: %d bytes of serialized graph, %d parameters, %d results",
                  name, len(text), len(compiled.params), len(compiled.outputs))
    log_stablehlo(name, compiled.mlir)
    return compiled


# Serializes the plugin start (which may first run the XLA_FLAGS probe, seconds long); not the
# state lock, which the counters take on every call.
_init_lock = threading.Lock()

# Loads `torchtpu._native` by file (not through the package, so without importing torch), then
# makes the plugin parse XLA_FLAGS and compile one op.
_PROBE = (
    "import importlib.util, sys\n"
    "spec = importlib.util.spec_from_file_location('torchtpu._native', sys.argv[1])\n"
    "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n"
    "m.probe(sys.argv[2] or None)\n"
)


def check_xla_flags(plugin: str | None) -> None:
    """XLA aborts the process on an unknown flag in `XLA_FLAGS` (a fatal log, not an error it
    returns). When the variable is set, a throwaway process loads the plugin first; if it dies,
    this raises `BackendError` naming the flags, and the user's process never loads them."""
    flags = config.xla_flags()
    if not flags or flags == STATE.flags_checked:
        return
    try:
        r = subprocess.run(
            [sys.executable, "-c", _PROBE, _native.__file__, plugin or ""],
            capture_output=True, text=True, timeout=300,
        )
    except subprocess.TimeoutExpired:
        return  # slow, not dead: let the real load decide
    if r.returncode != 0:
        # The plugin's own words, verbatim and on one line (a warning shows only the first line).
        said = " | ".join(ln.strip() for ln in r.stderr.splitlines() if ln.strip())[:600] or "nothing on stderr"
        raise _native.BackendError(
            f"the PJRT plugin cannot start with XLA_FLAGS={flags!r} (the probe process exited with status "
            f"{r.returncode}); the plugin said: {said}"
        )
    STATE.flags_checked = flags


# The kernel libraries this process tried to open (each once: at start, or at the first compile
# that asks for it when its switch was off at start).
_KERNELS_TRIED: set[str] = set()
# The kernel libraries this process opened.
_KERNELS_LOADED: set[str] = set()


def load_kernels() -> None:
    """Opens the kernel libraries the current options ask for and this process has not tried yet
    (`TORCHTPU_BLAS`, `TORCHTPU_ATEN_CONV`; read at each compile, like every option)."""
    load_blas()
    load_aten_kernels()


def load_blas() -> None:
    """Opens the BLAS that torch itself calls (MKL, exported by `libtorch_cpu.so`) for the CPU
    plugin's gemm kernel, unless `TORCHTPU_BLAS=0`. Without it (another torch build), products
    stay XLA's, with a warning."""
    if not config.blas() or "blas" in _KERNELS_TRIED:
        return
    _KERNELS_TRIED.add("blas")
    path = os.path.join(os.path.dirname(torch.__file__), "lib", "libtorch_cpu.so")
    try:
        LOG.info("BLAS for the CPU gemm kernel: %s", _native.load_blas(path))
    except _native.TorchTpuError as e:
        warn(f"torchtpu cannot use torch's BLAS ({e}); XLA computes matrix products itself. "
             "Set TORCHTPU_BLAS=0 to silence this.")


def load_aten_kernels() -> None:
    """Opens torchtpu's ATen kernels (`_aten_kernels.so`, built against torch with the extension)
    for the CPU plugin's convolutions and its softmax, GELU and layer norm ops, unless both
    `TORCHTPU_ATEN_CONV=0` and `TORCHTPU_ATEN_OPS=0`. Without them (a build with no torch, or
    another torch than the one it was built for), those stay XLA's, with a warning naming the
    file."""
    if not (config.aten_conv() or config.aten_ops() or config.fuse_attention()) or "aten" in _KERNELS_TRIED:
        return
    _KERNELS_TRIED.add("aten")
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "_aten_kernels.so")
    if not os.path.exists(path):
        warn(f"torchtpu was built without its ATen kernels ({path} is missing: the build found no torch); "
             "XLA computes convolutions, softmax, GELU and layer norm itself. Set TORCHTPU_ATEN_CONV=0 and "
             "TORCHTPU_ATEN_OPS=0 to silence this.")
        return
    try:
        LOG.info("ATen kernels for the CPU convolutions: %s", _native.load_aten_kernels(path, torch.__version__))
        _KERNELS_LOADED.add("aten")
    except _native.TorchTpuError as e:
        warn(f"torchtpu cannot use its ATen kernels ({e}); XLA computes convolutions, softmax, GELU and layer "
             "norm itself. Set TORCHTPU_ATEN_CONV=0 and TORCHTPU_ATEN_OPS=0 to silence this.")


def aten_ops_active() -> bool:
    """Whether graphs compiled now run softmax, GELU and layer norm in torch's own kernels
    (`TORCHTPU_ATEN_OPS`, on the CPU plugin, with the ATen kernels loaded): then AOTAutograd keeps
    their gradients whole for them (capture/decompositions.py). Starts the runtime if it has not
    started (the graph's compile would next); a runtime that cannot start answers False, and the
    compile reports why."""
    return config.aten_ops() and _aten_kernels_active()


def aten_conv_active() -> bool:
    """Whether graphs compiled now run convolutions in torch's own kernels (`TORCHTPU_ATEN_CONV`,
    on the CPU plugin, with the ATen kernels loaded), as [`aten_ops_active`]."""
    return config.aten_conv() and _aten_kernels_active()


def cuda_attention_active() -> bool:
    """Whether graphs compiled now run attention in torch's CUDA kernels
    (`TORCHTPU_FUSE_ATTENTION`, on the CUDA plugin, with torchtpu's ATen kernels loaded and
    having them): then capture/attention.py rewrites attention for them and AOTAutograd keeps it
    whole. Starts the runtime if it has not started, as [`aten_ops_active`]."""
    if not config.fuse_attention():
        return False
    try:
        ensure_runtime()
        load_aten_kernels()
        return STATE.platform == "cuda" and "aten" in _KERNELS_LOADED and _native.cuda_attention_ready()
    except Exception:  # noqa: BLE001 - the compile itself raises it, with its policy
        return False


def _aten_kernels_active() -> bool:
    try:
        ensure_runtime()
        load_aten_kernels()
    except Exception:  # noqa: BLE001 - the compile itself raises it, with its policy
        return False
    return STATE.platform == "cpu" and "aten" in _KERNELS_LOADED


def ensure_runtime() -> None:
    """Loads the PJRT plugin once per process (after checking `XLA_FLAGS` in a throwaway process)."""
    if _native.is_initialized():
        return
    with _init_lock:
        if not _native.is_initialized():
            config.quiet_xla_logs()
            check_xla_flags(config.plugin_path())
            STATE.malloc = malloc.tune()
            LOG.info("C allocator: %s", STATE.malloc)
            load_kernels()
            try:
                STATE.platform = _native.init(config.plugin_path(), json.dumps(config.client_options())).split()[0]
                LOG.info("PJRT runtime: %s", _native.runtime_info())
                if STATE.platform == "cpu" and STATE.malloc == "retain":
                    STATE.malloc = malloc.cache_blocks(config.block_cache_bytes())
            finally:
                deliver()


class Executable:
    """One compiled graph at one set of input shapes.

    The call path is decided here, once: `_native.Compiled.call` reads the tensors it needs from the
    argument list (checks, data pointers, zero-copy hand-over and DLPack results all happen in Rust),
    and `_assemble` places the results, literals and `None`s into the graph's outputs.
    """

    def __init__(self, compiled: Any, output_literals: dict[int, Any], n_inputs: int, gm: Any = None,
                 views: dict[int, tuple[int, tuple[int, ...] | None]] | None = None,
                 arrival: dict[int, tuple[int, ...]] | None = None):
        self.compiled = compiled
        # For the source line of a failed run-time check (checks.py).
        self.gm = gm
        # Inputs passed in their memory order (the serialized input's `layout`): the executable
        # takes `x.permute(perm)`, which is contiguous when `x` arrives as it did at compile time
        # (a saved `w.T`), so nothing is copied; otherwise `Compiled.call` makes it contiguous.
        self.arrival = dict(arrival or {})
        # Parameters the executable takes permuted (compiler's `input_layout` pass; layouts.py).
        perms = {i: tuple(p) for i, p in compiled.input_layouts.items() if i not in self.arrival}
        self.prepared = PreparedInputs(perms) if perms else None
        # Outputs that are views of inputs or of other results, made here (serialize.py,
        # `host_view` and `output_alias`).
        self.views = dict(views or {})
        self.params = [(i, DTYPES[d], tuple(dims)) for i, d, dims in compiled.params]
        # The graph's random ops draw from a seed input after the graph's own inputs (if any).
        self.seed_index = n_inputs if any(i == n_inputs for i, _, _ in self.params) else None
        self.outputs = [None if o is None else (o[0], DTYPES[o[1]], tuple(o[2])) for o in compiled.outputs]
        self.n_results = sum(o is not None for o in self.outputs)
        self.output_literals = output_literals
        self.n_inputs = n_inputs
        # Results returned only as the bases of views (`output_alias`), after the graph's outputs.
        hidden = {v[1] for v in self.views.values() if len(v) == 4 and v[3]}
        # Where each graph output comes from: (0, executable result index), (1, literal value),
        # (2, None), (3, (input position, permutation or None)): a view of an input, or
        # (4, (executable result index, view ops)): a view of a result, or (5, (input position,
        # view ops)): one of several views of an input (`input_views`).
        plan = []
        for pos, o in enumerate(self.outputs[:len(self.outputs) - len(hidden)]):
            if pos in self.views and len(self.views[pos]) == 4:
                _, base, chain, _ = self.views[pos]
                plan.append((4, (self.outputs[base][0], resolve(chain))))
            elif pos in self.views and len(self.views[pos]) == 3:
                _, i, chain = self.views[pos]
                plan.append((5, (i, resolve(chain))))
            elif pos in self.views:
                plan.append((3, self.views[pos]))
            elif pos in output_literals:
                plan.append((1, output_literals[pos]))
            elif o is None:
                plan.append((2, None))
            else:
                plan.append((0, o[0]))
        # The common case: the executable's results are the graph's outputs, in order.
        self._identity = all(kind == 0 and v == pos for pos, (kind, v) in enumerate(plan)) and (
            len(plan) == self.n_results
        )
        self._plan = plan
        self._call = compiled.call
        # What `compile_graph` made this from: (serialized graph text, resident inputs), so that
        # the AOTAutograd cache can store it and a new process rebuild it (aot_cache.py); None
        # for executables made another way (shape buckets).
        self.source: tuple[str, list[int]] | None = None

    def __call__(self, args: list) -> list:
        given = args
        if self.seed_index is not None:
            # From torch's default generator: torch.manual_seed makes runs reproducible.
            args = list(args) + [torch.randint(-(2**63), 2**63 - 1, (2,), dtype=torch.int64)]
        if self.arrival:
            args = list(args)
            for i, perm in self.arrival.items():
                args[i] = args[i].permute(perm)
        try:
            if self.prepared is None:
                results = self._call(args)
            else:
                prepared, verify = self.prepared.apply(args)
                results = self._call(prepared, verify)
                if results is None:
                    # A reused copy's parameter was written behind its version counter (through
                    # `.data`): the run's results are dropped; remake the copies and run again.
                    self.prepared.forget()
                    results = self._call(self.prepared.apply(args)[0])
        except _native.CheckError as e:
            raise with_source(e, self.gm) from None
        if self._identity:
            return results
        return [results[v] if kind == 0 else _view(given, v) if kind == 3 else replay(results[v[0]], v[1]) if kind == 4
                else replay(given[v[0]], v[1]) if kind == 5 else v
                for kind, v in self._plan]

    def call_values(self, args: list) -> tuple[list, Any]:
        """`strict` mode's call (modes.py): `args` are `_native.DeviceValue`s by graph-input
        position. Returns the graph's outputs (`DeviceValue`s, still being computed, literals
        and `None`s) and the run-time check flags (a `DeviceValue` for `check_values`, or None)."""
        if self.seed_index is not None:
            seed = torch.randint(-(2**63), 2**63 - 1, (2,), dtype=torch.int64)
            args = list(args) + [_native.DeviceValue.from_torch(seed)]
        if self.views:
            raise _native.InternalError(f"an executable with host views ({sorted(self.views)}) was called with device values")
        results, flags = self.compiled.call_values(args)
        if self._identity:
            return results, flags
        return [results[v] if kind == 0 else v for kind, v in self._plan], flags


def _view(args: list, view: tuple[int, tuple[int, ...] | None]) -> Any:
    """A graph output that is a view of a graph input (`Executable.views`)."""
    i, perm = view
    return args[i] if perm is None else args[i].permute(perm)


def arrival_layouts(graph: dict) -> dict[int, tuple[int, ...]]:
    """The serialized graph's inputs that are passed in their memory order, by position."""
    return {i: tuple(inp["layout"]) for i, inp in enumerate(graph["inputs"]) if "layout" in inp}


def compile_graph(
    gm: torch.fx.GraphModule,
    name: str,
    concrete: dict | None = None,
    aliases: list[tuple[int, int]] | None = None,
    resident: list[int] | None = None,
    static: list[int] | None = None,
    host_views: bool = False,
    mutated: frozenset[int] = frozenset(),
) -> Executable:
    """Serializes and compiles `gm`. `aliases` pairs a mutated graph input with the output that
    carries its new value: the executable may write that output into the input (donation).
    `resident` lists the inputs that are parameters or buffers, whose PJRT buffers are kept
    between calls while they do not change. `static` lists the parameters and buffers the
    compiler may take in another layout (layouts.py; empty when `TORCHTPU_INPUT_LAYOUTS=0`);
    a donated input never is. `host_views`: transposed inputs are passed in their memory order
    and outputs that are views of inputs are made as views (`serialize_with_views`); for a
    graph called with tensors (`Executable.__call__`), not with device values; `mutated` lists
    the inputs AOTAutograd writes after the call, never viewed."""
    if STATE.inspecting is None:
        # Nodes eager raises on for their dtypes run in eager (graph/eager_dtypes.py).
        found = eager_dtypes.refusals(gm)
        if found:
            raise refused_error(name, found)
    donated = {i for i, _ in aliases or []}
    static_inputs = frozenset(i for i in static or [] if i not in donated)
    if host_views:
        graph, literals, views = serialize_with_views(gm, name, concrete, aliases, static_inputs, mutated)
    else:
        (graph, literals), views = serialize_with_literals(gm, name, concrete, aliases, static_inputs), {}
    if STATE.inspecting is not None:
        return _inspected(gm, graph)
    ensure_runtime()
    n_inputs = sum(1 for n in gm.graph.nodes if n.op == "placeholder")
    text = to_json(graph)
    compiled = _compile_json(text, name)
    if resident:
        compiled.set_resident_inputs(list(resident))
    exe = Executable(compiled, literals, n_inputs, gm, views, arrival_layouts(graph))
    exe.source = (text, list(resident or []))
    return exe


def load_serialized(text: str, name: str, literals: dict, n_inputs: int, resident: list[int],
                    views: dict | None = None) -> Executable:
    """`compile_graph`'s executable again, from the serialized graph it compiled (aot_cache.py):
    lowered again, and found in the compile cache's tiers (or compiled) by the same key."""
    ensure_runtime()
    compiled = _compile_json(text, name)
    if resident:
        compiled.set_resident_inputs(list(resident))
    exe = Executable(compiled, literals, n_inputs, None, views, arrival_layouts(json.loads(text)))
    exe.source = (text, list(resident))
    return exe


def _inspected(gm: torch.fx.GraphModule, graph: dict) -> Any:
    """Under `torchtpu.inspect`: the graph's IR and StableHLO, recorded exactly as the backend
    would compile them (same serialization, layouts and aliases), and a stand-in that runs the
    graph in eager so that tracing can go on. Nothing is compiled by XLA."""
    text = to_json(graph)
    # The runtime decides what the target offers (the CPU plugin's gemm kernel): load it, so that
    # the text is what a compile would produce.
    ensure_runtime()
    load_kernels()
    ir, mlir = _native.lower(text, config.compile_config().to_json())
    STATE.inspecting.append((graph["name"], ir, mlir, text, gm))

    def run(args: list) -> list:
        out = gm(*args)
        return list(out) if isinstance(out, (tuple, list)) else [out]

    return run


def compile_serialized(graph: dict, literals: dict, n_inputs: int, gm: Any = None) -> Executable:
    """An already serialized graph (a shape bucket's, `bucketing.py`, made from `gm`), compiled."""
    ensure_runtime()
    return Executable(_compile_json(to_json(graph), graph.get("name", "graph")), literals, n_inputs, gm)
