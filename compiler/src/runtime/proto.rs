//! A minimal protobuf wire-format reader, and the two XLA protos the runtime reads by hand:
//! `CompileOptionsProto` (see [`super::options`]) and the entry parameters of an `HloModuleProto`.
//!
//! The reader never panics and never reads out of bounds: every malformed input is an `Err` or `None`.

use super::element_type::ElementType;
use super::spec::TensorSpec;

/// One field value. Fixed-width values are skipped (no field read here uses them).
pub(crate) enum WireValue<'a> {
    Varint(u64),
    Fixed64,
    Bytes(&'a [u8]),
    Fixed32,
}

/// Iterator over the top-level `(field number, value)` pairs of a serialized message. Stops after the
/// first error.
pub(crate) struct Fields<'a> {
    rest: &'a [u8],
    failed: bool,
}

impl<'a> Fields<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Self {
        Fields { rest: bytes, failed: false }
    }

    fn varint(&mut self) -> Result<u64, &'static str> {
        read_varint(&mut self.rest)
    }

    fn take(&mut self, n: u64) -> Result<&'a [u8], &'static str> {
        let n = usize::try_from(n).map_err(|_| "length does not fit in memory")?;
        if n > self.rest.len() {
            return Err("truncated field");
        }
        let (head, rest) = self.rest.split_at(n);
        self.rest = rest;
        Ok(head)
    }

    fn field(&mut self) -> Result<(u64, WireValue<'a>), &'static str> {
        let key = self.varint()?;
        let number = key >> 3;
        if number == 0 {
            return Err("field number 0");
        }
        let value = match key & 7 {
            0 => WireValue::Varint(self.varint()?),
            1 => {
                self.take(8)?;
                WireValue::Fixed64
            }
            2 => {
                let len = self.varint()?;
                WireValue::Bytes(self.take(len)?)
            }
            5 => {
                self.take(4)?;
                WireValue::Fixed32
            }
            _ => return Err("unsupported wire type (groups or garbage)"),
        };
        Ok((number, value))
    }
}

impl<'a> Iterator for Fields<'a> {
    type Item = Result<(u64, WireValue<'a>), &'static str>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.rest.is_empty() {
            return None;
        }
        let item = self.field();
        self.failed = item.is_err();
        Some(item)
    }
}

fn read_varint(bytes: &mut &[u8]) -> Result<u64, &'static str> {
    let mut value = 0u64;
    for i in 0..10 {
        let (&byte, rest) = bytes.split_first().ok_or("truncated varint")?;
        *bytes = rest;
        value |= u64::from(byte & 0x7f) << (7 * i);
        if byte & 0x80 == 0 {
            return Ok(value);
        }
    }
    Err("varint longer than 10 bytes")
}

// ----- HloModuleProto -> entry parameter shapes -----

/// `HloModuleProto.host_program_shape` (a `ProgramShapeProto`).
const HLO_MODULE_HOST_PROGRAM_SHAPE: u64 = 4;
/// `ProgramShapeProto.parameters` (repeated `ShapeProto`).
const PROGRAM_SHAPE_PARAMETERS: u64 = 1;
/// `ShapeProto.element_type` (`PrimitiveType`).
const SHAPE_ELEMENT_TYPE: u64 = 2;
/// `ShapeProto.dimensions` (repeated int64, usually packed).
const SHAPE_DIMENSIONS: u64 = 3;
/// `ShapeProto.tuple_shapes`.
const SHAPE_TUPLE_SHAPES: u64 = 4;
/// `ShapeProto.is_dynamic_dimension` (repeated bool).
const SHAPE_IS_DYNAMIC_DIMENSION: u64 = 6;

/// The entry computation's parameter types and shapes, read from a serialized `HloModuleProto`
/// (what `PJRT_Executable_OptimizedProgram` returns). `None` when anything is unexpected: a tuple or
/// dynamic parameter, an element type outside [`ElementType`], or a malformed proto.
pub(crate) fn hlo_module_parameter_specs(module: &[u8]) -> Option<Vec<TensorSpec>> {
    let mut program_shape = None;
    for field in Fields::new(module) {
        if let (HLO_MODULE_HOST_PROGRAM_SHAPE, WireValue::Bytes(b)) = field.ok()? {
            program_shape = Some(b);
        }
    }
    let mut specs = Vec::new();
    for field in Fields::new(program_shape?) {
        if let (PROGRAM_SHAPE_PARAMETERS, WireValue::Bytes(shape)) = field.ok()? {
            specs.push(array_shape(shape)?);
        }
    }
    Some(specs)
}

/// A `ShapeProto` of a dense array.
fn array_shape(shape: &[u8]) -> Option<TensorSpec> {
    let mut element_type = None;
    let mut dims = Vec::new();
    for field in Fields::new(shape) {
        match field.ok()? {
            (SHAPE_ELEMENT_TYPE, WireValue::Varint(t)) => element_type = Some(element_type_of_primitive(t)?),
            (SHAPE_DIMENSIONS, WireValue::Varint(d)) => dims.push(d as i64),
            (SHAPE_DIMENSIONS, WireValue::Bytes(mut packed)) => {
                while !packed.is_empty() {
                    dims.push(read_varint(&mut packed).ok()? as i64);
                }
            }
            (SHAPE_TUPLE_SHAPES, _) => return None,
            (SHAPE_IS_DYNAMIC_DIMENSION, WireValue::Varint(v)) if v != 0 => return None,
            (SHAPE_IS_DYNAMIC_DIMENSION, WireValue::Bytes(packed)) if packed.iter().any(|&b| b != 0) => return None,
            _ => {}
        }
    }
    if dims.iter().any(|&d| d < 0) {
        return None;
    }
    Some(TensorSpec { dtype: element_type?, dims })
}

/// `xla.PrimitiveType` (xla_data.proto) -> [`ElementType`]. Note these numbers differ from
/// `PJRT_Buffer_Type`'s.
fn element_type_of_primitive(t: u64) -> Option<ElementType> {
    Some(match t {
        1 => ElementType::Pred,
        2 => ElementType::S8,
        3 => ElementType::S16,
        4 => ElementType::S32,
        5 => ElementType::S64,
        6 => ElementType::U8,
        7 => ElementType::U16,
        8 => ElementType::U32,
        9 => ElementType::U64,
        10 => ElementType::F16,
        11 => ElementType::F32,
        12 => ElementType::F64,
        15 => ElementType::C64,
        16 => ElementType::BF16,
        18 => ElementType::C128,
        _ => return None,
    })
}
