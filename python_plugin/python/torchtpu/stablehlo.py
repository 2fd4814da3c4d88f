"""The StableHLO torchtpu compiles, as log records on the `torchtpu.stablehlo` logger (INFO).

`TORCH_LOGS="torchtpu.stablehlo"` shows only these; `TORCH_LOGS="torchtpu"` shows them with the
rest of torchtpu's log. (A module of its own so that the name is one `TORCH_LOGS` accepts: torch
parses the variable when it is imported, before torchtpu can register anything.)"""

from __future__ import annotations

import logging

LOG = logging.getLogger(__name__)


def log_stablehlo(graph: str, text: str) -> None:
    if LOG.isEnabledFor(logging.INFO):
        LOG.info("StableHLO of graph `%s`:\n%s", graph, text)
