//! `bucket_shapes`: compiles a graph with symbolic sizes at one shape bucket (docs/dynamism.md).
//!
//! The serialized graph's `symbols` table gives each size symbol (`s0`) a bucket, a static size at
//! least as large as any true size the executable will serve, and names the graph input (an `i64[]`
//! tensor) that carries the symbol's true value at run time. The runtime pads inputs with zeros up
//! to the bucket and slices outputs back, so the pass must make sure the padded positions never
//! reach a true position:
//!
//! 1. **Padded dims.** A dim `c*s` (a constant times one symbol) is padded: its true extent is
//!    `c*n(s)`, its static size `c*bucket(s)`. Any other symbolic dim (`s0 + 1`, `s0*s1`) cannot
//!    be padded, and the graph is refused.
//! 2. **Op by op.** Pointwise ops, layout ops that move dims around (permute, expand, unsqueeze,
//!    reshapes that keep a padded dim outermost in its group), concatenations (a padded part before
//!    the last is compacted with a gather), factories (`arange(0, s0)`'s first
//!    `n` entries do not depend on the end) and prefix scans (`cumsum`) keep every true position a
//!    function of true positions only. Reductions, contractions and softmax over a padded dim get
//!    their input masked with the reduction's identity: `where(iota < n, x, identity)`, 0 for sums
//!    and contractions, -inf for max and softmax, 1 for products; a mean divides the masked sum by
//!    the true count. Any other op that touches a padded dim makes the graph unsafe, and the pass
//!    fails with `not pad-safe` naming the node: the runtime then compiles exact shapes instead.
//! 3. **Rewrite.** Every symbolic dim becomes its bucket size; a symbolic size argument (a view's
//!    shape, a slice's end) becomes its value at the bucket; a symbolic *value* (`x / s0`) becomes
//!    the runtime scalar input.

mod pads;
mod plan;
mod rewrite;

use std::collections::{BTreeMap, HashMap};

use petgraph::stable_graph::NodeIndex;

use super::Pass;
use crate::ir::{DType, Graph, Node, ValueRef, ValueType};
use crate::lower::traits::Fill;
use crate::{Error, Result};

pub struct BucketShapes;

impl Pass for BucketShapes {
    fn name(&self) -> &'static str {
        "bucket_shapes"
    }

    fn run(&self, g: &mut Graph) -> Result<()> {
        let buckets: BTreeMap<String, i64> =
            g.symbols.iter().filter_map(|s| s.bucket.map(|b| (s.name.clone(), b))).collect();
        if buckets.is_empty() {
            return Ok(());
        }
        Rewriter::new(g, buckets)?.run()
    }
}

/// A padded dim: its true extent is `coeff * n(sym) + offset`, its static size
/// `coeff * bucket(sym) + offset`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Pad {
    sym: String,
    coeff: i64,
    offset: i64,
}

type Pads = Vec<Option<Pad>>;

enum Plan {
    Keep,
    /// Mask top-level argument `.0` over dims `.1` with `.2`.
    Mask(Vec<(usize, Vec<usize>, Fill)>),
    /// A reduction without an identity (`amax`, `max`, ...) over padded dims: masked as
    /// [`Plan::Mask`], and, for each pad whose true extent may be 0 at run time, an assertion
    /// (`_assert_async`, with eager's message) that it is not: eager raises on an empty reduction.
    MaskNonEmpty(Vec<(usize, Vec<usize>, Fill)>, Vec<(Pad, String)>),
    /// `mean` over padded dims: the zero-masked sum over `dims`, divided by the true count.
    Mean { dims: Vec<usize>, keepdim: bool },
    /// `var`/`var_mean` over padded dims: masked mean, masked sum of squared deviations, divided
    /// by the true count minus `correction`.
    Var { dims: Vec<usize>, keepdim: bool, correction: i64, with_mean: bool },
    /// An indexing op or an integer division (`Pad::Index`, `Pad::Take`, `Pad::Divide`): every
    /// padded dim of operand (argument `.0`, list item `.1`) of `masks` is masked with `.2` (index
    /// tensors with 0, divisors with 1), so a run-time check reads true lanes only; `extents`:
    /// the indexed operand's pads, given to the lowering as the node's `true_extents` keyword, so
    /// that index checks compare with, and negative indices wrap by, the true extent.
    Guard { masks: Vec<(usize, Option<usize>, Fill)>, extents: Option<Pads> },
    /// A product (`Pad::Contract`): the masks of [`Plan::Mask`] (for a padded contracted dim),
    /// and the result's pads, given to the lowering as the node's `result_extents` keyword so
    /// that the BLAS kernel computes only the true block.
    Product { masks: Vec<(usize, Vec<usize>, Fill)>, extents: Pads },
    /// A reshape that moves a padded dim's true positions off a prefix (`[2, s] -> [2*s]`): done
    /// as a gather that reads, for each output position, the input element at the same linear
    /// index of the true shapes, so the output's true positions are again a prefix.
    Relayout,
    /// A concatenation along padded dim `.0` with a padded part before the last (a KV cache's
    /// `cat([past, new])`): the parts are concatenated as they are, and the result gathered so
    /// that each part's true positions follow the previous part's, a prefix again.
    Compact(usize),
}

