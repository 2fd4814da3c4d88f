//! `torchtpu-compiler minify GRAPH.json|DUMP_DIR --until error|mismatch|crash [-o OUT.json]`:
//! shrinks a serialized graph that fails to the smallest graph that still fails the same way
//! (docs/debugging.md).
//!
//! Reduction, greedy and bounded (`--max-steps` tries, `--max-seconds`):
//! 1. Cut the graph after the first node whose prefix still fails; that node becomes the output.
//! 2. Turn each earlier node, last first, into a graph input of its result's type (an
//!    intermediate value becomes an input) and keep the change when the graph still fails.
//! 3. Drop what nothing uses any more.
//! 4. Shrink each input's dims (to 1, else by halves), the graph retyped at the new shapes by the
//!    Python oracle (torch's fake tensors recompute every node's result type); skipped, with a
//!    note, when the oracle is not there.
//!
//! "Fails the same way": `error` lowers the graph (parse, passes, lowering) and wants an error of
//! the original's code; `crash` lowers it in a child process (`lower -`) and wants the child killed
//! by a signal; `mismatch` asks the oracle (`python -m torchtpu.tools.replay --serve`, with
//! `TORCHTPU_PYTHON` or `python3`) to run the graph through torchtpu and in eager torch on seeded
//! inputs, and wants results that differ beyond `--rtol`/`--atol`. The result is written as a
//! golden-style case: `OUT.json` plus `OUT.note.md` saying what failed and how to reproduce it,
//! to attach to a bug report.

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
    Mismatch,
}

impl Until {
    fn name(self) -> &'static str {
        match self {
            Until::Error => "error",
            Until::Crash => "crash",
            Until::Mismatch => "mismatch",
        }
    }
}

struct Options {
    file: String,
    until: Until,
    out: PathBuf,
    max_steps: usize,
    max_time: Duration,
    rtol: f64,
    atol: f64,
    seed: u64,
    shapes: bool,
}

fn parse(args: &[String]) -> Result<Options, CliError> {
    let (mut file, mut until, mut out) = (None, None, None);
    let (mut max_steps, mut max_secs) = (500usize, 300.0f64);
    let (mut rtol, mut atol, mut seed, mut shapes) = (1e-4f64, 1e-5f64, 0u64, true);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |what: &str| it.next().cloned().ok_or_else(|| CliError::Usage(format!("{a} needs {what}")));
        let number = |v: String| -> Result<f64, CliError> {
            v.parse::<f64>().ok().filter(|x| *x >= 0.0 && x.is_finite()).ok_or_else(|| CliError::Usage(format!("{a}: `{v}` is not a non-negative number")))
        };
        match a.as_str() {
            "--until" => {
                until = Some(match value("error|mismatch|crash")?.as_str() {
                    "error" => Until::Error,
                    "crash" => Until::Crash,
                    "mismatch" => Until::Mismatch,
                    other => return Err(CliError::Usage(format!("--until {other}: expected error, mismatch or crash"))),
                })
            }
            "-o" | "--out" => out = Some(PathBuf::from(value("a file")?)),
            "--max-steps" => max_steps = value("a number")?.parse().map_err(|_| CliError::Usage("--max-steps: not a number".into()))?,
            "--max-seconds" => {
                let v = value("a number")?;
                max_secs = crate::cache::deadline::parse_seconds("--max-seconds", &v).map_err(CliError::Usage)?.as_secs_f64();
            }
            "--rtol" => rtol = number(value("a number")?)?,
            "--atol" => atol = number(value("a number")?)?,
            "--seed" => seed = value("a number")?.parse().map_err(|_| CliError::Usage("--seed: not a number".into()))?,
            "--no-shapes" => shapes = false,
            other if file.is_none() => file = Some(other.to_string()),
            other => return Err(CliError::Usage(format!("minify: unexpected argument `{other}`"))),
        }
    }
    let file = file.ok_or_else(|| CliError::Usage("minify needs a GRAPH_FILE".into()))?;
    let until = until.ok_or_else(|| CliError::Usage("minify needs --until error|mismatch|crash".into()))?;
    let out = out.unwrap_or_else(|| PathBuf::from(format!("{}.min.graph.json", file.trim_end_matches('/').trim_end_matches(".graph.json").trim_end_matches(".json"))));
    if !(max_secs > 0.0 && max_secs.is_finite()) || max_steps == 0 {
        return Err(CliError::Usage("--max-steps and --max-seconds must be positive".into()));
    }
    Ok(Options { file, until, out, max_steps, max_time: Duration::from_secs_f64(max_secs), rtol, atol, seed, shapes })
}

