module {
  func.func @main(%arg0: tensor<2x5xf32>, %arg1: tensor<2x4xi64>) -> tensor<2x3xf32> {
    %0 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x3xi64>
    %1 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 4>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x5x1xi64>
    %3 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xi64>) -> tensor<2x3x5x1xi64>
    %4 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xi64>) -> tensor<2x3x5x1xi64>
    %5 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x3x5x1xi64>, tensor<2x3x5x1xi64>) -> tensor<2x3x5x1xi1>
    %6 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3x5x1xi64>, tensor<2x3x5x1xi64>) -> tensor<2x3x5x1xi1>
    %7 = "stablehlo.and"(%5, %6) : (tensor<2x3x5x1xi1>, tensor<2x3x5x1xi1>) -> tensor<2x3x5x1xi1>
    %8 = "stablehlo.reshape"(%arg0) : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x5x1xf32>) -> tensor<2x3x5x1xf32>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x5x1xf32>
    %12 = "stablehlo.select"(%7, %9, %11) : (tensor<2x3x5x1xi1>, tensor<2x3x5x1xf32>, tensor<2x3x5x1xf32>) -> tensor<2x3x5x1xf32>
    %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %17 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x5x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
    %15 = "stablehlo.subtract"(%1, %0) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %16 = "stablehlo.reshape"(%14) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    return %16 : tensor<2x3xf32>
  }
}
