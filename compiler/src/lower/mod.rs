//! Lowering: IR → StableHLO, by a table of rules (after JAX's `register_lowering` and Inductor's
//! `@register_lowering`). Each family file exports `RULES: &[OpRule]`: the ATen overload name, its
//! rule and its traits ([`traits`]); [`registry`] merges them and rejects a name registered twice.

/// `rule`, except that when any result is empty every result is zeros of its type: an empty matrix
/// has nothing to factor, and XLA's decompositions reject zero-size operands (the linalg and
/// distance families).
macro_rules! nonempty {
    ($rule:ident) => {
        |c| if any_empty(c)? { empty_results(c) } else { $rule(c) }
    };
}

mod asserts;
mod attention;
mod aten_ops;
mod call;
pub mod checks;
mod complex;
mod control_flow;
mod conv;
mod channels_last;
pub(crate) use channels_last::conv_network;
mod conv_aten;
mod conv_gemm;
mod distance;
mod elementwise;
mod factory;
mod fft;
mod indexing;
mod kernel;
mod linalg;
mod matmul;
mod norm;
mod pool;
mod promote;
mod random;
mod resize;
mod reduction;
mod rnn;
mod shape;
mod softmax;
mod sort;
mod special;
mod strided;
pub mod traits;

pub use aten_ops::MIN_ELEMENTS as ATEN_OPS_MIN_ELEMENTS;
pub use call::{Call, Rule};
pub use kernel::{called_kernel, KernelSig, KERNEL_TARGET};
pub use checks::{CheckInfo, CheckKind};
pub use traits::{OpRule, OpTraits};
pub use promote::{promote_types, result_type};

use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

use melior::ir::Location;

use crate::emit::{self, Tv};
use crate::ir::{Graph, Op, Operand, TensorType, ValueRef, ValueType};
use crate::{Error, Result};

/// Every family's rules, in one list.
fn families() -> [&'static [OpRule]; 25] {
    [
        asserts::RULES,
        attention::RULES,
        complex::RULES,
        control_flow::RULES,
        conv::RULES,
        distance::RULES,
        elementwise::RULES,
        factory::RULES,
        fft::RULES,
        indexing::RULES,
        kernel::RULES,
        linalg::RULES,
        matmul::RULES,
        norm::RULES,
        pool::RULES,
        random::RULES,
        resize::RULES,
        reduction::RULES,
        rnn::RULES,
        shape::RULES,
        softmax::RULES,
        sort::RULES,
        special::RULES,
        strided::RULES,
        elementwise::CAST_RULES,
    ]
}

/// The op-rule table: ATen overload → its rule and traits.
pub fn registry() -> &'static BTreeMap<&'static str, &'static OpRule> {
    static REGISTRY: OnceLock<BTreeMap<&'static str, &'static OpRule>> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut m = BTreeMap::new();
        for family in families() {
            for entry in family.iter() {
                // A duplicate is a bug caught by `registry_has_no_duplicates`; keep the first.
                m.entry(entry.name).or_insert(entry);
            }
        }
        m
    })
}

/// All registered names, duplicates included (for the registry test).
pub fn registered_names() -> Vec<&'static str> {
    families().iter().flat_map(|f| f.iter().map(|e| e.name)).collect()
}

/// The traits of `target`'s rule; `None` for an op without a rule.
pub fn traits(target: &str) -> Option<OpTraits> {
    registry().get(target).map(|e| e.traits)
}

/// Whether `target` is computed element by element, with broadcasting. The `bucket_shapes` pass
/// needs no mask for such an op.
pub fn is_pointwise(target: &str) -> bool {
    traits(target).is_some_and(|t| t.pointwise)
}

pub fn has_rule(target: &str) -> bool {
    registry().contains_key(target)
}

/// What each graph result is, for the caller.
#[derive(Debug, Clone, PartialEq)]
pub enum OutputSpec {
    /// Result number `index` of the executable; `ty` is the graph's value. With a `layout`, the
    /// result is `value.permute(layout)` (the graph's `output_layouts`), and the caller hands
    /// out the view `result.permute(inverse(layout))`.
    Tensor { index: usize, ty: TensorType, layout: Option<Vec<i64>> },
    /// The caller gets Python `None`.
    None,
}

