"""The backend as a user meets it: registration, fallback, errors, dumps, inspect, counters, CLI."""

import json
import os
import subprocess
import sys
import warnings

import pytest
import torch
import torch.nn as nn

import torchtpu
from torchtpu import _native

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def tanh_program(stat: str, value: int) -> str:
    """A fresh process's script: `torch.compile(..., backend="torchtpu")` with no torchtpu import,
    checked against eager, then `torchtpu.stats()[stat] == value`."""
    return (
        "import torch\n"
        "f = torch.compile(lambda x: torch.tanh(x) * 2, backend='torchtpu')\n"
        "x = torch.randn(5)\n"
        "assert torch.allclose(f(x), torch.tanh(x) * 2)\n"
        "import torchtpu\n"
        f"assert torchtpu.stats()[{stat!r}] == {value}, torchtpu.stats()\n"
        "print('ok')\n"
    )


def test_backend_is_registered_by_entry_point_without_import():
    code = tanh_program("compiles", 1)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "ok" in r.stdout


def test_unknown_xla_flag_falls_back_instead_of_aborting_the_process():
    # XLA's flag parser aborts the process on an unknown flag; torchtpu checks XLA_FLAGS in a
    # throwaway process first, so the user's process warns, runs eager, and lives.
    code = tanh_program("fallbacks", 1)
    env = dict(os.environ, XLA_FLAGS="--xla_no_such_flag_anywhere=1", TORCHTPU_CACHE_DIR="off")
    env.pop("TORCHTPU_FALLBACK", None)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 0, r.stderr
    assert "ok" in r.stdout
    assert "XLA_FLAGS" in r.stderr and "xla_no_such_flag_anywhere" in r.stderr, r.stderr

    env["TORCHTPU_FALLBACK"] = "error"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 1 and "Unknown flag in XLA_FLAGS" in r.stderr and "cannot start" in r.stderr, r.stderr


def test_stats_count_compiles_hits_and_executions():
    f = torch.compile(lambda x: x.sin() + 1, backend="torchtpu")
    x = torch.randn(3, 4)
    f(x)
    f(x)
    s = torchtpu.stats()
    assert s["compiles"] == 1 and s["executions"] == 2 and s["fallbacks"] == 0
    torch._dynamo.reset()
    g = torch.compile(lambda x: x.sin() + 1, backend="torchtpu")
    torch.testing.assert_close(g(x), x.sin() + 1)
    s = torchtpu.stats()
    assert s["compiles"] == 1, "the same graph at the same shapes must not recompile"
    assert s["cache_hits"] == 1
    torchtpu.reset_stats()
    assert torchtpu.stats()["executions"] == 0


@torch.library.custom_op("torchtpu_test::mystery", mutates_args=())
def mystery(x: torch.Tensor) -> torch.Tensor:
    """An op no lowering rule will ever know."""
    return x.flip(0) + 1


@mystery.register_fake
def _(x):
    return torch.empty_like(x)


mystery.register_autograd(lambda ctx, g: g.flip(0))


def unsupported(x):
    return mystery(x.sin()) * 2


@pytest.mark.fallback
def test_unsupported_op_warns_once_names_op_and_runs_eager():
    f = torch.compile(unsupported, backend="torchtpu")
    x = torch.randn(6)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        out = f(x)
        f(x)
    torch.testing.assert_close(out, unsupported(x))
    mine = [m for m in w if "torchtpu" in str(m.message)]
    msgs = [str(m.message) for m in mine]
    assert len(msgs) == 1 and "torchtpu_test.mystery.default" in msgs[0], msgs
    # The warning points at the user's line that called the model, not into torch or torchtpu.
    assert mine[0].filename == __file__ and mine[0].category is RuntimeWarning, (mine[0].filename, mine[0].lineno)
    assert torchtpu.stats()["fallbacks"] == 1


