//! The types and shapes of executables' parameters and results: a leaf of the runtime.

use super::element_type::ElementType;
use crate::{Error, Result};

/// The element type and shape of one output, as the executable reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TensorSpec {
    pub dtype: ElementType,
    pub dims: Vec<i64>,
}

/// The type, shape and byte size of one parameter or result, decided once per compiled graph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgSpec {
    pub dtype: ElementType,
    pub dims: Vec<i64>,
    pub len_bytes: usize,
}

impl ArgSpec {
    pub fn new(dtype: ElementType, dims: Vec<i64>) -> Result<ArgSpec> {
        let what = || format!("{dtype}{dims:?}");
        let len_bytes = element_count(&dims, &what)?
            .checked_mul(dtype.byte_size())
            .ok_or_else(|| Error::RuntimeArg(format!("{}: shape overflows", what())))?;
        Ok(ArgSpec { dtype, dims, len_bytes })
    }
}

/// `product(dims)` for a dense tensor, or `RuntimeArg` naming `what` for a negative dimension or overflow.
pub(crate) fn element_count(dims: &[i64], what: &dyn Fn() -> String) -> Result<usize> {
    let mut count: usize = 1;
    for (axis, &d) in dims.iter().enumerate() {
        let d = usize::try_from(d)
            .map_err(|_| Error::RuntimeArg(format!("{}: dimension {axis} is negative ({d})", what())))?;
        count =
            count.checked_mul(d).ok_or_else(|| Error::RuntimeArg(format!("{}: shape {dims:?} overflows", what())))?;
    }
    Ok(count)
}
