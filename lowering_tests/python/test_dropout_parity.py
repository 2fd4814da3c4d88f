"""Under TORCHTPU_RANDOM=torch every random op draws eager's numbers (docs/modes.md): dropout in
its forms and inside library modules, in train mode, bit-equal to eager under the same
torch.manual_seed, including on non-contiguous inputs (eager's kernels draw in the input's memory
order: the attention output `nn.TransformerEncoderLayer` drops out is a transposed view)."""

import copy

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import torchtpu


class Transposed(nn.Module):
    """`module` applied to a transposed view, as nn.MultiheadAttention's output reaches dropout1."""

    def __init__(self, module):
        super().__init__()
        self.module = module

    def forward(self, x):
        return self.module((x * 2).transpose(0, 1))


class Functional(nn.Module):
    """`fn` after a compiled op. (A graph of nothing but eager random ops is refused as a whole
    under TORCHTPU_FALLBACK=error: "no op in it has a lowering rule".)"""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x * 2)


def encoder_layer(**kwargs):
    return nn.TransformerEncoderLayer(16, 4, 32, dropout=0.5, **kwargs)


CASES = {
    "encoder_layer": lambda: (encoder_layer(), (5, 2, 16)),
    "encoder_layer_batch_first": lambda: (encoder_layer(batch_first=True), (2, 5, 16)),
    "encoder_layer_norm_first_gelu": lambda: (encoder_layer(batch_first=True, norm_first=True, activation="gelu"),
                                              (2, 5, 16)),
    "encoder": lambda: (nn.TransformerEncoder(encoder_layer(batch_first=True), 2, enable_nested_tensor=False),
                        (2, 5, 16)),
    "multihead_attention": lambda: (Functional(_mha()), (2, 5, 16)),
    "dropout": lambda: (Functional(nn.Dropout(0.5)), (4, 8, 6)),
    "dropout_transposed": lambda: (Transposed(nn.Dropout(0.3)), (4, 8, 6)),
    "dropout1d": lambda: (Functional(nn.Dropout1d(0.5)), (4, 8, 6)),
    "dropout2d": lambda: (Functional(nn.Dropout2d(0.5)), (2, 4, 6, 6)),
    "dropout2d_transposed": lambda: (Transposed(nn.Dropout2d(0.5)), (4, 2, 6, 6)),
    "dropout3d": lambda: (Functional(nn.Dropout3d(0.5)), (2, 4, 3, 3, 3)),
    "alpha_dropout": lambda: (Functional(nn.AlphaDropout(0.5)), (4, 8, 6)),
    "alpha_dropout_transposed": lambda: (Transposed(nn.AlphaDropout(0.5)), (4, 8, 6)),
    "feature_alpha_dropout": lambda: (Functional(nn.FeatureAlphaDropout(0.5)), (2, 4, 6, 6)),
    "f_dropout": lambda: (Functional(lambda x: F.dropout(x, 0.4, training=True)), (4, 8, 6)),
    "f_dropout_transposed": lambda: (Functional(lambda x: F.dropout(x.transpose(1, 2), 0.4, training=True)),
                                     (4, 8, 6)),
}


# Cases whose only arithmetic after the draw is eager's own (the dropout runs in eager).
EXACT = {"dropout", "dropout1d", "dropout2d", "dropout3d", "dropout_transposed", "f_dropout", "f_dropout_transposed"}


def _mha():
    mha = nn.MultiheadAttention(16, 4, dropout=0.5, batch_first=True)
    return lambda x: mha(x, x, x, need_weights=False)[0]


@pytest.fixture
def torch_random(monkeypatch):
    monkeypatch.setenv("TORCHTPU_RANDOM", "torch")


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("mode", ["fused", "debug"])
def test_dropout_draws_as_eager(torch_random, monkeypatch, case, mode):
    monkeypatch.setenv("TORCHTPU_MODE", mode)
    model, shape = CASES[case]()
    model.train()
    x = torch.randn(*shape)
    compiled = torch.compile(copy.deepcopy(model), backend="torchtpu")
    for seed in (1, 2):
        torch.manual_seed(seed)
        out = compiled(x)
        after_compiled = torch.get_rng_state()
        torch.manual_seed(seed)
        ref = model(x)
        # A mask drawn differently is off by the kept values (0.1 and more); the compiled
        # arithmetic around the draws may differ from eager's in the last bit.
        torch.testing.assert_close(out, ref, rtol=1e-5, atol=1e-5, msg=case)
        if case in EXACT:
            assert torch.equal(out, ref), f"{case}: max difference {(out - ref).abs().max().item()}"
        assert torch.equal(after_compiled, torch.get_rng_state()), "the generator must end where eager leaves it"
    s = torchtpu.stats()
    assert s["graphs"] > 0 and s["fallbacks"] == 0, s
