"""The persistent compile cache across processes (docs/cache.md).

Each test starts new processes, as a user would. Two kinds of child run this same file:

- the *model* child (`python test_cache.py model OUT`) imports torch and runs a small MLP through
  `torch.compile(backend="torchtpu")`: inference, then a training step (three graphs);
- the *graphs* child (`python test_cache.py graphs SPEC`) loads only `torchtpu._native` (no torch,
  so it starts in a fraction of a second), compiles serialized graphs that the model child dumped,
  runs them on fixed inputs and reports counters and a digest of every output. "Correct" for a
  graphs child means: the same output bytes as a compile that used no cache at all.
"""

from __future__ import annotations

import glob
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))

# ----------------------------------------------------------------------------------------------
# Children
# ----------------------------------------------------------------------------------------------


def _model_child(out_path: str) -> None:
    import torch

    import torchtpu

    class Net(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc1 = torch.nn.Linear(8, 32)
            self.ln = torch.nn.LayerNorm(32)
            self.fc2 = torch.nn.Linear(32, 4)

        def forward(self, x):
            return self.fc2(torch.nn.functional.gelu(self.ln(self.fc1(x))))

    torch.manual_seed(0)
    model, ref = Net(), Net()
    ref.load_state_dict(model.state_dict())
    x = torch.randn(5, 8)
    compiled = torch.compile(model, backend="torchtpu")
    t0 = time.perf_counter()
    with torch.no_grad():
        y = compiled(x)
    first = time.perf_counter() - t0
    loss = compiled(x).pow(2).mean()
    loss.backward()
    ref_loss = ref(x).pow(2).mean()
    ref_loss.backward()
    with torch.no_grad():
        torch.testing.assert_close(y, ref(x), rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(loss, ref_loss, rtol=1e-5, atol=1e-5)
    grads = [p.grad for p in model.parameters()]
    for g, r in zip(grads, [p.grad for p in ref.parameters()]):
        torch.testing.assert_close(g, r, rtol=1e-5, atol=1e-5)
    torch.save({"y": y, "loss": loss.detach(), "grads": grads}, out_path)
    print(json.dumps({"stats": torchtpu.stats(), "info": torchtpu.cache_info(), "first_result_s": first}))


NP_DTYPES = {
    "f32": "float32", "f64": "float64", "f16": "float16", "bf16": "uint16", "i64": "int64", "i32": "int32",
    "i16": "int16", "i8": "int8", "u8": "uint8", "bool": "bool",
}  # fmt: skip


def _load_native(path: str):
    """`torchtpu._native` without importing the `torchtpu` package (which imports torch)."""
    import importlib.machinery
    import importlib.util

    loader = importlib.machinery.ExtensionFileLoader("torchtpu._native", path)
    spec = importlib.util.spec_from_file_location("torchtpu._native", path, loader=loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def _run_compiled(compiled) -> str:
    """Runs on fixed inputs; returns a digest of every output byte."""
    import numpy as np

    ins, keep = [], []
    for i, dtype, dims in compiled.params:
        rng = np.random.default_rng(i)
        if dtype.startswith("f"):
            a = rng.standard_normal(dims).astype(NP_DTYPES[dtype])
        else:
            a = rng.integers(0, 2, size=dims).astype(NP_DTYPES[dtype])
        a = np.ascontiguousarray(a)
        keep.append(a)
        # `Compiled.run` takes bytes of exactly the plan's size (no torch in this child).
        ins.append(a.tobytes())
    # The results as bytes, in executable order.
    outs = compiled.run(ins)
    return hashlib.sha256(b"".join(outs)).hexdigest()


def mangle(data: bytes, how: str) -> bytes:
    """An encoded entry damaged `how`: truncated, one bit flipped, replaced by a foreign file, or
    stamped with an unknown format version."""
    if how == "truncate":
        return data[: len(data) // 2]
    if how == "flip":
        i = len(data) * 3 // 4
        return data[:i] + bytes([data[i] ^ 0x20]) + data[i + 1 :]
    if how == "foreign":
        return b"\x7fELF\x02\x01\x01" + b"\x00" * 200
    if how == "version":
        return data[:8] + (99).to_bytes(4, "little") + data[12:]
    raise ValueError(how)


def _corrupt(cache_dir: str, how: str) -> None:
    for p in glob.glob(os.path.join(cache_dir, "entries", "*.entry")):
        data = mangle(open(p, "rb").read(), how)
        with open(p, "wb") as f:
            f.write(data)


def _cli(native, argv: list[str]) -> dict:
    """Runs `torchtpu-compiler ARGV` in this process, capturing what Rust writes to fd 1 and 2."""
    import tempfile

    captured = []
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        sys.stdout.flush()
        sys.stderr.flush()
        saved = os.dup(1), os.dup(2)
        os.dup2(out.fileno(), 1)
        os.dup2(err.fileno(), 2)
        try:
            rc = native.cli_main(argv)
        finally:
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])
        for f in (out, err):
            f.seek(0)
            captured.append(f.read().decode())
    return {"argv": argv, "rc": rc, "out": captured[0], "err": captured[1]}


def _compile_config() -> dict:
    """The child's compile config: the variables this file's tests set, read as `config.py` does."""
    explain = os.environ.get("TORCHTPU_EXPLAIN_CACHE", "").strip().lower()
    return {"explain_cache": explain in ("1", "true", "on", "yes"), "xla_flags": os.environ.get("XLA_FLAGS", "").strip(),
            "dump_dir": os.environ.get("TORCHTPU_DUMP_DIR") or None}


def _print_diagnostics(native) -> None:
    """The compiler's queued warnings and cache lines on stderr, as a Rust host prints them (the
    package hands them to `warnings` and `logging` instead: torchtpu/diag.py)."""
    for level, msg in native.take_diagnostics():
        print(f"torchtpu: {level}: {msg}", file=sys.stderr, flush=True)


def _graphs_child(spec_json: str) -> None:
    spec = json.loads(spec_json)
    native = _load_native(spec["native"])
    native.init(spec["plugin"])
    os.environ["TORCHTPU_PJRT_PLUGIN"] = spec["plugin"]  # for the CLI runs, as `torchtpu.tools.cli` sets it
    _print_diagnostics(native)
    if spec.get("start_at"):
        time.sleep(max(0.0, spec["start_at"] - time.time()))
    rounds = []
    for rnd in spec.get("rounds", [{}]):
        if rnd.get("corrupt"):
            _corrupt(spec["cache_dir"], rnd["corrupt"])
        native.clear_cache()
        native.reset_stats()
        digests, keys, hits, sources = [], [], [], []
        for g in spec["graphs"]:
            try:
                # The compile config as `torchtpu.config.compile_config()` builds it (no torch here).
                outcome = native.compile(open(g).read(), json.dumps(_compile_config()))
                c = outcome.compiled
            finally:
                _print_diagnostics(native)
            digests.append(_run_compiled(c))
            keys.append(c.key)
            hits.append(c.cache_hit)
            sources.append(outcome.source)
        rounds.append({"stats": dict(native.stats()), "digests": digests, "keys": keys, "hits": hits, "sources": sources})
    cli = [_cli(native, argv) for argv in spec.get("cli", [])]
    print(json.dumps({"rounds": rounds, "cli": cli, "info": dict(native.cache_info())}))


# ----------------------------------------------------------------------------------------------
# Test side
# ----------------------------------------------------------------------------------------------


def _env(cache_dir, **extra) -> dict:
    env = dict(os.environ)
    for k in ("TORCHTPU_EXPLAIN_CACHE", "TORCHTPU_CACHE_MAX_BYTES", "XLA_FLAGS", "TORCHTPU_DUMP_DIR"):
        env.pop(k, None)
    env["TORCHTPU_CACHE_DIR"] = str(cache_dir)
    env.update({k: str(v) for k, v in extra.items()})
    return env


def _last_json(stdout: str) -> dict:
    return json.loads(stdout.strip().splitlines()[-1])


def run_model(cache_dir, out_path, **env) -> tuple[dict, str]:
    r = subprocess.run(
        [sys.executable, __file__, "model", str(out_path)],
        env=_env(cache_dir, **env), capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    return _last_json(r.stdout), r.stderr


def start_graphs(cache_dir, spec: dict, preexec_fn=None, **env) -> subprocess.Popen:
    import torchtpu

    # The plugin as the package finds it: the extension names no plugin of its own.
    spec = {"native": torchtpu._native.__file__, "plugin": torchtpu.config.plugin_path(), "cache_dir": str(cache_dir),
            **spec}
    return subprocess.Popen(
        [sys.executable, __file__, "graphs", json.dumps(spec)],
        env=_env(cache_dir, **env), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=preexec_fn,
    )  # fmt: skip


def finish(p: subprocess.Popen) -> tuple[dict, str]:
    out, err = p.communicate(timeout=300)
    assert p.returncode == 0, f"child failed ({p.returncode}):\n{err}"
    return _last_json(out), err


def run_graphs(cache_dir, spec: dict, preexec_fn=None, **env) -> tuple[dict, str]:
    return finish(start_graphs(cache_dir, spec, preexec_fn, **env))


def entries(cache_dir) -> dict[str, int]:
    """Key → size of every entry file."""
    return {
        os.path.basename(p)[: -len(".entry")]: os.path.getsize(p)
        for p in glob.glob(os.path.join(str(cache_dir), "entries", "*.entry"))
    }


def warnings_in(stderr: str) -> list[str]:
    """torchtpu's warnings in a child's stderr: printed by the graphs child as a Rust host prints
    them, or by Python's `warnings` in a model child (`...: RuntimeWarning: torchtpu: ...`)."""
    return [line for line in stderr.splitlines() if line.startswith("torchtpu: warning:") or "RuntimeWarning: torchtpu: " in line]


@pytest.fixture(scope="module")
def cold(tmp_path_factory):
    """One cold model process: a fresh cache directory, filled; the graphs it dumped; and the
    output digests of those graphs compiled with no cache at all (the reference)."""
    base = tmp_path_factory.mktemp("cache-cold")
    cache, dump = base / "cache", base / "dump"
    t0 = time.perf_counter()
    result, stderr = run_model(cache, base / "cold.pt", TORCHTPU_DUMP_DIR=dump)
    result["wall_s"] = time.perf_counter() - t0
    index = [json.loads(line) for line in open(dump / "index.jsonl")]
    graphs = {}
    for row in index:
        graphs[row["graph"]] = {"key": row["hash"], "file": str(dump / (row["files"] + ".graph.json"))}
    files = [g["file"] for g in graphs.values()]
    ref, _ = run_graphs(base / "unused", {"graphs": files}, TORCHTPU_CACHE_DIR="off")
    assert ref["info"]["dir"] is None, "TORCHTPU_CACHE_DIR=off turns the disk tier off"
    return {
        "base": base, "cache": cache, "result": result, "stderr": stderr, "graphs": graphs, "files": files,
        "reference": ref["rounds"][0]["digests"], "entries": entries(cache),
    }  # fmt: skip


def copy_cache(cold, tmp_path):
    dst = tmp_path / "cache"
    shutil.copytree(cold["cache"], dst)
    return dst


def test_cold_process_compiles_and_stores(cold):
    s = cold["result"]["stats"]
    n = len(cold["graphs"])
    assert n == 3, cold["graphs"]  # inference, training forward, training backward
    assert s["compiles"] == n and s["cache_hits"] == 0 and s["disk_writes"] == n, s
    assert s["fallbacks"] == 0
    assert sorted(cold["entries"]) == sorted(g["key"] for g in cold["graphs"].values())
    assert warnings_in(cold["stderr"]) == []


def test_warm_process_loads_from_disk_without_compiling(cold, tmp_path):
    import torch

    t0 = time.perf_counter()
    result, stderr = run_model(cold["cache"], tmp_path / "warm.pt")
    wall = time.perf_counter() - t0
    s = result["stats"]
    assert s["compiles"] == 0, s
    assert s["cache_hits"] > 0 and s["disk_hits"] == len(cold["graphs"]), s
    assert s["xla_compile_us"] == 0
    a, b = torch.load(cold["base"] / "cold.pt"), torch.load(tmp_path / "warm.pt")
    assert torch.equal(a["y"], b["y"]) and torch.equal(a["loss"], b["loss"])
    assert all(torch.equal(x, y) for x, y in zip(a["grads"], b["grads"]))
    assert warnings_in(stderr) == []
    print(
        f"\ntime to first result: cold {cold['result']['first_result_s']:.3f} s, "
        f"warm {result['first_result_s']:.3f} s; process wall cold {cold['result']['wall_s']:.1f} s, warm {wall:.1f} s"
    )


def test_cache_directory_is_private(cold):
    for d in (cold["cache"], cold["cache"] / "entries", cold["cache"] / "locks"):
        assert os.stat(d).st_mode & 0o777 == 0o700, d
    for p in glob.glob(str(cold["cache"] / "entries" / "*")):
        assert os.stat(p).st_mode & 0o777 == 0o600, p


def test_corrupt_entries_are_detected_removed_and_recompiled(cold, tmp_path):
    cache = copy_cache(cold, tmp_path)
    kinds = ["truncate", "flip", "foreign", "version"]
    rounds = [{}] + [{"corrupt": k} for k in kinds]
    out, stderr = run_graphs(cache, {"graphs": cold["files"], "rounds": rounds})
    n = len(cold["files"])
    first, bad = out["rounds"][0], out["rounds"][1:]
    assert first["stats"]["compiles"] == 0 and first["stats"]["disk_hits"] == n, first["stats"]
    assert first["digests"] == cold["reference"]
    for kind, r in zip(kinds, bad):
        s = r["stats"]
        assert (s["disk_bad_entries"], s["compiles"], s["disk_writes"]) == (n, n, n), (kind, s)
        assert r["digests"] == cold["reference"], kind
    removed = [line for line in stderr.splitlines() if line.startswith("torchtpu: cache: removed bad entry")]
    assert len(removed) == n * len(kinds), stderr
    for kind, needle in [("truncate", "truncated"), ("flip", "checksum"), ("foreign", "foreign"), ("version", "version 99")]:
        assert any(needle in line for line in removed), (kind, removed)
    assert warnings_in(stderr) == []
    # The recompiled entries are whole again.
    assert entries(cache).keys() == cold["entries"].keys()
    again, _ = run_graphs(cache, {"graphs": cold["files"]})
    assert again["rounds"][0]["stats"]["disk_hits"] == n


def test_eight_concurrent_processes_compile_once(cold, tmp_path):
    cache = tmp_path / "cache"
    # The training backward graph: the largest of the three, so the compiles overlap the most.
    graph = cold["graphs"][max(cold["graphs"], key=lambda g: cold["entries"][cold["graphs"][g]["key"]])]
    spec = {"graphs": [graph["file"]], "start_at": time.time() + 2.0}
    procs = [start_graphs(cache, spec) for _ in range(8)]
    results = [finish(p) for p in procs]
    digest = cold["reference"][cold["files"].index(graph["file"])]
    stats = [r["rounds"][0]["stats"] for r, _ in results]
    assert all(r["rounds"][0]["digests"] == [digest] for r, _ in results), "every process computes the same bytes"
    compiled = sum(s["compiles"] for s in stats)
    print(
        f"\n8 concurrent processes: {compiled} compiled, {sum(s['disk_hits'] for s in stats)} loaded from disk, "
        f"{sum(s['disk_lock_waits'] for s in stats)} waited on the lock"
    )
    assert compiled == 1, stats
    assert sum(s["disk_hits"] for s in stats) == 7
    assert list(entries(cache)) == [graph["key"]], "one entry"
    assert not [p for p in os.listdir(cache / "entries") if not p.endswith(".entry")], "no temporary files left"
    assert all(warnings_in(err) == [] for _, err in results)


def _drop_dac_override():
    """In a child before exec: drop CAP_DAC_OVERRIDE from the bounding set, so that a root child
    obeys permission bits (root ignores them otherwise, and the tests run as root on some machines)."""
    import ctypes

    PR_CAPBSET_DROP, CAP_DAC_OVERRIDE = 24, 1
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_CAPBSET_DROP, CAP_DAC_OVERRIDE, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP, CAP_DAC_OVERRIDE)")


def _read_only(cache):
    """Makes `cache` read-only for a child; returns the child's preexec_fn."""
    for root, _, _ in os.walk(cache):
        os.chmod(root, 0o500)
    if os.geteuid() != 0:
        return None
    try:
        subprocess.run(["true"], preexec_fn=_drop_dac_override, check=True)
    except (OSError, subprocess.SubprocessError) as e:
        pytest.skip(f"running as root and cannot drop CAP_DAC_OVERRIDE: {e}")
    return _drop_dac_override


def test_read_only_cache_dir_works_with_one_warning(cold, tmp_path):
    # A cache directory that holds the first graph, and that the child may not write to.
    cache = copy_cache(cold, tmp_path)
    first_key = cold["graphs"][next(iter(cold["graphs"]))]["key"]
    for k in entries(cache):
        if k != first_key:
            os.remove(cache / "entries" / f"{k}.entry")
    preexec = _read_only(cache)
    try:
        out, stderr = run_graphs(cache, {"graphs": cold["files"]}, preexec_fn=preexec)
    finally:
        for root, _, _ in os.walk(cache):
            os.chmod(root, 0o700)
    r = out["rounds"][0]
    assert r["digests"] == cold["reference"], "correct results"
    assert r["stats"]["disk_hits"] == 1 and r["stats"]["compiles"] == len(cold["files"]) - 1, r["stats"]
    w = warnings_in(stderr)
    assert len(w) == 1 and "Permission denied" in w[0], stderr
    assert out["info"]["writable"] is False and out["info"]["warning"] == w[0].split("warning: ", 1)[1]
    assert list(entries(cache)) == [first_key], "nothing was written"


def test_full_disk_degrades_with_one_warning(cold, tmp_path):
    import resource

    def tiny_files():
        # Writes past 4 KiB fail with EFBIG, as writes to a full disk fail with ENOSPC
        # (Python ignores SIGXFSZ, so the write returns an error instead of killing the child).
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    cache = tmp_path / "cache"
    out, stderr = run_graphs(cache, {"graphs": cold["files"]}, preexec_fn=tiny_files)
    r = out["rounds"][0]
    assert r["digests"] == cold["reference"]
    assert r["stats"]["compiles"] == len(cold["files"]) and r["stats"]["disk_writes"] == 0
    w = warnings_in(stderr)
    assert len(w) == 1 and "cannot write to the compile cache" in w[0], stderr
    assert os.listdir(cache / "entries") == [], "no partial entry or temporary file is left"


def test_size_limit_evicts_least_recently_used(cold, tmp_path):
    cache = tmp_path / "cache"
    keys = [cold["graphs"][g]["key"] for g in cold["graphs"]]
    sizes = [cold["entries"][k] for k in keys]
    # Room for the last two graphs, not for all three (with slack: entry sizes may vary a little
    # between compiles).
    limit = sizes[1] + sizes[2] + min(sizes) // 2
    assert sum(sizes) > limit
    out, _ = run_graphs(cache, {"graphs": cold["files"]}, TORCHTPU_CACHE_MAX_BYTES=limit)
    s = out["rounds"][0]["stats"]
    assert s["disk_writes"] == 3 and s["disk_evictions"] == 1, s
    assert sorted(entries(cache)) == sorted(keys[1:]), "the least recently used entry went"
    assert sum(entries(cache).values()) <= limit
    assert out["info"]["max_bytes"] == limit


def test_cli_and_explained_misses(cold, tmp_path):
    cache = copy_cache(cold, tmp_path)
    file = cold["files"][0]
    first_key = cold["graphs"][next(iter(cold["graphs"]))]["key"]
    d = str(cache)
    spec = {
        "graphs": [file],
        "cli": [
            ["cache", "stats"],
            ["cache", "list"],
            ["cache", "explain", file],
            ["cache", "explain", first_key[:12]],
            ["cache", "verify"],
            ["cache", "--dir", d, "prune", "--max-bytes", "1"],
            ["cache", "stats"],
            ["cache", "clear"],
            ["cache", "list"],
        ],
    }
    # A run with other XLA_FLAGS: a miss, explained on stderr, then the CLI.
    out, stderr = run_graphs(
        cache, spec, TORCHTPU_EXPLAIN_CACHE=1, XLA_FLAGS="--xla_cpu_enable_fast_math=false"
    )
    assert out["rounds"][0]["stats"]["compiles"] == 1
    explained = [line for line in stderr.splitlines() if "torchtpu: cache: miss for graph" in line]
    assert len(explained) == 1 and "differs in: xla_flags" in explained[0], stderr
    assert "same graph" in explained[0]
    c = {i: r for i, r in enumerate(out["cli"])}
    assert all(r["rc"] == 0 for r in out["cli"][:7]), out["cli"]
    assert "entries     4" in c[0]["out"] and d in c[0]["out"], c[0]["out"]
    assert "mode 700" in c[0]["out"]
    listed = c[1]["out"].splitlines()
    assert len(listed) == 5 and all(k in c[1]["out"] for k in cold["entries"]), c[1]["out"]
    # `explain GRAPH_FILE` under the same XLA_FLAGS: the entry just written is a hit.
    assert "hit:" in c[2]["out"], c[2]
    # `explain KEY`: the first entry against its nearest sibling, the one with other XLA_FLAGS.
    assert f"entry {first_key}" in c[3]["out"] and "differs in xla_flags" in c[3]["out"], c[3]["out"]
    assert "4 entries checked, 4 valid, 0 bad" in c[4]["out"], c[4]
    assert "evicted 4 entries" in c[5]["out"], c[5]
    assert "entries     0" in c[6]["out"]
    assert c[7]["rc"] == 0 and c[8]["out"].count("\n") == 1


def test_cli_verify_fails_on_bad_entries(cold, tmp_path):
    cache = copy_cache(cold, tmp_path)
    victim = next(iter(cold["entries"]))
    with open(cache / "entries" / f"{victim}.entry", "r+b") as f:
        f.truncate(100)
    r = subprocess.run(
        [sys.executable, "-m", "torchtpu.tools.cli", "cache", "verify"],
        env=_env(cache), capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert r.returncode == 1, r
    assert f"REMOVED  {victim}  truncated" in r.stdout
    assert "2 valid, 1 bad" in r.stdout and "bad entries found and removed" in r.stderr
    assert victim not in entries(cache)


if __name__ == "__main__":
    if sys.argv[1] == "model":
        _model_child(sys.argv[2])
    elif sys.argv[1] == "graphs":
        _graphs_child(sys.argv[2])
    else:
        raise SystemExit(f"unknown child mode {sys.argv[1]!r}")
