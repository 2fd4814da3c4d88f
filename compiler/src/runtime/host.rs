//! Host-side tensors handed to and filled by [`LoadedExecutable::execute`](super::LoadedExecutable::execute).
//!
//! Every tensor is dense and row-major (C order). The types borrow the caller's memory; the raw-pointer
//! constructors exist for the Python layer, which hands over torch tensors' data pointers.

use super::spec::element_count;
use std::marker::PhantomData;

use super::element_type::{ElementType, NativeType};
use crate::{Error, Result};

/// An input tensor in host memory, read by `execute` (copied to the device during the call).
#[derive(Debug, Clone)]
pub struct HostInput<'a> {
    data: *const u8,
    len_bytes: usize,
    dims: Vec<i64>,
    dtype: ElementType,
    _borrow: PhantomData<&'a [u8]>,
}

impl<'a> HostInput<'a> {
    /// A tensor over `data` (its bytes, dense row-major) with shape `dims`. Sizes are checked by `execute`.
    pub fn new(data: &'a [u8], dims: impl Into<Vec<i64>>, dtype: ElementType) -> Self {
        HostInput { data: data.as_ptr(), len_bytes: data.len(), dims: dims.into(), dtype, _borrow: PhantomData }
    }

    /// A tensor over a typed slice; the element type follows `T`.
    pub fn from_slice<T: NativeType>(data: &'a [T], dims: impl Into<Vec<i64>>) -> Self {
        HostInput {
            data: data.as_ptr().cast::<u8>(),
            len_bytes: std::mem::size_of_val(data),
            dims: dims.into(),
            dtype: T::ELEMENT_TYPE,
            _borrow: PhantomData,
        }
    }

    /// A tensor over raw memory, e.g. a torch tensor's `data_ptr()`.
    ///
    /// # Safety
    /// Unless `len_bytes` is 0, `data` must point to `len_bytes` readable bytes that stay valid and
    /// unmodified for `'a` (at least until the `execute` call that reads them returns). `data` may be
    /// NULL only when `len_bytes` is 0. Whether `len_bytes` matches `dims` and `dtype` is checked by
    /// `execute`, which never reads more than `len_bytes`.
    pub unsafe fn from_raw(data: *const u8, len_bytes: usize, dims: impl Into<Vec<i64>>, dtype: ElementType) -> Self {
        HostInput { data, len_bytes, dims: dims.into(), dtype, _borrow: PhantomData }
    }

    pub fn data_ptr(&self) -> *const u8 {
        self.data
    }

    pub fn len_bytes(&self) -> usize {
        self.len_bytes
    }

    pub fn dims(&self) -> &[i64] {
        &self.dims
    }

    pub fn dtype(&self) -> ElementType {
        self.dtype
    }
}

/// An output tensor in host memory, written by `execute`.
#[derive(Debug)]
pub struct HostOutput<'a> {
    data: *mut u8,
    len_bytes: usize,
    dims: Vec<i64>,
    dtype: ElementType,
    _borrow: PhantomData<&'a mut [u8]>,
}

impl<'a> HostOutput<'a> {
    /// A destination over `data` (dense row-major bytes) expecting shape `dims` and type `dtype`.
    pub fn new(data: &'a mut [u8], dims: impl Into<Vec<i64>>, dtype: ElementType) -> Self {
        HostOutput { data: data.as_mut_ptr(), len_bytes: data.len(), dims: dims.into(), dtype, _borrow: PhantomData }
    }

    /// A destination over a typed slice; the element type follows `T`.
    pub fn from_slice<T: NativeType>(data: &'a mut [T], dims: impl Into<Vec<i64>>) -> Self {
        HostOutput {
            len_bytes: std::mem::size_of_val(data),
            data: data.as_mut_ptr().cast::<u8>(),
            dims: dims.into(),
            dtype: T::ELEMENT_TYPE,
            _borrow: PhantomData,
        }
    }

