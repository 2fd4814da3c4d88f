"""The callable AOTAutograd gets for each FX graph (`CompiledGraph`): a static graph compiled once,
a graph with symbolic sizes bucketed (`bucketing.py`) or specialized per shape, and partial
graphs (`partition.py`); each falls back to eager, or raises, as the failure handler decides."""

from __future__ import annotations

import logging
from typing import Any, Callable

import torch

from .. import _native, config
from . import bucketing, collectives, failures
from ..graph import kernel_nodes, ops
from ..warn import warn
from .executable import compile_graph, compile_serialized
from ..graph.serialize import graph_is_dynamic, serialize_graph, sym_expr, target_name, to_json
from ..graph.output_views import host_outputs, run_host
from ..state import STATE

LOG = logging.getLogger(__name__)

class Concrete(dict):
    """Node -> the value it takes at one call's shapes, for `compile_graph(gm, name, concrete)`:
    tensors as meta-device tensors of the call's sizes and strides (graph inputs: the call's own
    tensors), sizes as ints. `bindings` maps each size symbol to its value at this call, so that
    the graph's regions (partition.py) are specialized the same way (`region`)."""

    def __init__(self, values: dict, bindings: dict, name: str):
        super().__init__(values)
        self.bindings = bindings
        self.name = name

    def region(self, sub: torch.fx.GraphModule, name: str) -> Any:
        """Compiles a region of the graph (a fused submodule) at this call's shapes."""
        return compile_graph(sub, name, specialize(sub, self.bindings, name))


def _unknown_size(name: str, node: str, what: Any) -> "_native.UnsupportedError":
    e = _native.UnsupportedError(
        f"graph `{name}`: node `{node}`: its size `{what}` depends on values the graph computes "
        "(data-dependent), so it cannot be specialized without running the graph"
    )
    e.code, e.node, e.op = None, node, None
    return e


def size_bindings(gm: torch.fx.GraphModule, args: list, name: str = "graph") -> dict:
    """Each size symbol of `gm`'s inputs (Dynamo's `s0`, ...) -> its value at this call, read
    from the inputs' sizes (then strides and storage offsets) and symbolic-int inputs against the
    placeholders' `meta["val"]`. Nothing is run."""
    import sympy

    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    if len(placeholders) != len(args):
        raise _native.InternalError(f"graph `{name}`: {len(args)} inputs for {len(placeholders)} placeholders")
    sizes: list[tuple[Any, int, str]] = []  # (expression, value at this call, where)
    layout: list[tuple[Any, int, str]] = []
    for n, a in zip(placeholders, args):
        v = n.meta.get("val")
        if isinstance(v, torch.Tensor) and isinstance(a, torch.Tensor):
            if v.dim() != a.dim():
                raise _native.InternalError(
                    f"graph `{name}`: input `{n.name}` has {a.dim()} dims, the graph was traced with {v.dim()}"
                )
            sizes += [(d, int(x), f"input `{n.name}` dim {i}") for i, (d, x) in enumerate(zip(v.shape, a.shape))]
            if v.layout == torch.strided and a.layout == torch.strided:
                layout += [(d, int(x), n.name) for d, x in zip(v.stride(), a.stride())]
                layout.append((v.storage_offset(), int(a.storage_offset()), n.name))
        elif isinstance(v, torch.SymInt) and isinstance(a, int):
            sizes.append((v, int(a), f"input `{n.name}`"))
    bindings: dict = {}
    pending = []
    for s, actual, where in sizes + layout:
        if not isinstance(s, torch.SymInt):
            continue
        expr = sym_expr(s)
        if isinstance(expr, sympy.Symbol):
            bindings.setdefault(expr, sympy.Integer(actual))
        elif not getattr(expr, "is_number", False):
            pending.append((expr, actual))
    # A size written as an expression of one symbol that no input gives plainly (`2*s0`).
    for expr, actual in pending:
        free = [x for x in expr.free_symbols if x not in bindings]
        if len(free) == 1:
            try:
                roots = [r for r in sympy.solve(sympy.Eq(expr.xreplace(bindings), actual), free[0])
                         if getattr(r, "is_integer", False)]
            except (NotImplementedError, TypeError, ValueError):
                # sympy cannot solve torch's FloorDiv/Mod forms: the symbol stays unbound, and
                # the node that needs it is named (`_unknown_size`).
                continue
            if len(roots) == 1:
                bindings[free[0]] = sympy.Integer(roots[0])
    # The sizes the inputs have are the sizes the graph was traced for (Dynamo's guards).
    for s, actual, where in sizes:
        if isinstance(s, torch.SymInt):
            got = sym_expr(s).xreplace(bindings)
            if getattr(got, "is_number", False) and int(got) != actual:
                raise _native.InternalError(
                    f"graph `{name}`: {where} is {actual}, but the graph's sizes say {sym_expr(s)} = {got}"
                )
    return bindings


