"""The SPMD opt-in: one function compiled as one XLA program over several devices of this
process, with the collectives between the devices inserted and scheduled by XLA
(docs/distributed.md, "One process, several devices").

    step = torchtpu.spmd.compile(train_step, (params, x, y), devices=2, split=[None, 0, 0])
    loss, grads = step(params, x, y)

Each argument is replicated (`None`) or split into equal blocks along one dim (an int), one block
per device; every result is replicated, so the caller gets whole tensors back. This is not the
`torch.compile` path: the function is traced once with `make_fx` (core-ATen decompositions,
functionalized) at the example arguments' shapes, and a call with other shapes or dtypes is refused.
Collectives written in the function (`torch.distributed`) are not supported here: XLA derives them
from the shardings. Random ops are refused.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import torch
import torch.utils._pytree as pytree

from .. import _native, config
from ..graph.serialize import DTYPES, serialize_with_literals, to_json


class SpmdFunction:
    """A function compiled for `devices` devices; call it with arguments like the examples."""

    def __init__(self, program: Any, in_spec: Any, out_spec: Any, literals: dict, global_meta: list, name: str):
        self.program = program
        self._in_spec, self._out_spec = in_spec, out_spec
        self._literals = literals
        self._meta = global_meta
        self._name = name
        self._params = [(i, DTYPES[d], tuple(block), split) for i, d, block, split in program.params]
        self._results = [(DTYPES[d], tuple(dims)) for d, dims in program.results]

    @property
    def devices(self) -> int:
        return self.program.devices

    @property
    def stablehlo(self) -> str:
        """The module XLA compiled, with its `mhlo.sharding` annotations."""
        return self.program.mlir

    @property
    def collectives(self) -> list[str]:
        """The cross-device collectives XLA inserted into the compiled program (HLO opcodes such
        as `all-reduce`); empty when the plugin does not report its optimized program."""
        return list(self.program.collectives)

    def __call__(self, *args: Any) -> Any:
        flat, spec = pytree.tree_flatten(args)
        if spec != self._in_spec:
            raise TypeError(f"torchtpu.spmd: `{self._name}` was compiled for arguments shaped like {self._in_spec}, got {spec}")
        for k, (t, (dtype, shape)) in enumerate(zip(flat, self._meta)):
            if not isinstance(t, torch.Tensor) or t.dtype != dtype or tuple(t.shape) != shape:
                got = f"{t.dtype} {list(t.shape)}" if isinstance(t, torch.Tensor) else type(t).__name__
                raise TypeError(f"torchtpu.spmd: `{self._name}` argument {k}: expected {dtype} {list(shape)}, got {got}")
            if t.device.type != "cpu":
                raise TypeError(f"torchtpu.spmd: `{self._name}` argument {k} is on {t.device}; pass CPU tensors")
        n = self.devices
        keep: list[torch.Tensor] = []
        blocks: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        for i, _, _, split in self._params:
            t = flat[i].detach()
            parts = [t] * n if split is None else list(t.chunk(n, split))
            for d, part in enumerate(parts):
                part = part.contiguous()
                keep.append(part)
                blocks[d].append((part.data_ptr(), part.numel() * part.element_size()))
        results = [torch.empty(shape, dtype=dtype) for dtype, shape in self._results]
        self.program.run(blocks, [(r.data_ptr(), r.numel() * r.element_size()) for r in results])
        out = []
        for pos, index in enumerate(self.program.outputs):
            if pos in self._literals:
                out.append(self._literals[pos])
            else:
                out.append(None if index is None else results[index])
        return pytree.tree_unflatten(out, self._out_spec)


def compile(fn: Callable, example_args: Sequence[Any], *, devices: int = 2, split: Sequence[int | None] | None = None,
            name: str | None = None) -> SpmdFunction:
    """`fn` compiled as one SPMD program over `devices` devices of this process.

    `example_args` is a tuple of arguments (tensors, or lists, tuples and dicts of them);
    `split` gives, per tensor in `pytree` order, the dim it is split along between the devices,
    or `None` to replicate it (default: all replicated). On the CPU plugin the devices are a
    second PJRT client's (`cpu_device_count = devices`)."""
    from torch.fx.experimental.proxy_tensor import make_fx

    from ..capture.backend import decompositions
    from ..execution.executable import ensure_runtime

    if not isinstance(devices, int) or devices < 1:
        raise ValueError(f"torchtpu.spmd.compile: devices must be a positive int, not {devices!r}")
    args = tuple(example_args)
    flat, in_spec = pytree.tree_flatten(args)
    for k, t in enumerate(flat):
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"torchtpu.spmd.compile: argument {k} is a {type(t).__name__}; only tensors are supported")
    splits = list(split) if split is not None else [None] * len(flat)
    if len(splits) != len(flat):
        raise ValueError(f"torchtpu.spmd.compile: `split` has {len(splits)} entries for {len(flat)} tensor arguments")
    for k, (s, t) in enumerate(zip(splits, flat)):
        if s is not None and not (isinstance(s, int) and -t.dim() <= s < t.dim()):
            raise ValueError(f"torchtpu.spmd.compile: split dim {s!r} of argument {k} (shape {list(t.shape)})")
    splits = [None if s is None else s % flat[k].dim() for k, s in enumerate(splits)]
    out_spec: list = []

    def flat_fn(*flat_args: torch.Tensor) -> list:
        out = fn(*pytree.tree_unflatten(list(flat_args), in_spec))
        leaves, spec = pytree.tree_flatten(out)
        out_spec[:] = [spec]
        return leaves

    traced = make_fx(torch.func.functionalize(flat_fn, remove="mutations_and_views"),
                     decomposition_table=decompositions())(*[t.detach() for t in flat])
    label = name or getattr(fn, "__name__", "spmd")
    graph, literals = serialize_with_literals(traced, label)
    ensure_runtime()
    program = _native.compile_spmd(to_json(graph), config.compile_config().to_json(), devices, splits)
    meta = [(t.dtype, tuple(t.shape)) for t in flat]
    return SpmdFunction(program, in_spec, out_spec[0], literals, meta, label)
