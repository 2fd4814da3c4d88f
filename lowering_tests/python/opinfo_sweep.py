"""OpInfo sweep: torch's own op database, run through `backend="torchtpu"` and compared with eager.

Every entry of `torch.testing._internal.common_methods_invocations.op_db` that supports the dtype
on CPU is run on its first few sample inputs, once eagerly and once under
`torch.compile(fn, backend="torchtpu", dynamic=False)` (`--dynamic`: `dynamic=True`, so that
graphs compile for shape buckets), and gets one status:

- `passed`: every sample was compiled by torchtpu (no graph break, no fallback) and matched eager;
- `mismatch`: a compiled result differs from eager (a wrong number, dtype or shape);
- `fell back`: a sample did not run through torchtpu: an op without a lowering rule (named), a rule
  that refuses those arguments, a dtype the graph format has no name for, or a Dynamo graph break;
- `error`: torchtpu, AOTAutograd or Dynamo raised, a worker crashed (`error (crash)`), or timed out;
- `skipped`: the entry has no sample that eager runs for this dtype (not counted in the pass rate).

Float results are compared with `torch.testing.assert_close` defaults (`equal_nan=True`), integer
and bool results exactly. Random ops (found by running eager with two seeds) are compared by
statistics: shape and dtype, each element's support where eager's is discrete (dropout, bernoulli),
and mean and standard deviation otherwise. Ops whose contents torch leaves unspecified (`empty`)
are compared by shape and dtype.

Each entry runs in a worker subprocess under a timeout; a worker that crashes or hangs is replaced
and its entry recorded as `error (crash)` / `error (timeout)`, so no op can take the sweep down.

    .venv/bin/python lowering_tests/python/opinfo_sweep.py                    # whole sweep -> docs/op-coverage.md
    .venv/bin/python lowering_tests/python/opinfo_sweep.py --ops add,nn.functional.conv2d --out -
    .venv/bin/python lowering_tests/python/opinfo_sweep.py --shard 1/4 --out /tmp/shard1.md
    .venv/bin/python lowering_tests/python/opinfo_sweep.py --errors --out docs/op-errors.md

`--errors` runs the error sweep instead (opinfo_errors.py): where eager raises, the compiled call
must raise too.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import types
import unittest
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from opinfo_compare import (  # noqa: E402
    _compare_exact,
    _compare_meta,
    _compare_random,
    _leaves,
    _same,
    _short,
    align_signs,
    align_selection_ties,
    align_ties,
    closer_to_float64,
)
from opinfo_errors import render_errors, run_error_entry  # noqa: E402
from opinfo_report import STATUSES, pass_rate, render, totals  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DEFAULT_OUT = ROOT / "docs" / "op-coverage.md"
RESULT_MARK = "@@opinfo-result "


# Ops whose results torch leaves unspecified: compared by shape and dtype only.
UNSPECIFIED_CONTENTS = {
    "empty",
    "empty_like",
    "empty_permuted",
    "empty_strided",
    "new_empty",
    "new_empty_strided",
}


def load_op_db() -> list:
    """`op_db`, importable without torch's test-only dependency `expecttest` (a stub stands in)."""
    try:
        import expecttest  # noqa: F401
    except ImportError:
        stub = types.ModuleType("expecttest")
        stub.TestCase = unittest.TestCase  # type: ignore[attr-defined]
        sys.modules["expecttest"] = stub
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import torch.testing._internal.common_methods_invocations as cmi
    # Random entries call their op through `wrapper_set_seed`, which saves and restores the RNG
    # state around it; Dynamo cannot trace that. The sweep seeds the generator itself.
    cmi.wrapper_set_seed = lambda op, *args, **kwargs: op(*args, **kwargs)
    return cmi.op_db


def entry_key(op: Any) -> str:
    return f"{op.name}.{op.variant_test_name}" if op.variant_test_name else op.name


def dtype_of(name: str):
    import torch

    d = getattr(torch, name, None)
    if not isinstance(d, torch.dtype):
        raise SystemExit(f"unknown dtype {name!r}")
    return d


