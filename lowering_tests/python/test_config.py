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
        ("TORCHTPU_DISABLE_PASSES", "cse,bogus", "TORCHTPU_DISABLE_PASSES: unknown pass 'bogus'; the passes are bucket_shapes"),
        ("TORCHTPU_BUCKETS", "garbage", "TORCHTPU_BUCKETS: torchtpu buckets: `garbage` is not NAME=SIZES"),
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


def test_unwritable_dump_dir_warns_and_keeps_compiling(monkeypatch, tmp_path, capfd):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(blocker / "dumps"))
    x = torch.randn(3)
    torch.testing.assert_close(compiled_tanh()(x), torch.tanh(x) * 2)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["compiles"] + s["cache_hits"] >= 1
    # The warning comes once per process (this is the only test that provokes it).
    assert "TORCHTPU_DUMP_DIR: cannot write dumps" in capfd.readouterr().err


def test_xla_log_lines_stay_off_stderr_by_default():
    # XLA logs to stderr when its verbose logging is on; torchtpu sets TF_CPP_MIN_LOG_LEVEL=2
    # before loading the plugin unless the user set it. A fresh process: the plugin loads once.
    import os
    import subprocess
    import sys

    code = (
        "import torch, torchtpu\n"
        "f = torch.compile(lambda x: x.sin() + 1, backend='torchtpu')\n"
        "f(torch.randn(3))\n"
        "assert torchtpu.stats()['fallbacks'] == 0\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "TF_CPP_MIN_LOG_LEVEL"}
    env.update(TF_CPP_MAX_VLOG_LEVEL="1", TORCHTPU_CACHE_DIR="off")
    quiet = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert quiet.returncode == 0, quiet.stderr[-2000:]
    assert quiet.stderr.strip() == "", quiet.stderr[:2000]
    # Asked for, the lines come back: the test above is not vacuous.
    env["TF_CPP_MIN_LOG_LEVEL"] = "0"
    loud = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert loud.returncode == 0 and len(loud.stderr.splitlines()) > 10
