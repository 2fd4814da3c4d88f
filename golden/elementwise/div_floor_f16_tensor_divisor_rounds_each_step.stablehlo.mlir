module {
  func.func @main(%arg0: tensor<64xf16>, %arg1: tensor<64xf16>) -> tensor<64xf16> {
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f16>} : () -> tensor<f16>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<64xf16>
    %3 = "stablehlo.remainder"(%arg0, %arg1) : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
    %4 = "stablehlo.subtract"(%arg0, %3) : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
    %5 = "stablehlo.divide"(%4, %arg1) : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
    %6 = "stablehlo.compare"(%3, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xi1>
    %7 = "stablehlo.compare"(%arg1, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xi1>
    %8 = "stablehlo.compare"(%3, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xi1>
    %9 = "stablehlo.xor"(%7, %8) : (tensor<64xi1>, tensor<64xi1>) -> tensor<64xi1>
    %10 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f16>} : () -> tensor<f16>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<64xf16>
    %12 = "stablehlo.and"(%6, %9) : (tensor<64xi1>, tensor<64xi1>) -> tensor<64xi1>
    %13 = "stablehlo.subtract"(%5, %11) : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
    %14 = "stablehlo.select"(%12, %13, %5) : (tensor<64xi1>, tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
    %15 = "stablehlo.floor"(%14) : (tensor<64xf16>) -> tensor<64xf16>
    %16 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f16>} : () -> tensor<f16>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<64xf16>
    %18 = "stablehlo.subtract"(%14, %15) : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
    %19 = "stablehlo.compare"(%18, %17) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xi1>
    %20 = "stablehlo.add"(%15, %11) : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
    %21 = "stablehlo.select"(%19, %20, %15) : (tensor<64xi1>, tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
    %22 = "stablehlo.compare"(%arg1, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xi1>
    %23 = "stablehlo.select"(%22, %0, %21) : (tensor<64xi1>, tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
    return %23 : tensor<64xf16>
  }
}
