"""Cold against warm start: time to the first result of the demo models in new processes.

For each demo model (TinyTransformer, TinyCNN) and mode (inference; training = forward + backward),
it starts new Python processes that compile the model with backend="torchtpu" and run it once:

- off:  TORCHTPU_CACHE_DIR=off (no persistent cache; what every process paid before it existed),
- cold: an empty cache directory (compile with XLA, then store the executables),
- warm: the directory the cold run filled (executables loaded from disk, no XLA compile).

It prints the median over --repeats runs of the time from the first call to its result (Dynamo
tracing, AOTAutograd, lowering, then XLA compile or cache load), the whole process's wall time,
and the ratios. Absolute times on shared 2-core machines are noise; read the ratios.

    .venv/bin/python scripts/bench_cache.py [--repeats 3]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
MODELS = ("TinyTransformer", "TinyCNN")
MODES = ("inference", "training")


def child(model_name: str, mode: str) -> None:
    sys.path.insert(0, os.path.join(ROOT, "lowering_tests", "python"))
    import torch

    import models
    import torchtpu

    torch.manual_seed(0)
    model = getattr(models, model_name)()
    x = models.transformer_inputs() if model_name == "TinyTransformer" else models.cnn_inputs()
    compiled = torch.compile(model, backend="torchtpu")
    t0 = time.perf_counter()
    if mode == "inference":
        model.eval()
        with torch.no_grad():
            out = compiled(x)
        _ = out.sum().item()
    else:
        model.train()
        compiled(x).float().pow(2).mean().backward()
        _ = next(model.parameters()).grad.sum().item()
    first = time.perf_counter() - t0
    print(json.dumps({"first_s": first, "stats": torchtpu.stats()}))


def run(model: str, mode: str, cache_dir: str, forbid_warnings: bool = False, **extra_env: str) -> dict:
    """One child process on `cache_dir` (plus `extra_env`); its first-call time, stats and wall time.
    With `forbid_warnings`, a `torchtpu: warning` on its stderr stops the benchmark."""
    env = dict(os.environ, TORCHTPU_CACHE_DIR=cache_dir)
    for k in ("TORCHTPU_DUMP_DIR", "TORCHTPU_COMPILER", "TORCHTPU_REMOTE_CACHE"):
        env.pop(k, None)
    env.update(extra_env)
    t0 = time.perf_counter()
    r = subprocess.run(
        [sys.executable, __file__, "--child", model, mode], env=env, capture_output=True, text=True, timeout=600
    )
    wall = time.perf_counter() - t0
    if r.returncode != 0:
        raise SystemExit(f"{model} {mode} failed:\n{r.stderr}")
    if forbid_warnings and "torchtpu: warning" in r.stderr:
        raise SystemExit(f"{model} {mode} warned:\n{r.stderr}")
    out = json.loads(r.stdout.strip().splitlines()[-1])
    out["wall_s"] = wall
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--child", nargs=2, metavar=("MODEL", "MODE"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(*args.child)
        return 0

    print(f"{'model':<16} {'mode':<10} {'off first':>10} {'cold first':>11} {'warm first':>11} {'cold/warm':>10}"
          f" {'cold wall':>10} {'warm wall':>10} {'wall ratio':>10}  warm: compiles, disk hits")
    ok = True
    for model in MODELS:
        for mode in MODES:
            off, cold, warm = [], [], []
            run(model, mode, "off")  # untimed: the first process of a model pays for the page cache
            for i in range(args.repeats):
                d = tempfile.mkdtemp(prefix="torchtpu-bench-cache-")
                try:
                    # Alternate whether the no-cache run goes first, so that order effects (page
                    # cache, a neighbour's load) do not all fall on one side.
                    if i % 2 == 0:
                        off.append(run(model, mode, "off"))
                    cold.append(run(model, mode, d))
                    warm.append(run(model, mode, d))
                    if i % 2 == 1:
                        off.append(run(model, mode, "off"))
                finally:
                    shutil.rmtree(d, ignore_errors=True)
            med = lambda rs, k: statistics.median(r[k] for r in rs)  # noqa: E731
            compiles = sorted({r["stats"]["compiles"] for r in warm})
            hits = sorted({r["stats"]["disk_hits"] for r in warm})
            ok &= compiles == [0] and all(h > 0 for h in hits)
            print(
                f"{model:<16} {mode:<10} {med(off, 'first_s'):>9.2f}s {med(cold, 'first_s'):>10.2f}s "
                f"{med(warm, 'first_s'):>10.2f}s {med(cold, 'first_s') / med(warm, 'first_s'):>9.1f}x "
                f"{med(cold, 'wall_s'):>9.2f}s {med(warm, 'wall_s'):>9.2f}s "
                f"{med(cold, 'wall_s') / med(warm, 'wall_s'):>9.2f}x  {compiles}, {hits}"
            )
            xla = statistics.median(r["stats"]["xla_compile_us"] for r in cold) / 1e3
            load = statistics.median(r["stats"]["disk_load_us"] for r in warm) / 1e3
            store = statistics.median(r["stats"]["disk_store_us"] for r in cold) / 1e3
            print(f"{'':<27} XLA compile {xla:.0f} ms (cold) vs load from disk {load:.1f} ms (warm); "
                  f"storing cost {store:.1f} ms (cold)")
    print("bench_cache: OK (warm processes compiled nothing)" if ok else "bench_cache: a warm process compiled")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
