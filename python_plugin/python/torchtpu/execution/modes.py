"""The op-by-op execution modes, `strict` and `debug` (docs/modes.md); `fused`, the default, is
runtime.py's one executable per graph.

Both walk the ATen graph AOTAutograd hands the backend and run each node by itself:

- an op with a lowering rule runs as its own executable, compiled once per *op signature* (the
  op, its tensors' dtypes and shapes, its other arguments) and kept in a process-wide table
  (`OP_EXECUTABLES`) in front of the usual memory, disk and remote tiers, so a second model that
  uses the same signatures compiles nothing new for them;
- an op without one (or one the compiler refuses) runs in eager torch, counted;
- in `debug`, every result is then checked: shape and dtype against what torch recorded, NaN or
  Inf that the op introduced, and with `TORCHTPU_DEBUG_COMPARE=1` the value against the same op
  run in eager. The first failure raises `DebugError`, naming the node, the op, the user's source
  line and its inputs' statistics. Random ops run in eager in `debug`, drawing from torch's
  generator, so a run compares with eager bit for bit under `torch.manual_seed`.
"""

from __future__ import annotations

import math
import operator
import threading
from typing import Any, Callable

import torch
import torch.fx
from torch.fx.experimental.proxy_tensor import make_fx
from torch.utils._pytree import tree_flatten, tree_map, tree_unflatten

from .. import _native, config
from . import collectives, failures
from ..graph import ops
from ..graph.checks import source_line, with_source
from .executable import compile_graph
from .failures import FallbackError
from ..warn import warn
from ..graph.aot_metadata import SAVED_FROM
from ..graph.output_views import dense_order, eager_layout, replay, resolve, view_chain
from ..graph.serialize import DTYPES, decode_arg, resolve_target, target_name
from ..state import STATE

class DebugError(RuntimeError):
    """`debug` mode found an op whose result is wrong: a shape or dtype other than torch recorded,
    a NaN or Inf the op introduced, or (`TORCHTPU_DEBUG_COMPARE=1`) a value that differs from eager.
    Attributes: `node`, `op`, `kind` (`shape`, `dtype`, `nan`, `inf`, `mismatch`), `source`."""

    def __init__(self, message: str, node: str, op: str, kind: str, source: str | None):
        super().__init__(message)
        self.node, self.op, self.kind, self.source = node, op, kind, source


# Op signature -> the executable for it, or None when the op runs in eager (no rule, or refused).
OP_EXECUTABLES: dict[tuple, Any] = {}
_OP_LOCK = threading.Lock()

# Test-only: op name -> a function applied to that op's compiled results in `debug` mode (to
# check that TORCHTPU_DEBUG_COMPARE finds a deliberately wrong lowering). Empty in real use.
PERTURB: dict[str, Callable[[list], list]] = {}


# What an op's tensor arguments are: host tensors, or (strict mode) values on the device.
_TENSORS = (torch.Tensor, _native.DeviceValue)


def _describe(v: Any) -> Any:
    """An argument's part of an op signature: tensors by dtype and shape, the rest by value."""
    if isinstance(v, _TENSORS):
        return ("tensor", v.dtype, tuple(v.shape))
    if isinstance(v, float) and math.isnan(v):
        return ("nan",)
    if isinstance(v, (torch.dtype, torch.device, torch.layout, torch.memory_format)):
        return str(v)
    return v


def _canon(v: Any) -> Any:
    """`v` with every sequence a tuple (FX's immutable lists, a decoded graph's lists) and every
    leaf described (`_describe`), so equal calls give equal signatures however they were built."""
    if isinstance(v, (list, tuple)):
        return ("seq", tuple(_canon(x) for x in v))
    if isinstance(v, dict):
        return ("map", tuple(sorted((k, _canon(x)) for k, x in v.items())))
    return _describe(v)


def signature(op: Any, args: tuple, kwargs: dict) -> tuple:
    return (target_name(op), _canon(args), _canon(kwargs))


