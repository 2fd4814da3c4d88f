"""torchtpu's step with XLA's worker threads pinned to some cores, against unpinned: a lead for
issue 28 (docs/performance.md, "Where the kernel calls' time goes").

    .venv/bin/python benchmarks/pin_xla_workers.py bert training 1       # XLA's workers on core 1
    .venv/bin/python benchmarks/pin_xla_workers.py mobilenet_v3_small inference none

Builds one working-size model (`benchmarks/models.py`), compiles it with torchtpu, runs 3 steps
(XLA's pool exists by then), then pins every thread named `tf_XLAEigen` to the cores given
(comma-separated; `none`: leaves them), runs 5 more steps and prints the median of `--steps`
steps. The caller and its OpenMP workers, which run the kernel bodies, are left on every core.
For A/B runs alternate processes with `none` and a core list. Not a test.
"""

from __future__ import annotations

import argparse
import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def pin_xla_workers(cores: set[int]) -> int:
    """Pins every thread of this process named `tf_XLAEigen` (XLA's CPU worker pool) to `cores`;
    returns how many it pinned."""
    pinned = 0
    for tid in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{tid}/comm") as f:
                if f.read().startswith("tf_XLAEigen"):
                    os.sched_setaffinity(int(tid), cores)
                    pinned += 1
        except OSError:
            pass  # the thread ended
    return pinned


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model")
    ap.add_argument("mode", choices=("inference", "training"))
    ap.add_argument("cores", help="comma-separated cores for XLA's workers, or none")
    ap.add_argument("--steps", type=int, default=40)
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    import torchtpu  # noqa: F401 - registers the backend
    from benchmarks.models import build
    from benchmarks.steps import make_step
    from benchmarks.timing import median_step_ms

    base, inputs, _ = build(args.model, "working")
    step = make_step(base, inputs, args.mode == "training", "torchtpu")
    for _ in range(3):
        step()
    pinned = 0 if args.cores == "none" else pin_xla_workers({int(c) for c in args.cores.split(",")})
    ms = median_step_ms(step, args.steps, 5)
    print(f"{args.model} {args.mode}: XLA workers on {args.cores} ({pinned} pinned), median step {ms:.2f} ms")


if __name__ == "__main__":
    main()
