"""A convolution module compiled with torchtpu against the same module in eager: output, input,
weight and bias gradients, and the StableHLO it dumped (shared by test_blas_gemm.py,
test_aten_conv.py and test_channels_last.py)."""

from __future__ import annotations

import torch

import torchtpu


def check_against_eager(make, shape, dtype, dump_dir, tol) -> str:
    """Builds two modules with `make()` (same weights), runs one compiled (torchtpu, no fallback)
    and one in eager on the same input of `shape` and `dtype`, backward with one random output
    gradient, and checks the output and every gradient within `tol`. Returns the text of the
    `.mlir` files in `dump_dir` (set as `TORCHTPU_DUMP_DIR` by the caller)."""
    torch.manual_seed(0)
    conv, ref = make().to(dtype), make().to(dtype)
    ref.load_state_dict(conv.state_dict())
    x = torch.randn(shape, dtype=dtype)
    xa, xb = x.clone().requires_grad_(), x.clone().requires_grad_()
    torch._dynamo.reset()
    out, expected = torch.compile(conv, backend="torchtpu")(xa), ref(xb)
    grad = torch.randn_like(out)
    out.backward(grad)
    expected.backward(grad)
    assert torchtpu.stats()["fallbacks"] == 0
    torch.testing.assert_close(out, expected, **tol)
    torch.testing.assert_close(xa.grad, xb.grad, **tol)
    torch.testing.assert_close(conv.weight.grad, ref.weight.grad, **tol)
    # The bias gradient sums the output gradient over batch and positions (512 and more terms
    # with cancellation): its rounding is a few units of the sum of the terms' magnitudes, in an
    # order that follows the machine's vector width (XLA's reduction on AVX2 against AVX-512).
    dims = [d for d in range(grad.dim()) if d != 1]
    magnitude = float(grad.abs().sum(dims).max())
    bias_tol = dict(tol, atol=max(tol["atol"], 4 * torch.finfo(dtype).eps * magnitude))
    torch.testing.assert_close(conv.bias.grad, ref.bias.grad, **bias_tol)
    return "".join(p.read_text(errors="replace") for p in dump_dir.rglob("*.mlir"))


def train_beside_eager(m: torch.nn.Module, x: torch.Tensor):
    """Three training steps of `m` compiled (torchtpu) and of an eager copy, on `x` and a copy
    (both requiring grad), loss `square().mean()`; the stats are reset before the third, whose
    gradients stay accumulated. Returns (the eager copy, its input, the third step's stats)."""
    import copy

    ref = copy.deepcopy(m)
    x.requires_grad_(True)
    xr = x.detach().clone().requires_grad_(True)
    torch._dynamo.reset()
    c = torch.compile(m, backend="torchtpu")
    for step in range(3):
        if step == 2:
            torchtpu.reset_stats()
        c(x).square().mean().backward()
        ref(xr).square().mean().backward()
    return ref, xr, torchtpu.stats()
