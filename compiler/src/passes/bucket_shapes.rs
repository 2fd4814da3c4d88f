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
//!    reshapes that keep a padded dim outermost in its group), factories (`arange(0, s0)`'s first
//!    `n` entries do not depend on the end) and prefix scans (`cumsum`) keep every true position a
//!    function of true positions only. Reductions, contractions and softmax over a padded dim get
//!    their input masked with the reduction's identity: `where(iota < n, x, identity)`, 0 for sums
//!    and contractions, -inf for max and softmax, 1 for products; a mean divides the masked sum by
//!    the true count. Any other op that touches a padded dim makes the graph unsafe, and the pass
//!    fails with `not pad-safe` naming the node: the runtime then compiles exact shapes instead.
//! 3. **Rewrite.** Every symbolic dim becomes its bucket size; a symbolic size argument (a view's
//!    shape, a slice's end) becomes its value at the bucket; a symbolic *value* (`x / s0`) becomes
//!    the runtime scalar input.

use std::collections::{BTreeMap, HashMap};

use petgraph::stable_graph::NodeIndex;

use super::{sym_expr, Pass};
use crate::ir::{DType, Dim, Graph, Node, Op, Operand, TensorType, ValueRef, ValueType};
use crate::lower::traits::{Fill, Pad as PadRule, Sym, ALL_DIMS};
use crate::lower;
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
    /// `mean` over padded dims: the zero-masked sum over `dims`, divided by the true count.
    Mean { dims: Vec<usize>, keepdim: bool },
    /// `var`/`var_mean` over padded dims: masked mean, masked sum of squared deviations, divided
    /// by the true count minus `correction`.
    Var { dims: Vec<usize>, keepdim: bool, correction: i64, with_mean: bool },
    /// `index.Tensor`: index tensor `.0` of the list indexes padded dim `.0` with true extent `.1`:
    /// negative indices become `i + extent`.
    WrapIndex(Vec<(usize, Pad)>),
    /// A reshape that moves a padded dim's true positions off a prefix (`[2, s] -> [2*s]`): done
    /// as a gather that reads, for each output position, the input element at the same linear
    /// index of the true shapes, so the output's true positions are again a prefix.
    Relayout,
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

    // ---- analysis ----------------------------------------------------------------------------

    fn find_pads(&mut self) -> Result<()> {
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

    fn operand<'a>(node: &'a Node, i: usize, name: &str) -> Option<&'a Operand> {
        let Op::Call { args, kwargs, .. } = &node.op else { return None };
        args.get(i).or_else(|| kwargs.get(name))
    }

    fn arg_pads(&self, node: &Node, i: usize, name: &str) -> Option<Pads> {
        match Self::operand(node, i, name) {
            Some(Operand::Value(v)) => self.pads.get(v).cloned(),
            _ => None,
        }
    }

    fn touches_padding(&self, n: NodeIndex) -> bool {
        let node = &self.g.g[n];
        let mut any = false;
        node.for_each_operand_value(|v| any |= self.pads.get(&v).is_some_and(|p| p.iter().any(Option::is_some)));
        any || (0..node.outputs.len())
            .any(|i| self.pads.get(&ValueRef { node: n, out: i as u32 }).is_some_and(|p| p.iter().any(Option::is_some)))
    }

    /// The reduced dims of a reduction: `dims` argument `i` (an int, a list, or absent/empty
    /// for all dims).
    fn reduced_dims(node: &Node, i: usize, name: &str, rank: usize) -> Option<Vec<usize>> {
        let all = || (0..rank).collect::<Vec<_>>();
        match Self::operand(node, i, name) {
            None | Some(Operand::None) => Some(all()),
            Some(Operand::Int(d)) => norm_dim(*d, rank).map(|d| vec![d]),
            Some(Operand::List(v)) if v.is_empty() => Some(all()),
            Some(Operand::List(v)) => v
                .iter()
                .map(|o| match o {
                    Operand::Int(d) => norm_dim(*d, rank),
                    _ => None,
                })
                .collect(),
            _ => None,
        }
    }

    fn analyze(&self, n: NodeIndex) -> Result<Plan> {
        let node = &self.g.g[n];
        let target = node.target().unwrap_or_default();
        if !self.touches_padding(n) {
            return Ok(Plan::Keep);
        }
        let x = self.arg_pads(node, 0, "self").unwrap_or_default();
        let padded = |p: &Pads, d: usize| p.get(d).cloned().flatten();
        let int = |i: usize, name: &str| match Self::operand(node, i, name) {
            Some(Operand::Int(v)) => Some(*v),
            _ => None,
        };
        let dim_of = |i: usize, name: &str, default: i64, rank: usize| {
            let d = match Self::operand(node, i, name) {
                None | Some(Operand::None) => Some(default),
                Some(Operand::Int(v)) => Some(*v),
                _ => None,
            };
            d.and_then(|d| norm_dim(d, rank)).ok_or_else(|| refuse(node, "its dim argument is not a constant"))
        };
        // Masks the reduced dims of argument 0 that are padded, with `fill`.
        let reduce = |dims_at: usize, dims_name: &str, fill: Fill| -> Result<Plan> {
            let dims = Self::reduced_dims(node, dims_at, dims_name, x.len())
                .ok_or_else(|| refuse(node, "its reduced dims are not constants"))?;
            let masked: Vec<usize> = dims.into_iter().filter(|&d| padded(&x, d).is_some()).collect();
            Ok(if masked.is_empty() { Plan::Keep } else { Plan::Mask(vec![(0, masked, fill)]) })
        };
        // A contraction: mask operand `a` at dim `da` and `b` at `db` with 0 when either is padded.
        let contract = |a: usize, da: usize, b: usize, db: usize| -> Plan {
            let pa = self.arg_pads(node, a, "").unwrap_or_default();
            let pb = self.arg_pads(node, b, "").unwrap_or_default();
            if padded(&pa, da).is_some() || padded(&pb, db).is_some() {
                Plan::Mask(vec![(a, vec![da], Fill::Zero), (b, vec![db], Fill::Zero)])
            } else {
                Plan::Keep
            }
        };
        let unsafe_if = |cond: bool, why: &str| if cond { Err(refuse(node, why)) } else { Ok(Plan::Keep) };
        let rule = lower::traits(target).map_or(PadRule::Refuse, |t| t.pad);
        Ok(match rule {
            PadRule::Keep => Plan::Keep,
            PadRule::Reshape => {
                let out = self.pads.get(&ValueRef { node: n, out: 0 }).cloned().unwrap_or_default();
                let in_ty = self.arg_type(node, 0);
                let out_ty = match &node.outputs[0] {
                    ValueType::Tensor(t) => Some(t.clone()),
                    _ => None,
                };
                match (in_ty, out_ty) {
                    (Some(i), Some(o)) if reshape_keeps_prefix(&i, &x, &o, &out) => Plan::Keep,
                    (Some(_), Some(_)) => Plan::Relayout,
                    _ => return Err(refuse(node, "the reshape's operand or result is not a tensor")),
                }
            }
            PadRule::Slice => {
                let d = dim_of(1, "dim", 0, x.len())?;
                let step_one = matches!(Self::operand(node, 4, "step"), None | Some(Operand::None) | Some(Operand::Int(1)));
                let start = match Self::operand(node, 2, "start") {
                    None | Some(Operand::None) => Some(0),
                    Some(Operand::Int(v)) if *v >= 0 => Some(*v),
                    _ => None,
                };
                let out = self.pads.get(&ValueRef { node: n, out: 0 }).cloned().unwrap_or_default();
                match (padded(&x, d), padded(&out, d), start) {
                    (Some(_) | None, Some(_), None) | (Some(_), None, None) => {
                        return Err(refuse(node, "a slice of or to a padded dim must start at a constant >= 0"))
                    }
                    _ if !step_one && (padded(&x, d).is_some() || padded(&out, d).is_some()) => {
                        return Err(refuse(node, "a slice of or to a padded dim must have step 1"))
                    }
                    // Output position i reads input position i + k: a true position of the output
                    // reads a true position of the input when the output's extent plus k is at
                    // most the input's.
                    (Some(p), Some(q), Some(k)) => {
                        if p.sym != q.sym || p.coeff != q.coeff || q.offset + k > p.offset {
                            return Err(refuse(node, "the slice's true positions would read padding"));
                        }
                        Plan::Keep
                    }
                    (None, Some(q), Some(k)) => {
                        let size = match self.arg_type(node, 0).map(|t| t.shape.get(d).cloned()) {
                            Some(Some(Dim::Static(v))) => v,
                            _ => 0,
                        };
                        let b = q.coeff * self.buckets[&q.sym] + q.offset;
                        if k + b > size {
                            return Err(refuse(node, format!("the bucket {b} of `{}` does not fit in the sliced dim ({size})", q.sym)));
                        }
                        Plan::Keep
                    }
                    _ => Plan::Keep,
                }
            }
            PadRule::Select => {
                let d = dim_of(1, "dim", 0, x.len())?;
                unsafe_if(padded(&x, d).is_some() && !int(2, "index").is_some_and(|i| i >= 0), "a select from a padded dim needs a constant index >= 0")?
            }
            PadRule::Split => {
                let d = dim_of(2, "dim", 0, x.len())?;
                unsafe_if(padded(&x, d).is_some(), "a split along a padded dim")?
            }
            PadRule::Cat => {
                // Along a padded dim only when the padded part comes last: its padding then ends
                // the result, and every part before it is all true positions.
                let out = self.pads.get(&ValueRef { node: n, out: 0 }).cloned().unwrap_or_default();
                let d = dim_of(1, "dim", 0, out.len())?;
                let mut early_padded = false;
                if let Some(Operand::List(items)) = Self::operand(node, 0, "tensors") {
                    let k = items.len();
                    for it in &items[..k.saturating_sub(1)] {
                        if let Operand::Value(v) = it {
                            early_padded |= self.pads.get(v).is_some_and(|p| padded(p, d).is_some());
                        }
                    }
                }
                unsafe_if(early_padded, "a concatenation along a padded dim with a padded part before the last")?
            }
            // Valid indices (eager raises on others) of a true position are true positions. The
            // one difference is a negative index, which counts from the true end: `index.Tensor`
            // indices into padded dims are wrapped with the true extent before the lowering sees
            // them (`index_select`, `gather` and `embedding` do not take negative indices).
            PadRule::Index => {
                let mut wraps = Vec::new();
                if let Some(Operand::List(items)) = Self::operand(node, 1, "indices") {
                    for (d, it) in items.iter().enumerate() {
                        let (Operand::Value(v), Some(p)) = (it, padded(&x, d)) else { continue };
                        if self.g.tensor_type(*v).is_some_and(|t| t.dtype == DType::Bool) {
                            return Err(refuse(node, "a boolean mask over a padded dim"));
                        }
                        wraps.push((d, p));
                    }
                }
                if wraps.is_empty() { Plan::Keep } else { Plan::WrapIndex(wraps) }
            }
            PadRule::LayerNorm => {
                let k = match Self::operand(node, 1, "normalized_shape") {
                    Some(Operand::List(v)) => v.len(),
                    _ => x.len(),
                };
                unsafe_if(x[x.len().saturating_sub(k)..].iter().any(Option::is_some), "a layer norm over a padded dim")?
            }
            PadRule::Convolution => {
                let w = self.arg_pads(node, 1, "weight").unwrap_or_default();
                unsafe_if(
                    x.iter().skip(1).any(Option::is_some) || w.iter().any(Option::is_some),
                    "a convolution over a padded dim",
                )?
            }
            PadRule::Reduce { dims_at, fill } => reduce(dims_at, "dim", fill)?,
            PadRule::Mean { dims_at } => {
                let dims = Self::reduced_dims(node, dims_at, "dim", x.len())
                    .ok_or_else(|| refuse(node, "its reduced dims are not constants"))?;
                if dims.iter().any(|&d| padded(&x, d).is_some()) {
                    let keepdim = matches!(Self::operand(node, 2, "keepdim"), Some(Operand::Bool(true)));
                    Plan::Mean { dims, keepdim: keepdim && dims_at != ALL_DIMS }
                } else {
                    Plan::Keep
                }
            }
            PadRule::Var { with_mean } => {
                let dims = Self::reduced_dims(node, 1, "dim", x.len())
                    .ok_or_else(|| refuse(node, "its reduced dims are not constants"))?;
                if dims.iter().any(|&d| padded(&x, d).is_some()) {
                    let correction = match Self::operand(node, usize::MAX, "correction") {
                        None | Some(Operand::None) => 1,
                        Some(Operand::Int(c)) => *c,
                        Some(Operand::Float(c)) if c.fract() == 0.0 => *c as i64,
                        _ => return Err(refuse(node, "a non-integer variance correction")),
                    };
                    let keepdim = matches!(Self::operand(node, usize::MAX, "keepdim"), Some(Operand::Bool(true)));
                    Plan::Var { dims, keepdim, correction, with_mean }
                } else {
                    Plan::Keep
                }
            }
            PadRule::Softmax => {
                let d = dim_of(1, "dim", -1, x.len())?;
                if padded(&x, d).is_some() {
                    Plan::Mask(vec![(0, vec![d], Fill::NegInf)])
                } else {
                    Plan::Keep
                }
            }
            PadRule::SoftmaxBackward { output_too } => {
                let d = dim_of(2, "dim", -1, x.len())?;
                if padded(&x, d).is_some() {
                    let mut m = vec![(0, vec![d], Fill::Zero)];
                    if output_too {
                        m.push((1, vec![d], Fill::Zero));
                    }
                    Plan::Mask(m)
                } else {
                    Plan::Keep
                }
            }
            PadRule::Contract { a, da, b, db } => contract(a, da, b, db),
            PadRule::Refuse => return Err(refuse(node, format!("{target} on a padded dim is not modelled"))),
        })
    }

    fn arg_type(&self, node: &Node, i: usize) -> Option<TensorType> {
        match Self::operand(node, i, "self") {
            Some(Operand::Value(v)) => self.g.tensor_type(*v).cloned(),
            _ => None,
        }
    }

    // ---- rewriting ---------------------------------------------------------------------------

    fn eval_at_bucket(&self, expr: &str) -> Option<i64> {
        sym_expr::eval(expr, &|s| self.buckets.get(s).copied())
    }

    fn rewrite_types(&mut self) -> Result<()> {
        for n in self.g.g.node_indices().collect::<Vec<_>>() {
            let mut outputs = self.g.g[n].outputs.clone();
            for o in outputs.iter_mut() {
                let ValueType::Tensor(t) = o else { continue };
                for d in t.shape.iter_mut() {
                    if let Dim::Sym(e) = d {
                        let v = self.eval_at_bucket(e).ok_or_else(|| refuse(&self.g.g[n], format!("cannot evaluate dim `{e}`")))?;
                        *d = Dim::Static(v);
                    }
                }
            }
            self.g.g[n].outputs = outputs;
        }
        Ok(())
    }

    /// How the operand at position `pos` (or keyword `kw`) of a `target` call reads a symbol.
    fn role(target: &str, pos: Option<usize>, kw: &str) -> Role {
        let at = |(p, name): (usize, &str)| pos == Some(p) || kw == name;
        match lower::traits(target).map_or(Sym::Bad, |t| t.sym) {
            Sym::Value => Role::Value,
            Sym::Size => Role::Size,
            Sym::ValueAtElseSize(p, name) => if at((p, name)) { Role::Value } else { Role::Size },
            Sym::ValueAtElseBad(p, name) => if at((p, name)) { Role::Value } else { Role::Bad },
            Sym::SizeAtElseBad(p, name) => if at((p, name)) { Role::Size } else { Role::Bad },
            Sym::Bad => Role::Bad,
        }
    }

    fn rewrite_sym_operands(&mut self, n: NodeIndex) -> Result<()> {
        let node = self.g.g[n].clone();
        let Op::Call { target, mut args, mut kwargs } = node.op.clone() else { return Ok(()) };
        let mut changed = false;
        let mut slots: Vec<(Option<usize>, String, &mut Operand)> =
            args.iter_mut().enumerate().map(|(i, a)| (Some(i), String::new(), a)).collect();
        slots.extend(kwargs.iter_mut().map(|(k, a)| (None, k.clone(), a)));
        for (pos, kw, slot) in slots {
            if !contains_sym(slot) {
                continue;
            }
            changed = true;
            match Self::role(&target, pos, &kw) {
                Role::Size => {
                    let mut bad = None;
                    map_syms(slot, &mut |e| match self.eval_at_bucket(e) {
                        Some(v) => Operand::Int(v),
                        None => {
                            bad = Some(e.to_string());
                            Operand::Sym(e.to_string())
                        }
                    });
                    if let Some(e) = bad {
                        return Err(refuse(&node, format!("cannot evaluate the size `{e}`")));
                    }
                }
                Role::Value => {
                    let Operand::Sym(e) = &*slot else {
                        return Err(refuse(&node, "a list of symbolic values"));
                    };
                    let pad = sym_expr::affine(e)
                        .filter(|(_, s, _)| self.params.contains_key(s))
                        .map(|(coeff, sym, offset)| Pad { sym, coeff, offset })
                        .ok_or_else(|| refuse(&node, format!("the symbolic value `{e}` has no runtime size input")))?;
                    *slot = Operand::Value(self.count_value(&pad, &node.name)?);
                }
                Role::Bad => return Err(refuse(&node, format!("a symbolic argument {} is not modelled", if kw.is_empty() { format!("at position {}", pos.unwrap_or(0)) } else { format!("`{kw}`") }))),
            }
        }
        if changed {
            self.g.g[n].op = Op::Call { target, args, kwargs };
        }
        Ok(())
    }

    fn add_node(&mut self, base: &str, target: &str, args: Vec<Operand>, kwargs: BTreeMap<String, Operand>, out: TensorType) -> ValueRef {
        self.counter += 1;
        let name = format!("{base}_bucket{}", self.counter);
        let op = Op::Call { target: target.to_string(), args, kwargs };
        let idx = self.g.g.add_node(Node { name, op, outputs: vec![ValueType::Tensor(out)] });
        ValueRef { node: idx, out: 0 }
    }

    /// An `i64[]` value holding a padded dim's true extent, `coeff * n(sym) + offset`.
    fn count_value(&mut self, pad: &Pad, base: &str) -> Result<ValueRef> {
        if let Some(v) = self.counts.get(pad) {
            return Ok(*v);
        }
        let param = *self.params.get(&pad.sym).ok_or_else(|| {
            Error::invalid(&self.g.name, format!("symbol `{}` is bucketed but has no runtime size input", pad.sym))
        })?;
        let mut v = ValueRef { node: param, out: 0 };
        let scalar = TensorType::new(DType::I64, &[]);
        if pad.coeff != 1 {
            v = self.add_node(base, "aten.mul.Tensor", vec![Operand::Value(v), Operand::Int(pad.coeff)], BTreeMap::new(), scalar.clone());
        }
        if pad.offset != 0 {
            v = self.add_node(base, "aten.add.Tensor", vec![Operand::Value(v), Operand::Int(pad.offset)], BTreeMap::new(), scalar);
        }
        self.counts.insert(pad.clone(), v);
        Ok(v)
    }

    /// `where(iota < n, x, fill)` over each of `dims` of `x`.
    fn mask(&mut self, x: ValueRef, dims: &[(usize, Pad)], fill: Fill, base: &str) -> Result<ValueRef> {
        let ty = self.g.tensor_type(x).cloned().ok_or_else(|| Error::Internal(format!("node `{base}`: masked operand is not a tensor")))?;
        let shape = ty.static_dims().ok_or_else(|| Error::Internal(format!("node `{base}`: masked operand is not static")))?;
        let mut pred: Option<(ValueRef, Vec<i64>)> = None;
        for (d, pad) in dims {
            let size = shape[*d];
            let n = self.count_value(pad, base)?;
            let kw = BTreeMap::from([("dtype".to_string(), Operand::DType(DType::I64))]);
            let iota = self.add_node(
                base,
                "aten.arange.start_step",
                vec![Operand::Int(0), Operand::Int(size), Operand::Int(1)],
                kw,
                TensorType::new(DType::I64, &[size]),
            );
            let lt = self.add_node(base, "aten.lt.Tensor", vec![Operand::Value(iota), Operand::Value(n)], BTreeMap::new(), TensorType::new(DType::Bool, &[size]));
            let mut dims_b = vec![1; shape.len()];
            dims_b[*d] = size;
            let list = Operand::List(dims_b.iter().map(|&v| Operand::Int(v)).collect());
            let v = self.add_node(base, "aten.view.default", vec![Operand::Value(lt), list], BTreeMap::new(), TensorType::new(DType::Bool, &dims_b));
            pred = Some(match pred {
                None => (v, dims_b),
                Some((p, pd)) => {
                    let both: Vec<i64> = pd.iter().zip(&dims_b).map(|(a, b)| *a.max(b)).collect();
                    let and = self.add_node(
                        base,
                        "aten.logical_and.default",
                        vec![Operand::Value(p), Operand::Value(v)],
                        BTreeMap::new(),
                        TensorType::new(DType::Bool, &both),
                    );
                    (and, both)
                }
            });
        }
        let Some((pred, _)) = pred else { return Ok(x) };
        let value = fill_value(fill, ty.dtype);
        let kw = BTreeMap::from([("dtype".to_string(), Operand::DType(ty.dtype))]);
        let f = self.add_node(base, "aten.scalar_tensor.default", vec![Operand::Float(value)], kw, TensorType::new(ty.dtype, &[]));
        Ok(self.add_node(base, "aten.where.self", vec![Operand::Value(pred), Operand::Value(x), Operand::Value(f)], BTreeMap::new(), ty))
    }

    /// The zero-masked sum of `x` over `dims` (result type `out`), and the true element count of
    /// those dims (an `i64[]` value).
    fn masked_sum(&mut self, x: ValueRef, dims: &[usize], keepdim: bool, out: TensorType, base: &str) -> Result<(ValueRef, ValueRef)> {
        self.masked_sum_with_pads_of(x, x, dims, keepdim, out, base)
    }

    /// [`Self::masked_sum`] of `x`, whose padded dims are those of `like` (a value the pass made
    /// has no entry of its own).
    fn masked_sum_with_pads_of(
        &mut self,
        x: ValueRef,
        like: ValueRef,
        dims: &[usize],
        keepdim: bool,
        out: TensorType,
        base: &str,
    ) -> Result<(ValueRef, ValueRef)> {
        let pads = self.pads.get(&like).cloned().unwrap_or_default();
        let x_dims = self.g.tensor_type(like).and_then(|t| t.static_dims()).unwrap_or_default();
        let dp: Vec<(usize, Pad)> = dims.iter().filter_map(|&d| pads.get(d).cloned().flatten().map(|p| (d, p))).collect();
        let static_count: i64 = dims.iter().filter(|&&d| pads.get(d).is_some_and(Option::is_none)).map(|&d| x_dims[d]).product();
        let masked = self.mask(x, &dp, Fill::Zero, base)?;
        let kw = BTreeMap::from([("dtype".to_string(), Operand::DType(out.dtype))]);
        let dim_list = Operand::List(dims.iter().map(|&d| Operand::Int(d as i64)).collect());
        let sum = self.add_node(base, "aten.sum.dim_IntList", vec![Operand::Value(masked), dim_list, Operand::Bool(keepdim)], kw, out);
        let scalar = TensorType::new(DType::I64, &[]);
        let Some(((_, first), rest)) = dp.split_first() else {
            return Err(Error::Internal(format!("node `{base}`: a masked sum without a padded dim")));
        };
        let mut count = self.count_value(first, base)?;
        for (_, p) in rest {
            let c = self.count_value(p, base)?;
            count = self.add_node(base, "aten.mul.Tensor", vec![Operand::Value(count), Operand::Value(c)], BTreeMap::new(), scalar.clone());
        }
        if static_count != 1 {
            count = self.add_node(base, "aten.mul.Tensor", vec![Operand::Value(count), Operand::Int(static_count)], BTreeMap::new(), scalar);
        }
        Ok((sum, count))
    }

    /// The true extent of each dim of a value: static, or the runtime count of its pad.
    fn extents(&mut self, v: ValueRef, dims: &[i64], base: &str) -> Result<Vec<Ext>> {
        let pads = self.pads.get(&v).cloned().unwrap_or_default();
        (0..dims.len())
            .map(|d| match pads.get(d).cloned().flatten() {
                Some(p) => Ok(Ext::Value(self.count_value(&p, base)?)),
                None => Ok(Ext::Static(dims[d])),
            })
            .collect()
    }

    /// `a * b` for extents and (broadcasting) index tensors; `ty` is the result's type when a
    /// node is needed.
    fn ext_mul(&mut self, a: Operand, b: &Ext, ty: TensorType, base: &str) -> Operand {
        let e = BTreeMap::new();
        match (&a, b) {
            (_, Ext::Static(1)) => a,
            (Operand::Int(x), Ext::Static(y)) => Operand::Int(x * y),
            (_, Ext::Static(y)) => Operand::Value(self.add_node(base, "aten.mul.Tensor", vec![a, Operand::Int(*y)], e, ty)),
            (Operand::Int(1), Ext::Value(v)) => Operand::Value(*v),
            (_, Ext::Value(v)) => Operand::Value(self.add_node(base, "aten.mul.Tensor", vec![Operand::Value(*v), a], e, ty)),
        }
    }

    /// The op that replaces a reshape of `x` to `out` (result `r`): `index(view(x, [-1]), [flat])`
    /// where, for each output position `o`, `L = linear(o, true out shape)` and `flat` is the
    /// padded-storage position of `delinear(L, true in shape)`. Output positions past the true
    /// extents read some in-bounds element (padding is never read unmasked).
    fn relayout(&mut self, x: ValueRef, r: ValueRef, out: &TensorType, base: &str) -> Result<Op> {
        let p_in = self.g.tensor_type(x).and_then(|t| t.static_dims()).ok_or_else(|| Error::Internal(format!("node `{base}`: reshape operand is not static")))?;
        let p_out = out.static_dims().ok_or_else(|| Error::Internal(format!("node `{base}`: reshape result is not static")))?;
        let t_in = self.extents(x, &p_in, base)?;
        let t_out = self.extents(r, &p_out, base)?;
        let q = p_out.len();
        let i64_ty = |dims: &[i64]| TensorType::new(DType::I64, dims);
        let scalar = i64_ty(&[]);
        // L = sum_k o_k * prod_{m>k} t_out[m], built from the innermost dim out.
        let mut lin: Option<(Operand, Vec<i64>)> = None;
        let mut stride = Operand::Int(1);
        for k in (0..q).rev() {
            let mut shape_k = vec![1; q];
            shape_k[k] = p_out[k];
            let kw = BTreeMap::from([("dtype".to_string(), Operand::DType(DType::I64))]);
            let iota = self.add_node(base, "aten.arange.start_step", vec![Operand::Int(0), Operand::Int(p_out[k]), Operand::Int(1)], kw, i64_ty(&[p_out[k]]));
            let list = Operand::List(shape_k.iter().map(|&v| Operand::Int(v)).collect());
            let o_k = self.add_node(base, "aten.view.default", vec![Operand::Value(iota), list], BTreeMap::new(), i64_ty(&shape_k));
            let term = match &stride {
                Operand::Int(1) => Operand::Value(o_k),
                Operand::Int(v) => Operand::Value(self.add_node(base, "aten.mul.Tensor", vec![Operand::Value(o_k), Operand::Int(*v)], BTreeMap::new(), i64_ty(&shape_k))),
                s => Operand::Value(self.add_node(base, "aten.mul.Tensor", vec![Operand::Value(o_k), s.clone()], BTreeMap::new(), i64_ty(&shape_k))),
            };
            lin = Some(match lin {
                None => (term, shape_k),
                Some((acc, acc_shape)) => {
                    let both: Vec<i64> = acc_shape.iter().zip(&shape_k).map(|(a, b)| *a.max(b)).collect();
                    (Operand::Value(self.add_node(base, "aten.add.Tensor", vec![acc, term], BTreeMap::new(), i64_ty(&both))), both)
                }
            });
            if k > 0 {
                stride = self.ext_mul(stride, &t_out[k], scalar.clone(), base);
            }
        }
        let full = p_out.clone();
        let lin = match lin {
            Some((l, _)) => l,
            None => Operand::Int(0),
        };
        // in_j = (L / prod_{m>j} t_in[m]) mod t_in[j]; flat = sum_j in_j * prod_{m>j} p_in[m].
        let mut flat: Option<Operand> = None;
        let mut stride_true = Operand::Int(1);
        let mut stride_padded = 1i64;
        for j in (0..p_in.len()).rev() {
            if p_in[j] != 1 {
                let e = BTreeMap::new();
                let q_j = match &stride_true {
                    Operand::Int(1) => lin.clone(),
                    s => {
                        let kw = BTreeMap::from([("rounding_mode".to_string(), Operand::Str("floor".into()))]);
                        Operand::Value(self.add_node(base, "aten.div.Tensor_mode", vec![lin.clone(), s.clone()], kw, i64_ty(&full)))
                    }
                };
                let modulus = match &t_in[j] {
                    Ext::Static(v) => Operand::Int(*v),
                    Ext::Value(v) => Operand::Value(*v),
                };
                let in_j = self.add_node(base, "aten.remainder.Tensor", vec![q_j, modulus], e.clone(), i64_ty(&full));
                let term = self.ext_mul(Operand::Value(in_j), &Ext::Static(stride_padded), i64_ty(&full), base);
                flat = Some(match flat {
                    None => term,
                    Some(acc) => Operand::Value(self.add_node(base, "aten.add.Tensor", vec![acc, term], e, i64_ty(&full))),
                });
            }
            if j > 0 {
                stride_true = self.ext_mul(stride_true, &t_in[j], scalar.clone(), base);
                stride_padded *= p_in[j];
            }
        }
        let flat = match flat {
            Some(Operand::Value(v)) => v,
            // Every input dim has size 1: every output position reads element 0.
            _ => self.add_node(base, "aten.zeros.default", vec![Operand::List(full.iter().map(|&v| Operand::Int(v)).collect())], BTreeMap::from([("dtype".to_string(), Operand::DType(DType::I64))]), i64_ty(&full)),
        };
        let total: i64 = p_in.iter().product();
        let in_ty = TensorType { dtype: out.dtype, shape: vec![Dim::Static(total)] };
        let x_flat = self.add_node(base, "aten.view.default", vec![Operand::Value(x), Operand::List(vec![Operand::Int(total)])], BTreeMap::new(), in_ty);
        Ok(Op::Call {
            target: "aten.index.Tensor".into(),
            args: vec![Operand::Value(x_flat), Operand::List(vec![Operand::Value(flat)])],
            kwargs: BTreeMap::new(),
        })
    }

    fn apply(&mut self, n: NodeIndex, plan: Plan) -> Result<()> {
        let node = self.g.g[n].clone();
        let Op::Call { target, mut args, kwargs } = node.op.clone() else { return Ok(()) };
        match plan {
            Plan::Keep => {}
            Plan::Mask(masks) => {
                for (arg, dims, fill) in masks {
                    let Some(Operand::Value(v)) = args.get(arg).cloned() else {
                        return Err(refuse(&node, format!("argument {arg} to mask is not a tensor")));
                    };
                    let pads = self.pads.get(&v).cloned().unwrap_or_default();
                    let dp: Vec<(usize, Pad)> = dims.iter().filter_map(|&d| pads.get(d).cloned().flatten().map(|p| (d, p))).collect();
                    let m = self.mask(v, &dp, fill, &node.name)?;
                    args[arg] = Operand::Value(m);
                }
                self.g.g[n].op = Op::Call { target, args, kwargs };
            }
            Plan::WrapIndex(wraps) => {
                let Some(Operand::List(mut items)) = args.get(1).cloned() else {
                    return Err(refuse(&node, "the indices are not a list"));
                };
                for (d, pad) in wraps {
                    let Some(Operand::Value(v)) = items.get(d).cloned() else { continue };
                    let ty = self.g.tensor_type(v).cloned().ok_or_else(|| refuse(&node, "an index is not a tensor"))?;
                    let n_true = self.count_value(&pad, &node.name)?;
                    let bool_ty = TensorType { dtype: DType::Bool, shape: ty.shape.clone() };
                    let neg = self.add_node(&node.name, "aten.lt.Scalar", vec![Operand::Value(v), Operand::Int(0)], BTreeMap::new(), bool_ty);
                    let up = self.add_node(&node.name, "aten.add.Tensor", vec![Operand::Value(v), Operand::Value(n_true)], BTreeMap::new(), ty.clone());
                    let w = self.add_node(
                        &node.name,
                        "aten.where.self",
                        vec![Operand::Value(neg), Operand::Value(up), Operand::Value(v)],
                        BTreeMap::new(),
                        ty,
                    );
                    items[d] = Operand::Value(w);
                }
                args[1] = Operand::List(items);
                self.g.g[n].op = Op::Call { target, args, kwargs };
            }
            Plan::Relayout => {
                let Some(Operand::Value(x)) = args.first().cloned() else {
                    return Err(refuse(&node, "the reshape's operand is not a tensor"));
                };
                let ValueType::Tensor(out) = node.outputs[0].clone() else {
                    return Err(refuse(&node, "the reshape's result is not a tensor"));
                };
                let gathered = self.relayout(x, ValueRef { node: n, out: 0 }, &out, &node.name)?;
                self.g.g[n].op = gathered;
            }
            Plan::Mean { dims, keepdim } => {
                let Some(Operand::Value(x)) = args.first().cloned() else {
                    return Err(refuse(&node, "the mean's operand is not a tensor"));
                };
                let ValueType::Tensor(out) = node.outputs[0].clone() else {
                    return Err(refuse(&node, "the mean's result is not a tensor"));
                };
                let (sum, count) = self.masked_sum(x, &dims, keepdim, out, &node.name)?;
                self.g.g[n].op = Op::Call {
                    target: "aten.div.Tensor".into(),
                    args: vec![Operand::Value(sum), Operand::Value(count)],
                    kwargs: BTreeMap::new(),
                };
            }
            Plan::Var { dims, keepdim, correction, with_mean } => {
                let Some(Operand::Value(x)) = args.first().cloned() else {
                    return Err(refuse(&node, "the variance's operand is not a tensor"));
                };
                let tx = self.g.tensor_type(x).cloned().ok_or_else(|| refuse(&node, "the variance's operand is not a tensor"))?;
                let (ValueType::Tensor(var_ty), mean_ty) = (node.outputs[0].clone(), node.outputs.get(1).cloned()) else {
                    return Err(refuse(&node, "the variance's result is not a tensor"));
                };
                let mut kept = tx.clone();
                for &d in &dims {
                    kept.shape[d] = Dim::Static(1);
                }
                kept.dtype = var_ty.dtype;
                let (sum_k, count) = self.masked_sum(x, &dims, true, kept.clone(), &node.name)?;
                let e = BTreeMap::new();
                let mean_k = self.add_node(&node.name, "aten.div.Tensor", vec![Operand::Value(sum_k), Operand::Value(count)], e.clone(), kept);
                let diff_ty = TensorType { dtype: var_ty.dtype, shape: tx.shape.clone() };
                let diff = self.add_node(&node.name, "aten.sub.Tensor", vec![Operand::Value(x), Operand::Value(mean_k)], e.clone(), diff_ty.clone());
                let sq = self.add_node(&node.name, "aten.mul.Tensor", vec![Operand::Value(diff), Operand::Value(diff)], e.clone(), diff_ty);
                let (sum2, _) = self.masked_sum_with_pads_of(sq, x, &dims, keepdim, var_ty.clone(), &node.name)?;
                let denom = if correction == 0 {
                    count
                } else {
                    let scalar = TensorType::new(DType::I64, &[]);
                    self.add_node(&node.name, "aten.sub.Tensor", vec![Operand::Value(count), Operand::Int(correction)], e.clone(), scalar)
                };
                let var = self.add_node(&node.name, "aten.div.Tensor", vec![Operand::Value(sum2), Operand::Value(denom)], e.clone(), var_ty);
                self.g.replace_uses(ValueRef { node: n, out: 0 }, &Operand::Value(var));
                if with_mean {
                    let Some(ValueType::Tensor(mt)) = mean_ty else {
                        return Err(refuse(&node, "the mean result is not a tensor"));
                    };
                    let (sum, count) = self.masked_sum(x, &dims, keepdim, mt.clone(), &node.name)?;
                    let mean = self.add_node(&node.name, "aten.div.Tensor", vec![Operand::Value(sum), Operand::Value(count)], e, mt);
                    self.g.replace_uses(ValueRef { node: n, out: 1 }, &Operand::Value(mean));
                }
                // The original node has no users left; `dce` removes it.
            }
        }
        Ok(())
    }
}

