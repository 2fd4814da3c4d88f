//! The executable cache, in two tiers (see `docs/cache.md`):
//!
//! - [`MemoryCache`]: key → loaded executable, in this process, least recently used evicted.
//! - a persistent [`Store`]: key → encoded [`Entry`] (the executable as PJRT serialized it, plus
//!   the key's components). [`DiskStore`] is the one implementation today; a remote tier would be
//!   a second one. [`Persistent`] wraps a store with the policy: bad entries are logged and
//!   removed, I/O failures degrade to compiling without the store with one warning per process.
//!
//! The key ([`KeyComponents::key`]) is computed in one place, `key.rs`.

pub mod deadline;
pub mod disk;
pub mod entry;
pub mod explain;
pub mod key;
pub mod lock;
mod memory;
pub mod remote;
pub mod resp;
mod tiers;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

pub use disk::{DiskConfig, DiskStore};
pub use entry::{Entry, EntryError, EntryHeader};
pub use key::{CacheKey, KeyComponents, Target};
pub use memory::MemoryCache;
pub use remote::RemoteStore;
pub use tiers::{open_disk, CompileService, On, Program, Source, TierStats, Tiers};

/// The result of looking a key up in a [`Store`].
#[derive(Debug)]
pub enum Lookup {
    /// A whole, checked entry.
    Hit(Box<Entry>),
    Miss,
    /// The stored entry was bad (truncated, corrupted, foreign, another version); it was removed.
    Bad(EntryError),
    /// The store could not be read (permissions, I/O error).
    Failed(String),
}

/// The right to compile one key, across processes; released on drop.
pub struct Guard {
    /// Whether another holder made us wait.
    pub waited: bool,
    pub _held: Box<dyn Send>,
}

/// A persistent tier: the on-disk store, and later a remote one.
pub trait Store: Send + Sync {
    /// Where it is, for messages.
    fn location(&self) -> String;
    /// The checked entry for `key`. A bad entry is removed and reported as [`Lookup::Bad`].
    fn get(&self, key: &CacheKey) -> Lookup;
    /// Stores an encoded entry so that readers see all of it or nothing. Returns how many other
    /// entries were evicted to stay under the size limit.
    fn put(&self, key: &CacheKey, bytes: &[u8]) -> std::io::Result<usize>;
    /// Removes the entry for `key` (it decoded, but PJRT refused it).
    fn remove(&self, key: &CacheKey);
    /// Waits for the exclusive right to compile `key` (so that concurrent processes compile it once).
    /// `Ok(None)`: another holder kept it past the timeout; compile anyway.
    fn lock(&self, key: &CacheKey) -> std::io::Result<Option<Guard>>;
    /// The headers of all stored entries, for `explain`.
    fn candidates(&self) -> Vec<(CacheKey, EntryHeader)>;
    /// The entry for `key` if it is valid, without side effects (no removal, no LRU touch).
    fn peek(&self, key: &CacheKey) -> Option<Entry>;
}

/// Prints `torchtpu: cache: <msg>` on stderr (a bad entry, an explained miss).
pub fn log(msg: &str) {
    crate::diag::cache_log(msg);
}

static DEGRADED: AtomicBool = AtomicBool::new(false);
static DEGRADED_REASON: Mutex<Option<String>> = Mutex::new(None);

/// The one warning per process saying that the persistent cache stopped working (a read-only or
/// full directory, a plugin that cannot serialize). Later calls are silent.
pub fn warn_degraded(msg: &str) {
    if !DEGRADED.swap(true, Ordering::SeqCst) {
        crate::diag::warn(msg);
        *DEGRADED_REASON.lock().unwrap_or_else(|e| e.into_inner()) = Some(msg.to_string());
    }
}

static REMOTE_DOWN: AtomicBool = AtomicBool::new(false);

/// The one warning per process saying that the remote tier stopped working (Redis down, a
/// timeout, a refused command). Separate from [`warn_degraded`]: the disk tier may still work.
pub fn warn_remote_down(msg: &str) {
    if !REMOTE_DOWN.swap(true, Ordering::SeqCst) {
        crate::diag::warn(msg);
    }
}

