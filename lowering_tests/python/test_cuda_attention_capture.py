"""Attention for torch's CUDA kernels, the parts a CPU machine can check (the kernels themselves
run in lowering_tests/python/test_gpu.py on a GPU):

- which attention capture/attention.py rewrites for the CUDA plugin (`fuse_attention(gm,
  "cuda")`), on graphs whose example values are fake CUDA tensors (a CPU machine can make them);
- that AOTAutograd then keeps the op and its backward whole (`decompositions(attention=True)`);
- the op's eager kernels torchtpu registers for CUDA tensors (a graph that falls back runs them),
  checked on the CPU against torch's own CPU kernel, which computes the same function.
"""

import operator

import pytest
import torch
import torch.fx as fx
import torch.nn.functional as F
from torch._subclasses.fake_tensor import FakeTensorMode

from torchtpu.capture import attention, attention_eager, decompositions

aten = torch.ops.aten
FLASH = aten._scaled_dot_product_flash_attention_for_cpu.default


def _graph(dtype=torch.bfloat16, shape=(2, 8, 256, 64), causal=True, mask=None, out_dtype=None, device="cuda"):
    """A Dynamo-like graph: `F.scaled_dot_product_attention(q, k, v, ...)` with fake example values."""
    g = fx.Graph()
    q, k, v = g.placeholder("q"), g.placeholder("k"), g.placeholder("v")
    kwargs = {"is_causal": causal}
    m = None
    if mask is not None:
        m = g.placeholder("m")
        kwargs = {"attn_mask": m}
    call = g.call_function(F.scaled_dot_product_attention, (q, k, v), kwargs)
    g.output(call)
    with FakeTensorMode(allow_non_fake_inputs=True):
        ev = torch.empty(shape, dtype=dtype, device=device)
        for n in (q, k, v):
            n.meta["example_value"] = ev
        if m is not None:
            mask_shape, mask_dtype = mask
            m.meta["example_value"] = torch.empty(mask_shape, dtype=mask_dtype or dtype, device=device)
        call.meta["example_value"] = torch.empty(shape, dtype=out_dtype or dtype, device=device)
    return fx.GraphModule(torch.nn.Module(), g)


def _flash_calls(gm):
    return [n for n in gm.graph.nodes if n.target is FLASH]


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32])
@pytest.mark.parametrize("causal", [False, True])
def test_unmasked_attention_on_cuda_is_rewritten_for_torchs_kernels(dtype, causal):
    gm = _graph(dtype=dtype, causal=causal)
    assert attention.fuse_attention(gm, "cuda") == 1
    (call,) = _flash_calls(gm)
    assert call.args[3:] == (0.0, causal)
    assert call.kwargs == {"attn_mask": None, "scale": None}
    assert not [n for n in gm.graph.nodes if n.target is F.scaled_dot_product_attention]


@pytest.mark.parametrize("mask", [((2, 1, 256, 256), torch.bool), ((256, 256), None), ((2, 1, 1, 256), None)])
def test_masked_attention_on_cuda_is_rewritten_with_its_mask(mask):
    # transformers' SDPA attention under Dynamo: a boolean [B, 1, L, S] mask (causal or padding);
    # additive masks in the query's dtype, of rank 2 or 4.
    gm = _graph(causal=False, mask=mask)
    assert attention.fuse_attention(gm, "cuda") == 1
    (call,) = _flash_calls(gm)
    assert call.kwargs["attn_mask"].name == "m" and call.args[3:] == (0.0, False)


@pytest.mark.parametrize(
    "why, kwargs",
    [
        ("a mask that does not broadcast to the scores", {"mask": ((3, 1, 256, 256), torch.bool), "causal": False}),
        ("a float mask of another dtype", {"mask": ((256, 256), torch.float32), "causal": False}),
        ("float64", {"dtype": torch.float64}),
        ("a head size not a multiple of 8", {"shape": (2, 8, 256, 12)}),
        ("a head size over 256", {"shape": (1, 1, 128, 512)}),
        ("too few scores", {"shape": (1, 1, 64, 64)}),
        ("autocast: the result's dtype is not the inputs'", {"dtype": torch.float32, "out_dtype": torch.bfloat16}),
        ("the CPU plugin's rewrite only takes CPU tensors", {"device": "cpu"}),
    ],
)
def test_what_the_cuda_kernels_do_not_take_is_left_as_written(why, kwargs):
    gm = _graph(**kwargs)
    assert attention.fuse_attention(gm, "cuda") == 0, why
    assert not _flash_calls(gm)


def test_cuda_tensors_are_never_rewritten_for_the_cpu_kernel():
    gm = _graph(dtype=torch.float32, causal=False)
    assert attention.fuse_attention(gm, "cpu") == 0


def test_the_autocast_check_guards_the_cpu_rewrite_too():
    # float32 inputs whose attention autocast computes in bfloat16: the CPU kernel would give
    # float32; left as written.
    gm = _graph(dtype=torch.float32, causal=False, out_dtype=torch.bfloat16, device="cpu")
    assert attention.fuse_attention(gm, "cpu") == 0


