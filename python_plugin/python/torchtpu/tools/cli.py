"""`torchtpu-compiler`: the Rust CLI, installed with the Python package.

Also runnable as `python -m torchtpu.tools.cli`, e.g. `python -m torchtpu.tools.cli serve --socket PATH` for
the compile service (docs/service.md)."""

import os
import sys

from .. import _native, config


def main() -> None:
    # The compile service must compile with the plugin its Python clients load (it refuses
    # requests whose cache key differs): default to the same one they do.
    # A plugin named by kind (`TORCHTPU_PJRT_PLUGIN=cuda`) is resolved to its file here: the Rust
    # side takes a path.
    path = config.plugin_path()
    if path:
        os.environ["TORCHTPU_PJRT_PLUGIN"] = path
    # `minify --until mismatch` (and its shape shrinking) asks a Python oracle: this one, which
    # has torch and torchtpu, unless the user named another.
    os.environ.setdefault("TORCHTPU_PYTHON", sys.executable)
    config.quiet_xla_logs()
    sys.stdout.flush()
    sys.exit(_native.cli_main(sys.argv[1:]))


if __name__ == "__main__":
    main()
