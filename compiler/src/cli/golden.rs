//! `torchtpu-compiler golden add|check`: golden StableHLO files for a user's own model
//! (docs/golden-files.md). `add` records the graphs a run dumped (`TORCHTPU_DUMP_DIR`) with their
//! expected StableHLO in a directory the user owns; `check` lowers them again and prints a unified
//! diff per graph whose StableHLO changed, `--bless` accepting the changes (never when `CI` is set).

use std::io::Write;
use std::path::{Path, PathBuf};

use super::CliError;
use crate::golden::{check_one, expected_path, graph_files, in_ci, lower_file, Mode, Outcome};

fn failed(e: impl std::fmt::Display) -> CliError {
    CliError::Failed(e.to_string())
}

pub(super) fn run(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let w = |out: &mut dyn Write, s: String| out.write_all(s.as_bytes()).map_err(failed);
    match args.first().map(String::as_str) {
        Some("add") => {
            let (mut src, mut to) = (None, None);
            let mut it = args[1..].iter();
            while let Some(a) = it.next() {
                match a.as_str() {
                    "--to" => to = Some(PathBuf::from(it.next().ok_or_else(|| CliError::Usage("--to needs a directory".into()))?)),
                    other if src.is_none() => src = Some(PathBuf::from(other)),
                    other => return Err(CliError::Usage(format!("golden add: unexpected argument `{other}`"))),
                }
            }
            let src = src.ok_or_else(|| CliError::Usage("golden add needs a DUMP_DIR".into()))?;
            let to = to.ok_or_else(|| CliError::Usage("golden add needs --to DIR".into()))?;
            let n = add(&src, &to)?;
            w(out, format!("recorded {n} graph(s) with their StableHLO in {}\n", to.display()))
        }
        Some("check") => {
            let mut dir = None;
            let mut bless = false;
            for a in &args[1..] {
                match a.as_str() {
                    "--bless" => bless = true,
                    other if dir.is_none() => dir = Some(PathBuf::from(other)),
                    other => return Err(CliError::Usage(format!("golden check: unexpected argument `{other}`"))),
                }
            }
            let dir = dir.ok_or_else(|| CliError::Usage("golden check needs a DIR".into()))?;
            if bless && in_ci() {
                return Err(failed("golden check --bless: refusing to write golden files while CI is set"));
            }
            check(&dir, if bless { Mode::Bless } else { Mode::Check }, out)
        }
        Some(other) => Err(CliError::Usage(format!("unknown golden subcommand `{other}` (add, check)"))),
        None => Err(CliError::Usage("golden needs a subcommand (add, check)".into())),
    }
}

/// Copies every `*.graph.json` of the dump directory `src` into `to` (made if needed) and writes
/// its expected StableHLO beside it. A graph that does not lower is an error naming it.
fn add(src: &Path, to: &Path) -> Result<usize, CliError> {
    if !src.is_dir() {
        return Err(failed(format!("{}: not a directory (expected a TORCHTPU_DUMP_DIR)", src.display())));
    }
    let graphs = graph_files(src);
    if graphs.is_empty() {
        return Err(failed(format!(
            "{}: no *.graph.json files; run the model with TORCHTPU_DUMP_DIR={} first",
            src.display(),
            src.display()
        )));
    }
    std::fs::create_dir_all(to).map_err(|e| failed(format!("{}: {e}", to.display())))?;
    for g in &graphs {
        let name = g.file_name().map(|n| n.to_owned()).ok_or_else(|| failed(format!("{}: no file name", g.display())))?;
        let mlir = lower_file(g).map_err(|e| failed(format!("{}: {e}", g.display())))?;
        let dest = to.join(name);
        std::fs::copy(g, &dest).map_err(|e| failed(format!("{}: {e}", dest.display())))?;
        std::fs::write(expected_path(&dest), mlir).map_err(|e| failed(format!("{}: {e}", dest.display())))?;
    }
    Ok(graphs.len())
}

/// Lowers every graph under `dir` and compares; any difference (or a graph that no longer lowers,
/// or a missing expected file) fails with a unified diff per graph. `Mode::Bless` writes instead.
fn check(dir: &Path, mode: Mode, out: &mut dyn Write) -> Result<(), CliError> {
    let graphs = graph_files(dir);
    if graphs.is_empty() {
        return Err(failed(format!("{}: no *.graph.json files (record some with `golden add`)", dir.display())));
    }
    let (mut same, mut blessed, mut bad) = (0, 0, Vec::new());
    for g in &graphs {
        match check_one(g, mode) {
            Outcome::Same => same += 1,
            Outcome::Blessed => blessed += 1,
            Outcome::Mismatch(diff) => {
                out.write_all(diff.as_bytes()).map_err(failed)?;
                bad.push(format!("{}: StableHLO changed", g.display()));
            }
            Outcome::Missing => bad.push(format!("{}: no expected file {}", g.display(), expected_path(g).display())),
            Outcome::LowerFailed(e) => bad.push(format!("{}: {e}", g.display())),
        }
    }
    writeln!(out, "{same} unchanged, {blessed} blessed, {} changed or failing, of {} graph(s)", bad.len(), graphs.len()).map_err(failed)?;
    if bad.is_empty() {
        Ok(())
    } else {
        Err(failed(format!("{}\nre-run with --bless to accept the changes", bad.join("\n"))))
    }
}
