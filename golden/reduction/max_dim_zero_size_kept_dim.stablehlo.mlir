module {
  func.func @main(%arg0: tensor<0x3xf32>) -> (tensor<0x1xf32>, tensor<0x1xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<0x3xi64>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %6 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = "stablehlo.not"(%11) : (tensor<i1>) -> tensor<i1>
      %13 = "stablehlo.and"(%10, %12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %14 = "stablehlo.or"(%6, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %15 = "stablehlo.and"(%10, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %16 = "stablehlo.and"(%15, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %17 = "stablehlo.or"(%9, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %18 = "stablehlo.or"(%14, %17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %19 = "stablehlo.select"(%18, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %20 = "stablehlo.select"(%18, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%19, %20) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<0x3xf32>, tensor<0x3xi64>, tensor<f32>, tensor<i64>) -> (tensor<0xf32>, tensor<0xi64>)
    %4 = "stablehlo.reshape"(%3#1) : (tensor<0xi64>) -> tensor<0x1xi64>
    %5 = "stablehlo.reshape"(%3#0) : (tensor<0xf32>) -> tensor<0x1xf32>
    return %5, %4 : tensor<0x1xf32>, tensor<0x1xi64>
  }
}
