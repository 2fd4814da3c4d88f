//! Attention in torch's CUDA kernels: the handlers of `torchtpu_cuda_attention` and
//! `torchtpu_cuda_attention_backward` (lowered in lower/attention.rs on the CUDA plugin).
//!
//! Each call hands XLA's buffers and the stream XLA runs the call on to `_aten_kernels.so`
//! (csrc/cuda_attention.cpp), which runs the flash or memory-efficient kernel eager's
//! `F.scaled_dot_product_attention` would pick, on that stream, and copies the results into XLA's
//! result buffers. Nothing waits on the host: the kernels are queued in stream order.
//!
//! Buffers, logically: query `[B, H, L, E]`, key `[B, H, S, E]`, value `[B, H, S, Ev]`, output
//! (and its gradient) `[B, H, L, Ev]`, log-sum-exp `[B, H, L]` float32; every one stored row-major
//! in that order, or with dims 1 and 2 swapped when the call is tokens-major (`[B, L, H, E]`, as a
//! `Linear` layer's output lies; lower/attention.rs). An optional mask comes last among the
//! operands, rank 4 and row-major whatever the call's order, each dim 1 or the scores' (`[B, H, L,
//! S]`): boolean (true: attend) or additive in the query's dtype, as `F.scaled_dot_product_attention`
//! takes it. The call's attributes (its `backend_config`) are [`How`]'s.

use std::ffi::{c_char, c_int};

use crate::runtime::cpu_kernels::aten::cuda_attention_fns;
use crate::runtime::xla_ffi::{self as x, AttrValue, CallFrame};

/// The forward's target: `(q, k, v[, mask])` → `(out, logsumexp)`.
pub const FORWARD: &str = "torchtpu_cuda_attention";
/// The backward's target: `(g, q, k, v, out, logsumexp[, mask])` → `(dq, dk, dv)`.
pub const BACKWARD: &str = "torchtpu_cuda_attention_backward";

/// The CUDA device the kernels run on: torchtpu runs one device per process, `cuda:0`
/// (docs/gpu.md).
const DEVICE: c_int = 0;

/// Every target and its handler, for registration.
pub fn handlers() -> [(&'static str, x::Handler); 2] {
    [(FORWARD, forward), (BACKWARD, backward)]
}

/// How a call is made: its attributes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct How {
    pub causal: bool,
    /// The scores' scale; `None`: torch's default, `1 / sqrt(E)`.
    pub scale: Option<f64>,
    /// Every buffer but the mask stored with dims 1 and 2 swapped (see the module docs).
    pub tokens_major: bool,
    /// A mask is the last operand.
    pub has_mask: bool,
}

impl How {
    /// The call's `backend_config` entries as MLIR attribute text, by name. The scale is written
    /// by its bits, so it reaches the kernel exactly.
    pub fn attributes(&self) -> Vec<(&'static str, String)> {
        vec![
            ("causal", format!("{} : i64", i64::from(self.causal))),
            ("has_mask", format!("{} : i64", i64::from(self.has_mask))),
            ("has_scale", format!("{} : i64", i64::from(self.scale.is_some()))),
            ("scale", format!("0x{:016X} : f64", self.scale.unwrap_or(0.0).to_bits())),
            ("tokens_major", format!("{} : i64", i64::from(self.tokens_major))),
        ]
    }

    /// The attributes a frame carries, each of the five exactly once.
    pub(crate) fn from_attrs(attrs: &[(String, AttrValue)]) -> Result<How, String> {
        let get = |name: &str| -> Result<AttrValue, String> {
            let mut found = attrs.iter().filter(|(n, _)| n == name).map(|(_, v)| *v);
            match (found.next(), found.next()) {
                (Some(v), None) => Ok(v),
                (None, _) => Err(format!("attribute `{name}` is missing")),
                _ => Err(format!("attribute `{name}` is given twice")),
            }
        };
        let flag = |name: &str| -> Result<bool, String> {
            match get(name)? {
                AttrValue::Int(v @ (0 | 1)) => Ok(v == 1),
                other => Err(format!("attribute `{name}` is {other:?}, not 0 or 1")),
            }
        };
        if let Some((unknown, _)) = attrs.iter().find(|(n, _)| !["causal", "has_mask", "has_scale", "scale", "tokens_major"].contains(&n.as_str())) {
            return Err(format!("unknown attribute `{unknown}`"));
        }
        let scale = match get("scale")? {
            AttrValue::Float(s) if s.is_finite() => s,
            other => return Err(format!("attribute `scale` is {other:?}, not a finite float")),
        };
        Ok(How {
            causal: flag("causal")?,
            scale: flag("has_scale")?.then_some(scale),
            tokens_major: flag("tokens_major")?,
            has_mask: flag("has_mask")?,
        })
    }
}

