//! SPMD annotations: one lowered `@main` turned into a program over `n` devices that XLA's SPMD
//! partitioner splits (docs/distributed.md, "One process, several devices").
//!
//! Each parameter is either replicated (every device holds all of it) or split into `n` equal
//! blocks along one dim; every result is replicated, so any device's results are the whole value.
//! XLA inserts the collectives this needs (an all-reduce after a contraction over a split dim, an
//! all-gather before a replicated result) and schedules them itself.

use melior::ir::attribute::Attribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, OperationMutLike};
use melior::ir::Module;
use melior::Context;

use crate::ir::TensorType;
use crate::{Error, Result};

/// How one parameter is laid out over the devices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sharding {
    /// Every device holds the whole tensor.
    Replicated,
    /// Device `k` holds block `k` of `n` equal blocks along `dim`.
    Split { dim: usize },
}

impl Sharding {
    /// XLA's `HloSharding` text for a tensor of rank `rank` over `devices` devices.
    pub fn hlo_text(self, rank: usize, devices: usize) -> String {
        match self {
            Sharding::Replicated => "{replicated}".into(),
            Sharding::Split { dim } => {
                let tiles: Vec<String> = (0..rank).map(|d| if d == dim { devices.to_string() } else { "1".into() }).collect();
                let ids: Vec<String> = (0..devices).map(|d| d.to_string()).collect();
                format!("{{devices=[{}]{}}}", tiles.join(","), ids.join(","))
            }
        }
    }

    /// The shape of one device's block of a tensor of shape `dims`; an error naming `what` when the
    /// split dim does not exist or does not divide evenly.
    pub fn block_dims(self, dims: &[i64], devices: usize, what: &str) -> Result<Vec<i64>> {
        match self {
            Sharding::Replicated => Ok(dims.to_vec()),
            Sharding::Split { dim } => {
                let size = *dims
                    .get(dim)
                    .ok_or_else(|| Error::RuntimeArg(format!("{what}: cannot split dim {dim} of a tensor of shape {dims:?}")))?;
                if size % devices as i64 != 0 {
                    return Err(Error::RuntimeArg(format!(
                        "{what}: dim {dim} of shape {dims:?} ({size}) does not split evenly over {devices} devices"
                    )));
                }
                let mut block = dims.to_vec();
                block[dim] = size / devices as i64;
                Ok(block)
            }
        }
    }
}

/// `mlir` (a module whose `@main` takes `params` and returns `n_results` values) with `mhlo.num_partitions = devices`, each
/// parameter's `mhlo.sharding`, and every result replicated. Buffer aliasing
/// (`tf.aliasing_output`) is dropped: an SPMD run copies its arguments in.
pub fn annotate_spmd(
    ctx: &Context,
    mlir: &str,
    params: &[TensorType],
    n_results: usize,
    shardings: &[Sharding],
    devices: usize,
) -> Result<String> {
    if params.len() != shardings.len() {
        return Err(Error::Internal(format!("{} shardings for {} parameters", shardings.len(), params.len())));
    }
    let parse = |text: &str| Attribute::parse(ctx, text).ok_or_else(|| Error::Internal(format!("SPMD annotation `{text}` does not parse")));
    let mut module = Module::parse(ctx, mlir).ok_or_else(|| Error::Internal("the lowered module does not parse again".into()))?;
    let mut main = module
        .body()
        .first_operation_mut()
        .ok_or_else(|| Error::Internal("the lowered module has no @main".into()))?;
    let args: Vec<String> = params
        .iter()
        .zip(shardings)
        .map(|(t, s)| format!("{{mhlo.sharding = \"{}\"}}", s.hlo_text(t.rank(), devices)))
        .collect();
    main.set_attribute("arg_attrs", parse(&format!("[{}]", args.join(", ")))?);
    let results = vec!["{mhlo.sharding = \"{replicated}\"}"; n_results];
    main.set_attribute("res_attrs", parse(&format!("[{}]", results.join(", ")))?);
    let mut top = module.as_operation_mut();
    top.set_attribute("mhlo.num_partitions", parse(&format!("{devices} : i32"))?);
    top.set_attribute("mhlo.num_replicas", parse("1 : i32")?);
    if !module.as_operation().verify() {
        return Err(Error::EmitVerify(format!("MLIR verifier rejected the SPMD module:\n{}", module.as_operation())));
    }
    Ok(module.as_operation().to_string())
}
