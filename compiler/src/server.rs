//! The compile server: `torchtpu-compiler serve --socket PATH`.
//!
//! One [`Session`] (PJRT client, memory, disk and remote tiers) serves every client. Each
//! connection gets a thread (at most `max_connections` at once); a connection may carry several
//! requests. Concurrent requests for the same key wait for the first one's result (the
//! in-flight map), so a key is compiled once however many clients ask for it; across server
//! processes the disk tier's lock does the same.
//!
//! Trust and deadlines (`docs/service.md#trust`): a client whose `SO_PEERCRED` uid is not the
//! server's is refused; one process may hold at most `max_per_peer` connections; every request
//! frame must arrive whole, and every reply be written whole, within `io_timeout` (a total
//! deadline, not a per-read timeout: a client trickling one byte at a time is cut off).
//!
//! Compiles run in worker processes ([`Compiles::Workers`], what `serve` uses): a program that
//! crashes XLA or MLIR (an abort, a stack overflow on deeply nested regions) kills its worker,
//! and the request gets a `compile_failed` reply; the server goes on. A compile that outlives
//! `wait_timeout` has its worker killed.

use std::collections::HashMap;
use std::ffi::OsString;
use std::io::Read;
use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use crate::cache::deadline::{fmt_duration, Deadline};
use crate::service::peer::{self, Peer};
use crate::service::protocol::{self, ErrorKind, FrameError, Reply, Request};
use crate::cache::{CacheKey, KeyComponents, MemoryCache, Program, Source};
use crate::driver::{CompileConfig, Session, SessionConfig};

/// `serve`'s options.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    pub socket: PathBuf,
    pub plugin: Option<PathBuf>,
    /// The largest StableHLO accepted, in bytes.
    pub max_request: u64,
    /// The deadline of each frame: a request must arrive whole within this long of the server
    /// starting to wait for it (so a connection idle this long is closed, and a client trickling
    /// a frame byte by byte is cut off), and a reply must be written whole within it.
    pub io_timeout: Duration,
    /// How long a request waits for another request compiling the same key, or for a free
    /// compile worker; and how long a compile in a worker may take before the worker is killed.
    pub wait_timeout: Duration,
    pub max_connections: usize,
    /// Connections one client process (by its `SO_PEERCRED` pid) may hold at once.
    pub max_per_peer: usize,
    /// The uid clients must run as: the server's euid (tests inject another).
    pub uid: u32,
    /// The server's cache tiers (its `service` is ignored: a server never forwards).
    pub config: SessionConfig,
    /// Where compiles run.
    pub compiles: Compiles,
    /// The compile config of the server's own lookups and compiles (its `xla_flags` go into the
    /// key components it checks clients' against; `explain_cache`): the environment's at
    /// [`ServeOptions::new`], the entry point (`CompileConfig::from_env`).
    pub compile: CompileConfig,
}

/// Where the server's compiles run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Compiles {
    /// In the server's process: a program that crashes XLA takes the server down. For tests and
    /// embedding (and `serve --compile-in-process`).
    InProcess,
    /// In worker processes started with `command` (the program, then its arguments; `serve`
    /// uses itself with the hidden subcommand `compile-worker`), at most `max` at once. Each
    /// worker has its own PJRT client and the server's cache tiers, and serves one compile at a
    /// time over its stdin and stdout in this protocol's frames.
    Workers { command: Vec<OsString>, max: usize },
}

impl ServeOptions {
    pub fn new(socket: PathBuf) -> ServeOptions {
        ServeOptions {
            socket,
            plugin: None,
            max_request: protocol::DEFAULT_MAX_REQUEST,
            io_timeout: Duration::from_secs(30),
            wait_timeout: Duration::from_secs(600),
            max_connections: 64,
            max_per_peer: 8,
            uid: peer::euid(),
            config: SessionConfig::from_env(),
            compiles: Compiles::InProcess,
            compile: compile_config_from_env(),
        }
    }
}

/// [`CompileConfig::from_env`] for a server or worker; a bad value is warned about and the default
/// used (the process serves others: it does not stop on one variable).
fn compile_config_from_env() -> CompileConfig {
    CompileConfig::from_env().unwrap_or_else(|e| {
        crate::diag::warn(format_args!("{e}; the server uses the default"));
        CompileConfig::default()
    })
}

