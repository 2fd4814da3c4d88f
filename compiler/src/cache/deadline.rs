//! Total deadlines on blocking sockets. A per-read timeout bounds one `read`, not a message: a
//! peer that sends one byte just before each timeout holds the reader forever. [`Deadline`]
//! wraps a stream so that every read and write ends by one instant: before each call the socket's
//! timeout is set to the time left, and once it has passed every call fails with `TimedOut`.
//! The Redis client (`resp.rs`) and the compile service (both sides) read and write through it.

use std::io::{self, Read, Write};
use std::os::unix::net::UnixStream;
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// A socket whose blocking calls can be given a timeout.
pub trait Timeouts {
    fn set_read_timeout(&self, t: Option<Duration>) -> io::Result<()>;
    fn set_write_timeout(&self, t: Option<Duration>) -> io::Result<()>;
}

impl Timeouts for UnixStream {
    fn set_read_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        UnixStream::set_read_timeout(self, t)
    }
    fn set_write_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        UnixStream::set_write_timeout(self, t)
    }
}

impl Timeouts for TcpStream {
    fn set_read_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        TcpStream::set_read_timeout(self, t)
    }
    fn set_write_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        TcpStream::set_write_timeout(self, t)
    }
}

impl<T: Timeouts + ?Sized> Timeouts for &T {
    fn set_read_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        (**self).set_read_timeout(t)
    }
    fn set_write_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        (**self).set_write_timeout(t)
    }
}

/// The longest deadline or timeout that a variable or flag may set: one day. Every one is
/// bounded where it is parsed ([`parse_seconds`]), so that no later `Instant + Duration` can
/// overflow (`TORCHTPU_SERVICE_DEADLINE_S=1e308` once made every compile panic).
pub const MAX_DEADLINE: Duration = Duration::from_secs(86_400);
/// The shortest one: a millisecond (a socket timeout of zero means "none").
pub const MIN_DEADLINE: Duration = Duration::from_millis(1);

/// A number of seconds that `what` (a variable or flag, for the error) sets: decimals allowed,
/// from [`MIN_DEADLINE`] to [`MAX_DEADLINE`]. NaN, infinities, zero, negative numbers and
/// anything longer than a day are errors naming `what`.
pub fn parse_seconds(what: &str, value: &str) -> Result<Duration, String> {
    let max = MAX_DEADLINE.as_secs();
    let s: f64 = value
        .trim()
        .parse()
        .map_err(|_| format!("{what}={value:?}: expected a number of seconds (at most {max}, one day)"))?;
    if !s.is_finite() || s <= 0.0 {
        return Err(format!("{what}={value:?}: expected a positive, finite number of seconds (at most {max}, one day)"));
    }
    if s > MAX_DEADLINE.as_secs_f64() {
        return Err(format!("{what}={value:?}: at most {max} seconds (one day)"));
    }
    let d = Duration::try_from_secs_f64(s).map_err(|e| format!("{what}={value:?}: {e}"))?;
    if d < MIN_DEADLINE {
        return Err(format!("{what}={value:?}: at least 0.001 seconds"));
    }
    Ok(d)
}

/// `Instant::now() + allowed`, without the panic of an overflowing `Instant`: a duration past
/// [`MAX_DEADLINE`] counts as `MAX_DEADLINE` (no caller passes one; [`parse_seconds`] refuses
/// them), and should the clock still overflow, the deadline is now (the call times out rather
/// than panics).
pub fn instant_after(allowed: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(allowed.min(MAX_DEADLINE)).unwrap_or(now)
}

/// `stream`, with every read and write ending by `deadline`.
pub struct Deadline<S> {
    stream: S,
    deadline: Instant,
    /// How long the caller allowed, for the error message.
    allowed: Duration,
}

/// The error of a call made after the deadline (or cut short by it).
pub fn timed_out(allowed: Duration) -> io::Error {
    io::Error::new(io::ErrorKind::TimedOut, format!("deadline of {} passed", fmt_duration(allowed)))
}

/// `1.5 s`, `250 ms`.
pub fn fmt_duration(d: Duration) -> String {
    if d < Duration::from_secs(1) {
        format!("{} ms", d.as_millis())
    } else {
        format!("{} s", (d.as_secs_f64() * 1000.0).round() / 1000.0)
    }
}

