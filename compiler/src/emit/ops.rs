//! One builder per StableHLO op. Each computes its result type and nothing more: broadcasting,
//! promotion and torch semantics live in `lower/`.

use melior::ir::Region;

use super::attrs::*;
use super::{Builder, Tv};
use crate::ir::{is_permutation, DType, TensorType};
use crate::{Error, Result};

fn with_dtype(t: &TensorType, dtype: DType) -> TensorType {
    TensorType { dtype, shape: t.shape.clone() }
}

impl<'c, 'a> Builder<'c, 'a> {
    // ---- constants and iota -------------------------------------------------------------------

    /// A 0-d constant.
    pub fn scalar(&self, dtype: DType, value: f64) -> Result<Tv<'c, 'a>> {
        self.op1("stablehlo.constant", &[], TensorType::new(dtype, &[]), &[("value", scalar_dense(dtype, value))])
    }

    pub fn scalar_int(&self, dtype: DType, value: i64) -> Result<Tv<'c, 'a>> {
        self.op1("stablehlo.constant", &[], TensorType::new(dtype, &[]), &[("value", int_dense(dtype, value))])
    }

    /// A constant of `dims` filled with `value`.
    pub fn splat(&self, dtype: DType, value: f64, dims: &[i64]) -> Result<Tv<'c, 'a>> {
        let s = self.scalar(dtype, value)?;
        self.broadcast_in_dim(&s, dims, &[])
    }

    pub fn constant_bytes(&self, dtype: DType, dims: &[i64], bytes: &[u8]) -> Result<Tv<'c, 'a>> {
        if dtype == DType::Bool {
            let raw = self.op1(
                "stablehlo.constant",
                &[],
                TensorType::new(DType::U8, dims),
                &[("value", bytes_dense(DType::U8, dims, bytes))],
            )?;
            let zero = self.splat(DType::U8, 0.0, dims)?;
            return self.compare(&raw, &zero, "NE");
        }
        self.op1("stablehlo.constant", &[], TensorType::new(dtype, dims), &[("value", bytes_dense(dtype, dims, bytes))])
    }

    pub fn iota(&self, dtype: DType, dims: &[i64], dim: usize) -> Result<Tv<'c, 'a>> {
        self.op1("stablehlo.iota", &[], TensorType::new(dtype, dims), &[("iota_dimension", i64_attr(dim as i64))])
    }

    // ---- elementwise --------------------------------------------------------------------------

    /// A same-shape binary op (`stablehlo.add`, ...); the result has `a`'s type.
    pub fn binary(&self, name: &str, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        if a.ty != b.ty {
            return Err(Error::Internal(format!("{name}: operand types differ: {} vs {}", a.ty, b.ty)));
        }
        self.op1(name, &[a, b], a.ty.clone(), &[])
    }

    pub fn unary(&self, name: &str, a: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.op1(name, &[a], a.ty.clone(), &[])
    }

    pub fn add(&self, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.binary("stablehlo.add", a, b)
    }
    pub fn sub(&self, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.binary("stablehlo.subtract", a, b)
    }
    pub fn mul(&self, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.binary("stablehlo.multiply", a, b)
    }
    pub fn div(&self, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.binary("stablehlo.divide", a, b)
    }
    pub fn max(&self, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.binary("stablehlo.maximum", a, b)
    }
    pub fn min(&self, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.binary("stablehlo.minimum", a, b)
    }
    pub fn neg(&self, a: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.unary("stablehlo.negate", a)
    }

    /// `stablehlo.compare`; the result is bool with `a`'s shape.
    pub fn compare(&self, a: &Tv<'c, 'a>, b: &Tv<'c, 'a>, direction: &str) -> Result<Tv<'c, 'a>> {
        if a.ty != b.ty {
            return Err(Error::Internal(format!("compare: operand types differ: {} vs {}", a.ty, b.ty)));
        }
        self.op1(
            "stablehlo.compare",
            &[a, b],
            with_dtype(&a.ty, DType::Bool),
            &[("comparison_direction", comparison(direction)), ("compare_type", comparison_type(a.dtype()))],
        )
    }

    pub fn select(&self, pred: &Tv<'c, 'a>, on_true: &Tv<'c, 'a>, on_false: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.op1("stablehlo.select", &[pred, on_true, on_false], on_true.ty.clone(), &[])
    }

    pub fn clamp(&self, lo: &Tv<'c, 'a>, x: &Tv<'c, 'a>, hi: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.op1("stablehlo.clamp", &[lo, x, hi], x.ty.clone(), &[])
    }

