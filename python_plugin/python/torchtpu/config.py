"""Options read from the environment (documented in docs/options.md). This module is the only
reader of environment variables in the package: every other module asks a function here.

What a compile takes besides the graph is one typed `CompileConfig`, built here once per compile
from the validated variables and handed to the compiler (`_native.compile(graph, config.to_json())`):
the Rust side reads no environment variable while compiling."""

from __future__ import annotations

import dataclasses
import json
import os

# The `torch.compile(..., options={...})` keys torchtpu reads; any other key is an error.
OPTIONS = ("torchtpu.buckets", "torchtpu.mode")

# The execution modes (docs/modes.md).
MODES = ("fused", "strict", "debug")

_ON = ("1", "true", "on", "yes")
_OFF = ("0", "false", "off", "no")


class ConfigError(ValueError):
    """A torchtpu option or environment variable has a value torchtpu cannot use (names it)."""


def _switch(name: str, default: bool) -> bool:
    """A yes/no variable: unset or empty gives `default`; anything but the usual spellings raises.
    The package's one yes/no parser (the compiler's is `driver::parse_switch`, same spellings)."""
    v = os.environ.get(name, "").strip().lower()
    if not v:
        return default
    if v in _ON:
        return True
    if v in _OFF:
        return False
    raise ConfigError(f"{name}={v!r}: expected one of {', '.join(_ON + _OFF)}")


def fallback_mode() -> str:
    """`TORCHTPU_FALLBACK`: `eager` (default: warn and run the graph in eager) or `error` (raise)."""
    mode = os.environ.get("TORCHTPU_FALLBACK", "eager").strip().lower() or "eager"
    if mode not in ("eager", "error"):
        raise ConfigError(f"TORCHTPU_FALLBACK must be 'eager' or 'error', not {mode!r}")
    return mode


def on_internal_error() -> str:
    """`TORCHTPU_ON_INTERNAL_ERROR`: what a bug of torchtpu's does (an internal error, XLA
    rejecting the StableHLO torchtpu wrote; failures.py): `raise` (default: `InternalCompileError`
    naming the dumped graph and the minify command) or `eager` (warn that it is a torchtpu bug,
    count `internal_errors`, run the graph in eager)."""
    v = os.environ.get("TORCHTPU_ON_INTERNAL_ERROR", "").strip().lower() or "raise"
    if v not in ("raise", "eager"):
        raise ConfigError(f"TORCHTPU_ON_INTERNAL_ERROR={v!r}: expected 'raise' or 'eager'")
    return v


def disabled_passes() -> list[str]:
    """`TORCHTPU_DISABLE_PASSES`: pass names, comma-separated; an unknown name raises (handed to
    the compiler in the `CompileConfig`)."""
    from . import _native

    names = [p.strip() for p in os.environ.get("TORCHTPU_DISABLE_PASSES", "").split(",") if p.strip()]
    known = _native.pass_names()
    bad = [n for n in names if n not in known]
    if bad:
        raise ConfigError(f"TORCHTPU_DISABLE_PASSES: unknown pass {', '.join(map(repr, bad))}; the passes are {', '.join(known)}")
    return names


def check_options(options: dict) -> None:
    """`torch.compile(..., options=...)`: every key must be one torchtpu reads."""
    bad = sorted(str(k) for k in options if k not in OPTIONS)
    if bad:
        raise ConfigError(f"unknown torchtpu option(s) {', '.join(map(repr, bad))}; the options are {', '.join(OPTIONS)}")


def check() -> None:
    """Reads every variable torchtpu uses, so that a bad value fails when a model is compiled,
    naming the variable, and not at the first call that happens to read it."""
    fallback_mode()
    on_internal_error()
    input_layouts()
    donation_enabled()
    resident_enabled()
    malloc_mode()
    block_cache_bytes()
    wait_mode()
    gemm_mode()
    fail_on_recompile()
    disabled_passes()
    checks_enabled()
    random_source()
    debug_compare()
    debug_tolerance()
    aot_cache_enabled()
    control_flow()
    explain_cache()
    client_options()
    compile_config()


def quiet_xla_logs() -> None:
    """XLA logs INFO and WARNING lines to stderr (`TF_CPP_MIN_LOG_LEVEL`, read when the plugin
    loads). Unless the user set the variable, torchtpu sets it to `2` first: errors still show,
    and they also reach the user as exceptions. `TF_CPP_MIN_LOG_LEVEL=0` shows everything."""
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")


