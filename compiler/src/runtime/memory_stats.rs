//! `Client::memory_stats`: what XLA's own allocator holds on a device (`PJRT_Device_MemoryStats`),
//! for benchmarks that report peak device memory beside torch's (`benchmarks/gpu_suite.py`).

use super::client::Client;
use super::ffi::{self, PjrtArgs};
use crate::{Error, Result};

/// A device's allocator statistics. Only `bytes_in_use` is always reported; a plugin leaves the
/// others out where it does not keep them (`None`). XLA's counters cannot be reset: a peak is the
/// peak since the client was created.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryStats {
    pub bytes_in_use: i64,
    pub peak_bytes_in_use: Option<i64>,
    pub num_allocs: Option<i64>,
    pub largest_alloc_size: Option<i64>,
    pub bytes_limit: Option<i64>,
    pub bytes_reserved: Option<i64>,
    pub peak_bytes_reserved: Option<i64>,
    pub pool_bytes: Option<i64>,
    pub peak_pool_bytes: Option<i64>,
}

impl MemoryStats {
    /// `(name, value)` of every statistic the plugin reported, `bytes_in_use` first.
    pub fn reported(&self) -> Vec<(&'static str, i64)> {
        let optional = [
            ("peak_bytes_in_use", self.peak_bytes_in_use),
            ("num_allocs", self.num_allocs),
            ("largest_alloc_size", self.largest_alloc_size),
            ("bytes_limit", self.bytes_limit),
            ("bytes_reserved", self.bytes_reserved),
            ("peak_bytes_reserved", self.peak_bytes_reserved),
            ("pool_bytes", self.pool_bytes),
            ("peak_pool_bytes", self.peak_pool_bytes),
        ];
        std::iter::once(("bytes_in_use", self.bytes_in_use))
            .chain(optional.into_iter().filter_map(|(k, v)| v.map(|v| (k, v))))
            .collect()
    }
}

impl Client {
    /// The allocator statistics of addressable device `index`. A plugin without the call (an API
    /// table too short, or NULL) or one that answers UNIMPLEMENTED gives `Error::Pjrt`; an index
    /// past the devices gives `Error::RuntimeArg`.
    pub fn memory_stats(&self, index: usize) -> Result<MemoryStats> {
        let inner = self.inner();
        let device = *inner.devices.get(index).ok_or_else(|| {
            Error::RuntimeArg(format!("device {index}: the client has {} addressable devices", inner.devices.len()))
        })?;
        let mut args = ffi::PJRT_Device_MemoryStats_Args::new();
        args.device = device;
        // SAFETY: `device` is owned by the live client (`inner` is held); `args` outlives the call
        // and has only out-fields besides the device.
        unsafe { pjrt_call!(&inner.plugin, PJRT_Device_MemoryStats, &mut args) }?;
        let opt = |v: i64, set: bool| set.then_some(v);
        Ok(MemoryStats {
            bytes_in_use: args.bytes_in_use,
            peak_bytes_in_use: opt(args.peak_bytes_in_use, args.peak_bytes_in_use_is_set),
            num_allocs: opt(args.num_allocs, args.num_allocs_is_set),
            largest_alloc_size: opt(args.largest_alloc_size, args.largest_alloc_size_is_set),
            bytes_limit: opt(args.bytes_limit, args.bytes_limit_is_set),
            bytes_reserved: opt(args.bytes_reserved, args.bytes_reserved_is_set),
            peak_bytes_reserved: opt(args.peak_bytes_reserved, args.peak_bytes_reserved_is_set),
            pool_bytes: opt(args.pool_bytes, args.pool_bytes_is_set),
            peak_pool_bytes: opt(args.peak_pool_bytes, args.peak_pool_bytes_is_set),
        })
    }
}
