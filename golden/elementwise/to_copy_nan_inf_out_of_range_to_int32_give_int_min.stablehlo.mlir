module {
  func.func @main(%arg0: tensor<8xf32>) -> tensor<8xi32> {
    %0 = "stablehlo.compare"(%arg0, %arg0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %1 = "stablehlo.constant"() {value = dense<2.14748365E+9> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %3 = "stablehlo.compare"(%arg0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %4 = "stablehlo.constant"() {value = dense<-2.14748365E+9> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %6 = "stablehlo.compare"(%arg0, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %7 = "stablehlo.or"(%3, %6) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %8 = "stablehlo.or"(%0, %7) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %9 = "stablehlo.constant"() {value = dense<-2147483648> : tensor<i32>} : () -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<8xi32>
    %11 = "stablehlo.convert"(%arg0) : (tensor<8xf32>) -> tensor<8xi32>
    %12 = "stablehlo.select"(%8, %10, %11) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %12 : tensor<8xi32>
  }
}
