use std::collections::BTreeSet;

use super::promote::PromoOperand;
use super::*;
use crate::ir::DType::*;

#[test]
fn registry_has_no_duplicates_and_is_complete() {
    let names = registered_names();
    let unique: BTreeSet<&str> = names.iter().copied().collect();
    let dups: Vec<&&str> = names.iter().filter(|n| names.iter().filter(|m| m == n).count() > 1).collect();
    assert!(dups.is_empty(), "registered twice: {dups:?}");
    assert_eq!(unique.len(), registry().len());
    // ATen overloads, plus the few prims ops that decompositions leave in graphs with symbolic sizes.
    let bad: Vec<&&str> = names.iter().filter(|n| !(n.starts_with("aten.") || n.starts_with("prims."))).collect();
    assert!(bad.is_empty(), "rules must be keyed by an ATen (or prims) overload: {bad:?}");
}

#[test]
fn family_tables_are_alphabetical() {
    for family in families() {
        let names: Vec<&str> = family.iter().map(|(n, _)| *n).collect();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(names, sorted, "keep registries alphabetical");
    }
}

#[test]
fn promote_types_follows_torch() {
    assert_eq!(promote_types(F16, BF16), F32);
    assert_eq!(promote_types(U8, I8), I16);
    assert_eq!(promote_types(I32, F16), F16);
    assert_eq!(promote_types(Bool, I8), I8);
    assert_eq!(promote_types(I64, I32), I64);
}

#[test]
fn result_type_follows_torch() {
    use PromoOperand::*;
    // int tensor + python float -> default float
    assert_eq!(result_type(&[Tensor(I64), Scalar(F64)]), F32);
    // f16 tensor + python float stays f16
    assert_eq!(result_type(&[Tensor(F16), Scalar(F64)]), F16);
    // 0-d f64 tensor does not widen a dimensioned f32 tensor
    assert_eq!(result_type(&[Tensor(F32), ZeroDim(F64)]), F32);
    // ... but a 0-d float tensor lifts an int tensor
    assert_eq!(result_type(&[Tensor(I32), ZeroDim(F64)]), F64);
    // bool tensor + python int -> int64
    assert_eq!(result_type(&[Tensor(Bool), Scalar(I64)]), I64);
    assert_eq!(result_type(&[Tensor(U8), Scalar(I64)]), U8);
}
