//! Channels-last activations: a 4-d or 5-d tensor that is a transpose of a `[N, s..., C]`
//! tensor, as timm's `LayerNorm2d` leaves it (or a backward graph's input saved channels-last:
//! the graph's `output_layouts`), is read as it lies by torch's convolutions (conv_aten.rs) and by
//! 1x1 convolutions (conv_gemm.rs), whose results stay channels-last behind one transpose
//! (docs/performance.md, "Channels-last activations"). An output the caller gets in its type's
//! layout is written out with one transpose; a saved activation keeps its traced strides.

use std::collections::HashMap;

use super::call::{is_graph_output, Call};
use crate::emit::{Builder, Tv};
use crate::ir::{inverse_permutation, Graph, Node, TensorType, ValueRef, ValueType};
use crate::Result;

/// The permutation that sees a channels-last tensor `[N, s..., C]` of `rank` dims as `[N, C, s...]`.
pub(super) fn from_channels_last(rank: usize) -> Vec<i64> {
    let r = rank as i64;
    std::iter::once(0).chain(std::iter::once(r - 1)).chain(1..r - 1).collect()
}

/// `dims` `[N, C, s...]` in channels-last order `[N, s..., C]`.
pub(super) fn channels_last_dims(dims: &[i64]) -> Vec<i64> {
    let mut d = dims.to_vec();
    let ch = d.remove(1);
    d.push(ch);
    d
}

/// The channels-last tensor `t` ([N, C, s...], 2 or 3 spatial dims) is a transpose of, if it is one.
pub(super) fn channels_last_source<'c, 'a>(c: &Call<'_, 'c, 'a>, t: &Tv<'c, 'a>) -> Option<Tv<'c, 'a>> {
    if !(4..=5).contains(&t.rank()) {
        return None;
    }
    let (src, perm) = c.b.transpose_source(t)?;
    (perm == from_channels_last(t.rank())).then_some(src)
}

/// `y`, a channels-last result of dims `[N, s..., C]`, seen as `[N, C, s...]`.
pub(super) fn seen_as_logical<'c, 'a>(c: &Call<'_, 'c, 'a>, y: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    c.b.transpose(y, &from_channels_last(y.rank()))
}


/// The fewest 2-d convolutions in a graph for which torch's convolutions produce channels-last
/// results from channels-first inputs ([`preferred`]).
const MIN_CONVOLUTIONS: usize = 3;

/// Whether this graph is a convolutional network worth computing channels-last: at least
/// [`MIN_CONVOLUTIONS`] 2-d convolutions, as Inductor's layout optimization decides. Its
/// convolutions in torch's kernels then write channels-last results (oneDNN's channels-last
/// kernels, the ones eager runs for a channels-last model: EfficientNet-B0 training 692 against
/// 363 ms in eager, channels-first against channels-last), and the elementwise work between
/// them follows ([`sink_pointwise`]).
pub(super) fn preferred(c: &Call<'_, '_, '_>) -> bool {
    c.b.opts.channels_last && conv_network(c.graph)
}

/// Whether `g` has at least [`MIN_CONVOLUTIONS`] 2-d convolutions ([`preferred`], where
/// channels-last is on; the `input_layout` pass asks it too).
pub(crate) fn conv_network(g: &Graph) -> bool {
    // A convolution fused with its batch norm and activation (capture/conv_epilogue.py) counts.
    let conv = |t: Option<&str>| matches!(t, Some("aten.convolution.default" | "mkldnn._convolution_pointwise.default"));
    let convs = g.g.node_weights().filter(|n| conv(n.target())).filter(|n| matches!(n.outputs.first(), Some(ValueType::Tensor(t)) if t.rank() == 4)).count();
    convs >= MIN_CONVOLUTIONS
}

/// A pointwise node computed in its operands' channels-last layout: the node with its results'
/// dims in channels-last order, the operand values its rule reads instead ([`Call::overlay`]),
/// and the results' logical dims.
pub(super) struct Sunk<'c, 'a> {
    pub node: Node,
    pub overlay: HashMap<ValueRef, Tv<'c, 'a>>,
    logical: Vec<i64>,
}

