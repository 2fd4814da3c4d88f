use super::*;
use crate::driver::lower_graph;
use crate::passes::PassOptions;
use crate::{Error, ErrorKind};

pub(crate) const ADD: &str = r#"{
  "format_version": 1, "name": "add",
  "inputs": [{"name": "x", "meta": {"dtype": "f32", "shape": [2, 3]}},
             {"name": "y", "meta": {"dtype": "f32", "shape": [3]}}],
  "nodes": [{"name": "add", "target": "aten.add.Tensor",
             "args": [{"t": "ref", "node": "x"}, {"t": "ref", "node": "y"}],
             "outputs": [{"dtype": "f32", "shape": [2, 3]}]}],
  "outputs": [{"t": "ref", "node": "add"}]
}"#;

fn err(text: &str) -> Error {
    match lower_graph(text, &PassOptions::default()) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(e) => e,
    }
}

#[test]
fn parses_a_valid_graph() {
    let g = parse_graph(ADD).unwrap();
    assert_eq!(g.nodes[0].target, "aten.add.Tensor");
    assert_eq!(g.inputs[1].meta.as_ref().unwrap().shape, vec![Dim::Static(3)]);
}

#[test]
fn newer_version_is_named() {
    let e = err(&ADD.replace("\"format_version\": 1", "\"format_version\": 7"));
    assert!(matches!(e, Error::FormatVersion { found: 7, supported: FORMAT_VERSION }), "{e}");
    assert!(e.to_string().contains("version 7"), "{e}");
}

#[test]
fn version_1_and_version_2_with_symbols_both_parse() {
    assert!(parse_graph(ADD).unwrap().symbols.is_empty());
    let v2 = ADD.replace("\"format_version\": 1,", "\"format_version\": 2, \"symbols\": [{\"name\": \"s0\", \"hint\": 5, \"min\": 2, \"max\": null, \"bucket\": 8, \"input\": \"n\"}],");
    let g = parse_graph(&v2).unwrap();
    assert_eq!(g.symbols.len(), 1);
    assert_eq!((g.symbols[0].bucket, g.symbols[0].max), (Some(8), None));
    let e = err(&ADD.replace("\"format_version\": 1", "\"format_version\": 0"));
    assert!(matches!(e, Error::FormatVersion { found: 0, .. }), "{e}");
}

#[test]
fn missing_version_and_missing_field_are_named() {
    let e = err(&ADD.replace("\"format_version\": 1,", ""));
    assert!(e.to_string().contains("format_version"), "{e}");
    let e = err(&ADD.replace("\"target\": \"aten.add.Tensor\",", ""));
    assert!(e.to_string().contains("missing field `target`"), "{e}");
    assert_eq!(e.kind(), ErrorKind::InvalidGraph);
}

#[test]
fn dangling_reference_names_node_and_target() {
    let e = err(&ADD.replace("{\"t\": \"ref\", \"node\": \"y\"}", "{\"t\": \"ref\", \"node\": \"nope\"}"));
    let msg = e.to_string();
    assert!(msg.contains("`add`") && msg.contains("`nope`"), "{msg}");
}

#[test]
fn out_of_range_result_index_is_an_error() {
    let e = err(&ADD.replace("{\"t\": \"ref\", \"node\": \"add\"}", "{\"t\": \"ref\", \"node\": \"add\", \"out\": 3}"));
    assert!(e.to_string().contains("result 3 of `add`"), "{e}");
}

#[test]
fn unknown_dtype_and_negative_dim_are_errors() {
    assert!(err(&ADD.replace("\"dtype\": \"f32\", \"shape\": [3]", "\"dtype\": \"c64\", \"shape\": [3]")).to_string().contains("c64"));
    assert!(err(&ADD.replace("\"shape\": [3]", "\"shape\": [-3]")).to_string().contains("negative"));
}

#[test]
fn duplicate_names_are_errors() {
    let e = err(&ADD.replace("{\"name\": \"y\"", "{\"name\": \"x\""));
    assert!(e.to_string().contains("defined twice"), "{e}");
}

#[test]
fn unknown_op_names_the_op() {
    let e = err(&ADD.replace("aten.add.Tensor", "aten.frobnicate.default"));
    assert_eq!(e.to_string(), "no lowering rule for aten.frobnicate.default (node `add`)");
    assert_eq!(e.kind(), ErrorKind::Unsupported);
}

