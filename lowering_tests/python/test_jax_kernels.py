"""Custom kernels (docs/custom-kernels.md): JAX functions and hand-written StableHLO as torch ops,
run eagerly through JAX and inlined by torchtpu into the executables of compiled graphs."""

import json
import re

import pytest
import torch

import torchtpu
from torchtpu import _native, config
from torchtpu.tools.inspect import capture

jax = pytest.importorskip("jax")
jnp = jax.numpy


@torchtpu.jax_kernel
def scaled_tanh_mul(x, y, scale):
    return jnp.tanh(x) * y * scale


@torchtpu.jax_kernel
def two_results(x):
    return jnp.sin(x), jnp.cumsum(x, axis=-1)


def ref_scaled_tanh_mul(x, y, scale):
    return torch.tanh(x) * y * scale


def test_eager_matches_torch():
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    torch.testing.assert_close(scaled_tanh_mul(x, y, 2.0), ref_scaled_tanh_mul(x, y, 2.0))
    s, c = two_results(x)
    torch.testing.assert_close(s, torch.sin(x))
    torch.testing.assert_close(c, torch.cumsum(x, -1))
    # Dtypes cross as they are: f64 stays f64 (JAX's 64-bit types are on inside torchtpu's calls).
    assert scaled_tanh_mul(x.double(), y.double(), 2.0).dtype == torch.float64


def test_compiled_is_one_executable():
    def f(x, y):
        h = torch.relu(x @ y.T)
        return scaled_tanh_mul(h, h + 1, 0.5).sum(-1) + two_results(h)[1].mean()

    x, y = torch.randn(6, 5), torch.randn(6, 5)
    out = torch.compile(f, backend="torchtpu", fullgraph=True)(x, y)
    h = torch.relu(x @ y.T)
    torch.testing.assert_close(out, ref_scaled_tanh_mul(h, h + 1, 0.5).sum(-1) + torch.cumsum(h, -1).mean())
    s = torchtpu.stats()
    assert (s["graphs"], s["compiles"], s["fallbacks"]) == (1, 1, 0), s


def test_kernel_is_inlined_and_shown_by_inspect():
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    [text] = torchtpu.inspect(lambda a, b: scaled_tanh_mul(a * 2, b, 3.0), x, y)
    assert re.search(r"call @torchtpu_kernel_k0\(", text), text
    assert "func.func private @torchtpu_kernel_k0" in text
    assert '"stablehlo.tanh"' in text
    [ir] = torchtpu.inspect(lambda a, b: scaled_tanh_mul(a * 2, b, 3.0), x, y, ir=True)
    assert "torchtpu.kernel.default" in ir and 'kernel "k0"' in ir


def _graph_json(fn, *args):
    [(_, _, _, text, _)] = capture(fn, *args)
    return text


def test_graph_format_carries_the_kernel():
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    g = json.loads(_graph_json(lambda a, b: scaled_tanh_mul(a, b, 3.0), x, y))
    assert g["format_version"] == 4
    [k] = g["kernels"]
    assert k["name"] == "k0" and "scaled_tanh_mul" in k["source"] and "static=(3.0,)" in k["source"]
    assert '"func.func"' in k["stablehlo"]  # generic form
    assert "jax.result_info" in k["stablehlo"]  # stripped by the compiler when inlining


def test_cache_key_changes_with_kernel_code():
    x = torch.randn(4, 8)

    def make(op):
        @torchtpu.jax_kernel
        def k(a):
            return op(a)

        return k

    k_sin, k_cos = make(jnp.sin), make(jnp.cos)
    texts = [_graph_json(lambda a, k=k: k(a) + 1, x) for k in (k_sin, k_cos)]
    # Same graph around the kernel, only the kernel's code differs.
    assert texts[0] != texts[1]
    cfg = config.compile_config().to_json()
    keys = [_native.compile(t, cfg).compiled.key for t in texts]
    assert keys[0] != keys[1]
    # And the same kernel code gives the same key.
    assert _native.compile(texts[0], cfg).compiled.key == keys[0]


