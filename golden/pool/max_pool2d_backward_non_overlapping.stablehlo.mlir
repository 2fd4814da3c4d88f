module {
  func.func @main(%arg0: tensor<2x3x2x2xf32>, %arg1: tensor<2x3x4x4xf32>, %arg2: tensor<2x3x2x2xi64>) -> tensor<2x3x4x4xf32> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6x4xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<6x4xi64>) -> tensor<24x1xi64>
    %2 = "stablehlo.reshape"(%arg2) : (tensor<2x3x2x2xi64>) -> tensor<24x1xi64>
    %3 = "stablehlo.concatenate"(%1, %2) {dimension = 1 : i64} : (tensor<24x1xi64>, tensor<24x1xi64>) -> tensor<24x2xi64>
    %4 = "stablehlo.reshape"(%arg0) : (tensor<2x3x2x2xf32>) -> tensor<24xf32>
    %5 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6x16xf32>
    %7 = "stablehlo.scatter"(%6, %3, %4) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %9 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<6x16xf32>, tensor<24x2xi64>, tensor<24xf32>) -> tensor<6x16xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<6x16xf32>) -> tensor<2x3x4x4xf32>
    return %8 : tensor<2x3x4x4xf32>
  }
}
