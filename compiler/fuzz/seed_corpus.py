#!/usr/bin/env python3
"""Writes the seed corpus of the `lower_graph` fuzz target (docs/fuzzing.md).

One input per golden graph in each mode: `[0, i % 256, i // 256]` (seed number i, no edits) and
`0x80` followed by the graph's JSON (raw mode). Usage: seed_corpus.py [corpus dir]
"""
import pathlib
import sys

here = pathlib.Path(__file__).resolve().parent
out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else here / "corpus" / "lower_graph")
out.mkdir(parents=True, exist_ok=True)
graphs = sorted((here.parent.parent / "golden").rglob("*.graph.json"))
for i, g in enumerate(graphs):
    (out / f"seed-{i:04}").write_bytes(bytes([0, i % 256, i // 256]))
    (out / f"raw-{i:04}").write_bytes(b"\x80" + g.read_bytes())
print(f"{2 * len(graphs)} seeds for {len(graphs)} golden graphs in {out}")
