module {
  func.func @main(%arg0: tensor<4x8xf32>, %arg1: tensor<i64>) -> tensor<4x8xf32> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<8xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %6 = "stablehlo.add"(%2, %5) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %7 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %8 = "stablehlo.compare"(%6, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %9 = "stablehlo.reshape"(%8) : (tensor<8xi1>) -> tensor<1x8xi1>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reshape"(%9) : (tensor<1x8xi1>) -> tensor<8xi1>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xi1>) -> tensor<4x8xi1>
    %13 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x8xf32>
    %14 = "stablehlo.select"(%12, %arg0, %13) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %15 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%14, %15) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %42 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<4xf32>) -> tensor<4x1xf32>
    %18 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x1xf32>
    %20 = "stablehlo.divide"(%17, %19) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<4x1xf32>) -> tensor<4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %23 = "stablehlo.subtract"(%arg0, %22) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %24 = "stablehlo.multiply"(%23, %23) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %25 = "stablehlo.reshape"(%9) : (tensor<1x8xi1>) -> tensor<8xi1>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 1>} : (tensor<8xi1>) -> tensor<4x8xi1>
    %27 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x8xf32>
    %28 = "stablehlo.select"(%26, %24, %27) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %29 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %42 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<4xf32>) -> tensor<4x1xf32>
    %32 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x1xf32>
    %34 = "stablehlo.divide"(%31, %33) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %35 = "stablehlo.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x1xf32>
    %37 = "stablehlo.add"(%34, %36) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %38 = "stablehlo.rsqrt"(%37) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<4x1xf32>) -> tensor<4xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %41 = "stablehlo.multiply"(%23, %40) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    return %41 : tensor<4x8xf32>
  }
}
