module {
  func.func @main(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<16xf32>) -> tensor<16xf64>
    %1 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %3 = "stablehlo.power"(%2, %0) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %4 = "stablehlo.convert"(%3) : (tensor<16xf64>) -> tensor<16xf32>
    return %4 : tensor<16xf32>
  }
}
