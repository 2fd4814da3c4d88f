//! Build script: generate Rust bindings for the PJRT C API at build time.
//!
//! The header is never copied into the repository. It comes from the installed PJRT plugin wheel
//! (`xla-cpu-pjrt`, PJRT C API 0.81), so the bindings always match a header at least as new as the
//! plugin the tests run against (see `/work/shared/toolchain.md`, PJRT section).
//!
//! Where the header is found, in order:
//! 1. the env var `PJRT_C_API_HEADER` (path to `pjrt_c_api.h`);
//! 2. `<workspace root>/.venv/lib/python3*/site-packages/xla_plugins/xla_cpu_pjrt/include/pjrt_c_api.h`
//!    (installed by `scripts/setup.sh`).
//!
//! Outputs:
//! - `$OUT_DIR/pjrt_bindings.rs`, included by `src/runtime/ffi.rs`;
//! - `cargo:rustc-env=TORCHTPU_DEFAULT_PJRT_PLUGIN=<abs path>` when `xla_cpu_pjrt.so` sits next to
//!   the header's `include/` directory, so tests can find a plugin without configuration; only
//!   with the `dev-plugin-path` feature (on by default, off for the Python extension's wheel).

use std::env;
use std::path::{Path, PathBuf};

const HEADER_ENV: &str = "PJRT_C_API_HEADER";
const PLUGIN_FILE: &str = "xla_cpu_pjrt.so";

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    // The C++ try block that keeps MLIR's and the plugin's exceptions out of Rust (src/cxx_guard.rs).
    println!("cargo:rerun-if-changed=cxx/guard.cc");
    cc::Build::new().cpp(true).file("cxx/guard.cc").flag_if_supported("-std=c++17").compile("torchtpu_cxx_guard");
    println!("cargo:rerun-if-env-changed={HEADER_ENV}");

    let manifest_dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let workspace_root = manifest_dir.parent().map(Path::to_path_buf).unwrap_or_else(|| manifest_dir.clone());
    let venv_lib = workspace_root.join(".venv").join("lib");

    let header = match find_header(&venv_lib) {
        Some(h) => h,
        None => {
            // Re-run once the venv appears, so a later `scripts/setup.sh` fixes the build by itself.
            println!("cargo:rerun-if-changed={}", venv_lib.display());
            panic!(
                "\n\ntorchtpu-compiler: cannot find the PJRT C API header `pjrt_c_api.h`.\n\
                 ${HEADER_ENV} is not set, and there is no\n  \
                 {}/python3*/site-packages/xla_plugins/xla_cpu_pjrt/include/pjrt_c_api.h\n\
                 Fix: run `scripts/setup.sh` in the repository root (it installs the `xla-cpu-pjrt` wheel into .venv),\n\
                 or set {HEADER_ENV}=/path/to/pjrt_c_api.h.\n\n",
                venv_lib.display()
            );
        }
    };
    let header = header.canonicalize().unwrap_or(header);
    println!("cargo:rerun-if-changed={}", header.display());

    // The plugin shipped in the same wheel: <pkg>/include/pjrt_c_api.h -> <pkg>/xla_cpu_pjrt.so.
    // Only with the `dev-plugin-path` feature (tests, the CLI built here), never in the wheel.
    let embed_plugin = env::var_os("CARGO_FEATURE_DEV_PLUGIN_PATH").is_some();
    if let Some(pkg_dir) = header.parent().and_then(Path::parent).filter(|_| embed_plugin) {
        let plugin = pkg_dir.join(PLUGIN_FILE);
        if plugin.is_file() {
            let plugin = plugin.canonicalize().unwrap_or(plugin);
            println!("cargo:rustc-env=TORCHTPU_DEFAULT_PJRT_PLUGIN={}", plugin.display());
        }
    }

    let bindings = bindgen::Builder::default()
        .header(header.to_string_lossy().into_owned())
        .allowlist_type("PJRT_.*")
        .allowlist_var("PJRT_.*")
        .allowlist_function("PJRT_.*")
        // `PJRT_Buffer_Type_F32` rather than `PJRT_Buffer_Type_PJRT_Buffer_Type_F32`.
        .prepend_enum_name(false)
        .derive_default(true)
        .derive_debug(true)
        .layout_tests(false)
        .generate_comments(false)
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .unwrap_or_else(|e| panic!("bindgen failed on {}: {e}", header.display()));

    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("pjrt_bindings.rs");
    bindings.write_to_file(&out).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}

/// `$PJRT_C_API_HEADER` (which must then exist), else the header inside the workspace's venv (any `python3*`).
fn find_header(venv_lib: &Path) -> Option<PathBuf> {
    if let Some(p) = env::var_os(HEADER_ENV) {
        let p = PathBuf::from(p);
        if p.is_file() {
            return Some(p);
        }
        // An explicit setting that is wrong is a configuration error: say so rather than guess.
        panic!("\n\ntorchtpu-compiler: {HEADER_ENV}={} is not a file (it must point at pjrt_c_api.h)\n\n", p.display());
    }
    let mut candidates: Vec<PathBuf> = std::fs::read_dir(venv_lib)
        .ok()?
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("python3"))
        .map(|entry| entry.path().join("site-packages/xla_plugins/xla_cpu_pjrt/include/pjrt_c_api.h"))
        .filter(|p| p.is_file())
        .collect();
    // Deterministic choice if several Python versions exist: the lexicographically last one.
    candidates.sort();
    candidates.pop()
}
