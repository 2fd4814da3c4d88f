//! `torchtpu-compiler serve --socket PATH`: the compile service (see `docs/service.md`).

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use super::CliError;
use crate::cache::disk::parse_size;
use crate::service::protocol::PROTOCOL_VERSION;
use crate::server::{serve, ServeOptions};

pub(super) fn run(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let mut socket = None;
    let mut opts = ServeOptions::new(PathBuf::new());
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
                opts.io_timeout = Duration::from_secs(number("--timeout-s", &v)?);
            }
            "--max-connections" => {
                let v = value("--max-connections")?;
                opts.max_connections = number("--max-connections", &v)? as usize;
            }
            other => return Err(CliError::Usage(format!("serve: unknown argument `{other}`"))),
        }
    }
    opts.socket = socket.ok_or_else(|| CliError::Usage("serve needs --socket PATH".into()))?;
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
