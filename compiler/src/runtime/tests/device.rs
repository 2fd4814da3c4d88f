//! The pieces of the device path that the CPU plugin can check: views of memory owned by someone
//! else (`PJRT_Client_CreateViewOfDeviceBuffer` over host memory), DLPack export over a buffer's
//! own memory, ready callbacks, the extension chain, and typed client creation options.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use super::*;
use crate::runtime::ffi::PjrtArgs;

/// Counts its drops: stands in for the torch tensor a view keeps alive.
struct Owner(Arc<AtomicUsize>);

impl Drop for Owner {
    fn drop(&mut self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

#[test]
fn a_view_reads_the_callers_memory_in_place_and_releases_its_owner() {
    let exe = add_exe();
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let params = [spec.clone(), spec.clone()];
    let results = [spec.clone()];
    let mut a = Aligned(A);
    let b = Aligned(B);
    let dropped = Arc::new(AtomicUsize::new(0));
    let ptr = a.0.as_mut_ptr();
    // SAFETY: `a` and `b` are 24-byte, 64-aligned arrays that outlive the views (dropped below,
    // after every run reading them has been awaited).
    let (va, vb) = unsafe {
        (
            client().view_of_device_buffer(ptr.cast(), ElementType::F32, &[2, 3], 0, None, Box::new(Owner(dropped.clone()))),
            client().view_of_device_buffer(b.0.as_ptr().cast_mut().cast(), ElementType::F32, &[2, 3], 0, None, Box::new(())),
        )
    };
    let (va, vb) = (va.expect("view of a"), vb.expect("view of b"));
    assert_eq!(va.device_pointer().expect("pointer"), ptr as usize, "a view is the caller's memory, not a copy");
    assert_eq!((va.dtype(), va.dims()), (ElementType::F32, &[2i64, 3][..]));
    for scale in [1.0f32, 3.0] {
        for (x, y) in a.0.iter_mut().zip(A) {
            *x = y * scale;
        }
        let mut out = exe.execute_async(&params, &[ArgBuffer::Result(&va), ArgBuffer::Result(&vb)], &results).expect("run");
        let out = out.pop().expect("one result");
        out.await_ready().expect("ready");
        let mut got = [0f32; 6];
        // SAFETY: `got` is 24 writable bytes.
        unsafe { out.copy_to_host(got.as_mut_ptr().cast(), 24) }.expect("copy");
        let want: Vec<f32> = A.iter().zip(B).map(|(x, y)| x * scale + y).collect();
        assert_eq!(got.to_vec(), want, "the view reads `a` as it is now");
    }
    assert_eq!(dropped.load(Ordering::SeqCst), 0, "the owner lives while the view does");
    drop(va);
    assert_eq!(dropped.load(Ordering::SeqCst), 1, "dropping the view releases its owner once");
    drop(vb);
}

#[test]
fn a_refused_view_releases_its_owner_and_names_the_problem() {
    let dropped = Arc::new(AtomicUsize::new(0));
    let a = Aligned(A);
    // SAFETY: never read: each call is refused before PJRT sees the pointer.
    let no_device = unsafe {
        client().view_of_device_buffer(a.0.as_ptr().cast_mut().cast(), ElementType::F32, &[2, 3], 999, None, Box::new(Owner(dropped.clone())))
    };
    let err = no_device.expect_err("no device 999");
    assert!(matches!(err, Error::RuntimeArg(ref m) if m.contains("device 999 does not exist")), "{err}");
    // SAFETY: as above.
    let null = unsafe {
        client().view_of_device_buffer(std::ptr::null_mut(), ElementType::F32, &[2, 3], 0, None, Box::new(Owner(dropped.clone())))
    };
    assert!(matches!(null, Err(Error::RuntimeArg(ref m)) if m.contains("NULL")));
    // SAFETY: as above.
    let negative = unsafe {
        client().view_of_device_buffer(a.0.as_ptr().cast_mut().cast(), ElementType::F32, &[-1, 3], 0, None, Box::new(Owner(dropped.clone())))
    };
    assert!(matches!(negative, Err(Error::RuntimeArg(ref m)) if m.contains("negative")));
    assert_eq!(dropped.load(Ordering::SeqCst), 3, "every refused owner is released at once");
}

#[test]
fn a_result_is_exported_over_its_own_memory_and_freed_by_the_deleter() {
    let exe = add_exe();
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let a = Aligned(A);
    let b = Aligned(B);
    // SAFETY: 24 readable bytes each that outlive the views.
    let (va, vb) = unsafe {
        (
            client().view_of_device_buffer(a.0.as_ptr().cast_mut().cast(), ElementType::F32, &[2, 3], 0, None, Box::new(())),
            client().view_of_device_buffer(b.0.as_ptr().cast_mut().cast(), ElementType::F32, &[2, 3], 0, None, Box::new(())),
        )
    };
    let (va, vb) = (va.expect("a"), vb.expect("b"));
    let mut out = exe
        .execute_async(&[spec.clone(), spec.clone()], &[ArgBuffer::Result(&va), ArgBuffer::Result(&vb)], &[spec.clone()])
        .expect("run");
    let out = out.pop().expect("result");
    out.await_ready().expect("ready");
    let at = out.device_pointer().expect("pointer");
    let live = TRANSFER_STATS.live_buffers();
    let managed = dlpack::into_dlpack_on(out, dlpack::DLDevice { device_type: dlpack::DL_CPU, device_id: 0 })
        .unwrap_or_else(|(_, e)| panic!("export: {e}"));
    // SAFETY: `managed` is a live DLManagedTensor made above and consumed below, once.
    unsafe {
        let t = &(*managed).dl_tensor;
        assert_eq!(t.data as usize, at, "the tensor is the buffer's memory");
        assert_eq!((t.ndim, t.device.device_type), (2, dlpack::DL_CPU));
        assert_eq!(std::slice::from_raw_parts(t.data.cast::<f32>(), 6), [11.0, 22.0, 33.0, 44.0, 55.0, 66.0]);
        assert_eq!(std::slice::from_raw_parts(t.strides, 2), [3, 1]);
        ((*managed).deleter.expect("deleter"))(managed);
    }
    assert_eq!(TRANSFER_STATS.live_buffers(), live - 1, "the deleter destroyed the PJRT buffer");
}

#[test]
fn on_ready_calls_back_once_with_the_status() {
    let exe = add_exe();
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let a = Aligned(A);
    // SAFETY: 24 readable bytes that outlive the view.
    let va = unsafe { client().view_of_device_buffer(a.0.as_ptr().cast_mut().cast(), ElementType::F32, &[2, 3], 0, None, Box::new(())) }
        .expect("view");
    let out = exe
        .execute_async(&[spec.clone(), spec.clone()], &[ArgBuffer::Result(&va), ArgBuffer::Result(&va)], &[spec.clone()])
        .expect("run");
    let plugin = client().plugin();
    let mut args = ffi::PJRT_Buffer_ReadyEvent_Args::new();
    args.buffer = out[0].raw();
    // SAFETY: the buffer is live; `args` outlives the call.
    unsafe { pjrt_call!(plugin, PJRT_Buffer_ReadyEvent, &mut args) }.expect("ready event");
    let (tx, rx) = mpsc::channel();
    plugin.on_ready(args.event, Box::new(move |status| tx.send(status.is_ok()).expect("send"))).expect("registered");
    let ok = rx.recv_timeout(std::time::Duration::from_secs(30)).expect("the callback ran");
    assert!(ok, "a successful run reports Ok");
    assert!(rx.recv_timeout(std::time::Duration::from_millis(50)).is_err(), "exactly once");
    // A NULL event is ready now.
    let (tx, rx) = mpsc::channel();
    plugin.on_ready(std::ptr::null_mut(), Box::new(move |s| tx.send(s.is_ok()).expect("send"))).expect("null event");
    assert!(rx.try_recv().expect("called at once"));
}

#[test]
fn the_extension_chain_is_listed_by_name() {
    let ext = client().plugin().extensions();
    let names: Vec<&str> = ext.iter().map(|(_, n)| *n).collect();
    // toolchain.md: the CPU plugin offers FFI, layouts, phase compile, memory descriptions, callback.
    assert!(names.contains(&"ffi"), "{names:?}");
    assert!(names.contains(&"layouts"), "{names:?}");
}

#[test]
fn typed_create_options_reach_the_cpu_plugin() {
    let plugin = Plugin::load_default().expect("plugin");
    let opts = ClientOptions { cpu_device_count: Some(3), asynchronous: Some(false), ..Default::default() };
    let named = opts.named_values(PlatformKind::Cpu).expect("valid");
    // The 0.81 plugin takes `asynchronous` without complaint (it reads only the names it knows);
    // the 0.115 plugin honours it (docs/gpu.md).
    let c = Client::with_named_options(plugin, &named).expect("client with cpu_device_count and asynchronous");
    assert_eq!(c.device_count(), 3, "cpu_device_count was read from the typed options");
    assert_eq!(c.create_options(), named.as_slice());
    let exe = c.compile(ADD_2X3, &default_compile_options()).expect("compile");
    let mut out = [0f32; 6];
    exe.execute(&[HostInput::from_slice(&A, [2, 3]), HostInput::from_slice(&B, [2, 3])], &mut [HostOutput::from_slice(&mut out, [2, 3])])
        .expect("run");
    assert_eq!(out, [11.0, 22.0, 33.0, 44.0, 55.0, 66.0]);
}

#[test]
fn a_create_option_of_the_wrong_type_is_an_error_naming_what_was_sent() {
    let plugin = Plugin::load_default().expect("plugin");
    // `cpu_device_count` is an int64 option; a string must be refused, not read as garbage.
    let bad = [NamedOption::new("cpu_device_count", OptionValue::String("two".into()))];
    match Client::with_named_options(plugin, &bad) {
        Err(Error::Pjrt { call, message }) => {
            assert_eq!(call, "PJRT_Client_Create");
            assert!(message.contains("cpu_device_count=\"two\""), "{message}");
        }
        Err(other) => panic!("expected a PJRT error, got {other}"),
        Ok(c) => panic!("the plugin took a string device count and made {} devices", c.device_count()),
    }
}

#[test]
fn a_plugin_kind_given_as_a_path_says_where_names_are_resolved() {
    let err = Plugin::load(Path::new("cuda")).expect_err("not a file");
    let msg = err.to_string();
    assert!(msg.contains("names a plugin kind") && msg.contains("torchtpu.device"), "{msg}");
    let err = Plugin::load(Path::new("/no/such/plugin.so")).expect_err("missing");
    assert!(err.to_string().contains("cannot resolve path"), "{err}");
}

#[test]
fn the_cpu_plugin_has_no_stream_extension_and_says_so() {
    assert!(!client().plugin().has_stream_extension());
    let e = client().stream_for_external_ready_events(0).expect_err("no stream extension on the CPU plugin");
    assert!(e.to_string().contains("no stream extension"), "{e}");
    let a = Aligned(A);
    // SAFETY: `a` is a 24-byte, 64-aligned array that outlives the view.
    let v = unsafe { client().view_of_device_buffer(a.0.as_ptr().cast_mut().cast(), ElementType::F32, &[2, 3], 0, None, Box::new(())) }
        .expect("view");
    let e = v.wait_ready_on_stream(0).expect_err("no stream to wait on");
    assert!(e.to_string().contains("no stream extension"), "{e}");
    assert!(v.is_dense_row_major(), "a view of C-order memory is row-major");
}

#[test]
fn a_program_that_aliases_a_view_writes_a_copy_when_the_view_is_kept() {
    // The CUDA call path passes aliased parameters as not donatable (`execute_async_keeping`):
    // the result lands in a new buffer and the viewed memory is only read.
    let exe = compile(super::ADD_INTO_A);
    let spec = ArgSpec::new(ElementType::F32, vec![2, 3]).expect("spec");
    let (params, results) = ([spec.clone(), spec.clone()], [spec.clone(), spec]);
    let (a, b) = (Aligned(A), Aligned(B));
    // SAFETY: both arrays are 24-byte, 64-aligned and outlive the views (dropped below, after the
    // run reading them has been awaited).
    let (va, vb) = unsafe {
        (
            client().view_of_device_buffer(a.0.as_ptr().cast_mut().cast(), ElementType::F32, &[2, 3], 0, None, Box::new(())),
            client().view_of_device_buffer(b.0.as_ptr().cast_mut().cast(), ElementType::F32, &[2, 3], 0, None, Box::new(())),
        )
    };
    let (va, vb) = (va.expect("view of a"), vb.expect("view of b"));
    let out = exe.execute_async_keeping(&params, &[ArgBuffer::Result(&va), ArgBuffer::Result(&vb)], &results, &[0]).expect("run");
    let mut got = [[0f32; 6]; 2];
    for (o, g) in out.iter().zip(got.iter_mut()) {
        o.await_ready().expect("ready");
        // SAFETY: `g` is 24 writable bytes.
        unsafe { o.copy_to_host(g.as_mut_ptr().cast(), 24) }.expect("copy");
    }
    let sum: Vec<f32> = A.iter().zip(B).map(|(x, y)| x + y).collect();
    assert_eq!(got[0].to_vec(), sum, "the result");
    assert_eq!(got[1].to_vec(), A.to_vec(), "the aliased input's old value");
    assert_ne!(out[0].device_pointer().expect("pointer"), a.0.as_ptr() as usize, "not written into the view");
    drop((out, va, vb));
    assert_eq!(a.0, A, "the viewed memory is unchanged");
}

#[test]
fn memory_stats_name_the_cpu_plugins_refusal_and_a_device_past_the_end() {
    // The CPU plugin keeps no allocator statistics: an error naming the call, not a crash. (The
    // CUDA plugin's BFC allocator reports them; benchmarks/gpu_suite.py reads them there.)
    match client().memory_stats(0) {
        Ok(stats) => assert!(stats.bytes_in_use >= 0, "{stats:?}"),
        Err(Error::Pjrt { call, .. }) => assert_eq!(call, "PJRT_Device_MemoryStats"),
        Err(e) => panic!("unexpected error {e}"),
    }
    let past = client().device_count();
    assert!(matches!(client().memory_stats(past), Err(Error::RuntimeArg(_))));
}