#[derive(Debug, Clone)]
pub struct Lowered {
    /// StableHLO, printed by MLIR.
    pub mlir: String,
    /// Executable parameters: the graph's tensor inputs, in order, with their graph input index.
    /// An input in `input_layouts` has the permuted type here.
    pub params: Vec<(usize, TensorType)>,
    /// Graph inputs the executable takes permuted (graph input index → `perm`: the caller passes
    /// `x.permute(perm)`, contiguous). From the `input_layout` pass.
    pub input_layouts: BTreeMap<usize, Vec<i64>>,
    /// The graph's `aliases` as (executable parameter, executable result) positions, marked
    /// `tf.aliasing_output` on `@main` (so they are part of the program and its cache key).
    pub aliases: Vec<(usize, usize)>,
    /// Executable results, in order.
    pub results: Vec<TensorType>,
    /// Graph outputs in order.
    pub outputs: Vec<OutputSpec>,
    /// The run-time checks (checks.rs): when not empty, the executable's last result (after the
    /// graph outputs' results) is `i1[checks.len()]`, flag `i` set when check `i` failed.
    pub checks: Vec<CheckInfo>,
}

/// Ops that no rule lowers, by node, in graph order. Empty when the whole graph lowers.
pub fn unsupported_ops(g: &Graph) -> Vec<(String, String)> {
    g.topo_order()
        .into_iter()
        .filter_map(|n| {
            let node = g.node(n);
            let t = node.target()?;
            (!has_rule(t)).then(|| (node.name.clone(), t.to_string()))
        })
        .collect()
}

/// [`lower_with`], with the run-time checks on.
pub fn lower(g: &Graph) -> Result<Lowered> {
    lower_with(g, true)
}

/// Lowers `g` to StableHLO; `checks`: compute the run-time checks (checks.rs).
pub fn lower_with(g: &Graph, checks: bool) -> Result<Lowered> {
    lower_perturbed(g, checks, &[], emit::EmitOptions::default())
}

/// Whether `e` is a node's refusal that lowering goes on past (to find the others): no rule for
/// its op, or a rule that does not take these arguments.
fn is_refusal(e: &Error) -> bool {
    matches!(e, Error::NoLoweringRule { .. } | Error::UnsupportedArgs { .. })
}

