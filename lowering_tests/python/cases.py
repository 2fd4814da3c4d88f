"""Lowering cases: one or more per registered ATen overload, each named for the behaviour it pins down.

A case is `(family, name, fn, make_inputs)` plus comparison options:

- `family` is the lowering family: the file `compiler/src/lower/<family>.rs` that holds the op's rule,
  and the folder `golden/<family>/` that holds the case's serialized graph.
- `fn` calls the exact ATen overload (`torch.ops.aten.add.Tensor`), so that tracing it with
  `make_fx(fn, tracing_mode="fake")` and no decompositions gives a graph holding that overload.
  Every tensor `fn` reads is an argument; numbers and sizes are written into `fn` itself.
- `make_inputs()` returns the same small tensors on every call (seeded from the case name).

`gen_golden.py` turns each case into `golden/<family>/<name>.graph.json`; `test_ops.py` runs each
case through torchtpu and compares with torch eager.
"""

from __future__ import annotations

import math
import zlib
from typing import Any, Callable, NamedTuple

import torch

A = torch.ops.aten
f64, f32, f16, bf16 = torch.float64, torch.float32, torch.float16, torch.bfloat16
i64, i32, i16, i8, u8 = torch.int64, torch.int32, torch.int16, torch.int8, torch.uint8
b8 = torch.bool
inf, nan = math.inf, math.nan


class Case(NamedTuple):
    family: str
    name: str
    fn: Callable[..., Any]
    make_inputs: Callable[[], list]
    # "values": compare every output with eager. "meta": compare only shapes and dtypes (outputs
    # whose contents torch leaves unspecified, such as `empty`).
    compare: str = "values"
    # Float tolerances; None picks the default for the output's dtype (see test_ops.py).
    rtol: float | None = None
    atol: float | None = None
    # Trace before CompositeImplicitAutograd ops decompose (`aten.reshape` becomes `view` otherwise).
    pre_dispatch: bool = False
    # The outputs' dtypes are those of the traced graph, where torch's meta kernel and its CPU kernel
    # disagree: the graph is what the compiler must honour. Values are compared after casting
    # eager's outputs to those dtypes.
    meta_dtypes: bool = False
    # What the target offers the lowering (`golden/<family>/<case>.target.json`: `blas_gemm`,
    # `cpu_threads`, `tf32_matmul`, `tf32_conv`), for a rule that depends on it; None: nothing.
    # The golden file pins that target's StableHLO; test_ops.py runs the case on this machine's.
    target: dict | None = None


class Rng:
    """Seeded input makers. Every case gets its own generator, seeded from its name."""

    def __init__(self, seed: int):
        self.g = torch.Generator().manual_seed(seed)

    def f(self, *shape: int, dtype: torch.dtype = f32, scale: float = 1.0) -> torch.Tensor:
        """Normal(0, scale)."""
        return (torch.randn(shape, generator=self.g, dtype=f64) * scale).to(dtype)

    def u(self, lo: float, hi: float, *shape: int, dtype: torch.dtype = f32) -> torch.Tensor:
        """Uniform in [lo, hi)."""
        return (torch.rand(shape, generator=self.g, dtype=f64) * (hi - lo) + lo).to(dtype)

    def i(self, lo: int, hi: int, *shape: int, dtype: torch.dtype = i64) -> torch.Tensor:
        """Integers in [lo, hi)."""
        return torch.randint(lo, hi, shape, generator=self.g, dtype=i64).to(dtype)

    def nz(self, lo: int, hi: int, *shape: int, dtype: torch.dtype = i64) -> torch.Tensor:
        """Non-zero integers in [lo, hi) (divisors)."""
        t = self.i(lo, hi, *shape)
        t[t == 0] = hi - 1 if hi - 1 != 0 else lo
        return t.to(dtype)

    def b(self, *shape: int) -> torch.Tensor:
        return torch.rand(shape, generator=self.g) < 0.5

    def perm(self, n: int) -> torch.Tensor:
        return torch.randperm(n, generator=self.g)


def t(values: Any, dtype: torch.dtype = f32) -> torch.Tensor:
    return torch.tensor(values, dtype=dtype)


# Special float values: zeros of both signs, halves (rounding), infinities and NaN.
SPECIAL = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.7, -3.7, inf, -inf, nan]

CASES: list[Case] = []


# `fn` must take exactly the case's tensors (make_fx counts its parameters): no default arguments.
def _unary(op: Callable) -> Callable:
    return lambda x: op(x)


def _binary(op: Callable) -> Callable:
    return lambda x, y: op(x, y)


def _with(op: Callable, *args: Any) -> Callable:
    return lambda x: op(x, *args)


def case(
    family: str,
    name: str,
    fn: Callable[..., Any],
    inputs: Callable[[Rng], list],
    compare: str = "values",
    rtol: float | None = None,
    atol: float | None = None,
    pre_dispatch: bool = False,
    meta_dtypes: bool = False,
    target: dict | None = None,
) -> None:
    seed = zlib.crc32(name.encode())

    def make_inputs() -> list:
        return list(inputs(Rng(seed)))

    CASES.append(Case(family, name, fn, make_inputs, compare, rtol, atol, pre_dispatch, meta_dtypes, target))


def trace(c: Case, inputs: list) -> torch.fx.GraphModule:
    """The case's graph: `fn` traced with fake tensors and no decompositions (its `torch.cond`s
    and `torch.while_loop`s marked to compile as control flow, as the backend marks them)."""
    from torch.fx.experimental.proxy_tensor import make_fx

    from torchtpu.capture.control_flow import prepare_control_flow

    gm = make_fx(c.fn, tracing_mode="fake", pre_dispatch=c.pre_dispatch)(*inputs)
    prepare_control_flow(gm)
    return gm


# =================================================================================================
# elementwise
# =================================================================================================
E = "elementwise"

# ---- add / sub / mul / div: broadcasting and promotion ------------------------------------------
case(E, "add_same_shape", lambda x, y: A.add.Tensor(x, y), lambda r: [r.f(3, 4), r.f(3, 4)])
case(E, "add_broadcast_rank_mismatch", lambda x, y: A.add.Tensor(x, y), lambda r: [r.f(2, 3, 4), r.f(4)])
case(E, "add_broadcast_both_sides", lambda x, y: A.add.Tensor(x, y), lambda r: [r.f(3, 1), r.f(1, 4)])
case(E, "add_alpha_float", lambda x, y: A.add.Tensor(x, y, alpha=2.5), lambda r: [r.f(3, 4), r.f(3, 4)])
case(E, "add_alpha_int", lambda x, y: A.add.Tensor(x, y, alpha=3), lambda r: [r.i(-50, 50, 3, 4), r.i(-50, 50, 4)])
case(E, "add_int_float_promotes", lambda x, y: A.add.Tensor(x, y), lambda r: [r.i(-9, 9, 3, 4), r.f(3, 4)])
case(E, "add_int32_int64_promotes", lambda x, y: A.add.Tensor(x, y), lambda r: [r.i(-9, 9, 5, dtype=i32), r.i(-9, 9, 5)])
case(E, "add_uint8_int8_promotes_int16", lambda x, y: A.add.Tensor(x, y), lambda r: [r.i(0, 255, 6, dtype=u8), r.i(-128, 127, 6, dtype=i8)])
case(E, "add_bool_bool_is_or", lambda x, y: A.add.Tensor(x, y), lambda r: [t([True, True, False, False], b8), t([True, False, True, False], b8)])
case(E, "add_bool_int_promotes", lambda x, y: A.add.Tensor(x, y), lambda r: [r.b(3, 4), r.i(-5, 5, 3, 4, dtype=i32)])
case(E, "add_zero_dim_float_int_tensor", lambda x, y: A.add.Tensor(x, y), lambda r: [r.i(-9, 9, 3, 4), t(1.5)])
case(E, "add_zero_dim_int64_int32_tensor", lambda x, y: A.add.Tensor(x, y), lambda r: [r.i(-9, 9, 3, 4, dtype=i32), t(7, i64)])
case(E, "add_zero_dim_f32_f16_tensor", lambda x, y: A.add.Tensor(x, y), lambda r: [r.f(3, 4, dtype=f16), t(0.1)])
case(E, "add_zero_dim_both", lambda x, y: A.add.Tensor(x, y), lambda r: [t(2, i32), t(0.25, f64)])
case(E, "add_f16", lambda x, y: A.add.Tensor(x, y), lambda r: [r.f(3, 4, dtype=f16), r.f(3, 4, dtype=f16)])
case(E, "add_bf16_f16_promotes_f32", lambda x, y: A.add.Tensor(x, y), lambda r: [r.f(3, 4, dtype=bf16), r.f(3, 4, dtype=f16)])
case(E, "add_f64", lambda x, y: A.add.Tensor(x, y), lambda r: [r.f(3, 4, dtype=f64), r.f(4, dtype=f64)])
case(E, "add_empty_dim", lambda x, y: A.add.Tensor(x, y), lambda r: [r.f(0, 4), r.f(4)])
case(E, "add_int_overflow_wraps", lambda x, y: A.add.Tensor(x, y), lambda r: [t([120, -120, 100], i8), t([10, -10, 27], i8)])
case(E, "add_scalar_int_to_int32_keeps_int32", lambda x: A.add.Scalar(x, 3), lambda r: [r.i(-9, 9, 3, 4, dtype=i32)])
case(E, "add_scalar_float_to_int_promotes", lambda x: A.add.Scalar(x, 2.5), lambda r: [r.i(-9, 9, 3, 4)])
case(E, "add_scalar_int_to_bool_promotes_int64", lambda x: A.add.Scalar(x, 1), lambda r: [r.b(3, 4)])
case(E, "add_scalar_alpha", lambda x: A.add.Scalar(x, 1.5, 2), lambda r: [r.f(3, 4)])
case(E, "add_scalar_float_to_f16_keeps_f16", lambda x: A.add.Scalar(x, 0.1), lambda r: [r.f(3, 4, dtype=f16)])
case(E, "add_scalar_zero_dim", lambda x: A.add.Scalar(x, 2), lambda r: [t(3.5)])
case(E, "add_scalar_bool_tensor_bool_scalar_is_or", lambda x: A.add.Scalar(x, True), lambda r: [t([True, False], b8)])
case(E, "add_scalar_uint8_negative_wraps", lambda x: A.add.Scalar(x, -3), lambda r: [t([0, 2, 3, 255], u8)])

case(E, "sub_broadcast", lambda x, y: A.sub.Tensor(x, y), lambda r: [r.f(2, 3, 4), r.f(3, 1)])
case(E, "sub_alpha_int", lambda x, y: A.sub.Tensor(x, y, alpha=2), lambda r: [r.i(-50, 50, 3, 4), r.i(-50, 50, 3, 4)])
case(E, "sub_int_float_promotes", lambda x, y: A.sub.Tensor(x, y), lambda r: [r.i(-9, 9, 3, 4, dtype=i32), r.f(4, dtype=f16)])
case(E, "sub_uint8_wraps", lambda x, y: A.sub.Tensor(x, y), lambda r: [t([5, 0, 200], u8), t([10, 1, 100], u8)])
case(E, "sub_scalar_alpha", lambda x: A.sub.Scalar(x, 2, 3), lambda r: [r.i(-9, 9, 3, 4)])
case(E, "sub_scalar_float_from_int", lambda x: A.sub.Scalar(x, 0.5), lambda r: [r.i(-9, 9, 3, 4, dtype=i16)])

case(E, "mul_broadcast", lambda x, y: A.mul.Tensor(x, y), lambda r: [r.f(4, 1, 3), r.f(5, 1)])
case(E, "mul_bool_bool_is_and", lambda x, y: A.mul.Tensor(x, y), lambda r: [t([True, True, False, False], b8), t([True, False, True, False], b8)])
case(E, "mul_int_overflow_wraps", lambda x, y: A.mul.Tensor(x, y), lambda r: [t([100000, -3, 7], i32), t([100000, 5, -9], i32)])
case(E, "mul_bf16", lambda x, y: A.mul.Tensor(x, y), lambda r: [r.f(3, 4, dtype=bf16), r.f(3, 4, dtype=bf16)])
case(E, "mul_nan_inf", lambda x, y: A.mul.Tensor(x, y), lambda r: [t(SPECIAL), t(SPECIAL[::-1])])
case(E, "mul_scalar_float_int_tensor", lambda x: A.mul.Scalar(x, 0.5), lambda r: [r.i(-9, 9, 3, 4)])
case(E, "mul_scalar_bool_tensor_bool_scalar", lambda x: A.mul.Scalar(x, True), lambda r: [r.b(3, 4)])
case(E, "mul_scalar_f16", lambda x: A.mul.Scalar(x, 0.1), lambda r: [r.f(3, 4, dtype=f16)])

case(E, "div_true_division_int_int", lambda x, y: A.div.Tensor(x, y), lambda r: [r.i(-20, 20, 3, 4), r.nz(-5, 5, 3, 4)])
case(E, "div_by_zero_float", lambda x, y: A.div.Tensor(x, y), lambda r: [t([1.0, -1.0, 0.0, nan, inf]), t([0.0, 0.0, 0.0, 0.0, 0.0])])
case(E, "div_broadcast", lambda x, y: A.div.Tensor(x, y), lambda r: [r.f(2, 3, 4), r.u(0.5, 2, 4)])
case(E, "div_f16", lambda x, y: A.div.Tensor(x, y), lambda r: [r.f(3, 4, dtype=f16), r.u(0.5, 2, 3, 4, dtype=f16)])
case(E, "div_zero_dim_int_by_tensor", lambda x, y: A.div.Tensor(x, y), lambda r: [t(7, i64), r.nz(-5, 5, 6)])
case(E, "div_scalar_int_tensor_true_division", lambda x: A.div.Scalar(x, 2), lambda r: [r.i(-9, 9, 3, 4)])
case(E, "div_scalar_float", lambda x: A.div.Scalar(x, 3.0), lambda r: [r.f(3, 4)])
case(E, "div_scalar_int_by_zero_is_inf", lambda x: A.div.Scalar(x, 0), lambda r: [t([-2, 0, 3], i64)])
case(E, "div_floor_negative_int", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="floor"),
     lambda r: [t([7, -7, 7, -7, 6, -6, 0, 1], i64), t([2, 2, -2, -2, 3, 3, -3, -5], i64)])
case(E, "div_trunc_negative_int", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="trunc"),
     lambda r: [t([7, -7, 7, -7, 6, -6, 0, 1], i32), t([2, 2, -2, -2, 3, 3, -3, -5], i32)])
case(E, "div_floor_negative_float", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="floor"),
     lambda r: [t([7.5, -7.5, 7.5, -7.5, 1.0, -0.0, 5.0, -1e-8]), t([2.0, 2.0, -2.0, -2.0, 3.0, 3.0, 0.0, 1.0])])
case(E, "div_trunc_negative_float", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="trunc"),
     lambda r: [t([7.5, -7.5, 7.5, -7.5, 1.0, 5.0, -5.0]), t([2.0, 2.0, -2.0, -2.0, 3.0, 0.0, 0.0])])
case(E, "div_floor_random_float", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="floor"),
     lambda r: [r.f(4, 5, scale=10), r.f(4, 5)])
case(E, "div_floor_int_float_promotes", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="floor"),
     lambda r: [r.i(-20, 20, 3, 4), r.u(0.5, 3, 4)])
case(E, "div_mode_none_is_true_division", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode=None),
     lambda r: [r.i(-20, 20, 3, 4), r.nz(-5, 5, 3, 4)])
case(E, "div_floor_f16", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="floor"),
     lambda r: [r.f(3, 4, dtype=f16, scale=8), r.u(0.5, 2, 3, 4, dtype=f16)])
# Half types with a tensor divisor: torch's CPU kernel runs each step in the half type
# (`trunc(6 / 0.02197)`: the quotient 273.07 rounds to 274 in bfloat16 before truncating).
case(E, "div_trunc_bf16_tensor_divisor_rounds_quotient_first", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="trunc"),
     lambda r: [torch.cat([t([6.0, -6.0625], bf16), r.f(62, dtype=bf16, scale=9)]),
                torch.cat([t([0.02197265625, -0.263671875], bf16), r.f(62, dtype=bf16, scale=0.05)])])
case(E, "div_floor_f16_tensor_divisor_rounds_each_step", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="floor"),
     lambda r: [torch.cat([t([-18.96875, 11.671875], f16), r.f(62, dtype=f16, scale=9)]),
                torch.cat([t([0.0135345458984375, -0.0024700164794921875], f16), r.f(62, dtype=f16, scale=0.05)])])
case(E, "div_floor_bf16_tensor_divisor_rounds_each_step", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="floor"),
     lambda r: [r.f(64, dtype=bf16, scale=9), r.f(64, dtype=bf16, scale=0.05)])
# With a one-element divisor the CPU kernel computes in float32 and rounds once.
case(E, "div_trunc_bf16_one_element_divisor_rounds_once", lambda x, y: A.div.Tensor_mode(x, y, rounding_mode="trunc"),
     lambda r: [r.f(64, dtype=bf16, scale=9), t([0.02197265625], bf16)])
case(E, "div_scalar_mode_trunc_f16_rounds_once", lambda x: A.div.Scalar_mode(x, 0.0135345458984375, rounding_mode="trunc"),
     lambda r: [r.f(64, dtype=f16, scale=9)])
case(E, "div_scalar_mode_floor_negative_divisor", lambda x: A.div.Scalar_mode(x, -3, rounding_mode="floor"),
     lambda r: [r.i(-20, 20, 10)])
case(E, "div_scalar_mode_trunc_float", lambda x: A.div.Scalar_mode(x, 2.5, rounding_mode="trunc"),
     lambda r: [r.f(3, 4, scale=10)])
case(E, "div_scalar_mode_floor_float_scalar_int_tensor", lambda x: A.div.Scalar_mode(x, 1.5, rounding_mode="floor"),
     lambda r: [r.i(-20, 20, 10)])

# ---- remainder / fmod: signs ----------------------------------------------------------------------
case(E, "remainder_int_sign_of_divisor", lambda x, y: A.remainder.Tensor(x, y),
     lambda r: [t([7, -7, 7, -7, 6, -6, 0], i64), t([3, 3, -3, -3, 3, -3, 5], i64)])
case(E, "remainder_float_sign_of_divisor", lambda x, y: A.remainder.Tensor(x, y),
     lambda r: [t([7.5, -7.5, 7.5, -7.5, 6.0, -6.0, 1.0, inf, 3.0]), t([2.0, 2.0, -2.0, -2.0, 3.0, 3.0, 0.0, 2.0, inf])])
case(E, "remainder_broadcast_random", lambda x, y: A.remainder.Tensor(x, y), lambda r: [r.f(4, 5, scale=10), r.u(0.5, 3, 5)])
case(E, "remainder_int_float_promotes", lambda x, y: A.remainder.Tensor(x, y), lambda r: [r.i(-20, 20, 3, 4, dtype=i32), r.u(-3, -0.5, 4)])
case(E, "remainder_scalar_negative_int", lambda x: A.remainder.Scalar(x, -4), lambda r: [r.i(-20, 20, 12, dtype=i32)])
case(E, "remainder_scalar_float", lambda x: A.remainder.Scalar(x, 1.5), lambda r: [r.f(3, 4, scale=5)])
case(E, "fmod_int_sign_of_dividend", lambda x, y: A.fmod.Tensor(x, y),
     lambda r: [t([7, -7, 7, -7, 6, -6, 0], i64), t([3, 3, -3, -3, 3, -3, 5], i64)])
case(E, "fmod_float_sign_of_dividend", lambda x, y: A.fmod.Tensor(x, y),
     lambda r: [t([7.5, -7.5, 7.5, -7.5, 6.0, 1.0, inf, 3.0]), t([2.0, 2.0, -2.0, -2.0, 3.0, 0.0, 2.0, inf])])
case(E, "fmod_f16", lambda x, y: A.fmod.Tensor(x, y), lambda r: [r.f(3, 4, dtype=f16, scale=5), r.u(0.5, 2, 3, 4, dtype=f16)])
case(E, "fmod_scalar_negative_int", lambda x: A.fmod.Scalar(x, -4), lambda r: [r.i(-20, 20, 12)])
case(E, "fmod_scalar_float_int_tensor", lambda x: A.fmod.Scalar(x, 2.5), lambda r: [r.i(-20, 20, 12)])

# ---- pow -------------------------------------------------------------------------------------------
case(E, "pow_tensor_tensor_float", lambda x, y: A.pow.Tensor_Tensor(x, y), lambda r: [r.u(0.1, 3, 3, 4), r.f(3, 4)])
case(E, "pow_tensor_tensor_negative_base_int_exponent", lambda x, y: A.pow.Tensor_Tensor(x, y),
     lambda r: [t([-2.0, -2.0, -1.5, 0.0, 0.0, -0.0, nan, 1.0, -8.0]), t([2.0, 3.0, 2.0, 0.0, -1.0, 3.0, 0.0, nan, 1.0 / 3])])
case(E, "pow_tensor_tensor_int", lambda x, y: A.pow.Tensor_Tensor(x, y), lambda r: [r.i(-4, 5, 12), r.i(0, 5, 12)])
case(E, "pow_tensor_tensor_int_float_promotes", lambda x, y: A.pow.Tensor_Tensor(x, y), lambda r: [r.i(1, 5, 3, 4), r.u(-1, 2, 4)])
case(E, "pow_tensor_tensor_broadcast", lambda x, y: A.pow.Tensor_Tensor(x, y), lambda r: [r.u(0.5, 2, 2, 3, 1), r.u(-2, 2, 4)])
case(E, "pow_tensor_scalar_square", lambda x: A.pow.Tensor_Scalar(x, 2), lambda r: [r.f(3, 4)])
case(E, "pow_tensor_scalar_cube_negative", lambda x: A.pow.Tensor_Scalar(x, 3), lambda r: [r.f(3, 4, scale=3)])
case(E, "pow_tensor_scalar_half_is_sqrt", lambda x: A.pow.Tensor_Scalar(x, 0.5), lambda r: [t(SPECIAL)])
case(E, "pow_tensor_scalar_negative_one", lambda x: A.pow.Tensor_Scalar(x, -1), lambda r: [r.u(0.5, 3, 3, 4)])
case(E, "pow_tensor_scalar_fractional", lambda x: A.pow.Tensor_Scalar(x, 2.5), lambda r: [r.u(0, 4, 3, 4)])
case(E, "pow_tensor_scalar_zero", lambda x: A.pow.Tensor_Scalar(x, 0), lambda r: [t(SPECIAL)])
case(E, "pow_tensor_scalar_int_square_stays_int", lambda x: A.pow.Tensor_Scalar(x, 2), lambda r: [r.i(-50, 50, 12, dtype=i32)])
case(E, "pow_tensor_scalar_int_cube", lambda x: A.pow.Tensor_Scalar(x, 3), lambda r: [r.i(-20, 20, 12)])
case(E, "pow_tensor_scalar_int_large_exponent", lambda x: A.pow.Tensor_Scalar(x, 7), lambda r: [r.i(-6, 6, 12)])
case(E, "pow_tensor_scalar_int_float_exponent_promotes", lambda x: A.pow.Tensor_Scalar(x, 0.5), lambda r: [r.i(0, 50, 12)])
case(E, "pow_tensor_scalar_f16", lambda x: A.pow.Tensor_Scalar(x, 2), lambda r: [r.f(3, 4, dtype=f16, scale=4)])
case(E, "pow_tensor_scalar_bf16_fractional", lambda x: A.pow.Tensor_Scalar(x, 1.5), lambda r: [r.u(0, 4, 3, 4, dtype=bf16)])
case(E, "pow_scalar_base_float", lambda x: A.pow.Scalar(2.0, x), lambda r: [r.f(3, 4)])
case(E, "pow_scalar_base_int_int_exponent", lambda x: A.pow.Scalar(3, x), lambda r: [r.i(0, 10, 12)])
case(E, "pow_scalar_base_float_int_exponent_promotes", lambda x: A.pow.Scalar(1.5, x), lambda r: [r.i(-5, 10, 12)])
case(E, "pow_scalar_base_negative", lambda x: A.pow.Scalar(-2.0, x), lambda r: [t([0.0, 1.0, 2.0, 3.0, 0.5, -1.0])])

# ---- maximum / minimum / atan2 -------------------------------------------------------------------
case(E, "maximum_nan_propagates", lambda x, y: A.maximum.default(x, y),
     lambda r: [t([nan, 1.0, nan, -inf, 0.0, -0.0]), t([1.0, nan, nan, 2.0, -0.0, 0.0])])
case(E, "maximum_broadcast", lambda x, y: A.maximum.default(x, y), lambda r: [r.f(3, 4), r.f(4)])
case(E, "maximum_int", lambda x, y: A.maximum.default(x, y), lambda r: [r.i(-9, 9, 3, 4, dtype=i32), r.i(-9, 9, 3, 4, dtype=i32)])
case(E, "maximum_int_float_promotes", lambda x, y: A.maximum.default(x, y), lambda r: [r.i(-9, 9, 3, 4), r.f(3, 4, scale=5)])
case(E, "maximum_bool", lambda x, y: A.maximum.default(x, y), lambda r: [r.b(8), r.b(8)])
case(E, "maximum_f16_zero_dim_f32_keeps_f16", lambda x, y: A.maximum.default(x, y), lambda r: [r.f(3, 4, dtype=f16), t(0.25)])
case(E, "minimum_nan_propagates", lambda x, y: A.minimum.default(x, y),
     lambda r: [t([nan, 1.0, nan, inf, 0.0, -0.0]), t([1.0, nan, nan, 2.0, -0.0, 0.0])])
case(E, "minimum_uint8", lambda x, y: A.minimum.default(x, y), lambda r: [r.i(0, 255, 12, dtype=u8), r.i(0, 255, 12, dtype=u8)])
case(E, "minimum_f16", lambda x, y: A.minimum.default(x, y), lambda r: [r.f(3, 4, dtype=f16), r.f(3, 4, dtype=f16)])
case(E, "atan2_quadrants", lambda y, x: A.atan2.default(y, x),
     lambda r: [t([1.0, 1.0, -1.0, -1.0, 0.0, -0.0, 0.0, -0.0, inf, nan]), t([1.0, -1.0, 1.0, -1.0, -1.0, -1.0, 1.0, 1.0, inf, 1.0])])
case(E, "atan2_broadcast", lambda y, x: A.atan2.default(y, x), lambda r: [r.f(3, 4), r.f(4)])
case(E, "atan2_int_promotes", lambda y, x: A.atan2.default(y, x), lambda r: [r.i(-5, 5, 12), r.i(-5, 5, 12)])

# ---- comparisons ----------------------------------------------------------------------------------
for _op in ["eq", "ne", "lt", "le", "gt", "ge"]:
    _tensor = getattr(A, _op).Tensor
    _scalar = getattr(A, _op).Scalar
    case(E, f"{_op}_broadcast", _binary(_tensor), lambda r: [r.i(-2, 3, 3, 4).float(), r.i(-2, 3, 4).float()])
    case(E, f"{_op}_nan", _binary(_tensor), lambda r: [t([nan, nan, 1.0, inf, -inf, 0.0]), t([nan, 1.0, nan, inf, inf, -0.0])])
    case(E, f"{_op}_scalar_float_vs_int_tensor", _with(_scalar, 1.5), lambda r: [r.i(-3, 4, 3, 4)])
for _op, _f, _s in [
    ("eq", A.eq.Tensor, A.eq.Scalar),
    ("lt", A.lt.Tensor, A.lt.Scalar),
    ("ge", A.ge.Tensor, A.ge.Scalar),
]:
    case(E, f"{_op}_int_float_promotes", _binary(_f), lambda r: [r.i(-3, 4, 3, 4), r.u(-3, 4, 3, 4).round()])
    case(E, f"{_op}_uint8_unsigned_order", _binary(_f), lambda r: [t([200, 100, 0, 255], u8), t([100, 200, 255, 255], u8)])
    case(E, f"{_op}_bool", _binary(_f), lambda r: [t([True, True, False, False], b8), t([True, False, True, False], b8)])
    case(E, f"{_op}_zero_dim_tensor", _binary(_f), lambda r: [r.i(-3, 4, 3, 4, dtype=i32), t(0.5)])
    case(E, f"{_op}_scalar_int", _with(_s, 2), lambda r: [r.i(-3, 4, 3, 4, dtype=i8)])
case(E, "gt_f16_vs_f32_promotes", lambda x, y: A.gt.Tensor(x, y), lambda r: [t([0.1, 0.2, 0.3], f16), t([0.1, 0.2, 0.3], f32)])
case(E, "eq_scalar_f16_vs_float_scalar", lambda x: A.eq.Scalar(x, 0.1), lambda r: [t([0.1, 0.2], f16)])
case(E, "ne_scalar_nan", lambda x: A.ne.Scalar(x, nan), lambda r: [t([nan, 1.0])])
case(E, "le_scalar_int_tensor_vs_big_int", lambda x: A.le.Scalar(x, 2**40), lambda r: [t([2**40, 2**40 + 1, -(2**41)], i64)])
case(E, "lt_scalar_bool_tensor", lambda x: A.lt.Scalar(x, 1), lambda r: [t([True, False], b8)])

