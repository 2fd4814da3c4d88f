//! What a plugin is and what it accepts: `runtime_info` (the process's runtime) and
//! `probe_plugin` (one plugin tried step by step, each step's outcome reported rather than
//! raised), which `scripts/gpu_check.sh` runs on a GPU machine (docs/gpu.md).

use std::path::Path;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use torchtpu_compiler::runtime::{
    default_compile_options, dlpack, ArgBuffer, ArgSpec, Client, ClientOptions, ElementType, HostInput, HostOutput,
    NamedOption, PlatformKind, Plugin, HEADER_API_VERSION,
};

use crate::errors::guarded;

/// The plugin's extensions by name; a type newer than the header by its number.
fn extension_names(plugin: &Plugin) -> Vec<String> {
    plugin
        .extensions()
        .into_iter()
        .map(|(t, n)| if n.starts_with("newer") { format!("type {t} ({n})") } else { n.to_string() })
        .collect()
}

fn options_text(options: &[NamedOption]) -> Vec<String> {
    options.iter().map(|o| format!("{}={}", o.name, o.value)).collect()
}

fn describe_client<'py>(py: Python<'py>, d: &Bound<'py, PyDict>, client: &Client) -> PyResult<()> {
    let plugin = client.plugin();
    let (major, minor) = plugin.api_version();
    d.set_item("plugin_path", plugin.path().display().to_string())?;
    d.set_item("pjrt_api_version", format!("{major}.{minor}"))?;
    d.set_item("header_api_version", format!("{}.{}", HEADER_API_VERSION.0, HEADER_API_VERSION.1))?;
    d.set_item("platform", client.platform_name())?;
    d.set_item("platform_version", client.platform_version())?;
    d.set_item("device_kind", client.device_kind().unwrap_or_else(|e| format!("<unknown: {e}>")))?;
    d.set_item("device_count", client.device_count())?;
    d.set_item("create_options", options_text(client.create_options()))?;
    d.set_item("extensions", PyList::new(py, extension_names(plugin))?)?;
    // torchtpu's CPU kernels (the BLAS gemm custom calls): registered with this client's plugin,
    // and the BLAS they call, when one is loaded.
    d.set_item("cpu_kernels", client.has_cpu_kernels())?;
    d.set_item("blas", torchtpu_compiler::runtime::cpu_kernels::gemm::blas_path())?;
    d.set_item("aten_kernels", torchtpu_compiler::runtime::cpu_kernels::aten::aten_path())?;
    // Whether float32 products can run in oneDNN here (runtime/cpu_kernels/gemm_choice.rs).
    d.set_item("onednn_products", torchtpu_compiler::runtime::cpu_kernels::gemm_choice::onednn_works())?;
    // torchtpu's CUDA kernels (attention in torch's CUDA kernels): registered with this client's
    // plugin, and whether the loaded ATen kernels have them.
    d.set_item("cuda_kernels", client.has_cuda_kernels())?;
    d.set_item("cuda_attention", client.has_cuda_kernels() && torchtpu_compiler::runtime::cuda_kernels::attention_loaded())?;
    if client.platform_name().eq_ignore_ascii_case("cuda") {
        // How a call orders XLA's stream after torch's (cuda_streams.rs).
        let order = match crate::cuda_streams::CudaStreams::get(py, client) {
            Ok(s) => s.ordering(),
            Err(e) => format!("<unknown: {e}>"),
        };
        d.set_item("cuda_stream_order", order)?;
    }
    Ok(())
}

/// The CUDA runtime library torchtpu orders CUDA streams with (runtime/cuda_runtime.rs): its
/// soname, or why there is none. Finds it among the libraries this process loaded (torch's CUDA
/// build loads it) and makes one CUDA event, which starts CUDA where it had not started.
#[pyfunction]
pub(crate) fn cuda_runtime_status() -> String {
    match torchtpu_compiler::runtime::cuda_runtime::CudaRuntime::get() {
        Ok(rt) => rt.library().to_string(),
        Err(why) => format!("none: {why}"),
    }
}

