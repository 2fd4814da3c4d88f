"""Donation: graph inputs that the graph updates in place (optimizer state, weights in the
optimizer step, BatchNorm's running stats, `x.add_(y)` on an argument) are handed to XLA, which
writes their new value straight into the tensor's memory. The results are eager's, the tensors
keep their storage, and no result buffer of their size is made; inputs that must not be donated
(non-contiguous, overlapping another input) are still updated correctly."""

import copy

import pytest
import torch
import torch.nn as nn
from torch.fx.experimental.proxy_tensor import make_fx

import torchtpu
from torchtpu.execution.executable import compile_graph

OPTIMIZERS = {
    "sgd_momentum": lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9),
    "adamw": lambda p: torch.optim.AdamW(p, lr=1e-2),
}

# Per parameter, the tensors a compiled step updates in place: the parameter and its state
# (SGD: the momentum buffer; AdamW: step, exp_avg, exp_avg_sq).
UPDATED_PER_PARAM = {"sgd_momentum": 2, "adamw": 4}

COUNTERS = ("donated_inputs", "zero_copy_outputs", "output_copies", "pjrt_buffers_live")


def counters():
    s = torchtpu.stats()
    return {k: s[k] for k in COUNTERS}


def delta(before, after):
    return {k: after[k] - before[k] for k in COUNTERS}


def mlp():
    return nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 32), nn.GELU(), nn.Linear(32, 4))


def state_tensors(opt):
    return [t for st in opt.state.values() for t in st.values() if isinstance(t, torch.Tensor)]


@pytest.mark.parametrize("opt_name", sorted(OPTIMIZERS))
def test_compiled_optimizer_step_updates_weights_and_state_in_place_like_eager(monkeypatch, opt_name):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    model = mlp()
    ref = copy.deepcopy(model)
    opt, ref_opt = OPTIMIZERS[opt_name](model.parameters()), OPTIMIZERS[opt_name](ref.parameters())
    fwd = torch.compile(model, backend="torchtpu")
    step = torch.compile(opt.step, backend="torchtpu")
    params = list(model.parameters())
    param_ptrs = [p.data_ptr() for p in params]
    state_ptrs = None
    for i in range(6):
        x = torch.randn(8, 16)
        opt.zero_grad()
        fwd(x).square().mean().backward()
        ref_opt.zero_grad()
        ref(x).square().mean().backward()
        ref_opt.step()
        before = counters()
        step()
        d = delta(before, counters())
        if i >= 1:
            # From the second step on, the state exists and every update is written in place: the
            # step makes no result buffer at all (nothing handed to torch, nothing left alive; the
            # forward's resident buffers of the updated weights are dropped).
            assert d["donated_inputs"] == UPDATED_PER_PARAM[opt_name] * len(params), (i, d)
            assert (d["zero_copy_outputs"], d["output_copies"]) == (0, 0), (i, d)
            assert d["pjrt_buffers_live"] <= 0, (i, d)
            assert [t.data_ptr() for t in state_tensors(opt)] == state_ptrs, f"step {i}: the state kept its storage"
        state_ptrs = [t.data_ptr() for t in state_tensors(opt)]
        assert [p.data_ptr() for p in params] == param_ptrs, f"step {i}: the weights kept their storage"
        for (name, a), b in zip(model.named_parameters(), ref.parameters()):
            torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-6, msg=lambda m: f"step {i}, {name}: {m}")
        for a, b in zip(state_tensors(opt), state_tensors(ref_opt)):
            torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-6, msg=lambda m: f"step {i}, optimizer state: {m}")


