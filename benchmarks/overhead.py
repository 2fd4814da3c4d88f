"""Per-call overhead of a compiled 1-op graph: backend="eager" (Dynamo's own cost), torchtpu, and
PJRT execute timed from Rust on the same kind of graph. Prints microseconds per call and ratios."""

from __future__ import annotations

import argparse
import statistics
import time

import torch


def per_call_us(fn, x, calls: int, repeats: int) -> float:
    for _ in range(200):
        fn(x)
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(calls):
            fn(x)
        samples.append((time.perf_counter() - t0) / calls * 1e6)
    return statistics.median(samples)


def one_op(x):
    return x + 1.0


def measure(calls: int = 2000, repeats: int = 7, size: int = 8) -> dict:
    import torchtpu  # noqa: F401 - registers the backend

    x = torch.randn(size)
    out = {"plain python (no compile)": per_call_us(one_op, x, calls, repeats)}
    for backend in ("eager", "torchtpu"):
        torch._dynamo.reset()
        f = torch.compile(one_op, backend=backend, dynamic=False)
        out[f"backend={backend}"] = per_call_us(f, x, calls, repeats)
    try:
        from torchtpu import _native

        raw = getattr(_native, "bench_raw_execute", None)
        if raw is not None:
            out["raw PJRT execute (Rust)"] = raw(size, calls) * 1e6
    except Exception as e:  # noqa: BLE001
        print("raw PJRT bench failed:", e)
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--calls", type=int, default=2000)
    p.add_argument("--repeats", type=int, default=7)
    a = p.parse_args()
    r = measure(a.calls, a.repeats)
    for k, v in r.items():
        print(f"{k:32s} {v:8.2f} us/call")
    if "backend=eager" in r:
        print(f"torchtpu - eager: {r['backend=torchtpu'] - r['backend=eager']:.2f} us")


if __name__ == "__main__":
    main()
