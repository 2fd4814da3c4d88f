"""Custom kernels: JAX functions and hand-written StableHLO as torch ops (docs/custom-kernels.md).

Every kernel is called through one torch custom op, `torch.ops.torchtpu.kernel(inputs, key)`:
`inputs` are the kernel's tensor arguments, `key` names the kernel and its static arguments
(`<kernel id>|<fwd or vjp>|<repr of the static arguments>`), so Dynamo traces a call into the
graph as one node whose identity includes the static arguments. What runs:

- eager: the op's implementation, through JAX on the CPU (tensors handed over with DLPack, zero
  copy when the layout allows), or through torchtpu's own compiler for a `stablehlo_kernel`;
- under `torch.compile(backend="torchtpu")`: the serializer asks `kernel_stablehlo` for the
  kernel's StableHLO at the node's input types and writes it into the graph's `kernels` table
  (graph format version 4); the compiler inlines it as a private function and a `func.call`;
- autograd: the op's backward calls the same op with the `vjp` form of the key, a second
  kernel built from `jax.vjp` of the function or from the user's `backward`.

JAX is imported only when a JAX kernel is defined or run.
"""

from __future__ import annotations

import ast
import functools
import itertools
import os
import re
import threading
from typing import Any, Callable, Sequence

import torch

from .. import _native
from ..graph.serialize import set_kernel_source
from ..graph.kernel_nodes import KERNEL_TARGET, KernelError, graph_has_kernels
from ..state import STATE


_lock = threading.Lock()
_KERNELS: dict[str, "_Kernel"] = {}
_ids = itertools.count()




# ---- the one custom op ---------------------------------------------------------------------


@torch.library.custom_op("torchtpu::kernel", mutates_args=())
def _kernel_op(inputs: list[torch.Tensor], key: str) -> list[torch.Tensor]:
    kernel, mode, statics = resolve(key)
    outs = kernel.run_eager(mode, statics, list(inputs))
    # A custom op's results must not alias its inputs (a kernel returning an argument as is).
    ptrs = {t.data_ptr() for t in inputs if t.numel()}
    return [o.clone() if o.numel() and o.data_ptr() in ptrs else o for o in outs]


@_kernel_op.register_fake
def _kernel_fake(inputs: list[torch.Tensor], key: str) -> list[torch.Tensor]:
    kernel, mode, statics = resolve(key)
    metas = [(_exact_shape(t, kernel.name), t.dtype) for t in inputs]
    return [torch.empty(shape, dtype=dtype, device=inputs[0].device if inputs else "cpu")
            for shape, dtype in kernel.out_metas(mode, statics, metas)]


def _exact_shape(t: torch.Tensor, name: str) -> tuple[int, ...]:
    """The tensor's shape as ints. A kernel is compiled for exact shapes (its StableHLO has static
    types): a symbolic size is specialized here, which makes Dynamo guard on it, and counted
    (`kernel_exact_shapes`)."""
    out = []
    specialized = False
    for d in t.shape:
        if isinstance(d, torch.SymInt):
            from torch.fx.experimental.symbolic_shapes import guard_int

            d = guard_int(d)
            specialized = True
        out.append(int(d))
    if specialized:
        STATE.count("kernel_exact_shapes")
    return tuple(out)


def _setup_context(ctx: Any, inputs: tuple, output: Any) -> None:
    tensors, key = inputs
    ctx.key = key
    ctx.save_for_backward(*tensors)
    ctx.out_metas = [(tuple(o.shape), o.dtype) for o in output]


def _backward(ctx: Any, grads: list) -> tuple:
    kernel, mode, statics = resolve(ctx.key)
    if mode != "fwd":
        raise KernelError(f"kernel `{kernel.name}`: its backward is not differentiable again")
    primals = list(ctx.saved_tensors)
    cts = [g if g is not None else torch.zeros(s, dtype=d) for g, (s, d) in zip(grads, ctx.out_metas)]
    cts = [c for c, (_, d) in zip(cts, ctx.out_metas) if d.is_floating_point]
    bkey = make_key(kernel.uid, "vjp", statics)
    outs = list(torch.ops.torchtpu.kernel(primals + cts, bkey))
    mask = kernel.grad_mask(statics, [(tuple(p.shape), p.dtype) for p in primals])
    it = iter(outs)
    return [next(it) if m else None for m in mask], None


