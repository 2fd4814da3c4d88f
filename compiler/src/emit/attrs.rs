//! Text of the MLIR attributes StableHLO ops take.

use crate::ir::DType;

/// `array<i64: 1, 2>` (a dense i64 array attribute).
pub fn i64_array(v: &[i64]) -> String {
    if v.is_empty() {
        return "array<i64>".into();
    }
    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("array<i64: {}>", items.join(", "))
}

/// `3 : i64`.
pub fn i64_attr(v: i64) -> String {
    format!("{v} : i64")
}

/// `dense<[[lo, hi], ...]> : tensor<Nx2xi64>` (padding of reduce_window and convolution).
pub fn padding_pairs(pairs: &[(i64, i64)]) -> String {
    if pairs.is_empty() {
        return "dense<> : tensor<0x2xi64>".into();
    }
    let items: Vec<String> = pairs.iter().map(|(l, h)| format!("[{l}, {h}]")).collect();
    format!("dense<[{}]> : tensor<{}x2xi64>", items.join(", "), pairs.len())
}

pub fn comparison(direction: &str) -> String {
    format!("#stablehlo<comparison_direction {direction}>")
}

/// `#stablehlo<comparison_type SIGNED>`: how `stablehlo.compare` reads its operands. Always written
/// out: XLA's constant folder misreads signed integers when it is left implicit (`-4 < 0` folded
/// to false).
pub fn comparison_type(dtype: DType) -> String {
    // Complex operands compare only for (in)equality, as FLOAT.
    let t = if dtype.is_float() || dtype.is_complex() {
        "FLOAT"
    } else if dtype.is_bool() || dtype.is_unsigned() {
        "UNSIGNED"
    } else {
        "SIGNED"
    };
    format!("#stablehlo<comparison_type {t}>")
}

fn dims_list(v: &[i64]) -> String {
    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("[{}]", items.join(", "))
}

pub fn dot_dims(lhs_batch: &[i64], rhs_batch: &[i64], lhs_contract: &[i64], rhs_contract: &[i64]) -> String {
    let mut parts = Vec::new();
    if !lhs_batch.is_empty() {
        parts.push(format!("lhs_batching_dimensions = {}", dims_list(lhs_batch)));
        parts.push(format!("rhs_batching_dimensions = {}", dims_list(rhs_batch)));
    }
    parts.push(format!("lhs_contracting_dimensions = {}", dims_list(lhs_contract)));
    parts.push(format!("rhs_contracting_dimensions = {}", dims_list(rhs_contract)));
    format!("#stablehlo.dot<{}>", parts.join(", "))
}

/// Convolution dimension numbers, in the raw form: every position written out.
pub struct ConvDims {
    pub input_batch: i64,
    pub input_feature: i64,
    pub input_spatial: Vec<i64>,
    pub kernel_input_feature: i64,
    pub kernel_output_feature: i64,
    pub kernel_spatial: Vec<i64>,
    pub output_batch: i64,
    pub output_feature: i64,
    pub output_spatial: Vec<i64>,
}

impl ConvDims {
    /// torch's layout: input `[N, C, spatial...]`, weight `[O, I, spatial...]`, output `[N, C, spatial...]`.
    pub fn torch(n_spatial: usize) -> Self {
        let sp: Vec<i64> = (2..2 + n_spatial as i64).collect();
        ConvDims {
            input_batch: 0,
            input_feature: 1,
            input_spatial: sp.clone(),
            kernel_input_feature: 1,
            kernel_output_feature: 0,
            kernel_spatial: sp.clone(),
            output_batch: 0,
            output_feature: 1,
            output_spatial: sp,
        }
    }

    /// The short form `[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]`.
    pub fn attr(&self) -> String {
        fn layout(rank: usize, a: (i64, &str), b: (i64, &str), spatial: &[i64]) -> String {
            let mut slots = vec![String::new(); rank];
            slots[a.0 as usize] = a.1.to_string();
            slots[b.0 as usize] = b.1.to_string();
            for (i, &s) in spatial.iter().enumerate() {
                slots[s as usize] = i.to_string();
            }
            format!("[{}]", slots.join(", "))
        }
        let rank = self.input_spatial.len() + 2;
        format!(
            "#stablehlo.conv<{}x{}->{}>",
            layout(rank, (self.input_batch, "b"), (self.input_feature, "f"), &self.input_spatial),
            layout(rank, (self.kernel_output_feature, "o"), (self.kernel_input_feature, "i"), &self.kernel_spatial),
            layout(rank, (self.output_batch, "b"), (self.output_feature, "f"), &self.output_spatial),
        )
    }
}

pub struct GatherDims {
    pub offset_dims: Vec<i64>,
    pub collapsed_slice_dims: Vec<i64>,
    pub start_index_map: Vec<i64>,
    pub index_vector_dim: i64,
}

