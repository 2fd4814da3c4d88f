module {
  func.func @main(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf64>
    %1 = "stablehlo.constant"() {value = dense<0xFFF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.reduce_window"(%0, %1) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %4 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %5 = "stablehlo.subtract"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %6 = "stablehlo.abs"(%5) : (tensor<f64>) -> tensor<f64>
      %7 = "stablehlo.negate"(%6) : (tensor<f64>) -> tensor<f64>
      %8 = "stablehlo.exponential"(%7) : (tensor<f64>) -> tensor<f64>
      %9 = "stablehlo.log_plus_one"(%8) : (tensor<f64>) -> tensor<f64>
      %10 = "stablehlo.add"(%4, %9) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %11 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %12 = "stablehlo.constant"() {value = dense<0.69314718055994529> : tensor<f64>} : () -> tensor<f64>
      %13 = "stablehlo.add"(%arg1, %12) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %14 = "stablehlo.select"(%11, %13, %10) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %15 = "stablehlo.constant"() {value = dense<0xFFF0000000000000> : tensor<f64>} : () -> tensor<f64>
      %16 = "stablehlo.compare"(%4, %15) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %17 = "stablehlo.select"(%16, %15, %14) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %18 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %19 = "stablehlo.select"(%18, %arg1, %17) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %20 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %21 = "stablehlo.select"(%20, %arg2, %19) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%21) : (tensor<f64>) -> ()
    }) {padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>} : (tensor<3x6xf64>, tensor<f64>) -> tensor<3x6xf64>
    %3 = "stablehlo.convert"(%2) : (tensor<3x6xf64>) -> tensor<3x6xf32>
    return %3 : tensor<3x6xf32>
  }
}
