"""The compile contract between Python and the compiler (issue 27, items 8 and 9; docs/options.md,
"One compile contract"): one typed `CompileConfig` built in `config.py` and handed over, a
`CompileOutcome` that says where the executable came from and lists every refused node, a
partial graph split in one round, and `Compiled.run` that checks what it is given."""

import json
import warnings

import pytest
import torch
from torch import nn

import torchtpu
from torchtpu import _native, config
from torchtpu.execution.executable import ensure_runtime
from torchtpu.graph.serialize import serialize_with_literals, to_json


def test_explain_cache_no_is_off_and_banana_raises_naming_the_variable(monkeypatch):
    monkeypatch.setenv("TORCHTPU_EXPLAIN_CACHE", "no")
    assert config.explain_cache() is False
    assert config.compile_config().explain_cache is False
    monkeypatch.setenv("TORCHTPU_EXPLAIN_CACHE", "yes")
    assert config.compile_config().explain_cache is True
    monkeypatch.setenv("TORCHTPU_EXPLAIN_CACHE", "banana")
    with pytest.raises(config.ConfigError, match="TORCHTPU_EXPLAIN_CACHE='banana': expected one of"):
        config.compile_config()
    # And when a model is compiled, before anything else.
    with pytest.raises(Exception, match="TORCHTPU_EXPLAIN_CACHE='banana'"):
        torch.compile(lambda x: x + 1, backend="torchtpu")(torch.randn(3))


def test_bless_goes_through_the_one_yes_no_parser(monkeypatch):
    monkeypatch.setenv("BLESS", "perhaps")
    with pytest.raises(config.ConfigError, match="BLESS='perhaps'"):
        config.bless()
    monkeypatch.setenv("CI", "false")
    assert config.ci() is False
    monkeypatch.setenv("CI", "true")
    assert config.ci() is True


def test_the_config_reaches_the_compiler_as_typed_fields(monkeypatch, tmp_path):
    monkeypatch.setenv("TORCHTPU_DISABLE_PASSES", "cse")
    monkeypatch.setenv("TORCHTPU_CHECKS", "off")
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    monkeypatch.setenv("XLA_FLAGS", "")
    monkeypatch.setenv("TORCHTPU_BLAS", "0")
    monkeypatch.setenv("TORCHTPU_ATEN_CONV", "1")
    monkeypatch.setenv("TORCHTPU_ATEN_OPS", "0")
    monkeypatch.setenv("TORCHTPU_CHANNELS_LAST", "1")
    monkeypatch.setenv("TORCHTPU_FUSE_ATTENTION", "0")
    sent = json.loads(config.compile_config().to_json())
    assert sent == {"disabled_passes": ["cse"], "runtime_checks": False, "perturb": [], "dump_dir": str(tmp_path),
                    "explain_cache": False, "xla_flags": "", "blas_gemm": False, "cpu_threads": torch.get_num_threads(),
                    "aten_conv": True, "aten_ops": False, "channels_last": True,
                    "tf32_matmul": torch.get_float32_matmul_precision() != "highest",
                    "tf32_conv": torch.backends.cudnn.allow_tf32, "cuda_attention": False}
    # The compiler rejects a field it does not know: the two sides cannot drift apart silently.
    ensure_runtime()
    graph = _graph(lambda x: x * 2, torch.randn(3))
    with pytest.raises(_native.InternalError, match="unknown field `explain`"):
        _native.compile(graph, json.dumps({"explain": True}))
    with pytest.raises(TypeError):
        _native.compile(graph)  # no config: no compile


def _graph(fn, *args) -> str:
    from functorch import make_fx

    g, _ = serialize_with_literals(make_fx(fn)(*args), "contract_case", None, None, frozenset())
    return to_json(g)


def test_the_outcome_says_where_the_executable_came_from():
    ensure_runtime()
    cfg = config.compile_config().to_json()
    # A graph no earlier test compiled (its constant is this test's own).
    graph = _graph(lambda x: x * 1234.5678 + 8765.4321, torch.randn(5, 3))
    first = _native.compile(graph, cfg)
    assert first.source == "compiled" and first.refusals == [] and not first.compiled.cache_hit
    assert first.compiled.source == "compiled"
    again = _native.compile(graph, cfg)
    assert again.source == "memory" and again.compiled.cache_hit and again.compiled.key == first.compiled.key
    if _native.cache_info()["dir"] is not None:
        # A new process would find it on disk: with the memory tier emptied, so does this one.
        _native.clear_cache()
        from_disk = _native.compile(graph, cfg)
        assert from_disk.source == "disk" and from_disk.compiled.key == first.compiled.key


def _tensor(name, dtype):
    return {"name": name, "kind": "tensor", "meta": {"dtype": dtype, "shape": [2, 2]}}


