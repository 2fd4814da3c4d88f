"""torchtpu's warnings, attributed to the user's code: the warning's location is the innermost
frame that is not inside torch, functorch or torchtpu (Dynamo compiles, and so warns, deep inside
its own frames), so the printed file and line point at the line that called the compiled model,
and `warnings` filters by the user's module."""

from __future__ import annotations

import os
import sys
import warnings

import functorch
import torch


def _package_dir(module_file: str) -> str:
    return os.path.dirname(os.path.abspath(module_file)) + os.sep


# Frames in these directories are the machinery between the user's call and the warning.
_INTERNAL = (_package_dir(torch.__file__), _package_dir(functorch.__file__), _package_dir(__file__), "<frozen ")


def _user_stacklevel() -> int:
    """`warnings.warn`'s stacklevel, called from `warn`, that names the first frame outside
    `_INTERNAL` (or `warn`'s caller when the whole stack is internal)."""
    f = sys._getframe(2)  # warn's caller
    level = 2
    while f is not None:
        if not f.f_code.co_filename.startswith(_INTERNAL):
            return level
        f = f.f_back
        level += 1
    return 2


def warn(message: str, category: type[Warning] = RuntimeWarning) -> None:
    warnings.warn(message, category, stacklevel=_user_stacklevel())
