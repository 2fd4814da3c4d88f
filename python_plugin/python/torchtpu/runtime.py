"""Running compiled graphs: torch tensors in, torch tensors out, through `torchtpu._native`."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from typing import Any, Callable

import torch

from . import _native, bucketing, config
from .layouts import PreparedInputs
from .serialize import DTYPES, graph_is_dynamic, serialize_with_literals, to_json

_init_lock = threading.Lock()
PLATFORM = "cpu"


# Loads `torchtpu._native` by file (not through the package, so without importing torch), then
# makes the plugin parse XLA_FLAGS and compile one op.
_PROBE = (
    "import importlib.util, sys\n"
    "spec = importlib.util.spec_from_file_location('torchtpu._native', sys.argv[1])\n"
    "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n"
    "m.probe(sys.argv[2] or None)\n"
)
_flags_checked: str | None = None


def check_xla_flags(plugin: str | None) -> None:
    """XLA aborts the process on an unknown flag in `XLA_FLAGS` (a fatal log, not an error it
    returns). When the variable is set, a throwaway process loads the plugin first; if it dies,
    this raises `BackendError` naming the flags, and the user's process never loads them."""
    global _flags_checked
    flags = os.environ.get("XLA_FLAGS", "").strip()
    if not flags or flags == _flags_checked:
        return
    try:
        r = subprocess.run(
            [sys.executable, "-c", _PROBE, _native.__file__, plugin or ""],
            capture_output=True, text=True, timeout=300,
        )
    except subprocess.TimeoutExpired:
        return  # slow, not dead: let the real load decide
    if r.returncode != 0:
        lines = [ln.strip() for ln in r.stderr.splitlines() if ln.strip()]
        why = next((ln for ln in lines if "XLA_FLAGS" in ln), lines[-1] if lines else f"exit status {r.returncode}")
        why = why.split("] ", 1)[-1]  # drop absl's "F0000 00:00:... file.cc:234] " prefix
        raise _native.BackendError(f"the PJRT plugin cannot start with XLA_FLAGS={flags!r}: {why[:300]}")
    _flags_checked = flags


def ensure_runtime() -> None:
    """Loads the PJRT plugin once per process (after checking `XLA_FLAGS` in a throwaway process)."""
    if _native.is_initialized():
        return
    with _init_lock:
        if not _native.is_initialized():
            global PLATFORM
            check_xla_flags(config.plugin_path())
            PLATFORM = _native.init(config.plugin_path()).split()[0]


class Executable:
    """One compiled graph at one set of input shapes.

    The call path is decided here, once: `_native.Compiled.call` reads the tensors it needs from the
    argument list (checks, data pointers, zero-copy hand-over and DLPack results all happen in Rust),
    and `_assemble` places the results, literals and `None`s into the graph's outputs.
    """

    def __init__(self, compiled: Any, output_literals: dict[int, Any], n_inputs: int):
        self.compiled = compiled
        # Parameters the executable takes permuted (compiler's `input_layout` pass; layouts.py).
        perms = {i: tuple(p) for i, p in compiled.input_layouts.items()}
        self.prepared = PreparedInputs(perms) if perms else None
        self.params = [(i, DTYPES[d], tuple(dims)) for i, d, dims in compiled.params]
        # The graph's random ops draw from a seed input after the graph's own inputs (if any).
        self.seed_index = n_inputs if any(i == n_inputs for i, _, _ in self.params) else None
        self.outputs = [None if o is None else (o[0], DTYPES[o[1]], tuple(o[2])) for o in compiled.outputs]
        self.n_results = sum(o is not None for o in self.outputs)
        self.output_literals = output_literals
        # Where each graph output comes from: (0, executable result index), (1, literal value) or (2, None).
        plan = []
        for pos, o in enumerate(self.outputs):
            if pos in output_literals:
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

    def __call__(self, args: list) -> list:
        if self.seed_index is not None:
            # From torch's default generator: torch.manual_seed makes runs reproducible.
            args = list(args) + [torch.randint(-(2**63), 2**63 - 1, (2,), dtype=torch.int64)]
        if self.prepared is not None:
            args = self.prepared.apply(args)
        results = self._call(args)
        if self._identity:
            return results
        return [results[v] if kind == 0 else v for kind, v in self._plan]


