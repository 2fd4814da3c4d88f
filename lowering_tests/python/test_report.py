"""The HTML report of a dump directory (`torchtpu-compiler report`, `torchtpu.report`;
docs/debugging.md): one self-contained page per run, checked in a real headless browser
(Debian's chromium, which scripts/setup.sh installs): it renders, and its screenshot is not blank."""

import json
import shutil
import struct
import subprocess
import sys
import warnings
import zlib

import pytest
import torch

import torchtpu
from test_backend import mystery


def png_pixels_vary(path) -> bool:
    """Whether a PNG (8-bit RGB or RGBA, as chromium writes) has more than one pixel value."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, channels = 8, b"", 0, 3
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width = struct.unpack(">I", body[:4])[0]
            channels = {2: 3, 6: 4}[body[9]]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = width * channels + 1
    # Filter bytes aside, unfiltered rows of one colour compress to one distinct value; any real
    # content (text, table borders) gives many distinct bytes across rows.
    distinct = {raw[i + 1:i + stride] for i in range(0, len(raw), stride)}
    return len(distinct) > 5


@pytest.fixture
def dump(monkeypatch, tmp_path):
    d = tmp_path / "dump"
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(d))
    monkeypatch.setenv("TORCHTPU_FALLBACK", "eager")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.compile(lambda x: (x.sin() * 2).sum(1), backend="torchtpu", dynamic=True)(torch.randn(3, 5))
        torch.compile(lambda x: (mystery(x.cos()) * 2).sum(), backend="torchtpu")(torch.randn(6))
    return d


@pytest.mark.fallback
def test_report_lists_graphs_times_cache_buckets_and_eager_ops(dump, tmp_path):
    path = torchtpu.report(str(dump), str(tmp_path / "report.html"))
    html = open(path).read()
    assert "<script" not in html and "http://" not in html and "https://" not in html, "self-contained, no fetches"
    rows = [json.loads(line) for line in open(dump / "index.jsonl")]
    compiled = [r for r in rows if r.get("cache") in ("hit", "miss")]
    assert compiled and all(f'href="{r["files"]}.stablehlo.mlir"' in html for r in compiled)
    assert "front end ms" in html and "bucket" in html
    assert "partial_graph" in html and "torchtpu_test.mystery.default" in html
    assert "failed" in html and "no lowering rule for torchtpu_test.mystery.default" in html


@pytest.mark.fallback
def test_report_renders_in_a_real_browser(dump, tmp_path):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        pytest.skip("chromium is not installed (scripts/setup.sh installs it)")
    path = torchtpu.report(str(dump), str(tmp_path / "report.html"))
    shot = tmp_path / "shot.png"
    base = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"]
    r = subprocess.run(base + [f"--screenshot={shot}", "--window-size=1200,900", f"file://{path}"],
                       capture_output=True, text=True, timeout=120)
    assert shot.exists(), r.stderr[-2000:]
    assert png_pixels_vary(shot), "the screenshot is blank"
    dom = subprocess.run(base + ["--dump-dom", f"file://{path}"], capture_output=True, text=True, timeout=120)
    assert "torchtpu report" in dom.stdout and "<table>" in dom.stdout


def test_report_of_a_directory_without_an_index_is_a_clear_error(tmp_path):
    with pytest.raises(ValueError, match="cannot write a report"):
        torchtpu.report(str(tmp_path))
    code = "import sys; from torchtpu.tools.cli import main; main()"
    r = subprocess.run([sys.executable, "-c", code, "report", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 1 and "is " in r.stderr and "a TORCHTPU_DUMP_DIR" in r.stderr


def test_report_never_links_a_hostile_file_name(tmp_path):
    # An index written by someone else: a `javascript:` or off-directory file name is shown, not linked.
    rows = [{"graph": "g", "hash": "ab" * 32, "files": "javascript:alert(1)//", "cache": "miss", "input_shapes": []},
            {"graph": "g", "hash": "cd" * 32, "files": "../../etc/passwd", "cache": "miss", "input_shapes": []},
            {"graph": "<script>x</script>", "event": "bucket"}]
    (tmp_path / "index.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    html = open(torchtpu.report(str(tmp_path))).read()
    assert 'href="javascript' not in html and 'href="../' not in html and "(not linked)" in html
    assert "<script>" not in html
