module {
  func.func @main(%arg0: tensor<6xi1>, %arg1: tensor<6xi1>, %arg2: tensor<6xi1>) -> tensor<6xi1> {
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<6xi1>, tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    return %0 : tensor<6xi1>
  }
}
