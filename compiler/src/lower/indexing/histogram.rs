//! Counting into bins: `histc`, `histogram` (bin count or edges) and `histogramdd`, and
//! `searchsorted`, which they share the bin search with.

use super::*;

/// `searchsorted(sorted_sequence, self, *, out_int32, right, side, sorter)`: torch's binary
/// search, step for step (`!(mid >= v)` moves right, or `!(mid > v)` for `right`), so NaNs and
/// unsorted rows give what torch gives.
pub(super) fn searchsorted<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let mut seq = c.tensor(0)?;
    let v = c.tensor(1)?;
    let right = match c.kwargs.get("side") {
        Some(crate::ir::Operand::Str(s)) => s == "right",
        _ => c.bool_or(usize::MAX, "right", false)?,
    };
    let sd = seq.dims();
    let n = *sd.last().unwrap_or(&0);
    let vd = v.dims();
    if n == 0 || v.numel() == 0 {
        return Ok(vec![c.b.splat(out.dtype, 0.0, &vd)?]);
    }
    // Rows of the sequence pair with rows of the values: none against some do not (torch raises).
    if seq.numel() == 0 {
        return Err(c.invalid(format!("no sorted rows in {} for the values {}", seq.ty, v.ty)));
    }
    if let Some(crate::ir::Operand::Value(sv)) = c.kwargs.get("sorter") {
        let sorter = c.value(*sv)?;
        let coords = coordinates(c, &sorter, sd.len() - 1, n)?;
        let r = sd.len() as i64;
        let dims = GatherDims { offset_dims: vec![], collapsed_slice_dims: (0..r).collect(), start_index_map: (0..r).collect(), index_vector_dim: r };
        seq = c.b.gather(&seq, &coords, &dims, &vec![1; sd.len()], &sd)?;
    }
    let dt = crate::lower::promote::promote_types(seq.dtype(), v.dtype());
    let rows = seq.numel() / n;
    let seq2 = c.b.reshape(&c.b.convert(&seq, dt)?, &[rows, n])?;
    let per_row = v.numel() / rows;
    let v2 = c.b.reshape(&c.b.convert(&v, dt)?, &[rows, per_row])?;
    let shape = [rows, per_row];
    let k = |x: i64| c.b.splat(DType::I64, x as f64, &shape);
    let mut start = k(0)?;
    let mut end = k(n)?;
    let row = c.b.reshape(&c.b.iota(DType::I64, &shape, 0)?, &[rows, per_row, 1])?;
    let steps = 65 - (n as u64).leading_zeros() as i64;
    let dims = GatherDims { offset_dims: vec![], collapsed_slice_dims: vec![0, 1], start_index_map: vec![0, 1], index_vector_dim: 2 };
    for _ in 0..steps {
        let active = c.b.compare(&start, &end, "LT")?;
        let half = c.b.binary("stablehlo.shift_right_arithmetic", &c.b.sub(&end, &start)?, &k(1)?)?;
        let mid = c.b.add(&start, &half)?;
        let at = c.b.min(&mid, &k(n - 1)?)?;
        let idx = c.b.concatenate(&[&row, &c.b.reshape(&at, &[rows, per_row, 1])?], 2)?;
        let mid_val = c.b.gather(&seq2, &idx, &dims, &[1, 1], &shape)?;
        let stop = c.b.compare(&mid_val, &v2, if right { "GT" } else { "GE" })?;
        let go_right = c.b.binary("stablehlo.and", &active, &c.b.unary("stablehlo.not", &stop)?)?;
        let go_left = c.b.binary("stablehlo.and", &active, &stop)?;
        start = c.b.select(&go_right, &c.b.add(&mid, &k(1)?)?, &start)?;
        end = c.b.select(&go_left, &mid, &end)?;
    }
    Ok(vec![c.b.reshape(&c.b.convert(&start, out.dtype)?, &vd)?])
}

