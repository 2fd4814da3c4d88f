"""A compiler pass on and off in one process: torchtpu's step with it against without it.

    .venv/bin/python benchmarks/pass_ab.py bert inference --rounds 600
    .venv/bin/python benchmarks/pass_ab.py vit_tiny training --rounds 24 --pass product_sums

On this kind of machine the step time of one process drifts by 10-30% within minutes, more than
most changes are worth, so A/B runs in alternating processes need many pairs. This script builds
one working-size model (`benchmarks/models.py`), compiles it twice with torchtpu, once with
`TORCHTPU_DISABLE_PASSES=<pass>` and once without, and runs the two steps in turn (`--rounds`
rounds, the order alternating each round), so that both see the same machine. It prints each
side's median step, their ratio (on / off: below 1 means the pass makes the step faster) and the
median of the per-round ratios.

The second compile goes through a second backend object: Dynamo keys its compiled graphs by code
and guards, and two copies of one module compiled with the same backend share one graph (the
second `torch.compile` would run the first's executable). Compiles raise rather than fall back
(`TORCHTPU_FALLBACK=error`), and the persistent cache is off. Not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import warnings

os.environ.setdefault("TORCHTPU_CACHE_DIR", "off")
os.environ.setdefault("TORCHTPU_FALLBACK", "error")

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model")
    ap.add_argument("mode", choices=("inference", "training"))
    ap.add_argument("--rounds", type=int, default=100)
    ap.add_argument("--pass", dest="pass_name", default="product_sums", help="the pass switched off on one side")
    ap.add_argument("--size", default="working", choices=("small", "working", "full"))
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    import torch  # noqa: F401
    from torch._dynamo import lookup_backend

    import torchtpu  # noqa: F401 - registers the backend
    from benchmarks.models import build
    from benchmarks.steps import make_step

    base, inputs, _ = build(args.model, args.size)
    training = args.mode == "training"
    torchtpu_backend = lookup_backend("torchtpu")

    def without_pass(gm, example_inputs):
        return torchtpu_backend(gm, example_inputs)

    # Compiled (forward, and backward on the first training step) while the variable is set.
    os.environ["TORCHTPU_DISABLE_PASSES"] = args.pass_name
    off = make_step(base, inputs, training, without_pass)
    off()
    off()
    del os.environ["TORCHTPU_DISABLE_PASSES"]
    on = make_step(base, inputs, training, "torchtpu")
    on()
    on()
    for _ in range(3):
        on()
        off()
    times: dict[str, list[float]] = {"on": [], "off": []}
    for r in range(args.rounds):
        order = (("on", on), ("off", off)) if r % 2 == 0 else (("off", off), ("on", on))
        for name, step in order:
            t = time.perf_counter()
            step()
            times[name].append(time.perf_counter() - t)
    med = {k: statistics.median(v) * 1e3 for k, v in times.items()}
    paired = statistics.median(a / b for a, b in zip(times["on"], times["off"]))
    print(f"{args.model} {args.mode} ({args.pass_name}): on {med['on']:.3f} ms, off {med['off']:.3f} ms, "
          f"on/off {med['on'] / med['off']:.3f}, median of paired ratios {paired:.3f}")


if __name__ == "__main__":
    main()
