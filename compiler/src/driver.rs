//! The whole pipeline for one graph: parse → IR → verify → passes → lower → cache → compile,
//! plus dumps and counters. [`lower_graph`] is the PJRT-free front half (used by the CLI and
//! `torchtpu.inspect`); [`Session`] owns a PJRT client and the executable cache.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use crate::cache::{CacheKey, MemoryCache};
use crate::cache_key_parts;
use crate::graph_format::{self, SerializedGraph};
use crate::ir::{self, Graph};
use crate::lower::{self, Lowered};
use crate::passes::{self, PassOptions};
use crate::runtime::{default_compile_options, Client, ElementType, HostInput, HostOutput, LoadedExecutable, Plugin};
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
    pub compiles: AtomicU64,
    pub cache_hits: AtomicU64,
    pub executions: AtomicU64,
    /// Seconds ×1e6 spent in XLA compiles and in torchtpu's own front half.
    pub xla_compile_us: AtomicU64,
    pub frontend_us: AtomicU64,
}

impl Stats {
    pub fn reset(&self) {
        for c in [&self.compiles, &self.cache_hits, &self.executions, &self.xla_compile_us, &self.frontend_us] {
            c.store(0, Ordering::Relaxed);
        }
    }

    pub fn snapshot(&self) -> Vec<(&'static str, u64)> {
        vec![
            ("compiles", self.compiles.load(Ordering::Relaxed)),
            ("cache_hits", self.cache_hits.load(Ordering::Relaxed)),
            ("executions", self.executions.load(Ordering::Relaxed)),
            ("xla_compile_us", self.xla_compile_us.load(Ordering::Relaxed)),
            ("frontend_us", self.frontend_us.load(Ordering::Relaxed)),
        ]
    }
}

/// A compiled graph, ready to run.
pub struct CompiledGraph {
    pub name: String,
    pub key: CacheKey,
    pub lowered: Lowered,
    pub exe: Arc<LoadedExecutable>,
    pub cache_hit: bool,
    param_types: Vec<(ElementType, Vec<i64>)>,
    result_types: Vec<(ElementType, Vec<i64>)>,
}

impl CompiledGraph {
    /// Runs on raw host memory: one `(pointer, byte length)` per executable parameter and result,
    /// in order. Shapes and dtypes are the compiled ones; byte lengths are checked against them.
    ///
    /// # Safety
    /// Each pointer must be valid for its length (reads for inputs, writes for outputs) for the
    /// duration of the call, and output regions must not overlap any other region.
    pub unsafe fn run_raw(&self, inputs: &[(usize, usize)], outputs: &[(usize, usize)]) -> Result<()> {
        if inputs.len() != self.param_types.len() || outputs.len() != self.result_types.len() {
            return Err(Error::RuntimeArg(format!(
                "graph `{}` takes {} inputs and {} outputs, got {} and {}",
                self.name,
                self.param_types.len(),
                self.result_types.len(),
                inputs.len(),
                outputs.len()
            )));
        }
        let mut ins = Vec::with_capacity(inputs.len());
        for (i, (&(ptr, len), (et, dims))) in inputs.iter().zip(&self.param_types).enumerate() {
            if ptr == 0 && len != 0 {
                return Err(Error::RuntimeArg(format!("input {i} of graph `{}` has a null data pointer", self.name)));
            }
            // SAFETY: the caller guarantees `ptr` is readable for `len` bytes during this call.
            let data: &[u8] = if len == 0 { &[] } else { unsafe { std::slice::from_raw_parts(ptr as *const u8, len) } };
            ins.push(HostInput::new(data, dims.clone(), *et));
        }
        let mut outs = Vec::with_capacity(outputs.len());
        for (i, (&(ptr, len), (et, dims))) in outputs.iter().zip(&self.result_types).enumerate() {
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

fn element_type(t: &crate::ir::TensorType) -> Result<(ElementType, Vec<i64>)> {
    let et = ElementType::from_torch_name(torch_long_name(t.dtype))
        .ok_or_else(|| Error::Internal(format!("no PJRT element type for {}", t.dtype)))?;
    Ok((et, t.static_dims().unwrap_or_default()))
}

fn torch_long_name(d: crate::ir::DType) -> &'static str {
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

/// A PJRT client, the executable cache and the counters of one process.
pub struct Session {
    client: Client,
    cache: MemoryCache<LoadedExecutable>,
    compile_options: Vec<u8>,
    pub stats: Stats,
}

impl Session {
    /// Loads the plugin at `plugin_path` (or the default: `TORCHTPU_PJRT_PLUGIN`, then the plugin
    /// the build found) and creates a client.
    pub fn new(plugin_path: Option<&Path>) -> Result<Session> {
        let path = match plugin_path {
            Some(p) => p.to_path_buf(),
            None => Plugin::default_path().ok_or_else(|| Error::PluginLoad {
                path: PathBuf::from("<none>"),
                message: "no PJRT plugin found: set TORCHTPU_PJRT_PLUGIN or install xla-cpu-pjrt".into(),
            })?,
        };
        let plugin = Plugin::load(&path)?;
        let client = Client::new(plugin)?;
        Ok(Session { client, cache: MemoryCache::new(4096), compile_options: default_compile_options(), stats: Stats::default() })
    }

    pub fn client(&self) -> &Client {
        &self.client
    }

    pub fn platform(&self) -> String {
        format!("{} {}", self.client.platform_name(), self.client.platform_version())
    }

    pub fn key_for(&self, stablehlo: &str) -> CacheKey {
        CacheKey::new(&cache_key_parts(stablehlo, &self.compile_options, &self.client))
    }

    /// Compiles a serialized graph (or finds it in the cache).
    pub fn compile(&self, json: &str, opts: &PassOptions) -> Result<Arc<CompiledGraph>> {
        let front = lower_graph(json, opts)?;
        self.stats.frontend_us.fetch_add((front.frontend_seconds * 1e6) as u64, Ordering::Relaxed);
        let key = self.key_for(&front.lowered.mlir);
        let t0 = Instant::now();
        let (exe, hit) = match self.cache.get(&key) {
            Some(exe) => {
                self.stats.cache_hits.fetch_add(1, Ordering::Relaxed);
                (exe, true)
            }
            None => {
                let exe = Arc::new(self.client.compile(&front.lowered.mlir, &self.compile_options)?);
                self.stats.compiles.fetch_add(1, Ordering::Relaxed);
                self.cache.insert(key, exe.clone());
                (exe, false)
            }
        };
        let compile_seconds = t0.elapsed().as_secs_f64();
        if !hit {
            self.stats.xla_compile_us.fetch_add((compile_seconds * 1e6) as u64, Ordering::Relaxed);
        }
        let param_types = front.lowered.params.iter().map(|(_, t)| element_type(t)).collect::<Result<_>>()?;
        let result_types = front.lowered.results.iter().map(element_type).collect::<Result<_>>()?;
        if let Some(dir) = dump_dir() {
            write_dump(&dir, &front, json, &key, compile_seconds, hit)?;
        }
        Ok(Arc::new(CompiledGraph {
            name: front.source.name.clone(),
            key,
            lowered: front.lowered,
            exe,
            cache_hit: hit,
            param_types,
            result_types,
        }))
    }

    pub fn run(&self, g: &CompiledGraph, inputs: &[(usize, usize)], outputs: &[(usize, usize)]) -> Result<()> {
        // SAFETY: forwarded from the caller's contract (see `CompiledGraph::run_raw`).
        unsafe { g.run_raw(inputs, outputs)? };
        self.stats.executions.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    pub fn clear_cache(&self) {
        self.cache.clear();
    }
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