/// The server's own counters (the session's are reported next to them).
#[derive(Default)]
struct Counters {
    connections: AtomicU64,
    requests: AtomicU64,
    compile_requests: AtomicU64,
    /// Requests answered with an error reply.
    errors: AtomicU64,
    /// Compile requests served from the server's table of serialized executables.
    served_from_memory: AtomicU64,
    /// Compile requests that waited for another request compiling the same key.
    shared: AtomicU64,
}

/// Why a request failed, for its error reply.
type Failure = (ErrorKind, String);
type Outcome = Result<Arc<Vec<u8>>, Failure>;
/// The key, the serialized executable, and where it came from (the reply's `source`).
type Served = (CacheKey, Arc<Vec<u8>>, &'static str);

/// One key being produced: the first request computes it, the others wait on `done`.
#[derive(Default)]
struct Flight {
    result: Mutex<Option<(Outcome, &'static str)>>,
    done: Condvar,
}

struct State {
    session: Session,
    /// Serialized executables already sent, by key.
    bytes: MemoryCache<Vec<u8>>,
    in_flight: Mutex<HashMap<CacheKey, Arc<Flight>>>,
    counters: Counters,
    active: AtomicUsize,
    /// Open connections by client pid.
    peers: Mutex<HashMap<i32, usize>>,
    /// The compile workers, unless compiles run in-process.
    pool: Option<Pool>,
    options: ServeOptions,
}

/// Binds `options.socket` (mode 0600) and serves until the process is killed. `ready` is
/// called once the socket accepts connections.
pub fn serve(options: ServeOptions, ready: impl FnOnce(&Path)) -> Result<(), String> {
    let mut config = options.config.clone();
    config.service = None;
    let session = Session::with_config(options.plugin.as_deref(), &config)
        .map_err(|e| format!("cannot start the compile server: {e}"))?;
    let listener = bind_private(&options.socket)?;
    let platform = session.client().platform_name();
    let pool = match &options.compiles {
        Compiles::InProcess => None,
        // A worker opens its own PJRT client: fine on the CPU plugin, not where a client holds a
        // device (a TPU opens in one process at a time; a GPU client reserves most of the
        // device's memory, and XLA's GPU compiles use the device).
        Compiles::Workers { .. } if !platform.eq_ignore_ascii_case("cpu") => {
            eprintln!(
                "torchtpu-compiler serve: warning: compiling in the server's process on platform {platform} (compile \
                 workers are for the CPU plugin); a program that crashes XLA takes the server down"
            );
            None
        }
        Compiles::Workers { command, max } => {
            let pool = Pool::new(command.clone(), worker_env(&options, &config), *max);
            // One worker now: a command that cannot start fails here, not on the first request.
            match pool.take(options.wait_timeout) {
                Ok(w) => pool.give_back(w),
                Err((_, e)) => {
                    let _ = std::fs::remove_file(&options.socket);
                    return Err(format!("cannot start a compile worker: {e}"));
                }
            }
            Some(pool)
        }
    };
    let state = Arc::new(State {
        session,
        bytes: MemoryCache::new(4096),
        in_flight: Mutex::new(HashMap::new()),
        counters: Counters::default(),
        active: AtomicUsize::new(0),
        peers: Mutex::new(HashMap::new()),
        pool,
        options,
    });
    ready(&state.options.socket);
    for conn in listener.incoming() {
        let Ok(stream) = conn else { continue };
        state.counters.connections.fetch_add(1, Ordering::Relaxed);
        let client = match state.admit(&stream) {
            Ok(p) => p,
            Err((kind, msg)) => {
                state.counters.errors.fetch_add(1, Ordering::Relaxed);
                log_refusal(kind, &msg);
                refuse(stream, kind, msg, state.options.io_timeout);
                continue;
            }
        };
        let state = state.clone();
        let worker = state.clone();
        let spawned = std::thread::Builder::new().name("torchtpu-serve".into()).spawn(move || {
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| worker.connection(stream)));
            worker.release(client);
        });
        if let Err(e) = spawned {
            eprintln!("torchtpu-compiler serve: cannot start a connection thread: {e}");
            state.release(client);
        }
    }
    Ok(())
}

