//! Complex tensors (complex.rs and the `.complex()` mark): the dtype table, promotion, literals,
//! and the refusal of complex operands by rules written for real numbers.

use super::promote::PromoOperand;
use super::*;
use crate::driver::lower_graph;
use crate::emit::scalar_dense;
use crate::ir::DType::{self, *};
use crate::passes::PassOptions;
use crate::runtime::{default_compile_options, Client, ElementType};

#[test]
fn complex_dtypes_are_in_the_one_table() {
    for (d, name, mlir, torch, bytes) in [(C64, "c64", "complex<f32>", "complex64", 8), (C128, "c128", "complex<f64>", "complex128", 16)] {
        assert_eq!(DType::from_name(name), Some(d));
        assert_eq!((d.mlir(), d.torch_name(), d.byte_size()), (mlir, torch, bytes));
        assert!(d.is_complex() && !d.is_float() && !d.is_integer() && !d.is_bool());
        assert_eq!(ElementType::from(d).mlir_name(), mlir);
        assert_eq!(ElementType::from(d).byte_size(), bytes);
    }
    assert_eq!((C64.real_part(), C128.real_part()), (F32, F64));
    assert_eq!((F32.complex_of(), F64.complex_of(), BF16.complex_of(), I64.complex_of()), (Some(C64), Some(C128), Some(C64), None));
}

#[test]
fn complex_promotion_follows_torch() {
    // torch.promote_types
    assert_eq!(promote_types(C64, F32), C64);
    assert_eq!(promote_types(F64, C64), C128);
    assert_eq!(promote_types(C64, F16), C64);
    assert_eq!(promote_types(C64, I64), C64);
    assert_eq!(promote_types(Bool, C128), C128);
    assert_eq!(promote_types(C64, C128), C128);
    use PromoOperand::*;
    // A complex tensor with a python float or int stays complex64.
    assert_eq!(result_type(&[Tensor(C64), Scalar(F64)]), C64);
    assert_eq!(result_type(&[Tensor(C64), Scalar(I64)]), C64);
    // A 0-d complex tensor lifts a float tensor (higher category) to complex.
    assert_eq!(result_type(&[Tensor(F32), ZeroDim(C64)]), C64);
    // ... to the complex type of the tensor's float (torch.result_type: float64 tensor with a
    // 0-d complex64 gives complex128).
    assert_eq!(result_type(&[Tensor(F64), ZeroDim(C64)]), C128);
    assert_eq!(result_type(&[Tensor(F32), ZeroDim(C128)]), C64);
    // A 0-d float64 tensor does not widen a dimensioned complex64 one.
    assert_eq!(result_type(&[Tensor(C64), ZeroDim(F64)]), C64);
}

#[test]
fn complex_literal_is_a_pair() {
    assert_eq!(scalar_dense(C64, 2.5), "dense<(2.5e0, 0.0e0)> : tensor<complex<f32>>");
    assert_eq!(scalar_dense(C128, -1.0), "dense<(-1.0e0, 0.0e0)> : tensor<complex<f64>>");
}

/// `unary(z)` and `view_as_real` of it, for a complex input `z`.
fn graph(unary: &str) -> String {
    format!(
        r#"{{"format_version": 4, "name": "cx",
  "inputs": [{{"name": "z", "meta": {{"dtype": "c64", "shape": [3]}}}}],
  "nodes": [
    {{"name": "e", "target": "{unary}", "args": [{{"t": "ref", "node": "z"}}], "outputs": [{{"dtype": "c64", "shape": [3]}}]}},
    {{"name": "r", "target": "aten.view_as_real.default", "args": [{{"t": "ref", "node": "e"}}], "outputs": [{{"dtype": "f32", "shape": [3, 2]}}]}}],
  "outputs": [{{"t": "ref", "node": "r"}}]}}"#
    )
}

#[test]
fn a_rule_without_the_complex_mark_refuses_complex_operands() {
    assert!(!traits("aten.erf.default").unwrap().complex);
    let e = match lower_graph(&graph("aten.erf.default"), &PassOptions::default()) {
        Ok(_) => panic!("erf of a complex tensor must be refused"),
        Err(e) => e,
    };
    assert!(matches!(e, Error::UnsupportedArgs { .. }), "{e}");
    let msg = e.to_string();
    assert!(msg.contains("aten.erf.default") && msg.contains("node `e`") && msg.contains("complex"), "{msg}");
}

#[test]
fn complex_graph_lowers_and_compiles() {
    let f = lower_graph(&graph("aten._conj.default"), &PassOptions::default()).expect("lowers");
    let m = &f.lowered.mlir;
    assert!(m.contains("tensor<3xcomplex<f32>>") && m.contains("stablehlo.imag") && m.contains("stablehlo.complex"), "{m}");
    let client = Client::new_default().expect("the PJRT CPU plugin loads");
    client.compile(m, &default_compile_options()).expect("XLA compiles the complex module");
}