def compile_graph(
    gm: torch.fx.GraphModule,
    name: str,
    concrete: dict | None = None,
    aliases: list[tuple[int, int]] | None = None,
    resident: list[int] | None = None,
    static: list[int] | None = None,
) -> Executable:
    """Serializes and compiles `gm`. `aliases` pairs a mutated graph input with the output that
    carries its new value: the executable may write that output into the input (donation).
    `resident` lists the inputs that are parameters or buffers, whose PJRT buffers are kept
    between calls while they do not change. `static` lists the parameters and buffers the
    compiler may take in another layout (layouts.py; empty when `TORCHTPU_INPUT_LAYOUTS=0`);
    a donated input never is."""
    donated = {i for i, _ in aliases or []}
    static_inputs = frozenset(i for i in static or [] if i not in donated)
    graph, literals = serialize_with_literals(gm, name, concrete, aliases, static_inputs)
    ensure_runtime()
    n_inputs = sum(1 for n in gm.graph.nodes if n.op == "placeholder")
    compiled = _native.compile(to_json(graph))
    if resident:
        compiled.set_resident_inputs(list(resident))
    return Executable(compiled, literals, n_inputs)


def concrete_values(gm: torch.fx.GraphModule, args: list) -> dict:
    """Runs `gm` eagerly once and records every node's value (to specialize symbolic sizes)."""
    values: dict = {}

    class Recorder(torch.fx.Interpreter):
        def run_node(self, n):
            v = super().run_node(n)
            values[n] = v
            return v

    with torch.no_grad():
        Recorder(gm).run(*args)
    return values


def _first_line(e: BaseException) -> str:
    text = str(e).strip()
    return text.splitlines()[0] if text else type(e).__name__


def signature(args: list) -> tuple:
    return tuple(
        (a.dtype, tuple(a.shape)) if isinstance(a, torch.Tensor) else (type(a).__name__, a) for a in args
    )


