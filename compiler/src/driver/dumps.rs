//! `TORCHTPU_DUMP_DIR` (the compile config's `dump_dir`): each compiled graph's serialized form,
//! IR and StableHLO, and an index.

use std::io::Write;
use std::path::Path;

use super::Frontend;
use crate::cache::CacheKey;
use crate::{Error, Result};

/// Writes `<name>-<hash12>.graph.json`, `.ir.txt`, `.stablehlo.mlir` and appends a line to
/// `index.jsonl` (see `docs/inspecting.md`).
pub fn write_dump(dir: &Path, front: &Frontend, json: &str, key: &CacheKey, compile_seconds: f64, hit: bool) -> Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let name = if front.source.name.is_empty() { "graph" } else { front.source.name.as_str() };
    let safe: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' || c == '-' { c } else { '_' }).collect();
    let hash = key.hex();
    let stem = format!("{safe}-{}", &hash[..12]);
    let write = |suffix: &str, text: &str| -> Result<()> {
        let p = dir.join(format!("{stem}.{suffix}"));
        std::fs::write(&p, text).map_err(|e| Error::io(&p, e))
    };
    write("graph.json", json)?;
    write("ir.txt", &front.ir_text)?;
    write("stablehlo.mlir", &front.lowered.mlir)?;
    let shapes: Vec<String> = front.lowered.params.iter().map(|(_, t)| t.to_string()).collect();
    let line = serde_json::json!({
        "graph": name,
        "hash": hash,
        "files": stem,
        "input_shapes": shapes,
        "frontend_ms": (front.frontend_seconds * 1e3 * 1000.0).round() / 1000.0,
        "compile_ms": (compile_seconds * 1e3 * 1000.0).round() / 1000.0,
        "cache": if hit { "hit" } else { "miss" },
    });
    let idx = dir.join("index.jsonl");
    let mut f = std::fs::OpenOptions::new().create(true).append(true).open(&idx).map_err(|e| Error::io(&idx, e))?;
    writeln!(f, "{line}").map_err(|e| Error::io(&idx, e))
}

/// A graph that failed to compile: `<name>-failed-<hash12>.graph.json` (the hash of the
/// serialized graph) and an `index.jsonl` line with the error, so that it can be minified
/// (`torchtpu-compiler minify`) or attached to a bug report.
pub fn write_failed_dump(dir: &Path, json: &str, error: &Error) -> Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let name = serde_json::from_str::<serde_json::Value>(json)
        .ok()
        .and_then(|v| v.get("name").and_then(|n| n.as_str()).map(str::to_string))
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "graph".into());
    let safe: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' || c == '-' { c } else { '_' }).collect();
    let hash = blake3::hash(json.as_bytes()).to_hex().to_string();
    let stem = format!("{safe}-failed-{}", &hash[..12]);
    let p = dir.join(format!("{stem}.graph.json"));
    std::fs::write(&p, json).map_err(|e| Error::io(&p, e))?;
    let line = serde_json::json!({"graph": name, "files": stem, "cache": "failed", "error": error.to_string(), "code": error.code().as_str()});
    let idx = dir.join("index.jsonl");
    let mut f = std::fs::OpenOptions::new().create(true).append(true).open(&idx).map_err(|e| Error::io(&idx, e))?;
    writeln!(f, "{line}").map_err(|e| Error::io(&idx, e))
}
