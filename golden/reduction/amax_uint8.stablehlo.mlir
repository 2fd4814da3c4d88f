module {
  func.func @main(%arg0: tensor<3x5xui8>) -> tensor<3xui8> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %2 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%2) : (tensor<ui8>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xui8>, tensor<ui8>) -> tensor<3xui8>
    return %1 : tensor<3xui8>
  }
}
