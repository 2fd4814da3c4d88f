//! The client side of the compile service: what a Python process with
//! `TORCHTPU_COMPILER=unix:PATH` runs for each graph that misses its memory cache.

use std::io::ErrorKind as IoKind;
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::peer;
use super::protocol::{self, FrameError, Reply, Request};
use crate::cache::deadline::{fmt_duration, Deadline};
use crate::cache::{CacheKey, CompileService, KeyComponents, Program};

/// The default total deadline of one request (`TORCHTPU_SERVICE_DEADLINE_S`): sending it,
/// the server's compile, and receiving the reply. A compile of a large graph takes minutes, and a
/// server that died closes the socket at once, so this only bounds a server that hangs or
/// trickles.
pub const REPLY_TIMEOUT: Duration = Duration::from_secs(600);
/// `TORCHTPU_SERVICE_DEADLINE_S`: the total deadline of one request, in seconds.
pub const DEADLINE_ENV: &str = "TORCHTPU_SERVICE_DEADLINE_S";

/// `TORCHTPU_SERVICE_DEADLINE_S` (a positive number of seconds, at most a day), else
/// [`REPLY_TIMEOUT`]; a bad value is reported once and the default used.
pub fn deadline_from_env() -> Duration {
    parse_deadline(std::env::var(DEADLINE_ENV).ok().as_deref()).unwrap_or_else(|e| {
        crate::diag::warn(e);
        REPLY_TIMEOUT
    })
}

/// [`deadline_from_env`] of the variable's value: unset or blank is [`REPLY_TIMEOUT`]; anything
/// [`parse_seconds`](crate::cache::deadline::parse_seconds) refuses (NaN, inf, zero, negative,
/// over a day) is an error naming the variable.
pub fn parse_deadline(value: Option<&str>) -> Result<Duration, String> {
    match value {
        None => Ok(REPLY_TIMEOUT),
        Some(v) if v.trim().is_empty() => Ok(REPLY_TIMEOUT),
        Some(v) => crate::cache::deadline::parse_seconds(DEADLINE_ENV, v).map_err(|e| format!("{e}; using 600")),
    }
}

/// The compile service at one socket, as this process sees it.
pub struct ServiceClient {
    socket: PathBuf,
    on: AtomicBool,
    /// The uid the server (and its socket) must have: this process's euid.
    uid: u32,
    /// The total deadline of one request.
    deadline: Duration,
}

impl ServiceClient {
    /// The service at `socket`, trusted only when it runs as this process's user, with the
    /// deadline `TORCHTPU_SERVICE_DEADLINE_S` sets.
    pub fn new(socket: &Path) -> ServiceClient {
        ServiceClient::with_checks(socket, peer::euid(), deadline_from_env())
    }