    /// Converts to `dtype`; a no-op when the dtype already matches.
    pub fn convert(&self, a: &Tv<'c, 'a>, dtype: DType) -> Result<Tv<'c, 'a>> {
        if a.dtype() == dtype {
            return Ok(a.clone());
        }
        if dtype == DType::Bool {
            // torch: nonzero is true. stablehlo.convert to i1 would truncate instead.
            let zero = self.splat(a.dtype(), 0.0, &a.dims())?;
            return self.compare(a, &zero, "NE");
        }
        if a.dtype().is_complex() && !dtype.is_complex() {
            // torch keeps the real part; XLA has no complex-to-real convert.
            let re = self.op1("stablehlo.real", &[a], with_dtype(&a.ty, a.dtype().real_part()), &[])?;
            return self.convert(&re, dtype);
        }
        self.op1("stablehlo.convert", &[a], with_dtype(&a.ty, dtype), &[])
    }

    // ---- shape --------------------------------------------------------------------------------

    /// `stablehlo.broadcast_in_dim`: operand dim `i` maps to result dim `dims_map[i]`.
    pub fn broadcast_in_dim(&self, a: &Tv<'c, 'a>, out_dims: &[i64], dims_map: &[i64]) -> Result<Tv<'c, 'a>> {
        if dims_map.len() != a.rank() {
            return Err(Error::Internal(format!("broadcast_in_dim: map {dims_map:?} for rank {}", a.rank())));
        }
        if a.dims() == out_dims && dims_map.iter().enumerate().all(|(i, &d)| i as i64 == d) {
            return Ok(a.clone());
        }
        self.op1(
            "stablehlo.broadcast_in_dim",
            &[a],
            TensorType::new(a.dtype(), out_dims),
            &[("broadcast_dimensions", i64_array(dims_map))],
        )
    }

    pub fn reshape(&self, a: &Tv<'c, 'a>, dims: &[i64]) -> Result<Tv<'c, 'a>> {
        if a.dims() == dims {
            return Ok(a.clone());
        }
        if crate::ir::checked_numel(dims) != Some(a.numel()) {
            return Err(Error::Internal(format!("reshape of {} to {dims:?} changes the element count", a.ty)));
        }
        // A reshape that splits dims, merges dims adjacent in the source or adds or drops dims of
        // size 1 moves past a transpose that made `a` (`transpose(reshape(source), q)`), so that
        // a later transpose composes with it.
        if let Some((src, perm)) = self.transpose_source(a) {
            if let Some((inner, q)) = super::moves::reshape_through_transpose(&src.dims(), &perm, &a.dims(), dims) {
                let r = self.op1("stablehlo.reshape", &[&src], TensorType::new(a.dtype(), &inner), &[])?;
                return self.transpose(&r, &q);
            }
        }
        self.op1("stablehlo.reshape", &[a], TensorType::new(a.dtype(), dims), &[])
    }

    /// `stablehlo.transpose`, simplified where that is free: a transpose of a transpose is one
    /// transpose of the first one's operand (or none, when they cancel), and one that moves only
    /// dims of size 1 is a reshape. Together with `slice` and `reshape` moving slices and unit
    /// reshapes before transposes, a view chain such as `qkv.view(..).permute(..).unbind(0)` read
    /// back in another order (the attention kernel's tokens-major operands) becomes a slice of
    /// the buffer as it lies, with no transpose for XLA to write out.
    pub fn transpose(&self, a: &Tv<'c, 'a>, perm: &[i64]) -> Result<Tv<'c, 'a>> {
        if perm.iter().enumerate().all(|(i, &p)| i as i64 == p) {
            return Ok(a.clone());
        }
        let d = a.dims();
        if !is_permutation(perm, d.len()) {
            return Err(bad(format!("transpose of {} by {perm:?}, which is not a permutation of its dims", a.ty)));
        }
        if let Some((src, inner)) = self.transpose_source(a) {
            // a dim i is src dim inner[i], so result dim j is src dim inner[perm[j]].
            let composed: Vec<i64> = perm.iter().map(|&p| inner[p as usize]).collect();
            return self.transpose_once(&src, &composed);
        }
        self.transpose_once(a, perm)
    }

