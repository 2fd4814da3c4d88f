"""The rows of the GPU working-size suite (`benchmarks/run.py --size gpu`, benchmarks/gpu_suite.py):
models at the sizes people train at on one GPU, with random weights, built from configs (no
downloads). `tiny=True` shrinks every one to toy dimensions with the same layers, so that the
whole suite runs on a CPU machine in seconds (lowering_tests/python/test_bench_gpu_suite.py).

| row | model | batch | weights |
|---|---|---|---|
| mlp | 4 x Linear(4096, 4096), GELU between | 256 | float32 |
| resnet50 | torchvision resnet50, channels-last (model and input) | 64 x 3 x 224 x 224 | float32 |
| vit_b16 | torchvision vit_b_16 | 64 x 3 x 224 x 224 | float32 |
| bert | transformers BertModel, BertConfig defaults (BERT-base) | 32 x 128 tokens | float32 |
| gpt2 | transformers GPT2LMHeadModel, GPT2Config defaults (124M) | 8 x 1024 tokens | float32 |
| llama_1b | transformers LlamaForCausalLM: hidden 2048, 16 layers, 32 heads, intermediate 5632 (1.0B) | 4 x 2048 tokens | bfloat16 |

The transformers models use `attn_implementation="sdpa"` (transformers' default, what people
train with: flash or memory-efficient attention in eager and Inductor, and in torchtpu's
executables through torch's CUDA kernels, docs/gpu.md) and every dropout
at 0, so that the compiled backends can be compared with eager. float32
rows also run under bfloat16 autocast (gpu_suite.py); the Llama row runs in bfloat16 weights only.
"""

from __future__ import annotations

import torch
import torch.nn as nn

MODELS = ("mlp", "resnet50", "vit_b16", "bert", "gpt2", "llama_1b")
# Which models each `--part` runs: each part is one device call of at most 8 minutes
# (docs/performance.md, "GPU working-size suite"). Part 1 needs torchvision, part 2 transformers.
PARTS = {1: ("mlp", "resnet50", "vit_b16"), 2: ("bert", "gpt2", "llama_1b")}
# Rows that run in bfloat16 weights only: no float32 or autocast variant.
BF16_WEIGHTS = ("llama_1b",)


def mlp(tiny: bool):
    width, batch = (64, 8) if tiny else (4096, 256)
    layers: list[nn.Module] = []
    for _ in range(4):
        layers += [nn.Linear(width, width), nn.GELU()]
    return nn.Sequential(*layers[:-1]), (torch.randn(batch, width),), "torch.nn", False


def resnet50(tiny: bool):
    import torchvision

    if tiny:  # torchvision's bottleneck block, two of them 16 and 32 wide, 32x32 images
        m, x = _tiny_bottlenecks(), torch.randn(2, 3, 32, 32)
    else:
        m, x = torchvision.models.resnet50(), torch.randn(64, 3, 224, 224)
    return m, (x,), f"torchvision {torchvision.__version__}", True


def _tiny_bottlenecks() -> nn.Module:
    from torchvision.models.resnet import Bottleneck

    down = nn.Sequential(nn.Conv2d(16, 32, 1, 2, bias=False), nn.BatchNorm2d(32))
    return nn.Sequential(nn.Conv2d(3, 16, 3, 2, 1, bias=False), nn.BatchNorm2d(16), nn.ReLU(), Bottleneck(16, 4),
                         Bottleneck(16, 8, 2, down), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(32, 10))


def vit_b16(tiny: bool):
    import torchvision
    from torchvision.models.vision_transformer import VisionTransformer

    if tiny:  # two patches of 16x16, one layer 32 wide
        m, x = VisionTransformer(image_size=32, patch_size=16, num_layers=1, num_heads=2, hidden_dim=32, mlp_dim=64,
                                 num_classes=10), torch.randn(2, 3, 32, 32)
    else:
        m, x = torchvision.models.vit_b_16(), torch.randn(64, 3, 224, 224)
    return m, (x,), f"torchvision {torchvision.__version__}", False


