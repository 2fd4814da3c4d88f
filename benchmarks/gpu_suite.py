"""The GPU working-size suite (issue 30): `benchmarks/run.py --size gpu`. The rows are in
benchmarks/gpu_models.py (ResNet-50, ViT-B/16, an MLP, BERT-base, GPT-2 small, a 1B Llama);
each runs as inference and as a training step (forward, backward, AdamW), in float32 and under
bfloat16 autocast (the Llama row in bfloat16 weights only), with eager, Inductor (default mode)
and torchtpu interleaved in one process.

    python3 benchmarks/run.py --size gpu --part 1            # a GPU machine: part 1 of 2, at most 8 minutes
    python3 benchmarks/run.py --size gpu --part 2 --precision bf16
    .venv/bin/python benchmarks/run.py --size gpu --tiny     # toy dimensions on the CPU: the suite's own test

Per run: one process, with empty compile caches (torchtpu's and Inductor's), runs every row of
the part: for each backend it times the first step (the cold compile), then --warmup steps, and
reads the peak memory of those steps (torch's allocator, `torch.cuda.max_memory_allocated` from a
reset, and for torchtpu also XLA's own allocator, `torchtpu.device.memory_stats()`); then it times
--steps steps with the backends interleaved in 5 rounds, each step synchronized
(`torch.cuda.synchronize`), and reports the median. A second, fresh process then compiles every
row again from the caches the first filled (warm start). Before its rows, each process runs one
small graph through every backend, so that one-time start costs (CUDA context, cuBLAS, the PJRT
client, Triton) are not charged to the first row. torch's TF32 settings are left as they are and
printed in the header. A benchmark, not a test: nothing here asserts a time.

Budget: `--budget` seconds for the part (default 420 on a GPU, none with --tiny). The cold process
gets 72% of it, the warm one the rest; a row is only started while --min-row-s seconds are left,
a process still running at its deadline is stopped, and the rows it did not finish are listed as
not run. `--models`/`--modes`/`--precision` run a subset.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import gc
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GIB = 1 << 30
# Seconds a part may take (a device call is at most 10 minutes; the wheel's install and the
# process starts come on top), and the cold process's share of them.
DEFAULT_BUDGET_S = 420
COLD_SHARE = 0.72


# ---------------------------------------------------------------- worker (one process, every row)

class _Device:
    """Synchronization and torch's peak memory on the device the suite runs on."""

    def __init__(self, name: str):
        import torch

        self.torch, self.name, self.cuda = torch, name, name.startswith("cuda")

    def sync(self) -> None:
        if self.cuda:
            self.torch.cuda.synchronize()

    def reset(self) -> int | None:
        """Frees what the rows before left and starts torch's peak afresh; the bytes allocated now."""
        gc.collect()
        if not self.cuda:
            return None
        self.torch.cuda.synchronize()
        self.torch.cuda.empty_cache()
        self.torch.cuda.reset_peak_memory_stats()
        return self.torch.cuda.memory_allocated()

    def peak_since(self, base: int | None) -> int | None:
        return None if base is None else self.torch.cuda.max_memory_allocated() - base


def _xla_memory() -> dict:
    import torchtpu

    f = getattr(torchtpu.device, "memory_stats", None)
    return f() if f else {}


def _start_backend(backend, base, args, row, dev, warmup, r):
    """Compiles `base` (a copy) with `backend`, runs its first step (timed: the cold or warm
    compile) and `warmup` more, and records torch's (and XLA's) peak memory over them. Returns the
    step function and the first step's output."""
    import torch
    import torchtpu
    from benchmarks.models import loss_of

    training = row["mode"] == "training"
    mem0 = dev.reset()
    xla0 = _xla_memory() if backend == "torchtpu" else {}
    m = copy.deepcopy(base)
    f = m if backend == "eager" else torch.compile(m, backend=backend)
    opt = torch.optim.AdamW(m.parameters(), lr=1e-4) if training else None
    device_type = "cuda" if dev.cuda else "cpu"

    def amp():
        return torch.autocast(device_type, torch.bfloat16) if row["precision"] == "bf16" else contextlib.nullcontext()

    def step():
        if training:
            opt.zero_grad(set_to_none=True)
            with amp():
                out = f(*args)
                loss = loss_of(out)
            loss.backward()
            opt.step()
            return out.detach()
        with torch.no_grad(), amp():
            return f(*args)

    torchtpu.reset_stats()
    t0 = time.perf_counter()
    out = step()
    dev.sync()
    r["first_call_s"] = time.perf_counter() - t0
    if backend == "torchtpu":
        s = torchtpu.stats()
        r.update({k: s[k] for k in ("compiles", "disk_hits", "fallbacks", "partial_graphs", "graphs", "frontend_us",
                                    "xla_compile_us")})
    out = out.float().clone()
    for _ in range(warmup):
        step()
    dev.sync()
    r["peak_torch_bytes"] = dev.peak_since(mem0)
    if backend == "torchtpu":
        r["xla_memory"] = {"before": xla0, "after": _xla_memory()}
    return step, out


