//! `bucket_shapes`, text in and text out: a serialized graph with symbolic dims in, the printed IR
//! after the pass out.

use super::*;
use crate::graph_format::parse_graph;
use crate::ir::from_serialized;
use crate::ErrorCode;

/// A graph with input `x: f32[s0, 4]` and the runtime size input `n0: i64[]`, bucketed at `bucket`.
fn graph(nodes: &str, outputs: &str, bucket: i64) -> Graph {
    let text = format!(
        r#"{{"format_version": 2, "name": "t",
            "inputs": [{{"name": "x", "meta": {{"dtype": "f32", "shape": [{{"sym": "s0", "hint": 5}}, 4]}}}},
                       {{"name": "n0", "meta": {{"dtype": "i64", "shape": []}}}}],
            "nodes": [{nodes}], "outputs": [{outputs}],
            "symbols": [{{"name": "s0", "hint": 5, "min": 2, "max": null, "bucket": {bucket}, "input": "n0"}}]}}"#
    );
    let g = from_serialized(&parse_graph(&text).unwrap()).unwrap();
    crate::ir::verify(&g).unwrap();
    g
}

fn run(g: &mut Graph) -> Result<String> {
    BucketShapes.run(g)?;
    g.rebuild_edges();
    crate::ir::verify(g).unwrap();
    Ok(g.to_string())
}

