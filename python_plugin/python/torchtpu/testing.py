"""`torchtpu.testing.assert_golden`: pin a model's StableHLO in golden files, from a test
(docs/golden-files.md). The same files `torchtpu-compiler golden add|check` reads and writes."""

from __future__ import annotations

import difflib
import os
from pathlib import Path
from typing import Any, Callable

from . import config
from .tools.inspect import capture
from .warn import warn


def assert_golden(fn: Callable, *inputs: Any, dir: str | os.PathLike, **kwargs: Any) -> None:
    """Traces `fn(*inputs, **kwargs)` through the backend (nothing is compiled by XLA; see
    `torchtpu.inspect`) and compares the StableHLO of each graph it would compile with
    `dir/graph_<i>.stablehlo.mlir`, where `graph_<i>.graph.json` is the serialized graph.

    - A difference raises `AssertionError` with a unified diff per graph.
    - Missing files are recorded (with a warning), except when `CI` is set: then they fail.
    - `BLESS=1` rewrites every file (refused when `CI` is set), as for the project's own cases.
    """
    root = Path(dir)
    ci, bless = config.ci(), config.bless()
    if bless and ci:
        raise AssertionError("assert_golden: BLESS=1 is refused while CI is set")
    found = capture(fn, *inputs, **kwargs)
    if not found:
        raise AssertionError("assert_golden: the backend compiled no graph for this call (did it run in eager?)")
    problems, recorded = [], []
    for i, (_, _, mlir, graph_json, _) in enumerate(found):
        graph, expected = root / f"graph_{i}.graph.json", root / f"graph_{i}.stablehlo.mlir"
        if bless or not expected.exists():
            if ci:
                problems.append(f"{expected}: missing (record it without CI set, and commit it)")
                continue
            root.mkdir(parents=True, exist_ok=True)
            graph.write_text(graph_json)
            expected.write_text(mlir)
            recorded.append(str(expected))
            continue
        old = expected.read_text()
        if old != mlir:
            problems.append("".join(difflib.unified_diff(
                old.splitlines(keepends=True), mlir.splitlines(keepends=True),
                f"{expected} (expected)", f"{expected} (actual)")))
    stale = sorted(p.name for p in root.glob("graph_*.graph.json") if int(p.name.split("_")[1].split(".")[0]) >= len(found)) if root.exists() else []
    if stale:
        problems.append(f"{root}: golden graphs this model no longer produces: {', '.join(stale)}")
    if recorded and not bless:
        warn(f"torchtpu: assert_golden recorded {len(recorded)} new golden file(s) in {root}; review and commit them")
    if problems:
        raise AssertionError("StableHLO changed (re-run with BLESS=1 to accept):\n" + "\n".join(problems))
