"""The torchtpu demo: two real models compiled with backend="torchtpu", checked against eager.

For each model it runs inference and one training step (forward, backward), prints the largest
difference from eager, the compile time and the time per step, and where the StableHLO went.
"""

from __future__ import annotations

import copy
import os
import statistics
import sys
import tempfile
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "lowering_tests", "python"))
import models  # noqa: E402

import torchtpu  # noqa: E402  (the backend itself needs no import; stats() does)


def timed(fn, steps: int = 10) -> float:
    times = []
    for _ in range(steps):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def max_diff(a, b) -> float:
    return max((x.float() - y.float()).abs().max().item() for x, y in zip(a, b))


def run(name: str, model: torch.nn.Module, make_input) -> bool:
    torch.manual_seed(0)
    x = make_input()
    ok = True
    print(f"\n== {name} ({sum(p.numel() for p in model.parameters()):,} parameters)")

    # Inference.
    model.eval()
    compiled = torch.compile(copy.deepcopy(model), backend="torchtpu")
    with torch.no_grad():
        t0 = time.perf_counter()
        out = compiled(x)
        first = time.perf_counter() - t0
        ref = model(x)
        step = timed(lambda: compiled(x))
        eager_step = timed(lambda: model(x))
    d = max_diff([out], [ref])
    ok &= d < 1e-4
    print(f"  inference: max |torchtpu - eager| = {d:.2e}   compile+first call {first*1e3:.0f} ms   "
          f"step {step*1e3:.2f} ms (eager {eager_step*1e3:.2f} ms)")

    # One training step: loss and gradients against eager.
    model.train()
    ref_model = copy.deepcopy(model)
    tpu_model = copy.deepcopy(model)
    compiled = torch.compile(tpu_model, backend="torchtpu")
    t0 = time.perf_counter()
    loss = compiled(x).float().pow(2).mean()
    loss.backward()
    first = time.perf_counter() - t0
    ref_loss = ref_model(x).float().pow(2).mean()
    ref_loss.backward()
    grads = [p.grad for p in tpu_model.parameters()]
    ref_grads = [p.grad for p in ref_model.parameters()]
    dg = max_diff(grads, ref_grads)
    dl = abs(loss.item() - ref_loss.item())

    def train_step():
        compiled(x).float().pow(2).mean().backward()

    def eager_step():
        ref_model(x).float().pow(2).mean().backward()

    step = timed(train_step, 5)
    eager = timed(eager_step, 5)
    ok &= dg < 1e-4 and dl < 1e-4
    print(f"  training:  |loss diff| = {dl:.2e}   max |grad diff| = {dg:.2e}   compile+first step {first*1e3:.0f} ms   "
          f"step {step*1e3:.2f} ms (eager {eager*1e3:.2f} ms)")
    return ok


def main() -> int:
    dump = os.environ.setdefault("TORCHTPU_DUMP_DIR", os.path.join(tempfile.gettempdir(), "torchtpu-demo-dump"))
    torch.manual_seed(0)
    ok = run("TinyTransformer (embedding, causal attention + softmax, LayerNorm, GELU MLP)",
             models.TinyTransformer(), models.transformer_inputs)
    ok &= run("TinyCNN (conv2d, batch norm, ReLU, max/avg pooling, linear)", models.TinyCNN(), models.cnn_inputs)
    s = torchtpu.stats()
    print(f"\nstats: {s}")
    if s["xla_compile_us"]:
        print(f"torchtpu's own compile time (parse, passes, lowering): {s['frontend_us']/1e3:.1f} ms, "
              f"{100*s['frontend_us']/s['xla_compile_us']:.1f}% of XLA's {s['xla_compile_us']/1e3:.0f} ms")
    print(f"StableHLO, IR and input graphs of every compiled graph: {dump} (index: {dump}/index.jsonl)")
    if s["fallbacks"]:
        print("some graphs fell back to eager (see warnings above)")
        ok = False
    print("demo: OK" if ok else "demo: MISMATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
