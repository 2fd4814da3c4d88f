//! A minimal, synchronous Redis client: the five commands the remote tier needs (`AUTH`,
//! `SELECT`, `GET`, `SET`, `DEL`, plus `PING`), spoken in RESP2 over one TCP connection with a
//! connect timeout, a total deadline on each command (sending it and reading the whole reply,
//! however slowly the server trickles it), and a bound on the size of a reply. `docs/cache.md`
//! says why this is not the `redis` crate.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

use super::deadline::Deadline;

/// The largest bulk string accepted from the server (Redis itself caps values at 512 MiB).
pub const MAX_BULK: u64 = 1 << 30;

/// Where a Redis server is: `redis://[:password@]host[:port][/db]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RedisUrl {
    pub host: String,
    pub port: u16,
    pub db: u32,
    pub password: Option<String>,
}

impl RedisUrl {
    pub fn parse(url: &str) -> Result<RedisUrl, String> {
        let rest = url
            .strip_prefix("redis://")
            .ok_or_else(|| format!("`{url}` is not a redis:// URL (expected redis://host:port)"))?;
        let (auth, rest) = match rest.rsplit_once('@') {
            Some((a, r)) => (Some(a), r),
            None => (None, rest),
        };
        let password = auth.map(|a| a.split_once(':').map(|(_, p)| p).unwrap_or(a).to_string()).filter(|p| !p.is_empty());
        let (hostport, db) = match rest.split_once('/') {
            Some((hp, db)) if !db.is_empty() => {
                (hp, db.parse::<u32>().map_err(|_| format!("`{url}`: the database `{db}` is not a number"))?)
            }
            Some((hp, _)) => (hp, 0),
            None => (rest, 0),
        };
        let (host, port) = match hostport.rsplit_once(':') {
            Some((h, p)) => (h, p.parse::<u16>().map_err(|_| format!("`{url}`: the port `{p}` is not a number"))?),
            None => (hostport, 6379),
        };
        if host.is_empty() {
            return Err(format!("`{url}` names no host"));
        }
        Ok(RedisUrl { host: host.to_string(), port, db, password })
    }

    /// The URL with the password: what parses back to this one (for a child process's environment).
    pub fn with_password(&self) -> String {
        let auth = self.password.as_ref().map(|p| format!(":{p}@")).unwrap_or_default();
        format!("redis://{auth}{}:{}/{}", self.host, self.port, self.db)
    }

    /// The URL without the password, for messages.
    pub fn display(&self) -> String {
        let db = if self.db == 0 { String::new() } else { format!("/{}", self.db) };
        format!("redis://{}:{}{db}", self.host, self.port)
    }
}

/// One reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    Status(String),
    Integer(i64),
    Bulk(Option<Vec<u8>>),
    /// An error reply (`-ERR ...`): the server is fine, the command was refused.
    Error(String),
}

/// An open connection.
pub struct Connection {
    reader: BufReader<Deadline<TcpStream>>,
}

fn invalid(msg: impl Into<String>) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, msg.into())
}

impl Connection {
    /// Connects (each resolved address tried with `connect_timeout`, all of it within `deadline`
    /// from now), then authenticates and selects the database when the URL says so, within the
    /// same deadline.
    pub fn open(url: &RedisUrl, connect_timeout: Duration, deadline: Duration) -> std::io::Result<Connection> {
        let until = super::deadline::instant_after(deadline);
        let mut last = None;
        let mut stream = None;
        for addr in (url.host.as_str(), url.port).to_socket_addrs()? {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(super::deadline::timed_out(deadline));
            }
            match TcpStream::connect_timeout(&addr, connect_timeout.min(left)) {
                Ok(s) => {
                    stream = Some(s);
                    break;
                }
                Err(e) => last = Some(e),
            }
        }
        let stream = match stream {
            Some(s) => s,
            None => return Err(last.unwrap_or_else(|| invalid(format!("{} resolves to no address", url.host)))),
        };
        stream.set_nodelay(true)?;
        let left = until.saturating_duration_since(Instant::now()).max(Duration::from_millis(1));
        let mut c = Connection { reader: BufReader::new(Deadline::new(stream, left)) };
        if let Some(p) = &url.password {
            c.expect_ok(&[b"AUTH", p.as_bytes()])?;
        }
        if url.db != 0 {
            c.expect_ok(&[b"SELECT", url.db.to_string().as_bytes()])?;
        }
        Ok(c)
    }

    fn expect_ok(&mut self, args: &[&[u8]]) -> std::io::Result<()> {
        match self.send(args)? {
            Reply::Status(_) => Ok(()),
            Reply::Error(e) => Err(std::io::Error::other(format!("{}: {e}", String::from_utf8_lossy(args[0])))),
            other => Err(invalid(format!("unexpected reply {other:?}"))),
        }
    }

    /// Sends one command and reads its whole reply, both within `deadline` from now.
    pub fn command(&mut self, args: &[&[u8]], deadline: Duration) -> std::io::Result<Reply> {
        self.reader.get_mut().restart(deadline);
        self.send(args)
    }

    /// Sends one command and reads its reply within the current deadline.
    fn send(&mut self, args: &[&[u8]]) -> std::io::Result<Reply> {
        let stream = self.reader.get_mut();
        stream.write_all(&encode_command(args))?;
        stream.flush()?;
        read_reply(&mut self.reader)
    }
}

