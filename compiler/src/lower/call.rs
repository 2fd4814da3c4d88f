//! What a lowering rule sees: one call node, its resolved operands, and a builder.

use std::collections::{BTreeMap, HashMap};

use super::checks::{CheckInfo, CheckKind, Checks};
use super::promote::{result_type, PromoOperand};
use super::traits::{RESULT_EXTENTS_KW, TRUE_EXTENTS_KW};
use crate::emit::{Builder, Tv};
use crate::ir::{DType, Graph, Node, Operand, TensorType, ValueRef, ValueType};
use crate::{Error, Result};

/// A lowering rule: emits the node's results, in order.
pub type Rule = for<'x, 'c, 'a> fn(&Call<'x, 'c, 'a>) -> Result<Vec<Tv<'c, 'a>>>;

/// Whether a value of node `name` is one of `g`'s outputs without an `output_layouts` entry
/// ([`Call::is_graph_output`]).
pub fn is_graph_output(g: &Graph, name: &str) -> bool {
    let mut found = false;
    for (pos, o) in g.outputs.iter().enumerate() {
        if !g.output_layouts.contains_key(&pos) {
            o.for_each_value(&mut |v| found |= g.node(v.node).name == name);
        }
    }
    found
}

pub struct Call<'x, 'c, 'a> {
    pub b: &'x Builder<'c, 'a>,
    pub graph: &'x Graph,
    pub node: &'x Node,
    pub target: &'x str,
    pub args: &'x [Operand],
    pub kwargs: &'x BTreeMap<String, Operand>,
    pub values: &'x HashMap<ValueRef, Tv<'c, 'a>>,
    /// Operand values that stand in for those of `values` (a pointwise node computed in its
    /// operands' channels-last layout: channels_last.rs, `sink_pointwise`); usually empty.
    pub overlay: &'x HashMap<ValueRef, Tv<'c, 'a>>,
    /// The program's run-time checks (checks.rs).
    pub checks: &'x Checks<'c, 'a>,
    /// The graph's custom kernels, parsed (kernel.rs).
    pub kernels: &'x BTreeMap<String, super::KernelSig>,
    /// The program's subgraphs and the private functions made of them (control_flow.rs).
    pub subgraphs: &'x super::control_flow::Subgraphs<'x, 'c>,
}

impl<'x, 'c, 'a> Call<'x, 'c, 'a> {
    /// Whether a value of this node is one of the graph's outputs without an `output_layouts`
    /// entry (XLA then writes it out in the layout of its type, whatever layout the lowering
    /// computed it in).
    pub fn is_graph_output(&self) -> bool {
        is_graph_output(self.graph, &self.node.name)
    }

    // ---- errors -------------------------------------------------------------------------------

    /// This op has a rule, but not for these arguments: the backend falls back.
    pub fn unsupported(&self, message: impl Into<String>) -> Error {
        Error::UnsupportedArgs { target: self.target.into(), node: self.node.name.clone(), message: message.into() }
    }

    pub fn invalid(&self, message: impl Into<String>) -> Error {
        Error::invalid(&self.node.name, format!("{}: {}", self.target, message.into()))
    }

    /// Whether result `out` of this node is used (by another node or as a graph output). Rules
    /// for ops with an expensive secondary result (pooling indices) skip it when nothing reads it.
    pub fn result_used(&self, out: u32) -> bool {
        let Some(me) = self.graph.g.node_indices().find(|&n| std::ptr::eq(&self.graph.g[n], self.node)) else {
            return true;
        };
        let wanted = ValueRef { node: me, out };
        let mut used = self.graph.outputs.iter().any(|o| o.mentions(wanted));
        for user in self.graph.g.neighbors_directed(me, petgraph::Direction::Outgoing) {
            self.graph.g[user].for_each_operand_value(|v| used |= v == wanted);
        }
        used
    }

    // ---- run-time checks (checks.rs) ---------------------------------------------------------

