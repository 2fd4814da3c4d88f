module {
  func.func @main(%arg0: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.constant"() {value = dense<-3.000490e-01> : tensor<f16>} : () -> tensor<f16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<3x4xf16>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %3 = "stablehlo.compare"(%arg0, %arg0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xi1>
    %4 = "stablehlo.select"(%3, %arg0, %2) : (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %5 = "stablehlo.compare"(%1, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xi1>
    %6 = "stablehlo.select"(%5, %1, %4) : (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %7 = "stablehlo.constant"() {value = dense<3.000490e-01> : tensor<f16>} : () -> tensor<f16>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<3x4xf16>
    %9 = "stablehlo.minimum"(%6, %8) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %10 = "stablehlo.compare"(%6, %6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xi1>
    %11 = "stablehlo.select"(%10, %6, %9) : (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %12 = "stablehlo.compare"(%8, %8) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xi1>
    %13 = "stablehlo.select"(%12, %8, %11) : (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    return %13 : tensor<3x4xf16>
  }
}
