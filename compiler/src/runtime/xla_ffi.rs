//! The part of XLA's FFI C API (`xla/ffi/api/c_api.h`, API 0.x, as shipped in jaxlib's
//! `include/`) and of PJRT's FFI extension (`xla/pjrt/c/pjrt_c_api_ffi_extension.h`, extension
//! version 2) that torchtpu's kernels use (cpu_kernels/, cuda_kernels/), written out as `repr(C)`
//! structs, and the helpers every handler shares: registration ([`register_handlers`]), a frame's
//! buffers ([`buffer`]), its scalar attributes ([`scalar_attrs`]), the stream a GPU handler runs
//! on ([`stream`]) and errors ([`make_error`]).
//!
//! Neither header ships with the `xla-cpu-pjrt` wheel that `build.rs` generates the PJRT bindings
//! from, and the set used here is small: a handler reads its call frame's buffers and, on
//! failure, makes an error through the frame's `api`. Every struct starts with `struct_size`, so
//! the plugin can tell which fields a caller knows; the handler checks the sizes it reads.
#![allow(non_camel_case_types)]

use std::ffi::{c_char, c_void, CString};

use super::ffi;
use super::plugin::Plugin;
use crate::Result;

/// `XLA_FFI_Extension_Base`.
#[repr(C)]
pub struct ExtensionBase {
    pub struct_size: usize,
    /// `XLA_FFI_Extension_Type`: 1 is `XLA_FFI_Extension_Metadata`.
    pub kind: i32,
    pub next: *mut ExtensionBase,
}

pub const EXTENSION_METADATA: i32 = 1;

/// `XLA_FFI_Api_Version`.
#[repr(C)]
pub struct ApiVersion {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub major_version: i32,
    pub minor_version: i32,
}

/// The FFI API version these handlers are written against (c_api.h's `XLA_FFI_API_MAJOR/MINOR`).
pub const API_MAJOR: i32 = 0;
pub const API_MINOR: i32 = 1;

/// `XLA_FFI_Metadata`: what a handler tells XLA about itself when asked (at registration).
#[repr(C)]
pub struct Metadata {
    pub struct_size: usize,
    pub api_version: ApiVersion,
    pub traits: u32,
}

/// `XLA_FFI_Metadata_Extension`: in a call frame's extension chain, a request for [`Metadata`].
#[repr(C)]
pub struct MetadataExtension {
    pub base: ExtensionBase,
    pub metadata: *mut Metadata,
}

/// `XLA_FFI_DataType` values the kernels take (xla::PrimitiveType numbering).
pub const PRED: i32 = 1;
pub const S32: i32 = 4;
pub const S64: i32 = 5;
pub const F16: i32 = 10;
pub const F32: i32 = 11;
pub const F64: i32 = 12;
pub const BF16: i32 = 16;
pub const C64: i32 = 15;
pub const C128: i32 = 18;

/// `XLA_FFI_Buffer`: one argument or result.
#[repr(C)]
pub struct Buffer {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub dtype: i32,
    pub data: *mut c_void,
    pub rank: i64,
    pub dims: *const i64,
}

/// `XLA_FFI_ArgType_BUFFER` / `XLA_FFI_RetType_BUFFER`.
pub const KIND_BUFFER: i32 = 1;

/// `XLA_FFI_Args` and `XLA_FFI_Rets` (same layout).
#[repr(C)]
pub struct Values {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub size: i64,
    pub types: *const i32,
    pub values: *const *mut c_void,
}

/// `XLA_FFI_Attrs`.
#[repr(C)]
pub struct Attrs {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub size: i64,
    pub types: *const i32,
    pub names: *const *const c_void,
    pub attrs: *const *const c_void,
}

/// `XLA_FFI_CallFrame`.
#[repr(C)]
pub struct CallFrame {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub api: *const Api,
    pub ctx: *mut c_void,
    /// `XLA_FFI_ExecutionStage`: 3 is execute.
    pub stage: i32,
    pub args: Values,
    pub rets: Values,
    pub attrs: Attrs,
}

pub const STAGE_EXECUTE: i32 = 3;

