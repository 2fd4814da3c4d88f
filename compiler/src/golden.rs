//! Golden StableHLO files (after Cranelift's filetests): `<case>.graph.json` is a serialized
//! graph and `<case>.stablehlo.mlir` beside it the StableHLO torchtpu must emit for it. Shared by
//! the project's own op cases (`lowering_tests`, `golden/`) and by users pinning their models
//! (`torchtpu-compiler golden add|check`, docs/golden-files.md).

use std::path::{Path, PathBuf};

use similar::TextDiff;

use serde::Deserialize;

use crate::driver::{lower_for_target, CompileConfig};
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

/// `<case>.target.json` beside `<case>.graph.json`: what the target offers the lowering, when
/// the case pins a target-dependent rule (the CPU plugin's BLAS kernels, TF32 on the CUDA
/// plugin). Without it, a case lowers for a target that offers none of these.
pub fn target_path(graph: &Path) -> PathBuf {
    let s = graph.to_string_lossy();
    PathBuf::from(format!("{}.target.json", s.trim_end_matches(".graph.json")))
}

/// The fields a target file may set (`CompileConfig`'s target part; anything else is refused).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
struct Target {
    blas_gemm: bool,
    cpu_threads: u32,
    aten_conv: bool,
    aten_ops: bool,
    channels_last: bool,
    tf32_matmul: bool,
    tf32_conv: bool,
}

fn target_config(graph: &Path) -> Result<CompileConfig, String> {
    let path = target_path(graph);
    let t: Target = match std::fs::read_to_string(&path) {
        Ok(text) => serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Target::default(),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    Ok(CompileConfig {
        blas_gemm: t.blas_gemm,
        cpu_threads: t.cpu_threads,
        aten_conv: t.aten_conv,
        aten_ops: t.aten_ops,
        channels_last: t.channels_last,
        tf32_matmul: t.tf32_matmul,
        tf32_conv: t.tf32_conv,
        ..CompileConfig::default()
    })
}

/// Pass options for golden files: fixed, never read from the environment (run-time checks on, as
/// by default).
pub fn golden_pass_options() -> PassOptions {
    PassOptions { disabled: vec![], verify_each: true, runtime_checks: true, torch_conv_weights: false, blas_products: false, channels_last_conv_weights: false }
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

/// The StableHLO torchtpu emits for the graph in `path`, for the target its `.target.json` names
/// (none: a target with no kernels and no TF32).
pub fn lower_file(path: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let config = target_config(path)?;
    let opts = PassOptions { torch_conv_weights: config.aten_conv, blas_products: config.blas_gemm, ..golden_pass_options() };
    lower_for_target(&text, &opts, &config).map(|f| f.lowered.mlir).map_err(|e| e.to_string())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_target_file_sets_the_target_and_refuses_other_fields() {
        let dir = std::env::temp_dir().join(format!("torchtpu-golden-target-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let graph = dir.join("case.graph.json");
        assert_eq!(target_path(&graph), dir.join("case.target.json"));
        let none = target_config(&graph).expect("no target file: the default target");
        assert!(!none.blas_gemm && !none.tf32_matmul && none.cpu_threads == 0);
        std::fs::write(target_path(&graph), r#"{"blas_gemm": true, "cpu_threads": 2}"#).expect("write");
        let t = target_config(&graph).expect("a target");
        assert!(t.blas_gemm && t.cpu_threads == 2 && !t.tf32_conv && t.runtime_checks);
        std::fs::write(target_path(&graph), r#"{"runtime_checks": false}"#).expect("write");
        let e = target_config(&graph).expect_err("only the target's fields");
        assert!(e.contains("unknown field `runtime_checks`"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
