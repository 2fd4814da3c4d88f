#!/usr/bin/env bash
# Sets everything up (idempotent) and runs the whole test suite: the Rust tests (compiler unit
# tests, PJRT runtime, golden StableHLO files) and the Python tests (ops against eager, the
# backend, whole models).
set -euo pipefail
cd "$(dirname "$0")/.."
bash integrations/setup.sh   # scripts/setup.sh, then the libraries the integration suite runs under
export PATH="$PWD/.venv/bin:$PATH"
echo "== import cycles (Rust modules at depth 2, Python modules)"; for root in compiler/src python_plugin/src python_plugin/python/torchtpu; do python scripts/check_cycles.py "$root" --depth 2 || exit 1; done
echo "== layers (no Python module imports a layer above its own)"; python scripts/check_layers.py || exit 1
echo "== cargo test (compiler, runtime, golden files)"
cargo test --release --quiet
echo "== pytest (ops against eager, backend, models)"
python -m pytest lowering_tests/python -q -p no:cacheprovider -p no:logging "$@"
echo "== integrations (HF Trainer + PEFT, accelerate, Lightning, timm, torchtitan; docs/integrations.md)"
(cd integrations && python -m pytest -q -p no:cacheprovider -p no:logging -m "not slow")
