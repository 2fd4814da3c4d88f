"""Warm starts that skip AOTAutograd: torchtpu's graphs in PyTorch's AOTAutograd cache
(docs/cache.md, "The AOTAutograd cache"; torchtpu/capture/aot_cache.py).

The tests start new processes, as a user would: `python test_aot_cache.py child SPEC` compiles a
small MLP with `torch.compile(backend="torchtpu")`, runs a training step (forward and backward)
or an inference call, checks the results against eager, and prints AOTAutograd's cache counters
and torchtpu's stats as JSON. Every test has its own torchtpu cache and PyTorch cache directories.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings

import pytest
import torch

HERE = os.path.abspath(__file__)


def _child(spec: dict) -> None:
    import torch
    from torch._dynamo.utils import counters

    import torchtpu

    torch.manual_seed(0)
    width, batch = spec.get("width", 32), spec.get("batch", 8)
    model = torch.nn.Sequential(
        torch.nn.Linear(width, width), torch.nn.GELU(), torch.nn.LayerNorm(width), torch.nn.Linear(width, 4)
    )
    ref = torch.nn.Sequential(
        torch.nn.Linear(width, width), torch.nn.GELU(), torch.nn.LayerNorm(width), torch.nn.Linear(width, 4)
    )
    ref.load_state_dict(model.state_dict())
    x = torch.randn(batch, width)
    compiled = torch.compile(model, backend="torchtpu", options=spec.get("options") or {})
    out: dict = {}
    if spec.get("train", True):
        loss = compiled(x).pow(2).mean()
        loss.backward()
        ref_loss = ref(x).pow(2).mean()
        ref_loss.backward()
        torch.testing.assert_close(loss, ref_loss, rtol=1e-5, atol=1e-5)
        for p, r in zip(model.parameters(), ref.parameters()):
            torch.testing.assert_close(p.grad, r.grad, rtol=1e-5, atol=1e-5)
        out["result"] = [loss.item()] + [p.grad.sum().item() for p in model.parameters()]
    else:
        with torch.no_grad():
            y = compiled(x)
            torch.testing.assert_close(y, ref(x), rtol=1e-5, atol=1e-5)
        out["result"] = y.flatten().tolist()
    out["aot"] = dict(counters["aot_autograd"])
    out["stats"] = torchtpu.stats()
    print(json.dumps(out))


def run(tmp_path, spec: dict | None = None, **env) -> dict:
    """One child process with this test's cache directories; its JSON report."""
    full = dict(os.environ)
    full.update(
        TORCHTPU_CACHE_DIR=str(tmp_path / "torchtpu-cache"),
        TORCHINDUCTOR_CACHE_DIR=str(tmp_path / "inductor-cache"),
        TORCHTPU_AOT_CACHE="1",
    )
    full.update({k: v for k, v in env.items()})
    r = subprocess.run(
        [sys.executable, HERE, "child", json.dumps(spec or {})],
        env=full, capture_output=True, text=True, timeout=300,
    )
    assert r.returncode == 0, f"child failed ({r.returncode}):\n{r.stderr[-4000:]}"
    report = json.loads(r.stdout.strip().splitlines()[-1])
    # As the conftest checks in this process: the child ran compiled code only.
    assert report["stats"]["fallbacks"] == 0
    return report


def _cold(report: dict, graphs: int) -> None:
    assert report["aot"].get("autograd_cache_miss") == 1, report["aot"]
    assert report["aot"].get("autograd_cache_saved") == 1, report["aot"]
    assert report["aot"].get("autograd_cache_hit", 0) == 0, report["aot"]
    assert report["stats"]["graphs"] == graphs
    assert report["stats"]["aot_cache_loads"] == 0


def _warm(report: dict, graphs: int) -> None:
    assert report["aot"].get("autograd_cache_hit") == 1, report["aot"]
    assert report["aot"].get("autograd_cache_miss", 0) == 0, report["aot"]
    # AOTAutograd did not run, so torchtpu's compilers were never called...
    assert report["stats"]["graphs"] == 0
    assert report["stats"]["aot_cache_loads"] == graphs
    # ... and the executables came from torchtpu's disk cache: no XLA compile.
    assert report["stats"]["compiles"] == 0
    assert report["stats"]["disk_hits"] == graphs


def test_training_step_warm_start_skips_aot_autograd_and_xla(tmp_path):
    cold = run(tmp_path)
    _cold(cold, graphs=2)
    assert cold["stats"]["compiles"] == 2
    warm = run(tmp_path)
    _warm(warm, graphs=2)
    # The same numbers (each child also checked its own against eager).
    assert warm["result"] == cold["result"]