def _stats(t: Any) -> str:
    if not isinstance(t, torch.Tensor):
        return repr(t)
    desc = f"{str(t.dtype).replace('torch.', '')}{list(t.shape)}"
    if t.numel() == 0 or not (t.is_floating_point() or t.dtype in (torch.int32, torch.int64)):
        return desc
    f = t.detach().double()
    finite = f[torch.isfinite(f)]
    parts = [f"nan={int(torch.isnan(f).sum())}", f"inf={int(torch.isinf(f).sum())}"]
    if finite.numel():
        parts = [f"min={finite.min().item():.4g}", f"max={finite.max().item():.4g}", f"mean={finite.mean().item():.4g}"] + parts
    return f"{desc} " + " ".join(parts)


def _nonfinite(values: list, test: Callable[[torch.Tensor], torch.Tensor]) -> bool:
    return any(isinstance(v, torch.Tensor) and v.is_floating_point() and bool(test(v).any()) for v in values)


def _by_design(target: Any) -> bool:
    """Ops that run in eager by design in these modes, not fallbacks: an in-place op (a mutated
    input's `copy_` must write the tensor itself) and a collective (run by c10d)."""
    return collectives.is_collective(target) or (
        isinstance(target, torch._ops.OpOverload) and target._schema.is_mutable
    )


def _remade_outputs(gm: torch.fx.GraphModule) -> dict[int, tuple[torch.fx.Node, Any]]:
    """Output position -> (node, view ops or None) for the outputs an op-by-op run hands back
    otherwise than eager would: a chain of view ops over a node the graph computes (made again as
    those views of that node's tensor, laid out as eager lays it) or over an input it does not
    write (views of the caller's tensor; AOTAutograd leaves `chunk`, `split` and `unbind` of an
    input to the backend), or a tensor eager lays out
    densely in another order than the row-major one each op's executable writes (copied into it).
    A training forward's saved activations (`SAVED_FROM` on) are read by the backward only."""
    out = next(n for n in gm.graph.nodes if n.op == "output")
    results = out.args[0] if isinstance(out.args[0], (list, tuple)) else [out.args[0]]
    limit = gm.meta.get(SAVED_FROM, len(results))
    remade: dict[int, tuple[torch.fx.Node, Any]] = {}
    written = {n.args[0] for n in gm.graph.nodes
               if n.op == "call_function" and isinstance(n.target, torch._ops.OpOverload) and n.target._schema.is_mutable
               and n.args and isinstance(n.args[0], torch.fx.Node)}
    for i, r in enumerate(results[:limit]):
        found = view_chain(r, target_name)
        if found is not None and found[0].op == "placeholder" and found[0] not in written:
            remade[i] = (found[0], resolve(found[1]))  # a view of an input (`chunk` of it, ...)
        elif found is not None and found[0].op == "call_function" and dense_order(found[0].meta.get("val")):
            remade[i] = (found[0], resolve(found[1]))
        elif (isinstance(r, torch.fx.Node) and r.op == "call_function" and dense_order(val := r.meta.get("val"))
              and not val.is_contiguous()):
            remade[i] = (r, None)
    return remade


# Op signature -> why it runs in eager, for the signatures `OP_EXECUTABLES` maps to None:
# ("user", reason) for an op torchtpu cannot compile (a fallback), ("bug", reason) for an internal
# error run in eager under TORCHTPU_ON_INTERNAL_ERROR=eager (counted in `internal_errors` once).
OP_REFUSED: dict[tuple, tuple[str, str]] = {}


def op_executable(target: Any, args: tuple, kwargs: dict, label: str) -> Any:
    """(executable, tensor positions) for this op signature, compiled on first use; None when
    the op runs in eager: by design (`_by_design`, counted `op_eager_by_design`), or because
    torchtpu cannot compile it (no rule, an unsupported argument: counted `op_eager`; the reason is
    in `OP_REFUSED`, and the caller decides between a fallback and `FallbackError`). A bug of
    torchtpu's raises `InternalCompileError` (failures.py), or with
    `TORCHTPU_ON_INTERNAL_ERROR=eager` runs the op in eager, counted `internal_errors`."""
    if _by_design(target):
        STATE.count("op_eager_by_design")
        return None
    sig = signature(target, args, kwargs)
    exe = OP_EXECUTABLES.get(sig, False)
    if exe is not False:
        STATE.count("op_cache_hits" if exe is not None else "op_eager")
        return exe
    with _OP_LOCK:
        exe = OP_EXECUTABLES.get(sig, False)
        if exe is False:
            exe = _compile_op(target, args, kwargs, label, sig)
            OP_EXECUTABLES[sig] = exe
        else:
            STATE.count("op_cache_hits" if exe is not None else "op_eager")
    return exe


