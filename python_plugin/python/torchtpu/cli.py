"""`torchtpu-compiler`: the Rust CLI, installed with the Python package."""

import sys

from . import _native


def main() -> None:
    sys.stdout.flush()
    sys.exit(_native.cli_main(sys.argv[1:]))


if __name__ == "__main__":
    main()
