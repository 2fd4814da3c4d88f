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
use crate::cache::{self, CacheKey, DiskConfig, DiskStore, Fetched, KeyComponents, MemoryCache, Persistent, Target};
use crate::graph_format::{self, SerializedGraph};
use crate::ir::{self, Graph};
use crate::lower::{self, Lowered};
use crate::passes::{self, PassOptions};
use crate::runtime::{
    default_compile_options, ArgSpec, Client, ElementType, Executed, HostInput, HostOutput, LoadedExecutable, Plugin,
};
use crate::{Error, Result};

/// The front half's products for one graph.
pub struct Frontend {
    pub source: SerializedGraph,
    pub graph: Graph,
    /// The IR after passes, printed.
    pub ir_text: String,
    pub lowered: Lowered,
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
    let ir_text = graph.to_string();
    Ok(Frontend { source, graph, ir_text, lowered, frontend_seconds: t0.elapsed().as_secs_f64() })
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
}

impl Stats {
    fn counters(&self) -> [(&'static str, &AtomicU64); 13] {
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
}

impl CompiledGraph {
    /// Builds the call plan from the lowering and checks it against the executable.
    pub fn new(name: String, key: CacheKey, lowered: Lowered, exe: Arc<LoadedExecutable>, cache_hit: bool) -> Result<Self> {
        let params: Vec<ArgSpec> = lowered.params.iter().map(|(_, t)| arg_spec(t)).collect::<Result<_>>()?;
        let results: Vec<ArgSpec> = lowered.results.iter().map(arg_spec).collect::<Result<_>>()?;
        exe.check_plan(&params, &results).map_err(|e| match e {
            Error::RuntimeArg(m) => Error::Internal(format!("graph `{name}`: the executable does not match the lowering: {m}")),
            other => other,
        })?;
        Ok(CompiledGraph { name, key, lowered, exe, cache_hit, params, results })
    }

    /// The parameters' plan, in executable order.
    pub fn params(&self) -> &[ArgSpec] {
        &self.params
    }

    /// The results' plan, in executable order.
    pub fn results(&self) -> &[ArgSpec] {
        &self.results
    }

    /// Runs on borrowed host memory, one pointer per parameter (its byte size is the plan's), and
    /// returns the results as PJRT buffers (see [`LoadedExecutable::execute_borrowed`]).
    ///
    /// # Safety
    /// `data[i]` must point to `self.params()[i].len_bytes` readable bytes (NULL when 0) that stay
    /// valid and unmodified until this returns.
    pub unsafe fn run_borrowed(&self, data: &[*const u8]) -> Result<Executed> {
        if data.len() != self.params.len() {
            return Err(Error::RuntimeArg(format!(
                "graph `{}` takes {} inputs, got {}",
                self.name,
                self.params.len(),
                data.len()
            )));
        }
        // SAFETY: forwarded from the caller; the plan passed `check_plan` in `new`.
        unsafe { self.exe.execute_borrowed(&self.params, data, &self.results) }
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
    let et = ElementType::from_torch_name(torch_long_name(t.dtype))
        .ok_or_else(|| Error::Internal(format!("no PJRT element type for {}", t.dtype)))?;
    ArgSpec::new(et, t.static_dims().unwrap_or_default())
}

/// torch's name of a dtype (`torch.<name>`).
pub fn torch_long_name(d: crate::ir::DType) -> &'static str {
    use crate::ir::DType::*;
    match d {
        Bool => "bool",
        U8 => "uint8",
        U32 => "uint32",
        U64 => "uint64",
        I8 => "int8",
        I16 => "int16",
        I32 => "int32",
        I64 => "int64",
        F16 => "float16",
        BF16 => "bfloat16",
        F32 => "float32",
        F64 => "float64",
    }
}

/// A PJRT client, the executable cache (in memory, and on disk unless turned off) and the
/// counters of one process.
pub struct Session {
    client: Client,
    cache: MemoryCache<LoadedExecutable>,
    /// The persistent tier (`docs/cache.md`); `None` when `TORCHTPU_CACHE_DIR` turns it off or
    /// its directory cannot be created.
    disk: Option<Persistent>,
    /// Everything but the StableHLO that goes into a key: the compile options, the plugin's and
    /// the devices' identity, the compiler's version.
    target: Target,
    pub stats: Stats,
}

/// Where a compiled graph's executable came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    Memory,
    Disk,
    Compiled,
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
    /// the build found), creates a client, and opens the disk cache the environment names
    /// (`TORCHTPU_CACHE_DIR`, `TORCHTPU_CACHE_MAX_BYTES`).
    pub fn new(plugin_path: Option<&Path>) -> Result<Session> {
        Session::with_cache(plugin_path, &DiskConfig::from_env())
    }

    /// [`Session::new`] with an explicit disk-cache configuration.
    pub fn with_cache(plugin_path: Option<&Path>, disk: &DiskConfig) -> Result<Session> {
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
        Ok(Session { client, cache: MemoryCache::new(4096), disk: open_disk(disk), target, stats: Stats::default() })
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
        let (exe, source) = self.executable(&key, &components, &front, json)?;
        let seconds = t0.elapsed().as_secs_f64();
        let hit = source != Source::Compiled;
        if let Some(dir) = dump_dir() {
            write_dump(&dir, &front, json, &key, seconds, hit)?;
        }
        Ok(Arc::new(CompiledGraph::new(front.source.name.clone(), key, front.lowered, exe, hit)?))
    }

    /// Memory, then disk, then XLA (under the key's lock, storing the result).
    fn executable(
        &self,
        key: &CacheKey,
        components: &KeyComponents,
        front: &Frontend,
        json: &str,
    ) -> Result<(Arc<LoadedExecutable>, Source)> {
        if let Some(exe) = self.cache.get(key) {
            self.stats.cache_hits.fetch_add(1, Ordering::Relaxed);
            return Ok((exe, Source::Memory));
        }
        let Some(disk) = &self.disk else {
            return Ok((self.compile_xla(key, front)?, Source::Compiled));
        };
        if let Some(exe) = self.load(disk, key, front) {
            return Ok((exe, Source::Disk));
        }
        if explain_enabled() {
            self.explain_miss(disk, key, components, front, json);
        }
        // Compile under the key's lock: a process that was compiling the same key meanwhile has
        // stored it by the time we get the lock.
        let guard = disk.lock(key);
        if guard.as_ref().is_some_and(|g| g.waited) {
            self.stats.disk_lock_waits.fetch_add(1, Ordering::Relaxed);
        }
        if guard.is_some() {
            if let Some(exe) = self.load(disk, key, front) {
                return Ok((exe, Source::Disk));
            }
        }
        self.stats.disk_misses.fetch_add(1, Ordering::Relaxed);
        let t0 = Instant::now();
        let exe = self.compile_xla(key, front)?;
        let compile_ms = t0.elapsed().as_secs_f64() * 1e3;
        let t1 = Instant::now();
        let stored = disk.put(key, || {
            let header = EntryHeader {
                key: key.hex(),
                graph: front.source.name.clone(),
                graph_hash: blake3::hash(json.as_bytes()).to_hex().to_string(),
                components: components.clone(),
                payload_kind: PAYLOAD_PJRT_EXECUTABLE.into(),
                num_outputs: front.lowered.results.len() as u64,
                created_unix_ms: unix_ms(),
                compile_ms,
            };
            let payload = exe.serialize()?;
            Ok(Entry { header, stablehlo: front.lowered.mlir.clone(), payload }.encode())
        });
        if let Some(evicted) = stored {
            self.stats.disk_writes.fetch_add(1, Ordering::Relaxed);
            self.stats.disk_evictions.fetch_add(evicted as u64, Ordering::Relaxed);
            self.stats.disk_store_us.fetch_add((t1.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
        }
        drop(guard);
        Ok((exe, Source::Compiled))
    }

    fn compile_xla(&self, key: &CacheKey, front: &Frontend) -> Result<Arc<LoadedExecutable>> {
        let t0 = Instant::now();
        let exe = Arc::new(self.client.compile(&front.lowered.mlir, &self.target.compile_options)?);
        self.stats.compiles.fetch_add(1, Ordering::Relaxed);
        self.stats.xla_compile_us.fetch_add((t0.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
        self.cache.insert(*key, exe.clone());
        Ok(exe)
    }

    /// The executable for `key` from disk, loaded and checked against the lowering; `None` on a
    /// miss or a bad entry (which is removed and logged).
    fn load(&self, disk: &Persistent, key: &CacheKey, front: &Frontend) -> Option<Arc<LoadedExecutable>> {
        let t0 = Instant::now();
        let entry = match disk.get(key) {
            Fetched::Hit(e) => e,
            Fetched::Miss => return None,
            Fetched::Bad => {
                self.stats.disk_bad_entries.fetch_add(1, Ordering::Relaxed);
                return None;
            }
        };
        let want = front.lowered.results.len();
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
                self.stats.disk_hits.fetch_add(1, Ordering::Relaxed);
                self.stats.disk_load_us.fetch_add((t0.elapsed().as_secs_f64() * 1e6) as u64, Ordering::Relaxed);
                Some(exe)
            }
            Err(why) => {
                self.stats.disk_bad_entries.fetch_add(1, Ordering::Relaxed);
                disk.discard(key, &why);
                None
            }
        }
    }

    /// Logs which key component differs from the nearest stored entry of this graph.
    fn explain_miss(
        &self,
        disk: &Persistent,
        key: &CacheKey,
        components: &KeyComponents,
        front: &Frontend,
        json: &str,
    ) {
        let graph_hash = blake3::hash(json.as_bytes()).to_hex().to_string();
        let candidates = disk.store().candidates();
        let head = format!("miss for graph `{}` (key {}) in {}", front.source.name, key.short(), disk.location());
        match explain::nearest(components, &front.source.name, &graph_hash, &candidates, Some(key)) {
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
        let out = unsafe { g.run_borrowed(data)? };
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