def entries(dtype_name: str) -> list:
    dtype = dtype_of(dtype_name)
    return [op for op in load_op_db() if dtype in op.supported_dtypes("cpu")]


# =================================================================================================
# One entry, in a worker
# =================================================================================================


class SampleResult:
    def __init__(self, status: str, reason: str = ""):
        self.status = status
        self.reason = reason



def _clone(tree: Any) -> Any:
    import torch
    from torch.utils._pytree import tree_map

    return tree_map(lambda t: t.detach().clone() if isinstance(t, torch.Tensor) else t, tree)


def _fallback_reason(e: BaseException) -> tuple[str, str]:
    """(status, reason) for an exception raised while compiling or running under torchtpu."""
    import torchtpu
    from torchtpu.graph.serialize import SerializeError

    from torchtpu.execution.failures import causes

    chain = causes(e)
    for x in chain:
        if isinstance(x, torchtpu.UnsupportedError):
            msg = str(x).strip().splitlines()[0]
            return "fell back", _unsupported_text(msg)
        if isinstance(x, SerializeError):
            return "fell back", _short(f"serialize: {str(x).strip().splitlines()[0]}")
    for x in chain:
        if isinstance(x, torchtpu.TorchTpuError):
            return "error", _short(f"{type(x).__name__}: {str(x).strip()}", 220)
    for x in chain:
        if isinstance(x, torchtpu.FallbackError):
            return "error", _short(str(x).split(": ", 1)[-1], 220)
    inner = chain[-1]
    where = "dynamo" if type(e).__module__.startswith("torch._dynamo") else type(e).__name__
    return "error", _short(f"{where}: {type(inner).__name__}: {str(inner).strip()}", 220)


def _unsupported_text(msg: str) -> str:
    # "no lowering rule for aten.sort.default (node `sort`)" -> "aten.sort.default"
    if msg.startswith("no lowering rule for "):
        return msg[len("no lowering rule for ") :].split(" (node")[0]
    # "unsupported use of aten.x at node `n`: message" -> "aten.x: message"
    if msg.startswith("unsupported use of "):
        rest = msg[len("unsupported use of ") :]
        target, _, tail = rest.partition(" at node ")
        message = tail.split(": ", 1)[1] if ": " in tail else tail
        return _short(f"{target}: {message}")
    return _short(msg)


# Set for the workers by `--dynamic`.
DYNAMIC_ENV = "TORCHTPU_SWEEP_DYNAMIC"


