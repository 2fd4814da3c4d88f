"""Outputs keep eager's strides and aliasing (serialize.py, `output_alias` and `saved_layout`;
executable.py, `_replay`). AOTAutograd leaves an inference graph's output aliasing to the backend:
an output that is a view of another output (`y, y[:2]`) or of an intermediate (`z.t()`, an
`expand`) must come back as that view, sharing memory and with eager's strides, as it does in
eager and under Inductor; and an output eager lays out densely in another order (a channels-last
model's feature map, `x.t() * 2`) comes back in that order. Before, each came back as a
contiguous copy: writing into `y` left `y[:2]` unchanged."""

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import torchtpu

torch.manual_seed(0)
_LIN = nn.Linear(6, 5)

CASES = {
    "slice_of_an_output": lambda x: ((y := x * 2 + 1), y[:2]),
    "expand_of_an_intermediate": lambda x: ((x.sum(0) * 2).expand(4, 3),),
    "transpose_of_an_intermediate": lambda x: (x.sin().t(),),
    "slice_with_offset": lambda x: (x.cos()[:, 1:],),
    "three_views_of_one_intermediate": lambda x: ((z := x.exp())[0], z[1:], z.t()),
    "select_of_an_input": lambda x: (x[0], x * 2),
    "view_of_an_input": lambda x: (x.view(-1), x + 1),
    "diagonal_then_unsqueeze": lambda x: ((x @ x.t()).diagonal().unsqueeze(0),),
    "view_of_a_linear": lambda x: (_LIN(torch.cat([x, x], 1)).view(2, 2, 5),),
    "as_strided": lambda x: ((x * 3).as_strided((2, 2), (1, 3)),),
    "pointwise_of_a_transpose": lambda x: (x.t() * 2,),
    "unfold": lambda x: ((x + 1).unfold(1, 2, 1),),
    # Views picked from several (`split_with_sizes`, `unbind` and `getitem`): found by the
    # differential fuzzer (program_fuzz.py, seed 199), returned as contiguous copies before.
    "chunk_of_an_intermediate": lambda x: ((x * 2).chunk(2, 1)[1],),
    "split_and_unbind": lambda x: ((z := x.tanh()).split([1, 2], 1)[1], z.unbind(1)[2]),
    # Views of an input picked from several: AOTAutograd remakes other views of inputs itself,
    # not these (training), and came back as contiguous copies (program_fuzz.py --train seed 597).
    "chunk_of_an_input_reshaped": lambda x: (x.chunk(3, 1)[1].reshape(2, 2), x * 2),
    "split_and_unbind_of_an_input": lambda x: (x.split([1, 2], 1)[1].t(), x.unbind(1)[2]),
}


def _layout(outs):
    """Each output's shape, strides, offset, and which output's memory it shares (by index)."""
    ptrs = [o.untyped_storage().data_ptr() for o in outs]
    return [(tuple(o.shape), o.stride(), o.storage_offset(), ptrs.index(p)) for o, p in zip(outs, ptrs)]


@pytest.mark.parametrize("mode", ["fused", "strict", "debug"])
@pytest.mark.parametrize("grad", [False, True], ids=["inference", "training"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_outputs_have_eagers_strides_and_aliasing(case, grad, mode):
    # Strict and debug modes run op by op, each op's executable writing a new dense tensor; the
    # outputs are made again as eager's views and layouts at the end (modes.py).
    f = CASES[case]
    x0 = torch.randn(4, 3)
    x_eager, x_tpu = x0.clone().requires_grad_(grad), x0.clone().requires_grad_(grad)
    want = f(x_eager)
    got = torch.compile(f, backend="torchtpu", options={"torchtpu.mode": mode})(x_tpu)
    assert torchtpu.stats()["fallbacks"] == 0
    assert _layout(got) == _layout(want)
    shares = [[o.untyped_storage().data_ptr() == x.untyped_storage().data_ptr() for o in outs]
              for outs, x in ((got, x_tpu), (want, x_eager))]
    assert shares[0] == shares[1]  # views of the input are views of it
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w)
    if grad:
        sum(o.sum() for o in want).backward()
        sum(o.sum() for o in got).backward()
        torch.testing.assert_close(x_tpu.grad, x_eager.grad)


def test_writing_an_output_shows_in_its_views():
    def f(x):
        y = x * 2 + 1
        return y, y[:2], y.flatten()

    x = torch.randn(4, 3)
    with torch.no_grad():
        got, want = torch.compile(f, backend="torchtpu")(x), f(x)
    got[0].add_(100)
    want[0].add_(100)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w)
    assert got[1]._base is got[0] and got[2]._base is got[0]


def test_a_written_input_and_its_view():
    # AOTAutograd makes the view of a written input from the input itself.
    def f(x):
        x.add_(1)
        return x[0], x * 1

    x0 = torch.randn(4, 3)
    x_eager, x_tpu = x0.clone(), x0.clone()
    want, got = f(x_eager), torch.compile(f, backend="torchtpu")(x_tpu)
    assert torchtpu.stats()["fallbacks"] == 0
    assert _layout(got) == _layout(want) and got[0]._base is x_tpu
    torch.testing.assert_close(x_tpu, x_eager)


