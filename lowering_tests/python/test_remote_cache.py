"""The remote cache tier (docs/cache.md): `TORCHTPU_REMOTE_CACHE=redis://127.0.0.1:PORT` against a
real `redis-server` started on loopback for this module (scripts/setup.sh installs it).

Children come from test_cache.py: the *model* child (torch; checks itself against eager) and the
*graphs* child (only `torchtpu._native`; reports counters and output digests).
"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import threading
import time

import pytest

from test_cache import entries, mangle, run_graphs, run_model, warnings_in

PREFIX = b"torchtpu:entry:"


# ----------------------------------------------------------------------------------------------
# A redis-server on loopback, and a few raw commands
# ----------------------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def resp(port: int, *args: bytes):
    """One command; returns the decoded reply (arrays of bulk strings supported)."""
    cmd = b"*%d\r\n" % len(args) + b"".join(b"$%d\r\n%s\r\n" % (len(a), a) for a in args)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(cmd)
        f = s.makefile("rb")

        def read():
            line = f.readline()[:-2]
            kind, rest = line[:1], line[1:]
            if kind in (b"+", b"-"):
                return (kind == b"+", rest.decode())
            if kind == b":":
                return int(rest)
            if kind == b"$":
                n = int(rest)
                return None if n < 0 else f.read(n + 2)[:-2]
            if kind == b"*":
                return [read() for _ in range(int(rest))]
            raise AssertionError(f"unexpected reply {line!r}")

        return read()


@pytest.fixture(scope="module")
def redis(tmp_path_factory):
    exe = shutil.which("redis-server")
    if exe is None:
        pytest.fail("redis-server is not installed: run scripts/setup.sh (it installs the Debian package)")
    port = free_port()
    d = tmp_path_factory.mktemp("redis")
    proc = subprocess.Popen(
        [exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", str(d)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    deadline = time.time() + 30
    while True:
        try:
            if resp(port, b"PING") == (True, "PONG"):
                break
        except OSError:
            pass
        assert proc.poll() is None and time.time() < deadline, "redis-server did not start"
        time.sleep(0.05)
    yield {"port": port, "url": f"redis://127.0.0.1:{port}"}
    proc.terminate()
    proc.wait(timeout=30)


def remote_keys(port: int) -> list[bytes]:
    return sorted(resp(port, b"KEYS", PREFIX + b"*"))


# ----------------------------------------------------------------------------------------------
# Two machines (two empty local cache directories) share one remote
# ----------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def shared(redis, tmp_path_factory):
    """Process A, cold: empty local cache dir, empty Redis. Process B: another empty local cache
    dir, the same Redis. Both run the model (and check it against eager); A dumps its graphs."""
    base = tmp_path_factory.mktemp("remote")
    assert remote_keys(redis["port"]) == []
    t0 = time.perf_counter()
    a, a_err = run_model(base / "cache-a", base / "a.pt", TORCHTPU_REMOTE_CACHE=redis["url"], TORCHTPU_DUMP_DIR=base / "dump")
    a_wall = time.perf_counter() - t0
    keys_after_a = remote_keys(redis["port"])
    t0 = time.perf_counter()
    b, b_err = run_model(base / "cache-b", base / "b.pt", TORCHTPU_REMOTE_CACHE=redis["url"])
    b_wall = time.perf_counter() - t0
    index = [json.loads(line) for line in open(base / "dump" / "index.jsonl")]
    files = [str(base / "dump" / (row["files"] + ".graph.json")) for row in index]
    ref, _ = run_graphs(base / "unused", {"graphs": files}, TORCHTPU_CACHE_DIR="off")
    return {
        "base": base, "a": a, "a_err": a_err, "b": b, "b_err": b_err, "keys_after_a": keys_after_a,
        "files": files, "reference": ref["rounds"][0]["digests"], "keys": [row["hash"] for row in index],
        "walls": (a_wall, b_wall),
    }  # fmt: skip


def test_cold_process_compiles_and_writes_the_remote(shared):
    s = shared["a"]["stats"]
    n = len(shared["files"])
    assert n == 3
    assert s["compiles"] == n and s["remote_writes"] == n and s["remote_misses"] == n and s["remote_hits"] == 0, s
    assert s["disk_writes"] == n, "and its own disk tier"
    assert shared["keys_after_a"] == sorted(PREFIX + k.encode() for k in shared["keys"])
    assert warnings_in(shared["a_err"]) == []


def test_another_machine_loads_from_the_remote_without_compiling(shared):
    import torch

    s = shared["b"]["stats"]
    n = len(shared["files"])
    assert s["compiles"] == 0 and s["xla_compile_us"] == 0, s
    assert s["remote_hits"] == n and s["cache_hits"] == n and s["disk_hits"] == 0, s
    assert warnings_in(shared["b_err"]) == []
    # A remote hit is also written to the local disk tier.
    assert sorted(entries(shared["base"] / "cache-b")) == sorted(shared["keys"])
    assert s["disk_writes"] == n
    a, b = torch.load(shared["base"] / "a.pt"), torch.load(shared["base"] / "b.pt")
    assert torch.equal(a["y"], b["y"]) and torch.equal(a["loss"], b["loss"])
    assert all(torch.equal(x, y) for x, y in zip(a["grads"], b["grads"]))
    print(
        f"\ntime to first result: cold {shared['a']['first_result_s']:.3f} s, remote-warm "
        f"{shared['b']['first_result_s']:.3f} s; process wall {shared['walls'][0]:.1f} s, {shared['walls'][1]:.1f} s"
    )


def corrupt_remote(port: int, how: str) -> int:
    n = 0
    for k in remote_keys(port):
        data = mangle(resp(port, b"GET", k), how)
        assert resp(port, b"SET", k, data) == (True, "OK")
        n += 1
    return n


@pytest.mark.parametrize("how,needle", [("truncate", "truncated"), ("flip", "checksum"), ("foreign", "foreign")])
def test_corrupt_remote_entries_are_detected_logged_and_recompiled(shared, redis, tmp_path, how, needle):
    n = len(shared["files"])
    assert corrupt_remote(redis["port"], how) == n
    # A fresh local cache directory: only the remote can answer.
    out, err = run_graphs(tmp_path / "cache", {"graphs": shared["files"]}, TORCHTPU_REMOTE_CACHE=redis["url"])
    r = out["rounds"][0]
    assert r["digests"] == shared["reference"], "correct results"
    s = r["stats"]
    assert (s["remote_bad_entries"], s["compiles"], s["remote_hits"], s["remote_writes"]) == (n, n, 0, n), s
    removed = [line for line in err.splitlines() if line.startswith("torchtpu: cache: removed bad entry")]
    assert len(removed) == n and all(redis["url"] in line and needle in line for line in removed), err
    assert warnings_in(err) == []
    # The recompiled entries replaced the bad ones: a third machine loads them.
    again, _ = run_graphs(tmp_path / "cache-2", {"graphs": shared["files"]}, TORCHTPU_REMOTE_CACHE=redis["url"])
    s2 = again["rounds"][0]["stats"]
    assert s2["remote_hits"] == n and s2["compiles"] == 0, s2
    assert again["rounds"][0]["digests"] == shared["reference"]


def test_redis_down_degrades_with_one_warning(shared, tmp_path):
    url = f"redis://127.0.0.1:{free_port()}"  # nobody listens there
    out, err = run_graphs(tmp_path / "cache", {"graphs": shared["files"]}, TORCHTPU_REMOTE_CACHE=url)
    r = out["rounds"][0]
    assert r["digests"] == shared["reference"]
    assert r["stats"]["compiles"] == len(shared["files"]) and r["stats"]["remote_hits"] == 0
    w = warnings_in(err)
    assert len(w) == 1 and url in w[0] and "continuing without the remote tier" in w[0], err


def test_redis_that_never_answers_times_out_once(shared, tmp_path):
    # Accepts connections and reads commands, never replies.
    lsock = socket.socket()
    lsock.bind(("127.0.0.1", 0))
    lsock.listen()
    port = lsock.getsockname()[1]
    held = []

    def accept():
        while True:
            try:
                c, _ = lsock.accept()
            except OSError:
                return
            held.append(c)

    threading.Thread(target=accept, daemon=True).start()
    try:
        out, err = run_graphs(tmp_path / "cache", {"graphs": shared["files"]}, TORCHTPU_REMOTE_CACHE=f"redis://127.0.0.1:{port}")
    finally:
        lsock.close()
        for c in held:
            c.close()
    r = out["rounds"][0]
    assert r["digests"] == shared["reference"]
    assert len(held) == 1, "one connection: after the timeout the tier is off"
    w = warnings_in(err)
    assert len(w) == 1 and "timed out" in w[0], err


def test_bad_remote_url_is_one_warning(shared, tmp_path):
    out, err = run_graphs(tmp_path / "cache", {"graphs": shared["files"][:1]}, TORCHTPU_REMOTE_CACHE="http://example")
    assert out["rounds"][0]["digests"] == shared["reference"][:1]
    w = warnings_in(err)
    assert len(w) == 1 and "TORCHTPU_REMOTE_CACHE" in w[0] and "redis://" in w[0], err
