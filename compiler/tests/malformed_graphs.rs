//! Malformed graphs give errors that name the node, never a panic, an abort or a stack overflow
//! (issue 17, item 1). One small reproducer per class of crash the `lower_graph` fuzz target found
//! (docs/fuzzing.md); each was a panic, an abort or a hang before its fix.

use torchtpu_compiler::driver::lower_graph;
use torchtpu_compiler::passes::PassOptions;
use torchtpu_compiler::{Error, ErrorCode};

/// A graph with tensor input `x` of `dtype[shape]` and the given nodes, constants and outputs.
fn graph(x_shape: &str, constants: &str, nodes: &str, outputs: &str) -> String {
    format!(
        r#"{{"format_version": 1, "name": "g",
            "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": {x_shape}}}}}],
            "constants": [{constants}], "nodes": [{nodes}], "outputs": [{outputs}]}}"#
    )
}

fn lower(json: &str) -> Result<String, Error> {
    lower_graph(json, &PassOptions { disabled: vec![], verify_each: true, runtime_checks: true, torch_conv_weights: false, blas_products: false, channels_last_conv_weights: false }).map(|f| f.lowered.mlir)
}

/// Lowering fails with `code` at node `node`.
#[track_caller]
fn assert_fails(json: &str, code: ErrorCode, node: &str) -> String {
    match lower(json) {
        Ok(_) => panic!("lowered, expected {code} at `{node}`"),
        Err(e) => {
            assert_eq!((e.code(), e.node()), (code, Some(node)), "{e}");
            e.to_string()
        }
    }
}

