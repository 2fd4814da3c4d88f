"""torchtpu.precompile says so when calling `fn` made no torchtpu graph, instead of returning
zero counts."""

import pytest
import torch

import torchtpu


def test_uncompiled_module_raises_with_the_fix():
    model = torch.nn.Linear(4, 4)
    with pytest.raises(TypeError, match=r'not compiled with torchtpu.*torch.compile\(model, backend="torchtpu"'):
        torchtpu.precompile(model, (torch.randn(3, 4),))


def test_model_called_before_raises():
    f = torch.compile(lambda x: x.sin() + 1, backend="torchtpu", dynamic=True)
    f(torch.randn(5, 4))
    with pytest.raises(RuntimeError, match="made no new torchtpu graph"):
        torchtpu.precompile(f, (torch.randn(5, 4),))


def test_compiled_model_precompiles():
    f = torch.compile(lambda x: x.sin() + 1, backend="torchtpu", dynamic=True)
    report = torchtpu.precompile(f, (torch.randn(5, 4),), max_size=16)
    assert report["graphs"] == 1 and report["compiled"] > 0, report
