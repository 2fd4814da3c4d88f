"""Parameters in the layout the compiler asks for (`input_layout` pass, torchtpu/graph/layouts.py): a
linear layer's weight is taken transposed and a convolution's kernel-major, prepared once per
version of the parameter; results match eager through in-place updates, optimizer steps and
replaced parameters."""

import copy
import gc

import pytest
import torch
import torch.nn as nn

import torchtpu
from torchtpu.graph.layouts import PreparedInputs


@pytest.fixture(autouse=True)
def _fresh(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch._dynamo.reset()
    torchtpu.reset_stats()
    yield
    torch._dynamo.reset()


def mlp():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 8)).eval()


def test_linear_weights_are_prepared_once_and_reused():
    m, x = mlp(), torch.randn(4, 16)
    c = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        for _ in range(5):
            torch.testing.assert_close(c(x), m(x), rtol=1e-5, atol=1e-6)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0
    assert s["layout_copies"] == 2, s  # the two weights, once
    assert s["layout_reuses"] == 2 * 4, s


def test_in_place_updates_between_calls_are_seen():
    m, x = mlp(), torch.randn(4, 16)
    c = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        c(x)
        m[0].weight.mul_(-2.0)
        m[2].weight.copy_(torch.randn_like(m[2].weight))
        torch.testing.assert_close(c(x), m(x), rtol=1e-5, atol=1e-6)
        nn.init.normal_(m[0].weight)
        torch.testing.assert_close(c(x), m(x), rtol=1e-5, atol=1e-6)
    assert torchtpu.stats()["layout_copies"] == 2 + 2 + 1


def test_a_replaced_parameter_is_used():
    m, x = mlp(), torch.randn(4, 16)
    c = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        c(x)
        m[0].weight = nn.Parameter(torch.randn(32, 16))
        torch.testing.assert_close(c(x), m(x), rtol=1e-5, atol=1e-6)


def test_training_steps_follow_eager():
    torch.manual_seed(0)
    ref = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 4))
    tpu = torch.compile(copy.deepcopy(ref), backend="torchtpu")
    x, y = torch.randn(8, 16), torch.randn(8, 4)
    opts = [torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9) for m in (ref, tpu)]
    for _ in range(5):
        for m, opt in zip((ref, tpu), opts):
            opt.zero_grad()
            ((m(x) - y) ** 2).mean().backward()
            opt.step()
    for a, b in zip(ref.parameters(), tpu.parameters()):
        torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-5)
    s = torchtpu.stats()
    # Training graphs take the weights as they are: each step changes them, so a prepared copy
    # would be remade every step (only inference graphs, whose copies are reused, prepare them).
    assert s["fallbacks"] == 0 and s["layout_copies"] == 0, s
    with torch.no_grad():
        torch.testing.assert_close(tpu(x), ref(x), rtol=1e-4, atol=1e-5)
    assert torchtpu.stats()["layout_copies"] == 2  # the inference graph's two weights


def test_convolution_weights_are_prepared(monkeypatch):
    # For XLA's convolutions and the patch lowering; torch's own kernels read torch's layout.
    monkeypatch.setenv("TORCHTPU_ATEN_CONV", "0")
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU(), nn.Conv2d(8, 8, 3, padding=1), nn.AdaptiveAvgPool2d(1)).eval()
    x = torch.randn(2, 3, 2, 2)  # 3x3 kernels over 2x2 maps: the patch lowering, too
    c = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        torch.testing.assert_close(c(x), m(x), rtol=1e-5, atol=1e-6)
        x2 = torch.randn(2, 3, 2, 2)
        torch.testing.assert_close(c(x2), m(x2), rtol=1e-5, atol=1e-6)
    s = torchtpu.stats()
    assert s["layout_copies"] == 2 and s["layout_reuses"] == 2, s


def test_convolution_weights_stay_as_they_are_for_torchs_kernels():
    # The ATen convolutions (test_aten_conv.py) read [Cout, C, kh, kw]: no prepared copy.
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(16, 16, 3, padding=1), nn.ReLU(), nn.Conv2d(16, 8, 3, padding=1)).eval()
    x = torch.randn(2, 16, 12, 12)
    with torch.no_grad():
        assert "torchtpu_aten_conv" in torchtpu.inspect(m, x)[0]
        torch.testing.assert_close(torch.compile(m, backend="torchtpu")(x), m(x), rtol=1e-5, atol=1e-5)
    assert torchtpu.stats()["layout_copies"] == 0


def test_layouts_can_be_turned_off(monkeypatch):
    monkeypatch.setenv("TORCHTPU_INPUT_LAYOUTS", "0")
    m, x = mlp(), torch.randn(4, 16)
    c = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        torch.testing.assert_close(c(x), m(x), rtol=1e-5, atol=1e-6)
    assert torchtpu.stats()["layout_copies"] == 0


def test_a_new_tensor_at_a_freed_tensors_address_is_not_mistaken_for_it():
    p = PreparedInputs({0: (1, 0)})
    for _ in range(20):
        a = torch.randn(64, 32)
        got = p.apply([a])[0][0]
        torch.testing.assert_close(got, a.t().contiguous(), rtol=0, atol=0)
        del a, got
        gc.collect()


