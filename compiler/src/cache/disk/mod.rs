//! The on-disk tier: one file per key under `<dir>/entries/`, one lock file per key under
//! `<dir>/locks/`. See `docs/cache.md` for the layout, the fault model and the size limit.
//!
//! - Writes go to a temporary file in the same directory, are `fsync`ed, renamed over the final
//!   name (atomic on POSIX file systems) and the directory is `fsync`ed, so a reader sees a whole
//!   entry or none.
//! - Reads check the whole entry ([`entry::decode`]); a bad one is removed and reported as
//!   [`Lookup::Bad`], never returned.
//! - Least recently used entries (by modification time; a hit touches it) are evicted after each
//!   write until the total is under the limit.
//! - Trust: the directory, `entries/` and `locks/` must belong to this process's user and not be
//!   writable by group or others ([`check_trusted`]); otherwise the disk tier is refused. With a
//!   cache key (`TORCHTPU_CACHE_KEY_FILE`) every entry is signed and checked, and a shared
//!   directory may be used.

use std::fs::{self, File, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use super::entry::{self, Entry, EntryError, EntryHeader, MacKey, KEY_FILE_ENV};
use super::key::CacheKey;
use super::lock::{Acquired, KeyLock};
use super::{Guard, Lookup, Store};

/// `TORCHTPU_CACHE_DIR`: the cache directory; empty or `off` turns the disk tier off.
pub const DIR_ENV: &str = "TORCHTPU_CACHE_DIR";
/// `TORCHTPU_CACHE_MAX_BYTES`: the size limit (`500M`, `2G`, bytes; `0` = no limit).
pub const MAX_BYTES_ENV: &str = "TORCHTPU_CACHE_MAX_BYTES";
/// The default size limit: 5 GiB.
pub const DEFAULT_MAX_BYTES: u64 = 5 << 30;
/// How long a process waits for another one compiling the same key before compiling it too.
pub const LOCK_TIMEOUT: Duration = Duration::from_secs(600);
/// Temporary files older than this belong to a process that died mid-write.
const STALE_TMP: Duration = Duration::from_secs(3600);
const ENTRY_EXT: &str = "entry";
const TMP_PREFIX: &str = ".tmp-";

/// Where the disk tier lives and how big it may grow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiskConfig {
    /// `None`: the disk tier is off.
    pub dir: Option<PathBuf>,
    /// Bytes; 0 means no limit.
    pub max_bytes: u64,
    /// A problem with the variables (an unparsable size), to be reported once.
    pub problem: Option<String>,
    /// `TORCHTPU_CACHE_KEY_FILE`: sign and check every entry with this key.
    pub key_file: Option<PathBuf>,
}

impl DiskConfig {
    /// `$TORCHTPU_CACHE_DIR`, else `$XDG_CACHE_HOME/torchtpu`, else `$HOME/.cache/torchtpu`.
    pub fn from_env() -> DiskConfig {
        Self::from_vars(|name| std::env::var_os(name).map(|v| v.to_string_lossy().into_owned()))
    }

    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> DiskConfig {
        let dir = match var(DIR_ENV) {
            Some(v) if v.trim().is_empty() || v.trim().eq_ignore_ascii_case("off") => None,
            Some(v) => Some(PathBuf::from(v)),
            None => match var("XDG_CACHE_HOME").filter(|v| Path::new(v).is_absolute()) {
                Some(xdg) => Some(Path::new(&xdg).join("torchtpu")),
                None => var("HOME").filter(|h| !h.is_empty()).map(|h| Path::new(&h).join(".cache").join("torchtpu")),
            },
        };
        let (max_bytes, problem) = match var(MAX_BYTES_ENV).filter(|v| !v.trim().is_empty()) {
            None => (DEFAULT_MAX_BYTES, None),
            Some(v) => match parse_size(&v) {
                Ok(n) => (n, None),
                Err(e) => (DEFAULT_MAX_BYTES, Some(format!("{MAX_BYTES_ENV}={v:?}: {e}; using the default 5 GiB"))),
            },
        };
        let key_file = var(KEY_FILE_ENV).filter(|v| !v.trim().is_empty()).map(PathBuf::from);
        DiskConfig { dir, max_bytes, problem, key_file }
    }
}

