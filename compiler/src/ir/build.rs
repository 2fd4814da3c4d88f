//! Serialized graph → IR, resolving every name and checking references on the way.

use std::collections::{BTreeMap, HashMap};

use base64::Engine;
use petgraph::stable_graph::NodeIndex;

use super::graph::{Graph, Node, Op, Operand, ValueRef};
use super::types::{is_permutation, DType, Dim, TensorType, ValueType};
use crate::graph_format::{self as gf, Arg, SerializedGraph};
use crate::{Error, Result};

pub fn from_serialized(sg: &SerializedGraph) -> Result<Graph> {
    let mut g = one_graph(sg)?;
    for def in &sg.subgraphs {
        let sub = one_graph(&def.as_graph(sg.format_version)).map_err(|e| in_subgraph(&def.name, e))?;
        if g.subgraphs.insert(def.name.clone(), sub).is_some() {
            return Err(Error::invalid(&def.name, "subgraph defined twice in `subgraphs`"));
        }
    }
    check_calls(&g)?;
    Ok(g)
}

/// An error found in subgraph `name`, saying so (the node it names is the subgraph's).
fn in_subgraph(name: &str, e: Error) -> Error {
    match e {
        Error::InvalidNode { node, message } => Error::InvalidNode { node, message: format!("{message} (in subgraph `{name}`)") },
        e => e,
    }
}

/// Every subgraph a control-flow node names exists, no subgraph calls itself, directly or
/// through others (lowering inlines each call, so a cycle would never end), and calls nest at
/// most [`gf::MAX_SUBGRAPH_DEPTH`] deep (lowering follows them recursively).
fn check_calls(g: &Graph) -> Result<()> {
    let calls = |graph: &Graph| -> Result<Vec<String>> {
        let mut out = Vec::new();
        for n in graph.g.node_indices() {
            let node = graph.node(n);
            let Op::Call { target, args, .. } = &node.op else { continue };
            for name in super::graph::called_subgraphs(target, args) {
                match name {
                    Some(s) if g.subgraphs.contains_key(&s) => out.push(s),
                    Some(s) => return Err(Error::invalid(&node.name, format!("calls subgraph `{s}`, which `subgraphs` does not define"))),
                    None => return Err(Error::invalid(&node.name, format!("{target}: a subgraph argument must be the subgraph's name"))),
                }
            }
        }
        Ok(out)
    };
    calls(g)?;
    let edges: BTreeMap<&str, Vec<String>> = g
        .subgraphs
        .iter()
        .map(|(name, sub)| Ok((name.as_str(), calls(sub).map_err(|e| in_subgraph(name, e))?)))
        .collect::<Result<_>>()?;
    // Depth-first over the call graph: a subgraph met again while it is on the path is a cycle.
    fn visit<'n>(name: &'n str, edges: &'n BTreeMap<&str, Vec<String>>, path: &mut Vec<&'n str>, done: &mut std::collections::BTreeSet<&'n str>) -> Result<()> {
        if done.contains(name) {
            return Ok(());
        }
        if path.contains(&name) {
            return Err(Error::invalid(name, format!("subgraph calls itself: {} -> {name}", path.join(" -> "))));
        }
        if path.len() >= gf::MAX_SUBGRAPH_DEPTH {
            return Err(Error::invalid(name, format!("subgraphs nest more than {} deep", gf::MAX_SUBGRAPH_DEPTH)));
        }
        path.push(name);
        for next in edges.get(name).into_iter().flatten() {
            visit(next, edges, path, done)?;
        }
        path.pop();
        done.insert(name);
        Ok(())
    }
    let mut done = std::collections::BTreeSet::new();
    for name in edges.keys() {
        visit(name, &edges, &mut Vec::new(), &mut done)?;
    }
    Ok(())
}

