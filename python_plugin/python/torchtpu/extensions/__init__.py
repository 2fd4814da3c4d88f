"""Layer 4, extensions: custom kernels (`kernels`: JAX functions and StableHLO text as torch ops)
and the opt-in SPMD path (`spmd`). Built on capture and execution."""
