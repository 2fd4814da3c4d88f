//! Indexed reductions: `scatter_reduce`, `scatter(reduce=...)` and `index_reduce` (one
//! reduce-into helper), and `index_put` with a boolean mask.

use super::*;

/// `self` with `src` reduced into the positions `index` names along `dim` (torch's
/// `scatter_reduce`): `reduce` is sum, prod, mean, amax or amin; without `include_self` the
/// positions that receive anything start from the reduction's identity instead of `self`.
pub(super) fn reduce_into<'c, 'a>(
    c: &Call<'_, 'c, 'a>,
    x: &Tv<'c, 'a>,
    dim: usize,
    index: &Tv<'c, 'a>,
    src: &Tv<'c, 'a>,
    reduce: &str,
    include_self: bool,
) -> Result<Tv<'c, 'a>> {
    let dt = x.dtype();
    let xd = x.dims();
    let src = c.b.convert(src, dt)?;
    if index.numel() == 0 {
        return Ok(x.clone());
    }
    let (x1, src1, index1) = if x.rank() == 0 {
        (c.b.reshape(x, &[1])?, c.b.reshape(&src, &[1])?, c.b.reshape(index, &[1])?)
    } else {
        (x.clone(), src, index.clone())
    };
    let id = index1.dims();
    let src1 = if src1.dims() != id { c.b.slice(&src1, &vec![0; id.len()], &id, &vec![1; id.len()])? } else { src1 };
    let coords = coordinates(c, &index1, dim, x1.dims()[dim])?;
    let r = x1.rank() as i64;
    let dims = || ScatterDims {
        update_window_dims: vec![],
        inserted_window_dims: (0..r).collect(),
        scatter_dims_to_operand_dims: (0..r).collect(),
        index_vector_dim: r,
    };
    let xd1 = x1.dims();
    // How many updates each position receives.
    let ones = c.b.splat(DType::I64, 1.0, &id)?;
    let count = c.b.scatter(&c.b.splat(DType::I64, 0.0, &xd1)?, &coords, &ones, &dims(), Some("stablehlo.add"))?;
    let hit = c.b.compare(&count, &c.b.splat(DType::I64, 0.0, &xd1)?, "GT")?;
    let (op, identity) = match reduce {
        "sum" | "mean" | "add" => ("stablehlo.add", c.b.splat(dt, 0.0, &xd1)?),
        "prod" | "multiply" => ("stablehlo.multiply", c.b.splat(dt, 1.0, &xd1)?),
        "amax" => ("stablehlo.maximum", c.b.splat(dt, crate::lower::reduction::extreme_identity(dt, true), &xd1)?),
        "amin" => ("stablehlo.minimum", c.b.splat(dt, crate::lower::reduction::extreme_identity(dt, false), &xd1)?),
        other => return Err(c.unsupported(format!("reduce=`{other}`"))),
    };
    let base = if include_self { x1.clone() } else { c.b.select(&hit, &identity, &x1)? };
    let mut y = c.b.scatter(&base, &coords, &src1, &dims(), Some(op))?;
    if reduce == "mean" {
        let n = if include_self { c.b.add(&count, &c.b.splat(DType::I64, 1.0, &xd1)?)? } else { count.clone() };
        let n = c.b.max(&n, &c.b.splat(DType::I64, 1.0, &xd1)?)?;
        let nf = c.b.convert(&n, dt)?;
        let q = if dt.is_float() {
            c.b.div(&y, &nf)?
        } else {
            // Integer means round toward negative infinity, as torch's floor division.
            let q = c.b.div(&y, &nf)?;
            let rem = c.b.binary("stablehlo.remainder", &y, &nf)?;
            let zero = c.b.splat(dt, 0.0, &xd1)?;
            let fix = c.b.binary("stablehlo.and", &c.b.compare(&rem, &zero, "NE")?, &c.b.compare(&y, &zero, "LT")?)?;
            c.b.select(&fix, &c.b.sub(&q, &c.b.splat(dt, 1.0, &xd1)?)?, &q)?
        };
        y = c.b.select(&hit, &q, &y)?;
    }
    if dt.is_float() && (reduce == "amax" || reduce == "amin") {
        // A NaN among the values reduced into a position gives NaN there, as in torch.
        let nan_src = c.b.convert(&c.b.compare(&src1, &src1, "NE")?, DType::I64)?;
        let nans = c.b.scatter(&c.b.splat(DType::I64, 0.0, &xd1)?, &coords, &nan_src, &dims(), Some("stablehlo.add"))?;
        let any_nan = c.b.compare(&nans, &c.b.splat(DType::I64, 0.0, &xd1)?, "GT")?;
        y = c.b.select(&any_nan, &c.b.splat(dt, f64::NAN, &xd1)?, &y)?;
        if include_self {
            y = c.b.select(&c.b.compare(&x1, &x1, "NE")?, &x1, &y)?;
        }
    }
    c.b.reshape(&y, &xd)
}