    fn transpose_once(&self, a: &Tv<'c, 'a>, perm: &[i64]) -> Result<Tv<'c, 'a>> {
        if perm.iter().enumerate().all(|(i, &p)| i as i64 == p) {
            return Ok(a.clone());
        }
        let d = a.dims();
        let out: Vec<i64> = perm.iter().map(|&p| d[p as usize]).collect();
        let moved: Vec<i64> = perm.iter().copied().filter(|&p| d[p as usize] != 1).collect();
        if moved.windows(2).all(|w| w[0] < w[1]) {
            return self.op1("stablehlo.reshape", &[a], TensorType::new(a.dtype(), &out), &[]);
        }
        self.op1("stablehlo.transpose", &[a], TensorType::new(a.dtype(), &out), &[("permutation", i64_array(perm))])
    }

    /// Erases the transposes, reshapes, slices and concatenations of this block that nothing
    /// reads: those `transpose`, `reshape`, `slice` and `concatenate` moved past or composed
    /// (XLA would drop them too, but they stay out of the StableHLO people read), and the adds
    /// and broadcasts nothing reads (a residual plus a bias whose operands the gemm kernel took
    /// instead, lower/matmul.rs). Call once the block is complete; no value of an erased op may
    /// be used afterwards.
    pub fn erase_dead_moves(&self) {
        use melior::ir::block::BlockLike;
        use melior::ir::operation::OperationLike;
        use melior::ir::ValueLike;
        const MOVES: [&str; 6] = [
            "stablehlo.transpose",
            "stablehlo.reshape",
            "stablehlo.slice",
            "stablehlo.concatenate",
            "stablehlo.add",
            "stablehlo.broadcast_in_dim",
        ];
        loop {
            let mut dead = Vec::new();
            let mut op = self.block.first_operation();
            while let Some(o) = op {
                let name = o.name();
                let unused = (0..o.result_count()).all(|i| {
                    // SAFETY: a live result of a live op of this block.
                    o.result(i).is_ok_and(|r| unsafe { mlir_sys::mlirValueGetFirstUse(r.to_raw()).ptr.is_null() })
                });
                if unused && name.as_string_ref().as_str().is_ok_and(|n| MOVES.contains(&n)) {
                    dead.push(o.to_raw());
                }
                op = o.next_in_block();
            }
            if dead.is_empty() {
                return;
            }
            for raw in dead {
                // SAFETY: an op of this block whose results nothing uses; erasing it unlinks it
                // from the block, and nothing holds it (the caller's contract).
                unsafe { mlir_sys::mlirOperationDestroy(raw) };
            }
        }
    }

    /// The name of the op whose result `a` is (`stablehlo.multiply`); `None` for a block argument.
    pub fn producer(&self, a: &Tv<'c, 'a>) -> Option<String> {
        use melior::ir::operation::{OperationLike, OperationResult};
        let r = OperationResult::try_from(a.v).ok()?;
        r.owner().name().as_string_ref().as_str().ok().map(str::to_string)
    }

    /// Whether `a` is the result of an op named `name` (`stablehlo.broadcast_in_dim`).
    pub fn defined_by(&self, a: &Tv<'c, 'a>, name: &str) -> bool {
        use melior::ir::operation::{OperationLike, OperationResult};
        OperationResult::try_from(a.v).is_ok_and(|r| r.owner().name().as_string_ref().as_str().is_ok_and(|n| n == name))
    }

    /// When `a` is the result of one or more `stablehlo.transpose` ops built in this block: the
    /// tensor they start from and the composed permutation (`a = transpose(source, perm)`). Used
    /// to see which dim of the stored tensor a contraction reads, since XLA folds transposes into
    /// `dot_general`'s dimension numbers.
    pub fn transpose_source(&self, a: &Tv<'c, 'a>) -> Option<(Tv<'c, 'a>, Vec<i64>)> {
        use melior::ir::operation::{OperationLike, OperationResult};
        let mut value = a.v;
        let mut perm: Vec<i64> = (0..a.rank() as i64).collect();
        let mut found = false;
        while let Ok(result) = OperationResult::try_from(value) {
            let owner = result.owner();
            if owner.name().as_string_ref().as_str().ok()? != "stablehlo.transpose" {
                break;
            }
            let text = owner.attribute("permutation").ok()?.to_string();
            let inner: Vec<i64> = text
                .split_once(':')?
                .1
                .trim_end_matches('>')
                .split(',')
                .map(|n| n.trim().parse().ok())
                .collect::<Option<_>>()?;
            if !is_permutation(&inner, perm.len()) {
                return None;
            }
            // value = transpose(operand, inner): value dim i is operand dim inner[i].
            perm = perm.iter().map(|&p| inner[p as usize]).collect();
            value = owner.operand(0).ok()?;
            found = true;
        }
        if !found {
            return None;
        }
        let d = a.dims();
        let mut src = vec![0i64; d.len()];
        for (i, &p) in perm.iter().enumerate() {
            src[p as usize] = d[i];
        }
        Some((Tv { v: value, ty: TensorType::new(a.dtype(), &src) }, perm))
    }

