#!/usr/bin/env bash
# Sets up and runs the whole integration suite, slow tests included (CI runs `-m "not slow"`).
set -euo pipefail
cd "$(dirname "$0")"
bash setup.sh
../.venv/bin/python -m pytest -q -p no:cacheprovider "$@"
