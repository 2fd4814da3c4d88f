"""Type stub of the Rust extension torchtpu._native."""

from typing import Any, Dict, Optional

COMPILER_VERSION: str
GRAPH_FORMAT_VERSION: int
CUDA_PHASES: list[str]
ATEN_OPS_MIN_ELEMENTS: int

class TorchTpuError(Exception):
    # Set on errors from the compiler: the variant's name ("NoRule", "UnsupportedArgs",
    # "NotPadSafe", "MixedSymbols", "Malformed", "InvalidNode", "Pjrt", ...), the graph node and
    # the ATen op at fault. None where the error has none (or it was raised from Python).
    code: str | None
    node: str | None
    op: str | None
    # Every refused node an UnsupportedError stands for (all of a graph's, at once); empty elsewhere.
    refusals: tuple["Refusal", ...] | list["Refusal"]

class Refusal:
    """One node the compiler refused: code ("NoRule", "UnsupportedArgs", ...), node, op, message."""
    code: str
    node: str | None
    op: str | None
    message: str

class CompileOutcome:
    """What `compile` returns: the executable and the tier it came from ("memory", "service",
    "disk", "remote" or "compiled"), or every refused node (then `compiled` and `source` are None)."""
    compiled: Optional["Compiled"]
    source: str | None
    refusals: list[Refusal]

class UnsupportedError(TorchTpuError): ...
class GraphError(TorchTpuError): ...
class BackendError(TorchTpuError): ...
class InternalError(TorchTpuError): ...

class Compiled:
    name: str
    key: str
    mlir: str
    cache_hit: bool
    # Where the executable came from: "memory", "service", "disk", "remote" or "compiled".
    source: str
    key_components: dict[str, str]
    params: list[tuple[int, str, list[int]]]
    input_layouts: dict[int, list[int]]
    outputs: list[Optional[tuple[int, str, list[int]]]]
    def call(self, args: list, verify: list[tuple[Any, int]] | None = None) -> list | None:
        """Runs on the graph's argument list (tensors, by graph-input position); returns one CPU
        tensor per executable result (zero-copy on the CPU plugin). A result XLA wrote into a
        donated input (the graph's `aliases`) is that input tensor itself. Raises GraphError for a
        tensor of the wrong device, dtype or shape. `verify`: `(tensor, storage fingerprint)`
        pairs checked while the run computes (before it, when the graph writes an input in place);
        when one no longer matches, the results are dropped and this returns None."""
    def set_resident_inputs(self, indices: list[int]) -> None:
        """Graph-input positions of parameters and buffers: their PJRT buffers are cached between
        calls (by data pointer, dtype, shape and `_version`). Before the first call only."""
    def bench_execute(self, calls: int, repeats: int = 5) -> float:
        """Seconds per execution timed from Rust alone (zeroed inputs), median of `repeats`."""
    def run(self, inputs: list[Any], outputs: list[Any] | None = None) -> list[bytes] | None:
        """Runs on contiguous CPU tensors of the plan's dtypes and shapes (or `bytes` of the plan's
        byte size, for inputs), each checked (GraphError names the first that does not fit);
        results are written into `outputs` (tensors sharing no memory with any other argument),
        or returned as bytes when `outputs` is None."""
    def call_values(self, args: list) -> tuple[list["DeviceValue"], Optional["DeviceValue"]]:
        """Runs on `DeviceValue`s (by graph-input position) without waiting: the results, still
        being computed, and the run-time check flags (None without checks). `strict` mode."""
    def check_values(self, flags: "DeviceValue") -> None:
        """Raises CheckError when `flags` (from `call_values`) mark a failed check; waits for them."""

