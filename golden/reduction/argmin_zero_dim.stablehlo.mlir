module {
  func.func @main(%arg0: tensor<f32>) -> tensor<i64> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi64>
    %2 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %4:2 = "stablehlo.reduce"(%0, %1, %2, %3) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %5 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %8 = "stablehlo.and"(%6, %7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %9 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = "stablehlo.not"(%10) : (tensor<i1>) -> tensor<i1>
      %12 = "stablehlo.and"(%9, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %13 = "stablehlo.or"(%5, %12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %14 = "stablehlo.and"(%9, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %15 = "stablehlo.and"(%14, %7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %16 = "stablehlo.or"(%8, %15) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %17 = "stablehlo.or"(%13, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %18 = "stablehlo.select"(%17, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %19 = "stablehlo.select"(%17, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%18, %19) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1xf32>, tensor<1xi64>, tensor<f32>, tensor<i64>) -> (tensor<f32>, tensor<i64>)
    return %4#1 : tensor<i64>
  }
}
