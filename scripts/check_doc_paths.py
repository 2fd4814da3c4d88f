"""Lists the file names that `docs/*.md` and `README.md` mention and that do not exist in the
repository, so that a renamed or removed file does not live on in the docs.

    python3 scripts/check_doc_paths.py

A mention is a token such as `compiler/src/cache/remote.rs`, `cache/remote.rs` or `config.py`
(extensions .py, .pyi, .rs, .sh, .md, .toml). It exists when some file tracked by git (or present
in the work tree) ends with it, whole path components compared. Tokens inside a URL, and names of
files outside this repository that a line marks as such (`torch/...`, `site-packages/...`,
`~/.cache/...`), and the example scripts of the docs' commands (`python train.py`), are
skipped. Prints `FILE:LINE: name` per missing one; exit status 1 if any.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOKEN = re.compile(r"(?<![\w./~-])((?:[\w.-]+/)*[\w-]+\.(?:pyi|py|rs|sh|md|toml))(?![\w/])")
URL = re.compile(r"\b[a-z]+://\S+")
# Paths that name files of other projects, not this one.
OUTSIDE = ("torch/", "site-packages/", "jaxlib/", "xla/", "jax/", "transformers/", "torchvision/", "~/")
# The user's own scripts in the docs' examples (`python train.py`).
EXAMPLES = {"train.py", "repro.py", "model.py", "my_model.py"}


def tracked() -> list[str]:
    try:
        out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"],
                             cwd=ROOT, capture_output=True, text=True, check=True).stdout
        return out.split()
    except (OSError, subprocess.CalledProcessError):
        return [str(p.relative_to(ROOT)) for p in ROOT.rglob("*") if p.is_file() and ".git" not in p.parts]


def main() -> int:
    files = tracked()
    suffixes: set[str] = set()
    for f in files:
        parts = f.split("/")
        for i in range(len(parts)):
            suffixes.add("/".join(parts[i:]))
    docs = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
    missing = 0
    for doc in docs:
        for no, line in enumerate(doc.read_text().splitlines(), 1):
            line = URL.sub(" ", line)
            for m in TOKEN.finditer(line):
                name = m.group(1).removeprefix("./")
                if name.startswith(OUTSIDE) or name in EXAMPLES or name in suffixes:
                    continue
                # A doc links its sibling pages by bare name (`cache.md`); those resolve in docs/.
                if (doc.parent / name).exists():
                    continue
                print(f"{doc.relative_to(ROOT)}:{no}: {name}")
                missing += 1
    print(f"{missing} missing file name(s) in {len(docs)} pages", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
