//! `input_layout`: which parameters the executable takes permuted, and what the lowering makes of it.

const LAYOUT: InputLayout = InputLayout { conv_weights: true, blas_products: false, channels_last_conv_weights: false };
use super::*;
use crate::graph_format::parse_graph;
use crate::ir::from_serialized;

const W: &str = r#"{"t":"ref","node":"w"}"#;
const X: &str = r#"{"t":"ref","node":"x"}"#;

/// A graph with input `x` [8, 4] and weight `w` of `w_shape` (static when `w_static`).
fn graph(w_shape: &str, w_static: bool, nodes: &str, outputs: &str) -> Graph {
    let text = format!(
        r#"{{"format_version": 2, "name": "t",
            "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [8, 4]}}}},
                       {{"name": "w", "meta": {{"dtype": "f32", "shape": {w_shape}}}, "static": {w_static}}}],
            "nodes": [{nodes}], "outputs": [{outputs}]}}"#
    );
    from_serialized(&parse_graph(&text).unwrap()).unwrap()
}

fn node(name: &str, target: &str, args: &str, shape: &str) -> String {
    format!(r#"{{"name": "{name}", "target": "{target}", "args": [{args}], "outputs": [{{"dtype": "f32", "shape": {shape}}}]}}"#)
}

fn perm(name: &str, of: &str, p: &[i64], shape: &str) -> String {
    let items: Vec<String> = p.iter().map(|d| format!(r#"{{"t":"int","v":{d}}}"#)).collect();
    node(name, "aten.permute.default", &format!(r#"{of}, {{"t":"list","v":[{}]}}"#, items.join(",")), shape)
}

/// `x @ w.T` with `w` [3, 4], the shape of `nn.Linear(4, 3)`.
fn linear(w_static: bool) -> Graph {
    let nodes = [perm("wt", W, &[1, 0], "[4, 3]"), node("y", "aten.mm.default", &format!(r#"{X}, {{"t":"ref","node":"wt"}}"#), "[8, 3]")];
    graph("[3, 4]", w_static, &nodes.join(","), r#"{"t":"ref","node":"y"}"#)
}

#[test]
fn a_linear_weight_is_taken_transposed() {
    let mut g = linear(true);
    LAYOUT.run(&mut g).unwrap();
    assert_eq!(g.input_layouts.get(&1), Some(&vec![1, 0]));
    assert_eq!(g.input_layouts.len(), 1, "x is not a parameter");
    let low = crate::lower::lower(&g).unwrap();
    // The executable's parameter is [4, 3]; one transpose recovers `w`, which XLA folds away.
    assert_eq!(low.params[1].1.static_dims(), Some(vec![4, 3]));
    assert!(low.mlir.contains("%arg1: tensor<4x3xf32>"), "{}", low.mlir);
    assert_eq!(low.input_layouts.get(&1), Some(&vec![1, 0]));
}

#[test]
fn inputs_that_are_not_parameters_keep_their_layout() {
    let mut g = linear(false);
    LAYOUT.run(&mut g).unwrap();
    assert!(g.input_layouts.is_empty());
}

#[test]
fn a_weight_with_another_use_keeps_its_layout() {
    let nodes = [
        perm("wt", W, &[1, 0], "[4, 3]"),
        node("y", "aten.mm.default", &format!(r#"{X}, {{"t":"ref","node":"wt"}}"#), "[8, 3]"),
        node("z", "aten.neg.default", W, "[3, 4]"),
    ];
    let mut g = graph("[3, 4]", true, &nodes.join(","), r#"{"t":"ref","node":"y"},{"t":"ref","node":"z"}"#);
    LAYOUT.run(&mut g).unwrap();
    assert!(g.input_layouts.is_empty());
}

#[test]
fn a_weight_that_is_also_a_graph_output_keeps_its_layout() {
    let nodes = [perm("wt", W, &[1, 0], "[4, 3]"), node("y", "aten.mm.default", &format!(r#"{X}, {{"t":"ref","node":"wt"}}"#), "[8, 3]")];
    let mut g = graph("[3, 4]", true, &nodes.join(","), r#"{"t":"ref","node":"y"},{"t":"ref","node":"w"}"#);
    LAYOUT.run(&mut g).unwrap();
    assert!(g.input_layouts.is_empty());
}

#[test]
fn uses_that_disagree_keep_the_layout() {
    let nodes = [perm("a", W, &[1, 0], "[4, 3]"), node("b", "aten.t.default", W, "[4, 3]"), perm("c", W, &[0, 1], "[3, 4]")];
    let mut g = graph("[3, 4]", true, &nodes.join(","), r#"{"t":"ref","node":"a"},{"t":"ref","node":"b"},{"t":"ref","node":"c"}"#);
    LAYOUT.run(&mut g).unwrap();
    assert!(g.input_layouts.is_empty(), "[1,0] and [0,1] disagree");
    // `t` and `permute [1, 0]` agree.
    let nodes = [perm("a", W, &[-1, 0], "[4, 3]"), node("b", "aten.t.default", W, "[4, 3]")];
    let mut g = graph("[3, 4]", true, &nodes.join(","), r#"{"t":"ref","node":"a"},{"t":"ref","node":"b"}"#);
    LAYOUT.run(&mut g).unwrap();
    assert_eq!(g.input_layouts.get(&1), Some(&vec![1, 0]));
}

/// One 3x3 convolution of `x` [1, 2, 5, 5] by the parameter `w` [3, 2, 3, 3].
fn one_conv_graph() -> Graph {
    let text = r#"{"format_version": 2, "name": "t",
        "inputs": [{"name": "x", "meta": {"dtype": "f32", "shape": [1, 2, 5, 5]}},
                   {"name": "w", "meta": {"dtype": "f32", "shape": [3, 2, 3, 3]}, "static": true}],
        "nodes": [{"name": "y", "target": "aten.convolution.default",
                   "args": [{"t":"ref","node":"x"}, {"t":"ref","node":"w"}, {"t":"none"},
                            {"t":"list","v":[{"t":"int","v":1},{"t":"int","v":1}]}, {"t":"list","v":[{"t":"int","v":1},{"t":"int","v":1}]},
                            {"t":"list","v":[{"t":"int","v":1},{"t":"int","v":1}]}, {"t":"bool","v":false},
                            {"t":"list","v":[{"t":"int","v":0},{"t":"int","v":0}]}, {"t":"int","v":1}],
                   "outputs": [{"dtype": "f32", "shape": [1, 3, 5, 5]}]}],
        "outputs": [{"t":"ref","node":"y"}]}"#;
    from_serialized(&parse_graph(text).unwrap()).unwrap()
}

#[test]
fn a_convolution_weight_is_taken_kernel_major() {
    let mut g = one_conv_graph();
    LAYOUT.run(&mut g).unwrap();
    assert_eq!(g.input_layouts.get(&1), Some(&vec![2, 3, 1, 0]));
    let low = crate::lower::lower(&g).unwrap();
    assert!(low.mlir.contains("%arg1: tensor<3x3x2x3xf32>"), "{}", low.mlir);
}

#[test]
fn a_donated_parameter_keeps_its_layout() {
    // `w` is only read transposed, but the graph's `aliases` let the executable write its new
    // value into it: a permuted copy would receive that write.
    let text = r#"{"format_version": 3, "name": "t",
        "inputs": [{"name": "x", "meta": {"dtype": "f32", "shape": [4, 4]}},
                   {"name": "w", "meta": {"dtype": "f32", "shape": [4, 4]}, "static": true}],
        "nodes": [{"name": "wt", "target": "aten.permute.default",
                   "args": [{"t":"ref","node":"w"}, {"t":"list","v":[{"t":"int","v":1},{"t":"int","v":0}]}],
                   "outputs": [{"dtype": "f32", "shape": [4, 4]}]},
                  {"name": "y", "target": "aten.mm.default", "args": [{"t":"ref","node":"x"}, {"t":"ref","node":"wt"}],
                   "outputs": [{"dtype": "f32", "shape": [4, 4]}]}],
        "outputs": [{"t":"ref","node":"y"}, {"t":"ref","node":"y"}],
        "aliases": [{"input": 1, "output": 0}]}"#;
    let mut g = from_serialized(&parse_graph(text).unwrap()).unwrap();
    LAYOUT.run(&mut g).unwrap();
    assert!(g.input_layouts.is_empty());
}

/// `x @ w.T` with `w` of `w_dims` and `dtype`, as the product `product` (mm, or addmm with a bias).
fn linear_of(dtype: &str, w_dims: [i64; 2], product: &str) -> Graph {
    let [o, i] = w_dims;
    let wt = format!(
        r#"{{"name": "wt", "target": "aten.t.default", "args": [{W}], "outputs": [{{"dtype": "{dtype}", "shape": [{i}, {o}]}}]}}"#
    );
    let args = match product {
        "aten.addmm.default" => format!(r#"{{"t":"ref","node":"b"}}, {X}, {{"t":"ref","node":"wt"}}"#),
        _ => format!(r#"{X}, {{"t":"ref","node":"wt"}}"#),
    };
    let y = format!(r#"{{"name": "y", "target": "{product}", "args": [{args}], "outputs": [{{"dtype": "{dtype}", "shape": [8, {o}]}}]}}"#);
    let text = format!(
        r#"{{"format_version": 2, "name": "t",
            "inputs": [{{"name": "x", "meta": {{"dtype": "{dtype}", "shape": [8, {i}]}}}},
                       {{"name": "w", "meta": {{"dtype": "{dtype}", "shape": [{o}, {i}]}}, "static": true}},
                       {{"name": "b", "meta": {{"dtype": "{dtype}", "shape": [{o}]}}, "static": true}}],
            "nodes": [{wt}, {y}], "outputs": [{{"t":"ref","node":"y"}}]}}"#
    );
    from_serialized(&parse_graph(&text).unwrap()).unwrap()
}

#[test]
fn a_weight_the_blas_kernel_reads_transposed_keeps_its_layout() {
    const BLAS: InputLayout = InputLayout { conv_weights: true, blas_products: true, channels_last_conv_weights: false };
    // 256 x 128 = 2^15 elements: every product with it is at least MIN_MACS multiply-adds.
    for product in ["aten.mm.default", "aten.addmm.default"] {
        for dtype in ["f32", "f64"] {
            let mut g = linear_of(dtype, [256, 128], product);
            BLAS.run(&mut g).unwrap();
            assert!(g.input_layouts.is_empty(), "{product} {dtype}: {:?}", g.input_layouts);
            // Without the kernel the weight is taken transposed, as XLA's dot wants it.
            let mut g = linear_of(dtype, [256, 128], product);
            LAYOUT.run(&mut g).unwrap();
            assert_eq!(g.input_layouts.get(&1), Some(&vec![1, 0]), "{product} {dtype}");
        }
    }
    // The kernel reads it in place: no transpose of `w` is written before the call.
    let g = linear_of("f32", [256, 128], "aten.mm.default");
    let opts = crate::emit::EmitOptions { blas_gemm: true, ..Default::default() };
    let mut g2 = g.clone();
    BLAS.run(&mut g2).unwrap();
    let low = crate::lower::lower_perturbed(&g2, true, &[], opts).unwrap();
    assert!(low.mlir.contains("torchtpu_gemm_nt"), "{}", low.mlir);
    // A product that stays XLA's dot (8 x 16 x 128 = 2^14 multiply-adds; bfloat16) still gets
    // the transposed copy.
    for (dtype, dims) in [("f32", [16, 128]), ("bf16", [256, 128])] {
        let mut g = linear_of(dtype, dims, "aten.mm.default");
        BLAS.run(&mut g).unwrap();
        assert_eq!(g.input_layouts.get(&1), Some(&vec![1, 0]), "{dtype} {dims:?}");
    }
}

#[test]
fn a_small_weight_in_a_large_product_is_read_in_place() {
    const BLAS: InputLayout = InputLayout { conv_weights: true, blas_products: true, channels_last_conv_weights: false };
    // `Linear(1024, 10)`: 10,240 elements, but 8 x 10 x 1024 = 81,920 multiply-adds, which the
    // kernel runs reading the weight transposed in place.
    for product in ["aten.mm.default", "aten.addmm.default"] {
        let mut g = linear_of("f32", [10, 1024], product);
        BLAS.run(&mut g).unwrap();
        assert!(g.input_layouts.is_empty(), "{product}: {:?}", g.input_layouts);
    }
    // And the lowering gives that product to the kernel, which reads `w` transposed in place.
    let mut g = linear_of("f32", [10, 1024], "aten.mm.default");
    BLAS.run(&mut g).unwrap();
    let opts = crate::emit::EmitOptions { blas_gemm: true, ..Default::default() };
    let low = crate::lower::lower_perturbed(&g, true, &[], opts).unwrap();
    assert!(low.mlir.contains("torchtpu_gemm_nt"), "{}", low.mlir);
    // With a dynamic batch the product may be one row (10,240 multiply-adds, XLA's dot): the
    // weight is taken transposed, as that dot wants it.
    let wt = r#"{"name": "wt", "target": "aten.t.default", "args": [{"t":"ref","node":"w"}], "outputs": [{"dtype": "f32", "shape": [1024, 10]}]}"#;
    let y = format!(
        r#"{{"name": "y", "target": "aten.mm.default", "args": [{X}, {{"t":"ref","node":"wt"}}], "outputs": [{{"dtype": "f32", "shape": [{{"sym": "s0"}}, 10]}}]}}"#
    );
    let text = format!(
        r#"{{"format_version": 2, "name": "t",
            "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [{{"sym": "s0", "hint": 8}}, 1024]}}}},
                       {{"name": "w", "meta": {{"dtype": "f32", "shape": [10, 1024]}}, "static": true}}],
            "nodes": [{wt}, {y}], "outputs": [{{"t":"ref","node":"y"}}]}}"#
    );
    let mut g = from_serialized(&parse_graph(&text).unwrap()).unwrap();
    BLAS.run(&mut g).unwrap();
    assert_eq!(g.input_layouts.get(&1), Some(&vec![1, 0]));
}

#[test]
fn a_transpose_with_a_use_besides_products_keeps_the_transposed_copy() {
    const BLAS: InputLayout = InputLayout { conv_weights: true, blas_products: true, channels_last_conv_weights: false };
    let nodes = [
        r#"{"name": "wt", "target": "aten.t.default", "args": [{"t":"ref","node":"w"}], "outputs": [{"dtype": "f32", "shape": [128, 256]}]}"#.to_string(),
        node("y", "aten.mm.default", &format!(r#"{X}, {{"t":"ref","node":"wt"}}"#), "[8, 256]"),
        node("z", "aten.neg.default", r#"{"t":"ref","node":"wt"}"#, "[128, 256]"),
    ];
    let text = format!(
        r#"{{"format_version": 2, "name": "t",
            "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [8, 128]}}}},
                       {{"name": "w", "meta": {{"dtype": "f32", "shape": [256, 128]}}, "static": true}}],
            "nodes": [{}], "outputs": [{{"t":"ref","node":"y"}}, {{"t":"ref","node":"z"}}]}}"#,
        nodes.join(",")
    );
    let mut g = from_serialized(&parse_graph(&text).unwrap()).unwrap();
    BLAS.run(&mut g).unwrap();
    assert_eq!(g.input_layouts.get(&1), Some(&vec![1, 0]));
}

/// Three 2-d convolutions in a chain (a convolutional network, `conv_network`): `w3` 3x3,
/// `w1` 1x1 and `wd` depthwise 3x3, all parameters, over 4 channels.
fn conv_network_graph() -> Graph {
    let list = |v: &[i64]| format!(r#"{{"t":"list","v":[{}]}}"#, v.iter().map(|d| format!(r#"{{"t":"int","v":{d}}}"#)).collect::<Vec<_>>().join(","));
    let conv = |name: &str, x: &str, w: &str, pad: i64, groups: i64| {
        format!(
            r#"{{"name": "{name}", "target": "aten.convolution.default",
                "args": [{{"t":"ref","node":"{x}"}}, {{"t":"ref","node":"{w}"}}, {{"t":"none"}}, {}, {}, {}, {{"t":"bool","v":false}}, {}, {{"t":"int","v":{groups}}}],
                "outputs": [{{"dtype": "f32", "shape": [1, 4, 6, 6]}}]}}"#,
            list(&[1, 1]), list(&[pad, pad]), list(&[1, 1]), list(&[0, 0])
        )
    };
    let text = format!(
        r#"{{"format_version": 2, "name": "t",
            "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [1, 4, 6, 6]}}}},
                       {{"name": "w3", "meta": {{"dtype": "f32", "shape": [4, 4, 3, 3]}}, "static": true}},
                       {{"name": "w1", "meta": {{"dtype": "f32", "shape": [4, 4, 1, 1]}}, "static": true}},
                       {{"name": "wd", "meta": {{"dtype": "f32", "shape": [4, 1, 3, 3]}}, "static": true}}],
            "nodes": [{}, {}, {}], "outputs": [{{"t":"ref","node":"c"}}]}}"#,
        conv("a", "x", "w3", 1, 1),
        conv("b", "a", "w1", 0, 1),
        conv("c", "b", "wd", 1, 4)
    );
    from_serialized(&parse_graph(&text).unwrap()).unwrap()
}

#[test]
fn torch_kernels_in_a_conv_network_take_their_weights_channels_last() {
    const TORCH_CL: InputLayout = InputLayout { conv_weights: false, blas_products: true, channels_last_conv_weights: true };
    let mut g = conv_network_graph();
    TORCH_CL.run(&mut g).unwrap();
    // The 3x3 weight as oneDNN reads it beside channels-last activations; the 1x1 and depthwise
    // ones are already in that order (only dims of size 1 would move): no copy.
    assert_eq!(g.input_layouts.get(&1), Some(&vec![0, 2, 3, 1]));
    assert_eq!(g.input_layouts.len(), 1, "{:?}", g.input_layouts);
    // Without torch's channels-last kernels, or without a network, weights stay as stored.
    const TORCH: InputLayout = InputLayout { conv_weights: false, blas_products: true, channels_last_conv_weights: false };
    let mut g = conv_network_graph();
    TORCH.run(&mut g).unwrap();
    assert!(g.input_layouts.is_empty(), "{:?}", g.input_layouts);
    let mut g = one_conv_graph();
    TORCH_CL.run(&mut g).unwrap();
    assert!(g.input_layouts.is_empty(), "one convolution is not a network: {:?}", g.input_layouts);
}