/// [`lower_with`], with the ops in `perturb` lowered deliberately wrong (test only; see
/// [`PERTURB_ENV`]; the compile config's `perturb`), for a target offering `opts`.
///
/// Every refused node is reported, not only the first: a node without a rule, or whose rule
/// refuses its arguments, gets zeros of the type torch recorded for it in its place, and lowering
/// goes on, so that the nodes after it are tried too. The error is then [`Error::Refused`] (or the
/// one refusal itself). A node that reads a refused node's value whose type is not static is not
/// tried (it is found when the graph is split). After a refusal, the first other error ends the
/// lowering with the refusals found so far: it may come from the stand-in zeros.
pub fn lower_perturbed(g: &Graph, checks: bool, perturb_ops: &[String], opts: emit::EmitOptions) -> Result<Lowered> {
    let mut refusals: Vec<Error> =
        unsupported_ops(g).into_iter().map(|(node, target)| Error::NoLoweringRule { target, node }).collect();
    let mut params = Vec::new();
    for (i, &n) in g.inputs.iter().enumerate() {
        match &g.node(n).outputs[0] {
            ValueType::Tensor(t) => match g.input_layouts.get(&i) {
                Some(perm) => {
                    let shape = perm.iter().map(|&d| t.shape[d as usize].clone()).collect();
                    params.push((i, TensorType { dtype: t.dtype, shape }));
                }
                None => params.push((i, t.clone())),
            },
            _ => {
                // A symbolic-int input that no op uses any more is fine; a used one is caught below.
            }
        }
    }
    let aliases = alias_positions(g, &params)?;
    let ctx = emit::new_context();
    let param_types: Vec<TensorType> = params.iter().map(|(_, t)| t.clone()).collect();
    let mut outputs = Vec::new();
    let mut results = Vec::new();
    let mut check_infos = Vec::new();
    let perturbed = perturbed_ops(perturb_ops);
    // Custom kernels the graph calls, parsed into this context: their signatures for the calls,
    // their functions appended to the module (emit/kernel.rs).
    let mut kernels: BTreeMap<String, KernelSig> = BTreeMap::new();
    let mut kernel_funcs = Vec::new();
    for n in g.topo_order() {
        let node = g.node(n);
        let Op::Call { target, args, .. } = &node.op else { continue };
        if target != KERNEL_TARGET {
            continue;
        }
        let Some(name) = called_kernel(args) else { continue };
        if kernels.contains_key(name) {
            continue;
        }
        let text = g.kernels.get(name).ok_or_else(|| Error::invalid(&node.name, format!("calls custom kernel `{name}`, which the graph does not define")))?;
        let k = emit::parse_kernel(&ctx, &node.name, &emit::kernel_symbol(name), text)?;
        kernel_funcs.extend(k.funcs);
        kernels.insert(name.to_string(), KernelSig { symbol: k.symbol, params: k.params, results: k.results });
    }
    let funcs = std::cell::RefCell::new(kernel_funcs);
    let subgraphs = control_flow::Subgraphs::new(&g.subgraphs, &funcs);
    let built = emit::build_module_with(&ctx, &param_types, &aliases, &funcs, opts, |b, args| {
        let mut values: HashMap<ValueRef, Tv> = HashMap::new();
        // Nodes not lowered (refused, or reading a value of one that could not be stood in for).
        let mut skipped: std::collections::HashSet<petgraph::graph::NodeIndex> = Default::default();
        let found = checks::Checks::new(checks);
        for ((i, _), arg) in params.iter().zip(args) {
            let arg = match g.input_layouts.get(i) {
                // The logical tensor is the inverse permutation of what the caller passes.
                Some(perm) => {
                    let mut inverse = vec![0; perm.len()];
                    for (k, &d) in perm.iter().enumerate() {
                        inverse[d as usize] = k as i64;
                    }
                    b.transpose(&arg, &inverse)?
                }
                None => arg,
            };
            values.insert(ValueRef { node: g.inputs[*i], out: 0 }, arg);
        }
        for n in g.topo_order() {
            let node = g.node(n);
            match &node.op {
                Op::Input { .. } => {}
                Op::Constant { bytes } => {
                    values.insert(ValueRef { node: n, out: 0 }, constant(b, node, bytes)?);
                }
                Op::Call { target, .. } => {
                    let mut reads_skipped = false;
                    node.for_each_operand_value(|v| reads_skipped |= skipped.contains(&v.node));
                    if reads_skipped {
                        skipped.insert(n);
                        continue;
                    }
                    let nb = b.with_loc(Location::name(b.ctx, &node.name, Location::unknown(b.ctx)));
                    let lowered = match registry().get(target.as_str()) {
                        // Refused up front (`unsupported_ops`).
                        None => None,
                        Some(entry) => {
                            let result = match complex_refusal(entry, g, node) {
                                Some(e) => Err(e),
                                None => run_rule(entry, &nb, g, node, &values, &found, &kernels, &subgraphs),
                            };
                            match result.map_err(|e| e.at_node(&node.name)) {
                                Ok(outs) => Some(outs),
                                Err(e) if is_refusal(&e) => {
                                    refusals.push(e);
                                    None
                                }
                                // Possibly caused by the zeros standing in for a refused node.
                                Err(_) if !refusals.is_empty() => return Err(Error::Refused(Vec::new())),
                                Err(e) => return Err(e),
                            }
                        }
                    };
                    let Some(mut outs) = lowered else {
                        // Zeros of torch's type for each result stand in, so that later nodes are tried.
                        let mut stand_in = Vec::new();
                        for (i, out) in node.outputs.iter().enumerate() {
                            match out {
                                ValueType::Tensor(t) => match t.static_dims() {
                                    Some(dims) => match nb.splat(t.dtype, 0.0, &dims) {
                                        Ok(tv) => stand_in.push((i, tv)),
                                        Err(_) => return Err(Error::Refused(Vec::new())),
                                    },
                                    None => {
                                        skipped.insert(n);
                                    }
                                },
                                _ => {
                                    skipped.insert(n);
                                }
                            }
                        }
                        for (i, tv) in stand_in {
                            values.insert(ValueRef { node: n, out: i as u32 }, tv);
                        }
                        continue;
                    };
                    if perturbed.contains(target.as_str()) {
                        outs = perturb(&nb, outs).map_err(|e| e.at_node(&node.name))?;
                    }
                    store_results(&mut values, n, node, target, outs)?;
                }
            }
        }
        if !refusals.is_empty() {
            // The module is dropped and the refusals reported (below).
            return Err(Error::Refused(Vec::new()));
        }
        let mut rets = Vec::new();
        for (pos, o) in g.outputs.iter().enumerate() {
            match o {
                Operand::Value(v) => {
                    let tv = values
                        .get(v)
                        .ok_or_else(|| Error::invalid("<graph outputs>", format!("{} is not a tensor", g.display_value(*v))))?;
                    let layout = g.output_layouts.get(&pos).cloned();
                    let written = match &layout {
                        Some(perm) => b.transpose(tv, perm)?,
                        None => tv.clone(),
                    };
                    outputs.push(OutputSpec::Tensor { index: rets.len(), ty: tv.ty.clone(), layout });
                    results.push(written.ty.clone());
                    rets.push(written);
                }
                Operand::None => outputs.push(OutputSpec::None),
                other => {
                    return Err(Error::UnsupportedArgs {
                        target: "<graph outputs>".into(),
                        node: g.name.clone(),
                        message: format!("a non-tensor graph result ({}) is not supported", g.operand_text(other)),
                    })
                }
            }
        }
        if let Some((flags, infos)) = found.finish(b)? {
            results.push(flags.ty.clone());
            rets.push(flags);
            check_infos = infos;
        }
        Ok(rets)
    });
    // `Refused(vec![])` above only says "stop": the refusals are in `refusals`, put in graph order.
    if !refusals.is_empty() {
        let order: HashMap<&str, usize> = g.topo_order().into_iter().enumerate().map(|(i, n)| (g.node(n).name.as_str(), i)).collect();
        refusals.sort_by_key(|e| e.node().and_then(|n| order.get(n).copied()).unwrap_or(usize::MAX));
    }
    if let Some(e) = Error::refused(refusals) {
        return Err(e);
    }
    let mlir = built?;
    for (&(param, result), &(input, output)) in aliases.iter().zip(&g.aliases) {
        let (pt, rt) = (&params[param].1, &results[result]);
        if pt != rt {
            return Err(Error::invalid(&g.name, format!("alias of input {input} to output {output}: the input is {pt}, the output {rt}")));
        }
    }
    Ok(Lowered { mlir, params, input_layouts: g.input_layouts.clone(), aliases, results, outputs, checks: check_infos })
}

