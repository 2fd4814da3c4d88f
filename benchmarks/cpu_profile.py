"""Where a model's step time goes, eager against torchtpu: a `perf` profile of the steady state.

    .venv/bin/python benchmarks/cpu_profile.py --models resnet18 --modes training
    .venv/bin/python benchmarks/cpu_profile.py --size working --models mlp --modes training
    .venv/bin/python benchmarks/cpu_profile.py                       # every model and mode, ~4 min

For each model, mode and backend it starts a process that builds the model (benchmarks/models.py),
compiles it and warms it up, then attaches `perf record` to itself while it runs steps for
`--seconds`. The samples (all threads: XLA's and oneDNN's worker threads too) are grouped by what
ran: GEMM/convolution library kernels, generated code (XLA's fused kernels under torchtpu,
oneDNN's JIT kernels under eager), XLA's runtime (thunks, layout copies), thread-pool spinning
and waiting, the kernel (page faults, scheduling), torch and Python, libc. Each group is printed
as CPU milliseconds per step (samples x step time / samples per step), side by side for the two
backends, so a slower backend's extra time shows where it is. Needs `perf` (linux-perf) and
`kernel.perf_event_paranoid` <= 2; prints why and exits otherwise. Not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# (group, test on (shared object, symbol)); the first match wins.
GROUPS: list[tuple[str, re.Pattern, re.Pattern]] = [
    ("GEMM / convolution library", re.compile(r"."), re.compile(r"gemm|gebp|Contraction|Convolution|mkl_|sgemm|brgemm|dnnl|jit_avx|jit_sse")),
    ("generated code (XLA fusions / oneDNN JIT)", re.compile(r"JIT|perf-\d+\.map"), re.compile(r".")),
    ("thread pool spin / wait", re.compile(r"."), re.compile(r"RunQueue|Steal|WorkerLoop|ThreadPool|EventCount|futex|sched_yield|omp_|kmp_")),
    ("kernel: page faults, scheduling", re.compile(r"kernel"), re.compile(r".")),
    ("XLA runtime (thunks, layout copies)", re.compile(r"xla_cpu_pjrt|xla_cuda"), re.compile(r".")),
    ("torchtpu extension", re.compile(r"_native"), re.compile(r".")),
    ("torch and Python", re.compile(r"libtorch|libc10|libpython|_C\.|python3|libshm|libgomp"), re.compile(r".")),
    ("libc (malloc, memcpy)", re.compile(r"libc\.|libm\.|ld-linux"), re.compile(r".")),
]
OTHER = "other"


def group_of(dso: str, sym: str) -> str:
    for name, dso_re, sym_re in GROUPS:
        if dso_re.search(dso) and sym_re.search(sym):
            return name
    return OTHER


def worker(model: str, mode: str, backend: str, seconds: float, out: str, threads: int, size: str) -> None:
    import warnings

    import torch

    warnings.filterwarnings("ignore")
    import torchtpu  # noqa: F401 - registers the backend
    from benchmarks.models import build
    from benchmarks.steps import make_step

    if threads:
        torch.set_num_threads(threads)
    base, args, _ = build(model, size)
    step = make_step(base, args, mode == "training", backend)

    for _ in range(5):
        step()
    perf = subprocess.Popen(
        ["perf", "record", "-q", "-F", "999", "-g", "-p", str(os.getpid()), "-o", out],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    time.sleep(1.0)  # perf attaches
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        step()
        n += 1
    elapsed = time.perf_counter() - t0
    perf.send_signal(signal.SIGINT)
    perf.wait(timeout=120)
    print(json.dumps({"steps": n, "step_ms": elapsed / n * 1e3, "seconds": elapsed}))


def breakdown(data: str) -> tuple[dict[str, int], int]:
    """Samples per group of a perf.data file, and the total."""
    rep = subprocess.run(
        ["perf", "report", "-i", data, "-n", "--no-children", "--sort", "dso,sym", "-g", "none", "--percent-limit", "0"],
        capture_output=True, text=True, check=True,
    ).stdout
    counts: dict[str, int] = {}
    for line in rep.splitlines():
        m = re.match(r"\s*[\d.]+%\s+(\d+)\s+(.+?)\s+\[[.k]\]\s+(.*)", line)
        if not m:
            continue
        n, dso, sym = int(m.group(1)), m.group(2), m.group(3)
        g = group_of(dso, sym)
        counts[g] = counts.get(g, 0) + n
    return counts, sum(counts.values())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default="mlp,resnet18,gpt2,bert")
    ap.add_argument("--modes", default="inference,training")
    ap.add_argument("--backends", default="eager,torchtpu")
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--threads", type=int, default=0,
                    help="torch intra-op threads; 0 (the default) keeps torch's default, all cores, as XLA's pool has")
    ap.add_argument("--size", default="small", choices=("small", "working", "full"), help="model sizes (benchmarks/models.py)")
    ap.add_argument("--worker", nargs=7, metavar=("MODEL", "MODE", "BACKEND", "SECONDS", "OUT", "THREADS", "SIZE"), help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.worker:
        m, mode, backend, secs, out, threads, size = a.worker
        worker(m, mode, backend, float(secs), out, int(threads), size)
        return
    if shutil.which("perf") is None:
        print("benchmarks/cpu_profile.py needs `perf` (Debian: linux-perf); not found")
        return
    backends = a.backends.split(",")
    env = dict(os.environ, TORCHTPU_CACHE_DIR="off")
    if a.threads:
        env["OMP_NUM_THREADS"] = str(a.threads)
    with tempfile.TemporaryDirectory() as tmp:
        for model in a.models.split(","):
            for mode in a.modes.split(","):
                rows: dict[str, dict[str, float]] = {}
                steps: dict[str, float] = {}
                for backend in backends:
                    data = os.path.join(tmp, f"{model}-{mode}-{backend}.data")
                    r = subprocess.run(
                        [sys.executable, __file__, "--worker", model, mode, backend, str(a.seconds), data, str(a.threads), a.size],
                        capture_output=True, text=True, env=env,
                    )
                    lines = [ln for ln in r.stdout.splitlines() if ln.startswith("{")]
                    if r.returncode != 0 or not lines or not os.path.exists(data):
                        print(f"{model} {mode} {backend}: failed\n{r.stderr[-2000:]}")
                        continue
                    info = json.loads(lines[-1])
                    steps[backend] = info["step_ms"]
                    # CPU time on all threads per step: each running thread is sampled at 999 Hz.
                    counts, total = breakdown(data)
                    per_step = 1e3 / 999.0 / info["steps"]
                    rows[backend] = {g: n * per_step for g, n in counts.items()}
                    rows[backend]["(CPU time, all threads)"] = total * per_step
                print_table(model, mode, backends, steps, rows)


def print_table(model: str, mode: str, backends: list[str], steps: dict, rows: dict) -> None:
    print(f"\n### {model}, {mode}: step " + ", ".join(f"{b} {steps[b]:.2f} ms" for b in backends if b in steps))
    print("\n| CPU ms per step | " + " | ".join(b for b in backends if b in rows) + " |")
    print("|---|" + "---|" * len(rows))
    names = [g for g, _, _ in GROUPS] + [OTHER, "(CPU time, all threads)"]
    for g in names:
        vals = [rows[b].get(g, 0.0) for b in backends if b in rows]
        if max(vals, default=0) < 0.005 * max(1e-9, max(r.get("(CPU time, all threads)", 0) for r in rows.values())):
            continue
        print(f"| {g} | " + " | ".join(f"{v:.2f}" for v in vals) + " |")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
