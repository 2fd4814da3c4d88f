module {
  func.func @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<6xi1> {
    %0 = "stablehlo.compare"(%arg0, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    return %0 : tensor<6xi1>
  }
}