    /// The true extent at run time of dim `dim` of the indexed operand, as an `i64[]` value, when
    /// the graph was padded to a shape bucket and that dim is padded: `bucket_shapes` gives the
    /// node a [`TRUE_EXTENTS_KW`] keyword with one entry per dim (`None`, or `[%n, "s0"]`: the
    /// extent and its expression). `None` otherwise (the dim's static size is its true size).
    pub fn true_extent(&self, dim: usize) -> Result<Option<Tv<'c, 'a>>> {
        self.extent_value(TRUE_EXTENTS_KW, dim)
    }

    /// The true extents at run time of result 0's dims (`i64[]` values, None where a dim is not
    /// padded), from the [`RESULT_EXTENTS_KW`] keyword `bucket_shapes` gives a product whose
    /// result is padded; empty without it.
    pub fn result_extents(&self) -> Result<Vec<Option<Tv<'c, 'a>>>> {
        if !self.kwargs.contains_key(RESULT_EXTENTS_KW) {
            return Ok(vec![]);
        }
        (0..self.out_ty(0)?.rank()).map(|d| self.extent_value(RESULT_EXTENTS_KW, d)).collect()
    }

    fn extent_value(&self, kw: &str, dim: usize) -> Result<Option<Tv<'c, 'a>>> {
        Ok(match self.extent_entry(kw, dim)? {
            Some((v, _)) => Some(self.b.convert(&self.value(v)?, DType::I64)?),
            None => None,
        })
    }

    fn true_extent_entry(&self, dim: usize) -> Result<Option<(ValueRef, String)>> {
        self.extent_entry(TRUE_EXTENTS_KW, dim)
    }

    fn extent_entry(&self, kw: &str, dim: usize) -> Result<Option<(ValueRef, String)>> {
        let Some(Operand::List(items)) = self.kwargs.get(kw) else { return Ok(None) };
        match items.get(dim) {
            None | Some(Operand::None) => Ok(None),
            Some(Operand::List(pair)) => match pair.as_slice() {
                [Operand::Value(v), Operand::Str(e)] => Ok(Some((*v, e.clone()))),
                _ => Err(self.invalid(format!("`{kw}` entry {dim} must be [value, expression]"))),
            },
            Some(other) => Err(self.invalid(format!("`{kw}` entry {dim} must be None or [value, expression], got {}", self.describe(Some(other))))),
        }
    }

    /// Checks at run time that every index of `idx` (any integer type) lies in dimension `dim` of
    /// size `size`: in `[-size, size)` when `negative_ok` (advanced indexing, `index_put`), else in
    /// `[0, size)` (gather, scatter, embedding, index_select), as eager torch checks. When the dim
    /// is padded to a shape bucket, `size` is its true extent at run time ([`Call::true_extent`]).
    pub fn check_index(&self, idx: &Tv<'c, 'a>, dim: usize, size: i64, negative_ok: bool) -> Result<()> {
        if !self.checks.enabled || idx.numel() == 0 {
            return Ok(());
        }
        let b = self.b;
        let i = b.convert(idx, DType::I64)?;
        let d = i.dims();
        let (lo, hi, n, note) = match self.true_extent_entry(dim)? {
            Some((v, expr)) => {
                let n = b.convert(&self.value(v)?, DType::I64)?;
                let hi = b.broadcast_in_dim(&n, &d, &[])?;
                let lo = if negative_ok { b.neg(&hi)? } else { b.splat(DType::I64, 0.0, &d)? };
                let note = format!("; {expr} is this call's size of a dynamic dim, padded to {size}");
                (lo, hi, expr, note)
            }
            None => {
                let lo = b.splat(DType::I64, if negative_ok { -(size as f64) } else { 0.0 }, &d)?;
                (lo, b.splat(DType::I64, size as f64, &d)?, size.to_string(), String::new())
            }
        };
        let bad = b.binary("stablehlo.or", &b.compare(&i, &lo, "LT")?, &b.compare(&i, &hi, "GE")?)?;
        let range = if negative_ok { format!("[-{n}, {n})") } else { format!("[0, {n})") };
        let message = format!("index out of bounds for dimension {dim} with size {n} (valid indices: {range}{note})");
        self.checks.add(b, &bad, CheckInfo { node: self.node.name.clone(), op: self.target.into(), kind: CheckKind::Index, message })
    }