/// What one try found.
enum Outcome {
    /// The graph fails: the failure's code (an error code, `signal N`, `mismatch`) and message.
    Fails(String, String),
    /// It does not.
    Passes,
    /// It could not be told (the oracle could not run the graph, or is not there): why.
    Unknown(String),
}

/// The Python oracle, `python -m torchtpu.tools.replay --serve` (python_plugin/python/torchtpu/tools/replay.py):
/// compares a graph compiled by torchtpu with eager torch, and retypes a graph at new input
/// shapes. One process for the whole minification, so torch is imported once.
struct Oracle {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    replies: std::sync::mpsc::Receiver<String>,
    stderr: std::sync::Arc<std::sync::Mutex<std::collections::VecDeque<String>>>,
    command: String,
}

/// `TORCHTPU_PYTHON`, else `python3` (from PATH).
fn python() -> String {
    std::env::var("TORCHTPU_PYTHON").ok().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| "python3".into())
}

impl Oracle {
    fn start(timeout: Duration) -> Result<Oracle, String> {
        use std::io::BufRead;
        use std::process::{Command, Stdio};
        let py = python();
        let command = format!("{py} -m torchtpu.tools.replay --serve");
        let hint = "set TORCHTPU_PYTHON to a Python in which `import torch, torchtpu` works";
        let mut child = Command::new(&py)
            .args(["-m", "torchtpu.tools.replay", "--serve"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start the oracle `{command}`: {e} ({hint})"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let stderr_pipe = child.stderr.take().ok_or("no stderr")?;
        let (tx, replies) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stderr = std::sync::Arc::new(std::sync::Mutex::new(std::collections::VecDeque::new()));
        let tail = stderr.clone();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stderr_pipe).lines() {
                let Ok(line) = line else { break };
                let mut t = tail.lock().unwrap_or_else(|e| e.into_inner());
                t.push_back(line);
                if t.len() > 12 {
                    t.pop_front();
                }
            }
        });
        let mut o = Oracle { child, stdin, replies, stderr, command };
        let reply = o.request(&json!({"op": "ping"}), timeout).map_err(|e| format!("{e} ({hint})"))?;
        if reply.get("status").and_then(Value::as_str) != Some("ok") {
            return Err(format!("the oracle `{}` answered {reply} to a ping ({hint})", o.command));
        }
        Ok(o)
    }

    /// One request, one reply line; an error when the process died or did not answer in time.
    fn request(&mut self, req: &Value, timeout: Duration) -> Result<Value, String> {
        let dead = |o: &mut Oracle, what: &str| {
            let _ = o.child.kill();
            let _ = o.child.wait();
            // Let the stderr reader catch up with the last words.
            std::thread::sleep(Duration::from_millis(50));
            let tail: Vec<String> = o.stderr.lock().unwrap_or_else(|e| e.into_inner()).iter().cloned().collect();
            let said = if tail.is_empty() { "nothing on stderr".to_string() } else { tail.join(" | ") };
            format!("the oracle `{}` {what}; it said: {said}", o.command)
        };
        let line = req.to_string() + "\n";
        if self.stdin.write_all(line.as_bytes()).and_then(|_| self.stdin.flush()).is_err() {
            return Err(dead(self, "is not running"));
        }
        match self.replies.recv_timeout(timeout) {
            Ok(reply) => serde_json::from_str(&reply).map_err(|e| format!("the oracle `{}` answered something other than JSON ({e}): {reply}", self.command)),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Err(dead(self, &format!("did not answer within {:.0} s", timeout.as_secs_f64()))),
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => Err(dead(self, "exited")),
        }
    }
}