/// One graph's inputs, constants, nodes and outputs (the main graph or one subgraph).
fn one_graph(sg: &SerializedGraph) -> Result<Graph> {
    let mut g = Graph { name: sg.name.clone(), symbols: sg.symbols.clone(), ..Default::default() };
    g.aliases = sg.aliases.iter().map(|a| (a.input, a.output)).collect();
    for k in &sg.kernels {
        if g.kernels.insert(k.name.clone(), k.stablehlo.clone()).is_some() {
            return Err(Error::invalid(&k.name, "custom kernel defined twice in `kernels`"));
        }
    }
    let mut names: HashMap<String, NodeIndex> = HashMap::new();
    let define = |g: &mut Graph, names: &mut HashMap<String, NodeIndex>, node: Node| -> Result<NodeIndex> {
        if names.contains_key(&node.name) {
            return Err(Error::invalid(&node.name, "name defined twice"));
        }
        let name = node.name.clone();
        let idx = g.g.add_node(node);
        names.insert(name, idx);
        Ok(idx)
    };

    for (index, input) in sg.inputs.iter().enumerate() {
        let ty = match (input.kind, &input.meta) {
            (gf::InputKind::Tensor, Some(meta)) => ValueType::Tensor(tensor_type(meta, &input.name)?),
            (gf::InputKind::Tensor, None) => {
                return Err(Error::invalid(&input.name, "tensor input has no `meta`"));
            }
            (gf::InputKind::Symint, _) => ValueType::Scalar("int".into()),
        };
        let idx = define(&mut g, &mut names, Node { name: input.name.clone(), op: Op::Input { index }, outputs: vec![ty] })?;
        g.inputs.push(idx);
        if input.is_static {
            g.static_inputs.insert(index);
        }
        if let Some(perm) = &input.layout {
            let ValueType::Tensor(t) = &g.node(idx).outputs[0] else {
                return Err(Error::invalid(&input.name, "a `layout` on an input that is not a tensor"));
            };
            if !is_permutation(perm, t.rank()) {
                return Err(Error::invalid(&input.name, format!("`layout` {perm:?} is not a permutation of the input's {} dims", t.rank())));
            }
            g.arrival_layouts.insert(index, perm.clone());
            g.input_layouts.insert(index, perm.clone());
        }
    }

    for c in &sg.constants {
        let ty = tensor_type(&c.meta, &c.name)?;
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(&c.data)
            .map_err(|e| Error::invalid(&c.name, format!("constant data is not valid base64: {e}")))?;
        let dims = ty.static_dims().ok_or_else(|| Error::invalid(&c.name, "constant with a symbolic shape"))?;
        // `tensor_type` capped the element count, so this cannot overflow.
        let expected = super::types::checked_numel(&dims)
            .and_then(|n| usize::try_from(n).ok()?.checked_mul(ty.dtype.byte_size()))
            .ok_or_else(|| Error::invalid(&c.name, format!("constant of type {ty} is too large")))?;
        if bytes.len() != expected {
            return Err(Error::invalid(
                &c.name,
                format!("constant has {} bytes, but {} needs {expected}", bytes.len(), ty),
            ));
        }
        define(&mut g, &mut names, Node { name: c.name.clone(), op: Op::Constant { bytes }, outputs: vec![ValueType::Tensor(ty)] })?;
    }

    for n in &sg.nodes {
        if n.target.is_empty() {
            return Err(Error::invalid(&n.name, "empty `target`"));
        }
        let args = n.args.iter().map(|a| operand(a, &names, &g, &n.name)).collect::<Result<Vec<_>>>()?;
        let kwargs = n
            .kwargs
            .iter()
            .map(|(k, a)| Ok((k.clone(), operand(a, &names, &g, &n.name)?)))
            .collect::<Result<BTreeMap<_, _>>>()?;
        let outputs = n
            .outputs
            .iter()
            .map(|o| match o {
                None => Ok(ValueType::Absent),
                Some(gf::ValueMeta::Tensor(t)) => Ok(ValueType::Tensor(tensor_type(t, &n.name)?)),
                Some(gf::ValueMeta::Scalar(s)) => Ok(ValueType::Scalar(s.scalar.clone())),
            })
            .collect::<Result<Vec<_>>>()?;
        if n.target == super::graph::KERNEL_TARGET {
            match args.get(1) {
                Some(Operand::Str(k)) if g.kernels.contains_key(k) => {}
                Some(Operand::Str(k)) => return Err(Error::invalid(&n.name, format!("calls custom kernel `{k}`, which `kernels` does not define"))),
                _ => return Err(Error::invalid(&n.name, "a custom kernel call's second argument must be the kernel's name")),
            }
        }
        let op = Op::Call { target: n.target.clone(), args, kwargs };
        define(&mut g, &mut names, Node { name: n.name.clone(), op, outputs })?;
    }

    g.outputs = sg.outputs.iter().map(|o| operand(o, &names, &g, "<graph outputs>")).collect::<Result<_>>()?;
    for ol in &sg.output_layouts {
        let ty = match g.outputs.get(ol.output) {
            Some(Operand::Value(v)) => match g.node(v.node).outputs.get(v.out as usize) {
                Some(ValueType::Tensor(t)) => t.clone(),
                _ => return Err(Error::invalid("<graph outputs>", format!("`output_layouts` names output {}, which is not a tensor", ol.output))),
            },
            _ => return Err(Error::invalid("<graph outputs>", format!("`output_layouts` names output {}, which is not a tensor value", ol.output))),
        };
        if !is_permutation(&ol.layout, ty.rank()) || ty.static_dims().is_none() {
            return Err(Error::invalid("<graph outputs>", format!("`output_layouts` of output {}: {:?} is not a permutation of its {} static dims", ol.output, ol.layout, ty.rank())));
        }
        if g.aliases.iter().any(|&(_, o)| o == ol.output) || g.output_layouts.insert(ol.output, ol.layout.clone()).is_some() {
            return Err(Error::invalid("<graph outputs>", format!("output {} has a layout twice, or a layout and an alias", ol.output)));
        }
    }
    g.rebuild_edges();
    Ok(g)
}

