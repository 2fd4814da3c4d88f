"""What the compiler's rule table says about each op (compiler/src/lower/traits.rs), read once
from `_native.op_traits()`. Python keeps no op lists of its own: it asks here."""

from __future__ import annotations

import functools

from .. import _native


@functools.cache
def traits() -> dict[str, dict]:
    """ATen overload name (`aten.add.Tensor`) -> its traits, for every op with a lowering rule."""
    return _native.op_traits()


@functools.cache
def registered() -> frozenset[str]:
    """The ops that have a lowering rule."""
    return frozenset(traits())


@functools.cache
def random_targets() -> frozenset[str]:
    """Ops that draw from the graph's seed input (the serializer adds that input for them)."""
    return frozenset(name for name, t in traits().items() if t["random"])


@functools.cache
def storage_targets() -> frozenset[str]:
    """Ops whose result depends on their operand's storage, not only on its values (`as_strided`).
    In-place forms (`as_strided_`) never reach the backend: AOTAutograd functionalizes them."""
    return frozenset(name for name, t in traits().items() if t["storage"])


def is_random(target) -> bool:
    """Whether an FX node's target draws random numbers: an op torch tags `nondeterministic_seeded`
    (with a rule or not, such as `bernoulli.default`), or one whose rule has the random trait."""
    import torch

    if not isinstance(target, torch._ops.OpOverload):
        return False
    return torch.Tag.nondeterministic_seeded in target.tags or str(target) in random_targets()
