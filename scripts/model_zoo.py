"""Real models that are not in the test suite, run through `backend="torchtpu"` against eager.

Each model is built from a torchvision or transformers config with random weights (nothing is
downloaded), then run forward (and backward, for the loss of its output) in a fresh subprocess,
once with TORCHTPU_FALLBACK=error and once with the default fallback. A line per model says
whether the results match eager, how many graphs fell back, or what failed.

    .venv/bin/python scripts/model_zoo.py                 # every model whose package is installed
    .venv/bin/python scripts/model_zoo.py --only gpt2,bert --timeout 600
    .venv/bin/python scripts/model_zoo.py --suite timm --modes error   # one model per timm family
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
import re
import subprocess
import sys
import time

RTOL, ATOL = 1e-3, 1e-4  # ATOL is relative to a scale (run_one)
FLOOR = 1e-30


def _tv(name: str, size: int = 64, **kw):
    def build():
        import torchvision

        import torchvision.models.segmentation  # noqa: F401

        build = torchvision.models
        for part in name.split("."):
            build = getattr(build, part)
        return build(weights=None, **kw), ("image", size)

    return build


def _vit_small():
    from torchvision.models import VisionTransformer

    import torch

    m = VisionTransformer(image_size=32, patch_size=8, num_layers=2, num_heads=2, hidden_dim=64, mlp_dim=128)
    # torchvision zero-initializes the classification head, which would make every output and
    # gradient zero in both runs: a random head makes the comparison mean something.
    torch.nn.init.normal_(m.heads.head.weight, std=0.02)
    return m, ("image", 32)


def _nn_models():
    """scripts/nn_models.py's builders, imported when called (the zoo runs as a script)."""

    def lazy(name):
        def build():
            sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
            import nn_models

            return nn_models.BUILDERS[name]()

        return build

    return {name: lazy(name) for name in ("unet2d", "unet3d", "dcgan", "dlrm", "stn")}


def _maxvit():
    from torchvision.models.maxvit import MaxVit

    return MaxVit(input_size=(64, 64), stem_channels=16, partition_size=4, block_channels=[32, 64],
                  block_layers=[1, 1], head_dim=16, stochastic_depth_prob=0.0, num_classes=10), ("image", 64)


