//! Golden StableHLO files: see `lowering_tests/src/lib.rs` and `docs/golden-files.md`.

use std::collections::BTreeSet;

use lowering_tests::*;
use rayon::prelude::*;
use torchtpu_compiler::runtime::{default_compile_options, Client};

#[test]
fn golden_stablehlo_matches() {
    let files = graph_files(&golden_root());
    assert!(!files.is_empty(), "no golden graphs under {}", golden_root().display());
    let mode = mode_from_env();
    let mut failures = Vec::new();
    let mut blessed = 0;
    for f in &files {
        match check_one(f, mode) {
            Outcome::Same => {}
            Outcome::Blessed => blessed += 1,
            Outcome::Missing => failures.push(format!(
                "{}: no expected file {}",
                f.display(),
                expected_path(f).display()
            )),
            Outcome::LowerFailed(e) => failures.push(format!("{}: lowering failed: {e}", f.display())),
            Outcome::Mismatch(diff) => failures.push(diff),
        }
    }
    if blessed > 0 {
        eprintln!("blessed {blessed} expected file(s); review them with `git diff golden/`");
    }
    if !failures.is_empty() {
        panic!(
            "{} of {} golden file(s) differ:\n\n{}\n\nre-run with BLESS=1 to accept",
            failures.len(),
            files.len(),
            failures.join("\n")
        );
    }
}

/// No golden file may hold StableHLO that XLA refuses: compile each with the PJRT CPU plugin.
#[test]
fn golden_stablehlo_compiles_with_pjrt() {
    let client = Client::new_default().expect("the PJRT CPU plugin loads (run scripts/setup.sh)");
    let opts = default_compile_options();
    let files: Vec<_> = graph_files(&golden_root()).into_iter().map(|f| expected_path(&f)).filter(|p| p.exists()).collect();
    assert!(!files.is_empty(), "no expected StableHLO files");
    let failures: Vec<String> = files
        .par_iter()
        .filter_map(|p| {
            let text = std::fs::read_to_string(p).ok()?;
            client.compile(&text, &opts).err().map(|e| format!("{}: {e}", p.display()))
        })
        .collect();
    assert!(failures.is_empty(), "XLA refused {} golden file(s):\n{}", failures.len(), failures.join("\n"));
}

/// Every lowering rule has at least one golden case.
#[test]
fn every_rule_has_a_golden_case() {
    let mut covered = BTreeSet::new();
    for f in graph_files(&golden_root()) {
        covered.extend(targets_in(&std::fs::read_to_string(&f).unwrap_or_default()));
    }
    let missing: Vec<&str> =
        torchtpu_compiler::lower::registry().keys().copied().filter(|op| !covered.contains(*op)).collect();
    assert!(missing.is_empty(), "lowering rules without a golden case: {missing:?}");
}

/// A mismatch prints a unified diff that names the file.
#[test]
fn diff_is_unified_and_names_the_file() {
    let d = unified_diff("a\nb\nc\n", "a\nx\nc\n", std::path::Path::new("golden/x/y.stablehlo.mlir"));
    assert!(d.contains("--- golden/x/y.stablehlo.mlir (expected)"), "{d}");
    assert!(d.contains("-b\n") && d.contains("+x\n"), "{d}");
}