def _timed_ms(step, dev) -> float:
    dev.sync()
    t0 = time.perf_counter()
    step()
    dev.sync()
    return (time.perf_counter() - t0) * 1e3


def run_row(row: dict, w) -> dict:
    """One row: every backend started (eager first, the reference), then timed interleaved."""
    import torch
    import torchtpu
    from benchmarks.gpu_models import build

    torch._dynamo.reset()
    dev = _Device(w.device)
    base, args, src = build(row["model"], w.tiny, w.device, row["precision"] == "bf16-weights")
    base.train(row["mode"] == "training")
    res = {**row, "source": src, "backends": {}}
    steps, ref = {}, None
    for b in w.backends.split(","):
        r = res["backends"][b] = {}
        try:
            steps[b], out = _start_backend(b, base, args, row, dev, 0 if w.warm_only else w.warmup, r)
        except Exception as e:  # noqa: BLE001  (an OOM or a compile error is this backend's result)
            r["error"] = f"{type(e).__name__}: " + " ".join(ln.strip() for ln in str(e).splitlines()[:3])[:300]
            print(f"[{row['model']}/{row['mode']}/{row['precision']}] {b}: {r['error']}", file=sys.stderr, flush=True)
            continue
        if b == "eager":
            ref = out
        elif ref is not None:
            d = float((out - ref).abs().max())
            r["max_abs_diff"], r["rel_diff"] = d, d / max(float(ref.abs().max()), 1e-30)
        del out
        print(f"[{row['model']}/{row['mode']}/{row['precision']}] {b}: first step {r['first_call_s']:.2f} s",
              file=sys.stderr, flush=True)
    del base, ref
    if not w.warm_only:
        per = max(1, w.steps // 5)
        times: dict[str, list[float]] = {b: [] for b in steps}
        for _ in range(5):
            for b in list(steps):
                try:
                    times[b] += [_timed_ms(steps[b], dev) for _ in range(per)]
                except Exception as e:  # noqa: BLE001
                    res["backends"][b]["error"] = f"while timed: {type(e).__name__}: {str(e)[:300]}"
                    del steps[b]
        for b, t in times.items():
            if b in steps and t:
                res["backends"][b]["step_ms"] = statistics.median(t)
        s = torchtpu.stats()
        res["transfers"] = {k: s[k] for k in ("zero_copy_inputs", "input_copies", "zero_copy_outputs", "output_copies")}
    steps.clear()
    dev.reset()
    return res


def _process_warmup(w) -> None:
    """One small graph, forward and backward, through every backend: the process's one-time
    start (CUDA context, cuBLAS, the PJRT client, Triton) is not charged to the first row."""
    import torch

    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Linear(16, 16), torch.nn.GELU(), torch.nn.Linear(16, 4)).to(w.device)
    x = torch.randn(8, 16, device=w.device)
    for b in w.backends.split(","):
        try:
            f = m if b == "eager" else torch.compile(copy.deepcopy(m), backend=b)
            f(x).square().mean().backward()
        except Exception as e:  # noqa: BLE001  (the rows report it, each)
            print(f"process warm-up, {b}: {type(e).__name__}: {e}", file=sys.stderr, flush=True)
    torch._dynamo.reset()


