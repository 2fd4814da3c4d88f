"""The step a benchmark times: a training step (`zero_grad`, forward, loss, backward, an SGD step)
or an inference call under `no_grad`, for scripts that time one backend alone in its process
(`step_time.py`, `cpu_profile.py`)."""

import copy
from typing import Callable


def make_step(base, args: tuple, training: bool, backend: str) -> Callable[[], None]:
    """A copy of `base` compiled with `backend` (eager: not compiled), and a function running one
    step of it on `args`."""
    import torch

    from benchmarks.models import loss_of

    m = copy.deepcopy(base).train(training)
    f = m if backend == "eager" else torch.compile(m, backend=backend)
    opt = torch.optim.SGD(m.parameters(), lr=1e-3) if training else None

    def step() -> None:
        if training:
            opt.zero_grad(set_to_none=True)
            loss_of(f(*args)).backward()
            opt.step()
        else:
            with torch.no_grad():
                f(*args)

    return step
