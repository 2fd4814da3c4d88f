// Attention on the CUDA plugin in torch's own CUDA kernels: the custom calls
// `torchtpu_cuda_attention` and `torchtpu_cuda_attention_backward`
// (compiler/src/runtime/cuda_kernels/attention.rs; lowered in compiler/src/lower/attention.rs).
//
// XLA's GPU code for attention written as products and a softmax keeps every score, B x H x L x S
// of them, for the backward (a Llama layer at 4 x 2048 tokens and 32 heads: 1 GiB in bfloat16),
// where eager's `F.scaled_dot_product_attention` runs a flash or memory-efficient kernel that
// keeps one log-sum-exp per query. These entry points run the kernel eager would pick
// (`at::_fused_sdp_choice`: flash attention, else the memory-efficient one) on XLA's buffers, on
// the stream XLA runs the custom call on, so the results are eager's.
//
// The library is the same as the CPU kernels' (`_aten_kernels.so`, linked only to libtorch_cpu
// and libc10): the CUDA kernels are reached through torch's dispatcher, which has them once torch's
// CUDA library is loaded (a CUDA build of torch, imported). Without it each call fails with
// torch's own message. No CUDA header is needed: torch identifies a stream it did not create by
// its `cudaStream_t` as the stream id (`c10::cuda::getStreamFromExternal` does the same).
//
// Every entry point catches every exception and reports it through `err`; nothing unwinds into
// XLA.

#include <ATen/core/Tensor.h>
#include <ATen/ops/_fused_sdp_choice.h>
#include <ATen/ops/_scaled_dot_product_efficient_attention.h>
#include <ATen/ops/_scaled_dot_product_efficient_attention_backward.h>
#include <ATen/ops/_scaled_dot_product_flash_attention.h>
#include <ATen/ops/_scaled_dot_product_flash_attention_backward.h>
#include <ATen/ops/constant_pad_nd.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/from_blob.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>
#include <c10/core/InferenceMode.h>
#include <c10/core/Stream.h>
#include <c10/core/StreamGuard.h>
#include <c10/core/impl/LocalDispatchKeySet.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <cstdio>
#include <exception>
#include <optional>
#include <stdexcept>
#include <vector>

#define TORCHTPU_EXPORT __attribute__((visibility("default")))