/// A dim's true extent: known now, or an `i64[]` value computed from a runtime size input.
#[derive(Debug, Clone)]
enum Ext {
    Static(i64),
    Value(ValueRef),
}

fn fill_value(fill: Fill, dtype: DType) -> f64 {
    let (lo, hi) = match dtype {
        DType::Bool => (0.0, 1.0),
        DType::U8 => (0.0, u8::MAX as f64),
        DType::U32 => (0.0, u32::MAX as f64),
        DType::U64 => (0.0, u64::MAX as f64),
        DType::I8 => (i8::MIN as f64, i8::MAX as f64),
        DType::I16 => (i16::MIN as f64, i16::MAX as f64),
        DType::I32 => (i32::MIN as f64, i32::MAX as f64),
        DType::I64 => (i64::MIN as f64, i64::MAX as f64),
        _ => (f64::NEG_INFINITY, f64::INFINITY),
    };
    match fill {
        Fill::Zero => 0.0,
        Fill::One => 1.0,
        Fill::NegInf => lo,
        Fill::PosInf => hi,
    }
}

fn contains_sym(o: &Operand) -> bool {
    match o {
        Operand::Sym(_) => true,
        Operand::List(v) => v.iter().any(contains_sym),
        _ => false,
    }
}

fn map_syms(o: &mut Operand, f: &mut impl FnMut(&str) -> Operand) {
    match o {
        Operand::Sym(e) => {
            let e = e.clone();
            *o = f(&e);
        }
        Operand::List(v) => v.iter_mut().for_each(|x| map_syms(x, f)),
        _ => {}
    }
}