    /// Whether `a` is made by moves alone (reshapes, slices, transposes) from another value with
    /// a transpose among them: XLA then writes it out as a copy wherever it is needed whole
    /// (a kernel's operand), whatever the order asked for. Looks at most 8 ops up.
    pub fn moved_by_transpose(&self, a: &Tv<'c, 'a>) -> bool {
        use melior::ir::operation::{OperationLike, OperationResult};
        let mut value = a.v;
        for _ in 0..8 {
            let Ok(result) = OperationResult::try_from(value) else { return false };
            let owner = result.owner();
            match owner.name().as_string_ref().as_str() {
                Ok("stablehlo.transpose") => return true,
                Ok("stablehlo.reshape") | Ok("stablehlo.slice") => match owner.operand(0) {
                    Ok(v) => value = v,
                    Err(_) => return false,
                },
                _ => return false,
            }
        }
        false
    }

    /// `stablehlo.optimization_barrier` of one value: XLA computes `a` as written and does not
    /// fold the ops before it into the ops after it.
    pub fn optimization_barrier(&self, a: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
        self.op1("stablehlo.optimization_barrier", &[a], a.ty.clone(), &[])
    }

    pub fn slice(&self, a: &Tv<'c, 'a>, start: &[i64], limit: &[i64], strides: &[i64]) -> Result<Tv<'c, 'a>> {
        let d = a.dims();
        let ok = [start.len(), limit.len(), strides.len()].iter().all(|&n| n == d.len())
            && (0..d.len()).all(|i| (0..=d[i]).contains(&start[i]) && (0..=d[i]).contains(&limit[i]) && strides[i] > 0);
        if !ok {
            return Err(bad(format!("slice of {} from {start:?} to {limit:?} by {strides:?} is out of bounds", a.ty)));
        }
        // In bounds, so none of this overflows.
        let out: Vec<i64> = (0..start.len())
            .map(|i| if limit[i] <= start[i] { 0 } else { (limit[i] - start[i] - 1) / strides[i] + 1 })
            .collect();
        if out == a.dims() {
            return Ok(a.clone());
        }
        // A slice of a transpose is a transpose of the smaller slice of its operand.
        if let Some((src, perm)) = self.transpose_source(a) {
            let n = perm.len();
            let (mut s0, mut s1, mut s2) = (vec![0; n], src.dims(), vec![1; n]);
            for (i, &p) in perm.iter().enumerate() {
                (s0[p as usize], s1[p as usize], s2[p as usize]) = (start[i], limit[i], strides[i]);
            }
            let sliced = self.slice(&src, &s0, &s1, &s2)?;
            return self.transpose(&sliced, &perm);
        }
        self.op1(
            "stablehlo.slice",
            &[a],
            TensorType::new(a.dtype(), &out),
            &[("start_indices", i64_array(start)), ("limit_indices", i64_array(limit)), ("strides", i64_array(strides))],
        )
    }

    pub fn concatenate(&self, parts: &[&Tv<'c, 'a>], dim: usize) -> Result<Tv<'c, 'a>> {
        let first = parts.first().ok_or_else(|| Error::Internal("concatenate of nothing".into()))?;
        if parts.len() == 1 {
            return Ok((*first).clone());
        }
        let mut out = first.dims();
        let same = |p: &&Tv| p.rank() == out.len() && p.dims().iter().zip(&out).enumerate().all(|(i, (x, y))| i == dim || x == y);
        if dim >= out.len() || !parts.iter().all(same) {
            return Err(bad(format!("concatenate along dim {dim} of parts whose shapes do not fit together")));
        }
        out[dim] = parts
            .iter()
            .try_fold(0i64, |acc, p| acc.checked_add(p.dims()[dim]))
            .ok_or_else(|| bad("concatenate: the result is too large".to_string()))?;
        // Parts that are all transposes by one permutation: the transpose of their operands'
        // concatenation (the gradients of q, k and v from the attention kernel, stacked).
        let sources: Option<Vec<(Tv<'c, 'a>, Vec<i64>)>> = parts.iter().map(|p| self.transpose_source(p)).collect();
        if let Some(sources) = sources {
            let perm = &sources[0].1;
            if sources.iter().all(|(_, p)| p == perm) {
                let operands: Vec<&Tv<'c, 'a>> = sources.iter().map(|(s, _)| s).collect();
                let joined = self.concatenate(&operands, perm[dim] as usize)?;
                return self.transpose(&joined, perm);
            }
        }
        self.op1("stablehlo.concatenate", parts, TensorType::new(first.dtype(), &out), &[("dimension", i64_attr(dim as i64))])
    }

