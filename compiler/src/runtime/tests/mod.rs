//! Runtime tests against the CPU PJRT plugin (the `xla-cpu-pjrt` wheel found at build time, or
//! `$TORCHTPU_PJRT_PLUGIN`). One client is shared by all tests.

use std::path::Path;
use std::sync::{Arc, OnceLock};

use super::*;
use crate::Error;

fn client() -> &'static Client {
    static CLIENT: OnceLock<Client> = OnceLock::new();
    CLIENT.get_or_init(|| match Client::new_default() {
        Ok(c) => c,
        Err(e) => panic!("cannot create the default PJRT client (run scripts/setup.sh?): {e}"),
    })
}

fn compile(mlir: &str) -> LoadedExecutable {
    match client().compile(mlir, &default_compile_options()) {
        Ok(exe) => exe,
        Err(e) => panic!("compile failed: {e}\n{mlir}"),
    }
}

const ADD_2X3: &str = r#"
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
"#;

fn add_exe() -> &'static LoadedExecutable {
    static EXE: OnceLock<LoadedExecutable> = OnceLock::new();
    EXE.get_or_init(|| compile(ADD_2X3))
}

const A: [f32; 6] = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
const B: [f32; 6] = [10.0, 20.0, 30.0, 40.0, 50.0, 60.0];

fn assert_send_sync<T: Send + Sync>() {}

#[test]
fn handles_are_send_and_sync() {
    assert_send_sync::<Plugin>();
    assert_send_sync::<Client>();
    assert_send_sync::<LoadedExecutable>();
}

#[test]
fn plugin_loads_once_per_path() {
    let path = Plugin::default_path().expect("a default plugin path (build-time or $TORCHTPU_PJRT_PLUGIN)");
    let p1 = Plugin::load(&path).expect("load");
    let p2 = Plugin::load(&path).expect("load again");
    assert!(Arc::ptr_eq(&p1, &p2), "the same path must give the same plugin");
    let (major, minor) = p1.api_version();
    assert_eq!(major, HEADER_API_VERSION.0);
    assert!(minor > 0);
    // Attributes are informative (xla_version, stablehlo versions); they must at least not fail.
    let attrs = p1.attributes().expect("attributes");
    for (name, value) in &attrs {
        assert!(!name.is_empty(), "attribute with empty name: {value}");
    }
}

#[test]
fn plugin_load_errors_are_plugin_load() {
    let err = Plugin::load(Path::new("/nonexistent/libnothing.so")).expect_err("missing file");
    assert!(matches!(err, Error::PluginLoad { .. }), "{err}");

    // A real shared library that is not a PJRT plugin.
    let not_plugin = ["/lib/x86_64-linux-gnu/libm.so.6", "/usr/lib/x86_64-linux-gnu/libm.so.6", "/lib64/libm.so.6"]
        .into_iter()
        .map(Path::new)
        .find(|p| p.exists());
    if let Some(p) = not_plugin {
        let err = Plugin::load(p).expect_err("not a plugin");
        match err {
            Error::PluginLoad { message, .. } => assert!(message.contains("GetPjrtApi"), "{message}"),
            other => panic!("expected PluginLoad, got {other}"),
        }
    }
}

#[test]
fn client_reports_cpu_platform() {
    let c = client();
    assert!(c.platform_name().to_lowercase().contains("cpu"), "platform {:?}", c.platform_name());
    assert!(c.device_count() >= 1);
    assert_eq!(c.api_version(), c.plugin().api_version());
    let kind = c.device_kind().expect("device kind");
    assert!(!kind.is_empty());
}

