"""Which thread runs the CPU plugin's kernels (runtime/kernel_host.rs): the thread waiting for
the program, never XLA's worker threads, so that XLA's workers start no OpenMP teams of their own
(which made libgomp throttle every OpenMP region of the process, the user's eager ops included).
`TORCHTPU_KERNELS_ON_CALLER=0` gives the old behaviour; the numbers are the same either way."""

import copy
import os
import subprocess
import sys
import threading

import torch

import torchtpu


def _sgd_steps(models, loss, steps):
    """`steps` SGD steps (lr 0.1) of `loss(fn)` for each `(module, fn)` of `models`."""
    for m, fn in models:
        opt = torch.optim.SGD(m.parameters(), lr=0.1)
        for _ in range(steps):
            opt.zero_grad()
            loss(fn).backward()
            opt.step()


def _net():
    torch.manual_seed(0)
    return torch.nn.Sequential(
        torch.nn.Conv2d(3, 16, 3, padding=1),
        torch.nn.ReLU(),
        torch.nn.Flatten(),
        torch.nn.Linear(16 * 16 * 16, 256),
        torch.nn.GELU(),
        torch.nn.Linear(256, 10),
        torch.nn.Softmax(dim=-1),
    )


def test_kernels_run_on_the_calling_thread_and_match_eager(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch._dynamo.reset()
    net = _net()
    x = torch.randn(8, 3, 16, 16)
    f = torch.compile(net, backend="torchtpu")
    with torch.no_grad():
        f(x)
        torchtpu.reset_stats()
        f(x)
        per_run = torchtpu.stats()["kernels_on_caller"]
        for _ in range(4):
            out = f(x)
        ref = net(x)
    s = torchtpu.stats()
    # The convolution and the wide product at least are kernel calls, each run on this thread
    # (a small one, of at most 2^15 elements, would run where XLA reached it, on one thread).
    assert per_run >= 2, s
    assert s["kernels_on_caller"] == 5 * per_run, s
    assert s["kernels_on_workers"] == s["kernels_small"], s
    # Their time is counted (benchmarks/run.py prints it per step).
    assert s["kernel_body_ns"] > 0, s
    torch.testing.assert_close(out, ref, rtol=1e-5, atol=1e-6)


def test_small_kernel_calls_run_where_xla_reaches_them_and_match_eager(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch._dynamo.reset()
    torch.manual_seed(0)
    # Three 64x64 products at batch 64: 12,288 elements each, below the hand-off's bound.
    m = torch.nn.Sequential(torch.nn.Linear(64, 64), torch.nn.ReLU(), torch.nn.Linear(64, 64), torch.nn.ReLU(),
                            torch.nn.Linear(64, 64))
    x = torch.randn(64, 64)
    f = torch.compile(m, backend="torchtpu")
    with torch.no_grad():
        f(x)
        torchtpu.reset_stats()
        for _ in range(5):
            out = f(x)
        ref = m(x)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0, s
    assert s["kernels_small"] == 15 and s["kernels_on_workers"] == 15 and s["kernels_on_caller"] == 0, s
    torch.testing.assert_close(out, ref, rtol=1e-5, atol=1e-5)


def test_bias_gradient_row_sums_run_where_xla_reaches_them_and_match_eager(monkeypatch):
    # Two 256-wide Linear layers trained at batch 256: every product has 65,536-element operands,
    # above the small-call bound, and runs on this thread; each bias gradient is a row sum of a
    # [256, 256] gradient (torchtpu_sum_rows), one-threaded code of torchtpu's own that gains
    # nothing from this thread's OpenMP team, so it runs on the XLA worker that reached it
    # instead of costing a hand-off.
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch._dynamo.reset()
    torch.manual_seed(0)
    net = torch.nn.Sequential(torch.nn.Linear(256, 256), torch.nn.ReLU(), torch.nn.Linear(256, 256))
    ref = copy.deepcopy(net)
    x = torch.randn(256, 256)
    f = torch.compile(net, backend="torchtpu")
    f(x).square().sum().backward()  # compiles
    net.zero_grad()
    torchtpu.reset_stats()
    steps = 3
    for m, fn in ((net, f), (ref, ref)):
        for _ in range(steps):
            m.zero_grad()
            fn(x).square().sum().backward()
    s = torchtpu.stats()
    assert s["fallbacks"] == 0, s
    assert s["kernels_on_caller"] > 0, s
    # Two row sums a backward, nothing else small.
    assert s["kernels_small"] == 2 * steps and s["kernels_on_workers"] == 2 * steps, s
    for p, q in zip(net.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-4)


def test_a_program_xla_would_run_inline_is_kept_off_that_path_and_its_kernels_stay_on_the_caller(monkeypatch, tmp_path):
    # A depthwise-separable stack's training forward and backward are nearly all kernel calls
    # (convolutions with their batch norm and ReLU), which XLA's cost analysis counts as -1 flop
    # each: under 1,000 flops the CPU client runs a program inline on the caller, and after a
    # parallel fusion XLA went on with it on its workers, where the kernels it reached started
    # OpenMP teams of their own (kernels_on_workers beyond the small ones), slowing every OpenMP
    # region of the process. The session compiles such a program again with a no-op kernel whose
    # operand XLA counts above 1,000 flops (emit::KEEP_OFF_INLINE); its caller then serves every
    # body.
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    monkeypatch.setenv("TORCHTPU_DUMP_DIR", str(tmp_path))
    torch._dynamo.reset()
    torch.manual_seed(0)

    def bn_relu(c):
        return [torch.nn.BatchNorm2d(c), torch.nn.ReLU()]

    layers, cin = [torch.nn.Conv2d(3, 32, 3, 2, 1, bias=False), *bn_relu(32)], 32
    for cout, stride in [(64, 1), (128, 2), (128, 1)]:
        layers += [torch.nn.Conv2d(cin, cin, 3, stride, 1, groups=cin, bias=False), *bn_relu(cin),
                   torch.nn.Conv2d(cin, cout, 1, bias=False), *bn_relu(cout)]
        cin = cout
    net = torch.nn.Sequential(*layers)
    ref = copy.deepcopy(net)
    x = torch.randn(4, 3, 64, 64)
    f = torch.compile(net, backend="torchtpu")
    f(x).square().mean().backward()  # compiles
    net.zero_grad()
    torchtpu.reset_stats()
    _sgd_steps(((net, f), (ref, ref)), lambda fn: fn(x).square().mean(), 2)
    s = torchtpu.stats()
    assert s["fallbacks"] == 0, s
    assert s["kernels_on_caller"] > 0 and s["kernels_on_workers"] == s["kernels_small"], s
    dumped = [p.read_text() for p in tmp_path.glob("*.stablehlo.mlir")]
    assert dumped and all("torchtpu_keep_off_inline" in t for t in dumped), [p.name for p in tmp_path.glob("*")]
    for p, q in zip(net.parameters(), ref.parameters()):
        torch.testing.assert_close(p, q, rtol=1e-4, atol=1e-5)


def test_training_steps_run_every_kernel_on_the_calling_thread(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch._dynamo.reset()
    net, ref = _net(), _net()
    x = torch.randn(8, 3, 16, 16)
    f = torch.compile(net, backend="torchtpu")
    torchtpu.reset_stats()
    _sgd_steps(((net, f), (ref, ref)), lambda fn: fn(x).square().sum(), 3)
    s = torchtpu.stats()
    assert s["kernels_on_caller"] > 0 and s["kernels_on_workers"] == s["kernels_small"], s
    for p, q in zip(net.parameters(), ref.parameters()):
        torch.testing.assert_close(p, q, rtol=1e-4, atol=1e-5)


def test_only_programs_that_call_kernels_are_waited_for_serving(monkeypatch):
    # A program of XLA's code alone (an elementwise map over 1 MB, far above the 1,000 flops
    # under which XLA would run it inline) has no kernel bodies to serve: its caller waits
    # plainly, without parking its OpenMP team (which cost such a call about 50 us). A program
    # with a kernel (a product) and a fusion is still waited for serving, its body on the caller.
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    torch._dynamo.reset()
    x = torch.randn(512, 512)
    w = torch.randn(512, 512)
    plain = torch.compile(lambda a: a * 2.0 + 1.0, backend="torchtpu")
    product = torch.compile(lambda a: (a @ w) * 2.0, backend="torchtpu")
    plain(x)
    product(x)
    torchtpu.reset_stats()
    for _ in range(5):
        out = plain(x)
    s = torchtpu.stats()
    torch.testing.assert_close(out, x * 2.0 + 1.0)
    assert s["fallbacks"] == 0 and s["executions"] == 5, s
    assert s["served_waits"] == 0 and s["kernels_on_caller"] == 0, s
    for _ in range(5):
        out = product(x)
    s = torchtpu.stats()
    torch.testing.assert_close(out, (x @ w) * 2.0, rtol=1e-4, atol=1e-3)
    assert s["fallbacks"] == 0 and s["executions"] == 10, s
    assert s["served_waits"] == 5 and s["kernels_on_caller"] == 5 and s["kernels_on_workers"] == 0, s


_BESIDE_A_BUSY_PROCESS = """
import subprocess, sys, time
import torch, torchtpu
torch.manual_seed(0)
w = torch.randn(256, 256)
x = torch.randn(128, 256)
f = torch.compile(lambda a: torch.relu(a @ w) @ w, backend="torchtpu")
f(x)
busy = "import time\\nend = time.monotonic() + 60\\nwhile time.monotonic() < end:\\n    pass\\n"
neighbour = subprocess.Popen([sys.executable, "-c", busy])
try:
    time.sleep(0.3)
    torchtpu.reset_stats()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        out = f(x)
        s = torchtpu.stats()
        if s["cpu_samples"] >= 4:
            break
finally:
    neighbour.kill()
    neighbour.wait(timeout=30)
torch.testing.assert_close(out, torch.relu(x @ w) @ w, rtol=1e-4, atol=1e-3)
print(*(s[k] for k in ("fallbacks", "cpu_samples", "cpu_samples_others_busy", "kernels_on_caller", "kernels_on_workers", "kernels_one_thread", "executions")))
"""


def test_beside_a_busy_process_kernels_run_where_posted_on_one_thread():
    # A process that keeps a core busy beside the model (a DataLoader worker, another job): the
    # waits between torchtpu's threads see it in their CPU samples and stop yielding, and kernel
    # bodies run on the XLA worker that posted them, with one thread, instead of two hand-offs
    # that each wait for a core the other process holds (docs/performance.md). Results are
    # eager's. In a subprocess with the default `TORCHTPU_WAIT=auto` (the suite runs `yield`).
    env = {**os.environ, "TORCHTPU_WAIT": "auto", "TORCHTPU_FALLBACK": "error"}
    r = subprocess.run([sys.executable, "-c", _BESIDE_A_BUSY_PROCESS], env=env, capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stderr[-3000:]
    fallbacks, samples, busy, on_caller, on_workers, one_thread, executions = map(int, r.stdout.split()[-7:])
    assert fallbacks == 0 and executions > 0
    assert samples >= 4
    # The neighbour used a whole core throughout: at least half the samples saw it, and the
    # kernels called meanwhile ran where they were posted, one-threaded.
    assert 2 * busy >= samples, (samples, busy)
    assert one_thread > 0 and one_thread <= on_workers, (on_caller, on_workers, one_thread)


def test_wait_mode_is_checked():
    env = {**os.environ, "TORCHTPU_WAIT": "sometimes"}
    r = subprocess.run([sys.executable, "-c", "import torchtpu.config as c; c.check()"], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode != 0 and "TORCHTPU_WAIT='sometimes'" in r.stderr, r.stderr[-2000:]


def test_threads_calling_at_once_each_get_their_results():
    # Four threads run compiled programs with kernel calls at the same time: every waiting thread
    # may run any thread's kernel bodies, and each thread must still get its own results.
    torch._dynamo.reset()
    w = torch.randn(256, 256)
    f = torch.compile(lambda a: torch.relu(a @ w) @ w, backend="torchtpu")
    inputs = [torch.randn(128, 256) for _ in range(4)]
    expected = [torch.relu(a @ w) @ w for a in inputs]
    f(inputs[0])
    torchtpu.reset_stats()
    errors: list[str] = []

    def worker(i: int) -> None:
        try:
            for _ in range(20):
                torch.testing.assert_close(f(inputs[i]), expected[i], rtol=1e-4, atol=1e-3)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(f"thread {i}: {e}")

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads), "a thread did not finish in 120 s"
    assert not errors, errors
    s = torchtpu.stats()
    # Every call ran compiled, its product on a calling thread.
    assert s["fallbacks"] == 0 and s["kernels_on_workers"] == 0, s
    assert s["kernels_on_caller"] >= 4 * 20, s


_SWITCHED_OFF = """
import torch, torchtpu
torch.manual_seed(0)
w = torch.randn(256, 256)
a = torch.randn(128, 256)
f = torch.compile(lambda a: torch.relu(a @ w) @ w, backend="torchtpu")
for _ in range(3):
    out = f(a)
torch.testing.assert_close(out, torch.relu(a @ w) @ w, rtol=1e-4, atol=1e-3)
s = torchtpu.stats()
print(s["kernels_on_caller"], s["kernels_on_workers"], s["fallbacks"])
"""


def test_switched_off_kernels_run_on_xla_workers():
    env = {**os.environ, "TORCHTPU_KERNELS_ON_CALLER": "0", "TORCHTPU_FALLBACK": "error"}
    r = subprocess.run([sys.executable, "-c", _SWITCHED_OFF], env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    on_caller, on_workers, fallbacks = map(int, r.stdout.split()[-3:])
    assert (on_caller, fallbacks) == (0, 0)
    assert on_workers >= 6


_INLINE_PROGRAM = """
import torch, torchtpu
torch.manual_seed(0)
conv = torch.nn.Conv2d(32, 32, 3, 2, 1, groups=32, bias=False)
ref = torch.nn.Conv2d(32, 32, 3, 2, 1, groups=32, bias=False)
ref.load_state_dict(conv.state_dict())
x = torch.randn(8, 32, 32, 32, requires_grad=True)
xr = x.detach().clone().requires_grad_(True)
f = torch.compile(conv, backend="torchtpu")
for _ in range(300):
    f(x).square().mean().backward()
    ref(xr).square().mean().backward()
torch.testing.assert_close(x.grad, xr.grad, rtol=1e-4, atol=1e-6)
torch.testing.assert_close(conv.weight.grad, ref.weight.grad, rtol=1e-4, atol=1e-5)
s = torchtpu.stats()
print(s["kernels_on_caller"], s["kernels_on_workers"], s["fallbacks"])
"""


def test_programs_xla_runs_inline_never_wait_for_their_caller():
    # A strided depthwise convolution's training step: torch's kernels and a few fusions, which
    # XLA's cost analysis counts as under 1,000 flops (a kernel call counts as -1), so XLA runs
    # each program inside the execute call, and after a parallel fusion goes on on its workers
    # while the caller is blocked in that call. The caller used to be counted as a thread serving
    # kernel bodies, and a kernel posted to it from a worker waited for ever (a hang within a
    # few dozen steps). Run in a subprocess, so that a hang fails the test rather than the suite.
    # By default such a program is now compiled off the inline path (the next test); a client
    # created synchronous (`TORCHTPU_CPU_ASYNC=0`, which this plugin accepts and ignores) is
    # taken to run every program inline, so the path that hung is still the one taken here.
    env = {**os.environ, "TORCHTPU_FALLBACK": "error", "TORCHTPU_CPU_ASYNC": "0"}
    r = subprocess.run([sys.executable, "-c", _INLINE_PROGRAM], env=env, capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stderr[-3000:]
    on_caller, on_workers, fallbacks = map(int, r.stdout.split()[-3:])
    assert fallbacks == 0
    # Kernels reached from a worker ran there (the case that hung), the others on the caller.
    assert on_workers > 0 and on_caller > 0, (on_caller, on_workers)


def test_programs_xla_would_run_inline_run_every_kernel_on_their_caller():
    # The same step with the default client: compiled again off the inline path
    # (emit::KEEP_OFF_INLINE), every kernel body runs on the caller and none on XLA's workers,
    # where each would have started an OpenMP team of its own.
    env = {**os.environ, "TORCHTPU_FALLBACK": "error"}
    env.pop("TORCHTPU_CPU_ASYNC", None)
    r = subprocess.run([sys.executable, "-c", _INLINE_PROGRAM], env=env, capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stderr[-3000:]
    on_caller, on_workers, fallbacks = map(int, r.stdout.split()[-3:])
    assert fallbacks == 0
    assert on_caller > 0 and on_workers == 0, (on_caller, on_workers)


def test_the_kernel_profile_counts_each_kernel_and_shape_while_on():
    torch._dynamo.reset()
    lin = torch.nn.Linear(512, 1024)
    f = torch.compile(lin, backend="torchtpu")
    x = torch.randn(256, 512)
    with torch.no_grad():
        f(x)
        torchtpu.kernel_profile(enable=True, reset=True)
        for _ in range(3):
            torch.testing.assert_close(f(x), lin(x), rtol=1e-5, atol=1e-4)
        rows = torchtpu.kernel_profile(enable=False, reset=True)
        gemm = [r for r in rows if r["kernel"] == "torchtpu_gemm"]
        assert len(gemm) == 1, rows
        # The product, its weight read transposed, its bias: dims as XLA's buffers hold them.
        assert gemm[0]["calls"] == 3
        assert gemm[0]["shapes"] == "f32[1, 256, 512], f32[1, 1024, 512], f32[1024] -> f32[1, 256, 1024]"
        assert gemm[0]["total_ms"] > 0
        f(x)
    # Off: nothing recorded after `enable=False`, and the reset emptied the profile.
    assert torchtpu.kernel_profile() == []
