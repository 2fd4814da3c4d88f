"""Training through ops whose backward torch leaves as one ATen op that had no lowering rule, so
that the whole backward graph ran in eager: transposed convolutions (`convolution_backward` with
`transposed=True`), 3-d and adaptive pooling, `masked_scatter`, `cdist` and `pdist`, and
`EmbeddingBag` (whose forward had none either). Their decompositions are in
torchtpu/capture/decompositions.py, backward_ops.py and embedding_bag.py. Each case compares
the output and every gradient with eager's; everything runs with TORCHTPU_FALLBACK=error
(conftest.py), so a case passes only through compiled code."""

import pytest
import torch
import torch.nn.functional as F

import torchtpu
from grad_check import check_gradients


TRANSPOSED = [
    # (dims, in_ch, out_ch, kernel, stride, padding, output_padding, dilation, groups, bias)
    (1, 3, 2, 3, 2, 0, 0, 1, 1, True),
    (2, 3, 4, 4, 2, 1, 0, 1, 1, True),  # a U-Net / DCGAN upsampling layer
    (2, 4, 6, 3, 2, 1, 1, 1, 2, False),
    (2, 3, 2, 3, 1, 2, 0, 2, 1, True),
    (3, 2, 3, 2, 2, 0, 1, 1, 1, True),
]


@pytest.mark.parametrize("dims,cin,cout,k,stride,pad,out_pad,dil,groups,bias", TRANSPOSED,
                         ids=[f"{c[0]}d-s{c[4]}-p{c[5]}-op{c[6]}-d{c[7]}-g{c[8]}" for c in TRANSPOSED])
def test_transposed_convolution_trains_as_eager(dims, cin, cout, k, stride, pad, out_pad, dil, groups, bias):
    layer = getattr(torch.nn, f"ConvTranspose{dims}d")(cin, cout, k, stride=stride, padding=pad,
                                                       output_padding=out_pad, dilation=dil, groups=groups, bias=bias)
    # Sums over every position (the bias gradient: 2 x 11^3 terms) differ from eager by rounding.
    check_gradients(layer, (2, cin) + (5,) * dims, params=list(layer.parameters()), rtol=1e-4, atol=1e-4)


POOLS = {
    "max_pool3d": (lambda x: F.max_pool3d(x, 2), (2, 3, 6, 6, 6)),
    "max_pool3d_strided_padded_ceil": (lambda x: F.max_pool3d(x, 3, 2, 1, ceil_mode=True), (2, 2, 7, 6, 5)),
    "max_pool3d_dilated": (lambda x: F.max_pool3d(x, 2, 1, 0, dilation=2), (1, 2, 6, 6, 6)),
    "max_pool3d_unbatched": (lambda x: F.max_pool3d(x, 2), (3, 4, 4, 4)),
    "avg_pool3d": (lambda x: F.avg_pool3d(x, 2), (2, 3, 6, 6, 6)),
    "avg_pool3d_padded_ceil": (lambda x: F.avg_pool3d(x, 3, 2, 1, ceil_mode=True), (2, 2, 7, 6, 5)),
    "avg_pool3d_exclude_pad": (lambda x: F.avg_pool3d(x, 3, 2, 1, count_include_pad=False), (2, 2, 7, 6, 5)),
    "avg_pool3d_divisor": (lambda x: F.avg_pool3d(x, (2, 3, 2), (1, 2, 2), divisor_override=5), (2, 2, 5, 6, 5)),
    "adaptive_avg_pool3d": (lambda x: F.adaptive_avg_pool3d(x, (2, 3, 4)), (2, 3, 5, 7, 6)),
    "adaptive_max_pool1d": (lambda x: F.adaptive_max_pool1d(x, 3), (2, 3, 7)),
    "adaptive_max_pool2d": (lambda x: F.adaptive_max_pool2d(x, (3, 2)), (2, 3, 7, 6)),
    "adaptive_max_pool3d": (lambda x: F.adaptive_max_pool3d(x, (2, 3, 2)), (2, 3, 5, 7, 6)),
    "local_response_norm": (lambda x: F.local_response_norm(x, 3), (2, 6, 4, 4)),
}


