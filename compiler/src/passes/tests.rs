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

/// A graph of `f32` inputs `x` [8, 4], `w` [4, 6], `b` [6] and `r` [2, 4, 6], with `nodes`.
fn product_graph(nodes: &[String], outputs: &str) -> Graph {
    let text = format!(
        r#"{{"format_version": 1, "name": "t",
            "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [8, 4]}}}},
                       {{"name": "w", "meta": {{"dtype": "f32", "shape": [4, 6]}}}},
                       {{"name": "b", "meta": {{"dtype": "f32", "shape": [6]}}}},
                       {{"name": "r", "meta": {{"dtype": "f32", "shape": [2, 4, 6]}}}}],
            "nodes": [{}], "outputs": [{outputs}]}}"#,
        nodes.join(",")
    );
    let g = from_serialized(&parse_graph(&text).unwrap()).unwrap();
    crate::ir::verify(&g).unwrap();
    g
}

fn typed(name: &str, target: &str, args: &str, shape: &str) -> String {
    format!(r#"{{"name": "{name}", "target": "{target}", "args": [{args}], "outputs": [{{"dtype": "f32", "shape": {shape}}}]}}"#)
}

const VIEW_2_4_6: &str = r#"{"t":"list","v":[{"t":"int","v":2},{"t":"int","v":4},{"t":"int","v":6}]}"#;

#[test]
fn product_sums_make_a_residual_the_products_input() {
    // s = view(addmm(b, x, w), [2, 4, 6]) + r: the bias and the residual become the product's input.
    let nodes = [
        typed("p", "aten.addmm.default", r#"{"t":"ref","node":"b"},{"t":"ref","node":"x"},{"t":"ref","node":"w"}"#, "[8, 6]"),
        typed("v", "aten.view.default", &format!(r#"{{"t":"ref","node":"p"}},{VIEW_2_4_6}"#), "[2, 4, 6]"),
        typed("s", "aten.add.Tensor", r#"{"t":"ref","node":"v"},{"t":"ref","node":"r"}"#, "[2, 4, 6]"),
        typed("o", "aten.neg.default", r#"{"t":"ref","node":"s"}"#, "[2, 4, 6]"),
    ];
    let mut g = product_graph(&nodes, r#"{"t":"ref","node":"o"}"#);
    let out = run(&ProductSums { enabled: true }, &mut g);
    assert!(out.contains("%s_addend = aten.view.default(%r, [8, 6]) : f32[8,6]"), "{out}");
    assert!(out.contains("%p_input = aten.add.Tensor(%s_addend, %b) : f32[8,6]"), "{out}");
    assert!(out.contains("%p = aten.addmm.default(%p_input, %x, %w) : f32[8,6]"), "{out}");
    assert!(out.contains("%o = aten.neg.default(%v)"), "{out}");
    assert!(!out.contains("%s ="), "{out}");
}

#[test]
fn product_sums_make_a_gradient_sum_an_addmm() {
    // s = r2 + mm(x, w), 2-d, the product on the right: addmm(view(r2), x, w).
    let nodes = [
        typed("r2", "aten.view.default", r#"{"t":"ref","node":"r"},{"t":"list","v":[{"t":"int","v":8},{"t":"int","v":6}]}"#, "[8, 6]"),
        typed("p", "aten.mm.default", r#"{"t":"ref","node":"x"},{"t":"ref","node":"w"}"#, "[8, 6]"),
        typed("s", "aten.add.Tensor", r#"{"t":"ref","node":"r2"},{"t":"ref","node":"p"}"#, "[8, 6]"),
    ];
    let mut g = product_graph(&nodes, r#"{"t":"ref","node":"s"}"#);
    let out = run(&ProductSums { enabled: true }, &mut g);
    assert!(out.contains("%p = aten.addmm.default(%s_addend, %x, %w) : f32[8,6]"), "{out}");
    assert!(out.contains("return (%p)"), "{out}");
}

#[test]
fn product_sums_leave_products_read_elsewhere_and_broadcasts() {
    let cases = [
        // The product is read twice (a training forward saving it).
        vec![
            typed("p", "aten.mm.default", r#"{"t":"ref","node":"x"},{"t":"ref","node":"w"}"#, "[8, 6]"),
            typed("s", "aten.add.Tensor", r#"{"t":"ref","node":"p"},{"t":"ref","node":"b"}"#, "[8, 6]"),
            typed("o", "aten.mul.Tensor", r#"{"t":"ref","node":"s"},{"t":"ref","node":"p"}"#, "[8, 6]"),
        ],
        // A broadcast add (the bias row): not a full-size addend.
        vec![
            typed("p", "aten.mm.default", r#"{"t":"ref","node":"x"},{"t":"ref","node":"w"}"#, "[8, 6]"),
            typed("o", "aten.add.Tensor", r#"{"t":"ref","node":"p"},{"t":"ref","node":"b"}"#, "[8, 6]"),
        ],
    ];
    for nodes in cases {
        let mut g = product_graph(&nodes, r#"{"t":"ref","node":"o"}"#);
        let before = g.to_string();
        assert_eq!(run(&ProductSums { enabled: true }, &mut g), before);
    }
    // Off where products do not go to the BLAS kernel.
    let nodes = [
        typed("r2", "aten.view.default", r#"{"t":"ref","node":"r"},{"t":"list","v":[{"t":"int","v":8},{"t":"int","v":6}]}"#, "[8, 6]"),
        typed("p", "aten.mm.default", r#"{"t":"ref","node":"x"},{"t":"ref","node":"w"}"#, "[8, 6]"),
        typed("s", "aten.add.Tensor", r#"{"t":"ref","node":"r2"},{"t":"ref","node":"p"}"#, "[8, 6]"),
    ];
    let mut g = product_graph(&nodes, r#"{"t":"ref","node":"s"}"#);
    let before = g.to_string();
    assert_eq!(run(&ProductSums { enabled: false }, &mut g), before);
}