def _compile_op(target: Any, args: tuple, kwargs: dict, label: str, sig: tuple) -> Any:
    flat, spec = tree_flatten((args, kwargs))
    tensors = [v for v in flat if isinstance(v, _TENSORS)]
    positions = [i for i, v in enumerate(flat) if isinstance(v, _TENSORS)]

    def one_op(*ts: torch.Tensor) -> Any:
        vals = list(flat)
        for i, t in zip(positions, ts):
            vals[i] = t
        a, k = tree_unflatten(vals, spec)
        return target(*a, **k)

    def refused(kind: str, why: str) -> None:
        OP_REFUSED[sig] = (kind, why)
        STATE.count("op_eager")

    if not isinstance(target, torch._ops.OpOverload) or target_name(target) not in ops.registered():
        return refused("user", "no lowering rule")
    # Fresh tensors of the same types: the same tensor passed twice (`x * x`) would otherwise
    # trace as one input, and the executable, kept for the signature, would square any `a * b`.
    examples = [torch.empty(t.shape, dtype=t.dtype) for t in tensors]
    try:
        gm = make_fx(one_op, tracing_mode="fake")(*examples)
    except Exception as e:  # noqa: BLE001 - an op torch cannot trace with fake tensors: unsupported here
        return refused("user", f"it cannot be traced with fake tensors: {failures.reason(e)}")
    try:
        exe = compile_graph(gm, label)
    except BaseException as e:  # noqa: BLE001 - the failure policy decides (failures.py)
        if failures.raised_as_is(e):
            raise
        if failures.is_users(e):
            return refused("user", failures.reason(e))
        err = failures.on_bug(gm, label, e)  # raises unless TORCHTPU_ON_INTERNAL_ERROR=eager
        warn(f"torchtpu: op {target_name(target)} runs in eager mode after an internal error "
             f"(TORCHTPU_ON_INTERNAL_ERROR=eager): {err}")
        return refused("bug", failures.reason(e))
    STATE.count("op_compiles")
    return (exe, positions)


class _StrictRun:
    """One call of a `strict` graph. Values stay on the PJRT device between ops
    (`_native.DeviceValue`): each op's executable is enqueued on its inputs' buffers, which may
    still be computing, and nothing waits until a value is read on the host (by an op that runs
    in eager, or as one of the graph's outputs). Run-time check flags are read at the end."""

    def __init__(self) -> None:
        # id(tensor) -> (tensor, its DeviceValue): each host tensor is handed over once per call.
        self.wrapped: dict[int, tuple[torch.Tensor, Any]] = {}
        self.results: list[Any] = []
        self.checks: list[tuple[torch.fx.Node, Any, Any]] = []

    def value(self, v: Any) -> Any:
        if not isinstance(v, torch.Tensor):
            return v
        hit = self.wrapped.get(id(v))
        if hit is None:
            hit = self.wrapped[id(v)] = (v, _native.DeviceValue.from_torch(v))
        return hit[1]

    @staticmethod
    def tensor(v: Any) -> Any:
        return v.to_torch() if isinstance(v, _native.DeviceValue) else v

    def produced(self, n: torch.fx.Node, exe: Any, outs: list, flags: Any) -> None:
        self.results += [o for o in outs if isinstance(o, _native.DeviceValue)]
        if flags is not None:
            self.checks.append((n, exe, flags))

    def wait_all(self) -> None:
        for v in self.results:
            v.wait()

    def close(self) -> None:
        """Waits for every run (a result nothing reads may still be computing from the inputs'
        memory) and drops the buffers."""
        self.wait_all()
        self.results.clear()
        self.checks.clear()
        self.wrapped.clear()


