module {
  func.func @main(%arg0: tensor<3x2xf32>, %arg1: tensor<4xi64>, %arg2: tensor<4x2xf32>) -> tensor<3x2xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi64>) -> tensor<4x2xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x2xi64>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4x2xi64>, tensor<4x2xi64>) -> tensor<4x2xi1>
    %4 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x2xi64>
    %6 = "stablehlo.add"(%0, %5) : (tensor<4x2xi64>, tensor<4x2xi64>) -> tensor<4x2xi64>
    %7 = "stablehlo.select"(%3, %6, %0) : (tensor<4x2xi1>, tensor<4x2xi64>, tensor<4x2xi64>) -> tensor<4x2xi64>
    %8 = "stablehlo.reshape"(%7) : (tensor<4x2xi64>) -> tensor<4x2x1xi64>
    %9 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x2xi64>
    %10 = "stablehlo.reshape"(%9) : (tensor<4x2xi64>) -> tensor<4x2x1xi64>
    %11 = "stablehlo.concatenate"(%8, %10) {dimension = 2 : i64} : (tensor<4x2x1xi64>, tensor<4x2x1xi64>) -> tensor<4x2x2xi64>
    %12 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x2xi64>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %16 = "stablehlo.scatter"(%15, %11, %13) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %36 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%36) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x2xi64>, tensor<4x2x2xi64>, tensor<4x2xi64>) -> tensor<3x2xi64>
    %17 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %19 = "stablehlo.compare"(%16, %18) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %20 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %22 = "stablehlo.scatter"(%arg0, %11, %arg2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %36 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x2xf32>, tensor<4x2x2xi64>, tensor<4x2xf32>) -> tensor<3x2xf32>
    %23 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %24 = "stablehlo.convert"(%23) : (tensor<4x2xi1>) -> tensor<4x2xi64>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %27 = "stablehlo.scatter"(%26, %11, %24) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %36 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%36) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x2xi64>, tensor<4x2x2xi64>, tensor<4x2xi64>) -> tensor<3x2xi64>
    %28 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %30 = "stablehlo.compare"(%27, %29) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %31 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %33 = "stablehlo.select"(%30, %32, %22) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %34 = "stablehlo.compare"(%arg0, %arg0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %35 = "stablehlo.select"(%34, %arg0, %33) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    return %35 : tensor<3x2xf32>
  }
}
