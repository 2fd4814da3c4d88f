"""What Dynamo did not hand torchtpu, with Dynamo's reasons (docs/troubleshooting.md, "Graph
breaks and code Dynamo skips").

When Dynamo skips code (an `nn.LSTM` without `allow_rnn`, a call it cannot trace) or breaks a
graph, torchtpu's backend is never called for that code, so nothing of torchtpu's would notice.
Dynamo's compile callbacks run around each frame it compiles: for frames compiled for torchtpu,
the graph-break reasons Dynamo recorded while compiling the frame are logged on the `torchtpu`
logger (INFO), and a frame that ended with such a reason and handed torchtpu no graph at all
gives a warning, once per frame, and counts in `stats()["frames_without_graph"]` (a frame whose
only breaks are explicit `torch._dynamo.graph_break()` calls, which lose nothing, counts without
a warning).
`torchtpu.explain` lists the same reasons as hints of kind `graph_break` and `no_graph`.
"""

from __future__ import annotations

import logging
import sys
import threading
from dataclasses import dataclass, field

import torch
from torch._dynamo.utils import counters

from ..state import STATE
from ..warn import warn

LOG = logging.getLogger("torchtpu")

_INSTALLED = False
_USER_BREAK = "Call to `torch._dynamo.graph_break()`"
_LOCAL = threading.local()


def reasons_snapshot() -> dict[str, int]:
    """Dynamo's recorded graph-break and skip reasons with their counts, now."""
    out: dict[str, int] = {}
    for group in ("graph_break", "unimplemented"):
        for reason, n in counters[group].items():
            out[reason] = max(out.get(reason, 0), n)
    return out


def new_reasons(before: dict[str, int]) -> list[str]:
    """The reasons recorded since `before` (a `reasons_snapshot()`), in the order Dynamo met them."""
    return [r for r, n in reasons_snapshot().items() if n > before.get(r, 0)]


def summary(reason: str) -> str:
    """Dynamo's reason without its developer context and links: its first line and its hints."""
    lines = [ln.strip() for ln in reason.splitlines() if ln.strip()]
    keep = lines[:1] + [ln for ln in lines[1:] if ln.startswith(("Explanation:", "Hint: Set", "Hint: Use"))]
    return "; ".join(keep)


@dataclass
class _Frame:
    where: str
    graphs: int
    before: dict[str, int] = field(default_factory=dict)


def _torchtpu_frame() -> str | None:
    """The frame Dynamo is compiling, as `name (file:line)`, when the compile is for torchtpu."""
    f = sys._getframe(2)
    while f is not None:
        backend = getattr(f.f_locals.get("self"), "_torchdynamo_orig_backend", None)
        if backend is not None:
            name = getattr(backend, "compiler_name", None) or getattr(backend, "__name__", "")
            if "torchtpu" not in str(name):
                return None
            frame = f.f_locals.get("frame")
            code = getattr(frame, "f_code", None)
            return f"{code.co_name} ({code.co_filename}:{code.co_firstlineno})" if code else "a frame"
        f = f.f_back
    return None


def _start(args) -> None:
    stack = getattr(_LOCAL, "stack", None)
    if stack is None:
        stack = _LOCAL.stack = []
    try:  # inside Dynamo's compile: nothing may escape (see `_end`)
        where = _torchtpu_frame()
        stack.append(None if where is None else _Frame(where, STATE.snapshot()["graphs"], reasons_snapshot()))
    except Exception:  # noqa: BLE001
        LOG.exception("torchtpu: recording Dynamo's graph breaks failed")
        stack.append(None)


def _end(args) -> None:
    # Inside Dynamo's own `finally`: nothing may escape (a warning turned into an error would
    # leave Dynamo's callback count unbalanced for the whole process).
    try:
        _report_end()
    except Exception:  # noqa: BLE001
        LOG.exception("torchtpu: reporting Dynamo's graph breaks failed")


def _report_end() -> None:
    stack = getattr(_LOCAL, "stack", None)
    frame = stack.pop() if stack else None
    if frame is None:
        return
    reasons = new_reasons(frame.before)
    for r in reasons:
        LOG.info("Dynamo graph break in %s: %s", frame.where, summary(r))
    if reasons and STATE.snapshot()["graphs"] == frame.graphs:
        STATE.count("frames_without_graph")
        # A frame whose only breaks are `torch._dynamo.graph_break()` calls lost nothing: the code
        # before a break would have been a graph of its own, the code after it is the resumed
        # frame's. `Optimizer.step` breaks so on purpose around the compiled update.
        if all(_USER_BREAK in r for r in reasons):
            return
        if STATE.first_time(f"no-graph:{frame.where}"):
            warn(f"torchtpu: Dynamo handed torchtpu no graph for {frame.where}; what Dynamo did not "
                 f"capture runs in eager. Dynamo's reason: {summary(reasons[0])} (docs/troubleshooting.md, graph breaks)")


def _register(handler) -> None:
    if _start not in handler.start_callbacks:
        handler.register_start_callback(_start)
    if _end not in handler.end_callbacks:
        handler.register_end_callback(_end)


def install() -> None:
    """Registers the callbacks with Dynamo, once per process. `torch._dynamo.reset()` clears
    Dynamo's callbacks: the handler's `clear` is wrapped so that torchtpu's are registered again
    after it (the handler's other callbacks are cleared as before)."""
    global _INSTALLED
    if _INSTALLED:
        return
    _INSTALLED = True
    handler = torch._dynamo.callback_handler
    clear = handler.clear

    def clear_and_register() -> None:
        clear()
        _register(handler)

    handler.clear = clear_and_register
    _register(handler)
