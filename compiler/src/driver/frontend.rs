//! The PJRT-free front half: parse, verify, passes, lowering.

use std::time::Instant;

use crate::graph_format::{self, SerializedGraph};
use crate::ir::{self, Graph};
use crate::lower::{self, Lowered};
use crate::passes::{self, PassOptions};
use crate::runtime::Donation;
use crate::{Error, Result};

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
///
/// A panic anywhere in here is a bug (the fuzz target `compiler/fuzz` hunts for them, see
/// docs/fuzzing.md), but it must not take the caller's process (a Python user's, or `serve`)
/// with it: it comes back as an [`Error::Internal`] naming the panic.
pub fn lower_graph(json: &str, opts: &PassOptions) -> Result<Frontend> {
    // Nothing shared is left half-updated by an unwind: every value built here is dropped with it.
    // Inside out: a C++ exception from MLIR stops at the C++ guard (catch_unwind would abort on
    // it); a Rust panic passes the guard and stops at catch_unwind.
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| crate::cxx_guard::guard("MLIR (lowering)", || lower_graph_inner(json, opts))))
        .unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic".into());
        Err(Error::Internal(format!("the compiler panicked: {what} (a bug; please report it with the graph)")))
    })
}

fn lower_graph_inner(json: &str, opts: &PassOptions) -> Result<Frontend> {
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

