//! Caps on what a serialized graph may hold, checked before anything else reads it, so that a
//! hostile file is refused with an error naming the node instead of exhausting memory later (a
//! 100 MB node name once made `passes::cse` abort the process under a 4 GiB limit). Documented in
//! `docs/graph-format.md` (Limits) and `docs/fuzzing.md`. No graph that torch produces comes near
//! them.

use super::types::*;
use crate::{Error, Result};

/// The largest graph file (JSON text) the compiler reads: 64 MiB.
pub const MAX_GRAPH_BYTES: usize = 64 << 20;
/// The longest name (of the graph, an input, constant, node, kernel or symbol; a target, a
/// reference, a keyword, a dtype, device, layout or memory format): 1 KiB.
pub const MAX_NAME_BYTES: usize = 1 << 10;
/// The longest string argument or size expression: 64 KiB (size expressions have their own,
/// tighter cap where they are parsed, `passes::sym_expr`).
pub const MAX_STRING_BYTES: usize = 64 << 10;

/// How deep control-flow subgraphs may nest (a `cond` in a loop body in a branch ...): lowering
/// follows the calls recursively, so a deeper chain is refused when the graph is read.
pub const MAX_SUBGRAPH_DEPTH: usize = 32;

/// `s`, cut to a readable length for an error message.
pub fn shorten(s: &str) -> String {
    const SHOWN: usize = 40;
    if s.len() <= SHOWN {
        return s.to_string();
    }
    let mut end = SHOWN;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}... ({} bytes)", &s[..end], s.len())
}

/// Refuses a graph file longer than [`MAX_GRAPH_BYTES`] before it is parsed.
pub fn check_size(len: usize) -> Result<()> {
    if len > MAX_GRAPH_BYTES {
        return Err(Error::Parse(format!(
            "the graph is {len} bytes of JSON, more than the limit of {MAX_GRAPH_BYTES} bytes (64 MiB; docs/graph-format.md#limits)"
        )));
    }
    Ok(())
}

fn name(what: &str, s: &str) -> std::result::Result<(), String> {
    if s.len() > MAX_NAME_BYTES {
        return Err(format!("{what} `{}` is longer than the limit of {MAX_NAME_BYTES} bytes (docs/graph-format.md#limits)", shorten(s)));
    }
    Ok(())
}

fn meta(m: &TensorMeta) -> std::result::Result<(), String> {
    name("the dtype", &m.dtype)?;
    for d in m.shape.iter().chain(m.stride.iter().flatten()) {
        if let Dim::Symbolic(s) = d {
            name("the size symbol", &s.sym)?;
        }
    }
    Ok(())
}

fn arg(a: &Arg) -> std::result::Result<(), String> {
    match a {
        Arg::Ref { node, .. } => name("the reference", node),
        Arg::Str { v } if v.len() > MAX_STRING_BYTES => Err(format!(
            "a string argument (`{}`) is longer than the limit of {MAX_STRING_BYTES} bytes (docs/graph-format.md#limits)",
            shorten(v)
        )),
        Arg::Sym { expr, .. } if expr.len() > MAX_STRING_BYTES => Err(format!(
            "the size expression `{}` is longer than the limit of {MAX_STRING_BYTES} bytes (docs/graph-format.md#limits)",
            shorten(expr)
        )),
        Arg::Dtype { v } | Arg::Device { v } | Arg::Layout { v } | Arg::MemoryFormat { v } => name("the argument", v),
        Arg::List { v } => v.iter().try_for_each(arg),
        _ => Ok(()),
    }
}

/// Refuses names and strings past the caps above; the error names the input, constant, node,
/// kernel or symbol that holds one (shortened when the name is the long string).
pub fn check(g: &SerializedGraph) -> Result<()> {
    let at = |who: &str, e: String| Error::InvalidNode { node: shorten(who), message: e };
    name("the graph name", &g.name).map_err(|e| Error::Parse(e))?;
    for i in &g.inputs {
        name("the input name", &i.name).map_err(|e| at(&i.name, e))?;
        if let Some(m) = &i.meta {
            meta(m).map_err(|e| at(&i.name, e))?;
        }
    }
    for c in &g.constants {
        name("the constant name", &c.name).map_err(|e| at(&c.name, e))?;
        meta(&c.meta).map_err(|e| at(&c.name, e))?;
    }
    for n in &g.nodes {
        let check = || -> std::result::Result<(), String> {
            name("the node name", &n.name)?;
            name("the target", &n.target)?;
            n.args.iter().try_for_each(arg)?;
            for (k, v) in &n.kwargs {
                name("the keyword", k)?;
                arg(v)?;
            }
            for o in n.outputs.iter().flatten() {
                match o {
                    ValueMeta::Tensor(m) => meta(m)?,
                    ValueMeta::Scalar(s) => name("the scalar kind", &s.scalar)?,
                }
            }
            Ok(())
        };
        check().map_err(|e| at(&n.name, e))?;
    }
    for o in &g.outputs {
        arg(o).map_err(|e| Error::Parse(format!("graph output: {e}")))?;
    }
    for s in &g.symbols {
        let check = || -> std::result::Result<(), String> {
            name("the symbol name", &s.name)?;
            s.input.as_deref().map_or(Ok(()), |i| name("the size input", i))
        };
        check().map_err(|e| at(&s.name, e))?;
    }
    for k in &g.kernels {
        let check = || -> std::result::Result<(), String> {
            name("the kernel name", &k.name)?;
            k.source.as_deref().map_or(Ok(()), |s| name("the kernel source", s))
        };
        check().map_err(|e| at(&k.name, e))?;
    }
    for sub in &g.subgraphs {
        name("the subgraph name", &sub.name).map_err(|e| at(&sub.name, e))?;
        check(&sub.as_graph(g.format_version))?;
    }
    Ok(())
}
