// torch's own CPU kernels (through ATen) for the CPU plugin's custom calls: convolutions (oneDNN),
// and softmax, log_softmax, GELU, layer norm, training batch norm and flash attention with their
// gradients.
//
// XLA's CPU convolutions run at 0.2-0.6x the speed of the oneDNN kernels eager PyTorch calls
// (docs/performance.md). torch's library does not export oneDNN's C API, but it does export
// ATen's operators, so this file, built against the installed torch's headers
// (python_plugin/build.rs), gives the runtime (compiler/src/runtime/cpu_kernels/aten.rs) a C
// interface to `at::convolution` and `at::convolution_backward` over buffers XLA owns. XLA's CPU code
// for softmax, layer norm and GELU runs on one thread at 2-5x the time of torch's vectorized,
// parallel kernels (docs/performance.md); `torchtpu_aten_op` calls those.
//
// Every entry point catches every exception and reports it through `err`; nothing unwinds into
// XLA. Each call runs with a clean dispatch state: no autograd (InferenceMode), no autocast and no
// Python modes of the thread that happens to run it (XLA may run a custom call inline on the
// caller's thread, inside the user's `torch.autocast` or a `TorchDispatchMode`).

#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/_fft_c2c.h>
#include <ATen/ops/_fft_c2r.h>
#include <ATen/ops/_fft_r2c.h>
#include <ATen/ops/_log_softmax.h>
#include <ATen/ops/_scaled_dot_product_flash_attention_for_cpu.h>
#include <ATen/ops/_scaled_dot_product_flash_attention_for_cpu_backward.h>
#include <ATen/ops/_log_softmax_backward_data.h>
#include <ATen/ops/_softmax.h>
#include <ATen/ops/_softmax_backward_data.h>
#include <ATen/ops/convolution.h>
#include <ATen/ops/convolution_backward.h>
#include <ATen/ops/empty_like.h>
#include <ATen/ops/from_blob.h>
#include <ATen/ops/gelu.h>
#include <ATen/ops/gelu_backward.h>
#include <ATen/ops/max_pool2d_with_indices.h>
#include <ATen/ops/max_pool2d_with_indices_backward.h>
#include <ATen/ops/mean.h>
#include <ATen/ops/native_layer_norm.h>
#include <ATen/ops/native_layer_norm_backward.h>
#include <ATen/ops/native_batch_norm.h>
#include <ATen/ops/native_batch_norm_backward.h>
#include <ATen/ops/sum.h>
#include <c10/core/Allocator.h>
#include <c10/core/CPUAllocator.h>
#include <c10/core/InferenceMode.h>
#include <c10/core/impl/LocalDispatchKeySet.h>
#include <torch/version.h>

#include "norm_act.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <type_traits>
#include <vector>

#define TORCHTPU_EXPORT __attribute__((visibility("default")))

// oneDNN's matrix product as ATen wraps it (aten/src/ATen/native/mkldnn/Matmul.cpp): exported by
// libtorch_cpu, though its header is not installed. It writes `result = alpha * mat1 @ mat2 +
// beta * result` for float32, bfloat16 and float16 (2-d or 3-d), and refuses float32 on an x86
// CPU without AVX-512 (BW, VL, DQ) or AVX-NE-CONVERT.
namespace at::native {
TORCH_API void mkldnn_matmul(const at::Tensor& mat1, const at::Tensor& mat2, const at::Tensor& result, float beta,
                             float alpha);
}

extern "C" int omp_get_max_threads(void);
extern "C" void omp_set_num_threads(int);

