module {
  func.func @main(%arg0: tensor<3x17x2xf32>) -> tensor<3x4x2x2xf32> {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 2, 1>} : (tensor<3x17x2xf32>) -> tensor<3x2x17xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.pad"(%0, %1) {edge_padding_high = array<i64: 0, 0, 3>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>} : (tensor<3x2x17xf32>, tensor<f32>) -> tensor<3x2x20xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<3x2x20xf32>) -> tensor<3x2x4x5xf32>
    %4 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 2, 4, 2>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x2x4x5xf32>) -> tensor<3x2x4x2xf32>
    %5 = "stablehlo.transpose"(%4) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<3x2x4x2xf32>) -> tensor<3x4x2x2xf32>
    return %5 : tensor<3x4x2x2xf32>
  }
}
