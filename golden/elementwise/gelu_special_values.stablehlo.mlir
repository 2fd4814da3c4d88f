module {
  func.func @main(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %4 = "stablehlo.constant"() {value = dense<0.707106769> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %6 = "stablehlo.multiply"(%arg0, %5) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %7 = "chlo.erf"(%6) : (tensor<12xf32>) -> tensor<12xf32>
    %8 = "stablehlo.multiply"(%1, %arg0) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %9 = "stablehlo.add"(%3, %7) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %10 = "stablehlo.multiply"(%8, %9) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %10 : tensor<12xf32>
  }
}
