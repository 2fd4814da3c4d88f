//! Element types and tensor types of the IR.

use std::fmt;

use crate::{Error, Result};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DType {
    Bool,
    U8,
    /// Unsigned 32/64-bit: internal (random bits); torch tensors of these types are rare.
    U32,
    U64,
    I8,
    I16,
    I32,
    I64,
    F16,
    BF16,
    F32,
    F64,
}

impl DType {
    /// Parses the short torch name used by the serialized format (`f32`, `i64`, `bool`, ...).
    pub fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "bool" => DType::Bool,
            "u8" => DType::U8,
            "u32" => DType::U32,
            "u64" => DType::U64,
            "i8" => DType::I8,
            "i16" => DType::I16,
            "i32" => DType::I32,
            "i64" => DType::I64,
            "f16" => DType::F16,
            "bf16" => DType::BF16,
            "f32" => DType::F32,
            "f64" => DType::F64,
            _ => return None,
        })
    }

    pub fn parse(name: &str, context: &str) -> Result<Self> {
        Self::from_name(name).ok_or_else(|| Error::invalid(context, format!("unknown or unsupported dtype `{name}`")))
    }

    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::U8 => "u8",
            DType::U32 => "u32",
            DType::U64 => "u64",
            DType::I8 => "i8",
            DType::I16 => "i16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
        }
    }

    /// The MLIR element type spelling StableHLO uses.
    pub fn mlir(self) -> &'static str {
        match self {
            DType::Bool => "i1",
            DType::U8 => "ui8",
            DType::U32 => "ui32",
            DType::U64 => "ui64",
            DType::I8 => "i8",
            DType::I16 => "i16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, DType::F16 | DType::BF16 | DType::F32 | DType::F64)
    }

    pub fn is_bool(self) -> bool {
        self == DType::Bool
    }

    pub fn is_integer(self) -> bool {
        !self.is_float() && !self.is_bool()
    }

    pub fn is_unsigned(self) -> bool {
        matches!(self, DType::U8 | DType::U32 | DType::U64)
    }

    pub fn byte_size(self) -> usize {
        match self {
            DType::Bool | DType::U8 | DType::I8 => 1,
            DType::I16 | DType::F16 | DType::BF16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 => 8,
        }
    }

    /// torch's category order for type promotion: bool < integer < floating.
    pub fn category(self) -> u8 {
        if self.is_bool() {
            0
        } else if self.is_integer() {
            1
        } else {
            2
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A dimension: static, or a symbol that the plugin has not specialized.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Dim {
    Static(i64),
    Sym(String),
}

impl fmt::Display for Dim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dim::Static(n) => write!(f, "{n}"),
            Dim::Sym(s) => write!(f, "{s}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TensorType {
    pub dtype: DType,
    pub shape: Vec<Dim>,
}

impl TensorType {
    pub fn new(dtype: DType, dims: &[i64]) -> Self {
        TensorType { dtype, shape: dims.iter().map(|&d| Dim::Static(d)).collect() }
    }

    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// The static dims, or `None` when any dim is symbolic.
    pub fn static_dims(&self) -> Option<Vec<i64>> {
        self.shape
            .iter()
            .map(|d| match d {
                Dim::Static(n) => Some(*n),
                Dim::Sym(_) => None,
            })
            .collect()
    }
}

impl fmt::Display for TensorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[", self.dtype)?;
        for (i, d) in self.shape.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{d}")?;
        }
        f.write_str("]")
    }
}

/// The type of one result of a node.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ValueType {
    Tensor(TensorType),
    /// A Python scalar (`int`, `float`, `bool`), such as a symbolic size.
    Scalar(String),
    /// A result that is not used or not a value (printed as `_`).
    Absent,
}

impl fmt::Display for ValueType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueType::Tensor(t) => write!(f, "{t}"),
            ValueType::Scalar(s) => write!(f, "{s}"),
            ValueType::Absent => f.write_str("_"),
        }
    }
}