#[test]
fn add_2x3_f32() {
    let exe = add_exe();
    assert_eq!(exe.num_outputs(), 1);
    assert_eq!((exe.num_replicas(), exe.num_partitions()), (1, 1));
    let f32_2x3 = TensorSpec { dtype: ElementType::F32, dims: vec![2, 3] };
    assert_eq!(exe.output_specs(), Some(&[f32_2x3.clone()][..]));
    assert_eq!(exe.input_specs(), Some(&[f32_2x3.clone(), f32_2x3][..]));
    let mut out = [0f32; 6];
    exe.execute(
        &[HostInput::from_slice(&A, [2, 3]), HostInput::from_slice(&B, [2, 3])],
        &mut [HostOutput::from_slice(&mut out, [2, 3])],
    )
    .expect("execute");
    assert_eq!(out, [11.0, 22.0, 33.0, 44.0, 55.0, 66.0]);
}

#[test]
fn raw_pointer_inputs_and_outputs() {
    let exe = add_exe();
    let mut out = vec![0f32; 6];
    // SAFETY: the arrays outlive the call and have exactly the given byte lengths.
    let (inputs, mut outputs) = unsafe {
        (
            [
                HostInput::from_raw(A.as_ptr().cast(), 24, vec![2, 3], ElementType::F32),
                HostInput::from_raw(B.as_ptr().cast(), 24, vec![2, 3], ElementType::F32),
            ],
            [HostOutput::from_raw(out.as_mut_ptr().cast(), 24, vec![2, 3], ElementType::F32)],
        )
    };
    exe.execute(&inputs, &mut outputs).expect("execute");
    assert_eq!(out, [11.0, 22.0, 33.0, 44.0, 55.0, 66.0]);
}

#[test]
fn execute_to_host_allocates_outputs() {
    let outs = add_exe()
        .execute_to_host(&[HostInput::from_slice(&A, [2, 3]), HostInput::from_slice(&B, [2, 3])])
        .expect("execute");
    assert_eq!(outs.len(), 1);
    assert_eq!(outs[0].dtype, ElementType::F32);
    assert_eq!(outs[0].dims, vec![2, 3]);
    assert_eq!(outs[0].to_vec::<f32>().expect("f32"), vec![11.0, 22.0, 33.0, 44.0, 55.0, 66.0]);
    assert!(matches!(outs[0].to_vec::<i32>(), Err(Error::RuntimeArg(_))));
}

#[test]
fn scalar_i64() {
    let exe = compile(
        r#"
func.func @main(%a: tensor<i64>) -> tensor<i64> {
  %0 = "stablehlo.multiply"(%a, %a) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  return %0 : tensor<i64>
}
"#,
    );
    let scalar = TensorSpec { dtype: ElementType::S64, dims: vec![] };
    assert_eq!(exe.input_specs(), Some(&[scalar.clone()][..]));
    assert_eq!(exe.output_specs(), Some(&[scalar][..]));
    let a = [-3_000_000_000i64];
    let mut out = [0i64];
    exe.execute(&[HostInput::from_slice(&a, [])], &mut [HostOutput::from_slice(&mut out, [])]).expect("execute");
    assert_eq!(out[0], 9_000_000_000_000_000_000i64);
}

#[test]
fn multiple_outputs_of_different_types() {
    let exe = compile(
        r#"
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>) {
  %0 = "stablehlo.multiply"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xi1>
}
"#,
    );
    assert_eq!(exe.num_outputs(), 2);
    let a = [1.0f32, 5.0, 3.0, 0.0, 9.0, -1.0];
    let b = [2.0f32, 4.0, 3.0, 1.0, 8.0, -2.0];
    let mut prod = [0f32; 6];
    let mut gt = [false; 6];
    exe.execute(
        &[HostInput::from_slice(&a, [2, 3]), HostInput::from_slice(&b, [2, 3])],
        &mut [HostOutput::from_slice(&mut prod, [2, 3]), HostOutput::from_slice(&mut gt, [2, 3])],
    )
    .expect("execute");
    assert_eq!(prod, [2.0, 20.0, 9.0, 0.0, 72.0, 2.0]);
    assert_eq!(gt, [false, true, false, false, true, true]);

    let outs = exe
        .execute_to_host(&[HostInput::from_slice(&a, [2, 3]), HostInput::from_slice(&b, [2, 3])])
        .expect("execute_to_host");
    assert_eq!(outs[1].dtype, ElementType::Pred);
    assert_eq!(outs[1].to_vec::<bool>().expect("bool"), gt.to_vec());
}

