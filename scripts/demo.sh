#!/usr/bin/env bash
# Sets everything up (idempotent) and runs the demo: two real models compiled with torchtpu,
# checked against eager.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python scripts/demo.py "$@"
