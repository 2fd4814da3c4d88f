module {
  func.func @main(%arg0: tensor<8x3xf32>, %arg1: tensor<i64>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<8xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %6 = "stablehlo.add"(%2, %5) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %7 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %8 = "stablehlo.compare"(%6, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %9 = "stablehlo.reshape"(%8) : (tensor<8xi1>) -> tensor<8x1xi1>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reshape"(%9) : (tensor<8x1xi1>) -> tensor<8xi1>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0>} : (tensor<8xi1>) -> tensor<8x3xi1>
    %13 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x3xf32>
    %14 = "stablehlo.select"(%12, %arg0, %13) : (tensor<8x3xi1>, tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %15 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%14, %15) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %24 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %17 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.reshape"(%9) : (tensor<8x1xi1>) -> tensor<8xi1>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0>} : (tensor<8xi1>) -> tensor<8x3xi1>
    %20 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x3xf32>
    %21 = "stablehlo.select"(%19, %arg0, %20) : (tensor<8x3xi1>, tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %22 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%21, %22) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %24 = "stablehlo.maximum"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %25 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = "stablehlo.select"(%25, %arg2, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %27 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %28 = "stablehlo.select"(%27, %arg3, %26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %16, %23 : tensor<3xf32>, tensor<3xf32>
  }
}