impl Drop for Oracle {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The state of one minification: what to keep, the oracle, the budget.
struct Minifier<'a> {
    o: &'a Options,
    command: Option<Vec<std::ffi::OsString>>,
    oracle: Option<Oracle>,
    t0: Instant,
    steps: usize,
    /// The failure's message for the smallest graph so far.
    message: String,
}

impl Minifier<'_> {
    fn budget_left(&self) -> bool {
        self.steps < self.o.max_steps && self.t0.elapsed() < self.o.max_time
    }

    /// Time for one oracle request: what is left of `--max-seconds`, at least a few seconds.
    fn request_timeout(&self) -> Duration {
        self.o.max_time.saturating_sub(self.t0.elapsed()).max(Duration::from_secs(5))
    }

    fn oracle(&mut self) -> Result<&mut Oracle, String> {
        if self.oracle.is_none() {
            self.oracle = Some(Oracle::start(self.request_timeout())?);
        }
        Ok(self.oracle.as_mut().expect("started above"))
    }

    /// A request to the oracle; a dead oracle is dropped (the next request starts a new one).
    fn ask(&mut self, req: &Value) -> Result<Value, String> {
        let timeout = self.request_timeout();
        let r = self.oracle()?.request(req, timeout);
        if r.is_err() {
            self.oracle = None;
        }
        r
    }

    /// How `g` fails, if it does.
    fn outcome(&mut self, g: &Value) -> Outcome {
        let text = g.to_string();
        match self.o.until {
            Until::Error => {
                let opts = PassOptions { disabled: vec![], verify_each: false, runtime_checks: true, torch_conv_weights: false, blas_products: false, channels_last_conv_weights: false };
                match std::panic::catch_unwind(|| lower_graph(&text, &opts)) {
                    Ok(Ok(_)) => Outcome::Passes,
                    Ok(Err(e)) => Outcome::Fails(e.code().as_str().to_string(), e.to_string()),
                    Err(_) => Outcome::Fails("Panic".into(), "the compiler panicked".into()),
                }
            }
            Until::Crash => {
                use std::os::unix::process::ExitStatusExt;
                let Some(cmd) = self.command.as_ref() else { return Outcome::Unknown("no command to start the compiler with".into()) };
                let child = std::process::Command::new(&cmd[0])
                    .args(&cmd[1..])
                    .stdin(std::process::Stdio::piped())
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::null())
                    .spawn();
                let mut child = match child {
                    Ok(c) => c,
                    Err(e) => return Outcome::Unknown(format!("cannot start the compiler: {e}")),
                };
                if let Some(mut stdin) = child.stdin.take() {
                    let _ = stdin.write_all(text.as_bytes());
                }
                match child.wait() {
                    Ok(status) => match status.signal() {
                        Some(s) => Outcome::Fails(format!("signal {s}"), format!("the compiler was killed by signal {s}")),
                        None => Outcome::Passes,
                    },
                    Err(e) => Outcome::Unknown(e.to_string()),
                }
            }
            Until::Mismatch => {
                let req = json!({"op": "compare", "graph": g, "rtol": self.o.rtol, "atol": self.o.atol, "seed": self.o.seed});
                match self.ask(&req) {
                    Ok(r) => {
                        let message = r.get("message").and_then(Value::as_str).unwrap_or("").to_string();
                        match r.get("status").and_then(Value::as_str) {
                            Some("mismatch") => Outcome::Fails("mismatch".into(), message),
                            Some("match") => Outcome::Passes,
                            _ => Outcome::Unknown(message),
                        }
                    }
                    Err(e) => Outcome::Unknown(e),
                }
            }
        }
    }

    /// One try: does `g` still fail with `code`? Counts a step; keeps the message of the last
    /// graph that did (the reproducer's, for the note).
    fn same(&mut self, g: &Value, code: &str) -> bool {
        self.steps += 1;
        match self.outcome(g) {
            Outcome::Fails(c, message) if c == code => {
                self.message = message;
                true
            }
            _ => false,
        }
    }

    /// `g` at new input shapes, every node's result types recomputed (the oracle's `retype`).
    fn retype(&mut self, g: &Value, name: &str, dims: &[i64]) -> Result<Option<Value>, String> {
        let r = self.ask(&json!({"op": "retype", "graph": g, "shapes": {name: dims}}))?;
        Ok(if r.get("status").and_then(Value::as_str) == Some("ok") { r.get("graph").cloned() } else { None })
    }

    /// 4. Each input's dims, one at a time, set to 1 or halved while the graph still fails.
    /// Returns the graph and, when shapes could not be tried at all, why.
    fn shrink_shapes(&mut self, mut best: Value, code: &str) -> (Value, Option<String>) {
        if best.get("symbols").and_then(Value::as_array).is_some_and(|s| !s.is_empty()) {
            return (best, Some("the graph has symbolic sizes".into()));
        }
        if let Err(e) = self.oracle() {
            return (best, Some(e));
        }
        let names: Vec<String> = inputs(&best)
            .iter()
            .filter(|i| i.get("kind").and_then(Value::as_str) == Some("tensor"))
            .filter_map(|i| i.get("name").and_then(Value::as_str).map(String::from))
            .filter(|n| n != "torchtpu_rng_seed" && !n.starts_with("torchtpu_size_"))
            .collect();
        for name in names {
            let Some(mut dims) = input_dims(&best, &name) else { continue };
            for d in 0..dims.len() {
                'dim: while dims[d] > 1 && self.budget_left() {
                    let mut tries = vec![1, dims[d] / 2];
                    tries.dedup();
                    for size in tries {
                        if !self.budget_left() {
                            break 'dim;
                        }
                        let mut cand_dims = dims.clone();
                        cand_dims[d] = size;
                        let cand = match self.retype(&best, &name, &cand_dims) {
                            Ok(Some(c)) => c,
                            Ok(None) => {
                                self.steps += 1;
                                continue;
                            }
                            Err(e) => return (best, Some(e)),
                        };
                        if self.same(&cand, code) {
                            best = cand;
                            dims = cand_dims;
                            continue 'dim;
                        }
                    }
                    break;
                }
            }
        }
        (best, None)
    }
}

