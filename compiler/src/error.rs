//! The one error type of the compiler crate.
//!
//! Each variant says whose fault it is. The Python layer maps [`Error::kind`] to an exception class,
//! so the backend can fall back to eager on a user-side problem and fail loudly on a bug.

use std::path::PathBuf;

/// Who is at fault for an error, and so what the caller should do with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The graph uses an op (or an op variant) that has no lowering rule: fall back to eager.
    Unsupported,
    /// The serialized graph is malformed: the producer (the plugin or a user's file) is at fault.
    InvalidGraph,
    /// The PJRT plugin or XLA refused or failed: environment or XLA problem.
    Backend,
    /// A bug in torchtpu itself (a pass broke the IR, an emitted module failed MLIR verification).
    Internal,
    /// Reading or writing a file failed.
    Io,
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// User-side: the graph's format version is newer than this compiler reads, or unknown.
    #[error("unsupported graph format version {found} (this compiler reads versions 1 to {supported}); upgrade torchtpu or re-serialize the graph")]
    FormatVersion { found: u64, supported: u64 },

    /// User-side: the JSON does not match the schema (missing field, wrong type).
    #[error("malformed graph: {0}")]
    Parse(String),

    /// User-side: the graph is structurally invalid (dangling reference, duplicate name, bad arity).
    #[error("invalid graph: node `{node}`: {message}")]
    InvalidNode { node: String, message: String },

    /// User-side: an op without a lowering rule. Message: `no lowering rule for aten.xyz.default`.
    #[error("no lowering rule for {target} (node `{node}`)")]
    NoLoweringRule { target: String, node: String },

    /// User-side: the op has a rule, but not for these arguments (dtype, layout, option).
    #[error("unsupported use of {target} at node `{node}`: {message}")]
    UnsupportedArgs { target: String, node: String, message: String },

    /// Bug: the verifier failed after a pass. Names the pass.
    #[error("internal error: IR verification failed after pass `{pass}`: {message}")]
    VerifyAfterPass { pass: String, message: String },

    /// Bug: lowering produced a module that MLIR's verifier rejects.
    #[error("internal error: emitted module failed verification: {0}")]
    EmitVerify(String),

    /// Bug or unexpected condition inside torchtpu.
    #[error("internal error: {0}")]
    Internal(String),

    /// Environment: the PJRT plugin could not be loaded or initialized.
    #[error("cannot load PJRT plugin {path}: {message}")]
    PluginLoad { path: PathBuf, message: String },

    /// Backend: a PJRT C API call returned an error.
    #[error("PJRT {call} failed: {message}")]
    Pjrt { call: &'static str, message: String },

    /// User-side: arguments handed to the runtime do not match the executable (count, dtype, shape, size).
    #[error("bad runtime argument: {0}")]
    RuntimeArg(String),

    /// Environment: file I/O.
    #[error("{path}: {source}")]
    Io { path: PathBuf, #[source] source: std::io::Error },
}

impl Error {
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::NoLoweringRule { .. } | Error::UnsupportedArgs { .. } => ErrorKind::Unsupported,
            Error::FormatVersion { .. } | Error::Parse(_) | Error::InvalidNode { .. } | Error::RuntimeArg(_) => {
                ErrorKind::InvalidGraph
            }
            Error::PluginLoad { .. } | Error::Pjrt { .. } => ErrorKind::Backend,
            Error::VerifyAfterPass { .. } | Error::EmitVerify(_) | Error::Internal(_) => ErrorKind::Internal,
            Error::Io { .. } => ErrorKind::Io,
        }
    }

    pub fn invalid(node: impl Into<String>, message: impl Into<String>) -> Self {
        Error::InvalidNode { node: node.into(), message: message.into() }
    }

    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io { path: path.into(), source }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