def run_sample(op: Any, sample: Any, meta_only: bool) -> SampleResult:
    import torch
    import torch._dynamo
    from torch._dynamo.utils import counters

    import torchtpu

    args = (sample.input, *sample.args)
    kwargs = dict(sample.kwargs)

    def eager(seed: int) -> tuple[Any, Any]:
        a, k = _clone(args), _clone(kwargs)
        torch.manual_seed(seed)
        out = op(*a, **k)
        return out, a

    try:
        want, want_args = eager(0)
    except Exception as e:  # noqa: BLE001 - a sample eager refuses is not a test
        return SampleResult("skipped", _short(f"eager raised {type(e).__name__}: {e}"))
    want_leaves = _leaves(want)
    kind = "meta" if meta_only else "values"
    if not meta_only:
        try:
            again, _ = eager(0)
            other, _ = eager(1)
            if not _same(_leaves(again), want_leaves):
                kind = "meta"  # unspecified contents (uninitialized memory)
            elif not _same(align_signs(op.name, _leaves(other), want_leaves), want_leaves):
                kind = "random"
        except Exception:  # noqa: BLE001
            pass

    def fn(*a: Any, **k: Any) -> Any:
        return op(*a, **k)

    torch._dynamo.reset()
    counters.clear()
    torchtpu.reset_stats()
    # `--dynamic`: sizes symbolic, so the graph compiles for a shape bucket (padded and masked).
    compiled = torch.compile(fn, backend="torchtpu", dynamic=os.environ.get(DYNAMIC_ENV) == "1")
    got_args = _clone(args)
    try:
        torch.manual_seed(0)
        got = compiled(*got_args, **_clone(kwargs))
        extra = []
        if kind == "random":
            for seed in range(1, 8):
                torch.manual_seed(seed)
                extra.append(_leaves(compiled(*_clone(args), **_clone(kwargs))))
    except Exception as e:  # noqa: BLE001 - classify every failure
        return SampleResult(*_fallback_reason(e))

    breaks = dict(counters.get("graph_break", {}))
    if breaks:
        reason = next(iter(breaks))
        return SampleResult("fell back", _short(f"graph break: {reason}"))
    stats = torchtpu.stats()
    if stats.get("fallbacks", 0):
        return SampleResult("fell back", "torchtpu fell back (no reason recorded)")

    if kind == "random":
        wants = [want_leaves]
        try:
            for seed in range(1, 16):
                wants.append(_leaves(eager(seed)[0]))
        except Exception as e:  # noqa: BLE001
            return SampleResult("error", _short(f"eager re-run raised {e}"))
        # Vectors unique up to sign: every run's signs made eager's first run's, on both sides.
        gots = [align_signs(op.name, g, want_leaves) for g in [_leaves(got)] + extra]
        wants = [align_signs(op.name, w, want_leaves) for w in wants]
        bad = _compare_random(gots, wants, "output")
        return SampleResult("mismatch", bad) if bad else SampleResult("passed", "random: statistics match")

    got_leaves = _leaves(got)
    if len(got_leaves) != len(want_leaves):
        return SampleResult("mismatch", f"{len(got_leaves)} outputs, expected {len(want_leaves)}")
    cmp = _compare_meta if kind == "meta" else _compare_exact
    if kind == "values":
        got_leaves = align_signs(op.name, got_leaves, want_leaves)
        got_leaves = align_ties(op.name, got_leaves, want_leaves, args, kwargs)
        got_leaves = align_selection_ties(op.name, got_leaves, want_leaves, args, kwargs)
    note = ""
    for i, (g, w) in enumerate(zip(got_leaves, want_leaves)):
        bad = cmp(g, w, f"output {i}")
        if bad and kind == "values" and _has_float(want_leaves):
            # Rounding, or a wrong number? Both results against the float64 one (opinfo_compare.py).
            try:
                ref = _leaves(op(*_to_float64(args), **_to_float64(kwargs)))
            except Exception:  # noqa: BLE001 - no float64 reference: the mismatch stands
                ref = None
            if ref is not None and len(ref) == len(want_leaves) and closer_to_float64(got_leaves, want_leaves, ref):
                bad, note = None, "differs from eager, as close to float64"
        if bad:
            return SampleResult("mismatch", bad)
    if kind == "values":
        for i, (g, w) in enumerate(zip(_leaves(got_args), _leaves(want_args))):
            bad = _compare_exact(g, w, f"input {i} after the call")
            if bad:
                return SampleResult("mismatch", bad)
    if stats.get("graphs", 0) == 0:
        return SampleResult("passed", "no graph to compile")
    return SampleResult("passed", note)


def _has_float(leaves: list) -> bool:
    import torch

    return any(isinstance(x, torch.Tensor) and x.dtype in _wider() for x in leaves)


def _to_float64(tree: Any) -> Any:
    """`tree` with its float32, bfloat16 and float16 (complex64) tensors as float64 (complex128):
    the inputs of the reference a result that misses the tolerance is measured against
    (opinfo_compare.py)."""
    import torch
    from torch.utils._pytree import tree_map

    wider = _wider()
    return tree_map(lambda x: x.to(wider[x.dtype]) if isinstance(x, torch.Tensor) and x.dtype in wider else x, tree)


def _wider() -> dict:
    """The dtype each float dtype's reference is computed in (`_to_float64`)."""
    import torch

    return {torch.float32: torch.float64, torch.bfloat16: torch.float64, torch.float16: torch.float64,
            torch.complex64: torch.complex128}