class DeviceValue:
    """A value on the PJRT device between `strict`-mode ops (docs/modes.md)."""
    shape: list[int]
    dtype: Any
    @staticmethod
    def from_torch(tensor: Any) -> "DeviceValue":
        """A CPU tensor's value (read in place where the plugin can; do not write the tensor
        while runs may read it)."""
    def is_ready(self) -> bool: ...
    def wait(self) -> None:
        """Waits until computed; raises the run's error if it failed."""
    def to_torch(self) -> Any:
        """The value as a CPU tensor (waits): zero-copy on the CPU plugin, else a copy."""

def init(plugin_path: Optional[str] = None, client_options: Optional[str] = None) -> str: ...
def runtime_info() -> Dict[str, Any]: ...
def cuda_attention_ready() -> bool: ...
def cuda_runtime_status() -> str: ...
def parse_size(text: str) -> int:
    """Bytes in a size such as `123`, `500M`, `2G`; ValueError otherwise."""
def cache_plugin_blocks(limit: int) -> int:
    """Routes the plugin's own malloc/posix_memalign/aligned_alloc/free through the block cache
    (keeping up to `limit` bytes of freed blocks of 1 MiB and more); once per process. Returns
    how many of the plugin's allocator entries go there."""
def device_memory_stats(index: int = 0) -> Dict[str, int]:
    """XLA's allocator statistics of a device (`PJRT_Device_MemoryStats`): `bytes_in_use`, and the
    peaks and pool sizes the plugin keeps. BackendError before the runtime starts."""
def probe_plugin(plugin_path: str, client_options: str = "{}", view: Optional[Any] = None,
                 from_dlpack: Optional[Any] = None, stream: Optional[Any] = None) -> Dict[str, Any]:
    """Tries a plugin step by step; `view`: a contiguous, non-empty float32 tensor on the plugin's
    device to run on without a copy (GraphError otherwise), finished by its producer; `stream`: a
    torch.cuda.Stream the result is waited on (stream extension; GraphError for anything else)."""
def probe(plugin_path: Optional[str] = None) -> str:
    """Loads the plugin and compiles one op in this process; returns the platform (for a throwaway process)."""
    ...
def is_initialized() -> bool: ...
def compile(graph_json: str, config_json: str) -> CompileOutcome:
    """Compiles with a `config.CompileConfig` (its `to_json()`); refused nodes come back in the outcome."""
def lower(graph_json: str, config_json: str) -> tuple[str, str]: ...
def load_blas(path: str) -> str:
    """Opens the BLAS at `path` (torch's libtorch_cpu.so) for the CPU plugin's gemm kernel, once per process."""
def kernel_signature(text: str) -> tuple[list[str], list[str]]:
    """A custom kernel's @main parameter and result types; GraphError naming the line when malformed."""
def registered_ops() -> list[str]: ...
def pass_names() -> list[str]:
    """The compiler's passes in pipeline order (what TORCHTPU_DISABLE_PASSES names)."""
def dtypes() -> list[tuple[str, str]]:
    """(serialized-format name, torch attribute name) of each dtype graphs take from torch."""
def op_traits() -> dict[str, dict[str, bool | str]]:
    """Every op with a lowering rule -> {"pointwise", "random", "storage", "cse": bool, "pad": str}."""
def stats() -> dict[str, int]: ...
def kernel_profile(enable: bool | None = None, reset: bool = False) -> list[dict[str, object]]: ...
def reset_stats() -> None: ...
def forget_resident(tensor: Any) -> None:
    """Drops the resident cache's record of memory at `tensor`'s address (new memory)."""
    ...

def resident_buffers(clear: bool = False) -> int:
    """Entries of the resident-buffer cache (after dropping them all when `clear`)."""
    ...
class ForgetResident:
    """Weak-reference callback that drops a dead tensor's resident buffers."""
    ptr: int
    def __call__(self, dead: object) -> None: ...
def clear_cache() -> None: ...
def cache_info() -> dict[str, object]: ...
def cli_main(argv: list[str]) -> int: ...

def storage_fingerprint(t: Any) -> Optional[int]: ...
