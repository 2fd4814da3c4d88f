module {
  func.func @main(%arg0: tensor<3xf16>, %arg1: tensor<3xf32>) -> tensor<3xi1> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3xf16>) -> tensor<3xf32>
    %1 = "stablehlo.compare"(%0, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    return %1 : tensor<3xi1>
  }
}