#[test]
fn zero_element_tensors() {
    let exe = compile(
        r#"
func.func @main(%a: tensor<0x3xf32>, %b: tensor<0x3xf32>) -> tensor<0x3xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<0x3xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}
"#,
    );
    let spec = TensorSpec { dtype: ElementType::F32, dims: vec![0, 3] };
    assert_eq!(exe.input_specs(), Some(&[spec.clone(), spec][..]));
    let empty: [f32; 0] = [];
    let mut out: [f32; 0] = [];
    exe.execute(
        &[HostInput::from_slice(&empty, [0, 3]), HostInput::from_slice(&empty, [0, 3])],
        &mut [HostOutput::from_slice(&mut out, [0, 3])],
    )
    .expect("execute with empty tensors");
    // NULL data pointers are fine for zero bytes (torch may hand those over).
    // SAFETY: zero-length buffers are never dereferenced.
    let (inputs, mut outputs) = unsafe {
        (
            [
                HostInput::from_raw(std::ptr::null(), 0, vec![0, 3], ElementType::F32),
                HostInput::from_raw(std::ptr::null(), 0, vec![0, 3], ElementType::F32),
            ],
            [HostOutput::from_raw(std::ptr::null_mut(), 0, vec![0, 3], ElementType::F32)],
        )
    };
    exe.execute(&inputs, &mut outputs).expect("execute with NULL empty tensors");
}

#[test]
fn wrong_input_size_is_runtime_arg() {
    let exe = add_exe();
    let short = [1.0f32; 5];
    let mut out = [0f32; 6];
    let err = exe
        .execute(
            &[HostInput::from_slice(&A, [2, 3]), HostInput::from_slice(&short, [2, 3])],
            &mut [HostOutput::from_slice(&mut out, [2, 3])],
        )
        .expect_err("5 floats for a 2x3 tensor");
    match err {
        Error::RuntimeArg(m) => assert!(m.contains("input 1"), "{m}"),
        other => panic!("expected RuntimeArg, got {other}"),
    }
    // Negative dimensions are refused too.
    let err = exe
        .execute(
            &[HostInput::from_slice(&A, [-2, -3]), HostInput::from_slice(&B, [2, 3])],
            &mut [HostOutput::from_slice(&mut out, [2, 3])],
        )
        .expect_err("negative dims");
    assert!(matches!(err, Error::RuntimeArg(_)), "{err}");
    assert_eq!(out, [0.0; 6], "nothing may be written on a refused call");
}

#[test]
fn wrong_input_count_type_or_shape_is_runtime_arg() {
    let exe = add_exe();
    let mut out = [0f32; 6];
    let expect_runtime_arg = |err: Error, needle: &str| match err {
        Error::RuntimeArg(m) => assert!(m.contains(needle), "{m}"),
        other => panic!("expected RuntimeArg, got {other}"),
    };
    let err = exe
        .execute(&[HostInput::from_slice(&A, [2, 3])], &mut [HostOutput::from_slice(&mut out, [2, 3])])
        .expect_err("one input for two parameters");
    expect_runtime_arg(err, "inputs");

    // Right byte size, wrong shape: the CPU plugin only checks byte sizes, we check shapes.
    let err = exe
        .execute(
            &[HostInput::from_slice(&A, [3, 2]), HostInput::from_slice(&B, [2, 3])],
            &mut [HostOutput::from_slice(&mut out, [2, 3])],
        )
        .expect_err("3x2 for a 2x3 parameter");
    expect_runtime_arg(err, "input 0");

    // Right byte size, wrong element type.
    let ints = [1i32; 6];
    let err = exe
        .execute(
            &[HostInput::from_slice(&A, [2, 3]), HostInput::from_slice(&ints, [2, 3])],
            &mut [HostOutput::from_slice(&mut out, [2, 3])],
        )
        .expect_err("i32 for an f32 parameter");
    expect_runtime_arg(err, "input 1");

    // Wrong size altogether (more elements).
    let big = [0f32; 12];
    let err = exe
        .execute(
            &[HostInput::from_slice(&big, [4, 3]), HostInput::from_slice(&B, [2, 3])],
            &mut [HostOutput::from_slice(&mut out, [2, 3])],
        )
        .expect_err("4x3 for a 2x3 parameter");
    expect_runtime_arg(err, "input 0");
    assert_eq!(out, [0.0; 6]);
}

