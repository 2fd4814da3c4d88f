//! Module assembly: `module { func.func @main(args) -> results { ... } }`, verified and printed.

use melior::dialect::DialectHandle;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::{Block, Identifier, Location, Module, Operation, Region, RegionLike};
use melior::Context;
use std::cell::RefCell;

use super::{tensor_type_text, Builder, EmitOptions, Tv};
use crate::ir::{DType, TensorType};
use crate::{Error, Result};

/// An MLIR context set up for StableHLO: `func` registered, other dialects (StableHLO) allowed
/// unregistered so their ops are built by name and printed in generic form.
pub fn new_context() -> Context {
    let ctx = Context::new();
    DialectHandle::func().load_dialect(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// The ballast of [`EmitOptions::keep_off_inline`](super::EmitOptions): the first element of
/// `source` (a real or integer input with no empty dim; when there is none, 1, which XLA may
/// fold away, leaving such a program inline as before) as float32, broadcast and
/// multiplied by an iota of [`KEEP_OFF_INLINE_ELEMENTS`](super::KEEP_OFF_INLINE_ELEMENTS), handed
/// to the no-op kernel as a side effect so that XLA keeps it. Read from an input, XLA cannot
/// fold it; it costs a few microseconds a call.
fn keep_off_inline<'c, 'a>(b: &Builder<'c, 'a>, source: Option<&Tv<'c, 'a>>) -> Result<()> {
    let n = super::KEEP_OFF_INLINE_ELEMENTS;
    let scalar = match source {
        Some(x) => {
            let rank = x.rank();
            let one = b.slice(x, &vec![0; rank], &vec![1; rank], &vec![1; rank])?;
            let one = b.reshape(&one, &[])?;
            b.convert(&one, DType::F32)?
        }
        None => b.splat(DType::F32, 1.0, &[])?,
    };
    let wide = b.broadcast_in_dim(&scalar, &[n], &[])?;
    let iota = b.iota(DType::F32, &[n], 0)?;
    let product = b.mul(&wide, &iota)?;
    let attrs = [
        ("call_target_name", format!("\"{}\"", super::KEEP_OFF_INLINE)),
        ("api_version", "4 : i32".to_string()),
        ("has_side_effect", "true".to_string()),
        ("operand_layouts", "[dense<[0]> : tensor<1xindex>]".to_string()),
        ("result_layouts", "[]".to_string()),
    ];
    b.op("stablehlo.custom_call", &[&product], &[], &attrs, vec![])?;
    Ok(())
}

/// Builds `func.func @main` whose body `body` writes, verifies the module and returns its text.
/// Each `(param, result)` of `aliases` marks the parameter `tf.aliasing_output = result`, which
/// XLA turns into the module's `input_output_alias` config (the result may be written into the
/// parameter's buffer when the caller donates it).
pub fn build_module<'c, F>(ctx: &'c Context, arg_types: &[TensorType], aliases: &[(usize, usize)], body: F) -> Result<String>
where
    F: for<'a> FnOnce(&Builder<'c, 'a>, Vec<Tv<'c, 'a>>) -> Result<Vec<Tv<'c, 'a>>>,
{
    build_module_with(ctx, arg_types, aliases, &RefCell::new(Vec::new()), EmitOptions::default(), body)
}

/// [`build_module`], with `opts` (what the target offers) and `funcs`: private functions (custom
/// kernels' from kernel.rs, subgraphs' from lower/control_flow.rs) appended after `@main`, so that
/// its `func.call`s resolve; the body may add to them while it is built.
pub fn build_module_with<'c, F>(
    ctx: &'c Context,
    arg_types: &[TensorType],
    aliases: &[(usize, usize)],
    funcs: &RefCell<Vec<Operation<'c>>>,
    opts: EmitOptions,
    body: F,
) -> Result<String>
where
    F: for<'a> FnOnce(&Builder<'c, 'a>, Vec<Tv<'c, 'a>>) -> Result<Vec<Tv<'c, 'a>>>,
{
    let loc = Location::unknown(ctx);
    let module = Module::new(loc);
    let arg_attrs = if aliases.is_empty() {
        None
    } else {
        let mut per_arg = vec![String::from("{}"); arg_types.len()];
        for &(param, result) in aliases {
            let slot = per_arg
                .get_mut(param)
                .ok_or_else(|| Error::Internal(format!("alias of parameter {param}: @main has {} parameters", arg_types.len())))?;
            *slot = format!("{{tf.aliasing_output = {result} : i32}}");
        }
        Some(format!("[{}]", per_arg.join(", ")))
    };
    let (func, _) = build_function(ctx, opts, "main", arg_types, arg_attrs.as_deref(), false, |b, args| {
        let first = args.iter().find(|a| !a.dtype().is_complex() && a.dims().iter().all(|&d| d > 0)).cloned();
        let results = body(b, args)?;
        if opts.keep_off_inline {
            keep_off_inline(b, first.as_ref())?;
        }
        Ok(results)
    })?;
    module.body().append_operation(func);
    for f in funcs.take() {
        module.body().append_operation(f);
    }
    if !module.as_operation().verify() {
        return Err(Error::EmitVerify(format!(
            "MLIR verifier rejected the module:\n{}",
            module.as_operation().to_string()
        )));
    }
    Ok(module.as_operation().to_string())
}