/// `scatter_reduce.two(self, dim, index, src, reduce, *, include_self=True)`.
pub(super) fn scatter_reduce_two<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let index = c.tensor(2)?;
    let src = c.tensor(3)?;
    let reduce = c.str_or(4, "reduce", "sum")?;
    let include_self = c.bool_or(5, "include_self", true)?;
    Ok(vec![reduce_into(c, &x, dim, &index, &src, &reduce, include_self)?])
}

/// `scatter.reduce(self, dim, index, src, *, reduce)` / `scatter.value_reduce(..., value, ...)`:
/// reduce is `add` or `multiply`, and `self` takes part.
pub(super) fn scatter_reduce_legacy<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let index = c.tensor(2)?;
    let src = match c.arg(3, "src") {
        Some(crate::ir::Operand::Value(_)) => c.tensor(3)?,
        _ => c.b.splat(x.dtype(), c.float(3, "value")?, &index.dims())?,
    };
    let reduce = c.str_or(4, "reduce", "add")?;
    Ok(vec![reduce_into(c, &x, dim, &index, &src, &reduce, true)?])
}

/// `index_reduce(self, dim, index, source, reduce, *, include_self=True)`: `index` is 1-d and
/// names, for each slice of `source` along `dim`, the slice of `self` it reduces into.
pub(super) fn index_reduce<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let dim = c.norm_dim(c.int(1, "dim")?, x.rank())?;
    let index = c.tensor(2)?;
    let src = c.tensor(3)?;
    let reduce = c.str_or(4, "reduce", "prod")?;
    let include_self = c.bool_or(5, "include_self", true)?;
    let sd = src.dims();
    let full = if src.rank() == 0 { c.b.reshape(&index, &[])? } else { c.b.broadcast_in_dim(&c.b.reshape(&index, &[index.numel()])?, &sd, &[dim as i64])? };
    Ok(vec![reduce_into(c, &x, dim, &full, &src, &reduce, include_self)?])
}

/// `index_put` with one boolean mask (`x[mask] = values`, after `p` leading full slices), when
/// `values` broadcasts over the selected elements whatever their count: then it is a `select`.
pub(super) fn index_put_mask<'c, 'a>(c: &Call<'_, 'c, 'a>, x: &Tv<'c, 'a>, p: usize, mask: &Tv<'c, 'a>) -> R<'c, 'a> {
    let xd = x.dims();
    let md = mask.dims();
    let (lead, rest) = (&xd[..p], &xd[p + md.len()..]);
    let values = c.b.convert(&c.tensor(2)?, x.dtype())?;
    let vd = values.dims();
    // x[mask] has shape lead + [count] + rest; values must have size 1 (or nothing) at count.
    let count_axis = lead.len() as i64 - (lead.len() + 1 + rest.len()) as i64 + vd.len() as i64;
    if vd.len() > lead.len() + 1 + rest.len() || (count_axis >= 0 && vd[count_axis as usize] != 1) {
        return Err(c.unsupported("boolean mask indexing (its result shape depends on the data)"));
    }
    let mut one_count: Vec<i64> = lead.to_vec();
    one_count.push(1);
    one_count.extend_from_slice(rest);
    if broadcast_shapes(&[vd.clone(), one_count.clone()]).as_deref() != Some(&one_count[..]) {
        // Eager raises (the values do not broadcast to `x[mask]`); refused, it runs there.
        return Err(c.unsupported(format!("values of shape {vd:?} do not broadcast to the masked elements: eager raises")));
    }
    let v = broadcast_to(c.b, &values, &one_count)?;
    let mut spread: Vec<i64> = lead.to_vec();
    spread.extend(std::iter::repeat(1).take(md.len()));
    spread.extend_from_slice(rest);
    let v = broadcast_to(c.b, &c.b.reshape(&v, &spread)?, &xd)?;
    let mut mshape = vec![1; p];
    mshape.extend_from_slice(&md);
    mshape.extend(std::iter::repeat(1).take(rest.len()));
    let m = c.b.convert(mask, DType::Bool)?;
    let m = broadcast_to(c.b, &c.b.reshape(&m, &mshape)?, &xd)?;
    let accumulate = c.bool_or(3, "accumulate", false)?;
    let r = if accumulate {
        let sum = if x.dtype() == DType::Bool { c.b.binary("stablehlo.or", x, &v)? } else { c.b.add(x, &v)? };
        c.b.select(&m, &sum, x)?
    } else {
        c.b.select(&m, &v, x)?
    };
    Ok(vec![r])
}
