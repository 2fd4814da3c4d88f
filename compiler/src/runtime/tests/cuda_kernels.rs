//! The CUDA kernels' call attributes, end to end on the CPU plugin: a `backend_config` written as
//! the lowering writes it (lower/attention.rs, `How::attributes`) reaches a handler as the FFI
//! scalar attributes the CUDA handlers read. The kernels themselves run only on a GPU
//! (lowering_tests/python/test_gpu.py).

use super::*;
use crate::runtime::cuda_kernels::attention::How;
use crate::runtime::xla_ffi::{self as x, CallFrame};

const TARGET: &str = "torchtpu_test_cuda_attention_attributes";

/// What the handler expects to read (set before each run; the tests below run one at a time
/// through the lock).
static EXPECTED: std::sync::Mutex<Option<How>> = std::sync::Mutex::new(None);

unsafe extern "C" fn read_attributes(frame: *mut CallFrame) -> *mut x::Error {
    let Some(frame) = frame.as_ref() else { return std::ptr::null_mut() };
    if x::answer_metadata(frame) || frame.stage != x::STAGE_EXECUTE {
        return std::ptr::null_mut();
    }
    let got = x::scalar_attrs(frame).and_then(|a| How::from_attrs(&a));
    let want = *EXPECTED.lock().unwrap();
    match got {
        Ok(how) if Some(how) == want => std::ptr::null_mut(),
        other => x::make_error(frame, x::ERROR_INTERNAL, &format!("read {other:?}, expected {want:?}")),
    }
}

fn program(how: &How) -> String {
    let config: Vec<String> = how.attributes().into_iter().map(|(n, v)| format!("{n} = {v}")).collect();
    format!(
        r#"
func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {{
  %0 = "stablehlo.custom_call"(%a) {{call_target_name = "{TARGET}", api_version = 4 : i32, has_side_effect = true,
    operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>],
    backend_config = {{{}}}}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}}
"#,
        config.join(", ")
    )
}

#[test]
fn the_attention_attributes_reach_a_handler_as_written() {
    x::register_handlers(client().plugin(), "Host", [(TARGET, read_attributes as x::Handler)]).expect("the CPU plugin registers a handler");
    let cases = [
        How { causal: true, scale: None, tokens_major: false, has_mask: false },
        How { causal: false, scale: Some(0.125), tokens_major: true, has_mask: true },
        How { causal: true, scale: Some(1.0 / 3.0), tokens_major: true, has_mask: false },
    ];
    for how in cases {
        *EXPECTED.lock().unwrap() = Some(how);
        let exe = compile(&program(&how));
        let a = [1.0f32; 6];
        let mut out = [0.0f32; 6];
        exe.execute(&[HostInput::from_slice(&a, [2, 3])], &mut [HostOutput::from_slice(&mut out, [2, 3])])
            .unwrap_or_else(|e| panic!("{how:?}: {e}"));
    }
    // A handler that reads other values says so: the check above is not vacuous.
    *EXPECTED.lock().unwrap() = Some(How { causal: false, scale: None, tokens_major: false, has_mask: false });
    let exe = compile(&program(&cases[0]));
    let a = [1.0f32; 6];
    let mut out = [0.0f32; 6];
    let e = exe.execute(&[HostInput::from_slice(&a, [2, 3])], &mut [HostOutput::from_slice(&mut out, [2, 3])]).expect_err("mismatch");
    assert!(e.to_string().contains("expected Some(How"), "{e}");
}
