"""A fixed sample of the OpInfo sweep (`opinfo_sweep.py`), run in CI: each of these entries of
torch's `op_db` must compile through torchtpu without fallback and match eager.

The whole sweep is one command (docs/op-coverage.md); this sample keeps CI fast (under a
minute) while catching regressions in each op family. An entry that starts failing here is a real
regression; one that starts passing in the full sweep may be added.
"""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import opinfo_sweep  # noqa: E402

SAMPLE = [
    # elementwise math, comparisons, logic
    "add",
    "sub",
    "mul",
    "div.floor_rounding",
    "div.trunc_rounding",
    "remainder",
    "fmod",
    "pow",
    "abs",
    "exp",
    "log1p",
    "sin",
    "tanh",
    "sigmoid",
    "erf",
    "clamp",
    "where",
    "eq",
    "ge",
    "logical_and",
    "logical_xor",
    "isnan",
    "nn.functional.gelu",
    "nn.functional.silu",
    # reductions
    "sum",
    "mean",
    "var",
    "amax",
    "argmax",
    "prod",
    "any",
    "cumsum",
    "max.reduction_with_dim",
    "cummax",
    "scatter_reduce.sum",
    # contractions
    "matmul",
    "bmm",
    "addmm",
    "baddbmm",
    # linear algebra, special functions, sorting
    "linalg.solve",
    "linalg.cholesky",
    "linalg.qr",
    "linalg.svdvals",
    "linalg.eigh",
    "matrix_exp",
    "special.polygamma.special_polygamma_n_0",
    "special.i0e",
    "sort",
    "topk",
    # Fourier transforms and windows
    "fft.rfft",
    "fft.irfft2",
    "fft.fftn",
    "fft.hfft2",
    "stft",
    "signal.windows.hann",
    # convolution, pooling, normalization, softmax
    "nn.functional.conv2d",
    "nn.functional.conv_transpose2d",
    "nn.functional.max_pool2d",
    "nn.functional.max_pool3d",
    "nn.functional.avg_pool2d",
    "nn.functional.batch_norm",
    "nn.functional.layer_norm",
    "nn.functional.group_norm",
    "softmax",
    "log_softmax",
    # indexing, shapes, factories, casts
    "nn.functional.embedding",
    "gather",
    "scatter_add",
    "index_select",
    "scatter",
    "cat",
    "stack",
    "split",
    "nn.functional.pad.constant",
    "flip",
    "transpose",
    "full_like",
    "arange",
    "to",
    # random ops, compared by statistics
    "nn.functional.dropout",
    "bernoulli",
]


# The same on complex64 samples: functions defined on complex numbers, their reductions, indexing
# and the transforms (complex tensors take only the rules marked `.complex()`, lower/complex.rs).
SAMPLE_COMPLEX = [
    "add",
    "mul",
    "div.no_rounding_mode",
    "exp",
    "log",
    "sqrt",
    "tanh",
    "sigmoid",
    "pow",
    "abs",
    "angle",
    "isnan",
    "eq",
    "sum",
    "mean",
    "prod",
    "cumsum",
    "matmul",
    "gather",
    "index_select",
    "diagonal",
    "fft.fft",
    "fft.ifft2",
]


@pytest.fixture(scope="module")
def results() -> dict:
    return opinfo_sweep.run_sweep(SAMPLE, "float32", 3, jobs=2, timeout=240, progress=False)


@pytest.fixture(scope="module")
def complex_results() -> dict:
    return opinfo_sweep.run_sweep(SAMPLE_COMPLEX, "complex64", 3, jobs=2, timeout=240, progress=False)


@pytest.mark.parametrize("entry", SAMPLE)
def test_opinfo_entry_passes(results: dict, entry: str) -> None:
    r = results[entry]
    assert r["status"] == "passed", f"{entry}: {r['status']}: {r.get('reason', '')}"


@pytest.mark.parametrize("entry", SAMPLE_COMPLEX)
def test_complex_opinfo_entry_passes(complex_results: dict, entry: str) -> None:
    r = complex_results[entry]
    assert r["status"] == "passed", f"{entry} (complex64): {r['status']}: {r.get('reason', '')}"


# A sample of the error sweep (`opinfo_sweep.py --errors`, opinfo_errors.py): where eager raises
# (the entry's error inputs, and its samples in dtypes the CPU does not support), the compiled
# call must raise or be refused. Each family of fixes: a rule's node refused for its dtypes
# (argmax, softmax, gelu), a table decomposition (hardswish), torch's Python kernels (hardshrink,
# the `.vec` upsampling), a random op (bernoulli), the rules' own checks (bitwise ops on floats,
# `complex`, `uniform`, pooling's divisor, index_add's shapes) and indexing's run-time checks.
SAMPLE_ERRORS = [
    "argmax",
    "softmax",
    "nn.functional.gelu",
    "nn.functional.hardswish",
    "nn.functional.hardshrink",
    "nn.functional.interpolate.nearest",
    "nn.functional.interpolate.bilinear",
    "bernoulli",
    "bitwise_and",
    "uniform",
    "nn.functional.avg_pool3d",
    "scatter_add",
    "gather",
    "scatter",
    "cat",
    "index_add",
    "nn.functional.max_pool1d",
    "_segment_reduce.lengths",
    "aminmax",
    "complex",
]


@pytest.fixture(scope="module")
def error_results() -> dict:
    return opinfo_sweep.run_sweep(SAMPLE_ERRORS, "float32", 2, jobs=2, timeout=240, progress=False, errors=True)


@pytest.mark.parametrize("entry", SAMPLE_ERRORS)
def test_opinfo_error_inputs_raise(error_results: dict, entry: str) -> None:
    r = error_results[entry]
    assert r["status"] == "passed", f"{entry} (error inputs): {r['status']}: {r.get('reason', '')}"
