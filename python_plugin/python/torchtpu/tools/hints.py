"""`torchtpu.explain(fn, *example_inputs)`: shapes in the lowered graphs that fit the target's
hardware badly, each with its node and the user's source line (docs/debugging.md). Advice only:
nothing about the model or its compilation changes.

- Matrix products (`mm`, `bmm`, `addmm`) and convolutions whose contracted or output dimensions
  are not multiples of the target's matrix tile: an attention head dimension of 64 on a unit that
  peaks at 128 runs it half empty.
- Sizes that the default shape buckets (powers of two) would pad heavily if they were dynamic.
- Ops that have no lowering rule and run in eager.
- Graph breaks and code Dynamo skipped (`graph_break`), with Dynamo's reasons, and a call for which
  Dynamo handed torchtpu no graph at all (`no_graph`): graph_breaks.py.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable

from ..graph import ops
from ..graph.checks import source_line
from ..state import STATE

# Matrix units of TPU-class targets are 128 wide (256 on some); the CPU plugin has none, so the
# hints then state that they assume one.
DEFAULT_TILE = 128
# Padding above this share of a bucketed size is worth a hint.
PAD_SHARE = 0.25

_MATMULS = {"aten.mm.default": (0, 1), "aten.bmm.default": (0, 1), "aten.addmm.default": (1, 2)}
# Attention in one kernel (capture/attention.py): its products are q x k^T (M = L, K = the head
# size, N = S), then the probabilities x v (K = S, N = the head size).
_ATTENTION = "aten._scaled_dot_product_flash_attention_for_cpu.default"


@dataclass
class Hint:
    kind: str  # "matmul", "conv", "padding", "eager", "graph_break", "no_graph"
    graph: str
    node: str
    op: str
    detail: str
    source: str | None

    def __str__(self) -> str:
        at = f"\n    at {self.source}" if self.source else ""
        if not self.graph:  # about the call, not one graph (graph_break, no_graph)
            return f"[{self.kind}] {self.detail}{at}"
        return f"[{self.kind}] graph `{self.graph}`, node `{self.node}` ({self.op}): {self.detail}{at}"


def _types(g: dict) -> dict[str, list]:
    out: dict[str, list] = {}
    for i in g.get("inputs", []):
        if i.get("kind") == "tensor":
            out[i["name"]] = i["meta"]["shape"]
    for c in g.get("constants", []):
        out[c["name"]] = c["meta"]["shape"]
    for n in g["nodes"]:
        o = (n.get("outputs") or [None])[0]
        if isinstance(o, dict) and "shape" in o:
            out[n["name"]] = o["shape"]
    return out


def _shape(arg: dict, types: dict[str, list]) -> list | None:
    if arg.get("t") != "ref" or arg.get("out", 0) != 0:
        return None
    s = types.get(arg["node"])
    return s if s is not None and all(isinstance(d, int) for d in s) else None


def _off(dims: dict[str, int], tile: int) -> list[str]:
    return [f"{k}={v}" for k, v in dims.items() if v % tile and v > 1]


def explain(fn: Callable, *example_inputs: Any, tile: int | None = None, **example_kwargs: Any) -> list[Hint]:
    """Traces `fn` through the backend (nothing is compiled by XLA; see `torchtpu.inspect`) and
    returns the hints for its graphs. `tile`: the target's matrix tile; by default 128, the
    TPU-class unit (the CPU plugin has none: the hints then say that they assume it)."""
    from ..capture.graph_breaks import new_reasons, reasons_snapshot, summary
    from .inspect import capture

    before = reasons_snapshot()
    found = capture(fn, *example_inputs, **example_kwargs)
    breaks = new_reasons(before)
    assumed = tile is None
    tile = tile or DEFAULT_TILE
    note = f" (assuming a {tile}-wide matrix unit, as on TPU-class targets; the {STATE.platform} plugin has none)" if assumed and STATE.platform == "cpu" else ""
    hints: list[Hint] = []
    for name, _, _, graph_json, gm in found:
        g = json.loads(graph_json)
        types = _types(g)
        for n in g["nodes"]:
            target, args = n["target"], n["args"]
            src = source_line(gm, n["name"])
            if target in _MATMULS:
                a, b = (_shape(args[i], types) for i in _MATMULS[target])
                if a is None or b is None:
                    continue
                dims = {"M": a[-2], "K": a[-1], "N": b[-1]}
                off = _off(dims, tile)
                if off:
                    hints.append(Hint("matmul", name, n["name"], target, f"matrix product {a} x {b}: {', '.join(off)} not a multiple of {tile}{note}", src))
            elif target == _ATTENTION:
                q, k = _shape(args[0], types), _shape(args[1], types)
                if q is None or k is None or len(q) < 2 or len(k) < 2:
                    continue
                off = _off({"M": q[-2], "K": q[-1], "N": k[-2]}, tile)
                if off:
                    hints.append(Hint("matmul", name, n["name"], target, f"attention's matrix products, query {q} x key {k}^T: {', '.join(off)} not a multiple of {tile}{note}", src))
            elif target == "aten.convolution.default":
                w = _shape(args[1], types)
                if w is None or len(w) < 3:
                    continue
                off = _off({"out_channels": w[0], "in_channels": w[1]}, tile)
                if off:
                    hints.append(Hint("conv", name, n["name"], target, f"convolution weight {w}: {', '.join(off)} not a multiple of {tile}{note}", src))
        for i in g.get("inputs", []):
            shape = i.get("meta", {}).get("shape") or []
            if i.get("kind") != "tensor" or i.get("static") or not shape or not isinstance(shape[0], int):
                continue
            n0 = shape[0]
            b = 1 << max(n0 - 1, 0).bit_length()
            if n0 > 2 and (b - n0) / b > PAD_SHARE:
                hints.append(Hint("padding", name, i["name"], "input", f"leading size {n0}: if it varies (dynamic=True), the default buckets pad it to {b} ({(b - n0) / b:.0%} of that work is padding); a bucket list (TORCHTPU_BUCKETS) that includes {n0} avoids it", None))
    for name, gm in STATE.inspect_eager:
        for node in gm.graph.nodes:
            if node.op == "call_function" and hasattr(node.target, "_schema") and str(node.target) not in ops.registered():
                hints.append(Hint("eager", name, node.name, str(node.target), "no lowering rule: runs in eager", source_line(gm, node.name)))
    for reason in breaks:
        hints.append(Hint("graph_break", "", "", "dynamo", f"Dynamo did not capture code here: {summary(reason)}", None))
    if not found and not STATE.inspect_eager:
        why = summary(breaks[0]) if breaks else "no reason recorded (nothing in the call was traceable or it ran no tensor op)"
        hints.append(Hint("no_graph", "", "", "dynamo", f"Dynamo handed torchtpu no graph for this call; it runs wholly in eager: {why}", None))
    return hints
