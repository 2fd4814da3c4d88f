//! Data-dependent gathers and segment sums: `masked_scatter`, `put`, `nonzero_static`,
//! `segment_reduce` and `embedding_bag`.

use super::*;

/// Inclusive running sum of a 1-d i64 tensor.
pub(super) fn running_sum<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    let n = x.dims()[0];
    let init = c.b.scalar_int(DType::I64, 0)?;
    Ok(c.b
        .reduce_window_multi(&[x], &[&init], &[n], &[1], &[1], &[(n - 1, 0)], |b, a| Ok(vec![b.add(&a[0], &a[1])?]))?
        .remove(0))
}

/// `masked_scatter(self, mask, source)`: the positions where `mask` is true, in order, take
/// `source`'s elements in order.
pub(super) fn masked_scatter<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let xd = x.dims();
    let n = x.numel();
    let src = c.b.convert(&c.tensor(2)?, x.dtype())?;
    if n == 0 || src.numel() == 0 {
        return Ok(vec![x]);
    }
    let m = broadcast_to(c.b, &c.b.convert(&c.tensor(1)?, DType::Bool)?, &xd)?;
    let mf = c.b.reshape(&m, &[n])?;
    let pos = c.b.sub(&running_sum(c, &c.b.convert(&mf, DType::I64)?)?, &c.b.splat(DType::I64, 1.0, &[n])?)?;
    let hi = c.b.splat(DType::I64, (src.numel() - 1) as f64, &[n])?;
    let pos = c.b.clamp(&c.b.splat(DType::I64, 0.0, &[n])?, &pos, &hi)?;
    let flat_src = c.b.reshape(&src, &[src.numel()])?;
    let dims = GatherDims { offset_dims: vec![], collapsed_slice_dims: vec![0], start_index_map: vec![0], index_vector_dim: 1 };
    let taken = c.b.gather(&flat_src, &c.b.reshape(&pos, &[n, 1])?, &dims, &[1], &[n])?;
    let r = c.b.select(&mf, &taken, &c.b.reshape(&x, &[n])?)?;
    Ok(vec![c.b.reshape(&r, &xd)?])
}

/// `put(self, index, source, accumulate=False)`: `self` as a flat tensor, scattered into.
pub(super) fn put<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let xd = x.dims();
    let n = x.numel();
    let index = c.tensor(1)?;
    let k = index.numel();
    if k == 0 || n == 0 {
        return Ok(vec![x]);
    }
    let idx = wrap(c, &c.b.reshape(&index, &[k])?, 0, n, true)?;
    let src = c.b.reshape(&c.b.convert(&c.tensor(2)?, x.dtype())?, &[k])?;
    let dims = ScatterDims { update_window_dims: vec![], inserted_window_dims: vec![0], scatter_dims_to_operand_dims: vec![0], index_vector_dim: 1 };
    let accumulate = c.bool_or(3, "accumulate", false)?;
    let combine = if accumulate { Some(if x.dtype() == DType::Bool { "stablehlo.or" } else { "stablehlo.add" }) } else { None };
    let y = c.b.scatter(&c.b.reshape(&x, &[n])?, &c.b.reshape(&idx, &[k, 1])?, &src, &dims, combine)?;
    Ok(vec![c.b.reshape(&y, &xd)?])
}

/// `nonzero_static(x, *, size, fill_value=-1)` → `[size, ndim]`: the coordinates of the first
/// `size` nonzero elements in row-major order, the remaining rows filled with `fill_value`.
pub(super) fn nonzero_static<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = c.tensor(0)?;
    let od = c.out_dims(0)?;
    let [size, nd] = od[..] else { return Err(c.invalid(format!("result {} is not [size, ndim]", c.out_ty(0)?))) };
    let fill = c.int_or(usize::MAX, "fill_value", -1)?;
    let out = b.broadcast_in_dim(&b.scalar_int(DType::I64, fill)?, &od, &[])?;
    let n = x.numel();
    if n == 0 || size == 0 {
        return Ok(vec![out]);
    }
    let xd = x.dims();
    let m = b.reshape(&b.convert(&x, DType::Bool)?, &[n])?;
    let pos = b.sub(&running_sum(c, &b.convert(&m, DType::I64)?)?, &b.splat(DType::I64, 1.0, &[n])?)?;
    // Elements that are zero (or past `size`) scatter to row `size`, which is dropped.
    let pos = b.select(&m, &pos, &b.splat(DType::I64, size as f64, &[n])?)?;
    let mut coords = Vec::new();
    for i in 0..xd.len() {
        coords.push(b.reshape(&b.iota(DType::I64, &xd, i)?, &[n, 1])?);
    }
    let upd = if nd == 0 {
        b.splat(DType::I64, 0.0, &[n, 0])?
    } else {
        let refs: Vec<&Tv> = coords.iter().collect();
        b.concatenate(&refs, 1)?
    };
    if nd == 0 {
        return Ok(vec![out]);
    }
    let dims = ScatterDims { update_window_dims: vec![1], inserted_window_dims: vec![0], scatter_dims_to_operand_dims: vec![0], index_vector_dim: 1 };
    Ok(vec![b.scatter(&out, &b.reshape(&pos, &[n, 1])?, &upd, &dims, None)?])
}

