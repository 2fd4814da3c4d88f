"""The failure policy (docs/troubleshooting.md, "torchtpu.InternalCompileError"): which compile failures
are the user's model (an op or argument torchtpu cannot lower: the graph, or that op, runs in
eager) and which are torchtpu's own bugs (an internal error, a verifier failure, XLA rejecting the
StableHLO torchtpu wrote, a caught panic, an unexpected Python exception): those raise
`InternalCompileError`, naming the dumped graph and the command that minifies it, unless
`TORCHTPU_ON_INTERNAL_ERROR=eager` makes them a loud eager fallback.

Used by the fused mode's failure handler (backend.py) and by the op-by-op modes (modes.py)."""

from __future__ import annotations

import logging
import os
import tempfile
import threading
from typing import Any, Callable

import torch

from .. import _native, config
from ..state import STATE

LOG = logging.getLogger(__name__)


class FallbackError(RuntimeError):
    """Raised instead of falling back to eager when `TORCHTPU_FALLBACK=error`."""


class InternalCompileError(RuntimeError):
    """A bug of torchtpu's showed while compiling (or running) a graph: the compiler's
    `InternalError` (a caught panic, a verifier failure), XLA rejecting the StableHLO torchtpu
    wrote, or an unexpected exception in torchtpu's Python code. The message names the graph,
    where its serialized form was written (`dump`) and the command that reproduces or minifies it
    (`command`). Like Inductor's `BackendCompilerFailed`: raised, not hidden behind eager."""

    def __init__(self, message: str, graph: str, dump: str | None, command: str | None):
        super().__init__(message)
        self.graph, self.dump, self.command = graph, dump, command


# Compiler error codes (`TorchTpuError.code`) that are torchtpu's bugs. `Pjrt` at this point is
# XLA refusing or failing on a program torchtpu wrote. `Malformed`, `InvalidNode`: the graph
# torchtpu serialized does not parse or verify.
_BUG_CODES = frozenset({"Internal", "VerifyAfterPass", "EmitVerify", "Pjrt", "Malformed", "InvalidNode", "FormatVersion"})

def causes(e: BaseException) -> list[BaseException]:
    """`e` and the exceptions it was raised from, nearest first (Dynamo's `inner_exception`, then
    `__cause__`, then `__context__`; at most 20, no cycle)."""
    out: list[BaseException] = []
    cur: BaseException | None = e
    while cur is not None and all(cur is not x for x in out) and len(out) < 20:
        out.append(cur)
        cur = getattr(cur, "inner_exception", None) or cur.__cause__ or cur.__context__
    return out


def raised_as_is(e: BaseException) -> bool:
    """True for errors that pass through the failure policy unchanged, being neither a fallback
    nor a torchtpu bug: an interrupt, a bad setting (`ConfigError`), a custom kernel that does not
    fit its call (`KernelError`), a failed run-time check (`CheckError`), a recompile refused
    after precompile (`RecompileError`), a collective on a group this process is not in
    (`CollectiveError`), a `debug` finding (`DebugError`), and the policy's own errors."""
    from .bucketing import RecompileError
    from .collectives import CollectiveError
    from ..config import ConfigError
    from ..graph.kernel_nodes import KernelError

    passed = (KeyboardInterrupt, SystemExit, MemoryError, ConfigError, KernelError, _native.CheckError,
              RecompileError, CollectiveError, FallbackError, InternalCompileError)
    return isinstance(e, passed) or type(e).__name__ == "DebugError"


def is_users(e: BaseException) -> bool:
    """True when `e` says the user's model uses something torchtpu cannot compile (the graph, or
    the op, then runs in eager): no lowering rule, an unsupported argument or input
    (`UnsupportedError`, `SerializeError`), a value handed to an executable it cannot take (a
    tensor on another device: `GraphError` with code `RuntimeArg`), or the PJRT plugin not
    loading or a cache file not readable (`PluginLoad`, `Io`: the environment)."""
    from ..graph.serialize import SerializeError

    if isinstance(e, (_native.UnsupportedError, SerializeError)):
        return True
    if isinstance(e, (_native.GraphError, _native.BackendError)):
        return getattr(e, "code", None) not in _BUG_CODES
    return False


def is_bug(e: BaseException) -> bool:
    """True when `e` is torchtpu's own bug (anything neither the user's nor raised as is)."""
    return not is_users(e) and not raised_as_is(e)


def reason(e: BaseException) -> str:
    text = str(e).strip()
    return text.splitlines()[0] if text else type(e).__name__


_dir_lock = threading.Lock()
_temp_dir: str | None = None


def _failure_dir() -> str:
    """`TORCHTPU_DUMP_DIR` when set, else one temporary directory per process."""
    global _temp_dir
    d = config.dump_dir()
    if d:
        return d
    with _dir_lock:
        if _temp_dir is None:
            _temp_dir = tempfile.mkdtemp(prefix="torchtpu-failed-")
        return _temp_dir


def _safe(name: str) -> str:
    return "".join(c if c.isalnum() or c in "_-" else "_" for c in name) or "graph"


