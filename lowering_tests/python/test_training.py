"""Training loops under torch.compile(backend="torchtpu"): forward, backward and the optimizer step
(itself compiled) for SGD with momentum and AdamW. 50 steps of a small CNN and a small transformer
follow eager's losses within 1e-3 relative; the first step's gradients match within 1e-4."""

import copy

import pytest
import torch
import torch.nn as nn

import models
import torchtpu

OPTIMIZERS = {
    "sgd_momentum": lambda p: torch.optim.SGD(p, lr=0.01, momentum=0.9),
    "adamw": lambda p: torch.optim.AdamW(p, lr=1e-3),
}


def cnn_case():
    x = models.cnn_inputs(batch=8)
    labels = torch.arange(8) % 10
    return models.TinyCNN(), x, lambda out: nn.functional.cross_entropy(out, labels)


def transformer_case():
    ids = models.transformer_inputs(batch=2, seq=8)
    targets = torch.roll(ids, -1, dims=1)
    return (
        models.TinyTransformer(d=32, layers=1),
        ids,
        lambda logits: nn.functional.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1)),
    )


def train(model, x, loss_fn, make_opt, compiled, steps=50):
    opt = make_opt(model.parameters())
    fwd = torch.compile(model, backend="torchtpu") if compiled else model
    step = torch.compile(opt.step, backend="torchtpu") if compiled else opt.step
    losses, first_grads = [], None
    for i in range(steps):
        opt.zero_grad()
        loss = loss_fn(fwd(x))
        loss.backward()
        if i == 0:
            first_grads = [p.grad.clone() for p in model.parameters()]
        step()
        losses.append(loss.item())
    return losses, first_grads


@pytest.mark.parametrize("opt_name", sorted(OPTIMIZERS))
@pytest.mark.parametrize("make_case", [cnn_case, transformer_case], ids=["cnn", "transformer"])
def test_training_follows_eager(monkeypatch, make_case, opt_name):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch.manual_seed(0)
    model, x, loss_fn = make_case()
    tpu_losses, tpu_grads = train(copy.deepcopy(model), x, loss_fn, OPTIMIZERS[opt_name], compiled=True)
    ref_losses, ref_grads = train(copy.deepcopy(model), x, loss_fn, OPTIMIZERS[opt_name], compiled=False)
    for i, (a, b) in enumerate(zip(tpu_losses, ref_losses)):
        assert abs(a - b) <= 1e-3 * abs(b), f"step {i}: loss {a} vs eager {b}"
    assert ref_losses[-1] < ref_losses[0], "the loop trains"
    for g, r in zip(tpu_grads, ref_grads):
        torch.testing.assert_close(g, r, rtol=1e-4, atol=1e-4)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["compiles"] + s["cache_hits"] >= 3, s
