"""Rewrites of Dynamo's graph, before AOTAutograd, where the ATen graph it becomes can no longer
tell two calls apart that eager treats differently, or where torch's own shape functions are
wrong. Each keeps eager's result for torchtpu's compiles; other backends' graphs are untouched.

- `x.clamp(min=nan)` (or `max=nan`, `torch.clamp`, `clip`, in place too) with the other bound
  absent returns `x` in eager, where `torch.clamp_min(x, nan)` and `x.clamp(0, nan)` give NaN;
  after decomposition both are `aten.clamp.default(x, nan)`. The first kind becomes a copy of `x`
  here (`nan_bound_clamps`).
- Norms over negative dims (`nonnegative_norm_dims`): see there.
"""

from __future__ import annotations

import math

import torch
import torch.fx

# Dynamo's spellings of a norm over `dim` (its position when passed positionally: after the
# input and the order).
_NORM_CALLS = (torch.norm, torch.functional.norm, torch.linalg.vector_norm, torch.linalg.norm)


def _input_value(n: torch.fx.Node) -> torch.Tensor | None:
    x = n.args[0].meta.get("example_value") if n.args and isinstance(n.args[0], torch.fx.Node) else None
    return x if isinstance(x, torch.Tensor) else None


def nonnegative_norm_dims(gm: torch.fx.GraphModule) -> int:
    """Rewrites each norm call of Dynamo's graph (`x.norm(dim=-1)`, `torch.norm`,
    `torch.linalg.vector_norm`, `torch.linalg.norm`) with a negative `dim` to the same call with
    it non-negative; returns how many. torch's own shape function of `linalg_vector_norm` has the
    bug `decompositions._vector_norm_dims_nonnegative` mends in the decomposition: over dims that
    all have size 1, a negative dim keeps them (`[n, 1]` for eager's `[n]`), and AOTAutograd,
    which runs it before any decomposition, then made a training graph's tangent of that shape,
    and the compile raised (program_fuzz.py --train seed 564). Non-negative dims give eager's
    shape there too."""
    count = 0
    for n in gm.graph.nodes:
        if not ((n.op == "call_method" and n.target == "norm") or (n.op == "call_function" and n.target in _NORM_CALLS)):
            continue
        x = _input_value(n)
        if x is None or x.dim() == 0:
            continue
        where = "kwargs" if "dim" in n.kwargs else "args" if len(n.args) > 2 else None
        dim = n.kwargs["dim"] if where == "kwargs" else n.args[2] if where == "args" else None
        dims = [dim] if isinstance(dim, int) else list(dim) if isinstance(dim, (list, tuple)) else None
        if not dims or not all(type(d) is int for d in dims) or all(d >= 0 for d in dims):
            continue
        fixed = [d % x.dim() for d in dims]
        new = fixed[0] if isinstance(dim, int) else type(dim)(fixed)
        if where == "kwargs":
            n.kwargs = {**n.kwargs, "dim": new}
        else:
            n.args = (*n.args[:2], new, *n.args[3:])
        count += 1
    if count:
        gm.recompile()
    return count


_CLAMP_METHODS = {"clamp": False, "clip": False, "clamp_": True, "clip_": True}
_CLAMP_FUNCTIONS = {torch.clamp: False, torch.clip: False, torch.clamp_: True, torch.clip_: True}


def _is_nan(v) -> bool:
    return type(v) is float and math.isnan(v)


def nan_bound_clamps(gm: torch.fx.GraphModule) -> int:
    """Rewrites each clamp whose one bound is a NaN number and whose other is absent
    (`x.clamp(min=nan)`, `torch.clip(x, max=nan)`) to what eager returns for it: a copy of `x`,
    converted to the result's dtype (an integer `x` gives floats), and for the in-place forms `x`
    itself, unchanged. Returns how many."""
    count = 0
    for n in list(gm.graph.nodes):
        if n.op == "call_method" and n.target in _CLAMP_METHODS:
            in_place = _CLAMP_METHODS[n.target]
        elif n.op == "call_function" and n.target in _CLAMP_FUNCTIONS:
            in_place = _CLAMP_FUNCTIONS[n.target]
        else:
            continue
        x, out = _input_value(n), n.meta.get("example_value")
        if x is None or not isinstance(out, torch.Tensor) or len(n.args) > 3 or (in_place and out.dtype != x.dtype):
            continue
        bounds = list(n.args[1:]) + [None] * (3 - len(n.args))
        for k, name in enumerate(("min", "max")):
            if name in n.kwargs:
                bounds[k] = n.kwargs[name]
        if set(n.kwargs) - {"min", "max"} or sorted(map(_is_nan, bounds)) != [False, True] or None not in bounds:
            continue
        if in_place:
            n.replace_all_uses_with(n.args[0])
        else:
            with gm.graph.inserting_before(n):
                copy = (gm.graph.call_function(torch.clone, (n.args[0],)) if out.dtype == x.dtype
                        else gm.graph.call_method("to", (n.args[0], out.dtype)))
            copy.meta.update(n.meta)
            n.replace_all_uses_with(copy)
        gm.graph.erase_node(n)
        count += 1
    if count:
        gm.recompile()
    return count
