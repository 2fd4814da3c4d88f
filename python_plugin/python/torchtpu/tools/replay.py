"""Replaying a serialized graph (docs/graph-format.md) in eager torch, for the minifier's
`--until mismatch` and its shape shrinking (docs/debugging.md, section 4).

    python -m torchtpu.tools.replay GRAPH.json [--rtol R] [--atol A] [--seed N]
        Runs the graph on seeded random inputs of its declared types, node by node in eager torch
        and once through torchtpu, and compares the outputs. Exit status: 0 they match, 10 they
        differ (a mismatch), 11 the graph could not be run (the reason is printed).
    python -m torchtpu.tools.replay GRAPH.json --retype SHAPES [-o OUT.json]
        Rewrites the graph with new input shapes (SHAPES: JSON, input name -> dims) and every
        node's result type recomputed by torch's fake tensors. Exit status 11 when some node
        does not accept the new shapes.
    python -m torchtpu.tools.replay --serve
        The same two requests as JSON lines on stdin, one reply line each on stdout, so that
        `torchtpu-compiler minify` imports torch once. Requests: `{"op": "compare", "graph": G,
        "rtol": R, "atol": A, "seed": N}`, `{"op": "retype", "graph": G, "shapes": {...}}`,
        `{"op": "ping"}`. Replies: `{"status": "match"|"mismatch"|"error"|"ok", "message": ...,
        "graph": ...}`.

Inputs are deterministic (`--seed`, default 0): floats from a normal distribution, booleans
at random, integers in [0, n) where n is the graph's smallest dimension above 1 (so that an
integer input used as an index stays in range of any dim it indexes). A graph with random ops,
symbolic sizes or size inputs cannot be compared (eager would draw other numbers, or the sizes
are unknown): that is "could not run".
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import sys
from typing import Any

import torch

MATCH, MISMATCH, CANNOT_RUN = 0, 10, 11


class CannotRun(Exception):
    """The graph cannot be replayed (the message says why)."""


def _dtypes() -> tuple[dict, dict]:
    from ..graph.serialize import DTYPE_NAMES, DTYPES

    return DTYPES, DTYPE_NAMES


def _static_shape(meta: dict, where: str) -> list[int]:
    shape = meta.get("shape", [])
    if any(not isinstance(d, int) for d in shape):
        raise CannotRun(f"{where} has a symbolic shape {shape}; the oracle needs a static graph")
    return shape


def _check_replayable(g: dict) -> None:
    from ..graph import ops
    from ..graph.serialize import RNG_SEED_INPUT, SIZE_INPUT_PREFIX

    if g.get("symbols"):
        raise CannotRun("the graph has symbolic sizes (a `symbols` table); the oracle needs a static graph")
    for i in g.get("inputs", []):
        if i.get("kind") != "tensor":
            raise CannotRun(f"input `{i.get('name')}` is a {i.get('kind')}; the oracle needs tensor inputs only")
        if i["name"] == RNG_SEED_INPUT or i["name"].startswith(SIZE_INPUT_PREFIX):
            raise CannotRun(f"input `{i['name']}` is a seed or size input; the oracle cannot compare such a graph")
    for n in g.get("nodes", []):
        if n["target"].startswith("aten."):
            try:
                op = _target(n["target"])
            except AttributeError:
                raise CannotRun(f"node `{n['name']}`: torch has no op {n['target']}") from None
            if ops.is_random(op):
                raise CannotRun(f"node `{n['name']}` ({n['target']}) is random: eager draws other numbers than torchtpu")


def _target(name: str) -> Any:
    from ..graph.serialize import resolve_target

    return resolve_target(name)


def _constant(c: dict) -> torch.Tensor:
    dtypes, _ = _dtypes()
    dtype = dtypes[c["meta"]["dtype"]]
    shape = _static_shape(c["meta"], f"constant `{c['name']}`")
    data = bytearray(base64.b64decode(c.get("data", "")))
    if not data:
        return torch.zeros(shape, dtype=dtype)
    return torch.frombuffer(data, dtype=dtype).reshape(shape).clone()


def _index_bound(g: dict) -> int:
    dims = []
    metas = [i["meta"] for i in g.get("inputs", []) if i.get("kind") == "tensor"]
    metas += [m for n in g.get("nodes", []) for m in (n.get("outputs") or []) if isinstance(m, dict) and "shape" in m]
    for m in metas:
        dims += [d for d in m["shape"] if isinstance(d, int) and d > 1]
    return min(dims, default=2)


def make_inputs(g: dict, seed: int = 0) -> list[torch.Tensor]:
    """Deterministic inputs of the graph's declared types."""
    dtypes, _ = _dtypes()
    gen = torch.Generator().manual_seed(seed)
    bound = _index_bound(g)
    out = []
    for i in g.get("inputs", []):
        meta = i["meta"]
        dtype = dtypes[meta["dtype"]]
        shape = _static_shape(meta, f"input `{i['name']}`")
        if dtype.is_floating_point:
            t = torch.randn(shape, generator=gen, dtype=torch.float64 if dtype == torch.float64 else torch.float32).to(dtype)
        elif dtype == torch.bool:
            t = torch.randint(0, 2, shape, generator=gen).bool()
        else:
            t = torch.randint(0, bound, shape, generator=gen).to(dtype)
        out.append(t)
    return out


