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
    /// CPU kernel calls whose body ran on a thread waiting for the program (runtime/kernel_host.rs).
    pub kernels_on_caller: AtomicU64,
    /// CPU kernel calls whose body ran on the XLA worker that called the handler, because no
    /// thread was waiting (or the hand-off is off: `TORCHTPU_KERNELS_ON_CALLER=0`).
    pub kernels_on_workers: AtomicU64,
    /// Waits for a program during which the waiting thread served kernel bodies, its OpenMP team
    /// parked (runtime/kernel_host.rs): only programs that call torchtpu's kernels are waited
    /// for so.
    pub served_waits: AtomicU64,
    /// Of `kernels_on_workers`, those run there with one thread because other processes were
    /// busy (runtime/kernel_host.rs).
    pub kernels_one_thread: AtomicU64,
    /// Kernel bodies run where XLA reached them, on one thread: small enough, or one-threaded
    /// code of torchtpu's own (row sums).
    pub kernels_small: AtomicU64,
    /// Nanoseconds in kernel bodies, wherever they ran, and what handing bodies to a waiting
    /// thread added (runtime/kernel_host.rs): each poster's wait from posting to done, less the
    /// body's own time.
    pub kernel_body_ns: AtomicU64,
    pub kernel_handoff_ns: AtomicU64,
    /// Of `kernel_handoff_ns`, the part from posting a body to its start on the waiting thread.
    pub kernel_pickup_ns: AtomicU64,
    /// Posters that slept through most of a body expected to be long instead of polling
    /// (runtime/kernel_host.rs, `nap_for`).
    pub kernel_naps: AtomicU64,
    /// Samples of the machine's CPU use taken by the waits (runtime/waiting.rs), and those that
    /// found other processes busy (waits then spin briefly and sleep instead of yielding).
    pub cpu_samples: AtomicU64,
    pub cpu_samples_others_busy: AtomicU64,
    /// Nanoseconds spent in each phase of calls on CUDA tensors (`CudaPhase`), for the per-call
    /// cost (docs/gpu.md): two clock reads per phase.
    pub cuda_call_ns: [AtomicU64; CUDA_PHASES.len()],
    /// PJRT buffers created and not yet destroyed (inputs, outputs, and outputs held by torch tensors).
    live_buffers: AtomicI64,
}

/// The phases of a call on CUDA tensors (`compiled/cuda.rs`), by their `stats()` names: checking
/// and preparing the inputs, ordering XLA's stream after torch's, making the views, PJRT's
/// execute, and handing the results to torch (stream waits and DLPack).
pub const CUDA_PHASES: [&str; 5] = ["cuda_prepare_ns", "cuda_order_ns", "cuda_views_ns", "cuda_execute_ns", "cuda_results_ns"];

/// An index into [`TransferStats::cuda_call_ns`].
#[derive(Clone, Copy)]
pub enum CudaPhase {
    Prepare = 0,
    Order = 1,
    Views = 2,
    Execute = 3,
    Results = 4,
}

pub static TRANSFER_STATS: TransferStats = TransferStats {
    zero_copy_inputs: AtomicU64::new(0),
    input_copies: AtomicU64::new(0),
    zero_copy_outputs: AtomicU64::new(0),
    output_copies: AtomicU64::new(0),
    donated_inputs: AtomicU64::new(0),
    resident_hits: AtomicU64::new(0),
    kernels_on_caller: AtomicU64::new(0),
    kernels_on_workers: AtomicU64::new(0),
    served_waits: AtomicU64::new(0),
    kernels_one_thread: AtomicU64::new(0),
    kernels_small: AtomicU64::new(0),
    kernel_body_ns: AtomicU64::new(0),
    kernel_handoff_ns: AtomicU64::new(0),
    kernel_pickup_ns: AtomicU64::new(0),
    kernel_naps: AtomicU64::new(0),
    cpu_samples: AtomicU64::new(0),
    cpu_samples_others_busy: AtomicU64::new(0),
    cuda_call_ns: [const { AtomicU64::new(0) }; CUDA_PHASES.len()],
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
            &self.kernels_on_caller,
            &self.kernels_on_workers,
            &self.served_waits,
            &self.kernels_one_thread,
            &self.kernels_small,
            &self.kernel_body_ns,
            &self.kernel_handoff_ns,
            &self.kernel_pickup_ns,
            &self.kernel_naps,
            &self.cpu_samples,
            &self.cpu_samples_others_busy,
        ] {
            c.store(0, Ordering::Relaxed);
        }
        for c in &self.cuda_call_ns {
            c.store(0, Ordering::Relaxed);
        }
        super::block_cache::REUSES.store(0, Ordering::Relaxed);
        super::cpu_kernels::gemm_choice::ONEDNN_CALLS.store(0, Ordering::Relaxed);
        super::cpu_kernels::gemm_choice::SHAPES_CHOSEN.store(0, Ordering::Relaxed);
    }

    /// Adds the time since `*since` to `phase` and moves `*since` to now.
    pub fn lap(&self, phase: CudaPhase, since: &mut std::time::Instant) {
        let now = std::time::Instant::now();
        let ns = now.duration_since(*since).as_nanos() as u64;
        self.cuda_call_ns[phase as usize].fetch_add(ns, Ordering::Relaxed);
        *since = now;
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
        let mut out = vec![
            ("zero_copy_inputs", get(&self.zero_copy_inputs)),
            ("input_copies", get(&self.input_copies)),
            ("zero_copy_outputs", get(&self.zero_copy_outputs)),
            ("output_copies", get(&self.output_copies)),
            ("donated_inputs", get(&self.donated_inputs)),
            ("resident_hits", get(&self.resident_hits)),
            ("kernels_on_caller", get(&self.kernels_on_caller)),
            ("kernels_on_workers", get(&self.kernels_on_workers)),
            ("served_waits", get(&self.served_waits)),
            ("kernels_one_thread", get(&self.kernels_one_thread)),
            ("kernels_small", get(&self.kernels_small)),
            ("kernel_body_ns", get(&self.kernel_body_ns)),
            ("kernel_handoff_ns", get(&self.kernel_handoff_ns)),
            ("kernel_pickup_ns", get(&self.kernel_pickup_ns)),
            ("kernel_naps", get(&self.kernel_naps)),
            ("cpu_samples", get(&self.cpu_samples)),
            ("cpu_samples_others_busy", get(&self.cpu_samples_others_busy)),
            ("pjrt_buffers_live", self.live_buffers()),
            ("host_block_reuses", super::block_cache::REUSES.load(Ordering::Relaxed) as i64),
            ("host_block_cache_bytes", super::block_cache::KEPT_BYTES.load(Ordering::Relaxed) as i64),
            ("products_onednn", super::cpu_kernels::gemm_choice::ONEDNN_CALLS.load(Ordering::Relaxed) as i64),
            ("product_shapes_chosen", super::cpu_kernels::gemm_choice::SHAPES_CHOSEN.load(Ordering::Relaxed) as i64),
        ];
        out.extend(CUDA_PHASES.iter().zip(&self.cuda_call_ns).map(|(name, c)| (*name, get(c))));
        out
    }
}