/// A command as a RESP array of bulk strings.
pub fn encode_command(args: &[&[u8]]) -> Vec<u8> {
    let mut out = format!("*{}\r\n", args.len()).into_bytes();
    for a in args {
        out.extend_from_slice(format!("${}\r\n", a.len()).as_bytes());
        out.extend_from_slice(a);
        out.extend_from_slice(b"\r\n");
    }
    out
}

fn read_line(r: &mut impl BufRead) -> std::io::Result<String> {
    let mut line = Vec::new();
    // A status or error line longer than this is not Redis.
    let n = r.by_ref().take(64 * 1024).read_until(b'\n', &mut line)?;
    if n == 0 {
        return Err(std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "the server closed the connection"));
    }
    if !line.ends_with(b"\r\n") {
        return Err(invalid("reply line not terminated by CRLF"));
    }
    line.truncate(line.len() - 2);
    String::from_utf8(line).map_err(|_| invalid("reply line is not UTF-8"))
}

/// Reads one reply (arrays are not used by the commands above and are refused).
pub fn read_reply(r: &mut impl BufRead) -> std::io::Result<Reply> {
    let line = read_line(r)?;
    let (kind, rest) = line.split_at(if line.is_empty() { 0 } else { 1 });
    match kind {
        "+" => Ok(Reply::Status(rest.to_string())),
        "-" => Ok(Reply::Error(rest.to_string())),
        ":" => rest.parse().map(Reply::Integer).map_err(|_| invalid(format!("bad integer reply `{rest}`"))),
        "$" => {
            let n: i64 = rest.parse().map_err(|_| invalid(format!("bad bulk length `{rest}`")))?;
            if n < 0 {
                return Ok(Reply::Bulk(None));
            }
            if n as u64 > MAX_BULK {
                return Err(invalid(format!("a reply of {n} bytes is over the limit of {MAX_BULK}")));
            }
            let mut data = vec![0u8; n as usize + 2];
            r.read_exact(&mut data)?;
            if !data.ends_with(b"\r\n") {
                return Err(invalid("bulk reply not terminated by CRLF"));
            }
            data.truncate(n as usize);
            Ok(Reply::Bulk(Some(data)))
        }
        _ => Err(invalid(format!("unexpected reply `{}`", line.chars().take(40).collect::<String>()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls() {
        let u = RedisUrl::parse("redis://127.0.0.1:6380").unwrap();
        assert_eq!((u.host.as_str(), u.port, u.db, u.password.as_deref()), ("127.0.0.1", 6380, 0, None));
        let u = RedisUrl::parse("redis://:s3cret@cache.local/2").unwrap();
        assert_eq!((u.host.as_str(), u.port, u.db, u.password.as_deref()), ("cache.local", 6379, 2, Some("s3cret")));
        assert_eq!(u.display(), "redis://cache.local:6379/2", "no password in messages");
        assert_eq!(RedisUrl::parse(&u.with_password()).unwrap(), u);
        assert!(RedisUrl::parse("http://x").is_err());
        assert!(RedisUrl::parse("redis://h:notaport").is_err());
        assert!(RedisUrl::parse("redis://:6379").is_err());
    }

    #[test]
    fn command_encoding() {
        assert_eq!(encode_command(&[b"GET", b"k"]), b"*2\r\n$3\r\nGET\r\n$1\r\nk\r\n");
    }

    #[test]
    fn replies() {
        let mut r: &[u8] = b"+OK\r\n:3\r\n$3\r\na\r\n\r\n$-1\r\n-ERR no\r\n";
        assert_eq!(read_reply(&mut r).unwrap(), Reply::Status("OK".into()));
        assert_eq!(read_reply(&mut r).unwrap(), Reply::Integer(3));
        assert_eq!(read_reply(&mut r).unwrap(), Reply::Bulk(Some(b"a\r\n".to_vec())), "binary-safe");
        assert_eq!(read_reply(&mut r).unwrap(), Reply::Bulk(None));
        assert_eq!(read_reply(&mut r).unwrap(), Reply::Error("ERR no".into()));
        assert!(read_reply(&mut r).is_err(), "end of stream");
        let mut big: &[u8] = b"$99999999999\r\n";
        assert!(read_reply(&mut big).is_err(), "over the size limit");
        let mut short: &[u8] = b"$10\r\nabc";
        assert!(read_reply(&mut short).is_err(), "truncated");
        let mut junk: &[u8] = b"HTTP/1.1 400\r\n";
        assert!(read_reply(&mut junk).is_err());
    }
}
