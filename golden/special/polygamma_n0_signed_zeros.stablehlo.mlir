module {
  func.func @main(%arg0: tensor<9xf32>) -> tensor<9xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<9xf32>) -> tensor<9xf64>
    %1 = "chlo.digamma"(%0) : (tensor<9xf64>) -> tensor<9xf64>
    %2 = "stablehlo.floor"(%0) : (tensor<9xf64>) -> tensor<9xf64>
    %3 = "stablehlo.compare"(%2, %0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %6 = "stablehlo.compare"(%0, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %7 = "stablehlo.and"(%3, %6) : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %8 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %10 = "stablehlo.select"(%7, %9, %1) : (tensor<9xi1>, tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %13 = "stablehlo.compare"(%0, %12) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %14 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %16 = "stablehlo.divide"(%15, %0) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %17 = "stablehlo.negate"(%16) : (tensor<9xf64>) -> tensor<9xf64>
    %18 = "stablehlo.select"(%13, %17, %10) : (tensor<9xi1>, tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %19 = "stablehlo.convert"(%18) : (tensor<9xf64>) -> tensor<9xf32>
    return %19 : tensor<9xf32>
  }
}
