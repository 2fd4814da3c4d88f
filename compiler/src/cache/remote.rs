//! The remote tier: entries in a Redis server shared by several machines
//! (`TORCHTPU_REMOTE_CACHE=redis://host:port`). Same bytes as a disk entry, under the Redis key
//! `torchtpu:entry:<64 hex key>`, checked with [`entry::decode`] exactly like a file read from
//! disk. See `docs/cache.md`.
//!
//! - No lock: two machines compiling the same cold key both compile it and both store the same
//!   entry (the last `SET` wins; both are valid). On one machine the disk tier's lock still makes
//!   concurrent processes compile once.
//! - A server that is down, refuses a command or misses the deadline turns this store off for the
//!   rest of the process: the first failure is reported ([`Lookup::Failed`] or an error from
//!   `put`), which [`super::Persistent`] turns into one warning; later calls answer at once (a
//!   miss, or an error that nobody sees because writes are off by then).
//! - Each command (connecting included, when needed) has one total deadline
//!   (`TORCHTPU_REMOTE_CACHE_DEADLINE_S`, default 10 s), however the server trickles its reply.
//! - A key holding another Redis type (`WRONGTYPE`) is a bad entry: deleted, a miss. It says
//!   nothing about the server.
//! - With `TORCHTPU_CACHE_KEY_FILE`, values are signed and only validly signed ones are loaded.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use super::entry::{self, Entry, EntryError, EntryHeader, MacKey};
use super::key::CacheKey;
use super::resp::{Connection, RedisUrl, Reply};
use super::{Guard, Lookup, Store};

/// `TORCHTPU_REMOTE_CACHE`: `redis://host:port[/db]`; unset, empty or `off`: no remote tier.
pub const REMOTE_ENV: &str = "TORCHTPU_REMOTE_CACHE";
pub const CONNECT_TIMEOUT: Duration = Duration::from_millis(1000);
/// The default total deadline of one command.
pub const DEADLINE: Duration = Duration::from_secs(10);
/// `TORCHTPU_REMOTE_CACHE_DEADLINE_S`: the total deadline of one command, in seconds.
pub const DEADLINE_ENV: &str = "TORCHTPU_REMOTE_CACHE_DEADLINE_S";
const KEY_PREFIX: &str = "torchtpu:entry:";

/// `TORCHTPU_REMOTE_CACHE_DEADLINE_S` (a positive number of seconds, at most a day), else
/// [`DEADLINE`].
pub fn deadline_from_env() -> Result<Duration, String> {
    parse_deadline(std::env::var(DEADLINE_ENV).ok().as_deref())
}

/// [`deadline_from_env`] of the variable's value: unset or blank is [`DEADLINE`]; anything
/// [`parse_seconds`](super::deadline::parse_seconds) refuses (NaN, inf, zero, negative, over a
/// day) is an error naming the variable.
pub fn parse_deadline(value: Option<&str>) -> Result<Duration, String> {
    match value {
        None => Ok(DEADLINE),
        Some(v) if v.trim().is_empty() => Ok(DEADLINE),
        Some(v) => super::deadline::parse_seconds(DEADLINE_ENV, v).map_err(|e| format!("{e}; using 10")),
    }
}

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
    /// The total deadline of one command.
    deadline: Duration,
    /// Sign stored values, accept only signed ones (`TORCHTPU_CACHE_KEY_FILE`).
    mac: Option<MacKey>,
    /// A configuration problem that keeps the store off (an unreadable key file), reported as
    /// the first lookup's failure.
    broken: Option<String>,
}

