//! [`CompileConfig`]: everything a compile takes besides the graph, as one typed value.
//!
//! Nothing on the compile path reads an environment variable (docs/options.md, "One compile
//! contract"). The Python plugin builds the config once per compile from its validated options
//! (`torchtpu.config.CompileConfig`) and hands it over as JSON ([`CompileConfig::from_json`],
//! unknown fields rejected); the command line and the compile service build it at their entry
//! point, where [`CompileConfig::from_env`] may default it from the environment.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::passes::PassOptions;
use crate::{Error, Result};

/// The options of one compile. Field names are the JSON keys Python sends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CompileConfig {
    /// Passes switched off by name (`TORCHTPU_DISABLE_PASSES`).
    pub disabled_passes: Vec<String>,
    /// Compile the run-time checks (`TORCHTPU_CHECKS`, default on; lower/checks.rs).
    pub runtime_checks: bool,
    /// Test only: ops whose lowering is made deliberately wrong (`TORCHTPU_TEST_PERTURB`;
    /// `lower::perturb`).
    pub perturb: Vec<String>,
    /// Where each compiled (or failed) graph is dumped (`TORCHTPU_DUMP_DIR`; driver/dumps.rs).
    pub dump_dir: Option<PathBuf>,
    /// Log why each persistent-cache miss missed (`TORCHTPU_EXPLAIN_CACHE`; cache/explain.rs).
    pub explain_cache: bool,
    /// XLA's flags (`XLA_FLAGS`), part of the cache key (cache/key.rs).
    pub xla_flags: String,
    /// Large float products call torchtpu's BLAS gemm kernel (emit/gemm.rs) instead of XLA's
    /// dot: set by Python when it loaded torch's BLAS (`TORCHTPU_BLAS`). A session whose client
    /// has no such kernel (not the CPU plugin) ignores it.
    pub blas_gemm: bool,
    /// torch's intra-op thread count when the compile was asked for (0: unknown). With one
    /// thread, convolutions also go to the CPU conv kernel (`EmitOptions::blas_conv`).
    pub cpu_threads: u32,
    /// Convolutions call torch's own CPU kernels (oneDNN through ATen; runtime/cpu_kernels/aten.rs)
    /// instead of XLA's convolution: set by Python when it loaded torchtpu's ATen kernels
    /// (`TORCHTPU_ATEN_CONV`). Honoured only by a CPU client that registered them.
    pub aten_conv: bool,
    /// Softmax, log_softmax, GELU and layer norm (and their gradients) call torch's own CPU
    /// kernels (runtime/cpu_kernels/aten_ops.rs) instead of XLA's code for them: set by Python
    /// when it loaded torchtpu's ATen kernels (`TORCHTPU_ATEN_OPS`). Honoured only by a CPU client
    /// that registered them.
    pub aten_ops: bool,
    /// A convolutional network's activations are computed channels-last between torch's
    /// convolutions (lower/channels_last.rs): set by Python (`TORCHTPU_CHANNELS_LAST`), which
    /// also rewrote the graph so that AOTAutograd traced them so. Honoured only with `aten_conv`.
    pub channels_last: bool,
    /// torch lets float32 matrix products use TF32 (`torch.get_float32_matmul_precision()` is not
    /// "highest", or `torch.backends.cuda.matmul.allow_tf32`): their `precision_config` is then
    /// XLA's DEFAULT rather than HIGHEST. Honoured only on the CUDA plugin (`Session::for_target`).
    pub tf32_matmul: bool,
    /// The same for convolutions (`torch.backends.cudnn.allow_tf32`, torch's default `True`).
    pub tf32_conv: bool,
    /// Attention kept whole by Python (`_scaled_dot_product_flash_attention_for_cpu` and its
    /// backward: `TORCHTPU_FUSE_ATTENTION`) runs in torch's CUDA kernels (runtime/cuda_kernels/
    /// attention.rs). Honoured only on the CUDA plugin, with those kernels loaded.
    #[serde(default)]
    pub cuda_attention: bool,
    /// Keep the program off XLA's inline path (`emit::KEEP_OFF_INLINE`): set by the session on
    /// a second compile, never by Python.
    #[serde(default)]
    pub keep_off_inline: bool,
}

