"""Length sweeps of transformers models at batch 2 through `backend="torchtpu"`, against eager.

Each model (2 layers, width 64, random weights, built from a config) runs lengths 1..N in a
shuffled order, once per compile mode; every output is compared with eager, and the compiles are
counted with `torchtpu.stats()`. Not a test (transformers is not a test requirement).

    .venv/bin/python benchmarks/dynamic_models.py                   # gpt2, bert, llama; auto and dynamic=True
    .venv/bin/python benchmarks/dynamic_models.py --models gpt2 --max-len 128 --modes dynamic
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys


def build(name: str):
    import transformers

    small = dict(num_hidden_layers=2, num_attention_heads=2, hidden_size=64, intermediate_size=128, vocab_size=100)
    if name == "bert":
        return transformers.BertModel(transformers.BertConfig(**small))
    if name == "llama":
        return transformers.LlamaForCausalLM(transformers.LlamaConfig(num_key_value_heads=1, **small))
    if name == "gpt2":
        return transformers.GPT2LMHeadModel(transformers.GPT2Config(n_layer=2, n_head=2, n_embd=64, vocab_size=100))
    raise SystemExit(f"unknown model {name}")


def child(name: str, mode: str, max_len: int) -> None:
    import torch

    import torchtpu

    torch.manual_seed(0)
    m = build(name).eval()
    c = torch.compile(m, backend="torchtpu", dynamic=True if mode == "dynamic" else None)
    lengths = list(range(1, max_len + 1))
    random.Random(0).shuffle(lengths)
    worst = 0.0
    with torch.no_grad():
        for n in lengths:
            ids = torch.randint(0, 100, (2, n))
            got, want = c(input_ids=ids)[0], m(input_ids=ids)[0]
            worst = max(worst, (got - want).abs().max().item())
    s = torchtpu.stats()
    print(f"{name:6} {mode:8} lengths 1..{max_len}: compiles {s['compiles']:4}  bucket hits {s['bucket_hits']:4}  "
          f"exact-shape graphs {s['exact_shape_fallbacks']}  eager fallbacks {s['fallbacks']}  max |err| {worst:.1e}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default="gpt2,bert,llama")
    ap.add_argument("--modes", default="auto,dynamic", help="auto: automatic dynamic; dynamic: dynamic=True")
    ap.add_argument("--max-len", type=int, default=69)
    ap.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        child(a.child[0], a.child[1], a.max_len)
        return 0
    env = dict(os.environ, TORCHTPU_CACHE_DIR="off")  # every compile a real one
    rc = 0
    for name in a.models.split(","):
        for mode in a.modes.split(","):
            r = subprocess.run([sys.executable, __file__, "--child", name, mode, "--max-len", str(a.max_len)],
                               env=env, capture_output=True, text=True)
            print(r.stdout.strip() or f"{name} {mode}: failed\n{r.stderr[-2000:]}", flush=True)
            rc |= r.returncode
    return rc


if __name__ == "__main__":
    sys.exit(main())
