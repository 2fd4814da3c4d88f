//! Element types of runtime tensors: the subset of `PJRT_Buffer_Type` that torch tensors use.

use super::ffi;
use crate::ir::DType;

/// A tensor element type, as PJRT sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ElementType {
    /// `bool` (one byte per element, 0 or 1).
    Pred,
    S8,
    S16,
    S32,
    S64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
    /// Complex with `f32` real and imaginary parts.
    C64,
    /// Complex with `f64` real and imaginary parts.
    C128,
}

impl ElementType {
    pub const ALL: [ElementType; 15] = [
        ElementType::Pred,
        ElementType::S8,
        ElementType::S16,
        ElementType::S32,
        ElementType::S64,
        ElementType::U8,
        ElementType::U16,
        ElementType::U32,
        ElementType::U64,
        ElementType::F16,
        ElementType::BF16,
        ElementType::F32,
        ElementType::F64,
        ElementType::C64,
        ElementType::C128,
    ];

    /// Bytes per element in a dense host buffer.
    pub fn byte_size(self) -> usize {
        match self {
            ElementType::Pred | ElementType::S8 | ElementType::U8 => 1,
            ElementType::S16 | ElementType::U16 | ElementType::F16 | ElementType::BF16 => 2,
            ElementType::S32 | ElementType::U32 | ElementType::F32 => 4,
            ElementType::S64 | ElementType::U64 | ElementType::F64 | ElementType::C64 => 8,
            ElementType::C128 => 16,
        }
    }

    /// The `PJRT_Buffer_Type` constant.
    pub fn to_pjrt(self) -> ffi::PJRT_Buffer_Type {
        match self {
            ElementType::Pred => ffi::PJRT_Buffer_Type_PRED,
            ElementType::S8 => ffi::PJRT_Buffer_Type_S8,
            ElementType::S16 => ffi::PJRT_Buffer_Type_S16,
            ElementType::S32 => ffi::PJRT_Buffer_Type_S32,
            ElementType::S64 => ffi::PJRT_Buffer_Type_S64,
            ElementType::U8 => ffi::PJRT_Buffer_Type_U8,
            ElementType::U16 => ffi::PJRT_Buffer_Type_U16,
            ElementType::U32 => ffi::PJRT_Buffer_Type_U32,
            ElementType::U64 => ffi::PJRT_Buffer_Type_U64,
            ElementType::F16 => ffi::PJRT_Buffer_Type_F16,
            ElementType::BF16 => ffi::PJRT_Buffer_Type_BF16,
            ElementType::F32 => ffi::PJRT_Buffer_Type_F32,
            ElementType::F64 => ffi::PJRT_Buffer_Type_F64,
            ElementType::C64 => ffi::PJRT_Buffer_Type_C64,
            ElementType::C128 => ffi::PJRT_Buffer_Type_C128,
        }
    }

    /// The element type for a `PJRT_Buffer_Type`, or `None` for one torch does not use (fp8, int4, token...).
    pub fn from_pjrt(t: ffi::PJRT_Buffer_Type) -> Option<ElementType> {
        ElementType::ALL.into_iter().find(|e| e.to_pjrt() == t)
    }

    /// The MLIR / StableHLO spelling: `i1`, `i32`, `ui8`, `bf16`, `complex<f32>`, ...
    pub fn mlir_name(self) -> &'static str {
        match self {
            ElementType::Pred => "i1",
            ElementType::S8 => "i8",
            ElementType::S16 => "i16",
            ElementType::S32 => "i32",
            ElementType::S64 => "i64",
            ElementType::U8 => "ui8",
            ElementType::U16 => "ui16",
            ElementType::U32 => "ui32",
            ElementType::U64 => "ui64",
            ElementType::F16 => "f16",
            ElementType::BF16 => "bf16",
            ElementType::F32 => "f32",
            ElementType::F64 => "f64",
            ElementType::C64 => "complex<f32>",
            ElementType::C128 => "complex<f64>",
        }
    }
}

impl From<DType> for ElementType {
    fn from(d: DType) -> ElementType {
        match d {
            DType::Bool => ElementType::Pred,
            DType::U8 => ElementType::U8,
            DType::U32 => ElementType::U32,
            DType::U64 => ElementType::U64,
            DType::I8 => ElementType::S8,
            DType::I16 => ElementType::S16,
            DType::I32 => ElementType::S32,
            DType::I64 => ElementType::S64,
            DType::F16 => ElementType::F16,
            DType::BF16 => ElementType::BF16,
            DType::F32 => ElementType::F32,
            DType::F64 => ElementType::F64,
            DType::C64 => ElementType::C64,
            DType::C128 => ElementType::C128,
        }
    }
}

impl std::fmt::Display for ElementType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.mlir_name())
    }
}

/// Rust types whose slices can be handed to the runtime directly (tests, owned outputs).
///
/// Sealed: implemented only for plain types with no padding and whose every byte pattern the runtime
/// can produce is a valid value (`bool`: XLA writes only 0 or 1 for `pred`).
pub trait NativeType: Copy + sealed::Sealed + 'static {
    const ELEMENT_TYPE: ElementType;
}

mod sealed {
    pub trait Sealed {}
}

macro_rules! native {
    ($($t:ty => $e:ident),* $(,)?) => {
        $(
            impl sealed::Sealed for $t {}
            impl NativeType for $t {
                const ELEMENT_TYPE: ElementType = ElementType::$e;
            }
        )*
    };
}

native! {
    bool => Pred, i8 => S8, i16 => S16, i32 => S32, i64 => S64,
    u8 => U8, u16 => U16, u32 => U32, u64 => U64, f32 => F32, f64 => F64,
}
