module {
  func.func @main(%arg0: tensor<5x3xf32>) -> tensor<10xf32> {
    %0 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [0], [1], [1], [1], [2], [2], [3]]> : tensor<10x1xi64>} : () -> tensor<10x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<5x3xf32>, tensor<10x1xi64>) -> tensor<10x3xf32>
    %2 = "stablehlo.constant"() {value = dense<[[1], [2], [3], [4], [2], [3], [4], [3], [4], [4]]> : tensor<10x1xi64>} : () -> tensor<10x1xi64>
    %3 = "stablehlo.gather"(%arg0, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<5x3xf32>, tensor<10x1xi64>) -> tensor<10x3xf32>
    %4 = "stablehlo.subtract"(%1, %3) : (tensor<10x3xf32>, tensor<10x3xf32>) -> tensor<10x3xf32>
    %5 = "stablehlo.abs"(%4) : (tensor<10x3xf32>) -> tensor<10x3xf32>
    %6 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.multiply"(%5, %5) : (tensor<10x3xf32>, tensor<10x3xf32>) -> tensor<10x3xf32>
    %8 = "stablehlo.reduce"(%7, %6) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %10 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<10x3xf32>, tensor<f32>) -> tensor<10xf32>
    %9 = "stablehlo.sqrt"(%8) : (tensor<10xf32>) -> tensor<10xf32>
    return %9 : tensor<10xf32>
  }
}