/// Whether graphs compiled now can run attention in torch's CUDA kernels (capture/attention.py
/// rewrites it for them only then): the runtime is a CUDA plugin that took torchtpu's CUDA
/// kernels, and the loaded ATen kernels have them. Raises `BackendError` before the runtime
/// starts.
#[pyfunction]
pub(crate) fn cuda_attention_ready() -> PyResult<bool> {
    let s = crate::session()?;
    Ok(s.client().has_cuda_kernels() && torchtpu_compiler::runtime::cuda_kernels::attention_loaded())
}

/// The runtime of this process: plugin path, PJRT C API version (the plugin's and the header's
/// torchtpu was built with), platform, device kind and count, create options, extensions.
#[pyfunction]
pub(crate) fn runtime_info(py: Python<'_>) -> PyResult<Py<PyDict>> {
    let d = PyDict::new(py);
    let s = crate::session()?;
    describe_client(py, &d, s.client())?;
    Ok(d.unbind())
}

/// XLA's allocator statistics for device `index` of the process's runtime
/// (`PJRT_Device_MemoryStats`): `bytes_in_use` always, and those of `peak_bytes_in_use`,
/// `num_allocs`, `largest_alloc_size`, `bytes_limit`, `bytes_reserved`, `peak_bytes_reserved`,
/// `pool_bytes` and `peak_pool_bytes` the plugin keeps. XLA's peaks cannot be reset. Raises
/// `BackendError` before the runtime starts, and the plugin's error where it has no statistics.
#[pyfunction]
#[pyo3(signature = (index=0))]
pub(crate) fn device_memory_stats(py: Python<'_>, index: usize) -> PyResult<Py<PyDict>> {
    let s = crate::session()?;
    let stats = py.detach(|| guarded("device_memory_stats", || s.client().memory_stats(index)))?;
    let d = PyDict::new(py);
    for (k, v) in stats.reported() {
        d.set_item(k, v)?;
    }
    Ok(d.unbind())
}

const DOUBLE: &str = "func.func @main(%arg0: tensor<Nxf32>) -> tensor<Nxf32> {\n  %0 = \"stablehlo.add\"(%arg0, %arg0) : (tensor<Nxf32>, tensor<Nxf32>) -> tensor<Nxf32>\n  return %0 : tensor<Nxf32>\n}\n";

