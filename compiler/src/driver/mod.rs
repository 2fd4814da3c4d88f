//! The whole pipeline for one graph: parse → IR → verify → passes → lower → cache → compile,
//! plus dumps and counters.
//!
//! - [`frontend`]: [`lower_graph`], the PJRT-free front half (used by the CLI and
//!   `torchtpu.inspect`).
//! - [`session`]: [`Session`] owns a PJRT client and the cache tiers (`cache::Tiers`).
//! - [`plan`]: [`CompiledGraph`], a compiled graph's call plan and the ways to run it.
//! - [`stats`]: the counters `torchtpu.stats()` reports.
//! - [`dumps`]: `TORCHTPU_DUMP_DIR`.
//! - [`config`]: [`CompileConfig`], everything a compile takes besides the graph (no compile
//!   reads the environment), and the crate's one yes/no parser.
//! - [`spmd`]: [`SpmdProgram`], one graph over several devices of this process (opt-in).

mod config;
mod dumps;
mod frontend;
mod plan;
mod session;
mod spmd;
mod stats;

pub use config::{parse_switch, CompileConfig};
pub use dumps::{write_dump, write_failed_dump};
pub use frontend::{lower_configured, lower_for_target, lower_graph, Frontend};
pub use plan::CompiledGraph;
pub use session::{CompileOutcome, Session, SessionConfig};
pub use spmd::SpmdProgram;
pub use stats::Stats;
