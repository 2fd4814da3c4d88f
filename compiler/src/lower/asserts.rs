//! `torch._assert_async`: a scalar condition checked on the host after the run, through the
//! program's run-time checks (`checks.rs`, docs/runtime-checks.md). Its own family file, above
//! `checks.rs` and `call.rs`, so that the checks machinery, which every rule's `Call` carries,
//! depends on no rule (`scripts/check_cycles.py compiler/src --depth 2`).

use super::call::Call;
use super::checks::{CheckInfo, CheckKind};
use super::traits::{op, OpRule, Pad};
use crate::emit::Tv;
use crate::Result;

pub const RULES: &[OpRule] = &[
    // `torch._assert_async(cond, msg)`, and the checks torchtpu's decompositions insert
    // (`one_hot`'s class range, backend.py). The condition is a scalar computed by masked
    // reductions, so it holds under padding too.
    op("aten._assert_async.default", assert_async)
        .effect()
        .pad(Pad::Keep),
    op("aten._assert_async.msg", assert_async)
        .effect()
        .pad(Pad::Keep),
];

/// A check that the scalar `cond` is true; no results.
fn assert_async<'c, 'a>(c: &Call<'_, 'c, 'a>) -> Result<Vec<Tv<'c, 'a>>> {
    let cond = c.tensor(0)?;
    if cond.numel() != 1 {
        return Err(c.invalid(format!(
            "the condition must have one element, not {}",
            cond.numel()
        )));
    }
    let zero = c.b.splat(cond.dtype(), 0.0, &cond.dims())?;
    let bad = c.b.compare(&cond, &zero, "EQ")?;
    let message = c.str_or(1, "assert_msg", "")?;
    let message = if message.is_empty() {
        "assertion failed (torch._assert_async)".to_string()
    } else {
        message
    };
    c.checks.add(
        c.b,
        &bad,
        CheckInfo {
            node: c.node.name.clone(),
            op: c.target.into(),
            kind: CheckKind::Assert,
            message,
        },
    )?;
    Ok(vec![])
}
