//! `product_sums`: a matrix product's result added to another tensor becomes the product's own
//! `input` (`addmm`), so the BLAS kernel writes the sum in one call (runtime/cpu_kernels/gemm.rs).
//!
//! A transformer's residual connections (`x + dense(h)`, a `Linear` layer's `addmm` seen through
//! a view to `[batch, tokens, width]`) and its backward's gradient sums (the gradients of a value
//! read by several `Linear` layers, `mm(g, w)` each, added up) are each an XLA pass over the
//! whole activation on one of XLA's workers, between two kernel calls. torch's `addmm(input, a,
//! b)` is `input + a @ b` for any `input` that broadcasts to the result, and the kernel computes
//! it as torch's CPU `addmm` does: the result prefilled with `input`, then the BLAS adds the
//! product to it. So this pass rewrites, where every value it removes has one reader,
//!
//! ```text
//! p = mm(a, b)            [M, N]         p = addmm(view(r, [M, N]), a, b)
//! v = view(p, shape)                ->   v = view(p, shape)
//! s = add(v, r)           r: shape       (uses of s read v)
//! ```
//!
//! (with up to three views or clones between `p` and `add`: an inference graph's dropouts are
//! clones), and, for a product that has a bias row already (`addmm(bias, a, b)`, a `Linear`
//! layer), `input = add(view(r, [M, N]), bias)`: the lowering (lower/matmul.rs) hands the kernel
//! both, and it fills each row with `r`'s row plus the bias before the BLAS adds the product. The
//! views are optional (a 2-d `Linear`'s `addmm` added to a 2-d tensor); `add` may have the
//! product on either side.
//!
//! Only float32 and float64, static shapes, `add` without `alpha` (or 1), the other operand of
//! the result's exact type (no broadcast, no promotion), and products whose `input` slot is free
//! (`mm`, or `addmm` with beta and alpha 1 and a bias row) and whose operands are of the result's
//! dtype (a product the lowering refuses keeps its op, which the refusal then names). Results are the same sums in another
//! order: `(r + bias) + a @ b` where eager computes `(bias + a @ b) + r`, rounding apart (about
//! 1e-7 relative in float32). Where the product does not go to the kernel, the lowering writes
//! the same `addmm` as XLA ops. Runs only where products go to the BLAS kernel
//! ([`PassOptions::blas_products`](super::PassOptions)); `TORCHTPU_DISABLE_PASSES=product_sums`
//! turns it off.

use std::collections::{BTreeMap, HashSet};

use petgraph::stable_graph::NodeIndex;

use super::Pass;
use crate::ir::{DType, Graph, Node, Op, Operand, TensorType, ValueRef, ValueType};
use crate::Result;

pub struct ProductSums {
    /// Products go to the BLAS kernel in this compile; otherwise the pass does nothing.
    pub enabled: bool,
}

const ADD: &str = "aten.add.Tensor";
const MM: &str = "aten.mm.default";
const ADDMM: &str = "aten.addmm.default";
/// Nodes between the product and the sum that keep its values: views, and the `clone` an
/// inference graph has for a dropout (HF BERT's, timm's ViT).
const PASSTHROUGH: &[&str] = &["aten.view.default", "aten._unsafe_view.default", "aten.reshape.default", "aten.clone.default", "aten.alias.default"];

/// The most such nodes the pass looks through.
const MAX_PASSTHROUGH: usize = 3;

impl Pass for ProductSums {
    fn name(&self) -> &'static str {
        "product_sums"
    }

    fn is_enabled(&self, opts: &super::PassOptions) -> bool {
        self.enabled && !opts.disabled.iter().any(|d| d == self.name())
    }

    fn run(&self, g: &mut Graph) -> Result<()> {
        if !self.enabled {
            return Ok(());
        }
        let mut names: HashSet<String> = g.g.node_indices().map(|n| g.g[n].name.clone()).collect();
        // One rewrite at a time: each changes the uses the next one reads. Every rewrite removes
        // an `add`, so this ends.
        loop {
            g.rebuild_edges();
            let uses = g.use_counts();
            let Some(found) = g.topo_order().into_iter().find_map(|n| candidate(g, &uses, n)) else {
                return Ok(());
            };
            rewrite(g, found, &mut names);
        }
    }
}

/// A sum the pass rewrites: `add` (node) = `last` (the product, or views or clones of it) plus
/// `other`.
struct Found {
    add: NodeIndex,
    last: NodeIndex,
    product: NodeIndex,
    other: ValueRef,
}

fn value(o: Option<&Operand>) -> Option<ValueRef> {
    match o {
        Some(Operand::Value(v)) => Some(*v),
        _ => None,
    }
}

fn is_one(o: Option<&Operand>) -> bool {
    match o {
        None => true,
        Some(Operand::Int(1)) => true,
        Some(Operand::Float(x)) => *x == 1.0,
        _ => false,
    }
}

fn call(node: &Node) -> Option<(&str, &[Operand], &BTreeMap<String, Operand>)> {
    match &node.op {
        Op::Call { target, args, kwargs } => Some((target.as_str(), args.as_slice(), kwargs)),
        _ => None,
    }
}

/// The single static float32/float64 tensor type of value `v`.
fn float_type(g: &Graph, v: ValueRef) -> Option<&TensorType> {
    let t = g.tensor_type(v)?;
    (matches!(t.dtype, DType::F32 | DType::F64) && t.static_dims().is_some()).then_some(t)
}

