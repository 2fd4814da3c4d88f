// Training batch norm and the activation after it, over a channels-last activation, in two passes:
// one read for the statistics, one read and one write (two when the normalized value is kept for
// the backward) for the normalized and activated result.
//
// What it replaces in a training forward: torch's channels-last batch norm kernel (a pass for the
// mean, one for the variance and one for the result) and then XLA's code for the activation (a
// read and a write of the whole activation on one thread). Inductor does the same work in two
// generated loops; docs/performance.md ("Training batch norm with its activation") has the times.
//
// Numerics. The statistics are sums of `x - x[0]` (the first row, per channel: a shift close to the
// mean, so the one-pass variance cancels nothing it needs) in blocks of 64 rows in T, added to
// double accumulators, one per chunk of rows (`chunked_sums`); the chunks are added in order, so a
// given thread count always gives the same bits. torch's kernel sums in T in two passes, so the statistics
// differ from eager's by rounding (about 1e-7 relative in float32). The result is
// `x * scale + shift` with `scale = invstd * w` and `shift = b - mean * scale`, as torch's kernel
// computes it; the activations as torch's decompositions write them.

#include "norm_act.h"

#include <ATen/Parallel.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <type_traits>
#include <vector>

#pragma GCC optimize("O3,fp-contract=off")

