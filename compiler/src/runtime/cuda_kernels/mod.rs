//! torchtpu's own kernels for the CUDA plugin, reached from compiled programs as typed FFI custom
//! calls registered for the `CUDA` platform through the plugin's FFI extension, as the CPU
//! plugin's are (cpu_kernels/).
//!
//! - [`attention`]: attention (forward and gradients) in torch's CUDA kernels, flash or
//!   memory-efficient as eager picks, over XLA's buffers on XLA's stream.
//!
//! Registration happens once per plugin, when a CUDA client is made. The handlers themselves need
//! torch's CUDA kernels only when they run (through `_aten_kernels.so`, which the Python side
//! loads at start); a program is lowered to them only when that library has them
//! ([`Client::has_cuda_kernels`](super::Client) and
//! [`aten::cuda_attention_fns`](super::cpu_kernels::aten::cuda_attention_fns)).

pub mod attention;

use super::plugin::Plugin;
use super::xla_ffi;
use crate::Result;

/// The platform name the handlers are registered for.
const PLATFORM: &str = "CUDA";

/// Registers every CUDA kernel with `plugin`'s FFI extension.
pub(super) fn register(plugin: &Plugin) -> Result<()> {
    xla_ffi::register_handlers(plugin, PLATFORM, attention::handlers())
}

/// Whether programs compiled now may call the CUDA attention kernels: the library that holds them
/// is loaded and has them.
pub fn attention_loaded() -> bool {
    super::cpu_kernels::aten::cuda_attention_fns().is_some()
}