impl GatherDims {
    pub fn attr(&self) -> String {
        format!(
            "#stablehlo.gather<offset_dims = {}, collapsed_slice_dims = {}, start_index_map = {}, index_vector_dim = {}>",
            dims_list(&self.offset_dims),
            dims_list(&self.collapsed_slice_dims),
            dims_list(&self.start_index_map),
            self.index_vector_dim
        )
    }
}

pub struct ScatterDims {
    pub update_window_dims: Vec<i64>,
    pub inserted_window_dims: Vec<i64>,
    pub scatter_dims_to_operand_dims: Vec<i64>,
    pub index_vector_dim: i64,
}

impl ScatterDims {
    pub fn attr(&self) -> String {
        format!(
            "#stablehlo.scatter<update_window_dims = {}, inserted_window_dims = {}, scatter_dims_to_operand_dims = {}, index_vector_dim = {}>",
            dims_list(&self.update_window_dims),
            dims_list(&self.inserted_window_dims),
            dims_list(&self.scatter_dims_to_operand_dims),
            self.index_vector_dim
        )
    }
}

/// A scalar literal of `dtype` as a dense elements attribute: `dense<1.5> : tensor<f32>`.
/// Non-finite floats are written as bit patterns, which is the only form MLIR accepts for them.
pub fn scalar_dense(dtype: DType, value: f64) -> String {
    let lit = match dtype {
        DType::Bool => (if value != 0.0 { "true" } else { "false" }).to_string(),
        d if d.is_integer() => format!("{}", wrap_int(d, value as i64)),
        // A complex literal is a (real, imaginary) pair.
        d if d.is_complex() => format!("({}, {})", float_literal(d.real_part(), value), float_literal(d.real_part(), 0.0)),
        d => float_literal(d, value),
    };
    format!("dense<{lit}> : tensor<{}>", dtype.mlir())
}

/// A 0-d complex constant `re + im i` of complex `dtype`.
pub fn complex_dense(dtype: DType, re: f64, im: f64) -> String {
    let part = dtype.real_part();
    format!("dense<({}, {})> : tensor<{}>", float_literal(part, re), float_literal(part, im), dtype.mlir())
}

/// An integer literal exactly (no round trip through f64).
pub fn int_dense(dtype: DType, value: i64) -> String {
    match dtype {
        DType::Bool => scalar_dense(dtype, value as f64),
        d if d.is_integer() => format!("dense<{}> : tensor<{}>", wrap_int(d, value), d.mlir()),
        d => scalar_dense(d, value as f64),
    }
}

/// `value` cast to an integer dtype the way C (and torch) casts: modulo 2^bits. MLIR rejects an
/// out-of-range literal such as `dense<-3> : tensor<ui8>`; torch's `x + (-3)` on uint8 adds 253.
fn wrap_int(dtype: DType, value: i64) -> i64 {
    match dtype {
        DType::U8 => value as u8 as i64,
        DType::I8 => value as i8 as i64,
        DType::I16 => value as i16 as i64,
        DType::I32 => value as i32 as i64,
        _ => value,
    }
}

pub fn float_literal(dtype: DType, v: f64) -> String {
    if v.is_finite() {
        let s = format!("{v:e}");
        // MLIR float literals need a '.' in the mantissa: `1e-5` is written `1.0e-5`.
        match s.split_once('e') {
            Some((m, e)) if !m.contains('.') => format!("{m}.0e{e}"),
            _ => s,
        }
    } else {
        let (inf, ninf, nan): (u64, u64, u64) = match dtype {
            DType::F16 => (0x7C00, 0xFC00, 0x7E00),
            DType::BF16 => (0x7F80, 0xFF80, 0x7FC0),
            DType::F32 => (0x7F80_0000, 0xFF80_0000, 0x7FC0_0000),
            _ => (0x7FF0_0000_0000_0000, 0xFFF0_0000_0000_0000, 0x7FF8_0000_0000_0000),
        };
        let bits = if v.is_nan() {
            nan
        } else if v > 0.0 {
            inf
        } else {
            ninf
        };
        format!("0x{bits:X}")
    }
}

/// A tensor literal from raw little-endian bytes: `dense<"0x...">`. Not for bool: callers emit
/// bool tensors as `ui8` and compare with zero.
pub fn bytes_dense(dtype: DType, dims: &[i64], bytes: &[u8]) -> String {
    let ty = {
        let mut s = String::from("tensor<");
        for d in dims {
            s.push_str(&format!("{d}x"));
        }
        s.push_str(dtype.mlir());
        s.push('>');
        s
    };
    let mut hex = String::with_capacity(bytes.len() * 2 + 4);
    hex.push_str("\"0x");
    for b in bytes {
        hex.push_str(&format!("{b:02X}"));
    }
    hex.push('"');
    format!("dense<{hex}> : {ty}")
}