namespace torchtpu {
namespace {

// The loops are compiled into each instruction set's build below (TORCHTPU_CLONES).
#define TORCHTPU_INLINE inline __attribute__((always_inline))

// Rows summed in T before they are added to the double accumulators.
constexpr int64_t kBlock = 64;
// The fewest elements a thread is given.
constexpr int64_t kMinChunk = 32 * 1024;

// s1 += sum(x - k), s2 += sum((x - k)^2) over rows [r0, r1), per channel.
template <typename T>
TORCHTPU_INLINE void stats_rows(const T* __restrict x, int64_t r0, int64_t r1, int64_t channels, const T* __restrict k,
                       T* __restrict f1, T* __restrict f2, double* __restrict s1, double* __restrict s2) {
  for (int64_t r = r0; r < r1; r += kBlock) {
    const int64_t end = std::min(r1, r + kBlock);
    for (int64_t c = 0; c < channels; ++c) {
      f1[c] = 0;
      f2[c] = 0;
    }
    int64_t i = r;
    // Four rows at a time: a quarter of the additions into the running sums, whose chain through
    // memory (a store, then the next row's load) would otherwise bound the loop.
    for (; i + 4 <= end; i += 4) {
      const T* __restrict r0 = x + i * channels;
      const T* __restrict r1 = r0 + channels;
      const T* __restrict r2 = r1 + channels;
      const T* __restrict r3 = r2 + channels;
      for (int64_t c = 0; c < channels; ++c) {
        const T d0 = r0[c] - k[c], d1 = r1[c] - k[c], d2 = r2[c] - k[c], d3 = r3[c] - k[c];
        f1[c] += (d0 + d1) + (d2 + d3);
        f2[c] += (d0 * d0 + d1 * d1) + (d2 * d2 + d3 * d3);
      }
    }
    for (; i < end; ++i) {
      const T* __restrict row = x + i * channels;
      for (int64_t c = 0; c < channels; ++c) {
        const T d = row[c] - k[c];
        f1[c] += d;
        f2[c] += d * d;
      }
    }
    for (int64_t c = 0; c < channels; ++c) {
      s1[c] += f1[c];
      s2[c] += f2[c];
    }
  }
}

// exp(x) in loops the compiler vectorizes (a call of std::exp would keep them scalar): x = n ln2 + r
// with |r| <= ln2 / 2, e^r by its Taylor polynomial to degree 7 (float) or 13 (double), times
// 2^n from the exponent bits. Within 2 ulp of the exact value in float32 (torch's sigmoid uses
// SLEEF's exp, within 1 ulp: the two differ by rounding); inf above the largest finite result, 0
// below about -87 (float32; -708 double), NaN kept.
template <typename T>
TORCHTPU_INLINE T exp_poly(T x) {
  constexpr bool f32 = sizeof(T) == 4;
  // Above these, 2^n would overflow the exponent (the exact value is near the largest finite).
  constexpr T hi = f32 ? T(88.37626) : T(709.08956571282405);
  constexpr T lo = f32 ? T(-87.33654) : T(-708.39641853226408);
  constexpr T log2e = T(1.4426950408889634);
  constexpr T ln2_hi = f32 ? T(0.693145751953125) : T(0.69314718036912382);
  constexpr T ln2_lo = f32 ? T(1.428606765330187e-06) : T(1.9082149292705877e-10);
  // 1.5 * 2^23 (2^52): adding it rounds to an integer, whose bits are then in the low mantissa.
  constexpr T shifter = f32 ? T(12582912.0) : T(6755399441055744.0);
  const T c = x < lo ? lo : (x > hi ? hi : x);
  const T t = c * log2e + shifter;
  const T n = t - shifter;
  const T r = (c - n * ln2_hi) - n * ln2_lo;
  T p;
  if constexpr (f32) {
    p = T(1.0 / 5040);
    p = p * r + T(1.0 / 720);
    p = p * r + T(1.0 / 120);
    p = p * r + T(1.0 / 24);
    p = p * r + T(1.0 / 6);
    p = p * r + T(0.5);
    p = p * r + T(1);
    p = p * r + T(1);
  } else {
    p = T(1.0 / 6227020800.0);
    const T inv[] = {T(1.0 / 479001600.0), T(1.0 / 39916800.0), T(1.0 / 3628800.0), T(1.0 / 362880.0),
                     T(1.0 / 40320.0), T(1.0 / 5040.0), T(1.0 / 720.0), T(1.0 / 120.0), T(1.0 / 24.0),
                     T(1.0 / 6.0), T(0.5), T(1), T(1)};
    for (T k : inv) p = p * r + k;
  }
  // 2^n: n + bias in the exponent field.
  using I = std::conditional_t<f32, int32_t, int64_t>;
  const I ni = static_cast<I>(n);
  const I bits = (ni + (f32 ? I(127) : I(1023))) << (f32 ? 23 : 52);
  T scale;
  std::memcpy(&scale, &bits, sizeof scale);
  T y = p * scale;
  y = x > hi ? T(INFINITY) : y;
  y = x < lo ? T(0) : y;
  return x != x ? x : y;
}

template <typename T>
TORCHTPU_INLINE T sigmoid(T v) {
  return T(1) / (T(1) + exp_poly(-v));
}

template <NormAct A, typename T>
TORCHTPU_INLINE T activate(T v, T lo, T hi) {
  if constexpr (A == NormAct::kRelu) {
    return v < T(0) ? T(0) : v;
  } else if constexpr (A == NormAct::kClamp) {
    return v < lo ? lo : (v > hi ? hi : v);
  } else if constexpr (A == NormAct::kHardswish) {
    T t = v + T(3);
    t = t < T(0) ? T(0) : t;
    t = t > T(6) ? T(6) : t;
    return v * t / T(6);
  } else if constexpr (A == NormAct::kSilu) {
    return v * sigmoid(v);
  } else {
    return v;
  }
}

template <NormAct A, bool KeepZ, typename T>
TORCHTPU_INLINE void normalize_rows(const T* __restrict x, int64_t r0, int64_t r1, int64_t channels, const T* __restrict scale,
                           const T* __restrict shift, T* __restrict a, T* __restrict z, T lo, T hi) {
  for (int64_t i = r0; i < r1; ++i) {
    const T* __restrict row = x + i * channels;
    T* __restrict out = a + i * channels;
    T* __restrict pre = KeepZ ? z + i * channels : nullptr;
    for (int64_t c = 0; c < channels; ++c) {
      const T v = row[c] * scale[c] + shift[c];
      if constexpr (KeepZ) pre[c] = v;
      out[c] = activate<A>(v, lo, hi);
    }
  }
}

template <typename T>
TORCHTPU_INLINE void normalize_any(NormAct act, bool keep_z, const T* x, int64_t r0, int64_t r1, int64_t channels,
                          const T* scale, const T* shift, T* a, T* z, T lo, T hi) {
#define TORCHTPU_NORM_CASE(A)                                                                   \
  case A:                                                                                       \
    if (keep_z) {                                                                               \
      normalize_rows<A, true>(x, r0, r1, channels, scale, shift, a, z, lo, hi);                 \
    } else {                                                                                    \
      normalize_rows<A, false>(x, r0, r1, channels, scale, shift, a, z, lo, hi);                \
    }                                                                                           \
    break;
  switch (act) {
    TORCHTPU_NORM_CASE(NormAct::kNone)
    TORCHTPU_NORM_CASE(NormAct::kRelu)
    TORCHTPU_NORM_CASE(NormAct::kClamp)
    TORCHTPU_NORM_CASE(NormAct::kHardswish)
    TORCHTPU_NORM_CASE(NormAct::kSilu)
  }
#undef TORCHTPU_NORM_CASE
}

// The activation's gradient at `s` for the gradient `g` of its result, as torch computes it:
// threshold_backward (ReLU, `s` its output), the decomposition of hardswish_backward and of
// hardtanh_backward (`s` the input).
template <NormAct A, typename T>
TORCHTPU_INLINE T act_grad(T g, T s, T lo, T hi) {
  if constexpr (A == NormAct::kRelu) {
    return s <= T(0) ? T(0) : g;
  } else if constexpr (A == NormAct::kClamp) {
    return (s <= lo || s >= hi) ? T(0) : g;
  } else if constexpr (A == NormAct::kHardswish) {
    return s <= T(-3) ? T(0) : (s < T(3) ? g * (s / T(3) + T(0.5)) : g);
  } else if constexpr (A == NormAct::kSilu) {
    // As AOTAutograd decomposes silu_backward: g * sigmoid(s) * (1 + s * (1 - sigmoid(s))).
    const T sig = sigmoid(s);
    return (g * sig) * (s * (T(1) - sig) + T(1));
  } else {
    return g;
  }
}

// s1 += sum(gz), s2 += sum(gz * (x - mean)) over rows [r0, r1), per channel; gz the activation's
// gradient.
template <NormAct A, typename T>
TORCHTPU_INLINE void grad_stats_rows(const T* __restrict g, const T* __restrict s, const T* __restrict x, int64_t r0,
                                     int64_t r1, int64_t channels, const T* __restrict mean, T* __restrict f1,
                                     T* __restrict f2, double* __restrict s1, double* __restrict s2, T lo, T hi) {
  for (int64_t r = r0; r < r1; r += kBlock) {
    const int64_t end = std::min(r1, r + kBlock);
    for (int64_t c = 0; c < channels; ++c) {
      f1[c] = 0;
      f2[c] = 0;
    }
    for (int64_t i = r; i < end; ++i) {
      const int64_t o = i * channels;
      for (int64_t c = 0; c < channels; ++c) {
        const T gz = act_grad<A>(g[o + c], A == NormAct::kNone ? T(0) : s[o + c], lo, hi);
        f1[c] += gz;
        f2[c] += gz * (x[o + c] - mean[c]);
      }
    }
    for (int64_t c = 0; c < channels; ++c) {
      s1[c] += f1[c];
      s2[c] += f2[c];
    }
  }
}

// gx = (gz - gm - (x - mean) * k) * f over rows [r0, r1), torch's formula for batch norm's input
// gradient (gm the mean of gz, k = mean(gz * (x - mean)) * invstd^2, f = invstd * w).
template <NormAct A, typename T>
TORCHTPU_INLINE void grad_input_rows(const T* __restrict g, const T* __restrict s, const T* __restrict x, int64_t r0,
                                     int64_t r1, int64_t channels, const T* __restrict mean, const T* __restrict gm,
                                     const T* __restrict k, const T* __restrict f, T* __restrict gx, T lo, T hi) {
  for (int64_t i = r0; i < r1; ++i) {
    const int64_t o = i * channels;
    for (int64_t c = 0; c < channels; ++c) {
      const T gz = act_grad<A>(g[o + c], A == NormAct::kNone ? T(0) : s[o + c], lo, hi);
      gx[o + c] = (gz - gm[c] - (x[o + c] - mean[c]) * k[c]) * f[c];
    }
  }
}

#define TORCHTPU_ACT_SWITCH(act, CALL)          \
  switch (act) {                                \
    case NormAct::kNone: CALL(NormAct::kNone); break;           \
    case NormAct::kRelu: CALL(NormAct::kRelu); break;           \
    case NormAct::kClamp: CALL(NormAct::kClamp); break;         \
    case NormAct::kHardswish: CALL(NormAct::kHardswish); break; \
    case NormAct::kSilu: CALL(NormAct::kSilu); break;           \
  }

template <typename T>
TORCHTPU_INLINE void grad_stats_any(NormAct act, const T* g, const T* s, const T* x, int64_t r0, int64_t r1,
                                    int64_t channels, const T* mean, T* f1, T* f2, double* s1, double* s2, T lo,
                                    T hi) {
#define TORCHTPU_CALL(A) grad_stats_rows<A>(g, s, x, r0, r1, channels, mean, f1, f2, s1, s2, lo, hi)
  TORCHTPU_ACT_SWITCH(act, TORCHTPU_CALL)
#undef TORCHTPU_CALL
}

template <typename T>
TORCHTPU_INLINE void grad_input_any(NormAct act, const T* g, const T* s, const T* x, int64_t r0, int64_t r1,
                                    int64_t channels, const T* mean, const T* gm, const T* k, const T* f, T* gx, T lo,
                                    T hi) {
#define TORCHTPU_CALL(A) grad_input_rows<A>(g, s, x, r0, r1, channels, mean, gm, k, f, gx, lo, hi)
  TORCHTPU_ACT_SWITCH(act, TORCHTPU_CALL)
#undef TORCHTPU_CALL
}

// One build of each loop per instruction set, picked when the library loads. Each channel's
// values are summed in the same order in every build (the loops vectorize across channels), and
// without contraction (-std=c++17 keeps a * b + c two roundings), so every build gives the same bits.
#define TORCHTPU_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))

TORCHTPU_CLONES void stats_f32(const float* x, int64_t r0, int64_t r1, int64_t c, const float* k, float* f1, float* f2,
                               double* s1, double* s2) {
  stats_rows(x, r0, r1, c, k, f1, f2, s1, s2);
}
TORCHTPU_CLONES void stats_f64(const double* x, int64_t r0, int64_t r1, int64_t c, const double* k, double* f1,
                               double* f2, double* s1, double* s2) {
  stats_rows(x, r0, r1, c, k, f1, f2, s1, s2);
}
TORCHTPU_CLONES void normalize_f32(NormAct act, bool keep_z, const float* x, int64_t r0, int64_t r1, int64_t c,
                                   const float* scale, const float* shift, float* a, float* z, float lo, float hi) {
  normalize_any(act, keep_z, x, r0, r1, c, scale, shift, a, z, lo, hi);
}
TORCHTPU_CLONES void normalize_f64(NormAct act, bool keep_z, const double* x, int64_t r0, int64_t r1, int64_t c,
                                   const double* scale, const double* shift, double* a, double* z, double lo,
                                   double hi) {
  normalize_any(act, keep_z, x, r0, r1, c, scale, shift, a, z, lo, hi);
}

void stats(const float* x, int64_t r0, int64_t r1, int64_t c, const float* k, float* f1, float* f2, double* s1,
           double* s2) {
  stats_f32(x, r0, r1, c, k, f1, f2, s1, s2);
}
void stats(const double* x, int64_t r0, int64_t r1, int64_t c, const double* k, double* f1, double* f2, double* s1,
           double* s2) {
  stats_f64(x, r0, r1, c, k, f1, f2, s1, s2);
}
void normalize(NormAct act, bool keep_z, const float* x, int64_t r0, int64_t r1, int64_t c, const float* scale,
               const float* shift, float* a, float* z, float lo, float hi) {
  normalize_f32(act, keep_z, x, r0, r1, c, scale, shift, a, z, lo, hi);
}
void normalize(NormAct act, bool keep_z, const double* x, int64_t r0, int64_t r1, int64_t c, const double* scale,
               const double* shift, double* a, double* z, double lo, double hi) {
  normalize_f64(act, keep_z, x, r0, r1, c, scale, shift, a, z, lo, hi);
}

TORCHTPU_CLONES void grad_stats_f32(NormAct act, const float* g, const float* s, const float* x, int64_t r0,
                                    int64_t r1, int64_t c, const float* mean, float* f1, float* f2, double* s1,
                                    double* s2, float lo, float hi) {
  grad_stats_any(act, g, s, x, r0, r1, c, mean, f1, f2, s1, s2, lo, hi);
}
TORCHTPU_CLONES void grad_stats_f64(NormAct act, const double* g, const double* s, const double* x, int64_t r0,
                                    int64_t r1, int64_t c, const double* mean, double* f1, double* f2, double* s1,
                                    double* s2, double lo, double hi) {
  grad_stats_any(act, g, s, x, r0, r1, c, mean, f1, f2, s1, s2, lo, hi);
}
TORCHTPU_CLONES void grad_input_f32(NormAct act, const float* g, const float* s, const float* x, int64_t r0,
                                    int64_t r1, int64_t c, const float* mean, const float* gm, const float* k,
                                    const float* f, float* gx, float lo, float hi) {
  grad_input_any(act, g, s, x, r0, r1, c, mean, gm, k, f, gx, lo, hi);
}
TORCHTPU_CLONES void grad_input_f64(NormAct act, const double* g, const double* s, const double* x, int64_t r0,
                                    int64_t r1, int64_t c, const double* mean, const double* gm, const double* k,
                                    const double* f, double* gx, double lo, double hi) {
  grad_input_any(act, g, s, x, r0, r1, c, mean, gm, k, f, gx, lo, hi);
}
void grad_stats(NormAct act, const float* g, const float* s, const float* x, int64_t r0, int64_t r1, int64_t c,
                const float* mean, float* f1, float* f2, double* s1, double* s2, float lo, float hi) {
  grad_stats_f32(act, g, s, x, r0, r1, c, mean, f1, f2, s1, s2, lo, hi);
}
void grad_stats(NormAct act, const double* g, const double* s, const double* x, int64_t r0, int64_t r1, int64_t c,
                const double* mean, double* f1, double* f2, double* s1, double* s2, double lo, double hi) {
  grad_stats_f64(act, g, s, x, r0, r1, c, mean, f1, f2, s1, s2, lo, hi);
}
void grad_input(NormAct act, const float* g, const float* s, const float* x, int64_t r0, int64_t r1, int64_t c,
                const float* mean, const float* gm, const float* k, const float* f, float* gx, float lo, float hi) {
  grad_input_f32(act, g, s, x, r0, r1, c, mean, gm, k, f, gx, lo, hi);
}
void grad_input(NormAct act, const double* g, const double* s, const double* x, int64_t r0, int64_t r1, int64_t c,
                const double* mean, const double* gm, const double* k, const double* f, double* gx, double lo,
                double hi) {
  grad_input_f64(act, g, s, x, r0, r1, c, mean, gm, k, f, gx, lo, hi);
}

void check_act(NormAct act) {
  switch (act) {
    case NormAct::kNone:
    case NormAct::kRelu:
    case NormAct::kClamp:
    case NormAct::kHardswish:
    case NormAct::kSilu:
      return;
  }
  throw std::invalid_argument("torchtpu batch_norm_act: unknown activation code");
}

// Two per-channel sums over all rows, t1 and t2 (each `channels` long): `body(r0, r1, f1, f2, s1,
// s2)` adds rows [r0, r1) into s1 and s2 (f1, f2 its T scratch). One chunk of rows per thread, none
// under kMinChunk elements, each with its own double accumulators, added in order, so a given
// thread count always gives the same bits.
template <typename T, typename F>
void chunked_sums(int64_t rows, int64_t channels, std::vector<double>& t1, std::vector<double>& t2, F body) {
  const int64_t chunks = std::max<int64_t>(1, std::min<int64_t>(at::get_num_threads(), rows * channels / kMinChunk));
  std::vector<double> s1(chunks * channels, 0.0), s2(chunks * channels, 0.0);
  at::parallel_for(0, chunks, 1, [&](int64_t begin, int64_t end) {
    std::vector<T> f1(channels), f2(channels);
    for (int64_t i = begin; i < end; ++i) {
      body(rows * i / chunks, rows * (i + 1) / chunks, f1.data(), f2.data(), &s1[i * channels], &s2[i * channels]);
    }
  });
  t1.assign(channels, 0.0);
  t2.assign(channels, 0.0);
  for (int64_t i = 0; i < chunks; ++i) {
    for (int64_t c = 0; c < channels; ++c) {
      t1[c] += s1[i * channels + c];
      t2[c] += s2[i * channels + c];
    }
  }
}

}  // namespace

template <typename T>
void batch_norm_act_channels_last(const T* x, int64_t rows, int64_t channels, const T* w, const T* b,
                                  const T* rm, const T* rv, T* a, T* z, T* mean, T* invstd, T* new_rm, T* new_rv,
                                  double momentum, double eps, NormAct act, double lo, double hi) {
  if (rows < 1 || channels < 1) throw std::invalid_argument("torchtpu batch_norm_act: an empty activation");
  check_act(act);
  // The statistics: sums of x - k and their squares, k the first row.
  const T* k = x;
  std::vector<double> t1, t2;
  chunked_sums<T>(rows, channels, t1, t2, [&](int64_t r0, int64_t r1, T* f1, T* f2, double* s1, double* s2) {
    stats(x, r0, r1, channels, k, f1, f2, s1, s2);
  });
  std::vector<T> scale(channels), shift(channels);
  const double n = static_cast<double>(rows);
  for (int64_t c = 0; c < channels; ++c) {
    const double d = t1[c] / n;
    const double var = std::max(0.0, t2[c] / n - d * d);
    const double mu = static_cast<double>(k[c]) + d;
    const T inv = static_cast<T>(1.0 / std::sqrt(var + eps));
    mean[c] = static_cast<T>(mu);
    invstd[c] = inv;
    // torch's update: the unbiased variance, and (1 - momentum) * old + momentum * new.
    const double unbiased = rows > 1 ? var * n / (n - 1) : INFINITY;
    new_rm[c] = static_cast<T>((1 - momentum) * static_cast<double>(rm[c]) + momentum * mu);
    new_rv[c] = static_cast<T>((1 - momentum) * static_cast<double>(rv[c]) + momentum * unbiased);
    const T wc = w ? w[c] : T(1), bc = b ? b[c] : T(0);
    scale[c] = inv * wc;
    shift[c] = bc - mean[c] * scale[c];
  }
  const int64_t grain = std::max<int64_t>(1, kMinChunk / channels);
  at::parallel_for(0, rows, grain, [&](int64_t begin, int64_t end) {
    normalize(act, z != nullptr, x, begin, end, channels, scale.data(), shift.data(), a, z, static_cast<T>(lo),
              static_cast<T>(hi));
  });
}

template void batch_norm_act_channels_last<float>(const float*, int64_t, int64_t, const float*, const float*,
                                                  const float*, const float*, float*, float*, float*, float*, float*,
                                                  float*, double, double, NormAct, double, double);
template void batch_norm_act_channels_last<double>(const double*, int64_t, int64_t, const double*, const double*,
                                                   const double*, const double*, double*, double*, double*, double*,
                                                   double*, double*, double, double, NormAct, double, double);

template <typename T>
void batch_norm_act_backward_channels_last(const T* g, const T* s, const T* x, int64_t rows, int64_t channels,
                                           const T* w, const T* mean, const T* invstd, T* gx, T* gw, T* gb,
                                           NormAct act, double lo, double hi) {
  if (rows < 1 || channels < 1) throw std::invalid_argument("torchtpu batch_norm_act_backward: an empty activation");
  check_act(act);
  const T tlo = static_cast<T>(lo), thi = static_cast<T>(hi);
  std::vector<double> t1, t2;
  chunked_sums<T>(rows, channels, t1, t2, [&](int64_t r0, int64_t r1, T* f1, T* f2, double* s1, double* s2) {
    grad_stats(act, g, s, x, r0, r1, channels, mean, f1, f2, s1, s2, tlo, thi);
  });
  std::vector<T> gm(channels), k(channels), f(channels);
  const double n = static_cast<double>(rows);
  for (int64_t c = 0; c < channels; ++c) {
    const T inv = invstd[c], wc = w ? w[c] : T(1);
    if (gb) gb[c] = static_cast<T>(t1[c]);
    if (gw) gw[c] = static_cast<T>(t2[c]) * inv;
    gm[c] = static_cast<T>(t1[c] / n);
    k[c] = static_cast<T>(t2[c] / n) * inv * inv;
    f[c] = inv * wc;
  }
  if (!gx) return;
  const int64_t grain = std::max<int64_t>(1, kMinChunk / channels);
  at::parallel_for(0, rows, grain, [&](int64_t begin, int64_t end) {
    grad_input(act, g, s, x, begin, end, channels, mean, gm.data(), k.data(), f.data(), gx, tlo, thi);
  });
}

template void batch_norm_act_backward_channels_last<float>(const float*, const float*, const float*, int64_t, int64_t,
                                                           const float*, const float*, const float*, float*, float*,
                                                           float*, NormAct, double, double);
template void batch_norm_act_backward_channels_last<double>(const double*, const double*, const double*, int64_t,
                                                            int64_t, const double*, const double*, const double*,
                                                            double*, double*, double*, NormAct, double, double);

}  // namespace torchtpu
