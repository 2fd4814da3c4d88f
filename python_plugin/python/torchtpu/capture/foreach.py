"""The `_foreach_*` ops as one op per tensor: decompositions for AOTAutograd.

`torch.nn.utils.clip_grad_norm_` calls `_foreach_norm` and `_foreach_mul` on CPU tensors, and
optimizers built with `foreach=True` call `_foreach_add`, `_foreach_lerp`, `_foreach_addcdiv` and
the rest. Torch has no decomposition for them (Inductor lowers them itself), so a compiled
training step with gradient clipping ran its graph in eager. Here each functional overload
(`_foreach_add.List`; AOTAutograd turns the in-place `_foreach_add_` into it and a copy) becomes
the per-tensor op its eager CPU kernel loops over (ATen's `foreach_tensor_*_slow` kernels):
`_foreach_<op>` calls `aten.<op>` on the i-th tensor of every `Tensor[]` argument and the i-th
number of every `Scalar[]` argument, with the other arguments as given. The exceptions are
eager's own: `_foreach_norm` is `linalg_vector_norm`, `_foreach_powsum` the sum of `|x|^ord`,
`_foreach_max` a whole-tensor `max`, `_foreach_maximum`/`_foreach_minimum` of a number
`clamp_min`/`clamp_max`, `_foreach_zero` zeros, and the `.Tensor` overloads of
`_foreach_addcdiv`/`_foreach_addcmul` take the i-th element of `scalars` as the i-th value.

Eager's checks on the lists come first, with its messages: no empty list, lists of one length.
"""

from __future__ import annotations

import functools
from typing import Any, Callable

import torch

aten = torch.ops.aten

_PREFIX = "_foreach_"

# Per-tensor ops that are not `aten.<name>` with the foreach op's arguments.
_RENAMED = {
    ("maximum", "Scalar"): "clamp_min",
    ("maximum", "ScalarList"): "clamp_min",
    ("minimum", "Scalar"): "clamp_max",
    ("minimum", "ScalarList"): "clamp_max",
}


# Computed below, not as `aten.<name>` with the same arguments.
_SPECIAL = ("norm", "powsum", "max", "zero")


def _is_list(arg: torch.Argument) -> bool:
    return isinstance(arg.type, torch.ListType)


def _checked_length(schema: torch.FunctionSchema, values: list) -> int:
    """The common length of the list arguments, checked as eager checks it."""
    lists = [(a, v) for a, v in zip(schema.arguments, values) if _is_list(a)]
    tensors = [v for a, v in lists if isinstance(a.type.getElementType(), torch.TensorType)]
    n = len(tensors[0]) if tensors else len(lists[0][1])
    if n == 0:
        raise RuntimeError("Tensor list must have at least one tensor.")
    for other in tensors[1:]:
        if len(other) != n:
            raise RuntimeError(f"Tensor lists must have the same number of tensors, got {n} and {len(other)}")
    for a, v in lists:
        if not isinstance(a.type.getElementType(), torch.TensorType) and len(v) != n:
            raise RuntimeError("Tensor list must have same number of elements as scalar list.")
    return n


def _per_tensor(op: torch._ops.OpOverload, name: str, overload: str) -> Callable:
    schema = op._schema
    fn = None if name in _SPECIAL else getattr(aten, _RENAMED.get((name, overload), name))
    positional = [a for a in schema.arguments if not a.kwarg_only]
    keyword = [a for a in schema.arguments if a.kwarg_only]

    def decomposition(*args: Any, **kwargs: Any) -> list:
        values = list(args) + [kwargs.get(a.name, a.default_value) for a in positional[len(args):]]
        values += [kwargs.get(a.name, a.default_value) for a in keyword]
        n = _checked_length(schema, values)
        scalars = None
        if overload == "Tensor" and name in ("addcdiv", "addcmul"):
            scalars = values.pop()
            if scalars.dim() != 1 or scalars.numel() != n:
                raise RuntimeError(f"Expected length of scalars to match input of length {n} but got "
                                   f"{scalars.numel()} instead.")
        out = []
        for i in range(n):
            each = [v[i] if _is_list(a) else v for a, v in zip(schema.arguments, values)]
            pos, kw = each[:len(positional)], {a.name: v for a, v in zip(keyword, each[len(positional):])}
            if scalars is not None:
                # Eager's value: the i-th scalar in the tensors' dtype, times tensor1 first.
                self, t1, t2 = pos
                out.append(fn(self, t1 * scalars[i], t2))
            elif name in ("addcdiv", "addcmul"):
                # The value is positional here, keyword-only in the per-tensor op.
                self, t1, t2, *value = pos
                out.append(fn(self, t1, t2, **({"value": value[0]} if value else {})))
            elif name == "norm":
                t, ord, dtype = pos
                out.append(aten.linalg_vector_norm(t, ord, dtype=dtype))
            elif name == "powsum":
                t, ord, dtype = pos
                out.append(aten.sum(aten.pow(aten.abs(t), ord), dtype=dtype))
            elif name == "max":
                out.append(aten.max.default(pos[0]))
            elif name == "zero":
                out.append(aten.zeros_like(pos[0]))
            else:
                out.append(fn(*pos, **kw))
        return out

    return decomposition


@functools.lru_cache(maxsize=1)
def _table() -> tuple:
    found = {}
    for s in torch._C._jit_get_all_schemas():
        if not s.name.startswith("aten::" + _PREFIX) or s.name.endswith("_") or s.is_mutable:
            continue
        packet = s.name.split("::", 1)[1]
        name = packet[len(_PREFIX):]
        try:
            op = getattr(getattr(aten, packet), s.overload_name or "default")
        except AttributeError:
            continue
        if name in _SPECIAL or hasattr(aten, _RENAMED.get((name, s.overload_name), name)):
            found[op] = _per_tensor(op, name, s.overload_name)
    return tuple(found.items())


def table() -> dict:
    """Every functional `_foreach_*` overload (no in-place or `out=` form) with its decomposition
    (read from torch's schemas once per process: 30 ms)."""
    return dict(_table())
