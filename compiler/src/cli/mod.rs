//! `torchtpu-compiler`: the compiler from the shell. Shared by the Rust binary and the
//! `torchtpu-compiler` script the Python package installs. `cache.rs` has the `cache` subcommands.

mod cache;
mod golden;
mod minify;
mod report;
mod serve;

use std::io::Write;

use crate::driver::{lower_configured, CompileConfig};

const USAGE: &str = "usage: torchtpu-compiler <command> [args]

commands:
  lower GRAPH_FILE     print the StableHLO for a serialized graph (`-` reads stdin)
  ir GRAPH_FILE        print the IR after passes
  ops                  list the ATen ops that have a lowering rule
  version              print the compiler and graph format versions
  cache SUBCOMMAND     manage the persistent compile cache (docs/cache.md):
    stats                        where it is, how many entries, how big, the limit
    list                         one line per entry, most recently used first
    verify                       check every entry (format, checksum, key); remove bad ones
    clear                        remove every entry
    prune [--max-bytes N]        evict least recently used entries down to N bytes (500M, 2G;
                                 default TORCHTPU_CACHE_MAX_BYTES, else 5G)
    explain GRAPH_FILE|KEY       say which key component differs from the nearest entry of the
                                 same graph (KEY: a stored entry's key or a unique prefix)
    --dir DIR                    the cache directory (default TORCHTPU_CACHE_DIR, else
                                 $XDG_CACHE_HOME/torchtpu, else ~/.cache/torchtpu)
  minify GRAPH_FILE|DUMP_DIR --until error|mismatch|crash [-o OUT.json]
                       shrink a failing graph (a dump's .graph.json, or the one graph of a dump
                       directory that failed to compile) to the smallest that still fails the
                       same way: fewer nodes, then smaller input shapes; writes OUT.json and
                       OUT.note.md (docs/debugging.md)
    --until error                the graph fails to lower, with the same error code
    --until mismatch             torchtpu's results differ from eager torch's, as judged by the
                                 oracle `python -m torchtpu.tools.replay` (TORCHTPU_PYTHON, else python3)
    --until crash                the compiler dies from a signal (run in a child process)
    --rtol R --atol A --seed N   mismatch tolerance (default 1e-4, 1e-5) and input seed (0)
    --max-steps N                at most N tries (default 500)
    --max-seconds S              at most S seconds (default 300)
    --no-shapes                  keep the input shapes (shape shrinking needs the Python oracle)
  report DUMP_DIR [-o report.html]
                       one self-contained HTML page from a dump directory: per graph, its
                       executables (shapes, times, cache), buckets, failures and eager ops
  golden SUBCOMMAND    golden StableHLO files for your own model (docs/golden-files.md):
    add DUMP_DIR --to DIR        record the graphs a run dumped (TORCHTPU_DUMP_DIR) and their
                                 StableHLO in DIR
    check DIR [--bless]          lower them again; print a unified diff per changed graph and exit
                                 1 if any changed; --bless accepts the changes (refused when CI
                                 is set)
  serve --socket PATH  run the compile service (docs/service.md) on a Unix socket (mode 0600) until
                       killed; clients use it with TORCHTPU_COMPILER=unix:PATH. It caches in
                       memory, in TORCHTPU_CACHE_DIR and in TORCHTPU_REMOTE_CACHE like a client would
    --plugin PATH                the PJRT plugin (default TORCHTPU_PJRT_PLUGIN, else the build's)
    --max-request-bytes N        the largest StableHLO accepted (500M, 2G; default 256M)
    --timeout-s N                deadline in seconds for each request to arrive whole and each
                                 reply to be written whole; also the idle limit (default 30)
    --max-connections N          connections served at once (default 64)
    --max-connections-per-peer N connections one client process may hold at once (default 8)
    --max-workers N              compile worker processes at once (default: the CPU count)
    --compile-in-process         compile in the server's process, not in workers (a program
                                 that crashes XLA then takes the server down)

exit status: 0 on success, 1 when the graph cannot be lowered (the error names the node or op)
or `cache verify` found bad entries or `golden check` found changes or `serve` could not start,
2 on bad usage";

/// Runs the CLI with `args` (without the program name); returns the exit status.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| dispatch(args, out)));
    match result {
        Ok(Ok(())) => 0,
        Ok(Err(CliError::Usage(msg))) => {
            let _ = writeln!(err, "error: {msg}\n\n{USAGE}");
            2
        }
        Ok(Err(CliError::Failed(msg))) => {
            let _ = writeln!(err, "error: {msg}");
            1
        }
        Err(_) => {
            let _ = writeln!(err, "error: internal error (panic) in torchtpu-compiler; please report it with the input file");
            1
        }
    }
}

enum CliError {
    Usage(String),
    Failed(String),
}

/// A graph file (or stdin for `-`), refused past `graph_format::MAX_GRAPH_BYTES` before it is
/// read whole.
fn read_input(path: &str) -> Result<String, CliError> {
    use std::io::Read;
    let limit = crate::graph_format::MAX_GRAPH_BYTES;
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin().take(limit as u64 + 1).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(limit as u64 + 1).read_to_end(&mut bytes))
    };
    let shown = if path == "-" { "stdin" } else { path };
    read.map_err(|e| CliError::Failed(format!("{shown}: {e}")))?;
    if bytes.len() > limit {
        return Err(CliError::Failed(format!(
            "{shown}: the graph is larger than the limit of {limit} bytes (64 MiB; docs/graph-format.md#limits)"
        )));
    }
    String::from_utf8(bytes).map_err(|_| CliError::Failed(format!("{shown}: not UTF-8 text (expected a JSON graph)")))
}

fn dispatch(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let cmd = args.first().map(String::as_str).ok_or_else(|| CliError::Usage("no command".into()))?;
    let file = || args.get(1).map(String::as_str).ok_or_else(|| CliError::Usage(format!("`{cmd}` needs a GRAPH_FILE")));
    let write = |out: &mut dyn Write, s: &str| out.write_all(s.as_bytes()).map_err(|e| CliError::Failed(e.to_string()));
    match cmd {
        "lower" | "ir" => {
            let path = file()?;
            let text = read_input(path)?;
            // The command line's entry point: its compile config from the environment.
            let config = CompileConfig::from_env().map_err(CliError::Failed)?;
            let front = lower_configured(&text, &config).map_err(|e| CliError::Failed(format!("{path}: {e}")))?;
            write(out, if cmd == "lower" { &front.lowered.mlir } else { &front.ir_text })
        }
        "ops" => {
            let names: Vec<&str> = crate::lower::registry().keys().copied().collect();
            write(out, &(names.join("\n") + "\n"))
        }
        "version" => write(
            out,
            &format!("torchtpu-compiler {} (graph format {})\n", crate::COMPILER_VERSION, crate::graph_format::FORMAT_VERSION),
        ),
        "cache" => cache::run(&args[1..], out),
        "golden" => golden::run(&args[1..], out),
        "minify" => minify::run(&args[1..], out),
        "report" => report::run(&args[1..], out),
        "serve" => serve::run(&args[1..], out),
        // Hidden: one compile worker of `serve` (frames on stdin and stdout).
        "compile-worker" => crate::server::compile_worker().map_err(CliError::Failed),
        "-h" | "--help" | "help" => write(out, &format!("{USAGE}\n")),
        other => Err(CliError::Usage(format!("unknown command `{other}`"))),
    }
}
