//! DLPack export of results: a `DLManagedTensor` over an [`OwnedBuffer`]'s host memory whose deleter
//! destroys the PJRT buffer. The Python layer wraps it in a `"dltensor"` capsule for
//! `torch.from_dlpack`, so a result becomes a torch tensor without a copy.
//!
//! The structs follow `dlpack.h` (the unversioned ABI, DLPack 0.x), which torch accepts.

use std::ffi::c_void;
use std::panic::{catch_unwind, AssertUnwindSafe};

use super::device_buffer::OwnedBuffer;
use super::element_type::ElementType;

#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DLDevice {
    pub device_type: i32,
    pub device_id: i32,
}

#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DLDataType {
    pub code: u8,
    pub bits: u8,
    pub lanes: u16,
}

#[repr(C)]
pub struct DLTensor {
    pub data: *mut c_void,
    pub device: DLDevice,
    pub ndim: i32,
    pub dtype: DLDataType,
    pub shape: *mut i64,
    pub strides: *mut i64,
    pub byte_offset: u64,
}

#[repr(C)]
pub struct DLManagedTensor {
    pub dl_tensor: DLTensor,
    pub manager_ctx: *mut c_void,
    pub deleter: Option<unsafe extern "C" fn(*mut DLManagedTensor)>,
}

/// `kDLCPU`.
pub const DL_CPU: i32 = 1;
/// `kDLCUDA`: memory on a CUDA device (`device_id` is the CUDA ordinal).
pub const DL_CUDA: i32 = 2;

/// The DLPack type of `t` (`kDLInt` 0, `kDLUInt` 1, `kDLFloat` 2, `kDLBfloat` 4, `kDLComplex` 5, `kDLBool` 6).
pub fn dl_dtype(t: ElementType) -> DLDataType {
    use ElementType::*;
    let code = match t {
        S8 | S16 | S32 | S64 => 0,
        U8 | U16 | U32 | U64 => 1,
        F16 | F32 | F64 => 2,
        BF16 => 4,
        C64 | C128 => 5,
        Pred => 6,
    };
    DLDataType { code, bits: (t.byte_size() * 8) as u8, lanes: 1 }
}

/// What a `DLManagedTensor` made here points to; `managed` first, so the two pointers coincide.
#[repr(C)]
struct Holder {
    managed: DLManagedTensor,
    shape: Vec<i64>,
    strides: Vec<i64>,
    buffer: OwnedBuffer,
}

unsafe extern "C" fn delete_holder(managed: *mut DLManagedTensor) {
    if managed.is_null() {
        return;
    }
    // Never unwind into the consumer (torch's C++).
    let _ = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `managed` came from `into_dlpack` (a leaked `Box<Holder>` whose first field it is),
        // and the DLPack contract calls the deleter exactly once.
        drop(unsafe { Box::from_raw(managed.cast::<Holder>()) });
    }));
}

/// Hands `buffer` over as a `DLManagedTensor` on the CPU (dense row-major, explicit strides).
/// `Err(buffer)` when its memory cannot be read in place (no host view).
///
/// The result must be consumed exactly once: by a DLPack consumer, which calls its `deleter` when
/// done, or by calling the deleter directly.
pub fn into_dlpack(buffer: OwnedBuffer) -> Result<*mut DLManagedTensor, OwnedBuffer> {
    let Some(ptr) = buffer.host_ptr() else { return Err(buffer) };
    Ok(wrap(buffer, ptr, DLDevice { device_type: DL_CPU, device_id: 0 }))
}

/// Hands `buffer` over as a `DLManagedTensor` on `device` over the buffer's own device memory
/// ([`OwnedBuffer::device_pointer`]): the export of a GPU result (`kDLCUDA`). The buffer must be
/// dense row-major. It is not awaited here: the consumer must order its reads after the buffer's
/// ready event (docs/gpu.md, "Stream order"). `Err` gives the buffer back with the reason.
pub fn into_dlpack_on(buffer: OwnedBuffer, device: DLDevice) -> Result<*mut DLManagedTensor, (OwnedBuffer, crate::Error)> {
    if buffer.len_bytes() == 0 {
        // An empty tensor's address is never read; PJRT may report NULL for it.
        let ptr = std::ptr::NonNull::<u64>::dangling().as_ptr().cast::<u8>();
        return Ok(wrap(buffer, ptr, device));
    }
    match buffer.device_pointer() {
        Ok(0) => Err((
            buffer,
            crate::Error::Pjrt { call: "PJRT_Buffer_UnsafePointer", message: "returned NULL".into() },
        )),
        Ok(p) => Ok(wrap(buffer, p as *mut u8, device)),
        Err(e) => Err((buffer, e)),
    }
}

fn wrap(buffer: OwnedBuffer, ptr: *mut u8, device: DLDevice) -> *mut DLManagedTensor {
    let shape = buffer.dims().to_vec();
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * shape[i + 1].max(1);
    }
    let dtype = dl_dtype(buffer.dtype());
    let mut holder = Box::new(Holder {
        managed: DLManagedTensor {
            dl_tensor: DLTensor {
                data: ptr.cast(),
                device,
                ndim: shape.len() as i32,
                dtype,
                shape: std::ptr::null_mut(),
                strides: std::ptr::null_mut(),
                byte_offset: 0,
            },
            manager_ctx: std::ptr::null_mut(),
            deleter: Some(delete_holder),
        },
        shape,
        strides,
        buffer,
    });
    // The Vecs' heap storage does not move when the Box is leaked.
    holder.managed.dl_tensor.shape = holder.shape.as_mut_ptr();
    holder.managed.dl_tensor.strides = holder.strides.as_mut_ptr();
    let raw = Box::into_raw(holder);
    // SAFETY: `raw` is a valid, leaked Box.
    unsafe { (*raw).managed.manager_ctx = raw.cast() };
    raw.cast::<DLManagedTensor>()
}