impl Default for CompileConfig {
    fn default() -> Self {
        CompileConfig {
            disabled_passes: Vec::new(),
            runtime_checks: true,
            perturb: Vec::new(),
            dump_dir: None,
            explain_cache: false,
            xla_flags: String::new(),
            blas_gemm: false,
            cpu_threads: 0,
            aten_conv: false,
            aten_ops: false,
            channels_last: false,
            tf32_matmul: false,
            tf32_conv: false,
            cuda_attention: false,
            keep_off_inline: false,
        }
    }
}

/// `TORCHTPU_DISABLE_PASSES`.
pub const DISABLE_PASSES_ENV: &str = "TORCHTPU_DISABLE_PASSES";
/// `TORCHTPU_DUMP_DIR`.
pub const DUMP_DIR_ENV: &str = "TORCHTPU_DUMP_DIR";
/// `XLA_FLAGS`.
pub const XLA_FLAGS_ENV: &str = "XLA_FLAGS";

/// The spellings of yes and no that every yes/no setting accepts (Python's `config._switch`
/// takes the same ones).
pub const YES: [&str; 4] = ["1", "true", "on", "yes"];
pub const NO: [&str; 4] = ["0", "false", "off", "no"];

/// The one yes/no parser of the crate: `value` (case and surrounding space ignored) as a switch
/// named `name`. Empty: `None` (the default applies); anything but [`YES`] and [`NO`] is an error
/// naming the setting.
pub fn parse_switch(name: &str, value: &str) -> std::result::Result<Option<bool>, String> {
    let v = value.trim().to_ascii_lowercase();
    if v.is_empty() {
        Ok(None)
    } else if YES.contains(&v.as_str()) {
        Ok(Some(true))
    } else if NO.contains(&v.as_str()) {
        Ok(Some(false))
    } else {
        Err(format!("{name}={value:?}: expected one of {}, {}", YES.join(", "), NO.join(", ")))
    }
}

/// A comma-separated list, blanks dropped.
fn list(value: &str) -> Vec<String> {
    value.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect()
}

impl CompileConfig {
    /// The config Python sends (`torchtpu.config.CompileConfig.to_json`). A field this compiler
    /// does not know, or a value of the wrong type, is an error: the two sides are out of step.
    pub fn from_json(text: &str) -> Result<Self> {
        serde_json::from_str(text)
            .map_err(|e| Error::Internal(format!("the compile config from Python is not one this compiler reads: {e} (in {text})")))
    }

    /// The config as the environment sets it: for entry points only (the command line, `serve`),
    /// never called while compiling. `get` looks a variable up (`std::env::var` in
    /// [`from_env`](Self::from_env)); a bad value is an error naming the variable.
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> std::result::Result<Self, String> {
        let switch = |name: &str, default: bool| -> std::result::Result<bool, String> {
            Ok(parse_switch(name, &get(name).unwrap_or_default())?.unwrap_or(default))
        };
        Ok(CompileConfig {
            disabled_passes: list(&get(DISABLE_PASSES_ENV).unwrap_or_default()),
            runtime_checks: switch(crate::lower::checks::CHECKS_ENV, true)?,
            perturb: list(&get(crate::lower::PERTURB_ENV).unwrap_or_default()),
            dump_dir: get(DUMP_DIR_ENV).filter(|v| !v.is_empty()).map(PathBuf::from),
            explain_cache: switch(crate::cache::explain::EXPLAIN_ENV, false)?,
            xla_flags: get(XLA_FLAGS_ENV).unwrap_or_default().trim().to_string(),
            blas_gemm: false,
            cpu_threads: 0,
            aten_conv: false,
            aten_ops: false,
            channels_last: false,
            tf32_matmul: false,
            tf32_conv: false,
            cuda_attention: false,
            keep_off_inline: false,
        })
    }

    /// [`from_vars`](Self::from_vars) on this process's environment: the command line's and the
    /// service's entry points.
    pub fn from_env() -> std::result::Result<Self, String> {
        Self::from_vars(|name| std::env::var_os(name).map(|v| v.to_string_lossy().into_owned()))
    }

