//! Control flow: `torch.cond` as `stablehlo.if` and `torch.while_loop` as `stablehlo.while`.
//!
//! The graph names its branches, loop condition and loop body in its `subgraphs` table (graph
//! format version 8). Each subgraph a node calls is lowered once, as a private function
//! `@torchtpu_subgraph_<n>_<name>` of the program, which the control-flow op calls with
//! `func.call` (XLA inlines it): a `cond` runs only the branch its predicate picks, a `while_loop`
//! runs its body as many times as its condition says, at run time.
//!
//! Run-time checks inside a subgraph (an index out of range in a branch, say) are results of its
//! function: a branch returns its own flags and zeros in the other branch's places, a loop body's
//! flags are OR-ed into a flag vector carried through the loop. A loop condition with checks of
//! its own is refused (the node runs in eager).
//!
//! A subgraph that cannot be lowered (an op without a rule, an argument a rule refuses, a
//! symbolic size) makes the control-flow node a refusal of its own: the node runs in eager,
//! named, with the inner node and op in the message.

use std::cell::RefCell;
use std::collections::BTreeMap;

use melior::ir::Operation;

use super::checks::{CheckInfo, Checks};
use super::traits::{op, OpRule};
use super::Call;
use crate::emit::{self, Tv};
use crate::ir::{called_subgraphs, DType, Graph, Operand, TensorType, ValueType};
use crate::{Error, Result};

type R<'c, 'a> = Result<Vec<Tv<'c, 'a>>>;

pub(super) const RULES: &[OpRule] = &[op(crate::ir::COND_TARGET, cond), op(crate::ir::WHILE_TARGET, while_loop)];

/// A subgraph lowered as a function: its symbol, parameter and result types (without the flags
/// result), and the run-time checks whose flags it returns last (`i1[checks.len()]`), if any.
#[derive(Clone)]
pub(crate) struct SubFn {
    symbol: String,
    params: Vec<TensorType>,
    results: Vec<TensorType>,
    checks: Vec<CheckInfo>,
}

/// The graph's subgraphs, and the functions made of them so far (each subgraph is lowered once,
/// however many nodes call it).
pub struct Subgraphs<'x, 'c> {
    table: &'x BTreeMap<String, Graph>,
    funcs: &'x RefCell<Vec<Operation<'c>>>,
    done: RefCell<BTreeMap<String, SubFn>>,
    /// The branch functions with their flags padded (`cond`), by symbol: two conds of the same
    /// branches share them.
    padded: RefCell<std::collections::BTreeSet<String>>,
}

impl<'x, 'c> Subgraphs<'x, 'c> {
    pub fn new(table: &'x BTreeMap<String, Graph>, funcs: &'x RefCell<Vec<Operation<'c>>>) -> Self {
        Subgraphs { table, funcs, done: RefCell::new(BTreeMap::new()), padded: RefCell::new(Default::default()) }
    }
}

/// `name` as part of an MLIR symbol: letters, digits and `_` kept, anything else `_`.
fn symbol_part(name: &str) -> String {
    name.chars().map(|ch| if ch.is_ascii_alphanumeric() || ch == '_' { ch } else { '_' }).collect()
}

/// An error met while lowering subgraph `name` for node `c`: a refusal (of any inner node) refuses
/// `c`; a malformed subgraph is `c`'s malformed graph; anything else (a bug) stays as it is.
fn subgraph_error(c: &Call, name: &str, e: Error) -> Error {
    match e {
        Error::NoLoweringRule { .. } | Error::UnsupportedArgs { .. } | Error::Refused(_) | Error::NotPadSafe { .. } | Error::MixedSymbols { .. } => {
            c.unsupported(format!("its subgraph `{name}` cannot be compiled: {e}"))
        }
        Error::InvalidNode { .. } => c.invalid(format!("subgraph `{name}`: {e}")),
        e => e,
    }
}

