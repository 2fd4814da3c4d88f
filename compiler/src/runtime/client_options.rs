//! Client creation options (`PJRT_Client_Create`'s `create_options`, an array of `PJRT_NamedValue`):
//! typed, validated before they reach the plugin, and chosen per platform.
//!
//! A plugin reads only the names it knows. XLA's GPU plugin reads `preallocate` (bool),
//! `memory_fraction` (float), `allocator` (string: `default`, `platform`, `bfc`, `cuda_async`) and
//! more; XLA's CPU plugin reads `cpu_device_count` (int64) and, from PJRT C API 0.115 on,
//! `asynchronous` (bool). Newer plugins refuse a name they do not know
//! (`Unexpected option name passed to PJRT_Client_Create`), so [`ClientOptions::named_values`]
//! sends each platform only its own options (docs/gpu.md, docs/options.md).

use super::ffi::{self, PjrtArgs};
use crate::{Error, Result};

/// The value of one creation option, typed as the plugin checks it.
#[derive(Debug, Clone, PartialEq)]
pub enum OptionValue {
    Int64(i64),
    Bool(bool),
    Float(f32),
    String(String),
}

impl std::fmt::Display for OptionValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OptionValue::Int64(v) => write!(f, "{v}"),
            OptionValue::Bool(v) => write!(f, "{v}"),
            OptionValue::Float(v) => write!(f, "{v}"),
            OptionValue::String(v) => write!(f, "{v:?}"),
        }
    }
}

/// One named creation option.
#[derive(Debug, Clone, PartialEq)]
pub struct NamedOption {
    pub name: String,
    pub value: OptionValue,
}

impl NamedOption {
    pub fn new(name: impl Into<String>, value: OptionValue) -> NamedOption {
        NamedOption { name: name.into(), value }
    }
}

/// The GPU allocators XLA's GPU plugin offers (its `allocator` option).
pub const GPU_ALLOCATORS: [&str; 3] = ["platform", "bfc", "cuda_async"];

/// What the user asked of the client, before it is known which options the plugin takes. `None`
/// leaves the plugin's own default, except `preallocate` on a GPU, which torchtpu turns off unless
/// asked (XLA would otherwise take 75% of the GPU's memory at start and starve torch's allocator).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ClientOptions {
    /// GPU: reserve the memory pool at start (`preallocate`). torchtpu's default: false.
    pub preallocate: Option<bool>,
    /// GPU: the share of the GPU's memory XLA's pool may take (`memory_fraction`), in (0, 1].
    pub memory_fraction: Option<f64>,
    /// GPU: `platform` (cudaMalloc/cudaFree per buffer), `bfc` (XLA's pool) or `cuda_async`
    /// (CUDA's stream-ordered pool).
    pub allocator: Option<String>,
    /// CPU: `asynchronous` = false runs small programs inline on the calling thread (read by the
    /// PJRT C API 0.115 CPU plugin; the 0.81 plugin ignores it, see docs/gpu.md).
    pub asynchronous: Option<bool>,
    /// CPU: the number of CPU devices (`cpu_device_count`). Unset: [`default_cpu_devices`].
    pub cpu_device_count: Option<i64>,
}

/// The CPU device count a client gets when none is asked for: `TORCHTPU_CPU_DEVICES`, else 1.
/// Compiled graphs run on one device, and XLA sizes its CPU worker pool to at least the device
/// count: the plugin's own default of 4 put 4 workers on a 2-core machine (docs/performance.md).
/// SPMD programs make their own client with the count they need (driver/spmd.rs). Read here, by
/// every process that makes a client (Python, the compile service, the CLI), so that all of them
/// agree on the count, which is part of the cache key.
pub fn default_cpu_devices() -> Result<i64> {
    match std::env::var("TORCHTPU_CPU_DEVICES") {
        Err(_) => Ok(1),
        Ok(v) if v.trim().is_empty() => Ok(1),
        Ok(v) => match v.trim().parse::<i64>() {
            Ok(n) if n >= 1 => Ok(n),
            _ => Err(Error::RuntimeArg(format!("TORCHTPU_CPU_DEVICES={v:?}: expected a whole number of devices, at least 1"))),
        },
    }
}

/// Which family of plugin the options are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlatformKind {
    Cpu,
    Gpu,
    /// Any other plugin (TPU, ...): none of the options above is sent.
    Other,
}

