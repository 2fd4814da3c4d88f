//! The compiler's tables, as Python sees them: which ops have a rule and their traits; the dtypes.

use pyo3::prelude::*;
use pyo3::types::PyDict;

use torchtpu_compiler::lower::registry;

/// ATen ops that have a lowering rule.
#[pyfunction]
pub fn registered_ops() -> Vec<String> {
    registry().keys().map(|s| s.to_string()).collect()
}

/// Every op with a rule → its traits (`lower/traits.rs`): `pointwise`, `random` (draws from the
/// graph's seed input), `storage` (reads its operand's storage), `cse` (identical calls may be
/// merged) and `pad` (its rule under shape bucketing, by name).
#[pyfunction]
pub fn op_traits(py: Python<'_>) -> PyResult<Py<PyDict>> {
    let out = PyDict::new(py);
    for (name, entry) in registry() {
        let t = entry.traits;
        let d = PyDict::new(py);
        d.set_item("pointwise", t.pointwise)?;
        d.set_item("random", t.random)?;
        d.set_item("storage", t.storage)?;
        d.set_item("cse", t.cse)?;
        let pad = format!("{:?}", t.pad);
        d.set_item("pad", pad.split([' ', '{']).next().unwrap_or_default())?;
        out.set_item(*name, d)?;
    }
    Ok(out.unbind())
}

/// The dtypes torch tensors cross into graphs with, from the compiler's one table
/// (`ir::DTYPE_TABLE`): (serialized-format name, torch attribute name) pairs.
#[pyfunction]
pub fn dtypes() -> Vec<(&'static str, &'static str)> {
    torchtpu_compiler::ir::DTYPE_TABLE.iter().filter(|r| r.torch_io).map(|r| (r.name, r.torch)).collect()
}

/// The compiler's passes, in pipeline order (the names `TORCHTPU_DISABLE_PASSES` takes).
#[pyfunction]
pub fn pass_names() -> Vec<&'static str> {
    torchtpu_compiler::passes::pipeline(&Default::default()).iter().map(|p| p.name()).collect()
}
