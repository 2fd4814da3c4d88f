//! `torchtpu-compiler cache stats|list|verify|clear|prune|explain`: the persistent compile cache
//! from the shell (see `docs/cache.md`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::{read_input, CliError};
use crate::cache::disk::{check_trusted, euid, parse_size, DiskConfig, DiskStore, MAX_BYTES_ENV};
use crate::cache::entry::MacKey;
use crate::cache::explain;
use crate::cache::key::{CacheKey, Target};
use crate::cache::Store;
use crate::driver::{lower_configured, CompileConfig};
use crate::runtime::{default_compile_options, Client};

fn failed(e: impl std::fmt::Display) -> CliError {
    CliError::Failed(e.to_string())
}

/// Parses `[--dir DIR] [--max-bytes N] SUBCOMMAND [ARG]` in any order.
struct Args {
    dir: Option<PathBuf>,
    max_bytes: Option<u64>,
    positional: Vec<String>,
}

fn parse(args: &[String]) -> Result<Args, CliError> {
    let mut out = Args { dir: None, max_bytes: None, positional: Vec::new() };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value =
            |flag: &str| it.next().cloned().ok_or_else(|| CliError::Usage(format!("`{flag}` needs a value")));
        match a.as_str() {
            "--dir" => out.dir = Some(PathBuf::from(value("--dir")?)),
            "--max-bytes" => {
                let v = value("--max-bytes")?;
                out.max_bytes = Some(parse_size(&v).map_err(|e| CliError::Usage(format!("--max-bytes {v}: {e}")))?);
            }
            flag if flag.starts_with("--") => return Err(CliError::Usage(format!("unknown option `{flag}`"))),
            _ => out.positional.push(a.clone()),
        }
    }
    Ok(out)
}

pub(super) fn run(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let args = parse(args)?;
    let config = DiskConfig::from_env();
    let Some(dir) = args.dir.clone().or(config.dir.clone()) else {
        return Err(failed(
            "the persistent cache is off (TORCHTPU_CACHE_DIR is empty or `off`, or no home directory); pass --dir DIR",
        ));
    };
    let mac = config.key_file.as_deref().map(MacKey::from_file).transpose().map_err(failed)?;
    let store = DiskStore::at(&dir, config.max_bytes).with_mac(mac);
    let sub = args
        .positional
        .first()
        .map(String::as_str)
        .ok_or_else(|| CliError::Usage("`cache` needs a subcommand".into()))?;
    let mut text = String::new();
    let extra = |n: usize| -> Result<(), CliError> {
        if args.positional.len() > n + 1 {
            return Err(CliError::Usage(format!("unexpected argument `{}`", args.positional[n + 1])));
        }
        Ok(())
    };
    let result = match sub {
        "stats" => extra(0).and_then(|_| stats(&store, &config, &mut text)),
        "list" => extra(0).and_then(|_| list(&store, &mut text)),
        "verify" => extra(0).and_then(|_| verify(&store, &mut text)),
        "clear" => extra(0).and_then(|_| {
            let (n, bytes) = store.clear().map_err(|e| failed(format!("{}: {e}", dir.display())))?;
            text += &format!("removed {n} entries ({}) from {}\n", fmt_bytes(bytes), dir.display());
            Ok(())
        }),
        "prune" => extra(0).and_then(|_| {
            let limit = args.max_bytes.unwrap_or(config.max_bytes);
            let evicted = store.evict_to(limit, None).map_err(|e| failed(format!("{}: {e}", dir.display())))?;
            let freed: u64 = evicted.iter().map(|e| e.size).sum();
            let left = store.scan().map_err(failed)?;
            text += &format!(
                "evicted {} entries ({}); {} entries ({}) left, limit {}\n",
                evicted.len(),
                fmt_bytes(freed),
                left.entries.len(),
                fmt_bytes(left.total_bytes()),
                fmt_limit(limit)
            );
            Ok(())
        }),
        "explain" => {
            extra(1)?;
            let what = args
                .positional
                .get(1)
                .ok_or_else(|| CliError::Usage("`cache explain` needs a GRAPH_FILE or a KEY".into()))?;
            explain_cmd(&store, what, &mut text)
        }
        other => Err(CliError::Usage(format!("unknown cache subcommand `{other}`"))),
    };
    // Print what was gathered even when the command then fails (`verify` lists before failing).
    out.write_all(text.as_bytes()).map_err(failed)?;
    result
}

