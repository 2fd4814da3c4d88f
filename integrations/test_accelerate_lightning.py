"""accelerate's `Accelerator` and Lightning (`Trainer` with a compiled `LightningModule`, and
Fabric) training with torchtpu, against the same loops in eager."""

import pytest
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

import torchtpu
from conftest import close

accelerate = pytest.importorskip("accelerate")
L = pytest.importorskip("lightning")


def data(n: int = 64):
    g = torch.Generator().manual_seed(0)
    x = torch.randn(n, 16, generator=g)
    y = (x[:, :4].sum(1) > 0).long()
    return TensorDataset(x, y)


def net():
    return nn.Sequential(nn.Linear(16, 64), nn.GELU(), nn.Dropout(0.1), nn.LayerNorm(64), nn.Linear(64, 2))


def epoch(model, opt, loader, backward) -> list[float]:
    """One epoch of the user's own loop; `backward` is the library's (`Accelerator.backward`,
    `Fabric.backward`)."""
    losses = []
    for x, y in loader:
        opt.zero_grad()
        loss = nn.functional.cross_entropy(model(x), y)
        backward(loss)
        opt.step()
        losses.append(loss.item())
    return losses


def accelerate_losses(compiled: bool) -> list[float]:
    torch.manual_seed(0)
    acc = accelerate.Accelerator(cpu=True)
    model = net()
    if compiled:
        model = torch.compile(model, backend="torchtpu")
    opt = torch.optim.AdamW(model.parameters(), lr=1e-2)
    loader = DataLoader(data(), batch_size=16, shuffle=True, generator=torch.Generator().manual_seed(0))
    model, opt, loader = acc.prepare(model, opt, loader)
    return epoch(model, opt, loader, acc.backward)


def test_accelerator():
    close(accelerate_losses(False), accelerate_losses(True))
    assert torchtpu.stats()["graphs"] >= 2  # forward and backward


class Classifier(L.LightningModule):
    def __init__(self):
        super().__init__()
        self.net = net()
        self.losses: list[float] = []

    def forward(self, x):
        return self.net(x)

    def training_step(self, batch, _):
        x, y = batch
        loss = nn.functional.cross_entropy(self(x), y)
        self.losses.append(loss.item())
        return loss

    def configure_optimizers(self):
        opt = torch.optim.AdamW(self.parameters(), lr=1e-2)
        return {"optimizer": opt, "lr_scheduler": torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)}


def lightning_losses(compiled: bool) -> list[float]:
    L.seed_everything(0, verbose=False)
    module = Classifier()
    trained = torch.compile(module, backend="torchtpu") if compiled else module
    trainer = L.Trainer(accelerator="cpu", devices=1, max_epochs=2, logger=False, enable_checkpointing=False,
                        enable_progress_bar=False, enable_model_summary=False)
    trainer.fit(trained, DataLoader(data(), batch_size=16, shuffle=True, generator=torch.Generator().manual_seed(0)))
    return module.losses


def test_lightning_trainer():
    close(lightning_losses(False), lightning_losses(True))
    assert torchtpu.stats()["graphs"] >= 2


def fabric_losses(compiled: bool) -> list[float]:
    fabric = L.Fabric(accelerator="cpu", devices=1)
    fabric.seed_everything(0)
    model = net()
    if compiled:
        model = torch.compile(model, backend="torchtpu")
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    model, opt = fabric.setup(model, opt)
    loader = fabric.setup_dataloaders(DataLoader(data(), batch_size=16, shuffle=True,
                                                 generator=torch.Generator().manual_seed(0)))
    return epoch(model, opt, loader, fabric.backward)


def test_lightning_fabric():
    close(fabric_losses(False), fabric_losses(True))
    assert torchtpu.stats()["graphs"] >= 2