_kernel_op.register_autograd(_backward, setup_context=_setup_context)


# ---- keys -----------------------------------------------------------------------------------


def make_key(uid: str, mode: str, statics: tuple) -> str:
    return f"{uid}|{mode}|{statics!r}"


def resolve(key: str) -> tuple["_Kernel", str, tuple]:
    """The kernel, its mode (`fwd` or `vjp`) and its static arguments, from an op's `key`."""
    try:
        uid, mode, rest = key.split("|", 2)
        kernel = _KERNELS[uid]
        statics = ast.literal_eval(rest)
    except (ValueError, KeyError, SyntaxError) as e:
        raise KernelError(f"unknown custom kernel key {key!r} (defined in another process?)") from e
    return kernel, mode, statics


_LITERALS = (bool, int, float, str, type(None))


def _check_static(v: Any, name: str, pos: int) -> Any:
    if isinstance(v, list):
        v = tuple(v)
    if isinstance(v, tuple):
        return tuple(_check_static(x, name, pos) for x in v)
    if isinstance(v, float) and (v != v or v in (float("inf"), float("-inf"))):
        raise KernelError(f"kernel `{name}`: static argument {pos} is {v}; only finite floats are static arguments")
    if not isinstance(v, _LITERALS):
        raise KernelError(
            f"kernel `{name}`: argument {pos} is a {type(v).__name__}; a kernel takes tensors and static "
            "arguments (ints, floats, bools, strings, None and tuples of them)"
        )
    return v


class _Kernel:
    """What the decorators return: a callable taking and returning torch tensors."""

    source = "kernel"

    def __init__(self, name: str) -> None:
        self.name = name
        self.uid = f"{re.sub(r'[^A-Za-z0-9_.]', '_', name)}#{next(_ids)}"
        with _lock:
            _KERNELS[self.uid] = self

    def __call__(self, *args: Any) -> Any:
        tensors = [a for a in args if isinstance(a, torch.Tensor)]
        # The static arguments by position (tensors marked by None), so that their positions count.
        statics = tuple(None if isinstance(a, torch.Tensor) else ("s", _check_static(a, self.name, i))
                        for i, a in enumerate(args))
        outs = torch.ops.torchtpu.kernel(tensors, make_key(self.uid, "fwd", statics))
        # One result: a tensor; several: a tuple.
        return outs[0] if len(outs) == 1 else tuple(outs)

    def __repr__(self) -> str:
        return f"<torchtpu {self.source} kernel {self.name}>"


# ---- JAX kernels ----------------------------------------------------------------------------


def _jax():
    # JAX's GPU client would reserve 75% of the GPU when it starts, starving torch's caching
    # allocator (torchtpu's own client does not preallocate either; docs/gpu.md). A value the
    # user set is kept, and a JAX already started keeps its own.
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
    try:
        import jax
    except ImportError as e:  # pragma: no cover - the environment's problem
        raise KernelError("torchtpu.jax_kernel needs JAX: pip install 'jax[cpu]'") from e
    return jax


def _jax_dtype(dtype: torch.dtype) -> Any:
    import jax.numpy as jnp
    import ml_dtypes

    table = {torch.float32: jnp.float32, torch.float64: jnp.float64, torch.float16: jnp.float16,
             torch.bfloat16: ml_dtypes.bfloat16, torch.int64: jnp.int64, torch.int32: jnp.int32,
             torch.int16: jnp.int16, torch.int8: jnp.int8, torch.uint8: jnp.uint8, torch.bool: jnp.bool_}
    try:
        return table[dtype]
    except KeyError:
        raise KernelError(f"dtype {dtype} cannot be handed to a kernel") from None