def sample_text(sample: Any) -> str:
    import torch
    from torch.utils._pytree import tree_map

    def show(x: Any) -> Any:
        if isinstance(x, torch.Tensor):
            return f"{str(x.dtype).replace('torch.', '')}{list(x.shape)}"
        return x

    parts = [repr(tree_map(show, sample.input))] + [repr(tree_map(show, a)) for a in sample.args]
    parts += [f"{k}={tree_map(show, v)!r}" for k, v in sample.kwargs.items()]
    return _short(", ".join(str(p) for p in parts), 100)


def run_entry(op: Any, dtype: Any, max_samples: int) -> dict:
    """One OpInfo entry: its status, a short reason, and per-sample results."""
    meta_only = op.name in UNSPECIFIED_CONTENTS
    start = time.monotonic()
    try:
        samples = list(itertools.islice(op.sample_inputs("cpu", dtype, requires_grad=False), max_samples))
    except Exception as e:  # noqa: BLE001
        return {"status": "error", "reason": _short(f"sample_inputs raised {type(e).__name__}: {e}"), "samples": 0}
    results: list[tuple[SampleResult, str]] = []
    for s in samples:
        try:
            r = run_sample(op, s, meta_only)
        except Exception as e:  # noqa: BLE001
            r = SampleResult("error", _short(f"sweep: {type(e).__name__}: {e}"))
        results.append((r, sample_text(s)))
    tested = [(r, s) for r, s in results if r.status != "skipped"]
    out: dict = {"samples": len(tested), "seconds": round(time.monotonic() - start, 2)}
    if not tested:
        out.update(status="skipped", reason=results[0][0].reason if results else "no samples")
        return out
    for status in ("mismatch", "error", "fell back"):
        bad = [(r, s) for r, s in tested if r.status == status]
        if bad:
            r, s = bad[0]
            others = sorted({x.status for x, _ in tested if x.status != status})
            note = f" [{len(bad)} of {len(tested)} samples]" if len(tested) > 1 else ""
            if others:
                note = note[:-1] + f"; others {', '.join(others)}]"
            out.update(status=status, reason=f"{r.reason} (sample: {s}){note}")
            return out
    reasons = sorted({r.reason for r, _ in tested if r.reason})
    out.update(status="passed", reason="; ".join(reasons))
    return out


def worker_main(dtype_name: str, max_samples: int, errors: bool = False) -> int:
    """Reads entry keys on stdin, one a line; writes one result line per key on stdout."""
    import warnings

    os.environ["TORCHTPU_FALLBACK"] = "error"
    warnings.simplefilter("ignore")
    import torch
    import torch._dynamo

    torch._dynamo.config.cache_size_limit = 64
    torch.set_num_threads(1)
    dtype = dtype_of(dtype_name)
    by_key = {entry_key(op): op for op in load_op_db()}
    import torchtpu  # noqa: F401  (load the extension before the first entry)

    out = sys.stdout
    # Anything else that prints goes to stderr, so that stdout carries only results.
    sys.stdout = sys.stderr
    print(RESULT_MARK + json.dumps({"ready": True}), file=out, flush=True)
    for line in sys.stdin:
        key = line.strip()
        if not key:
            continue
        op = by_key.get(key)
        if op is None:
            res = {"status": "error", "reason": f"no OpInfo entry {key}", "samples": 0}
        else:
            try:
                res = run_error_entry(op, max_samples) if errors else run_entry(op, dtype, max_samples)
            except Exception as e:  # noqa: BLE001
                res = {"status": "error", "reason": _short(f"sweep: {traceback.format_exception_only(e)[-1]}"), "samples": 0}
        res["key"] = key
        print(RESULT_MARK + json.dumps(res), file=out, flush=True)
    return 0


# =================================================================================================
# The driver: workers in subprocesses, each entry under a timeout
# =================================================================================================


