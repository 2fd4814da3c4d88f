"""Attention as one kernel on the CPU plugin: a rewrite of Dynamo's graph before AOTAutograd.

Models written against `transformers`' eager attention (and most hand-written ones) spell
attention out: `softmax(q @ k.transpose(-2, -1) * scale + mask) @ v`. Traced as written, every
score is materialized, B x H x L x S of them, and read three times (the product that writes them,
softmax, the product that reads them); the backward keeps them too. At Whisper's encoder length
(1500) that is 54 MB per batch element and head group, and the step is bound by it.

torch's CPU flash-attention kernel (`aten._scaled_dot_product_flash_attention_for_cpu`, what
eager's `F.scaled_dot_product_attention` runs on the CPU) computes the same thing in blocks,
never materializing the scores, and has a backward of its own. Where the compiler can run it
(torch's own CPU kernels are on: `TORCHTPU_ATEN_OPS`, on the CPU plugin), this pass replaces

- the spelled-out pattern above (a product with a transposed key, an optional scalar multiply or
  divide, optional additive float masks, softmax over the last dim, an optional identity dtype
  conversion and dropout of probability 0, a product with the values), and
- `F.scaled_dot_product_attention` calls (traced otherwise under the MATH backend),

with one call of that op, when it takes them: float32 (torch's fake kernel gives float64
attention a float32 log-sum-exp, its CPU kernel a float64 one), rank-4 query, key and value of one
batch and head count and one head size, no dropout, a mask of rank 2 or 4 that needs no gradient,
static sizes, and at least `MIN_SCORES` scores. The compiler runs it in torch's kernel
(compiler/src/lower/attention.rs), forward and backward. Anything else is left as written.

On the CUDA plugin (`fuse_attention(gm, "cuda")`, where torch's CUDA kernels are reachable from
compiled programs: `executable.cuda_attention_active()`) the same op stands for torch's CUDA
flash or memory-efficient attention, which the compiler calls instead (runtime/cuda_kernels/
attention.rs): float16, bfloat16 or float32, causal or not, with a mask or none (a
`scaled_dot_product_attention` call's boolean or additive mask, a spelled-out form's additive
ones; transformers' SDPA attention passes a boolean mask under Dynamo), a head size that is a
multiple of 8 and at most 256, and attention that one of those kernels takes as torch judges it
(`torch.backends.cuda.can_use_flash_attention` / `can_use_efficient_attention`, with the backend
enabled). XLA's code for the spelled-out form keeps every score for the backward; those kernels
keep one log-sum-exp per query, as eager does. The op's eager kernels on CUDA tensors (for a graph
that falls back) are torchtpu's, registered then (`attention_eager.register_eager_cuda_attention`).

The results are the same function of the inputs computed in another order: they differ from
the spelled-out form by rounding (about 1e-7 relative in float32), as Inductor's attention
rewrite does. `TORCHTPU_FUSE_ATTENTION=0` turns the rewrite off.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass

import torch
import torch.fx as fx

from .attention_eager import register_eager_cuda_attention

aten = torch.ops.aten
FLASH = aten._scaled_dot_product_flash_attention_for_cpu.default

# The fewest scores (B x H x L x S) an attention is rewritten for: below it XLA's fused code for
# the spelled-out form is as fast, and one custom call would split its fusion.
MIN_SCORES = 16 * 1024


def _ev(n) -> torch.Tensor | None:
    """A node's example value (a fake tensor), when it is a tensor."""
    v = n.meta.get("example_value") if isinstance(n, fx.Node) else None
    return v if isinstance(v, torch.Tensor) else None


def _is(n, functions=(), methods=()) -> bool:
    if not isinstance(n, fx.Node):
        return False
    if n.op == "call_function":
        return n.target in functions
    return n.op == "call_method" and n.target in methods


def _arg(n: fx.Node, i: int, name: str, default=None):
    if len(n.args) > i:
        return n.args[i]
    return n.kwargs.get(name, default)


def _static(t: torch.Tensor) -> bool:
    return all(isinstance(d, int) for d in t.shape)


