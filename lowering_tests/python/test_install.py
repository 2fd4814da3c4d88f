"""torchtpu installs like a Python package: a wheel built by maturin installs with pip into a
fresh environment, declares torch and the CPU plugin as dependencies, links only the C and C++
runtimes, and compiles a model there, from outside the source tree."""

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MATURIN = Path(sys.executable).with_name("maturin")

# Shared libraries the extension may link: the C and C++ runtimes (LLVM and MLIR are static).
ALLOWED = ("linux-vdso", "libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "ld-linux", "libpthread", "libdl.so", "librt.so")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    if not MATURIN.exists():
        pytest.skip("maturin is not installed next to this Python")
    out = tmp_path_factory.mktemp("wheel")
    r = subprocess.run([str(MATURIN), "build", "--release", "-q", "-o", str(out)], cwd=ROOT / "python_plugin",
                       capture_output=True, text=True, timeout=1200)
    assert r.returncode == 0, r.stderr[-3000:]
    (whl,) = out.glob("torchtpu-*.whl")
    return whl


def test_the_wheel_declares_its_dependencies(wheel):
    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        text = z.read(meta).decode()
        entry = next(n for n in z.namelist() if n.endswith(".dist-info/entry_points.txt"))
        entries = z.read(entry).decode()
    requires = [ln.split(":", 1)[1].strip() for ln in text.splitlines() if ln.startswith("Requires-Dist:")]
    assert any(r.startswith("torch") for r in requires), requires
    assert any(r.startswith("xla-cpu-pjrt") for r in requires), requires
    assert "torchtpu=torchtpu.capture.backend:torchtpu_backend" in entries.replace(" ", "")


def test_the_wheel_installs_and_compiles_a_model_outside_the_tree(wheel, tmp_path):
    env_dir = tmp_path / "env"
    # torch and the plugin come from this environment (installing torch again takes minutes);
    # the wheel itself is installed into the new one, whose site-packages come first.
    venv.EnvBuilder(with_pip=False).create(env_dir)
    py = env_dir / "bin" / "python"
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, timeout=60).stdout.strip()
    # A path line in a .pth file: this environment's packages come after the new one's own, and
    # their .pth files (the source tree's editable torchtpu) are not read.
    outer = next(p for p in sys.path if p.endswith("site-packages") and Path(p, "torch").is_dir())
    Path(site, "outer.pth").write_text(outer + "\n")
    r = subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-deps", str(wheel)],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    code = (
        "import torch, torchtpu, os\n"
        "assert os.path.dirname(torchtpu.__file__).startswith(os.environ['ENV_DIR']), torchtpu.__file__\n"
        "m = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.Linear(32, 4))\n"
        "x = torch.randn(8, 16)\n"
        "torch.testing.assert_close(torch.compile(m, backend='torchtpu')(x), m(x), rtol=1e-5, atol=1e-5)\n"
        "s = torchtpu.stats()\n"
        "assert s['fallbacks'] == 0 and s['compiles'] + s['cache_hits'] >= 1, s\n"
        "print(torchtpu._native.__file__)\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(ENV_DIR=str(env_dir), TORCHTPU_CACHE_DIR="off", TORCHTPU_FALLBACK="error")
    r = subprocess.run([str(py), "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    native = r.stdout.strip().splitlines()[-1]
    ldd = subprocess.run(["ldd", native], capture_output=True, text=True, timeout=60)
    libs = [ln.split()[0] for ln in ldd.stdout.splitlines() if ln.strip()]
    extra = [lib for lib in libs if not lib.startswith(ALLOWED) and "ld-linux" not in lib]
    assert not extra, f"the extension links more than the C/C++ runtimes: {extra}"
