"""Execution modes (docs/modes.md): `fused` (one executable per graph, the default), `strict` (one
executable per op, compiled once per op signature and shared between models) and `debug` (op by
op, each result checked: shape, dtype, NaN/Inf, and against eager with TORCHTPU_DEBUG_COMPARE=1).
`TORCHTPU_RANDOM=torch` makes random ops draw eager's numbers in every mode."""

import copy
import warnings

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import torchtpu
from torchtpu.execution import modes

MODES = ["fused", "strict", "debug"]


def compiled(fn, mode, **kw):
    return torch.compile(fn, backend="torchtpu", options={"torchtpu.mode": mode}, **kw)


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.bn = nn.BatchNorm2d(8)
        self.fc = nn.Linear(8, 5)

    def forward(self, x):
        h = F.relu(self.bn(self.conv(x)))
        return self.fc(h.mean((2, 3))).log_softmax(-1)


def mlp():
    return nn.Sequential(nn.Linear(8, 16), nn.GELU(), nn.LayerNorm(16), nn.Linear(16, 4))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("make, shape", [(mlp, (6, 8)), (ConvNet, (2, 3, 8, 8))])
def test_every_mode_gives_eager_results_forward_and_gradients(mode, make, shape):
    torch.manual_seed(0)
    m = make().train()
    ref = copy.deepcopy(m)
    x = torch.randn(*shape)
    c = compiled(m, mode)
    for _ in range(2):  # two steps: buffers (BatchNorm's running stats) updated in place twice
        out, want = c(x), ref(x)
        torch.testing.assert_close(out, want, rtol=1e-5, atol=1e-5)
        out.square().sum().backward()
        want.square().sum().backward()
    for p, q in zip(m.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-5)
    for b, r in zip(m.buffers(), ref.buffers()):
        torch.testing.assert_close(b, r, rtol=1e-5, atol=1e-6)
    s = torchtpu.stats()
    # Compiled (TORCHTPU_FALLBACK=error, conftest): no op ran in eager, not even by design
    # (AOTAutograd writes BatchNorm's running statistics back after the graph).
    assert s["fallbacks"] == 0 and s["op_eager"] == 0 and s["internal_errors"] == 0, s
    assert s["op_eager_by_design"] == 0, s
    if mode != "fused":
        assert s["op_compiles"] + s["op_cache_hits"] > 10, s


def test_an_unknown_mode_is_an_error_listing_the_modes(monkeypatch):
    with pytest.raises(Exception, match=r"option torchtpu.mode='fast': the modes are fused, strict, debug"):
        compiled(lambda x: x + 1, "fast")(torch.randn(2))
    monkeypatch.setenv("TORCHTPU_MODE", "Debugging")
    with pytest.raises(Exception, match=r"TORCHTPU_MODE='Debugging': the modes are fused, strict, debug"):
        torch.compile(lambda x: x + 1, backend="torchtpu")(torch.randn(2))


def test_mode_from_the_environment(monkeypatch):
    monkeypatch.setenv("TORCHTPU_MODE", "strict")
    x = torch.randn(3, 4)
    torch.testing.assert_close(torch.compile(lambda x: (x * 3).sum(0), backend="torchtpu")(x), (x * 3).sum(0))
    s = torchtpu.stats()
    assert s["op_compiles"] + s["op_cache_hits"] >= 2 and s["op_eager"] == 0 and s["fallbacks"] == 0, s


def planted_nan(x):
    y = x.abs() + 1
    z = torch.log(y - 100)  # the planted NaN: every element of y is far below 100
    return z.exp().sum()


def test_debug_finds_a_planted_nan_and_names_node_and_line():
    with pytest.raises(modes.DebugError) as info:
        compiled(planted_nan, "debug")(torch.randn(4))
    e = info.value
    assert e.kind == "nan" and e.op == "aten.log.default" and e.node == "log", str(e)
    assert "test_modes.py" in e.source and "torch.log(y - 100)" in e.source, e.source
    assert "input 0: float32[4]" in str(e) and "nan=0" in str(e)