def test_batchnorm_running_stats_are_updated_in_place(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    model = nn.Sequential(nn.Linear(6, 8), nn.BatchNorm1d(8), nn.ReLU())
    ref = copy.deepcopy(model)
    bn = model[1]
    ptrs = [bn.running_mean.data_ptr(), bn.running_var.data_ptr(), bn.num_batches_tracked.data_ptr()]
    fwd = torch.compile(model, backend="torchtpu")
    for i in range(3):
        x = torch.randn(5, 6)
        before = counters()
        out = fwd(x)
        assert delta(before, counters())["donated_inputs"] == 3, "running_mean, running_var, num_batches_tracked"
        out.sum().backward()
        torch.testing.assert_close(out, ref(x), rtol=1e-5, atol=1e-5)
    assert [bn.running_mean.data_ptr(), bn.running_var.data_ptr(), bn.num_batches_tracked.data_ptr()] == ptrs
    torch.testing.assert_close(bn.running_mean, ref[1].running_mean, rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(bn.running_var, ref[1].running_var, rtol=1e-5, atol=1e-6)
    assert bn.num_batches_tracked.item() == ref[1].num_batches_tracked.item() == 3


def test_in_place_ops_on_a_graph_input(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")

    def f(a, b):
        a.mul_(2)
        a.add_(b)
        return (a * b).sum()

    fc = torch.compile(f, backend="torchtpu")
    a, b = torch.randn(64), torch.randn(64)
    ra = a.clone()
    ptr, version = a.data_ptr(), a._version
    for _ in range(3):
        before = counters()
        got = fc(a, b)
        want = f(ra, b)
        assert delta(before, counters())["donated_inputs"] == 1
        torch.testing.assert_close(got, want)
    assert torch.equal(a, ra)
    assert a.data_ptr() == ptr
    assert a._version > version, "the update is visible to autograd's version checks"


def test_in_place_op_on_an_input_that_requires_grad_keeps_gradients_exact(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")

    def g(a, w):
        a.mul_(w)  # `a` is a non-leaf input that requires grad: autograd sees the donated update
        return (a * a).sum()

    w = torch.randn(16, requires_grad=True)
    base = torch.randn(16, requires_grad=True)
    a = base * 1.0
    before = counters()
    torch.compile(g, backend="torchtpu")(a, w).backward()
    assert delta(before, counters())["donated_inputs"] == 1
    got = (w.grad.clone(), base.grad.clone(), a.detach().clone())
    w.grad = base.grad = None
    a_ref = base * 1.0
    g(a_ref, w).backward()
    for x, y in zip(got, (w.grad, base.grad, a_ref.detach())):
        torch.testing.assert_close(x, y)


def test_a_user_output_equal_to_a_donated_inputs_new_value_is_a_tensor_of_its_own(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")

    def f(x):
        y = x + 1
        x.copy_(y)
        return y

    x = torch.randn(8)
    x0 = x.clone()
    before = counters()
    y = torch.compile(f, backend="torchtpu")(x)
    assert delta(before, counters())["donated_inputs"] == 1
    assert torch.equal(x, x0 + 1) and torch.equal(y, x0 + 1)
    y.add_(100)  # y does not share x's memory
    assert torch.equal(x, x0 + 1)


def test_the_result_of_a_donated_input_is_the_input_itself():
    graph = make_fx(lambda x, y: (torch.ops.aten.add.Tensor(x, y), torch.ops.aten.mul.Tensor(x, y)))(
        torch.randn(4, 4), torch.randn(4, 4)
    )
    exe = compile_graph(graph, "add_into_x", aliases=[(0, 0)])
    assert "tf.aliasing_output = 0 : i32" in exe.compiled.mlir
    x, y = torch.randn(4, 4), torch.randn(4, 4)
    x0 = x.clone()
    before = counters()
    new_x, prod = exe([x, y])
    assert new_x is x, "XLA wrote x + y into x: the result is x, so AOTAutograd's copy_ is a self-copy"
    torch.testing.assert_close(x, x0 + y)
    torch.testing.assert_close(prod, x0 * y, msg="the other result read x before it was overwritten")
    d = delta(before, counters())
    assert (d["donated_inputs"], d["zero_copy_outputs"]) == (1, 1)


def test_the_same_memory_passed_twice_is_not_donated():
    graph = make_fx(lambda x, y: (torch.ops.aten.add.Tensor(x, y), torch.ops.aten.mul.Tensor(x, y)))(
        torch.randn(4, 4), torch.randn(4, 4)
    )
    exe = compile_graph(graph, "add_into_x", aliases=[(0, 0)])
    x = torch.randn(4, 4)
    x0 = x.clone()
    before = counters()
    new_x, prod = exe([x, x])
    assert delta(before, counters())["donated_inputs"] == 0
    assert new_x is not x and torch.equal(x, x0), "x is left alone; its new value is a result of its own"
    torch.testing.assert_close(new_x, x0 + x0)
    torch.testing.assert_close(prod, x0 * x0)
    # Overlapping views of one buffer: not donated either.
    base = torch.randn(40)
    b0 = base.clone()
    a, b = base[0:16].view(4, 4), base[8:24].view(4, 4)
    new_a, _ = exe([a, b])
    assert torch.equal(base, b0)
    torch.testing.assert_close(new_a, b0[0:16].view(4, 4) + b0[8:24].view(4, 4))


def test_mutated_inputs_that_cannot_be_donated_are_still_updated(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")

    def f(x, y):
        x.mul_(3)
        y.add_(1)
        return x.sum() + y.sum()

    fc = torch.compile(f, backend="torchtpu")
    # x is non-contiguous (a transposed view): not donated. y is contiguous: donated.
    xs, y = torch.randn(6, 4), torch.randn(4, 6)
    x = xs.t()
    rx, ry = x.clone(), y.clone()
    before = counters()
    got = fc(x, y)
    assert delta(before, counters())["donated_inputs"] == 1
    want = f(rx, ry)
    torch.testing.assert_close(got, want)
    torch.testing.assert_close(x, rx)
    torch.testing.assert_close(y, ry)
    # The same tensor passed as both arguments (AOTAutograd dedups it).
    def g(a, b):
        a.add_(b)
        return a * 1

    gc = torch.compile(g, backend="torchtpu")
    t = torch.randn(8)
    t0 = t.clone()
    gc(t, t)
    torch.testing.assert_close(t, t0 + t0)


def test_donation_can_be_switched_off(monkeypatch):
    monkeypatch.setenv("TORCHTPU_DONATE", "0")
    model = nn.Linear(8, 8)
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    ref = copy.deepcopy(model)
    ref_opt = torch.optim.SGD(ref.parameters(), lr=0.1, momentum=0.9)
    step = torch.compile(opt.step, backend="torchtpu")
    for _ in range(3):
        x = torch.randn(4, 8)
        opt.zero_grad()
        model(x).sum().backward()
        step()
        ref_opt.zero_grad()
        ref(x).sum().backward()
        ref_opt.step()
    assert torchtpu.stats()["donated_inputs"] == 0
    for a, b in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-6)