/// Node `node`'s constant.
fn constant<'c, 'a>(b: &emit::Builder<'c, 'a>, node: &crate::ir::Node, bytes: &[u8]) -> Result<Tv<'c, 'a>> {
    let ValueType::Tensor(t) = &node.outputs[0] else { unreachable_type(&node.name)? };
    let dims = t.static_dims().ok_or_else(|| Error::invalid(&node.name, "symbolic constant shape"))?;
    b.constant_bytes(t.dtype, &dims, bytes).map_err(|e| e.at_node(&node.name))
}

/// Runs `entry`'s rule on `node` of `g`. A pointwise node on channels-last operands is computed as
/// they lie (channels_last.rs); should its rule not take that, it runs as written.
#[allow(clippy::too_many_arguments)]
fn run_rule<'c, 'a>(
    entry: &OpRule,
    nb: &emit::Builder<'c, 'a>,
    g: &Graph,
    node: &crate::ir::Node,
    values: &HashMap<ValueRef, Tv<'c, 'a>>,
    found: &checks::Checks<'c, 'a>,
    kernels: &BTreeMap<String, KernelSig>,
    subgraphs: &control_flow::Subgraphs<'_, 'c>,
) -> Result<Vec<Tv<'c, 'a>>> {
    let Op::Call { target, args, kwargs } = &node.op else {
        return Err(Error::Internal(format!("node `{}` is not a call", node.name)));
    };
    let no_overlay = HashMap::new();
    let sunk = if entry.traits.pointwise { channels_last::sink_pointwise(nb, g, node, values) } else { None };
    let computed = sunk.and_then(|s| {
        let (a, k) = match &s.node.op {
            Op::Call { args, kwargs, .. } => (args, kwargs),
            _ => return None,
        };
        let call = Call { b: nb, graph: g, node: &s.node, target, args: a, kwargs: k, values, overlay: &s.overlay, checks: found, kernels, subgraphs };
        (entry.rule)(&call).and_then(|outs| s.restore(nb, outs)).ok()
    });
    match computed {
        Some(outs) => Ok(outs),
        None => (entry.rule)(&Call { b: nb, graph: g, node, target, args, kwargs, values, overlay: &no_overlay, checks: found, kernels, subgraphs }),
    }
}

