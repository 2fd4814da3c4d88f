module {
  func.func @main() -> tensor<5xf32> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5xf64>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<5xf64>
    %3 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<5xf64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %6 = "stablehlo.add"(%2, %5) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %7 = "stablehlo.convert"(%6) : (tensor<5xf64>) -> tensor<5xf32>
    return %7 : tensor<5xf32>
  }
}