    pub fn pad(&self, a: &Tv<'c, 'a>, value: &Tv<'c, 'a>, low: &[i64], high: &[i64], interior: &[i64]) -> Result<Tv<'c, 'a>> {
        let d = a.dims();
        if [low.len(), high.len(), interior.len()].iter().any(|&n| n != d.len()) {
            return Err(bad(format!("pad of {} by {low:?}, {high:?}, {interior:?}: one entry per dim needed", a.ty)));
        }
        let out: Vec<i64> = (0..d.len())
            .map(|i| {
                let grown = (d[i] - 1).max(0).checked_mul(interior[i])?.checked_add(d[i])?;
                low[i].checked_add(high[i])?.checked_add(grown).filter(|&n| n >= 0 && interior[i] >= 0)
            })
            .collect::<Option<_>>()
            .ok_or_else(|| bad(format!("pad of {} by {low:?}, {high:?}, {interior:?} gives an invalid shape", a.ty)))?;
        self.op1(
            "stablehlo.pad",
            &[a, value],
            TensorType::new(a.dtype(), &out),
            &[
                ("edge_padding_low", i64_array(low)),
                ("edge_padding_high", i64_array(high)),
                ("interior_padding", i64_array(interior)),
            ],
        )
    }

    pub fn reverse(&self, a: &Tv<'c, 'a>, dims: &[i64]) -> Result<Tv<'c, 'a>> {
        if dims.is_empty() {
            return Ok(a.clone());
        }
        self.op1("stablehlo.reverse", &[a], a.ty.clone(), &[("dimensions", i64_array(dims))])
    }

    // ---- contractions -------------------------------------------------------------------------

    /// `stablehlo.dot_general`; result dims are batch, lhs free, rhs free (StableHLO's order).
    pub fn dot_general(
        &self,
        lhs: &Tv<'c, 'a>,
        rhs: &Tv<'c, 'a>,
        batch: (&[i64], &[i64]),
        contract: (&[i64], &[i64]),
        out_dtype: DType,
    ) -> Result<Tv<'c, 'a>> {
        self.dot_general_within(lhs, rhs, batch, contract, out_dtype, &[])
    }

    /// [`dot_general`](Self::dot_general) of a product whose result dims have the true extents
    /// `extents` (one per result dim, None where not padded; empty: none known), in a graph
    /// padded to a shape bucket: the BLAS kernel then computes only the true block (emit/gemm.rs).
    /// The result's padded positions are then left unwritten (otherwise they hold what
    /// `dot_general` gives): the bucketing pass never lets them reach a true position.
    pub fn dot_general_within(
        &self,
        lhs: &Tv<'c, 'a>,
        rhs: &Tv<'c, 'a>,
        batch: (&[i64], &[i64]),
        contract: (&[i64], &[i64]),
        out_dtype: DType,
        extents: &[Option<Tv<'c, 'a>>],
    ) -> Result<Tv<'c, 'a>> {
        let (ld, rd) = (lhs.dims(), rhs.dims());
        let fits = |ds: &[i64], rank: usize| ds.iter().all(|&i| (0..rank as i64).contains(&i));
        if !(fits(batch.0, ld.len()) && fits(contract.0, ld.len()) && fits(batch.1, rd.len()) && fits(contract.1, rd.len())) {
            return Err(bad(format!("dot_general of {} and {}: a batch or contracting dim is out of range", lhs.ty, rhs.ty)));
        }
        let same = |l: &[i64], r: &[i64]| l.len() == r.len() && l.iter().zip(r).all(|(&i, &j)| ld[i as usize] == rd[j as usize]);
        if !same(batch.0, batch.1) || !same(contract.0, contract.1) {
            return Err(bad(format!("dot_general of {} and {}: batch or contracting sizes differ", lhs.ty, rhs.ty)));
        }
        let mut out: Vec<i64> = batch.0.iter().map(|&i| ld[i as usize]).collect();
        out.extend((0..ld.len() as i64).filter(|i| !batch.0.contains(i) && !contract.0.contains(i)).map(|i| ld[i as usize]));
        out.extend((0..rd.len() as i64).filter(|i| !batch.1.contains(i) && !contract.1.contains(i)).map(|i| rd[i as usize]));
        if let Some(t) = self.blas_dot(lhs, rhs, batch, contract, out_dtype, &out, extents, None, None)? {
            return Ok(t);
        }
        let mut attrs = vec![("dot_dimension_numbers", dot_dims(batch.0, batch.1, contract.0, contract.1))];
        if matches!(out_dtype, DType::F64 | DType::C128) || (matches!(out_dtype, DType::F32 | DType::C64) && !self.opts.tf32_matmul) {
            // torch computes float32 matmuls in full precision by default.
            attrs.push(("precision_config", "[#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]".to_string()));
        }
        self.op1("stablehlo.dot_general", &[lhs, rhs], TensorType::new(out_dtype, &out), &attrs)
    }

