//! `SpmdProgram`: the SPMD opt-in's Python face (`torchtpu.spmd`, docs/distributed.md). Python
//! cuts each input into its per-device blocks and allocates the (replicated) results; this runs
//! the program over the devices with the GIL released and copies device 0's results out.

use pyo3::prelude::*;

use torchtpu_compiler::driver::SpmdProgram as Program;
use torchtpu_compiler::emit::Sharding;
use torchtpu_compiler::runtime::{ElementType, HostInput};
use torchtpu_compiler::Error;

use crate::compiled::check_error;
use crate::errors::guarded;

#[pyclass(frozen, module = "torchtpu._native")]
pub(crate) struct SpmdProgram {
    inner: Program,
}

/// Compiles `graph_json` with `config_json` (a `CompileConfig`) over `devices` devices of this
/// process; `splits[i]`: the dim graph input `i` is split along (None: replicated).
#[pyfunction]
pub(crate) fn compile_spmd(py: Python<'_>, graph_json: String, config_json: &str, devices: usize, splits: Vec<Option<usize>>) -> PyResult<SpmdProgram> {
    let config = crate::compile_config(config_json)?;
    let s = crate::session()?;
    let inner = py.detach(|| guarded("compile_spmd", || Program::compile(s.client(), &graph_json, &config, devices, &splits)))?;
    Ok(SpmdProgram { inner })
}

#[pymethods]
impl SpmdProgram {
    /// The module XLA compiled, with its `mhlo.sharding` annotations.
    #[getter]
    fn mlir(&self) -> &str {
        &self.inner.mlir
    }

    /// The cross-device collectives XLA inserted (HLO opcodes such as `all-reduce`).
    #[getter]
    fn collectives(&self) -> PyResult<Vec<&'static str>> {
        self.inner.collectives().map_err(crate::errors::to_py)
    }

    #[getter]
    fn devices(&self) -> usize {
        self.inner.devices
    }

    /// Per executable parameter: (graph input index, dtype name, one device's block shape, split
    /// dim or None).
    #[getter]
    fn params(&self) -> PyResult<Vec<(usize, &'static str, Vec<i64>, Option<usize>)>> {
        let p = &self.inner;
        (0..p.lowered.params.len())
            .map(|k| {
                let (i, t) = &p.lowered.params[k];
                let split = match p.shardings[k] {
                    Sharding::Replicated => None,
                    Sharding::Split { dim } => Some(dim),
                };
                Ok((*i, t.dtype.name(), p.block_dims(k).map_err(crate::errors::to_py)?, split))
            })
            .collect()
    }

    /// The graph outputs' results, (dtype name, shape), without the check flags.
    #[getter]
    fn results(&self) -> Vec<(&'static str, Vec<i64>)> {
        let p = &self.inner;
        let n = p.lowered.results.len() - usize::from(!p.lowered.checks.is_empty());
        p.lowered.results[..n].iter().map(|t| (t.dtype.name(), t.static_dims().unwrap_or_default())).collect()
    }

    /// The graph's outputs: for each, the executable result it is (index) or None.
    #[getter]
    fn outputs(&self) -> Vec<Option<usize>> {
        use torchtpu_compiler::lower::OutputSpec;
        self.inner.lowered.outputs.iter().map(|o| match o {
            OutputSpec::Tensor { index, .. } => Some(*index),
            OutputSpec::None => None,
        }).collect()
    }

    /// Runs with `blocks[d][k]` = (address, byte length) of device `d`'s block of parameter `k`
    /// (contiguous, the shape `params` gives), writing the results into `outputs` (address, byte
    /// length; `results` order). The memory must stay alive and untouched during the call.
    fn run(&self, py: Python<'_>, blocks: Vec<Vec<(usize, usize)>>, outputs: Vec<(usize, usize)>) -> PyResult<()> {
        let p = &self.inner;
        let flags = py.detach(|| {
            guarded("spmd run", || {
                let mut inputs = Vec::with_capacity(blocks.len());
                for (d, dev) in blocks.iter().enumerate() {
                    if dev.len() != p.lowered.params.len() {
                        return Err(Error::RuntimeArg(format!("device {d}: {} inputs, expected {}", dev.len(), p.lowered.params.len())));
                    }
                    let mut row = Vec::with_capacity(dev.len());
                    for (k, &(addr, len)) in dev.iter().enumerate() {
                        let dims = p.block_dims(k)?;
                        let dtype = ElementType::from(p.lowered.params[k].1.dtype);
                        // SAFETY: the caller keeps `len` bytes at `addr` alive for the call (run's contract).
                        row.push(unsafe { HostInput::from_raw(addr as *const u8, len, dims, dtype) });
                    }
                    inputs.push(row);
                }
                let results = p.run(&inputs)?;
                let n = results.len() - usize::from(!p.lowered.checks.is_empty());
                if outputs.len() != n {
                    return Err(Error::RuntimeArg(format!("{} output buffers for {n} results", outputs.len())));
                }
                for (r, &(addr, len)) in results.iter().zip(&outputs) {
                    if r.data.len() != len {
                        return Err(Error::RuntimeArg(format!("an output buffer of {len} bytes for a result of {}", r.data.len())));
                    }
                    // SAFETY: the caller gave `len` writable bytes at `addr`, alive for the call.
                    unsafe { std::ptr::copy_nonoverlapping(r.data.as_ptr(), addr as *mut u8, len) };
                }
                Ok(results.get(n).map(|f| f.data.clone()))
            })
        })?;
        if let Some(flags) = flags {
            if let Some(i) = flags.iter().position(|&f| f != 0) {
                return Err(check_error(py, &p.lowered.checks[i]));
            }
        }
        Ok(())
    }
}