impl RemoteStore {
    /// Does not connect: the first use does (so that a process that never misses its local
    /// tiers never talks to Redis). Reads `TORCHTPU_REMOTE_CACHE_DEADLINE_S` and
    /// `TORCHTPU_CACHE_KEY_FILE`; a key file that cannot be read keeps the tier off (its first
    /// lookup reports why) rather than let it load unsigned values.
    pub fn new(url: RedisUrl) -> RemoteStore {
        let deadline = deadline_from_env().unwrap_or_else(|e| {
            crate::diag::warn(e);
            DEADLINE
        });
        match MacKey::from_env() {
            Ok(mac) => RemoteStore::with_options(url, deadline, mac),
            Err(e) => {
                let mut s = RemoteStore::with_options(url, deadline, None);
                s.broken = Some(e);
                s
            }
        }
    }

    /// [`RemoteStore::new`] with the deadline and key given.
    pub fn with_options(url: RedisUrl, deadline: Duration, mac: Option<MacKey>) -> RemoteStore {
        RemoteStore { url, conn: Mutex::new(None), down: AtomicBool::new(false), deadline, mac, broken: None }
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
        match self.command_or_refusal(args)? {
            Reply::Error(e) => Err(self.fail(std::io::Error::other(format!("{} refused: {e}", String::from_utf8_lossy(args[0]))))),
            r => Ok(r),
        }
    }

    /// Runs one command within the deadline; an error reply is returned (the caller decides
    /// whether it means the server is unusable), any other failure turns the store off.
    fn command_or_refusal(&self, args: &[&[u8]]) -> Result<Reply, String> {
        if self.is_down() {
            return Err("off after an earlier failure".into());
        }
        if let Some(why) = &self.broken {
            self.down.store(true, Ordering::Relaxed);
            return Err(why.clone());
        }
        let mut guard = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        let result = (|| {
            // One deadline for connecting (when needed) and the command.
            let t0 = std::time::Instant::now();
            if guard.is_none() {
                *guard = Some(Connection::open(&self.url, CONNECT_TIMEOUT, self.deadline)?);
            }
            let left = self.deadline.saturating_sub(t0.elapsed());
            if left.is_zero() {
                return Err(super::deadline::timed_out(self.deadline));
            }
            guard.as_mut().expect("opened above").command(args, left)
        })();
        if result.is_err() {
            *guard = None;
        }
        drop(guard);
        result.map_err(|e| self.fail(e))
    }

    /// Turns the store off after `e`; the message for the warning.
    fn fail(&self, e: std::io::Error) -> String {
        self.down.store(true, Ordering::Relaxed);
        match e.kind() {
            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut => {
                format!("timed out: no whole reply within the deadline of {}", super::deadline::fmt_duration(self.deadline))
            }
            _ => e.to_string(),
        }
    }

    /// The value at `key`; `Err(Ok(bad))` when the Redis key holds another type (a bad entry),
    /// `Err(Err(why))` when the server failed.
    fn fetch(&self, key: &CacheKey) -> Result<Option<Vec<u8>>, Result<EntryError, String>> {
        match self.command_or_refusal(&[b"GET", Self::redis_key(key).as_bytes()]).map_err(Err)? {
            Reply::Bulk(v) => Ok(v),
            Reply::Error(e) if e.starts_with("WRONGTYPE") => {
                Err(Ok(EntryError::Malformed(format!("the Redis key holds another type of value ({e})"))))
            }
            Reply::Error(e) => Err(Err(self.fail(std::io::Error::other(format!("GET refused: {e}"))))),
            other => Err(Err(self.fail(std::io::Error::other(format!("unexpected reply to GET: {other:?}"))))),
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
            Ok(Some(bytes)) => match entry::decode_with(&bytes, Some(key), self.mac.as_ref()) {
                Ok(e) => Lookup::Hit(Box::new(e)),
                Err(e) => {
                    self.remove(key);
                    Lookup::Bad(e)
                }
            },
            Err(Ok(bad)) => {
                self.remove(key);
                Lookup::Bad(bad)
            }
            Err(Err(e)) => Lookup::Failed(e),
        }
    }