/// `segment_reduce(data, reduce, *, lengths | offsets, axis=0, unsafe, initial)`: `data`'s
/// `axis` cut into consecutive segments (per leading index), each reduced (max, min, sum, prod,
/// mean) starting from `initial` (or the reduction's identity). An empty segment gives `initial`,
/// or the identity (NaN for mean).
pub(super) fn segment_reduce<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let out = c.out_ty(0)?;
    let od = c.out_dims(0)?;
    let x = c.tensor(0)?;
    let dt = x.dtype();
    if !dt.is_float() {
        // Eager's kernels (CPU and CUDA) take only floating data: `"_segment_reduce_cpu" not
        // implemented for 'Long'`. Refused, the node runs in eager and raises so.
        return Err(c.unsupported(format!("segment_reduce of {dt:?} data: eager implements floating types only")));
    }
    let reduce = c.str_or(1, "reduce", "sum")?;
    let axis = c.norm_dim(c.int_or(usize::MAX, "axis", 0)?, x.rank())?;
    if x.rank() == 0 {
        return Err(c.invalid("segment_reduce of a 0-d tensor"));
    }
    let xd = x.dims();
    let p: i64 = xd[..axis].iter().product();
    let n = xd[axis];
    let q: i64 = xd[axis + 1..].iter().product();
    let (starts, ends) = if let Some(crate::ir::Operand::Value(v)) = c.kwargs.get("lengths") {
        let l = c.value(*v)?;
        let s = *l.dims().last().unwrap_or(&0);
        let l2 = b.reshape(&b.convert(&l, DType::I64)?, &[p, s])?;
        let init = b.scalar_int(DType::I64, 0)?;
        let ends = if s == 0 { l2.clone() } else {
            b.reduce_window_multi(&[&l2], &[&init], &[1, s], &[1, 1], &[1, 1], &[(0, 0), (s - 1, 0)], |b, a| Ok(vec![b.add(&a[0], &a[1])?]))?.remove(0)
        };
        (b.sub(&ends, &l2)?, ends)
    } else if let Some(crate::ir::Operand::Value(v)) = c.kwargs.get("offsets") {
        let o = c.value(*v)?;
        let s1 = *o.dims().last().unwrap_or(&1);
        let o2 = b.reshape(&b.convert(&o, DType::I64)?, &[p, s1])?;
        (b.slice(&o2, &[0, 0], &[p, s1 - 1], &[1, 1])?, b.slice(&o2, &[0, 1], &[p, s1], &[1, 1])?)
    } else {
        return Err(c.unsupported("segment_reduce needs lengths or offsets"));
    };
    let s = starts.dims()[1];
    if od.iter().product::<i64>() == 0 {
        return Ok(vec![b.splat(out.dtype, 0.0, &od)?]);
    }
    let shape = [p, s, n, q];
    let idx = b.iota(DType::I64, &shape, 2)?;
    let st = b.broadcast_in_dim(&starts, &shape, &[0, 1])?;
    let en = b.broadcast_in_dim(&ends, &shape, &[0, 1])?;
    let inside = b.binary("stablehlo.and", &b.compare(&idx, &st, "GE")?, &b.compare(&idx, &en, "LT")?)?;
    let vals = b.broadcast_in_dim(&b.reshape(&x, &[p, n, q])?, &shape, &[0, 2, 3])?;
    let (op, identity) = match reduce.as_str() {
        "sum" | "mean" => ("stablehlo.add", 0.0),
        "prod" => ("stablehlo.multiply", 1.0),
        "max" => ("stablehlo.maximum", crate::lower::reduction::extreme_identity(dt, true)),
        "min" => ("stablehlo.minimum", crate::lower::reduction::extreme_identity(dt, false)),
        other => return Err(c.unsupported(format!("reduce=`{other}`"))),
    };
    let initial = if c.has(usize::MAX, "initial") { Some(c.float(usize::MAX, "initial")?) } else { None };
    let start = initial.unwrap_or(identity);
    let masked = b.select(&inside, &vals, &b.splat(dt, identity, &shape)?)?;
    let name = op.to_string();
    let init = b.scalar(dt, start)?;
    let r = b
        .reduce_multi(&[&masked], &[&init], &[2], move |b, a| {
            Ok(vec![if name.ends_with("imum") { crate::lower::elementwise::max_min_nan(b, &name, &a[0], &a[1])? } else { b.binary(&name, &a[0], &a[1])? }])
        })?
        .remove(0); // [p, s, q]
    let len = b.broadcast_in_dim(&b.sub(&ends, &starts)?, &[p, s, q], &[0, 1])?;
    let r = if reduce == "mean" {
        let lf = b.convert(&len, dt)?;
        let empty = b.compare(&len, &b.splat(DType::I64, 0.0, &[p, s, q])?, "EQ")?;
        let avg = b.div(&r, &lf)?;
        let empty_val = b.splat(dt, initial.unwrap_or(f64::NAN), &[p, s, q])?;
        b.select(&empty, &empty_val, &avg)?
    } else {
        r
    };
    Ok(vec![b.reshape(&b.convert(&r, out.dtype)?, &od)?])
}

