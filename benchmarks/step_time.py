"""One backend's step time for one model, alone in its process: for A/B runs of an option in
alternating processes, where `benchmarks/run.py` interleaves backends in one process.

    .venv/bin/python benchmarks/step_time.py bert training torchtpu
    TORCHTPU_KERNELS_ON_CALLER=0 .venv/bin/python benchmarks/step_time.py efficientnet_b0 inference torchtpu

Builds the model at `--size` (benchmarks/models.py), compiles it with the backend (eager: not
compiled), runs `--warmup` steps, then prints the median of `--steps` steps timed one by one. A
training step is `zero_grad`, forward, loss, backward and an SGD step, as in `run.py`. Prints
"MODEL MODE BACKEND MEDIAN_MS". Not a test.

torchtpu's runtime is started first whatever the backend: its `mallopt` (`TORCHTPU_MALLOC`) is
process-wide, and eager and Inductor timed without it fault far more than in `run.py`'s process
(RegNetX-200MF inference: eager 67 against 45 ms; docs/performance.md).
"""

import argparse
import statistics
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model")
    ap.add_argument("mode", choices=("inference", "training"))
    ap.add_argument("backend", help="eager, inductor or torchtpu")
    ap.add_argument("--size", default="working", choices=("small", "working", "full"))
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--steps", type=int, default=30)
    a = ap.parse_args()
    warnings.filterwarnings("ignore")
    import torchtpu  # noqa: F401 - registers the backend
    from torchtpu.execution.executable import ensure_runtime

    ensure_runtime()
    from benchmarks.models import build
    from benchmarks.steps import make_step

    base, args, _ = build(a.model, a.size)
    step = make_step(base, args, a.mode == "training", a.backend)

    for _ in range(a.warmup):
        step()
    times = []
    for _ in range(a.steps):
        t0 = time.perf_counter()
        step()
        times.append((time.perf_counter() - t0) * 1e3)
    print(f"{a.model} {a.mode} {a.backend} {statistics.median(times):.2f}")


if __name__ == "__main__":
    main()