fn inputs(g: &Value) -> &Vec<Value> {
    static EMPTY: Vec<Value> = Vec::new();
    g.get("inputs").and_then(Value::as_array).unwrap_or(&EMPTY)
}

/// The static dims of input `name`.
fn input_dims(g: &Value, name: &str) -> Option<Vec<i64>> {
    let i = inputs(g).iter().find(|i| i.get("name").and_then(Value::as_str) == Some(name))?;
    i.get("meta")?.get("shape")?.as_array()?.iter().map(Value::as_i64).collect()
}

/// `name [dims]` for each tensor input, for the summary line.
fn shapes_text(g: &Value) -> Vec<(String, String)> {
    inputs(g)
        .iter()
        .filter(|i| i.get("kind").and_then(Value::as_str) == Some("tensor"))
        .filter_map(|i| {
            let name = i.get("name")?.as_str()?.to_string();
            let meta = i.get("meta")?;
            Some((name, format!("{}{}", meta.get("dtype")?.as_str()?, meta.get("shape")?)))
        })
        .collect()
}

/// The graph file to minify: `path` itself, or in a dump directory the one graph that failed to
/// compile (its `index.jsonl` says which).
fn graph_file(path: &str) -> Result<String, CliError> {
    let p = Path::new(path);
    if !p.is_dir() {
        return Ok(path.to_string());
    }
    let index = p.join("index.jsonl");
    let text = std::fs::read_to_string(&index)
        .map_err(|_| failed(format!("{path}: a directory without index.jsonl, so not a dump directory (TORCHTPU_DUMP_DIR); pass a .graph.json file")))?;
    let failed_files: Vec<String> = text
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|r| r.get("cache").and_then(Value::as_str) == Some("failed"))
        .filter_map(|r| r.get("files").and_then(Value::as_str).map(String::from))
        .collect();
    match failed_files.as_slice() {
        [one] => {
            let f = p.join(format!("{one}.graph.json"));
            if !f.is_file() {
                return Err(failed(format!("{path}: index.jsonl names the failed graph `{one}`, but {} is missing", f.display())));
            }
            Ok(f.to_string_lossy().into_owned())
        }
        [] => Err(failed(format!("{path}: the dump lists no graph that failed to compile; pass the .graph.json file to minify"))),
        many => Err(failed(format!("{path}: the dump lists {} graphs that failed to compile ({}); pass one .graph.json file", many.len(), many.join(", ")))),
    }
}

