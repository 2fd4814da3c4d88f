"""The compile service (docs/service.md): `python -m torchtpu.tools.cli serve --socket PATH` in a
subprocess, and client processes with `TORCHTPU_COMPILER=unix:PATH`.

Children come from test_cache.py: the *model* child (torch, an MLP: inference and a training
step, checked against eager inside the child) and the *graphs* child (only `torchtpu._native`:
compiles serialized graphs and reports output digests). This file adds a raw protocol client,
to send what a well-behaved client never would.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import struct
import subprocess
import sys
import time

import pytest

from test_cache import _env, _load_native, finish, run_graphs, start_graphs, warnings_in

MAGIC, VERSION = b"TTPS", 1


# ----------------------------------------------------------------------------------------------
# The server and a raw protocol client
# ----------------------------------------------------------------------------------------------


def frame(header: dict | bytes, body: bytes = b"", version: int = VERSION) -> bytes:
    h = header if isinstance(header, bytes) else json.dumps(header).encode()
    return MAGIC + struct.pack("<IIQ", version, len(h), len(body)) + h + body


def recv_exact(s: socket.socket, n: int) -> bytes:
    out = b""
    while len(out) < n:
        chunk = s.recv(n - len(out))
        if not chunk:
            raise ConnectionError(f"closed after {len(out)} of {n} bytes")
        out += chunk
    return out


def read_reply(s: socket.socket) -> tuple[dict, bytes]:
    pre = recv_exact(s, 20)
    assert pre[:4] == MAGIC, pre
    version, hlen, blen = struct.unpack("<IIQ", pre[4:])
    assert version == VERSION
    return json.loads(recv_exact(s, hlen)), recv_exact(s, blen)


def exchange(path: str, raw: bytes) -> tuple[dict, bytes]:
    """Sends raw bytes on a new connection and reads one reply."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.settimeout(30)
        s.connect(path)
        s.sendall(raw)
        return read_reply(s)


def server_stats(path: str) -> dict:
    reply, _ = exchange(path, frame({"op": "stats"}))
    assert reply["ok"], reply
    return reply["stats"]


def _serve_child(native_path: str, argv: list[str]) -> None:
    """`torchtpu-compiler serve ...` through `torchtpu._native` alone: the `torchtpu` package
    imports torch, which would add seconds to every server start (`python -m torchtpu.tools.cli serve`
    is what users run; one test below starts the server that way)."""
    sys.exit(_load_native(native_path).cli_main(argv))


class Server:
    def __init__(self, tmp_path, name="server", **env):
        self.dir = tmp_path / name
        self.dir.mkdir()
        self.socket = str(self.dir / "compile.sock")
        e = dict(os.environ)
        for k in ("TORCHTPU_COMPILER", "TORCHTPU_REMOTE_CACHE", "XLA_FLAGS", "TORCHTPU_DUMP_DIR"):
            e.pop(k, None)
        e["TORCHTPU_CACHE_DIR"] = str(self.dir / "cache")
        e.update({k: str(v) for k, v in env.items()})
        import torchtpu
        from torchtpu import config

        # The plugin the clients load (what `python -m torchtpu.tools.cli` would set).
        e.setdefault("TORCHTPU_PJRT_PLUGIN", config.plugin_path() or "")
        self.log = open(self.dir / "server.log", "w+")
        argv = ["serve", "--socket", self.socket, "--max-request-bytes", "4M"]
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "serve", torchtpu._native.__file__, json.dumps(argv)],
            env=e, stdout=self.log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        deadline = time.time() + 60
        while True:
            assert self.proc.poll() is None, self.output()
            try:
                if exchange(self.socket, frame({"op": "ping"}))[0]["ok"]:
                    break
            except OSError:
                pass
            assert time.time() < deadline, "the server did not start:\n" + self.output()
            time.sleep(0.05)

    def output(self) -> str:
        self.log.flush()
        self.log.seek(0)
        return self.log.read()

    def stats(self) -> dict:
        return server_stats(self.socket)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=30)
        self.log.close()


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path)
    yield s
    s.stop()


def client_env(server_or_path, **extra) -> dict:
    path = server_or_path.socket if isinstance(server_or_path, Server) else server_or_path
    return {"TORCHTPU_COMPILER": f"unix:{path}", **extra}


