//! The part of XLA's FFI C API (`xla/ffi/api/c_api.h`, API 0.x, as shipped in jaxlib's
//! `include/`) and of PJRT's FFI extension (`xla/pjrt/c/pjrt_c_api_ffi_extension.h`, extension
//! version 2) that torchtpu's CPU kernels use, written out as `repr(C)` structs.
//!
//! Neither header ships with the `xla-cpu-pjrt` wheel that `build.rs` generates the PJRT bindings
//! from, and the set used here is small: a handler reads its call frame's buffers and, on
//! failure, makes an error through the frame's `api`. Every struct starts with `struct_size`, so
//! the plugin can tell which fields a caller knows; the handler checks the sizes it reads.
#![allow(non_camel_case_types)]

use std::ffi::{c_char, c_void};

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
pub const S64: i32 = 5;
pub const F32: i32 = 11;
pub const F64: i32 = 12;

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

/// The head of `XLA_FFI_Api`: everything up to `XLA_FFI_Error_Create`, the one entry used.
#[repr(C)]
pub struct Api {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub api_version: ApiVersion,
    pub internal_api: *const c_void,
    pub error_create: Option<ErrorCreateFn>,
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