def test_bucketed_graphs_take_weights_prepared_too():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 8)).eval()
    c = torch.compile(m, backend="torchtpu", dynamic=True)
    with torch.no_grad():
        for n in (3, 5, 7, 12, 5, 3):
            x = torch.randn(n, 16)
            torch.testing.assert_close(c(x), m(x), rtol=1e-5, atol=1e-6)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["bucket_compiles"] >= 2, s
    # Two weights per bucket executable, each prepared once and reused by the later calls.
    assert s["layout_copies"] == 2 * s["bucket_compiles"], s
    assert s["layout_reuses"] > 0, s


def test_writes_through_data_are_seen():
    # `.data` bypasses the version counter; the storage fingerprint catches whole-tensor updates,
    # as an EMA written through `.data` or a manual weight load makes.
    m, x = mlp(), torch.randn(4, 16)
    c = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        c(x)
        m[0].weight.data.mul_(0.5)
        m[2].weight.data.copy_(torch.randn_like(m[2].weight))
        torch.testing.assert_close(c(x), m(x), rtol=1e-5, atol=1e-6)
        big = nn.Linear(512, 512).eval()
        cb = torch.compile(big, backend="torchtpu")
        xb = torch.randn(2, 512)
        cb(xb)
        big.weight.data.add_(1.0)
        torch.testing.assert_close(cb(xb), big(xb), rtol=1e-5, atol=1e-5)


def test_a_single_scattered_write_through_data_is_seen(monkeypatch):
    # The case sampling missed (issue 17: off by 181): one element, far from the edges, of a large
    # weight, written through `.data`. The whole storage is fingerprinted, so it is seen. (Without
    # the BLAS kernel, which would read this weight in place with no copy to go stale.)
    monkeypatch.setenv("TORCHTPU_BLAS", "0")
    torch.manual_seed(0)
    big = nn.Linear(1024, 1024).eval()
    cb = torch.compile(big, backend="torchtpu")
    xb = torch.randn(2, 1024)
    with torch.no_grad():
        cb(xb)
        for row, col in [(517, 333), (3, 1021), (1000, 1)]:
            big.weight.data[row, col] += 181.0
            torch.testing.assert_close(cb(xb), big(xb), rtol=1e-5, atol=1e-4)
    assert torchtpu.stats()["layout_copies"] == 4  # the first call, then one per write


def test_the_blas_kernel_reads_large_linear_weights_in_place():
    # A weight that every product with goes to the BLAS kernel (at least 2^15 elements) is read
    # transposed in place: no copy to remake after each optimizer step, no fingerprint per call.
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(256, 256), nn.GELU(), nn.Linear(256, 8)).eval()
    x = torch.randn(4, 256)
    c = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        for _ in range(3):
            torch.testing.assert_close(c(x), m(x), rtol=1e-5, atol=1e-5)
        m[0].weight.data[17, 3] += 5.0  # a write through `.data`: read as it is, nothing to see
        torch.testing.assert_close(c(x), m(x), rtol=1e-5, atol=1e-5)
    s = torchtpu.stats()
    # Only the small last weight (8 x 256) is copied transposed, once.
    assert s["fallbacks"] == 0 and s["layout_copies"] == 1, s
    assert "torchtpu_gemm_nt" in torchtpu.inspect(m, x)[0]


class CountingLinear(nn.Module):
    """A linear layer whose forward also bumps a buffer in place (the graph donates that input)."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(16, 8)
        self.register_buffer("calls", torch.zeros(()))

    def forward(self, x):
        self.calls.add_(1)
        return self.lin(x)


def test_a_stale_copy_in_a_graph_that_writes_its_inputs_runs_once():
    # The fingerprints of reused copies are checked while XLA runs (Compiled.call's `verify`), and
    # a stale one re-runs the graph. A graph that writes an input in place must not run twice:
    # its check comes before the launch, so the buffer counts every call exactly once.
    torch.manual_seed(0)
    m, x = CountingLinear().eval(), torch.randn(4, 16)
    ref = copy.deepcopy(m)
    c = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        for i in range(4):
            if i == 2:
                m.lin.weight.data.mul_(0.5)
                ref.lin.weight.data.mul_(0.5)
            torch.testing.assert_close(c(x), ref(x), rtol=1e-5, atol=1e-6)
    assert m.calls.item() == 4 and ref.calls.item() == 4
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["layout_copies"] == 2, s


def test_verify_returns_none_when_a_source_changed():
    # Compiled.call's contract: a `(tensor, fingerprint)` that no longer matches drops the results.
    from torch.fx.experimental.proxy_tensor import make_fx
    from torchtpu import _native
    from torchtpu.execution.executable import compile_graph

    x, w = torch.randn(8), torch.randn(8)
    exe = compile_graph(make_fx(lambda a: a + 1.0)(x), "verify")
    fp = _native.storage_fingerprint(w)
    assert exe.compiled.call([x], [(w, fp)]) is not None
    w[3] += 1.0
    assert exe.compiled.call([x], [(w, fp)]) is None
    torch.testing.assert_close(exe.compiled.call([x])[0], x + 1.0, rtol=0, atol=0)
