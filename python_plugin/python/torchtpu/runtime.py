"""The callable AOTAutograd gets for each FX graph (`CompiledGraph`): a static graph compiled once,
a graph with symbolic sizes bucketed (`bucketing.py`) or specialized per shape, and partial
graphs (`partition.py`); each falls back to eager, or raises, as the failure handler decides."""

from __future__ import annotations

import logging
from typing import Any, Callable

import torch

from . import _native, bucketing, collectives, config, kernels, ops
from .warn import warn
from .executable import compile_graph, compile_serialized
from .serialize import graph_is_dynamic, target_name
from .state import STATE

LOG = logging.getLogger(__name__)

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


def _sig_text(entry: tuple) -> str:
    """One input of a `signature`, as `f32[3, 5]` or the value."""
    kind, value = entry
    if isinstance(kind, torch.dtype):
        return f"{str(kind).replace('torch.', '')}{list(value)}"
    return f"{kind} {value!r}"


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
        mutated: frozenset[int] | None = frozenset(),
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
        # Inputs AOTAutograd writes after the call (aot_metadata.py); None when unknown, and then
        # no output is made as a view of an input and no input is passed by memory order.
        self.mutated = mutated
        self.by_signature: dict[tuple, Callable] = {}
        self.static: Callable | None = None
        self.bucketed: Any = None
        self.bucket_reason: str | None = None
        STATE.register(self)
        if not self.dynamic:
            self.static = self._build(None)
        elif kernels.graph_has_kernels(gm):
            # A custom kernel's StableHLO has static types (docs/custom-kernels.md): the graph
            # compiles per input shape instead of per bucket, counted as `kernel_exact_shapes`.
            STATE.count("kernel_exact_shapes")
            self._exact_shapes("the graph calls a custom kernel, which is compiled for exact shapes")
        else:
            self.bucketed, reason = bucketing.make_bucketed(
                gm, name, policy, compile_serialized, frozenset(self.static_inputs)
            )
            if reason is not None:
                self._exact_shapes(reason, count=self.bucketed is None and "off" not in reason)

    @classmethod
    def restored(cls, name: str, executable: Any, on_failure: Callable[[BaseException, str], Callable]) -> "CompiledGraph":
        """A static graph whose executable came back from the AOTAutograd cache (aot_cache.py),
        not from compiling an FX graph: it runs as the static graph it was saved from. There is
        no FX graph here (`gm` is None); `on_failure` loads it if a call has to fall back."""
        self = cls.__new__(cls)
        self._boxed_call = True
        self.gm = None
        self.name = name
        self.on_failure = on_failure
        self.on_partial = None
        self.dynamic = False
        self.aliases, self.resident, self.static_inputs = [], list(executable.source[1]), []
        self.mutated = None
        self.by_signature = {}
        self.static = executable
        self.bucketed = None
        self.bucket_reason = None
        STATE.register(self)
        return self

    def _exact_shapes(self, reason: str, count: bool = True) -> None:
        """Stops bucketing this graph: later calls compile exact shapes. `count`: it was meant to
        be bucketed (not switched off by the user), so its recompiles are also warned about."""
        self.bucketed = None
        # Dynamo's size symbols (`s50`) named as the user knows them (`x.size(1)`).
        reason = bucketing.name_symbols(reason, bucketing.symbol_sources(self.gm))
        self.bucket_reason = reason
        self.warn_recompiles = count
        if count:
            bucketing.record_fallback(self.name, reason)

    def _note_exact_compile(self, why: str = "") -> None:
        """One more exact-shape executable of a graph with symbolic sizes: counted, and at the
        first recompile (a second shape) warned about once per graph, with the reason."""
        STATE.count("exact_shape_compiles")
        n = len(self.by_signature)
        LOG.info("graph `%s`: compiled for input shapes #%d: %s (not bucketed: %s)", self.name, n, why, self.bucket_reason)
        if n > 1:
            bucketing.dump_event({"event": "recompile", "graph": self.name, "shapes_seen": n, "reason": why,
                                  "not_bucketed": self.bucket_reason})
        if n == 2 and getattr(self, "warn_recompiles", False):
            warn(
                f"torchtpu: graph `{self.name}` has symbolic sizes but cannot be bucketed "
                f"({self.bucket_reason}); it compiles once per input shape ({n} so far, "
                "torchtpu.stats()['exact_shape_compiles'] counts them)"
            )

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
            if e.code == "MixedSymbols" and len(bg.active()) > 1:
                return  # the first call pins all but one symbol (BucketedGraph._ensure_or_pin)
            self._exact_shapes(_first_line(e))
        except Exception as e:  # noqa: BLE001 - any failure: exact shapes, as at call time
            self._exact_shapes(_first_line(e))

    def _host_nodes(self) -> frozenset[str]:
        """Nodes that run in eager torch by design, between compiled regions: the graph's
        collectives (collectives.py), and with `TORCHTPU_RANDOM=torch` its random ops (drawing
        eager's numbers). Not fallbacks."""
        random = config.random_source() == "torch"
        return frozenset(
            n.name for n in self.gm.graph.nodes
            if n.op == "call_function" and (collectives.is_collective(n.target) or (random and ops.is_random(n.target)))
        )

    def _why_new_shapes(self, sig: tuple) -> str:
        """What changed since the last exact-shape executable of this graph (a recompile's reason)."""
        last = getattr(self, "_last_signature", None)
        self._last_signature = sig
        if last is None:
            return "the first input shapes"
        changed = [f"input {i}: {_sig_text(a)} -> {_sig_text(b)}" for i, (a, b) in enumerate(zip(last, sig)) if a != b]
        return "new input shapes (" + "; ".join(changed) + ")" if changed else "new input shapes"

    def _build(self, concrete: dict | None, why: str | None = None) -> Callable:
        bucketing.check_recompile(f"graph `{self.name}` compiles" + (f" again: {why}" if why else ""))
        host = self._host_nodes()
        if host and concrete is None:
            from .partition import split_and_compile

            try:
                run, eager_ops, regions = split_and_compile(self.gm, self.name, compile_graph, eager=host)
            except BaseException as e:  # noqa: BLE001 - as any compile failure
                return self.on_failure(e, self.name)
            host_ops = {target_name(n.target) for n in self.gm.graph.nodes if n.name in host}
            others = [op for op in eager_ops if op not in host_ops]
            if others:
                # Ops without a rule besides the ones run in eager by design: a real fallback.
                if self.on_partial is None or config.fallback_mode() == "error":
                    return self.on_failure(
                        _native.UnsupportedError(f"no lowering rule for {', '.join(others)}"), self.name
                    )
                self.on_partial(self.name, others, regions)
            n_coll = sum(1 for n in self.gm.graph.nodes if n.name in host and collectives.is_collective(n.target))
            if n_coll:
                STATE.count("collectives", n_coll)
                LOG.info("graph `%s`: split at %d collective node(s) into %d compiled region(s)", self.name, n_coll, regions)
            return run
        try:
            views = self.mutated is not None
            mutated = self.mutated or frozenset()
            if concrete is None:
                return compile_graph(self.gm, self.name, None, self.aliases, self.resident, self.static_inputs, views, mutated)
            return compile_graph(self.gm, self.name, concrete, static=self.static_inputs, host_views=views, mutated=mutated)
        except _native.UnsupportedError as e:
            partial = self._partial(concrete)
            if partial is None and STATE.inspecting is not None:
                STATE.inspect_eager.append((self.name, self.gm))
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
        if STATE.inspecting is not None:
            STATE.inspect_eager.append((self.name, self.gm))
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
            except (bucketing.RecompileError, _native.CheckError):
                raise  # a failed run-time check is the input's fault, not the bucketing's
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
                why = self._why_new_shapes(sig)
                fn = self._build(concrete_values(self.gm, list(args)), why)
                self.by_signature[sig] = fn
                self._note_exact_compile(why)
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
