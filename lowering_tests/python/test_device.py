"""The CPU-checkable parts of the GPU path (docs/gpu.md): plugin selection over fake package
folders, client create options, and `probe_plugin`'s view of a tensor's memory (no copy) with the
result handed back through DLPack. The GPU itself is tested by test_gpu.py."""

import json
import os
import warnings

import pytest
import torch

import torchtpu
from torchtpu import _native, config, device


def _touch(path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"\x7fELF not really")
    return str(path)


def _fake_dist(site, name, files):
    """A distribution `name` in `site` whose RECORD lists `files` (relative to `site`)."""
    info = os.path.join(site, f"{name.replace('-', '_')}-0.11.2.dist-info")
    os.makedirs(info, exist_ok=True)
    with open(os.path.join(info, "METADATA"), "w") as f:
        f.write(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.11.2\n")
    with open(os.path.join(info, "RECORD"), "w") as f:
        f.write("".join(f"{p},,\n" for p in files))


def test_cuda_plugin_found_in_a_jax_plugins_folder(tmp_path):
    so = _touch(tmp_path / "jax_plugins" / "xla_cuda13" / "xla_cuda_plugin.so")
    assert device.find_plugin("cuda", [str(tmp_path)]) == so
    assert device.find_plugin("gpu", [str(tmp_path)]) == so
    assert device.resolve("cuda", [str(tmp_path)]) == so
    assert device.resolve("CUDA", [str(tmp_path)]) == so


def test_cuda_plugin_found_through_an_installed_distribution(tmp_path):
    # A distribution whose plugin lies where no folder pattern looks: found by its file list.
    so = _touch(tmp_path / "odd_place" / "pjrt_c_api_cuda_plugin.so")
    _fake_dist(str(tmp_path), "xla-cuda13-pjrt", ["odd_place/pjrt_c_api_cuda_plugin.so", "odd_place/__init__.py"])
    assert device.find_plugin("cuda", [str(tmp_path)]) == so
    # jax-cuda13-pjrt is preferred over xla-cuda13-pjrt when both are installed.
    jax_so = _touch(tmp_path / "jax_plugins" / "xla_cuda13" / "xla_cuda_plugin.so")
    _fake_dist(str(tmp_path), "jax-cuda13-pjrt", ["jax_plugins/xla_cuda13/xla_cuda_plugin.so"])
    assert device.find_plugin("cuda", [str(tmp_path)]) == jax_so


def test_a_missing_cuda_plugin_says_what_to_install(tmp_path):
    assert device.find_plugin("cuda", [str(tmp_path)]) is None
    with pytest.raises(device.PluginNotFound, match=r"TORCHTPU_PJRT_PLUGIN=cuda: .*pip install jax-cuda13-pjrt"):
        device.resolve("cuda", [str(tmp_path)])
    with pytest.raises(device.PluginNotFound, match="pip install xla-cpu-pjrt"):
        device.resolve("cpu", [str(tmp_path)])
    with pytest.raises(ValueError, match="unknown plugin kind 'tpu'"):
        device.find_plugin("tpu", [str(tmp_path)])


def test_a_path_is_taken_as_given(tmp_path):
    assert device.resolve("/opt/plugins/libtpu.so", [str(tmp_path)]) == "/opt/plugins/libtpu.so"
    assert device.resolve("./my_cuda.so", []) == "./my_cuda.so"


def test_cpu_plugin_found_by_name(tmp_path):
    so = _touch(tmp_path / "xla_plugins" / "xla_cpu_pjrt" / "xla_cpu_pjrt.so")
    assert device.resolve("cpu", [str(tmp_path)]) == so


def test_cuda_inputs_pick_the_cuda_plugin_or_warn_once_what_to_install(tmp_path):
    cpu = _touch(tmp_path / "xla_plugins" / "xla_cpu_pjrt" / "xla_cpu_pjrt.so")
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        assert device.default_plugin([str(tmp_path)], cuda_inputs=True) == cpu
    msgs = [str(x.message) for x in w]
    assert len(msgs) == 1 and "pip install jax-cuda13-pjrt" in msgs[0] and "\n" not in msgs[0], msgs
    cuda = _touch(tmp_path / "jax_plugins" / "xla_cuda13" / "xla_cuda_plugin.so")
    assert device.default_plugin([str(tmp_path)], cuda_inputs=True) == cuda
    assert device.default_plugin([str(tmp_path)], cuda_inputs=False) == cpu


def test_kind_of_plugin_files():
    assert device.kind_of("/s/jax_plugins/xla_cuda13/xla_cuda_plugin.so") == "cuda"
    assert device.kind_of("/s/xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so") == "cpu"
    assert device.kind_of("/s/libtpu.so") == "other"


def test_client_options_from_the_environment(monkeypatch):
    for v in ("TORCHTPU_GPU_PREALLOCATE", "TORCHTPU_GPU_MEMORY_FRACTION", "TORCHTPU_GPU_ALLOCATOR", "TORCHTPU_CPU_ASYNC",
              "TORCHTPU_CPU_DEVICES"):
        monkeypatch.delenv(v, raising=False)
    assert config.client_options() == {"preallocate": False}
    monkeypatch.setenv("TORCHTPU_GPU_PREALLOCATE", "1")
    monkeypatch.setenv("TORCHTPU_GPU_MEMORY_FRACTION", "0.4")
    monkeypatch.setenv("TORCHTPU_GPU_ALLOCATOR", "cuda_async")
    monkeypatch.setenv("TORCHTPU_CPU_ASYNC", "0")
    monkeypatch.setenv("TORCHTPU_CPU_DEVICES", "4")
    # TORCHTPU_CPU_DEVICES is checked here and read by the compiler (test_runtime_info_after_a_compile).
    assert config.client_options() == {"preallocate": True, "memory_fraction": 0.4, "allocator": "cuda_async",
                                       "asynchronous": False}


@pytest.mark.parametrize("var,value", [
    ("TORCHTPU_GPU_MEMORY_FRACTION", "0"), ("TORCHTPU_GPU_MEMORY_FRACTION", "1.5"),
    ("TORCHTPU_GPU_MEMORY_FRACTION", "half"), ("TORCHTPU_GPU_ALLOCATOR", "cudaMalloc"),
    ("TORCHTPU_GPU_PREALLOCATE", "maybe"), ("TORCHTPU_CPU_ASYNC", "sometimes"), ("TORCHTPU_CPU_DEVICES", "0"),
    ("TORCHTPU_CPU_DEVICES", "two"),
])
def test_bad_client_options_name_their_variable(monkeypatch, var, value):
    monkeypatch.setenv(var, value)
    with pytest.raises(config.ConfigError, match=var):
        config.check()


def test_plugin_named_cuda_without_one_installed_is_a_config_error(monkeypatch):
    if device.find_plugin("cuda") is not None:
        pytest.skip("a CUDA plugin is installed here")
    monkeypatch.setenv("TORCHTPU_PJRT_PLUGIN", "cuda")
    with pytest.raises(config.ConfigError, match="pip install jax-cuda13-pjrt"):
        config.plugin_path()


def _probe(path, options="{}", n=8, dlpack=True):
    x = torch.arange(n, dtype=torch.float32) + 1
    r = dict(_native.probe_plugin(path, options, x, torch.from_dlpack if dlpack else None))
    return x, r


def test_probe_views_a_cpu_tensor_without_a_copy_and_returns_a_torch_tensor():
    path = device.find_plugin("cpu")
    x, r = _probe(path, json.dumps({"asynchronous": False}))
    for step in ("load", "create", "compile", "execute", "view", "dlpack_out"):
        assert r[step] == "ok", (step, r)
    assert r["pjrt_api_version"] == r["header_api_version"] == "0.81"
    assert r["platform"] == "cpu" and r["device_count"] >= 1
    assert r["create_options"] == ["cpu_device_count=1", "asynchronous=false"], "the CPU plugin gets only CPU options"
    assert r["view_zero_copy"] is True, "the view is the tensor's memory"
    assert "ffi" in r["extensions"]
    torch.testing.assert_close(r["view_result"], 2 * x)
    _, r = _probe(path, dlpack=False)
    assert r["view_result"] == (2 * x).tolist()


def test_probe_reports_each_failed_step_without_raising(tmp_path):
    r = dict(_native.probe_plugin(str(tmp_path / "missing.so")))
    assert r["load"] != "ok" and "missing.so" in r["load"]
    assert "create" not in r
    r = dict(_native.probe_plugin(device.find_plugin("cpu"), json.dumps({"allocator": "cudaMalloc"})))
    assert r["load"] == "ok" and "allocator" in r["create"]
    r = dict(_native.probe_plugin(device.find_plugin("cpu")))
    assert (r["execute"], r["view"]) == ("ok", "not tried (no view tensor)")


def test_the_0115_api_plugin_loads_with_the_081_client():
    # toolchain.md: `lammps-jax-pjrt-cpu` 0.11.2 (PJRT C API 0.115, the GPU plugin's version).
    path = os.environ.get("TORCHTPU_TEST_PLUGIN_0115")
    if not path or not os.path.isfile(path):
        pytest.skip("set TORCHTPU_TEST_PLUGIN_0115 to lammps-jax-pjrt-cpu's pjrt_c_api_cpu_plugin.so (docs/gpu.md)")
    x, r = _probe(path, json.dumps({"asynchronous": False}))
    assert r["pjrt_api_version"] == "0.115" and r["header_api_version"] == "0.81"
    for step in ("load", "create", "compile", "execute", "view", "dlpack_out"):
        assert r[step] == "ok", (step, r)
    torch.testing.assert_close(r["view_result"], 2 * x)


def test_runtime_info_after_a_compile(monkeypatch):
    monkeypatch.setenv("TORCHTPU_FALLBACK", "error")
    f = torch.compile(lambda x: x * 3 + 1, backend="torchtpu")
    x = torch.randn(5)
    torch.testing.assert_close(f(x), x * 3 + 1)
    info = device.runtime_info()
    assert info["platform"] == "cpu" and info["pjrt_api_version"].startswith("0.")
    assert info["header_api_version"] == "0.81"
    assert info["plugin_path"].endswith(".so") and info["device_kind"]
    # One device unless TORCHTPU_CPU_DEVICES says otherwise: XLA's worker pool is then sized to
    # the machine's cores, not to the plugin's default of 4 devices.
    assert info["device_count"] == int(os.environ.get("TORCHTPU_CPU_DEVICES", "1"))
    assert torchtpu.stats()["fallbacks"] == 0


@pytest.mark.parametrize("view", [torch.zeros(0), torch.zeros(4, dtype=torch.float16), torch.zeros(4, 4).t(), 12345],
                         ids=["empty", "float16", "transposed", "an_address"])
def test_probe_takes_only_a_checked_tensor_to_view(view):
    """Never a bare address, nor memory shorter or of another type than the float32 it reads."""
    with pytest.raises(_native.GraphError, match="contiguous, non-empty float32"):
        _native.probe_plugin(device.find_plugin("cpu"), "{}", view)


def test_probe_takes_only_a_torch_stream_to_wait_on():
    """A stream handle is never taken bare: the plugin would queue a wait on whatever it got."""
    with pytest.raises(_native.GraphError, match="torch.cuda.Stream"):
        _native.probe_plugin(device.find_plugin("cpu"), "{}", torch.zeros(4), None, 12345)


def test_torch_tf32_settings_reach_the_config_but_not_the_cpu_programs(monkeypatch):
    # TF32 is torch's choice per process; torchtpu follows it on the CUDA plugin only: the CPU
    # plugin's float32 products keep HIGHEST precision (and their cache keys) whatever torch says.
    monkeypatch.setenv("TORCHTPU_BLAS", "0")
    before = torch.get_float32_matmul_precision()
    try:
        torch.set_float32_matmul_precision("high")
        c = config.compile_config()
        assert c.tf32_matmul and c.tf32_conv == bool(torch.backends.cudnn.allow_tf32)
        texts = torchtpu.inspect(lambda a, b: a @ b, torch.randn(8, 8), torch.randn(8, 8))
        assert any("dot_general" in t and "precision HIGHEST" in t for t in texts), texts
    finally:
        torch.set_float32_matmul_precision(before)
    assert not config.compile_config().tf32_matmul
