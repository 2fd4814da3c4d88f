//! Resident input buffers and the cache that keeps them between calls.

use super::*;

#[test]
fn a_resident_buffer_serves_later_executions() {
    let exe = add_exe();
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let params = [spec.clone(), spec.clone()];
    let results = [spec.clone()];
    let mut a = Aligned(A);
    let b = Aligned(B);
    // SAFETY: `a` is 24 bytes that outlive the resident buffer (dropped below).
    let resident = unsafe { exe.make_resident(&spec, a.0.as_ptr().cast()) }.expect("resident");
    assert!(resident.zero_copy(), "the CPU plugin reads it in place");
    for scale in [1.0f32, 2.0] {
        for x in a.0.iter_mut().zip(A) {
            *x.0 = x.1 * scale;
        }
        // SAFETY: both arrays are 24 bytes, alive and unchanged during the call.
        let run = unsafe {
            exe.execute_borrowed(&params, &[a.0.as_ptr().cast(), b.0.as_ptr().cast()], &results, &[], &[Some(&resident), None])
        }
        .expect("run");
        assert_eq!((run.zero_copy_inputs, run.input_copies), (1, 0), "only `b` gets a new buffer");
        let mut got = [0f32; 6];
        // SAFETY: `got` is 24 writable bytes.
        unsafe { run.outputs[0].buffer().expect("buffer").copy_to_host(got.as_mut_ptr().cast(), 24) }.expect("copy");
        let want: Vec<f32> = A.iter().zip(B).map(|(x, y)| x * scale + y).collect();
        assert_eq!(got.to_vec(), want, "the resident buffer reads `a` as it is now");
    }
    drop(resident);
}

/// Sets a flag when dropped: stands for what keeps a cached tensor's memory alive.
struct DropFlag(Arc<std::sync::atomic::AtomicBool>);

impl Drop for DropFlag {
    fn drop(&mut self) {
        self.0.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

#[test]
fn the_resident_cache_serves_unchanged_memory_and_forgets_it() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let exe = add_exe();
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let a = Aligned(A);
    let ptr = a.0.as_ptr() as usize; // unique to this test: no other test caches this memory
    // Cached only the second time a call sees the memory at the same version.
    assert!(!resident_cache::seen_unchanged(ptr, &spec, 0));
    assert!(resident_cache::seen_unchanged(ptr, &spec, 0));
    assert!(!resident_cache::seen_unchanged(ptr, &spec, 1), "a new version is a change");
    assert!(resident_cache::lookup(ptr, &spec, 1).is_none());
    // SAFETY: `a` is 24 bytes that outlive the buffer (the cache entry is forgotten below).
    let buffer = unsafe { exe.make_resident(&spec, a.0.as_ptr().cast()) }.expect("resident");
    let dropped = Arc::new(AtomicBool::new(false));
    resident_cache::insert(ptr, buffer, 1, Box::new(DropFlag(dropped.clone())));
    let hits = TRANSFER_STATS.resident_hits.load(Ordering::Relaxed);
    let entry = resident_cache::lookup(ptr, &spec, 1).expect("a hit at the cached version");
    assert_eq!(entry.buffer.spec(), &spec);
    assert!(TRANSFER_STATS.resident_hits.load(Ordering::Relaxed) > hits, "a hit is counted");
    assert!(resident_cache::lookup(ptr, &spec, 2).is_none(), "another version misses");
    let other = ArgSpec::new(ElementType::F32, vec![3, 2]).expect("spec");
    assert!(resident_cache::lookup(ptr, &other, 1).is_none(), "another shape misses");
    drop(entry);
    resident_cache::forget(ptr);
    assert!(resident_cache::lookup(ptr, &spec, 1).is_none());
    assert!(dropped.load(Ordering::SeqCst), "forgetting drops what kept the memory alive");
    assert!(!resident_cache::seen_unchanged(ptr, &spec, 1), "the seen record is forgotten too");
    resident_cache::forget(ptr);
}
