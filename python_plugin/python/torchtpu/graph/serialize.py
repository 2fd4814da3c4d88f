"""FX graph (after AOTAutograd) -> the serialized graph format, version 4 (docs/graph-format.md).

`serialize_graph` reads shapes and dtypes from each node's ``meta["val"]`` (the fake tensors
Dynamo and AOTAutograd recorded). When a graph has symbolic sizes, either `concrete` maps each node
to the value it took on one real call (sizes then become plain integers, and the result is a static
graph specialized to that call's shapes), or `symbols` lists the graph's size symbols with a bucket
each (`serialize_symbolic`): sizes stay symbolic, size arithmetic becomes `sym` arguments, and the
compiler's `bucket_shapes` pass specializes the graph to the buckets (docs/dynamism.md).
"""

from __future__ import annotations

import base64
import contextvars
import json
import operator
from typing import Any

import torch
import torch.fx
from torch._subclasses.fake_tensor import unset_fake_temporarily

from .. import _native
from . import ops
from .aot_metadata import SAVED_FROM, STRIDE_ORDER_INPUTS
from .kernel_nodes import KERNEL_TARGET

# Set by capture/control_flow.py on a control-flow node compiled with its subgraphs.
NATIVE_CONTROL_FLOW = "torchtpu_native_control_flow"
from .output_views import view_chain

# The newest version this serializer writes (a graph is written as the oldest it can be).
FORMAT_VERSION = 7

# (key, input types) -> (StableHLO, source label) of a custom kernel; set by kernels.py, which
# sits above this module.
_kernel_source: Any = None


def set_kernel_source(fn: Any) -> None:
    global _kernel_source
    _kernel_source = fn

# The graph input that carries symbol `s`'s true value at run time (an i64[] tensor).
SIZE_INPUT_PREFIX = "torchtpu_size_"

# A graph with random ops (`ops.random_targets()`) takes this extra last input, i64[2], filled per
# call by the runtime (compiler/src/lower/random.rs, docs/graph-format.md).
RNG_SEED_INPUT = "torchtpu_rng_seed"

# torch dtype -> the serialized format's name, from the compiler's one dtype table.
DTYPE_NAMES = {getattr(torch, t): name for name, t in _native.dtypes()}
DTYPES = {v: k for k, v in DTYPE_NAMES.items()}


class SerializeError(ValueError):
    """The graph holds something the format cannot express (names the node)."""


def _unsupported_node_error() -> type:
    class UnsupportedNode(_native.UnsupportedError):
        """A node the compiler cannot lower exactly (the partitioner then runs it in eager)."""

    return UnsupportedNode


UnsupportedNode = _unsupported_node_error()


def dtype_name(dtype: torch.dtype, where: str) -> str:
    try:
        return DTYPE_NAMES[dtype]
    except KeyError:
        raise SerializeError(f"node `{where}`: dtype {dtype} is not supported by torchtpu") from None


# Symbols fixed to a value while one graph is serialized (`serialize_symbolic(..., pinned=...)`):
# a graph whose dims multiply two symbols is bucketed in one of them, the others exact.
_PINNED: contextvars.ContextVar[dict] = contextvars.ContextVar("torchtpu_pinned_symbols", default={})


def sym_expr(s: torch.SymInt) -> Any:
    """The sympy expression of a SymInt, after the shape environment's replacements (so that two
    sizes guarded equal print the same), with any pinned symbol replaced by its value."""
    node = s.node
    expr = node.expr
    env = getattr(node, "shape_env", None)
    if env is not None:
        try:
            expr = env.replace(expr)
        except Exception:  # noqa: BLE001 - the unreplaced expression is still right
            pass
    pinned = _PINNED.get()
    if pinned and hasattr(expr, "xreplace"):
        expr = expr.xreplace(pinned)
    return expr


def _hint(s: torch.SymInt) -> int | None:
    hint = getattr(s.node, "hint", None)
    try:
        return int(hint) if hint is not None else None
    except (TypeError, ValueError):
        return None


def _dim(d: Any) -> Any:
    if isinstance(d, int):
        return d
    if isinstance(d, torch.SymInt):
        node = d.node
        if node.is_constant() if hasattr(node, "is_constant") else False:
            return int(d)
        expr = sym_expr(d)
        if getattr(expr, "is_number", False):
            return int(expr)
        return {"sym": str(expr), "hint": _hint(d)}
    return int(d)


def tensor_meta(t: torch.Tensor, where: str) -> dict:
    meta = {"dtype": dtype_name(t.dtype, where), "shape": [_dim(d) for d in t.shape]}
    return meta


