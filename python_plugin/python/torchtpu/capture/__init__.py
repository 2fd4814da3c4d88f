"""Layer 3, capture: the Dynamo backend (`backend`), AOTAutograd's cache (`aot_cache`), the
decomposition table (`decompositions`, `rnn`), Dynamo's graph breaks (`graph_breaks`) and
recompile reasons (`recompile`). Hands each graph to the execution layer."""
