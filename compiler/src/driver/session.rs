//! A session: one PJRT client, the cache tiers and the compile service, and the counters of one
//! process.

use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use super::{lower_configured, write_dump, write_failed_dump, CompileConfig, CompiledGraph, Stats};
use crate::cache::resp::RedisUrl;
use crate::cache::{
    self, open_disk, CacheKey, CompileService, DiskConfig, KeyComponents, MemoryCache, On, Persistent, Program, RemoteStore,
    Source, Target, Tiers,
};
use crate::runtime::{default_compile_options, ArgBuffer, Client, ClientOptions, PlatformKind, Executed, LoadedExecutable, OwnedBuffer, Plugin, ResidentBuffer};
use crate::service::client::ServiceClient;
use crate::{Error, Result};

/// A PJRT client, the executable cache (in memory, on disk unless turned off, and in Redis when
/// `TORCHTPU_REMOTE_CACHE` names one), the compile service when `TORCHTPU_COMPILER` names one,
/// and the counters of one process.
pub struct Session {
    client: Client,
    /// Memory, the compile service (`docs/service.md`), disk and remote (`docs/cache.md`).
    tiers: Tiers,
    /// Everything but the StableHLO that goes into a key: the compile options, the plugin's and
    /// the devices' identity, the compiler's version.
    target: Target,
    pub stats: Stats,
}

/// What [`Session::compile`] gives back: the executable and the tier it came from.
#[derive(Clone)]
pub struct CompileOutcome {
    pub graph: Arc<CompiledGraph>,
    /// Memory, service, disk, remote or compiled (`Source::name`).
    pub source: Source,
}

impl std::ops::Deref for CompileOutcome {
    type Target = CompiledGraph;
    fn deref(&self) -> &CompiledGraph {
        &self.graph
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
        Session::with_client_options(plugin_path, config, &ClientOptions::default())
    }