def _concrete_value(v: Any, bindings: dict, name: str, node: str) -> Any:
    """`v` (a node's `meta["val"]`) with every symbolic size evaluated under `bindings`."""

    def num(s: Any) -> Any:
        if not isinstance(s, (torch.SymInt, torch.SymFloat, torch.SymBool)):
            return s
        expr = sym_expr(s)
        if hasattr(expr, "xreplace"):
            expr = expr.xreplace(bindings)
        if isinstance(s, torch.SymBool):
            if expr not in (True, False) and not getattr(expr, "is_Boolean", False):
                raise _unknown_size(name, node, sym_expr(s))
            return bool(expr)
        if not getattr(expr, "is_number", False):
            raise _unknown_size(name, node, sym_expr(s))
        return float(expr) if isinstance(s, torch.SymFloat) else int(expr)

    if isinstance(v, torch.Tensor):
        shape = [num(d) for d in v.shape]
        if v.layout != torch.strided:
            return torch.empty(shape, dtype=v.dtype, device="meta")
        stride = [num(d) for d in v.stride()]
        offset = num(v.storage_offset())
        extent = offset + 1 + sum((d - 1) * st for d, st in zip(shape, stride)) if all(shape) else 0
        base = torch.empty(extent, dtype=v.dtype, device="meta")
        return base.as_strided(shape, stride, offset)
    if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
        return num(v)
    if isinstance(v, (list, tuple)):
        out = [_concrete_value(x, bindings, name, node) for x in v]
        return out if isinstance(v, list) else tuple(out)
    return v


def specialize(gm: torch.fx.GraphModule, bindings: dict, name: str = "graph", args: list | None = None) -> dict:
    """Every node's value at the sizes `bindings` gives (`compile_graph`'s `concrete`), computed
    from the nodes' `meta["val"]`, never by running the graph; `args`: the call's own inputs,
    which stand for the placeholders. A size the inputs do not determine (an unbacked symbol:
    `nonzero`'s length, an `.item()`) raises `UnsupportedError` naming the node."""
    values: dict = {}
    inputs = iter(args) if args is not None else None
    for n in gm.graph.nodes:
        if n.op == "placeholder" and inputs is not None:
            values[n] = next(inputs)
        elif n.op in ("placeholder", "call_function") and "val" in n.meta:
            values[n] = _concrete_value(n.meta["val"], bindings, name, n.name)
    return values