/// The function of subgraph `name`, lowering it on first use.
fn function(c: &Call, name: &str) -> Result<SubFn> {
    let subs = c.subgraphs;
    if let Some(f) = subs.done.borrow().get(name) {
        return Ok(f.clone());
    }
    let (index, sub) = subs
        .table
        .iter()
        .enumerate()
        .find(|(_, (n, _))| n.as_str() == name)
        .map(|(i, (_, g))| (i, g))
        .ok_or_else(|| c.invalid(format!("calls subgraph `{name}`, which the graph does not define")))?;
    let mut params = Vec::with_capacity(sub.inputs.len());
    for &n in &sub.inputs {
        let input = sub.node(n);
        match &input.outputs[0] {
            ValueType::Tensor(t) if t.static_dims().is_some() => params.push(t.clone()),
            other => return Err(c.unsupported(format!("subgraph `{name}`'s input `{}` is {other:?}, not a tensor of static shape", input.name))),
        }
    }
    let symbol = format!("torchtpu_subgraph_{index}_{}", symbol_part(name));
    let mut checks = Vec::new();
    let (func, mut results) = emit::build_function(c.b.ctx, c.b.opts, &symbol, &params, None, true, |b, args| {
        let found = Checks::new(c.checks.enabled);
        let mut outs = super::lower_subgraph(b, sub, args, &found, c.kernels, subs)?;
        if let Some((flags, infos)) = found.finish(b)? {
            outs.push(flags);
            checks = infos;
        }
        Ok(outs)
    })
    .map_err(|e| subgraph_error(c, name, e))?;
    if !checks.is_empty() {
        results.pop();
    }
    subs.funcs.borrow_mut().push(func);
    let f = SubFn { symbol, params, results, checks };
    subs.done.borrow_mut().insert(name.to_string(), f.clone());
    Ok(f)
}

/// The subgraph names node `c` calls, in argument order.
fn names(c: &Call) -> Result<Vec<String>> {
    called_subgraphs(c.target, c.args)
        .into_iter()
        .map(|n| n.ok_or_else(|| c.invalid("a subgraph argument must be the subgraph's name")))
        .collect()
}

/// The tensors of list argument `i`.
fn operands<'c, 'a>(c: &Call<'_, 'c, 'a>, i: usize, what: &str) -> Result<Vec<Tv<'c, 'a>>> {
    match c.args.get(i) {
        Some(Operand::List(items)) => items
            .iter()
            .map(|o| match o {
                Operand::Value(v) => c.value(*v),
                other => Err(c.unsupported(format!("{what} `{}` is not a tensor", c.graph.operand_text(other)))),
            })
            .collect(),
        _ => Err(c.invalid(format!("argument {i} ({what}s) must be a list"))),
    }
}

/// Refuses a call of `f` on values of types `got` (the graph was traced with others).
fn expect_params(c: &Call, name: &str, f: &SubFn, got: &[&TensorType]) -> Result<()> {
    if f.params.len() != got.len() || f.params.iter().zip(got).any(|(p, g)| p != *g) {
        let got: Vec<String> = got.iter().map(|t| t.to_string()).collect();
        let want: Vec<String> = f.params.iter().map(|t| t.to_string()).collect();
        return Err(c.invalid(format!("subgraph `{name}` takes [{}], called with [{}]", want.join(", "), got.join(", "))));
    }
    Ok(())
}

/// Flag `i` of `flags` (an `i1[n]`) as a 0-d bool.
fn flag<'c, 'a>(b: &emit::Builder<'c, 'a>, flags: &Tv<'c, 'a>, i: i64) -> Result<Tv<'c, 'a>> {
    let one = b.slice(flags, &[i], &[i + 1], &[1])?;
    b.reshape(&one, &[])
}

/// Hands the flags a subgraph computed (`flags`, one per entry of `infos`) to the program's checks.
fn add_checks<'c, 'a>(c: &Call<'_, 'c, 'a>, flags: &Tv<'c, 'a>, infos: &[CheckInfo]) -> Result<()> {
    for (i, info) in infos.iter().enumerate() {
        c.checks.add(c.b, &flag(c.b, flags, i as i64)?, info.clone())?;
    }
    Ok(())
}

