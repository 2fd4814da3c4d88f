//! The whole pipeline for one graph: parse → IR → verify → passes → lower → cache → compile,
//! plus dumps and counters. [`lower_graph`] is the PJRT-free front half (used by the CLI and
//! `torchtpu.inspect`); [`Session`] owns a PJRT client and the executable cache.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use crate::cache::entry::{Entry, EntryHeader, PAYLOAD_PJRT_EXECUTABLE};
use crate::cache::explain::{self, explain_enabled};
use crate::cache::resp::RedisUrl;
use crate::cache::{
    self, CacheKey, DiskConfig, DiskStore, Fetched, KeyComponents, MemoryCache, Persistent, RemoteStore, Target,
};
use crate::graph_format::{self, SerializedGraph};
use crate::ir::{self, Graph};
use crate::lower::{self, Lowered};
use crate::passes::{self, PassOptions};
use crate::runtime::{
    default_compile_options, ArgSpec, Client, Donation, ElementType, Executed, ResidentBuffer, HostInput, HostOutput, LoadedExecutable, Plugin,
};
use crate::service::client::ServiceClient;
use crate::{Error, Result};

/// The front half's products for one graph.
pub struct Frontend {
    pub source: SerializedGraph,
    pub graph: Graph,
    /// The IR after passes, printed.
    pub ir_text: String,
    pub lowered: Lowered,
    /// The graph's `aliases` as executable parameter and result positions (`lowered.aliases`);
    /// `lowered.mlir` carries them as `tf.aliasing_output` (so they are part of the cache key).
    pub donations: Vec<Donation>,
    /// Seconds spent in parse, passes and lowering (the compiler's own time).
    pub frontend_seconds: f64,
}

/// Parses, verifies, runs the pass pipeline and lowers to StableHLO. No PJRT involved.
pub fn lower_graph(json: &str, opts: &PassOptions) -> Result<Frontend> {
    let t0 = Instant::now();
    let source = graph_format::parse_graph(json)?;
    let mut graph = ir::from_serialized(&source)?;
    ir::verify(&graph)?;
    passes::run_pipeline(&mut graph, opts)?;
    let lowered = lower::lower(&graph)?;
    let donations = lowered.aliases.iter().map(|&(param, result)| Donation { param, result }).collect();
    let ir_text = graph.to_string();
    Ok(Frontend { source, graph, ir_text, lowered, donations, frontend_seconds: t0.elapsed().as_secs_f64() })
}

