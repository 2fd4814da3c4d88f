use std::collections::BTreeSet;

use super::promote::PromoOperand;
use super::*;
use crate::ir::DType::*;

/// The error of lowering graph `json` with the default passes (test helper of the families' tests).
pub(super) fn error_of(json: &str) -> String {
    match crate::driver::lower_graph(json, &crate::passes::PassOptions::default()) {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.to_string(),
    }
}

/// The StableHLO of graph `json` lowered with the default passes (test helper).
pub(super) fn mlir_of(json: &str) -> String {
    match crate::driver::lower_graph(json, &crate::passes::PassOptions::default()) {
        Ok(f) => f.lowered.mlir,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn registry_has_no_duplicates_and_is_complete() {
    let names = registered_names();
    let unique: BTreeSet<&str> = names.iter().copied().collect();
    let dups: Vec<&&str> = names.iter().filter(|n| names.iter().filter(|m| m == n).count() > 1).collect();
    assert!(dups.is_empty(), "registered twice: {dups:?}");
    assert_eq!(unique.len(), registry().len());
    // ATen overloads, plus the few prims ops that decompositions leave in graphs with symbolic sizes,
    // torchtpu's own ops (custom kernels, the recurrent loops of rnn.rs, the batch norms with their
    // activation of norm.rs), oneDNN's fused convolution, which capture/conv_epilogue.py
    // writes into inference graphs, and torch's control-flow operators (control_flow.rs).
    let torchtpu_op = |n: &str| n.starts_with("torchtpu.") && rnn::RULES.iter().chain(norm::RULES).any(|e| e.name == n);
    let control = |n: &str| n == crate::ir::COND_TARGET || n == crate::ir::WHILE_TARGET;
    let own = |n: &str| n == KERNEL_TARGET || torchtpu_op(n) || control(n) || n == "mkldnn._convolution_pointwise.default";
    let bad: Vec<&&str> = names.iter().filter(|n| !(n.starts_with("aten.") || n.starts_with("prims.") || own(n))).collect();
    assert!(bad.is_empty(), "rules must be keyed by an ATen (or prims) overload or a torchtpu op: {bad:?}");
}

#[test]
fn family_tables_are_alphabetical() {
    for family in families() {
        let names: Vec<&str> = family.iter().map(|e| e.name).collect();
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

#[test]
fn traits_are_consistent() {
    for (name, e) in registry() {
        let t = e.traits;
        assert!(!t.random || !t.cse, "{name}: a random op must not be merged by CSE");
        if t.pointwise {
            // Integer divisions keep padding too, with their divisor's padded lanes set to 1.
            assert!(matches!(t.pad, traits::Pad::Keep | traits::Pad::Divide), "{name}: pointwise ops keep padding");
            assert_eq!(t.sym, traits::Sym::Value, "{name}: pointwise ops compute with symbolic values");
            assert!(!t.random && !t.storage, "{name}: a pointwise op is deterministic and reads values only");
        }
    }
}

#[test]
fn ops_cse_must_not_merge_are_random_draws_and_uninitialized_memory() {
    // The names of every op whose two identical calls may differ (what CSE matched by name before
    // the traits existed): each such op must say so in its traits, and no other op may.
    let differs = |n: &str| {
        ["rand", "bernoulli", "dropout", "uniform", "normal", "exponential", "multinomial", "randperm", "empty", "rrelu_with_noise_functional"]
            .iter()
            .any(|k| n.contains(k))
    };
    for (name, e) in registry() {
        assert_eq!(e.traits.cse, !differs(name), "{name}: CSE trait");
        assert_eq!(e.traits.random, differs(name) && !name.contains("empty"), "{name}: random trait");
    }
}

#[test]
fn only_the_random_family_draws_and_only_as_strided_addresses_storage() {
    let drawn: BTreeSet<&str> = registry().iter().filter(|(_, e)| e.traits.random).map(|(n, _)| *n).collect();
    let family: BTreeSet<&str> = random::RULES.iter().map(|e| e.name).collect();
    assert_eq!(drawn, family);
    let storage: Vec<&str> = registry().iter().filter(|(_, e)| e.traits.storage).map(|(n, _)| *n).collect();
    assert_eq!(storage, ["aten.as_strided.default", "aten.as_strided_scatter.default"]);
}

#[test]
fn pointwise_ops_are_the_elementwise_cast_and_special_families() {
    let pointwise: BTreeSet<&str> = registry().iter().filter(|(_, e)| e.traits.pointwise).map(|(n, _)| *n).collect();
    let mut families: BTreeSet<&str> =
        [elementwise::RULES, elementwise::CAST_RULES, special::RULES].iter().flat_map(|f| f.iter().map(|e| e.name)).collect();
    // And the complex family's elementwise ops: all but the two views that change the shape.
    families.extend(complex::RULES.iter().map(|e| e.name).filter(|n| !n.starts_with("aten.view_as_")));
    assert_eq!(pointwise, families);
}
