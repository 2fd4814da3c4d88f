module {
  func.func @main(%arg0: tensor<5x6xf32>, %arg1: tensor<6xf32>) -> (tensor<5x6xf32>, tensor<5x1xf32>, tensor<5x1xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %22 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %2 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %4 = "stablehlo.divide"(%1, %3) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0>} : (tensor<5xf32>) -> tensor<5x6xf32>
    %6 = "stablehlo.subtract"(%arg0, %5) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %7 = "stablehlo.multiply"(%6, %6) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %8 = "stablehlo.reduce"(%7, %0) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %22 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %9 = "stablehlo.divide"(%8, %3) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %10 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %12 = "stablehlo.add"(%9, %11) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %13 = "stablehlo.rsqrt"(%12) : (tensor<5xf32>) -> tensor<5xf32>
    %14 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0>} : (tensor<5xf32>) -> tensor<5x6xf32>
    %15 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0>} : (tensor<5xf32>) -> tensor<5x6xf32>
    %16 = "stablehlo.subtract"(%arg0, %14) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %17 = "stablehlo.multiply"(%16, %15) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %18 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<5x6xf32>
    %19 = "stablehlo.multiply"(%17, %18) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %20 = "stablehlo.reshape"(%4) : (tensor<5xf32>) -> tensor<5x1xf32>
    %21 = "stablehlo.reshape"(%13) : (tensor<5xf32>) -> tensor<5x1xf32>
    return %19, %20, %21 : tensor<5x6xf32>, tensor<5x1xf32>, tensor<5x1xf32>
  }
}