/// Records `outs` as node `n`'s results, checked against the types torch recorded.
fn store_results<'c, 'a>(values: &mut HashMap<ValueRef, Tv<'c, 'a>>, n: petgraph::graph::NodeIndex, node: &crate::ir::Node, target: &str, outs: Vec<Tv<'c, 'a>>) -> Result<()> {
    for (i, tv) in outs.into_iter().enumerate() {
        if let Some(ValueType::Tensor(expected)) = node.outputs.get(i) {
            if expected.static_dims().is_some() && tv.ty != *expected {
                return Err(Error::Internal(format!(
                    "rule for {target} at node `{}` produced {} for result {i}, but torch says {expected}",
                    node.name, tv.ty
                )));
            }
        }
        values.insert(ValueRef { node: n, out: i as u32 }, tv);
    }
    Ok(())
}

/// Lowers subgraph `g` (of the graph's `subgraphs`) on `args`, its inputs, and returns its
/// outputs. Unlike the graph itself, nothing is refused node by node: the first refusal or error
/// is returned (the control-flow node that calls the subgraph is then refused as a whole).
pub(crate) fn lower_subgraph<'c, 'a>(
    b: &emit::Builder<'c, 'a>,
    g: &Graph,
    args: Vec<Tv<'c, 'a>>,
    found: &checks::Checks<'c, 'a>,
    kernels: &BTreeMap<String, KernelSig>,
    subgraphs: &control_flow::Subgraphs<'_, 'c>,
) -> Result<Vec<Tv<'c, 'a>>> {
    if args.len() != g.inputs.len() {
        return Err(Error::Internal(format!("subgraph `{}` has {} inputs, called with {}", g.name, g.inputs.len(), args.len())));
    }
    let mut values: HashMap<ValueRef, Tv> = g.inputs.iter().zip(args).map(|(&n, a)| (ValueRef { node: n, out: 0 }, a)).collect();
    for n in g.topo_order() {
        let node = g.node(n);
        match &node.op {
            Op::Input { .. } => {}
            Op::Constant { bytes } => {
                values.insert(ValueRef { node: n, out: 0 }, constant(b, node, bytes)?);
            }
            Op::Call { target, .. } => {
                let entry = registry().get(target.as_str()).ok_or_else(|| Error::NoLoweringRule { target: target.clone(), node: node.name.clone() })?;
                if let Some(e) = complex_refusal(entry, g, node) {
                    return Err(e);
                }
                let nb = b.with_loc(Location::name(b.ctx, &node.name, Location::unknown(b.ctx)));
                let outs = run_rule(entry, &nb, g, node, &values, found, kernels, subgraphs).map_err(|e| e.at_node(&node.name))?;
                store_results(&mut values, n, node, target, outs)?;
            }
        }
    }
    g.outputs
        .iter()
        .map(|o| match o {
            Operand::Value(v) => values.get(v).cloned().ok_or_else(|| Error::invalid("<subgraph outputs>", format!("{} is not a tensor", g.display_value(*v)))),
            other => Err(Error::UnsupportedArgs {
                target: "<subgraph outputs>".into(),
                node: g.name.clone(),
                message: format!("a subgraph result that is not a tensor ({})", g.operand_text(other)),
            }),
        })
        .collect()
}

/// A rule written for real numbers never sees a complex value: the refusal of `node` when its
/// rule (`entry`) is not marked complex and the node reads or makes a complex tensor.
fn complex_refusal(entry: &OpRule, g: &Graph, node: &crate::ir::Node) -> Option<Error> {
    (!entry.traits.complex && touches_complex(g, node)).then(|| Error::UnsupportedArgs {
        target: node.target().unwrap_or_default().to_string(),
        node: node.name.clone(),
        message: "complex tensors (complex64/complex128) are not lowered for this op".into(),
    })
}

