module {
  func.func @main(%arg0: tensor<3x4x5xf32>) -> tensor<3x5xi64> {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x4x5xi64>
    %1 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %4 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = "stablehlo.and"(%5, %6) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = "stablehlo.not"(%9) : (tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.and"(%8, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %12 = "stablehlo.or"(%4, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %13 = "stablehlo.and"(%8, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %14 = "stablehlo.and"(%13, %6) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %15 = "stablehlo.or"(%7, %14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %16 = "stablehlo.or"(%12, %15) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %17 = "stablehlo.select"(%16, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "stablehlo.select"(%16, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%17, %18) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x4x5xf32>, tensor<3x4x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<3x5xf32>, tensor<3x5xi64>)
    return %3#1 : tensor<3x5xi64>
  }
}
