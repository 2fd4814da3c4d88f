module {
  func.func @main(%arg0: tensor<3x4xi64>, %arg1: tensor<4xi64>) -> tensor<3x4xi64> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xi64>) -> tensor<3x4xi64>
    %1 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %4 = "stablehlo.add"(%arg0, %3) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    return %4 : tensor<3x4xi64>
  }
}
