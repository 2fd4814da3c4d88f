//! Explained misses: which key component differs between a key and the nearest stored entry of
//! the same graph. Used by `torchtpu-compiler cache explain` and, with `TORCHTPU_EXPLAIN_CACHE=1`
//! (the compile config's `explain_cache`), logged on every miss.

use super::entry::EntryHeader;
use super::key::{CacheKey, KeyComponents};
use super::Store;

/// `TORCHTPU_EXPLAIN_CACHE=1`: log why each persistent-cache miss missed. A yes/no switch, read
/// into the compile config (`driver::CompileConfig::explain_cache`) by the one parser of each
/// side; the tiers take it from there (`On::explain`).
pub const EXPLAIN_ENV: &str = "TORCHTPU_EXPLAIN_CACHE";

/// How the nearest entry was chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Match {
    /// Lowered from the same serialized graph (same blake3 of the input).
    SameGraph,
    /// A graph of the same name (the input differed too).
    SameName,
    /// Any entry (nothing of this graph is stored).
    Any,
}

impl Match {
    fn describe(self) -> &'static str {
        match self {
            Match::SameGraph => "same graph",
            Match::SameName => "same graph name, different input graph",
            Match::Any => "no entry of this graph; nearest of any graph",
        }
    }
}

/// The nearest stored entry and how it differs.
#[derive(Debug, Clone)]
pub struct Nearest {
    pub key: CacheKey,
    pub header: EntryHeader,
    pub matched: Match,
    /// `(component, value here, value in the entry)`.
    pub diffs: Vec<(&'static str, String, String)>,
}

/// The candidate closest to `components`: among entries of the same graph if any (else of the same
/// name, else all), the one with the fewest differing components, the newest on a tie. `exclude`
/// skips an entry (the one being explained).
pub fn nearest(
    components: &KeyComponents,
    graph: &str,
    graph_hash: &str,
    candidates: &[(CacheKey, EntryHeader)],
    exclude: Option<&CacheKey>,
) -> Option<Nearest> {
    let pool: Vec<&(CacheKey, EntryHeader)> = candidates.iter().filter(|(k, _)| Some(k) != exclude).collect();
    let accept = |matched: Match, h: &EntryHeader| match matched {
        Match::SameGraph => h.graph_hash == graph_hash,
        Match::SameName => h.graph == graph,
        Match::Any => true,
    };
    for matched in [Match::SameGraph, Match::SameName, Match::Any] {
        let best = pool
            .iter()
            .filter(|(_, h)| accept(matched, h))
            .map(|(k, h)| (components.diff(&h.components), k, h))
            .min_by_key(|(d, _, h)| (d.len(), std::cmp::Reverse(h.created_unix_ms)));
        if let Some((diffs, key, header)) = best {
            return Some(Nearest { key: *key, header: header.clone(), matched, diffs });
        }
    }
    None
}

fn shorten(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(n).collect::<String>())
    }
}

/// The first line where two texts differ: `(1-based line, ours, theirs)`.
pub fn first_difference(ours: &str, theirs: &str) -> Option<(usize, String, String)> {
    let (mut a, mut b) = (ours.lines(), theirs.lines());
    let mut n = 0;
    loop {
        n += 1;
        match (a.next(), b.next()) {
            (None, None) => return None,
            (x, y) if x == y => continue,
            (x, y) => {
                return Some((n, x.unwrap_or("<end>").to_string(), y.unwrap_or("<end>").to_string()));
            }
        }
    }
}

