//! The golden-file runner (after Cranelift's filetests and `CRANELIFT_TEST_BLESS`).
//!
//! `golden/<family>/<case>.graph.json` is a serialized graph; `<case>.stablehlo.mlir` beside it is
//! the StableHLO torchtpu must emit for it. On a mismatch the runner prints a unified diff and
//! `re-run with BLESS=1 to accept`. `BLESS=1` rewrites expected files, except when `CI` is set:
//! then the runner never writes. Every expected file is also compiled by the PJRT CPU plugin, so
//! no golden holds text that XLA would refuse.

use std::path::{Path, PathBuf};

use similar::TextDiff;
use torchtpu_compiler::driver::lower_graph;
use torchtpu_compiler::passes::PassOptions;

pub fn golden_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("golden")
}

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

pub fn expected_path(graph: &Path) -> PathBuf {
    let s = graph.to_string_lossy();
    PathBuf::from(format!("{}.stablehlo.mlir", s.trim_end_matches(".graph.json")))
}

/// Pass options for golden files: fixed, never read from the environment.
pub fn golden_pass_options() -> PassOptions {
    PassOptions { disabled: vec![], verify_each: true, runtime_checks: true }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Check,
    Bless,
}

impl Mode {
    pub fn from_env() -> Mode {
        let bless = std::env::var("BLESS").map(|v| !v.is_empty() && v != "0").unwrap_or(false);
        let ci = std::env::var_os("CI").is_some_and(|v| !v.is_empty());
        if bless && !ci {
            Mode::Bless
        } else {
            Mode::Check
        }
    }
}

pub enum Outcome {
    Same,
    Blessed,
    Mismatch(String),
    Missing,
    LowerFailed(String),
}

/// Lowers one golden graph and compares (or blesses) its expected StableHLO.
pub fn check_one(graph: &Path, mode: Mode) -> Outcome {
    let text = match std::fs::read_to_string(graph) {
        Ok(t) => t,
        Err(e) => return Outcome::LowerFailed(format!("cannot read: {e}")),
    };
    let actual = match lower_graph(&text, &golden_pass_options()) {
        Ok(f) => f.lowered.mlir,
        Err(e) => return Outcome::LowerFailed(e.to_string()),
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

/// The ATen targets a serialized graph calls.
pub fn targets_in(graph_json: &str) -> Vec<String> {
    let Ok(g) = torchtpu_compiler::graph_format::parse_graph(graph_json) else { return vec![] };
    g.nodes.into_iter().map(|n| n.target).collect()
}
