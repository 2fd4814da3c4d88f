module {
  func.func @main(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %0 = "stablehlo.constant"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
    %2 = "stablehlo.shift_left"(%arg0, %1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    return %2 : tensor<12xi32>
  }
}
