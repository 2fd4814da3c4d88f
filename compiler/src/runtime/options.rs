//! Serialized `xla.CompileOptionsProto`: the default bytes, and the checks that keep XLA's `CHECK`s
//! (which abort the whole process) away from bad input.
//!
//! The proto is read with the tiny wire-format reader in [`super::proto`]; no protobuf dependency is
//! needed for the two fields that matter here.

use super::proto::{Fields, WireValue};
use crate::{Error, Result};

/// `CompileOptionsProto.executable_build_options` (an `ExecutableBuildOptionsProto`).
const FIELD_EXECUTABLE_BUILD_OPTIONS: u64 = 3;
/// `ExecutableBuildOptionsProto.num_replicas` (int64).
const FIELD_NUM_REPLICAS: u64 = 4;
/// `ExecutableBuildOptionsProto.num_partitions` (int64).
const FIELD_NUM_PARTITIONS: u64 = 5;

/// `CompileOptionsProto { executable_build_options { num_replicas: 1 num_partitions: 1 } }`:
/// one replica, one partition, everything else default.
pub fn default_compile_options() -> Vec<u8> {
    vec![0x1a, 0x04, 0x20, 0x01, 0x28, 0x01]
}

/// `ExecutableBuildOptionsProto.use_spmd_partitioning` (bool).
const FIELD_USE_SPMD_PARTITIONING: u64 = 6;

/// `CompileOptionsProto { executable_build_options { num_replicas: 1 num_partitions: n
/// use_spmd_partitioning: true } }`: one program over `n` devices, partitioned by XLA's SPMD
/// partitioner from the module's `mhlo.sharding` annotations (driver/spmd.rs).
pub fn spmd_compile_options(partitions: u64) -> Vec<u8> {
    let mut build = vec![(FIELD_NUM_REPLICAS << 3) as u8, 0x01, (FIELD_NUM_PARTITIONS << 3) as u8];
    push_varint(&mut build, partitions);
    build.extend([(FIELD_USE_SPMD_PARTITIONING << 3) as u8, 0x01]);
    let mut out = vec![((FIELD_EXECUTABLE_BUILD_OPTIONS << 3) | 2) as u8];
    push_varint(&mut out, build.len() as u64);
    out.extend(build);
    out
}

fn push_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8 & 0x7f) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// What [`validate_compile_options`] read from the options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompileOptionsSummary {
    pub num_replicas: i64,
    pub num_partitions: i64,
}

/// Checks that `bytes` is a well-formed `CompileOptionsProto` whose build options ask for at least
/// one replica and one partition. XLA `CHECK`-fails (aborting the process) when either is 0, which is
/// what an empty options string means.
pub fn validate_compile_options(bytes: &[u8]) -> Result<CompileOptionsSummary> {
    let bad =
        |why: String| Error::RuntimeArg(format!("invalid compile options (serialized CompileOptionsProto): {why}"));
    if bytes.is_empty() {
        return Err(bad("empty; XLA needs executable_build_options with num_replicas >= 1 and num_partitions >= 1 \
             (use runtime::default_compile_options())"
            .into()));
    }
    // Proto semantics: embedded messages with the same field number merge; the last scalar wins.
    let mut num_replicas = 0i64;
    let mut num_partitions = 0i64;
    let mut saw_build_options = false;
    for field in Fields::new(bytes) {
        let (number, value) = field.map_err(|e| bad(e.into()))?;
        if number != FIELD_EXECUTABLE_BUILD_OPTIONS {
            continue;
        }
        let WireValue::Bytes(inner) = value else {
            return Err(bad("executable_build_options (field 3) is not a length-delimited message".into()));
        };
        saw_build_options = true;
        for inner_field in Fields::new(inner) {
            let (number, value) = inner_field.map_err(|e| bad(format!("in executable_build_options: {e}")))?;
            let slot = match number {
                FIELD_NUM_REPLICAS => &mut num_replicas,
                FIELD_NUM_PARTITIONS => &mut num_partitions,
                _ => continue,
            };
            let WireValue::Varint(v) = value else {
                return Err(bad(format!("executable_build_options field {number} is not a varint")));
            };
            // int64 fields are two's complement varints.
            *slot = v as i64;
        }
    }
    if !saw_build_options {
        return Err(bad("no executable_build_options (field 3); XLA needs num_replicas and num_partitions".into()));
    }
    if num_replicas < 1 || num_partitions < 1 {
        return Err(bad(format!(
            "num_replicas = {num_replicas}, num_partitions = {num_partitions}; both must be >= 1"
        )));
    }
    Ok(CompileOptionsSummary { num_replicas, num_partitions })
}