class _First(nn.Module):
    """A transformers model called on token ids, returning its first output as a plain tensor."""

    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, ids):
        return self.m(input_ids=ids, return_dict=False)[0]


def _tokens(vocab: int, batch: int, length: int) -> torch.Tensor:
    return torch.randint(0, vocab, (batch, length))


def bert(tiny: bool):
    import transformers

    small = dict(vocab_size=128, hidden_size=32, num_hidden_layers=1, num_attention_heads=2, intermediate_size=64)
    cfg = transformers.BertConfig(**(small if tiny else {}), hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
    cfg._attn_implementation = "sdpa"
    batch, length = (2, 16) if tiny else (32, 128)
    return _First(transformers.BertModel(cfg, add_pooling_layer=False)), (_tokens(cfg.vocab_size, batch, length),), \
        f"transformers {transformers.__version__} (BERT-base config)", False


def gpt2(tiny: bool):
    import transformers

    small = dict(vocab_size=128, n_embd=32, n_layer=1, n_head=2, n_positions=32, bos_token_id=0, eos_token_id=0)
    cfg = transformers.GPT2Config(**(small if tiny else {}), resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
    cfg._attn_implementation = "sdpa"
    m = transformers.GPT2LMHeadModel(cfg)
    m.config.use_cache = False
    batch, length = (2, 16) if tiny else (8, 1024)
    return _First(m), (_tokens(cfg.vocab_size, batch, length),), f"transformers {transformers.__version__} (GPT-2 small config)", False


def llama_1b(tiny: bool):
    import transformers

    if tiny:
        dims = dict(vocab_size=128, hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=4,
                    max_position_embeddings=32)
    else:
        dims = dict(vocab_size=32000, hidden_size=2048, intermediate_size=5632, num_hidden_layers=16,
                    num_attention_heads=32, max_position_embeddings=2048)
    cfg = transformers.LlamaConfig(**dims, num_key_value_heads=dims["num_attention_heads"], attention_dropout=0.0)
    cfg._attn_implementation = "sdpa"
    m = transformers.LlamaForCausalLM(cfg)
    m.config.use_cache = False
    batch, length = (2, 16) if tiny else (4, 2048)
    return _First(m), (_tokens(cfg.vocab_size, batch, length),), f"transformers {transformers.__version__} (Llama 1B config)", False


BUILDERS = {name: globals()[name] for name in MODELS}


def build(name: str, tiny: bool, device: str, bf16_weights: bool, seed: int = 0):
    """(model, inputs, where it came from) on `device`, deterministic for a seed: built there
    directly (a 1B-parameter model initializes in seconds on a GPU), channels-last where the row
    says so, in bfloat16 where `bf16_weights`."""
    torch.manual_seed(seed)
    with torch.device(device):
        m, args, src, channels_last = BUILDERS[name](tiny)
    args = tuple(a.to(device) for a in args)
    if channels_last:
        m = m.to(memory_format=torch.channels_last)
        args = tuple(a.contiguous(memory_format=torch.channels_last) for a in args)
    if bf16_weights:
        m = m.to(torch.bfloat16)
        args = tuple(a.to(torch.bfloat16) if a.is_floating_point() else a for a in args)
    return m, args, src


def rows(models: list[str], modes: list[str], precisions: list[str]) -> list[dict]:
    """The suite's rows in the order they run: precision, then model, then mode. `precisions` are
    "fp32" (float32, torch's TF32 settings as they are) and "bf16" (bfloat16 autocast; for a
    bfloat16-weights row, its bfloat16 run)."""
    out = []
    for precision in precisions:
        for model in models:
            weights = model in BF16_WEIGHTS
            if weights and precision != "bf16":
                continue
            for mode in modes:
                out.append({"model": model, "mode": mode, "precision": "bf16-weights" if weights else precision})
    return out