/// Binds the socket so that it is never reachable by other users: it is created inside a fresh
/// 0700 directory next to `path`, set to 0600, then renamed into place. A stale socket file (no
/// server behind it) is replaced; a live one is an error.
fn bind_private(path: &Path) -> Result<UnixListener, String> {
    let shown = path.display();
    if let Ok(meta) = std::fs::symlink_metadata(path) {
        use std::os::unix::fs::FileTypeExt;
        if !meta.file_type().is_socket() {
            return Err(format!("{shown} exists and is not a socket; not replacing it"));
        }
        if UnixStream::connect(path).is_ok() {
            return Err(format!("a server is already listening on {shown}"));
        }
        std::fs::remove_file(path).map_err(|e| format!("cannot remove the stale socket {shown}: {e}"))?;
    }
    let parent = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let private = parent.join(format!(".torchtpu-serve-{}", std::process::id()));
    std::fs::DirBuilder::new()
        .mode(0o700)
        .create(&private)
        .map_err(|e| format!("cannot create {}: {e}", private.display()))?;
    let tmp = private.join("socket");
    let result = (|| {
        let listener = UnixListener::bind(&tmp).map_err(|e| format!("cannot bind {shown}: {e}"))?;
        std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o600))
            .map_err(|e| format!("cannot make {shown} private: {e}"))?;
        std::fs::rename(&tmp, path).map_err(|e| format!("cannot move the socket to {shown}: {e}"))?;
        Ok(listener)
    })();
    let _ = std::fs::remove_file(&tmp);
    let _ = std::fs::remove_dir(&private);
    result
}

/// Sends one error reply on a connection that will not be served, then closes it. Runs on the
/// accept loop, so everything here has a short total deadline.
fn refuse(stream: UnixStream, kind: ErrorKind, msg: String, timeout: Duration) {
    let _ = protocol::write_frame(&mut Deadline::new(&stream, timeout.min(LINGER)), &Reply::error(kind, msg), &[]);
    linger(&stream);
}

/// How long a connection being closed after an error reply is drained, in all.
const LINGER: Duration = Duration::from_millis(200);

/// After a final error reply: stop writing and drain (for at most [`LINGER`] in all, however
/// the client trickles) what the client is still sending, so that closing does not reset the
/// connection before it reads the reply.
fn linger(stream: &UnixStream) {
    let _ = stream.shutdown(std::net::Shutdown::Write);
    let _ = std::io::copy(&mut Deadline::new(stream, LINGER).take(1 << 20), &mut std::io::sink());
}

impl State {
    /// Whether a new connection may be served: its peer runs as our uid, and neither the server
    /// nor the peer's process is at its connection limit. Takes the slots [`State::release`] frees.
    fn admit(&self, stream: &UnixStream) -> Result<Peer, Failure> {
        let p = peer::peer_of(stream).map_err(|e| (ErrorKind::Forbidden, format!("cannot read the client's credentials: {e}")))?;
        if p.uid != self.options.uid {
            return Err((
                ErrorKind::Forbidden,
                format!(
                    "the client (pid {}) runs as uid {}, the server at {} as uid {}; only the server's own user may use it",
                    p.pid,
                    p.uid,
                    self.options.socket.display(),
                    self.options.uid
                ),
            ));
        }
        if self.active.fetch_add(1, Ordering::SeqCst) >= self.options.max_connections {
            self.active.fetch_sub(1, Ordering::SeqCst);
            return Err((ErrorKind::Busy, format!("the server has {} connections open; retry later", self.options.max_connections)));
        }
        let mut peers = self.peers.lock().unwrap_or_else(|e| e.into_inner());
        let n = peers.entry(p.pid).or_insert(0);
        if *n >= self.options.max_per_peer {
            drop(peers);
            self.active.fetch_sub(1, Ordering::SeqCst);
            return Err((
                ErrorKind::Busy,
                format!("process {} already has {} connections open (the limit per process); retry later", p.pid, self.options.max_per_peer),
            ));
        }
        *n += 1;
        Ok(p)
    }

