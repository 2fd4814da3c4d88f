//! The serialized graph: what the Python plugin writes and the compiler reads.
//!
//! JSON, versioned by `format_version`. The schema is documented in `docs/graph-format.md`; any
//! change to these types must bump [`FORMAT_VERSION`] and update that page.

pub mod limits;
mod types;

pub use limits::{MAX_GRAPH_BYTES, MAX_NAME_BYTES, MAX_STRING_BYTES, MAX_SUBGRAPH_DEPTH};
pub use types::*;

use crate::{Error, Result};

/// The format version this compiler writes; it reads every version from [`OLDEST_READABLE_VERSION`]
/// up to this one (version 2 only added the optional `symbols` table, version 3 the optional
/// `aliases` list, version 4 the optional `kernels` table, version 5 the optional `layout` of
/// an input, version 6 the optional `output_layouts`, version 7 complex-number arguments and
/// version 8 the optional `subgraphs` table, so older files parse as is).
pub const FORMAT_VERSION: u64 = 8;
pub const OLDEST_READABLE_VERSION: u64 = 1;

/// Parses a serialized graph, checking the version before anything else so that a newer file gets
/// a version error rather than a confusing schema error. A file past [`MAX_GRAPH_BYTES`], or with
/// a name or string past the caps in [`limits`], is refused here, before any pass sees it.
pub fn parse_graph(text: &str) -> Result<SerializedGraph> {
    limits::check_size(text.len())?;
    /// The version alone: every other field is skipped without being built, so this first pass
    /// allocates nothing for the rest of the file.
    #[derive(serde::Deserialize)]
    struct Head {
        #[serde(default)]
        format_version: Option<serde_json::Value>,
    }
    let head: Head = serde_json::from_str(text).map_err(|e| match e.classify() {
        serde_json::error::Category::Data => Error::Parse("top level must be a JSON object".into()),
        _ => Error::Parse(format!("not valid JSON: {e}")),
    })?;
    let version = head
        .format_version
        .ok_or_else(|| Error::Parse("missing field `format_version`".into()))?
        .as_u64()
        .ok_or_else(|| Error::Parse("`format_version` must be a non-negative integer".into()))?;
    if !(OLDEST_READABLE_VERSION..=FORMAT_VERSION).contains(&version) {
        return Err(Error::FormatVersion { found: version, supported: FORMAT_VERSION });
    }
    let graph: SerializedGraph = serde_json::from_str(text).map_err(|e| Error::Parse(e.to_string()))?;
    limits::check(&graph)?;
    Ok(graph)
}

pub fn to_json(graph: &SerializedGraph) -> String {
    serde_json::to_string_pretty(graph).expect("serializing plain data cannot fail")
}

#[cfg(test)]
mod tests;