#[test]
fn wrong_outputs_are_runtime_arg() {
    let exe = add_exe();
    let inputs = [HostInput::from_slice(&A, [2, 3]), HostInput::from_slice(&B, [2, 3])];

    let err = exe.execute(&inputs, &mut []).expect_err("no outputs");
    assert!(matches!(err, Error::RuntimeArg(_)), "{err}");

    let mut out = [0f32; 6];
    let err = exe.execute(&inputs, &mut [HostOutput::from_slice(&mut out, [3, 2])]).expect_err("3x2 output");
    match err {
        Error::RuntimeArg(m) => assert!(m.contains("output 0"), "{m}"),
        other => panic!("expected RuntimeArg, got {other}"),
    }

    let mut out_i32 = [0i32; 6];
    let err = exe.execute(&inputs, &mut [HostOutput::from_slice(&mut out_i32, [2, 3])]).expect_err("i32 output");
    assert!(matches!(err, Error::RuntimeArg(_)), "{err}");

    let mut small = [0f32; 5];
    let err = exe.execute(&inputs, &mut [HostOutput::from_slice(&mut small, [2, 3])]).expect_err("short output");
    assert!(matches!(err, Error::RuntimeArg(_)), "{err}");
    assert_eq!(small, [0.0; 5]);
}

#[test]
fn empty_compile_options_are_refused() {
    let err = client().compile(ADD_2X3, &[]).expect_err("empty options");
    assert!(matches!(err, Error::RuntimeArg(_)), "{err}");
    // Options that parse but ask for 0 replicas would also CHECK-fail inside XLA.
    let err = client().compile(ADD_2X3, &[0x1a, 0x00]).expect_err("0 replicas");
    assert!(matches!(err, Error::RuntimeArg(_)), "{err}");
}

#[test]
fn invalid_mlir_is_pjrt_error() {
    let err = client().compile("this is not MLIR", &default_compile_options()).expect_err("garbage");
    match err {
        Error::Pjrt { call, message } => {
            assert_eq!(call, "PJRT_Client_Compile");
            assert!(!message.is_empty());
        }
        other => panic!("expected Error::Pjrt, got {other}"),
    }
    // Well-formed MLIR with a type error.
    let bad = ADD_2X3.replace("-> tensor<2x3xf32>\n  return", "-> tensor<3x2xf32>\n  return");
    let err = client().compile(&bad, &default_compile_options()).expect_err("ill-typed");
    assert!(matches!(err, Error::Pjrt { .. }), "{err}");
    let err = client().compile("", &default_compile_options()).expect_err("empty program");
    assert!(matches!(err, Error::RuntimeArg(_)), "{err}");
}

#[test]
fn serialize_and_deserialize_roundtrip() {
    let exe = add_exe();
    let bytes = exe.serialize().expect("serialize");
    assert!(!bytes.is_empty());
    let exe2 = client().deserialize_and_load(&bytes).expect("deserialize_and_load");
    assert_eq!(exe2.num_outputs(), 1);
    assert_eq!(exe2.input_specs(), exe.input_specs());
    assert_eq!(exe2.output_specs(), exe.output_specs());
    let mut out = [0f32; 6];
    exe2.execute(
        &[HostInput::from_slice(&A, [2, 3]), HostInput::from_slice(&B, [2, 3])],
        &mut [HostOutput::from_slice(&mut out, [2, 3])],
    )
    .expect("execute deserialized");
    assert_eq!(out, [11.0, 22.0, 33.0, 44.0, 55.0, 66.0]);

    let err = client().deserialize_and_load(&[]).expect_err("empty");
    assert!(matches!(err, Error::RuntimeArg(_)), "{err}");
    let err = client().deserialize_and_load(b"definitely not an executable").expect_err("garbage");
    assert!(matches!(err, Error::Pjrt { .. }), "{err}");
}

