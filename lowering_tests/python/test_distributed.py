"""Distributed training with torchtpu (docs/distributed.md): DDP's compiled pieces, functional
collectives inside compiled graphs, and ranks that run different graphs (MPMD). Each test starts
its ranks as separate processes on loopback (gloo), with a hard deadline; `dist_worker.py` is one
rank. TORCHTPU_FALLBACK=error (conftest) reaches the ranks: nothing may fall back to eager."""

from __future__ import annotations

import hashlib
import json
import os
import socket
import subprocess
import sys

import pytest
import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as fcol

import torchtpu

WORKER = os.path.join(os.path.dirname(__file__), "dist_worker.py")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def launch(scenario: str, tmp_path, world: int = 2, deadline: float = 120, env=None) -> list[dict]:
    """Runs `scenario` on `world` ranks; every rank must exit 0 within `deadline` seconds (all are
    killed otherwise, and the test fails: a hang is a failure, never a wait). `env(rank)` gives
    extra environment variables for a rank."""
    port = str(free_port())
    procs = [
        subprocess.Popen([sys.executable, WORKER, scenario, str(r), str(world), port, str(tmp_path)],
                         env={**os.environ, **(env(r) if env else {})},
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for r in range(world)
    ]
    outputs = []
    try:
        for p in procs:
            out, _ = p.communicate(timeout=deadline)
            outputs.append(out)
    except subprocess.TimeoutExpired:
        for p in procs:
            p.kill()
        pytest.fail(f"{scenario}: the ranks did not finish within {deadline} s (a hang)")
    for r, (p, out) in enumerate(zip(procs, outputs)):
        assert p.returncode == 0, f"rank {r} exited with {p.returncode}:\n{out[-4000:]}"
    return [torch.load(f) if (f := tmp_path / f"rank{r}.pt").exists() else None for r in range(world)]


def assert_compiled(stats: dict) -> None:
    assert stats["fallbacks"] == 0 and stats["graphs"] > 0, stats


def assert_matches_whole_batch(r: dict) -> None:
    """Each parameter within 1e-5 of single-process eager on the whole batch, relative to its
    norm (AdamW's normalized step turns a rounding difference in a near-zero gradient into a
    full-size step for that one element, in eager DDP as much as here)."""
    for p, q, e in zip(r["params"], r["ref"], r["eager_ddp"]):
        rel = ((p - q).norm() / q.norm()).item()
        eager_rel = ((e - q).norm() / q.norm()).item()
        assert rel <= max(1e-5, 2 * eager_rel), (rel, eager_rel)


@pytest.mark.parametrize("opt", ["sgd", "adamw"])
def test_ddp_trains_like_single_process_eager_on_the_whole_batch(tmp_path, opt):
    for r in launch(f"ddp_{opt}", tmp_path):
        assert_compiled(r["stats"])
        # Dynamo's DDP optimizer split the model at the gradient buckets: several graphs.
        assert r["stats"]["graphs"] >= 4, r["stats"]
        assert_matches_whole_batch(r)


def test_ddp_on_four_ranks(tmp_path):
    ranks = launch("ddp_sgd", tmp_path, world=4, deadline=240)
    for r in ranks:
        assert_compiled(r["stats"])
        assert_matches_whole_batch(r)
    # Every rank saw the same averaged gradients: identical parameters.
    for r in ranks[1:]:
        for p, q in zip(r["params"], ranks[0]["params"]):
            assert torch.equal(p, q)


def test_functional_collectives_run_between_compiled_regions(tmp_path):
    for r in launch("collectives", tmp_path):
        assert_compiled(r["stats"])
        # all_reduce, all_gather, reduce_scatter, all_to_all, broadcast and their waits.
        assert r["stats"]["collectives"] >= 10, r["stats"]
        for mode, out in r["modes"].items():  # fused, strict and debug (collectives run in eager there)
            torch.testing.assert_close(out, r["want"], rtol=1e-5, atol=1e-5, msg=mode)


def test_divergent_ranks_run_without_deadlock_and_only_rank_0_compiles_its_extra_work(tmp_path):
    r0, r1 = launch("mpmd", tmp_path, deadline=90)
    for r in (r0, r1):
        assert_compiled(r["stats"])
        torch.testing.assert_close(r["out"], r["want"], rtol=1e-5, atol=1e-6)
    # Each rank captured one graph, its own: only rank 0's has the norm (decomposed: pow, sum, div).
    assert r0["stats"]["graphs"] == r1["stats"]["graphs"] == 1

    def ops(rank: int) -> set[str]:
        files = list((tmp_path / f"dump{rank}").glob("*.graph.json"))
        assert files, f"rank {rank} dumped no graph"
        return {n["target"] for f in files for n in json.loads(f.read_text())["nodes"]}

    assert "aten.div.Tensor" in ops(0), ops(0)
    assert "aten.div.Tensor" not in ops(1), ops(1)


def test_a_collective_on_a_group_this_process_does_not_have_names_it(monkeypatch):
    monkeypatch.setenv("MASTER_ADDR", "127.0.0.1")
    monkeypatch.setenv("MASTER_PORT", str(free_port()))
    dist.init_process_group("gloo", rank=0, world_size=1)
    try:
        def f(x):
            return fcol.all_reduce(x * 2, "sum", "no-such-group") + 1

        with pytest.raises(Exception) as e:
            torch.compile(f, backend="torchtpu")(torch.ones(3))
        msg = str(e.value)
        assert "CollectiveError" in msg or isinstance(e.value, torchtpu.CollectiveError), msg
        assert "all_reduce" in msg and "no-such-group" in msg, msg
    finally:
        dist.destroy_process_group()


def test_dtensor_tensor_parallel_block_matches_the_plain_model(tmp_path):
    for r in launch("dtensor", tmp_path):
        assert_compiled(r["stats"])
        assert r["stats"]["collectives"] > 0, r["stats"]
        torch.testing.assert_close(r["out"], r["want"], rtol=1e-5, atol=1e-5)
        for name, g in r["grads"].items():
            torch.testing.assert_close(g, r["want_grads"][name], rtol=1e-4, atol=1e-5, msg=name)


@pytest.mark.parametrize("how", ["layers", "whole"])
def test_fsdp2_loss_curve_matches_eager_fsdp2(tmp_path, how):
    for r in launch(f"fsdp_{how}", tmp_path, deadline=180):
        assert_compiled(r["stats"])
        torch.testing.assert_close(r["losses"], r["want"], rtol=1e-5, atol=0)


def test_four_ranks_sharing_the_compile_service_compile_each_graph_once(tmp_path):
    # Each rank has a cache directory of its own (so the disk tier cannot share anything); all
    # four send their compiles to one `serve`. The job compiles each distinct graph once.
    from test_service import Server, client_env

    srv = Server(tmp_path)
    try:
        ranks = launch("ddp_sgd", tmp_path, world=4, deadline=240,
                       env=lambda r: {"TORCHTPU_CACHE_DIR": str(tmp_path / f"cache{r}"), **client_env(srv)})
        server = srv.stats()
    finally:
        srv.stop()
    graphs = set()
    for r in range(4):
        for f in (tmp_path / f"dump{r}").glob("*.graph.json"):
            graphs.add(hashlib.blake2b(f.read_bytes()).hexdigest())
    for r in ranks:
        assert_compiled(r["stats"])
        assert r["stats"]["compiles"] == 0 and r["stats"]["service_fallbacks"] == 0, r["stats"]
    requests = sum(r["stats"]["service_requests"] for r in ranks)
    print(f"\n4 ranks, one compile service: {len(graphs)} distinct graphs, {requests} requests, "
          f"{server['compiles']} XLA compiles in the job")
    # Each distinct program once in the job: every rank asked for each, the server compiled each
    # once. A graph that XLA would run inline with its kernels left to its workers is lowered
    # twice, the second time off that path (Session::compile_inner), so it is two programs.
    assert requests == 4 * server["compiles"], (server, requests)
    assert len(graphs) <= server["compiles"] <= 2 * len(graphs), (server, len(graphs))


def test_a_failed_collective_names_the_collective_and_the_group_and_does_not_hang(tmp_path):
    r0, r1 = launch("peer_dies", tmp_path, deadline=90)
    assert r1 is None  # rank 1 left
    err = r0["error"]
    assert err is not None, "rank 0's all-reduce with a dead peer did not fail"
    assert "all_reduce" in err and "process group" in err and "failed" in err, err
