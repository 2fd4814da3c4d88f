//! The SPMD opt-in (issue 11, item 7): one graph compiled as one program over several devices of
//! this process, partitioned by XLA, with the collectives between the devices inserted and
//! scheduled by XLA rather than run through c10d (docs/distributed.md).
//!
//! On the CPU plugin the devices come from a second client created with `cpu_device_count = n`
//! (one per device count, kept for the process); on another plugin the session's own client is used
//! when it has exactly `n` devices. Programs are compiled on every call of [`SpmdProgram::compile`]:
//! the caller keeps the program (`torchtpu.spmd.compile`); the executable cache is not used.

use std::sync::{Arc, Mutex};

use super::frontend::lower_configured;
use super::CompileConfig;
use crate::emit::{annotate_spmd, new_context, Sharding};
use crate::lower::Lowered;
use crate::runtime::{spmd_compile_options, Client, ElementType, HostInput, HostTensor, LoadedExecutable, Plugin};
use crate::{Error, Result};

/// Clients with `n` CPU devices, by `n`, created on first use.
static CPU_CLIENTS: Mutex<Vec<(usize, Client)>> = Mutex::new(Vec::new());

/// A client of `base`'s plugin with `devices` devices.
fn client_for(base: &Client, devices: usize) -> Result<Client> {
    if base.platform_name() != "cpu" {
        if base.device_count() == devices {
            return Ok(base.clone());
        }
        return Err(Error::RuntimeArg(format!(
            "an SPMD program over {devices} devices: the {} plugin has {} devices (only the CPU plugin can be given more)",
            base.platform_name(),
            base.device_count()
        )));
    }
    let mut clients = CPU_CLIENTS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, c)) = clients.iter().find(|(n, _)| *n == devices) {
        return Ok(c.clone());
    }
    let plugin: Arc<Plugin> = base.plugin().clone();
    let client = Client::with_options(plugin, &[("cpu_device_count", devices as i64)])?;
    if client.device_count() != devices {
        return Err(Error::RuntimeArg(format!("the CPU plugin gave {} devices, asked for {devices}", client.device_count())));
    }
    clients.push((devices, client.clone()));
    Ok(client)
}

fn static_dims(ty: &crate::ir::TensorType) -> Result<Vec<i64>> {
    ty.static_dims().ok_or_else(|| Error::RuntimeArg(format!("SPMD programs take static shapes, not {ty}")))
}

/// One graph compiled for `devices` devices.
pub struct SpmdProgram {
    /// The graph as lowered for one device (parameters, results, run-time checks).
    pub lowered: Lowered,
    /// The module XLA compiled: `lowered.mlir` with the SPMD annotations.
    pub mlir: String,
    /// Per executable parameter.
    pub shardings: Vec<Sharding>,
    pub devices: usize,
    exe: LoadedExecutable,
}

impl SpmdProgram {
    /// Lowers `json` and compiles it over `devices` devices. `splits[i]` is the dim along which
    /// graph input `i` is split between the devices (`None`: replicated).
    pub fn compile(base: &Client, json: &str, config: &CompileConfig, devices: usize, splits: &[Option<usize>]) -> Result<SpmdProgram> {
        if !(1..=64).contains(&devices) {
            return Err(Error::RuntimeArg(format!("an SPMD program runs on 1 to 64 devices, not {devices}")));
        }
        let lowered = lower_configured(json, config)?.lowered;
        if !lowered.input_layouts.is_empty() {
            return Err(Error::Internal("SPMD programs take their inputs in torch's layout (input_layout pass ran)".into()));
        }
        let mut shardings = Vec::with_capacity(lowered.params.len());
        for (input, ty) in &lowered.params {
            let Some(split) = splits.get(*input) else {
                return Err(Error::RuntimeArg(format!(
                    "executable parameter {input} is not one of the graph's {} inputs: random ops are not supported in SPMD programs",
                    splits.len()
                )));
            };
            let s = match *split {
                None => Sharding::Replicated,
                Some(dim) => Sharding::Split { dim },
            };
            s.block_dims(&static_dims(ty)?, devices, &format!("input {input}"))?;
            shardings.push(s);
        }
        let param_types: Vec<_> = lowered.params.iter().map(|(_, t)| t.clone()).collect();
        let ctx = new_context();
        let mlir = annotate_spmd(&ctx, &lowered.mlir, &param_types, lowered.results.len(), &shardings, devices)?;
        let client = client_for(base, devices)?;
        let exe = crate::cxx_guard::guard("PJRT (SPMD compile)", || client.compile(&mlir, &spmd_compile_options(devices as u64)))?;
        if exe.device_count() != devices {
            return Err(Error::RuntimeArg(format!("XLA placed the program on {} devices, asked for {devices}", exe.device_count())));
        }
        Ok(SpmdProgram { lowered, mlir, shardings, devices, exe })
    }

    /// The cross-device collectives in the program XLA compiled (its HLO opcodes, such as
    /// `all-reduce`), as far as the plugin reports the optimized program; empty when it does not.
    pub fn collectives(&self) -> Result<Vec<&'static str>> {
        const OPCODES: [&str; 6] = ["all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-permute", "collective-broadcast"];
        let Some((_, code)) = self.exe.optimized_program()? else { return Ok(Vec::new()) };
        Ok(OPCODES.into_iter().filter(|op| code.windows(op.len()).any(|w| w == op.as_bytes())).collect())
    }

    /// Each device's block shape of executable parameter `p`.
    pub fn block_dims(&self, p: usize) -> Result<Vec<i64>> {
        let (input, ty) = &self.lowered.params[p];
        self.shardings[p].block_dims(&static_dims(ty)?, self.devices, &format!("input {input}"))
    }

    /// Runs with `inputs[d]` as device `d`'s blocks of the parameters; returns the executable's
    /// results (replicated: device 0's copy), run-time check flags last when the graph has checks.
    pub fn run(&self, inputs: &[Vec<HostInput<'_>>]) -> Result<Vec<HostTensor>> {
        if inputs.len() != self.devices {
            return Err(Error::RuntimeArg(format!("the program runs on {} devices, got blocks for {}", self.devices, inputs.len())));
        }
        for (d, blocks) in inputs.iter().enumerate() {
            if blocks.len() != self.lowered.params.len() {
                return Err(Error::RuntimeArg(format!("device {d}: {} inputs, expected {}", blocks.len(), self.lowered.params.len())));
            }
            for (p, b) in blocks.iter().enumerate() {
                let want = self.block_dims(p)?;
                let dtype = self.lowered.params[p].1.dtype;
                if b.dims() != want.as_slice() || b.dtype() != ElementType::from(dtype) {
                    return Err(Error::RuntimeArg(format!(
                        "device {d}, input {}: a {:?} block of shape {:?}, expected {} {want:?}",
                        self.lowered.params[p].0,
                        b.dtype(),
                        b.dims(),
                        dtype.name()
                    )));
                }
            }
        }
        let mut per_device = self.exe.execute_sharded(inputs)?;
        Ok(per_device.swap_remove(0))
    }
}
