"""One rank of the torchtitan test (test_torchtitan.py): torchtitan's llama3 debug model (smaller),
parallelized by torchtitan's own `parallelize_llama` with FSDP2 over every rank and its compile
setting (`compile.enable`, `compile.backend = "torchtpu"`: each TransformerBlock and the loss),
trained with torchtitan's loss for a few steps; then the same in eager. Writes both loss curves
and torchtpu's stats to <out>/rank<r>.pt.

torchtitan picks its device type at import (`cuda` when no accelerator is found); on a CPU
machine the mesh is made for `cpu` with gloo instead, and FSDP is told to reduce with sums (gloo
has no PREMUL_SUM); those are the two changes made to the library's path, both for gloo on CPU.

    python titan_worker.py RANK WORLD PORT OUT
"""

import os
import sys

rank, world, port, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
os.environ.update(RANK=str(rank), LOCAL_RANK=str(rank), WORLD_SIZE=str(world), MASTER_ADDR="127.0.0.1",
                  MASTER_PORT=port)

import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402

import torchtpu  # noqa: E402
import torchtitan.distributed.parallel_dims as titan_dims  # noqa: E402
from torchtitan.components.loss import build_cross_entropy_loss  # noqa: E402
from torchtitan.config.job_config import JobConfig  # noqa: E402
from torchtitan.distributed.parallel_dims import ParallelDims  # noqa: E402
from torchtitan.models.llama3 import Transformer, TransformerModelArgs, parallelize_llama  # noqa: E402

if not torch.cuda.is_available():
    titan_dims.device_type = "cpu"
dist.init_process_group("gloo", rank=rank, world_size=world)

SEQ, BATCH, STEPS = 32, 2, 4


def run(compiled: bool) -> list[float]:
    job = JobConfig()
    job.compile.enable = compiled
    job.compile.backend = "torchtpu"
    job.training.seq_len = SEQ
    job.training.mixed_precision_param = "float32"
    job.training.mixed_precision_reduce = "float32"
    dims = ParallelDims(dp_replicate=1, dp_shard=world, cp=1, tp=1, pp=1, ep=1, etp=1, world_size=world)
    dims.build_mesh()
    torch.manual_seed(0)
    args = TransformerModelArgs(dim=64, n_layers=2, n_heads=4, vocab_size=256, rope_theta=500000, max_seq_len=SEQ)
    model = Transformer(args)
    with torch.no_grad():  # as torchtitan's trainer does
        model.init_weights(buffer_device=torch.device("cpu"))
    model = parallelize_llama(model, dims, job)
    if dist.get_backend() == "gloo":
        # torchtitan keeps FSDP from dividing gradients, and FSDP then reduces with PREMUL_SUM,
        # which gloo lacks (eager fails the same way); sum reductions plus a separate scaling do
        # the same arithmetic. Not needed with NCCL.
        from torch.distributed.fsdp import FSDPModule

        for m in model.modules():
            if isinstance(m, FSDPModule):
                m.set_force_sum_reduction_for_comms(True)
    loss_fn = build_cross_entropy_loss(job)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    g = torch.Generator().manual_seed(100 + rank)  # each rank its own shard of the batch
    losses = []
    for _ in range(STEPS):
        tokens = torch.randint(0, args.vocab_size, (BATCH, SEQ + 1), generator=g)
        opt.zero_grad()
        loss = loss_fn(model(tokens[:, :-1]), tokens[:, 1:]) / (BATCH * SEQ)
        loss.backward()
        opt.step()
        total = loss.detach().clone()
        dist.all_reduce(total)
        losses.append(total.item() / world)
    return losses


torchtpu.reset_stats()
compiled = run(True)
stats = torchtpu.stats()
eager = run(False)
torch.save({"eager": eager, "torchtpu": compiled, "stats": stats}, os.path.join(out, f"rank{rank}.pt"))
# Both ranks reach the shutdown together, then leave without tearing gloo down: twice (in about 40
# runs, the second on 2026-12-06 after the barrier was added) a rank died at the end with
# "terminate called without an active exception", gloo's known failure when a rank destroys its
# connections (or the interpreter's exit destroys its threads) while the other rank's threads still
# wait on them. Everything the test checks is in rank{r}.pt, written above; `os._exit` after the
# barrier skips that teardown, so the exit status says whether the steps ran, not how gloo left.
dist.barrier()
sys.stdout.flush()
sys.stderr.flush()
os._exit(0)
