"""The runtime's hand-over of tensors: zero-copy inputs and DLPack results on the CPU plugin, the
copies it still makes (and counts), and that no result ever aliases an input or a later result."""

import gc

import pytest
import torch
import torch.nn as nn
from torch.fx.experimental.proxy_tensor import make_fx

import torchtpu
from torchtpu import _native
from torchtpu.execution.executable import compile_graph


def counters():
    s = torchtpu.stats()
    return {k: s[k] for k in ("zero_copy_inputs", "input_copies", "zero_copy_outputs", "output_copies")}


def exe_of(fn, *example):
    return compile_graph(make_fx(fn)(*example), "t")


def test_aligned_contiguous_inputs_and_results_are_not_copied():
    exe = exe_of(lambda a, b: (torch.ops.aten.mul.Tensor(a, b), torch.ops.aten.add.Tensor(a, b)), torch.randn(4, 5), torch.randn(4, 5))
    a, b = torch.randn(4, 5), torch.randn(4, 5)
    torchtpu.reset_stats()
    m, s = exe([a, b])
    torch.testing.assert_close(m, a * b)
    torch.testing.assert_close(s, a + b)
    assert counters() == {"zero_copy_inputs": 2, "input_copies": 0, "zero_copy_outputs": 2, "output_copies": 0}
    # The CUDA call's phase clocks are reported, and a CPU call adds nothing to them.
    assert {k: torchtpu.stats()[k] for k in _native.CUDA_PHASES} == dict.fromkeys(_native.CUDA_PHASES, 0)
    # Results own their memory: distinct from the inputs and from each other.
    ptrs = {a.data_ptr(), b.data_ptr(), m.data_ptr(), s.data_ptr()}
    assert len(ptrs) == 4


def test_non_contiguous_and_misaligned_inputs_are_copied_and_counted():
    exe = exe_of(lambda x: torch.ops.aten.mul.Tensor(x, 3.0), torch.randn(4, 6))
    torchtpu.reset_stats()
    t = torch.randn(6, 4).t()  # non-contiguous view
    torch.testing.assert_close(exe([t])[0], t * 3)
    assert counters()["input_copies"] == 1
    torchtpu.reset_stats()
    base = torch.randn(4 * 6 + 1)
    odd = base[1:].view(4, 6)  # 4 bytes past a 64-byte boundary: PJRT cannot alias it
    assert odd.data_ptr() % 16 != 0
    torch.testing.assert_close(exe([odd])[0], odd * 3)
    c = counters()
    assert c["input_copies"] == 1 and c["zero_copy_inputs"] == 0


def test_zero_sized_and_scalar_tensors():
    exe = exe_of(lambda x, s: (torch.ops.aten.mul.Tensor(x, 2.0), torch.ops.aten.add.Tensor(s, 1.0)), torch.randn(0, 3), torch.tensor(2.0))
    e, s = exe([torch.randn(0, 3), torch.tensor(2.0)])
    assert e.shape == (0, 3)
    assert s.shape == () and s.item() == 3.0


def test_results_outlive_the_executable_and_can_be_written():
    exe = exe_of(lambda x: torch.ops.aten.add.Tensor(x, 1.0), torch.randn(3))
    x = torch.zeros(3)
    r1 = exe([x])[0]
    r2 = exe([x])[0]
    r1.add_(10)  # writing a result must not change another result, nor the input
    assert torch.equal(r2, torch.ones(3)) and torch.equal(x, torch.zeros(3))
    del exe
    gc.collect()
    assert torch.equal(r1, torch.full((3,), 11.0))
    live = torchtpu.stats()["pjrt_buffers_live"]
    del r1, r2
    gc.collect()
    assert torchtpu.stats()["pjrt_buffers_live"] == live - 2


def test_input_changed_in_place_between_calls_is_seen():
    exe = exe_of(lambda x: torch.ops.aten.mul.Tensor(x, 2.0), torch.randn(8))
    x = torch.arange(8.0)
    assert torch.equal(exe([x])[0], x * 2)
    x.add_(5)
    assert torch.equal(exe([x])[0], x * 2)


def test_modified_weights_and_optimizer_state_stay_exact():
    # Parameters are graph inputs read in place on every call: an in-place change (optimizer step,
    # manual edit) is seen by the next call without recompiling.
    torch.manual_seed(0)
    ref = nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 2))
    m = nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 2))
    m.load_state_dict(ref.state_dict())
    f = torch.compile(m, backend="torchtpu")
    opt_ref = torch.optim.SGD(ref.parameters(), lr=0.1, momentum=0.9)
    opt = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)
    for step in range(4):
        x = torch.randn(5, 6)
        for model, fn, o in ((ref, ref, opt_ref), (m, f, opt)):
            o.zero_grad()
            fn(x).square().sum().backward()
            o.step()
        with torch.no_grad():
            m[0].weight[0, 0] += 1.0
            ref[0].weight[0, 0] += 1.0
        for p, q in zip(m.parameters(), ref.parameters()):
            torch.testing.assert_close(p, q, rtol=1e-5, atol=1e-5)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["compiles"] + s["cache_hits"] == 2


def test_device_check_still_refuses_non_cpu_tensors():
    exe = exe_of(lambda x: torch.ops.aten.mul.Tensor(x, 2.0), torch.randn(3))
    with pytest.raises(torchtpu._native.GraphError, match="input 0 is on meta"):
        exe([torch.empty(3, device="meta")])
    with pytest.raises(torchtpu._native.GraphError, match=r"input 0: expected torch.float32 \[3\], got torch.float64 \[3\]"):
        exe([torch.zeros(3, dtype=torch.float64)])


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int32, torch.int64, torch.bool, torch.bfloat16, torch.float16, torch.uint8])
def test_results_of_every_dtype_come_back_exact(dtype):
    x = (torch.arange(12) % 3).to(dtype).reshape(3, 4)
    exe = exe_of(lambda t: torch.ops.aten.clone.default(torch.ops.aten.permute.default(t, [1, 0])), x)
    r = exe([x])[0]
    assert r.dtype == dtype and r.is_contiguous()
    assert torch.equal(r, x.t().contiguous())
