//! `input_layout`: picks the layout in which the executable takes a module's parameters.
//!
//! `nn.Linear` stores its weight `[out, in]` and multiplies by its transpose; a convolution's
//! weight is `[O, I, k...]`. XLA's CPU backend runs `x @ W.T` with a slow packing path (3-7x the
//! time of `x @ Wt` with `Wt = W.T` contiguous) and copies every convolution weight to `[k..., I, O]`
//! on every call. For a parameter or buffer (a "static" input: the same tensor at every call unless
//! updated in place) whose every use wants one permutation — all `permute`/`t`/`transpose` with the
//! same order, or all the weight of forward convolutions — the executable takes the tensor already
//! permuted, and the runtime prepares that copy once per version of the tensor
//! (`torchtpu/graph/layouts.py`). The lowering recovers the logical tensor with one transpose, which XLA
//! folds into the uses, so nothing is transposed per call.
//!
//! Where large float32/float64 products go to the BLAS kernel (`blas_products`: the CPU plugin
//! with torchtpu's gemm kernels), a weight read transposed by products only is left as it is: the
//! kernel reads `w^T` in place (emit/gemm.rs), so the prepared copy would cost a permuted copy of
//! the weight after every optimizer step, and a fingerprint of it on every call, for nothing
//! (a 3-layer 1024-wide MLP's inference call: 3.7 -> 2.1 ms on this 2-core machine).
//!
//! The pass only records the decision (`Graph::input_layouts`); the graph's nodes do not change.

use petgraph::stable_graph::NodeIndex;

use super::Pass;
use crate::emit::gemm::MIN_MACS;
use crate::ir::{DType, Graph, Op, Operand, ValueRef, ValueType};
use crate::Result;

pub struct InputLayout {
    /// Whether forward convolutions ask for their weight `[k..., I, O]` (not when they run
    /// torch's own kernels, which read `[O, I, k...]`: `PassOptions::torch_conv_weights`).
    pub conv_weights: bool,
    /// Whether float32/float64 products of at least [`MIN_MACS`] multiply-adds run the BLAS
    /// kernel, which reads a transposed operand in place (`PassOptions::blas_products`).
    pub blas_products: bool,
    /// Whether the weights of 2-d forward convolutions in torch's kernels, in a convolutional
    /// network ([`conv_network`]), ask for `[O, k..., I]`: oneDNN's layout beside the
    /// channels-last activations those networks are computed in (lower/channels_last.rs), which
    /// it otherwise copies each weight into at every call (`PassOptions::channels_last_conv_weights`).
    pub channels_last_conv_weights: bool,
}

/// The products whose operands the BLAS kernel reads in place, transposed or not.
const PRODUCTS: &[&str] = &["aten.mm.default", "aten.addmm.default"];

/// Whether every use of the rank-2 transpose `node` of `input` is a product the BLAS kernel runs:
/// float32/float64, with at least [`MIN_MACS`] multiply-adds. A product whose result has static
/// dims counts them (`M * N` times the contracted extent); one with a dynamic result must reach
/// the bound whatever its other operand's size, so `input` alone must hold [`MIN_MACS`] elements.
/// A `Linear(1024, 10)` weight read by a batch of 64 is 655,360 multiply-adds in the kernel,
/// which reads the weight transposed in place: a prepared copy would only make the kernel read it
/// in the order MKL is slower at (82 against 43 us on this machine).
fn read_in_place_by_blas(g: &Graph, node: NodeIndex, input: &crate::ir::TensorType) -> bool {
    let Some(dims) = input.static_dims() else { return false };
    let elements: i64 = dims.iter().product();
    let t = ValueRef { node, out: 0 };
    let in_blas = |u: NodeIndex| {
        let Op::Call { target, args, .. } = &g.node(u).op else { return false };
        if !PRODUCTS.contains(&target.as_str()) {
            return false;
        }
        if elements >= MIN_MACS {
            return true;
        }
        // mm(a, b) / addmm(bias, a, b): the transpose `[dims[1], dims[0]]` is `a` [M, K] or `b` [K, N].
        let (a, b) = if target == "aten.mm.default" { (args.first(), args.get(1)) } else { (args.get(1), args.get(2)) };
        let is_t = |o: Option<&Operand>| matches!(o, Some(Operand::Value(v)) if *v == t);
        let k = match (is_t(a), is_t(b)) {
            (true, false) => dims[0],
            (false, true) => dims[1],
            _ => return false,
        };
        let out = match g.node(u).outputs.first() {
            Some(ValueType::Tensor(o)) => o.static_dims(),
            _ => None,
        };
        out.is_some_and(|o| o.iter().try_fold(k, |acc, &v| acc.checked_mul(v)).is_some_and(|m| m >= MIN_MACS))
    };
    let mut users = g.g.neighbors_directed(node, petgraph::Direction::Outgoing).peekable();
    matches!(input.dtype, DType::F32 | DType::F64) && users.peek().is_some() && users.all(in_blas)
}

/// The permutation one use of an input asks for, or `None` if the use has no preference (which
/// keeps the input as it is).
fn wanted(g: &Graph, user: NodeIndex, input: ValueRef, ty: &crate::ir::TensorType, layout: &InputLayout, conv_network: bool) -> Option<Vec<i64>> {
    let rank = ty.rank();
    let conv = if layout.conv_weights {
        ConvWeights::KernelsFirst
    } else if layout.channels_last_conv_weights && conv_network {
        ConvWeights::ChannelsLast
    } else {
        ConvWeights::AsStored
    };
    let p = wanted_by_op(g, user, input, ty, conv)?;
    if layout.blas_products && rank == 2 && p == [1, 0] && read_in_place_by_blas(g, user, ty) {
        return None;
    }
    Some(p)
}