namespace {

// The dispatch keys a call must not see from the calling thread's state.
c10::DispatchKeySet excluded_keys() {
  return c10::autocast_dispatch_keyset |
         c10::DispatchKeySet({c10::DispatchKey::Python, c10::DispatchKey::PythonTLSSnapshot,
                              c10::DispatchKey::Functionalize});
}

// ATen's kernels without an out= form (convolutions, norms' gradients, attention) allocate their
// results, which were then copied into XLA's result buffers: a pass over each result, and the
// page faults of a fresh allocation per call for the large ones. Instead, while a call runs, its
// result buffers are lent to torch's CPU allocator on that thread: the first allocation of a
// result buffer's exact size gets that buffer, so the kernel writes its result in place and
// `store` finds nothing to copy. Lending is per thread (a thread-local list), and nothing else
// changes for any other allocation, on this thread or another: they go to the allocator that
// was installed before. An allocation that takes a lent buffer and is not the result (a
// temporary of the same size) is harmless: it ends before the kernel returns, and `store` then
// copies the real result over it, as before. A lent buffer is never freed by torch: its deleter
// does nothing, and the raw deleter (oneDNN's scratch memory goes through `raw_allocate`) leaves
// alone any pointer lent on this thread.
struct Lent {
  void* ptr;
  size_t bytes;
  bool taken;
};
thread_local std::vector<Lent>* lent_now = nullptr;

c10::Allocator* base_allocator = nullptr;
c10::DeleterFnPtr base_raw_deleter = nullptr;

void keep_lent(void*) {}

void lent_or_base_delete(void* p) {
  if (lent_now != nullptr) {
    for (const Lent& l : *lent_now) {
      if (l.ptr == p) return;
    }
  }
  base_raw_deleter(p);
}

struct LendingAllocator final : c10::Allocator {
  c10::DataPtr allocate(size_t n) override {
    if (lent_now != nullptr && n > 0) {
      for (Lent& l : *lent_now) {
        if (!l.taken && l.bytes == n) {
          l.taken = true;
          return c10::DataPtr(l.ptr, l.ptr, &keep_lent, c10::Device(c10::DeviceType::CPU));
        }
      }
    }
    c10::DataPtr d = base_allocator->allocate(n);
    return d;
  }
  c10::DeleterFnPtr raw_deleter() const override { return base_raw_deleter != nullptr ? &lent_or_base_delete : nullptr; }
  void copy_data(void* dest, const void* src, std::size_t count) const override { default_copy_data(dest, src, count); }
};

// Puts the lending allocator in front of torch's CPU allocator, once per process. It stays out
// of the way when torch's allocator has no raw deleter (nothing could tell lent pointers apart),
// and when TORCHTPU_LEND_BUFFERS is 0 or off.
bool lending_installed() {
  static std::once_flag once;
  static bool ok = false;
  std::call_once(once, [] {
    const char* off = std::getenv("TORCHTPU_LEND_BUFFERS");
    if (off != nullptr && (std::strcmp(off, "0") == 0 || std::strcmp(off, "off") == 0)) return;
    base_allocator = c10::GetCPUAllocator();
    base_raw_deleter = base_allocator != nullptr ? base_allocator->raw_deleter() : nullptr;
    if (base_raw_deleter == nullptr) return;
    // Never freed: torch keeps the pointer until the process ends, past every static destructor.
    auto* lending = new LendingAllocator();
    c10::SetCPUAllocator(lending, /*priority=*/255);
    ok = c10::GetCPUAllocator() == lending;
  });
  return ok;
}

// Lends result buffers for the life of this object (see `Lent`). A buffer whose size another
// result shares is not lent: which of them a kernel allocates first is not known.
class Lend {
 public:
  explicit Lend(std::vector<Lent> buffers) : prev_(lent_now) {
    if (!lending_installed()) return;
    for (const Lent& b : buffers) {
      if (b.ptr == nullptr || b.bytes == 0) continue;
      size_t same = 0;
      for (const Lent& o : buffers) same += o.ptr != nullptr && o.bytes == b.bytes;
      if (same == 1) slots_.push_back(b);
    }
    lent_now = &slots_;
  }
  ~Lend() { lent_now = prev_; }
  Lend(const Lend&) = delete;
  Lend& operator=(const Lend&) = delete;

 private:
  std::vector<Lent> slots_;
  std::vector<Lent>* prev_;
};

Lent lent(const at::Tensor& into) { return Lent{into.data_ptr(), static_cast<size_t>(into.nbytes()), false}; }

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

// A tensor of logical dims [N, C, s...] over a buffer that holds it channels-last ([N, s..., C]
// row-major) when `channels_last`, else row-major as `over` makes it.
at::Tensor over_layout(void* data, const int64_t* dims, int rank, c10::ScalarType t, bool channels_last) {
  if (!channels_last) return over(data, dims, rank, t);
  std::vector<int64_t> strides(rank);
  strides[1] = 1;
  int64_t step = dims[1];
  for (int i = rank - 1; i >= 2; --i) {
    strides[i] = step;
    step *= dims[i];
  }
  strides[0] = step;
  return at::from_blob(data, c10::IntArrayRef(dims, rank), c10::IntArrayRef(strides), at::TensorOptions().dtype(t));
}

// The bits of a convolution call's `layout`: which buffers hold their tensor channels-last.
constexpr int kFirstChannelsLast = 1;   // x (forward) or g (gradients)
constexpr int kInputChannelsLast = 2;   // x of the gradients
constexpr int kResultChannelsLast = 4;  // y (forward) or gx (input gradient)
constexpr int kWeightChannelsLast = 8;  // w ([Cout, k..., C/G]) of the forward and input gradient

// Writes `r` into the tensor over XLA's result buffer. A result the kernel wrote into that buffer
// (a lent buffer, see `Lent`) in the buffer's layout needs nothing; in another layout, it is
// copied out and back in the buffer's.
void store(at::Tensor& into, const at::Tensor& r) {
  if (r.sizes() != into.sizes()) throw std::runtime_error("torchtpu_aten: result shape differs from the buffer's");
  if (r.data_ptr() != into.data_ptr()) {
    into.copy_(r);
  } else if (r.strides() != into.strides() && r.numel() > 1) {
    into.copy_(r.clone(at::MemoryFormat::Contiguous));
  }
}

}  // namespace

