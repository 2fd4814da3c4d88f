"""One rank of a distributed test (test_distributed.py): `python dist_worker.py SCENARIO RANK WORLD
PORT OUT_DIR`. Joins a gloo process group on loopback, runs the scenario with torchtpu and in
eager, and writes `OUT_DIR/rank<R>.pt` (a dict of tensors and counters) for the test to compare.
Every scenario is bounded: the process group times out after 60 s, and the test kills the ranks
after its own deadline."""

from __future__ import annotations

import datetime
import os
import sys

import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as fcol
import torch.nn as nn
import torch.nn.functional as F

import torchtpu


class Net(nn.Module):
    """An MLP big enough that DDP puts its gradients in more than one bucket (1 MB each)."""

    def __init__(self):
        super().__init__()
        self.a, self.b, self.c = nn.Linear(32, 512), nn.Linear(512, 512), nn.Linear(512, 4)

    def forward(self, x):
        return self.c(F.gelu(self.b(torch.tanh(self.a(x)))))


def data(world: int, rank: int, batch: int = 16):
    g = torch.Generator().manual_seed(1)
    x, y = torch.randn(batch, 32, generator=g), torch.randn(batch, 4, generator=g)
    return x, y, x.chunk(world)[rank], y.chunk(world)[rank]


def ddp(rank: int, world: int, opt_name: str) -> dict:
    from torch.nn.parallel import DistributedDataParallel as DDP

    torch.manual_seed(0)
    model = Net()
    reference, eager_model = Net(), Net()
    reference.load_state_dict(model.state_dict())
    eager_model.load_state_dict(model.state_dict())
    net = torch.compile(DDP(model, bucket_cap_mb=1), backend="torchtpu")
    eager_ddp = DDP(eager_model, bucket_cap_mb=1)
    make = {"sgd": lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9), "adamw": lambda p: torch.optim.AdamW(p, lr=1e-3)}[opt_name]
    opt, ref_opt, eager_opt = make(model.parameters()), make(reference.parameters()), make(eager_model.parameters())
    x, y, xs, ys = data(world, rank)
    losses = []
    for _ in range(4):
        opt.zero_grad()
        loss = F.mse_loss(net(xs), ys)
        loss.backward()
        opt.step()
        losses.append(loss.detach())
        # Eager DDP, for scale: how far plain PyTorch's own DDP lands from the whole-batch run.
        eager_opt.zero_grad()
        F.mse_loss(eager_ddp(xs), ys).backward()
        eager_opt.step()
        # Single-process eager on the whole batch: the same update DDP computes from the shards.
        ref_opt.zero_grad()
        F.mse_loss(reference(x), y).backward()
        ref_opt.step()
    return {"params": [p.detach() for p in model.parameters()], "ref": [p.detach() for p in reference.parameters()],
            "eager_ddp": [p.detach() for p in eager_model.parameters()], "losses": torch.stack(losses)}


def collectives(rank: int, world: int) -> dict:
    group = dist.group.WORLD

    def f(x, w):
        h = torch.tanh(x @ w)
        s = fcol.all_reduce(h, "sum", group)
        g = fcol.all_gather_tensor(h * 2, 0, group)
        r = fcol.reduce_scatter_tensor(g, "sum", 0, group)
        a = fcol.all_to_all_single(h + 1, None, None, group)
        b = fcol.broadcast(h - 1, 1, group)
        return s + r.sum() + a * b + g.mean(0)

    x, w = torch.randn(4, 8, generator=torch.Generator().manual_seed(rank)), torch.randn(8, 8)
    outs = {mode: torch.compile(f, backend="torchtpu", options={"torchtpu.mode": mode})(x, w)
            for mode in ("fused", "strict", "debug")}
    return {"out": outs["fused"], "modes": outs, "want": f(x, w)}