def plugin_path() -> str | None:
    """`TORCHTPU_PJRT_PLUGIN` (a path, or a name: `cpu`, `cuda`, `gpu`, resolved by
    `device.resolve`), else `device.default_plugin()`: the CUDA plugin when the first graph had
    CUDA inputs and one is installed, else the CPU plugin from the `xla-cpu-pjrt` wheel."""
    from . import device

    env = plugin_env()
    try:
        if env:
            return device.resolve(env)
        return device.default_plugin()
    except device.PluginNotFound as e:
        raise ConfigError(str(e)) from None


def client_options() -> dict:
    """The PJRT client's create options (docs/gpu.md), validated; the plugin gets those of its
    platform. GPU: `TORCHTPU_GPU_PREALLOCATE` (default 0: XLA takes memory as it needs it, leaving
    torch's caching allocator room), `TORCHTPU_GPU_MEMORY_FRACTION` (in (0, 1]; XLA's default when
    unset), `TORCHTPU_GPU_ALLOCATOR` (`platform`, `bfc` or `cuda_async`; XLA's default when unset).
    CPU: `TORCHTPU_CPU_ASYNC` (`0` asks for a synchronous client, which the PJRT C API 0.115 CPU
    plugin runs small programs inline on; the 0.81 plugin ignores it). `TORCHTPU_CPU_DEVICES` (the
    client's `cpu_device_count`, default 1) is checked here and read by the compiler."""
    out: dict = {"preallocate": _switch("TORCHTPU_GPU_PREALLOCATE", False)}
    frac = os.environ.get("TORCHTPU_GPU_MEMORY_FRACTION", "").strip()
    if frac:
        try:
            f = float(frac)
        except ValueError:
            f = float("nan")
        if not 0.0 < f <= 1.0:
            raise ConfigError(f"TORCHTPU_GPU_MEMORY_FRACTION={frac!r}: expected a number in (0, 1]")
        out["memory_fraction"] = f
    alloc = os.environ.get("TORCHTPU_GPU_ALLOCATOR", "").strip().lower()
    if alloc:
        if alloc not in ("platform", "bfc", "cuda_async"):
            raise ConfigError(f"TORCHTPU_GPU_ALLOCATOR={alloc!r}: expected 'platform', 'bfc' or 'cuda_async'")
        out["allocator"] = alloc
    if os.environ.get("TORCHTPU_CPU_ASYNC", "").strip():
        out["asynchronous"] = _switch("TORCHTPU_CPU_ASYNC", True)
    # The count itself is read by the compiler (runtime/client_options.rs), as in the compile
    # service and the CLI, so that every process agrees on it (it is part of the cache key).
    devices = os.environ.get("TORCHTPU_CPU_DEVICES", "").strip()
    if devices and (not devices.isdigit() or int(devices) < 1):
        raise ConfigError(f"TORCHTPU_CPU_DEVICES={devices!r}: expected a whole number of devices, at least 1")
    return out


def input_layouts() -> bool:
    """`TORCHTPU_INPUT_LAYOUTS`: `1` (default) lets the compiler take module parameters in the
    layout its kernels read (docs/performance.md, "Parameter layouts"); `0` keeps every input as is."""
    return _switch("TORCHTPU_INPUT_LAYOUTS", True)


def malloc_mode() -> str:
    """`TORCHTPU_MALLOC`: `retain` (default: glibc keeps freed blocks for reuse, malloc.py) or
    `system` (glibc's own thresholds). Anything else raises."""
    v = os.environ.get("TORCHTPU_MALLOC", "").strip().lower() or "retain"
    if v not in ("retain", "system"):
        raise ConfigError(f"TORCHTPU_MALLOC={v!r}: expected 'retain' or 'system'")
    return v


def wait_mode() -> str:
    """`TORCHTPU_WAIT`: how torchtpu's threads work together on the CPU plugin
    (`runtime/waiting.rs`): `auto` (default) polls yielding its core and hands kernel bodies to the
    caller while only this process is busy, and spins briefly then sleeps, running bodies
    one-threaded where XLA calls them, while other processes use the CPU too; `yield` and `spin`
    fix one of the two. Read by the runtime once per process. Anything else raises."""
    v = os.environ.get("TORCHTPU_WAIT", "").strip().lower() or "auto"
    if v not in ("auto", "yield", "spin"):
        raise ConfigError(f"TORCHTPU_WAIT={v!r}: expected 'auto', 'yield' or 'spin'")
    return v


