module {
  func.func @main(%arg0: tensor<13xf32>) -> tensor<13xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<13xf32>) -> tensor<13xf64>
    %1 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<13xf64>
    %3 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<13xf64>
    %5 = "stablehlo.multiply"(%2, %0) : (tensor<13xf64>, tensor<13xf64>) -> tensor<13xf64>
    %6 = "stablehlo.subtract"(%5, %4) : (tensor<13xf64>, tensor<13xf64>) -> tensor<13xf64>
    %7 = "stablehlo.constant"() {value = dense<1.4142135623730951> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<13xf64>
    %9 = "chlo.erf_inv"(%6) : (tensor<13xf64>) -> tensor<13xf64>
    %10 = "stablehlo.multiply"(%8, %9) : (tensor<13xf64>, tensor<13xf64>) -> tensor<13xf64>
    %11 = "stablehlo.convert"(%10) : (tensor<13xf64>) -> tensor<13xf32>
    return %11 : tensor<13xf32>
  }
}