def _torch_dtype(dtype: Any, name: str, what: str) -> torch.dtype:
    import numpy as np

    table = {"float32": torch.float32, "float64": torch.float64, "float16": torch.float16,
             "bfloat16": torch.bfloat16, "int64": torch.int64, "int32": torch.int32, "int16": torch.int16,
             "int8": torch.int8, "uint8": torch.uint8, "bool": torch.bool}
    key = np.dtype(dtype).name
    if key not in table:
        raise KernelError(f"kernel `{name}`: {what} has dtype {key}, which torch (and torchtpu) has no dtype for")
    return table[key]


def _as_tuple(out: Any) -> tuple:
    return tuple(out) if isinstance(out, (tuple, list)) else (out,)


class JaxKernel(_Kernel):
    source = "jax"

    def __init__(self, fn: Callable, backward: Callable | None = None, name: str | None = None) -> None:
        super().__init__(name or f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', repr(fn))}")
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.backward = backward
        self._cache: dict[Any, Any] = {}

    # The function of the tensor arguments only, with the static ones put back in place.
    def _bind(self, fn: Callable, statics: tuple) -> Callable:
        def bound(*tensors: Any) -> Any:
            it = iter(tensors)
            return fn(*[next(it) if s is None else s[1] for s in statics])

        return bound

    def _forward(self, statics: tuple) -> Callable:
        bound = self._bind(self.fn, statics)
        return lambda *ts: _as_tuple(bound(*ts))

    def _vjp(self, statics: tuple, n_primals: int, float_in: list[bool], float_out: list[bool]) -> Callable:
        """(primals..., cotangents of the float results...) -> gradients of the float primals (or of
        those the user's backward gives)."""
        jax = _jax()
        if self.backward is not None:
            user = self._bind(self.backward, statics + (None,))

            def user_vjp(*args: Any) -> tuple:
                primals, cts = args[:n_primals], args[n_primals:]
                g = user(*primals, cts[0] if len(cts) == 1 else tuple(cts))
                return tuple(x for x in _as_tuple(g) if x is not None)

            return user_vjp
        fwd = self._forward(statics)

        def vjp(*args: Any) -> tuple:
            primals, cts = list(args[:n_primals]), args[n_primals:]
            idx = [i for i, f in enumerate(float_in) if f]

            def of_floats(*fl: Any) -> tuple:
                full = list(primals)
                for i, v in zip(idx, fl):
                    full[i] = v
                outs = fwd(*full)
                return tuple(o for o, f in zip(outs, float_out) if f)

            _, pull = jax.vjp(of_floats, *[primals[i] for i in idx])
            return tuple(pull(tuple(cts)))

        return vjp

    def _fn(self, mode: str, statics: tuple, metas: list) -> tuple[Callable, list]:
        """The flat JAX function for (mode, statics) at these input types, and its argument specs."""
        jax = _jax()
        specs = [jax.ShapeDtypeStruct(s, _jax_dtype(d)) for s, d in metas]
        if mode == "fwd":
            return self._forward(statics), specs
        n = len([s for s in statics if s is None])
        primal_metas = metas[:n]
        out_metas = self.out_metas("fwd", statics, primal_metas)
        float_in = [d.is_floating_point for _, d in primal_metas]
        float_out = [d.is_floating_point for _, d in out_metas]
        return self._vjp(statics, n, float_in, float_out), specs

    def _jitted(self, mode: str, statics: tuple, metas: list) -> tuple[Any, list]:
        key = (mode, statics, tuple(metas))
        hit = self._cache.get(key)
        if hit is None:
            jax = _jax()
            with jax.enable_x64(True):
                fn, specs = self._fn(mode, statics, metas)
                shapes = _as_tuple(jax.eval_shape(fn, *specs))
            outs = [(tuple(int(d) for d in o.shape), _torch_dtype(o.dtype, self.name, f"result {i}"))
                    for i, o in enumerate(shapes)]
            hit = self._cache[key] = (jax.jit(fn), specs, outs)
        return hit

    def out_metas(self, mode: str, statics: tuple, metas: list) -> list:
        outs = self._jitted(mode, statics, metas)[2]
        if mode == "vjp" and self.backward is not None:
            self._check_user_grads(statics, metas, outs)
        return outs

    def grad_mask(self, statics: tuple, primal_metas: list) -> list[bool]:
        """Which primals get a gradient from the vjp kernel (in order)."""
        if self.backward is None:
            return [d.is_floating_point for _, d in primal_metas]
        jax = _jax()
        fwd_outs = self.out_metas("fwd", statics, primal_metas)
        user = self._bind(self.backward, statics + (None,))
        n = len(primal_metas)
        with jax.enable_x64(True):
            specs = [jax.ShapeDtypeStruct(s, _jax_dtype(d)) for s, d in primal_metas + fwd_outs]
            g = jax.eval_shape(lambda *a: user(*a[:n], a[n] if len(a) == n + 1 else tuple(a[n:])), *specs)
        g = _as_tuple(g)
        if len(g) != n:
            raise KernelError(f"kernel `{self.name}`: backward returned {len(g)} gradient(s) for {n} tensor argument(s)")
        return [x is not None for x in g]

    def _check_user_grads(self, statics: tuple, metas: list, outs: list) -> None:
        n = len([s for s in statics if s is None])
        mask = self.grad_mask(statics, metas[:n])
        wanted = [m for m, keep in zip(metas[:n], mask) if keep]
        for i, ((ws, wd), (gs, gd)) in enumerate(zip(wanted, outs)):
            if (ws, wd) != (gs, gd):
                raise KernelError(
                    f"kernel `{self.name}`: backward's gradient {i} is {gd} {list(gs)}, but its argument is "
                    f"{wd} {list(ws)} (a gradient has its argument's dtype and shape)"
                )

    def run_eager(self, mode: str, statics: tuple, inputs: list) -> list:
        jax = _jax()
        metas = [(tuple(t.shape), t.dtype) for t in inputs]
        jitted, _, outs = self._jitted(mode, statics, metas)
        if mode == "vjp" and self.backward is not None:
            self._check_user_grads(statics, metas, outs)
        with jax.enable_x64(True):
            # Inside: with 64-bit types off, JAX would take an f64 tensor as f32.
            args = [_to_jax(t) for t in inputs]
            res = _as_tuple(jitted(*args))
        return [_from_jax(r) for r in res]

    def stablehlo(self, mode: str, statics: tuple, metas: list) -> str:
        jax = _jax()
        if mode == "vjp" and self.backward is not None:
            self._check_user_grads(statics, metas, self.out_metas(mode, statics, metas))
        with jax.enable_x64(True):
            fn, specs = self._fn(mode, statics, metas)
            lowered = jax.jit(fn).lower(*specs)
            module = lowered.compiler_ir("stablehlo")
            return module.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)