/// `cond(pred, true_branch, false_branch, operands)`: `stablehlo.if` on the predicate, each
/// branch a call of its subgraph's function on the operands.
fn cond<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let names = names(c)?;
    let pred = c.tensor(0)?;
    if pred.numel() != 1 {
        return Err(c.invalid(format!("the predicate is {}, not one value", pred.ty)));
    }
    let pred = b.reshape(&pred, &[])?;
    let pred = if pred.dtype() == DType::Bool { pred } else { b.compare(&pred, &b.splat(pred.dtype(), 0.0, &[])?, "NE")? };
    let ops = operands(c, 3, "operand")?;
    let types: Vec<&TensorType> = ops.iter().map(|t| &t.ty).collect();
    let (t, f) = (function(c, &names[0])?, function(c, &names[1])?);
    expect_params(c, &names[0], &t, &types)?;
    expect_params(c, &names[1], &f, &types)?;
    let want = (0..c.node.outputs.len()).map(|i| c.out_ty(i)).collect::<Result<Vec<_>>>()?;
    for (name, branch) in [(&names[0], &t), (&names[1], &f)] {
        if branch.results != want {
            let got: Vec<String> = branch.results.iter().map(|t| t.to_string()).collect();
            return Err(c.invalid(format!("branch `{name}` returns [{}], the node [{}]", got.join(", "), want.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", "))));
        }
    }
    let refs: Vec<&Tv> = ops.iter().collect();
    if t.checks.is_empty() && f.checks.is_empty() {
        return b.if_call(&pred, &refs, [&t.symbol, &f.symbol], &want);
    }
    // Each branch returns the flags of both branches' checks: its own, and zeros for the other's.
    let (nt, nf) = (t.checks.len() as i64, f.checks.len() as i64);
    let all = TensorType::new(DType::Bool, &[nt + nf]);
    let mut wrapped = Vec::new();
    for (branch, before, after) in [(&t, 0, nf), (&f, nt, 0)] {
        let symbol = format!("{}_flags_{before}_{after}", branch.symbol);
        if c.subgraphs.padded.borrow().contains(&symbol) {
            wrapped.push(symbol);
            continue;
        }
        let (func, _) = emit::build_function(b.ctx, b.opts, &symbol, &branch.params, None, true, |wb, args| {
            let arg_refs: Vec<&Tv> = args.iter().collect();
            let mut result_types = branch.results.clone();
            if !branch.checks.is_empty() {
                result_types.push(TensorType::new(DType::Bool, &[branch.checks.len() as i64]));
            }
            let mut outs = wb.call(&branch.symbol, &arg_refs, &result_types)?;
            let own = if branch.checks.is_empty() { None } else { outs.pop() };
            let mut parts = Vec::new();
            if before > 0 {
                parts.push(wb.splat(DType::Bool, 0.0, &[before])?);
            }
            parts.extend(own);
            if after > 0 {
                parts.push(wb.splat(DType::Bool, 0.0, &[after])?);
            }
            let part_refs: Vec<&Tv> = parts.iter().collect();
            outs.push(wb.concatenate(&part_refs, 0)?);
            Ok(outs)
        })?;
        c.subgraphs.funcs.borrow_mut().push(func);
        c.subgraphs.padded.borrow_mut().insert(symbol.clone());
        wrapped.push(symbol);
    }
    let mut types = want.clone();
    types.push(all);
    let mut outs = b.if_call(&pred, &refs, [&wrapped[0], &wrapped[1]], &types)?;
    let flags = outs.pop().ok_or_else(|| Error::Internal("if: no flags result".into()))?;
    let infos: Vec<CheckInfo> = t.checks.iter().chain(&f.checks).cloned().collect();
    add_checks(c, &flags, &infos)?;
    Ok(outs)
}

