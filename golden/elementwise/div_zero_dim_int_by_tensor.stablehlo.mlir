module {
  func.func @main(%arg0: tensor<i64>, %arg1: tensor<6xi64>) -> tensor<6xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<i64>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %2 = "stablehlo.convert"(%arg1) : (tensor<6xi64>) -> tensor<6xf32>
    %3 = "stablehlo.divide"(%1, %2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    return %3 : tensor<6xf32>
  }
}
