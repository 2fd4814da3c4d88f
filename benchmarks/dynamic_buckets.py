"""Shape buckets: compile count against speed in a length sweep of a GPT-2 config (issue 14, item 5).

The model is transformers' GPT2LMHeadModel from a GPT2Config with random weights (2 layers, 256
wide, 4 heads, vocabulary 50257), batch 1, compiled with `dynamic=True`. For each bucket rule
(`TORCHTPU_BUCKETS` spelling) it runs the lengths 1..--max-len once in shuffled order (the first
pass: every bucket compiles here), then times one call per length in a second pass (steady state),
and prints the number of XLA compiles, the first pass's wall time, and the median and mean call
of the second pass beside eager's and Inductor's (`dynamic=True`), in one process. The second pass
is interleaved: at each length every backend runs once, so all see the same machine load. Results are checked against eager at every length. Absolute times on a shared
machine move: read the ratios. Torch keeps its default thread count (all cores, as XLA's pool has)
unless --threads says otherwise.

    .venv/bin/python benchmarks/dynamic_buckets.py                         # pow2, pow2:64, pow2:32
    .venv/bin/python benchmarks/dynamic_buckets.py --rules pow2:64 --max-len 128 --skip-inductor
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

os.environ.setdefault("TORCHTPU_CACHE_DIR", "off")  # measure compiles, not the persistent cache

import torch  # noqa: E402

import torchtpu  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from benchmarks.bench_dynamic import make_model  # noqa: E402  (the same GPT-2 config wrapper)


def sweep(f, inputs: dict, lengths: list[int], refs: dict | None) -> tuple[float, dict]:
    """One call per length in `lengths` order: the wall time of the pass and each call's time."""
    times = {}
    t0 = time.perf_counter()
    for n in lengths:
        t = time.perf_counter()
        out = f(inputs[n])
        times[n] = time.perf_counter() - t
        if refs is not None:
            torch.testing.assert_close(out, refs[n], rtol=1e-4, atol=1e-4)
    return time.perf_counter() - t0, times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rules", default="pow2,pow2:64,pow2:32", help="bucket rules to compare, comma-separated")
    ap.add_argument("--max-len", type=int, default=256)
    ap.add_argument("--d-model", type=int, default=256)
    ap.add_argument("--vocab", type=int, default=50257)
    ap.add_argument("--skip-inductor", action="store_true")
    ap.add_argument("--threads", type=int, default=0,
                    help="torch intra-op threads; 0 (the default) keeps torch's default, all cores, as XLA's pool has")
    args = ap.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    model, _ = make_model(argparse.Namespace(torch_model=False, d_model=args.d_model, heads=4, vocab=args.vocab))
    lengths = list(range(1, args.max_len + 1))
    random.Random(0).shuffle(lengths)
    g = torch.Generator().manual_seed(1)
    inputs = {n: torch.randint(0, args.vocab, (1, n), generator=g) for n in lengths}
    torch._dynamo.config.recompile_limit = 64
    torch._dynamo.config.accumulated_recompile_limit = 4096
    rows = []
    fns = {"eager": model}
    first = {"eager": "-"}
    compiles: dict = {"eager": "-"}
    with torch.no_grad():
        refs = {n: model(inputs[n]) for n in lengths}
        # First pass per backend, one after another: every bucket (or graph) compiles here.
        if not args.skip_inductor:
            torch._dynamo.utils.counters.clear()
            f = torch.compile(model, backend="inductor", dynamic=True)
            first["inductor"], _ = sweep(f, inputs, lengths, refs)
            compiles["inductor"] = int(torch._dynamo.utils.counters["stats"]["unique_graphs"])
            fns["inductor"] = f
            print(f"inductor: first pass {first['inductor']:.1f} s", file=sys.stderr, flush=True)
        for rule in args.rules.split(","):
            name = f"torchtpu {rule}"
            torchtpu._native.clear_cache()  # every rule compiles its own buckets
            torchtpu.reset_stats()
            f = torch.compile(model, backend="torchtpu", dynamic=True, options={"torchtpu.buckets": rule})
            first[name], _ = sweep(f, inputs, lengths, refs)
            s = torchtpu.stats()
            if s["fallbacks"]:
                print(f"{name}: {s['fallbacks']} fallbacks", file=sys.stderr)
            compiles[name] = s["compiles"]
            fns[name] = f
            print(f"{name}: first pass {first[name]:.1f} s, {s['compiles']} compiles", file=sys.stderr, flush=True)
        # Second pass, interleaved: at each length every backend runs once, so all see the same load.
        times: dict = {name: [] for name in fns}
        for n in lengths:
            for name, f in fns.items():
                t = time.perf_counter()
                f(inputs[n])
                times[name].append(time.perf_counter() - t)
    eager_med = statistics.median(times["eager"])
    for name in fns:
        rows.append((name, compiles[name], first[name], statistics.median(times[name]), statistics.mean(times[name])))
    print(f"\nGPT-2 config (2 layers, d={args.d_model}, vocab {args.vocab}), batch 1, lengths 1..{args.max_len}, "
          f"{torch.get_num_threads()} torch thread(s); ratio = eager median / median (higher is faster)\n")
    print("| backend, buckets | compiles | first pass (s) | median call (ms) | mean call (ms) | median vs eager |")
    print("|---|---|---|---|---|---|")
    for name, compiles, first, med, mean in rows:
        first_s = first if isinstance(first, str) else f"{first:.1f}"
        print(f"| {name} | {compiles} | {first_s} | {med * 1e3:.2f} | {mean * 1e3:.2f} | {eager_med / med:.2f}x |")


if __name__ == "__main__":
    main()