def _float(v: float) -> Any:
    if v != v:
        return "nan"
    if v == float("inf"):
        return "inf"
    if v == float("-inf"):
        return "-inf"
    return v


def target_name(target: Any) -> str:
    if isinstance(target, torch._ops.OpOverload):
        return str(target)  # aten.addmm.default
    if isinstance(target, torch._ops.OpOverloadPacket):
        return f"{target}.default"
    mod = getattr(target, "__module__", None)
    name = getattr(target, "__name__", repr(target))
    if mod in ("_operator", "operator"):
        return f"operator.{name}"
    if mod and mod.startswith("torch"):
        return f"{mod}.{name}"
    return f"{mod}.{name}" if mod else name


def _is_symbolic(v: Any) -> bool:
    if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
        return True
    if isinstance(v, torch.Tensor):
        return any(isinstance(d, torch.SymInt) for d in v.shape)
    if isinstance(v, (list, tuple)):
        return any(_is_symbolic(x) for x in v)
    return False


def graph_is_dynamic(gm: torch.fx.GraphModule) -> bool:
    """True when any node carries a symbolic size (the graph must be specialized per call)."""
    return any(_is_symbolic(n.meta.get("val")) for n in gm.graph.nodes)


def _float_expr_as_int(text: str) -> str | None:
    """`ToFloat(s0) - 1.0` -> `(s0) - 1`: a symbolic float that is an integer expression converted
    to float, as integer text; None when it holds anything else (a fraction, a float function)."""
    import re

    out = text.replace("ToFloat(", "(")
    out = re.sub(r"(?<![\w.])(\d+)\.0+(?![\d.])", r"\1", out)
    if re.search(r"[.]|[A-Za-z_]\w*\(", out):
        return None
    return out


