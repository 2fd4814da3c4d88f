use std::fmt;

/// blake3 over every input that decides the compiled code. Each part is length-prefixed so that
/// no two different inputs hash the same bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CacheKey(pub [u8; 32]);

/// What goes into a key (documented in `docs/cache.md`).
pub struct KeyParts<'a> {
    /// The StableHLO module exactly as printed by MLIR (deterministic for a given graph).
    pub stablehlo: &'a str,
    /// The serialized `CompileOptionsProto`.
    pub compile_options: &'a [u8],
    /// PJRT platform name and version, and the PJRT C API version of the plugin.
    pub platform_name: &'a str,
    pub platform_version: &'a str,
    pub api_version: (i32, i32),
    /// torchtpu's compiler version: a new lowering may emit different code for the same graph.
    pub compiler_version: &'a str,
}

impl CacheKey {
    pub fn new(p: &KeyParts<'_>) -> Self {
        let mut h = blake3::Hasher::new();
        let mut part = |bytes: &[u8]| {
            h.update(&(bytes.len() as u64).to_le_bytes());
            h.update(bytes);
        };
        part(b"torchtpu-cache-key-v1");
        part(p.stablehlo.as_bytes());
        part(p.compile_options);
        part(p.platform_name.as_bytes());
        part(p.platform_version.as_bytes());
        part(&p.api_version.0.to_le_bytes());
        part(&p.api_version.1.to_le_bytes());
        part(p.compiler_version.as_bytes());
        CacheKey(*h.finalize().as_bytes())
    }

    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

impl fmt::Display for CacheKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.hex())
    }
}
