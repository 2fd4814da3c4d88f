"""Mutation and aliasing as eager has them: in-place updates of inputs are written back to the
caller's tensors, and outputs that are views of inputs stay views."""

import torch
import torch.nn as nn

import torchtpu


def compiled(fn):
    return torch.compile(fn, backend="torchtpu")


def test_in_place_update_of_an_argument_is_written_back():
    def f(x, y):
        x.add_(1)
        x.mul_(y)
        return x.sum()

    x, y = torch.arange(4.0), torch.full((4,), 2.0)
    x_ref = x.clone()
    out = compiled(f)(x, y)
    ref = f(x_ref, y)
    torch.testing.assert_close(x, x_ref)
    torch.testing.assert_close(out, ref)


def test_batchnorm_running_stats_update_like_eager():
    bn = nn.BatchNorm1d(5)
    ref = nn.BatchNorm1d(5)
    c = compiled(bn)
    for _ in range(3):
        x = torch.randn(8, 5)
        torch.testing.assert_close(c(x), ref(x))
    torch.testing.assert_close(bn.running_mean, ref.running_mean)
    torch.testing.assert_close(bn.running_var, ref.running_var)
    assert bn.num_batches_tracked.item() == ref.num_batches_tracked.item() == 3


def test_output_views_of_an_input_alias_it():
    def f(x):
        return x.view(-1), x[1], x.t()

    x = torch.randn(3, 4)
    flat, row, t = compiled(f)(x)
    x[1, 2] = 42.0
    assert flat[6].item() == 42.0 and row[2].item() == 42.0 and t[2, 1].item() == 42.0
    assert flat.data_ptr() == x.data_ptr()


def test_an_output_that_is_the_input_is_the_input():
    def f(x, y):
        return x, x + y

    x, y = torch.randn(3), torch.randn(3)
    a, b = compiled(f)(x, y)
    assert a is x or a.data_ptr() == x.data_ptr()
    torch.testing.assert_close(b, x + y)


def test_in_place_op_on_a_view_of_an_input():
    def f(x):
        x[:, 0].mul_(10)
        return x * 1

    x = torch.randn(3, 4)
    x_ref = x.clone()
    out = compiled(f)(x)
    f(x_ref)
    torch.testing.assert_close(x, x_ref)
    torch.testing.assert_close(out, x_ref)
    assert torchtpu.stats()["fallbacks"] == 0
