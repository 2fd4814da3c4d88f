//! The pass pipeline (after rustc's MIR pass manager): each pass is a small type implementing
//! [`Pass`]; [`run_pipeline`] runs them in the order of [`pipeline`], with one shared runner that
//! verifies the IR after each pass in debug builds and lets a pass be switched off by name.

mod bucket_shapes;
mod cse;
mod dce;
mod fold_constants;
mod input_layout;
mod product_sums;
mod sym_expr;

pub use bucket_shapes::BucketShapes;
pub use cse::Cse;
pub use dce::Dce;
pub use fold_constants::FoldConstants;
pub use input_layout::InputLayout;
pub use product_sums::ProductSums;

use crate::ir::{self, Graph};
use crate::{Error, Result};

#[derive(Debug, Clone, Default)]
pub struct PassOptions {
    /// Passes switched off by name (the compile config's `disabled_passes`,
    /// `TORCHTPU_DISABLE_PASSES=cse,dce`).
    pub disabled: Vec<String>,
    /// Verify after every pass even in release builds.
    pub verify_each: bool,
    /// Compile the run-time checks (`TORCHTPU_CHECKS`; lower/checks.rs). Not a pass, but an
    /// option of the same compile. Made from the compile config
    /// ([`CompileConfig::pass_options`](crate::driver::CompileConfig::pass_options)); nothing
    /// here reads the environment.
    pub runtime_checks: bool,
    /// Convolutions run torch's own kernels (the compile config's `aten_conv`), which read their
    /// weights in torch's layout: `input_layout` then leaves convolution weights as they are.
    pub torch_conv_weights: bool,
    /// Large float32/float64 products run the BLAS kernel (the compile config's `blas_gemm`),
    /// which reads a transposed weight in place: `input_layout` then leaves such weights as
    /// they are.
    pub blas_products: bool,
    /// Torch's kernels compute convolutional networks channels-last (the compile config's
    /// `channels_last` with `aten_conv`): `input_layout` then gives their 2-d weights
    /// `[O, k..., I]`, the layout oneDNN reads beside channels-last activations.
    pub channels_last_conv_weights: bool,
}

pub trait Pass {
    fn name(&self) -> &'static str;
    fn is_enabled(&self, opts: &PassOptions) -> bool {
        !opts.disabled.iter().any(|d| d == self.name())
    }
    fn run(&self, g: &mut Graph) -> Result<()>;
}

/// The pipeline, in order.
pub fn pipeline(opts: &PassOptions) -> Vec<Box<dyn Pass>> {
    vec![
        // Bucketing first: it turns symbolic dims into static bucket sizes (and inserts masks), which
        // every later pass and the lowering need; a no-op for a graph without bucketed symbols.
        Box::new(BucketShapes),
        // Folding next: it turns size arithmetic into literals, which makes more nodes identical for CSE.
        Box::new(FoldConstants),
        Box::new(Cse),
        // Removes what folding and CSE left without users.
        Box::new(Dce),
        // Sums of a product and another tensor as the product's `input` (one BLAS kernel call),
        // before the layouts are chosen: the products it makes are `addmm`s like any other.
        Box::new(ProductSums { enabled: opts.blas_products }),
        // Last: decides on the final uses of each parameter.
        Box::new(InputLayout {
            conv_weights: !opts.torch_conv_weights,
            blas_products: opts.blas_products,
            channels_last_conv_weights: opts.torch_conv_weights && opts.channels_last_conv_weights,
        }),
    ]
}

pub fn run_pipeline(g: &mut Graph, opts: &PassOptions) -> Result<()> {
    for pass in pipeline(opts) {
        if !pass.is_enabled(opts) {
            continue;
        }
        pass.run(g)?;
        g.rebuild_edges();
        if opts.verify_each {
            ir::verify(g).map_err(|e| Error::VerifyAfterPass { pass: pass.name().to_string(), message: e.to_string() })?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod input_layout_tests;