def test_inference_warm_start(tmp_path):
    cold = run(tmp_path, {"train": False})
    _cold(cold, graphs=1)
    warm = run(tmp_path, {"train": False})
    _warm(warm, graphs=1)
    assert warm["result"] == cold["result"]


def test_without_the_executables_the_warm_process_compiles_them(tmp_path):
    """The AOTAutograd entry holds the serialized graph, not the executable: with torchtpu's
    cache emptied (or another machine's PyTorch cache), the hit still skips AOTAutograd and
    compiles with XLA."""
    _cold(run(tmp_path), graphs=2)
    report = run(tmp_path, TORCHTPU_CACHE_DIR="off")
    assert report["aot"].get("autograd_cache_hit") == 1, report["aot"]
    assert report["stats"]["graphs"] == 0 and report["stats"]["aot_cache_loads"] == 2
    assert report["stats"]["compiles"] == 2


@pytest.mark.parametrize(
    "spec, env",
    [
        ({"batch": 16}, {}),  # another input shape
        ({"width": 48}, {}),  # another model
        ({"options": {"torchtpu.buckets": "off"}}, {}),  # a torchtpu option
        ({}, {"TORCHTPU_CHECKS": "0"}),  # a torchtpu setting that changes the graph
        ({}, {"TORCHTPU_DISABLE_PASSES": "cse"}),  # one that changes only the compile
        ({}, {"TORCHTPU_RANDOM": "torch"}),  # one that changes the decompositions
        ({}, {"TORCH_COMPILE_CACHE_KEY_TAG": "mine"}),  # the user's own tag is kept
    ],
    ids=["shape", "model", "option", "checks", "passes", "random", "user-tag"],
)
def test_a_change_misses(tmp_path, spec, env):
    _cold(run(tmp_path), graphs=2)
    _cold(run(tmp_path, spec, **env), graphs=2)


def test_off_by_default_and_opt_out(tmp_path):
    for _ in range(2):
        report = run(tmp_path, TORCHTPU_AOT_CACHE="")
        assert not any(k.startswith("autograd_cache") for k in report["aot"]), report["aot"]
        assert report["stats"]["graphs"] == 2 and report["stats"]["aot_cache_loads"] == 0
    for _ in range(2):
        report = run(tmp_path, TORCHTPU_AOT_CACHE="0")
        assert not any(k.startswith("autograd_cache") for k in report["aot"]), report["aot"]
        assert report["stats"]["graphs"] == 2 and report["stats"]["aot_cache_loads"] == 0


def test_graphs_that_cannot_be_stored_bypass(tmp_path):
    """`strict` mode runs op by op: nothing to store, and no AOTAutograd cache lookup either."""
    for _ in range(2):
        report = run(tmp_path, {"options": {"torchtpu.mode": "strict"}})
        assert report["aot"].get("autograd_cache_hit", 0) == 0
        assert report["stats"]["aot_cache_loads"] == 0


def test_a_directory_others_can_write_is_not_used(tmp_path, monkeypatch):
    from torch._dynamo.utils import counters

    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(shared))
    monkeypatch.setenv("TORCHTPU_AOT_CACHE", "1")
    counters.clear()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        y = torch.compile(torch.nn.Linear(3, 2), backend="torchtpu")(torch.randn(2, 3))
    assert y.shape == (2, 2)
    assert any("not using the AOTAutograd cache" in str(w.message) and "writable by group or others" in str(w.message)
               for w in caught), [str(w.message) for w in caught]
    assert not any(k.startswith("autograd_cache") for k in counters["aot_autograd"])


def test_in_process_hit_after_reset(tmp_path, monkeypatch):
    """The same model compiled again in one process (after `torch._dynamo.reset()`) is also served
    by the AOTAutograd cache, from this test's own directory."""
    import torchtpu
    from torch._dynamo.utils import counters

    monkeypatch.setenv("TORCHTPU_AOT_CACHE", "1")
    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Linear(6, 6), torch.nn.ReLU())
    x = torch.randn(3, 6)
    counters.clear()
    with torch.no_grad():
        a = torch.compile(m, backend="torchtpu")(x)
        torch._dynamo.reset()
        b = torch.compile(m, backend="torchtpu")(x)
        torch.testing.assert_close(b, m(x))
    assert counters["aot_autograd"]["autograd_cache_hit"] == 1
    assert torchtpu.stats()["aot_cache_loads"] == 1
    assert torch.equal(a, b)


if __name__ == "__main__" and len(sys.argv) == 3 and sys.argv[1] == "child":
    _child(json.loads(sys.argv[2]))
