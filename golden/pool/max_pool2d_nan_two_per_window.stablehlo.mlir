module {
  func.func @main(%arg0: tensor<1x1x2x2xf32>) -> (tensor<1x1x1x1xf32>, tensor<1x1x1x1xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x2x2xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x1x2x2xi64>
    %2 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x1x2x2xi64>
    %4 = "stablehlo.multiply"(%0, %3) : (tensor<1x1x2x2xi64>, tensor<1x1x2x2xi64>) -> tensor<1x1x2x2xi64>
    %5 = "stablehlo.add"(%4, %1) : (tensor<1x1x2x2xi64>, tensor<1x1x2x2xi64>) -> tensor<1x1x2x2xi64>
    %6 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %8:2 = "stablehlo.reduce_window"(%arg0, %5, %6, %7) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %9 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %12 = "stablehlo.and"(%10, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %13 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = "stablehlo.not"(%14) : (tensor<i1>) -> tensor<i1>
      %16 = "stablehlo.and"(%13, %15) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %17 = "stablehlo.or"(%9, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %18 = "stablehlo.and"(%13, %14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %19 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %20 = "stablehlo.and"(%18, %19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %21 = "stablehlo.or"(%12, %20) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %22 = "stablehlo.or"(%17, %21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %23 = "stablehlo.select"(%22, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %24 = "stablehlo.select"(%22, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%23, %24) : (tensor<f32>, tensor<i64>) -> ()
    }) {padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>} : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x1x1x1xf32>, tensor<1x1x1x1xi64>)
    return %8#0, %8#1 : tensor<1x1x1x1xf32>, tensor<1x1x1x1xi64>
  }
}