def test_debug_allows_infinities_the_model_makes_on_purpose():
    def masked(x):
        mask = torch.triu(torch.full((4, 4), float("-inf")), 1)
        return (x + mask).softmax(-1)

    x = torch.randn(4, 4)
    torch.testing.assert_close(compiled(masked, "debug")(x), masked(x))


@pytest.mark.parametrize("train", [False, True])
def test_debug_allows_a_nan_the_graph_asks_for(train):
    # `kl_div`'s decomposition makes `scalar_tensor(nan)` and selects it away (xlogy): a NaN
    # number among an op's arguments is not a NaN the model made by accident (program_fuzz.py
    # --mode debug --train seed 12 raised DebugError).
    def loss(a, b):
        return torch.nn.functional.kl_div(torch.log_softmax(a, -1), torch.softmax(b, -1), reduction="batchmean")

    a, b = torch.randn(4, 5, requires_grad=train), torch.randn(4, 5)
    torch.testing.assert_close(compiled(loss, "debug")(a, b), loss(a, b))


def test_debug_compare_names_the_node_whose_lowering_is_wrong(monkeypatch):
    # A test-only hook perturbs the compiled result of one op; the comparison with eager finds it.
    monkeypatch.setenv("TORCHTPU_DEBUG_COMPARE", "1")
    monkeypatch.setitem(modes.PERTURB, "aten.mul.Tensor", lambda outs: [o * 1.01 for o in outs])

    def fn(x, y):
        a = x + y
        b = a * y  # the perturbed op
        return b.tanh()

    x, y = torch.randn(5) + 3, torch.randn(5) + 3
    with pytest.raises(modes.DebugError) as info:
        compiled(fn, "debug")(x, y)
    e = info.value
    assert (e.kind, e.op, e.node) == ("mismatch", "aten.mul.Tensor", "mul"), str(e)
    assert "b = a * y" in e.source and "compiled:" in str(e) and "eager:" in str(e)


def test_debug_checks_shapes_against_what_torch_recorded(monkeypatch):
    monkeypatch.setitem(modes.PERTURB, "aten.add.Tensor", lambda outs: [o[:-1] for o in outs])
    with pytest.raises(modes.DebugError, match=r"result 0 has shape \[3\], torch recorded \[4\]") as info:
        compiled(lambda x: (x + 1).sin(), "debug")(torch.randn(4))
    assert info.value.kind == "shape"


def test_strict_reuses_op_executables_across_models():
    torch.manual_seed(0)
    a = nn.Sequential(nn.Linear(12, 24), nn.ReLU(), nn.Linear(24, 12)).eval()
    b = nn.Sequential(nn.Linear(12, 24), nn.ReLU(), nn.Linear(24, 12)).eval()  # other weights, same signatures
    x = torch.randn(7, 12)
    with torch.no_grad():
        torch.testing.assert_close(compiled(a, "strict")(x), a(x))
        first = torchtpu.stats()
        torch.testing.assert_close(compiled(b, "strict")(x), b(x))
    second = torchtpu.stats()
    assert first["op_compiles"] > 0
    assert second["op_compiles"] == first["op_compiles"], "the second model compiled op executables again"
    assert second["compiles"] + second["cache_hits"] == first["compiles"] + first["cache_hits"]
    assert second["op_cache_hits"] > first["op_cache_hits"]


