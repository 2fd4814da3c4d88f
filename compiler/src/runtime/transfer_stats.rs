//! Process-wide counters of host/device transfers and of live PJRT buffers, reported by
//! `torchtpu.stats()` (see `docs/performance.md`).

use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};

/// Transfer counters. `reset` zeroes the counters but not the live-buffer gauge.
pub struct TransferStats {
    /// Inputs that PJRT reads in place from the caller's memory (CPU plugin, aligned dense tensors).
    pub zero_copy_inputs: AtomicU64,
    /// Inputs copied: non-contiguous tensors made contiguous, misaligned ones PJRT copied, and every
    /// input on a plugin whose device memory is not host memory.
    pub input_copies: AtomicU64,
    /// Inputs donated to the program that came back holding their new value: XLA wrote the
    /// result into the tensor's own memory (no second buffer of it existed during the run).
    pub donated_inputs: AtomicU64,
    /// Outputs handed to torch without a copy (DLPack over the PJRT buffer).
    pub zero_copy_outputs: AtomicU64,
    /// Outputs copied into a new torch tensor.
    pub output_copies: AtomicU64,
    /// Inputs served from a resident buffer made by an earlier call (`resident_cache.rs`).
    pub resident_hits: AtomicU64,
    /// PJRT buffers created and not yet destroyed (inputs, outputs, and outputs held by torch tensors).
    live_buffers: AtomicI64,
}

pub static TRANSFER_STATS: TransferStats = TransferStats {
    zero_copy_inputs: AtomicU64::new(0),
    input_copies: AtomicU64::new(0),
    zero_copy_outputs: AtomicU64::new(0),
    output_copies: AtomicU64::new(0),
    donated_inputs: AtomicU64::new(0),
    resident_hits: AtomicU64::new(0),
    live_buffers: AtomicI64::new(0),
};

impl TransferStats {
    pub fn reset(&self) {
        for c in [
            &self.zero_copy_inputs,
            &self.input_copies,
            &self.zero_copy_outputs,
            &self.output_copies,
            &self.donated_inputs,
            &self.resident_hits,
        ] {
            c.store(0, Ordering::Relaxed);
        }
    }

    pub fn live_buffers(&self) -> i64 {
        self.live_buffers.load(Ordering::Relaxed)
    }

    pub(crate) fn buffer_created(&self) {
        self.live_buffers.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn buffer_destroyed(&self) {
        self.live_buffers.fetch_sub(1, Ordering::Relaxed);
    }

    pub fn snapshot(&self) -> Vec<(&'static str, i64)> {
        let get = |c: &AtomicU64| c.load(Ordering::Relaxed) as i64;
        vec![
            ("zero_copy_inputs", get(&self.zero_copy_inputs)),
            ("input_copies", get(&self.input_copies)),
            ("zero_copy_outputs", get(&self.zero_copy_outputs)),
            ("output_copies", get(&self.output_copies)),
            ("donated_inputs", get(&self.donated_inputs)),
            ("resident_hits", get(&self.resident_hits)),
            ("pjrt_buffers_live", self.live_buffers()),
        ]
    }
}
