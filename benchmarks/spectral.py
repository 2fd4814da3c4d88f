"""Models built on Fourier transforms (lower/fft.rs), at the sizes people run, beside eager and
Inductor: the step time of each backend and its speed-up over eager (higher is faster).

    .venv/bin/python benchmarks/spectral.py                          # every row, eager, Inductor, torchtpu
    .venv/bin/python benchmarks/spectral.py --rows fno --backends eager,torchtpu

Rows (random weights and inputs, seeded):
- `fno`: a Fourier Neural Operator (4 spectral layers: `rfft2`, the lowest 16x16 modes times
  learned complex weights, `irfft2`, plus a 1x1 convolution and GELU), 32 channels on a 64x64
  grid, batch 8; a training step (forward, MSE loss, backward, Adam);
- `spectrogram`: a log-magnitude STFT front end (Hann window of 400, hop 160, as speech models
  take 16 kHz audio) of 8 clips of 4 s, then a 80-band projection; inference;
- `fnet`: FNet's token mixing, the real part of a 2-d FFT over 512 tokens x 768 features, batch 8,
  with its layer norm and feed-forward (one encoder layer); inference.

Each model is compiled once per backend; then rounds of `--calls` steps run each backend in turn,
so every backend sees the same machine load (`benchmarks/timing.py`); the table prints each
backend's median over rounds of its mean step and its speed-up over eager. Torch keeps its default thread count (every backend uses all cores). Every
backend's result is checked against eager's. Not a test.
"""

from __future__ import annotations

import argparse
import copy
import os
import sys
import time
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from benchmarks.timing import interleaved_us, start_table, table_row  # noqa: E402


class SpectralConv2d(nn.Module):
    def __init__(self, channels: int, modes: int):
        super().__init__()
        self.modes = modes
        scale = 1.0 / (channels * channels)
        self.w = nn.Parameter(scale * torch.randn(channels, channels, modes, modes, dtype=torch.cfloat))
        self.mix = nn.Conv2d(channels, channels, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        m = self.modes
        xf = torch.fft.rfft2(x)
        out = torch.zeros(x.shape[0], x.shape[1], x.shape[2], x.shape[3] // 2 + 1, dtype=torch.cfloat)
        out[:, :, :m, :m] = torch.einsum("bixy,ioxy->boxy", xf[:, :, :m, :m], self.w)
        return F.gelu(torch.fft.irfft2(out, s=x.shape[-2:]) + self.mix(x))


class Spectrogram(nn.Module):
    def __init__(self, n_fft: int = 400, hop: int = 160, bands: int = 80):
        super().__init__()
        self.n_fft, self.hop = n_fft, hop
        self.register_buffer("window", torch.hann_window(n_fft))
        self.bands = nn.Linear(n_fft // 2 + 1, bands, bias=False)
        with torch.no_grad():
            # Non-negative band weights, as a mel filterbank's: sums of powers, no cancellation
            # for the logarithm to magnify.
            self.bands.weight.abs_()

    def forward(self, audio: torch.Tensor) -> torch.Tensor:
        s = torch.stft(audio, self.n_fft, self.hop, window=self.window, return_complex=True)
        power = s.abs() ** 2
        return torch.log(self.bands(power.transpose(1, 2)).clamp(min=1e-10))


class FNetLayer(nn.Module):
    def __init__(self, d: int = 768, ff: int = 3072):
        super().__init__()
        self.norm1, self.norm2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.ff = nn.Sequential(nn.Linear(d, ff), nn.GELU(), nn.Linear(ff, d))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.norm1(x + torch.fft.fftn(x, dim=(1, 2)).real)
        return self.norm2(x + self.ff(x))


def build(name: str) -> tuple[nn.Module, tuple, bool]:
    """The model, its inputs and whether the row is a training step."""
    torch.manual_seed(0)
    if name == "fno":
        return nn.Sequential(*[SpectralConv2d(32, 16) for _ in range(4)]), (torch.randn(8, 32, 64, 64),), True
    if name == "spectrogram":
        return Spectrogram(), (torch.randn(8, 4 * 16000),), False
    if name == "fnet":
        return FNetLayer(), (torch.randn(8, 512, 768),), False
    raise SystemExit(f"unknown row {name!r}: expected fno, spectrogram or fnet")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", default="fno,spectrogram,fnet")
    ap.add_argument("--backends", default="eager,inductor,torchtpu")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--calls", type=int, default=3, help="steps per backend per round")
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    import torchtpu

    backends = start_table(args.backends, "row")
    for name in args.rows.split(","):
        base, inputs, training = build(name)
        steps, results = {}, {}
        for b in backends:
            m = copy.deepcopy(base).train(training)
            f = m if b == "eager" else torch.compile(m, backend=b)
            opt = torch.optim.Adam(m.parameters(), lr=1e-4) if training else None

            def step(f=f, opt=opt, b=b) -> None:
                if opt is None:
                    with torch.no_grad():
                        results[b] = f(*inputs)
                    return
                opt.zero_grad(set_to_none=True)
                out = f(*inputs)
                F.mse_loss(out, torch.zeros_like(out)).backward()
                opt.step()
                results[b] = out.detach()

            t0 = time.perf_counter()
            step()
            print(f"#   {name}: {b} first step (compile) {time.perf_counter() - t0:.1f} s", file=sys.stderr)
            step()
            steps[b] = step
        torchtpu.reset_stats()
        us = interleaved_us(steps, args.calls, args.rounds, warmup=0)
        fallbacks = torchtpu.stats()["fallbacks"]
        for b in backends[1:]:
            # Training rows have taken the same number of steps: the last outputs compare.
            torch.testing.assert_close(results[b], results["eager"], rtol=2e-3, atol=2e-3)
        med = {b: v / 1e3 for b, v in us.items()}
        note = f" (torchtpu fallbacks: {fallbacks})" if fallbacks else ""
        kind = "training" if training else "inference"
        table_row(f"{name} {kind}{note}", med, backends, 1)


if __name__ == "__main__":
    main()