def header(w) -> dict:
    import importlib.metadata as md
    import platform

    import torch
    import torchtpu

    h = {"python": platform.python_version(), "torch": torch.__version__, "device": w.device, "cpus": os.cpu_count(),
         "matmul_precision": torch.get_float32_matmul_precision(),
         "matmul_allow_tf32": torch.backends.cuda.matmul.allow_tf32, "cudnn_allow_tf32": torch.backends.cudnn.allow_tf32,
         "torchtpu_compiler": torchtpu._native.COMPILER_VERSION}
    for p in ("torchvision", "transformers", "timm", "jax-cuda13-pjrt", "xla-cpu-pjrt"):
        with contextlib.suppress(md.PackageNotFoundError):
            h[p] = md.version(p)
    if w.device.startswith("cuda"):
        h["gpu"] = torch.cuda.get_device_name()
    info = torchtpu.device.runtime_info()
    h["runtime"] = {k: info.get(k) for k in ("platform", "device_kind", "pjrt_api_version", "create_options")}
    h["xla_memory_stats"] = sorted(_xla_memory())
    return h


def worker_main(argv: list[str]) -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--rows", required=True, help="JSON list of rows")
    p.add_argument("--backends", required=True)
    p.add_argument("--device", required=True)
    p.add_argument("--tiny", action="store_true")
    p.add_argument("--steps", type=int, default=20)
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--warm-only", action="store_true")
    p.add_argument("--deadline", type=float, default=math.inf, help="epoch seconds: no row starts after it")
    p.add_argument("--min-row-s", type=float, default=0.0)
    w = p.parse_args(argv)
    import warnings

    warnings.filterwarnings("ignore")
    _process_warmup(w)
    print(json.dumps({"header": header(w)}), flush=True)
    for row in json.loads(w.rows):
        if time.time() + w.min_row_s > w.deadline:
            print(json.dumps({"skipped": row}), flush=True)
            continue
        print(json.dumps({"start": row}), flush=True)
        print(json.dumps({"row": run_row(row, w)}), flush=True)


# ---------------------------------------------------------------- driver (the parent process)

def _row_key(r: dict) -> tuple:
    return r["model"], r["mode"], r["precision"]


