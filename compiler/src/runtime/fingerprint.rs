//! The fingerprint of a CPU tensor's storage, for `torchtpu/graph/layouts.py`: a prepared (permuted)
//! copy of a parameter is reused only while the parameter's storage still has the same
//! fingerprint, which catches writes that bypass the version counter (`param.data.mul_(...)`).
//! Every byte is hashed (XXH3, 64 bits, at memory speed): a write anywhere changes it, but for a
//! 2^-64 chance of a collision.

/// The fingerprint of `bytes` bytes at `ptr`.
///
/// # Safety
/// `ptr` must point to `bytes` readable bytes.
pub unsafe fn fingerprint(ptr: *const u8, bytes: usize) -> u64 {
    xxhash_rust::xxh3::xxh3_64(std::slice::from_raw_parts(ptr, bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_changed_byte_changes_the_fingerprint() {
        let mut big = vec![0u8; 1 << 20];
        let base = unsafe { fingerprint(big.as_ptr(), big.len()) };
        // Every position, sampled or not in the old scheme: the first, a middle, an odd one, the last.
        for at in [0, 10, 123_457, (1 << 19) + 3, (1 << 20) - 1] {
            big[at] = 7;
            assert_ne!(
                unsafe { fingerprint(big.as_ptr(), big.len()) },
                base,
                "byte {at}"
            );
            big[at] = 0;
        }
        assert_eq!(unsafe { fingerprint(big.as_ptr(), big.len()) }, base);
        let small = [1u8, 2, 3];
        let other = [1u8, 2, 4];
        assert_ne!(unsafe { fingerprint(small.as_ptr(), 3) }, unsafe {
            fingerprint(other.as_ptr(), 3)
        });
    }
}
