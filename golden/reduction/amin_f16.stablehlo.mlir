module {
  func.func @main(%arg0: tensor<3x8xf16>) -> tensor<3xf16> {
    %0 = "stablehlo.constant"() {value = dense<0x7C00> : tensor<f16>} : () -> tensor<f16>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %2 = "stablehlo.minimum"(%arg1, %arg2) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      %3 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %4 = "stablehlo.select"(%3, %arg1, %2) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %5 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %6 = "stablehlo.select"(%5, %arg2, %4) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%6) : (tensor<f16>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x8xf16>, tensor<f16>) -> tensor<3xf16>
    return %1 : tensor<3xf16>
  }
}
