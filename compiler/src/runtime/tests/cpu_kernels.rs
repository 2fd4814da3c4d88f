//! The CPU kernels' registration and the gemm handler's refusals, in a process with no BLAS
//! (cargo's test binary never loads torch): a program calling the kernel compiles, and running it
//! is an error, never a crash. Products against eager: lowering_tests/python/test_blas_gemm.py.

use super::*;

const GEMM: &str = r#"
func.func @main(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "torchtpu_gemm_nn", api_version = 4 : i32,
    operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>],
    result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x2x3xf32>, tensor<1x3x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
"#;

#[test]
fn the_cpu_client_registers_the_kernels() {
    assert_eq!(client().platform_name(), "cpu");
    assert!(client().has_cpu_kernels(), "the CPU plugin must take torchtpu's FFI handlers");
}

#[test]
fn running_the_gemm_kernel_without_a_blas_is_an_error_naming_it() {
    assert!(crate::runtime::cpu_kernels::gemm::blas_path().is_none(), "this test binary must not load a BLAS");
    let exe = compile(GEMM);
    let (a, b) = ([1.0f32; 6], [1.0f32; 6]);
    let mut out = [0.0f32; 4];
    let e = exe
        .execute(&[HostInput::from_slice(&a, [1, 2, 3]), HostInput::from_slice(&b, [1, 3, 2])], &mut [HostOutput::from_slice(&mut out, [1, 2, 2])])
        .expect_err("no BLAS is loaded");
    assert!(e.to_string().contains("no BLAS is loaded"), "{e}");
}

#[test]
fn a_missing_blas_library_is_an_error() {
    let e = crate::runtime::cpu_kernels::gemm::load_blas(Path::new("/nonexistent/libblas.so")).expect_err("no such file");
    assert!(e.to_string().contains("cannot open the BLAS library"), "{e}");
}
