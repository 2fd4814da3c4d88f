use super::*;
use crate::graph_format::parse_graph;

const MULTI: &str = r#"{
  "format_version": 1, "name": "ln",
  "inputs": [{"name": "x", "meta": {"dtype": "f32", "shape": [2, 4]}}],
  "nodes": [
    {"name": "ln", "target": "aten.native_layer_norm.default",
     "args": [{"t": "ref", "node": "x"}, {"t": "list", "v": [{"t": "int", "v": 4}]}, {"t": "none"}, {"t": "none"}, {"t": "float", "v": 1e-05}],
     "outputs": [{"dtype": "f32", "shape": [2, 4]}, {"dtype": "f32", "shape": [2, 1]}, {"dtype": "f32", "shape": [2, 1]}]}],
  "outputs": [{"t": "ref", "node": "ln", "out": 0}, {"t": "ref", "node": "ln", "out": 2}, {"t": "none"}]
}"#;

#[test]
fn prints_readable_text() {
    let g = from_serialized(&parse_graph(MULTI).unwrap()).unwrap();
    verify(&g).unwrap();
    let text = g.to_string();
    let expected = "graph ln {
  %x = input 0 : f32[2,4]
  %ln = aten.native_layer_norm.default(%x, [4], None, None, 1e-5) : f32[2,4], f32[2,1], f32[2,1]
  return (%ln#0, %ln#2, None)
}
";
    assert_eq!(text, expected);
}

#[test]
fn verifier_rejects_uses_of_absent_results() {
    let text = MULTI.replace(
        "{\"dtype\": \"f32\", \"shape\": [2, 1]}, {\"dtype\": \"f32\", \"shape\": [2, 1]}]}",
        "null, null]}",
    );
    let g = from_serialized(&parse_graph(&text).unwrap()).unwrap();
    let e = verify(&g).unwrap_err().to_string();
    assert!(e.contains("result 2 of `ln`, which has no value"), "{e}");
}

#[test]
fn types_print_like_torch_shapes() {
    assert_eq!(TensorType::new(DType::BF16, &[1, 2]).to_string(), "bf16[1,2]");
    assert_eq!(TensorType::new(DType::Bool, &[]).to_string(), "bool[]");
}

#[test]
fn dtype_table_lists_every_type_in_declaration_order() {
    for (i, row) in DTYPE_TABLE.iter().enumerate() {
        assert_eq!(row.dtype as usize, i, "{}", row.name);
        assert_eq!(DType::from_name(row.name), Some(row.dtype));
        assert_eq!(row.dtype.info().name, row.name);
    }
}

/// A graph whose output `y` (a [2, 3, 4, 5] tensor) is listed in `output_layouts` as `layout`.
fn with_output_layout(layout: &str) -> String {
    format!(
        r#"{{"format_version": 6, "name": "forward_0",
            "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [2, 3, 4, 5]}}}}],
            "nodes": [{{"name": "y", "target": "aten.neg.default", "args": [{{"t":"ref","node":"x"}}],
                       "outputs": [{{"dtype": "f32", "shape": [2, 3, 4, 5]}}]}}],
            "outputs": [{{"t":"ref","node":"y"}}, {{"t":"none"}}],
            "output_layouts": [{{"output": 0, "layout": {layout}}}]}}"#
    )
}

#[test]
fn output_layouts_are_checked_and_lowered_as_one_transpose() {
    let g = from_serialized(&parse_graph(&with_output_layout("[0, 2, 3, 1]")).unwrap()).unwrap();
    assert_eq!(g.output_layouts.get(&0), Some(&vec![0, 2, 3, 1]));
    let low = crate::lower::lower(&g).unwrap();
    // The result is written channels-last; the graph's value is a view of it.
    assert_eq!(low.results[0].static_dims(), Some(vec![2, 4, 5, 3]));
    assert!(matches!(&low.outputs[0], crate::lower::OutputSpec::Tensor { index: 0, ty, layout: Some(p) }
        if ty.static_dims() == Some(vec![2, 3, 4, 5]) && *p == vec![0, 2, 3, 1]), "{:?}", low.outputs[0]);
    assert!(low.mlir.contains("permutation = array<i64: 0, 2, 3, 1>"), "{}", low.mlir);
    // Not a permutation, a non-tensor output, an output listed twice: errors naming the outputs.
    for layout in ["[0, 2, 2, 1]", "[0, 1, 2]", "[0, 2, 3, 9]"] {
        let e = from_serialized(&parse_graph(&with_output_layout(layout)).unwrap()).unwrap_err();
        assert!(e.to_string().contains("not a permutation"), "{e}");
    }
    let none = with_output_layout("[0, 2, 3, 1]").replace(r#""output": 0"#, r#""output": 1"#);
    let e = from_serialized(&parse_graph(&none).unwrap()).unwrap_err();
    assert!(e.to_string().contains("not a tensor"), "{e}");
    let twice = with_output_layout("[0, 2, 3, 1]").replace(
        r#"[{"output": 0, "layout": [0, 2, 3, 1]}]"#,
        r#"[{"output": 0, "layout": [0, 2, 3, 1]}, {"output": 0, "layout": [0, 1, 2, 3]}]"#,
    );
    let e = from_serialized(&parse_graph(&twice).unwrap()).unwrap_err();
    assert!(e.to_string().contains("twice"), "{e}");
}
