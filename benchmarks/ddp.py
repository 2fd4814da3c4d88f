"""A DDP training step on 2 ranks (gloo on loopback): torchtpu against eager DDP, and what the graph
splits cost (docs/distributed.md). Each rank runs an MLP 1024 wide (4 layers) on 64 rows of its own,
one torch thread per rank. Prints, from rank 0, the step time of each variant and its ratio to eager
DDP (higher is faster):

- `eager DDP`: plain PyTorch;
- `torchtpu DDP`: `torch.compile(DDP(model), backend="torchtpu")`; Dynamo's DDP optimizer splits
  the graphs at the gradient buckets, so each bucket's all-reduce starts while the rest of the
  backward runs;
- `torchtpu DDP, one graph`: the same with `optimize_ddp=False`: no splits, the all-reduces wait
  for the whole backward;
- `torchtpu, no DDP`: the compiled model on the rank's rows alone, no communication: the floor.

    .venv/bin/python benchmarks/ddp.py [--steps 20] [--width 1024]
"""

from __future__ import annotations

import argparse
import datetime
import os
import socket
import statistics
import sys
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
import torch.nn.functional as F


class MLP(nn.Module):
    def __init__(self, width: int):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(width, width) for _ in range(4))
        self.head = nn.Linear(width, 10)

    def forward(self, x):
        for layer in self.layers:
            x = F.gelu(layer(x))
        return self.head(x)


def step_time(model, x, y, steps: int) -> float:
    """Median seconds per SGD step, after two warm-up steps (which compile)."""
    opt = torch.optim.SGD(model.parameters(), lr=1e-3)
    times = []
    for i in range(steps + 2):
        dist.barrier()
        t0 = time.perf_counter()
        opt.zero_grad()
        F.cross_entropy(model(x), y).backward()
        opt.step()
        if i >= 2:
            times.append(time.perf_counter() - t0)
    return statistics.median(times)


def rank_main(rank: int, world: int, port: int, steps: int, width: int) -> None:
    from torch.nn.parallel import DistributedDataParallel as DDP

    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    torch.set_num_threads(1)
    dist.init_process_group("gloo", rank=rank, world_size=world, timeout=datetime.timedelta(seconds=120))
    import torchtpu

    g = torch.Generator().manual_seed(rank)
    x, y = torch.randn(64, width, generator=g), torch.randint(0, 10, (64,), generator=g)
    results = {}

    def fresh():
        torch.manual_seed(0)
        torch._dynamo.reset()
        return MLP(width)

    results["eager DDP"] = step_time(DDP(fresh()), x, y, steps)
    results["torchtpu DDP"] = step_time(torch.compile(DDP(fresh()), backend="torchtpu"), x, y, steps)
    graphs_split = torchtpu.stats()["graphs"]
    with torch._dynamo.config.patch(optimize_ddp=False):
        before = torchtpu.stats()["graphs"]
        results["torchtpu DDP, one graph"] = step_time(torch.compile(DDP(fresh()), backend="torchtpu"), x, y, steps)
        graphs_one = torchtpu.stats()["graphs"] - before
    results["torchtpu, no DDP"] = step_time(torch.compile(fresh(), backend="torchtpu"), x, y, steps)
    assert torchtpu.stats()["fallbacks"] == 0, "a graph fell back to eager: not torchtpu's timings"
    if rank == 0:
        base = results["eager DDP"]
        print(f"DDP step, {world} ranks (gloo, loopback), MLP {width} wide x 4, 64 rows per rank, 1 thread per rank")
        print(f"{'variant':28} {'step ms':>9} {'vs eager DDP':>13}")
        for k, v in results.items():
            print(f"{k:28} {v * 1e3:9.2f} {base / v:12.2f}x")
        print(f"graphs: {graphs_split} with the DDP optimizer's splits (forward and backward), {graphs_one} without")
    dist.destroy_process_group()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--width", type=int, default=1024)
    ap.add_argument("--world", type=int, default=2)
    a = ap.parse_args()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    mp.start_processes(rank_main, args=(a.world, port, a.steps, a.width), nprocs=a.world, start_method="spawn")


if __name__ == "__main__":
    sys.exit(main())