# ---- logical / bitwise ----------------------------------------------------------------------------
for _op in ["and", "or", "xor"]:
    _lf = getattr(A, f"logical_{_op}").default
    case(E, f"logical_{_op}_bool", _binary(_lf), lambda r: [t([True, True, False, False], b8), t([True, False, True, False], b8)])
    case(E, f"logical_{_op}_float_nonzero_is_true", _binary(_lf),
         lambda r: [t([0.0, -0.0, nan, 2.0, 0.0, inf]), t([0.0, 1.0, 0.0, -3.0, nan, 0.0])])
    case(E, f"logical_{_op}_int_broadcast", _binary(_lf), lambda r: [r.i(-1, 2, 3, 4), r.i(0, 2, 4, dtype=u8)])
    _bt = getattr(A, f"bitwise_{_op}").Tensor
    _bs = getattr(A, f"bitwise_{_op}").Scalar
    case(E, f"bitwise_{_op}_int", _binary(_bt), lambda r: [r.i(-100, 100, 3, 4), r.i(-100, 100, 3, 4)])
    case(E, f"bitwise_{_op}_bool", _binary(_bt), lambda r: [t([True, True, False, False], b8), t([True, False, True, False], b8)])
    case(E, f"bitwise_{_op}_int32_int8_broadcast", _binary(_bt), lambda r: [r.i(-100, 100, 3, 4, dtype=i32), r.i(-100, 100, 4, dtype=i8)])
    case(E, f"bitwise_{_op}_scalar_int", _with(_bs, 0x55), lambda r: [r.i(0, 255, 12, dtype=u8)])
    case(E, f"bitwise_{_op}_scalar_negative", _with(_bs, -4), lambda r: [r.i(-100, 100, 12, dtype=i16)])
    case(E, f"bitwise_{_op}_scalar_bool", _with(_bs, True), lambda r: [t([True, False], b8)])
# Shifts: counts below 0 or at least the width shift every bit out (eager's CPU kernels).
_COUNTS = lambda dtype, bits: t([0, 1, 3, bits - 1, bits, bits + 5, -1, 2], dtype)
case(E, "lshift_tensor_counts_out_of_range", _binary(A.__lshift__.Tensor), lambda r: [r.i(-100, 100, 3, 8), _COUNTS(i64, 64)])
case(E, "lshift_scalar_int32", _with(A.__lshift__.Scalar, 3), lambda r: [r.i(-100, 100, 12, dtype=i32)])
case(E, "rshift_tensor_int8_arithmetic", _binary(A.__rshift__.Tensor), lambda r: [r.i(-100, 100, 2, 8, dtype=i8), _COUNTS(i8, 8)])
case(E, "rshift_scalar_uint8_logical", _with(A.__rshift__.Scalar, 2), lambda r: [t([0, 1, 127, 128, 255], u8)])
case(E, "bitwise_left_shift_int16_int32_broadcast", _binary(A.bitwise_left_shift.Tensor), lambda r: [r.i(-100, 100, 3, 4, dtype=i16), r.i(0, 20, 4, dtype=i32)])
case(E, "bitwise_left_shift_tensor_scalar", _with(A.bitwise_left_shift.Tensor_Scalar, 4), lambda r: [r.i(-100, 100, 12, dtype=i64)])
case(E, "bitwise_left_shift_scalar_tensor", lambda x: A.bitwise_left_shift.Scalar_Tensor(5, x), lambda r: [_COUNTS(i32, 32)])
case(E, "bitwise_right_shift_int64", _binary(A.bitwise_right_shift.Tensor), lambda r: [r.i(-1000, 1000, 8), _COUNTS(i64, 64)])
case(E, "bitwise_right_shift_tensor_scalar", _with(A.bitwise_right_shift.Tensor_Scalar, 70), lambda r: [r.i(-100, 100, 12, dtype=i32)])
case(E, "bitwise_right_shift_scalar_tensor", lambda x: A.bitwise_right_shift.Scalar_Tensor(-64, x), lambda r: [_COUNTS(i64, 64)])
# gcd and lcm: Euclid's loop in one `stablehlo.while`; zeros, negatives, wrapping lcms.
case(E, "gcd_int64_zeros_and_negatives", _binary(A.gcd.default),
     lambda r: [t([0, 0, 12, -12, 17, 2**62, -(2**63), 7540113804746346429], i64), t([0, 5, 18, 18, -34, 2**40, 6, 4660046610375530309], i64)])
case(E, "gcd_int32_broadcast", _binary(A.gcd.default), lambda r: [r.i(-1000, 1000, 3, 8, dtype=i32), r.i(-1000, 1000, 8, dtype=i32)])
case(E, "lcm_int8_wraps", _binary(A.lcm.default), lambda r: [t([100, -100, 127, 30, -128, 50, 0], i8), t([30, 77, 3, 100, 3, 7, 5], i8)])
case(E, "lcm_int64", _binary(A.lcm.default), lambda r: [r.i(-1000, 1000, 4, 6), r.i(-1000, 1000, 4, 6)])
case(E, "lcm_uint8", _binary(A.lcm.default), lambda r: [t([0, 4, 6, 200, 255], u8), t([3, 6, 4, 3, 2], u8)])
case(E, "logical_not_bool", lambda x: A.logical_not.default(x), lambda r: [r.b(3, 4)])
case(E, "logical_not_float_nan_is_true", lambda x: A.logical_not.default(x), lambda r: [t([0.0, -0.0, nan, 1.0, inf])])
case(E, "logical_not_int", lambda x: A.logical_not.default(x), lambda r: [r.i(-2, 3, 3, 4, dtype=i32)])
case(E, "bitwise_not_int", lambda x: A.bitwise_not.default(x), lambda r: [r.i(-100, 100, 3, 4)])
case(E, "bitwise_not_uint8", lambda x: A.bitwise_not.default(x), lambda r: [t([0, 1, 127, 255], u8)])
case(E, "bitwise_not_bool", lambda x: A.bitwise_not.default(x), lambda r: [t([True, False], b8)])

# ---- unary math -------------------------------------------------------------------------------------
_UNARY = {
    "acos": (A.acos.default, lambda r: [r.u(-1, 1, 3, 4)]),
    "acosh": (A.acosh.default, lambda r: [r.u(1, 5, 3, 4)]),
    "asin": (A.asin.default, lambda r: [r.u(-1, 1, 3, 4)]),
    "asinh": (A.asinh.default, lambda r: [r.f(3, 4, scale=3)]),
    "atan": (A.atan.default, lambda r: [r.f(3, 4, scale=3)]),
    "atanh": (A.atanh.default, lambda r: [r.u(-0.99, 0.99, 3, 4)]),
    "cos": (A.cos.default, lambda r: [r.f(3, 4, scale=3)]),
    "cosh": (A.cosh.default, lambda r: [r.f(3, 4, scale=3)]),
    "erf": (A.erf.default, lambda r: [r.f(3, 4, scale=2)]),
    "exp": (A.exp.default, lambda r: [r.f(3, 4, scale=3)]),
    "expm1": (A.expm1.default, lambda r: [r.f(3, 4, scale=1e-3)]),
    "log": (A.log.default, lambda r: [r.u(0.01, 10, 3, 4)]),
    "log10": (A.log10.default, lambda r: [r.u(0.01, 1000, 3, 4)]),
    "log1p": (A.log1p.default, lambda r: [r.u(-1e-3, 1e-3, 3, 4)]),
    "log2": (A.log2.default, lambda r: [r.u(0.01, 1000, 3, 4)]),
    "reciprocal": (A.reciprocal.default, lambda r: [r.u(0.1, 3, 3, 4)]),
    "rsqrt": (A.rsqrt.default, lambda r: [r.u(0.01, 10, 3, 4)]),
    "sigmoid": (A.sigmoid.default, lambda r: [r.f(3, 4, scale=5)]),
    "sin": (A.sin.default, lambda r: [r.f(3, 4, scale=3)]),
    "sinh": (A.sinh.default, lambda r: [r.f(3, 4, scale=3)]),
    "sqrt": (A.sqrt.default, lambda r: [r.u(0, 10, 3, 4)]),
    "tan": (A.tan.default, lambda r: [r.u(-1.5, 1.5, 3, 4)]),
    "tanh": (A.tanh.default, lambda r: [r.f(3, 4, scale=3)]),
}
for _name, (_op, _inp) in _UNARY.items():
    # Random values from the op's domain, then zeros of both signs, infinities, NaN and values
    # outside the domain.
    case(E, f"{_name}_f32_with_special_values", _unary(_op), lambda r, i=_inp: [torch.cat([i(r)[0].reshape(-1), t(SPECIAL)])])
for _name in ["exp", "log", "sqrt", "sin", "tanh", "sigmoid", "reciprocal", "rsqrt", "erf", "log2"]:
    _op = _UNARY[_name][0]
    case(E, f"{_name}_int_promotes_to_float", _unary(_op), lambda r: [r.i(1, 10, 3, 4)])
for _name in ["exp", "log", "sqrt", "sigmoid", "tanh", "erf", "cos", "reciprocal", "rsqrt", "log10"]:
    _op, _inp = _UNARY[_name]
    case(E, f"{_name}_f16", _unary(_op), lambda r, i=_inp: [i(r)[0].to(f16)])
for _name in ["exp", "log1p", "sin", "sigmoid", "tanh", "atan"]:
    _op, _inp = _UNARY[_name]
    case(E, f"{_name}_bf16", _unary(_op), lambda r, i=_inp: [i(r)[0].to(bf16)])
case(E, "sin_bool_promotes_to_float", lambda x: A.sin.default(x), lambda r: [t([True, False], b8)])
case(E, "exp_f64", lambda x: A.exp.default(x), lambda r: [r.f(3, 4, dtype=f64)])
case(E, "exp_zero_dim", lambda x: A.exp.default(x), lambda r: [t(0.5)])
case(E, "sqrt_empty", lambda x: A.sqrt.default(x), lambda r: [r.f(0, 3)])
case(E, "log_uint8_promotes", lambda x: A.log.default(x), lambda r: [t([0, 1, 2, 255], u8)])
case(E, "reciprocal_int_zero_is_inf", lambda x: A.reciprocal.default(x), lambda r: [t([0, 1, 2, -4], i32)])

case(E, "abs_float_special", lambda x: A.abs.default(x), lambda r: [t(SPECIAL)])
case(E, "abs_int", lambda x: A.abs.default(x), lambda r: [r.i(-100, 100, 3, 4)])
case(E, "abs_int8_min_wraps", lambda x: A.abs.default(x), lambda r: [t([-128, -1, 0, 127], i8)])
case(E, "abs_f16", lambda x: A.abs.default(x), lambda r: [r.f(3, 4, dtype=f16)])
case(E, "abs_uint8_is_itself", lambda x: A.abs.default(x), lambda r: [t([0, 1, 128, 255], u8)])
case(E, "neg_float_special", lambda x: A.neg.default(x), lambda r: [t(SPECIAL)])
case(E, "neg_int", lambda x: A.neg.default(x), lambda r: [r.i(-100, 100, 3, 4, dtype=i32)])
case(E, "neg_bf16", lambda x: A.neg.default(x), lambda r: [r.f(3, 4, dtype=bf16)])
case(E, "sign_float_special", lambda x: A.sign.default(x), lambda r: [t(SPECIAL)])
case(E, "sign_int", lambda x: A.sign.default(x), lambda r: [r.i(-3, 4, 3, 4)])
case(E, "sign_uint8", lambda x: A.sign.default(x), lambda r: [t([0, 1, 200], u8)])
case(E, "sign_bool", lambda x: A.sign.default(x), lambda r: [t([True, False], b8)])

for _name, _op in [("ceil", A.ceil.default), ("floor", A.floor.default), ("round", A.round.default), ("trunc", A.trunc.default)]:
    case(E, f"{_name}_special_values", _unary(_op), lambda r: [t(SPECIAL + [-0.2, 0.2, 1e20, -1e20])])
    case(E, f"{_name}_int_is_identity", _unary(_op), lambda r: [r.i(-100, 100, 3, 4, dtype=i32)])
    case(E, f"{_name}_f16", _unary(_op), lambda r: [r.f(3, 4, dtype=f16, scale=5)])
case(E, "round_half_to_even", lambda x: A.round.default(x), lambda r: [t([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5, 4.5])])

# ---- clamp / activations --------------------------------------------------------------------------
case(E, "clamp_min_max", lambda x: A.clamp.default(x, -0.5, 0.5), lambda r: [r.f(3, 4)])
case(E, "clamp_min_only", lambda x: A.clamp.default(x, 0.0), lambda r: [r.f(3, 4)])
case(E, "clamp_max_only", lambda x: A.clamp.default(x, None, 0.25), lambda r: [r.f(3, 4)])
case(E, "clamp_nan_propagates", lambda x: A.clamp.default(x, -1.0, 1.0), lambda r: [t([nan, -inf, inf, 0.5])])
case(E, "clamp_min_greater_than_max", lambda x: A.clamp.default(x, 1.0, -1.0), lambda r: [r.f(3, 4)])
case(E, "clamp_int", lambda x: A.clamp.default(x, -3, 5), lambda r: [r.i(-10, 10, 3, 4, dtype=i32)])
case(E, "clamp_int_float_bound_promotes", lambda x: A.clamp.default(x, 0.5, 4.5), lambda r: [r.i(-10, 10, 3, 4)])
case(E, "clamp_f16", lambda x: A.clamp.default(x, -0.3, 0.3), lambda r: [r.f(3, 4, dtype=f16)])
case(E, "clamp_tensor_broadcast", lambda x, lo, hi: A.clamp.Tensor(x, lo, hi), lambda r: [r.f(3, 4), r.f(4) - 1, r.f(3, 1) + 1])
case(E, "clamp_tensor_min_only", lambda x, lo: A.clamp.Tensor(x, lo), lambda r: [r.f(3, 4), r.f(3, 4)])
case(E, "clamp_tensor_max_only", lambda x, hi: A.clamp.Tensor(x, None, hi), lambda r: [r.f(3, 4), r.f(4)])
case(E, "clamp_tensor_int_float_promotes", lambda x, lo, hi: A.clamp.Tensor(x, lo, hi),
     lambda r: [r.i(-10, 10, 3, 4), r.f(4), r.u(2, 5, 4)])
case(E, "clamp_tensor_nan_bound", lambda x, lo: A.clamp.Tensor(x, lo), lambda r: [t([1.0, 2.0, nan]), t([nan, 0.0, 0.0])])
case(E, "hardtanh_default", lambda x: A.hardtanh.default(x), lambda r: [r.f(3, 4, scale=2)])
case(E, "hardtanh_custom_bounds", lambda x: A.hardtanh.default(x, 0.0, 6.0), lambda r: [r.f(3, 4, scale=5)])
case(E, "hardtanh_nan", lambda x: A.hardtanh.default(x), lambda r: [t([nan, 2.0, -2.0])])
case(E, "hardtanh_int", lambda x: A.hardtanh.default(x, -2, 3), lambda r: [r.i(-5, 6, 3, 4)])
case(E, "hardtanh_f16", lambda x: A.hardtanh.default(x, -0.5, 0.5), lambda r: [r.f(3, 4, dtype=f16)])
case(E, "relu_f32", lambda x: A.relu.default(x), lambda r: [r.f(3, 4)])
case(E, "relu_special_values", lambda x: A.relu.default(x), lambda r: [t(SPECIAL)])
case(E, "relu_int", lambda x: A.relu.default(x), lambda r: [r.i(-10, 10, 3, 4)])
case(E, "relu_bf16", lambda x: A.relu.default(x), lambda r: [r.f(3, 4, dtype=bf16)])
case(E, "leaky_relu_default_slope", lambda x: A.leaky_relu.default(x), lambda r: [r.f(3, 4)])
case(E, "leaky_relu_custom_slope", lambda x: A.leaky_relu.default(x, 0.2), lambda r: [r.f(3, 4)])
case(E, "leaky_relu_special_values", lambda x: A.leaky_relu.default(x, 0.1), lambda r: [t(SPECIAL)])
case(E, "leaky_relu_f16", lambda x: A.leaky_relu.default(x, 0.1), lambda r: [r.f(3, 4, dtype=f16)])
case(E, "gelu_exact", lambda x: A.gelu.default(x), lambda r: [r.f(3, 4, scale=3)])
case(E, "gelu_tanh", lambda x: A.gelu.default(x, approximate="tanh"), lambda r: [r.f(3, 4, scale=3)])
# Infinities left out: torch's vectorized CPU kernel gives NaN for gelu(+-inf) (limits: inf, -0).
# gelu(-inf) is NaN in eager (`-inf * (1 + erf(-inf))`); gelu(+inf) is +inf in eager's scalar and
# float64 kernels but NaN in its vectorized float32 one, so +inf is left out: torchtpu gives +inf.
case(E, "gelu_backward_exact", lambda g, x: A.gelu_backward.default(g, x), lambda r: [r.f(3, 4), r.f(3, 4, scale=3)])
case(E, "gelu_backward_tanh", lambda g, x: A.gelu_backward.default(g, x, approximate="tanh"), lambda r: [r.f(3, 4), r.f(3, 4, scale=3)])
case(E, "gelu_backward_bf16", lambda g, x: A.gelu_backward.default(g, x), lambda r: [r.f(3, 4, dtype=bf16), r.f(3, 4, dtype=bf16, scale=3)])
case(E, "gelu_backward_aten", lambda g, x: A.gelu_backward.default(g, x), lambda r: [r.f(64, 512), r.f(64, 512, scale=3)],
     target={"cpu_threads": 2, "aten_ops": True})
case(E, "gelu_special_values", lambda x: A.gelu.default(x), lambda r: [t([v for v in SPECIAL if v != inf])])
case(E, "gelu_bf16", lambda x: A.gelu.default(x), lambda r: [r.f(3, 4, dtype=bf16, scale=3)])
case(E, "gelu_tanh_f16", lambda x: A.gelu.default(x, approximate="tanh"), lambda r: [r.f(3, 4, dtype=f16, scale=3)])
case(E, "silu_f32", lambda x: A.silu.default(x), lambda r: [r.f(3, 4, scale=3)])
case(E, "silu_special_values", lambda x: A.silu.default(x), lambda r: [t(SPECIAL)])
case(E, "silu_f16", lambda x: A.silu.default(x), lambda r: [r.f(3, 4, dtype=f16, scale=3)])
case(E, "threshold_backward_zero", lambda g, x: A.threshold_backward.default(g, x, 0),
     lambda r: [r.f(3, 4), t([[-1.0, 0.0, 1.0, 2.0]] * 3)])
case(E, "threshold_backward_float_threshold", lambda g, x: A.threshold_backward.default(g, x, 0.5), lambda r: [r.f(3, 4), r.f(3, 4)])
case(E, "threshold_backward_int", lambda g, x: A.threshold_backward.default(g, x, 1), lambda r: [r.i(-5, 5, 3, 4), r.i(-3, 3, 3, 4)])
case(E, "threshold_backward_f16", lambda g, x: A.threshold_backward.default(g, x, 0), lambda r: [r.f(3, 4, dtype=f16), r.f(3, 4, dtype=f16)])
case(E, "isnan_special", lambda x: A.isnan.default(x), lambda r: [t(SPECIAL)])
case(E, "isnan_int_is_false", lambda x: A.isnan.default(x), lambda r: [r.i(-5, 5, 3, 4)])
case(E, "isnan_f16", lambda x: A.isnan.default(x), lambda r: [t(SPECIAL, f16)])
case(E, "isinf_special", lambda x: A.isinf.default(x), lambda r: [t(SPECIAL)])
case(E, "isinf_int_is_false", lambda x: A.isinf.default(x), lambda r: [r.i(-5, 5, 3, 4, dtype=i32)])
case(E, "isinf_bf16", lambda x: A.isinf.default(x), lambda r: [t(SPECIAL, bf16)])

# ---- where ----------------------------------------------------------------------------------------
case(E, "where_broadcast", lambda c, x, y: A.where.self(c, x, y), lambda r: [r.b(3, 4), r.f(4), r.f(3, 1)])
case(E, "where_int_float_promotes", lambda c, x, y: A.where.self(c, x, y), lambda r: [r.b(3, 4), r.i(-5, 5, 3, 4), r.f(3, 4)])
case(E, "where_zero_dim_branches", lambda c, x, y: A.where.self(c, x, y), lambda r: [r.b(3, 4), t(1.0), t(-1.0)])
case(E, "where_zero_dim_int_with_float_tensor", lambda c, x, y: A.where.self(c, x, y), lambda r: [r.b(3, 4), t(3, i64), r.f(3, 4, dtype=f16)])
case(E, "where_bool_values", lambda c, x, y: A.where.self(c, x, y), lambda r: [r.b(6), r.b(6), r.b(6)])
case(E, "where_nan_in_unselected_branch", lambda c, x, y: A.where.self(c, x, y), lambda r: [t([True, False], b8), t([1.0, nan]), t([nan, 2.0])])

# ---- casts and copies --------------------------------------------------------------------------
case(E, "to_copy_float_to_int_truncates", lambda x: A._to_copy.default(x, dtype=i32), lambda r: [t([1.7, -1.7, 0.5, -0.5, 2.0, -2.0, 100.9])])
case(E, "to_copy_float_to_bool_nonzero", lambda x: A._to_copy.default(x, dtype=b8), lambda r: [t([0.0, -0.0, 0.1, nan, -inf])])
case(E, "to_copy_int_to_bool_nonzero", lambda x: A._to_copy.default(x, dtype=b8), lambda r: [t([0, 1, -1, 256], i64)])
case(E, "to_copy_bool_to_float", lambda x: A._to_copy.default(x, dtype=f32), lambda r: [r.b(3, 4)])
case(E, "to_copy_bool_to_int", lambda x: A._to_copy.default(x, dtype=i64), lambda r: [r.b(3, 4)])
case(E, "prims_convert_element_type_float_to_int_truncates", lambda x: torch.ops.prims.convert_element_type.default(x, i32), lambda r: [t([1.7, -1.7, 0.5, -0.5, 2.0, -2.0, 100.9])])
case(E, "prims_copy_strided_keeps_values", lambda x: torch.ops.prims.copy_strided.default(x, [1, 3]), lambda r: [r.f(3, 4)])
case(E, "to_copy_f32_to_f16_rounds", lambda x: A._to_copy.default(x, dtype=f16), lambda r: [t([0.1, 1.0 / 3, 65504.0, 1e-8, 70000.0, nan])])
case(E, "to_copy_f32_to_bf16_rounds", lambda x: A._to_copy.default(x, dtype=bf16), lambda r: [t([0.1, 1.0 / 3, 3e38, 1e-8, 1.00390625, nan])])
case(E, "to_copy_bf16_to_f32", lambda x: A._to_copy.default(x, dtype=f32), lambda r: [r.f(3, 4, dtype=bf16)])
case(E, "to_copy_int64_to_int8_wraps", lambda x: A._to_copy.default(x, dtype=i8), lambda r: [t([1, 127, 128, 255, -129, 1000], i64)])
case(E, "to_copy_int_to_f16", lambda x: A._to_copy.default(x, dtype=f16), lambda r: [t([1, 2049, -3, 70000], i32)])
case(E, "to_copy_int64_to_uint8_wraps", lambda x: A._to_copy.default(x, dtype=u8), lambda r: [t([-1, 0, 255, 256, 300, -200], i64)])
case(E, "to_copy_float_to_uint8_truncates", lambda x: A._to_copy.default(x, dtype=u8), lambda r: [t([0.0, 0.9, 1.5, 254.99, 255.0])])
# Eager on x86: NaN, infinities and values out of int32 (int64) range give the type's minimum; the
# narrower types take the low bits of the int32 (docs/runtime-checks.md).
case(E, "to_copy_nan_inf_out_of_range_to_int32_give_int_min", lambda x: A._to_copy.default(x, dtype=i32),
     lambda r: [t([nan, inf, -inf, 3e9, -3e9, 2147483520.0, -2147483648.0, 2.5])])
case(E, "to_copy_nan_inf_out_of_range_to_int64_give_int_min", lambda x: A._to_copy.default(x, dtype=i64),
     lambda r: [t([nan, inf, -inf, 1e20, -1e20, 3e9, -2.5])])
case(E, "to_copy_float_to_int8_and_uint8_wrap_through_int32", lambda x: (A._to_copy.default(x, dtype=torch.int8), A._to_copy.default(x, dtype=u8)),
     lambda r: [t([300.7, -1.5, 200.0, -129.0, nan, inf, 3e9])])
case(E, "to_copy_uint8_to_float", lambda x: A._to_copy.default(x, dtype=f32), lambda r: [t([0, 128, 255], u8)])
case(E, "to_copy_same_dtype", lambda x: A._to_copy.default(x), lambda r: [r.f(3, 4)])
case(E, "to_copy_f64_to_f32", lambda x: A._to_copy.default(x, dtype=f32), lambda r: [r.f(3, 4, dtype=f64)])
case(E, "alias_identity", lambda x: A.alias.default(x), lambda r: [r.f(3, 4)])
case(E, "clone_identity", lambda x: A.clone.default(x), lambda r: [r.i(-5, 5, 3, 4)])
case(E, "detach_identity", lambda x: A.detach.default(x), lambda r: [r.f(3, 4, dtype=bf16)])
case(E, "lift_fresh_copy_identity", lambda x: A.lift_fresh_copy.default(x), lambda r: [r.b(3, 4)])
case(E, "copy_same_shape", lambda x, y: A.copy.default(x, y), lambda r: [r.f(3, 4), r.f(3, 4)])
case(E, "copy_broadcast_src", lambda x, y: A.copy.default(x, y), lambda r: [r.f(3, 4), r.f(4)])
case(E, "copy_converts_dtype", lambda x, y: A.copy.default(x, y), lambda r: [r.i(-5, 5, 3, 4, dtype=i32), r.f(3, 4, scale=5)])
case(E, "copy_float_to_bool", lambda x, y: A.copy.default(x, y), lambda r: [r.b(5), t([0.0, 1.0, -2.0, nan, 0.0])])

# =================================================================================================
# factory
# =================================================================================================
F = "factory"
case(F, "arange_end_int", lambda: A.arange.default(5), lambda r: [])
case(F, "arange_end_float_dtype", lambda: A.arange.default(5, dtype=f32), lambda r: [])
case(F, "arange_end_fractional", lambda: A.arange.default(4.5), lambda r: [])
case(F, "arange_start_end", lambda: A.arange.start(2, 9), lambda r: [])
case(F, "arange_start_end_negative", lambda: A.arange.start(-5, 3, dtype=i32), lambda r: [])
case(F, "arange_start_end_float", lambda: A.arange.start(0.5, 4.0), lambda r: [])
case(F, "arange_step_fractional", lambda: A.arange.start_step(0, 1, 0.1), lambda r: [])
case(F, "arange_step_negative", lambda: A.arange.start_step(10, 0, -3), lambda r: [])
case(F, "arange_step_int_dtype_f16", lambda: A.arange.start_step(0, 20, 3, dtype=f16), lambda r: [])
case(F, "arange_step_float_to_bf16", lambda: A.arange.start_step(-1.0, 1.0, 0.25, dtype=bf16), lambda r: [])
# Integer results: torch converts start and step to the result type first (0.5 -> 0, 1.5 -> 1), and
# takes the length from the unconverted bounds.
case(F, "arange_float_bounds_int_dtype_truncates", lambda: A.arange.start_step(0.5, 5, 1.5, dtype=i64), lambda r: [])
case(F, "arange_bool_bounds_are_ints", lambda: A.arange.start_step(False, True, True), lambda r: [])
case(F, "arange_empty", lambda: A.arange.start(3, 3), lambda r: [])
case(F, "empty_memory_format_shape_dtype", lambda: A.empty.memory_format([2, 3], dtype=f32), lambda r: [], compare="meta")
case(F, "empty_memory_format_int", lambda: A.empty.memory_format([4], dtype=i32), lambda r: [], compare="meta")
case(F, "empty_like_keeps_dtype", lambda x: A.empty_like.default(x), lambda r: [r.f(3, 4, dtype=bf16)], compare="meta")
case(F, "empty_like_dtype_kw", lambda x: A.empty_like.default(x, dtype=i64), lambda r: [r.f(3, 4)], compare="meta")
case(F, "empty_strided_shape_dtype", lambda: A.empty_strided.default([2, 3], [3, 1], dtype=f16), lambda r: [], compare="meta")
case(F, "empty_strided_int_zero_dim", lambda: A.empty_strided.default([], [], dtype=i64), lambda r: [], compare="meta")
case(F, "new_empty_dtype_kw", lambda x: A.new_empty.default(x, [3], dtype=b8), lambda r: [r.f(2)], compare="meta")
case(F, "new_empty_dtype_of_self", lambda x: A.new_empty.default(x, [2, 5]), lambda r: [r.i(0, 3, 3, dtype=i32)], compare="meta")
case(F, "full_float", lambda: A.full.default([2, 3], 1.5), lambda r: [])
case(F, "full_int_infers_int64", lambda: A.full.default([2, 3], 7), lambda r: [])
case(F, "full_bool_infers_bool", lambda: A.full.default([3], True), lambda r: [])
case(F, "full_dtype_kw", lambda: A.full.default([2, 2], 2.75, dtype=f16), lambda r: [])
case(F, "full_float_into_int_dtype", lambda: A.full.default([3], -2.7, dtype=i32), lambda r: [])
case(F, "full_inf_nan", lambda: A.full.default([2], -inf), lambda r: [])
case(F, "full_large_int64", lambda: A.full.default([2], 2**53 + 1, dtype=i64), lambda r: [])
case(F, "full_zero_dim", lambda: A.full.default([], 3.0), lambda r: [])
case(F, "full_empty", lambda: A.full.default([0, 3], 3.0), lambda r: [])
case(F, "full_like_keeps_dtype", lambda x: A.full_like.default(x, 3), lambda r: [r.i(0, 3, 3, 4, dtype=i32)])
case(F, "full_like_float_fill_into_int_truncates", lambda x: A.full_like.default(x, 2.7), lambda r: [r.i(0, 3, 3, 4)])
case(F, "full_like_dtype_kw", lambda x: A.full_like.default(x, 0.5, dtype=bf16), lambda r: [r.f(3, 4)])
case(F, "full_like_nan", lambda x: A.full_like.default(x, nan), lambda r: [r.f(3, 4)])
case(F, "new_full_dtype_of_self", lambda x: A.new_full.default(x, [2, 3], 4), lambda r: [r.f(5, dtype=f16)])
case(F, "new_full_dtype_kw", lambda x: A.new_full.default(x, [3], -1, dtype=i8), lambda r: [r.f(5)])
case(F, "new_ones_dtype_of_self", lambda x: A.new_ones.default(x, [2, 3]), lambda r: [r.i(0, 3, 3, dtype=i32)])
case(F, "new_ones_bool", lambda x: A.new_ones.default(x, [4], dtype=b8), lambda r: [r.f(3)])
case(F, "new_zeros_dtype_of_self", lambda x: A.new_zeros.default(x, [2, 3]), lambda r: [r.f(3, dtype=bf16)])
case(F, "new_zeros_empty", lambda x: A.new_zeros.default(x, [0]), lambda r: [r.f(3)])
case(F, "ones_default_float", lambda: A.ones.default([2, 3]), lambda r: [])
case(F, "ones_int", lambda: A.ones.default([4], dtype=i64), lambda r: [])
case(F, "ones_like_keeps_dtype", lambda x: A.ones_like.default(x), lambda r: [r.b(3, 4)])
case(F, "ones_like_dtype_kw", lambda x: A.ones_like.default(x, dtype=f16), lambda r: [r.i(0, 3, 3, 4)])
case(F, "scalar_tensor_float", lambda: A.scalar_tensor.default(2.5), lambda r: [])
case(F, "scalar_tensor_int_dtype", lambda: A.scalar_tensor.default(-7, dtype=i64), lambda r: [])
case(F, "scalar_tensor_bool_dtype", lambda: A.scalar_tensor.default(1, dtype=b8), lambda r: [])
case(F, "scalar_tensor_neg_inf", lambda: A.scalar_tensor.default(-inf, dtype=f16), lambda r: [])
case(F, "zeros_default_float", lambda: A.zeros.default([2, 3]), lambda r: [])
case(F, "zeros_bool", lambda: A.zeros.default([3], dtype=b8), lambda r: [])
case(F, "zeros_like_keeps_dtype", lambda x: A.zeros_like.default(x), lambda r: [r.i(0, 3, 3, 4, dtype=i16)])
case(F, "zeros_like_dtype_kw", lambda x: A.zeros_like.default(x, dtype=f64), lambda r: [r.f(3, 4)])