/// When at least one operand of pointwise `node` that has its result's dims (rank 4 or 5) is a
/// transpose of a channels-last tensor, and no more of them are laid out otherwise: the node as
/// it is computed on those tensors as they lie. Operands with fewer elements (a per-channel
/// scale, a scalar tensor) and broadcasts to the full size are moved to channels-last order too
/// (XLA folds that transpose into the broadcast); so is a full-size operand laid out otherwise,
/// read transposed by the node's fusion (the other way, each channels-last operand would be).
/// None when a result is a graph output the caller gets in its type's layout (XLA would write it
/// twice).
///
/// So the elementwise work between torch's convolutions (batch norm's affine map, activations,
/// residual adds) stays channels-last, and each convolution reads its input as it lies.
pub(super) fn sink_pointwise<'c, 'a>(b: &Builder<'c, 'a>, g: &Graph, node: &Node, values: &HashMap<ValueRef, Tv<'c, 'a>>) -> Option<Sunk<'c, 'a>> {
    let mut logical: Option<Vec<i64>> = None;
    for out in &node.outputs {
        let ValueType::Tensor(t) = out else { return None };
        let d = t.static_dims()?;
        if logical.get_or_insert_with(|| d.clone()) != &d {
            return None;
        }
    }
    let logical = logical?;
    let rank = logical.len();
    if !(4..=5).contains(&rank) || is_graph_output(g, &node.name) {
        return None;
    }
    let numel: i64 = logical.iter().product();
    let to_last = inverse_permutation(&from_channels_last(rank));
    // First which operands are channels-last, emitting nothing (a node left as written must not
    // leave dead transposes behind); then the moves.
    let mut operands: Vec<(ValueRef, Option<Tv<'c, 'a>>)> = Vec::new();
    let (mut found, mut others) = (0usize, 0usize);
    let mut refused = false;
    node.for_each_operand_value(|v| {
        if refused || operands.iter().any(|(seen, _)| *seen == v) {
            return;
        }
        let Some(tv) = values.get(&v) else {
            refused = true;
            return;
        };
        match b.transpose_source(tv).filter(|(_, p)| tv.dims() == logical && *p == from_channels_last(rank)) {
            Some((src, _)) => {
                found += 1;
                operands.push((v, Some(src)));
            }
            None if tv.rank() <= rank && tv.numel() <= numel => {
                if tv.numel() == numel && !b.defined_by(tv, "stablehlo.broadcast_in_dim") {
                    others += 1;
                }
                operands.push((v, None));
            }
            None => refused = true,
        }
    });
    if refused || found == 0 || others > found {
        return None;
    }
    let mut overlay = HashMap::new();
    for (v, source) in operands {
        let t = match source {
            Some(src) => src,
            None => {
                let tv = &values[&v];
                let mut padded = vec![1; rank - tv.rank()];
                padded.extend(tv.dims());
                b.transpose(&b.reshape(tv, &padded).ok()?, &to_last).ok()?
            }
        };
        overlay.insert(v, t);
    }
    let mut sunk = node.clone();
    let cl = channels_last_dims(&logical);
    for out in &mut sunk.outputs {
        if let ValueType::Tensor(t) = out {
            *t = TensorType::new(t.dtype, &cl);
        }
    }
    Some(Sunk { node: sunk, overlay, logical })
}

impl<'c, 'a> Sunk<'c, 'a> {
    /// The rule's results, computed channels-last, seen in their logical dims.
    pub(super) fn restore(&self, b: &Builder<'c, 'a>, outs: Vec<Tv<'c, 'a>>) -> Result<Vec<Tv<'c, 'a>>> {
        let cl = channels_last_dims(&self.logical);
        outs.into_iter()
            .map(|t| {
                if t.dims() != cl {
                    return Err(crate::Error::Internal(format!("channels-last `{}` gave {}, expected dims {cl:?}", self.node.name, t.ty)));
                }
                b.transpose(&t, &from_channels_last(cl.len()))
            })
            .collect()
    }
}
