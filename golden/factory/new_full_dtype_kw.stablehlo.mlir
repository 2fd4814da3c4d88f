module {
  func.func @main(%arg0: tensor<5xf32>) -> tensor<3xi8> {
    %0 = "stablehlo.constant"() {value = dense<-1> : tensor<i8>} : () -> tensor<i8>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i8>) -> tensor<3xi8>
    return %1 : tensor<3xi8>
  }
}
