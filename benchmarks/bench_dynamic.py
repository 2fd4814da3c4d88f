"""Dynamic shapes: a length sweep and a batch sweep of a GPT-2-style decoder, side by side.

The model is a 2-layer GPT-2 (transformers' GPT2LMHeadModel from a GPT2Config with random weights,
when transformers is installed; else a torch.nn decoder of the same shape). It runs

- the **length sweep**: sequence lengths 1..--max-len in shuffled order, batch 1;
- the **batch sweep**: batch sizes 1..--max-batch at sequence length --batch-len (batch dim
  marked dynamic);

under four modes: torchtpu with shape buckets (the default), torchtpu with exact shapes
(`torchtpu.buckets="off"`: one XLA compile per size), eager, and Inductor with dynamic=True. For
each it prints the number of compiles (XLA compiles for torchtpu, graphs compiled for Inductor),
the total sweep time (compiles included), the steady-state time per call (after the sweep, at a
few sizes), and the largest difference from eager over every call. The exact-shape mode compiles
once per size, so by default it runs on every --exact-every'th length only and its total is scaled
up to the whole sweep (printed as `~`); --exact-every 1 runs it all.

Absolute times on shared machines are noise: read the ratios.

    .venv/bin/python benchmarks/bench_dynamic.py [--quick] [--skip-inductor]
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
import torch.nn as nn  # noqa: E402

import torchtpu  # noqa: E402


# ---- model -------------------------------------------------------------------------------------


class Block(nn.Module):
    def __init__(self, d: int, heads: int, max_len: int):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.attn = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(approximate="tanh"), nn.Linear(4 * d, d))
        self.heads = heads
        self.register_buffer("bias", torch.tril(torch.ones(max_len, max_len, dtype=torch.bool)))

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.attn(self.ln1(x)).split(d, dim=-1)
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        att = (q @ k.transpose(-2, -1)) / (d // self.heads) ** 0.5
        att = att.masked_fill(~self.bias[:t, :t], float("-inf")).softmax(-1)
        y = (att @ v).transpose(1, 2).reshape(b, t, d)
        x = x + self.proj(y)
        return x + self.mlp(self.ln2(x))


class TorchDecoder(nn.Module):
    """A GPT-2-style decoder in plain torch.nn (used when transformers is not installed)."""

    def __init__(self, vocab: int, d: int, heads: int, layers: int, max_len: int):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(vocab, d), nn.Embedding(max_len, d)
        self.blocks = nn.ModuleList(Block(d, heads, max_len) for _ in range(layers))
        self.ln_f = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab, bias=False)

    def forward(self, ids):
        x = self.wte(ids) + self.wpe(torch.arange(ids.shape[1]))
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.ln_f(x))


def make_model(args) -> tuple[nn.Module, str]:
    torch.manual_seed(0)
    if not args.torch_model:
        try:
            from transformers import GPT2Config, GPT2LMHeadModel
            from transformers.utils import logging as hf_logging

            hf_logging.set_verbosity_error()
            cfg = GPT2Config(
                n_layer=2, n_embd=args.d_model, n_head=args.heads, vocab_size=args.vocab, n_positions=1024,
                bos_token_id=0, eos_token_id=0,
            )
            m = GPT2LMHeadModel(cfg).eval()

            class Logits(nn.Module):
                def __init__(self, m):
                    super().__init__()
                    self.m = m

                def forward(self, ids):
                    return self.m(input_ids=ids, use_cache=False).logits

            return Logits(m).eval(), f"transformers GPT2LMHeadModel (2 layers, d={args.d_model})"
        except ImportError:
            pass
    return TorchDecoder(args.vocab, args.d_model, args.heads, 2, 1024).eval(), f"torch.nn GPT-2-style decoder (2 layers, d={args.d_model})"


# ---- modes -------------------------------------------------------------------------------------


def compiler_for(mode: str):
    """`make(model, dynamic)`: dynamic=True for the length sweep; None (sizes marked dynamic by
    hand) for the batch sweep, so that only the batch dim is symbolic there."""
    if mode == "eager":
        return lambda m, dynamic: m
    if mode == "inductor":
        return lambda m, dynamic: torch.compile(m, backend="inductor", dynamic=dynamic)
    from torchtpu.execution.bucketing import DEFAULT_STEP

    # The default rule unless TORCHTPU_BUCKETS names another.
    buckets = "off" if mode == "torchtpu-exact" else os.environ.get("TORCHTPU_BUCKETS", f"pow2:{DEFAULT_STEP}")
    return lambda m, dynamic: torch.compile(m, backend="torchtpu", dynamic=dynamic, options={"torchtpu.buckets": buckets})


def compile_count(mode: str) -> int:
    if mode.startswith("torchtpu"):
        return torchtpu.stats()["compiles"]
    if mode == "inductor":
        return int(torch._dynamo.utils.counters["stats"]["unique_graphs"])
    return 0


def run_mode(mode: str, model: nn.Module, args, lengths: list[int], batches: list[int], refs: dict) -> dict:
    torch._dynamo.reset()
    torch._dynamo.utils.counters.clear()
    torchtpu.reset_stats()
    make = compiler_for(mode)
    out = {"mode": mode}
    max_err = 0.0
    with torch.no_grad():
        f = make(model, True)
        t0 = time.perf_counter()
        for n in lengths:
            got = f(refs[("len", n)][0])
            max_err = max(max_err, (got - refs[("len", n)][1]).abs().max().item())
        out["len_time"] = time.perf_counter() - t0
        out["len_compiles"] = compile_count(mode)
        out["len_stats"] = torchtpu.stats() if mode.startswith("torchtpu") else {}
        # Steady state: after the sweep, at a few lengths.
        per_call = []
        for n in args.steady_lengths:
            if ("len", n) not in refs:
                continue
            ids = refs[("len", n)][0]
            f(ids)
            t = time.perf_counter()
            for _ in range(args.steady_calls):
                f(ids)
            per_call.append((time.perf_counter() - t) / args.steady_calls)
        out["steady_ms"] = 1e3 * statistics.mean(per_call) if per_call else float("nan")

        torch._dynamo.reset()
        torch._dynamo.utils.counters.clear()
        torchtpu.reset_stats()
        g = make(model, None)
        t0 = time.perf_counter()
        for b in batches:
            ids = refs[("batch", b)][0].clone()
            if mode != "eager" and b > 1:
                torch._dynamo.mark_dynamic(ids, 0)
            got = g(ids)
            max_err = max(max_err, (got - refs[("batch", b)][1]).abs().max().item())
        out["batch_time"] = time.perf_counter() - t0
        out["batch_compiles"] = compile_count(mode)
        out["batch_stats"] = torchtpu.stats() if mode.startswith("torchtpu") else {}
    out["max_err"] = max_err
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="lengths 1..64, batches 1..4, exact shapes on every 8th length")
    ap.add_argument("--max-len", type=int, default=512)
    ap.add_argument("--max-batch", type=int, default=16)
    ap.add_argument("--batch-len", type=int, default=64)
    ap.add_argument("--exact-every", type=int, default=8, help="exact-shape mode runs every Nth length (scaled up)")
    ap.add_argument("--d-model", type=int, default=128)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--vocab", type=int, default=2048)
    ap.add_argument("--steady-calls", type=int, default=10)
    ap.add_argument("--skip-inductor", action="store_true")
    ap.add_argument("--torch-model", action="store_true", help="use the torch.nn decoder even if transformers is installed")
    ap.add_argument("--modes", default="torchtpu-buckets,torchtpu-exact,eager,inductor")
    args = ap.parse_args()
    if args.quick:
        args.max_len, args.max_batch, args.batch_len, args.steady_calls = 64, 4, 16, 5
    args.steady_lengths = [n for n in (17, 100, 384) if n <= args.max_len] or [args.max_len]

    model, desc = make_model(args)
    rng = random.Random(0)
    lengths = list(range(1, args.max_len + 1))
    rng.shuffle(lengths)
    batches = list(range(1, args.max_batch + 1))
    refs = {}
    torch.manual_seed(1)
    with torch.no_grad():
        for n in range(1, args.max_len + 1):
            ids = torch.randint(0, args.vocab, (1, n))
            refs[("len", n)] = (ids, model(ids))
        for b in batches:
            ids = torch.randint(0, args.vocab, (b, args.batch_len))
            refs[("batch", b)] = (ids, model(ids))

    modes = [m for m in args.modes.split(",") if m and not (args.skip_inductor and m == "inductor")]
    print(f"model: {desc}; length sweep 1..{args.max_len} (shuffled, batch 1); batch sweep 1..{args.max_batch} at length {args.batch_len}")
    print(f"torch {torch.__version__}, torchtpu {torchtpu.__version__}, {os.cpu_count()} CPUs", flush=True)
    results = {}
    for mode in modes:
        if mode == "torchtpu-exact" and args.exact_every > 1:
            sample = lengths[:: args.exact_every]
            r = run_mode(mode, model, args, sample, batches, refs)
            scale = len(lengths) / len(sample)
            r["len_time_est"] = r["len_time"] * scale
            r["len_compiles_est"] = r["len_compiles"] * scale
            r["note"] = f"measured on {len(sample)} of {len(lengths)} lengths, scaled"
        else:
            r = run_mode(mode, model, args, lengths, batches, refs)
        results[mode] = r
        extra = ""
        for label, st in (("length", r.get("len_stats")), ("batch", r.get("batch_stats"))):
            if st:
                extra += (
                    f"\n    {label} sweep: compiles={st['compiles']} cache_hits={st['cache_hits']} "
                    f"bucket_compiles={st['bucket_compiles']} bucket_hits={st['bucket_hits']} "
                    f"exact_shape_fallbacks={st['exact_shape_fallbacks']}"
                )
        print(f"  done {mode}: {r['len_time']:.1f}s length sweep, {r['batch_time']:.1f}s batch sweep{extra}", flush=True)

    def fmt_time(r, key):
        if key == "len_time" and "len_time_est" in r:
            return f"~{r['len_time_est']:.1f}"
        return f"{r[key]:.1f}"

    def fmt_comp(r, key):
        if key == "len_compiles" and "len_compiles_est" in r:
            return f"~{r['len_compiles_est']:.0f}"
        return str(r[key])

    print()
    print(f"{'mode':<18}{'len compiles':>14}{'len sweep s':>13}{'batch compiles':>16}{'batch sweep s':>15}{'steady ms/call':>16}{'max |err|':>11}")
    for mode, r in results.items():
        print(
            f"{mode:<18}{fmt_comp(r, 'len_compiles'):>14}{fmt_time(r, 'len_time'):>13}{r['batch_compiles']:>16}"
            f"{r['batch_time']:>15.1f}{r['steady_ms']:>16.2f}{r['max_err']:>11.1e}"
        )
    for mode, r in results.items():
        if "note" in r:
            print(f"  {mode}: length sweep {r['note']}")
    b, e = results.get("torchtpu-buckets"), results.get("torchtpu-exact")
    if b and e:
        exact_len = e.get("len_time_est", e["len_time"])
        print()
        print(f"length sweep: exact shapes / buckets = {exact_len / b['len_time']:.1f}x total time, "
              f"{e.get('len_compiles_est', e['len_compiles']):.0f} vs {b['len_compiles']} compiles")
        print(f"batch sweep:  exact shapes / buckets = {e['batch_time'] / b['batch_time']:.1f}x total time, "
              f"{e['batch_compiles']} vs {b['batch_compiles']} compiles")
    if "eager" in results and b:
        print(f"steady state: buckets / eager = {b['steady_ms'] / results['eager']['steady_ms']:.2f}x per call")
    if "inductor" in results and b:
        i = results["inductor"]
        print(f"length sweep: inductor(dynamic) / buckets = {i['len_time'] / b['len_time']:.1f}x total time")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
