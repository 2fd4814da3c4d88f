//! Custom kernels (docs/custom-kernels.md): `torchtpu.kernel.default(inputs, name)` calls the
//! graph's kernel `name`, a StableHLO module inlined as a private function (emit/kernel.rs). The
//! call is a `func.call`, so XLA sees through it: one executable, fusion across the boundary.

use super::traits::op;
use super::{Call, OpRule};
use crate::emit::{tensor_type_text, Tv};
use crate::ir::Operand;
use crate::{Error, Result};

/// The ATen-style name of the custom op every kernel is called through
/// (`torch.ops.torchtpu.kernel`, python_plugin/python/torchtpu/extensions/kernels.py).
pub use crate::ir::KERNEL_TARGET;

pub const RULES: &[OpRule] = &[op(KERNEL_TARGET, kernel_call)];

/// A parsed kernel's entry point: its private symbol and its types as MLIR prints them.
#[derive(Debug, Clone)]
pub struct KernelSig {
    pub symbol: String,
    pub params: Vec<String>,
    pub results: Vec<String>,
}

/// The name of the kernel a kernel node calls (its second argument).
pub fn called_kernel(args: &[Operand]) -> Option<&str> {
    match args.get(1) {
        Some(Operand::Str(s)) => Some(s),
        _ => None,
    }
}

fn kernel_call<'c, 'a>(c: &Call<'_, 'c, 'a>) -> Result<Vec<Tv<'c, 'a>>> {
    let name = called_kernel(c.args).ok_or_else(|| c.invalid("the second argument must name a kernel"))?;
    let sig = c.kernels.get(name).ok_or_else(|| c.invalid(format!("no custom kernel `{name}` in the graph")))?;
    let node = &c.node.name;
    let mismatch = |m: String| Error::invalid(node, format!("custom kernel `{name}`: signature mismatch: {m}"));
    let inputs = c
        .tensor_list(0, "inputs")?
        .into_iter()
        .enumerate()
        .map(|(i, t)| t.ok_or_else(|| c.invalid(format!("kernel input {i} is None"))))
        .collect::<Result<Vec<_>>>()?;
    if inputs.len() != sig.params.len() {
        return Err(mismatch(format!("the node passes {} tensor(s), the kernel's @main takes {}", inputs.len(), sig.params.len())));
    }
    for (i, (t, want)) in inputs.iter().zip(&sig.params).enumerate() {
        let have = tensor_type_text(&t.ty)?;
        if &have != want {
            return Err(mismatch(format!("argument {i} is {have}, the kernel's @main takes {want}")));
        }
    }
    if c.node.outputs.len() != sig.results.len() {
        return Err(mismatch(format!("the node has {} result(s), the kernel's @main returns {}", c.node.outputs.len(), sig.results.len())));
    }
    let mut out_tys = Vec::new();
    for (i, want) in sig.results.iter().enumerate() {
        let ty = c.out_ty(i)?;
        let have = tensor_type_text(&ty)?;
        if &have != want {
            return Err(mismatch(format!("result {i} is {have} in the graph, the kernel's @main returns {want}")));
        }
        out_tys.push(ty);
    }
    let refs: Vec<&Tv> = inputs.iter().collect();
    c.b.op("func.call", &refs, &out_tys, &[("callee", format!("@{}", sig.symbol))], vec![])
}
