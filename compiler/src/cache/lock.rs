//! One advisory lock per key, across processes: whoever holds it compiles the key; the others wait,
//! then find the entry on disk. `flock(2)` through `std::fs::File::try_lock`, so the lock goes away
//! with its holder, also when the holder crashes.
//!
//! Lock files are never deleted while in use by design: deleting a lock file that another process
//! has open would let a third process lock a fresh file of the same name. `cache clear` and
//! eviction do remove them; the worst that race can cause is a second compile of the same key,
//! never a wrong entry (entries are written by atomic rename).

use std::fs::{File, OpenOptions, TryLockError};
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;
use std::time::{Duration, Instant};

/// A held lock; released on drop.
#[derive(Debug)]
pub struct KeyLock {
    file: File,
    /// Whether another holder made us wait (it was probably compiling the same key).
    pub waited: bool,
}

pub enum Acquired {
    Held(KeyLock),
    /// Another process held the lock for all of `timeout`.
    TimedOut,
}

impl KeyLock {
    /// Takes the exclusive lock on `path` (created, mode 0600), waiting up to `timeout`.
    pub fn acquire(path: &Path, timeout: Duration) -> std::io::Result<Acquired> {
        let file = OpenOptions::new().read(true).write(true).create(true).truncate(false).mode(0o600).open(path)?;
        let start = Instant::now();
        let mut pause = Duration::from_millis(1);
        let mut waited = false;
        loop {
            match file.try_lock() {
                Ok(()) => return Ok(Acquired::Held(KeyLock { file, waited })),
                Err(TryLockError::WouldBlock) => {
                    waited = true;
                    if start.elapsed() >= timeout {
                        return Ok(Acquired::TimedOut);
                    }
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(25));
                }
                Err(TryLockError::Error(e)) => return Err(e),
            }
        }
    }
}

impl Drop for KeyLock {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn second_holder_waits_then_times_out() {
        let dir = std::env::temp_dir().join(format!("torchtpu-lock-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("k.lock");
        let Acquired::Held(first) = KeyLock::acquire(&p, Duration::from_secs(1)).unwrap() else { panic!("free lock") };
        assert!(!first.waited);
        // flock locks belong to open file descriptions: a second open in this process conflicts too.
        assert!(matches!(KeyLock::acquire(&p, Duration::from_millis(30)).unwrap(), Acquired::TimedOut));
        let t = std::thread::spawn({
            let p = p.clone();
            move || match KeyLock::acquire(&p, Duration::from_secs(10)).unwrap() {
                Acquired::Held(l) => l.waited,
                Acquired::TimedOut => panic!("timed out"),
            }
        });
        std::thread::sleep(Duration::from_millis(50));
        drop(first);
        assert!(t.join().unwrap(), "the second holder waited for the first");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