/// `XLA_FFI_Error_Create_Args`.
#[repr(C)]
pub struct ErrorCreateArgs {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub message: *const c_char,
    /// `XLA_FFI_Error_Code`: 3 is INVALID_ARGUMENT, 13 INTERNAL.
    pub errc: i32,
}

pub const ERROR_INVALID_ARGUMENT: i32 = 3;
pub const ERROR_INTERNAL: i32 = 13;

/// An opaque `XLA_FFI_Error`, owned by XLA once a handler returns it.
#[repr(C)]
pub struct Error {
    _private: [u8; 0],
}

pub type ErrorCreateFn = unsafe extern "C" fn(*mut ErrorCreateArgs) -> *mut Error;

/// `XLA_FFI_Stream_Get_Args`: the platform stream (a `cudaStream_t` on CUDA) a handler runs on.
#[repr(C)]
pub struct StreamGetArgs {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub ctx: *mut c_void,
    pub stream: *mut c_void,
}

pub type StreamGetFn = unsafe extern "C" fn(*mut StreamGetArgs) -> *mut Error;

/// `XLA_FFI_Error_Destroy_Args`.
#[repr(C)]
pub struct ErrorDestroyArgs {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub error: *mut Error,
}

pub type ErrorDestroyFn = unsafe extern "C" fn(*mut ErrorDestroyArgs);

/// The head of `XLA_FFI_Api`: everything up to `XLA_FFI_Stream_Get`, the last entry used (of the
/// three between, only `XLA_FFI_Error_Destroy` is called; the others are only laid out).
#[repr(C)]
pub struct Api {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub api_version: ApiVersion,
    pub internal_api: *const c_void,
    pub error_create: Option<ErrorCreateFn>,
    pub error_get_message: *const c_void,
    pub error_destroy: Option<ErrorDestroyFn>,
    pub handler_register: *const c_void,
    pub stream_get: Option<StreamGetFn>,
}

/// `XLA_FFI_AttrType`: what an attribute of a frame is.
pub const ATTR_SCALAR: i32 = 3;

/// `XLA_FFI_ByteSpan`: an attribute's name.
#[repr(C)]
pub struct ByteSpan {
    pub ptr: *const c_char,
    pub len: usize,
}

/// `XLA_FFI_Scalar`: a scalar attribute, its dtype and a pointer to its value.
#[repr(C)]
pub struct Scalar {
    pub dtype: i32,
    pub value: *const c_void,
}

/// An FFI handler (`XLA_FFI_Handler`).
pub type Handler = unsafe extern "C" fn(*mut CallFrame) -> *mut Error;

/// `PJRT_FFI_Register_Handler_Args` as both plugins this project runs read it (the 0.81
/// `xla-cpu-pjrt` and the 0.115 CPU plugin; read from their machine code, since neither ships the
/// extension's header): no `api_version` field (every handler is a typed FFI handler) and 52
/// bytes. Some published versions of the header have an `int api_version` after the name, which
/// these plugins would misread as the handler.
#[repr(C)]
pub struct RegisterHandlerArgs {
    pub struct_size: usize,
    pub target_name: *const c_char,
    pub target_name_size: usize,
    pub handler: *mut c_void,
    pub platform_name: *const c_char,
    pub platform_name_size: usize,
    /// `PJRT_FFI_Handler_TraitsBits`.
    pub traits: u32,
}

/// `sizeof` up to the last field (`traits`), as `PJRT_DEFINE_STRUCT_TRAITS` computes it.
pub const REGISTER_HANDLER_ARGS_SIZE: usize = std::mem::offset_of!(RegisterHandlerArgs, traits) + std::mem::size_of::<u32>();

pub type RegisterHandlerFn = unsafe extern "C" fn(*mut RegisterHandlerArgs) -> *mut crate::runtime::ffi::PJRT_Error;

/// `PJRT_FFI_Extension` (version 2: `type_id_register`, `user_data_add`, `register_handler`).
#[repr(C)]
pub struct PjrtFfiExtension {
    pub base: crate::runtime::ffi::PJRT_Extension_Base,
    pub type_id_register: *const c_void,
    pub user_data_add: *const c_void,
    pub register_handler: Option<RegisterHandlerFn>,
}