#[test]
fn concurrent_executions() {
    let exe = add_exe();
    std::thread::scope(|s| {
        for t in 0..4 {
            s.spawn(move || {
                let a: Vec<f32> = (0..6).map(|i| (i + t) as f32).collect();
                for _ in 0..20 {
                    let mut out = [0f32; 6];
                    exe.execute(
                        &[HostInput::from_slice(&a, [2, 3]), HostInput::from_slice(&a, [2, 3])],
                        &mut [HostOutput::from_slice(&mut out, [2, 3])],
                    )
                    .expect("execute");
                    let want: Vec<f32> = a.iter().map(|x| x * 2.0).collect();
                    assert_eq!(out.to_vec(), want);
                }
            });
        }
    });
}

#[test]
fn element_types_round_trip() {
    for t in ElementType::ALL {
        assert_eq!(ElementType::from_pjrt(t.to_pjrt()), Some(t));
    }
    assert_eq!(ElementType::from_pjrt(ffi::PJRT_Buffer_Type_INVALID), None);
    assert_eq!(ElementType::from(crate::ir::DType::BF16), ElementType::BF16);
    assert_eq!(ElementType::from(crate::ir::DType::Bool), ElementType::Pred);
    for row in crate::ir::DTYPE_TABLE {
        assert_eq!(ElementType::from(row.dtype).byte_size(), row.bytes, "{}", row.name);
    }
    assert_eq!(ElementType::Pred.byte_size(), 1);
    assert_eq!(ElementType::BF16.byte_size(), 2);
    assert_eq!(ElementType::C64.byte_size(), 8);
}

// ----- compile options (pure, no plugin) -----

#[test]
fn default_compile_options_are_valid() {
    assert_eq!(default_compile_options(), vec![0x1a, 0x04, 0x20, 0x01, 0x28, 0x01]);
    let s = validate_compile_options(&default_compile_options()).expect("default options");
    assert_eq!(s, CompileOptionsSummary { num_replicas: 1, num_partitions: 1 });
}

#[test]
fn bad_compile_options_are_refused() {
    for bytes in [
        &[][..],                                   // empty
        &[0x08, 0x01][..],                         // no field 3
        &[0x1a, 0x00][..],                         // build options with defaults (0 replicas)
        &[0x1a, 0x02, 0x20, 0x01][..],             // num_partitions missing (0)
        &[0x1a, 0x04, 0x20, 0x00, 0x28, 0x01][..], // num_replicas = 0
        &[0x1a, 0x05, 0x20, 0x01][..],             // truncated
        &[0x1a, 0x04, 0x20, 0x01, 0x28][..],       // outer length runs past the end
        &[0xff; 12][..],                           // garbage
        &[0x1b][..],                               // group wire type
    ] {
        let err = validate_compile_options(bytes).expect_err("must be refused");
        assert!(matches!(err, Error::RuntimeArg(_)), "{bytes:?}: {err}");
    }
    // Two build-options messages merge; unknown fields are skipped.
    let s = validate_compile_options(&[0x1a, 0x02, 0x20, 0x02, 0x1a, 0x02, 0x28, 0x01, 0x10, 0x05]).expect("valid");
    assert_eq!(s, CompileOptionsSummary { num_replicas: 2, num_partitions: 1 });
}

#[repr(align(64))]
struct Aligned<T>(T);

