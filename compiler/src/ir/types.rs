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
    /// Complex with `f32` (`C64`) or `f64` (`C128`) real and imaginary parts, interleaved
    /// (torch's `complex64` / `complex128`, StableHLO's `complex<f32>` / `complex<f64>`).
    C64,
    C128,
}

/// Each element type's names and size, in one table: the serialized graph's name, MLIR's spelling,
/// torch's attribute name (`torch.<name>`), the byte size, and whether torch tensors of the type
/// cross into graphs (U32/U64 are internal: random bits). Everything that maps a dtype to a name,
/// in Rust and (through `_native.dtypes()`) in Python, reads this table.
pub const DTYPE_TABLE: [DTypeInfo; 14] = [
    DTypeInfo { dtype: DType::Bool, name: "bool", mlir: "i1", torch: "bool", bytes: 1, torch_io: true },
    DTypeInfo { dtype: DType::U8, name: "u8", mlir: "ui8", torch: "uint8", bytes: 1, torch_io: true },
    DTypeInfo { dtype: DType::U32, name: "u32", mlir: "ui32", torch: "uint32", bytes: 4, torch_io: false },
    DTypeInfo { dtype: DType::U64, name: "u64", mlir: "ui64", torch: "uint64", bytes: 8, torch_io: false },
    DTypeInfo { dtype: DType::I8, name: "i8", mlir: "i8", torch: "int8", bytes: 1, torch_io: true },
    DTypeInfo { dtype: DType::I16, name: "i16", mlir: "i16", torch: "int16", bytes: 2, torch_io: true },
    DTypeInfo { dtype: DType::I32, name: "i32", mlir: "i32", torch: "int32", bytes: 4, torch_io: true },
    DTypeInfo { dtype: DType::I64, name: "i64", mlir: "i64", torch: "int64", bytes: 8, torch_io: true },
    DTypeInfo { dtype: DType::F16, name: "f16", mlir: "f16", torch: "float16", bytes: 2, torch_io: true },
    DTypeInfo { dtype: DType::BF16, name: "bf16", mlir: "bf16", torch: "bfloat16", bytes: 2, torch_io: true },
    DTypeInfo { dtype: DType::F32, name: "f32", mlir: "f32", torch: "float32", bytes: 4, torch_io: true },
    DTypeInfo { dtype: DType::F64, name: "f64", mlir: "f64", torch: "float64", bytes: 8, torch_io: true },
    DTypeInfo { dtype: DType::C64, name: "c64", mlir: "complex<f32>", torch: "complex64", bytes: 8, torch_io: true },
    DTypeInfo { dtype: DType::C128, name: "c128", mlir: "complex<f64>", torch: "complex128", bytes: 16, torch_io: true },
];

/// A row of [`DTYPE_TABLE`].
#[derive(Debug, Clone, Copy)]
pub struct DTypeInfo {
    pub dtype: DType,
    /// The short name of the serialized format (`f32`, `i64`, `bool`).
    pub name: &'static str,
    /// The MLIR element type spelling StableHLO uses.
    pub mlir: &'static str,
    /// torch's name (`torch.<name>`).
    pub torch: &'static str,
    pub bytes: usize,
    /// Whether torch tensors of this type are graph inputs and outputs.
    pub torch_io: bool,
}

