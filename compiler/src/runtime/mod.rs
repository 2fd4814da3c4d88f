//! The runtime: compile StableHLO and run it through a PJRT plugin, via the PJRT C API.
//!
//! - [`Plugin`]: a loaded plugin shared library (`GetPjrtApi`), checked and initialized once per path.
//! - [`Client`]: a `PJRT_Client`; [`Client::compile`] turns StableHLO text into a [`LoadedExecutable`].
//! - [`LoadedExecutable::execute`]: host tensors in ([`HostInput`]), host tensors out ([`HostOutput`]).
//!
//! The bindings ([`ffi`]) are generated at build time from the `pjrt_c_api.h` that ships with the
//! plugin wheel (PJRT C API 0.81), see `compiler/build.rs`. Every function pointer is checked against the
//! plugin's `PJRT_Api::struct_size` and for NULL before it is called; every PJRT error becomes
//! [`Error::Pjrt`](crate::Error::Pjrt); bad arguments are refused with
//! [`Error::RuntimeArg`](crate::Error::RuntimeArg) before they can reach an XLA `CHECK`.
//!
//! Quick use:
//! ```ignore
//! let client = Client::new(Plugin::load_default()?)?;
//! let exe = client.compile(mlir_text, &default_compile_options())?;
//! exe.execute(&[HostInput::from_slice(&a, [2, 3])], &mut [HostOutput::from_slice(&mut out, [2, 3])])?;
//! ```

#[macro_use]
mod macros;

pub mod ffi;

pub mod block_cache;
mod buffer;
mod client;
mod client_inner;
mod client_options;
pub mod cpu_kernels;
pub mod cuda_kernels;
pub mod cuda_runtime;
pub mod kernel_host;
mod device_view;
mod device_buffer;
mod donation;
pub mod dlpack;
mod element_type;
mod executable;
mod host;
mod memory_stats;
mod options;
mod plugin;
mod proto;
mod resident;
pub mod resident_cache;
pub mod fingerprint;
mod spec;
mod stream_ext;
mod transfer_stats;
pub(crate) mod xla_ffi;
pub(crate) mod waiting;

pub use client::Client;
pub use client_options::{ClientOptions, NamedOption, OptionValue, PlatformKind, GPU_ALLOCATORS};
pub use device_view::{extension_name, ViewOwner};
pub use element_type::{ElementType, NativeType};
pub use device_buffer::OwnedBuffer;
pub use donation::{Donation, ResultBuffer};
pub use resident::ResidentBuffer;
pub use executable::{ArgBuffer, Executed, LoadedExecutable};
pub use spec::{ArgSpec, TensorSpec};
pub use host::{HostInput, HostOutput, HostTensor};
pub use memory_stats::MemoryStats;
pub use options::{default_compile_options, spmd_compile_options, validate_compile_options, CompileOptionsSummary};
pub use transfer_stats::{CudaPhase, TransferStats, CUDA_PHASES, TRANSFER_STATS};
pub use plugin::{AttributeValue, Plugin, BUILD_TIME_DEFAULT_PLUGIN, HEADER_API_VERSION, PLUGIN_ENV};

#[cfg(test)]
mod tests;