@dataclass
class Worker:
    dtype: str
    samples: int
    errors: bool = False
    proc: subprocess.Popen | None = None
    events: queue.Queue = field(default_factory=queue.Queue)
    stderr_path: str = ""
    current: str | None = None
    deadline: float = 0.0

    def start(self) -> None:
        fd, self.stderr_path = tempfile.mkstemp(prefix="opinfo-worker-", suffix=".log")
        cmd = [sys.executable, str(Path(__file__).resolve()), "--worker", "--dtype", self.dtype, "--samples", str(self.samples)]
        cmd += ["--errors"] if self.errors else []
        env = dict(os.environ, PYTHONUNBUFFERED="1", TORCHTPU_FALLBACK="error")
        self.proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=fd, text=True, env=env, start_new_session=True
        )
        os.close(fd)
        proc, events = self.proc, self.events

        def pump() -> None:
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.startswith(RESULT_MARK):
                    events.put((self, proc, json.loads(line[len(RESULT_MARK) :])))
            events.put((self, proc, None))  # EOF: the worker exited

        threading.Thread(target=pump, daemon=True).start()

    def send(self, key: str, timeout: float) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.current = key
        self.deadline = time.monotonic() + timeout
        self.proc.stdin.write(key + "\n")
        self.proc.stdin.flush()

    def stderr_tail(self, n: int = 3) -> str:
        try:
            lines = [l.strip() for l in Path(self.stderr_path).read_text(errors="replace").splitlines() if l.strip()]
        except OSError:
            return ""
        return " | ".join(lines[-n:])

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, 9)
            except (ProcessLookupError, PermissionError):
                self.proc.kill()
            self.proc.wait()

    def close(self) -> None:
        if self.proc is not None:
            try:
                if self.proc.stdin:
                    self.proc.stdin.close()
                self.proc.wait(timeout=30)
            except Exception:  # noqa: BLE001
                self.kill()
        try:
            os.unlink(self.stderr_path)
        except OSError:
            pass


def run_sweep(keys: list[str], dtype: str, samples: int, jobs: int, timeout: float, progress: bool,
              errors: bool = False) -> dict[str, dict]:
    results: dict[str, dict] = {}
    todo = list(keys)
    events: queue.Queue = queue.Queue()
    workers = [Worker(dtype, samples, errors, events=events) for _ in range(max(1, min(jobs, len(keys))))]
    startup_timeout = 300.0
    idle: list[Worker] = []
    ready: set[int] = set()
    for w in workers:
        w.start()
        w.deadline = time.monotonic() + startup_timeout
    t0 = time.monotonic()

    def record(key: str, res: dict) -> None:
        results[key] = res
        if progress:
            el = time.monotonic() - t0
            print(f"[{len(results)}/{len(keys)} {el:6.0f}s] {key}: {res['status']}  {res.get('reason', '')[:110]}",
                  file=sys.stderr, flush=True)

    def dispatch(w: Worker) -> None:
        if todo:
            w.send(todo.pop(0), timeout)
        else:
            w.current = None
            w.deadline = math.inf

    while len(results) < len(keys):
        try:
            w, proc, msg = events.get(timeout=1.0)
        except queue.Empty:
            now = time.monotonic()
            for w in workers:
                if now > w.deadline:
                    key = w.current
                    w.kill()
                    if key is not None:
                        record(key, {"status": "error", "reason": f"error (timeout after {timeout:.0f}s)", "samples": 0})
                    elif id(w) not in ready:
                        raise SystemExit(f"a worker did not start in {startup_timeout:.0f}s: {w.stderr_tail()}")
            continue
        if proc is not w.proc:
            continue  # an event of a worker that was killed and replaced
        if msg is None:
            # The worker exited: a crash while it ran `w.current` (or a kill after a timeout).
            key = w.current
            code = proc.wait()
            if key is not None and key not in results:
                why = f"signal {-code}" if code < 0 else f"exit code {code}"
                record(key, {"status": "error", "reason": _short(f"crash ({why}): {w.stderr_tail()}"), "samples": 0})
            if id(w) not in ready and key is None:
                raise SystemExit(f"a worker failed to start: {w.stderr_tail(10)}")
            if todo:
                w.current = None
                w.start()
                ready.discard(id(w))
                w.deadline = time.monotonic() + startup_timeout
            else:
                w.current = None
                w.deadline = math.inf
            continue
        if msg.get("ready"):
            ready.add(id(w))
            dispatch(w)
            continue
        key = msg.pop("key")
        if key == w.current:
            record(key, msg)
            dispatch(w)
    for w in workers:
        w.close()
    return results


