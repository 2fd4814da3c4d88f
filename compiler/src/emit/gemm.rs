//! Large matrix products as calls to torchtpu's BLAS-backed gemm kernel (the CPU plugin's
//! `torchtpu_gemm_*` custom calls, runtime/cpu_kernels/gemm.rs), when the target offers it
//! ([`EmitOptions::blas_gemm`](super::EmitOptions)).
//!
//! Any `dot_general` of float32 or float64 operands (any batch, free and contracting dims) is
//! written as `[B, M, K] x [K, N] -> [B, M, N]`: each operand is transposed to group its batch,
//! free and contracting dims, and reshaped to rank 3. An operand that already has one of the
//! two groupings a BLAS reads in place (`a` or `a^T`, `b` or `b^T`) is not moved, and neither is
//! one that is a transpose of such a tensor: a `Linear` weight `w` [N, K] is read as `w^T` by the
//! kernel, with no copy. The result is reshaped back to
//! StableHLO's order (batch, lhs free, rhs free). Products below [`MIN_MACS`] multiply-adds stay
//! `stablehlo.dot_general`: XLA's own code is quick for them and can fuse around them.
//!
//! In a graph padded to a shape bucket, the caller may give the true extent of each result dim
//! (an `i64[]` value, or None for a dim that is not padded). When a padded dim leads its group
//! (batch, rows or columns) and the rest of the group is static, the group's true size is a
//! prefix of it, and the kernel gets the three true sizes as a third operand: it computes only
//! that block and leaves the padded rest unwritten, so a 65-token prompt in a 128 bucket costs 65 rows of
//! work, not 128. Any other placement computes the whole padded product, which is as exact.

use super::{Builder, Tv};
use crate::ir::{DType, TensorType};
use crate::runtime::cpu_kernels::gemm::{target, target_add, target_bias, MAX_DIM};
use crate::runtime::cpu_kernels::sum_rows::{SUM_ROWS, SUM_ROWS_MAX};
use crate::Result;

/// The fewest multiply-adds (`B * M * N * K`) for which a product goes to the BLAS kernel.
pub const MIN_MACS: i64 = 1 << 15;

/// How an operand reaches the kernel: the permutation that groups its dims (None when it is
/// already grouped) and whether the kernel reads it transposed.
#[derive(Debug, PartialEq)]
struct Arrange {
    perm: Option<Vec<i64>>,
    trans: bool,
}

/// For an operand of `rank` dims with `batch`, `first` and `second` groups: read as
/// `[batch, first, second]` (not transposed) or as `[batch, second, first]` (transposed),
/// whichever needs no move, else moved into the first.
fn arrange(rank: usize, batch: &[i64], first: &[i64], second: &[i64]) -> Arrange {
    let identity = |p: &[i64]| p.iter().enumerate().all(|(i, &d)| d == i as i64);
    let plain: Vec<i64> = batch.iter().chain(first).chain(second).copied().collect();
    let swapped: Vec<i64> = batch.iter().chain(second).chain(first).copied().collect();
    debug_assert_eq!(plain.len(), rank);
    if identity(&plain) {
        Arrange { perm: None, trans: false }
    } else if identity(&swapped) {
        Arrange { perm: None, trans: true }
    } else {
        Arrange { perm: Some(plain), trans: false }
    }
}

fn free_dims(rank: usize, batch: &[i64], contract: &[i64]) -> Vec<i64> {
    (0..rank as i64).filter(|d| !batch.contains(d) && !contract.contains(d)).collect()
}