    /// Checks at run time that an integer divisor has no zero (eager raises `ZeroDivisionError`).
    /// Float divisors are not checked (they give inf or NaN, as in eager). In a graph padded to a
    /// shape bucket, `bucket_shapes` has set the divisor's padded lanes to 1 (`Pad::Divide`), so
    /// every true lane is checked and no padded one.
    pub fn check_nonzero_divisor(&self, divisor: &Tv<'c, 'a>) -> Result<()> {
        if !self.checks.enabled || !divisor.dtype().is_integer() {
            return Ok(());
        }
        let b = self.b;
        let zero = b.splat(divisor.dtype(), 0.0, &divisor.dims())?;
        let bad = b.compare(divisor, &zero, "EQ")?;
        let message = "integer division or remainder by zero (ZeroDivisionError)".to_string();
        self.checks.add(b, &bad, CheckInfo { node: self.node.name.clone(), op: self.target.into(), kind: CheckKind::ZeroDivision, message })
    }

    /// A run-time check that `bad` (a boolean tensor) is false everywhere, where eager raises a
    /// `RuntimeError` with `message` for a value it refuses (`CheckKind::Value`).
    pub fn check_value(&self, bad: &Tv<'c, 'a>, message: &str) -> Result<()> {
        self.checks.add(
            self.b,
            bad,
            CheckInfo { node: self.node.name.clone(), op: self.target.into(), kind: CheckKind::Value, message: message.to_string() },
        )
    }

    // ---- operands -----------------------------------------------------------------------------