impl std::fmt::Display for Pad {
    /// The true extent as an expression: `s0`, `2*s0`, `s0 - 2`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.coeff != 1 {
            write!(f, "{}*", self.coeff)?;
        }
        write!(f, "{}", self.sym)?;
        match self.offset {
            0 => Ok(()),
            o if o > 0 => write!(f, " + {o}"),
            o => write!(f, " - {}", -o),
        }
    }
}

/// How a symbolic argument is read by an op.
enum Role {
    /// A size: evaluate it at the bucket.
    Size,
    /// A number the op computes with: the true value, from the runtime scalar.
    Value,
    /// Not modelled.
    Bad,
}

struct Rewriter<'g> {
    g: &'g mut Graph,
    buckets: BTreeMap<String, i64>,
    params: BTreeMap<String, NodeIndex>,
    pads: HashMap<ValueRef, Pads>,
    counts: HashMap<Pad, ValueRef>,
    counter: usize,
}

fn refuse(node: &Node, reason: impl std::fmt::Display) -> Error {
    Error::NotPadSafe {
        target: node.target().unwrap_or("<input>").to_string(),
        node: node.name.clone(),
        reason: reason.to_string(),
    }
}

fn norm_dim(d: i64, rank: usize) -> Option<usize> {
    let d = if d < 0 { d + rank as i64 } else { d };
    (0..rank as i64).contains(&d).then_some(d as usize)
}

impl<'g> Rewriter<'g> {
    fn new(g: &'g mut Graph, buckets: BTreeMap<String, i64>) -> Result<Self> {
        let mut params = BTreeMap::new();
        for s in &g.symbols {
            if let Some(b) = s.bucket {
                if b < 1 {
                    return Err(Error::invalid(&g.name, format!("symbol `{}`: bucket {b} is not positive", s.name)));
                }
            }
            let Some(input) = &s.input else { continue };
            let idx = g.inputs.iter().copied().find(|&i| g.g[i].name == *input).ok_or_else(|| {
                Error::invalid(&g.name, format!("symbol `{}` names input `{input}`, which the graph does not have", s.name))
            })?;
            match &g.g[idx].outputs[0] {
                ValueType::Tensor(t) if t.dtype == DType::I64 && t.rank() == 0 => {}
                other => return Err(Error::invalid(input, format!("a size input must be i64[], not {other}"))),
            }
            params.insert(s.name.clone(), idx);
        }
        Ok(Rewriter { g, buckets, params, pads: HashMap::new(), counts: HashMap::new(), counter: 0 })
    }

    fn run(mut self) -> Result<()> {
        self.find_pads()?;
        let order = self.g.topo_order();
        let mut plans = Vec::new();
        for &n in &order {
            if self.g.g[n].target().is_some() {
                let plan = self.analyze(n)?;
                plans.push((n, plan));
            }
        }
        self.rewrite_types()?;
        for &n in &order {
            self.rewrite_sym_operands(n)?;
        }
        for (n, plan) in plans {
            self.apply(n, plan)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
