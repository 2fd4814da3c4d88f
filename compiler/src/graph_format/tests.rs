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
    let e = err(&ADD.replace("\"format_version\": 1", "\"format_version\": 9"));
    assert!(matches!(e, Error::FormatVersion { found: 9, supported: FORMAT_VERSION }), "{e}");
    assert!(e.to_string().contains("version 9"), "{e}");
}

#[test]
fn complex_numbers_are_pairs_of_floats() {
    let a: Arg = serde_json::from_str(r#"{"t": "complex", "v": [1.5, "-inf"]}"#).unwrap();
    assert_eq!(a, Arg::Complex { v: [FloatRepr::Num(1.5), FloatRepr::Special(SpecialFloat::NegInf)] });
    assert!(serde_json::from_str::<Arg>(r#"{"t": "complex", "v": [1.5]}"#).is_err(), "two parts");
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
    // complex32 (torch's chalf) is not a dtype of the format (c64 and c128 are).
    assert!(err(&ADD.replace("\"dtype\": \"f32\", \"shape\": [3]", "\"dtype\": \"c32\", \"shape\": [3]")).to_string().contains("c32"));
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

/// `ADD` with the node `add` renamed to `name` (its uses too).
fn add_named(name: &str) -> String {
    ADD.replace("\"name\": \"add\", \"target\"", &format!("\"name\": \"{name}\", \"target\"")).replace("\"node\": \"add\"", &format!("\"node\": \"{name}\""))
}

#[test]
fn a_name_past_the_cap_is_refused_naming_the_node() {
    // At the cap: an ordinary graph.
    let at = "n".repeat(MAX_NAME_BYTES);
    assert_eq!(parse_graph(&add_named(&at)).unwrap().nodes[0].name, at);
    // One byte more: refused before any pass, the node named (shortened) with the limit.
    let over = "n".repeat(MAX_NAME_BYTES + 1);
    let e = err(&add_named(&over));
    assert!(matches!(&e, Error::InvalidNode { node, .. } if node.starts_with("nnnn") && node.ends_with("(1025 bytes)")), "{e}");
    assert!(e.to_string().contains("the node name") && e.to_string().contains("limit of 1024 bytes"), "{e}");
    assert!(e.to_string().len() < 400, "the message does not repeat the whole name: {e}");
    assert_eq!(e.kind(), ErrorKind::InvalidGraph);
}

#[test]
fn long_strings_targets_and_references_are_refused() {
    let long_target = ADD.replace("aten.add.Tensor", &format!("aten.{}.default", "x".repeat(MAX_NAME_BYTES)));
    assert!(err(&long_target).to_string().contains("the target `aten.xxx"), "{}", err(&long_target));
    let long_str = ADD.replace(
        "{\"t\": \"ref\", \"node\": \"y\"}]",
        &format!("{{\"t\": \"ref\", \"node\": \"y\"}}, {{\"t\": \"str\", \"v\": \"{}\"}}]", "s".repeat(MAX_STRING_BYTES + 1)),
    );
    let e = err(&long_str);
    assert!(matches!(&e, Error::InvalidNode { node, .. } if node == "add"), "{e}");
    assert!(e.to_string().contains("string argument") && e.to_string().contains("65536"), "{e}");
    let long_ref = ADD.replace("\"node\": \"y\"", &format!("\"node\": \"{}\"", "y".repeat(MAX_NAME_BYTES + 1)));
    assert!(err(&long_ref).to_string().contains("the reference `yyyy"), "{}", err(&long_ref));
}

#[test]
fn a_file_past_the_size_cap_is_refused_before_parsing() {
    // Valid JSON of MAX_GRAPH_BYTES + 1 bytes: refused for its size alone, not parsed.
    let mut text = ADD.trim_end_matches('}').to_string();
    text.push_str(", \"pad\": \"");
    let fill = MAX_GRAPH_BYTES + 1 - text.len() - 2;
    text.push_str(&"p".repeat(fill));
    text.push_str("\"}");
    assert_eq!(text.len(), MAX_GRAPH_BYTES + 1);
    let e = parse_graph(&text).unwrap_err();
    assert!(matches!(&e, Error::Parse(m) if m.contains("67108865 bytes") && m.contains("limit of 67108864")), "{e}");
}
