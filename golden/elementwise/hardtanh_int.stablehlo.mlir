module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<3x4xi64> {
    %0 = "stablehlo.constant"() {value = dense<-2> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %2 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %4 = "stablehlo.maximum"(%arg0, %1) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %5 = "stablehlo.minimum"(%4, %3) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    return %5 : tensor<3x4xi64>
  }
}
