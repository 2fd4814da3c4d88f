"""torchtpu's step in the suite's rotation: one process that runs it beside other backends.

    .venv/bin/python benchmarks/rotation.py mobilenet_v3_small inference eager,inductor
    .venv/bin/python benchmarks/rotation.py bert training ""          # torchtpu alone
    /usr/bin/time -f "maxrss %M KB" .venv/bin/python benchmarks/rotation.py resnet18 training eager

`benchmarks/run.py` interleaves the backends in one process, and there torchtpu's steps have been
slower than alone, by heap state (docs/performance.md, "Current results"). This script builds one
working-size model (`benchmarks/models.py`), makes a step for torchtpu and each backend named
(comma-separated; empty: torchtpu alone), runs 3 warm-up steps each, then `--rounds` rounds of
two steps per backend, and prints each backend's median step and minor page faults per step
(`getrusage`), and torchtpu's kernel calls per step (their time, and what the hand-offs to the
waiting thread added). `--per 1 --last` runs one step per backend per round with torchtpu after
the others, as `run.py --steps 5` does; `--all` prints every step's time; `--pin-xla 1` pins
XLA's worker threads to core 1 after the warm-up (benchmarks/pin_xla_workers.py). For A/B runs of an
option, alternate processes with and without it. Not a test.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
import warnings

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model")
    ap.add_argument("mode", choices=("inference", "training"))
    ap.add_argument("others", nargs="?", default="eager,inductor", help="backends run beside torchtpu")
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--per", type=int, default=2, help="steps per backend in a round (run.py's --steps 5: 1)")
    ap.add_argument("--all", action="store_true", help="print every step's time too")
    ap.add_argument("--pin-xla", metavar="CORES", help="after the warm-up, pin XLA's worker threads to these cores (comma-separated)")
    ap.add_argument("--last", action="store_true", help="torchtpu runs after the others in each round, as in run.py")
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    import torchtpu  # noqa: F401 - registers the backend
    from benchmarks.models import build
    from benchmarks.steps import make_step

    base, inputs, _ = build(args.model, "working")
    others = [b for b in args.others.split(",") if b]
    names = others + ["torchtpu"] if args.last else ["torchtpu"] + others
    steps = {b: make_step(base, inputs, args.mode == "training", b) for b in names}
    for step in steps.values():
        for _ in range(3):
            step()
    if args.pin_xla:
        from benchmarks.pin_xla_workers import pin_xla_workers

        pin_xla_workers({int(c) for c in args.pin_xla.split(",")})
    times: dict[str, list[float]] = {b: [] for b in steps}
    faults = dict.fromkeys(steps, 0)
    for _ in range(args.rounds):
        for b, step in steps.items():
            for _ in range(args.per):
                f0 = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
                t0 = time.perf_counter()
                step()
                times[b].append(time.perf_counter() - t0)
                faults[b] += resource.getrusage(resource.RUSAGE_SELF).ru_minflt - f0
    st = torchtpu.stats()
    n = len(times["torchtpu"]) + 3
    print(f"torchtpu per step: kernel bodies {st['kernel_body_ns'] / n / 1e6:.2f} ms, hand-offs added "
          f"{st['kernel_handoff_ns'] / n / 1e6:.2f} ms; " + ", ".join(f"{k} {st[k] / n:.1f}" for k in ("kernels_on_caller", "kernels_on_workers", "kernels_small", "kernels_one_thread")))
    for b, v in times.items():
        if args.all:
            print(f"{b}: " + " ".join(f"{t * 1e3:.1f}" for t in v))
        v.sort()
        print(f"{b}: median step {v[len(v) // 2] * 1e3:.2f} ms, {faults[b] // len(v)} page faults per step")


if __name__ == "__main__":
    main()
