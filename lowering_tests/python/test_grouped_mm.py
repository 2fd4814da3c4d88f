"""Grouped matrix products of mixture-of-experts layers (capture/grouped_mm.py): `aten._grouped_mm`
(bfloat16 experts) and transformers' `grouped_mm_fallback` custom op (float32 experts under
torch.compile), forward and backward, against eager. Runs with TORCHTPU_FALLBACK=error
(conftest.py): these pass through compiled code."""

import pytest
import torch

import torchtpu
from grad_check import check_gradients

# Group sizes: empty groups first, between and last; one group; groups smaller and larger than a tile.
SIZES = [[4, 0, 6], [30, 2, 0, 32], [25] * 8, [0, 0, 9], [100, 3], [0, 0]]


def loop_reference(a, w, offs):
    """The product by an explicit loop over groups (rows past the last offset zero)."""
    out = torch.zeros(a.shape[0], w.shape[2], dtype=a.dtype)
    start = 0
    for g, end in enumerate(offs.tolist()):
        out[start:end] = a[start:end] @ w[g]
        start = end
    return out


def run_both(fn, a, w, offs):
    """Eager's and the compiled output and gradients of `fn(a, w, offs)`."""
    want = fn(a, w, offs)
    grad = torch.randn(want.shape, dtype=want.dtype, generator=torch.Generator().manual_seed(1))
    want_grads = torch.autograd.grad(want, (a, w), grad)
    got = torch.compile(fn, backend="torchtpu")(a, w, offs)
    got_grads = torch.autograd.grad(got, (a, w), grad)
    return (want, *want_grads), (got, *got_grads)


@pytest.mark.parametrize("sizes", SIZES, ids=lambda s: "-".join(map(str, s)))
def test_transformers_grouped_mm_fallback_matches_eager(sizes):
    pytest.importorskip("transformers.integrations.moe")
    torch.manual_seed(0)
    rows = sum(sizes) + 3  # rows past the last offset, as eager's caller may leave
    a = torch.randn(rows, 16, requires_grad=True)
    w = torch.randn(len(sizes), 16, 24, requires_grad=True)
    offs = torch.tensor(sizes).cumsum(0).to(torch.int32)
    fn = lambda a, w, o: torch.ops.transformers.grouped_mm_fallback(a, w, o)  # noqa: E731
    want, got = run_both(fn, a, w, offs)
    torch.testing.assert_close(want[0], loop_reference(a.detach(), w.detach(), offs))
    for name, g, e in zip(("output", "input grad", "weight grad"), got, want):
        torch.testing.assert_close(g, e, rtol=1e-5, atol=1e-5, msg=name)
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.parametrize("sizes", SIZES[:5], ids=lambda s: "-".join(map(str, s)))
def test_aten_grouped_mm_matches_eager_in_bfloat16(sizes):
    # Eager's CPU kernel leaves rows past the last offset unwritten (`torch.empty`): compared on
    # the rows it writes, which are all rows here.
    torch.manual_seed(0)
    a = torch.randn(sum(sizes), 16, dtype=torch.bfloat16, requires_grad=True)
    w = torch.randn(len(sizes), 16, 32, dtype=torch.bfloat16, requires_grad=True)
    offs = torch.tensor(sizes).cumsum(0).to(torch.int32)
    want, got = run_both(lambda a, w, o: torch._grouped_mm(a, w, o), a, w, offs)
    for name, g, e in zip(("output", "input grad", "weight grad"), got, want):
        assert g.dtype == e.dtype == torch.bfloat16, name
        # bfloat16 results: eager and XLA round float32 sums of the same products.
        torch.testing.assert_close(g.float(), e.float(), rtol=1.6e-2, atol=0.25, msg=name)
    assert torchtpu.stats()["fallbacks"] == 0


def test_a_small_mixture_of_experts_model_trains_as_eager():
    transformers = pytest.importorskip("transformers")
    config = transformers.MixtralConfig(vocab_size=100, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                                        num_attention_heads=2, num_key_value_heads=1, num_local_experts=4,
                                        num_experts_per_tok=2)
    torch.manual_seed(0)
    model = transformers.MixtralForCausalLM(config).eval()
    ids = torch.randint(0, 100, (2, 12), generator=torch.Generator().manual_seed(0))

    check_gradients(lambda: model(input_ids=ids).logits, params=list(model.parameters()), rtol=1e-4, atol=1e-5)


@pytest.mark.fallback
def test_a_batched_grouped_mm_runs_in_eager_named():
    # 3-d by 3-d (batched groups, no offsets) has no decomposition here: eager runs it, named.
    a = torch.randn(2, 8, 16, dtype=torch.bfloat16)
    w = torch.randn(2, 16, 32, dtype=torch.bfloat16)
    fn = torch.compile(lambda a, w: torch._grouped_mm(a, w) * 2, backend="torchtpu")
    with pytest.warns(RuntimeWarning, match="aten._grouped_mm.default in eager"):
        got = fn(a, w)
    torch.testing.assert_close(got, torch._grouped_mm(a, w) * 2)