def _video(name: str):
    def build():
        import torchvision

        return getattr(torchvision.models.video, name)(weights=None), ("video", 32)

    return build


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
    # Added 2026-12-07: models no session had run before, as a user would bring them.
    "swin_t": _tv("swin_t"),
    "densenet121": _tv("densenet121"),
    "googlenet": _tv("googlenet", aux_logits=False, init_weights=False),
    "inception_v3": _tv("inception_v3", 96, aux_logits=False, init_weights=False),
    "mnasnet0_5": _tv("mnasnet0_5"),
    "resnext50_32x4d": _tv("resnext50_32x4d"),
    "efficientnet_v2_s": _tv("efficientnet_v2_s"),
    "maxvit": _maxvit,
    "r3d_18": _video("r3d_18"),
    "deeplabv3": _tv("segmentation.deeplabv3_mobilenet_v3_large", 64, weights_backbone=None, num_classes=4),
    "lraspp": _tv("segmentation.lraspp_mobilenet_v3_large", 64, weights_backbone=None, num_classes=4),
    "whisper": _hf("WhisperConfig", "WhisperForConditionalGeneration", "mel", vocab_size=100, d_model=64,
                   encoder_layers=2, decoder_layers=2, encoder_attention_heads=2, decoder_attention_heads=2,
                   encoder_ffn_dim=128, decoder_ffn_dim=128, num_mel_bins=16, max_source_positions=32,
                   max_target_positions=32, decoder_start_token_id=1, pad_token_id=0, eos_token_id=2,
                   bos_token_id=1, suppress_tokens=None, begin_suppress_tokens=None),
    "wav2vec2": _hf("Wav2Vec2Config", "Wav2Vec2ForCTC", "audio", vocab_size=32, **SMALL,
                    conv_dim=(32, 32, 32), conv_stride=(5, 2, 2), conv_kernel=(10, 3, 3),
                    num_conv_pos_embeddings=16, num_conv_pos_embedding_groups=4),
    "hubert": _hf("HubertConfig", "HubertModel", "audio", vocab_size=32, **SMALL, conv_dim=(32, 32, 32),
                  conv_stride=(5, 2, 2), conv_kernel=(10, 3, 3), num_conv_pos_embeddings=16,
                  num_conv_pos_embedding_groups=4),
    "clip": _hf("CLIPConfig", "CLIPModel", "clip",
                text_config=dict(vocab_size=100, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                 num_attention_heads=2, max_position_embeddings=32),
                vision_config=dict(image_size=32, patch_size=8, hidden_size=64, intermediate_size=128,
                                   num_hidden_layers=2, num_attention_heads=2), projection_dim=32),
    "segformer": _hf("SegformerConfig", "SegformerForSemanticSegmentation", "image64", num_channels=3,
                     hidden_sizes=[16, 32, 48, 64], num_attention_heads=[1, 1, 2, 2], depths=[1, 1, 1, 1],
                     decoder_hidden_size=64, num_labels=4),
    "hf_swin": _hf("SwinConfig", "SwinForImageClassification", "image64", image_size=64, patch_size=4, embed_dim=32,
                   depths=[1, 1, 2], num_heads=[1, 2, 4], window_size=4),
    "beit": _hf("BeitConfig", "BeitForImageClassification", "image32", image_size=32, patch_size=8,
                use_relative_position_bias=True, **SMALL),
    "dinov2": _hf("Dinov2Config", "Dinov2Model", "image32", image_size=32, patch_size=8, **SMALL),
    "convnextv2": _hf("ConvNextV2Config", "ConvNextV2ForImageClassification", "image64", hidden_sizes=[16, 32, 48, 64],
                      depths=[1, 1, 1, 1]),
    "deberta_v2": _hf("DebertaV2Config", "DebertaV2ForMaskedLM", vocab_size=100, relative_attention=True,
                      pos_att_type=["p2c", "c2p"], max_relative_positions=32, position_buckets=8, **SMALL),
    "bloom": _hf("BloomConfig", "BloomForCausalLM", vocab_size=100, n_layer=2, n_head=2, hidden_size=64),
    "falcon": _hf("FalconConfig", "FalconForCausalLM", vocab_size=100, num_hidden_layers=2, num_attention_heads=2,
                  hidden_size=64, alibi=False, new_decoder_architecture=True, num_kv_heads=1),
    "gpt_neox": _hf("GPTNeoXConfig", "GPTNeoXForCausalLM", vocab_size=100, **SMALL),
    "phi": _hf("PhiConfig", "PhiForCausalLM", vocab_size=100, **SMALL),
    "phi3": _hf("Phi3Config", "Phi3ForCausalLM", vocab_size=100, num_key_value_heads=1, pad_token_id=0, **SMALL),
    "gemma2": _hf("Gemma2Config", "Gemma2ForCausalLM", vocab_size=100, num_key_value_heads=1, head_dim=32,
                  sliding_window=8, **SMALL),
    "qwen3": _hf("Qwen3Config", "Qwen3ForCausalLM", vocab_size=100, num_key_value_heads=1, head_dim=32, **SMALL),
    "mixtral": _hf("MixtralConfig", "MixtralForCausalLM", vocab_size=100, num_key_value_heads=1, num_local_experts=4,
                   num_experts_per_tok=2, **SMALL),
    "qwen2_moe": _hf("Qwen2MoeConfig", "Qwen2MoeForCausalLM", vocab_size=100, num_key_value_heads=1, num_experts=4,
                     num_experts_per_tok=2, moe_intermediate_size=32, shared_expert_intermediate_size=64, **SMALL),
    "mamba": _hf("MambaConfig", "MambaForCausalLM", vocab_size=100, hidden_size=64, state_size=8,
                 num_hidden_layers=2, use_mambapy=True),
    "modernbert": _hf("ModernBertConfig", "ModernBertForMaskedLM", vocab_size=100, pad_token_id=0,
                      global_attn_every_n_layers=2, local_attention=8, **SMALL),
    "xlnet": _hf("XLNetConfig", "XLNetLMHeadModel", vocab_size=100, d_model=64, n_layer=2, n_head=2, d_inner=128),
    "funnel": _hf("FunnelConfig", "FunnelForMaskedLM", vocab_size=100, block_sizes=[1, 1], num_decoder_layers=1,
                  d_model=64, n_head=2, d_head=32, d_inner=128),
    "mobilebert": _hf("MobileBertConfig", "MobileBertForMaskedLM", vocab_size=100, num_hidden_layers=2,
                      hidden_size=64, embedding_size=32, intermediate_size=128, intra_bottleneck_size=32,
                      num_attention_heads=2, num_feedforward_networks=2),
    "esm": _hf("EsmConfig", "EsmForMaskedLM", vocab_size=33, pad_token_id=1, mask_token_id=32,
               position_embedding_type="rotary", **SMALL),
    # torch.nn models (scripts/nn_models.py): U-Nets, DCGAN, DLRM, a spatial transformer.
    **_nn_models(),
}


