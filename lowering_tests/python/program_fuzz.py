"""Random PyTorch programs, compiled with torchtpu and compared with eager (a differential fuzzer).

The OpInfo sweep (`opinfo_sweep.py`) checks ops one at a time. The bugs it cannot see are in how
ops meet: the canonicalization passes (transposes moved past slices and reshapes, channels-last
layouts, products with their bias, convolutions with their epilogue), aliasing and in-place
writes, outputs that are views, shape buckets. This script writes random programs of 4 to 16
steps from a few dozen templates (elementwise ops with broadcasting, reductions, views and
reshapes, slices, concatenation, indexing reads and writes, products, convolutions, pooling,
norms, attention, in-place writes of inputs), each step kept only if eager runs it on the
program's own inputs and gives finite values of moderate size, so every program is valid for
eager. Then it runs each program

- compiled (`dynamic=False`) with `TORCHTPU_FALLBACK=error` semantics (a fallback counts as a
  failure: the program's ops all have rules), against eager: outputs (values, shapes, dtypes,
  strides) and what the program wrote into its inputs;
- with `--train`, the same with gradients: the inputs' gradients of a weighted sum of the
  outputs;
- with `--dynamic`, compiled with `dynamic=True` and called at the generated sizes and at sizes
  with every dim of size 5 or more one larger (where eager runs the program at those sizes).

Usage:
    .venv/bin/python lowering_tests/python/program_fuzz.py --seeds 0:200 [--train] [--dynamic]
    .venv/bin/python lowering_tests/python/program_fuzz.py --seed 17 --show   # the program's source

Each failure prints the seed, what differed and the program, which `--seed N --show` prints again.
`test_program_fuzz.py` runs a fixed set of seeds in the test suite.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import random
import sys
import time
import traceback
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F

# Sizes the generator draws dims from: small (programs stay cheap), with ones (broadcasting,
# squeezes) and odd sizes (padding, buckets).
_DIMS = (1, 2, 3, 4, 5, 6, 7, 8, 12, 16)
# In about a third of the programs ("big"), dims large enough that the ops reach the paths that
# start at a size (products and convolutions in MKL/oneDNN from 32K multiply-adds, torch's
# softmax, norms, pools and sums from 16K elements, flash attention from 16K scores, the
# channels-last pass from three convolutions).
_BIG_DIMS = (3, 8, 16, 32, 64, 128)
_LIMIT = 1e4  # a step whose values grow past this is dropped (comparisons stay meaningful)
# Relative tolerance by float type (`--dtype`): float64 programs are compared to 1e-8, so a step
# computed in float32 (about 1e-7 off) shows; half types only to what their rounding allows.
_TOLERANCE = {torch.float64: 1e-8, torch.float32: 2e-4, torch.float16: 4e-3, torch.bfloat16: 3e-2}
# Steps whose gradient is ill-conditioned where their value is near 0.
_STEEP = (".std(", ".var(", ".norm(", "var_mean(", "cdist(")
_DTYPES = {"float32": torch.float32, "float64": torch.float64, "bfloat16": torch.bfloat16, "float16": torch.float16}


@dataclass
class Program:
    seed: int
    inputs: dict[str, torch.Tensor]  # name -> value (float inputs are the trainable ones)
    lines: list[str] = field(default_factory=list)
    outputs: list[str] = field(default_factory=list)

    def source(self) -> str:
        args = ", ".join(self.inputs)
        body = "\n".join(f"    {l}" for l in self.lines) or "    pass"
        return f"def program({args}):\n{body}\n    return ({', '.join(self.outputs)},)\n"

    def setup_source(self) -> str:
        """Python that makes the inputs (for a reproducer)."""
        out = []
        for name, v in self.inputs.items():
            out.append(f"{name} = {_literal(v)}")
        return "\n".join(out)

    def function(self):
        scope = {"torch": torch, "F": F}
        exec(compile(self.source(), f"<program {self.seed}>", "exec"), scope)  # noqa: S102 - our own text
        return scope["program"]

    def fresh_inputs(self, requires_grad: bool = False, grow: bool = False) -> list[torch.Tensor]:
        out = []
        for v in self.inputs.values():
            v = _grown(v, self.seed) if grow else v.clone()
            if requires_grad and v.is_floating_point():
                v = v.detach().requires_grad_(True)
            out.append(v)
        return out


def _literal(v: torch.Tensor) -> str:
    return f"torch.tensor({v.tolist()!r}, dtype={v.dtype})"


def _grown(v: torch.Tensor, seed: int) -> torch.Tensor:
    """`v` with every dim of size 5 or more one longer (new values from a generator of its own)."""
    shape = [d + 1 if d >= 5 else d for d in v.shape]
    g = torch.Generator().manual_seed(seed * 7919 + v.numel())
    if not v.is_floating_point() and v.dtype != torch.bool:
        lo = int(v.min().item()) if v.numel() else 0
        hi = int(v.max().item()) + 1 if v.numel() else 1
        return torch.randint(lo, max(hi, lo + 1), shape, generator=g, dtype=v.dtype)
    if v.dtype == torch.bool:
        return torch.rand(shape, generator=g) > 0.5
    return torch.randn(shape, generator=g, dtype=v.dtype)


class _Gen:
    """Writes one program. `env` holds the eager values of every name so far; a candidate step runs
    in eager at once and is kept only where it runs and its values are finite and moderate."""

    def __init__(self, seed: int, train: bool):
        self.rng = random.Random(seed)
        self.seed = seed
        self.train = train
        self.env: dict[str, torch.Tensor] = {}
        self.inputs: dict[str, torch.Tensor] = {}
        self.lines: list[str] = []
        self.fresh: set[str] = set()  # values without ties (argmax, sort, topk only read these)
        self.n = 0
        self.big = self.rng.random() < 0.35
        self.max_numel = 1 << 18 if self.big else 1 << 16
        self.dtype = torch.get_default_dtype()  # every float value of the program has it
        torch.manual_seed(seed)

    # --- names and values -------------------------------------------------------------------
    def shape(self, rank: int | None = None) -> list[int]:
        rank = self.rng.choice((1, 2, 2, 3, 3, 4)) if rank is None else rank
        dims = [self.rng.choice(_BIG_DIMS if self.big else _DIMS) for _ in range(rank)]
        while math.prod(dims) > self.max_numel // 4:
            dims[dims.index(max(dims))] //= 2
        return dims

    def new_input(self, shape: list[int], kind: str = "float", hi: int = 4) -> str:
        name = f"x{len(self.inputs)}"
        if kind == "float":
            v = torch.randn(shape)
            self.fresh.add(name)
        elif kind == "long":
            v = torch.randint(0, hi, shape)
        elif kind == "int":
            v = torch.randint(-9, 10, shape, dtype=self.rng.choice((torch.int64, torch.int32, torch.int64)))
        else:
            v = torch.rand(shape) > 0.5
        self.inputs[name] = v
        self.env[name] = v.clone()
        return name

    def values(self, kind: str = "float", pred=None) -> list[str]:
        out = []
        for name, v in self.env.items():
            if kind == "float":
                ok = v.is_floating_point()
            elif kind == "int":
                ok = not v.is_floating_point() and not v.is_complex() and v.dtype != torch.bool
            else:
                ok = v.dtype == (torch.int64 if kind == "long" else torch.bool)
            if ok and (pred is None or pred(v)):
                out.append(name)
        return out

    def pick(self, kind: str = "float", pred=None) -> str | None:
        names = self.values(kind, pred)
        if not names:
            return None
        # Later values more often: programs get deep rather than wide.
        weights = [1 + i for i in range(len(names))]
        return self.rng.choices(names, weights)[0]

    def dim(self, name: str) -> int:
        r = self.env[name].dim()
        return self.rng.randrange(-r, r) if r else 0

    # --- running candidate steps ------------------------------------------------------------
    def try_step(self, line: str, out: str | None = None, fresh: bool = False) -> bool:
        scope = {"torch": torch, "F": F, **{k: v.clone() for k, v in self.env.items()}}
        before = {k: v for k, v in scope.items() if isinstance(v, torch.Tensor)}
        try:
            with torch.no_grad():
                exec(line, scope)  # noqa: S102 - our own text
        except Exception:  # noqa: BLE001 - an invalid candidate is dropped
            return False
        names = [out] if out else []
        for k, v in scope.items():
            if isinstance(v, torch.Tensor) and k in before and k not in names:
                names.append(k)  # values written in place
        for k in names:
            v = scope.get(k)
            if not isinstance(v, torch.Tensor):
                return False
            if v.is_floating_point() and v.numel() and (not torch.isfinite(v).all() or v.abs().max() > _LIMIT):
                return False
            if v.numel() > self.max_numel:
                return False
            if v.is_floating_point() and v.dtype != self.dtype and self.dtype != torch.float32:
                return False  # a program of another float type stays in it (tolerances are by type)
            if ((self.train or "cdist(" in line) and k == out and any(f in line for f in _STEEP)
                    and v.is_floating_point() and v.numel() and bool((v.abs() < 1e-3).any())):
                # A spread or distance near 0: its gradient, (x - mean) / std, is rounding over
                # rounding there, and differs with the order of a sum (seed 588 of the first
                # generator: the std of a constant, padded column); eager's cdist of more than 25
                # rows, |x|^2 + |y|^2 - 2 x.y, is the square root of rounding near 0 (seed 411).
                return False
        for k in names:
            self.env[k] = scope[k]
        if out and fresh:
            self.fresh.add(out)
        self.lines.append(line)
        return True

    def name(self) -> str:
        self.n += 1
        return f"v{self.n}"


# --- step templates: each returns (line, fresh) for the output name `o`, or None ------------

_UNARY = (
    "torch.relu({a})", "torch.sigmoid({a})", "torch.tanh({a})", "torch.sin({a})", "torch.cos({a})",
    "torch.abs({a})", "-{a}", "torch.exp(torch.tanh({a}))", "F.gelu({a})", "F.gelu({a}, approximate='tanh')",
    "F.silu({a})", "F.softplus({a})", "F.leaky_relu({a}, 0.1)", "F.hardswish({a})", "F.elu({a})",
    "torch.sqrt({a}.abs() + 1)", "torch.log1p({a}.abs())", "torch.rsqrt({a}.abs() + 0.5)", "{a} * {a}",
    "torch.clamp({a}, -0.5, 0.7)", "torch.erf({a})", "{a} * 2.5 - 1", "1 - {a}", "torch.reciprocal({a}.abs() + 1)",
    "F.hardtanh({a})", "F.mish({a})", "torch.atan({a})", "{a}.float()", "{a}.double().sin().float()",
)
_BINARY = (
    "{a} + {b}", "{a} - {b}", "{a} * {b}", "torch.maximum({a}, {b})", "torch.minimum({a}, {b})",
    "{a} / ({b}.abs() + 1)", "torch.where({a} > {b}, {a}, {b})", "torch.lerp({a}, {b}, 0.3)",
    "torch.atan2({a}, {b}.abs() + 0.1)", "{a} + 0.5 * {b}", "torch.addcmul({a}, {b}, {b}, value=0.5)",
)


def _unary(g: _Gen, o: str):
    a = g.pick()
    return a and f"{o} = " + g.rng.choice(_UNARY).format(a=a)


def _binary(g: _Gen, o: str):
    a = g.pick()
    if a is None:
        return None
    sa = tuple(g.env[a].shape)

    def broadcasts(v):
        try:
            torch.broadcast_shapes(sa, tuple(v.shape))
            return True
        except RuntimeError:
            return False

    b = g.pick(pred=broadcasts)
    if b is None or g.rng.random() < 0.2:
        # A fresh input of a shape that broadcasts against `a` (ones where a dim is dropped).
        shape = [d if g.rng.random() < 0.7 else 1 for d in sa][g.rng.randrange(0, len(sa) + 1):] if sa else []
        b = g.new_input(shape)
    if g.rng.random() < 0.5:
        a, b = b, a
    return f"{o} = " + g.rng.choice(_BINARY).format(a=a, b=b)


def _reduce(g: _Gen, o: str):
    a = g.pick(pred=lambda v: v.dim() >= 1)
    if a is None:
        return None
    d, k = g.dim(a), g.rng.choice(("True", "False"))
    forms = (
        f"{a}.sum({d}, keepdim={k})", f"{a}.mean({d}, keepdim={k})", f"{a}.amax({d}, keepdim={k})",
        f"{a}.amin({d}, keepdim={k})", f"{a}.var({d}, keepdim={k})", f"{a}.std({d}, unbiased=False)",
        # (a negative dim of size 1 makes Dynamo's own shapes wrong: docs/limitations.md)
        f"torch.logsumexp({a}, {d})", f"{a}.norm(dim={d % g.env[a].dim()})", f"{a}.sum()", f"{a}.mean()",
        f"{a}.cumsum({d})", f"torch.cummax({a}, {d}).values", f"F.softmax({a}, {d})", f"F.log_softmax({a}, {d})",
        f"{a}.abs().amax()", f"torch.tanh({a}).prod({d})", f"{a}.sum(({d}, {g.dim(a)}))" if g.env[a].dim() > 1 else f"{a}.sum(0)",
    )
    return f"{o} = " + g.rng.choice(forms)


def _norm(g: _Gen, o: str):
    a = g.pick(pred=lambda v: v.dim() >= 2)
    if a is None:
        return None
    c = g.env[a].shape[-1]
    kind = g.rng.randrange(4)
    if kind == 0:
        w, b = g.new_input([c]), g.new_input([c])
        return f"{o} = F.layer_norm({a}, ({c},), {w}, {b})"
    if kind == 1:
        return f"{o} = F.rms_norm({a}, ({c},))"
    if kind == 2:
        return f"{o} = F.normalize({a}, dim={g.dim(a)})"
    if g.env[a].dim() >= 3 and g.env[a].shape[1] % 2 == 0:
        return f"{o} = F.group_norm({a}, 2)"
    return None


def _shape_of(g: _Gen, numel: int) -> list[int]:
    """A random shape of `numel` elements, rank 1 to 4."""
    dims, rest = [], numel
    for _ in range(g.rng.randrange(0, 3)):
        divs = [d for d in range(2, rest + 1) if rest % d == 0 and d <= 16]
        if not divs:
            break
        d = g.rng.choice(divs)
        dims.append(d)
        rest //= d
    dims.append(rest)
    g.rng.shuffle(dims)
    return dims


def _view(g: _Gen, o: str):
    a = g.pick()
    if a is None:
        return None
    v = g.env[a]
    r = v.dim()
    k = g.rng.randrange(16)
    if k == 0 and r >= 2:
        return f"{o} = {a}.transpose({g.dim(a)}, {g.dim(a)})"
    if k == 1 and r >= 2:
        perm = list(range(r))
        g.rng.shuffle(perm)
        return f"{o} = {a}.permute({perm})"
    if k == 2:
        return f"{o} = {a}.reshape({_shape_of(g, v.numel())})"
    if k == 3 and r >= 2:
        return f"{o} = {a}.flatten({g.rng.randrange(r - 1)})"
    if k == 4:
        return f"{o} = {a}.unsqueeze({g.rng.randrange(-r - 1, r + 1)})"
    if k == 5 and 1 in v.shape:
        return f"{o} = {a}.squeeze({list(v.shape).index(1)})"
    if k == 6 and r >= 1:
        parts = []
        for d in v.shape:
            if g.rng.random() < 0.5 or d < 2:
                parts.append(":")
            else:
                lo = g.rng.randrange(0, d - 1)
                hi = g.rng.randrange(lo + 1, d + 1)
                step = g.rng.choice((1, 1, 2, 3))
                parts.append(f"{lo}:{hi}:{step}" if step > 1 else f"{lo}:{hi}")
        return f"{o} = {a}[{', '.join(parts)}]"
    if k == 7 and r >= 1:
        return f"{o} = torch.flip({a}, ({g.dim(a)},))"
    if k == 8 and r >= 1:
        return f"{o} = torch.roll({a}, {g.rng.randrange(-3, 4)}, {g.dim(a)})"
    if k == 9:
        b = g.pick(pred=lambda u: u.dim() == r and r >= 1)
        if b is None:
            return None
        d = g.dim(a)
        return f"{o} = torch.cat([{a}, {b}], {d})"
    if k == 10:
        b = g.pick(pred=lambda u: u.shape == v.shape)
        return b and f"{o} = torch.stack([{a}, {b}], {g.rng.randrange(-r - 1, r + 1)})"
    if k == 11 and 1 in v.shape:
        shape = [g.rng.choice((2, 3, 4)) if d == 1 else d for d in v.shape]
        return f"{o} = {a}.expand({shape})"
    if k == 12 and r >= 1:
        d = g.dim(a)
        n = g.rng.randrange(1, 4)
        return f"{o} = {a}.chunk({n}, {d})[{g.rng.randrange(0, n)}]" if v.shape[d] >= n else None
    if k == 13 and r >= 1:
        d = g.dim(a)
        return f"{o} = {a}.select({d}, {g.rng.randrange(v.shape[d])})" if v.shape[d] else None
    if k == 14 and r >= 2:
        return f"{o} = {a}.{g.rng.choice(('tril()', 'triu(1)', 'mT', 'diagonal(0, -2, -1)'))}"
    if k == 15:
        return f"{o} = {a}.{g.rng.choice(('contiguous()', 'clone()', 'repeat(' + str([g.rng.choice((1, 2))] * max(r, 1)) + ')'))}"
    return None


def _pad(g: _Gen, o: str):
    a = g.pick(pred=lambda v: v.dim() >= 2 and min(v.shape[-2:]) >= 3)
    if a is None:
        return None
    p = [g.rng.randrange(0, 3) for _ in range(4)]
    mode = g.rng.choice(("constant", "reflect", "replicate", "circular"))
    if mode == "constant":
        return f"{o} = F.pad({a}, {p}, value=0.25)"
    v = g.env[a]
    if v.dim() == 2:
        return f"{o} = F.pad({a}.unsqueeze(0), {p}, mode='{mode}').squeeze(0)"
    if v.dim() == 3:
        return f"{o} = F.pad({a}, {p[:2]}, mode='{mode}')"
    return f"{o} = F.pad({a}, {p}, mode='{mode}')"


def _index(g: _Gen, o: str):
    a = g.pick(pred=lambda v: v.dim() >= 1 and min(v.shape) >= 1)
    if a is None:
        return None
    v = g.env[a]
    d = g.rng.randrange(v.dim())
    n = v.shape[d]
    idx = [g.rng.randrange(n) for _ in range(g.rng.randrange(1, 6))]
    k = g.rng.randrange(8)
    if k == 0:
        return f"{o} = {a}.index_select({d}, torch.tensor({idx}))"
    if k == 1:
        i = g.new_input([len(idx)], "long", hi=n)
        return f"{o} = {a}[{':, ' * d}{i}]"
    if k == 2:
        shape = list(v.shape)
        shape[d] = len(idx)
        i = g.new_input(shape, "long", hi=n)
        return f"{o} = torch.gather({a}, {d}, {i})"
    if k == 3:
        return f"{o} = {a}.masked_fill({a} > 0.5, -0.25)"
    if k == 4:
        b = g.pick(pred=lambda u: u.shape == v.shape)
        i = g.new_input(list(v.shape), "long", hi=n)
        return b and f"{o} = {a}.scatter_add({d}, {i}, {b})"
    if k == 5:
        src = list(v.shape)
        src[d] = len(idx)
        s = g.new_input(src)
        return f"{o} = {a}.index_add({d}, torch.tensor({idx}), {s})"
    if k == 6:
        sl = f"{':, ' * d}{idx[0]}:{idx[0] + 1}"
        b = g.pick(pred=lambda u: u.dim() <= v.dim())
        val = b if b and g.rng.random() < 0.5 else "0.5"
        return f"{o} = {a}.clone(); {o}[{sl}] = {val}"
    i = g.new_input([len(idx)], "long", hi=n)
    return f"{o} = {a}.index_put(({i},), {a}[{i}] * 2, accumulate=True)" if d == 0 else None


def _argmax(g: _Gen, o: str):
    a = g.pick(pred=lambda v: v.dim() >= 1)
    if a is None or a not in g.fresh:
        return None
    d = g.dim(a)
    k = g.rng.randrange(4)
    if k == 0:
        return f"{o} = {a}.argmax({d})"
    if k == 1:
        n = min(3, g.env[a].shape[d])
        return f"{o} = {a}.topk({n}, {d}).values"
    if k == 2:
        return f"{o} = {a}.sort({d}).values"
    return f"{o} = ({a} > 0).sum({d})"


def _matmul(g: _Gen, o: str):
    a = g.pick(pred=lambda v: v.dim() >= 1)
    if a is None:
        return None
    v = g.env[a]
    k = v.shape[-1]
    n = g.rng.choice((1, 3, 8, 16, 24))
    form = g.rng.randrange(5)
    if form == 0:
        w = g.new_input([k, n])
        return f"{o} = {a} @ {w}"
    if form == 1:
        w, b = g.new_input([n, k]), g.new_input([n])
        return f"{o} = F.linear({a}, {w}, {b})"
    if form == 2:
        w = g.new_input([n, k])
        return f"{o} = F.linear({a}, {w})"
    if form == 3 and v.dim() >= 2:
        b = g.pick(pred=lambda u: u.dim() == v.dim() and u.shape[:-2] == v.shape[:-2] and u.shape[-2] == k)
        return b and f"{o} = torch.matmul({a}, {b})"
    if form == 4 and v.dim() == 3:
        return f"{o} = torch.bmm({a}, {a}.transpose(1, 2))"
    return None


def _conv(g: _Gen, o: str):
    a = g.pick(pred=lambda v: v.dim() == 4 and min(v.shape[-2:]) >= 3)
    if a is None:
        if g.rng.random() < 0.5:
            return None
        a = g.new_input([g.rng.choice((1, 2, 3)), g.rng.choice((1, 2, 3, 4, 8)), g.rng.choice((5, 6, 8)), g.rng.choice((5, 7, 8))])
    v = g.env[a]
    c = v.shape[1]
    k = g.rng.randrange(9)
    if k <= 2:
        groups = g.rng.choice([x for x in (1, 2, c) if c % x == 0])
        oc = groups * g.rng.choice((1, 2, 3))
        ks = g.rng.choice((1, 3))
        w = g.new_input([oc, c // groups, ks, ks])
        b = g.new_input([oc]) if g.rng.random() < 0.5 else "None"
        stride, pad, dil = g.rng.choice((1, 2)), g.rng.choice((0, 1)), g.rng.choice((1, 1, 2))
        return f"{o} = F.conv2d({a}, {w}, {b}, stride={stride}, padding={pad}, dilation={dil}, groups={groups})"
    if k == 3:
        return f"{o} = F.max_pool2d({a}, {g.rng.choice((2, 3))}, {g.rng.choice((1, 2))}, {g.rng.choice((0, 1))})"
    if k == 4:
        return f"{o} = F.avg_pool2d({a}, 2, {g.rng.choice((1, 2))}, count_include_pad={g.rng.choice(('True', 'False'))}, padding={g.rng.choice((0, 1))})"
    if k == 5:
        return f"{o} = F.adaptive_avg_pool2d({a}, ({g.rng.choice((1, 2, 3))}, {g.rng.choice((1, 2, 4))}))"
    if k == 6:
        mode = g.rng.choice(("nearest", "bilinear"))
        extra = ", align_corners=False" if mode == "bilinear" else ""
        return f"{o} = F.interpolate({a}, scale_factor=2, mode='{mode}'{extra})"
    if k == 7:
        w, b = g.new_input([c]), g.new_input([c])
        mean, var = f"torch.zeros({c})", f"torch.ones({c})"
        training = g.rng.choice(("True", "False"))
        return f"{o} = F.batch_norm({a}, {mean}, {var}, {w}, {b}, training={training})"
    return f"{o} = {a}.contiguous(memory_format=torch.channels_last)"


def _attention(g: _Gen, o: str):
    a = g.pick(pred=lambda v: v.dim() == 4 and v.shape[-1] >= 2)
    if a is None:
        return None
    v = g.env[a]
    b = g.pick(pred=lambda u: u.shape == v.shape) or a
    causal = g.rng.choice(("True", "False"))
    return f"{o} = F.scaled_dot_product_attention({a}, {b}, {b}, is_causal={causal})"


def _inplace_input(g: _Gen, o: str):
    """A write into an input (inference programs only: inputs that require grad are leaves)."""
    if g.train:
        return None
    names = [n for n in g.inputs if g.inputs[n].is_floating_point()]
    if not names:
        return None
    x = g.rng.choice(names)
    form = g.rng.randrange(4)
    if form == 0:
        return f"{x}.mul_(1.5); {o} = {x} + 1"
    if form == 1:
        b = g.pick(pred=lambda u: u.dim() <= g.env[x].dim())
        return b and f"{x}.add_({b}); {o} = {x}.sum()"
    if form == 2 and g.env[x].dim() >= 1 and g.env[x].shape[0] >= 2:
        return f"{x}[0] = 0.5; {o} = {x} * 2"
    return f"{o} = {x}.relu_()"


def _compare_mask(g: _Gen, o: str):
    a = g.pick()
    b = g.pick(pred=lambda u: u.shape == g.env[a].shape) if a else None
    if a is None or b is None:
        return None
    return f"{o} = torch.where({a} > 0, {b}, {a} * 0.5)"


def _embedding(g: _Gen, o: str):
    n, d = g.rng.choice((4, 10)), g.rng.choice((3, 8))
    w = g.new_input([n, d])
    i = g.new_input(g.shape(g.rng.choice((1, 2))), "long", hi=n)
    return f"{o} = F.embedding({i}, {w})"


def _convnet(g: _Gen, o: str):
    """Three or four convolutions with batch norm and an activation: what the channels-last pass,
    the convolution epilogue and the training batch norm with its activation rewrite."""
    a = g.pick(pred=lambda v: v.dim() == 4 and min(v.shape[-2:]) >= 8 and v.shape[1] <= 32)
    if a is None:
        h = g.rng.choice((16, 32) if g.big else (8, 12))
        a = g.new_input([g.rng.choice((1, 2, 4)), g.rng.choice((3, 8)), h, h])
    c = g.env[a].shape[1]
    act = g.rng.choice(("F.relu({})", "F.silu({})", "F.hardswish({})", "F.relu6({})", "{}"))
    training = g.rng.choice(("True", "False"))
    parts, x = [], a
    for i in range(g.rng.choice((3, 4))):
        oc = g.rng.choice((8, 16, 32)) if g.big else g.rng.choice((4, 8))
        ks = g.rng.choice((1, 3))
        w = g.new_input([oc, c, ks, ks])
        gamma, beta = g.new_input([oc]), g.new_input([oc])
        y = f"{o}_{i}"
        stride = 2 if i == 1 and g.rng.random() < 0.5 else 1
        parts.append(f"{y} = F.conv2d({x}, {w} * 0.3, stride={stride}, padding={ks // 2})")
        parts.append(f"{y} = " + act.format(f"F.batch_norm({y}, torch.zeros({oc}), torch.ones({oc}), {gamma}, {beta}, training={training})"))
        if i == 2 and oc == g.rng.choice((8, 16, 32, 4)) and g.rng.random() < 0.5:
            parts.append(f"{y} = {y} + F.max_pool2d({x}, 3, 1, 1)[:, :{oc}] if {y}.shape == F.max_pool2d({x}, 3, 1, 1)[:, :{oc}].shape else {y}")
        x, c = y, oc
    parts.append(f"{o} = {x}" if g.rng.random() < 0.6 else f"{o} = F.adaptive_avg_pool2d({x}, 1).flatten(1)")
    return "; ".join(parts)


def _attention_spelled(g: _Gen, o: str):
    """Attention written out (what `capture/attention.py` rewrites into torch's flash kernel)."""
    b, h = g.rng.choice((1, 2)), g.rng.choice((1, 2, 4))
    n, d = (g.rng.choice((64, 128)), g.rng.choice((16, 32))) if g.big else (g.rng.choice((4, 7)), g.rng.choice((2, 8)))
    q, k, v = (g.new_input([b, h, n, d]) for _ in range(3))
    mask = ""
    form = g.rng.randrange(3)
    if form == 1:
        mask = f" + {g.new_input([n, n])}"
    elif form == 2:
        mask = f".masked_fill(torch.ones({n}, {n}, dtype=torch.bool).triu(1), float('-inf'))"
    scale = 1 / math.sqrt(d)
    return f"{o} = torch.softmax((({q} @ {k}.transpose(-2, -1)) * {scale}){mask}, dim=-1) @ {v}"


def _inplace_view(g: _Gen, o: str):
    """A write through a view of an intermediate, which must reach its base."""
    a = g.pick(pred=lambda v: v.dim() >= 2 and min(v.shape) >= 2)
    if a is None:
        return None
    form = g.rng.randrange(4)
    if form == 0:
        return f"{o} = {a} * 1.0; {o}.transpose(0, 1)[0].mul_(2)"
    if form == 1:
        return f"{o} = {a} + 0; {o}[..., ::2].add_(1)"
    if form == 2:
        return f"{o} = {a}.clone(); {o}.diagonal(0, -2, -1).fill_(0.25)"
    return f"{o} = {a}.clone(); {o}.view(-1)[:3].zero_()" if g.env[a].is_contiguous() else None


_INT_UNARY = (
    "{a} // 3", "{a} % 4", "torch.remainder({a}, -3)", "torch.fmod({a}, 4)", "{a} * {a} - 7", "-{a}",
    "{a}.abs()", "torch.sign({a})", "{a}.clamp(-3, 4)", "{a} & 6", "{a} | 1", "{a} ^ 5", "~{a}",
    "{a} << 2", "{a} >> 1", "{a}.float() / 3", "{a} / 4", "{a} + 0.5", "({a}.float() * 1.7).to({a}.dtype)",
    "torch.div({a}, 3, rounding_mode='floor')", "torch.div({a}, -3, rounding_mode='trunc')", "{a}.pow(2)",
    "({a} > 0).sum(-1)", "torch.where({a} > 0, {a}, -{a})", "{a}.to(torch.int32)", "{a}.long() * 1000000007",
    "{a}.to(torch.uint8)", "{a}.to(torch.int8) * 20",
)
_INT_BINARY = (
    "{a} + {b}", "{a} - {b}", "{a} * {b}", "{a} // ({b}.abs() + 1)", "torch.remainder({a}, {b}.abs() + 1)",
    "torch.fmod({a}, {b}.abs() + 1)", "{a} & {b}", "{a} | {b}", "torch.maximum({a}, {b})", "{a} / ({b}.abs() + 1)",
    "torch.div({a}, {b}.abs() + 1, rounding_mode='floor')", "torch.div({a}, -({b}.abs() + 1), rounding_mode='trunc')",
    "torch.where({a} > {b}, {a}, {b})", "({a} == {b}).to({a}.dtype)", "{a}.float() * {b}",
)


def _integers(g: _Gen, o: str):
    """Integer arithmetic and casts: floor division and remainders of negative numbers, shifts,
    wrapping casts, promotion with floats; ties in argmax, max and stable sorts (eager's first
    index)."""
    a = g.pick("int")
    if a is None or g.rng.random() < 0.25:
        a = g.new_input(g.shape(), "int")
    k = g.rng.randrange(4)
    if k == 0:
        return f"{o} = " + g.rng.choice(_INT_UNARY).format(a=a)
    if k == 1:
        sa = tuple(g.env[a].shape)
        b = g.pick("int", pred=lambda v: v.shape == sa or v.dim() <= 1) or g.new_input(list(sa[-1:]), "int")
        return f"{o} = " + g.rng.choice(_INT_BINARY).format(a=a, b=b)
    if k == 2 and g.env[a].dim() >= 1:
        d = g.dim(a)
        return f"{o} = " + g.rng.choice((
            f"{a}.argmax({d})", f"{a}.argmin({d})", f"{a}.max({d}).indices", f"{a}.min({d}).values",
            f"{a}.sort({d}, stable=True).indices", f"{a}.sum({d})", f"{a}.cumsum({d})", f"{a}.prod({d})",
            f"{a}.float().mean({d})", f"{a}.amax({d})", f"torch.cummax({a}, {d}).indices"))
    # Rounded and cast: only values computed exactly (inputs), since one ulp of a computed value
    # moves it across an integer (seed 428: `(erf(x) * 10).floor()`).
    x = g.pick(pred=lambda v: any(v is g.env[n] for n in g.fresh))
    if x is None:
        return None
    return f"{o} = " + g.rng.choice((
        f"({x} * 10).round().to(torch.int64)", f"({x} * 10).floor().to(torch.int32)", f"({x} * 10).to(torch.int64)",
        f"({x} * 300).to(torch.uint8)", f"({x} * 300).to(torch.int8)", f"{x}.argmax()", f"(({x} * 4).round()).argmax(-1)",
        f"(({x} * 2).round()).max(-1).indices"))


def _loss(g: _Gen, o: str):
    """Losses (what training graphs end in): regression losses with each reduction, cross entropy
    with ignored targets and label smoothing, NLL, binary cross entropy, KL divergence."""
    a = g.pick(pred=lambda v: v.dim() >= 1 and v.numel() >= 2)
    if a is None:
        return None
    v = g.env[a]
    red = g.rng.choice(("mean", "sum", "none"))
    k = g.rng.randrange(9)
    if k <= 2:
        b = g.pick(pred=lambda u: u.shape == v.shape) or g.new_input(list(v.shape))
        form = ("F.mse_loss", "F.l1_loss", "F.smooth_l1_loss", "F.huber_loss")[g.rng.randrange(4)]
        extra = ", beta=0.5" if form == "F.smooth_l1_loss" else ", delta=0.7" if form == "F.huber_loss" else ""
        return f"{o} = {form}({a}, {b}, reduction='{red}'{extra})"
    if k <= 5 and v.dim() >= 2:
        c = v.shape[1]
        t = g.new_input([v.shape[0], *v.shape[2:]], "long", hi=c)
        if k == 3:
            return f"{o} = F.cross_entropy({a}, {t}, reduction='{red}', label_smoothing={g.rng.choice((0.0, 0.1))})"
        if k == 4:
            return f"{o} = F.cross_entropy({a}, {t}, ignore_index=0, reduction='{red}')"
        return f"{o} = F.nll_loss(F.log_softmax({a}, 1), {t}, reduction='{red}')"
    b = g.pick(pred=lambda u: u.shape == v.shape) or g.new_input(list(v.shape))
    if k == 6:
        return f"{o} = F.binary_cross_entropy_with_logits({a}, torch.sigmoid({b}), reduction='{red}')"
    if k == 7:
        return f"{o} = F.binary_cross_entropy(torch.sigmoid({a}), torch.sigmoid({b}), reduction='{red}')"
    if v.dim() >= 2:
        return f"{o} = F.kl_div(F.log_softmax({a}, -1), F.softmax({b}, -1), reduction='batchmean')"
    return f"{o} = F.cosine_similarity({a}, {b}, dim=-1)"


def _more_ops(g: _Gen, o: str):
    """Ops the other templates do not write: scans, differences, einsum, gated and fused forms,
    statistics pairs, tensor bounds, resampling modes, pixel shuffles, unfolds, distances."""
    a = g.pick(pred=lambda v: v.dim() >= 1)
    if a is None:
        return None
    v = g.env[a]
    r, d = v.dim(), g.dim(a)
    k = g.rng.randrange(20)
    if k == 0:
        return f"{o} = torch.cumprod(torch.tanh({a}) * 0.5 + 1, {d})"
    if k == 1:
        return f"{o} = torch.logcumsumexp({a}, {d})"
    if k == 2:
        return f"{o} = torch.diff({a}, dim={d})" if v.shape[d] >= 2 else None
    if k == 3 and v.shape[d] % 2 == 0:
        return f"{o} = F.glu({a}, {d})"
    if k == 4:
        return f"{o} = torch.nan_to_num(torch.log({a}), nan=0.5, neginf=-4.0)"
    if k == 5:
        return f"{o} = torch.var_mean({a}, {d}, correction={g.rng.choice((0, 1))})[{g.rng.randrange(2)}]"
    if k == 6:  # (no derivative in torch: a training program's backward would raise in eager)
        return None if g.train else f"{o} = torch.aminmax({a}, dim={d}).{g.rng.choice(('min', 'max'))}"
    if k == 7:
        b = g.pick(pred=lambda u: u.shape == v.shape)
        return b and f"{o} = torch.clamp({a}, min={b} - 0.5, max={b} + 0.5)"
    if k == 8 and r == 2:
        b = g.pick(pred=lambda u: u.dim() == 2 and u.shape[1] == v.shape[1]) or g.new_input([g.rng.choice((3, 8)), v.shape[1]])
        return f"{o} = torch.einsum('ij,kj->ik', {a}, {b})"
    if k == 9 and r == 3:
        return f"{o} = torch.einsum('bij->bj', {a}) + torch.einsum('bij,bij->b', {a}, {a}).unsqueeze(1)"
    if k == 10 and r >= 2:
        b = g.pick(pred=lambda u: u.dim() == r and u.shape[-1] == v.shape[-1] and u.shape[:-2] == v.shape[:-2])
        return b and f"{o} = torch.cdist({a}, {b})"
    if k == 11 and r == 4 and v.shape[1] % 4 == 0:
        return f"{o} = F.pixel_shuffle({a}, 2)"
    if k == 12 and r == 4 and v.shape[2] % 2 == 0 and v.shape[3] % 2 == 0:
        return f"{o} = F.pixel_unshuffle({a}, 2)"
    if k == 13 and r == 4 and min(v.shape[-2:]) >= 2:
        return f"{o} = F.unfold({a}, 2, stride={g.rng.choice((1, 2))})"
    if k == 14 and r == 4 and min(v.shape[-2:]) >= 4:
        mode = g.rng.choice(("bicubic", "nearest-exact", "area", "bilinear"))
        size = [max(1, x // 2 + g.rng.randrange(3)) for x in v.shape[-2:]]
        extra = ", align_corners=True" if mode in ("bicubic", "bilinear") and g.rng.random() < 0.5 else ""
        return f"{o} = F.interpolate({a}, size={size}, mode='{mode}'{extra})"
    if k == 15 and r == 3:
        c = v.shape[1]
        w = g.new_input([g.rng.choice((2, 4, 8)), c, g.rng.choice((1, 3))])
        return f"{o} = F.conv1d({a}, {w}, padding={g.rng.choice((0, 1))}, stride={g.rng.choice((1, 2))})"
    if k == 16 and r == 4:
        c = v.shape[1]
        w = g.new_input([c, g.rng.choice((2, 4)), 3, 3])
        return f"{o} = F.conv_transpose2d({a}, {w}, stride={g.rng.choice((1, 2))}, padding=1, output_padding=0)"
    if k == 17 and r == 3 and v.shape[-1] >= 2:
        return f"{o} = F.{g.rng.choice(('max_pool1d', 'avg_pool1d'))}({a}, 2)"
    if k == 18 and r == 4:
        return f"{o} = F.adaptive_max_pool2d({a}, ({g.rng.choice((1, 2))}, {g.rng.choice((1, 3))}))"
    if k == 19:
        return f"{o} = torch.repeat_interleave({a}, 2, dim={d})"
    return None


def _ties(g: _Gen, o: str):
    """Selections where ties decide which index eager returns: medians, kth values, descending
    and stable sorts, searches (on rounded values, so ties are common)."""
    a = g.pick(pred=lambda v: v.dim() >= 1 and v.numel() >= 2)
    if a is None:
        return None
    d = g.dim(a)
    x = f"({a} * 4).round()"
    n = g.env[a].shape[d]
    return f"{o} = " + g.rng.choice((
        f"torch.median({x}, {d}).values", f"torch.kthvalue({x}, {max(1, n // 2)}, {d}).values",
        f"torch.sort({x}, {d}, descending=True, stable=True).indices", f"{x}.argsort({d}, stable=True)",
        f"torch.bucketize({a}, torch.tensor([-1.0, 0.0, 0.5, 1.0]))", f"torch.median({x})",
        f"torch.searchsorted(torch.tensor([-1.0, -0.25, 0.0, 0.5]), {a}.reshape(-1))",
        f"{x}.max({d}).indices", f"{x}.argmin({d})"))


_TEMPLATES = (
    (_loss, 2), (_more_ops, 4), (_ties, 1),
    (_unary, 6), (_binary, 6), (_reduce, 3), (_norm, 1), (_view, 6), (_pad, 1), (_index, 2),
    (_argmax, 1), (_matmul, 3), (_conv, 2), (_attention, 1), (_inplace_input, 1),
    (_compare_mask, 1), (_embedding, 1), (_convnet, 1), (_attention_spelled, 1), (_inplace_view, 1), (_integers, 4),
)


def generate(seed: int, train: bool = False) -> Program:
    """The program of `seed` (the same for the same seed, torch and Python)."""
    g = _Gen(seed, train)
    for _ in range(g.rng.randrange(1, 3)):
        g.new_input(g.shape())
    steps = g.rng.randrange(4, 17)
    funcs, weights = zip(*_TEMPLATES)
    tries = 0
    while len(g.lines) < steps and tries < steps * 20:
        tries += 1
        o = f"v{g.n + 1}"
        made = g.rng.choices(funcs, weights)[0](g, o)
        if not made:
            continue
        if g.try_step(made, o):
            g.n += 1
    produced = [n for n in g.env if n.startswith("v")]
    outputs = produced[-1:] + g.rng.sample(produced[:-1], min(len(produced) - 1, g.rng.randrange(0, 4)))
    if train:
        outputs = [n for n in outputs if g.env[n].is_floating_point()] or produced[-1:]
    return Program(seed, g.inputs, g.lines, outputs or list(g.inputs)[:1])


# --- running and comparing ----------------------------------------------------------------

def _close(got, want, where: str, floor: float = 0.0) -> str | None:
    if not isinstance(got, torch.Tensor):
        return f"{where}: got {type(got).__name__}"
    if got.dtype != want.dtype or got.shape != want.shape:
        return f"{where}: {got.dtype}{list(got.shape)}, eager {want.dtype}{list(want.shape)}"
    try:
        scale = 1.0
        if want.is_floating_point() and want.numel():
            scale = max(1.0, float(want.abs().max()))
        tol = max(_TOLERANCE.get(want.dtype, 2e-4), floor)
        torch.testing.assert_close(got, want, rtol=tol, atol=tol * scale, equal_nan=True, check_stride=False)
    except AssertionError as e:
        lines = [l.strip() for l in str(e).splitlines() if l.strip().startswith(("Mismatched", "Greatest"))]
        return f"{where}: " + "; ".join(lines)
    return None


def _strides(got, want, where: str) -> str | None:
    if isinstance(got, torch.Tensor) and got.numel() > 1 and got.stride() != want.stride():
        # Strides of dims of size 1 carry no meaning.
        g = [s for s, d in zip(got.stride(), got.shape) if d > 1]
        w = [s for s, d in zip(want.stride(), want.shape) if d > 1]
        if g != w:
            return f"{where}: strides {got.stride()}, eager {want.stride()}"
    return None


def check(p: Program, train: bool = False, dynamic: bool = False, autocast: bool = False,
          mode: str = "fused") -> list[str]:
    """What differs between torchtpu and eager for program `p` (empty when nothing does). With
    `autocast`, both run under `torch.autocast("cpu", dtype=torch.bfloat16)` (the backward
    outside it, as torch advises), compared to bfloat16's tolerance. `mode`: torchtpu's
    execution mode (fused, strict, debug: docs/modes.md)."""
    import torchtpu

    def ctx():
        return torch.autocast("cpu", dtype=torch.bfloat16) if autocast else contextlib.nullcontext()

    floor = _TOLERANCE[torch.bfloat16] if autocast else 0.0

    fn = p.function()
    torch._dynamo.reset()
    torchtpu.reset_stats()
    compiled = torch.compile(fn, backend="torchtpu", dynamic=dynamic, options={"torchtpu.mode": mode})
    problems: list[str] = []
    sizes = [False, True] if dynamic else [False]
    for grow in sizes:
        want_in = p.fresh_inputs(train, grow)
        got_in = [v.detach().clone().requires_grad_(v.requires_grad) for v in want_in]
        try:
            with ctx():
                want = fn(*want_in)
        except Exception:  # noqa: BLE001 - the grown sizes may not suit the program
            continue
        tag = " (grown sizes)" if grow else ""
        try:
            with ctx():
                got = compiled(*got_in)
        except Exception as e:  # noqa: BLE001 - reported
            problems.append(f"raised{tag}: {type(e).__name__}: {str(e).splitlines()[0][:300] if str(e) else ''}")
            continue
        for i, (gv, wv) in enumerate(zip(got, want)):
            # Graphs compiled with symbolic sizes return contiguous outputs, not views of each
            # other (docs/limitations.md): their strides are not compared.
            gv = gv.detach() if isinstance(gv, torch.Tensor) else gv
            for msg in (_close(gv, wv.detach(), f"output {i}{tag}", floor),
                        None if dynamic else _strides(gv, wv.detach(), f"output {i}{tag}")):
                if msg:
                    problems.append(msg)
                    break
        if not train:
            for name, gv, wv in zip(p.inputs, got_in, want_in):
                msg = _close(gv, wv, f"input {name} after the call{tag}", floor)
                if msg:
                    problems.append(msg)
        else:
            weights = [torch.randn(w.shape, generator=torch.Generator().manual_seed(p.seed + i))
                       for i, w in enumerate(want)]
            for outs, ins in ((want, want_in), (got, got_in)):
                loss = sum((o * w).sum() for o, w in zip(outs, weights) if o.requires_grad)
                if isinstance(loss, torch.Tensor) and loss.requires_grad:
                    try:
                        loss.backward()
                    except Exception as e:  # noqa: BLE001 - reported
                        problems.append(f"backward raised{tag}: {type(e).__name__}: {str(e).splitlines()[0][:300]}")
                        break
            for name, gv, wv in zip(p.inputs, got_in, want_in):
                if wv.grad is None:
                    continue
                if gv.grad is None:
                    problems.append(f"grad of {name}{tag}: none")
                    continue
                msg = _close(gv.grad, wv.grad, f"grad of {name}{tag}", floor)
                if msg:
                    problems.append(msg)
    fallbacks = torchtpu.stats()["fallbacks"]
    if fallbacks:
        problems.append(f"{fallbacks} graph(s) fell back to eager")
    return problems


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", default="0:50", help="a range start:stop of seeds")
    ap.add_argument("--seed", type=int, help="one seed")
    ap.add_argument("--train", action="store_true", help="compare gradients too")
    ap.add_argument("--dynamic", action="store_true", help="dynamic=True, and a second call at grown sizes")
    ap.add_argument("--show", action="store_true", help="print the program(s), do not run them")
    ap.add_argument("--values", action="store_true", help="with --show: the inputs' values too")
    ap.add_argument("--mode", choices=("fused", "strict", "debug"), default="fused", help="torchtpu's execution mode")
    ap.add_argument("--autocast", action="store_true",
                    help="run eager and compiled under torch.autocast('cpu', dtype=torch.bfloat16)")
    ap.add_argument("--dtype", choices=sorted(_DTYPES), default="float32",
                    help="the programs' float type (torch's default dtype while they are written and run)")
    args = ap.parse_args(argv)
    torch.set_default_dtype(_DTYPES[args.dtype])
    os.environ.setdefault("TORCHTPU_FALLBACK", "eager")
    import warnings

    warnings.filterwarnings("ignore")
    if args.seed is not None:
        seeds = [args.seed]
    else:
        lo, hi = (int(x) for x in args.seeds.split(":"))
        seeds = list(range(lo, hi))
    failed = 0
    start = time.time()
    for s in seeds:
        p = generate(s, args.train)
        if args.show:
            setup = p.setup_source() if args.values else "\n".join(
                f"# {n}: {v.dtype} {list(v.shape)}" for n, v in p.inputs.items())
            print(f"# seed {s}\n{setup}\n{p.source()}")
            continue
        try:
            problems = check(p, args.train, args.dynamic, args.autocast, args.mode)
        except Exception:  # noqa: BLE001 - the fuzzer reports and goes on
            problems = ["checking raised:\n" + traceback.format_exc(limit=3)]
        if problems:
            failed += 1
            print(f"--- seed {s}: " + "\n    ".join(problems[:4]))
            print(p.source())
            sys.stdout.flush()
    if not args.show:
        print(f"{len(seeds) - failed} of {len(seeds)} programs matched eager "
              f"({'train' if args.train else 'inference'}{', dynamic' if args.dynamic else ''}, {args.dtype}"
              f"{', autocast' if args.autocast else ''}{', ' + args.mode if args.mode != 'fused' else ''}; "
              f"{time.time() - start:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