# ----------------------------------------------------------------------------------------------
# Two model clients share one server
# ----------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """A server and two model clients run at the same time (each with its own empty cache dir);
    the first also dumps its graphs. Then the same graphs compiled with no service and no cache
    give the reference digests."""
    import torch

    base = tmp_path_factory.mktemp("service")
    srv = Server(base)
    try:
        dump = base / "dump"
        env = {
            "A": {"TORCHTPU_DUMP_DIR": dump, **client_env(srv)},
            "B": client_env(srv),
        }
        procs = {}
        for name, e in env.items():
            procs[name] = subprocess.Popen(
                [sys.executable, os.path.join(os.path.dirname(__file__), "test_cache.py"), "model", str(base / f"{name}.pt")],
                env=_env(base / f"cache-{name}", **e), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            )  # fmt: skip
        results = {}
        for name, p in procs.items():
            out, err = p.communicate(timeout=300)
            assert p.returncode == 0, err
            results[name] = (json.loads(out.strip().splitlines()[-1]), err)
        server_after = srv.stats()
        server_out = srv.output()
    finally:
        srv.stop()
    index = [json.loads(line) for line in open(dump / "index.jsonl")]
    files = [str(dump / (row["files"] + ".graph.json")) for row in index]
    ref, _ = run_graphs(base / "unused", {"graphs": files}, TORCHTPU_CACHE_DIR="off")
    outputs = {name: torch.load(base / f"{name}.pt") for name in env}
    return {
        "base": base, "results": results, "server": server_after, "server_out": server_out, "files": files,
        "reference": ref["rounds"][0]["digests"], "outputs": outputs,
    }  # fmt: skip


def test_two_clients_compile_nothing_and_the_server_compiles_once(shared):
    n = len(shared["files"])
    assert n == 3, shared["files"]
    for name, (r, stderr) in shared["results"].items():
        s = r["stats"]
        assert s["compiles"] == 0 and s["xla_compile_us"] == 0, (name, s)
        assert s["service_requests"] == n and s["service_hits"] == n and s["service_fallbacks"] == 0, (name, s)
        assert s["fallbacks"] == 0, (name, s)
        assert warnings_in(stderr) == [], stderr
    srv = shared["server"]
    assert srv["compiles"] == n, srv
    assert srv["compile_requests"] == 2 * n and srv["errors"] == 0, srv
    # The second request for each key came from the server's memory, or waited for the first.
    assert srv["served_from_memory"] + srv["shared"] == n, srv
    assert srv["disk_writes"] == n, "the server stores what it compiles in its own cache dir"
    assert srv["in_flight"] == 0
    print(f"\nserver after two clients: {json.dumps({k: srv[k] for k in ('compiles', 'served_from_memory', 'shared', 'xla_compile_us')})}")


def test_results_equal_eager_and_each_other(shared):
    import torch

    # Each model child checked itself against eager (assert_close); the two clients ran the
    # same executables, so their outputs are identical bytes.
    a, b = shared["outputs"]["A"], shared["outputs"]["B"]
    assert torch.equal(a["y"], b["y"]) and torch.equal(a["loss"], b["loss"])
    assert all(torch.equal(x, y) for x, y in zip(a["grads"], b["grads"]))


def test_socket_is_private(server):
    assert (os.stat(server.socket).st_mode & 0o777) == 0o600
    assert not [p for p in os.listdir(server.dir) if p.startswith(".torchtpu-serve-")], "no temporary directory left"


def test_the_cli_server_starts_and_a_second_one_on_a_live_socket_refuses(tmp_path):
    import torchtpu

    # `python -m torchtpu.tools.cli serve`, as users start it.
    sock = str(tmp_path / "cli.sock")
    p = subprocess.Popen([sys.executable, "-m", "torchtpu.tools.cli", "serve", "--socket", sock], stdout=subprocess.PIPE, text=True)
    try:
        line = p.stdout.readline()
        assert f"serving on unix:{sock} (protocol 1" in line, line
        assert exchange(sock, frame({"op": "ping"}))[0]["ok"]
        # The plugin as `torchtpu.tools.cli` names it (the extension embeds no plugin path).
        second = subprocess.run(
            [sys.executable, __file__, "serve", torchtpu._native.__file__, json.dumps(["serve", "--socket", sock])],
            capture_output=True, text=True, timeout=60,
            env={**os.environ, "TORCHTPU_PJRT_PLUGIN": torchtpu.config.plugin_path()},
        )  # fmt: skip
        assert second.returncode == 1 and "already listening" in second.stderr, second.stderr
        assert exchange(sock, frame({"op": "ping"}))[0]["ok"], "the first server still serves"
    finally:
        p.kill()
        p.wait(timeout=30)


# ----------------------------------------------------------------------------------------------
# Concurrency: one compile per key
# ----------------------------------------------------------------------------------------------


def slow_graph(n_ops: int = 3000, size: int = 32) -> str:
    """A chain of elementwise ops that XLA takes about a second to compile."""
    t = lambda name: {"kind": "tensor", "meta": {"dtype": "f32", "shape": [size, size]}, "name": name}  # noqa: E731
    out = [{"dtype": "f32", "shape": [size, size]}]
    ops = ["aten.sin.default", "aten.mul.Tensor", "aten.add.Tensor", "aten.cos.default"]
    nodes, prev = [], "x"
    for i in range(n_ops):
        op = ops[i % 4]
        args = [{"node": prev, "out": 0, "t": "ref"}]
        if op in ("aten.mul.Tensor", "aten.add.Tensor"):
            args.append({"node": "y", "out": 0, "t": "ref"})
        nodes.append({"args": args, "kwargs": {}, "name": f"n{i}", "outputs": out, "target": op})
        prev = f"n{i}"
    graph = {
        "constants": [], "format_version": 1, "name": "slow", "inputs": [t("x"), t("y")], "nodes": nodes,
        "outputs": [{"node": prev, "out": 0, "t": "ref"}],
    }  # fmt: skip
    return json.dumps(graph)


@pytest.fixture(scope="module")
def slow(tmp_path_factory):
    base = tmp_path_factory.mktemp("slow")
    path = base / "slow.graph.json"
    path.write_text(slow_graph())
    ref, _ = run_graphs(base / "unused", {"graphs": [str(path)]}, TORCHTPU_CACHE_DIR="off")
    return {"file": str(path), "digest": ref["rounds"][0]["digests"][0]}


def test_concurrent_clients_for_one_key_compile_it_once(server, slow, tmp_path):
    spec = {"graphs": [slow["file"]], "start_at": time.time() + 3.0}
    procs = [start_graphs(tmp_path / f"c{i}", spec, **client_env(server)) for i in range(4)]
    results = [finish(p) for p in procs]
    for r, err in results:
        s = r["rounds"][0]["stats"]
        assert r["rounds"][0]["digests"] == [slow["digest"]]
        assert s["compiles"] == 0 and s["service_hits"] == 1, s
        assert warnings_in(err) == []
    srv = server.stats()
    print(f"\n4 concurrent clients, one key: server compiles {srv['compiles']}, shared {srv['shared']}, from memory {srv['served_from_memory']}")
    assert srv["compiles"] == 1, srv
    assert srv["shared"] + srv["served_from_memory"] == 3, srv
    assert srv["shared"] >= 1, "requests arrived within the compile and waited for it"


# ----------------------------------------------------------------------------------------------
# Faults: the server dies, is missing, or refuses
# ----------------------------------------------------------------------------------------------


def test_server_killed_mid_compile_client_falls_back(server, slow, shared, tmp_path):
    # The client compiles the slow graph (the server takes about a second), then the model's graphs.
    spec = {"graphs": [slow["file"]] + shared["files"]}
    p = start_graphs(tmp_path / "client", spec, **client_env(server))
    deadline = time.time() + 60
    while server.stats()["in_flight"] == 0:
        assert p.poll() is None and time.time() < deadline, "the server never started compiling"
        time.sleep(0.01)
    os.kill(server.proc.pid, signal.SIGKILL)
    out, err = finish(p)
    r = out["rounds"][0]
    assert r["digests"] == [slow["digest"]] + shared["reference"], "correct results"
    s = r["stats"]
    assert s["service_requests"] == 1 and s["service_fallbacks"] == 1 and s["service_hits"] == 0, s
    assert s["compiles"] == 1 + len(shared["files"]), "compiled in-process after the failure"
    w = warnings_in(err)
    assert len(w) == 1 and "mid-request" in w[0] and "compiling in this process" in w[0], err


def test_no_server_falls_back_with_one_warning(shared, tmp_path):
    missing = str(tmp_path / "nobody-listens.sock")
    out, err = run_graphs(tmp_path / "client", {"graphs": shared["files"]}, **client_env(missing))
    r = out["rounds"][0]
    assert r["digests"] == shared["reference"]
    assert r["stats"]["service_fallbacks"] == 1 and r["stats"]["compiles"] == len(shared["files"]), r["stats"]
    w = warnings_in(err)
    assert len(w) == 1 and "not running" in w[0], err


def test_server_refuses_a_client_with_another_target(server, shared, tmp_path):
    # XLA_FLAGS is part of the key: the server (without it) must not compile for this client.
    flags = "--xla_cpu_enable_fast_math=false"
    out, err = run_graphs(tmp_path / "client", {"graphs": shared["files"]}, XLA_FLAGS=flags, **client_env(server))
    r = out["rounds"][0]
    assert r["digests"] == shared["reference"]
    assert r["stats"]["service_fallbacks"] == 1 and r["stats"]["service_hits"] == 0, r["stats"]
    w = warnings_in(err)
    assert len(w) == 1 and "TargetMismatch" in w[0] and "xla_flags" in w[0], err
    assert server.stats()["compiles"] == 0


def test_bad_requests_get_error_replies_and_the_server_keeps_serving(server, shared, tmp_path):
    path = server.socket
    cases = {
        "garbage": b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "wrong version": frame({"op": "ping"}, version=7),
        "oversized body (preamble only)": MAGIC + struct.pack("<IIQ", VERSION, 2, 1 << 40),
        "oversized header": MAGIC + struct.pack("<IIQ", VERSION, 1 << 20, 0),
        "bad json": frame(b"{not json"),
        "unknown op": frame({"op": "format_disk"}),
        "compile without fields": frame({"op": "compile"}, b"module {}"),
    }
    want = {
        "garbage": "bad_request", "wrong version": "version", "oversized body (preamble only)": "too_large",
        "oversized header": "too_large", "bad json": "bad_request", "unknown op": "bad_request",
        "compile without fields": "bad_request",
    }  # fmt: skip
    for name, raw in cases.items():
        reply, body = exchange(path, raw)
        assert not reply["ok"] and reply["error_kind"] == want[name], (name, reply)
        assert body == b""
    reply, _ = exchange(path, frame({"op": "ping"}, version=7))
    assert "version 7" in reply["error"] and "version 1" in reply["error"], reply
    # A body over --max-request-bytes (4M) is refused before it is read: the reply comes while
    # the client has sent only the preamble and header.
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.settimeout(30)
        s.connect(path)
        header = json.dumps({"op": "ping"}).encode()
        s.sendall(MAGIC + struct.pack("<IIQ", VERSION, len(header), 5 << 20) + header)
        reply, _ = read_reply(s)
        assert reply["error_kind"] == "too_large" and "5242880" in reply["error"], reply
    # A client that connects and stalls mid-frame holds only its own connection.
    stalled = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stalled.connect(path)
    stalled.sendall(MAGIC)
    try:
        assert server.stats()["errors"] == len(cases) + 2
        # Then a good client is served as usual.
        out, err = run_graphs(tmp_path / "client", {"graphs": shared["files"]}, **client_env(server))
    finally:
        stalled.close()
    r = out["rounds"][0]
    assert r["digests"] == shared["reference"]
    assert r["stats"]["compiles"] == 0 and r["stats"]["service_hits"] == len(shared["files"]), r["stats"]
    assert warnings_in(err) == []
    assert server.proc.poll() is None
    refusals = [line for line in server.output().splitlines() if "refused a request" in line]
    assert len(refusals) == len(cases) + 2, server.output()


if __name__ == "__main__":
    if sys.argv[1] == "serve":
        _serve_child(sys.argv[2], json.loads(sys.argv[3]))
