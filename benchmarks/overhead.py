"""Per-call overhead of a compiled 1-op graph (`x + 1` on 8 floats).

Measured side by side in one process: the plain function, `backend="eager"` (Dynamo's own per-call
cost), `backend="aot_eager"` (Dynamo plus AOTAutograd's runtime wrappers, which every AOT backend
pays), `backend="torchtpu"`, and the same PJRT executable run from Rust with no Python at all
(`_native.Compiled.bench_execute`). Prints microseconds per call and the differences.
"""

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


def measure(calls: int = 2000, repeats: int = 7, size: int = 8) -> dict[str, float]:
    import torchtpu
    from torchtpu import _native

    x = torch.randn(size)
    out = {"python function": per_call_us(one_op, x, calls, repeats)}
    for backend in ("eager", "aot_eager", "torchtpu"):
        torch._dynamo.reset()
        f = torch.compile(one_op, backend=backend, dynamic=False)
        out[f"backend={backend}"] = per_call_us(f, x, calls, repeats)
    # The same executable, from Rust alone.
    from torch.fx.experimental.proxy_tensor import make_fx

    from torchtpu.runtime import compile_graph

    gm = make_fx(lambda t: torch.ops.aten.add.Tensor(t, 1.0))(x)
    exe = compile_graph(gm, "one_op")
    out["Executable (runtime.py) alone"] = per_call_us(lambda t: exe([t]), x, calls, repeats)
    out["raw PJRT execute (Rust)"] = exe.compiled.bench_execute(calls, repeats) * 1e6
    torchtpu.reset_stats() if hasattr(torchtpu, "reset_stats") else _native.reset_stats()
    return out


def report(r: dict[str, float]) -> list[str]:
    lines = [f"{k:32s} {v:8.2f} us/call" for k, v in r.items()]
    e, a, t, raw = r["backend=eager"], r["backend=aot_eager"], r["backend=torchtpu"], r["raw PJRT execute (Rust)"]
    lines.append(f"torchtpu - eager                 {t - e:8.2f} us")
    lines.append(f"torchtpu - (eager + raw PJRT)    {t - e - raw:8.2f} us")
    lines.append(f"torchtpu - (aot_eager + raw)     {t - a - raw:8.2f} us  (what torchtpu adds over any AOT backend)")
    lines.append(f"torchtpu / eager                 {t / e:8.2f}x")
    return lines


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--calls", type=int, default=2000)
    p.add_argument("--repeats", type=int, default=7)
    a = p.parse_args()
    print("\n".join(report(measure(a.calls, a.repeats))))


if __name__ == "__main__":
    main()
