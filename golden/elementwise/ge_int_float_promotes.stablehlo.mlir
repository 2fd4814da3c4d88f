module {
  func.func @main(%arg0: tensor<3x4xi64>, %arg1: tensor<3x4xf32>) -> tensor<3x4xi1> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi64>) -> tensor<3x4xf32>
    %1 = "stablehlo.compare"(%0, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    return %1 : tensor<3x4xi1>
  }
}