/// Tries the plugin at `plugin_path` step by step and reports each step (`"ok"` or the error),
/// without raising: load (API version, attributes, extensions), client creation with
/// `client_options` (JSON, as `torchtpu.config.client_options()`), compile, execute on a host
/// input, and, given `view` (a contiguous, non-empty float32 torch tensor on the plugin's device:
/// a CUDA tensor on the GPU, a CPU tensor on the CPU; checked here, and held for the call), a run
/// on a view of its memory (`PJRT_Client_CreateViewOfDeviceBuffer`, no copy) whose result comes back through
/// DLPack as a torch tensor when `from_dlpack` is given (`view_result`), else as a list.
/// Where the plugin has the stream extension, the view is made on XLA's external-ready stream
/// (`xla_stream`) and the result is waited for on `stream` (a `torch.cuda.Stream`, checked;
/// `stream_extension`, `wait_on_stream`). The caller's own work on
/// the viewed memory must be finished before the call.
#[pyfunction]
#[pyo3(signature = (plugin_path, client_options="{}", view=None, from_dlpack=None, stream=None))]
pub(crate) fn probe_plugin<'py>(
    py: Python<'py>,
    plugin_path: String,
    client_options: &str,
    view: Option<Bound<'py, PyAny>>,
    from_dlpack: Option<Bound<'py, PyAny>>,
    stream: Option<Bound<'py, PyAny>>,
) -> PyResult<Py<PyDict>> {
    // A torch stream object, checked here (never a bare handle: the plugin would queue a wait
    // on whatever it is given).
    let stream: Option<isize> = match &stream {
        None => None,
        Some(s) => {
            let cls = py.import("torch")?.getattr("cuda")?.getattr("Stream")?;
            if !s.is_instance(&cls)? {
                return Err(crate::errors::GraphError::new_err("probe_plugin: `stream` must be a torch.cuda.Stream"));
            }
            Some(s.getattr("cuda_stream")?.extract()?)
        }
    };
    // The memory to view, from a tensor checked here (never a bare address): (address, float32
    // count, device index).
    let view_mem = match &view {
        None => None,
        Some(t) => {
            let torch = py.import("torch")?;
            let ok = t.get_type().is(&torch.getattr("Tensor")?)
                && t.getattr("dtype")?.is(&torch.getattr("float32")?)
                && t.call_method0("is_contiguous")?.is_truthy()?
                && t.call_method0("numel")?.extract::<usize>()? > 0;
            if !ok {
                return Err(crate::errors::GraphError::new_err(
                    "probe_plugin: `view` must be a contiguous, non-empty float32 torch.Tensor",
                ));
            }
            let index: Option<i64> = t.getattr("device")?.getattr("index")?.extract()?;
            let index = usize::try_from(index.unwrap_or(0)).unwrap_or(0);
            Some((t.call_method0("data_ptr")?.extract::<usize>()?, t.call_method0("numel")?.extract::<usize>()?, index))
        }
    };
    let d = PyDict::new(py);
    d.set_item("plugin_path", &plugin_path)?;
    let step = |name: &str, r: Result<(), String>| -> PyResult<bool> {
        d.set_item(name, r.as_ref().map(|()| "ok").unwrap_or_else(|e| e.as_str()))?;
        Ok(r.is_ok())
    };
    let err = |e: PyErr| -> String { e.to_string() };

    let plugin = py.detach(|| guarded("probe_plugin: load", || Plugin::load(Path::new(&plugin_path))));
    let plugin = match plugin {
        Ok(p) => p,
        Err(e) => {
            step("load", Err(err(e)))?;
            return Ok(d.unbind());
        }
    };
    step("load", Ok(()))?;
    let (major, minor) = plugin.api_version();
    d.set_item("pjrt_api_version", format!("{major}.{minor}"))?;
    d.set_item("header_api_version", format!("{}.{}", HEADER_API_VERSION.0, HEADER_API_VERSION.1))?;
    d.set_item("extensions", PyList::new(py, extension_names(&plugin))?)?;
    let attrs = PyDict::new(py);
    for (k, v) in plugin.attributes().unwrap_or_default() {
        attrs.set_item(k, v.to_string())?;
    }
    d.set_item("attributes", attrs)?;

    let kind = PlatformKind::guess(&plugin_path);
    let client = py.detach(|| {
        guarded("probe_plugin: create", || {
            let named = ClientOptions::from_json(client_options)?.named_values(kind)?;
            Client::with_named_options(plugin.clone(), &named)
        })
    });
    let client = match client {
        Ok(c) => c,
        Err(e) => {
            step("create", Err(err(e)))?;
            return Ok(d.unbind());
        }
    };
    step("create", Ok(()))?;
    describe_client(py, &d, &client)?;

    let n = view_mem.map(|(_, len, _)| len).unwrap_or(4);
    let program = DOUBLE.replace('N', &n.to_string());
    let exe = py.detach(|| guarded("probe_plugin: compile", || client.compile(&program, &default_compile_options())));
    let exe = match exe {
        Ok(e) => e,
        Err(e) => {
            step("compile", Err(err(e)))?;
            return Ok(d.unbind());
        }
    };
    step("compile", Ok(()))?;

    let host: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let ran = py.detach(|| {
        guarded("probe_plugin: execute", || {
            let mut out = vec![0f32; n];
            exe.execute(&[HostInput::from_slice(&host, [n as i64])], &mut [HostOutput::from_slice(&mut out, [n as i64])])?;
            let want: Vec<f32> = host.iter().map(|x| 2.0 * x).collect();
            if out != want {
                return Err(torchtpu_compiler::Error::RuntimeArg(format!("x + x gave {out:?}, expected {want:?}")));
            }
            Ok(())
        })
    });
    step("execute", ran.map_err(err))?;

    let Some((ptr, _, device_index)) = view_mem else {
        d.set_item("view", "not tried (no view tensor)")?;
        return Ok(d.unbind());
    };
    let dims = [n as i64];
    // A view's stream must be one the plugin handed out (it looks the handle up among its own
    // streams; an unknown handle crashed the 0.115 CUDA plugin): XLA's external-ready stream.
    // `stream` (torch's) is only waited on for the result.
    let has_stream_ext = client.plugin().has_stream_extension();
    d.set_item("stream_extension", has_stream_ext)?;
    let xla_stream = if has_stream_ext {
        match client.stream_for_external_ready_events(device_index) {
            Ok(s) => {
                d.set_item("xla_stream", s)?;
                Some(s)
            }
            Err(e) => {
                d.set_item("xla_stream", e.to_string())?;
                None
            }
        }
    } else {
        None
    };
    // SAFETY: `ptr` is the memory of `view`, a contiguous float32 tensor of `n` elements checked
    // above, which this call holds (`view` is borrowed until it returns); the view and everything
    // run on it are finished before this function returns.
    let view = py.detach(|| {
        guarded("probe_plugin: view", || unsafe {
            client.view_of_device_buffer(ptr as *mut std::ffi::c_void, ElementType::F32, &dims, device_index, xla_stream, Box::new(()))
        })
    });
    let view = match view {
        Ok(v) => v,
        Err(e) => {
            step("view", Err(err(e)))?;
            return Ok(d.unbind());
        }
    };
    d.set_item("view_zero_copy", view.device_pointer().map(|p| p == ptr).unwrap_or(false))?;
    let spec = ArgSpec::new(ElementType::F32, dims.to_vec()).map_err(crate::errors::to_py)?;
    let result = py.detach(|| {
        guarded("probe_plugin: execute on a view", || {
            let mut out = exe.execute_async(std::slice::from_ref(&spec), &[ArgBuffer::Result(&view)], std::slice::from_ref(&spec))?;
            let out = out.pop().ok_or_else(|| torchtpu_compiler::Error::RuntimeArg("no result".into()))?;
            out.await_ready()?;
            Ok(out)
        })
    });
    let out = match result {
        Ok(o) => o,
        Err(e) => {
            step("view", Err(err(e)))?;
            return Ok(d.unbind());
        }
    };
    step("view", Ok(()))?;
    drop(view);
    if has_stream_ext {
        step("wait_on_stream", out.wait_ready_on_stream(stream.unwrap_or(0)).map_err(|e| e.to_string()))?;
    }
    match from_dlpack {
        Some(f) => {
            let device = if client.platform_name().eq_ignore_ascii_case("cpu") {
                dlpack::DLDevice { device_type: dlpack::DL_CPU, device_id: 0 }
            } else {
                dlpack::DLDevice { device_type: dlpack::DL_CUDA, device_id: 0 }
            };
            match dlpack::into_dlpack_on(out, device) {
                Ok(managed) => match crate::dlpack::to_torch(py, &f, managed) {
                    Ok(t) => {
                        step("dlpack_out", Ok(()))?;
                        d.set_item("view_result", t)?;
                    }
                    Err(e) => {
                        step("dlpack_out", Err(err(e)))?;
                    }
                },
                Err((_, e)) => {
                    step("dlpack_out", Err(e.to_string()))?;
                }
            }
        }
        None => {
            let mut got = vec![0f32; n];
            // SAFETY: `got` has `4 n` writable bytes.
            let r = unsafe { out.copy_to_host(got.as_mut_ptr().cast(), 4 * n) };
            match r {
                Ok(()) => d.set_item("view_result", got)?,
                Err(e) => {
                    step("view", Err(e.to_string()))?;
                }
            }
        }
    }
    Ok(d.unbind())
}
