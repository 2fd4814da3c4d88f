"""Convolutional networks channels-last (capture/channels_last.py, compiler/src/lower/channels_last.rs):
with `TORCHTPU_CHANNELS_LAST` on (the default) and torch's convolutions in the compiled programs,
a graph of three or more 2-d convolutions computes its activations channels-last, forward and
backward, as Inductor and a channels-last model in eager do. Results match eager's; the saved
activations reach the backward with no copy; outputs keep eager's strides; off, or with fewer
convolutions, the graph is computed as written."""

import copy
import json
import re

import pytest
import torch

import conv_checks
import torchtpu
from torchtpu.capture.channels_last import to_channels_last

F = torch.nn.functional


class _MobileBlockNet(torch.nn.Module):
    """The layers a MobileNet or EfficientNet strings together: a strided stem, batch norm,
    hardswish, a 3x3 depthwise convolution, squeeze-and-excitation (spatial mean, two 1x1
    convolutions, hardsigmoid, a broadcast multiply), a 1x1 projection with a residual add, max
    pooling, a strided 1x1 convolution, a 5x5 strided depthwise one, and a classifier."""

    def __init__(self, c=16):
        super().__init__()
        self.stem, self.bn0 = torch.nn.Conv2d(3, c, 3, 2, 1, bias=False), torch.nn.BatchNorm2d(c)
        self.dw, self.bn1 = torch.nn.Conv2d(c, c, 3, 1, 1, groups=c, bias=False), torch.nn.BatchNorm2d(c)
        self.se1, self.se2 = torch.nn.Conv2d(c, 8, 1), torch.nn.Conv2d(8, c, 1)
        self.proj, self.bn2 = torch.nn.Conv2d(c, c, 1, bias=False), torch.nn.BatchNorm2d(c)
        self.down, self.bn3 = torch.nn.Conv2d(c, 2 * c, 1, 2, bias=False), torch.nn.BatchNorm2d(2 * c)
        self.dw5 = torch.nn.Conv2d(2 * c, 2 * c, 5, 2, 2, groups=2 * c)
        self.fc = torch.nn.Linear(2 * c, 10)

    def forward(self, x):
        x = F.hardswish(self.bn0(self.stem(x)))
        y = F.relu(self.bn1(self.dw(x)))
        s = F.hardsigmoid(self.se2(F.relu(self.se1(F.adaptive_avg_pool2d(y, 1)))))
        x = x + self.bn2(self.proj(y * s))
        x = F.max_pool2d(x, 3, 2, 1)
        x = F.silu(self.dw5(self.bn3(self.down(x))))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