/// This process's command line up to `minify`, with `lower -` instead (so `python -m torchtpu.tools.cli`
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

/// The environment variables that change what the compiler does, as set now (for the note).
fn relevant_env() -> Vec<(String, String)> {
    ["TORCHTPU_TEST_PERTURB", "TORCHTPU_CHECKS", "TORCHTPU_DISABLE_PASSES", "XLA_FLAGS"]
        .iter()
        .filter_map(|k| std::env::var(k).ok().map(|v| (k.to_string(), v)))
        .collect()
}

pub(super) fn run(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let o = parse(args)?;
    let file = graph_file(&o.file)?;
    let text = read_input(&file)?;
    let original: Value = serde_json::from_str(&text).map_err(|e| failed(format!("{file}: not JSON: {e}")))?;
    if !original.get("nodes").is_some_and(Value::is_array) || !original.get("inputs").is_some_and(Value::is_array) {
        return Err(failed(format!("{file}: not a serialized graph (no `nodes` or `inputs` list; docs/graph-format.md)")));
    }
    let command = lower_command(args);
    if o.until == Until::Crash && command.is_none() {
        return Err(failed("--until crash: cannot work out how to start the compiler in a child process"));
    }
    let mut m = Minifier { o: &o, command, oracle: None, t0: Instant::now(), steps: 1, message: String::new() };
    let code = match m.outcome(&original) {
        Outcome::Fails(code, message) => {
            m.message = message;
            code
        }
        Outcome::Passes => {
            return Err(failed(match o.until {
                Until::Error => format!("{file}: the graph lowers without an error; nothing to minify"),
                Until::Crash => format!("{file}: the compiler does not crash on this graph; nothing to minify"),
                Until::Mismatch => format!(
                    "{file}: the graph does not reproduce a mismatch: torchtpu's results match eager within rtol={}, atol={} (seed {}); nothing to minify",
                    o.rtol, o.atol, o.seed
                ),
            }))
        }
        Outcome::Unknown(why) => return Err(failed(format!("{file}: cannot tell whether the graph fails ({why})"))),
    };
    let mut best = original.clone();
    // 1. The shortest failing prefix.
    for k in 0..nodes(&best).len() {
        if !m.budget_left() {
            break;
        }
        let Some(cand) = prefix(&best, k) else { continue };
        if m.same(&cand, &code) {
            best = drop_unused(&cand);
            break;
        }
    }
    // 2. Earlier nodes as inputs, last first, while the graph still fails.
    let mut k = nodes(&best).len().saturating_sub(1);
    while k > 0 && m.budget_left() {
        k -= 1;
        let Some(cand) = as_input(&best, k) else { continue };
        let cand = drop_unused(&cand);
        if m.same(&cand, &code) {
            best = cand;
            k = k.min(nodes(&best).len().saturating_sub(1));
        }
    }
    // 3. Smaller input shapes.
    let shapes_before = shapes_text(&best);
    let not_shrunk = if !o.shapes {
        Some("--no-shapes".to_string())
    } else if m.budget_left() {
        let (g, why) = m.shrink_shapes(best, &code);
        best = g;
        why
    } else {
        None
    };
    drop(m.oracle.take());
    let stopped = if m.budget_left() { "" } else { " (stopped at the step or time limit; the result may shrink further)" };
    let (steps, message) = (m.steps, m.message.clone());
    let shapes_after = shapes_text(&best);
    let changed: Vec<String> = shapes_after
        .iter()
        .filter_map(|(name, after)| {
            let before = shapes_before.iter().find(|(n, _)| n == name)?;
            (before.1 != *after).then(|| format!("{name} {} -> {after}", before.1))
        })
        .collect();
    let shapes_line = match (&not_shrunk, changed.is_empty()) {
        (Some(why), _) => format!("; shapes not shrunk: {why}"),
        (None, true) => String::new(),
        (None, false) => format!("; shapes {}", changed.join(", ")),
    };
    let pretty = serde_json::to_string_pretty(&best).map_err(failed)?;
    std::fs::write(&o.out, pretty + "\n").map_err(|e| failed(format!("{}: {e}", o.out.display())))?;
    let note = note_path(&o.out);
    let until = o.until.name();
    let reproduce = match o.until {
        Until::Mismatch => format!(
            "python -m torchtpu.tools.replay {} --rtol {} --atol {} --seed {}   # exit status 10: mismatch",
            o.out.display(),
            o.rtol,
            o.atol,
            o.seed
        ),
        _ => format!("torchtpu-compiler lower {}", o.out.display()),
    };
    let env = relevant_env();
    let env_text = if env.is_empty() {
        String::new()
    } else {
        format!(
            "\nWith these variables set:\n\n```bash\n{}\n```\n",
            env.iter().map(|(k, v)| format!("export {k}={}", shell_quote(v))).collect::<Vec<_>>().join("\n")
        )
    };
    std::fs::write(
        &note,
        format!(
            "# torchtpu reproducer\n\nMinified from `{file}` ({} nodes) to `{}` ({} nodes) by `torchtpu-compiler minify --until {until}`, {steps} tries{stopped}{shapes_line}.\n\nFailure ({code}):\n\n```text\n{message}\n```\n{env_text}\nReproduce with torchtpu-compiler {}:\n\n```bash\n{reproduce}\n```\n",
            nodes(&original).len(),
            o.out.display(),
            nodes(&best).len(),
            crate::COMPILER_VERSION,
        ),
    )
    .map_err(|e| failed(format!("{}: {e}", note.display())))?;
    writeln!(
        out,
        "{} nodes -> {} nodes in {steps} tries{stopped}{shapes_line}; wrote {} and {}",
        nodes(&original).len(),
        nodes(&best).len(),
        o.out.display(),
        note.display()
    )
    .map_err(failed)
}

