"""The compile service and the remote cache tier: time to the first result in new processes.

For each demo model (TinyTransformer, TinyCNN) and mode (inference; training = forward + backward),
new Python processes compile the model with backend="torchtpu" and run it once (the child of
scripts/bench_cache.py), each with its own EMPTY local cache directory, as on a fresh machine:

- cold:          in-process, no service, no remote tier (compile with XLA, store to disk),
- service warm:  TORCHTPU_COMPILER=unix:PATH to a `torchtpu-compiler serve` that already compiled
                 the model for an earlier client (it answers from memory),
- remote cold:   TORCHTPU_REMOTE_CACHE=redis://... with an empty Redis (compile, store to disk and Redis),
- remote warm:   another empty local directory, the Redis the remote-cold run filled.

It prints medians over --repeats runs and the ratios, then what the executables cost each way:
XLA compile time in the cold process against the service round trips (`service_us`) and the
remote loads (`remote_load_us`) in the warm ones. Absolute times on shared 2-core machines are
noise; read the ratios. Needs redis-server (scripts/setup.sh installs it).

    .venv/bin/python scripts/bench_service.py [--repeats 3] [--models TinyCNN] [--modes inference]
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_cache  # noqa: E402

MODELS = bench_cache.MODELS
MODES = bench_cache.MODES


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def redis_cmd(port: int, *args: bytes) -> bytes:
    cmd = b"*%d\r\n" % len(args) + b"".join(b"$%d\r\n%s\r\n" % (len(a), a) for a in args)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(cmd)
        return s.recv(4096)


def wait_for(check, what: str, timeout: float = 60) -> None:
    deadline = time.time() + timeout
    while True:
        try:
            if check():
                return
        except OSError:
            pass
        if time.time() > deadline:
            raise SystemExit(f"{what} did not start")
        time.sleep(0.05)


def run(model: str, mode: str, tmp: str, **env) -> dict:
    """`bench_cache.run` with an empty cache directory of its own, failing on any warning."""
    return bench_cache.run(model, mode, tempfile.mkdtemp(prefix="cache-", dir=tmp), forbid_warnings=True, **env)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--models", nargs="+", default=list(MODELS), choices=MODELS)
    ap.add_argument("--modes", nargs="+", default=list(MODES), choices=MODES)
    args = ap.parse_args()
    redis_exe = shutil.which("redis-server")
    if redis_exe is None:
        raise SystemExit("redis-server is not installed (scripts/setup.sh installs it)")
    tmp = tempfile.mkdtemp(prefix="torchtpu-bench-service-")
    port = free_port()
    sock = os.path.join(tmp, "compile.sock")
    procs = []
    try:
        procs.append(subprocess.Popen(
            [redis_exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", tmp],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        ))  # fmt: skip
        wait_for(lambda: redis_cmd(port, b"PING").startswith(b"+PONG"), "redis-server")
        server_env = dict(os.environ, TORCHTPU_CACHE_DIR=os.path.join(tmp, "server-cache"))
        procs.append(subprocess.Popen(
            [sys.executable, "-m", "torchtpu.tools.cli", "serve", "--socket", sock], env=server_env,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        ))  # fmt: skip
        wait_for(lambda: os.path.exists(sock), "the compile server")
        service = {"TORCHTPU_COMPILER": f"unix:{sock}"}
        remote = {"TORCHTPU_REMOTE_CACHE": f"redis://127.0.0.1:{port}"}

        print(f"{'model':<16} {'mode':<10} {'cold':>7} {'svc cold':>9} {'svc warm':>9} {'cold/svc':>9}"
              f" {'rem cold':>9} {'rem warm':>9} {'cold/rem':>9}   (first result, median of {args.repeats})")
        ok = True
        for model in args.models:
            for mode in args.modes:
                run(model, mode, tmp, TORCHTPU_CACHE_DIR="off")  # untimed: warms the page cache
                svc_cold = run(model, mode, tmp, **service)  # the server compiles
                cold, svc, rcold, rwarm = [], [], [], []
                for i in range(args.repeats):
                    redis_cmd(port, b"FLUSHALL")
                    cold.append(run(model, mode, tmp))
                    svc.append(run(model, mode, tmp, **service))
                    rcold.append(run(model, mode, tmp, **remote))
                    rwarm.append(run(model, mode, tmp, **remote))
                med = lambda rs, k="first_s": statistics.median(r[k] for r in rs)  # noqa: E731
                ok &= all(r["stats"]["compiles"] == 0 and r["stats"]["service_hits"] > 0 for r in svc)
                ok &= all(r["stats"]["compiles"] == 0 and r["stats"]["remote_hits"] > 0 for r in rwarm)
                print(
                    f"{model:<16} {mode:<10} {med(cold):>6.2f}s {svc_cold['first_s']:>8.2f}s {med(svc):>8.2f}s "
                    f"{med(cold) / med(svc):>8.2f}x {med(rcold):>8.2f}s {med(rwarm):>8.2f}s {med(rcold) / med(rwarm):>8.2f}x"
                )
                ms = lambda rs, k: statistics.median(r["stats"][k] for r in rs) / 1e3  # noqa: E731
                print(
                    f"{'':<27} process wall: cold {med(cold, 'wall_s'):.2f}s, service warm {med(svc, 'wall_s'):.2f}s, "
                    f"remote cold {med(rcold, 'wall_s'):.2f}s, remote warm {med(rwarm, 'wall_s'):.2f}s"
                )
                print(
                    f"{'':<27} executables: XLA compile {ms(cold, 'xla_compile_us'):.0f} ms (cold) vs service "
                    f"{ms(svc, 'service_us'):.1f} ms (warm) vs remote load {ms(rwarm, 'remote_load_us'):.1f} ms (warm)"
                )
        print("bench_service: OK (service-warm and remote-warm processes compiled nothing)" if ok
              else "bench_service: a warm process compiled")
        return 0 if ok else 1
    finally:
        for p in procs:
            p.kill()
            p.wait()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