    /// Frees the slots [`State::admit`] took.
    fn release(&self, p: Peer) {
        let mut peers = self.peers.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = peers.get_mut(&p.pid) {
            *n -= 1;
            if *n == 0 {
                peers.remove(&p.pid);
            }
        }
        drop(peers);
        self.active.fetch_sub(1, Ordering::SeqCst);
    }

    fn connection(&self, stream: UnixStream) {
        let limit = self.options.io_timeout;
        let mut stream = Deadline::new(&stream, limit);
        loop {
            // Each frame must arrive whole within the deadline, however the client sends it.
            stream.restart(limit);
            let (request, body) = match protocol::read_frame::<Request>(&mut stream, self.options.max_request) {
                Ok(r) => r,
                Err(FrameError::Closed) => return,
                Err(FrameError::Io(e)) => {
                    // A client that stalled or hung up mid-frame: tell it if it still listens.
                    self.counters.errors.fetch_add(1, Ordering::Relaxed);
                    let msg = match e.kind() {
                        std::io::ErrorKind::TimedOut => {
                            format!("no whole request within the server's deadline of {} ({e})", fmt_duration(limit))
                        }
                        _ => format!("incomplete request: {e}"),
                    };
                    stream.restart(LINGER);
                    let _ = protocol::write_frame(&mut stream, &Reply::error(ErrorKind::BadRequest, msg), &[]);
                    return;
                }
                Err(e) => {
                    // The stream's position is unknown after a bad frame: reply, then close.
                    self.counters.requests.fetch_add(1, Ordering::Relaxed);
                    self.counters.errors.fetch_add(1, Ordering::Relaxed);
                    log_refusal(e.kind(), &e.to_string());
                    stream.restart(limit.min(LINGER));
                    let _ = protocol::write_frame(&mut stream, &Reply::error(e.kind(), e.to_string()), &[]);
                    linger(stream.get_ref());
                    return;
                }
            };
            self.counters.requests.fetch_add(1, Ordering::Relaxed);
            let (reply, out) = self.handle(request, body);
            if !reply.ok {
                self.counters.errors.fetch_add(1, Ordering::Relaxed);
                log_refusal(reply.error_kind.unwrap_or(ErrorKind::Internal), reply.error.as_deref().unwrap_or(""));
            }
            stream.restart(limit);
            if protocol::write_frame(&mut stream, &reply, &out[..]).is_err() {
                return;
            }
        }
    }

    fn handle(&self, request: Request, body: Vec<u8>) -> (Reply, Arc<Vec<u8>>) {
        let empty = Arc::new(Vec::new());
        match request {
            Request::Ping => (Reply::ok(), empty),
            Request::Stats => {
                let mut reply = Reply::ok();
                reply.stats = Some(self.stats());
                (reply, empty)
            }
            Request::Compile { graph, graph_hash, num_outputs, components } => {
                self.counters.compile_requests.fetch_add(1, Ordering::Relaxed);
                let Ok(stablehlo) = String::from_utf8(body) else {
                    return (Reply::error(ErrorKind::BadRequest, "the StableHLO is not UTF-8 text"), empty);
                };
                let program = Program { name: &graph, graph_hash, stablehlo: &stablehlo, num_outputs: num_outputs as usize };
                match self.compile(&components, &program) {
                    Ok((key, bytes, source)) => {
                        let mut reply = Reply::ok();
                        reply.key = Some(key.hex());
                        reply.source = Some(source.to_string());
                        (reply, bytes)
                    }
                    Err((kind, msg)) => (Reply::error(kind, msg), empty),
                }
            }
        }
    }

