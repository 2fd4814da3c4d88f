//! The on-disk format of one cache entry (documented in `docs/cache.md`):
//!
//! ```text
//! offset  size  field
//!      0     8  magic "TTPUCACH"
//!      8     4  format version (u32 LE) = 1
//!     12     4  header length H (u32 LE)
//!     16     8  StableHLO length S (u64 LE)
//!     24     8  payload length P (u64 LE)
//!     32     H  header: JSON (key, key components, graph name and hash, payload kind, ...)
//!   32+H     S  the StableHLO text the key was computed from
//! 32+H+S     P  payload: the executable as PJRT_Executable_Serialize wrote it
//!    end-32 32  blake3 of every byte before it
//! ```
//!
//! [`decode`] checks, in order: magic (else "foreign file"), version, total length (else
//! "truncated"), checksum (else "corrupted"), then the header, and that the components hash to
//! the key the entry claims and the caller asked for. Nothing is handed to PJRT before all of
//! that passed.
//!
//! Signed entries (`TORCHTPU_CACHE_KEY_FILE`, [`MacKey`]): the same layout with format version
//! [`SIGNED_VERSION`], and the last 32 bytes are blake3 in keyed mode (a MAC) over every byte
//! before them, instead of the plain hash. A reader with a key accepts only signed entries with a
//! valid MAC; a reader without one refuses signed entries.

use serde::{Deserialize, Serialize};

use super::key::{CacheKey, KeyComponents};

pub const MAGIC: [u8; 8] = *b"TTPUCACH";
pub const FORMAT_VERSION: u32 = 1;
/// The format version of a signed entry (otherwise version 1's layout).
pub const SIGNED_VERSION: u32 = 2;
/// `TORCHTPU_CACHE_KEY_FILE`: a file whose contents key the MAC of every entry written to and
/// read from the disk and remote tiers.
pub const KEY_FILE_ENV: &str = "TORCHTPU_CACHE_KEY_FILE";
/// The shortest key file accepted.
pub const MIN_KEY_FILE: usize = 16;
/// The longest key file read.
const MAX_KEY_FILE: u64 = 1 << 16;
const PREAMBLE: usize = 32;
/// The length of an entry's preamble (magic, version and the three lengths).
pub const PREAMBLE_LEN: usize = PREAMBLE;
const CHECKSUM: usize = 32;
/// A header larger than this is not one we wrote.
const MAX_HEADER: u32 = 1 << 24;

/// What the payload holds.
pub const PAYLOAD_PJRT_EXECUTABLE: &str = "pjrt-executable";

/// The entry's metadata, stored as JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EntryHeader {
    /// The key, hex (also the file name).
    pub key: String,
    /// The graph's name (`forward_0`) and blake3 of the serialized graph it was lowered from: how
    /// `explain` finds the entries of "the same graph".
    pub graph: String,
    pub graph_hash: String,
    pub components: KeyComponents,
    /// [`PAYLOAD_PJRT_EXECUTABLE`].
    pub payload_kind: String,
    /// Number of results the executable returns (checked against the lowering on load).
    pub num_outputs: u64,
    pub created_unix_ms: u64,
    /// How long XLA took to compile it: what a hit saves.
    pub compile_ms: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub header: EntryHeader,
    pub stablehlo: String,
    pub payload: Vec<u8>,
}

/// Why bytes are not a valid entry. Every one of these means: remove the file and recompile.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    #[error("not a torchtpu cache entry (foreign file)")]
    Foreign,
    #[error("unsupported entry format version {found} (this build reads version {FORMAT_VERSION})")]
    Version { found: u32 },
    #[error("truncated: {found} bytes, the entry declares {expected}")]
    Truncated { expected: u64, found: u64 },
    #[error("checksum mismatch (corrupted)")]
    Checksum,
    #[error("malformed entry: {0}")]
    Malformed(String),
    #[error("entry is for key {found}, not {expected}")]
    WrongKey { expected: String, found: String },
    /// The entry's name is a symbolic link, a FIFO, a device or a directory, or a file larger than
    /// the cache may hold: never read (a FIFO would block, `/dev/zero` would never end).
    #[error("not a regular entry file: {0}")]
    NotAFile(String),
    /// The preamble declares more bytes than the cache may hold: refused before reading them.
    #[error("the entry declares {declared} bytes, over the limit of {limit}")]
    TooLarge { declared: u64, limit: u64 },
    /// This process has a cache key and the entry is not signed.
    #[error("not signed with the cache key ({KEY_FILE_ENV} is set; the entry has no MAC)")]
    Unsigned,
    /// This process has a cache key and the entry's MAC is not made with it.
    #[error("MAC mismatch: not written with this process's cache key ({KEY_FILE_ENV})")]
    BadMac,
    /// A signed entry, and this process has no key to check it with.
    #[error("a signed entry, and this process has no cache key ({KEY_FILE_ENV} is not set)")]
    Signed,
}

