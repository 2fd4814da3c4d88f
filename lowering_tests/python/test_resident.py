"""Resident weights: the PJRT buffers of parameters and buffers are kept between calls while the
tensors do not change (keyed by data pointer, dtype, shape and version counter; cached the second
time a call sees a tensor unchanged). An in-place update, a tensor that dies and a new one at the
same address, and donated inputs never see a stale buffer."""

import copy
import gc

import torch
import torch.nn as nn
from torch.fx.experimental.proxy_tensor import make_fx

import torchtpu
from torchtpu import _native
from torchtpu.execution.executable import compile_graph


def hits():
    return torchtpu.stats()["resident_hits"]


def linear_exe():
    """`x @ w.T + b` with w and b (inputs 0 and 1) marked as parameters."""
    graph = make_fx(lambda w, b, x: torch.ops.aten.addmm.default(b, x, torch.ops.aten.t.default(w)))(
        torch.randn(4, 3), torch.randn(4), torch.randn(2, 3)
    )
    return compile_graph(graph, "linear", resident=[0, 1])


def test_unchanged_parameters_are_served_from_their_resident_buffers(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    model = nn.Sequential(nn.Linear(8, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Linear(16, 4)).eval()
    fc = torch.compile(model, backend="torchtpu")
    n_static = len(list(model.parameters())) + len(list(model.buffers()))
    with torch.no_grad():
        x = torch.randn(5, 8)
        torch.testing.assert_close(fc(x), model(x))  # compiles; the weights are seen
        torch.testing.assert_close(fc(x), model(x))  # seen unchanged: cached
        assert hits() == 0
        for _ in range(3):
            x = torch.randn(5, 8)
            before = torchtpu.stats()
            got = fc(x)
            after = torchtpu.stats()
            torch.testing.assert_close(got, model(x))
            # Parameters and the BatchNorm buffers the graph reads; `x` gets a new buffer.
            assert 0 < after["resident_hits"] - before["resident_hits"] <= n_static
            assert after["zero_copy_inputs"] - before["zero_copy_inputs"] == 1


def test_an_in_place_update_between_calls_is_seen(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    model = nn.Linear(6, 3)
    fc = torch.compile(model, backend="torchtpu")
    x = torch.randn(2, 6)
    with torch.no_grad():
        for _ in range(3):
            torch.testing.assert_close(fc(x), model(x))
        assert hits() == 2, "the third call finds weight and bias cached"
        model.weight.mul_(2)  # bumps the version: not served from the cache
        model.bias.add_(1)
        h = hits()
        torch.testing.assert_close(fc(x), model(x))
        assert hits() == h, "changed tensors are not served from the cache"
        torch.testing.assert_close(fc(x), model(x))  # unchanged since: cached again
        torch.testing.assert_close(fc(x), model(x))
        assert hits() == h + 2, "unchanged again: both come from the cache"


def test_training_with_resident_buffers_follows_eager(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    model = nn.Sequential(nn.Linear(8, 16), nn.BatchNorm1d(16), nn.GELU(), nn.Linear(16, 4))
    ref = copy.deepcopy(model)
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    ref_opt = torch.optim.SGD(ref.parameters(), lr=0.05, momentum=0.9)
    fwd, step = torch.compile(model, backend="torchtpu"), torch.compile(opt.step, backend="torchtpu")
    _native.resident_buffers(clear=True)  # nothing left from earlier tests' executables
    for _ in range(5):
        x = torch.randn(6, 8)
        opt.zero_grad()
        fwd(x).square().mean().backward()
        step()
        # The step donated every parameter: none is left in the cache.
        assert _native.resident_buffers() == 0
        ref_opt.zero_grad()
        ref(x).square().mean().backward()
        ref_opt.step()
    for a, b in zip(model.state_dict().values(), ref.state_dict().values()):
        torch.testing.assert_close(a.float(), b.float(), rtol=1e-5, atol=1e-6)


def test_a_dead_tensor_leaves_the_cache_and_a_new_one_at_its_address_is_read():
    exe = linear_exe()
    _native.resident_buffers(clear=True)
    x = torch.randn(2, 3)
    w, b = torch.randn(4, 3), torch.randn(4)
    for _ in range(2):
        (out,) = exe([w, b, x])
        torch.testing.assert_close(out, x @ w.T + b)
    assert _native.resident_buffers() == 2
    old_ptr = w.data_ptr()
    del w
    gc.collect()
    assert _native.resident_buffers() == 1, "w's weak reference dropped its entry (and its storage)"
    # Allocate until a new tensor lands at w's old address (the allocator reuses freed blocks).
    keep, w2 = [], None
    for _ in range(200):
        t = torch.full((4, 3), 7.0)
        if t.data_ptr() == old_ptr:
            w2 = t
            break
        keep.append(t)
    if w2 is None:
        w2 = torch.full((4, 3), 7.0)
    assert w2._version == 0
    h = hits()
    for _ in range(3):
        (out,) = exe([w2, b, x])
        torch.testing.assert_close(out, x @ w2.T + b)
    assert hits() == h + 4, "b three times, w2 (same address and version as w was) only once cached anew"


def test_donated_inputs_are_never_served_from_the_cache():
    graph = make_fx(lambda x, y: (torch.ops.aten.add.Tensor(x, y),))(torch.randn(8), torch.randn(8))
    reader = compile_graph(graph, "reader", resident=[0, 1])
    writer = compile_graph(graph, "writer", aliases=[(0, 0)], resident=[0, 1])
    _native.resident_buffers(clear=True)
    x, y = torch.randn(8), torch.randn(8)
    x0 = x.clone()
    reader([x, y])
    reader([x, y])
    assert _native.resident_buffers() == 2
    (new_x,) = writer([x, y])
    assert new_x is x and torch.equal(x, x0 + y), "written in place"
    assert _native.resident_buffers() == 1, "x's entry was dropped before XLA wrote x; y's stays"
    x.copy_(new_x)  # what AOTAutograd does: a self-copy that bumps the version
    (out,) = reader([x, y])
    torch.testing.assert_close(out, x0 + y + y)


def test_tensors_without_a_version_counter_are_not_cached():
    exe = linear_exe()
    _native.resident_buffers(clear=True)
    with torch.inference_mode():
        w, b, x = torch.randn(4, 3), torch.randn(4), torch.randn(2, 3)
        exe([w, b, x])
        (out,) = exe([w, b, x])
    torch.testing.assert_close(out, x @ w.T + b)
    assert _native.resident_buffers() == 0


def test_the_cache_is_bounded():
    graph = make_fx(lambda w: (torch.ops.aten.mul.Tensor(w, 2),))(torch.randn(2))
    exe = compile_graph(graph, "double", resident=[0])
    _native.resident_buffers(clear=True)
    tensors = [torch.full((2,), float(i)) for i in range(4200)]
    for t in tensors[:4100]:
        exe([t])
        exe([t])
    assert _native.resident_buffers() == 4096, "the oldest entries went"
    (out,) = exe([tensors[4099]])
    assert torch.equal(out, tensors[4099] * 2)
    del tensors, t
    gc.collect()
    assert _native.resident_buffers() == 0, "every entry left with its tensor"


def test_resident_buffers_can_be_switched_off(monkeypatch):
    monkeypatch.setenv("TORCHTPU_RESIDENT", "0")
    model = nn.Linear(4, 4)
    fc = torch.compile(model, backend="torchtpu")
    x = torch.randn(3, 4)
    with torch.no_grad():
        for _ in range(3):
            torch.testing.assert_close(fc(x), model(x))
    assert hits() == 0


def test_weights_that_change_between_every_call_are_not_cached(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
    ref = copy.deepcopy(model)
    opt, ref_opt = torch.optim.SGD(model.parameters(), lr=0.1), torch.optim.SGD(ref.parameters(), lr=0.1)
    fwd = torch.compile(model, backend="torchtpu")
    _native.resident_buffers(clear=True)
    for _ in range(4):
        x = torch.randn(3, 4)
        for m, o, f in ((model, opt, fwd), (ref, ref_opt, ref)):
            o.zero_grad()
            f(x).sum().backward()
            o.step()  # eager: every weight has a new version at the next forward
    assert _native.resident_buffers() == 0 and hits() == 0
    for a, b in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-6)


def test_memory_marked_new_is_cached_only_after_two_more_calls_see_it():
    """`forget_resident` (called by layouts.py on each fresh prepared copy, which may land at the
    address of the copy it replaced) drops the record of an earlier tensor at that address."""
    exe = linear_exe()
    _native.resident_buffers(clear=True)
    x, w, b = torch.randn(2, 3), torch.randn(4, 3), torch.randn(4)
    exe([w, b, x])  # w and b seen
    _native.forget_resident(w)  # as if w were new memory at a reused address
    exe([w, b, x])  # b seen unchanged: cached; w seen for the first time again
    assert _native.resident_buffers() == 1
    (out,) = exe([w, b, x])  # w seen unchanged now
    assert _native.resident_buffers() == 2
    torch.testing.assert_close(out, x @ w.T + b)
