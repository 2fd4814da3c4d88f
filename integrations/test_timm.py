"""A timm training loop with timm's own optimizer factory, scheduler and loss, with torchtpu,
against the same loop in eager."""

import pytest
import torch

import torchtpu
from conftest import close

timm = pytest.importorskip("timm")
from timm.loss import LabelSmoothingCrossEntropy  # noqa: E402
from timm.optim import create_optimizer_v2  # noqa: E402
from timm.scheduler import CosineLRScheduler  # noqa: E402


def losses(name: str, compiled: bool, steps: int = 4, size: int = 32, **kwargs) -> list[float]:
    torch.manual_seed(0)
    model = timm.create_model(name, pretrained=False, num_classes=10, **kwargs)
    model.train()
    opt = create_optimizer_v2(model, opt="adamw", lr=1e-3, weight_decay=0.05)
    sched = CosineLRScheduler(opt, t_initial=steps, warmup_t=1, warmup_lr_init=1e-4)
    crit = LabelSmoothingCrossEntropy(smoothing=0.1)
    run = torch.compile(model, backend="torchtpu") if compiled else model
    g = torch.Generator().manual_seed(0)
    out = []
    for step in range(steps):
        x = torch.randn(4, 3, size, size, generator=g)
        y = torch.randint(0, 10, (4,), generator=g)
        opt.zero_grad()
        loss = crit(run(x), y)
        loss.backward()
        opt.step()
        sched.step(step + 1)
        out.append(loss.item())
    return out


@pytest.mark.parametrize("name,kwargs", [
    ("resnet10t", {}),
    ("vit_tiny_patch16_224", {"img_size": 32, "patch_size": 8}),
], ids=["resnet10t", "vit_tiny"])
def test_timm_training_loop(name, kwargs):
    # Batch norm over 4 images and AdamW amplify float rounding a little over 4 steps.
    close(losses(name, False, **kwargs), losses(name, True, **kwargs), tol=1e-4)
    assert torchtpu.stats()["graphs"] >= 2