/// The layout forward convolutions read their weight in.
#[derive(Clone, Copy, PartialEq)]
enum ConvWeights {
    /// `[k..., I, O]`: XLA's convolutions and the patch lowering.
    KernelsFirst,
    /// `[O, k..., I]` for 2-d ones: torch's kernels beside channels-last activations.
    ChannelsLast,
    /// `[O, I, k...]`, as torch stores it: torch's kernels otherwise.
    AsStored,
}

/// `[O, kh, kw, I]` for a float 2-d convolution weight `[O, I, kh, kw]` that torch's kernels run
/// beside channels-last activations. A 1x1 or depthwise weight is already in that order (only
/// dims of size 1 would move): a copy would gain nothing and cost a fingerprint per call.
fn channels_last_weight_perm(ty: &crate::ir::TensorType) -> Option<Vec<i64>> {
    let d = ty.static_dims()?;
    (d.len() == 4 && matches!(ty.dtype, DType::F32 | DType::F64) && d[1] != 1 && d[2] * d[3] != 1).then(|| vec![0, 2, 3, 1])
}

/// The permutation the op at `user` asks of `input` (of type `ty`), whatever runs it.
fn wanted_by_op(g: &Graph, user: NodeIndex, input: ValueRef, ty: &crate::ir::TensorType, conv_weights: ConvWeights) -> Option<Vec<i64>> {
    let rank = ty.rank();
    let Op::Call { target, args, kwargs } = &g.node(user).op else { return None };
    let is_input = |o: &Operand| matches!(o, Operand::Value(v) if *v == input);
    // A use through a keyword, or at more than one position, is left alone.
    if kwargs.values().any(|o| o.mentions(input)) || args.iter().filter(|o| o.mentions(input)).count() != 1 {
        return None;
    }
    let int = |o: Option<&Operand>| match o {
        Some(Operand::Int(v)) => Some(*v),
        _ => None,
    };
    let norm = |d: i64| if d < 0 { d + rank as i64 } else { d };
    match target.as_str() {
        "aten.permute.default" if is_input(&args[0]) => match args.get(1) {
            Some(Operand::List(items)) if items.len() == rank => items.iter().map(|o| int(Some(o)).map(norm)).collect(),
            _ => None,
        },
        "aten.t.default" if is_input(&args[0]) && rank == 2 => Some(vec![1, 0]),
        "aten.transpose.int" if is_input(&args[0]) => {
            let (a, b) = (norm(int(args.get(1))?), norm(int(args.get(2))?));
            let mut p: Vec<i64> = (0..rank as i64).collect();
            p.swap(usize::try_from(a).ok()?, usize::try_from(b).ok()?);
            Some(p)
        }
        // The weight of a forward (not transposed) convolution: kernel spatial dims, then input and
        // output features, the layout XLA's CPU convolutions and the patch lowering read.
        "aten.convolution.default" if args.get(1).is_some_and(is_input) && rank >= 3 => {
            let transposed = matches!(args.get(6), Some(Operand::Bool(true)));
            match conv_weights {
                _ if transposed => None,
                ConvWeights::KernelsFirst => {
                    let mut p: Vec<i64> = (2..rank as i64).collect();
                    p.extend([1, 0]);
                    Some(p)
                }
                ConvWeights::ChannelsLast => channels_last_weight_perm(ty),
                ConvWeights::AsStored => None,
            }
        }
        // The weight of a convolution fused with its bias and activation (capture/conv_epilogue.py;
        // without a batch norm to fold, the parameter itself), which only torch's kernels run.
        "mkldnn._convolution_pointwise.default" if args.get(1).is_some_and(is_input) && conv_weights == ConvWeights::ChannelsLast => channels_last_weight_perm(ty),
        _ => None,
    }
}

impl Pass for InputLayout {
    fn name(&self) -> &'static str {
        "input_layout"
    }

    fn run(&self, g: &mut Graph) -> Result<()> {
        // An input's memory order from the caller stays; the pass chooses only for the others.
        g.input_layouts = g.arrival_layouts.clone();
        let mut as_output = std::collections::BTreeSet::new();
        for o in &g.outputs {
            o.for_each_value(&mut |v| {
                as_output.insert(v.node);
            });
        }
        let mut chosen = Vec::new();
        let conv_network = crate::lower::conv_network(g);
        for (pos, &n) in g.inputs.iter().enumerate() {
            if !g.static_inputs.contains(&pos) || g.arrival_layouts.contains_key(&pos) || g.aliases.iter().any(|&(i, _)| i == pos) || as_output.contains(&n) {
                continue;
            }
            let Some(ValueType::Tensor(t)) = g.node(n).outputs.first() else { continue };
            if t.rank() < 2 || t.static_dims().is_none() {
                continue;
            }
            let input = ValueRef { node: n, out: 0 };
            let mut perm: Option<Vec<i64>> = None;
            let mut ok = true;
            let mut uses = 0;
            // Graph edges run from producer to user (one per distinct pair).
            for user in g.g.neighbors_directed(n, petgraph::Direction::Outgoing) {
                uses += 1;
                match (wanted(g, user, input, t, self, conv_network), &perm) {
                    (Some(p), None) => perm = Some(p),
                    (Some(p), Some(q)) if p == *q => {}
                    _ => {
                        ok = false;
                        break;
                    }
                }
            }
            if let (true, Some(p)) = (ok && uses > 0, perm) {
                let identity = p.iter().enumerate().all(|(i, &d)| i as i64 == d);
                if !identity {
                    chosen.push((pos, p));
                }
            }
        }
        g.input_layouts.extend(chosen);
        Ok(())
    }
}
