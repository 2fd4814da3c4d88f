module {
  func.func @main(%arg0: tensor<1x2x7x7x8xf32>, %arg1: tensor<1x2x4x5x6xf32>) -> tensor<1x2x4x5x6xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 1, 2, 7, 7, 7>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x7x7x8xf32>) -> tensor<1x2x7x7x6xf32>
    %2 = "stablehlo.pad"(%1, %0) {edge_padding_high = array<i64: 0, 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x7x7x6xf32>, tensor<f32>) -> tensor<1x2x7x7x6xf32>
    %3 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 1, 2, 7, 7, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x7x7x8xf32>) -> tensor<1x2x7x7x1xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %39 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 4>} : (tensor<1x2x7x7x1xf32>, tensor<f32>) -> tensor<1x2x7x7xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1x2x7x7xf32>) -> tensor<1x2x7x7x1xf32>
    %7 = "stablehlo.pad"(%6, %0) {edge_padding_high = array<i64: 0, 0, 0, 0, 5>, edge_padding_low = array<i64: 0, 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x7x7x1xf32>, tensor<f32>) -> tensor<1x2x7x7x6xf32>
    %8 = "stablehlo.add"(%2, %7) : (tensor<1x2x7x7x6xf32>, tensor<1x2x7x7x6xf32>) -> tensor<1x2x7x7x6xf32>
    %9 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 1, 2, 7, 7, 8>, start_indices = array<i64: 0, 0, 0, 0, 7>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x7x7x8xf32>) -> tensor<1x2x7x7x1xf32>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %39 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 4>} : (tensor<1x2x7x7x1xf32>, tensor<f32>) -> tensor<1x2x7x7xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1x2x7x7xf32>) -> tensor<1x2x7x7x1xf32>
    %13 = "stablehlo.pad"(%12, %0) {edge_padding_high = array<i64: 0, 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0, 5>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x7x7x1xf32>, tensor<f32>) -> tensor<1x2x7x7x6xf32>
    %14 = "stablehlo.add"(%8, %13) : (tensor<1x2x7x7x6xf32>, tensor<1x2x7x7x6xf32>) -> tensor<1x2x7x7x6xf32>
    %15 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.slice"(%14) {limit_indices = array<i64: 1, 2, 7, 7, 6>, start_indices = array<i64: 0, 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x7x7x6xf32>) -> tensor<1x2x7x5x6xf32>
    %17 = "stablehlo.pad"(%16, %15) {edge_padding_high = array<i64: 0, 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x7x5x6xf32>, tensor<f32>) -> tensor<1x2x7x5x6xf32>
    %18 = "stablehlo.slice"(%14) {limit_indices = array<i64: 1, 2, 7, 2, 6>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x7x7x6xf32>) -> tensor<1x2x7x2x6xf32>
    %19 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.reduce"(%18, %19) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %39 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x7x2x6xf32>, tensor<f32>) -> tensor<1x2x7x6xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1x2x7x6xf32>) -> tensor<1x2x7x1x6xf32>
    %22 = "stablehlo.pad"(%21, %15) {edge_padding_high = array<i64: 0, 0, 0, 4, 0>, edge_padding_low = array<i64: 0, 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x7x1x6xf32>, tensor<f32>) -> tensor<1x2x7x5x6xf32>
    %23 = "stablehlo.add"(%17, %22) : (tensor<1x2x7x5x6xf32>, tensor<1x2x7x5x6xf32>) -> tensor<1x2x7x5x6xf32>
    %24 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %25 = "stablehlo.slice"(%23) {limit_indices = array<i64: 1, 2, 5, 5, 6>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x7x5x6xf32>) -> tensor<1x2x4x5x6xf32>
    %26 = "stablehlo.pad"(%25, %24) {edge_padding_high = array<i64: 0, 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x4x5x6xf32>, tensor<f32>) -> tensor<1x2x4x5x6xf32>
    %27 = "stablehlo.slice"(%23) {limit_indices = array<i64: 1, 2, 1, 5, 6>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x7x5x6xf32>) -> tensor<1x2x1x5x6xf32>
    %28 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %29 = "stablehlo.reduce"(%27, %28) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %39 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x1x5x6xf32>, tensor<f32>) -> tensor<1x2x5x6xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x2x5x6xf32>) -> tensor<1x2x1x5x6xf32>
    %31 = "stablehlo.pad"(%30, %24) {edge_padding_high = array<i64: 0, 0, 3, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x1x5x6xf32>, tensor<f32>) -> tensor<1x2x4x5x6xf32>
    %32 = "stablehlo.add"(%26, %31) : (tensor<1x2x4x5x6xf32>, tensor<1x2x4x5x6xf32>) -> tensor<1x2x4x5x6xf32>
    %33 = "stablehlo.slice"(%23) {limit_indices = array<i64: 1, 2, 7, 5, 6>, start_indices = array<i64: 0, 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x7x5x6xf32>) -> tensor<1x2x2x5x6xf32>
    %34 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.reduce"(%33, %34) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %39 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x2x5x6xf32>, tensor<f32>) -> tensor<1x2x5x6xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1x2x5x6xf32>) -> tensor<1x2x1x5x6xf32>
    %37 = "stablehlo.pad"(%36, %24) {edge_padding_high = array<i64: 0, 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 3, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x1x5x6xf32>, tensor<f32>) -> tensor<1x2x4x5x6xf32>
    %38 = "stablehlo.add"(%32, %37) : (tensor<1x2x4x5x6xf32>, tensor<1x2x4x5x6xf32>) -> tensor<1x2x4x5x6xf32>
    return %38 : tensor<1x2x4x5x6xf32>
  }
}