    fn put(&self, key: &CacheKey, bytes: &[u8]) -> std::io::Result<usize> {
        let sealed = entry::seal_if(bytes, self.mac.as_ref());
        let bytes = &sealed[..];
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
        self.fetch(key).ok().flatten().and_then(|b| entry::decode_with(&b, Some(key), self.mac.as_ref()).ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::net::TcpListener;
    use std::time::Instant;

    #[test]
    fn deadline_variable_is_bounded() {
        assert_eq!(parse_deadline(None), Ok(DEADLINE));
        assert_eq!(parse_deadline(Some(" ")), Ok(DEADLINE));
        assert_eq!(parse_deadline(Some("2.5")), Ok(Duration::from_millis(2500)));
        for bad in ["1e19", "1e308", "inf", "nan", "-1", "0"] {
            let e = parse_deadline(Some(bad)).unwrap_err();
            assert!(e.starts_with(&format!("{DEADLINE_ENV}={bad:?}")) && e.ends_with("using 10"), "{e}");
        }
    }

    fn url(port: u16) -> RedisUrl {
        RedisUrl { host: "127.0.0.1".into(), port, db: 0, password: None }
    }

    #[test]
    fn a_server_that_is_down_is_a_quick_failure_then_misses() {
        // A port nobody listens on: bind, learn the port, close.
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let s = RemoteStore::with_options(url(port), Duration::from_secs(1), None);
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
        let s = RemoteStore::with_options(url(port), Duration::from_secs(1), None);
        let t0 = Instant::now();
        match s.get(&CacheKey([4; 32])) {
            Lookup::Failed(why) => assert!(why.contains("timed out"), "{why}"),
            other => panic!("expected a failure, got {other:?}"),
        }
        let took = t0.elapsed();
        assert!(took >= Duration::from_secs(1) && took < Duration::from_secs(4), "bounded by the deadline: {took:?}");
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
        let s = RemoteStore::with_options(url(port), Duration::from_secs(1), None);
        let k = CacheKey([5; 32]);
        assert!(matches!(s.get(&k), Lookup::Bad(_)));
        let seen = server.join().unwrap();
        assert!(seen[0].contains("GET") && seen[0].contains(&k.hex()));
        assert!(seen[1].contains("DEL") && seen[1].contains(&k.hex()));
        assert!(!s.is_down());
    }

    #[test]
    fn a_trickling_server_is_cut_off_at_the_deadline() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let server = std::thread::spawn(move || {
            let (mut c, _) = listener.accept().unwrap();
            let mut buf = [0u8; 256];
            let _ = c.read(&mut buf);
            // A valid bulk reply of 100 bytes, one byte every 100 ms (10 s if nobody hangs up):
            // every read gets a byte long before any per-read timeout.
            let _ = c.write_all(b"$100\r\n");
            for _ in 0..100 {
                if c.write_all(b"x").is_err() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        let s = RemoteStore::with_options(url(port), Duration::from_millis(500), None);
        let t0 = Instant::now();
        match s.get(&CacheKey([6; 32])) {
            Lookup::Failed(why) => assert!(why.contains("timed out") && why.contains("500 ms"), "{why}"),
            other => panic!("expected a failure, got {other:?}"),
        }
        let took = t0.elapsed();
        assert!(took >= Duration::from_millis(450) && took < Duration::from_secs(2), "one total deadline: {took:?}");
        assert!(s.is_down());
        drop(s);
        server.join().unwrap();
    }

    /// A fake Redis on loopback: GET, SET and DEL on a map; a key in `wrong_type` answers GET
    /// with WRONGTYPE. Serves one connection until it closes.
    fn fake_redis(wrong_type: Vec<String>) -> (u16, std::thread::JoinHandle<Vec<String>>) {
        use std::io::BufRead;
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let t = std::thread::spawn(move || {
            let (c, _) = listener.accept().unwrap();
            c.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
            let mut w = c.try_clone().unwrap();
            let mut r = std::io::BufReader::new(c);
            let mut map: std::collections::HashMap<String, Vec<u8>> = Default::default();
            let mut seen = Vec::new();
            loop {
                let mut line = String::new();
                if r.read_line(&mut line).unwrap_or(0) == 0 {
                    return seen;
                }
                let n: usize = line.trim()[1..].parse().unwrap();
                let mut args = Vec::new();
                for _ in 0..n {
                    let mut len = String::new();
                    r.read_line(&mut len).unwrap();
                    let mut a = vec![0u8; len.trim()[1..].parse::<usize>().unwrap() + 2];
                    r.read_exact(&mut a).unwrap();
                    a.truncate(a.len() - 2);
                    args.push(a);
                }
                let cmd = String::from_utf8_lossy(&args[0]).into_owned();
                let key = String::from_utf8_lossy(&args[1]).into_owned();
                seen.push(cmd.clone());
                let reply: Vec<u8> = match cmd.as_str() {
                    "GET" if wrong_type.contains(&key) => {
                        b"-WRONGTYPE Operation against a key holding the wrong kind of value\r\n".to_vec()
                    }
                    "GET" => match map.get(&key) {
                        Some(v) => [format!("${}\r\n", v.len()).into_bytes(), v.clone(), b"\r\n".to_vec()].concat(),
                        None => b"$-1\r\n".to_vec(),
                    },
                    "SET" => {
                        map.insert(key, args[2].clone());
                        b"+OK\r\n".to_vec()
                    }
                    "DEL" => format!(":{}\r\n", map.remove(&key).is_some() as u8).into_bytes(),
                    _ => b"-ERR unknown command\r\n".to_vec(),
                };
                w.write_all(&reply).unwrap();
            }
        });
        (port, t)
    }

    #[test]
    fn a_key_of_the_wrong_type_is_a_bad_entry_not_a_dead_server() {
        let k = CacheKey([7; 32]);
        let (port, server) = fake_redis(vec![RemoteStore::redis_key(&k)]);
        let s = RemoteStore::with_options(url(port), Duration::from_secs(5), None);
        match s.get(&k) {
            Lookup::Bad(EntryError::Malformed(why)) => assert!(why.contains("WRONGTYPE"), "{why}"),
            other => panic!("expected a bad entry, got {other:?}"),
        }
        assert!(!s.is_down(), "the tier stays on");
        // The same connection goes on: another key misses, a write and a read work.
        let e = entry::sample_entry();
        assert!(matches!(s.get(&e.key()), Lookup::Miss));
        s.put(&e.key(), &e.encode()).unwrap();
        assert!(matches!(s.get(&e.key()), Lookup::Hit(_)));
        drop(s);
        assert_eq!(server.join().unwrap(), ["GET", "DEL", "GET", "SET", "GET"]);
    }

    #[test]
    fn signed_values() {
        let (port, server) = fake_redis(Vec::new());
        let key = MacKey::from_secret(b"0123456789abcdef");
        let signed = RemoteStore::with_options(url(port), Duration::from_secs(5), Some(key));
        let e = entry::sample_entry();
        signed.put(&e.key(), &e.encode()).unwrap();
        assert!(matches!(signed.get(&e.key()), Lookup::Hit(ref got) if **got == e));
        assert!(signed.peek(&e.key()).is_some());
        drop(signed);
        server.join().unwrap();

        let (port, server) = fake_redis(Vec::new());
        let plain = RemoteStore::with_options(url(port), Duration::from_secs(5), None);
        plain.put(&e.key(), &e.encode()).unwrap();
        // The fake serves one connection: read through the same one, now with a key.
        let checked = RemoteStore { mac: Some(MacKey::from_secret(b"0123456789abcdef")), ..plain };
        match checked.get(&e.key()) {
            Lookup::Bad(EntryError::Unsigned) => {}
            other => panic!("an unsigned value is refused when a key is set, got {other:?}"),
        }
        assert!(matches!(checked.get(&e.key()), Lookup::Miss), "and deleted");
        drop(checked);
        server.join().unwrap();
    }
}