# =================================================================================================
# indexing
# =================================================================================================
I = "indexing"
case(I, "embedding_2d_indices", lambda w, i: A.embedding.default(w, i), lambda r: [r.f(10, 4), r.i(0, 10, 2, 3)])
case(I, "embedding_1d_indices_repeats", lambda w, i: A.embedding.default(w, i), lambda r: [r.f(6, 3), t([0, 5, 5, 2, 0], i64)])
case(I, "embedding_padding_idx_forward_unaffected", lambda w, i: A.embedding.default(w, i, 0), lambda r: [r.f(6, 3), t([0, 1, 0], i64)])
case(I, "embedding_int32_indices", lambda w, i: A.embedding.default(w, i), lambda r: [r.f(6, 3, dtype=bf16), r.i(0, 6, 4, dtype=i32)])
case(I, "embedding_zero_dim_index", lambda w, i: A.embedding.default(w, i), lambda r: [r.f(6, 3), t(4, i64)])
case(I, "gather_dim1", lambda x, i: A.gather.default(x, 1, i), lambda r: [r.f(3, 5), r.i(0, 5, 3, 4)])
case(I, "gather_dim0_smaller_index", lambda x, i: A.gather.default(x, 0, i), lambda r: [r.f(4, 5), r.i(0, 4, 2, 3)])
case(I, "gather_negative_dim", lambda x, i: A.gather.default(x, -1, i), lambda r: [r.i(-9, 9, 2, 3, 4), r.i(0, 4, 2, 3, 6)])
case(I, "gather_empty_index", lambda x, i: A.gather.default(x, 1, i), lambda r: [r.f(3, 4), torch.zeros(3, 0, dtype=i64)])
case(I, "gather_bool", lambda x, i: A.gather.default(x, 1, i), lambda r: [r.b(3, 4), r.i(0, 4, 3, 2)])
case(I, "index_tensor_single_index", lambda x, i: A.index.Tensor(x, [i]), lambda r: [r.f(5, 3), t([4, 0, 2, 2], i64)])
case(I, "index_tensor_negative_indices", lambda x, i: A.index.Tensor(x, [i]), lambda r: [r.f(5, 3), t([-1, -5, 0], i64)])
case(I, "index_tensor_two_adjacent_broadcast", lambda x, i, j: A.index.Tensor(x, [i, j]),
     lambda r: [r.f(4, 5, 2), r.i(0, 4, 3, 1), r.i(0, 5, 2)])
case(I, "index_tensor_leading_none", lambda x, i: A.index.Tensor(x, [None, i]), lambda r: [r.f(3, 5, 2), r.i(-5, 5, 2, 2)])
case(I, "index_tensor_separated_by_slice", lambda x, i, j: A.index.Tensor(x, [i, None, j]),
     lambda r: [r.f(4, 3, 5), r.i(0, 4, 2), r.i(0, 5, 2)])
case(I, "index_tensor_bool_source", lambda x, i: A.index.Tensor(x, [i]), lambda r: [r.b(4, 2), t([3, 3, 0], i64)])
case(I, "index_tensor_separated_broadcast_three_dims", lambda x, i, j: A.index.Tensor(x, [None, i, None, j]),
     lambda r: [r.f(2, 4, 3, 5), r.i(-4, 4, 2, 1), r.i(-5, 5, 3)])
case(I, "index_tensor_int32_index", lambda x, i: A.index.Tensor(x, [i]), lambda r: [r.i(-9, 9, 5, 3), r.i(0, 5, 2, 2, dtype=i32)])
case(I, "index_put_no_accumulate", lambda x, i, v: A.index_put.default(x, [i], v), lambda r: [r.f(5, 3), t([4, 0, 2], i64), r.f(3, 3)])
case(I, "index_put_accumulate_duplicates", lambda x, i, v: A.index_put.default(x, [i], v, True),
     lambda r: [r.f(5, 3), t([1, 1, 3, 1], i64), r.f(4, 3)])
case(I, "index_put_broadcast_values", lambda x, i, v: A.index_put.default(x, [i], v), lambda r: [r.f(5, 3), t([4, -1], i64), r.f(3)])
case(I, "index_put_zero_dim_value", lambda x, i, v: A.index_put.default(x, [i], v), lambda r: [r.f(5, 3), t([0, 2], i64), t(9.0)])
case(I, "index_put_two_indices_accumulate", lambda x, i, j, v: A.index_put.default(x, [i, j], v, True),
     lambda r: [r.f(4, 5), t([0, 1, 0], i64), t([2, 2, 2], i64), t([1.0, 2.0, 3.0])])
case(I, "index_put_separated_by_slice_accumulate", lambda x, i, j, v: A.index_put.default(x, [i, None, j], v, True),
     lambda r: [r.f(4, 3, 5), t([0, 3, 0], i64), t([1, 2, 1], i64), r.f(3, 3)])
case(I, "index_put_negative_indices_accumulate", lambda x, i, v: A.index_put.default(x, [i], v, True), lambda r: [r.f(5), t([-1, 4, -5], i64), r.f(3)])
case(I, "index_put_leading_none", lambda x, i, v: A.index_put.default(x, [None, i], v), lambda r: [r.f(3, 5), t([4, 1], i64), r.f(3, 2)])
case(I, "index_put_int_values_convert", lambda x, i, v: A.index_put.default(x, [i], v, True),
     lambda r: [r.i(-5, 5, 5, dtype=i32), t([1, 1, 3], i64), t([10, 20, 30], i32)])
case(I, "index_put_bool_accumulate", lambda x, i, v: A.index_put.default(x, [i], v, True),
     lambda r: [t([False, True, False, False], b8), t([0, 0, 2], i64), t([True, False, False], b8)])
case(I, "index_select_dim0", lambda x, i: A.index_select.default(x, 0, i), lambda r: [r.f(5, 3), t([4, 0, 4], i64)])
case(I, "index_select_negative_dim", lambda x, i: A.index_select.default(x, -1, i), lambda r: [r.f(2, 3, 5), t([1, 3], i64)])
case(I, "index_select_int32_index", lambda x, i: A.index_select.default(x, 1, i), lambda r: [r.i(0, 9, 3, 5), t([2, 2, 0], i32)])
case(I, "index_select_zero_dim_source", lambda x, i: A.index_select.default(x, 0, i), lambda r: [t(3.5), t([0], i64)])
case(I, "index_select_empty_index", lambda x, i: A.index_select.default(x, 0, i), lambda r: [r.f(5, 3), torch.zeros(0, dtype=i64)])
case(I, "index_select_empty_source", lambda x, i: A.index_select.default(x, 0, i), lambda r: [torch.zeros(0, 3), torch.zeros(0, dtype=i64)])
case(I, "scatter_src_dim0", lambda x, i, s: A.scatter.src(x, 0, i, s),
     lambda r: [r.f(4, 3), torch.stack([r.perm(4)[:2] for _ in range(3)], 1), r.f(2, 3)])
case(I, "scatter_src_larger_than_index", lambda x, i, s: A.scatter.src(x, 1, i, s),
     lambda r: [r.f(3, 5), torch.stack([r.perm(5)[:2] for _ in range(3)]), r.f(4, 6)])
case(I, "scatter_src_negative_dim", lambda x, i, s: A.scatter.src(x, -1, i, s),
     lambda r: [r.i(-5, 5, 2, 5), torch.stack([r.perm(5)[:3] for _ in range(2)]), r.i(10, 20, 2, 3)])
case(I, "scatter_value_float", lambda x, i: A.scatter.value(x, 1, i, 2.5),
     lambda r: [r.f(3, 5), torch.stack([r.perm(5)[:2] for _ in range(3)])])
case(I, "scatter_value_int", lambda x, i: A.scatter.value(x, 0, i, -1),
     lambda r: [r.i(0, 9, 4, 3), torch.stack([r.perm(4)[:2] for _ in range(3)], 1)])
case(I, "scatter_add_duplicates", lambda x, i, s: A.scatter_add.default(x, 1, i, s),
     lambda r: [r.f(3, 5), t([[0, 0, 1], [4, 4, 4], [2, 3, 2]], i64), r.f(3, 3)])
case(I, "scatter_add_int", lambda x, i, s: A.scatter_add.default(x, 0, i, s),
     lambda r: [r.i(0, 9, 4, 3), r.i(0, 4, 5, 3), r.i(-9, 9, 5, 3)])
case(I, "scatter_add_zero_dim", lambda x, i, s: A.scatter_add.default(x, 0, i, s), lambda r: [t(1.5), t(0, i64), t(2.0)])
case(I, "scatter_src_zero_dim", lambda x, i, s: A.scatter.src(x, 0, i, s), lambda r: [t(1, i32), t(0, i64), t(7, i32)])
case(I, "scatter_add_empty_index", lambda x, i, s: A.scatter_add.default(x, 1, i, s), lambda r: [r.f(3, 4), torch.zeros(3, 0, dtype=i64), r.f(3, 2)])
case(I, "scatter_add_src_larger_than_index", lambda x, i, s: A.scatter_add.default(x, 0, i, s),
     lambda r: [r.f(4, 3), r.i(0, 4, 2, 2), r.f(3, 3)])

# =================================================================================================
# matmul
# =================================================================================================
M = "matmul"
case(M, "mm_f32", lambda a, b: A.mm.default(a, b), lambda r: [r.f(3, 5), r.f(5, 4)])
# Target-dependent products: TF32 allowed by torch on the CUDA plugin (precision DEFAULT, not
# HIGHEST), and the CPU plugin's BLAS gemm kernel (a custom call for 32K multiply-adds or more).
case(M, "mm_f32_tf32_allowed", lambda a, b: A.mm.default(a, b), lambda r: [r.f(3, 5), r.f(5, 4)], target={"tf32_matmul": True})
case(M, "mm_f32_blas_kernel", lambda a, b: A.mm.default(a, b), lambda r: [r.f(64, 48), r.f(48, 32)], target={"blas_gemm": True})
# A Linear layer's bias added by the gemm kernel (torchtpu_gemm_nt_bias; lower/matmul.rs).
case(M, "addmm_linear_bias_in_blas_kernel", lambda bias, x, w: A.addmm.default(bias, x, A.permute.default(w, [1, 0])),
     lambda r: [r.f(32), r.f(64, 48), r.f(32, 48)], target={"blas_gemm": True})
# A residual sum (`r + linear(x)` through a view) and a gradient sum (`r + g @ w`) as the gemm
# kernel's addend (passes/product_sums.rs: torchtpu_gemm_nt_bias_add, torchtpu_gemm_nn_add).
case(M, "linear_residual_sum_in_blas_kernel",
     lambda bias, x, w, res: A.add.Tensor(A.view.default(A.addmm.default(bias, x, A.permute.default(w, [1, 0])), [2, 32, 32]), res),
     lambda r: [r.f(32), r.f(64, 48), r.f(32, 48), r.f(2, 32, 32)], target={"blas_gemm": True})
case(M, "gradient_sum_in_blas_kernel", lambda res, g, w: A.add.Tensor(res, A.mm.default(g, w)),
     lambda r: [r.f(64, 32), r.f(64, 48), r.f(48, 32)], target={"blas_gemm": True})
case(M, "mm_f16", lambda a, b: A.mm.default(a, b), lambda r: [r.f(8, 16, dtype=f16), r.f(16, 4, dtype=f16)])
case(M, "mm_bf16", lambda a, b: A.mm.default(a, b), lambda r: [r.f(8, 16, dtype=bf16), r.f(16, 4, dtype=bf16)])
case(M, "mm_int64", lambda a, b: A.mm.default(a, b), lambda r: [r.i(-5, 5, 3, 4), r.i(-5, 5, 4, 2)])
case(M, "mm_zero_rows", lambda a, b: A.mm.default(a, b), lambda r: [r.f(0, 3), r.f(3, 4)])
case(M, "mm_empty_contraction", lambda a, b: A.mm.default(a, b), lambda r: [r.f(3, 0), r.f(0, 4)])
# `x @ w.T` with few rows and a large `w`: written as transpose(w @ x.T) behind an optimization
# barrier (matmul.rs, matrix_product); with many rows, or a small `w`, as one dot.
# Sums of 256 products reach ~70: the summation order differs from eager's gemm, and eager itself
# is 2.2e-5 from float64 there (torchtpu 3.9e-5), so absolute 1e-4.
case(M, "linear_few_rows_swapped", lambda b, x, w: A.addmm.default(b, x, A.t.default(w)),
     lambda r: [r.f(512), r.f(64, 256), r.f(512, 256)], rtol=1e-5, atol=1e-4)
case(M, "mm_few_rows_permuted_weight_swapped", lambda x, w: A.mm.default(x, A.permute.default(w, [1, 0])),
     lambda r: [r.f(32, 256), r.f(384, 256)], rtol=1e-5, atol=1e-4)
case(M, "mm_long_contraction_128_rows_swapped", lambda x, w: A.mm.default(x, A.t.default(w)),
     lambda r: [r.f(128, 512), r.f(256, 512)], rtol=1e-5, atol=1e-4)
case(M, "mm_short_contraction_128_rows", lambda x, w: A.mm.default(x, A.t.default(w)), lambda r: [r.f(128, 256), r.f(512, 256)],
     rtol=1e-5, atol=1e-4)
case(M, "mm_many_rows_permuted_weight", lambda x, w: A.mm.default(x, A.permute.default(w, [1, 0])),
     lambda r: [r.f(512, 128), r.f(512, 128)])
case(M, "mm_few_rows_small_permuted_weight", lambda x, w: A.mm.default(x, A.t.default(w)), lambda r: [r.f(8, 16), r.f(32, 16)])
case(M, "mv_f32", lambda a, v: A.mv.default(a, v), lambda r: [r.f(3, 5), r.f(5)])
case(M, "mv_int32", lambda a, v: A.mv.default(a, v), lambda r: [r.i(-5, 5, 3, 5, dtype=i32), r.i(-5, 5, 5, dtype=i32)])
case(M, "dot_f32", lambda a, b: A.dot.default(a, b), lambda r: [r.f(7), r.f(7)])
case(M, "dot_f16", lambda a, b: A.dot.default(a, b), lambda r: [r.f(16, dtype=f16), r.f(16, dtype=f16)])
case(M, "dot_int", lambda a, b: A.dot.default(a, b), lambda r: [r.i(-5, 5, 7), r.i(-5, 5, 7)])
case(M, "bmm_f32", lambda a, b: A.bmm.default(a, b), lambda r: [r.f(2, 3, 5), r.f(2, 5, 4)])
case(M, "bmm_bf16", lambda a, b: A.bmm.default(a, b), lambda r: [r.f(2, 3, 8, dtype=bf16), r.f(2, 8, 4, dtype=bf16)])
case(M, "addmm_bias_broadcast", lambda c, a, b: A.addmm.default(c, a, b), lambda r: [r.f(4), r.f(3, 5), r.f(5, 4)])
case(M, "addmm_full_bias", lambda c, a, b: A.addmm.default(c, a, b), lambda r: [r.f(3, 4), r.f(3, 5), r.f(5, 4)])
case(M, "addmm_beta_alpha", lambda c, a, b: A.addmm.default(c, a, b, beta=0.5, alpha=2.0), lambda r: [r.f(3, 1), r.f(3, 5), r.f(5, 4)])
case(M, "addmm_beta_zero_ignores_nan", lambda c, a, b: A.addmm.default(c, a, b, beta=0.0),
     lambda r: [t([nan, inf, 1.0, -inf]), r.f(3, 5), r.f(5, 4)])
case(M, "addmm_int", lambda c, a, b: A.addmm.default(c, a, b, beta=2, alpha=3), lambda r: [r.i(-5, 5, 4), r.i(-5, 5, 3, 5), r.i(-5, 5, 5, 4)])
case(M, "addmm_f16", lambda c, a, b: A.addmm.default(c, a, b), lambda r: [r.f(4, dtype=f16), r.f(3, 8, dtype=f16), r.f(8, 4, dtype=f16)])
case(M, "addmm_bf16_beta_alpha", lambda c, a, b: A.addmm.default(c, a, b, beta=0.5, alpha=-2),
     lambda r: [r.f(3, 4, dtype=bf16), r.f(3, 8, dtype=bf16), r.f(8, 4, dtype=bf16)])
case(M, "baddbmm_broadcast_bias", lambda c, a, b: A.baddbmm.default(c, a, b), lambda r: [r.f(3, 4), r.f(2, 3, 5), r.f(2, 5, 4)])
case(M, "baddbmm_beta_alpha", lambda c, a, b: A.baddbmm.default(c, a, b, beta=-1.0, alpha=0.5), lambda r: [r.f(2, 3, 4), r.f(2, 3, 5), r.f(2, 5, 4)])
# Large terms that cancel: torch adds `input` to the product in float32 and rounds once.
case(M, "baddbmm_f16_rounds_once", lambda c, a, b: A.baddbmm.default(c, a, b),
     lambda r: [r.f(5, 5, 10, dtype=f16, scale=5), r.f(5, 5, 5, dtype=f16, scale=5), r.f(5, 5, 10, dtype=f16, scale=5)])
case(M, "baddbmm_beta_zero_ignores_nan", lambda c, a, b: A.baddbmm.default(c, a, b, beta=0),
     lambda r: [torch.full((2, 3, 4), nan), r.f(2, 3, 5), r.f(2, 5, 4)])

# =================================================================================================
# norm
# =================================================================================================
N = "norm"
case(N, "native_layer_norm_weight_bias", lambda x, w, b: A.native_layer_norm.default(x, [8], w, b, 1e-5),
     lambda r: [r.f(2, 3, 8, scale=3), r.f(8), r.f(8)])
case(N, "native_layer_norm_no_affine", lambda x: A.native_layer_norm.default(x, [8], None, None, 1e-5), lambda r: [r.f(4, 8) + 5])
case(N, "native_layer_norm_two_normalized_dims", lambda x, w, b: A.native_layer_norm.default(x, [3, 4], w, b, 1e-6),
     lambda r: [r.f(2, 3, 4), r.f(3, 4), r.f(3, 4)])
case(N, "native_layer_norm_weight_only_large_eps", lambda x, w: A.native_layer_norm.default(x, [6], w, None, 0.5),
     lambda r: [r.f(5, 6), r.f(6)])
case(N, "native_layer_norm_f16", lambda x, w, b: A.native_layer_norm.default(x, [16], w, b, 1e-5),
     lambda r: [r.f(4, 16, dtype=f16), r.f(16, dtype=f16), r.f(16, dtype=f16)])
case(N, "native_layer_norm_bf16", lambda x, w, b: A.native_layer_norm.default(x, [16], w, b, 1e-5),
     lambda r: [r.f(4, 16, dtype=bf16), r.f(16, dtype=bf16), r.f(16, dtype=bf16)])
# torch's own kernels through the ATen custom calls (lower/aten_ops.rs): a layer norm and the
# layer norm and training batch norm gradients, which Python keeps whole for them.
ATEN_OPS = {"cpu_threads": 2, "aten_ops": True}
case(N, "native_layer_norm_aten", lambda x, w, b: A.native_layer_norm.default(x, [64], w, b, 1e-5),
     lambda r: [r.f(8, 40, 64, scale=3), r.f(64), r.f(64)], target=ATEN_OPS)
case(N, "native_layer_norm_backward_aten",
     lambda g, x, m, rs, w, b: A.native_layer_norm_backward.default(g, x, [64], m, rs, w, b, [True, True, True]),
     lambda r: [r.f(8, 40, 64), r.f(8, 40, 64), r.f(8, 40, 1), r.u(0.5, 2, 8, 40, 1), r.f(64), r.f(64)], target=ATEN_OPS)
case(N, "native_batch_norm_training_aten", lambda x, w, b, rm, rv: A._native_batch_norm_legit_functional.default(x, w, b, rm, rv, True, 0.1, 1e-5),
     lambda r: [r.f(4, 16, 16, 16, scale=2) + 1, r.f(16), r.f(16), r.f(16), r.u(0.5, 2, 16)], target=ATEN_OPS)
case(N, "native_batch_norm_backward_aten",
     lambda g, x, w, m, rs: A.native_batch_norm_backward.default(g, x, w, None, None, m, rs, True, 1e-5, [True, True, True]),
     lambda r: [r.f(4, 16, 16, 16), r.f(4, 16, 16, 16), r.f(16), r.f(16), r.u(0.5, 2, 16)], target=ATEN_OPS)


def _norm_ops():
    import torchtpu.capture.norm_epilogue  # noqa: F401  (registers torch.ops.torchtpu.batch_norm_act*)

    return torch.ops.torchtpu


# A training batch norm with its activation, and their gradients, in torchtpu's own kernel
# (capture/norm_epilogue.py makes the ops; lower/norm.rs). Channels-first here: the lowering moves
# the activation channels last for the kernel and back.
case(N, "batch_norm_act_hardswish_aten",
     lambda x, w, b, rm, rv: _norm_ops().batch_norm_act.default(x, w, b, rm, rv, 0.1, 1e-5, "hardswish", 0.0, 0.0),
     lambda r: [r.f(4, 16, 16, 16, scale=2) + 1, r.f(16), r.f(16), r.f(16), r.u(0.5, 2, 16)], target=ATEN_OPS)
case(N, "batch_norm_act_backward_clamp_aten",
     lambda g, s, x, w, m, rs: _norm_ops().batch_norm_act_backward.default(g, s, x, w, m, rs, "clamp", 0.0, 6.0),
     lambda r: [r.f(4, 16, 16, 16), r.f(4, 16, 16, 16, scale=4), r.f(4, 16, 16, 16), r.f(16), r.f(16),
                r.u(0.5, 2, 16)], target=ATEN_OPS)
case(N, "native_group_norm_affine", lambda x, w, b: A.native_group_norm.default(x, w, b, 2, 6, 12, 3, 1e-5),
     lambda r: [r.f(2, 6, 3, 4, scale=2), r.f(6), r.f(6)])
case(N, "native_group_norm_no_affine_one_group", lambda x: A.native_group_norm.default(x, None, None, 3, 4, 5, 1, 1e-5),
     lambda r: [r.f(3, 4, 5)])
case(N, "native_group_norm_group_per_channel", lambda x, w, b: A.native_group_norm.default(x, w, b, 2, 4, 9, 4, 1e-3),
     lambda r: [r.f(2, 4, 3, 3), r.f(4), r.f(4)])
case(N, "native_group_norm_f16", lambda x, w, b: A.native_group_norm.default(x, w, b, 2, 4, 16, 2, 1e-5),
     lambda r: [r.f(2, 4, 4, 4, dtype=f16), r.f(4, dtype=f16), r.f(4, dtype=f16)])
case(N, "batch_norm_functional_training", lambda x, w, b, rm, rv: A._native_batch_norm_legit_functional.default(x, w, b, rm, rv, True, 0.1, 1e-5),
     lambda r: [r.f(4, 3, 2, 2, scale=2) + 1, r.f(3), r.f(3), r.f(3), r.u(0.5, 2, 3)])
case(N, "batch_norm_functional_training_no_affine_2d", lambda x, rm, rv: A._native_batch_norm_legit_functional.default(x, None, None, rm, rv, True, 0.3, 1e-3),
     lambda r: [r.f(6, 5), r.f(5), r.u(0.5, 2, 5)])
case(N, "batch_norm_functional_eval", lambda x, w, b, rm, rv: A._native_batch_norm_legit_functional.default(x, w, b, rm, rv, False, 0.1, 1e-5),
     lambda r: [r.f(2, 3, 4), r.f(3), r.f(3), r.f(3), r.u(0.5, 2, 3)])
# Half inputs: torch's meta kernel types the results (x, x, x, f32, f32) whatever the parameters'
# dtype, while the CPU kernel returns the parameters' dtype for the statistics.
case(N, "batch_norm_functional_training_f16", lambda x, w, b, rm, rv: A._native_batch_norm_legit_functional.default(x, w, b, rm, rv, True, 0.1, 1e-5),
     lambda r: [r.f(4, 3, 2, 2, dtype=f16), r.f(3, dtype=f16), r.f(3, dtype=f16), r.f(3, dtype=f16), r.u(0.5, 2, 3, dtype=f16)],
     meta_dtypes=True)
case(N, "batch_norm_functional_training_f16_input_f32_params",
     lambda x, w, b, rm, rv: A._native_batch_norm_legit_functional.default(x, w, b, rm, rv, True, 0.1, 1e-5),
     lambda r: [r.f(4, 3, 2, 2, dtype=f16), r.f(3), r.f(3), r.f(3), r.u(0.5, 2, 3)], meta_dtypes=True)
case(N, "batch_norm_no_training", lambda x, w, b, rm, rv: A._native_batch_norm_legit_no_training.default(x, w, b, rm, rv, 0.1, 1e-5),
     lambda r: [r.f(2, 3, 2, 2), r.f(3), r.f(3), r.f(3), r.u(0.5, 2, 3)])
case(N, "batch_norm_no_training_no_affine", lambda x, rm, rv: A._native_batch_norm_legit_no_training.default(x, None, None, rm, rv, 0.1, 1e-3),
     lambda r: [r.f(2, 3, 5), r.f(3), r.u(0.5, 2, 3)])
case(N, "batch_norm_no_training_bf16", lambda x, w, b, rm, rv: A._native_batch_norm_legit_no_training.default(x, w, b, rm, rv, 0.1, 1e-5),
     lambda r: [r.f(2, 3, 2, 2, dtype=bf16), r.f(3, dtype=bf16), r.f(3, dtype=bf16), r.f(3, dtype=bf16), r.u(0.5, 2, 3, dtype=bf16)])
case(N, "batch_norm_no_stats_training", lambda x, w, b: A._native_batch_norm_legit.no_stats(x, w, b, True, 0.1, 1e-5),
     lambda r: [r.f(4, 3, 2, 2, scale=3), r.f(3), r.f(3)])
case(N, "batch_norm_no_stats_no_affine", lambda x: A._native_batch_norm_legit.no_stats(x, None, None, True, 0.1, 1e-5),
     lambda r: [r.f(5, 2, 3)])

# =================================================================================================
# pool
# =================================================================================================
P = "pool"


def _maxpool_backward_inputs(shape, k, s, p, d, ceil, dtype=f32):
    def make(r: Rng) -> list:
        x = r.f(*shape, dtype=dtype)
        out, idx = A.max_pool2d_with_indices.default(x, k, s, p, d, ceil)
        return [r.f(*out.shape, dtype=dtype), x, idx]

    return make


