"""Per-call overhead of a compiled 1-op graph (`x + 1` on 8 floats).

Measured side by side in one process, in interleaved rounds: the plain function;
`backend="eager"` (Dynamo's own per-call cost); `backend="aot_eager"` (Dynamo plus AOTAutograd's
runtime wrappers, which every AOT backend pays); `backend="torchtpu"`; torchtpu with the runtime
path it had before issue 6 (`legacy`: per-tensor Python loop, `torch.empty` outputs, every input and
output copied through PJRT); the `Executable` alone (no Dynamo), new and legacy; and the same PJRT
executable run from Rust with no Python (`_native.Compiled.bench_execute`).

Then the per-call table (`--table`, issue 14): `x + 1` on 8 floats and a 3-layer MLP (`Linear`,
`ReLU`, `Linear`, `ReLU`, `Linear`) 64 and 1024 wide at batch 64, under `torch.no_grad()`:
`backend="eager"`, Inductor and torchtpu interleaved in one run, then torchtpu's own layers alone
(`CompiledGraph`, the callable AOTAutograd calls; `Executable`; `Compiled.call`, the pyo3 call) and
the raw PJRT execute, each as µs per call and as ratios.
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
        ins = []
        for i, dtype, shape in self.params:
            t = args[i]
            if t.device.type != "cpu":
                raise _native.GraphError(f"input {i} is on {t.device}")
            if t.dtype != dtype or tuple(t.shape) != shape:
                raise _native.GraphError(f"input {i}: expected {dtype} {list(shape)}")
            ins.append(t.contiguous())
        results = [None] * self.n_results
        for o in self.outputs:
            if o is not None:
                idx, dtype, shape = o
                results[idx] = torch.empty(shape, dtype=dtype)
        self.compiled.run(ins, results)
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
    import torchtpu.execution.executable as rt
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


CASES = ("add", "mlp64", "mlp1024")


def _case(name: str):
    """The function and input of a per-call case: `add` (`x + 1` on 8 floats) or `mlp<width>`."""
    torch.manual_seed(0)
    if name == "add":
        return (lambda: _fresh_fn(name)), torch.randn(8)
    w = int(name.removeprefix("mlp"))
    m = torch.nn.Sequential(torch.nn.Linear(w, w), torch.nn.ReLU(), torch.nn.Linear(w, w), torch.nn.ReLU(),
                            torch.nn.Linear(w, w))
    return (lambda: m), torch.randn(64, w)


def _torchtpu_layers(model, x):
    """Compiles `model` with torchtpu and returns the compiled function, its `CompiledGraph`, and
    the arguments each layer gets (AOTAutograd's list; what `Executable` passes to `Compiled.call`:
    the list after prepared layouts, and the prepared copies' sources to verify)."""
    import torchtpu.execution.executable as rt
    from torchtpu.state import STATE

    with STATE.collect() as graphs:
        fn = torch.compile(model, backend="torchtpu", dynamic=False)
        fn(x)
    (cg,) = graphs
    seen: dict = {}
    call = rt.Executable.__call__

    def recording(self, args):
        seen["aot"] = list(args)
        inner = self._call

        def rec(a, *rest):
            seen["prepared"] = (list(a), *rest)
            return inner(a, *rest)

        self._call = rec
        try:
            return call(self, args)
        finally:
            self._call = inner

    rt.Executable.__call__ = recording
    try:
        fn(x)
    finally:
        rt.Executable.__call__ = call
    return fn, cg, seen["aot"], seen["prepared"]


def measure_table(cases=CASES, rounds: int = 7, inductor: bool = True) -> dict[str, dict[str, float]]:
    """µs per call of each case and layer (see the module's doc), under `torch.no_grad()`."""
    from torchtpu import _native

    out = {}
    with torch.no_grad():
        for name in cases:
            # Every MLP shares `Sequential.forward`: a fresh Dynamo cache per case keeps its
            # recompile limit from sending a later case to eager.
            torch._dynamo.reset()
            make, x = _case(name)
            # About 20-50 ms of calls per sample here.
            calls = {"add": 2000, "mlp64": 500}.get(name, 20)
            fns = {"eager": torch.compile(make(), backend="eager", dynamic=False)}
            if inductor:
                fns["inductor"] = torch.compile(make(), backend="inductor", dynamic=False)
            tt, cg, aot_args, prepared = _torchtpu_layers(make(), x)
            fns["torchtpu"] = tt
            for f in fns.values():
                f(x)
            exe = cg.static
            timed = {k: (lambda f=f: f(x)) for k, f in fns.items()}
            timed["CompiledGraph"] = lambda: cg(list(aot_args))
            timed["Executable"] = lambda: exe(aot_args)
            timed["Compiled.call"] = lambda: exe.compiled.call(*prepared)
            if prepared[1:] and prepared[1]:
                # What the call did before issue 14: fingerprint every reused copy's source, then
                # run (now the fingerprints overlap the run, `Compiled.call`'s `verify`).
                sources = [t for t, _ in prepared[1]]

                def fingerprint_first(args=prepared[0], sources=sources):
                    for t in sources:
                        _native.storage_fingerprint(t)
                    return exe.compiled.call(args)

                timed["call, fingerprints first"] = fingerprint_first
            r = interleaved_us(timed, calls, rounds, warmup=max(10, calls // 10))
            r["raw PJRT"] = exe.compiled.bench_execute(calls, rounds) * 1e6
            out[name] = r
    return out


def report_table(t: dict[str, dict[str, float]]) -> list[str]:
    cols = ["eager", "inductor", "torchtpu", "CompiledGraph", "Executable", "Compiled.call", "raw PJRT"]
    lines = ["µs per call    " + "".join(f"{c:>14s}" for c in cols)]
    for name, r in t.items():
        lines.append(f"{name:15s}" + "".join(f"{r[c]:14.2f}" if c in r else f"{'-':>14s}" for c in cols))
    for name, r in t.items():
        if "call, fingerprints first" in r:
            lines.append(f"{name}: Compiled.call with the prepared copies' fingerprints taken before the run "
                         f"{r['call, fingerprints first']:.2f} us, overlapping it {r['Compiled.call']:.2f} us")
    lines.append("")
    lines.append("ratios         " + "".join(f"{c:>14s}" for c in ("tt/inductor", "tt/eager", "call-raw us", "call/raw")))
    for name, r in t.items():
        ind = f"{r['torchtpu'] / r['inductor']:14.2f}" if "inductor" in r else f"{'-':>14s}"
        lines.append(f"{name:15s}{ind}{r['torchtpu'] / r['eager']:14.2f}{r['Compiled.call'] - r['raw PJRT']:14.2f}"
                     f"{r['Compiled.call'] / r['raw PJRT']:14.2f}")
    return lines


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--calls", type=int, default=2000, help="calls per round (default 2000)")
    p.add_argument("--rounds", type=int, default=9, help="interleaved rounds; the median is reported (default 9)")
    p.add_argument("--table", action="store_true",
                   help="also print the per-call table: x + 1 and 3-layer MLPs, eager / Inductor / torchtpu")
    p.add_argument("--cases", default=",".join(CASES), help=f"cases of --table (default {','.join(CASES)})")
    p.add_argument("--no-inductor", action="store_true", help="--table without Inductor (its compiles take minutes here)")
    p.add_argument("--threads", type=int, default=None,
                   help="torch intra-op threads (default: torch's own default, as XLA's pool keeps its default; "
                        "for one core, pin the whole process: taskset -c 0 ... --threads 1)")
    a = p.parse_args()
    if a.threads is not None:
        torch.set_num_threads(a.threads)
    print("\n".join(report(measure(a.calls, a.rounds))))
    if a.table:
        print()
        print("\n".join(report_table(measure_table(a.cases.split(","), a.rounds, not a.no_inductor))))


if __name__ == "__main__":
    main()
