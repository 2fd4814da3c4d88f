"""The unseen suite: models first timed on 2026-12-07 (thirty-eighth session), after every change
the tuned and held-out suites had steered, to see how torchtpu does on models nobody had looked
at: a shifted-window transformer, a segmentation network with dilated convolutions and bilinear
upsampling, a speech encoder with a convolutional front end and weight-normed positional
convolution, and a mixture-of-experts decoder. `benchmarks/run.py --suite unseen` times them as
the other suites are timed and reports their geometric mean on its own line. Random weights, built
from configs (no downloads); torchvision and transformers come with `bash integrations/setup.sh`."""

from __future__ import annotations

import torch
import torch.nn as nn

from benchmarks.heldout import IMAGES, _Logits, _tokens

UNSEEN_MODELS = ("swin_t", "deeplabv3", "wav2vec2_base", "mixtral_moe")


def swin_t():
    import torchvision

    return torchvision.models.swin_t(), (torch.randn(*IMAGES),), f"torchvision {torchvision.__version__}"


class _Out(nn.Module):
    """A segmentation model's `out` map (torchvision returns a dict)."""

    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, x):
        return self.m(x)["out"]


def deeplabv3():
    import torchvision

    m = torchvision.models.segmentation.deeplabv3_mobilenet_v3_large(weights=None, weights_backbone=None,
                                                                       num_classes=21, aux_loss=False)
    return _Out(m), (torch.randn(*IMAGES),), f"torchvision {torchvision.__version__} (DeepLabV3, MobileNetV3)"


def wav2vec2_base():
    """wav2vec2-base's encoder (12 layers, 768 wide) on 4 clips of 1 s at 16 kHz."""
    import transformers

    cfg = transformers.Wav2Vec2Config(hidden_dropout=0.0, attention_dropout=0.0, activation_dropout=0.0,
                                      feat_proj_dropout=0.0, layerdrop=0.0, mask_time_prob=0.0)
    cfg._attn_implementation = "eager"
    return _Logits(transformers.Wav2Vec2Model(cfg), "input_values"), (torch.randn(4, 16000),), \
        f"transformers {transformers.__version__} (wav2vec2-base)"


def mixtral_moe():
    """A Mixtral-style decoder: 2 layers 1024 wide, 8 experts of 1408, 2 per token, 4x128 tokens."""
    import transformers

    cfg = transformers.MixtralConfig(vocab_size=32000, hidden_size=1024, intermediate_size=1408, num_hidden_layers=2,
                                     num_attention_heads=16, num_key_value_heads=4, num_local_experts=8,
                                     num_experts_per_tok=2, max_position_embeddings=512)
    cfg._attn_implementation = "eager"
    m = transformers.MixtralForCausalLM(cfg)
    m.config.use_cache = False
    return _Logits(m), (_tokens(32000),), f"transformers {transformers.__version__} (Mixtral config)"


BUILDERS = {name: globals()[name] for name in UNSEEN_MODELS}
