"""The decomposition table AOTAutograd applies before torchtpu sees a graph.

It is torch's core-ATen table, plus a few of torch's own decompositions for ops with no lowering
rule (found by the OpInfo sweep), plus torchtpu's decompositions below for fused ops torch keeps
whole: the inference fast paths of `nn.TransformerEncoderLayer` and `nn.MultiheadAttention`
(`aten._transformer_encoder_layer_fwd`, `aten._native_multi_head_attention`).

Each of torchtpu's decompositions follows the eager kernel's semantics (the CPU kernels and the
Python reference paths of torch/nn/modules/transformer.py and activation.py), and
`lowering_tests/python/test_fastpath.py` compares it with eager.
"""

from __future__ import annotations

import contextlib
import functools
import math
from typing import Any, Callable, Iterator

import torch
import torch.nn.functional as F
from torch._decomp import core_aten_decompositions, get_decompositions

from .. import _native
from ..graph import eager_dtypes
from . import backward_ops, embedding_bag, foreach, fractional_pool, grid_sample, grouped_mm
from .attention import kernel_takes
from .attention_eager import flash_attention_for_cpu_backward

aten = torch.ops.aten


# Decompositions from torch._decomp beyond the core-ATen set, for ops that have no lowering rule
# but decompose into ops that do (found by the OpInfo sweep, lowering_tests/python/opinfo_sweep.py).
_EXTRA_DECOMPOSITIONS = [
    "_batch_norm_with_update_functional",
    "addmv",
    "as_strided_copy",
    "bucketize",
    "cauchy",
    "dist",
    "elu",
    "exponential",
    "geometric",
    "grid_sampler_2d",
    "ldexp",
    "linalg_vector_norm",
    "log_normal",
    "narrow_copy",
    "permute_copy",
    "repeat",
    "unbind_copy",
    "view_copy",
]


# Random ops whose decomposition draws differently from their eager kernel: kept whole when
# random ops run in eager (`decompositions(keep_random=True)`).
_RANDOM_KEPT = ("native_dropout", "bernoulli", "rand_like", "randn_like", "randint_like", "randperm", "uniform",
                "normal", "exponential")


def _no_nested(op: str, *tensors: torch.Tensor | None) -> None:
    for t in tensors:
        if t is not None and t.is_nested:
            raise NotImplementedError(
                f"torchtpu: aten.{op} on a nested tensor (the nested-tensor fast path of "
                "nn.TransformerEncoder, enable_nested_tensor=True with a src_key_padding_mask) has no "
                "lowering; pass enable_nested_tensor=False to nn.TransformerEncoder (docs/models.md)")


def _attention_mask(mask: torch.Tensor, mask_type: int | None, scores: torch.Tensor) -> torch.Tensor:
    """The boolean "masked out" tensor broadcastable to `scores` [B, H, L, S], as the CPU kernel of
    `_masked_softmax` reads the fast path's mask: any nonzero entry (a -inf from a boolean mask
    made additive by `F._canonical_mask`, or any other nonzero float) masks its position out.
    mask_type 0: an [L, S] attention mask; 1: a [B, S] key-padding mask; 2: a mask broadcastable
    to [B, H, L, S] (`MultiheadAttention.merge_masks`)."""
    masked = mask if mask.dtype == torch.bool else mask != 0
    if mask_type == 1:
        if masked.dim() != 2:
            raise RuntimeError(f"_native_multi_head_attention: a key-padding mask (mask_type 1) must be "
                               f"[batch, source length]; got shape {list(masked.shape)}")
        return masked.view(masked.shape[0], 1, 1, masked.shape[1])
    return masked


