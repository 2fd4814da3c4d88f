//! `torchtpu-compiler minify GRAPH.json --until error|crash [-o OUT.json]`: shrinks a serialized
//! graph that fails to the smallest graph that still fails the same way (docs/debugging.md).
//!
//! Reduction, greedy and bounded (`--max-steps` tries, `--max-seconds`):
//! 1. Cut the graph after the first node whose prefix still fails; that node becomes the output.
//! 2. Turn each earlier node, last first, into a graph input of its result's type (an
//!    intermediate value becomes an input) and keep the change when the graph still fails.
//! 3. Drop what nothing uses any more.
//!
//! "Fails the same way": `error` lowers the graph (parse, passes, lowering) and wants an error of
//! the original's code; `crash` lowers it in a child process (`lower -`) and wants the child killed
//! by a signal. The result is written as a golden-style case: `OUT.json` plus `OUT.note.md`
//! saying what failed and how to reproduce it, to attach to a bug report.

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::{read_input, CliError};
use crate::driver::lower_graph;
use crate::passes::PassOptions;

fn failed(e: impl std::fmt::Display) -> CliError {
    CliError::Failed(e.to_string())
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Until {
    Error,
    Crash,
}

struct Options {
    file: String,
    until: Until,
    out: PathBuf,
    max_steps: usize,
    max_time: Duration,
}

fn parse(args: &[String]) -> Result<Options, CliError> {
    let (mut file, mut until, mut out) = (None, None, None);
    let (mut max_steps, mut max_secs) = (500usize, 300.0f64);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |what: &str| it.next().cloned().ok_or_else(|| CliError::Usage(format!("{a} needs {what}")));
        match a.as_str() {
            "--until" => {
                until = Some(match value("error|crash")?.as_str() {
                    "error" => Until::Error,
                    "crash" => Until::Crash,
                    "mismatch" => {
                        return Err(CliError::Usage(
                            "--until mismatch is not supported yet: it needs eager torch to compare with (use error or crash)".into(),
                        ))
                    }
                    other => return Err(CliError::Usage(format!("--until {other}: expected error or crash"))),
                })
            }
            "-o" | "--out" => out = Some(PathBuf::from(value("a file")?)),
            "--max-steps" => max_steps = value("a number")?.parse().map_err(|_| CliError::Usage("--max-steps: not a number".into()))?,
            "--max-seconds" => max_secs = value("a number")?.parse().map_err(|_| CliError::Usage("--max-seconds: not a number".into()))?,
            other if file.is_none() => file = Some(other.to_string()),
            other => return Err(CliError::Usage(format!("minify: unexpected argument `{other}`"))),
        }
    }
    let file = file.ok_or_else(|| CliError::Usage("minify needs a GRAPH_FILE".into()))?;
    let until = until.ok_or_else(|| CliError::Usage("minify needs --until error|crash".into()))?;
    let out = out.unwrap_or_else(|| PathBuf::from(format!("{}.min.graph.json", file.trim_end_matches(".graph.json").trim_end_matches(".json"))));
    if !(max_secs > 0.0 && max_secs.is_finite()) || max_steps == 0 {
        return Err(CliError::Usage("--max-steps and --max-seconds must be positive".into()));
    }
    Ok(Options { file, until, out, max_steps, max_time: Duration::from_secs_f64(max_secs) })
}

/// How a graph fails, if it does: the error's code and message, or the signal that killed the child.
fn failure(g: &Value, until: Until, command: &Option<Vec<std::ffi::OsString>>) -> Option<(String, String)> {
    let text = g.to_string();
    match until {
        Until::Error => {
            let opts = PassOptions { disabled: vec![], verify_each: false, runtime_checks: true };
            match std::panic::catch_unwind(|| lower_graph(&text, &opts)) {
                Ok(Ok(_)) => None,
                Ok(Err(e)) => Some((e.code().as_str().to_string(), e.to_string())),
                Err(_) => Some(("Panic".into(), "the compiler panicked".into())),
            }
        }
        Until::Crash => {
            use std::os::unix::process::ExitStatusExt;
            let cmd = command.as_ref()?;
            let mut child = std::process::Command::new(&cmd[0])
                .args(&cmd[1..])
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .ok()?;
            if let Some(mut stdin) = child.stdin.take() {
                let _ = stdin.write_all(text.as_bytes());
            }
            let status = child.wait().ok()?;
            status.signal().map(|s| (format!("signal {s}"), format!("the compiler was killed by signal {s}")))
        }
    }
}