class OpByOpGraph:
    """The callable handed back to AOTAutograd for one FX graph in `strict` or `debug` mode."""

    _boxed_call = True

    def __init__(self, gm: torch.fx.GraphModule, name: str, mode: str, user_outputs: bool = False):
        self._boxed_call = True
        self.gm, self.name, self.mode = gm, name, mode
        self.nodes = list(gm.graph.nodes)
        # Outputs the user sees (`user_outputs`: a forward or inference graph's, before a training
        # forward's saved activations) get eager's aliasing and strides (output_views.py): each
        # op's executable writes a new dense tensor, where eager returns views and keeps layouts.
        self.remade = _remade_outputs(gm) if user_outputs else {}
        out = next(n for n in self.nodes if n.op == "output")
        self.output_nodes = list(out.args[0]) if isinstance(out.args[0], (list, tuple)) else [out.args[0]]
        # Random ops that run in eager (debug mode, TORCHTPU_RANDOM=torch), decided once per graph.
        eager = mode == "debug" or config.random_source() == "torch"
        self.eager_random = {n for n in self.nodes if eager and n.op == "call_function" and ops.is_random(n.target)}
        # With no symbolic size among the inputs, every call gives each node the same op
        # signature: its executable is looked up once, on the first call, not per op per call.
        self.static = not any(
            isinstance(d, torch.SymInt)
            for n in self.nodes if n.op == "placeholder" and isinstance(n.meta.get("val"), torch.Tensor)
            for d in n.meta["val"].shape
        )
        self.entries: dict[torch.fx.Node, Any] = {}
        # (node, op signature) counted as a fallback: once each.
        self.fell_back: set[tuple[torch.fx.Node, tuple]] = set()
        # Strict mode, static graphs: node -> (executable, its tensor operands' nodes, several results).
        self.fast: dict[torch.fx.Node, tuple[Any, list, bool]] = {}

    def __call__(self, *call_args: Any) -> Any:
        boxed = len(call_args) == 1 and isinstance(call_args[0], list)
        args = call_args[0] if boxed else list(call_args)
        env: dict[torch.fx.Node, Any] = {}
        it = iter(args)
        result: Any = None
        run = _StrictRun() if self.mode == "strict" else None
        for n in self.nodes:
            if n.op == "placeholder":
                env[n] = next(it)
            elif n.op == "get_attr":
                obj: Any = self.gm
                for part in n.target.split("."):
                    obj = getattr(obj, part)
                env[n] = obj
            elif n.op == "call_function":
                fast = self.fast.get(n) if run is not None else None
                if fast is not None:
                    # Strict mode, a static graph, after the first call: the node's executable
                    # and its tensor operands' nodes are known; nothing else is looked at.
                    exe, operands, multi = fast
                    outs, flags = exe.call_values([run.value(env[m]) for m in operands])
                    run.produced(n, exe, outs, flags)
                    STATE.count("op_cache_hits")
                    env[n] = tuple(outs) if multi else outs[0]
                    continue
                a, k = torch.fx.node.map_arg((n.args, n.kwargs), lambda m: env[m])
                env[n] = a[0][a[1]] if n.target is operator.getitem else self._run(n, a, k, run)
            elif n.op == "output":
                result = torch.fx.node.map_arg(n.args[0], lambda m: env[m])
        if run is not None:
            # The one place strict mode waits: the graph's outputs are handed back.
            self._check_strict(run)
            result = tree_map(run.tensor, result)
        if self.remade:
            result = self._remake(result, env, run)
        if run is not None:
            env.clear()
            run.close()
        if boxed:
            args.clear()
        return list(result) if isinstance(result, (list, tuple)) else result

    def _remake(self, result: Any, env: dict, run: _StrictRun | None) -> Any:
        """The graph's outputs with eager's strides and aliasing (`_remade_outputs`)."""
        outs = list(result) if isinstance(result, (list, tuple)) else [result]
        # An output's own tensor is the base of the views of it, so that they share its memory.
        laid: dict[torch.fx.Node, Any] = {
            node: outs[k] for k, node in enumerate(self.output_nodes)
            if k not in self.remade and isinstance(node, torch.fx.Node) and k < len(outs)
        }

        def laid_out(node: torch.fx.Node) -> Any:
            if node.op == "placeholder":
                return env[node]  # the caller's tensor itself
            if node not in laid:
                v = env[node]
                laid[node] = eager_layout(run.tensor(v) if run is not None else v, node.meta.get("val"))
            return laid[node]

        for i, (node, ops) in self.remade.items():
            outs[i] = laid_out(node) if ops is None else replay(laid_out(node), ops)
        return outs if isinstance(result, (list, tuple)) else outs[0]

    def _check_strict(self, run: _StrictRun) -> None:
        """Raises `CheckError` for the first op (in graph order) whose run-time check failed,
        naming this graph's node and the user's source line."""
        for n, exe, flags in run.checks:
            try:
                exe.compiled.check_values(flags)
            except _native.CheckError as e:
                e.node = n.name
                raise with_source(e, self.gm) from None

    # -- one op --

    def _run(self, n: torch.fx.Node, args: tuple, kwargs: dict, run: _StrictRun | None) -> Any:
        eager_random = n in self.eager_random
        if eager_random:
            entry = None
            STATE.count("op_eager_by_design")
        elif n in self.entries:
            entry = self.entries[n]
            STATE.count("op_cache_hits" if entry is not None else "op_eager_by_design" if _by_design(n.target) else "op_eager")
        else:
            entry = op_executable(n.target, args, kwargs, f"{self.name}.{n.name}")
            if self.static:
                self.entries[n] = entry
        if entry is None and not eager_random and not _by_design(n.target):
            self._fell_back(n, args, kwargs)
        val = n.meta.get("val")
        if entry is None:
            if run is not None:
                if isinstance(n.target, torch._ops.OpOverload) and n.target._schema.is_mutable:
                    run.wait_all()  # no run may still read what the op writes
                args, kwargs = tree_map(run.tensor, (args, kwargs))
            out = n.target(*args, **kwargs)
            outs = list(out) if isinstance(out, (tuple, list)) else [out]
        elif run is not None and entry[0].prepared is None:
            exe, positions = entry
            flat, _ = tree_flatten((args, kwargs))
            outs, flags = exe.call_values([run.value(flat[i]) for i in positions])
            run.produced(n, exe, outs, flags)
            nodes = tree_flatten((n.args, n.kwargs))[0]
            if self.static and len(nodes) == len(flat) and outs and all(isinstance(nodes[i], torch.fx.Node) for i in positions):
                self.fast[n] = (exe, [nodes[i] for i in positions], isinstance(val, (tuple, list)))
            return tuple(outs) if isinstance(val, (tuple, list)) else (outs[0] if outs else None)
        else:
            exe, positions = entry
            flat, _ = tree_flatten((args, kwargs))
            if run is not None:
                flat = [run.tensor(v) for v in flat]
            outs = exe([flat[i] for i in positions])
            if self.mode == "debug" and target_name(n.target) in PERTURB:
                outs = PERTURB[target_name(n.target)](outs)
            out = tuple(outs) if isinstance(val, (tuple, list)) else (outs[0] if outs else None)
        if self.mode == "debug" and not collectives.in_flight(n.target):
            self._check(n, args, kwargs, outs, entry is not None)
        return out

    def _fell_back(self, n: torch.fx.Node, args: tuple, kwargs: dict) -> None:
        """Node `n` runs in eager because torchtpu cannot compile its op: raises `FallbackError`
        with `TORCHTPU_FALLBACK=error`; else counts one `fallbacks` per node of this graph and op
        signature, and names the op in one warning per process. An internal error run in eager
        is counted in `internal_errors` instead (op_executable)."""
        sig = signature(n.target, args, kwargs)
        kind, why = OP_REFUSED.get(sig, ("user", "no lowering rule"))
        if kind != "user" or (n, sig) in self.fell_back:
            return
        op = target_name(n.target)
        if config.fallback_mode() == "error":
            raise FallbackError(f"torchtpu cannot compile op {op} (node `{n.name}` of graph `{self.name}`): {why}")
        self.fell_back.add((n, sig))
        STATE.count("fallbacks")
        if STATE.first_time(f"op:{op}"):
            warn(f"torchtpu: graph `{self.name}` runs op {op} (node `{n.name}`) in eager mode ({self.mode} mode): {why}")

    # -- debug checks --

    def _fail(self, n: torch.fx.Node, kind: str, what: str, args: tuple, kwargs: dict, extra: str = "") -> None:
        src = source_line(self.gm, n.name)
        inputs = [_stats(v) for v in tree_flatten((args, kwargs))[0] if isinstance(v, torch.Tensor)]
        lines = [f"torchtpu debug: node `{n.name}` ({target_name(n.target)}) in graph `{self.name}`: {what}"]
        lines.append(f"  at {src}" if src else "  (no source line recorded for this node)")
        lines += [f"  input {i}: {s}" for i, s in enumerate(inputs)]
        if extra:
            lines.append(extra)
        raise DebugError("\n".join(lines), n.name, target_name(n.target), kind, src)

    def _eager_has_same_inf(self, n: torch.fx.Node, args: tuple, kwargs: dict, outs: list) -> bool:
        ref = n.target(*args, **kwargs)
        refs = list(ref) if isinstance(ref, (tuple, list)) else [ref]
        return all(
            not (isinstance(o, torch.Tensor) and o.is_floating_point())
            or (isinstance(r, torch.Tensor) and r.shape == o.shape and torch.equal(torch.isinf(o), torch.isinf(r)))
            for o, r in zip(outs, refs)
        )

    def _check(self, n: torch.fx.Node, args: tuple, kwargs: dict, outs: list, compiled: bool) -> None:
        expected = n.meta.get("val")
        exp = list(expected) if isinstance(expected, (tuple, list)) else [expected]
        for i, (got, want) in enumerate(zip(outs, exp)):
            if not isinstance(want, torch.Tensor) or not isinstance(got, torch.Tensor):
                continue
            if got.dtype != want.dtype:
                self._fail(n, "dtype", f"result {i} is {got.dtype}, torch recorded {want.dtype}", args, kwargs)
            static = [d for d in want.shape if isinstance(d, int)]
            if len(static) == len(want.shape) and tuple(got.shape) != tuple(want.shape):
                self._fail(n, "shape", f"result {i} has shape {list(got.shape)}, torch recorded {list(want.shape)}", args, kwargs)
        inputs = [v for v in tree_flatten((args, kwargs))[0] if isinstance(v, torch.Tensor)]
        numbers = [v for v in tree_flatten((args, kwargs))[0] if isinstance(v, float)]
        # A NaN number among the arguments is one the graph asks for (`scalar_tensor(nan)` in the
        # decompositions of `xlogy` and `kl_div`, a `where` with NaN): not an error.
        if (_nonfinite(outs, torch.isnan) and not _nonfinite(inputs, torch.isnan)
                and not any(math.isnan(x) for x in numbers)):
            self._fail(n, "nan", "the result has NaN, and no input does", args, kwargs,
                       "  result: " + "; ".join(_stats(o) for o in outs))
        if inputs and _nonfinite(outs, torch.isinf) and not _nonfinite(inputs, torch.isinf) and all(math.isfinite(x) for x in numbers):
            # An Inf the model makes on purpose (a mask of finfo.min that overflows, say) is one
            # eager makes too: only an Inf where eager has none is an error.
            if compiled and not self._eager_has_same_inf(n, args, kwargs, outs):
                self._fail(n, "inf", "the result has Inf where eager's has none (an overflow, a log of 0, a division by 0)", args, kwargs,
                           "  result: " + "; ".join(_stats(o) for o in outs))
        if compiled and config.debug_compare():
            rtol, atol = config.debug_tolerance()
            ref = n.target(*args, **kwargs)
            refs = list(ref) if isinstance(ref, (tuple, list)) else [ref]
            for i, (got, want) in enumerate(zip(outs, refs)):
                if isinstance(got, torch.Tensor) and isinstance(want, torch.Tensor) and not torch.allclose(
                    got.to(want.dtype), want, rtol=rtol, atol=atol, equal_nan=True
                ):
                    diff = (got.double() - want.double()).abs()
                    self._fail(n, "mismatch", f"result {i} differs from eager beyond rtol={rtol}, atol={atol} "
                               f"(largest difference {diff.max().item():.4g})", args, kwargs,
                               f"  compiled: {_stats(got)}\n  eager:    {_stats(want)}")


