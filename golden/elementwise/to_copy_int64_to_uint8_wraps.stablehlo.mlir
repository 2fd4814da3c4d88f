module {
  func.func @main(%arg0: tensor<6xi64>) -> tensor<6xui8> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<6xi64>) -> tensor<6xui8>
    return %0 : tensor<6xui8>
  }
}
