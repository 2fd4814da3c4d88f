"""Donation: a compiled optimizer step with and without donating the tensors it updates.

    .venv/bin/python benchmarks/donation.py                          # MLP (full: 3 x 2048-wide layers, 8.4 M params), AdamW
    .venv/bin/python benchmarks/donation.py --model gpt2 --size small --opt sgd   # GPT-2 (small config), SGD momentum

For each setting (`TORCHTPU_DONATE=0`, then `1`) one fresh process builds the model, computes its
gradients once in eager (so that only the optimizer step is measured), compiles `opt.step` with
torchtpu, runs --warmup steps (the optimizer state then exists) and times --steps steps. During
each timed step a sampler thread reads the process's resident memory every 0.2 ms; "extra memory"
is the highest reading during the step minus the reading just before it, the memory a step needs
beyond the weights and state it updates. The workers run with `MALLOC_MMAP_THRESHOLD_=65536`, so
that large buffers are mapped and unmapped rather than kept on glibc's free lists, where RSS would
not see them. Prints the two settings side by side and their ratios (donation / no donation), and
the counters of the last step (`donated_inputs`, results handed to torch).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

PAGE = os.sysconf("SC_PAGE_SIZE")


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE


class PeakSampler:
    """Samples RSS on a thread; `peak_since(start)` is the highest reading since `start()`."""

    def __init__(self, period_s: float = 2e-4):
        self.period = period_s
        self.peak = 0
        self.running = True
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while self.running:
            r = rss_bytes()
            if r > self.peak:
                self.peak = r
            time.sleep(self.period)

    def start(self) -> int:
        base = rss_bytes()
        self.peak = base
        return base

    def stop(self) -> None:
        self.running = False
        self.thread.join()


def make_opt(opt_name: str, params: list):
    import torch

    if opt_name == "adamw":
        return torch.optim.AdamW(params, lr=1e-4)
    return torch.optim.SGD(params, lr=1e-4, momentum=0.9)


def setup(model_name: str, size: str, opt_name: str):
    """A model with its gradients computed once in eager, and an optimizer over it."""
    import torch

    from benchmarks.models import build, loss_of

    torch.manual_seed(0)
    model, args, _ = build(model_name, size)
    loss_of(model(*args)).backward()
    params = [p for p in model.parameters() if p.grad is not None]
    return model, params, make_opt(opt_name, params)


def compiled_step(opt, donate: bool, warmup: int):
    """`opt.step` compiled with donation on or off (read when the graph is compiled), warmed up."""
    import torch

    os.environ["TORCHTPU_DONATE"] = "1" if donate else "0"
    step = torch.compile(opt.step, backend="torchtpu")
    for _ in range(warmup):
        step()
    return step


def time_worker(model_name: str, size: str, opt_name: str, steps: int, warmup: int) -> dict:
    """Eager, no donation and donation, interleaved in rounds in one process (same load for all)."""
    import warnings

    warnings.filterwarnings("ignore")
    _, params, eager_opt = setup(model_name, size, opt_name)
    _, _, opt_off = setup(model_name, size, opt_name)
    _, _, opt_on = setup(model_name, size, opt_name)
    for _ in range(warmup):
        eager_opt.step()
    fns = {"eager": eager_opt.step, "off": compiled_step(opt_off, False, warmup), "on": compiled_step(opt_on, True, warmup)}
    times: dict[str, list[float]] = {k: [] for k in fns}
    rounds = 5
    for _ in range(rounds):
        for k, f in fns.items():
            for _ in range(max(1, steps // rounds)):
                t0 = time.perf_counter()
                f()
                times[k].append((time.perf_counter() - t0) * 1e3)
    out = {f"{k}_step_ms": statistics.median(v) for k, v in times.items()}
    out["params"] = len(params)
    out["weights_mb"] = sum(p.numel() * p.element_size() for p in params) / 2**20
    out["state_mb"] = sum(
        t.numel() * t.element_size() for st in opt_on.state.values() for t in st.values() if isinstance(t, torch_tensor())
    ) / 2**20
    return out


def torch_tensor():
    import torch

    return torch.Tensor


def memory_worker(model_name: str, size: str, opt_name: str, steps: int, warmup: int, donate: bool) -> dict:
    """The memory a compiled step needs beyond what it updates, and its counters."""
    import warnings

    warnings.filterwarnings("ignore")
    import torchtpu

    _, _, opt = setup(model_name, size, opt_name)
    step = compiled_step(opt, donate, warmup)
    sampler = PeakSampler()
    times, extras = [], []
    for _ in range(steps):
        torchtpu.reset_stats()
        base = sampler.start()
        t0 = time.perf_counter()
        step()
        times.append((time.perf_counter() - t0) * 1e3)
        time.sleep(0.002)  # let the sampler see the end of the step
        extras.append(max(0, sampler.peak - base))
    sampler.stop()
    s = torchtpu.stats()
    return {
        "step_ms": statistics.median(times),
        "extra_mb_max": max(extras) / 2**20,
        "extra_mb_median": statistics.median(extras) / 2**20,
        "counters": {k: s[k] for k in ("donated_inputs", "zero_copy_outputs", "output_copies", "fallbacks")},
    }


def run_worker(argv: list[str], mmap_threshold: bool) -> dict:
    env = dict(os.environ)
    if mmap_threshold:
        env["MALLOC_MMAP_THRESHOLD_"] = "65536"
    else:
        env.pop("MALLOC_MMAP_THRESHOLD_", None)
    r = subprocess.run([sys.executable, str(Path(__file__).resolve()), *argv], capture_output=True, text=True, env=env)
    lines = [ln for ln in r.stdout.splitlines() if ln.startswith("{")]
    if r.returncode != 0 or not lines:
        raise RuntimeError(f"worker {' '.join(argv)} failed:\n{r.stderr[-3000:]}")
    return json.loads(lines[-1])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", default="mlp", choices=("mlp", "resnet18", "gpt2", "bert"))
    p.add_argument("--size", default="full", choices=("small", "full"))
    p.add_argument("--opt", default="adamw", choices=("adamw", "sgd"))
    p.add_argument("--steps", type=int, default=20)
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--worker", choices=("time", "memory-off", "memory-on"), help=argparse.SUPPRESS)
    a = p.parse_args()
    argv = ["--model", a.model, "--size", a.size, "--opt", a.opt, "--steps", str(a.steps), "--warmup", str(a.warmup)]
    if a.worker == "time":
        print(json.dumps(time_worker(a.model, a.size, a.opt, a.steps, a.warmup)))
        return
    if a.worker:
        print(json.dumps(memory_worker(a.model, a.size, a.opt, a.steps, a.warmup, a.worker == "memory-on")))
        return
    t = run_worker(argv + ["--worker", "time"], mmap_threshold=False)
    off = run_worker(argv + ["--worker", "memory-off"], mmap_threshold=True)
    on = run_worker(argv + ["--worker", "memory-on"], mmap_threshold=True)
    print(
        f"{a.model} ({a.size}), {a.opt}: {t['params']} parameter tensors, weights {t['weights_mb']:.1f} MiB, "
        f"optimizer state {t['state_mb']:.1f} MiB; compiled opt.step, median of {a.steps} steps"
    )
    print(f"{'':42}{'no donation':>12}{'donation':>10}{'ratio':>7}")
    rows = [
        ("step time (ms)", t["off_step_ms"], t["on_step_ms"]),
        ("step time, MALLOC_MMAP_THRESHOLD_ (ms)", off["step_ms"], on["step_ms"]),
        ("extra memory in a step, max (MiB)", off["extra_mb_max"], on["extra_mb_max"]),
        ("extra memory in a step, median (MiB)", off["extra_mb_median"], on["extra_mb_median"]),
    ]
    for label, x, y in rows:
        ratio = f"{y / x:.2f}" if x > 0 else "-"
        print(f"{label:42}{x:>12.2f}{y:>10.2f}{ratio:>7}")
    print(f"eager opt.step, same rounds (ms): {t['eager_step_ms']:.2f}; torchtpu with donation / eager: "
          f"{t['on_step_ms'] / t['eager_step_ms']:.2f}, without: {t['off_step_ms'] / t['eager_step_ms']:.2f}")
    for name, r in (("no donation", off), ("donation", on)):
        print(f"counters of one step, {name}: {r['counters']}")


if __name__ == "__main__":
    main()