class CompiledGraph:
    """The callable handed back to AOTAutograd for one FX graph.

    A graph with static shapes is compiled once, up front. A graph with symbolic sizes runs
    bucketed (`bucketing.BucketedGraph`: one executable per shape bucket, inputs padded, outputs
    sliced back); when bucketing is off or the compiler cannot prove the graph pad-safe, it is
    specialized to the shapes of each new call instead (one executable per distinct shape
    signature, cached), and the reason is recorded.
    """

    _boxed_call = True

    def __init__(
        self,
        gm: torch.fx.GraphModule,
        name: str,
        on_failure: Callable[[BaseException, str], Callable],
        on_partial: Callable[[str, list[str], int], None] | None = None,
        policy: Any = None,
        aliases: list[tuple[int, int]] | None = None,
        resident: list[int] | None = None,
        static: list[int] | None = None,
    ):
        # In the instance dict so that wrappers made with functools.wraps keep it.
        self._boxed_call = True
        self.gm = gm
        self.name = name
        self.on_failure = on_failure
        self.on_partial = on_partial
        self.dynamic = graph_is_dynamic(gm)
        # Donation pairs (aot_metadata.py), used by the whole-graph static executable only: bucketed,
        # exact-shape and partitioned graphs donate nothing.
        self.aliases = [] if self.dynamic else list(aliases or [])
        # Parameters and buffers (aot_metadata.py), kept resident by the static executable.
        self.resident = [] if self.dynamic else list(resident or [])
        # Parameters and buffers the compiler may take in another layout (layouts.py).
        self.static_inputs = list(static or [])
        self.by_signature: dict[tuple, Callable] = {}
        self.static: Callable | None = None
        self.bucketed: Any = None
        self.bucket_reason: str | None = None
        bucketing.register(self)
        if not self.dynamic:
            self.static = self._build(None)
        else:
            self.bucketed, reason = bucketing.make_bucketed(gm, name, policy, frozenset(self.static_inputs))
            if reason is not None:
                self._exact_shapes(reason, count=self.bucketed is None and "off" not in reason)

    def _exact_shapes(self, reason: str, count: bool = True) -> None:
        """Stops bucketing this graph: later calls compile exact shapes."""
        self.bucketed = None
        self.bucket_reason = reason
        if count:
            bucketing.record_fallback(self.name, reason)

    def precompile_bucket(self, key: tuple) -> None:
        """Compiles one bucket ahead of time (`torchtpu.precompile`); a graph that cannot be
        bucketed falls back to exact shapes, as it would at its first call."""
        bg = self.bucketed
        if bg is None:
            return
        try:
            bg.ensure(key)
        except bucketing.RecompileError:
            raise
        except _native.UnsupportedError as e:
            if bucketing.MIXED_SYMBOLS in str(e) and len(bg.active()) > 1:
                return  # the first call pins all but one symbol (BucketedGraph._ensure_or_pin)
            self._exact_shapes(_first_line(e))
        except Exception as e:  # noqa: BLE001 - any failure: exact shapes, as at call time
            self._exact_shapes(_first_line(e))

    def _build(self, concrete: dict | None) -> Callable:
        bucketing.check_recompile(f"graph `{self.name}` compiles")
        try:
            if concrete is None:
                return compile_graph(self.gm, self.name, None, self.aliases, self.resident, self.static_inputs)
            return compile_graph(self.gm, self.name, concrete, static=self.static_inputs)
        except _native.UnsupportedError as e:
            partial = self._partial(concrete)
            return partial if partial is not None else self.on_failure(e, self.name)
        except BaseException as e:  # noqa: BLE001 - decide between fallback and raising in one place
            return self.on_failure(e, self.name)

    def _partial(self, concrete: dict | None) -> Callable | None:
        """Compiles the supported regions and leaves the rest to eager (static graphs, fallback
        mode `eager`); None when that is not possible, and the whole graph falls back."""
        if concrete is not None or self.on_partial is None or config.fallback_mode() == "error":
            return None
        from .partition import split_and_compile

        try:
            run, eager_ops, regions = split_and_compile(self.gm, self.name, compile_graph)
        except Exception:  # noqa: BLE001 - the whole-graph fallback reports the original error
            return None
        self.on_partial(self.name, eager_ops, regions)
        return run

    def __call__(self, *call_args: Any) -> Any:
        # AOTAutograd calls boxed (one list) when it sees `_boxed_call`, and unboxed when a wrapper
        # (such as the backward's) hides the attribute. Graph inputs are never lists themselves.
        boxed = len(call_args) == 1 and isinstance(call_args[0], list)
        args = call_args[0] if boxed else list(call_args)
        bg = self.bucketed
        if bg is not None:
            try:
                result = bg(list(args))
            except bucketing.RecompileError:
                raise
            except Exception as e:  # noqa: BLE001 - not pad-safe, or any failure: exact shapes
                self._exact_shapes(_first_line(e))
            else:
                if boxed:
                    args.clear()
                return result
        if not self.dynamic:
            fn = self.static
        else:
            sig = signature(args)
            fn = self.by_signature.get(sig)
            if fn is None:
                fn = self._build(concrete_values(self.gm, list(args)))
                self.by_signature[sig] = fn
        try:
            result = fn(list(args))
        except _native.TorchTpuError as e:
            # The executable refused these inputs (a device tensor, say): this call, and later calls
            # with the same signature, run in eager, or raise with TORCHTPU_FALLBACK=error.
            fn = self.on_failure(e, self.name)
            if self.dynamic:
                self.by_signature[signature(args)] = fn
            else:
                self.static = fn
            result = fn(list(args))
        if boxed:
            args.clear()
        return result
