//! `TORCHTPU_DUMP_DIR`: each compiled graph's serialized form, IR and StableHLO, and an index.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::Frontend;
use crate::cache::CacheKey;
use crate::{Error, Result};

/// `TORCHTPU_DUMP_DIR`, read at each compile so it can be set after import.
pub fn dump_dir() -> Option<PathBuf> {
    std::env::var_os("TORCHTPU_DUMP_DIR").filter(|v| !v.is_empty()).map(PathBuf::from)
}

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