# =================================================================================================
# The report
# =================================================================================================


def select(args: argparse.Namespace) -> tuple[list[str], str]:
    ops = load_op_db() if args.errors else entries(args.dtype)
    keys = [entry_key(op) for op in ops]
    selection = "all entries"
    if args.ops:
        wanted = {k.strip() for k in args.ops.split(",") if k.strip()}
        # A name selects that entry, or every variant of an op of that name.
        keys = [entry_key(op) for op in ops if entry_key(op) in wanted or op.name in wanted]
        found = {entry_key(op) for op in ops if entry_key(op) in wanted} | {op.name for op in ops if op.name in wanted}
        if wanted - found:
            raise SystemExit(f"no {args.dtype} OpInfo entry named {sorted(wanted - found)}")
        selection = f"--ops {args.ops}"
    if args.shard:
        i, n = (int(x) for x in args.shard.split("/"))
        if not 1 <= i <= n:
            raise SystemExit("--shard i/n needs 1 <= i <= n")
        keys = [k for j, k in enumerate(keys) if j % n == i - 1]
        selection += f", shard {i}/{n}"
    if args.limit:
        keys = keys[: args.limit]
        selection += f", first {args.limit}"
    return keys, selection


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dtype", default="float32", help="dtype of the sample inputs (default float32)")
    ap.add_argument("--samples", type=int, default=3, help="sample inputs per entry (default 3)")
    ap.add_argument("--ops", help="comma-separated entry names (`name` or `name.variant`)")
    ap.add_argument("--shard", help="i/n: every n-th entry starting at the i-th (1-based)")
    ap.add_argument("--limit", type=int, help="only the first N selected entries")
    ap.add_argument("--jobs", type=int, default=max(1, min(4, os.cpu_count() or 1)), help="worker processes")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds per entry before it counts as hung")
    ap.add_argument("--out", help=f"report path ('-' for stdout); default {DEFAULT_OUT.relative_to(ROOT)} for a "
                    "whole sweep, stdout otherwise")
    ap.add_argument("--json", help="also write the raw results as JSON here")
    ap.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    ap.add_argument("--errors", action="store_true",
                    help="the error sweep: where eager raises, the compiled call must raise (opinfo_errors.py)")
    ap.add_argument("--dynamic", action="store_true",
                    help="compile with dynamic=True: symbolic sizes, shape buckets (docs/dynamism.md)")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.dynamic:
        os.environ[DYNAMIC_ENV] = "1"  # the workers inherit it

    if args.worker:
        return worker_main(args.dtype, args.samples, args.errors)

    keys, selection = select(args)
    if args.dynamic:
        selection += ", compiled with `dynamic=True` (shape buckets)"
    t0 = time.monotonic()
    results = run_sweep(keys, args.dtype, args.samples, args.jobs, args.timeout, not args.quiet, args.errors)
    seconds = time.monotonic() - t0
    if args.errors:
        report = render_errors(results, seconds, selection)
        Path(args.out).write_text(report) if args.out and args.out != "-" else sys.stdout.write(report)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
        t = {s: sum(r["status"] == s for r in results.values()) for s in ("passed", "mismatch", "error", "skipped")}
        print(", ".join(f"{n} {s}" for s, n in t.items()) + f" ({seconds / 60:.1f} min)", file=sys.stderr)
        return 0
    report = render(results, args.dtype, args.samples, seconds, selection, args.dynamic)
    whole = not (args.ops or args.shard or args.limit)
    out = args.out or (str(DEFAULT_OUT) if whole and args.dtype == "float32" and not args.dynamic else "-")
    if out == "-":
        sys.stdout.write(report)
    else:
        Path(out).write_text(report)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
    t = totals(results)
    print(
        f"{t['passed']} passed, {t['mismatch']} mismatch, {t['fell back']} fell back, {t['error']} error, "
        f"{t['skipped']} skipped: {pass_rate(t):.1f}% of {sum(t[s] for s in STATUSES)} pass ({seconds / 60:.1f} min)",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
