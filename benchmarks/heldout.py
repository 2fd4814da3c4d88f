"""The held-out suite (issue 28): models from the libraries people use, at the sizes people run,
that nobody profiles or tunes torchtpu on. `benchmarks/run.py --suite heldout` times them as the
working-size suite is timed and reports their geometric mean on its own line; tune on the
working-size suite (benchmarks/models.py), and read this one only to see whether a change
generalizes. Random weights, built from configs (no downloads). timm, torchvision and
transformers come with `bash integrations/setup.sh`."""

from __future__ import annotations

import torch
import torch.nn as nn

HELDOUT_MODELS = ("efficientnet_b0", "convnext_atto", "regnetx_002", "resnet50", "mobilenet_v1", "t5_small",
                  "distilbert", "llama_block", "whisper_tiny_encoder", "lstm_lm")

IMAGES = (8, 3, 224, 224)
BATCH, TOKENS = 4, 128


def _timm(name: str):
    import timm

    return timm.create_model(name, pretrained=False, num_classes=1000), (torch.randn(*IMAGES),), f"timm {timm.__version__}"


def efficientnet_b0():
    return _timm("efficientnet_b0")


def convnext_atto():
    return _timm("convnext_atto")


def regnetx_002():
    return _timm("regnetx_002")


def resnet50():
    import torchvision

    return torchvision.models.resnet50(), (torch.randn(*IMAGES),), f"torchvision {torchvision.__version__}"


class MobileNetV1(nn.Module):
    """MobileNetV1 (Howard et al., 2017): 3x3 depthwise then 1x1 pointwise, each with batch norm and
    ReLU; several pointwise convolutions keep the channel count (512 -> 512 five times)."""

    CFG = [(64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (512, 2)] + [(512, 1)] * 5 + [(1024, 2), (1024, 1)]

    def __init__(self, classes: int = 1000):
        super().__init__()

        def bn_relu(c):
            return [nn.BatchNorm2d(c), nn.ReLU(inplace=True)]

        layers = [nn.Conv2d(3, 32, 3, 2, 1, bias=False), *bn_relu(32)]
        cin = 32
        for cout, stride in self.CFG:
            layers += [nn.Conv2d(cin, cin, 3, stride, 1, groups=cin, bias=False), *bn_relu(cin),
                       nn.Conv2d(cin, cout, 1, bias=False), *bn_relu(cout)]
            cin = cout
        self.features = nn.Sequential(*layers)
        self.fc = nn.Linear(cin, classes)
        for m in self.modules():  # He init by fan-in (right for depthwise too): activations keep their scale
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")

    def forward(self, x):
        return self.fc(self.features(x).mean((2, 3)))


def mobilenet_v1():
    return MobileNetV1(), (torch.randn(8, 3, 128, 128),), "torch.nn (MobileNetV1)"


class _Seq2Seq(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, ids):
        return self.m(input_ids=ids, decoder_input_ids=ids, return_dict=False)[0]


class _Logits(nn.Module):
    def __init__(self, m, key: str = "input_ids"):
        super().__init__()
        self.m, self.key = m, key

    def forward(self, x):
        return self.m(**{self.key: x}, return_dict=False)[0]


def _tokens(vocab: int) -> torch.Tensor:
    return torch.randint(0, vocab, (BATCH, TOKENS))


def t5_small():
    import transformers

    cfg = transformers.T5Config(vocab_size=32128, d_model=512, d_kv=64, d_ff=2048, num_layers=6, num_heads=8,
                                dropout_rate=0.0)
    cfg._attn_implementation = "eager"
    m = transformers.T5ForConditionalGeneration(cfg)
    m.config.use_cache = False
    return _Seq2Seq(m), (_tokens(32128),), f"transformers {transformers.__version__} (T5-small config)"


def distilbert():
    import transformers

    cfg = transformers.DistilBertConfig(dropout=0.0, attention_dropout=0.0)
    cfg._attn_implementation = "eager"
    return _Logits(transformers.DistilBertModel(cfg)), (_tokens(cfg.vocab_size),), \
        f"transformers {transformers.__version__} (DistilBERT config)"


def llama_block():
    """A Llama-style decoder (RMSNorm, SwiGLU, rotary embeddings): 2 layers 1024 wide."""
    import transformers

    cfg = transformers.LlamaConfig(vocab_size=32000, hidden_size=1024, intermediate_size=2816, num_hidden_layers=2,
                                   num_attention_heads=16, num_key_value_heads=4, max_position_embeddings=512)
    cfg._attn_implementation = "eager"
    m = transformers.LlamaForCausalLM(cfg)
    m.config.use_cache = False
    return _Logits(m), (_tokens(32000),), f"transformers {transformers.__version__} (Llama config)"


def whisper_tiny_encoder():
    import transformers

    cfg = transformers.WhisperConfig(d_model=384, encoder_layers=4, encoder_attention_heads=6, encoder_ffn_dim=1536,
                                     num_mel_bins=80, max_source_positions=1500, dropout=0.0)
    cfg._attn_implementation = "eager"
    enc = transformers.WhisperModel(cfg).get_encoder()
    return _Logits(enc, "input_features"), (torch.randn(2, 80, 3000),), \
        f"transformers {transformers.__version__} (Whisper-tiny encoder)"


class LSTMLM(nn.Module):
    def __init__(self, vocab: int = 10000, d: int = 512, layers: int = 2):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.lstm = nn.LSTM(d, d, layers, batch_first=True)
        self.out = nn.Linear(d, vocab)

    def forward(self, ids):
        return self.out(self.lstm(self.emb(ids))[0])


def lstm_lm():
    return LSTMLM(), (_tokens(10000),), "torch.nn (2-layer LSTM, 512 wide)"


BUILDERS = {name: globals()[name] for name in HELDOUT_MODELS}