/// The key of entry MACs: blake3's key derivation over the key file's contents.
#[derive(Clone, PartialEq, Eq)]
pub struct MacKey([u8; 32]);

impl std::fmt::Debug for MacKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MacKey(..)")
    }
}

impl MacKey {
    pub fn from_secret(secret: &[u8]) -> MacKey {
        MacKey(blake3::derive_key("torchtpu 2026 compile cache entry MAC v1", secret))
    }

    /// Reads a key file: a regular file of at least [`MIN_KEY_FILE`] bytes (any bytes: generate
    /// one with `head -c 32 /dev/urandom > key`).
    pub fn from_file(path: &std::path::Path) -> Result<MacKey, String> {
        use std::io::Read;
        use std::os::unix::fs::OpenOptionsExt;
        let shown = path.display();
        let f = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NONBLOCK)
            .open(path)
            .map_err(|e| format!("cannot read the cache key file {shown} ({KEY_FILE_ENV}): {e}"))?;
        let meta = f.metadata().map_err(|e| format!("cannot read the cache key file {shown}: {e}"))?;
        if !meta.is_file() {
            return Err(format!("the cache key file {shown} ({KEY_FILE_ENV}) is not a regular file"));
        }
        let mut secret = Vec::new();
        f.take(MAX_KEY_FILE).read_to_end(&mut secret).map_err(|e| format!("cannot read the cache key file {shown}: {e}"))?;
        if secret.len() < MIN_KEY_FILE {
            return Err(format!(
                "the cache key file {shown} ({KEY_FILE_ENV}) holds {} bytes; at least {MIN_KEY_FILE} are needed",
                secret.len()
            ));
        }
        Ok(MacKey::from_secret(&secret))
    }

    /// `TORCHTPU_CACHE_KEY_FILE`'s key: `Ok(None)` when unset or empty.
    pub fn from_env() -> Result<Option<MacKey>, String> {
        match std::env::var_os(KEY_FILE_ENV) {
            Some(v) if !v.is_empty() => MacKey::from_file(std::path::Path::new(&v)).map(Some),
            _ => Ok(None),
        }
    }

    fn mac(&self, bytes: &[u8]) -> blake3::Hash {
        blake3::keyed_hash(&self.0, bytes)
    }
}

/// Signs an encoded entry (from [`Entry::encode`]): the version becomes [`SIGNED_VERSION`] and
/// the checksum a MAC over everything before it. Bytes that are not a plain entry are returned
/// as they are (and will be refused on read).
/// `bytes` signed with `key` when a key is set, else as they are (what the tiers store).
pub fn seal_if<'a>(bytes: &'a [u8], key: Option<&MacKey>) -> std::borrow::Cow<'a, [u8]> {
    match key {
        Some(k) => std::borrow::Cow::Owned(seal(bytes, k)),
        None => std::borrow::Cow::Borrowed(bytes),
    }
}

pub fn seal(bytes: &[u8], key: &MacKey) -> Vec<u8> {
    let mut out = bytes.to_vec();
    if out.len() < PREAMBLE + CHECKSUM || out[..MAGIC.len()] != MAGIC {
        return out;
    }
    out[8..12].copy_from_slice(&SIGNED_VERSION.to_le_bytes());
    let end = out.len() - CHECKSUM;
    let mac = key.mac(&out[..end]);
    out[end..].copy_from_slice(mac.as_bytes());
    out
}

/// The whole length an entry's preamble declares (for reading no more than that), after the
/// magic and a known version. `bytes` is the start of the entry (at least the preamble).
pub fn declared_len(bytes: &[u8]) -> Result<u64, EntryError> {
    preamble(bytes, None)?.total().ok_or_else(|| EntryError::Malformed("lengths overflow".into()))
}

impl Entry {
    /// The entry's key, recomputed from its components.
    pub fn key(&self) -> CacheKey {
        self.header.components.key()
    }