extern "C" {

// The torch version these kernels were built against (`torch.__version__` must match it).
TORCHTPU_EXPORT const char* torchtpu_aten_torch_version() { return TORCH_VERSION; }

// y = conv(x, w), no bias, `spatial` spatial dims (1 to 3). Dims are logical ([N, C, s...]);
// `layout` says which buffers hold their tensor channels-last (k*ChannelsLast). Returns 0, or 1
// with a message in err.
TORCHTPU_EXPORT int torchtpu_aten_conv_forward(int dtype, int spatial, void* x, const int64_t* xdims, void* w,
                               const int64_t* wdims, void* y, const int64_t* ydims,
                               const int64_t* stride, const int64_t* padding,
                               const int64_t* dilation, int64_t groups, int layout, int threads, char* err,
                               size_t errlen) {
  return guarded(threads, err, errlen, [&] {
    const auto t = scalar_type(dtype);
    const int rank = spatial + 2;
    at::Tensor xt = over_layout(x, xdims, rank, t, layout & kFirstChannelsLast),
               wt = over_layout(w, wdims, rank, t, layout & kWeightChannelsLast),
               yt = over_layout(y, ydims, rank, t, layout & kResultChannelsLast);
    // A channels-last result from a channels-first input (the network's image, when the compiler
    // runs the network channels-last): the input moves, so that oneDNN computes channels-last.
    if ((layout & kResultChannelsLast) && !(layout & kFirstChannelsLast) && rank == 4)
      xt = xt.contiguous(at::MemoryFormat::ChannelsLast);
    std::vector<int64_t> zeros(spatial, 0);
    Lend lend({lent(yt)});
    at::Tensor r = at::convolution(xt, wt, std::nullopt, c10::IntArrayRef(stride, spatial),
                                   c10::IntArrayRef(padding, spatial), c10::IntArrayRef(dilation, spatial),
                                   false, zeros, groups);
    store(yt, r);
  });
}

// y = act(conv(x, w) + b): oneDNN's convolution with its activation as a post-op
// (`mkldnn::_convolution_pointwise`, the op Inductor's freezing passes call), float32 only. The
// compiler folds an inference batch norm into `w` and `b` before the call
// (capture/conv_epilogue.py). `unary`: 0 none, 1 relu, 2 swish (SiLU), 3 hardswish, 4 hardtanh
// (scalars[0], scalars[1]: its min and max). Otherwise as `torchtpu_aten_conv_forward`.
TORCHTPU_EXPORT int torchtpu_aten_conv_pointwise(int spatial, void* x, const int64_t* xdims, void* w,
                                 const int64_t* wdims, void* b, void* y, const int64_t* ydims,
                                 const int64_t* stride, const int64_t* padding, const int64_t* dilation,
                                 int64_t groups, int layout, int unary, const double* scalars, int threads,
                                 char* err, size_t errlen) {
  return guarded(threads, err, errlen, [&] {
    static const char* const kAttrs[] = {"none", "relu", "swish", "hardswish", "hardtanh"};
    if (unary < 0 || unary > 4) throw std::invalid_argument("torchtpu_aten_conv_pointwise: unknown activation code");
    const auto t = c10::kFloat;
    const int rank = spatial + 2;
    at::Tensor xt = over_layout(x, xdims, rank, t, layout & kFirstChannelsLast),
               wt = over_layout(w, wdims, rank, t, layout & kWeightChannelsLast), bt = over(b, wdims, 1, t),
               yt = over_layout(y, ydims, rank, t, layout & kResultChannelsLast);
    if ((layout & kResultChannelsLast) && !(layout & kFirstChannelsLast) && rank == 4)
      xt = xt.contiguous(at::MemoryFormat::ChannelsLast);
    c10::List<std::optional<c10::Scalar>> sc;
    if (unary == 4) {
      sc.push_back(c10::Scalar(scalars[0]));
      sc.push_back(c10::Scalar(scalars[1]));
    } else {
      sc.push_back(std::nullopt);
    }
    static const auto op =
        c10::Dispatcher::singleton()
            .findSchemaOrThrow("mkldnn::_convolution_pointwise", "")
            .typed<at::Tensor(const at::Tensor&, const at::Tensor&, const std::optional<at::Tensor>&,
                              c10::IntArrayRef, c10::IntArrayRef, c10::IntArrayRef, int64_t, c10::string_view,
                              c10::List<std::optional<c10::Scalar>>, std::optional<c10::string_view>)>();
    Lend lend({lent(yt)});
    at::Tensor r = op.call(xt, wt, std::optional<at::Tensor>(bt), c10::IntArrayRef(padding, spatial),
                           c10::IntArrayRef(stride, spatial), c10::IntArrayRef(dilation, spatial), groups,
                           kAttrs[unary], sc, std::nullopt);
    store(yt, r);
  });
}

// c = op(a) @ op(b) + beta * c in float32 through oneDNN's matmul, row-major: op(a) is m x k (a
// stored [m, lda] rows, or [k, lda] when `ta`, read transposed), op(b) is k x n likewise, c is
// m x n with rows `ldc` apart. MKL, which torch's `addmm` calls, runs its AVX2 code on CPUs that
// are not Intel's; oneDNN runs AVX-512 there (2-2.5x the speed on an AMD EPYC; docs/performance.md).
// The runtime (compiler/src/runtime/cpu_kernels/gemm_choice.rs) times both per shape and keeps
// the faster. Returns 0, or 1 with a message in err (for example on a CPU oneDNN refuses).
TORCHTPU_EXPORT int torchtpu_aten_sgemm(int ta, int tb, int64_t m, int64_t n, int64_t k, const float* a, int64_t lda,
                                        const float* b, int64_t ldb, float* c, int64_t ldc, float beta, int threads,
                                        char* err, size_t errlen) {
  return guarded(threads, err, errlen, [&] {
    const auto f32 = at::TensorOptions().dtype(at::kFloat);
    auto view = [&](const float* p, int64_t rows, int64_t cols, int64_t ld, bool t) {
      const std::array<int64_t, 2> sizes{rows, cols};
      const std::array<int64_t, 2> strides = t ? std::array<int64_t, 2>{1, ld} : std::array<int64_t, 2>{ld, 1};
      return at::from_blob(const_cast<float*>(p), sizes, strides, f32);
    };
    at::Tensor at_ = view(a, m, k, lda, ta != 0), bt = view(b, k, n, ldb, tb != 0), ct = view(c, m, n, ldc, false);
    at::native::mkldnn_matmul(at_, bt, ct, beta, 1.0f);
  });
}

// The input and weight gradients of that convolution for output gradient g: gx (may be null:
// not wanted) and gw (likewise).
TORCHTPU_EXPORT int torchtpu_aten_conv_backward(int dtype, int spatial, void* g, const int64_t* gdims, void* x,
                                const int64_t* xdims, void* w, const int64_t* wdims, void* gx,
                                void* gw, const int64_t* stride, const int64_t* padding,
                                const int64_t* dilation, int64_t groups, int layout, int threads, char* err,
                                size_t errlen) {
  return guarded(threads, err, errlen, [&] {
    const auto t = scalar_type(dtype);
    const int rank = spatial + 2;
    at::Tensor gt = over_layout(g, gdims, rank, t, layout & kFirstChannelsLast),
               xt = over_layout(x, xdims, rank, t, layout & kInputChannelsLast),
               wt = over_layout(w, wdims, rank, t, layout & kWeightChannelsLast);
    std::vector<int64_t> zeros(spatial, 0);
    // A channels-last input gradient from a channels-first output gradient: g moves, so that
    // oneDNN computes channels-last (as in the forward).
    if (gx != nullptr && (layout & kResultChannelsLast) && !(layout & kFirstChannelsLast) && rank == 4)
      gt = gt.contiguous(at::MemoryFormat::ChannelsLast);
    if (gw != nullptr && (layout & kWeightChannelsLast))
      throw std::invalid_argument("torchtpu_aten_conv_backward: a weight gradient is written channels-first");
    std::array<bool, 3> mask{gx != nullptr, gw != nullptr, false};
    at::Tensor gx_into = gx != nullptr ? over_layout(gx, xdims, rank, t, layout & kResultChannelsLast) : at::Tensor();
    at::Tensor gw_into = gw != nullptr ? over(gw, wdims, rank, t) : at::Tensor();
    Lend lend({gx != nullptr ? lent(gx_into) : Lent{}, gw != nullptr ? lent(gw_into) : Lent{}});
    auto [rx, rw, rb] = at::convolution_backward(gt, xt, wt, std::nullopt, c10::IntArrayRef(stride, spatial),
                                                 c10::IntArrayRef(padding, spatial),
                                                 c10::IntArrayRef(dilation, spatial), false, zeros, groups, mask);
    if (gx != nullptr) store(gx_into, rx);
    if (gw != nullptr) store(gw_into, rw);
  });
}

// The ops of `torchtpu_aten_op` (compiler/src/runtime/cpu_kernels/aten_ops.rs, `Op`).
enum AtenOp : int {
  kSoftmax = 0,             // (x) -> y; ints: dim
  kSoftmaxBackward = 1,     // (g, y) -> gx; ints: dim
  kLogSoftmax = 2,          // (x) -> y; ints: dim
  kLogSoftmaxBackward = 3,  // (g, y) -> gx; ints: dim
  kGelu = 4,                // (x) -> y; ints: tanh
  kGeluBackward = 5,        // (g, x) -> gx; ints: tanh
  kLayerNorm = 6,           // (x, [w], [b]) -> (y, mean, rstd); ints: k, has_w, has_b; eps
  kLayerNormBackward = 7,   // (g, x, mean, rstd, [w], [b]) -> ([gx], [gw], [gb]);
                            // ints: k, has_w, has_b, want_gx, want_gw, want_gb
  kBatchNorm = 8,           // training: (x, [w], [b], rm, rv) -> (y, mean, invstd, new rm, new rv);
                            // ints: has_w, has_b, momentum (f64 bits); eps
  kBatchNormBackward = 9,   // training: (g, x, [w], mean, invstd) -> ([gx], [gw], [gb]);
                            // ints: has_w, want_gx, want_gw, want_gb; eps
  kAttention = 10,          // flash attention: (q, k, v, [mask]) -> (out, logsumexp);
                            // ints: causal, has_mask, has_scale, scale (f64 bits)
  kAttentionBackward = 11,  // (g, q, k, v, out, logsumexp, [mask]) -> (gq, gk, gv); ints as above
  kBatchNormAct = 12,       // training, channels last ([..., C]): (x, [w], [b], rm, rv) ->
                            // (a, [z], mean, invstd, new rm, new rv); ints: has_w, has_b, momentum,
                            // activation (norm_act.h), lo, hi (f64 bits), has_z; eps
  kBatchNormActBackward = 13,  // its gradients, channels last: (g, s, x, [w], mean, invstd) ->
                               // (gx, gw, gb), s what the activation's gradient reads (norm_act.h);
                               // ints: has_w, activation, lo, hi (f64 bits)
  kReduce = 14,             // (x) -> y, the sum or mean of x over some dims, the others kept in order;
                            // ints: mean (0 or 1), the reduced dims as a bit mask
  kMaxPool = 15,            // 2-d: (x) -> (values, [indices (int64)]); ints: kernel (2), stride (2),
                            // padding (2), dilation (2), ceil_mode, channels_last, want_indices
  kMaxPoolBackward = 16,    // (g, x, indices) -> gx; ints as the forward's (want_indices ignored)
  kFft = 17,                // (x) -> y, one side complex (`dtype` is the real part's); ints: kind
                            // (0 r2c, 1 c2r, 2 c2c), normalization, onesided / last_dim_size /
                            // forward, then the transformed dims
};

// The 2-d pooling window of a max-pool call's ints: kernel, stride, padding, dilation (2 each),
// ceil_mode, channels_last.
struct Pool {
  std::array<int64_t, 2> kernel, stride, padding, dilation;
  bool ceil_mode, channels_last;
};

Pool pool_args(const int64_t* ints, int nints) {
  if (nints < 10) throw std::invalid_argument("torchtpu_aten_op: a max pool takes 10 ints or more");
  return Pool{{ints[0], ints[1]}, {ints[2], ints[3]}, {ints[4], ints[5]}, {ints[6], ints[7]}, ints[8] != 0, ints[9] != 0};
}

// A [N, C, H, W] tensor over a buffer stored [N, C, H, W], or [N, H, W, C] when `channels_last`
// (a view with channels-last strides: no copy), of scalar type `t`.
at::Tensor image(void* data, const int64_t* dims, int rank, c10::ScalarType t, bool channels_last) {
  if (rank != 4) throw std::invalid_argument("torchtpu_aten_op: a max pool's tensors are rank 4");
  at::Tensor v = over(data, dims, rank, t);
  return channels_last ? v.permute({0, 3, 1, 2}) : v;
}

// The causal flag, mask and scale of an attention call: from its ints, the mask (when it has one)
// from operand `mask_at`. Checks the operand counts (`fixed` tensors before the mask).
struct AttentionArgs {
  bool causal;
  std::optional<at::Tensor> mask;
  std::optional<double> scale;
  // Every tensor but the mask is stored tokens before heads ([B, L, H, E], the log-sum-exp
  // [B, L, H]): each is seen through a transpose of dims 1 and 2, with no copy.
  bool tokens_major;
};

// `t` in the kernel's order (heads before tokens) when the call stores it tokens-major.
at::Tensor heads_first(const at::Tensor& t, bool tokens_major) { return tokens_major ? t.transpose(1, 2) : t; }

AttentionArgs attention_args(const int64_t* ints, int nints, const std::vector<at::Tensor>& a, int fixed, int nres,
                             int want_res) {
  if (nints < 4) throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
  const bool has_mask = ints[1] != 0;
  if (static_cast<int>(a.size()) != fixed + has_mask || nres != want_res)
    throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
  AttentionArgs r{ints[0] != 0, std::nullopt, std::nullopt, nints > 4 && ints[4] != 0};
  if (has_mask) r.mask = a[fixed];
  if (ints[2] != 0) {
    double scale;
    std::memcpy(&scale, &ints[3], sizeof scale);
    r.scale = scale;
  }
  return r;
}

// One of the ops above over XLA's buffers: `nargs` operands and `nres` results, each its pointer,
// rank and dims (`dims[i]` has `ranks[i]` entries), all of dtype `dtype`; `ints` and `eps` as the op
// says. Each result is written into its buffer (directly by the out= form where ATen has one).
TORCHTPU_EXPORT int torchtpu_aten_op(int op, int dtype, int nargs, void* const* args, const int* arg_ranks,
                                     const int64_t* const* arg_dims, int nres, void* const* res,
                                     const int* res_ranks, const int64_t* const* res_dims, const int64_t* ints,
                                     int nints, double eps, int threads, char* err, size_t errlen) {
  return guarded(threads, err, errlen, [&] {
    const auto t = scalar_type(dtype);
    if (op == kFft) {
      // Real and complex sides: the tensors are made here rather than below, all of one type.
      if (nargs != 1 || nres != 1 || nints < 4 || ints[0] < 0 || ints[0] > 2)
        throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
      const int64_t kind = ints[0];
      const auto ct = t == c10::kDouble ? c10::kComplexDouble : c10::kComplexFloat;
      at::Tensor x = over(args[0], arg_dims[0], arg_ranks[0], kind == 0 ? t : ct);
      at::Tensor y = over(res[0], res_dims[0], res_ranks[0], kind == 1 ? t : ct);
      const std::vector<int64_t> dims(ints + 3, ints + nints);
      // The functional op, lent the result buffer for its result: ATen's out= forms compute into
      // a temporary and copy. (Should a temporary of the same size take the buffer instead,
      // `store` still leaves the result there, once the op is done with it.)
      Lend lend({lent(y)});
      at::Tensor out = kind == 0   ? at::_fft_r2c(x, dims, ints[1], ints[2] != 0)
                       : kind == 1 ? at::_fft_c2r(x, dims, ints[1], ints[2])
                                   : at::_fft_c2c(x, dims, ints[1], ints[2] != 0);
      store(y, out);
      return;
    }
    std::vector<at::Tensor> a, r;
    for (int i = 0; i < nargs; ++i) a.push_back(over(args[i], arg_dims[i], arg_ranks[i], t));
    for (int i = 0; i < nres; ++i) r.push_back(over(res[i], res_dims[i], res_ranks[i], t));
    // The ops ATen has no out= form for allocate their results: those are lent the result
    // buffers (`Lent`). An out= op is not: a temporary of the result's size would alias it.
    const bool allocates = op == kLayerNorm || op == kLayerNormBackward || op == kBatchNormBackward ||
                           op == kAttention || op == kAttentionBackward;
    std::vector<Lent> lend_list;
    if (allocates) {
      for (const at::Tensor& into : r) lend_list.push_back(lent(into));
    }
    Lend lend(std::move(lend_list));
    auto need = [&](int na, int nr, int ni) {
      if (nargs != na || nres != nr || nints < ni) throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
    };
    switch (op) {
      case kSoftmax: need(1, 1, 1); at::_softmax_out(r[0], a[0], ints[0], false); break;
      case kLogSoftmax: need(1, 1, 1); at::_log_softmax_out(r[0], a[0], ints[0], false); break;
      case kSoftmaxBackward:
        need(2, 1, 1);
        at::_softmax_backward_data_out(r[0], a[0], a[1], ints[0], t);
        break;
      case kLogSoftmaxBackward:
        need(2, 1, 1);
        at::_log_softmax_backward_data_out(r[0], a[0], a[1], ints[0], t);
        break;
      case kGelu: need(1, 1, 1); at::gelu_out(r[0], a[0], ints[0] ? "tanh" : "none"); break;
      case kGeluBackward: need(2, 1, 1); at::gelu_backward_out(r[0], a[0], a[1], ints[0] ? "tanh" : "none"); break;
      case kLayerNorm: {
        if (nints < 3) throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
        const int64_t k = ints[0];
        const bool has_w = ints[1] != 0, has_b = ints[2] != 0;
        need(1 + has_w + has_b, 3, 3);
        const at::Tensor& x = a[0];
        if (k < 1 || k > x.dim()) throw std::invalid_argument("torchtpu_aten_op: layer norm over a bad number of dims");
        std::optional<at::Tensor> w, b;
        if (has_w) w = a[1];
        if (has_b) b = a[1 + has_w];
        auto [y, mean, rstd] = at::native_layer_norm(x, x.sizes().slice(x.dim() - k), w, b, eps);
        store(r[0], y);
        store(r[1], mean.view(r[1].sizes()));
        store(r[2], rstd.view(r[2].sizes()));
        break;
      }
      case kLayerNormBackward: {
        if (nints < 6) throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
        const int64_t k = ints[0];
        const bool has_w = ints[1] != 0, has_b = ints[2] != 0;
        const std::array<bool, 3> mask{ints[3] != 0, ints[4] != 0, ints[5] != 0};
        need(4 + has_w + has_b, int(mask[0]) + int(mask[1]) + int(mask[2]), 6);
        const at::Tensor& x = a[1];
        if (k < 1 || k > x.dim()) throw std::invalid_argument("torchtpu_aten_op: layer norm over a bad number of dims");
        // mean and rstd come in torch's shape for them ([..., 1, ...]); ATen reads them flat.
        std::optional<at::Tensor> w, b;
        if (has_w) w = a[4];
        if (has_b) b = a[4 + has_w];
        auto [gx, gw, gb] = at::native_layer_norm_backward(a[0], x, x.sizes().slice(x.dim() - k), a[2], a[3], w, b, mask);
        int next = 0;
        for (int i = 0; i < 3; ++i) {
          if (!mask[i]) continue;
          const at::Tensor& got = i == 0 ? gx : i == 1 ? gw : gb;
          store(r[next++], got);
        }
        break;
      }
      case kBatchNorm: {
        if (nints < 3) throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
        const bool has_w = ints[0] != 0, has_b = ints[1] != 0;
        double momentum;
        std::memcpy(&momentum, &ints[2], sizeof momentum);
        need(3 + has_w + has_b, 5, 3);
        std::optional<at::Tensor> w, b;
        if (has_w) w = a[1];
        if (has_b) b = a[1 + has_w];
        // The running statistics are updated in place by ATen: in the result buffers, which
        // start as copies of the operands (the operands are XLA's and stay as they are).
        const at::Tensor& rm = a[1 + has_w + has_b];
        const at::Tensor& rv = a[2 + has_w + has_b];
        store(r[3], rm);
        store(r[4], rv);
        // Stored channels-last ([N, s..., C]): seen as [N, C, s...] with channels-last strides.
        const bool cl = nints > 3 && ints[3] != 0;
        at::Tensor y = cl ? r[0].movedim(-1, 1) : r[0];
        at::native_batch_norm_out(y, r[1], r[2], cl ? a[0].movedim(-1, 1) : a[0], w, b, r[3], r[4], true, momentum, eps);
        break;
      }
      case kBatchNormBackward: {
        if (nints < 4) throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
        const bool has_w = ints[0] != 0;
        const std::array<bool, 3> mask{ints[1] != 0, ints[2] != 0, ints[3] != 0};
        need(4 + has_w, int(mask[0]) + int(mask[1]) + int(mask[2]), 4);
        std::optional<at::Tensor> w;
        if (has_w) w = a[2];
        // Gradient, input and the input's gradient stored channels-last: seen as in kBatchNorm.
        const bool cl = nints > 4 && ints[4] != 0;
        auto seen = [cl](const at::Tensor& t) { return cl ? t.movedim(-1, 1) : t; };
        auto [gx, gw, gb] = at::native_batch_norm_backward(seen(a[0]), seen(a[1]), w, std::nullopt, std::nullopt,
                                                           a[2 + has_w], a[3 + has_w], true, eps, mask);
        int next = 0;
        for (int i = 0; i < 3; ++i) {
          if (!mask[i]) continue;
          at::Tensor into = i == 0 ? seen(r[next]) : r[next];
          ++next;
          store(into, i == 0 ? gx : i == 1 ? gw : gb);
        }
        break;
      }
      case kBatchNormAct: {
        if (nints < 7) throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
        const bool has_w = ints[0] != 0, has_b = ints[1] != 0, has_z = ints[6] != 0;
        double momentum, lo, hi;
        std::memcpy(&momentum, &ints[2], sizeof momentum);
        std::memcpy(&lo, &ints[4], sizeof lo);
        std::memcpy(&hi, &ints[5], sizeof hi);
        need(3 + has_w + has_b, 5 + has_z, 7);
        const at::Tensor& x = a[0];
        if (x.dim() < 2) throw std::invalid_argument("torchtpu_aten_op: batch_norm_act needs rank 2 or more");
        const int64_t ch = x.size(-1), rows = x.numel() / ch;
        auto act = static_cast<torchtpu::NormAct>(ints[3]);
        const int s = 1 + has_z;  // the first statistics result
        auto run = [&](auto* tag) {
          using T = std::remove_pointer_t<decltype(tag)>;
          auto p = [](const at::Tensor& t) { return static_cast<T*>(t.data_ptr()); };
          torchtpu::batch_norm_act_channels_last<T>(p(x), rows, ch, has_w ? p(a[1]) : nullptr,
                                                    has_b ? p(a[1 + has_w]) : nullptr, p(a[1 + has_w + has_b]),
                                                    p(a[2 + has_w + has_b]), p(r[0]), has_z ? p(r[1]) : nullptr,
                                                    p(r[s]), p(r[s + 1]), p(r[s + 2]), p(r[s + 3]), momentum, eps, act,
                                                    lo, hi);
        };
        if (t == c10::kFloat) {
          run(static_cast<float*>(nullptr));
        } else {
          run(static_cast<double*>(nullptr));
        }
        break;
      }
      case kBatchNormActBackward: {
        if (nints < 4) throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
        const bool has_w = ints[0] != 0;
        double lo, hi;
        std::memcpy(&lo, &ints[2], sizeof lo);
        std::memcpy(&hi, &ints[3], sizeof hi);
        need(5 + has_w, 3, 4);
        const at::Tensor& x = a[2];
        if (x.dim() < 2) throw std::invalid_argument("torchtpu_aten_op: batch_norm_act_backward needs rank 2 or more");
        const int64_t ch = x.size(-1), rows = x.numel() / ch;
        auto act = static_cast<torchtpu::NormAct>(ints[1]);
        auto run = [&](auto* tag) {
          using T = std::remove_pointer_t<decltype(tag)>;
          auto p = [](const at::Tensor& t) { return static_cast<T*>(t.data_ptr()); };
          torchtpu::batch_norm_act_backward_channels_last<T>(p(a[0]), p(a[1]), p(x), rows, ch, has_w ? p(a[3]) : nullptr,
                                                             p(a[3 + has_w]), p(a[4 + has_w]), p(r[0]), p(r[1]),
                                                             p(r[2]), act, lo, hi);
        };
        if (t == c10::kFloat) {
          run(static_cast<float*>(nullptr));
        } else {
          run(static_cast<double*>(nullptr));
        }
        break;
      }
      case kAttention: {
        // The log-sum-exp comes back [B, L, H] in memory, and is laid out again by `store`.
        // torch allocates the output [B, L, H, E] and the log-sum-exp [B, L, H] and returns them
        // transposed: stored tokens-major, they land in the lent result buffers as they are.
        const AttentionArgs o = attention_args(ints, nints, a, 3, nres, 2);
        const bool tm = o.tokens_major;
        auto [out, lse] = at::_scaled_dot_product_flash_attention_for_cpu(heads_first(a[0], tm), heads_first(a[1], tm),
                                                                          heads_first(a[2], tm), 0.0, o.causal, o.mask, o.scale);
        at::Tensor out_into = heads_first(r[0], tm), lse_into = heads_first(r[1], tm);
        store(out_into, out);
        store(lse_into, lse);
        break;
      }
      case kAttentionBackward: {
        // The gradients are allocated like q, k and v (strides kept): tokens-major ones land in
        // the lent result buffers as they are.
        const AttentionArgs o = attention_args(ints, nints, a, 6, nres, 3);
        const bool tm = o.tokens_major;
        auto grads = at::_scaled_dot_product_flash_attention_for_cpu_backward(
            heads_first(a[0], tm), heads_first(a[1], tm), heads_first(a[2], tm), heads_first(a[3], tm),
            heads_first(a[4], tm), heads_first(a[5], tm), 0.0, o.causal, o.mask, o.scale);
        at::Tensor gq = heads_first(r[0], tm), gk = heads_first(r[1], tm), gv = heads_first(r[2], tm);
        store(gq, std::get<0>(grads));
        store(gk, std::get<1>(grads));
        store(gv, std::get<2>(grads));
        break;
      }
      case kReduce: {
        need(1, 1, 2);
        std::vector<int64_t> dims;
        for (int64_t d = 0; d < a[0].dim(); ++d)
          if ((ints[1] >> d) & 1) dims.push_back(d);
        if (ints[0] != 0)
          at::mean_out(r[0], a[0], dims, false, std::nullopt);
        else
          at::sum_out(r[0], a[0], dims, false, std::nullopt);
        break;
      }
      case kMaxPool: {
        if (nints < 11) throw std::invalid_argument("torchtpu_aten_op: wrong operand counts");
        const bool want_indices = ints[10] != 0;
        need(1, want_indices ? 2 : 1, 11);
        const Pool p = pool_args(ints, nints);
        at::Tensor x = image(args[0], arg_dims[0], arg_ranks[0], t, p.channels_last);
        at::Tensor values = image(res[0], res_dims[0], res_ranks[0], t, p.channels_last);
        // ATen's kernel always writes indices: without a buffer for them, a scratch tensor.
        at::Tensor indices = want_indices ? image(res[1], res_dims[1], res_ranks[1], c10::kLong, p.channels_last)
                                          : at::empty_like(values, values.options().dtype(c10::kLong));
        at::max_pool2d_with_indices_out(values, indices, x, p.kernel, p.stride, p.padding, p.dilation, p.ceil_mode);
        if (values.data_ptr() != res[0] || (want_indices && indices.data_ptr() != res[1]))
          throw std::runtime_error("torchtpu_aten_op: max pool wrote outside its result buffers");
        break;
      }
      case kMaxPoolBackward: {
        need(3, 1, 10);
        const Pool p = pool_args(ints, nints);
        at::Tensor g = image(args[0], arg_dims[0], arg_ranks[0], t, p.channels_last);
        at::Tensor x = image(args[1], arg_dims[1], arg_ranks[1], t, p.channels_last);
        at::Tensor indices = image(args[2], arg_dims[2], arg_ranks[2], c10::kLong, p.channels_last);
        at::Tensor gx = image(res[0], res_dims[0], res_ranks[0], t, p.channels_last);
        at::max_pool2d_with_indices_backward_out(gx, g, x, p.kernel, p.stride, p.padding, p.dilation, p.ceil_mode,
                                                 indices);
        if (gx.data_ptr() != res[0]) throw std::runtime_error("torchtpu_aten_op: max pool's gradient moved");
        break;
      }
      default: throw std::invalid_argument("torchtpu_aten_op: unknown op");
    }
  });
}

}  // extern "C"