def run_worker(rows, backends, a, env, deadline: float, warm_only: bool) -> dict:
    """Runs one worker over `rows` until `deadline`; returns its header, finished rows (by key),
    and the rows it skipped or did not finish."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--rows", json.dumps(rows), "--backends", ",".join(backends),
           "--device", a.device, "--steps", str(a.steps), "--warmup", str(a.warmup),
           "--min-row-s", str(a.min_row_s)]
    cmd += ["--tiny"] * a.tiny + ["--warm-only"] * warm_only
    if math.isfinite(deadline):
        cmd += ["--deadline", str(deadline)]
    out = {"header": None, "rows": {}, "not_run": [], "rc": None}
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
    timer = None
    if math.isfinite(deadline):  # a row still running past the deadline (plus a grace) is cut
        timer = threading.Timer(max(1.0, deadline - time.time() + 30), proc.kill)
        timer.start()
    started = None
    for line in proc.stdout:
        if not line.startswith("{"):
            continue
        msg = json.loads(line)
        if "header" in msg:
            out["header"] = msg["header"]
        elif "start" in msg:
            started = msg["start"]
        elif "skipped" in msg:
            out["not_run"].append({**msg["skipped"], "why": "budget"})
        elif "row" in msg:
            out["rows"][_row_key(msg["row"])] = msg["row"]
            started = None
            if not warm_only:
                print_progress(msg["row"], backends)
    out["rc"] = proc.wait()
    if timer:
        timer.cancel()
    if started is not None:
        out["not_run"].append({**started, "why": f"worker stopped (exit {out['rc']}): deadline or crash"})
    done = set(out["rows"]) | {_row_key(r) for r in out["not_run"]}
    out["not_run"] += [{**r, "why": f"worker stopped (exit {out['rc']})"} for r in rows if _row_key(r) not in done]
    return out


def print_progress(row, backends) -> None:
    parts = [f"{row['model']}/{row['mode']}/{row['precision']}:"]
    for b in backends:
        c = row["backends"].get(b, {})
        parts.append(f"{b} " + (c["error"][:60] if "error" in c else
                                f"first {c.get('first_call_s', 0):.2f}s step {c.get('step_ms', 0):.2f}ms"))
    print("  ".join(parts), flush=True)


def main(a) -> None:
    """`benchmarks/run.py --size gpu`: `a` is run.py's parsed arguments."""
    from benchmarks.gpu_models import MODELS, PARTS, rows as make_rows

    a.device = a.device or ("cpu" if a.tiny else "cuda")
    models = a.models.split(",") if a.models else list(PARTS[a.part] if a.part else MODELS)
    rows = make_rows(models, a.modes.split(","), a.precision.split(","))
    order = ("eager", "inductor", "torchtpu")  # eager first: the reference
    backends = [b for b in order if b in (a.backends or ",".join(order)).split(",")]
    warm_backends = [b for b in (a.warm_backends or "inductor,torchtpu").split(",") if b in backends and b != "eager"]
    budget = a.budget = a.budget if a.budget is not None else (0 if a.tiny else DEFAULT_BUDGET_S)
    a.min_row_s = a.min_row_s if a.min_row_s is not None else (0 if a.tiny else 45)
    t0 = time.time()
    end = t0 + budget if budget else math.inf
    with tempfile.TemporaryDirectory(prefix="torchtpu-gpu-bench-") as d:
        env = dict(os.environ, TORCHTPU_CACHE_DIR=os.path.join(d, "torchtpu"), TORCHINDUCTOR_CACHE_DIR=os.path.join(d, "inductor"))
        env.setdefault("TORCHTPU_FALLBACK", "eager")
        if a.device.startswith("cuda"):
            env.setdefault("TORCHTPU_PJRT_PLUGIN", "cuda")
        warm_on = not a.no_warm and warm_backends
        cold = run_worker(rows, backends, a, env, t0 + budget * COLD_SHARE if budget and warm_on else end, False)
        ran = [r for r in rows if _row_key(r) in cold["rows"]]
        warm = run_worker(ran, warm_backends, a, env, end, True) if warm_on and ran else None
    results = [{"cold": cold["rows"][_row_key(r)], "warm": warm and warm["rows"].get(_row_key(r))} for r in ran]
    print_report(cold["header"], results, backends, cold["not_run"], warm, time.time() - t0, a)
    if a.json:
        Path(a.json).write_text(json.dumps({"header": cold["header"], "results": results, "not_run": cold["not_run"],
                                            "warm_not_run": warm and warm["not_run"]}, indent=1))


# ---------------------------------------------------------------- report

def memory(c: dict) -> tuple[float | None, str]:
    """(bytes, text) of a backend's peak memory: torch's allocator, plus XLA's for torchtpu. XLA's
    peak cannot be reset, so a row that did not raise it has only a bound (≤, the peak so far)."""
    torch_b = c.get("peak_torch_bytes")
    if torch_b is None:
        return None, "-"
    x = c.get("xla_memory")
    if x is None:
        return torch_b, f"{torch_b / GIB:.2f} GiB"
    before, after = x["before"], x["after"]
    if "peak_bytes_in_use" not in after:
        return torch_b, f"{torch_b / GIB:.2f} GiB (torch only; XLA's not counted)"
    base = before.get("bytes_in_use", 0)
    bound = after["peak_bytes_in_use"] <= before.get("peak_bytes_in_use", -1)
    xla_b = after["peak_bytes_in_use"] - base
    total = torch_b + xla_b
    return total, f"{'≤' if bound else ''}{total / GIB:.2f} GiB (torch {torch_b / GIB:.2f} + XLA {'≤' if bound else ''}{xla_b / GIB:.2f})"