    /// The pass pipeline's options (verifying after each pass in debug builds).
    pub fn pass_options(&self) -> PassOptions {
        PassOptions {
            disabled: self.disabled_passes.clone(),
            verify_each: cfg!(debug_assertions),
            runtime_checks: self.runtime_checks,
            torch_conv_weights: self.aten_conv,
            blas_products: self.blas_gemm,
            channels_last_conv_weights: self.aten_conv && self.channels_last,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_with_every_field_parses() {
        let c = CompileConfig::from_json(
            r#"{"disabled_passes": ["cse"], "runtime_checks": false, "perturb": ["aten.mul.Tensor"],
                "dump_dir": "/tmp/d", "explain_cache": true, "xla_flags": "--xla_foo", "blas_gemm": true, "cpu_threads": 1, "aten_conv": true, "aten_ops": true}"#,
        )
        .unwrap();
        assert!(c.blas_gemm && c.cpu_threads == 1 && c.aten_conv && c.aten_ops);
        assert!(c.pass_options().torch_conv_weights);
        assert_eq!(c.disabled_passes, vec!["cse"]);
        assert!(!c.runtime_checks && c.explain_cache);
        assert_eq!(c.perturb, vec!["aten.mul.Tensor"]);
        assert_eq!(c.dump_dir, Some(PathBuf::from("/tmp/d")));
        assert_eq!(c.xla_flags, "--xla_foo");
        assert_eq!(c.pass_options().disabled, vec!["cse"]);
        assert!(!c.pass_options().runtime_checks);
    }

    #[test]
    fn missing_fields_take_their_defaults() {
        assert_eq!(CompileConfig::from_json("{}").unwrap(), CompileConfig::default());
        assert!(CompileConfig::default().runtime_checks);
    }

    #[test]
    fn an_unknown_field_is_rejected_naming_it() {
        let e = CompileConfig::from_json(r#"{"runtime_checks": true, "explain": true}"#).unwrap_err();
        assert!(e.to_string().contains("unknown field `explain`"), "{e}");
        let e = CompileConfig::from_json(r#"{"runtime_checks": "no"}"#).unwrap_err();
        assert!(e.to_string().contains("invalid type"), "{e}");
    }

    #[test]
    fn the_yes_no_parser_takes_the_usual_spellings_and_nothing_else() {
        for v in ["1", "true", "ON", " yes "] {
            assert_eq!(parse_switch("X", v), Ok(Some(true)), "{v}");
        }
        for v in ["0", "False", "off", "no"] {
            assert_eq!(parse_switch("X", v), Ok(Some(false)), "{v}");
        }
        assert_eq!(parse_switch("X", ""), Ok(None));
        assert_eq!(parse_switch("X", "  "), Ok(None));
        let e = parse_switch("TORCHTPU_EXPLAIN_CACHE", "banana").unwrap_err();
        assert!(e.starts_with("TORCHTPU_EXPLAIN_CACHE=\"banana\": expected one of"), "{e}");
    }

    #[test]
    fn the_entry_point_parser_reads_each_variable_through_the_one_parser() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
        };
        let c = CompileConfig::from_vars(vars(&[
            ("TORCHTPU_EXPLAIN_CACHE", "no"),
            ("TORCHTPU_CHECKS", "off"),
            ("TORCHTPU_DISABLE_PASSES", "cse, dce,"),
            ("TORCHTPU_DUMP_DIR", ""),
            ("XLA_FLAGS", " --a "),
        ]))
        .unwrap();
        assert!(!c.explain_cache && !c.runtime_checks);
        assert_eq!(c.disabled_passes, vec!["cse", "dce"]);
        assert_eq!((c.dump_dir, c.xla_flags.as_str()), (None, "--a"));
        let e = CompileConfig::from_vars(vars(&[("TORCHTPU_EXPLAIN_CACHE", "banana")])).unwrap_err();
        assert!(e.contains("TORCHTPU_EXPLAIN_CACHE"), "{e}");
        assert_eq!(CompileConfig::from_vars(|_| None).unwrap(), CompileConfig::default());
    }

    /// In addition to the behavioural tests (the config's fields reach the compile): the files of
    /// the compile path name no environment read at all.
    #[test]
    fn nothing_on_the_compile_path_reads_the_environment() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![
            src.join("driver/session.rs"),
            src.join("driver/frontend.rs"),
            src.join("driver/plan.rs"),
            src.join("driver/dumps.rs"),
            src.join("driver/spmd.rs"),
            src.join("cache/key.rs"),
            src.join("cache/explain.rs"),
            src.join("cache/tiers.rs"),
        ];
        for dir in ["lower", "passes", "emit"] {
            for entry in std::fs::read_dir(src.join(dir)).unwrap() {
                let p = entry.unwrap().path();
                if p.extension().is_some_and(|e| e == "rs") {
                    files.push(p);
                }
            }
        }
        assert!(files.len() > 20, "{files:?}");
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            for needle in ["env::var", "env::vars", "getenv"] {
                assert!(!text.contains(needle), "{} reads the environment (`{needle}`) on the compile path", f.display());
            }
        }
    }
}
