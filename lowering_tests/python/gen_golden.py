"""Writes the golden inputs: one serialized graph per case, `golden/<family>/<case>.graph.json`.

    python lowering_tests/python/gen_golden.py           # (re)write every case's graph
    python lowering_tests/python/gen_golden.py --check   # exit 1 if a file would change, a stale
                                                          # graph is left, or a registered op has no case

Each case's `fn` is traced with `make_fx(fn, tracing_mode="fake")` and no decompositions, so the
graph holds exactly the overload the case calls (cases of CompositeImplicitAutograd ops such as
`aten.reshape` trace with `pre_dispatch=True`, which keeps them). The output is deterministic:
running twice writes identical files. The expected `.stablehlo.mlir` next to each graph is written
by the Rust runner (`BLESS=1 cargo test -p lowering-tests`), never here.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GOLDEN = ROOT / "golden"

sys.path.insert(0, str(HERE))

import torch  # noqa: E402

from cases import BUCKET_CASES, CASES, Case, bucket_graph, trace as trace_case  # noqa: E402

from torchtpu import _native  # noqa: E402
from torchtpu.graph.serialize import serialize_graph, target_name  # noqa: E402

SUFFIX = ".graph.json"
TARGET_SUFFIX = ".target.json"


def trace(c: Case) -> torch.fx.GraphModule:
    return trace_case(c, c.make_inputs())


def graph_text(c: Case, gm: torch.fx.GraphModule) -> str:
    return json.dumps(serialize_graph(gm, name=c.name), indent=1, sort_keys=True) + "\n"


def ops_of(gm: torch.fx.GraphModule) -> set[str]:
    return {target_name(n.target) for n in gm.graph.nodes if n.op == "call_function" and target_name(n.target).startswith(("aten.", "prims.", "torchtpu.", "mkldnn.", "torch.ops.higher_order."))}


def missing_ops(traced: dict[str, torch.fx.GraphModule] | None = None) -> list[str]:
    """Registered overloads that no case's graph calls."""
    if traced is None:
        traced = {c.name: trace(c) for c in CASES}
    covered: set[str] = set()
    for gm in traced.values():
        covered |= ops_of(gm)
    return sorted(set(_native.registered_ops()) - covered)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 if anything is out of date")
    args = ap.parse_args()

    traced: dict[str, torch.fx.GraphModule] = {}
    wanted: dict[Path, str] = {}
    problems: list[str] = []
    for c in CASES:
        gm = trace(c)
        traced[c.name] = gm
        wanted[GOLDEN / c.family / f"{c.name}{SUFFIX}"] = graph_text(c, gm)
        if c.target:
            # What the target offers the lowering (golden.rs, `target_path`).
            wanted[GOLDEN / c.family / f"{c.name}{TARGET_SUFFIX}"] = json.dumps(c.target, indent=1, sort_keys=True) + "\n"

    for bc in BUCKET_CASES:  # graphs with a symbolic size, at one bucket (cases.py, "bucket")
        wanted[GOLDEN / bc.family / f"{bc.name}{SUFFIX}"] = json.dumps(bucket_graph(bc), indent=1, sort_keys=True) + "\n"
        if bc.target:
            wanted[GOLDEN / bc.family / f"{bc.name}{TARGET_SUFFIX}"] = json.dumps(bc.target, indent=1, sort_keys=True) + "\n"

    registered = set(_native.registered_ops())
    for c in CASES:
        unknown = ops_of(traced[c.name]) - registered
        if unknown:
            problems.append(f"case {c.name} calls ops with no lowering rule: {sorted(unknown)}")

    existing = set(GOLDEN.glob(f"*/*{SUFFIX}")) | set(GOLDEN.glob(f"*/*{TARGET_SUFFIX}"))
    stale = sorted(existing - set(wanted))
    changed = [p for p, text in wanted.items() if not p.exists() or p.read_text() != text]

    if args.check:
        for p in changed:
            problems.append(f"would {'update' if p.exists() else 'create'} {p.relative_to(ROOT)}")
        for p in stale:
            problems.append(f"stale (no case): {p.relative_to(ROOT)}")
    else:
        for p in changed:
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(wanted[p])
        for p in stale:
            p.unlink()
        print(f"{len(wanted)} cases: {len(changed)} written, {len(stale)} stale removed", file=sys.stderr)

    for op in missing_ops(traced):
        problems.append(f"registered op has no case: {op}")

    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        if args.check:
            print("re-run without --check to rewrite the golden inputs (or add the missing cases)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
