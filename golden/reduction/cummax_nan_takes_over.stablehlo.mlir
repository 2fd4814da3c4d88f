module {
  func.func @main(%arg0: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi64>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %3:2 = "stablehlo.reduce_window"(%arg0, %0, %1, %2) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %4 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.not"(%7) : (tensor<i1>) -> tensor<i1>
      %9 = "stablehlo.and"(%4, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.not"(%7) : (tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.and"(%6, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %12 = "stablehlo.or"(%9, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %13 = "stablehlo.and"(%6, %7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %14 = "stablehlo.or"(%5, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %15 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %16 = "stablehlo.and"(%14, %15) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %17 = "stablehlo.or"(%12, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %18 = "stablehlo.select"(%17, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %19 = "stablehlo.select"(%17, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%18, %19) : (tensor<f32>, tensor<i64>) -> ()
    }) {padding = dense<[[0, 0], [4, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 5>, window_strides = array<i64: 1, 1>} : (tensor<2x5xf32>, tensor<2x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<2x5xf32>, tensor<2x5xi64>)
    return %3#0, %3#1 : tensor<2x5xf32>, tensor<2x5xi64>
  }
}