/// Counters, as `torchtpu.stats()` reports them.
#[derive(Default)]
pub struct Stats {
    /// XLA compiles.
    pub compiles: AtomicU64,
    /// Executables found in a cache, in memory or on disk (`disk_hits` of them on disk).
    pub cache_hits: AtomicU64,
    pub executions: AtomicU64,
    /// Seconds ×1e6 spent in XLA compiles and in torchtpu's own front half.
    pub xla_compile_us: AtomicU64,
    pub frontend_us: AtomicU64,
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

impl Stats {
    fn counters(&self) -> [(&'static str, &AtomicU64); 22] {
        [
            ("compiles", &self.compiles),
            ("cache_hits", &self.cache_hits),
            ("executions", &self.executions),
            ("xla_compile_us", &self.xla_compile_us),
            ("frontend_us", &self.frontend_us),
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

    pub fn reset(&self) {
        for (_, c) in self.counters() {
            c.store(0, Ordering::Relaxed);
        }
    }

    pub fn snapshot(&self) -> Vec<(&'static str, u64)> {
        self.counters().iter().map(|(k, c)| (*k, c.load(Ordering::Relaxed))).collect()
    }
}

/// A compiled graph, ready to run.
pub struct CompiledGraph {
    pub name: String,
    pub key: CacheKey,
    pub lowered: Lowered,
    pub exe: Arc<LoadedExecutable>,
    pub cache_hit: bool,
    /// The call plan, decided once: every parameter's and result's type, shape and byte size
    /// (checked against the executable when it reports them).
    params: Vec<ArgSpec>,
    results: Vec<ArgSpec>,
    /// Parameters the program aliases with a result (see [`Frontend::donations`]).
    donations: Vec<Donation>,
}

impl CompiledGraph {
    /// Builds the call plan from the lowering and checks it against the executable.
    pub fn new(
        name: String,
        key: CacheKey,
        lowered: Lowered,
        donations: Vec<Donation>,
        exe: Arc<LoadedExecutable>,
        cache_hit: bool,
    ) -> Result<Self> {
        let params: Vec<ArgSpec> = lowered.params.iter().map(|(_, t)| arg_spec(t)).collect::<Result<_>>()?;
        let results: Vec<ArgSpec> = lowered.results.iter().map(arg_spec).collect::<Result<_>>()?;
        exe.check_plan(&params, &results).map_err(|e| match e {
            Error::RuntimeArg(m) => Error::Internal(format!("graph `{name}`: the executable does not match the lowering: {m}")),
            other => other,
        })?;
        for d in &donations {
            if params.get(d.param) != results.get(d.result) || d.param >= params.len() {
                return Err(Error::Internal(format!(
                    "graph `{name}`: donation of parameter {} to result {} does not match the plan",
                    d.param, d.result
                )));
            }
        }
        Ok(CompiledGraph { name, key, lowered, exe, cache_hit, params, results, donations })
    }

    /// The parameters' plan, in executable order.
    pub fn params(&self) -> &[ArgSpec] {
        &self.params
    }

    /// The results' plan, in executable order.
    pub fn results(&self) -> &[ArgSpec] {
        &self.results
    }

    /// The parameters the program may write a result into (input/output aliases).
    pub fn donations(&self) -> &[Donation] {
        &self.donations
    }

    /// Runs on borrowed host memory, one pointer per parameter (its byte size is the plan's), and
    /// returns the results as PJRT buffers (see [`LoadedExecutable::execute_borrowed`]).
    ///
    /// # Safety
    /// `data[i]` must point to `self.params()[i].len_bytes` readable bytes (NULL when 0) that stay
    /// valid and unmodified until this returns; a parameter in [`donations`](Self::donations) must
    /// be writable and nothing else may read it meanwhile: it may hold its result afterwards (see
    /// [`LoadedExecutable::execute_borrowed`]).
    pub unsafe fn run_borrowed(&self, data: &[*const u8]) -> Result<Executed> {
        // SAFETY: forwarded from the caller.
        unsafe { self.run_borrowed_with(data, &[]) }
    }

    /// [`run_borrowed`](Self::run_borrowed), with buffers kept from earlier calls for parameters
    /// that did not change (`resident`: empty, or one entry per parameter; see
    /// [`LoadedExecutable::execute_borrowed`]).
    ///
    /// # Safety
    /// As for [`run_borrowed`](Self::run_borrowed); each resident buffer must have been made over
    /// `data[i]`'s memory, unchanged since (or, on the CPU plugin, read in place).
    pub unsafe fn run_borrowed_with(&self, data: &[*const u8], resident: &[Option<&ResidentBuffer>]) -> Result<Executed> {
        if data.len() != self.params.len() {
            return Err(Error::RuntimeArg(format!(
                "graph `{}` takes {} inputs, got {}",
                self.name,
                self.params.len(),
                data.len()
            )));
        }
        // SAFETY: forwarded from the caller; the plan passed `check_plan` in `new`.
        unsafe { self.exe.execute_borrowed(&self.params, data, &self.results, &self.donations, resident) }
    }

    /// Runs on raw host memory: one `(pointer, byte length)` per executable parameter and result,
    /// in order. Shapes and dtypes are the compiled ones; byte lengths are checked against them.
    ///
    /// # Safety
    /// Each pointer must be valid for its length (reads for inputs, writes for outputs) for the
    /// duration of the call, and output regions must not overlap any other region.
    pub unsafe fn run_raw(&self, inputs: &[(usize, usize)], outputs: &[(usize, usize)]) -> Result<()> {
        if inputs.len() != self.params.len() || outputs.len() != self.results.len() {
            return Err(Error::RuntimeArg(format!(
                "graph `{}` takes {} inputs and {} outputs, got {} and {}",
                self.name,
                self.params.len(),
                self.results.len(),
                inputs.len(),
                outputs.len()
            )));
        }
        let mut ins = Vec::with_capacity(inputs.len());
        for (i, (&(ptr, len), spec)) in inputs.iter().zip(&self.params).enumerate() {
            let (et, dims) = (&spec.dtype, &spec.dims);
            if ptr == 0 && len != 0 {
                return Err(Error::RuntimeArg(format!("input {i} of graph `{}` has a null data pointer", self.name)));
            }
            // SAFETY: the caller guarantees `ptr` is readable for `len` bytes during this call.
            let data: &[u8] = if len == 0 { &[] } else { unsafe { std::slice::from_raw_parts(ptr as *const u8, len) } };
            ins.push(HostInput::new(data, dims.clone(), *et));
        }
        let mut outs = Vec::with_capacity(outputs.len());
        for (i, (&(ptr, len), spec)) in outputs.iter().zip(&self.results).enumerate() {
            let (et, dims) = (&spec.dtype, &spec.dims);
            if ptr == 0 && len != 0 {
                return Err(Error::RuntimeArg(format!("output {i} of graph `{}` has a null data pointer", self.name)));
            }
            // SAFETY: the caller guarantees `ptr` is writable for `len` bytes and not aliased.
            let data: &mut [u8] =
                if len == 0 { &mut [] } else { unsafe { std::slice::from_raw_parts_mut(ptr as *mut u8, len) } };
            outs.push(HostOutput::new(data, dims.clone(), *et));
        }
        self.exe.execute(&ins, &mut outs)
    }
}

fn arg_spec(t: &crate::ir::TensorType) -> Result<ArgSpec> {
    ArgSpec::new(ElementType::from(t.dtype), t.static_dims().unwrap_or_default())
}

/// A PJRT client, the executable cache (in memory, on disk unless turned off, and in Redis when
/// `TORCHTPU_REMOTE_CACHE` names one), the compile service when `TORCHTPU_COMPILER` names one,
/// and the counters of one process.
pub struct Session {
    client: Client,
    cache: MemoryCache<LoadedExecutable>,
    /// The persistent tier (`docs/cache.md`); `None` when `TORCHTPU_CACHE_DIR` turns it off or
    /// its directory cannot be created.
    disk: Option<Persistent>,
    /// The remote tier (`docs/cache.md`), after the disk: `None` unless configured.
    remote: Option<Persistent>,
    /// The compile service (`docs/service.md`): asked after a memory miss, before the tiers
    /// above, which this process then uses only when the service fails.
    service: Option<ServiceClient>,
    /// Everything but the StableHLO that goes into a key: the compile options, the plugin's and
    /// the devices' identity, the compiler's version.
    target: Target,
    pub stats: Stats,
}

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

/// Which caches and which compiler a session uses.
#[derive(Debug, Clone)]
pub struct SessionConfig {
    pub disk: DiskConfig,
    /// `TORCHTPU_REMOTE_CACHE`.
    pub remote: Option<RedisUrl>,
    /// `TORCHTPU_COMPILER=unix:PATH`: the compile service's socket.
    pub service: Option<PathBuf>,
    /// Problems with the variables, each reported once when the session opens.
    pub problems: Vec<String>,
}

impl SessionConfig {
    /// `TORCHTPU_CACHE_DIR`, `TORCHTPU_CACHE_MAX_BYTES`, `TORCHTPU_REMOTE_CACHE`, `TORCHTPU_COMPILER`.
    pub fn from_env() -> SessionConfig {
        let mut problems = Vec::new();
        let remote = cache::remote::url_from_env().unwrap_or_else(|e| {
            problems.push(e);
            None
        });
        let service = crate::service::socket_from_env().unwrap_or_else(|e| {
            problems.push(e);
            None
        });
        SessionConfig { disk: DiskConfig::from_env(), remote, service, problems }
    }

    /// Only a disk tier (or none): no remote tier, no service.
    pub fn local(disk: &DiskConfig) -> SessionConfig {
        SessionConfig { disk: disk.clone(), remote: None, service: None, problems: Vec::new() }
    }
}

/// Opens the disk tier `config` describes; `None` (with one warning) when it cannot be used.
fn open_disk(config: &DiskConfig) -> Option<Persistent> {
    if let Some(problem) = &config.problem {
        eprintln!("torchtpu: warning: {problem}");
    }
    let dir = config.dir.as_ref()?;
    match DiskStore::open(dir, config.max_bytes) {
        Ok((store, trust_warning)) => {
            if let Some(w) = trust_warning {
                eprintln!("torchtpu: warning: {w}");
            }
            Some(Persistent::new(Box::new(store)))
        }
        Err(e) => {
            cache::warn_degraded(&format!(
                "cannot create the compile cache directory {} ({e}); compiling without the persistent cache",
                dir.display()
            ));
            None
        }
    }
}

impl Session {
    /// Loads the plugin at `plugin_path` (or the default: `TORCHTPU_PJRT_PLUGIN`, then the plugin
    /// the build found), creates a client, and opens the caches and the compile service the
    /// environment names ([`SessionConfig::from_env`]).
    pub fn new(plugin_path: Option<&Path>) -> Result<Session> {
        Session::with_config(plugin_path, &SessionConfig::from_env())
    }

    /// [`Session::new`] with an explicit disk-cache configuration, and no remote tier or service.
    pub fn with_cache(plugin_path: Option<&Path>, disk: &DiskConfig) -> Result<Session> {
        Session::with_config(plugin_path, &SessionConfig::local(disk))
    }

    /// [`Session::new`] with an explicit configuration.
    pub fn with_config(plugin_path: Option<&Path>, config: &SessionConfig) -> Result<Session> {
        let path = match plugin_path {
            Some(p) => p.to_path_buf(),
            None => Plugin::default_path().ok_or_else(|| Error::PluginLoad {
                path: PathBuf::from("<none>"),
                message: "no PJRT plugin found: set TORCHTPU_PJRT_PLUGIN or install xla-cpu-pjrt".into(),
            })?,
        };
        let plugin = Plugin::load(&path)?;
        let client = Client::new(plugin)?;
        let target = Target::of_client(&client, &default_compile_options());
        for p in &config.problems {
            eprintln!("torchtpu: warning: {p}");
        }
        Ok(Session {
            client,
            cache: MemoryCache::new(4096),
            disk: open_disk(&config.disk),
            remote: config.remote.clone().map(|url| Persistent::remote(Box::new(RemoteStore::new(url)))),
            service: config.service.as_deref().map(ServiceClient::new),
            target,
            stats: Stats::default(),
        })
    }

    pub fn client(&self) -> &Client {
        &self.client
    }

    pub fn platform(&self) -> String {
        format!("{} {}", self.client.platform_name(), self.client.platform_version())
    }

    pub fn target(&self) -> &Target {
        &self.target
    }

    /// The persistent tier, when on.
    pub fn disk(&self) -> Option<&Persistent> {
        self.disk.as_ref()
    }

    /// The remote tier, when configured.
    pub fn remote(&self) -> Option<&Persistent> {
        self.remote.as_ref()
    }

    /// The compile service, when configured (and not yet given up on).
    pub fn service(&self) -> Option<&ServiceClient> {
        self.service.as_ref()
    }

    /// The key components of `stablehlo` compiled by this session (`XLA_FLAGS` read now).
    pub fn components_for(&self, stablehlo: &str) -> KeyComponents {
        self.target.components(stablehlo)
    }

    pub fn key_for(&self, stablehlo: &str) -> CacheKey {
        self.components_for(stablehlo).key()
    }

    /// Compiles a serialized graph, or finds its executable in memory or on disk.
    pub fn compile(&self, json: &str, opts: &PassOptions) -> Result<Arc<CompiledGraph>> {
        let front = lower_graph(json, opts)?;
        self.stats.frontend_us.fetch_add((front.frontend_seconds * 1e6) as u64, Ordering::Relaxed);
        let components = self.components_for(&front.lowered.mlir);
        let key = components.key();
        let t0 = Instant::now();
        let program = Program {
            name: &front.source.name,
            graph_hash: blake3::hash(json.as_bytes()).to_hex().to_string(),
            stablehlo: &front.lowered.mlir,
            num_outputs: front.lowered.results.len(),
        };
        let (exe, source) = self.executable(&key, &components, &program)?;
        let seconds = t0.elapsed().as_secs_f64();
        let hit = source.is_hit();
        if let Some(dir) = dump_dir() {
            write_dump(&dir, &front, json, &key, seconds, hit)?;
        }
        Ok(Arc::new(CompiledGraph::new(front.source.name.clone(), key, front.lowered, front.donations, exe, hit)?))
    }

    /// The executable for `program`, whose key components are `components` (this session's
    /// own: the compile service checks that a client's match). Used by the service's server.
    pub fn executable_for(&self, components: &KeyComponents, program: &Program) -> Result<(Arc<LoadedExecutable>, Source)> {
        self.executable(&components.key(), components, program)
    }

    /// Memory, then the compile service (when configured), then disk, remote, and XLA (under
    /// the key's lock, storing the result in both tiers).
    fn executable(
        &self,
        key: &CacheKey,
        components: &KeyComponents,
        program: &Program,
    ) -> Result<(Arc<LoadedExecutable>, Source)> {
        if let Some(exe) = self.cache.get(key) {
            self.stats.cache_hits.fetch_add(1, Ordering::Relaxed);
            return Ok((exe, Source::Memory));
        }
        if let Some(service) = self.service.as_ref().filter(|s| s.is_on()) {
            if let Some(found) = self.via_service(service, key, components, program) {
                return Ok(found);
            }
        }
        if self.disk.is_none() && self.remote.is_none() {
            return Ok((self.compile_xla(key, program)?, Source::Compiled));
        }
        if let Some(found) = self.load(key, program) {
            return Ok(found);
        }
        if let Some(disk) = self.disk.as_ref().filter(|_| explain_enabled()) {
            self.explain_miss(disk, key, components, program);
        }
        // Compile under the key's lock: a process that was compiling the same key meanwhile has
        // stored it by the time we get the lock.
        let guard = self.disk.as_ref().and_then(|d| d.lock(key));
        if guard.as_ref().is_some_and(|g| g.waited) {
            self.stats.disk_lock_waits.fetch_add(1, Ordering::Relaxed);
        }
        if guard.is_some() {
            if let Some(found) = self.load(key, program) {
                return Ok(found);
            }
        }
        if self.disk.is_some() {
            self.stats.disk_misses.fetch_add(1, Ordering::Relaxed);
        }
        if self.remote.as_ref().is_some_and(|r| r.writable()) {
            self.stats.remote_misses.fetch_add(1, Ordering::Relaxed);
        }
        let t0 = Instant::now();
        let exe = self.compile_xla(key, program)?;
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
                self.stats.disk_writes.fetch_add(1, Ordering::Relaxed);
                self.stats.disk_evictions.fetch_add(evicted as u64, Ordering::Relaxed);
                self.stats.disk_store_us.fetch_add((t1.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
            }
        }
        if let Some(remote) = &self.remote {
            if remote.put(key, || encoded.take().map(Ok).unwrap_or_else(encode)).is_some() {
                self.stats.remote_writes.fetch_add(1, Ordering::Relaxed);
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
        service: &ServiceClient,
        key: &CacheKey,
        components: &KeyComponents,
        program: &Program,
    ) -> Option<(Arc<LoadedExecutable>, Source)> {
        self.stats.service_requests.fetch_add(1, Ordering::Relaxed);
        let t0 = Instant::now();
        let loaded = service.compile(key, components, program).and_then(|(bytes, server_hit)| {
            match self.client.deserialize_and_load(&bytes) {
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
                self.stats.service_hits.fetch_add(1, Ordering::Relaxed);
                self.stats.service_us.fetch_add((t0.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
                if server_hit {
                    self.stats.cache_hits.fetch_add(1, Ordering::Relaxed);
                }
                Some((exe, Source::Service { hit: server_hit }))
            }
            Err(why) => {
                self.stats.service_fallbacks.fetch_add(1, Ordering::Relaxed);
                service.give_up(&why);
                None
            }
        }
    }

    fn compile_xla(&self, key: &CacheKey, program: &Program) -> Result<Arc<LoadedExecutable>> {
        let t0 = Instant::now();
        let exe = Arc::new(self.client.compile(program.stablehlo, &self.target.compile_options)?);
        self.stats.compiles.fetch_add(1, Ordering::Relaxed);
        self.stats.xla_compile_us.fetch_add((t0.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
        self.cache.insert(*key, exe.clone());
        Ok(exe)
    }

    /// The executable for `key` from disk, else from the remote tier (and then also written to
    /// disk), loaded and checked against the lowering; `None` on a miss or a bad entry (which is
    /// removed and logged).
    fn load(&self, key: &CacheKey, program: &Program) -> Option<(Arc<LoadedExecutable>, Source)> {
        if let Some(disk) = &self.disk {
            let t0 = Instant::now();
            if let Some((exe, _)) = self.load_from(disk, key, program, &self.stats.disk_bad_entries) {
                self.stats.disk_hits.fetch_add(1, Ordering::Relaxed);
                self.stats.disk_load_us.fetch_add((t0.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
                return Some((exe, Source::Disk));
            }
        }
        let remote = self.remote.as_ref()?;
        let t0 = Instant::now();
        let (exe, entry) = self.load_from(remote, key, program, &self.stats.remote_bad_entries)?;
        self.stats.remote_hits.fetch_add(1, Ordering::Relaxed);
        self.stats.remote_load_us.fetch_add((t0.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
        if let Some(disk) = &self.disk {
            if let Some(evicted) = disk.put(key, || Ok(entry.encode())) {
                self.stats.disk_writes.fetch_add(1, Ordering::Relaxed);
                self.stats.disk_evictions.fetch_add(evicted as u64, Ordering::Relaxed);
            }
        }
        Some((exe, Source::Remote))
    }

    /// One tier's checked entry for `key`, loaded by PJRT; an entry PJRT refuses, or whose
    /// result count does not fit, is removed and counted in `bad`.
    fn load_from(
        &self,
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
            match self.client.deserialize_and_load(&entry.payload) {
                Ok(exe) if exe.num_outputs() == want => Ok(exe),
                Ok(exe) => Err(format!("the executable has {} results, the graph {want}", exe.num_outputs())),
                Err(e) => Err(format!("PJRT could not load it: {e}")),
            }
        };
        match exe {
            Ok(exe) => {
                let exe = Arc::new(exe);
                self.cache.insert(*key, exe.clone());
                self.stats.cache_hits.fetch_add(1, Ordering::Relaxed);
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
            None => cache::log(&format!("{head}: the cache holds no entries")),
            Some(n) => cache::log(&format!("{head}: {}", explain::one_line(&n))),
        }
    }

    pub fn run(&self, g: &CompiledGraph, inputs: &[(usize, usize)], outputs: &[(usize, usize)]) -> Result<()> {
        // SAFETY: forwarded from the caller's contract (see `CompiledGraph::run_raw`).
        unsafe { g.run_raw(inputs, outputs)? };
        self.stats.executions.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// [`CompiledGraph::run_borrowed`], counted in `executions`.
    ///
    /// # Safety
    /// As for [`CompiledGraph::run_borrowed`].
    pub unsafe fn run_borrowed(&self, g: &CompiledGraph, data: &[*const u8]) -> Result<Executed> {
        // SAFETY: forwarded from the caller's contract.
        unsafe { self.run_borrowed_with(g, data, &[]) }
    }

    /// [`CompiledGraph::run_borrowed_with`], counted in `executions`.
    ///
    /// # Safety
    /// As for [`CompiledGraph::run_borrowed_with`].
    pub unsafe fn run_borrowed_with(&self, g: &CompiledGraph, data: &[*const u8], resident: &[Option<&ResidentBuffer>]) -> Result<Executed> {
        // SAFETY: forwarded from the caller's contract.
        let out = unsafe { g.run_borrowed_with(data, resident)? };
        self.stats.executions.fetch_add(1, Ordering::Relaxed);
        Ok(out)
    }

    /// Empties the in-memory tier (the disk tier is managed with `torchtpu-compiler cache`).
    pub fn clear_cache(&self) {
        self.cache.clear();
    }
}

fn unix_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
}

/// `TORCHTPU_DUMP_DIR`, read at each compile so it can be set after import.
pub fn dump_dir() -> Option<PathBuf> {
    std::env::var_os("TORCHTPU_DUMP_DIR").filter(|v| !v.is_empty()).map(PathBuf::from)
}

/// Writes `<name>-<hash12>.graph.json`, `.ir.txt`, `.stablehlo.mlir` and appends a line to
/// `index.jsonl` (see `docs/inspecting.md`).
pub fn write_dump(dir: &Path, front: &Frontend, json: &str, key: &CacheKey, compile_seconds: f64, hit: bool) -> Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let name = if front.source.name.is_empty() { "graph" } else { front.source.name.as_str() };
    let safe: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' || c == '-' { c } else { '_' }).collect();
    let hash = key.hex();
    let stem = format!("{safe}-{}", &hash[..12]);
    let write = |suffix: &str, text: &str| -> Result<()> {
        let p = dir.join(format!("{stem}.{suffix}"));
        std::fs::write(&p, text).map_err(|e| Error::io(&p, e))
    };
    write("graph.json", json)?;
    write("ir.txt", &front.ir_text)?;
    write("stablehlo.mlir", &front.lowered.mlir)?;
    let shapes: Vec<String> = front.lowered.params.iter().map(|(_, t)| t.to_string()).collect();
    let line = serde_json::json!({
        "graph": name,
        "hash": hash,
        "files": stem,
        "input_shapes": shapes,
        "frontend_ms": (front.frontend_seconds * 1e3 * 1000.0).round() / 1000.0,
        "compile_ms": (compile_seconds * 1e3 * 1000.0).round() / 1000.0,
        "cache": if hit { "hit" } else { "miss" },
    });
    let idx = dir.join("index.jsonl");
    let mut f = std::fs::OpenOptions::new().create(true).append(true).open(&idx).map_err(|e| Error::io(&idx, e))?;
    writeln!(f, "{line}").map_err(|e| Error::io(&idx, e))
}