namespace {

// `at::_fused_sdp_choice`'s answers (sdp::SDPBackend).
constexpr int64_t kFlash = 1;
constexpr int64_t kMath = 0;

// XLA FFI dtypes (xla::PrimitiveType numbering) the kernels take.
std::optional<at::ScalarType> scalar_type(int dtype) {
  switch (dtype) {
    case 10: return at::kHalf;
    case 11: return at::kFloat;
    case 16: return at::kBFloat16;
    default: return std::nullopt;
  }
}

void say(char* err, size_t len, const char* what) {
  if (err != nullptr && len > 0) std::snprintf(err, len, "%s", what);
}

// The calling thread's dispatch state must not reach the kernels (XLA's threads have none, but a
// custom call may run on any thread), and the stream is XLA's.
struct CallScope {
  c10::impl::ExcludeDispatchKeyGuard no_modes;
  c10::InferenceMode no_grad;
  c10::StreamGuard on_stream;
  CallScope(void* stream, int device)
      : no_modes(c10::autocast_dispatch_keyset |
                 c10::DispatchKeySet({c10::DispatchKey::Python, c10::DispatchKey::PythonTLSSnapshot,
                                      c10::DispatchKey::Functionalize})),
        no_grad(true),
        on_stream(c10::Stream(c10::Stream::UNSAFE, c10::Device(c10::DeviceType::CUDA, static_cast<c10::DeviceIndex>(device)),
                              static_cast<c10::StreamId>(reinterpret_cast<intptr_t>(stream)))) {}
};

// The shapes of one call: query [B, H, L, E], key [B, H, S, E], value [B, H, S, Ev], all logical;
// the mask's 4 dims (each 1 or the scores' [B, H, L, S]).
struct Shapes {
  int64_t b, h, l, s, e, ev;
  int64_t mask[4];
};

// A buffer XLA owns as the logical [d0, d1, d2(, d3)] tensor it holds: stored in that order, or
// with dims 1 and 2 swapped (`tokens_major`: [B, L, H, E] for a query).
at::Tensor view(void* data, std::initializer_list<int64_t> logical, bool tokens_major, at::TensorOptions options) {
  std::vector<int64_t> stored(logical);
  if (tokens_major) std::swap(stored[1], stored[2]);
  at::Tensor t = at::from_blob(data, stored, options);
  return tokens_major ? t.transpose(1, 2) : t;
}

std::optional<double> scale_of(int has_scale, double scale) {
  if (has_scale != 0) return scale;
  return std::nullopt;
}

// The kernel eager's `F.scaled_dot_product_attention` picks for these tensors: flash, or the
// memory-efficient one (which also takes what cuDNN's would).
int64_t choose(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v, const at::Tensor& bias, bool causal,
               std::optional<double> scale) {
  std::optional<at::Tensor> mask;
  if (bias.defined()) mask = bias;
  int64_t choice = at::_fused_sdp_choice(q, k, v, mask, 0.0, causal, scale);
  if (choice == kMath) {
    throw std::runtime_error(
        "torch's flash and memory-efficient attention kernels both refuse these tensors (eager would run the math "
        "form); set TORCHTPU_FUSE_ATTENTION=0 to compile attention as written");
  }
  return choice == kFlash && !bias.defined() ? kFlash : 2;
}

// The log-sum-exp buffer the memory-efficient kernel reads: [B, H, L rounded up to 32].
at::Tensor padded_lse(const at::Tensor& lse, const Shapes& d) {
  int64_t padded = (d.l + 31) / 32 * 32;
  at::Tensor p = at::zeros({d.b, d.h, padded}, lse.options());
  p.narrow(2, 0, d.l).copy_(lse);
  return p;
}

Shapes shapes(const int64_t* dims) {
  // q, k, v and mask dims in order: [B, H, L, E], [B, H, S, E], [B, H, S, Ev], the mask's.
  return Shapes{dims[0], dims[1], dims[2], dims[6], dims[3], dims[11], {dims[12], dims[13], dims[14], dims[15]}};
}

// The mask XLA holds (row-major, rank 4, boolean or the query's dtype) as the memory-efficient
// kernel takes it, the way `F.scaled_dot_product_attention` prepares it: a boolean mask becomes
// 0 where true and -inf where false in the query's dtype; a bias whose strides (but the last, 1)
// are not multiples of 8 is padded to a multiple of 8 columns and sliced back; then broadcast to
// [B, H, L, S]. Undefined without a mask.
at::Tensor attention_bias(void* mask, int mask_dtype, const Shapes& d, at::TensorOptions opts) {
  if (mask == nullptr) return at::Tensor();
  const bool boolean = mask_dtype == 1;  // PRED
  at::Tensor m = at::from_blob(mask, {d.mask[0], d.mask[1], d.mask[2], d.mask[3]}, boolean ? opts.dtype(at::kBool) : opts);
  at::Tensor bias = boolean ? at::where(m, at::scalar_tensor(0.0, opts),
                                        at::scalar_tensor(-std::numeric_limits<double>::infinity(), opts))
                            : m;
  bool aligned = bias.stride(-1) == 1;
  for (int64_t i = 0; i + 1 < bias.dim(); i++) aligned = aligned && bias.stride(i) % 8 == 0;
  if (!aligned) {
    const int64_t last = bias.size(-1);
    bias = at::constant_pad_nd(bias, {0, 8 - last % 8}).slice(-1, 0, last);
  }
  return bias.expand({d.b, d.h, d.l, d.s});
}

// What both entry points share: XLA's stream as torch's current one, the call's shapes and
// settings, tensors over XLA's buffers, the mask's bias, and the kernel eager would pick.
struct Call {
  CallScope scope;
  Shapes d;
  bool tm, causal;
  at::TensorOptions opts, f32;
  std::optional<double> scale;
  at::Tensor bias;

  Call(at::ScalarType st, void* stream, int device, const int64_t* dims, void* mask, int mask_dtype, int causal_,
       int has_scale, double scale_, int tokens_major)
      : scope(stream, device),
        d(shapes(dims)),
        tm(tokens_major != 0),
        causal(causal_ != 0),
        opts(at::TensorOptions().dtype(st).device(c10::DeviceType::CUDA, static_cast<c10::DeviceIndex>(device))),
        f32(opts.dtype(at::kFloat)),
        scale(scale_of(has_scale, scale_)),
        bias(attention_bias(mask, mask_dtype, d, opts)) {}

  // A [B, H, rows, width] buffer (the query's, key's, value's, output's or a gradient's).
  at::Tensor heads(void* p, int64_t rows, int64_t width) const { return view(p, {d.b, d.h, rows, width}, tm, opts); }
  // The log-sum-exp buffer, [B, H, L] float32.
  at::Tensor lse(void* p) const { return view(p, {d.b, d.h, d.l}, tm, f32); }
  std::optional<at::Tensor> mask() const { return bias.defined() ? std::optional<at::Tensor>(bias) : std::nullopt; }
  bool flash(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v) const {
    return choose(q, k, v, bias, causal, scale) == kFlash;
  }
};

// Runs `body` with the query's scalar type, every exception a message in err: 0, or 1.
template <class Body>
int guarded(int dtype, char* err, size_t errlen, Body body) {
  try {
    auto st = scalar_type(dtype);
    if (!st) {
      say(err, errlen, "attention takes float32, bfloat16 and float16");
      return 1;
    }
    body(*st);
    return 0;
  } catch (const std::exception& e) {
    say(err, errlen, e.what());
  } catch (...) {
    say(err, errlen, "unknown C++ exception");
  }
  return 1;
}

}  // namespace