/// `histc(self, bins, min, max)`: counts in `bins` equal bins over [min, max] (the data's range
/// when min == max); values outside are dropped, the maximum goes into the last bin.
pub(super) fn histc<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let out = c.out_ty(0)?;
    let x = c.tensor(0)?;
    let bins = c.int_or(1, "bins", 100)?;
    let (mut lo_v, mut hi_v) = (c.float_or(2, "min", 0.0)?, c.float_or(3, "max", 0.0)?);
    let dt = x.dtype();
    let n = x.numel();
    let flat = c.b.reshape(&x, &[n])?;
    let (lo, hi) = if lo_v == hi_v {
        if n == 0 {
            lo_v -= 1.0;
            hi_v += 1.0;
            (c.b.scalar(dt, lo_v)?, c.b.scalar(dt, hi_v)?)
        } else {
            let mn = c.b.reduce(&flat, &c.b.scalar(dt, f64::INFINITY)?, &[0], "stablehlo.minimum")?;
            let mx = c.b.reduce(&flat, &c.b.scalar(dt, f64::NEG_INFINITY)?, &[0], "stablehlo.maximum")?;
            let same = c.b.compare(&mn, &mx, "EQ")?;
            let one = c.b.scalar(dt, 1.0)?;
            (c.b.select(&same, &c.b.sub(&mn, &one)?, &mn)?, c.b.select(&same, &c.b.add(&mx, &one)?, &mx)?)
        }
    } else {
        (c.b.scalar(dt, lo_v)?, c.b.scalar(dt, hi_v)?)
    };
    if n == 0 {
        return Ok(vec![c.b.splat(out.dtype, 0.0, &[bins])?]);
    }
    let lo_n = c.b.broadcast_in_dim(&lo, &[n], &[])?;
    let hi_n = c.b.broadcast_in_dim(&hi, &[n], &[])?;
    // pos = (x - lo) * bins / (hi - lo), truncated, in the input's precision as torch computes it.
    let scaled = c.b.div(&c.b.mul(&c.b.sub(&flat, &lo_n)?, &c.b.splat(dt, bins as f64, &[n])?)?, &c.b.sub(&hi_n, &lo_n)?)?;
    let pos = c.b.convert(&scaled, DType::I64)?;
    let last = c.b.splat(DType::I64, (bins - 1) as f64, &[n])?;
    let pos = c.b.select(&c.b.compare(&pos, &c.b.splat(DType::I64, bins as f64, &[n])?, "EQ")?, &last, &pos)?;
    let inside = c.b.binary("stablehlo.and", &c.b.compare(&flat, &lo_n, "GE")?, &c.b.compare(&flat, &hi_n, "LE")?)?;
    let pos = c.b.select(&inside, &pos, &c.b.splat(DType::I64, -1.0, &[n])?)?;
    let pos2 = c.b.broadcast_in_dim(&pos, &[n, bins], &[0])?;
    let which = c.b.iota(DType::I64, &[n, bins], 1)?;
    let hits = c.b.convert(&c.b.compare(&pos2, &which, "EQ")?, out.dtype)?;
    let counts = c.b.reduce(&hits, &c.b.scalar(out.dtype, 0.0)?, &[0], "stablehlo.add")?;
    Ok(vec![counts])
}

/// `histogram(x, bins, *, range=None, weight=None, density=False)` → `(hist, bin_edges)`: edges
/// as torch's linspace computes them (from the front for the first half, from the back for the
/// second), each element in the last bin whose left edge is not above it (the rightmost edge
/// included), elements outside the edges and NaN dropped.
pub(super) fn histogram_bin_ct<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let dt = x.dtype();
    let bins = c.int(1, "bins")?;
    let n = x.numel();
    let flat = b.reshape(&x, &[n])?;
    let (lo, hi) = match c.kwargs.get("range") {
        Some(crate::ir::Operand::List(items)) if items.len() == 2 => {
            let num = |o: &crate::ir::Operand| match o {
                crate::ir::Operand::Float(v) => Ok(*v),
                crate::ir::Operand::Int(v) => Ok(*v as f64),
                _ => Err(c.invalid("range must hold numbers")),
            };
            (b.scalar(dt, num(&items[0])?)?, b.scalar(dt, num(&items[1])?)?)
        }
        _ if n == 0 => (b.scalar(dt, 0.0)?, b.scalar(dt, 0.0)?),
        _ => (
            b.reduce(&flat, &b.scalar(dt, f64::INFINITY)?, &[0], "stablehlo.minimum")?,
            b.reduce(&flat, &b.scalar(dt, f64::NEG_INFINITY)?, &[0], "stablehlo.maximum")?,
        ),
    };
    let edges = linspace_edges(b, &lo, &hi, bins, dt)?;
    let hist = histogram_counts(c, &flat, &edges)?;
    Ok(vec![hist, edges])
}

