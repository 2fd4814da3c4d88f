//! The client side of the compile service: what a Python process with
//! `TORCHTPU_COMPILER=unix:PATH` runs for each graph that misses its memory cache.

use std::io::ErrorKind as IoKind;
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::protocol::{self, FrameError, Reply, Request};
use crate::cache::{CacheKey, CompileService, KeyComponents, Program};

/// How long sending a request may block (the server reads as fast as it can).
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(30);
/// How long the client waits for a reply: a compile of a large graph takes minutes, and a
/// server that died closes the socket at once, so this only bounds a server that hangs.
pub const REPLY_TIMEOUT: Duration = Duration::from_secs(600);

/// The compile service at one socket, as this process sees it.
pub struct ServiceClient {
    socket: PathBuf,
    on: AtomicBool,
}

impl ServiceClient {
    pub fn new(socket: &Path) -> ServiceClient {
        ServiceClient { socket: socket.to_path_buf(), on: AtomicBool::new(true) }
    }

    pub fn socket(&self) -> &Path {
        &self.socket
    }

    /// False once a request failed: the process compiles in-process from then on.
    pub fn is_on(&self) -> bool {
        self.on.load(Ordering::Relaxed)
    }

    /// Turns the service off for this process, with the one warning.
    pub fn give_up(&self, why: &str) {
        if self.on.swap(false, Ordering::SeqCst) {
            eprintln!(
                "torchtpu: warning: compile service unix:{}: {why}; compiling in this process from now on",
                self.socket.display()
            );
        }
    }

    /// Sends `program` and returns the serialized executable and whether the server found it in
    /// a cache (rather than compiling it). The error says what went wrong, for the warning.
    pub fn compile(&self, key: &CacheKey, components: &KeyComponents, program: &Program) -> Result<(Vec<u8>, bool), String> {
        let request = Request::Compile {
            graph: program.name.to_string(),
            graph_hash: program.graph_hash.clone(),
            num_outputs: program.num_outputs as u64,
            components: Box::new(components.clone()),
        };
        let (reply, body) = request_at(&self.socket, &request, program.stablehlo.as_bytes(), REPLY_TIMEOUT)?;
        if reply.key.as_deref() != Some(key.hex().as_str()) {
            return Err(format!("it answered for key {:?}, not {}", reply.key, key.short()));
        }
        if body.is_empty() {
            return Err("it sent an empty executable".into());
        }
        let hit = !matches!(reply.source.as_deref(), Some("compiled"));
        Ok((body, hit))
    }
}

impl CompileService for ServiceClient {
    fn is_on(&self) -> bool {
        ServiceClient::is_on(self)
    }

    fn give_up(&self, why: &str) {
        ServiceClient::give_up(self, why)
    }

    fn compile(&self, key: &CacheKey, components: &KeyComponents, program: &Program) -> Result<(Vec<u8>, bool), String> {
        ServiceClient::compile(self, key, components, program)
    }
}

/// One request on a new connection: the reply (an error reply becomes `Err`) and its body.
pub fn request_at(socket: &Path, request: &Request, body: &[u8], reply_timeout: Duration) -> Result<(Reply, Vec<u8>), String> {
    let mut stream = UnixStream::connect(socket).map_err(|e| match e.kind() {
        IoKind::NotFound | IoKind::ConnectionRefused => format!("not running ({e})"),
        _ => format!("cannot connect ({e})"),
    })?;
    let setup = stream.set_write_timeout(Some(WRITE_TIMEOUT)).and_then(|_| stream.set_read_timeout(Some(reply_timeout)));
    setup.map_err(|e| format!("cannot set socket timeouts ({e})"))?;
    // A write that fails (the server refused the frame and closed) may still leave its error
    // reply to read.
    let sent = protocol::write_frame(&mut stream, request, body);
    let reply = protocol::read_frame::<Reply>(&mut stream, protocol::MAX_REPLY);
    let (reply, bytes) = match (reply, sent) {
        (Ok(r), _) => r,
        (Err(_), Err(e)) => return Err(format!("sending the request failed ({e})")),
        (Err(FrameError::Closed), Ok(())) => return Err("it closed the connection mid-request (did it die?)".into()),
        (Err(FrameError::Io(e)), Ok(()))
            if matches!(e.kind(), IoKind::ConnectionReset | IoKind::UnexpectedEof | IoKind::BrokenPipe) =>
        {
            return Err(format!("it closed the connection mid-request (did it die? {e})"))
        }
        (Err(FrameError::Io(e)), Ok(())) if matches!(e.kind(), IoKind::WouldBlock | IoKind::TimedOut) => {
            return Err(format!("no reply within {} s", reply_timeout.as_secs()))
        }
        (Err(e), Ok(())) => return Err(format!("bad reply ({e})")),
    };
    if !reply.ok {
        let kind = reply.error_kind.map(|k| format!("{k:?}")).unwrap_or_default();
        return Err(format!("it refused the request ({kind}: {})", reply.error.as_deref().unwrap_or("no reason given")));
    }
    Ok((reply, bytes))
}
