module {
  func.func @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8x4xf32>, %arg3: tensor<i64>) -> tensor<8x4xf32> {
    %0 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 1, 0>} : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %1 = "stablehlo.dot_general"(%arg0, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %2 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8xf32>
    %4 = "stablehlo.divide"(%1, %3) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<8xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %10 = "stablehlo.multiply"(%5, %9) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %11 = "stablehlo.add"(%7, %10) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %12 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %13 = "stablehlo.compare"(%11, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %14 = "stablehlo.reshape"(%13) : (tensor<8xi1>) -> tensor<1x8xi1>
    %15 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.reshape"(%14) : (tensor<1x8xi1>) -> tensor<8xi1>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 1>} : (tensor<8xi1>) -> tensor<8x8xi1>
    %18 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8xf32>
    %19 = "stablehlo.select"(%17, %4, %18) : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %20 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%19, %20) ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %40 = "stablehlo.maximum"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%40) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x8xf32>
    %23 = "stablehlo.subtract"(%19, %22) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %24 = "stablehlo.exponential"(%23) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %25 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%24, %25) ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %40 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%40) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x8xf32>
    %28 = "stablehlo.divide"(%24, %27) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %29 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.reshape"(%14) : (tensor<1x8xi1>) -> tensor<8xi1>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 1>} : (tensor<8xi1>) -> tensor<8x8xi1>
    %32 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x8xf32>
    %33 = "stablehlo.select"(%31, %28, %32) : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %34 = "stablehlo.reshape"(%13) : (tensor<8xi1>) -> tensor<8x1xi1>
    %35 = "stablehlo.reshape"(%34) : (tensor<8x1xi1>) -> tensor<8xi1>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0>} : (tensor<8xi1>) -> tensor<8x4xi1>
    %37 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x4xf32>
    %38 = "stablehlo.select"(%36, %arg2, %37) : (tensor<8x4xi1>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %39 = "stablehlo.dot_general"(%33, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    return %39 : tensor<8x4xf32>
  }
}
