"""Per-op numeric tests: every case in `cases.py`, lowered and run by torchtpu, against torch eager.

Each case's graph is built the way `gen_golden.py` builds it (`make_fx`, fake tensors, no
decompositions), compiled with `torchtpu.runtime.compile_graph`, and run on the case's inputs.
Integer, bool and index outputs must match exactly; float outputs match within tolerances that
depend on the dtype (NaN equal to NaN).
"""

from __future__ import annotations

import os
import sys

import pytest
import torch
from torch.fx.experimental.proxy_tensor import make_fx

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from cases import CASES, Case  # noqa: E402

from torchtpu.runtime import compile_graph  # noqa: E402

# (rtol, atol) by dtype. Half types: the rules compute in float32 and round once, like torch's
# CPU kernels, but a different order of operations may still land one rounding step away.
TOLERANCES = {
    torch.float64: (1e-7, 1e-7),
    torch.float32: (1.3e-6, 1e-5),
    torch.float16: (2e-3, 1e-3),
    torch.bfloat16: (1.6e-2, 1e-2),
}


def trace(c: Case, inputs: list) -> torch.fx.GraphModule:
    return make_fx(c.fn, tracing_mode="fake")(*inputs)


def flatten(out) -> list:
    if isinstance(out, (list, tuple)):
        return list(out)
    return [out]


def check_output(c: Case, i: int, got, want) -> None:
    where = f"{c.name}: output {i}"
    if want is None or got is None:
        assert got is None and want is None, f"{where}: got {got!r}, expected {want!r}"
        return
    assert isinstance(got, torch.Tensor), f"{where}: got {type(got).__name__}, expected a tensor"
    assert got.dtype == want.dtype, f"{where}: dtype {got.dtype}, expected {want.dtype}"
    assert tuple(got.shape) == tuple(want.shape), f"{where}: shape {list(got.shape)}, expected {list(want.shape)}"
    if c.compare == "meta":
        return
    if want.dtype.is_floating_point:
        rtol, atol = TOLERANCES[want.dtype]
        rtol = c.rtol if c.rtol is not None else rtol
        atol = c.atol if c.atol is not None else atol
        torch.testing.assert_close(got, want, rtol=rtol, atol=atol, equal_nan=True, msg=lambda m: f"{where}: {m}")
    else:
        if not torch.equal(got, want):
            raise AssertionError(f"{where}: values differ\n  got:      {got.tolist()}\n  expected: {want.tolist()}")


@pytest.mark.parametrize("c", CASES, ids=[c.name for c in CASES])
def test_op(c: Case) -> None:
    inputs = c.make_inputs()
    gm = trace(c, inputs)
    exe = compile_graph(gm, c.name)
    got = exe([x.clone() for x in inputs])
    want = flatten(c.fn(*[x.clone() for x in inputs]))
    assert len(got) == len(want), f"{c.name}: {len(got)} outputs, expected {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        check_output(c, i, g, w)


def test_every_registered_op_has_a_case() -> None:
    from gen_golden import missing_ops

    missing = missing_ops()
    assert not missing, f"registered ops with no case: {missing}"
