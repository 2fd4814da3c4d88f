module {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<i64>, %arg2: tensor<f32>) -> (tensor<f32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.compare"(%arg1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %3 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %4 = "stablehlo.or"(%2, %3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %5 = "stablehlo.add"(%arg0, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.reshape"(%4) : (tensor<i1>) -> tensor<1xi1>
    return %5, %6 : tensor<f32>, tensor<1xi1>
  }
}