impl<'c, 'a> Builder<'c, 'a> {
    /// The tensor the kernel reads for operand `t` (dims grouped as `batch`, `first`, `second`),
    /// and how. When `t` is a transpose of a stored tensor that the kernel can read in place
    /// (a `Linear` weight `w` seen as `w.T`), that tensor: XLA would otherwise write the transpose
    /// out in full before the call (11 ms for a 1024x1024 weight on one core, against 1.7 ms for
    /// the whole product in eager).
    fn placed(&self, t: &Tv<'c, 'a>, batch: &[i64], first: &[i64], second: &[i64]) -> (Tv<'c, 'a>, Arrange) {
        // Even when `t` itself is grouped, it is a value XLA has to write out.
        if let Some((src, perm)) = self.transpose_source(t) {
            // `t` dim i is `src` dim perm[i].
            let map = |ds: &[i64]| ds.iter().map(|&d| perm[d as usize]).collect::<Vec<_>>();
            let there = arrange(src.rank(), &map(batch), &map(first), &map(second));
            if there.perm.is_none() {
                return (src, there);
            }
        }
        (t.clone(), arrange(t.rank(), batch, first, second))
    }

    /// The product as a gemm custom call, or None when it should stay a `dot_general` (the
    /// target has no kernel, another dtype, too small, dims past the BLAS's 32-bit range).
    /// The operands were checked by `dot_general`.
    ///
    /// `bias`, a vector of the result's dtype with one value per column (the product of `rhs`'s
    /// free dims), is added to every row by the kernel itself; with a bias, None is also returned
    /// when it does not fit that form.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn blas_dot(
        &self,
        lhs: &Tv<'c, 'a>,
        rhs: &Tv<'c, 'a>,
        batch: (&[i64], &[i64]),
        contract: (&[i64], &[i64]),
        out_dtype: DType,
        out_dims: &[i64],
        extents: &[Option<Tv<'c, 'a>>],
        bias: Option<&Tv<'c, 'a>>,
        addend: Option<&Tv<'c, 'a>>,
    ) -> Result<Option<Tv<'c, 'a>>> {
        let dt = lhs.dtype();
        if !self.has_blas_gemm(dt) || rhs.dtype() != dt || out_dtype != dt {
            return Ok(None);
        }
        let (ld, rd) = (lhs.dims(), rhs.dims());
        let prod = |d: &[i64], idx: &[i64]| idx.iter().map(|&i| d[i as usize]).product::<i64>();
        let (free_l, free_r) = (free_dims(ld.len(), batch.0, contract.0), free_dims(rd.len(), batch.1, contract.1));
        let (b, m, n, k) = (prod(&ld, batch.0), prod(&ld, &free_l), prod(&rd, &free_r), prod(&ld, contract.0));
        let macs = [b, m, n, k].iter().try_fold(1i64, |acc, &v| acc.checked_mul(v));
        if macs.is_none_or(|v| v < MIN_MACS) || [m, n, k].iter().any(|&v| v > MAX_DIM) {
            return Ok(None);
        }
        if bias.is_some_and(|v| v.dtype() != dt || v.dims() != [n]) || addend.is_some_and(|r| r.dtype() != dt || r.dims() != out_dims) {
            return Ok(None);
        }
        let (lhs, a) = self.placed(lhs, batch.0, &free_l, contract.0);
        let (rhs, bb) = self.placed(rhs, batch.1, contract.1, &free_r);
        let moved = |t: &Tv<'c, 'a>, p: &Option<Vec<i64>>| match p {
            Some(p) => self.transpose(t, p),
            None => Ok(t.clone()),
        };
        let a3 = self.reshape(&moved(&lhs, &a.perm)?, &if a.trans { [b, k, m] } else { [b, m, k] })?;
        let b3 = self.reshape(&moved(&rhs, &bb.perm)?, &if bb.trans { [b, n, k] } else { [b, k, n] })?;
        let nb = batch.0.len();
        let bound = self.gemm_bound(out_dims, extents, &[nb, nb + free_l.len(), out_dims.len()])?;
        let addend = addend.map(|r| self.reshape(r, &[b, m, n])).transpose()?;
        let c3 = self.gemm_call(&a3, a.trans, &b3, bb.trans, bias, addend.as_ref(), bound.as_ref())?;
        Ok(Some(self.reshape(&c3, out_dims)?))
    }

    /// `addend + a @ b + bias` for matrices `a` [M, K], `b` [K, N], `bias` [N] and `addend`
    /// [M, N] of one float dtype, each of the two optional, as one gemm kernel call that adds
    /// them itself (a `Linear` layer's `addmm`, and the residual or gradient sum
    /// passes/product_sums.rs gives it), or None when the product does not go to the BLAS kernel
    /// (then the caller adds them). `extents` as for
    /// [`dot_general_within`](Self::dot_general_within).
    pub fn matmul_sum(
        &self,
        a: &Tv<'c, 'a>,
        b: &Tv<'c, 'a>,
        bias: Option<&Tv<'c, 'a>>,
        addend: Option<&Tv<'c, 'a>>,
        extents: &[Option<Tv<'c, 'a>>],
    ) -> Result<Option<Tv<'c, 'a>>> {
        let (ad, bd) = (a.dims(), b.dims());
        if ad.len() != 2 || bd.len() != 2 || ad[1] != bd[0] {
            return Ok(None);
        }
        self.blas_dot(a, b, (&[], &[]), (&[1], &[0]), a.dtype(), &[ad[0], bd[1]], extents, bias, addend)
    }

    /// The sum of the rows of a matrix `x` [R, C] (float32 or float64), [C], as the kernel
    /// `torchtpu_sum_rows` (runtime/cpu_kernels/sum_rows.rs, accumulated in float64), or None when it
    /// stays a `stablehlo.reduce`: no CPU kernels, another dtype, fewer than [`MIN_MACS`]
    /// elements (XLA's reduce is quick and fuses), or more than `SUM_ROWS_MAX` (the kernel is
    /// one thread; XLA's reduce uses them all).
    pub fn sum_rows(&self, x: &Tv<'c, 'a>) -> Result<Option<Tv<'c, 'a>>> {
        let d = x.dims();
        let dt = x.dtype();
        if d.len() != 2 || !self.has_blas_gemm(dt) || d[0] < 2 || d[0].checked_mul(d[1]).is_none_or(|n| !(MIN_MACS..=SUM_ROWS_MAX).contains(&n)) {
            return Ok(None);
        }
        // Read as [1, R, C], the shape the matrix products of a `Linear` layer's backward read
        // the same gradient in: one value, which XLA then writes out once when it is a copy
        // (it duplicated the copy per shape read).
        let x = self.reshape(x, &[1, d[0], d[1]])?;
        Ok(Some(self.cpu_kernel(SUM_ROWS, &[&x], TensorType::new(dt, &[d[1]]))?))
    }

    /// The kernel's bound operand, s64[3], for a result of `dims` whose groups (batch, rows,
    /// columns) end at `ends`, given each dim's true extent (None: not padded, or unknown). None
    /// when no group can be bounded: then the whole product is computed.
    fn gemm_bound(&self, dims: &[i64], extents: &[Option<Tv<'c, 'a>>], ends: &[usize; 3]) -> Result<Option<Tv<'c, 'a>>> {
        if extents.len() != dims.len() || extents.iter().all(Option::is_none) {
            return Ok(None);
        }
        let int = |v: i64| self.broadcast_in_dim(&self.scalar_int(DType::I64, v)?, &[1], &[]);
        let mut parts = Vec::with_capacity(3);
        let mut bounded = false;
        let mut start = 0;
        for &end in ends {
            let (group, true_sizes) = (&dims[start..end], &extents[start..end]);
            let part = match true_sizes.split_first() {
                // The group's leading dim is padded and the rest are not: a prefix of the group.
                Some((Some(n), rest)) if rest.iter().all(Option::is_none) => {
                    bounded = true;
                    let n = self.reshape(&self.convert(n, DType::I64)?, &[1])?;
                    match group[1..].iter().product() {
                        1 => n,
                        inner => self.mul(&n, &int(inner)?)?,
                    }
                }
                _ => int(group.iter().product())?,
            };
            parts.push(part);
            start = end;
        }
        if !bounded {
            return Ok(None);
        }
        Ok(Some(self.concatenate(&parts.iter().collect::<Vec<_>>(), 0)?))
    }

    /// Whether products of `dtype` may go to the BLAS kernel in this module.
    pub fn has_blas_gemm(&self, dtype: DType) -> bool {
        self.opts.blas_gemm && matches!(dtype, DType::F32 | DType::F64)
    }

    /// The kernel call `op(a) @ op(b)` for rank-3 row-major operands `a` [Ba, M, K] (or
    /// [Ba, K, M] when `trans_a`) and `b` [Bb, K, N] (or [Bb, N, K]), with Ba and Bb dividing
    /// the result's batch, the larger of the two: product `i` reads `a[i % Ba]` and `b[i % Bb]`.
    /// Only where [`Builder::has_blas_gemm`] holds; the shapes are checked here.
    pub fn gemm(&self, a: &Tv<'c, 'a>, trans_a: bool, b: &Tv<'c, 'a>, trans_b: bool) -> Result<Tv<'c, 'a>> {
        self.gemm_within(a, trans_a, b, trans_b, None)
    }

    /// [`gemm`](Self::gemm), computing only the leading `bound` = s64[3] `[products, rows,
    /// columns]` of the result when given (the rest is left unwritten: padding).
    pub fn gemm_within(&self, a: &Tv<'c, 'a>, trans_a: bool, b: &Tv<'c, 'a>, trans_b: bool, bound: Option<&Tv<'c, 'a>>) -> Result<Tv<'c, 'a>> {
        self.gemm_call(a, trans_a, b, trans_b, None, None, bound)
    }

    /// [`gemm_within`](Self::gemm_within) plus `bias` (a vector of the result's dtype, one value
    /// per column) added to every row of every product, and `addend` (of the result's type)
    /// added to the result, when given.
    #[allow(clippy::too_many_arguments)]
    fn gemm_call(
        &self,
        a: &Tv<'c, 'a>,
        trans_a: bool,
        b: &Tv<'c, 'a>,
        trans_b: bool,
        bias: Option<&Tv<'c, 'a>>,
        addend: Option<&Tv<'c, 'a>>,
        bound: Option<&Tv<'c, 'a>>,
    ) -> Result<Tv<'c, 'a>> {
        let (ad, bd) = (a.dims(), b.dims());
        let dt = a.dtype();
        if !self.has_blas_gemm(dt) || b.dtype() != dt || ad.len() != 3 || bd.len() != 3 {
            return Err(crate::Error::Internal(format!("gemm kernel call on {} and {}: not a product it takes here", a.ty, b.ty)));
        }
        let (m, ka) = if trans_a { (ad[2], ad[1]) } else { (ad[1], ad[2]) };
        let (kb, n) = if trans_b { (bd[2], bd[1]) } else { (bd[1], bd[2]) };
        let batch = ad[0].max(bd[0]);
        if ka != kb || ad[0] < 1 || bd[0] < 1 || batch % ad[0] != 0 || batch % bd[0] != 0 || [m, n, ka].iter().any(|&v| v > MAX_DIM) {
            return Err(crate::Error::Internal(format!("gemm kernel call on {} and {} (transposed: {trans_a}, {trans_b}): shapes do not agree", a.ty, b.ty)));
        }
        let result = TensorType::new(dt, &[batch, m, n]);
        let mut operands = vec![a, b];
        let name = match bias {
            Some(v) if v.dtype() == dt && v.dims() == [n] => {
                operands.push(v);
                target_bias(trans_a, trans_b)
            }
            Some(v) => return Err(crate::Error::Internal(format!("gemm kernel bias {}: expected {dt}[{n}]", v.ty))),
            None => target(trans_a, trans_b),
        };
        let name = match addend {
            Some(r) if r.ty == result => {
                operands.push(r);
                target_add(trans_a, trans_b, bias.is_some())
            }
            Some(r) => return Err(crate::Error::Internal(format!("gemm kernel addend {}: expected {result}", r.ty))),
            None => name,
        };
        match bound {
            Some(bound) if bound.dtype() == DType::I64 && bound.dims() == [3] => operands.push(bound),
            Some(bound) => return Err(crate::Error::Internal(format!("gemm kernel bound {}: expected i64[3]", bound.ty))),
            None => {}
        }
        self.cpu_kernel(name, &operands, result)
    }

    /// A call to one of torchtpu's CPU kernels (runtime/cpu_kernels/): a typed FFI custom call
    /// whose operands and result are all row-major.
    pub fn cpu_kernel(&self, target: &str, operands: &[&Tv<'c, 'a>], result: TensorType) -> Result<Tv<'c, 'a>> {
        Ok(self.cpu_kernel_n(target, operands, &[result])?.remove(0))
    }

    /// [`cpu_kernel`](Self::cpu_kernel) with several results.
    pub fn cpu_kernel_n(&self, target: &str, operands: &[&Tv<'c, 'a>], results: &[TensorType]) -> Result<Vec<Tv<'c, 'a>>> {
        self.kernel_call(target, operands, results, &[])
    }

    /// A typed FFI custom call to one of torchtpu's kernels (runtime/cpu_kernels/,
    /// runtime/cuda_kernels/) whose operands and results are all row-major, with `config` (name,
    /// MLIR attribute text) as its `backend_config` dictionary, which the handler reads as its
    /// attributes.
    pub fn kernel_call(&self, target: &str, operands: &[&Tv<'c, 'a>], results: &[TensorType], config: &[(&str, String)]) -> Result<Vec<Tv<'c, 'a>>> {
        let row_major = |rank: usize| {
            let dims: Vec<String> = (0..rank).rev().map(|d| d.to_string()).collect();
            format!("dense<[{}]> : tensor<{rank}xindex>", dims.join(", "))
        };
        let layouts: Vec<String> = operands.iter().map(|t| row_major(t.rank())).collect();
        let result_layouts: Vec<String> = results.iter().map(|t| row_major(t.rank())).collect();
        let mut attrs = vec![
            ("call_target_name", format!("\"{target}\"")),
            ("api_version", "4 : i32".to_string()),
            ("operand_layouts", format!("[{}]", layouts.join(", "))),
            ("result_layouts", format!("[{}]", result_layouts.join(", "))),
        ];
        if !config.is_empty() {
            let entries: Vec<String> = config.iter().map(|(name, value)| format!("{name} = {value}")).collect();
            attrs.push(("backend_config", format!("{{{}}}", entries.join(", "))));
        }
        self.op("stablehlo.custom_call", operands, results, &attrs, vec![])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grouped_operands_are_read_in_place() {
        // x [M, K] @ w.T: x plain, w [N, K] read transposed.
        assert_eq!(arrange(2, &[], &[0], &[1]), Arrange { perm: None, trans: false });
        assert_eq!(arrange(2, &[], &[1], &[0]), Arrange { perm: None, trans: true });
        // bmm [B, M, K] x [B, K, N].
        assert_eq!(arrange(3, &[0], &[1], &[2]), Arrange { perm: None, trans: false });
        // A batch dim that is not leading has to move.
        assert_eq!(arrange(3, &[1], &[0], &[2]), Arrange { perm: Some(vec![1, 0, 2]), trans: false });
        // Several free dims, grouped: [B, M1, M2, K].
        assert_eq!(arrange(4, &[0], &[1, 2], &[3]), Arrange { perm: None, trans: false });
        assert_eq!(free_dims(4, &[0], &[3]), vec![1, 2]);
    }
}