def exact_shapes(rank: int, world: int) -> dict:
    """A graph with symbolic sizes compiled for exact shapes (bucketing off): each call issues its
    all_reduce once, counted by the process group's sequence number (one per collective)."""
    group = dist.group.WORLD
    pg = dist.distributed_c10d._get_default_group()

    def f(x):
        return fcol.all_reduce(torch.ones_like(x) * 1.0, "sum", group) + x.sum(0)

    c = torch.compile(f, backend="torchtpu", dynamic=True, options={"torchtpu.buckets": "off"})
    issued, outs, wants = [], [], []
    for n in (3, 5, 5, 8):
        x = torch.randn(n, 4)
        before = pg._get_sequence_number_for_group()
        outs.append(c(x))
        issued.append(pg._get_sequence_number_for_group() - before)
        wants.append(torch.full((n, 4), float(world)) + x.sum(0))
    before = pg._get_sequence_number_for_group()
    f(torch.randn(3, 4))
    eager_issued = pg._get_sequence_number_for_group() - before
    return {"out": outs, "want": wants, "issued": issued, "eager_issued": eager_issued}


def mpmd(rank: int, world: int) -> dict:
    """Rank 0 does extra work (a norm to log, another branch) around the same collective."""
    group = dist.group.WORLD

    def step(x, w):
        h = x @ w
        if dist.get_rank() == 0:
            h = h / h.norm()  # only rank 0: a graph the other rank never compiles
        s = fcol.all_reduce(h, "sum", group)
        return torch.relu(s) * 2

    x, w = torch.randn(4, 8) + rank, torch.randn(8, 8)
    torch.manual_seed(0)
    c = torch.compile(step, backend="torchtpu")
    outs = [c(x, w) for _ in range(3)]
    torch.manual_seed(0)
    return {"out": torch.stack(outs), "want": torch.stack([step(x, w) for _ in range(3)])}


def peer_dies(rank: int, world: int) -> dict:
    """Rank 1 leaves without joining the all-reduce; rank 0's must raise, naming it, not hang."""
    def f(x):
        return fcol.all_reduce(torch.tanh(x) * 2, "sum", dist.group.WORLD) + 1

    c = torch.compile(f, backend="torchtpu")
    c(torch.ones(4))  # both ranks: compiled, and one collective that works
    dist.barrier()
    if rank == 1:
        os._exit(0)
    try:
        c(torch.ones(4))
    except torchtpu.CollectiveError as e:
        return {"error": str(e)}
    return {"error": None}


class Tiny(nn.Module):
    """A small transformer: embedding, Blocks, a head."""

    def __init__(self, layers: int = 2):
        super().__init__()
        self.emb = nn.Embedding(64, 32)
        self.layers = nn.ModuleList(Block() for _ in range(layers))
        self.head = nn.Linear(32, 64)

    def forward(self, ids):
        h = self.emb(ids)
        for layer in self.layers:
            h = layer(h)
        return self.head(h)


def fsdp(rank: int, world: int, how: str) -> dict:
    """FSDP2 (`fully_shard`) on Tiny, 10 AdamW steps, compiled per layer (`layers`) or whole
    (`whole`) with torchtpu, against the same FSDP2 setup in eager."""
    from torch.distributed.fsdp import fully_shard

    def build(compiled: bool):
        torch.manual_seed(0)
        m = Tiny()
        for i, layer in enumerate(m.layers):
            fully_shard(layer)
            if compiled and how == "layers":
                m.layers[i] = torch.compile(layer, backend="torchtpu")
        fully_shard(m)
        if compiled and how == "whole":
            m = torch.compile(m, backend="torchtpu")
        return m

    g = torch.Generator().manual_seed(5 + rank)
    batches = [torch.randint(0, 64, (2, 8), generator=g) for _ in range(10)]
    curves = {}
    for compiled in (False, True):
        m = build(compiled)
        opt = torch.optim.AdamW(m.parameters(), lr=1e-2)
        losses = []
        for ids in batches:
            opt.zero_grad()
            loss = F.cross_entropy(m(ids).flatten(0, 1), ids.roll(1, 1).flatten())
            loss.backward()
            opt.step()
            losses.append(loss.detach())
        curves[compiled] = torch.stack(losses)
    return {"losses": curves[True], "want": curves[False]}


