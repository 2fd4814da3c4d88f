//! The remote tier: entries in a Redis server shared by several machines
//! (`TORCHTPU_REMOTE_CACHE=redis://host:port`). Same bytes as a disk entry, under the Redis key
//! `torchtpu:entry:<64 hex key>`, checked with [`entry::decode`] exactly like a file read from
//! disk. See `docs/cache.md`.
//!
//! - No lock: two machines compiling the same cold key both compile it and both store the same
//!   entry (the last `SET` wins; both are valid). On one machine the disk tier's lock still makes
//!   concurrent processes compile once.
//! - A server that is down, refuses a command or times out turns this store off for the rest of
//!   the process: the first failure is reported ([`Lookup::Failed`] or an error from `put`),
//!   which [`super::Persistent`] turns into one warning; later calls answer at once (a miss, or
//!   an error that nobody sees because writes are off by then).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use super::entry::{self, Entry, EntryHeader};
use super::key::CacheKey;
use super::resp::{Connection, RedisUrl, Reply};
use super::{Guard, Lookup, Store};

/// `TORCHTPU_REMOTE_CACHE`: `redis://host:port[/db]`; unset, empty or `off`: no remote tier.
pub const REMOTE_ENV: &str = "TORCHTPU_REMOTE_CACHE";
pub const CONNECT_TIMEOUT: Duration = Duration::from_millis(1000);
pub const IO_TIMEOUT: Duration = Duration::from_millis(2000);
const KEY_PREFIX: &str = "torchtpu:entry:";

/// `TORCHTPU_REMOTE_CACHE`, parsed: `Ok(None)` when unset or off.
pub fn url_from_env() -> Result<Option<RedisUrl>, String> {
    match std::env::var(REMOTE_ENV) {
        Err(_) => Ok(None),
        Ok(v) if v.trim().is_empty() || v.trim().eq_ignore_ascii_case("off") => Ok(None),
        Ok(v) => RedisUrl::parse(v.trim()).map(Some).map_err(|e| format!("{REMOTE_ENV}: {e}; no remote cache tier")),
    }
}

/// A Redis server as a [`Store`].
pub struct RemoteStore {
    url: RedisUrl,
    conn: Mutex<Option<Connection>>,
    /// Set after the first failure; every later call answers without touching the network.
    down: AtomicBool,
}

impl RemoteStore {
    /// Does not connect: the first use does (so that a process that never misses its local
    /// tiers never talks to Redis).
    pub fn new(url: RedisUrl) -> RemoteStore {
        RemoteStore { url, conn: Mutex::new(None), down: AtomicBool::new(false) }
    }

    pub fn redis_key(key: &CacheKey) -> String {
        format!("{KEY_PREFIX}{}", key.hex())
    }

    pub fn is_down(&self) -> bool {
        self.down.load(Ordering::Relaxed)
    }

    /// Runs one command on the shared connection (opening it when needed). Any failure closes
    /// the connection and turns the store off.
    fn command(&self, args: &[&[u8]]) -> Result<Reply, String> {
        if self.is_down() {
            return Err("off after an earlier failure".into());
        }
        let mut guard = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        let result = (|| {
            if guard.is_none() {
                *guard = Some(Connection::open(&self.url, CONNECT_TIMEOUT, IO_TIMEOUT)?);
            }
            match guard.as_mut().expect("opened above").command(args)? {
                Reply::Error(e) => Err(std::io::Error::other(format!("{} refused: {e}", String::from_utf8_lossy(args[0])))),
                r => Ok(r),
            }
        })();
        result.map_err(|e| {
            *guard = None;
            self.down.store(true, Ordering::Relaxed);
            match e.kind() {
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut => format!("timed out: {e}"),
                _ => e.to_string(),
            }
        })
    }

    fn fetch(&self, key: &CacheKey) -> Result<Option<Vec<u8>>, String> {
        match self.command(&[b"GET", Self::redis_key(key).as_bytes()])? {
            Reply::Bulk(v) => Ok(v),
            other => Err(format!("unexpected reply to GET: {other:?}")),
        }
    }
}

impl Store for RemoteStore {
    fn location(&self) -> String {
        self.url.display()
    }