    /// The serialized executable for a client's program, after checking that the client's key
    /// components are this server's.
    fn compile(
        &self,
        client: &KeyComponents,
        program: &Program,
    ) -> Result<Served, Failure> {
        let mine = self.session.components_for(program.stablehlo, &self.options.compile.xla_flags);
        let diff = mine.diff(client);
        if !diff.is_empty() {
            let fields: Vec<String> =
                diff.iter().map(|(name, server, client)| format!("{name} (server {server:?}, client {client:?})")).collect();
            return Err((
                ErrorKind::TargetMismatch,
                format!(
                    "the client's cache key differs from this server's in {}; run the server with the same PJRT plugin, \
                     torchtpu version and XLA_FLAGS as its clients",
                    fields.join(", ")
                ),
            ));
        }
        let key = mine.key();
        if let Some(b) = self.bytes.get(&key) {
            self.counters.served_from_memory.fetch_add(1, Ordering::Relaxed);
            return Ok((key, b, "memory"));
        }
        let (flight, leader) = {
            let mut map = self.in_flight.lock().unwrap_or_else(|e| e.into_inner());
            match map.get(&key) {
                Some(f) => (f.clone(), false),
                None => {
                    let f = Arc::new(Flight::default());
                    map.insert(key, f.clone());
                    (f, true)
                }
            }
        };
        if !leader {
            self.counters.shared.fetch_add(1, Ordering::Relaxed);
            let mut slot = flight.result.lock().unwrap_or_else(|e| e.into_inner());
            let until = crate::cache::deadline::instant_after(self.options.wait_timeout);
            while slot.is_none() {
                let left = until.saturating_duration_since(std::time::Instant::now());
                if left.is_zero() {
                    return Err((
                        ErrorKind::Internal,
                        format!("another request has been compiling this key for over {}", fmt_duration(self.options.wait_timeout)),
                    ));
                }
                slot = flight.done.wait_timeout(slot, left).unwrap_or_else(|e| e.into_inner()).0;
            }
            let (outcome, _) = slot.as_ref().expect("set before notify");
            return outcome.clone().map(|b| (key, b, "shared"));
        }
        // Another request may have finished this key between the lookup above and our entry.
        let (outcome, source) = match self.bytes.get(&key) {
            Some(b) => (Ok(b), "memory"),
            None => self.produce(&mine, program),
        };
        if let Ok(b) = &outcome {
            self.bytes.insert(key, b.clone());
        }
        *flight.result.lock().unwrap_or_else(|e| e.into_inner()) = Some((outcome.clone(), source));
        flight.done.notify_all();
        self.in_flight.lock().unwrap_or_else(|e| e.into_inner()).remove(&key);
        outcome.map(|b| (key, b, source))
    }

    /// Through the session's tiers (memory, disk, remote, XLA), then serialized: in a worker
    /// process, or here.
    fn produce(&self, components: &KeyComponents, program: &Program) -> (Outcome, &'static str) {
        match &self.pool {
            Some(pool) => self.produce_in_worker(pool, components, program),
            None => match compile_here(&self.session, components, program, self.options.compile.explain_cache) {
                Ok((b, source)) => (Ok(Arc::new(b)), source_name(source)),
                Err(e) => (Err(e), "error"),
            },
        }
    }

    fn produce_in_worker(&self, pool: &Pool, components: &KeyComponents, program: &Program) -> (Outcome, &'static str) {
        let request = Request::Compile {
            graph: program.name.to_string(),
            graph_hash: program.graph_hash.clone(),
            num_outputs: program.num_outputs as u64,
            components: Box::new(components.clone()),
        };
        let (reply, bytes) = match pool.compile(&request, program.stablehlo.as_bytes(), self.options.wait_timeout) {
            Ok(r) => r,
            Err(e) => return (Err(e), "error"),
        };
        if !reply.ok {
            let msg = reply.error.unwrap_or_else(|| "the compile worker gave no reason".into());
            return (Err((reply.error_kind.unwrap_or(ErrorKind::Internal), msg)), "error");
        }
        if reply.key.as_deref() != Some(components.key().hex().as_str()) || bytes.is_empty() {
            return (Err((ErrorKind::Internal, format!("the compile worker answered for key {:?}", reply.key))), "error");
        }
        // The worker's session counted this; count it in the server's, which `stats` reports.
        let t = &self.session.stats.tiers;
        let source = match reply.source.as_deref() {
            Some("disk") => {
                t.disk_hits.fetch_add(1, Ordering::Relaxed);
                t.cache_hits.fetch_add(1, Ordering::Relaxed);
                "disk"
            }
            Some("remote") => {
                t.remote_hits.fetch_add(1, Ordering::Relaxed);
                t.cache_hits.fetch_add(1, Ordering::Relaxed);
                "remote"
            }
            Some("memory") => "memory",
            _ => {
                t.compiles.fetch_add(1, Ordering::Relaxed);
                "compiled"
            }
        };
        (Ok(Arc::new(bytes)), source)
    }

