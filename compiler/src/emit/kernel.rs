//! Custom kernels (docs/custom-kernels.md): a StableHLO module written by JAX or by hand, parsed
//! into the lowering's MLIR context and inlined into the graph's module as private functions,
//! called with `func.call`, so XLA compiles one executable and optimizes across the boundary.
//!
//! What is kept of the kernel's module: its functions, renamed under a prefix unique to the kernel
//! (`@main` becomes `@<prefix>`, any other `@f` becomes `@<prefix>__f`, with every use inside the
//! kernel updated), all made private. What is dropped: the module and its attributes
//! (`mhlo.num_partitions`, `mhlo.num_replicas`), and the functions' `arg_attrs` / `res_attrs`
//! (`jax.result_info`, `mhlo.sharding`, `mhlo.layout_mode`), which describe an entry point and
//! mean nothing on a private callee.

use std::cell::RefCell;
use std::rc::Rc;

use melior::ir::attribute::{StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, OperationMutLike};
use melior::ir::r#type::FunctionType;
use melior::ir::{Module, Operation};
use melior::Context;

use crate::{Error, Result};

/// One kernel, parsed and renamed, ready to be appended to a module.
pub struct KernelFuncs<'c> {
    /// The private symbol of the kernel's entry point (`@main` renamed).
    pub symbol: String,
    /// The entry point's parameter and result types, as MLIR prints them (`tensor<4x3xf32>`).
    pub params: Vec<String>,
    pub results: Vec<String>,
    /// The kernel's functions, renamed and private, detached from the parsed module.
    pub funcs: Vec<Operation<'c>>,
}

/// A valid MLIR symbol made of `name`'s letters, digits and underscores (others become `_`).
pub fn kernel_symbol(name: &str) -> String {
    let clean: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    format!("torchtpu_kernel_{clean}")
}

/// Parses `text` in `ctx`, with MLIR's diagnostics captured: a syntax error comes back as one
/// message naming the line and column (`line 3, column 7: expected ...`).
fn parse_module<'c>(ctx: &'c Context, text: &str) -> std::result::Result<Module<'c>, String> {
    let messages: Rc<RefCell<Vec<String>>> = Rc::default();
    let sink = messages.clone();
    let id = ctx.attach_diagnostic_handler(move |d| {
        sink.borrow_mut().push(format!("{}: {}", location_text(&d.location().to_string()), d));
        true
    });
    let parsed = Module::parse(ctx, text);
    ctx.detach_diagnostic_handler(id);
    let messages = messages.borrow().join("; ");
    parsed.ok_or_else(|| if messages.is_empty() { "MLIR could not parse it".to_string() } else { messages })
}

/// `loc("-":3:7)` → `line 3, column 7`; anything else is kept as MLIR printed it.
fn location_text(loc: &str) -> String {
    let inner = loc.trim_start_matches("loc(").trim_end_matches(')');
    let mut parts = inner.rsplitn(3, ':');
    let (col, line) = (parts.next(), parts.next());
    match (line.and_then(|l| l.parse::<u64>().ok()), col.and_then(|c| c.parse::<u64>().ok())) {
        (Some(l), Some(c)) => format!("line {l}, column {c}"),
        _ => loc.to_string(),
    }
}

/// Parses a kernel's StableHLO module (generic form: StableHLO is unregistered here) and prepares
/// its functions for inlining under `symbol`. Errors are the graph's fault and name `node`.
pub fn parse_kernel<'c>(ctx: &'c Context, node: &str, symbol: &str, text: &str) -> Result<KernelFuncs<'c>> {
    let bad = |m: String| Error::invalid(node, format!("custom kernel: {m}"));
    let module = parse_module(ctx, text).map_err(|m| bad(format!("malformed StableHLO: {m}")))?;
    if !module.as_operation().verify() {
        return Err(bad("MLIR's verifier rejected the kernel's module".into()));
    }
    // The kernel's function names, in order.
    let mut names = Vec::new();
    let body = module.body();
    let mut op = body.first_operation();
    while let Some(o) = op {
        let name = o.name().as_string_ref().as_str().unwrap_or("").to_string();
        if name != "func.func" {
            return Err(bad(format!("the module may hold only func.func operations, found `{name}`")));
        }
        let sym = o
            .attribute("sym_name")
            .ok()
            .and_then(|a| StringAttribute::try_from(a).ok())
            .map(|s| s.value().to_string())
            .ok_or_else(|| bad("a function without a name".into()))?;
        names.push(sym);
        op = o.next_in_block();
    }
    if !names.iter().any(|n| n == "main") {
        return Err(bad(format!("no function `@main` (found {})", if names.is_empty() { "none".into() } else { names.join(", ") })));
    }
    let renamed = |old: &str| if old == "main" { symbol.to_string() } else { format!("{symbol}__{old}") };
    // Every use of each symbol inside the module, then the definitions.
    for old in &names {
        let new = renamed(old);
        let r = unsafe {
            mlir_sys::mlirSymbolTableReplaceAllSymbolUses(
                melior::StringRef::new(old).to_raw(),
                melior::StringRef::new(&new).to_raw(),
                module.as_operation().to_raw(),
            )
        };
        if r.value == 0 {
            return Err(bad(format!("cannot rename the uses of `@{old}`")));
        }
    }
    let mut funcs = Vec::new();
    let (mut params, mut results) = (Vec::new(), Vec::new());
    let mut op = body.first_operation();
    while let Some(o) = op {
        let mut f: Operation<'c> = (*o).clone();
        let old = StringAttribute::try_from(o.attribute("sym_name").map_err(|e| bad(e.to_string()))?)
            .map_err(|e| bad(e.to_string()))?
            .value()
            .to_string();
        f.set_attribute("sym_name", StringAttribute::new(ctx, &renamed(&old)).into());
        f.set_attribute("sym_visibility", StringAttribute::new(ctx, "private").into());
        let _ = f.remove_attribute("arg_attrs");
        let _ = f.remove_attribute("res_attrs");
        if old == "main" {
            let ty = f
                .attribute("function_type")
                .ok()
                .and_then(|a| TypeAttribute::try_from(a).ok())
                .and_then(|t| FunctionType::try_from(t.value()).ok())
                .ok_or_else(|| bad("`@main` has no function type".into()))?;
            params = (0..ty.input_count()).map(|i| ty.input(i).map(|t| t.to_string())).collect::<std::result::Result<_, _>>().map_err(|e| bad(e.to_string()))?;
            results = (0..ty.result_count()).map(|i| ty.result(i).map(|t| t.to_string())).collect::<std::result::Result<_, _>>().map_err(|e| bad(e.to_string()))?;
        }
        funcs.push(f);
        op = o.next_in_block();
    }
    Ok(KernelFuncs { symbol: symbol.to_string(), params, results, funcs })
}

/// Checks a kernel text on its own (the plugin's `stablehlo_kernel` does when a kernel is defined):
/// its entry point's parameter and result types, or the error.
pub fn kernel_signature(text: &str) -> Result<(Vec<String>, Vec<String>)> {
    let ctx = super::new_context();
    let k = parse_kernel(&ctx, "<kernel>", "torchtpu_kernel_check", text)?;
    Ok((k.params, k.results))
}
