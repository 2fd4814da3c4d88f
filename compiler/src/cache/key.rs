//! The cache key: blake3 over everything that decides the compiled code. This file is the one
//! place that says what goes into a key ([`KeyComponents::fields`]); `docs/cache.md` says why each
//! part is there.

use std::fmt;
use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

use serde::{Deserialize, Serialize};

/// Bumped whenever the set or the encoding of the key's fields changes, so that old entries miss
/// instead of being read under a new meaning.
pub const KEY_FORMAT: &str = "torchtpu-cache-key-v2";

/// A 32-byte blake3 digest naming one compiled executable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CacheKey(pub [u8; 32]);

impl CacheKey {
    pub fn hex(&self) -> String {
        hex(&self.0)
    }

    /// Parses 64 hex digits.
    pub fn from_hex(s: &str) -> Option<CacheKey> {
        if s.len() != 64 || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let mut out = [0u8; 32];
        for (i, byte) in out.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(CacheKey(out))
    }

    /// The first 12 hex digits, for messages.
    pub fn short(&self) -> String {
        self.hex()[..12].to_string()
    }
}

impl fmt::Display for CacheKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.hex())
    }
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Every input that decides the compiled code, as text, so that an entry can store them and
/// `cache explain` can say which one differed. The StableHLO itself enters as its blake3 hash (the
/// text is stored next to the components in an entry).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyComponents {
    /// blake3 of the StableHLO module exactly as printed (deterministic for a given graph; it
    /// already reflects the pass options, such as `TORCHTPU_DISABLE_PASSES`).
    pub stablehlo: String,
    /// The serialized `CompileOptionsProto`, hex (replicas, partitions, build options).
    pub compile_options: String,
    /// PJRT platform name (`cpu`, `cuda`, `tpu`).
    pub platform_name: String,
    /// PJRT platform version (for the CPU plugin just `cpu`, hence the fingerprint below).
    pub platform_version: String,
    /// PJRT C API version of the plugin, `major.minor`.
    pub pjrt_api_version: String,
    /// The plugin's attributes (`xla_version`, `stablehlo_current_version`, ...), sorted.
    pub plugin_attributes: String,
    /// A fingerprint of the plugin's shared library: its size and blake3 of its first and last MiB.
    pub plugin_fingerprint: String,
    /// The kind of device 0 (`cpu`, `NVIDIA H100 80GB HBM3`) and the number of devices.
    pub device_kind: String,
    pub device_count: u64,
    /// torchtpu's compiler version (the build, not only the lowering: the serialized executable
    /// format is the plugin's, but what we lower to is ours).
    pub compiler_version: String,
    /// `XLA_FLAGS`, which XLA reads at compile time and which can change the generated code.
    pub xla_flags: String,
}

impl KeyComponents {
    /// The key's fields, in hashing order, by name.
    pub fn fields(&self) -> [(&'static str, String); 11] {
        [
            ("stablehlo", self.stablehlo.clone()),
            ("compile_options", self.compile_options.clone()),
            ("platform_name", self.platform_name.clone()),
            ("platform_version", self.platform_version.clone()),
            ("pjrt_api_version", self.pjrt_api_version.clone()),
            ("plugin_attributes", self.plugin_attributes.clone()),
            ("plugin_fingerprint", self.plugin_fingerprint.clone()),
            ("device_kind", self.device_kind.clone()),
            ("device_count", self.device_count.to_string()),
            ("compiler_version", self.compiler_version.clone()),
            ("xla_flags", self.xla_flags.clone()),
        ]
    }

    /// blake3 over [`KEY_FORMAT`] and every `(name, value)` of [`fields`](Self::fields), each
    /// length-prefixed, so that no two different inputs hash the same bytes.
    pub fn key(&self) -> CacheKey {
        let mut h = blake3::Hasher::new();
        let mut part = |bytes: &[u8]| {
            h.update(&(bytes.len() as u64).to_le_bytes());
            h.update(bytes);
        };
        part(KEY_FORMAT.as_bytes());
        for (name, value) in self.fields() {
            part(name.as_bytes());
            part(value.as_bytes());
        }
        CacheKey(*h.finalize().as_bytes())
    }

    /// The fields that differ from `other`: `(name, ours, theirs)`.
    pub fn diff(&self, other: &KeyComponents) -> Vec<(&'static str, String, String)> {
        self.fields()
            .into_iter()
            .zip(other.fields())
            .filter(|((_, a), (_, b))| a != b)
            .map(|((name, a), (_, b))| (name, a, b))
            .collect()
    }
}

/// What a compile target contributes to every key: everything but the StableHLO. Computed once per
/// session (see `driver::Session`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    pub compile_options: Vec<u8>,
    pub platform_name: String,
    pub platform_version: String,
    pub pjrt_api_version: (i32, i32),
    pub plugin_attributes: String,
    pub plugin_fingerprint: String,
    pub device_kind: String,
    pub device_count: usize,
    pub compiler_version: String,
}