def _call(name, target, *args):
    return {"name": name, "target": target, "args": [{"t": "ref", "node": a} for a in args], "kwargs": {},
            "outputs": [{"dtype": "f32", "shape": [2, 2]}]}


def test_every_refused_node_comes_back_at_once():
    # Both products mix dtypes (torch raises for them; the compiler refuses each), the second
    # reading a value computed after the first; an op without a rule sits between them.
    ensure_runtime()
    graph = {"format_version": 1, "name": "two_refusals", "inputs": [_tensor("a", "i64"), _tensor("b", "f32")],
             "nodes": [_call("mm1", "aten.mm.default", "a", "b"), _call("r", "aten.relu.default", "mm1"),
                       _call("odd", "torchtpu_test.no_rule.default", "r"),
                       _call("mm2", "aten.mm.default", "a", "odd"), _call("sum", "aten.add.Tensor", "r", "mm2")],
             "outputs": [{"t": "ref", "node": "sum"}]}
    outcome = _native.compile(json.dumps(graph), config.compile_config().to_json())
    assert outcome.compiled is None and outcome.source is None
    got = [(r.code, r.node, r.op) for r in outcome.refusals]
    assert got == [("UnsupportedArgs", "mm1", "aten.mm.default"), ("NoRule", "odd", "torchtpu_test.no_rule.default"),
                   ("UnsupportedArgs", "mm2", "aten.mm.default")], outcome.refusals
    assert "matrix operands of different dtypes" in outcome.refusals[0].message
    # The same through `lower` (inspect's path): one UnsupportedError carrying all of them.
    with pytest.raises(_native.UnsupportedError) as info:
        _native.lower(json.dumps(graph), config.compile_config().to_json())
    assert info.value.code == "UnsupportedArgs" and info.value.node == "mm1"
    assert [r.node for r in info.value.refusals] == ["mm1", "odd", "mm2"]


@pytest.mark.fallback
def test_a_graph_with_two_refused_nodes_is_split_in_one_round(monkeypatch):
    # Two inverses of complex matrices: linalg's rule refuses complex operands, so the graph has
    # two refused nodes. The whole graph's compile reports both, and the graph is split once with
    # both in eager: no region refuses again.
    import torchtpu.execution.executable as ex

    calls: list[int] = []
    real = ex._native.compile

    def spy(text, cfg):
        out = real(text, cfg)
        calls.append(len(out.refusals))
        return out

    monkeypatch.setattr(ex._native, "compile", spy)
    fn = lambda z: torch.linalg.inv(z * 2).real + torch.linalg.inv(z * 3).real.relu()  # noqa: E731
    z = torch.randn(3, 3, dtype=torch.complex64) + 3 * torch.eye(3)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = torch.compile(fn, backend="torchtpu")(z)
    torch.testing.assert_close(out, fn(z))
    s = torchtpu.stats()
    assert s["partition_resplits"] == 0 and s["partial_graphs"] == 1
    # One whole-graph compile refusing both nodes, then only compiles that succeed.
    assert calls[0] >= 2 and all(n == 0 for n in calls[1:]), calls


def _compiled_add_one():
    ensure_runtime()
    graph = _graph(lambda x, y: x * y + x, torch.randn(2, 3), torch.randn(2, 3))
    return _native.compile(graph, config.compile_config().to_json()).compiled


def test_compiled_run_takes_checked_tensors_or_bytes():
    c = _compiled_add_one()
    x, y, out = torch.randn(2, 3), torch.randn(2, 3), torch.empty(2, 3)
    assert c.run([x, y], [out]) is None
    torch.testing.assert_close(out, x * y + x)
    # Bytes in, bytes out (hosts without torch).
    got = c.run([x.numpy().tobytes(), y.numpy().tobytes()])
    assert len(got) == 1 and torch.equal(torch.frombuffer(bytearray(got[0]), dtype=torch.float32).reshape(2, 3), out)
    bad = [
        (([(x.data_ptr(), 24), y], [out]), "input 0: expected a tensor or bytes, got tuple"),
        (([x.double(), y], [out]), "input 0: expected torch.float32"),
        (([x, y], [torch.empty(3, 2)]), "output 0: expected torch.float32 \\[2, 3\\]"),
        (([x, torch.randn(3, 2).t()], [out]), "input 1 is not contiguous"),
        (([x, y], [x]), "output 0 shares memory with input 0"),
        (([b"\0" * 23, y], [out]), "input 0: expected 24 bytes, got 23"),
        (([x], [out]), "takes 2 inputs and 1 outputs, got 1 and 1"),
        (([x, y], [b"\0" * 24]), "output 0: expected a tensor, got bytes"),
    ]
    for (ins, outs), words in bad:
        with pytest.raises(_native.GraphError, match=words):
            c.run(ins, outs)
