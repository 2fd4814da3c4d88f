"""The OpInfo error sweep (`opinfo_sweep.py --errors`): where eager raises, torchtpu must not return
a result. Each entry of torch's `op_db` runs

- its `error_inputs` (the inputs torch's own tests hold eager to raise on: a bad shape, dtype,
  index or argument), and
- its first samples in each dtype its OpInfo says the CPU does not support (where eager then
  raises; a sample eager runs is not a test here),

under `torch.compile(fn, backend="torchtpu", dynamic=False)` with `TORCHTPU_FALLBACK=error`, and
gets one status:

- `passed`: every such input raised: the error eager raises (found by type or by message, also
  when Dynamo raised it while tracing, or the compiled program's run-time check, `CheckError`),
  any error torch's own tracing (Dynamo, fake tensors, AOTAutograd's decompositions) raised
  before a backend saw the graph, or torchtpu refused the node (under the default fallback,
  eager then runs it and raises);
- `mismatch`: a compiled call returned a result where eager raises (the bug this sweep looks for);
- `error`: a compiled call raised another error than eager's (named), the worker crashed, or the
  entry timed out;
- `skipped`: no input eager raises on.
"""

from __future__ import annotations

import itertools
from typing import Any

from opinfo_compare import _short

# The dtypes tried where an entry's OpInfo says the CPU does not support them.
DTYPES = ("bool", "uint8", "int64", "float16", "bfloat16", "float32", "float64", "complex64")


def _compiled_raises(op: Any, sample: Any, error_type: type, message: str) -> tuple[str, str]:
    """Runs `sample` compiled; eager raised `error_type` with `message` on it."""
    import re

    import torch
    import torch._dynamo

    import torchtpu
    from opinfo_sweep import _clone, _fallback_reason

    args, kwargs = (sample.input, *sample.args), dict(sample.kwargs)
    torch._dynamo.reset()
    torchtpu.reset_stats()
    compiled = torch.compile(lambda *a, **k: op(*a, **k), backend="torchtpu", dynamic=False)
    try:
        compiled(*_clone(args), **_clone(kwargs))
    except Exception as e:  # noqa: BLE001 - every failure is classified
        from torchtpu.execution.failures import causes

        chain = causes(e)
        head = re.escape(message.strip().splitlines()[0][:60]) if message.strip() else None
        for x in chain:
            if isinstance(x, (error_type, torchtpu.CheckError)) or (head and re.search(head, str(x))):
                return "passed", f"raised {type(x).__name__}"
        if any(type(x).__module__.startswith("torch._dynamo") for x in chain):
            # torch's own tracing raised (a fake-tensor kernel or decomposition refusing the
            # dtype with its own words): before any backend sees the graph, as under Inductor.
            return "passed", f"raised by torch's tracing: {_short(str(chain[-1]), 80)}"
        status, reason = _fallback_reason(e)
        if status == "fell back":
            return "passed", f"refused: {reason}"
        if any(isinstance(x, torchtpu.FallbackError) for x in chain):
            return "passed", f"refused: {_short(str(e), 120)}"
        return "error", f"raised {reason} where eager raises {error_type.__name__}: {_short(message, 80)}"
    return "mismatch", f"returned a result where eager raises {error_type.__name__}: {_short(message, 100)}"


def _eager_error(op: Any, sample: Any) -> BaseException | None:
    from opinfo_sweep import _clone

    try:
        op(*_clone((sample.input, *sample.args)), **_clone(dict(sample.kwargs)))
    except Exception as e:  # noqa: BLE001
        return e
    return None


def run_error_entry(op: Any, max_samples: int) -> dict:
    """One OpInfo entry's error inputs and unsupported-dtype samples: its status and reason."""
    import time

    import torch
    from opinfo_sweep import sample_text

    start = time.monotonic()
    cases: list[tuple[Any, str]] = []  # (sample, what)
    try:
        cases += [(ei.sample_input, "error input") for ei in op.error_inputs("cpu")]
    except Exception:  # noqa: BLE001 - an entry without usable error inputs
        pass
    supported = op.supported_dtypes("cpu")
    for name in DTYPES:
        dtype = getattr(torch, name)
        if dtype in supported:
            continue
        try:
            cases += [(s, name) for s in itertools.islice(op.sample_inputs("cpu", dtype, requires_grad=False), max_samples)]
        except Exception:  # noqa: BLE001 - samples cannot be made in this dtype
            continue
    results = []
    for sample, what in cases:
        err = _eager_error(op, sample)
        if err is None:
            continue  # eager runs it: not a test here
        try:
            status, reason = _compiled_raises(op, sample, type(err), str(err))
        except Exception as e:  # noqa: BLE001
            status, reason = "error", _short(f"sweep: {type(e).__name__}: {e}")
        results.append((status, f"{reason} ({what}: {sample_text(sample)})"))
    out: dict = {"samples": len(results), "seconds": round(time.monotonic() - start, 2)}
    if not results:
        out.update(status="skipped", reason="no input eager raises on")
        return out
    for status in ("mismatch", "error"):
        bad = [r for s, r in results if s == status]
        if bad:
            note = f" [{len(bad)} of {len(results)}]" if len(results) > 1 else ""
            out.update(status=status, reason=bad[0] + note)
            return out
    refused = sum("refused" in r for _, r in results)
    out.update(status="passed", reason=f"{len(results)} raised" + (f" ({refused} refused by torchtpu)" if refused else ""))
    return out


def render_errors(results: dict[str, dict], seconds: float, selection: str) -> str:
    import datetime

    import torch

    counts = {s: sum(r["status"] == s for r in results.values()) for s in ("passed", "mismatch", "error", "skipped")}
    lines = [
        "# OpInfo error inputs",
        "",
        "Generated by `lowering_tests/python/opinfo_sweep.py --errors`; do not edit by hand. Where eager",
        "raises (an OpInfo entry's `error_inputs`, and its samples in dtypes the CPU does not support),",
        "the compiled call must raise too, or torchtpu refuse the node; see `opinfo_errors.py`.",
        "",
        f"- date: {datetime.date.today().isoformat()}; torch {torch.__version__}; selection: {selection};"
        f" {seconds / 60:.1f} min",
        "",
        "| status | entries |",
        "|---|---|",
        *(f"| {s} | {n} |" for s, n in counts.items()),
        "",
        "| entry | status | reason |",
        "|---|---|---|",
    ]
    order = {"mismatch": 0, "error": 1, "passed": 2, "skipped": 3}
    for key, r in sorted(results.items(), key=lambda kv: (order.get(kv[1]["status"], 9), kv[0])):
        if r["status"] == "skipped":
            continue
        lines.append(f"| `{key}` | {r['status']} | {r.get('reason', '').replace('|', '/')} |")
    return "\n".join(lines) + "\n"
