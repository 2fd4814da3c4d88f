"""The execution modes side by side (docs/modes.md): step time of eager, fused, strict and debug on
the benchmark models, interleaved in one process, printed as ratios against eager (higher is
faster); then strict mode's first-call latency on a new model in a fresh process, with a cold op
cache and with one filled ahead of time by `torchtpu.precompile_ops` from another process's dump.

    .venv/bin/python benchmarks/modes.py [--models mlp,resnet18,gpt2,bert] [--size small] [--steps 10]
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from benchmarks.models import build, loss_of  # noqa: E402
from benchmarks.timing import interleaved_us  # noqa: E402

MODES = ("fused", "strict", "debug")


def step_fn(f, args, train: bool):
    if not train:
        def run():
            with torch.no_grad():
                return f(*args)
    else:
        def run():
            loss_of(f(*args)).backward()
    return run


def steps(models: list[str], size: str, n: int) -> None:
    import torchtpu

    print(f"{'model':10} {'step':10} {'eager ms':>9} " + " ".join(f"{m + ' ms':>10} {m + ' x':>8}" for m in MODES))
    # Three modes of one model alive at once are three backends for the same code objects (a
    # transformer layer's forward is one of them): keep Dynamo from giving up and running eager.
    torch._dynamo.config.recompile_limit = 64
    for name in models:
        for train in (False, True):
            torch._dynamo.reset()
            model, args, _ = build(name, size)
            model = model.train(train)
            fns = {"eager": step_fn(model, args, train)}
            for mode in MODES:
                c = torch.compile(copy.deepcopy(model), backend="torchtpu", options={"torchtpu.mode": mode})
                fns[mode] = step_fn(c, args, train)
            t = interleaved_us(fns, calls=1, rounds=n, warmup=2)
            row = f"{name:10} {'train' if train else 'infer':10} {t['eager'] / 1e3:9.2f} "
            row += " ".join(f"{t[m] / 1e3:10.2f} {t['eager'] / t[m]:7.2f}x" for m in MODES)
            print(row, flush=True)
    assert torchtpu.stats()["fallbacks"] == 0, "a graph fell back to eager: not torchtpu's timings"


def first_call(model: str, size: str, mode: str) -> float:
    """Seconds for the first (compiling) call of `model` in this process."""
    m, args, _ = build(model, size)
    c = torch.compile(m.eval(), backend="torchtpu", options={"torchtpu.mode": mode})
    t0 = time.perf_counter()
    with torch.no_grad():
        c(*args)
    return time.perf_counter() - t0


def child(argv: list[str], env: dict) -> dict:
    r = subprocess.run([sys.executable, __file__, *argv], env=env, capture_output=True, text=True, timeout=1800)
    if r.returncode != 0:
        raise SystemExit(r.stderr[-3000:])
    return json.loads(r.stdout.strip().splitlines()[-1])


def latency(model: str, size: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, TORCHTPU_CACHE_DIR=str(Path(tmp) / "cache"))
        cold = child(["--child-first-call", model, size], env)
        # Another process: a fused run dumps the model's graphs; precompile_ops fills the op cache.
        dump = Path(tmp) / "dump"
        env2 = dict(os.environ, TORCHTPU_CACHE_DIR=str(Path(tmp) / "cache2"))
        child(["--child-precompile", model, size, str(dump)], env2)
        warm = child(["--child-first-call", model, size], env2)
    print(f"strict first call, {model} ({size}): cold op cache {cold['s']:.2f} s, after precompile_ops "
          f"{warm['s']:.2f} s ({cold['s'] / warm['s']:.1f}x faster; XLA compiles: "
          f"{cold['op_compiles']} cold, {warm['op_compiles']} warm)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default="mlp,resnet18,gpt2,bert")
    ap.add_argument("--size", default="small")
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--latency-model", default="gpt2")
    ap.add_argument("--child-first-call", nargs=2, help=argparse.SUPPRESS)
    ap.add_argument("--child-precompile", nargs=3, help=argparse.SUPPRESS)
    o = ap.parse_args()
    torch.set_num_threads(1)
    # nn.TransformerEncoderLayer's inference fast path is one fused op without a lowering rule.
    torch.backends.mha.set_fastpath_enabled(False)
    import torchtpu

    if o.child_first_call:
        s = first_call(*o.child_first_call, "strict")
        print(json.dumps({"s": s, "op_compiles": torchtpu.stats()["compiles"]}))
        return
    if o.child_precompile:
        model, size, dump = o.child_precompile
        os.environ["TORCHTPU_DUMP_DIR"] = dump
        first_call(model, size, "fused")
        del os.environ["TORCHTPU_DUMP_DIR"]
        print(json.dumps(torchtpu.precompile_ops(dump)))
        return
    steps(o.models.split(","), o.size, o.steps)
    latency(o.latency_model, o.size)


if __name__ == "__main__":
    main()
