"""One check shared by the tests of ops and models that train through torchtpu: `fn`'s result and
every gradient (of the inputs made from `shapes`, and of `params`), compiled against eager, with
no graph falling back."""

import torch

import torchtpu


def check_gradients(fn, *shapes, params=(), rtol=1e-5, atol=1e-5, seed=0):
    """`fn(*inputs)` and the gradients of every input and of `params`, compiled against eager."""
    g = torch.Generator().manual_seed(seed)
    inputs = [torch.randn(*s, generator=g).requires_grad_() for s in shapes]
    leaves = inputs + list(params)

    def run(f):
        out = f(*inputs)
        upstream = torch.randn(out.shape, generator=torch.Generator().manual_seed(1))
        return (out, *torch.autograd.grad(out, leaves, upstream, allow_unused=True))

    want = run(fn)
    got = run(torch.compile(fn, backend="torchtpu"))
    for k, (a, b) in enumerate(zip(got, want)):
        if b is None:
            assert a is None or not a.any(), k
            continue
        torch.testing.assert_close(a, b, rtol=rtol, atol=atol, msg=f"result {k}")
    assert torchtpu.stats()["fallbacks"] == 0
