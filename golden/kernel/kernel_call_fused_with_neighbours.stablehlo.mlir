module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %3:2 = call @torchtpu_kernel_k0(%2, %arg1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3xf32>)
    %4 = "stablehlo.reshape"(%3#1) : (tensor<3xf32>) -> tensor<3x1xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<3x1xf32>) -> tensor<3xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
    %7 = "stablehlo.add"(%3#0, %6) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %7 : tensor<3x4xf32>
  }
  func.func private @torchtpu_kernel_k0(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3xf32>) {
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = "stablehlo.multiply"(%0, %0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.reduce"(%1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %4 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    return %1, %3 : tensor<3x4xf32>, tensor<3xf32>
  }
}