def gemm_mode() -> str:
    """`TORCHTPU_GEMM`: which library runs the float32 matrix products inside compiled programs
    on the CPU plugin (`runtime/cpu_kernels/gemm_choice.rs`): `auto` (default) times the BLAS
    (MKL, torch's) and oneDNN on each product shape's first calls and keeps the faster; `blas`
    (or `mkl`) and `onednn` fix one. Read by the runtime once per process. Anything else raises."""
    v = os.environ.get("TORCHTPU_GEMM", "").strip().lower() or "auto"
    if v not in ("auto", "blas", "mkl", "onednn", "dnnl"):
        raise ConfigError(f"TORCHTPU_GEMM={v!r}: expected 'auto', 'blas' (or 'mkl') or 'onednn'")
    return v


def block_cache_bytes() -> int:
    """`TORCHTPU_BLOCK_CACHE`: how many bytes of the large host blocks the CPU plugin frees are
    kept for its next requests (`runtime/block_cache.rs`, with `TORCHTPU_MALLOC=retain`): `1G` by
    default, a size such as `512M` or `2G` (the rule of `TORCHTPU_CACHE_MAX_BYTES`), or `0` to
    keep none. Anything else raises."""
    from . import _native

    raw = os.environ.get("TORCHTPU_BLOCK_CACHE", "").strip() or "1G"
    try:
        return _native.parse_size(raw)
    except ValueError as e:
        raise ConfigError(f"TORCHTPU_BLOCK_CACHE={raw!r}: {e}") from None


def donation_enabled() -> bool:
    """`TORCHTPU_DONATE`: `1` (default) donates graph inputs that the graph updates in place;
    `0` (or `off`) never does (for comparisons: benchmarks/donation.py)."""
    return _switch("TORCHTPU_DONATE", True)


def resident_enabled() -> bool:
    """`TORCHTPU_RESIDENT`: `1` (default) keeps the PJRT buffers of unchanged parameters and
    buffers between calls; `0` (or `off`) makes new ones on every call."""
    return _switch("TORCHTPU_RESIDENT", True)


def mode(options: dict | None = None) -> str:
    """The execution mode: the `torchtpu.mode` option, else `TORCHTPU_MODE`, else `fused`
    (docs/modes.md). Anything else raises, listing the modes."""
    options = options or {}
    if "torchtpu.mode" in options:
        where, value = "option torchtpu.mode", options["torchtpu.mode"]
    else:
        where, value = "TORCHTPU_MODE", os.environ.get("TORCHTPU_MODE", "")
    m = str(value).strip().lower() or "fused"
    if m not in MODES:
        raise ConfigError(f"{where}={value!r}: the modes are {', '.join(MODES)}")
    return m


def random_source() -> str:
    """`TORCHTPU_RANDOM`: `xla` (default: random ops are compiled, drawing from a seed torch's
    generator gives each call) or `torch` (random ops run in eager torch, so a compiled run draws
    exactly eager's numbers under `torch.manual_seed`; docs/modes.md)."""
    v = os.environ.get("TORCHTPU_RANDOM", "").strip().lower() or "xla"
    if v not in ("xla", "torch"):
        raise ConfigError(f"TORCHTPU_RANDOM={v!r}: expected 'xla' or 'torch'")
    return v


def debug_compare() -> bool:
    """`TORCHTPU_DEBUG_COMPARE=1`: in `debug` mode, also run each op in eager and report the first
    whose result differs beyond the tolerance (`TORCHTPU_DEBUG_RTOL`, `TORCHTPU_DEBUG_ATOL`)."""
    return _switch("TORCHTPU_DEBUG_COMPARE", False)


def debug_tolerance() -> tuple[float, float]:
    """(`TORCHTPU_DEBUG_RTOL`, `TORCHTPU_DEBUG_ATOL`): defaults 1e-4 and 1e-5."""
    out = []
    for name, default in (("TORCHTPU_DEBUG_RTOL", 1e-4), ("TORCHTPU_DEBUG_ATOL", 1e-5)):
        v = os.environ.get(name, "").strip()
        try:
            x = float(v) if v else default
        except ValueError:
            raise ConfigError(f"{name}={v!r}: expected a non-negative number") from None
        if not x >= 0:
            raise ConfigError(f"{name}={v!r}: expected a non-negative number")
        out.append(x)
    return out[0], out[1]


