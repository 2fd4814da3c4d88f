#!/usr/bin/env bash
# Sets up the integration suite (integrations/, docs/integrations.md): everything scripts/setup.sh
# sets up, then the libraries of integrations/requirements.txt in .venv, with torch held at the
# project's pin. Does nothing that is already done.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
VPY=$PWD/.venv/bin/python
if ! "$VPY" - integrations/requirements.txt <<'PYEOF' 2>/dev/null
import importlib.metadata as m, sys
for line in open(sys.argv[1]):
    line = line.split("#")[0].strip()
    if line:
        name, _, version = line.partition("==")
        if m.version(name) != version:
            sys.exit(1)
PYEOF
then
  echo "[integrations] installing integrations/requirements.txt into .venv (torch stays at 2.11.0)" >&2
  constraints=$(mktemp)
  echo "torch==2.11.0" > "$constraints"
  "$VPY" -m pip install -q -c "$constraints" -r integrations/requirements.txt
  rm -f "$constraints"
fi
echo "[integrations] ready" >&2