@pytest.mark.parametrize("train", [False, True], ids=["eval", "train"])
def test_a_channels_last_networks_feature_maps_stay_channels_last(train):
    # One convolution (too few for TORCHTPU_CHANNELS_LAST's rewrite): eager's result follows the
    # channels-last input, and so does torchtpu's, and its views share that memory.
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8), nn.ReLU()).to(memory_format=torch.channels_last)
    m.train(train)
    ref = nn.Sequential(nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8), nn.ReLU()).to(memory_format=torch.channels_last)
    ref.load_state_dict(m.state_dict())
    ref.train(train)
    x = torch.randn(2, 3, 16, 16).contiguous(memory_format=torch.channels_last)

    def f(mod, x):
        y = mod(x)
        return y, y[:, :2]

    with torch.set_grad_enabled(train):
        got = torch.compile(f, backend="torchtpu")(m, x)
        want = f(ref, x)
    assert torchtpu.stats()["fallbacks"] == 0
    assert _layout(got) == _layout(want)
    assert got[0].is_contiguous(memory_format=torch.channels_last)
    torch.testing.assert_close(got[0], want[0], rtol=1e-5, atol=1e-5)
    if train:
        got[0].sum().backward()
        want[0].sum().backward()
        torch.testing.assert_close(m[0].weight.grad, ref[0].weight.grad, rtol=1e-4, atol=1e-4)


DYNAMIC_CASES = {
    # Views of an input with symbolic sizes: AOTAutograd makes them again from the returned
    # tensor's offset and strides (`as_strided`), so a contiguous copy read the wrong elements.
    "chunk_of_an_input": (lambda x: x.chunk(2, 0), lambda n: [torch.randn(2 * n, 5)]),
    "split_of_an_input": (lambda x: x.split([2, x.shape[1] - 2], 1), lambda n: [torch.randn(3, n)]),
    "expand_as": (lambda x, y: x.expand_as(y), lambda n: [torch.randn(n, 1), torch.randn(n, 4)]),
    "narrow_and_select": (lambda x: (x.narrow(0, 1, x.shape[0] - 1), x[2]), lambda n: [torch.randn(n, 3)]),
    # A view of another output.
    "slice_of_an_output": (lambda x: ((y := x * 2 + 1), y[1:]), lambda n: [torch.randn(n, 3)]),
}


@pytest.mark.parametrize("case", sorted(DYNAMIC_CASES))
def test_views_in_graphs_with_symbolic_sizes(case):
    f, make = DYNAMIC_CASES[case]
    compiled = torch.compile(f, backend="torchtpu", dynamic=True)
    for n in (5, 7, 11):
        args = make(n)
        got, want = compiled(*args), f(*args)
        got, want = (got, want) if isinstance(want, tuple) else ((got,), (want,))
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w)
        assert _layout(got) == _layout(want), n
        for g, w in zip(got, want):
            # Views of an input share its memory, at eager's offset.
            bases = [a.untyped_storage().data_ptr() for a in args]
            if w.untyped_storage().data_ptr() in bases:
                assert g.untyped_storage().data_ptr() == args[bases.index(w.untyped_storage().data_ptr())].untyped_storage().data_ptr()
                assert g.storage_offset() == w.storage_offset()
    assert torchtpu.stats()["fallbacks"] == 0


DENSE_ORDER_CASES = {
    # Outputs eager lays out densely in another order than their own: found by the differential
    # fuzzer with `dynamic=True` (program_fuzz.py), returned contiguous before.
    "transposed_result": (lambda x, w: ((x @ w).relu().mT * 2,), lambda n: [torch.randn(n, 3, 8), torch.randn(8, 6)]),
    # A convolution graph compiles per input shape (not pad-safe): the exact-shape path.
    "channels_last_conv": (lambda x, w: (F.conv2d(x, w, padding=1).contiguous(memory_format=torch.channels_last),),
                           lambda n: [torch.randn(2, 4, n, n), torch.randn(3, 4, 3, 3)]),
}


@pytest.mark.parametrize("case", sorted(DENSE_ORDER_CASES))
def test_dense_orders_in_graphs_with_symbolic_sizes(case):
    """A bucketed graph's output is copied into eager's order where it is trimmed from its bucket
    (bucketing.py, `out_orders`); an exact-shape compile writes it so (serialize.py,
    `saved_layout`), as static graphs do."""
    f, make = DENSE_ORDER_CASES[case]
    compiled = torch.compile(f, backend="torchtpu", dynamic=True)
    for n in (6, 7, 100, 120):
        args = make(n)
        got, want = compiled(*args), f(*args)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-4)
            assert g.stride() == w.stride(), (n, g.stride(), w.stride())
    assert torchtpu.stats()["fallbacks"] == 0