/// `while_loop(cond, body, carried, additional)`: `stablehlo.while` over the carried values and
/// the additional (loop-invariant) ones, the condition region calling the condition's function
/// and the body region the body's. The results are the carried values after the last step.
fn while_loop<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let names = names(c)?;
    let carried = operands(c, 2, "carried value")?;
    let extra = operands(c, 3, "additional input")?;
    let (nc, na) = (carried.len(), extra.len());
    let types: Vec<&TensorType> = carried.iter().chain(&extra).map(|t| &t.ty).collect();
    let (cf, bf) = (function(c, &names[0])?, function(c, &names[1])?);
    expect_params(c, &names[0], &cf, &types)?;
    expect_params(c, &names[1], &bf, &types)?;
    let bool0 = TensorType::new(DType::Bool, &[]);
    if cf.results != [bool0.clone()] {
        return Err(c.unsupported(format!("the loop condition `{}` returns {} values, not one 0-d bool", names[0], cf.results.len())));
    }
    if !cf.checks.is_empty() {
        return Err(c.unsupported(format!("the loop condition `{}` has run-time checks (an indexing op, say): not compiled", names[0])));
    }
    let carried_types: Vec<TensorType> = carried.iter().map(|t| t.ty.clone()).collect();
    if bf.results != carried_types {
        return Err(c.invalid(format!("the loop body `{}` returns other types than the carried values", names[1])));
    }
    let want = (0..c.node.outputs.len()).map(|i| c.out_ty(i)).collect::<Result<Vec<_>>>()?;
    if want != carried_types {
        return Err(c.invalid("the node's results are not the carried values' types"));
    }
    let k = bf.checks.len() as i64;
    let mut init: Vec<Tv> = carried.iter().chain(&extra).cloned().collect();
    if k > 0 {
        init.push(b.splat(DType::Bool, 0.0, &[k])?);
    }
    let init_refs: Vec<&Tv> = init.iter().collect();
    let (cond_symbol, body_symbol) = (cf.symbol.clone(), bf.symbol.clone());
    let mut body_types = bf.results.clone();
    if k > 0 {
        body_types.push(TensorType::new(DType::Bool, &[k]));
    }
    let outs = b.while_loop(
        &init_refs,
        move |rb, state| {
            let args: Vec<&Tv> = state[..nc + na].iter().collect();
            Ok(rb.call(&cond_symbol, &args, &[bool0])?.remove(0))
        },
        move |rb, state| {
            let args: Vec<&Tv> = state[..nc + na].iter().collect();
            let mut next = rb.call(&body_symbol, &args, &body_types)?;
            let new_flags = if k > 0 { next.pop() } else { None };
            next.extend(state[nc..nc + na].iter().cloned());
            if let Some(flags) = new_flags {
                next.push(rb.binary("stablehlo.or", &state[nc + na], &flags)?);
            }
            Ok(next)
        },
    )?;
    if k > 0 {
        add_checks(c, &outs[nc + na], &bf.checks)?;
    }
    Ok(outs[..nc].to_vec())
}

#[cfg(test)]
mod tests {
    //! Control-flow nodes: one `stablehlo.if` / `stablehlo.while` calling each subgraph's private
    //! function; a malformed table or call is an error naming the node, never a panic; a subgraph
    //! the compiler cannot take refuses the node that calls it.

    use crate::driver::lower_graph;
    use crate::lower::tests::{error_of, mlir_of};
    use crate::passes::PassOptions;

    const F4: &str = r#"{"dtype": "f32", "shape": [4]}"#;
    const I0: &str = r#"{"dtype": "i64", "shape": []}"#;
    const B0: &str = r#"{"dtype": "bool", "shape": []}"#;

