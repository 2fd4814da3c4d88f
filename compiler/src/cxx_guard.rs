//! C++ exceptions at the MLIR and PJRT boundaries.
//!
//! MLIR (linked in through melior) and the PJRT plugin are C++. Where one of them throws (an
//! allocation that fails, a `std::length_error` on an absurd size) the exception unwinds into
//! Rust, and Rust's `catch_unwind` aborts the process on any exception it did not raise ("Rust
//! cannot catch foreign exceptions"): the user's Python process, or `serve`, would die.
//!
//! [`guard`] runs a closure inside a C++ `try` block (`compiler/cxx/guard.cc`, built by
//! build.rs) and turns a C++ exception into an [`Error::Pjrt`] naming the call it came
//! from. The callback has the `C-unwind` ABI, so an exception may pass through it; a Rust panic
//! inside the closure passes through the C++ frame untouched (it is not a C++ exception) and
//! reaches the caller's own `catch_unwind`. Never put a `catch_unwind` *inside* a guarded
//! closure around code that calls C++: it would abort on the C++ exception first.
//!
//! The values a guarded closure was building are dropped as the exception unwinds through its
//! frames; MLIR or the plugin may leak what their own frames held (they are built without
//! exception cleanups), which is the price of keeping the process alive.

use std::ffi::{c_char, c_int, c_void, CStr};

use crate::{Error, Result};

extern "C-unwind" {
    fn torchtpu_cxx_guard(callback: extern "C-unwind" fn(*mut c_void), ctx: *mut c_void, buf: *mut c_char, len: usize) -> c_int;
}

#[cfg(test)]
extern "C-unwind" {
    fn torchtpu_cxx_guard_selftest_throw(kind: c_int);
}

struct Ctx<F, T> {
    f: Option<F>,
    out: Option<T>,
}

extern "C-unwind" fn trampoline<F: FnOnce() -> T, T>(ctx: *mut c_void) {
    // SAFETY: `ctx` is the `Ctx<F, T>` that `guard` passed, alive and borrowed by nobody else
    // for the duration of this call.
    let ctx = unsafe { &mut *ctx.cast::<Ctx<F, T>>() };
    if let Some(f) = ctx.f.take() {
        ctx.out = Some(f());
    }
}

/// Runs `f`; a C++ exception thrown inside it becomes `Err(Error::Pjrt { call: what, .. })`,
/// with the exception's type and message.
pub fn guard<T, F: FnOnce() -> Result<T>>(what: &'static str, f: F) -> Result<T> {
    let mut ctx = Ctx { f: Some(f), out: None };
    let mut buf = [0 as c_char; 512];
    // SAFETY: the trampoline is instantiated for exactly this `Ctx`'s types; `ctx` and `buf`
    // outlive the call, and `buf`'s length is passed with it.
    let code = unsafe { torchtpu_cxx_guard(trampoline::<F, Result<T>>, (&raw mut ctx).cast(), buf.as_mut_ptr(), buf.len()) };
    match (code, ctx.out) {
        (0, Some(r)) => r,
        (0, None) => Err(Error::Internal(format!("{what}: the guarded call did not run"))),
        _ => {
            // SAFETY: the C++ side wrote a NUL-terminated string into `buf` (zeroed before).
            let msg = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_string_lossy().into_owned();
            crate::diag::warn(format!("torchtpu: a C++ exception was raised in {what} and caught: {msg}"));
            Err(Error::Pjrt { call: what, message: format!("C++ exception: {msg}") })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn throwing(kind: c_int) -> Result<u32> {
        // SAFETY: a test hook that throws or returns, nothing else.
        unsafe { torchtpu_cxx_guard_selftest_throw(kind) };
        Ok(7)
    }

    #[test]
    fn cxx_exceptions_become_errors_and_values_pass_through() {
        assert_eq!(guard("nothing", || throwing(0)).expect("no exception"), 7);
        for (kind, want) in [(1, "std::bad_alloc"), (2, "std::length_error: vector::_M_default_append"), (3, "int")] {
            let err = guard("the self-test", || throwing(kind)).expect_err("thrown");
            let msg = err.to_string();
            assert!(msg.contains(want) && msg.contains("the self-test"), "{kind}: {msg}");
        }
        // A value dropped during the unwind is dropped, not leaked.
        let dropped = std::sync::Arc::new(());
        let held = dropped.clone();
        let _ = guard("drop", move || {
            let _keep = held;
            throwing(1)
        });
        assert_eq!(std::sync::Arc::strong_count(&dropped), 1);
    }

    #[test]
    fn a_rust_panic_passes_through_to_catch_unwind() {
        let r = std::panic::catch_unwind(|| guard("panic", || -> Result<()> { panic!("boom") }));
        let p = r.expect_err("the panic reaches catch_unwind");
        assert_eq!(p.downcast_ref::<&str>(), Some(&"boom"));
    }
}