def main() -> None:
    scenario, rank, world, port, out_dir = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=port)
    torch.set_num_threads(1)
    # Each rank dumps what it compiled (the MPMD test reads it).
    os.environ["TORCHTPU_DUMP_DIR"] = os.path.join(out_dir, f"dump{rank}")
    # peer_dies: a dead peer is noticed within this (gloo also notices a closed connection at once).
    timeout = 30 if scenario == "peer_dies" else 60
    dist.init_process_group("gloo", rank=rank, world_size=world, timeout=datetime.timedelta(seconds=timeout))
    try:
        if scenario.startswith("ddp_"):
            result = ddp(rank, world, scenario.removeprefix("ddp_"))
        elif scenario.startswith("fsdp_"):
            result = fsdp(rank, world, scenario.removeprefix("fsdp_"))
        else:
            result = {"collectives": collectives, "exact_shapes": exact_shapes, "mpmd": mpmd, "dtensor": dtensor, "peer_dies": peer_dies}[scenario](rank, world)
        result["stats"] = torchtpu.stats()
        torch.save(result, os.path.join(out_dir, f"rank{rank}.pt"))
        # Leave without tearing gloo down: its teardown sometimes aborts the process at exit
        # ("terminate called without an active exception", a thread still joinable) after every
        # check has passed and the results are written. The barrier keeps a rank from closing
        # its connections while the other still uses them (no barrier once a peer has died).
        if scenario != "peer_dies":
            dist.barrier()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)
    finally:
        dist.destroy_process_group()


class Block(nn.Module):
    """A transformer block laid out for tensor parallelism: LayerNorm (sequence parallel),
    attention (q/k/v column-wise, out row-wise) and an MLP (column-wise then row-wise)."""

    def __init__(self, dim: int = 32, heads: int = 4):
        super().__init__()
        self.heads = heads
        self.norm1, self.norm2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.q, self.k, self.v, self.o = (nn.Linear(dim, dim) for _ in range(4))
        self.up, self.down = nn.Linear(dim, 4 * dim), nn.Linear(4 * dim, dim)

    def forward(self, x):
        h = self.norm1(x)
        # Under tensor parallelism the projections see the whole sequence and a slice of the heads.
        q, k, v = (lin(h) for lin in (self.q, self.k, self.v))
        b, t, _ = q.shape
        q, k, v = (u.view(b, t, -1, 8).transpose(1, 2) for u in (q, k, v))
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.o(a.transpose(1, 2).reshape(b, t, -1))
        return x + self.down(F.gelu(self.up(self.norm2(x))))


def dtensor(rank: int, world: int) -> dict:
    """Tensor parallelism on a CPU mesh: sequence-parallel norms, column-wise q/k/v and up
    projections, row-wise out and down projections (their outputs scattered over the sequence),
    compiled with torchtpu, against the plain block on the whole input."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import Shard
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, SequenceParallel, parallelize_module

    mesh = init_device_mesh("cpu", (world,))
    torch.manual_seed(0)
    plain, model = Block(), Block()
    model.load_state_dict(plain.state_dict())
    colwise = ColwiseParallel(input_layouts=Shard(1))
    rowwise = RowwiseParallel(output_layouts=Shard(1))
    parallelize_module(model, mesh, {
        "norm1": SequenceParallel(), "norm2": SequenceParallel(),
        "q": colwise, "k": colwise, "v": colwise, "o": rowwise,
        "up": colwise, "down": rowwise,
    })
    x = torch.randn(2, 8, 32, generator=torch.Generator().manual_seed(3))
    local = x.chunk(world, dim=1)[rank].contiguous()
    out = torch.compile(model, backend="torchtpu")(local)
    out.square().sum().backward()
    full = torch.cat(fcol.all_gather_tensor(out.detach().contiguous(), 0, dist.group.WORLD).chunk(world), dim=1)
    want = plain(x)
    want.square().sum().backward()
    grads = {n: p.grad.full_tensor() for n, p in model.named_parameters()}
    return {"out": full, "want": want.detach(), "grads": grads,
            "want_grads": {n: p.grad for n, p in plain.named_parameters()}}


if __name__ == "__main__":
    main()