def _run_nodes(g: dict, inputs: list, constant: Any) -> tuple[dict, list]:
    """Runs every node with the values in `inputs` (by position); returns (values by (node, out),
    graph outputs)."""
    from ..graph.serialize import decode_arg

    env: dict[tuple[str, int], Any] = {}
    for i, v in zip(g.get("inputs", []), inputs):
        env[(i["name"], 0)] = v
    for c in g.get("constants", []):
        env[(c["name"], 0)] = constant(c)

    def ref(node: str, out: int) -> Any:
        try:
            return env[(node, out)]
        except KeyError:
            raise CannotRun(f"a reference to `{node}` result {out}, which no earlier node or input defines") from None

    for n in g.get("nodes", []):
        where = f"node `{n['name']}` ({n['target']})"
        try:
            op = _target(n["target"])
        except (AttributeError, ValueError):
            raise CannotRun(f"{where}: torch has no such op") from None
        try:
            args = [decode_arg(a, ref) for a in n.get("args", [])]
            kwargs = {k: decode_arg(v, ref) for k, v in n.get("kwargs", {}).items()}
        except (ValueError, KeyError) as e:
            raise CannotRun(f"{where}: {e}") from None
        try:
            r = op(*args, **kwargs)
        except CannotRun:
            raise
        except Exception as e:  # noqa: BLE001 - any torch error: the graph cannot run like this
            raise CannotRun(f"{where} fails in eager: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}") from None
        for k, v in enumerate(r if isinstance(r, (tuple, list)) else [r]):
            env[(n["name"], k)] = v
    outs = [decode_arg(o, ref) for o in g.get("outputs", [])]
    return env, outs


def run_eager(g: dict, inputs: list) -> list:
    _check_replayable(g)
    return _run_nodes(g, inputs, _constant)[1]


def run_compiled(g: dict, inputs: list) -> list:
    """The graph compiled by torchtpu (as the backend would: `_native.compile`) and called."""
    from .. import _native
    from ..execution.executable import Executable, _compile_json, ensure_runtime
    from ..graph.serialize import to_json

    ensure_runtime()
    try:
        compiled = _compile_json(to_json(g), g.get("name", "graph"))
        exe = Executable(compiled, {}, len(g.get("inputs", [])))
        return exe(list(inputs))
    except _native.TorchTpuError as e:
        raise CannotRun(f"torchtpu cannot run the graph: {type(e).__name__}: {e}") from None


def _describe(t: torch.Tensor) -> str:
    return f"{str(t.dtype).replace('torch.', '')}{list(t.shape)}"


def compare(g: dict, rtol: float = 1e-4, atol: float = 1e-5, seed: int = 0) -> tuple[str, str]:
    """("match" | "mismatch", what differs). Raises CannotRun."""
    inputs = make_inputs(g, seed)
    want = run_eager(g, [t.clone() for t in inputs])
    got = run_compiled(g, [t.clone() for t in inputs])
    if len(got) != len(want):
        return "mismatch", f"torchtpu gives {len(got)} outputs, eager {len(want)}"
    names = [o.get("node", "?") if o.get("t") == "ref" else "none" for o in g.get("outputs", [])]
    problems = []
    for k, (a, b) in enumerate(zip(got, want)):
        where = f"output {k} (node `{names[k]}`)"
        if not isinstance(b, torch.Tensor):
            continue
        if not isinstance(a, torch.Tensor):
            problems.append(f"{where}: torchtpu gives {a!r}, eager a tensor {_describe(b)}")
        elif a.dtype != b.dtype or a.shape != b.shape:
            problems.append(f"{where}: torchtpu gives {_describe(a)}, eager {_describe(b)}")
        elif a.is_floating_point() or a.is_complex():
            if not torch.allclose(a.double(), b.double(), rtol=rtol, atol=atol, equal_nan=True):
                diff = (a.double() - b.double()).abs().nan_to_num(nan=float("inf"))
                bad = ~torch.isclose(a.double(), b.double(), rtol=rtol, atol=atol, equal_nan=True)
                problems.append(f"{where}: {_describe(b)} differs beyond rtol={rtol}, atol={atol}: "
                                f"{int(bad.sum())} of {b.numel()} elements, largest difference {diff.max().item():.4g}")
        elif not torch.equal(a, b):
            problems.append(f"{where}: {_describe(b)}: {int((a != b).sum())} of {b.numel()} elements differ")
    if problems:
        return "mismatch", "; ".join(problems)
    return "match", f"{len(want)} outputs match eager within rtol={rtol}, atol={atol}"


