module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xi64>) -> (tensor<3x4xf32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x2xi64>
    %3 = "stablehlo.reshape"(%2) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %6 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %8 = "stablehlo.compare"(%arg1, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %9 = "stablehlo.compare"(%arg1, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %10 = "stablehlo.or"(%8, %9) : (tensor<3x2xi1>, tensor<3x2xi1>) -> tensor<3x2xi1>
    %11 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %12 = "stablehlo.reduce"(%10, %11) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %33 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%33) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x2xi1>, tensor<i1>) -> tensor<i1>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %15 = "stablehlo.compare"(%arg1, %14) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %16 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %18 = "stablehlo.add"(%arg1, %17) : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %19 = "stablehlo.select"(%15, %18, %arg1) : (tensor<3x2xi1>, tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %20 = "stablehlo.reshape"(%19) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %21 = "stablehlo.concatenate"(%3, %20) {dimension = 2 : i64} : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %22 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %24 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %26 = "stablehlo.scatter"(%25, %21, %23) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %33 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%33) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x4xi64>, tensor<3x2x2xi64>, tensor<3x2xi64>) -> tensor<3x4xi64>
    %27 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %29 = "stablehlo.compare"(%26, %28) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %30 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.scatter"(%arg0, %21, %1) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %33 = "stablehlo.multiply"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x4xf32>, tensor<3x2x2xi64>, tensor<3x2xf32>) -> tensor<3x4xf32>
    %32 = "stablehlo.reshape"(%12) : (tensor<i1>) -> tensor<1xi1>
    return %31, %32 : tensor<3x4xf32>, tensor<1xi1>
  }
}
