module {
  func.func @main(%arg0: tensor<8xi64>, %arg1: tensor<8xi64>) -> tensor<8xi64> {
    %0 = "stablehlo.shift_right_arithmetic"(%arg0, %arg1) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    return %0 : tensor<8xi64>
  }
}