/// A dim as a factor of a reshape group: a static size, or `coeff * sym`.
fn factor(d: &Dim, pad: &Option<Pad>) -> (i64, Option<String>) {
    match (d, pad) {
        (_, Some(p)) if p.offset == 0 => (p.coeff, Some(p.sym.clone())),
        // `c*s + a` only matches the very same dim on the other side.
        (_, Some(p)) => (1, Some(format!("{}*{}{:+}", p.coeff, p.sym, p.offset))),
        (Dim::Static(v), None) => (*v, None),
        (Dim::Sym(_), None) => (0, None),
    }
}

/// Whether a reshape from `a` to `b` keeps every padded dim's true positions a prefix: the dims
/// split into groups of equal size on both sides, and a group with a padded dim has exactly that
/// one symbol on each side, in its outermost (first non-1) dim.
fn reshape_keeps_prefix(a: &TensorType, pa: &Pads, b: &TensorType, pb: &Pads) -> bool {
    let fa: Vec<_> = a.shape.iter().zip(pa).map(|(d, p)| factor(d, p)).collect();
    let fb: Vec<_> = b.shape.iter().zip(pb).map(|(d, p)| factor(d, p)).collect();
    if fa.iter().chain(&fb).any(|(c, _)| *c == 0) {
        return false;
    }
    let (mut i, mut j) = (0, 0);
    loop {
        // Once one side is used up, the other may only have size-1 dims left.
        if i >= fa.len() || j >= fb.len() {
            return fa[i..].iter().chain(&fb[j..]).all(|f| *f == (1, None));
        }
        // One group: grow the side that is "smaller" until both sides have equal size.
        let (mut ga, mut gb): (Vec<&(i64, Option<String>)>, Vec<&(i64, Option<String>)>) = (vec![], vec![]);
        let size = |g: &Vec<&(i64, Option<String>)>| {
            let c: i64 = g.iter().map(|f| f.0).product();
            let mut s: Vec<String> = g.iter().filter_map(|f| f.1.clone()).collect();
            s.sort();
            (c, s)
        };
        loop {
            let (ca, sa) = size(&ga);
            let (cb, sb) = size(&gb);
            let nonempty = !ga.is_empty() && !gb.is_empty();
            if nonempty && ca == cb && sa == sb {
                break;
            }
            let grow_a = if i >= fa.len() {
                false
            } else if j >= fb.len() {
                true
            } else if ga.is_empty() {
                true
            } else if gb.is_empty() {
                false
            } else if sa.len() != sb.len() {
                sa.len() < sb.len()
            } else {
                ca < cb
            };
            if grow_a {
                ga.push(&fa[i]);
                i += 1;
            } else if j < fb.len() {
                gb.push(&fb[j]);
                j += 1;
            } else {
                return false;
            }
        }
        let syms_a: Vec<usize> = ga.iter().enumerate().filter(|(_, f)| f.1.is_some()).map(|(k, _)| k).collect();
        let syms_b: Vec<usize> = gb.iter().enumerate().filter(|(_, f)| f.1.is_some()).map(|(k, _)| k).collect();
        if syms_a.len() > 1 || syms_b.len() > 1 {
            return false;
        }
        if let (Some(&ka), Some(&kb)) = (syms_a.first(), syms_b.first()) {
            let first_big = |g: &Vec<&(i64, Option<String>)>| g.iter().position(|f| f.1.is_some() || f.0 != 1);
            if first_big(&ga) != Some(ka) || first_big(&gb) != Some(kb) {
                return false;
            }
        }
    }
}
