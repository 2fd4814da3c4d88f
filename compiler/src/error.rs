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

    /// User-side: several nodes refused at once (each a [`Error::NoLoweringRule`] or
    /// [`Error::UnsupportedArgs`]), in graph order, so that the caller can run all of them in eager
    /// in one split (python_plugin's `partition.py`). Never empty and never a single error (that
    /// is returned as itself); its code, node and op are the first one's.
    #[error("{} nodes refused: {}", .0.len(), .0.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("; "))]
    Refused(Vec<Error>),

    /// User-side: the graph is structurally invalid (dangling reference, duplicate name, bad arity).
    #[error("invalid graph: node `{node}`: {message}")]
    InvalidNode { node: String, message: String },

    /// User-side: an op without a lowering rule. Message: `no lowering rule for aten.xyz.default`.
    #[error("no lowering rule for {target} (node `{node}`)")]
    NoLoweringRule { target: String, node: String },

    /// User-side: the op has a rule, but not for these arguments (dtype, layout, option).
    #[error("unsupported use of {target} at node `{node}`: {message}")]
    UnsupportedArgs { target: String, node: String, message: String },

    /// User-side: shape bucketing cannot prove this node exact under padding; the runtime
    /// compiles exact shapes instead.
    #[error("unsupported use of {target} at node `{node}`: shape bucketing: not pad-safe: {reason}")]
    NotPadSafe { target: String, node: String, reason: String },

    /// User-side: a dim of this node's result depends on more than one bucketed symbol (or is
    /// not affine in one); the runtime may pin all symbols but one to their exact values.
    #[error("unsupported use of {target} at node `{node}`: shape bucketing: not pad-safe: dim `{dim}` of {ty} is not affine in one bucketed symbol")]
    MixedSymbols { target: String, node: String, dim: String, ty: String },

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
            Error::NoLoweringRule { .. }
            | Error::UnsupportedArgs { .. }
            | Error::NotPadSafe { .. }
            | Error::MixedSymbols { .. }
            | Error::Refused(_) => ErrorKind::Unsupported,
            Error::FormatVersion { .. } | Error::Parse(_) | Error::InvalidNode { .. } | Error::RuntimeArg(_) => {
                ErrorKind::InvalidGraph
            }
            Error::PluginLoad { .. } | Error::Pjrt { .. } => ErrorKind::Backend,
            Error::VerifyAfterPass { .. } | Error::EmitVerify(_) | Error::Internal(_) => ErrorKind::Internal,
            Error::Io { .. } => ErrorKind::Io,
        }
    }

    /// A stable name for the variant, carried by the Python exception as `code`: Python decides
    /// on it, never on the message text.
    pub fn code(&self) -> ErrorCode {
        match self {
            Error::Refused(all) => all.first().map_or(ErrorCode::UnsupportedArgs, Error::code),
            Error::FormatVersion { .. } => ErrorCode::FormatVersion,
            Error::Parse(_) => ErrorCode::Malformed,
            Error::InvalidNode { .. } => ErrorCode::InvalidNode,
            Error::NoLoweringRule { .. } => ErrorCode::NoRule,
            Error::UnsupportedArgs { .. } => ErrorCode::UnsupportedArgs,
            Error::NotPadSafe { .. } => ErrorCode::NotPadSafe,
            Error::MixedSymbols { .. } => ErrorCode::MixedSymbols,
            Error::VerifyAfterPass { .. } => ErrorCode::VerifyAfterPass,
            Error::EmitVerify(_) => ErrorCode::EmitVerify,
            Error::Internal(_) => ErrorCode::Internal,
            Error::PluginLoad { .. } => ErrorCode::PluginLoad,
            Error::Pjrt { .. } => ErrorCode::Pjrt,
            Error::RuntimeArg(_) => ErrorCode::RuntimeArg,
            Error::Io { .. } => ErrorCode::Io,
        }
    }

    /// The graph node at fault, where one is.
    pub fn node(&self) -> Option<&str> {
        match self {
            Error::Refused(all) => all.first().and_then(Error::node),
            Error::InvalidNode { node, .. }
            | Error::NoLoweringRule { node, .. }
            | Error::UnsupportedArgs { node, .. }
            | Error::NotPadSafe { node, .. }
            | Error::MixedSymbols { node, .. } => Some(node),
            _ => None,
        }
    }

    /// The ATen op at fault (`aten.xyz.default`), where one is.
    pub fn op(&self) -> Option<&str> {
        match self {
            Error::Refused(all) => all.first().and_then(Error::op),
            Error::NoLoweringRule { target, .. }
            | Error::UnsupportedArgs { target, .. }
            | Error::NotPadSafe { target, .. }
            | Error::MixedSymbols { target, .. } => Some(target),
            _ => None,
        }
    }

    /// Every refused node this error stands for: the list of an [`Error::Refused`], this error
    /// alone when it is another refusal ([`ErrorKind::Unsupported`]), else none.
    pub fn refusals(&self) -> Vec<&Error> {
        match self {
            Error::Refused(all) => all.iter().collect(),
            e if e.kind() == ErrorKind::Unsupported => vec![e],
            _ => Vec::new(),
        }
    }

    /// `all` as one error: the only one itself, several as [`Error::Refused`]; `None` when empty.
    pub fn refused(mut all: Vec<Error>) -> Option<Error> {
        match all.len() {
            0 => None,
            1 => all.pop(),
            _ => Some(Error::Refused(all)),
        }
    }

    pub fn invalid(node: impl Into<String>, message: impl Into<String>) -> Self {
        Error::InvalidNode { node: node.into(), message: message.into() }
    }

    /// This error with `node` filled in where it names no node yet (an [`Error::InvalidNode`] or
    /// [`Error::UnsupportedArgs`] raised by a shared helper that does not know the node it works
    /// for).
    pub fn at_node(self, node: &str) -> Self {
        match self {
            Error::InvalidNode { node: n, message } if n.is_empty() => Error::InvalidNode { node: node.into(), message },
            Error::UnsupportedArgs { target, node: n, message } if n.is_empty() => {
                Error::UnsupportedArgs { target, node: node.into(), message }
            }
            e => e,
        }
    }

    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io { path: path.into(), source }
    }
}

/// [`Error::code`]: one per variant, printed as its name (`NoRule`, `NotPadSafe`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    FormatVersion,
    Malformed,
    InvalidNode,
    NoRule,
    UnsupportedArgs,
    NotPadSafe,
    MixedSymbols,
    VerifyAfterPass,
    EmitVerify,
    Internal,
    PluginLoad,
    Pjrt,
    RuntimeArg,
    Io,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::FormatVersion => "FormatVersion",
            ErrorCode::Malformed => "Malformed",
            ErrorCode::InvalidNode => "InvalidNode",
            ErrorCode::NoRule => "NoRule",
            ErrorCode::UnsupportedArgs => "UnsupportedArgs",
            ErrorCode::NotPadSafe => "NotPadSafe",
            ErrorCode::MixedSymbols => "MixedSymbols",
            ErrorCode::VerifyAfterPass => "VerifyAfterPass",
            ErrorCode::EmitVerify => "EmitVerify",
            ErrorCode::Internal => "Internal",
            ErrorCode::PluginLoad => "PluginLoad",
            ErrorCode::Pjrt => "Pjrt",
            ErrorCode::RuntimeArg => "RuntimeArg",
            ErrorCode::Io => "Io",
        }
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