    pub fn encode(&self) -> Vec<u8> {
        let header = serde_json::to_vec(&self.header).expect("entry header serializes");
        let total = PREAMBLE + header.len() + self.stablehlo.len() + self.payload.len() + CHECKSUM;
        let mut out = Vec::with_capacity(total);
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&(header.len() as u32).to_le_bytes());
        out.extend_from_slice(&(self.stablehlo.len() as u64).to_le_bytes());
        out.extend_from_slice(&(self.payload.len() as u64).to_le_bytes());
        out.extend_from_slice(&header);
        out.extend_from_slice(self.stablehlo.as_bytes());
        out.extend_from_slice(&self.payload);
        let sum = blake3::hash(&out);
        out.extend_from_slice(sum.as_bytes());
        out
    }
}

/// The lengths in the preamble, after checking magic and version.
struct Preamble {
    header: usize,
    stablehlo: usize,
    payload: usize,
}

impl Preamble {
    fn total(&self) -> Option<u64> {
        (PREAMBLE as u64)
            .checked_add(self.header as u64)?
            .checked_add(self.stablehlo as u64)?
            .checked_add(self.payload as u64)?
            .checked_add(CHECKSUM as u64)
    }
}

/// The preamble's lengths. `signed`: `Some(whether the reader expects a signed entry)`, or
/// `None` to accept either version (for reading lengths and headers only).
fn preamble(bytes: &[u8], signed: Option<bool>) -> Result<Preamble, EntryError> {
    let n = bytes.len().min(MAGIC.len());
    if bytes[..n] != MAGIC[..n] {
        return Err(EntryError::Foreign);
    }
    if bytes.len() < PREAMBLE {
        return Err(EntryError::Truncated { expected: PREAMBLE as u64, found: bytes.len() as u64 });
    }
    let u32_at = |o: usize| u32::from_le_bytes(bytes[o..o + 4].try_into().unwrap());
    let u64_at = |o: usize| u64::from_le_bytes(bytes[o..o + 8].try_into().unwrap());
    let version = u32_at(8);
    match (version, signed) {
        (FORMAT_VERSION, None | Some(false)) | (SIGNED_VERSION, None | Some(true)) => {}
        (FORMAT_VERSION, Some(true)) => return Err(EntryError::Unsigned),
        (SIGNED_VERSION, Some(false)) => return Err(EntryError::Signed),
        (found, _) => return Err(EntryError::Version { found }),
    }
    let header = u32_at(12);
    if header > MAX_HEADER {
        return Err(EntryError::Malformed(format!("header length {header} is implausible")));
    }
    let too_big = |what: &str, v: u64| EntryError::Malformed(format!("{what} length {v} does not fit in memory"));
    let stablehlo = usize::try_from(u64_at(16)).map_err(|_| too_big("StableHLO", u64_at(16)))?;
    let payload = usize::try_from(u64_at(24)).map_err(|_| too_big("payload", u64_at(24)))?;
    Ok(Preamble { header: header as usize, stablehlo, payload })
}

/// Decodes and checks a whole (unsigned) entry. `expected` is the key it was looked up under.
pub fn decode(bytes: &[u8], expected: Option<&CacheKey>) -> Result<Entry, EntryError> {
    decode_with(bytes, expected, None)
}

