//! torch's type promotion (`torch.result_type`), for ops whose operand dtypes differ.

use crate::ir::DType;

/// `torch.promote_types`.
pub fn promote_types(a: DType, b: DType) -> DType {
    use DType::*;
    if a == b {
        return a;
    }
    if a.is_complex() || b.is_complex() {
        // complex64 with float64 is complex128: the parts promote as reals do.
        let parts = promote_types(a.real_part(), b.real_part());
        return parts.complex_of().unwrap_or(if a.is_complex() { a } else { b });
    }
    if a.category() != b.category() {
        return if a.category() > b.category() { a } else { b };
    }
    match (a, b) {
        (F16, BF16) | (BF16, F16) => F32,
        _ if a.is_float() => {
            if a.byte_size() >= b.byte_size() {
                a
            } else {
                b
            }
        }
        // Integers: u8 with a signed type needs a signed type wider than 8 bits.
        (U8, I8) | (I8, U8) => I16,
        (U8, x) | (x, U8) => x,
        _ => {
            if a.byte_size() >= b.byte_size() {
                a
            } else {
                b
            }
        }
    }
}

/// One operand of an op, as `torch.result_type` sees it.
#[derive(Debug, Clone, Copy)]
pub enum PromoOperand {
    /// A tensor with at least one dimension.
    Tensor(DType),
    /// A 0-d tensor: participates only when it is of a higher category.
    ZeroDim(DType),
    /// A Python number: `Bool`, `I64` (int), `F64` (float) or `C128` (complex).
    Scalar(DType),
}

/// `torch.result_type` over operands, with the default float dtype float32.
pub fn result_type(ops: &[PromoOperand]) -> DType {
    let fold = |f: &dyn Fn(&PromoOperand) -> Option<DType>| ops.iter().filter_map(f).reduce(promote_types);
    let dim = fold(&|o| if let PromoOperand::Tensor(d) = o { Some(*d) } else { None });
    let zero = fold(&|o| if let PromoOperand::ZeroDim(d) = o { Some(*d) } else { None });
    let scalar = fold(&|o| if let PromoOperand::Scalar(d) = o { Some(*d) } else { None });
    let mut out = dim;
    if let Some(z) = zero {
        out = match out {
            Some(d) if d.category() >= z.category() => Some(d),
            // torch: a complex 0-d operand over float tensors gives the complex type of the
            // tensors' float (float64 tensor, complex64 0-d -> complex128; float16 gives torch's
            // complex32, which torchtpu has not: complex64).
            Some(d) if z.is_complex() && d.is_float() => d.complex_of(),
            _ => Some(z),
        };
    }
    if let Some(s) = scalar {
        out = match out {
            Some(d) if d.category() >= s.category() => Some(d),
            // torch: a complex number over float tensors gives the complex type of their float
            // (float16 gives torch's complex32, which torchtpu has not: complex64, as above).
            Some(d) if s.is_complex() && d.is_float() => d.complex_of(),
            _ => Some(match s {
                DType::Bool => DType::Bool,
                d if d.is_integer() => DType::I64,
                d if d.is_complex() => DType::C64,
                _ => DType::F32,
            }),
        };
    }
    out.unwrap_or(DType::F32)
}
