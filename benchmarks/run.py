"""torchtpu benchmark suite: models x modes x backends, plus per-call overhead.

    .venv/bin/python benchmarks/run.py                 # default: small models, eager + torchtpu, ~4 min on 2 cores
    .venv/bin/python benchmarks/run.py --backends eager,inductor,torchtpu   # + Inductor: ~15 min on 2 cores
    .venv/bin/python benchmarks/run.py --size working  # the working-size suite (docs/performance.md reports it first):
                                                       # MLP 1024 wide, resnet18 and mobilenet_v3_small at 8x3x224x224,
                                                       # GPT-2 and BERT configs at 4x128 tokens, ViT-Tiny at batch 8;
                                                       # eager, Inductor and torchtpu interleaved, cold and warm compiles
    .venv/bin/python benchmarks/run.py --size full     # real configs (ResNet-18 at 224, GPT-2 small, BERT base)
    .venv/bin/python benchmarks/run.py --models mlp,gpt2 --modes inference --steps 50
    python3 benchmarks/run.py --size gpu --part 1      # the GPU working-size suite (benchmarks/gpu_suite.py), part 1
                                                       # of 2 on a CUDA machine; --tiny: toy dims on the CPU

For each model and mode (inference; one training step = forward, loss, backward, SGD step) it
starts one process with empty compile caches (torchtpu's persistent cache and Inductor's) that
compiles the model with every backend, checks the result against eager, and times steady-state
steps with the backends interleaved in rounds (median over --steps steps after --warmup); then a
second, fresh process that only compiles again, from the caches the first one filled (warm start).
Figures: compile time = the first call's wall time (Dynamo, AOTAutograd, the backend's compile);
step time; speed-up against eager; torchtpu's own time (parse, passes, lowering) as a share of
XLA's compile time; graphs that fell back to eager. Then the per-call overhead of a 1-op graph
(`benchmarks/overhead.py`). Ratios are measured within one run; absolute times on shared VMs move.

Cores: every backend gets the same ones. The headline table runs at the machine's defaults (torch's
default intra-op thread count, XLA's default worker pool: all cores for both); the second table
pins every worker process to one core (`taskset -c 0`, torch one thread, XLA's pool then sized to
the one core it may use). `--cores default` or `--cores one` runs only one of them. No table
gives one backend more cores than another. `--neighbour` runs every worker beside a process that
keeps one core busy, as a DataLoader worker or another job does on a machine that is not the
model's alone.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BACKENDS = ("eager", "inductor", "torchtpu")


def worker(model: str, mode: str, size: str, backends: list[str], steps: int, warmup: int, warm_only: bool,
           threads: int | None) -> dict:
    import warnings

    import torch

    warnings.filterwarnings("ignore")
    import torchtpu
    from benchmarks.models import build, loss_of
    from benchmarks.timing import median_step_ms

    if threads is not None:
        torch.set_num_threads(threads)
    base, args, src = build(model, size)
    training = mode == "training"
    base.train(training)
    ref_out = None
    res: dict = {"source": src, "backends": {}}
    steps_fns = {}
    for backend in backends:
        m = copy.deepcopy(base)
        f = m if backend == "eager" else torch.compile(m, backend=backend)
        opt = torch.optim.SGD(m.parameters(), lr=1e-3) if training else None

        def step(f=f, opt=opt):
            if training:
                opt.zero_grad(set_to_none=True)
                out = f(*args)
                loss_of(out).backward()
                opt.step()
                return out
            with torch.no_grad():
                return f(*args)

        torchtpu.reset_stats()
        t0 = time.perf_counter()
        out = step()
        first = time.perf_counter() - t0
        r = {"first_call_s": first}
        if backend == "torchtpu":
            s = torchtpu.stats()
            r.update({k: s[k] for k in ("compiles", "disk_hits", "fallbacks", "partial_graphs", "graphs", "frontend_us", "xla_compile_us")})
        if ref_out is None:
            ref_out = out.detach()
        else:
            r["max_abs_diff"] = float((out.detach().float() - ref_out.float()).abs().max())
        res["backends"][backend] = r
        steps_fns[backend] = step
        print(f"[{model}/{mode}] {backend}: first call {first:.2f} s", file=sys.stderr, flush=True)
    if not warm_only:
        rounds = 5
        per = max(1, steps // rounds)
        times: dict[str, list[float]] = {b: [] for b in backends}
        for b in backends:
            for _ in range(warmup):
                steps_fns[b]()
        k0 = torchtpu.stats()
        for _ in range(rounds):
            for b in backends:
                for _ in range(per):
                    times[b].append(median_step_ms(steps_fns[b], 1, 0))
        import statistics

        for b in backends:
            res["backends"][b]["step_ms"] = statistics.median(times[b])
        s = torchtpu.stats()
        if "torchtpu" in backends:
            # torchtpu's kernel calls per timed step: how many, their time, and what handing
            # them to the waiting thread added (runtime/kernel_host.rs).
            n = len(times["torchtpu"])
            calls = sum(s[k] - k0[k] for k in ("kernels_on_caller", "kernels_on_workers"))
            res["backends"]["torchtpu"]["kernels"] = {
                "calls": calls / n,
                "body_ms": (s["kernel_body_ns"] - k0["kernel_body_ns"]) / n / 1e6,
                "handoff_ms": (s["kernel_handoff_ns"] - k0["kernel_handoff_ns"]) / n / 1e6,
            }
        res["transfers"] = {k: s[k] for k in ("zero_copy_inputs", "input_copies", "zero_copy_outputs", "output_copies")}
    return res


# `--neighbour`: every worker runs beside a process that keeps one core busy.
with_neighbour = False


def run_worker(argv: list[str], env: dict) -> dict:
    from benchmarks.timing import busy_neighbour

    pin = ["taskset", "-c", "0"] if "--one-core" in argv else []
    with busy_neighbour(with_neighbour):
        r = subprocess.run([*pin, sys.executable, str(Path(__file__).resolve()), *argv], capture_output=True, text=True, env=env)
    lines = [ln for ln in r.stdout.splitlines() if ln.startswith("{")]
    sys.stderr.write(r.stderr if os.environ.get("BENCH_VERBOSE") else "")
    if r.returncode != 0 or not lines:
        raise RuntimeError(f"worker {' '.join(argv)} failed:\n{r.stderr[-3000:]}")
    return json.loads(lines[-1])


def versions() -> str:
    import torch

    parts = [f"torch {torch.__version__}", f"Python {platform.python_version()}"]
    try:
        import importlib.metadata as md

        parts.append(f"xla-cpu-pjrt {md.version('xla-cpu-pjrt')}")
        for p in ("torchvision", "transformers"):
            try:
                parts.append(f"{p} {md.version(p)}")
            except md.PackageNotFoundError:
                pass
    except Exception:  # noqa: BLE001
        pass
    import torchtpu

    parts.append(f"torchtpu compiler {torchtpu._native.COMPILER_VERSION}, PJRT platform {torchtpu.state.STATE.platform}")
    cpu = next((ln.split(":", 1)[1].strip() for ln in open("/proc/cpuinfo") if ln.startswith("model name")), platform.processor())
    parts.append(f"{os.cpu_count()} x {cpu}")
    return ", ".join(parts)


def fmt_s(x):
    return "-" if x is None else f"{x:.2f} s"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", default=None, help="default: mlp,resnet18,gpt2,bert (--size working: its six models)")
    p.add_argument("--modes", default="inference,training")
    p.add_argument("--backends", default=None,
                   help=f"comma-separated, from {','.join(BACKENDS)} (default eager,torchtpu: Inductor's cold "
                        "compiles take 50-160 s per model here; --size working: all three)")
    p.add_argument("--size", choices=("small", "working", "full", "gpu"), default="small",
                   help="gpu: the GPU working-size suite (benchmarks/gpu_suite.py; its options below)")
    p.add_argument("--suite", choices=("tuned", "heldout", "unseen", "both"), default="tuned",
                   help="tuned: the --size suite (default); heldout: the held-out models of benchmarks/heldout.py "
                        "(working sizes, never tuned on); unseen: the models of benchmarks/unseen.py, first timed "
                        "2026-12-07; both: the working-size suite then the held-out one, each with its own "
                        "geometric mean")
    p.add_argument("--steps", type=int, default=20, help="timed steps per backend (median; default 20)")
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--no-warm", action="store_true", help="skip the warm-start processes")
    p.add_argument("--warm-backends", default=None,
                   help="backends timed again in a fresh process from their warm caches (default torchtpu; "
                        "add inductor for Inductor's FX-graph cache, which costs about as long as its cold compile here; "
                        "--size working: both)")
    p.add_argument("--no-overhead", action="store_true", help="skip the 1-op per-call overhead")
    p.add_argument("--overhead-calls", type=int, default=2000)
    p.add_argument("--json", help="also write the raw results here")
    p.add_argument("--neighbour", action="store_true",
                   help="run every worker beside a process that keeps one core busy (as a DataLoader worker or another "
                        "job does): the backends' step times on a machine that is not theirs alone")
    p.add_argument("--cores", choices=("both", "default", "one"), default="both",
                   help="default: the machine's default settings (all cores for torch's and XLA's pools); "
                        "one: every backend pinned to core 0 (taskset, torch one thread); both (default): the "
                        "default-settings table first, then the one-core table")
    g = p.add_argument_group("--size gpu")
    g.add_argument("--part", type=int, choices=(1, 2), help="the rows of one part (gpu_models.PARTS; default: every row)")
    g.add_argument("--precision", default="fp32,bf16", help="fp32 (TF32 as torch has it), bf16 (bfloat16 autocast)")
    g.add_argument("--device", help="default cuda (cpu with --tiny)")
    g.add_argument("--tiny", action="store_true", help="toy dimensions of every row (the suite's test, on the CPU)")
    g.add_argument("--budget", type=float, help="seconds for the run; rows past it are not run (default 420, "
                                                "none with --tiny; 0: none)")
    g.add_argument("--min-row-s", type=float, help="start a row only while this many seconds are left (default 45)")
    p.add_argument("--one-core", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--worker", nargs=2, metavar=("MODEL", "MODE"), help=argparse.SUPPRESS)
    p.add_argument("--warm-only", action="store_true", help=argparse.SUPPRESS)
    a = p.parse_args()
    global with_neighbour
    with_neighbour = a.neighbour
    if a.size == "gpu":
        from benchmarks import gpu_suite

        gpu_suite.main(a)
        return
    from benchmarks.heldout import HELDOUT_MODELS
    from benchmarks.models import WORKING_MODELS
    from benchmarks.unseen import UNSEEN_MODELS

    if a.suite != "tuned":
        a.size = "working"
    working = a.size == "working"
    suites = {"tuned": WORKING_MODELS if working else ("mlp", "resnet18", "gpt2", "bert"),
              "heldout": HELDOUT_MODELS, "unseen": UNSEEN_MODELS, "both": WORKING_MODELS + HELDOUT_MODELS}
    a.models = a.models or ",".join(suites[a.suite])
    a.backends = a.backends or ("eager,inductor,torchtpu" if working else "eager,torchtpu")
    a.warm_backends = a.warm_backends or ("inductor,torchtpu" if working else "torchtpu")
    backends = a.backends.split(",")
    if a.worker:
        threads = 1 if a.one_core else None
        print(json.dumps(worker(a.worker[0], a.worker[1], a.size, backends, a.steps, a.warmup, a.warm_only, threads)))
        return

    print(f"# {versions()}", flush=True)
    protocols = {"both": ("default", "one"), "default": ("default",), "one": ("one",)}[a.cores]
    tables = {cores: run_suite(a, backends, cores) for cores in protocols}
    for cores, results in tables.items():
        print()
        print(PROTOCOL_TITLES[cores] + (", beside a process keeping one core busy (--neighbour)" if with_neighbour else ""))
        print_table(results, backends)
    overhead = None
    if not a.no_overhead:
        from benchmarks import overhead as oh

        overhead = oh.measure(a.overhead_calls)
        print()
        print("per-call overhead, 1-op graph (x + 1 on 8 floats), default settings:")
        print("\n".join(oh.report(overhead)))
    if a.json:
        Path(a.json).write_text(json.dumps({"versions": versions(), "tables": tables, "overhead": overhead}, indent=1))


PROTOCOL_TITLES = {
    "default": "## default settings: torch's default threads, XLA's default pool (all cores for every backend)",
    "one": "## one core: every backend pinned to core 0 (taskset -c 0, torch one thread, XLA's pool on that core)",
}


def run_suite(a, backends: list[str], cores: str) -> list[dict]:
    """Every model and mode of the run, on the cores `cores` gives every backend."""
    results = []
    t_start = time.time()
    for model in a.models.split(","):
        for mode in a.modes.split(","):
            with tempfile.TemporaryDirectory(prefix="torchtpu-bench-") as d:
                # One Inductor compile thread: its worker pool would otherwise keep competing for
                # the cores with the steps timed after it.
                env = dict(os.environ, TORCHTPU_CACHE_DIR=os.path.join(d, "torchtpu"),
                           TORCHINDUCTOR_CACHE_DIR=os.path.join(d, "inductor"), TORCHTPU_FALLBACK="eager",
                           TORCHINDUCTOR_COMPILE_THREADS="1")
                # The defaults are the defaults: no thread variable set by the suite.
                env.pop("OMP_NUM_THREADS", None)
                if cores == "one":
                    env["OMP_NUM_THREADS"] = "1"
                base = ["--worker", model, mode, "--size", a.size, "--steps", str(a.steps), "--warmup", str(a.warmup)]
                if cores == "one":
                    base.append("--one-core")
                cold = run_worker([*base, "--backends", a.backends], env)
                wb = [b for b in a.warm_backends.split(",") if b in backends]
                warm = None if a.no_warm or not wb else run_worker([*base, "--backends", ",".join(wb), "--warm-only"], env)
            results.append({"model": model, "mode": mode, "cold": cold, "warm": warm})
            print_row(f"[{cores}] {model}", mode, cold, warm, backends)
    print(f"# models ({cores}): {time.time() - t_start:.0f} s", flush=True)
    return results


def print_row(model, mode, cold, warm, backends):
    parts = [f"{model}/{mode} ({cold['source']}):"]
    for b in backends:
        c = cold["backends"][b]
        w = warm["backends"][b]["first_call_s"] if warm and b in warm["backends"] else None
        parts.append(f"{b} first {c['first_call_s']:.2f}s warm {fmt_s(w)} step {c.get('step_ms', 0):.2f}ms")
    print("  ".join(parts), flush=True)


def geomeans(results, backends) -> dict[str, float]:
    """Per backend, the geometric mean over every row of eager step / backend step."""
    import math

    out = {}
    for b in backends:
        ratios = [r["cold"]["backends"]["eager"]["step_ms"] / r["cold"]["backends"][b]["step_ms"]
                  for r in results if r["cold"]["backends"].get(b, {}).get("step_ms") and r["cold"]["backends"].get("eager", {}).get("step_ms")]
        if ratios:
            out[b] = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
    return out


def print_table(results, backends):
    print("| model | mode | backend | compile (cold) | compile (warm) | step (median) | vs eager | max diff | notes |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in results:
        cold, warm = r["cold"], r["warm"]
        eager = cold["backends"].get("eager", {}).get("step_ms")
        for b in backends:
            c = cold["backends"][b]
            w = warm["backends"][b]["first_call_s"] if warm and b in warm["backends"] else None
            step = c.get("step_ms")
            ratio = f"{eager / step:.2f}x" if eager and step else "-"
            notes = ""
            if b == "torchtpu":
                share = c["frontend_us"] / c["xla_compile_us"] * 100 if c.get("xla_compile_us") else 0
                notes = f"{c['graphs']} graphs, own time {c['frontend_us'] / 1e3:.0f} ms = {share:.1f}% of XLA {c['xla_compile_us'] / 1e6:.2f} s"
                k = c.get("kernels")
                if k and k["calls"]:
                    notes += f"; {k['calls']:.0f} kernel calls per step, {k['body_ms']:.1f} ms in them, hand-offs {k['handoff_ms']:.1f} ms"
                if c.get("fallbacks") or c.get("partial_graphs"):
                    notes += f"; {c['fallbacks']} fallback, {c['partial_graphs']} partial"
                if warm and b in warm["backends"]:
                    notes += f"; warm: {warm['backends'][b].get('compiles', '?')} compiles, {warm['backends'][b].get('disk_hits', '?')} disk hits"
            first = "-" if b == "eager" else fmt_s(c["first_call_s"])
            warm_s = "-" if b == "eager" else fmt_s(w)
            diff = f"{c['max_abs_diff']:.1e}" if "max_abs_diff" in c else "-"
            print(f"| {r['model']} | {r['mode']} | {b} | {first} | {warm_s} | {step:.3f} ms | {ratio} | {diff} | {notes} |")
    from benchmarks.heldout import HELDOUT_MODELS
    from benchmarks.unseen import UNSEEN_MODELS

    others = HELDOUT_MODELS + UNSEEN_MODELS
    for label, rows in (("tuned suite", [r for r in results if r["model"] not in others]),
                        ("held-out suite", [r for r in results if r["model"] in HELDOUT_MODELS]),
                        ("unseen suite", [r for r in results if r["model"] in UNSEEN_MODELS])):
        g = geomeans(rows, backends)
        if g:
            print()
            print(f"geometric mean vs eager, {label} ({len(rows)} rows): "
                  + ", ".join(f"{b} {v:.2f}x" for b, v in g.items() if b != "eager"))


if __name__ == "__main__":
    main()