impl DType {
    /// This type's row of [`DTYPE_TABLE`].
    pub fn info(self) -> &'static DTypeInfo {
        // The table lists the variants in declaration order.
        &DTYPE_TABLE[self as usize]
    }

    /// Parses the short torch name used by the serialized format (`f32`, `i64`, `bool`, ...).
    pub fn from_name(name: &str) -> Option<Self> {
        DTYPE_TABLE.iter().find(|i| i.name == name).map(|i| i.dtype)
    }

    pub fn parse(name: &str, context: &str) -> Result<Self> {
        Self::from_name(name).ok_or_else(|| Error::invalid(context, format!("unknown or unsupported dtype `{name}`")))
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The MLIR element type spelling StableHLO uses.
    pub fn mlir(self) -> &'static str {
        self.info().mlir
    }

    /// torch's name of the dtype (`torch.<name>`).
    pub fn torch_name(self) -> &'static str {
        self.info().torch
    }

    /// A real floating-point type (complex types are not).
    pub fn is_float(self) -> bool {
        matches!(self, DType::F16 | DType::BF16 | DType::F32 | DType::F64)
    }

    pub fn is_complex(self) -> bool {
        matches!(self, DType::C64 | DType::C128)
    }

    /// The type of a complex type's real and imaginary parts (`c64` → `f32`); a real type itself.
    pub fn real_part(self) -> DType {
        match self {
            DType::C64 => DType::F32,
            DType::C128 => DType::F64,
            d => d,
        }
    }

    /// The complex type with parts of this float type (`f32` → `c64`, `f64` → `c128`; the half
    /// types → `c64`, as torch has no complex32 here); `None` for a non-float type.
    pub fn complex_of(self) -> Option<DType> {
        match self {
            DType::F16 | DType::BF16 | DType::F32 => Some(DType::C64),
            DType::F64 => Some(DType::C128),
            d if d.is_complex() => Some(d),
            _ => None,
        }
    }

    pub fn is_bool(self) -> bool {
        self == DType::Bool
    }

    pub fn is_integer(self) -> bool {
        !self.is_float() && !self.is_bool() && !self.is_complex()
    }

    pub fn is_unsigned(self) -> bool {
        matches!(self, DType::U8 | DType::U32 | DType::U64)
    }

    pub fn byte_size(self) -> usize {
        self.info().bytes
    }

    /// torch's category order for type promotion: bool < integer < floating < complex.
    pub fn category(self) -> u8 {
        if self.is_bool() {
            0
        } else if self.is_integer() {
            1
        } else if self.is_float() {
            2
        } else {
            3
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

/// The most dims a tensor type may have (torch's own limit is 64). Checked when a graph is
/// parsed and again for every type the lowering emits, so no pass or rule ever works on more.
pub const MAX_RANK: usize = 64;

/// The most elements a tensor may have, 2^40 (4 TiB of `f32`, far past any device's memory). The
/// cap is on the product of the dims with 0 counted as 1 ([`shape_size`]), so that no product of
/// any of a shape's dims overflows an `i64`, even in an empty tensor.
pub const MAX_ELEMENTS: i64 = 1 << 40;

/// The most elements of a constant the compiler itself builds on the host (index tables, weight
/// matrices), 2^24: its size is a graph's choice, so it is bounded well below what would exhaust
/// memory.
pub const MAX_HOST_ELEMENTS: i64 = 1 << 24;

/// The element count of a host-built constant of shape `dims`, checked against
/// [`MAX_HOST_ELEMENTS`] before anything is allocated.
pub fn host_len(dims: &[i64]) -> std::result::Result<usize, String> {
    match checked_numel(dims) {
        Some(n) if n <= MAX_HOST_ELEMENTS => Ok(n as usize),
        _ => Err(format!("a constant of shape {dims:?} would be too large to build (at most 2^24 elements)")),
    }
}

/// The element count of `dims`; `None` when a dim is negative or the product overflows an `i64`.
pub fn checked_numel(dims: &[i64]) -> Option<i64> {
    dims.iter().try_fold(1i64, |acc, &d| if d < 0 { None } else { acc.checked_mul(d) })
}

/// The product of `dims` with each 0 counted as 1 (the bound on every partial product of the
/// dims); `None` when a dim is negative or the product overflows an `i64`.
pub fn shape_size(dims: &[i64]) -> Option<i64> {
    dims.iter().try_fold(1i64, |acc, &d| if d < 0 { None } else { acc.checked_mul(d.max(1)) })
}

/// Checks `dims` against [`MAX_RANK`] and [`MAX_ELEMENTS`]; the error says what is wrong.
pub fn check_dims(dims: &[i64]) -> std::result::Result<(), String> {
    if dims.len() > MAX_RANK {
        return Err(format!("rank {} is more than the {MAX_RANK} dims a tensor may have", dims.len()));
    }
    if let Some(d) = dims.iter().find(|&&d| d < 0) {
        return Err(format!("negative dimension {d}"));
    }
    match shape_size(dims) {
        Some(n) if n <= MAX_ELEMENTS => Ok(()),
        _ => Err(format!("shape {dims:?} has more than 2^40 elements (the most a tensor may have)")),
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

    /// [`check_dims`] on the static dims (symbolic ones count as 1).
    pub fn check(&self) -> std::result::Result<(), String> {
        let dims: Vec<i64> = self
            .shape
            .iter()
            .map(|d| match d {
                Dim::Static(n) => *n,
                Dim::Sym(_) => 1,
            })
            .collect();
        check_dims(&dims)
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

/// Whether `perm` holds each of `0..rank` once.
pub fn is_permutation(perm: &[i64], rank: usize) -> bool {
    let mut seen = vec![false; rank];
    perm.len() == rank
        && perm.iter().all(|&p| match usize::try_from(p).ok().and_then(|p| seen.get_mut(p)) {
            Some(s) if !*s => {
                *s = true;
                true
            }
            _ => false,
        })
}

/// The permutation that undoes `perm` (a permutation: [`is_permutation`]): transposing by `perm`
/// and then by this gives the tensor back.
pub fn inverse_permutation(perm: &[i64]) -> Vec<i64> {
    let mut inverse = vec![0i64; perm.len()];
    for (i, &d) in perm.iter().enumerate() {
        inverse[d as usize] = i as i64;
    }
    inverse
}
