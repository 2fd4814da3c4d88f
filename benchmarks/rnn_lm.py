"""A 2-layer LSTM language model (embedding 256, hidden 256, vocabulary 1000, batch 8, 128 steps):
the compile time (first call, forward and backward, no cache) and the median time of a training
step (forward, cross-entropy, backward, SGD), and of an inference call (eval, no_grad), with
torchtpu's loop form (torchtpu::lstm_scan, one stablehlo.while per layer; the default), with the
recurrence unrolled over time as torchtpu did before (`--unrolled`, kept here only to measure
it), or in eager.

    .venv/bin/python benchmarks/rnn_lm.py torchtpu
    .venv/bin/python benchmarks/rnn_lm.py torchtpu --unrolled
    .venv/bin/python benchmarks/rnn_lm.py eager
    taskset -c 0 .venv/bin/python benchmarks/rnn_lm.py torchtpu --threads 1   # one core for all

One setting per process, each with empty compile caches. Prints one JSON line; not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time

import torch
import torch.nn as nn
import torch.nn.functional as F


class LstmLM(nn.Module):
    def __init__(self, vocab: int, width: int, layers: int):
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        self.lstm = nn.LSTM(width, width, num_layers=layers, batch_first=True)
        self.head = nn.Linear(width, vocab)

    def forward(self, tokens):
        return self.head(self.lstm(self.embed(tokens))[0])


def unroll_lstm() -> None:
    """Swaps the loop op for the per-step cells torchtpu unrolled before (the same formulas)."""
    from torchtpu.capture import rnn

    def unrolled(gates_in, h, c, w_hh, b_hh, w_hr, reverse):
        outs = [None] * gates_in.shape[0]
        order = range(len(outs) - 1, -1, -1) if reverse else range(len(outs))
        for t in order:
            i, f, g, o = (gates_in[t] + F.linear(h, w_hh, b_hh)).chunk(4, dim=-1)
            c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
            h = torch.sigmoid(o) * torch.tanh(c)
            if w_hr is not None:
                h = F.linear(h, w_hr)
            outs[t] = h
        return torch.stack(outs, 0), h, c

    rnn._lstm = unrolled


def timed(fn, steps: int, warmup: int) -> float:
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(steps):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("backend", choices=["torchtpu", "eager"])
    p.add_argument("--unrolled", action="store_true")
    p.add_argument("--steps", type=int, default=128, help="sequence length")
    p.add_argument("--batch", type=int, default=8)
    p.add_argument("--width", type=int, default=256)
    p.add_argument("--timed", type=int, default=20, help="timed calls per phase")
    p.add_argument("--skip", default="", help="comma-separated phases to skip: train, infer")
    p.add_argument("--threads", type=int, default=0, help="torch's threads (0: torch's default); pin XLA's with taskset")
    a = p.parse_args()
    if a.threads:
        torch.set_num_threads(a.threads)
    tmp = tempfile.mkdtemp(prefix="rnn_lm_")
    os.environ["TORCHTPU_CACHE_DIR"] = "off"
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(tmp, "inductor")
    torch.manual_seed(0)
    torch._dynamo.config.allow_rnn = True
    if a.unrolled:
        unroll_lstm()
    vocab = 1000
    model = LstmLM(vocab, a.width, 2)
    tokens = torch.randint(0, vocab, (a.batch, a.steps))
    targets = torch.randint(0, vocab, (a.batch, a.steps))
    result: dict = {"backend": a.backend + (" unrolled" if a.unrolled else ""), "steps": a.steps, "batch": a.batch,
                    "width": a.width}
    skip = set(filter(None, a.skip.split(",")))

    if "train" not in skip:
        run = torch.compile(model, backend="torchtpu") if a.backend == "torchtpu" else model
        opt = torch.optim.SGD(model.parameters(), lr=1e-3)

        def train_step():
            opt.zero_grad(set_to_none=True)
            loss = F.cross_entropy(run(tokens).reshape(-1, vocab), targets.reshape(-1))
            loss.backward()
            opt.step()
            return loss

        t0 = time.perf_counter()
        train_step()
        result["train_first_call_s"] = round(time.perf_counter() - t0, 2)
        result["train_step_ms"] = round(timed(train_step, a.timed, 3), 2)

    if "infer" not in skip:
        torch._dynamo.reset()
        model.eval()
        run = torch.compile(model, backend="torchtpu") if a.backend == "torchtpu" else model

        def infer():
            with torch.no_grad():
                return run(tokens)

        t0 = time.perf_counter()
        infer()
        result["infer_first_call_s"] = round(time.perf_counter() - t0, 2)
        result["infer_call_ms"] = round(timed(infer, a.timed, 3), 2)

    if a.backend == "torchtpu":
        import torchtpu

        s = torchtpu.stats()
        result["graphs"], result["fallbacks"], result["partial_graphs"] = s["graphs"], s["fallbacks"], s["partial_graphs"]
    print(json.dumps(result))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