#[test]
fn execute_borrowed_reads_inputs_in_place_and_results_become_dlpack() {
    let exe = add_exe();
    assert!(exe.host_memory(), "the CPU plugin's memory is host memory");
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let params = [spec.clone(), spec.clone()];
    let results = [spec];
    exe.check_plan(&params, &results).expect("plan matches");
    let a = Aligned(A);
    let b = Aligned(B);
    // SAFETY: both arrays are 24 readable bytes, alive and unchanged during the call.
    let run = unsafe { exe.execute_borrowed(&params, &[a.0.as_ptr().cast(), b.0.as_ptr().cast()], &results, &[], &[]) }.expect("run");
    assert_eq!(run.zero_copy_inputs, 2, "64-byte aligned inputs are read in place");
    assert_eq!(run.input_copies, 0);
    let mut outputs = run.outputs;
    let out = outputs.pop().and_then(ResultBuffer::into_buffer).expect("one result in a buffer of its own");
    let ptr = out.host_ptr().expect("a dense CPU result has a host view");
    // SAFETY: the view holds 6 f32 while `out` lives.
    let got = unsafe { std::slice::from_raw_parts(ptr.cast::<f32>(), 6) }.to_vec();
    assert_eq!(got, vec![11.0, 22.0, 33.0, 44.0, 55.0, 66.0]);
    let managed = dlpack::into_dlpack(out).expect("exportable");
    // SAFETY: `managed` is valid until its deleter runs, once, below.
    unsafe {
        let t = &(*managed).dl_tensor;
        assert_eq!((t.ndim, *t.shape, *t.shape.add(1), *t.strides, *t.strides.add(1)), (2, 2, 3, 3, 1));
        assert_eq!(t.data.cast::<u8>(), ptr);
        ((*managed).deleter.expect("deleter"))(managed);
    }
    // (That the deleter frees the buffer is checked from Python, where nothing else runs meanwhile:
    // lowering_tests/python/test_runtime_leak.py and test_zero_copy.py.)
}

#[test]
fn execute_borrowed_during_calls_its_hook_once_between_launch_and_results() {
    let exe = add_exe();
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let params = [spec.clone(), spec.clone()];
    let results = [spec];
    let (a, b) = (Aligned(A), Aligned(B));
    let mut calls = 0;
    // SAFETY: both arrays are 24 readable bytes, alive and unchanged during the call; the hook
    // touches neither.
    let run = unsafe {
        exe.execute_borrowed_during(&params, &[a.0.as_ptr().cast(), b.0.as_ptr().cast()], &results, &[], &[], &mut || calls += 1)
    }
    .expect("run");
    assert_eq!(calls, 1);
    let out = run.outputs.into_iter().next().and_then(ResultBuffer::into_buffer).expect("one result");
    let ptr = out.host_ptr().expect("a host view");
    // SAFETY: the view holds 6 f32 while `out` lives.
    let got = unsafe { std::slice::from_raw_parts(ptr.cast::<f32>(), 6) }.to_vec();
    assert_eq!(got, vec![11.0, 22.0, 33.0, 44.0, 55.0, 66.0]);
}

#[test]
fn execute_borrowed_copies_misaligned_inputs() {
    let exe = add_exe();
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let params = [spec.clone(), spec.clone()];
    let mut raw = Aligned([0f32; 7]);
    raw.0[1..].copy_from_slice(&A);
    let b = Aligned(B);
    // SAFETY: `raw.0[1..]` and `b.0` are 24 readable bytes each, alive during the call.
    let run = unsafe { exe.execute_borrowed(&params, &[raw.0[1..].as_ptr().cast(), b.0.as_ptr().cast()], &[spec], &[], &[]) }.expect("run");
    assert_eq!((run.zero_copy_inputs, run.input_copies), (1, 1), "4 bytes past alignment: PJRT copies");
    let mut out = [0f32; 6];
    let buffer = run.outputs[0].buffer().expect("a buffer");
    // SAFETY: `out` is 24 writable bytes.
    unsafe { buffer.copy_to_host(out.as_mut_ptr().cast(), 24) }.expect("copy");
    assert_eq!(out, [11.0, 22.0, 33.0, 44.0, 55.0, 66.0]);
}