def dump_failed(gm: torch.fx.GraphModule | None, name: str, e: BaseException) -> tuple[str | None, str | None]:
    """Writes the graph that hit a bug: `<dir>/<name>-internal-error.graph.json` (the serialized
    graph, at the failing call's shapes when `e.torchtpu_graph_json` carries them), or, when the
    graph cannot be serialized at all, `<name>-internal-error.fx.py` (the FX graph's code).
    Returns (path, command to reproduce or minify), or (None, None) when nothing could be written."""
    from ..graph.serialize import serialize_graph, to_json

    text = getattr(e, "torchtpu_graph_json", None)
    if text is None and gm is not None:
        try:
            text = to_json(serialize_graph(gm, name))
        except Exception:  # noqa: BLE001 - then the FX code is what can be kept
            text = None
    try:
        d = _failure_dir()
        os.makedirs(d, exist_ok=True)
        if text is not None:
            path = os.path.join(d, f"{_safe(name)}-internal-error.graph.json")
            with open(path, "w") as f:
                f.write(text)
            if getattr(e, "code", None) == "Pjrt":
                # XLA refused the StableHLO: `lower` prints it, `replay` compiles and runs it again.
                cmd = f"torchtpu-compiler lower {path}; python -m torchtpu.tools.replay {path}"
            elif isinstance(e, _native.TorchTpuError):
                cmd = f"torchtpu-compiler minify {path} --until error -o repro.graph.json"
            else:
                cmd = f"python -m torchtpu.tools.replay {path}"
            return path, cmd
        if gm is not None:
            path = os.path.join(d, f"{_safe(name)}-internal-error.fx.py")
            with open(path, "w") as f:
                f.write(gm.print_readable(print_output=False))
            return path, None
    except OSError:
        pass
    return None, None


def internal_error(gm: torch.fx.GraphModule | None, name: str, e: BaseException) -> InternalCompileError:
    """The `InternalCompileError` for bug `e` in graph `name`, with its graph dumped."""
    path, cmd = dump_failed(gm, name, e)
    where = f"; the graph is in {path}" if path else "; the graph could not be written"
    how = f"; reproduce with: {cmd}" if cmd else ""
    code = getattr(e, "code", None)
    kind = f"{type(e).__name__}" + (f" [{code}]" if code else "")
    return InternalCompileError(
        f"torchtpu internal error in graph `{name}` ({kind}): {reason(e)}{where}{how}. This is a bug in torchtpu, "
        "please report it with that file; TORCHTPU_ON_INTERNAL_ERROR=eager runs such graphs in eager instead",
        name, path, cmd,
    )


def on_bug(gm: torch.fx.GraphModule | None, name: str, e: BaseException) -> InternalCompileError:
    """Applies the policy to bug `e`: with `TORCHTPU_ON_INTERNAL_ERROR=eager` (and no
    `TORCHTPU_FALLBACK=error`), counts `internal_errors` and returns the error for the caller's
    warning (the caller then runs eager); otherwise raises it (the default, `raise`)."""
    err = internal_error(gm, name, e)
    if config.on_internal_error() != "eager" or config.fallback_mode() == "error":
        raise err from e
    STATE.count("internal_errors")
    return err


def _eager(gm: torch.fx.GraphModule) -> Callable:
    def run(args: list) -> Any:
        return gm(*args)

    return run


def make_failure_handler(gm: torch.fx.GraphModule) -> Callable[[BaseException, str], Callable]:
    """What to do when a graph cannot be compiled (below): the user's model uses something
    torchtpu cannot compile -> warn and run it in eager, or raise `FallbackError` with
    `TORCHTPU_FALLBACK=error`; a bug of torchtpu's -> raise `InternalCompileError` with the dumped
    graph and the minify command, or with `TORCHTPU_ON_INTERNAL_ERROR=eager` warn loudly, count
    `internal_errors` and run it in eager; anything else the user must see -> raised as is."""

    # Here rather than in backend.py, so that aot_cache.py (below backend.py) can use it.
    from .bucketing import dump_event
    from .. import trace
    from ..warn import warn

    def on_failure(e: BaseException, name: str) -> Callable:
        if raised_as_is(e):
            raise e
        why = reason(e)
        if not is_users(e):
            err = on_bug(gm, name, e)  # raises unless TORCHTPU_ON_INTERNAL_ERROR=eager
            LOG.warning("graph `%s`: runs in eager after an internal error: %s", name, why)
            trace.fallback(name, f"internal error: {why}")
            dump_event({"event": "internal_error", "graph": name, "reason": why, "dump": err.dump})
            warn(f"torchtpu: running graph `{name}` in eager mode after an internal error "
                 f"(TORCHTPU_ON_INTERNAL_ERROR=eager): {err}")
            return _eager(gm)
        if config.fallback_mode() == "error":
            raise FallbackError(f"torchtpu cannot compile graph `{name}`: {why}") from e
        STATE.count("fallbacks")
        LOG.info("graph `%s`: runs in eager: %s", name, why)
        trace.fallback(name, why)
        dump_event({"event": "fallback", "graph": name, "reason": why})
        # An op without a rule is named once, whichever node uses it; any other reason once.
        key = f"NoRule:{e.op}" if getattr(e, "code", None) == "NoRule" else why
        if STATE.first_time(key):
            warn(f"torchtpu: running graph `{name}` in eager mode: {why}")
        return _eager(gm)

    return on_failure
