//! The compile service (`docs/service.md`): `torchtpu-compiler serve --socket PATH` is a
//! long-lived process that owns a PJRT client and the cache tiers; Python processes with
//! `TORCHTPU_COMPILER=unix:PATH` send it the StableHLO of each graph that misses their memory
//! cache and get back the executable as PJRT serialized it.
//!
//! - [`protocol`]: the frames, versioned and bounded.
//! - `crate::server` (a module of its own, above the driver it serves with): the accept loop, one
//!   thread per connection, and the per-key in-flight map that makes concurrent requests for one
//!   key compile it once.
//! - [`client`]: one connection per request; any failure turns the service off for the rest of
//!   the process with one warning, and the caller compiles in-process.

pub mod client;
pub mod peer;
pub mod protocol;

use std::path::PathBuf;

/// `TORCHTPU_COMPILER`: `unix:PATH` to use the compile service; unset, empty, `embedded` or
/// `in-process`: compile in this process (the default).
pub const COMPILER_ENV: &str = "TORCHTPU_COMPILER";

/// The socket `TORCHTPU_COMPILER` names, or `None` for in-process compiles. An unknown value is
/// an error (reported as a warning; compiles then run in-process).
pub fn socket_from_env() -> Result<Option<PathBuf>, String> {
    parse_compiler_var(std::env::var(COMPILER_ENV).ok().as_deref())
}

pub fn parse_compiler_var(value: Option<&str>) -> Result<Option<PathBuf>, String> {
    let v = match value.map(str::trim) {
        None | Some("") | Some("embedded") | Some("in-process") => return Ok(None),
        Some(v) => v,
    };
    match v.strip_prefix("unix:") {
        Some(path) if !path.is_empty() => Ok(Some(PathBuf::from(path))),
        _ => Err(format!(
            "{COMPILER_ENV}={v:?}: expected unix:/path/to/socket (or `embedded`); compiling in this process"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compiler_variable() {
        assert_eq!(parse_compiler_var(None), Ok(None));
        assert_eq!(parse_compiler_var(Some(" ")), Ok(None));
        assert_eq!(parse_compiler_var(Some("embedded")), Ok(None));
        assert_eq!(parse_compiler_var(Some("unix:/tmp/s")), Ok(Some(PathBuf::from("/tmp/s"))));
        assert!(parse_compiler_var(Some("tcp://host:1")).is_err(), "no TCP");
        assert!(parse_compiler_var(Some("unix:")).is_err());
    }
}