    fn get(&self, key: &CacheKey) -> Lookup {
        if self.is_down() {
            return Lookup::Miss;
        }
        match self.fetch(key) {
            Ok(None) => Lookup::Miss,
            Ok(Some(bytes)) => match entry::decode(&bytes, Some(key)) {
                Ok(e) => Lookup::Hit(Box::new(e)),
                Err(e) => {
                    self.remove(key);
                    Lookup::Bad(e)
                }
            },
            Err(e) => Lookup::Failed(e),
        }
    }

    fn put(&self, key: &CacheKey, bytes: &[u8]) -> std::io::Result<usize> {
        match self.command(&[b"SET", Self::redis_key(key).as_bytes(), bytes]) {
            Ok(_) => Ok(0),
            Err(e) => Err(std::io::Error::other(e)),
        }
    }

    fn remove(&self, key: &CacheKey) {
        let _ = self.command(&[b"DEL", Self::redis_key(key).as_bytes()]);
    }

    /// No cross-machine lock (see the module doc): always granted at once.
    fn lock(&self, _key: &CacheKey) -> std::io::Result<Option<Guard>> {
        Ok(Some(Guard { waited: false, _held: Box::new(()) }))
    }

    /// Listing a shared Redis is not done: `explain` looks at the disk tier only.
    fn candidates(&self) -> Vec<(CacheKey, EntryHeader)> {
        Vec::new()
    }

    fn peek(&self, key: &CacheKey) -> Option<Entry> {
        self.fetch(key).ok().flatten().and_then(|b| entry::decode(&b, Some(key)).ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::net::TcpListener;
    use std::time::Instant;

    fn url(port: u16) -> RedisUrl {
        RedisUrl { host: "127.0.0.1".into(), port, db: 0, password: None }
    }

    #[test]
    fn a_server_that_is_down_is_a_quick_failure_then_misses() {
        // A port nobody listens on: bind, learn the port, close.
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let s = RemoteStore::new(url(port));
        let k = CacheKey([3; 32]);
        let t0 = Instant::now();
        assert!(matches!(s.get(&k), Lookup::Failed(_)));
        assert!(s.is_down());
        assert!(matches!(s.get(&k), Lookup::Miss), "later lookups do not retry");
        assert!(s.put(&k, b"x").is_err());
        assert!(t0.elapsed() < CONNECT_TIMEOUT + Duration::from_secs(5), "no waiting on a refused connection");
    }

    #[test]
    fn a_server_that_never_answers_times_out() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let hold = std::thread::spawn(move || {
            let (mut c, _) = listener.accept().unwrap();
            let mut buf = [0u8; 64];
            let _ = c.read(&mut buf); // read the command, never answer
            std::thread::sleep(Duration::from_secs(3));
        });
        let s = RemoteStore::new(url(port));
        let t0 = Instant::now();
        match s.get(&CacheKey([4; 32])) {
            Lookup::Failed(why) => assert!(why.contains("timed out"), "{why}"),
            other => panic!("expected a failure, got {other:?}"),
        }
        let took = t0.elapsed();
        assert!(took >= IO_TIMEOUT && took < IO_TIMEOUT + Duration::from_secs(5), "bounded by the I/O timeout: {took:?}");
        hold.join().unwrap();
    }

    #[test]
    fn a_bad_value_is_reported_and_deleted() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let server = std::thread::spawn(move || {
            let (mut c, _) = listener.accept().unwrap();
            let mut seen = Vec::new();
            let mut buf = [0u8; 4096];
            // GET: answer with bytes that are not an entry.
            let n = c.read(&mut buf).unwrap();
            seen.push(String::from_utf8_lossy(&buf[..n]).into_owned());
            c.write_all(b"$5\r\nhello\r\n").unwrap();
            // DEL
            let n = c.read(&mut buf).unwrap();
            seen.push(String::from_utf8_lossy(&buf[..n]).into_owned());
            c.write_all(b":1\r\n").unwrap();
            seen
        });
        let s = RemoteStore::new(url(port));
        let k = CacheKey([5; 32]);
        assert!(matches!(s.get(&k), Lookup::Bad(_)));
        let seen = server.join().unwrap();
        assert!(seen[0].contains("GET") && seen[0].contains(&k.hex()));
        assert!(seen[1].contains("DEL") && seen[1].contains(&k.hex()));
        assert!(!s.is_down());
    }
}