/// The warning [`warn_degraded`] gave, if any.
pub fn degraded_reason() -> Option<String> {
    DEGRADED_REASON.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// What [`Persistent::get`] found.
pub enum Fetched {
    Hit(Box<Entry>),
    Miss,
    /// A bad entry was found, logged and removed.
    Bad,
}

/// Which tier a [`Persistent`] is: the messages and the warning differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tier {
    Disk,
    Remote,
}

/// A [`Store`] with the policy around it.
pub struct Persistent {
    store: Box<dyn Store>,
    tier: Tier,
    /// Cleared after the first failed write (full disk, read-only directory, unserializable
    /// executables): later compiles do not try again.
    writes: AtomicBool,
}

impl Persistent {
    /// The disk tier (or any local store).
    pub fn new(store: Box<dyn Store>) -> Persistent {
        Persistent { store, tier: Tier::Disk, writes: AtomicBool::new(true) }
    }

    /// The remote tier: its failures give their own warning and leave the disk tier alone.
    pub fn remote(store: Box<dyn Store>) -> Persistent {
        Persistent { store, tier: Tier::Remote, writes: AtomicBool::new(true) }
    }

    pub fn tier(&self) -> Tier {
        self.tier
    }

    pub fn store(&self) -> &dyn Store {
        self.store.as_ref()
    }

    pub fn location(&self) -> String {
        self.store.location()
    }

    pub fn writable(&self) -> bool {
        self.writes.load(Ordering::Relaxed)
    }

    fn stop_writing(&self, msg: &str) {
        self.writes.store(false, Ordering::Relaxed);
        match self.tier {
            Tier::Disk => warn_degraded(msg),
            Tier::Remote => warn_remote_down(msg),
        }
    }

    /// The warning for a store that failed: `what` (`cannot read`, ...), the error, and (for the
    /// disk tier) what happens next. `at`: name the directory (the disk tier's read errors
    /// already do).
    fn failure(&self, what: &str, why: &str, at: bool, consequence: &str) -> String {
        match self.tier {
            Tier::Disk if at => format!("{what} the compile cache at {} ({why}); {consequence}", self.location()),
            Tier::Disk => format!("{what} the compile cache ({why}); {consequence}"),
            Tier::Remote => format!(
                "{what} the remote compile cache {} ({why}); continuing without the remote tier",
                self.location()
            ),
        }
    }

    pub fn get(&self, key: &CacheKey) -> Fetched {
        match self.store.get(key) {
            Lookup::Hit(e) => Fetched::Hit(e),
            Lookup::Miss => Fetched::Miss,
            Lookup::Bad(why) => {
                log(&format!("removed bad entry {} in {}: {why}; recompiling", key.short(), self.location()));
                Fetched::Bad
            }
            // One entry that cannot be read (its permissions, an I/O error) is one miss: the
            // compile that follows writes a new entry over it. Writes stop only when a write
            // fails. A remote tier that cannot be read is down: it is turned off.
            Lookup::Failed(why) if self.tier == Tier::Disk => {
                log(&format!("cannot read entry {} in {}: {why}; recompiling", key.short(), self.location()));
                Fetched::Miss
            }
            Lookup::Failed(why) => {
                self.stop_writing(&self.failure("cannot read", &why, false, "compiling without the persistent cache"));
                Fetched::Miss
            }
        }
    }

    /// Drops an entry that decoded but could not be used.
    pub fn discard(&self, key: &CacheKey, why: &str) {
        self.store.remove(key);
        log(&format!("removed entry {} in {}: {why}; recompiling", key.short(), self.location()));
    }

    /// The compile lock for `key`, when writes are on and the store can lock.
    pub fn lock(&self, key: &CacheKey) -> Option<Guard> {
        if !self.writable() {
            return None;
        }
        match self.store.lock(key) {
            Ok(Some(g)) => Some(g),
            Ok(None) => {
                log(&format!("gave up waiting for another process compiling {}; compiling it here too", key.short()));
                None
            }
            Err(e) => {
                self.stop_writing(&self.failure("cannot use", &e.to_string(), true, "compiling without saving to it"));
                None
            }
        }
    }