@pytest.mark.fallback
def test_partial_fallback_compiles_the_supported_regions():
    def f(x, w):
        h = (x @ w).relu()
        return (mystery(h) * 2).softmax(-1).sum(0)

    x = torch.randn(4, 8, requires_grad=True)
    w = torch.randn(8, 5, requires_grad=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = torch.compile(f, backend="torchtpu")(x, w)
    ref_x, ref_w = x.detach().clone().requires_grad_(), w.detach().clone().requires_grad_()
    ref = f(ref_x, ref_w)
    torch.testing.assert_close(out, ref)
    out.sum().backward()
    ref.sum().backward()
    torch.testing.assert_close(x.grad, ref_x.grad)
    torch.testing.assert_close(w.grad, ref_w.grad)
    s = torchtpu.stats()
    assert s["partial_graphs"] == 1 and s["fallbacks"] == 1
    # The forward graph ran in two XLA regions around the op, the backward as one graph.
    assert s["compiles"] + s["cache_hits"] >= 3
    msgs = [str(m.message) for m in caught if "torchtpu" in str(m.message)]
    assert len(msgs) == 1 and "torchtpu_test.mystery.default" in msgs[0] and "2 compiled region" in msgs[0]


@pytest.mark.fallback
def test_partial_fallback_when_a_rule_refuses_one_use():
    # linalg's rules refuse complex operands (a rule refusing a use, not a missing rule): that
    # node runs in eager and the ops around it compile.
    fn = lambda z: torch.linalg.inv(z * 2).real.relu() + 1  # noqa: E731
    z = torch.randn(3, 3, dtype=torch.complex64) + 3 * torch.eye(3)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = torch.compile(fn, backend="torchtpu")(z)
    torch.testing.assert_close(out, fn(z))
    s = torchtpu.stats()
    assert s["partial_graphs"] == 1 and s["fallbacks"] >= 1


def test_fallback_error_mode_raises_naming_the_op(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    f = torch.compile(unsupported, backend="torchtpu")
    with pytest.raises(Exception, match=r"torchtpu_test\.mystery\.default"):
        f(torch.randn(6))


def test_dump_dir_has_graph_ir_stablehlo_and_index(tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    m = nn.Linear(4, 3)
    f = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        f(torch.randn(2, 4))
    names = os.listdir(tmp_path)
    assert any(n.endswith(".graph.json") for n in names)
    assert any(n.endswith(".ir.txt") for n in names)
    hlo = [n for n in names if n.endswith(".stablehlo.mlir")]
    assert hlo and "stablehlo.dot_general" in (tmp_path / hlo[0]).read_text()
    lines = (tmp_path / "index.jsonl").read_text().splitlines()
    entry = json.loads(lines[0])
    assert entry["cache"] == "miss" and entry["input_shapes"] and len(entry["hash"]) == 64
    assert "compile_ms" in entry


def test_parameters_are_graph_inputs_not_constants():
    m = nn.Linear(4, 3)
    f = torch.compile(m, backend="torchtpu")
    x = torch.randn(2, 4)
    with torch.no_grad():
        f(x)
        m.weight.mul_(2)  # an in-place change to a parameter must be seen by the compiled model
        torch.testing.assert_close(f(x), m(x))
    s = torchtpu.stats()
    assert s["compiles"] + s["cache_hits"] == 1, "changing a parameter must not recompile"


def test_inspect_returns_stablehlo_per_graph():
    texts = torchtpu.inspect(lambda a, b: (a @ b).relu(), torch.randn(3, 4), torch.randn(4, 5))
    assert len(texts) == 1
    assert "stablehlo.dot_general" in texts[0] and "func.func @main" in texts[0]
    assert torchtpu.stats()["compiles"] == 0, "inspect lowers but does not compile"


def test_dynamic_shapes_specialize_and_stay_correct():
    f = torch.compile(lambda x: (x * 2).sum(-1), backend="torchtpu", dynamic=True)
    for n in (3, 5, 9):
        x = torch.randn(n, 4)
        torch.testing.assert_close(f(x), (x * 2).sum(-1))
    assert torchtpu.stats()["fallbacks"] == 0


def test_integer_and_bool_outputs():
    def f(x):
        return (x > 0).sum(), x.argmax(), x.to(torch.int32) // 3, ~(x > 0)

    x = torch.randn(10) * 10
    got = torch.compile(f, backend="torchtpu")(x)
    for g, e in zip(got, f(x)):
        assert g.dtype == e.dtype and torch.equal(g, e)


def test_input_mutation_is_written_back():
    def f(x, y):
        x.add_(1)
        return y * 2

    x, y = torch.zeros(3), torch.ones(3)
    out = torch.compile(f, backend="torchtpu")(x, y)
    torch.testing.assert_close(x, torch.ones(3))
    torch.testing.assert_close(out, torch.full((3,), 2.0))


def cli(*args, input=None):
    return subprocess.run(
        [sys.executable, "-m", "torchtpu.tools.cli", *args], capture_output=True, text=True, input=input, timeout=120
    )


def test_cli_lowers_a_graph_file(tmp_path):
    graph = {
        "format_version": 1,
        "name": "g",
        "inputs": [{"name": "x", "meta": {"dtype": "f32", "shape": [2]}}],
        "nodes": [
            {
                "name": "e",
                "target": "aten.exp.default",
                "args": [{"t": "ref", "node": "x"}],
                "outputs": [{"dtype": "f32", "shape": [2]}],
            }
        ],
        "outputs": [{"t": "ref", "node": "e"}],
    }
    p = tmp_path / "g.json"
    p.write_text(json.dumps(graph))
    r = cli("lower", str(p))
    assert r.returncode == 0, r.stderr
    assert '"stablehlo.exponential"' in r.stdout


@pytest.mark.parametrize(
    "content, needle",
    [
        ("{not json", "not valid JSON"),
        ('{"format_version": 99, "inputs": [], "nodes": [], "outputs": []}', "version 99"),
        ('{"format_version": 1, "inputs": [], "nodes": [], "outputs": [{"t": "ref", "node": "ghost"}]}', "`ghost`"),
        ('{"format_version": 1, "inputs": []}', "missing field"),
    ],
)
def test_cli_rejects_malformed_graphs_cleanly(tmp_path, content, needle):
    p = tmp_path / "bad.json"
    p.write_text(content)
    r = cli("lower", str(p))
    assert r.returncode == 1
    assert needle in r.stderr and "bad.json" in r.stderr
    assert "panic" not in r.stderr.lower()


def test_cli_missing_file_and_usage():
    assert cli("lower", "/nonexistent/graph.json").returncode == 1
    assert cli("frobnicate").returncode == 2


def test_runtime_rejects_wrong_inputs_instead_of_crashing():
    from torchtpu.execution.executable import compile_graph
    from torch.fx.experimental.proxy_tensor import make_fx

    gm = make_fx(lambda x: torch.ops.aten.exp.default(x), tracing_mode="fake")(torch.randn(2, 3))
    exe = compile_graph(gm, "t")
    with pytest.raises(_native.GraphError, match="input 0"):
        exe([torch.randn(3, 2)])
    with pytest.raises(_native.GraphError):
        exe.compiled.run([(0, 24)], [(0, 24)])
    # A device tensor never reaches the CPU plugin (only the CUDA plugin reads CUDA tensors in
    # place: compiled/cuda.rs); it is refused by name, so the graph runs in eager.
    with pytest.raises(_native.GraphError, match="input 0 is on meta; the cpu PJRT plugin takes CPU tensors"):
        exe([torch.empty(2, 3, device="meta")])


def test_as_strided_on_a_contiguous_value_compiles():
    def f(x):
        y = (x * 2).reshape(-1)
        return torch.as_strided(y, (3, 2), (1, 3)) + 1

    x = torch.randn(2, 3)
    torch.testing.assert_close(torch.compile(f, backend="torchtpu")(x), f(x))
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.fallback
def test_as_strided_on_a_strided_view_runs_the_whole_graph_in_eager():
    # Only eager has the transposed view's storage layout; a compiled region would hand the op a
    # contiguous copy and change which elements it reads.
    def f(x):
        return torch.as_strided(x.t(), (2, 2), (1, 2)) * 2

    x = torch.randn(3, 3)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = torch.compile(f, backend="torchtpu")(x)
    torch.testing.assert_close(out, f(x))
    s = torchtpu.stats()
    assert s["fallbacks"] == 1 and s["partial_graphs"] == 0
    assert any("as_strided" in str(m.message) for m in caught)


@pytest.mark.fallback
def test_matmul_of_mixed_dtypes_raises_as_eager_does():
    # torch refuses `int64 @ float32` rather than promoting; the compiled model must not return a
    # number for it: the compiler refuses the node, which then runs in eager and raises.
    a, b = torch.ones(2, 2, dtype=torch.int64), torch.ones(2, 2)
    with pytest.raises(RuntimeError, match="same dtype"):
        a @ b
    f = torch.compile(lambda a, b: (a @ b) + 1, backend="torchtpu")
    with pytest.raises(RuntimeError, match="same dtype"):
        f(a, b)


def test_matmul_of_mixed_dtypes_is_refused_by_the_compiler(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    f = torch.compile(lambda a, b: (a @ b) + 1, backend="torchtpu")
    # Eager's kernel is asked first (operands of two dtypes, graph/eager_dtypes.py) and refuses
    # with its own words; the compiler's rule refuses them too.
    with pytest.raises(Exception, match="expected m1 and m2 to have the same dtype|matrix operands of different dtypes"):
        f(torch.ones(2, 2, dtype=torch.int64), torch.ones(2, 2))


@pytest.mark.fallback
def test_inspect_agrees_with_the_backend_on_partial_graphs(monkeypatch):
    # An op without a rule in the middle: the backend compiles the regions around it, and inspect
    # returns exactly the StableHLO the backend compiled for them, compiling nothing itself.
    import torchtpu.execution.executable as ex

    def f(x, w):
        h = (x @ w).relu()
        return (mystery(h) * 2).softmax(-1).sum(0)

    x, w = torch.randn(4, 8), torch.randn(8, 5)
    compiled: list[str] = []
    real = ex._native.compile

    def spy(text, cfg):
        c = real(text, cfg)
        if c.compiled is not None:  # None when the compile refused nodes (the first, whole-graph try)
            compiled.append(c.compiled.mlir)
        return c

    monkeypatch.setattr(ex._native, "compile", spy)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.compile(f, backend="torchtpu")(x, w)
        done = torchtpu.stats()["compiles"] + torchtpu.stats()["cache_hits"]
        texts = torchtpu.inspect(f, x, w)
    assert len(compiled) == 2 and texts == compiled
    assert torchtpu.stats()["compiles"] + torchtpu.stats()["cache_hits"] == done


# ---- the failure policy: the user's model falls back, torchtpu's own bugs raise ----------------


def _planted(monkeypatch, make_error):
    """`_native.compile` raises `make_error()` instead of compiling (a bug planted for the test)."""

    def broken(*args, **kwargs):
        raise make_error()

    monkeypatch.setattr(_native, "compile", broken)


def _internal_error():
    return _native.InternalError("internal error (panic) in compile: planted by the test")


def _xla_rejects():
    e = _native.BackendError("PJRT PJRT_Client_Compile failed: INVALID_ARGUMENT: planted by the test")
    e.code = "Pjrt"
    return e


def _raised(info, cls):
    """The `cls` exception in the chain pytest caught (Dynamo wraps a backend's exception in
    `BackendCompilerFailed` when the graph compiles at capture time)."""
    e = info.value
    while e is not None and not isinstance(e, cls):
        e = getattr(e, "inner_exception", None) or e.__cause__ or e.__context__
    assert e is not None, f"no {cls.__name__} in {info.value!r}"
    return e


@pytest.mark.fallback  # the user's default, TORCHTPU_FALLBACK=eager: a bug still raises
@pytest.mark.parametrize("dump_dir", [True, False])
def test_an_internal_error_raises_with_the_dumped_graph_and_the_minify_command(monkeypatch, tmp_path, dump_dir):
    if dump_dir:
        monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    _planted(monkeypatch, _internal_error)
    with pytest.raises(Exception) as info:
        torch.compile(lambda x: x.sin() + 1, backend="torchtpu")(torch.randn(4))
    e = _raised(info, torchtpu.InternalCompileError)
    assert e.dump and os.path.isfile(e.dump) and e.dump.endswith(".graph.json"), e.dump
    if dump_dir:
        assert os.path.dirname(e.dump) == str(tmp_path)
    assert e.command == f"torchtpu-compiler minify {e.dump} --until error -o repro.graph.json"
    msg = str(e)
    assert "internal error" in msg and "planted by the test" in msg and e.dump in msg and e.command in msg, msg
    assert "please report" in msg and "TORCHTPU_ON_INTERNAL_ERROR=eager" in msg
    assert isinstance(e.__cause__, _native.InternalError)
    # The dump is the serialized graph the compiler was given: the CLI reads and lowers it.
    r = cli("lower", e.dump)
    assert r.returncode == 0 and "stablehlo.sine" in r.stdout, r.stderr
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["internal_errors"] == 0, s


@pytest.mark.fallback
def test_xla_rejecting_our_stablehlo_raises_with_the_commands_that_reproduce_it(monkeypatch):
    _planted(monkeypatch, _xla_rejects)
    with pytest.raises(Exception) as info:
        torch.compile(lambda x: x.cos() * 3, backend="torchtpu")(torch.randn(4))
    e = _raised(info, torchtpu.InternalCompileError)
    assert "[Pjrt]" in str(e) and "PJRT_Client_Compile failed" in str(e)
    assert e.command == f"torchtpu-compiler lower {e.dump}; python -m torchtpu.tools.replay {e.dump}", e.command
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.fallback
def test_an_unexpected_python_exception_is_a_bug_not_a_fallback(monkeypatch):
    _planted(monkeypatch, lambda: ZeroDivisionError("planted by the test"))
    with pytest.raises(Exception) as info:
        torch.compile(lambda x: x.exp() - 1, backend="torchtpu")(torch.randn(4))
    e = _raised(info, torchtpu.InternalCompileError)
    assert "ZeroDivisionError" in str(e) and os.path.isfile(e.dump)
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.fallback
def test_on_internal_error_eager_runs_eager_loudly_and_counts_it(monkeypatch, tmp_path):
    monkeypatch.setenv("TORCHTPU_ON_INTERNAL_ERROR", "eager")
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    _planted(monkeypatch, _internal_error)
    fn = lambda x: x.sin() + 1  # noqa: E731
    x = torch.randn(4)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        out = torch.compile(fn, backend="torchtpu")(x)
    torch.testing.assert_close(out, fn(x))
    msgs = [str(m.message) for m in w if "torchtpu" in str(m.message)]
    assert len(msgs) == 1 and "bug in torchtpu, please report" in msgs[0] and str(tmp_path) in msgs[0], msgs
    s = torchtpu.stats()
    assert s["internal_errors"] == 1 and s["fallbacks"] == 0, s


def test_on_internal_error_eager_still_raises_under_fallback_error(monkeypatch):
    monkeypatch.setenv("TORCHTPU_ON_INTERNAL_ERROR", "eager")
    _planted(monkeypatch, _internal_error)
    with pytest.raises(Exception) as info:
        torch.compile(lambda x: x.sin() + 1, backend="torchtpu")(torch.randn(4))
    _raised(info, torchtpu.InternalCompileError)
    assert torchtpu.stats()["internal_errors"] == 0


@pytest.mark.fallback
def test_an_unsupported_op_planted_in_the_compiler_still_falls_back(monkeypatch):
    # The compiler's refusal (UnsupportedError) is the user's model, not a bug: eager, a warning.
    def refused():
        e = _native.UnsupportedError("no lowering rule for aten.sin.default (node `sin`)")
        e.code, e.node, e.op = "NoRule", None, "aten.sin.default"
        return e

    _planted(monkeypatch, refused)
    fn = lambda x: x.sin() + 1  # noqa: E731
    x = torch.randn(4)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        torch.testing.assert_close(torch.compile(fn, backend="torchtpu")(x), fn(x))
    msgs = [str(m.message) for m in w if "torchtpu" in str(m.message)]
    assert msgs and "aten.sin.default" in msgs[0] and "bug" not in msgs[0], msgs
    s = torchtpu.stats()
    assert s["fallbacks"] == 1 and s["internal_errors"] == 0, s


def test_a_bad_on_internal_error_value_names_the_variable(monkeypatch):
    monkeypatch.setenv("TORCHTPU_ON_INTERNAL_ERROR", "ignore")
    with pytest.raises(Exception, match=r"TORCHTPU_ON_INTERNAL_ERROR='ignore': expected 'raise' or 'eager'"):
        torch.compile(lambda x: x + 1, backend="torchtpu")(torch.randn(2))


@pytest.mark.fallback
def test_an_internal_error_in_a_partial_graphs_region_is_not_hidden_by_the_fallback(monkeypatch):
    # The whole graph is refused (an op without a rule); compiling a region around it then hits a
    # bug: that raises, rather than the whole graph quietly running in eager.
    real = _native.compile

    def compile_then_break(text, *rest):
        if '"torchtpu_test.mystery.default"' in text:
            return real(text, *rest)  # the whole graph: refused, as usual
        raise _internal_error()

    monkeypatch.setattr(_native, "compile", compile_then_break)
    with pytest.raises(Exception) as info:
        torch.compile(unsupported, backend="torchtpu")(torch.randn(6))
    e = _raised(info, torchtpu.InternalCompileError)
    assert "planted by the test" in str(e)
    assert torchtpu.stats()["fallbacks"] == 0
