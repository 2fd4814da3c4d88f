"""Explained recompiles of the same graph (docs/debugging.md, "Why did it compile again?").

Dynamo hands the backend a graph again when a guard fails (an input's dtype or shape changed) or
after `torch._dynamo.reset()`. Each capture gets a new name (`inference_0`, `inference_1`), so the
graph is recognized by its Dynamo code (the text of the FX graph Dynamo traced, before torchtpu
adds anything) and its kind (forward, backward, inference). Per such graph this module keeps what
the compiled code depends on:

- before compiling, what torchtpu itself decides from (`context`): the input dtypes and shapes,
  `torch.compile`'s `options=`, the mode, `TORCHTPU_CHECKS`, `TORCHTPU_DISABLE_PASSES` and the other
  switches that change the lowering, `XLA_FLAGS` and the PJRT plugin's path;
- after compiling, the cache key's components (`_native.Compiled.key_components`: the StableHLO's
  hash, the compile options, the plugin's fingerprint and version, `XLA_FLAGS`, ...).

A new capture of a known graph is a recompile, and its reason is what changed, old -> new. The
first part names it before compiling, so `TORCHTPU_FAIL_ON_RECOMPILE=1`'s `RecompileError` carries
it; both parts go to the `torchtpu.capture.backend` log (INFO) and the dump index (`recompile` events,
hence the report).
"""

from __future__ import annotations

import hashlib
import threading
from typing import Any

import torch

from .. import config

# (Dynamo graph id, kind) -> (graph name, context) of its last compile.
_LAST: dict[tuple[str, str], tuple[str, dict[str, str]]] = {}
# (Dynamo graph id, kind) -> the key components of its last executable.
_LAST_KEY: dict[tuple[str, str], dict[str, str]] = {}
_LOCK = threading.Lock()


def graph_id(gm: torch.fx.GraphModule) -> str:
    """The Dynamo graph's identity: a hash of its code (the same function traced again gives the
    same code; a graph break's two halves differ)."""
    try:
        code = gm.code
    except Exception:  # noqa: BLE001 - no code: every capture is its own graph
        code = repr(id(gm))
    return hashlib.sha1(code.encode()).hexdigest()[:16]


def _inputs(gm: torch.fx.GraphModule) -> tuple[str, str]:
    dtypes, shapes = [], []
    for n in gm.graph.nodes:
        if n.op != "placeholder":
            continue
        v = n.meta.get("val")
        if isinstance(v, torch.Tensor):
            dtypes.append(str(v.dtype).replace("torch.", ""))
            shapes.append(str(list(v.shape)))
        else:
            dtypes.append(type(v).__name__)
            shapes.append("-")
    return ", ".join(dtypes), ", ".join(shapes)


def context(gm: torch.fx.GraphModule, options: dict | None, mode: str) -> dict[str, str]:
    """What torchtpu's compile of `gm` depends on, by name, as text."""
    dtypes, shapes = _inputs(gm)
    ctx = {
        "input dtypes": dtypes,
        "input shapes": shapes,
        "options": repr(sorted((options or {}).items())),
        "mode": mode,
        "plugin": str(config.plugin_path() or "(the build's default)"),
    }
    ctx.update(config.compile_settings())
    return ctx


def _shorten(s: str, n: int = 80) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def _diff(old: dict[str, str], new: dict[str, str]) -> list[str]:
    return [f"{k}: {_shorten(old.get(k, '(none)'))} -> {_shorten(new.get(k, '(none)'))}"
            for k in sorted(set(old) | set(new)) if old.get(k) != new.get(k)]


def note_capture(gid: str, kind: str, name: str, ctx: dict[str, str]) -> tuple[str, list[str]] | None:
    """Records a capture of graph (`gid`, `kind`) as `name`; for a recompile, returns the
    previous capture's name and what changed (empty when nothing torchtpu keys on did)."""
    with _LOCK:
        last = _LAST.get((gid, kind))
        _LAST[(gid, kind)] = (name, ctx)
    if last is None:
        return None
    return last[0], _diff(last[1], ctx)


def reason_text(changed: list[str]) -> str:
    if changed:
        return "; ".join(changed)
    return "nothing torchtpu compiles from changed (Dynamo captured the graph again: TORCH_LOGS=recompiles says why)"


def note_compiled(gid: str, kind: str, name: str, compiled: Any) -> list[str]:
    """Records the key components of the executable compiled for `name`; returns how they differ
    from the last executable of the same graph (`component: old -> new`)."""
    comps = getattr(compiled, "key_components", None)
    if not comps:
        return []
    comps = dict(comps)
    with _LOCK:
        last = _LAST_KEY.get((gid, kind))
        _LAST_KEY[(gid, kind)] = comps
    if last is None:
        return []
    return [f"key component {c}" for c in _diff(last, comps)]


def forget() -> None:
    """Forgets every graph (tests; `torchtpu.reset`)."""
    with _LOCK:
        _LAST.clear()
        _LAST_KEY.clear()