case(P, "max_pool2d_basic", lambda x: A.max_pool2d_with_indices.default(x, [2, 2]), lambda r: [r.f(2, 3, 6, 6)])
# Only the values are read (inference): the indices are not computed.
case(P, "max_pool2d_values_only_nan", lambda x: A.max_pool2d_with_indices.default(x, [3, 3], [2, 2], [1, 1])[0],
     lambda r: [r.f(2, 3, 7, 7).index_put_((torch.tensor([0]), torch.tensor([1]), torch.tensor([2]), torch.tensor([3])), torch.tensor(float("nan")))])
case(P, "max_pool3d_values_only", lambda x: A.max_pool3d_with_indices.default(x, [2, 2, 2], [2, 1, 2])[0], lambda r: [r.f(1, 2, 4, 4, 5)])
case(P, "max_pool2d_stride_padding", lambda x: A.max_pool2d_with_indices.default(x, [3, 3], [2, 2], [1, 1]), lambda r: [r.f(1, 2, 7, 7)])
case(P, "max_pool2d_ceil_mode", lambda x: A.max_pool2d_with_indices.default(x, [2, 2], [2, 2], [0, 0], [1, 1], True),
     lambda r: [r.f(1, 2, 5, 7)])
case(P, "max_pool2d_ceil_mode_padding", lambda x: A.max_pool2d_with_indices.default(x, [3, 3], [2, 2], [1, 1], [1, 1], True),
     lambda r: [r.f(1, 1, 6, 8)])
case(P, "max_pool2d_dilation", lambda x: A.max_pool2d_with_indices.default(x, [2, 2], [1, 1], [0, 0], [2, 2]), lambda r: [r.f(1, 2, 6, 6)])
case(P, "max_pool2d_rect_kernel", lambda x: A.max_pool2d_with_indices.default(x, [1, 3], [1, 2]), lambda r: [r.f(2, 2, 4, 7)])
case(P, "max_pool2d_no_batch_dim", lambda x: A.max_pool2d_with_indices.default(x, [2, 2]), lambda r: [r.f(3, 4, 4)])
case(P, "max_pool2d_ties_first_index", lambda x: A.max_pool2d_with_indices.default(x, [2, 2], [1, 1]), lambda r: [r.i(0, 2, 1, 1, 5, 5).float()])
case(P, "max_pool2d_all_neg_inf_padding", lambda x: A.max_pool2d_with_indices.default(x, [2, 2], [2, 2], [1, 1]),
     lambda r: [torch.full((1, 1, 4, 4), -inf)])
case(P, "max_pool2d_nan_single_per_window", lambda x: A.max_pool2d_with_indices.default(x, [2, 2]),
     lambda r: [t([[[[nan, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, nan], [7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 13.0, 14.0]]]])])
case(P, "max_pool2d_nan_two_per_window", lambda x: A.max_pool2d_with_indices.default(x, [2, 2]),
     lambda r: [t([[[[nan, 1.0], [2.0, nan]]]])])
case(P, "max_pool2d_int", lambda x: A.max_pool2d_with_indices.default(x, [2, 2], [1, 1], [1, 1]), lambda r: [r.i(-9, 9, 1, 2, 4, 4)])
case(P, "max_pool2d_f64", lambda x: A.max_pool2d_with_indices.default(x, [2, 2]), lambda r: [r.f(1, 2, 4, 4, dtype=f64)])
case(P, "max_pool2d_f16", lambda x: A.max_pool2d_with_indices.default(x, [2, 2]), lambda r: [r.f(1, 2, 4, 4, dtype=f16)])
case(P, "max_pool2d_bf16_stride_padding", lambda x: A.max_pool2d_with_indices.default(x, [3, 3], [2, 2], [1, 1]),
     lambda r: [r.f(1, 2, 5, 5, dtype=bf16)])
case(P, "max_pool2d_backward_non_overlapping", lambda g, x, i: A.max_pool2d_with_indices_backward.default(g, x, [2, 2], [2, 2], [0, 0], [1, 1], False, i),
     _maxpool_backward_inputs((2, 3, 4, 4), [2, 2], [2, 2], [0, 0], [1, 1], False))
case(P, "max_pool2d_backward_overlapping_accumulates", lambda g, x, i: A.max_pool2d_with_indices_backward.default(g, x, [3, 3], [1, 1], [1, 1], [1, 1], False, i),
     _maxpool_backward_inputs((1, 2, 5, 5), [3, 3], [1, 1], [1, 1], [1, 1], False))
# 2-d max pools of at least 16K elements in torch's kernel (lower/aten_ops.rs, `max_pool`): values
# and indices, values only (no indices computed), a channels-last image read as it lies, and the
# gradient (the ResNet stem's 3x3/2 window).
case(P, "max_pool2d_aten", lambda x: A.max_pool2d_with_indices.default(x, [3, 3], [2, 2], [1, 1]), lambda r: [r.f(2, 16, 32, 32)],
     target=ATEN_OPS)
case(P, "max_pool2d_aten_values_only_channels_last",
     lambda x: A.max_pool2d_with_indices.default(A.permute.default(x, [0, 3, 1, 2]), [3, 3], [2, 2], [1, 1], [1, 1], True)[0],
     lambda r: [r.f(2, 33, 33, 16)], target=ATEN_OPS)
case(P, "max_pool2d_backward_aten", lambda g, x, i: A.max_pool2d_with_indices_backward.default(g, x, [3, 3], [2, 2], [1, 1], [1, 1], False, i),
     _maxpool_backward_inputs((2, 16, 32, 32), [3, 3], [2, 2], [1, 1], [1, 1], False), target=ATEN_OPS)
case(P, "max_pool2d_backward_ceil_mode", lambda g, x, i: A.max_pool2d_with_indices_backward.default(g, x, [2, 2], [2, 2], [0, 0], [1, 1], True, i),
     _maxpool_backward_inputs((1, 2, 5, 5), [2, 2], [2, 2], [0, 0], [1, 1], True))
case(P, "max_pool2d_backward_no_batch_dim", lambda g, x, i: A.max_pool2d_with_indices_backward.default(g, x, [2, 2], [2, 2], [0, 0], [1, 1], False, i),
     _maxpool_backward_inputs((3, 4, 6), [2, 2], [2, 2], [0, 0], [1, 1], False))
case(P, "max_pool2d_backward_f16", lambda g, x, i: A.max_pool2d_with_indices_backward.default(g, x, [2, 2], [1, 1], [0, 0], [1, 1], False, i),
     _maxpool_backward_inputs((1, 2, 4, 4), [2, 2], [1, 1], [0, 0], [1, 1], False, f16))
case(P, "avg_pool2d_basic", lambda x: A.avg_pool2d.default(x, [2, 2]), lambda r: [r.f(2, 3, 6, 6)])
case(P, "avg_pool2d_padding_count_include_pad", lambda x: A.avg_pool2d.default(x, [3, 3], [2, 2], [1, 1]), lambda r: [r.f(1, 2, 7, 7)])
case(P, "avg_pool2d_padding_exclude_pad", lambda x: A.avg_pool2d.default(x, [3, 3], [2, 2], [1, 1], False, False), lambda r: [r.f(1, 2, 7, 7)])
case(P, "avg_pool2d_ceil_mode", lambda x: A.avg_pool2d.default(x, [2, 2], [2, 2], [0, 0], True), lambda r: [r.f(1, 2, 5, 7)])
case(P, "avg_pool2d_ceil_mode_padding_include_pad", lambda x: A.avg_pool2d.default(x, [3, 3], [2, 2], [1, 1], True, True),
     lambda r: [r.f(1, 1, 6, 8)])
case(P, "avg_pool2d_ceil_mode_padding_exclude_pad", lambda x: A.avg_pool2d.default(x, [3, 3], [2, 2], [1, 1], True, False),
     lambda r: [r.f(1, 1, 6, 8)])
case(P, "avg_pool2d_divisor_override", lambda x: A.avg_pool2d.default(x, [2, 2], [2, 2], [0, 0], False, True, 3), lambda r: [r.f(1, 2, 4, 4)])
case(P, "avg_pool2d_no_batch_dim_rect", lambda x: A.avg_pool2d.default(x, [2, 3], [1, 2]), lambda r: [r.f(3, 5, 7)])
case(P, "avg_pool2d_int_truncates", lambda x: A.avg_pool2d.default(x, [2, 2], [2, 2], [1, 1]), lambda r: [r.i(-9, 9, 1, 2, 5, 5)])
case(P, "avg_pool2d_f16", lambda x: A.avg_pool2d.default(x, [2, 2]), lambda r: [r.f(1, 2, 4, 4, dtype=f16)])
case(P, "avg_pool2d_bf16_padding", lambda x: A.avg_pool2d.default(x, [3, 3], [1, 1], [1, 1]), lambda r: [r.f(1, 2, 4, 4, dtype=bf16)])
case(P, "adaptive_avg_pool2d_whole_multiple", lambda x: A._adaptive_avg_pool2d.default(x, [2, 3]), lambda r: [r.f(2, 3, 4, 6)])
case(P, "adaptive_avg_pool2d_global", lambda x: A._adaptive_avg_pool2d.default(x, [1, 1]), lambda r: [r.f(2, 3, 5, 7)])
case(P, "adaptive_avg_pool2d_identity", lambda x: A._adaptive_avg_pool2d.default(x, [4, 4]), lambda r: [r.f(1, 2, 4, 4)])
case(P, "adaptive_avg_pool2d_uneven_windows", lambda x: A._adaptive_avg_pool2d.default(x, [3, 2]), lambda r: [r.f(1, 2, 5, 7)])
case(P, "adaptive_avg_pool2d_upsample", lambda x: A._adaptive_avg_pool2d.default(x, [5, 3]), lambda r: [r.f(1, 2, 3, 2)])
case(P, "adaptive_avg_pool2d_no_batch_dim", lambda x: A._adaptive_avg_pool2d.default(x, [2, 2]), lambda r: [r.f(3, 4, 6)])
case(P, "adaptive_avg_pool2d_uneven_inf_stays_in_window", lambda x: A._adaptive_avg_pool2d.default(x, [2, 3]),
     lambda r: [torch.cat([torch.full((1, 1, 1, 5), inf), r.f(1, 1, 4, 5)], 2)])
case(P, "adaptive_avg_pool2d_uneven_bf16", lambda x: A._adaptive_avg_pool2d.default(x, [3, 3]), lambda r: [r.f(2, 4, 4, dtype=bf16)])
case(P, "adaptive_avg_pool2d_f16", lambda x: A._adaptive_avg_pool2d.default(x, [2, 2]), lambda r: [r.f(1, 2, 4, 4, dtype=f16)])
case(P, "adaptive_avg_pool2d_backward_whole_multiple", lambda g, x: A._adaptive_avg_pool2d_backward.default(g, x),
     lambda r: [r.f(2, 3, 2, 3), r.f(2, 3, 4, 6)])
case(P, "adaptive_avg_pool2d_backward_global", lambda g, x: A._adaptive_avg_pool2d_backward.default(g, x),
     lambda r: [r.f(2, 3, 1, 1), r.f(2, 3, 5, 7)])
case(P, "adaptive_avg_pool2d_backward_uneven_windows", lambda g, x: A._adaptive_avg_pool2d_backward.default(g, x),
     lambda r: [r.f(1, 2, 3, 2), r.f(1, 2, 5, 7)])
case(P, "adaptive_avg_pool2d_backward_no_batch_dim", lambda g, x: A._adaptive_avg_pool2d_backward.default(g, x),
     lambda r: [r.f(3, 2, 2), r.f(3, 4, 6)])

# =================================================================================================
# random
# =================================================================================================
case("random", "native_dropout_eval_is_identity", lambda x: A.native_dropout.default(x, 0.5, False), lambda r: [r.f(3, 4)])
case("random", "native_dropout_train_p_zero", lambda x: A.native_dropout.default(x, 0.0, True), lambda r: [r.f(3, 4)])
case("random", "native_dropout_eval_f16", lambda x: A.native_dropout.default(x, 0.2, False), lambda r: [r.f(3, 4, dtype=f16)])

# =================================================================================================
# reduction
# =================================================================================================
R = "reduction"
case(R, "sum_all_f32", lambda x: A.sum.default(x), lambda r: [r.f(3, 4, 5)])
case(R, "sum_all_int32_promotes_int64", lambda x: A.sum.default(x), lambda r: [r.i(-9, 9, 3, 4, dtype=i32)])
case(R, "sum_all_bool_counts", lambda x: A.sum.default(x), lambda r: [r.b(3, 4)])
# A bias gradient: a float sum over leading dims in the row-sum kernel (lower/reduction.rs).
case(R, "sum_leading_dims_row_sum_kernel", lambda g: A.sum.dim_IntList(g, [0, 1], True), lambda r: [r.f(4, 128, 96)],
     target={"blas_gemm": True})
# Float sums and means of at least 16K elements in ATen's kernel (lower/aten_ops.rs, `reduce`): over
# the middle dims, and a squeeze-and-excitation mean over a channels-last image seen channels-first,
# read as it lies (the transpose is not materialized).
case(R, "sum_middle_dims_aten", lambda x: A.sum.dim_IntList(x, [1, 2], True), lambda r: [r.f(8, 14, 14, 96)],
     target={"cpu_threads": 2, "aten_ops": True})
case(R, "mean_channels_last_view_aten", lambda x: A.mean.dim(A.permute.default(x, [0, 3, 1, 2]), [2, 3], True),
     lambda r: [r.f(8, 14, 14, 96)], target={"cpu_threads": 2, "aten_ops": True})
case(R, "sum_all_uint8_promotes_int64", lambda x: A.sum.default(x), lambda r: [t([200, 200, 200], u8)])
case(R, "sum_all_dtype_kw", lambda x: A.sum.default(x, dtype=f32), lambda r: [r.i(-9, 9, 3, 4)])
case(R, "sum_all_f16_keeps_f16", lambda x: A.sum.default(x), lambda r: [r.f(8, 16, dtype=f16)])
case(R, "sum_all_empty_is_zero", lambda x: A.sum.default(x), lambda r: [r.f(0, 3)])
case(R, "sum_all_zero_dim", lambda x: A.sum.default(x), lambda r: [t(2.5)])
case(R, "sum_dim_zero_dim_tensor", lambda x: A.sum.dim_IntList(x, [0], True), lambda r: [t(2.5)])
case(R, "sum_dim_keepdim", lambda x: A.sum.dim_IntList(x, [1], True), lambda r: [r.f(3, 4, 5)])
case(R, "sum_keepdim_negative_dim", lambda x: A.sum.dim_IntList(x, [-1], True), lambda r: [r.f(3, 4, 5)])
case(R, "sum_multiple_dims", lambda x: A.sum.dim_IntList(x, [0, 2]), lambda r: [r.f(3, 4, 5)])
case(R, "sum_dim_empty_list_reduces_all", lambda x: A.sum.dim_IntList(x, []), lambda r: [r.f(3, 4)])
case(R, "sum_dim_none_reduces_all", lambda x: A.sum.dim_IntList(x, None, True), lambda r: [r.f(3, 4)])
case(R, "sum_dim_int_promotes_int64", lambda x: A.sum.dim_IntList(x, [1]), lambda r: [r.i(-9, 9, 3, 4, dtype=i8)])
case(R, "sum_dim_bool", lambda x: A.sum.dim_IntList(x, [0]), lambda r: [r.b(5, 4)])
case(R, "sum_dim_dtype_kw_f64", lambda x: A.sum.dim_IntList(x, [1], dtype=f64), lambda r: [r.f(3, 4)])
case(R, "sum_dim_zero_size_reduced", lambda x: A.sum.dim_IntList(x, [0]), lambda r: [r.f(0, 3)])
case(R, "sum_dim_bf16", lambda x: A.sum.dim_IntList(x, [-1]), lambda r: [r.f(4, 32, dtype=bf16)])
case(R, "sum_dim_nan_inf", lambda x: A.sum.dim_IntList(x, [1]), lambda r: [t([[1.0, nan], [inf, -inf], [inf, 1.0]])])
case(R, "mean_all", lambda x: A.mean.default(x), lambda r: [r.f(3, 4, 5)])
case(R, "mean_all_dtype_kw_from_int", lambda x: A.mean.default(x, dtype=f32), lambda r: [r.i(-9, 9, 3, 4)])
case(R, "mean_all_empty_is_nan", lambda x: A.mean.default(x), lambda r: [r.f(0, 3)])
case(R, "mean_dim_keepdim_negative", lambda x: A.mean.dim(x, [-2], True), lambda r: [r.f(3, 4, 5)])
case(R, "mean_dims_f16", lambda x: A.mean.dim(x, [0, 1]), lambda r: [r.f(4, 8, 3, dtype=f16)])
case(R, "mean_dim_none", lambda x: A.mean.dim(x, None), lambda r: [r.f(3, 4)])
case(R, "mean_dim_bf16_keepdim", lambda x: A.mean.dim(x, [1], True), lambda r: [r.f(4, 32, dtype=bf16)])
case(R, "prod_all_f32", lambda x: A.prod.default(x), lambda r: [r.u(0.5, 1.5, 3, 4)])
case(R, "prod_all_int32_promotes_int64", lambda x: A.prod.default(x), lambda r: [r.nz(-3, 4, 3, 4, dtype=i32)])
case(R, "prod_all_bool", lambda x: A.prod.default(x), lambda r: [t([True, True, False], b8)])
case(R, "prod_all_empty_is_one", lambda x: A.prod.default(x), lambda r: [r.f(0, 3)])
case(R, "prod_dim_keepdim", lambda x: A.prod.dim_int(x, 1, True), lambda r: [r.u(0.5, 1.5, 3, 4, 2)])
case(R, "prod_dim_negative", lambda x: A.prod.dim_int(x, -1), lambda r: [r.i(-3, 4, 3, 4)])
case(R, "prod_dim_dtype_kw", lambda x: A.prod.dim_int(x, 0, dtype=f32), lambda r: [r.i(-3, 4, 3, 4)])
case(R, "prod_dim_f16", lambda x: A.prod.dim_int(x, 1), lambda r: [r.u(0.5, 1.5, 3, 8, dtype=f16)])
case(R, "prod_dim_nan", lambda x: A.prod.dim_int(x, 1), lambda r: [t([[1.0, nan], [0.0, inf]])])
for _name, _op in [("amax", A.amax.default), ("amin", A.amin.default)]:
    case(R, f"{_name}_dim", _with(_op, [1]), lambda r: [r.f(3, 4, 5)])
    case(R, f"{_name}_keepdim_negative_dims", _with(_op, [-1, 0], True), lambda r: [r.f(3, 4, 5)])
    case(R, f"{_name}_empty_dim_list_reduces_all", _unary(_op), lambda r: [r.f(3, 4)])
    case(R, f"{_name}_nan_propagates", _with(_op, [1]), lambda r: [t([[1.0, nan, 3.0], [nan, nan, 1.0], [-inf, inf, 0.0]])])
    case(R, f"{_name}_int", _with(_op, [0]), lambda r: [r.i(-100, 100, 5, 4)])
    case(R, f"{_name}_int64_extremes", _with(_op, [0]), lambda r: [t([2**62, -(2**62), 2**63 - 1, -(2**63)], i64)])
    case(R, f"{_name}_uint8", _with(_op, [1]), lambda r: [r.i(0, 255, 3, 5, dtype=u8)])
    case(R, f"{_name}_bool", _with(_op, [1]), lambda r: [r.b(4, 3)])
    case(R, f"{_name}_f16", _with(_op, [-1]), lambda r: [r.f(3, 8, dtype=f16)])
    case(R, f"{_name}_zero_dim", _unary(_op), lambda r: [t(-3.0)])
for _name, _op in [("all", A.all), ("any", A.any)]:
    case(R, f"{_name}_default_bool", _unary(_op.default), lambda r: [r.b(3, 4)])
    case(R, f"{_name}_default_float_nan_is_true", _unary(_op.default), lambda r: [t([nan, 1.0, -0.0])])
    case(R, f"{_name}_default_int", _unary(_op.default), lambda r: [t([[1, 2], [3, 0]], i32)])
    case(R, f"{_name}_default_empty", _unary(_op.default), lambda r: [r.f(0, 2)])
    case(R, f"{_name}_default_uint8_keeps_uint8", _unary(_op.default), lambda r: [t([1, 2, 0], u8)])
    case(R, f"{_name}_dim_keepdim", _with(_op.dim, 1, True), lambda r: [torch.rand(4, 3, generator=r.g) < 0.7])
    case(R, f"{_name}_dim_negative_float", _with(_op.dim, -1), lambda r: [r.i(0, 2, 4, 3).float()])
    case(R, f"{_name}_dims_multiple", _with(_op.dims, [0, 2]), lambda r: [torch.rand(3, 2, 4, generator=r.g) < 0.8])
    case(R, f"{_name}_dims_none_keepdim", _with(_op.dims, None, True), lambda r: [r.b(3, 2)])
    case(R, f"{_name}_dims_empty_list", _with(_op.dims, []), lambda r: [r.b(3, 2)])
for _name, _op in [("argmax", A.argmax.default), ("argmin", A.argmin.default)]:
    case(R, f"{_name}_flat", _unary(_op), lambda r: [r.f(3, 4)])
    case(R, f"{_name}_flat_keepdim", _with(_op, None, True), lambda r: [r.f(3, 4)])
    case(R, f"{_name}_dim", _with(_op, 1), lambda r: [r.f(3, 4, 5)])
    case(R, f"{_name}_dim_negative_keepdim", _with(_op, -1, True), lambda r: [r.f(3, 4)])
    case(R, f"{_name}_ties_first_index", _with(_op, 1), lambda r: [r.i(0, 2, 4, 6)])
    case(R, f"{_name}_nan_wins", _with(_op, 1),
         lambda r: [t([[1.0, nan, 3.0, nan], [nan, -inf, inf, 0.0], [0.0, 1.0, 2.0, 3.0]])])
    case(R, f"{_name}_int", _with(_op, 0), lambda r: [r.i(-100, 100, 5, 4, dtype=i32)])
    case(R, f"{_name}_uint8", _with(_op, 1), lambda r: [r.i(0, 255, 4, 6, dtype=u8)])
    case(R, f"{_name}_f16", _unary(_op), lambda r: [r.f(3, 8, dtype=f16)])
    case(R, f"{_name}_zero_dim", _unary(_op), lambda r: [t(5.0)])
    case(R, f"{_name}_inf", _with(_op, 0), lambda r: [t([[inf, -inf], [-inf, inf], [inf, -inf]])])
for _name, _op in [("max", A.max.dim), ("min", A.min.dim)]:
    case(R, f"{_name}_dim_values_indices", _with(_op, 1), lambda r: [r.f(3, 4, 5)])
    case(R, f"{_name}_dim_keepdim_negative", _with(_op, -1, True), lambda r: [r.f(3, 4)])
    case(R, f"{_name}_dim_ties_first_index", _with(_op, 0), lambda r: [r.i(0, 2, 6, 4)])
    case(R, f"{_name}_dim_nan_wins", _with(_op, 1), lambda r: [t([[1.0, nan, 3.0, nan], [nan, -inf, inf, 0.0], [0.0, 1.0, 2.0, 3.0]])])
    case(R, f"{_name}_dim_int", _with(_op, 1), lambda r: [r.i(-100, 100, 3, 5)])
    case(R, f"{_name}_dim_bool", _with(_op, 0), lambda r: [r.b(4, 3)])
    case(R, f"{_name}_dim_bf16", _with(_op, 1), lambda r: [r.f(3, 8, dtype=bf16)])
    case(R, f"{_name}_dim_zero_dim", _with(_op, 0), lambda r: [t(5.0)])
case(R, "amax_zero_size_kept_dim", lambda x: A.amax.default(x, [1]), lambda r: [r.f(0, 3)])
case(R, "argmax_zero_size_kept_dim", lambda x: A.argmax.default(x, 1), lambda r: [r.f(0, 3)])
case(R, "max_dim_zero_size_kept_dim", lambda x: A.max.dim(x, 1, True), lambda r: [r.f(0, 3)])
case(R, "sum_f64", lambda x: A.sum.dim_IntList(x, [0]), lambda r: [r.f(5, 3, dtype=f64)])
case(R, "var_correction_default_unbiased", lambda x: A.var.correction(x, [1]), lambda r: [r.f(3, 6)])
case(R, "var_correction_zero_biased", lambda x: A.var.correction(x, [1], correction=0), lambda r: [r.f(3, 6)])
case(R, "var_correction_all_dims_keepdim", lambda x: A.var.correction(x, None, correction=1, keepdim=True), lambda r: [r.f(3, 4, 2)])
case(R, "var_correction_negative_dims", lambda x: A.var.correction(x, [-1, 0], correction=2), lambda r: [r.f(3, 4, 5)])
case(R, "var_correction_float_correction", lambda x: A.var.correction(x, [0], correction=0.5), lambda r: [r.f(5, 4)])
case(R, "var_correction_single_element_inf_nan", lambda x: A.var.correction(x, [1]), lambda r: [r.f(3, 1)])
case(R, "var_correction_f16", lambda x: A.var.correction(x, [1]), lambda r: [r.f(3, 16, dtype=f16)])
case(R, "var_correction_large_mean", lambda x: A.var.correction(x, [1]), lambda r: [r.f(3, 16) + 1000.0], rtol=1e-4)