    #[allow(clippy::too_many_arguments)]
    pub fn convolution(
        &self,
        lhs: &Tv<'c, 'a>,
        rhs: &Tv<'c, 'a>,
        out_dims: &[i64],
        dims: &ConvDims,
        window_strides: &[i64],
        padding: &[(i64, i64)],
        lhs_dilation: &[i64],
        rhs_dilation: &[i64],
        feature_group_count: i64,
        batch_group_count: i64,
    ) -> Result<Tv<'c, 'a>> {
        let mut attrs = vec![
            ("dimension_numbers", dims.attr()),
            ("window_strides", i64_array(window_strides)),
            ("padding", padding_pairs(padding)),
            ("lhs_dilation", i64_array(lhs_dilation)),
            ("rhs_dilation", i64_array(rhs_dilation)),
            ("feature_group_count", i64_attr(feature_group_count)),
            ("batch_group_count", i64_attr(batch_group_count)),
        ];
        if lhs.dtype() == DType::F64 || (lhs.dtype() == DType::F32 && !self.opts.tf32_conv) {
            attrs.push(("precision_config", "[#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]".to_string()));
        }
        self.op1("stablehlo.convolution", &[lhs, rhs], TensorType::new(lhs.dtype(), out_dims), &attrs)
    }

    // ---- reductions ---------------------------------------------------------------------------

    /// `stablehlo.reduce` of several operands together over `dims`, with a body built by `body`.
    pub fn reduce_multi<F>(&self, inputs: &[&Tv<'c, 'a>], inits: &[&Tv<'c, 'a>], dims: &[i64], body: F) -> Result<Vec<Tv<'c, 'a>>>
    where
        F: for<'b> FnOnce(&Builder<'c, 'b>, Vec<Tv<'c, 'b>>) -> Result<Vec<Tv<'c, 'b>>>,
    {
        let elem_types: Vec<TensorType> = inputs.iter().map(|i| TensorType::new(i.dtype(), &[])).collect();
        let mut arg_types = elem_types.clone();
        arg_types.extend(elem_types);
        let region = self.region(&arg_types, body)?;
        let first = inputs.first().ok_or_else(|| Error::Internal("reduce of nothing".into()))?;
        let d = first.dims();
        if dims.iter().any(|&i| !(0..d.len() as i64).contains(&i)) {
            return Err(bad(format!("reduce of {} over dims {dims:?}: a dim is out of range", first.ty)));
        }
        let out: Vec<i64> = (0..d.len()).filter(|i| !dims.contains(&(*i as i64))).map(|i| d[i]).collect();
        let results: Vec<TensorType> = inputs.iter().map(|i| TensorType::new(i.dtype(), &out)).collect();
        let mut operands: Vec<&Tv<'c, 'a>> = inputs.to_vec();
        operands.extend_from_slice(inits);
        self.op("stablehlo.reduce", &operands, &results, &[("dimensions", i64_array(dims))], vec![region])
    }

    /// A single-operand reduction whose body is one binary op (`stablehlo.add`, `stablehlo.maximum`, ...).
    pub fn reduce(&self, input: &Tv<'c, 'a>, init: &Tv<'c, 'a>, dims: &[i64], body_op: &str) -> Result<Tv<'c, 'a>> {
        let name = body_op.to_string();
        Ok(self
            .reduce_multi(&[input], &[init], dims, move |b, args| Ok(vec![b.binary(&name, &args[0], &args[1])?]))?
            .remove(0))
    }

