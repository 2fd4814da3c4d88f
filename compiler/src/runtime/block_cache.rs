//! Large host blocks the PJRT plugin frees, kept for its next allocations of the same size.
//!
//! XLA's CPU runtime allocates an execution's temporaries (one block of tens of megabytes for a
//! CNN's training step: 51 MB forward and 79 MB backward for ResNet-18 at 8x3x224x224) and its
//! results with the C allocator, on its worker threads, and frees them when the execution ends or
//! torch drops the result. glibc maps blocks above its mmap threshold (32 MiB at most) afresh for
//! every request and unmaps them on free, and the worker threads' own arenas are heaps of at most
//! 64 MB that are unmapped when they empty: each step faults its large buffers in again, page by
//! page (32,000 faults per ResNet-18 training step, docs/performance.md, "The C allocator").
//!
//! So the plugin's own calls to `malloc`, `posix_memalign`, `aligned_alloc` and `free` are routed
//! here ([`install`]: its GOT entries for them are pointed at the functions below, with the
//! `plthook` library; nothing else in the process is affected). A freed block of at least
//! [`MIN_BLOCK`] bytes (1 MiB) is kept, up to a limit on the bytes kept in all
//! (`TORCHTPU_BLOCK_CACHE`, default 1 GiB, oldest freed first out), and handed out again for a
//! request it fits with little waste. Every kept block is a block glibc allocated and has not
//! seen freed, so it can go back to glibc at any time, and a block freed by a path that was not
//! routed here (glibc's own `free`) is simply not kept: nothing depends on every call coming here.
//! Smaller blocks go straight to glibc, as before.

use std::ffi::c_void;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// The smallest block kept: 1 MiB. glibc keeps smaller blocks in its heaps, but a worker
/// thread's arena is a chain of heaps of at most 64 MB, and a heap that empties is unmapped
/// whatever the trim threshold: a block of a few megabytes that was alone in its heap (a GPT-2
/// config's 25 MB of logits, a CNN's activations) is faulted in afresh on the next call, by heap
/// state. Kept from 1 MiB up, the GPT-2 config's call at 128 tokens took 26-27 ms against 36-38
/// ms from 32 MiB up (a quarter of its samples in page faults), mobilenet_v3_small's inference
/// step faulted 96 times against 293-1,866, and the peak RSS of the processes measured was lower,
/// not higher (docs/performance.md, "Blocks from 1 MiB").
pub const MIN_BLOCK: usize = 1 << 20;

/// A kept block is handed out for a request no more than this fraction of its size smaller
/// (1/4: a 64 MB block serves requests from 48 MB up).
const MAX_WASTE_DIVISOR: usize = 4;

/// At most this many blocks are kept (the oldest goes back to glibc first).
const MAX_BLOCKS: usize = 256;

/// The bytes kept at most; 0 keeps nothing (set once by [`install`]).
static LIMIT: AtomicUsize = AtomicUsize::new(0);

/// Counters for `torchtpu.stats()`: requests served from kept blocks, and bytes kept now.
pub static REUSES: AtomicU64 = AtomicU64::new(0);
pub static KEPT_BYTES: AtomicU64 = AtomicU64::new(0);

/// The kept blocks, oldest first.
struct Kept {
    blocks: Vec<(usize, usize)>,
    bytes: usize,
}

static KEPT: Mutex<Kept> = Mutex::new(Kept { blocks: Vec::new(), bytes: 0 });

fn kept() -> std::sync::MutexGuard<'static, Kept> {
    KEPT.lock().unwrap_or_else(|e| e.into_inner())
}

impl Kept {
    /// Takes the smallest kept block that holds `size` bytes at `align`, wasting at most a
    /// quarter of it.
    fn take(&mut self, size: usize, align: usize) -> Option<*mut c_void> {
        let fits = |&(p, usable): &(usize, usize)| usable >= size && usable - size <= usable / MAX_WASTE_DIVISOR && p % align.max(1) == 0;
        let (i, _) = self.blocks.iter().enumerate().filter(|(_, b)| fits(b)).min_by_key(|(_, b)| b.1)?;
        let (p, usable) = self.blocks.remove(i);
        self.bytes -= usable;
        KEPT_BYTES.store(self.bytes as u64, Ordering::Relaxed);
        Some(p as *mut c_void)
    }

    /// Keeps `p` (`usable` bytes), or returns what must go back to glibc: `p` itself when it is
    /// larger than the limit, else the oldest blocks past the limit.
    fn keep(&mut self, p: usize, usable: usize, limit: usize) -> Vec<usize> {
        if usable > limit {
            return vec![p];
        }
        self.blocks.push((p, usable));
        self.bytes += usable;
        let mut out = Vec::new();
        while self.bytes > limit || self.blocks.len() > MAX_BLOCKS {
            let (q, u) = self.blocks.remove(0);
            self.bytes -= u;
            out.push(q);
        }
        KEPT_BYTES.store(self.bytes as u64, Ordering::Relaxed);
        out
    }
}

/// A kept block for a request of `size` bytes at `align`, if one fits.
fn reuse(size: usize, align: usize) -> Option<*mut c_void> {
    if size < MIN_BLOCK || LIMIT.load(Ordering::Relaxed) == 0 {
        return None;
    }
    let p = kept().take(size, align)?;
    REUSES.fetch_add(1, Ordering::Relaxed);
    Some(p)
}

unsafe extern "C" fn cached_malloc(size: usize) -> *mut c_void {
    match reuse(size, 16) {
        Some(p) => p,
        // SAFETY: glibc's own function, as the plugin would have called it.
        None => unsafe { libc::malloc(size) },
    }
}

