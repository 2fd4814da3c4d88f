//! Pass tests, text in and text out: a serialized graph in, the printed IR after the pass out.

use super::*;
use crate::graph_format::parse_graph;
use crate::ir::from_serialized;

fn graph(nodes: &str, outputs: &str) -> Graph {
    let text = format!(
        r#"{{"format_version": 1, "name": "t",
            "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [4]}}}}],
            "nodes": [{nodes}], "outputs": [{outputs}]}}"#
    );
    let g = from_serialized(&parse_graph(&text).unwrap()).unwrap();
    crate::ir::verify(&g).unwrap();
    g
}

fn run(pass: &dyn Pass, g: &mut Graph) -> String {
    pass.run(g).unwrap();
    g.rebuild_edges();
    crate::ir::verify(g).unwrap();
    g.to_string()
}

const T4: &str = r#"[{"dtype": "f32", "shape": [4]}]"#;

fn call(name: &str, target: &str, args: &str) -> String {
    format!(r#"{{"name": "{name}", "target": "{target}", "args": [{args}], "outputs": {T4}}}"#)
}

#[test]
fn dce_removes_unused_calls_but_keeps_inputs() {
    let mut g = graph(
        &[call("a", "aten.exp.default", r#"{"t":"ref","node":"x"}"#), call("b", "aten.neg.default", r#"{"t":"ref","node":"x"}"#)]
            .join(","),
        r#"{"t":"ref","node":"b"}"#,
    );
    let out = run(&Dce, &mut g);
    assert_eq!(out, "graph t {\n  %x = input 0 : f32[4]\n  %b = aten.neg.default(%x) : f32[4]\n  return (%b)\n}\n");
}

#[test]
fn cse_merges_identical_calls() {
    let nodes = [
        call("a", "aten.exp.default", r#"{"t":"ref","node":"x"}"#),
        call("b", "aten.exp.default", r#"{"t":"ref","node":"x"}"#),
        call("c", "aten.add.Tensor", r#"{"t":"ref","node":"a"},{"t":"ref","node":"b"}"#),
    ]
    .join(",");
    let mut g = graph(&nodes, r#"{"t":"ref","node":"c"}"#);
    run(&Cse, &mut g);
    let out = run(&Dce, &mut g);
    assert!(out.contains("%c = aten.add.Tensor(%a, %a)"), "{out}");
    assert!(!out.contains("%b ="), "{out}");
}

#[test]
fn cse_never_merges_random_ops() {
    let drop = r#"{"name": "NAME", "target": "aten.native_dropout.default", "args": [{"t":"ref","node":"x"},{"t":"float","v":0.5},{"t":"bool","v":true}],
                   "outputs": [{"dtype": "f32", "shape": [4]}, {"dtype": "bool", "shape": [4]}]}"#;
    let nodes = [drop.replace("NAME", "d1"), drop.replace("NAME", "d2")].join(",");
    let mut g = graph(&nodes, r#"{"t":"ref","node":"d1"},{"t":"ref","node":"d2"}"#);
    let out = run(&Cse, &mut g);
    assert!(out.contains("return (%d1#0, %d2#0)"), "{out}");
}

#[test]
fn folds_size_arithmetic_to_literals() {
    let nodes = r#"
      {"name": "s", "target": "aten.sym_size.int", "args": [{"t":"ref","node":"x"},{"t":"int","v":-1}], "outputs": [{"scalar": "int"}]},
      {"name": "m", "target": "operator.mul", "args": [{"t":"ref","node":"s"},{"t":"int","v":2}], "outputs": [{"scalar": "int"}]},
      {"name": "f", "target": "operator.floordiv", "args": [{"t":"int","v":-7},{"t":"int","v":2}], "outputs": [{"scalar": "int"}]},
      {"name": "v", "target": "aten.full.default", "args": [{"t":"list","v":[{"t":"ref","node":"m"}]},{"t":"ref","node":"f"}], "outputs": [{"dtype": "f32", "shape": [8]}]}"#;
    let mut g = graph(nodes, r#"{"t":"ref","node":"v"}"#);
    run(&FoldConstants, &mut g);
    let out = run(&Dce, &mut g);
    assert!(out.contains("%v = aten.full.default([8], -4)"), "{out}");
    assert!(!out.contains("sym_size"), "{out}");
}

#[test]
fn pipeline_can_switch_a_pass_off_by_name() {
    let nodes = [
        call("a", "aten.exp.default", r#"{"t":"ref","node":"x"}"#),
        call("b", "aten.exp.default", r#"{"t":"ref","node":"x"}"#),
    ]
    .join(",");
    let mut g = graph(&nodes, r#"{"t":"ref","node":"a"},{"t":"ref","node":"b"}"#);
    let opts = PassOptions { disabled: vec!["cse".into()], verify_each: true, runtime_checks: true, torch_conv_weights: false, blas_products: false, channels_last_conv_weights: false };
    run_pipeline(&mut g, &opts).unwrap();
    assert!(g.to_string().contains("return (%a, %b)"));
    run_pipeline(&mut g, &PassOptions::default()).unwrap();
    assert!(g.to_string().contains("return (%a, %a)"));
}
