module {
  func.func @main(%arg0: tensor<4xui8>, %arg1: tensor<4xui8>) -> tensor<4xi1> {
    %0 = "stablehlo.compare"(%arg0, %arg1) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    return %0 : tensor<4xi1>
  }
}
