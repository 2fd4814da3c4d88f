//! The compile service trusts only its own user and puts deadlines on whole frames: a server
//! thread with short limits, raw clients that misbehave. Loopback (Unix sockets) only; every
//! wait is bounded.

use std::io::{Read, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use torchtpu_compiler::cache::DiskConfig;
use torchtpu_compiler::driver::{Session, SessionConfig};
use torchtpu_compiler::driver::CompileConfig;
use torchtpu_compiler::server::{serve, ServeOptions};
use torchtpu_compiler::service::client::{request_as, request_at};
use torchtpu_compiler::service::peer::euid;
use torchtpu_compiler::service::protocol::{self, Reply, Request, MAGIC, PROTOCOL_VERSION};

mod common;
use common::{graph, run};

fn no_disk() -> DiskConfig {
    DiskConfig { dir: None, max_bytes: 0, problem: None, key_file: None }
}

fn stat(s: &Session, name: &str) -> u64 {
    s.stats.snapshot().into_iter().find(|(k, _)| *k == name).map(|(_, v)| v).unwrap()
}

/// A fresh directory (mode 0700) for one test's socket.
fn socket_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("torchtpu-trust-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
    dir
}

/// Starts a server at `dir/s.sock` with `tweak` applied to its options; returns the socket.
fn start(dir: &std::path::Path, tweak: impl FnOnce(&mut ServeOptions)) -> PathBuf {
    let socket = dir.join("s.sock");
    let mut opts = ServeOptions::new(socket.clone());
    opts.config = SessionConfig::local(&no_disk());
    tweak(&mut opts);
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let r = serve(opts, |_| tx.send(()).unwrap());
        panic!("serve returned: {r:?}");
    });
    rx.recv_timeout(Duration::from_secs(60)).expect("the server started");
    socket
}

fn ping(socket: &std::path::Path) -> Result<Reply, String> {
    request_at(socket, &Request::Ping, b"", Duration::from_secs(10)).map(|(r, _)| r)
}