class _Serializer:
    def __init__(
        self,
        gm: torch.fx.GraphModule,
        name: str,
        concrete: dict | None,
        symbols: list[dict] | None = None,
        aliases: list[tuple[int, int]] | None = None,
        static_inputs: frozenset[int] = frozenset(),
        host_views: bool = False,
        mutated: frozenset[int] = frozenset(),
        subgraphs: dict[str, dict] | None = None,
        prefix: str = "",
    ):
        self.gm = gm
        # Version 8: the subgraphs of control-flow nodes (capture/control_flow.py), one table for
        # the graph and its subgraphs, by name (`prefix` + the submodule's name, so that a nested
        # subgraph's name says where it is: `true_graph_0.false_graph_0`).
        self.subgraphs: dict[str, dict] = {} if subgraphs is None else subgraphs
        self.prefix = prefix
        # Tensors passed by memory order, and outputs made on the host as views of inputs (the
        # callers that run the executable through `Executable.__call__` only; `host_view`).
        self.host_views = host_views
        # Graph results that are views of graph inputs: output position -> (input position,
        # permutation or None), made by `Executable.__call__` without the executable.
        self.output_views: dict[int, tuple] = {}
        # Intermediate tensors that outputs are views of, returned after the graph's outputs
        # (`output_alias`).
        self.hidden_bases: list[torch.fx.Node] = []
        self.placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
        # A backward graph: an input traced as a view with gaps is a saved activation the forward
        # wrote densely in its strides' order (`saved_layout`), read in place in that order.
        self.stride_order_inputs = bool(gm.meta.get(STRIDE_ORDER_INPUTS))
        # (graph input, graph output): the output is the input's new value (aot_metadata.py).
        self.aliases = list(aliases or [])
        # Inputs written during or after the call: AOTAutograd's mutated inputs (`mutated`), the
        # donated ones, and any the graph passes to an op that writes its arguments.
        # Read only with `host_views`, so only scanned for it.
        self.written = set(mutated) | {i for i, _ in self.aliases}
        for n in gm.graph.nodes if host_views else ():
            schema = getattr(n.target, "_schema", None) if n.op == "call_function" else None
            if schema is not None and schema.is_mutable:
                for a in (*n.args, *n.kwargs.values()):
                    if isinstance(a, torch.fx.Node) and a.op == "placeholder":
                        self.written.add(self.placeholders.index(a))
        # Placeholder positions that are module parameters or buffers (`"static": true`).
        self.static_inputs = static_inputs
        self.name = name
        self.concrete = concrete
        # Symbolic mode (bucketing): the symbols table, and the `sym` argument standing for each
        # node whose value is a SymInt (a symint input, sym_size, size arithmetic).
        self.symbols = symbols
        self.syms: dict[torch.fx.Node, dict] = {}
        # Graph results that are symbolic sizes (symbolic mode): output position -> expression.
        self.sym_outputs: dict[int, Any] = {}
        # getitem(node, i) is not a node of its own in the format: it is result i of `node`.
        self.refs: dict[torch.fx.Node, dict] = {}
        # Sizes computed by a node (sym_size, operator.mul on SymInts), when specialized.
        self.literals: dict[torch.fx.Node, Any] = {}
        # Graph results that are plain numbers after specialization: returned by Python directly.
        self.output_literals: dict[int, Any] = {}
        # Custom kernels (version 4): (key, input types) -> their entry in `kernels`.
        self.kernels: dict[tuple, dict] = {}
        # Whether an argument is a Python complex number (version 7).
        self.complex_args = False

    def kernel_node(self, n: torch.fx.Node, node: dict) -> None:
        """A custom kernel call: its second argument becomes the name of an entry of the graph's
        `kernels` table holding the kernel's StableHLO at the node's input types (kernels.py)."""
        key = n.args[1]
        metas = []
        for a in n.args[0]:
            v = self.value_of(a)
            if not isinstance(v, torch.Tensor) or _is_symbolic(v):
                raise SerializeError(f"node `{n.name}`: a custom kernel's inputs must be tensors of static shape")
            metas.append((tuple(int(d) for d in v.shape), v.dtype))
        sig = (key, tuple(metas))
        entry = self.kernels.get(sig)
        if entry is None:
            if _kernel_source is None:
                raise SerializeError(f"node `{n.name}`: custom kernels are not set up (import torchtpu.extensions.kernels)")
            text, source = _kernel_source(key, metas)
            entry = self.kernels[sig] = {"name": f"k{len(self.kernels)}", "stablehlo": text, "source": source}
        node["args"][1] = {"t": "str", "v": entry["name"]}

    def host_view(self, r: Any) -> tuple[int, tuple[int, ...] | None] | None:
        """`(input position, perm)` when the graph output `r` is a graph input itself (perm None)
        or a `permute`/`t`/`transpose` of one: the caller makes it as `input.permute(perm)`, a
        view, where the executable would write a copy (a saved `w.T` in a training forward).
        None for anything else, and for inputs the graph writes."""
        if not self.host_views or self.symbols is not None or not isinstance(r, torch.fx.Node):
            return None
        src, perm = r, None
        if r.op == "call_function":
            v = self.value_of(r)
            if not isinstance(v, torch.Tensor) or not r.args or not isinstance(r.args[0], torch.fx.Node):
                return None
            rank = v.dim()
            name = target_name(r.target)
            if name == "aten.permute.default" and len(r.args) > 1:
                perm = tuple(int(d) % rank for d in r.args[1]) if rank else ()
            elif name == "aten.t.default" and rank == 2:
                perm = (1, 0)
            elif name == "aten.transpose.int" and rank and len(r.args) > 2:
                order = list(range(rank))
                a, b = int(r.args[1]) % rank, int(r.args[2]) % rank
                order[a], order[b] = order[b], order[a]
                perm = tuple(order)
            else:
                return None
            src = r.args[0]
        if src.op != "placeholder" or not isinstance(self.value_of(src), torch.Tensor):
            return None
        pos = self.placeholders.index(src)
        if pos in self.written:
            return None
        return pos, perm

    def user_view_chain(self, i: int, r: Any) -> tuple[torch.fx.Node, tuple] | None:
        """`view_chain` of graph output `i`, `r`, where the caller may make it on the host: an
        output the user sees (not a training forward's saved activation, not a backward's
        gradient) of a graph with static sizes compiled with `host_views`."""
        start = self.gm.meta.get(SAVED_FROM)
        if (not self.host_views or self.symbols is not None or self.stride_order_inputs
                or (start is not None and i >= start) or not isinstance(r, torch.fx.Node)):
            return None
        return view_chain(r, target_name)

    def input_views(self, i: int, r: Any) -> tuple | None:
        """`("in", input position, ops)` when graph output `i`, `r`, is a chain of view ops over
        a graph input the graph does not write (`x.chunk(3, 1)[1].t()`, `x.unbind(1)[2]`): the
        caller replays `ops` on the input, and the user gets eager's view. AOTAutograd remakes
        most views of inputs itself, but not those eager makes with an op of several outputs
        (`chunk`, `split`, `unbind`), which it leaves to the backend as plain outputs (Inductor
        returns them as views of the input's storage). Not for a training forward's saved
        activations, nor graphs with symbolic sizes (`output_views.host_outputs` there)."""
        found = self.user_view_chain(i, r)
        if found is None:
            return None
        src, chain = found
        if src.op != "placeholder" or not isinstance(self.value_of(src), torch.Tensor):
            return None
        pos = self.placeholders.index(src)
        if pos in self.written:
            return None
        return ("in", pos, chain)

    def value_of(self, n: torch.fx.Node) -> Any:
        if self.concrete is not None and n in self.concrete:
            return self.concrete[n]
        return n.meta.get("val")

    def arg(self, a: Any, where: str) -> dict:
        if isinstance(a, torch.fx.Node):
            if a.op == "get_attr" and isinstance(getattr(self.gm, a.target, None), torch.fx.GraphModule):
                return {"t": "str", "v": self.prefix + a.target}
            if a in self.syms:
                return self.syms[a]
            if a in self.literals:
                return self.arg(self.literals[a], where)
            if a in self.refs:
                return self.refs[a]
            return {"t": "ref", "node": a.name, "out": 0}
        if isinstance(a, bool):
            return {"t": "bool", "v": a}
        if isinstance(a, int):
            return {"t": "int", "v": a}
        if isinstance(a, float):
            return {"t": "float", "v": _float(a)}
        if isinstance(a, complex):
            self.complex_args = True
            return {"t": "complex", "v": [_float(a.real), _float(a.imag)]}
        if a is None:
            return {"t": "none"}
        if isinstance(a, str):
            return {"t": "str", "v": a}
        if isinstance(a, torch.dtype):
            return {"t": "dtype", "v": dtype_name(a, where)}
        if isinstance(a, torch.device):
            return {"t": "device", "v": str(a)}
        if isinstance(a, torch.layout):
            return {"t": "layout", "v": str(a)}
        if isinstance(a, torch.memory_format):
            return {"t": "memory_format", "v": str(a)}
        if isinstance(a, (list, tuple)):
            return {"t": "list", "v": [self.arg(x, where) for x in a]}
        if isinstance(a, torch.SymInt):
            return self.sym_arg(a)
        if isinstance(a, (torch.SymFloat, torch.SymBool)):
            raise SerializeError(f"node `{where}`: symbolic {type(a).__name__} arguments are not supported")
        raise SerializeError(f"node `{where}`: cannot serialize an argument of type {type(a).__name__}")

    def sym_arg(self, v: torch.SymInt) -> dict:
        expr = sym_expr(v)
        if getattr(expr, "is_number", False):
            return {"t": "int", "v": int(expr)}
        return {"t": "sym", "expr": str(expr), "hint": _hint(v)}

    def check_own_storage(self, n: torch.fx.Node) -> None:
        """`as_strided` addresses storage; the compiler reads the operand's own elements instead,
        which is exact only for an operand that is contiguous from storage offset 0."""
        src = n.args[0]
        v = self.value_of(src) if isinstance(src, torch.fx.Node) else None
        ok = isinstance(v, torch.Tensor) and v.is_contiguous() and v.storage_offset() == 0
        if not ok:
            raise UnsupportedNode(
                f"unsupported use of {target_name(n.target)} (node `{n.name}`): its operand is not "
                "contiguous from storage offset 0"
            )

    def subgraph(self, n: torch.fx.Node, sub: torch.fx.GraphModule) -> None:
        """Writes subgraph `sub` (get_attr node `n`) into the `subgraphs` table, once. Only the
        control-flow nodes capture/control_flow.py marked compile with their subgraphs."""
        name = self.prefix + n.target
        if name in self.subgraphs:
            return
        others = [u for u in n.users if not u.meta.get(NATIVE_CONTROL_FLOW)]
        if others:
            users = ", ".join(f"{target_name(u.target)} (node `{u.name}`)" for u in others)
            raise UnsupportedNode(f"unsupported use of {users}: its subgraph `{n.target}` cannot be compiled whole "
                                  "(it holds a random op, a custom kernel, an op without a lowering rule or a "
                                  "symbolic size; docs/limitations.md, Ops and dtypes)")
        self.subgraphs[name] = {}  # claimed first: names stay in the order they are met
        inner = _Serializer(sub, name, None, subgraphs=self.subgraphs, prefix=name + ".")
        graph = inner.run()
        extra = [k for k in ("symbols", "aliases", "kernels", "output_layouts") if k in graph]
        if extra or inner.output_literals or inner.sym_outputs or any(i["name"] == RNG_SEED_INPUT for i in graph["inputs"]):
            raise SerializeError(f"subgraph `{name}`: only tensors and ops without a seed or kernel may be compiled "
                                 f"as control flow ({', '.join(extra) or 'a literal, size or seed'})")
        self.complex_args |= inner.complex_args
        self.subgraphs[name] = {"name": name, **{k: graph[k] for k in ("inputs", "constants", "nodes", "outputs")}}

    def constant(self, n: torch.fx.Node) -> dict:
        t = getattr(self.gm, n.target)
        if not isinstance(t, torch.Tensor):
            raise SerializeError(f"constant `{n.name}` is a {type(t).__name__}, not a tensor")
        # AOTAutograd calls the compiler with a FakeTensorMode active; a constant's bytes are real.
        with unset_fake_temporarily():
            t = t.detach().contiguous().cpu()
            raw = t.reshape(-1).view(torch.uint8) if t.numel() else torch.empty(0, dtype=torch.uint8)
            data = base64.b64encode(raw.numpy().tobytes()).decode("ascii")
        return {"name": n.name, "meta": tensor_meta(t, n.name), "data": data}

    def value_meta(self, v: Any, where: str) -> Any:
        if isinstance(v, torch.Tensor):
            return tensor_meta(v, where)
        if isinstance(v, (bool, torch.SymBool)):
            return {"scalar": "bool"}
        if isinstance(v, (int, torch.SymInt)):
            return {"scalar": "int"}
        if isinstance(v, (float, torch.SymFloat)):
            return {"scalar": "float"}
        return None

    def run(self) -> dict:
        inputs, constants, nodes, outputs = [], [], [], []
        output_layouts: list[dict] = []
        for n in self.gm.graph.nodes:
            if n.op == "placeholder":
                v = self.value_of(n)
                if isinstance(v, torch.Tensor):
                    inp = {"name": n.name, "kind": "tensor", "meta": tensor_meta(v, n.name)}
                    if len(inputs) in self.static_inputs:
                        inp["static"] = True
                    elif self.host_views and self.symbols is None and len(inputs) not in self.written:
                        perm = memory_order(v, gaps=self.stride_order_inputs)
                        if perm is not None:
                            inp["layout"] = list(perm)
                    inputs.append(inp)
                elif isinstance(v, (int, torch.SymInt)):
                    if (self.concrete is not None or self.symbols is not None) and isinstance(v, int):
                        self.literals[n] = v
                    elif self.symbols is not None and isinstance(v, torch.SymInt):
                        self.syms[n] = self.sym_arg(v)
                    inputs.append({"name": n.name, "kind": "symint"})
                elif type(v) is float and (self.concrete is not None or self.symbols is not None):
                    # A float made from sizes (a saved `1 / sqrt(head_size)` of a backward graph
                    # compiled for one shape): known here, a constant of this executable. Its
                    # input slot is a scalar the program never reads.
                    self.literals[n] = v
                    inputs.append({"name": n.name, "kind": "symint"})
                else:
                    raise SerializeError(f"input `{n.name}`: unsupported input of type {type(v).__name__}")
            elif n.op == "get_attr":
                sub = getattr(self.gm, n.target)
                if isinstance(sub, torch.fx.GraphModule):
                    self.subgraph(n, sub)
                else:
                    constants.append(self.constant(n))
            elif n.op == "call_function":
                if target_name(n.target) in ops.storage_targets():
                    self.check_own_storage(n)
                if n.target is operator.getitem and isinstance(n.args[0], torch.fx.Node):
                    src = n.args[0]
                    if src in self.refs or src in self.literals:
                        raise SerializeError(f"node `{n.name}`: nested getitem is not supported")
                    self.refs[n] = {"t": "ref", "node": src.name, "out": int(n.args[1])}
                    continue
                v = self.value_of(n)
                if self.symbols is not None and isinstance(v, torch.SymInt):
                    # Size arithmetic: its uses read the expression, evaluated by the compiler.
                    self.syms[n] = self.sym_arg(v)
                    continue
                if self.symbols is not None and isinstance(v, torch.SymFloat):
                    # `sym_float(n - 1)` (a variance's divisor): the integer size it converts; the
                    # compiler reads it from the runtime sizes, and float promotion is unchanged.
                    text = _float_expr_as_int(str(sym_expr(v)))
                    if text is None:
                        raise SerializeError(f"node `{n.name}`: the symbolic float `{sym_expr(v)}` cannot be bucketed")
                    self.syms[n] = {"t": "sym", "expr": text, "hint": None}
                    continue
                if self.symbols is not None and isinstance(v, torch.SymBool):
                    raise SerializeError(f"node `{n.name}`: a symbolic SymBool cannot be bucketed")
                if self.symbols is not None and isinstance(v, (int, float, bool)):
                    self.literals[n] = v
                    continue
                if self.concrete is not None and isinstance(v, (int, float, bool)) and not isinstance(v, torch.Tensor):
                    # A size computed from shapes: with shapes specialized it is a constant.
                    self.literals[n] = v
                    continue
                outs = list(v) if isinstance(v, (list, tuple)) else [v]
                node = {
                    "name": n.name,
                    "target": target_name(n.target),
                    "args": [self.arg(a, n.name) for a in n.args],
                    "kwargs": {k: self.arg(a, n.name) for k, a in n.kwargs.items()},
                    "outputs": [self.value_meta(o, n.name) for o in outs],
                }
                if node["target"] == KERNEL_TARGET:
                    self.kernel_node(n, node)
                nodes.append(node)
            elif n.op == "output":
                res = n.args[0]
                res = res if isinstance(res, (list, tuple)) else [res]
                for i, r in enumerate(res):
                    if isinstance(r, torch.fx.Node) and r in self.syms:
                        self.sym_outputs[i] = sym_expr(self.value_of(r))
                        outputs.append({"t": "none"})
                    elif isinstance(r, torch.fx.Node) and r in self.literals:
                        self.output_literals[i] = self.literals[r]
                        outputs.append({"t": "none"})
                    elif (view := self.host_view(r)) is not None:
                        self.output_views[i] = view
                        outputs.append({"t": "none"})
                    elif (view := self.input_views(i, r)) is not None:
                        self.output_views[i] = view
                        outputs.append({"t": "none"})
                    elif (alias := self.output_alias(i, r, res)) is not None:
                        self.output_views[i] = alias
                        outputs.append({"t": "none"})
                    else:
                        outputs.append(self.arg(r, "<output>"))
                        if (perm := self.saved_layout(i, r)) is not None:
                            output_layouts.append({"output": i, "layout": list(perm)})
                # The bases of outputs that are views of intermediates (`output_alias`), returned
                # after the graph's own outputs, in eager's memory order.
                for base in self.hidden_bases:
                    if (perm := memory_order(self.value_of(base))) is not None:
                        output_layouts.append({"output": len(outputs), "layout": list(perm)})
                    outputs.append(self.arg(base, "<output>"))
            else:
                raise SerializeError(f"node `{n.name}`: FX op `{n.op}` is not supported (call_module/call_method)")
        for s in self.symbols or []:
            if s.get("input"):
                inputs.append({"name": s["input"], "kind": "tensor", "meta": {"dtype": "i64", "shape": []}})
        random = ops.random_targets()
        if any(n["target"] in random for n in nodes):
            inputs.append({"name": RNG_SEED_INPUT, "kind": "tensor", "meta": {"dtype": "i64", "shape": [2]}})
        # Only a tensor input paired with a tensor result (not a literal or a size) is aliased.
        aliases = [
            {"input": i, "output": k}
            for i, k in self.aliases
            if i < len(inputs) and inputs[i]["kind"] == "tensor" and k < len(outputs) and outputs[k]["t"] == "ref"
        ]
        layouts = any("layout" in i for i in inputs)
        graph = {
            # Version 2 only added `symbols`, 3 only `aliases`, 4 only `kernels`, 5 only inputs'
            # `layout`, 6 only `output_layouts`, 7 only complex-number arguments, 8 only
            # `subgraphs`: a graph without
            # them is written as the oldest version that has what it uses, which older compilers
            # read too.
            "format_version": 8 if self.subgraphs and not self.prefix else 7 if self.complex_args else 6 if output_layouts
            else 5 if layouts else 4 if self.kernels else 3 if aliases else 2 if self.symbols else 1,
            "name": self.name,
            "inputs": inputs,
            "constants": constants,
            "nodes": nodes,
            "outputs": outputs,
        }
        if self.symbols:
            graph["symbols"] = self.symbols
        if aliases:
            graph["aliases"] = aliases
        if self.kernels:
            graph["kernels"] = list(self.kernels.values())
        if output_layouts:
            graph["output_layouts"] = output_layouts
        if self.subgraphs and not self.prefix:
            graph["subgraphs"] = list(self.subgraphs.values())
        return graph

    def saved_layout(self, i: int, r: Any) -> tuple[int, ...] | None:
        """For output `i`, the memory order the executable writes it in, where its traced value
        is laid out in another order than its own; None otherwise.

        A training forward graph's saved activation (aot_metadata.py, `SAVED_FROM`; a
        channels-last activation) is written so that the backward graph, traced with those
        strides, reads it in place. An output the user sees (of an inference graph, or a forward
        graph's outputs before its saved activations) laid out densely in another order (a
        channels-last model's feature map, `x.t() * 2`) is written with eager's strides, as
        Inductor returns it. The backward graph's gradients are returned as they are."""
        start = self.gm.meta.get(SAVED_FROM)
        if not self.host_views or self.symbols is not None or not isinstance(r, torch.fx.Node):
            return None
        saved = start is not None and i >= start
        if not saved and (self.stride_order_inputs or any(k == i for _, k in self.aliases)):
            return None
        v = self.value_of(r)
        # The CPU plugin's executables only: one on CUDA tensors hands its results out as they are.
        # (Read from the traced value: an exact-shape compile's values are meta tensors.)
        traced = r.meta.get("val")
        if not isinstance(v, torch.Tensor) or not isinstance(traced, torch.Tensor) or traced.device.type != "cpu":
            return None
        # A view with gaps (one of q, k, v sliced from a fused projection) is written densely in
        # its strides' order, as `torch.empty_like` lays such a tensor out: no transpose here,
        # none when the backward graph reads it (`STRIDE_ORDER_INPUTS`).
        return memory_order(v, gaps=saved)

    def output_alias(self, i: int, r: Any, results: list) -> tuple | None:
        """`("of", j, ops, hidden)` when output `i` is a chain of view ops (output_views.py) over a
        tensor the graph computes: eager returns it as a view of that tensor, sharing its memory
        and with its strides, and Inductor does too, but AOTAutograd leaves an inference graph's
        aliasing to the backend. The caller makes it on the host by replaying `ops` (target name,
        args, kwargs) on graph output `j`: the base itself when the user gets it too, otherwise a
        result the executable returns after the graph's own outputs (`hidden`,
        `self.hidden_bases`). None for anything else: views of inputs (`host_view`, and
        AOTAutograd's own handling), a backward graph's gradients and saved activations, a base
        whose traced value is not dense (its views would not have eager's strides), view args
        that are not plain numbers, and graphs with symbolic sizes."""
        found = self.user_view_chain(i, r)
        if found is None:
            return None
        n, chain = found
        if n.op != "call_function" or n in self.literals or n in self.syms:
            return None
        base = self.value_of(n)
        if not isinstance(base, torch.Tensor) or base.layout != torch.strided or _is_symbolic(base):
            return None
        # A base the executable writes in eager's memory order: contiguous, or (the CPU plugin's
        # executables only, `saved_layout`) dense in another order.
        traced = n.meta.get("val")
        on_cpu = isinstance(traced, torch.Tensor) and traced.device.type == "cpu"  # (exact shapes: meta values)
        if not base.is_contiguous() and (not on_cpu or memory_order(base) is None):
            return None
        j = next((k for k, o in enumerate(results) if o is n), None)
        if j is not None and all(k != j for _, k in self.aliases):
            return ("of", j, chain, False)
        v = self.value_of(r)
        if isinstance(v, torch.Tensor) and v.is_contiguous() and v.storage_offset() == 0 and v.numel() == base.numel():
            # A reshape of a base the user never sees (a linear layer's `view` of its product):
            # the executable's own result has the same strides and nothing can tell them apart.
            return None
        if n not in self.hidden_bases:
            self.hidden_bases.append(n)
        return ("of", len(results) + self.hidden_bases.index(n), chain, True)