# =================================================================================================
# shape
# =================================================================================================
S = "shape"
case(S, "unsafe_view_flatten", lambda x: A._unsafe_view.default(x, [12]), lambda r: [r.f(3, 4)])
case(S, "unsafe_view_infer_minus_one_int", lambda x: A._unsafe_view.default(x, [2, -1]), lambda r: [r.i(0, 9, 3, 4)])
case(S, "cat_dim0", lambda x, y: A.cat.default([x, y]), lambda r: [r.f(2, 3), r.f(4, 3)])
case(S, "cat_negative_dim_three_inputs", lambda x, y, z: A.cat.default([x, y, z], -1), lambda r: [r.f(2, 1), r.f(2, 3), r.f(2, 2)])
case(S, "cat_int_float_promotes", lambda x, y: A.cat.default([x, y], 1), lambda r: [r.i(-5, 5, 2, 2), r.f(2, 3)])
case(S, "cat_bool_int_promotes", lambda x, y: A.cat.default([x, y]), lambda r: [r.b(3), r.i(-5, 5, 2, dtype=i8)])
case(S, "cat_skips_legacy_empty_1d", lambda x, y: A.cat.default([x, y], 1), lambda r: [r.f(2, 3), r.f(0)])
case(S, "cat_zero_size_part", lambda x, y: A.cat.default([x, y]), lambda r: [r.f(0, 3), r.f(2, 3)])
case(S, "cat_single_input", lambda x: A.cat.default([x], 1), lambda r: [r.i(0, 5, 2, 3)])
case(S, "cat_three_dtypes_promotes", lambda x, y, z: A.cat.default([x, y, z], -1), lambda r: [r.b(2, 1), r.i(-5, 5, 2, 2, dtype=i32), r.f(2, 1, dtype=f16)])
case(S, "constant_pad_nd_last_dim", lambda x: A.constant_pad_nd.default(x, [1, 2]), lambda r: [r.f(2, 3)])
case(S, "constant_pad_nd_two_dims_value", lambda x: A.constant_pad_nd.default(x, [1, 0, 0, 2], -1.5), lambda r: [r.f(2, 3, 4)])
case(S, "constant_pad_nd_negative_crops", lambda x: A.constant_pad_nd.default(x, [-1, 2, 1, -2]), lambda r: [r.f(4, 5)])
case(S, "constant_pad_nd_int_value", lambda x: A.constant_pad_nd.default(x, [2, 2], 7), lambda r: [r.i(-5, 5, 2, 3, dtype=i32)])
case(S, "constant_pad_nd_bool", lambda x: A.constant_pad_nd.default(x, [1, 1], 1), lambda r: [r.b(2, 3)])
case(S, "constant_pad_nd_three_dims", lambda x: A.constant_pad_nd.default(x, [1, 1, 0, 2, 1, 0], 0.5), lambda r: [r.f(2, 2, 3)])
case(S, "constant_pad_nd_neg_inf_f16", lambda x: A.constant_pad_nd.default(x, [0, 1, 1, 0], -inf), lambda r: [r.f(2, 3, dtype=f16)])
case(S, "expand_new_leading_dims", lambda x: A.expand.default(x, [2, 3, 4]), lambda r: [r.f(4)])
case(S, "expand_minus_one_keeps", lambda x: A.expand.default(x, [-1, 5]), lambda r: [r.f(3, 1)])
case(S, "expand_size_one_middle", lambda x: A.expand.default(x, [2, 3, 4]), lambda r: [r.i(0, 9, 2, 1, 4)])
case(S, "expand_zero_dim", lambda x: A.expand.default(x, [3, 2]), lambda r: [t(True, b8)])
case(S, "flip_one_dim", lambda x: A.flip.default(x, [0]), lambda r: [r.f(3, 4)])
case(S, "flip_negative_dims", lambda x: A.flip.default(x, [-1, 0]), lambda r: [r.i(0, 9, 2, 3, 4)])
case(S, "flip_no_dims", lambda x: A.flip.default(x, []), lambda r: [r.f(3, 4)])
case(S, "permute_3d", lambda x: A.permute.default(x, [2, 0, 1]), lambda r: [r.f(2, 3, 4)])
case(S, "permute_negative_dims", lambda x: A.permute.default(x, [-1, -3, -2]), lambda r: [r.f(2, 3, 4)])
case(S, "permute_zero_dim", lambda x: A.permute.default(x, []), lambda r: [t(1.5)])
# `aten.reshape` is CompositeImplicitAutograd: only a pre-dispatch trace keeps it.
case(S, "reshape_infer_minus_one", lambda x: A.reshape.default(x, [-1, 6]), lambda r: [r.f(2, 3, 4)], pre_dispatch=True)
case(S, "reshape_to_zero_dim", lambda x: A.reshape.default(x, []), lambda r: [r.f(1, 1)], pre_dispatch=True)
case(S, "reshape_bool", lambda x: A.reshape.default(x, [2, 6]), lambda r: [r.b(3, 4)], pre_dispatch=True)
case(S, "reshape_empty", lambda x: A.reshape.default(x, [3, 0]), lambda r: [r.f(0, 3)], pre_dispatch=True)
case(S, "reshape_non_contiguous_input", lambda x: A.reshape.default(A.t.default(x), [12]), lambda r: [r.f(3, 4)], pre_dispatch=True)
case(S, "select_int_negative_index", lambda x: A.select.int(x, 0, -1), lambda r: [r.f(3, 4)])
case(S, "select_int_negative_dim", lambda x: A.select.int(x, -1, 2), lambda r: [r.f(2, 3, 4)])
case(S, "select_int_size_one_dim", lambda x: A.select.int(x, 1, 0), lambda r: [r.f(3, 1, 2)])
case(S, "select_int_to_zero_dim", lambda x: A.select.int(x, 0, 1), lambda r: [r.i(0, 9, 3)])
case(S, "slice_basic", lambda x: A.slice.Tensor(x, 1, 1, 3), lambda r: [r.f(3, 5)])
case(S, "slice_negative_start", lambda x: A.slice.Tensor(x, 0, -2), lambda r: [r.f(5, 3)])
case(S, "slice_negative_end", lambda x: A.slice.Tensor(x, 1, 0, -1), lambda r: [r.f(3, 5)])
case(S, "slice_end_beyond_size_clamps", lambda x: A.slice.Tensor(x, 0, 1, 100), lambda r: [r.f(5, 3)])
case(S, "slice_end_int64_max", lambda x: A.slice.Tensor(x, 0, 2, 9223372036854775807), lambda r: [r.f(5, 3)])
case(S, "slice_step_two", lambda x: A.slice.Tensor(x, -1, 0, 7, 2), lambda r: [r.f(3, 7)])
case(S, "slice_step_three_uneven", lambda x: A.slice.Tensor(x, 0, 1, None, 3), lambda r: [r.i(0, 9, 8, 2)])
case(S, "slice_start_after_end_empty", lambda x: A.slice.Tensor(x, 1, 4, 2), lambda r: [r.f(3, 5)])
case(S, "slice_start_before_negative_size", lambda x: A.slice.Tensor(x, 0, -100, 2), lambda r: [r.f(5, 3)])
case(S, "slice_step_larger_than_size", lambda x: A.slice.Tensor(x, 1, 1, None, 10), lambda r: [r.f(2, 5)])
case(S, "slice_none_bounds", lambda x: A.slice.Tensor(x, 0, None, None), lambda r: [r.f(5, 3)])
case(S, "split_even", lambda x: A.split.Tensor(x, 2), lambda r: [r.f(6, 3)])
case(S, "split_uneven_last_chunk", lambda x: A.split.Tensor(x, 2, 1), lambda r: [r.f(3, 5)])
case(S, "split_negative_dim", lambda x: A.split.Tensor(x, 3, -1), lambda r: [r.i(0, 9, 2, 7)])
case(S, "split_size_larger_than_dim", lambda x: A.split.Tensor(x, 10), lambda r: [r.f(4, 3)])
case(S, "split_with_sizes_basic", lambda x: A.split_with_sizes.default(x, [1, 3, 2], 1), lambda r: [r.f(3, 6)])
case(S, "split_with_sizes_zero_size_piece", lambda x: A.split_with_sizes.default(x, [2, 0, 3]), lambda r: [r.f(5, 2)])
case(S, "split_with_sizes_negative_dim", lambda x: A.split_with_sizes.default(x, [3, 1], -2), lambda r: [r.b(2, 4, 3)])
case(S, "squeeze_all_size_one", lambda x: A.squeeze.default(x), lambda r: [r.f(1, 3, 1, 4, 1)])
case(S, "squeeze_default_to_zero_dim", lambda x: A.squeeze.default(x), lambda r: [r.f(1, 1)])
case(S, "squeeze_dim", lambda x: A.squeeze.dim(x, 1), lambda r: [r.f(3, 1, 4)])
case(S, "squeeze_dim_not_one_is_noop", lambda x: A.squeeze.dim(x, 0), lambda r: [r.f(3, 1, 4)])
case(S, "squeeze_dim_negative", lambda x: A.squeeze.dim(x, -1), lambda r: [r.f(3, 4, 1)])
case(S, "squeeze_dims_mixed", lambda x: A.squeeze.dims(x, [0, 2, -1]), lambda r: [r.f(1, 3, 4, 1)])
case(S, "squeeze_dims_zero_dim", lambda x: A.squeeze.dims(x, [0]), lambda r: [t(2.0)])
case(S, "t_2d", lambda x: A.t.default(x), lambda r: [r.f(3, 4)])
case(S, "t_1d_identity", lambda x: A.t.default(x), lambda r: [r.f(4)])
case(S, "t_zero_dim", lambda x: A.t.default(x), lambda r: [t(2.0)])
case(S, "transpose_int_negative_dims", lambda x: A.transpose.int(x, -1, 0), lambda r: [r.f(2, 3, 4)])
case(S, "transpose_int_zero_dim", lambda x: A.transpose.int(x, 0, -1), lambda r: [t(2.0)])
case(S, "transpose_int_same_dim", lambda x: A.transpose.int(x, 1, 1), lambda r: [r.f(2, 3)])
case(S, "unsqueeze_front", lambda x: A.unsqueeze.default(x, 0), lambda r: [r.f(3, 4)])
case(S, "unsqueeze_negative_dim_appends", lambda x: A.unsqueeze.default(x, -1), lambda r: [r.f(3, 4)])
case(S, "unsqueeze_zero_dim", lambda x: A.unsqueeze.default(x, 0), lambda r: [t(1.0)])
case(S, "view_split_dim", lambda x: A.view.default(x, [2, 2, 3]), lambda r: [r.f(4, 3)])
case(S, "view_infer_minus_one", lambda x: A.view.default(x, [-1]), lambda r: [r.i(0, 9, 2, 3, 4, dtype=i16)])

# =================================================================================================
# softmax
# =================================================================================================
X = "softmax"
case(X, "softmax_last_dim", lambda x: A._softmax.default(x, -1, False), lambda r: [r.f(3, 5, scale=3)])
case(X, "softmax_dim0", lambda x: A._softmax.default(x, 0, False), lambda r: [r.f(4, 3, 2, scale=3)])
case(X, "softmax_large_values_stable", lambda x: A._softmax.default(x, 1, False), lambda r: [t([[1000.0, 1001.0, 1002.0], [-1000.0, -1001.0, -1002.0]])])
case(X, "softmax_neg_inf_entries", lambda x: A._softmax.default(x, 1, False), lambda r: [t([[-inf, 0.0, 1.0], [-inf, -inf, 0.0]])])
case(X, "softmax_all_neg_inf_row_is_nan", lambda x: A._softmax.default(x, 1, False), lambda r: [t([[-inf, -inf], [0.0, 0.0]])])
case(X, "softmax_nan_poisons_row", lambda x: A._softmax.default(x, 1, False), lambda r: [t([[nan, 0.0], [0.0, 1.0]])])
case(X, "softmax_f16", lambda x: A._softmax.default(x, -1, False), lambda r: [r.f(3, 8, dtype=f16, scale=3)])
case(X, "softmax_bf16", lambda x: A._softmax.default(x, -1, False), lambda r: [r.f(3, 8, dtype=bf16, scale=3)])
case(X, "softmax_aten", lambda x: A._softmax.default(x, -1, False), lambda r: [r.f(16, 32, 64, scale=3)],
     target={"cpu_threads": 2, "aten_ops": True})
# Attention in torch's CPU flash kernel (lower/attention.rs), forward and backward.
case(X, "flash_attention_aten",
     lambda q, k, v, m: A._scaled_dot_product_flash_attention_for_cpu.default(q, k, v, 0.0, False, attn_mask=m, scale=0.25),
     lambda r: [r.f(2, 4, 32, 16), r.f(2, 4, 48, 16), r.f(2, 4, 48, 16), r.f(2, 1, 1, 48)],
     target={"cpu_threads": 2, "aten_ops": True})
case(X, "flash_attention_backward_aten",
     lambda g, q, k, v, o, lse: A._scaled_dot_product_flash_attention_for_cpu_backward.default(g, q, k, v, o, lse, 0.0, True),
     lambda r: [r.f(2, 4, 32, 16), r.f(2, 4, 32, 16), r.f(2, 4, 32, 16), r.f(2, 4, 32, 16), r.f(2, 4, 32, 16),
                r.f(2, 4, 32) + 3],
     target={"cpu_threads": 2, "aten_ops": True})
# Heads split from tokens-major tensors: the call is made tokens-major (lower/attention.rs).
def _flash_tokens_major(q, k, v):
    t = lambda a: A.permute.default(a, [0, 2, 1, 3])  # noqa: E731
    out, lse = A._scaled_dot_product_flash_attention_for_cpu.default(t(q), t(k), t(v))
    return t(out), lse


case(X, "flash_attention_tokens_major_aten", _flash_tokens_major,
     lambda r: [r.f(2, 32, 4, 16), r.f(2, 32, 4, 16), r.f(2, 32, 4, 16)], target={"cpu_threads": 2, "aten_ops": True})


# q, k, v sliced from one projection as timm does (`view(..).permute(2, 0, 3, 1, 4).unbind(0)`):
# the kernel's tokens-major operands are slices of it, with no transpose (emit/moves.rs).
def _flash_fused_qkv(qkv):
    parts = A.permute.default(A.view.default(qkv, [2, 32, 3, 4, 16]), [2, 0, 3, 1, 4])
    q, k, v = (A.select.int(parts, 0, i) for i in range(3))
    out, lse = A._scaled_dot_product_flash_attention_for_cpu.default(q, k, v)
    return A.permute.default(out, [0, 2, 1, 3]), lse


case(X, "flash_attention_fused_qkv_slices_aten", _flash_fused_qkv,
     lambda r: [r.f(2, 32, 192)], target={"cpu_threads": 2, "aten_ops": True})
case(X, "softmax_zero_dim", lambda x: A._softmax.default(x, 0, False), lambda r: [t(3.0)])
case(X, "softmax_single_element_dim", lambda x: A._softmax.default(x, 1, False), lambda r: [r.f(3, 1)])
case(X, "log_softmax_last_dim", lambda x: A._log_softmax.default(x, -1, False), lambda r: [r.f(3, 5, scale=3)])
case(X, "log_softmax_dim1_3d", lambda x: A._log_softmax.default(x, 1, False), lambda r: [r.f(2, 4, 3, scale=3)])
case(X, "log_softmax_large_values_stable", lambda x: A._log_softmax.default(x, 1, False), lambda r: [t([[1000.0, 1001.0, 1002.0], [-1000.0, -1001.0, -1002.0]])])
case(X, "log_softmax_neg_inf_entries", lambda x: A._log_softmax.default(x, 1, False), lambda r: [t([[-inf, 0.0, 1.0], [-inf, -inf, 0.0]])])
case(X, "log_softmax_f16", lambda x: A._log_softmax.default(x, -1, False), lambda r: [r.f(3, 8, dtype=f16, scale=3)])
case(X, "log_softmax_zero_dim", lambda x: A._log_softmax.default(x, 0, False), lambda r: [t(3.0)])


def _softmax_backward_inputs(shape, dim, log, dtype=f32):
    def make(r: Rng) -> list:
        x = r.f(*shape, dtype=dtype, scale=2)
        y = A._log_softmax.default(x, dim, False) if log else A._softmax.default(x, dim, False)
        return [r.f(*shape, dtype=dtype), y]

    return make


case(X, "softmax_backward_last_dim", lambda g, y: A._softmax_backward_data.default(g, y, -1, f32), _softmax_backward_inputs((3, 5), -1, False))
case(X, "softmax_backward_dim0", lambda g, y: A._softmax_backward_data.default(g, y, 0, f32), _softmax_backward_inputs((4, 3, 2), 0, False))
case(X, "softmax_backward_f16", lambda g, y: A._softmax_backward_data.default(g, y, 1, f16), _softmax_backward_inputs((3, 8), 1, False, f16))
case(X, "log_softmax_backward_last_dim", lambda g, y: A._log_softmax_backward_data.default(g, y, -1, f32),
     _softmax_backward_inputs((3, 5), -1, True))
case(X, "log_softmax_backward_dim1", lambda g, y: A._log_softmax_backward_data.default(g, y, 1, f32), _softmax_backward_inputs((2, 4, 3), 1, True))
case(X, "log_softmax_backward_bf16", lambda g, y: A._log_softmax_backward_data.default(g, y, -1, bf16),
     _softmax_backward_inputs((3, 8), -1, True, bf16))

# =================================================================================================
# conv
# =================================================================================================
C = "conv"


def _conv(stride, padding, dilation, transposed, output_padding, groups):
    return lambda x, w, b: A.convolution.default(x, w, b, stride, padding, dilation, transposed, output_padding, groups)


def _conv_nobias(stride, padding, dilation, transposed, output_padding, groups):
    return lambda x, w: A.convolution.default(x, w, None, stride, padding, dilation, transposed, output_padding, groups)


case(C, "conv1d_basic", _conv([1], [0], [1], False, [0], 1), lambda r: [r.f(2, 3, 10), r.f(4, 3, 3), r.f(4)])
case(C, "conv1d_stride_padding_dilation", _conv([2], [2], [2], False, [0], 1), lambda r: [r.f(2, 3, 11), r.f(4, 3, 3), r.f(4)])
case(C, "conv2d_basic", _conv([1, 1], [0, 0], [1, 1], False, [0, 0], 1), lambda r: [r.f(2, 3, 6, 6), r.f(4, 3, 3, 3), r.f(4)])
case(C, "conv2d_no_bias_padding", _conv_nobias([1, 1], [1, 1], [1, 1], False, [0, 0], 1), lambda r: [r.f(1, 3, 5, 5), r.f(2, 3, 3, 3)])
case(C, "conv2d_groups_stride", _conv([2, 2], [1, 1], [1, 1], False, [0, 0], 2), lambda r: [r.f(2, 4, 7, 7), r.f(6, 2, 3, 3), r.f(6)])
case(C, "conv2d_depthwise", _conv([1, 1], [1, 1], [1, 1], False, [0, 0], 4), lambda r: [r.f(1, 4, 5, 5), r.f(8, 1, 3, 3), r.f(8)])
case(C, "conv2d_asymmetric_stride_padding_dilation", _conv([1, 2], [2, 0], [2, 1], False, [0, 0], 1),
     lambda r: [r.f(1, 2, 7, 8), r.f(3, 2, 3, 2), r.f(3)])
case(C, "conv2d_stride_leaves_remainder", _conv([3, 3], [0, 0], [1, 1], False, [0, 0], 1), lambda r: [r.f(1, 2, 8, 8), r.f(2, 2, 2, 2), r.f(2)])
case(C, "conv2d_f16", _conv([1, 1], [1, 1], [1, 1], False, [0, 0], 1), lambda r: [r.f(1, 3, 5, 5, dtype=f16), r.f(4, 3, 3, 3, dtype=f16), r.f(4, dtype=f16)],
     rtol=2e-3, atol=2e-3)
case(C, "conv2d_bf16", _conv([1, 1], [0, 0], [1, 1], False, [0, 0], 1), lambda r: [r.f(1, 3, 5, 5, dtype=bf16), r.f(4, 3, 3, 3, dtype=bf16), r.f(4, dtype=bf16)],
     rtol=2e-2, atol=5e-2)
case(C, "conv3d_basic", _conv([1, 1, 1], [1, 0, 1], [1, 1, 1], False, [0, 0, 0], 1), lambda r: [r.f(1, 2, 4, 4, 4), r.f(3, 2, 3, 3, 3), r.f(3)])
case(C, "conv_transpose1d_stride", _conv([2], [0], [1], True, [0], 1), lambda r: [r.f(2, 3, 5), r.f(3, 4, 3), r.f(4)])
case(C, "conv_transpose2d_stride_padding_output_padding", _conv([2, 2], [1, 1], [1, 1], True, [1, 1], 1),
     lambda r: [r.f(1, 3, 4, 4), r.f(3, 2, 3, 3), r.f(2)])
case(C, "conv_transpose2d_groups", _conv([1, 1], [0, 0], [1, 1], True, [0, 0], 2), lambda r: [r.f(1, 4, 4, 4), r.f(4, 3, 2, 2), r.f(6)])
case(C, "conv_transpose2d_dilation_no_bias", _conv_nobias([2, 1], [0, 1], [2, 2], True, [1, 0], 1), lambda r: [r.f(1, 2, 3, 4), r.f(2, 3, 2, 3)])
# 1x1 expansions (more output than input channels, unit stride, no padding) are one matrix product
# in channel-major order (`pointwise_conv`); projections, 1x1 maps and padded or strided ones stay
# convolutions. The goldens pin which is which.
case(C, "conv2d_pointwise_expansion", _conv([1, 1], [0, 0], [1, 1], False, [0, 0], 1), lambda r: [r.f(2, 3, 5, 4), r.f(8, 3, 1, 1), r.f(8)])
case(C, "conv1d_pointwise_expansion_dilation", _conv_nobias([1], [0], [3], False, [0], 1), lambda r: [r.f(2, 4, 7), r.f(6, 4, 1)])
case(C, "conv3d_pointwise_expansion", _conv_nobias([1, 1, 1], [0, 0, 0], [1, 1, 1], False, [0, 0, 0], 1),
     lambda r: [r.f(1, 2, 3, 4, 2), r.f(5, 2, 1, 1, 1)])
case(C, "conv2d_pointwise_expansion_f16", _conv([1, 1], [0, 0], [1, 1], False, [0, 0], 1),
     lambda r: [r.f(2, 3, 4, 4, dtype=f16), r.f(8, 3, 1, 1, dtype=f16), r.f(8, dtype=f16)], rtol=2e-3, atol=2e-3)
case(C, "conv2d_pointwise_projection", _conv_nobias([1, 1], [0, 0], [1, 1], False, [0, 0], 1), lambda r: [r.f(2, 8, 3, 3), r.f(3, 8, 1, 1)])
case(C, "conv2d_pointwise_one_position", _conv_nobias([1, 1], [0, 0], [1, 1], False, [0, 0], 1), lambda r: [r.f(4, 6, 1, 1), r.f(12, 6, 1, 1)])
case(C, "conv2d_pointwise_stride_stays_convolution", _conv_nobias([2, 2], [0, 0], [1, 1], False, [0, 0], 1),
     lambda r: [r.f(1, 3, 5, 5), r.f(6, 3, 1, 1)])
case(C, "conv2d_pointwise_padding_stays_convolution", _conv_nobias([1, 1], [1, 1], [1, 1], False, [0, 0], 1),
     lambda r: [r.f(1, 3, 3, 3), r.f(6, 3, 1, 1)])
case(C, "conv_transpose2d_pointwise_expansion", _conv([1, 1], [0, 0], [1, 1], True, [0, 0], 1), lambda r: [r.f(2, 3, 4, 5), r.f(3, 7, 1, 1), r.f(7)])


def _conv_backward(stride, padding, dilation, groups, mask, bias_sizes):
    return lambda g, x, w: A.convolution_backward.default(g, x, w, bias_sizes, stride, padding, dilation, False, [0] * len(stride), groups, mask)


def _conv_backward_inputs(xs, ws, stride, padding, dilation, groups, dtype=f32):
    def make(r: Rng) -> list:
        x = r.f(*xs, dtype=dtype)
        w = r.f(*ws, dtype=dtype)
        y = A.convolution.default(x, w, None, stride, padding, dilation, False, [0] * len(stride), groups)
        return [r.f(*y.shape, dtype=dtype), x, w]

    return make


case(C, "convolution_backward_2d_all_outputs", _conv_backward([1, 1], [1, 1], [1, 1], 1, [True, True, True], [4]),
     _conv_backward_inputs((2, 3, 5, 5), (4, 3, 3, 3), [1, 1], [1, 1], [1, 1], 1))
case(C, "convolution_backward_2d_stride_remainder", _conv_backward([2, 2], [0, 0], [1, 1], 1, [True, True, True], [2]),
     _conv_backward_inputs((1, 2, 6, 6), (2, 2, 3, 3), [2, 2], [0, 0], [1, 1], 1))
case(C, "convolution_backward_2d_stride_padding_dilation", _conv_backward([2, 1], [1, 2], [2, 2], 1, [True, True, True], [3]),
     _conv_backward_inputs((2, 2, 7, 6), (3, 2, 2, 3), [2, 1], [1, 2], [2, 2], 1))
case(C, "convolution_backward_2d_groups", _conv_backward([1, 1], [1, 1], [1, 1], 2, [True, True, True], [6]),
     _conv_backward_inputs((2, 4, 5, 5), (6, 2, 3, 3), [1, 1], [1, 1], [1, 1], 2))
# The CPU plugin's conv kernel at two torch threads (lower/conv_gemm.rs): a depthwise weight
# gradient, a 7x7 stem (3 channels x 49 taps: one product over patches), and a 3x3 stem, whose
# patch of 27 stays XLA's convolution.
TWO_THREADS_BLAS = {"blas_gemm": True, "cpu_threads": 2}
case(C, "convolution_backward_depthwise_7x7_kernel", _conv_backward([1, 1], [3, 3], [1, 1], 8, [False, True, True], [8]),
     _conv_backward_inputs((1, 8, 16, 16), (8, 1, 7, 7), [1, 1], [3, 3], [1, 1], 8), target=TWO_THREADS_BLAS)
case(C, "conv2d_tf32_allowed", _conv_nobias([1, 1], [1, 1], [1, 1], False, [0, 0], 1),
     lambda r: [r.f(1, 3, 5, 5), r.f(2, 3, 3, 3)], target={"tf32_conv": True})
case(C, "conv2d_stem_7x7_kernel_at_two_threads", _conv_nobias([2, 2], [3, 3], [1, 1], False, [0, 0], 1),
     lambda r: [r.f(1, 3, 32, 32), r.f(8, 3, 7, 7)], target=TWO_THREADS_BLAS)
case(C, "conv2d_stem_3x3_stays_convolution_at_two_threads", _conv_nobias([2, 2], [1, 1], [1, 1], False, [0, 0], 1),
     lambda r: [r.f(1, 3, 64, 64), r.f(32, 3, 3, 3)], target=TWO_THREADS_BLAS)
# torch's own convolutions through the ATen kernels (lower/conv_aten.rs): the forward, both
# gradients of a 3x3 convolution, a 7x7 depthwise one (its weight gradient keeps the conv kernel),
# and a 3x3 depthwise one, which stays XLA's fusion.
ATEN = {"blas_gemm": True, "cpu_threads": 2, "aten_conv": True}
case(C, "conv2d_aten_3x3", _conv_nobias([1, 1], [1, 1], [1, 1], False, [0, 0], 1),
     lambda r: [r.f(2, 16, 12, 12), r.f(24, 16, 3, 3)], target=ATEN)
case(C, "convolution_backward_aten_3x3_stride_2", _conv_backward([2, 2], [1, 1], [1, 1], 1, [True, True, True], [24]),
     _conv_backward_inputs((2, 16, 13, 13), (24, 16, 3, 3), [2, 2], [1, 1], [1, 1], 1), target=ATEN)
case(C, "convolution_backward_aten_depthwise_7x7", _conv_backward([1, 1], [3, 3], [1, 1], 16, [True, True, False], [16]),
     _conv_backward_inputs((2, 16, 14, 14), (16, 1, 7, 7), [1, 1], [3, 3], [1, 1], 16), target=ATEN)
case(C, "conv2d_aten_depthwise_3x3_stays_fusion", _conv_nobias([1, 1], [1, 1], [1, 1], False, [0, 0], 32),
     lambda r: [r.f(2, 32, 20, 20), r.f(32, 1, 3, 3)], target=ATEN)
# oneDNN's convolution with a bias and an activation (capture/conv_epilogue.py writes it for an
# inference convolution with its batch norm): one call of torch's kernel where the ATen kernels are
# there, XLA's convolution, bias add and activation elsewhere.
def _conv_pointwise(attr, scalars, padding=(1, 1), groups=1):
    op = torch.ops.mkldnn._convolution_pointwise.default
    return lambda x, w, b: op(x, w, b, list(padding), [1, 1], [1, 1], groups, attr, scalars, None)


case(C, "conv_pointwise_relu_aten", _conv_pointwise("relu", [None]),
     lambda r: [r.f(2, 16, 12, 12), r.f(24, 16, 3, 3), r.f(24)], target=ATEN)
case(C, "conv_pointwise_hardtanh_aten_depthwise", _conv_pointwise("hardtanh", [0.0, 6.0], groups=16),
     lambda r: [r.f(2, 16, 20, 20), r.f(16, 1, 3, 3), r.f(16)], target=ATEN)
case(C, "conv_pointwise_swish_xla", _conv_pointwise("swish", [None]),
     lambda r: [r.f(2, 4, 8, 8), r.f(8, 4, 3, 3), r.f(8)])
case(C, "conv_pointwise_hardswish_xla", _conv_pointwise("hardswish", [None], padding=(0, 0)),
     lambda r: [r.f(1, 4, 6, 6), r.f(4, 4, 3, 3), r.f(4)])
# A 1x1 weight gradient with few positions per image: one product over every image (lower/conv_gemm.rs).
case(C, "convolution_backward_pointwise_few_positions_blas", _conv_backward([1, 1], [0, 0], [1, 1], 1, [False, True, False], None),
     _conv_backward_inputs((8, 64, 4, 4), (64, 64, 1, 1), [1, 1], [0, 0], [1, 1], 1), target={"blas_gemm": True})