unsafe extern "C" fn cached_posix_memalign(out: *mut *mut c_void, align: usize, size: usize) -> i32 {
    if let Some(p) = reuse(size, align) {
        // SAFETY: `out` is the caller's result slot, as for glibc's function.
        unsafe { *out = p };
        return 0;
    }
    // SAFETY: glibc's own function, with the caller's arguments.
    unsafe { libc::posix_memalign(out, align, size) }
}

unsafe extern "C" fn cached_aligned_alloc(align: usize, size: usize) -> *mut c_void {
    match reuse(size, align) {
        Some(p) => p,
        // SAFETY: glibc's own function, with the caller's arguments.
        None => unsafe { libc::aligned_alloc(align, size) },
    }
}

unsafe extern "C" fn cached_free(p: *mut c_void) {
    if p.is_null() {
        return;
    }
    let limit = LIMIT.load(Ordering::Relaxed);
    // SAFETY: `p` is a live block of glibc's (the plugin frees only what it allocated).
    let usable = unsafe { libc::malloc_usable_size(p) };
    if limit == 0 || usable < MIN_BLOCK {
        // SAFETY: as above.
        return unsafe { libc::free(p) };
    }
    let released = kept().keep(p as usize, usable, limit);
    for q in released {
        // SAFETY: each is a block glibc allocated that nobody uses any more.
        unsafe { libc::free(q as *mut c_void) };
    }
}

/// Routes the allocator calls of the loaded shared object at `path` (the PJRT plugin) through the
/// cache, keeping up to `limit` bytes (0: keep nothing). Once per process: later calls only
/// return the first outcome. Returns how many of the object's entries now point here.
pub fn install(path: &std::path::Path, limit: usize) -> Result<usize, String> {
    static DONE: OnceLock<Result<usize, String>> = OnceLock::new();
    DONE.get_or_init(|| {
        if limit == 0 {
            return Ok(0);
        }
        if !cfg!(all(target_os = "linux", target_env = "gnu")) {
            return Err("the block cache needs glibc on Linux".into());
        }
        LIMIT.store(limit, Ordering::Relaxed);
        let object = plthook::ObjectFile::open_file(path).map_err(|e| format!("cannot open {} for hooking: {e}", path.display()))?;
        let ours = |name: &[u8]| -> Option<*const c_void> {
            let base = name.split(|&c| c == b'@').next().unwrap_or(name);
            match base {
                b"malloc" => Some(cached_malloc as *const c_void),
                b"posix_memalign" => Some(cached_posix_memalign as *const c_void),
                b"aligned_alloc" => Some(cached_aligned_alloc as *const c_void),
                b"free" => Some(cached_free as *const c_void),
                _ => None,
            }
        };
        // SAFETY: a query of the page size.
        let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) as usize;
        let mut replaced = 0;
        // Every entry of each name: a function called through the PLT has one, and one whose
        // address the plugin takes (`free` as a deleter) another.
        for symbol in object.symbols() {
            let Some(f) = ours(symbol.name.as_bytes()) else { continue };
            let slot = symbol.func_address as *mut *const c_void;
            let start = (slot as usize) & !(page - 1);
            let writable = symbol.protection & libc::PROT_WRITE != 0;
            // SAFETY: `slot` is the object's GOT entry for a function with the signature of `f`
            // (plthook found it in the object's relocations); the page is made writable for the
            // one aligned pointer store and given its protection back.
            unsafe {
                if !writable && libc::mprotect(start as *mut c_void, page, libc::PROT_READ | libc::PROT_WRITE) != 0 {
                    return Err(format!("cannot make the GOT of {} writable", path.display()));
                }
                std::ptr::write_volatile(slot, f);
                if !writable {
                    libc::mprotect(start as *mut c_void, page, symbol.protection);
                }
            }
            replaced += 1;
        }
        Ok(replaced)
    })
    .clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_block_serves_a_request_it_fits_with_little_waste() {
        let mut k = Kept { blocks: Vec::new(), bytes: 0 };
        assert!(k.keep(0x10000, 8 << 20, 64 << 20).is_empty());
        assert!(k.keep(0x20000, 32 << 20, 64 << 20).is_empty());
        assert_eq!(k.bytes, 40 << 20);
        // Too large for either, then too small for the 32 MB one (over a quarter wasted).
        assert_eq!(k.take(33 << 20, 64), None);
        assert_eq!(k.take(20 << 20, 64), None);
        // The smallest that fits.
        assert_eq!(k.take(7 << 20, 64), Some(0x10000 as *mut c_void));
        assert_eq!(k.take(30 << 20, 64), Some(0x20000 as *mut c_void));
        assert_eq!(k.bytes, 0);
    }

    #[test]
    fn alignment_is_respected() {
        let mut k = Kept { blocks: Vec::new(), bytes: 0 };
        k.keep(0x10010, 4 << 20, 64 << 20);
        assert_eq!(k.take(4 << 20, 64), None);
        assert_eq!(k.take(4 << 20, 16), Some(0x10010 as *mut c_void));
    }

    #[test]
    fn the_oldest_blocks_go_back_past_the_limit() {
        let mut k = Kept { blocks: Vec::new(), bytes: 0 };
        assert!(k.keep(1, 30 << 20, 64 << 20).is_empty());
        assert!(k.keep(2, 30 << 20, 64 << 20).is_empty());
        assert_eq!(k.keep(3, 30 << 20, 64 << 20), vec![1]);
        // A block larger than the whole limit is not kept at all.
        assert_eq!(k.keep(4, 65 << 20, 64 << 20), vec![4]);
        assert_eq!(k.bytes, 60 << 20);
    }
}