#[test]
fn check_plan_refuses_a_plan_that_does_not_match() {
    let exe = add_exe();
    let f32s = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let wrong = ArgSpec::new(ElementType::F64, vec![2, 3]).expect("spec");
    assert!(exe.check_plan(&[f32s.clone(), wrong], &[f32s.clone()]).is_err());
    assert!(exe.check_plan(&[f32s.clone(), f32s.clone()], &[f32s.clone(), f32s]).is_err());
}

/// `a + b` with `a` aliased to the result, and `a` also returned unchanged (XLA must keep the old
/// value for that second result).
pub(super) const ADD_INTO_A: &str = r#"
func.func @main(%a: tensor<2x3xf32> {tf.aliasing_output = 0 : i32}, %b: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %a : tensor<2x3xf32>, tensor<2x3xf32>
}
"#;

#[test]
fn a_donated_input_receives_its_result_in_place() {
    let exe = compile(ADD_INTO_A);
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let params = [spec.clone(), spec.clone()];
    let results = [spec.clone(), spec];
    let donations = [Donation { param: 0, result: 0 }];
    let mut a = Aligned(A);
    let b = Aligned(B);
    for step in 1..=3 {
        // SAFETY: both arrays are 24 bytes, alive during the call; `a` is writable and only the
        // run touches it.
        let run = unsafe {
            exe.execute_borrowed(&params, &[a.0.as_mut_ptr().cast_const().cast(), b.0.as_ptr().cast()], &results, &donations, &[])
        }
        .expect("run");
        assert_eq!(run.donated_inputs, 1, "step {step}: the aligned input is donated");
        assert!(matches!(run.outputs[0], ResultBuffer::InPlace { param: 0 }), "step {step}: {:?}", run.outputs[0]);
        let want: Vec<f32> = A.iter().zip(B).map(|(x, y)| x + step as f32 * y).collect();
        assert_eq!(a.0.to_vec(), want, "step {step}: `a` holds a + b");
        let old = run.outputs[1].buffer().expect("the old value in a buffer of its own");
        let mut got = [0f32; 6];
        // SAFETY: `got` is 24 writable bytes.
        unsafe { old.copy_to_host(got.as_mut_ptr().cast(), 24) }.expect("copy");
        let was: Vec<f32> = A.iter().zip(B).map(|(x, y)| x + (step - 1) as f32 * y).collect();
        assert_eq!(got.to_vec(), was, "step {step}: the second result is `a` before the update");
    }
}

#[test]
fn an_aliased_input_that_overlaps_another_is_copied_not_donated() {
    let exe = compile(ADD_INTO_A);
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let params = [spec.clone(), spec.clone()];
    let results = [spec.clone(), spec];
    let mut a = Aligned(A);
    let p = a.0.as_mut_ptr().cast_const().cast::<u8>();
    // The same memory as both parameters: donating the first would change what the second reads.
    // SAFETY: `a` is 24 bytes, alive during the call.
    let run = unsafe { exe.execute_borrowed(&params, &[p, p], &results, &[Donation { param: 0, result: 0 }], &[]) }.expect("run");
    assert_eq!(run.donated_inputs, 0);
    assert_eq!(a.0, A, "the caller's memory is untouched");
    let mut got = [0f32; 6];
    let sum = run.outputs[0].buffer().expect("a buffer of its own");
    // SAFETY: `got` is 24 writable bytes.
    unsafe { sum.copy_to_host(got.as_mut_ptr().cast(), 24) }.expect("copy");
    assert_eq!(got.to_vec(), A.iter().map(|x| 2.0 * x).collect::<Vec<_>>());
}

mod cpu_kernels;
mod cuda_kernels;
mod device;
mod resident;

