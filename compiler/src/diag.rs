//! The library's warnings and log lines, routed to whoever hosts it. The CLI (and any other Rust
//! host) prints them on stderr as they happen; the Python extension turns capture on, so they
//! queue here and the Python side hands them to `warnings` and `logging` (torchtpu/diag.py) where
//! it holds the GIL. Nothing here ever calls into Python: compiles run on threads that must not
//! wait for the GIL.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// How a message reaches a Python user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// A `RuntimeWarning` (something degraded: a cache tier off, dumps not written).
    Warning,
    /// A line on the `torchtpu.cache` logger (a bad entry removed, an explained miss).
    CacheLog,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Warning => "warning",
            Level::CacheLog => "cache",
        }
    }
}

/// Messages kept while capturing, at most this many (the oldest are dropped past it).
const MAX_QUEUED: usize = 1000;

static CAPTURE: AtomicBool = AtomicBool::new(false);
static QUEUE: Mutex<Vec<(Level, String)>> = Mutex::new(Vec::new());

/// Queue messages for [`take`] instead of printing them (the Python extension).
pub fn capture(on: bool) {
    CAPTURE.store(on, Ordering::SeqCst);
}

fn emit(level: Level, msg: String) {
    if CAPTURE.load(Ordering::SeqCst) {
        let mut q = QUEUE.lock().unwrap_or_else(|e| e.into_inner());
        if q.len() >= MAX_QUEUED {
            q.remove(0);
        }
        q.push((level, msg));
    } else {
        match level {
            Level::Warning => eprintln!("torchtpu: warning: {msg}"),
            Level::CacheLog => eprintln!("torchtpu: cache: {msg}"),
        }
    }
}

/// A warning: something stopped working or was refused, and the process carries on.
pub fn warn(msg: impl std::fmt::Display) {
    emit(Level::Warning, msg.to_string());
}

/// A cache log line (`cache::log`).
pub fn cache_log(msg: impl std::fmt::Display) {
    emit(Level::CacheLog, msg.to_string());
}

/// The queued messages, oldest first; the queue is left empty.
pub fn take() -> Vec<(Level, String)> {
    std::mem::take(&mut *QUEUE.lock().unwrap_or_else(|e| e.into_inner()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captured_messages_queue_in_order_and_are_taken_once() {
        capture(true);
        let _ = take();
        warn("first");
        cache_log(format_args!("second {}", 2));
        let got = take();
        capture(false);
        assert_eq!(got, vec![(Level::Warning, "first".to_string()), (Level::CacheLog, "second 2".to_string())]);
        assert!(take().is_empty());
    }
}