/// The extension's size when it has `register_handler`.
pub const PJRT_FFI_EXTENSION_SIZE: usize = std::mem::size_of::<PjrtFfiExtension>();

/// Registers `handlers` (target name, handler) for `platform` (`"Host"`, `"CUDA"`) with
/// `plugin`'s FFI extension. Registering the same handler twice is allowed by XLA (a no-op).
pub(crate) fn register_handlers<'h>(plugin: &Plugin, platform: &str, handlers: impl IntoIterator<Item = (&'h str, Handler)>) -> Result<()> {
    let ext = find_ffi_extension(plugin).ok_or_else(|| crate::Error::Pjrt {
        call: "PJRT_FFI_Register_Handler",
        message: "the plugin has no FFI extension with `register_handler`".into(),
    })?;
    for (name, handler) in handlers {
        let mut args = RegisterHandlerArgs {
            struct_size: REGISTER_HANDLER_ARGS_SIZE,
            target_name: name.as_ptr() as *const c_char,
            target_name_size: name.len(),
            handler: handler as *mut c_void,
            platform_name: platform.as_ptr() as *const c_char,
            platform_name_size: platform.len(),
            traits: 0,
        };
        // SAFETY: `ext` is the plugin's live FFI extension with `register_handler` inside its
        // size; `args` (and the strings it points to) outlive the call.
        // XLA asks the handler for its metadata here ([`answer_metadata`]); any C++ exception
        // becomes an error.
        let register = ext.register_handler.expect("checked in find_ffi_extension");
        let err = crate::cxx_guard::guard("PJRT_FFI_Register_Handler", || Ok(unsafe { register(&mut args) }))?;
        plugin.check(err, "PJRT_FFI_Register_Handler").map_err(|e| match e {
            crate::Error::Pjrt { call, message } => crate::Error::Pjrt { call, message: format!("{message} (registering `{name}` for {platform})") },
            other => other,
        })?;
    }
    Ok(())
}

/// The plugin's FFI extension, when it is new enough to register handlers.
fn find_ffi_extension(plugin: &Plugin) -> Option<&PjrtFfiExtension> {
    let ext = plugin.find_extension(ffi::PJRT_Extension_Type_FFI, PJRT_FFI_EXTENSION_SIZE)?;
    // SAFETY: an FFI extension of at least this size has every field of the struct, and lives as
    // long as the library, which the plugin keeps loaded.
    let e = unsafe { &*(ext as *const PjrtFfiExtension) };
    e.register_handler.is_some().then_some(e)
}

/// Answers XLA's metadata request (made when the handler is registered), if this call is one.
///
/// # Safety
/// `frame` must be XLA's live call frame.
pub(crate) unsafe fn answer_metadata(frame: &CallFrame) -> bool {
    let ext = frame.extension_start;
    if ext.is_null() || (*ext).kind != EXTENSION_METADATA {
        return false;
    }
    let meta = (*(ext as *mut MetadataExtension)).metadata;
    if !meta.is_null() {
        (*meta).api_version.major_version = API_MAJOR;
        (*meta).api_version.minor_version = API_MINOR;
        (*meta).traits = 0;
    }
    true
}

/// The `i`th operand (or result, `ret`) of the frame as a buffer of any rank: dtype, data, dims.
///
/// # Safety
/// `frame` must be XLA's live call frame.
pub(crate) unsafe fn buffer(frame: &CallFrame, i: usize, ret: bool) -> std::result::Result<(i32, *mut c_void, Vec<i64>), String> {
    let vals = if ret { &frame.rets } else { &frame.args };
    if i as i64 >= vals.size || *vals.types.add(i) != KIND_BUFFER {
        return Err(format!("{} {i} is missing or not a buffer", if ret { "result" } else { "operand" }));
    }
    let b = &*(*vals.values.add(i) as *const Buffer);
    if b.struct_size < std::mem::size_of::<Buffer>() || b.rank < 0 || b.rank > 8 || (b.rank > 0 && b.dims.is_null()) {
        return Err(format!("{} {i}: a malformed buffer", if ret { "result" } else { "operand" }));
    }
    let dims = if b.rank == 0 { vec![] } else { std::slice::from_raw_parts(b.dims, b.rank as usize).to_vec() };
    Ok((b.dtype, b.data, dims))
}

