"""What AOTAutograd's metadata says about a graph's inputs: which ones the graph updates in place
(donation) and which are parameters and buffers (resident weights).

Donation: AOTAutograd functionalizes an in-place update of a graph
input (an optimizer step, BatchNorm's running stats, `x.add_(y)`) into an extra graph output, the
input's new value, and copies that value back into the input after the call. Such an input can
be handed to XLA for the output to be written straight into its memory (docs/performance.md,
"Donation"); the compiler marks the pair as an input/output alias (docs/graph-format.md).

The pairs come from AOTAutograd's `ViewAndMutationMeta` for the graph being compiled
(`TracingContext.fw_metadata`): the outputs carrying mutated inputs' new values come first, in
the order of `mutated_inp_runtime_indices`. Only plain data mutations qualify, of an input whose
example value is a dense, contiguous tensor of the same dtype, shape and device as its new value;
whenever the metadata does not line up with the graph, nothing is donated.
"""

from __future__ import annotations

from typing import Any

import torch
import torch.fx


def _val(n: Any) -> Any:
    return n.meta.get("val") if isinstance(n, torch.fx.Node) else None


def _plain_tensor(v: Any) -> bool:
    if not isinstance(v, torch.Tensor):
        return False
    if type(v) not in (torch.Tensor, torch.nn.Parameter) and not _is_fake(v):
        return False  # a tensor subclass
    if v.layout != torch.strided or v.is_sparse:
        return False
    if any(not isinstance(d, int) for d in v.shape):
        return False  # symbolic sizes: not donated
    return bool(v.is_contiguous())


def _is_fake(v: Any) -> bool:
    from torch._subclasses.fake_tensor import FakeTensor

    return isinstance(v, FakeTensor)


def mutated_input_aliases(gm: torch.fx.GraphModule) -> list[tuple[int, int]]:
    """`(graph input, graph output)` pairs: the output is the input's new value. Call from the
    forward or inference compiler callback only (the backward graph sees the forward's metadata)."""
    ctx = torch._guards.TracingContext.try_get()
    meta = getattr(ctx, "fw_metadata", None) if ctx is not None else None
    if meta is None:
        return []
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    outputs = next((n.args[0] for n in gm.graph.nodes if n.op == "output"), None)
    if outputs is None:
        return []
    outputs = list(outputs) if isinstance(outputs, (list, tuple)) else [outputs]
    infos = list(meta.input_info)
    mutated = list(meta.mutated_inp_runtime_indices)
    if len(infos) != len(placeholders) or len(mutated) > len(outputs):
        return []
    pairs = []
    for out_index, inp_index in enumerate(mutated):
        if not 0 <= inp_index < len(infos):
            return []
        info = infos[inp_index]
        if not info.mutates_data or info.mutates_metadata or info.mutates_storage_metadata:
            continue
        old, new = _val(placeholders[inp_index]), _val(outputs[out_index])
        if not (_plain_tensor(old) and _plain_tensor(new)):
            continue
        if old.dtype != new.dtype or tuple(old.shape) != tuple(new.shape) or old.device != new.device:
            continue
        pairs.append((inp_index, out_index))
    return pairs


def mutated_inputs(gm: torch.fx.GraphModule) -> frozenset[int] | None:
    """Every graph input whose data or metadata AOTAutograd writes back after the call (donatable
    or not), by position; None when the metadata is not there to say. Call from the forward or
    inference compiler callback only."""
    ctx = torch._guards.TracingContext.try_get()
    meta = getattr(ctx, "fw_metadata", None) if ctx is not None else None
    if meta is None:
        return None
    n_inputs = sum(1 for n in gm.graph.nodes if n.op == "placeholder")
    if len(meta.input_info) != n_inputs:
        return None
    return frozenset(i for i, info in enumerate(meta.input_info)
                     if info.mutates_data or info.mutates_metadata or info.mutates_storage_metadata)


def resident_inputs(gm: torch.fx.GraphModule) -> list[int]:
    """Graph-input positions of the model's parameters and buffers (AOTAutograd's
    `static_input_indices`), whose PJRT buffers may stay resident between calls while they do not
    change (docs/performance.md, "Resident weights"). Forward and inference graphs only."""
    ctx = torch._guards.TracingContext.try_get()
    meta = getattr(ctx, "fw_metadata", None) if ctx is not None else None
    if meta is None:
        return []
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    if len(meta.input_info) != len(placeholders):
        return []
    return [i for i in meta.static_input_indices if 0 <= i < len(placeholders) and isinstance(_val(placeholders[i]), torch.Tensor)]


# `gm.meta` key: the first output of a training forward graph that is a saved activation
# (serialize.py writes those in the memory order torch's trace gave them).
SAVED_FROM = "torchtpu_saved_outputs_from"
# `gm.meta` key: a training backward graph, whose inputs traced as views with gaps arrive dense in
# their strides' order (serialize.py, `saved_layout`).
STRIDE_ORDER_INPUTS = "torchtpu_stride_order_inputs"


def mark_saved_outputs(gm: torch.fx.GraphModule) -> None:
    """Records in `gm.meta` where a training forward graph's saved activations start: its outputs
    past the `num_forward` user-visible ones (mutated inputs' new values, the outputs, RNG
    offsets) are only read by the backward graph, which AOTAutograd traced with the strides their
    example values have. Nothing is recorded when the metadata is not there or does not fit.
    Call from the forward compiler callback only."""
    ctx = torch._guards.TracingContext.try_get()
    meta = getattr(ctx, "fw_metadata", None) if ctx is not None else None
    n = getattr(meta, "num_forward", None)
    out = next((node for node in gm.graph.nodes if node.op == "output"), None)
    if not isinstance(n, int) or out is None:
        return
    results = out.args[0] if isinstance(out.args[0], (list, tuple)) else [out.args[0]]
    if 0 <= n <= len(results):
        gm.meta[SAVED_FROM] = n
