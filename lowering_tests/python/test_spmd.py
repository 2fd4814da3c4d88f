"""The SPMD opt-in (issue 11, item 7; docs/distributed.md): one function compiled as one XLA
program over several CPU devices of this process, its inputs split between the devices and the
collectives between them inserted by XLA's partitioner."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

import torchtpu


def _mlp(seed: int = 0) -> torch.nn.Module:
    torch.manual_seed(seed)
    return torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.Linear(32, 4))


def _train_step(model: torch.nn.Module):
    def step(params: dict, x: torch.Tensor, y: torch.Tensor):
        def loss_fn(p):
            return F.cross_entropy(torch.func.functional_call(model, p, (x,)), y)

        grads, loss = torch.func.grad_and_value(loss_fn)(params)
        return loss, grads

    return step


def _params(model: torch.nn.Module) -> dict:
    return {k: v.detach().clone() for k, v in model.named_parameters()}


@pytest.mark.parametrize("devices", [2, 4])
def test_data_parallel_step_matches_the_whole_batch(devices):
    """The batch is split between the devices; each sees only its rows, so the mean loss and the
    gradients need a cross-device all-reduce, which XLA inserts."""
    model = _mlp()
    params = _params(model)
    torch.manual_seed(1)
    x, y = torch.randn(16, 16), torch.randint(0, 4, (16,))
    step = _train_step(model)
    compiled = torchtpu.spmd.compile(step, (params, x, y), devices=devices, split=[None] * 4 + [0, 0])
    assert compiled.devices == devices
    assert f"mhlo.num_partitions = {devices} : i32" in compiled.stablehlo
    assert f'mhlo.sharding = "{{devices=[{devices},1]' in compiled.stablehlo
    assert "all-reduce" in compiled.collectives
    loss, grads = compiled(params, x, y)
    want_loss, want_grads = step(params, x, y)
    torch.testing.assert_close(loss, want_loss, rtol=1e-5, atol=1e-6)
    for k in want_grads:
        torch.testing.assert_close(grads[k], want_grads[k], rtol=1e-5, atol=1e-6)


def test_sgd_steps_over_two_devices_match_eager():
    """Five SGD steps, each an SPMD program over 2 devices, against eager on the whole batch."""
    model = _mlp(3)
    step = _train_step(model)
    torch.manual_seed(4)
    x, y = torch.randn(8, 16), torch.randint(0, 4, (8,))
    ours, ref = _params(model), _params(model)
    compiled = torchtpu.spmd.compile(step, (ours, x, y), devices=2, split=[None] * 4 + [0, 0])
    for _ in range(5):
        _, g = compiled(ours, x, y)
        ours = {k: v - 0.1 * g[k] for k, v in ours.items()}
        _, g = step(ref, x, y)
        ref = {k: v - 0.1 * g[k] for k, v in ref.items()}
    for k in ref:
        torch.testing.assert_close(ours[k], ref[k], rtol=1e-5, atol=1e-6)


def test_tensor_parallel_mlp_matches_eager():
    """Megatron-style: the first weight split by output features, the second by input features;
    the partial products are summed across the devices by XLA."""
    torch.manual_seed(5)
    x, w1, w2 = torch.randn(4, 16), torch.randn(64, 16), torch.randn(8, 64)

    def mlp(x, w1, w2):
        return F.gelu(x @ w1.t()) @ w2.t()

    compiled = torchtpu.spmd.compile(mlp, (x, w1, w2), devices=2, split=[None, 0, 1])
    assert compiled.collectives, "a contraction over a split dim needs a collective"
    torch.testing.assert_close(compiled(x, w1, w2), mlp(x, w1, w2), rtol=1e-5, atol=1e-5)


def test_replicated_inputs_need_no_collective():
    compiled = torchtpu.spmd.compile(lambda a, b: (a * b).sum(0), (torch.randn(4, 3), torch.randn(4, 3)), devices=2)
    assert compiled.collectives == []
    a, b = torch.randn(4, 3), torch.randn(4, 3)
    torch.testing.assert_close(compiled(a, b), (a * b).sum(0))


def test_a_run_time_check_fails_on_the_host():
    """An out-of-range index on one device's block raises like eager, naming the op."""
    table = torch.randn(10, 4)
    idx = torch.tensor([1, 2, 3, 4])

    def look_up(table, idx):
        return F.embedding(idx, table).sum(0)

    compiled = torchtpu.spmd.compile(look_up, (table, idx), devices=2, split=[None, 0])
    torch.testing.assert_close(compiled(table, idx), look_up(table, idx))
    with pytest.raises(torchtpu.CheckError, match=r"`embedding`.*index out of bounds for dimension 0 with size 10"):
        compiled(table, torch.tensor([1, 2, 3, 40]))


def test_bad_input_is_named():
    x = torch.randn(6, 4)
    with pytest.raises(torchtpu.TorchTpuError, match=r"input 0: dim 0 of shape \[6, 4\] \(6\) does not split evenly over 4 devices"):
        torchtpu.spmd.compile(lambda t: t.sum(), (x,), devices=4, split=[0])
    with pytest.raises(ValueError, match="split dim 2 of argument 0"):
        torchtpu.spmd.compile(lambda t: t.sum(), (x,), devices=2, split=[2])
    with pytest.raises(ValueError, match="1 entries for 2 tensor arguments"):
        torchtpu.spmd.compile(lambda a, b: a + b, (x, x), devices=2, split=[0])
    compiled = torchtpu.spmd.compile(lambda t: t.sum(0), (x,), devices=2, split=[0])
    with pytest.raises(TypeError, match=r"argument 0: expected torch.float32 \[6, 4\], got torch.float32 \[8, 4\]"):
        compiled(torch.randn(8, 4))
    with pytest.raises(TypeError, match="compiled for arguments shaped like"):
        compiled(x, x)
