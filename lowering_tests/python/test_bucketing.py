"""Shape bucketing (docs/dynamism.md): a graph with symbolic sizes compiles once per bucket, pads
its inputs, masks reductions over padded dims, and gives eager's results at every size."""

import json
import math
import warnings

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import torchtpu
from torchtpu.execution import bucketing


@pytest.fixture(autouse=True)
def cold(monkeypatch):
    monkeypatch.delenv("TORCHTPU_BUCKETS", raising=False)
    monkeypatch.delenv("TORCHTPU_FAIL_ON_RECOMPILE", raising=False)
    bucketing.mark_warm(False)
    yield
    bucketing.mark_warm(False)


class AttentionPool(nn.Module):
    """Layer norm, single-head attention (softmax over the padded keys, a matmul contracting the
    padded dim), a mean, a max, a sum, a variance and a standard deviation over the padded dim,
    and a Gram matrix over it."""

    def __init__(self, d=16, spread=True):
        super().__init__()
        self.spread = spread
        self.ln = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.d = d

    def forward(self, x):  # x: [T, d]
        h = self.ln(x)
        q, k, v = self.qkv(h).chunk(3, dim=-1)
        att = torch.softmax(q @ k.transpose(0, 1) / math.sqrt(self.d), dim=-1)
        y = att @ v
        out = (y, y.mean(0), x.transpose(0, 1) @ x, y.amax(0), y.sum(0, keepdim=True), torch.log_softmax(y, dim=0))
        if self.spread:
            out = (*out, *torch.var_mean(y, dim=0), y.std(0, keepdim=True))
        return out


def sweep(f, model, sizes, d=16):
    for n in sizes:
        x = torch.randn(n, d)
        with torch.no_grad():
            got, want = f(x), model(x)
        for i, (g, w) in enumerate(zip(got, want)):
            assert g.shape == w.shape, (n, i, g.shape, w.shape)
            torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-5, msg=lambda m: f"size {n}, output {i}: {m}")


def touched_buckets(sizes):
    return {1 << (n - 1).bit_length() for n in sizes}


def test_dynamic_sequence_matches_eager_at_every_size_with_one_compile_per_bucket():
    model = AttentionPool().eval()
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    sizes = [5, 2, 3, 8, 7, 16, 9, 13, 31, 17, 32, 33, 40, 4, 6]
    sweep(f, model, sizes)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["exact_shape_fallbacks"] == 0, s
    assert s["bucket_compiles"] == len(touched_buckets(sizes)), s
    assert s["compiles"] + s["cache_hits"] <= len(touched_buckets(sizes)), s
    assert s["bucket_hits"] == len(sizes) - s["bucket_compiles"], s


class WideBlock(nn.Module):
    """Products large enough for the BLAS kernel over a dynamic sequence: two linear layers (rows
    padded), attention scores (rows and columns padded), and a product contracting the padded
    dim (masked, not bounded)."""

    def __init__(self, d=64):
        super().__init__()
        self.fc = nn.Linear(d, 4 * d)
        self.out = nn.Linear(4 * d, d)

    def forward(self, x):  # x: [T, d]
        h = torch.relu(self.fc(x))
        att = torch.softmax(h @ h.t() / 16, dim=-1)
        return self.out(att @ h), x.t() @ h


def test_products_compute_only_their_true_rows_and_columns(tmp_path, monkeypatch):
    # In a bucket, each BLAS kernel call gets the true extents of its result's padded rows and
    # columns (a third operand, s64[3]) and computes only that block; the padded rest is left
    # unwritten, which must never show in a true result.
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch.manual_seed(0)
    model = WideBlock().eval()
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    sizes = [33, 40, 64, 35, 50]  # one bucket, 64: mostly padded calls, and one at the bucket
    sweep(f, model, sizes, d=64)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["exact_shape_fallbacks"] == 0 and s["bucket_compiles"] == 1, s
    texts = [p.read_text() for p in tmp_path.glob("*.stablehlo.mlir")]
    calls = [line for t in texts for line in t.splitlines() if "torchtpu_gemm_" in line]
    bounded = [c for c in calls if "tensor<3xi64>)" in c]
    # fc, the scores, att @ v and out are bounded; x.T @ h contracts the padded dim (its result
    # is static) and is not.
    assert len(bounded) == 4 and len(calls) == 5, calls