def concrete_values(gm: torch.fx.GraphModule, args: list, name: str = "graph") -> Concrete:
    """Every node's value at the shapes of this call (to specialize symbolic sizes), taken from
    the inputs and the graph's symbolic shapes; the graph is not run (random ops, in-place
    updates and collectives happen once, in the compiled call)."""
    bindings = size_bindings(gm, args, name)
    with torch.no_grad():
        return Concrete(specialize(gm, bindings, name, args), bindings, name)


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
        # Outputs of a graph with symbolic sizes that are views of its inputs or of other
        # outputs, made on the host from the call's tensors (output_views.py, `host_outputs`).
        self.host_outputs = host_outputs(gm, target_name) if self.dynamic else {}
        self.static: Callable | None = None
        self.bucketed: Any = None
        self.bucket_reason: str | None = None
        STATE.register(self)
        if not self.dynamic:
            self.static = self._build(None)
        elif kernel_nodes.graph_has_kernels(gm):
            # A custom kernel's StableHLO has static types (docs/custom-kernels.md): the graph
            # compiles per input shape instead of per bucket, counted as `kernel_exact_shapes`.
            STATE.count("kernel_exact_shapes")
            self._exact_shapes("the graph calls a custom kernel, which is compiled for exact shapes")
        else:
            policy = policy or bucketing.policy_from(None)
            self.bucketed, reason = bucketing.make_bucketed(
                gm, name, policy, compile_serialized, frozenset(self.static_inputs), frozenset(self.host_outputs)
            )
            if reason is not None:
                # Counted (and recompiles warned about) only when the graph was meant to be
                # bucketed: decided on the policy, not on the reason's wording.
                self._exact_shapes(reason, count=policy.enabled)

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
        self.host_outputs = {}  # a static graph (its views are the executable's, `output_alias`)
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

    def _build(self, concrete: Concrete | None, why: str | None = None) -> Callable:
        bucketing.check_recompile(f"graph `{self.name}` compiles" + (f" again: {why}" if why else ""))
        host = self._host_nodes()
        if host:
            from .partition import split_and_compile

            # Exact shapes: each region is specialized to this call's sizes, like the whole graph.
            region = compile_graph if concrete is None else concrete.region
            try:
                run, eager_ops, regions = split_and_compile(self.gm, self.name, region, eager=host)
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
            partial = self._partial(concrete, e)
            if partial is None and STATE.inspecting is not None:
                STATE.inspect_eager.append((self.name, self.gm))
            return partial if partial is not None else self.on_failure(e, self.name)
        except BaseException as e:  # noqa: BLE001 - decide between fallback and raising in one place
            if concrete is not None and failures.is_bug(e):
                # The graph at this call's shapes, for the dump a bug report carries (failures.py).
                try:
                    e.torchtpu_graph_json = to_json(serialize_graph(self.gm, self.name, concrete))
                except Exception:  # noqa: BLE001 - the dump then has the symbolic graph
                    pass
            return self.on_failure(e, self.name)

    def _partial(self, concrete: dict | None, refusal: BaseException) -> Callable | None:
        """Compiles the supported regions and leaves the rest to eager (static graphs, fallback
        mode `eager`); None when that is not possible, and the whole graph falls back. `refusal`:
        the whole graph's `UnsupportedError`, whose `refusals` (every node the compiler refused)
        run in eager from the first split."""
        if concrete is not None or self.on_partial is None or config.fallback_mode() == "error":
            return None
        from .partition import refused_nodes, split_and_compile

        for r in getattr(refusal, "refusals", None) or [refusal]:
            LOG.info("graph `%s`: refused: %s", self.name, getattr(r, "message", None) or r)
        try:
            run, eager_ops, regions = split_and_compile(
                self.gm, self.name, compile_graph, refused=frozenset(refused_nodes(refusal))
            )
        except Exception as e:  # noqa: BLE001 - the whole-graph fallback reports the original error
            if failures.is_bug(e):
                return self.on_failure(e, self.name)  # a bug in a region is raised, not hidden by eager
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
                result = self._host_views(args, result)
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
                try:
                    concrete = concrete_values(self.gm, list(args), self.name)
                except _native.UnsupportedError as e:
                    # A size only running the graph would tell: the graph takes the fallback path.
                    fn = self.on_failure(e, self.name)
                else:
                    fn = self._build(concrete, why)
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
        result = self._host_views(args, result)
        if boxed:
            args.clear()
        return result

    def _host_views(self, args: list, result: Any) -> Any:
        """`result` with the outputs in `host_outputs` made as eager's views of this call's
        tensors."""
        if not self.host_outputs:
            return result
        result = list(result)
        for i, nodes in self.host_outputs.items():
            result[i] = run_host(self.gm, nodes, args, result)
        return result