/// `123`, `64K`, `500M`, `2G`, `1T` (binary multiples; a trailing `B` or `iB` is allowed).
pub fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return Err("expected a number of bytes, such as 1073741824, 500M or 2G".into());
    }
    let n: u64 = t[..digits].parse().map_err(|_| "number too large".to_string())?;
    let unit = t[digits..].trim().to_ascii_lowercase();
    let unit = unit.strip_suffix("ib").or_else(|| unit.strip_suffix('b')).unwrap_or(&unit);
    let shift = match unit {
        "" => 0,
        "k" => 10,
        "m" => 20,
        "g" => 30,
        "t" => 40,
        other => return Err(format!("unknown unit `{other}` (use K, M, G or T)")),
    };
    n.checked_mul(1u64 << shift).ok_or_else(|| "number too large".to_string())
}

/// One entry file as found in the directory.
#[derive(Debug, Clone)]
pub struct EntryFile {
    pub key: CacheKey,
    pub path: PathBuf,
    pub size: u64,
    /// Last use (written or read).
    pub modified: SystemTime,
}

/// What a directory scan found.
#[derive(Debug, Default)]
pub struct Scan {
    pub entries: Vec<EntryFile>,
    /// Temporary files (writes in progress, or left by a process that died mid-write).
    pub temp_files: Vec<(PathBuf, u64, SystemTime)>,
    /// Files that are neither entries nor temporary files.
    pub other_files: Vec<PathBuf>,
    /// Names of entries (`<key>.entry`) that are not regular files: links, FIFOs, directories.
    /// Never read; `verify` reports and removes them.
    pub odd_entries: Vec<EntryFile>,
    pub lock_files: usize,
}

impl Scan {
    pub fn total_bytes(&self) -> u64 {
        self.entries.iter().map(|e| e.size).sum()
    }
}

/// Why an entry could not be opened.
#[derive(Debug)]
enum OpenEntry {
    Missing,
    NotAFile(String),
    Io(std::io::Error),
}

/// Why an opened entry could not be read.
enum ReadEntry {
    Bad(EntryError),
    Io(std::io::Error),
}

/// What `verify` found for one entry.
#[derive(Debug)]
pub struct Verified {
    pub file: EntryFile,
    pub verdict: Result<EntryHeader, EntryError>,
    /// For a bad entry: `Ok` when it was removed, else why not.
    pub removal: Option<Result<(), String>>,
}

/// The on-disk store at one directory.
pub struct DiskStore {
    root: PathBuf,
    max_bytes: u64,
    tmp_counter: AtomicU64,
    /// Sign written entries and accept only signed ones.
    mac: Option<MacKey>,
}

/// Checks that the cache at `root` may be trusted by user `uid`: the directory (followed if it is
/// a link), `entries/` and `locks/` (which must be real directories, when they exist) belong to
/// `uid` and are not writable by group or others. Anyone else who can write there can make this
/// process run their code.
pub fn check_trusted(root: &Path, uid: u32) -> Result<(), String> {
    let refuse = |what: &Path, why: String| {
        Err(format!(
            "refusing the compile cache at {}: {} {why}; a cache entry is code that this process runs \
             (see docs/cache.md#threat-model; a shared cache needs {KEY_FILE_ENV})",
            root.display(),
            what.display()
        ))
    };
    let sub = [root.join("entries"), root.join("locks")];
    for (path, follow) in [(root, true), (sub[0].as_path(), false), (sub[1].as_path(), false)] {
        let meta = match if follow { fs::metadata(path) } else { fs::symlink_metadata(path) } {
            Ok(m) => m,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return refuse(path, format!("cannot be checked ({e})")),
        };
        if !meta.is_dir() {
            return refuse(path, "is not a directory".into());
        }
        if meta.uid() != uid {
            return refuse(path, format!("is owned by uid {}, not by this process's uid {uid}", meta.uid()));
        }
        if meta.mode() & 0o022 != 0 {
            return refuse(path, format!("is writable by other users (mode {:o})", meta.mode() & 0o7777));
        }
    }
    Ok(())
}