fn stats(store: &DiskStore, config: &DiskConfig, text: &mut String) -> Result<(), CliError> {
    let root = store.root();
    let scan = store.scan().map_err(|e| failed(format!("{}: {e}", root.display())))?;
    let state = match std::fs::metadata(root) {
        Ok(m) => {
            use std::os::unix::fs::PermissionsExt;
            format!("mode {:o}", m.permissions().mode() & 0o777)
        }
        Err(_) => "does not exist yet".into(),
    };
    let limit_src = if std::env::var_os(MAX_BYTES_ENV).is_some() { MAX_BYTES_ENV } else { "default" };
    *text += &format!("directory   {} ({state})\n", root.display());
    *text += &format!("entries     {}\n", scan.entries.len());
    *text += &format!("size        {} ({} bytes)\n", fmt_bytes(scan.total_bytes()), scan.total_bytes());
    *text += &format!("limit       {} ({limit_src})\n", fmt_limit(config.max_bytes));
    *text += &format!("temp files  {}\n", scan.temp_files.len());
    *text += &format!("lock files  {}\n", scan.lock_files);
    *text += &format!(
        "trust       {}\n",
        match (check_trusted(root, euid()), store.signed()) {
            (Ok(()), false) => "private to this user".to_string(),
            (Ok(()), true) => "private to this user; entries signed (TORCHTPU_CACHE_KEY_FILE)".to_string(),
            (Err(_), true) => "shared; entries signed (TORCHTPU_CACHE_KEY_FILE)".to_string(),
            (Err(e), false) => format!("REFUSED: {e}"),
        }
    );
    if let (Some(old), Some(new)) = (scan.entries.first(), scan.entries.last()) {
        *text += &format!(
            "last used   {} (least recent) .. {} (most recent)\n",
            fmt_time(old.modified),
            fmt_time(new.modified)
        );
    }
    Ok(())
}

fn list(store: &DiskStore, text: &mut String) -> Result<(), CliError> {
    let headers = store.headers().map_err(|e| failed(format!("{}: {e}", store.root().display())))?;
    *text += "KEY                                                               SIZE        LAST USED (UTC)      GRAPH                 PLATFORM       COMPILER  XLA COMPILE\n";
    for (f, h) in headers.iter().rev() {
        let (graph, platform, compiler, ms) = match h {
            Ok(h) => (
                h.graph.clone(),
                format!("{} {}", h.components.platform_name, h.components.pjrt_api_version),
                h.components.compiler_version.clone(),
                format!("{:.0} ms", h.compile_ms),
            ),
            Err(e) => (format!("<unreadable: {e}>"), String::new(), String::new(), String::new()),
        };
        *text += &format!(
            "{}  {:>10}  {}  {:<20}  {:<13}  {:<8}  {}\n",
            f.key.hex(),
            fmt_bytes(f.size),
            fmt_time(f.modified),
            graph,
            platform,
            compiler,
            ms
        );
    }
    Ok(())
}

fn verify(store: &DiskStore, text: &mut String) -> Result<(), CliError> {
    // A directory a compile would refuse is not "ok", whatever its entries say: anyone who can
    // write there can write an entry with a valid checksum.
    if !store.signed() {
        if let Err(e) = check_trusted(store.root(), euid()) {
            return Err(failed(e));
        }
    }
    let report = store.check_all().map_err(|e| failed(format!("{}: {e}", store.root().display())))?;
    let (mut bad, mut kept) = (0, 0);
    for v in &report {
        let key = v.file.key.hex();
        match (&v.verdict, &v.removal) {
            (Ok(h), _) => *text += &format!("ok       {key}  {}\n", h.graph),
            (Err(e), Some(Ok(()))) => {
                bad += 1;
                *text += &format!("REMOVED  {key}  {e}\n");
            }
            (Err(e), Some(Err(why))) => {
                bad += 1;
                kept += 1;
                *text += &format!("BAD      {key}  {e}; could not remove: {why}\n");
            }
            (Err(e), None) => {
                bad += 1;
                kept += 1;
                *text += &format!("BAD      {key}  {e}\n");
            }
        }
    }
    let removed = if kept == 0 { "removed".to_string() } else { format!("{} removed, {kept} left in place", bad - kept) };
    *text += &format!("{} entries checked, {} valid, {bad} bad ({removed})\n", report.len(), report.len() - bad);
    if bad > 0 && kept == 0 {
        return Err(failed(format!("{bad} bad entries found and removed")));
    }
    if bad > 0 {
        return Err(failed(format!("{bad} bad entries found, {} removed, {kept} could not be removed", bad - kept)));
    }
    Ok(())
}