    /// Positional argument `i`, or keyword `name` when given that way. `None` when absent.
    pub fn arg(&self, i: usize, name: &str) -> Option<&'x Operand> {
        self.args.get(i).or_else(|| self.kwargs.get(name))
    }

    pub fn has(&self, i: usize, name: &str) -> bool {
        !matches!(self.arg(i, name), None | Some(Operand::None))
    }

    pub fn tensor(&self, i: usize) -> Result<Tv<'c, 'a>> {
        self.tensor_named(i, "")
    }

    pub fn tensor_named(&self, i: usize, name: &str) -> Result<Tv<'c, 'a>> {
        match self.arg(i, name) {
            Some(Operand::Value(v)) => self.value(*v),
            other => Err(self.invalid(format!("argument {i} must be a tensor, got {}", self.describe(other)))),
        }
    }

    pub fn opt_tensor(&self, i: usize, name: &str) -> Result<Option<Tv<'c, 'a>>> {
        match self.arg(i, name) {
            None | Some(Operand::None) => Ok(None),
            Some(Operand::Value(v)) => Ok(Some(self.value(*v)?)),
            other => Err(self.invalid(format!("argument {i} must be a tensor or None, got {}", self.describe(other)))),
        }
    }

    pub fn value(&self, v: ValueRef) -> Result<Tv<'c, 'a>> {
        if let Some(tv) = self.overlay.get(&v).or_else(|| self.values.get(&v)) {
            return Ok(tv.clone());
        }
        match self.graph.value_type(v) {
            Some(ValueType::Scalar(_)) => Err(self.unsupported(format!(
                "operand {} is a symbolic scalar; shapes must be specialized before lowering",
                self.graph.display_value(v)
            ))),
            _ => Err(self.invalid(format!("operand {} has no lowered value", self.graph.display_value(v)))),
        }
    }

    pub fn int(&self, i: usize, name: &str) -> Result<i64> {
        match self.arg(i, name) {
            Some(Operand::Int(v)) => Ok(*v),
            Some(Operand::Bool(v)) => Ok(*v as i64),
            Some(Operand::Sym(s)) => Err(self.unsupported(format!("symbolic size `{s}` is not specialized"))),
            other => Err(self.invalid(format!("argument {i} (`{name}`) must be an int, got {}", self.describe(other)))),
        }
    }

    pub fn int_or(&self, i: usize, name: &str, default: i64) -> Result<i64> {
        if self.has(i, name) {
            self.int(i, name)
        } else {
            Ok(default)
        }
    }

    pub fn float(&self, i: usize, name: &str) -> Result<f64> {
        match self.arg(i, name) {
            Some(Operand::Float(v)) => Ok(*v),
            // A rule that takes complex numbers reads them itself (`operand_as`, `complex_scalar`).
            Some(Operand::Complex(re, im)) => Err(self.unsupported(format!("argument {i} (`{name}`) is the complex number ({re}{im:+}j)"))),
            Some(Operand::Int(v)) => Ok(*v as f64),
            Some(Operand::Bool(v)) => Ok(*v as i64 as f64),
            other => Err(self.invalid(format!("argument {i} (`{name}`) must be a number, got {}", self.describe(other)))),
        }
    }

    pub fn float_or(&self, i: usize, name: &str, default: f64) -> Result<f64> {
        if self.has(i, name) {
            self.float(i, name)
        } else {
            Ok(default)
        }
    }

    pub fn bool_or(&self, i: usize, name: &str, default: bool) -> Result<bool> {
        match self.arg(i, name) {
            None | Some(Operand::None) => Ok(default),
            Some(Operand::Bool(v)) => Ok(*v),
            Some(Operand::Int(v)) => Ok(*v != 0),
            other => Err(self.invalid(format!("argument {i} (`{name}`) must be a bool, got {}", self.describe(other)))),
        }
    }

    pub fn str_or(&self, i: usize, name: &str, default: &str) -> Result<String> {
        match self.arg(i, name) {
            None | Some(Operand::None) => Ok(default.to_string()),
            Some(Operand::Str(s)) => Ok(s.clone()),
            other => Err(self.invalid(format!("argument {i} (`{name}`) must be a string, got {}", self.describe(other)))),
        }
    }

    /// A list of ints (a single int is a one-element list).
    pub fn ints(&self, i: usize, name: &str) -> Result<Vec<i64>> {
        match self.arg(i, name) {
            Some(Operand::List(items)) => items
                .iter()
                .map(|o| match o {
                    Operand::Int(v) => Ok(*v),
                    Operand::Bool(v) => Ok(*v as i64),
                    Operand::Sym(s) => Err(self.unsupported(format!("symbolic size `{s}` is not specialized"))),
                    Operand::Value(_) => Err(self.unsupported("a size given by a runtime value is not supported")),
                    other => Err(self.invalid(format!("list argument {i} must hold ints, got {}", self.describe(Some(other))))),
                })
                .collect(),
            Some(Operand::Int(v)) => Ok(vec![*v]),
            other => Err(self.invalid(format!("argument {i} (`{name}`) must be a list of ints, got {}", self.describe(other)))),
        }
    }

    pub fn opt_ints(&self, i: usize, name: &str) -> Result<Option<Vec<i64>>> {
        if self.has(i, name) {
            Ok(Some(self.ints(i, name)?))
        } else {
            Ok(None)
        }
    }

    /// A list of tensors (`cat`, `index_put`'s indices); `None` entries are kept as `None`.
    pub fn tensor_list(&self, i: usize, name: &str) -> Result<Vec<Option<Tv<'c, 'a>>>> {
        match self.arg(i, name) {
            Some(Operand::List(items)) => items
                .iter()
                .map(|o| match o {
                    Operand::Value(v) => Ok(Some(self.value(*v)?)),
                    Operand::None => Ok(None),
                    other => Err(self.invalid(format!("list argument {i} must hold tensors, got {}", self.describe(Some(other))))),
                })
                .collect(),
            other => Err(self.invalid(format!("argument {i} must be a list of tensors, got {}", self.describe(other)))),
        }
    }

    pub fn dtype_kw(&self, name: &str) -> Result<Option<DType>> {
        match self.kwargs.get(name) {
            None | Some(Operand::None) => Ok(None),
            Some(Operand::DType(d)) => Ok(Some(*d)),
            other => Err(self.invalid(format!("`{name}` must be a dtype, got {}", self.describe(other)))),
        }
    }

    /// How `torch.result_type` sees argument `i` (a tensor or a number); `None` for anything else.
    pub fn promo(&self, i: usize, name: &str) -> Result<Option<PromoOperand>> {
        Ok(match self.arg(i, name) {
            Some(Operand::Value(v)) => {
                let t = self.value(*v)?;
                Some(if t.rank() == 0 { PromoOperand::ZeroDim(t.dtype()) } else { PromoOperand::Tensor(t.dtype()) })
            }
            Some(Operand::Int(_)) => Some(PromoOperand::Scalar(DType::I64)),
            Some(Operand::Float(_)) => Some(PromoOperand::Scalar(DType::F64)),
            Some(Operand::Complex(..)) => Some(PromoOperand::Scalar(DType::C128)),
            Some(Operand::Bool(_)) => Some(PromoOperand::Scalar(DType::Bool)),
            _ => None,
        })
    }

    /// `torch.result_type` of the given positional arguments.
    pub fn result_dtype(&self, positions: &[usize]) -> Result<DType> {
        let mut ops = Vec::new();
        for &i in positions {
            if let Some(p) = self.promo(i, "")? {
                ops.push(p);
            }
        }
        Ok(result_type(&ops))
    }

    /// Argument `i` as a tensor of `dtype` broadcast to `dims` (numbers become splats).
    pub fn operand_as(&self, i: usize, name: &str, dtype: DType, dims: &[i64]) -> Result<Tv<'c, 'a>> {
        let t = match self.arg(i, name) {
            Some(Operand::Value(v)) => self.b.convert(&self.value(*v)?, dtype)?,
            Some(Operand::Int(v)) => self.b.scalar_int(dtype, *v)?,
            Some(Operand::Float(v)) => self.b.scalar(dtype, *v)?,
            Some(Operand::Bool(v)) => self.b.scalar(dtype, *v as i64 as f64)?,
            Some(Operand::Complex(..)) => self.complex_scalar(i, name, dtype)?,
            other => return Err(self.invalid(format!("argument {i} must be a tensor or number, got {}", self.describe(other)))),
        };
        broadcast_to(self.b, &t, dims)
    }

    /// Argument `i`, a Python complex number, as a 0-d constant of complex `dtype`; refused for a
    /// real `dtype` (torch raises where a complex number meets a real result).
    pub fn complex_scalar(&self, i: usize, name: &str, dtype: DType) -> Result<Tv<'c, 'a>> {
        let Some(Operand::Complex(re, im)) = self.arg(i, name) else {
            return Err(self.invalid(format!("argument {i} (`{name}`) must be a complex number, got {}", self.describe(self.arg(i, name)))));
        };
        if !dtype.is_complex() {
            return Err(self.unsupported(format!("the complex number ({re}{im:+}j) as a {dtype} value")));
        }
        self.b.op1(
            "stablehlo.constant",
            &[],
            crate::ir::TensorType::new(dtype, &[]),
            &[("value", crate::emit::complex_dense(dtype, *re, *im))],
        )
    }

    /// The shape of argument `i` (numbers are 0-d).
    pub fn arg_dims(&self, i: usize, name: &str) -> Result<Vec<i64>> {
        match self.arg(i, name) {
            Some(Operand::Value(v)) => Ok(self.value(*v)?.dims()),
            _ => Ok(vec![]),
        }
    }

    // ---- results ------------------------------------------------------------------------------

    /// torch's type of result `i`, from the graph's metadata.
    pub fn out_ty(&self, i: usize) -> Result<TensorType> {
        match self.node.outputs.get(i) {
            Some(ValueType::Tensor(t)) if t.static_dims().is_some() => Ok(t.clone()),
            Some(ValueType::Tensor(t)) => Err(self.unsupported(format!("result {i} has symbolic shape {t}"))),
            _ => Err(self.invalid(format!("result {i} has no tensor metadata"))),
        }
    }

    pub fn out_dims(&self, i: usize) -> Result<Vec<i64>> {
        Ok(self.out_ty(i)?.static_dims().unwrap_or_default())
    }

    /// [`Call::out_dims`] of a result that must have at least `min_rank` dims (the rule slices or
    /// indexes them).
    pub fn out_dims_min(&self, i: usize, min_rank: usize) -> Result<Vec<i64>> {
        let d = self.out_dims(i)?;
        if d.len() < min_rank {
            return Err(self.invalid(format!("result {i} has {} dims, at least {min_rank} expected", d.len())));
        }
        Ok(d)
    }

    /// A non-negative dim index for rank `rank` (torch's negative dims count from the end).
    pub fn norm_dim(&self, dim: i64, rank: usize) -> Result<usize> {
        let r = rank.max(1) as i64;
        let d = if dim < 0 { dim + r } else { dim };
        if d < 0 || d >= r {
            return Err(self.invalid(format!("dim {dim} is out of range for rank {rank}")));
        }
        Ok(d as usize)
    }

    /// [`Call::norm_dim`] for a dim that is then indexed: a 0-d tensor has none (where
    /// `norm_dim` lets a reduction name dim 0 of a scalar, as torch does).
    pub fn axis(&self, dim: i64, rank: usize) -> Result<usize> {
        if rank == 0 {
            return Err(self.invalid(format!("dim {dim} of a 0-d tensor")));
        }
        self.norm_dim(dim, rank)
    }

    fn describe(&self, o: Option<&Operand>) -> String {
        match o {
            None => "nothing".into(),
            Some(o) => self.graph.operand_text(o),
        }
    }
}

