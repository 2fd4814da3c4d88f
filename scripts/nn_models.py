"""Small models written with torch.nn alone, for `scripts/model_zoo.py`: the families that
torchvision and transformers do not cover and whose training used ops torchtpu could not compile
before 2026-12-07 (transposed convolutions, 3-d pooling, `EmbeddingBag`, `grid_sample`'s
gradient). Each builder returns (model, ("fn", make_inputs)), where `make_inputs(generator,
device)` gives the call's (args, kwargs)."""

from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F


def _block(conv, norm, cin, cout):
    return nn.Sequential(conv(cin, cout, 3, padding=1), norm(cout), nn.ReLU(inplace=True),
                         conv(cout, cout, 3, padding=1), norm(cout), nn.ReLU(inplace=True))


class UNet(nn.Module):
    """A two-level U-Net (2-d or 3-d): max pooling down, transposed convolutions up, skips by `cat`."""

    def __init__(self, dims: int = 2, cin: int = 1, classes: int = 3, width: int = 8):
        super().__init__()
        conv = nn.Conv2d if dims == 2 else nn.Conv3d
        norm = nn.BatchNorm2d if dims == 2 else nn.BatchNorm3d
        up = nn.ConvTranspose2d if dims == 2 else nn.ConvTranspose3d
        self.pool = nn.MaxPool2d(2) if dims == 2 else nn.MaxPool3d(2)
        self.down1, self.down2 = _block(conv, norm, cin, width), _block(conv, norm, width, 2 * width)
        self.bottom = _block(conv, norm, 2 * width, 4 * width)
        self.up2, self.dec2 = up(4 * width, 2 * width, 2, stride=2), _block(conv, norm, 4 * width, 2 * width)
        self.up1, self.dec1 = up(2 * width, width, 2, stride=2), _block(conv, norm, 2 * width, width)
        self.head = conv(width, classes, 1)

    def forward(self, x):
        d1 = self.down1(x)
        d2 = self.down2(self.pool(d1))
        b = self.bottom(self.pool(d2))
        u2 = self.dec2(torch.cat([self.up2(b), d2], 1))
        return self.head(self.dec1(torch.cat([self.up1(u2), d1], 1)))


class DCGAN(nn.Module):
    """DCGAN's generator (transposed convolutions from a latent vector) and its discriminator on
    the generated images: one model, so that one backward reaches both."""

    def __init__(self, latent: int = 16, width: int = 8):
        super().__init__()
        self.generator = nn.Sequential(
            nn.ConvTranspose2d(latent, 4 * width, 4, 1, 0, bias=False), nn.BatchNorm2d(4 * width), nn.ReLU(True),
            nn.ConvTranspose2d(4 * width, 2 * width, 4, 2, 1, bias=False), nn.BatchNorm2d(2 * width), nn.ReLU(True),
            nn.ConvTranspose2d(2 * width, width, 4, 2, 1, bias=False), nn.BatchNorm2d(width), nn.ReLU(True),
            nn.ConvTranspose2d(width, 3, 4, 2, 1, bias=False), nn.Tanh())
        self.discriminator = nn.Sequential(
            nn.Conv2d(3, width, 4, 2, 1, bias=False), nn.LeakyReLU(0.2, True),
            nn.Conv2d(width, 2 * width, 4, 2, 1, bias=False), nn.BatchNorm2d(2 * width), nn.LeakyReLU(0.2, True),
            nn.Conv2d(2 * width, 1, 8, 1, 0, bias=False))

    def forward(self, z):
        return self.discriminator(self.generator(z)).flatten(1)


class DLRM(nn.Module):
    """DLRM's shape: a bottom MLP over dense features, one `EmbeddingBag` per sparse feature
    (bags of several ids, given by offsets), pairwise dot-product interactions, a top MLP."""

    def __init__(self, dense: int = 8, tables=(50, 30, 20), dim: int = 16):
        super().__init__()
        self.bottom = nn.Sequential(nn.Linear(dense, 32), nn.ReLU(), nn.Linear(32, dim), nn.ReLU())
        self.tables = nn.ModuleList(nn.EmbeddingBag(n, dim, mode="sum") for n in tables)
        features = len(tables) + 1
        self.top = nn.Sequential(nn.Linear(dim + features * (features - 1) // 2, 32), nn.ReLU(), nn.Linear(32, 1))

    def forward(self, dense, ids, offsets):
        x = self.bottom(dense)
        vectors = torch.stack([x] + [t(i, o) for t, i, o in zip(self.tables, ids, offsets)], 1)
        products = vectors @ vectors.transpose(1, 2)
        rows, cols = torch.tril_indices(vectors.shape[1], vectors.shape[1], -1)
        return self.top(torch.cat([x, products[:, rows, cols]], 1))


class SpatialTransformerNet(nn.Module):
    """A classifier behind a spatial transformer: a localization network predicts an affine map
    and the image is resampled through it (`affine_grid`, `grid_sample`)."""

    def __init__(self):
        super().__init__()
        self.loc = nn.Sequential(nn.Conv2d(1, 8, 5), nn.MaxPool2d(2), nn.ReLU(), nn.Conv2d(8, 10, 5), nn.MaxPool2d(2),
                                 nn.ReLU(), nn.Flatten(), nn.Linear(10 * 4 * 4, 6))
        # Near the identity map, but not a map that puts sample points exactly on pixel rows or
        # columns, where bilinear sampling has no derivative and eager's and any compiler's
        # rounding pick different sides (an identity bias with a zero weight does that).
        with torch.no_grad():
            self.loc[-1].weight.mul_(0.1)
            self.loc[-1].bias.copy_(torch.tensor([0.97, 0.13, 0.071, -0.11, 0.93, 0.037]))
        self.classify = nn.Sequential(nn.Conv2d(1, 8, 5), nn.MaxPool2d(2), nn.ReLU(), nn.Flatten(),
                                      nn.Linear(8 * 12 * 12, 10))

    def forward(self, x):
        grid = F.affine_grid(self.loc(x).view(-1, 2, 3), x.shape, align_corners=False)
        return self.classify(F.grid_sample(x, grid, align_corners=False))


def _images(*shape):
    return lambda g, device: ((torch.randn(*shape, generator=g).to(device),), {})


def unet2d():
    return UNet(2), ("fn", _images(2, 1, 32, 32))


def unet3d():
    return UNet(3, width=4), ("fn", _images(2, 1, 16, 16, 16))


def dcgan():
    return DCGAN(), ("fn", _images(4, 16, 1, 1))


def dlrm():
    def inputs(g, device):
        dense = torch.randn(4, 8, generator=g)
        ids = [torch.randint(0, n, (10,), generator=g) for n in (50, 30, 20)]
        offsets = [torch.tensor([0, 2, 5, 5]) for _ in ids]  # bags of 2, 3, 0 and 5 ids
        return (dense.to(device), [i.to(device) for i in ids], [o.to(device) for o in offsets]), {}

    return DLRM(), ("fn", inputs)


def stn():
    return SpatialTransformerNet(), ("fn", _images(4, 1, 28, 28))


BUILDERS = {"unet2d": unet2d, "unet3d": unet3d, "dcgan": dcgan, "dlrm": dlrm, "stn": stn}