def _single_use(n: fx.Node) -> bool:
    return len(n.users) == 1


@dataclass
class _Match:
    q: fx.Node
    k: fx.Node
    v: fx.Node
    masks: list
    scale: float | None
    is_causal: bool
    out: fx.Node
    dead: list  # nodes of the old form, last first, erased once unused
    spelled: bool = True  # spelled out (softmax as written), not a scaled_dot_product_attention call
    source: fx.Node | None = None  # whose source line the kernel call gets (the scores' product)


def kernel_takes(q, k, v, dropout_p, attn_mask, is_causal: bool = False) -> bool:
    """Whether the compiler runs the flash op (or its backward) on these tensors in torch's kernel
    (compiler/src/lower/attention.rs). On the CPU: float32 (torch's meta kernel and CPU kernel
    disagree on float64's log-sum-exp dtype), rank 4, static sizes, no dropout, a mask of the same
    dtype and rank 2 or 4, at least `MIN_SCORES` scores. On CUDA tensors: `_cuda_kernels_take`.
    AOTAutograd keeps the op whole then (capture/decompositions.py)."""
    if q.device.type == "cuda":
        return _cuda_kernels_take(q, k, v, dropout_p, attn_mask, is_causal)
    tensors = (q, k, v) + (() if attn_mask is None else (attn_mask,))
    if dropout_p != 0.0 or q.dtype != torch.float32 or any(t.dtype != q.dtype for t in tensors):
        return False
    if q.dim() != 4 or k.dim() != 4 or v.dim() != 4 or (attn_mask is not None and attn_mask.dim() not in (2, 4)):
        return False
    if not all(_static(t) for t in tensors):
        return False
    return q.shape[0] * q.shape[1] * q.shape[2] * k.shape[2] >= MIN_SCORES


def _cuda_kernels_take(q, k, v, dropout_p, attn_mask, is_causal) -> bool:
    """Whether torch's CUDA attention kernels take these tensors as the CUDA plugin calls them
    (compiler/src/lower/attention.rs, `cuda_refusal`; csrc/cuda_attention.cpp): float16, bfloat16
    or float32 alike, rank 4, static sizes, no dropout, no mask, one head size for query, key and
    value that is a multiple of 8 and at most 256, at least `MIN_SCORES` scores; and, where CUDA
    is there to ask, flash or memory-efficient attention enabled and taking them as torch judges
    it (eager picks among the same kernels at run time)."""
    if dropout_p != 0.0 or (attn_mask is not None and is_causal):
        return False
    if q.dtype not in (torch.float16, torch.bfloat16, torch.float32) or k.dtype != q.dtype or v.dtype != q.dtype:
        return False
    if q.dim() != 4 or k.dim() != 4 or v.dim() != 4 or not all(_static(t) for t in (q, k, v)):
        return False
    (b, h, l, e), (bk, hk, s, ek) = q.shape, k.shape
    if (bk, hk, ek) != (b, h, e) or tuple(v.shape) != (b, h, s, e) or min(b, h, l, s, e) == 0:
        return False
    if e % 8 != 0 or e > 256 or b * h * l * s < MIN_SCORES:
        return False
    if attn_mask is not None:
        if attn_mask.dtype not in (torch.bool, q.dtype) or not 2 <= attn_mask.dim() <= 4 or not _static(attn_mask):
            return False
        try:
            if torch.broadcast_shapes(attn_mask.shape, (b, h, l, s)) != (b, h, l, s):
                return False
        except RuntimeError:
            return False
    return _torch_takes_on_cuda(q, k, v, is_causal, attn_mask)


