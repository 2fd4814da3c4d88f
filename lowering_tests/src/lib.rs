//! The golden-file runner (after Cranelift's filetests and `CRANELIFT_TEST_BLESS`).
//!
//! `golden/<family>/<case>.graph.json` is a serialized graph; `<case>.stablehlo.mlir` beside it is
//! the StableHLO torchtpu must emit for it. On a mismatch the runner prints a unified diff and
//! `re-run with BLESS=1 to accept`. `BLESS=1` rewrites expected files, except when `CI` is set:
//! then the runner never writes. Every expected file is also compiled by the PJRT CPU plugin, so
//! no golden holds text that XLA would refuse.

use std::path::{Path, PathBuf};

pub use torchtpu_compiler::golden::{check_one, expected_path, golden_pass_options, graph_files, unified_diff, Outcome};
use torchtpu_compiler::golden::in_ci;

pub fn golden_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("golden")
}

pub use torchtpu_compiler::golden::Mode;

/// `BLESS=1` rewrites expected files, except when `CI` is set.
pub fn mode_from_env() -> Mode {
    let bless = std::env::var("BLESS").map(|v| !v.is_empty() && v != "0").unwrap_or(false);
    if bless && !in_ci() {
        Mode::Bless
    } else {
        Mode::Check
    }
}

/// The ATen targets a serialized graph calls.
pub fn targets_in(graph_json: &str) -> Vec<String> {
    let Ok(g) = torchtpu_compiler::graph_format::parse_graph(graph_json) else { return vec![] };
    g.nodes.into_iter().map(|n| n.target).collect()
}
