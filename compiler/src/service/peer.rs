//! Who is at the other end of a Unix socket (`SO_PEERCRED`), and whether a socket path is ours.
//! Both sides of the compile service trust only their own user: the server refuses a client of
//! another uid, and the client refuses a server (and a socket file) of another uid, because the
//! server decides what code the client runs (`docs/service.md#trust`).

use std::os::unix::fs::MetadataExt;
use std::os::unix::io::AsRawFd;
use std::os::unix::net::UnixStream;
use std::path::Path;

/// The peer of a connected Unix socket, as the kernel recorded it at `connect`/`listen`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Peer {
    pub uid: u32,
    /// The peer's process (0 where the platform does not say).
    pub pid: i32,
}

/// This process's effective uid: what both sides compare the peer with.
pub fn euid() -> u32 {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

/// The credentials of `stream`'s peer.
#[cfg(target_os = "linux")]
pub fn peer_of(stream: &UnixStream) -> std::io::Result<Peer> {
    let mut cred = libc::ucred { pid: 0, uid: 0, gid: 0 };
    let mut len = std::mem::size_of::<libc::ucred>() as libc::socklen_t;
    // SAFETY: `cred` and `len` are valid for writes of the sizes given; the fd is open.
    let rc = unsafe {
        libc::getsockopt(
            stream.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_PEERCRED,
            (&mut cred as *mut libc::ucred).cast(),
            &mut len,
        )
    };
    if rc != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(Peer { uid: cred.uid, pid: cred.pid })
}

/// The credentials of `stream`'s peer (no pid on this platform).
#[cfg(not(target_os = "linux"))]
pub fn peer_of(stream: &UnixStream) -> std::io::Result<Peer> {
    let (mut uid, mut gid) = (0, 0);
    // SAFETY: valid pointers; the fd is open.
    if unsafe { libc::getpeereid(stream.as_raw_fd(), &mut uid, &mut gid) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(Peer { uid, pid: 0 })
}

/// The client's check of a connected server: its peer must run as `expected` (our euid).
pub fn check_server(stream: &UnixStream, socket: &Path, expected: u32) -> Result<Peer, String> {
    let peer = peer_of(stream).map_err(|e| format!("cannot tell who owns the server at {}: {e}", socket.display()))?;
    if peer.uid != expected {
        return Err(format!(
            "the server at {} runs as uid {} (pid {}), not as this process's uid {expected}; refusing it: \
             its executables would run in this process",
            socket.display(),
            peer.uid,
            peer.pid
        ));
    }
    Ok(peer)
}

/// The client's check of a socket path before connecting: the socket must be owned by
/// `expected`, and its directory by `expected` or root, and not writable by others unless sticky
/// (`/tmp`): otherwise another user could have put their server's socket there.
pub fn check_socket_path(socket: &Path, expected: u32) -> Result<(), String> {
    let shown = socket.display();
    let meta = match std::fs::metadata(socket) {
        Ok(m) => m,
        // Not there: connecting says "not running".
        Err(_) => return Ok(()),
    };
    if meta.uid() != expected {
        return Err(format!(
            "the socket {shown} is owned by uid {}, not by this process's uid {expected}; refusing it",
            meta.uid()
        ));
    }
    let real = std::fs::canonicalize(socket).unwrap_or_else(|_| socket.to_path_buf());
    let dir = real.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let d = std::fs::metadata(dir).map_err(|e| format!("cannot check the directory of {shown}: {e}"))?;
    if d.uid() != expected && d.uid() != 0 {
        return Err(format!(
            "the socket's directory {} is owned by uid {}, not by this process's uid {expected} (or root); refusing {shown}",
            dir.display(),
            d.uid()
        ));
    }
    if d.mode() & 0o022 != 0 && d.mode() & 0o1000 == 0 {
        return Err(format!(
            "the socket's directory {} is writable by other users (mode {:o}) and not sticky; refusing {shown}",
            dir.display(),
            d.mode() & 0o7777
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_socket_pair_is_our_own_uid_and_pid() {
        let (a, _b) = UnixStream::pair().unwrap();
        let p = peer_of(&a).unwrap();
        assert_eq!(p.uid, euid());
        if cfg!(target_os = "linux") {
            assert_eq!(p.pid as u32, std::process::id());
        }
        assert!(check_server(&a, Path::new("/x.sock"), euid()).is_ok());
        let e = check_server(&a, Path::new("/x.sock"), euid() + 12345).unwrap_err();
        assert!(e.contains("/x.sock") && e.contains(&format!("uid {}", euid())) && e.contains(&format!("{}", euid() + 12345)), "{e}");
    }
}