fn node(name: &str, target: &str, args: &str, outputs: &str) -> String {
    format!(r#"{{"name": "{name}", "target": "{target}", "args": [{args}], "outputs": [{outputs}]}}"#)
}

const X: &str = r#"{"t": "ref", "node": "x"}"#;

fn ints(v: &[i64]) -> String {
    let items: Vec<String> = v.iter().map(|i| format!(r#"{{"t": "int", "v": {i}}}"#)).collect();
    format!(r#"{{"t": "list", "v": [{}]}}"#, items.join(", "))
}

fn f32_meta(shape: &[i64]) -> String {
    format!(r#"{{"dtype": "f32", "shape": {shape:?}}}"#)
}

fn out(name: &str) -> String {
    format!(r#"{{"t": "ref", "node": "{name}"}}"#)
}

// ---- parse-time caps: rank and element count -------------------------------------------------

#[test]
fn rank_over_the_cap_is_refused_at_parse_time() {
    let shape = format!("{:?}", vec![1; 65]);
    let msg = assert_fails(&graph(&shape, "", "", &out("x")), ErrorCode::InvalidNode, "x");
    assert!(msg.contains("rank 65"), "{msg}");
    // 64 dims are fine.
    lower(&graph(&format!("{:?}", vec![1; 64]), "", "", &out("x"))).unwrap();
}

/// Time grew with the square of the rank (20,000 dims: minutes). Refused before any per-dim work.
#[test]
fn a_huge_rank_is_refused_quickly() {
    let shape = format!("{:?}", vec![1; 20_000]);
    let neg = node("n", "aten.neg.default", X, &format!(r#"{{"dtype": "f32", "shape": {shape}}}"#));
    let t = std::time::Instant::now();
    assert_fails(&graph("[2]", "", &neg, &out("n")), ErrorCode::InvalidNode, "n");
    // Not a benchmark: a generous bound that the quadratic path (seconds to minutes) misses.
    assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
}

#[test]
fn shape_products_past_i64_are_refused() {
    for shape in ["[4294967296, 4294967296]", "[9223372036854775807, 2]", "[0, 9223372036854775807, 9223372036854775807]"] {
        assert_fails(&graph(shape, "", "", &out("x")), ErrorCode::InvalidNode, "x");
    }
    // Past the 2^40 cap without overflowing.
    assert_fails(&graph("[1048576, 2097152]", "", "", &out("x")), ErrorCode::InvalidNode, "x");
}

/// 2^32 * 2^32 wrapped to 0, so an empty `dense<>` was accepted for a 2^64-element constant.
#[test]
fn a_constant_whose_shape_product_wraps_is_refused() {
    let c = r#"{"name": "c", "meta": {"dtype": "f32", "shape": [4294967296, 4294967296]}, "data": ""}"#;
    assert_fails(&graph("[2]", c, "", &out("c")), ErrorCode::InvalidNode, "c");
}

// ---- lowering rules: arguments checked before arithmetic and indexing -------------------------

fn max_pool(x_shape: &[i64], kernel: &[i64], stride: &[i64], out_shape: &[i64]) -> String {
    let args = format!("{X}, {}, {}", ints(kernel), ints(stride));
    let outs = format!(r#"{}, {{"dtype": "i64", "shape": {out_shape:?}}}"#, f32_meta(out_shape));
    let n = node("p", "aten.max_pool2d_with_indices.default", &args, &outs);
    graph(&format!("{x_shape:?}"), "", &n, &out("p"))
}

/// The window arithmetic overflowed ("attempt to multiply with overflow", "capacity overflow").
#[test]
fn pool_windows_that_overflow_are_errors() {
    for (k, s) in [(vec![i64::MAX, 2], vec![2, 2]), (vec![2, 2], vec![i64::MAX, 1]), (vec![0, 2], vec![1, 1]), (vec![2, -1], vec![1, 1])] {
        assert_fails(&max_pool(&[1, 1, 4, 4], &k, &s, &[1, 1, 2, 2]), ErrorCode::InvalidNode, "p");
    }
    lower(&max_pool(&[1, 1, 4, 4], &[2, 2], &[2, 2], &[1, 1, 2, 2])).unwrap();
}

/// Pooling 2 spatial dims of a 1-d input indexed past its dims.
#[test]
fn pool_over_too_few_dims_is_an_error() {
    assert_fails(&max_pool(&[4], &[2, 2], &[2, 2], &[2]), ErrorCode::InvalidNode, "p");
    assert_fails(&max_pool(&[1, 1, 4, 4], &[2, 2], &[2, 2], &[2]), ErrorCode::InvalidNode, "p");
}

#[test]
fn adaptive_pool_with_huge_windows_is_an_error() {
    // 2^40 cells into 2^20 windows: the host-side window tables would not fit in memory.
    let n = node("p", "aten._adaptive_avg_pool2d.default", &format!("{X}, {}", ints(&[1 << 20, 3])), &f32_meta(&[1, 1 << 20, 3]));
    assert_fails(&graph("[1, 1099511627775, 1]", "", &n, &out("p")), ErrorCode::InvalidNode, "p");
}

/// 4 cells declared to pool into 4,194,304: within the host-constant cap, but building the window
/// tables and the `oh * ow` count table took over 10 s (a fuzz timeout). Now refused at once, and
/// eager runs it.
#[test]
fn adaptive_pool_into_a_huge_output_is_unsupported_quickly() {
    let n = node("p", "aten._adaptive_avg_pool2d.default", &format!("{X}, {}", ints(&[4194304, 4])), &f32_meta(&[1, 2, 4194304, 4]));
    let t = std::time::Instant::now();
    assert_fails(&graph("[1, 2, 4, 4]", "", &n, &out("p")), ErrorCode::UnsupportedArgs, "p");
    assert!(t.elapsed().as_secs() < 2, "{:?}", t.elapsed());
}

/// Uneven adaptive windows (5 cells into 3) still lower, with counts from two 1-d tables.
#[test]
fn adaptive_pool_with_uneven_windows_lowers() {
    let n = node("p", "aten._adaptive_avg_pool2d.default", &format!("{X}, {}", ints(&[3, 2])), &f32_meta(&[1, 2, 3, 2]));
    let mlir = lower(&graph("[1, 2, 5, 7]", "", &n, &out("p"))).expect("lowers");
    assert!(mlir.contains("stablehlo.multiply"), "{mlir}");
}

fn conv(x_shape: &[i64], w_shape: &[i64], stride: &[i64], out_shape: &[i64], groups: i64) -> String {
    let args = format!(
        r#"{X}, {{"t": "ref", "node": "w"}}, {{"t": "none"}}, {}, {}, {}, {{"t": "bool", "v": false}}, {}, {{"t": "int", "v": {groups}}}"#,
        ints(stride),
        ints(&[0]),
        ints(&[1]),
        ints(&[0])
    );
    let n = node("y", "aten.convolution.default", &args, &f32_meta(out_shape));
    format!(
        r#"{{"format_version": 1, "name": "g",
            "inputs": [{{"name": "x", "meta": {}}}, {{"name": "w", "meta": {}}}],
            "nodes": [{n}], "outputs": [{{"t": "ref", "node": "y"}}]}}"#,
        f32_meta(x_shape),
        f32_meta(w_shape)
    )
}

/// Operands of different ranks sliced past their dims (conv.rs); groups that do not divide the
/// channels; strides past the cap.
#[test]
fn conv_operands_that_do_not_fit_are_errors() {
    assert_fails(&conv(&[1, 1, 4, 4], &[1, 1, 3], &[1], &[1, 1, 2, 2], 1), ErrorCode::InvalidNode, "y");
    assert_fails(&conv(&[1, 3, 4, 4], &[2, 1, 3, 3], &[1], &[1, 2, 2, 2], 2), ErrorCode::InvalidNode, "y");
    assert_fails(&conv(&[1, 1, 4, 4], &[1, 1, 3, 3], &[i64::MAX], &[1, 1, 1, 1], 1), ErrorCode::InvalidNode, "y");
    assert_fails(&conv(&[1, 1, 4, 4], &[1, 1, 3, 3], &[0], &[1, 1, 1, 1], 1), ErrorCode::InvalidNode, "y");
    // A declared result of rank 0 (its spatial dims were sliced past its end).
    assert_fails(&conv(&[1, 2, 4, 4], &[3, 2, 3, 3], &[1], &[], 1), ErrorCode::InvalidNode, "y");
    lower(&conv(&[1, 1, 4, 4], &[1, 1, 3, 3], &[1], &[1, 1, 2, 2], 1)).unwrap();
}

/// A kernel with more taps than the input has cells is written out as one slice per tap; 2^39
/// taps asked for 44 TB and aborted. Past 4096 taps it stays one `stablehlo.convolution`.
#[test]
fn a_kernel_with_a_huge_window_does_not_allocate_per_tap() {
    let g = conv(&[1, 1, 1, 1], &[1, 1, 524288, 1048576], &[1], &[1, 1, 0, 0], 1);
    match lower(&g) {
        Ok(mlir) => assert!(mlir.contains("stablehlo.convolution"), "{mlir}"),
        Err(e) => assert_eq!(e.node(), Some("y"), "{e}"),
    }
}

#[test]
fn a_permutation_that_is_not_one_is_an_error() {
    for perm in [vec![0, 5], vec![0, 0], vec![1], vec![-9, 0]] {
        let n = node("t", "aten.permute.default", &format!("{X}, {}", ints(&perm)), &f32_meta(&[3, 2]));
        let e = lower(&graph("[2, 3]", "", &n, &out("t"))).unwrap_err();
        assert_eq!(e.node(), Some("t"), "{e}");
    }
}

/// More index tensors than the tensor has dims indexed past its dims.
#[test]
fn more_indices_than_dims_is_an_error() {
    let i = r#"{"name": "i", "meta": {"dtype": "i64", "shape": [2]}, "data": "AAAAAAAAAAABAAAAAAAAAA=="}"#;
    let iref = r#"{"t": "ref", "node": "i"}"#;
    let args = format!(r#"{X}, {{"t": "list", "v": [{iref}, {iref}, {iref}]}}"#);
    let n = node("ix", "aten.index.Tensor", &args, &f32_meta(&[2]));
    assert_fails(&graph("[3, 3]", i, &n, &out("ix")), ErrorCode::InvalidNode, "ix");
}

#[test]
fn segment_reduce_of_a_scalar_is_an_error() {
    let lengths = r#"{"name": "l", "meta": {"dtype": "i64", "shape": [1]}, "data": "AQAAAAAAAAA="}"#;
    let n = format!(
        r#"{{"name": "s", "target": "aten.segment_reduce.default", "args": [{X}, {{"t": "str", "v": "sum"}}],
             "kwargs": {{"lengths": {{"t": "ref", "node": "l"}}, "axis": {{"t": "int", "v": 0}}}}, "outputs": [{}]}}"#,
        f32_meta(&[1])
    );
    assert_fails(&graph("[]", lengths, &n, &out("s")), ErrorCode::InvalidNode, "s");
}

/// A reduction reshaped its result to the declared type, whose element count overflowed
/// ("attempt to multiply with overflow" in the shared reshape builder): refused at parse time now.
#[test]
fn a_declared_result_type_past_the_cap_is_an_error() {
    let n = node("a", "aten.any.default", X, r#"{"dtype": "bool", "shape": [4294967296, 4294967296]}"#);
    assert_fails(&graph("[8]", "", &n, &out("a")), ErrorCode::InvalidNode, "a");
}

/// Dim 0 of a 0-d tensor (which `norm_dim` allows, for reductions) indexed an empty shape.
#[test]
fn slicing_a_scalar_is_an_error() {
    for (target, args) in [
        ("aten.slice.Tensor", format!(r#"{X}, {{"t": "int", "v": 0}}, {{"t": "int", "v": 0}}, {{"t": "int", "v": 1}}"#)),
        ("aten.select.int", format!(r#"{X}, {{"t": "int", "v": 0}}, {{"t": "int", "v": 0}}"#)),
        ("aten.split.Tensor", format!(r#"{X}, {{"t": "int", "v": 1}}, {{"t": "int", "v": 0}}"#)),
    ] {
        let n = node("s", target, &args, &f32_meta(&[]));
        assert_fails(&graph("[]", "", &n, &out("s")), ErrorCode::InvalidNode, "s");
    }
    // transpose(0, 0) of a scalar is the scalar, as in torch.
    let n = node("t", "aten.transpose.int", &format!(r#"{X}, {{"t": "int", "v": 0}}, {{"t": "int", "v": -1}}"#), &f32_meta(&[]));
    lower(&graph("[]", "", &n, &out("t"))).unwrap();
}

/// Matrix operands whose contracting sizes differ reached XLA; linalg indexed the last two dims
/// of a vector ("attempt to subtract with overflow").
#[test]
fn matrix_operands_that_do_not_fit_are_errors() {
    let mm = node("m", "aten.mm.default", &format!("{X}, {X}"), &f32_meta(&[2, 3]));
    assert_fails(&graph("[2, 3]", "", &mm, &out("m")), ErrorCode::InvalidNode, "m");
    // Vectors where mm takes matrices, one of them transposed: the x @ w.T rule (matrix_product)
    // must leave the rank check to dot_general rather than read a second dim.
    let t = node("t", "aten.permute.default", &format!("{X}, {}", ints(&[0])), &f32_meta(&[3]));
    let mv = node("m", "aten.mm.default", &format!("{X}, {}", out("t")), &f32_meta(&[3]));
    assert_fails(&graph("[3]", "", &format!("{t}, {mv}"), &out("m")), ErrorCode::InvalidNode, "m");
    let inv = node("i", "aten.linalg_inv_ex.default", X, &format!(r#"{}, {{"dtype": "i32", "shape": []}}"#, f32_meta(&[3])));
    assert_fails(&graph("[3]", "", &inv, &out("i")), ErrorCode::InvalidNode, "i");
}

/// Positions and counts from a graph's arguments indexed or sized host-side lists.
#[test]
fn host_side_lists_sized_by_the_graph_are_bounded() {
    // pdist lists every row pair on the host: 2^20 rows are 2^39 pairs.
    let pd = node("p", "aten._pdist_forward.default", X, &f32_meta(&[549755289600]));
    assert_fails(&graph("[1048576, 1]", "", &pd, &out("p")), ErrorCode::InvalidNode, "p");
    // diagonal with an offset of i64::MIN overflowed; the diagonal's indices are listed on the host.
    let dg = node("d", "aten.diagonal.default", &format!(r#"{X}, {{"t": "int", "v": -9223372036854775808}}"#), &f32_meta(&[0]));
    lower(&graph("[3, 3]", "", &dg, &out("d"))).unwrap();
}

/// `_trilinear`'s expand positions were inserted past the shape ("insertion index should be <= len").
#[test]
fn trilinear_expand_positions_out_of_range_are_an_error() {
    let e = |v: &[i64]| ints(v);
    let args = format!("{X}, {X}, {X}, {}, {}, {}, {}", e(&[7]), e(&[]), e(&[]), e(&[0]));
    let n = node("t", "aten._trilinear.default", &args, &f32_meta(&[]));
    assert_fails(&graph("[2]", "", &n, &out("t")), ErrorCode::InvalidNode, "t");
}

/// A normalized shape of more dims than the input ("attempt to subtract with overflow").
#[test]
fn layer_norm_over_more_dims_than_the_input_is_an_error() {
    let args = format!(r#"{X}, {}, {{"t": "none"}}, {{"t": "none"}}, {{"t": "float", "v": 1e-5}}"#, ints(&[2, 2, 2]));
    let outs = format!("{}, {}, {}", f32_meta(&[2]), f32_meta(&[1]), f32_meta(&[1]));
    let n = node("l", "aten.native_layer_norm.default", &args, &outs);
    assert_fails(&graph("[2]", "", &n, &out("l")), ErrorCode::InvalidNode, "l");
}

/// The Jacobi eigen-decomposition unrolls n(n-1)/2 rotations per sweep, each with `[n, n]`
/// constants: the module grows as n^4 (a 117x117 SVD took minutes). Past 32 it is unsupported
/// (eager runs it).
#[test]
fn a_huge_symmetric_eigen_problem_is_unsupported() {
    let outs = format!("{}, {}", f32_meta(&[4096]), f32_meta(&[4096, 4096]));
    let n = node("e", "aten._linalg_eigh.default", X, &outs);
    let t = std::time::Instant::now();
    assert_fails(&graph("[4096, 4096]", "", &n, &out("e")), ErrorCode::UnsupportedArgs, "e");
    assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
}

/// The slice size `(limit - start + stride - 1) / stride` overflowed for a stride near i64::MAX.
#[test]
fn a_slice_with_a_huge_step_is_one_element() {
    let args = format!(r#"{X}, {{"t": "int", "v": 0}}, {{"t": "int", "v": 0}}, {{"t": "int", "v": 5}}, {{"t": "int", "v": 9223372036854775807}}"#);
    let n = node("s", "aten.slice.Tensor", &args, &f32_meta(&[1]));
    lower(&graph("[5]", "", &n, &out("s"))).unwrap();
}

/// `unfold` with a size past the dim, or a step that overflows the window arithmetic.
#[test]
fn unfold_past_the_tensor_is_an_error() {
    for (size, step) in [(9i64, 1i64), (2, 0), (2, i64::MAX)] {
        let args = format!(r#"{X}, {{"t": "int", "v": 0}}, {{"t": "int", "v": {size}}}, {{"t": "int", "v": {step}}}"#);
        let n = node("u", "aten.unfold.default", &args, &f32_meta(&[2, 2]));
        assert_fails(&graph("[5]", "", &n, &out("u")), ErrorCode::InvalidNode, "u");
    }
}

/// `unfold` writes one slice per element of its window: a window of 2^39 never finished.
#[test]
fn unfold_with_a_huge_window_is_unsupported() {
    let size = 1i64 << 39;
    let args = format!(r#"{X}, {{"t": "int", "v": 0}}, {{"t": "int", "v": {size}}}, {{"t": "int", "v": 1}}"#);
    let n = node("u", "aten.unfold.default", &args, &f32_meta(&[1, size]));
    let t = std::time::Instant::now();
    assert_fails(&graph(&format!("[{size}]"), "", &n, &out("u")), ErrorCode::UnsupportedArgs, "u");
    assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
}

/// polygamma's `n!` looped `n` times on the host: n = 2^62 never finished.
#[test]
fn polygamma_of_a_huge_order_lowers_quickly() {
    let n = node("p", "aten.polygamma.default", &format!(r#"{{"t": "int", "v": 4611686018427387904}}, {X}"#), &f32_meta(&[3]));
    let t = std::time::Instant::now();
    let _ = lower(&graph("[3]", "", &n, &out("p")));
    assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
}

/// Linalg rules sliced the batch dims off declared results of too small a rank.
#[test]
fn linalg_results_of_too_small_a_rank_are_errors() {
    let outs = format!(r#"{}, {}, {{"dtype": "i32", "shape": [3]}}, {{"dtype": "i32", "shape": []}}"#, f32_meta(&[3]), f32_meta(&[3]));
    let args = format!(r#"{X}, {X}"#);
    let n = node("s", "aten._linalg_solve_ex.default", &args, &outs);
    assert_fails(&graph("[3, 3]", "", &n, &out("s")), ErrorCode::InvalidNode, "s");
}

/// `as_strided`'s reach `(size - 1) * stride` overflowed for a huge stride.
#[test]
fn as_strided_with_a_huge_stride_is_refused() {
    let args = format!("{X}, {}, {}", ints(&[2, 2]), ints(&[i64::MAX, 1]));
    let n = node("s", "aten.as_strided.default", &args, &f32_meta(&[2, 2]));
    let e = lower(&graph("[4]", "", &n, &out("s"))).unwrap_err();
    assert_eq!(e.node(), Some("s"), "{e}");
}

/// Rules indexed declared results or operands by the rank the op gives them: embedding of a 0-d
/// weight, cdist into a vector, histogramdd with fewer bins than dims.
#[test]
fn operands_and_results_of_the_wrong_rank_are_errors() {
    let i = r#"{"name": "i", "meta": {"dtype": "i64", "shape": [1]}, "data": "AAAAAAAAAAA="}"#;
    let emb = node("e", "aten.embedding.default", &format!(r#"{X}, {{"t": "ref", "node": "i"}}"#), &f32_meta(&[1]));
    assert_fails(&graph("[]", i, &emb, &out("e")), ErrorCode::InvalidNode, "e");
    let cd = node("d", "aten._cdist_forward.default", &format!(r#"{X}, {X}, {{"t": "float", "v": 2.0}}, {{"t": "none"}}"#), &f32_meta(&[3]));
    assert_fails(&graph("[3, 2]", "", &cd, &out("d")), ErrorCode::InvalidNode, "d");
    let h = node("h", "aten._histogramdd_bin_edges.default", &format!("{X}, {}", ints(&[4])), &f32_meta(&[5]));
    assert_fails(&graph("[6, 2]", "", &h, &out("h")), ErrorCode::InvalidNode, "h");
}

/// `histogramdd`'s cell count, the product of its bins (each below the element cap), overflowed.
#[test]
fn histogramdd_bins_whose_product_overflows_are_an_error() {
    let bins = ints(&[1 << 32, 1 << 32, 1 << 32]);
    let h = node("h", "aten._histogramdd_from_bin_cts.default", &format!("{X}, {bins}"), &f32_meta(&[2, 2, 2]));
    let msg = assert_fails(&graph("[6, 3]", "", &h, &out("h")), ErrorCode::InvalidNode, "h");
    assert!(msg.contains("too many cells"), "{msg}");
}

/// `ormqr` and `householder_product` unrolled one reflector per entry of `tau`: a `tau` of 2^31
/// entries for a 4x4 `A` ran out of memory (the fuzz target's one out-of-memory find).
#[test]
fn more_reflectors_than_columns_is_an_error() {
    for (target, extra) in [("aten.ormqr.default", r#", {"t": "ref", "node": "c"}, {"t": "bool", "v": true}, {"t": "bool", "v": true}"#), ("aten.linalg_householder_product.default", "")] {
        let json = format!(
            r#"{{"format_version": 1, "name": "g",
                "inputs": [{{"name": "a", "meta": {a}}}, {{"name": "tau", "meta": {tau}}}, {{"name": "c", "meta": {c}}}],
                "constants": [],
                "nodes": [{{"name": "q", "target": "{target}", "args": [{{"t": "ref", "node": "a"}}, {{"t": "ref", "node": "tau"}}{extra}], "outputs": [{c}]}}],
                "outputs": [{{"t": "ref", "node": "q"}}]}}"#,
            a = f32_meta(&[4, 4]),
            tau = f32_meta(&[2147483647]),
            c = f32_meta(&[4, 4]),
        );
        let t = std::time::Instant::now();
        let msg = assert_fails(&json, ErrorCode::InvalidNode, "q");
        assert!(msg.contains("reflectors"), "{msg}");
        assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
    }
}

/// `searchsorted` divided the values into as many rows as the sequence has: a sequence with no
/// rows (`[0, 6]`) divided by zero.
#[test]
fn searchsorted_in_an_empty_sequence_is_an_error() {
    let json = format!(
        r#"{{"format_version": 1, "name": "g",
            "inputs": [{{"name": "s", "meta": {s}}}, {{"name": "v", "meta": {v}}}],
            "constants": [],
            "nodes": [{{"name": "q", "target": "aten.searchsorted.Tensor", "args": [{{"t": "ref", "node": "s"}}, {{"t": "ref", "node": "v"}}], "outputs": [{{"dtype": "i64", "shape": [2, 3]}}]}}],
            "outputs": [{{"t": "ref", "node": "q"}}]}}"#,
        s = f32_meta(&[0, 6]),
        v = f32_meta(&[2, 3]),
    );
    assert_fails(&json, ErrorCode::InvalidNode, "q");
}

/// `native_group_norm`'s `N * group` overflowed for `N = i64::MIN`.
#[test]
fn group_norm_with_a_huge_sample_count_is_an_error() {
    let args = format!(
        r#"{X}, {{"t": "none"}}, {{"t": "none"}}, {{"t": "int", "v": {}}}, {{"t": "int", "v": 4}}, {{"t": "int", "v": 9}}, {{"t": "int", "v": 4}}, {{"t": "float", "v": 0.001}}"#,
        i64::MIN
    );
    let outs = format!("{}, {}, {}", f32_meta(&[2, 4, 3, 3]), f32_meta(&[2, 4]), f32_meta(&[2, 4]));
    let n = node("g", "aten.native_group_norm.default", &args, &outs);
    assert_fails(&graph("[2, 4, 3, 3]", "", &n, &format!(r#"{{"t": "ref", "node": "g", "out": 0}}"#)), ErrorCode::InvalidNode, "g");
}

// ---- passes --------------------------------------------------------------------------------

/// `i64::MIN // -1` and `i64::MIN % -1` panicked in fold_constants.
#[test]
fn folding_int64_min_by_minus_one_does_not_panic() {
    for op in ["floordiv", "mod"] {
        let n = format!(
            r#"{{"name": "q", "target": "operator.{op}", "args": [{{"t": "int", "v": -9223372036854775808}}, {{"t": "int", "v": -1}}], "outputs": [{{"scalar": "int"}}]}},
               {{"name": "f", "target": "aten.full.default", "args": [{}, {{"t": "ref", "node": "q"}}], "outputs": [{}]}}"#,
            ints(&[2]),
            f32_meta(&[2])
        );
        // Whatever the outcome (an unfolded scalar has no lowering), no panic.
        let _ = lower(&graph("[2]", "", &n, &out("f")));
    }
}

/// An input's memory order (`layout`, format version 5) must be a permutation of its dims.
#[test]
fn an_input_layout_that_is_not_a_permutation_is_an_error() {
    for bad in ["[0, 0]", "[1]", "[0, 2]", "[-1, 0]", "[1, 0, 2]"] {
        let json = format!(
            r#"{{"format_version": 5, "name": "g",
                "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [2, 3]}}, "layout": {bad}}}],
                "constants": [], "nodes": [], "outputs": [{X}]}}"#
        );
        let msg = assert_fails(&json, ErrorCode::InvalidNode, "x");
        assert!(msg.contains("not a permutation"), "{msg}");
    }
}

/// An input with a `layout` is an executable parameter in that order, transposed back inside.
#[test]
fn an_input_layout_makes_the_parameter_permuted() {
    let json = format!(
        r#"{{"format_version": 5, "name": "g",
            "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [2, 3]}}, "layout": [1, 0]}}],
            "constants": [], "nodes": [{}], "outputs": [{{"t": "ref", "node": "n"}}]}}"#,
        node("n", "aten.neg.default", X, r#"{"dtype": "f32", "shape": [2, 3]}"#)
    );
    let mlir = lower(&json).unwrap();
    assert!(mlir.contains("tensor<3x2xf32>") && mlir.contains("stablehlo.transpose"), "{mlir}");
}