def memory_order(t: torch.Tensor, gaps: bool = False) -> tuple[int, ...] | None:
    """`perm` with `t.permute(perm)` contiguous, for a tensor of static shape laid out densely in
    another order than its own (a transposed view); None for a contiguous tensor, one of symbolic
    shape, or one with overlaps in memory. With `gaps`, also for a view with gaps between its
    elements whose strides put its dims in another order than its own (the order a dense copy of
    it keeps); without, None for one with gaps."""
    if t.dim() < 2 or _is_symbolic(t) or t.is_contiguous() or t.layout != torch.strided:
        return None
    try:
        strides = t.stride()
    except RuntimeError:
        return None
    if any(isinstance(s, torch.SymInt) for s in strides):
        return None
    # Outermost first; dims of size 1 (whose stride means nothing) go innermost.
    perm = tuple(sorted(range(t.dim()), key=lambda d: (-strides[d] if t.shape[d] != 1 else 0, d)))
    if perm == tuple(range(t.dim())):
        return None
    expected = 1
    for d in reversed(perm):
        if t.shape[d] == 1:
            continue
        if strides[d] != expected and not (gaps and strides[d] > expected):
            return None
        expected = strides[d] * t.shape[d]
    return perm


def hinted_memory_order(t: Any) -> tuple[int, ...] | None:
    """`memory_order` of a traced value with symbolic sizes, read at the sizes it was traced with
    (each size's hint): the order eager lays the result out in at any sizes (a channels-last
    feature map, `x.mT * 2`). None where a size or stride has no hint, and as `memory_order`."""
    if not isinstance(t, torch.Tensor) or t.layout != torch.strided or t.dim() < 2:
        return None

    def hint(x: Any) -> int | None:
        if isinstance(x, torch.SymInt):
            h = getattr(x.node, "hint", None)
            return int(h) if h is not None else None
        return int(x)

    try:
        shape, strides = [hint(d) for d in t.shape], [hint(d) for d in t.stride()]
    except (RuntimeError, TypeError):
        return None
    if None in shape or None in strides:
        return None
    return memory_order(torch.empty_strided(shape, strides, device="meta"))


