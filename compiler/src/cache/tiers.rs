//! The cache tiers in order, for one process: memory, then the compile service, then disk and
//! the remote tier, else an XLA compile (under the key's lock, stored back into every tier).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use super::entry::{Entry, EntryHeader, MacKey, PAYLOAD_PJRT_EXECUTABLE};
use super::explain;
use super::{CacheKey, DiskConfig, DiskStore, Fetched, KeyComponents, MemoryCache, Persistent, Target};
use crate::runtime::{Client, LoadedExecutable};
use crate::Result;

/// What a session's caches need to know about one program: its StableHLO and the graph it was
/// lowered from (the compile service receives exactly this).
pub struct Program<'a> {
    /// The graph's name and blake3 of its serialized form (stored in entries, for `explain`).
    pub name: &'a str,
    pub graph_hash: String,
    pub stablehlo: &'a str,
    /// How many results the lowering expects the executable to return.
    pub num_outputs: usize,
}

/// Where a compiled graph's executable came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Memory,
    Disk,
    Remote,
    /// From the compile service; `hit`: the server found it in a cache rather than compiling it.
    Service { hit: bool },
    Compiled,
}

impl Source {
    pub fn name(self) -> &'static str {
        match self {
            Source::Memory => "memory",
            Source::Disk => "disk",
            Source::Remote => "remote",
            Source::Service { .. } => "service",
            Source::Compiled => "compiled",
        }
    }

    /// Whether no XLA compile was needed to produce it.
    pub fn is_hit(self) -> bool {
        match self {
            Source::Compiled => false,
            Source::Service { hit } => hit,
            _ => true,
        }
    }
}

/// A compile service the tiers may ask before compiling in-process (`service::client`
/// implements it; the trait keeps this module below the service).
pub trait CompileService: Send + Sync {
    /// False once a request failed: the process compiles in-process from then on.
    fn is_on(&self) -> bool;
    /// Turns the service off for this process, with one warning saying `why`.
    fn give_up(&self, why: &str);
    /// The serialized executable for `program`, and whether the server found it in a cache.
    fn compile(&self, key: &CacheKey, components: &KeyComponents, program: &Program) -> Result<(Vec<u8>, bool), String>;
}

#[derive(Default)]
pub struct TierStats {
    /// XLA compiles.
    pub compiles: AtomicU64,
    /// Executables found in a cache, in memory or on disk (`disk_hits` of them on disk).
    pub cache_hits: AtomicU64,
    /// Seconds ×1e6 spent in XLA compiles.
    pub xla_compile_us: AtomicU64,
    /// The persistent tier: hits, misses, entries written, bad entries found (and removed),
    /// compiles that first waited for another process compiling the same key, and the time spent
    /// loading (read, check, deserialize) and storing (serialize, write) entries.
    pub disk_hits: AtomicU64,
    pub disk_misses: AtomicU64,
    pub disk_writes: AtomicU64,
    pub disk_bad_entries: AtomicU64,
    pub disk_evictions: AtomicU64,
    pub disk_lock_waits: AtomicU64,
    pub disk_load_us: AtomicU64,
    pub disk_store_us: AtomicU64,
    /// The remote tier (`TORCHTPU_REMOTE_CACHE`): executables loaded from it (also counted in
    /// `cache_hits`), lookups that missed before a compile, entries written, bad entries found.
    pub remote_hits: AtomicU64,
    pub remote_misses: AtomicU64,
    pub remote_writes: AtomicU64,
    pub remote_bad_entries: AtomicU64,
    /// Seconds ×1e6 spent getting executables from the remote tier (fetch, check, deserialize).
    pub remote_load_us: AtomicU64,
    /// The compile service (`TORCHTPU_COMPILER=unix:PATH`): requests sent, executables received
    /// and loaded, and requests that failed and were compiled in this process instead.
    pub service_requests: AtomicU64,
    pub service_hits: AtomicU64,
    pub service_fallbacks: AtomicU64,
    /// Seconds ×1e6 spent in service requests that succeeded (round trip and deserialize).
    pub service_us: AtomicU64,
}

