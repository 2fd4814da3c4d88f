//! The compiler's IR: a petgraph `StableGraph` of typed nodes.
//!
//! Every node is an input, a constant or a call of an ATen overload. Arguments keep the structure
//! torch gave them ([`Operand`]), with tensor references resolved to [`ValueRef`]s. Graph edges
//! mirror those references and are rebuilt with [`Graph::rebuild_edges`] after a pass rewrites args.

mod build;
mod graph;
mod printer;
mod types;
mod verify;

pub use build::from_serialized;
pub use graph::*;
pub use types::*;
pub use verify::verify;

#[cfg(test)]
mod tests;
