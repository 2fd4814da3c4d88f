//! The PJRT-free front half: parse, verify, passes, lowering.

use std::time::Instant;

use crate::graph_format::{self, SerializedGraph};
use crate::ir::{self, Graph};
use crate::emit::EmitOptions;
use crate::lower::{self, Lowered};
use crate::passes::{self, PassOptions};
use crate::runtime::Donation;
use super::CompileConfig;
use crate::{Error, Result};

/// The front half's products for one graph.
pub struct Frontend {
    pub source: SerializedGraph,
    pub graph: Graph,
    /// The IR after passes, printed.
    pub ir_text: String,
    pub lowered: Lowered,
    /// The graph's `aliases` as executable parameter and result positions (`lowered.aliases`);
    /// `lowered.mlir` carries them as `tf.aliasing_output` (so they are part of the cache key).
    pub donations: Vec<Donation>,
    /// Seconds spent in parse, passes and lowering (the compiler's own time).
    pub frontend_seconds: f64,
}

/// Parses, verifies, runs the pass pipeline and lowers to StableHLO. No PJRT involved.
///
/// A panic anywhere in here is a bug (the fuzz target `compiler/fuzz` hunts for them, see
/// docs/fuzzing.md), but it must not take the caller's process (a Python user's, or `serve`)
/// with it: it comes back as an [`Error::Internal`] naming the panic.
pub fn lower_graph(json: &str, opts: &PassOptions) -> Result<Frontend> {
    lower_guarded(json, opts, &[], EmitOptions::default())
}

/// [`lower_graph`] with a compile config's options (its passes, checks, test perturbation,
/// whether products may call the BLAS gemm kernel and whether float32 ones may use TF32).
pub fn lower_configured(json: &str, config: &CompileConfig) -> Result<Frontend> {
    lower_guarded(json, &config.pass_options(), &config.perturb, emit_options(config))
}

/// [`lower_graph`] with `opts` and what `config` says the target offers (its BLAS kernels,
/// thread count and TF32), nothing else of it: golden files that pin a target's lowering.
pub fn lower_for_target(json: &str, opts: &PassOptions, config: &CompileConfig) -> Result<Frontend> {
    lower_guarded(json, opts, &[], emit_options(config))
}

fn emit_options(config: &CompileConfig) -> EmitOptions {
    EmitOptions {
        blas_gemm: config.blas_gemm,
        blas_conv: config.blas_gemm && config.cpu_threads == 1,
        aten_conv: config.aten_conv,
        aten_ops: config.aten_ops,
        channels_last: config.channels_last && config.aten_conv,
        cpu_threads: config.cpu_threads,
        tf32_matmul: config.tf32_matmul,
        tf32_conv: config.tf32_conv,
        cuda_attention: config.cuda_attention,
        keep_off_inline: config.keep_off_inline,
    }
}

fn lower_guarded(json: &str, opts: &PassOptions, perturb: &[String], emit: EmitOptions) -> Result<Frontend> {
    // Nothing shared is left half-updated by an unwind: every value built here is dropped with it.
    // Inside out: a C++ exception from MLIR stops at the C++ guard (catch_unwind would abort on
    // it); a Rust panic passes the guard and stops at catch_unwind.
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| crate::cxx_guard::guard("MLIR (lowering)", || lower_graph_inner(json, opts, perturb, emit))))
        .unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic".into());
        Err(Error::Internal(format!("the compiler panicked: {what} (a bug; please report it with the graph)")))
    })
}

