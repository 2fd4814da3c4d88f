//! Run-time checks: conditions under which eager PyTorch raises (an index out of range, an integer
//! division by zero) and XLA would instead return a clamped, dropped or arbitrary value. A rule
//! computes each condition in the program (one boolean per check), [`Checks::finish`] gathers them
//! into one extra result, and the caller raises on the host when one is set, naming the node and
//! op (`torchtpu.CheckError`; docs/runtime-checks.md). After Inductor's indirect-indexing asserts.

use std::cell::RefCell;

use serde::Serialize;

use crate::emit::{Builder, Tv};
use crate::ir::DType;
use crate::Result;

/// `TORCHTPU_CHECKS`: `0`, `false`, `off` or `no` compiles without run-time checks. Read into the
/// compile config (`driver::CompileConfig::runtime_checks`) by Python's `config.py`, or by the
/// command line's entry point; never here.
pub const CHECKS_ENV: &str = "TORCHTPU_CHECKS";

/// What a failed check means, as torch reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum CheckKind {
    /// An index outside its dimension (eager: `IndexError` or `RuntimeError`, "out of bounds").
    Index,
    /// An integer division or remainder by zero (eager: `RuntimeError: ZeroDivisionError`).
    ZeroDivision,
    /// A `torch._assert_async` condition was false (eager: `RuntimeError`).
    Assert,
    /// A value the op refuses (eager: `RuntimeError`), e.g. a negative `std` of `normal`.
    Value,
}

impl CheckKind {
    pub fn as_str(self) -> &'static str {
        match self {
            CheckKind::Index => "index",
            CheckKind::ZeroDivision => "zero_division",
            CheckKind::Assert => "assert",
            CheckKind::Value => "value",
        }
    }
}

/// One check of a program: flag `i` of the checks result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CheckInfo {
    /// The graph node whose op it guards.
    pub node: String,
    /// Its ATen op.
    pub op: String,
    pub kind: CheckKind,
    /// What failed, in torch's terms ("index out of range for dimension 1 of size 3").
    pub message: String,
}

/// The checks a program collects while it is lowered.
pub struct Checks<'c, 'a> {
    /// `TORCHTPU_CHECKS`. They hold in shape buckets too: `bucket_shapes` sets the padded lanes
    /// of index tensors to 0 and of integer divisors to 1, and gives indexing nodes the true
    /// extents of padded indexed dims, which the index checks compare with (`Call::true_extent`).
    pub enabled: bool,
    found: RefCell<Vec<(Tv<'c, 'a>, CheckInfo)>>,
}

impl<'c, 'a> Checks<'c, 'a> {
    pub fn new(enabled: bool) -> Self {
        Checks {
            enabled,
            found: RefCell::new(Vec::new()),
        }
    }

    /// Records that `bad` (a boolean tensor) must be false everywhere.
    pub fn add(&self, b: &Builder<'c, 'a>, bad: &Tv<'c, 'a>, info: CheckInfo) -> Result<()> {
        // The graph's own assertions (`torch._assert_async`) always hold; TORCHTPU_CHECKS covers
        // the checks torchtpu adds.
        if !(self.enabled || info.kind == CheckKind::Assert) || bad.numel() == 0 {
            return Ok(());
        }
        let all: Vec<i64> = (0..bad.rank() as i64).collect();
        let any = if all.is_empty() {
            bad.clone()
        } else {
            b.reduce(bad, &b.scalar(DType::Bool, 0.0)?, &all, "stablehlo.or")?
        };
        self.found.borrow_mut().push((any, info));
        Ok(())
    }

    /// The checks result (`i1[n]`, flag `i` set when check `i` failed) and what each flag means;
    /// `None` when there is nothing to check.
    pub fn finish(self, b: &Builder<'c, 'a>) -> Result<Option<(Tv<'c, 'a>, Vec<CheckInfo>)>> {
        let found = self.found.into_inner();
        if found.is_empty() {
            return Ok(None);
        }
        let mut flags = Vec::with_capacity(found.len());
        let mut infos = Vec::with_capacity(found.len());
        for (any, info) in found {
            flags.push(b.reshape(&any, &[1])?);
            infos.push(info);
        }
        let refs: Vec<&Tv> = flags.iter().collect();
        Ok(Some((b.concatenate(&refs, 0)?, infos)))
    }
}