    /// A subgraph of one input `a` (f32[4]) whose one node applies `target` to it.
    fn unary(name: &str, target: &str) -> String {
        format!(
            r#"{{"name": "{name}", "inputs": [{{"name": "a", "meta": {F4}}}],
  "nodes": [{{"name": "r", "target": "{target}", "args": [{{"t": "ref", "node": "a"}}], "outputs": [{F4}]}}],
  "outputs": [{{"t": "ref", "node": "r"}}]}}"#
        )
    }

    /// `cond(p, t, f, [x])` over input `x` (f32[4]) and `p` (bool[]), with `subgraphs`.
    fn cond_graph(t: &str, f: &str, subgraphs: &[String]) -> String {
        format!(
            r#"{{"format_version": 8, "name": "g",
  "inputs": [{{"name": "x", "meta": {F4}}}, {{"name": "p", "meta": {B0}}}],
  "nodes": [{{"name": "cond", "target": "torch.ops.higher_order.cond",
    "args": [{{"t": "ref", "node": "p"}}, {{"t": "str", "v": "{t}"}}, {{"t": "str", "v": "{f}"}},
             {{"t": "list", "v": [{{"t": "ref", "node": "x"}}]}}],
    "outputs": [{F4}]}}],
  "outputs": [{{"t": "ref", "node": "cond"}}],
  "subgraphs": [{}]}}"#,
            subgraphs.join(", ")
        )
    }

    #[test]
    fn a_cond_is_one_if_calling_each_branch_once() {
        let json = cond_graph("t", "f", &[unary("t", "aten.sin.default"), unary("f", "aten.cos.default")]);
        let mlir = mlir_of(&json);
        assert_eq!(mlir.matches("\"stablehlo.if\"").count(), 1, "{mlir}");
        assert_eq!(mlir.matches("func.func private @torchtpu_subgraph_").count(), 2, "{mlir}");
        let main = mlir.split("func.func private").next().unwrap_or_default();
        assert!(!main.contains("stablehlo.sine") && !main.contains("stablehlo.cosine"), "{mlir}");
    }

    #[test]
    fn a_nested_cond_and_a_shared_subgraph_are_lowered_once_each() {
        // `t` is itself a cond of `s` and `s`: one function for `s`, called from both branches.
        let t = format!(
            r#"{{"name": "t", "inputs": [{{"name": "a", "meta": {F4}}}, {{"name": "q", "meta": {B0}}}],
  "nodes": [{{"name": "inner", "target": "torch.ops.higher_order.cond",
    "args": [{{"t": "ref", "node": "q"}}, {{"t": "str", "v": "s"}}, {{"t": "str", "v": "s"}}, {{"t": "list", "v": [{{"t": "ref", "node": "a"}}]}}],
    "outputs": [{F4}]}}],
  "outputs": [{{"t": "ref", "node": "inner"}}]}}"#
        );
        let f = format!(
            r#"{{"name": "f", "inputs": [{{"name": "a", "meta": {F4}}}, {{"name": "q", "meta": {B0}}}],
  "nodes": [{{"name": "r", "target": "aten.neg.default", "args": [{{"t": "ref", "node": "a"}}], "outputs": [{F4}]}}],
  "outputs": [{{"t": "ref", "node": "r"}}]}}"#
        );
        let json = cond_graph("t", "f", &[t, f, unary("s", "aten.exp.default")]).replace(
            r#"{"t": "list", "v": [{"t": "ref", "node": "x"}]}"#,
            r#"{"t": "list", "v": [{"t": "ref", "node": "x"}, {"t": "ref", "node": "p"}]}"#,
        );
        let mlir = mlir_of(&json);
        assert_eq!(mlir.matches("\"stablehlo.if\"").count(), 2, "{mlir}");
        // Functions are numbered in the table's (name) order: f, s, t.
        assert_eq!(mlir.matches("func.func private @torchtpu_subgraph_1_s(").count(), 1, "{mlir}");
        assert_eq!(mlir.matches("stablehlo.exponential").count(), 1, "{mlir}");
    }

    #[test]
    fn a_while_loop_carries_its_invariant_inputs() {
        let c = format!(
            r#"{{"name": "c", "inputs": [{{"name": "i", "meta": {I0}}}, {{"name": "a", "meta": {F4}}}, {{"name": "n", "meta": {I0}}}],
  "nodes": [{{"name": "lt", "target": "aten.lt.Tensor", "args": [{{"t": "ref", "node": "i"}}, {{"t": "ref", "node": "n"}}], "outputs": [{B0}]}}],
  "outputs": [{{"t": "ref", "node": "lt"}}]}}"#
        );
        let body = format!(
            r#"{{"name": "b", "inputs": [{{"name": "i", "meta": {I0}}}, {{"name": "a", "meta": {F4}}}, {{"name": "n", "meta": {I0}}}],
  "nodes": [{{"name": "i1", "target": "aten.add.Scalar", "args": [{{"t": "ref", "node": "i"}}, {{"t": "int", "v": 1}}], "outputs": [{I0}]}},
            {{"name": "s", "target": "aten.sin.default", "args": [{{"t": "ref", "node": "a"}}], "outputs": [{F4}]}}],
  "outputs": [{{"t": "ref", "node": "i1"}}, {{"t": "ref", "node": "s"}}]}}"#
        );
        let json = format!(
            r#"{{"format_version": 8, "name": "g",
  "inputs": [{{"name": "i0", "meta": {I0}}}, {{"name": "x", "meta": {F4}}}, {{"name": "n", "meta": {I0}}}],
  "nodes": [{{"name": "loop", "target": "torch.ops.higher_order.while_loop",
    "args": [{{"t": "str", "v": "c"}}, {{"t": "str", "v": "b"}},
             {{"t": "list", "v": [{{"t": "ref", "node": "i0"}}, {{"t": "ref", "node": "x"}}]}},
             {{"t": "list", "v": [{{"t": "ref", "node": "n"}}]}}],
    "outputs": [{I0}, {F4}]}}],
  "outputs": [{{"t": "ref", "node": "loop", "out": 1}}],
  "subgraphs": [{c}, {body}]}}"#
        );
        let mlir = mlir_of(&json);
        assert_eq!(mlir.matches("\"stablehlo.while\"").count(), 1, "{mlir}");
        // The loop state: the two carried values and the invariant `n`.
        assert!(mlir.contains("(tensor<i64>, tensor<4xf32>, tensor<i64>) -> (tensor<i64>, tensor<4xf32>, tensor<i64>)"), "{mlir}");
    }

    #[test]
    fn a_check_in_a_branch_is_a_flag_of_the_program() {
        // An index_select in the true branch: the branch returns its flag, the false branch a
        // zero in its place, and the program's checks result carries it.
        let opts = PassOptions { runtime_checks: true, ..PassOptions::default() };
        let lowered = lower_graph(&checked_cond_graph(), &opts).expect("lowers").lowered;
        assert_eq!(lowered.checks.len(), 1, "{:?}", lowered.checks);
        assert_eq!(lowered.checks[0].node, "sel");
        assert!(lowered.mlir.contains("-> (tensor<1xf32>, tensor<1xi1>)"), "{}", lowered.mlir);
    }

    /// `cond(p, t, f, [x, k])`: `t` an index_select of `x` at `k` (checked), `f` a slice.
    fn checked_cond_graph() -> String {
        let t = format!(
            r#"{{"name": "t", "inputs": [{{"name": "a", "meta": {F4}}}, {{"name": "k", "meta": {{"dtype": "i64", "shape": [1]}}}}],
  "nodes": [{{"name": "sel", "target": "aten.index_select.default", "args": [{{"t": "ref", "node": "a"}}, {{"t": "int", "v": 0}}, {{"t": "ref", "node": "k"}}],
    "outputs": [{{"dtype": "f32", "shape": [1]}}]}}],
  "outputs": [{{"t": "ref", "node": "sel"}}]}}"#
        );
        let f = format!(
            r#"{{"name": "f", "inputs": [{{"name": "a", "meta": {F4}}}, {{"name": "k", "meta": {{"dtype": "i64", "shape": [1]}}}}],
  "nodes": [{{"name": "sl", "target": "aten.slice.Tensor", "args": [{{"t": "ref", "node": "a"}}, {{"t": "int", "v": 0}}, {{"t": "int", "v": 0}}, {{"t": "int", "v": 1}}],
    "outputs": [{{"dtype": "f32", "shape": [1]}}]}}],
  "outputs": [{{"t": "ref", "node": "sl"}}]}}"#
        );
        format!(
            r#"{{"format_version": 8, "name": "g",
  "inputs": [{{"name": "x", "meta": {F4}}}, {{"name": "k", "meta": {{"dtype": "i64", "shape": [1]}}}}, {{"name": "p", "meta": {B0}}}],
  "nodes": [{{"name": "cond", "target": "torch.ops.higher_order.cond",
    "args": [{{"t": "ref", "node": "p"}}, {{"t": "str", "v": "t"}}, {{"t": "str", "v": "f"}},
             {{"t": "list", "v": [{{"t": "ref", "node": "x"}}, {{"t": "ref", "node": "k"}}]}}],
    "outputs": [{{"dtype": "f32", "shape": [1]}}]}}],
  "outputs": [{{"t": "ref", "node": "cond"}}],
  "subgraphs": [{t}, {f}]}}"#
        )
    }

    #[test]
    fn two_conds_of_the_same_checked_branches_share_their_functions() {
        let json = checked_cond_graph().replace(
            r#"  "outputs": [{"t": "ref", "node": "cond"}],"#,
            r#"  "outputs": [{"t": "ref", "node": "cond"}, {"t": "ref", "node": "again"}],"#,
        );
        let again = r#"{"name": "again", "target": "torch.ops.higher_order.cond",
    "args": [{"t": "ref", "node": "p"}, {"t": "str", "v": "t"}, {"t": "str", "v": "f"},
             {"t": "list", "v": [{"t": "ref", "node": "x"}, {"t": "ref", "node": "k"}]}],
    "outputs": [{"dtype": "f32", "shape": [1]}]}],"#;
        let json = json.replacen(r#""outputs": [{"dtype": "f32", "shape": [1]}]}],"#, &format!(r#""outputs": [{{"dtype": "f32", "shape": [1]}}]}}, {again}"#), 1);
        let opts = PassOptions { runtime_checks: true, disabled: vec!["cse".into()], ..PassOptions::default() };
        let lowered = lower_graph(&json, &opts).expect("lowers").lowered;
        assert_eq!(lowered.mlir.matches("\"stablehlo.if\"").count(), 2, "{}", lowered.mlir);
        assert_eq!(lowered.mlir.matches("func.func private @torchtpu_subgraph_1_t_flags_0_0(").count(), 1, "{}", lowered.mlir);
        assert_eq!(lowered.checks.len(), 2, "{:?}", lowered.checks);
    }

    #[test]
    fn subgraphs_nested_too_deep_are_refused_when_read() {
        // s0 calls s1 calls s2 ... each a cond of the next.
        let n = crate::graph_format::MAX_SUBGRAPH_DEPTH + 2;
        let mut subs: Vec<String> = (0..n - 1)
            .map(|i| {
                format!(
                    r#"{{"name": "s{i}", "inputs": [{{"name": "a", "meta": {F4}}}, {{"name": "q", "meta": {B0}}}],
  "nodes": [{{"name": "c", "target": "torch.ops.higher_order.cond",
    "args": [{{"t": "ref", "node": "q"}}, {{"t": "str", "v": "s{j}"}}, {{"t": "str", "v": "s{j}"}}, {{"t": "list", "v": [{{"t": "ref", "node": "a"}}, {{"t": "ref", "node": "q"}}]}}],
    "outputs": [{F4}]}}],
  "outputs": [{{"t": "ref", "node": "c"}}]}}"#,
                    j = i + 1
                )
            })
            .collect();
        subs.push(unary(&format!("s{}", n - 1), "aten.sin.default").replace(
            r#""inputs": [{"name": "a", "meta": {"dtype": "f32", "shape": [4]}}]"#,
            &format!(r#""inputs": [{{"name": "a", "meta": {F4}}}, {{"name": "q", "meta": {B0}}}]"#),
        ));
        let json = cond_graph("s0", "s0", &subs).replace(
            r#"{"t": "list", "v": [{"t": "ref", "node": "x"}]}"#,
            r#"{"t": "list", "v": [{"t": "ref", "node": "x"}, {"t": "ref", "node": "p"}]}"#,
        );
        let e = error_of(&json);
        assert!(e.contains("nest more than"), "{e}");
    }

    #[test]
    fn a_subgraph_the_compiler_cannot_take_refuses_the_node_that_calls_it() {
        let json = cond_graph("t", "f", &[unary("t", "aten.no_such_op.default"), unary("f", "aten.cos.default")]);
        let e = error_of(&json);
        assert!(e.contains("node `cond`") && e.contains("subgraph `t`") && e.contains("aten.no_such_op.default"), "{e}");
    }

    #[test]
    fn malformed_tables_and_calls_are_errors_naming_what_is_wrong() {
        let sin = unary("t", "aten.sin.default");
        let e = error_of(&cond_graph("t", "nope", &[sin.clone()]));
        assert!(e.contains("node `cond`") && e.contains("`nope`"), "{e}");
        let e = error_of(&cond_graph("t", "t", &[sin.clone(), sin.clone()]));
        assert!(e.contains("defined twice"), "{e}");
        // A subgraph that calls itself would never finish inlining.
        let looping = format!(
            r#"{{"name": "t", "inputs": [{{"name": "a", "meta": {F4}}}, {{"name": "q", "meta": {B0}}}],
  "nodes": [{{"name": "again", "target": "torch.ops.higher_order.cond",
    "args": [{{"t": "ref", "node": "q"}}, {{"t": "str", "v": "t"}}, {{"t": "str", "v": "t"}}, {{"t": "list", "v": [{{"t": "ref", "node": "a"}}, {{"t": "ref", "node": "q"}}]}}],
    "outputs": [{F4}]}}],
  "outputs": [{{"t": "ref", "node": "again"}}]}}"#
        );
        let e = error_of(&cond_graph("t", "t", &[looping]));
        assert!(e.contains("calls itself"), "{e}");
        // Operands of other types than the subgraph's inputs.
        let e = error_of(&cond_graph("t", "t", &[sin.replace("\"shape\": [4]", "\"shape\": [5]")]));
        assert!(e.contains("node `cond`") && e.contains("takes"), "{e}");
        // A subgraph argument that is not a name.
        let e = error_of(&cond_graph("t", "t", &[sin]).replace(r#"{"t": "str", "v": "t"}, "#, r#"{"t": "int", "v": 1}, "#));
        assert!(e.contains("node `cond`") && e.contains("subgraph's name"), "{e}");
    }
}