impl PlatformKind {
    /// The kind of a plugin from its name (`cpu`, `cuda`, `gpu`, `rocm`, ...) or its file name
    /// (`xla_cpu_pjrt.so`, `xla_cuda_plugin.so`, `pjrt_c_api_cpu_plugin.so`).
    pub fn guess(name_or_path: &str) -> PlatformKind {
        let file = std::path::Path::new(name_or_path)
            .file_name()
            .map(|f| f.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        if ["cuda", "gpu", "rocm"].iter().any(|k| file.contains(k)) {
            PlatformKind::Gpu
        } else if file.contains("cpu") {
            PlatformKind::Cpu
        } else {
            PlatformKind::Other
        }
    }
}

impl ClientOptions {
    /// Checks every set value: `RuntimeArg` naming the option and what it takes.
    pub fn validate(&self) -> Result<()> {
        if let Some(f) = self.memory_fraction {
            if !(f > 0.0 && f <= 1.0) {
                return Err(Error::RuntimeArg(format!(
                    "client option memory_fraction = {f}: expected a number in (0, 1] (the share of the GPU's memory XLA may take)"
                )));
            }
        }
        if let Some(a) = &self.allocator {
            if !GPU_ALLOCATORS.contains(&a.as_str()) {
                return Err(Error::RuntimeArg(format!(
                    "client option allocator = {a:?}: expected one of {}",
                    GPU_ALLOCATORS.join(", ")
                )));
            }
        }
        if let Some(n) = self.cpu_device_count {
            if n < 1 {
                return Err(Error::RuntimeArg(format!("client option cpu_device_count = {n}: expected at least 1")));
            }
        }
        Ok(())
    }

    /// The options a plugin of `kind` is sent, after [`validate`](Self::validate). GPU options given
    /// for a CPU plugin (or the other way round) are not sent: a plugin refuses names it does not know.
    pub fn named_values(&self, kind: PlatformKind) -> Result<Vec<NamedOption>> {
        self.validate()?;
        let mut out = Vec::new();
        match kind {
            PlatformKind::Gpu => {
                out.push(NamedOption::new("preallocate", OptionValue::Bool(self.preallocate.unwrap_or(false))));
                if let Some(f) = self.memory_fraction {
                    out.push(NamedOption::new("memory_fraction", OptionValue::Float(f as f32)));
                }
                if let Some(a) = &self.allocator {
                    out.push(NamedOption::new("allocator", OptionValue::String(a.clone())));
                }
            }
            PlatformKind::Cpu => {
                let n = match self.cpu_device_count {
                    Some(n) => n,
                    None => default_cpu_devices()?,
                };
                out.push(NamedOption::new("cpu_device_count", OptionValue::Int64(n)));
                if let Some(a) = self.asynchronous {
                    out.push(NamedOption::new("asynchronous", OptionValue::Bool(a)));
                }
            }
            PlatformKind::Other => {}
        }
        Ok(out)
    }