    /// [`ServiceClient::new`] with the expected server uid and the deadline given (for tests).
    pub fn with_checks(socket: &Path, uid: u32, deadline: Duration) -> ServiceClient {
        ServiceClient { socket: socket.to_path_buf(), on: AtomicBool::new(true), uid, deadline }
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
            crate::diag::warn(format_args!(
                "compile service unix:{}: {why}; compiling in this process from now on",
                self.socket.display()
            ));
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
        let (reply, body) = request_as(&self.socket, &request, program.stablehlo.as_bytes(), self.deadline, self.uid)?;
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

/// One request on a new connection to a server of this process's user: the reply (an error
/// reply becomes `Err`) and its body, all within `deadline`.
pub fn request_at(socket: &Path, request: &Request, body: &[u8], deadline: Duration) -> Result<(Reply, Vec<u8>), String> {
    request_as(socket, request, body, deadline, peer::euid())
}

/// [`request_at`] with the uid the server must run as. The socket file must be that user's
/// (and its directory that user's or root's), and the peer's `SO_PEERCRED` uid must be it.
pub fn request_as(
    socket: &Path,
    request: &Request,
    body: &[u8],
    deadline: Duration,
    uid: u32,
) -> Result<(Reply, Vec<u8>), String> {
    peer::check_socket_path(socket, uid)?;
    let t0 = std::time::Instant::now();
    let stream = connect_within(socket, deadline).map_err(|e| match e.kind() {
        IoKind::NotFound | IoKind::ConnectionRefused => format!("not running ({e})"),
        IoKind::TimedOut => format!("it accepted no connection within {} (is it stuck?)", fmt_duration(deadline)),
        _ => format!("cannot connect ({e})"),
    })?;
    peer::check_server(&stream, socket, uid)?;
    // One deadline for the whole request: connecting, sending, the server's work, the reply.
    let left = deadline.saturating_sub(t0.elapsed()).max(Duration::from_millis(1));
    let mut stream = Deadline::new(&stream, left);
    // A write that fails (the server refused the frame and closed) may still leave its error
    // reply to read.
    let sent = protocol::write_frame(&mut stream, request, body);
    let reply = protocol::read_frame::<Reply>(&mut stream, protocol::MAX_REPLY);
    let (reply, bytes) = match (reply, sent) {
        (Ok(r), _) => r,
        (Err(FrameError::Io(e)), _) if e.kind() == IoKind::TimedOut => {
            return Err(format!("no whole reply within {} ({e})", fmt_duration(deadline)))
        }
        (Err(_), Err(e)) => return Err(format!("sending the request failed ({e})")),
        (Err(FrameError::Closed), Ok(())) => return Err("it closed the connection mid-request (did it die?)".into()),
        (Err(FrameError::Io(e)), Ok(()))
            if matches!(e.kind(), IoKind::ConnectionReset | IoKind::UnexpectedEof | IoKind::BrokenPipe) =>
        {
            return Err(format!("it closed the connection mid-request (did it die? {e})"))
        }
        (Err(e), Ok(())) => return Err(format!("bad reply ({e})")),
    };
    if !reply.ok {
        let kind = reply.error_kind.map(|k| format!("{k:?}")).unwrap_or_default();
        return Err(format!("it refused the request ({kind}: {})", reply.error.as_deref().unwrap_or("no reason given")));
    }
    Ok((reply, bytes))
}

/// Connects to the Unix socket `socket` within `deadline`. A listener whose queue of
/// connections is full makes `connect(2)` wait, and only the socket's send timeout bounds that
/// wait, so the socket is made and given the timeout before connecting (`UnixStream::connect`
/// cannot).
pub fn connect_within(socket: &Path, deadline: Duration) -> std::io::Result<UnixStream> {
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::io::FromRawFd;
    let path = socket.as_os_str().as_bytes();
    // SAFETY: sockaddr_un is plain data; all zeros is a valid value.
    let mut addr: libc::sockaddr_un = unsafe { std::mem::zeroed() };
    if path.is_empty() || path.len() >= addr.sun_path.len() || path.contains(&0) {
        return Err(std::io::Error::new(IoKind::InvalidInput, "the socket path is empty, too long or holds a NUL byte"));
    }
    addr.sun_family = libc::AF_UNIX as libc::sa_family_t;
    for (d, s) in addr.sun_path.iter_mut().zip(path) {
        *d = *s as libc::c_char;
    }
    // SAFETY: socket(2) with constant arguments.
    let fd = unsafe { libc::socket(libc::AF_UNIX, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0) };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `fd` is a fresh socket owned by nothing else; the stream closes it, also on error.
    let stream = unsafe { UnixStream::from_raw_fd(fd) };
    stream.set_write_timeout(Some(deadline.max(Duration::from_millis(1))))?;
    let len = (std::mem::size_of::<libc::sa_family_t>() + path.len() + 1) as libc::socklen_t;
    // SAFETY: `addr` is a valid sockaddr_un of at least `len` bytes; `fd` is open.
    let rc = unsafe { libc::connect(fd, (&addr as *const libc::sockaddr_un).cast(), len) };
    if rc != 0 {
        let e = std::io::Error::last_os_error();
        return Err(match e.raw_os_error() {
            // The send timeout ran out while the listener's queue stayed full.
            Some(libc::EAGAIN) | Some(libc::EINPROGRESS) => std::io::Error::new(IoKind::TimedOut, e),
            _ => e,
        });
    }
    stream.set_write_timeout(None)?;
    Ok(stream)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::io::AsRawFd;
    use std::os::unix::net::UnixListener;
    use std::time::Instant;

    #[test]
    fn deadline_variable_is_bounded() {
        assert_eq!(parse_deadline(None), Ok(REPLY_TIMEOUT));
        assert_eq!(parse_deadline(Some("90")), Ok(Duration::from_secs(90)));
        for bad in ["1e308", "1e19", "inf", "-inf", "nan", "0", "-3"] {
            let e = parse_deadline(Some(bad)).unwrap_err();
            assert!(e.starts_with(&format!("{DEADLINE_ENV}={bad:?}")) && e.ends_with("using 600"), "{e}");
        }
    }

    #[test]
    fn a_connect_to_a_full_queue_ends_at_the_deadline() {
        let dir = std::env::temp_dir().join(format!("torchtpu-connect-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("full.sock");
        let listener = UnixListener::bind(&path).unwrap();
        // A backlog of 0, and nobody accepting: the second connection already waits.
        // SAFETY: listen(2) on our own listening socket.
        assert_eq!(unsafe { libc::listen(listener.as_raw_fd(), 0) }, 0);
        let mut held = Vec::new();
        let t0 = Instant::now();
        let err = loop {
            assert!(held.len() < 16, "the queue never filled");
            match connect_within(&path, Duration::from_millis(300)) {
                Ok(s) => held.push(s),
                Err(e) => break e,
            }
        };
        assert_eq!(err.kind(), IoKind::TimedOut, "{err}");
        assert!(t0.elapsed() < Duration::from_secs(3), "{:?}", t0.elapsed());
        // Through `request_at`, the same, with the message saying so.
        let e = request_at(&path, &Request::Ping, b"", Duration::from_millis(300)).unwrap_err();
        assert!(e.contains("accepted no connection within 300 ms"), "{e}");
        drop(held);
        drop(listener);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn connect_within_errors() {
        assert_eq!(connect_within(Path::new("/nonexistent/x.sock"), Duration::from_secs(1)).unwrap_err().kind(), IoKind::NotFound);
        let long = format!("/tmp/{}", "x".repeat(200));
        assert_eq!(connect_within(Path::new(&long), Duration::from_secs(1)).unwrap_err().kind(), IoKind::InvalidInput);
    }
}
