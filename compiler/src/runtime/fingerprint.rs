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

/// How many bytes [`fingerprint_between`] hashes between two calls of its `between`: 256 KiB,
/// tens of microseconds at memory speed.
const CHUNK: usize = 256 << 10;

/// [`fingerprint`], the same value, hashed in chunks of [`CHUNK`] bytes with `between` called
/// after each: the waiting thread checks a prepared copy's source while its program runs, and
/// runs the kernel bodies posted meanwhile there (`kernel_host::run_pending`) rather than after
/// the whole of a large weight (9.4 MB for a 512-channel 3x3 convolution's).
///
/// # Safety
/// `ptr` must point to `bytes` readable bytes.
pub unsafe fn fingerprint_between(ptr: *const u8, bytes: usize, between: &dyn Fn()) -> u64 {
    let all = std::slice::from_raw_parts(ptr, bytes);
    if bytes <= CHUNK {
        return xxhash_rust::xxh3::xxh3_64(all);
    }
    let mut h = xxhash_rust::xxh3::Xxh3::new();
    for chunk in all.chunks(CHUNK) {
        h.update(chunk);
        between();
    }
    h.digest()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chunked_fingerprint_is_the_whole_one() {
        let data: Vec<u8> = (0..(3 * CHUNK + 12_345)).map(|i| (i * 7 % 251) as u8).collect();
        let calls = std::cell::Cell::new(0);
        for n in [0, 1, CHUNK, CHUNK + 1, data.len()] {
            let chunked = unsafe { fingerprint_between(data.as_ptr(), n, &|| calls.set(calls.get() + 1)) };
            assert_eq!(chunked, unsafe { fingerprint(data.as_ptr(), n) }, "{n} bytes");
        }
        // 2 chunks for CHUNK + 1 bytes, 4 for the whole.
        assert_eq!(calls.get(), 6);
    }

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
