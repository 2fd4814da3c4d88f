//! Fuzz target: parse → verify → passes → lowering (MLIR module verification included) on a
//! mutated golden graph; any panic, abort or crash is a bug. See docs/fuzzing.md.
#![no_main]

use libfuzzer_sys::fuzz_target;
use torchtpu_compiler::passes::PassOptions;

fuzz_target!(|data: &[u8]| {
    let text = torchtpu_compiler_fuzz::graph_text(data);
    // Triage: `FUZZ_DUMP_JSON=x.json lower_graph artifact` writes the graph the input stands for.
    if let Some(path) = std::env::var_os("FUZZ_DUMP_JSON") {
        let _ = std::fs::write(path, &text);
    }
    let opts = PassOptions { disabled: Vec::new(), verify_each: true, runtime_checks: true, torch_conv_weights: false };
    let _ = torchtpu_compiler::driver::lower_graph(&text, &opts);
});

// MLIR's static libraries (linked by melior) carry an `mlir-opt`-style `main`, and the linker may
// take it instead of libFuzzer's. Defining `main` here starts libFuzzer's driver explicitly.
extern "C" {
    fn LLVMFuzzerRunDriver(
        argc: *mut std::os::raw::c_int,
        argv: *mut *mut *mut std::os::raw::c_char,
        user_cb: unsafe extern "C" fn(*const u8, usize) -> std::os::raw::c_int,
    ) -> std::os::raw::c_int;
    fn LLVMFuzzerTestOneInput(data: *const u8, size: usize) -> std::os::raw::c_int;
}

#[no_mangle]
pub extern "C" fn main(mut argc: std::os::raw::c_int, mut argv: *mut *mut std::os::raw::c_char) -> std::os::raw::c_int {
    // SAFETY: argc/argv come from the C runtime unchanged; the callback is libfuzzer-sys's entry.
    unsafe { LLVMFuzzerRunDriver(&mut argc, &mut argv, LLVMFuzzerTestOneInput) }
}
