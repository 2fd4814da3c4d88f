"""StableHLO-only reproducers of places where XLA's CPU code is weaker than eager's kernels
(issue 14; docs/performance.md, "Where XLA's CPU backend is weaker").

Each case is a hand-written StableHLO module run as a `torchtpu.stablehlo_kernel` (one
`stablehlo.convolution` or `stablehlo.dot_general`, nothing torchtpu rewrites), timed beside
eager torch's kernel for the same op and beside what torchtpu's lowering emits for it through
`torch.compile`. Results are checked against eager.

- **depthwise convolution** (`feature_group_count` = channels, MobileNet's 3x3 and 5x5 layers):
  XLA's CPU backend runs it in a generic loop; torchtpu writes it as one multiply-add per tap.
- **matrix product with a small batch** (`[8, 576] x [576, 1024]`, a classifier head):
  XLA's dot against oneDNN/MKL's.
- **`x @ w.T` with few rows** (`w` stored `[N, K]`, as a Linear weight in a training graph):
  XLA's CPU dot contracting the right operand's minor dim packs all of `w` with strided reads on
  every call; torchtpu writes it as `transpose(w @ x.T)` (lower/matmul.rs, `matrix_product`).

    .venv/bin/python benchmarks/xla_cpu_repro.py
    .venv/bin/python benchmarks/xla_cpu_repro.py --swap   # the x @ w.T forms across shapes
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import torchtpu  # noqa: E402


def median_ms(f, *args, calls: int = 20) -> float:
    for _ in range(3):
        f(*args)
    times = []
    for _ in range(calls):
        t = time.perf_counter()
        f(*args)
        times.append(time.perf_counter() - t)
    times.sort()
    return times[len(times) // 2] * 1e3


def t(dims) -> str:
    return "tensor<" + "x".join(map(str, dims)) + "xf32>"


def depthwise_case(n: int, c: int, h: int, k: int, stride: int):
    pad = k // 2
    o = (h + 2 * pad - k) // stride + 1
    x, w, y = (n, c, h, h), (c, 1, k, k), (n, c, o, o)
    text = f"""
func.func @main(%x: {t(x)}, %w: {t(w)}) -> {t(y)} {{
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
      window = {{stride = [{stride}, {stride}], pad = [[{pad}, {pad}], [{pad}, {pad}]]}}
      {{batch_group_count = 1 : i64, feature_group_count = {c} : i64}} : ({t(x)}, {t(w)}) -> {t(y)}
  return %0 : {t(y)}
}}"""
    kernel = torchtpu.stablehlo_kernel(text, (y, torch.float32), name=f"depthwise_{c}x{h}_{k}x{k}_s{stride}")

    def eager(xt, wt):
        return F.conv2d(xt, wt, stride=stride, padding=pad, groups=c)

    args = (torch.randn(x), torch.randn(w))
    return f"depthwise conv {c} ch, {h}x{h}, {k}x{k}, stride {stride}, batch {n}", kernel, eager, args


def small_batch_dot_case(m: int, k: int, n: int):
    a, b, y = (m, k), (k, n), (m, n)
    text = f"""
func.func @main(%a: {t(a)}, %b: {t(b)}) -> {t(y)} {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : ({t(a)}, {t(b)}) -> {t(y)}
  return %0 : {t(y)}
}}"""
    kernel = torchtpu.stablehlo_kernel(text, (y, torch.float32), name=f"dot_{m}x{k}x{n}")
    return f"matmul [{m}, {k}] x [{k}, {n}]", kernel, torch.matmul, (torch.randn(a), torch.randn(b))


def transposed_weight_dot_case(m: int, k: int, n: int):
    """`x @ w.T` with `w` stored [N, K] (a Linear weight in a training graph): XLA folds the
    transpose into the dot, contracting `w` along its minor dim."""
    a, b, y = (m, k), (n, k), (m, n)
    text = f"""