def test_aot_keeps_the_op_whole_only_where_the_kernels_take_it():
    table = decompositions.decompositions(attention=True)
    fwd = table[FLASH]
    with FakeTensorMode(allow_non_fake_inputs=True):
        q = torch.empty(2, 8, 256, 64, dtype=torch.bfloat16, device="cuda")
        assert fwd(q, q, q, 0.0, True) is NotImplemented  # kept whole: torch's CUDA kernels take it
        small = torch.empty(2, 8, 256, 12, dtype=torch.bfloat16, device="cuda")
        decomposed = fwd(small, small, small, 0.0, True)  # decomposed: no kernel for it
        assert decomposed is not NotImplemented and decomposed[0].shape == small.shape
    # Without attention kept, the op decomposes whatever the device.
    assert decompositions.decompositions(attention=False).get(FLASH) is not fwd


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("causal", [False, True])
def test_the_eager_kernels_registered_for_cuda_compute_torchs_function(dtype, causal):
    # Checked on CPU tensors against torch's CPU kernel of the same op: output, log-sum-exp and
    # the three gradients.
    g = torch.Generator().manual_seed(0)
    q, k, v, go = (torch.randn(2, 4, 96, 32, generator=g).to(dtype) for _ in range(4))
    out, lse = attention_eager.flash_attention_for_cpu_eager(q, k, v, 0.0, causal)
    want_out, want_lse = FLASH(q, k, v, 0.0, causal)
    tol = 1e-5 if dtype == torch.float32 else 2e-2
    assert out.dtype == dtype and lse.dtype == torch.float32 and lse.shape == (2, 4, 96)
    torch.testing.assert_close(out, want_out, atol=tol, rtol=tol)
    torch.testing.assert_close(lse, want_lse.float(), atol=tol, rtol=tol)
    grads = attention_eager.flash_attention_for_cpu_backward(go, q, k, v, out, lse, 0.0, causal)
    want = aten._scaled_dot_product_flash_attention_for_cpu_backward.default(go, q, k, v, want_out, want_lse, 0.0, causal)
    for a, b in zip(grads, want):
        torch.testing.assert_close(a, b, atol=5 * tol, rtol=5 * tol)
    with pytest.raises(NotImplementedError, match="no dropout"):
        attention_eager.flash_attention_for_cpu_eager(q, k, v, 0.1, causal)


def test_the_registration_is_made_once():
    attention_eager.register_eager_cuda_attention()
    attention_eager.register_eager_cuda_attention()
    assert len(attention_eager._EAGER_CUDA_ATTENTION) == 1
    # The CPU kernel is untouched by it.
    q = torch.randn(1, 2, 16, 8)
    out, _ = FLASH(q, q, q, 0.0, False)
    torch.testing.assert_close(out, F.scaled_dot_product_attention(q, q, q))


def test_the_graph_rewrite_gives_the_getitem_users_the_output():
    gm = _graph(dtype=torch.bfloat16, causal=True)
    attention.fuse_attention(gm, "cuda")
    outs = [n for n in gm.graph.nodes if n.op == "call_function" and n.target is operator.getitem]
    assert len(outs) == 1 and outs[0].args[1] == 0