def _conv_layouts(dump_dir):
    """The layout bits of every `torchtpu_aten_conv*` call in the dumped StableHLO (the int after
    the window in the call's params, its last operand: 1 first operand, 2 input, 4 result, 8
    weight channels-last; 0 when absent)."""
    bits = []
    for p in sorted(dump_dir.glob("*.stablehlo.mlir")):
        constants = {}
        for line in p.read_text().splitlines():
            m = re.match(r'\s*(%\w+) = "stablehlo.constant"\(\) \{value = dense<\[([-\d, ]+)\]> : tensor<\d+xi64>', line)
            if m:
                constants[m.group(1)] = [int(v) for v in m.group(2).split(",")]
                continue
            m = re.search(r'"stablehlo.custom_call"\(([^)]*)\) \{.*call_target_name = "torchtpu_aten_conv', line)
            if m:
                vals = constants[m.group(1).split(",")[-1].strip()]
                if len(vals) == 10:  # S=2: 3 + 3 * 2 window values, then the layout
                    bits.append(vals[-1])
                elif len(vals) == 13:  # the fused form (conv_epilogue.py): the layout, then the activation
                    bits.append(vals[9])
                else:
                    bits.append(0)
    return bits


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_inference_is_computed_channels_last_and_matches_eager(dtype, tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch.manual_seed(0)
    m, x = _MobileBlockNet().to(dtype).eval(), torch.randn(2, 3, 128, 128, dtype=dtype)
    torch._dynamo.reset()
    with torch.no_grad():
        got = torch.compile(m, backend="torchtpu")(x)
        want = m(x)
    tol = dict(rtol=1e-5, atol=1e-5) if dtype == torch.float32 else dict(rtol=1e-10, atol=1e-10)
    torch.testing.assert_close(got, want, **tol)
    bits = _conv_layouts(tmp_path)
    # The stem writes channels-last from the image (4); the depthwise layers read and write it
    # (5); every one of them reads its weight channels-last too (8: oneDNN's layout beside
    # channels-last activations, which it would otherwise copy the weight into at each call).
    assert all(b & 8 for b in bits), bits
    acts = [b & 7 for b in bits]
    assert 4 in acts and acts.count(5) >= 2, bits


def test_a_training_step_saves_channels_last_activations_and_matches_eager(tmp_path, monkeypatch):
    # float64, so that batch norm's ill-conditioned gradients at initialization (eager's own
    # channels-first and channels-last runs differ by 1e-3 relative in float32) compare tightly:
    # within 1e-7 relative (the squeeze-and-excitation branch's gradients differ from eager's by
    # 3e-8 of their largest value, channels-last or not).
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    torch.manual_seed(0)
    m = _MobileBlockNet().double().train()
    x = torch.randn(2, 3, 128, 128, dtype=torch.float64)
    ref, xr, s = conv_checks.train_beside_eager(m, x)
    assert s["fallbacks"] == 0 and s.get("input_copies", 0) == 0, s
    torch.testing.assert_close(x.grad, xr.grad, rtol=1e-7, atol=1e-12)
    largest = max(float(q.grad.abs().max()) for q in ref.parameters())
    for (name, p), q in zip(m.named_parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-7, atol=1e-7 * largest, msg=name)
    for (name, b), q in zip(m.named_buffers(), ref.buffers()):
        torch.testing.assert_close(b, q, rtol=1e-9, atol=1e-12, msg=name)
    # The forward saves its activations channels-last (their traced strides), and the backward's
    # batch norms (with their activation's gradient, capture/norm_epilogue.py) and convolutions
    # read them as they lie: no transpose feeds a batch norm gradient's kernel.
    forward = json.loads(next(tmp_path.glob("forward_*.graph.json")).read_text())
    layouts = [e["layout"] for e in forward["output_layouts"]]
    assert layouts.count([0, 2, 3, 1]) >= 10, forward["output_layouts"]
    backward = "".join(p.read_text() for p in tmp_path.glob("backward_*.stablehlo.mlir"))
    defs = {m.group(1): m.group(2) for m in re.finditer(r"(%[\w#]+)(?::\d+)? = \"([\w.]+)\"", backward)}
    calls = [line for line in backward.splitlines() if '"torchtpu_aten_batch_norm_act_backward"' in line]
    assert len(calls) == 4, len(calls)
    for line in calls:
        operands = line.split('"stablehlo.custom_call"(', 1)[1].split(")", 1)[0].split(", ")
        assert all(defs.get(o) != "stablehlo.transpose" for o in operands[:3]), line


def test_outputs_keep_eagers_strides():
    # A network that returns its feature map: eager gives it contiguous, and so does torchtpu.
    torch.manual_seed(0)
    m = torch.nn.Sequential(*[torch.nn.Conv2d(8, 8, 3, padding=1) for _ in range(3)]).eval()
    x = torch.randn(2, 8, 16, 16)
    torch._dynamo.reset()
    torchtpu.reset_stats()
    with torch.no_grad():
        got = torch.compile(m, backend="torchtpu")(x)
        want = m(x)
    assert torchtpu.stats()["fallbacks"] == 0
    assert got.is_contiguous() and got.stride() == want.stride()
    torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("train", [False, True], ids=["inference", "training"])
def test_lower_rank_outputs_and_views_keep_eagers_strides(train):
    """A 3-d result of a channels-last activation (`y.select(2, 0) * 2`) inherits its order under
    the rewrite, where eager's is contiguous: returned contiguous, and viewable as in eager (the
    differential fuzzer's seed 261; the view raised an internal error before)."""
    torch.manual_seed(0)
    ws = [torch.randn(4, 3, 3, 3)] + [torch.randn(4, 4, 3, 3) for _ in range(3)]

    def f(x):
        y = x
        for w in ws:
            y = torch.nn.functional.conv2d(y, w * 0.3, padding=1)
        v = torch.rsqrt(y.abs() + 0.5)
        # Views of an activation eager has contiguous (seed 2071): eager's strides follow it.
        return (y.select(2, 0) * 2, (y[:, 0] + 1).view(-1), (y.select(3, 1) * 2).view(2, -1),
                v.mT, v.transpose(1, 2), v[:, 1:3], v.permute(0, 2, 3, 1))

    x = torch.randn(2, 3, 6, 6, requires_grad=train)
    with torch.set_grad_enabled(train):
        got = torch.compile(f, backend="torchtpu")(x)
        want = f(x)
    assert torchtpu.stats()["fallbacks"] == 0
    for g, w in zip(got, want):
        assert g.stride() == w.stride()
        torch.testing.assert_close(g, w, rtol=1e-5, atol=1e-5)


def test_a_user_channels_last_model_stays_channels_last():
    torch.manual_seed(0)
    m = _MobileBlockNet().eval().to(memory_format=torch.channels_last)
    x = torch.randn(2, 3, 32, 32).contiguous(memory_format=torch.channels_last)
    torch._dynamo.reset()
    with torch.no_grad():
        torch.testing.assert_close(torch.compile(m, backend="torchtpu")(x), m(x), rtol=1e-5, atol=1e-5)
    assert torchtpu.stats()["fallbacks"] == 0


def test_switched_off_or_few_convolutions_compute_as_written(tmp_path, monkeypatch):
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    torch.manual_seed(0)
    m, x = _MobileBlockNet().eval(), torch.randn(2, 3, 32, 32)
    monkeypatch.setenv("TORCHTPU_CHANNELS_LAST", "0")
    torch._dynamo.reset()
    torchtpu.reset_stats()
    with torch.no_grad():
        torch.testing.assert_close(torch.compile(m, backend="torchtpu")(x), m(x), rtol=1e-5, atol=1e-5)
    assert torchtpu.stats()["fallbacks"] == 0
    assert not any(_conv_layouts(tmp_path)), _conv_layouts(tmp_path)
    # Two convolutions: not a convolutional network for this purpose.
    gm = torch.fx.symbolic_trace(lambda x, w: F.conv2d(F.conv2d(x, w, padding=1), w, padding=1))
    for n in gm.graph.nodes:
        n.meta["example_value"] = torch.empty(1, 4, 8, 8)
    assert to_channels_last(gm) == 0


def test_the_rewrite_moves_each_convolutions_input():
    def net(x, w):
        for _ in range(3):
            x = F.conv2d(x, w, padding=1)
        return x

    gm = torch.fx.symbolic_trace(net)
    for n in gm.graph.nodes:
        n.meta["example_value"] = torch.empty(1, 4, 8, 8)
    assert to_channels_last(gm) == 3
    moves = [n for n in gm.graph.nodes if n.op == "call_method" and n.target == "contiguous"]
    assert [m.kwargs.get("memory_format") for m in moves] == [torch.channels_last] * 3 + [None]
    x, w = torch.randn(1, 4, 8, 8), torch.randn(4, 4, 3, 3) * 0.2
    out = gm(x, w)
    torch.testing.assert_close(out, net(x, w), rtol=1e-5, atol=1e-5)  # oneDNN's channels-last kernels round otherwise
    assert out.is_contiguous()


class _ViewedNet(torch.nn.Module):
    """Convolutions, then `view` and `unflatten` of the 4-d activation (LeNet's
    `x.view(x.size(0), -1)`): views a channels-last tensor could not give."""

    def __init__(self):
        super().__init__()
        self.convs = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.ReLU(), torch.nn.Conv2d(8, 16, 3, padding=1),
                                         torch.nn.ReLU(), torch.nn.Conv2d(16, 16, 3, stride=2, padding=1))
        self.fc = torch.nn.Linear(16 * 8 * 8, 10)

    def forward(self, x):
        y = self.convs(x)
        z = y.unflatten(1, (4, 4)).sum(2)
        return self.fc(y.view(y.size(0), -1)), z


