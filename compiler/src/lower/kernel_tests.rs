//! Custom kernels inlined by the lowering (kernel.rs, emit/kernel.rs): the kernel becomes a private
//! function and a `func.call`, XLA compiles the module, and a bad kernel is an error naming the node.

use crate::driver::lower_graph;
use crate::passes::PassOptions;
use crate::runtime::{default_compile_options, Client};
use crate::Error;

/// `out = kernel(x * 2, y)`, with `KERNEL` as the kernel's text and `RES` as the node's result type.
fn graph(kernel: &str, res: &str) -> String {
    let text = serde_json::to_string(kernel).unwrap();
    format!(
        r#"{{"format_version": 4, "name": "k",
  "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [4]}}}}, {{"name": "y", "meta": {{"dtype": "f32", "shape": [4]}}}}],
  "nodes": [
    {{"name": "mul", "target": "aten.mul.Tensor", "args": [{{"t": "ref", "node": "x"}}, {{"t": "ref", "node": "x"}}], "outputs": [{{"dtype": "f32", "shape": [4]}}]}},
    {{"name": "my_kernel", "target": "torchtpu.kernel.default",
      "args": [{{"t": "list", "v": [{{"t": "ref", "node": "mul"}}, {{"t": "ref", "node": "y"}}]}}, {{"t": "str", "v": "k0"}}],
      "outputs": [{res}]}}],
  "outputs": [{{"t": "ref", "node": "my_kernel"}}],
  "kernels": [{{"name": "k0", "stablehlo": {text}, "source": "test"}}]}}"#
    )
}

const ADD: &str = r#""builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>):
    %0 = "func.call"(%arg0, %arg1) <{callee = @helper}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>):
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32} : () -> ()
"#;

/// The lowering's error (the frontend has no `Debug`).
fn err(json: &str) -> Error {
    match lower_graph(json, &PassOptions::default()) {
        Ok(_) => panic!("expected an error"),
        Err(e) => e,
    }
}

const F32_4: &str = r#"{"dtype": "f32", "shape": [4]}"#;

#[test]
fn kernel_is_inlined_as_private_functions_and_compiles() {
    let f = lower_graph(&graph(ADD, F32_4), &PassOptions::default()).expect("lowers");
    let m = &f.lowered.mlir;
    assert!(m.contains("call @torchtpu_kernel_k0("), "{m}");
    assert!(m.contains("func.func private @torchtpu_kernel_k0("), "{m}");
    // The kernel's own helper is renamed under the kernel's prefix, and its call follows.
    assert!(m.contains("func.func private @torchtpu_kernel_k0__helper("), "{m}");
    assert!(m.contains("@torchtpu_kernel_k0__helper"), "{m}");
    assert!(!m.contains("jax.result_info") && !m.contains("mhlo.num_partitions"), "{m}");
    let client = Client::new_default().expect("the PJRT CPU plugin loads");
    client.compile(m, &default_compile_options()).expect("XLA compiles the inlined module");
}

#[test]
fn kernel_code_is_in_the_program() {
    let a = lower_graph(&graph(ADD, F32_4), &PassOptions::default()).unwrap().lowered.mlir;
    let b = lower_graph(&graph(&ADD.replace("stablehlo.add", "stablehlo.multiply"), F32_4), &PassOptions::default())
        .unwrap()
        .lowered
        .mlir;
    assert_ne!(a, b, "the StableHLO, and so the cache key, covers the kernel's code");
}

#[test]
fn malformed_kernel_names_the_node_and_line() {
    let bad = ADD.replace("%0 = \"stablehlo.add\"(%arg0, %arg1)", "%0 = \"stablehlo.add\"(%arg0 %arg1)");
    let e = err(&graph(&bad, F32_4));
    assert!(matches!(e, Error::InvalidNode { .. }), "{e}");
    let msg = e.to_string();
    assert!(msg.contains("node `my_kernel`") && msg.contains("malformed StableHLO") && msg.contains("line 9, column"), "{msg}");
}

#[test]
fn kernel_without_main_is_refused() {
    let e = err(&graph(&ADD.replace("sym_name = \"main\"", "sym_name = \"entry\""), F32_4));
    assert!(e.to_string().contains("no function `@main` (found entry, helper)"), "{e}");
}

#[test]
fn signature_mismatch_names_the_node() {
    // The node says the result is f32[2]; the kernel returns tensor<4xf32>.
    let e = err(&graph(ADD, r#"{"dtype": "f32", "shape": [2]}"#));
    let msg = e.to_string();
    assert!(matches!(e, Error::InvalidNode { .. }), "{msg}");
    assert!(
        msg.contains("node `my_kernel`")
            && msg.contains("signature mismatch: result 0 is tensor<2xf32> in the graph, the kernel's @main returns tensor<4xf32>"),
        "{msg}"
    );
    // An argument of the wrong type.
    let f64_kernel = r#""builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf64>, %arg1: tensor<4xf32>):
    "func.return"(%arg1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let e = err(&graph(f64_kernel, F32_4));
    assert!(e.to_string().contains("argument 0 is tensor<4xf32>, the kernel's @main takes tensor<4xf64>"), "{e}");
}

#[test]
fn undefined_kernel_is_a_graph_error() {
    let g = graph(ADD, F32_4).replace(r#""v": "k0"}]"#, r#""v": "nope"}]"#);
    let e = err(&g);
    assert!(e.to_string().contains("node `my_kernel`: calls custom kernel `nope`, which `kernels` does not define"), "{e}");
}
