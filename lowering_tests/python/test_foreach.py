"""The `_foreach_*` ops compile (capture/foreach.py): every functional overload against eager's
kernel, gradient clipping and foreach optimizers inside a compiled training step, and eager's
errors for lists of different lengths."""

import pytest
import torch
import torch.nn as nn

import torchtpu
from torchtpu.capture import foreach

aten = torch.ops.aten


def _functional_schemas():
    return sorted(
        (s for s in torch._C._jit_get_all_schemas()
         if s.name.startswith("aten::_foreach_") and not s.name.endswith("_") and not s.is_mutable),
        key=lambda s: (s.name, s.overload_name),
    )


def _op(schema):
    return getattr(getattr(aten, schema.name.split("::", 1)[1]), schema.overload_name or "default")


def _sample(schema, arg, gen):
    """An operand for `arg`: three float tensors of different shapes in (0.1, 0.9) (logarithms,
    arcsines, square roots and divisions stay finite), three numbers, or one value."""
    shapes = [(4,), (2, 3), (5,)]
    kind = str(arg.type)
    if kind == "List[Tensor]":
        return [torch.rand(s, generator=gen) * 0.8 + 0.1 for s in shapes]
    if kind.startswith("List["):
        return [0.5, 2.0, -1.5]
    if kind == "Tensor":
        if arg.name == "scalars":  # `_foreach_addcdiv.Tensor`: one value per tensor
            return torch.tensor([0.5, 2.0, -1.5])
        return torch.tensor(1.25)
    if kind in ("number", "Scalar"):
        return 2.0 if arg.name in ("ord", "exponent") else 0.75
    if kind == "bool":
        return False
    return arg.default_value


@pytest.mark.parametrize("schema", _functional_schemas(), ids=lambda s: f"{s.name[6:]}.{s.overload_name or 'default'}")
def test_every_functional_overload_matches_eager(schema):
    op = _op(schema)
    gen = torch.Generator().manual_seed(0)
    args = [_sample(schema, a, gen) for a in schema.arguments if not a.kwarg_only]
    kwargs = {a.name: _sample(schema, a, gen) for a in schema.arguments if a.kwarg_only}
    want = op(*args, **kwargs)
    if schema.overload_name == "Tensor" and schema.name.endswith(("addcdiv", "addcmul")):
        # Dynamo cannot run these on fake tensors (their meta kernel wants `scalars` on the CPU)
        # and runs the call in eager; the decomposition is checked on real tensors.
        got = foreach.table()[op](*args, **kwargs)
    else:
        got = torch.compile(lambda *a, **k: op(*a, **k), backend="torchtpu")(*args, **kwargs)
        assert torchtpu.stats()["fallbacks"] == 0 and torchtpu.stats()["graphs"] == 1
    assert len(got) == len(want)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=1e-6, atol=1e-6)


def test_in_place_forms_write_their_tensors():
    ts = [torch.randn(3), torch.randn(2, 2)]
    others = [torch.randn(3), torch.randn(2, 2)]
    want = [t.clone() for t in ts]

    def f(ts, others):
        torch._foreach_mul_(ts, 3.0)
        torch._foreach_add_(ts, others, alpha=0.5)
        torch._foreach_clamp_min_(ts, 0.0)

    f(want, others)
    torch.compile(f, backend="torchtpu")(ts, others)
    assert torchtpu.stats()["fallbacks"] == 0
    for g, w in zip(ts, want):
        torch.testing.assert_close(g, w)


def test_lists_of_different_lengths_raise_eagers_error():
    a, b = [torch.randn(3), torch.randn(2)], [torch.randn(3)]
    with pytest.raises(RuntimeError, match="same number of tensors"):
        torch._foreach_add(a, b)
    with pytest.raises(RuntimeError, match="same number of tensors"):
        torch.compile(lambda a, b: torch._foreach_add(a, b), backend="torchtpu")(a, b)


def test_the_decomposition_checks_lengths_itself():
    # Dynamo's fake tensors raise first for a compiled call; the decomposition says the same.
    fn = foreach.table()[aten._foreach_add.List]
    with pytest.raises(RuntimeError, match="got 2 and 1"):
        fn([torch.randn(3), torch.randn(2)], [torch.randn(3)])
    with pytest.raises(RuntimeError, match="at least one tensor"):
        foreach.table()[aten._foreach_neg.default]([])
    with pytest.raises(RuntimeError, match="same number of elements as scalar list"):
        foreach.table()[aten._foreach_mul.ScalarList]([torch.randn(3)], [1.0, 2.0])


@pytest.mark.parametrize("opt", ["SGD", "AdamW", "Adam"])
def test_a_training_step_with_gradient_clipping_and_a_foreach_optimizer(opt):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 8))
    ref = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 8))
    ref.load_state_dict(model.state_dict())
    kw = {"lr": 0.05, "foreach": True, **({"momentum": 0.9} if opt == "SGD" else {})}
    o, o_ref = getattr(torch.optim, opt)(model.parameters(), **kw), getattr(torch.optim, opt)(ref.parameters(), **kw)
    x = torch.randn(8, 16)

    def clip_and_step(m, opt):
        norm = torch.nn.utils.clip_grad_norm_(m.parameters(), 0.5)
        opt.step()
        return norm

    compiled = torch.compile(clip_and_step, backend="torchtpu")
    for _ in range(3):
        model(x).square().mean().backward()
        ref(x).square().mean().backward()
        n, n_ref = compiled(model, o), clip_and_step(ref, o_ref)
        torch.testing.assert_close(n, n_ref)
        o.zero_grad()
        o_ref.zero_grad()
    assert torchtpu.stats()["fallbacks"] == 0 and torchtpu.stats()["graphs"] >= 1
    # Adam's steps divide by the root of the squared gradients, which turns float32 rounding
    # in the gradients into larger parameter differences (Inductor's steps differ from eager's by
    # as much).
    tol = {"rtol": 1e-5, "atol": 1e-6} if opt == "SGD" else {"rtol": 1e-4, "atol": 2e-5}
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p, q, **tol)