def _torch_takes_on_cuda(q, k, v, is_causal, attn_mask=None) -> bool:
    """torch's own verdict: flash or memory-efficient attention enabled and able to run these
    tensors (`torch.backends.cuda.can_use_*`, which read shapes, strides, dtypes, whether a
    gradient is wanted and the GPU's capability). Asked of the example values (fake tensors) and,
    should torch refuse to read those, of real tensors with their sizes, strides and dtypes made
    for the question. Without CUDA (a fake CUDA tensor on a CPU machine) the shape rules of
    `_cuda_kernels_take` decide."""
    if not torch.cuda.is_available():
        return True
    cuda = torch.backends.cuda
    if not (cuda.flash_sdp_enabled() or cuda.mem_efficient_sdp_enabled()):
        return False

    def verdict(tensors) -> bool:
        params = cuda.SDPAParams(*tensors[:3], tensors[3], 0.0, bool(is_causal), False)
        flash = cuda.flash_sdp_enabled() and cuda.can_use_flash_attention(params, False)
        efficient = cuda.mem_efficient_sdp_enabled() and cuda.can_use_efficient_attention(params, False)
        return bool(flash or efficient)

    try:
        return verdict((q, k, v, attn_mask))
    except (RuntimeError, TypeError, AttributeError, NotImplementedError):
        pass
    try:
        real = [torch.empty_strided(t.shape, t.stride(), dtype=t.dtype, device="cuda").requires_grad_(t.requires_grad)
                for t in (q, k, v)]
        mask = None if attn_mask is None else torch.zeros(attn_mask.shape, dtype=attn_mask.dtype, device="cuda")
        return verdict((*real, mask))
    except (RuntimeError, TypeError, AttributeError, NotImplementedError):
        return False


def _tensors_fit(q, k, v, masks, platform: str = "cpu", is_causal: bool = False) -> bool:
    """Whether a rewrite of attention over these example values reaches the kernel: what
    `kernel_takes` asks of each mask, on `platform`'s device, shapes that fit together, and masks
    that need no gradient (the kernel gives none) and broadcast to the scores."""
    if any(t is None for t in (q, k, v)) or any(m is None or m.requires_grad for m in masks):
        return False
    if q.device.type != platform or k.device != q.device or v.device != q.device:
        return False
    if platform == "cuda" and q.device.index not in (None, 0):
        return False  # the CUDA plugin runs cuda:0 only (docs/gpu.md)
    if not all(kernel_takes(q, k, v, 0.0, m, is_causal) for m in masks or [None]):
        return False
    (b, h, l, e), (bk, hk, s, ek) = q.shape, k.shape
    if (bk, hk, ek) != (b, h, e) or tuple(v.shape) != (b, h, s, e) or min(b, h, l, s, e) == 0:
        return False
    for m in masks:
        try:
            if torch.broadcast_shapes(m.shape, (b, h, l, s)) != (b, h, l, s):
                return False
        except RuntimeError:
            return False
    return True


def _last_two_swapped(t: fx.Node) -> fx.Node | None:
    """`x` when `t` is `x.transpose(-2, -1)` of a rank-4 `x` (any spelling of the two dims)."""
    if not _is(t, (torch.transpose,), ("transpose",)) or not _single_use(t):
        return None
    x, a, b = _arg(t, 0, "input"), _arg(t, 1, "dim0"), _arg(t, 2, "dim1")
    xv = _ev(x)
    if xv is None or xv.dim() != 4 or not isinstance(a, int) or not isinstance(b, int):
        return None
    return x if sorted((a % 4, b % 4)) == [2, 3] else None


MATMUL = (torch.matmul, operator.matmul)
SOFTMAX = (torch.softmax, torch.nn.functional.softmax, torch.Tensor.softmax)
ADD = (operator.add, torch.add, operator.iadd)
MUL_DIV = (operator.mul, torch.mul, operator.truediv, torch.div)


