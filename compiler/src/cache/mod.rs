//! The executable cache. This issue has the in-memory tier; the key already holds everything that
//! decides the compiled code, so the persistent tiers can reuse it unchanged.

pub mod key;
mod memory;

pub use key::CacheKey;
pub use memory::MemoryCache;