/// This process's command line up to `minify`, with `lower -` instead (so `python -m torchtpu.cli`
/// works as the binary does); `None` when it cannot be worked out.
fn lower_command(args: &[String]) -> Option<Vec<std::ffi::OsString>> {
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let at = argv.len().checked_sub(args.len() + 1).filter(|&i| i >= 1 && argv[i] == "minify")?;
    let mut command: Vec<std::ffi::OsString> = argv[..at].to_vec();
    command.push("lower".into());
    command.push("-".into());
    Some(command)
}

fn nodes(g: &Value) -> &Vec<Value> {
    static EMPTY: Vec<Value> = Vec::new();
    g.get("nodes").and_then(Value::as_array).unwrap_or(&EMPTY)
}

/// Calls `f` on every `{"t": "ref", ...}` inside `v`.
fn for_refs(v: &mut Value, f: &mut dyn FnMut(&mut Value)) {
    match v {
        Value::Object(m) if m.get("t").and_then(Value::as_str) == Some("ref") => f(v),
        Value::Object(m) => m.values_mut().for_each(|x| for_refs(x, f)),
        Value::Array(a) => a.iter_mut().for_each(|x| for_refs(x, f)),
        _ => {}
    }
}

/// `g` cut after node `k`, whose first result becomes the only output.
fn prefix(g: &Value, k: usize) -> Option<Value> {
    let node = nodes(g).get(k)?;
    let name = node.get("name")?.as_str()?.to_string();
    let mut out = g.clone();
    out["nodes"] = Value::Array(nodes(g)[..=k].to_vec());
    out["outputs"] = json!([{"t": "ref", "node": name, "out": 0}]);
    if let Some(m) = out.as_object_mut() {
        m.remove("aliases");
    }
    Some(out)
}

/// `g` with node `k` replaced by graph inputs, one per result a later node or output uses; `None`
/// when one of those results is not a tensor.
fn as_input(g: &Value, k: usize) -> Option<Value> {
    let node = nodes(g).get(k)?;
    let name = node.get("name")?.as_str()?.to_string();
    let outputs = node.get("outputs")?.as_array()?.clone();
    let mut out = g.clone();
    let mut used: BTreeMap<u64, String> = BTreeMap::new();
    let mut ok = true;
    let mut rename = |r: &mut Value| {
        if r.get("node").and_then(Value::as_str) == Some(name.as_str()) {
            let i = r.get("out").and_then(Value::as_u64).unwrap_or(0);
            if outputs.get(i as usize).and_then(|o| o.get("dtype")).is_none() {
                ok = false;
                return;
            }
            let input = used.entry(i).or_insert_with(|| format!("{name}_as_input{i}")).clone();
            *r = json!({"t": "ref", "node": input, "out": 0});
        }
    };
    if let Some(ns) = out.get_mut("nodes").and_then(Value::as_array_mut) {
        ns.remove(k);
        ns.iter_mut().for_each(|n| for_refs(n, &mut rename));
    }
    if let Some(o) = out.get_mut("outputs") {
        for_refs(o, &mut rename);
    }
    if !ok {
        return None;
    }
    let inputs = out.get_mut("inputs")?.as_array_mut()?;
    for (i, input) in used {
        inputs.push(json!({"name": input, "kind": "tensor", "meta": outputs[i as usize].clone()}));
    }
    Some(out)
}