#[test]
fn special_floats_round_trip() {
    let a: Arg = serde_json::from_str(r#"{"t": "float", "v": "-inf"}"#).unwrap();
    assert_eq!(a, Arg::Float { v: FloatRepr::Special(SpecialFloat::NegInf) });
    assert_eq!(FloatRepr::from_f64(f64::INFINITY).value(), f64::INFINITY);
}

/// Truncations and byte flips of a valid graph never panic: each gives an error or a graph.
#[test]
fn mangled_input_never_panics() {
    let bytes = ADD.as_bytes();
    for cut in (0..bytes.len()).step_by(7) {
        let s = String::from_utf8_lossy(&bytes[..cut]).to_string();
        let _ = lower_graph(&s, &PassOptions::default());
    }
    for i in (0..bytes.len()).step_by(5) {
        let mut b = bytes.to_vec();
        b[i] = b"{}[]\",:0az-"[i % 11];
        let _ = lower_graph(&String::from_utf8_lossy(&b), &PassOptions::default());
    }
}

/// `x += 1` functionalized: output 0 is the new `x`, output 1 a user result.
const ADD_ONE_IN_PLACE: &str = r#"{
  "format_version": 3, "name": "add_",
  "inputs": [{"name": "x", "meta": {"dtype": "f32", "shape": [4]}},
             {"name": "y", "meta": {"dtype": "f32", "shape": [4]}}],
  "nodes": [{"name": "add", "target": "aten.add.Tensor",
             "args": [{"t": "ref", "node": "x"}, {"t": "int", "v": 1}],
             "outputs": [{"dtype": "f32", "shape": [4]}]},
            {"name": "mul", "target": "aten.mul.Tensor",
             "args": [{"t": "ref", "node": "add"}, {"t": "ref", "node": "y"}],
             "outputs": [{"dtype": "f32", "shape": [4]}]}],
  "outputs": [{"t": "ref", "node": "add"}, {"t": "ref", "node": "mul"}],
  "aliases": [{"input": 0, "output": 0}]
}"#;

#[test]
fn aliases_become_tf_aliasing_output_on_main() {
    let f = lower_graph(ADD_ONE_IN_PLACE, &PassOptions::default()).expect("lowers");
    assert_eq!(f.donations, vec![crate::runtime::Donation { param: 0, result: 0 }]);
    let head = f.lowered.mlir.lines().find(|l| l.contains("func.func @main")).expect("main").to_string();
    assert!(head.contains("%arg0: tensor<4xf32> {tf.aliasing_output = 0 : i32}"), "{head}");
    assert!(head.contains("%arg1: tensor<4xf32>)") || head.contains("%arg1: tensor<4xf32>,"), "only x is aliased: {head}");
    // Without aliases the program (and so the cache key) differs.
    let plain = lower_graph(&ADD_ONE_IN_PLACE.replace(r#""aliases": [{"input": 0, "output": 0}]"#, r#""aliases": []"#), &PassOptions::default())
        .expect("lowers");
    assert!(!plain.lowered.mlir.contains("aliasing_output"));
    assert!(plain.donations.is_empty());
}

#[test]
fn bad_aliases_are_named() {
    let with = |a: &str| ADD_ONE_IN_PLACE.replace(r#"[{"input": 0, "output": 0}]"#, a);
    for (aliases, why) in [
        (r#"[{"input": 5, "output": 0}]"#, "no such tensor input"),
        (r#"[{"input": 0, "output": 9}]"#, "no such tensor output"),
        (r#"[{"input": 0, "output": 0}, {"input": 1, "output": 0}]"#, "aliased twice"),
    ] {
        let e = err(&with(aliases));
        assert_eq!(e.kind(), ErrorKind::InvalidGraph, "{e}");
        assert!(e.to_string().contains(why) && e.to_string().contains("add_"), "{aliases}: {e}");
    }
    // y: f32[1] cannot hold the f32[4] result.
    let mismatched = with(r#"[{"input": 1, "output": 0}]"#).replace(r#""shape": [4]}}],"#, r#""shape": [1]}}],"#);
    let e = err(&mismatched);
    assert!(e.to_string().contains("alias of input 1 to output 0: the input is f32[1]"), "{e}");
    // An unknown field inside an alias is refused, as everywhere in the format.
    let e = err(&with(r#"[{"input": 0, "output": 0, "must": true}]"#));
    assert!(e.to_string().contains("must"), "{e}");
}