/// [`decode`]; with `mac`, the entry must be signed with that key (and is refused otherwise).
pub fn decode_with(bytes: &[u8], expected: Option<&CacheKey>, mac: Option<&MacKey>) -> Result<Entry, EntryError> {
    let pre = preamble(bytes, Some(mac.is_some()))?;
    let total = pre.total().ok_or_else(|| EntryError::Malformed("lengths overflow".into()))?;
    if (bytes.len() as u64) < total {
        return Err(EntryError::Truncated { expected: total, found: bytes.len() as u64 });
    }
    if bytes.len() as u64 != total {
        // Longer than declared: either a length field or the file was damaged.
        return Err(EntryError::Checksum);
    }
    let (body, sum) = bytes.split_at(bytes.len() - CHECKSUM);
    let sum = blake3::Hash::from_bytes(sum.try_into().expect("32 bytes"));
    match mac {
        // `blake3::Hash`'s equality is constant-time.
        Some(k) if k.mac(body) != sum => return Err(EntryError::BadMac),
        Some(_) => {}
        None if blake3::hash(body) != sum => return Err(EntryError::Checksum),
        None => {}
    }
    let mut at = PREAMBLE;
    let mut take = |n: usize| {
        let s = &body[at..at + n];
        at += n;
        s
    };
    let header_bytes = take(pre.header);
    let stablehlo = take(pre.stablehlo);
    let payload = take(pre.payload).to_vec();
    let header: EntryHeader =
        serde_json::from_slice(header_bytes).map_err(|e| EntryError::Malformed(format!("header: {e}")))?;
    let stablehlo =
        String::from_utf8(stablehlo.to_vec()).map_err(|_| EntryError::Malformed("StableHLO is not UTF-8".into()))?;
    if header.payload_kind != PAYLOAD_PJRT_EXECUTABLE {
        return Err(EntryError::Malformed(format!("unknown payload kind `{}`", header.payload_kind)));
    }
    if payload.is_empty() {
        return Err(EntryError::Malformed("empty payload".into()));
    }
    let entry = Entry { header, stablehlo, payload };
    let key = entry.key();
    if key.hex() != entry.header.key {
        return Err(EntryError::WrongKey { expected: entry.header.key.clone(), found: key.hex() });
    }
    if blake3::hash(entry.stablehlo.as_bytes()).to_hex().as_str() != entry.header.components.stablehlo {
        return Err(EntryError::Malformed("the StableHLO does not match its hash in the key".into()));
    }
    if let Some(want) = expected {
        if *want != key {
            return Err(EntryError::WrongKey { expected: want.hex(), found: key.hex() });
        }
    }
    Ok(entry)
}

/// Reads only the preamble and the header from the front of a file: for `list` and `explain`,
/// which must not read every payload. Not checksummed: use [`decode`] before trusting an entry.
pub fn read_header(r: &mut impl std::io::Read) -> Result<EntryHeader, EntryError> {
    let mut pre = [0u8; PREAMBLE];
    let mut got = 0;
    while got < PREAMBLE {
        match r.read(&mut pre[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) => return Err(EntryError::Malformed(format!("read: {e}"))),
        }
    }
    let p = preamble(&pre[..got], None)?;
    let mut header = vec![0u8; p.header];
    r.read_exact(&mut header)
        .map_err(|_| EntryError::Truncated { expected: (PREAMBLE + p.header) as u64, found: got as u64 })?;
    serde_json::from_slice(&header).map_err(|e| EntryError::Malformed(format!("header: {e}")))
}

