module {
  func.func @main() -> tensor<4xi32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
}