# In a child process (it overrides the op's CPU kernels): a transformers model traced on the CPU
# with CPU tensors standing in for CUDA ones (the CUDA kernels' rules: they read shapes and
# dtypes), its forward and backward graphs serialized and lowered for the CUDA kernels, without a
# runtime (so no CPU client turns `cuda_attention` off).
_REAL_MODEL = r'''
import json, sys, torch, transformers, warnings
warnings.filterwarnings("ignore")
from torch._dynamo.backends.common import aot_autograd
from torchtpu.capture import attention, attention_eager, decompositions
from torchtpu.graph.serialize import serialize_graph, to_json
from torchtpu import _native

rules = lambda q, k, v, d, m, c=False: attention._cuda_kernels_take(q, k, v, d, m, c)
attention.kernel_takes = rules
decompositions.kernel_takes = rules
lib = torch.library.Library("aten", "IMPL")
lib.impl("_scaled_dot_product_flash_attention_for_cpu", attention_eager.flash_attention_eager, "CPU")
lib.impl("_scaled_dot_product_flash_attention_for_cpu_backward", attention_eager.flash_attention_backward_eager, "CPU")
graphs, rewritten = [], []
def keep(gm, ex):
    graphs.append(to_json(serialize_graph(gm, "g%d" % len(graphs))))
    return gm
def backend(gm, ex):
    rewritten.append(attention.fuse_attention(gm, "cpu"))
    return aot_autograd(fw_compiler=keep, bw_compiler=keep, decompositions=decompositions.decompositions(attention=True))(gm, ex)
if sys.argv[1] == "gpt2":
    cfg = transformers.GPT2Config(vocab_size=128, n_embd=96, n_layer=1, n_head=2, n_positions=128, bos_token_id=0,
                                  eos_token_id=0, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
    cfg._attn_implementation = "sdpa"
    m = transformers.GPT2LMHeadModel(cfg); m.config.use_cache = False
elif sys.argv[1] == "llama":
    cfg = transformers.LlamaConfig(vocab_size=128, hidden_size=128, intermediate_size=64, num_hidden_layers=1,
                                   num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=128)
    cfg._attn_implementation = "sdpa"
    m = transformers.LlamaForCausalLM(cfg).to(torch.bfloat16); m.config.use_cache = False
else:
    cfg = transformers.BertConfig(vocab_size=128, hidden_size=96, num_hidden_layers=1, num_attention_heads=2,
                                  intermediate_size=64, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
    cfg._attn_implementation = "sdpa"
    m = transformers.BertModel(cfg, add_pooling_layer=False)
torch.manual_seed(0)
ids = torch.randint(0, 128, (2, 128))
got = torch.compile(m, backend=backend)(input_ids=ids, return_dict=False)[0]
got.float().sum().backward()
want = m(input_ids=ids, return_dict=False)[0]
config = {"disabled_passes": [], "runtime_checks": True, "perturb": [], "dump_dir": None, "explain_cache": False,
          "xla_flags": "", "blas_gemm": False, "cpu_threads": 0, "aten_conv": False, "aten_ops": False,
          "channels_last": False, "tf32_matmul": False, "tf32_conv": False, "cuda_attention": True}
mlir = [_native.lower(g, json.dumps(config))[1] for g in graphs]
print(json.dumps({"rewritten": rewritten, "mlir": mlir, "eager_diff": (got.float() - want.float()).abs().max().item()}))
'''


@pytest.mark.parametrize("model, dtype, tokens_major", [("gpt2", "f32", 1), ("bert", "f32", 1), ("llama", "bf16", 0)])
def test_transformers_attention_lowers_to_the_cuda_kernels(model, dtype, tokens_major):
    # transformers' SDPA attention under Dynamo passes a boolean [B, 1, L, S] mask (causal for
    # GPT-2 and Llama, all true for BERT without padding): rewritten, kept whole by AOTAutograd,
    # and lowered to one forward and one backward call with the mask last (tokens-major where the
    # query is a projection's output transposed; Llama's rotary embedding makes it heads-first),
    # no score tensor left; the graph run in eager (the eager kernels) matches the model.
    import json
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-c", _REAL_MODEL, model], capture_output=True, text=True, timeout=300)
    lines = [ln for ln in r.stdout.splitlines() if ln.startswith("{")]
    assert r.returncode == 0 and lines, r.stderr[-3000:]
    out = json.loads(lines[-1])
    assert out["rewritten"] == [1]
    forward, backward = out["mlir"]
    fwd = [ln for ln in forward.splitlines() if '"torchtpu_cuda_attention"' in ln]
    bwd = [ln for ln in backward.splitlines() if '"torchtpu_cuda_attention_backward"' in ln]
    assert len(fwd) == 1 and len(bwd) == 1, (fwd, bwd)
    assert "has_mask = 1" in fwd[0] and f"tokens_major = {tokens_major}" in fwd[0], fwd[0]
    assert "tensor<2x1x128x128xi1>" in fwd[0] and f"x{dtype}>" in fwd[0] and fwd[0].rstrip().endswith("xf32>)"), fwd[0]
    assert "has_mask = 1" in bwd[0], bwd[0]
    for text in (forward, backward):
        assert "<2x2x128x128x" not in text, "a B x H x L x S score tensor is left in the program"
    assert out["eager_diff"] < 1e-4


def test_the_eager_kernels_lay_results_out_as_torchs_meta_kernel():
    # A graph traced with the meta kernel's strides may view the results; the eager kernels
    # registered for CUDA must give the same strides (checked here on CPU tensors).
    q = torch.randn(2, 64, 4, 32).transpose(1, 2)  # a Linear's output seen heads-first
    k, v, g = (torch.randn(2, 4, 64, 32) for _ in range(3))
    out, lse = attention_eager.flash_attention_eager(q, k, v, 0.0, True)
    with FakeTensorMode() as fake:
        fq, fk, fv, fg = (fake.from_tensor(t) for t in (q, k, v, g))
        fout, flse = FLASH(fq, fk, fv, 0.0, True)
        fgrads = aten._scaled_dot_product_flash_attention_for_cpu_backward.default(fg, fq, fk, fv, fout, flse, 0.0, True)
    assert (out.stride(), lse.stride()) == (fout.stride(), flse.stride())
    grads = attention_eager.flash_attention_backward_eager(g, q, k, v, out, lse, 0.0, True)
    assert [t.stride() for t in grads] == [t.stride() for t in fgrads]
    want = FLASH(q.contiguous(), k, v, 0.0, True)[0]
    torch.testing.assert_close(out, want, atol=1e-5, rtol=1e-5)