def retype(g: dict, shapes: dict[str, list[int]]) -> dict:
    """`g` with the inputs named in `shapes` at those shapes and every node's result types
    recomputed by fake tensors. Raises CannotRun when a node does not accept them."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    if g.get("symbols"):
        raise CannotRun("the graph has symbolic sizes; it cannot be retyped")
    dtypes, names = _dtypes()
    out = json.loads(json.dumps(g))
    unknown = set(shapes) - {i["name"] for i in out.get("inputs", [])}
    if unknown:
        raise CannotRun(f"no input named {sorted(unknown)}")
    for i in out.get("inputs", []):
        if i.get("kind") == "tensor" and i["name"] in shapes:
            dims = shapes[i["name"]]
            if not all(isinstance(d, int) and d >= 0 for d in dims):
                raise CannotRun(f"input `{i['name']}`: bad shape {dims}")
            i["meta"]["shape"] = list(dims)
            if "stride" in i["meta"]:
                i["meta"]["stride"] = list(torch.empty(0).new_empty(dims, device="meta").stride())
    mode = FakeTensorMode(allow_non_fake_inputs=False)
    with mode:
        inputs = []
        for i in out.get("inputs", []):
            if i.get("kind") != "tensor":
                raise CannotRun(f"input `{i['name']}` is a {i.get('kind')}")
            inputs.append(torch.empty(_static_shape(i["meta"], f"input `{i['name']}`"), dtype=dtypes[i["meta"]["dtype"]]))
        env, _ = _run_nodes(out, inputs, lambda c: mode.from_tensor(_constant(c)))
    for n in out.get("nodes", []):
        for k, meta in enumerate(n.get("outputs") or []):
            if not (isinstance(meta, dict) and "dtype" in meta):
                continue
            v = env.get((n["name"], k))
            if not isinstance(v, torch.Tensor):
                raise CannotRun(f"node `{n['name']}` result {k} is no longer a tensor")
            new = {"dtype": names[v.dtype], "shape": [int(d) for d in v.shape]}
            if "stride" in meta:
                new["stride"] = [int(s) for s in v.stride()]
            n["outputs"][k] = new
    return out


# ---- the command line ---------------------------------------------------------------------------


def _handle(req: dict) -> dict:
    op = req.get("op")
    try:
        if op == "ping":
            return {"status": "ok", "message": f"torch {torch.__version__}"}
        if op == "compare":
            status, message = compare(req["graph"], float(req.get("rtol", 1e-4)), float(req.get("atol", 1e-5)), int(req.get("seed", 0)))
            return {"status": status, "message": message}
        if op == "retype":
            return {"status": "ok", "graph": retype(req["graph"], req["shapes"])}
        return {"status": "error", "message": f"unknown request {op!r}"}
    except CannotRun as e:
        return {"status": "error", "message": str(e)}
    except Exception as e:  # noqa: BLE001 - the server must answer every request
        return {"status": "error", "message": f"{type(e).__name__}: {e}"}


def _serve() -> int:
    # Replies go to the real stdout only; anything else that prints (XLA, a library) goes to stderr.
    reply = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            req = json.loads(line)
        except ValueError as e:
            answer = {"status": "error", "message": f"bad request: {e}"}
        else:
            answer = _handle(req)
        reply.write(json.dumps(answer, allow_nan=False) + "\n")
        reply.flush()
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m torchtpu.tools.replay", description=__doc__.split("\n\n")[0])
    p.add_argument("graph", nargs="?", help="a serialized graph (.graph.json)")
    p.add_argument("--compare", action="store_true", help="compare torchtpu with eager (the default)")
    p.add_argument("--rtol", type=float, default=1e-4)
    p.add_argument("--atol", type=float, default=1e-5)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--retype", metavar="SHAPES", help="JSON: input name -> new dims; writes the retyped graph")
    p.add_argument("-o", "--out", help="where --retype writes (default stdout)")
    p.add_argument("--serve", action="store_true", help="answer JSON-line requests on stdin (for torchtpu-compiler minify)")
    a = p.parse_args(argv)
    if a.serve:
        return _serve()
    if not a.graph:
        p.error("a GRAPH file is needed (or --serve)")
    try:
        with open(a.graph) as f:
            g = json.load(f)
    except (OSError, ValueError) as e:
        print(f"could not run: {a.graph}: {e}", file=sys.stderr)
        return CANNOT_RUN
    try:
        if a.retype is not None:
            new = retype(g, json.loads(a.retype))
            text = json.dumps(new, indent=1)
            if a.out:
                with open(a.out, "w") as f:
                    f.write(text + "\n")
            else:
                print(text)
            return MATCH
        status, message = compare(g, a.rtol, a.atol, a.seed)
    except CannotRun as e:
        print(f"could not run: {e}", file=sys.stderr)
        return CANNOT_RUN
    print(f"{status}: {message}")
    return MISMATCH if status == "mismatch" else MATCH


if __name__ == "__main__":
    sys.exit(main())
