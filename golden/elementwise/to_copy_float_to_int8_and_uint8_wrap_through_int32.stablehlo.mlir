module {
  func.func @main(%arg0: tensor<7xf32>) -> (tensor<7xi8>, tensor<7xui8>) {
    %0 = "stablehlo.compare"(%arg0, %arg0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %1 = "stablehlo.constant"() {value = dense<2.14748365E+9> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7xf32>
    %3 = "stablehlo.compare"(%arg0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %4 = "stablehlo.constant"() {value = dense<-2.14748365E+9> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7xf32>
    %6 = "stablehlo.compare"(%arg0, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %7 = "stablehlo.or"(%3, %6) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %8 = "stablehlo.or"(%0, %7) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %9 = "stablehlo.constant"() {value = dense<-2147483648> : tensor<i32>} : () -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<7xi32>
    %11 = "stablehlo.convert"(%arg0) : (tensor<7xf32>) -> tensor<7xi32>
    %12 = "stablehlo.select"(%8, %10, %11) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %13 = "stablehlo.convert"(%12) : (tensor<7xi32>) -> tensor<7xi8>
    %14 = "stablehlo.compare"(%arg0, %arg0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %15 = "stablehlo.constant"() {value = dense<2.14748365E+9> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7xf32>
    %17 = "stablehlo.compare"(%arg0, %16) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %18 = "stablehlo.constant"() {value = dense<-2.14748365E+9> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7xf32>
    %20 = "stablehlo.compare"(%arg0, %19) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %21 = "stablehlo.or"(%17, %20) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %22 = "stablehlo.or"(%14, %21) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %23 = "stablehlo.constant"() {value = dense<-2147483648> : tensor<i32>} : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<7xi32>
    %25 = "stablehlo.convert"(%arg0) : (tensor<7xf32>) -> tensor<7xi32>
    %26 = "stablehlo.select"(%22, %24, %25) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %27 = "stablehlo.convert"(%26) : (tensor<7xi32>) -> tensor<7xui8>
    return %13, %27 : tensor<7xi8>, tensor<7xui8>
  }
}
