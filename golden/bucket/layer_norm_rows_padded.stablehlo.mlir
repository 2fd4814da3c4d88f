module {
  func.func @main(%arg0: tensor<8x6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<i64>) -> (tensor<8x6xf32>, tensor<8x1xf32>, tensor<8x1xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %24 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %4 = "stablehlo.divide"(%1, %3) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x6xf32>
    %6 = "stablehlo.subtract"(%arg0, %5) : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %7 = "stablehlo.multiply"(%6, %6) : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %8 = "stablehlo.reduce"(%7, %0) ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %24 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
    %9 = "stablehlo.divide"(%8, %3) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %10 = "stablehlo.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %12 = "stablehlo.add"(%9, %11) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %13 = "stablehlo.rsqrt"(%12) : (tensor<8xf32>) -> tensor<8xf32>
    %14 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x6xf32>
    %15 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x6xf32>
    %16 = "stablehlo.subtract"(%arg0, %14) : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %17 = "stablehlo.multiply"(%16, %15) : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %18 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<8x6xf32>
    %19 = "stablehlo.multiply"(%17, %18) : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %20 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<8x6xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %22 = "stablehlo.reshape"(%4) : (tensor<8xf32>) -> tensor<8x1xf32>
    %23 = "stablehlo.reshape"(%13) : (tensor<8xf32>) -> tensor<8x1xf32>
    return %21, %22, %23 : tensor<8x6xf32>, tensor<8x1xf32>, tensor<8x1xf32>
  }
}
