//! Builds `torchtpu/_aten_kernels.so` (csrc/aten_kernels.cpp) against the torch that the build's
//! Python has: torch's own CPU convolutions for the CPU plugin (compiler/src/runtime/
//! cpu_kernels/aten.rs), and torch's CUDA attention for the CUDA plugin (csrc/cuda_attention.cpp,
//! compiler/src/runtime/cuda_kernels/). The library is separate from the extension, opened at run time only after
//! torchtpu checked that it was built for the running torch, so the extension itself never links
//! to torch and imports with any torch.
//!
//! Which Python: `TORCHTPU_TORCH_PYTHON`, else the one maturin builds for (`PYO3_PYTHON`), else
//! `python3`. Without torch there, or without a C++ compiler (`CXX`, else `c++`), the build goes
//! on without the library and says so: convolutions then stay XLA's (docs/options.md,
//! `TORCHTPU_ATEN_CONV`).

use std::path::{Path, PathBuf};
use std::process::Command;

const SOURCE: &str = "csrc/aten_kernels.cpp";
/// How a compile error of the sources starts (see `main`).
const COMPILE_FAILED: &str = "torchtpu's ATen kernels do not compile";
/// Compiled into the same library: the training batch norm with its activation, and attention in
/// torch's CUDA kernels for the CUDA plugin (reached through torch's dispatcher, so the library
/// needs no CUDA header and links to no CUDA library).
const MORE_SOURCES: [&str; 3] = ["csrc/norm_act.cpp", "csrc/norm_act.h", "csrc/cuda_attention.cpp"];

fn main() {
    println!("cargo:rerun-if-changed={SOURCE}");
    for more in MORE_SOURCES {
        println!("cargo:rerun-if-changed={more}");
    }
    for var in ["TORCHTPU_TORCH_PYTHON", "PYO3_PYTHON", "CXX"] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out = manifest.join("python/torchtpu/_aten_kernels.so");
    if let Err(why) = build(&manifest, &out) {
        // A library from an earlier build must not stay behind a source it no longer matches;
        // and a source that does not compile where torch and a compiler are present is a bug of
        // torchtpu's, which fails the build rather than hiding behind a warning.
        let _ = std::fs::remove_file(&out);
        if why.starts_with(COMPILE_FAILED) {
            panic!("{why}");
        }
        println!("cargo:warning=torchtpu's ATen kernels were not built ({why}); convolutions will run in XLA");
    }
}

fn build(manifest: &Path, out: &Path) -> Result<(), String> {
    let python = ["TORCHTPU_TORCH_PYTHON", "PYO3_PYTHON"]
        .iter()
        .find_map(|v| std::env::var(v).ok().filter(|s| !s.is_empty()))
        .unwrap_or_else(|| "python3".into());
    let probe = "import os, torch; d = os.path.dirname(torch.__file__); print(os.path.join(d, 'include')); print(os.path.join(d, 'lib')); print(int(torch._C._GLIBCXX_USE_CXX11_ABI))";
    let o = Command::new(&python).args(["-c", probe]).output().map_err(|e| format!("cannot run {python}: {e}"))?;
    if !o.status.success() {
        return Err(format!("{python} has no torch"));
    }
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    let lines: Vec<&str> = text.lines().collect();
    let [include, lib, abi] = lines[..] else { return Err(format!("unexpected answer from {python}: {text}")) };
    let cxx = std::env::var("CXX").ok().filter(|s| !s.is_empty()).unwrap_or_else(|| "c++".into());
    let tmp = out.with_extension("so.tmp");
    let status = Command::new(&cxx)
        // -fopenmp: ATen's inline `at::parallel_for` (norm_act.cpp) runs on torch's OpenMP team only so.
        .args(["-O2", "-fopenmp", "-std=c++17", "-shared", "-fPIC", "-fvisibility=hidden", "-w"])
        .arg(format!("-D_GLIBCXX_USE_CXX11_ABI={abi}"))
        .arg(format!("-I{include}"))
        .arg(format!("-I{include}/torch/csrc/api/include"))
        .arg(manifest.join(SOURCE))
        .args(MORE_SOURCES.iter().filter(|s| s.ends_with(".cpp")).map(|s| manifest.join(s)))
        .arg("-o")
        .arg(&tmp)
        .arg(format!("-L{lib}"))
        .args(["-ltorch_cpu", "-lc10", "-lgomp"])
        // torch's libraries are found by name among those the process already loaded.
        .status()
        .map_err(|e| format!("cannot run {cxx}: {e}"))?;
    if !status.success() {
        let _ = std::fs::remove_file(&tmp);
        return Err(format!("{COMPILE_FAILED}: {cxx} failed on {SOURCE} (its errors are above)"));
    }
    std::fs::rename(&tmp, out).map_err(|e| format!("cannot write {}: {e}", out.display()))
}