def _shape_hint(t: torch.Tensor) -> tuple[int, ...]:
    from torch.fx.experimental.symbolic_shapes import hint_int

    return tuple(hint_int(d) if isinstance(d, torch.SymInt) else int(d) for d in t.shape)


def _to_jax(t: torch.Tensor) -> Any:
    """Zero copy through DLPack when the tensor is contiguous (a copy otherwise)."""
    import jax.dlpack

    t = t.detach()
    if not t.is_contiguous():
        t = t.contiguous()
    if t.dtype == torch.bool or t.numel() == 0:
        import jax.numpy as jnp

        # Through the host (a CUDA tensor included), onto JAX's default device.
        return jnp.asarray(t.cpu().numpy())
    return jax.dlpack.from_dlpack(t)


def _from_jax(a: Any) -> torch.Tensor:
    try:
        return torch.from_dlpack(a)
    except Exception:  # noqa: BLE001 - a layout DLPack cannot carry: copy
        import numpy as np

        return torch.from_numpy(np.array(a))


def jax_kernel(fn: Callable | None = None, *, backward: Callable | None = None, name: str | None = None) -> Any:
    """Makes a JAX function a torch op that torchtpu compiles into its executables
    (docs/custom-kernels.md). `@torchtpu.jax_kernel` or `@torchtpu.jax_kernel(backward=bwd)`.

    The result takes torch tensors and static arguments (anything that is not a tensor: ints,
    floats, tuples, ...; each distinct value is a distinct kernel) and returns torch tensors,
    shapes and dtypes from `jax.eval_shape`. Gradients: `jax.vjp` of `fn`, or `backward(*args, g)`
    (the forward's arguments, then the output's cotangent, a tuple for several outputs) returning
    one gradient (or None) per tensor argument."""
    if fn is None:
        return lambda f: JaxKernel(f, backward=backward, name=name)
    return JaxKernel(fn, backward=backward, name=name)


