"""Per-op numeric tests: every case in `cases.py`, lowered and run by torchtpu, against torch eager.

Each case's graph is built the way `gen_golden.py` builds it (`make_fx`, fake tensors, no
decompositions), compiled with `torchtpu.execution.executable.compile_graph`, and run on the case's inputs.
Integer, bool and index outputs must match exactly; float outputs match within tolerances that
depend on the dtype (NaN equal to NaN).
"""

from __future__ import annotations

import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from cases import CASES, Case, trace  # noqa: E402

from torchtpu.execution.executable import compile_graph  # noqa: E402

# (rtol, atol) by dtype. Half types: the rules compute in float32 and round once, like torch's
# CPU kernels, but a different order of operations may still land one rounding step away.
TOLERANCES = {
    torch.float64: (1e-7, 1e-7),
    torch.float32: (1.3e-6, 1e-5),
    torch.float16: (2e-3, 1e-3),
    torch.bfloat16: (1.6e-2, 1e-2),
    # Complex: each part as its real type.
    torch.complex128: (1e-7, 1e-7),
    torch.complex64: (1.3e-6, 1e-5),
}


# Each case's graph, kept for the registry test (tracing again costs a few seconds).
GRAPHS: dict[str, torch.fx.GraphModule] = {}


def flatten(out) -> list:
    if isinstance(out, (list, tuple)):
        return list(out)
    return [out]


def looser(a: torch.dtype, b: torch.dtype) -> torch.dtype:
    """Of two dtypes, the one with the looser float tolerance."""
    return a if TOLERANCES.get(a, (0.0,))[0] >= TOLERANCES.get(b, (0.0,))[0] else b


def graph_output_dtypes(gm: torch.fx.GraphModule) -> list:
    (out,) = [n for n in gm.graph.nodes if n.op == "output"]
    return [a.meta["val"].dtype if isinstance(a, torch.fx.Node) else None for a in flatten(out.args[0])]


def check_output(c: Case, i: int, got, want, tol_dtype: torch.dtype | None = None) -> None:
    where = f"{c.name}: output {i}"
    if want is None or got is None:
        assert got is None and want is None, f"{where}: got {got!r}, expected {want!r}"
        return
    assert isinstance(got, torch.Tensor), f"{where}: got {type(got).__name__}, expected a tensor"
    assert got.dtype == want.dtype, f"{where}: dtype {got.dtype}, expected {want.dtype}"
    assert tuple(got.shape) == tuple(want.shape), f"{where}: shape {list(got.shape)}, expected {list(want.shape)}"
    if c.compare == "meta":
        return
    if want.dtype.is_floating_point or want.dtype.is_complex:
        rtol, atol = TOLERANCES[tol_dtype or want.dtype]
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
    GRAPHS[c.name] = gm
    exe = compile_graph(gm, c.name)
    got = exe([x.clone() for x in inputs])
    want = flatten(c.fn(*[x.clone() for x in inputs]))
    assert len(got) == len(want), f"{c.name}: {len(got)} outputs, expected {len(want)}"
    # Tolerances follow eager's dtype, the less precise one when casting to the graph's.
    tol_dtypes = [w.dtype if isinstance(w, torch.Tensor) else None for w in want]
    if c.meta_dtypes:
        want = [w if w is None else w.to(d) for w, d in zip(want, graph_output_dtypes(gm))]
        tol_dtypes = [t if w is None else looser(t, w.dtype) for t, w in zip(tol_dtypes, want)]
    for i, (g, w, td) in enumerate(zip(got, want, tol_dtypes)):
        check_output(c, i, g, w, td)


def test_every_registered_op_has_a_case() -> None:
    from gen_golden import missing_ops

    graphs = {c.name: GRAPHS.get(c.name) or trace(c, c.make_inputs()) for c in CASES}
    missing = missing_ops(graphs)
    assert not missing, f"registered ops with no case: {missing}"
