//! Access to the plugin's `PJRT_Api` function table, with the version checks the C API asks for.
//!
//! A plugin built against an older header has a shorter `PJRT_Api`: reading a field past its
//! `struct_size` would read whatever follows the table in the plugin's memory. So a function pointer is
//! only read when its field lies inside the plugin's struct, and only called when it is not NULL.

/// The function pointer `PJRT_Api::$name` of a [`Plugin`](super::plugin::Plugin), as
/// `Result<unsafe extern "C" fn(..) -> ..>`: `Error::Pjrt` when the plugin's table is too short to have
/// it or the pointer is NULL.
macro_rules! pjrt_fn {
    ($plugin:expr, $name:ident) => {{
        let plugin: &$crate::runtime::plugin::Plugin = $plugin;
        let offset = ::core::mem::offset_of!($crate::runtime::ffi::PJRT_Api, $name);
        if plugin.provides_field(offset) {
            // SAFETY: `provides_field` checked that the whole field lies inside the plugin's `PJRT_Api`
            // (its `struct_size`), and the table lives as long as the loaded library, which `plugin` keeps.
            // `addr_of!` reads through the raw pointer without making a reference to the whole struct.
            // (`unused_unsafe`: this block is redundant, but harmless, when the macro is used inside an
            // `unsafe` block, as `pjrt_call!` is.)
            #[allow(unused_unsafe)]
            let f = unsafe { ::core::ptr::addr_of!((*plugin.api_ptr()).$name).read() };
            f.ok_or_else(|| plugin.missing_fn(stringify!($name)))
        } else {
            Err(plugin.missing_fn(stringify!($name)))
        }
    }};
}

/// Calls `PJRT_Api::$name` with `$args` (a `&mut` to its argument struct) and turns a returned
/// `PJRT_Error*` into `Error::Pjrt { call: "$name", .. }`. Evaluates to `crate::Result<()>`.
///
/// The call itself is `unsafe`: use it inside an `unsafe` block whose SAFETY comment says why every
/// pointer in `$args` is valid for the call.
macro_rules! pjrt_call {
    ($plugin:expr, $name:ident, $args:expr) => {{
        let plugin: &$crate::runtime::plugin::Plugin = $plugin;
        match pjrt_fn!(plugin, $name) {
            Ok(f) => {
                let err = f($args);
                plugin.check(err, stringify!($name))
            }
            Err(e) => Err(e),
        }
    }};
}
