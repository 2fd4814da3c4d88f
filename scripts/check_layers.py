"""Checks that no module of the torchtpu package imports a layer above its own.

The layers, bottom to top (python_plugin/python/torchtpu/*/__init__.py say what each holds):
  0 foundation  the modules at the top of the package (config, state, warn, device, ...)
  1 graph       torchtpu/graph/
  2 execution   torchtpu/execution/
  3 capture     torchtpu/capture/
  4 extensions  torchtpu/extensions/
  5 tools       torchtpu/tools/
The public face of the package, `torchtpu/__init__.py` and `torchtpu/testing.py`, may import
any layer; nothing imports them. Imports inside functions count as well. Exits 1 naming each
upward import.

    python scripts/check_layers.py [PACKAGE_DIR]
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

LAYERS = {"graph": 1, "execution": 2, "capture": 3, "extensions": 4, "tools": 5}
PUBLIC = {"__init__", "testing"}


def module_name(pkg: Path, path: Path) -> tuple[str, ...]:
    parts = path.relative_to(pkg).with_suffix("").parts
    return parts[:-1] if parts[-1] == "__init__" and len(parts) > 1 else parts


def imported(node: ast.ImportFrom, here: tuple[str, ...], is_package: bool) -> list[tuple[str, ...]]:
    """The package modules an import names (`from ..graph import ops` -> ('graph', 'ops'))."""
    base = list(here if is_package else here[:-1])
    if node.level > 1:
        base = base[: len(base) - (node.level - 1)]
    mod = tuple(base) + (tuple(node.module.split(".")) if node.module else ())
    if node.module:
        return [mod]
    return [mod + (a.name,) for a in node.names]


def check(pkg: Path) -> list[str]:
    errors = []
    for path in sorted(pkg.rglob("*.py")):
        here = module_name(pkg, path)
        if here in (("__init__",), ("testing",)):
            continue  # the package's public face
        mine = LAYERS.get(here[0], 0)
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.ImportFrom) and node.level > 0):
                continue
            for target in imported(node, here, path.stem == "__init__"):
                target = tuple(t for t in target if t)
                if not target or target[0] == "_native" or target[0].startswith("_native"):
                    continue
                if target[0] in LAYERS:
                    theirs = LAYERS[target[0]]
                elif target[0] in PUBLIC:
                    errors.append(f"{path.relative_to(pkg)}:{node.lineno}: imports the public module "
                                  f"torchtpu.{'.'.join(target)}")
                    continue
                else:
                    theirs = 0
                if theirs > mine:
                    errors.append(f"{path.relative_to(pkg)}:{node.lineno}: layer {mine} imports "
                                  f"torchtpu.{'.'.join(target)} (layer {theirs}), which is above it")
    return errors


def main() -> int:
    pkg = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "python_plugin/python/torchtpu")
    errors = check(pkg)
    n = sum(1 for _ in pkg.rglob("*.py"))
    for e in errors:
        print(e)
    print(f"{n} Python modules in {pkg.name}: {len(errors)} upward import(s)" if errors else
          f"{n} Python modules in {pkg.name}: no module imports a layer above its own")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