def test_views_of_activations_work_as_in_eager(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch.manual_seed(0)
    m, x = _ViewedNet(), torch.randn(2, 3, 16, 16)
    ref = copy.deepcopy(m)
    torch._dynamo.reset()
    out = torch.compile(m, backend="torchtpu")(x)
    want = ref(x)
    for a, b in zip(out, want):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-5)
    sum(o.square().mean() for o in out).backward()
    sum(o.square().mean() for o in want).backward()
    for (name, p), q in zip(m.named_parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-6, msg=name)


def test_inference_weights_are_prepared_channels_last_and_follow_updates(tmp_path, monkeypatch):
    # A network of 3x3 convolutions computed channels-last in torch's kernels: each inference
    # weight is prepared once as [O, kh, kw, I], the layout oneDNN reads beside channels-last
    # activations (layout bit 8), and taken as it lies. In-place updates and writes through
    # `.data` reach the next call.
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Conv2d(8, 16, 3, padding=1), torch.nn.ReLU(), torch.nn.Conv2d(16, 16, 3, padding=1),
                            torch.nn.ReLU(), torch.nn.Conv2d(16, 8, 3, padding=1)).eval()
    x = torch.randn(2, 8, 20, 20)
    torch._dynamo.reset()
    torchtpu.reset_stats()
    f = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        torch.testing.assert_close(f(x), m(x), rtol=1e-5, atol=1e-5)
        s = torchtpu.stats()
        assert s["layout_copies"] == 3, s
        torch.testing.assert_close(f(x), m(x), rtol=1e-5, atol=1e-5)
        assert torchtpu.stats()["layout_reuses"] >= 3
        m[2].weight.mul_(-0.5)
        torch.testing.assert_close(f(x), m(x), rtol=1e-5, atol=1e-5)
        m[4].weight.data[3, 5, 1, 2] += 1.0
        torch.testing.assert_close(f(x), m(x), rtol=1e-5, atol=1e-5)
    text = "".join(p.read_text() for p in tmp_path.glob("*.stablehlo.mlir"))
    assert "tensor<16x3x3x16xf32>" in text, text
    bits = _conv_layouts(tmp_path)
    assert bits and all(b & 8 for b in bits), bits
