module {
  func.func @main(%arg0: tensor<6x5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> (tensor<6x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %31 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %2 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %4 = "stablehlo.divide"(%1, %3) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<6x5xf32>
    %6 = "stablehlo.subtract"(%arg0, %5) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %7 = "stablehlo.multiply"(%6, %6) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %8 = "stablehlo.reduce"(%7, %0) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %31 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %9 = "stablehlo.divide"(%8, %3) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %10 = "stablehlo.constant"() {value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %12 = "stablehlo.add"(%9, %11) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %13 = "stablehlo.rsqrt"(%12) : (tensor<5xf32>) -> tensor<5xf32>
    %14 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<6x5xf32>
    %15 = "stablehlo.subtract"(%arg0, %14) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %16 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<6x5xf32>
    %17 = "stablehlo.multiply"(%15, %16) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %18 = "stablehlo.constant"() {value = dense<3.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %20 = "stablehlo.constant"() {value = dense<0.699999988> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %22 = "stablehlo.multiply"(%21, %arg1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %23 = "stablehlo.multiply"(%19, %4) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %24 = "stablehlo.add"(%22, %23) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %25 = "stablehlo.constant"() {value = dense<1.200000e+00> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %27 = "stablehlo.multiply"(%21, %arg2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %28 = "stablehlo.multiply"(%9, %26) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %29 = "stablehlo.multiply"(%19, %28) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %30 = "stablehlo.add"(%27, %29) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    return %17, %4, %13, %24, %30 : tensor<6x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  }
}
