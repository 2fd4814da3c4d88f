"""Float32 products in the BLAS or oneDNN (runtime/cpu_kernels/gemm_choice.rs): with
`TORCHTPU_GEMM=onednn` every layout the product kernel takes gives eager's numbers through
oneDNN; by default each large shape is timed on both libraries, then keeps one, and the results
match eager before, during and after the trials."""

import os
import subprocess
import sys
import textwrap

import pytest
import torch

import torchtpu
from torchtpu import device

HERE = os.path.dirname(os.path.abspath(__file__))


def _onednn_runs_here() -> bool:
    """oneDNN's float32 product runs on x86 CPUs with AVX-512 BW, VL and DQ (or AVX-NE-CONVERT)."""
    try:
        flags = open("/proc/cpuinfo").read().split()
    except OSError:
        return False
    return {"avx512bw", "avx512vl", "avx512dq"} <= set(flags) or "avx_ne_convert" in flags


CHILD = textwrap.dedent(
    """
    import torch, torchtpu
    from torchtpu import device
    torch.manual_seed(0)
    cases = [
        (lambda a, b: a @ b, [(64, 96), (96, 80)]),
        (lambda x, w: torch.nn.functional.linear(x, w), [(64, 96), (80, 96)]),
        (lambda a, b: a.t() @ b, [(96, 64), (96, 80)]),
        (lambda a, b: a.t() @ b.t(), [(96, 64), (80, 96)]),
        (lambda c, a, b: torch.addmm(c, a, b), [(80,), (64, 96), (96, 80)]),
        (lambda r, a, b: r + a @ b, [(64, 80), (64, 96), (96, 80)]),
        (lambda a, b: torch.bmm(a, b), [(3, 40, 50), (3, 50, 60)]),
        (lambda q, k: q @ k.transpose(-1, -2), [(2, 4, 64, 32), (2, 4, 64, 32)]),
    ]
    worst = 0.0
    for fn, shapes in cases:
        args = [torch.randn(s) for s in shapes]
        torch._dynamo.reset()
        out = torch.compile(fn, backend="torchtpu")(*args)
        torch.testing.assert_close(out, fn(*args), rtol=1e-5, atol=1e-4)
        worst = max(worst, (out - fn(*args)).abs().max().item())
    # A Linear stack's training step: the forward, the input and weight gradients.
    model = torch.nn.Sequential(torch.nn.Linear(256, 512), torch.nn.GELU(), torch.nn.Linear(512, 128))
    ref = torch.nn.Sequential(torch.nn.Linear(256, 512), torch.nn.GELU(), torch.nn.Linear(512, 128))
    ref.load_state_dict(model.state_dict())
    x = torch.randn(64, 256)
    torch._dynamo.reset()
    torch.compile(model, backend="torchtpu")(x).square().sum().backward()
    ref(x).square().sum().backward()
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-4)
    # Lengths padded to a shape bucket: the product is bounded to the true rows, and oneDNN
    # computes rows rounded up to 16 (37 -> 48, 50 -> 64) of the padded buffers.
    torch._dynamo.reset()
    lin = torch.nn.Linear(256, 512)
    f = torch.compile(lin, backend="torchtpu", dynamic=True)
    with torch.no_grad():
        for n in (37, 50, 64, 37):
            x = torch.randn(n, 256)
            torch.testing.assert_close(f(x), lin(x), rtol=1e-5, atol=1e-4)
    s = torchtpu.stats()
    assert s["bucket_compiles"] >= 1 and s["bucket_hits"] >= 1, s
    print("RESULT", s["fallbacks"], s["products_onednn"], device.runtime_info()["onednn_products"])
    """
)


def _child(env_extra):
    env = dict(os.environ, TORCHTPU_FALLBACK="error", **env_extra)
    r = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=300, cwd=HERE)
    assert r.returncode == 0, r.stderr[-3000:]
    line = [l for l in r.stdout.splitlines() if l.startswith("RESULT")][-1].split()
    return int(line[1]), int(line[2]), line[3] == "True"


def test_every_product_layout_matches_eager_through_onednn():
    fallbacks, onednn_calls, available = _child({"TORCHTPU_GEMM": "onednn"})
    assert fallbacks == 0
    assert available == _onednn_runs_here()
    if available:
        # Every product above ran in oneDNN: one in each of the 8 programs, and the training step's
        # 2 forward products and 3 backward (the second layer's input and weight gradients, the
        # first's weight gradient; the input needs none), and the 4 bucketed calls.
        assert onednn_calls >= 17
    else:
        # A CPU oneDNN refuses keeps the BLAS, with the same results.
        assert onednn_calls == 0


def test_the_blas_alone_runs_no_onednn_product():
    fallbacks, onednn_calls, _ = _child({"TORCHTPU_GEMM": "blas"})
    assert (fallbacks, onednn_calls) == (0, 0)


def test_a_large_shape_is_timed_on_both_then_keeps_one_and_matches_eager_throughout():
    torch.manual_seed(0)
    torch._dynamo.reset()
    # Sizes no other test uses: a shape's trials happen once per process.
    lin = torch.nn.Linear(520, 1000)
    f = torch.compile(lin, backend="torchtpu")
    x = torch.randn(264, 520)
    before = torchtpu.stats()
    with torch.no_grad():
        expected = lin(x)
        # Trials, then the kept library: each call matches eager.
        for _ in range(8):
            torch.testing.assert_close(f(x), expected, rtol=1e-5, atol=1e-4)
    after = torchtpu.stats()
    assert after["fallbacks"] == before["fallbacks"]
    chosen = after["product_shapes_chosen"] - before["product_shapes_chosen"]
    onednn_calls = after["products_onednn"] - before["products_onednn"]
    if device.runtime_info()["onednn_products"] and os.environ.get("TORCHTPU_GEMM", "auto") == "auto":
        # 264 x 1000 x 520 is above the trials' floor: its trials ran (oneDNN's three among them).
        assert chosen == 1
        assert onednn_calls >= 3
    else:
        assert chosen == 0


def test_small_products_never_try_onednn():
    torch._dynamo.reset()
    f = torch.compile(lambda a, b: a @ b, backend="torchtpu")
    a, b = torch.randn(64, 96), torch.randn(96, 80)
    s0 = torchtpu.stats()
    for _ in range(6):
        torch.testing.assert_close(f(a, b), a @ b)
    s1 = torchtpu.stats()
    assert s1["fallbacks"] == s0["fallbacks"] and s1["executions"] > s0["executions"]
    if os.environ.get("TORCHTPU_GEMM", "auto") == "auto":
        assert s1["products_onednn"] == s0["products_onednn"]