# ---- hand-written StableHLO -------------------------------------------------------------------


_TYPE = re.compile(r"^tensor<((?:\d+x)*)([a-z0-9]+)>$")
_MLIR_DTYPES = {"f32": torch.float32, "f64": torch.float64, "f16": torch.float16, "bf16": torch.bfloat16,
                "i64": torch.int64, "i32": torch.int32, "i16": torch.int16, "i8": torch.int8, "ui8": torch.uint8,
                "i1": torch.bool}


def _parse_type(text: str, name: str) -> tuple[tuple[int, ...], torch.dtype]:
    m = _TYPE.match(text)
    if not m or m[2] not in _MLIR_DTYPES:
        raise KernelError(f"kernel `{name}`: type {text} is not a static tensor type torchtpu supports")
    dims = tuple(int(d) for d in m[1].split("x") if d)
    return dims, _MLIR_DTYPES[m[2]]


def _to_generic(text: str, name: str) -> str:
    """Parses `text` with JAX's MLIR (StableHLO registered, so its pretty form parses and its ops
    are verified) and prints it in the generic form torchtpu's compiler reads. Without JAX the
    text is passed on as is (it must then be in generic form). A syntax or verifier error names
    the line of `text`."""
    try:
        from jax._src.interpreters import mlir
        from jax._src.lib.mlir import ir
    except ImportError:
        return text
    with mlir.make_ir_context():
        try:
            module = ir.Module.parse(text)
        except Exception as e:  # noqa: BLE001 - jaxlib's MLIRError, with the diagnostics
            raise KernelError(f"stablehlo_kernel `{name}`: malformed StableHLO: {_line_message(str(e))}") from None
        return module.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)


def _line_message(msg: str) -> str:
    """MLIR's `loc("-":3:7): error: ...` (or `-:3:7: error: ...`) as `line 3, column 7: ...`."""
    msg = msg.replace("\n", " ")
    m = re.search(r'(?:loc\()?"?[^":\s]*"?:(\d+):(\d+)\)?:?\s*(?:error:\s*)?(.*)', msg)
    if m:
        return f"line {m[1]}, column {m[2]}: {m[3].strip()}"
    return msg