/// One line for a log: `nearest entry 1a2b3c4d5e6f (same graph) differs in: xla_flags ("a" here, "" in the entry)`.
pub fn one_line(nearest: &Nearest) -> String {
    let what = if nearest.diffs.is_empty() {
        "nothing (the entry is for this exact key)".to_string()
    } else {
        nearest
            .diffs
            .iter()
            .map(|(name, ours, theirs)| {
                format!("{name} ({:?} here, {:?} in the entry)", shorten(ours, 60), shorten(theirs, 60))
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!("nearest entry {} ({}) differs in: {what}", nearest.key.short(), nearest.matched.describe())
}

/// Human-readable lines for `nearest`; `ours_stablehlo` (when at hand) and the store (to read the
/// entry's StableHLO) let a StableHLO difference name its first differing line.
pub fn describe(nearest: &Nearest, ours_stablehlo: Option<&str>, store: Option<&dyn Store>) -> Vec<String> {
    let mut out = vec![format!(
        "nearest entry {} (graph `{}`, {}) differs in {}:",
        nearest.key.short(),
        nearest.header.graph,
        nearest.matched.describe(),
        if nearest.diffs.is_empty() {
            "nothing (the entry is for this exact key)".to_string()
        } else {
            nearest.diffs.iter().map(|d| d.0).collect::<Vec<_>>().join(", ")
        }
    )];
    for (name, ours, theirs) in &nearest.diffs {
        out.push(format!("  {name}: {:?} here, {:?} in the entry", shorten(ours, 100), shorten(theirs, 100)));
        if *name == "stablehlo" {
            let theirs_text = store.and_then(|s| s.peek(&nearest.key)).map(|e| e.stablehlo);
            if let (Some(a), Some(b)) = (ours_stablehlo, theirs_text.as_deref()) {
                if let Some((line, x, y)) = first_difference(a, b) {
                    out.push(format!("    first difference at line {line}:"));
                    out.push(format!("      here:     {}", shorten(x.trim(), 160)));
                    out.push(format!("      in entry: {}", shorten(y.trim(), 160)));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cache::entry::sample_entry;

    fn header(graph: &str, graph_hash: &str, f: impl Fn(&mut KeyComponents), created: u64) -> (CacheKey, EntryHeader) {
        let mut h = sample_entry().header;
        h.graph = graph.into();
        h.graph_hash = graph_hash.into();
        f(&mut h.components);
        h.created_unix_ms = created;
        h.key = h.components.key().hex();
        (h.components.key(), h)
    }

    #[test]
    fn names_the_component_that_differs() {
        let ours = sample_entry().header.components;
        let cands = vec![
            header("forward_0", "g1", |c| c.xla_flags = "--xla_x=1".into(), 1),
            header(
                "forward_0",
                "g1",
                |c| {
                    c.xla_flags = "--a".into();
                    c.device_count = 1
                },
                2,
            ),
            header("forward_0", "other", |_| {}, 3),
            header("backward_0", "g2", |_| {}, 4),
        ];
        let n = nearest(&ours, "forward_0", "g1", &cands, None).unwrap();
        assert_eq!(n.matched, Match::SameGraph);
        assert_eq!(n.diffs.len(), 1);
        assert_eq!(n.diffs[0].0, "xla_flags");
        let text = describe(&n, None, None).join("\n");
        assert!(text.contains("xla_flags") && text.contains("same graph"), "{text}");
        let line = one_line(&n);
        assert!(line.contains(r#"differs in: xla_flags ("" here, "--xla_x=1" in the entry)"#), "{line}");

        // Same name, different input graph: the entry with identical components wins.
        let n = nearest(&ours, "forward_0", "g-new", &cands, None).unwrap();
        assert_eq!(n.matched, Match::SameName);
        assert!(n.diffs.is_empty());

        let n = nearest(&ours, "unknown", "g-none", &cands[..2], None).unwrap();
        assert_eq!(n.matched, Match::Any);
        assert!(nearest(&ours, "x", "y", &[], None).is_none());
        assert!(nearest(&ours, "x", "y", &cands[..1], Some(&cands[0].0)).is_none(), "exclude skips");
    }

    #[test]
    fn first_differing_line() {
        assert_eq!(first_difference("a\nb\nc", "a\nb\nc"), None);
        assert_eq!(first_difference("a\nb\nc", "a\nx\nc"), Some((2, "b".into(), "x".into())));
        assert_eq!(first_difference("a", "a\nb"), Some((2, "<end>".into(), "b".into())));
    }
}
