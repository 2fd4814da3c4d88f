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