    /// Stores the entry `encode` makes, unless writes are off. `encode` fails when the plugin
    /// cannot serialize executables: then they stay in memory only, with one warning. Returns
    /// `Some(evicted)` when the entry was written.
    pub fn put(&self, key: &CacheKey, encode: impl FnOnce() -> crate::Result<Vec<u8>>) -> Option<usize> {
        if !self.writable() {
            return None;
        }
        let bytes = match encode() {
            Ok(b) => b,
            Err(e) => {
                self.stop_writing(&format!(
                    "the PJRT plugin cannot serialize executables ({e}); caching them in memory only"
                ));
                return None;
            }
        };
        match self.store.put(key, &bytes) {
            Ok(evicted) => Some(evicted),
            Err(e) => {
                let why = e.to_string();
                self.stop_writing(&self.failure("cannot write to", &why, true, "compiling without saving to it"));
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::sync::Arc;

    /// A store whose writes fail (counting calls) and, with `unreadable`, whose reads fail too;
    /// with `writable`, writes succeed instead.
    #[derive(Default)]
    struct Failing {
        puts: Arc<AtomicUsize>,
        unreadable: bool,
        writable: bool,
    }

    impl Store for Failing {
        fn location(&self) -> String {
            "<failing>".into()
        }
        fn get(&self, _: &CacheKey) -> Lookup {
            if self.unreadable {
                return Lookup::Failed("Permission denied (os error 13)".into());
            }
            Lookup::Miss
        }
        fn put(&self, _: &CacheKey, _: &[u8]) -> std::io::Result<usize> {
            self.puts.fetch_add(1, Ordering::SeqCst);
            if self.writable {
                return Ok(0);
            }
            Err(std::io::Error::other("No space left on device"))
        }
        fn remove(&self, _: &CacheKey) {}
        fn lock(&self, _: &CacheKey) -> std::io::Result<Option<Guard>> {
            Ok(Some(Guard { waited: false, _held: Box::new(()) }))
        }
        fn candidates(&self) -> Vec<(CacheKey, EntryHeader)> {
            Vec::new()
        }
        fn peek(&self, _: &CacheKey) -> Option<Entry> {
            None
        }
    }

    #[test]
    fn a_failed_write_turns_writes_off() {
        let puts = Arc::new(AtomicUsize::new(0));
        let p = Persistent::new(Box::new(Failing { puts: puts.clone(), ..Default::default() }));
        let k = CacheKey([1; 32]);
        assert_eq!(p.put(&k, || Ok(vec![1, 2, 3])), None);
        assert!(!p.writable());
        assert!(degraded_reason().is_some());
        assert_eq!(p.put(&k, || Ok(vec![1])), None);
        assert!(p.lock(&k).is_none(), "no locking once writes are off");
        assert_eq!(puts.load(Ordering::SeqCst), 1, "no second attempt");
    }

    #[test]
    fn an_unreadable_disk_entry_is_a_miss_and_writes_go_on() {
        let unreadable = || Box::new(Failing { unreadable: true, writable: true, ..Default::default() });
        let p = Persistent::new(unreadable());
        let k = CacheKey([3; 32]);
        assert!(matches!(p.get(&k), Fetched::Miss));
        assert!(p.writable(), "one unreadable entry does not turn the disk tier's writes off");
        assert_eq!(p.put(&k, || Ok(vec![1, 2, 3])), Some(0), "the recompiled entry is written over it");
        // A remote tier that cannot be read is down: it stops.
        let r = Persistent::remote(unreadable());
        assert!(matches!(r.get(&k), Fetched::Miss));
        assert!(!r.writable());
    }

    #[test]
    fn an_unserializable_executable_stays_in_memory() {
        let puts = Arc::new(AtomicUsize::new(0));
        let p = Persistent::new(Box::new(Failing { puts: puts.clone(), ..Default::default() }));
        let r = p.put(&CacheKey([2; 32]), || {
            Err(crate::Error::Pjrt { call: "PJRT_Executable_Serialize", message: "unimplemented".into() })
        });
        assert_eq!(r, None);
        assert!(!p.writable());
        assert_eq!(puts.load(Ordering::SeqCst), 0, "nothing reached the store");
    }
}