#[test]
fn complex_marked_ops_are_the_complex_family_and_named_real_rules() {
    let marked: Vec<&str> = registry().iter().filter(|(_, e)| e.traits.complex).map(|(n, _)| *n).collect();
    for e in complex::RULES {
        assert!(e.traits.complex, "{}: the complex family computes on complex values", e.name);
    }
    // Every mark outside the family is a rule that is dtype-agnostic or promotes through
    // `convert`, which handles complex types (emit/ops.rs); a product (`dot_general` takes complex
    // operands; the BLAS kernel only float32/float64); a StableHLO/CHLO function defined on
    // complex numbers (exp, log, sqrt, the trigonometric and hyperbolic ones, power); a rule with
    // its own complex branch (`abs`: the modulus, `angle`, `exp2`, `isnan`/`isinf`: either part);
    // an equality, logical or boolean reduction (nonzero is `!= 0 + 0i`); data movement
    // (indexing, scatters, diagonals); a sum, product, mean or variance (real); or a Fourier transform (fft.rs).
    // The complex64 OpInfo sweep checks them against eager; a new mark is a decision to review.
    let others: Vec<&str> = marked.iter().copied().filter(|n| !complex::RULES.iter().any(|e| e.name == *n)).collect();
    assert_eq!(
        others,
        [
            "aten._fft_c2c.default", "aten._fft_c2r.default", "aten._fft_r2c.default", "aten._to_copy.default",
            "aten._unsafe_view.default", "aten.abs.default", "aten.acos.default", "aten.acosh.default",
            "aten.add.Scalar", "aten.add.Tensor", "aten.addbmm.default", "aten.addmm.default",
            "aten.alias.default", "aten.all.default", "aten.all.dim", "aten.all.dims", "aten.angle.default",
            "aten.any.default", "aten.any.dim", "aten.any.dims", "aten.asin.default", "aten.asinh.default",
            "aten.atan.default", "aten.atanh.default", "aten.baddbmm.default", "aten.bmm.default",
            "aten.cat.default", "aten.clone.default", "aten.constant_pad_nd.default", "aten.copy.default",
            "aten.cos.default", "aten.cosh.default", "aten.cumprod.default", "aten.cumsum.default",
            "aten.detach.default", "aten.diagonal.default", "aten.diagonal_scatter.default", "aten.div.Scalar",
            "aten.div.Tensor", "aten.dot.default", "aten.empty.memory_format", "aten.empty_like.default",
            "aten.empty_permuted.default", "aten.empty_strided.default", "aten.eq.Scalar", "aten.eq.Tensor",
            "aten.exp.default", "aten.exp2.default", "aten.expand.default", "aten.expm1.default",
            "aten.flip.default", "aten.full.default", "aten.full_like.default", "aten.gather.default",
            "aten.index.Tensor", "aten.index_put.default", "aten.index_select.default", "aten.isinf.default",
            "aten.isnan.default", "aten.lift_fresh_copy.default", "aten.log.default", "aten.log10.default",
            "aten.log1p.default", "aten.log2.default", "aten.logical_and.default", "aten.logical_not.default",
            "aten.logical_or.default", "aten.logical_xor.default", "aten.masked_scatter.default",
            "aten.mean.default", "aten.mean.dim", "aten.mm.default", "aten.mul.Scalar", "aten.mul.Tensor",
            "aten.mv.default", "aten.ne.Scalar", "aten.ne.Tensor", "aten.neg.default", "aten.new_empty.default",
            "aten.new_empty_strided.default", "aten.new_full.default", "aten.new_ones.default",
            "aten.new_zeros.default", "aten.ones.default", "aten.ones_like.default", "aten.permute.default",
            "aten.pow.Scalar", "aten.pow.Tensor_Scalar", "aten.pow.Tensor_Tensor", "aten.prod.default",
            "aten.prod.dim_int", "aten.put.default", "aten.reciprocal.default", "aten.reshape.default",
            "aten.rsqrt.default", "aten.scalar_tensor.default", "aten.scatter.src", "aten.scatter.value",
            "aten.scatter_add.default", "aten.select.int", "aten.sigmoid.default", "aten.sin.default",
            "aten.sinh.default", "aten.slice.Tensor", "aten.slice_scatter.default", "aten.split.Tensor",
            "aten.split_with_sizes.default", "aten.sqrt.default", "aten.squeeze.default", "aten.squeeze.dim",
            "aten.squeeze.dims", "aten.sub.Scalar", "aten.sub.Tensor", "aten.sum.default",
            "aten.sum.dim_IntList", "aten.t.default", "aten.tan.default", "aten.tanh.default",
            "aten.transpose.int", "aten.unfold.default", "aten.unsqueeze.default", "aten.var.correction",
            "aten.var_mean.correction", "aten.view.default", "aten.where.self", "aten.zeros.default",
            "aten.zeros_like.default", "prims.convert_element_type.default", "prims.copy_strided.default",
        ]
    );
}
