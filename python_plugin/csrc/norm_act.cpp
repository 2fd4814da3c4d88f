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
// double accumulators, one per chunk of rows; the chunks are added in order, so a given thread
// count always gives the same bits. torch's kernel sums in T in two passes, so the statistics
// differ from eager's by rounding (about 1e-7 relative in float32). The result is
// `x * scale + shift` with `scale = invstd * w` and `shift = b - mean * scale`, as torch's kernel
// computes it; the activations as torch's decompositions write them.

#include "norm_act.h"

#include <ATen/Parallel.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
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
  }
#undef TORCHTPU_NORM_CASE
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

}  // namespace

template <typename T>
void batch_norm_act_channels_last(const T* x, int64_t rows, int64_t channels, const T* w, const T* b,
                                  const T* rm, const T* rv, T* a, T* z, T* mean, T* invstd, T* new_rm, T* new_rv,
                                  double momentum, double eps, NormAct act, double lo, double hi) {
  if (rows < 1 || channels < 1) throw std::invalid_argument("torchtpu batch_norm_act: an empty activation");
  switch (act) {
    case NormAct::kNone:
    case NormAct::kRelu:
    case NormAct::kClamp:
    case NormAct::kHardswish:
      break;
    default:
      throw std::invalid_argument("torchtpu batch_norm_act: unknown activation code");
  }
  // The statistics: per chunk of rows, its own accumulators; the chunks added in order.
  const int64_t total = rows * channels;
  const int64_t chunks = std::max<int64_t>(1, std::min<int64_t>(at::get_num_threads(), total / kMinChunk));
  std::vector<double> s1(chunks * channels, 0.0), s2(chunks * channels, 0.0);
  const T* k = x;  // the first row
  at::parallel_for(0, chunks, 1, [&](int64_t begin, int64_t end) {
    std::vector<T> f1(channels), f2(channels);
    for (int64_t i = begin; i < end; ++i) {
      const int64_t r0 = rows * i / chunks, r1 = rows * (i + 1) / chunks;
      stats(x, r0, r1, channels, k, f1.data(), f2.data(), &s1[i * channels], &s2[i * channels]);
    }
  });
  std::vector<T> scale(channels), shift(channels);
  const double n = static_cast<double>(rows);
  for (int64_t c = 0; c < channels; ++c) {
    double t1 = 0, t2 = 0;
    for (int64_t i = 0; i < chunks; ++i) {
      t1 += s1[i * channels + c];
      t2 += s2[i * channels + c];
    }
    const double d = t1 / n;
    const double var = std::max(0.0, t2 / n - d * d);
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

}  // namespace torchtpu