/// `histogram(x, bins: Tensor, *, weight=None, density=False)`: the given edges.
pub(super) fn histogram_bins_tensor<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let flat = b.reshape(&x, &[x.numel()])?;
    let e = c.tensor(1)?;
    let edges = b.reshape(&b.convert(&e, x.dtype())?, &[e.numel()])?;
    let hist = histogram_counts(c, &flat, &edges)?;
    Ok(vec![hist, edges])
}

/// The (weighted, optionally density-normalized) counts of `flat` in the bins between `edges`.
pub(super) fn histogram_counts<'c, 'a>(c: &Call<'_, 'c, 'a>, flat: &Tv<'c, 'a>, edges: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let b = c.b;
    let dt = flat.dtype();
    let n = flat.numel();
    let ne = edges.numel();
    let bins = (ne - 1).max(0);
    let out_dt = c.out_ty(0)?.dtype;
    if n == 0 || bins == 0 {
        return b.splat(out_dt, 0.0, &[bins]);
    }
    // pos = #(edges <= x) - 1 (upper_bound), the last edge counting into the last bin.
    let e2 = b.broadcast_in_dim(edges, &[n, ne], &[1])?;
    let x2 = b.broadcast_in_dim(flat, &[n, ne], &[0])?;
    let le = b.convert(&b.compare(&e2, &x2, "LE")?, DType::I64)?;
    let pos = b.sub(&b.reduce(&le, &b.scalar_int(DType::I64, 0)?, &[1], "stablehlo.add")?, &b.splat(DType::I64, 1.0, &[n])?)?;
    let pos = b.min(&pos, &b.splat(DType::I64, (bins - 1) as f64, &[n])?)?;
    let first = b.broadcast_in_dim(&b.reshape(&b.slice(edges, &[0], &[1], &[1])?, &[])?, &[n], &[])?;
    let last = b.broadcast_in_dim(&b.reshape(&b.slice(edges, &[bins], &[bins + 1], &[1])?, &[])?, &[n], &[])?;
    let inside = b.binary("stablehlo.and", &b.compare(flat, &first, "GE")?, &b.compare(flat, &last, "LE")?)?;
    let w = match c.kwargs.get("weight") {
        Some(crate::ir::Operand::Value(v)) => b.reshape(&b.convert(&c.value(*v)?, dt)?, &[n])?,
        _ => b.splat(dt, 1.0, &[n])?,
    };
    let w = b.select(&inside, &w, &b.splat(dt, 0.0, &[n])?)?;
    let hits = b.compare(&b.broadcast_in_dim(&pos, &[n, bins], &[0])?, &b.iota(DType::I64, &[n, bins], 1)?, "EQ")?;
    let contrib = b.select(&hits, &b.broadcast_in_dim(&w, &[n, bins], &[0])?, &b.splat(dt, 0.0, &[n, bins])?)?;
    let mut hist = b.reduce(&contrib, &b.scalar(dt, 0.0)?, &[0], "stablehlo.add")?;
    if c.bool_or(usize::MAX, "density", false)? {
        let total = b.reduce(&hist, &b.scalar(dt, 0.0)?, &[0], "stablehlo.add")?;
        let widths = b.sub(&b.slice(edges, &[1], &[ne], &[1])?, &b.slice(edges, &[0], &[bins], &[1])?)?;
        hist = b.div(&hist, &b.mul(&b.broadcast_in_dim(&total, &[bins], &[])?, &widths)?)?;
    }
    b.convert(&hist, out_dt)
}

/// torch's `linspace(lo, hi, bins + 1)` for histogram edges (lo == hi widens to lo - 0.5, hi + 0.5):
/// the first half from the front, the second from the back, as torch's kernel computes them.
pub(super) fn linspace_edges<'c, 'a>(b: &Builder<'c, 'a>, lo: &Tv<'c, 'a>, hi: &Tv<'c, 'a>, bins: i64, dt: DType) -> Result<Tv<'c, 'a>> {
    let same = b.compare(lo, hi, "EQ")?;
    let half = b.scalar(dt, 0.5)?;
    let lo = b.select(&same, &b.sub(lo, &half)?, lo)?;
    let hi = b.select(&same, &b.add(hi, &half)?, hi)?;
    let ne = bins + 1;
    let step = b.div(&b.sub(&hi, &lo)?, &b.scalar(dt, bins as f64)?)?;
    let i = b.convert(&b.iota(DType::I64, &[ne], 0)?, dt)?;
    let lo_n = b.broadcast_in_dim(&lo, &[ne], &[])?;
    let hi_n = b.broadcast_in_dim(&hi, &[ne], &[])?;
    let step_n = b.broadcast_in_dim(&step, &[ne], &[])?;
    let front = b.add(&lo_n, &b.mul(&step_n, &i)?)?;
    let back = b.sub(&hi_n, &b.mul(&step_n, &b.sub(&b.splat(dt, bins as f64, &[ne])?, &i)?)?)?;
    let first_half = b.compare(&b.iota(DType::I64, &[ne], 0)?, &b.splat(DType::I64, (ne / 2) as f64, &[ne])?, "LT")?;
    b.select(&first_half, &front, &back)
}