    /// Reads the options from JSON (what Python's `torchtpu.config.client_options()` sends):
    /// `{"preallocate": false, "memory_fraction": 0.5, "allocator": "bfc", "asynchronous": false,
    /// "cpu_device_count": 1}`; every key optional, `null` for unset. An unknown key is an error.
    pub fn from_json(text: &str) -> Result<ClientOptions> {
        let bad = |why: String| Error::RuntimeArg(format!("client options {text:?}: {why}"));
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
        let serde_json::Value::Object(map) = value else {
            return Err(bad("expected a JSON object".into()));
        };
        let mut o = ClientOptions::default();
        for (key, v) in map {
            if v.is_null() {
                continue;
            }
            let wrong = |t: &str| bad(format!("{key} must be {t}, got {v}"));
            match key.as_str() {
                "preallocate" => o.preallocate = Some(v.as_bool().ok_or_else(|| wrong("a bool"))?),
                "asynchronous" => o.asynchronous = Some(v.as_bool().ok_or_else(|| wrong("a bool"))?),
                "memory_fraction" => o.memory_fraction = Some(v.as_f64().ok_or_else(|| wrong("a number"))?),
                "allocator" => o.allocator = Some(v.as_str().ok_or_else(|| wrong("a string"))?.to_string()),
                "cpu_device_count" => o.cpu_device_count = Some(v.as_i64().ok_or_else(|| wrong("an integer"))?),
                other => {
                    return Err(bad(format!(
                        "unknown option {other:?} (known: preallocate, memory_fraction, allocator, asynchronous, cpu_device_count)"
                    )))
                }
            }
        }
        o.validate()?;
        Ok(o)
    }
}

/// `PJRT_NamedValue`s over `options`, valid as long as `options` (they borrow its names and strings).
pub(crate) fn to_pjrt(options: &[NamedOption]) -> Vec<ffi::PJRT_NamedValue> {
    options
        .iter()
        .map(|o| {
            let mut v = ffi::PJRT_NamedValue::new();
            v.name = o.name.as_ptr().cast();
            v.name_size = o.name.len();
            v.value_size = 1;
            match &o.value {
                OptionValue::Int64(x) => {
                    v.type_ = ffi::PJRT_NamedValue_kInt64;
                    v.__bindgen_anon_1.int64_value = *x;
                }
                OptionValue::Bool(x) => {
                    v.type_ = ffi::PJRT_NamedValue_kBool;
                    v.__bindgen_anon_1.bool_value = *x;
                }
                OptionValue::Float(x) => {
                    v.type_ = ffi::PJRT_NamedValue_kFloat;
                    v.__bindgen_anon_1.float_value = *x;
                }
                OptionValue::String(s) => {
                    v.type_ = ffi::PJRT_NamedValue_kString;
                    v.__bindgen_anon_1.string_value = s.as_ptr().cast();
                    v.value_size = s.len();
                }
            }
            v
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gpu_gets_preallocate_off_by_default_and_only_gpu_names() {
        let o = ClientOptions { asynchronous: Some(false), cpu_device_count: Some(2), ..Default::default() };
        let v = o.named_values(PlatformKind::Gpu).unwrap();
        assert_eq!(v, vec![NamedOption::new("preallocate", OptionValue::Bool(false))]);
        let o = ClientOptions {
            preallocate: Some(true),
            memory_fraction: Some(0.5),
            allocator: Some("cuda_async".into()),
            ..Default::default()
        };
        let names: Vec<_> = o.named_values(PlatformKind::Gpu).unwrap().into_iter().map(|n| (n.name, n.value)).collect();
        assert_eq!(
            names,
            vec![
                ("preallocate".into(), OptionValue::Bool(true)),
                ("memory_fraction".into(), OptionValue::Float(0.5)),
                ("allocator".into(), OptionValue::String("cuda_async".into())),
            ]
        );
    }

    #[test]
    fn cpu_gets_only_cpu_names() {
        let o = ClientOptions { preallocate: Some(true), memory_fraction: Some(0.3), ..Default::default() };
        // One device unless asked (TORCHTPU_CPU_DEVICES is not set in the test environment).
        if std::env::var_os("TORCHTPU_CPU_DEVICES").is_none() {
            assert_eq!(o.named_values(PlatformKind::Cpu).unwrap(), vec![NamedOption::new("cpu_device_count", OptionValue::Int64(1))]);
        }
        let o = ClientOptions { asynchronous: Some(false), cpu_device_count: Some(3), ..Default::default() };
        assert_eq!(
            o.named_values(PlatformKind::Cpu).unwrap(),
            vec![
                NamedOption::new("cpu_device_count", OptionValue::Int64(3)),
                NamedOption::new("asynchronous", OptionValue::Bool(false)),
            ]
        );
        assert!(o.named_values(PlatformKind::Other).unwrap().is_empty());
    }

    #[test]
    fn bad_values_are_refused_by_name() {
        for (o, needle) in [
            (ClientOptions { memory_fraction: Some(0.0), ..Default::default() }, "memory_fraction"),
            (ClientOptions { memory_fraction: Some(1.5), ..Default::default() }, "memory_fraction"),
            (ClientOptions { memory_fraction: Some(f64::NAN), ..Default::default() }, "memory_fraction"),
            (ClientOptions { allocator: Some("cudaMalloc".into()), ..Default::default() }, "allocator"),
            (ClientOptions { cpu_device_count: Some(0), ..Default::default() }, "cpu_device_count"),
        ] {
            let e = o.named_values(PlatformKind::Gpu).unwrap_err().to_string();
            assert!(e.contains(needle), "{e}");
        }
    }

    #[test]
    fn json_round_trip_and_errors() {
        let o = ClientOptions::from_json(r#"{"preallocate": true, "memory_fraction": 0.25, "allocator": "bfc", "asynchronous": null}"#)
            .unwrap();
        assert_eq!(o.preallocate, Some(true));
        assert_eq!(o.memory_fraction, Some(0.25));
        assert_eq!(o.allocator.as_deref(), Some("bfc"));
        assert_eq!(o.asynchronous, None);
        assert_eq!(ClientOptions::from_json("{}").unwrap(), ClientOptions::default());
        for (text, needle) in [
            (r#"{"prealocate": true}"#, "unknown option \"prealocate\""),
            (r#"{"preallocate": "yes"}"#, "preallocate must be a bool"),
            (r#"{"memory_fraction": 2}"#, "(0, 1]"),
            ("[1]", "JSON object"),
            ("{", "client options"),
        ] {
            let e = ClientOptions::from_json(text).unwrap_err().to_string();
            assert!(e.contains(needle), "{text}: {e}");
        }
    }

    #[test]
    fn platform_kind_from_names_and_files() {
        assert_eq!(PlatformKind::guess("/x/jax_plugins/xla_cuda13/xla_cuda_plugin.so"), PlatformKind::Gpu);
        assert_eq!(PlatformKind::guess("cuda"), PlatformKind::Gpu);
        assert_eq!(PlatformKind::guess("/v/xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so"), PlatformKind::Cpu);
        assert_eq!(PlatformKind::guess("/t/pjrt_c_api_cpu_plugin.so"), PlatformKind::Cpu);
        assert_eq!(PlatformKind::guess("/t/libtpu.so"), PlatformKind::Other);
    }

    #[test]
    fn named_values_point_at_the_options() {
        let opts = vec![
            NamedOption::new("allocator", OptionValue::String("bfc".into())),
            NamedOption::new("memory_fraction", OptionValue::Float(0.5)),
        ];
        let raw = to_pjrt(&opts);
        assert_eq!(raw[0].type_, ffi::PJRT_NamedValue_kString);
        assert_eq!(raw[0].value_size, 3);
        assert_eq!(raw[0].name_size, "allocator".len());
        // SAFETY: the union member matching `type_`.
        assert_eq!(unsafe { raw[1].__bindgen_anon_1.float_value }, 0.5);
    }
}
