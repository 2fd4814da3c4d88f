module {
  func.func @main(%arg0: tensor<4x5xi32>) -> tensor<i32> {
    %0 = "stablehlo.constant"() {value = dense<-2147483648> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%2) : (tensor<i32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<4x5xi32>, tensor<i32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
}
