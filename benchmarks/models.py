"""The benchmark models, built with random weights: an MLP, a ResNet-18-style CNN, a GPT-2-style
decoder and a BERT-style encoder. torchvision's resnet18 and transformers' GPT-2 and BERT (from
configs, no downloads) are used when installed; otherwise torch.nn stand-ins of the same shape.

`size="small"` (the default) keeps a full run to a few minutes on 2 cores; `size="full"` uses the
real configurations (ResNet-18 at 224x224, GPT-2 small, BERT base); `size="working"` is the
working-size suite of `benchmarks/run.py --size working` (WORKING_MODELS: the sizes people run,
224x224 images at batch 8, 128 tokens, 1024-wide layers; docs/performance.md reports it first)."""

from __future__ import annotations

from typing import Callable

import torch
import torch.nn as nn
import torch.nn.functional as F

MODELS = ("mlp", "resnet18", "gpt2", "bert")
WORKING_MODELS = ("mlp", "resnet18", "mobilenet_v3_small", "gpt2", "bert", "vit_tiny")


def mlp(size: str):
    width, batch = {"small": (256, 32), "working": (1024, 64)}.get(size, (2048, 256))
    m = nn.Sequential(nn.Linear(width, width), nn.GELU(), nn.Linear(width, width), nn.GELU(), nn.Linear(width, 10))
    return m, (torch.randn(batch, width),), "torch.nn"


class _Basic(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int):
        super().__init__()
        self.c1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.b1 = nn.BatchNorm2d(cout)
        self.c2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.b2 = nn.BatchNorm2d(cout)
        self.down = None
        if stride != 1 or cin != cout:
            self.down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = F.relu(self.b1(self.c1(x)))
        y = self.b2(self.c2(y))
        return F.relu(y + (x if self.down is None else self.down(x)))


class _ResNet18(nn.Module):
    """torchvision's resnet18 layout (BasicBlock x [2, 2, 2, 2])."""

    def __init__(self, classes: int = 10):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 64, 7, 2, 3, bias=False), nn.BatchNorm2d(64), nn.ReLU(), nn.MaxPool2d(3, 2, 1))
        layers, cin = [], 64
        for cout, stride in ((64, 1), (128, 2), (256, 2), (512, 2)):
            layers += [_Basic(cin, cout, stride), _Basic(cout, cout, 1)]
            cin = cout
        self.layers = nn.Sequential(*layers)
        self.fc = nn.Linear(512, classes)

    def forward(self, x):
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(self.layers(self.stem(x)), 1), 1))


def resnet18(size: str):
    batch, hw = (2, 64) if size == "small" else (8, 224)  # working and full: 8x3x224x224
    try:
        import torchvision

        m, src = torchvision.models.resnet18(num_classes=10), f"torchvision {torchvision.__version__}"
    except ImportError:
        m, src = _ResNet18(10), "torch.nn"
    return m, (torch.randn(batch, 3, hw, hw),), src


class _Decoder(nn.Module):
    """GPT-2 layout in torch.nn: token + position embeddings, pre-norm causal blocks, tied head."""

    def __init__(self, vocab, d, heads, layers, ctx):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(vocab, d), nn.Embedding(ctx, d)
        self.blocks = nn.ModuleList(
            nn.TransformerEncoderLayer(d, heads, 4 * d, 0.0, activation="gelu", batch_first=True, norm_first=True) for _ in range(layers)
        )
        self.ln = nn.LayerNorm(d)

    def forward(self, ids):
        t = ids.shape[1]
        x = self.wte(ids) + self.wpe(torch.arange(t))
        mask = torch.triu(torch.full((t, t), float("-inf")), 1)
        for b in self.blocks:
            x = b(x, src_mask=mask)
        return self.ln(x) @ self.wte.weight.t()