class StableHloKernel(_Kernel):
    source = "stablehlo"

    def __init__(self, text: str, out_specs: Any, name: str | None = None) -> None:
        name = name or "stablehlo"
        generic = _to_generic(text, name)
        try:
            params, results = _native.kernel_signature(generic)
        except _native.GraphError as e:
            raise KernelError(f"stablehlo_kernel `{name}`: {e}") from None
        self.params = [_parse_type(p, name) for p in params]
        self.results = [_parse_type(r, name) for r in results]
        specs = [out_specs] if _is_spec(out_specs) else list(out_specs)
        want = [(tuple(int(d) for d in s), dt) for s, dt in specs]
        if want != self.results:
            raise KernelError(
                f"stablehlo_kernel `{name}`: out_specs {_fmt(want)} do not match the results of its @main, {_fmt(self.results)}"
            )
        self.single = _is_spec(out_specs)
        self.text = generic
        super().__init__(name)
        self._exe: Any = None

    def __call__(self, *args: Any) -> Any:
        if any(not isinstance(a, torch.Tensor) for a in args):
            raise KernelError(f"stablehlo_kernel `{self.name}` takes tensors only")
        self.check_args([(tuple(a.shape), a.dtype) for a in args])
        outs = torch.ops.torchtpu.kernel(list(args), make_key(self.uid, "fwd", ()))
        return outs[0] if self.single else tuple(outs)

    def check_args(self, metas: list) -> None:
        if len(metas) != len(self.params):
            raise KernelError(f"stablehlo_kernel `{self.name}` takes {len(self.params)} tensor(s), got {len(metas)}")
        for i, ((s, d), (ws, wd)) in enumerate(zip(metas, self.params)):
            if d != wd:
                raise KernelError(
                    f"stablehlo_kernel `{self.name}`: argument {i} is {d}, but the kernel takes {wd} "
                    "(torchtpu does not convert dtypes at a kernel's boundary: cast the argument)"
                )
            if tuple(int(x) if not isinstance(x, torch.SymInt) else x for x in s) != ws:
                if not any(isinstance(x, torch.SymInt) for x in s):
                    raise KernelError(f"stablehlo_kernel `{self.name}`: argument {i} has shape {list(s)}, the kernel takes {list(ws)}")

    def out_metas(self, mode: str, statics: tuple, metas: list) -> list:
        if mode != "fwd":
            raise KernelError(f"stablehlo_kernel `{self.name}` has no gradient")
        self.check_args(metas)
        return list(self.results)

    def grad_mask(self, statics: tuple, primal_metas: list) -> list[bool]:
        raise KernelError(f"stablehlo_kernel `{self.name}` has no gradient")

    def stablehlo(self, mode: str, statics: tuple, metas: list) -> str:
        self.out_metas(mode, statics, metas)
        return self.text

    def run_eager(self, mode: str, statics: tuple, inputs: list) -> list:
        """Eager: the kernel alone, compiled by torchtpu (one graph of one kernel node)."""
        self.out_metas(mode, statics, [(tuple(t.shape), t.dtype) for t in inputs])
        if self._exe is None:
            from ..execution.executable import compile_serialized
            from ..graph.serialize import DTYPE_NAMES

            meta = lambda s, d: {"dtype": DTYPE_NAMES[d], "shape": list(s)}  # noqa: E731
            graph = {
                "format_version": 4,
                "name": f"kernel_{re.sub(r'[^A-Za-z0-9_]', '_', self.name)}",
                "inputs": [{"name": f"x{i}", "kind": "tensor", "meta": meta(s, d)} for i, (s, d) in enumerate(self.params)],
                "nodes": [{"name": "k", "target": KERNEL_TARGET,
                           "args": [{"t": "list", "v": [{"t": "ref", "node": f"x{i}"} for i in range(len(self.params))]},
                                    {"t": "str", "v": "k0"}],
                           "outputs": [meta(s, d) for s, d in self.results]}],
                "outputs": [{"t": "ref", "node": "k", "out": i} for i in range(len(self.results))],
                "kernels": [{"name": "k0", "stablehlo": self.text, "source": f"stablehlo:{self.name}"}],
            }
            self._exe = compile_serialized(graph, {}, len(self.params))
        return [t.clone() for t in self._exe([t.contiguous() for t in inputs])]


def _is_spec(s: Any) -> bool:
    return isinstance(s, (tuple, list)) and len(s) == 2 and isinstance(s[1], torch.dtype)


def _fmt(specs: list) -> str:
    return ", ".join(f"{str(d).replace('torch.', '')}{list(s)}" for s, d in specs) or "nothing"


def stablehlo_kernel(text: str, out_specs: Any, name: str | None = None) -> StableHloKernel:
    """A torch op from a hand-written StableHLO module whose `@main` is the kernel
    (docs/custom-kernels.md). `out_specs`: `(shape, dtype)` of the result, or a list of them.
    The text is checked here: a malformed one raises `KernelError` naming the line."""
    return StableHloKernel(text, out_specs, name)


# ---- the serializer's side --------------------------------------------------------------------


def kernel_stablehlo(key: str, metas: Sequence[tuple[tuple[int, ...], torch.dtype]]) -> tuple[str, str]:
    """The StableHLO (generic form) of the kernel `key` names at these input types, and its source
    label, for the graph's `kernels` table."""
    kernel, mode, statics = resolve(key)
    text = kernel.stablehlo(mode, statics, list(metas))
    label = f"{kernel.source}:{kernel.name}" + (" (vjp)" if mode == "vjp" else "")
    if statics and any(s is not None for s in statics):
        label += f" static={tuple(s[1] for s in statics if s is not None)!r}"
    return text, label


set_kernel_source(kernel_stablehlo)

