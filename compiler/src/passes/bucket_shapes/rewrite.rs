//! Rewriting: symbolic dims become bucket sizes, symbolic operands sizes or runtime values, and
//! planned masks, true-count means and relayouts are inserted.

use std::collections::BTreeMap;

use petgraph::stable_graph::NodeIndex;

use super::{refuse, Pad, Pads, Plan, Rewriter, Role};
use crate::ir::{DType, Dim, Node, Op, Operand, TensorType, ValueRef, ValueType};
use crate::lower::traits::{Fill, RESULT_EXTENTS_KW, TRUE_EXTENTS_KW};
use crate::passes::sym_expr;
use crate::{Error, Result};

impl Rewriter<'_> {
    pub(super) fn eval_at_bucket(&self, expr: &str) -> Option<i64> {
        sym_expr::eval(expr, &|s| self.buckets.get(s).copied())
    }

    pub(super) fn rewrite_types(&mut self) -> Result<()> {
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

    pub(super) fn rewrite_sym_operands(&mut self, n: NodeIndex) -> Result<()> {
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

    pub(super) fn add_node(&mut self, base: &str, target: &str, args: Vec<Operand>, kwargs: BTreeMap<String, Operand>, out: TensorType) -> ValueRef {
        self.counter += 1;
        let name = format!("{base}_bucket{}", self.counter);
        let op = Op::Call { target: target.to_string(), args, kwargs };
        let idx = self.g.g.add_node(Node { name, op, outputs: vec![ValueType::Tensor(out)] });
        ValueRef { node: idx, out: 0 }
    }

    /// An `i64[]` value holding a padded dim's true extent, `coeff * n(sym) + offset`.
    pub(super) fn count_value(&mut self, pad: &Pad, base: &str) -> Result<ValueRef> {
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

    /// A `true_extents` / `result_extents` keyword's value: per dim, `None` or `[%n, "s0"]`.
    fn extents_operand(&mut self, extents: Pads, base: &str) -> Result<Operand> {
        let mut items = Vec::with_capacity(extents.len());
        for p in extents {
            items.push(match p {
                None => Operand::None,
                Some(p) => Operand::List(vec![Operand::Value(self.count_value(&p, base)?), Operand::Str(p.to_string())]),
            });
        }
        Ok(Operand::List(items))
    }

    /// `where(iota < n, x, fill)` over each of `dims` of `x`.
    pub(super) fn mask(&mut self, x: ValueRef, dims: &[(usize, Pad)], fill: Fill, base: &str) -> Result<ValueRef> {
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
    pub(super) fn masked_sum(&mut self, x: ValueRef, dims: &[usize], keepdim: bool, out: TensorType, base: &str) -> Result<(ValueRef, ValueRef)> {
        self.masked_sum_with_pads_of(x, x, dims, keepdim, out, base)
    }

    /// [`Self::masked_sum`] of `x`, whose padded dims are those of `like` (a value the pass made
    /// has no entry of its own).
    pub(super) fn masked_sum_with_pads_of(
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
    /// A true extent that may be 0 at run time ([`Rewriter::may_be_empty`]) is given as at least 1:
    /// the relayout divides by these, and its zero-divisor check must not fire on a result whose
    /// true part is empty anyway.
    pub(super) fn extents(&mut self, v: ValueRef, dims: &[i64], base: &str) -> Result<Vec<Ext>> {
        let pads = self.pads.get(&v).cloned().unwrap_or_default();
        (0..dims.len())
            .map(|d| match pads.get(d).cloned().flatten() {
                Some(p) => {
                    let n = self.count_value(&p, base)?;
                    if !self.may_be_empty(&p) {
                        return Ok(Ext::Value(n));
                    }
                    let scalar = TensorType::new(DType::I64, &[]);
                    Ok(Ext::Value(self.add_node(base, "aten.clamp.default", vec![Operand::Value(n), Operand::Int(1)], BTreeMap::new(), scalar)))
                }
                None => Ok(Ext::Static(dims[d])),
            })
            .collect()
    }

    /// `a * b` for extents and (broadcasting) index tensors; `ty` is the result's type when a
    /// node is needed.
    pub(super) fn ext_mul(&mut self, a: Operand, b: &Ext, ty: TensorType, base: &str) -> Operand {
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
    pub(super) fn relayout(&mut self, x: ValueRef, r: ValueRef, out: &TensorType, base: &str) -> Result<Op> {
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
        let total = crate::ir::checked_numel(&p_in)
            .filter(|&n| n <= crate::ir::MAX_ELEMENTS)
            .ok_or_else(|| Error::invalid(base, format!("padded shape {p_in:?} is too large")))?;
        let in_ty = TensorType { dtype: out.dtype, shape: vec![Dim::Static(total)] };
        let x_flat = self.add_node(base, "aten.view.default", vec![Operand::Value(x), Operand::List(vec![Operand::Int(total)])], BTreeMap::new(), in_ty);
        Ok(Op::Call {
            target: "aten.index.Tensor".into(),
            args: vec![Operand::Value(x_flat), Operand::List(vec![Operand::Value(flat)])],
            kwargs: BTreeMap::new(),
        })
    }

    /// The gather index that compacts a concatenation along padded dim `dim` (result `out`): for
    /// output position `i`, `i` plus the padding of every part whose true positions end at or
    /// before `i` (`sum_j [i >= E_j] * (P_j - T_j)`, with `E_j` the true end of part `j` in the
    /// result, `P_j` its padded and `T_j` its true size), so that part `k`'s true positions are
    /// read from its padded block. Positions past the true total read the last element.
    fn compact_index(&mut self, parts: &[Operand], dim: usize, out: &TensorType, base: &str) -> Result<ValueRef> {
        let total = out.static_dims().and_then(|d| d.get(dim).copied()).ok_or_else(|| Error::Internal(format!("node `{base}`: the concatenation's result is not static")))?;
        let i64_ty = |dims: &[i64]| TensorType::new(DType::I64, dims);
        let e = BTreeMap::new;
        let kw = BTreeMap::from([("dtype".to_string(), Operand::DType(DType::I64))]);
        let iota = self.add_node(base, "aten.arange.start_step", vec![Operand::Int(0), Operand::Int(total), Operand::Int(1)], kw.clone(), i64_ty(&[total]));
        let mut index = iota;
        // The true end of the parts so far: a constant while every part was static.
        let mut end = Operand::Int(0);
        for (j, part) in parts.iter().enumerate() {
            let Operand::Value(v) = part else {
                return Err(Error::Internal(format!("node `{base}`: a concatenated part is not a tensor")));
            };
            let ty = self.g.tensor_type(*v).cloned().ok_or_else(|| Error::Internal(format!("node `{base}`: a concatenated part is not a tensor")))?;
            // torch skips a legacy empty 1-d part in a concatenation of higher rank.
            let size = if ty.rank() == out.rank() { ty.static_dims().and_then(|d| d.get(dim).copied()).unwrap_or(0) } else { 0 };
            let pad = self.pads.get(v).and_then(|p| p.get(dim).cloned().flatten());
            end = match (&pad, end) {
                (None, Operand::Int(k)) => Operand::Int(k + size),
                (None, acc) => Operand::Value(self.add_node(base, "aten.add.Tensor", vec![acc, Operand::Int(size)], e(), i64_ty(&[]))),
                (Some(p), Operand::Int(0)) => Operand::Value(self.count_value(p, base)?),
                (Some(p), acc) => {
                    let t = self.count_value(p, base)?;
                    Operand::Value(self.add_node(base, "aten.add.Tensor", vec![Operand::Value(t), acc], e(), i64_ty(&[])))
                }
            };
            let (Some(p), true) = (&pad, j + 1 < parts.len()) else { continue };
            // P_j - T_j, as -T_j + P_j.
            let t = self.count_value(p, base)?;
            let neg = self.add_node(base, "aten.mul.Tensor", vec![Operand::Value(t), Operand::Int(-1)], e(), i64_ty(&[]));
            let shift = self.add_node(base, "aten.add.Tensor", vec![Operand::Value(neg), Operand::Int(size)], e(), i64_ty(&[]));
            let past = self.add_node(base, "aten.ge.Tensor", vec![Operand::Value(iota), end.clone()], e(), TensorType::new(DType::Bool, &[total]));
            let past = self.add_node(base, "aten._to_copy.default", vec![Operand::Value(past)], kw.clone(), i64_ty(&[total]));
            let term = self.add_node(base, "aten.mul.Tensor", vec![Operand::Value(past), Operand::Value(shift)], e(), i64_ty(&[total]));
            index = self.add_node(base, "aten.add.Tensor", vec![Operand::Value(index), Operand::Value(term)], e(), i64_ty(&[total]));
        }
        Ok(self.add_node(base, "aten.clamp.default", vec![Operand::Value(index), Operand::None, Operand::Int(total - 1)], e(), i64_ty(&[total])))
    }

    pub(super) fn apply(&mut self, n: NodeIndex, plan: Plan) -> Result<()> {
        let node = self.g.g[n].clone();
        let Op::Call { target, mut args, mut kwargs } = node.op.clone() else { return Ok(()) };
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
            Plan::MaskNonEmpty(masks, asserts) => {
                for (pad, message) in asserts {
                    let count = self.count_value(&pad, &node.name)?;
                    let bool_ty = TensorType::new(DType::Bool, &[]);
                    let nonempty = self.add_node(&node.name, "aten.gt.Scalar", vec![Operand::Value(count), Operand::Int(0)], BTreeMap::new(), bool_ty);
                    self.counter += 1;
                    let name = format!("{}_bucket{}", node.name, self.counter);
                    let op = Op::Call {
                        target: "aten._assert_async.msg".into(),
                        args: vec![Operand::Value(nonempty), Operand::Str(message)],
                        kwargs: BTreeMap::new(),
                    };
                    self.g.g.add_node(Node { name, op, outputs: vec![] });
                }
                self.apply(n, Plan::Mask(masks))?;
            }
            Plan::Product { masks, extents } => {
                self.apply(n, Plan::Mask(masks))?;
                let extents = self.extents_operand(extents, &node.name)?;
                if let Op::Call { kwargs, .. } = &mut self.g.g[n].op {
                    kwargs.insert(RESULT_EXTENTS_KW.to_string(), extents);
                }
            }
            Plan::Guard { masks, extents } => {
                for (arg, item, fill) in masks {
                    let current = match (args.get(arg), item) {
                        (Some(o), None) => Some(o.clone()),
                        (Some(Operand::List(items)), Some(k)) => items.get(k).cloned(),
                        _ => None,
                    };
                    let Some(Operand::Value(v)) = current else {
                        return Err(refuse(&node, format!("argument {arg} to mask is not a tensor")));
                    };
                    let pads = self.pads.get(&v).cloned().unwrap_or_default();
                    let dp: Vec<(usize, Pad)> = pads.iter().enumerate().filter_map(|(d, p)| p.clone().map(|p| (d, p))).collect();
                    let m = Operand::Value(self.mask(v, &dp, fill, &node.name)?);
                    match (args.get_mut(arg), item) {
                        (Some(Operand::List(items)), Some(k)) => items[k] = m,
                        (Some(slot), _) => *slot = m,
                        (None, _) => {}
                    }
                }
                if let Some(extents) = extents {
                    kwargs.insert(TRUE_EXTENTS_KW.to_string(), self.extents_operand(extents, &node.name)?);
                }
                self.g.g[n].op = Op::Call { target, args, kwargs };
            }
            Plan::Relayout => {
                let Some(Operand::Value(x)) = args.first().cloned() else {
                    return Err(refuse(&node, "the reshape's operand is not a tensor"));
                };
                let Some(ValueType::Tensor(out)) = node.outputs.first().cloned() else {
                    return Err(refuse(&node, "the reshape's result is not a tensor"));
                };
                let gathered = self.relayout(x, ValueRef { node: n, out: 0 }, &out, &node.name)?;
                self.g.g[n].op = gathered;
            }
            Plan::Compact(dim) => {
                let Some(ValueType::Tensor(out)) = node.outputs.first().cloned() else {
                    return Err(refuse(&node, "the concatenation's result is not a tensor"));
                };
                let Some(Operand::List(parts)) = args.first().cloned() else {
                    return Err(refuse(&node, "the concatenation's parts are not a list"));
                };
                let cat = self.add_node(&node.name, &target, args, kwargs, out.clone());
                let index = self.compact_index(&parts, dim, &out, &node.name)?;
                self.g.g[n].op = Op::Call {
                    target: "aten.index_select.default".into(),
                    args: vec![Operand::Value(cat), Operand::Int(dim as i64), Operand::Value(index)],
                    kwargs: BTreeMap::new(),
                };
            }
            Plan::Mean { dims, keepdim } => {
                let Some(Operand::Value(x)) = args.first().cloned() else {
                    return Err(refuse(&node, "the mean's operand is not a tensor"));
                };
                let Some(ValueType::Tensor(out)) = node.outputs.first().cloned() else {
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
                let (Some(ValueType::Tensor(var_ty)), mean_ty) = (node.outputs.first().cloned(), node.outputs.get(1).cloned()) else {
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
pub(super) enum Ext {
    Static(i64),
    Value(ValueRef),
}

pub(super) fn fill_value(fill: Fill, dtype: DType) -> f64 {
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

pub(super) fn contains_sym(o: &Operand) -> bool {
    match o {
        Operand::Sym(_) => true,
        Operand::List(v) => v.iter().any(contains_sym),
        _ => false,
    }
}

pub(super) fn map_syms(o: &mut Operand, f: &mut impl FnMut(&str) -> Operand) {
    match o {
        Operand::Sym(e) => {
            let e = e.clone();
            *o = f(&e);
        }
        Operand::List(v) => v.iter_mut().for_each(|x| map_syms(x, f)),
        _ => {}
    }
}
