"""torchtitan's llama3 model under its own parallelize_llama (FSDP2 on 2 ranks, gloo on loopback)
with its compile setting pointing at torchtpu, against the same run in eager."""

import os
import socket
import subprocess
import sys

import pytest
import torch

from conftest import close

pytest.importorskip("torchtitan")
WORKER = os.path.join(os.path.dirname(__file__), "titan_worker.py")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_torchtitan_llama_fsdp2_two_ranks(tmp_path):
    port, world, deadline = str(free_port()), 2, 300
    procs = [subprocess.Popen([sys.executable, WORKER, str(r), str(world), port, str(tmp_path)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) for r in range(world)]
    outs = []
    try:
        for p in procs:
            outs.append(p.communicate(timeout=deadline)[0])
    except subprocess.TimeoutExpired:
        for p in procs:
            p.kill()
        pytest.fail(f"the ranks did not finish within {deadline} s (a hang)")
    for r, (p, out) in enumerate(zip(procs, outs)):
        assert p.returncode == 0, f"rank {r} exited with {p.returncode}:\n{out[-4000:]}"
    for r in range(world):
        res = torch.load(tmp_path / f"rank{r}.pt")
        close(res["eager"], res["torchtpu"])
        assert res["stats"]["graphs"] > 0 and res["stats"]["fallbacks"] == 0, res["stats"]
