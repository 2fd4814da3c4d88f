//! Thin builders over melior, one per StableHLO op, each with explicit result types.
//!
//! StableHLO is not an upstream MLIR dialect, so the context allows unregistered dialects and
//! every op is built by name ([`Builder::op`]); attributes are written in MLIR's attribute syntax
//! and parsed by MLIR. Values carry their [`TensorType`] with them ([`Tv`]) so that lowering rules
//! never have to ask MLIR for a shape.

mod attrs;
pub(crate) mod gemm;
mod kernel;
mod module;
mod moves;
mod ops;
mod spmd;

pub use attrs::*;
pub use kernel::*;
pub use module::*;
pub use spmd::*;


use melior::ir::attribute::Attribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationBuilder;
use melior::ir::{Block, Identifier, Location, Region, Type, Value};
use melior::Context;

use crate::ir::{DType, TensorType};
use crate::{Error, Result};

/// A typed value: an MLIR value and the static tensor type it has.
#[derive(Clone)]
pub struct Tv<'c, 'a> {
    pub v: Value<'c, 'a>,
    pub ty: TensorType,
}

impl<'c, 'a> Tv<'c, 'a> {
    pub fn dtype(&self) -> DType {
        self.ty.dtype
    }

    pub fn rank(&self) -> usize {
        self.ty.rank()
    }

    /// Static dims; lowering only ever sees static shapes (the plugin specializes symbols).
    pub fn dims(&self) -> Vec<i64> {
        self.ty.static_dims().unwrap_or_default()
    }

    /// The element count. Every `Tv`'s type passed [`tensor_type_text`]'s caps, so this
    /// cannot overflow.
    pub fn numel(&self) -> i64 {
        crate::ir::checked_numel(&self.dims()).unwrap_or(i64::MAX)
    }
}

/// What the target offers the emitted program beyond StableHLO (the same for a whole module).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct EmitOptions {
    /// Large float32/float64 `dot_general`s become calls to torchtpu's BLAS-backed gemm kernel
    /// (runtime/cpu_kernels/gemm.rs; emit/gemm.rs): only for a CPU client that registered it.
    pub blas_gemm: bool,
    /// Convolutions with larger kernels also go to the CPU conv kernel (runtime/cpu_kernels/
    /// conv.rs; lower/conv_gemm.rs): only with `blas_gemm`, and only when torch runs one intra-op
    /// thread. At two threads that kernel ran no faster than at one (against XLA's convolution,
    /// which uses both), so it is off there (docs/performance.md); grouped convolutions take it
    /// at any count (lower/conv_gemm.rs, `grouped`).
    pub blas_conv: bool,
    /// Convolutions (float32/float64, forward and gradients) call torch's own kernels through
    /// the ATen custom calls (runtime/cpu_kernels/aten.rs; lower/conv_aten.rs): only for a CPU
    /// client that registered them, in a process that loaded them.
    pub aten_conv: bool,
    /// Softmax, log_softmax, GELU and layer norm (float32/float64, forward and gradients) call
    /// torch's own kernels (runtime/cpu_kernels/aten_ops.rs; lower/aten_ops.rs): likewise only
    /// for a CPU client that registered them, in a process that loaded them.
    pub aten_ops: bool,
    /// Convolutional networks run channels-last between torch's convolutions
    /// (lower/channels_last.rs, `preferred`): only with `aten_conv`.
    pub channels_last: bool,
    /// torch's intra-op thread count at compile (0: unknown), which the ATen kernels use.
    pub cpu_threads: u32,
    /// float32 `dot_general`s / convolutions may use TF32 (precision DEFAULT, not HIGHEST): as
    /// torch allows it, on the CUDA plugin only (`CompileConfig::tf32_matmul`, `tf32_conv`).
    pub tf32_matmul: bool,
    pub tf32_conv: bool,
    /// Attention ops kept whole call torch's CUDA kernels (runtime/cuda_kernels/attention.rs;
    /// lower/attention.rs): only for a CUDA client that registered them, in a process that
    /// loaded them.
    pub cuda_attention: bool,
    /// Keep the program off XLA's inline path ([`KEEP_OFF_INLINE`], module.rs): set on a
    /// second compile of a program with kernel calls that XLA would run inline.
    pub keep_off_inline: bool,
}

/// The custom call that keeps a program off XLA's inline path: a no-op kernel whose operand, a
/// product of [`KEEP_OFF_INLINE_ELEMENTS`] elements computed from an input, XLA's cost analysis
/// counts above the 1,000 flops under which the CPU client runs a program on the calling thread.
/// A program that is little but kernel calls (each counts -1) runs inline otherwise, and XLA may
/// go on with it on its workers after a parallel fusion, where its kernels then start OpenMP
/// teams of their own (runtime/kernel_host.rs; docs/performance.md, thirty-fourth session).
pub const KEEP_OFF_INLINE: &str = "torchtpu_keep_off_inline";
pub const KEEP_OFF_INLINE_ELEMENTS: i64 = 4096;

/// Appends ops to one block.
pub struct Builder<'c, 'a> {
    pub ctx: &'c Context,
    pub block: &'a Block<'c>,
    pub loc: Location<'c>,
    pub opts: EmitOptions,
}

