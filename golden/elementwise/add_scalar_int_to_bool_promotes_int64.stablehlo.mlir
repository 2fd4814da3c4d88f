module {
  func.func @main(%arg0: tensor<3x4xi1>) -> tensor<3x4xi64> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi1>) -> tensor<3x4xi64>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %3 = "stablehlo.add"(%0, %2) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    return %3 : tensor<3x4xi64>
  }
}