def test_static_args_are_part_of_identity():
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    f = torch.compile(lambda a, b, s: scaled_tanh_mul(a, b, s), backend="torchtpu")
    for s in (2.0, 3.0, (2.0)):
        torch.testing.assert_close(f(x, y, s), ref_scaled_tanh_mul(x, y, s))
    t2, t3 = (_graph_json(lambda a, b, s=s: scaled_tanh_mul(a, b, s), x, y) for s in (2.0, 3.0))
    k2, k3 = (json.loads(t)["kernels"][0] for t in (t2, t3))
    assert k2["stablehlo"] != k3["stablehlo"] and k2["source"] != k3["source"]

    @torchtpu.jax_kernel
    def reduce_axis(a, axis):
        return jnp.sum(a, axis=axis)

    g = torch.compile(lambda a, ax: reduce_axis(a, ax), backend="torchtpu")
    torch.testing.assert_close(g(x, (0,)), x.sum(0))
    torch.testing.assert_close(g(x, (1,)), x.sum(1))
    with pytest.raises(torchtpu.KernelError, match="argument 1 is a object"):
        reduce_axis(x, object())


def test_gradients_vjp_default_gradcheck_and_compiled():
    x = torch.randn(3, 4, dtype=torch.float64, requires_grad=True)
    y = torch.randn(3, 4, dtype=torch.float64, requires_grad=True)
    assert torch.autograd.gradcheck(lambda a, b: scaled_tanh_mul(a, b, 2.0), (x, y))

    def f(a, b):
        return (scaled_tanh_mul(a * 2, b, 3.0) ** 2).sum()

    torch.compile(f, backend="torchtpu")(x, y).backward()
    xr, yr = x.detach().clone().requires_grad_(), y.detach().clone().requires_grad_()
    (ref_scaled_tanh_mul(xr * 2, yr, 3.0) ** 2).sum().backward()
    torch.testing.assert_close(x.grad, xr.grad)
    torch.testing.assert_close(y.grad, yr.grad)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0 and s["compiles"] == 2, s  # forward and backward graphs


def _square_bwd(x, scale, g):
    return (g * 2 * x * scale,)


@torchtpu.jax_kernel(backward=_square_bwd)
def scaled_square(x, scale):
    return x * x * scale


def test_gradients_user_backward():
    x = torch.randn(5, dtype=torch.float64, requires_grad=True)
    assert torch.autograd.gradcheck(lambda a: scaled_square(a, 1.5), (x,))
    torch.compile(lambda a: scaled_square(torch.sin(a), 1.5).sum(), backend="torchtpu")(x).backward()
    torch.testing.assert_close(x.grad, 2 * torch.sin(x) * 1.5 * torch.cos(x))


def test_user_backward_with_wrong_dtype_is_an_error():
    @torchtpu.jax_kernel(backward=lambda x, g: (g.astype(jnp.float32),))
    def double_it(x):
        return x * 2

    x = torch.randn(3, dtype=torch.float64, requires_grad=True)
    with pytest.raises(torchtpu.KernelError, match="gradient 0 is torch.float32 .* argument is torch.float64"):
        double_it(x).sum().backward()


SQ_TEXT = """
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.multiply %0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
"""


def test_stablehlo_kernel_eager_and_compiled():
    k = torchtpu.stablehlo_kernel(SQ_TEXT, ((4,), torch.float32), name="sq")
    a, b = torch.randn(4), torch.randn(4)
    torch.testing.assert_close(k(a, b), (a + b) ** 2)
    torchtpu.reset_stats()
    out = torch.compile(lambda p, q: k(p * 2, q).exp(), backend="torchtpu", fullgraph=True)(a, b)
    torch.testing.assert_close(out, ((a * 2 + b) ** 2).exp())
    assert torchtpu.stats()["compiles"] == 1


def test_dtype_mismatch_is_a_clear_error():
    k = torchtpu.stablehlo_kernel(SQ_TEXT, ((4,), torch.float32), name="sq")
    with pytest.raises(torchtpu.KernelError, match=r"`sq`: argument 1 is torch.float64, but the kernel takes torch.float32"):
        k(torch.randn(4), torch.randn(4, dtype=torch.float64))
    with pytest.raises(torchtpu.KernelError, match="out_specs float64\\[4\\] do not match the results of its @main, float32\\[4\\]"):
        torchtpu.stablehlo_kernel(SQ_TEXT, ((4,), torch.float64))


