//! The process's counters, as `torchtpu.stats()` reports them.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::cache::TierStats;

/// Counters, as `torchtpu.stats()` reports them: the cache tiers' ([`TierStats`]) and the runs'.
#[derive(Default)]
pub struct Stats {
    /// Compiles, cache hits and misses of every tier, the compile service.
    pub tiers: TierStats,
    pub executions: AtomicU64,
    /// Seconds ×1e6 spent in torchtpu's own front half (parse, passes, lowering).
    pub frontend_us: AtomicU64,
}

impl Stats {
    fn counters(&self) -> Vec<(&'static str, &AtomicU64)> {
        let mut out = self.tiers.counters().to_vec();
        out.extend([("executions", &self.executions), ("frontend_us", &self.frontend_us)]);
        out
    }

    pub fn reset(&self) {
        for (_, c) in self.counters() {
            c.store(0, Ordering::Relaxed);
        }
    }

    pub fn snapshot(&self) -> Vec<(&'static str, u64)> {
        self.counters().iter().map(|(k, c)| (*k, c.load(Ordering::Relaxed))).collect()
    }
}