def checks_enabled() -> bool:
    """`TORCHTPU_CHECKS`: `1` (default) compiles run-time checks where eager raises on bad values
    (indices out of range, integer division by zero; docs/runtime-checks.md); `0` leaves them out.
    Handed to the compiler in the `CompileConfig`."""
    return _switch("TORCHTPU_CHECKS", True)


def aot_cache_enabled() -> bool:
    """`TORCHTPU_AOT_CACHE`: `1` stores compiled graphs in PyTorch's AOTAutograd cache (under
    `TORCHINDUCTOR_CACHE_DIR`), so that a new process skips AOTAutograd for a model compiled
    before; `0` (default) compiles every model from its Dynamo graph. Off by default because
    PyTorch's key costs more than AOTAutograd on the models measured (docs/cache.md)."""
    return _switch("TORCHTPU_AOT_CACHE", False)


def fail_on_recompile() -> bool:
    """`TORCHTPU_FAIL_ON_RECOMPILE=1`: after `torchtpu.precompile(...)`, a new compile raises
    `RecompileError` (docs/dynamism.md)."""
    return _switch("TORCHTPU_FAIL_ON_RECOMPILE", False)


def explain_cache() -> bool:
    """`TORCHTPU_EXPLAIN_CACHE=1`: log why each persistent-cache miss missed (docs/cache.md);
    `0` (default) does not. A yes/no switch: any other value raises."""
    return _switch("TORCHTPU_EXPLAIN_CACHE", False)


def test_perturb() -> list[str]:
    """`TORCHTPU_TEST_PERTURB`: test only, ops (comma-separated) whose lowering is made
    deliberately wrong (docs/debugging.md)."""
    return [p.strip() for p in os.environ.get("TORCHTPU_TEST_PERTURB", "").split(",") if p.strip()]


def ci() -> bool:
    """`CI`: set to anything but an empty value or a "no" spelling (`0`, `false`, ...) means a CI
    run: `torchtpu.testing.assert_golden` never writes files."""
    v = os.environ.get("CI", "").strip().lower()
    return bool(v) and v not in _OFF


def bless() -> bool:
    """`BLESS=1`: `torchtpu.testing.assert_golden` rewrites its golden files (yes/no)."""
    return _switch("BLESS", False)


# Malloc settings of the user's own, by variable (malloc.py leaves the allocator alone then).
_MALLOC_USER_VARS = ("MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TOP_PAD_")


def malloc_user_setting() -> str | None:
    """The variable of the user's own glibc malloc setting, if any: `GLIBC_TUNABLES` with a
    `glibc.malloc.` entry, or one of `MALLOC_TRIM_THRESHOLD_`, `MALLOC_MMAP_THRESHOLD_`,
    `MALLOC_TOP_PAD_` (malloc.py)."""
    if "glibc.malloc." in os.environ.get("GLIBC_TUNABLES", ""):
        return "GLIBC_TUNABLES"
    return next((v for v in _MALLOC_USER_VARS if v in os.environ), None)


@dataclasses.dataclass(frozen=True)
class CompileConfig:
    """Everything a compile takes besides the graph: the compiler's `driver::CompileConfig`,
    field for field (it rejects a field it does not know). Built by `compile_config()` once per
    compile, from the validated environment; the compiler reads no variable itself."""

    # `TORCHTPU_DISABLE_PASSES`, checked against the compiler's pass names.
    disabled_passes: tuple[str, ...] = ()
    # `TORCHTPU_CHECKS`.
    runtime_checks: bool = True
    # `TORCHTPU_TEST_PERTURB` (test only).
    perturb: tuple[str, ...] = ()
    # `TORCHTPU_DUMP_DIR`.
    dump_dir: str | None = None
    # `TORCHTPU_EXPLAIN_CACHE`.
    explain_cache: bool = False
    # `XLA_FLAGS` (part of the cache key).
    xla_flags: str = ""
    # `TORCHTPU_BLAS`: large float products call the BLAS torch loaded (the compiler honours it
    # only for a CPU client that registered the kernel, with a BLAS loaded).
    blas_gemm: bool = False
    # torch's intra-op thread count (`torch.get_num_threads()`): with one thread, convolutions
    # also go to the CPU conv kernel.
    cpu_threads: int = 0
    # `TORCHTPU_ATEN_CONV`: convolutions call torch's own kernels (oneDNN through ATen) from
    # compiled programs (honoured only for a CPU client, with torchtpu's ATen kernels loaded).
    aten_conv: bool = False
    # `TORCHTPU_ATEN_OPS`: softmax, log_softmax, GELU, layer norm, batch norm and their gradients,
    # sums and means call torch's own kernels (same conditions).
    aten_ops: bool = False
    # `TORCHTPU_CHANNELS_LAST`: convolutional networks run channels-last between torch's
    # convolutions (capture/channels_last.py; honoured with `aten_conv`).
    channels_last: bool = False
    # torch allows TF32 for float32 matrix products / convolutions (honoured on the CUDA plugin
    # only; docs/gpu.md, numerics).
    tf32_matmul: bool = False
    tf32_conv: bool = False
    # `TORCHTPU_FUSE_ATTENTION`: attention kept whole runs in torch's CUDA kernels (honoured on
    # the CUDA plugin only, with those kernels loaded; capture/attention.py).
    cuda_attention: bool = False

    def to_json(self) -> str:
        d = dataclasses.asdict(self)
        d["disabled_passes"], d["perturb"] = list(self.disabled_passes), list(self.perturb)
        return json.dumps(d)


