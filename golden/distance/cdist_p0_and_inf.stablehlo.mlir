module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2x4xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x3x4xf32>) -> tensor<1x3x2x4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<1x2x4xf32>) -> tensor<1x3x2x4xf32>
    %4 = "stablehlo.subtract"(%2, %3) : (tensor<1x3x2x4xf32>, tensor<1x3x2x4xf32>) -> tensor<1x3x2x4xf32>
    %5 = "stablehlo.abs"(%4) : (tensor<1x3x2x4xf32>) -> tensor<1x3x2x4xf32>
    %6 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x3x2x4xf32>
    %9 = "stablehlo.compare"(%5, %8) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x3x2x4xf32>, tensor<1x3x2x4xf32>) -> tensor<1x3x2x4xi1>
    %10 = "stablehlo.convert"(%9) : (tensor<1x3x2x4xi1>) -> tensor<1x3x2x4xf32>
    %11 = "stablehlo.reduce"(%10, %6) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %22 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x3x2x4xf32>, tensor<f32>) -> tensor<1x3x2xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
    %13 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %14 = "stablehlo.reshape"(%arg1) : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x3x4xf32>) -> tensor<1x3x2x4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<1x2x4xf32>) -> tensor<1x3x2x4xf32>
    %17 = "stablehlo.subtract"(%15, %16) : (tensor<1x3x2x4xf32>, tensor<1x3x2x4xf32>) -> tensor<1x3x2x4xf32>
    %18 = "stablehlo.abs"(%17) : (tensor<1x3x2x4xf32>) -> tensor<1x3x2x4xf32>
    %19 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.reduce"(%18, %19) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %22 = "stablehlo.maximum"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x3x2x4xf32>, tensor<f32>) -> tensor<1x3x2xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
    return %12, %21 : tensor<3x2xf32>, tensor<3x2xf32>
  }
}