    fn stats(&self) -> serde_json::Map<String, serde_json::Value> {
        let c = &self.counters;
        let mut m = serde_json::Map::new();
        for (k, v) in [
            ("connections", &c.connections),
            ("requests", &c.requests),
            ("compile_requests", &c.compile_requests),
            ("errors", &c.errors),
            ("served_from_memory", &c.served_from_memory),
            ("shared", &c.shared),
        ] {
            m.insert(k.into(), v.load(Ordering::Relaxed).into());
        }
        for (k, v) in self.session.stats.snapshot() {
            m.insert(k.into(), v.into());
        }
        // Keys being compiled (or loaded) right now.
        let in_flight = self.in_flight.lock().unwrap_or_else(|e| e.into_inner()).len();
        m.insert("in_flight".into(), in_flight.into());
        m.insert("pid".into(), std::process::id().into());
        m
    }
}

/// One stderr line per error reply (successful requests are only counted).
fn log_refusal(kind: ErrorKind, msg: &str) {
    eprintln!("torchtpu-compiler serve: refused a request ({kind:?}): {msg}");
}

fn source_name(s: Source) -> &'static str {
    s.name()
}

/// Through `session`'s tiers (memory, disk, remote, XLA), checked against the program's result
/// count, serialized. A panic is caught and reported as an internal error.
fn compile_here(session: &Session, components: &KeyComponents, program: &Program, explain: bool) -> Result<(Vec<u8>, Source), Failure> {
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let (exe, source) = session.executable_for(components, program, explain).map_err(|e| (ErrorKind::CompileFailed, e.to_string()))?;
        if exe.num_outputs() != program.num_outputs {
            return Err((
                ErrorKind::CompileFailed,
                format!("the executable has {} results, the client expects {}", exe.num_outputs(), program.num_outputs),
            ));
        }
        let bytes = exe.serialize().map_err(|e| (ErrorKind::CompileFailed, format!("cannot serialize the executable: {e}")))?;
        Ok((bytes, source))
    }));
    match run {
        Ok(r) => r,
        Err(_) => Err((ErrorKind::Internal, "internal error (panic) while compiling; please report it".into())),
    }
}

// ---- compile workers ----

/// The environment that gives a worker the server's plugin and cache tiers (and never a service).
fn worker_env(options: &ServeOptions, config: &SessionConfig) -> Vec<(OsString, OsString)> {
    let mut env: Vec<(OsString, OsString)> = Vec::new();
    let mut set = |k: &str, v: OsString| env.push((k.into(), v));
    if let Some(p) = &options.plugin {
        set(crate::runtime::PLUGIN_ENV, p.clone().into_os_string());
    }
    let disk = &config.disk;
    set(crate::cache::disk::DIR_ENV, disk.dir.clone().map(PathBuf::into_os_string).unwrap_or_else(|| "off".into()));
    set(crate::cache::disk::MAX_BYTES_ENV, disk.max_bytes.to_string().into());
    set(crate::cache::entry::KEY_FILE_ENV, disk.key_file.clone().map(PathBuf::into_os_string).unwrap_or_default());
    set(crate::cache::remote::REMOTE_ENV, config.remote.as_ref().map(|u| u.with_password()).unwrap_or_else(|| "off".into()).into());
    set(crate::service::COMPILER_ENV, "embedded".into());
    env
}

/// One worker process and its pipes.
struct Worker {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: std::process::ChildStdout,
}

#[derive(Default)]
struct PoolState {
    idle: Vec<Worker>,
    /// Workers alive (idle or busy).
    live: usize,
}

/// The compile workers: started on demand up to `max`, kept while they are healthy.
struct Pool {
    command: Vec<OsString>,
    env: Vec<(OsString, OsString)>,
    max: usize,
    state: Mutex<PoolState>,
    freed: Condvar,
}

