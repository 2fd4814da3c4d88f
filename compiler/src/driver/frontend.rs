//! The PJRT-free front half: parse, verify, passes, lowering.

use std::time::Instant;

use crate::graph_format::{self, SerializedGraph};
use crate::ir::{self, Graph};
use crate::lower::{self, Lowered};
use crate::passes::{self, PassOptions};
use crate::runtime::Donation;
use crate::Result;

/// The front half's products for one graph.
pub struct Frontend {
    pub source: SerializedGraph,
    pub graph: Graph,
    /// The IR after passes, printed.
    pub ir_text: String,
    pub lowered: Lowered,
    /// The graph's `aliases` as executable parameter and result positions (`lowered.aliases`);
    /// `lowered.mlir` carries them as `tf.aliasing_output` (so they are part of the cache key).
    pub donations: Vec<Donation>,
    /// Seconds spent in parse, passes and lowering (the compiler's own time).
    pub frontend_seconds: f64,
}

/// Parses, verifies, runs the pass pipeline and lowers to StableHLO. No PJRT involved.
pub fn lower_graph(json: &str, opts: &PassOptions) -> Result<Frontend> {
    let t0 = Instant::now();
    let source = graph_format::parse_graph(json)?;
    let mut graph = ir::from_serialized(&source)?;
    ir::verify(&graph)?;
    passes::run_pipeline(&mut graph, opts)?;
    let lowered = lower::lower_with(&graph, opts.runtime_checks)?;
    let donations = lowered.aliases.iter().map(|&(param, result)| Donation { param, result }).collect();
    let ir_text = graph.to_string();
    Ok(Frontend { source, graph, ir_text, lowered, donations, frontend_seconds: t0.elapsed().as_secs_f64() })
}