RANDOM_CASES = {
    "dropout": lambda x: F.dropout(x, 0.3, training=True) * 2,
    "rand": lambda x: x + torch.rand(x.shape),
    "randn": lambda x: x * torch.randn(x.shape),
    "randint": lambda x: x + torch.randint(0, 10, x.shape),
    "bernoulli": lambda x: torch.bernoulli(torch.sigmoid(x)) + x,
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", sorted(RANDOM_CASES))
def test_random_torch_matches_eager_bit_for_bit(monkeypatch, mode, name):
    monkeypatch.setenv("TORCHTPU_RANDOM", "torch")
    fn = RANDOM_CASES[name]
    x = torch.randn(64, 32)
    c = compiled(fn, mode)
    for seed in (0, 1):
        torch.manual_seed(seed)
        got = c(x)
        torch.manual_seed(seed)
        want = fn(x)
        assert torch.equal(got, want), (name, mode, seed)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["op_eager"] == 0, s
    if mode != "fused":
        # The random op runs in eager by design (drawing torch's numbers), once per call.
        assert s["op_eager_by_design"] >= 2, s


def test_debug_mode_draws_eager_random_numbers_without_the_variable():
    fn = RANDOM_CASES["dropout"]
    x = torch.randn(16, 16)
    torch.manual_seed(3)
    got = compiled(fn, "debug")(x)
    torch.manual_seed(3)
    assert torch.equal(got, fn(x))


def test_bad_random_and_tolerance_values_are_errors(monkeypatch):
    monkeypatch.setenv("TORCHTPU_RANDOM", "numpy")
    with pytest.raises(Exception, match="TORCHTPU_RANDOM='numpy': expected 'xla' or 'torch'"):
        compiled(lambda x: x + 1, "fused")(torch.randn(2))
    monkeypatch.setenv("TORCHTPU_RANDOM", "xla")
    monkeypatch.setenv("TORCHTPU_DEBUG_RTOL", "tight")
    with pytest.raises(Exception, match="TORCHTPU_DEBUG_RTOL='tight'"):
        compiled(lambda x: x + 1, "debug")(torch.randn(2))


def test_precompile_ops_from_a_dump_directory(monkeypatch, tmp_path):
    # A fused run dumps its graphs; precompile_ops compiles their op signatures; a strict run of
    # the same model then compiles no op executable of its own.
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(10, 20), nn.Tanh(), nn.Linear(20, 3)).eval()
    x = torch.randn(4, 10)
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    with torch.no_grad():
        compiled(m, "fused")(x)
    monkeypatch.delenv("TORCHTPU_DUMP_DIR")
    modes.OP_EXECUTABLES.clear()  # as in a new process
    counts = torchtpu.precompile_ops(tmp_path)
    assert counts["signatures"] >= 3 and counts["compiled"] == counts["signatures"] and counts["skipped"] == 0, counts
    before = torchtpu.stats()["op_compiles"]
    torch._dynamo.reset()
    with torch.no_grad():
        torch.testing.assert_close(compiled(m, "strict")(x), m(x))
    assert torchtpu.stats()["op_compiles"] == before, "strict compiled an op that precompile_ops should have"


def test_debug_passes_an_overflow_eager_makes_too_and_flags_one_it_does_not(monkeypatch):
    # T5 and GPT-Neo add finfo.min masks that overflow to -inf, in eager too: not an error.
    def overflow(x):
        m = torch.full_like(x, torch.finfo(torch.float32).min)
        return (x + m + m).clamp(min=-1.0)

    x = torch.randn(4)
    torch.testing.assert_close(compiled(overflow, "debug")(x), overflow(x))
    # An Inf only the compiled op makes is.
    monkeypatch.setitem(modes.PERTURB, "aten.mul.Tensor", lambda outs: [o / 0.0 for o in outs])
    with pytest.raises(modes.DebugError, match="Inf where eager's has none") as info:
        compiled(lambda x: (x * 3).cos(), "debug")(torch.rand(4) + 1)
    assert info.value.kind == "inf" and info.value.op == "aten.mul.Tensor"


def test_precompile_ops_skips_operands_too_large_to_stand_in_for(tmp_path):
    # A dump from elsewhere naming a 2^40-element operand is skipped, not allocated.
    g = {"format_version": 1, "name": "huge", "inputs": [{"name": "x", "kind": "tensor", "meta": {"dtype": "f32", "shape": [1 << 20, 1 << 20]}}],
         "nodes": [{"name": "s", "target": "aten.sin.default", "args": [{"t": "ref", "node": "x"}], "kwargs": {},
                    "outputs": [{"dtype": "f32", "shape": [1 << 20, 1 << 20]}]}],
         "outputs": [{"t": "ref", "node": "s"}]}
    (tmp_path / "huge.graph.json").write_text(__import__("json").dumps(g))
    counts = torchtpu.precompile_ops(tmp_path)
    assert counts["skipped"] == 1 and counts["compiled"] == 0, counts