#[test]
fn execute_async_chains_results_into_the_next_run_and_waits_only_when_read() {
    let exe = add_exe();
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let params = [spec.clone(), spec.clone()];
    let results = [spec.clone()];
    let a = Aligned(A);
    let b = Aligned(B);
    // SAFETY: both arrays are 24 readable bytes that stay alive and unchanged until the buffers
    // are dropped at the end of the test (after every run reading them has been awaited).
    let (ra, rb) = unsafe { (exe.make_resident(&spec, a.0.as_ptr().cast()), exe.make_resident(&spec, b.0.as_ptr().cast())) };
    let (ra, rb) = (ra.expect("a"), rb.expect("b"));
    // (a + b) + b, the first result fed to the second run before anyone waits for it.
    let first = exe.execute_async(&params, &[ArgBuffer::Host(&ra), ArgBuffer::Host(&rb)], &results).expect("run 1");
    let mut second = exe.execute_async(&params, &[ArgBuffer::Result(&first[0]), ArgBuffer::Host(&rb)], &results).expect("run 2");
    drop(first); // PJRT keeps what the second run needs
    let mut out = second.pop().expect("one result");
    assert!(out.share_host_memory(true).expect("awaited"), "a dense CPU result is readable in place");
    assert!(out.is_ready().expect("is_ready"));
    let mut got = [0f32; 6];
    // SAFETY: `got` is 24 writable bytes.
    unsafe { out.copy_to_host(got.as_mut_ptr().cast(), 24) }.expect("copy");
    assert_eq!(got, [21.0, 42.0, 63.0, 84.0, 105.0, 126.0]);
    // Arguments of another type or shape are refused before anything runs.
    let other = ArgSpec::new(ElementType::F32, vec![3, 2]).expect("spec");
    // SAFETY: as above.
    let rc = unsafe { exe.make_resident(&other, a.0.as_ptr().cast()) }.expect("c");
    let err = exe.execute_async(&params, &[ArgBuffer::Host(&rc), ArgBuffer::Host(&rb)], &results).expect_err("refused");
    assert!(matches!(err, Error::RuntimeArg(ref m) if m.contains("input 0")), "{err}");
}

/// An SPMD program over two CPU devices of one client: the input is split along dim 0 between the
/// devices, each reduces its half, and the all-reduce XLA's partitioner inserts (run inside the
/// plugin) gives every device the whole sum. The building block of XLA-visible collectives
/// (docs/distributed.md).
#[test]
fn cpu_plugin_runs_one_spmd_program_over_two_devices() {
    let client = Client::with_options(Plugin::load_default().expect("plugin"), &[("cpu_device_count", 2)]).expect("client");
    assert_eq!(client.device_count(), 2, "the CPU plugin honours cpu_device_count");
    const SUM: &str = r#"
module @spmd attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%a: tensor<4x3xf32> {mhlo.sharding = "{devices=[2,1]0,1}"}) -> (tensor<3xf32> {mhlo.sharding = "{replicated}"}) {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %r : tensor<3xf32>
  }
}
"#;
    // executable_build_options { num_replicas: 1, num_partitions: 2, use_spmd_partitioning: true }
    let options = spmd_compile_options(2);
    assert_eq!(options, [0x1a, 0x06, 0x20, 0x01, 0x28, 0x02, 0x30, 0x01]);
    let big = validate_compile_options(&spmd_compile_options(300)).expect("a two-byte varint");
    assert_eq!((big.num_replicas, big.num_partitions), (1, 300));
    let exe = client.compile(SUM, &options).expect("compile");
    assert_eq!((exe.num_partitions(), exe.device_count()), (2, 2));
    let top: [f32; 6] = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
    let bottom: [f32; 6] = [10.0, 20.0, 30.0, 40.0, 50.0, 60.0];
    let out = exe
        .execute_sharded(&[vec![HostInput::from_slice(&top, [2, 3])], vec![HostInput::from_slice(&bottom, [2, 3])]])
        .expect("run");
    for device in &out {
        assert_eq!(device[0].to_vec::<f32>().expect("f32"), vec![55.0, 77.0, 99.0]);
    }
}