func.func @main(%a: {t(a)}, %b: {t(b)}) -> {t(y)} {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [1] : ({t(a)}, {t(b)}) -> {t(y)}
  return %0 : {t(y)}
}}"""
    kernel = torchtpu.stablehlo_kernel(text, (y, torch.float32), name=f"dot_nt_{m}x{k}x{n}")
    return f"x @ w.T, x [{m}, {k}], w [{n}, {k}]", kernel, lambda x, w: x @ w.t(), (torch.randn(a), torch.randn(b))


def swap_sweep() -> None:
    """`x @ w.T` (x [M, K], w [N, K]) three ways, as StableHLO: folded (what XLA makes of
    `x @ transpose(w)`), swapped (`transpose(w @ x.T)` behind an optimization barrier, what
    torchtpu's `matrix_product` writes for few rows) and with `w` stored [K, N] (the plain
    product). The shapes that set the swap's thresholds in lower/matmul.rs."""
    print("| M | K | N | eager | folded | swapped | w stored [K, N] |")
    print("|---|---|---|---|---|---|---|")
    shapes = [(8, 1024, 1024), (64, 1024, 1024), (128, 1024, 1024), (256, 1024, 1024), (512, 1024, 256),
              (32, 768, 3072), (32, 256, 1024), (128, 256, 1024), (512, 256, 1024), (16, 256, 50257), (128, 256, 50257)]
    with torch.no_grad():
        for m, k, n in shapes:
            x, w = torch.randn(m, k), torch.randn(n, k)
            want = x @ w.t()
            a, b, bt, y, yt = t((m, k)), t((n, k)), t((k, n)), t((m, n)), t((n, m))
            folded = f"""func.func @main(%a: {a}, %b: {b}) -> {y} {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [1] : ({a}, {b}) -> {y}
  return %0 : {y} }}"""
            swapped = f"""func.func @main(%a: {a}, %b: {b}) -> {y} {{
  %0 = stablehlo.dot_general %b, %a, contracting_dims = [1] x [1] : ({b}, {a}) -> {yt}
  %1 = stablehlo.optimization_barrier %0 : {yt}
  %2 = stablehlo.transpose %1, dims = [1, 0] : ({yt}) -> {y}
  return %2 : {y} }}"""
            stored = f"""func.func @main(%a: {a}, %b: {bt}) -> {y} {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : ({a}, {bt}) -> {y}
  return %0 : {y} }}"""
            times = []
            for name, text, args in (("folded", folded, (x, w)), ("swapped", swapped, (x, w)), ("stored", stored, (x, w.t().contiguous()))):
                kernel = torchtpu.stablehlo_kernel(text, ((m, n), torch.float32), name=f"nt_{name}_{m}x{k}x{n}")
                torch.testing.assert_close(kernel(*args), want, rtol=1e-3, atol=1e-2)
                times.append(median_ms(kernel, *args, calls=7))
            e = median_ms(lambda: x @ w.t(), calls=7)
            print(f"| {m} | {k} | {n} | {e:.3f} ms | " + " | ".join(f"{v:.3f} ms" for v in times) + " |", flush=True)


def main() -> None:
    torch.set_num_threads(1)
    if "--swap" in sys.argv[1:]:
        swap_sweep()
        return
    cases = [
        depthwise_case(8, 16, 112, 3, 2),
        depthwise_case(8, 72, 56, 3, 2),
        depthwise_case(8, 96, 28, 5, 1),
        depthwise_case(8, 576, 7, 5, 1),
        small_batch_dot_case(8, 576, 1024),
        small_batch_dot_case(64, 1024, 1024),
        transposed_weight_dot_case(64, 1024, 1024),
        transposed_weight_dot_case(32, 768, 3072),
    ]
    print("one thread; times are medians; ratio = eager time / time (higher is faster)\n")
    print("| case | eager | XLA, StableHLO as written | ratio | torchtpu's lowering | ratio |")
    print("|---|---|---|---|---|---|")
    with torch.no_grad():
        for label, kernel, eager, args in cases:
            want = eager(*args)
            torch.testing.assert_close(kernel(*args), want, rtol=1e-4, atol=1e-3)
            torch._dynamo.reset()
            lowered = torch.compile(eager, backend="torchtpu")
            torch.testing.assert_close(lowered(*args), want, rtol=1e-4, atol=1e-3)
            e, x, ours = median_ms(eager, *args), median_ms(kernel, *args), median_ms(lowered, *args)
            print(f"| {label} | {e:.3f} ms | {x:.3f} ms | {e / x:.2f}x | {ours:.3f} ms | {e / ours:.2f}x |", flush=True)


if __name__ == "__main__":
    main()
