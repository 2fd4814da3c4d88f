use super::*;
use crate::cache::entry::{sample_entry, MacKey};
use std::os::unix::fs::PermissionsExt;

struct TempDir(PathBuf);
impl TempDir {
    fn new(tag: &str) -> TempDir {
        static N: AtomicU64 = AtomicU64::new(0);
        let p = std::env::temp_dir().join(format!(
            "torchtpu-disk-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = fs::remove_dir_all(&p);
        TempDir(p)
    }
}
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn entry_with(n: u8, payload_len: usize) -> Entry {
    let mut e = sample_entry();
    e.stablehlo = format!("module {{ // {n}\n}}\n");
    e.header.components.stablehlo = blake3::hash(e.stablehlo.as_bytes()).to_hex().to_string();
    e.header.key = e.key().hex();
    e.payload = vec![n; payload_len];
    e
}

#[test]
fn config_from_vars() {
    let vars = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
    };
    let c = DiskConfig::from_vars(vars(&[("TORCHTPU_CACHE_DIR", "/x/y"), ("HOME", "/home/u")]));
    assert_eq!(c.dir, Some(PathBuf::from("/x/y")));
    assert_eq!(c.max_bytes, DEFAULT_MAX_BYTES);
    for off in ["", "off", "OFF", "  "] {
        let pairs: &'static [(&'static str, &'static str)] =
            Box::leak(vec![("TORCHTPU_CACHE_DIR", off), ("HOME", "/home/u")].into_boxed_slice());
        assert_eq!(DiskConfig::from_vars(vars(pairs)).dir, None, "{off:?} turns it off");
    }
    let c = DiskConfig::from_vars(vars(&[("XDG_CACHE_HOME", "/xdg"), ("HOME", "/home/u")]));
    assert_eq!(c.dir, Some(PathBuf::from("/xdg/torchtpu")));
    let c = DiskConfig::from_vars(vars(&[("XDG_CACHE_HOME", "relative"), ("HOME", "/home/u")]));
    assert_eq!(c.dir, Some(PathBuf::from("/home/u/.cache/torchtpu")), "a relative XDG_CACHE_HOME is ignored");
    assert_eq!(DiskConfig::from_vars(vars(&[])).dir, None);
    let c = DiskConfig::from_vars(vars(&[("TORCHTPU_CACHE_MAX_BYTES", "2G"), ("HOME", "/h")]));
    assert_eq!((c.max_bytes, c.problem), (2 << 30, None));
    let c = DiskConfig::from_vars(vars(&[("TORCHTPU_CACHE_MAX_BYTES", "lots"), ("HOME", "/h")]));
    assert_eq!(c.max_bytes, DEFAULT_MAX_BYTES);
    assert!(c.problem.unwrap().contains("TORCHTPU_CACHE_MAX_BYTES"));
}

#[test]
fn sizes() {
    assert_eq!(parse_size("123"), Ok(123));
    assert_eq!(parse_size("64k"), Ok(64 << 10));
    assert_eq!(parse_size("500M"), Ok(500 << 20));
    assert_eq!(parse_size("2 GiB"), Ok(2 << 30));
    assert_eq!(parse_size("1TB"), Ok(1 << 40));
    assert_eq!(parse_size("0"), Ok(0));
    assert!(parse_size("G").is_err());
    assert!(parse_size("5X").is_err());
    assert!(parse_size("99999999999999999999").is_err());
    assert!(parse_size("20000000000T").is_err());
}

#[test]
fn open_creates_private_directories() {
    let t = TempDir::new("open");
    let root = t.0.join("a").join("cache");
    let (store, warning) = DiskStore::open(&root, 0).unwrap();
    assert!(warning.is_none());
    for d in [root.clone(), store.entries_dir(), store.locks_dir()] {
        assert_eq!(fs::metadata(&d).unwrap().permissions().mode() & 0o777, 0o700, "{}", d.display());
    }
    fs::set_permissions(&root, fs::Permissions::from_mode(0o777)).unwrap();
    let e = DiskStore::open(&root, 0).err().expect("a directory others can write to is refused");
    assert_eq!(e.kind(), std::io::ErrorKind::PermissionDenied);
    assert!(e.to_string().contains("writable by other users (mode 777)"), "{e}");
}

#[test]
fn directories_of_another_user_or_writable_by_others_are_refused() {
    let t = TempDir::new("trust");
    let me = euid();
    let (store, _) = DiskStore::open(&t.0, 0).unwrap();
    // A valid entry, as another user could have forged it in their own directory.
    let e = entry_with(7, 100);
    store.write(&e.key(), &e.encode()).unwrap();
    let other = me + 12345;
    let err = DiskStore::open_as(&t.0, 0, other, None).err().unwrap();
    assert!(
        err.contains(&t.0.display().to_string()) && err.contains(&format!("owned by uid {me}, not by this process's uid {other}")),
        "{err}"
    );
    assert!(check_trusted(&t.0, me).is_ok());
    for (sub, mode) in [(store.entries_dir(), 0o770), (store.locks_dir(), 0o702), (t.0.clone(), 0o755 | 0o020)] {
        fs::set_permissions(&sub, fs::Permissions::from_mode(mode)).unwrap();
        let err = DiskStore::open_as(&t.0, 0, me, None).err().unwrap();
        assert!(err.contains(&sub.display().to_string()) && err.contains("writable by other users"), "{err}");
        // With a cache key the directory is used: every entry's MAC is checked instead.
        let (keyed, note) = DiskStore::open_as(&t.0, 0, me, Some(MacKey::from_secret(b"0123456789abcdef"))).unwrap();
        assert!(note.unwrap().contains("TORCHTPU_CACHE_KEY_FILE"));
        match keyed.read(&e.key()) {
            Lookup::Bad(EntryError::Unsigned) => {}
            other => panic!("an unsigned entry in a shared directory is refused, got {other:?}"),
        }
        fs::set_permissions(&sub, fs::Permissions::from_mode(0o700)).unwrap();
        store.write(&e.key(), &e.encode()).unwrap();
    }
    // `entries` as a link to elsewhere is not a directory of the cache.
    let outside = TempDir::new("trust-outside");
    fs::create_dir_all(&outside.0).unwrap();
    fs::rename(store.entries_dir(), outside.0.join("e")).unwrap();
    std::os::unix::fs::symlink(outside.0.join("e"), store.entries_dir()).unwrap();
    assert!(DiskStore::open_as(&t.0, 0, me, None).err().unwrap().contains("is not a directory"));
    fs::remove_file(store.entries_dir()).unwrap();
    fs::rename(outside.0.join("e"), store.entries_dir()).unwrap();
    if me == 0 {
        // As root, a directory really owned by another user (nobody), mode 0755 as by default.
        std::os::unix::fs::chown(&t.0, Some(65534), Some(65534)).unwrap();
        let err = DiskStore::open(&t.0, 0).err().unwrap().to_string();
        assert!(err.contains("owned by uid 65534, not by this process's uid 0"), "{err}");
    }
}

#[test]
fn signed_entries_round_trip_and_others_are_refused() {
    let t = TempDir::new("signed");
    let k = MacKey::from_secret(b"a key of sixteen+ bytes");
    let (signed, _) = DiskStore::open_as(&t.0, 0, euid(), Some(k.clone())).unwrap();
    let plain = DiskStore::at(&t.0, 0);
    let e = entry_with(3, 200);
    let key = e.key();
    signed.write(&key, &e.encode()).unwrap();
    assert!(matches!(signed.read(&key), Lookup::Hit(ref got) if **got == e));
    assert!(signed.peek(&key).is_some());
    assert!(plain.peek(&key).is_none());
    match plain.read(&key) {
        Lookup::Bad(EntryError::Signed) => {}
        other => panic!("a reader without the key refuses a signed entry, got {other:?}"),
    }
    plain.write(&key, &e.encode()).unwrap();
    match signed.read(&key) {
        Lookup::Bad(EntryError::Unsigned) => {}
        other => panic!("{other:?}"),
    }
    assert!(matches!(signed.read(&key), Lookup::Miss), "the unsigned entry was removed");
    let other = DiskStore::at(&t.0, 0).with_mac(Some(MacKey::from_secret(b"another key, 16+ bytes")));
    other.write(&key, &e.encode()).unwrap();
    let report = signed.check_all().unwrap();
    assert_eq!(report.len(), 1);
    assert_eq!(report[0].verdict, Err(EntryError::BadMac));
    assert_eq!(report[0].removal, Some(Ok(())));
}

#[test]
fn the_declared_length_is_checked_before_the_body_is_read() {
    let t = TempDir::new("declared");
    let (store, _) = DiskStore::open(&t.0, 0).unwrap();
    let e = entry_with(4, 100);
    let key = e.key();
    let bytes = e.encode();
    // A preamble declaring a payload of 1 TiB: refused from the preamble, nothing allocated.
    let mut big = bytes.clone();
    big[24..32].copy_from_slice(&(1u64 << 40).to_le_bytes());
    fs::write(store.entry_path(&key), &big).unwrap();
    let limited = DiskStore::at(&t.0, 1 << 20);
    match limited.read(&key) {
        Lookup::Bad(EntryError::TooLarge { limit, .. }) => assert_eq!(limit, 1 << 20),
        other => panic!("{other:?}"),
    }
    fs::write(store.entry_path(&key), &big).unwrap();
    match store.read(&key) {
        Lookup::Bad(EntryError::Truncated { found, .. }) => assert_eq!(found, big.len() as u64, "no limit: capped by the file size"),
        other => panic!("{other:?}"),
    }
    // No limit, and a valid entry followed by 16 GiB of (sparse) zeros: only the declared bytes
    // (and one more) are read, so this is quick and small, and refused as too long.
    let path = store.entry_path(&key);
    fs::write(&path, &bytes).unwrap();
    let f = fs::OpenOptions::new().write(true).open(&path).unwrap();
    f.set_len(16 << 30).unwrap();
    drop(f);
    let t0 = std::time::Instant::now();
    assert!(matches!(store.read(&key), Lookup::Bad(EntryError::Checksum)));
    assert!(t0.elapsed() < Duration::from_secs(5), "read only the declared length: {:?}", t0.elapsed());
    assert!(!path.exists());
}

#[test]
fn verify_reports_bad_entries_it_cannot_remove() {
    let t = TempDir::new("verify-stuck");
    let (store, _) = DiskStore::open(&t.0, 0).unwrap();
    // A non-empty directory where an entry should be: bad, and neither remove_file nor
    // remove_dir can take it away.
    let key = CacheKey([0xab; 32]);
    fs::create_dir(store.entry_path(&key)).unwrap();
    fs::write(store.entry_path(&key).join("x"), b"x").unwrap();
    let report = store.check_all().unwrap();
    assert_eq!(report.len(), 1, "non-regular entries are reported, not skipped");
    assert!(matches!(report[0].verdict, Err(EntryError::NotAFile(_))), "{:?}", report[0].verdict);
    assert!(matches!(&report[0].removal, Some(Err(_))), "{:?}", report[0].removal);
    assert!(store.entry_path(&key).exists());
}

#[test]
fn write_read_and_private_files() {
    let t = TempDir::new("rw");
    let (store, _) = DiskStore::open(&t.0, 0).unwrap();
    let e = entry_with(1, 100);
    let key = e.key();
    assert!(matches!(store.read(&key), Lookup::Miss));
    store.write(&key, &e.encode()).unwrap();
    match store.read(&key) {
        Lookup::Hit(got) => assert_eq!(*got, e),
        other => panic!("expected a hit, got {other:?}"),
    }
    let mode = fs::metadata(store.entry_path(&key)).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    let scan = store.scan().unwrap();
    assert_eq!(scan.entries.len(), 1);
    assert!(scan.temp_files.is_empty(), "no temporary file is left behind");
}

fn corrupt_and_check(how: &str, f: impl Fn(&Path)) {
    let t = TempDir::new("bad");
    let (store, _) = DiskStore::open(&t.0, 0).unwrap();
    let e = entry_with(2, 1000);
    let key = e.key();
    store.write(&key, &e.encode()).unwrap();
    f(&store.entry_path(&key));
    match store.read(&key) {
        Lookup::Bad(_) => {}
        other => panic!("{how}: expected a bad entry, got {other:?}"),
    }
    assert!(!store.entry_path(&key).exists(), "{how}: the bad entry is removed");
    assert!(matches!(store.read(&key), Lookup::Miss), "{how}: then it is a miss");
}

#[test]
fn bad_entries_are_detected_and_removed() {
    corrupt_and_check("truncated", |p| {
        let b = fs::read(p).unwrap();
        fs::write(p, &b[..b.len() / 2]).unwrap();
    });
    corrupt_and_check("empty", |p| fs::write(p, b"").unwrap());
    corrupt_and_check("bit flip", |p| {
        let mut b = fs::read(p).unwrap();
        let i = b.len() - 100;
        b[i] ^= 0x10;
        fs::write(p, &b).unwrap();
    });
    corrupt_and_check("foreign", |p| fs::write(p, b"#!/bin/sh\necho hello\n").unwrap());
    corrupt_and_check("wrong version", |p| {
        let mut b = fs::read(p).unwrap();
        b[8] = 99;
        fs::write(p, &b).unwrap();
    });
    corrupt_and_check("another key's entry", |p| fs::write(p, entry_with(3, 10).encode()).unwrap());
}

#[test]
fn verify_reports_and_removes_bad_entries() {
    let t = TempDir::new("verify");
    let (store, _) = DiskStore::open(&t.0, 0).unwrap();
    let good = entry_with(4, 10);
    let bad = entry_with(5, 10);
    store.write(&good.key(), &good.encode()).unwrap();
    store.write(&bad.key(), &bad.encode()).unwrap();
    fs::write(store.entry_path(&bad.key()), b"junk").unwrap();
    let report = store.verify().unwrap();
    assert_eq!(report.len(), 2);
    let bad_verdict = report.iter().find(|(f, _)| f.key == bad.key()).unwrap();
    assert_eq!(bad_verdict.1, Err(EntryError::Foreign));
    assert!(report.iter().find(|(f, _)| f.key == good.key()).unwrap().1.is_ok());
    assert_eq!(store.scan().unwrap().entries.len(), 1);
}

#[test]
fn lru_eviction_keeps_recently_used() {
    let t = TempDir::new("lru");
    let e: Vec<Entry> = (10..14).map(|n| entry_with(n, 1000)).collect();
    let size = e[0].encode().len() as u64;
    // Room for three entries.
    let (store, _) = DiskStore::open(&t.0, 3 * size + size / 2).unwrap();
    let set_age = |key: &CacheKey, secs_ago: u64| {
        let f = File::options().write(true).open(store.entry_path(key)).unwrap();
        f.set_modified(SystemTime::now() - Duration::from_secs(secs_ago)).unwrap();
    };
    for (i, x) in e[..3].iter().enumerate() {
        assert_eq!(store.write(&x.key(), &x.encode()).unwrap(), 0);
        set_age(&x.key(), 100 - i as u64 * 10);
    }
    // Use the oldest: it becomes the most recent.
    assert!(matches!(store.read(&e[0].key()), Lookup::Hit(_)));
    // The touch sets a precise time, a write gets the kernel's coarse clock (a few ms behind).
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(store.write(&e[3].key(), &e[3].encode()).unwrap(), 1, "one entry evicted");
    let keys: Vec<CacheKey> = store.scan().unwrap().entries.iter().map(|f| f.key).collect();
    assert!(!keys.contains(&e[1].key()), "the least recently used entry went");
    for k in [e[0].key(), e[2].key(), e[3].key()] {
        assert!(keys.contains(&k));
    }
    assert!(store.scan().unwrap().total_bytes() <= store.max_bytes());

    // Pruning to a smaller limit keeps the most recent.
    let evicted = store.evict_to(size, None).unwrap();
    assert_eq!(evicted.len(), 2);
    let left: Vec<CacheKey> = store.scan().unwrap().entries.iter().map(|f| f.key).collect();
    assert_eq!(left, vec![e[3].key()]);

    // An entry larger than the whole limit is not kept.
    let big = entry_with(20, 10 * size as usize);
    store.write(&big.key(), &big.encode()).unwrap();
    assert!(store.scan().unwrap().total_bytes() <= store.max_bytes());
}

#[test]
fn clear_removes_everything() {
    let t = TempDir::new("clear");
    let (store, _) = DiskStore::open(&t.0, 0).unwrap();
    let e = entry_with(30, 10);
    store.write(&e.key(), &e.encode()).unwrap();
    drop(store.lock_key(&e.key(), Duration::from_secs(1)).unwrap());
    fs::write(store.entries_dir().join(".tmp-left-over"), b"x").unwrap();
    let scan = store.scan().unwrap();
    assert_eq!((scan.entries.len(), scan.temp_files.len(), scan.lock_files), (1, 1, 1));
    let (n, bytes) = store.clear().unwrap();
    assert_eq!((n, bytes), (1, scan.total_bytes()));
    let scan = store.scan().unwrap();
    assert_eq!((scan.entries.len(), scan.temp_files.len(), scan.lock_files), (0, 0, 0));
}

#[test]
fn failed_write_leaves_no_temporary_file() {
    let t = TempDir::new("fail");
    let (store, _) = DiskStore::open(&t.0, 0).unwrap();
    let e = entry_with(40, 10);
    // The final name is a directory: the rename fails after the temporary file was written.
    fs::create_dir_all(store.entry_path(&e.key()).join("x")).unwrap();
    assert!(store.write(&e.key(), &e.encode()).is_err());
    let scan = store.scan().unwrap();
    assert!(scan.temp_files.is_empty() && scan.entries.is_empty());
}

#[test]
fn entries_that_are_not_regular_files_are_never_read_and_are_removed() {
    let outside = TempDir::new("outside");
    fs::create_dir_all(&outside.0).unwrap();
    let target = outside.0.join("precious");
    fs::write(&target, entry_with(2, 1000).encode()).unwrap();
    // A symbolic link (to a valid entry elsewhere, and to /dev/zero, which would never end).
    for to in [target.clone(), PathBuf::from("/dev/zero")] {
        corrupt_and_check("symlink", |p| {
            fs::remove_file(p).unwrap();
            std::os::unix::fs::symlink(&to, p).unwrap();
        });
    }
    assert!(target.exists(), "the link is removed, not what it points to");
    // A FIFO: opened without blocking, refused as not a regular file.
    corrupt_and_check("fifo", |p| {
        fs::remove_file(p).unwrap();
        let c = std::ffi::CString::new(p.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    });
    // A directory in an entry's place.
    corrupt_and_check("directory", |p| {
        fs::remove_file(p).unwrap();
        fs::create_dir(p).unwrap();
    });
}

#[test]
fn an_entry_over_the_cache_limit_is_not_read() {
    let t = TempDir::new("huge");
    let (store, _) = DiskStore::open(&t.0, 0).unwrap();
    let e = entry_with(2, 1000);
    let key = e.key();
    store.write(&key, &e.encode()).unwrap();
    let small = DiskStore::at(&t.0, 100);
    match small.read(&key) {
        Lookup::Bad(EntryError::NotAFile(why)) => assert!(why.contains("over the cache limit"), "{why}"),
        other => panic!("expected a refused entry, got {other:?}"),
    }
}

#[test]
fn clear_never_follows_a_symlinked_locks_or_entries_directory() {
    let t = TempDir::new("clear-links");
    let outside = TempDir::new("clear-outside");
    fs::create_dir_all(&outside.0).unwrap();
    fs::write(outside.0.join("keep.txt"), b"not the cache's").unwrap();
    let (store, _) = DiskStore::open(&t.0, 0).unwrap();
    let e = entry_with(2, 100);
    store.write(&e.key(), &e.encode()).unwrap();
    fs::remove_dir_all(store.locks_dir()).unwrap();
    std::os::unix::fs::symlink(&outside.0, store.locks_dir()).unwrap();
    let (n, _) = store.clear().unwrap();
    assert_eq!(n, 1, "the entry is cleared");
    assert!(outside.0.join("keep.txt").exists(), "files behind a locks link are not deleted");
    // An entries directory that is a link is refused, not listed.
    fs::remove_dir_all(store.entries_dir()).unwrap();
    std::os::unix::fs::symlink(&outside.0, store.entries_dir()).unwrap();
    assert!(store.clear().is_err());
    assert!(outside.0.join("keep.txt").exists());
}
