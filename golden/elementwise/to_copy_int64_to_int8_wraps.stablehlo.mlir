module {
  func.func @main(%arg0: tensor<6xi64>) -> tensor<6xi8> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<6xi64>) -> tensor<6xi8>
    return %0 : tensor<6xi8>
  }
}
