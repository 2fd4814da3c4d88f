module {
  func.func @main(%arg0: tensor<14xf32>) -> tensor<14xi1> {
    %0 = "stablehlo.compare"(%arg0, %arg0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    return %0 : tensor<14xi1>
  }
}
