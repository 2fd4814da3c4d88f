"""The Dynamo backend `torchtpu`, registered through the `torch_dynamo_backends` entry point.

Dynamo hands us an FX graph of torch-level ops; AOTAutograd (with core-ATen decompositions)
turns it into forward and backward ATen graphs; each of those is serialized, compiled by the Rust
compiler and run through PJRT. Parameters are graph inputs (AOTAutograd lifts them), never baked-in
constants.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any, Callable

import torch
from torch._dynamo.backends.common import aot_autograd
from torch._subclasses.fake_tensor import DataDependentOutputException, DynamicOutputShapeException
from torch.nn.attention import SDPBackend, sdpa_kernel
from functorch.compile import make_boxed_func

from . import aot_cache, recompile
from .. import _native, config, device, trace
from ..execution import executable, failures
from ..graph.aot_metadata import STRIDE_ORDER_INPUTS, mark_saved_outputs, mutated_input_aliases, mutated_inputs, resident_inputs
from ..graph import eager_dtypes
from ..graph.checks import insert_asserts
from ..execution.collectives import check_groups
from .attention import fuse_attention
from .control_flow import prepare_control_flow
from .conv_epilogue import fuse_conv_epilogues
from .norm_epilogue import fuse_norm_backward_epilogues, fuse_norm_epilogues
from .channels_last import to_channels_last
from .decompositions import decompositions, guarded_python_kernels, keep_whole, rename_same_ops
from .eager_semantics import nan_bound_clamps, nonnegative_norm_dims
from .rnn import scanned_rnns
from ..execution.bucketing import BucketPolicy, check_recompile, dump_event, policy_from
from ..execution.failures import FallbackError, InternalCompileError, make_failure_handler
from ..execution.modes import OpByOpGraph
from ..execution.runtime import CompiledGraph
from ..state import STATE
from ..warn import warn


LOG = logging.getLogger(__name__)


def python_stats() -> dict:
    return STATE.snapshot()


def reset_python_stats() -> None:
    STATE.reset()


def on_partial(name: str, eager_ops: list[str], regions: int) -> None:
    """A graph was split: `regions` parts run on XLA, the nodes of `eager_ops` in eager torch.
    Each such op is counted as a fallback and named once per process in a warning."""
    STATE.count("fallbacks", len(eager_ops))
    STATE.count("partial_graphs")
    LOG.info("graph `%s`: split into %d compiled region(s); in eager: %s", name, regions, ", ".join(eager_ops))
    trace.fallback(name, f"split into {regions} compiled region(s)", eager_ops)
    dump_event({"event": "partial_graph", "graph": name, "eager_ops": eager_ops, "regions": regions})
    new = [op for op in eager_ops if STATE.first_time(op)]
    if new:
        warn(
            f"torchtpu: graph `{name}` runs {', '.join(new)} in eager mode (no lowering rule, or a use of it the "
            f"compiler refused: TORCH_LOGS=torchtpu says why); "
            f"the rest of the graph runs on XLA in {regions} compiled region(s)"
        )


def _explain_recompile(name: str, previous: str, changed: list[str], key_changes: list[str]) -> None:
    """A recompile of a graph compiled before in this process: logged and in the dump index."""
    reason = recompile.reason_text(changed)
    LOG.info("graph `%s`: recompiles graph `%s`: %s", name, previous, reason)
    if key_changes:
        LOG.info("graph `%s`: cache key components changed: %s", name, "; ".join(key_changes))
    dump_event({"event": "recompile", "graph": name, "recompiles": previous, "reason": reason, "changed": changed,
                "key_components": key_changes})


def _compiler(kind: str, policy: BucketPolicy | None = None, mode: str = "fused", gid: str | None = None,
              options: dict | None = None) -> Callable:
    def compile_fn(gm: torch.fx.GraphModule, example_inputs: list) -> Callable:
        name = f"{kind}_{STATE.next_graph_id()}"
        # The same Dynamo graph captured again: say what changed (recompile.py).
        again = recompile.note_capture(gid, kind, name, recompile.context(gm, options, mode)) if gid else None
        if again is None:
            check_recompile(f"a new graph `{name}` is captured")
        else:
            check_recompile(f"graph `{name}` recompiles graph `{again[0]}`: {recompile.reason_text(again[1])}")
        STATE.count("graphs")
        LOG.info("graph `%s` captured: %d nodes, mode %s", name, len(gm.graph.nodes), mode)
        LOG.debug("graph `%s`:\n%s", name, gm.graph)
        # A collective on a group this process cannot run on is an error in every mode (eager
        # would fail the same way, later and less clearly).
        check_groups(gm, name)
        if mode != "fused":
            if kind == "forward":
                mark_saved_outputs(gm)  # outputs past it are saved activations (modes.py)
            return OpByOpGraph(gm, name, mode, user_outputs=kind != "backward")
        rename_same_ops(gm)
        # torch.cond and torch.while_loop as control flow, where the compiler takes their
        # subgraphs whole; other conds as both branches and a `where` per result (control_flow.py).
        native, inlined = prepare_control_flow(gm)
        if native or inlined:
            LOG.debug("graph `%s`: %d control-flow nodes compiled as control flow, %d torch.cond inlined (both "
                      "branches run)", name, native, inlined)
        if kind != "backward" and config.conv_epilogue() and executable.aten_conv_active():
            # Convolutions with their batch norm and activation in one oneDNN call (conv_epilogue.py).
            fused = fuse_conv_epilogues(gm)
            if fused:
                LOG.debug("graph `%s`: %d convolutions fused with their batch norm and activation", name, fused)
        if config.norm_epilogue() and executable.aten_ops_active():
            # Training batch norms with their activation in one kernel, and their gradients with
            # the activation's (norm_epilogue.py).
            fused = fuse_norm_backward_epilogues(gm) if kind == "backward" else fuse_norm_epilogues(gm)
            if fused:
                LOG.debug("graph `%s`: %d training batch norms fused with their activation", name, fused)
        # The backward graph sees the forward's metadata: only forward and inference graphs know
        # which of their inputs they update, and which are parameters and buffers.
        aliases = mutated_input_aliases(gm) if kind != "backward" and config.donation_enabled() else []
        static = resident_inputs(gm) if kind != "backward" else []
        # Inputs AOTAutograd writes back after the call: never made into views (serialize.py).
        mutated = mutated_inputs(gm) if kind != "backward" else frozenset()
        if kind == "forward":
            # Saved activations keep their traced strides (serialize.py, `output_layouts`).
            mark_saved_outputs(gm)
        elif kind == "backward":
            gm.meta[STRIDE_ORDER_INPUTS] = True
        resident = static if config.resident_enabled() else []
        # Prepared layouts pay off when a copy is reused across calls (inference). A training
        # step changes its weights every time, so the copy would be remade per step; for few
        # rows, the lowering swaps `x @ w.T` instead (lower/matmul.rs, `matrix_product`).
        # docs/performance.md, "Parameter layouts", has the training rows measured both ways.
        # They are the CPU plugin's (conv weights for torchtpu's CPU kernels); a graph on CUDA
        # tensors reads every input in place instead (docs/gpu.md).
        on_cuda = any(getattr(getattr(t, "device", None), "type", None) == "cuda" for t in example_inputs)
        laid_out = static if config.input_layouts() and kind == "inference" and not on_cuda else []
        compiled = CompiledGraph(gm, name, make_failure_handler(gm), on_partial, policy, aliases, resident, laid_out,
                                 mutated)
        exe = getattr(compiled.static, "compiled", None)
        key_changes = recompile.note_compiled(gid, kind, name, exe) if gid and exe is not None else []
        if again is not None:
            _explain_recompile(name, again[0], again[1], key_changes)
        return compiled

    return compile_fn


def torchtpu_backend(gm: torch.fx.GraphModule, example_inputs: list, **kwargs: Any) -> Callable:
    """`torch.compile(model, backend="torchtpu")`.

    `torch.compile(..., options={"torchtpu.buckets": "s0=16,32,64;*=pow2"})` sets the shape
    buckets of graphs with symbolic sizes (`"off"`: exact shapes); without it, `TORCHTPU_BUCKETS`
    does (docs/dynamism.md)."""
    options = kwargs.get("options") or {}
    # Settings are checked here, for every model, so a bad one fails now and names itself.
    config.check_options(options)
    config.check()
    # The first graph's inputs pick the default plugin (CUDA inputs: the CUDA plugin; device.py).
    device.note_inputs(example_inputs)
    policy = policy_from(options)
    mode = config.mode(options)
    gid = recompile.graph_id(gm)  # before torchtpu adds anything to the graph
    if config.checks_enabled():
        insert_asserts(gm)
    # Random ops that run in eager must reach the graph as eager calls them (not decomposed into
    # a different draw): TORCHTPU_RANDOM=torch, and debug mode.
    eager_random = mode == "debug" or config.random_source() == "torch"
    compilers = {kind: _compiler(kind, policy, mode, gid, options) for kind in ("forward", "backward", "inference")}
    aten_ops = executable.aten_ops_active()
    # Attention in torch's CUDA kernels where the runtime is the CUDA plugin (attention.py).
    cuda_attention = not aten_ops and executable.cuda_attention_active()
    table = decompositions(keep_random=eager_random, aten_ops=aten_ops, attention=aten_ops or cuda_attention)
    if (aten_ops or cuda_attention) and mode != "debug" and config.fuse_attention():
        # Attention in torch's flash kernels (attention.py); debug mode keeps the graph as written.
        fuse_attention(gm, "cuda" if cuda_attention else "cpu")
    # Calls whose ATen graph could not keep eager's result: norms over negative dims (torch's own
    # shape function is wrong), clamps to one NaN bound (eager_semantics.py).
    nonnegative_norm_dims(gm)
    nan_bound_clamps(gm)
    if mode != "debug" and config.channels_last() and executable.aten_conv_active():
        # Convolutional networks channels-last, as Inductor runs them (channels_last.py).
        to_channels_last(gm)
    cached = aot_cache.enabled(mode)
    if cached:
        # Through PyTorch's AOTAutograd cache (aot_cache.py): a model compiled before, in this
        # process or an earlier one, skips AOTAutograd and finds its executables in the compile cache.
        compilers = {kind: aot_cache.wrap(fn, kind) for kind, fn in compilers.items()}
    aot = aot_autograd(
        fw_compiler=compilers["forward"],
        bw_compiler=compilers["backward"],
        inference_compiler=compilers["inference"],
        decompositions=table,
    )
    # AOTAutograd traces the forward and backward graphs here. Under the MATH backend,
    # scaled_dot_product_attention decomposes into matmuls and a softmax before autograd sees it;
    # the fused CPU kernels it would pick otherwise have backward ops with no decomposition.
    # Recurrent ops (LSTM, GRU, RNN) become loops over time (rnn.py, rnn_scan.py: one
    # `stablehlo.while` per layer and direction).
    # A call with an `out=` tensor, or one writing its tensor, that eager refuses for its dtypes
    # (AOTAutograd makes it a copy, which converts).
    raises = eager_dtypes.dynamo_error(gm)
    if raises is not None:
        return _in_eager(gm, str(raises), raises.op)
    try:
        with sdpa_kernel(SDPBackend.MATH), keep_whole(), guarded_python_kernels(), scanned_rnns(), (aot_cache.caching(aot_cache.key_tag(options, mode, table, eager_random)) if cached
                                            else contextlib.nullcontext()):
            return aot(gm, example_inputs)
    except Exception as e:  # noqa: BLE001 - only an op eager raises on, or a value read, is handled here
        chain = failures.causes(e)
        raises = next((x for x in chain if isinstance(x, eager_dtypes.EagerRaises)), None)
        if raises is not None:
            return _in_eager(gm, str(raises), raises.op)
        read = next((x for x in chain if isinstance(x, (DataDependentOutputException, DynamicOutputShapeException))), None)
        if read is None:
            raise
        # A decomposition that reads a tensor's value (or makes a data-dependent shape) while
        # AOTAutograd traces. Dynamo would turn this into a graph break and run the frame in
        # eager with nothing but a note in its log; here it is torchtpu's fallback, named.
        op = eager_dtypes.decomposing(read.__traceback__)
        what = f"the decomposition of {op}" if op else "a decomposition"
        return _in_eager(gm, f"{what} needs a tensor's value while AOTAutograd traces ({read})", op)


def _in_eager(gm: torch.fx.GraphModule, why: str, op: str | None):
    """`gm` in eager, for an op whose eager kernel raises on its operands' dtypes (a decomposition
    refused while AOTAutograd traced, an `out=` or in-place call eager refuses: the user gets eager's
    error, graph/eager_dtypes.py), or a decomposition that needs a value while tracing. Warns, or
    under TORCHTPU_FALLBACK=error raises FallbackError."""
    refusal = _native.UnsupportedError(why)
    refusal.code, refusal.node, refusal.op = "Unsupported", None, op
    make_failure_handler(gm)(refusal, "model")
    return gm.forward  # Dynamo calls it with the graph's inputs, unboxed


__all__ = ["torchtpu_backend", "FallbackError", "InternalCompileError", "make_boxed_func"]
