module {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<2x2xi64>, %arg2: tensor<3x3xf32>) -> (tensor<4x3xf32>, tensor<1xi1>) {
    %0 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<2x2xf32>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2xi64>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2xi64>
    %5 = "stablehlo.compare"(%arg1, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %6 = "stablehlo.compare"(%arg1, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %7 = "stablehlo.or"(%5, %6) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %8 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %23 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%23) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2xi64>
    %12 = "stablehlo.compare"(%arg1, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %13 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2xi64>
    %15 = "stablehlo.add"(%arg1, %14) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %16 = "stablehlo.select"(%12, %15, %arg1) : (tensor<2x2xi1>, tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %17 = "stablehlo.reshape"(%16) : (tensor<2x2xi64>) -> tensor<2x2x1xi64>
    %18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x2xi64>) -> tensor<2x2x1xi64>
    %20 = "stablehlo.concatenate"(%17, %19) {dimension = 2 : i64} : (tensor<2x2x1xi64>, tensor<2x2x1xi64>) -> tensor<2x2x2xi64>
    %21 = "stablehlo.scatter"(%arg0, %20, %0) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %23 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<4x3xf32>, tensor<2x2x2xi64>, tensor<2x2xf32>) -> tensor<4x3xf32>
    %22 = "stablehlo.reshape"(%9) : (tensor<i1>) -> tensor<1xi1>
    return %21, %22 : tensor<4x3xf32>, tensor<1xi1>
  }
}