impl Pool {
    fn new(command: Vec<OsString>, env: Vec<(OsString, OsString)>, max: usize) -> Pool {
        Pool { command, env, max: max.max(1), state: Mutex::new(PoolState::default()), freed: Condvar::new() }
    }

    /// An idle worker, a new one, or (when `max` are busy) the first one freed within `wait`.
    fn take(&self, wait: Duration) -> Result<Worker, Failure> {
        let until = crate::cache::deadline::instant_after(wait);
        let mut st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if let Some(w) = st.idle.pop() {
                return Ok(w);
            }
            if st.live < self.max {
                st.live += 1;
                drop(st);
                return self.spawn().inspect_err(|_| self.lost());
            }
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err((ErrorKind::Busy, format!("all {} compile workers were busy for {}", self.max, fmt_duration(wait))));
            }
            st = self.freed.wait_timeout(st, left).unwrap_or_else(|e| e.into_inner()).0;
        }
    }

    fn give_back(&self, w: Worker) {
        self.state.lock().unwrap_or_else(|e| e.into_inner()).idle.push(w);
        self.freed.notify_one();
    }

    /// A worker died or was killed.
    fn lost(&self) {
        let mut st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        st.live = st.live.saturating_sub(1);
        drop(st);
        self.freed.notify_one();
    }

    fn spawn(&self) -> Result<Worker, Failure> {
        let (program, args) = self.command.split_first().ok_or((ErrorKind::Internal, "no worker command".to_string()))?;
        let mut child = std::process::Command::new(program)
            .args(args)
            .envs(self.env.iter().map(|(k, v)| (k, v)))
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit())
            .spawn()
            .map_err(|e| (ErrorKind::Internal, format!("cannot start the compile worker {program:?}: {e}")))?;
        let input = child.stdin.take().expect("piped");
        let output = child.stdout.take().expect("piped");
        let mut w = Worker { child, input, output };
        // It answers a ping once its PJRT client is up.
        let shown = format!("{:?}", self.command);
        match Pool::exchange(&mut w, &Request::Ping, &[], Duration::from_secs(120)) {
            Ok((r, _)) if r.ok => Ok(w),
            Ok((r, _)) => {
                let _ = w.child.kill();
                let _ = w.child.wait();
                Err((ErrorKind::Internal, format!("the compile worker {shown} failed to start: {}", r.error.unwrap_or_default())))
            }
            Err(e) => Err((ErrorKind::Internal, format!("the compile worker {shown} failed to start ({}; see its messages above)", e.status))),
        }
    }

    /// One request and its reply, within `deadline` (else the worker is killed). `Err`: the
    /// worker is unusable (died, killed, garbled) and has been reaped; the caller must not reuse it.
    fn exchange(w: &mut Worker, request: &Request, body: &[u8], deadline: Duration) -> Result<(Reply, Vec<u8>), Lost> {
        let pid = w.child.id() as libc::pid_t;
        let (done, finished) = std::sync::mpsc::channel::<()>();
        let fired = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flag = fired.clone();
        // The worker is not reaped before the watchdog ends, so `pid` is still ours to signal.
        let watchdog = std::thread::spawn(move || {
            if let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = finished.recv_timeout(deadline) {
                flag.store(true, Ordering::SeqCst);
                // SAFETY: kill(2) on our own unreaped child.
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
        });
        let result = protocol::write_frame(&mut w.input, request, body)
            .map_err(FrameError::Io)
            .and_then(|_| protocol::read_frame::<Reply>(&mut w.output, protocol::MAX_REPLY));
        let _ = done.send(());
        let _ = watchdog.join();
        result.map_err(|e| {
            let _ = w.child.kill();
            let status = w.child.wait().map(|s| describe_exit(&s)).unwrap_or_else(|e| format!("status unknown: {e}"));
            Lost { at_deadline: fired.load(Ordering::SeqCst), status, error: e.to_string() }
        })
    }

    /// One compile in a worker.
    fn compile(&self, request: &Request, body: &[u8], deadline: Duration) -> Result<(Reply, Vec<u8>), Failure> {
        let mut w = self.take(deadline)?;
        match Pool::exchange(&mut w, request, body, deadline) {
            Ok(r) => {
                self.give_back(w);
                Ok(r)
            }
            Err(lost) => {
                self.lost();
                let msg = if lost.at_deadline {
                    format!("the compile took longer than {}; its worker was killed", fmt_duration(deadline))
                } else {
                    format!(
                        "the compile worker died ({}; {}): the program crashed the compiler (XLA or MLIR aborted, or \
                         overflowed its stack); the server goes on",
                        lost.status, lost.error
                    )
                };
                Err((ErrorKind::CompileFailed, msg))
            }
        }
    }
}