impl<S: Timeouts> Deadline<S> {
    /// Every call ends within `allowed` from now.
    pub fn new(stream: S, allowed: Duration) -> Deadline<S> {
        Deadline { stream, deadline: instant_after(allowed), allowed }
    }

    /// Starts a new deadline, `allowed` from now (for the next message on the same stream).
    pub fn restart(&mut self, allowed: Duration) {
        self.deadline = instant_after(allowed);
        self.allowed = allowed;
    }

    /// The time left, or the `TimedOut` error.
    pub fn remaining(&self) -> io::Result<Duration> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(timed_out(self.allowed));
        }
        // A zero timeout means "none" to the socket; never pass one.
        Ok(left.max(Duration::from_millis(1)))
    }

    pub fn get_ref(&self) -> &S {
        &self.stream
    }

    pub fn get_mut(&mut self) -> &mut S {
        &mut self.stream
    }

    pub fn into_inner(self) -> S {
        self.stream
    }

    fn map_err(&self, e: io::Error) -> io::Error {
        match e.kind() {
            io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => timed_out(self.allowed),
            _ => e,
        }
    }
}

impl<S: Timeouts + Read> Read for Deadline<S> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let left = self.remaining()?;
        self.stream.set_read_timeout(Some(left))?;
        self.stream.read(buf).map_err(|e| self.map_err(e))
    }
}

impl<S: Timeouts + Write> Write for Deadline<S> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let left = self.remaining()?;
        self.stream.set_write_timeout(Some(left))?;
        self.stream.write(buf).map_err(|e| self.map_err(e))
    }

    fn flush(&mut self) -> io::Result<()> {
        self.stream.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trickling_peer_is_cut_off_at_the_deadline() {
        let (a, mut b) = UnixStream::pair().unwrap();
        let writer = std::thread::spawn(move || {
            // One byte every 50 ms: each read gets a byte long before any per-read timeout.
            for _ in 0..40 {
                if b.write_all(b"x").is_err() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        });
        let t0 = Instant::now();
        let mut r = Deadline::new(&a, Duration::from_millis(300));
        let mut buf = Vec::new();
        let e = r.read_to_end(&mut buf).unwrap_err();
        let took = t0.elapsed();
        assert_eq!(e.kind(), io::ErrorKind::TimedOut, "{e}");
        assert!(e.to_string().contains("300 ms"), "{e}");
        assert!(took >= Duration::from_millis(300) && took < Duration::from_secs(1), "{took:?}");
        assert!(!buf.is_empty() && buf.len() < 20, "read some bytes, then stopped: {}", buf.len());
        // Closing our end makes the writer's next write fail, so it ends early.
        drop(a);
        writer.join().unwrap();
    }

    #[test]
    fn seconds_are_bounded_where_parsed() {
        assert_eq!(parse_seconds("V", "10"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_seconds("V", " 0.25 "), Ok(Duration::from_millis(250)));
        assert_eq!(parse_seconds("V", "86400"), Ok(MAX_DEADLINE));
        for bad in ["1e308", "1e19", "86400.5", "18446744073709551615", "inf", "-inf", "nan", "NaN", "0", "-1", "0.0000001", "", "ten"] {
            let e = parse_seconds("TORCHTPU_X_S", bad).unwrap_err();
            assert!(e.starts_with(&format!("TORCHTPU_X_S={bad:?}: ")), "{bad}: {e}");
        }
        assert!(parse_seconds("V", "1e19").unwrap_err().contains("at most 86400 seconds"));
        assert!(parse_seconds("V", "nan").unwrap_err().contains("positive, finite"));
    }

    #[test]
    fn a_huge_deadline_never_panics() {
        // Past the clock's range: clamped to a day, not an overflow panic.
        let (a, _b) = UnixStream::pair().unwrap();
        let d = Deadline::new(&a, Duration::MAX);
        assert!(d.remaining().unwrap() <= MAX_DEADLINE);
        assert!(instant_after(Duration::from_secs(u64::MAX)) <= Instant::now() + MAX_DEADLINE);
    }

    #[test]
    fn durations() {
        assert_eq!(fmt_duration(Duration::from_millis(250)), "250 ms");
        assert_eq!(fmt_duration(Duration::from_millis(1500)), "1.5 s");
        assert_eq!(fmt_duration(Duration::from_secs(600)), "600 s");
    }
}
