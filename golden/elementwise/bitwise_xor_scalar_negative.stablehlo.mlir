module {
  func.func @main(%arg0: tensor<12xi16>) -> tensor<12xi16> {
    %0 = "stablehlo.constant"() {value = dense<-4> : tensor<i16>} : () -> tensor<i16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i16>) -> tensor<12xi16>
    %2 = "stablehlo.xor"(%arg0, %1) : (tensor<12xi16>, tensor<12xi16>) -> tensor<12xi16>
    return %2 : tensor<12xi16>
  }
}
