"""Lists import cycles between the modules of a Rust crate (read from its `use` lines and
`crate::` paths) or of a Python package (its relative imports, function-level ones included). No
build needed.

    python3 scripts/check_cycles.py compiler/src [--depth 1|2]
    python3 scripts/check_cycles.py python_plugin/python/torchtpu

Rust: depth 1 (default) checks the crate's top-level modules (`driver`, `cache`, `runtime`, ...);
depth 2 also splits each of those into its children (`cache::disk`, `runtime::executable`, ...).
A module's own tests (`tests.rs`, `*_tests.rs`, `tests/` folders) are left out: a test may use
anything. Python: one node per module of the package. Exit status 1 when there is a cycle.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

USE = re.compile(r"\buse\s+(crate|super|self)((?:::[A-Za-z_][A-Za-z0-9_]*)*)(::\{)?", re.S)
PATH = re.compile(r"\b(crate|super)((?:::[A-Za-z_][A-Za-z0-9_]*)+)")


def module_of(root: Path, f: Path) -> list[str]:
    parts = list(f.relative_to(root).with_suffix("").parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return parts


def group_items(text: str, start: int) -> list[str]:
    """The paths inside `use prefix::{...}` starting at the `{` (nested groups flattened)."""
    depth, i, buf, out, stack = 0, start, "", [], [""]
    while i < len(text):
        c = text[i]
        if c == "{":
            depth += 1
            stack.append(stack[-1] + buf.strip())
            buf = ""
        elif c in ",}":
            if buf.strip():
                out.append(stack[-1] + buf.strip())
            buf = ""
            if c == "}":
                depth -= 1
                stack.pop()
                if depth == 0:
                    break
        else:
            buf += c
        i += 1
    return out


def strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def refs(text: str, here: list[str]) -> set[tuple[str, ...]]:
    """Absolute module paths this file names."""
    out: set[tuple[str, ...]] = set()

    def resolve(anchor: str, rest: list[str]) -> tuple[str, ...]:
        if anchor == "crate":
            return tuple(rest)
        base = list(here)
        if anchor == "super":
            base = base[:-1]
        while rest and rest[0] == "super":
            base, rest = base[:-1], rest[1:]
        return tuple(base + rest)

    for m in USE.finditer(text):
        anchor, rest = m.group(1), [p for p in m.group(2).split("::") if p]
        if m.group(3):
            for item in group_items(text, m.end() - 1):
                parts = [p for p in item.replace("{", "").split("::") if p and p != "self"]
                out.add(resolve(anchor, rest + parts))
        else:
            out.add(resolve(anchor, rest))
    for m in PATH.finditer(text):
        out.add(resolve(m.group(1), [p for p in m.group(2).split("::") if p]))
    return out


PY_FROM = re.compile(r"^\s*from\s+(\.+)([A-Za-z_][A-Za-z0-9_.]*)?\s+import\s+\(?([^)\n]*)", re.M)


def python_edges(pkg: Path) -> tuple[set, dict]:
    """Modules of package `pkg` (its subpackages' modules included, as dotted paths) and the
    package-internal imports between them, inside functions too."""
    import ast

    def name(f: Path) -> tuple[str, ...]:
        parts = f.relative_to(pkg).with_suffix("").parts
        return parts[:-1] if parts[-1] == "__init__" and len(parts) > 1 else parts

    files = list(pkg.rglob("*.py"))
    modules = {name(f) for f in files}
    edges: dict = {}
    for f in files:
        here = name(f)
        base = list(here if f.stem == "__init__" and len(here) > 0 and here != ("__init__",) else here[:-1])
        for node in ast.walk(ast.parse(f.read_text(), str(f))):
            if not (isinstance(node, ast.ImportFrom) and node.level > 0):
                continue
            anchor = base[: len(base) - (node.level - 1)] if node.level > 1 else base
            mod = tuple(anchor) + (tuple(node.module.split(".")) if node.module else ())
            targets = [mod] if node.module else [mod + (a.name,) for a in node.names]
            for t in targets:
                if t in modules and t != here:
                    edges.setdefault(here, set()).add(t)
    return modules, edges


def main() -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("root", nargs="?", default="compiler/src")
    ap.add_argument("--depth", type=int, choices=(1, 2), default=1)
    opts = ap.parse_args()
    depth, root = opts.depth, Path(opts.root)
    files = [f for f in root.rglob("*.rs") if f.name != "main.rs"]
    modules: set[tuple[str, ...]] = set()
    edges: dict[tuple[str, ...], set[tuple[str, ...]]] = {}
    if not files and (root / "__init__.py").exists():
        modules, edges = python_edges(root)
        depth = 1
    for f in files:
        if f.name == "tests.rs" or f.name.endswith("_tests.rs") or "tests" in f.relative_to(root).parts[:-1]:
            continue
        mod = module_of(root, f)
        if not mod:
            continue
        key = tuple(mod[:depth])
        modules.add(key)
        text = strip_comments(f.read_text())
        # Drop `#[cfg(test)] mod tests { ... }` blocks written inline.
        text = re.split(r"#\[cfg\(test\)\]\s*mod\s+tests\s*\{", text)[0]
        for r in refs(text, mod):
            if r and r[: len(key)] != key:
                edges.setdefault(key, set()).add(tuple(r[:depth]))
    edges = {k: {v for v in vs if v in modules} for k, vs in edges.items()}
    # Tarjan's strongly connected components.
    index: dict = {}
    low: dict = {}
    stack: list = []
    on: set = set()
    sccs: list[list] = []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                sccs.append(comp)

    sys.setrecursionlimit(10000)
    for v in sorted(modules):
        if v not in index:
            visit(v)
    name = "::".join
    kind = "Python modules" if not files else f"modules at depth {depth}"
    print(f"{len(modules)} {kind} in {root}, {sum(len(v) for v in edges.values())} edges")
    for comp in sccs:
        members = sorted(comp)
        print("cycle:", ", ".join(name(m) for m in members))
        for a in members:
            for b in sorted(edges.get(a, ())):
                if b in comp:
                    print(f"    {name(a)} -> {name(b)}")
    if not sccs:
        print("no cycles")
    return 1 if sccs else 0


if __name__ == "__main__":
    sys.exit(main())
