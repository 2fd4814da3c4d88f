module {
  func.func @main(%arg0: tensor<3x4xi32>, %arg1: tensor<4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi32>) -> tensor<3x4xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<4xf16>) -> tensor<4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.subtract"(%0, %2) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %4 = "stablehlo.convert"(%3) : (tensor<3x4xf32>) -> tensor<3x4xf16>
    return %4 : tensor<3x4xf16>
  }
}