def gpt2(size: str):
    vocab, d, heads, layers, ctx, batch, t = {
        "small": (1000, 128, 4, 2, 128, 2, 32),
        "working": (50257, 256, 4, 2, 256, 4, 128),  # GPT-2's vocabulary, 2 layers 256 wide, 4x128 tokens
    }.get(size, (50257, 768, 12, 12, 1024, 1, 128))
    ids = torch.randint(0, vocab, (batch, t))
    try:
        import transformers

        cfg = transformers.GPT2Config(vocab_size=vocab, n_embd=d, n_head=heads, n_layer=layers, n_positions=ctx, bos_token_id=0, eos_token_id=0,
                                      resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
        cfg._attn_implementation = "eager"
        m = transformers.GPT2LMHeadModel(cfg)
        m.config.use_cache = False
        return _Logits(m), (ids,), f"transformers {transformers.__version__}"
    except ImportError:
        return _Decoder(vocab, d, heads, layers, ctx), (ids,), "torch.nn"


def bert(size: str):
    vocab, d, heads, layers, inter, batch, t = {
        "small": (1000, 128, 4, 2, 512, 2, 32),
        "working": (30522, 128, 2, 2, 512, 4, 128),  # BERT's vocabulary, 2 layers 128 wide, 4x128 tokens
    }.get(size, (30522, 768, 12, 12, 3072, 8, 128))
    ids = torch.randint(0, vocab, (batch, t))
    try:
        import transformers

        cfg = transformers.BertConfig(vocab_size=vocab, hidden_size=d, num_attention_heads=heads, num_hidden_layers=layers,
                                      intermediate_size=inter, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
        cfg._attn_implementation = "eager"
        return _Logits(transformers.BertModel(cfg, add_pooling_layer=False)), (ids,), f"transformers {transformers.__version__}"
    except ImportError:
        enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(d, heads, inter, 0.0, activation="gelu", batch_first=True), layers)
        return _Encoder(nn.Embedding(vocab, d), enc), (ids,), "torch.nn"


def mobilenet_v3_small(size: str):
    """torchvision's mobilenet_v3_small (depthwise convolutions), 8x3x224x224 (2x3x64x64 small)."""
    import torchvision

    batch, hw = (2, 64) if size == "small" else (8, 224)
    return torchvision.models.mobilenet_v3_small(num_classes=10), (torch.randn(batch, 3, hw, hw),), f"torchvision {torchvision.__version__}"


def vit_tiny(size: str):
    """ViT-Tiny/16 at 224 (192 wide, 12 layers, 3 heads), batch 8: timm's vit_tiny_patch16_224
    when timm is installed, else the same configuration through transformers' ViTModel."""
    batch, hw = (2, 224) if size == "small" else (8, 224)
    x = torch.randn(batch, 3, hw, hw)
    try:
        import timm

        return timm.create_model("vit_tiny_patch16_224", num_classes=10), (x,), f"timm {timm.__version__}"
    except ImportError:
        import transformers

        cfg = transformers.ViTConfig(hidden_size=192, num_hidden_layers=12, num_attention_heads=3, intermediate_size=768,
                                     image_size=224, patch_size=16, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
        cfg._attn_implementation = "eager"
        return _Pixels(transformers.ViTModel(cfg, add_pooling_layer=False)), (x,), f"transformers {transformers.__version__} (ViT-Tiny config)"


class _Pixels(nn.Module):
    """A transformers vision model returning its first output as a plain tensor."""

    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, x):
        return self.m(pixel_values=x, return_dict=False)[0]


class _Encoder(nn.Module):
    def __init__(self, emb, enc):
        super().__init__()
        self.emb, self.enc = emb, enc

    def forward(self, ids):
        return self.enc(self.emb(ids))


class _Logits(nn.Module):
    """A transformers model returning its first output as a plain tensor."""

    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, ids):
        return self.m(input_ids=ids, return_dict=False)[0]


BUILDERS: dict[str, Callable] = {"mlp": mlp, "resnet18": resnet18, "gpt2": gpt2, "bert": bert,
                                 "mobilenet_v3_small": mobilenet_v3_small, "vit_tiny": vit_tiny}


def build(name: str, size: str = "small", seed: int = 0):
    """(model, example inputs, where it came from), deterministic for a seed. The held-out
    models (heldout.py) and the unseen ones (unseen.py) have one size, the working size."""
    from benchmarks.heldout import BUILDERS as HELDOUT
    from benchmarks.unseen import BUILDERS as UNSEEN

    torch.manual_seed(seed)
    if name in HELDOUT:
        return HELDOUT[name]()
    return UNSEEN[name]() if name in UNSEEN else BUILDERS[name](size)


def loss_of(out: torch.Tensor) -> torch.Tensor:
    return out.float().square().mean()