# ---- strict mode keeps values on the device and runs asynchronously ------------------------------


def test_strict_keeps_values_on_the_device_between_ops():
    # Eight ops in a chain: each graph input is handed to PJRT once, and only the graph's one
    # output comes back to the host; no intermediate value makes a trip.
    def f(x, w):
        h = torch.tanh(x @ w)
        h = torch.relu(h * 2 + 1)
        return (h.exp() - h).sum(-1)

    x, w = torch.randn(16, 32), torch.randn(32, 32)
    c = compiled(f, "strict")
    with torch.no_grad():
        torch.testing.assert_close(c(x, w), f(x, w), rtol=1e-5, atol=1e-5)
        torchtpu.reset_stats()
        out = c(x, w)
    torch.testing.assert_close(out, f(x, w), rtol=1e-5, atol=1e-5)
    s = torchtpu.stats()
    assert s["executions"] >= 7 and s["op_eager"] == 0, s
    assert s["zero_copy_inputs"] + s["input_copies"] == 2, s
    assert s["zero_copy_outputs"] + s["output_copies"] == 1, s


def test_strict_runs_are_enqueued_without_waiting(monkeypatch):
    # The executables of a chain of large matmuls are all enqueued before the first has finished:
    # the host waits only when it reads the result. This is a property of programs XLA runs on its
    # worker pool: its CPU client runs a program it counts as cheap inline on the calling thread,
    # and a product in the BLAS kernel (a custom call, whose cost XLA cannot see) counts as cheap.
    # So it holds for XLA's own dot (TORCHTPU_BLAS=0; docs/modes.md).
    monkeypatch.setenv("TORCHTPU_BLAS", "0")
    modes.OP_EXECUTABLES.clear()
    a = torch.randn(1024, 1024) / 32
    exe, _ = modes.op_executable(torch.ops.aten.mm.default, (a, a), {}, "mm")
    v = torchtpu._native.DeviceValue.from_torch(a)
    vals = [v]
    for _ in range(6):
        (r,), flags = exe.call_values([vals[-1], v])
        assert flags is None
        vals.append(r)
    assert not vals[-1].is_ready(), "the last run finished before the host asked for it"
    want = a
    for _ in range(6):
        want = want @ a
    torch.testing.assert_close(vals[-1].to_torch(), want, rtol=1e-4, atol=1e-5)
    assert vals[-1].is_ready()


def test_strict_check_error_names_the_graph_node_and_the_source_line():
    def f(emb, ids):
        return torch.nn.functional.embedding(ids, emb).relu().sum()

    c = compiled(f, "strict")
    emb = torch.randn(10, 4)
    assert torch.allclose(c(emb, torch.tensor([1, 2, 3])), f(emb, torch.tensor([1, 2, 3])))
    with pytest.raises(torchtpu.CheckError) as e:
        c(emb, torch.tensor([1, 12, 3]))
    assert e.value.node == "embedding" and e.value.kind == "index", vars(e.value)
    assert "test_modes.py" in e.value.source and "embedding(ids, emb)" in e.value.source


