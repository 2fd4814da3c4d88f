"""Dynamo's size symbols (`s50`) named as the user knows them (`x.size(1)`), from the shape
environment's sources: used in messages about shape buckets and run-time checks."""

from __future__ import annotations

import re

import torch

_SYMBOL = re.compile(r"\b([su]\d+)\b")


def _source_text(name: str) -> str:
    """Dynamo's source name, as the user wrote it: `L['x'].size()[1]` -> `x.size(1)`."""
    name = re.sub(r"L\['([^']+)'\]", r"\1", name)
    name = re.sub(r"\.size\(\)\[(\d+)\]", r".size(\1)", name)
    return name


def symbol_sources(gm: torch.fx.GraphModule) -> dict[str, str]:
    """Each size symbol of `gm` (`s50`) -> where it comes from in the user's terms (`x.size(1)`),
    from the shape environment's sources; symbols without one are left out."""
    out: dict[str, str] = {}
    for n in gm.graph.nodes:
        if n.op != "placeholder":
            continue
        v = n.meta.get("val", n.meta.get("example_value"))
        dims = [v] if isinstance(v, torch.SymInt) else list(v.shape) if isinstance(v, torch.Tensor) else []
        for d in dims:
            if not isinstance(d, torch.SymInt) or not d.node.expr.is_Symbol or str(d.node.expr) in out:
                continue
            sources = getattr(d.node.shape_env, "var_to_sources", {}).get(d.node.expr)
            if sources:
                src = sources[0]
                out[str(d.node.expr)] = _source_text(src.name() if callable(src.name) else str(src.name))
    return out


def name_symbols(text: str, sources: dict[str, str]) -> str:
    """`text` with each known size symbol followed by where it comes from: `s50 (x.size(1))`."""
    return _SYMBOL.sub(lambda m: f"{m[1]} ({sources[m[1]]})" if m[1] in sources else m[1], text)