def compile_config() -> CompileConfig:
    """The `CompileConfig` of a compile now (variables read at each compile, so they can be set
    after import); a bad value raises `ConfigError` naming its variable."""
    return CompileConfig(
        disabled_passes=tuple(disabled_passes()),
        runtime_checks=checks_enabled(),
        perturb=tuple(test_perturb()),
        dump_dir=dump_dir(),
        explain_cache=explain_cache(),
        xla_flags=xla_flags(),
        blas_gemm=blas(),
        cpu_threads=_torch_threads(),
        aten_conv=aten_conv(),
        aten_ops=aten_ops(),
        channels_last=channels_last(),
        tf32_matmul=_torch_tf32()[0],
        tf32_conv=_torch_tf32()[1],
        cuda_attention=fuse_attention(),
    )


def _torch_tf32() -> tuple[bool, bool]:
    """Whether torch lets float32 (matrix products, convolutions) use TF32 on a GPU:
    `torch.get_float32_matmul_precision()` other than "highest" (`allow_tf32` sets it), and
    `torch.backends.cudnn.allow_tf32`. Read at each compile, like torch reads them at each op."""
    import torch

    return torch.get_float32_matmul_precision() != "highest", bool(torch.backends.cudnn.allow_tf32)


def _torch_threads() -> int:
    import torch

    return int(torch.get_num_threads())


def blas() -> bool:
    """`TORCHTPU_BLAS` (default on): on the CPU plugin, float32/float64 matrix products of at
    least 32K multiply-adds run in the BLAS torch itself uses (MKL, from `libtorch_cpu.so`) through
    a custom call, and XLA fuses everything around them (docs/performance.md). Off: XLA's own dot."""
    return _switch("TORCHTPU_BLAS", True)


def aten_conv() -> bool:
    """`TORCHTPU_ATEN_CONV` (default on): on the CPU plugin, float32/float64 convolutions and their
    gradients run torch's own kernels (oneDNN, through ATen, from `torchtpu/_aten_kernels.so`) from
    inside compiled programs, with results equal to eager's (docs/performance.md). Off: XLA's
    convolution and torchtpu's own conv kernels."""
    return _switch("TORCHTPU_ATEN_CONV", True)


def aten_ops() -> bool:
    """`TORCHTPU_ATEN_OPS` (default on): on the CPU plugin, float32/float64 softmax, log_softmax,
    GELU, layer norm and training batch norm, and their gradients, and sums and means, run torch's
    own kernels (from `torchtpu/_aten_kernels.so`) from inside compiled programs, where XLA's code
    for them runs on one thread at 2-10x their time (docs/performance.md). Off: XLA's code."""
    return _switch("TORCHTPU_ATEN_OPS", True)


def channels_last() -> bool:
    """`TORCHTPU_CHANNELS_LAST` (default on): where convolutions run torch's own kernels
    (`TORCHTPU_ATEN_CONV`, the CPU plugin), a graph with at least three 2-d convolutions computes
    its activations channels-last, as Inductor's layout optimization and a
    `model.to(memory_format=torch.channels_last)` in eager do: oneDNN's channels-last kernels, and
    the batch norms, activations and pooling between them in the same layout
    (capture/channels_last.py, compiler/src/lower/channels_last.rs). Results are eager's up to
    the rounding of oneDNN's other kernels. Off: channels-first, as the model is written."""
    return _switch("TORCHTPU_CHANNELS_LAST", True)


