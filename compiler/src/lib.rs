//! torchtpu's compiler: a serialized ATen graph in, StableHLO out, compiled and run by XLA through PJRT.
//!
//! Stages, each fed only by the one before (see `docs/architecture.md`):
//! [`graph_format`] (serde types) → [`ir`] (petgraph IR, verifier, printer) → [`passes`] → [`lower`]
//! (op-rule table, emitting through [`emit`] with melior) → [`cache`] key → [`runtime`] (PJRT).

pub mod cache;
pub mod cli;
pub mod cxx_guard;
pub mod diag;
pub mod driver;
pub mod emit;
pub mod error;
pub mod golden;
pub mod graph_format;
pub mod ir;
pub mod lower;
pub mod passes;
pub mod runtime;
pub mod server;
pub mod service;

pub use error::{Error, ErrorCode, ErrorKind, Result};

/// The compiler's version; part of every cache key.
pub const COMPILER_VERSION: &str = env!("CARGO_PKG_VERSION");
