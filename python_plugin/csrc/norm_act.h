// Training batch norm with its activation in one pair of passes over a channels-last activation
// (norm_act.cpp), for `torchtpu_aten_op`'s kBatchNormAct (aten_kernels.cpp).
#pragma once

#include <cstdint>

namespace torchtpu {

// The activation applied to the normalized value (capture/norm_epilogue.py names them).
enum class NormAct : int {
  kNone = 0,
  kRelu = 1,       // max(z, 0), NaN kept
  kClamp = 2,      // clamp(z, lo, hi) (ReLU6, hardtanh), NaN kept
  kHardswish = 3,  // z * clamp(z + 3, 0, 6) / 6, as torch's decomposition computes it
  kSilu = 4,       // z * sigmoid(z), sigmoid(z) = 1 / (1 + exp(-z)) with exp as `exp_poly` computes it
};

// x holds `rows` rows of `channels` values (an activation [N, s..., C] stored channels-last).
// Writes the batch statistics (`mean`, `invstd`), the running statistics updated with `momentum`
// (`new_rm`, `new_rv`; the unbiased variance, as torch's kernel), the activation `a` and, when
// `z` is not null, the normalized value before it. `w`, `b` may be null (scale 1, shift 0).
template <typename T>
void batch_norm_act_channels_last(const T* x, int64_t rows, int64_t channels, const T* w, const T* b,
                                  const T* rm, const T* rv, T* a, T* z, T* mean, T* invstd, T* new_rm, T* new_rv,
                                  double momentum, double eps, NormAct act, double lo, double hi);

// The gradients of `batch_norm_act_channels_last` for the gradient `g` of the activation: the
// activation's gradient taken on the fly from `s` (ReLU: its output; clamp, hardswish and SiLU:
// its input, the normalized value; none: not read), then batch norm's input gradient `gx` from the
// saved `mean` and `invstd`, and the weight and bias gradients `gw`, `gb` (each may be null).
template <typename T>
void batch_norm_act_backward_channels_last(const T* g, const T* s, const T* x, int64_t rows, int64_t channels,
                                           const T* w, const T* mean, const T* invstd, T* gx, T* gw, T* gb,
                                           NormAct act, double lo, double hi);

}  // namespace torchtpu