def _spelled_out(out: fx.Node) -> _Match | None:
    """The spelled-out attention that ends in `out` (the product with the values), if it is one."""
    if not _is(out, MATMUL, ("matmul",)) or len(out.args) != 2 or out.kwargs:
        return None
    p, v = out.args
    dead = [out]
    # An identity dtype conversion and dropout of probability 0, in either order.
    while True:
        if not isinstance(p, fx.Node) or not _single_use(p):
            return None
        if _is(p, (torch.nn.functional.dropout,), ("dropout",)):
            if _arg(p, 1, "p", 0.5) != 0.0 or _arg(p, 3, "inplace", False):
                return None
        elif _is(p, (), ("type", "to", "float")):
            src, got = _ev(p.args[0]) if p.args else None, _ev(p)
            if src is None or got is None or got.dtype != src.dtype or got.device != src.device:
                return None
        else:
            break
        dead.append(p)
        p = p.args[0] if p.args else p.kwargs.get("input")
    if not _is(p, SOFTMAX, ("softmax",)):
        return None
    dim, dtype = _arg(p, 1, "dim"), _arg(p, 2, "dtype")
    src = _ev(_arg(p, 0, "input"))
    if src is None or not isinstance(dim, int) or dim % max(src.dim(), 1) != src.dim() - 1 or (dtype is not None and dtype != src.dtype):
        return None
    dead.append(p)
    s = _arg(p, 0, "input")
    # Additive masks, outermost first.
    masks = []
    while _is(s, ADD, ("add",)) and _single_use(s) and len(s.args) == 2 and not s.kwargs:
        a, b = s.args
        if _leads_to_scores(a) and not _leads_to_scores(b):
            masks.append(b)
            dead.append(s)
            s = a
        elif _leads_to_scores(b) and not _leads_to_scores(a):
            masks.append(a)
            dead.append(s)
            s = b
        else:
            return None
    if any(not isinstance(m, fx.Node) for m in masks):
        return None
    scale = 1.0
    scaled = _scaled(s)
    if scaled is not None:
        dead.append(s)
        s, scale = scaled
    if not _is(s, MATMUL, ("matmul",)) or not _single_use(s) or len(s.args) != 2 or s.kwargs:
        return None
    q, kt = s.args
    k = _last_two_swapped(kt)
    if k is None:
        return None
    dead.extend([s, kt])
    return _Match(q, k, v, masks, scale, False, out, dead, source=s)


def _scaled(n) -> tuple[fx.Node, float] | None:
    """`(x, c)` when `n` is `x * c`, `c * x` or `x / c` for a Python number `c` (`1 / c` for the
    division), used once."""
    if not _is(n, MUL_DIV, ("mul", "div")) or not _single_use(n) or len(n.args) != 2 or n.kwargs:
        return None
    a, b = n.args
    number = lambda x: isinstance(x, (int, float)) and not isinstance(x, bool)  # noqa: E731
    if n.target in (operator.truediv, torch.div, "div"):
        return (a, 1.0 / b) if isinstance(a, fx.Node) and number(b) and b != 0 else None
    if isinstance(a, fx.Node) and number(b):
        return a, float(b)
    if isinstance(b, fx.Node) and number(a):
        return b, float(a)
    return None


def _leads_to_scores(n, depth: int = 0) -> bool:
    """Whether `n` is the scores' side of an add: a product, possibly scaled by a number or with
    other terms added."""
    if not isinstance(n, fx.Node) or depth > 8:
        return False
    if _is(n, MATMUL, ("matmul",)):
        return True
    scaled = _scaled(n)
    if scaled is not None:
        return _leads_to_scores(scaled[0], depth + 1)
    if _is(n, ADD, ("add",)) and len(n.args) == 2:
        return any(_leads_to_scores(x, depth + 1) for x in n.args)
    return False


def _sdpa_call(n: fx.Node) -> _Match | None:
    """A `F.scaled_dot_product_attention` call the flash kernel takes."""
    if not _is(n, (torch.nn.functional.scaled_dot_product_attention,)):
        return None
    q, k, v = (_arg(n, i, name) for i, name in enumerate(("query", "key", "value")))
    mask = _arg(n, 3, "attn_mask")
    dropout, causal = _arg(n, 4, "dropout_p", 0.0), _arg(n, 5, "is_causal", False)
    scale, gqa = _arg(n, 6, "scale"), n.kwargs.get("enable_gqa", False)
    if dropout != 0.0 or not isinstance(causal, bool) or gqa or not all(isinstance(t, fx.Node) for t in (q, k, v)):
        return None
    if mask is not None and (causal or not isinstance(mask, fx.Node)):
        return None
    if scale is not None and not isinstance(scale, (int, float)):
        return None
    return _Match(q, k, v, [] if mask is None else [mask], None if scale is None else float(scale), causal, n, [n],
                  spelled=False)