fn shell_quote(s: &str) -> String {
    if !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "._,-=/:".contains(c)) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

fn note_path(out: &Path) -> PathBuf {
    let s = out.to_string_lossy();
    PathBuf::from(format!("{}.note.md", s.trim_end_matches(".json").trim_end_matches(".graph")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cli(args: &[&str]) -> (i32, String, String) {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = crate::cli::run(&args, &mut out, &mut err);
        (code, String::from_utf8_lossy(&out).into_owned(), String::from_utf8_lossy(&err).into_owned())
    }

    fn sin_graph() -> Value {
        json!({"format_version": 1, "name": "ok",
               "inputs": [{"name": "x", "kind": "tensor", "meta": {"dtype": "f32", "shape": [4, 6]}}],
               "nodes": [{"name": "s", "target": "aten.sin.default", "args": [{"t": "ref", "node": "x"}], "kwargs": {},
                          "outputs": [{"dtype": "f32", "shape": [4, 6]}]}],
               "outputs": [{"t": "ref", "node": "s"}]})
    }

    #[test]
    fn until_accepts_mismatch_and_its_tolerances() {
        let args: Vec<String> = ["g.json", "--until", "mismatch", "--rtol", "0.01", "--atol", "0", "--seed", "3"].iter().map(|s| s.to_string()).collect();
        let o = parse(&args).ok().expect("parses");
        assert!(o.until == Until::Mismatch && o.rtol == 0.01 && o.atol == 0.0 && o.seed == 3 && o.shapes);
        let (code, _, err) = cli(&["minify", "g.json", "--until", "wrong"]);
        assert_eq!(code, 2);
        assert!(err.contains("expected error, mismatch or crash"), "{err}");
        let (code, _, err) = cli(&["minify", "g.json", "--until", "mismatch", "--rtol", "-1"]);
        assert!(code == 2 && err.contains("not a non-negative number"), "{err}");
    }

    #[test]
    fn a_directory_must_be_a_dump_with_one_failed_graph() {
        let dir = std::env::temp_dir().join(format!("torchtpu-minify-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let d = dir.to_string_lossy().into_owned();
        let (code, _, err) = cli(&["minify", &d, "--until", "error"]);
        assert!(code == 1 && err.contains("without index.jsonl, so not a dump directory"), "{err}");
        std::fs::write(dir.join("index.jsonl"), "{\"graph\": \"g\", \"files\": \"g-1\", \"cache\": \"miss\"}\n").unwrap();
        let (code, _, err) = cli(&["minify", &d, "--until", "error"]);
        assert!(code == 1 && err.contains("lists no graph that failed to compile"), "{err}");
        std::fs::write(dir.join("index.jsonl"), "{\"graph\": \"g\", \"files\": \"g-failed-1\", \"cache\": \"failed\"}\n").unwrap();
        let (code, _, err) = cli(&["minify", &d, "--until", "error"]);
        assert!(code == 1 && err.contains("is missing"), "{err}");
        // With the file there, the directory stands for it (this graph lowers, so: nothing to do).
        std::fs::write(dir.join("g-failed-1.graph.json"), sin_graph().to_string()).unwrap();
        let (code, _, err) = cli(&["minify", &d, "--until", "error"]);
        assert!(code == 1 && err.contains("g-failed-1.graph.json: the graph lowers without an error"), "{err}");
        std::fs::write(dir.join("x.json"), "{\"a\": 1}").unwrap();
        let (code, _, err) = cli(&["minify", &dir.join("x.json").to_string_lossy(), "--until", "error"]);
        assert!(code == 1 && err.contains("not a serialized graph"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn mismatch_without_a_usable_oracle_says_so() {
        // The only test that sets TORCHTPU_PYTHON (tests run in threads of one process).
        std::env::set_var("TORCHTPU_PYTHON", "/nonexistent/python-for-torchtpu-test");
        let dir = std::env::temp_dir().join(format!("torchtpu-minify-oracle-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let g = dir.join("g.graph.json");
        std::fs::write(&g, sin_graph().to_string()).unwrap();
        let (code, _, err) = cli(&["minify", &g.to_string_lossy(), "--until", "mismatch"]);
        std::env::remove_var("TORCHTPU_PYTHON");
        assert_eq!(code, 1, "{err}");
        assert!(err.contains("cannot start the oracle `/nonexistent/python-for-torchtpu-test -m torchtpu.tools.replay --serve`"), "{err}");
        assert!(err.contains("set TORCHTPU_PYTHON"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn perturbation_changes_the_stablehlo_hence_the_cache_key() {
        // TORCHTPU_TEST_PERTURB adds to the result in the StableHLO itself; the key hashes it.
        let text = json!({"format_version": 1, "name": "p",
            "inputs": [{"name": "x", "kind": "tensor", "meta": {"dtype": "f32", "shape": [2]}}],
            "nodes": [{"name": "m", "target": "aten.mul.Tensor", "args": [{"t": "ref", "node": "x"}, {"t": "ref", "node": "x"}], "kwargs": {},
                       "outputs": [{"dtype": "f32", "shape": [2]}]}],
            "outputs": [{"t": "ref", "node": "m"}]})
        .to_string();
        let opts = PassOptions { disabled: vec![], verify_each: false, runtime_checks: false, torch_conv_weights: false, blas_products: false, channels_last_conv_weights: false };
        let plain = lower_graph(&text, &opts).ok().expect("lowers").lowered.mlir;
        crate::lower::TEST_PERTURB.with(|t| *t.borrow_mut() = Some("aten.mul.Tensor".into()));
        let perturbed = lower_graph(&text, &opts).map(|f| f.lowered.mlir);
        crate::lower::TEST_PERTURB.with(|t| *t.borrow_mut() = None);
        let perturbed = perturbed.ok().expect("lowers");
        assert_ne!(plain, perturbed);
        assert!(perturbed.contains("stablehlo.add") && !plain.contains("stablehlo.add"), "{perturbed}");
    }
}