/// Whether `node` reads or makes a complex tensor.
fn touches_complex(g: &Graph, node: &crate::ir::Node) -> bool {
    let is_complex = |t: &ValueType| matches!(t, ValueType::Tensor(t) if t.dtype.is_complex());
    let mut reads = false;
    node.for_each_operand_value(|v| reads |= g.value_type(v).is_some_and(is_complex));
    reads || node.outputs.iter().any(is_complex)
}

/// Test only: `TORCHTPU_TEST_PERTURB=aten.mul.Tensor[,OP...]` makes the lowering of those ops
/// deliberately wrong (1.0 added to each floating-point result), so that the tools that look for
/// a wrong result (`torchtpu-compiler minify --until mismatch`, debug mode's compare) can be
/// tested on a graph that really computes wrongly. The extra add is part of the StableHLO, whose
/// hash is part of every cache key, so a perturbed executable is never served to a run without the
/// variable (and one with it never gets an unperturbed one). Warned about once per process.
pub const PERTURB_ENV: &str = "TORCHTPU_TEST_PERTURB";

#[cfg(test)]
thread_local! {
    /// Tests set the perturbed ops for their own thread, not for the process's other tests.
    pub(crate) static TEST_PERTURB: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

fn perturbed_ops(perturb: &[String]) -> std::collections::HashSet<String> {
    #[cfg(test)]
    if let Some(v) = TEST_PERTURB.with(|t| t.borrow().clone()) {
        return v.split(',').map(String::from).collect();
    }
    let ops: std::collections::HashSet<String> = perturb.iter().map(|s| s.trim()).filter(|s| !s.is_empty()).map(String::from).collect();
    if !ops.is_empty() {
        static WARNED: std::sync::Once = std::sync::Once::new();
        WARNED.call_once(|| {
            let mut names: Vec<&str> = ops.iter().map(String::as_str).collect();
            names.sort();
            crate::diag::warn(format_args!(
                "{PERTURB_ENV} is set: the results of {} are deliberately wrong (a test-only switch)",
                names.join(", ")
            ))
        });
    }
    ops
}

/// `outs` with 1.0 added to each floating-point result (`TORCHTPU_TEST_PERTURB`).
fn perturb<'c, 'a>(b: &emit::Builder<'c, 'a>, outs: Vec<Tv<'c, 'a>>) -> Result<Vec<Tv<'c, 'a>>> {
    outs.into_iter()
        .map(|tv| match tv.ty.static_dims() {
            Some(dims) if tv.ty.dtype.is_float() => {
                let one = b.splat(tv.ty.dtype, 1.0, &dims)?;
                b.add(&tv, &one)
            }
            _ => Ok(tv),
        })
        .collect()
}

/// The graph's `aliases` (graph input → graph output) as executable (parameter, result)
/// positions. An alias must pair a tensor input with a tensor output, each used once: anything
/// else is a malformed graph. (Their types are compared once the results are known.)
fn alias_positions(g: &Graph, params: &[(usize, TensorType)]) -> Result<Vec<(usize, usize)>> {
    let mut out: Vec<(usize, usize)> = Vec::with_capacity(g.aliases.len());
    for &(input, output) in &g.aliases {
        let bad = |why: &str| Error::invalid(&g.name, format!("alias of input {input} to output {output}: {why}"));
        let param = params.iter().position(|(i, _)| *i == input).ok_or_else(|| bad("no such tensor input"))?;
        // Results are the graph's tensor outputs, in order.
        let result = match g.outputs.get(output) {
            Some(Operand::Value(_)) => g.outputs[..output].iter().filter(|o| matches!(o, Operand::Value(_))).count(),
            _ => return Err(bad("no such tensor output")),
        };
        if out.iter().any(|&(p, r)| p == param || r == result) {
            return Err(bad("the input or the output is aliased twice"));
        }
        out.push((param, result));
    }
    Ok(out)
}

fn unreachable_type<T>(node: &str) -> Result<T> {
    Err(Error::invalid(node, "a constant must have a tensor type"))
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod complex_tests;
#[cfg(test)]
mod fft_tests;

#[cfg(test)]
mod kernel_tests;
