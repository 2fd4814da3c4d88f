"""Real models that are not in the test suite, run through `backend="torchtpu"` against eager.

Each model is built from a torchvision or transformers config with random weights (nothing is
downloaded), then run forward (and backward, for the loss of its output) in a fresh subprocess,
once with TORCHTPU_FALLBACK=error and once with the default fallback. A line per model says
whether the results match eager, how many graphs fell back, or what failed.

    .venv/bin/python scripts/model_zoo.py                 # every model whose package is installed
    .venv/bin/python scripts/model_zoo.py --only gpt2,bert --timeout 600
    python3 scripts/model_zoo.py --device cuda [--autocast bf16]   # on a GPU (docs/gpu.md)

Under `--autocast bf16` torchtpu and eager are both compared with a float64 run of the model, by
torch's own accuracy rule (root-mean-square errors; see `run_one`).

torchvision and transformers are not test requirements: `pip install torchvision transformers`
into .venv first. Not a test: it prints a table, and the exit status is 1 if any model crashed
or mismatched.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

RTOL, ATOL = 1e-3, 1e-4


def _tv(name: str, size: int = 64, **kw):
    def build():
        import torchvision

        return getattr(torchvision.models, name)(weights=None, **kw), ("image", size)

    return build


def _vit_small():
    from torchvision.models import VisionTransformer

    return VisionTransformer(image_size=32, patch_size=8, num_layers=2, num_heads=2, hidden_dim=64, mlp_dim=128), ("image", 32)


def _hf(config_cls: str, model_cls: str, kind: str = "tokens", **cfg):
    def build():
        import transformers

        config = getattr(transformers, config_cls)(**cfg)
        model = getattr(transformers, model_cls)(config)
        return model, (kind, getattr(config, "vocab_size", 100))

    return build


SMALL = dict(num_hidden_layers=2, num_attention_heads=2, hidden_size=64, intermediate_size=128)

MODELS = {
    "resnet18": _tv("resnet18"),
    "mobilenet_v3_small": _tv("mobilenet_v3_small"),
    "efficientnet_b0": _tv("efficientnet_b0"),
    "shufflenet_v2_x0_5": _tv("shufflenet_v2_x0_5"),
    "squeezenet1_1": _tv("squeezenet1_1"),
    "regnet_y_400mf": _tv("regnet_y_400mf"),
    "convnext_tiny": _tv("convnext_tiny", 32),
    "vit_small": _vit_small,
    "gpt2": _hf("GPT2Config", "GPT2LMHeadModel", n_layer=2, n_head=2, n_embd=64, vocab_size=100, n_positions=64),
    "bert": _hf("BertConfig", "BertForMaskedLM", vocab_size=100, **SMALL),
    "roberta": _hf("RobertaConfig", "RobertaForMaskedLM", vocab_size=100, max_position_embeddings=80, **SMALL),
    "distilbert": _hf("DistilBertConfig", "DistilBertForMaskedLM", vocab_size=100, n_layers=2, n_heads=2, dim=64, hidden_dim=128),
    "albert": _hf("AlbertConfig", "AlbertForMaskedLM", vocab_size=100, embedding_size=32, **SMALL),
    "electra": _hf("ElectraConfig", "ElectraForMaskedLM", vocab_size=100, embedding_size=32, **SMALL),
    "llama": _hf("LlamaConfig", "LlamaForCausalLM", vocab_size=100, num_key_value_heads=1, **SMALL),
    "mistral": _hf("MistralConfig", "MistralForCausalLM", vocab_size=100, num_key_value_heads=1, **SMALL),
    "qwen2": _hf("Qwen2Config", "Qwen2ForCausalLM", vocab_size=100, num_key_value_heads=1, **SMALL),
    "opt": _hf("OPTConfig", "OPTForCausalLM", vocab_size=100, num_hidden_layers=2, num_attention_heads=2, hidden_size=64, ffn_dim=128, word_embed_proj_dim=64),
    "gpt_neo": _hf("GPTNeoConfig", "GPTNeoForCausalLM", vocab_size=100, num_layers=2, num_heads=2, hidden_size=64, attention_types=[[["global", "local"], 1]], window_size=8),
    "t5": _hf("T5Config", "T5ForConditionalGeneration", vocab_size=100, d_model=64, d_kv=32, d_ff=128, num_layers=2, num_heads=2),
    "bart": _hf("BartConfig", "BartForConditionalGeneration", vocab_size=100, d_model=64, encoder_layers=2, decoder_layers=2, encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=128, decoder_ffn_dim=128),
    # FNet mixes tokens with a 2-d Fourier transform (torch.fft.fftn over sequence and hidden).
    "fnet": _hf("FNetConfig", "FNetForMaskedLM", vocab_size=100, num_hidden_layers=2, hidden_size=64, intermediate_size=128),
    "hf_vit": _hf("ViTConfig", "ViTForImageClassification", "image32", image_size=32, patch_size=8, **SMALL),
}


def _inputs(spec, device: str = "cpu"):
    import torch

    kind, n = spec
    g = torch.Generator().manual_seed(0)
    if kind == "image":
        return (torch.randn(2, 3, n, n, generator=g).to(device),), {}
    if kind == "image32":
        return (), {"pixel_values": torch.randn(2, 3, 32, 32, generator=g).to(device)}
    ids = torch.randint(0, n, (2, 16), generator=g).to(device)
    return (), {"input_ids": ids, "attention_mask": torch.ones_like(ids)}


def _first_tensor(out):
    import torch

    if isinstance(out, torch.Tensor):
        return out
    if hasattr(out, "logits"):
        return out.logits
    if isinstance(out, (tuple, list)):
        return out[0]
    return next(v for v in out.values() if isinstance(v, torch.Tensor))


def run_one(name: str, device: str = "cpu", autocast: str | None = None) -> dict:
    """In the child process: builds `name`, runs eager and torchtpu, compares (on `device`,
    under `torch.autocast(device, bfloat16)` when `autocast` is "bf16")."""
    import contextlib

    import torch

    import torchtpu

    torch.manual_seed(0)
    if device == "cuda":
        # Full float32 in eager, as XLA computes float32 by default (docs/gpu.md, numerics).
        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
    model, spec = MODELS[name]()
    model.eval().to(device)
    args, kwargs = _inputs(spec, device)
    ctx = (lambda: torch.autocast(device, torch.bfloat16)) if autocast == "bf16" else contextlib.nullcontext
    if name in ("t5", "bart"):
        kwargs["decoder_input_ids"] = kwargs["input_ids"][:, :8]

    def step(m, args=args, kwargs=kwargs):
        m.zero_grad(set_to_none=True)
        with ctx():
            out = _first_tensor(m(*args, **kwargs))
        out.float().square().mean().backward()
        grads = [p.grad.clone() for p in m.parameters() if p.grad is not None]
        return out.detach(), grads

    want_out, want_grads = step(model)
    if autocast:
        # bfloat16 results differ from eager's by rounding, and a deep network compounds it: both
        # are compared with a float64 run, by torch's own accuracy rule for compiled models
        # (torch._dynamo.utils.same with fp64_ref, which its benchmark harness holds Inductor to):
        # torchtpu's root-mean-square error may be at most `multiplier` times eager's, 3 for
        # bfloat16 results and tensors under 1,000 elements, else 2, plus 1e-3 of the float64
        # result's largest value.
        import copy

        plain, ctx = ctx, contextlib.nullcontext
        wide = lambda v: v.double() if isinstance(v, torch.Tensor) and v.is_floating_point() else v
        ref_out, ref_grads = step(copy.deepcopy(model).double(), [wide(v) for v in args],
                                  {k: wide(v) for k, v in kwargs.items()})
        ctx = plain
    compiled = torch.compile(model, backend="torchtpu")
    t0 = time.perf_counter()
    got_out, got_grads = step(compiled)
    seconds = time.perf_counter() - t0
    worst = (got_out - want_out).abs().max().item() if got_out.numel() else 0.0

    failed = []  # (what, torchtpu's error, eager's error against float64 or None)

    def close(what, got, want, ref=None):
        if ref is None:
            good = torch.allclose(got, want, rtol=RTOL, atol=ATOL)
            if not good:
                failed.append((what, (got - want).abs().max().item(), None))
            return good
        if not got.numel():
            return True
        multiplier = 3.0 if got.dtype in (torch.bfloat16, torch.float16) or got.numel() < 1000 else 2.0
        rmse = lambda v: (v.double() - ref).square().mean().sqrt().item()
        eager_err, ours = rmse(want), rmse(got)
        good = ours <= multiplier * eager_err + 1e-3 * ref.abs().max().item()
        if not good:
            failed.append((what, ours, eager_err))
        return good

    names = [n for n, p in model.named_parameters() if p.grad is not None]
    ok = close("output", got_out, want_out, ref_out if autocast else None) and len(got_grads) == len(want_grads)
    gworst = 0.0
    for k, (g, w) in enumerate(zip(got_grads, want_grads)):
        gworst = max(gworst, (g - w).abs().max().item() if g.numel() else 0.0)
        ok = close(f"grad {names[k] if k < len(names) else k}", g, w, ref_grads[k] if autocast else None) and ok
    if failed:
        # The first few that failed, for the report (stderr: the last stdout line is the result).
        print("failed:", failed[:5], file=sys.stderr)
    s = torchtpu.stats()
    return {"ok": bool(ok), "out_diff": worst, "grad_diff": gworst, "seconds": round(seconds, 1),
            "fallbacks": s.get("fallbacks", 0), "partial_graphs": s.get("partial_graphs", 0), "graphs": s.get("graphs", 0)}


def spawn(name: str, mode: str, timeout: float, extra: list[str] = ()) -> dict:
    env = dict(os.environ)
    if mode == "error":
        env["TORCHTPU_FALLBACK"] = "error"
    else:
        env.pop("TORCHTPU_FALLBACK", None)
    try:
        p = subprocess.run([sys.executable, __file__, "--child", name, *extra], env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"status": "timeout"}
    if p.returncode != 0:
        tail = [l for l in (p.stderr or "").strip().splitlines() if l.strip()]
        last = tail[-1] if tail else f"exit {p.returncode}"
        status = "crash" if p.returncode < 0 else "error"
        return {"status": status, "detail": last[:160]}
    r = json.loads(p.stdout.strip().splitlines()[-1])
    r["status"] = "match" if r["ok"] else "MISMATCH"
    r["failed"] = [line for line in (p.stderr or "").splitlines() if line.startswith("failed:")]
    return r


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="comma-separated model names")
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"), help="where the model and inputs live")
    ap.add_argument("--autocast", choices=("bf16",), help="run under torch.autocast(device, torch.bfloat16)")
    ap.add_argument("--modes", default="error,eager",
                    help="fallback settings to run: error (TORCHTPU_FALLBACK=error), eager (the default), or both")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        print(json.dumps(run_one(a.child, a.device, a.autocast)))
        return 0
    extra = ["--device", a.device] + (["--autocast", a.autocast] if a.autocast else [])
    names = a.only.split(",") if a.only else list(MODELS)
    bad = 0
    print(f"{'model':22} {'FALLBACK=error':40} {'default fallback':40}")
    for name in names:
        cells, detail = [], []
        for mode in ("error", "eager"):
            if mode not in a.modes.split(","):
                cells.append("not run")
                continue
            r = spawn(name, mode, a.timeout, extra)
            if r["status"] in ("match", "MISMATCH"):
                cell = f"{r['status']} out {r['out_diff']:.1e} grad {r['grad_diff']:.1e}"
                if mode == "eager" and (r["fallbacks"] or r["partial_graphs"]):
                    cell += f" fb {r['fallbacks']} part {r['partial_graphs']}"
            else:
                cell = f"{r['status']}: {r.get('detail', '')}"
            bad += r["status"] in ("MISMATCH", "crash", "timeout") or (mode == "eager" and r["status"] == "error")
            cells.append(cell)
            detail += r.get("failed", [])
        print(f"{name:22} {cells[0][:40]:40} {cells[1]}", flush=True)
        for line in sorted(set(detail)):
            print(f"{'':22} {line[:300]}", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
