"""Per-call overhead of a compiled 1-op graph (`x + 1` on 8 floats).

Measured side by side in one process, in interleaved rounds: the plain function;
`backend="eager"` (Dynamo's own per-call cost); `backend="aot_eager"` (Dynamo plus AOTAutograd's
runtime wrappers, which every AOT backend pays); `backend="torchtpu"`; torchtpu with the runtime
path it had before issue 6 (`legacy`: per-tensor Python loop, `torch.empty` outputs, every input and
output copied through PJRT); the `Executable` alone (no Dynamo), new and legacy; and the same PJRT
executable run from Rust with no Python (`_native.Compiled.bench_execute`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.timing import interleaved_us  # noqa: E402


class LegacyExecutable:
    """The runtime call path before issue 6, kept here only to measure against."""

    def __init__(self, exe):
        self.compiled = exe.compiled
        self.params, self.outputs = exe.params, exe.outputs
        self.n_results, self.output_literals, self.seed_index = exe.n_results, exe.output_literals, exe.seed_index

    def __call__(self, args: list) -> list:
        from torchtpu import _native

        if self.seed_index is not None:
            args = list(args) + [torch.randint(-(2**63), 2**63 - 1, (2,), dtype=torch.int64)]
        ins, keep = [], []
        for i, dtype, shape in self.params:
            t = args[i]
            if t.device.type != "cpu":
                raise _native.GraphError(f"input {i} is on {t.device}")
            if t.dtype != dtype or tuple(t.shape) != shape:
                raise _native.GraphError(f"input {i}: expected {dtype} {list(shape)}")
            if not t.is_contiguous():
                t = t.contiguous()
                keep.append(t)
            ins.append((t.data_ptr(), t.numel() * t.element_size()))
        results = [None] * self.n_results
        for o in self.outputs:
            if o is not None:
                idx, dtype, shape = o
                results[idx] = torch.empty(shape, dtype=dtype)
        outs = [(r.data_ptr(), r.numel() * r.element_size()) for r in results]
        self.compiled.run(ins, outs)
        out = []
        for pos, o in enumerate(self.outputs):
            if pos in self.output_literals:
                out.append(self.output_literals[pos])
            else:
                out.append(None if o is None else results[o[0]])
        return out


def _fresh_fn(tag: str):
    # A distinct code object per backend, so that Dynamo keeps one cache entry per function.
    ns: dict = {}
    exec(f"def one_op_{tag}(x):\n    return x + 1.0\n", ns)
    return ns[f"one_op_{tag}"]


def measure(calls: int = 2000, rounds: int = 9, size: int = 8) -> dict[str, float]:
    import torchtpu.executable as rt
    from torch.fx.experimental.proxy_tensor import make_fx

    x = torch.randn(size)
    fns = {"python function": _fresh_fn("plain")}
    for backend in ("eager", "aot_eager", "torchtpu"):
        fns[f"backend={backend}"] = torch.compile(_fresh_fn(backend.replace("_", "")), backend=backend, dynamic=False)
    # torchtpu with the legacy runtime path: compiled while `Executable` is swapped out.
    legacy = torch.compile(_fresh_fn("legacy"), backend="torchtpu", dynamic=False)
    new_cls = rt.Executable
    rt.Executable = lambda *a: LegacyExecutable(new_cls(*a))
    try:
        legacy(x)
    finally:
        rt.Executable = new_cls
    fns["backend=torchtpu (legacy path)"] = legacy

    exe = rt.compile_graph(make_fx(lambda t: torch.ops.aten.add.Tensor(t, 1.0))(x), "one_op")
    old = LegacyExecutable(exe)
    calls_ = {k: (lambda f=f: f(x)) for k, f in fns.items()}
    calls_["Executable alone"] = lambda: exe([x])
    calls_["Executable alone (legacy path)"] = lambda: old([x])
    out = interleaved_us(calls_, calls, rounds)
    out["raw PJRT execute (Rust)"] = exe.compiled.bench_execute(calls, rounds) * 1e6
    return out


def report(r: dict[str, float]) -> list[str]:
    lines = [f"{k:34s} {v:8.2f} us/call" for k, v in r.items()]
    e, t, raw = r["backend=eager"], r["backend=torchtpu"], r["raw PJRT execute (Rust)"]
    lt = r["backend=torchtpu (legacy path)"]
    lines += [
        f"{'torchtpu - eager':34s} {t - e:8.2f} us   (legacy path: {lt - e:.2f} us)",
        f"{'torchtpu - (eager + raw PJRT)':34s} {t - e - raw:8.2f} us   (legacy path: {lt - e - raw:.2f} us)",
        f"{'Executable alone - raw PJRT':34s} {r['Executable alone'] - raw:8.2f} us   (legacy path: {r['Executable alone (legacy path)'] - raw:.2f} us)",
        f"{'legacy / new (torch.compile call)':34s} {lt / t:8.2f}x",
    ]
    return lines


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--calls", type=int, default=2000, help="calls per round (default 2000)")
    p.add_argument("--rounds", type=int, default=9, help="interleaved rounds; the median is reported (default 9)")
    a = p.parse_args()
    print("\n".join(report(measure(a.calls, a.rounds))))


if __name__ == "__main__":
    main()
