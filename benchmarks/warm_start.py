"""Warm starts: time to the first result in a new process, cold against warm, torchtpu beside
Inductor (docs/performance.md, "Warm starts").

For each case (default: ResNet-18 inference at 8x3x224x224, and a training step, forward and
backward, of the 1024-wide MLP; benchmarks/models.py, working size) it starts new Python
processes that compile the model and run it once, and times the first call to its result:

- torchtpu cold, `TORCHTPU_AOT_CACHE=1`: empty torchtpu and PyTorch cache directories (Dynamo,
  AOTAutograd, lowering, XLA compile; the executables and the AOTAutograd entry are stored);
- torchtpu warm, `TORCHTPU_AOT_CACHE=1`: the same directories (Dynamo, then the AOTAutograd cache
  hit; the executables load from torchtpu's disk cache: no AOTAutograd, no XLA compile);
- torchtpu warm, `TORCHTPU_AOT_CACHE=0` (the default): AOTAutograd runs again, only the XLA
  compile is saved;
- Inductor cold and warm: an empty `TORCHINDUCTOR_CACHE_DIR`, then the same one (its FX graph
  cache and AOTAutograd cache, PyTorch's defaults).

Medians over --repeats runs, each with fresh directories. Absolute times on shared 2-core
machines are noise; read the ratios, measured side by side.

    .venv/bin/python benchmarks/warm_start.py [--repeats 3] [--cases resnet18:inference,mlp:training]
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
CASES = ("resnet18:inference", "mlp:training")


def child(backend: str, model_name: str, mode: str) -> None:
    sys.path.insert(0, ROOT)
    import torch
    from torch._dynamo.utils import counters

    from benchmarks import models

    model, inputs, _ = models.build(model_name, "working")
    compiled = torch.compile(model, backend=backend)
    t0 = time.perf_counter()
    if mode == "inference":
        model.eval()
        with torch.no_grad():
            out = compiled(*inputs)
        _ = out.sum().item()
    else:
        model.train()
        models.loss_of(compiled(*inputs)).backward()
        _ = next(model.parameters()).grad.sum().item()
    first = time.perf_counter() - t0
    report = {"first_s": first, "aot": dict(counters["aot_autograd"])}
    if backend == "torchtpu":
        import torchtpu

        report["stats"] = torchtpu.stats()
    print(json.dumps(report))


def run(backend: str, case: str, dirs: dict, **extra_env: str) -> dict:
    model, mode = case.split(":")
    env = dict(os.environ, TORCHTPU_CACHE_DIR=dirs["torchtpu"], TORCHINDUCTOR_CACHE_DIR=dirs["inductor"])
    for k in ("TORCHTPU_DUMP_DIR", "TORCHTPU_COMPILER", "TORCHTPU_REMOTE_CACHE", "TORCHTPU_AOT_CACHE"):
        env.pop(k, None)
    env.update(extra_env)
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, __file__, "--child", backend, model, mode], env=env,
                       capture_output=True, text=True, timeout=1800)
    wall = time.perf_counter() - t0
    if r.returncode != 0:
        raise SystemExit(f"{backend} {case} failed:\n{r.stderr[-4000:]}")
    out = json.loads(r.stdout.strip().splitlines()[-1])
    out["wall_s"] = wall
    return out


def fresh_dirs() -> dict:
    root = tempfile.mkdtemp(prefix="warm-start-")
    return {"root": root, "torchtpu": os.path.join(root, "torchtpu"), "inductor": os.path.join(root, "inductor")}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--cases", default=",".join(CASES), help="model:mode,... (models from benchmarks/models.py)")
    ap.add_argument("--child", nargs=3, metavar=("BACKEND", "MODEL", "MODE"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(*args.child)
        return 0

    ok = True
    rows = []
    for case in args.cases.split(","):
        res: dict[str, list] = {k: [] for k in ("tpu_cold", "tpu_warm", "tpu_warm_noaot", "ind_cold", "ind_warm")}
        for _ in range(args.repeats):
            d = fresh_dirs()
            try:
                res["tpu_cold"].append(run("torchtpu", case, d, TORCHTPU_AOT_CACHE="1"))
                res["tpu_warm"].append(run("torchtpu", case, d, TORCHTPU_AOT_CACHE="1"))
                res["tpu_warm_noaot"].append(run("torchtpu", case, d, TORCHTPU_AOT_CACHE="0"))
            finally:
                shutil.rmtree(d["root"], ignore_errors=True)
            d = fresh_dirs()
            try:
                res["ind_cold"].append(run("inductor", case, d))
                res["ind_warm"].append(run("inductor", case, d))
            finally:
                shutil.rmtree(d["root"], ignore_errors=True)
        med = {k: statistics.median(r["first_s"] for r in v) for k, v in res.items()}
        wall = {k: statistics.median(r["wall_s"] for r in v) for k, v in res.items()}
        warm = res["tpu_warm"]
        hit = all(r["aot"].get("autograd_cache_hit") == 1 and r["stats"]["compiles"] == 0
                  and r["stats"]["graphs"] == 0 for r in warm)
        ind_hit = all(r["aot"].get("autograd_cache_hit") == 1 for r in res["ind_warm"])
        ok &= hit
        rows.append((case, med, wall, hit, ind_hit))
        print(f"\n{case} (medians of {args.repeats}; time from the first call to its result, whole process in brackets)")
        for k, label in (("tpu_cold", "torchtpu cold"), ("tpu_warm", "torchtpu warm"),
                         ("tpu_warm_noaot", "torchtpu warm, TORCHTPU_AOT_CACHE=0"),
                         ("ind_cold", "inductor cold"), ("ind_warm", "inductor warm")):
            print(f"  {label:<38} {med[k]:>8.3f} s   ({wall[k]:.2f} s)")
        print(f"  torchtpu cold / warm {med['tpu_cold'] / med['tpu_warm']:.1f}x; "
              f"warm without / with the AOTAutograd cache {med['tpu_warm_noaot'] / med['tpu_warm']:.2f}x; "
              f"inductor cold / warm {med['ind_cold'] / med['ind_warm']:.1f}x")
        print(f"  torchtpu warm / inductor warm {med['tpu_warm'] / med['ind_warm']:.2f}x "
              f"(below 1: torchtpu's warm start is faster); torchtpu warm hit the AOTAutograd cache and compiled "
              f"nothing: {hit}; inductor warm hit it: {ind_hit}")
    print("\nwarm_start: OK" if ok else "\nwarm_start: a torchtpu warm process did not skip AOTAutograd and XLA")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