impl<'c, 'a> Builder<'c, 'a> {
    pub fn new(ctx: &'c Context, block: &'a Block<'c>, loc: Location<'c>) -> Self {
        Builder { ctx, block, loc, opts: EmitOptions::default() }
    }

    pub fn with_loc(&self, loc: Location<'c>) -> Self {
        Builder { ctx: self.ctx, block: self.block, loc, opts: self.opts }
    }

    pub fn mlir_type(&self, t: &TensorType) -> Result<Type<'c>> {
        let text = tensor_type_text(t)?;
        Type::parse(self.ctx, &text).ok_or_else(|| Error::Internal(format!("MLIR rejected type `{text}`")))
    }

    pub fn attr(&self, text: &str) -> Result<Attribute<'c>> {
        Attribute::parse(self.ctx, text).ok_or_else(|| Error::Internal(format!("MLIR rejected attribute `{text}`")))
    }

    /// Builds `name(operands) {attrs} (regions) -> results` and appends it to the block.
    pub fn op(
        &self,
        name: &str,
        operands: &[&Tv<'c, 'a>],
        results: &[TensorType],
        attrs: &[(&str, String)],
        regions: Vec<Region<'c>>,
    ) -> Result<Vec<Tv<'c, 'a>>> {
        let values: Vec<Value<'c, 'a>> = operands.iter().map(|t| t.v).collect();
        let types = results.iter().map(|t| self.mlir_type(t)).collect::<Result<Vec<_>>>()?;
        let attributes = attrs
            .iter()
            .map(|(k, v)| Ok((Identifier::new(self.ctx, k), self.attr(v)?)))
            .collect::<Result<Vec<_>>>()?;
        let op = OperationBuilder::new(name, self.loc)
            .add_operands(&values)
            .add_results(&types)
            .add_attributes(&attributes)
            .add_regions_vec(regions)
            .build()
            .map_err(|e| Error::Internal(format!("building {name}: {e}")))?;
        let op = self.block.append_operation(op);
        (0..results.len())
            .map(|i| {
                let r = op.result(i).map_err(|e| Error::Internal(format!("{name} result {i}: {e}")))?;
                Ok(Tv { v: r.into(), ty: results[i].clone() })
            })
            .collect()
    }

    /// One-result convenience form of [`Builder::op`].
    pub fn op1(
        &self,
        name: &str,
        operands: &[&Tv<'c, 'a>],
        result: TensorType,
        attrs: &[(&str, String)],
    ) -> Result<Tv<'c, 'a>> {
        Ok(self.op(name, operands, &[result], attrs, vec![])?.remove(0))
    }

    /// Appends a terminator (`stablehlo.return`, `func.return`) with no results.
    pub fn terminator(&self, name: &str, operands: &[&Tv<'c, 'a>]) -> Result<()> {
        let values: Vec<Value<'c, 'a>> = operands.iter().map(|t| t.v).collect();
        let op = OperationBuilder::new(name, self.loc)
            .add_operands(&values)
            .build()
            .map_err(|e| Error::Internal(format!("building {name}: {e}")))?;
        self.block.append_operation(op);
        Ok(())
    }

    /// Builds a single-block region whose block takes 0-d tensors of `arg_types` and whose body
    /// is written by `body`, ending in `stablehlo.return` of what `body` returns.
    pub fn region<F>(&self, arg_types: &[TensorType], body: F) -> Result<Region<'c>>
    where
        F: for<'b> FnOnce(&Builder<'c, 'b>, Vec<Tv<'c, 'b>>) -> Result<Vec<Tv<'c, 'b>>>,
    {
        let mlir_types = arg_types.iter().map(|t| Ok((self.mlir_type(t)?, self.loc))).collect::<Result<Vec<_>>>()?;
        let block = Block::new(&mlir_types);
        {
            let inner = Builder { ctx: self.ctx, block: &block, loc: self.loc, opts: self.opts };
            let args = arg_types
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    let a = block.argument(i).map_err(|e| Error::Internal(e.to_string()))?;
                    Ok(Tv { v: a.into(), ty: t.clone() })
                })
                .collect::<Result<Vec<_>>>()?;
            let results = body(&inner, args)?;
            let refs: Vec<&Tv> = results.iter().collect();
            inner.terminator("stablehlo.return", &refs)?;
        }
        let region = Region::new();
        use melior::ir::RegionLike;
        region.append_block(block);
        Ok(region)
    }
}

/// `tensor<2x3xf32>`; symbolic dims are an internal error here.
///
/// Every type handed to MLIR passes through here, so this is where the caps on rank and element
/// count ([`crate::ir::check_dims`]) are enforced for types a rule computed: a shape built from
/// a graph's arguments (a window, a size list) that breaks them is the graph's fault, an
/// [`Error::InvalidNode`] whose node the lowering loop fills in ([`Error::at_node`]).
pub fn tensor_type_text(t: &TensorType) -> Result<String> {
    let dims = t
        .static_dims()
        .ok_or_else(|| Error::Internal(format!("symbolic shape {t} reached emission; shapes must be specialized first")))?;
    crate::ir::check_dims(&dims).map_err(|m| Error::invalid("", format!("result type {t}: {m}")))?;
    let mut s = String::from("tensor<");
    for d in dims {
        s.push_str(&d.to_string());
        s.push('x');
    }
    s.push_str(t.dtype.mlir());
    s.push('>');
    Ok(s)
}
