"""The compiler's warnings and log lines, delivered the Python way. The Rust side queues them
(`compiler/src/diag.rs`) instead of printing to stderr; `deliver()`, called after each call into
the compiler that may produce them (plugin start, compile, lower), turns warnings into
`RuntimeWarning`s attributed to the user's code and cache log lines into records on the
`torchtpu.cache` logger (level WARNING, so they show without any logging setup, and
`logging.getLogger("torchtpu").setLevel(logging.ERROR)` silences them)."""

from __future__ import annotations

import logging

from . import _native
from .warn import warn

CACHE_LOG = logging.getLogger("torchtpu.cache")


def deliver() -> None:
    for level, msg in _native.take_diagnostics():
        if level == "warning":
            warn(f"torchtpu: {msg}")
        else:
            CACHE_LOG.warning("torchtpu: cache: %s", msg)