def _timm(name: str):
    """scripts/timm_models.py's builder for timm model `name` (the zoo runs as a script)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import timm_models

    return timm_models.build(name)


def builder(name: str):
    """The builder of zoo model `name`: a MODELS entry, or `timm:<timm model name>`."""
    if name.startswith("timm:"):
        return lambda: _timm(name[len("timm:"):])
    return MODELS[name]


def suite(which: str) -> list[str]:
    if which == "timm":
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import timm_models

        return [f"timm:{n}" for n in timm_models.FAMILIES.values()]
    return list(MODELS)


def _inputs(spec, device: str = "cpu", seed: int = 0):
    import torch

    kind, n = spec
    g = torch.Generator().manual_seed(seed)
    if kind == "fn":  # nn_models.py: the builder gives its own inputs
        return n(g, device)
    if kind == "image":
        return (torch.randn(2, 3, n, n, generator=g).to(device),), {}
    if kind == "video":
        return (torch.randn(2, 3, 4, n, n, generator=g).to(device),), {}
    if kind.startswith("image") and kind != "image":
        size = int(kind[len("image"):])
        return (), {"pixel_values": torch.randn(2, 3, size, size, generator=g).to(device)}
    if kind == "audio":
        return (), {"input_values": torch.randn(2, 1600, generator=g).to(device)}
    if kind == "mel":
        ids = torch.randint(3, n, (2, 8), generator=g).to(device)
        return (), {"input_features": torch.randn(2, 16, 64, generator=g).to(device), "decoder_input_ids": ids}
    if kind == "clip":
        ids = torch.randint(0, n, (2, 16), generator=g).to(device)
        return (), {"input_ids": ids, "pixel_values": torch.randn(2, 3, 32, 32, generator=g).to(device),
                    "attention_mask": torch.ones_like(ids)}
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


def calibrate_batch_norms(model, args, kwargs) -> None:
    """Sets every batch norm's running mean to a batch's, and its running variance to the mean of
    the batch's over the channels (one forward in training mode, no gradients). With random weights and the initial statistics (mean 0, variance 1), an
    eval-mode network's activations shrink or grow layer by layer: MobileNetV3's output was 1e-9
    and its first convolution's gradient 1e-20, so a comparison with eager said little."""
    import torch

    norms = [m for m in model.modules() if isinstance(m, torch.nn.modules.batchnorm._BatchNorm)]
    if not norms:
        return
    saved = [m.momentum for m in norms]
    for m in norms:
        m.reset_running_stats()
        m.momentum = None  # a cumulative average: after one batch, the batch's statistics
    model.train()
    with torch.no_grad():
        model(*args, **kwargs)
    for m, momentum in zip(norms, saved):
        m.momentum = momentum
        # One variance per layer, the channels' mean: a channel's own variance from a batch of
        # two (8 values in a late layer) can be near zero, and dividing by it made the network
        # ill-conditioned (eager's own float32 gradients 17% off the float64 ones).
        m.running_var.fill_(m.running_var.mean().item())


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
    model, spec = builder(name)()
    model.to(device)
    args, kwargs = _inputs(spec, device)
    ctx = (lambda: torch.autocast(device, torch.bfloat16)) if autocast == "bf16" else contextlib.nullcontext
    if name in ("t5", "bart"):
        kwargs["decoder_input_ids"] = kwargs["input_ids"][:, :8]
    # On another batch than the one compared: batch statistics of the compared batch itself
    # would center it exactly, and a late layer's two samples at 1x1 then differ by rounding
    # noise only, which decides their ReLUs (eager's own channels-first and channels-last runs
    # then disagree by 20% on Inception's last gradients).
    calib_args, calib_kwargs = _inputs(spec, device, seed=1)
    if name in ("t5", "bart"):
        calib_kwargs["decoder_input_ids"] = calib_kwargs["input_ids"][:, :8]
    calibrate_batch_norms(model, calib_args, calib_kwargs)
    model.eval()

    def step(m, args=args, kwargs=kwargs):
        m.zero_grad(set_to_none=True)
        # Again before each step (and before the model is copied): timm's attention layers
        # (LeViT, EfficientFormer) cache their bias in eval mode, and the cached tensor holds the
        # last step's autograd graph (which a copy cannot take); `eval()` clears it.
        m.eval()
        with ctx():
            out = _first_tensor(m(*args, **kwargs))
        out.float().square().mean().backward()
        grads = [p.grad.clone() for p in m.parameters() if p.grad is not None]
        return out.detach(), grads

    want_out, want_grads = step(model)
    reference = {}

    def float64_run():
        """The model and inputs in float64, without autocast: the reference both runs are judged by
        when they are compared through it (computed once, when first needed)."""
        if not reference:
            import copy

            nonlocal ctx
            plain, ctx = ctx, contextlib.nullcontext
            wide = lambda v: v.double() if isinstance(v, torch.Tensor) and v.is_floating_point() else v
            reference["run"] = step(copy.deepcopy(model.eval()).double(), [wide(v) for v in args],
                                    {k: wide(v) for k, v in kwargs.items()})
            ctx = plain
        return reference["run"]

    def channels_last_run():
        """Eager with the model and 4-d inputs channels-last, for a network of 3 or more 2-d
        convolutions (None otherwise); computed once, when first needed."""
        if "channels_last" not in reference:
            convs = sum(isinstance(m, torch.nn.Conv2d) for m in model.modules())
            run = None
            if convs >= 3:
                import copy

                cl = lambda v: v.contiguous(memory_format=torch.channels_last) if isinstance(v, torch.Tensor) and v.dim() == 4 else v
                run = step(copy.deepcopy(model.eval()).to(memory_format=torch.channels_last), [cl(v) for v in args],
                           {k: cl(v) for k, v in kwargs.items()})
            reference["channels_last"] = run
        return reference["channels_last"]

    if autocast:
        float64_run()
    compiled = torch.compile(model, backend="torchtpu")
    t0 = time.perf_counter()
    got_out, got_grads = step(compiled)
    seconds = time.perf_counter() - t0
    # Differences are measured against a scale: the output's largest value for the output, each
    # gradient's own largest value (not below a millionth of the largest gradient's) for the
    # gradients. A fixed 1e-4 passed anything on outputs 1e-12 in size. Below FLOOR values are
    # near float32's subnormals, which XLA's CPU client flushes to zero (docs/runtime-checks.md).
    def largest(tensors):
        return max((t.abs().max().item() for t in tensors if t.numel()), default=0.0)

    out_scale = max(largest([want_out.float()]), FLOOR / ATOL)
    grad_scale = max(largest([w.float() for w in want_grads]), FLOOR / ATOL)
    # Each gradient against its own largest value, but not below a millionth of the largest
    # gradient's (a gradient that is zero in exact arithmetic, attention's key bias, holds only
    # rounding noise).
    scales = [max(largest([w.float()]), 1e-6 * grad_scale) for w in want_grads]

    def relative(got, want, scale):
        """The largest difference over the scale."""
        return (got - want).abs().max().item() / scale if got.numel() else 0.0

    worst = relative(got_out.float(), want_out.float(), out_scale)
    gworst = max((relative(g.float(), w.float(), sc) for g, w, sc in zip(got_grads, want_grads, scales)), default=0.0)

    def near_float64(k, got, want):
        """torch's accuracy rule for compiled models (torch._dynamo.utils.same with fp64_ref, which
        its benchmark harness holds Inductor to): torchtpu's root-mean-square error against the
        float64 run at most `multiplier` times eager's (3 for half-precision results and tensors
        under 1,000 elements, else 2), plus 1e-3 of the float64 result's largest value. Returns
        (good, torchtpu's error, eager's error)."""
        ref_out, ref_grads = float64_run()
        ref = ref_out if k is None else ref_grads[k]
        if not got.numel():
            return True, 0.0, 0.0
        multiplier = 3.0 if got.dtype in (torch.bfloat16, torch.float16) or got.numel() < 1000 else 2.0
        rmse = lambda v: (v.double() - ref).square().mean().sqrt().item()
        eager_err, ours = rmse(want), rmse(got)
        return ours <= multiplier * eager_err + 1e-3 * ref.abs().max().item(), ours, eager_err

    names = [n for n, p in model.named_parameters() if p.grad is not None]
    failed = []  # (what, torchtpu's error, eager's error against float64 or None)
    judged = []  # what passed by the float64 rule after missing the direct tolerance
    ok = len(got_grads) == len(want_grads)
    pairs = [(None, "output", got_out, want_out, out_scale)]
    pairs += [(k, f"grad {names[k] if k < len(names) else k}", g, w, scales[k])
              for k, (g, w) in enumerate(zip(got_grads, want_grads))]
    for k, what, got, want, scale in pairs:
        if not autocast and torch.allclose(got, want, rtol=RTOL, atol=ATOL * scale):
            continue
        # Under autocast always, and in float32 when the direct comparison misses (a random-weight
        # network can be ill-conditioned enough that eager's own float32 gradients are percents
        # off the float64 ones): judged against the float64 run.
        good, ours, eagers = near_float64(k, got, want)
        if not good and not autocast and channels_last_run() is not None:
            # torchtpu computes a convolutional network channels-last (TORCHTPU_CHANNELS_LAST), as
            # Inductor's layout optimization does. A random-weight network can amplify the
            # rounding of oneDNN's channels-last kernels (each within 1e-6 of float64) into
            # percents on early gradients: eager's own channels-last run of Inception at 96x96
            # is 5% off the float64 gradients where its channels-first run is 1e-4 off. Then the
            # float64 rule holds torchtpu to eager channels-last's error instead.
            cl_out, cl_grads = channels_last_run()
            good, ours, eagers = near_float64(k, got, cl_out if k is None else cl_grads[k])
        if good:
            judged.append(what)
        else:
            failed.append((what, ours, eagers))
            ok = False
    if failed:
        # The first few that failed, for the report (stderr: the last stdout line is the result).
        print("failed:", failed[:5], file=sys.stderr)
    s = torchtpu.stats()
    return {"ok": bool(ok), "out_diff": worst, "grad_diff": gworst, "seconds": round(seconds, 1),
            "float64_judged": len(judged) if not autocast else 0,
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
        # The exception's own line (torch adds hints after it), else the last line.
        raised = [l for l in tail if re.match(r"[\w.]*(Error|Exception): ", l)]
        last = (raised or tail or [f"exit {p.returncode}"])[-1]
        status = "crash" if p.returncode < 0 else "error"
        return {"status": status, "detail": last[:300]}
    r = json.loads(p.stdout.strip().splitlines()[-1])
    r["status"] = "match" if r["ok"] else "MISMATCH"
    r["failed"] = [line for line in (p.stderr or "").splitlines() if line.startswith("failed:")]
    return r


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="comma-separated model names")
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--suite", default="default", choices=("default", "timm"),
                    help="the zoo's own models, or one model of every timm family (scripts/timm_models.py)")
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
    names = a.only.split(",") if a.only else suite(a.suite)
    bad = 0
    width = max(22, *(len(n) + 1 for n in names))
    print(f"{'model':{width}} {'FALLBACK=error':40} {'default fallback':40}")
    for name in names:
        cells, detail = [], []
        for mode in ("error", "eager"):
            if mode not in a.modes.split(","):
                cells.append("not run")
                continue
            r = spawn(name, mode, a.timeout, extra)
            if r["status"] in ("match", "MISMATCH"):
                cell = f"{r['status']} out {r['out_diff']:.1e} grad {r['grad_diff']:.1e}"
                if r.get("float64_judged"):
                    cell += f" f64 {r['float64_judged']}"
                if mode == "eager" and (r["fallbacks"] or r["partial_graphs"]):
                    cell += f" fb {r['fallbacks']} part {r['partial_graphs']}"
            else:
                cell = f"{r['status']}: {r.get('detail', '')}"
                detail.append(f"{mode}: {cell}")  # in full: the column cuts it
            bad += r["status"] in ("MISMATCH", "crash", "timeout") or (mode == "eager" and r["status"] == "error")
            cells.append(cell)
            detail += r.get("failed", [])
        print(f"{name:{width}} {cells[0][:40]:40} {cells[1]}", flush=True)
        for line in sorted(set(detail)):
            print(f"{'':{width}} {line[:300]}", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
