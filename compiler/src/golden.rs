//! Golden StableHLO files (after Cranelift's filetests): `<case>.graph.json` is a serialized
//! graph and `<case>.stablehlo.mlir` beside it the StableHLO torchtpu must emit for it. Shared by
//! the project's own op cases (`lowering_tests`, `golden/`) and by users pinning their models
//! (`torchtpu-compiler golden add|check`, docs/golden-files.md).

use std::path::{Path, PathBuf};

use similar::TextDiff;

use crate::driver::lower_graph;
use crate::passes::PassOptions;

/// Every `*.graph.json` under `root`, sorted.
pub fn graph_files(root: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.to_string_lossy().ends_with(".graph.json") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(root, &mut out);
    out.sort();
    out
}

/// `<case>.stablehlo.mlir` beside `<case>.graph.json`.
pub fn expected_path(graph: &Path) -> PathBuf {
    let s = graph.to_string_lossy();
    PathBuf::from(format!("{}.stablehlo.mlir", s.trim_end_matches(".graph.json")))
}

/// Pass options for golden files: fixed, never read from the environment (run-time checks on, as
/// by default).
pub fn golden_pass_options() -> PassOptions {
    PassOptions { disabled: vec![], verify_each: true, runtime_checks: true }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Check,
    Bless,
}

/// Whether `CI` is set (non-empty): blessing is then refused.
pub fn in_ci() -> bool {
    std::env::var_os("CI").is_some_and(|v| !v.is_empty())
}

pub enum Outcome {
    Same,
    Blessed,
    Mismatch(String),
    Missing,
    LowerFailed(String),
}

/// The StableHLO torchtpu emits for the graph in `path`.
pub fn lower_file(path: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    lower_graph(&text, &golden_pass_options()).map(|f| f.lowered.mlir).map_err(|e| e.to_string())
}

/// Lowers one golden graph and compares (or blesses) its expected StableHLO.
pub fn check_one(graph: &Path, mode: Mode) -> Outcome {
    let actual = match lower_file(graph) {
        Ok(m) => m,
        Err(e) => return Outcome::LowerFailed(e),
    };
    let exp_path = expected_path(graph);
    let expected = std::fs::read_to_string(&exp_path).ok();
    match (expected, mode) {
        (Some(e), _) if e == actual => Outcome::Same,
        (_, Mode::Bless) => match std::fs::write(&exp_path, &actual) {
            Ok(()) => Outcome::Blessed,
            Err(e) => Outcome::LowerFailed(format!("cannot write {}: {e}", exp_path.display())),
        },
        (None, Mode::Check) => Outcome::Missing,
        (Some(e), Mode::Check) => Outcome::Mismatch(unified_diff(&e, &actual, &exp_path)),
    }
}

pub fn unified_diff(expected: &str, actual: &str, path: &Path) -> String {
    let name = path.display().to_string();
    TextDiff::from_lines(expected, actual)
        .unified_diff()
        .context_radius(3)
        .header(&format!("{name} (expected)"), &format!("{name} (actual)"))
        .to_string()
}
