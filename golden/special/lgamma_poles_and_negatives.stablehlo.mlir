module {
  func.func @main(%arg0: tensor<18xf32>) -> tensor<18xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<18xf32>) -> tensor<18xf64>
    %1 = "chlo.lgamma"(%0) : (tensor<18xf64>) -> tensor<18xf64>
    %2 = "stablehlo.floor"(%0) : (tensor<18xf64>) -> tensor<18xf64>
    %3 = "stablehlo.compare"(%2, %0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %6 = "stablehlo.compare"(%0, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %7 = "stablehlo.and"(%3, %6) : (tensor<18xi1>, tensor<18xi1>) -> tensor<18xi1>
    %8 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %10 = "stablehlo.select"(%7, %9, %1) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %11 = "stablehlo.convert"(%10) : (tensor<18xf64>) -> tensor<18xf32>
    return %11 : tensor<18xf32>
  }
}