fn explain_cmd(store: &DiskStore, what: &str, text: &mut String) -> Result<(), CliError> {
    let candidates = store.candidates();
    if Path::new(what).exists() || what == "-" {
        // A graph file: lower it, compute its key for this machine's plugin, and compare.
        let json = read_input(what)?;
        // The command line's entry point: its compile config from the environment.
        let config = CompileConfig::from_env().map_err(failed)?;
        let front = lower_configured(&json, &config).map_err(|e| failed(format!("{what}: {e}")))?;
        let client = Client::new_default().map_err(failed)?;
        let components = Target::of_client(&client, &default_compile_options()).components(&front.lowered.mlir, &config.xla_flags);
        let key = components.key();
        let graph_hash = blake3::hash(json.as_bytes()).to_hex().to_string();
        *text += &format!("graph `{}`: key {}\n", front.source.name, key.hex());
        if store.peek(&key).is_some() {
            *text += &format!("hit: {} holds a valid entry for this key\n", store.root().display());
            return Ok(());
        }
        *text += &format!("miss: no valid entry for this key in {}\n", store.root().display());
        match explain::nearest(&components, &front.source.name, &graph_hash, &candidates, Some(&key)) {
            None => *text += "the cache holds no entries to compare with\n",
            Some(n) => {
                for line in explain::describe(&n, Some(&front.lowered.mlir), Some(store)) {
                    *text += &format!("{line}\n");
                }
            }
        }
        return Ok(());
    }
    // A key (or a unique prefix of one) of a stored entry: compare it with its nearest other entry.
    let prefix = what.to_ascii_lowercase();
    if prefix.len() < 6 || !prefix.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(failed(format!("`{what}` is neither a file nor a cache key (at least 6 hex digits)")));
    }
    let matching: Vec<&(CacheKey, _)> = candidates.iter().filter(|(k, _)| k.hex().starts_with(&prefix)).collect();
    let (key, header) = match matching.as_slice() {
        [one] => (*one).clone(),
        [] => return Err(failed(format!("no entry with key {what} in {}", store.root().display()))),
        _ => return Err(failed(format!("key prefix {what} matches {} entries; give more digits", matching.len()))),
    };
    *text += &format!("entry {} (graph `{}`)\n", key.hex(), header.graph);
    let ours = store.peek(&key).map(|e| e.stablehlo);
    match explain::nearest(&header.components, &header.graph, &header.graph_hash, &candidates, Some(&key)) {
        None => *text += "no other entry to compare with\n",
        Some(n) => {
            for line in explain::describe(&n, ours.as_deref(), Some(store)) {
                *text += &format!("{line}\n");
            }
        }
    }
    Ok(())
}