def serialize_graph(gm: torch.fx.GraphModule, name: str = "graph", concrete: dict | None = None) -> dict:
    """The serialized graph as a dict."""
    return serialize_with_literals(gm, name, concrete)[0]


def serialize_with_literals(
    gm: torch.fx.GraphModule,
    name: str = "graph",
    concrete: dict | None = None,
    aliases: list[tuple[int, int]] | None = None,
    static_inputs: frozenset[int] = frozenset(),
) -> tuple[dict, dict[int, Any]]:
    """The serialized graph, and the graph results that are plain numbers (by output position).
    `aliases` are (graph input, graph output) pairs written as the graph's `aliases`;
    `static_inputs`: placeholder positions that are module parameters or buffers."""
    s = _Serializer(gm, name, concrete, aliases=aliases, static_inputs=static_inputs)
    return s.run(), s.output_literals


def serialize_with_views(
    gm: torch.fx.GraphModule,
    name: str,
    concrete: dict | None,
    aliases: list[tuple[int, int]] | None,
    static_inputs: frozenset[int],
    mutated: frozenset[int],
) -> tuple[dict, dict[int, Any], dict[int, tuple[int, tuple[int, ...] | None]]]:
    """`serialize_with_literals` for a graph run through `Executable.__call__`: a transposed
    input keeps its memory order (the input's `layout`), and the outputs that are views of inputs
    are left out of the executable, returned third (output position -> (input position,
    permutation or None)) for the caller to make as views. `mutated`: inputs AOTAutograd writes
    after the call (aot_metadata.py), which are neither."""
    s = _Serializer(gm, name, concrete, aliases=aliases, static_inputs=static_inputs, host_views=True, mutated=mutated)
    return s.run(), s.output_literals, s.output_views