@pytest.mark.parametrize("name", sorted(POOLS))
def test_pooling_trains_as_eager(name):
    fn, shape = POOLS[name]
    check_gradients(fn, shape)


@pytest.mark.parametrize("mask_shape", [(4, 5), (5,)], ids=["same-shape", "broadcast"])
def test_masked_scatter_gradients_match_eager(mask_shape):
    # The source's gradient is the output gradient at the masked positions, in order, then zeros
    # (a multimodal model's image features scattered into its token embeddings).
    mask = torch.randn(*mask_shape, generator=torch.Generator().manual_seed(3)) > 0
    check_gradients(lambda x, src: x.masked_scatter(mask, src * 2), (4, 5), (30,))


@pytest.mark.parametrize("p", [2.0, 1.0, 3.0, 0.5, float("inf"), 0.0])
def test_cdist_gradients_match_eager(p):
    check_gradients(lambda a, b: torch.cdist(a, b, p=p), (2, 5, 4), (2, 6, 4), atol=2e-5)


def test_cdist_at_zero_distance_has_eagers_zero_gradient():
    x = torch.randn(4, 3)
    fn = lambda a: torch.cdist(a, a).sum()  # noqa: E731  (the diagonal is 0 apart)
    a = x.clone().requires_grad_()
    (want,) = torch.autograd.grad(fn(a), a)
    (got,) = torch.autograd.grad(torch.compile(fn, backend="torchtpu")(a), a)
    torch.testing.assert_close(got, want)


@pytest.mark.parametrize("p", [2.0, 1.0, 3.0])
def test_pdist_gradients_match_eager(p):
    check_gradients(lambda a: F.pdist(a, p=p), (6, 4), atol=2e-5)


BAG_INDICES = torch.tensor([0, 2, 9, 3, 9, 1, 4, 4])
BAG_CASES = [(mode, pad, last, psw, freq)
             for mode in ("sum", "mean", "max") for pad in (None, 9) for last in (False, True)
             for psw in (False, True) for freq in (False, True)
             if not (psw and mode != "sum") and not (freq and mode == "max")]


@pytest.mark.parametrize("mode,pad,last,psw,freq", BAG_CASES,
                         ids=[f"{m}-pad{p}-last{int(la)}-psw{int(w)}-freq{int(f)}" for m, p, la, w, f in BAG_CASES])
def test_embedding_bag_trains_as_eager(mode, pad, last, psw, freq):
    # Bags of 3, 0 (empty), 2 and 3 indices; index 9 is the padding index where one is set.
    offsets = torch.tensor([0, 3, 3, 5, 8] if last else [0, 3, 3, 5])
    shapes = [(10, 3)] + ([(8,)] if psw else [])

    def fn(w, *ps):
        return F.embedding_bag(BAG_INDICES, w, offsets, mode=mode, padding_idx=pad, include_last_offset=last,
                               per_sample_weights=ps[0] if ps else None, scale_grad_by_freq=freq)

    check_gradients(fn, *shapes)


@pytest.mark.parametrize("mode", ["sum", "mean", "max"])
def test_an_embedding_bag_module_with_2d_input_trains_and_infers_as_eager(mode):
    bag = torch.nn.EmbeddingBag(20, 6, mode=mode)
    ids = torch.randint(0, 20, (4, 5), generator=torch.Generator().manual_seed(2), dtype=torch.int32)
    check_gradients(lambda: bag(ids), params=list(bag.parameters()))
    with torch.no_grad():  # `_embedding_bag_forward_only`
        torch.testing.assert_close(torch.compile(bag, backend="torchtpu")(ids), bag(ids))
    assert torchtpu.stats()["fallbacks"] == 0