# ---- filling the op cache ahead of time ---------------------------------------------------------

# precompile_ops makes a stand-in tensor per operand: at most this many elements (1 GiB of f32).
_MAX_DECODED = 1 << 28


def _decode(arg: dict, types: dict[tuple[str, int], Any]) -> Any:
    """A serialized argument as the Python value the op takes; a `ref` becomes an uninitialized
    tensor of the referenced value's type (only its type matters)."""

    def stand_in(node: str, out: int) -> torch.Tensor:
        meta = types.get((node, out))
        if meta is None or any(not isinstance(d, int) or d < 0 for d in meta["shape"]):
            raise ValueError("a symbolic or unknown operand")
        if math.prod(meta["shape"]) > _MAX_DECODED:
            raise ValueError("an operand too large to stand in for")  # a dump from elsewhere
        return torch.empty(meta["shape"], dtype=DTYPES[meta["dtype"]])

    return decode_arg(arg, stand_in)


def precompile_ops(graphs: Any) -> dict:
    """Compiles, ahead of time, the op executables `strict` mode would compile for `graphs`: a
    dump directory (`TORCHTPU_DUMP_DIR`, its `*.graph.json`), or a list of `.graph.json` paths.
    Each op signature compiles once and goes to the memory, disk and remote tiers, so a new
    process running a model with these signatures in `strict` mode compiles none of them.
    Returns counts: `ops` (calls seen), `signatures` (distinct), `compiled` (new executables),
    `eager` (ops that run in eager: no rule, refused, random) and `skipped` (symbolic shapes)."""
    import glob
    import json
    import os

    paths = sorted(glob.glob(os.path.join(graphs, "*.graph.json"))) if isinstance(graphs, (str, os.PathLike)) else list(graphs)
    counts = dict.fromkeys(("ops", "signatures", "compiled", "eager", "skipped"), 0)
    seen: set = set()
    for path in paths:
        with open(path) as f:
            g = json.load(f)
        types: dict[tuple[str, int], Any] = {}
        for i in g.get("inputs", []):
            if i.get("kind") == "tensor":
                types[(i["name"], 0)] = i["meta"]
        for c in g.get("constants", []):
            types[(c["name"], 0)] = c["meta"]
        for n in g["nodes"]:
            for k, meta in enumerate(n.get("outputs") or []):
                if isinstance(meta, dict) and "dtype" in meta:
                    types[(n["name"], k)] = meta
            if not n["target"].startswith("aten."):
                continue
            counts["ops"] += 1
            try:
                target = resolve_target(n["target"])
                args = tuple(_decode(a, types) for a in n["args"])
                kwargs = {k: _decode(v, types) for k, v in n["kwargs"].items()}
            except (ValueError, AttributeError, KeyError):
                counts["skipped"] += 1
                continue
            if ops.is_random(target) and config.random_source() == "torch":
                counts["eager"] += 1
                continue
            sig = signature(target, args, kwargs)
            if sig in seen:
                continue
            seen.add(sig)
            counts["signatures"] += 1
            before = STATE.snapshot()["op_compiles"]
            entry = op_executable(target, args, kwargs, f"{g.get('name', 'graph')}.{n['name']}")
            if entry is None:
                counts["eager"] += 1
            elif STATE.snapshot()["op_compiles"] > before:
                counts["compiled"] += 1
    return counts