/// A worker that died or was killed during an exchange.
struct Lost {
    /// Killed because the deadline passed.
    at_deadline: bool,
    /// How it ended (`killed by signal 6 (SIGABRT)`).
    status: String,
    /// What reading its reply said.
    error: String,
}

/// `exit status 1`, `killed by signal 6 (SIGABRT)`.
fn describe_exit(s: &std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (s.code(), s.signal()) {
        (Some(c), _) => format!("exit status {c}"),
        (None, Some(sig)) => {
            let name = match sig {
                libc::SIGABRT => " (SIGABRT)",
                libc::SIGSEGV => " (SIGSEGV)",
                libc::SIGKILL => " (SIGKILL)",
                libc::SIGBUS => " (SIGBUS)",
                libc::SIGILL => " (SIGILL)",
                _ => "",
            };
            format!("killed by signal {sig}{name}")
        }
        _ => "ended".into(),
    }
}

/// `torchtpu-compiler compile-worker` (hidden): one compile worker of a server. It opens a
/// session from its environment (the server passes its plugin and cache tiers), then answers
/// frames on stdin with frames on stdout until stdin closes: `ping` once it is ready, `compile`
/// as the server would in-process. Anything else the process prints to stdout goes to stderr.
pub fn compile_worker() -> Result<(), String> {
    use std::os::unix::io::FromRawFd;
    // SAFETY: dup/dup2 on the standard descriptors; the new fd is owned by `out` alone.
    let out_fd = unsafe { libc::dup(1) };
    if out_fd < 0 || unsafe { libc::dup2(2, 1) } < 0 {
        return Err(format!("cannot set up the worker's output: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: `out_fd` is a fresh descriptor owned by nothing else.
    let mut out = std::io::BufWriter::new(unsafe { std::fs::File::from_raw_fd(out_fd) });
    let mut input = std::io::stdin().lock();
    let mut config = SessionConfig::from_env();
    config.service = None;
    let session = Session::with_config(None, &config).map_err(|e| format!("the compile worker cannot start: {e}"))?;
    let compile = compile_config_from_env();
    loop {
        let (request, body) = match protocol::read_frame::<Request>(&mut input, protocol::MAX_REPLY) {
            Ok(r) => r,
            Err(FrameError::Closed) => return Ok(()),
            Err(e) => return Err(format!("the compile worker got a bad frame: {e}")),
        };
        let (reply, bytes) = match request {
            Request::Ping => (Reply::ok(), Vec::new()),
            Request::Stats => (Reply::error(ErrorKind::BadRequest, "a worker has no stats"), Vec::new()),
            Request::Compile { graph, graph_hash, num_outputs, components } => {
                let Ok(stablehlo) = String::from_utf8(body) else {
                    return Err("the StableHLO is not UTF-8".into());
                };
                let mine = session.components_for(&stablehlo, &compile.xla_flags);
                let program = Program { name: &graph, graph_hash, stablehlo: &stablehlo, num_outputs: num_outputs as usize };
                if mine != *components {
                    (Reply::error(ErrorKind::TargetMismatch, "the worker's key components differ from the server's"), Vec::new())
                } else {
                    match compile_here(&session, &mine, &program, compile.explain_cache) {
                        Ok((b, source)) => {
                            let mut r = Reply::ok();
                            r.key = Some(mine.key().hex());
                            r.source = Some(source_name(source).to_string());
                            (r, b)
                        }
                        Err((kind, msg)) => (Reply::error(kind, msg), Vec::new()),
                    }
                }
            }
        };
        protocol::write_frame(&mut out, &reply, &bytes).map_err(|e| format!("the compile worker cannot reply: {e}"))?;
    }
}
