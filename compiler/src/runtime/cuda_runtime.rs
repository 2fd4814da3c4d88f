//! The CUDA runtime library torch loaded (`libcudart`), used to order XLA's stream after torch's
//! without going through Python (docs/gpu.md, "Stream order"): one event, recorded on torch's
//! current stream and waited for on XLA's, per call. torch's `Stream.wait_stream` does the same
//! with a new Python `Event` each time; this is the per-call cost issue 30 asks to cut.
//!
//! The library is found among those the process already loaded (`RTLD_NOLOAD`: torch's CUDA
//! build loads it), never loaded here, so a process without CUDA torch simply has none and the
//! caller keeps torch's Python path. Every CUDA error is returned, never panics.

use std::ffi::{c_int, c_uint, c_void};
use std::sync::{Mutex, OnceLock};

type EventCreateWithFlags = unsafe extern "C" fn(*mut *mut c_void, c_uint) -> c_int;
type EventRecord = unsafe extern "C" fn(*mut c_void, *mut c_void) -> c_int;
type StreamWaitEvent = unsafe extern "C" fn(*mut c_void, *mut c_void, c_uint) -> c_int;

/// `cudaEventDisableTiming`.
const DISABLE_TIMING: c_uint = 0x02;

/// glibc's `RTLD_NOLOAD` (dlfcn.h), which libloading does not name: open only a library the
/// process already loaded.
const RTLD_NOLOAD: c_int = 0x4;

/// The sonames tried, newest first (torch 2.11's CUDA 13 wheels, then CUDA 12's).
pub const LIBRARIES: [&str; 2] = ["libcudart.so.13", "libcudart.so.12"];

/// The runtime's entry points and the one event the ordering reuses.
pub struct CudaRuntime {
    record: EventRecord,
    wait: StreamWaitEvent,
    /// The event (a `cudaEvent_t`), under a lock: a record and the wait on it are one step.
    event: Mutex<usize>,
    library: &'static str,
    _lib: libloading::Library,
}

static RUNTIME: OnceLock<Result<CudaRuntime, String>> = OnceLock::new();

impl CudaRuntime {
    /// The process's CUDA runtime, opened once: an error says why there is none (no CUDA runtime
    /// loaded, or CUDA refused to make the event, as on a machine with no GPU).
    pub fn get() -> Result<&'static CudaRuntime, String> {
        RUNTIME.get_or_init(Self::open).as_ref().map_err(Clone::clone)
    }

    fn open() -> Result<CudaRuntime, String> {
        use libloading::os::unix::{Library, RTLD_LAZY};
        let mut why = Vec::new();
        for name in LIBRARIES {
            // SAFETY: RTLD_NOLOAD only finds a library this process already loaded (torch did), so
            // no initializer runs here.
            let lib = match unsafe { Library::open(Some(name), RTLD_LAZY | RTLD_NOLOAD) } {
                Ok(lib) => libloading::Library::from(lib),
                Err(_) => {
                    why.push(format!("{name} is not loaded in this process"));
                    continue;
                }
            };
            // SAFETY: the CUDA runtime's C functions with these signatures.
            let (create, record, wait) = unsafe {
                let missing = |s: &str, e: libloading::Error| format!("{name} has no `{s}`: {e}");
                let c = *lib.get::<EventCreateWithFlags>(b"cudaEventCreateWithFlags\0").map_err(|e| missing("cudaEventCreateWithFlags", e))?;
                let r = *lib.get::<EventRecord>(b"cudaEventRecord\0").map_err(|e| missing("cudaEventRecord", e))?;
                let w = *lib.get::<StreamWaitEvent>(b"cudaStreamWaitEvent\0").map_err(|e| missing("cudaStreamWaitEvent", e))?;
                (c, r, w)
            };
            let mut event: *mut c_void = std::ptr::null_mut();
            // SAFETY: `event` is a valid out-pointer; the flags are a documented value.
            let err = unsafe { create(&mut event, DISABLE_TIMING) };
            if err != 0 || event.is_null() {
                return Err(format!("{name}: cudaEventCreateWithFlags failed with CUDA error {err}"));
            }
            return Ok(CudaRuntime { record, wait, event: Mutex::new(event as usize), library: name, _lib: lib });
        }
        Err(why.join("; "))
    }

    /// The soname of the library in use.
    pub fn library(&self) -> &'static str {
        self.library
    }

    /// Makes stream `waiter` wait (on the device, not the host) for everything queued on stream
    /// `producer` so far: an event recorded on `producer`, waited for on `waiter`. Streams are
    /// `cudaStream_t` handles as integers (0: the legacy default stream).
    pub fn order_after(&self, waiter: isize, producer: isize) -> Result<(), String> {
        let event = self.event.lock().unwrap_or_else(|e| e.into_inner());
        let ev = *event as *mut c_void;
        // SAFETY: `ev` is the event made in `open`, never destroyed; the streams are handles the
        // caller got from torch and from the plugin, on the current device.
        let err = unsafe { (self.record)(ev, producer as *mut c_void) };
        if err != 0 {
            return Err(format!("cudaEventRecord failed with CUDA error {err}"));
        }
        // SAFETY: as above; flags 0 (cudaEventWaitDefault).
        let err = unsafe { (self.wait)(waiter as *mut c_void, ev, 0) };
        if err != 0 {
            return Err(format!("cudaStreamWaitEvent failed with CUDA error {err}"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_torch_there_is_no_runtime_and_the_error_says_so() {
        // cargo's test binary never loads torch, so no CUDA runtime is loaded.
        let e = CudaRuntime::get().err().expect("no CUDA runtime in this process");
        assert!(e.contains("libcudart.so.13 is not loaded in this process"), "{e}");
    }
}