def native_multi_head_attention(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, embed_dim: int,
                                num_head: int, qkv_weight: torch.Tensor, qkv_bias: torch.Tensor,
                                proj_weight: torch.Tensor, proj_bias: torch.Tensor, mask: torch.Tensor | None = None,
                                need_weights: bool = True, average_attn_weights: bool = True,
                                mask_type: int | None = None):
    """`aten._native_multi_head_attention`: the fast path of `nn.MultiheadAttention` (inference,
    batch_first, packed in-projection). Projects q, k and v with the packed weight, scales q by
    1/sqrt(head dim), takes a softmax of q k^T over the source positions with masked positions at
    -inf (a fully masked row is NaN, as in eager), and projects the heads' context back. Returns
    the attention weights (averaged over heads when `average_attn_weights`) only when
    `need_weights`, as eager does."""
    _no_nested("_native_multi_head_attention", query, key, value, mask)
    if embed_dim % num_head != 0:
        raise RuntimeError(f"_native_multi_head_attention: embed_dim {embed_dim} is not divisible by "
                           f"num_head {num_head}")
    head_dim = embed_dim // num_head
    batch = query.shape[0]
    w_q, w_k, w_v = qkv_weight.chunk(3, dim=0)
    b_q, b_k, b_v = qkv_bias.chunk(3, dim=0)
    if query is key and key is value:
        q, k, v = F.linear(query, qkv_weight, qkv_bias).chunk(3, dim=-1)
    else:
        q, k, v = F.linear(query, w_q, b_q), F.linear(key, w_k, b_k), F.linear(value, w_v, b_v)

    def heads(t: torch.Tensor) -> torch.Tensor:  # [B, T, D] -> [B, H, T, head_dim]
        return t.reshape(batch, -1, num_head, head_dim).transpose(1, 2)

    q = heads(q) * (1.0 / math.sqrt(head_dim))
    k, v = heads(k), heads(v)
    scores = torch.matmul(q, k.transpose(-2, -1))
    if mask is not None:
        scores = scores.masked_fill(_attention_mask(mask, mask_type, scores), float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    context = torch.matmul(weights, v).transpose(1, 2).reshape(batch, -1, embed_dim)
    out = F.linear(context, proj_weight, proj_bias)
    if not need_weights:
        return out, None
    if average_attn_weights:
        weights = weights.sum(dim=1) / num_head
    return out, weights


def transformer_encoder_layer_fwd(src: torch.Tensor, embed_dim: int, num_heads: int, qkv_weight: torch.Tensor,
                                  qkv_bias: torch.Tensor, proj_weight: torch.Tensor, proj_bias: torch.Tensor,
                                  use_gelu: bool, norm_first: bool, eps: float, norm_weight_1: torch.Tensor,
                                  norm_bias_1: torch.Tensor, norm_weight_2: torch.Tensor, norm_bias_2: torch.Tensor,
                                  ffn_weight_1: torch.Tensor, ffn_bias_1: torch.Tensor, ffn_weight_2: torch.Tensor,
                                  ffn_bias_2: torch.Tensor, mask: torch.Tensor | None = None,
                                  mask_type: int | None = None) -> torch.Tensor:
    """`aten._transformer_encoder_layer_fwd`: the fast path of `nn.TransformerEncoderLayer`
    (inference). The same blocks as the layer's Python path without dropout: self-attention as
    `_native_multi_head_attention` (without weights), the residual, layer norms before
    (`norm_first`) or after each block, and the feed-forward block with exact GELU or ReLU."""
    _no_nested("_transformer_encoder_layer_fwd", src, mask)
    shape = (embed_dim,)
    x = src
    if norm_first:
        x = F.layer_norm(x, shape, norm_weight_1, norm_bias_1, eps)
    x = native_multi_head_attention(x, x, x, embed_dim, num_heads, qkv_weight, qkv_bias, proj_weight, proj_bias,
                                    mask, False, True, mask_type)[0]
    x = x + src
    if not norm_first:
        x = F.layer_norm(x, shape, norm_weight_1, norm_bias_1, eps)
    residual = x
    if norm_first:
        x = F.layer_norm(x, shape, norm_weight_2, norm_bias_2, eps)
    x = F.linear(x, ffn_weight_1, ffn_bias_1)
    x = F.gelu(x) if use_gelu else F.relu(x)
    x = F.linear(x, ffn_weight_2, ffn_bias_2) + residual
    if not norm_first:
        x = F.layer_norm(x, shape, norm_weight_2, norm_bias_2, eps)
    return x


def memory_order(x: torch.Tensor) -> list[int] | None:
    """The permutation of `x`'s dims into the order its elements lie in memory, when that is not
    already their logical order and `x` is dense (what `empty_like` copies the layout of), else
    None. Eager's random kernels draw in memory order: `native_dropout` on a transposed view draws
    its mask in the view's storage order."""
    if x.dim() < 2 or x.is_contiguous() or not torch._prims_common.is_non_overlapping_and_dense_or_false(x):
        return None
    order = sorted(range(x.dim()), key=lambda d: -x.stride(d))
    return order if order != list(range(x.dim())) else None


def native_dropout_in_memory_order(x: torch.Tensor, p: float, train: bool | None):
    """`aten.native_dropout` when random ops run in eager (TORCHTPU_RANDOM=torch): the eager op
    gets its input in eager's memory order (a permute that is contiguous), as a compiled region
    hands it a contiguous tensor, so it draws each element's mask where eager draws it."""
    order = memory_order(x)
    if order is None or not train:
        return NotImplemented  # traced as the op itself
    inverse = [order.index(d) for d in range(len(order))]
    out, mask = aten.native_dropout.default(x.permute(order).contiguous(), p, train)
    return out.permute(inverse), mask.permute(inverse)


def bernoulli_in_memory_order(x: torch.Tensor, p: float, generator=None):
    """`aten.bernoulli.p` when random ops run in eager, drawn in `x`'s memory order as eager
    draws it (`nn.AlphaDropout` draws into `empty_like` of a possibly transposed input)."""
    order = memory_order(x)
    if order is None or generator is not None:
        return NotImplemented
    inverse = [order.index(d) for d in range(len(order))]
    return aten.bernoulli.p(x.permute(order).contiguous(), p).permute(inverse)


def randperm(n, dtype=torch.int64, layout=None, device=None, pin_memory=None):
    """A random permutation as the order of `n` uniform draws (float64: ties, which still give a
    permutation, are rare). Draws differ from eager's, as for every random op by default; under
    `TORCHTPU_RANDOM=torch` randperm stays whole and runs in eager (`_RANDOM_KEPT`)."""
    draws = torch.rand(n, dtype=torch.float64, device=device)
    return torch.argsort(draws, stable=True).to(dtype or torch.int64)


def _triangle_size(row: int, col: int, offset: int) -> int:
    """Elements (i, j) with j <= i + offset of a row x col matrix, in closed form (a loop over
    rows would hang on a huge size before torch's own check). Row i holds
    clamp(i + offset + 1, 0, col): zero up to row -offset - 1, growing by one, then col."""
    if row <= 0 or col <= 0:
        return 0
    first = min(max(-offset, 0), row)  # rows before this hold none
    full = min(max(col - offset - 1, first), row)  # from this row on, all col
    growing = full - first  # rows first..full-1 hold first + offset + 1, ... (one more each)
    start = first + offset + 1
    return growing * start + growing * (growing - 1) // 2 + (row - full) * col


def _triangle_indices(row: int, col: int, offset: int, lower: bool, dtype, device) -> torch.Tensor:
    """The row and column of each element of a triangle, row-major, from each row's start and
    count (the total is counted in Python; the indices are ops, not a constant of every element)."""
    total = _triangle_size(row, col, offset if lower else offset - 1)
    if not lower:
        total = row * col - total  # the upper triangle is what the lower one at offset - 1 leaves
    i = torch.arange(row, device=device)
    if lower:
        starts = torch.zeros_like(i)
        counts = (i + offset + 1).clamp(0, col)
    else:
        starts = (i + offset).clamp(0, col)
        counts = col - starts
    ends = counts.cumsum(0)
    k = torch.arange(total, device=device)
    r = torch.searchsorted(ends, k, right=True)
    c = k - (ends - counts).index_select(0, r) + starts.index_select(0, r)
    return torch.stack([r, c]).to(dtype or torch.int64)


def tril_indices(row, col, offset=0, dtype=torch.int64, layout=None, device=None, pin_memory=None):
    """`torch.tril_indices`: a constant of the graph's sizes (DLRM's pairwise interactions)."""
    if not all(isinstance(v, int) for v in (row, col, offset)):
        return NotImplemented
    return _triangle_indices(row, col, offset, True, dtype, device)


def triu_indices(row, col, offset=0, dtype=torch.int64, layout=None, device=None, pin_memory=None):
    if not all(isinstance(v, int) for v in (row, col, offset)):
        return NotImplemented
    return _triangle_indices(row, col, offset, False, dtype, device)


def bernoulli_tensor(x: torch.Tensor, p: torch.Tensor, generator=None) -> torch.Tensor:
    """`aten.bernoulli.Tensor` (`x.bernoulli_(p)` with a tensor of probabilities): draws of `p`,
    broadcast to `x`'s shape, in `x`'s dtype, through `aten.bernoulli` of the probabilities
    (the same distribution as eager's; another stream, as every decomposed random op:
    `TORCHTPU_RANDOM=torch` keeps it whole, `_RANDOM_KEPT`)."""
    if generator is not None:
        return NotImplemented
    probs = p.to(torch.promote_types(p.dtype, torch.float32)).expand(x.shape)
    return torch.bernoulli(probs).to(x.dtype)


def embedding_renorm(weight: torch.Tensor, indices: torch.Tensor, max_norm: float, norm_type: float) -> torch.Tensor:
    """`nn.Embedding(max_norm=...)`'s renormalization (eager: `embedding_renorm_`): each row the
    indices name whose `norm_type`-norm exceeds `max_norm` is scaled by `max_norm / (norm + 1e-7)`,
    computed in double from the norm in the weight's dtype, as eager's kernel does; a row named
    twice is scaled once (both writes hold the same row)."""
    idx = indices.reshape(-1)
    rows = weight.index_select(0, idx)
    norms = torch.linalg.vector_norm(rows, ord=norm_type, dim=-1, keepdim=True).to(torch.float64)
    scale = torch.where(norms > max_norm, max_norm / (norms + 1e-7), torch.ones((), dtype=torch.float64))
    return torch.index_put(weight, (idx,), rows * scale.to(weight.dtype))


def threshold_backward(grad_output: torch.Tensor, self: torch.Tensor, threshold) -> torch.Tensor:
    """`grad_output` where `self > threshold`, else 0, in the dtype eager's kernel gives: the two
    tensors' promoted type (torch's own decomposition keeps `grad_output`'s, so an int64 gradient
    with a float32 `self` came out int64 where eager gives float32)."""
    dtype = torch.result_type(grad_output, self)
    return torch.where(self <= threshold, torch.zeros((), dtype=dtype), grad_output.to(dtype))


def transposed_convolution_backward(grad_output: torch.Tensor, input: torch.Tensor, weight: torch.Tensor, bias_sizes,
                                    stride, padding, dilation, transposed: bool, output_padding, groups: int,
                                    output_mask):
    """The gradients of a transposed convolution, as ordinary convolutions (the lowering takes
    ordinary ones only: ConvTranspose layers of U-Nets, GANs and decoders trained in eager):
    the input's gradient is the ordinary convolution of `grad_output` with the same weight, stride,
    padding, dilation and groups (a transposed weight `[C_in, C_out/g, k...]` is an ordinary one
    from C_out to C_in channels); the weight's is an ordinary convolution's weight gradient with
    `grad_output` as its input and `input` as its output gradient; the bias's, the sum of
    `grad_output` over all but the channel dim. Rows that `output_padding` adds get no input's
    contribution, as in eager. Ordinary convolutions stay whole."""
    if not transposed:
        return NotImplemented
    grad_input = grad_weight = grad_bias = None
    if output_mask[0]:
        grad_input = aten.convolution.default(grad_output, weight, None, stride, padding, dilation, False,
                                              [0] * len(stride), groups)
    if output_mask[1]:
        _, grad_weight, _ = aten.convolution_backward.default(input, grad_output, weight, None, stride, padding,
                                                              dilation, False, [0] * len(stride), groups,
                                                              [False, True, False])
    if output_mask[2]:
        grad_bias = grad_output.sum([d for d in range(grad_output.dim()) if d != 1])
    return grad_input, grad_weight, grad_bias


def weight_norm_interface_backward(grad_w: torch.Tensor, saved_v: torch.Tensor, saved_g: torch.Tensor,
                                   saved_norms: torch.Tensor, dim: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The gradients of `w = v * (g / ||v||)`, the norm over every dim but `dim`, as eager's kernel
    computes them (ATen's WeightNorm: `s = sum(grad_w * v)` over those dims, `grad_g = s / ||v||`,
    `grad_v = g / ||v|| * (grad_w - v * s / ||v||^2)`), in float32 for half-precision weights. torch
    decomposes the forward (`_weight_norm_interface`) but not this op, which autograd records for
    it: `nn.utils.weight_norm` (wav2vec2's and HuBERT's positional convolution) reached it in every
    training step."""
    dim = dim % saved_v.dim()
    others = [d for d in range(saved_v.dim()) if d != dim]
    wide = torch.promote_types(saved_norms.dtype, torch.float32)
    v, g, norms, grad = (t.to(wide) for t in (saved_v, saved_g, saved_norms, grad_w))
    sums = (grad * v).sum(others, keepdim=True)
    grad_g = sums / norms
    grad_v = (g / norms) * (grad - v * (sums / (norms * norms)))
    return grad_v.to(saved_v.dtype), grad_g.to(saved_g.dtype)


def bucketize(a: torch.Tensor, boundaries: torch.Tensor, *, out_int32: bool = False, right: bool = False) -> torch.Tensor:
    """`torch.bucketize` as the `searchsorted` it is (the compiler's binary search,
    lower/indexing/histogram.rs). torch's own decomposition indexes the boundaries with a 0-d
    tensor, which reads its value (`.item()`), so a 0-d input sent the graph to eager."""
    return aten.searchsorted.Tensor(boundaries, a, out_int32=out_int32, right=right)


def int_mm(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """`torch._int_mm`: int8 by int8 with int32 sums, exact (products of int8 and their sums over
    k < 2^16 terms fit int32; eager's kernel wraps as int32 does beyond that, and so does this)."""
    if a.dtype != torch.int8 or b.dtype != torch.int8:
        raise RuntimeError(f"_int_mm: expected self and mat2 to be int8, got {a.dtype} and {b.dtype}")
    return aten.mm.default(a.to(torch.int32), b.to(torch.int32))


# torchtpu's own decompositions, by op (keep alphabetical).
_TORCHTPU_DECOMPOSITIONS = {
    aten._int_mm.default: int_mm,
    aten.bucketize.Tensor: bucketize,
    aten._scaled_dot_product_flash_attention_for_cpu_backward.default: flash_attention_for_cpu_backward,
    aten._native_multi_head_attention.default: native_multi_head_attention,
    aten._transformer_encoder_layer_fwd.default: transformer_encoder_layer_fwd,
    aten._weight_norm_interface_backward.default: weight_norm_interface_backward,
    aten.bernoulli.Tensor: bernoulli_tensor,
    aten.convolution_backward.default: transposed_convolution_backward,
    aten.embedding_renorm.default: embedding_renorm,
    aten.randperm.default: randperm,
    aten.threshold_backward.default: threshold_backward,
    aten.tril_indices.default: tril_indices,
    aten.triu_indices.default: triu_indices,
}


# Ops that reach the graph after the decomposition table ran, each the same op as another:
# AOTAutograd's pass that turns symbolic float arithmetic into tensor ops (a resize by a
# fractional scale under `dynamic=True`) emits `true_divide`.
_SAME_OPS = {aten.true_divide.Tensor: aten.div.Tensor}


def rename_same_ops(gm: torch.fx.GraphModule) -> int:
    """Points each node of a `_SAME_OPS` op at the op the compiler lowers; returns how many."""
    renamed = 0
    for n in gm.graph.nodes:
        if n.op == "call_function" and n.target in _SAME_OPS:
            n.target = _SAME_OPS[n.target]
            renamed += 1
    if renamed:
        gm.recompile()
    return renamed


# Ops torchtpu lowers whole although torch decomposes them in Python kernels (`py_impl`) that run
# before the decomposition table is consulted: `upsample_nearest2d`'s reads past the input where
# eager's kernel clamps (compiler/src/lower/pool.rs computes eager's source rows).
_KEPT_WHOLE = ("upsample_nearest2d.default", "upsample_nearest2d.vec")


@contextlib.contextmanager
def _python_kernels_replaced(replace: Callable) -> Iterator[None]:
    """While the block runs, each Python kernel `fn` (at `_python_keys`) of each op that `replace()`
    yields with its `change` is `change(op, fn)` (None: set aside); all put back after."""
    saved = []
    try:
        for op, change in replace():
            for key in _python_keys():
                fn = op.py_kernels.get(key)
                if fn is None:
                    continue
                saved.append((op, key, fn))
                new = change(op, fn)
                if new is None:
                    del op.py_kernels[key]
                else:
                    op.py_kernels[key] = new
            op._dispatch_cache.clear()
        yield
    finally:
        for op, key, fn in saved:
            op.py_kernels[key] = fn
            op._dispatch_cache.clear()


def _python_keys() -> tuple:
    from torch._C import DispatchKey

    return (DispatchKey.Autograd, DispatchKey.CompositeImplicitAutograd)


def keep_whole():
    """While AOTAutograd traces: the `_KEPT_WHOLE` ops reach the graph as themselves (their Python
    Autograd/CompositeImplicitAutograd kernels are set aside, and put back after)."""

    def ops():
        for name in _KEPT_WHOLE:
            packet, _, overload = name.partition(".")
            yield getattr(getattr(aten, packet), overload), lambda op, fn: None

    return _python_kernels_replaced(ops)


@functools.cache
def _python_kernel_ops() -> tuple:
    """The ATen ops torch decomposes with a Python kernel at the Autograd or
    CompositeImplicitAutograd key (`py_impl`), which run while AOTAutograd traces, before the
    decomposition table is consulted (hardshrink, the `upsample_*.vec` overloads)."""
    from torch._decomp import decomposition_table

    keys = _python_keys()
    # Every overload made so far (registering a Python kernel makes its overload), and the table's.
    made = [op for packet in list(vars(aten).values()) if isinstance(packet, torch._ops.OpOverloadPacket)
            for op in list(vars(packet).values()) if isinstance(op, torch._ops.OpOverload)]
    found = dict.fromkeys(op for op in [*made, *decomposition_table]
                          if isinstance(op, torch._ops.OpOverload) and op.namespace == "aten"
                          and any(k in op.py_kernels for k in keys))
    return tuple(found)


# C++ composite ops whose eager CPU path is another kernel than the one they decompose to under
# tracing: `max_pool1d` runs `max_pool1d_impl` (no uint8) on plain CPU tensors, and
# `max_pool2d_with_indices` (uint8 too) on fake ones.
_COMPOSITES_ASKED = ("max_pool1d.default",)


@contextlib.contextmanager
def guarded_python_kernels() -> Iterator[None]:
    """While AOTAutograd traces: torch's Python decompositions (`_python_kernel_ops`) first ask
    eager's kernel whether it takes the operands' dtypes, as the table's do (`decompositions`,
    graph/eager_dtypes.py), and so do the `_COMPOSITES_ASKED` ops' C++ decompositions (a Python
    kernel that asks, then decomposes as before); all put back after."""
    from torch._C import DispatchKey

    key = DispatchKey.CompositeImplicitAutograd
    torch_kernels = _python_kernel_ops()  # before ours are added (it is computed once)
    added = []
    try:
        for name in _COMPOSITES_ASKED:
            packet, _, overload = name.partition(".")
            op = getattr(getattr(aten, packet), overload)
            if key not in op.py_kernels:
                op.py_kernels[key] = eager_dtypes.guard(op, functools.partial(_decomposed, op))
                op._dispatch_cache.clear()
                added.append(op)
        with _python_kernels_replaced(lambda: ((op, eager_dtypes.guard) for op in torch_kernels)):
            yield
    finally:
        for op in added:
            del op.py_kernels[key]
            op._dispatch_cache.clear()


def _decomposed(op: Any, *args: Any, **kwargs: Any) -> Any:
    """`op`'s C++ CompositeImplicitAutograd kernel, called at that key (`op.decompose` would call
    the Python kernel `guarded_python_kernels` set)."""
    from torch._C import DispatchKey

    return op._op_dk(DispatchKey.CompositeImplicitAutograd, *args, **kwargs)


# Gradients the compiler computes in torch's own CPU kernels (compiler/src/lower/aten_ops.rs)
# when the target has them (`decompositions(aten_ops=True)`): kept whole, instead of decomposed
# into XLA's slower code, for float32/float64 tensors of at least `ATEN_OPS_MIN_ELEMENTS`, the
# size from which the compiler sends the forward ops to those kernels too. Each: the op, which of
# its arguments must share the gradient's dtype, and whether it is kept at symbolic sizes (the
# shape-bucketing pass pads softmax's and GELU's gradients safely; a norm's weight and bias
# gradients sum over the padded batch, so those are decomposed there, as without the kernels).
ATEN_KEPT = {
    "_softmax_backward_data": ((1,), True),
    "_log_softmax_backward_data": ((1,), True),
    "gelu_backward": ((1,), True),
    "native_layer_norm_backward": ((1, 3, 4, 5, 6), False),
    "native_batch_norm_backward": ((1, 2, 5, 6), False),
}


def _kept_for_aten(name: str, decomposition: Callable, same_dtype: tuple[int, ...], symbolic_ok: bool) -> Callable:
    """`decomposition`, except where torch's kernel takes the op (NotImplemented keeps it whole)."""

    def fn(*args, **kwargs):
        g = args[0]
        n = g.numel()
        big = symbolic_ok if not isinstance(n, int) else n >= _native.ATEN_OPS_MIN_ELEMENTS
        dtypes_ok = g.dtype in (torch.float32, torch.float64) and all(
            args[i] is None or args[i].dtype == g.dtype for i in same_dtype if i < len(args))
        # softmax's gradient names the forward's input dtype: a half-to-float softmax differs.
        if name.endswith("softmax_backward_data") and len(args) > 3 and args[3] != g.dtype:
            dtypes_ok = False
        # Batch norm's kernel is taken in training, from the forward's saved statistics.
        if name == "native_batch_norm_backward" and not (len(args) > 7 and args[7] is True
                                                         and args[5] is not None and args[6] is not None):
            dtypes_ok = False
        if dtypes_ok and big and g.dim() >= 1:
            return NotImplemented
        return decomposition(*args, **kwargs)

    fn.__name__ = f"{name}_unless_aten"
    return fn


def _flash_unless_aten(decomposition: Callable, backward: bool) -> Callable:
    """`decomposition` of the flash attention op (or its backward), except where torch's kernel
    takes it (NotImplemented keeps it whole)."""

    def fn(*args, **kwargs):
        q, k, v = args[1:4] if backward else args[:3]
        at = 6 if backward else 3
        dropout_p = args[at] if len(args) > at else kwargs.get("dropout_p", 0.0)
        is_causal = args[at + 1] if len(args) > at + 1 else kwargs.get("is_causal", False)
        if kernel_takes(q, k, v, dropout_p, kwargs.get("attn_mask"), bool(is_causal)):
            return NotImplemented
        return decomposition(*args, **kwargs)

    fn.__name__ = "flash_attention_for_cpu" + ("_backward" if backward else "") + "_unless_aten"
    return fn


def _vector_norm_dims_nonnegative(decomposition: Callable) -> Callable:
    """torch's decomposition of `linalg_vector_norm` with its `dim` made non-negative first: where
    every reduced dim has size 1 it returns `x.abs().view(shape)` with the shape of the dims not in
    `dim`, and a negative dim matched none of them, so `x.norm(dim=-1)` of a `[32, 1]` tensor came
    back `[32, 1]` where eager's is `[32]` (and broadcast from there: a `maximum` with the input
    gave `[32, 1]` for eager's `[32, 32]`; the differential fuzzer's seed 337). Inductor has the
    same shape."""

    def vector_norm(x: torch.Tensor, ord: Any = 2, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> torch.Tensor:
        if dim is not None and x.dim() > 0:
            dim = [d % x.dim() for d in ([dim] if isinstance(dim, int) else dim)]
        return decomposition(x, ord, dim, keepdim, dtype=dtype)

    return vector_norm


def decompositions(keep_random: bool = False, aten_ops: bool = False, attention: bool | None = None) -> dict:
    """The table for AOTAutograd. `keep_random`: random ops whose decomposition draws differently
    from their eager kernel stay whole (TORCHTPU_RANDOM=torch, debug mode). `aten_ops`: the
    gradients in `ATEN_KEPT` stay whole where torch's CPU kernels take them
    (`executable.aten_ops_active()`). `attention` (default: `aten_ops`): the flash-attention op
    and its backward stay whole where torch's kernels take them (the CPU kernel with `aten_ops`;
    torch's CUDA kernels, `executable.cuda_attention_active()`)."""
    table = dict(core_aten_decompositions())
    ops = []
    for name in _EXTRA_DECOMPOSITIONS:
        packet, _, overload = name.partition(".")
        op = getattr(aten, packet)
        ops.append(getattr(op, overload) if overload else op)
    table.update(get_decompositions(ops))
    table[aten.linalg_vector_norm.default] = _vector_norm_dims_nonnegative(table[aten.linalg_vector_norm.default])
    table.update(_TORCHTPU_DECOMPOSITIONS)
    # Mixture-of-experts products (aten._grouped_mm, transformers' fallback op): capture/grouped_mm.py.
    table.update(grouped_mm.table())
    # grid_sample's 3-d forward and both backwards (torch decomposes the 2-d forward): capture/grid_sample.py.
    table.update(grid_sample.table())
    # Backward ops torch keeps whole (3-d and adaptive pooling, masked_scatter, cdist): capture/backward_ops.py.
    table.update(backward_ops.table())
    # nn.EmbeddingBag, forward and backward: capture/embedding_bag.py.
    table.update(embedding_bag.table())
    # Fractional max pooling, forward and backward: capture/fractional_pool.py.
    table.update(fractional_pool.table())
    # The `_foreach_*` ops of gradient clipping and foreach optimizers: capture/foreach.py.
    table.update(foreach.table())
    # After the extra decompositions, which add random ops (`exponential`) of their own.
    if keep_random:
        for op in list(table):
            if getattr(op, "__name__", "").split(".")[0] in _RANDOM_KEPT:
                del table[op]
        table[aten.bernoulli.p] = bernoulli_in_memory_order
        table[aten.native_dropout.default] = native_dropout_in_memory_order
    # Lowered directly (compiler/src/lower/pool.rs): torch's decomposition reads past the input
    # where eager's kernel clamps, and uses the scale where eager's doubles the size exactly.
    for op in (aten.upsample_nearest2d.default, aten.upsample_nearest2d.vec):
        table.pop(op, None)
    # Lowered directly (compiler/src/lower/shape.rs, `pad_edges`): slices on each side, where the
    # decomposition gathers every element by a computed index (stft's centring, ReflectionPad2d).
    # Reflection padding's backward stays decomposed; replication padding's backward has no
    # decomposition in torch and is lowered too (`replication_pad_backward`).
    for n in (1, 2, 3):
        for kind in ("reflection", "replication"):
            table.pop(getattr(aten, f"{kind}_pad{n}d").default, None)
    if aten_ops:
        for name, (same_dtype, symbolic_ok) in ATEN_KEPT.items():
            op = getattr(aten, name).default
            if op in table:
                table[op] = _kept_for_aten(name, table[op], same_dtype, symbolic_ok)
    if aten_ops if attention is None else attention:
        # Attention in torch's flash kernel (capture/attention.py puts the forward in the graph).
        for op, backward in ((aten._scaled_dot_product_flash_attention_for_cpu.default, False),
                             (aten._scaled_dot_product_flash_attention_for_cpu_backward.default, True)):
            if op in table:
                table[op] = _flash_unless_aten(table[op], backward)
    # Each decomposition first asks eager's kernel whether it takes these dtypes: where eager
    # raises, the graph runs in eager (graph/eager_dtypes.py).
    return {op: eager_dtypes.guard(op, fn) for op, fn in table.items()}