/// The IR type of `meta`, checked against the caps on rank and element count (`MAX_RANK`,
/// `MAX_ELEMENTS`) so that nothing downstream multiplies dims past an `i64`.
fn tensor_type(meta: &gf::TensorMeta, context: &str) -> Result<TensorType> {
    if meta.shape.len() > super::types::MAX_RANK {
        // Before anything else looks at the dims: nothing below may be quadratic in a huge rank.
        return Err(Error::invalid(
            context,
            format!("rank {} is more than the {} dims a tensor may have", meta.shape.len(), super::types::MAX_RANK),
        ));
    }
    let dtype = DType::parse(&meta.dtype, context)?;
    let shape = meta
        .shape
        .iter()
        .map(|d| match d {
            gf::Dim::Static(n) if *n >= 0 => Ok(Dim::Static(*n)),
            gf::Dim::Static(n) => Err(Error::invalid(context, format!("negative dimension {n}"))),
            gf::Dim::Symbolic(s) => Ok(Dim::Sym(s.sym.clone())),
        })
        .collect::<Result<_>>()?;
    let ty = TensorType { dtype, shape };
    ty.check().map_err(|m| Error::invalid(context, m))?;
    Ok(ty)
}

fn operand(a: &Arg, names: &HashMap<String, NodeIndex>, g: &Graph, context: &str) -> Result<Operand> {
    Ok(match a {
        Arg::Ref { node, out } => {
            let idx = *names
                .get(node)
                .ok_or_else(|| Error::invalid(context, format!("refers to `{node}`, which is not defined before it")))?;
            let n_out = g.g[idx].outputs.len();
            if *out as usize >= n_out {
                return Err(Error::invalid(
                    context,
                    format!("refers to result {out} of `{node}`, which has {n_out} result(s)"),
                ));
            }
            Operand::Value(ValueRef { node: idx, out: *out })
        }
        Arg::Int { v } => Operand::Int(*v),
        Arg::Float { v } => Operand::Float(v.value()),
        Arg::Complex { v } => Operand::Complex(v[0].value(), v[1].value()),
        Arg::Bool { v } => Operand::Bool(*v),
        Arg::None => Operand::None,
        Arg::Str { v } => Operand::Str(v.clone()),
        Arg::Dtype { v } => Operand::DType(DType::parse(v, context)?),
        Arg::Device { v } => Operand::Device(v.clone()),
        Arg::Layout { v } => Operand::Layout(v.clone()),
        Arg::MemoryFormat { v } => Operand::MemoryFormat(v.clone()),
        Arg::List { v } => Operand::List(v.iter().map(|x| operand(x, names, g, context)).collect::<Result<_>>()?),
        Arg::Sym { expr, hint } => match hint {
            // A symbol whose value Dynamo already knew is kept symbolic; the plugin specializes shapes.
            _ if expr.parse::<i64>().is_ok() => Operand::Int(expr.parse().unwrap_or_default()),
            _ => Operand::Sym(expr.clone()),
        },
    })
}