#[test]
fn a_client_of_another_uid_is_refused_and_compiles_in_process() {
    let dir = socket_dir("uid-server");
    let other = euid() + 12345;
    // The server believes its own uid is `other`: this process is a foreign client to it.
    let socket = start(&dir, |o| o.uid = other);
    let e = ping(&socket).unwrap_err();
    assert!(e.contains("Forbidden"), "{e}");
    assert!(e.contains(&format!("uid {}", euid())) && e.contains(&format!("uid {other}")), "names both uids: {e}");
    assert!(e.contains(&socket.display().to_string()), "names the socket: {e}");

    // A session using that service falls back to compiling in-process, with the right result.
    let c = Session::with_config(None, &SessionConfig { service: Some(socket.clone()), ..SessionConfig::local(&no_disk()) })
        .unwrap();
    let g = c.compile(&graph("g"), &CompileConfig::default()).unwrap();
    run(&g);
    assert_eq!((stat(&c, "compiles"), stat(&c, "service_hits"), stat(&c, "service_fallbacks")), (1, 0, 1));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_server_of_another_uid_is_refused() {
    let dir = socket_dir("uid-client");
    let socket = start(&dir, |_| {});
    assert!(ping(&socket).is_ok());
    // A client that expects another uid refuses the socket file (owned by us, not by it).
    let other = euid() + 12345;
    let e = request_as(&socket, &Request::Ping, b"", Duration::from_secs(10), other).unwrap_err();
    assert!(e.contains("owned by uid") && e.contains(&format!("{other}")) && e.contains(&socket.display().to_string()), "{e}");
    if euid() == 0 {
        // As root we can give the socket file to `nobody`: the file check then passes for a
        // client expecting nobody, and the server's SO_PEERCRED uid (root) is refused.
        let nobody = 65534;
        std::os::unix::fs::chown(&socket, Some(nobody), None).unwrap();
        let e = request_as(&socket, &Request::Ping, b"", Duration::from_secs(10), nobody).unwrap_err();
        assert!(e.contains("runs as uid 0") && e.contains("uid 65534"), "{e}");
        // And the socket now belongs to another user than this process: refused by default.
        let e = ping(&socket).unwrap_err();
        assert!(e.contains("owned by uid 65534"), "{e}");
    } else {
        eprintln!("not root: the SO_PEERCRED refusal of a foreign server is covered by the unit test in service/peer.rs");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A raw connection that sends a valid frame (a ping with a 4 KiB body) one byte every `every`,
/// for at most `budget`; says on `connected` once connected.
/// Returns how long it was served before the server cut it off (or `budget` if it never did).
fn slow_loris(socket: &std::path::Path, every: Duration, budget: Duration, connected: mpsc::Sender<()>) -> Duration {
    let mut frame = Vec::new();
    protocol::write_frame(&mut frame, &Request::Ping, &[0u8; 4096]).unwrap();
    let mut s = UnixStream::connect(socket).unwrap();
    connected.send(()).unwrap();
    s.set_read_timeout(Some(Duration::from_millis(1))).unwrap();
    let t0 = Instant::now();
    for b in &frame {
        if t0.elapsed() > budget {
            return budget;
        }
        if s.write_all(&[*b]).is_err() {
            return t0.elapsed();
        }
        // The server answers a cut-off request with an error reply, then closes.
        let mut buf = [0u8; 256];
        match s.read(&mut buf) {
            Ok(_) => return t0.elapsed(),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(_) => return t0.elapsed(),
        }
        std::thread::sleep(every);
    }
    unreachable!("the frame is far longer than the budget allows")
}

#[test]
fn slow_clients_are_cut_off_at_the_frame_deadline() {
    let dir = socket_dir("loris");
    let deadline = Duration::from_millis(600);
    let socket = start(&dir, |o| {
        o.io_timeout = deadline;
        o.max_connections = 2;
    });
    let t0 = Instant::now();
    // Two trickling clients take every slot; each byte comes well within any per-read timeout.
    let (tx, rx) = mpsc::channel();
    let lorises: Vec<_> = (0..2)
        .map(|_| {
            let (s, tx) = (socket.clone(), tx.clone());
            std::thread::spawn(move || slow_loris(&s, Duration::from_millis(100), Duration::from_secs(10), tx))
        })
        .collect();
    // Both are connected before the ping: the server accepts in order, so they hold the slots.
    for _ in 0..2 {
        rx.recv_timeout(Duration::from_secs(10)).unwrap();
    }
    let e = ping(&socket).unwrap_err();
    assert!(e.contains("Busy"), "both slots are taken: {e}");
    for l in lorises {
        let held = l.join().unwrap();
        assert!(held >= deadline - Duration::from_millis(100) && held < Duration::from_secs(3), "cut off at the deadline: {held:?}");
    }
    // The slots are free again.
    let until = Instant::now() + Duration::from_secs(5);
    while ping(&socket).is_err() {
        assert!(Instant::now() < until, "the server serves again after cutting the slow clients off");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(t0.elapsed() < Duration::from_secs(8));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn one_process_may_hold_only_so_many_connections() {
    let dir = socket_dir("per-peer");
    let socket = start(&dir, |o| o.max_per_peer = 2);
    let held: Vec<UnixStream> = (0..2).map(|_| UnixStream::connect(&socket).unwrap()).collect();
    std::thread::sleep(Duration::from_millis(100));
    let e = ping(&socket).unwrap_err();
    assert!(e.contains("Busy") && e.contains(&format!("process {}", std::process::id())), "{e}");
    drop(held);
    let until = Instant::now() + Duration::from_secs(5);
    while let Err(e) = ping(&socket) {
        assert!(Instant::now() < until, "slots are freed when connections close: {e}");
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_trickling_server_hits_the_clients_deadline() {
    let dir = socket_dir("trickle-server");
    let socket = dir.join("fake.sock");
    let listener = UnixListener::bind(&socket).unwrap();
    let server = std::thread::spawn(move || {
        let (mut c, _) = listener.accept().unwrap();
        let _ = protocol::read_frame::<Request>(&mut c, 1 << 20);
        let mut reply = Vec::new();
        protocol::write_frame(&mut reply, &Reply::ok(), &[7u8; 64]).unwrap();
        // A valid reply, one byte every 100 ms: 5 s in all, if nobody hangs up.
        for b in reply.iter().take(50) {
            if c.write_all(&[*b]).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    });
    let t0 = Instant::now();
    let e = request_at(&socket, &Request::Ping, b"", Duration::from_millis(500)).unwrap_err();
    let took = t0.elapsed();
    assert!(e.contains("no whole reply within 500 ms"), "{e}");
    assert!(took >= Duration::from_millis(450) && took < Duration::from_secs(2), "{took:?}");
    server.join().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_preamble_with_a_bad_magic_is_still_answered() {
    // The frame deadline does not change the answer to garbage: an error reply, then close.
    let dir = socket_dir("garbage");
    let socket = start(&dir, |o| o.io_timeout = Duration::from_secs(2));
    let mut s = UnixStream::connect(&socket).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut junk = b"JUNK".to_vec();
    junk.extend(PROTOCOL_VERSION.to_le_bytes());
    junk.extend([0u8; 12]);
    assert_ne!(&junk[..4], &MAGIC);
    s.write_all(&junk).unwrap();
    let (reply, _) = protocol::read_frame::<Reply>(&mut s, 1 << 20).unwrap();
    assert!(!reply.ok);
    let _ = std::fs::remove_dir_all(&dir);
}
