"""The StableHLO torchtpu compiles, as log records on the `torchtpu.stablehlo` logger (INFO).

Only when that logger itself is switched on: `TORCH_LOGS="torchtpu.stablehlo"` (with
`torchtpu` beside it for the rest: `TORCH_LOGS="torchtpu,torchtpu.stablehlo"`), or
`logging.getLogger("torchtpu.stablehlo").setLevel(logging.INFO)`. `TORCH_LOGS="torchtpu"` and
`+torchtpu` leave it out: whole modules would bury the lines they are read for. (A module of its own so that the name is one `TORCH_LOGS` accepts: torch
parses the variable when it is imported, before torchtpu can register anything.)"""

from __future__ import annotations

import logging
import os

LOG = logging.getLogger(__name__)


def _switched_on() -> bool:
    """Whether the StableHLO is asked for by name. torch gives `torchtpu.stablehlo` the same
    level for `TORCH_LOGS="torchtpu"` as for `TORCH_LOGS="torchtpu.stablehlo"`, so the variable's
    own items tell them apart; without a `torchtpu` item, the logger's own level decides (plain
    `logging` configuration)."""
    items = [i.strip().lstrip("+-") for i in os.environ.get("TORCH_LOGS", "").split(",")]
    if __name__ in items:
        return LOG.isEnabledFor(logging.INFO)
    if any(i == "torchtpu" or i.startswith("torchtpu.") for i in items):
        return False
    return LOG.level != logging.NOTSET and LOG.isEnabledFor(logging.INFO)


def log_stablehlo(graph: str, text: str) -> None:
    if _switched_on():
        LOG.info("StableHLO of graph `%s`:\n%s", graph, text)
