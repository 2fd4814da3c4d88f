module {
  func.func @main(%arg0: tensor<1x2x4x4x4xf32>) -> (tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x4x4x4xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x2x4x4x4xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 4 : i64} : () -> tensor<1x2x4x4x4xi64>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x2x4x4x4xi64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<1x2x4x4x4xi64>, tensor<1x2x4x4x4xi64>) -> tensor<1x2x4x4x4xi64>
    %6 = "stablehlo.add"(%5, %1) : (tensor<1x2x4x4x4xi64>, tensor<1x2x4x4x4xi64>) -> tensor<1x2x4x4x4xi64>
    %7 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x2x4x4x4xi64>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<1x2x4x4x4xi64>, tensor<1x2x4x4x4xi64>) -> tensor<1x2x4x4x4xi64>
    %10 = "stablehlo.add"(%9, %2) : (tensor<1x2x4x4x4xi64>, tensor<1x2x4x4x4xi64>) -> tensor<1x2x4x4x4xi64>
    %11 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %13:2 = "stablehlo.reduce_window"(%arg0, %10, %11, %12) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %14 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %17 = "stablehlo.and"(%15, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %18 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %19 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %20 = "stablehlo.not"(%19) : (tensor<i1>) -> tensor<i1>
      %21 = "stablehlo.and"(%18, %20) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %22 = "stablehlo.or"(%14, %21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %23 = "stablehlo.and"(%18, %19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %24 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %25 = "stablehlo.and"(%23, %24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %26 = "stablehlo.or"(%17, %25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %27 = "stablehlo.or"(%22, %26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %28 = "stablehlo.select"(%27, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %29 = "stablehlo.select"(%27, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%28, %29) : (tensor<f32>, tensor<i64>) -> ()
    }) {padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>} : (tensor<1x2x4x4x4xf32>, tensor<1x2x4x4x4xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xi64>)
    return %13#0, %13#1 : tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xi64>
  }
}