fn fmt_bytes(n: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{n} B")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

fn fmt_limit(n: u64) -> String {
    if n == 0 {
        "none".into()
    } else {
        fmt_bytes(n)
    }
}

/// `YYYY-MM-DD HH:MM:SS` in UTC.
fn fmt_time(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0) as i64;
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02}", rem / 3600, rem % 3600 / 60, rem % 60)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn times_and_sizes_print() {
        assert_eq!(fmt_time(UNIX_EPOCH), "1970-01-01 00:00:00");
        assert_eq!(fmt_time(UNIX_EPOCH + Duration::from_secs(1_795_300_000)), "2026-11-21 22:26:40");
        assert_eq!(fmt_bytes(512), "512 B");
        assert_eq!(fmt_bytes(1536), "1.5 KiB");
        assert_eq!(fmt_limit(0), "none");
    }

    fn cli(args: &[&str]) -> (i32, String, String) {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = crate::cli::run(&args, &mut out, &mut err);
        (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
    }

    #[test]
    fn subcommands_on_a_store() {
        let dir = std::env::temp_dir().join(format!("torchtpu-cli-cache-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let d = dir.to_str().unwrap();
        let (store, _) = DiskStore::open(&dir, 0).unwrap();
        let mut e = crate::cache::entry::sample_entry();
        store.write(&e.key(), &e.encode()).unwrap();
        // A second entry of the same graph, compiled with other XLA_FLAGS.
        e.header.components.xla_flags = "--xla_cpu_enable_fast_math=false".into();
        e.header.key = e.key().hex();
        e.header.created_unix_ms += 1;
        store.write(&e.key(), &e.encode()).unwrap();
        let key = e.key().hex();

        let (code, out, _) = cli(&["cache", "--dir", d, "stats"]);
        assert_eq!(code, 0);
        assert!(out.contains("entries     2"), "{out}");
        let (code, out, _) = cli(&["cache", "list", "--dir", d]);
        assert_eq!(code, 0);
        assert_eq!(out.lines().count(), 3, "{out}");
        assert!(out.contains(&key) && out.contains("forward_0"), "{out}");
        let (code, out, _) = cli(&["cache", "--dir", d, "explain", &key[..10]]);
        assert_eq!(code, 0, "{out}");
        assert!(out.contains("differs in xla_flags"), "{out}");
        let (code, _, err) = cli(&["cache", "--dir", d, "explain", "ffffffffff"]);
        assert_eq!(code, 1);
        assert!(err.contains("no entry"), "{err}");

        std::fs::write(store.entry_path(&e.key()), b"junk").unwrap();
        let (code, out, err) = cli(&["cache", "--dir", d, "verify"]);
        assert_eq!(code, 1, "bad entries make verify fail");
        assert!(out.contains("REMOVED") && out.contains("1 valid, 1 bad (removed)"), "{out}");
        assert!(err.contains("1 bad entries found and removed"), "{err}");

        // An entry name that is a FIFO is reported as bad (never read, never skipped) and removed.
        let fifo = store.entry_path(&crate::cache::CacheKey([0xfe; 32]));
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid C string.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let (code, out, _) = cli(&["cache", "--dir", d, "verify"]);
        assert_eq!(code, 1, "{out}");
        assert!(out.contains(&format!("REMOVED  {}  not a regular entry file", "fe".repeat(32))), "{out}");
        assert!(!fifo.exists());

        // A bad entry that cannot be removed (a non-empty directory in its place) is reported
        // as left in place, not as removed.
        let stuck = store.entry_path(&crate::cache::CacheKey([0xfd; 32]));
        std::fs::create_dir(&stuck).unwrap();
        std::fs::write(stuck.join("x"), b"x").unwrap();
        let (code, out, err) = cli(&["cache", "--dir", d, "verify"]);
        assert_eq!(code, 1, "{out}");
        assert!(out.contains(&format!("BAD      {}  not a regular entry file", "fd".repeat(32))) && out.contains("could not remove"), "{out}");
        assert!(out.contains("1 bad (0 removed, 1 left in place)") && err.contains("1 could not be removed"), "{out}{err}");
        std::fs::remove_dir_all(&stuck).unwrap();

        // A directory others can write to is refused, whatever its entries say.
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
        let (code, _, err) = cli(&["cache", "--dir", d, "verify"]);
        assert_eq!(code, 1);
        assert!(err.contains("refusing the compile cache") && err.contains("writable by other users (mode 777)"), "{err}");
        let (_, out, _) = cli(&["cache", "--dir", d, "stats"]);
        assert!(out.contains("trust       REFUSED"), "{out}");
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
        let (code, out, _) = cli(&["cache", "--dir", d, "verify"]);
        assert_eq!(code, 0, "{out}");

        let (code, out, _) = cli(&["cache", "--dir", d, "prune", "--max-bytes", "1"]);
        assert_eq!(code, 0);
        assert!(out.contains("evicted 1 entries"), "{out}");
        let (code, out, _) = cli(&["cache", "--dir", d, "clear"]);
        assert_eq!(code, 0);
        assert!(out.contains("removed 0 entries"), "{out}");

        let (code, _, err) = cli(&["cache", "--dir", d, "frobnicate"]);
        assert_eq!(code, 2, "{err}");
        let (code, _, err) = cli(&["cache", "--dir", d, "prune", "--max-bytes", "lots"]);
        assert_eq!(code, 2, "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
