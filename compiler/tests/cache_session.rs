//! The persistent cache through `driver::Session`: a second session (as a new process would) gets
//! its executable from disk without compiling; bad entries are recompiled; concurrent sessions
//! compile a key once; an unusable directory degrades to compiling without the cache.

use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Barrier};

use torchtpu_compiler::cache::{self, DiskConfig, DiskStore};
use torchtpu_compiler::driver::Session;
use torchtpu_compiler::driver::CompileConfig;

mod common;
use common::{graph, run};


struct Dir(PathBuf);
impl Dir {
    fn new(tag: &str) -> Dir {
        let p = std::env::temp_dir().join(format!("torchtpu-session-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        Dir(p)
    }
    fn config(&self) -> DiskConfig {
        DiskConfig { dir: Some(self.0.clone()), max_bytes: 0, problem: None, key_file: None }
    }
}
impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn stat(s: &Session, name: &str) -> u64 {
    s.stats.snapshot().into_iter().find(|(k, _)| *k == name).map(|(_, v)| v).unwrap()
}

#[test]
fn a_new_session_loads_from_disk() {
    let dir = Dir::new("warm");
    let json = graph("warm_graph");
    let opts = CompileConfig::default();

    let cold = Session::with_cache(None, &dir.config()).unwrap();
    let g = cold.compile(&json, &opts).unwrap();
    // The outcome says where the executable came from, per compile (no counters diffed).
    assert_eq!(g.source.name(), "compiled");
    let expected = run(&g);
    assert_eq!((stat(&cold, "compiles"), stat(&cold, "disk_writes"), stat(&cold, "disk_misses")), (1, 1, 1));
    // The same session hits its memory tier.
    assert_eq!(cold.compile(&json, &opts).unwrap().source.name(), "memory");
    assert_eq!(stat(&cold, "disk_hits"), 0);

    let warm = Session::with_cache(None, &dir.config()).unwrap();
    let g2 = warm.compile(&json, &opts).unwrap();
    assert_eq!(g2.source.name(), "disk");
    assert_eq!(g2.key, g.key);
    assert_eq!((stat(&warm, "compiles"), stat(&warm, "cache_hits"), stat(&warm, "disk_hits")), (0, 1, 1));
    assert_eq!(run(&g2), expected);
}

#[test]
fn bad_entries_are_removed_and_recompiled() {
    let dir = Dir::new("bad");
    let json = graph("bad_graph");
    let opts = CompileConfig::default();
    let first = Session::with_cache(None, &dir.config()).unwrap();
    let key = first.compile(&json, &opts).unwrap().key;
    let store = DiskStore::at(&dir.0, 0);
    let path = store.entry_path(&key);
    let good = std::fs::read(&path).unwrap();

    type Corrupt = fn(&[u8]) -> Vec<u8>;
    let corruptions: [(&str, Corrupt); 4] = [
        ("truncated", |b| b[..b.len() / 3].to_vec()),
        ("bit flip", |b| {
            let mut b = b.to_vec();
            let i = b.len() * 2 / 3;
            b[i] ^= 0x04;
            b
        }),
        ("foreign", |_| b"\x7fELF\x02\x01\x01\x00not an entry".to_vec()),
        ("empty", |_| Vec::new()),
    ];
    for (what, corrupt) in corruptions {
        std::fs::write(&path, corrupt(&good)).unwrap();
        let s = Session::with_cache(None, &dir.config()).unwrap();
        let g = s.compile(&json, &opts).unwrap();
        run(&g);
        assert_eq!(
            (stat(&s, "disk_bad_entries"), stat(&s, "compiles"), stat(&s, "disk_writes")),
            (1, 1, 1),
            "{what}: detected, recompiled, rewritten"
        );
        let report = store.verify().unwrap();
        assert_eq!(report.len(), 1);
        assert!(report[0].1.is_ok(), "{what}: the rewritten entry is valid");
    }
}

#[test]
fn concurrent_sessions_compile_once() {
    let dir = Dir::new("concurrent");
    let json = graph("concurrent_graph");
    let n = 8;
    let barrier = Arc::new(Barrier::new(n));
    let threads: Vec<_> = (0..n)
        .map(|_| {
            let (json, config, barrier) = (json.clone(), dir.config(), barrier.clone());
            std::thread::spawn(move || {
                let s = Session::with_cache(None, &config).unwrap();
                barrier.wait();
                let g = s.compile(&json, &CompileConfig::default()).unwrap();
                run(&g);
                (stat(&s, "compiles"), stat(&s, "disk_hits"))
            })
        })
        .collect();
    let results: Vec<(u64, u64)> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let compiles: u64 = results.iter().map(|r| r.0).sum();
    let hits: u64 = results.iter().map(|r| r.1).sum();
    assert_eq!((compiles, hits), (1, n as u64 - 1), "{results:?}");
    let report = DiskStore::at(&dir.0, 0).verify().unwrap();
    assert_eq!(report.len(), 1);
    assert!(report[0].1.is_ok());
}

#[test]
fn an_unusable_directory_degrades_to_compiling() {
    let dir = Dir::new("unusable");
    std::fs::create_dir_all(&dir.0).unwrap();
    let file = dir.0.join("a-file");
    std::fs::write(&file, b"x").unwrap();
    // A cache "directory" below a regular file can never be created.
    let config = DiskConfig { dir: Some(file.join("cache")), max_bytes: 0, problem: None, key_file: None };
    let s = Session::with_cache(None, &config).unwrap();
    assert!(s.disk().is_none());
    assert!(cache::degraded_reason().is_some());
    let g = s.compile(&graph("unusable_graph"), &CompileConfig::default()).unwrap();
    run(&g);
    assert_eq!(s.stats.tiers.compiles.load(Ordering::Relaxed), 1);
}

#[test]
fn the_disk_tier_can_be_off() {
    let s = Session::with_cache(None, &DiskConfig { dir: None, max_bytes: 0, problem: None, key_file: None }).unwrap();
    assert!(s.disk().is_none());
    run(&s.compile(&graph("off_graph"), &CompileConfig::default()).unwrap());
    assert_eq!(stat(&s, "disk_misses"), 0);
}

#[test]
fn a_cache_others_can_write_to_is_not_used_unless_entries_are_signed() {
    use std::os::unix::fs::PermissionsExt;
    let dir = Dir::new("shared");
    let json = graph("shared_graph");
    let opts = CompileConfig::default();
    // A valid entry, as anyone who can write to the directory could have written it.
    let first = Session::with_cache(None, &dir.config()).unwrap();
    run(&first.compile(&json, &opts).unwrap());
    let mode = |m| std::fs::set_permissions(&dir.0, std::fs::Permissions::from_mode(m)).unwrap();

    // Group-writable: refused, the entry is not loaded, the graph is compiled.
    mode(0o775);
    let s = Session::with_cache(None, &dir.config()).unwrap();
    assert!(s.disk().is_none(), "the disk tier is refused");
    // (The warning is one per process, and another test's may have come first; its text is
    // checked in cache::disk's unit tests.)
    assert!(cache::degraded_reason().is_some());
    run(&s.compile(&json, &opts).unwrap());
    assert_eq!((stat(&s, "compiles"), stat(&s, "disk_hits")), (1, 0));

    if torchtpu_compiler::cache::disk::euid() == 0 {
        // Owned by another user (nobody), mode 0755: refused as well.
        mode(0o755);
        std::os::unix::fs::chown(&dir.0, Some(65534), Some(65534)).unwrap();
        let s = Session::with_cache(None, &dir.config()).unwrap();
        assert!(s.disk().is_none(), "another user's directory is refused");
        run(&s.compile(&json, &opts).unwrap());
        assert_eq!((stat(&s, "compiles"), stat(&s, "disk_hits")), (1, 0));
        std::os::unix::fs::chown(&dir.0, Some(0), Some(0)).unwrap();
        mode(0o775);
    }

    // With a cache key the shared directory is used: the unsigned entry is refused (a bad entry,
    // recompiled and written signed), and the next keyed session loads the signed one.
    let key = dir.0.with_extension("key");
    std::fs::write(&key, b"a team's secret, 16+ bytes").unwrap();
    let keyed = DiskConfig { key_file: Some(key.clone()), ..dir.config() };
    let s = Session::with_cache(None, &keyed).unwrap();
    assert!(s.disk().is_some());
    run(&s.compile(&json, &opts).unwrap());
    assert_eq!((stat(&s, "compiles"), stat(&s, "disk_bad_entries"), stat(&s, "disk_writes")), (1, 1, 1));
    let s = Session::with_cache(None, &keyed).unwrap();
    run(&s.compile(&json, &opts).unwrap());
    assert_eq!((stat(&s, "compiles"), stat(&s, "disk_hits")), (0, 1));
    mode(0o700);
    let _ = std::fs::remove_file(&key);
}
