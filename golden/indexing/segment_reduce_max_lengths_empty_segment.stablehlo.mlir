module {
  func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<3xi64>) -> tensor<3xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3xi64>) -> tensor<1x3xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.reduce_window"(%0, %1) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %19 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%19) : (tensor<i64>) -> ()
    }) {padding = dense<[[0, 0], [2, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>} : (tensor<1x3xi64>, tensor<i64>) -> tensor<1x3xi64>
    %3 = "stablehlo.subtract"(%2, %0) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x5x1xi64>
    %5 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xi64>) -> tensor<1x3x5x1xi64>
    %6 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xi64>) -> tensor<1x3x5x1xi64>
    %7 = "stablehlo.compare"(%4, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x3x5x1xi64>, tensor<1x3x5x1xi64>) -> tensor<1x3x5x1xi1>
    %8 = "stablehlo.compare"(%4, %6) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x3x5x1xi64>, tensor<1x3x5x1xi64>) -> tensor<1x3x5x1xi1>
    %9 = "stablehlo.and"(%7, %8) : (tensor<1x3x5x1xi1>, tensor<1x3x5x1xi1>) -> tensor<1x3x5x1xi1>
    %10 = "stablehlo.reshape"(%arg0) : (tensor<5xf32>) -> tensor<1x5x1xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<1x5x1xf32>) -> tensor<1x3x5x1xf32>
    %12 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x3x5x1xf32>
    %14 = "stablehlo.select"(%9, %11, %13) : (tensor<1x3x5x1xi1>, tensor<1x3x5x1xf32>, tensor<1x3x5x1xf32>) -> tensor<1x3x5x1xf32>
    %15 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%14, %15) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %19 = "stablehlo.maximum"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %20 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = "stablehlo.select"(%20, %arg2, %19) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %22 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.select"(%22, %arg3, %21) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x5x1xf32>, tensor<f32>) -> tensor<1x3x1xf32>
    %17 = "stablehlo.subtract"(%2, %3) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %18 = "stablehlo.reshape"(%16) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    return %18 : tensor<3xf32>
  }
}