/// The edges of every dim of a `histogramdd` of `x [N, D]` (from `range`, or each column's range).
pub(super) fn histogramdd_edges<'c, 'a>(c: &Call<'_, 'c, 'a>) -> Result<(Tv<'c, 'a>, Vec<Tv<'c, 'a>>)> {
    let b = c.b;
    let x = c.tensor(0)?;
    let dt = x.dtype();
    let xd = x.dims();
    let dims = *xd.last().unwrap_or(&1);
    let n = x.numel() / dims.max(1);
    let x2 = b.reshape(&x, &[n, dims])?;
    let bins = c.ints(1, "bins")?;
    let range: Option<Vec<f64>> = match c.kwargs.get("range").or(c.args.get(2)) {
        Some(crate::ir::Operand::List(items)) => Some(
            items
                .iter()
                .map(|o| match o {
                    crate::ir::Operand::Float(v) => Ok(*v),
                    crate::ir::Operand::Int(v) => Ok(*v as f64),
                    _ => Err(c.invalid("range must hold numbers")),
                })
                .collect::<Result<Vec<f64>>>()?,
        ),
        _ => None,
    };
    if bins.len() as i64 != dims || bins.iter().any(|&k| !(1..crate::ir::MAX_ELEMENTS).contains(&k)) {
        return Err(c.invalid(format!("bins {bins:?} for {dims} dims")));
    }
    if range.as_ref().is_some_and(|r| r.len() as i64 != 2 * dims) {
        return Err(c.invalid(format!("range needs 2 numbers for each of {dims} dims")));
    }
    let mut edges = Vec::new();
    for d in 0..dims {
        let col = b.reshape(&b.slice(&x2, &[0, d], &[n, d + 1], &[1, 1])?, &[n])?;
        let (lo, hi) = match &range {
            Some(r) => (b.scalar(dt, r[2 * d as usize])?, b.scalar(dt, r[2 * d as usize + 1])?),
            None if n == 0 => (b.scalar(dt, 0.0)?, b.scalar(dt, 0.0)?),
            None => (
                b.reduce(&col, &b.scalar(dt, f64::INFINITY)?, &[0], "stablehlo.minimum")?,
                b.reduce(&col, &b.scalar(dt, f64::NEG_INFINITY)?, &[0], "stablehlo.maximum")?,
            ),
        };
        edges.push(linspace_edges(b, &lo, &hi, bins[d as usize], dt)?);
    }
    Ok((x2, edges))
}

/// `_histogramdd_bin_edges(x, bins, range, weight, density)` → one edge tensor per dim.
pub(super) fn histogramdd_bin_edges<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    Ok(histogramdd_edges(c)?.1)
}

/// `_histogramdd_from_bin_cts(x, bins, range, weight, density)`: the D-dimensional counts.
pub(super) fn histogramdd_from_bin_cts<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let (x2, edges) = histogramdd_edges(c)?;
    let bins = c.ints(1, "bins")?;
    histogramdd_counts(c, &x2, &edges, &bins, 3, 4)
}

/// `_histogramdd_from_bin_tensors(x, bins: Tensor[], *, weight, density)`: given edges.
pub(super) fn histogramdd_from_bin_tensors<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let xd = x.dims();
    let dims = *xd.last().unwrap_or(&1);
    let n = x.numel() / dims.max(1);
    let x2 = b.reshape(&x, &[n, dims])?;
    let edges: Vec<Tv<'c, 'a>> = c
        .tensor_list(1, "bins")?
        .into_iter()
        .map(|e| e.ok_or_else(|| c.invalid("bins must be tensors")))
        .map(|e| e.and_then(|e| { let k = e.numel(); b.reshape(&b.convert(&e, x.dtype())?, &[k]) }))
        .collect::<Result<_>>()?;
    let bins: Vec<i64> = edges.iter().map(|e| e.numel() - 1).collect();
    histogramdd_counts(c, &x2, &edges, &bins, 2, 3)
}

