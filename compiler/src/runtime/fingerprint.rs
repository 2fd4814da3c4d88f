//! A cheap fingerprint of a CPU tensor's storage, for `torchtpu/layouts.py`: a prepared
//! (permuted) copy of a parameter is reused only while the parameter's storage still has the same
//! fingerprint, which catches writes that bypass the version counter (`param.data.mul_(...)`).
//! It samples large storages, so a write that touches no sampled byte goes unseen.

use std::hash::Hasher;

/// Storages up to this size are hashed whole.
const WHOLE: usize = 4096;
/// Larger ones: this many evenly spaced 8-byte words, plus the first and last `WHOLE / 2` bytes.
const SAMPLES: usize = 256;

/// The fingerprint of `bytes` bytes at `ptr`.
///
/// # Safety
/// `ptr` must point to `bytes` readable bytes.
pub unsafe fn fingerprint(ptr: *const u8, bytes: usize) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    h.write_usize(bytes);
    if bytes <= WHOLE {
        h.write(std::slice::from_raw_parts(ptr, bytes));
        return h.finish();
    }
    h.write(std::slice::from_raw_parts(ptr, WHOLE / 2));
    h.write(std::slice::from_raw_parts(ptr.add(bytes - WHOLE / 2), WHOLE / 2));
    let words = bytes / 8;
    for i in 0..SAMPLES {
        let w = i * (words - 1) / (SAMPLES - 1);
        h.write_u64(std::ptr::read_unaligned(ptr.add(w * 8) as *const u64));
    }
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_sampled_word_or_edge_changes_the_fingerprint() {
        let mut big = vec![0u8; 1 << 20];
        let base = unsafe { fingerprint(big.as_ptr(), big.len()) };
        big[10] = 1; // in the leading bytes
        assert_ne!(unsafe { fingerprint(big.as_ptr(), big.len()) }, base);
        big[10] = 0;
        let words = big.len() / 8;
        let w = 100 * (words - 1) / (SAMPLES - 1); // a sampled word
        big[w * 8 + 3] = 7;
        assert_ne!(unsafe { fingerprint(big.as_ptr(), big.len()) }, base);
        let small = [1u8, 2, 3];
        let other = [1u8, 2, 4];
        assert_ne!(unsafe { fingerprint(small.as_ptr(), 3) }, unsafe { fingerprint(other.as_ptr(), 3) });
    }
}
