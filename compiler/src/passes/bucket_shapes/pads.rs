//! Pad propagation: which dims of which values are padded, and what a node reads.

use petgraph::stable_graph::NodeIndex;

use super::{norm_dim, Pad, Pads, Rewriter};
use crate::ir::{Dim, Node, Op, Operand, TensorType, ValueRef, ValueType};
use crate::passes::sym_expr;
use crate::{Error, Result};

impl Rewriter<'_> {
    pub(super) fn find_pads(&mut self) -> Result<()> {
        for n in self.g.g.node_indices().collect::<Vec<_>>() {
            let node = &self.g.g[n];
            for (i, out) in node.outputs.iter().enumerate() {
                let ValueType::Tensor(t) = out else { continue };
                let mut pads = Vec::with_capacity(t.rank());
                for d in &t.shape {
                    pads.push(match d {
                        Dim::Static(_) => None,
                        Dim::Sym(e) => match sym_expr::affine(e) {
                            Some((coeff, sym, offset)) if self.buckets.contains_key(&sym) => Some(Pad { sym, coeff, offset }),
                            _ => {
                                return Err(Error::MixedSymbols {
                                    target: node.target().unwrap_or("<input>").to_string(),
                                    node: node.name.clone(),
                                    dim: e.to_string(),
                                    ty: t.to_string(),
                                })
                            }
                        },
                    });
                }
                self.pads.insert(ValueRef { node: n, out: i as u32 }, pads);
            }
        }
        Ok(())
    }

    pub(super) fn operand<'a>(node: &'a Node, i: usize, name: &str) -> Option<&'a Operand> {
        let Op::Call { args, kwargs, .. } = &node.op else { return None };
        args.get(i).or_else(|| kwargs.get(name))
    }

    pub(super) fn arg_pads(&self, node: &Node, i: usize, name: &str) -> Option<Pads> {
        match Self::operand(node, i, name) {
            Some(Operand::Value(v)) => self.pads.get(v).cloned(),
            _ => None,
        }
    }

    pub(super) fn touches_padding(&self, n: NodeIndex) -> bool {
        let node = &self.g.g[n];
        let mut any = false;
        node.for_each_operand_value(|v| any |= self.pads.get(&v).is_some_and(|p| p.iter().any(Option::is_some)));
        any || (0..node.outputs.len())
            .any(|i| self.pads.get(&ValueRef { node: n, out: i as u32 }).is_some_and(|p| p.iter().any(Option::is_some)))
    }

    /// The reduced dims of a reduction: `dims` argument `i` (an int, a list, or absent/empty
    /// for all dims).
    pub(super) fn reduced_dims(node: &Node, i: usize, name: &str, rank: usize) -> Option<Vec<usize>> {
        let all = || (0..rank).collect::<Vec<_>>();
        match Self::operand(node, i, name) {
            None | Some(Operand::None) => Some(all()),
            Some(Operand::Int(d)) => norm_dim(*d, rank).map(|d| vec![d]),
            Some(Operand::List(v)) if v.is_empty() => Some(all()),
            Some(Operand::List(v)) => {
                let dims: Vec<usize> = v
                    .iter()
                    .map(|o| match o {
                        Operand::Int(d) => norm_dim(*d, rank),
                        _ => None,
                    })
                    .collect::<Option<_>>()?;
                // torch refuses a dim named twice; a list of 1,000 zeros made the rewrite slow.
                let mut seen = dims.clone();
                seen.sort_unstable();
                seen.dedup();
                (seen.len() == dims.len()).then_some(dims)
            }
            _ => None,
        }
    }

    pub(super) fn arg_type(&self, node: &Node, i: usize) -> Option<TensorType> {
        match Self::operand(node, i, "self") {
            Some(Operand::Value(v)) => self.g.tensor_type(*v).cloned(),
            _ => None,
        }
    }
}
