"""Where torchtpu's bfloat16 autocast results part from eager's on a GPU (docs/gpu.md, numerics).

ResNet-18 (as `scripts/model_zoo.py` builds it: 2x3x64x64, eval) is cut into its stages (stem, the
four layers, the head). Each stage runs three ways on the same float32 input, the float32 result of
the stage before: float32 eager (the reference, TF32 off), eager under `torch.autocast(bfloat16)`,
and torchtpu under the same autocast. A row gives the largest error of each against the
reference, forward and for the gradient of the stage's input and parameters, relative to the
reference's largest value, and "ratio" = torchtpu's error over eager's. The whole model is last.

With `--flags`, the whole model again in a child process per XLA_FLAGS setting, to see whether
XLA's autotuning or excess precision moves it.

    python3 scripts/gpu_bf16_diag.py [--device cuda] [--flags]
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import subprocess
import sys

FLAG_SETS = ["", "--xla_gpu_autotune_level=0", "--xla_allow_excess_precision=false"]


def stages(model):
    import torch

    m = model
    return [("stem", torch.nn.Sequential(m.conv1, m.bn1, m.relu, m.maxpool)), ("layer1", m.layer1),
            ("layer2", m.layer2), ("layer3", m.layer3), ("layer4", m.layer4),
            ("head", torch.nn.Sequential(m.avgpool, torch.nn.Flatten(), m.fc)), ("whole", m)]


def measure(device: str, whole_only: bool) -> list[dict]:
    import torch
    import torchvision

    import torchtpu

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.manual_seed(0)
    model = torchvision.models.resnet18(weights=None).eval().to(device)
    x = torch.randn(2, 3, 64, 64, generator=torch.Generator().manual_seed(0)).to(device)

    def run(mod, inp, autocast: bool):
        mod.zero_grad(set_to_none=True)
        inp = inp.detach().clone().requires_grad_(True)
        with torch.autocast(device, torch.bfloat16, enabled=autocast):
            out = mod(inp)
        out.float().square().mean().backward()
        grads = {"input": inp.grad}
        grads.update({n.removeprefix("_orig_mod."): p.grad for n, p in mod.named_parameters() if p.grad is not None})
        return out.detach().float(), {k: v.detach().float() for k, v in grads.items()}

    rows = []
    inp = x
    for name, stage in stages(model):
        if whole_only and name != "whole":
            continue
        if name == "whole":
            inp = x
        ref_out, ref_g = run(stage, inp, False)
        eager_out, eager_g = run(stage, inp, True)
        torch._dynamo.reset()
        got_out, got_g = run(torch.compile(copy.deepcopy(stage), backend="torchtpu"), inp, True)

        def rel(a, b):
            return ((a - b).abs().max() / b.abs().max().clamp_min(1e-30)).item()

        row = {"stage": name, "out": [rel(eager_out, ref_out), rel(got_out, ref_out)]}
        worst = max(ref_g, key=lambda k: rel(got_g[k], ref_g[k]) / max(rel(eager_g[k], ref_g[k]), 1e-12))
        row["grad_input"] = [rel(eager_g["input"], ref_g["input"]), rel(got_g["input"], ref_g["input"])]
        row["worst_grad"] = [worst, rel(eager_g[worst], ref_g[worst]), rel(got_g[worst], ref_g[worst])]
        rows.append(row)
        inp = ref_out
    rows.append({"fallbacks": torchtpu.stats()["fallbacks"]})
    return rows


def show(rows: list[dict], title: str) -> None:
    print(f"== {title}")
    print(f"{'stage':8} {'out eager':>10} {'torchtpu':>10} {'ratio':>6}   {'dx eager':>10} {'torchtpu':>10} {'ratio':>6}"
          "   worst parameter gradient (eager, torchtpu, ratio)")
    for r in rows:
        if "stage" not in r:
            print("  ", r)
            continue
        (oe, ot), (ge, gt) = r["out"], r["grad_input"]
        wn, we, wt = r["worst_grad"]
        print(f"{r['stage']:8} {oe:10.2e} {ot:10.2e} {ot / max(oe, 1e-12):6.1f}   {ge:10.2e} {gt:10.2e} {gt / max(ge, 1e-12):6.1f}"
              f"   {wn} {we:.2e} {wt:.2e} {wt / max(we, 1e-12):.1f}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--flags", action="store_true", help="also under each XLA_FLAGS setting, a child process each")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--whole-only", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        print(json.dumps(measure(a.device, a.whole_only)))
        return 0
    for flags in FLAG_SETS if a.flags else [""]:
        env = dict(os.environ, XLA_FLAGS=(os.environ.get("XLA_FLAGS", "") + " " + flags).strip())
        p = subprocess.run([sys.executable, __file__, "--child", "--device", a.device] + (["--whole-only"] if flags else []),
                           env=env, capture_output=True, text=True, timeout=300)
        if p.returncode != 0:
            print(f"== XLA_FLAGS={flags!r}: exit {p.returncode}\n{p.stderr[-1500:]}")
            continue
        show(json.loads(p.stdout.strip().splitlines()[-1]), f"XLA_FLAGS={flags!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