class BatchedBlock(nn.Module):
    """Batch 2, a dynamic sequence: the linear layers flatten [2, T, d] to [2*T, d] and back (the
    padded dim is not outermost in the merge, so the pass re-lays the rows out by a gather),
    then attention over T."""

    def __init__(self, d=16):
        super().__init__()
        self.qkv = nn.Linear(d, 3 * d)
        self.out = nn.Linear(d, d)
        self.d = d

    def forward(self, x):  # x: [2, T, d]
        b, t, d = x.shape
        q, k, v = self.qkv(x.reshape(b * t, d)).reshape(b, t, 3 * d).chunk(3, dim=-1)
        att = torch.softmax(q @ k.transpose(1, 2) / math.sqrt(d), dim=-1)
        y = self.out((att @ v).reshape(b * t, d)).reshape(b, t, d)
        return y, y.mean(1), y.reshape(b, t * d).sum(1)


def sweep_batched(f, model, shapes, d=16):
    """`f` against `model` on inputs [b, n, d] for each (b, n) in `shapes`."""
    for b, n in shapes:
        x = torch.randn(b, n, d)
        with torch.no_grad():
            got, want = f(x), model(x)
        for i, (g, w) in enumerate(zip(got, want)):
            torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-5, msg=lambda m: f"size {b}x{n}, output {i}: {m}")


def test_merging_a_padded_inner_dim_into_a_larger_one_buckets_exactly():
    model = BatchedBlock().eval()
    f = torch.compile(model, backend="torchtpu")
    sizes = [5, 2, 3, 8, 7, 16, 9, 13, 31, 17, 4]
    sweep_batched(f, model, [(2, n) for n in sizes])
    s = torchtpu.stats()
    # The first size compiles static; automatic dynamic makes T symbolic from the second on.
    assert s["fallbacks"] == 0 and s["exact_shape_fallbacks"] == 0, s
    assert s["bucket_compiles"] <= len(touched_buckets(sizes[1:])), s


def test_two_symbols_multiplied_pin_the_smaller_and_bucket_the_larger(tmp_path, monkeypatch):
    # dynamic=True makes batch and sequence symbolic; `reshape(b * t, d)` multiplies them, which
    # the pass cannot pad, so the batch is pinned to its exact value and the sequence bucketed.
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    model = BatchedBlock().eval()
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    sweep_batched(f, model, [(2, 5), (2, 3), (2, 8), (2, 7), (2, 13), (2, 16), (2, 9), (3, 9), (3, 12)])
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["exact_shape_fallbacks"] == 0, s
    # (2, 4), (2, 8), (2, 16), (3, 16): one executable each.
    assert s["bucket_compiles"] == 4, s
    events = [json.loads(l) for l in (tmp_path / "index.jsonl").read_text().splitlines()]
    assert any(e.get("event") == "bucket_pinned" for e in events), events


def test_training_buckets_forward_and_backward_with_eager_gradients():
    import copy

    # Without var/std: their backward divides by a symbolic float (2 / (n - 1)), which the
    # serializer does not express, so that backward graph would run with exact shapes.
    model = AttentionPool(spread=False)
    ref = copy.deepcopy(model)
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    for n in [5, 3, 7, 12]:
        x = torch.randn(n, 16)
        sum(o.sum() for o in f(x)).backward()
        sum(o.sum() for o in ref(x)).backward()
        for (name, p), q in zip(model.named_parameters(), ref.parameters()):
            torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-4, msg=lambda m: f"size {n}, grad of {name}: {m}")
    s = torchtpu.stats()
    assert s["exact_shape_fallbacks"] == 0 and s["fallbacks"] == 0, s
    assert s["bucket_compiles"] == 2 * len(touched_buckets([5, 3, 7, 12])), s  # forward and backward


def test_user_buckets_from_the_compile_options():
    model = AttentionPool().eval()
    f = torch.compile(model, backend="torchtpu", dynamic=True, options={"torchtpu.buckets": "*=12,24,48"})
    sweep(f, model, [3, 12, 13, 24, 25, 47])
    assert torchtpu.stats()["bucket_compiles"] == 3


def test_buckets_off_compiles_exact_shapes(monkeypatch):
    monkeypatch.setenv("TORCHTPU_BUCKETS", "off")
    model = AttentionPool().eval()
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    sweep(f, model, [3, 5, 6])
    s = torchtpu.stats()
    assert s["bucket_compiles"] == 0 and s["compiles"] + s["cache_hits"] == 3, s


class Reversed(nn.Module):
    def forward(self, x):
        return torch.flip(x, dims=[0]).cumsum(0) * 2