    /// [`Session::with_config`] with client creation options (docs/gpu.md): the plugin gets the
    /// ones of its platform, as its file name says (`PlatformKind::guess`).
    pub fn with_client_options(plugin_path: Option<&Path>, config: &SessionConfig, options: &ClientOptions) -> Result<Session> {
        let path = match plugin_path {
            Some(p) => p.to_path_buf(),
            None => Plugin::default_path().ok_or_else(|| Error::PluginLoad {
                path: PathBuf::from("<none>"),
                message: "no PJRT plugin found: set TORCHTPU_PJRT_PLUGIN or install xla-cpu-pjrt".into(),
            })?,
        };
        let named = options.named_values(PlatformKind::guess(&path.to_string_lossy()))?;
        let plugin = Plugin::load(&path)?;
        let client = Client::with_named_options(plugin, &named)?;
        let target = Target::of_client(&client, &default_compile_options());
        for p in &config.problems {
            crate::diag::warn(p);
        }
        let tiers = Tiers {
            cache: MemoryCache::new(4096),
            disk: open_disk(&config.disk),
            remote: config.remote.clone().map(|url| Persistent::remote(Box::new(RemoteStore::new(url)))),
            service: config.service.as_deref().map(|p| Box::new(ServiceClient::new(p)) as Box<dyn CompileService>),
        };
        Ok(Session {
            client,
            tiers,
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
        self.tiers.disk.as_ref()
    }

    /// The remote tier, when configured.
    pub fn remote(&self) -> Option<&Persistent> {
        self.tiers.remote.as_ref()
    }

    /// The compile service, when configured (and not yet given up on).
    pub fn service(&self) -> Option<&dyn CompileService> {
        self.tiers.service.as_deref()
    }

    /// The key components of `stablehlo` compiled by this session with `xla_flags` (the compile
    /// config's: `XLA_FLAGS` as the caller read it).
    pub fn components_for(&self, stablehlo: &str, xla_flags: &str) -> KeyComponents {
        self.target.components(stablehlo, xla_flags)
    }

    pub fn key_for(&self, stablehlo: &str, xla_flags: &str) -> CacheKey {
        self.components_for(stablehlo, xla_flags).key()
    }

    /// Compiles a serialized graph with `config`, or finds its executable in a cache tier. Reads
    /// no environment variable: everything it takes besides the graph is in `config`.
    ///
    /// Refused nodes come back together: [`Error::Refused`] (or the one refusal itself), each
    /// with its code, node and op ([`Error::refusals`]).
    pub fn compile(&self, json: &str, config: &CompileConfig) -> Result<CompileOutcome> {
        self.compile_inner(json, config).inspect_err(|e| {
            // A graph that failed is dumped too, so that it can be minified (docs/debugging.md).
            if let Some(dir) = &config.dump_dir {
                let _ = write_failed_dump(dir, json, e);
            }
        })
    }

    /// `config` as this session's target can honour it: `blas_gemm` only for a client with
    /// torchtpu's CPU kernels, in a process that loaded a BLAS for them; TF32 only on the CUDA
    /// plugin (elsewhere float32 products keep HIGHEST, and their cache keys do not move);
    /// attention in torch's CUDA kernels only for a CUDA client that registered them, in a process
    /// that loaded them.
    pub fn for_target(&self, config: &CompileConfig) -> CompileConfig {
        let gemm = config.blas_gemm && self.client.has_cpu_kernels() && crate::runtime::cpu_kernels::gemm::blas_path().is_some();
        let aten_loaded = self.client.has_cpu_kernels() && crate::runtime::cpu_kernels::aten::aten_path().is_some();
        let cuda = self.client.platform_name().eq_ignore_ascii_case("cuda");
        CompileConfig {
            blas_gemm: gemm,
            aten_conv: config.aten_conv && aten_loaded,
            aten_ops: config.aten_ops && aten_loaded,
            tf32_matmul: config.tf32_matmul && cuda,
            tf32_conv: config.tf32_conv && cuda,
            cuda_attention: config.cuda_attention && cuda && self.client.has_cuda_kernels() && crate::runtime::cuda_kernels::attention_loaded(),
            ..config.clone()
        }
    }

    fn compile_inner(&self, json: &str, config: &CompileConfig) -> Result<CompileOutcome> {
        let front = lower_configured(json, &self.for_target(config))?;
        self.stats.frontend_us.fetch_add((front.frontend_seconds * 1e6) as u64, Ordering::Relaxed);
        let components = self.components_for(&front.lowered.mlir, &config.xla_flags);
        let key = components.key();
        let t0 = Instant::now();
        let program = Program {
            name: &front.source.name,
            graph_hash: blake3::hash(json.as_bytes()).to_hex().to_string(),
            stablehlo: &front.lowered.mlir,
            num_outputs: front.lowered.results.len(),
        };
        let (exe, source) = self.tiers.executable(&self.on(config.explain_cache), &key, &components, &program)?;
        if exe.leaves_kernels_to_workers() && !config.keep_off_inline {
            // XLA would run it inline and leave kernels to its workers: once more, off that path.
            return self.compile_inner(json, &CompileConfig { keep_off_inline: true, ..config.clone() });
        }
        let seconds = t0.elapsed().as_secs_f64();
        if let Some(dir) = &config.dump_dir {
            // A dump is for the user's eyes: a directory it cannot be written to costs a warning,
            // never the compile.
            if let Err(e) = write_dump(dir, &front, json, &key, seconds, source.is_hit()) {
                static WARNED: std::sync::Once = std::sync::Once::new();
                WARNED.call_once(|| {
                    crate::diag::warn(format_args!("TORCHTPU_DUMP_DIR: cannot write dumps ({e}); compiling without them"))
                });
            }
        }
        let mut compiled = CompiledGraph::new(front.source.name.clone(), key, front.lowered, front.donations, exe, source)?;
        compiled.components = Some(components);
        Ok(CompileOutcome { graph: Arc::new(compiled), source })
    }

    /// The executable for `program`, whose key components are `components` (this session's
    /// own: the compile service checks that a client's match). Used by the service's server;
    /// `explain`: log why a persistent-cache miss missed.
    pub fn executable_for(&self, components: &KeyComponents, program: &Program, explain: bool) -> Result<(Arc<LoadedExecutable>, Source)> {
        self.tiers.executable(&self.on(explain), &components.key(), components, program)
    }

    fn on(&self, explain: bool) -> On<'_> {
        On { client: &self.client, target: &self.target, stats: &self.stats.tiers, explain }
    }

    /// [`CompiledGraph::run_raw`], counted in `executions`.
    ///
    /// # Safety
    /// As for [`CompiledGraph::run_raw`]: each `(address, length)` must be valid for its length
    /// (reads for inputs, writes for outputs) for the whole call, and an output region must not
    /// overlap any other region. The Python layer reaches it only through `Compiled.run`, which
    /// takes tensors and checks them first.
    pub unsafe fn run(&self, g: &CompiledGraph, inputs: &[(usize, usize)], outputs: &[(usize, usize)]) -> Result<()> {
        // SAFETY: forwarded from the caller's contract.
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

    /// [`CompiledGraph::run_async`], counted in `executions`.
    pub fn run_async(&self, g: &CompiledGraph, args: &[ArgBuffer<'_>]) -> Result<Vec<OwnedBuffer>> {
        let out = g.run_async(args)?;
        self.stats.executions.fetch_add(1, Ordering::Relaxed);
        Ok(out)
    }

    /// [`CompiledGraph::run_on_views`], counted in `executions`.
    pub fn run_on_views(&self, g: &CompiledGraph, args: &[ArgBuffer<'_>]) -> Result<Vec<OwnedBuffer>> {
        let out = g.run_on_views(args)?;
        self.stats.executions.fetch_add(1, Ordering::Relaxed);
        Ok(out)
    }

    /// [`CompiledGraph::run_borrowed_with`], counted in `executions`.
    ///
    /// # Safety
    /// As for [`CompiledGraph::run_borrowed_with`].
    pub unsafe fn run_borrowed_with(&self, g: &CompiledGraph, data: &[*const u8], resident: &[Option<&ResidentBuffer>]) -> Result<Executed> {
        // SAFETY: forwarded from the caller's contract.
        unsafe { self.run_borrowed_during(g, data, resident, &mut || {}) }
    }

    /// [`CompiledGraph::run_borrowed_during`], counted in `executions`.
    ///
    /// # Safety
    /// As for [`CompiledGraph::run_borrowed_during`].
    pub unsafe fn run_borrowed_during(
        &self,
        g: &CompiledGraph,
        data: &[*const u8],
        resident: &[Option<&ResidentBuffer>],
        during: &mut dyn FnMut(),
    ) -> Result<Executed> {
        // SAFETY: forwarded from the caller's contract.
        let out = unsafe { g.run_borrowed_during(data, resident, during)? };
        self.stats.executions.fetch_add(1, Ordering::Relaxed);
        Ok(out)
    }

    /// Empties the in-memory tier (the disk tier is managed with `torchtpu-compiler cache`).
    pub fn clear_cache(&self) {
        self.tiers.clear_memory();
    }
}

