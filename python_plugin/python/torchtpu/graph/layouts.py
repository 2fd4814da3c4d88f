"""Parameters handed to an executable in the layout it asked for (the compiler's `input_layout` pass).

For a module parameter whose every use wants one permutation (the weight of `nn.Linear`, read as
`W.T`; a convolution weight, read as `[k..., in, out]` by XLA's CPU kernels), the executable takes
`W.permute(perm)` contiguous. Making that copy on every call would cost what it saves, so each
executable keeps one prepared copy per such input and remakes it only when the tensor changes:
when a different tensor arrives, or the same one after an in-place update (its version counter,
which every in-place op and optimizer step bumps, moved on), or its storage was swapped (`set_`).

Writes through `param.data` (or another tensor made over the same storage) do not move the
parameter's version counter. To catch them, each prepared copy also records a fingerprint of the
parameter's whole storage (`_native.storage_fingerprint`: XXH3 over every byte), checked on every
call, so a write anywhere in the weight remakes the copy. The check of a reused copy runs in
`Compiled.call`, while XLA computes (`verify`): when a fingerprint no longer matches, the call's
results are dropped and `Executable.__call__` remakes the copies and runs again, so the hash of
every weight is off the critical path of a call instead of before it.
"""

from __future__ import annotations

import weakref
from typing import Any

import torch

from .. import _native
from ..state import STATE


class PreparedInputs:
    """The prepared copies of one executable's permuted inputs, by graph input position."""

    __slots__ = ("perms", "entries")

    def __init__(self, perms: dict[int, tuple[int, ...]]):
        self.perms = perms
        # position -> (weak reference to the tensor, version, data pointer, storage fingerprint,
        # prepared copy)
        self.entries: dict[int, tuple[Any, int, int, Any, torch.Tensor]] = {}

    def apply(self, args: list) -> tuple[list, list | None]:
        """`args` with each permuted input replaced by its prepared copy (a new list), and the
        `(parameter, fingerprint)` pairs of the copies reused, for `Compiled.call` to verify while
        it runs (None when every copy is new). Copies made and reuses are counted in
        `torchtpu.stats()` (`layout_copies`, `layout_reuses`)."""
        args = list(args)
        verify = None
        for i, perm in self.perms.items():
            t = args[i]
            e = self.entries.get(i)
            try:
                version = t._version
            except RuntimeError:  # an inference-mode tensor has no version counter: never reuse
                version = None
            if e is not None and version is not None and e[0]() is t and e[1] == version and e[2] == t.data_ptr():
                if verify is None:
                    verify = []
                verify.append((t, e[3]))
                args[i] = e[4]
                continue
            # The storage's fingerprint, recorded with the copy (None: not readable, never reused).
            fp = _native.storage_fingerprint(t) if version is not None else None
            with torch.no_grad():
                prepared = t.detach().permute(perm).contiguous()
            STATE.count("layout_copies")
            # New memory, perhaps at the address of the copy it replaces: not "seen unchanged".
            _native.forget_resident(prepared)
            if fp is not None:
                self.entries[i] = (weakref.ref(t), version, t.data_ptr(), fp, prepared)
            else:
                self.entries.pop(i, None)
            args[i] = prepared
        if verify is not None:
            STATE.count("layout_reuses", len(verify))  # once per call, not per parameter (the lock)
        return args, verify

    def forget(self) -> None:
        """Drops every prepared copy (a source changed behind its version counter)."""
        self.entries.clear()