def test_strict_eager_ops_and_in_place_updates_read_device_values(monkeypatch):
    # A random op in eager (TORCHTPU_RANDOM=torch) takes a device value as input, and an input
    # updated in place is written only after every run that reads it has finished.
    monkeypatch.setenv("TORCHTPU_RANDOM", "torch")

    def f(x, acc):
        h = torch.sin(x) * 3
        acc.add_(h)
        return torch.nn.functional.dropout(h, 0.5, training=True) + acc

    x = torch.randn(64, 64)
    acc, acc_ref = torch.ones(64, 64), torch.ones(64, 64)
    c = compiled(f, "strict")
    torch.manual_seed(1)
    out = c(x, acc)
    torch.manual_seed(1)
    want = f(x, acc_ref)
    # Same dropout mask (a different one would differ by whole values), sin within rounding.
    torch.testing.assert_close(out, want, rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(acc, acc_ref, rtol=1e-5, atol=1e-5)
    s = torchtpu.stats()
    # The dropout runs in eager by design (AOTAutograd writes `acc` back after the graph);
    # nothing fell back.
    assert s["op_eager"] == 0 and s["fallbacks"] == 0 and s["op_eager_by_design"] == 1, s


# ---- strict and debug obey TORCHTPU_FALLBACK and the internal-error policy ------------------------


@torch.library.custom_op("torchtpu_test_modes::riddle", mutates_args=())
def riddle(x: torch.Tensor) -> torch.Tensor:
    """An op no lowering rule knows."""
    return x.flip(0) * 3


@riddle.register_fake
def _(x):
    return torch.empty_like(x)


def with_riddle(x):
    return riddle(x.sin()).cos()


@pytest.mark.parametrize("mode", ["strict", "debug"])
def test_an_op_without_a_rule_raises_under_fallback_error(mode):
    with pytest.raises(Exception, match=r"torchtpu_test_modes\.riddle\.default.*no lowering rule") as info:
        compiled(with_riddle, mode)(torch.randn(5))
    assert "FallbackError" in repr(info.value) or isinstance(info.value, torchtpu.FallbackError), repr(info.value)


@pytest.mark.fallback
@pytest.mark.parametrize("mode", ["strict", "debug"])
def test_an_op_without_a_rule_runs_in_eager_counted_as_a_fallback(mode):
    c = compiled(with_riddle, mode)
    x = torch.randn(5)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        for _ in range(3):
            torch.testing.assert_close(c(x), with_riddle(x))
    msgs = [str(m.message) for m in w if "torchtpu" in str(m.message)]
    assert len(msgs) == 1 and "torchtpu_test_modes.riddle.default" in msgs[0] and "no lowering rule" in msgs[0], msgs
    s = torchtpu.stats()
    # One fallback per op signature; each call's eager run counted in op_eager.
    assert s["fallbacks"] == 1 and s["op_eager"] == 3 and s["op_eager_by_design"] == 0, s
    assert s["op_compiles"] + s["op_cache_hits"] == 6, s  # sin and cos, three calls


def _plant_internal_error(monkeypatch):
    def broken(*args, **kwargs):
        raise torchtpu._native.InternalError("internal error: planted by the test")

    monkeypatch.setattr(torchtpu._native, "compile", broken)
    monkeypatch.setattr(modes, "OP_EXECUTABLES", {})


@pytest.mark.fallback  # TORCHTPU_FALLBACK=eager: a bug raises all the same
@pytest.mark.parametrize("mode", ["strict", "debug"])
def test_an_internal_error_in_an_op_raises_with_its_dump(monkeypatch, tmp_path, mode):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    _plant_internal_error(monkeypatch)
    with pytest.raises(Exception) as info:
        compiled(lambda x: x.sin() * 2, mode)(torch.randn(4))
    e = info.value
    while e is not None and not isinstance(e, torchtpu.InternalCompileError):
        e = getattr(e, "inner_exception", None) or e.__cause__ or e.__context__
    assert e is not None, repr(info.value)
    assert e.dump.startswith(str(tmp_path)) and "torchtpu-compiler minify" in str(e), str(e)
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.fallback
def test_an_internal_error_in_an_op_runs_eager_with_the_switch(monkeypatch):
    monkeypatch.setenv("TORCHTPU_ON_INTERNAL_ERROR", "eager")
    _plant_internal_error(monkeypatch)
    fn = lambda x: x.sin() * 2  # noqa: E731
    x = torch.randn(4)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        torch.testing.assert_close(compiled(fn, "strict")(x), fn(x))
    msgs = [str(m.message) for m in w if "torchtpu" in str(m.message)]
    assert msgs and all("please report" in m for m in msgs), msgs
    s = torchtpu.stats()
    assert s["internal_errors"] == 2 and s["fallbacks"] == 0 and s["op_eager"] == 2, s