def test_graph_that_is_not_pad_safe_falls_back_to_exact_shapes_with_the_reason(tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    model = Reversed()
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for n in [3, 6, 5]:
            x = torch.randn(n, 4)
            torch.testing.assert_close(f(x), model(x))
    # The first recompile is warned about, once, with the reason; every exact compile is counted.
    said = [str(w.message) for w in caught if "cannot be bucketed" in str(w.message)]
    assert len(said) == 1 and "not pad-safe" in said[0] and "2 so far" in said[0], said
    s = torchtpu.stats()
    assert s["exact_shape_compiles"] == 3, s
    assert s["exact_shape_fallbacks"] == 1 and s["fallbacks"] == 0, s
    assert s["bucket_compiles"] == 0 and s["compiles"] + s["cache_hits"] == 3, s
    events = [json.loads(line) for line in (tmp_path / "index.jsonl").read_text().splitlines()]
    reasons = [e["reason"] for e in events if e.get("event") == "exact_shape_fallback"]
    assert len(reasons) == 1 and "not pad-safe" in reasons[0] and "flip" in reasons[0], reasons


def test_dump_index_records_each_new_bucket(tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    model = AttentionPool().eval()
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    sweep(f, model, [3, 5, 4, 9])
    events = [json.loads(line) for line in (tmp_path / "index.jsonl").read_text().splitlines()]
    buckets = [list(e["bucket"].values()) for e in events if e.get("event") == "bucket"]
    assert sorted(buckets) == [[4], [8], [16]], events
    # One line per call: its true sizes and the bucket that served it.
    calls = [(list(e["sizes"].values()), list(e["bucket"].values())) for e in events if e.get("event") == "bucket_call"]
    assert calls == [([3], [4]), ([5], [8]), ([4], [4]), ([9], [16])], events


def test_precompile_then_sweep_compiles_nothing_more(monkeypatch):
    model = AttentionPool().eval()
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    with torch.no_grad():
        report = torchtpu.precompile(f, (torch.randn(5, 16),), max_size=32)
    assert report["bucketed_graphs"] == 1 and report["buckets"] == 5, report  # 2, 4, 8, 16, 32
    before = torchtpu.stats()
    monkeypatch.setenv("TORCHTPU_FAIL_ON_RECOMPILE", "1")
    sweep(f, model, [2, 3, 7, 12, 20, 32, 17])
    after = torchtpu.stats()
    assert after["compiles"] == before["compiles"] and after["bucket_compiles"] == before["bucket_compiles"], after


def test_fail_on_recompile_raises_after_precompile(monkeypatch):
    model = AttentionPool().eval()
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    with torch.no_grad():
        torchtpu.precompile(f, (torch.randn(5, 16),), buckets="*=8,16")
        monkeypatch.setenv("TORCHTPU_FAIL_ON_RECOMPILE", "1")
        f(torch.randn(11, 16))  # bucket 16: precompiled
        with pytest.raises(torchtpu.RecompileError, match="new shape bucket") as info:
            f(torch.randn(17, 16))  # bucket 32: not precompiled
    # The error says why: the size (named as the user knows it) is past every compiled bucket.
    assert "the sizes fall outside the buckets compiled so far" in str(info.value)
    assert "x.size(0)" in str(info.value) and ": 16}" in str(info.value), str(info.value)


def test_bucket_policy_parsing():
    p = bucketing.BucketPolicy.parse("s0=16,32,64;*=pow2")
    assert p.bucket("s0", 3) == 16 and p.bucket("s0", 33) == 64 and p.bucket("s0", 65) == 128
    assert p.bucket("s9", 5) == 8 and p.bucket("s9", 5, hi=6) == 6
    assert p.all_buckets("s9", 2, 20) == [2, 4, 8, 16, 20]
    assert p.all_buckets("s0", 2, None) == [16, 32, 64]
    assert not bucketing.BucketPolicy.parse("off").enabled
    with pytest.raises(ValueError, match=r"`s0:16` is not `pow2`, `pow2:K` or a list of sizes \(in 's0:16'\)"):
        bucketing.BucketPolicy.parse("s0:16")
    with pytest.raises(ValueError, match="not NAME=SIZES"):
        bucketing.BucketPolicy.parse("s0=16;s1")
    with pytest.raises(ValueError, match="must be a power of two"):
        bucketing.BucketPolicy.parse("*=pow2:48")


def test_default_buckets_are_powers_of_two_then_multiples_of_64():
    """Padding stays bounded past 64: 129 runs as 192, not 256; 1..256 takes 10 buckets."""
    p = bucketing.BucketPolicy.parse(None)
    assert [p.bucket("s0", n) for n in (1, 3, 33, 64, 65, 129, 200, 257)] == [1, 4, 64, 64, 128, 192, 256, 320]
    assert p.all_buckets("s0", 1, 256) == [1, 2, 4, 8, 16, 32, 64, 128, 192, 256]
    # Bare rules apply to every size: `pow2` alone, or another step.
    assert bucketing.BucketPolicy.parse("pow2").bucket("s3", 129) == 256
    assert bucketing.BucketPolicy.parse("pow2:32").all_buckets("s3", 20, 100) == [32, 64, 96, 100]
    assert bucketing.BucketPolicy.parse({"*": "pow2:16"}).bucket("s1", 17) == 32


# The golden bucket cases (cases.py, golden/bucket/): the text is pinned by the golden runner, the
# numbers here, at several sizes of one bucket.
from cases import BUCKET_CASES, trace_bucket_case  # noqa: E402
from torchtpu.execution.executable import compile_serialized  # noqa: E402


@pytest.mark.parametrize("c", BUCKET_CASES, ids=[c.name for c in BUCKET_CASES])
def test_golden_bucket_case_matches_eager_at_every_size_in_its_bucket(c):
    bg = bucketing.BucketedGraph(
        trace_bucket_case(c), c.name, bucketing.BucketPolicy({"*": [c.bucket]}), compile_serialized
    )
    for n in c.sizes:
        inputs = c.make_inputs(n)
        want = c.fn(*inputs)
        want = list(want) if isinstance(want, (tuple, list)) else [want]
        got = bg(list(inputs))
        assert len(got) == len(want)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, rtol=1e-5, atol=1e-5, msg=lambda m: f"{c.name} at size {n}: {m}")
    assert list(bg.executables) == [(c.bucket,)]


def test_messages_name_size_symbols_as_the_user_knows_them():
    # Dynamo's symbols (`s0`, `s50`) mean nothing to a user: reasons and recompile messages add
    # where each comes from (`x.size(1)`), from the shape environment's sources.
    from torch._dynamo.backends.common import aot_autograd

    seen = {}

    def fw(gm, example_inputs):
        seen["gm"] = gm
        return gm

    f = torch.compile(lambda x, y: x.sum(1) + y.sum(), backend=aot_autograd(fw_compiler=fw), dynamic=True)
    f(torch.randn(3, 5), torch.randn(7))
    sources = bucketing.symbol_sources(seen["gm"])
    assert sorted(sources.values()) == ["x.size(0)", "x.size(1)", "y.size(0)"], sources
    sym = next(s for s, where in sources.items() if where == "x.size(1)")
    text = f"the bucket 8 of `{sym}` does not fit; `{sym}*2` too; `s999` unknown"
    named = bucketing.name_symbols(text, sources)
    assert named == f"the bucket 8 of `{sym} (x.size(1))` does not fit; `{sym} (x.size(1))*2` too; `s999` unknown"


def test_bucket_rules_may_name_sizes_as_the_user_does(monkeypatch):
    # `x.size(1)=16,32` buckets the size Dynamo calls `s1` (or whatever it numbers it).
    monkeypatch.setenv("TORCHTPU_BUCKETS", "x.size(1)=16,32")
    f = torch.compile(lambda x: x.sum(1), backend="torchtpu", dynamic=True)
    for n in (5, 9, 20):
        x = torch.randn(3, n)
        torch.testing.assert_close(f(x), x.sum(1))
    s = torchtpu.stats()
    assert s["bucket_compiles"] == 2 and s["exact_shape_fallbacks"] == 0, s  # 16 (5, 9) and 32 (20)


def test_a_bucket_rule_naming_no_size_warns_once(monkeypatch):
    monkeypatch.setenv("TORCHTPU_BUCKETS", "zz.size(3)=16;*=pow2")
    f = torch.compile(lambda x: x.sum(1), backend="torchtpu", dynamic=True)
    with pytest.warns(RuntimeWarning, match=r"bucket rule `zz.size\(3\)`.*names no size of graph.*x.size\(1\)"):
        f(torch.randn(3, 5))
    x = torch.randn(3, 7)
    torch.testing.assert_close(f(x), x.sum(1))


class CachedAttention(nn.Module):
    """One decoding step with a growing key/value cache, as Hugging Face's `DynamicCache` does it:
    the cache is concatenated with the new token's key and value along the padded length
    (the padded part first), and the new query attends over all of it."""

    def __init__(self, d=16, heads=2):
        super().__init__()
        self.qkv = nn.Linear(d, 3 * d)
        self.heads = heads

    def forward(self, x, past_k, past_v):  # x: [B, 1, d]; past: [B, H, T, d/H]
        b, _, d = x.shape
        q, k, v = (t.view(b, 1, self.heads, d // self.heads).transpose(1, 2) for t in self.qkv(x).chunk(3, -1))
        k = torch.cat([past_k, k], dim=2)
        v = torch.cat([past_v, v], dim=2)
        y = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(d // self.heads), dim=-1) @ v
        return y.transpose(1, 2).reshape(b, 1, d), k, v


def test_a_growing_cache_concatenated_before_the_new_token_buckets_exactly():
    # Before the compaction, `cat([past, new])` along the padded length was not pad-safe: the
    # graph compiled once per length (a compile per generated token).
    model = CachedAttention().eval()
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    k = torch.randn(2, 2, 3, 8)
    v = torch.randn(2, 2, 3, 8)
    lengths = []
    with torch.no_grad():
        for step in range(14):
            x = torch.randn(2, 1, 16)
            got = f(x, k, v)
            want = model(x, k, v)
            for g, w in zip(got, want):
                assert g.shape == w.shape
                torch.testing.assert_close(g, w, rtol=1e-5, atol=1e-5, msg=lambda m: f"step {step}: {m}")
            lengths.append(k.shape[2])
            k, v = want[1], want[2]
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["exact_shape_fallbacks"] == 0 and s["exact_shape_compiles"] == 0, s
    assert s["bucket_compiles"] == len(touched_buckets(lengths)), (s, lengths)


def same_grads_then_clear(model, ref, where, atol):
    """Each parameter's gradient equals eager's (`ref`'s); both are then cleared for the next step."""
    for (name, p), q in zip(model.named_parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=atol, msg=lambda m: f"{where}, grad of {name}: {m}")
        p.grad = None
        q.grad = None


class TinyLM(nn.Module):
    """What a language model's training step puts in its backward graph over a dynamic length:
    an embedding (its backward accumulates the gradient rows into the table with `index_put`
    through the padded token ids), rotary-style halves of the head dim (`x[..., :h]`, whose
    backward is a `slice_scatter` along a static dim of a padded tensor), a slice along the
    length from a constant start (`slice_scatter` along the padded dim, ending where the length
    ends), the first token's state (`select_scatter`), and dropout."""

    def __init__(self, vocab=50, d=16, p=0.0):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.proj = nn.Linear(d, d)
        self.drop = nn.Dropout(p)
        self.head = nn.Linear(d, vocab)

    def forward(self, ids):  # ids: [B, T]
        h = self.drop(self.emb(ids))
        a, b = h[..., :8], h[..., 8:]
        h = torch.cat([a * b.cos() - b, b * a.sin() + a], dim=-1)
        h = torch.tanh(self.proj(h))
        tail = h[:, 1:]
        return self.head(tail), h[:, 0]


def test_training_a_language_model_buckets_its_backward_too():
    # Before the embedding's, the slices' and dropout's padding rules, the backward graph (and
    # with dropout the forward) compiled once per length.
    import copy

    model = TinyLM()
    ref = copy.deepcopy(model)
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    lengths = [6, 9, 5, 13, 20, 7]
    for n in lengths:
        ids = torch.randint(0, 50, (2, n), generator=torch.Generator().manual_seed(n))
        for m in (f, ref):
            logits, first = m(ids)
            (logits.square().mean() + first.sum()).backward()
        same_grads_then_clear(model, ref, f"length {n}", atol=1e-5)
    s = torchtpu.stats()
    assert s["exact_shape_fallbacks"] == 0 and s["exact_shape_compiles"] == 0 and s["fallbacks"] == 0, s
    # Automatic dynamic shapes: the first length compiles static (forward and backward), the
    # rest one forward and one backward per bucket.
    assert s["bucket_compiles"] == 2 * len(touched_buckets(lengths[1:])), s


def test_dropout_under_a_bucket_draws_for_every_true_position():
    # Dropout is kept under padding (XLA's draws, as at exact shapes): each true position is
    # dropped with probability p and the rest scaled by 1 / (1 - p).
    model = TinyLM(p=0.5).train()
    f = torch.compile(lambda ids: model.drop(model.emb(ids)), backend="torchtpu", dynamic=True)
    fractions = []
    for n in [40, 70, 100]:
        ids = torch.randint(0, 50, (4, n))
        out = f(ids)
        want = model.emb(ids) * 2
        assert out.shape == want.shape
        kept = out != 0
        torch.testing.assert_close(out[kept], want[kept])
        fractions.append(kept.float().mean().item())
    assert all(0.4 < fr < 0.6 for fr in fractions), fractions
    s = torchtpu.stats()
    assert s["exact_shape_fallbacks"] == 0 and s["fallbacks"] == 0 and s["bucket_compiles"] >= 1, s


class SmallCNN(nn.Module):
    """Convolutions, pooling (max, average, adaptive) and, with `norm`, batch norm: each sample
    computed on its own, so a padded batch is pad-safe (the weight gradients, which sum over the
    batch, mask the padded samples)."""

    def __init__(self, norm=True):
        super().__init__()
        self.c1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn = nn.BatchNorm2d(8) if norm else nn.Identity()
        self.c2 = nn.Conv2d(8, 8, 3, stride=2, padding=1)
        self.fc = nn.Linear(8, 5)

    def forward(self, x):
        h = torch.relu(self.bn(self.c1(x)))
        h = nn.functional.max_pool2d(h, 2)
        h = nn.functional.avg_pool2d(torch.relu(self.c2(h)), 2)
        return self.fc(nn.functional.adaptive_avg_pool2d(h, 1).flatten(1))


def test_a_dynamic_batch_of_images_buckets_the_batch_and_pins_the_image_size():
    # With dynamic=True the image sizes are symbolic too, and a convolution's output size
    # `(s - 1)//2 + 1` is not affine: the batch is bucketed and the image size pinned (before, the
    # largest symbol, the image size, was kept, and every batch size compiled).
    model = SmallCNN().eval()
    model.bn.running_mean.uniform_(-1, 1)
    model.bn.running_var.uniform_(0.5, 2)
    f = torch.compile(model, backend="torchtpu", dynamic=True)
    batches = [2, 3, 5, 8, 6, 13]
    with torch.no_grad():
        for b in batches:
            x = torch.randn(b, 3, 16, 16)
            torch.testing.assert_close(f(x), model(x), rtol=1e-4, atol=1e-5, msg=lambda m: f"batch {b}: {m}")
    s = torchtpu.stats()
    assert s["exact_shape_fallbacks"] == 0 and s["exact_shape_compiles"] == 0 and s["fallbacks"] == 0, s
    assert s["bucket_compiles"] == len(touched_buckets(batches)), s


def test_training_convolutions_over_a_dynamic_batch_gives_eager_gradients():
    import copy

    model = SmallCNN(norm=False)
    ref = copy.deepcopy(model)
    f = torch.compile(model, backend="torchtpu")
    batches = [4, 3, 7, 5]
    for b in batches:
        x = torch.randn(b, 3, 16, 16)
        for m in (f, ref):
            m(x).square().mean().backward()
        same_grads_then_clear(model, ref, f"batch {b}", atol=1e-6)
    s = torchtpu.stats()
    assert s["exact_shape_fallbacks"] == 0 and s["exact_shape_compiles"] == 0 and s["fallbacks"] == 0, s
    # Automatic dynamic shapes: the first batch compiles static, then forward and backward once
    # per bucket (4 and 8).
    assert s["bucket_compiles"] == 2 * len(touched_buckets(batches[1:])), s


def test_a_backward_graph_with_a_float_made_from_sizes_compiles(monkeypatch):
    # Attention's scale, 1 / sqrt(head size), is a float of the symbolic head size that the
    # forward saves for the backward: the backward graph takes it as a Python float input, and
    # serializing it raised ("unsupported input of type float"), so training fell back
    # (program_fuzz.py --dynamic --train seeds 21 and 40). Compiled per shape, it is a constant.
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    f = torch.compile(lambda x: F.scaled_dot_product_attention(x, x, x) * 2, backend="torchtpu", dynamic=True)
    for e in (8, 12):
        x_eager = torch.randn(2, 3, 16, e, requires_grad=True)
        x_tpu = x_eager.detach().clone().requires_grad_(True)
        got, want = f(x_tpu), F.scaled_dot_product_attention(x_eager, x_eager, x_eager) * 2
        torch.testing.assert_close(got, want, atol=2e-5, rtol=1e-5)
        got.sum().backward()
        want.sum().backward()
        torch.testing.assert_close(x_tpu.grad, x_eager.grad, atol=2e-4, rtol=1e-4)
