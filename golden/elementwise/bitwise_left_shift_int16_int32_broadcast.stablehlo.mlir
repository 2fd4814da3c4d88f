module {
  func.func @main(%arg0: tensor<3x4xi16>, %arg1: tensor<4xi32>) -> tensor<3x4xi32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi16>) -> tensor<3x4xi32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xi32>) -> tensor<3x4xi32>
    %2 = "stablehlo.shift_left"(%0, %1) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    return %2 : tensor<3x4xi32>
  }
}
