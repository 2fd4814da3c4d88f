// torch's own CPU convolutions (oneDNN, through ATen), for the CPU plugin's custom calls.
//
// XLA's CPU convolutions run at 0.2-0.6x the speed of the oneDNN kernels eager PyTorch calls
// (docs/performance.md). torch's library does not export oneDNN's C API, but it does export
// ATen's operators, so this file, built against the installed torch's headers
// (python_plugin/build.rs), gives the runtime (compiler/src/runtime/cpu_kernels/aten.rs) a C
// interface to `at::convolution` and `at::convolution_backward` over buffers XLA owns.
//
// Every entry point catches every exception and reports it through `err`; nothing unwinds into
// XLA. Each call runs with a clean dispatch state: no autograd (InferenceMode), no autocast and no
// Python modes of the thread that happens to run it (XLA may run a custom call inline on the
// caller's thread, inside the user's `torch.autocast` or a `TorchDispatchMode`).

#include <ATen/core/Tensor.h>
#include <ATen/ops/convolution.h>
#include <ATen/ops/convolution_backward.h>
#include <ATen/ops/from_blob.h>
#include <c10/core/InferenceMode.h>
#include <c10/core/impl/LocalDispatchKeySet.h>
#include <torch/version.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <vector>

#define TORCHTPU_EXPORT __attribute__((visibility("default")))

extern "C" int omp_get_max_threads(void);
extern "C" void omp_set_num_threads(int);

namespace {

// The dispatch keys a call must not see from the calling thread's state.
c10::DispatchKeySet excluded_keys() {
  return c10::autocast_dispatch_keyset |
         c10::DispatchKeySet({c10::DispatchKey::Python, c10::DispatchKey::PythonTLSSnapshot,
                              c10::DispatchKey::Functionalize});
}

// Runs `body` with `threads` OpenMP threads on this thread (0: as the thread has it), the
// thread's own count restored afterwards (it may be the user's thread, running eager ops next).
template <typename F>
int guarded(int threads, char* err, size_t errlen, F body) {
  const int before = omp_get_max_threads();
  if (threads > 0 && threads != before) omp_set_num_threads(threads);
  int rc = 0;
  try {
    c10::InferenceMode inference;
    c10::impl::ExcludeDispatchKeyGuard plain(excluded_keys());
    body();
  } catch (const std::exception& e) {
    std::snprintf(err, errlen, "%s", e.what());
    rc = 1;
  } catch (...) {
    std::snprintf(err, errlen, "an unknown C++ exception");
    rc = 1;
  }
  if (threads > 0 && threads != before) omp_set_num_threads(before);
  return rc;
}

c10::ScalarType scalar_type(int dtype) {
  switch (dtype) {
    case 0: return c10::kFloat;
    case 1: return c10::kDouble;
    default: throw std::invalid_argument("torchtpu_aten: unsupported dtype code");
  }
}

at::Tensor over(void* data, const int64_t* dims, int rank, c10::ScalarType t) {
  return at::from_blob(data, c10::IntArrayRef(dims, rank), at::TensorOptions().dtype(t));
}

// Writes `r` into the tensor over XLA's result buffer.
void store(at::Tensor& into, const at::Tensor& r) {
  if (r.sizes() != into.sizes()) throw std::runtime_error("torchtpu_aten: result shape differs from the buffer's");
  if (r.data_ptr() != into.data_ptr()) into.copy_(r);
}

}  // namespace

extern "C" {

// The torch version these kernels were built against (`torch.__version__` must match it).
TORCHTPU_EXPORT const char* torchtpu_aten_torch_version() { return TORCH_VERSION; }

// y = conv(x, w), no bias, `spatial` spatial dims (1 to 3). Returns 0, or 1 with a message in err.
TORCHTPU_EXPORT int torchtpu_aten_conv_forward(int dtype, int spatial, void* x, const int64_t* xdims, void* w,
                               const int64_t* wdims, void* y, const int64_t* ydims,
                               const int64_t* stride, const int64_t* padding,
                               const int64_t* dilation, int64_t groups, int threads, char* err,
                               size_t errlen) {
  return guarded(threads, err, errlen, [&] {
    const auto t = scalar_type(dtype);
    const int rank = spatial + 2;
    at::Tensor xt = over(x, xdims, rank, t), wt = over(w, wdims, rank, t), yt = over(y, ydims, rank, t);
    std::vector<int64_t> zeros(spatial, 0);
    at::Tensor r = at::convolution(xt, wt, std::nullopt, c10::IntArrayRef(stride, spatial),
                                   c10::IntArrayRef(padding, spatial), c10::IntArrayRef(dilation, spatial),
                                   false, zeros, groups);
    store(yt, r);
  });
}

// The input and weight gradients of that convolution for output gradient g: gx (may be null:
// not wanted) and gw (likewise).
TORCHTPU_EXPORT int torchtpu_aten_conv_backward(int dtype, int spatial, void* g, const int64_t* gdims, void* x,
                                const int64_t* xdims, void* w, const int64_t* wdims, void* gx,
                                void* gw, const int64_t* stride, const int64_t* padding,
                                const int64_t* dilation, int64_t groups, int threads, char* err,
                                size_t errlen) {
  return guarded(threads, err, errlen, [&] {
    const auto t = scalar_type(dtype);
    const int rank = spatial + 2;
    at::Tensor gt = over(g, gdims, rank, t), xt = over(x, xdims, rank, t), wt = over(w, wdims, rank, t);
    std::vector<int64_t> zeros(spatial, 0);
    std::array<bool, 3> mask{gx != nullptr, gw != nullptr, false};
    auto [rx, rw, rb] = at::convolution_backward(gt, xt, wt, std::nullopt, c10::IntArrayRef(stride, spatial),
                                                 c10::IntArrayRef(padding, spatial),
                                                 c10::IntArrayRef(dilation, spatial), false, zeros, groups, mask);
    if (gx != nullptr) {
      at::Tensor into = over(gx, xdims, rank, t);
      store(into, rx);
    }
    if (gw != nullptr) {
      at::Tensor into = over(gw, wdims, rank, t);
      store(into, rw);
    }
  });
}

}  // extern "C"
