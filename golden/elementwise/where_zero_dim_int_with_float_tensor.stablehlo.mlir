module {
  func.func @main(%arg0: tensor<3x4xi1>, %arg1: tensor<i64>, %arg2: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<f16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<3x4xf16>
    %2 = "stablehlo.select"(%arg0, %1, %arg2) : (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    return %2 : tensor<3x4xf16>
  }
}
