module {
  func.func @main(%arg0: tensor<2x32x20x20xf32>, %arg1: tensor<32x1x3x3xf32>) -> tensor<2x32x20x20xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x32x20x20xf32>, tensor<f32>) -> tensor<2x32x22x22xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 32, 20, 20>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x32x22x22xf32>) -> tensor<2x32x20x20xf32>
    %3 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 32, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x1x3x3xf32>) -> tensor<32x1x1x1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<32x1x1x1xf32>) -> tensor<32xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32x20x20xf32>
    %6 = "stablehlo.multiply"(%2, %5) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %7 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 32, 20, 21>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x32x22x22xf32>) -> tensor<2x32x20x20xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 32, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x1x3x3xf32>) -> tensor<32x1x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<32x1x1x1xf32>) -> tensor<32xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32x20x20xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %12 = "stablehlo.add"(%6, %11) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %13 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 32, 20, 22>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x32x22x22xf32>) -> tensor<2x32x20x20xf32>
    %14 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 32, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x1x3x3xf32>) -> tensor<32x1x1x1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<32x1x1x1xf32>) -> tensor<32xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32x20x20xf32>
    %17 = "stablehlo.multiply"(%13, %16) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %18 = "stablehlo.add"(%12, %17) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %19 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 32, 21, 20>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x32x22x22xf32>) -> tensor<2x32x20x20xf32>
    %20 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 32, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x1x3x3xf32>) -> tensor<32x1x1x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<32x1x1x1xf32>) -> tensor<32xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32x20x20xf32>
    %23 = "stablehlo.multiply"(%19, %22) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %24 = "stablehlo.add"(%18, %23) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %25 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 32, 21, 21>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x32x22x22xf32>) -> tensor<2x32x20x20xf32>
    %26 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 32, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x1x3x3xf32>) -> tensor<32x1x1x1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<32x1x1x1xf32>) -> tensor<32xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32x20x20xf32>
    %29 = "stablehlo.multiply"(%25, %28) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %30 = "stablehlo.add"(%24, %29) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %31 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 32, 21, 22>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x32x22x22xf32>) -> tensor<2x32x20x20xf32>
    %32 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 32, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x1x3x3xf32>) -> tensor<32x1x1x1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<32x1x1x1xf32>) -> tensor<32xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32x20x20xf32>
    %35 = "stablehlo.multiply"(%31, %34) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %36 = "stablehlo.add"(%30, %35) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %37 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 32, 22, 20>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x32x22x22xf32>) -> tensor<2x32x20x20xf32>
    %38 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 32, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x1x3x3xf32>) -> tensor<32x1x1x1xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<32x1x1x1xf32>) -> tensor<32xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32x20x20xf32>
    %41 = "stablehlo.multiply"(%37, %40) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %42 = "stablehlo.add"(%36, %41) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %43 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 32, 22, 21>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x32x22x22xf32>) -> tensor<2x32x20x20xf32>
    %44 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 32, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x1x3x3xf32>) -> tensor<32x1x1x1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<32x1x1x1xf32>) -> tensor<32xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32x20x20xf32>
    %47 = "stablehlo.multiply"(%43, %46) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %48 = "stablehlo.add"(%42, %47) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %49 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 32, 22, 22>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x32x22x22xf32>) -> tensor<2x32x20x20xf32>
    %50 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 32, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x1x3x3xf32>) -> tensor<32x1x1x1xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<32x1x1x1xf32>) -> tensor<32xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32x20x20xf32>
    %53 = "stablehlo.multiply"(%49, %52) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    %54 = "stablehlo.add"(%48, %53) : (tensor<2x32x20x20xf32>, tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32>
    return %54 : tensor<2x32x20x20xf32>
  }
}