    /// A destination over raw memory, e.g. a torch tensor's `data_ptr()`.
    ///
    /// # Safety
    /// Unless `len_bytes` is 0, `data` must point to `len_bytes` writable bytes that nothing else reads
    /// or writes for `'a` (at least until the `execute` call that fills them returns). `data` may be
    /// NULL only when `len_bytes` is 0. `execute` checks the executable's output shape and type against
    /// `dims`/`dtype` and `len_bytes` before writing, and never writes more than `len_bytes`.
    pub unsafe fn from_raw(data: *mut u8, len_bytes: usize, dims: impl Into<Vec<i64>>, dtype: ElementType) -> Self {
        HostOutput { data, len_bytes, dims: dims.into(), dtype, _borrow: PhantomData }
    }

    pub fn data_ptr(&self) -> *mut u8 {
        self.data
    }

    pub fn len_bytes(&self) -> usize {
        self.len_bytes
    }

    pub fn dims(&self) -> &[i64] {
        &self.dims
    }

    pub fn dtype(&self) -> ElementType {
        self.dtype
    }
}

/// An output tensor owned by the caller, returned by
/// [`LoadedExecutable::execute_to_host`](super::LoadedExecutable::execute_to_host).
#[derive(Debug, Clone, PartialEq)]
pub struct HostTensor {
    pub dtype: ElementType,
    pub dims: Vec<i64>,
    /// Dense row-major bytes, `product(dims) * dtype.byte_size()` long.
    pub data: Vec<u8>,
}

impl HostTensor {
    /// The elements as `T`, which must match `dtype`.
    pub fn to_vec<T: NativeType>(&self) -> Result<Vec<T>> {
        if T::ELEMENT_TYPE != self.dtype {
            return Err(Error::RuntimeArg(format!(
                "tensor has element type {}, asked for {}",
                self.dtype,
                T::ELEMENT_TYPE
            )));
        }
        let size = std::mem::size_of::<T>();
        if size == 0 || !self.data.len().is_multiple_of(size) {
            return Err(Error::Internal(format!("tensor byte length {} is not a multiple of {size}", self.data.len())));
        }
        let out = self
            .data
            .chunks_exact(size)
            .map(|chunk| {
                if T::ELEMENT_TYPE == ElementType::Pred {
                    // Read `bool` through a `u8` so that a byte other than 0/1 cannot make an invalid bool.
                    let b: u8 = u8::from(chunk[0] != 0);
                    // SAFETY: `T` is `bool` here (the only `NativeType` with ELEMENT_TYPE Pred); 0 and 1
                    // are valid `bool`s and `size_of::<bool>() == 1`.
                    unsafe { std::ptr::read_unaligned((&b as *const u8).cast::<T>()) }
                } else {
                    // SAFETY: `chunk` has exactly `size_of::<T>()` bytes and every bit pattern is a valid
                    // value of the remaining `NativeType`s (integers and floats).
                    unsafe { std::ptr::read_unaligned(chunk.as_ptr().cast::<T>()) }
                }
            })
            .collect();
        Ok(out)
    }
}


/// Checks that a host buffer of `len_bytes` at `data` holds exactly a dense `dims` x `dtype` tensor.
pub(crate) fn check_host_buffer(
    what: &dyn Fn() -> String,
    data_is_null: bool,
    len_bytes: usize,
    dims: &[i64],
    dtype: ElementType,
) -> Result<usize> {
    let count = element_count(dims, what)?;
    let expected = count
        .checked_mul(dtype.byte_size())
        .ok_or_else(|| Error::RuntimeArg(format!("{}: shape {dims:?} overflows", what())))?;
    if expected != len_bytes {
        return Err(Error::RuntimeArg(format!(
            "{}: shape {dims:?} of {dtype} needs {expected} bytes, but the buffer has {len_bytes}",
            what()
        )));
    }
    if data_is_null && len_bytes != 0 {
        return Err(Error::RuntimeArg(format!("{}: data pointer is NULL", what())));
    }
    Ok(expected)
}