/// The dtypes the kernels take (XLA FFI numbering): float16, float32, bfloat16.
pub fn takes_dtype(dtype: i32) -> bool {
    matches!(dtype, x::F16 | x::F32 | x::BF16)
}

/// Checks a call's buffers (dtype and stored dims of each operand, then of each result) against
/// each other; returns the logical dims of q, k, v and the mask (`[B, H, L, E, B, H, S, E, B, H,
/// S, Ev, mask's 4]`; the mask's are 0 without one). The lowering checks a graph the same way, so
/// a program that compiles is one the handler runs.
pub fn check(backward: bool, how: &How, args: &[(i32, &[i64])], results: &[(i32, &[i64])]) -> Result<[i64; 16], String> {
    let tokens_major = how.tokens_major;
    let (nargs, nres) = if backward { (6, 3) } else { (3, 2) };
    let nargs = nargs + usize::from(how.has_mask);
    if args.len() != nargs || results.len() != nres {
        return Err(format!("{} operands and {} results, expected {nargs} and {nres}", args.len(), results.len()));
    }
    if how.has_mask && how.causal {
        return Err("a mask and causal both (scaled_dot_product_attention refuses that too)".into());
    }
    let logical = |dims: &[i64]| -> Vec<i64> {
        let mut d = dims.to_vec();
        if tokens_major && d.len() >= 3 {
            d.swap(1, 2);
        }
        d
    };
    let (q, k, v) = if backward { (args[1], args[2], args[3]) } else { (args[0], args[1], args[2]) };
    let dtype = q.0;
    if !takes_dtype(dtype) {
        return Err(format!("query dtype {dtype}: the kernels take float16, float32 and bfloat16"));
    }
    let (qd, kd, vd) = (logical(q.1), logical(k.1), logical(v.1));
    if qd.len() != 4 || kd.len() != 4 || vd.len() != 4 {
        return Err(format!("query {qd:?}, key {kd:?} and value {vd:?} must be rank 4"));
    }
    let (b, h, l, e, s, ev) = (qd[0], qd[1], qd[2], qd[3], kd[2], vd[3]);
    if [b, h, l, e, s, ev].iter().any(|&n| n <= 0) || kd != [b, h, s, e] || vd[..3] != [b, h, s] {
        return Err(format!("query {qd:?}, key {kd:?} and value {vd:?} do not fit [B, H, L, E], [B, H, S, E], [B, H, S, Ev]"));
    }
    let out = [b, h, l, ev];
    let lse = [b, h, l];
    let mut want: Vec<(&str, i32, Vec<i64>, (i32, &[i64]))> = Vec::new();
    if backward {
        for (name, got, dims) in [("gradient", args[0], &out[..]), ("output", args[4], &out[..]), ("log-sum-exp", args[5], &lse[..])] {
            want.push((name, if name == "log-sum-exp" { x::F32 } else { dtype }, dims.to_vec(), got));
        }
        for (name, got, dims) in [("query's gradient", results[0], &qd), ("key's gradient", results[1], &kd), ("value's gradient", results[2], &vd)] {
            want.push((name, dtype, dims.clone(), got));
        }
    } else {
        want.push(("output", dtype, out.to_vec(), results[0]));
        want.push(("log-sum-exp", x::F32, lse.to_vec(), results[1]));
    }
    for (name, dt, dims, (got_dt, got_dims)) in want {
        let got_dims = logical(got_dims);
        if got_dt != dt || got_dims != dims {
            return Err(format!("{name}: dtype {got_dt} dims {got_dims:?}, expected dtype {dt} dims {dims:?}"));
        }
    }
    for (name, t) in [("key", k), ("value", v)] {
        if t.0 != dtype {
            return Err(format!("{name} dtype {} differs from the query's {dtype}", t.0));
        }
    }
    let mut md = [0i64; 4];
    if how.has_mask {
        let (mdt, mdims) = args[nargs - 1];
        let scores = [b, h, l, s];
        if (mdt != x::PRED && mdt != dtype) || mdims.len() != 4 || mdims.iter().zip(scores).any(|(&m, n)| m != 1 && m != n) {
            return Err(format!(
                "mask: dtype {mdt} dims {mdims:?}, expected boolean or the query's dtype {dtype}, rank 4, each dim 1 or the scores' {scores:?}"
            ));
        }
        md.copy_from_slice(mdims);
    }
    Ok([qd[0], qd[1], qd[2], qd[3], kd[0], kd[1], kd[2], kd[3], vd[0], vd[1], vd[2], vd[3], md[0], md[1], md[2], md[3]])
}