impl TierStats {
    pub fn counters(&self) -> [(&'static str, &AtomicU64); 20] {
        [
            ("compiles", &self.compiles),
            ("cache_hits", &self.cache_hits),
            ("xla_compile_us", &self.xla_compile_us),
            ("disk_hits", &self.disk_hits),
            ("disk_misses", &self.disk_misses),
            ("disk_writes", &self.disk_writes),
            ("disk_bad_entries", &self.disk_bad_entries),
            ("disk_evictions", &self.disk_evictions),
            ("disk_lock_waits", &self.disk_lock_waits),
            ("disk_load_us", &self.disk_load_us),
            ("disk_store_us", &self.disk_store_us),
            ("remote_hits", &self.remote_hits),
            ("remote_misses", &self.remote_misses),
            ("remote_writes", &self.remote_writes),
            ("remote_bad_entries", &self.remote_bad_entries),
            ("remote_load_us", &self.remote_load_us),
            ("service_requests", &self.service_requests),
            ("service_hits", &self.service_hits),
            ("service_fallbacks", &self.service_fallbacks),
            ("service_us", &self.service_us),
        ]
    }
}

/// The tiers of one process, and the client that compiles and loads for them.
pub struct Tiers {
    pub(crate) cache: MemoryCache<LoadedExecutable>,
    /// The persistent tier (`docs/cache.md`); `None` when `TORCHTPU_CACHE_DIR` turns it off or
    /// its directory cannot be created.
    pub(crate) disk: Option<Persistent>,
    /// The remote tier (`TORCHTPU_REMOTE_CACHE`), after disk.
    pub(crate) remote: Option<Persistent>,
    /// The compile service (`TORCHTPU_COMPILER`), asked before disk: it owns its own tiers.
    pub(crate) service: Option<Box<dyn CompileService>>,
}

/// Opens the disk tier `config` describes; `None` (with one warning) when it cannot be used.
pub fn open_disk(config: &DiskConfig) -> Option<Persistent> {
    if let Some(problem) = &config.problem {
        crate::diag::warn(problem);
    }
    let dir = config.dir.as_ref()?;
    let mac = match config.key_file.as_deref().map(MacKey::from_file).transpose() {
        Ok(k) => k,
        Err(e) => {
            // Asked for signed entries and cannot sign: no disk tier rather than an unsigned one.
            super::warn_degraded(&format!("{e}; compiling without the persistent cache"));
            return None;
        }
    };
    match DiskStore::open_as(dir, config.max_bytes, super::disk::euid(), mac) {
        Ok((store, note)) => {
            if let Some(w) = note {
                crate::diag::warn(w);
            }
            Some(Persistent::new(Box::new(store)))
        }
        Err(e) => {
            super::warn_degraded(&format!("{e}; compiling without the persistent cache"));
            None
        }
    }
}

impl Tiers {
    /// Memory, then the compile service (when configured), then disk, remote, and XLA (under
    /// the key's lock, storing the result in both tiers).
    pub fn executable(
        &self,
        on: &On,
        key: &CacheKey,
        components: &KeyComponents,
        program: &Program,
    ) -> Result<(Arc<LoadedExecutable>, Source)> {
        if let Some(exe) = self.cache.get(key) {
            on.stats.cache_hits.fetch_add(1, Ordering::Relaxed);
            return Ok((exe, Source::Memory));
        }
        if let Some(service) = self.service.as_ref().filter(|s| s.is_on()) {
            if let Some(found) = self.via_service(on, service.as_ref(), key, components, program) {
                return Ok(found);
            }
        }
        if self.disk.is_none() && self.remote.is_none() {
            return Ok((self.compile_xla(on, key, program)?, Source::Compiled));
        }
        if let Some(found) = self.load(on, key, program) {
            return Ok(found);
        }
        if let Some(disk) = self.disk.as_ref().filter(|_| on.explain) {
            self.explain_miss(disk, key, components, program);
        }
        // Compile under the key's lock: a process that was compiling the same key meanwhile has
        // stored it by the time we get the lock.
        let guard = self.disk.as_ref().and_then(|d| d.lock(key));
        if guard.as_ref().is_some_and(|g| g.waited) {
            on.stats.disk_lock_waits.fetch_add(1, Ordering::Relaxed);
        }
        if guard.is_some() {
            if let Some(found) = self.load(on, key, program) {
                return Ok(found);
            }
        }
        if self.disk.is_some() {
            on.stats.disk_misses.fetch_add(1, Ordering::Relaxed);
        }
        if self.remote.as_ref().is_some_and(|r| r.writable()) {
            on.stats.remote_misses.fetch_add(1, Ordering::Relaxed);
        }
        let t0 = Instant::now();
        let exe = self.compile_xla(on, key, program)?;
        let compile_ms = t0.elapsed().as_secs_f64() * 1e3;
        let t1 = Instant::now();
        let encode = || -> Result<Vec<u8>> {
            let header = EntryHeader {
                key: key.hex(),
                graph: program.name.to_string(),
                graph_hash: program.graph_hash.clone(),
                components: components.clone(),
                payload_kind: PAYLOAD_PJRT_EXECUTABLE.into(),
                num_outputs: program.num_outputs as u64,
                created_unix_ms: unix_ms(),
                compile_ms,
            };
            let payload = exe.serialize()?;
            Ok(Entry { header, stablehlo: program.stablehlo.to_string(), payload }.encode())
        };
        // Encoded once for both tiers.
        let mut encoded: Option<Vec<u8>> = None;
        if let Some(disk) = &self.disk {
            let stored = disk.put(key, || {
                let bytes = encode()?;
                encoded = Some(bytes.clone());
                Ok(bytes)
            });
            if let Some(evicted) = stored {
                on.stats.disk_writes.fetch_add(1, Ordering::Relaxed);
                on.stats.disk_evictions.fetch_add(evicted as u64, Ordering::Relaxed);
                on.stats.disk_store_us.fetch_add((t1.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
            }
        }
        if let Some(remote) = &self.remote {
            if remote.put(key, || encoded.take().map(Ok).unwrap_or_else(encode)).is_some() {
                on.stats.remote_writes.fetch_add(1, Ordering::Relaxed);
            }
        }
        drop(guard);
        Ok((exe, Source::Compiled))
    }
    /// Asks the compile service; `None` (after one warning per process, and with the service
    /// off from then on) when it is down, refuses, dies mid-request or sends an executable that
    /// does not load.
    fn via_service(
        &self,
        on: &On,
        service: &dyn CompileService,
        key: &CacheKey,
        components: &KeyComponents,
        program: &Program,
    ) -> Option<(Arc<LoadedExecutable>, Source)> {
        on.stats.service_requests.fetch_add(1, Ordering::Relaxed);
        let t0 = Instant::now();
        let loaded = service.compile(key, components, program).and_then(|(bytes, server_hit)| {
            match on.client.deserialize_and_load(&bytes) {
                Ok(exe) if exe.num_outputs() == program.num_outputs => Ok((exe, server_hit)),
                Ok(exe) => Err(format!(
                    "it sent an executable with {} results for a graph with {}",
                    exe.num_outputs(),
                    program.num_outputs
                )),
                Err(e) => Err(format!("its executable did not load: {e}")),
            }
        });
        match loaded {
            Ok((exe, server_hit)) => {
                let exe = Arc::new(exe);
                self.cache.insert(*key, exe.clone());
                on.stats.service_hits.fetch_add(1, Ordering::Relaxed);
                on.stats.service_us.fetch_add((t0.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
                if server_hit {
                    on.stats.cache_hits.fetch_add(1, Ordering::Relaxed);
                }
                Some((exe, Source::Service { hit: server_hit }))
            }
            Err(why) => {
                on.stats.service_fallbacks.fetch_add(1, Ordering::Relaxed);
                service.give_up(&why);
                None
            }
        }
    }
    fn compile_xla(&self, on: &On, key: &CacheKey, program: &Program) -> Result<Arc<LoadedExecutable>> {
        let t0 = Instant::now();
        let exe = Arc::new(on.client.compile(program.stablehlo, &on.target.compile_options)?);
        on.stats.compiles.fetch_add(1, Ordering::Relaxed);
        on.stats.xla_compile_us.fetch_add((t0.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
        self.cache.insert(*key, exe.clone());
        Ok(exe)
    }
    /// The executable for `key` from disk, else from the remote tier (and then also written to
    /// disk), loaded and checked against the lowering; `None` on a miss or a bad entry (which is
    /// removed and logged).
    fn load(&self, on: &On, key: &CacheKey, program: &Program) -> Option<(Arc<LoadedExecutable>, Source)> {
        if let Some(disk) = &self.disk {
            let t0 = Instant::now();
            if let Some((exe, _)) = self.load_from(on, disk, key, program, &on.stats.disk_bad_entries) {
                on.stats.disk_hits.fetch_add(1, Ordering::Relaxed);
                on.stats.disk_load_us.fetch_add((t0.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
                return Some((exe, Source::Disk));
            }
        }
        let remote = self.remote.as_ref()?;
        let t0 = Instant::now();
        let (exe, entry) = self.load_from(on, remote, key, program, &on.stats.remote_bad_entries)?;
        on.stats.remote_hits.fetch_add(1, Ordering::Relaxed);
        on.stats.remote_load_us.fetch_add((t0.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
        if let Some(disk) = &self.disk {
            if let Some(evicted) = disk.put(key, || Ok(entry.encode())) {
                on.stats.disk_writes.fetch_add(1, Ordering::Relaxed);
                on.stats.disk_evictions.fetch_add(evicted as u64, Ordering::Relaxed);
            }
        }
        Some((exe, Source::Remote))
    }
    /// One tier's checked entry for `key`, loaded by PJRT; an entry PJRT refuses, or whose
    /// result count does not fit, is removed and counted in `bad`.
    fn load_from(
        &self,
        on: &On,
        tier: &Persistent,
        key: &CacheKey,
        program: &Program,
        bad: &AtomicU64,
    ) -> Option<(Arc<LoadedExecutable>, Box<Entry>)> {
        let entry = match tier.get(key) {
            Fetched::Hit(e) => e,
            Fetched::Miss => return None,
            Fetched::Bad => {
                bad.fetch_add(1, Ordering::Relaxed);
                return None;
            }
        };
        let want = program.num_outputs;
        let exe = if entry.header.num_outputs != want as u64 {
            Err(format!("it has {} results, the graph {want}", entry.header.num_outputs))
        } else {
            match on.client.deserialize_and_load(&entry.payload) {
                Ok(exe) if exe.num_outputs() == want => Ok(exe),
                Ok(exe) => Err(format!("the executable has {} results, the graph {want}", exe.num_outputs())),
                Err(e) => Err(format!("PJRT could not load it: {e}")),
            }
        };
        match exe {
            Ok(exe) => {
                let exe = Arc::new(exe);
                self.cache.insert(*key, exe.clone());
                on.stats.cache_hits.fetch_add(1, Ordering::Relaxed);
                Some((exe, entry))
            }
            Err(why) => {
                bad.fetch_add(1, Ordering::Relaxed);
                tier.discard(key, &why);
                None
            }
        }
    }
    /// Logs which key component differs from the nearest stored entry of this graph.
    fn explain_miss(&self, disk: &Persistent, key: &CacheKey, components: &KeyComponents, program: &Program) {
        let candidates = disk.store().candidates();
        let head = format!("miss for graph `{}` (key {}) in {}", program.name, key.short(), disk.location());
        match explain::nearest(components, program.name, &program.graph_hash, &candidates, Some(key)) {
            None => super::log(&format!("{head}: the cache holds no entries")),
            Some(n) => super::log(&format!("{head}: {}", explain::one_line(&n))),
        }
    }

    /// Empties the in-memory tier (the disk tier is managed with `torchtpu-compiler cache`).
    pub fn clear_memory(&self) {
        self.cache.clear();
    }
}

/// What the tiers compile and load with, and count into.
pub struct On<'a> {
    pub client: &'a Client,
    pub target: &'a Target,
    pub stats: &'a TierStats,
    /// Log why each persistent-cache miss missed (the compile config's `explain_cache`).
    pub explain: bool,
}

fn unix_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
}

