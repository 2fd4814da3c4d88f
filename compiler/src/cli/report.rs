//! `torchtpu-compiler report DUMP_DIR [-o report.html]`: one self-contained HTML page (no
//! scripts, styles inline, no network fetch) from a dump directory's `index.jsonl`: per graph, the
//! executables compiled (input shapes, time in torchtpu's front end and in XLA, cache outcome,
//! links to the StableHLO and IR files beside it), shape buckets, graphs that failed or ran partly
//! in eager with the ops, and exact-shape recompiles with their reason (docs/debugging.md).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::Value;

use super::CliError;

fn failed(e: impl std::fmt::Display) -> CliError {
    CliError::Failed(e.to_string())
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn text(v: &Value, key: &str) -> String {
    match v.get(key) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(other) => other.to_string(),
    }
}

#[derive(Default)]
struct Graph {
    compiles: Vec<Value>,
    events: Vec<Value>,
}

pub(super) fn run(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let (mut dir, mut dest) = (None, None);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-o" | "--out" => dest = Some(PathBuf::from(it.next().ok_or_else(|| CliError::Usage("-o needs a file".into()))?)),
            other if dir.is_none() => dir = Some(PathBuf::from(other)),
            other => return Err(CliError::Usage(format!("report: unexpected argument `{other}`"))),
        }
    }
    let dir = dir.ok_or_else(|| CliError::Usage("report needs a DUMP_DIR".into()))?;
    let dest = dest.unwrap_or_else(|| dir.join("report.html"));
    let html = render(&dir)?;
    std::fs::write(&dest, html).map_err(|e| failed(format!("{}: {e}", dest.display())))?;
    writeln!(out, "wrote {}", dest.display()).map_err(failed)
}

/// The report of dump directory `dir`, as HTML.
pub fn render(dir: &Path) -> Result<String, CliError> {
    let index = dir.join("index.jsonl");
    let body = std::fs::read_to_string(&index).map_err(|e| {
        failed(format!("{}: {e} (is {} a TORCHTPU_DUMP_DIR? run the model with TORCHTPU_DUMP_DIR set first)", index.display(), dir.display()))
    })?;
    let mut graphs: BTreeMap<String, Graph> = BTreeMap::new();
    let mut bad_lines = 0;
    for line in body.lines().filter(|l| !l.trim().is_empty()) {
        let Ok(v) = serde_json::from_str::<Value>(line) else {
            bad_lines += 1;
            continue;
        };
        let g = graphs.entry(text(&v, "graph")).or_default();
        if v.get("event").is_some() {
            g.events.push(v);
        } else {
            g.compiles.push(v);
        }
    }
    if graphs.is_empty() {
        return Err(failed(format!("{}: no graphs in it", index.display())));
    }
    let mut h = String::new();
    h.push_str("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>torchtpu report</title>\n<style>\n");
    h.push_str("body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse;margin:.5em 0 1.5em}");
    h.push_str("td,th{border:1px solid #bbb;padding:.25em .6em;text-align:left;font-size:14px}th{background:#eef}");
    h.push_str(".failed{background:#fdd}.hit{background:#dfd}.miss{background:#ffd}code{font-size:13px}\n</style></head><body>\n");
    let (n_exe, n_failed) = graphs.values().fold((0, 0), |(e, f), g| {
        (e + g.compiles.iter().filter(|c| text(c, "cache") != "failed").count(), f + g.compiles.iter().filter(|c| text(c, "cache") == "failed").count())
    });
    h.push_str(&format!(
        "<h1>torchtpu report</h1>\n<p>{} graph(s), {n_exe} executable(s), {n_failed} failed compile(s), from <code>{}</code>{}.</p>\n",
        graphs.len(),
        esc(&dir.display().to_string()),
        if bad_lines > 0 { format!(" ({bad_lines} unreadable line(s) skipped)") } else { String::new() }
    ));
    for (name, g) in &graphs {
        h.push_str(&format!("<h2 id=\"{0}\">graph <code>{0}</code></h2>\n", esc(name)));
        if !g.compiles.is_empty() {
            h.push_str("<table><tr><th>executable</th><th>input shapes</th><th>front end ms</th><th>XLA / load ms</th><th>cache</th><th>files</th></tr>\n");
            for c in &g.compiles {
                let files = text(c, "files");
                let cache = text(c, "cache");
                let class = match cache.as_str() {
                    "failed" => "failed",
                    "hit" => "hit",
                    _ => "miss",
                };
                // Stems the compiler writes are `[A-Za-z0-9_.-]`; anything else (an index another
                // process wrote) is shown, never linked (no `javascript:` or off-directory URLs).
                let safe = !files.is_empty() && !files.starts_with('.') && files.chars().all(|c| c.is_ascii_alphanumeric() || "_.-".contains(c));
                let links = if !safe {
                    format!("<code>{}</code> (not linked)", esc(&files))
                } else if cache == "failed" {
                    format!("<a href=\"{0}.graph.json\">graph</a><br>{1}", esc(&files), esc(&text(c, "error")))
                } else {
                    format!("<a href=\"{0}.stablehlo.mlir\">StableHLO</a> · <a href=\"{0}.ir.txt\">IR</a> · <a href=\"{0}.graph.json\">graph</a>", esc(&files))
                };
                let shapes = c.get("input_shapes").and_then(Value::as_array).map(|a| a.iter().map(|s| s.as_str().unwrap_or("").to_string()).collect::<Vec<_>>().join(", ")).unwrap_or_default();
                h.push_str(&format!(
                    "<tr class=\"{class}\"><td><code>{}</code></td><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                    esc(&text(c, "hash").chars().take(12).collect::<String>()),
                    esc(&shapes),
                    esc(&text(c, "frontend_ms")),
                    esc(&text(c, "compile_ms")),
                    esc(&cache),
                    links
                ));
            }
            h.push_str("</table>\n");
        }
        if !g.events.is_empty() {
            h.push_str("<table><tr><th>event</th><th>details</th></tr>\n");
            for e in &g.events {
                let mut details: Vec<String> = Vec::new();
                if let Some(m) = e.as_object() {
                    for (k, v) in m.iter().filter(|(k, _)| *k != "event" && *k != "graph") {
                        details.push(format!("{k}: {}", if let Value::String(s) = v { s.clone() } else { v.to_string() }));
                    }
                }
                h.push_str(&format!("<tr><td>{}</td><td>{}</td></tr>\n", esc(&text(e, "event")), esc(&details.join("; "))));
            }
            h.push_str("</table>\n");
        }
    }
    h.push_str("</body></html>\n");
    Ok(h)
}
