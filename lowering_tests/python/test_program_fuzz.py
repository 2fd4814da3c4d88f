"""A fixed set of the differential fuzzer's random programs (`program_fuzz.py`): each compiles with
no fallback and matches eager, outputs, strides, writes into inputs and gradients. The seeds are
spread over the generator's kinds (small and large dims, inference, training, symbolic sizes);
the fuzzer itself runs many more (`program_fuzz.py --seeds 0:400`, docs/fuzzing.md)."""

import pytest

import program_fuzz

# Seeds whose programs cover the templates between them (products, convolution stacks, spelled-out
# attention, in-place writes of inputs and of views, indexing) at small and large dims.
INFERENCE = [0, 2, 3, 5, 9, 13, 21, 34]
TRAINING = [1, 4, 7, 12, 25]
DYNAMIC = [6, 8, 16, 28]


def _check(seed, train=False, dynamic=False):
    program = program_fuzz.generate(seed, train)
    problems = program_fuzz.check(program, train, dynamic)
    assert not problems, f"seed {seed}:\n" + "\n".join(problems) + "\n" + program.source()


@pytest.mark.parametrize("seed", INFERENCE)
def test_inference_program_matches_eager(seed):
    _check(seed)


@pytest.mark.parametrize("seed", TRAINING)
def test_training_program_matches_eager(seed):
    _check(seed, train=True)


@pytest.mark.parametrize("seed", DYNAMIC)
def test_dynamic_program_matches_eager_at_two_sizes(seed):
    _check(seed, dynamic=True)


def test_programs_are_the_same_for_a_seed():
    """A seed names one program (failures are reported by seed)."""
    a, b = program_fuzz.generate(11), program_fuzz.generate(11)
    assert a.source() == b.source()
    assert all((a.inputs[k] == b.inputs[k]).all() for k in a.inputs)


def test_the_comparison_sees_a_wrong_result(monkeypatch):
    """The check is not vacuous: a backend whose outputs are 1% off fails it."""
    import torch

    compile_ = torch.compile

    def off(fn, **kwargs):
        compiled = compile_(fn, **kwargs)
        return lambda *args: tuple(o * 1.01 for o in compiled(*args))

    monkeypatch.setattr(torch, "compile", off)
    problems = program_fuzz.check(program_fuzz.generate(0))
    assert any("Mismatched" in p for p in problems), problems