unsafe extern "C" fn forward(frame: *mut CallFrame) -> *mut x::Error {
    serve(frame, false)
}

unsafe extern "C" fn backward(frame: *mut CallFrame) -> *mut x::Error {
    serve(frame, true)
}

/// One call: answers XLA's metadata request, skips stages other than execution, and otherwise
/// runs the kernel, turning a failure into an XLA error naming the target.
///
/// # Safety
/// `frame` must be XLA's live call frame (or null).
unsafe fn serve(frame: *mut CallFrame, backward: bool) -> *mut x::Error {
    let Some(frame) = frame.as_ref() else { return std::ptr::null_mut() };
    if x::answer_metadata(frame) || frame.stage != x::STAGE_EXECUTE {
        return std::ptr::null_mut();
    }
    // A panic must not unwind into XLA.
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(frame, backward)))
        .unwrap_or_else(|_| Err((x::ERROR_INTERNAL, "panicked (a bug of torchtpu's)".to_string())));
    match result {
        Ok(()) => std::ptr::null_mut(),
        Err((code, message)) => {
            let target = if backward { BACKWARD } else { FORWARD };
            x::make_error(frame, code, &format!("torchtpu CUDA kernel `{target}`: {message}"))
        }
    }
}

/// # Safety
/// `frame` must be XLA's live call frame.
unsafe fn run(frame: &CallFrame, backward: bool) -> Result<(), (i32, String)> {
    let bad = |m: String| (x::ERROR_INVALID_ARGUMENT, m);
    let how = How::from_attrs(&x::scalar_attrs(frame).map_err(bad)?).map_err(bad)?;
    let (nargs, nres) = if backward { (6, 3) } else { (3, 2) };
    let nargs = nargs + usize::from(how.has_mask);
    let args = (0..nargs).map(|i| x::buffer(frame, i, false)).collect::<Result<Vec<_>, _>>().map_err(bad)?;
    let rets = (0..nres).map(|i| x::buffer(frame, i, true)).collect::<Result<Vec<_>, _>>().map_err(bad)?;
    let a: Vec<(i32, &[i64])> = args.iter().map(|(d, _, dims)| (*d, dims.as_slice())).collect();
    let r: Vec<(i32, &[i64])> = rets.iter().map(|(d, _, dims)| (*d, dims.as_slice())).collect();
    let dims = check(backward, &how, &a, &r).map_err(bad)?;
    let Some((fwd, bwd)) = cuda_attention_fns() else {
        return Err((
            x::ERROR_INTERNAL,
            "torchtpu's ATen kernels with CUDA attention are not loaded in this process (torchtpu loads them when it starts, in a process with torch); this executable needs them".into(),
        ));
    };
    let stream = x::stream(frame).map_err(|m| (x::ERROR_INTERNAL, m))?;
    let dtype = if backward { args[1].0 } else { args[0].0 };
    let (has_scale, scale) = (c_int::from(how.scale.is_some()), how.scale.unwrap_or(0.0));
    let mut err = [0 as c_char; 1024];
    let p = |i: usize| args[i].1;
    let o = |i: usize| rets[i].1;
    // The mask (the last operand), its dtype; a null pointer without one.
    let (mask, mask_dtype) = if how.has_mask { (args[nargs - 1].1, args[nargs - 1].0) } else { (std::ptr::null_mut(), 0) };
    let status = if backward {
        bwd(
            stream, DEVICE, dtype, dims.as_ptr(), p(0), p(1), p(2), p(3), p(4), p(5), mask, mask_dtype, o(0), o(1), o(2),
            c_int::from(how.causal), has_scale, scale, c_int::from(how.tokens_major), err.as_mut_ptr(), err.len(),
        )
    } else {
        fwd(
            stream, DEVICE, dtype, dims.as_ptr(), p(0), p(1), p(2), mask, mask_dtype, o(0), o(1), c_int::from(how.causal),
            has_scale, scale, c_int::from(how.tokens_major), err.as_mut_ptr(), err.len(),
        )
    };
    if status != 0 {
        let message = std::ffi::CStr::from_ptr(err.as_ptr()).to_string_lossy().into_owned();
        return Err((x::ERROR_INTERNAL, format!("torch's kernel failed: {message}")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_round_trip_through_the_frames_form() {
        for how in [
            How { causal: true, scale: None, tokens_major: false, has_mask: false },
            How { causal: false, scale: Some(0.125), tokens_major: true, has_mask: true },
            How { causal: false, scale: Some(1.0 / 3.0), tokens_major: false, has_mask: false },
        ] {
            // What XLA hands the handler for the text `attributes` writes: integers as s64,
            // the scale as f64 (the bits of the hex literal).
            let attrs: Vec<(String, AttrValue)> = how
                .attributes()
                .into_iter()
                .map(|(name, text)| {
                    let (value, ty) = text.split_once(" : ").unwrap();
                    let v = if ty == "f64" {
                        AttrValue::Float(f64::from_bits(u64::from_str_radix(value.trim_start_matches("0x"), 16).unwrap()))
                    } else {
                        AttrValue::Int(value.parse().unwrap())
                    };
                    (name.to_string(), v)
                })
                .collect();
            assert_eq!(How::from_attrs(&attrs).unwrap(), how);
        }
    }

    #[test]
    fn bad_attributes_are_refused_by_name() {
        let ok = How { causal: true, scale: Some(0.5), tokens_major: false, has_mask: false };
        let base = |skip: &str| -> Vec<(String, AttrValue)> {
            [("causal", AttrValue::Int(1)), ("has_mask", AttrValue::Int(0)), ("has_scale", AttrValue::Int(1)), ("scale", AttrValue::Float(0.5)), ("tokens_major", AttrValue::Int(0))]
                .into_iter()
                .filter(|(n, _)| *n != skip)
                .map(|(n, v)| (n.to_string(), v))
                .collect()
        };
        assert_eq!(How::from_attrs(&base("")).unwrap(), ok);
        assert!(How::from_attrs(&base("causal")).unwrap_err().contains("`causal` is missing"));
        let mut extra = base("");
        extra.push(("dropout".into(), AttrValue::Float(0.1)));
        assert!(How::from_attrs(&extra).unwrap_err().contains("unknown attribute `dropout`"));
        let mut twice = base("");
        twice.push(("causal".into(), AttrValue::Int(1)));
        assert!(How::from_attrs(&twice).unwrap_err().contains("given twice"));
        let mut two = base("causal");
        two.push(("causal".into(), AttrValue::Int(2)));
        assert!(How::from_attrs(&two).unwrap_err().contains("not 0 or 1"));
        let mut nan = base("scale");
        nan.push(("scale".into(), AttrValue::Float(f64::NAN)));
        assert!(How::from_attrs(&nan).unwrap_err().contains("finite"));
    }

    #[test]
    fn shapes_are_checked_in_either_storage_order() {
        let hf = How { causal: false, scale: None, tokens_major: false, has_mask: false };
        let tm = How { tokens_major: true, ..hf };
        let (q, k, v) = ([2i64, 4, 16, 8], [2i64, 4, 32, 8], [2i64, 4, 32, 6]);
        let (out, lse) = ([2i64, 4, 16, 6], [2i64, 4, 16]);
        let d = check(false, &hf, &[(x::BF16, &q), (x::BF16, &k), (x::BF16, &v)], &[(x::BF16, &out), (x::F32, &lse)]).unwrap();
        assert_eq!(d, [2, 4, 16, 8, 2, 4, 32, 8, 2, 4, 32, 6, 0, 0, 0, 0]);
        // Tokens-major: the same logical call with every buffer [B, L, H, E].
        let sw = |d: &[i64]| -> Vec<i64> {
            let mut d = d.to_vec();
            d.swap(1, 2);
            d
        };
        let (tq, tk, tv, tout, tlse) = (sw(&q), sw(&k), sw(&v), sw(&out), sw(&lse));
        let t = check(false, &tm, &[(x::F32, &tq), (x::F32, &tk), (x::F32, &tv)], &[(x::F32, &tout), (x::F32, &tlse)]).unwrap();
        assert_eq!(t, d);
        // Backward.
        let args: [(i32, &[i64]); 6] = [(x::F16, &out), (x::F16, &q), (x::F16, &k), (x::F16, &v), (x::F16, &out), (x::F32, &lse)];
        let rets: [(i32, &[i64]); 3] = [(x::F16, &q), (x::F16, &k), (x::F16, &v)];
        assert_eq!(check(true, &hf, &args, &rets).unwrap(), d);
        // A mask, last, as stored (never swapped): boolean or the query's dtype, broadcast dims.
        let masked = How { has_mask: true, ..tm };
        let m = [2i64, 1, 16, 32];
        let dm = check(false, &masked, &[(x::F32, &tq), (x::F32, &tk), (x::F32, &tv), (x::PRED, &m)], &[(x::F32, &tout), (x::F32, &tlse)]).unwrap();
        assert_eq!(dm[12..], [2, 1, 16, 32]);
        let bad_mask = [2i64, 3, 16, 32];
        assert!(check(false, &masked, &[(x::F32, &tq), (x::F32, &tk), (x::F32, &tv), (x::PRED, &bad_mask)], &[(x::F32, &tout), (x::F32, &tlse)]).is_err());
        assert!(check(false, &masked, &[(x::F32, &tq), (x::F32, &tk), (x::F32, &tv), (x::F16, &m)], &[(x::F32, &tout), (x::F32, &tlse)]).is_err());
        let causal_and_mask = How { causal: true, ..masked };
        assert!(check(false, &causal_and_mask, &[(x::F32, &tq), (x::F32, &tk), (x::F32, &tv), (x::PRED, &m)], &[(x::F32, &tout), (x::F32, &tlse)]).is_err());
        // Refused: float64, a log-sum-exp of the query's dtype, a key of another head size, an
        // empty dim, a missing result.
        assert!(check(false, &hf, &[(x::F64, &q), (x::F64, &k), (x::F64, &v)], &[(x::F64, &out), (x::F32, &lse)]).is_err());
        let e = check(false, &hf, &[(x::BF16, &q), (x::BF16, &k), (x::BF16, &v)], &[(x::BF16, &out), (x::BF16, &lse)]).unwrap_err();
        assert!(e.contains("log-sum-exp"), "{e}");
        let k2 = [2i64, 4, 32, 4];
        assert!(check(false, &hf, &[(x::F32, &q), (x::F32, &k2), (x::F32, &v)], &[(x::F32, &out), (x::F32, &lse)]).is_err());
        let q0 = [2i64, 4, 0, 8];
        assert!(check(false, &hf, &[(x::F32, &q0), (x::F32, &k), (x::F32, &v)], &[(x::F32, &out), (x::F32, &lse)]).is_err());
        assert!(check(false, &hf, &[(x::F32, &q), (x::F32, &k), (x::F32, &v)], &[(x::F32, &out)]).is_err());
    }
}
