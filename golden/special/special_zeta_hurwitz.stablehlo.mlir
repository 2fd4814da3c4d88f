module {
  func.func @main(%arg0: tensor<9xf32>, %arg1: tensor<9xf32>) -> tensor<9xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<9xf32>) -> tensor<9xf64>
    %1 = "stablehlo.convert"(%arg1) : (tensor<9xf32>) -> tensor<9xf64>
    %2 = "chlo.zeta"(%0, %1) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %3 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %5 = "stablehlo.compare"(%0, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %6 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %8 = "stablehlo.select"(%5, %7, %2) : (tensor<9xi1>, tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %9 = "stablehlo.compare"(%0, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %10 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %12 = "stablehlo.select"(%9, %11, %8) : (tensor<9xi1>, tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %13 = "stablehlo.convert"(%12) : (tensor<9xf64>) -> tensor<9xf32>
    return %13 : tensor<9xf32>
  }
}
