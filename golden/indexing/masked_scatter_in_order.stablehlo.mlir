module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xi1>, %arg2: tensor<20xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3x4xi1>) -> tensor<12xi1>
    %1 = "stablehlo.convert"(%0) : (tensor<12xi1>) -> tensor<12xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.reduce_window"(%1, %2) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %17 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%17) : (tensor<i64>) -> ()
    }) {padding = dense<[[11, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>} : (tensor<12xi64>, tensor<i64>) -> tensor<12xi64>
    %4 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %6 = "stablehlo.subtract"(%3, %5) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %7 = "stablehlo.constant"() {value = dense<19> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %11 = "stablehlo.clamp"(%10, %6, %8) : (tensor<12xi64>, tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %12 = "stablehlo.reshape"(%11) : (tensor<12xi64>) -> tensor<12x1xi64>
    %13 = "stablehlo.gather"(%arg2, %12) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<20xf32>, tensor<12x1xi64>) -> tensor<12xf32>
    %14 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<12xf32>
    %15 = "stablehlo.select"(%0, %13, %14) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<12xf32>) -> tensor<3x4xf32>
    return %16 : tensor<3x4xf32>
  }
}
