//! Random ops. Only the deterministic cases are lowered so far: dropout that is off (`train=False`)
//! or has `p == 0`. Real sampling needs a seed threaded from torch's generator (issue: op coverage);
//! until then those graphs fall back to eager with a warning that names `aten.native_dropout`.

use super::call::{Call, Rule};
use crate::emit::Tv;
use crate::ir::DType;
use crate::Result;

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub const RULES: &[(&str, Rule)] = &[("aten.native_dropout.default", native_dropout)];

/// `native_dropout(x, p, train)` → `(out, mask)`.
fn native_dropout<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let x = c.tensor(0)?;
    let p = c.float(1, "p")?;
    let train = c.bool_or(2, "train", true)?;
    if train && p != 0.0 {
        return Err(c.unsupported(format!("dropout with p={p} in training mode (random sampling is not lowered yet)")));
    }
    Ok(vec![x.clone(), c.b.splat(DType::Bool, 1.0, &x.dims())?])
}