/// Numpy-style broadcast of `t` to `dims` (trailing dims aligned).
pub fn broadcast_to<'c, 'a>(b: &Builder<'c, 'a>, t: &Tv<'c, 'a>, dims: &[i64]) -> Result<Tv<'c, 'a>> {
    let td = t.dims();
    if td == dims {
        return Ok(t.clone());
    }
    if td.len() > dims.len() {
        return Err(Error::Internal(format!("cannot broadcast {} to {dims:?}", t.ty)));
    }
    let offset = dims.len() - td.len();
    // Size-1 dims that must stretch are dropped first, so broadcast_in_dim maps only equal dims.
    let keep: Vec<usize> = (0..td.len()).filter(|&i| td[i] == dims[offset + i]).collect();
    for i in 0..td.len() {
        if td[i] != dims[offset + i] && td[i] != 1 {
            return Err(Error::Internal(format!("cannot broadcast {} to {dims:?}", t.ty)));
        }
    }
    let squeezed_dims: Vec<i64> = keep.iter().map(|&i| td[i]).collect();
    let squeezed = b.reshape(t, &squeezed_dims)?;
    let map: Vec<i64> = keep.iter().map(|&i| (offset + i) as i64).collect();
    b.broadcast_in_dim(&squeezed, dims, &map)
}

/// The broadcast shape of several shapes.
pub fn broadcast_shapes(shapes: &[Vec<i64>]) -> Option<Vec<i64>> {
    let rank = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    let mut out = vec![1i64; rank];
    for s in shapes {
        let off = rank - s.len();
        for (i, &d) in s.iter().enumerate() {
            let o = &mut out[off + i];
            if *o == 1 {
                *o = d;
            } else if d != 1 && d != *o {
                return None;
            }
        }
    }
    Some(out)
}
