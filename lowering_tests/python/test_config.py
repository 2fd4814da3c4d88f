"""Settings are checked when a model is compiled: a bad option or environment variable raises,
naming itself and what it accepts, even for a model that would compile fine; a dump directory
that cannot be written costs a warning, never the compile."""

import pytest
import torch

import torchtpu


def compiled_tanh():
    return torch.compile(lambda x: torch.tanh(x) * 2, backend="torchtpu")


def test_unknown_option_raises_and_lists_the_valid_ones():
    f = torch.compile(lambda x: x + 1, backend="torchtpu", options={"torchtpu.bukets": "off"})
    with pytest.raises(Exception, match=r"unknown torchtpu option\(s\) 'torchtpu.bukets'; the options are torchtpu.buckets"):
        f(torch.randn(3))


def test_known_option_is_accepted():
    f = torch.compile(lambda x: x + 1, backend="torchtpu", options={"torchtpu.buckets": "off"})
    x = torch.randn(3)
    torch.testing.assert_close(f(x), x + 1)


@pytest.mark.parametrize(
    "var, value, words",
    [
        ("TORCHTPU_FALLBACK", "warn", "TORCHTPU_FALLBACK must be 'eager' or 'error'"),
        ("TORCHTPU_DONATE", "maybe", "TORCHTPU_DONATE='maybe': expected one of"),
        ("TORCHTPU_RESIDENT", "2", "TORCHTPU_RESIDENT='2': expected one of"),
        ("TORCHTPU_INPUT_LAYOUTS", "sometimes", "TORCHTPU_INPUT_LAYOUTS='sometimes'"),
        ("TORCHTPU_FAIL_ON_RECOMPILE", "please", "TORCHTPU_FAIL_ON_RECOMPILE='please'"),
        ("TORCHTPU_AOT_CACHE", "maybe", "TORCHTPU_AOT_CACHE='maybe': expected one of"),
        ("TORCHTPU_GEMM", "openblas", "TORCHTPU_GEMM='openblas': expected 'auto', 'blas' (or 'mkl') or 'onednn'"),
        ("TORCHTPU_MALLOC", "jemalloc", "TORCHTPU_MALLOC='jemalloc': expected 'retain' or 'system'"),
        ("TORCHTPU_BLOCK_CACHE", "lots", "TORCHTPU_BLOCK_CACHE='lots': expected a number of bytes, such as 1073741824, 500M or 2G"),
        ("TORCHTPU_DISABLE_PASSES", "cse,bogus", "TORCHTPU_DISABLE_PASSES: unknown pass 'bogus'; the passes are bucket_shapes"),
        ("TORCHTPU_BUCKETS", "garbage", "TORCHTPU_BUCKETS: torchtpu buckets: `garbage` is not `pow2`, `pow2:K` or a list of sizes"),
    ],
)
def test_bad_variable_raises_at_compile_naming_it(monkeypatch, var, value, words):
    # A static model that compiles fine: the value is still checked, and named.
    monkeypatch.setenv(var, value)
    with pytest.raises(Exception, match=__import__("re").escape(words)):
        compiled_tanh()(torch.randn(3))


def test_good_spellings_of_switches_and_passes_are_accepted(monkeypatch):
    monkeypatch.setenv("TORCHTPU_DONATE", "off")
    monkeypatch.setenv("TORCHTPU_RESIDENT", "yes")
    monkeypatch.setenv("TORCHTPU_DISABLE_PASSES", "cse, dce")
    x = torch.randn(3)
    torch.testing.assert_close(compiled_tanh()(x), torch.tanh(x) * 2)
    assert torchtpu.stats()["fallbacks"] == 0


def test_unwritable_dump_dir_warns_and_keeps_compiling(monkeypatch, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(blocker / "dumps"))
    x = torch.randn(3)
    # The compiler's warning arrives as a Python warning (diag.py), pointing at this file, not
    # as a line on stderr behind `warnings`' back. Once per process: the only test provoking it.
    with pytest.warns(RuntimeWarning, match="TORCHTPU_DUMP_DIR: cannot write dumps") as caught:
        torch.testing.assert_close(compiled_tanh()(x), torch.tanh(x) * 2)
    assert any(w.filename == __file__ for w in caught if "TORCHTPU_DUMP_DIR" in str(w.message))
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["compiles"] + s["cache_hits"] >= 1


def test_compiler_cache_lines_go_to_logging():
    # A real cache log line: an entry of this session's cache corrupted on disk is removed (and
    # recompiled) with a line that reaches `logging` (torchtpu.cache), not raw stderr.
    import glob
    import logging
    import os

    from torchtpu import _native

    f = torch.compile(lambda x: torch.cos(x) * 3 - 1, backend="torchtpu")
    x = torch.randn(5)
    f(x)
    entries = glob.glob(os.path.join(os.environ["TORCHTPU_CACHE_DIR"], "entries", "*.entry"))
    newest = max(entries, key=os.path.getmtime)
    with open(newest, "r+b") as fh:
        fh.seek(-8, os.SEEK_END)
        fh.write(b"\xff" * 8)
    _native.clear_cache()
    torch._dynamo.reset()
    records: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record)

    log = logging.getLogger("torchtpu.cache")
    handler = Keep()
    log.addHandler(handler)
    try:
        torch.testing.assert_close(torch.compile(lambda x: torch.cos(x) * 3 - 1, backend="torchtpu")(x), torch.cos(x) * 3 - 1)
    finally:
        log.removeHandler(handler)
    lines = [r.getMessage() for r in records]
    assert any("removed bad entry" in m for m in lines), lines


@pytest.mark.parametrize(
    "env, said",
    [
        ({}, "retain"),
        ({"TORCHTPU_MALLOC": "system"}, "system (TORCHTPU_MALLOC=system)"),
        ({"GLIBC_TUNABLES": "glibc.malloc.trim_threshold=1000000"}, "system (GLIBC_TUNABLES is set)"),
        ({"MALLOC_TRIM_THRESHOLD_": "1000000"}, "system (MALLOC_TRIM_THRESHOLD_ is set)"),
    ],
)
def test_malloc_thresholds_are_set_unless_the_user_chose(env, said):
    # In a fresh process (the thresholds are process-wide), as the plugin start applies them.
    import os
    import platform
    import subprocess
    import sys

    if platform.libc_ver()[0] != "glibc":
        pytest.skip("glibc only")
    clean = {k: v for k, v in os.environ.items() if k not in ("TORCHTPU_MALLOC", "GLIBC_TUNABLES") and not k.startswith("MALLOC_")}
    r = subprocess.run([sys.executable, "-c", "from torchtpu import malloc; print(malloc.tune())"],
                       env={**clean, **env}, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == said
