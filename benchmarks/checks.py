"""What the run-time checks cost (docs/runtime-checks.md): each case compiled twice in one process,
with `TORCHTPU_CHECKS=1` (the default) and `=0`, timed in interleaved rounds. Prints the step time
of each and the ratio checked / unchecked (1.00x: free); then the time to fingerprint a parameter's
storage, which each call pays per prepared weight (layouts.py).

    .venv/bin/python benchmarks/checks.py [--rounds 7]
"""

from __future__ import annotations

import argparse
import copy
import os
import sys
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.timing import interleaved_us  # noqa: E402


class Fn(nn.Module):
    """A function as a module, so each copy is its own Dynamo cache entry."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


def gpt2_small():
    """GPT-2's layout (benchmarks/models.py): 2 layers, 256 wide, vocabulary 50257, tied head."""
    from benchmarks.models import _Decoder

    return _Decoder(50257, 256, 4, 2, 256)


class LMStep(nn.Module):
    """Forward, cross-entropy against the next tokens (a gather on the targets), backward."""

    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, ids):
        logits = self.m(ids)
        return F.cross_entropy(logits[:, :-1].reshape(-1, logits.shape[-1]), ids[:, 1:].reshape(-1))


def cases():
    torch.manual_seed(0)
    ids = torch.randint(0, 50257, (4, 128))
    emb = torch.randn(50257, 256)
    x = torch.randn(1024, 1024)
    gi = torch.randint(0, 1024, (1024, 1024))
    a, b = torch.randint(-1000, 1000, (1 << 20,)), torch.randint(1, 1000, (1 << 20,))
    yield "embedding 50257x256, 4x128 ids", Fn(lambda w, i: F.embedding(i, w)), (emb, ids), False
    yield "gather 1024x1024", Fn(lambda x, i: torch.gather(x, 1, i)), (x, gi), False
    yield "int64 // and %, 1M elements", Fn(lambda a, b: (a // b, a % b)), (a, b), False
    yield "GPT-2 layout (2x256, vocab 50257) 4x128, loss", LMStep(gpt2_small()), (ids,), False
    yield "GPT-2 layout (2x256, vocab 50257) 4x128, train step", LMStep(gpt2_small()), (ids,), True


def compiled_with(module: nn.Module, checks: str, args: tuple, train: bool):
    """A compiled copy of `module`, compiled (first call) with TORCHTPU_CHECKS=`checks`."""
    m = copy.deepcopy(module)
    f = torch.compile(m, backend="torchtpu")
    old = os.environ.get("TORCHTPU_CHECKS")
    os.environ["TORCHTPU_CHECKS"] = checks
    try:
        step = (lambda: f(*args).backward()) if train else (lambda: f(*args))
        grad = torch.enable_grad() if train else torch.no_grad()
        with grad:
            step()
    finally:
        if old is None:
            os.environ.pop("TORCHTPU_CHECKS", None)
        else:
            os.environ["TORCHTPU_CHECKS"] = old

    def run():
        with (torch.enable_grad() if train else torch.no_grad()):
            return step()

    return run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=7)
    opts = ap.parse_args()
    torch.set_num_threads(1)
    import torchtpu

    print(f"{'case':44} {'checked':>12} {'unchecked':>12} {'ratio':>7}")
    for name, module, args, train in cases():
        on = compiled_with(module, "1", args, train)
        off = compiled_with(module, "0", args, train)
        calls = 3 if train or "GPT" in name else 20
        t = interleaved_us({"on": on, "off": off}, calls=calls, rounds=opts.rounds, warmup=2)
        print(f"{name:44} {t['on'] / 1e3:10.3f}ms {t['off'] / 1e3:10.3f}ms {t['on'] / t['off']:6.2f}x")
    assert torchtpu.stats()["fallbacks"] == 0, "a graph fell back to eager: the timings are not torchtpu's"
    # The layout copies' storage fingerprint (layouts.py), read once per call per prepared weight.
    from torchtpu import _native

    for name, t in [("Linear 1024x1024 weight (4 MiB)", torch.randn(1024, 1024)), ("embedding 50257x256 (49 MiB)", torch.randn(50257, 256))]:
        us = interleaved_us({"fp": lambda: _native.storage_fingerprint(t)}, calls=20, rounds=opts.rounds, warmup=3)["fp"]
        print(f"fingerprint of a {name:35} {us:8.1f} us per call")


if __name__ == "__main__":
    main()