    #[allow(clippy::too_many_arguments)]
    pub fn reduce_window_multi<F>(
        &self,
        inputs: &[&Tv<'c, 'a>],
        inits: &[&Tv<'c, 'a>],
        window: &[i64],
        strides: &[i64],
        dilations: &[i64],
        padding: &[(i64, i64)],
        body: F,
    ) -> Result<Vec<Tv<'c, 'a>>>
    where
        F: for<'b> FnOnce(&Builder<'c, 'b>, Vec<Tv<'c, 'b>>) -> Result<Vec<Tv<'c, 'b>>>,
    {
        let elem_types: Vec<TensorType> = inputs.iter().map(|i| TensorType::new(i.dtype(), &[])).collect();
        let mut arg_types = elem_types.clone();
        arg_types.extend(elem_types);
        let region = self.region(&arg_types, body)?;
        let first = inputs.first().ok_or_else(|| Error::Internal("reduce_window of nothing".into()))?;
        let d = first.dims();
        let out = window_output_dims(&d, window, strides, dilations, padding).ok_or_else(|| {
            bad(format!(
                "reduce_window of {} with window {window:?}, strides {strides:?}, dilations {dilations:?}, padding {padding:?}: invalid window",
                first.ty
            ))
        })?;
        let results: Vec<TensorType> = inputs.iter().map(|i| TensorType::new(i.dtype(), &out)).collect();
        let mut operands: Vec<&Tv<'c, 'a>> = inputs.to_vec();
        operands.extend_from_slice(inits);
        self.op(
            "stablehlo.reduce_window",
            &operands,
            &results,
            &[
                ("window_dimensions", i64_array(window)),
                ("window_strides", i64_array(strides)),
                ("window_dilations", i64_array(dilations)),
                ("padding", padding_pairs(padding)),
            ],
            vec![region],
        )
    }

    // ---- indexing -----------------------------------------------------------------------------

    pub fn gather(&self, operand: &Tv<'c, 'a>, indices: &Tv<'c, 'a>, dims: &GatherDims, slice_sizes: &[i64], out_dims: &[i64]) -> Result<Tv<'c, 'a>> {
        self.op1(
            "stablehlo.gather",
            &[operand, indices],
            TensorType::new(operand.dtype(), out_dims),
            &[("dimension_numbers", dims.attr()), ("slice_sizes", i64_array(slice_sizes))],
        )
    }