def _same_strides(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Whether two tensors of one shape have one layout (strides of size-1 dims do not count)."""
    return all(n == 1 or x == y for n, x, y in zip(a.shape, a.stride(), b.stride()))


def _layout_change(out: torch.Tensor | None, q: torch.Tensor) -> str | None:
    """What the kernel's result needs to have the layout eager gives the attention (`out`, traced
    by Dynamo): "" nothing, "contiguous" a contiguous copy, None: no rewrite. The kernel lays its
    result out as its query (torch's meta kernel: `empty_like(query)`); eager's math backend,
    which it runs for a query whose last dim is not contiguous, gives a contiguous one."""
    if out is None:
        return ""
    kernel = torch.empty_like(torch.empty_strided(q.shape, q.stride(), device="meta"))
    if tuple(out.shape) != tuple(kernel.shape) or _same_strides(out, kernel):
        return ""
    return "contiguous" if out.is_contiguous() else None


def fuse_attention(gm: fx.GraphModule, platform: str = "cpu") -> int:
    """Rewrites each attention of `gm` the flash kernel takes into one call of it (see the module's
    docstring); returns how many were rewritten. `platform`: "cpu" (torch's CPU kernel) or "cuda"
    (torch's CUDA kernels)."""
    g = gm.graph
    count = 0
    for n in list(g.nodes):
        if n.op not in ("call_function", "call_method") or n.graph is not g:
            continue
        m = _sdpa_call(n) or _spelled_out(n)
        if m is None:
            continue
        masks = [_ev(x) for x in m.masks]
        if m.spelled and any(x is not None and x.dtype == torch.bool for x in masks):
            continue  # added to the scores, a boolean is 0 or 1, not a mask
        if not _tensors_fit(_ev(m.q), _ev(m.k), _ev(m.v), masks, platform, m.is_causal):
            continue
        # Under autocast the attention's result may have another dtype than its inputs (eager
        # casts them for it); the op would compute in theirs.
        out_value, q_value = _ev(m.out), _ev(m.q)
        if out_value is not None and out_value.dtype != q_value.dtype:
            continue
        layout = _layout_change(out_value, q_value)
        if layout is None:
            continue
        if platform == "cuda":
            register_eager_cuda_attention()
        with g.inserting_before(m.out):
            mask = m.masks[0] if m.masks else None
            for extra in m.masks[1:]:
                mask = g.call_function(operator.add, (mask, extra))
            if len(m.masks) > 1:
                mask.meta["example_value"] = None
            kwargs = {"attn_mask": mask, "scale": m.scale}
            call = g.call_function(FLASH, (m.q, m.k, m.v, 0.0, m.is_causal), kwargs)
            # The user's line for the call (hints, error messages): the scores' product.
            call.meta.update({k: v for k, v in (m.source or m.out).meta.items() if k not in ("example_value", "val")})
            first = g.call_function(operator.getitem, (call, 0))
            if m.masks and m.spelled:
                # A row every key of which the mask sets to -inf: softmax as written gives NaN
                # there, the kernel 0. The rewrite gives eager's NaN.
                dead_row = g.call_function(torch.all, (g.call_function(torch.isneginf, (mask,)),),
                                           {"dim": -1, "keepdim": True})
                first = g.call_function(torch.where, (dead_row, float("nan"), first))
            if layout == "contiguous":
                first = g.call_method("contiguous", (first,))
        first.meta.update(m.out.meta)
        m.out.replace_all_uses_with(first)
        for old in m.dead:
            if isinstance(old, fx.Node) and not old.users:
                g.erase_node(old)
        count += 1
    if count:
        g.lint()
        gm.recompile()
    return count


__all__ = ["fuse_attention", "kernel_takes", "MIN_SCORES"]
