//! `torchtpu-compiler serve --socket PATH`: the compile service (see `docs/service.md`).

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use super::CliError;
use crate::cache::deadline::MAX_DEADLINE;
use crate::cache::disk::parse_size;
use crate::service::protocol::PROTOCOL_VERSION;
use crate::server::{serve, Compiles, ServeOptions};

pub(super) fn run(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let mut socket = None;
    let mut opts = ServeOptions::new(PathBuf::new());
    let (mut max_workers, mut in_process) = (None, false);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |flag: &str| it.next().cloned().ok_or_else(|| CliError::Usage(format!("`{flag}` needs a value")));
        let number = |flag: &str, v: &str| -> Result<u64, CliError> {
            v.parse::<u64>().ok().filter(|n| *n > 0).ok_or_else(|| CliError::Usage(format!("{flag} {v}: expected a positive number")))
        };
        match a.as_str() {
            "--socket" => socket = Some(PathBuf::from(value("--socket")?)),
            "--plugin" => opts.plugin = Some(PathBuf::from(value("--plugin")?)),
            "--max-request-bytes" => {
                let v = value("--max-request-bytes")?;
                opts.max_request =
                    parse_size(&v).map_err(|e| CliError::Usage(format!("--max-request-bytes {v}: {e}")))?;
            }
            "--timeout-s" => {
                let v = value("--timeout-s")?;
                opts.io_timeout = timeout_seconds(&v)?;
            }
            "--max-connections" => {
                let v = value("--max-connections")?;
                opts.max_connections = number("--max-connections", &v)? as usize;
            }
            "--max-connections-per-peer" => {
                let v = value("--max-connections-per-peer")?;
                opts.max_per_peer = number("--max-connections-per-peer", &v)? as usize;
            }
            "--max-workers" => {
                let v = value("--max-workers")?;
                max_workers = Some(number("--max-workers", &v)? as usize);
            }
            "--compile-in-process" => in_process = true,
            other => return Err(CliError::Usage(format!("serve: unknown argument `{other}`"))),
        }
    }
    opts.socket = socket.ok_or_else(|| CliError::Usage("serve needs --socket PATH".into()))?;
    if !in_process {
        let max = max_workers.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2));
        match worker_command(args) {
            Some(command) => opts.compiles = Compiles::Workers { command, max },
            None => eprintln!(
                "torchtpu-compiler serve: warning: cannot tell how to start this program again; compiling in the \
                 server's process (a program that crashes XLA takes the server down)"
            ),
        }
    }
    let max = opts.max_request;
    serve(opts, |path| {
        let _ = writeln!(
            out,
            "torchtpu-compiler {}: serving on unix:{} (protocol {PROTOCOL_VERSION}, pid {}, max request {max} bytes)",
            crate::COMPILER_VERSION,
            path.display(),
            std::process::id()
        );
        let _ = out.flush();
    })
    .map_err(CliError::Failed)
}

/// `--timeout-s N`: whole seconds, from 1 to [`MAX_DEADLINE`] (a day); a larger value once made
/// every connection thread panic on `Instant + Duration` overflow.
fn timeout_seconds(v: &str) -> Result<Duration, CliError> {
    let max = MAX_DEADLINE.as_secs();
    match v.trim().parse::<u64>() {
        Ok(n) if (1..=max).contains(&n) => Ok(Duration::from_secs(n)),
        _ => Err(CliError::Usage(format!("--timeout-s {v}: expected a whole number of seconds from 1 to {max} (one day)"))),
    }
}

/// The command line that starts a compile worker: this process's own command line up to `serve`,
/// with `compile-worker` instead of `serve` and its arguments (`n_args` of them). So the
/// `torchtpu-compiler` binary runs `torchtpu-compiler compile-worker`, and `python -m torchtpu.tools.cli
/// serve ...` runs `python -m torchtpu.tools.cli compile-worker`. The program is `argv[0]` as it was
/// started (not `current_exe`, which resolves a virtual environment's `python` link to the
/// system's and would lose the environment), found the same way: by path, or on `PATH`.
/// `None` when this process's command line does not end with `serve` and `args` (a program that
/// calls the CLI with arguments of its own).
fn worker_command(args: &[String]) -> Option<Vec<std::ffi::OsString>> {
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let at = argv.len().checked_sub(args.len() + 1).filter(|&i| i >= 1 && argv[i] == "serve")?;
    if argv[at + 1..].iter().zip(args).any(|(a, b)| a.as_os_str() != std::ffi::OsStr::new(b)) {
        return None;
    }
    let mut command = vec![argv[0].clone()];
    command.extend(argv[1..at].iter().cloned());
    command.push("compile-worker".into());
    Some(command)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn serve_args(timeout: &str) -> Vec<String> {
        ["--socket", "/nonexistent-dir/s.sock", "--compile-in-process", "--timeout-s", timeout].map(String::from).to_vec()
    }

    #[test]
    fn timeout_flag_is_bounded() {
        assert!(matches!(timeout_seconds("30"), Ok(d) if d == Duration::from_secs(30)));
        assert!(matches!(timeout_seconds("86400"), Ok(d) if d == MAX_DEADLINE));
        for bad in ["18446744073709551615", "86401", "0", "-1", "1.5", "inf", "nan", ""] {
            // Refused while the flags are read: before any socket is bound.
            let mut out = Vec::new();
            match run(&serve_args(bad), &mut out) {
                Err(CliError::Usage(m)) => assert!(m.starts_with(&format!("--timeout-s {bad}:")) && m.contains("86400"), "{m}"),
                Err(CliError::Failed(m)) => panic!("{bad}: expected a usage error, got: {m}"),
                Ok(()) => panic!("{bad}: accepted"),
            }
            assert!(out.is_empty(), "nothing served");
        }
    }
}
