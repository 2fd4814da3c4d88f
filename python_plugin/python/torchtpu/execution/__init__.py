"""Layer 2, execution: compiling a graph and running it (`executable`, `runtime`), shape buckets
(`bucketing`), partial graphs (`partition`), the op-by-op modes (`modes`), the failure policy
(`failures`) and collectives between compiled regions (`collectives`). Imports the graph layer
and the foundation, never capture, extensions or tools."""