@pytest.mark.parametrize(
    "bad, line, what",
    [
        ("%1 = stablehlo.multiply %0, %0", "%1 = stablehlo.multipl %0, %0", "line 4, column 8: custom op 'stablehlo.multipl' is unknown"),
        ("%1 = stablehlo.multiply %0, %0 : tensor<4xf32>", "%1 = stablehlo.multiply %0, %0 : tensor<4xf64>", "line 4, column"),
        ("return %1", "return %1 %", "line 5, column"),
    ],
)
def test_stablehlo_kernel_validation_names_the_line(bad, line, what):
    with pytest.raises(torchtpu.KernelError, match=re.escape(what)):
        torchtpu.stablehlo_kernel(SQ_TEXT.replace(bad, line), ((4,), torch.float32))


def test_generic_form_is_checked_by_the_compiler_itself():
    # What the compiler's own parser says (no JAX involved): the line of a syntax error.
    text = '"func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({\n^bb0(%a: tensor<2xf32>):\n  "func.return"(%a %) : (tensor<2xf32>) -> ()\n}) : () -> ()\n'
    with pytest.raises(_native.GraphError, match="line 3, column"):
        _native.kernel_signature(text)
    assert _native.kernel_signature(text.replace("%a %)", "%a)")) == (["tensor<2xf32>"], ["tensor<2xf32>"])


def test_pallas_interpret_kernel():
    from jax.experimental import pallas as pl

    def body(x_ref, y_ref, o_ref):
        o_ref[...] = x_ref[...] * 2.0 + y_ref[...]

    @torchtpu.jax_kernel
    def pallas_axpy(x, y):
        return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=True)(x, y)

    x, y = torch.randn(8, 16), torch.randn(8, 16)
    torch.testing.assert_close(pallas_axpy(x, y), x * 2 + y)
    out = torch.compile(lambda a, b: pallas_axpy(a, b).relu(), backend="torchtpu", fullgraph=True)(x, y)
    torch.testing.assert_close(out, (x * 2 + y).relu())
    assert torchtpu.stats()["compiles"] == 1


def test_dynamic_shapes_never_wrong():
    @torchtpu.jax_kernel
    def cum2(x):
        return jnp.cumsum(x, axis=-1) * 2

    f = torch.compile(lambda x: cum2(torch.relu(x)) + x.sum(-1, keepdim=True), backend="torchtpu", dynamic=True)
    for n in (3, 5, 7, 5, 8):
        x = torch.randn(2, n)
        torch.testing.assert_close(f(x), torch.cumsum(torch.relu(x), -1) * 2 + x.sum(-1, keepdim=True))
    s = torchtpu.stats()
    # The kernel's sizes are specialized: one compile per distinct shape, counted; no bucket.
    assert s["bucket_compiles"] == 0 and s["compiles"] == 4 and s["kernel_exact_shapes"] >= 4, s


def test_kernel_result_is_not_an_input_alias():
    @torchtpu.jax_kernel
    def ident(x):
        return x

    x = torch.randn(3)
    out = ident(x)
    torch.testing.assert_close(out, x)
    assert out.data_ptr() != x.data_ptr()


def test_strict_mode_runs_the_kernel_as_one_op():
    x = torch.randn(4, 8)
    f = torch.compile(lambda a: scaled_tanh_mul(a * 2, a, 3.0) + 1, backend="torchtpu", options={"torchtpu.mode": "strict"})
    torch.testing.assert_close(f(x), ref_scaled_tanh_mul(x * 2, x, 3.0) + 1)
    s = torchtpu.stats()
    assert s["op_compiles"] == 3 and s["op_eager"] == 0, s  # mul, the kernel, add