fn node(name: &str, target: &str, args: &str, out: &str) -> String {
    format!(r#"{{"name": "{name}", "target": "{target}", "args": [{args}], "outputs": [{out}]}}"#)
}

const X: &str = r#"{"t":"ref","node":"x"}"#;
const S0_4: &str = r#"{"dtype": "f32", "shape": [{"sym": "s0"}, 4]}"#;

#[test]
fn pointwise_graph_gets_static_bucket_shapes_and_no_mask() {
    let mut g = graph(&node("e", "aten.exp.default", X, S0_4), r#"{"t":"ref","node":"e"}"#, 8);
    assert_eq!(
        run(&mut g).unwrap(),
        "graph t {\n  %x = input 0 : f32[8,4]\n  %n0 = input 1 : i64[]\n  %e = aten.exp.default(%x) : f32[8,4]\n  return (%e)\n}\n"
    );
}

#[test]
fn sum_over_padded_dim_masks_with_zero() {
    let out = r#"{"dtype": "f32", "shape": [4]}"#;
    let mut g = graph(&node("s", "aten.sum.dim_IntList", &format!(r#"{X}, {{"t":"list","v":[{{"t":"int","v":0}}]}}"#), out), r#"{"t":"ref","node":"s"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("%s_bucket1 = aten.arange.start_step(0, 8, 1, dtype=dtype.i64) : i64[8]"), "{text}");
    assert!(text.contains("%s_bucket2 = aten.lt.Tensor(%s_bucket1, %n0) : bool[8]"), "{text}");
    assert!(text.contains("%s_bucket3 = aten.view.default(%s_bucket2, [8, 1]) : bool[8,1]"), "{text}");
    assert!(text.contains("%s_bucket4 = aten.scalar_tensor.default(0.0, dtype=dtype.f32) : f32[]"), "{text}");
    assert!(text.contains("%s_bucket5 = aten.where.self(%s_bucket3, %x, %s_bucket4) : f32[8,4]"), "{text}");
    assert!(text.contains("%s = aten.sum.dim_IntList(%s_bucket5, [0]) : f32[4]"), "{text}");
}

#[test]
fn sum_over_static_dim_is_not_masked() {
    let out = r#"{"dtype": "f32", "shape": [{"sym": "s0"}]}"#;
    let mut g = graph(&node("s", "aten.sum.dim_IntList", &format!(r#"{X}, {{"t":"list","v":[{{"t":"int","v":1}}]}}"#), out), r#"{"t":"ref","node":"s"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(!text.contains("where"), "{text}");
    assert!(text.contains("%s = aten.sum.dim_IntList(%x, [1]) : f32[8]"), "{text}");
}

#[test]
fn softmax_and_amax_mask_with_minus_infinity() {
    let t = node("t", "aten.t.default", X, r#"{"dtype": "f32", "shape": [4, {"sym": "s0"}]}"#);
    let sm = node("sm", "aten._softmax.default", r#"{"t":"ref","node":"t"}, {"t":"int","v":-1}, {"t":"bool","v":false}"#, r#"{"dtype": "f32", "shape": [4, {"sym": "s0"}]}"#);
    let mut g = graph(&[t, sm].join(","), r#"{"t":"ref","node":"sm"}"#, 16);
    let text = run(&mut g).unwrap();
    assert!(text.contains("aten.scalar_tensor.default(-inf, dtype=dtype.f32)"), "{text}");
    assert!(text.contains("aten.view.default(%sm_bucket2, [1, 16]) : bool[1,16]"), "{text}");
    assert!(text.contains("%sm = aten._softmax.default(%sm_bucket5, -1, false) : f32[4,16]"), "{text}");
}

#[test]
fn mean_over_padded_dim_divides_by_the_true_count() {
    let out = r#"{"dtype": "f32", "shape": [1, 1]}"#;
    let m = node("m", "aten.mean.dim", &format!(r#"{X}, {{"t":"list","v":[{{"t":"int","v":0}}, {{"t":"int","v":1}}]}}, {{"t":"bool","v":true}}"#), out);
    let mut g = graph(&m, r#"{"t":"ref","node":"m"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("aten.sum.dim_IntList(%m_bucket5, [0, 1], true, dtype=dtype.f32) : f32[1,1]"), "{text}");
    assert!(text.contains("%m_bucket7 = aten.mul.Tensor(%n0, 4) : i64[]"), "{text}");
    assert!(text.contains("%m = aten.div.Tensor(%m_bucket6, %m_bucket7) : f32[1,1]"), "{text}");
}

#[test]
fn matmul_over_padded_contraction_masks_both_operands() {
    let t = node("t", "aten.t.default", X, r#"{"dtype": "f32", "shape": [4, {"sym": "s0"}]}"#);
    let mm = node("mm", "aten.mm.default", r#"{"t":"ref","node":"t"}, {"t":"ref","node":"x"}"#, r#"{"dtype": "f32", "shape": [4, 4]}"#);
    let mut g = graph(&[t, mm].join(","), r#"{"t":"ref","node":"mm"}"#, 8);
    let text = run(&mut g).unwrap();
    assert_eq!(text.matches("aten.where.self").count(), 2, "{text}");
    assert!(text.contains("aten.view.default(%mm_bucket2, [1, 8])"), "{text}");
    assert!(text.contains("aten.view.default(%mm_bucket7, [8, 1])"), "{text}");
    // The result is not padded: nothing for the kernel to bound.
    assert!(!text.contains("result_extents"), "{text}");
}

#[test]
fn a_product_with_padded_rows_and_columns_gives_the_lowering_their_true_extents() {
    // x [s0, 4] @ x.T: rows and columns padded, the contraction static (no mask).
    let t = node("t", "aten.t.default", X, r#"{"dtype": "f32", "shape": [4, {"sym": "s0"}]}"#);
    let out = r#"{"dtype": "f32", "shape": [{"sym": "s0"}, {"sym": "s0"}]}"#;
    let mm = node("mm", "aten.mm.default", &format!(r#"{X}, {{"t":"ref","node":"t"}}"#), out);
    let mut g = graph(&[t, mm].join(","), r#"{"t":"ref","node":"mm"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains(r#"%mm = aten.mm.default(%x, %t, result_extents=[[%n0, "s0"], [%n0, "s0"]]) : f32[8,8]"#), "{text}");
    assert!(!text.contains("aten.where.self"), "{text}");
}

#[test]
fn sizes_evaluate_at_the_bucket_and_values_read_the_runtime_size() {
    let v = node("v", "aten.view.default", r#"{"t":"ref","node":"x"}, {"t":"list","v":[{"t":"sym","expr":"4*s0"}]}"#, r#"{"dtype": "f32", "shape": [{"sym": "4*s0"}]}"#);
    let d = node("d", "aten.div.Tensor", r#"{"t":"ref","node":"v"}, {"t":"sym","expr":"s0"}"#, r#"{"dtype": "f32", "shape": [{"sym": "4*s0"}]}"#);
    let mut g = graph(&[v, d].join(","), r#"{"t":"ref","node":"d"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("%v = aten.view.default(%x, [32]) : f32[32]"), "{text}");
    assert!(text.contains("%d = aten.div.Tensor(%v, %n0) : f32[32]"), "{text}");
}

#[test]
fn unmodelled_ops_on_padded_dims_are_refused_with_the_node() {
    let f = node("fl", "aten.flip.default", r#"{"t":"ref","node":"x"}, {"t":"list","v":[{"t":"int","v":0}]}"#, S0_4);
    let mut g = graph(&f, r#"{"t":"ref","node":"fl"}"#, 8);
    let e = run(&mut g).unwrap_err();
    assert_eq!((e.code(), e.node(), e.op()), (ErrorCode::NotPadSafe, Some("fl"), Some("aten.flip.default")), "{e}");
    let e = e.to_string();
    assert!(e.contains("not pad-safe") && e.contains("`fl`") && e.contains("aten.flip.default"), "{e}");

    let am = node("am", "aten.argmax.default", r#"{"t":"ref","node":"x"}, {"t":"int","v":0}"#, r#"{"dtype": "i64", "shape": [4]}"#);
    let mut g = graph(&am, r#"{"t":"ref","node":"am"}"#, 8);
    assert!(run(&mut g).unwrap_err().to_string().contains("`am`"));
}

#[test]
fn reshape_that_mixes_a_padded_dim_inward_becomes_a_gather_over_true_positions() {
    // [s0, 4] -> [4, s0] as a view (not a transpose): done in place, the padded rows would
    // interleave; the pass reads each output position's element by its true linear index instead.
    let v = node("v", "aten.view.default", r#"{"t":"ref","node":"x"}, {"t":"list","v":[{"t":"int","v":4}, {"t":"sym","expr":"s0"}]}"#, r#"{"dtype": "f32", "shape": [4, {"sym": "s0"}]}"#);
    let mut g = graph(&v, r#"{"t":"ref","node":"v"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("aten.index.Tensor") && text.contains("aten.remainder.Tensor"), "{text}");
    assert!(text.contains("%v = aten.index.Tensor") && text.contains(": f32[4,8]"), "{text}");
}

#[test]
fn non_affine_dims_are_refused() {
    let c = node("c", "aten.cat.default", r#"{"t":"list","v":[{"t":"ref","node":"x"},{"t":"ref","node":"x"}]}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0**2"}, 4]}"#);
    let mut g = graph(&c, r#"{"t":"ref","node":"c"}"#, 8);
    let e = run(&mut g).unwrap_err();
    assert_eq!((e.code(), e.node()), (ErrorCode::MixedSymbols, Some("c")), "{e}");
    assert!(e.to_string().contains("not affine in one bucketed symbol"));
}

#[test]
fn graph_without_buckets_is_untouched() {
    let text = r#"{"format_version": 1, "name": "t", "inputs": [{"name": "x", "meta": {"dtype": "f32", "shape": [4]}}],
        "nodes": [], "outputs": [{"t":"ref","node":"x"}]}"#;
    let mut g = from_serialized(&parse_graph(text).unwrap()).unwrap();
    let before = g.to_string();
    assert_eq!(run(&mut g).unwrap(), before);
}

#[test]
fn concatenation_ending_in_the_padded_part_and_shifted_slices_are_kept() {
    // cat([x[:1] - 1, x], 0) : [s0 + 1, 4]; then [1:] : [s0, 4] reads true positions only.
    let head = node("head", "aten.slice.Tensor", r#"{"t":"ref","node":"x"}, {"t":"int","v":0}, {"t":"int","v":0}, {"t":"int","v":1}"#, r#"{"dtype": "f32", "shape": [1, 4]}"#);
    let c = node("c", "aten.cat.default", r#"{"t":"list","v":[{"t":"ref","node":"head"},{"t":"ref","node":"x"}]}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0 + 1"}, 4]}"#);
    let tail = node("tail", "aten.slice.Tensor", r#"{"t":"ref","node":"c"}, {"t":"int","v":0}, {"t":"int","v":1}, {"t":"sym","expr":"s0 + 1"}"#, S0_4);
    let s = node("s", "aten.sum.dim_IntList", r#"{"t":"ref","node":"c"}, {"t":"list","v":[{"t":"int","v":0}]}"#, r#"{"dtype": "f32", "shape": [4]}"#);
    let mut g = graph(&[head, c, tail, s].join(","), r#"{"t":"ref","node":"tail"}, {"t":"ref","node":"s"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("%c = aten.cat.default([%head, %x]) : f32[9,4]"), "{text}");
    assert!(text.contains("%tail = aten.slice.Tensor(%c, 0, 1, 9) : f32[8,4]"), "{text}");
    // The sum over `s0 + 1` masks with the true extent n0 + 1.
    assert!(text.contains("aten.add.Tensor(%n0, 1) : i64[]"), "{text}");

    // A slice starting past the padded part's offset would read padding.
    let bad = node("bad", "aten.slice.Tensor", r#"{"t":"ref","node":"x"}, {"t":"int","v":0}, {"t":"int","v":1}, {"t":"sym","expr":"s0 + 1"}"#, S0_4);
    let mut g = graph(&bad, r#"{"t":"ref","node":"bad"}"#, 8);
    assert!(run(&mut g).unwrap_err().to_string().contains("read padding"));
}

#[test]
fn indices_into_a_padded_dim_carry_its_true_extent_to_the_lowering() {
    // `index.Tensor` into padded dim 0: the lowering checks the index against, and wraps a
    // negative one by, the true extent n0 (the `true_extents` keyword); the index itself is not
    // padded, so it is not masked.
    let idx = r#"{"name": "i", "target": "aten.arange.start_step", "args": [{"t":"int","v":-2}, {"t":"int","v":0}], "outputs": [{"dtype": "i64", "shape": [2]}]}"#;
    let ix = node("ix", "aten.index.Tensor", r#"{"t":"ref","node":"x"}, {"t":"list","v":[{"t":"ref","node":"i"}]}"#, r#"{"dtype": "f32", "shape": [2, 4]}"#);
    let mut g = graph(&[idx.to_string(), ix].join(","), r#"{"t":"ref","node":"ix"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains(r#"%ix = aten.index.Tensor(%x, [%i], true_extents=[[%n0, "s0"], None]) : f32[2,4]"#), "{text}");
    assert!(!text.contains("where"), "{text}");
}

#[test]
fn a_padded_index_tensor_is_masked_with_zero_and_a_padded_table_gives_its_true_rows() {
    // embedding(x, ids - 1) with ids: i64[s0] padded with zeros: the padded lanes of `ids - 1` hold
    // -1, which must not fail the index check; they become 0. The table's rows are padded too
    // (x: f32[s0, 4]), so the check compares with the true row count n0.
    let ids = r#"{"name": "ids", "target": "aten.arange.start_step", "args": [{"t":"int","v":0}, {"t":"sym","expr":"s0"}], "kwargs": {"dtype": {"t":"dtype","v":"i64"}}, "outputs": [{"dtype": "i64", "shape": [{"sym": "s0"}]}]}"#;
    let m1 = node("m1", "aten.sub.Tensor", r#"{"t":"ref","node":"ids"}, {"t":"int","v":1}"#, r#"{"dtype": "i64", "shape": [{"sym": "s0"}]}"#);
    let e = node("e", "aten.embedding.default", r#"{"t":"ref","node":"x"}, {"t":"ref","node":"m1"}"#, S0_4);
    let mut g = graph(&[ids.to_string(), m1, e].join(","), r#"{"t":"ref","node":"e"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("aten.scalar_tensor.default(0.0, dtype=dtype.i64) : i64[]"), "{text}");
    assert!(text.contains("%e_bucket5 = aten.where.self(%e_bucket3, %m1, %e_bucket4) : i64[8]"), "{text}");
    assert!(text.contains(r#"%e = aten.embedding.default(%x, %e_bucket5, true_extents=[[%n0, "s0"], None]) : f32[8,4]"#), "{text}");
}

#[test]
fn gather_along_a_static_dim_of_a_padded_table_has_no_extent() {
    // gather(x, 1, idx): dim 1 of x is static (4); only the index's padded rows are masked.
    let gi = r#"{"name": "gi", "target": "aten.zeros.default", "args": [{"t":"list","v":[{"t":"sym","expr":"s0"}, {"t":"int","v":2}]}], "kwargs": {"dtype": {"t":"dtype","v":"i64"}}, "outputs": [{"dtype": "i64", "shape": [{"sym": "s0"}, 2]}]}"#;
    let ga = node("ga", "aten.gather.default", r#"{"t":"ref","node":"x"}, {"t":"int","v":1}, {"t":"ref","node":"gi"}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0"}, 2]}"#);
    let mut g = graph(&[gi.to_string(), ga].join(","), r#"{"t":"ref","node":"ga"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(!text.contains("true_extents"), "{text}");
    assert!(text.contains("%ga = aten.gather.default(%x, 1, %ga_bucket5) : f32[8,2]"), "{text}");
}

#[test]
fn an_integer_divisor_gets_one_in_its_padded_lanes_a_float_divisor_nothing() {
    // Inputs are padded with zeros: an integer floor division by a padded tensor would divide
    // by 0 on padded lanes; those lanes become 1, so the zero-divisor check reads true lanes only.
    let xi = node("xi", "aten._to_copy.default", X, r#"{"dtype": "i64", "shape": [{"sym": "s0"}, 4]}"#);
    let d = format!(
        r#"{{"name": "d", "target": "aten.div.Tensor_mode", "args": [{{"t":"int","v":7}}, {{"t":"ref","node":"xi"}}], "kwargs": {{"rounding_mode": {{"t":"str","v":"floor"}}}}, "outputs": [{{"dtype": "i64", "shape": [{{"sym": "s0"}}, 4]}}]}}"#
    );
    let mut g = graph(&[xi, d].join(","), r#"{"t":"ref","node":"d"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("aten.scalar_tensor.default(1.0, dtype=dtype.i64) : i64[]"), "{text}");
    assert!(text.contains("%d = aten.div.Tensor_mode(7, %d_bucket5, rounding_mode=\"floor\") : i64[8,4]"), "{text}");

    let r = node("r", "aten.remainder.Tensor", r#"{"t":"ref","node":"x"}, {"t":"ref","node":"x"}"#, S0_4);
    let mut g = graph(&r, r#"{"t":"ref","node":"r"}"#, 8);
    assert!(!run(&mut g).unwrap().contains("where"));
}

#[test]
fn amax_over_a_padded_dim_that_may_be_empty_asserts_it_is_not() {
    // x[2:] has the true extent s0 - 2, which is 0 when s0 = 2: eager's amax raises there.
    let sl = node("sl", "aten.slice.Tensor", r#"{"t":"ref","node":"x"}, {"t":"int","v":0}, {"t":"int","v":2}, {"t":"sym","expr":"s0"}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0 - 2"}, 4]}"#);
    let am = node("am", "aten.amax.default", r#"{"t":"ref","node":"sl"}, {"t":"list","v":[{"t":"int","v":0}]}"#, r#"{"dtype": "f32", "shape": [4]}"#);
    let mut g = graph(&[sl, am].join(","), r#"{"t":"ref","node":"am"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("aten.gt.Scalar(%am_bucket1, 0) : bool[]"), "{text}");
    assert!(text.contains(r#"aten._assert_async.msg(%am_bucket2, "amax(): Expected reduction dim 0 to have non-zero size.")"#), "{text}");
    // A plain `s0` is at least 2 (Dynamo specializes 0 and 1): no assertion.
    let am = node("am", "aten.amax.default", r#"{"t":"ref","node":"x"}, {"t":"list","v":[{"t":"int","v":0}]}"#, r#"{"dtype": "f32", "shape": [4]}"#);
    let mut g = graph(&am, r#"{"t":"ref","node":"am"}"#, 8);
    assert!(!run(&mut g).unwrap().contains("_assert_async"));
}

#[test]
fn var_mean_over_padded_dim_uses_the_true_count_minus_the_correction() {
    let out = r#"{"dtype": "f32", "shape": [4]}"#;
    let vm = format!(
        r#"{{"name": "vm", "target": "aten.var_mean.correction", "args": [{X}, {{"t":"list","v":[{{"t":"int","v":0}}]}}],
            "kwargs": {{"correction": {{"t":"int","v":1}}}}, "outputs": [{out}, {out}]}}"#
    );
    let mut g = graph(&vm, r#"{"t":"ref","node":"vm","out":0}, {"t":"ref","node":"vm","out":1}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("aten.sub.Tensor(%n0, 1) : i64[]"), "{text}");
    // Both results are rebuilt from masked sums; the original node is left without users.
    let ret = text.lines().find(|l| l.trim_start().starts_with("return")).unwrap();
    assert!(!ret.contains("%vm#"), "{text}");
    assert_eq!(text.matches("aten.where.self").count(), 3, "{text}");
}

#[test]
fn slice_of_a_static_dim_to_the_padded_length_fits_when_the_bucket_does() {
    // A causal-mask buffer `bias[:s0, :s0]`: the second slice's input already has a padded dim 0.
    let inputs_bias = r#"{"name": "bias", "target": "aten.ones.default", "args": [{"t":"list","v":[{"t":"int","v":16},{"t":"int","v":16}]}], "outputs": [{"dtype": "f32", "shape": [16, 16]}]}"#;
    let s1 = node("s1", "aten.slice.Tensor", r#"{"t":"ref","node":"bias"}, {"t":"int","v":0}, {"t":"int","v":0}, {"t":"sym","expr":"s0"}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0"}, 16]}"#);
    let s2 = node("s2", "aten.slice.Tensor", r#"{"t":"ref","node":"s1"}, {"t":"int","v":1}, {"t":"int","v":0}, {"t":"sym","expr":"s0"}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0"}, {"sym": "s0"}]}"#);
    let mut g = graph(&[inputs_bias.to_string(), s1.clone(), s2.clone()].join(","), r#"{"t":"ref","node":"s2"}"#, 8);
    assert!(run(&mut g).unwrap().contains("%s2 = aten.slice.Tensor(%s1, 1, 0, 8) : f32[8,8]"));
    // Bucket 32 does not fit in 16 rows: refused, naming the sizes.
    let mut g = graph(&[inputs_bias.to_string(), s1, s2].join(","), r#"{"t":"ref","node":"s2"}"#, 32);
    assert!(run(&mut g).unwrap_err().to_string().contains("does not fit in the sliced dim (16)"));
}

#[test]
fn a_relayout_divides_by_at_least_one_where_a_true_extent_may_be_0() {
    // x[2:] : [s0 - 2, 4], viewed as [4, s0 - 2]: the gather's index arithmetic divides by the true
    // extent, which is 0 when s0 = 2; it divides by max(extent, 1), so no zero-divisor check fires.
    let sl = node("sl", "aten.slice.Tensor", r#"{"t":"ref","node":"x"}, {"t":"int","v":0}, {"t":"int","v":2}, {"t":"sym","expr":"s0"}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0 - 2"}, 4]}"#);
    let v = node("v", "aten.view.default", r#"{"t":"ref","node":"sl"}, {"t":"list","v":[{"t":"int","v":4}, {"t":"sym","expr":"s0 - 2"}]}"#, r#"{"dtype": "f32", "shape": [4, {"sym": "s0 - 2"}]}"#);
    let mut g = graph(&[sl, v].join(","), r#"{"t":"ref","node":"v"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("aten.clamp.default(%v_bucket"), "{text}");
    assert!(text.contains(", 1) : i64[]"), "{text}");
}

#[test]
fn concatenation_with_a_padded_part_before_the_last_is_compacted() {
    // cat([x, x], 0) : [2*s0, 4] at bucket 8: the parts are concatenated padded (f32[16,4]) and
    // gathered with index i + [i >= n0] * (8 - n0), clamped to 15.
    let c = node("c", "aten.cat.default", r#"{"t":"list","v":[{"t":"ref","node":"x"},{"t":"ref","node":"x"}]}"#, r#"{"dtype": "f32", "shape": [{"sym": "2*s0"}, 4]}"#);
    let mut g = graph(&c, r#"{"t":"ref","node":"c"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("%c_bucket1 = aten.cat.default([%x, %x]) : f32[16,4]"), "{text}");
    assert!(text.contains("aten.ge.Tensor(%c_bucket2, %n0) : bool[16]"), "{text}");
    assert!(text.contains("aten.mul.Tensor(%n0, -1) : i64[]"), "{text}");
    assert!(text.contains("aten.clamp.default(") && text.contains(", None, 15) : i64[16]"), "{text}");
    assert!(text.contains("%c = aten.index_select.default(%c_bucket1, 0, "), "{text}");

    // A cache's cat([past, new], 0) : [s0 + 1, 4], the new row static.
    let new = node("new", "aten.slice.Tensor", r#"{"t":"ref","node":"x"}, {"t":"int","v":0}, {"t":"int","v":0}, {"t":"int","v":1}"#, r#"{"dtype": "f32", "shape": [1, 4]}"#);
    let c = node("c", "aten.cat.default", r#"{"t":"list","v":[{"t":"ref","node":"x"},{"t":"ref","node":"new"}]}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0 + 1"}, 4]}"#);
    let mut g = graph(&[new, c].join(","), r#"{"t":"ref","node":"c"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("aten.cat.default([%x, %new]) : f32[9,4]"), "{text}");
    assert!(text.contains("%c = aten.index_select.default(") && text.contains(": f32[9,4]"), "{text}");
}

#[test]
fn slice_scatter_along_the_padded_dim_is_kept_when_its_source_ends_with_the_dim() {
    // The backward of `x[1:]`: slice_scatter(zeros [s0, 4], g [s0 - 1, 4], 0, 1, s0).
    let z = node("z", "aten.zeros_like.default", X, S0_4);
    let g = node("g", "aten.slice.Tensor", r#"{"t":"ref","node":"x"}, {"t":"int","v":0}, {"t":"int","v":1}, {"t":"sym","expr":"s0"}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0 - 1"}, 4]}"#);
    let ss = |start: i64, name: &str| node(name, "aten.slice_scatter.default", &format!(r#"{{"t":"ref","node":"z"}}, {{"t":"ref","node":"g"}}, {{"t":"int","v":0}}, {{"t":"int","v":{start}}}, {{"t":"sym","expr":"s0"}}"#), S0_4);
    let mut gr = graph(&[z.clone(), g.clone(), ss(1, "s")].join(","), r#"{"t":"ref","node":"s"}"#, 8);
    let text = run(&mut gr).unwrap();
    assert!(text.contains("%s = aten.slice_scatter.default(%z, %g, 0, 1, 8) : f32[8,4]"), "{text}");
    // Written at 0, the source's padding would cover the true row s0 - 1.
    let mut gr = graph(&[z, g, ss(0, "s")].join(","), r#"{"t":"ref","node":"s"}"#, 8);
    assert!(run(&mut gr).unwrap_err().to_string().contains("padding would land on true positions"));
}

#[test]
fn index_put_accumulating_through_padded_ids_masks_ids_and_values() {
    // An embedding's backward: index_put(zeros [10, 4], [ids [s0]], grad [s0, 4], true).
    let ids = r#"{"name": "ids", "target": "aten.arange.start_step", "args": [{"t":"int","v":0}, {"t":"sym","expr":"s0"}], "outputs": [{"dtype": "i64", "shape": [{"sym": "s0"}]}]}"#;
    let z = r#"{"name": "z", "target": "aten.zeros.default", "args": [{"t":"list","v":[{"t":"int","v":10},{"t":"int","v":4}]}], "outputs": [{"dtype": "f32", "shape": [10, 4]}]}"#;
    let put = |acc: bool| node("p", "aten.index_put.default", &format!(r#"{{"t":"ref","node":"z"}}, {{"t":"list","v":[{{"t":"ref","node":"ids"}}]}}, {X}, {{"t":"bool","v":{acc}}}"#), r#"{"dtype": "f32", "shape": [10, 4]}"#);
    let mut g = graph(&[ids.to_string(), z.to_string(), put(true)].join(","), r#"{"t":"ref","node":"p"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("%p = aten.index_put.default(%z, [%p_bucket5], %p_bucket10, true) : f32[10,4]"), "{text}");
    assert!(text.contains("%p_bucket5 = aten.where.self(%p_bucket3, %ids, %p_bucket4) : i64[8]"), "{text}");
    assert!(text.contains("%p_bucket10 = aten.where.self(%p_bucket8, %x, %p_bucket9) : f32[8,4]"), "{text}");
    // Overwriting, the padded lanes would write row 0.
    let mut g = graph(&[ids.to_string(), z.to_string(), put(false)].join(","), r#"{"t":"ref","node":"p"}"#, 8);
    assert!(run(&mut g).unwrap_err().to_string().contains("without accumulate"));
}

#[test]
fn dropout_is_kept_under_padding() {
    let d = node("d", "aten.native_dropout.default", &format!(r#"{X}, {{"t":"float","v":0.5}}, {{"t":"bool","v":true}}"#), &format!("{S0_4}, {{\"dtype\": \"bool\", \"shape\": [{{\"sym\": \"s0\"}}, 4]}}"));
    let mut g = graph(&d, r#"{"t":"ref","node":"d"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("%d = aten.native_dropout.default(%x, 0.5, true) : f32[8,4], bool[8,4]"), "{text}");
}

#[test]
fn per_sample_ops_keep_a_padded_batch_and_refuse_other_padded_dims() {
    // max_pool2d over x viewed as [s0, 1, 2, 2]: each sample pooled on its own.
    let v = node("v", "aten.view.default", r#"{"t":"ref","node":"x"}, {"t":"list","v":[{"t":"sym","expr":"s0"}, {"t":"int","v":1}, {"t":"int","v":2}, {"t":"int","v":2}]}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0"}, 1, 2, 2]}"#);
    let pool = |input: &str, out: &str| node("p", "aten.avg_pool2d.default", &format!(r#"{{"t":"ref","node":"{input}"}}, {{"t":"list","v":[{{"t":"int","v":2}},{{"t":"int","v":2}}]}}"#), out);
    let mut g = graph(&[v, pool("v", r#"{"dtype": "f32", "shape": [{"sym": "s0"}, 1, 1, 1]}"#)].join(","), r#"{"t":"ref","node":"p"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("%p = aten.avg_pool2d.default(%v, [2, 2]) : f32[8,1,1,1]"), "{text}");
    // Padded in a spatial dim: refused.
    let t = node("t", "aten.view.default", r#"{"t":"ref","node":"x"}, {"t":"list","v":[{"t":"int","v":1}, {"t":"int","v":1}, {"t":"sym","expr":"s0"}, {"t":"int","v":4}]}"#, r#"{"dtype": "f32", "shape": [1, 1, {"sym": "s0"}, 4]}"#);
    let mut g = graph(&[t, pool("t", r#"{"dtype": "f32", "shape": [1, 1, {"sym": "s0"}, 2]}"#)].join(","), r#"{"t":"ref","node":"p"}"#, 8);
    assert!(run(&mut g).unwrap_err().to_string().contains("other than the batch"));
}

#[test]
fn as_strided_that_is_its_operands_own_layout_is_kept() {
    // AOTAutograd's restride of a pooled channels-last result: [s0, 4, 1, 1], strides [4, 1, 4, 4].
    let v = node("v", "aten.view.default", r#"{"t":"ref","node":"x"}, {"t":"list","v":[{"t":"sym","expr":"s0"}, {"t":"int","v":4}, {"t":"int","v":1}, {"t":"int","v":1}]}"#, r#"{"dtype": "f32", "shape": [{"sym": "s0"}, 4, 1, 1]}"#);
    let a = |strides: &str| node("a", "aten.as_strided.default", &format!(r#"{{"t":"ref","node":"v"}}, {{"t":"list","v":[{{"t":"sym","expr":"s0"}}, {{"t":"int","v":4}}, {{"t":"int","v":1}}, {{"t":"int","v":1}}]}}, {{"t":"list","v":[{strides}]}}"#), r#"{"dtype": "f32", "shape": [{"sym": "s0"}, 4, 1, 1]}"#);
    let mut g = graph(&[v.clone(), a(r#"{"t":"int","v":4},{"t":"int","v":1},{"t":"int","v":4},{"t":"int","v":4}"#)].join(","), r#"{"t":"ref","node":"a"}"#, 8);
    let text = run(&mut g).unwrap();
    assert!(text.contains("%a = aten.as_strided.default(%v, [8, 4, 1, 1], [4, 1, 4, 4]) : f32[8,4,1,1]"), "{text}");
    // A transposing restride reads other elements: refused.
    let mut g = graph(&[v, a(r#"{"t":"int","v":1},{"t":"int","v":8},{"t":"int","v":1},{"t":"int","v":1}"#)].join(","), r#"{"t":"ref","node":"a"}"#, 8);
    assert!(run(&mut g).unwrap_err().to_string().contains("as_strided"));
}