fn lower_graph_inner(json: &str, opts: &PassOptions, perturb: &[String], emit: EmitOptions) -> Result<Frontend> {
    let t0 = Instant::now();
    let source = graph_format::parse_graph(json)?;
    let mut graph = ir::from_serialized(&source)?;
    ir::verify(&graph)?;
    passes::run_pipeline(&mut graph, opts)?;
    let lowered = lower::lower_perturbed(&graph, opts.runtime_checks, perturb, emit)?;
    let donations = lowered.aliases.iter().map(|&(param, result)| Donation { param, result }).collect();
    let ir_text = graph.to_string();
    Ok(Frontend { source, graph, ir_text, lowered, donations, frontend_seconds: t0.elapsed().as_secs_f64() })
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorCode;

    fn tensor(name: &str, dtype: &str) -> serde_json::Value {
        serde_json::json!({"name": name, "kind": "tensor", "meta": {"dtype": dtype, "shape": [2, 2]}})
    }

    fn call(name: &str, target: &str, args: &[&str]) -> serde_json::Value {
        let args: Vec<_> = args.iter().map(|a| serde_json::json!({"t": "ref", "node": a})).collect();
        serde_json::json!({"name": name, "target": target, "args": args, "kwargs": {}, "outputs": [{"dtype": "f32", "shape": [2, 2]}]})
    }

    fn graph(nodes: Vec<serde_json::Value>) -> String {
        serde_json::json!({
            "format_version": 1, "name": "refusals",
            "inputs": [tensor("a", "i64"), tensor("b", "f32")],
            "nodes": nodes,
            "outputs": [{"t": "ref", "node": "sum"}]
        })
        .to_string()
    }

    /// `a` is int64, `b` float32: each `mm` of the two is refused by its rule, `odd` has no rule,
    /// and `mm2` reads `odd`'s value (zeros stand in for it, so `mm2` is tried too).
    fn three_refusals() -> String {
        graph(vec![
            call("mm1", "aten.mm.default", &["a", "b"]),
            call("odd", "aten.no_such_op.default", &["b"]),
            call("mm2", "aten.mm.default", &["a", "odd"]),
            call("sum", "aten.add.Tensor", &["mm1", "mm2"]),
        ])
    }

    #[test]
    fn every_refused_node_is_reported_at_once_in_graph_order() {
        let opts = PassOptions { disabled: vec![], verify_each: true, runtime_checks: true, torch_conv_weights: false, blas_products: false, channels_last_conv_weights: false };
        let Err(e) = lower_graph(&three_refusals(), &opts) else { panic!("lowered a graph with refused nodes") };
        assert!(matches!(e, Error::Refused(_)), "{e}");
        let got: Vec<(ErrorCode, Option<&str>, Option<&str>)> = e.refusals().iter().map(|r| (r.code(), r.node(), r.op())).collect();
        assert_eq!(
            got,
            vec![
                (ErrorCode::UnsupportedArgs, Some("mm1"), Some("aten.mm.default")),
                (ErrorCode::NoRule, Some("odd"), Some("aten.no_such_op.default")),
                (ErrorCode::UnsupportedArgs, Some("mm2"), Some("aten.mm.default")),
            ]
        );
        // The error as a whole reads as its first refusal (code, node, op) and names them all.
        assert_eq!((e.code(), e.node(), e.op()), (ErrorCode::UnsupportedArgs, Some("mm1"), Some("aten.mm.default")));
        assert!(e.to_string().starts_with("3 nodes refused: "), "{e}");
    }

    #[test]
    fn one_refusal_is_returned_as_itself() {
        let text = graph(vec![
            call("mm1", "aten.mm.default", &["a", "b"]),
            call("odd", "aten.neg.default", &["b"]),
            call("mm2", "aten.mm.default", &["b", "odd"]),
            call("sum", "aten.add.Tensor", &["mm1", "mm2"]),
        ]);
        let opts = PassOptions { disabled: vec![], verify_each: true, runtime_checks: true, torch_conv_weights: false, blas_products: false, channels_last_conv_weights: false };
        let Err(e) = lower_graph(&text, &opts) else { panic!("lowered a graph with a refused node") };
        assert!(matches!(e, Error::UnsupportedArgs { ref node, .. } if node == "mm1"), "{e}");
        assert_eq!(e.refusals().len(), 1);
    }

    #[test]
    fn the_configured_lowering_takes_its_options_from_the_config() {
        let text = serde_json::json!({
            "format_version": 1, "name": "p",
            "inputs": [{"name": "x", "kind": "tensor", "meta": {"dtype": "f32", "shape": [2]}}],
            "nodes": [{"name": "m", "target": "aten.mul.Tensor", "args": [{"t": "ref", "node": "x"}, {"t": "ref", "node": "x"}],
                       "kwargs": {}, "outputs": [{"dtype": "f32", "shape": [2]}]}],
            "outputs": [{"t": "ref", "node": "m"}]
        })
        .to_string();
        let plain = lower_configured(&text, &CompileConfig::default()).ok().expect("lowers").lowered.mlir;
        let config = CompileConfig { perturb: vec!["aten.mul.Tensor".into()], ..CompileConfig::default() };
        let perturbed = lower_configured(&text, &config).ok().expect("lowers").lowered.mlir;
        assert!(perturbed.contains("stablehlo.add") && !plain.contains("stablehlo.add"), "{perturbed}");
    }

    #[test]
    fn float32_products_drop_highest_precision_only_where_tf32_is_allowed() {
        let t = |name: &str, shape: &[i64]| serde_json::json!({"name": name, "kind": "tensor", "meta": {"dtype": "f32", "shape": shape}});
        let r = |n: &str| serde_json::json!({"t": "ref", "node": n});
        let ints = |v: &[i64]| serde_json::json!({"t": "list", "v": v.iter().map(|i| serde_json::json!({"t": "int", "v": i})).collect::<Vec<_>>()});
        let text = serde_json::json!({
            "format_version": 1, "name": "p",
            "inputs": [t("a", &[4, 4]), t("x", &[1, 2, 5, 5]), t("w", &[3, 2, 3, 3])],
            "nodes": [
                {"name": "m", "target": "aten.mm.default", "args": [r("a"), r("a")], "kwargs": {},
                 "outputs": [{"dtype": "f32", "shape": [4, 4]}]},
                {"name": "c", "target": "aten.convolution.default",
                 "args": [r("x"), r("w"), {"t": "none"}, ints(&[1, 1]), ints(&[0, 0]), ints(&[1, 1]), {"t": "bool", "v": false},
                          ints(&[0, 0]), {"t": "int", "v": 1}], "kwargs": {},
                 "outputs": [{"dtype": "f32", "shape": [1, 3, 3, 3]}]}
            ],
            "outputs": [r("m"), r("c")]
        })
        .to_string();
        let mlir = |matmul: bool, conv: bool| {
            let config = CompileConfig { tf32_matmul: matmul, tf32_conv: conv, ..CompileConfig::default() };
            lower_configured(&text, &config).ok().expect("lowers").lowered.mlir
        };
        let highest = |m: &str, op: &str| m.lines().filter(|l| l.contains(op) && l.contains("HIGHEST")).count();
        let full = mlir(false, false);
        assert_eq!((highest(&full, "dot_general"), highest(&full, "convolution")), (1, 1), "{full}");
        let products = mlir(true, false);
        assert_eq!((highest(&products, "dot_general"), highest(&products, "convolution")), (0, 1), "{products}");
        let both = mlir(true, true);
        assert_eq!((highest(&both, "dot_general"), highest(&both, "convolution")), (0, 0), "{both}");
    }
}
