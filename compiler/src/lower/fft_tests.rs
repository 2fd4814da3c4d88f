//! Fourier transforms (fft.rs): what reaches `stablehlo.fft`, and what is refused by name so that
//! eager runs it (and raises where torch raises). The numbers are checked against eager in
//! lowering_tests/python/test_fft.py.

use super::*;
use crate::driver::lower_graph;
use crate::passes::PassOptions;
use crate::runtime::{default_compile_options, Client};

/// One transform node `op(x, dims, 1, last)` of input `(dtype, shape)` giving `(dtype, shape)`;
/// `dims` as ints, `last` the serialized last argument.
fn graph(op: &str, input: (&str, &str), dims: &[i64], last: &str, output: (&str, &str)) -> String {
    let dims = dims.iter().map(|d| format!(r#"{{"t": "int", "v": {d}}}"#)).collect::<Vec<_>>().join(", ");
    let dims = format!(r#"{{"t": "list", "v": [{dims}]}}"#);
    format!(
        r#"{{"format_version": 4, "name": "fft",
  "inputs": [{{"name": "x", "meta": {{"dtype": "{}", "shape": {}}}}}],
  "nodes": [
    {{"name": "f", "target": "aten.{op}.default",
      "args": [{{"t": "ref", "node": "x"}}, {dims}, {{"t": "int", "v": 1}}, {last}], "outputs": [{{"dtype": "{}", "shape": {}}}]}}],
  "outputs": [{{"t": "ref", "node": "f"}}]}}"#,
        input.0, input.1, output.0, output.1
    )
}

fn refusal(json: &str) -> String {
    match lower_graph(json, &PassOptions::default()) {
        Ok(_) => panic!("must be refused: {json}"),
        Err(e) => {
            assert!(matches!(e, Error::UnsupportedArgs { .. }), "{e}");
            e.to_string()
        }
    }
}

#[test]
fn real_transforms_lower_to_one_fft_each_and_compile() {
    let client = Client::new_default().expect("the PJRT CPU plugin loads");
    for (json, kind) in [
        // rfft2 over dims (0, 2) of [6, 3, 8]: the halved dim is 2.
        (graph("_fft_r2c", ("f32", "[6, 3, 8]"), &[0, 2], r#"{"t": "bool", "v": true}"#, ("c64", "[6, 3, 5]")), "RFFT"),
        (graph("_fft_c2r", ("c64", "[6, 3, 5]"), &[0, 2], r#"{"t": "int", "v": 8}"#, ("f32", "[6, 3, 8]")), "IRFFT"),
        (graph("_fft_c2c", ("c64", "[4, 5]"), &[1], r#"{"t": "bool", "v": false}"#, ("c64", "[4, 5]")), "IFFT"),
    ] {
        let f = lower_graph(&json, &PassOptions::default()).expect("lowers");
        let m = &f.lowered.mlir;
        assert_eq!(m.matches("stablehlo.fft").count(), 1, "{m}");
        assert!(m.contains(&format!("fft_type {kind}")), "{m}");
        client.compile(m, &default_compile_options()).expect("XLA compiles it");
    }
}

#[test]
fn a_transform_over_more_than_three_dims_is_split() {
    let json = graph("_fft_c2c", ("c64", "[2, 3, 4, 5, 6]"), &[0, 1, 2, 3, 4], r#"{"t": "bool", "v": true}"#, ("c64", "[2, 3, 4, 5, 6]"));
    let m = lower_graph(&json, &PassOptions::default()).expect("lowers").lowered.mlir;
    assert_eq!(m.matches("stablehlo.fft").count(), 2, "{m}");
}

#[test]
fn what_xla_cannot_transform_is_refused_by_name() {
    // Half precision: torch's CPU FFT raises; XLA's takes float32/float64.
    let msg = refusal(&graph("_fft_r2c", ("f16", "[8]"), &[0], r#"{"t": "bool", "v": true}"#, ("c64", "[5]")));
    assert!(msg.contains("aten._fft_r2c.default") && msg.contains("float32/float64"), "{msg}");
    // No points: torch raises "Invalid number of data points".
    let msg = refusal(&graph("_fft_c2c", ("c64", "[0, 3]"), &[0], r#"{"t": "bool", "v": true}"#, ("c64", "[0, 3]")));
    assert!(msg.contains("0 points"), "{msg}");
    // An inverse real transform whose input does not hold n/2 + 1 entries.
    let msg = refusal(&graph("_fft_c2r", ("c64", "[4, 7]"), &[1], r#"{"t": "int", "v": 8}"#, ("f32", "[4, 8]")));
    assert!(msg.contains("from 7 entries") && msg.contains("expected 5"), "{msg}");
}
