//! Module assembly: `module { func.func @main(args) -> results { ... } }`, verified and printed.

use melior::dialect::DialectHandle;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike, OperationMutLike};
use melior::ir::{Attribute, Block, Identifier, Location, Module, Region, RegionLike};
use melior::Context;

use super::{tensor_type_text, Builder, Tv};
use crate::ir::TensorType;
use crate::{Error, Result};

/// An MLIR context set up for StableHLO: `func` registered, other dialects (StableHLO) allowed
/// unregistered so their ops are built by name and printed in generic form.
pub fn new_context() -> Context {
    let ctx = Context::new();
    DialectHandle::func().load_dialect(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// Builds `func.func @main` whose body `body` writes, verifies the module and returns its text.
pub fn build_module<'c, F>(ctx: &'c Context, arg_types: &[TensorType], body: F) -> Result<String>
where
    F: for<'a> FnOnce(&Builder<'c, 'a>, Vec<Tv<'c, 'a>>) -> Result<Vec<Tv<'c, 'a>>>,
{
    let loc = Location::unknown(ctx);
    let module = Module::new(loc);
    let probe = Builder { ctx, block: &module.body(), loc };
    let mlir_args = arg_types.iter().map(|t| Ok((probe.mlir_type(t)?, loc))).collect::<Result<Vec<_>>>()?;
    let block = Block::new(&mlir_args);
    let result_types: Vec<TensorType> = {
        let b = Builder { ctx, block: &block, loc };
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
        results.iter().map(|r| r.ty.clone()).collect()
    };
    let region = Region::new();
    region.append_block(block);
    let fn_type = format!(
        "({}) -> ({})",
        arg_types.iter().map(tensor_type_text).collect::<Result<Vec<_>>>()?.join(", "),
        result_types.iter().map(tensor_type_text).collect::<Result<Vec<_>>>()?.join(", ")
    );
    let func = OperationBuilder::new("func.func", loc)
        .add_attributes(&[
            (Identifier::new(ctx, "sym_name"), probe.attr("\"main\"")?),
            (Identifier::new(ctx, "function_type"), probe.attr(&fn_type)?),
        ])
        .add_regions([region])
        .build()
        .map_err(|e| Error::Internal(format!("building func.func: {e}")))?;
    module.body().append_operation(func);
    if !module.as_operation().verify() {
        return Err(Error::EmitVerify(format!(
            "MLIR verifier rejected the module:\n{}",
            module.as_operation().to_string()
        )));
    }
    Ok(module.as_operation().to_string())
}

/// Marks parameters of `@main` in the printed module `mlir` as aliased with results: for each
/// `(param, result)`, `tf.aliasing_output = result` on the parameter, which XLA turns into the
/// module's `input_output_alias` config (the result may be written into the parameter's buffer
/// when the caller donates it). Returns the module printed again; unchanged text when `pairs` is
/// empty.
pub fn with_input_output_aliases(mlir: &str, pairs: &[(usize, usize)]) -> Result<String> {
    if pairs.is_empty() {
        return Ok(mlir.to_string());
    }
    let ctx = new_context();
    let module = Module::parse(&ctx, mlir)
        .ok_or_else(|| Error::Internal("the lowered module does not parse again (to add input/output aliases)".into()))?;
    let body = module.body();
    let mut op = body.first_operation_mut();
    while let Some(o) = op {
        if o.name().as_string_ref().as_str().ok() == Some("func.func")
            && o.attribute("sym_name").ok().map(|a| a.to_string()).as_deref() == Some("\"main\"")
        {
            break;
        }
        op = o.next_in_block_mut();
    }
    let mut func = op.ok_or_else(|| Error::Internal("the lowered module has no func.func @main".into()))?;
    let num_params = func
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .map(|b| b.argument_count())
        .ok_or_else(|| Error::Internal("func.func @main has no body".into()))?;
    let mut attrs = vec![String::from("{}"); num_params];
    for &(param, result) in pairs {
        let slot = attrs
            .get_mut(param)
            .ok_or_else(|| Error::Internal(format!("alias of parameter {param}: @main has {num_params} parameters")))?;
        if slot != "{}" {
            return Err(Error::Internal(format!("parameter {param} is aliased with two results")));
        }
        *slot = format!("{{tf.aliasing_output = {result} : i32}}");
    }
    let text = format!("[{}]", attrs.join(", "));
    let attr = Attribute::parse(&ctx, &text)
        .ok_or_else(|| Error::Internal(format!("cannot parse the argument attributes {text}")))?;
    func.set_attribute("arg_attrs", attr);
    if !module.as_operation().verify() {
        return Err(Error::EmitVerify(format!(
            "MLIR verifier rejected the module with aliases:\n{}",
            module.as_operation().to_string()
        )));
    }
    Ok(module.as_operation().to_string())
}