/// `g` without the nodes and tensor inputs that nothing uses.
fn drop_unused(g: &Value) -> Value {
    let mut out = g.clone();
    loop {
        let mut used: HashSet<String> = HashSet::new();
        let mut note = |r: &mut Value| {
            if let Some(n) = r.get("node").and_then(Value::as_str) {
                used.insert(n.to_string());
            }
        };
        let mut scan = out.clone();
        if let Some(ns) = scan.get_mut("nodes").and_then(Value::as_array_mut) {
            ns.iter_mut().for_each(|n| for_refs(n.get_mut("args").unwrap_or(&mut Value::Null), &mut note));
            ns.iter_mut().for_each(|n| for_refs(n.get_mut("kwargs").unwrap_or(&mut Value::Null), &mut note));
        }
        if let Some(o) = scan.get_mut("outputs") {
            for_refs(o, &mut note);
        }
        let before = nodes(&out).len();
        if let Some(ns) = out.get_mut("nodes").and_then(Value::as_array_mut) {
            ns.retain(|n| n.get("name").and_then(Value::as_str).is_some_and(|s| used.contains(s)));
        }
        if nodes(&out).len() == before {
            if let Some(ins) = out.get_mut("inputs").and_then(Value::as_array_mut) {
                // Symbolic-size inputs stay: the symbols table names them.
                ins.retain(|i| i.get("kind").and_then(Value::as_str) != Some("tensor") || i.get("name").and_then(Value::as_str).is_some_and(|s| used.contains(s)));
            }
            return out;
        }
    }
}

pub(super) fn run(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let o = parse(args)?;
    let text = read_input(&o.file)?;
    let original: Value = serde_json::from_str(&text).map_err(|e| failed(format!("{}: not JSON: {e}", o.file)))?;
    let command = lower_command(args);
    if o.until == Until::Crash && command.is_none() {
        return Err(failed("--until crash: cannot work out how to start the compiler in a child process"));
    }
    let t0 = Instant::now();
    let Some((code, message)) = failure(&original, o.until, &command) else {
        return Err(failed(match o.until {
            Until::Error => format!("{}: the graph lowers without an error; nothing to minify", o.file),
            Until::Crash => format!("{}: the compiler does not crash on this graph; nothing to minify", o.file),
        }));
    };
    let same = |g: &Value| failure(g, o.until, &command).is_some_and(|(c, _)| c == code);
    let mut steps = 1usize;
    let budget_left = |steps: usize| steps < o.max_steps && t0.elapsed() < o.max_time;
    let mut best = original.clone();
    // 1. The shortest failing prefix.
    for k in 0..nodes(&best).len() {
        if !budget_left(steps) {
            break;
        }
        let Some(cand) = prefix(&best, k) else { continue };
        steps += 1;
        if same(&cand) {
            best = drop_unused(&cand);
            break;
        }
    }
    // 2. Earlier nodes as inputs, last first, while the graph still fails.
    let mut k = nodes(&best).len().saturating_sub(1);
    while k > 0 && budget_left(steps) {
        k -= 1;
        let Some(cand) = as_input(&best, k) else { continue };
        steps += 1;
        let cand = drop_unused(&cand);
        if same(&cand) {
            best = cand;
            k = k.min(nodes(&best).len().saturating_sub(1));
        }
    }
    let stopped = if budget_left(steps) { "" } else { " (stopped at the step or time limit; the result may shrink further)" };
    let pretty = serde_json::to_string_pretty(&best).map_err(failed)?;
    std::fs::write(&o.out, pretty + "\n").map_err(|e| failed(format!("{}: {e}", o.out.display())))?;
    let note = note_path(&o.out);
    let until = if o.until == Until::Error { "error" } else { "crash" };
    std::fs::write(
        &note,
        format!(
            "# torchtpu reproducer\n\nMinified from `{}` ({} nodes) to `{}` ({} nodes) by `torchtpu-compiler minify --until {until}`, {steps} tries{stopped}.\n\nFailure ({code}):\n\n```text\n{message}\n```\n\nReproduce with torchtpu-compiler {}:\n\n```bash\ntorchtpu-compiler lower {}\n```\n",
            o.file,
            nodes(&original).len(),
            o.out.display(),
            nodes(&best).len(),
            crate::COMPILER_VERSION,
            o.out.display()
        ),
    )
    .map_err(|e| failed(format!("{}: {e}", note.display())))?;
    writeln!(
        out,
        "{} nodes -> {} nodes in {steps} tries{stopped}; wrote {} and {}",
        nodes(&original).len(),
        nodes(&best).len(),
        o.out.display(),
        note.display()
    )
    .map_err(failed)
}

fn note_path(out: &Path) -> PathBuf {
    let s = out.to_string_lossy();
    PathBuf::from(format!("{}.note.md", s.trim_end_matches(".json").trim_end_matches(".graph")))
}