def geomean(xs: list[float]) -> float | None:
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def print_report(h, results, backends, not_run, warm, elapsed, a) -> None:
    print()
    if h:
        tf32 = (f"TF32 as torch has it: matmul precision {h['matmul_precision']!r} (allow_tf32 {h['matmul_allow_tf32']}), "
                f"cudnn.allow_tf32 {h['cudnn_allow_tf32']}")
        print("# " + ", ".join(f"{k} {h[k]}" for k in ("gpu", "torch", "torchvision", "transformers", "jax-cuda13-pjrt",
                                                        "xla-cpu-pjrt", "torchtpu_compiler") if k in h)
              + f", Python {h['python']}, {h['cpus']} CPUs, device {h['device']}")
        print(f"# {tf32}; torchtpu runtime {h['runtime']}")
        print("# memory: torch's allocator peak over each backend's first steps (model copy, optimizer state, "
              "activations); torchtpu adds XLA's allocator (PJRT_Device_MemoryStats) "
              + ("" if "peak_bytes_in_use" in h["xla_memory_stats"] else
                 "-- NOT INCLUDED in this run: the plugin or wheel reports no XLA memory statistics"))
    print()
    print("| model | mode | precision | backend | compile (cold) | compile (warm) | step (median) | vs eager "
          "| peak memory | memory vs eager | max diff (rel) | notes |")
    print("|" + "---|" * 12)
    speed = {b: {} for b in backends}
    mem = {b: [] for b in backends}
    for r in results:
        cold, w = r["cold"], r["warm"]
        e = cold["backends"].get("eager", {})
        e_mem = memory(e)[0]
        for b in backends:
            c = cold["backends"].get(b, {})
            name = f"| {cold['model']} | {cold['mode']} | {cold['precision']} | {b} |"
            if "error" in c:
                print(f"{name} - | - | - | - | - | - | - | {c['error'][:200]} |")
                continue
            wc = (w or {}).get("backends", {}).get(b, {})
            step = c.get("step_ms")
            ratio = e["step_ms"] / step if step and e.get("step_ms") else None
            if ratio:
                speed[b].setdefault(cold["precision"], []).append(ratio)
            m_b, m_text = memory(c)
            m_ratio = m_b / e_mem if m_b and e_mem else None
            if m_ratio:
                mem[b].append(m_ratio)
            notes = []
            if b == "torchtpu" and c.get("xla_compile_us"):
                notes.append(f"{c['graphs']} graphs, own time {c['frontend_us'] / 1e3:.0f} ms = "
                             f"{c['frontend_us'] / c['xla_compile_us'] * 100:.1f}% of XLA {c['xla_compile_us'] / 1e6:.2f} s")
            if c.get("fallbacks") or c.get("partial_graphs"):
                notes.append(f"{c['fallbacks']} fallback, {c['partial_graphs']} partial")
            if b == "torchtpu" and cold.get("transfers", {}).get("input_copies"):
                notes.append(f"{cold['transfers']['input_copies']} input copies")
            if "error" in wc:
                notes.append(f"warm: {wc['error'][:100]}")
            elif b == "torchtpu" and wc:
                notes.append(f"warm: {wc.get('compiles', '?')} compiles, {wc.get('disk_hits', '?')} disk hits")
            first = "-" if b == "eager" else f"{c['first_call_s']:.2f} s"
            warm_s = "-" if b == "eager" or "first_call_s" not in wc else f"{wc['first_call_s']:.2f} s"
            diff = f"{c['max_abs_diff']:.1e} ({c['rel_diff']:.1e})" if "max_abs_diff" in c else "-"
            print(f"{name} {first} | {warm_s} | {'-' if step is None else f'{step:.3f} ms'} | "
                  f"{'-' if ratio is None else f'{ratio:.2f}x'} | {m_text} | {'-' if m_ratio is None else f'{m_ratio:.2f}x'} | "
                  f"{diff} | {'; '.join(notes)} |")
    print()
    for b in backends:
        if b == "eager":
            continue
        every = [x for xs in speed[b].values() for x in xs]
        if every:
            per = ", ".join(f"{p} {geomean(xs):.2f}x ({len(xs)})" for p, xs in speed[b].items())
            m = geomean(mem[b])
            print(f"geometric mean vs eager, {b}: {geomean(every):.2f}x over {len(every)} rows ({per})"
                  + (f"; peak memory {m:.2f}x eager's" if m else ""))
    for r in not_run:
        print(f"not run: {r['model']}/{r['mode']}/{r['precision']}: {r['why']}")
    for r in (warm or {}).get("not_run", []):
        print(f"no warm start: {r['model']}/{r['mode']}/{r['precision']}: {r['why']}")
    print(f"# {len(results)} rows in {elapsed:.0f} s (budget {a.budget or '-'} s)")


if __name__ == "__main__":
    worker_main(sys.argv[1:])