extern "C" {

// Forward: out = attention(q, k, v[, mask]) and its log-sum-exp per query ([B, H, L], float32),
// written into XLA's buffers. `dims`: q's, k's, v's and the mask's 4 logical dims each; `mask`:
// null, or rank 4 row-major of `mask_dtype` (1: boolean, else the query's); `tokens_major`: every
// other buffer (the log-sum-exp's too) stored with dims 1 and 2 swapped. Returns 0, or 1 with a
// message in err.
TORCHTPU_EXPORT int torchtpu_cuda_attention(void* stream, int device, int dtype, const int64_t* dims, void* q, void* k,
                                            void* v, void* mask, int mask_dtype, void* out, void* lse, int causal,
                                            int has_scale, double scale, int tokens_major, char* err, size_t errlen) {
  return guarded(dtype, err, errlen, [&](at::ScalarType st) {
    Call c(st, stream, device, dims, mask, mask_dtype, causal, has_scale, scale, tokens_major);
    const Shapes& d = c.d;
    at::Tensor tq = c.heads(q, d.l, d.e), tk = c.heads(k, d.s, d.e), tv = c.heads(v, d.s, d.ev);
    at::Tensor tout = c.heads(out, d.l, d.ev), tlse = c.lse(lse);
    if (c.flash(tq, tk, tv)) {
      auto r = at::_scaled_dot_product_flash_attention(tq, tk, tv, 0.0, c.causal, false, c.scale);
      tout.copy_(std::get<0>(r));
      tlse.copy_(std::get<1>(r));
    } else {
      auto r = at::_scaled_dot_product_efficient_attention(tq, tk, tv, c.mask(), true, 0.0, c.causal, c.scale);
      tout.copy_(std::get<0>(r));
      tlse.copy_(std::get<1>(r).narrow(2, 0, d.l));
    }
  });
}

// Backward: the gradients of q, k and v for the output's gradient g, from the forward's output
// and log-sum-exp, into XLA's buffers. Arguments as the forward's.
TORCHTPU_EXPORT int torchtpu_cuda_attention_backward(void* stream, int device, int dtype, const int64_t* dims, void* g,
                                                     void* q, void* k, void* v, void* out, void* lse, void* mask,
                                                     int mask_dtype, void* dq, void* dk, void* dv, int causal,
                                                     int has_scale, double scale, int tokens_major, char* err,
                                                     size_t errlen) {
  return guarded(dtype, err, errlen, [&](at::ScalarType st) {
    Call c(st, stream, device, dims, mask, mask_dtype, causal, has_scale, scale, tokens_major);
    const Shapes& d = c.d;
    at::Tensor tg = c.heads(g, d.l, d.ev), tout = c.heads(out, d.l, d.ev);
    at::Tensor tq = c.heads(q, d.l, d.e), tk = c.heads(k, d.s, d.e), tv = c.heads(v, d.s, d.ev);
    at::Tensor tlse = c.lse(lse).contiguous();
    // With no dropout the kernels read no random state: empty seeds, as their forwards return.
    at::Tensor seed = at::empty({}, at::TensorOptions().dtype(at::kLong));
    at::Tensor offset = at::empty({}, at::TensorOptions().dtype(at::kLong));
    std::tuple<at::Tensor, at::Tensor, at::Tensor> grads;
    if (c.flash(tq, tk, tv)) {
      grads = at::_scaled_dot_product_flash_attention_backward(tg, tq, tk, tv, tout, tlse, at::Tensor(), at::Tensor(),
                                                               d.l, d.s, 0.0, c.causal, seed, offset, c.scale);
    } else {
      auto r = at::_scaled_dot_product_efficient_attention_backward(tg, tq, tk, tv, c.bias, tout, padded_lse(tlse, d),
                                                                    seed, offset, 0.0, {true, true, true, false},
                                                                    c.causal, c.scale);
      grads = {std::get<0>(r), std::get<1>(r), std::get<2>(r)};
    }
    c.heads(dq, d.l, d.e).copy_(std::get<0>(grads));
    c.heads(dk, d.s, d.e).copy_(std::get<1>(grads));
    c.heads(dv, d.s, d.ev).copy_(std::get<2>(grads));
  });
}

}  // extern "C"
