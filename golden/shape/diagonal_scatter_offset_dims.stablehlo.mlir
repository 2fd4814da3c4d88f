module {
  func.func @main(%arg0: tensor<4x2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<4x2x3xf32> {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0, 2>} : (tensor<4x2x3xf32>) -> tensor<2x4x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x4x3xf32>) -> tensor<2x12xf32>
    %2 = "stablehlo.constant"() {value = dense<[[3], [7], [11]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %3 = "stablehlo.scatter"(%1, %2, %arg1) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      "stablehlo.return"(%arg3) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<2x12xf32>, tensor<3x1xi64>, tensor<2x3xf32>) -> tensor<2x12xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x12xf32>) -> tensor<2x4x3xf32>
    %5 = "stablehlo.transpose"(%4) {permutation = array<i64: 1, 0, 2>} : (tensor<2x4x3xf32>) -> tensor<4x2x3xf32>
    return %5 : tensor<4x2x3xf32>
  }
}
