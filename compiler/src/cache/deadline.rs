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
        Deadline { stream, deadline: Instant::now() + allowed, allowed }
    }

    /// Starts a new deadline, `allowed` from now (for the next message on the same stream).
    pub fn restart(&mut self, allowed: Duration) {
        self.deadline = Instant::now() + allowed;
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
    fn durations() {
        assert_eq!(fmt_duration(Duration::from_millis(250)), "250 ms");
        assert_eq!(fmt_duration(Duration::from_millis(1500)), "1.5 s");
        assert_eq!(fmt_duration(Duration::from_secs(600)), "600 s");
    }
}