/// `_embedding_bag_forward_only(weight, indices [N], offsets, scale_grad_by_freq, mode, sparse,
/// per_sample_weights, include_last_offset, padding_idx)` → `(output [B, D], offset2bag,
/// bag_size, max_indices)`. Index i belongs to the last bag whose offset is <= i; indices equal to
/// `padding_idx` take no part. mode 0 sums (times `per_sample_weights`), 1 averages, 2 takes the
/// maximum; an empty bag gives zeros.
pub(super) fn embedding_bag<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let w = c.tensor(0)?;
    let dt = w.dtype();
    let idx = c.tensor(1)?;
    let offs = c.b.convert(&c.tensor(2)?, DType::I64)?;
    let mode = c.int_or(4, "mode", 0)?;
    // With include_last_offset the last offset ends the last bag (it equals the index count).
    let include_last = c.bool_or(7, "include_last_offset", false)?;
    let padding = c.int_or(8, "padding_idx", -1)?;
    let od = c.out_dims(0)?;
    let [nbags, dd] = od[..] else { return Err(c.invalid(format!("result {} is not [bags, dim]", c.out_ty(0)?))) };
    if w.rank() != 2 {
        return Err(c.invalid(format!("weight {} is not [rows, dim]", w.ty)));
    }
    let n = idx.numel();
    let zeros_like = |i: usize| -> Result<Tv<'c, 'a>> { let t = c.out_ty(i)?; b.splat(t.dtype, 0.0, &c.out_dims(i)?) };
    let fill = |v: &Tv<'c, 'a>, i: usize| -> Result<Tv<'c, 'a>> {
        let want = c.out_dims(i)?;
        if v.dims() == want { b.convert(v, c.out_ty(i)?.dtype) } else { zeros_like(i) }
    };
    if n == 0 || nbags == 0 {
        return Ok(vec![b.splat(dt, 0.0, &od)?, zeros_like(1)?, zeros_like(2)?, zeros_like(3)?]);
    }
    let idx = b.reshape(&b.convert(&idx, DType::I64)?, &[n])?;
    let no = offs.numel();
    let offs = b.reshape(&offs, &[no])?;
    // bag[i] = #(offsets <= i) - 1 over the bag-start offsets.
    let starts = if include_last { b.slice(&offs, &[0], &[no - 1], &[1])? } else { offs.clone() };
    let ns = starts.numel();
    let pos = b.iota(DType::I64, &[n, ns], 0)?;
    let le = b.convert(&b.compare(&b.broadcast_in_dim(&starts, &[n, ns], &[1])?, &pos, "LE")?, DType::I64)?;
    let bag = b.sub(&b.reduce(&le, &b.scalar_int(DType::I64, 0)?, &[1], "stablehlo.add")?, &b.splat(DType::I64, 1.0, &[n])?)?;
    let valid = if padding >= 0 { b.compare(&idx, &b.splat(DType::I64, padding as f64, &[n])?, "NE")? } else { b.splat(DType::Bool, 1.0, &[n])? };
    let member = b.binary(
        "stablehlo.and",
        &b.compare(&b.broadcast_in_dim(&bag, &[nbags, n], &[1])?, &b.iota(DType::I64, &[nbags, n], 0)?, "EQ")?,
        &b.broadcast_in_dim(&valid, &[nbags, n], &[1])?,
    )?;
    let dims = GatherDims { offset_dims: vec![1], collapsed_slice_dims: vec![0], start_index_map: vec![0], index_vector_dim: 1 };
    let rows = b.gather(&w, &b.reshape(&wrap(c, &idx, 0, w.dims()[0], false)?, &[n, 1])?, &dims, &[1, dd], &[n, dd])?;
    let counts = b.reduce(&b.convert(&member, DType::I64)?, &b.scalar_int(DType::I64, 0)?, &[1], "stablehlo.add")?;
    let (output, max_idx) = if mode == 2 {
        let cells = b.broadcast_in_dim(&rows, &[nbags, n, dd], &[1, 2])?;
        let m3 = b.broadcast_in_dim(&member, &[nbags, n, dd], &[0, 1])?;
        let lowest = crate::lower::reduction::extreme_identity(dt, true);
        let masked = b.select(&m3, &cells, &b.splat(dt, lowest, &[nbags, n, dd])?)?;
        let which = b.broadcast_in_dim(&idx, &[nbags, n, dd], &[1])?;
        let is_float = dt.is_float();
        let mut r = b.reduce_multi(&[&masked, &which], &[&b.scalar(dt, lowest)?, &b.scalar_int(DType::I64, -1)?], &[1], move |b, a| {
            crate::lower::reduction::pick_extreme(b, &a, true, is_float, false)
        })?;
        let empty = b.broadcast_in_dim(&b.compare(&counts, &b.splat(DType::I64, 0.0, &[nbags])?, "EQ")?, &[nbags, dd], &[0])?;
        let vals = b.select(&empty, &b.splat(dt, 0.0, &[nbags, dd])?, &r[0])?;
        let mi = b.select(&empty, &b.splat(DType::I64, 0.0, &[nbags, dd])?, &r.remove(1))?;
        (vals, Some(mi))
    } else {
        let mut mf = b.convert(&member, DType::F64)?;
        if let Some(psw) = c.opt_tensor(6, "per_sample_weights")? {
            let p = b.broadcast_in_dim(&b.reshape(&b.convert(&psw, DType::F64)?, &[n])?, &[nbags, n], &[1])?;
            mf = b.mul(&mf, &p)?;
        }
        let rows64 = b.convert(&rows, DType::F64)?;
        let mut sum = b.dot_general(&mf, &rows64, (&[], &[]), (&[1], &[0]), DType::F64)?;
        if mode == 1 {
            let cnt = b.convert(&b.max(&counts, &b.splat(DType::I64, 1.0, &[nbags])?)?, DType::F64)?;
            sum = b.div(&sum, &b.broadcast_in_dim(&cnt, &[nbags, dd], &[0])?)?;
        }
        (b.convert(&sum, dt)?, None)
    };
    // As torch's kernel: sum fills only the output; mean also gives the bags and their sizes (the
    // sizes again as max_indices); max gives the bags, sizes and the argmax rows (0 for empty bags).
    let (bags_out, sizes_out, max_out) = match (mode, max_idx) {
        (0, _) => (zeros_like(1)?, zeros_like(2)?, zeros_like(3)?),
        (_, Some(m)) => (fill(&bag, 1)?, fill(&counts, 2)?, fill(&m, 3)?),
        _ => (fill(&bag, 1)?, fill(&counts, 2)?, fill(&counts, 3)?),
    };
    Ok(vec![output, bags_out, sizes_out, max_out])
}
