"""Structured trace artifacts for `TORCH_TRACE=dir` and `tlparse` (docs/debugging.md): for each
graph torchtpu compiles, its serialized graph, the IR after the passes, the StableHLO and the
outcome (where the executable came from, how long it took); and each fallback. They sit next to
Dynamo's own artifacts for the same compile, so `tlparse` shows them together. Nothing is
computed unless tracing is on."""

from __future__ import annotations

import json
from typing import Any, Callable

from torch._logging import trace_structured
from torch._logging._internal import trace_log


def enabled() -> bool:
    return bool(trace_log.handlers)


def artifact(name: str, encoding: str, payload: Callable[[], Any]) -> None:
    """One artifact (`encoding` "string" or "json"); `payload` is called only when tracing."""
    if not enabled():
        return
    trace_structured(
        "artifact",
        metadata_fn=lambda: {"name": name, "encoding": encoding},
        payload_fn=payload,
        expect_trace_id=False,
    )


def compiled_graph(name: str, graph_json: str, compiled: Any, source: str, ms: float) -> None:
    if not enabled():
        return
    from . import _native, config

    # The key tells apart the executables of one graph (its shape buckets, say).
    tag = f"{name}_{compiled.key[:8]}"
    artifact(f"torchtpu_graph_{tag}", "json", lambda: json.loads(graph_json))
    artifact(f"torchtpu_ir_{tag}", "string", lambda: _native.lower(graph_json, config.compile_config().to_json())[0])
    artifact(f"torchtpu_stablehlo_{tag}", "string", lambda: compiled.mlir)
    artifact(f"torchtpu_compile_{tag}", "json",
             lambda: {"graph": name, "executable": source, "ms": round(ms, 3), "key": compiled.key})


def fallback(name: str, reason: str, eager_ops: list[str] | None = None) -> None:
    artifact(f"torchtpu_fallback_{name}", "json",
             lambda: {"graph": name, "reason": reason, "eager_ops": eager_ops or []})
