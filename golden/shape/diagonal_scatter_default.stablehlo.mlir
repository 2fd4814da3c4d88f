module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<1x12xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<3xf32>) -> tensor<1x3xf32>
    %2 = "stablehlo.constant"() {value = dense<[[0], [5], [10]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %3 = "stablehlo.scatter"(%0, %2, %1) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      "stablehlo.return"(%arg3) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<1x12xf32>, tensor<3x1xi64>, tensor<1x3xf32>) -> tensor<1x12xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x12xf32>) -> tensor<3x4xf32>
    return %4 : tensor<3x4xf32>
  }
}