    /// `stablehlo.scatter` combining with `combine_op` (`stablehlo.add`), or replacing when `None`.
    pub fn scatter(
        &self,
        operand: &Tv<'c, 'a>,
        indices: &Tv<'c, 'a>,
        updates: &Tv<'c, 'a>,
        dims: &ScatterDims,
        combine_op: Option<&str>,
    ) -> Result<Tv<'c, 'a>> {
        let elem = TensorType::new(operand.dtype(), &[]);
        let combine = combine_op.map(str::to_string);
        let region: Region<'c> = self.region(&[elem.clone(), elem], move |b, args| match combine {
            Some(op) => Ok(vec![b.binary(&op, &args[0], &args[1])?]),
            None => Ok(vec![args[1].clone()]),
        })?;
        Ok(self
            .op(
                "stablehlo.scatter",
                &[operand, indices, updates],
                &[operand.ty.clone()],
                &[("scatter_dimension_numbers", dims.attr())],
                vec![region],
            )?
            .remove(0))
    }

    // ---- control flow -------------------------------------------------------------------------

    /// `stablehlo.while` over the loop-carried values `init`: `cond` gets the carried values and
    /// returns a `tensor<i1>`, `body` gets them and returns their next values, of the same types.
    /// The regions read nothing from outside: whatever the body needs is carried (unchanged
    /// values cost nothing, XLA keeps them in place). The results are the values after the last
    /// step.
    pub fn while_loop<C, B>(&self, init: &[&Tv<'c, 'a>], cond: C, body: B) -> Result<Vec<Tv<'c, 'a>>>
    where
        C: for<'b> FnOnce(&Builder<'c, 'b>, Vec<Tv<'c, 'b>>) -> Result<Tv<'c, 'b>>,
        B: for<'b> FnOnce(&Builder<'c, 'b>, Vec<Tv<'c, 'b>>) -> Result<Vec<Tv<'c, 'b>>>,
    {
        let types: Vec<TensorType> = init.iter().map(|t| t.ty.clone()).collect();
        let cond = self.region(&types, move |b, args| {
            let go = cond(b, args)?;
            if go.ty != TensorType::new(DType::Bool, &[]) {
                return Err(Error::Internal(format!("while_loop: the condition is {}, not a 0-d bool", go.ty)));
            }
            Ok(vec![go])
        })?;
        let expected = types.clone();
        let body = self.region(&types, move |b, args| {
            let next = body(b, args)?;
            if next.iter().map(|t| &t.ty).ne(expected.iter()) {
                let got: Vec<String> = next.iter().map(|t| t.ty.to_string()).collect();
                return Err(Error::Internal(format!("while_loop: the body returns [{}] for carried values of other types", got.join(", "))));
            }
            Ok(next)
        })?;
        self.op("stablehlo.while", init, &types, &[], vec![cond, body])
    }

    /// `func.call @symbol(operands)` with results of types `results`.
    pub fn call(&self, symbol: &str, operands: &[&Tv<'c, 'a>], results: &[TensorType]) -> Result<Vec<Tv<'c, 'a>>> {
        self.op("func.call", operands, results, &[("callee", format!("@{symbol}"))], vec![])
    }

    /// `stablehlo.if` on `pred` (a `tensor<i1>`): the results of `func.call @{branches[0]}` on
    /// `operands` when it is true, of `@{branches[1]}` when it is false. Only the branch taken
    /// runs. Each branch region is that one call, reading `operands` from this block (StableHLO's
    /// `if` regions take no arguments and capture what they read).
    pub fn if_call(&self, pred: &Tv<'c, 'a>, operands: &[&Tv<'c, 'a>], branches: [&str; 2], results: &[TensorType]) -> Result<Vec<Tv<'c, 'a>>> {
        use melior::ir::block::BlockLike;
        use melior::ir::operation::OperationBuilder;
        use melior::ir::{Block, Identifier, RegionLike, Value};
        if pred.ty != TensorType::new(DType::Bool, &[]) {
            return Err(bad(format!("if: the predicate is {}, not a 0-d bool", pred.ty)));
        }
        let types = results.iter().map(|t| self.mlir_type(t)).collect::<Result<Vec<_>>>()?;
        let values: Vec<Value<'c, 'a>> = operands.iter().map(|t| t.v).collect();
        let mut regions = Vec::with_capacity(2);
        for symbol in branches {
            let block = Block::new(&[]);
            {
                let call = OperationBuilder::new("func.call", self.loc)
                    .add_operands(&values)
                    .add_results(&types)
                    .add_attributes(&[(Identifier::new(self.ctx, "callee"), self.attr(&format!("@{symbol}"))?)])
                    .build()
                    .map_err(|e| Error::Internal(format!("building func.call @{symbol}: {e}")))?;
                let call = block.append_operation(call);
                let outs = (0..types.len())
                    .map(|i| call.result(i).map(Into::into).map_err(|e| Error::Internal(format!("func.call result {i}: {e}"))))
                    .collect::<Result<Vec<Value>>>()?;
                let ret = OperationBuilder::new("stablehlo.return", self.loc)
                    .add_operands(&outs)
                    .build()
                    .map_err(|e| Error::Internal(format!("building stablehlo.return: {e}")))?;
                block.append_operation(ret);
            }
            let region = Region::new();
            region.append_block(block);
            regions.push(region);
        }
        self.op("stablehlo.if", &[pred], results, &[], regions)
    }
}

/// An error of a shared builder that does not know its node; the lowering loop names the node
/// ([`Error::at_node`]). Rules check their arguments first; this is the backstop that keeps a
/// malformed graph from reaching an indexing panic or MLIR.
fn bad(message: String) -> Error {
    Error::invalid("", message)
}


/// The result dims of a window op (`reduce_window`, a convolution's spatial dims): `None` unless
/// every list has one entry per dim, window sizes, strides and dilations are positive, and
/// nothing overflows.
pub fn window_output_dims(d: &[i64], window: &[i64], strides: &[i64], dilations: &[i64], padding: &[(i64, i64)]) -> Option<Vec<i64>> {
    if [window.len(), strides.len(), dilations.len(), padding.len()].iter().any(|&n| n != d.len()) {
        return None;
    }
    (0..d.len())
        .map(|i| {
            if window[i] <= 0 || strides[i] <= 0 || dilations[i] <= 0 {
                return None;
            }
            let padded = d[i].checked_add(padding[i].0)?.checked_add(padding[i].1)?;
            let eff = dilations[i].checked_mul(window[i] - 1)?.checked_add(1)?;
            Some(if padded < eff { 0 } else { (padded - eff) / strides[i] + 1 })
        })
        .collect()
}