def serialize_symbolic(
    gm: torch.fx.GraphModule,
    name: str,
    symbols: list[dict],
    pinned: dict | None = None,
    static_inputs: frozenset[int] = frozenset(),
) -> tuple[dict, dict[int, Any], dict[int, Any]]:
    """The graph with its sizes kept symbolic, for the `bucket_shapes` pass: `symbols` is the
    table written as the graph's `symbols` (name, hint, min, max, bucket, input); `pinned` maps
    sympy symbols left out of it to the value they are fixed to. Also returns the results that
    are plain numbers and those that are symbolic sizes (by output position)."""
    import sympy

    # As sympy integers: `xreplace` on a bare symbol returns the value itself, which must still
    # answer `is_number`.
    token = _PINNED.set({sym: sympy.Integer(v) for sym, v in (pinned or {}).items()})
    try:
        s = _Serializer(gm, name, None, symbols, static_inputs=static_inputs)
        return s.run(), s.output_literals, s.sym_outputs
    finally:
        _PINNED.reset(token)


def to_json(graph: dict) -> str:
    return json.dumps(graph, separators=(",", ":"), allow_nan=False)


# ---- reading a serialized graph back (precompile_ops, the replay oracle) -----------------------


def decode_arg(arg: dict, ref: Any) -> Any:
    """A serialized argument (docs/graph-format.md) as the Python value the op takes. `ref(node,
    out)` gives a `ref`'s value: a stand-in tensor of its type (`modes.precompile_ops`) or the
    value computed so far (`replay`)."""
    t = arg["t"]
    if t == "ref":
        return ref(arg["node"], arg.get("out", 0))
    if t in ("int", "bool", "str"):
        return arg["v"]
    if t == "float":
        return float(arg["v"])
    if t == "none":
        return None
    if t == "list":
        return [decode_arg(a, ref) for a in arg["v"]]
    if t == "dtype":
        return DTYPES[arg["v"]]
    if t == "device":
        return torch.device(arg["v"])
    if t in ("layout", "memory_format"):
        return getattr(torch, str(arg["v"]).replace("torch.", ""))
    if t == "sym":
        raise ValueError(f"a symbolic size argument ({arg.get('expr')})")
    raise ValueError(f"argument kind {t!r}")


def resolve_target(target: str) -> Any:
    """A node's `target` (`aten.add.Tensor`, `operator.mul`) as the callable."""
    if target.startswith("operator."):
        return getattr(operator, target.split(".", 1)[1])
    ns, name, overload = target.split(".")
    return getattr(getattr(getattr(torch.ops, ns), name), overload)