def test_kernel_shows_in_dumps(tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    torch.compile(lambda a, b: scaled_tanh_mul(a, b, 2.0) * 2, backend="torchtpu")(x, y)
    files = {p.name.split(".", 1)[1]: p.read_text() for p in tmp_path.iterdir() if "." in p.name}
    assert "scaled_tanh_mul" in files["graph.json"] and '"kernels"' in files["graph.json"]
    assert 'kernel "k0"' in files["ir.txt"]
    assert "func.func private @torchtpu_kernel_k0" in files["stablehlo.mlir"]


def test_eager_hands_tensors_to_jax_without_a_copy():
    from torchtpu.extensions.kernels import _to_jax

    x = torch.randn(16, 8)
    assert _to_jax(x).unsafe_buffer_pointer() == x.data_ptr()
    # A transposed (non-contiguous) tensor is made contiguous first: still the right values.
    torch.testing.assert_close(scaled_tanh_mul(x.T, x.T, 1.0), ref_scaled_tanh_mul(x.T, x.T, 1.0))


def test_result_dtype_torch_lacks_is_an_error():
    @torchtpu.jax_kernel
    def to_u32(x):
        return x.astype(jnp.uint32)

    with pytest.raises(torchtpu.KernelError, match="`.*to_u32`: result 0 has dtype uint32, which torch"):
        to_u32(torch.ones(3))


# ---- kernels inside a model: a fused activation and a small attention -----------------------------


@torchtpu.jax_kernel
def fused_gelu_gate(h, gate):
    """A fused activation: tanh-GELU of `h` times a sigmoid gate."""
    gelu = 0.5 * h * (1.0 + jnp.tanh(0.7978845608 * (h + 0.044715 * h**3)))
    return gelu * jax.nn.sigmoid(gate)


@torchtpu.jax_kernel
def causal_attention(q, k, v, scale):
    """Single-head causal attention over [batch, time, dim]."""
    s = jnp.einsum("btd,bsd->bts", q, k) * scale
    t = q.shape[1]
    mask = jnp.tril(jnp.ones((t, t), dtype=bool))
    s = jnp.where(mask, s, -1e30)
    return jnp.einsum("bts,bsd->btd", jax.nn.softmax(s, axis=-1), v)


class KernelBlock(torch.nn.Module):
    """A transformer-like block whose attention and activation are JAX kernels; `reference`
    computes the same in torch."""

    def __init__(self, d=16):
        super().__init__()
        self.qkv, self.up, self.gate, self.down = (torch.nn.Linear(d, 3 * d), torch.nn.Linear(d, 2 * d),
                                                   torch.nn.Linear(d, 2 * d), torch.nn.Linear(2 * d, d))
        self.scale = d**-0.5

    def forward(self, x, reference=False):
        q, k, v = self.qkv(x).chunk(3, -1)
        if reference:
            s = (q @ k.transpose(1, 2)) * self.scale
            t = x.shape[1]
            s = s.masked_fill(~torch.ones(t, t, dtype=torch.bool).tril(), -1e30)
            a = s.softmax(-1) @ v
            act = torch.nn.functional.gelu(self.up(x + a), approximate="tanh") * torch.sigmoid(self.gate(x + a))
        else:
            a = causal_attention(q, k, v, self.scale)
            act = fused_gelu_gate(self.up(x + a), self.gate(x + a))
        return x + a + self.down(act)


def test_attention_and_activation_kernels_in_a_model_forward_and_gradients():
    torch.manual_seed(0)
    m = KernelBlock()
    x = torch.randn(2, 6, 16)
    c = torch.compile(m, backend="torchtpu")
    out = c(x)
    want = m(x, reference=True)
    torch.testing.assert_close(out, want, rtol=1e-5, atol=1e-5)
    out.square().sum().backward()
    got = {n: p.grad.clone() for n, p in m.named_parameters()}
    m.zero_grad()
    want.square().sum().backward()
    for n, p in m.named_parameters():
        torch.testing.assert_close(got[n], p.grad, rtol=1e-4, atol=1e-5, msg=n)
    s = torchtpu.stats()
    # One executable per graph: the forward and the backward, kernels inlined in both.
    assert (s["graphs"], s["compiles"], s["fallbacks"]) == (2, 2, 0), s
    # Eager calls of the same kernels agree too.
    torch.testing.assert_close(m(x), want, rtol=1e-5, atol=1e-5)
