"""Shape bucketing: one executable per bucket of sizes for a graph with symbolic sizes
(docs/dynamism.md).

A `BucketedGraph` keeps the symbolic FX graph. At each call it reads each size symbol's true value
from the inputs, picks the smallest bucket that fits (`BucketPolicy`), pads the inputs with zeros up
to the bucket, runs the executable compiled for that bucket (compiling it on first use, through the
normal memory and disk caches) with the true sizes as extra `i64[]` inputs, and slices the outputs
back to the true sizes. The compiler's `bucket_shapes` pass masks every reduction over a padded dim,
and refuses (`not pad-safe`) a graph it cannot prove exact; the caller then compiles exact shapes.
"""

from __future__ import annotations

import itertools
import logging
import re
import json
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

import torch

from .. import _native, config
from ..graph.aot_metadata import SAVED_FROM, STRIDE_ORDER_INPUTS
from ..graph.serialize import SIZE_INPUT_PREFIX, hinted_memory_order, serialize_symbolic, sym_expr
from ..state import STATE
from ..graph.symbols import name_symbols, symbol_sources
from ..warn import warn

LOG = logging.getLogger(__name__)

# ---- recompile guard ---------------------------------------------------------------------------


class RecompileError(RuntimeError):
    """Something compiled after `torchtpu.precompile` while `TORCHTPU_FAIL_ON_RECOMPILE=1`."""


def mark_warm(value: bool = True) -> None:
    STATE.warm = value


def check_recompile(what: str) -> None:
    """Raises `RecompileError` when warm-up is done and `TORCHTPU_FAIL_ON_RECOMPILE=1`."""
    if STATE.warm and config.fail_on_recompile():
        raise RecompileError(f"torchtpu: {what} after torchtpu.precompile (TORCHTPU_FAIL_ON_RECOMPILE=1)")


# ---- dumps -------------------------------------------------------------------------------------


def dump_event(record: dict) -> None:
    """Appends one line to `$TORCHTPU_DUMP_DIR/index.jsonl` (beside the compiler's lines)."""
    d = config.dump_dir()
    if not d:
        return
    try:
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "index.jsonl"), "a", encoding="utf-8") as f:
            f.write(json.dumps(record, separators=(",", ":")) + "\n")
    except OSError:
        pass  # a dump is a convenience: never fail a call over it


# ---- policy ------------------------------------------------------------------------------------


def _next_pow2(n: int) -> int:
    return 1 << max(0, (max(n, 1) - 1).bit_length())


# The default rule: powers of two up to 64, then multiples of 64. Padding stays under 2x for short
# sizes (where a bucket costs little) and under 64 elements past them, so a length of 129 runs as
# 192 rather than 256; 1..256 takes 10 buckets against pow2's 9 (docs/dynamism.md has the table).
DEFAULT_STEP = 64


