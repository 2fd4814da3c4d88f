//! Planning: what each node touching a padded dim needs (keep, mask, mean, relayout, ...), from
//! its op's padding rule (`OpTraits::pad`), and how it reads symbolic operands (`OpTraits::sym`).

use petgraph::stable_graph::NodeIndex;

use super::{norm_dim, refuse, Pad, Pads, Plan, Rewriter, Role};
use crate::ir::{DType, Dim, Operand, TensorType, ValueRef, ValueType};
use crate::lower;
use crate::lower::traits::{Fill, Pad as PadRule, Sym, ALL_DIMS};
use crate::Result;

impl Rewriter<'_> {
    pub(super) fn analyze(&self, n: NodeIndex) -> Result<Plan> {
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
        // A contraction: mask operand `a` at dim `da` and `b` at `db` with 0 when either is padded;
        // a padded result's true extents go to the lowering.
        let contract = |a: usize, da: usize, b: usize, db: usize| -> Plan {
            let pa = self.arg_pads(node, a, "").unwrap_or_default();
            let pb = self.arg_pads(node, b, "").unwrap_or_default();
            let masks = if padded(&pa, da).is_some() || padded(&pb, db).is_some() {
                vec![(a, vec![da], Fill::Zero), (b, vec![db], Fill::Zero)]
            } else {
                vec![]
            };
            let out = self.pads.get(&ValueRef { node: n, out: 0 }).cloned().unwrap_or_default();
            match (masks.is_empty(), out.iter().any(Option::is_some)) {
                (true, false) => Plan::Keep,
                (false, false) => Plan::Mask(masks),
                (_, true) => Plan::Product { masks, extents: out },
            }
        };
        let unsafe_if = |cond: bool, why: &str| if cond { Err(refuse(node, why)) } else { Ok(Plan::Keep) };
        let rule = lower::traits(target).map_or(PadRule::Refuse, |t| t.pad);
        Ok(match rule {
            PadRule::Keep => Plan::Keep,
            PadRule::Reshape => {
                let out = self.pads.get(&ValueRef { node: n, out: 0 }).cloned().unwrap_or_default();
                let in_ty = self.arg_type(node, 0);
                let out_ty = match node.outputs.first() {
                    Some(ValueType::Tensor(t)) => Some(t.clone()),
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
                // Along a padded dim, kept when the padded part comes last: its padding then ends
                // the result, and every part before it is all true positions. Otherwise the
                // result is compacted.
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
                if early_padded { Plan::Compact(d) } else { Plan::Keep }
            }
            PadRule::SliceScatter => {
                let d = dim_of(2, "dim", 0, x.len())?;
                let src = self.arg_pads(node, 1, "src").unwrap_or_default();
                let (pin, psrc) = (padded(&x, d), padded(&src, d));
                if pin.is_none() && psrc.is_none() {
                    Plan::Keep
                } else {
                    let step_one = matches!(Self::operand(node, 5, "step"), None | Some(Operand::None) | Some(Operand::Int(1)));
                    let start = match Self::operand(node, 3, "start") {
                        None | Some(Operand::None) => Some(0),
                        Some(Operand::Int(v)) if *v >= 0 => Some(*v),
                        _ => None,
                    };
                    match (pin, psrc, start) {
                        (_, _, None) => return Err(refuse(node, "a slice_scatter along a padded dim must start at a constant >= 0")),
                        _ if !step_one => return Err(refuse(node, "a slice_scatter along a padded dim must have step 1")),
                        // `src` is static along the dim: it covers true positions of `self`
                        // only (eager requires `src` to fit the slice).
                        (Some(_), None, Some(_)) => Plan::Keep,
                        // `src`'s true positions end where `self`'s do, so its padding lands
                        // on `self`'s padding.
                        (Some(p), Some(q), Some(k)) if p.sym == q.sym && p.coeff == q.coeff && k + q.offset == p.offset => Plan::Keep,
                        _ => return Err(refuse(node, "a slice_scatter whose source's padding would land on true positions")),
                    }
                }
            }
            PadRule::SelectScatter => {
                let d = dim_of(2, "dim", 0, x.len())?;
                unsafe_if(padded(&x, d).is_some() && !int(3, "index").is_some_and(|i| i >= 0), "a select_scatter into a padded dim needs a constant index >= 0")?
            }
            PadRule::IndexPut => self.index_put_plan(node, &x)?,
            // Valid indices (eager raises on others) of a true position are true positions. The
            // index checks compare with the true extent of the indexed dim (and negative indices of
            // `index.Tensor` count from it), which the lowering reads from the node's
            // `true_extents` keyword; the index tensors' padded lanes, which may hold anything an
            // op computed there (`ids - 1`), are set to 0 so that they never fail a check.
            PadRule::Index => {
                let mut masks = Vec::new();
                let mut extents = vec![None; x.len()];
                if let Some(Operand::List(items)) = Self::operand(node, 1, "indices") {
                    for (d, it) in items.iter().enumerate() {
                        let Operand::Value(v) = it else { continue };
                        if padded(&x, d).is_some() && self.g.tensor_type(*v).is_some_and(|t| t.dtype == DType::Bool) {
                            return Err(refuse(node, "a boolean mask over a padded dim"));
                        }
                        if self.pads.get(v).is_some_and(|p| p.iter().any(Option::is_some)) {
                            masks.push((1, Some(d), Fill::Zero));
                        }
                        if d < extents.len() {
                            extents[d] = padded(&x, d);
                        }
                    }
                }
                guard(masks, extents)
            }
            PadRule::Take { source, dim_at, index } => {
                let src = self.arg_pads(node, source, "").unwrap_or_default();
                let mut extents = vec![None; src.len()];
                if !src.is_empty() {
                    let d = match dim_at {
                        None => 0,
                        Some(at) => dim_of(at, "dim", 0, src.len())?,
                    };
                    extents[d] = padded(&src, d);
                }
                let idx_padded = self.arg_pads(node, index, "").is_some_and(|p| p.iter().any(Option::is_some));
                guard(if idx_padded { vec![(index, None, Fill::Zero)] } else { vec![] }, extents)
            }
            // Padded lanes of a divisor may hold 0 (inputs are padded with zeros); set to 1 there,
            // the zero-divisor check fires only on true lanes, as eager's does.
            PadRule::Divide => {
                let integer = matches!(node.outputs.first(), Some(ValueType::Tensor(t)) if t.dtype.is_integer());
                let divisor_padded = self.arg_pads(node, 1, "other").is_some_and(|p| p.iter().any(Option::is_some));
                if integer && divisor_padded {
                    Plan::Guard { masks: vec![(1, None, Fill::One)], extents: None }
                } else {
                    Plan::Keep
                }
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
            PadRule::AsStrided => unsafe_if(!self.identity_strides(node), "an as_strided that is not its operand's own layout")?,
            PadRule::Batch => unsafe_if(self.padded_past_dim0(n), "a per-sample op padded in a dim other than the batch")?,
            PadRule::ConvolutionBackward => {
                if self.padded_past_dim0(n) {
                    return Err(refuse(node, "a convolution's backward padded in a dim other than the batch"));
                }
                // The weight's (and bias's) gradient sums over the batch: padded samples add 0.
                let grad_padded = self.arg_pads(node, 0, "grad_output").is_some_and(|p| padded(&p, 0).is_some());
                let input_padded = self.arg_pads(node, 1, "input").is_some_and(|p| padded(&p, 0).is_some());
                if grad_padded || input_padded {
                    Plan::Mask(vec![(0, vec![0], Fill::Zero), (1, vec![0], Fill::Zero)])
                } else {
                    Plan::Keep
                }
            }
            PadRule::Reduce { dims_at, fill } => match reduce(dims_at, "dim", fill)? {
                // max/min have no identity: eager raises on an empty reduced dim, so a padded dim
                // that may be empty at run time gets an assertion.
                Plan::Mask(m) if matches!(fill, Fill::NegInf | Fill::PosInf) => {
                    let name = target.split('.').nth(1).unwrap_or("reduction");
                    let all = dims_at == ALL_DIMS;
                    let mut asserts = Vec::new();
                    for &d in &m[0].1 {
                        let Some(p) = padded(&x, d) else { continue };
                        if self.may_be_empty(&p) && !asserts.iter().any(|(q, _)| *q == p) {
                            let message = if all {
                                format!("{name}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.")
                            } else {
                                format!("{name}(): Expected reduction dim {d} to have non-zero size.")
                            };
                            asserts.push((p, message));
                        }
                    }
                    if asserts.is_empty() { Plan::Mask(m) } else { Plan::MaskNonEmpty(m, asserts) }
                }
                plan => plan,
            },
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

    /// [`PadRule::IndexPut`]: `index_put(self, indices, values, accumulate)` where no indexed dim
    /// of `self` is padded. Index tensors with padded lanes are accepted when they all have the same
    /// pads, index the leading dims of `self` (no full slice), and `values` has the same leading
    /// dims (an embedding's backward: `index_put(zeros, [ids], grad, True)`): the padded lanes of
    /// the indices become 0 and those of `values` 0, so that they add 0 to row 0. Without
    /// `accumulate` padded lanes would overwrite a true row, and the graph is refused.
    fn index_put_plan(&self, node: &crate::ir::Node, x: &Pads) -> Result<Plan> {
        let Some(Operand::List(items)) = Self::operand(node, 1, "indices") else {
            return Err(refuse(node, "its indices are not a list"));
        };
        let mut index_pads: Option<Pads> = None;
        let mut any_padded = false;
        for (d, it) in items.iter().enumerate() {
            // A full slice (`None`) indexes nothing.
            let Operand::Value(v) = it else { continue };
            if x.get(d).cloned().flatten().is_some() {
                return Err(refuse(node, "an index_put into a padded dim"));
            }
            let pads = self.pads.get(v).cloned().unwrap_or_default();
            let is_bool = self.g.tensor_type(*v).is_some_and(|t| matches!(t.dtype, DType::Bool | DType::U8));
            if pads.iter().any(Option::is_some) {
                if is_bool {
                    return Err(refuse(node, "a boolean mask with padded lanes"));
                }
                any_padded = true;
            }
            match &index_pads {
                None => index_pads = Some(pads),
                Some(p) if *p == pads => {}
                Some(_) => return Err(refuse(node, "index tensors with different padding")),
            }
        }
        if !any_padded {
            return Ok(Plan::Keep);
        }
        // The values' leading dims are the indices' only when every index is a tensor (no full
        // slice between them: torch moves the index dims first then).
        if items.iter().any(|it| !matches!(it, Operand::Value(_))) {
            return Err(refuse(node, "padded indices beside a full slice"));
        }
        if !matches!(Self::operand(node, 3, "accumulate"), Some(Operand::Bool(true))) {
            return Err(refuse(node, "an index_put without accumulate through padded indices"));
        }
        let ip = index_pads.unwrap_or_default();
        let vp = self.arg_pads(node, 2, "values").unwrap_or_default();
        if vp.len() < ip.len() || vp[..ip.len()] != ip[..] {
            return Err(refuse(node, "values that do not carry the indices' padded dims"));
        }
        let mut masks: Vec<(usize, Option<usize>, Fill)> = items
            .iter()
            .enumerate()
            .filter(|(_, it)| matches!(it, Operand::Value(_)))
            .map(|(k, _)| (1, Some(k), Fill::Zero))
            .collect();
        masks.push((2, None, Fill::Zero));
        Ok(Plan::Guard { masks, extents: None })
    }

    /// Whether `as_strided(x, size, stride, offset)` reads `x` as it is: the result has `x`'s
    /// shape, offset 0, and every dim longer than 1 the contiguous stride (the product of the
    /// later dims, which must be static).
    fn identity_strides(&self, node: &crate::ir::Node) -> bool {
        let (Some(x), Some(ValueType::Tensor(out))) = (self.arg_type(node, 0), node.outputs.first()) else { return false };
        if x.shape != out.shape {
            return false;
        }
        if !matches!(Self::operand(node, 3, "storage_offset"), None | Some(Operand::None) | Some(Operand::Int(0))) {
            return false;
        }
        let Some(Operand::List(strides)) = Self::operand(node, 2, "stride") else { return false };
        if strides.len() != out.shape.len() {
            return false;
        }
        let mut contiguous = 1i64;
        for (d, dim) in out.shape.iter().enumerate().rev() {
            let long = !matches!(dim, Dim::Static(1));
            if long && !matches!(&strides[d], Operand::Int(v) if *v == contiguous) {
                return false;
            }
            match dim {
                Dim::Static(v) => contiguous *= v,
                // A symbolic dim may only lead: nothing before it needs its stride.
                Dim::Sym(_) if d == 0 => {}
                Dim::Sym(_) => return false,
            }
        }
        true
    }

    /// Whether any tensor operand or result of node `n` is padded in a dim other than dim 0.
    fn padded_past_dim0(&self, n: NodeIndex) -> bool {
        let node = &self.g.g[n];
        let past = |p: &Pads| p.iter().skip(1).any(Option::is_some);
        let mut any = false;
        node.for_each_operand_value(|v| any |= self.pads.get(&v).is_some_and(past));
        any || (0..node.outputs.len()).any(|i| self.pads.get(&ValueRef { node: n, out: i as u32 }).is_some_and(past))
    }

    /// Whether a padded dim's true extent may be 0 at run time: `coeff * min + offset <= 0` for
    /// the symbol's least value (Dynamo specializes sizes 0 and 1, so a plain `s0` is at least 2;
    /// a slice `x[2:]` of it is `s0 - 2`, which may be 0).
    pub(super) fn may_be_empty(&self, p: &Pad) -> bool {
        let min = self.g.symbols.iter().find(|s| s.name == p.sym).and_then(|s| s.min).unwrap_or(0).max(0);
        p.coeff.saturating_mul(min).saturating_add(p.offset) <= 0
    }

    /// How the operand at position `pos` (or keyword `kw`) of a `target` call reads a symbol.
    pub(super) fn role(target: &str, pos: Option<usize>, kw: &str) -> Role {
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
}

/// [`Plan::Guard`], or [`Plan::Keep`] when there is nothing to mask and no padded extent.
fn guard(masks: Vec<(usize, Option<usize>, Fill)>, extents: Pads) -> Plan {
    let extents = extents.iter().any(Option::is_some).then_some(extents);
    if masks.is_empty() && extents.is_none() {
        Plan::Keep
    } else {
        Plan::Guard { masks, extents }
    }
}

/// A dim as a factor of a reshape group: a static size, or `coeff * sym`.
pub(super) fn factor(d: &Dim, pad: &Option<Pad>) -> (i64, Option<String>) {
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
pub(super) fn reshape_keeps_prefix(a: &TensorType, pa: &Pads, b: &TensorType, pb: &Pads) -> bool {
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