impl Target {
    /// The target of a PJRT client compiling with `compile_options`.
    pub fn of_client(client: &crate::runtime::Client, compile_options: &[u8]) -> Target {
        let plugin = client.plugin();
        let mut attrs: Vec<String> = plugin
            .attributes()
            .unwrap_or_default()
            .into_iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect();
        attrs.sort();
        Target {
            compile_options: compile_options.to_vec(),
            platform_name: client.platform_name().to_string(),
            platform_version: client.platform_version().to_string(),
            pjrt_api_version: client.api_version(),
            plugin_attributes: attrs.join(";"),
            plugin_fingerprint: file_fingerprint(plugin.path()),
            device_kind: client.device_kind().unwrap_or_else(|_| "<unknown>".into()),
            device_count: client.device_count(),
            compiler_version: crate::COMPILER_VERSION.to_string(),
        }
    }

    /// The components of `stablehlo` compiled for this target with `xla_flags` (the compile
    /// config's `xla_flags`: `XLA_FLAGS` as the caller read it).
    pub fn components(&self, stablehlo: &str, xla_flags: &str) -> KeyComponents {
        KeyComponents {
            stablehlo: blake3::hash(stablehlo.as_bytes()).to_hex().to_string(),
            compile_options: hex(&self.compile_options),
            platform_name: self.platform_name.clone(),
            platform_version: self.platform_version.clone(),
            pjrt_api_version: format!("{}.{}", self.pjrt_api_version.0, self.pjrt_api_version.1),
            plugin_attributes: self.plugin_attributes.clone(),
            plugin_fingerprint: self.plugin_fingerprint.clone(),
            device_kind: self.device_kind.clone(),
            device_count: self.device_count as u64,
            compiler_version: self.compiler_version.clone(),
            xla_flags: xla_flags.trim().to_string(),
        }
    }
}

/// `size:<bytes>:<blake3 of the first and last MiB>` of a file, or `unreadable:<path>`. Hashing all of
/// a 250 MB plugin would cost a few hundred milliseconds per process; the ends of a shared library
/// hold its headers and section tables, which any rebuild changes.
pub fn file_fingerprint(path: &Path) -> String {
    const CHUNK: u64 = 1 << 20;
    let read = || -> std::io::Result<String> {
        let mut f = std::fs::File::open(path)?;
        let len = f.metadata()?.len();
        let mut h = blake3::Hasher::new();
        let mut buf = Vec::with_capacity(CHUNK as usize);
        (&mut f).take(CHUNK).read_to_end(&mut buf)?;
        h.update(&buf);
        if len > CHUNK {
            buf.clear();
            f.seek(SeekFrom::Start(len.saturating_sub(CHUNK).max(CHUNK)))?;
            f.take(CHUNK).read_to_end(&mut buf)?;
            h.update(&buf);
        }
        Ok(format!("size:{len}:{}", &h.finalize().to_hex()[..32]))
    };
    read().unwrap_or_else(|_| format!("unreadable:{}", path.display()))
}