def _channels_last_net(x, w1, rm, rv, w2, w3):
    """A stem, eval batch norm, ReLU, a 3x3 depthwise convolution, a residual add, a 1x1
    convolution, max pooling and a spatial mean: three convolutions, so computed channels-last."""
    y = A.convolution.default(x, w1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
    y = A.relu.default(A._native_batch_norm_legit_no_training.default(y, None, None, rm, rv, 0.1, 1e-5)[0])
    z = A.add.Tensor(A.convolution.default(y, w2, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 16), y)
    z = A.convolution.default(z, w3, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    p = A.max_pool2d_with_indices.default(z, [3, 3], [2, 2], [1, 1])[0]
    return A.mean.dim(p, [-1, -2], True)


# A convolutional network channels-last (lower/channels_last.rs): the stem's kernel writes its
# result channels-last (layout bit 4), and every op after it computes on that layout.
case(C, "conv_net_channels_last", _channels_last_net,
     lambda r: [r.f(2, 3, 32, 32), r.f(16, 3, 3, 3), r.f(16), r.u(0.5, 2, 16), r.f(16, 1, 3, 3), r.f(32, 16, 1, 1)],
     target={**ATEN, "channels_last": True})
case(C, "convolution_backward_1d", _conv_backward([2], [1], [1], 1, [True, True, True], [4]),
     _conv_backward_inputs((2, 3, 9), (4, 3, 3), [2], [1], [1], 1))
# The input gradient of a 1x1 projection is a 1x1 expansion (`pointwise_conv`).
case(C, "convolution_backward_pointwise_projection", _conv_backward([1, 1], [0, 0], [1, 1], 1, [True, True, True], [3]),
     _conv_backward_inputs((2, 6, 4, 3), (3, 6, 1, 1), [1, 1], [0, 0], [1, 1], 1))
case(C, "convolution_backward_mask_input_and_bias_only", _conv_backward([1, 1], [0, 0], [1, 1], 1, [True, False, True], [2]),
     _conv_backward_inputs((1, 2, 4, 4), (2, 2, 3, 3), [1, 1], [0, 0], [1, 1], 1))
case(C, "convolution_backward_mask_weight_only_no_bias", _conv_backward([1, 1], [1, 1], [1, 1], 1, [False, True, False], None),
     _conv_backward_inputs((2, 2, 4, 4), (3, 2, 3, 3), [1, 1], [1, 1], [1, 1], 1))
case(C, "convolution_backward_groups_stride_dilation", _conv_backward([2, 2], [1, 1], [2, 2], 2, [True, True, True], [4]),
     _conv_backward_inputs((2, 4, 8, 7), (4, 2, 3, 3), [2, 2], [1, 1], [2, 2], 2))
case(C, "convolution_backward_3d", _conv_backward([1, 2, 1], [0, 1, 1], [1, 1, 1], 1, [True, True, True], [2]),
     _conv_backward_inputs((1, 2, 3, 5, 4), (2, 2, 2, 3, 3), [1, 2, 1], [0, 1, 1], [1, 1, 1], 1))
case(C, "convolution_backward_f16", _conv_backward([1, 1], [1, 1], [1, 1], 1, [True, True, True], [4]),
     _conv_backward_inputs((1, 3, 4, 4), (4, 3, 3, 3), [1, 1], [1, 1], [1, 1], 1, f16), rtol=5e-3, atol=5e-3)


# Depthwise (groups = input channels, one input channel per group): written as one multiply-add
# per kernel tap (`depthwise_conv` in conv.rs) instead of XLA's grouped convolution.
case(C, "conv2d_depthwise_stride2_remainder", _conv([2, 2], [1, 1], [1, 1], False, [0, 0], 6),
     lambda r: [r.f(2, 6, 9, 8), r.f(6, 1, 3, 3), r.f(6)])
case(C, "conv2d_depthwise_5x5_dilation", _conv_nobias([1, 1], [4, 2], [2, 1], False, [0, 0], 3),
     lambda r: [r.f(1, 3, 7, 6), r.f(3, 1, 5, 5)])
case(C, "conv2d_depthwise_multiplier3", _conv([1, 2], [0, 1], [1, 1], False, [0, 0], 2),
     lambda r: [r.f(2, 2, 5, 6), r.f(6, 1, 2, 3), r.f(6)])
case(C, "conv1d_depthwise", _conv([2], [2], [1], False, [0], 4), lambda r: [r.f(2, 4, 11), r.f(4, 1, 5), r.f(4)])
case(C, "conv3d_depthwise", _conv_nobias([1, 2, 1], [1, 1, 0], [1, 1, 1], False, [0, 0, 0], 2),
     lambda r: [r.f(1, 2, 4, 5, 3), r.f(2, 1, 3, 3, 2)])
# Strided windows read their taps from the input's stride phases (`stride_phases`): strides that
# do and do not divide the padded size, with dilation and channel multipliers, in 1, 2 and 3 dims.
case(C, "conv2d_depthwise_stride2_dilation_multiplier2", _conv([2, 2], [2, 1], [2, 1], False, [0, 0], 3),
     lambda r: [r.f(2, 3, 9, 8), r.f(6, 1, 3, 3), r.f(6)])
case(C, "conv1d_depthwise_stride3", _conv_nobias([3], [2], [1], False, [0], 4), lambda r: [r.f(2, 4, 11), r.f(4, 1, 5)])
case(C, "conv3d_depthwise_mixed_strides", _conv_nobias([1, 2, 3], [1, 1, 1], [1, 1, 1], False, [0, 0, 0], 2),
     lambda r: [r.f(1, 2, 5, 6, 7), r.f(2, 1, 3, 3, 3)])
# A stride beyond the padded input reads its one tap per output with strided slices: the phases
# would round the input up to the stride.
case(C, "conv1d_depthwise_stride_beyond_input", _conv_nobias([64], [1], [1], False, [0], 2), lambda r: [r.f(1, 2, 5), r.f(2, 1, 3)])
case(C, "conv_transpose2d_depthwise_stride", _conv([2, 2], [1, 1], [1, 1], True, [1, 1], 3),
     lambda r: [r.f(1, 3, 4, 5), r.f(3, 1, 3, 3), r.f(3)])
case(C, "convolution_backward_depthwise_stride", _conv_backward([2, 2], [1, 1], [1, 1], 4, [True, True, True], [4]),
     _conv_backward_inputs((2, 4, 9, 8), (4, 1, 3, 3), [2, 2], [1, 1], [1, 1], 4))
case(C, "convolution_backward_depthwise_5x5_dilation", _conv_backward([1, 1], [2, 4], [1, 2], 3, [True, True, False], None),
     _conv_backward_inputs((1, 3, 7, 9), (3, 1, 5, 5), [1, 1], [2, 4], [1, 2], 3))
case(C, "convolution_backward_depthwise_multiplier2", _conv_backward([1, 1], [1, 1], [1, 1], 2, [True, True, True], [4]),
     _conv_backward_inputs((2, 2, 5, 5), (4, 1, 3, 3), [1, 1], [1, 1], [1, 1], 2))
case(C, "convolution_backward_depthwise_f64", _conv_backward([2, 2], [1, 1], [1, 1], 3, [True, True, True], [3]),
     _conv_backward_inputs((2, 3, 7, 7), (3, 1, 3, 3), [2, 2], [1, 1], [1, 1], 3, torch.float64))

# Kernel window larger than the input (a 3x3 kernel over a 2x2 map): lowered as patches times
# weights (`conv_as_dot` in conv.rs) instead of a convolution XLA would swap.
case(C, "conv2d_patches_kernel_larger_than_input", _conv([1, 1], [1, 1], [1, 1], False, [0, 0], 1),
     lambda r: [r.f(2, 8, 2, 2), r.f(6, 8, 3, 3), r.f(6)])
case(C, "conv2d_patches_stride_dilation", _conv_nobias([2, 1], [2, 1], [2, 1], False, [0, 0], 1),
     lambda r: [r.f(1, 3, 3, 2), r.f(4, 3, 3, 3)])
case(C, "conv1d_patches", _conv([1], [2], [1], False, [0], 1), lambda r: [r.f(2, 3, 3), r.f(5, 3, 5), r.f(5)])
case(C, "conv3d_patches", _conv_nobias([1, 1, 1], [1, 1, 1], [1, 1, 1], False, [0, 0, 0], 1),
     lambda r: [r.f(1, 2, 2, 2, 2), r.f(3, 2, 3, 3, 3)])
case(C, "conv_transpose2d_patches_stride", _conv([2, 2], [1, 1], [1, 1], True, [1, 1], 1),
     lambda r: [r.f(1, 4, 2, 2), r.f(4, 3, 3, 3), r.f(3)])
case(C, "convolution_backward_patches", _conv_backward([1, 1], [1, 1], [1, 1], 1, [True, True, True], [6]),
     _conv_backward_inputs((2, 8, 2, 2), (6, 8, 3, 3), [1, 1], [1, 1], [1, 1], 1))
case(C, "convolution_backward_patches_stride", _conv_backward([2, 2], [1, 1], [1, 1], 1, [True, True, False], None),
     _conv_backward_inputs((1, 4, 3, 3), (5, 4, 3, 3), [2, 2], [1, 1], [1, 1], 1))


# ---- added with the rules for slice/select_scatter, cumsum/cumprod, avg_pool2d_backward, empty_permuted
case(S, "slice_scatter_step_one", lambda x, y: A.slice_scatter.default(x, y, 1, 1, 3), lambda r: [r.f(3, 5), r.f(3, 2)])
case(S, "slice_scatter_step_two_negative_dim", lambda x, y: A.slice_scatter.default(x, y, -1, 0, 7, 2),
     lambda r: [r.f(2, 7), r.f(2, 4)])
case(S, "slice_scatter_end_past_size_int", lambda x, y: A.slice_scatter.default(x, y, 0, 2, 100),
     lambda r: [r.i(-5, 5, 4, 3), r.i(-5, 5, 2, 3)])
case(S, "slice_scatter_negative_start_bool", lambda x, y: A.slice_scatter.default(x, y, 0, -2),
     lambda r: [r.b(5), r.b(2)])
case(S, "slice_scatter_src_promotes_to_self", lambda x, y: A.slice_scatter.default(x, y, 1, 0, 2),
     lambda r: [r.f(2, 3, dtype=f64), r.f(2, 2)])
case(S, "select_scatter_middle", lambda x, y: A.select_scatter.default(x, y, 1, 2), lambda r: [r.f(3, 4), r.f(3)])
case(S, "select_scatter_negative_index", lambda x, y: A.select_scatter.default(x, y, 0, -1), lambda r: [r.f(4, 2), r.f(2)])
case(R, "cumsum_last_dim", lambda x: A.cumsum.default(x, -1), lambda r: [r.f(3, 6)])
case(R, "cumsum_dim0_int_to_int64", lambda x: A.cumsum.default(x, 0), lambda r: [r.i(-9, 9, 5, 2, dtype=i32)])
case(R, "cumsum_bool_counts", lambda x: A.cumsum.default(x, 0), lambda r: [r.b(7)])
case(R, "cumsum_dtype_kw", lambda x: A.cumsum.default(x, 1, dtype=f64), lambda r: [r.f(2, 5)])
case(R, "cumsum_f16", lambda x: A.cumsum.default(x, 0), lambda r: [r.f(9, dtype=f16)])
case(R, "cumsum_empty_dim", lambda x: A.cumsum.default(x, 1), lambda r: [r.f(3, 0)])
case(R, "cumsum_scalar", lambda x: A.cumsum.default(x, 0), lambda r: [r.f()])
case(R, "cumsum_nan_propagates_forward", lambda x: A.cumsum.default(x, 0), lambda r: [t([1.0, nan, 2.0, 3.0], f32)])
case(R, "cumprod_last_dim", lambda x: A.cumprod.default(x, -1), lambda r: [r.u(0.5, 1.5, 3, 5)])
case(R, "cumprod_int", lambda x: A.cumprod.default(x, 0), lambda r: [r.i(-3, 4, 6, 2)])
case(P, "avg_pool2d_backward_basic", lambda g, x: A.avg_pool2d_backward.default(g, x, [2, 2], [2, 2], [0, 0], False, True, None),
     lambda r: [r.f(2, 3, 3, 3), r.f(2, 3, 6, 6)])
case(P, "avg_pool2d_backward_overlapping_padding", lambda g, x: A.avg_pool2d_backward.default(g, x, [3, 3], [2, 2], [1, 1], False, True, None),
     lambda r: [r.f(1, 2, 4, 4), r.f(1, 2, 7, 7)])
case(P, "avg_pool2d_backward_exclude_pad", lambda g, x: A.avg_pool2d_backward.default(g, x, [3, 3], [2, 2], [1, 1], False, False, None),
     lambda r: [r.f(1, 2, 4, 4), r.f(1, 2, 7, 7)])
case(P, "avg_pool2d_backward_ceil_mode", lambda g, x: A.avg_pool2d_backward.default(g, x, [2, 2], [2, 2], [0, 0], True, True, None),
     lambda r: [r.f(1, 2, 3, 4), r.f(1, 2, 5, 7)])
case(P, "avg_pool2d_backward_divisor_override_no_batch", lambda g, x: A.avg_pool2d_backward.default(g, x, [2, 3], [1, 2], [0, 1], False, True, 5),
     lambda r: [r.f(3, 4, 4), r.f(3, 5, 7)])
case(F, "empty_permuted_shape_and_dtype", lambda: A.empty_permuted.default([2, 3, 4], [0, 2, 1], dtype=f32), lambda r: [],
     compare="meta")
case(F, "new_empty_strided_dtype_of_self", lambda x: A.new_empty_strided.default(x, [2, 3], [3, 1]), lambda r: [r.f(4, dtype=bf16)],
     compare="meta")
case(E, "rrelu_with_noise_backward_training_is_grad_times_noise",
     lambda g, x, n: A.rrelu_with_noise_backward.default(g, x, n, 0.1, 0.3, True, False),
     lambda r: [r.f(3, 4), r.f(3, 4), r.u(0.1, 0.3, 3, 4)])
case(E, "rrelu_with_noise_backward_eval_is_leaky",
     lambda g, x, n: A.rrelu_with_noise_backward.default(g, x, n, 0.1, 0.3, False, False),
     lambda r: [r.f(3, 4), r.f(3, 4), r.f(3, 4)])


# ---- random ops: values come from torchtpu's own generator, so only shapes and dtypes are compared
# here; lowering_tests/python/test_random.py checks them by statistics.
RND = "random"
case(RND, "native_dropout_train_p03", lambda x: A.native_dropout.default(x, 0.3, True), lambda r: [r.f(4, 5)], compare="meta")
case(RND, "native_dropout_p1_drops_all", lambda x: A.native_dropout.default(x, 1.0, True), lambda r: [r.f(6)])
case(RND, "rand_f32", lambda: A.rand.default([3, 4], dtype=f32), lambda r: [], compare="meta")
case(RND, "rand_like_f64", lambda x: A.rand_like.default(x), lambda r: [r.f(5, dtype=f64)], compare="meta")
case(RND, "randn_f32", lambda: A.randn.default([2, 3], dtype=f32), lambda r: [], compare="meta")
case(RND, "randn_like_bf16", lambda x: A.randn_like.default(x), lambda r: [r.f(4, dtype=bf16)], compare="meta")
case(RND, "randint_high", lambda: A.randint.default(7, [5]), lambda r: [], compare="meta")
case(RND, "randint_low_high_int32", lambda: A.randint.low(-2, 3, [4, 2], dtype=i32), lambda r: [], compare="meta")
case(RND, "bernoulli_p", lambda x: A.bernoulli.p(x, 0.4), lambda r: [r.f(3, 3)], compare="meta")
case(RND, "uniform_from_to", lambda x: A.uniform.default(x, -1.0, 2.0), lambda r: [r.f(4, 4)], compare="meta")
case(RND, "normal_functional_mean_std", lambda x: A.normal_functional.default(x, 1.0, 3.0), lambda r: [r.f(8)], compare="meta")
case(RND, "normal_tensor_mean_tensor_std_broadcast", lambda m, s: A.normal.Tensor_Tensor(m, s), lambda r: [r.f(3, 1), r.u(0.5, 2.0, 4)],
     compare="meta")
case(RND, "normal_tensor_mean_float_std", lambda m: A.normal.Tensor_float(m, 2.0), lambda r: [r.f(5, dtype=f64)], compare="meta")
case(RND, "normal_float_mean_tensor_std", lambda s: A.normal.float_Tensor(1.0, s), lambda r: [r.u(0.5, 2.0, 2, 3)], compare="meta")
case(RND, "normal_float_float_size", lambda: A.normal.float_float(0.5, 2.0, [3, 4]), lambda r: [], compare="meta")
case(RND, "randint_like_high", lambda x: A.randint_like.default(x, 9), lambda r: [r.i(0, 3, 2, 5, dtype=i32)], compare="meta")
case(RND, "randint_like_low_high_dtype", lambda x: A.randint_like.low_dtype(x, -4, 4, dtype=i64), lambda r: [r.f(6)], compare="meta")
case(RND, "multinomial_with_replacement", lambda p: A.multinomial.default(p, 5, True), lambda r: [r.u(0.0, 1.0, 3, 6)], compare="meta")
case(RND, "multinomial_without_replacement_1d", lambda p: A.multinomial.default(p, 3), lambda r: [r.u(0.1, 1.0, 6)], compare="meta")
case(RND, "rrelu_with_noise_training", lambda x, n: A.rrelu_with_noise_functional.default(x, n, 0.1, 0.3, True),
     lambda r: [r.f(4, 5), r.f(4, 5)], compare="meta")
case(RND, "rrelu_with_noise_eval_is_leaky", lambda x, n: A.rrelu_with_noise_functional.default(x, n, 0.1, 0.3, False),
     lambda r: [r.f(4, 5), r.f(4, 5)])

# ---- as_strided / as_strided_scatter over a contiguous operand's own elements
ST = "strided"
case(ST, "as_strided_transpose_view", lambda x: A.as_strided.default(x, [3, 2], [1, 3]), lambda r: [r.f(6)])
case(ST, "as_strided_overlapping_windows", lambda x: A.as_strided.default(x, [4, 3], [2, 1], 1), lambda r: [r.f(10)])
case(ST, "as_strided_broadcast_zero_stride_int", lambda x: A.as_strided.default(x, [2, 3], [0, 1]), lambda r: [r.i(-9, 9, 4)])
case(ST, "as_strided_from_2d", lambda x: A.as_strided.default(x, [2, 2, 2], [4, 1, 2]), lambda r: [r.f(2, 4)])
case(ST, "as_strided_scatter_into_flat", lambda x, y: A.as_strided_scatter.default(x, y, [2, 3], [4, 1], 1),
     lambda r: [r.f(10), r.f(2, 3)])
case(ST, "as_strided_scatter_columns", lambda x, y: A.as_strided_scatter.default(x, y, [3], [2], 0),
     lambda r: [r.f(2, 3), r.f(3)])

# =================================================================================================
# ---- added with the OpInfo sweep (lowering_tests/python/opinfo_sweep.py): elementwise extras,
# ---- special functions, reductions (cummax/cummin, logcumsumexp, max/min over all, var_mean),
# ---- diagonal/diagonal_scatter/unfold, sort/topk/kthvalue/median, scatter_reduce/index_reduce,
# ---- Cholesky and triangular solves
# =================================================================================================
case(E, "angle_real_signs_and_nan", lambda x: A.angle.default(x), lambda r: [t([1.0, -2.0, 0.0, -0.0, nan, -inf])])
case(E, "angle_int_promotes", lambda x: A.angle.default(x), lambda r: [t([3, -1, 0], i64)])
case(E, "copysign_tensor_signed_zero_and_nan", lambda x, y: A.copysign.Tensor(x, y),
     lambda r: [t([1.0, 2.0, -3.0, 0.0, nan, inf]), t([-0.0, 0.0, 5.0, -1.0, -1.0, -2.0])])
case(E, "copysign_tensor_int_promotes_broadcast", lambda x, y: A.copysign.Tensor(x, y), lambda r: [r.i(-5, 5, 3, 4), r.f(4)])
case(E, "copysign_scalar_negative", lambda x: A.copysign.Scalar(x, -1.0), lambda r: [r.f(3, 4)])
case(E, "exp2_f32_special", lambda x: A.exp2.default(x), lambda r: [torch.cat([r.f(10, scale=10), t([0.0, -inf, inf, nan, 127.5, -149.0])])])
case(E, "exp2_int_promotes", lambda x: A.exp2.default(x), lambda r: [r.i(-5, 20, 8)])
case(E, "exp2_f16", lambda x: A.exp2.default(x), lambda r: [r.f(8, dtype=f16, scale=4)])
case(E, "fmax_nan_ignored", lambda x, y: A.fmax.default(x, y), lambda r: [t([nan, 1.0, nan, -inf]), t([2.0, nan, nan, 0.0])])
case(E, "fmin_broadcast_int", lambda x, y: A.fmin.default(x, y), lambda r: [r.i(-9, 9, 3, 4, dtype=i32), r.i(-9, 9, 4, dtype=i32)])
case(E, "hypot_large_no_overflow", lambda x, y: A.hypot.default(x, y), lambda r: [t([3.0, 3e30, -inf, nan, 0.0]), t([4.0, 4e30, nan, 1.0, -0.0])])
case(E, "hypot_broadcast", lambda x, y: A.hypot.default(x, y), lambda r: [r.f(3, 4), r.f(4)])
case(E, "nextafter_directions", lambda x, y: A.nextafter.default(x, y), lambda r: [t([1.0, 1.0, 0.0, -0.0, nan, 2.0]), t([2.0, 0.0, 1.0, -1.0, 1.0, nan])])
case(E, "round_decimals_positive", lambda x: A.round.decimals(x, decimals=2), lambda r: [r.f(12, scale=10)])
case(E, "round_decimals_negative", lambda x: A.round.decimals(x, decimals=-2), lambda r: [r.f(12, scale=1000)])
case(E, "round_decimals_f16", lambda x: A.round.decimals(x, decimals=1), lambda r: [r.f(6, dtype=f16, scale=10)])
case(E, "signbit_float_signed_zero_nan", lambda x: A.signbit.default(x), lambda r: [t([1.0, -1.0, 0.0, -0.0, inf, -inf])])
case(E, "signbit_int", lambda x: A.signbit.default(x), lambda r: [r.i(-5, 5, 3, 4, dtype=i32)])
case(E, "signbit_bf16", lambda x: A.signbit.default(x), lambda r: [r.f(8, dtype=bf16)])

SP = "special"
case(SP, "digamma_poles_and_zeros", lambda x: A.digamma.default(x),
     lambda r: [torch.cat([r.u(0.1, 10, 8), t([0.0, -0.0, -1.0, -2.5, 1e-20, inf, nan])])])
case(SP, "digamma_negative_non_integers", lambda x: A.digamma.default(x), lambda r: [r.u(-9, -0.1, 10)])
case(SP, "erfc_f32_tails", lambda x: A.erfc.default(x), lambda r: [torch.cat([r.f(10, scale=3), t([-10.0, 10.0, 9.5, inf, -inf, nan])])])
case(SP, "erfc_int_promotes", lambda x: A.erfc.default(x), lambda r: [r.i(-3, 4, 6)])
case(SP, "erfinv_domain_edges", lambda x: A.erfinv.default(x), lambda r: [torch.cat([r.u(-0.999, 0.999, 10), t([-1.0, 1.0, 0.0, 1.5, nan])])])
case(SP, "i0_range", lambda x: A.i0.default(x), lambda r: [torch.cat([r.f(10, scale=6), t([0.0, 8.0, -8.0, 30.0])])])
case(SP, "lgamma_poles_and_negatives", lambda x: A.lgamma.default(x),
     lambda r: [torch.cat([r.u(-9, 20, 10), t([0.0, -1.0, -2.0, 1.0, 2.0, inf, -inf, nan])])])
case(SP, "lgamma_f16", lambda x: A.lgamma.default(x), lambda r: [r.u(0.1, 10, 8, dtype=f16)])
case(SP, "polygamma_n0_is_digamma", lambda x: A.polygamma.default(0, x), lambda r: [r.u(0.1, 10, 8)])
case(SP, "polygamma_n1_trigamma_reflection", lambda x: A.polygamma.default(1, x), lambda r: [r.u(-9, 9, 12)])
case(SP, "polygamma_n2_negative_recurrence", lambda x: A.polygamma.default(2, x), lambda r: [r.u(-9, 9, 12)])
case(SP, "polygamma_n3_positive", lambda x: A.polygamma.default(3, x), lambda r: [r.u(0.2, 9, 12)])
_POLES = [0.0, -0.0, -inf, -1.0, -4.0, 2.5, -2.5, inf, nan]
case(SP, "polygamma_n0_signed_zeros", lambda x: A.polygamma.default(0, x), lambda r: [t(_POLES)])
case(SP, "polygamma_n2_poles", lambda x: A.polygamma.default(2, x), lambda r: [t(_POLES)])
case(SP, "polygamma_n3_poles", lambda x: A.polygamma.default(3, x), lambda r: [t(_POLES)])
case(SP, "special_erfcx_range", lambda x: A.special_erfcx.default(x), lambda r: [torch.cat([r.f(10, scale=5), t([30.0, 1e10, -3.0, inf, -inf, nan])])])
case(SP, "special_i0e_range", lambda x: A.special_i0e.default(x), lambda r: [torch.cat([r.f(10, scale=10), t([0.0, 100.0])])])
case(SP, "special_i1_odd", lambda x: A.special_i1.default(x), lambda r: [torch.cat([r.f(10, scale=6), t([0.0, -9.0, 9.0])])])
case(SP, "special_i1e_range", lambda x: A.special_i1e.default(x), lambda r: [torch.cat([r.f(10, scale=10), t([-100.0, 100.0])])])
case(SP, "special_modified_bessel_i0_range", lambda x: A.special_modified_bessel_i0.default(x), lambda r: [r.f(10, scale=6)])
case(SP, "special_modified_bessel_i1_range", lambda x: A.special_modified_bessel_i1.default(x), lambda r: [r.f(10, scale=6)])
case(SP, "special_ndtri_interior", lambda x: A.special_ndtri.default(x), lambda r: [torch.cat([r.u(0.01, 0.99, 10), t([0.0, 1.0, 0.5])])])
case(SP, "special_zeta_hurwitz", lambda x, q: A.special_zeta.default(x, q),
     lambda r: [torch.cat([r.u(1.5, 6, 6), t([1.0, 0.5, 2.0])]), torch.cat([r.u(0.5, 5, 6), t([1.0, 1.0, 3.0])])])

case(R, "cummax_ties_take_later_index", lambda x: A.cummax.default(x, 0), lambda r: [t([1.0, 3.0, 3.0, 2.0, 5.0, 5.0])])
case(R, "cummax_nan_takes_over", lambda x: A.cummax.default(x, 1), lambda r: [t([[1.0, nan, 2.0, nan, 0.0], [0.0, 1.0, 1.0, -inf, 7.0]])])
case(R, "cummin_int_last_dim", lambda x: A.cummin.default(x, -1), lambda r: [r.i(-5, 5, 3, 6)])
case(R, "cummin_bool", lambda x: A.cummin.default(x, 0), lambda r: [r.b(6)])
case(R, "logcumsumexp_dim1", lambda x: A.logcumsumexp.default(x, 1), lambda r: [r.f(3, 6, scale=5)])
case(R, "logcumsumexp_infinities", lambda x: A.logcumsumexp.default(x, 0), lambda r: [t([-inf, -inf, 0.0, inf, 1.0])])
case(R, "max_all_nan_propagates", lambda x: A.max.default(x), lambda r: [t([[1.0, nan], [3.0, 2.0]])])
case(R, "max_all_int", lambda x: A.max.default(x), lambda r: [r.i(-50, 50, 4, 5, dtype=i32)])
case(R, "min_all_float", lambda x: A.min.default(x), lambda r: [r.f(3, 4, 5)])
case(R, "var_mean_dims_keepdim", lambda x: A.var_mean.correction(x, [0, 2], correction=1, keepdim=True), lambda r: [r.f(3, 4, 5)])
case(R, "var_mean_all_correction_zero", lambda x: A.var_mean.correction(x, None, correction=0), lambda r: [r.f(4, 6)])

case(S, "diagonal_default", lambda x: A.diagonal.default(x), lambda r: [r.f(4, 5)])
case(S, "diagonal_positive_offset", lambda x: A.diagonal.default(x, 2), lambda r: [r.f(4, 5)])
case(S, "diagonal_negative_offset_batched_dims", lambda x: A.diagonal.default(x, -1, 2, 0), lambda r: [r.f(3, 2, 4)])
case(S, "diagonal_offset_past_end_is_empty", lambda x: A.diagonal.default(x, 7), lambda r: [r.f(3, 3)])
case(S, "diagonal_int", lambda x: A.diagonal.default(x, 0, 1, 2), lambda r: [r.i(-9, 9, 2, 3, 3)])
case(S, "diagonal_scatter_default", lambda x, y: A.diagonal_scatter.default(x, y), lambda r: [r.f(3, 4), r.f(3)])
case(S, "diagonal_scatter_offset_dims", lambda x, y: A.diagonal_scatter.default(x, y, -1, 0, 2), lambda r: [r.f(4, 2, 3), r.f(2, 3)])
case(S, "unfold_windows_step", lambda x: A.unfold.default(x, 1, 3, 2), lambda r: [r.f(2, 8)])
case(S, "unfold_size_equals_dim", lambda x: A.unfold.default(x, 0, 4, 1), lambda r: [r.i(-9, 9, 4, 2)])
case(S, "unfold_zero_dim", lambda x: A.unfold.default(x, 0, 1, 1), lambda r: [t(2.5)])
# step > 1: blocks of `step` (shape.rs, unfold_by_blocks): windows longer than the step, not a
# multiple of it (stft's frames), a multiple of it, shorter than it (gaps), along a middle dim.
case(S, "unfold_frames_longer_than_step", lambda x: A.unfold.default(x, 1, 10, 4), lambda r: [r.f(2, 37)])
case(S, "unfold_frames_multiple_of_step", lambda x: A.unfold.default(x, 0, 6, 3), lambda r: [r.f(15, 2)])
# reflection/replication padding as slices (shape.rs, `pad_edges`), a negative side cropping.
case(S, "reflection_pad1d_both_sides", lambda x: A.reflection_pad1d.default(x, [3, 2]), lambda r: [r.f(2, 3, 10)])
case(S, "reflection_pad2d_negative_side_crops", lambda x: A.reflection_pad2d.default(x, [-1, 2, 3, -2]), lambda r: [r.f(1, 2, 8, 9)])
case(S, "reflection_pad3d_some_sides", lambda x: A.reflection_pad3d.default(x, [1, 1, 2, 0, 0, 2]), lambda r: [r.f(1, 2, 4, 5, 6)])
case(S, "replication_pad1d_both_sides", lambda x: A.replication_pad1d.default(x, [4, 1]), lambda r: [r.f(2, 3, 5)])
case(S, "replication_pad2d_negative_side_crops", lambda x: A.replication_pad2d.default(x, [-4, 5, 0, 1]), lambda r: [r.f(2, 3, 4, 6)])
case(S, "replication_pad3d_some_sides", lambda x: A.replication_pad3d.default(x, [0, 2, 1, 0, 1, 1]), lambda r: [r.f(1, 2, 3, 4, 5)])
case(S, "replication_pad1d_backward_bands_sum_on_edges", lambda g, x: A.replication_pad1d_backward.default(g, x, [3, 2]),
     lambda r: [r.f(2, 3, 10), r.f(2, 3, 5)])
case(S, "replication_pad2d_backward_negative_side", lambda g, x: A.replication_pad2d_backward.default(g, x, [-1, 2, 3, -2]),
     lambda r: [r.f(2, 3, 9, 10), r.f(2, 3, 8, 9)])
case(S, "replication_pad3d_backward", lambda g, x: A.replication_pad3d_backward.default(g, x, [1, 1, 2, 0, 1, 2]),
     lambda r: [r.f(1, 2, 7, 7, 8), r.f(1, 2, 4, 5, 6)])
case(S, "unfold_frames_shorter_than_step_middle_dim", lambda x: A.unfold.default(x, 1, 2, 5), lambda r: [r.f(3, 17, 2)])

SO = "sort"
case(SO, "sort_last_dim_with_nan_last", lambda x: A.sort.default(x), lambda r: [t([[3.0, nan, 1.0, -inf, 2.0], [0.0, -0.0, 5.0, nan, inf]])])
case(SO, "sort_descending_nan_first", lambda x: A.sort.default(x, 0, True), lambda r: [t([3.0, nan, 1.0, 3.0, -inf])])
case(SO, "sort_ties_are_stable", lambda x: A.sort.default(x, 1), lambda r: [r.i(0, 3, 3, 8)])
case(SO, "sort_stable_kwargs", lambda x: A.sort.stable(x, stable=True, dim=0, descending=True), lambda r: [r.i(0, 3, 7, 2, dtype=i32)])
case(SO, "sort_bool", lambda x: A.sort.default(x), lambda r: [r.b(9)])
case(SO, "topk_largest", lambda x: A.topk.default(x, 3), lambda r: [r.f(4, 7)])
case(SO, "topk_smallest_dim0", lambda x: A.topk.default(x, 2, 0, False), lambda r: [r.f(5, 3)])
case(SO, "kthvalue_dim", lambda x: A.kthvalue.default(x, 2, 1), lambda r: [r.f(3, 5)])
case(SO, "kthvalue_keepdim", lambda x: A.kthvalue.default(x, 1, 0, True), lambda r: [r.f(4, 2)])
case(SO, "median_all_odd", lambda x: A.median.default(x), lambda r: [r.f(3, 5)])
case(SO, "median_all_even_takes_lower", lambda x: A.median.default(x), lambda r: [t([4.0, 1.0, 3.0, 2.0])])
case(SO, "median_all_nan", lambda x: A.median.default(x), lambda r: [t([4.0, nan, 3.0])])
case(SO, "median_dim_values_indices", lambda x: A.median.dim(x, 1), lambda r: [r.f(3, 5)])
case(SO, "nanmedian_all_skips_nan", lambda x: A.nanmedian.default(x), lambda r: [t([4.0, nan, 3.0, 1.0, nan])])
case(SO, "nanmedian_dim_keepdim", lambda x: A.nanmedian.dim(x, 0, True), lambda r: [t([[1.0, nan], [nan, nan], [3.0, 2.0]])])

case(I, "scatter_reduce_sum_include_self", lambda x, i, s: A.scatter_reduce.two(x, 0, i, s, "sum"),
     lambda r: [r.f(4, 3), r.i(0, 4, 5, 3), r.f(5, 3)])
case(I, "scatter_reduce_prod_exclude_self", lambda x, i, s: A.scatter_reduce.two(x, 1, i, s, "prod", include_self=False),
     lambda r: [r.f(3, 4), r.i(0, 4, 3, 6), r.f(3, 6)])
case(I, "scatter_reduce_mean_float", lambda x, i, s: A.scatter_reduce.two(x, 0, i, s, "mean"),
     lambda r: [r.f(4, 2), r.i(0, 4, 6, 2), r.f(6, 2)])
case(I, "scatter_reduce_mean_int_floors", lambda x, i, s: A.scatter_reduce.two(x, 0, i, s, "mean", include_self=False),
     lambda r: [r.i(-9, 9, 4), t([0, 0, 1, 3, 3], i64), t([-3, 4, 5, -7, 2], i64)])
case(I, "scatter_reduce_amax_nan", lambda x, i, s: A.scatter_reduce.two(x, 0, i, s, "amax", include_self=False),
     lambda r: [r.f(4), t([0, 0, 2, 2], i64), t([1.0, nan, -1.0, 3.0])])
case(I, "scatter_reduce_amin_int_include_self", lambda x, i, s: A.scatter_reduce.two(x, 1, i, s, "amin"),
     lambda r: [r.i(-9, 9, 2, 3, dtype=i32), r.i(0, 3, 2, 4), r.i(-9, 9, 2, 4, dtype=i32)])
case(I, "scatter_reduce_legacy_add", lambda x, i, s: A.scatter.reduce(x, 0, i, s, reduce="add"),
     lambda r: [r.f(4, 3), r.i(0, 4, 2, 3), r.f(2, 3)])
case(I, "scatter_value_reduce_multiply", lambda x, i: A.scatter.value_reduce(x, 1, i, 2.0, reduce="multiply"),
     lambda r: [r.f(3, 4), r.i(0, 4, 3, 2)])
case(I, "index_reduce_prod", lambda x, i, s: A.index_reduce.default(x, 0, i, s, "prod"),
     lambda r: [r.f(4, 3), t([0, 2, 0], i64), r.f(3, 3)])
case(I, "index_reduce_mean_exclude_self", lambda x, i, s: A.index_reduce.default(x, 1, i, s, "mean", include_self=False),
     lambda r: [r.f(2, 4), t([3, 1, 3], i64), r.f(2, 3)])
case(I, "index_reduce_amax", lambda x, i, s: A.index_reduce.default(x, 0, i, s, "amax"),
     lambda r: [r.f(3, 2), t([2, 2, 0, 1], i64), r.f(4, 2)])
case(I, "index_reduce_amin_int", lambda x, i, s: A.index_reduce.default(x, 0, i, s, "amin", include_self=False),
     lambda r: [r.i(-9, 9, 3), t([1, 1], i64), r.i(-9, 9, 2)])


def _spd(*batch_n: int):
    def make(r: Rng) -> list:
        *batch, n = batch_n
        a = r.f(*batch, n, n, dtype=f64)
        return [(a @ a.mT + n * torch.eye(n, dtype=f64)).float()]

    return make


def _tri(*shape: int, lower: bool = True, unit: bool = False):
    def make(r: Rng) -> list:
        a = r.f(*shape, dtype=f64) * 0.3
        n = shape[-1]
        a = a + 3 * torch.eye(n, dtype=f64)
        a = a.tril() if lower else a.triu()
        return [a.float()]

    return make


LA = "linalg"
DIST = "distance"
case(LA, "cholesky_lower", lambda a: A.cholesky.default(a), _spd(4), rtol=1e-5, atol=1e-5)
case(LA, "cholesky_upper_batched", lambda a: A.cholesky.default(a, True), _spd(2, 3), rtol=1e-5, atol=1e-5)
case(LA, "linalg_cholesky_ex_info_zero", lambda a: A.linalg_cholesky_ex.default(a), _spd(2, 4), rtol=1e-5, atol=1e-5)
case(LA, "linalg_cholesky_ex_upper", lambda a: A.linalg_cholesky_ex.default(a, upper=True), _spd(3), rtol=1e-5, atol=1e-5)
case(LA, "cholesky_solve_lower", lambda b, l: A.cholesky_solve.default(b, l),
     lambda r: [r.f(4, 2), torch.linalg.cholesky(_spd(4)(r)[0])], rtol=1e-4, atol=1e-4)
case(LA, "cholesky_solve_upper_broadcast", lambda b, u: A.cholesky_solve.default(b, u, True),
     lambda r: [r.f(2, 3, 1), torch.linalg.cholesky(_spd(3)(r)[0]).mT.contiguous()], rtol=1e-4, atol=1e-4)
case(LA, "cholesky_inverse_lower", lambda l: A.cholesky_inverse.default(l), lambda r: [torch.linalg.cholesky(_spd(4)(r)[0])],
     rtol=1e-4, atol=1e-4)
case(LA, "triangular_solve_upper", lambda b, a: A.triangular_solve.default(b, a),
     lambda r: [r.f(4, 2), _tri(4, 4, lower=False)(r)[0]], rtol=1e-5, atol=1e-5)
case(LA, "triangular_solve_lower_transpose_unit", lambda b, a: A.triangular_solve.default(b, a, False, True, True),
     lambda r: [r.f(2, 3, 2), _tri(3, 3)(r)[0]], rtol=1e-5, atol=1e-5)
case(LA, "linalg_solve_triangular_left", lambda a, b: A.linalg_solve_triangular.default(a, b, upper=False),
     lambda r: [_tri(3, 3)(r)[0], r.f(3, 4)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_solve_triangular_right_upper_unit", lambda a, b: A.linalg_solve_triangular.default(a, b, upper=True, left=False, unitriangular=True),
     lambda r: [_tri(2, 3, 3, lower=False)(r)[0], r.f(2, 4, 3)], rtol=1e-5, atol=1e-5)


case(M, "addbmm_beta_alpha", lambda x, a, b: A.addbmm.default(x, a, b, beta=0.5, alpha=2.0),
     lambda r: [r.f(3, 4), r.f(2, 3, 5), r.f(2, 5, 4)], rtol=1e-5, atol=1e-5)
case(M, "addbmm_broadcast_input", lambda x, a, b: A.addbmm.default(x, a, b), lambda r: [r.f(4), r.f(3, 2, 2), r.f(3, 2, 4)],
     rtol=1e-5, atol=1e-5)
case(I, "index_put_bool_mask_broadcast_values", lambda x, m, v: A.index_put.default(x, [m], v),
     lambda r: [r.f(5, 3), t([True, False, True, True, False], b8), r.f(3)])
case(I, "index_put_bool_mask_after_slice_accumulate", lambda x, m, v: A.index_put.default(x, [None, m], v, True),
     lambda r: [r.f(2, 4), t([True, False, False, True], b8), t(1.5)])
case(I, "masked_scatter_in_order", lambda x, m, s: A.masked_scatter.default(x, m, s), lambda r: [r.f(3, 4), r.b(3, 4), r.f(20)])
case(I, "masked_scatter_broadcast_mask_int", lambda x, m, s: A.masked_scatter.default(x, m, s),
     lambda r: [r.i(-9, 9, 3, 4), r.b(4), r.i(-9, 9, 2, 6)])
case(I, "put_negative_index", lambda x, i, s: A.put.default(x, i, s), lambda r: [r.f(3, 4), t([0, -1, 5], i64), r.f(3)])
case(I, "put_accumulate_repeats", lambda x, i, s: A.put.default(x, i, s, True), lambda r: [r.f(2, 3), t([1, 1, 4, 1], i64), r.f(4)])
case(I, "searchsorted_left_1d", lambda s, v: A.searchsorted.Tensor(s, v),
     lambda r: [t([1.0, 2.0, 2.0, 4.0, nan]), t([[0.0, 2.0, 3.0], [4.0, 5.0, nan]])])
case(I, "searchsorted_right_batched_int32", lambda s, v: A.searchsorted.Tensor(s, v, out_int32=True, right=True),
     lambda r: [torch.sort(r.f(2, 6)).values, r.f(2, 3)])
case(I, "searchsorted_side_sorter", lambda s, v, o: A.searchsorted.Tensor(s, v, side="right", sorter=o),
     lambda r: [t([3.0, 1.0, 2.0]), t([2.0, 0.5, 3.5]), t([1, 2, 0], i64)])
case(I, "histc_fixed_range", lambda x: A.histc.default(x, 5, -1.0, 1.0), lambda r: [torch.cat([r.f(20), t([1.0, -1.0, 2.0])])])
case(I, "histc_data_range", lambda x: A.histc.default(x, 4), lambda r: [r.f(3, 5)])
case(P, "avg_pool3d_basic", lambda x: A.avg_pool3d.default(x, [2, 2, 2]), lambda r: [r.f(1, 2, 4, 4, 4)])
case(P, "avg_pool3d_stride_padding_ceil", lambda x: A.avg_pool3d.default(x, [3, 2, 2], [2, 1, 2], [1, 0, 1], True, False),
     lambda r: [r.f(2, 5, 4, 5)])
case(P, "max_pool3d_with_indices_basic", lambda x: A.max_pool3d_with_indices.default(x, [2, 2, 2]), lambda r: [r.f(1, 2, 4, 4, 4)])
case(P, "max_pool3d_with_indices_stride_dilation", lambda x: A.max_pool3d_with_indices.default(x, [2, 3, 2], [1, 2, 1], [1, 1, 0], [1, 1, 2]),
     lambda r: [r.f(2, 5, 6, 5)])
case(P, "adaptive_avg_pool3d_uneven", lambda x: A._adaptive_avg_pool3d.default(x, [2, 3, 2]), lambda r: [r.f(1, 2, 5, 4, 3)])
case(P, "adaptive_max_pool2d_uneven", lambda x: A.adaptive_max_pool2d.default(x, [3, 2]), lambda r: [r.f(2, 3, 7, 5)])
case(P, "adaptive_max_pool2d_nan_and_ties", lambda x: A.adaptive_max_pool2d.default(x, [1, 2]),
     lambda r: [t([[[1.0, 1.0, nan, 3.0], [0.0, 1.0, 2.0, nan]]])])
case(P, "adaptive_max_pool3d_basic", lambda x: A.adaptive_max_pool3d.default(x, [2, 2, 3]), lambda r: [r.f(1, 3, 4, 5, 6)])


def _square(*shape: int):
    def make(r: Rng) -> list:
        n = shape[-1]
        return [r.f(*shape) + 0.5 * n * torch.eye(n) * 0]

    return make


case(LA, "linalg_lu_factor_ex_square", lambda a: A.linalg_lu_factor_ex.default(a), lambda r: [r.f(4, 4)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_lu_factor_ex_wide_batched", lambda a: A.linalg_lu_factor_ex.default(a), lambda r: [r.f(2, 3, 5)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_lu_factor_ex_singular_info", lambda a: A.linalg_lu_factor_ex.default(a),
     lambda r: [t([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [0.0, 0.0, 1.0]])], rtol=1e-5, atol=1e-5)
case(LA, "linalg_lu_tall", lambda a: A.linalg_lu.default(a), lambda r: [r.f(5, 3)], rtol=1e-5, atol=1e-5)
case(LA, "lu_unpack_from_factor", lambda lu, p: A.lu_unpack.default(lu, p),
     lambda r: list(torch.linalg.lu_factor(r.f(2, 4, 4))), rtol=1e-5, atol=1e-5)
case(LA, "linalg_lu_solve_left", lambda lu, p, b: A.linalg_lu_solve.default(lu, p, b),
     lambda r: list(torch.linalg.lu_factor(r.f(4, 4))) + [r.f(4, 2)], rtol=1e-4, atol=1e-4)
case(LA, "linalg_lu_solve_adjoint_right", lambda lu, p, b: A.linalg_lu_solve.default(lu, p, b, left=False, adjoint=True),
     lambda r: list(torch.linalg.lu_factor(r.f(3, 3))) + [r.f(2, 3)], rtol=1e-4, atol=1e-4)
case(LA, "linalg_solve_ex_matrix", lambda a, b: A._linalg_solve_ex.default(a, b), lambda r: [r.f(4, 4), r.f(4, 3)], rtol=1e-4, atol=1e-4)
case(LA, "linalg_solve_ex_vector_broadcast", lambda a, b: A._linalg_solve_ex.default(a, b), lambda r: [r.f(2, 3, 3), r.f(3)],
     rtol=1e-4, atol=1e-4)
case(LA, "linalg_solve_ex_right", lambda a, b: A._linalg_solve_ex.default(a, b, left=False), lambda r: [r.f(3, 3), r.f(2, 3)],
     rtol=1e-4, atol=1e-4)
case(LA, "linalg_inv_ex_batched", lambda a: A.linalg_inv_ex.default(a), lambda r: [r.f(2, 4, 4)], rtol=1e-4, atol=1e-4)
case(LA, "linalg_det_with_pivoting", lambda a: A._linalg_det.default(a), lambda r: [r.f(3, 5, 5)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_det_singular_and_empty", lambda a: A._linalg_det.default(a), lambda r: [torch.zeros(2, 0, 0)])
case(LA, "linalg_slogdet_signs", lambda a: A._linalg_slogdet.default(a), lambda r: [r.f(4, 4, 4)], rtol=1e-5, atol=1e-5)


def _poly_inputs(lo: float, hi: float):
    def make(r: Rng) -> list:
        x = torch.cat([r.u(lo, hi, 12), t([1.0, -1.0, 0.0, 0.5, 1.0, -1.0, 0.25, 2.0])])
        n = torch.cat([r.i(-1, 12, 12).float(), t([3.0, 4.0, 5.0, 0.0, 9.0, 10.0, 1.0, 13.0])])
        return [x, n]

    return make


for _name in ["chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v", "chebyshev_polynomial_w",
              "shifted_chebyshev_polynomial_t", "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v",
              "shifted_chebyshev_polynomial_w", "hermite_polynomial_h", "hermite_polynomial_he", "laguerre_polynomial_l",
              "legendre_polynomial_p"]:
    _op = getattr(A, f"special_{_name}").default
    case(SP, f"special_{_name}_degrees_and_edges", _binary(_op), _poly_inputs(-1.5, 1.5), rtol=1e-5, atol=1e-5)
case(SP, "special_chebyshev_polynomial_t_broadcast_scalar_degree", lambda x, n: A.special_chebyshev_polynomial_t.default(x, n),
     lambda r: [r.u(-2, 2, 3, 4), t(7.0)], rtol=1e-5, atol=1e-5)
case(SP, "special_hermite_polynomial_h_nan_degree_is_zero", lambda x, n: A.special_hermite_polynomial_h.default(x, n),
     lambda r: [t([0.5, 0.5, 0.5]), t([nan, inf, 200.0])])
case(SP, "special_bessel_j0_range", lambda x: A.special_bessel_j0.default(x), lambda r: [torch.cat([r.f(12, scale=10), t([0.0, 1e-6, 5.0, -30.0])])])
case(SP, "special_bessel_j1_odd", lambda x: A.special_bessel_j1.default(x), lambda r: [torch.cat([r.f(12, scale=10), t([0.0, 5.0, -30.0])])])
case(SP, "special_bessel_y0_domain", lambda x: A.special_bessel_y0.default(x), lambda r: [torch.cat([r.u(0.1, 30, 12), t([0.0, -1.0, 5.0])])])
case(SP, "special_bessel_y1_domain", lambda x: A.special_bessel_y1.default(x), lambda r: [torch.cat([r.u(0.1, 30, 12), t([0.0, -1.0, 5.0])])])
case(SP, "special_modified_bessel_k0_domain", lambda x: A.special_modified_bessel_k0.default(x), lambda r: [torch.cat([r.u(0.05, 20, 12), t([0.0, -1.0, 2.0])])])
case(SP, "special_modified_bessel_k1_domain", lambda x: A.special_modified_bessel_k1.default(x), lambda r: [torch.cat([r.u(0.05, 20, 12), t([0.0, -1.0, 2.0])])])
case(SP, "special_scaled_modified_bessel_k0_domain", lambda x: A.special_scaled_modified_bessel_k0.default(x), lambda r: [torch.cat([r.u(0.05, 50, 12), t([0.0, -1.0])])])
case(SP, "special_scaled_modified_bessel_k1_domain", lambda x: A.special_scaled_modified_bessel_k1.default(x), lambda r: [torch.cat([r.u(0.05, 50, 12), t([0.0, -1.0])])])
case(SP, "special_spherical_bessel_j0_series_and_direct", lambda x: A.special_spherical_bessel_j0.default(x),
     lambda r: [torch.cat([r.f(12, scale=5), t([0.0, 0.3, -0.49, inf, -inf])])])


case(E, "frexp_normal_subnormal_special", lambda x: A.frexp.Tensor(x),
     lambda r: [torch.cat([r.f(8, scale=100), t([0.0, -0.0, 1.0, 0.5, -5.0, 1e-40, inf, -inf, nan, 3e38])])])
case(E, "frexp_f64", lambda x: A.frexp.Tensor(x), lambda r: [torch.cat([r.f(6, dtype=f64, scale=1e5), t([5e-320, -1.0], f64)])])
case(I, "nonzero_static_pads_with_fill", lambda x: A.nonzero_static.default(x, size=8, fill_value=-3), lambda r: [r.b(2, 3)])
case(I, "nonzero_static_truncates", lambda x: A.nonzero_static.default(x, size=2), lambda r: [t([[1.0, 0.0, 2.0], [0.0, 3.0, nan]])])
case(I, "segment_reduce_max_lengths_empty_segment", lambda x, l: A.segment_reduce.default(x, "max", lengths=l),
     lambda r: [t([1.0, nan, 3.0, -1.0, 5.0]), t([2, 0, 3], i64)])
case(I, "segment_reduce_mean_initial", lambda x, l: A.segment_reduce.default(x, "mean", lengths=l, initial=1.0),
     lambda r: [r.f(5, 3), t([2, 0, 3], i64)])
case(I, "segment_reduce_sum_offsets_axis1", lambda x, o: A.segment_reduce.default(x, "sum", offsets=o, axis=1),
     lambda r: [r.f(2, 5), t([[0, 2, 2, 5], [0, 1, 3, 5]], i64)])
case(I, "segment_reduce_prod_lengths_short", lambda x, l: A.segment_reduce.default(x, "prod", lengths=l, unsafe=True),
     lambda r: [r.f(6), t([1, 2], i64)])
case(I, "histogram_bin_ct_data_range", lambda x: A.histogram.bin_ct(x, 5), lambda r: [r.f(20)])
case(I, "histogram_bin_ct_range_weight_density", lambda x, w: A.histogram.bin_ct(x, 4, range=[-1.0, 1.0], weight=w, density=True),
     lambda r: [torch.cat([r.f(12), t([1.0, -1.0, 5.0, nan])]), r.u(0, 2, 16)])
case(I, "histogram_bins_tensor", lambda x, e: A.histogram.bins_tensor(x, e), lambda r: [r.f(15), t([-2.0, -0.5, 0.0, 0.25, 2.0])])
case(DIST, "cdist_direct_p1", lambda a, b: A._cdist_forward.default(a, b, 1.0, None), lambda r: [r.f(3, 4), r.f(5, 4)])
case(DIST, "cdist_p2_mm_mode_batched", lambda a, b: A._cdist_forward.default(a, b, 2.0, 1), lambda r: [r.f(2, 3, 4), r.f(2, 5, 4)],
     rtol=1e-5, atol=1e-5)
case(DIST, "cdist_p0_and_inf", lambda a, b: (A._cdist_forward.default(a, b, 0.0, None), A._cdist_forward.default(a, b, inf, None)),
     lambda r: [r.i(0, 3, 3, 4).float(), r.i(0, 3, 2, 4).float()])
case(DIST, "cdist_fractional_p", lambda a, b: A._cdist_forward.default(a, b, 1.5, 2), lambda r: [r.f(3, 2), r.f(4, 2)], rtol=1e-5, atol=1e-5)
case(DIST, "pdist_p2", lambda x: A._pdist_forward.default(x, 2.0), lambda r: [r.f(5, 3)])
case(DIST, "pdist_p_inf_single_row", lambda x: A._pdist_forward.default(x, inf), lambda r: [r.f(1, 3)])
case(LA, "linalg_eigh_eigenvalues_only", lambda a: A._linalg_eigh.default(a, "L", False), lambda r: [r.f(2, 4, 4)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_eigh_upper_triangle_values", lambda a: A._linalg_eigh.default(a, "U", False), lambda r: [r.f(5, 5)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_svd_values_only_wide", lambda a: A._linalg_svd.default(a, False, False), lambda r: [r.f(2, 3, 5)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_svd_values_only_tall", lambda a: A._linalg_svd.default(a, False, False), lambda r: [r.f(6, 3)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_pinv_default_tolerance", lambda a: A.linalg_pinv.atol_rtol_tensor(a), lambda r: [r.f(4, 3)], rtol=1e-4, atol=1e-4)
case(LA, "linalg_pinv_wide_batched_rtol", lambda a, rt: A.linalg_pinv.atol_rtol_tensor(a, rtol=rt), lambda r: [r.f(2, 2, 4), t(1e-3)],
     rtol=1e-4, atol=1e-4)
case(LA, "linalg_pinv_hermitian_singular", lambda a: A.linalg_pinv.atol_rtol_tensor(a, hermitian=True),
     lambda r: [t([[2.0, 1.0, 0.0], [1.0, 2.0, 0.0], [0.0, 0.0, 0.0]])], rtol=1e-4, atol=1e-4)
case(LA, "geqrf_square", lambda a: A.geqrf.default(a), lambda r: [r.f(4, 4)], rtol=1e-5, atol=1e-5)
case(LA, "geqrf_wide_batched", lambda a: A.geqrf.default(a), lambda r: [r.f(2, 3, 5)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_qr_reduced_tall", lambda a: A.linalg_qr.default(a), lambda r: [r.f(5, 3)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_qr_complete", lambda a: A.linalg_qr.default(a, "complete"), lambda r: [r.f(4, 2)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_qr_r_only", lambda a: A.linalg_qr.default(a, "r"), lambda r: [r.f(3, 4)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_householder_product_from_geqrf", lambda a, tau: A.linalg_householder_product.default(a, tau),
     lambda r: list(torch.geqrf(r.f(5, 3))), rtol=1e-5, atol=1e-5)
case(LA, "ormqr_left_transpose", lambda a, tau, c: A.ormqr.default(a, tau, c, True, True),
     lambda r: list(torch.geqrf(r.f(4, 4))) + [r.f(4, 2)], rtol=1e-5, atol=1e-5)
case(LA, "ormqr_right", lambda a, tau, c: A.ormqr.default(a, tau, c, False, False),
     lambda r: list(torch.geqrf(r.f(3, 3))) + [r.f(2, 3)], rtol=1e-5, atol=1e-5)


case(M, "trilinear_bilinear_pattern", lambda a, w, c3: A._trilinear.default(a, w, c3, [1, 3], [0], [1, 2], [2, 3]),
     lambda r: [r.f(3, 4), r.f(6, 4, 5), r.f(3, 5)], rtol=1e-5, atol=1e-5)
case(M, "trilinear_no_sum", lambda a, w, c3: A._trilinear.default(a, w, c3, [1], [0], [], []), lambda r: [r.f(3), r.f(2), r.f(3, 2)])
case(I, "embedding_bag_sum_per_sample_weights", lambda w, i, o, p: A._embedding_bag_forward_only.default(w, i, o, False, 0, False, p),
     lambda r: [r.f(6, 3), t([0, 2, 4, 5, 1], i64), t([0, 2, 2], i64), r.f(5)], rtol=1e-5, atol=1e-5)
case(I, "embedding_bag_mean_padding_idx", lambda w, i, o: A._embedding_bag_forward_only.default(w, i, o, False, 1, False, None, False, 2),
     lambda r: [r.f(6, 3), t([0, 2, 4, 2, 1, 3], i64), t([0, 3, 5], i64)], rtol=1e-5, atol=1e-5)
case(I, "embedding_bag_max_empty_bag", lambda w, i, o: A._embedding_bag_forward_only.default(w, i, o, False, 2),
     lambda r: [r.f(6, 3), t([0, 2, 4, 5, 1], i64), t([0, 2, 2], i64)])
case(I, "histogramdd_bin_edges_and_counts", lambda x: (*A._histogramdd_bin_edges.default(x, [2, 3]), A._histogramdd_from_bin_cts.default(x, [2, 3])),
     lambda r: [r.f(10, 2)])
case(I, "histogramdd_range_weight_density", lambda x, w: A._histogramdd_from_bin_cts.default(x, [3, 2], range=[-1.0, 1.0, 0.0, 2.0], weight=w, density=True),
     lambda r: [r.f(12, 2), r.u(0, 1, 12)])
case(I, "histogramdd_from_bin_tensors", lambda x, e0, e1: A._histogramdd_from_bin_tensors.default(x, [e0, e1]),
     lambda r: [r.f(12, 2), t([-2.0, 0.0, 2.0]), t([-1.0, -0.5, 0.5, 1.0])])
case(SO, "mode_ties_take_smallest_value", lambda x: A.mode.default(x), lambda r: [t([[3.0, 1.0, 3.0, 1.0, 2.0], [5.0, 5.0, 4.0, 4.0, 4.0]])])
case(SO, "mode_dim0_keepdim_int", lambda x: A.mode.default(x, 0, True), lambda r: [r.i(0, 3, 6, 2)])
case(SP, "special_airy_ai_all_branches", lambda x: A.special_airy_ai.default(x),
     lambda r: [torch.cat([r.f(12, scale=5), t([-10.0, -2.1, -2.0, 0.0, 2.0, 2.1, 9.0, 200.0, inf, -inf, nan])])])
case(LA, "linalg_matrix_exp_scaling_squaring", lambda a: A.linalg_matrix_exp.default(a), lambda r: [r.f(2, 4, 4)], rtol=1e-5, atol=1e-5)
case(LA, "linalg_matrix_exp_small_norm", lambda a: A.linalg_matrix_exp.default(a), lambda r: [r.f(3, 3, scale=0.1)], rtol=1e-5, atol=1e-5)


case(SP, "igamma_series_and_fraction", lambda a, x: A.igamma.default(a, x),
     lambda r: [torch.cat([r.u(0.1, 8, 12), t([0.0, 0.0, 1.0, inf, 2.0, -1.0, 3.0, inf])]),
                torch.cat([r.u(0.0, 12, 12), t([1.0, 0.0, 0.0, 3.0, inf, 1.0, -1.0, inf])])], rtol=1e-5, atol=1e-5)
case(SP, "igammac_series_and_fraction", lambda a, x: A.igammac.default(a, x),
     lambda r: [torch.cat([r.u(0.1, 8, 12), t([0.0, 0.0, 1.0, inf, 2.0, -1.0])]),
                torch.cat([r.u(0.0, 12, 12), t([1.0, 0.0, 0.0, 3.0, inf, 1.0])])], rtol=1e-5, atol=1e-5)


case(P, "upsample_bilinear2d_aa_downscale", lambda x: A._upsample_bilinear2d_aa.default(x, [3, 4], False),
     lambda r: [r.f(2, 3, 10, 9)], rtol=1e-5, atol=1e-5)
case(P, "upsample_bilinear2d_aa_upscale_align_corners", lambda x: A._upsample_bilinear2d_aa.default(x, [7, 5], True),
     lambda r: [r.f(1, 2, 4, 3)], rtol=1e-5, atol=1e-5)
case(P, "upsample_bilinear2d_aa_scales", lambda x: A._upsample_bilinear2d_aa.default(x, [4, 3], False, 0.5, 0.5),
     lambda r: [r.f(1, 1, 8, 6)], rtol=1e-5, atol=1e-5)
# Bicubic antialiasing: Keys' cubic (a = -0.5) widened by the scale; growing one dim, shrinking
# the other. The backward ops are the same weight matrices transposed (lower/resize.rs).
case(P, "upsample_bicubic2d_aa_shrink_and_grow", lambda x: A._upsample_bicubic2d_aa.default(x, [3, 11], False),
     lambda r: [r.f(2, 3, 10, 5)], rtol=1e-5, atol=1e-5)
case(P, "upsample_bicubic2d_aa_align_corners_scales", lambda x: A._upsample_bicubic2d_aa.default(x, [4, 3], True, 0.4, 0.5),
     lambda r: [r.f(1, 2, 9, 6)], rtol=1e-5, atol=1e-5)
case(P, "upsample_bilinear2d_aa_backward_spreads_by_the_weights",
     lambda g: A._upsample_bilinear2d_aa_backward.default(g, [3, 7], [2, 3, 10, 4], False),
     lambda r: [r.f(2, 3, 3, 7)], rtol=1e-5, atol=1e-5)
case(P, "upsample_bicubic2d_aa_backward_align_corners",
     lambda g: A._upsample_bicubic2d_aa_backward.default(g, [5, 2], [1, 2, 8, 9], True),
     lambda r: [r.f(1, 2, 5, 2)], rtol=1e-5, atol=1e-5)
# Nearest upsampling as eager's CPU kernel picks source rows: min(floor(i / scale), in - 1) in
# float32, i >> 1 for an exactly doubled size (torch's decomposition reads past the input here).
case(P, "upsample_nearest2d_explicit_scales_clamp_to_the_input", lambda x: A.upsample_nearest2d.default(x, [6, 10], 2.3, 4.7),
     lambda r: [r.f(1, 1, 2, 2)])
case(P, "upsample_nearest2d_sizes_only_downscale", lambda x: A.upsample_nearest2d.default(x, [3, 2]),
     lambda r: [r.f(2, 3, 5, 7)])
case(P, "upsample_nearest2d_vec_is_the_default_op_doubling_shifts", lambda x: A.upsample_nearest2d.vec(x, None, [2.3, 2.0]),
     lambda r: [r.f(1, 2, 2, 3)])
case(P, "upsample_nearest2d_backward_sums_the_cells_that_read_each_input",
     lambda g: A.upsample_nearest2d_backward.default(g, [6, 10], [1, 2, 2, 3], 2.3, 4.7),
     lambda r: [r.f(1, 2, 6, 10)], rtol=1e-5, atol=1e-5)

# =================================================================================================
# asserts: run-time assertions (lower/asserts.rs, through lower/checks.rs). Here they hold;
# test_checks.py makes them fail.
# =================================================================================================
CK = "asserts"


def _asserting(assert_op, *msg):
    def fn(x):
        assert_op(A.all.default(A.ge.Scalar(x, 0)), *msg)
        return A.add.Scalar(x, 1)

    return fn


case(CK, "assert_async_msg_holds", _asserting(A._assert_async.msg, "x must be non-negative"), lambda r: [r.i(0, 9, 3, 4)])
case(CK, "assert_async_default_holds", _asserting(A._assert_async.default), lambda r: [r.i(0, 9, 5)])


# =================================================================================================
# kernel: custom kernels (lower/kernel.rs, docs/custom-kernels.md), a hand-written StableHLO
# function inlined as a private function and called with func.call.
# =================================================================================================
KN = "kernel"


def _square_of_sum_kernel():
    import torchtpu

    return torchtpu.stablehlo_kernel(
        """
func.func @main(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3xf32>) {
  %0 = stablehlo.add %a, %b : tensor<3x4xf32>
  %1 = stablehlo.multiply %0, %0 : tensor<3x4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  return %1, %2 : tensor<3x4xf32>, tensor<3xf32>
}
""",
        [((3, 4), f32), ((3,), f32)],
        name="square_of_sum",
    )


_SQUARE_OF_SUM = _square_of_sum_kernel()


def _kernel_fused(x, y):
    sq, rows = _SQUARE_OF_SUM(A.mul.Scalar(x, 2.0), y)
    return A.add.Tensor(sq, A.unsqueeze.default(rows, 1))


case(KN, "kernel_call_fused_with_neighbours", _kernel_fused, lambda r: [r.f(3, 4), r.f(3, 4)])


# =================================================================================================
# complex: complex64/complex128 tensors (lower/complex.rs; arithmetic and shape ops are their own
# families' rules, marked `.complex()`). Rotary embeddings as Llama and torchtitan write them.
# =================================================================================================
CX = "complex"
c64, c128 = torch.complex64, torch.complex128


def _cplx(r: Rng, *shape: int, dtype: torch.dtype = c64) -> torch.Tensor:
    """Complex numbers with normal real and imaginary parts."""
    part = f64 if dtype == c128 else f32
    return torch.complex(r.f(*shape, dtype=part), r.f(*shape, dtype=part))


def _rotary(x, freqs):
    """torchtitan's apply_rotary_emb on one tensor, as AOTAutograd hands it over: pairs of the
    last dim as complex numbers, times the first `seqlen` rows of the table, back to floats."""
    z = A.view_as_complex.default(A.view.default(x, [2, 3, 2, 4, 2]))
    f = A.view.default(A.slice.Tensor(freqs, 0, 0, 3), [1, 3, 1, 4])
    return A.view.default(A.view_as_real.default(A.mul.Tensor(z, f)), [2, 3, 2, 8]), f


def _rotary_backward(g, f):
    """The backward of `_rotary`: the gradient times the table's conjugate."""
    z = A.view_as_complex.default(A.view.default(g, [2, 3, 2, 4, 2]))
    fc = A.clone.default(A._conj.default(f))
    return A.view.default(A.view_as_real.default(A.mul.Tensor(z, fc)), [2, 3, 2, 8])


case(CX, "rotary_times_complex_table_and_back_to_floats", _rotary, lambda r: [r.f(2, 3, 2, 8), _cplx(r, 5, 4)])
case(CX, "rotary_backward_times_conjugate_table", _rotary_backward, lambda r: [r.f(2, 3, 2, 8), _cplx(r, 1, 3, 1, 4)])
case(CX, "view_as_complex_f64_pairs_are_complex128", lambda x: A.view_as_complex.default(x), lambda r: [r.f(3, 4, 2, dtype=f64)])
case(CX, "view_as_real_puts_real_part_first", lambda z: A.view_as_real.default(z), lambda r: [_cplx(r, 3, 5)])
case(CX, "conj_negates_imaginary_part", lambda z: A._conj.default(z), lambda r: [_cplx(r, 4, 3)])
case(CX, "conj_physical_negates_imaginary_part", lambda z: A.conj_physical.default(z), lambda r: [_cplx(r, 6)], pre_dispatch=True)
case(CX, "conj_lazy_overload_negates_imaginary_part", lambda z: A.conj.default(z), lambda r: [_cplx(r, 2, 2)], pre_dispatch=True)
case(CX, "conj_physical_private_overload", lambda z: A._conj_physical.default(z), lambda r: [_cplx(r, 2, 3, dtype=c128)])
case(CX, "conj_and_real_of_real_are_itself", lambda x: (A.conj_physical.default(x), A.real.default(x)), lambda r: [r.f(5)], pre_dispatch=True)
case(CX, "resolve_conj_and_resolve_neg_keep_values",
     lambda z: (A.resolve_conj.default(A._conj.default(z)), A.resolve_neg.default(z)), lambda r: [_cplx(r, 3, 2)], pre_dispatch=True)
# Kept before dispatch; after it, torch writes them as view_as_real and select (the next case).
case(CX, "real_and_imag_parts", lambda z: (A.real.default(z), A.imag.default(z)), lambda r: [_cplx(r, 2, 5)], pre_dispatch=True)
case(CX, "real_and_imag_as_dispatched_select_view_as_real", lambda z: (A.real.default(z), A.imag.default(z)), lambda r: [_cplx(r, 2, 5)])
case(CX, "complex_from_parts_broadcasts", lambda a, b: A.complex.default(a, b), lambda r: [r.f(3, 1), r.f(4)])
case(CX, "polar_f64_is_complex128", lambda a, t: A.polar.default(a, t), lambda r: [r.u(0.5, 2.0, 3, 4, dtype=f64), r.u(-4.0, 4.0, 3, 4, dtype=f64)])
case(CX, "complex_mul_real_promotes_the_real_operand", lambda z, x: A.mul.Tensor(z, x), lambda r: [_cplx(r, 3, 4), r.f(4)])
case(CX, "complex64_add_float64_is_complex128", lambda z, x: A.add.Tensor(z, x, alpha=2.0), lambda r: [_cplx(r, 3, 4), r.f(3, 4, dtype=f64)])
case(CX, "complex_sub_and_div", lambda a, b: (A.sub.Tensor(a, b), A.div.Tensor(a, b)), lambda r: [_cplx(r, 3, 4), _cplx(r, 3, 4)])
case(CX, "complex_scalar_ops_and_neg",
     lambda z: (A.mul.Scalar(z, 2.5), A.add.Scalar(z, 1.0), A.sub.Scalar(z, 3), A.div.Scalar(z, 4.0), A.neg.default(z)),
     lambda r: [_cplx(r, 5)])
case(CX, "complex_sum_over_dims", lambda z: (A.sum.dim_IntList(z, [1]), A.sum.default(z)), lambda r: [_cplx(r, 3, 4, 2)], rtol=1e-5, atol=1e-5)
case(CX, "to_copy_real_to_complex_and_complex_to_complex128",
     lambda x, z: (A._to_copy.default(x, dtype=c64), A._to_copy.default(z, dtype=c128)), lambda r: [r.f(3, 4), _cplx(r, 3, 4)])
case(CX, "complex_shape_ops_move_whole_numbers",
     lambda z: (A.permute.default(z, [1, 0, 2]), A.transpose.int(z, 0, 2), A.expand.default(A.unsqueeze.default(z, 0), [2, 3, 4, 2]),
                A.cat.default([z, z], 1), A.select.int(z, 2, 1), A.flip.default(z, [0])),
     lambda r: [_cplx(r, 3, 4, 2)])
case(CX, "zeros_like_complex", lambda z: A.zeros_like.default(z), lambda r: [_cplx(r, 2, 3)])
case(CX, "complex_abs_angle_are_real", lambda z: (A.abs.default(z), A.angle.default(z)), lambda r: [_cplx(r, 3, 4)],
     rtol=1e-6, atol=1e-6)
case(CX, "complex_exp_log_sqrt_exp2", lambda z: (A.exp.default(z), A.log.default(z), A.sqrt.default(z), A.exp2.default(z)),
     lambda r: [_cplx(r, 3, 4)], rtol=1e-5, atol=1e-5)
case(CX, "complex_isnan_isinf_either_part",
     lambda z: (A.isnan.default(z), A.isinf.default(z)),
     lambda r: [torch.complex(t([1.0, nan, 2.0, inf, 0.0], f32), t([nan, 0.0, -inf, 1.0, 0.0], f32))])
case(CX, "complex_eq_and_nonzero_test", lambda a, b: (A.eq.Tensor(a, b), A.logical_not.default(a)),
     lambda r: [torch.complex(t([1.0, 0.0, 0.0], f32), t([0.0, 1.0, 0.0], f32)), torch.complex(t([1.0, 0.0, 1.0], f32), t([0.0, 2.0, 0.0], f32))])
case(CX, "complex_number_scalars", lambda z, x: (A.mul.Tensor(z, 2 - 0.5j), A.add.Tensor(x, 1j), A.full.default([2], 1 + 2j),
                                                  A.constant_pad_nd.default(z, [1, 0], 3j)),
     lambda r: [_cplx(r, 3, 2), r.f(3, 2)])
case(CX, "complex_addmm_complex_alpha_beta", lambda i, a, b: A.addmm.default(i, a, b, beta=1 + 2j, alpha=2 - 1j),
     lambda r: [_cplx(r, 3, 2), _cplx(r, 3, 4), _cplx(r, 4, 2)], rtol=1e-5, atol=1e-5)
case(CX, "complex_matmul", lambda a, b: A.mm.default(a, b), lambda r: [_cplx(r, 3, 4), _cplx(r, 4, 2)], rtol=1e-5, atol=1e-5)


# =================================================================================================
# rnn: the recurrent loops over time (lower/rnn.rs; torchtpu/capture/rnn_scan.py defines the ops),
# each one stablehlo.while whose body is one step. T = 4 steps, batch 2, hidden 3.
# =================================================================================================
RN = "rnn"


def _scan_ops():
    import torchtpu.capture.rnn_scan  # noqa: F401  (registers torch.ops.torchtpu.*_scan)

    return torch.ops.torchtpu


TT = _scan_ops()


def _lstm_saved(r: Rng, proj: bool):
    """cs and acts as lstm_scan saves them for its backward, from a real forward (the gates are
    activations, in (0, 1) or (-1, 1))."""
    out = 2 if proj else 3
    _, _, _, cs, acts = TT.lstm_scan(r.f(4, 2, 12), r.f(2, out), r.f(2, 3), r.f(12, out, scale=0.5), None,
                                     r.f(2, 3) if proj else None, False)
    return [cs, acts]


def _gru_saved(r: Rng):
    """h0, w_hh and what gru_scan saves (ys, acts), from a real forward."""
    h0, w_hh = r.f(2, 3), r.f(9, 3, scale=0.5)
    ys, _, acts = TT.gru_scan(r.f(4, 2, 9), h0, w_hh, None, False)
    return [h0, w_hh, ys, acts]


case(RN, "lstm_scan_bias_forward", lambda g, h, c, w, b: TT.lstm_scan.default(g, h, c, w, b, None, False),
     lambda r: [r.f(4, 2, 12), r.f(2, 3), r.f(2, 3), r.f(12, 3, scale=0.5), r.f(12)])
case(RN, "lstm_scan_projection_reverse", lambda g, h, c, w, p: TT.lstm_scan.default(g, h, c, w, None, p, True),
     lambda r: [r.f(4, 2, 12), r.f(2, 2), r.f(2, 3), r.f(12, 2, scale=0.5), r.f(2, 3)])
case(RN, "lstm_scan_backward_reads_saved_gates",
     lambda gy, gh, gc, c0, w, cs, acts: TT.lstm_scan_backward.default(gy, gh, gc, c0, w, None, cs, acts, False),
     lambda r: [r.f(4, 2, 3), r.f(2, 3), r.f(2, 3), r.f(2, 3), r.f(12, 3, scale=0.5), *_lstm_saved(r, False)])
case(RN, "lstm_scan_backward_projection_reverse",
     lambda gy, gh, gc, c0, w, p, cs, acts: TT.lstm_scan_backward.default(gy, gh, gc, c0, w, p, cs, acts, True),
     lambda r: [r.f(4, 2, 2), r.f(2, 2), r.f(2, 3), r.f(2, 3), r.f(12, 2, scale=0.5), r.f(2, 3), *_lstm_saved(r, True)])
case(RN, "gru_scan_bias_reverse", lambda g, h, w, b: TT.gru_scan.default(g, h, w, b, True),
     lambda r: [r.f(4, 2, 9), r.f(2, 3), r.f(9, 3, scale=0.5), r.f(9)])
case(RN, "gru_scan_backward_reads_previous_states",
     lambda gy, gh, h0, w, ys, acts: TT.gru_scan_backward.default(gy, gh, h0, w, ys, acts, False),
     lambda r: [r.f(4, 2, 3), r.f(2, 3), *_gru_saved(r)])
case(RN, "rnn_scan_tanh_bias", lambda g, h, w, b: TT.rnn_scan.default(g, h, w, b, "tanh", False),
     lambda r: [r.f(4, 2, 3), r.f(2, 3), r.f(3, 3, scale=0.5), r.f(3)])
case(RN, "rnn_scan_relu_reverse_no_bias", lambda g, h, w: TT.rnn_scan.default(g, h, w, None, "relu", True),
     lambda r: [r.f(4, 2, 3), r.f(2, 3), r.f(3, 3, scale=0.5)])
case(RN, "rnn_scan_backward_relu_masks_by_output",
     lambda gy, gh, w, ys: TT.rnn_scan_backward.default(gy, gh, w, ys, "relu", False),
     lambda r: [r.f(4, 2, 3), r.f(2, 3), r.f(3, 3, scale=0.5), r.f(4, 2, 3).relu()])
case(RN, "rnn_scan_backward_tanh_reverse",
     lambda gy, gh, w, ys: TT.rnn_scan_backward.default(gy, gh, w, ys, "tanh", True),
     lambda r: [r.f(4, 2, 3), r.f(2, 3), r.f(3, 3, scale=0.5), r.f(4, 2, 3).tanh()])



# =================================================================================================
# fft: the three transforms every torch.fft function reaches (lower/fft.rs), with each
# normalization (0: none, 1: 1/sqrt(n), 2: 1/n), dims in any order and more than three of them;
# and the window functions `stft` takes (factory family: lower/factory.rs).
# =================================================================================================
FT = "fft"

case(FT, "fft_r2c_onesided_last_dim", lambda x: A._fft_r2c.default(x, [1], 0, True), lambda r: [r.f(3, 8)], rtol=1e-5, atol=1e-5)
case(FT, "fft_r2c_two_dims_out_of_order_ortho", lambda x: A._fft_r2c.default(x, [2, 0], 1, True), lambda r: [r.f(6, 3, 5)],
     rtol=1e-5, atol=1e-5)
case(FT, "fft_r2c_full_spectrum_by_n", lambda x: A._fft_r2c.default(x, [0], 2, False), lambda r: [r.f(7, 2, dtype=f64)])
case(FT, "fft_c2r_odd_length", lambda z: A._fft_c2r.default(z, [1], 0, 9), lambda r: [_cplx(r, 4, 5)], rtol=1e-5, atol=1e-5)
case(FT, "fft_c2r_two_dims_ortho", lambda z: A._fft_c2r.default(z, [0, 1], 1, 6), lambda r: [_cplx(r, 5, 4)], rtol=1e-5, atol=1e-5)
case(FT, "fft_c2c_inverse_unnormalized", lambda z: A._fft_c2c.default(z, [1], 0, False), lambda r: [_cplx(r, 3, 6)],
     rtol=1e-5, atol=1e-5)
case(FT, "fft_c2c_four_dims_split_in_two", lambda z: A._fft_c2c.default(z, [0, 1, 2, 3], 2, True),
     lambda r: [_cplx(r, 2, 3, 4, 5, dtype=c128)])
case(F, "hann_window_periodic", lambda: A.hann_window.default(8), lambda r: [])
case(F, "hann_window_symmetric_f64", lambda: A.hann_window.periodic(7, False, dtype=f64), lambda r: [])
case(F, "hamming_window_periodic", lambda: A.hamming_window.default(10), lambda r: [])
case(F, "hamming_window_symmetric", lambda: A.hamming_window.periodic(9, False), lambda r: [])
case(F, "hamming_window_alpha", lambda: A.hamming_window.periodic_alpha(8, True, 0.5), lambda r: [])
case(F, "hamming_window_alpha_beta", lambda: A.hamming_window.periodic_alpha_beta(8, False, 0.6, 0.3), lambda r: [])
case(F, "blackman_window_periodic", lambda: A.blackman_window.default(12), lambda r: [])
case(F, "blackman_window_one_point", lambda: A.blackman_window.periodic(1, False), lambda r: [])


def cases_by_name() -> dict[str, Case]:
    out: dict[str, Case] = {}
    for c in CASES:
        if c.name in out:
            raise ValueError(f"duplicate case name {c.name}")
        out[c.name] = c
    return out


cases_by_name()  # fail at import on a duplicate name


# =================================================================================================
# bucket: graphs with a symbolic size, compiled at one shape bucket (docs/dynamism.md). Each case
# marks some input dims dynamic; its golden graph keeps them symbolic with a `symbols` table that
# picks `bucket`, so the expected StableHLO shows the `bucket_shapes` pass's padded shapes and masks.
# They are not in CASES (test_ops.py runs those at static shapes); test_bucketing.py runs these at
# several sizes against eager.
# =================================================================================================
# =================================================================================================
# Control flow (lower/control_flow.rs): `torch.cond` as `stablehlo.if`, `torch.while_loop` as
# `stablehlo.while`, each subgraph a private function.
CF = "control_flow"


def _gated_product(p, x, w):
    return torch.cond(p, lambda x, w: (x @ w).relu(), lambda x, w: x * 2 - 1, (x, w))


def _pick_row(p, x, i):
    return torch.cond(p, lambda x, i: x.index_select(0, i) * 1, lambda x, i: x[:1] - 1, (x, i))


def _count_up(x, n):
    return torch.while_loop(lambda i, a: i < n, lambda i, a: (i + 1, a.sin() + i), (torch.zeros((), dtype=i64), x))


def _halve_or_grow(x):
    def body(i, a):
        return i + 1, torch.cond(a.sum() > 3, lambda a: a * 0.5, lambda a: a + 1, (a,))

    return torch.while_loop(lambda i, a: i < 5, body, (torch.zeros((), dtype=i64), x))


case(CF, "cond_runs_the_branch_its_predicate_picks", _gated_product,
     lambda r: [torch.tensor(True), r.f(2, 4), r.f(4, 4)])
case(CF, "cond_false_branch", _gated_product, lambda r: [torch.tensor(False), r.f(2, 4), r.f(4, 4)])
case(CF, "cond_with_a_checked_index_in_one_branch", _pick_row,
     lambda r: [torch.tensor(True), r.f(4, 3), torch.tensor([2])])
case(CF, "while_loop_runs_until_a_bound_read_at_run_time", _count_up, lambda r: [r.f(3), torch.tensor(4)])
case(CF, "while_loop_body_with_a_cond", _halve_or_grow, lambda r: [r.u(0, 1, 3)])


B = "bucket"


class BucketCase(NamedTuple):
    name: str
    fn: Callable[..., Any]
    make_inputs: Callable[[], list]
    # Per input, the dims that are symbolic (all share one symbol: the padded length).
    dynamic: list[tuple[int, ...]]
    bucket: int
    # Sizes to check against eager (each at most `bucket`).
    sizes: tuple[int, ...] = (2, 3, 5, 7, 8)
    family: str = B
    # What the target offers the lowering (as `Case.target`; None: nothing target-dependent).
    target: dict | None = None


BUCKET_CASES: list[BucketCase] = []


def bucket_case(name: str, fn: Callable, inputs: Callable[[Rng, int], list], dynamic: list[tuple[int, ...]], bucket: int = 8,
                target: dict | None = None) -> None:
    """`inputs(rng, n)` makes the inputs at length `n`; the graph is traced at n = 5."""
    seed = zlib.crc32(name.encode())

    def make_inputs(n: int = 5) -> list:
        return list(inputs(Rng(seed), n))

    BUCKET_CASES.append(BucketCase(name, fn, make_inputs, dynamic, bucket, target=target))


def trace_bucket_case(c: BucketCase) -> torch.fx.GraphModule:
    """`fn` traced with fake tensors whose `dynamic` dims share one size symbol."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx
    from torch.fx.experimental.symbolic_shapes import DimDynamic, ShapeEnv, StatelessSymbolicContext

    mode = FakeTensorMode(shape_env=ShapeEnv())
    inputs = c.make_inputs()
    first = next(i for i, dyn in enumerate(c.dynamic) if dyn)
    dyn0 = c.dynamic[first]
    ctx = StatelessSymbolicContext(dynamic_sizes=[DimDynamic.DYNAMIC if d in dyn0 else DimDynamic.STATIC for d in range(inputs[first].dim())])
    sym = mode.from_tensor(inputs[first], symbolic_context=ctx).shape[dyn0[0]]
    fakes = []
    with mode:
        for t_, dyn in zip(inputs, c.dynamic):
            fakes.append(torch.empty([sym if d in dyn else n for d, n in enumerate(t_.shape)], dtype=t_.dtype))
    return make_fx(c.fn, tracing_mode="real")(*fakes)


def bucket_graph(c: BucketCase) -> dict:
    """The serialized graph of a bucket case at its bucket, with symbols renamed to `s0`, `s1`, ...
    (torch's symbol numbering is not stable), as the runtime would hand it to the compiler."""
    import json as _json
    import re

    from torchtpu.execution.bucketing import BucketedGraph, BucketPolicy
    from torchtpu.execution.executable import compile_serialized

    bg = BucketedGraph(trace_bucket_case(c), c.name, BucketPolicy({"*": [c.bucket]}), compile_serialized)
    graph, _, _ = bg.serialize(tuple(c.bucket for _ in bg.symbols))
    text = _json.dumps(graph)
    for i, s in enumerate(bg.symbols):
        text = re.sub(rf"(?<![A-Za-z0-9]){s}(?![0-9])", f"s{i}", text)
    return _json.loads(text)


def _attention(q, k, v):
    scores = A.div.Tensor(A.mm.default(q, A.t.default(k)), 2.0)
    return A.mm.default(A._softmax.default(scores, -1, False), v)


def _layer_norm_over_padded(x):
    mu = A.mean.dim(x, [1], True)
    d = A.sub.Tensor(x, mu)
    var = A.mean.dim(A.mul.Tensor(d, d), [1], True)
    return A.mul.Tensor(d, A.rsqrt.default(A.add.Tensor(var, 1e-5)))


bucket_case("softmax_over_padded_dim", lambda x: A._softmax.default(x, 1, False), lambda r, n: [r.f(3, n)], [(1,)])
bucket_case("attention_over_padded_keys", _attention, lambda r, n: [r.f(n, 4), r.f(n, 4), r.f(n, 4)], [(0,), (0,), (0,)])
bucket_case("layer_norm_rows_padded", lambda x, w, b: A.native_layer_norm.default(x, [6], w, b, 1e-5),
            lambda r, n: [r.f(n, 6), r.f(6), r.f(6)], [(0,), (), ()])
bucket_case("layer_norm_decomposed_over_padded_dim", _layer_norm_over_padded, lambda r, n: [r.f(4, n)], [(1,)])
bucket_case("mean_over_padded_dim", lambda x: A.mean.dim(x, [0]), lambda r, n: [r.f(n, 4)], [(0,)])
bucket_case("matmul_over_padded_contraction", lambda a, b: A.mm.default(a, b), lambda r, n: [r.f(3, n), r.f(n, 5)], [(1,), (0,)])
# A product whose rows (the padded length) are padded, large enough for the CPU plugin's BLAS
# kernel: the kernel gets the true rows as a third operand, s64[3] (emit/gemm.rs).
bucket_case("mm_rows_padded_blas_kernel_bounded", lambda a, b: A.mm.default(a, b), lambda r, n: [r.f(n, 64), r.f(64, 96)],
            [(0,), ()], target={"blas_gemm": True})
# A concatenation along the padded dim with a padded part first (a KV cache's cat([past, new])):
# compacted by a gather so that the new row follows the true past rows.
bucket_case("kv_cache_concatenated_then_attended",
            lambda q, pk, k, pv, v: _attention(q, A.cat.default([pk, k]), A.cat.default([pv, v])),
            lambda r, n: [r.f(1, 4), r.f(n, 4), r.f(1, 4), r.f(n, 4), r.f(1, 4)], [(), (0,), (), (0,), ()])
bucket_case("cat_of_two_padded_parts_and_a_static_one", lambda x, y: A.cat.default([x, A.neg.default(x), y]),
            lambda r, n: [r.f(n, 3), r.f(2, 3)], [(0,), ()])
# A language model's backward: the embedding's gradient accumulated through padded token ids
# (their padded lanes and the gradient's set to 0), and the backward of `x[1:]` (slice_scatter
# along the padded dim, ending where it ends).
bucket_case("embedding_backward_accumulates_through_padded_ids",
            lambda t, g, ids: A.index_put.default(t, [ids], g, True),
            lambda r, n: [r.f(10, 4), r.f(n, 4), r.i(0, 10, n)], [(), (0,), (0,)])
bucket_case("slice_scatter_of_a_shifted_slice", lambda x: A.slice_scatter.default(A.zeros_like.default(x), A.slice.Tensor(x, 0, 1, x.shape[0]), 0, 1, x.shape[0]),
            lambda r, n: [r.f(n, 3)], [(0,)])
bucket_case("sum_and_amax_over_padded_dim", lambda x: (A.sum.dim_IntList(x, [0]), A.amax.default(x, [0])), lambda r, n: [r.f(n, 3)], [(0,)])
bucket_case("var_mean_over_padded_dim", lambda x: A.var_mean.correction(x, [0], correction=1), lambda r, n: [r.f(n, 3)], [(0,)])
# Run-time checks in a bucketed graph (docs/runtime-checks.md): indices are checked against the
# indexed dim's true extent, padded index lanes are set to 0, padded integer divisors to 1.
bucket_case("embedding_into_padded_table_checks_true_rows", lambda w, i: A.embedding.default(w, i),
            lambda r, n: [r.f(n, 4), r.i(0, 3, 3)], [(0,), ()])
bucket_case("gather_with_padded_index_masks_its_padding", lambda x, i: A.gather.default(x, 1, A.sub.Tensor(i, 1)),
            lambda r, n: [r.f(3, n), r.i(1, n + 1, 3, n)], [(1,), (1,)])
bucket_case("index_negative_into_padded_dim_wraps_at_true_extent", lambda x, i: A.index.Tensor(x, [i]),
            lambda r, n: [r.f(n, 3), r.i(-2, 2, 2)], [(0,), ()])
bucket_case("integer_floordiv_by_padded_divisor", lambda a, b: A.div.Tensor_mode(a, b, rounding_mode="floor"),
            lambda r, n: [r.i(-9, 9, n), r.nz(-4, 4, n)], [(0,), (0,)])
