module {
  func.func @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3x3xi64>, %arg2: tensor<3x3xf32>) -> (tensor<3x5xf32>, tensor<1xi1>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x3xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x3xi64>) -> tensor<3x3x1xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %4 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %6 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = "stablehlo.compare"(%arg1, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %8 = "stablehlo.or"(%6, %7) : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %9 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %10 = "stablehlo.reduce"(%8, %9) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %22 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %13 = "stablehlo.compare"(%arg1, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %14 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %16 = "stablehlo.add"(%arg1, %15) : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %17 = "stablehlo.select"(%13, %16, %arg1) : (tensor<3x3xi1>, tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %18 = "stablehlo.reshape"(%17) : (tensor<3x3xi64>) -> tensor<3x3x1xi64>
    %19 = "stablehlo.concatenate"(%1, %18) {dimension = 2 : i64} : (tensor<3x3x1xi64>, tensor<3x3x1xi64>) -> tensor<3x3x2xi64>
    %20 = "stablehlo.scatter"(%arg0, %19, %arg2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %22 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x5xf32>, tensor<3x3x2xi64>, tensor<3x3xf32>) -> tensor<3x5xf32>
    %21 = "stablehlo.reshape"(%10) : (tensor<i1>) -> tensor<1xi1>
    return %20, %21 : tensor<3x5xf32>, tensor<1xi1>
  }
}