/// Whether node `n` is a product whose `input` slot is free: `mm`, or the plain `addmm` of a
/// `Linear` layer (beta and alpha 1, `input` a row of the result's width), of rank-2 static type
/// `ty`, with matrix operands of `ty`'s dtype. A product the lowering would refuse (operands of
/// another dtype, which torch raises for) is left as it is, so that the refusal names the op the
/// graph has.
fn free_product(g: &Graph, n: NodeIndex, ty: &TensorType) -> bool {
    let Some((target, args, kwargs)) = call(&g.g[n]) else { return false };
    let single_result = g.g[n].outputs.len() == 1;
    let dims = match ty.static_dims() {
        Some(d) if d.len() == 2 => d,
        _ => return false,
    };
    let matrices = |i: usize| {
        [i, i + 1].iter().all(|&j| value(args.get(j)).and_then(|v| float_type(g, v)).is_some_and(|t| t.dtype == ty.dtype && t.rank() == 2))
    };
    match target {
        MM => single_result && args.len() == 2 && matrices(0),
        ADDMM => {
            let plain = is_one(args.get(3).or(kwargs.get("beta"))) && is_one(args.get(4).or(kwargs.get("alpha")));
            let row = value(args.first())
                .and_then(|b| float_type(g, b))
                .is_some_and(|b| b.dtype == ty.dtype && b.static_dims().is_some_and(|b| b == [dims[1]] || b == [1, dims[1]]));
            single_result && args.len() >= 3 && plain && row && matrices(1)
        }
        _ => false,
    }
}

/// The rewrite of `add` node `n`, if it is one this pass makes.
fn candidate(g: &Graph, uses: &BTreeMap<NodeIndex, usize>, n: NodeIndex) -> Option<Found> {
    let (target, args, kwargs) = call(&g.g[n])?;
    if target != ADD || args.len() != 2 || !is_one(kwargs.get("alpha")) || g.g[n].outputs.len() != 1 {
        return None;
    }
    let out = match &g.g[n].outputs[0] {
        ValueType::Tensor(t) => t,
        _ => return None,
    };
    float_type(g, ValueRef { node: n, out: 0 })?;
    let (x, y) = (value(args.first())?, value(args.get(1))?);
    if x == y {
        return None;
    }
    let one_reader = |v: ValueRef| v.out == 0 && uses.get(&v.node) == Some(&1);
    for (side, other) in [(x, y), (y, x)] {
        if g.tensor_type(other) != Some(out) || g.tensor_type(side) != Some(out) || !one_reader(side) {
            continue;
        }
        // `side` is the product itself, or views and clones of it, each read once.
        let mut product = side.node;
        let mut through = 0;
        while let Some((t, vargs, _)) = call(&g.g[product]) {
            if !PASSTHROUGH.contains(&t) {
                break;
            }
            match value(vargs.first()) {
                Some(p) if one_reader(p) && through < MAX_PASSTHROUGH => {
                    product = p.node;
                    through += 1;
                }
                _ => break,
            }
        }
        let Some(pty) = float_type(g, ValueRef { node: product, out: 0 }) else { continue };
        if pty.dtype != out.dtype || numel(pty).is_none() || numel(pty) != numel(out) || !free_product(g, product, pty) {
            continue;
        }
        return Some(Found { add: n, last: side.node, product, other });
    }
    None
}

/// The element count of a static type; None for a symbolic one or one past i64 (a hostile shape),
/// which the pass then leaves alone.
fn numel(t: &TensorType) -> Option<i64> {
    t.static_dims()?.iter().try_fold(1i64, |a, &d| a.checked_mul(d))
}

/// A node name not yet in `names`, starting from `base`.
fn fresh(names: &mut HashSet<String>, base: String) -> String {
    let mut name = base.clone();
    let mut i = 1;
    while names.contains(&name) {
        name = format!("{base}_{i}");
        i += 1;
    }
    names.insert(name.clone());
    name
}

fn rewrite(g: &mut Graph, f: Found, names: &mut HashSet<String>) {
    let pty = g.tensor_type(ValueRef { node: f.product, out: 0 }).cloned().expect("checked by candidate");
    let dims = pty.static_dims().expect("checked by candidate");
    let add_name = g.g[f.add].name.clone();
    // `other` seen in the product's [M, N] shape.
    let shape = Operand::List(dims.iter().map(|&d| Operand::Int(d)).collect());
    let viewed = Node {
        name: fresh(names, format!("{add_name}_addend")),
        op: Op::Call { target: "aten.view.default".into(), args: vec![Operand::Value(f.other), shape], kwargs: BTreeMap::new() },
        outputs: vec![ValueType::Tensor(pty.clone())],
    };
    let viewed = g.g.add_node(viewed);
    let addend = Operand::Value(ValueRef { node: viewed, out: 0 });
    let product_name = g.g[f.product].name.clone();
    let input = match &g.g[f.product].op {
        Op::Call { target, args, .. } if target == ADDMM => {
            // The bias row joins the addend: `add(view(r), bias)`, which the lowering hands the
            // kernel as two operands.
            let sum = Node {
                name: fresh(names, format!("{product_name}_input")),
                op: Op::Call { target: ADD.into(), args: vec![addend, args[0].clone()], kwargs: BTreeMap::new() },
                outputs: vec![ValueType::Tensor(pty.clone())],
            };
            Operand::Value(ValueRef { node: g.g.add_node(sum), out: 0 })
        }
        _ => addend,
    };
    if let Op::Call { target, args, .. } = &mut g.g[f.product].op {
        if target == MM {
            *target = ADDMM.into();
            args.insert(0, input);
        } else {
            args[0] = input;
        }
    }
    let result = ValueRef { node: f.last, out: 0 };
    g.replace_uses(ValueRef { node: f.add, out: 0 }, &Operand::Value(result));
    g.g.remove_node(f.add);
}
