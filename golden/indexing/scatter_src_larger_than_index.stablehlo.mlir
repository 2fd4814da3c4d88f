module {
  func.func @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3x2xi64>, %arg2: tensor<4x6xf32>) -> (tensor<3x5xf32>, tensor<1xi1>) {
    %0 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<4x6xf32>) -> tensor<3x2xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x2xi64>
    %2 = "stablehlo.reshape"(%1) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %5 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %7 = "stablehlo.compare"(%arg1, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %8 = "stablehlo.compare"(%arg1, %6) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %9 = "stablehlo.or"(%7, %8) : (tensor<3x2xi1>, tensor<3x2xi1>) -> tensor<3x2xi1>
    %10 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %23 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%23) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x2xi1>, tensor<i1>) -> tensor<i1>
    %12 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %14 = "stablehlo.compare"(%arg1, %13) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %15 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %17 = "stablehlo.add"(%arg1, %16) : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %18 = "stablehlo.select"(%14, %17, %arg1) : (tensor<3x2xi1>, tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %19 = "stablehlo.reshape"(%18) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %20 = "stablehlo.concatenate"(%2, %19) {dimension = 2 : i64} : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %21 = "stablehlo.scatter"(%arg0, %20, %0) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      "stablehlo.return"(%arg4) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x5xf32>, tensor<3x2x2xi64>, tensor<3x2xf32>) -> tensor<3x5xf32>
    %22 = "stablehlo.reshape"(%11) : (tensor<i1>) -> tensor<1xi1>
    return %21, %22 : tensor<3x5xf32>, tensor<1xi1>
  }
}
