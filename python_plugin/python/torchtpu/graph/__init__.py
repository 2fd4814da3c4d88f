"""Layer 1, the graph: what torchtpu knows about an FX graph and how it is written for the
compiler: the op table (`ops`), serialization (`serialize`), run-time check insertion (`checks`),
the AOTAutograd metadata read from a graph (`aot_metadata`), parameter layouts (`layouts`), how a
custom kernel appears in a graph (`kernel_nodes`), and size symbols named for users (`symbols`).
Imports only the foundation modules (`torchtpu.config`, `state`, `warn`, ...). The layers, bottom
to top: foundation, graph, execution, capture, extensions, tools; no module imports a layer above
its own (`scripts/check_layers.py`, run by `scripts/test.sh`)."""