/// The D-dimensional (weighted, optionally density-normalized) counts of the rows of `x2 [N, D]`.
pub(super) fn histogramdd_counts<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x2: &Tv<'c, 'a>,
    edges: &[Tv<'c, 'a>],
    bins: &[i64],
    weight_arg: usize,
    density_arg: usize,
) -> R<'c, 'a> {
    let b = c.b;
    let dt = x2.dtype();
    let n = x2.dims()[0];
    let bins = bins.to_vec();
    let cells = crate::ir::checked_numel(&bins)
        .filter(|&n| n <= crate::ir::MAX_ELEMENTS)
        .ok_or_else(|| c.invalid(format!("bins {bins:?}: too many cells")))?;
    let od = c.out_dims(0)?;
    if n == 0 || cells == 0 {
        return Ok(vec![b.splat(c.out_ty(0)?.dtype, 0.0, &od)?]);
    }
    let mut flat_idx = b.splat(DType::I64, 0.0, &[n])?;
    let mut inside = b.splat(DType::Bool, 1.0, &[n])?;
    for (d, e) in edges.iter().enumerate() {
        let nb = bins[d];
        let ne = nb + 1;
        let col = b.reshape(&b.slice(x2, &[0, d as i64], &[n, d as i64 + 1], &[1, 1])?, &[n])?;
        let le = b.convert(&b.compare(&b.broadcast_in_dim(e, &[n, ne], &[1])?, &b.broadcast_in_dim(&col, &[n, ne], &[0])?, "LE")?, DType::I64)?;
        let pos = b.sub(&b.reduce(&le, &b.scalar_int(DType::I64, 0)?, &[1], "stablehlo.add")?, &b.splat(DType::I64, 1.0, &[n])?)?;
        let pos = b.min(&pos, &b.splat(DType::I64, (nb - 1) as f64, &[n])?)?;
        let first = b.broadcast_in_dim(&b.reshape(&b.slice(e, &[0], &[1], &[1])?, &[])?, &[n], &[])?;
        let last = b.broadcast_in_dim(&b.reshape(&b.slice(e, &[nb], &[ne], &[1])?, &[])?, &[n], &[])?;
        let ok = b.binary("stablehlo.and", &b.compare(&col, &first, "GE")?, &b.compare(&col, &last, "LE")?)?;
        inside = b.binary("stablehlo.and", &inside, &ok)?;
        flat_idx = b.add(&b.mul(&flat_idx, &b.splat(DType::I64, nb as f64, &[n])?)?, &pos)?;
    }
    let w = match c.kwargs.get("weight").or(c.args.get(weight_arg)) {
        Some(crate::ir::Operand::Value(v)) => b.reshape(&b.convert(&c.value(*v)?, dt)?, &[n])?,
        _ => b.splat(dt, 1.0, &[n])?,
    };
    let w = b.select(&inside, &w, &b.splat(dt, 0.0, &[n])?)?;
    let hits = b.compare(&b.broadcast_in_dim(&flat_idx, &[n, cells], &[0])?, &b.iota(DType::I64, &[n, cells], 1)?, "EQ")?;
    let contrib = b.select(&hits, &b.broadcast_in_dim(&w, &[n, cells], &[0])?, &b.splat(dt, 0.0, &[n, cells])?)?;
    let mut hist = b.reduce(&contrib, &b.scalar(dt, 0.0)?, &[0], "stablehlo.add")?;
    hist = b.reshape(&hist, &bins)?;
    if c.bool_or(density_arg, "density", false)? {
        let total = b.reduce(&hist, &b.scalar(dt, 0.0)?, &(0..bins.len() as i64).collect::<Vec<_>>(), "stablehlo.add")?;
        let mut denom = b.broadcast_in_dim(&total, &bins, &[])?;
        for (d, e) in edges.iter().enumerate() {
            let nb = bins[d];
            let widths = b.sub(&b.slice(e, &[1], &[nb + 1], &[1])?, &b.slice(e, &[0], &[nb], &[1])?)?;
            denom = b.mul(&denom, &b.broadcast_in_dim(&widths, &bins, &[d as i64])?)?;
        }
        hist = b.div(&hist, &denom)?;
    }
    Ok(vec![b.convert(&hist, c.out_ty(0)?.dtype)?])
}