def _stepped(n: int, step: int) -> int:
    """Powers of two up to `step`, then multiples of `step`."""
    n = max(n, 1)
    return _next_pow2(n) if n <= step else -(-n // step) * step


class BucketPolicy:
    """Which buckets each symbol gets: `pow2:64` (the default: powers of two up to 64, then
    multiples of 64), `pow2:K` (the same with K, a power of two), `pow2` (powers of two only) or a
    list of sizes.

    Spelled as `TORCHTPU_BUCKETS` or the `torchtpu.buckets` option: `"s0=16,32,64;*=pow2"`, a dict
    `{"s0": [16, 32, 64], "*": "pow2:128"}`, or `"off"` (compile exact shapes, one executable per
    size). A size larger than every listed bucket gets the default rule's bucket.
    """

    def __init__(self, rules: dict[str, Any] | None = None, enabled: bool = True):
        self.rules = dict(rules or {})
        self.enabled = enabled

    @staticmethod
    def parse(spec: Any) -> "BucketPolicy":
        if spec is None:
            return BucketPolicy()
        if isinstance(spec, BucketPolicy):
            return spec
        where = spec
        if isinstance(spec, str):
            text = spec.strip()
            if text.lower() in ("off", "none", "exact", "0", "false"):
                return BucketPolicy(enabled=False)
            if "=" not in text:
                # A bare rule (`pow2`, `pow2:128`, `16,32,64`) applies to every size.
                text = f"*={text}"
            if text.lower() in ("", "on", "1", "true"):
                return BucketPolicy()
            rules: dict[str, Any] = {}
            for part in text.split(";"):
                if not part.strip():
                    continue
                key, sep, value = part.partition("=")
                if not sep:
                    raise ValueError(f"torchtpu buckets: `{part}` is not NAME=SIZES (in {spec!r})")
                rules[key.strip()] = value.strip()
            spec = rules
        if isinstance(spec, dict):
            rules = {}
            for k, v in spec.items():
                rules[str(k)] = BucketPolicy._rule(v, where)
            return BucketPolicy(rules)
        raise ValueError(f"torchtpu buckets: cannot read {spec!r} (a string like 's0=16,32;*=pow2' or a dict)")

    @staticmethod
    def _rule(v: Any, spec: Any) -> Any:
        if isinstance(v, str):
            word = v.strip().lower()
            if word == "pow2":
                return "pow2"
            if word.startswith("pow2:"):
                try:
                    step = int(word[5:])
                except ValueError:
                    step = 0
                if step < 1 or step & (step - 1):
                    raise ValueError(f"torchtpu buckets: in `{v}`, the step after `pow2:` must be a power of two (in {spec!r})")
                return ("pow2", step)
            try:
                v = [int(x) for x in v.split(",") if x.strip()]
            except ValueError:
                raise ValueError(f"torchtpu buckets: `{v}` is not `pow2`, `pow2:K` or a list of sizes (in {spec!r})") from None
        sizes = sorted({int(x) for x in v})
        if not sizes or sizes[0] < 1:
            raise ValueError(f"torchtpu buckets: sizes must be positive integers (in {spec!r})")
        return sizes

    def for_graph(self, graph: str, symbols: list[str], sources: dict[str, str]) -> "BucketPolicy":
        """This policy for one graph: a rule may name a size as Dynamo's symbol (`s0`) or as the
        user knows it (`x.size(1)`, from `sources`). A rule that names no size of this graph or of
        any graph before it gets one warning (a typo, or a symbol Dynamo numbered differently)."""
        by_source = {where: s for s, where in sources.items()}
        rules: dict[str, Any] = {}
        for key, rule in self.rules.items():
            sym = key if key == "*" or key in symbols else by_source.get(key)
            if sym is not None:
                rules[sym] = rule
                _MATCHED_RULES.add(key)
        for key in self.rules:
            if key not in _MATCHED_RULES and STATE.first_time(f"bucket-rule:{key}"):
                sizes = ", ".join(f"{s} ({sources[s]})" if s in sources else s for s in symbols) or "none"
                warn(f"torchtpu: the bucket rule `{key}` (TORCHTPU_BUCKETS / torchtpu.buckets) names no size of "
                     f"graph `{graph}`, whose sizes are: {sizes}; it is ignored there")
        return BucketPolicy(rules, self.enabled)

    def rule(self, sym: str) -> Any:
        return self.rules.get(sym, self.rules.get("*", ("pow2", DEFAULT_STEP)))

    def bucket(self, sym: str, n: int, hi: int | None = None) -> int:
        """The smallest bucket of `sym` that holds size `n` (at most `hi` when `sym` is bounded)."""
        rule = self.rule(sym)
        b = None
        if isinstance(rule, list):
            b = next((s for s in rule if s >= n), None)
        elif rule == "pow2":
            b = _next_pow2(n)
        elif isinstance(rule, tuple):
            b = _stepped(n, rule[1])
        if b is None:
            b = _stepped(n, DEFAULT_STEP)
        if hi is not None and b > hi:
            b = max(hi, n)
        return b

    def all_buckets(self, sym: str, lo: int, hi: int | None) -> list[int]:
        """Every bucket a size in [lo, hi] can land in."""
        rule = self.rule(sym)
        if hi is None:
            if not isinstance(rule, list):
                raise ValueError(
                    f"symbol `{sym}` has no upper bound: pass max_size= or a bucket list to torchtpu.precompile"
                )
            hi = rule[-1]
        out = []
        b = self.bucket(sym, max(lo, 1), hi)
        while True:
            out.append(b)
            if b >= hi:
                return out
            b = self.bucket(sym, b + 1, hi)


def policy_from(options: dict | None) -> BucketPolicy:
    """The `torchtpu.buckets` option of `torch.compile(..., options=...)`, else `TORCHTPU_BUCKETS`.
    A spec that cannot be read raises `config.ConfigError` naming where it came from."""
    options = options or {}
    if "torchtpu.buckets" in options:
        where, spec = "option torchtpu.buckets", options["torchtpu.buckets"]
    else:
        where, spec = "TORCHTPU_BUCKETS", config.buckets()
    try:
        return BucketPolicy.parse(spec)
    except ValueError as e:
        raise config.ConfigError(f"{where}: {e}") from None


# ---- the bucketed graph ------------------------------------------------------------------------


# The compiler's refusal of a dim that multiplies two bucketed symbols (`[s0, s1] -> [s0*s1]`):
# the graph is then bucketed in one symbol, with the others pinned to their exact values.


class NotBucketable(Exception):
    """The graph's symbols cannot be bound from its inputs (the caller compiles exact shapes)."""


def _linear(expr: Any) -> tuple[int, Any] | None:
    """(c, s) when `expr` is `c*s` for one symbol `s` and a positive integer `c`."""
    import sympy

    if isinstance(expr, sympy.Symbol):
        return 1, expr
    if isinstance(expr, sympy.Mul) and len(expr.free_symbols) == 1:
        c, rest = expr.as_coeff_Mul()
        if isinstance(rest, sympy.Symbol) and c.is_Integer and int(c) > 0:
            return int(c), rest
    return None


def _as_int(v: Any) -> int | None:
    """An integer bound, or None for an infinite or non-integer one."""
    if getattr(v, "is_finite", True) is False or getattr(v, "is_integer", True) is False:
        return None
    try:
        return int(v)
    except Exception:  # noqa: BLE001 - sympy infinities (int_oo) raise various errors
        return None


class BucketedGraph:
    def __init__(
        self,
        gm: torch.fx.GraphModule,
        name: str,
        policy: BucketPolicy,
        compile_bucket: Callable[[dict, dict, int, Any], Callable[[list], list]],
        static_inputs: frozenset[int] = frozenset(),
        host_made: frozenset[int] = frozenset(),
    ):
        self.gm = gm
        # Serialized graph, output literals, input count -> the executable (executable.py).
        self.compile_bucket = compile_bucket
        self.name = name
        self.policy = policy
        # Parameters and buffers (static sizes), which the compiler may take in another layout.
        self.static_inputs = static_inputs
        placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
        self.n_inputs = len(placeholders)
        # Per input: the shape as expressions (tensors), or None.
        self.in_shapes: list[list | None] = []
        sources: dict[Any, tuple[int, int | None, int]] = {}
        free: set = set()
        env = None
        for idx, p in enumerate(placeholders):
            v = p.meta.get("val")
            if isinstance(v, torch.Tensor):
                dims = []
                for d, size in enumerate(v.shape):
                    if isinstance(size, torch.SymInt):
                        env = env or getattr(size.node, "shape_env", None)
                        e = sym_expr(size)
                        if getattr(e, "is_number", False):
                            dims.append(int(e))
                            continue
                        free |= e.free_symbols
                        lin = _linear(e)
                        if lin is not None and (lin[1] not in sources or sources[lin[1]][2] > lin[0]):
                            sources[lin[1]] = (idx, d, lin[0])
                        dims.append(e)
                    else:
                        dims.append(int(size))
                self.in_shapes.append(dims)
            else:
                self.in_shapes.append(None)
                if isinstance(v, torch.SymInt):
                    env = env or getattr(v.node, "shape_env", None)
                    e = sym_expr(v)
                    free |= getattr(e, "free_symbols", set())
                    lin = _linear(e)
                    if lin is not None and lin[0] == 1:
                        sources[lin[1]] = (idx, None, 1)
        missing = [s for s in free if s not in sources]
        if missing:
            raise NotBucketable(f"size symbol(s) {sorted(map(str, missing))} cannot be read from the inputs")
        self.symbols = sorted(free, key=str)
        self.sources = sources
        self.ranges: dict[Any, tuple[int, int | None]] = {}
        for s in self.symbols:
            lo, hi = 0, None
            vr = getattr(env, "var_to_range", {}).get(s) if env is not None else None
            if vr is not None:
                lo = _as_int(vr.lower) or 0
                hi = _as_int(vr.upper)
            self.ranges[s] = (lo, hi)
        values = {}
        if env is not None:
            values = env.backed_var_to_val if hasattr(env, "backed_var_to_val") else getattr(env, "var_to_val", {})
        self.hints = {s: _as_int(values.get(s)) for s in self.symbols}
        self.policy = policy.for_graph(name, [str(s) for s in self.symbols], symbol_sources(gm))
        out_node = next(n for n in gm.graph.nodes if n.op == "output")
        res = out_node.args[0]
        res = res if isinstance(res, (list, tuple)) else [res]
        self.out_shapes: list[list | None] = []
        # Outputs the user sees that eager lays out densely in another order than their own (a
        # channels-last feature map, `x.mT * 2`): output -> (perm, its inverse). The executables
        # write every result contiguously; such an output is copied into eager's order, once,
        # where it is trimmed from its bucket. Not a backward graph's gradients, nor a forward
        # graph's saved activations (the backward graph reads them as traced), nor the outputs the
        # caller makes on the host as views (`host_made`, output_views.host_outputs).
        self.out_orders: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        seen = 0 if gm.meta.get(STRIDE_ORDER_INPUTS) else gm.meta.get(SAVED_FROM, len(res))
        for i, r in enumerate(res):
            v = r.meta.get("val") if isinstance(r, torch.fx.Node) else None
            if isinstance(v, torch.Tensor):
                self.out_shapes.append([sym_expr(d) if isinstance(d, torch.SymInt) else int(d) for d in v.shape])
                if (i < seen and i not in host_made and v.device.type == "cpu"
                        and (perm := hinted_memory_order(v)) is not None):
                    self.out_orders[i] = (perm, tuple(sorted(range(len(perm)), key=perm.__getitem__)))
            else:
                self.out_shapes.append(None)
        self.executables: dict[tuple, Any] = {}
        # Symbols compiled at their exact value rather than a bucket (after the compiler's
        # `MixedSymbols` refusal), and the values of the last call (what `precompile` pins them to).
        self.pinned: frozenset = frozenset()
        self.last_binding: dict = {}
        self.sym_outputs: dict[int, Any] = {}
        self._shape_cache: dict[tuple, tuple] = {}
        self._compile_lock = threading.Lock()

    # -- sizes --

    def bind(self, args: list) -> dict:
        binding = {}
        for s in self.symbols:
            idx, d, c = self.sources[s]
            v = args[idx] if d is None else args[idx].shape[d]
            binding[s] = int(v) // c
        return binding

    def key(self, binding: dict) -> tuple:
        return tuple(
            binding[s] if s in self.pinned else self.policy.bucket(str(s), binding[s], self.ranges[s][1])
            for s in self.symbols
        )

    def active(self) -> list:
        """The symbols that are bucketed (the others are pinned), in order."""
        return [s for s in self.symbols if s not in self.pinned]

    def all_keys(self, max_size: int | None = None) -> list[tuple]:
        per_symbol = []
        for s in self.symbols:
            if s in self.pinned:
                per_symbol.append([self.last_binding.get(s, self.hints[s])])
                continue
            lo, hi = self.ranges[s]
            if max_size is not None:
                hi = max_size if hi is None else min(hi, max_size)
            per_symbol.append(self.policy.all_buckets(str(s), lo, hi))
        return list(itertools.product(*per_symbol))

    # -- compiling --

    def symbols_table(self, key: tuple) -> list[dict]:
        return [
            {
                "name": str(s),
                "hint": self.hints[s],
                "min": self.ranges[s][0],
                "max": self.ranges[s][1],
                "bucket": int(b),
                "input": SIZE_INPUT_PREFIX + str(s),
            }
            for s, b in zip(self.symbols, key)
            if s not in self.pinned
        ]

    def serialize(self, key: tuple) -> tuple[dict, dict, dict]:
        pinned = {s: int(b) for s, b in zip(self.symbols, key) if s in self.pinned}
        return serialize_symbolic(self.gm, self.name, self.symbols_table(key), pinned, self.static_inputs)

    def ensure(self, key: tuple) -> Any:
        """The executable for bucket `key`, compiled now if it is new."""
        exe = self.executables.get(key)
        if exe is not None:
            return exe
        sources = symbol_sources(self.gm)
        bucket = name_symbols(str(self.describe(key)), sources)
        # Why this graph compiles again: its sizes fell outside every bucket compiled so far.
        why = ("the first bucket" if not self.executables else "the sizes fall outside the buckets compiled so far: "
               + "; ".join(name_symbols(str(self.describe(k)), sources) for k in list(self.executables)))
        check_recompile(f"graph `{self.name}` needs a new shape bucket {bucket} ({why})")
        graph, literals, sym_outputs = self.serialize(key)
        exe = self.compile_bucket(graph, literals, self.n_inputs + len(self.active()), self.gm)
        with self._compile_lock:
            if key in self.executables:
                return self.executables[key]
            self.sym_outputs = sym_outputs
            self.executables[key] = exe
        STATE.count("bucket_compiles")
        LOG.info("graph `%s`: new shape bucket %s (%s)", self.name, bucket, why)
        dump_event({"event": "bucket", "graph": self.name, "bucket": self.describe(key), "new": True, "reason": why})
        return exe

    def describe(self, key: tuple) -> dict:
        return {str(s): int(b) for s, b in zip(self.symbols, key)}

    # -- running --

    def _ensure_or_pin(self, key: tuple, binding: dict) -> tuple[Any, tuple]:
        """`ensure(key)`; when the compiler refuses a dim that is not affine in one bucketed
        symbol (`[s0, s1] -> [s0*s1]`, a convolution's `(s1 - 1)//2 + 1`), buckets one symbol and
        pins the others to their exact values: the one with the largest value first (a sequence
        length, typically), then the others in turn (a batch, when the image sizes are what the
        convolutions divide), until the compiler takes one."""
        try:
            return self.ensure(key), key
        except _native.UnsupportedError as e:
            active = self.active()
            if e.code != "MixedSymbols" or len(active) < 2:
                raise
            first = e
            refusals = [e]
            for keep in sorted(active, key=lambda s: (binding[s], str(s)), reverse=True):
                with self._compile_lock:
                    self.pinned = frozenset(s for s in self.symbols if s != keep)
                    self.executables.clear()
                    self._shape_cache.clear()
                key = self.key(binding)
                try:
                    exe = self.ensure(key)
                except _native.UnsupportedError as again:
                    if again.code not in ("MixedSymbols", "NotPadSafe"):
                        raise
                    refusals.append(again)
                    continue
                dump_event({"event": "bucket_pinned", "graph": self.name, "bucketed": str(keep),
                            "exact": sorted(map(str, self.pinned)), "reason": str(first).splitlines()[0]})
                return exe, key
            # What stopped the last choice that got past the symbols, else the first refusal.
            raise next((r for r in reversed(refusals) if r.code != "MixedSymbols"), first)

    def __call__(self, args: list) -> list:
        binding = self.bind(args)
        self.last_binding = binding
        key = self.key(binding)
        exe = self.executables.get(key)
        if exe is None:
            exe, key = self._ensure_or_pin(key, binding)
        else:
            STATE.count("bucket_hits")
            LOG.debug("graph `%s`: bucket %s reused", self.name, key)
        if config.dump_dir():
            dump_event({"event": "bucket_call", "graph": self.name, "sizes": {str(s): int(binding[s]) for s in self.symbols},
                        "bucket": self.describe(key)})
        padded_shapes, true_shapes, sym_values = self._shapes(binding, key)
        ins = list(args)
        for i, padded in padded_shapes.items():
            t = ins[i]
            if tuple(t.shape) != padded:
                p = t.new_zeros(padded)
                p[tuple(slice(0, n) for n in t.shape)] = t
                ins[i] = p
        ins.extend(torch.tensor(binding[s], dtype=torch.int64) for s in self.symbols if s not in self.pinned)
        outs = exe(ins)
        result = []
        for i, o in enumerate(outs):
            if i in sym_values:
                result.append(sym_values[i])
                continue
            true = true_shapes.get(i)
            if isinstance(o, torch.Tensor) and true is not None and tuple(o.shape) != true:
                o = o[tuple(slice(0, n) for n in true)]
                if i not in self.out_orders:
                    o = o.contiguous()
            if i in self.out_orders and isinstance(o, torch.Tensor):
                perm, inverse = self.out_orders[i]
                o = o.permute(perm).contiguous().permute(inverse)
            result.append(o)
        return result

    def _shapes(self, binding: dict, key: tuple) -> tuple[dict, dict, dict]:
        """The padded input shapes, the true output shapes and the size results for one set of
        sizes (evaluated with sympy once per distinct set, then cached)."""
        ck = tuple(binding[s] for s in self.symbols)
        hit = self._shape_cache.get(ck)
        if hit is not None:
            return hit
        at_bucket = dict(zip(self.symbols, key))
        padded = {
            i: tuple(d if isinstance(d, int) else int(d.xreplace(at_bucket)) for d in shape)
            for i, shape in enumerate(self.in_shapes)
            if shape is not None and not all(isinstance(d, int) for d in shape)
        }
        true = {
            i: tuple(d if isinstance(d, int) else int(d.xreplace(binding)) for d in shape)
            for i, shape in enumerate(self.out_shapes)
            if shape is not None and not all(isinstance(d, int) for d in shape)
        }
        sym_values = {i: int(e.xreplace(binding)) for i, e in self.sym_outputs.items()}
        if len(self._shape_cache) < 4096:
            self._shape_cache[ck] = (padded, true, sym_values)
        return padded, true, sym_values


def make_bucketed(
    gm: torch.fx.GraphModule,
    name: str,
    policy: BucketPolicy | None,
    compile_bucket: Callable[[dict, dict, int, Any], Callable[[list], list]],
    static_inputs: frozenset[int] = frozenset(),
    host_made: frozenset[int] = frozenset(),
) -> tuple[Any, str | None]:
    """A `BucketedGraph` for a graph with symbolic sizes, or (None, why not). `compile_bucket`
    compiles one bucket's serialized graph; `static_inputs`: the parameters and buffers, which the
    compiler may take in another layout (layouts.py); `host_made`: outputs the caller makes as views
    on the host (not laid out here)."""
    policy = policy or policy_from(None)
    if not policy.enabled:
        return None, "bucketing is off (TORCHTPU_BUCKETS / torchtpu.buckets)"
    try:
        return BucketedGraph(gm, name, policy, compile_bucket, static_inputs, host_made), None
    except NotBucketable as e:
        return None, str(e)


# Bucket-rule keys that named a size of some graph (`BucketPolicy.for_graph`).
_MATCHED_RULES: set[str] = set()

def record_fallback(name: str, reason: str) -> None:
    """A graph runs with exact-shape compiles: counted, and its reason goes to the dump index."""
    STATE.count("exact_shape_fallbacks")
    LOG.info("graph `%s`: exact-shape compiles (not bucketed): %s", name, reason)
    dump_event({"event": "exact_shape_fallback", "graph": name, "reason": reason})


# ---- warm-up -----------------------------------------------------------------------------------


def _no_graphs(fn: Callable) -> None:
    """`precompile`'s call of `fn` made no torchtpu graph: raises, saying why and what to do."""
    compiled = hasattr(fn, "_torchdynamo_orig_callable") or getattr(fn, "_compiled_call_impl", None) is not None
    if not compiled:
        raise TypeError(
            f"torchtpu.precompile: {type(fn).__name__} {getattr(fn, '__name__', '')!s} is not compiled with torchtpu, "
            "so calling it compiled nothing; pass the compiled model: "
            "torchtpu.precompile(torch.compile(model, backend=\"torchtpu\", dynamic=True), example_inputs)")
    raise RuntimeError(
        "torchtpu.precompile: calling the model made no new torchtpu graph: it was already called on inputs "
        "like these before precompile (precompile a freshly compiled model, before its first call), its "
        "torch.compile names another backend, or Dynamo handed torchtpu no graph (see its warning and "
        "torchtpu.explain; docs/troubleshooting.md)")


def precompile(
    fn: Callable,
    example_inputs: Any,
    buckets: Any = None,
    max_size: int | None = None,
    workers: int | None = None,
) -> dict:
    """Compiles every shape bucket of `fn` (a `torch.compile(..., backend="torchtpu")`d model or
    function, compiled with dynamic shapes) ahead of time, in parallel.

    Calls `fn(*example_inputs)` once to capture its graphs, then compiles, for every graph with
    symbolic sizes, each combination of its symbols' buckets between the symbol's lower bound and
    `max_size` (or the symbol's upper bound): `buckets` (a spec as for `TORCHTPU_BUCKETS`) replaces
    those graphs' bucket policy. Executables go to the memory cache and, when `TORCHTPU_CACHE_DIR`
    is set, to the persistent cache. Afterwards `TORCHTPU_FAIL_ON_RECOMPILE=1` makes any further
    compile raise `RecompileError`. Returns counts: `graphs`, `bucketed_graphs`, `buckets`,
    `compiled` (new executables) and `exact_shape_graphs`. Raises `TypeError` when `fn` is not
    compiled at all, and `RuntimeError` when its call made no new torchtpu graph.
    """
    if not isinstance(example_inputs, (list, tuple)):
        example_inputs = (example_inputs,)
    mark_warm(False)
    with STATE.collect() as graphs:
        fn(*example_inputs)
    if not graphs:
        mark_warm(True)
        _no_graphs(fn)
    policy = BucketPolicy.parse(buckets) if buckets is not None else None
    jobs = []
    n_bucketed = 0
    exact = 0
    for cg in graphs:
        bg = getattr(cg, "bucketed", None)
        if bg is None:
            exact += int(bool(getattr(cg, "dynamic", False)))
            continue
        n_bucketed += 1
        if policy is not None:
            bg.policy = policy
        for key in bg.all_keys(max_size):
            if key not in bg.executables:
                jobs.append((cg, key))
    before = STATE.snapshot()["bucket_compiles"]
    n_workers = workers or min(len(jobs), os.cpu_count() or 1) or 1

    def run(job: tuple) -> None:
        cg, key = job
        cg.precompile_bucket(key)

    # `_native.compile` releases the GIL, so these compile in parallel.
    with ThreadPoolExecutor(max_workers=n_workers) as pool:
        list(pool.map(run, jobs))
    mark_warm(True)
    return {
        "graphs": len(graphs),
        "bucketed_graphs": n_bucketed,
        "buckets": sum(len(cg.bucketed.executables) for cg in graphs if getattr(cg, "bucketed", None) is not None),
        "compiled": STATE.snapshot()["bucket_compiles"] - before,
        "exact_shape_graphs": exact,
    }