#[cfg(test)]
pub(crate) fn sample_entry() -> Entry {
    let stablehlo = "module {\n  func.func @main() {\n    return\n  }\n}\n".to_string();
    let mut components = super::key::sample_components();
    components.stablehlo = blake3::hash(stablehlo.as_bytes()).to_hex().to_string();
    let header = EntryHeader {
        key: components.key().hex(),
        graph: "forward_0".into(),
        graph_hash: "ab".repeat(32),
        components,
        payload_kind: PAYLOAD_PJRT_EXECUTABLE.into(),
        num_outputs: 1,
        created_unix_ms: 1,
        compile_ms: 12.5,
    };
    Entry { header, stablehlo, payload: (0..=255u8).cycle().take(5000).collect() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let e = sample_entry();
        let bytes = e.encode();
        let back = decode(&bytes, Some(&e.key())).expect("decodes");
        assert_eq!(back, e);
        assert_eq!(read_header(&mut &bytes[..]).expect("header"), e.header);
    }

    #[test]
    fn every_truncation_is_detected() {
        let bytes = sample_entry().encode();
        for len in 0..bytes.len() {
            let err = decode(&bytes[..len], None).expect_err("truncated");
            assert!(matches!(err, EntryError::Truncated { .. }), "length {len}: expected Truncated, got {err:?}");
        }
    }

    #[test]
    fn every_bit_flip_is_detected() {
        let bytes = sample_entry().encode();
        for i in 0..bytes.len() {
            for bit in [0u8, 3, 7] {
                let mut b = bytes.clone();
                b[i] ^= 1 << bit;
                let err = decode(&b, None).expect_err("flipped");
                assert!(
                    !matches!(err, EntryError::WrongKey { .. }),
                    "byte {i} bit {bit}: caught only by the key check: {err:?}"
                );
            }
        }
    }

    #[test]
    fn foreign_files_are_detected() {
        for junk in [&b"\x7fELF\x02\x01\x01"[..], b"hello, world\n", &[0u8; 4096][..]] {
            assert_eq!(decode(junk, None).unwrap_err(), EntryError::Foreign);
            assert_eq!(read_header(&mut &junk[..]).unwrap_err(), EntryError::Foreign);
        }
        // An empty file, or a prefix of the magic alone, is a truncated entry, not a foreign file.
        assert!(matches!(decode(b"", None), Err(EntryError::Truncated { .. })));
        assert!(matches!(decode(b"TTPU", None), Err(EntryError::Truncated { .. })));
    }

    #[test]
    fn other_versions_are_refused() {
        let mut bytes = sample_entry().encode();
        bytes[8..12].copy_from_slice(&3u32.to_le_bytes());
        assert_eq!(decode(&bytes, None).unwrap_err(), EntryError::Version { found: 3 });
    }

    #[test]
    fn signed_entries() {
        let e = sample_entry();
        let k = MacKey::from_secret(b"0123456789abcdef");
        let plain = e.encode();
        let signed = seal(&plain, &k);
        assert_eq!(plain.len(), signed.len());
        assert_eq!(decode_with(&signed, Some(&e.key()), Some(&k)).unwrap(), e);
        assert_eq!(read_header(&mut &signed[..]).unwrap(), e.header, "headers are listed either way");
        assert_eq!(declared_len(&signed).unwrap(), signed.len() as u64);
        // Without the key, a signed entry is refused; with it, an unsigned one, one signed with
        // another key, and a forged one (valid checksum, wrong version) are refused.
        assert_eq!(decode(&signed, None).unwrap_err(), EntryError::Signed);
        assert_eq!(decode_with(&plain, None, Some(&k)).unwrap_err(), EntryError::Unsigned);
        let other = MacKey::from_secret(b"fedcba9876543210");
        assert_eq!(decode_with(&seal(&plain, &other), None, Some(&k)).unwrap_err(), EntryError::BadMac);
        let mut forged = plain.clone();
        forged[8..12].copy_from_slice(&SIGNED_VERSION.to_le_bytes());
        let n = forged.len() - CHECKSUM;
        let sum = blake3::hash(&forged[..n]);
        forged[n..].copy_from_slice(sum.as_bytes());
        assert_eq!(decode_with(&forged, None, Some(&k)).unwrap_err(), EntryError::BadMac);
        // Every bit flip of a signed entry is caught before the key check.
        for i in (0..signed.len()).step_by(7) {
            let mut b = signed.clone();
            b[i] ^= 0x10;
            let err = decode_with(&b, None, Some(&k)).unwrap_err();
            assert!(!matches!(err, EntryError::WrongKey { .. }), "byte {i}: {err:?}");
        }
    }

    #[test]
    fn key_files() {
        let dir = std::env::temp_dir().join(format!("torchtpu-keyfile-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let short = dir.join("short");
        std::fs::write(&short, b"too short").unwrap();
        assert!(MacKey::from_file(&short).unwrap_err().contains("at least 16"));
        assert!(MacKey::from_file(&dir).unwrap_err().contains("not a regular file"));
        assert!(MacKey::from_file(&dir.join("missing")).is_err());
        let good = dir.join("key");
        std::fs::write(&good, b"0123456789abcdef").unwrap();
        assert_eq!(MacKey::from_file(&good).unwrap(), MacKey::from_secret(b"0123456789abcdef"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn wrong_key_is_refused() {
        let e = sample_entry();
        let bytes = e.encode();
        let other = CacheKey([9; 32]);
        assert!(matches!(decode(&bytes, Some(&other)), Err(EntryError::WrongKey { .. })));

        // A well-formed, correctly checksummed entry whose components were edited after the key
        // was computed (a foreign writer, or a bug) is refused too.
        let mut forged = e.clone();
        forged.header.components.compiler_version = "9.9.9".into();
        assert!(matches!(decode(&forged.encode(), None), Err(EntryError::WrongKey { .. })));
        let mut forged = e;
        forged.stablehlo.push(' ');
        assert!(matches!(decode(&forged.encode(), None), Err(EntryError::Malformed(_))));
    }

    #[test]
    fn trailing_bytes_are_refused() {
        let mut bytes = sample_entry().encode();
        bytes.push(0);
        assert!(decode(&bytes, None).is_err());
    }
}