def fuse_attention() -> bool:
    """`TORCHTPU_FUSE_ATTENTION` (default on): where torch's own CPU kernels run
    (`TORCHTPU_ATEN_OPS`), attention spelled out as `softmax(q @ k^T * scale + mask) @ v`, and
    `F.scaled_dot_product_attention`, run torch's CPU flash-attention kernel, forward and backward
    (capture/attention.py). On the CUDA plugin, attention (causal, masked or neither) runs in
    torch's CUDA flash or memory-efficient kernel, as eager's would. The results differ from the
    spelled-out form by rounding only. Off: attention is traced as written."""
    return _switch("TORCHTPU_FUSE_ATTENTION", True)


def conv_epilogue() -> bool:
    """`TORCHTPU_CONV_EPILOGUE` (default on): where convolutions run torch's own kernels
    (`TORCHTPU_ATEN_CONV`, the CPU plugin), an inference convolution with its eval-mode batch norm
    and activation (ReLU, SiLU, hardswish, ReLU6) runs as one oneDNN call with the batch norm
    folded into its weight and bias and the activation as a post-op (capture/conv_epilogue.py).
    Results differ from eager's by rounding only. Off: the batch norm and activation are XLA's."""
    return _switch("TORCHTPU_CONV_EPILOGUE", True)


def control_flow() -> bool:
    """`TORCHTPU_CONTROL_FLOW` (default on): a `torch.cond` or `torch.while_loop` whose subgraphs
    the compiler takes whole compiles as `stablehlo.if` (only the branch taken runs) or
    `stablehlo.while` (capture/control_flow.py, compiler/src/lower/control_flow.rs). Off: every
    `cond` on a tensor predicate runs both branches and picks each result with `where`, as before
    version 8 of the graph format, and a `while_loop` runs in eager."""
    return _switch("TORCHTPU_CONTROL_FLOW", True)


def norm_epilogue() -> bool:
    """`TORCHTPU_NORM_EPILOGUE` (default on): where torch's own CPU kernels run
    (`TORCHTPU_ATEN_OPS`, the CPU plugin), a training batch norm and the activation after it (ReLU,
    ReLU6 and other clamps, hardswish) run as one kernel of torchtpu's, two passes over the
    activation (capture/norm_epilogue.py). Its statistics differ from eager's by rounding only.
    Off: torch's batch norm kernel, then XLA's code for the activation."""
    return _switch("TORCHTPU_NORM_EPILOGUE", True)


def dump_dir() -> str | None:
    """`TORCHTPU_DUMP_DIR`: where compiled graphs and the dump index go (docs/inspecting.md);
    read at each use, so it can be set after import."""
    return os.environ.get("TORCHTPU_DUMP_DIR") or None


def buckets() -> str | None:
    """`TORCHTPU_BUCKETS`: the shape-bucket spec of graphs with symbolic sizes (docs/dynamism.md),
    when `torch.compile(..., options={"torchtpu.buckets": ...})` gives none."""
    return os.environ.get("TORCHTPU_BUCKETS")


def xla_flags() -> str:
    """`XLA_FLAGS`, XLA's own flags: checked in a throwaway process before the plugin loads."""
    return os.environ.get("XLA_FLAGS", "").strip()


def plugin_env() -> str | None:
    """`TORCHTPU_PJRT_PLUGIN` as set (the CLI fills it in for the Rust side when unset)."""
    return os.environ.get("TORCHTPU_PJRT_PLUGIN") or None


def compile_settings() -> dict[str, str]:
    """The environment variables that change what a graph compiles to, as text (`(unset)` when
    unset), for explaining a recompile (recompile.py)."""
    names = ("TORCHTPU_CHECKS", "TORCHTPU_DISABLE_PASSES", "TORCHTPU_RANDOM", "TORCHTPU_INPUT_LAYOUTS",
             "TORCHTPU_DONATE", "TORCHTPU_RESIDENT", "TORCHTPU_BUCKETS", "TORCHTPU_TEST_PERTURB", "TORCHTPU_ATEN_OPS",
             "TORCHTPU_FUSE_ATTENTION", "TORCHTPU_CHANNELS_LAST", "TORCHTPU_CONV_EPILOGUE",
             "TORCHTPU_NORM_EPILOGUE", "XLA_FLAGS")
    return {name: os.environ.get(name, "(unset)") for name in names}