/// A scalar attribute's value, widened: integers and booleans as `i64`, floats as `f64`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum AttrValue {
    Int(i64),
    Float(f64),
}

/// The frame's scalar attributes (the custom call's `backend_config` dictionary), by name. An
/// attribute of another kind (array, string, dictionary) or dtype is an error naming it.
///
/// # Safety
/// `frame` must be XLA's live call frame.
pub(crate) unsafe fn scalar_attrs(frame: &CallFrame) -> std::result::Result<Vec<(String, AttrValue)>, String> {
    let a = &frame.attrs;
    let mut out = Vec::with_capacity(a.size.max(0) as usize);
    for i in 0..a.size.max(0) as usize {
        let name = &*(*a.names.add(i) as *const ByteSpan);
        let name = String::from_utf8_lossy(std::slice::from_raw_parts(name.ptr as *const u8, name.len)).into_owned();
        if *a.types.add(i) != ATTR_SCALAR {
            return Err(format!("attribute `{name}` is not a scalar"));
        }
        let s = &*(*a.attrs.add(i) as *const Scalar);
        let v = match s.dtype {
            PRED => AttrValue::Int(i64::from(*(s.value as *const u8) != 0)),
            S32 => AttrValue::Int(i64::from(*(s.value as *const i32))),
            S64 => AttrValue::Int(*(s.value as *const i64)),
            F32 => AttrValue::Float(f64::from(*(s.value as *const f32))),
            F64 => AttrValue::Float(*(s.value as *const f64)),
            other => return Err(format!("attribute `{name}` has dtype {other}, not an integer or a float")),
        };
        out.push((name, v));
    }
    Ok(out)
}

/// The platform stream the handler of `frame` runs on (a `cudaStream_t` on CUDA).
///
/// # Safety
/// `frame` must be XLA's live call frame.
pub(crate) unsafe fn stream(frame: &CallFrame) -> std::result::Result<*mut c_void, String> {
    let api = frame.api.as_ref().ok_or("the frame has no FFI API")?;
    if api.struct_size < std::mem::offset_of!(Api, stream_get) + std::mem::size_of::<usize>() {
        return Err(format!("the plugin's FFI API ({} bytes) has no XLA_FFI_Stream_Get", api.struct_size));
    }
    let get = api.stream_get.ok_or("the plugin's FFI API has no XLA_FFI_Stream_Get")?;
    let mut args = StreamGetArgs { struct_size: std::mem::size_of::<StreamGetArgs>(), extension_start: std::ptr::null_mut(), ctx: frame.ctx, stream: std::ptr::null_mut() };
    let err = get(&mut args);
    if !err.is_null() {
        // Ours to free; the handler's own error says why the call failed.
        if let Some(destroy) = api.error_destroy {
            let mut d = ErrorDestroyArgs { struct_size: std::mem::size_of::<ErrorDestroyArgs>(), extension_start: std::ptr::null_mut(), error: err };
            destroy(&mut d);
        }
        return Err("XLA_FFI_Stream_Get failed".into());
    }
    if args.stream.is_null() {
        return Err("XLA_FFI_Stream_Get gave no stream".into());
    }
    Ok(args.stream)
}

/// An XLA error carrying `message`, made through the frame's API (null when it cannot be made:
/// XLA then sees success, so callers only get here with a usable `api`).
///
/// # Safety
/// `frame.api` must be XLA's FFI API table.
pub(crate) unsafe fn make_error(frame: &CallFrame, code: i32, message: &str) -> *mut Error {
    let Some(api) = frame.api.as_ref() else { return std::ptr::null_mut() };
    let Some(create) = api.error_create else { return std::ptr::null_mut() };
    let text = CString::new(message.replace('\0', " ")).unwrap_or_default();
    let mut args = ErrorCreateArgs { struct_size: std::mem::size_of::<ErrorCreateArgs>(), extension_start: std::ptr::null_mut(), message: text.as_ptr(), errc: code };
    // SAFETY: `args` and `text` outlive the call; XLA copies the message.
    create(&mut args)
}