/// Components of a made-up target, for tests.
#[cfg(test)]
pub(crate) fn sample_components() -> KeyComponents {
    KeyComponents {
        stablehlo: blake3::hash(b"module {}").to_hex().to_string(),
        compile_options: "1a0420012801".into(),
        platform_name: "cpu".into(),
        platform_version: "cpu".into(),
        pjrt_api_version: "0.81".into(),
        plugin_attributes: "xla_version=2".into(),
        plugin_fingerprint: "size:1:00".into(),
        device_kind: "cpu".into(),
        device_count: 4,
        compiler_version: "0.1.0".into(),
        xla_flags: String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> KeyComponents {
        sample_components()
    }

    #[test]
    fn every_field_changes_the_key() {
        let base = sample();
        let k = base.key();
        assert_eq!(k, sample().key(), "deterministic");
        let n = base.fields().len();
        for i in 0..n {
            let mut c = sample();
            match i {
                0 => c.stablehlo.push('x'),
                1 => c.compile_options.push('0'),
                2 => c.platform_name.push('x'),
                3 => c.platform_version.push('x'),
                4 => c.pjrt_api_version.push('1'),
                5 => c.plugin_attributes.push('x'),
                6 => c.plugin_fingerprint.push('x'),
                7 => c.device_kind.push('x'),
                8 => c.device_count += 1,
                9 => c.compiler_version.push('x'),
                10 => c.xla_flags.push('x'),
                _ => unreachable!(),
            }
            assert_ne!(c.key(), k, "field {} must be part of the key", base.fields()[i].0);
            let d = c.diff(&base);
            assert_eq!(d.len(), 1);
            assert_eq!(d[0].0, base.fields()[i].0);
        }
    }

    #[test]
    fn a_cpu_key_never_equals_a_cuda_key() {
        // The same program, options, plugin file and compiler, on the CPU and on a GPU: the
        // platform and the device kind keep a CPU executable from being served to a GPU run.
        let cpu = sample();
        let mut cuda = sample();
        cuda.platform_name = "cuda".into();
        cuda.device_kind = "NVIDIA H100 80GB HBM3".into();
        assert_ne!(cpu.key(), cuda.key());
        let names: Vec<_> = cuda.diff(&cpu).into_iter().map(|(n, _, _)| n).collect();
        assert_eq!(names, ["platform_name", "device_kind"]);
        // Either one alone is enough.
        let mut only_platform = sample();
        only_platform.platform_name = "cuda".into();
        let mut only_kind = sample();
        only_kind.device_kind = "NVIDIA H100 80GB HBM3".into();
        assert_ne!(only_platform.key(), cpu.key());
        assert_ne!(only_kind.key(), cpu.key());
        // Two GPU models differ too.
        let mut h200 = cuda.clone();
        h200.device_kind = "NVIDIA H200".into();
        assert_ne!(h200.key(), cuda.key());
    }

    #[test]
    fn fields_are_delimited() {
        // Moving a character from one field to the next must change the key.
        let mut a = sample();
        a.platform_name = "cpux".into();
        a.platform_version = "".into();
        let mut b = sample();
        b.platform_name = "cpu".into();
        b.platform_version = "x".into();
        assert_ne!(a.key(), b.key());
    }

    #[test]
    fn hex_round_trip() {
        let k = sample().key();
        assert_eq!(CacheKey::from_hex(&k.hex()), Some(k));
        assert_eq!(CacheKey::from_hex("abc"), None);
        assert_eq!(CacheKey::from_hex(&"g".repeat(64)), None);
    }

    #[test]
    fn fingerprint_sees_size_and_ends() {
        let dir = std::env::temp_dir().join(format!("torchtpu-fp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("lib.so");
        let mut data = vec![7u8; 3 << 20];
        std::fs::write(&p, &data).unwrap();
        let a = file_fingerprint(&p);
        *data.last_mut().unwrap() = 8;
        std::fs::write(&p, &data).unwrap();
        let b = file_fingerprint(&p);
        assert_ne!(a, b, "the last MiB is hashed");
        assert!(file_fingerprint(&dir.join("missing")).starts_with("unreadable:"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