/// `func.func @symbol(arg_types) -> (results)` whose body `body` writes (the function and its
/// result types); `private` marks it `sym_visibility = "private"` (a subgraph's function, which
/// only the program's own `func.call`s call and XLA inlines). `arg_attrs`: the function's
/// `arg_attrs` attribute, as text.
pub fn build_function<'c, F>(
    ctx: &'c Context,
    opts: EmitOptions,
    symbol: &str,
    arg_types: &[TensorType],
    arg_attrs: Option<&str>,
    private: bool,
    body: F,
) -> Result<(Operation<'c>, Vec<TensorType>)>
where
    F: for<'a> FnOnce(&Builder<'c, 'a>, Vec<Tv<'c, 'a>>) -> Result<Vec<Tv<'c, 'a>>>,
{
    let loc = Location::unknown(ctx);
    let scratch = Block::new(&[]);
    let probe = Builder { ctx, block: &scratch, loc, opts };
    let mlir_args = arg_types.iter().map(|t| Ok((probe.mlir_type(t)?, loc))).collect::<Result<Vec<_>>>()?;
    let block = Block::new(&mlir_args);
    let result_types: Vec<TensorType> = {
        let b = Builder { ctx, block: &block, loc, opts };
        let args = arg_types
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let a = block.argument(i).map_err(|e| Error::Internal(e.to_string()))?;
                Ok(Tv { v: a.into(), ty: t.clone() })
            })
            .collect::<Result<Vec<_>>>()?;
        let results = body(&b, args)?;
        let refs: Vec<&Tv> = results.iter().collect();
        b.terminator("func.return", &refs)?;
        let types = results.iter().map(|r| r.ty.clone()).collect();
        drop(results);
        b.erase_dead_moves();
        types
    };
    let region = Region::new();
    region.append_block(block);
    let fn_type = format!(
        "({}) -> ({})",
        arg_types.iter().map(tensor_type_text).collect::<Result<Vec<_>>>()?.join(", "),
        result_types.iter().map(tensor_type_text).collect::<Result<Vec<_>>>()?.join(", ")
    );
    let mut attrs = vec![
        (Identifier::new(ctx, "sym_name"), probe.attr(&format!("\"{symbol}\""))?),
        (Identifier::new(ctx, "function_type"), probe.attr(&fn_type)?),
    ];
    if private {
        attrs.push((Identifier::new(ctx, "sym_visibility"), probe.attr("\"private\"")?));
    }
    if let Some(text) = arg_attrs {
        attrs.push((Identifier::new(ctx, "arg_attrs"), probe.attr(text)?));
    }
    let func = OperationBuilder::new("func.func", loc)
        .add_attributes(&attrs)
        .add_regions([region])
        .build()
        .map_err(|e| Error::Internal(format!("building func.func @{symbol}: {e}")))?;
    Ok((func, result_types))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keep_off_inline_adds_a_side_effecting_no_op_kernel_fed_from_an_input() {
        let ctx = new_context();
        let types = [TensorType::new(DType::C64, &[2]), TensorType::new(DType::I64, &[3, 4])];
        let opts = EmitOptions { keep_off_inline: true, ..EmitOptions::default() };
        let text = build_module_with(&ctx, &types, &[], &RefCell::new(Vec::new()), opts, |_, args| Ok(vec![args[1].clone()])).expect("module");
        assert!(text.contains(super::super::KEEP_OFF_INLINE), "{text}");
        assert!(text.contains("has_side_effect = true"), "{text}");
        // Read from the first real or integer input (the complex one is skipped), so XLA cannot
        // fold it into a constant.
        assert!(text.contains("(tensor<3x4xi64>) -> tensor<1x1xi64>"), "{text}");
        assert!(text.contains("tensor<4096xf32>"), "{text}");
        // Off by default.
        let plain = build_module_with(&ctx, &types, &[], &RefCell::new(Vec::new()), EmitOptions::default(), |_, args| Ok(vec![args[1].clone()])).expect("module");
        assert!(!plain.contains(super::super::KEEP_OFF_INLINE), "{plain}");
    }
}
