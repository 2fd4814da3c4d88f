module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.abs"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.bitcast_convert"(%1) : (tensor<3x4xf32>) -> tensor<3x4xi32>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3x4xi32>
    %6 = "stablehlo.compare"(%3, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %7 = "stablehlo.negate"(%2) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %8 = "stablehlo.select"(%6, %7, %2) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %8 : tensor<3x4xf32>
  }
}