/// This process's effective uid.
pub fn euid() -> u32 {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

fn mkdir_private(p: &Path) -> std::io::Result<()> {
    match fs::DirBuilder::new().mode(0o700).create(p) {
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && p.is_dir() => Ok(()),
        r => r,
    }
}

impl DiskStore {
    /// The store at `root`, without touching the file system (for the CLI, which reports on a
    /// directory without creating it).
    pub fn at(root: &Path, max_bytes: u64) -> DiskStore {
        DiskStore { root: root.to_path_buf(), max_bytes, tmp_counter: AtomicU64::new(0), mac: None }
    }

    /// Signs every entry written, and accepts only entries signed with `key`.
    pub fn with_mac(mut self, key: Option<MacKey>) -> DiskStore {
        self.mac = key;
        self
    }

    /// Opens the store at `root`, creating it (mode 0700: a cache entry is code) and its
    /// subdirectories when missing, for this process's user and without a cache key: a directory
    /// that is not the user's own and private is refused (`PermissionDenied`, saying why).
    pub fn open(root: &Path, max_bytes: u64) -> std::io::Result<(DiskStore, Option<String>)> {
        DiskStore::open_as(root, max_bytes, euid(), None)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::PermissionDenied, e))
    }

    /// [`DiskStore::open`] for user `uid`, with an optional cache key. Without a key, a directory
    /// that fails [`check_trusted`] is refused. With one, it is used (every entry's MAC is
    /// checked), and the second value is a note saying that it is shared.
    pub fn open_as(root: &Path, max_bytes: u64, uid: u32, mac: Option<MacKey>) -> Result<(DiskStore, Option<String>), String> {
        let created = (|| {
            if let Some(parent) = root.parent().filter(|p| !p.as_os_str().is_empty()) {
                fs::create_dir_all(parent)?;
            }
            mkdir_private(root)
        })();
        created.map_err(|e| format!("cannot create the compile cache directory {} ({e})", root.display()))?;
        let store = DiskStore::at(root, max_bytes).with_mac(mac);
        let trusted = check_trusted(root, uid);
        if let (Err(e), None) = (&trusted, &store.mac) {
            return Err(e.clone());
        }
        // Created only in a directory we trust (or one whose entries are all checked).
        for d in [store.entries_dir(), store.locks_dir()] {
            mkdir_private(&d).map_err(|e| format!("cannot create {} ({e})", d.display()))?;
        }
        let note = trusted.err().map(|_| {
            format!(
                "the compile cache at {} is not private to this user; entries are accepted only with a valid MAC \
                 ({KEY_FILE_ENV})",
                root.display()
            )
        });
        Ok((store, note))
    }

    /// Whether entries are signed and checked with a cache key.
    pub fn signed(&self) -> bool {
        self.mac.is_some()
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    pub fn max_bytes(&self) -> u64 {
        self.max_bytes
    }

    pub fn entries_dir(&self) -> PathBuf {
        self.root.join("entries")
    }

    pub fn locks_dir(&self) -> PathBuf {
        self.root.join("locks")
    }

    pub fn entry_path(&self, key: &CacheKey) -> PathBuf {
        self.entries_dir().join(format!("{}.{ENTRY_EXT}", key.hex()))
    }

    pub fn lock_path(&self, key: &CacheKey) -> PathBuf {
        self.locks_dir().join(format!("{}.lock", key.hex()))
    }

    /// Reads and checks the entry for `key`. A bad entry is removed before this returns.
    pub fn read(&self, key: &CacheKey) -> Lookup {
        let path = self.entry_path(key);
        let mut file = match self.open_entry(&path) {
            Ok(f) => f,
            Err(OpenEntry::Missing) => return Lookup::Miss,
            Err(OpenEntry::NotAFile(why)) => {
                // The name itself is removed (a link, not what it points to; an empty directory).
                if fs::remove_file(&path).is_err() {
                    let _ = fs::remove_dir(&path);
                }
                return Lookup::Bad(EntryError::NotAFile(why));
            }
            Err(OpenEntry::Io(e)) => return Lookup::Failed(format!("{}: {e}", path.display())),
        };
        let bytes = match self.read_bounded(&mut file) {
            Ok(b) => b,
            Err(ReadEntry::Io(e)) => return Lookup::Failed(format!("{}: {e}", path.display())),
            Err(ReadEntry::Bad(e)) => {
                let _ = self.remove_if_same(&path, &file);
                return Lookup::Bad(e);
            }
        };
        match entry::decode_with(&bytes, Some(key), self.mac.as_ref()) {
            Ok(entry) => {
                // Last use, for LRU eviction. Fails harmlessly where we may not change the times.
                let _ = file.set_modified(SystemTime::now());
                Lookup::Hit(Box::new(entry))
            }
            Err(e) => {
                let _ = self.remove_if_same(&path, &file);
                Lookup::Bad(e)
            }
        }
    }

    /// Opens an entry for reading without following a symbolic link and without blocking (a FIFO
    /// would), and only when it is a regular file no larger than the cache's limit (when it has one).
    fn open_entry(&self, path: &Path) -> Result<File, OpenEntry> {
        let file = match fs::OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK).open(path) {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(OpenEntry::Missing),
            Err(e) if e.raw_os_error() == Some(libc::ELOOP) => {
                return Err(OpenEntry::NotAFile("a symbolic link".into()))
            }
            Err(e) => return Err(OpenEntry::Io(e)),
        };
        let meta = file.metadata().map_err(OpenEntry::Io)?;
        if !meta.file_type().is_file() {
            return Err(OpenEntry::NotAFile(format!("{:?}", meta.file_type())));
        }
        if self.max_bytes > 0 && meta.len() > self.max_bytes {
            return Err(OpenEntry::NotAFile(format!("{} bytes, over the cache limit of {}", meta.len(), self.max_bytes)));
        }
        Ok(file)
    }

    /// Reads an opened entry, no more than its preamble declares: the declared length is checked
    /// against the cache's limit and the file's size before the body is read (or memory for it
    /// allocated).
    fn read_bounded(&self, file: &mut File) -> Result<Vec<u8>, ReadEntry> {
        let size = file.metadata().map_err(ReadEntry::Io)?.len();
        let mut bytes = Vec::new();
        Read::by_ref(file).take(entry::PREAMBLE_LEN as u64).read_to_end(&mut bytes).map_err(ReadEntry::Io)?;
        let declared = match entry::declared_len(&bytes) {
            Ok(n) => n,
            // Too short for a preamble, foreign, another version: `decode` says which.
            Err(_) => return Ok(bytes),
        };
        if self.max_bytes > 0 && declared > self.max_bytes {
            return Err(ReadEntry::Bad(EntryError::TooLarge { declared, limit: self.max_bytes }));
        }
        if declared > size {
            return Err(ReadEntry::Bad(EntryError::Truncated { expected: declared, found: size }));
        }
        bytes.reserve_exact((declared as usize).saturating_sub(bytes.len()));
        // One byte more than declared, so that `decode` sees a file that is too long.
        let rest = (declared + 1).saturating_sub(bytes.len() as u64);
        Read::by_ref(file).take(rest).read_to_end(&mut bytes).map_err(ReadEntry::Io)?;
        Ok(bytes)
    }

    /// Removes `path` unless another process has renamed a new entry over it since we opened
    /// `file`. `Ok` also when it is already gone.
    fn remove_if_same(&self, path: &Path, file: &File) -> Result<(), String> {
        let same = match (file.metadata(), fs::symlink_metadata(path)) {
            (Ok(a), Ok(b)) => a.ino() == b.ino() && a.dev() == b.dev(),
            (_, Err(e)) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
            (_, Err(e)) => return Err(e.to_string()),
            (Err(e), _) => return Err(e.to_string()),
        };
        if !same {
            return Err("another process replaced it meanwhile; left in place".into());
        }
        match fs::remove_file(path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.to_string()),
            _ => Ok(()),
        }
    }

    /// Removes the entry for `key`.
    pub fn remove(&self, key: &CacheKey) {
        let _ = fs::remove_file(self.entry_path(key));
    }

    /// Writes an encoded entry atomically, then evicts down to the size limit. Returns how many
    /// entries were evicted. Only the write can fail: an eviction that fails (another user's
    /// entry in a shared directory, say) is retried after the next write.
    pub fn write(&self, key: &CacheKey, bytes: &[u8]) -> std::io::Result<usize> {
        let dir = self.entries_dir();
        let tmp = dir.join(format!(
            "{TMP_PREFIX}{}-{}-{}",
            key.hex(),
            std::process::id(),
            self.tmp_counter.fetch_add(1, Ordering::Relaxed)
        ));
        let sealed = entry::seal_if(bytes, self.mac.as_ref());
        let bytes = &sealed[..];
        let result = (|| {
            let mut f = OpenOptions::new().write(true).create_new(true).mode(0o600).open(&tmp)?;
            f.write_all(bytes)?;
            f.sync_all()?;
            drop(f);
            fs::rename(&tmp, self.entry_path(key))?;
            File::open(&dir)?.sync_all()
        })();
        if let Err(e) = result {
            let _ = fs::remove_file(&tmp);
            return Err(e);
        }
        if self.max_bytes > 0 {
            return Ok(self.evict_to(self.max_bytes, Some(key)).map(|v| v.len()).unwrap_or(0));
        }
        Ok(0)
    }

    /// Takes the lock for `key`, waiting up to [`LOCK_TIMEOUT`]. `Ok(None)`: timed out.
    pub fn lock_key(&self, key: &CacheKey, timeout: Duration) -> std::io::Result<Option<KeyLock>> {
        match KeyLock::acquire(&self.lock_path(key), timeout)? {
            Acquired::Held(l) => Ok(Some(l)),
            Acquired::TimedOut => Ok(None),
        }
    }

    /// Lists the directory. A missing directory is an empty scan.
    pub fn scan(&self) -> std::io::Result<Scan> {
        let mut scan = Scan::default();
        let dir = self.entries_dir();
        if fs::symlink_metadata(&dir).is_ok_and(|m| m.file_type().is_symlink()) {
            // Listing (and so evicting and clearing) only what is really inside the cache.
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                format!("{} is a symbolic link; the cache will not follow it", dir.display()),
            ));
        }
        let rd = match fs::read_dir(&dir) {
            Ok(rd) => rd,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(scan),
            Err(e) => return Err(e),
        };
        for item in rd {
            let item = item?;
            let path = item.path();
            let name = item.file_name().to_string_lossy().into_owned();
            let Ok(meta) = item.metadata() else { continue }; // removed meanwhile
            let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
            let key = name.strip_suffix(&format!(".{ENTRY_EXT}")).and_then(CacheKey::from_hex);
            if !meta.is_file() {
                match key {
                    Some(key) => scan.odd_entries.push(EntryFile { key, path, size: meta.len(), modified }),
                    None => scan.other_files.push(path),
                }
                continue;
            }
            if name.starts_with(TMP_PREFIX) {
                scan.temp_files.push((path, meta.len(), modified));
            } else if let Some(key) = key {
                scan.entries.push(EntryFile { key, path, size: meta.len(), modified });
            } else {
                scan.other_files.push(path);
            }
        }
        scan.lock_files = fs::read_dir(self.locks_dir()).map(|rd| rd.count()).unwrap_or(0);
        scan.entries.sort_by_key(|e| (e.modified, e.key));
        Ok(scan)
    }

    /// Evicts least recently used entries until the total is at most `max_bytes`, keeping `keep`
    /// unless it alone is over the limit. Also removes stale temporary files. Returns the evicted.
    pub fn evict_to(&self, max_bytes: u64, keep: Option<&CacheKey>) -> std::io::Result<Vec<EntryFile>> {
        let scan = self.scan()?;
        self.remove_stale_temp_files(&scan);
        let mut total = scan.total_bytes();
        let mut evicted = Vec::new();
        let (kept, others): (Vec<_>, Vec<_>) = scan.entries.into_iter().partition(|e| Some(&e.key) == keep);
        // Oldest first; the entry just written goes last.
        for e in others.into_iter().chain(kept) {
            if total <= max_bytes {
                break;
            }
            match fs::remove_file(&e.path) {
                Ok(()) => {}
                Err(err) if err.kind() == std::io::ErrorKind::NotFound => {} // another process evicted it
                Err(err) => return Err(err),
            }
            let _ = fs::remove_file(self.lock_path(&e.key));
            total = total.saturating_sub(e.size);
            evicted.push(e);
        }
        Ok(evicted)
    }

    fn remove_stale_temp_files(&self, scan: &Scan) -> usize {
        let now = SystemTime::now();
        let mut n = 0;
        for (path, _, modified) in &scan.temp_files {
            if now.duration_since(*modified).unwrap_or_default() > STALE_TMP && fs::remove_file(path).is_ok() {
                n += 1;
            }
        }
        n
    }

    /// Removes every entry, temporary file and lock file. Returns (entries removed, bytes freed).
    pub fn clear(&self) -> std::io::Result<(usize, u64)> {
        let scan = self.scan()?;
        let mut n = 0;
        let mut bytes = 0;
        for e in &scan.entries {
            if fs::remove_file(&e.path).is_ok() {
                n += 1;
                bytes += e.size;
            }
        }
        for (p, _, _) in &scan.temp_files {
            let _ = fs::remove_file(p);
        }
        // Never through a symbolic link: a `locks` link to another directory would have its files
        // deleted.
        let locks = self.locks_dir();
        if fs::symlink_metadata(&locks).is_ok_and(|m| m.file_type().is_dir()) {
            if let Ok(rd) = fs::read_dir(&locks) {
                for item in rd.flatten() {
                    let _ = fs::remove_file(item.path());
                }
            }
        }
        Ok((n, bytes))
    }

    /// Reads the header of every entry (not checksummed; see [`entry::read_header`]).
    pub fn headers(&self) -> std::io::Result<Vec<(EntryFile, Result<EntryHeader, EntryError>)>> {
        Ok(self
            .scan()?
            .entries
            .into_iter()
            .map(|e| {
                let h = File::open(&e.path)
                    .map_err(|err| EntryError::Malformed(format!("open: {err}")))
                    .and_then(|f| entry::read_header(&mut std::io::BufReader::new(f)));
                (e, h)
            })
            .collect())
    }

    /// Checks every entry fully; removes the bad ones. Returns each entry with its verdict.
    pub fn verify(&self) -> std::io::Result<Vec<(EntryFile, Result<EntryHeader, EntryError>)>> {
        Ok(self.check_all()?.into_iter().map(|v| (v.file, v.verdict)).collect())
    }

    /// Checks every entry fully, as a lookup would (regular files only, no more than the limit,
    /// signed when the store has a key), and removes the bad ones, saying whether that worked.
    /// Names of entries that are not regular files (links, FIFOs, directories) are bad entries
    /// too; the name is removed, never what it points to.
    pub fn check_all(&self) -> std::io::Result<Vec<Verified>> {
        let scan = self.scan()?;
        let mut out = Vec::new();
        for e in scan.odd_entries {
            let why = match fs::symlink_metadata(&e.path) {
                Ok(m) if m.file_type().is_symlink() => "a symbolic link".to_string(),
                Ok(m) => format!("{:?}", m.file_type()),
                Err(_) => continue, // gone meanwhile
            };
            let removal = fs::remove_file(&e.path).or_else(|_| fs::remove_dir(&e.path)).map_err(|err| err.to_string());
            out.push(Verified { file: e, verdict: Err(EntryError::NotAFile(why)), removal: Some(removal) });
        }
        for e in scan.entries {
            let (verdict, removal) = match self.open_entry(&e.path) {
                Err(OpenEntry::Missing) => continue,
                Err(OpenEntry::NotAFile(why)) => {
                    let r = fs::remove_file(&e.path).map_err(|err| err.to_string());
                    (Err(EntryError::NotAFile(why)), Some(r))
                }
                // Not removed: the entry may be fine, this process just cannot read it.
                Err(OpenEntry::Io(err)) => {
                    (Err(EntryError::Malformed(format!("open: {err}"))), Some(Err("not removed: it could not be read".into())))
                }
                Ok(mut f) => {
                    let v = match self.read_bounded(&mut f) {
                        Ok(bytes) => entry::decode_with(&bytes, Some(&e.key), self.mac.as_ref()).map(|entry| entry.header),
                        Err(ReadEntry::Bad(err)) => Err(err),
                        Err(ReadEntry::Io(err)) => Err(EntryError::Malformed(format!("read: {err}"))),
                    };
                    let removal = v.is_err().then(|| self.remove_if_same(&e.path, &f));
                    (v, removal)
                }
            };
            out.push(Verified { file: e, verdict, removal });
        }
        Ok(out)
    }
}

impl Store for DiskStore {
    fn location(&self) -> String {
        self.root.display().to_string()
    }

    fn get(&self, key: &CacheKey) -> Lookup {
        self.read(key)
    }

    fn put(&self, key: &CacheKey, bytes: &[u8]) -> std::io::Result<usize> {
        self.write(key, bytes)
    }

    fn remove(&self, key: &CacheKey) {
        DiskStore::remove(self, key)
    }

    fn lock(&self, key: &CacheKey) -> std::io::Result<Option<Guard>> {
        Ok(self.lock_key(key, LOCK_TIMEOUT)?.map(|l| Guard { waited: l.waited, _held: Box::new(l) }))
    }

    fn candidates(&self) -> Vec<(CacheKey, EntryHeader)> {
        self.headers().unwrap_or_default().into_iter().filter_map(|(f, h)| h.ok().map(|h| (f.key, h))).collect()
    }

    fn peek(&self, key: &CacheKey) -> Option<Entry> {
        let mut f = self.open_entry(&self.entry_path(key)).ok()?;
        let bytes = self.read_bounded(&mut f).ok()?;
        entry::decode_with(&bytes, Some(key), self.mac.as_ref()).ok()
    }
}

#[cfg(test)]
mod tests;
